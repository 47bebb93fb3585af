"""Round 13 places: sides of a match named by their country, town or club are not where the
picture is; a match's place told beside the picture's; grounds and streets, named in their own
language, after a sponsor or after the town they stand beside."""

from __future__ import annotations

from provenance.claims import extract_claims
from provenance.drift import compare_captions


def fields(a: str, b: str) -> list[str]:
    return compare_captions(a, b).fields


def places(text: str) -> dict[str, dict]:
    return {c.value: c.detail for c in extract_claims(text) if c.field == "place"}


# -- the sides of a match --------------------------------------------------------------------


def test_the_sides_between_which_a_match_is_played_are_no_places():
    found = places("Fans at the ground in Rawalpindi during the match between Pakistan and Kenya.")
    assert list(found) == ["Rawalpindi"]
    # another side is another team, not another place (the wording tells it: swaps.py)
    assert fields(
        "Rain stops the match between Ghana and Peru at the ground in Accra, June 2021.",
        "Rain stops the match between Ghana and Chile at the ground in Accra, June 2021.",
    ) == ["organisation"]


def test_a_side_that_faces_another_is_no_place():
    found = places("A crowd of 40,000 watches Porto face Lyon in the quarter-final in Lisbon.")
    assert list(found) == ["Lisbon"]


def test_whose_win_it_was_is_no_place():
    found = places("Fans in Lima cheer Peru's 2-0 victory over Chile on Tuesday.")
    assert list(found) == ["Lima"]
    assert list(places("Supporters in Dakar celebrate after Senegal's penalty win.")) == ["Dakar"]


def test_an_opponent_called_the_hosts_or_the_holders_is_no_place():
    found = places("Kenya fans cheer in Nairobi as the side stun holders Morocco 2-1.")
    assert "Morocco" not in found
    assert "Nairobi" in found


def test_a_persons_car_or_club_is_no_place_but_their_home_is():
    assert "Mercedes" not in places("Carla Mendes's Mercedes leads the field at Interlagos.")
    assert "Delaware" in places("Joe Biden's Delaware home is seen from the air.")


def test_a_nickname_of_the_form_temple_of_speed_names_no_temple():
    found = places("Crowds fill the stands at the 'Temple of Dreams' in Madrid.")
    assert found.get("Temple", {}).get("kind") != "city"  # no Temple, Texas
    assert "Gulf of Mexico" in places("Boats wait in the Gulf of Mexico.")  # ... ends on a place


# -- where the match was, beside where the picture is -----------------------------------------


def test_the_place_of_a_match_beside_the_picture_place_is_background():
    found = places("Fans dance in a Lisbon bar as Portugal win the semi-final 2-0 in Doha.")
    assert found["Doha"].get("background")
    assert not found["Lisbon"].get("background")
    assert (
        fields(
            "Fans dance in a bar in Lisbon as Portugal win the semi-final, December 2022.",
            "Supporters celebrate in a Lisbon bar after the semi-final in Doha, December 2022.",
        )
        == []
    )


def test_the_place_of_a_match_alone_is_still_the_picture_place():
    found = places("The captain lifts the cup after the final in Doha.")
    assert not found["Doha"].get("background")
    assert "place" in fields(
        "The captain lifts the cup after the final in Doha, December 2022.",
        "The captain lifts the cup after the final in Dakar, December 2022.",
    )


# -- grounds and streets -----------------------------------------------------------------------


def test_grounds_named_in_their_own_language_are_facilities():
    found = places("Fans wave flags in the Stade de Marseille before kick-off.")
    assert found["Stade de Marseille"]["kind"] == "facility"
    assert places("Drivers line up at the Autodromo Nazionale Imola.")[
        "Autodromo Nazionale Imola"
    ] == {"kind": "facility", "feature": "stadium"}


def test_streets_named_in_their_own_language_are_facilities():
    found = places("Marchers crowd Avenida 25 de Mayo in Montevideo.")
    assert found["Avenida 25 de Mayo"]["kind"] == "facility"
    assert places("Pigeons take off in Piazza Navona.")["Piazza Navona"]["kind"] == "facility"
    # a square renamed keeps both names in use: two names are not two squares
    assert (
        fields(
            "Protesters fill Plaza Victoria in Valparaiso, October 2019.",
            "Protesters fill Plaza Sotomayor in Valparaiso, October 2019.",
        )
        == []
    )


def test_a_ground_named_after_a_country_tells_which_homonym_is_meant():
    found = places("Fans queue outside the Stade de France in Saint-Denis.")
    assert found["Saint-Denis"]["country"] == "FR"


def test_a_ground_named_after_its_town_and_another_ground_are_two_places():
    assert fields(
        "The champion raises his belt at Twickenham Stadium, June 2, 2024.",
        "The champion raises his belt at the Emirates Stadium, June 2, 2024.",
    ) == ["place"]


def test_a_ground_named_after_a_neighbouring_town_stands_near_it():
    # Pirkkala lies beside Tampere: a ground of that name may stand in either
    assert (
        fields(
            "Fans pack Pirkkala Arena for the final, May 2022.",
            "Fans pack the arena in Tampere for the final, May 2022.",
        )
        == []
    )


def test_the_city_a_ground_is_written_in_is_near_it():
    found = places("Confetti falls at Crown Stadium in Los Angeles after the game.")
    assert found["Los Angeles"].get("near")
    # Inglewood is a neighbour of Los Angeles, where its grounds stand
    assert (
        fields(
            "Confetti falls at Crown Stadium in Los Angeles, February 2022.",
            "Players celebrate under confetti in Inglewood, California, February 2022.",
        )
        == []
    )
    assert "place" in fields(
        "Confetti falls at Crown Stadium in Los Angeles, February 2022.",
        "Players celebrate under confetti in Sacramento, California, February 2022.",
    )


def test_a_name_within_a_facility_the_other_side_names_is_that_facility_written_short():
    assert (
        fields(
            "Dancers parade along Avenida de la Libertad in Lima, November 2022.",
            "Dancers parade down Libertad on Saturday, November 2022.",
        )
        == []
    )
