"""One person under the names captions give them: a nickname in quotes, 'known as', Jr., a
regnal number, a title in another language, a short form of a given name."""

from __future__ import annotations

from provenance.claims import extract_claims
from provenance.drift import compare_captions


def people(text: str) -> list[str]:
    return [c.value for c in extract_claims(text) if c.field == "person"]


def fields(a: str, b: str) -> list[str]:
    return compare_captions(a, b).fields


def test_a_name_before_jr_is_one_name_whatever_title_word_it_holds():
    assert people("Martin Luther King Jr. greets marchers in Selma.") == ["Martin Luther King Jr"]
    assert (
        fields(
            "Walter Prince Jr. greets marchers in Selma.",
            "Rev. Prince greets marchers in Selma.",
        )
        == []
    )


def test_a_nickname_in_quotes_is_another_name_of_the_person():
    assert people("A man believed to be Ramon 'El Toro' Vargas is led away.") == ["Ramon Vargas"]
    assert (
        fields(
            "Police lead away a man believed to be Ramon 'El Toro' Vargas in Culiacan.",
            "Police lead away a man thought to be El Toro Vargas in Culiacan.",
        )
        == []
    )


def test_a_name_given_with_known_as_or_in_brackets_is_an_alias():
    assert (
        fields(
            "President Ana Diaz and rebel leader Rodrigo Lopez, known as Tiro, shake hands.",
            "Ana Diaz and commander Mateo Rojas ('Tiro') shake hands.",
        )
        == []
    )


def test_a_monarch_by_one_name_and_a_foreign_title_is_the_monarch_with_a_number():
    assert fields("Queen Ingrid II signs in Oslo.", "Dronning Ingrid signs in Oslo.") == []
    assert fields(
        "The coffin of Queen Ingrid II is carried into the cathedral.",
        "The coffin of Queen Ingrid The Queen Mother is carried into the cathedral.",
    ) == ["person"]


def test_a_short_given_name_with_the_same_surname_is_one_person():
    assert fields("Lionel Ferreira lifts the cup.", "Leo Ferreira lifts the cup.") == []
    assert fields("Serena Okafor lifts the cup.", "Venus Okafor lifts the cup.") == ["person"]


def test_a_name_may_open_with_an_accented_capital():
    assert people("Ramón Ávila, the last of the 12 trapped divers, climbs out.") == ["Ramón Ávila"]
    assert fields(
        "Ramón Ávila, the last of the 12 trapped divers, climbs out of the cave.",
        "Jorge Quispe, the last of the 12 trapped divers, climbs out of the cave.",
    ) == ["person"]


def test_a_square_or_street_named_in_another_language_is_no_person():
    assert people("Crowds fill Piazza Navona in Rome.") == []
    assert (
        fields(
            "Protesters fill the main square of Algiers, demanding that President Ali Benaissa "
            "step down.",
            "Algerians pack Maidan Chouhada in central Algiers on Friday.",
        )
        == []
    )
