"""Days written without a year where the words look ahead ('ahead of the June 4 vote'), and
dates inside a clause that tells an earlier event ('after a boy was shot on Tuesday')."""

from __future__ import annotations

from datetime import date

from provenance.claims.extract import extract_claims
from provenance.drift import compare_captions


def dates(text: str, published: date) -> list[tuple[str, bool]]:
    return [
        (c.value, bool(c.detail.get("background")))
        for c in extract_claims(text, published)
        if c.field == "date"
    ]


def test_a_day_ahead_of_publication_is_the_coming_one_when_the_words_look_ahead():
    published = date(2024, 6, 1)
    assert dates("Canvassers in Puebla ahead of the June 2 election.", published) == [
        ("2024-06-02", False)
    ]
    # the eve of the coming June 2, not of last year's
    assert dates("Posters in Puebla on the eve of the June 2 vote.", published) == [
        ("2024-06-01", False)
    ]


def test_a_day_long_past_stays_past_even_after_before():
    assert dates("The warehouse before the May 20 fire.", date(2024, 6, 1)) == [
        ("2024-05-20", False)
    ]
    # the coming May 20 is almost a year away: the words do not make it the next one
    assert dates("The warehouse before the May 20 fire.", date(2024, 5, 25)) == [
        ("2024-05-20", False)
    ]


def test_the_same_vote_written_with_and_without_its_year_agrees():
    result = compare_captions(
        "Supporters of the party rally in Puebla ahead of the 2 June 2024 vote.",
        "Party supporters at a rally in Puebla ahead of the June 2 election.",
        date(2024, 5, 30),
        date(2024, 5, 31),
    )
    assert "date" not in result.fields


def test_a_date_in_a_clause_telling_an_earlier_event_is_not_the_pictures():
    assert dates(
        "A bus burns in Lyon during riots after a man was shot by police on Monday.",
        date(2024, 3, 7),
    ) == [("2024-03-04", True)]
    result = compare_captions(
        "A bus burns in Lyon during riots, March 6, 2024.",
        "A bus burns in Lyon during riots after a man was shot by police on Monday.",
        date(2024, 3, 6),
        date(2024, 3, 7),
    )
    assert "date" not in result.fields


def test_what_such_a_clause_counts_is_still_a_claim():
    result = compare_captions(
        "Burnt cars in Malmo after dozens of cars were set alight overnight, May 2, 2019.",
        "Burnt cars in Malmo after six cars were set alight overnight, May 2, 2019.",
    )
    assert "count" in result.fields


def test_an_offset_reaches_its_anchor_past_a_decimal_number():
    assert dates(
        "Tents in Bam, Iran, two days after the 6.6-magnitude quake of December 26, 2003.",
        date(2004, 1, 1),
    ) == [("2003-12-28", False)]
    # a comma ends the clause: the date after it is the picture's own
    assert dates(
        "Tents in Bam, Iran, two days after the quake, December 26, 2003.", date(2004, 1, 1)
    ) == [("2003-12-26", False)]


def test_a_year_before_a_comma_is_a_year_and_a_thousands_comma_is_not():
    published = date(2020, 5, 1)
    assert dates("Miners in Potosi in 2011, when tin prices peaked.", published) == [
        ("2011", False)
    ]
    assert dates("The dam at Kariba, 1959, days before it was closed.", published)[0][0] == "1959"
    assert dates("Some 1850,400 ballots were counted.", published) == []


def test_the_larger_group_the_people_shown_belong_to_is_background():
    counts = [
        (c.value, bool(c.detail.get("background")))
        for c in extract_claims("Families wait at Lesbos in 2015, among some 850,000 who crossed.")
        if c.field == "count"
    ]
    assert counts == [("~850000", True)]
