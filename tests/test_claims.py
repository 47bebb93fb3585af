"""Claims read from captions: typed, normalised, with what comparison needs in ``detail``."""

from __future__ import annotations

import json
import re
from datetime import date

import pytest

from provenance.claims import Claim, extract_claims, option_claim
from tests.conftest import SHARED_DATA

MONDAY = date(2021, 8, 16)


def claims(text: str, published: date | None = None, field: str | None = None) -> list[Claim]:
    return [c for c in extract_claims(text, published) if field is None or c.field == field]


def values(text: str, field: str, published: date | None = None) -> list[str]:
    return [c.value for c in claims(text, published, field)]


# -- places --------------------------------------------------------------------------------


def test_former_and_foreign_names_are_one_place():
    assert values("Residents shelter in a metro station in Kiev.", "place") == ["Kyiv"]
    assert values("Commuters crowd a train in Bombay.", "place") == ["Mumbai"]
    assert values("A helicopter on a rooftop in Saigon.", "place") == ["Ho Chi Minh City"]
    kiev = claims("in Kiev", field="place")[0]
    assert kiev.text == "Kiev" and kiev.detail["country"] == "UA"


def test_a_city_knows_its_country_and_a_comma_picks_the_right_one():
    kabul, country = claims("A C-17 at the airport in Kabul, Afghanistan.", field="place")
    assert (kabul.value, kabul.detail["kind"], kabul.detail["country"]) == ("Kabul", "city", "AF")
    assert (country.value, country.detail["kind"]) == ("Afghanistan", "country")
    wilmington = claims("Floodwater in Wilmington, North Carolina.", field="place")[0]
    assert wilmington.detail["admin1"] == "NC"


def test_a_facility_is_in_its_city_and_a_compass_word_is_not_a_place():
    airport = claims("Passengers wait at Kabul airport.", field="place")[0]
    assert airport.value == "Kabul" and airport.detail["feature"] == "airport"
    assert values("Rescuers search buildings in southern Turkey.", "place") == ["Turkey"]


def test_names_that_are_words_or_parts_of_longer_names_are_not_places():
    # 'Police' is a town in Poland, 'Harvey' one in Illinois, 'Hamid' an old name of Isparta
    assert values("Police fire tear gas at protesters.", "place") == []
    assert values("Floodwater after Hurricane Harvey.", "place") == []
    assert claims("Hurricane Harvey", field="event")[0].detail["name"] == "Hurricane Harvey"
    airport = claims("Evacuees at Hamid Karzai International Airport in Kabul.", field="place")
    assert [(c.value, c.detail["kind"]) for c in airport] == [
        ("Hamid Karzai International Airport", "facility"),
        ("Kabul", "city"),
    ]


def test_seas_and_regions_carry_the_countries_they_touch():
    sea = claims("Migrants crowd a rubber boat in the Mediterranean off Libya.", field="place")[0]
    assert sea.value == "Mediterranean Sea" and "LY" in sea.detail["countries"]


# -- dates ---------------------------------------------------------------------------------


def test_on_sunday_is_the_sunday_before_publication():
    sunday = claims("left Kabul on Sunday", MONDAY, "date")[0]
    assert sunday.value == "2021-08-15"
    assert sunday.detail["precision"] == "day" and sunday.detail["relative"] is True
    assert values("on Monday", "date", MONDAY) == ["2021-08-16"]  # the day it was published
    assert values("last Monday", "date", MONDAY) == ["2021-08-09"]


def test_a_relative_date_without_publication_date_stays_unresolved():
    sunday = claims("left Kabul on Sunday", None, "date")[0]
    assert sunday.detail == {"precision": "unresolved", "relative": True}


