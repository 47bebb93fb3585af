"""Run the extractors over a caption, most specific first, each skipping what is taken.

Two things are settled first. What a caption compares its picture with ('in scenes
echoing the fall of Saigon', 'reminiscent of the 1998 riots') is not what it shows:
no claim is read there. And a caption in capitals (a TV chyron, 'CARS PILED UP IN
DERNA, LIBYA') or all in small letters ('floods in lagos rn') says nothing with its
capitals: it is read with the gazetteer's names, months and days capitalised.
"""

from __future__ import annotations

import itertools
import re
from datetime import date, datetime, timedelta

from provenance.claims import offsets, world
from provenance.claims.actors import extract_organisations, extract_persons
from provenance.claims.attribution import (
    credit_from_option,
    doubts_the_picture,
    extract_credits,
    extract_hedges,
    extract_prose_credits,
)
from provenance.claims.capitals import date_capitals, extract_capitals
from provenance.claims.counts import extract_counts
from provenance.claims.dates import extract_dates, iso_month
from provenance.claims.events import (
    ACTOR_NOUN,
    event_from_option,
    extract_events,
    extract_holidays,
    extract_named_events,
    extract_occasions,
)
from provenance.claims.gazetteer import gazetteer
from provenance.claims.model import Claim
from provenance.claims.places import extract_places
from provenance.claims.scope import (
    background_spans,
    earlier_spans,
    in_background,
    later_sentences,
    refuted_spans,
)
from provenance.claims.text import Spans, fold, sentence_start

# A maker's recall of goods is no comparison: 'a global recall', 'recalls 2m cars'
_RECALLS = (
    r"(?<!global\s)(?<!product\s)(?<!safety\s)(?<!vehicle\s)(?<!voluntary\s)(?<!mass\s)"
    r"(?<!massive\s)(?<!worldwide\s)(?<!nationwide\s)recall(?:s|ed|ing)?(?!\s+of\b)"
    r"(?!\s+(?:more\s+than\s+|about\s+|some\s+|nearly\s+|almost\s+|over\s+)?"
    r"(?:\d|millions\b|thousands\b|hundreds\b))"
)
# 'in scenes echoing the fall of Saigon', 'reminiscent of the 2004 tsunami', 'likened to ...':
# the words up to the end of the clause name something else than the picture.
COMPARISON = re.compile(
    rf"\b(?:echo(?:es|ed|ing)?|{_RECALLS}|evok(?:e|es|ed|ing)|mirror(?:s|ed|ing)|"
    r"reminiscent\s+of|remind(?:s|ed|ing)?\s+(?:\w+\s+)?of|(?:compared|likened)\s+(?:to|with)|"
    r"harking\s+back\s+to|(?:not\s+)?(?:un)?like\s+(?:those|that|the\s+scenes?)\s+(?:of|in))\b"
    r"[^.;:!?()\n,]*",
    re.I,
)


def _in_a_name(text: str, start: int) -> bool:
    """A comparison's word capitalised inside a sentence is a word of a name or a title
    ("Kusama's 'Infinity Mirrored Room' at Tate Modern"), which compares nothing."""
    return text[start].isupper() and not sentence_start(text, start)


_CALENDAR = re.compile(
    r"\b(?:january|february|march|april|may|june|july|august|september|october|november|"
    r"december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec|monday|tuesday|wednesday|"
    r"thursday|friday|saturday|sunday)\b"
)
_WORD = re.compile(r"[^\W\d_][\w'\u2019-]*")


def extract_claims(text: str, published: date | datetime | None = None) -> list[Claim]:
    """Every claim a caption (or a passage of an article) makes, in the order written.

    ``published`` anchors relative dates: 'on Sunday' in a caption published on
    Monday 16 August 2021 is 2021-08-15. Without it they stay unresolved.
    """
    if isinstance(published, datetime):
        published = published.date()
    if not text or not text.strip():
        return []
    text = truecase(text)
    spans = Spans()
    for match in COMPARISON.finditer(text):
        if not _in_a_name(text, match.start()):
            spans.take(*match.span())
    early = [
        *extract_credits(text, spans),
        *extract_prose_credits(text, spans),
        *extract_named_events(text, spans),
    ]
    dates = extract_dates(text, spans, published)
    claims = [
        *early,
        *dates,
        *extract_holidays(text, spans, dates),
        *extract_organisations(text, spans),
        *extract_persons(text, spans),
        *extract_hedges(text, spans),
        *extract_occasions(text, spans, _place_or_people),
        *extract_events(text, spans),
        *(places := extract_places(text, spans)),
        *extract_capitals(text, spans, places),
        *extract_counts(text, spans),
    ]
    claims = [
        _coming(text, _cause(text, _after(text, _near(text, c))))
        for c in _without_nationalities(text, claims)
    ]
    background = background_spans(text)
    earlier = earlier_spans(text)
    later = later_sentences(text)
    claims = [
        _placed(
            claim,
            _hedged_story(claim, later)
            if claim.field == "hedge"
            else _outside_offset(claim, background + (earlier if claim.field == "date" else [])),
        )
        for claim in claims
    ]
    claims = _sources(text, _naming_events(text, claims))
    refuted = refuted_spans(text)
    claims = [
        Claim(c.field, c.value, c.text, {**c.detail, "refuted": True}, c.span)
        if c.field != "credit" and in_background(c.span, refuted)
        else c
        for c in claims
    ]
    return _unique(sorted(date_capitals(claims), key=lambda c: c.span or (0, 0)))


