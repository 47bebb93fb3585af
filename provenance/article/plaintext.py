"""Plain-text articles: paragraphs separated by blank lines, as copied out of a page or a wire.

Copying text out of a page often breaks a sentence across a blank line ("Civilian
flights were" / "suspended amid the chaos"); such pieces are joined again when
the first does not end a sentence and the second starts in lower case.
"""

from __future__ import annotations

import re

from provenance.article.document import Article, Block
from provenance.article.sentences import normalise_space

_PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n")
_ENDS_SENTENCE = re.compile(r"[.!?\u2026:;\"'\u201d\u2019)\]]$")
_HEADLINE_WORDS = 25


def paragraphs(text: str) -> list[str]:
    """Paragraphs of a text, with sentences that a blank line cut in two joined again."""
    pieces = [normalise_space(p) for p in _PARAGRAPH_BREAK.split(text.replace("\r\n", "\n"))]
    joined: list[str] = []
    for piece in filter(None, pieces):
        if joined and not _ENDS_SENTENCE.search(joined[-1]) and piece[0].islower():
            joined[-1] = f"{joined[-1]} {piece}"
        else:
            joined.append(piece)
    return joined


def looks_like_headline(paragraph: str) -> bool:
    """A short first line without closing punctuation, as headlines are written."""
    return (
        not _ENDS_SENTENCE.search(paragraph)
        and paragraph[:1].isupper()
        and len(paragraph.split()) <= _HEADLINE_WORDS
    )


def read_text(text: str, location: str) -> Article:
    first_line, _, rest = text.strip().partition("\n")
    if rest.strip() and rest[:1].strip() and looks_like_headline(first_line.strip()):
        text = f"{first_line}\n\n{rest}"  # a headline on the line right above the text
    parts = paragraphs(text)
    article = Article(location=location, format="text")
    if parts and looks_like_headline(parts[0]):
        article.title = parts[0]
        article.blocks.append(Block(text=parts[0], heading=True))
        parts = parts[1:]
    article.blocks.extend(Block(text=part) for part in parts)
    return article
