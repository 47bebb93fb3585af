"""Named sporting competitions: which one a caption says, and which edition.

'the World Cup', 'the Copa America', 'the Champions League final', 'the Boston
Marathon', 'the Monaco Grand Prix', 'Euro 2020', 'the Paris 2024 Olympic Games':
all are of type sport, but two different competitions are two different events,
the way two storms with different names are. A name is read into its identity
('world cup', 'champions league', 'marathon'), its hosts ('paris', 'boston'), its
editions (a year, a Roman numeral) and its season (summer or winter), so that
'the 2022 World Cup' and 'Argentina's World Cup victory' agree, 'the Qatar World
Cup' and 'the World Cup' agree, and 'the Boston Marathon' and 'the New York City
Marathon', 'Euro 2020' and 'Euro 2024', 'the Rugby World Cup' and 'the World Cup'
do not.

Two sources of names: a list of competitions known by a name of their own
(``TITLES``: 'Wimbledon', 'Tour de France', 'Champions League'), and the head
words competitions are named with (``HEADS``: 'X Cup', 'X Open', 'X Games', 'X
Marathon', 'X Grand Prix' ...), where the capitalised words before the head name
it ('FA Cup', 'French Open', 'Asian Games').
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from provenance.claims.model import Claim
from provenance.claims.text import Spans, fold, words

TITLES = (
    r"Olympic Games|Olympics|Olympic|Paralympic Games|Paralympics|Paralympic|Wimbledon|"
    r"Tour de France|Giro d'Italia|Vuelta(?: a Espa[ñn]a)?|Roland[- ]Garros|"
    r"Copa (?:Am[eé]rica|Libertadores|Sudamericana|del Rey)|Six Nations|La Liga|Bundesliga|"
    r"Serie A|Ligue 1|AFCON|Africa Cup of Nations|Euros|Euro(?=\s+(?:19|20)\d\d)|"
    r"(?:Champions|Europa|Conference|Premier|Nations|Super|Indian Premier|Major) League|"
    r"Super Bowl|World Series|World Cup|Stanley Cup|Dakar Rally|Kentucky Derby"
)
# A head word names a competition with the capitalised words before it: 'FA Cup', 'US Open'.
# ('championships' names one in small letters too: 'the Big Ten championships'; a 'marathon'
# so written is often a discipline of other games: 'the Olympic marathon')
HEADS = (
    r"Cup|Open|Games|Grand Prix|Marathon|Championships?|Bowl|Trophy|Derby|Masters|"
    r"championships?"
)
_ORGANISERS = r"(?:FIFA|UEFA|ICC|IOC|NFL|NBA|ATP|WTA|CONCACAF|CONMEBOL|CAF|AFC|World Athletics)"
_WORD = r"(?:[A-Z][\w.\-]*|Women's|Men's|(?:19|20)\d\d)"
_EDITION = r"(?:19|20)\d\d|[IVXL]{1,7}\b"
COMPETITION = re.compile(
    rf"\b(?:{_ORGANISERS}\s+)?"
    rf"(?P<name>(?P<before>(?:{_WORD}\s+){{0,3}})(?P<title>{TITLES})"
    rf"|(?P<words>(?:{_WORD}\s+){{1,3}})(?P<head>{HEADS}))\b"
    rf"(?:\s+(?P<edition>{_EDITION}))?"
)
# Other names of one competition (folded).
ALIASES = {
    "olympic games": "olympics",
    "olympic": "olympics",
    "paralympic games": "paralympics",
    "paralympic": "paralympics",
    "euros": "euro",
    "afcon": "africa cup of nations",
    "roland garros": "french open",
    "vuelta": "vuelta a espana",
    "championships": "championship",
    "european cup": "champions league",  # its name until 1992
    "european champion clubs' cup": "champions league",
    "cup winners' cup": "cup winners cup",
}
# Trophies named apart from the competition they are won in: lifting the Webb Ellis Cup is
# winning the Rugby World Cup, so a caption naming the trophy and one naming the competition
# tell one event (folded trophy name -> the competition's identity).
TROPHIES = {
    "webb ellis cup": "rugby world cup",
    "william webb ellis cup": "rugby world cup",
    "webb ellis trophy": "rugby world cup",
    "jules rimet trophy": "world cup",
    "jules rimet cup": "world cup",
    "fifa world cup trophy": "world cup",
    "henri delaunay trophy": "euro",
    "henri delaunay cup": "euro",
    "vince lombardi trophy": "super bowl",
    "lombardi trophy": "super bowl",
    "wanamaker trophy": "pga championship",
    "norman brookes challenge cup": "australian open",
    "big eared cup": "champions league",
    "calcutta cup": "six nations",
}
# Words before a title that make it another competition: the Women's or the Rugby World Cup.
QUALIFIERS = words("women's men's rugby cricket t20 club junior youth under-20 under-17 u20 u17")
SEASONS = words("summer winter")
# Capitalised words that start a sentence or a phrase, not a competition's name.
NOT_NAME = words("the a an at in on of for during before after from to with and as this that")


def extract_competitions(text: str, spans: Spans) -> list[Claim]:
    """Named competitions, hosts and years included: in 'the Boston Marathon' Boston is the
    race's, not the place a picture was taken (fans watch it anywhere)."""
    claims = []
    for match, start, detail in _unclaimed(COMPETITION, text, spans):
        end = match.end()
        spans.take(start, end)
        claims.append(Claim("event", "sport", text[start:end], detail, (start, end)))
    return claims


