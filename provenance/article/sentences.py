"""Sentence splitting: pySBD's rules (abbreviations, decimals, quotes, initials) per paragraph.

pySBD is rule-based, so it needs no model download and splits the same way on
every machine; "U.S.", "Mr." and "5.5 ft." do not end sentences. Paragraphs are
split one at a time so a sentence never runs across a paragraph break.
"""

from __future__ import annotations

import re
from functools import cache

import pysbd

_SPACE = re.compile(r"\s+")


@cache
def _segmenter() -> pysbd.Segmenter:
    return pysbd.Segmenter(language="en", clean=False)


def normalise_space(text: str) -> str:
    return _SPACE.sub(" ", text).strip()


def split_sentences(paragraph: str) -> list[str]:
    """The sentences of one paragraph, whitespace tidied, empty pieces dropped."""
    text = normalise_space(paragraph)
    if not text:
        return []
    return [s for s in (normalise_space(piece) for piece in _segmenter().segment(text)) if s]
