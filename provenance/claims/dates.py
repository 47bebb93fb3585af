"""Dates in a caption, absolute or relative, with their precision and bounds.

'August 16, 2021', '16 August 2021', '2021-08-16', '11/22/63' are days; 'August
2021' a month; 'the summer of 2016' and 'the summer of '69' seasons; '2013' a
year; 'the 1990s' and 'the '60s' decades. 'on Sunday', 'Monday's earthquake',
'yesterday', 'last week' are resolved against the publication date (the last
such weekday on or before it); without one they stay unresolved and are never
compared. Holidays ('Boxing Day 2015', 'on Christmas Day') are their days, and
eras ('during the Blitz', 'on D-Day') their periods (``named_days``). A two-digit
year is the last such year on or before publication.
"""

from __future__ import annotations

import calendar
import re
from datetime import date, timedelta

from provenance.claims import named_days, offsets, world
from provenance.claims.model import Claim
from provenance.claims.numbers import NUMBER_WORDS, parse_number
from provenance.claims.text import Spans, fold

MONTHS = {
    name.lower(): number
    for number in range(1, 13)
    for name in (calendar.month_name[number], calendar.month_abbr[number])
}
MONTHS["sept"] = 9
WEEKDAYS = {calendar.day_name[i].lower(): i for i in range(7)}

_MONTH = (
    r"(?P<month>January|February|March|April|May|June|July|August|September|October|November|"
    r"December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\.?"
)
_DAY = r"(?P<day>[0-3]?\d)(?:st|nd|rd|th)?"
# a year in full, or its last two digits after an apostrophe: 'the summer of '69'
_YEAR = r"(?P<year>1[5-9]\d\d|20\d\d|['\u2019\u2018]\d\d(?![\w'\u2019]))"
_WEEKDAY = r"(?P<weekday>Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)"
_PART = r"(?:\s+(?:morning|afternoon|evening|night))?"
# 'the early 1990s', 'mid-1980s', 'the late '60s', 'the early 20th century'
_PART_OF = r"(?:(?P<part>early|mid|late)(?:-|\s+|-\s*))?"
_ORDINAL = (
    r"1\dth|2[01](?:st|th)|twenty-first|twentieth|nineteenth|eighteenth|seventeenth|sixteenth"
)
ORDINALS = {
    "sixteenth": 16,
    "seventeenth": 17,
    "eighteenth": 18,
    "nineteenth": 19,
    "twentieth": 20,
    "twenty-first": 21,
}
# the years of a decade (or hundredths of a century) each part of it covers
PARTS = {"early": (0, 3), "mid": (3, 7), "late": (6, 9)}
SEASONS = {
    "spring": (3, 5),
    "summer": (6, 8),
    "autumn": (9, 11),
    "fall": (9, 11),
    "winter": (12, 2),
}

