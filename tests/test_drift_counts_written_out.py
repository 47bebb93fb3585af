"""Counts written out in words, as ranges at a sentence's end, inside relative clauses with a
thousands comma, and the same noun counted once on each side in different clauses."""

from __future__ import annotations

import pytest

from provenance.claims import extract_claims
from provenance.drift import compare_captions


def fields(a: str, b: str) -> list[str]:
    return compare_captions(a, b).fields


def counts(text: str) -> list[dict]:
    return [c.detail for c in extract_claims(text) if c.field == "count"]


@pytest.mark.parametrize(
    ("text", "low", "high"),
    [
        ("More than a thousand pelicans rest on the shore of Lake Chad.", 1001, 2000),
        ("Two thousand cyclists set off from Utrecht.", 2000, 2000),
        ("Half a million pilgrims gather at Kumbh Mela.", 500_000, 500_000),
        ("The bishop speaks to a quarter of a million faithful in Manila.", 250_000, 250_000),
        ("About three quarters of a million voters queue in Accra.", 675_000, 825_000),
    ],
)
def test_number_words_that_end_in_and_or_are_fractions_count_in_full(text, low, high):
    (count,) = counts(text)
    assert (count["low"], count["high"]) == (low, high)


def test_a_range_that_ends_the_sentence_is_one_range():
    (crowd,) = counts("Organisers estimated the crowd at between 40,000 and 60,000.")
    assert (crowd["low"], crowd["high"], crowd["class"]) == (40_000, 60_000, "people")


def test_more_than_a_thousand_agrees_with_about_twelve_hundred():
    assert "count" not in fields(
        "More than a thousand pelicans rest on the shore of Lake Chad.",
        "About 1,200 great white pelicans rest on Lake Chad, March 2019.",
    )


def test_a_thousands_comma_does_not_end_a_relative_clause():
    (toll,) = counts("The ruined mill in Dhaka, where a 1990 fire killed 2,300 weavers.")
    assert toll["background"] and toll["low"] == 2300


def test_the_same_victims_counted_in_two_relative_clauses_differ():
    assert "count" in fields(
        "The burnt-out mill in Dhaka, where 230 weavers died in a fire in 1990.",
        "The burnt-out mill in Dhaka, where a 1990 fire killed 2,300 weavers.",
    )


def test_young_footballers_and_boys_are_both_people():
    assert "count" in fields(
        "Rescuers enter the mine in Sonora, where 9 boys are trapped.",
        "Rescuers enter the mine in Sonora, where 19 young footballers are trapped.",
    )


def test_a_noun_counted_once_is_one_count_in_whichever_clause():
    assert "count" in fields(
        "The ferry lies on its side off Lesbos, a day after it ran aground with more than "
        "1,500 passengers on board.",
        "The ferry lies on its side off Lesbos after it ran aground with 150 passengers on board.",
    )


def test_a_toll_told_beside_a_crowd_shown_is_not_one_count():
    assert "count" not in fields(
        "Residents clear debris in Mandalay, a week after a storm killed 12 people.",
        "Some 50 residents clear debris in Mandalay after the storm.",
    )


def test_a_crowd_told_beside_the_few_shown_is_not_their_count():
    assert "count" not in fields(
        "A video appears to show two men clinging to a lorry leaving Calais. The two later "
        "fell as hundreds of migrants tried to cross that night.",
        "Two migrants cling to a lorry leaving Calais.",
    )
