"""Names swapped in otherwise identical wording.

The commonest way a picture gets a new story is the old caption copied with one
name changed: "Ferrari mechanics practise pit stops at Monza" becomes "McLaren
mechanics practise pit stops at Monza". The claims readers know places, people
and organisations from gazetteers and name lists, and miss what those lack (a
team, a sumo wrestler, a gate of a city). Where two captions run word for word
around a name that differs, the change is evidence in itself, whatever the name
is: this module finds such swaps by aligning the captions' words.

A swap is only reported where the claims readers are silent about it: a name
both captions' claims read (two spellings of one town, an acronym and its
organisation) is left to the comparison that knows the world.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from difflib import SequenceMatcher

import simplemma
from rapidfuzz import fuzz

from provenance.claims import Claim
from provenance.claims.counts import MEASURES
from provenance.claims.gazetteer import consistent, gazetteer
from provenance.claims.numbers import NUMBER
from provenance.claims.org_names import MEMBERS, acronym_of
from provenance.claims.person_names import first_names
from provenance.claims.places import is_demonym
from provenance.claims.text import APOSTROPHES, fold, skeleton, words

# The words on each side of a swap that must be the same in both captions: one
# word is often chance ('in'), two are the caption copied.
CONTEXT_WORDS = 2
# A swap is a name, not a rewritten clause.
MAX_NAME_WORDS = 4
# Two captions sharing less than this share of their words are retold, not copied.
MIN_SHARED = 0.6
# Spellings of one name: close letters ('Mohamed', 'Mohammed'), or the same consonants and
# most letters ('Saraqib', 'Saraqeb'); as drift's comparison of names the gazetteer lacks.
SAME_SPELLING = 90
SAME_SKELETON = 75

_TOKEN = re.compile(r"\w+(?:[-'.&]\w+)*|[^\w\s]")
_CONNECTORS = words(
    "of the de del della di da do dos das du des la le al el van von der den bin ibn y and"
)
_ORDINAL = re.compile(r"\d+(?:st|nd|rd|th)", re.IGNORECASE)
_SCORE = re.compile(r"\d{1,3}-\d{1,3}")
# a number joined to what it measures: 'a 21-storey tower', 'an 86-vehicle pile-up'
_MEASURE = re.compile(r"\d+(?:\.\d+)?-[a-z]+")
_SENTENCE_END = frozenset(".!?:")
_LOCATIVE = words("in at near outside from across over inside on to into towards")
_TITLES = words(
    "president prime minister pm king queen prince princess pope general gen sir dr mr mrs ms "
    "father fr sheikh chancellor senator governor mayor captain coach"
)

# Sides of a contest are teams, whatever their names ('face Wolfsburg', 'against Bangladesh').
_CONTEST = words("against v vs versus beat beats beating face faces facing defeat defeated play")
# An ordinal before these words is a date ('the 76th anniversary', 'the 77th edition').
_DATED = words("anniversary edition birthday")
# Titles of nobility, whose 'of' names a title rather than a place.
_NOBLE = words("duke duchess earl countess baron baroness marquess viscount")


@dataclass(frozen=True)
class Swap:
    """One name in the first caption where the second, in the same words around it, has
    another."""

    before: str
    after: str
    field: str  # place | person | organisation | count


def swaps(a: str, b: str, claims_a: list[Claim], claims_b: list[Claim]) -> list[Swap]:
    """Names and ranks changed in place between caption ``a`` and caption ``b``."""
    ta, tb = _TOKEN.findall(a.translate(APOSTROPHES)), _TOKEN.findall(b.translate(APOSTROPHES))
    if not ta or not tb:
        return []
    matcher = SequenceMatcher(None, ta, tb, autojunk=False)
    shared = sum(size for _, _, size in matcher.get_matching_blocks())
    if shared < MIN_SHARED * max(len(ta), len(tb)):
        return []
    found = []
    opcodes = matcher.get_opcodes()
    for k, (op, i1, i2, j1, j2) in enumerate(opcodes):
        if op != "replace" or not _framed(opcodes, k):
            continue
        was, now = ta[i1:i2], tb[j1:j2]
        if max(len(was), len(now)) > MAX_NAME_WORDS:
            continue
        field = _field(ta, tb, i1, i2, was, now, claims_a, claims_b)
        if field:
            found.append(Swap(" ".join(was), " ".join(now), field))
    return found + _exchanged(ta, tb, claims_a, claims_b)


# Words between two sides that say which won: 'Liverpool beat Everton'.
_OUTCOME = words(
    "beat beats beating defeat defeats defeated defeating overcame overcome edged edge edges "
    "thrashed thrash routed rout eliminated eliminate knocked outplayed downed"
)


def _exchanged(
    ta: list[str], tb: list[str], claims_a: list[Claim], claims_b: list[Claim]
) -> list[Swap]:
    """Two names that trade places where each place is a role: who won ('Liverpool beat
    Everton', 'Everton beat Liverpool') or an office ('President Ana Ruiz greets Prime
    Minister Tom Berg' with the offices exchanged). Names that trade places around 'and',
    'v' or 'with' tell one story twice."""
    found = []
    won_b = {(fold(x), fold(y)) for x, y in _outcomes(tb)}
    for winner, loser in _outcomes(ta):
        key = (fold(winner), fold(loser))
        if key[::-1] in won_b and key not in won_b:
            field = _read(winner, claims_a) or "organisation"
            found.append(Swap(winner, loser, "person" if field == "person" else "organisation"))
    offices_a, offices_b = _offices(claims_a), _offices(claims_b)
    for x, y in itertools.combinations(sorted(offices_a.keys() & offices_b.keys()), 2):
        (name, ox), (_, oy) = offices_a[x], offices_a[y]
        if (
            fold(ox) != fold(oy)
            and fold(offices_b[x][1]) == fold(oy)
            and fold(offices_b[y][1]) == fold(ox)
        ):
            found.append(Swap(f"{ox} {name}", f"{oy} {name}", "person"))
    return found


def _outcomes(tokens: list[str]) -> list[tuple[str, str]]:
    """(winner, loser) of each 'X beat Y' in a caption's words."""
    found = []
    for i, word in enumerate(tokens):
        if word.lower() not in _OUTCOME:
            continue
        before, after = _run(tokens, i - 1, -1), _run(tokens, i + 1, 1)
        if before and after:
            found.append((" ".join(before), " ".join(after)))
    return found


def _run(tokens: list[str], i: int, step: int) -> list[str]:
    """The capitalised words of a name from token ``i`` on, leftwards or rightwards."""
    run: list[str] = []
    while 0 <= i < len(tokens) and tokens[i][:1].isupper() and not _sentence_start(tokens, i):
        run.append(tokens[i])
        i += step
    if 0 <= i < len(tokens) and tokens[i][:1].isupper():
        run.append(tokens[i])  # a sentence's first word
    return run[::step]


def _offices(claims: list[Claim]) -> dict[str, tuple[str, str]]:
    """The people of a caption by folded name: their name and the title or role it gives."""
    return {
        fold(c.value): (c.value, c.detail["title"])
        for c in claims
        if c.field == "person" and c.detail.get("title")
    }


def _framed(opcodes: list[tuple], k: int) -> bool:
    """Whether a change has the same words on both sides: CONTEXT_WORDS of them, or the
    caption's start or end on one side."""
    before = opcodes[k - 1] if k > 0 else None
    after = opcodes[k + 1] if k + 1 < len(opcodes) else None
    if before is None and after is None:
        return False

    def same(op: tuple | None) -> bool:
        return op is None or (op[0] == "equal" and op[2] - op[1] >= CONTEXT_WORDS)

    # one word opening both captions frames as well as the start: 'Team OG' / 'Team Liquid'
    opening = before is not None and before[0] == "equal" and before[1] == before[3] == 0
    return (same(before) or opening) and same(after)


def _field(
    tokens: list[str],
    tokens_b: list[str],
    start: int,
    end: int,
    was: list[str],
    now: list[str],
    claims_a: list[Claim],
    claims_b: list[Claim],
) -> str | None:
    """The field a swap changes, or None where it is no swap of a name (or the claims readers
    already compare it)."""
    if _figure(was) and _figure(now):
        return "count"  # 'sold for $110.7 million' and '$81.4 million': a sum, not a name
    if _number(was) and _number(now) and _unit(tokens, end):
        # 'a queue two kilometres long' and '12 kilometres' (the same unit follows both: the
        # words after a swap are the same); a number a claim holds is compared there ('the
        # 100 metres final' is a race)
        unread = not (_read(was[0], claims_a) or _read(now[0], claims_b))
        return "count" if unread else None
    if _rank(was) and _rank(now):
        following = tokens[end] if end < len(tokens) else ""
        # 'the 76th anniversary', 'the 77th Cannes Film Festival': an edition is a year
        return "date" if following.lower() in _DATED or following[:1].isupper() else "count"
    if not (_name(tokens, start, was) and _name(tokens, start, now)):
        return None
    if _sentence_start(tokens, start) and not (
        (_named(was[0]) and _named(now[0]))
        or _person_for_person(was, now, claims_a, claims_b)
        or _body_for_body(tokens, end, was, now, claims_a, claims_b)
    ):
        return None  # 'Mourners' and 'People' opening a sentence are no names
    if end < len(tokens) and tokens[end][:1].isupper() and tokens[end] not in _CONNECTORS:
        return None  # the first words of one longer name: 'Donald' / 'President' + 'Trump'
    x, y = " ".join(was), " ".join(now)
    if _one_name(x, y):
        return None
    if _within(fold(x), fold(" ".join(tokens_b))) and _within(fold(y), fold(" ".join(tokens))):
        return None  # the two names trade places ('Chiefs v Pirates', 'Pirates v Chiefs')
    if start > 1 and tokens[start - 1] == "of" and tokens[start - 2].lower() in _NOBLE:
        return None  # a title: 'the Duchess of Cornwall' and 'of Cambridge' are people
    read_a, read_b = _read(x, claims_a), _read(y, claims_b)
    if read_a and read_b and read_a == read_b:
        return None  # both read: the comparison of claims has had its say
    if start > 0 and tokens[start - 1].lower() in _CONTEST:
        return "organisation"  # a side: 'Barcelona face Wolfsburg', 'against Bangladesh'

    places_a, places_b = gazetteer().lookup(x), gazetteer().lookup(y)
    if places_a and places_b and any(consistent(p, q) for p in places_a for q in places_b):
        return None  # 'Kerrville' and 'Kerr County', 'Mumbai' and 'Bombay'
    return read_a or read_b or _guess(tokens, start, end, was, now, places_a or places_b)


def _person_for_person(
    was: list[str], now: list[str], claims_a: list[Claim], claims_b: list[Claim]
) -> bool:
    """Two names of two words or more, one read as a person's: 'Justin Trudeau walks' and
    'Mark Carney walks' (whose given name is an English word too) open a sentence as names."""
    return (
        len(was) > 1
        and len(now) > 1
        and "person" in (_read(" ".join(was), claims_a), _read(" ".join(now), claims_b))
    )


def _body_for_body(
    tokens: list[str],
    end: int,
    was: list[str],
    now: list[str],
    claims_a: list[Claim],
    claims_b: list[Claim],
) -> bool:
    """A body's people opening a sentence, one side read as an organisation: 'Solidarity
    members' and 'Communist Party members' (a word of the language may name a body there)."""
    following = tokens[end] if end < len(tokens) else ""
    return bool(re.fullmatch(MEMBERS, following, re.I)) and "organisation" in (
        _read(" ".join(was), claims_a),
        _read(" ".join(now), claims_b),
    )


def _rank(span: list[str]) -> bool:
    """An ordinal, a score or a measure, which the count reader leaves alone ('his 50th
    century', 'won 12-11', 'a 21-storey tower')."""
    return len(span) == 1 and any(
        pattern.fullmatch(span[0]) for pattern in (_ORDINAL, _SCORE, _MEASURE)
    )


# A figure with its decimals, which the tokens keep whole: '41.6', '110.7'.
_FIGURE = re.compile(r"\d+\.\d+")


def _figure(span: list[str]) -> bool:
    """A number with a decimal point: a sum or a measure, never a name's."""
    return len(span) == 1 and _FIGURE.fullmatch(span[0]) is not None


def _number(span: list[str]) -> bool:
    return len(span) == 1 and re.fullmatch(NUMBER, span[0], re.I) is not None


def _unit(tokens: list[str], end: int) -> bool:
    """A unit after a number ('18 tonnes', 'for 30 years', 'two kilometres'), whose measures the
    count reader leaves alone; not a clock's time ('10 am')."""
    return end < len(tokens) and tokens[end].lower() in MEASURES - _CLOCK


_CLOCK = words("am pm")


def _name(tokens: list[str], start: int, span: list[str]) -> bool:
    """Whether words are a proper name: capitalised, with the small words names have between,
    and a number after a capitalised word ('Sierpień 80', 'Apollo 11', 'Studio 54')."""
    capitals = [
        w
        for k, w in enumerate(span)
        if w[:1].isupper()
        or (w[:1].isdigit() and not w.isdigit())
        or (w.isdigit() and k > 0 and span[k - 1][:1].isupper())
    ]
    if not capitals or span[0].lower() in _CONNECTORS - {"the"} or span[-1].lower() in _CONNECTORS:
        return False
    if all(w.lower() in _TITLES or is_demonym(fold(w)) for w in capitals):
        return False  # 'Prime Minister', 'Ukrainian': a role or a nationality, not a name
    return all(w in capitals or w.lower() in _CONNECTORS for w in span)


def _sentence_start(tokens: list[str], start: int) -> bool:
    return start == 0 or tokens[start - 1] in _SENTENCE_END


def _named(word: str) -> bool:
    """Whether a sentence's first word is a name, where its capital says nothing: an acronym,
    a word with digits or inner capitals ('T1', 'SpaceX'), a proper noun of the lemma
    dictionary ('Ferrari') or a word it does not know ('Qantas'); not 'Mourners' or 'People'."""
    if word.isupper() or any(c.isdigit() for c in word) or any(c.isupper() for c in word[1:]):
        return True
    key = word.lower()
    return simplemma.lemmatize(key, lang="en")[:1].isupper() or not simplemma.is_known(
        key, lang="en"
    )


def _one_name(x: str, y: str) -> bool:
    """Two writings of one name: accents, a possessive, transliterations ('Mohamed' and
    'Mohammed', 'Saraqib' and 'Saraqeb'), an acronym, a name and its part."""
    fx, fy = (re.sub(r"'s\b", "", fold(name)) for name in (x, y))
    if fx == fy or _transliterated(fx, fy):
        return True
    if acronym_of(x, y) or acronym_of(y, x):
        return True
    if x.isupper() and y.isupper() and (x.startswith(y) or y.startswith(x)):
        return True  # a body and its part: 'UN' and 'UNSC'
    wx, wy = set(fx.split()), set(fy.split())
    return bool(wx <= wy or wy <= wx)


def _transliterated(x: str, y: str) -> bool:
    """Close letters, or the same consonants in names long enough for that to say something
    ('Carla' and 'Carlo' are two people)."""
    ratio = fuzz.ratio(x, y)
    return ratio >= SAME_SPELLING or (
        ratio >= SAME_SKELETON and min(len(x), len(y)) >= 6 and skeleton(x) == skeleton(y)
    )


def _read(text: str, claims: list[Claim]) -> str | None:
    """The field of the longest claim a name was read in (a photographer's name in a credit,
    'Durga Puja' in the festival rather than 'Durga' as a town) or that was read in the name
    ('Eliud Kipchoge' in 'Kenya's Eliud Kipchoge')."""
    key = fold(text)
    overlapping = [
        (len(written), claim.field)
        for claim in claims
        if (written := fold(claim.text or "")) and (_within(key, written) or _within(written, key))
    ]
    return max(overlapping)[1] if overlapping else None


def _within(part: str, whole: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(part)}(?!\w)", whole) is not None


def _guess(
    tokens: list[str], start: int, end: int, was: list[str], now: list[str], placed: list
) -> str:
    """What an unread name is, from the words around it: 'near Moore' is a place,
    'Ferrari mechanics' an organisation, 'Terunofuji is presented' a person."""
    previous = tokens[start - 1].lower() if start > 0 else ""
    following = tokens[end] if end < len(tokens) else ""
    if following.lower() in _FEATURES or any(fold(s[-1]) in _FEATURES for s in (was, now)):
        return "place"  # 'the Meghna river', 'the James River': a river, whatever the name
    if previous == "team":
        return "organisation"  # 'Team OG', 'Team Liquid': a team's name
    if _POWER_PLANT.match(" ".join(tokens[end : end + 4]).lower()):
        return "place"  # 'the Chernobyl nuclear power plant': named after where it stands
    if previous in _TITLES or any(fold(s[0]) in first_names() for s in (was, now)):
        return "person"
    if previous in _LOCATIVE:
        return "place"
    if following[:1].islower() and following.isalpha() and following not in _VERB_LIKE:
        return "organisation"  # a name before a noun it qualifies: 'Lufthansa pilots'
    if any(w.endswith("'s") for w in (*was, *now)):
        return "organisation"  # a name owning what follows: 'Ferrari's garage'
    return "place" if placed and following not in _VERB_LIKE else "person"


# What follows a power plant's name, which is its place's: 'Fukushima Daiichi nuclear power
# plant', 'Kozloduy power station', 'Zaporizhzhia nuclear plant'.
_POWER_PLANT = re.compile(
    r"(?:nuclear\s+(?:power\s+)?(?:plant|station|reactor)|power\s+(?:plant|station))"
)

# Words of a natural feature's name, after it or ending it: 'the Padma river', 'Lake Ohrid'.
_FEATURES = words(
    "river lake sea bay gulf strait mountain mountains hill hills valley island islands "
    "peninsula desert glacier volcano canal creek falls delta reservoir dam cave"
)
# Words after a name that make it the subject of a clause rather than a qualifier.
_VERB_LIKE = words(
    "is are was were has have had lifts lift raises raise celebrates celebrate walks walk "
    "arrives arrive speaks speak waves wave stands stand leaves leave holds hold and or"
)
