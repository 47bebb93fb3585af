"""Organisations in more of the forms captions write them: a club before its staff
('Celtic manager'), members 'from' a group ('volunteers from Oxfam'), an acronym that writes
'ex' as it sounds, and a Soviet republic under its people's name, which is a place."""

from __future__ import annotations

from provenance.claims import extract_claims
from provenance.drift import compare_captions


def organisations(text: str) -> list[tuple[str, str]]:
    return [(c.value, c.detail["kind"]) for c in extract_claims(text) if c.field == "organisation"]


def places(text: str) -> list[str]:
    return [c.value for c in extract_claims(text) if c.field == "place"]


def fields(a: str, b: str) -> list[str]:
    return compare_captions(a, b).fields


def test_a_club_before_its_manager_or_captain_is_an_organisation():
    # a club named after a place is that place's team; another name is a named organisation
    assert organisations("Fans cheer as Chelsea manager Jose Mourinho waves.") == [
        ("Chelsea", "team")
    ]
    assert [
        name for name, _ in organisations("Fans sing as Celtic captain Scott Brown waves.")
    ] == ["Celtic"]


def test_two_clubs_whose_managers_celebrate_are_a_changed_organisation():
    assert fields(
        "Everton manager David Moyes celebrates at Goodison Park, April 2008.",
        "Fulham manager Roy Hodgson celebrates at Goodison Park, April 2008.",
    ) == ["organisation", "person"]


def test_members_from_a_group_are_its_members_but_from_a_place_they_come_from_it():
    assert organisations("Volunteers from Oxfam unload tents in Gaziantep.") == [("Oxfam", "group")]
    assert organisations("Volunteers from Gaziantep unload tents.") == []
    assert fields(
        "Volunteers from Oxfam unload tents in Gaziantep, February 2023.",
        "Volunteers from Medair unload tents in Gaziantep, February 2023.",
    ) == ["organisation"]


def test_an_acronym_may_write_ex_as_x():
    assert (
        fields(
            "Extreme Sports Network riders jump a ramp in Lyon, May 2015.",
            "XSN riders jump a ramp in Lyon, May 2015.",
        )
        == []
    )


def test_a_soviet_republic_under_its_peoples_name_is_the_country_today():
    assert places("Tanks in Vilnius, Lithuanian SSR, January 1991.") == ["Vilnius", "Lithuania"]
    assert organisations("Tanks in Vilnius, Lithuanian SSR, January 1991.") == []
    assert (
        fields(
            "Tanks in Vilnius, Lithuanian SSR, January 1991.",
            "Tanks in Vilnius, Lithuania, January 1991.",
        )
        == []
    )


def test_a_possessive_before_a_name_says_whose_or_where_and_is_no_part_of_it():
    assert organisations("Ruins of Kyoto's Kinkaku Temple and Shokoku Mission, 1950.") == [
        ("Kinkaku Temple and Shokoku Mission", "organisation")
    ]
    assert (
        fields(
            "Volunteers of the Maple Leaf Rescue Society and Harbour Mission in Halifax, 2019.",
            "Volunteers of Halifax's Maple Leaf Rescue Society and Harbour Mission, 2019.",
        )
        == []
    )
