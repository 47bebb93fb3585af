"""schema.org JSON-LD: the article's own account of its headline, date and media.

Publishers put a ``NewsArticle`` with its ``ImageObject``/``VideoObject`` items in
``<script type="application/ld+json">``: caption, creditText, contentLocation and
dateCreated there are often better than the visible page. The data is untrusted:
oversized or too deeply nested blocks are skipped, never evaluated.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

MAX_BLOCK_CHARS = 1_000_000
MAX_NODES = 10_000
ARTICLE_TYPES = frozenset(
    {
        "Article",
        "NewsArticle",
        "ReportageNewsArticle",
        "AnalysisNewsArticle",
        "BackgroundNewsArticle",
        "OpinionNewsArticle",
        "ReviewNewsArticle",
        "BlogPosting",
        "LiveBlogPosting",
        "Report",
    }
)
MEDIA_KINDS = {"ImageObject": "image", "Photograph": "image", "VideoObject": "video"}


@dataclass(frozen=True)
class JsonLdMedia:
    kind: str
    urls: tuple[str, ...]
    caption: str | None
    credit: str | None
    location: str | None
    date_created: str | None


@dataclass(frozen=True)
class JsonLdArticle:
    headline: str | None = None
    published: str | None = None
    publisher: str | None = None
    url: str | None = None


def parse_blocks(blocks: list[str]) -> tuple[JsonLdArticle, list[JsonLdMedia]]:
    """The first article description and every image/video object found in the blocks."""
    nodes: list[dict] = []
    for block in blocks:
        if len(block) > MAX_BLOCK_CHARS:
            continue
        try:
            data = json.loads(block)
        except (ValueError, RecursionError):
            continue  # broken or hostile JSON: the page still has its markup
        nodes.extend(_typed_nodes(data))
    article = next((_article(n) for n in nodes if _types(n) & ARTICLE_TYPES), JsonLdArticle())
    media: list[JsonLdMedia] = []
    for node in nodes:
        item = _media(node)
        if item and item not in media:
            media.append(item)
    return article, media


def _typed_nodes(data: Any) -> list[dict]:
    """Every object with an @type, found without recursion (depth is attacker-controlled)."""
    found, stack = [], [data]
    while stack and len(found) < MAX_NODES:
        item = stack.pop()
        if isinstance(item, dict):
            if "@type" in item:
                found.append(item)
            stack.extend(reversed(list(item.values())))
        elif isinstance(item, list):
            stack.extend(reversed(item))
    return found


def _types(node: dict) -> set[str]:
    value = node.get("@type")
    values = value if isinstance(value, list) else [value]
    return {v.rsplit("/", 1)[-1] for v in values if isinstance(v, str)}


def text_of(value: Any) -> str | None:
    """A plain string from a schema.org value: a string, a named thing, or a list of them."""
    if isinstance(value, str):
        return value.strip() or None
    if isinstance(value, dict):
        for key in ("name", "text", "caption", "@value"):
            if text := text_of(value.get(key)):
                return text
        return None
    if isinstance(value, list):
        parts = [t for t in (text_of(v) for v in value) if t]
        return ", ".join(dict.fromkeys(parts)) or None
    return None


def _place(value: Any) -> str | None:
    if isinstance(value, dict) and not value.get("name") and isinstance(value.get("address"), dict):
        address = value["address"]
        parts = [
            text_of(address.get(k)) for k in ("addressLocality", "addressRegion", "addressCountry")
        ]
        return ", ".join(p for p in parts if p) or None
    return text_of(value)


def _article(node: dict) -> JsonLdArticle:
    page = node.get("mainEntityOfPage")
    url = node.get("url") or (page.get("@id") if isinstance(page, dict) else page)
    return JsonLdArticle(
        headline=text_of(node.get("headline")) or text_of(node.get("name")),
        published=text_of(node.get("datePublished")),
        publisher=text_of(node.get("publisher")),
        url=url if isinstance(url, str) else None,
    )


def _media(node: dict) -> JsonLdMedia | None:
    kinds = [MEDIA_KINDS[t] for t in _types(node) if t in MEDIA_KINDS]
    if not kinds:
        return None
    urls = tuple(
        u
        for u in (node.get(k) for k in ("contentUrl", "url", "embedUrl", "@id"))
        if isinstance(u, str) and u.strip()
    )
    credit = (
        text_of(node.get("creditText"))
        or text_of(node.get("copyrightHolder"))
        or text_of(node.get("creator"))
        or text_of(node.get("author"))
    )
    return JsonLdMedia(
        kind=kinds[0],
        urls=urls,
        caption=text_of(node.get("caption")) or text_of(node.get("description")),
        credit=credit,
        location=_place(node.get("contentLocation")),
        date_created=text_of(node.get("dateCreated")) or text_of(node.get("uploadDate")),
    )
