"""Dates told as an offset from another moment, and periods of a decade or a century.

'the day after the dam burst on 4 June 2016' dates the picture on 5 June: the written date
is the anchor. 'the mid-1970s' is a date at the precision of part of a decade.
"""

from __future__ import annotations

from datetime import date

import pytest

from provenance.claims import extract_claims
from provenance.drift import compare_captions

PUBLISHED = date(2023, 6, 1)


def dated(text: str, published: date | None = PUBLISHED) -> list[tuple[str, str, str]]:
    return [
        (c.value, c.detail["start"], c.detail["end"])
        for c in extract_claims(text, published)
        if c.field == "date" and "start" in c.detail
    ]


def changed(a: str, b: str, published_a: str, published_b: str) -> set[str]:
    result = compare_captions(
        a, b, date.fromisoformat(published_a), date.fromisoformat(published_b)
    )
    return {f.field for f in result.findings}


# -- offsets ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("caption", "start", "end"),
    [
        (
            "Villagers wade through Kota the day after the dam burst on 4 June 2016.",
            "2016-06-05",
            "2016-06-05",
        ),
        (
            "Mourners gather three days after the ferry sank on April 16, 2014.",
            "2014-04-19",
            "2014-04-19",
        ),
        ("Voters queue on the eve of the referendum of 23 June 2016.", "2016-06-22", "2016-06-22"),
        (
            "Police guard the court hours before the verdict on 20 April 2021.",
            "2021-04-19",
            "2021-04-20",
        ),
        # an amount is meant loosely: 'a week' is six to nine days here
        (
            "Tents line the square a week after the quake of October 8, 2005.",
            "2005-10-13",
            "2005-10-17",
        ),
        # a measure without an amount is a range after the anchor
        ("Aid arrives days after the cyclone of 2 May 2008.", "2008-05-03", "2008-05-16"),
        (
            "Crowds wait in the weeks before the vote of 7 November 2000.",
            "2000-08-09",
            "2000-11-06",
        ),
    ],
)
def test_a_date_told_after_an_offset_is_moved_by_it(caption, start, end):
    ((_, first, last),) = dated(caption)
    assert (first, last) == (start, end)


def test_an_offset_from_a_weekday_or_a_holiday_moves_that_day():
    # published on a Monday: Saturday is the 27th, so the morning after is the 28th
    assert dated(
        "Neighbours sweep glass the morning after Saturday's blast.", date(2023, 5, 29)
    ) == [("2023-05-28", "2023-05-28", "2023-05-28")]
    assert dated("Shoppers queue the day after Christmas 2019.")[0][0] == "2019-12-26"


def test_a_comma_ends_the_offset_and_the_date_after_it_is_the_pictures():
    assert dated("Rescuers search days after the landslide, on 9 March 2021.") == [
        ("2021-03-09", "2021-03-09", "2021-03-09")
    ]


def test_an_offset_without_a_date_after_it_changes_nothing():
    assert dated("Crowds gather on March 3, 2019, as they do day after day.") == [
        ("2019-03-03", "2019-03-03", "2019-03-03")
    ]
    assert [
        c
        for c in extract_claims("Two days after the flood, families return.")
        if c.field == "count"
    ] == []


def test_the_picture_dated_by_an_offset_agrees_with_its_own_day_and_not_with_another():
    offset = (
        "Mourners lay flowers outside the stadium two days after the stampede of October 1, 2022."
    )
    assert (
        changed(
            offset,
            "Mourners lay flowers outside the stadium on October 3, 2022.",
            "2022-10-03",
            "2022-10-04",
        )
        == set()
    )
    assert changed(
        offset,
        "Mourners lay flowers outside the stadium on October 1, 2022.",
        "2022-10-03",
        "2022-10-04",
    ) == {"date"}


def test_an_offset_in_a_clause_set_off_from_the_picture_still_dates_it():
    assert changed(
        "Students march in Dhaka a month after the ruling on 5 June 2024 set off the protests.",
        "Students march in Dhaka on 1 June 2024.",
        "2024-07-05",
        "2024-07-06",
    ) == {"date"}


# -- periods ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("written", "value", "start", "end"),
    [
        ("in the 1970s", "1970s", "1970-01-01", "1979-12-31"),
        ("in 1970s Lagos", "1970s", "1970-01-01", "1979-12-31"),
        ("in the early 1960s", "early-1960s", "1960-01-01", "1963-12-31"),
        ("in the mid-1970s", "mid-1970s", "1973-01-01", "1977-12-31"),
        ("in the late '90s", "late-1990s", "1996-01-01", "1999-12-31"),
        ("in the 1800s", "19th century", "1800-01-01", "1899-12-31"),
        ("in the late 19th century", "late 19th century", "1860-01-01", "1899-12-31"),
        ("in the twentieth century", "20th century", "1900-01-01", "1999-12-31"),
    ],
)
def test_decades_centuries_and_their_parts_are_dates(written, value, start, end):
    assert dated(f"Trams run along the harbour {written}.") == [(value, start, end)]


def test_a_year_inside_a_part_of_its_decade_agrees_and_one_outside_does_not():
    assert (
        changed(
            "Dancers in Havana, 1975.",
            "Dancers in Havana in the mid-1970s.",
            "1976-01-01",
            "2016-01-01",
        )
        == set()
    )
    assert changed(
        "Dancers in Havana, 1971.",
        "Dancers in Havana in the late 1970s.",
        "1972-01-01",
        "2016-01-01",
    ) == {"date"}


# -- a competition's edition -------------------------------------------------------------------


def test_a_competitions_edition_dates_a_caption_that_gives_no_other_date():
    assert (
        changed(
            "A striker scores against Ghana in Durban on 2 July 2010.",
            "A striker scores against Ghana at the 2010 World Cup.",
            "2010-07-02",
            "2020-07-02",
        )
        == set()
    )
    # an edition may be held after its name's year
    assert (
        changed(
            "Runners in the Olympic marathon in Sapporo, August 8, 2021.",
            "Runners in the Tokyo 2020 marathon in Sapporo.",
            "2021-08-08",
            "2021-08-10",
        )
        == set()
    )
    assert changed(
        "A striker scores against Ghana in Durban on 2 July 2010.",
        "A striker scores against Ghana at the 2022 World Cup.",
        "2010-07-02",
        "2022-12-02",
    ) == {"date"}


def test_an_offset_in_a_relative_clause_stays_background():
    text = (
        "A farmer, who replanted three weeks after the floods of 2 August 2010, harvests rice "
        "in Sindh in 2012."
    )
    told = {
        c.value: c.detail.get("background", False)
        for c in extract_claims(text, PUBLISHED)
        if c.field == "date"
    }
    assert told == {"2010-08-20/2010-08-26": True, "2012": False}


def test_the_first_date_after_an_offset_is_its_anchor():
    # the later date is the picture's own, not moved again
    assert dated(
        "Boats lie inland two days after the 11 March 2011 quake and 14 March 2011 blast."
    ) == [
        ("2011-03-13", "2011-03-13", "2011-03-13"),
        ("2011-03-14", "2011-03-14", "2011-03-14"),
    ]
