"""Read an article from a file or a URL, whatever its format, into an ``Article``."""

from __future__ import annotations

from pathlib import Path

from provenance.article.document import Article
from provenance.article.fetch import fetch, is_url
from provenance.article.html import decode, read_html
from provenance.article.markdown import read_markdown
from provenance.article.plaintext import read_text
from provenance.config import Limits
from provenance.errors import BadInput, reading

HTML_SUFFIXES = frozenset({".html", ".htm", ".xhtml", ".shtml"})
MARKDOWN_SUFFIXES = frozenset({".md", ".markdown", ".mdown", ".mkd"})


def sniff_format(name: str, text_start: str, content_type: str | None = None) -> str:
    """html, markdown or text: from the content type, then the file name, then the first bytes."""
    if content_type:
        if "html" in content_type:
            return "html"
        if "markdown" in content_type:
            return "markdown"
    suffix = Path(name.split("?")[0]).suffix.lower()
    if suffix in HTML_SUFFIXES:
        return "html"
    if suffix in MARKDOWN_SUFFIXES:
        return "markdown"
    head = text_start.lstrip()[:512].lower()
    if head.startswith(("<!doctype html", "<html", "<?xml")) or "<body" in head:
        return "html"
    return "text"


def read_article(location: str | Path, limits: Limits | None = None) -> Article:
    """An article from a local file (text, Markdown, HTML) or an http(s) URL."""
    limits = limits or Limits()
    if is_url(str(location)):
        page = fetch(str(location), limits)
        article = parse_article(page.body, page.url, None, page.content_type, page.charset)
        return article
    path = Path(location)
    with reading(path, folder="is a folder, not an article"):
        size = path.stat().st_size
        if size > limits.max_article_bytes:
            raise BadInput(f"{path}: refused, {size:,} bytes is more than an article may be")
        data = path.read_bytes()
    return parse_article(data, str(path.resolve()), str(path.resolve().parent), None, None)


def parse_article(
    data: bytes, location: str, base_dir: str | None, content_type: str | None, charset: str | None
) -> Article:
    if not data.strip():
        raise BadInput(f"{location}: empty article")
    if b"\x00" in data[:4096] and not data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise BadInput(f"{location}: not text (binary content)")
    text = decode(data, charset)
    kind = sniff_format(location, text[:1024], content_type)
    if kind == "html":
        article = read_html(text, location, base_dir)
    elif kind == "markdown":
        article = read_markdown(text, location, base_dir)
    else:
        article = read_text(text, location)
        article.base_dir = base_dir
    if not any(block.text or block.figure for block in article.blocks):
        raise BadInput(f"{location}: no article text found")
    return article