@pytest.mark.parametrize(
    ("written", "value", "precision", "start", "end"),
    [
        ("on August 16, 2021", "2021-08-16", "day", "2021-08-16", "2021-08-16"),
        ("on 16 August 2021", "2021-08-16", "day", "2021-08-16", "2021-08-16"),
        ("on Monday, August 16, 2021", "2021-08-16", "day", "2021-08-16", "2021-08-16"),
        ("in August 2017", "2017-08", "month", "2017-08-01", "2017-08-31"),
        ("in 2013", "2013", "year", "2013-01-01", "2013-12-31"),
        ("in the summer of 2016", "2016-06-01/2016-08-31", "season", "2016-06-01", "2016-08-31"),
        ("in the 1990s", "1990s", "decade", "1990-01-01", "1999-12-31"),
        ("on August 19", "2021-08-19", "day", "2021-08-19", "2021-08-19"),
        ("last week", "2021-08-16/2021-08-23", "week", "2021-08-16", "2021-08-23"),
        ("yesterday", "2021-08-23", "day", "2021-08-23", "2021-08-23"),
    ],
)
def test_dates_have_a_precision_and_bounds(written, value, precision, start, end):
    (claim,) = claims(f"Afghans at Kabul airport {written}.", date(2021, 8, 24), "date")
    assert claim.value == value
    assert (claim.detail["precision"], claim.detail["start"], claim.detail["end"]) == (
        precision,
        start,
        end,
    )


# -- counts --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("written", "value", "low", "high", "what"),
    [
        ("640 Afghans crammed into a C-17", "640", 640, 640, "Afghans"),
        ("Six hundred and forty people were aboard", "640", 640, 640, "people"),
        ("takes off with more than 600 passengers", ">600", 601, 1200, "passengers"),
        ("Some 640 terrified Afghans", "~640", 576, 704, "Afghans"),
        ("Hundreds of Afghans gather", "200-999", 200, 999, "Afghans"),
        ("Tens of thousands of people", "20000-99999", 20000, 99999, "people"),
        ("two of the Afghan stowaways", "2", 2, 2, "stowaways"),
        ("a dozen firefighters", "12", 12, 12, "firefighters"),
        ("1.2 million pilgrims", "1200000", 1200000, 1200000, "pilgrims"),
    ],
)
def test_counts_say_how_many_of_what(written, value, low, high, what):
    (count,) = claims(written, field="count")
    assert count.value == value
    assert (count.detail["low"], count.detail["high"], count.detail.get("what")) == (
        low,
        high,
        what,
    )


def test_names_measures_and_years_are_not_counts():
    text = (
        "The crew on the US Air Force C-17 numbered RCH 871 fit 150 soldiers or 171,000 lbs "
        "of cargo and fell hundreds of feet in 2021."
    )
    assert values(text, "count") == ["150"]


# -- events, people, organisations ---------------------------------------------------------


def test_events_are_typed_and_named():
    events = claims("Residents wade through floodwater after Hurricane Florence.", field="event")
    assert [(e.value, e.detail.get("name")) for e in events] == [
        ("flood", None),
        ("storm", "Hurricane Florence"),
    ]
    assert values("Protesters set fire to a church during riots.", "event") == [
        "protest",
        "arson",
        "riot",
    ]
    # a figure of speech is not an event; what a protest is against is not shown
    assert values("He fled to prevent a flood of bloodshed.", "event") == ["evacuation"]
    assert values("Demonstrators march against the war in Iraq.", "event") == ["protest"]


def test_people_by_title_role_or_speech():
    assert values("President Ashraf Ghani speaks in Kabul.", "person") == ["Ashraf Ghani"]
    # a role, capitalised where it opens the sentence or not
    assert values("Photographer Wakil Kohsar waits.", "person") == ["Wakil Kohsar"]
    assert values("photographer Wakil Kohsar waits.", "person") == ["Wakil Kohsar"]
    assert values("Joe Biden said the evacuation was a success.", "person") == ["Joe Biden"]


