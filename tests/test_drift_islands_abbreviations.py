"""Places a caption names by their island, and names that begin with an abbreviation
('St. Louis'): the gazetteer knows islands under their English names, and the full stop of
'St.' belongs to the name, not to the end of a sentence."""

from __future__ import annotations

import pytest

from provenance.claims import extract_claims
from provenance.drift import compare_captions


def fields(a: str, b: str) -> list[str]:
    return compare_captions(a, b).fields


def places(text: str) -> list[str]:
    return [c.value for c in extract_claims(text) if c.field == "place"]


@pytest.mark.parametrize(
    "name, shown",
    [("Majorca", "Mallorca"), ("Zante", "Zakynthos"), ("Kaua'i", "Kauai"), ("Thira", "Santorini")],
)
def test_an_island_is_known_under_its_english_and_local_names(name, shown):
    assert places(f"Holidaymakers crowd a beach on {name}, August 2022.") == [shown]


def test_a_town_is_found_on_the_island_a_caption_names():
    claims = extract_claims("Cafés reopen in Oia, Santorini, May 2021.")
    town = next(c for c in claims if c.field == "place" and c.value.startswith("O"))
    assert (town.detail["kind"], town.detail["country"]) == ("city", "GR")
    assert town.detail["container"]["name"] == "Santorini"


def test_two_islands_of_one_country_are_two_places():
    assert fields(
        "Firefighters battle a blaze near Kefalos on Kos, Greece, July 2023.",
        "Firefighters battle a blaze on Samos, Greece, July 2023.",
    ) == ["place"]


def test_an_island_agrees_with_its_country_and_its_region():
    assert (
        fields(
            "A ferry docks at Stromboli, Italy, after the eruption, July 2019.",
            "A ferry docks at Stromboli, Sicily, after the eruption, July 2019.",
        )
        == []
    )


def test_two_towns_on_one_island_are_two_places():
    assert fields(
        "Surfers ride waves off Haleiwa, Oahu, December 2020.",
        "Surfers ride waves off Kailua, Oahu, December 2020.",
    ) == ["place"]


def test_an_island_of_two_countries_holds_towns_of_both():
    assert (
        fields(
            "Flooded streets in Port-au-Prince, Haiti, 2016.",
            "Flooded streets on Hispaniola, 2016.",
        )
        == []
    )


@pytest.mark.parametrize(
    "text, name",
    [
        ("Fans celebrate in St. Louis, Missouri, after the final.", "St. Louis"),
        ("Snow covers the Neva embankment in St. Petersburg, Russia.", "Saint Petersburg"),
        ("Storm surge floods Ft. Myers, Florida, 2022.", "Fort Myers"),
    ],
)
def test_a_name_that_begins_with_an_abbreviation_is_one_name(text, name):
    assert name in places(text)


def test_two_saints_towns_are_told_apart():
    assert fields(
        "Fans celebrate in St. Louis, Missouri, after the final.",
        "Fans celebrate in St. Paul, Minnesota, after the final.",
    ) == ["place"]