PATTERNS: list[tuple[str, re.Pattern]] = [
    ("iso", re.compile(r"\b(?P<year>\d{4})-(?P<month>\d{2})-(?P<day>\d{2})\b")),
    # two days told as one span: '2-3 December 1984', 'June 5-6, 2024' (a night across both)
    (
        "range",
        re.compile(
            rf"\b(?P<first>[0-3]?\d)\s?[-\u2013]\s?{_DAY}\s+(?:of\s+)?{_MONTH},?\s+{_YEAR}\b"
            rf"|{_MONTH.replace('<month>', '<month2>')}\s+(?P<first2>[0-3]?\d)\s?[-\u2013]\s?"
            r"(?P<day2>[0-3]?\d),?\s+(?P<year2>1[5-9]\d\d|20\d\d)\b"
        ),
    ),
    ("mdy", re.compile(rf"(?:{_WEEKDAY},?\s+)?{_MONTH}\s+{_DAY},?\s+{_YEAR}\b")),
    (
        "dmy",
        re.compile(rf"(?:{_WEEKDAY},?\s+)?(?:the\s+)?{_DAY}\s+(?:of\s+)?{_MONTH},?\s+{_YEAR}\b"),
    ),
    (
        "numeric",
        re.compile(r"\b(?P<a>[0-3]?\d)(?P<sep>[/.])(?P<b>[0-3]?\d)(?P=sep)(?P<year>\d{4}|\d\d)\b"),
    ),
    ("md", re.compile(rf"(?:{_WEEKDAY},?\s+)?{_MONTH}\s+{_DAY}\b(?![\d:])")),
    ("dm", re.compile(rf"(?:{_WEEKDAY},?\s+)?(?:the\s+)?{_DAY}\s+(?:of\s+)?{_MONTH}\b")),
    (
        "season",
        re.compile(
            rf"(?:(?:the|this|last)\s+)?(?P<season>spring|summer|autumn|fall|winter)\s+(?:of\s+)?{_YEAR}\b",
            re.I,
        ),
    ),
    ("my", re.compile(rf"(?:(?:early|mid|late)[- ])?{_MONTH},?\s+(?:of\s+)?{_YEAR}\b")),
    ("century", re.compile(rf"(?:\bthe\s+)?{_PART_OF}(?P<ordinal>{_ORDINAL})[- ]century\b", re.I)),
    (
        "decade",
        re.compile(
            rf"(?:\bthe\s+)?{_PART_OF}(?:(?<=mid-)|(?<=early-)|(?<=late-)|(?<![\w#@$£€-]))(?P<decade>1[5-9]\d0|20\d0|['\u2019\u2018]\d0)s\b",
            re.I,
        ),
    ),
    # not glued to a word: '#Election2024', 'COVID2020' are names
    # a year before a comma ends its clause ('in 2005, when ...'); '2005,300' is a number
    ("year", re.compile(rf"(?<![\w#@,.$£€'-]){_YEAR}(?!\d|,\d|\s*(?:%|per))")),
    (
        "month",
        re.compile(rf"\b(?:in|during|since|of|early|late|mid|last|this)[- ]{_MONTH}\b(?![\s,]+\d)"),
    ),
    (
        "ago",
        re.compile(
            rf"\b(?P<n>\d+|{NUMBER_WORDS})\s+(?P<unit>day|week|month|year)s?\s+ago"
            r"(?P<today>\s+today)?\b",
            re.I,
        ),
    ),
    (
        "named_day",
        re.compile(
            r"\b(?P<word>today|tonight|yesterday|this (?:morning|afternoon|evening)|last night)\b",
            re.I,
        ),
    ),
    (
        "period",
        re.compile(
            r"\b(?P<which>last|this|earlier this|over the|at the)\s+"
            r"(?P<unit>week|weekend|month|year)\b",
            re.I,
        ),
    ),
    ("weekday", re.compile(rf"\b(?P<last>last\s+)?{_WEEKDAY}(?:'s|\u2019s)?{_PART}\b")),
]


# An appeal to the reader ('donate today', 'sign up today', 'book tonight'): its day is the
# reader's, not the picture's.
CALL_TO_ACTION = re.compile(
    r"\b(?:donate|give|help|sign\s+up|subscribe|call|act|order|book|register|apply|join(?:\s+us)?|"
    r"support(?:\s+us)?|buy|shop|contact\s+us|visit(?:\s+us)?|download|share|watch|listen|"
    r"tune\s+in|get\s+involved|pledge)\s+$",
    re.I,
)


