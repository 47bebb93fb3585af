"""Which words of a caption describe the picture, and which tell its background.

A caption's first sentence says what the picture shows; the sentences after it
usually tell the story around it ('Three months on, the death toll stands at
15,000.', 'The minister said 39 people had been killed.'). Inside a sentence,
some clauses do the same: a relative clause set off by commas (', who was in
Lyon,'), a clause placed in time against another moment ('six months after his
escape', 'since August 25'), and the people who watched or attended ('watched by
the mayor', 'including the prime minister'). What those words name is not what
the picture shows, and comparing it as if it were makes false drift: a person
who took the picture is not a person swapped into it, a death toll a week later
is not a count of the people shown.

Claims read in the background are kept, marked ``background``, so that drift can
use them to recognise the same thing written twice (a person named in passing
on one side is the person shown on the other) without ever counting them as a
change. A later sentence that speaks of the picture itself ('The photo was
taken on 3 May.', 'Image: NASA') is no background.
"""

from __future__ import annotations

import re

from provenance.claims.text import words

# Words before a full stop that does not end a sentence: titles, suffixes, initials.
_ABBREVIATIONS = words(
    "jr sr dr mr mrs ms st mt gen lt col capt sgt rev gov sen rep prof no vs ft fr maj cpl "
    "pvt adm cmdr insp supt det hon approx est inc ltd co corp jan feb mar apr jun jul aug "
    "sep sept oct nov dec"
)
_END = re.compile(r"[.!?]+['\"\u201d\u2019)]*\s+(?=['\"\u201c\u2018(]?[A-Z0-9])")
# A later sentence that speaks of the picture still describes it.
_ABOUT_PICTURE = re.compile(
    r"^\W*(?:the|this|that)\s+(?:photo(?:graph)?|picture|image|footage|video|still|frame)\b"
    r"|\b(?:photo(?:graph)?|picture|image|footage|video)s?\s+(?:was|were|is|are|has\s+been)\s+"
    r"(?:taken|shot|filmed|captured|recorded|made)\b"
    r"|\b(?:shows?|showing|depicts?|depicting|pictured|seen\s+here)\b"
    # where and when what is shown happened: 'The protest took place in Yerevan on 8 March.'
    r"|\b(?:took\s+place|takes\s+place|happened|occurred|(?:was|were)\s+held)\b",
    re.I,
)
# Clauses that tell background inside a sentence; each runs to the next comma, semicolon,
# dash or sentence end.
_CLAUSES = re.compile(
    r"(?:,\s*(?:who|whom|whose|which|where)\b"  # a relative clause set off by commas
    # ... or telling what had happened before: 'some 300,000 who have fled the region'
    r"|\b(?:who|which|that)\s+(?:had|have|has)\b"
    r"|\b(?:(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|several|few|some)"
    r"\s+(?:minutes?|hours?|days?|weeks?|months?|years?|decades?)\s+(?:after|before|since|later|"
    r"earlier|ago(?!\s+today))\b)"  # 'six months after his escape', 'a week before the vote'
    # (not 'ten years ago today': that day is the picture's own)
    r"|\bsince\b"  # 'more than 580,000 have arrived since August 25'
    r"|\b(?:watched|attended|followed)\s+by\b"  # who looks on
    r"|\bincluding\b|\bsuch\s+as\b"
    # what others claim, as a fact-check reports it: 'Posts claiming it shows ... are false'
    r"|\b(?:posts?|claims?|users|accounts|messages|tweets|videos?|social\s+media\s+posts?)\s+"
    r"(?:that\s+)?(?:falsely\s+|wrongly\s+)?(?:claim(?:ing|ed|s)?|sa(?:ying|id|ys)|suggest(?:ing|ed|s)?)\b)"
    # (the comma of a number ends no clause: 'where a blaze killed 1,100 workers')
    r"(?:[^,;:\u2014()]|,(?=\d{3}))*",
    re.I,
)
# The larger group the people shown belong to, counted: 'among some 600,000 who have fled'
# (the comma of a number ends no clause here)
_GROUP = re.compile(
    r"\b(?:among|one\s+of)\s+(?:(?:the|some|an?|estimated|more|than|nearly|about|around|over|"
    r"almost)\s+)*(?:\d|(?:thousands|hundreds|millions|dozens|tens)\b)(?:[^,;:\u2014()]|,(?=\d))*",
    re.I,
)
# A possessive before what a person's time or power is: 'Lula's inauguration', 'Mubarak's
# 30-year rule': the person is named in passing.
_POSSESSED = re.compile(
    r"[A-Z][\w\u00C0-\u024F-]*(?:\s+(?:(?:da|de|do|dos|del|van|von|bin|al)\s+)?"
    r"[A-Z][\w\u00C0-\u024F-]*){0,4}['\u2019]s\s+"
    r"(?:[\w-]+\s+){0,2}?(?:inauguration|rule|reign|regime|government|administration|"
    r"presidency|premiership|election|death|assassination|killing|murder|arrest|trial|"
    r"escape|resignation|ouster|overthrow|birthday|era|term|tenure|dictatorship|leadership)\b"
)


