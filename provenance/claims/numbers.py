"""Numbers as captions write them: digits, number words, and vague quantities.

'640', '1,200', '1.5 million', 'six hundred and forty', 'two', 'a dozen',
'two dozen', 'dozens', 'hundreds', 'tens of thousands'. A vague quantity becomes a
range: 'hundreds' is 200-999, what the word can honestly mean; the collective
nouns of English counting ('a pair of', 'a couple of', 'half a dozen', 'a score
of') are the numbers they stand for.
"""

from __future__ import annotations

import re

UNITS = {
    "zero": 0,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
}
SCALES = {
    "dozen": 12,
    "hundred": 100,
    "thousand": 1_000,
    "million": 1_000_000,
    "billion": 1_000_000_000,
}

_WORD = "|".join(sorted(UNITS, key=len, reverse=True))
_SCALE = "|".join(SCALES)
# 'six hundred and forty', 'twenty-one', 'two thousand', 'a hundred' (a trailing 'and' is no
# part of it, the end of 'thousand' is)
NUMBER_WORDS = (
    rf"(?:(?:{_WORD}|a)(?:[ -](?:{_WORD}|{_SCALE}|and)){{0,12}}(?<!\band)|(?:{_SCALE})\b)"
)
DIGITS = r"\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?"
NUMBER = rf"(?:{DIGITS})(?:\s*(?:{_SCALE}|m|bn|k)\b)?|{NUMBER_WORDS}"

# Vague quantities: words -> (low, high).
VAGUE: list[tuple[str, tuple[int, int]]] = [
    (r"hundreds of thousands", (200_000, 999_999)),
    (r"tens of thousands", (20_000, 99_999)),
    (r"tens of millions", (20_000_000, 99_999_999)),
    (r"millions", (2_000_000, 999_999_999)),
    (r"thousands", (2_000, 9_999)),
    (r"hundreds", (200, 999)),
    (r"scores", (40, 199)),
    (r"dozens", (24, 199)),
    (r"half a dozen", (6, 6)),
    (r"a dozen", (12, 12)),
    (r"a score of", (20, 20)),
    (r"a (?:couple|pair) of", (2, 2)),
    (r"a handful of", (2, 6)),
    (r"a few", (2, 5)),
    (r"several", (3, 9)),
]
# Fractions of a round number: 'half a million', 'a quarter of a million', 'three quarters of
# a billion' are the numbers they stand for, not a million.
FRACTIONS = {"half": 0.5, "a quarter of": 0.25, "a third of": 1 / 3, "three quarters of": 0.75}
VAGUE[:0] = [
    (rf"{fraction} an? {scale}", (round(part * SCALES[scale]),) * 2)
    for fraction, part in FRACTIONS.items()
    for scale in ("thousand", "million", "billion")
]


def parse_number(text: str) -> int | float | None:
    """The value of digits or number words; None if ``text`` is neither."""
    text = text.strip().lower().replace("-", " ")
    match = re.fullmatch(rf"({DIGITS})\s*({_SCALE}|m|bn|k)?", text)
    if match:
        value = float(match.group(1).replace(",", ""))
        scale = match.group(2)
        if scale:
            value *= {"m": 1e6, "bn": 1e9, "k": 1e3}.get(scale) or SCALES[scale]
        return int(value) if value.is_integer() else value
    words = [w for w in text.split() if w != "and"]
    if not words:
        return None
    total = current = 0
    for word in words:
        if word == "a":
            current += 1
        elif word in UNITS:
            current += UNITS[word]
        elif word == "hundred":
            current = (current or 1) * 100
        elif word in SCALES:
            total += (current or 1) * SCALES[word]
            current = 0
        else:
            return None
    return total + current
