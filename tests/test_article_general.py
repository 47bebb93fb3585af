"""Mentions in the ways other desks write about pictures: colloquial nouns, live blogs,
verification notes, reputations that are no picture, and people's hometowns."""

from __future__ import annotations

from datetime import date

from provenance.article import find_article_mentions
from provenance.article.plaintext import read_text


def mentions_of(text: str, published: date | None = None):
    return find_article_mentions(read_text(text, "test.txt"), published)


def test_colloquial_picture_nouns_name_pictures():
    text = (
        "Heavy snow closed the pass on Tuesday.\n\n"
        "Snaps posted by skiers show cars buried up to their roofs near Andermatt.\n\n"
        "Pics shared on Facebook show a snowplough stuck in a drift.\n\n"
        "Webcam footage from the summit shows the storm rolling in."
    )
    found = [(m.kind, m.sentences[0][:20]) for m in mentions_of(text)]
    assert found == [
        ("image", "Snaps posted by skie"),
        ("image", "Pics shared on Faceb"),
        ("video", "Webcam footage from "),
    ]


def test_footage_shot_by_someone_is_footage():
    (mention,) = mentions_of("Footage shot by a fisherman shows the wave reaching the pier.")
    assert mention.kind == "video"


def test_a_reputation_is_no_picture():
    text = (
        "A video posted on Telegram shows smoke rising over the refinery.\n\n"
        "Critics said the ministry cared more about the image of the government than about "
        "the workers.\n\n"
        "The club has worked hard to clean up its public image."
    )
    (mention,) = mentions_of(text)
    assert mention.sentences == ["A video posted on Telegram shows smoke rising over the refinery."]


def test_a_verification_note_belongs_to_the_video_it_follows_and_keeps_its_hedge():
    text = (
        "A clip shared on X appears to show a ferry listing in the harbour at Zanzibar. "
        "We could not independently verify where or when it was filmed.\n\n"
        "The port authority said all passengers had been evacuated."
    )
    (mention,) = mentions_of(text)
    assert len(mention.sentences) == 2
    hedges = {c["value"] for c in mention.claims if c["field"] == "hedge"}
    assert hedges == {"appears to", "could not independently verify"}


def test_live_blog_times_are_not_counts():
    text = (
        "Floods in Slovenia: live\n\n"
        "14:35 - Photographs show rescuers carrying two children through floodwater in Kamnik."
    )
    (mention,) = mentions_of(text, date(2023, 8, 5))
    counts = [c["value"] for c in mention.claims if c["field"] == "count"]
    assert counts == ["2"]


def test_a_hometown_is_not_where_the_picture_was_taken():
    text = "Tom, from Cardiff, sent us a photo of the flooded high street in Monmouth."
    (mention,) = mentions_of(text)
    places = [c["value"] for c in mention.claims if c["field"] == "place"]
    assert places == ["Monmouth"]


def test_small_places_are_claims_of_the_picture():
    text = (
        "Drone footage shows burnt olive groves on the outskirts of Kritsa, on the island of Crete."
    )
    (mention,) = mentions_of(text)
    places = {c["text"]: c["detail"] for c in mention.claims if c["field"] == "place"}
    # a village too small for the main gazetteer, found among the villages of Crete's country
    assert (places["Kritsa"]["kind"], places["Kritsa"]["country"]) == ("city", "GR")
    text = "Photographs show tents on the outskirts of Qamishlo after the shelling."
    (mention,) = mentions_of(text)
    assert [c["value"] for c in mention.claims if c["field"] == "place"] == ["Qamishlo"]