# A clause of its own that tells an earlier event: 'after a boy was shot by police on
# Tuesday', 'after the dam had burst'. Its time is that event's, not the picture's (what it
# counts may still be what is shown: the cars torched are the burnt-out cars pictured).
_EARLIER = re.compile(
    r"\b(?:after|before)\s+(?:[\w'\u2019-]+\s+){1,4}?(?:was|were|had)\s+(?:been\s+)?"
    r"[a-z]+(?:ed|en|wn|ot|lt|ck|ng|ew|st)\b[^,;:\u2014()]*",
    re.I,
)


def earlier_spans(text: str) -> list[tuple[int, int]]:
    """Character ranges of clauses that tell an earlier event: a date there is not the
    picture's."""
    return [m.span() for m in _EARLIER.finditer(text)]


def sentences(text: str) -> list[tuple[int, int]]:
    """The (start, end) of each sentence: a full stop after a title or an initial ('Dr.
    King', 'Martin Luther King Jr. waves', 'Michael B. Jordan') ends none."""
    bounds, start = [], 0
    for match in _END.finditer(text):
        before = text[start : match.start()].split()
        last = before[-1].lower().strip("'\"(") if before else ""
        if match.group(0).startswith(".") and (
            last in _ABBREVIATIONS or (len(last) == 1 and last.isalpha()) or "." in last
        ):
            continue
        bounds.append((start, match.end()))
        start = match.end()
    if start < len(text):
        bounds.append((start, len(text)))
    return bounds


# A sentence of this many words or fewer before the picture's own says nothing of the story
# around it: a slogan or a label ('Pray for Swat.', 'Kabul, Afghanistan.', 'Breaking news.').
_LABEL_WORDS = 4


def _picture_sentence(text: str, parts: list[tuple[int, int]]) -> int:
    """The index of the sentence that says what the picture shows: the first, unless short
    labels or slogans come before it."""
    return next(
        (
            k
            for k, (start, end) in enumerate(parts)
            if len(re.findall(r"\w+", text[start:end])) > _LABEL_WORDS
        ),
        0,
    )


def later_sentences(text: str) -> list[tuple[int, int]]:
    """Character ranges of the sentences after the picture's own that do not speak of the
    picture: the story around it ('Kenya banned plastic bags in 2017, according to the
    ministry.')."""
    parts = sentences(text)
    first = _picture_sentence(text, parts)
    return [
        (start, end)
        for k, (start, end) in enumerate(parts)
        if k > first and not _ABOUT_PICTURE.search(text[start:end])
    ]