# Where a caption says where its picture comes from: 'a still from a navy video', 'handout
# photo from the Port Authority', 'an image released by the ministry' (not 'rations
# distributed by the WFP'). The bodies named up to the end of that phrase are the picture's
# source, not who it shows.
SOURCE_PHRASE = re.compile(
    r"\b(?:(?:photo(?:graph)?|picture|image|still|frame|video|footage|grab|screen\s?(?:shot|grab)|"
    r"handout)s?\s+(?:(?:taken|released|provided|distributed|issued|supplied|obtained|"
    r"handed\s+out)\s+)?(?:from|by)|courtesy\s+of|"
    # a clause of its own that gives a picture's source: '..., released by the ministry'
    r",\s+(?:released|issued|handed\s+out)\s+by)\s+"
    r"(?:(?:a|an|the)\s+)?",
    re.I,
)
# A body that released the picture, before its verb: 'The Coast Guard released this image of
# ...', 'The ministry issued the photo'.
SOURCE_BEFORE = re.compile(
    r"\s+(?:released|issued|provided|distributed|handed\s+out)\s+(?:this|these|the|an?)\s+"
    r"(?:photo(?:graph)?|picture|image|still|video|footage)s?\b",
    re.I,
)
_SOURCE_END = re.compile(
    r"[,.;:]|\s(?:via|shows?|showing|released|taken|published|posted|on|in|at|as|after|during|"
    r"when|that|which)\s",
    re.I,
)


def _sources(text: str, claims: list[Claim]) -> list[Claim]:
    """Organisations named as the picture's source, marked with the role ``source``."""
    regions = []
    for match in SOURCE_PHRASE.finditer(text):
        stop = _SOURCE_END.search(text, match.end(), match.end() + 80)
        regions.append((match.end(), stop.start() if stop else match.end() + 80))

    def source(c: Claim) -> bool:
        return any(start <= c.span[0] < end for start, end in regions) or bool(
            SOURCE_BEFORE.match(text, c.span[1])
        )

    return [
        Claim(c.field, c.value, c.text, {**c.detail, "role": "source"}, c.span)
        if c.field == "organisation" and c.span and source(c)
        else c
        for c in claims
    ]


def _naming_events(text: str, claims: list[Claim]) -> list[Claim]:
    """A place that names an event ('after the 2017 Puebla earthquake', 'the Sylhet floods') is
    where the event struck, which the picture may be far from: it is told as background."""
    starts = {
        c.span[0]
        for c in claims
        if c.field == "event" and c.span and c.detail.get("name") and not c.detail.get("hosts")
    }
    marked = []
    for claim in claims:
        if (
            claim.field == "place"
            and claim.span
            and any(
                start >= claim.span[1] and not text[claim.span[1] : start].strip(" -")
                for start in starts
            )
        ):
            claim = _background(claim)
        marked.append(claim)
    return marked


def _background(claim: Claim) -> Claim:
    return Claim(
        claim.field, claim.value, claim.text, {**claim.detail, "background": True}, claim.span
    )


# 'near Paarl', 'outside Lyon', 'on the outskirts of Quito': the picture is somewhere around.
_NEAR = re.compile(
    r"\b(?:near(?:by)?|outside|close\s+to|(?:on\s+)?the\s+outskirts\s+of|just\s+off|off)\s+"
    r"(?:the\s+)?(?:(?:coast|city|town|village)\s+of\s+)?$",
    re.I,
)