def _unclaimed(
    pattern: re.Pattern, text: str, spans: Spans
) -> Iterator[tuple[re.Match, int, dict]]:
    """Each name the pattern finds, read, whose words no earlier reading has taken."""
    for match in pattern.finditer(text):
        found = _read(match)
        if found is not None and spans.free(found[0], match.end()):
            yield match, *found


def _read(match: re.Match) -> tuple[int, dict] | None:
    """Where the name starts (sentence words before it dropped) and what it says: identity,
    hosts, editions, seasons."""
    title = match.groupdict().get("title")
    group = "before" if title else "words"
    tokens = [
        (m.start() + match.start(group), m.group()) for m in re.finditer(r"\S+", match.group(group))
    ]
    while tokens and fold(tokens[0][1]) in NOT_NAME:
        tokens = tokens[1:]
    if title:
        tokens = tokens[len(tokens) - _title_prefix([t for _, t in tokens]) :]
    elif not tokens:
        return None  # 'The Open' alone says nothing of which
    head = title or match.group("head")
    before = [t for _, t in tokens]
    hosts, editions, seasons, identity = _parts(before, keep_unknown=not title)
    if match.group("edition"):
        editions.append(match.group("edition").lower())
    canonical = ALIASES.get(fold(head), fold(head))
    if canonical == "games" and seasons and not title:
        # 'the Milano Cortina 2026 Winter Games', 'the Summer Games': the Olympics, named by
        # season; the other words before it are its hosts, known to the gazetteer or not
        hosts, identity, canonical = (
            hosts + [w for w in identity if w not in QUALIFIERS],
            [w for w in identity if w in QUALIFIERS],
            "olympics",
        )
    competition = " ".join([*identity, canonical])
    competition = TROPHIES.get(fold(" ".join([*before, head])), competition)
    start = tokens[0][0] if tokens else match.start("title")
    name = " ".join([*before, head, *filter(None, [match.group("edition")])])
    return start, {
        "name": name,
        "competition": ALIASES.get(competition, competition),
        "hosts": hosts,
        "editions": editions,
        "seasons": seasons,
        "trigger": "competition",
    }


def _title_prefix(tokens: list[str]) -> int:
    """How many of the words before a title belong to it: hosts, years, seasons and
    qualifiers ('the Paris 2024 Olympic Games', 'the Women's World Cup'), read from the right;
    'Messi Lifts' in a headline's 'Messi Lifts World Cup' does not."""
    from provenance.claims.gazetteer import gazetteer

    k = len(tokens)
    while k > 0:
        for j in range(k):
            key = fold(" ".join(tokens[j:k]))
            if (
                (j == k - 1 and (key in QUALIFIERS or key in SEASONS))
                or (j == k - 1 and re.fullmatch(r"(?:19|20)\d\d", key))
                or any(p.kind != "continent" for p in gazetteer().lookup(key))
            ):
                k = j
                break
        else:
            break
    return len(tokens) - k


def _parts(
    tokens: list[str], keep_unknown: bool
) -> tuple[list[str], list[str], list[str], list[str]]:
    """Split the words before a head into hosts (places), editions (years), seasons and the
    rest, which names the competition ('French', 'FA', 'Asian'). Before a title ('Champions
    League') only qualifiers are kept ('Women's'): other words are the sentence's."""
    from provenance.claims.gazetteer import gazetteer

    hosts, editions, seasons, rest = [], [], [], []
    k = 0
    while k < len(tokens):
        word = fold(tokens[k])
        if re.fullmatch(r"(?:19|20)\d\d", word):
            editions.append(word)
            k += 1
            continue
        if word in SEASONS:
            seasons.append(word)
            k += 1
            continue
        if word in QUALIFIERS:  # 'Rugby' is a town, but the Rugby World Cup is not held there
            rest.append(word)
            k += 1
            continue
        for j in range(len(tokens), k, -1):
            key = fold(" ".join(tokens[k:j]))
            if any(p.kind != "continent" for p in gazetteer().lookup(key)):
                hosts.append(key)
                k = j
                break
        else:
            if keep_unknown:
                rest.append(word)
            k += 1
    return hosts, editions, seasons, rest


