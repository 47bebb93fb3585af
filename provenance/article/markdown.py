"""Markdown articles: YAML front matter for the metadata, the body read as the page it renders.

markdown-it-py (CommonMark, already installed with rich) renders the body to
HTML, and the HTML reader takes it from there, so ``![alt](src "title")``,
embedded <figure>/<video> markup and an italic caption line under a picture are
understood exactly as in a saved page.
"""

from __future__ import annotations

import re
from datetime import date, datetime

import yaml
from markdown_it import MarkdownIt

from provenance.article.document import Article
from provenance.article.html import parse_published, read_html
from provenance.errors import BadInput

_FRONT_MATTER = re.compile(r"\A---[ \t]*\r?\n(.*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|\Z)", re.DOTALL)


def front_matter(text: str, location: str) -> tuple[dict, str]:
    """The YAML block at the top (or an empty mapping) and the text after it."""
    found = _FRONT_MATTER.match(text)
    if not found:
        return {}, text
    try:
        data = yaml.safe_load(found.group(1))
    except yaml.YAMLError as exc:
        reason = str(exc).splitlines()[0]
        raise BadInput(f"{location}: front matter is not valid YAML ({reason})") from None
    return (data if isinstance(data, dict) else {}), text[found.end() :]


def _published(value: object) -> date | None:
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    return parse_published(str(value)) if value else None


def read_markdown(text: str, location: str, base_dir: str | None = None) -> Article:
    meta, body = front_matter(text, location)
    html = MarkdownIt("commonmark", {"html": True}).render(body)
    article = read_html(f"<html><body>{html}</body></html>", location, base_dir)
    article.format = "markdown"
    article.title = str(meta["title"]) if meta.get("title") else article.title
    outlet = meta.get("outlet") or meta.get("site") or meta.get("publisher")
    article.outlet = str(outlet) if outlet else article.outlet
    article.published = _published(meta.get("published") or meta.get("date")) or article.published
    url = meta.get("canonical") or meta.get("url")
    article.canonical_url = (
        str(url) if url and str(url).startswith(("http://", "https://")) else None
    )
    return article