# 'the Miami area', 'greater Lyon', 'the Houston metro area', 'Paris and its suburbs': the city
# with the towns around it, which drift reads as a place written 'near' it.
_METRO_BEFORE = re.compile(r"\bgreater\s+$", re.I)
_METRO_AFTER = re.compile(
    r"^(?:'s)?\s+(?:(?:metro(?:politan)?|urban|wider|greater)\s+)?area\b"
    r"|^\s+metro\b|^\s+and\s+(?:its|the\s+surrounding)\s+(?:suburbs|area|region)\b",
    re.I,
)


def _near(text: str, claim: Claim) -> Claim:
    """A place written after 'near' or 'outside' marked ``near``: drift takes a town close by
    for it ('near Paarl' and 'outside Cape Town' may be one prison); so is a city written as
    its area ('the Miami area' holds Miami Gardens, 'greater Manchester' Bolton)."""
    if claim.field != "place" or not claim.span:
        return claim
    before = text[max(0, claim.span[0] - 40) : claim.span[0]]
    after = text[claim.span[1] : claim.span[1] + 40]
    if not (
        _NEAR.search(before)
        or (
            claim.detail.get("kind") == "city"
            and (_METRO_BEFORE.search(before) or _METRO_AFTER.search(after))
        )
    ):
        return claim
    return Claim(claim.field, claim.value, claim.text, {**claim.detail, "near": True}, claim.span)


# 'the morning after Friday night's quake', 'after Saturday's vote': a date right after 'after'
# is that of what came before the picture, which was taken then or in the days after. ('after
# an explosion on 26 August' may date the picture itself: left alone.)
_AFTER = re.compile(r"\b(?:after|following)\s+(?:the\s+)?$", re.I)
AFTER_DAYS = 7
# the day of the event an 'after' clause tells, at the clause's end: 'after Hurricane Otis made
# landfall on October 25' (marked ``event_day``: the picture's own day may be later, as the
# other caption may say by counting from that day: 'the day after Otis struck on Wednesday')
_AFTER_EVENT_ON = re.compile(
    r"\b(?:after|following)\s+(?:[^\s,;:.()]+\s+){1,10}?(?:on|of)\s+(?:the\s+)?$", re.I
)


def _after(text: str, claim: Claim) -> Claim:
    """A date told as the time of what the picture came after, its period stretched by
    AFTER_DAYS: 'the morning after Friday night's quake' agrees with Saturday."""
    if claim.field != "date" or not claim.span or "end" not in claim.detail or _offset(claim):
        return claim
    if not _AFTER.search(text[max(0, claim.span[0] - 60) : claim.span[0]]):
        if _AFTER_EVENT_ON.search(text[max(0, claim.span[0] - 80) : claim.span[0]]):
            detail = {**claim.detail, "event_day": True}
            return Claim(claim.field, claim.value, claim.text, detail, claim.span)
        return _counted_back(text, claim)
    try:
        end = date.fromisoformat(claim.detail["end"]) + timedelta(days=AFTER_DAYS)
    except (TypeError, ValueError):
        return claim
    detail = {**claim.detail, "end": end.isoformat(), "after": True}
    return Claim(claim.field, claim.value, claim.text, detail, claim.span)


# a picture's day followed by how long after an event it is: '8 June 2023, two days after
# the dam was destroyed'
_THEN_OFFSET = re.compile(r",?\s+")


def _counted_back(text: str, claim: Claim) -> Claim:
    """A day told with how long after an event it is ('8 June 2023, two days after the dam was
    destroyed') counts from the event's day (6 June), as a caption that begins with the offset
    does ('the day after Otis struck on Wednesday')."""
    if claim.detail.get("precision") != "day" or "from" in claim.detail:
        return claim
    gap = _THEN_OFFSET.match(text, claim.span[1])
    match = offsets.OFFSET.match(text, gap.end()) if gap else None
    days = offsets.offset_days(match) if match else None
    if not days or days[0] != days[1] or days[0] <= 0:
        return claim
    counted = date.fromisoformat(claim.detail["start"]) - timedelta(days=days[0])
    detail = {**claim.detail, "from": counted.isoformat()}
    return Claim(claim.field, claim.value, claim.text, detail, claim.span)


