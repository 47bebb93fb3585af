"""Small text helpers shared by the extractors: folding, and the spans already claimed."""

from __future__ import annotations

import re
import unicodedata

APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "`": "'", "\u2013": "-", "\u2014": "-"})


_SEPARATORS = re.compile(r"[-_\s]+")


def fold(text: str) -> str:
    """Lowercase, accents stripped, for dictionary keys: 'Kahramanmaraş' -> 'kahramanmaras'."""
    text = text.translate(APOSTROPHES)
    if not text.isascii():
        text = unicodedata.normalize("NFKD", text)
        text = "".join(c for c in text if not unicodedata.combining(c))
    return _SEPARATORS.sub(" ", text.lower()).strip(" .,'")


class Spans:
    """Character ranges of a text that an extractor has already explained.

    Extractors run from the most specific (credits, dates, named events) to the
    most general (places, counts); a later one skips what an earlier one took,
    so 'Hurricane Harvey' is an event, not a storm plus a town in Illinois.
    """

    def __init__(self) -> None:
        self.taken: list[tuple[int, int]] = []

    def free(self, start: int, end: int) -> bool:
        return all(end <= s or start >= e for s, e in self.taken)

    def take(self, start: int, end: int) -> None:
        self.taken.append((start, end))


def words(text: str) -> frozenset[str]:
    """A set of words written as one string, for the vocabularies the extractors keep."""
    return frozenset(text.split())


def sentence_start(text: str, index: int) -> bool:
    """Whether ``index`` begins a sentence (capitals there say nothing about names)."""
    before = text[:index].rstrip(" \"'\u201c\u2018(")
    return not before or before[-1] in ".!?:\n"


# Letters transliterations swap for one sound: 'Moynaq' and 'Muynak', 'Qom' and 'Kom'.
_SOUNDS = str.maketrans({"q": "k", "c": "k", "w": "v", "z": "s", "j": "y"})


def skeleton(name: str) -> str:
    """A name's consonants, doubled letters once: 'Mekelle' and 'Mekele' -> 'mkl', 'Saraqib'
    and 'Saraqeb' -> 'srqb': the part of a name that transliterations keep."""
    # 'mp' is how Greek writes a 'b' letter by letter: 'Varympompi' is 'Varibobi'
    pairs = (("kh", "k"), ("gh", "g"), ("dh", "d"), ("th", "t"), ("ph", "f"), ("mp", "b"))
    for written, sound in pairs:
        name = name.replace(written, sound)
    consonants = re.sub(r"[aeiouy'\s-]", "", name).translate(_SOUNDS)
    return re.sub(r"(.)\1+", r"\1", consonants)
