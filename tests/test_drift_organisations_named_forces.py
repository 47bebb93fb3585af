"""Organisations by the names they give themselves: a country's forces by their own name, a
state's or city's police, parties written with small prefixes, a plural before 'members', a
team whose name reads like a person's."""

from __future__ import annotations

import pytest

from provenance.claims import extract_claims
from provenance.drift import compare_captions


def fields(a: str, b: str) -> list[str]:
    return compare_captions(a, b).fields


def organisations(text: str) -> list[str]:
    return [c.value for c in extract_claims(text) if c.field == "organisation"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Soldiers of the Malawi Defence Force guard a bridge near Zomba.", "military (MW)"),
        ("South African National Defence Force troops patrol Pemba, 2021.", "military (ZA)"),
        ("Royal Thai Army soldiers stand guard in Bangkok.", "army (TH)"),
        ("The Royal Navy frigate leaves Portsmouth.", "navy (GB)"),
        ("Ghana Armed Forces personnel unload aid in Accra.", "military (GH)"),
    ],
)
def test_a_country_forces_by_their_own_name_are_its_forces(text, value):
    assert value in organisations(text)


def test_a_longer_name_ending_in_a_country_army_is_no_army():
    assert "army (SY)" not in organisations("Free Syrian Army fighters patrol Azaz.")


def test_one_country_defence_force_against_another_country_soldiers_is_drift():
    assert "organisation" in fields(
        "Soldiers of the Malawi Defence Force guard a bridge near Zomba, 2019.",
        "Zambian soldiers guard a bridge near Zomba, 2019.",
    )


def test_a_force_and_its_own_country_soldiers_agree():
    assert "organisation" not in fields(
        "Ghana Armed Forces personnel unload aid in Accra, 2022.",
        "Ghanaian soldiers unload aid in Accra, 2022.",
    )


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("RAAF jets fly over Canberra.", "Royal Australian Air Force jets fly over Canberra."),
        ("MDF soldiers guard a bridge.", "Soldiers of the Malawi Defence Force guard a bridge."),
        ("Camel-borne Border Patrol Force soldiers ride.", "BPF soldiers ride."),
    ],
)
def test_an_acronym_is_the_force_it_abbreviates(a, b):
    assert "organisation" not in fields(a, b)


def test_a_state_police_is_not_the_federal_police():
    assert "organisation" in fields(
        "Officers of Mexico's Federal Police search a warehouse in Guadalajara, 2015.",
        "Officers of Jalisco's State Police search a warehouse in Guadalajara, 2015.",
    )


def test_a_party_written_with_small_prefixes_is_named():
    assert organisations("Supporters of the iNkatha yeNkululeko party march in Ulundi.") == [
        "iNkatha yeNkululeko party"
    ]


def test_a_plural_before_members_is_a_name():
    assert organisations("Boilermakers members walk out at a shipyard in Pascagoula.")[:1] == [
        "Boilermakers"
    ]
    assert organisations("Students march in Dhaka.") == []


def test_two_unions_are_two_organisations():
    assert "organisation" in fields(
        "Boilermakers members picket outside a plant in Renton, Washington, 2024.",
        "United Steelworkers members picket outside a plant in Renton, Washington, 2024.",
    )


def test_a_team_whose_name_reads_as_a_person_is_a_team():
    assert "organisation" in fields(
        "Players of Jomo Cosmos celebrate a goal in Soweto, May 2001.",
        "Players of Moroka Swallows celebrate a goal in Soweto, May 2001.",
    )


def test_fans_of_a_person_are_a_person_fans():
    assert organisations("Fans of Taylor Swift queue outside the stadium in Lisbon.") == []


# -- a church's building, a performer's stage name, the firm that owns what is shown


def test_a_church_named_for_its_dedication_is_a_building_not_a_body():
    assert organisations("Pilgrims pray at the Church of St Lazarus in Larnaca.") == []
    assert organisations("The Church of Scotland assembly meets in Edinburgh.") == [
        "Church of Scotland"
    ]
    assert "organisation" not in fields(
        "Worshippers attend mass at the Church of the Annunciation in Nazareth, 2019.",
        "Worshippers attend mass at the Church of the Holy Sepulchre in Jerusalem, 2019.",
    )


def test_a_stage_name_alone_before_performs_is_a_person():
    assert fields(
        "Burna Boy performs at the O2 Arena in London, 2022.",
        "Rema performs at the O2 Arena in London, 2022.",
    ) == ["person"]
    assert "person" not in {c.field for c in extract_claims("Nirvana performs in Seattle.")}


@pytest.mark.parametrize(
    ("text", "firm"),
    [
        ("Rescuers search the mud after a dam owned by Samarco burst in Mariana.", "Samarco"),
        ("A model presents a creation by Balenciaga in Paris.", "Balenciaga"),
        ("A ferry operated by Stena Line leaves Holyhead.", "Stena Line"),
    ],
)
def test_the_firm_that_owns_or_made_what_is_shown(text, firm):
    assert organisations(text) == [firm]


def test_a_people_or_a_person_after_by_is_no_firm():
    assert organisations("A bridge built by the Romans spans the Tagus.") == []
    assert organisations("A house designed by Zaha Hadid stands in Baku.") == []