# What a caption gives as the cause of what its picture shows: 'after a dam collapse',
# 'following days of heavy rain', 'in the aftermath of the quake', 'caused by', 'a flood-hit
# street', 'cyclone-ravaged homes'.
_CAUSE_BEFORE = re.compile(
    r"\b(?:after|following|in\s+the\s+aftermath\s+of|caused\s+by|triggered\s+by|"
    r"brought\s+by|hit\s+by|struck\s+by|ravaged\s+by|destroyed\s+by|damaged\s+by)\s+"
    r"(?:[\w'\u2019-]+\s+){0,4}$",
    re.I,
)
_CAUSE_AFTER = re.compile(
    r"^-(?:hit|stricken|ravaged|affected|battered|damaged|devastated|struck|induced|torn)\b",
    re.I,
)


def _cause(text: str, claim: Claim) -> Claim:
    """An event a caption gives as the cause of what its picture shows, marked ``cause``:
    two captions that each give one, of two kinds, tell two stories ('after a dam burst'
    against 'after a typhoon'), whatever one may bring about."""
    if claim.field != "event" or not claim.span:
        return claim
    start, end = claim.span
    if not (
        _CAUSE_BEFORE.search(text[max(0, start - 60) : start]) or _CAUSE_AFTER.match(text[end:])
    ):
        return claim
    return Claim(claim.field, claim.value, claim.text, {**claim.detail, "cause": True}, claim.span)


# What a caption says its picture comes before: 'mechanics practise ahead of the Grand Prix',
# 'guards rehearse before the coronation'. The event is the occasion, not what is shown.
_COMING_BEFORE = re.compile(
    r"\b(?:ahead\s+of|in\s+the\s+run-?up\s+to|on\s+the\s+eve\s+of|before|in\s+preparation\s+"
    r"for|to\s+prepare\s+for|preparing\s+for)\s+(?:[\w'\u2019-]+\s+){0,4}$",
    re.I,
)


def _coming(text: str, claim: Claim) -> Claim:
    """An event the picture is said to come before, marked ``coming``."""
    if claim.field != "event" or not claim.span:
        return claim
    if not _COMING_BEFORE.search(text[max(0, claim.span[0] - 60) : claim.span[0]]):
        return claim
    return Claim(claim.field, claim.value, claim.text, {**claim.detail, "coming": True}, claim.span)


def _offset(claim: Claim) -> bool:
    """Whether a date is told as an offset from another ('a week after the coup of 1
    February'): it is already moved past what it came after."""
    return claim.field == "date" and "offset" in claim.detail


