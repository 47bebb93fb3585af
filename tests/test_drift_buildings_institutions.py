"""Names that contain a place's name without being that place: a building named after a house
or a patron ('Blenheim Palace' is not in Blenheim), and an institution written as the word for
what it is, 'of', and its place ('the University of Ghana', 'the Bank of Japan')."""

from __future__ import annotations

import pytest

from provenance.claims import extract_claims
from provenance.drift import compare_captions


def fields(a: str, b: str) -> list[str]:
    return compare_captions(a, b).fields


def claims(text: str, field: str) -> list[str]:
    return [c.value for c in extract_claims(text) if c.field == field]


@pytest.mark.parametrize(
    "building", ["Blenheim Palace", "Bolshoi Theatre", "Leinster House", "Hampton Court"]
)
def test_a_named_building_is_a_facility_not_the_town_of_its_name(building):
    found = [c for c in extract_claims(f"Crowds gather outside {building} on Sunday.")]
    assert [(c.value, c.detail["kind"]) for c in found if c.field == "place"] == [
        (building, "facility")
    ]


def test_a_palace_and_the_city_it_stands_in_agree():
    assert (
        fields(
            "Guards change outside Sandringham House, Norfolk, in 1985.",
            "Guards change outside the royal residence in Norfolk, England, in 1985.",
        )
        == []
    )


@pytest.mark.parametrize(
    "text, name",
    [
        ("Researchers from the University of Ghana test water in Accra.", "University of Ghana"),
        ("The Bank of Japan's headquarters in Tokyo.", "Bank of Japan"),
        ("Nurses from the Royal College of Nursing strike in Leeds.", "Royal College of Nursing"),
    ],
)
def test_an_institution_of_a_place_is_an_organisation(text, name):
    assert name in claims(text, "organisation")


def test_the_word_university_is_no_town():
    assert claims("Students of the University of Bristol rally in Bristol.", "place") == ["Bristol"]


def test_two_universities_are_two_organisations_not_two_towns():
    assert fields(
        "Engineers from the University of Leeds test a robot in a field, 2019.",
        "Engineers from the University of Sheffield test a robot in a field, 2019.",
    ) == ["organisation"]
