"""Who struck ('after a Russian air strike'), groups whose name ends in 'group' ('the Abu
Sayyaf group fighters'), counts in headlines after a label ('CHAD: 3,000 ...'), and given
names that are English words too ('John', 'Frank', 'Mark')."""

from __future__ import annotations

import pytest

from provenance.claims import extract_claims
from provenance.drift import compare_captions


def fields(a: str, b: str) -> list[str]:
    return compare_captions(a, b).fields


def organisations(text: str) -> list[tuple[str, str]]:
    return [(c.value, c.detail["role"]) for c in extract_claims(text) if c.field == "organisation"]


def test_the_country_before_an_attack_is_who_struck_and_the_attack_stays_an_event():
    claims = extract_claims("Rescuers dig in Kherson after Ukrainian shelling, 2022.")
    assert ("military (UA)", "attacker") in organisations(
        "Rescuers dig in Kherson after Ukrainian shelling, 2022."
    )
    assert any(c.field == "event" for c in claims)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (
            "A boy sits in the ruins of his home in Idlib after a Syrian air strike, 2019.",
            "A boy sits in the ruins of his home in Idlib after a Turkish air strike, 2019.",
        ),
        (
            "Smoke rises over Sanaa after a Saudi missile strike, March 2015.",
            "Smoke rises over Sanaa after an Iranian missile strike, March 2015.",
        ),
    ],
)
def test_another_country_striking_is_another_story(a, b):
    assert "organisation" in fields(a, b)


def test_who_struck_is_not_contradicted_by_a_caption_that_does_not_say():
    a = "Firefighters douse a burning warehouse in Odesa after a Russian drone attack, 2023."
    b = "Firefighters douse a burning warehouse in Odesa after a drone attack, 2023."
    assert fields(a, b) == []


def test_who_struck_is_not_who_is_shown():
    a = "Ukrainian soldiers inspect a crater near Izium after Russian shelling, May 2022."
    b = "Ukrainian soldiers inspect a crater near Izium, May 2022."
    assert fields(a, b) == []


def test_a_protest_against_strikes_names_them_in_passing():
    assert organisations("Students in Karachi protest against American drone strikes, 2012.") == [
        ("military (US)", "mentioned")
    ]


def test_a_name_ending_in_group_before_its_fighters_is_a_group_of_that_name():
    assert organisations("Abu Sayyaf group militants parade hostages on Basilan, 2001.") == [
        ("Abu Sayyaf", "shown")
    ]
    a = "Army troops patrol a road in Jolo, Sulu, May 2016."
    b = "Abu Sayyaf group militants patrol a road in Jolo, Sulu, May 2016."
    assert fields(a, b) == ["organisation"]


def test_the_group_under_its_short_name_is_the_same_group():
    a = "Lendu militia fighters guard a road near Bunia, 2003."
    b = "Lendu fighters guard a road near Bunia, 2003."
    assert fields(a, b) == []


def test_a_headline_label_before_a_number_does_not_make_it_a_name():
    a = "CHAD: 3,000 SUDANESE REFUGEES ARRIVE IN ADRE IN ONE DAY"
    b = "CHAD: 30,000 SUDANESE REFUGEES ARRIVE IN ADRE IN ONE DAY"
    assert fields(a, b) == ["count"]


def test_a_name_before_a_number_still_names_it():
    text = "Crews refuel two Boeing 737 jets at Lagos airport."
    assert [c.value for c in extract_claims(text) if c.field == "count"] == ["2"]


def test_a_given_name_that_is_an_english_word_starts_a_name_before_a_foreign_surname():
    a = "Queen Sofia dances with Frank Sinatra at a gala in Madrid, 1985."
    b = "Queen Sofia dances with Mark Knopfler at a gala in Madrid, 1985."
    assert fields(a, b) == ["person"]


@pytest.mark.parametrize(
    "text",
    ["Mourners gather at Grace Church in Manila.", "Workers march at a May Day rally in Seoul."],
)
def test_a_given_name_before_an_english_word_names_no_one(text):
    assert [c for c in extract_claims(text) if c.field == "person"] == []
