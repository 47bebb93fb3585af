"""Mentions: which sentences describe a picture or footage, which picture, and its caption."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from conftest import ROOT, SAMPLE

from provenance.article import find_article_mentions, read_article
from provenance.article.caption import make_caption
from provenance.article.cues import analyse
from provenance.article.gold import load_gold, score
from provenance.article.plaintext import read_text

FIXTURES = ROOT / "tests" / "fixtures" / "articles"
SHARED_ARTICLES = ROOT.parent / "shared" / "eval" / "articles"


def mentions_of(text: str):
    return find_article_mentions(read_text(text, "test.txt"))


def test_the_seed_article_mentions_six_pictures_and_videos():
    mentions = find_article_mentions(read_article(SAMPLE / "article.txt"))
    assert [(m.number, m.kind) for m in mentions] == [
        (1, "image"),
        (2, "image"),
        (3, "video"),
        (4, "video"),
        (5, "video"),
        (6, "image"),
    ]
    first = mentions[0].sentences
    assert first[0].startswith("AN INCREDIBLE IMAGE has emerged")
    # "the harrowing photo" describes the crowd packed onto the aircraft: the first picture
    assert first[1].startswith("The harrowing photo showed the desperate crowd")
    # "The three apparently fell": a hedged description of the people the video showed
    assert mentions[3].sentences[1].startswith("The three apparently fell")
    # "some can be seen clinging" goes with the footage of people clinging to the plane
    assert mentions[2].sentences == [
        "Afghans were running along side of the C-17 plane preparing to take off and some "
        "can be seen clinging onto the wheel bay.",
        "Footage shows the plane taking off with some people clinging the side.",
    ]
    assert mentions[1].caption.startswith("This image shows what appears to be two")
    assert mentions[3].caption.startswith("A shocking video that appears to show stowaways")


@pytest.mark.parametrize(
    "sentence",
    [
        "Sporadic shooting was heard and troops had shot dead two armed men.",
        "The chaos at Kabul Airport has already seen seven people dead.",
        "The ministry said the full picture would only emerge next week.",
        "Analysts warned the picture could worsen as winds pick up again.",
        "It is too early to paint a clear picture of the damage.",
        "The party says the law protects the country's image abroad.",
        "Speaking by video link from Brussels, the spokesman urged calm.",
        "Teenagers spent the night playing video games in the shelter.",
        "Voters must show photo ID at polling stations.",
        "The film star attended the festival in Cannes.",
        "Witnesses said the gunmen were seen fleeing the scene.",
        "The smoke could be seen from miles away, residents said.",
        "He is seen as a moderate within the movement.",
        "Platforms were criticised for failing to remove violent videos.",
        "Police urged anyone with dashcam footage to come forward.",
        "There is no footage of the attack, officials said.",
    ],
)
def test_sentences_that_only_report_are_not_mentions(sentence):
    assert mentions_of(f"Rain fell overnight.\n\n{sentence}\n\nRoads were closed.") == []


@pytest.mark.parametrize(
    ("sentence", "kind"),
    [
        ("Television pictures showed crowds at the gates.", "video"),
        ("Live pictures broadcast by the state channel showed lava.", "video"),
        ("A still from the video shows the gunman.", "image"),
        ("Satellite imagery reveals craters along the runway.", "image"),
        ("Dozens of people were filmed storming the building.", "video"),
        ("The minister was photographed leaving the building.", "image"),
        ("The moment the roof collapsed was caught on camera.", "video"),
        ("Pictured: rescuers carry a survivor from the rubble", "image"),
        ("CCTV footage shows the suspect entering the shop.", "video"),
    ],
)
def test_the_kind_follows_the_noun_or_verb_that_names_the_media(sentence, kind):
    [mention] = mentions_of(f"Officials gave no details.\n\n{sentence}")
    assert mention.kind == kind


def test_references_back_join_the_picture_they_mean_and_new_ones_start_another():
    mentions = mentions_of(
        "A video shared online shows a bridge collapsing into the river.\n\n"
        "Officials said the bridge was built in 1970.\n\n"
        "The footage has not been verified.\n\n"
        "Another video shows firefighters pulling a woman from the water.\n\n"
        "It was filmed from a nearby balcony."
    )
    assert [len(m.sentences) for m in mentions] == [2, 2]
    assert mentions[0].sentences[1] == "The footage has not been verified."
    assert mentions[1].sentences[1] == "It was filmed from a nearby balcony."


def test_it_shows_continues_the_picture_just_mentioned():
    [mention] = mentions_of(
        "Photos posted by the army appear to show a destroyed tank.\n\n"
        "It shows the turret lying several metres from the hull."
    )
    assert len(mention.sentences) == 2


def test_a_headline_naming_footage_joins_the_body_mention_it_announces():
    mentions = mentions_of(
        "Dashcam footage shows lorry toppling on motorway\n\n"
        "Police have released dashcam footage of a lorry toppling over in high winds.\n\n"
        "The driver was unhurt."
    )
    assert [len(m.sentences) for m in mentions] == [2]


def test_captions_quieten_shouting_and_drop_story_connectives():
    assert make_caption(
        [
            "THIS IMAGE SHOWS what appears to be two of the US troops.",
            "It comes after a shocking video that appears to show the crash.",
        ]
    ) == (
        "This image shows what appears to be two of the US troops. A shocking video that "
        "appears to show the crash."
    )


def test_cues_tell_new_back_and_deictic_references_apart():
    refs = lambda s: [(r.kind, r.reference) for r in analyse(s).refs]  # noqa: E731
    assert refs("A shocking video appears to show the crash.") == [("video", "new")]
    assert refs("The harrowing photo showed the crowd.") == [("image", "back")]
    assert refs("THIS IMAGE SHOWS two stowaways.") == [("image", "deictic")]
    assert refs("One of the videos shows the ramp.") == [("video", "new")]
    assert refs("Other images taken from the ground show stowaways.") == [("image", "new")]


def test_figures_join_the_text_beside_them_that_describes_them():
    mentions = find_article_mentions(read_article(SAMPLE / "article.html"))
    assert [(m.number, m.kind, m.src) for m in mentions] == [
        (1, "image", "media/c17-cargo-hold.jpg"),
        (2, "image", "media/stowaways-falling.jpg"),
        (3, "video", "https://video.news.example/embed/kabul-c17-takeoff"),
        (4, "video", None),
        (5, "video", None),
        (6, "image", "media/clinging-wheel-bay.jpg"),
    ]
    assert mentions[1].sentences[0].startswith("THIS IMAGE SHOWS")
    assert mentions[1].credit == "Social media"


@pytest.mark.parametrize("gold", sorted(FIXTURES.glob("*.gold.json")), ids=lambda p: p.stem)
def test_our_annotated_articles_are_read_as_annotated(gold: Path):
    annotation = load_gold(gold)
    mentions = find_article_mentions(read_article(annotation.article), annotation.published)
    result = score(annotation.data, [m.to_json() for m in mentions])
    assert (result.missed, result.extra, result.non_media_taken, result.misgrouped) == (
        [],
        [],
        0,
        0,
    )
    assert result.kind_accuracy == 1.0


def test_the_shared_seed_annotation_is_met():
    gold = SHARED_ARTICLES / "kabul-2021.gold.json"
    assert gold.is_file(), f"evaluation set missing: {gold}"
    annotation = load_gold(gold)
    mentions = find_article_mentions(read_article(annotation.article), annotation.published)
    result = score(annotation.data, [m.to_json() for m in mentions])
    assert (result.f1, result.kind_accuracy, result.non_media_taken) == (1.0, 1.0, 0)
    assert (result.claim_recall, result.claims_missed) == (1.0, [])


def test_each_mention_carries_the_claims_of_what_the_article_says_about_it():
    text = read_article(SAMPLE / "article.txt")
    first = find_article_mentions(text, date(2021, 8, 16))[0]
    claims = {(c["field"], c["value"]) for c in first.claims}
    assert {("place", "Kabul"), ("count", "640"), ("date", "2021-08-15")} <= claims
    footage = find_article_mentions(read_article(SAMPLE / "article.html"))[2]
    # the text says nothing of where or when; the page's JSON-LD VideoObject does
    from_page = {(c["field"], c["value"]) for c in footage.claims if c.get("origin") == "page"}
    assert from_page == {("date", "2021-08-16"), ("place", "Hamid Karzai International Airport")}


def test_scoring_counts_a_duplicate_mention_against_precision():
    gold = {
        "items": [{"id": "M1", "kind": "image", "anchors": ["a photo shows"], "claims": {}}],
        "either": [{"anchor": "the photo", "items": ["M1"]}],
        "not_media": ["rain fell"],
    }
    found = [
        {"kind": "image", "sentences": ["A photo shows a dog."], "claims": []},
        {"kind": "image", "sentences": ["The photo went viral."], "claims": []},
        {"kind": "video", "sentences": ["Rain fell all day."], "claims": []},
    ]
    result = score(gold, found)
    assert (result.matched, result.found, result.non_media_taken) == (1, 3, 1)
    assert round(result.precision, 2) == 0.33 and result.recall == 1.0
