"""Write article.html: the sample article as a saved news page, with figures and JSON-LD.

The words are article.txt's; the markup, headline, captions and metadata are
ours, written the way publishers mark up a page: <figure> with <figcaption> and
a credit line beside the paragraph it illustrates, og: and article: meta tags,
and a schema.org NewsArticle with ImageObject and VideoObject items. The
pictures are the stand-ins in media/. Run it again and it writes the same file.

    python samples/kabul-2021/make_article_html.py
"""

from __future__ import annotations

import html
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
URL = "https://news.example/world/2021/08/16/kabul-c17-640-afghans"
HEADLINE = "Kabul airlift: 640 Afghans cram onto a US cargo jet as they flee the Taliban"

# The figure placed after the paragraph that starts with each key.
FIGURES = {
    "AN INCREDIBLE IMAGE": {
        "src": "media/c17-cargo-hold.jpg",
        "caption": "About 640 Afghans packed inside the cargo hold of a US Air Force C-17 "
        "as it leaves Kabul on Sunday.",
        "credit": "Handout/US Air Force",
    },
    "THIS IMAGE SHOWS": {
        "src": "media/stowaways-falling.jpg",
        "caption": "What appears to be two people falling from the C-17 as it climbs away "
        "from Kabul airport.",
        "credit": "Social media",
    },
    "Other images taken from the ground": {
        "src": "media/clinging-wheel-bay.jpg",
        "caption": "Afghans cling to the side of the C-17 as it takes off from Kabul.",
        "credit": "Social media",
    },
}
# Footage the page describes but does not embed: only its JSON-LD says so.
VIDEO = {
    "@type": "VideoObject",
    "name": "Plane takes off with people clinging to its side",
    "embedUrl": "https://video.news.example/embed/kabul-c17-takeoff",
    "caption": "Footage shows the plane taking off with some people clinging the side.",
    "uploadDate": "2021-08-16",
    "contentLocation": {"@type": "Place", "name": "Hamid Karzai International Airport, Kabul"},
}


def paragraphs() -> list[str]:
    """The article's paragraphs, with the one the copy broke across a blank line joined."""
    joined: list[str] = []
    for piece in (HERE / "article.txt").read_text(encoding="utf-8").split("\n\n"):
        piece = " ".join(piece.split())
        if joined and piece[:1].islower():
            joined[-1] += " " + piece
        elif piece:
            joined.append(piece)
    return joined


def figure(item: dict) -> str:
    return (
        "    <figure>\n"
        f'      <img src="{html.escape(item["src"])}" alt="" loading="lazy">\n'
        f"      <figcaption>{html.escape(item['caption'])} "
        f'<span class="credit">Photo: {html.escape(item["credit"])}</span></figcaption>\n'
        "    </figure>\n"
    )


def json_ld() -> str:
    images = [
        {
            "@type": "ImageObject",
            "contentUrl": item["src"],
            "caption": item["caption"],
            "creditText": item["credit"],
            "contentLocation": {"@type": "Place", "name": "Kabul, Afghanistan"},
            "dateCreated": "2021-08-15" if "cargo" in item["src"] else "2021-08-16",
        }
        for item in FIGURES.values()
    ]
    data = {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        "headline": HEADLINE,
        "datePublished": "2021-08-16T09:30:00+01:00",
        "publisher": {"@type": "Organization", "name": "Example Daily"},
        "mainEntityOfPage": URL,
        "image": images,
        "video": VIDEO,
    }
    return json.dumps(data, indent=1, ensure_ascii=False).replace("</", "<\\/")


def page() -> str:
    body = []
    for text in paragraphs():
        body.append(f"    <p>{html.escape(text)}</p>\n")
        for start, item in FIGURES.items():
            if text.startswith(start):
                body.append(figure(item))
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>{html.escape(HEADLINE)} | Example Daily</title>
  <link rel="canonical" href="{URL}">
  <meta property="og:title" content="{html.escape(HEADLINE)}">
  <meta property="og:site_name" content="Example Daily">
  <meta property="og:url" content="{URL}">
  <meta property="og:image" content="https://news.example/img/c17-cargo-hold.jpg">
  <meta property="article:published_time" content="2021-08-16T09:30:00+01:00">
  <script type="application/ld+json">
{json_ld()}
  </script>
  <script>window.analytics = {{"section": "world"}};</script>
</head>
<body>
  <nav><a href="/">Example Daily</a> · <a href="/world">World</a></nav>
  <article>
    <h1>{html.escape(HEADLINE)}</h1>
    <p class="byline">By a staff reporter · 16 August 2021</p>
{"".join(body)}  </article>
  <footer><p>Sample page for provenance; its address is a reserved example domain.</p></footer>
</body>
</html>
"""


def main() -> None:
    (HERE / "article.html").write_text(page(), encoding="utf-8")


if __name__ == "__main__":
    main()
