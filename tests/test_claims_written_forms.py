"""Claims written the other ways captions write them: two-digit years, holidays and eras for
dates; name particles and screenshots in credits; ranges and names with numbers in counts;
reworded hedges."""

from __future__ import annotations

from datetime import date

import pytest
from drift_findings import changed

from provenance.claims import extract_claims


def claims(text: str, field: str, published: date | None = None):
    return [c for c in extract_claims(text, published) if c.field == field]


def values(text: str, field: str, published: date | None = None) -> list[str]:
    return [c.value for c in claims(text, field, published)]


# -- dates ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("written", "published", "value"),
    [
        ("Crowds in Wenceslas Square, 11/17/89.", date(2019, 11, 17), "1989-11-17"),
        ("Dancers at the carnival, 28.02.22", date(2022, 3, 1), "2022-02-28"),
        ("Surfers at Malibu in the summer of '66", date(2016, 7, 1), "1966-06-01/1966-08-31"),
        ("Mods on scooters in Brighton in the '60s", date(2014, 5, 1), "1960s"),
    ],
)
def test_two_digit_years_are_the_last_such_year_before_publication(written, published, value):
    assert values(written, "date", published) == [value]
    assert values(written, "count", published) == []  # ''66' counts nothing


@pytest.mark.parametrize(
    ("written", "value"),
    [
        ("Shoppers in Leeds on Boxing Day 2018.", "2018-12-26"),
        ("Fireworks over Valletta on New Year's Eve 2012.", "2012-12-31"),
        ("Pilgrims in Bethlehem on Christmas Eve 2009.", "2009-12-24"),
        ("Worshippers in Lalibela on Easter Sunday 2016.", "2016-03-27"),
        ("Parade in Maputo, Mozambique, on Independence Day 2015.", "2015-06-25"),
        ("Schoolchildren wave flags in New Delhi, India, on Independence Day 2019.", "2019-08-15"),
        ("Lanterns in Taipei on Halloween 2021.", "2021-10-31"),
    ],
)
def test_holidays_are_their_days_and_a_country_its_own_days(written, value):
    assert values(written, "date") == [value]


def test_a_holiday_without_a_year_is_the_last_before_publication():
    assert values("Skaters on the canal on Christmas Day.", "date", date(2021, 1, 4)) == [
        "2020-12-25"
    ]
    # a country's day that cannot be placed keeps only its year
    assert values("Marchers on Independence Day 2016.", "date") == ["2016"]


@pytest.mark.parametrize(
    ("written", "start", "end"),
    [
        ("Children evacuated from Coventry during the Blitz.", "1940-09-07", "1941-05-11"),
        (
            "Nurses at a field hospital in Rouen during the First World War.",
            "1914-07-28",
            "1918-11-11",
        ),
        ("Canadian troops land at Juno Beach on D-Day.", "1944-06-06", "1944-06-06"),
        ("Marines wade ashore at Da Nang in the Vietnam War.", "1955-11-01", "1975-04-30"),
    ],
)
def test_an_era_dates_the_picture_it_describes(written, start, end):
    (claim,) = claims(written, "date")
    assert (claim.detail["start"], claim.detail["end"]) == (start, end)


def test_a_later_picture_of_an_eras_veterans_or_memorial_is_not_dated_by_it():
    assert values("A World War II veteran lays a wreath in Arnhem.", "date") == []
    assert values("Visitors at a Korean War memorial in Seoul.", "date") == []


def test_an_undated_or_historical_caption_is_not_a_recent_picture():
    war = "Evacuees board a train at Paddington station during the Blitz."
    assert changed(
        war, "Evacuees board a train at Paddington station.", "2020-09-01", "2020-09-02"
    ) == {"date": ("1940-09-07/1941-05-11", "undated (published 2020-09-02)")}
    assert changed(war, "Evacuees board a train at Paddington, London, in October 1940.") == {}
    archive = "Dockers unload tea in this undated photo from Liverpool."
    assert (
        changed(archive, "Dockers unload tea in Liverpool in 1952.", "2019-01-01", "2019-01-02")
        == {}
    )


