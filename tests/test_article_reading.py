"""Reading articles: plain text, Markdown and saved pages become blocks, figures and metadata."""

from __future__ import annotations

from datetime import date

import pytest
from conftest import SAMPLE

from provenance.article import read_article
from provenance.article.credits import split_credit
from provenance.article.html import read_html
from provenance.article.markdown import read_markdown
from provenance.article.plaintext import paragraphs, read_text
from provenance.article.sentences import split_sentences


def test_a_sentence_broken_across_a_blank_line_is_joined_again():
    text = (SAMPLE / "article.txt").read_text()
    joined = [p for p in paragraphs(text) if p.startswith("Civilian flights were")]
    assert len(joined) == 1
    assert "were suspended amid the chaos" in joined[0]


def test_a_short_first_line_without_full_stop_is_the_headline():
    article = read_text("Floods hit Valencia\n\nRain fell all night. Roads closed.", "a.txt")
    assert article.title == "Floods hit Valencia"
    assert article.blocks[0].heading and not article.blocks[1].heading


def test_sentences_survive_abbreviations_and_quotes():
    sentences = split_sentences(
        "The U.S. military said Mr. Smith left at 3 p.m. on Sunday. “Go now,” he said."
    )
    assert sentences == [
        "The U.S. military said Mr. Smith left at 3 p.m. on Sunday.",
        "“Go now,” he said.",
    ]


def test_the_sample_news_page_gives_its_metadata_and_figures():
    article = read_article(SAMPLE / "article.html")
    assert article.format == "html"
    assert article.title.startswith("Kabul airlift")
    assert article.outlet == "Example Daily"
    assert article.published == date(2021, 8, 16)
    assert article.identity == "https://news.example/world/2021/08/16/kabul-c17-640-afghans"
    figures = article.figures
    assert [f.src for f in figures[:3]] == [
        "media/c17-cargo-hold.jpg",
        "media/stowaways-falling.jpg",
        "media/clinging-wheel-bay.jpg",
    ]
    cargo = figures[0]
    assert cargo.caption.startswith("About 640 Afghans packed inside the cargo hold")
    assert cargo.credit == "Handout/US Air Force"  # the credit line, without "Photo:"
    assert cargo.location == "Kabul, Afghanistan"  # from the JSON-LD ImageObject
    assert cargo.date_created == "2021-08-15"
    video = figures[3]  # described only in JSON-LD, so added after the body
    assert (video.kind, video.src) == (
        "video",
        "https://video.news.example/embed/kabul-c17-takeoff",
    )
    text = " ".join(block.text for block in article.blocks if block.text)
    assert "Civilian flights were suspended amid the chaos" in text
    assert "window.analytics" not in text and "Sample page for provenance" not in text


def test_markdown_front_matter_pictures_and_their_italic_captions():
    article = read_markdown(
        "---\ntitle: Thousands march\npublished: 2024-05-14\noutlet: Example Herald\n---\n"
        "# Thousands march\n\nProtesters marched on Monday.\n\n"
        "![Flags](media/flags.jpg)\n\n"
        "*Protesters wave flags outside parliament. Photo: Jo Bloggs*\n",
        "a.md",
    )
    assert (article.title, article.published, article.outlet) == (
        "Thousands march",
        date(2024, 5, 14),
        "Example Herald",
    )
    [figure] = article.figures
    assert (figure.src, figure.caption, figure.credit) == (
        "media/flags.jpg",
        "Protesters wave flags outside parliament.",
        "Jo Bloggs",
    )
    assert [b.text for b in article.blocks if b.text] == [
        "Thousands march",
        "Protesters marched on Monday.",
    ]


def test_page_dates_come_from_json_ld_or_time_when_meta_tags_are_missing():
    page = """<html><head><script type="application/ld+json">
    {"@type": ["NewsArticle"], "datePublished": "2023-06-07T10:00:00Z",
     "publisher": {"name": "Wire"}}</script></head>
    <body><article><p>Text.</p></article></body></html>"""
    article = read_html(page, "p.html")
    assert (article.published, article.outlet) == (date(2023, 6, 7), "Wire")
    page = (
        '<html><body><article><time itemprop="datePublished" datetime="2022-02-24">'
        "24 Feb</time><p>Text.</p></article></body></html>"
    )
    assert read_html(page, "p.html").published == date(2022, 2, 24)


def test_video_embeds_and_the_article_body_are_found_and_asides_left_out():
    page = """<html><body><nav><img src="logo.png" alt="The Example Courier logo in blue"></nav>
    <article><p>Fire reached the village.</p>
    <figure><iframe src="https://www.youtube.com/embed/x1"></iframe>
      <figcaption>Drone footage shows the fire. (Reuters)</figcaption></figure></article>
    <aside><figure><img src="related.jpg"><figcaption>Video shows riots</figcaption></figure>
    </aside></body></html>"""
    article = read_html(page, "p.html")
    [figure] = article.figures
    assert (figure.kind, figure.caption, figure.credit) == (
        "video",
        "Drone footage shows the fire.",
        "Reuters",
    )


@pytest.mark.parametrize(
    ("caption", "expected"),
    [
        (
            "Two fall from the C-17. Photo: Jane Doe/AFP",
            ("Two fall from the C-17.", "Jane Doe/AFP"),
        ),
        (
            "Crowds at the gate (AP Photo/Rahmat Gul)",
            ("Crowds at the gate.", "AP Photo/Rahmat Gul"),
        ),
        (
            "Smoke rises. Jane Doe/AFP via Getty Images",
            ("Smoke rises.", "Jane Doe/AFP via Getty Images"),
        ),
        (
            "A boy at the gate. Courtesy of the family",
            ("A boy at the gate.", "Courtesy of the family"),
        ),
        ("A man looks at his photo album.", ("A man looks at his photo album.", None)),
        ("Photo by a crew member shows the hold", ("Photo by a crew member shows the hold", None)),
    ],
)
def test_credit_lines_are_kept_apart_from_what_the_caption_says(caption, expected):
    assert split_credit(caption) == expected


def test_a_headline_on_the_line_right_above_the_text_is_still_the_headline():
    article = read_text("Video shows flood in Lyon\nRain fell all night. Cars floated.", "a.txt")
    assert article.title == "Video shows flood in Lyon"
    assert [b.text for b in article.blocks] == [
        "Video shows flood in Lyon",
        "Rain fell all night. Cars floated.",
    ]


def test_blocks_that_are_mostly_links_point_elsewhere_and_are_left_out():
    page = """<html><body><article><p>Rain fell.</p>
    <p><a href="/paris">Read more: Video shows riots in Paris</a></p>
    <ul><li><a href="/fire">Footage shows a fire</a></li></ul>
    <p>He said <a href="/x">this</a> was the worst storm in decades.</p></article></body></html>"""
    assert [b.text for b in read_html(page, "p.html").blocks] == [
        "Rain fell.",
        "He said this was the worst storm in decades.",
    ]
