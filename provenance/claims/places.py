"""Places in a caption: capitalised names looked up in the gazetteer, resolved in context.

'Houston, Texas' picks the Houston in Texas; 'Wilmington, North Carolina' the
one in North Carolina; a name that is also an English word ('Reading',
'Police') counts only where the caption signals a place ('in Reading').
'Kabul airport' is Kabul (feature: airport); 'southern Turkey' is Turkey.
A capitalised name after 'in', 'at' ... that the gazetteer does not know is
kept unresolved: it is compared by name only.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from provenance.claims import world
from provenance.claims.gazetteer import Place, gazetteer
from provenance.claims.model import Claim
from provenance.claims.text import Spans, fold, sentence_start, words

TOKEN = re.compile(r"[\w][\w'\u2019.&-]*")
CONNECTORS = words("of de del da do dos das di du des la le les upon on al el and y")
MAX_WORDS = 5
NOT_PLACES = words(
    "january february march april may june july august september october november december "
    "monday tuesday wednesday thursday friday saturday sunday i a an the this that these those "
    "he she it we they his her its our their mr mrs ms dr"
)


@dataclass
class _Token:
    start: int
    end: int
    word: str

    @property
    def capital(self) -> bool:
        return self.word[:1].isupper() and not any(c.isdigit() for c in self.word)


def _tokens(text: str) -> list[_Token]:
    tokens = []
    for match in TOKEN.finditer(text):
        word = match.group()
        end = match.end()
        while word and word[-1] in ".'\u2019-" and not re.fullmatch(r"(?:[A-Z]\.)+", word):
            word, end = word[:-1], end - 1
        if word.lower().endswith(("'s", "\u2019s")):
            word, end = word[:-2], end - 2
        if word:
            tokens.append(_Token(match.start(), end, word))
    return tokens


def _adjacent(text: str, a: _Token, b: _Token) -> bool:
    return text[a.end : b.start] in (" ", "-")


@dataclass
class _Candidate:
    first: int  # token indexes
    last: int
    places: list[Place]


def _previous_word(tokens: list[_Token], index: int) -> str:
    """The word before a name, looking past 'the' and compass words ('in southern Turkey')."""
    index -= 1
    while index >= 0 and (
        tokens[index].word.lower() == "the" or tokens[index].word.lower() in world.COMPASS
    ):
        index -= 1
    return tokens[index].word.lower() if index >= 0 else ""


def _signalled(text: str, tokens: list[_Token], first: int, last: int) -> bool:
    """Whether the words around a name say it is a place."""
    before = _previous_word(tokens, first)
    if before in world.LOCATIVES or before in world.PLACE_OF:
        return True
    if first > 0 and tokens[first - 1].word.lower() in world.COMPASS:
        return True
    if last + 1 < len(tokens) and tokens[last + 1].word.lower() in world.FACILITIES:
        return True
    after = text[tokens[last].end : tokens[last].end + 2]
    return after.startswith(",") and last + 1 < len(tokens) and tokens[last + 1].capital


def _is_demonym(key: str) -> bool:
    return key in world.DEMONYMS or (key.endswith("s") and key[:-1] in world.DEMONYMS)


def extract_places(text: str, spans: Spans) -> list[Claim]:
    gaz = gazetteer()
    tokens = _tokens(text)
    found: list[_Candidate] = []
    unresolved: list[tuple[int, int]] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if not token.capital or not spans.free(token.start, token.end):
            i += 1
            continue
        matched = False
        for last in range(min(len(tokens) - 1, i + MAX_WORDS - 1), i - 1, -1):
            if not _run(text, tokens, i, last) or not spans.free(token.start, tokens[last].end):
                continue
            key = fold(text[token.start : tokens[last].end])
            places = gaz.lookup(key)
            if not places or key in NOT_PLACES or _is_demonym(key):
                continue
            if _inside_longer_name(text, tokens, i, last):
                continue
            ambiguous = key in gaz.common_words
            if ambiguous and not _signalled(text, tokens, i, last):
                continue
            found.append(_Candidate(i, last, places))
            i, matched = last + 1, True
            break
        if not matched:
            end = _unknown_name(text, tokens, i, spans)
            if end is not None:
                unresolved.append((i, end))
                i = end + 1
            else:
                i += 1
    return _resolve(text, tokens, found, spans) + _unresolved(text, tokens, unresolved, spans)


def _inside_longer_name(text: str, tokens: list[_Token], first: int, last: int) -> bool:
    """'Hamid' in 'Hamid Karzai International Airport', 'York' in 'New York Times': a part of
    a longer proper name is not a place of its own."""
    after = last + 1
    if (
        after < len(tokens)
        and tokens[after].capital
        and _adjacent(text, tokens[last], tokens[after])
        and tokens[after].word.lower() not in world.FACILITIES
    ):
        return True
    before = first - 1
    return (
        before >= 0
        and tokens[before].capital
        and _adjacent(text, tokens[before], tokens[first])
        and not sentence_start(text, tokens[before].start)
        and fold(tokens[before].word) not in world.DEMONYMS
    )


def _run(text: str, tokens: list[_Token], first: int, last: int) -> bool:
    """Tokens first..last form one name: capitalised ends, connectors inside, no gaps."""
    if not tokens[last].capital:
        return False
    for k in range(first, last + 1):
        if k > first and not _adjacent(text, tokens[k - 1], tokens[k]):
            return False
        if not tokens[k].capital and tokens[k].word.lower() not in CONNECTORS:
            return False
    return True


def _unknown_name(text: str, tokens: list[_Token], first: int, spans: Spans) -> int | None:
    """A capitalised name the gazetteer lacks, right after 'in', 'at', 'near' ..."""
    if _previous_word(tokens, first) not in {"in", "at", "near", "outside", "off"}:
        return None
    if tokens[first].word.lower() in NOT_PLACES or _is_demonym(fold(tokens[first].word)):
        return None
    last = first
    while (
        last + 1 < len(tokens)
        and tokens[last + 1].capital
        and _adjacent(text, tokens[last], tokens[last + 1])
        and spans.free(tokens[last + 1].start, tokens[last + 1].end)
    ):
        last += 1
    return last


def _resolve(text: str, tokens: list[_Token], found: list[_Candidate], spans: Spans) -> list[Claim]:
    """Pick each name's place, preferring those inside the countries and states named nearby."""
    context_countries = {c.places[0].country for c in found if c.places[0].kind == "country"}
    context_states = {c.places[0].admin1 for c in found if c.places[0].kind == "state"}
    claims = []
    for candidate in found:
        place = _choose(candidate.places, context_countries, context_states)
        start, end = tokens[candidate.first].start, tokens[candidate.last].end
        detail = place.detail()
        after = candidate.last + 1
        if after < len(tokens) and tokens[after].word.lower() in world.FACILITIES:
            detail["feature"] = tokens[after].word.lower()
            end = tokens[after].end
        spans.take(start, end)
        claims.append(Claim("place", place.name, text[start:end], detail, (start, end)))
    return claims


def _choose(places: list[Place], countries: set, states: set) -> Place:
    for place in places:
        if place.kind == "city" and place.country == "US" and place.admin1 in states:
            return place
    for place in places:
        if place.kind != "country" and place.country in countries:
            return place
    return places[0]


def _unresolved(
    text: str, tokens: list[_Token], ranges: list[tuple[int, int]], spans: Spans
) -> list[Claim]:
    claims = []
    for first, last in ranges:
        start, end = tokens[first].start, tokens[last].end
        name = text[start:end]
        facility = tokens[last].word.lower() in world.FACILITIES
        following = tokens[last + 1].word.lower() if last + 1 < len(tokens) else ""
        kind = "facility" if facility or following in world.FACILITIES else "unresolved"
        spans.take(start, end)
        claims.append(Claim("place", name, name, {"kind": kind}, (start, end)))
    return claims
