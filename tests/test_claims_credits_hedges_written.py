"""Credits and hedges in the forms captions write them: a name alone in brackets after the last
sentence, a source without a name, a dated copyright line; hedges of seeming, report,
allegation and doubt, whichever word a writer picks."""

from __future__ import annotations

from datetime import date

import pytest

from provenance.claims import extract_claims
from provenance.drift import compare_captions


def credits(text: str) -> list[str]:
    return [c.value for c in extract_claims(text) if c.field == "credit"]


def hedges(text: str) -> list[str]:
    return [c.value for c in extract_claims(text) if c.field == "hedge"]


def changed(a: str, b: str) -> set[str]:
    day = date(2022, 3, 1)
    return {f.field for f in compare_captions(a, b, day, day).findings}


# -- credits ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("caption", "credit"),
    [
        ("Fishermen mend nets at dawn in Mombasa, 2015. (Amina Odhiambo)", "Amina Odhiambo"),
        ("Fishermen mend nets in Gdańsk. (Łukasz Zieliński).", "Łukasz Zieliński"),
        ("A boy jumps into the river at Recife. (Joaquim de Sousa)", "Joaquim de Sousa"),
    ],
)
def test_a_name_alone_in_brackets_after_the_last_sentence_is_a_credit(caption, credit):
    assert credits(caption) == [credit]


@pytest.mark.parametrize(
    "caption",
    [
        "Crowds fill the streets of Belfast. (Northern Ireland)",
        "Protesters gather in the square. (Independence Square)",
        "Soldiers patrol the border. (File Photo)",
        "Farmers plough near the river. (Jordan Valley)",
        "Delegates meet in Geneva. (World Health Organization)",
        "The minister arrives (left) with aides.",
        "Fishermen mend nets in Mombasa (Amina Odhiambo)",  # no sentence ends before it
    ],
)
def test_other_words_in_brackets_are_no_credit(caption):
    assert credits(caption) == []


def test_a_bracketed_name_and_a_credit_line_of_the_same_photographer_agree():
    assert (
        changed(
            "Fishermen mend nets in Mombasa, 2015. Photo: Amina Odhiambo",
            "Fishermen mend their nets in Mombasa in 2015. (Amina Odhiambo)",
        )
        == set()
    )
    assert changed(
        "Fishermen mend nets in Mombasa, 2015. Photo: Amina Odhiambo",
        "Fishermen mend their nets in Mombasa in 2015.",
    ) == {"credit"}


def test_a_source_without_a_name_is_a_credit_and_removing_it_is_drift():
    assert credits("Smoke over the refinery, May 2021. Image: supplied") == ["supplied"]
    assert credits("Smoke over the refinery. Photo: social media") == ["social media"]
    assert credits("Video: people cling to a bus in Lima.") == []
    assert "credit" in changed(
        "Smoke rises over the refinery, May 2021. Photo: social media",
        "Smoke rises over the refinery, May 2021.",
    )


def test_a_copyright_line_with_its_year_credits_whoever_holds_it():
    assert credits("A satellite view of the harbour. (Image ©2021 Planet Labs)") == ["Planet Labs"]
    assert credits("Divers at the reef. © 2019 Ocean Images") == ["Ocean Images"]


# -- hedges ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "caption",
    [
        "Footage seemingly shows a tanker on fire.",
        "What look like rocket launchers stand in a field.",
        "An apparent sinkhole swallows a car in Lima.",
        "The clip, which has yet to be verified, shows a crowd.",
        "It appears the bridge gave way in the night.",
        "The painting is reputed to show the harbour in 1820.",
        "The image could show the first snow of the year.",
        "Archivists believe the photo was taken in Lodz in 1942.",
        "Curators think that this is the oldest picture of the bridge.",
    ],
)
def test_the_words_journalists_keep_a_distance_with_are_hedges(caption):
    assert hedges(caption) != []


@pytest.mark.parametrize(
    "caption",
    [
        "Rescuers could be seen digging.",
        "A man who looks tired waits for a bus.",
        "Traffic stops in Oslo for no apparent reason.",
        "Pilgrims who believe in miracles pray at the shrine.",
    ],
)
def test_words_that_keep_no_distance_are_no_hedges(caption):
    assert hedges(caption) == []


def test_a_hedge_kept_in_other_words_is_no_dropped_hedge():
    assert (
        changed(
            "A video shows what appears to be a tornado near Wichita.",
            "A clip seemingly shows a tornado near Wichita.",
        )
        == set()
    )
    assert changed(
        "A video shows what appears to be a tornado near Wichita.",
        "A clip shows a tornado near Wichita.",
    ) == {"hedge"}


def test_a_belief_about_the_picture_dropped_is_drift_and_reworded_is_none():
    assert changed(
        "Archivists believe the photo was taken in Lodz in 1942.",
        "The photo was taken in Lodz in 1942.",
    ) == {"hedge"}
    assert (
        changed(
            "Archivists believe the photo was taken in Lodz in 1942.",
            "The photo is thought to have been taken in Lodz in 1942.",
        )
        == set()
    )


def test_one_photographers_picture_credited_to_another_wire_is_a_changed_credit():
    assert changed(
        "Riot police in Santiago, October 2019. AP Photo/Luis Hidalgo",
        "Riot police in Santiago, October 2019. (Luis Hidalgo/AFP)",
    ) == {"credit"}
    # the wire that only carries it ('via', a pool) changes nothing
    assert (
        changed(
            "Riot police in Santiago, October 2019. Luis Hidalgo/AFP",
            "Riot police in Santiago, October 2019. Luis Hidalgo/AFP via Getty Images",
        )
        == set()
    )


@pytest.mark.parametrize(
    ("caption", "credit"),
    [
        ("Women queue for bread in Kassel, 1946. Bundesarchiv", "Bundesarchiv"),
        ("Rescuers dig at the school. Mirrorpix", "Mirrorpix"),
        ("Munitions workers in Leeds in 1941. IWM archive", "IWM"),
    ],
)
def test_an_archives_one_word_name_after_the_last_sentence_is_a_credit(caption, credit):
    assert credits(caption) == [credit]


@pytest.mark.parametrize(
    "caption", ["Women in Paarl, 1990. Paarl", "A man waits. Thanks.", "A man waits. Michael"]
)
def test_a_place_a_word_or_a_given_name_after_the_last_sentence_is_no_credit(caption):
    assert credits(caption) == []


def test_an_archive_by_its_acronym_is_the_archive_named_in_full():
    assert (
        changed(
            "Munitions workers in Leeds, 1941. Photo: Imperial War Museums",
            "Munitions workers in Leeds in 1941. IWM archive",
        )
        == set()
    )
