"""Round 13 dates and credits around matches and shows: the weekday of what a picture comes
before, the night after an evening match, and the credit of an account on a platform."""

from __future__ import annotations

from datetime import date

from provenance.claims.extract import extract_claims
from provenance.drift import compare_captions


def dates(text: str, published: date) -> list[tuple[str, str]]:
    return [
        (c.detail["start"], c.detail["end"])
        for c in extract_claims(text, published)
        if c.field == "date"
    ]


def test_the_weekday_of_what_the_picture_comes_before_may_lie_ahead():
    # published on a Saturday: the race 'on Sunday' may be tomorrow, the picture is before it
    text = "Fans queue at the gates before the race on Sunday."
    assert dates(text, date(2023, 7, 1)) == [("2023-06-19", "2023-07-01")]
    # a weekday the picture is from is read as before
    assert dates("Fans queue at the gates on Sunday.", date(2023, 7, 1)) == [
        ("2023-06-25", "2023-06-25")
    ]
    a = "Fans queue outside the Olympiastadion ahead of the first Berlin show, June 28, 2023."
    b = "Fans queue in Westend, Berlin, before the band's opening show in Germany on Thursday."
    drift = compare_captions(a, b, date(2023, 6, 29), date(2023, 6, 30))
    assert "date" not in {f.field for f in drift.findings}


def test_the_night_after_an_evening_match_is_its_own_date_or_the_next():
    text = "Supporters party in Casablanca into the night after the win over Spain on Tuesday."
    assert dates(text, date(2022, 12, 8)) == [("2022-12-06", "2022-12-07")]
    # the day after stays the next day
    assert dates(
        "Supporters sleep on the square the day after the final on Tuesday.", date(2022, 12, 8)
    ) == [("2022-12-07", "2022-12-07")]


def credit(text: str) -> list[str]:
    return [c.value for c in extract_claims(text) if c.field == "credit"]


def test_an_account_on_a_platform_is_a_credit():
    line = "Ultras light flares in Marseille, May 2024. Photo: @vel.drome13 on Instagram"
    assert credit(line) == ["Instagram/@vel.drome13"]
    assert credit("Ultras light flares in Marseille. (Instagram/@vel.drome13)") == [
        "Instagram/@vel.drome13"
    ]
    same = compare_captions(line, "Ultras light flares in Marseille. (Instagram/@vel.drome13)")
    assert "credit" not in {f.field for f in same.findings}
    other = compare_captions(line, line.replace("@vel.drome13", "@olympien.fan"))
    assert "credit" in {f.field for f in other.findings}
    gone = compare_captions(line, "Ultras light flares in Marseille, May 2024.")
    assert [f.change for f in gone.findings if f.field == "credit"] == ["removed"]


def test_what_a_source_said_it_was_is_a_hedge():
    a = "What is believed to be the first picture of the new coach at training, shared online."
    b = "A supporters' group posted what it said was the first picture of the coach at training."
    assert "hedge" not in {f.field for f in compare_captions(a, b).findings}
    assert [c.value for c in extract_claims(b) if c.field == "hedge"]
