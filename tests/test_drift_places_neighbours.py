"""Places named by their neighbours: a village named 'Upper' or 'Lower' X in its own language
beside X, a camp named by its place or run from a town, names with a possessive ('King's
Lynn'), a village written before its country after any verb, the land people fled."""

from __future__ import annotations

from provenance.claims import extract_claims
from provenance.drift import compare_captions


def fields(a: str, b: str) -> list[str]:
    return compare_captions(a, b).fields


def places(text: str) -> list[str]:
    return [c.value for c in extract_claims(text) if c.field == "place"]


def test_a_village_named_upper_or_lower_in_its_language_is_beside_the_place_of_that_name():
    assert (
        fields(
            "Villagers clear debris in Gornji Kosinj, Croatia, after the storm of 2 May 2023.",
            "Villagers clear debris in Kosinj after the storm of 2 May 2023.",
        )
        == []
    )


def test_two_prefixed_names_of_different_places_stay_two_places():
    assert fields(
        "Villagers clear debris in Gornji Kosinj after the storm.",
        "Villagers clear debris in Donji Lapac after the storm.",
    ) == ["place"]
    assert fields(
        "Snow in Nizhny Novgorod, Russia, January 2021.",
        "Snow in Veliky Novgorod, Russia, January 2021.",
    ) == ["place"]


def test_a_camp_named_by_its_place_is_that_place():
    assert (
        fields(
            "A boy fetches water in Kakuma camp, north-western Kenya, March 2019.",
            "Kakuma, Turkana, Kenya: a boy fetches water, March 2019.",
        )
        == []
    )


def test_the_town_a_camp_is_run_from_holds_the_villages_around_it():
    assert (
        fields(
            "Children play at Nyarugusu camp, Kasulu, Tanzania, in 2016.",
            "Children play in Makere, Tanzania, in 2016.",
        )
        == []
    )


def test_a_town_on_the_outskirts_of_a_city_is_still_another_town():
    assert fields(
        "Families queue at a site on the outskirts of Beledweyne, Somalia, in May 2023.",
        "Families queue at a site on the outskirts of Luuq, Somalia, in May 2023.",
    ) == ["place"]


def test_a_name_with_a_possessive_is_read_whole():
    assert places("Flooded streets in King's Lynn after the storm.") == ["King's Lynn"]


def test_a_village_before_its_country_is_a_place_after_any_verb():
    assert places("The flood wave destroyed Longarone, Italy, in October 1963.") == [
        "Longarone",
        "Italy",
    ]
    assert places("Reporters thanked Rossi, Italy's envoy, in Rome.") == ["Rome"]


def test_where_arrivals_came_from_or_people_fled_is_not_the_place_of_the_picture():
    assert places("New arrivals from Eritrea rest at a reception centre in Shire, Ethiopia.") == [
        "Shire",
        "Ethiopia",
    ]
    assert "Mariupol" not in places("Families fleeing Mariupol rest in Zaporizhzhia.")


def test_a_town_of_a_breakaway_land_is_compared_through_it():
    assert fields(
        "Shelling hit Hadrut, Nagorno-Karabakh, in October 2020.",
        "Shelling hit Ganja, Azerbaijan, in October 2020.",
    ) == ["place"]
    assert "Bosnia and Herzegovina" in places("Floods in Maglaj, Bosnia, May 2014.")