def background_spans(text: str) -> list[tuple[int, int]]:
    """Character ranges of a caption that tell background, not what the picture shows."""
    spans = []
    parts = sentences(text)
    first = _picture_sentence(text, parts)
    for k, (start, end) in enumerate(parts):
        sentence = text[start:end]
        if k > first and not _ABOUT_PICTURE.search(sentence):
            spans.append((start, end))
            continue
        for match in _CLAUSES.finditer(sentence):
            spans.append((start + match.start(), start + match.end()))
        for match in _GROUP.finditer(sentence):
            spans.append((start + match.start(), start + match.end()))
        for match in _POSSESSED.finditer(sentence):
            spans.append((start + match.start(), start + match.end()))
    return spans


# A fact-check's words: only a caption that speaks as one says what its picture is not.
_FACT_CHECK = re.compile(
    r"fact[- ]?check|\bfalse(?:ly)?\b|\bfake\b|misleading|mis-?captioned|miscaptioned|debunk|"
    r"\bis\s+old\b|reverse\s+image|\bwrongly\b|misattribut|out\s+of\s+context|"
    r"\bnot\s+(?:from|taken|filmed|shot)\b|\bdoes\s*(?:n['\u2019]t|\s+not)\s+show",
    re.I,
)
# Where the words of a false claim end: at the verdict ('... in Dubai is old', '... is
# false'), at a clause that turns to the truth (', but it', ', it was'), or at the sentence's end.
_CLAIM_END = (
    r"[^.;:]*?(?=\s+(?:is|was|were|are)\s+(?:old|false|fake|misleading|not|actually|in\s+fact|"
    r"from|taken|filmed|shot|years?)\b|\s*[.;:](?:\s|$)|,\s+(?:but|it|the|this|and\s+it|when)\b|$)"
)
_REFUTED = re.compile(
    # 'this is not a 2019 rally', 'the video was not filmed in Gaza'
    r"\b(?:this|it|the\s+(?:photo(?:graph)?|picture|image|video|footage|clip))\s+(?:is|was)\s+"
    rf"not\s+(?:a|an|the|from|of|in|taken|filmed|shot|recorded)\b{_CLAIM_END}"
    # 'it does not show Kyiv'
    rf"|\b(?:does|did|do)(?:n['\u2019]t|\s+not)\s+show\b{_CLAIM_END}"
    # 'with the claim that it shows floods in Dubai', 'claiming the image shows ...'
    r"|\bclaim(?:s|ed|ing)?\s+(?:that\s+)?(?:it|this|they|the\s+\w+)\s+(?:shows?|depicts?|"
    rf"(?:was|were|is)\s+(?:taken|filmed|shot))\b{_CLAIM_END}"
    # 'falsely described as a Hamas attack', 'wrongly captioned as Lahore'
    r"|\b(?:falsely|wrongly|incorrectly|misleadingly|erroneously)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:claim\w*|sa(?:id|ys|ying)|describ\w+|caption\w*|label\w*|shared|present\w*|"
    rf"attribut\w+|link\w*|portray\w*|identif\w+|dated|placed)\b{_CLAIM_END}"
    # when a picture was passed around, not when it was taken: 'widely shared this week'
    r"|\b(?:shared|circulat\w+|posted|spread|went\s+viral)\s+(?:widely\s+)?(?:online\s+|"
    r"on\s+social\s+media\s+)?(?:this|last|earlier\s+this)\s+(?:week(?:end)?|month)",
    re.I,
)


def refuted_spans(text: str) -> list[tuple[int, int]]:
    """Character ranges of a fact-check that tell what its picture is said, falsely, to show
    ('this is not a 2019 rally', 'shared with the claim that it shows floods in Dubai') or
    when it was passed around: the caption disowns those words, so they are no claim of
    its own, neither to compare nor to match the other caption with."""
    if not _FACT_CHECK.search(text):
        return []
    return [m.span() for m in _REFUTED.finditer(text)]


def in_background(span: tuple[int, int] | None, background: list[tuple[int, int]]) -> bool:
    """Whether a claim's words lie wholly inside a background range."""
    if span is None:
        return False
    return any(s <= span[0] and span[1] <= e for s, e in background)
