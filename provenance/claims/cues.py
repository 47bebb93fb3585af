"""Cues: the words one of which every match of a pattern holds, so that a pattern is skipped
on a text that holds none of them.

Python's regular expressions try a pattern at every position of a text. A pattern of many
alternatives, read case-insensitively ('\\b(?:summits?|COP ?\\d{1,2}|G ?(?:7|8|20) ...)\\b'),
costs as much where it finds nothing as where it finds something, and most patterns find
nothing in most captions. Whether a caption holds one of the pattern's literal words is a
substring test, many times cheaper. The cues are read from the pattern itself (the tree the
``re`` module compiles), so they cannot drift from what the pattern matches.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from re import _constants as sre
from re import _parser as sre_parse

# What a case-insensitive pattern reads as one letter and ``str.lower`` does not fold:
# Turkish dotted and dotless i, and the long s ('\u0130'.lower() is two characters).
_IGNORED_CASE = str.maketrans({"\u0130": "i", "\u0131": "i", "\u017f": "s"})
# Characters a cue is made of: ASCII, where a case-insensitive match is the letter folded
# and every other character only itself.
_CUE_CHARS = frozenset(range(0x20, 0x7F))
# A mark ('/', '|', '@') is as rare in a caption as a word of three letters; a space or a
# comma is in every caption.
_RARE_MARKS = frozenset("/|@#()[]")
_MARK_WEIGHT = 3
_SMALL_SET = 4
_REPEATS = (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT)

Cues = frozenset[str]


def fold_case(text: str) -> str:
    """The text as a case-insensitive pattern reads it, to look for cues in."""
    return text.translate(_IGNORED_CASE).lower()


def cues(pattern: re.Pattern[str]) -> Cues | None:
    """Literal words (folded) one of which every match of the pattern holds; None when the
    pattern may match without any ('\\d+', '[A-Z]\\w+')."""
    return _sequence(sre_parse.parse(pattern.pattern, pattern.flags).data)


def _weight(found: Cues) -> tuple[int, int, int]:
    """The rarer a set's commonest cue and the fewer its cues, the better a guard it is."""
    return min(map(_rarity, found)), -len(found), sum(map(len, found))


def _rarity(cue: str) -> int:
    letters = sum(c.isalnum() for c in cue)
    return max(letters, _MARK_WEIGHT if _RARE_MARKS.intersection(cue) else 0)


def _better(a: Cues | None, b: Cues | None) -> Cues | None:
    if a is None or b is None:
        return a if b is None else b
    return a if _weight(a) >= _weight(b) else b


def _sequence(items: list) -> Cues | None:
    """The best cue set among the items a match must pass through in order: a run of literal
    characters, a group, a branch whose every alternative has cues, a repeat at least once."""
    best: Cues | None = None
    run: list[str] = []
    for op, av in [*items, (None, None)]:
        if op is sre.LITERAL and av in _CUE_CHARS:
            run.append(chr(av))
            continue
        if run:
            best = _better(best, frozenset({"".join(run).lower()}))
            run = []
        best = _better(best, _item(op, av))
    return best


def _item(op: object, av: object) -> Cues | None:
    if op is sre.SUBPATTERN:
        return _sequence(av[3].data)
    if op is sre.ATOMIC_GROUP:
        return _sequence(av.data)
    if op in _REPEATS and av[0] >= 1:
        return _sequence(av[2].data)
    if op is sre.BRANCH:
        found = [_sequence(branch.data) for branch in av[1]]
        return None if None in found else frozenset().union(*found)
    small = op is sre.IN and len(av) <= _SMALL_SET  # '[/|]'
    if small and all(kind is sre.LITERAL and char in _CUE_CHARS for kind, char in av):
        return frozenset(chr(char).lower() for _, char in av)
    return None


class Cued:
    """A compiled pattern tried only on a text that holds one of its cues."""

    __slots__ = ("cues", "pattern")

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        found = cues(pattern)
        self.cues = None if found is None else tuple(sorted(found))

    def finditer(self, text: str, folded: str) -> Iterator[re.Match[str]]:
        """The pattern's matches in ``text``; ``folded`` is ``fold_case(text)``."""
        if self.cues is None:
            return self.pattern.finditer(text)
        for cue in self.cues:  # (a loop: ``any`` with a generator costs twice as much)
            if cue in folded:
                return self.pattern.finditer(text)
        return iter(())
