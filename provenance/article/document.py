"""What a reader makes of an article, whatever its format: blocks of text and figures, in order.

Every reader (plain text, Markdown, HTML) produces an ``Article`` so that mention
finding never needs to know where the words came from. Figures keep their place
among the paragraphs, because "THIS IMAGE SHOWS ..." usually sits right next to
the picture it describes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date


@dataclass(frozen=True)
class Figure:
    """A picture or video the publisher placed in the page, with what they said about it."""

    kind: str  # image | video
    src: str | None = None  # as written in the page: a relative path, a URL, or nothing
    caption: str | None = None  # figcaption, else JSON-LD caption, else alt text
    credit: str | None = None
    date_created: str | None = None  # as the publisher wrote it (schema.org dateCreated)
    location: str | None = None  # schema.org contentLocation, as written


@dataclass(frozen=True)
class Block:
    """One paragraph of running text, or one figure, in reading order."""

    text: str | None = None
    figure: Figure | None = None
    heading: bool = False  # a headline or subheading rather than running text
    emphasised: bool = False  # wholly in italics: in Markdown, the caption of the picture above


@dataclass
class Article:
    """An article as read: its metadata and its blocks in reading order."""

    location: str  # the URL or file it was read from
    blocks: list[Block] = field(default_factory=list)
    title: str | None = None
    outlet: str | None = None
    published: date | None = None
    canonical_url: str | None = None  # what the page says its own address is
    base_dir: str | None = None  # folder that relative media paths are resolved against
    format: str = "text"  # text | markdown | html

    @property
    def identity(self) -> str:
        """The address the article is registered under: its canonical URL when it states one."""
        return self.canonical_url or self.location

    @property
    def figures(self) -> list[Figure]:
        return [block.figure for block in self.blocks if block.figure]