def test_forces_have_a_country_and_a_branch_and_a_role():
    (marines,) = claims("US Marines assist a child over the wall.", field="organisation")
    assert (marines.detail["country"], marines.detail["branch"], marines.detail["role"]) == (
        "US",
        "marines",
        "shown",
    )
    (paras,) = claims("British paratroopers assist a child.", field="organisation")
    assert (paras.detail["country"], paras.detail["branch"]) == ("GB", "army")
    (taliban,) = claims("640 Afghans flee the Taliban.", field="organisation")
    assert (taliban.value, taliban.detail["role"]) == ("Taliban", "mentioned")


# -- credits and hedges --------------------------------------------------------------------


def test_credit_lines_name_photographer_and_agency():
    (credit,) = claims(
        "Passengers wait at Kabul airport. Photo by Wakil Kohsar/AFP", field="credit"
    )
    assert credit.value == "Wakil Kohsar/AFP"
    assert credit.detail == {"agency": "AFP", "by": "Wakil Kohsar"}
    assert values("Crowds run alongside a C-17. (Photo: Reuters)", "credit") == ["Reuters"]
    assert values("Relatives mourn. Courtesy of the family", "credit") == []  # no name
    assert values("Crowds gather. Courtesy of Heathrow Airport", "credit") == ["Heathrow Airport"]
    assert values("Fans celebrate. © Reuters", "credit") == ["Reuters"]


def test_a_label_is_not_a_credit():
    assert values("Video: people cling to the fuselage of a US jet.", "credit") == []
    assert values("The photograph, taken by a crew member, shows the hold.", "credit") == []


@pytest.mark.parametrize(
    ("text", "hedge"),
    [
        ("THIS IMAGE SHOWS what appears to be two stowaways", "what appears to be"),
        ("a video that appears to show stowaways falling", "appears to"),
        ("The image reportedly shows people clinging", "reportedly"),
        ("Allegedly, the footage shows fighters", "allegedly"),
        ("It is unclear where the video was filmed", "it is unclear"),
        (
            "footage, which could not be independently verified, shows",
            "could not be independently verified",
        ),
    ],
)
def test_hedges(text, hedge):
    assert values(text, "hedge") == [hedge]


# -- given by hand, and the article --------------------------------------------------------


def test_options_are_normalised_like_captions_and_kept_when_unreadable():
    assert option_claim("place", "Kabul airport").value == "Kabul"
    assert option_claim("event", "typhoon").value == "storm"
    assert option_claim("date", "2021-08-15").detail["precision"] == "day"
    month = option_claim("date", "2022-02")  # ISO 8601 year and month, as manifests write it
    assert (month.value, month.detail["precision"]) == ("2022-02", "month")
    assert option_claim("credit", "wakil kohsar / afp").value == "wakil kohsar/AFP"
    odd = option_claim("place", "somewhere near the river")
    assert (odd.value, odd.detail) == ("somewhere near the river", {"unparsed": True})


def test_claims_of_the_kabul_article_sentences_that_describe_pictures():
    """Every gold claim of a mention is found in the sentences its anchors point to."""
    gold_path = SHARED_DATA.parent / "eval" / "articles" / "kabul-2021.gold.json"
    assert gold_path.is_file(), f"test data missing: {gold_path}"
    gold = json.loads(gold_path.read_text(encoding="utf-8"))
    text = (gold_path.parent / gold["article"]).read_text(encoding="utf-8")
    sentences = [s.strip() for s in re.split(r"(?<=[.!?])\s+", text) if s.strip()]
    published = date.fromisoformat(gold["published"])
    for item in gold["items"]:
        found = [
            claim
            for sentence in sentences
            if any(anchor.lower() in sentence.lower() for anchor in item["anchors"])
            for claim in extract_claims(sentence, published)
        ]
        for field, expected in item["claims"].items():
            got = {c.value for c in found if c.field == field}
            assert {str(v) for v in expected} <= got, (item["id"], field, got)