def test_a_comparison_says_nothing_of_when_or_where_the_picture_was_taken():
    later = "Riot police charge students in Jakarta, May 12, 2019."
    assert (
        changed(
            "Riot police charge students in Jakarta in scenes reminiscent of the 1998 riots.",
            later,
            "2019-05-12",
            "2019-05-12",
        )
        == {}
    )
    assert values("Queues at a bank in Athens, echoing the crash in Buenos Aires.", "place") == [
        "Athens"
    ]


# -- credits -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("caption", "value"),
    [
        ("Fans in Lisbon. (Photo by Ana Maria da Costa / AFP)", "Ana Maria da Costa/AFP"),
        ("Dunes near Ghent. (Photo by Jan van der Berg / ANP / AFP)", "Jan van der Berg/ANP/AFP"),
        ("A market in Tunis. (Photo by Hichem bin Salah / Reuters)", "Hichem bin Salah/Reuters"),
    ],
)
def test_name_particles_stay_in_a_credit(caption, value):
    assert values(caption, "credit") == [value]


def test_a_name_in_capitals_with_its_particles_is_the_same_credit():
    assert (
        changed(
            "Fans in Lisbon, 2023. (Photo by Ana Maria da Costa / AFP)",
            "Fans in Lisbon, 2023. ANA MARIA DA COSTA/AFP via Getty Images",
        )
        == {}
    )


def test_a_screenshot_credits_the_platform_and_account_and_its_removal_is_drift():
    caption = "Smoke over Kherson, Ukraine, on June 6, 2023. (Screenshot via Telegram/@kherson_24)"
    assert values(caption, "credit") == ["Telegram/@kherson_24"]
    assert changed(caption, "Smoke over Kherson, Ukraine, on June 6, 2023.") == {
        "credit": ("Telegram/@kherson_24", None)
    }


def test_courtesy_and_handout_of_one_source_are_one_credit():
    assert (
        changed(
            "Lava near Goma, 2021. (Courtesy of the Goma Volcano Observatory)",
            "Lava near Goma, 2021. Handout/Goma Volcano Observatory",
        )
        == {}
    )


# -- counts --------------------------------------------------------------------------------


def test_a_range_is_counted_as_a_range():
    (count,) = claims("Between 300 and 400 flamingos wade in Lake Nakuru.", "count")
    assert (count.value, count.detail["low"], count.detail["high"]) == ("300-400", 300, 400)
    dinghy = "A boat with 60-70 people nears Crete, 2023."
    assert changed(dinghy, "About 65 people on a boat near Crete, 2023.") == {}
    assert changed(dinghy, "A boat with 200 people nears Crete, 2023.") == {
        "count": ("60-70", "200")
    }


@pytest.mark.parametrize(
    "text",
    [
        "Gemini 4 astronaut Ed White floats in space.",
        "Category 4 Hurricane Ida makes landfall.",
        "Debris of Flight 9525 in the Alps.",
        "Traffic on Highway 17 near Santa Cruz.",
    ],
)
def test_numbers_in_names_are_not_counts(text):
    assert values(text, "count") == []


def test_a_count_that_agrees_with_one_on_the_other_side_is_no_conflict():
    assert (
        changed(
            "Thousands of Sudanese wait at the Adre crossing as four women carry water, 2023.",
            "Four Sudanese women carry water at the Adre crossing, 2023.",
        )
        == {}
    )


# -- hedges --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("first", "later"),
    [
        ("A clip claims to show a lion in Nairobi.", "Videos purport to show a lion in Nairobi."),
        ("A photo said to show a lion in Nairobi.", "A photo believed to show a lion in Nairobi."),
        ("A lion supposedly roams Nairobi.", "A rumoured lion sighting in Nairobi, unconfirmed."),
    ],
)
def test_a_reworded_hedge_is_not_a_dropped_one(first, later):
    assert changed(first, later) == {}
    assert changed(first, "A lion roams a street in Nairobi.") == {
        "hedge": (values(first, "hedge")[0], None)
    }
