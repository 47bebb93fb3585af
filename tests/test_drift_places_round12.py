"""Round 12 places: a storm's name is no town, a city written as its area holds its suburbs, a
district named after its town holds the villages around it, sports venues of any name, a
river named by its town's name, and a metropolis's old name as a container."""

from __future__ import annotations

from provenance.claims import extract_claims
from provenance.drift import compare_captions


def fields(a: str, b: str) -> list[str]:
    return compare_captions(a, b).fields


def near(text: str) -> dict[str, bool]:
    return {c.value: bool(c.detail.get("near")) for c in extract_claims(text) if c.field == "place"}


# -- storms named after people and places ----------------------------------------------------


def test_a_storm_named_in_one_caption_is_no_town_in_the_other():
    assert (
        fields(
            "Hurricane Florence floods homes in Wilmington, North Carolina, September 2018.",
            "Florence left streets of homes underwater, September 2018.",
        )
        == []
    )
    assert (
        fields(
            "Rescuers wade through water after Storm Harvey in Houston, Texas.",
            "Harvey left whole streets underwater.",
        )
        == []
    )


def test_a_city_its_caption_places_is_still_the_city_beside_a_storm_of_that_name():
    drift = compare_captions(
        "Flooded streets in Florence, Italy, in November.",
        "Hurricane Florence floods Wilmington, North Carolina, in September.",
    )
    assert "place" in drift.fields
    assert "Florence" in next(f.before for f in drift.findings if f.field == "place")


# -- a city as its area ----------------------------------------------------------------------


def test_a_city_written_as_its_area_is_around_the_city():
    assert near("Fans queue in the Atlanta area on Friday.")["Atlanta"]
    assert near("Snow in greater Lyon this morning.")["Lyon"]
    assert near("Traffic across the Houston metro area.")["Houston"]
    assert not near("Fans queue in Atlanta on Friday.")["Atlanta"]


def test_a_suburb_is_in_its_city_s_area_and_a_city_far_away_is_not():
    assert (
        fields(
            "A concert at a stadium in Villeurbanne, France, on Saturday.",
            "A concert in the Lyon area on Saturday.",
        )
        == []
    )
    assert "place" in fields(
        "A concert in Marseille, France, on Saturday.",
        "A concert in the Lyon area on Saturday.",
    )


# -- a district named after its town ---------------------------------------------------------


def test_a_village_may_lie_in_the_district_its_state_s_town_names():
    assert (
        fields(
            "Smoke rises from a warehouse in Dahbad, Haryana.",
            "Smoke rises from a warehouse in Haryana's Sonipat district.",
        )
        == []
    )


def test_a_district_of_another_state_is_another_place():
    assert "place" in fields(
        "Smoke rises from a warehouse in Dahbad, Haryana.",
        "Smoke rises from a warehouse in Punjab's Ludhiana district.",
    )


# -- venues -----------------------------------------------------------------------------------


def test_a_ballpark_and_a_stadium_of_other_names_are_two_venues():
    assert fields(
        "Fans cheer at Wrigley Field, Chicago, after the final out.",
        "Fans cheer at Busch Stadium, St. Louis, after the final out.",
    ) == ["place"]
    assert fields("Fans cheer at Wrigley Field.", "Fans cheer at Busch Stadium.") == ["place"]


def test_a_team_s_stadium_is_a_description_not_a_venue_s_name():
    assert (
        fields(
            "Fans cheer at Wrigley Field after the final out.",
            "Fans cheer at the Chicago Cubs' stadium after the final out.",
        )
        == []
    )


# -- rivers and old names ---------------------------------------------------------------------


def test_a_river_written_with_and_without_its_word_is_one_river():
    assert (
        fields(
            "Boats on the Hooghly river in Kolkata, India, at dawn.",
            "Boats on the Hooghly, Calcutta, at dawn.",
        )
        == []
    )


def test_a_part_of_a_city_under_its_old_name_is_that_part():
    assert fields("Crowds in Esplanade, Calcutta.", "Crowds in Esplanade, Kolkata.") == []
    assert "place" in fields(
        "Crowds in Riverside, Springfield, Illinois.", "Crowds in Riverside, Springfield, Missouri."
    )
