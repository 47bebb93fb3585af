"""People named by their style: a given name with a title after it ('Anne, Princess Royal'),
one plural title before several names ('Presidents Lula and Petro'), a name with particles
longer than four words, and a name held at another time than the picture's ('the future
Queen')."""

from __future__ import annotations

from provenance.claims import extract_claims
from provenance.drift import compare_captions


def people(text: str) -> list[tuple[str, str | None]]:
    return [(c.value, c.detail.get("title")) for c in extract_claims(text) if c.field == "person"]


def fields(a: str, b: str) -> list[str]:
    return compare_captions(a, b).fields


def test_a_given_name_styled_by_a_title_of_a_place_is_a_person():
    assert people("Mourners honour Margaret, Countess of Snowdon, in 2002.") == [
        ("Margaret", "Countess")
    ]
    assert people("Edward, Duke of Kent, opens a hospital wing.") == [("Edward", "Duke")]


def test_a_title_before_the_name_keeps_the_name_and_the_style_after_adds_no_one():
    assert people("Prince Andrew, Duke of York, leaves church.") == [("Andrew", "Prince")]


def test_one_plural_title_before_several_names_titles_each():
    assert people("Presidents Lula and Petro shake hands in Leticia.") == [
        ("Lula", "President"),
        ("Petro", "President"),
    ]
    assert people("Princesses Beatrice and Eugenie arrive at the chapel.") == [
        ("Beatrice", "Princess"),
        ("Eugenie", "Princess"),
    ]


def test_a_styled_person_against_another_is_a_changed_person():
    assert fields(
        "Crowds greet Edward, Duke of Kent, at Wimbledon in July 1999.",
        "Crowds greet Martina Hingis at Wimbledon in July 1999.",
    ) == ["person"]


def test_a_long_name_with_particles_is_one_person_not_an_organisation():
    text = "Supporters of Maria das Graças Silva Foster cheer in Recife."
    assert [c.value for c in extract_claims(text) if c.field == "organisation"] == []
    assert fields(
        "Supporters of Fernando Henrique Cardoso da Silva rally in Recife in 1994.",
        "Supporters of Leonel Brizola rally in Recife in 1994.",
    ) == ["person"]


def test_a_name_held_at_another_time_may_be_the_other_captions_person():
    assert (
        fields(
            "Archbishop Karol Wojtyla blesses a crowd in Krakow in 1976.",
            "The future Pope John Paul blesses a crowd in Krakow in 1976.",
        )
        == []
    )
    # without 'future' the two names are two people
    assert fields(
        "Archbishop Karol Wojtyla blesses a crowd in Krakow in 1976.",
        "Pope Paul blesses a crowd in Krakow in 1976.",
    ) == ["person"]


def test_a_lone_surname_that_speaks_or_addresses_is_a_person():
    assert people("Nkrumah addresses a rally in Accra, 6 March 1957.") == [("Nkrumah", None)]
    assert people("Lumumba speaking in Leopoldville, June 1960.") == [("Lumumba", None)]
    # an English word or a city that 'waves' is no person
    assert people("Rescuers said the bridge fell.") == []
    assert people("Paris waves goodbye to the Games.") == []


def test_two_leaders_each_named_by_surname_alone_or_in_full_are_two_people():
    assert fields(
        "Kwame Nkrumah addresses a rally in Accra, 6 March 1957.",
        "Lumumba addressing a rally in Accra, 6 March 1957.",
    ) == ["person"]