def same_competition(a: dict, b: dict) -> bool:
    """Whether two named competitions can be one event: the same identity (or one given only
    by host and year: 'Tokyo 2020'; or one only more qualified: the 'World Cup' of a rugby
    caption is the Rugby World Cup), and no host, edition or season that differs."""
    ca, cb = a.get("competition", ""), b.get("competition", "")
    if ca and cb and ca != cb:
        short, long = sorted((ca.split(), cb.split()), key=len)
        extra = long[: len(long) - len(short)]
        if long[len(extra) :] != short or not all(w in QUALIFIERS for w in extra):
            return False
    for part in ("hosts", "editions", "seasons"):
        xa, xb = set(a.get(part) or ()), set(b.get(part) or ())
        if xa and xb and not xa & xb:
            return False
    return True


def other_edition(a: dict, b: dict) -> bool:
    """Whether two named competitions or gatherings are one, held in different editions
    ('Super Bowl LVII' and 'Super Bowl LVIII', 'the 2019 and the 2023 Rugby World Cup'): an
    edition is a date, so what differs is when, not which event."""
    return _only_differ_in(a, b, "editions")


def other_host(a: dict, b: dict) -> bool:
    """Whether two named competitions or gatherings differ only by the place they are named
    after ('Lagos Fashion Week' and 'Johannesburg Fashion Week'): what differs is where."""
    return _only_differ_in(a, b, "hosts")


def _only_differ_in(a: dict, b: dict, part: str) -> bool:
    xa, xb = set(a.get(part) or ()), set(b.get(part) or ())
    if not xa or not xb or xa & xb:
        return False
    same = same_competition if "competition" in a and "competition" in b else same_gathering
    return same({**a, part: []}, {**b, part: []})


def edition_as_competition(name: str) -> dict:
    """'Tokyo 2020', 'Euro 2020': a numbered edition read as a competition, to compare with
    competitions named in full."""
    tokens = name.split()
    hosts, editions, seasons, rest = _parts(tokens, keep_unknown=True)
    identity = " ".join(rest)
    return {
        "competition": ALIASES.get(identity, identity),
        "hosts": hosts,
        "editions": editions,
        "seasons": seasons,
    }


# Fairs, festivals and shows are named the way competitions are: 'the Frankfurt Book Fair',
# 'the Venice Film Festival', 'Paris Fashion Week', 'the Geneva Motor Show', 'the Durga Puja
# festival', 'the Rio Carnival'. The words before the head are its host (a place) or its own
# name; the head's sort ('book fair', 'film festival') is part of its identity.
_SORTS = (
    r"Book|Film|Music|Arts?|Jazz|Literary|Literature|Food|Wine|Beer|Flower|Lantern|Lights?|"
    r"Kite|Balloon|Trade|Comedy|Folk|Dance|Theatre|Theater|Science|Fringe|Cultural|Harvest|"
    r"Spring|Summer|Winter|Snow|Ice|International|Annual|World"
)
GATHERING_HEADS = (
    rf"(?:(?:{_SORTS})\s+){{0,3}}(?:Fair|Festival|Carnival|Biennale|Biennial|Triennale|Expo)"
    r"|(?:festival|carnival|fair)"
    r"|(?:Fashion|Design|Art|Tech|Climate)\s+Week"
    r"|(?:Motor|Auto|Air|Flower|Boat|Trade|Horse|Agricultural|Car)\s+Show"
)
GATHERING = re.compile(
    rf"\b(?P<name>(?P<words>(?:{_WORD}\s+){{1,3}})(?P<head>{GATHERING_HEADS}))\b"
    rf"(?:\s+(?P<edition>(?:19|20)\d\d))?"
)
_FESTIVE = re.compile(r"festival|carnival", re.I)
# words of a head that say nothing of which gathering it is
_PLAIN = words("international annual world")


def extract_gatherings(text: str, spans: Spans) -> list[Claim]:
    """Named fairs and festivals, read like competitions: 'the Frankfurt Book Fair' is held in
    Frankfurt, and 'the Leipzig Book Fair' is another fair. A festival is a celebration, a fair
    or a show is known by its name alone."""
    claims = []
    for match, start, detail in _unclaimed(GATHERING, text, spans):
        end = match.end()
        identity = [w for w in detail.pop("competition").split() if w not in _PLAIN]
        detail.update(gathering=" ".join(identity), trigger="gathering")
        spans.take(start, end)
        kind = "celebration" if _FESTIVE.search(match.group("head")) else "fair"
        claims.append(Claim("event", kind, text[start:end], detail, (start, end)))
    return claims


def same_gathering(a: dict, b: dict) -> bool:
    """Whether two named fairs or festivals can be one: the words of one's name all in the
    other's ('the Cannes festival', 'the Cannes Film Festival'), and no host or year that
    differs ('the Frankfurt Book Fair', 'the Leipzig Book Fair')."""
    ga, gb = set(a.get("gathering", "").split()), set(b.get("gathering", "").split())
    if not (ga <= gb or gb <= ga):
        return False
    for part in ("hosts", "editions"):
        xa, xb = set(a.get(part) or ()), set(b.get(part) or ())
        if xa and xb and not xa & xb:
            return False
    return True