def _day(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def _month_end(year: int, month: int) -> date:
    return date(year, month, calendar.monthrange(year, month)[1])


def _claim(
    text: str,
    start: int,
    end: int,
    first: date,
    last: date,
    precision: str,
    relative: bool = False,
    anchor: date | None = None,
) -> Claim:
    if precision == "day":
        value = first.isoformat()
    elif precision == "month":
        value = first.isoformat()[:7]
    elif precision == "year":
        value = str(first.year)
    elif precision == "decade":
        value = f"{first.year}s"
    else:
        value = f"{first.isoformat()}/{last.isoformat()}"
    detail = {"precision": precision, "start": first.isoformat(), "end": last.isoformat()}
    if relative:
        detail["relative"] = True
        detail["anchor"] = anchor.isoformat() if anchor else None
    return Claim("date", value, text[start:end], detail, (start, end))


_ISO_MONTH = re.compile(r"\s*(\d{4})-(0[1-9]|1[0-2])\s*")


def iso_month(value: str) -> Claim | None:
    """'2022-02' given as a date (an option, a manifest's origin) is February 2022.

    Only where ISO 8601 is the expected form: in running text '2011-12' is as often
    the 2011-12 season, so captions do not read it this way.
    """
    match = _ISO_MONTH.fullmatch(value)
    if not match:
        return None
    year, month = int(match.group(1)), int(match.group(2))
    return _claim(value, 0, len(value), date(year, month, 1), _month_end(year, month), "month")


def _unresolved(text: str, start: int, end: int) -> Claim:
    phrase = text[start:end]
    return Claim(
        "date", phrase.lower(), phrase, {"precision": "unresolved", "relative": True}, (start, end)
    )


# Words that look ahead: 'ahead of the May 29 vote', 'on the eve of the June 4 poll'. A day
# so written is the next one when it is close after publication (not 'before the May 2 fire'
# in a caption of May 10: that fire is past).
FORWARD_BEFORE = re.compile(
    r"\b(?:ahead\s+of|in\s+the\s+run-?up\s+to|on\s+the\s+eve\s+of|before|until|"
    r"upcoming|coming|scheduled\s+for|set\s+for|due\s+on|planned\s+for)\s+"
    r"(?:(?:the|this|next|its|their)\s+)?$",
    re.I,
)
FORWARD_DAYS = 62
# a clause that tells what the picture comes before, up to a weekday: 'ahead of the band's
# show in Lyon on Friday' (no clause stop between)
COMING_CLAUSE = re.compile(
    r"\b(?:ahead\s+of|in\s+the\s+run-?up\s+to|before)\s+(?:[^\s,;:.()]+\s+){0,10}$", re.I
)


def _coming(text: str, start: int) -> bool:
    """Whether the date starting at ``start`` is the day of something the picture precedes."""
    before = text[max(0, start - 120) : start]
    return bool(FORWARD_BEFORE.search(before) or COMING_CLAUSE.search(before))


def _year_for(month: int, day: int, published: date | None, forward: bool = False) -> int | None:
    """A day without a year is the last such day on or before publication; where the words
    before it look ahead, the next one, if it is close."""
    if published is None:
        return None
    year = published.year
    candidate = _day(year, month, min(day, calendar.monthrange(year, month)[1]))
    if candidate and candidate <= published:
        return year
    if forward and candidate and (candidate - published).days <= FORWARD_DAYS:
        return year
    return year - 1


def full_year(written: str, published: date | None) -> int:
    """'1969' -> 1969; ''69' and '63' -> the last such year on or before publication (or
    before today, without one): 1969, 1963, but '21 published in 2024 -> 2021."""
    digits = written.lstrip("'\u2019\u2018")
    if len(digits) == 4:
        return int(digits)
    now = (published or date.today()).year
    year = now - now % 100 + int(digits)
    return year if year <= now else year - 100


def extract_dates(text: str, spans: Spans, published: date | None) -> list[Claim]:
    claims: list[Claim] = _named_days(text, spans, published)
    for kind, pattern in PATTERNS:
        for match in pattern.finditer(text):
            start, end = match.span()
            if not spans.free(start, end):
                continue
            if kind == "named_day" and CALL_TO_ACTION.search(text[max(0, start - 40) : start]):
                continue  # 'donate today' dates nothing
            claim = _interpret(kind, match, text, published)
            if claim is not None:
                spans.take(start, end)
                claims.append(claim)
    starts = [c.span[0] for c in claims if c.span]
    claims = [_offset(text, spans, claim, starts) for claim in claims]
    return sorted(claims, key=lambda c: c.span or (0, 0))


def _offset(text: str, spans: Spans, claim: Claim, starts: list[int]) -> Claim:
    """A date an offset is told from ('two days after the attacks of March 15, 2019') moved
    by it: the picture's date, not the anchor's (``offsets``). The first date after the
    offset is its anchor, not a later one ('two days after the March 11 quake, on ...')."""
    if claim.span is None or "end" not in claim.detail:
        return claim
    offset = offsets.find_offset(text, claim.span[0])
    if offset is None or not spans.free(offset.start, offset.end):
        return claim
    if any(offset.end <= start < claim.span[0] for start in starts):
        return claim
    spans.take(offset.start, offset.end)
    first, last = offsets.shifted(
        date.fromisoformat(claim.detail["start"]), date.fromisoformat(claim.detail["end"]), offset
    )
    precision = "day" if first == last else "span"
    relative = bool(claim.detail.get("relative"))
    anchor = date.fromisoformat(claim.detail["anchor"]) if claim.detail.get("anchor") else None
    moved = _claim(text, offset.start, claim.span[1], first, last, precision, relative, anchor)
    detail = {**moved.detail, "offset": text[offset.start : offset.end], "from": claim.value}
    return Claim("date", moved.value, moved.text, detail, moved.span)


def _interpret(kind: str, m: re.Match, text: str, published: date | None) -> Claim | None:
    start, end = m.span()
    g = m.groupdict()
    if kind in ("iso", "mdy", "dmy"):
        month = int(g["month"]) if kind == "iso" else MONTHS[g["month"].lower().rstrip(".")]
        day = _day(full_year(g["year"], published), month, int(g["day"]))
        return _claim(text, start, end, day, day, "day") if day else None
    if kind == "range":
        year = full_year(g["year"] or g["year2"], published)
        month = MONTHS[(g["month"] or g["month2"]).lower().rstrip(".")]
        first = _day(year, month, int(g["first"] or g["first2"]))
        last = _day(year, month, int(g["day"] or g["day2"]))
        if not first or not last or last <= first or (last - first).days > 6:
            return None
        return _claim(text, start, end, first, last, "span")
    if kind == "numeric":
        a, b, year = int(g["a"]), int(g["b"]), full_year(g["year"], published)
        day_first = a > 12 or b <= 12  # 15/08/2021, and day first when both could be months
        day = _day(year, b, a) if day_first else _day(year, a, b)
        return _claim(text, start, end, day, day, "day") if day else None
    if kind in ("md", "dm"):
        month, number = MONTHS[g["month"].lower().rstrip(".")], int(g["day"])
        year = _year_for(month, number, published, bool(FORWARD_BEFORE.search(text[:start])))
        if year is None:
            return _unresolved(text, start, end)
        day = _day(year, month, number)
        return _claim(text, start, end, day, day, "day", True, published) if day else None
    if kind == "my":
        year, month = full_year(g["year"], published), MONTHS[g["month"].lower().rstrip(".")]
        return _claim(text, start, end, date(year, month, 1), _month_end(year, month), "month")
    if kind == "season":
        first_month, last_month = SEASONS[g["season"].lower()]
        year = full_year(g["year"], published)
        last_year = year + 1 if last_month < first_month else year
        return _claim(
            text,
            start,
            end,
            date(year, first_month, 1),
            _month_end(last_year, last_month),
            "season",
        )
    if kind in ("decade", "century"):
        return _period_of_years(kind, g, text, start, end, published)
    if kind == "year":
        year = full_year(g["year"], published)
        return _claim(text, start, end, date(year, 1, 1), date(year, 12, 31), "year")
    if kind == "month":
        month = MONTHS[g["month"].lower().rstrip(".")]
        if published is None:
            return _unresolved(text, start, end)
        year = published.year if month <= published.month else published.year - 1
        if year < published.year and FORWARD_BEFORE.search(text[:start]):
            year = _year_for(month, 1, published, forward=True) or year
        return _claim(
            text,
            start,
            end,
            date(year, month, 1),
            _month_end(year, month),
            "month",
            True,
            published,
        )
    if published is None:
        return _unresolved(text, start, end)
    return _relative(kind, g, text, start, end, published)


def _same_day_back(published: date, n: int, unit: str) -> date:
    """The day ``n`` units before ``published`` on the calendar: 'ten years ago today' in a
    caption of 11 March 2021 is 11 March 2011 (29 February falls back to the 28th)."""
    if unit in ("day", "week"):
        return published - timedelta(days=n * (7 if unit == "week" else 1))
    months = published.year * 12 + published.month - 1 - n * (12 if unit == "year" else 1)
    year, month = divmod(months, 12)
    return date(year, month + 1, min(published.day, calendar.monthrange(year, month + 1)[1]))


def _period_of_years(
    kind: str, g: dict, text: str, start: int, end: int, published: date | None
) -> Claim:
    """A decade or century, or its early, middle or late part: 'the 1990s', 'mid-1980s' (1983
    to 1987), 'the 1800s' and 'the 19th century' (1800 to 1899), 'the early 20th century'."""
    if kind == "century":
        ordinal = g["ordinal"].lower()
        first, length = (ORDINALS.get(ordinal) or int(ordinal[:-2])) * 100 - 100, 100
    else:
        first, length = full_year(g["decade"], published), 10
        if first % 100 == 0 and first < 2000 and len(g["decade"].strip("'\u2019\u2018")) == 4:
            length = 100  # 'the 1800s' is a century; 'the 2000s' a decade
    last = first + length - 1
    part = (g.get("part") or "").lower()
    if part:
        low, high = PARTS[part]
        first, last = first + low * length // 10, first + high * length // 10 + length // 10 - 1
    name = f"{first - first % length}s" if length == 10 else f"{first // 100 + 1}th century"
    value = f"{part}-{name}" if part and length == 10 else f"{part} {name}".strip()
    detail = {
        "precision": "decade" if length == 10 else "century",
        "start": date(first, 1, 1).isoformat(),
        "end": date(last, 12, 31).isoformat(),
    }
    return Claim("date", value, text[start:end], detail, (start, end))


def _relative(kind: str, g: dict, text: str, start: int, end: int, published: date) -> Claim | None:
    if kind == "weekday":
        back = (published.weekday() - WEEKDAYS[g["weekday"].lower()]) % 7
        if g.get("last") and back == 0:
            back = 7
        day = published - timedelta(days=back)
        if not g.get("last") and _coming(text, start):
            # the day of what the picture comes before ('fans queue before the concert on
            # Thursday', 'before Sunday's race'): that day may still lie ahead when the caption
            # is published, and the picture is from the days before it
            first = day - timedelta(days=6)
            return _claim(text, start, end, first, published, "span", True, published)
        return _claim(text, start, end, day, day, "day", True, published)
    if kind == "named_day":
        word = g["word"].lower()
        day = published - timedelta(days=1 if word in ("yesterday", "last night") else 0)
        return _claim(text, start, end, day, day, "day", True, published)
    if kind == "ago":
        n = parse_number(g["n"])
        if n is None:
            return None
        unit = g["unit"].lower()
        if g.get("today"):  # '30 years ago today': the same day of the year, that many back
            day = _same_day_back(published, int(n), unit)
            return _claim(text, start, end, day, day, "day", True, published)
        days = int(n) * {"day": 1, "week": 7, "month": 30, "year": 365}[unit]
        slack = {"day": 0, "week": 3, "month": 15, "year": 182}[unit]
        middle = published - timedelta(days=days)
        first, last = middle - timedelta(days=slack), min(published, middle + timedelta(days=slack))
        precision = "day" if unit == "day" else "span"
        return _claim(text, start, end, first, last, precision, True, published)
    which, unit = g["which"].lower(), g["unit"].lower()
    previous = which == "last"
    if unit in ("week", "weekend"):
        monday = published - timedelta(days=published.weekday()) - timedelta(days=7 * previous)
        if unit == "weekend" or which in ("over the", "at the"):
            saturday = monday + timedelta(days=5)
            if saturday > published:
                saturday -= timedelta(days=7)
            return _claim(
                text, start, end, saturday, saturday + timedelta(days=1), "span", True, published
            )
        # 'last week' is loose in news copy: from last Monday up to the day before publication
        last = published - timedelta(days=1) if previous else published
        return _claim(text, start, end, monday, max(monday, last), "week", True, published)
    if unit == "month":
        first = published.replace(day=1)
        if previous:
            first = (first - timedelta(days=1)).replace(day=1)
        last = _month_end(first.year, first.month) if previous else published
        return _claim(text, start, end, first, last, "month", True, published)
    year = published.year - previous
    return _claim(text, start, end, date(year, 1, 1), date(year, 12, 31), "year", True, published)


def _named_days(text: str, spans: Spans, published: date | None) -> list[Claim]:
    """Holidays, eras, and a caption's word that it is undated (``named_days``)."""
    claims = []
    for match in named_days.UNDATED.finditer(text):
        if spans.free(*match.span()):
            spans.take(*match.span())
            phrase = match.group(0)
            claims.append(Claim("date", "undated", phrase, {"precision": "unknown"}, match.span()))
    for match in named_days.ERA.finditer(text):
        start, end = match.span()
        if not spans.free(start, end) or named_days.ERA_AFTER_NOT.match(text[end:]):
            continue
        if named_days.ERA_MARKED.search(text[:start]):
            continue
        if not named_days.ERA_BEFORE.search(text[:start]):
            continue
        first, last = named_days.era(match)
        spans.take(start, end)
        claims.append(_claim(text, start, end, first, last, "day" if first == last else "span"))
    for match in named_days.HOLIDAY.finditer(text):
        start, end = match.span()
        if not spans.free(start, end):
            continue
        claim = _holiday(text, match, published)
        if claim is not None:
            spans.take(start, end)
            claims.append(claim)
    return claims


def _holiday(text: str, match: re.Match, published: date | None) -> Claim | None:
    """'Boxing Day 2015', 'on Christmas Day' (the last before publication), 'Independence Day
    2017' in the country the caption names (at its year, if the country keeps no such day)."""
    name = named_days.holiday_key(match.group("holiday"))
    start, end = match.span()
    country = caption_country(text)
    orthodox = bool(named_days.ORTHODOX.search(text))
    if match.group("year"):
        year = int(match.group("year"))
        day = named_days.holiday_date(name, year, country, orthodox)
        if day is None:
            return _claim(text, start, end, date(year, 1, 1), date(year, 12, 31), "year")
        return _claim(text, start, end, day, day, "day")
    if name in named_days.FESTIVALS:
        return None  # 'during Ramadan': an occasion, not a day reckoned here
    if name in ("christmas", "easter") and not _ON.search(text[:start]):
        return None  # 'Christmas shoppers', 'Easter Mass': not a day
    if _ANY_YEAR.search(text):
        return None  # 'Easter Mass ... in April 2008': the caption's own year dates it
    if published is None:
        return _unresolved(text, start, end)
    for year in (published.year, published.year - 1):
        day = named_days.holiday_date(name, year, country, orthodox)
        if day is not None and day <= published:
            return _claim(text, start, end, day, day, "day", True, published)
    return _unresolved(text, start, end)


_ON = re.compile(r"\b(?:on|at|over|during|since|until|by)\s+$", re.I)
_ANY_YEAR = re.compile(r"\b(?:1[5-9]|20)\d\d\b")
_CAPITALISED = re.compile(r"\b[A-Z][\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*){0,3}")


def caption_country(text: str) -> str | None:
    """The country a caption names: a country's name or people ('Ghana', 'Ghanaian'), else
    that of the first well-known city it names."""
    from provenance.claims.gazetteer import gazetteer

    runs = [m.group(0) for m in _CAPITALISED.finditer(text)]
    for run in runs:
        words = run.split()
        for size in range(len(words), 0, -1):
            for k in range(len(words) - size + 1):
                key = fold(" ".join(words[k : k + size]))
                code = world.COUNTRY_ALIASES.get(key) or world.DEMONYMS.get(key)
                code = code or next(
                    (p.country for p in gazetteer().lookup(key) if p.kind == "country"), None
                )
                if code:
                    return code
    for run in runs:
        for place in gazetteer().lookup(run):
            if place.kind == "city" and place.population >= 100_000:
                return place.country
    return None