def _outside_offset(claim: Claim, background: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The background ranges that bear on a claim: for a date told as an offset, not the
    clause its own offset opens ('a week after the coup of 1 February' says when the picture
    was taken), though still a relative clause or a later sentence it stands in."""
    if not _offset(claim) or not claim.span:
        return background
    start, end = claim.span[0], claim.span[0] + len(claim.detail["offset"])
    return [(s, e) for s, e in background if not start <= s < end]


_OF = re.compile(r"\s+of\s+(?:the\s+)?$")


_POSSESSIVE = re.compile(r"['\u2019]s\s+")


def _without_nationalities(text: str, claims: list[Claim]) -> list[Claim]:
    """Without the countries people are 'of': 'Ana Lima of Brazil', 'Tom Reyes of the
    Philippines' say where the person is from, not where the picture was taken; nor those
    whose person they are: 'Norway's Ingrid Halvorsen' (a city's may be its mayor's scene)."""
    people = [c.span for c in claims if c.field == "person" and c.span]

    def nationality(c: Claim) -> bool:
        if c.field != "place" or not c.span:
            return False
        if any(end <= c.span[0] and _OF.fullmatch(text[end : c.span[0]]) for _, end in people):
            return True
        return c.detail.get("kind") not in ("city", "unresolved", "facility") and any(
            c.span[1] <= start and _POSSESSIVE.fullmatch(text[c.span[1] : start])
            for start, _ in people
        )

    return [c for c in claims if not nationality(c)]


# What a caption says of its picture wherever it says it: who made it.
_ALWAYS_SHOWN = ("credit",)


def _hedged_story(hedge: Claim, later: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The background ranges that bear on a hedge: a hedge says how sure the caption is of
    what its own sentence tells, so one in a later sentence about the story around the picture
    ('..., according to the ministry.', 'Some 40 are believed to have died.') vouches for that
    story, not the picture. Doubt about the picture itself ('The footage could not be
    verified.') is the picture's wherever it is written."""
    return [] if doubts_the_picture(hedge.value) else later


def _placed(claim: Claim, background: list[tuple[int, int]]) -> Claim:
    """The claim marked ``background`` where its words tell the story around the picture
    (a later sentence, a relative clause: see scope.py), so drift does not count it."""
    if claim.field in _ALWAYS_SHOWN or not in_background(claim.span, background):
        return claim
    return _background(claim)


def _place_or_people(name: str) -> bool:
    """Whether a name is a well-known place's or a people's ('during the Kenyan elections' names
    no occasion of its own; a village that shares an occasion's name does not count)."""
    key = fold(name)
    first = key.split()[0] if key else ""
    gaz = gazetteer()
    big = [p for p in gaz.lookup(key) if p.kind != "city" or p.population >= 100_000]
    return bool(big) or key in world.DEMONYMS or first in world.DEMONYMS


def without_capitals(text: str) -> bool:
    """Whether a caption's capitals say nothing: nearly all its letters in capitals, or none."""
    letters = [c for c in text if c.isalpha()]
    if len(letters) < 12:
        return False
    upper = sum(c.isupper() for c in letters) / len(letters)
    return upper > 0.8 or (upper == 0 and len(text.split()) >= 3)


def truecase(text: str) -> str:
    """A caption without meaningful capitals, in small letters but for the names the gazetteer
    knows (not those that are also English words), months and days; others as written.
    The length and positions are kept, so spans point into the caption as written."""
    if not without_capitals(text):
        return text
    chars = list(text.lower())
    words = list(_WORD.finditer(text.lower()))
    gaz = gazetteer()
    k = 0
    while k < len(words):
        for size in range(min(4, len(words) - k), 0, -1):
            run = words[k : k + size]
            if any(text[a.end() : b.start()] not in (" ", "-") for a, b in itertools.pairwise(run)):
                continue
            key = fold(text[run[0].start() : run[-1].end()])
            if len(key) < 3 or key in gaz.common_words or not gaz.lookup(key):
                continue
            for word in run:
                chars[word.start()] = chars[word.start()].upper()
            k += size
            break
        else:
            if _CALENDAR.fullmatch(words[k].group(0)):
                chars[words[k].start()] = chars[words[k].start()].upper()
            k += 1
    return "".join(chars)


def _unique(claims: list[Claim]) -> list[Claim]:
    """One claim of each value, the one about the picture rather than its background."""
    kept: dict[tuple, int] = {}
    found: list[Claim] = []
    for claim in claims:
        key = (claim.field, claim.value, claim.detail.get("what"), claim.detail.get("name"))
        if key not in kept:
            kept[key] = len(found)
            found.append(claim)
        elif (
            found[kept[key]].detail.get("background") and not claim.detail.get("background")
        ) or _told_by_deed(claim, found[kept[key]]):
            found[kept[key]] = _occasion_kept(claim, found[kept[key]])
        else:
            found[kept[key]] = _occasion_kept(found[kept[key]], claim)
    return found


def _told_by_deed(claim: Claim, kept: Claim) -> bool:
    """Whether an event is told by what happens ('Protesters wave flags during the
    demonstrations') where the copy kept so far named only the people ('protesters', who may be
    doing anything): the deed says what the picture shows, so it is the one kept."""
    return (
        claim.field == "event"
        and bool(ACTOR_NOUN.fullmatch(kept.detail.get("trigger") or ""))
        and not ACTOR_NOUN.fullmatch(claim.detail.get("trigger") or "")
        and claim.detail.get("background") == kept.detail.get("background")
    )


def _occasion_kept(kept: Claim, dropped: Claim) -> Claim:
    """An event kept for its value keeps the mark of the occasion the picture was taken at
    when the copy dropped was the one so written ('demonstrators ... during protests')."""
    if (
        kept.field != "event"
        or not dropped.detail.get("occasion")
        or dropped.detail.get("background")
        or kept.detail.get("occasion")
    ):
        return kept
    return Claim(kept.field, kept.value, kept.text, {**kept.detail, "occasion": True}, kept.span)


def option_claim(field: str, value: str, published: date | None = None) -> Claim:
    """A claim given by hand (``--place Kabul``, ``--date 2021-08-15``), normalised as in captions.

    What the extractor cannot read is kept as written, so nothing given is lost.
    """
    if field == "credit":
        return credit_from_option(value)
    if field == "event":
        return event_from_option(value)
    spans = Spans()
    if field == "date":
        month = iso_month(value)
        found = [month] if month else extract_dates(value, spans, published)
    elif field == "place":
        found = [c for c in extract_claims(f"in {value}", published) if c.field == "place"]
    else:
        found = [c for c in extract_claims(value, published) if c.field == field]
    if found:
        claim = found[0]
        return Claim(field, claim.value, value, claim.detail)
    return Claim(field, value.strip(), value, {"unparsed": True})
