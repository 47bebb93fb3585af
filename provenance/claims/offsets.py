"""Dates told as an offset from another moment: 'the day after the border opened on 9 November'.

A caption often dates its picture against the event it follows: 'two days after the attacks
of March 15, 2019', 'a week after the coup of 1 February', 'the morning after Sunday night's
quake', 'hours before the vote on May 4'. The date written there is the anchor, the time of
that event; the picture's own time is the anchor moved by the offset. Reading the anchor as
the picture's date makes a false conflict with a caption that gives the picture's day.

An offset names its amount ('the day', 'a week', 'two days', 'three months') or only a
measure ('days after', 'in the weeks before', 'hours after', 'shortly after'), which stands
for a range; 'on the eve of' is the day before. The anchor is the first date after the
offset's 'after'/'before', in the same clause (no comma, bracket or sentence end between
them, at most ``MAX_GAP_WORDS`` words): 'a week after the coup, on February 8' dates the
picture itself on 8 February.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta

from provenance.claims.numbers import NUMBER_WORDS, parse_number

MAX_GAP_WORDS = 10
_UNIT_DAYS = {"day": 1, "night": 1, "morning": 1, "evening": 1, "week": 7, "month": 30, "year": 365}
# how loosely a stated amount is meant: at least this many days either side, else 15% of it
_SLACK_DAYS = {"day": 0, "week": 2, "month": 7, "year": 30}
# a measure without an amount ('days after', 'a few weeks after'): (fewest, most) days
_VAGUE_DAYS = {
    "day": (1, 14),
    "week": (7, 90),
    "month": (30, 730),
    "year": (365, 36_500),
}
_FEW_DAYS = {"day": (2, 10), "week": (14, 70), "month": (60, 365), "year": (730, 3_650)}
_SOON = (0, 1)  # 'hours after', 'moments after', 'shortly after': that day or the next

OFFSET = re.compile(
    r"\b(?:"
    r"(?P<eve>the\s+eve)"
    r"|(?P<soon>(?:(?:just|only|barely|mere)\s+)?(?:(?:a\s+few|several|some|(?:an?|one|two|three|"
    r"\d+)(?:\s+(?:or|to)\s+(?:two|three|\d+))?)\s+)?(?:minutes?|hours?|moments?)"
    r"|shortly|soon|immediately|just|right|moments)"
    r"|(?P<amount>(?:(?:just|only|barely|some|about|around|nearly|almost|roughly)\s+)?"
    r"(?P<n>the|a|an|one|\d+|" + NUMBER_WORDS + r"|a\s+few|a\s+couple\s+of|several|few)?\s*"
    r"(?P<unit>days?|nights?|mornings?|evenings?|weeks?|months?|years?))"
    r")\s+(?P<direction>after|before|following|of)\b",
    re.I,
)
# clause ends; not the point or comma inside a number ('the 7.7-magnitude quake of ...')
_GAP_STOPS = re.compile(r"[;:!?()\[\]\n\u2013\u2014]|[,.](?!\d)")


@dataclass(frozen=True)
class Offset:
    """What an offset phrase moves its anchor by: between ``low`` and ``high`` days."""

    start: int
    end: int
    low: int
    high: int


def find_offset(text: str, anchor_start: int) -> Offset | None:
    """The offset phrase that dates what follows it by the date starting at ``anchor_start``:
    the last one before it in the same clause, within ``MAX_GAP_WORDS`` words."""
    window_start = max(0, anchor_start - 200)
    found = None
    for match in OFFSET.finditer(text, window_start, anchor_start):
        gap = text[match.end() : anchor_start]
        if _GAP_STOPS.search(gap) or len(gap.split()) > MAX_GAP_WORDS:
            continue
        days = offset_days(match)
        if days is not None:
            found = Offset(match.start(), match.end(), *days)
    return found


def offset_days(match: re.Match) -> tuple[int, int] | None:
    """(low, high) days a match of ``OFFSET`` moves from its anchor; negative before it."""
    direction = match.group("direction").lower()
    if (direction == "of") != bool(match.group("eve")):
        return None  # 'of' ends 'the eve of' only, and 'the eve' needs it
    if match.group("eve"):
        return (-1, -1)
    sign = -1 if direction == "before" else 1
    if match.group("soon"):
        low, high = _SOON
    elif fold_unit(match) in ("the night", "the evening") and sign > 0:
        # 'the night after the final', 'party into the night after the win': an evening match's
        # night is its own date, or the small hours of the next
        low, high = 0, 1
    else:
        unit = match.group("unit").lower().rstrip("s")
        unit = "day" if unit in ("night", "morning", "evening") else unit
        plural = match.group("unit").lower().endswith("s")
        amount = (match.group("n") or "").lower()
        amount = " ".join(amount.split())
        if not amount or amount in ("few",):
            low, high = _VAGUE_DAYS[unit] if plural else (None, None)
            if low is None:
                return None  # 'day after day'
        elif amount in ("a few", "several", "a couple of"):
            low, high = _FEW_DAYS[unit] if amount != "a couple of" else _amount(2, unit)
        elif amount == "the":
            if plural:
                low, high = _VAGUE_DAYS[unit]  # 'in the days after'
                low = min(low, 1)
            elif unit == "day":
                low, high = 1, 1  # 'the day after', 'the morning after'
            else:
                low, high = 1, _UNIT_DAYS[unit]  # 'the week after': within the following week
        else:
            n = 1 if amount in ("a", "an") else parse_number(amount)
            if n is None or n <= 0:
                return None
            low, high = _amount(n, unit)
    if sign < 0:
        low, high = -high, -low
    return low, high


def fold_unit(match: re.Match) -> str:
    """The amount and unit as written, lower case, single-spaced ('the night')."""
    return " ".join(f"{match.group('n') or ''} {match.group('unit') or ''}".lower().split())


def _amount(n: float, unit: str) -> tuple[int, int]:
    days = round(n * _UNIT_DAYS[unit])
    slack = max(_SLACK_DAYS[unit], round(days * 0.15)) if unit != "day" else 0
    return max(0, days - slack), days + slack


def shifted(first: date, last: date, offset: Offset) -> tuple[date, date]:
    """The period an anchor's period becomes once moved by the offset."""
    return first + timedelta(days=offset.low), last + timedelta(days=offset.high)
