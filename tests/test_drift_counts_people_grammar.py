"""Number grammar and name grammar: a race's distance in metres is no count, a place after a
preposition is not what a crowd counts, and two people who differ by a middle initial are
two people."""

from __future__ import annotations

import pytest

from provenance.claims import extract_claims
from provenance.drift import compare_captions


def fields(a: str, b: str) -> list[str]:
    return compare_captions(a, b).fields


def counts(text: str) -> list[dict]:
    return [c.detail for c in extract_claims(text) if c.field == "count"]


@pytest.mark.parametrize(
    "text",
    [
        "Kenya's runner crosses the line to win the men's 800m final in Eugene, 2022.",
        "The 10,000m world record falls at the Golden Spike meeting in Ostrava.",
        "Swimmers dive in for the 400m individual medley heats in Fukuoka.",
    ],
)
def test_a_race_distance_in_metres_is_no_count(text):
    assert counts(text) == []


def test_an_m_after_a_sum_or_before_people_is_still_millions():
    assert counts("Some 2m people voted in the run-off.")[0]["low"] >= 1_800_000


def test_a_crowd_counts_no_place_after_a_preposition():
    (crowd,) = counts("Tens of thousands march in Lisbon against rising rents.")
    assert "what" not in crowd


def test_a_vague_crowd_and_a_figure_of_demonstrators_agree():
    assert (
        fields(
            "Tens of thousands march in Lisbon against rising rents, March 2023.",
            "Some 40,000 demonstrators marched through Lisbon against rising rents, March 2023.",
        )
        == []
    )


def test_two_people_whose_middle_initials_differ_are_two_people():
    assert fields(
        "Franklin D. Roosevelt signs the bill in Washington.",
        "Franklin P. Roosevelt signs the bill in Washington.",
    ) == ["person"]


def test_a_middle_initial_left_out_is_still_the_same_person():
    assert (
        fields(
            "John F. Kennedy waves from the car in Dallas, 1963.",
            "John Kennedy waves from the car in Dallas, 1963.",
        )
        == []
    )


def test_an_athlete_after_a_countrys_possessive_may_bear_a_towns_name():
    people = [
        c.value
        for c in extract_claims("Ghana's Akosua Denver wins the women's 400m final in Accra.")
        if c.field == "person"
    ]
    assert people == ["Akosua Denver"]


def test_another_athlete_of_the_same_country_is_another_person():
    assert fields(
        "Ghana's Akosua Denver wins the women's 400m final in Accra, 2023.",
        "Ghana's Efua Ampofo wins the women's 400m final in Accra, 2023.",
    ) == ["person"]
