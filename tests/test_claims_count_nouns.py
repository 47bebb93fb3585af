"""What a count counts, written around the number: a gathering before it ('a crowd of
40,000'), a noun joined to it ('a 30-car pile-up'), and the kind that several nouns share
('cars and trucks' are vehicles)."""

from __future__ import annotations

import pytest

from provenance.claims import extract_claims
from provenance.drift import compare_captions


def counts(text: str) -> list[tuple[int, int, str | None]]:
    return [
        (c.detail["low"], c.detail["high"], c.detail.get("class"))
        for c in extract_claims(text)
        if c.field == "count"
    ]


def fields(a: str, b: str) -> list[str]:
    return compare_captions(a, b).fields


@pytest.mark.parametrize(
    "written, low, high, kind",
    [
        ("A 30-car pile-up blocks the motorway near Leeds.", 30, 30, "vehicle"),
        ("A 200-strong crowd marches through Lisbon.", 200, 200, "people"),
        ("Rescuers reach a 12-person fishing crew off Iceland.", 12, 12, "people"),
        ("A crowd of about 50,000 fills the square in Prague.", 45000, 55000, "people"),
        ("An audience of 3,000 watches the concert in Vienna.", 3000, 3000, "people"),
        ("Dozens of trucks queue at the border in Dover.", 24, 199, "vehicle"),
    ],
)
def test_what_a_number_counts_is_read_around_it(written, low, high, kind):
    assert counts(written) == [(low, high, kind)]


@pytest.mark.parametrize(
    "written",
    [
        "A 6.1-magnitude earthquake shakes Lima.",
        "Workers begin a 48-hour strike in Milan.",
        "A 5-year-old girl is rescued in Izmir.",
        "A 20-storey tower burns in Sharjah.",
    ],
)
def test_a_unit_joined_to_a_number_measures_and_counts_nothing(written):
    assert counts(written) == []


def test_two_counts_of_one_crowd_or_one_pile_up_are_compared():
    assert fields(
        "A crowd of more than 70,000 watches the final in Cardiff in 2019.",
        "About 30,000 spectators watch the final in Cardiff in 2019.",
    ) == ["count"]
    assert fields(
        "Wreckage of a 40-vehicle pile-up on the A1 near Doncaster, 3 March 2018.",
        "Wreckage after a crash of more than 90 cars and lorries near Doncaster, 3 March 2018.",
    ) == ["count"]
    assert (
        fields(
            "Wreckage of a 40-vehicle pile-up on the A1 near Doncaster, 3 March 2018.",
            "Wreckage after a crash of some 40 cars and lorries near Doncaster, 3 March 2018.",
        )
        == []
    )
