"""A caption for each mention: its sentences, quietened and stripped of story connectives.

Tabloid leads shout ("THIS IMAGE SHOWS ...") and sentences are tied into the
story ("It comes after a shocking video ..."). A caption keeps every word that
says what the picture shows, hedges included ("what appears to be"), and drops
only the shouting and the connective, so claims drawn from it are the article's.
"""

from __future__ import annotations

import re

from provenance.article import lexicon as lx

_SHOUTED_RUN = re.compile(
    r"^((?:[A-Z][A-Z'\u2019-]*\s+){1,8}[A-Z][A-Z'\u2019-]*)\b(?=\s+[a-z0-9]|\s*$)"
)
_KEEP_UPPER = re.compile(r"^[A-Z]{2,3}$")  # US, UN, BBC: acronyms stay as they are
_LOWER_SHORT = frozenset(
    {
        "a",
        "an",
        "the",
        "this",
        "these",
        "of",
        "in",
        "on",
        "at",
        "to",
        "is",
        "are",
        "was",
        "has",
        "new",
        "two",
        "big",
        "man",
        "men",
        "war",
        "and",
        "for",
        "now",
        "how",
        "who",
        "its",
        "one",
    }
)


def quieten(sentence: str) -> str:
    """ "AN INCREDIBLE IMAGE has emerged" -> "An incredible image has emerged"."""
    found = _SHOUTED_RUN.match(sentence)
    if not found or len(found.group(1).split()) < 2:
        return sentence
    words = []
    for word in found.group(1).split():
        keep = _KEEP_UPPER.match(word) and word.lower() not in _LOWER_SHORT
        words.append(word if keep else word.lower())
    run = " ".join(words)
    return run[:1].upper() + run[1:] + sentence[found.end(1) :]


def without_connective(sentence: str) -> str:
    """ "It comes after a shocking video ..." -> "A shocking video ..."."""
    lowered = sentence.lower()
    for lead in lx.DISCOURSE_LEADS:
        if lowered.startswith(lead + " ") and len(sentence) > len(lead) + 10:
            rest = sentence[len(lead) :].lstrip(" ,")
            return rest[:1].upper() + rest[1:]
    return sentence


def make_caption(sentences: list[str]) -> str | None:
    parts = [without_connective(quieten(s.strip())) for s in sentences if s.strip()]
    return " ".join(dict.fromkeys(parts)) or None
