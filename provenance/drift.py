"""Caption drift: what changed between two appearances' claims, field by field.

The comparison knows the world: a place is consistent with what contains it
(Kabul, Afghanistan) and with its other names (Kiev, Kyiv); dates agree when
their periods overlap (August 2021 and 15 August 2021); counts when their
ranges do ('more than 600' and 640); events by type and cause (a flood after a
hurricane, not a different story). A claim one caption makes and the other
does not is an addition, not drift, except a removed credit and a dropped
hedge: 'what appears to be' turned into a statement of fact is drift.

A caption without any date is taken to present its picture as recent: it is
compared as 'the weeks before it was published' (``IMPLICIT_DAYS``) with a caption
that gives a date; two undated captions give no date to differ.
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta

from rapidfuzz import fuzz

from provenance.claims import Claim, extract_claims
from provenance.claims.actors import (
    FORCES,
    NAME_SUFFIXES,
    PARENTS,
    compatible_kinds,
    name_words,
)
from provenance.claims.attribution import INSTITUTION_WORDS, LEGAL_FORMS, agency, same_body
from provenance.claims.capitals import readings as capital_readings
from provenance.claims.competitions import other_edition, other_host
from provenance.claims.counts import GATHERINGS, count_class
from provenance.claims.events import (
    CAUSES,
    NAMED_ONLY,
    RESPONSES,
    incident_at_shared_occasion,
    opposed,
    other_storm,
    other_vehicle,
    related,
    responses,
    retitled,
    roots,
    same_kind,
    same_named,
    same_occasion,
    staged_against_real,
    told_by_actors,
    tornadoes_only,
    vaguely_as,
    without_shared_debris,
)
from provenance.claims.extract import option_claim
from provenance.claims.gazetteer import (
    CITY_POPULATION,
    METROPOLIS_POPULATION,
    URBAN_KM_PER_SQRT_PERSON,
    Place,
    consistent,
    contains,
    gazetteer,
    small_places,
)
from provenance.claims.org_names import acronym_of, initials, names_of
from provenance.claims.person_names import MEMBERS_AFTER, first_names
from provenance.claims.places import (
    CONNECTORS,
    PART_PREFIXES,
    named_as_person,
    opposite_parts,
)
from provenance.claims.scope import refuted_spans
from provenance.claims.text import fold, skeleton, words
from provenance.claims.world import FACILITIES, NAME_PART_PREFIXES, VENUE_WORDS
from provenance.swaps import swaps

AREAS = ("country", "state", "continent", "admin", "region", "water")  # places no town
CAMP_AREAS = ("country", "state", "admin", "region")  # where a camp's villages are written
IMPLICIT_DAYS = 60  # an undated caption presents its picture as taken in the 60 days before
SEVERITY_WEIGHT = {"high": 0.8, "medium": 0.5, "low": 0.25}
SEMANTIC_WEIGHT = 0.5  # how much a complete loss of shared meaning adds to the score


@dataclass(frozen=True)
class Finding:
    """One typed difference, written as a fact-checker would say it."""

    field: str
    before: str | None
    after: str | None
    severity: str  # high | medium | low
    explanation: str
    change: str = "changed"  # changed | removed | dropped | added

    def to_json(self) -> dict:
        return {
            "field": self.field,
            "before": self.before,
            "after": self.after,
            "severity": self.severity,
            "change": self.change,
            "explanation": self.explanation,
        }


@dataclass
class Drift:
    findings: list[Finding]
    additions: list[Finding] = field(default_factory=list)
    similarity: float | None = None  # sentence-embedding cosine, when asked for (semantic.py)

    @property
    def drift(self) -> bool:
        return bool(self.findings)

    @property
    def score(self) -> float:
        """1 - prod(1 - weight): one high finding is 0.8, two are 0.96; none is 0.

        With a similarity, meaning lost counts as one more finding of weight
        SEMANTIC_WEIGHT * (1 - similarity).
        """
        keep = 1.0
        for finding in self.findings:
            keep *= 1 - SEVERITY_WEIGHT[finding.severity]
        if self.similarity is not None:
            keep *= 1 - SEMANTIC_WEIGHT * (1 - max(0.0, min(1.0, self.similarity)))
        return round(1 - keep, 3)

    @property
    def fields(self) -> list[str]:
        return sorted({f.field for f in self.findings})

    def to_json(self) -> dict:
        result = {
            "drift": self.drift,
            "score": self.score,
            "findings": [f.to_json() for f in self.findings],
            "additions": [f.to_json() for f in self.additions],
        }
        if self.similarity is not None:
            result["similarity"] = self.similarity
        return result


def compare_captions(
    a: str,
    b: str,
    published_a: date | None = None,
    published_b: date | None = None,
    semantic: bool = False,
) -> Drift:
    """Drift from caption ``a`` (seen first) to caption ``b`` (seen later).

    ``semantic`` adds their sentence-embedding similarity (the ``[embeddings]`` extra).
    """
    result = compare(
        extract_claims(a, published_a),
        extract_claims(b, published_b),
        published_a,
        published_b,
        captions=(a, b),
    )
    if semantic:
        from provenance.semantic import similarity

        result.similarity = similarity(a, b)
    return result


def compare(
    before: Sequence[Claim],
    after: Sequence[Claim],
    published_before: date | None = None,
    published_after: date | None = None,
    captions: tuple[str, str] | None = None,
) -> Drift:
    """Drift between two appearances' claims (each may come from the database).

    With the ``captions`` the claims were read from, a name swapped in otherwise identical
    wording is a finding too, where the claims say nothing of it (``swaps``).
    """
    # what a fact-check says its picture is not is no claim of its own (``refuted``)
    a = _by_field(c for c in before if not c.detail.get("refuted"))
    b = _by_field(c for c in after if not c.detail.get("refuted"))
    storms = _storm_names(a["event"] + b["event"])
    if captions:  # 'as Lincoln arrives' beside 'Abraham Lincoln's arrival'
        people = a["person"] + b["person"]
        a["place"] = [c for c in a["place"] if not named_as_person(captions[0], c, people)]
        b["place"] = [c for c in b["place"] if not named_as_person(captions[1], c, people)]
    a["place"], b["place"] = _not_storms(a["place"], storms), _not_storms(b["place"], storms)
    findings: list[Finding] = []
    additions: list[Finding] = []
    # both captions tell where apart from their events' names ('the Leipzig Book Fair in
    # Leipzig'): a fair named after another city is then another fair as well
    places_told = bool(a["place"]) and bool(b["place"])
    a["place"] = a["place"] + _hosts(a["event"], bool(a["place"]))
    b["place"] = b["place"] + _hosts(b["event"], bool(b["place"]))
    if not a["date"]:
        a["date"] = _editions(a["event"])
    if not b["date"]:
        b["date"] = _editions(b["event"])
    place = _scoped(_places, a["place"], b["place"])
    dated = (bool(a["date"]), bool(b["date"]))
    date_ = _scoped(
        lambda x, y: _dates(x, y, published_before, published_after, dated),
        a["date"],
        b["date"],
        strict=_years_apart(a["date"] + b["date"]),
    )
    findings += place + date_
    conflict_elsewhere = bool(place or date_)
    events = _scoped(
        lambda x, y: _events(x, y, conflict_elsewhere, places_told), a["event"], b["event"]
    )
    # an edition told apart is a date ('Super Bowl LVII' against 'LVIII'), already told if the
    # dates differ too;
    # and one named after another place ('Lagos Fashion Week' against 'Johannesburg Fashion
    # Week') is a place, already told if the places differ too
    told = {"date": bool(date_), "place": bool(place)}
    findings += [f for f in events if not told.get(f.field)]
    # ordinals ('her seventh gold medal') are counted only against ordinals
    ordinals_a = [c for c in a["count"] if c.detail.get("ordinal")]
    ordinals_b = [c for c in b["count"] if c.detail.get("ordinal")]
    a["count"] = [c for c in a["count"] if not c.detail.get("ordinal")]
    b["count"] = [c for c in b["count"] if not c.detail.get("ordinal")]
    findings += _scoped(_counts, a["count"], b["count"]) or _counted_once(a["count"], b["count"])
    if not any(f.field == "count" for f in findings):
        findings += _scoped(_ordinals, ordinals_a, ordinals_b)
    people_a = _uncredited(a["person"], b["credit"], a["credit"])
    people_b = _uncredited(b["person"], a["credit"], b["credit"])
    if captions:
        people_a = [p for p in people_a if not _surname_alone(p, captions[1], b["person"])]
        people_b = [p for p in people_b if not _surname_alone(p, captions[0], a["person"])]
    findings += _scoped(_people, people_a, people_b)
    places = a["place"] + b["place"]
    surnames = {c.detail.get("surname") for c in a["person"] + b["person"]} - {None}
    findings += _scoped(
        _organisations,
        [
            c
            for c in a["organisation"]
            if not _spells_out(c, places) and fold(c.value) not in surnames
        ],
        [
            c
            for c in b["organisation"]
            if not _spells_out(c, places) and fold(c.value) not in surnames
        ],
    )
    findings += _credits(
        a["credit"], b["credit"], [c for c in b["organisation"] if c.detail.get("role") == "source"]
    )
    findings += _hedges(a["hedge"], b["hedge"], a["count"], b["count"])
    if captions:
        findings += _swapped(*captions, list(before), list(after), {f.field for f in findings})
    changed = {f.field for f in findings}
    for name in ("place", "date", "event", "count", "person", "organisation", "credit"):
        if name not in changed and b[name] and not a[name]:
            additions.append(
                Finding(
                    name, None, _join(b[name]), "low", f"The later caption adds a {name}.", "added"
                )
            )
    return Drift(findings, additions)


def _swapped(
    a: str, b: str, before: list[Claim], after: list[Claim], changed: set[str]
) -> list[Finding]:
    """Findings for names swapped in copied wording, in fields no finding has named yet."""
    found = []
    for swap in swaps(a, b, before, after):
        if swap.field in changed:
            continue
        changed.add(swap.field)
        why = (
            f"The first caption names {swap.before} where the second, in the same words around "
            f"it, names {swap.after}."
        )
        found.append(Finding(swap.field, swap.before, swap.after, "medium", why))
    return found


def _hosts(events: list[Claim], placed: bool = False) -> list[Claim]:
    """The places a caption without any place gives through its competitions' hosts: 'at the
    Berlin Olympics' is in Berlin, for want of anything better ('at the World Championships in
    Rome' is then another place). A fair or a festival is where its visitors are, whatever
    other places the caption names ('fans at the Glastonbury Festival in Pilton'): its host
    counts even in a ``placed`` caption."""
    found = []
    for event in events:
        if placed and event.detail.get("trigger") != "gathering":
            continue
        for host in event.detail.get("hosts") or []:
            claim = option_claim("place", host.title())
            if not claim.detail.get("unparsed"):
                # a host city's games spread over its surroundings: read it as 'near' the city
                detail = {**claim.detail, "near": True}
                found.append(Claim(claim.field, claim.value, claim.text, detail, claim.span))
    return found


def _editions(events: list[Claim]) -> list[Claim]:
    """The years of the competitions a caption without any date names ('the 1998 World Cup
    final'): it is not undated, so not taken for a picture of the weeks before publication.
    An edition's year is its name, which the games may outrun (postponed: 'Tokyo 2020' was
    held in 2021; a season ending the next year): it stands for that year and the next."""
    found = []
    for event in events:
        for edition in event.detail.get("editions") or []:
            if re.fullmatch(r"(?:1[89]|20)\d\d", edition):
                first, last = date(int(edition), 1, 1), date(int(edition) + 1, 12, 31)
                detail = {"precision": "span", "start": first.isoformat(), "end": last.isoformat()}
                if event.detail.get("background"):
                    detail["background"] = True
                found.append(Claim("date", edition, event.text, detail, event.span))
    return found


def _background(claim: Claim) -> bool:
    return bool(claim.detail.get("background"))


def _scoped(
    differ: Callable[[list[Claim], list[Claim]], list[Finding]],
    a: list[Claim],
    b: list[Claim],
    strict: Callable[[list[Finding]], bool] | None = None,
) -> list[Finding]:
    """One field's findings, picture against picture and background against background.

    What a caption tells as background (a later sentence, a relative clause: scope.py) is
    no claim about the picture: it conflicts only with what the other caption tells as
    background in its turn ('20 years after the Taliban dynamited the statues' against
    '20 years after Islamic State militants ...'), while anything either caption says helps
    to recognise the same thing written twice (a person shown on one side, named in passing
    on the other). A difference counts when it stands against everything the other side
    says, not only against the part compared, or where ``strict`` says the pictures' own
    difference stands whatever else is told.
    """
    shown_a, shown_b = [c for c in a if not _background(c)], [c for c in b if not _background(c)]
    told_a, told_b = [c for c in a if _background(c)], [c for c in b if _background(c)]
    for x, y in ((shown_a, shown_b), (told_a, told_b)):
        if x is told_a and not (told_a and told_b):
            continue  # background only against background: an undated caption tells none
        found = differ(x, y)
        if found and (
            (not told_a and not told_b)
            or (strict is not None and strict(found))
            or (differ(x, b) and differ(a, y))
        ):
            return found
    return []


def _years_apart(dates: list[Claim]) -> Callable[[list[Finding]], bool]:
    """Whether two pictures' dates written out stand apart by more than a year: then one
    caption's background date is no reading of its picture's, whatever the other gives ('in
    2023. The cathedral was damaged in the February 22, 2011, earthquake' against 'on
    February 22, 2011'). A relative date ('on Monday', 'this week') may still be misread."""
    written = not any(c.detail.get("relative") for c in dates)
    return lambda found: written and all(f.severity == "high" for f in found)


def _by_field(claims: Iterable[Claim]) -> dict[str, list[Claim]]:
    grouped: dict[str, list[Claim]] = {
        name: []
        for name in ("place", "date", "event", "count", "person", "organisation", "credit", "hedge")
    }
    seen: dict[tuple[str, str, str | None], int] = {}
    for claim in claims:
        if claim.field not in grouped:
            continue
        # events of one type with names of their own are each kept: 'a tornado spawned by
        # Hurricane Laura', 'a Covid-19 ward during the pandemic'
        name = claim.detail.get("name") if claim.field == "event" else None
        key = (claim.field, claim.value, name)
        if key not in seen:
            seen[key] = len(grouped[claim.field])
            grouped[claim.field].append(claim)
        elif _background(grouped[claim.field][seen[key]]) and not _background(claim):
            grouped[claim.field][seen[key]] = claim  # the claim about the picture is kept
    return grouped


def _join(claims: Sequence[Claim]) -> str:
    return ", ".join(dict.fromkeys(c.value for c in claims))


def _unmatched(xs: Sequence, ys: Sequence, same) -> tuple[list, list]:
    """What each side has that nothing on the other side agrees with."""
    return (
        [x for x in xs if not any(same(x, y) for y in ys)],
        [y for y in ys if not any(same(x, y) for x in xs)],
    )


# -- places --------------------------------------------------------------------------------


# The words of a storm's name that say what it is: 'Hurricane Milton', 'Super Typhoon Rai'.
STORM_WORDS = words("hurricane storm typhoon cyclone tropical super depression superstorm")


def _storm_names(events: list[Claim]) -> set[str]:
    """The names either caption gives a storm ('Hurricane Florence' is 'florence'): a storm is
    named after people and places, so that 'Florence flooded Wilmington' after 'Hurricane
    Florence' speaks of the storm, not the Italian city ('Harvey', 'Milton' are towns too)."""
    names = set()
    for event in events:
        name = event.detail.get("name")
        if event.value != "storm" or not name:
            continue
        written = fold(name).removesuffix("'s").split()
        if written and written[0] in STORM_WORDS:
            rest = " ".join(w for w in written if w not in STORM_WORDS)
            if rest:
                names.add(rest)
    return names


def _not_storms(places: list[Claim], storms: set[str]) -> list[Claim]:
    """The places that are not a storm's name the captions give ('Florence, Italy', placed by
    its caption, is still the city)."""
    if not storms:
        return places
    return [
        c
        for c in places
        if c.detail.get("container") or not {fold(c.value), fold(c.text or c.value)} & storms
    ]


def _place(claim: Claim) -> Place:
    return Place.from_detail(claim.value, claim.detail)


def _known(claim: Claim) -> bool:
    return claim.detail.get("kind") not in ("unresolved", "facility", None)


def _container(claim: Claim) -> Place | None:
    outer = claim.detail.get("container")
    return Place.from_detail(outer.get("name", ""), outer) if outer else None


# Words before a settlement's name that say what it is: 'Kibbutz Be'eri' is Be'eri.
SETTLEMENT_WORDS = words(
    "kibbutz moshav village town camp township settlement hamlet colonia barrio"
)


# Compass words after a name the gazetteer lacks that name a side of it ('Andheri West').
COMPASS_SIDES = words("north south east west central")


def _names(claim: Claim) -> set[str]:
    """What a place is called, as written and as the gazetteer names it, a part word or a
    settlement word aside: 'East Jakarta' is also 'Jakarta', 'Kibbutz Be'eri' 'Be'eri', a
    camp named by its place ('Kakuma camp') the place; and, where the gazetteer lacks it, a
    neighbour named by its place in its own language ('Donja Jablanica', 'Kato Achaia')."""
    found = {fold(claim.value), fold(claim.text or claim.value)}
    found |= {fold(alias) for alias in claim.detail.get("aliases", ())}  # 'Palmyra (Tadmur)'
    for name in list(found):
        for word in (" city", " river"):
            if name.endswith(word) and name != word.strip():
                found.add(
                    name[: -len(word)]
                )  # 'Hualien City' is Hualien, 'the Hooghly river' the Hooghly
    found |= _named_with_its_city(claim)
    if claim.detail.get("part") or not _known(claim):  # not 'East London' in South Africa
        for name in list(found):
            first, _, rest = name.partition(" ")
            if rest and (
                first in PART_PREFIXES or first in SETTLEMENT_WORDS or first in NAME_PART_PREFIXES
            ):
                found.add(rest)
            head, _, last = name.rpartition(" ")
            if head and last in SETTLEMENT_WORDS:
                found.add(head.removesuffix(" refugee"))  # 'Mugunga camp', 'Zaatari refugee camp'
            if head and last in COMPASS_SIDES:
                found.add(head)  # 'Andheri West', 'Malad East': a side of a suburb, by its name
    return found


def _merged_into(part: Claim, whole: Claim) -> bool:
    """A name that is one half of a town's double name: the town two merged into
    ('Villingen' of 'Villingen-Schwenningen', 'Partenkirchen' of 'Garmisch-Partenkirchen'),
    as captions still call it by its old half, or its short name ('Bagneres' of
    'Bagneres-de-Bigorre', both unknown to the gazetteer). The gazetteer may know the half as
    a place of its own: then it lies within a town's reach of the whole."""
    if not _known(whole) and _known(part):
        # a known half of a name the gazetteer lacks: no town of that double name, unless each
        # half is a town of its own and the name is of what they share ('the Port of
        # Antwerp-Bruges', 'Dallas-Fort Worth airport')
        return _joint_name_of(whole, part)
    if _known(part) and _known(whole):
        # a half the gazetteer knows apart lies by the other ('Castrop', 'Rauxel')
        distance = _km(part, whole)
        if distance is None or distance > NEAR_KM or not _countries(part) & _countries(whole):
            return False
    halves = {
        fold(half)
        for name in (whole.value, whole.text or whole.value)
        for half in name.split("-")
        if "-" in name
    }
    return bool({h for h in halves if len(h) >= 5} & _names(part))


def _joint_name_of(whole: Claim, part: Claim) -> bool:
    """Whether a double name the gazetteer lacks joins two towns it knows, ``part`` among
    them, in the country its caption places it in: a port, an airport or a conurbation two
    towns share ('Antwerp-Bruges, Belgium'), which either town's name may stand for."""
    halves = [h.strip() for h in (whole.text or whole.value).split("-")]
    countries = _countries(whole)
    if len(halves) < 2 or not countries or fold(halves[0]) in PART_PREFIXES:
        return False
    towns = [
        [p for p in gazetteer().lookup(half) if p.kind == "city" and p.country in countries]
        for half in halves
    ]
    if not all(towns):
        return False
    return any(p.geonameid == part.detail.get("geonameid") for found in towns for p in found)


def _written_short(short: Claim, whole: Claim) -> bool:
    """A town written by the first half of a double name ('Boulogne harbour, northern
    France'), which the gazetteer read as another town of that first half (Boulogne-
    Billancourt), against the town whose own name it shortens (Boulogne-sur-Mer)."""
    if not (_known(short) and _known(whole)) or "-" not in whole.value:
        return False
    written = fold(short.text or short.value).split()
    if written and written[-1] in FACILITIES:
        written = written[:-1]  # the harbour of 'Boulogne harbour'
    shortened = " ".join(written)
    return (
        shortened != fold(short.value)
        and fold(whole.value.split("-")[0]) == shortened
        and bool(_countries(short) & _countries(whole))
    )


def _named_with_its_city(claim: Claim) -> set[str]:
    """A part of a city the gazetteer lacks, written with its city after it ('Midtown
    Manhattan', 'Downtown Nairobi' is 'Downtown' of that city): its name without the city's."""
    if _known(claim):
        return set()
    written = (claim.text or claim.value).split()
    if len(written) < 2:
        return set()
    for cut in range(1, len(written)):
        found = gazetteer().lookup(fold(" ".join(written[cut:])))
        if found and found[0].kind == "city":
            return {fold(" ".join(written[:cut]))}
    return set()


# How close two spellings of a person's name word must be (a surname is one person's more
# often than a place name is one place: closer than _spelled_alike asks).
TRANSLITERATION_RATIO = 80


def _spelled_alike(xs: set[str], ys: set[str]) -> bool:
    """Two spellings of one name the gazetteer lacks: 'Mekelle' and 'Mekele', 'Saraqib' and
    'Saraqeb'. Close letters (a ratio of 90), or the same consonants and a ratio of 75."""
    for x in xs:
        for y in ys:
            ratio = fuzz.ratio(x, y)
            if ratio >= 90 or (
                ratio >= 60 and min(len(x), len(y)) >= 5 and skeleton(x) == skeleton(y)
            ):
                return True
    return False


def _countries(claim: Claim) -> set[str]:
    """The countries a place may lie in: a name the gazetteer lacks lies where its container
    may, and a container that is a metropolis's old name may be the metropolis ('on the
    Hooghly, Calcutta': a South African village is called Calcutta too)."""
    if _known(claim):
        return _place(claim).touches()
    return set().union(*(outer.touches() for outer in _containers(claim)))


def _containers(claim: Claim) -> list[Place]:
    """What a caption places a name in, and the metropolis that container's name was the old
    name of ('Calcutta' is a South African village's name and Kolkata's old one)."""
    outer = _container(claim)
    if outer is None:
        return []
    if outer.kind != "city":
        return [outer]
    return [outer, *gazetteer().also_called(outer.name)]


def _same_named(a: Claim, b: Claim, alone: bool) -> bool:
    """One name on both sides is one place where nothing says otherwise: 'Sao Miguel, Azores'
    and 'Sao Miguel, Portugal'; 'Juchitan, Oaxaca' and 'Juchitan, Mexico'; and a name given
    ``alone``, with no other place ('in Victoria'), against the same name placed by its
    caption ('Mallacoota, Victoria, Australia')."""
    if _opposite_sides(a, b):
        return False
    names_a, names_b = _names(a), _names(b)
    if (
        not names_a & names_b
        and not _merged_into(a, b)
        and not _merged_into(b, a)
        and ((_known(a) and _known(b)) or not _spelled_alike(names_a, names_b))
    ):
        return False
    if alone:
        return True
    outers_a, outers_b = _containers(a), _containers(b)
    if outers_a and outers_b and not _placed_near(a) and not _placed_near(b):
        # not 'Springfield, Illinois' and 'Springfield, Missouri'
        return any(consistent(x, y) for x in outers_a for y in outers_b)
    ca, cb = _countries(a), _countries(b)
    return not ca or not cb or bool(ca & cb)


def _placed_near(claim: Claim) -> bool:
    """A name placed by the town it lies near ('Ribbeck, west of Berlin'), not in: it may lie
    in any area around that town ('Ribbeck in Brandenburg'), so only its country tells."""
    return bool((claim.detail.get("container") or {}).get("near"))


def _opposite_sides(a: Claim, b: Claim) -> bool:
    """'East Berlin' and 'West Berlin': one place, written with part words on opposite sides
    of it (a part and the whole, 'East Berlin' and 'Berlin', stay one place)."""
    part_a = a.detail.get("part") or a.detail.get("side")
    part_b = b.detail.get("part") or b.detail.get("side")
    return (
        bool(part_a and part_b)
        and _place(a).key == _place(b).key
        and opposite_parts(part_a, part_b)
    )


def _comparable(a: Claim, b: Claim) -> bool:
    """Two names the gazetteer lacks can be told apart only at one level ('Kibera, Nairobi' and
    'Mathare, Nairobi': two parts of one city) in containers that can both be true."""
    if a.detail.get("level", "locality") != b.detail.get("level", "locality"):
        return False
    ca, cb = _container(a), _container(b)
    return ca is None or cb is None or consistent(ca, cb)


def _city_of(claim: Claim) -> Place | None:
    """The city a place is written as a part of: 'Kensington, London', 'Mathare, Nairobi', or
    a name the gazetteer lacks that ends in its city's ('Education City Doha', 'Midtown
    Manhattan'), in the country its caption places it in."""
    outer = _container(claim)
    if outer is not None and outer.kind == "city":
        return outer
    written = (claim.text or claim.value).split()
    level = claim.detail.get("level", "locality")
    if _known(claim) or len(written) < 2 or level not in ("locality", "sublocality"):
        return None  # an island or an area is no part of a town
    countries = outer.touches() if outer is not None else set()
    for cut in range(1, len(written)):
        tail = fold(" ".join(written[cut:]))
        if tail in gazetteer().common_words or fold(written[cut - 1]) in CONNECTORS:
            continue  # 'Camp Freedom' is no part of a town called Freedom, 'La Paz' none of Paz
        for place in gazetteer().lookup(tail):
            if (
                place.kind == "city"
                and place.population >= CITY_POPULATION
                and (not countries or place.country in countries)
            ):
                return place
    return None


# How far 'near X' or 'outside X' may lie from X: a town's surroundings (NEAR_KM), or a few
# times a big city's urban radius (its metropolitan area: 'outside Cape Town' may be 50 km out).
NEAR_KM = 15
NEAR_URBAN_RADII = 6
# 'north of X' with no distance names the country beyond X's edge: twice as far as 'near X'.
BEARING_REACH = 2


def _km(a: Claim, b: Claim) -> float | None:
    """The distance between two places with positions (cities), great-circle, in km."""
    da, db = a.detail, b.detail
    if None in (da.get("lat"), da.get("lon"), db.get("lat"), db.get("lon")):
        return None
    la, lb = math.radians(da["lat"]), math.radians(db["lat"])
    dlon = math.radians(db["lon"] - da["lon"])
    cos = math.sin(la) * math.sin(lb) + math.cos(la) * math.cos(lb) * math.cos(dlon)
    return 6371.0 * math.acos(max(-1.0, min(1.0, cos)))


def _near_enough(a: Claim, b: Claim) -> bool:
    """Whether two towns lie close enough for 'near' one to be the other, in one country (not
    across a border: 'near Kfar Kila, Lebanon', 'near Metula, Israel')."""
    distance = _km(a, b)
    people = max(a.detail.get("population") or 0, b.detail.get("population") or 0)
    reach = max(NEAR_KM, NEAR_URBAN_RADII * URBAN_KM_PER_SQRT_PERSON * math.sqrt(people))
    if a.detail.get("bearing") or b.detail.get("bearing"):
        reach *= BEARING_REACH  # 'south of Lyon' is a stretch of country, 'near Lyon' its edge
    elif a.detail.get("venue") or b.detail.get("venue"):
        reach *= BEARING_REACH  # a ground named after a town may stand in the next one
    same_country = a.detail.get("country") == b.detail.get("country")
    return distance is not None and distance <= reach and same_country


def _compatible(a: Claim, b: Claim) -> bool:
    """Whether two of the most specific places the captions give can both be true. A place
    written 'near' or 'outside' another agrees with a town close by ('near Paarl', 'outside
    Cape Town' may be one prison; 'outside Kramatorsk' and 'near Bakhmut' are two towns)."""
    if _opposite_sides(a, b):
        return False
    if _same_named(a, b, alone=False) or _written_short(a, b) or _written_short(b, a):
        return True
    if (a.detail.get("near") or b.detail.get("near")) and _near_enough(a, b):
        return True
    if _near_the_town_of(a, b) or _near_the_town_of(b, a):
        return True
    city_a, city_b = _city_of(a), _city_of(b)
    if (city_a or city_b) and not (city_a and city_b and city_a.key == city_b.key):
        # a part of a city against anything but another part of it: compare the city
        # ('Cox's Bazar district' is read as the area around the town too)
        where_a = [city_a] if city_a else _readings(a) if _known(a) else [_container(a)]
        where_b = [city_b] if city_b else _readings(b) if _known(b) else [_container(b)]
        return (
            None in where_a
            or None in where_b
            or any(consistent(x, y) for x in where_a for y in where_b)
        )
    island_a, island_b = _island_of(a), _island_of(b)
    if island_a and island_b and island_a.key != island_b.key:
        return False  # 'Kefalos on Kos' and 'Samos': the islands differ
    if _known(a) and _known(b):
        return any(consistent(x, y) for x in _readings(a) for y in _readings(b))
    if not _known(a) and not _known(b):
        ca, cb = _container(a), _container(b)
        if ca is not None and cb is not None and not consistent(ca, cb):
            return False  # 'Xyzvale, Mozambique' and 'Xyzvale, Malawi'
        if a.detail.get("near") or b.detail.get("near"):
            return True  # 'near Tetbury' and 'at Highgrove': no distance to tell them apart
        return not _comparable(a, b)
    unknown, known = (b, a) if _known(a) else (a, b)
    outer, place = _container(unknown), _place(known)
    if unknown.detail.get("level") == "island" and known.detail.get("level") == "island":
        return False  # 'on Menorca' and 'on Ibiza': two islands
    if outer is None:
        return True  # a name the gazetteer lacks, nowhere in particular: it may be anywhere
    if known.detail.get("camp") and not unknown.detail.get("near") and outer.kind in CAMP_AREAS:
        # 'Kutupalong camp, Cox's Bazar' (a camp outside the town) and 'Ukhia, Bangladesh': the
        # land around a town holds villages the gazetteer lacks, in its area
        return contains(outer, place)
    if _written_as_area(known):
        # 'Dahej, Gujarat' and 'Gujarat's Bharuch district': a village may lie in the district
        # its town names, which is read as the area around it
        return any(
            consistent(outer, area)
            or (bool(outer.admin1) and (outer.country, outer.admin1) == (area.country, area.admin1))
            for area in _readings(known)
        )
    if unknown.detail.get("level") == "locality" and outer.kind != "city" and place.kind == "city":
        # 'Talat N'Yaaqoub, Morocco' and 'Amizmiz, Morocco': a village and a town, two places
        return False
    return consistent(outer, place)


def _near_the_town_of(village: Claim, near: Claim) -> bool:
    """A village the gazetteer lacks, placed by a town ('Xyzdorf, near Amizmiz'), against a
    place written near a city ('south-west of Marrakech'): both may be true where the town
    lies as near the city as 'near' reaches."""
    town = village.detail.get("container")
    if _known(village) or not near.detail.get("near") or not town or town.get("lat") is None:
        return False
    return _near_enough(Claim("place", town["name"], town["name"], town), near)


def _written_as_area(claim: Claim) -> bool:
    """A place written with an area's word after it: 'Bharuch district', 'Donetsk region'."""
    written = fold(claim.text or claim.value).split()
    return len(written) > 1 and written[-1] in AREA_WORDS


def _island_of(claim: Claim) -> Place | None:
    """The island a place is, or is written on ('Oia, Santorini'), where the gazetteer knows it."""
    for place in (_place(claim), _container(claim)):
        if place is not None and place.island:
            return place
    if claim.detail.get("level") == "island":  # 'on Chios': the island, not its chief town
        for name in (claim.text or claim.value, claim.value):
            for place in gazetteer().lookup(name):
                if place.island:
                    return place
    return None


# Words after a name that make it an area's: 'the Donetsk region', 'Idlib province', 'Gulu
# district' (the district a town names, as South Asian and East African captions write it).
AREA_WORDS = words("region province oblast governorate prefecture state county department district")


def _readings(claim: Claim) -> list[Place]:
    """The places a name may be, its caption's choice first. Each caption chose among
    homonyms alone: 'Victoria' beside nothing else is the city in Hong Kong, but against
    'Australia' the Australian state is meant. A name placed by its caption ('Perth,
    Scotland') has one reading; a far smaller town is no reading of a big city's name."""
    chosen = _place(claim)
    written = fold(claim.text or claim.value).split()
    if len(written) > 1 and written[-1] in AREA_WORDS:
        # 'Donetsk region', 'Idlib province': the area, though a city shares its name
        areas = [
            p
            for p in gazetteer().lookup(" ".join(written[:-1]))
            if p.kind in ("admin", "state") and p.country == chosen.country
        ]
        if areas:
            return areas
        if chosen.kind == "city" and chosen.admin1:
            # no area of that name: the first-level area around the city ('Donetsk region')
            return [Place(claim.text or claim.value, "admin", chosen.country, chosen.admin1)]
    outer = _container(claim)
    # a capital written by description: the country's other seats of government too
    readings = [chosen, *capital_readings(claim)]
    if (
        chosen.kind == "city"
        and chosen.population < CITY_POPULATION
        and (outer is None or outer.kind == "country")
    ):
        # a village its caption places in a country at most: any village of that name there
        # ('Hrabove, eastern Ukraine' may be the Hrabove of the Donetsk region)
        homonyms = small_places(claim.value, {chosen.country} if chosen.country else set())
        readings += [p for p in homonyms if p.geonameid != chosen.geonameid]
    if outer is not None or claim.detail.get("part") or claim.detail.get("beside"):
        return readings  # placed by its caption: in, or beside, the place written after it
    # as written and as named: 'Westminster Hall' is looked up as 'Westminster' too; and a
    # metropolis that once bore the name ('Calcutta' is a South African village and Kolkata)
    written_or_named = {claim.text or claim.value, claim.value}
    gaz = gazetteer()
    for other in itertools.chain(
        *map(gaz.lookup, written_or_named), *map(gaz.also_called, written_or_named)
    ):
        if other.key in {r.key for r in readings} or other.kind in ("continent", "water", "region"):
            continue
        if other.kind == "city" and other.population * 10 < chosen.population:
            continue
        if other.kind != "city" and claim.detail.get("level") == "locality":
            continue  # 'the port city of Valparaiso' is not the region of Valparaiso
        readings.append(other)
    return readings


def _leaves(claims: list[Claim]) -> list[Claim]:
    """The most specific places: 'Kathmandu, Nepal' is Kathmandu, so that 'Pokhara, Nepal' is
    a different place although both are in Nepal; 'Brumadinho, Minas Gerais' is Brumadinho,
    and a place written as another's container ('Mathare, Nairobi') is no leaf either."""
    places = {id(c): _place(c) for c in claims if _known(c)}
    written = {_container(c).key for c in claims if _container(c) is not None}

    def inside(inner: Place, outer: Place) -> bool:
        # a river or sea beside a town on it ('the Danube ... in Novi Sad') is no leaf either:
        # any town on another stretch of it would otherwise agree with it
        # ('the Mediterranean off Libya' keeps the sea: a country is no town on it)
        if outer.kind == "admin" and not outer.admin1 and outer.key != inner.key:
            # an area kept by hand ('Long Island', 'Kashmir'), compared at country level, is
            # no leaf beside a town of its country: 'Levittown, New York, ... on Long Island'
            # is Levittown, and agrees with no other Levittown through the island
            return inner.kind == "city" and bool(inner.touches() & outer.touches())
        return (
            outer.kind in ("country", "state", "continent", "admin", "region", "city", "water")
            and (outer.kind != "water" or inner.kind not in AREAS)
            and outer.key != inner.key
            and contains(outer, inner)
        )

    def landmark(claim: Claim) -> bool:
        # 'Paiporta, near Valencia': the town is the place, the city only where it lies
        # (written as where a town its caption names lies: 'Buñol, near Valencia', 40 km out)
        if claim.detail.get("landmark") and len(places) > 1:
            return True
        # ... and a city named only as an owner ("Mexico City's Metro ... in Tlahuac") is
        # where the town its caption names lies
        return bool(claim.detail.get("near") or claim.detail.get("owner")) and any(
            other is not claim and not other.detail.get("near") and _near_enough(other, claim)
            for other in claims
            if id(other) in places
        )

    # a place only written near is no leaf that makes the place it lies near no leaf either:
    # 'near Wembley in London' is still in London
    near = {id(c) for c in claims if id(c) in places and landmark(c)}
    inner = [p for key, p in places.items() if key not in near]
    leaves = []
    for claim in claims:
        place = places.get(id(claim))
        if place is not None and (
            place.key in written or any(inside(p, place) for p in inner) or id(claim) in near
        ):
            continue
        if claim.detail.get("holds"):
            continue  # a name the gazetteer lacks, written as where another place lies
        leaves.append(claim)
    return leaves


def _shown(claim: Claim, written: bool = False) -> str:
    """A place's name in a finding: the gazetteer's, or as ``written`` where a part word tells
    which side of it ('East Berlin' against 'West Berlin', not 'Berlin' against 'Berlin')."""
    if written and claim.detail.get("part"):
        return claim.text or claim.value
    if written and claim.detail.get("side"):
        return f"{claim.detail['side']} {claim.value}"  # 'northern Gaza'
    return claim.value


def _describe_place(claim: Claim) -> str:
    """A place as the finding names it: with what its caption places it in ('Springfield
    (Missouri)'), else its country."""
    container = claim.detail.get("container")
    if container and container.get("name") and claim.detail.get("kind") != "country":
        return f"{claim.value} ({container.get('name')})"
    country = claim.detail.get("country_name")
    if country and claim.detail.get("kind") not in ("country",):
        return f"{claim.value} ({country})"
    return claim.value


def _places(a: list[Claim], b: list[Claim]) -> list[Finding]:
    """The most specific places of each side, each against the other side's: known places by
    containment, names the gazetteer lacks by name and through their containers.

    A named facility ('Hamid Karzai International Airport') has no known place to compare.
    Beside known places on both sides, a name the gazetteer lacks counts only where the
    caption says what it is part of (it may be a river, a festival ground): in 'Schuld,
    Germany' and 'Pepinster, Belgium' the countries still differ.
    """
    facilities = _facilities(a, b)
    # what a facility or a feature the gazetteer lacks is called, on each side
    sites_a = [c for c in a if _site(c)]
    sites_b = [c for c in b if _site(c)]
    facilities_a = [c for c in a if c.detail.get("kind") == "facility"]
    facilities_b = [c for c in b if c.detail.get("kind") == "facility"]
    a = _located([c for c in a if c.detail.get("kind") != "facility"])
    b = _located([c for c in b if c.detail.get("kind") != "facility"])
    # every name a side writes still vouches for its own name on the other side: 'El Alto,
    # Bolivia' and 'in El Alto, above La Paz', where the town the gazetteer lacks is unplaced;
    # so does a camp named by its place ('Kakuma camp' against 'Kakuma, Turkana')
    named_a, named_b = a + _settlements(facilities_a), b + _settlements(facilities_b)
    if any(_known(c) for c in a) and any(_known(c) for c in b):
        a = [c for c in a if _known(c) or c.detail.get("container")]
        b = [c for c in b if _known(c) or c.detail.get("container")]
    leaves_a, leaves_b = _leaves(a), _leaves(b)

    def unmatched(xs: list[Claim], leaves: list[Claim], others: list[Claim]) -> list[Claim]:
        return [
            x
            for x in _leaves(xs)
            if not any(_compatible(x, y) for y in leaves)
            and not any(_same_named(x, y, alone=len(xs) == 1) for y in others)
        ]

    gone, new = unmatched(a, leaves_b, named_b), unmatched(b, leaves_a, named_a)
    gone = [c for c in gone if not _names_a_facility(c, sites_b)]
    new = [c for c in new if not _names_a_facility(c, sites_a)]
    if not (gone and new):
        gone, new = _sides_apart(a, b)
    if not (gone and new):
        return facilities
    before = ", ".join(_describe_place(c) for c in gone)
    after = ", ".join(_describe_place(c) for c in new)
    written = bool({c.value for c in gone} & {c.value for c in new})  # 'East', 'West Berlin'
    return [
        Finding(
            "place",
            ", ".join(dict.fromkeys(_shown(c, written) for c in gone)),
            ", ".join(dict.fromkeys(_shown(c, written) for c in new)),
            "high",
            f"Place changed from {before} to {after}: neither contains the other.",
        )
    ]


def _sides_apart(a: list[Claim], b: list[Claim]) -> tuple[list[Claim], list[Claim]]:
    """One city written on opposite sides by the two captions, whatever each places in it:
    'Finsbury Park, north London' and 'Peckham, south London' are two parts of London."""
    for x in a:
        for y in b:
            if _known(x) and _known(y) and _opposite_sides(x, y):
                return [x], [y]
    return [], []


def _site(claim: Claim) -> bool:
    """A named facility, or a feature the gazetteer lacks ('the Ryogoku Kokugikan')."""
    kind = claim.detail.get("kind")
    return kind == "facility" or (kind == "unresolved" and claim.detail.get("level") == "feature")


def _names_a_facility(place: Claim, facilities: list[Claim]) -> bool:
    """A name that is the whole of a word or two of a facility the other caption names: the
    facility written short ('Reforma' for 'Paseo de la Reforma') or the district a ground is
    named after ('in Ryogoku' and 'the Ryogoku Kokugikan in Tokyo')."""
    for facility in facilities:
        written = fold(facility.text or facility.value).split()
        if any(
            len(name.split()) < len(written) and _within(name.split(), written)
            for name in _names(place)
        ):
            return True
    return False


def _within(part: list[str], whole: list[str]) -> bool:
    return any(whole[k : k + len(part)] == part for k in range(len(whole) - len(part) + 1))


def _settlements(facilities: list[Claim]) -> list[Claim]:
    """The facilities that are places people live in: a camp, a township."""
    return [c for c in facilities if c.detail.get("feature") in SETTLEMENT_WORDS]


# How far after a town its landmark may be written: '..., 30 km south-west of ' and no more.
LOCATED_GAP = 40


def _located(claims: list[Claim]) -> list[Claim]:
    """A town the gazetteer lacks, written with the known place it lies near ('Gjerdrum, north
    of Oslo', 'Xyz, near Valencia'), is placed by it as by a container: compared through it
    with a known place, and the place near it is no leaf of its own."""
    located = list(claims)
    for k, (claim, after) in enumerate(itertools.pairwise(claims)):
        if (
            claim.detail.get("kind") == "unresolved"
            and claim.detail.get("level") == "locality"
            and not claim.detail.get("container")
            and after.detail.get("near")
            and _known(after)
            and claim.span
            and after.span
            and after.span[0] - claim.span[1] <= LOCATED_GAP
        ):
            outer = {key: v for key, v in after.detail.items() if key != "near"}
            detail = {**claim.detail, "container": {"name": after.value, **outer, "near": True}}
            located[k] = Claim(claim.field, claim.value, claim.text, detail, claim.span)
    return located


VENUES = VENUE_WORDS


# What a town names after itself, one of a kind or nearly: 'Chelm station', 'Narita airport',
# 'the Ghazipur border' (a border post), 'Chester Zoo' are facilities too, told apart from
# another of their kind by name (a metropolis has several: 'Tokyo International Airport' is
# Haneda's other name).
TOWN_FACILITIES = frozenset(
    ("airport", "station", "port", "harbour", "harbor", "border", "crossing", "zoo")
)


def _kind_of_facility(claim: Claim) -> str | None:
    """What a named facility is ('venue' for any sports ground), or None where it is no name:
    'the Tampa Bay Rays' stadium' says whose stadium it is, not what it is called."""
    feature = claim.detail.get("feature")
    written = (claim.text or claim.value).split()
    if claim.detail.get("venue"):
        return "venue"  # a ground named after its town: 'Wembley Stadium', 'Nokia Arena'
    if (
        claim.detail.get("kind") == "city"
        and feature in TOWN_FACILITIES
        and (claim.detail.get("population") or 0) < METROPOLIS_POPULATION
    ):
        return feature  # 'Narita airport' against 'Haneda airport': two airports
    if not feature or claim.detail.get("kind") != "facility":
        return None
    if len(written) > 1 and written[-1].islower() and re.search(r"'s?$", written[-2]):
        return None
    return "venue" if feature in VENUES else feature


def _facilities(a: list[Claim], b: list[Claim]) -> list[Finding]:
    """Two named facilities of one kind that are not one: 'La Bombonera stadium' and 'El
    Monumental stadium' (the words of one name within the other's are one: 'Aldwych
    station', 'Aldwych Underground station')."""

    def named(claims: list[Claim]) -> dict[str, list[Claim]]:
        found: dict[str, list[Claim]] = {}
        for c in claims:
            kind = _kind_of_facility(c)
            if kind:
                found.setdefault(kind, []).append(c)
        return found

    def called(c: Claim) -> set[str]:
        name = c.text if c.detail.get("venue") else c.value
        return set(fold(name).split()) - {c.detail.get("feature"), "the"} - VENUES

    def same(x: Claim, y: Claim) -> bool:
        wx, wy = called(x), called(y)
        return wx <= wy or wy <= wx or _spelled_alike({fold(x.value)}, {fold(y.value)})

    named_a, named_b = named(a), named(b)
    for feature in sorted(named_a.keys() & named_b.keys()):
        gone, new = _unmatched(named_a[feature], named_b[feature], same)
        if gone and new:
            return [
                Finding(
                    "place",
                    _join(gone),
                    _join(new),
                    "high",
                    f"Place changed from {_join(gone)} to {_join(new)}: two different {feature}s.",
                )
            ]
    return []


# -- dates ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Period:
    start: date
    end: date
    label: str
    implicit: bool = False
    event_day: bool = False  # the day of the event the picture came after
    counted_from: str | None = None  # the day an offset counts from ('the day after ...')


def _periods(claims: list[Claim], published: date | None, dated: bool) -> list[_Period]:
    """The periods a caption's dates cover; a caption without any date (``dated`` False: not
    even one told as background) presents its picture as recent."""
    periods = []
    for claim in claims:
        detail = claim.detail
        if detail.get("precision") in (None, "unresolved") or "start" not in detail:
            continue
        periods.append(
            _Period(
                date.fromisoformat(detail["start"]),
                date.fromisoformat(detail["end"]),
                claim.value,
                event_day=bool(detail.get("event_day")),
                counted_from=detail.get("from"),
            )
        )
    if not periods and not dated and published:
        start = published - timedelta(days=IMPLICIT_DAYS)
        periods.append(_Period(start, published, f"undated (published {published})", True))
    return periods


def _overlap(x: _Period, y: _Period) -> bool:
    """Periods that may be one; or the day of the event one caption's picture came after and
    the day the other counts from ('after Otis made landfall on October 25' against 'the day
    after Otis struck on Wednesday', that Wednesday being October 25)."""
    if any(p.event_day and q.counted_from == p.start.isoformat() for p, q in ((x, y), (y, x))):
        return True
    return x.start <= y.end and y.start <= x.end


def _gap(xs: list[_Period], ys: list[_Period]) -> int:
    return min(max((x.start - y.end).days, (y.start - x.end).days) for x in xs for y in ys)


def _dates(
    a: list[Claim],
    b: list[Claim],
    pa: date | None,
    pb: date | None,
    dated: tuple[bool, bool] | None = None,
) -> list[Finding]:
    """Dates whose periods cannot overlap. ``dated`` says whether each caption gives any date
    at all (else it is taken as recent), when ``a`` and ``b`` are only part of its dates."""
    dated_a, dated_b = dated or (bool(a), bool(b))
    xs, ys = _periods(a, pa, dated_a), _periods(b, pb, dated_b)
    if not xs or not ys or all(p.implicit for p in xs + ys):
        return []  # two undated captions each say 'recent', of the day each was published
    gone, new = _unmatched(xs, ys, _overlap)
    if not (gone and new):
        return []
    gap = _gap(gone, new)
    severity = "high" if gap > 365 else "medium"
    before = ", ".join(p.label for p in gone)
    after = ", ".join(p.label for p in new)
    if any(p.implicit for p in gone + new):
        why = (
            f"Date changed from {before} to {after}: an undated caption presents the picture "
            f"as recent, and the two are {gap} days apart."
        )
    else:
        why = (
            f"Date changed from {before} to {after}: the periods do not overlap ({gap} days apart)."
        )
    return [Finding("date", before, after, severity, why)]


# -- events --------------------------------------------------------------------------------


# contests whose result a crowd celebrates
WON = CAUSES["celebration"] & {"sport", "election"}
# what people do for the victims of any event: a rescue, a funeral
RESPONDERS = frozenset({"rescue", "funeral"})


def _explained(claims: list[Claim], causes: set[str]) -> set[str]:
    """The events a caption tells as brought about by the cause it gives, or as that cause
    itself under a broader word ('burnt-out homes after wildfires': the fire is the
    wildfire's)."""
    return {
        c.value
        for c in claims
        if c.value not in causes
        and any(same_kind(c.value, x) or x in CAUSES.get(c.value, frozenset()) for x in causes)
    }


def _events(
    a: list[Claim], b: list[Claim], conflict_elsewhere: bool, places_told: bool = False
) -> list[Finding]:
    if not a or not b:
        return []
    a, b = vaguely_as(a, b), vaguely_as(b, a)
    findings = []
    for kind in sorted({c.value for c in a} & {c.value for c in b}):
        named_a = [c for c in a if c.value == kind and c.detail.get("name")]
        named_b = [c for c in b if c.value == kind and c.detail.get("name")]
        if not named_a or not named_b:
            continue
        if any(same_named(x.detail, y.detail) for x in named_a for y in named_b):
            continue
        editions = [(x, y) for x in named_a for y in named_b if other_edition(x.detail, y.detail)]
        if editions:
            before = ", ".join(sorted({x.detail["name"] for x, _ in editions}))
            after = ", ".join(sorted({y.detail["name"] for _, y in editions}))
            why = f"Another edition of the {kind} event: {before}, now {after}."
            findings.append(Finding("date", before, after, "high", why))
            continue
        # a fair or festival whose city the captions tell only through its name: the place is
        # what changed (a competition named after its host city is another edition, 'the
        # Beijing Olympics'; a fair told in its city too is another fair)
        hosts = [
            (x, y)
            for x in named_a
            for y in named_b
            if "gathering" in x.detail and other_host(x.detail, y.detail) and not places_told
        ]
        if hosts:
            before = ", ".join(sorted({x.detail["name"] for x, _ in hosts}))
            after = ", ".join(sorted({y.detail["name"] for _, y in hosts}))
            why = f"The {kind} event is named after another place: {before}, now {after}."
            findings.append(Finding("place", before, after, "high", why))
            continue
        if kind == "occasion" and any(
            same_occasion(x.detail["name"], y.detail["name"]) for x in named_a for y in named_b
        ):
            continue
        before = ", ".join(sorted({c.detail["name"] for c in named_a}))
        after = ", ".join(sorted({c.detail["name"] for c in named_b}))
        findings.append(
            Finding(
                "event",
                before,
                after,
                "high",
                f"The {kind} is a different one: {before}, now {after}.",
            )
        )
    storms = None if findings else other_storm(a, b)
    if storms:
        before, after = storms
        why = f"The storm is of another sort: {before}, now {after}."
        findings.append(Finding("event", before, after, "high", why))
    retold = None if findings else retitled(a, b)
    if retold:
        before, after = retold
        why = f"The titled event is told as another kind: {before}, now {after}."
        findings.append(Finding("event", before, after, "high", why))
    vehicles = None if findings else other_vehicle(a, b)
    if vehicles:
        before, after = vehicles
        why = f"The crash is of another vehicle: {before}, now {after}."
        findings.append(Finding("event", before, after, "high", why))
    if findings:
        return findings
    incident = incident_at_shared_occasion(a, b)
    if incident:
        before, after = incident
        why = f"An incident at the same occasion: {before}, now {after}."
        return [Finding("event", before, after, "high", why)]
    # kinds known only by their names ('Flight PW77', 'during the Hajj') were compared above
    a = [c for c in a if c.value not in NAMED_ONLY]
    b = [c for c in b if c.value not in NAMED_ONLY]
    a, b = without_shared_debris(a, b)
    if not a or not b:
        return []
    roots_a, roots_b = roots({c.value for c in a}), roots({c.value for c in b})

    # men who storm a building ('gunmen storm the mall') attack it: that takeover is an attack
    stormed = any(
        c.value == "takeover" and fold(c.detail.get("trigger") or "").startswith("storm")
        for c in [*a, *b]
    )

    # (x is always the first caption's type, y the second's)
    tornado_a, tornado_b = tornadoes_only(a), tornadoes_only(b)

    def same(x: str, y: str) -> bool:
        # a cause and its consequence tell one story, unless place or date say otherwise
        if stormed and {x, y} == {"takeover", "attack"}:
            return True
        if {x, y} == {"storm", "flood"} and (tornado_a if x == "storm" else tornado_b):
            return False
        return same_kind(x, y) or (related(x, y) and not conflict_elsewhere)

    # the occasion both captions say the picture was taken at ('during a strike', 'during
    # protests over fares'): two occasions that cannot be one story are two stories, whatever
    # else each caption tells
    occasions_a = {c.value for c in a if c.detail.get("occasion")}
    occasions_b = {c.value for c in b if c.detail.get("occasion")}
    if (
        occasions_a
        and occasions_b
        and not any(same(x, y) for x in occasions_a for y in occasions_b)
    ):
        before, after = ", ".join(sorted(occasions_a)), ", ".join(sorted(occasions_b))
        why = f"The occasion changed from {before} to {after}."
        return [Finding("event", before, after, "high", why)]

    # the cause each caption gives what it shows ('after a dam burst', 'after a typhoon'), at
    # one place and date: two causes of which neither may bring about the other, and neither
    # told by the other caption, are two stories, even when both may have caused what is shown
    causes_a = {c.value for c in a if c.detail.get("cause")}
    causes_b = {c.value for c in b if c.detail.get("cause")}
    # (what a caption says its own cause brought about, 'homes burnt out by wildfires', is
    # not there to be brought about by the other caption's cause, an earthquake)
    types_a = {c.value for c in a} - _explained(a, causes_a)
    types_b = {c.value for c in b} - _explained(b, causes_b)
    gone = sorted(x for x in causes_a if not any(same(x, y) for y in types_b))
    new = sorted(y for y in causes_b if not any(same(x, y) for x in types_a))
    if gone and new and not conflict_elsewhere:
        before, after = ", ".join(gone), ", ".join(new)
        why = f"The cause changed from {before} to {after}."
        return [Finding("event", before, after, "high", why)]

    # people who celebrate against people who protest or mourn: another story, whatever cause
    # both give ('supporters protest after the results' against 'supporters celebrate')
    # (people named by their cause, 'protesters', may celebrate: no response of their own)
    actors_a, actors_b = told_by_actors(a), told_by_actors(b)
    contrary = opposed(responses(a) - actors_a, responses(b) - actors_b)
    if contrary:
        before, after = contrary
        why = f"The event changed from {before} to {after}."
        return [Finding("event", before, after, "high", why)]

    # practice or a rehearsal against a caption that tells only what the picture comes before
    # ('mechanics practise ahead of the Grand Prix' against 'crews rehearse before the race'):
    # the preparation both tell, not the event itself against its rehearsal
    staged_a, staged_b = (any(same_kind(c.value, "rehearsal") for c in x) for x in (a, b))
    if staged_a != staged_b and all(c.detail.get("coming") for c in (b if staged_a else a)):
        return []
    staged = staged_against_real({c.value for c in a}, {c.value for c in b}, roots_a, roots_b)
    if staged:
        before, after = staged
        why = f"A staged event against a real one: {before}, now {after}."
        return [Finding("event", before, after, "high", why)]

    # the story each caption tells (its roots) against everything the other tells: 'flames
    # rise after a train left the tracks' tells the fire that 'a train derailed and exploded,
    # and fire rages' tells as a consequence
    types_a, types_b = {c.value for c in a}, {c.value for c in b}
    # (unless place or date differ: then a flood told alone is not the flood of a cyclone)
    # (but a caption whose whole story is a rescue or a mourning the other shows as well
    # tells no other story: 'rescuers search the rubble' against 'rescuers dig through the
    # rubble of collapsed homes', mourners with or without the crash they mourn)
    # (nor does a rescue told without its cause against the disaster the other tells: 'volunteers
    # rescue a stranded horse' against 'a horse stranded during the floods')
    if conflict_elsewhere and any(
        roots <= RESPONDERS
        and (roots <= every or all(CAUSES.get(r, frozenset()) >= others for r in roots))
        for roots, every, others in ((roots_a, types_b, roots_b), (roots_b, types_a, roots_a))
    ):
        return []
    if conflict_elsewhere:
        types_a, types_b = roots_a, roots_b
    gone = [
        x
        for x in sorted(roots_a)
        if not any(same(x, y) for y in roots_b) and not any(same_kind(x, y) for y in types_b)
    ]
    new = [
        y
        for y in sorted(roots_b)
        if not any(same(x, y) for x in roots_a) and not any(same_kind(x, y) for x in types_a)
    ]
    # both say what the crowd does ('celebrate', 'jubilant'): who the people are besides
    # ('protesters') changes nothing
    shared = {c.value for c in a} & {c.value for c in b} & RESPONSES
    if shared:
        gone = [x for x in gone if x not in actors_a - shared]
        new = [y for y in new if y not in actors_b - shared]
        # nor does the contest one of them says was won ('fans celebrate the World Cup win'
        # against 'fans celebrate the win last night'): the result is what is celebrated
        if "celebration" in shared:
            gone = [x for x in gone if x not in WON]
            new = [y for y in new if y not in WON]
    if not (gone and new):
        return []
    before, after = ", ".join(gone), ", ".join(new)
    return [Finding("event", before, after, "high", f"The event changed from {before} to {after}.")]


# -- counts --------------------------------------------------------------------------------


def _range(claim: Claim) -> tuple[int, int] | None:
    low, high = claim.detail.get("low"), claim.detail.get("high")
    return (int(low), int(high)) if low is not None and high is not None else None


def _class(c: Claim) -> str | None:
    return c.detail.get("class") or count_class(c.detail.get("what"))


def _pairs(a: list[Claim], b: list[Claim]) -> list[tuple[Claim, Claim]]:
    """Counts of the same thing: same noun first, then the same kind (people), then unnamed."""
    pairs, free = [], list(b)
    for rule in (
        lambda x, y: fold(x.detail.get("what") or "-") == fold(y.detail.get("what") or "+"),
        lambda x, y: _class(x) is not None and _class(x) == _class(y),
        lambda x, y: _class(x) is None or _class(y) is None,
    ):
        for x in a:
            if any(x is p[0] for p in pairs):
                continue
            match = next((y for y in free if rule(x, y)), None)
            if match is not None:
                pairs.append((x, match))
                free.remove(match)
    return pairs


def _ordinals(a: list[Claim], b: list[Claim]) -> list[Finding]:
    """Ordinals of one thing that differ: 'her seventh Olympic gold medal' against 'her eighth
    gold medal', 'the second day of protests' against 'the third day' (the thing is the same
    where its words, or its last word, are)."""
    for x in a:
        for y in b:
            wx, wy = fold(x.detail["what"]).split(), fold(y.detail["what"]).split()
            if (wx == wy or wx[-1] == wy[-1]) and x.detail["low"] != y.detail["low"]:
                why = f"Another ordinal of the same {' '.join(wy)}: {x.text}, now {y.text}."
                field = "date" if wy[-1] in RECURRING else "count"
                return [Finding(field, x.value, y.value, "medium", why)]
    return []


# what comes round once a year: its ordinal counts years, so another one is another year
# ('his 88th birthday' against 'his 90th birthday', 'the 75th anniversary of D-Day')
RECURRING = frozenset({"anniversary", "birthday", "jubilee"})


def _counted_noun(claim: Claim) -> str:
    """What a count counts, a crowd's size as the people in it ('estimated the crowd at
    300,000' and 'some 30,000 people' count the same people)."""
    what = fold(claim.detail.get("what") or "")
    return "people" if what in GATHERINGS else what


def _counted_once(a: list[Claim], b: list[Claim]) -> list[Finding]:
    """The same noun counted once in each caption is one count, whichever clause holds it: 'the
    ferry, which sank with more than 300 passengers' told as background on one side and 'the
    ferry sank with 30 passengers' as what is shown on the other. Only a noun that each side
    counts once, and counts in the picture on one side and in its background on the other; and
    only when the side that tells it as background counts nothing else: in 'the three fell as
    thousands of Afghans tried to leave' the three are what is shown, not the thousands."""
    for x in a:
        what = _counted_noun(x)
        same_a = [c for c in a if _counted_noun(c) == what]
        same_b = [c for c in b if _counted_noun(c) == what]
        if not (what and len(same_a) == len(same_b) == 1):
            continue
        y = same_b[0]
        told_as_background = a if _background(x) else b
        if _background(x) != _background(y) and len(told_as_background) == 1:
            return _counts([x], same_b)
    return []


def _agree(x: Claim, y: Claim) -> bool:
    """Whether two counts of things that may be the same can both be right."""
    if _class(x) and _class(y) and _class(x) != _class(y):
        return False
    rx, ry = _range(x), _range(y)
    return rx is None or ry is None or (rx[0] <= ry[1] and ry[0] <= rx[1])


def _totals(claims: list[Claim]) -> list[Claim]:
    """The people a caption counts in parts of one list, as one count ('76 passengers and four
    crew' are 80 people)."""
    totals = {tuple(c.detail["total"]) for c in claims if c.detail.get("total")}
    return [
        Claim("count", f"{low}-{high}", "", {"low": low, "high": high, "class": "people"})
        for low, high in sorted(totals)
    ]


def _counts(a: list[Claim], b: list[Claim]) -> list[Finding]:
    """Counts of the same thing that cannot both be right. A count that some count on the other
    side agrees with is not in conflict: 'thousands of Afghans try to leave' beside 'three
    Afghans fall' counts other people than the three shown. A running tally of the story
    ('has killed more than 1,200') grows between captions: it is compared with nothing."""
    findings = []
    a, b = [c for c in a if not c.detail.get("tally")], [c for c in b if not c.detail.get("tally")]
    for x, y in _pairs(a, b):
        rx, ry = _range(x), _range(y)
        if rx is None or ry is None or (rx[0] <= ry[1] and ry[0] <= rx[1]):
            continue
        if x.detail.get("capacity") != y.detail.get("capacity"):
            continue  # what a ship can carry against what it carried
        if any(_agree(x, z) for z in b + _totals(b)) or any(_agree(z, y) for z in a + _totals(a)):
            continue
        what = y.detail.get("what") or x.detail.get("what")
        of = f" of {what}" if what else ""
        ratio = max(rx[0], ry[0]) / max(1, min(rx[1], ry[1]))
        findings.append(
            Finding(
                "count",
                x.value,
                y.value,
                "high" if ratio >= 2 else "medium",
                f"The count{of} changed from {x.text or x.value} to {y.text or y.value}: "
                f"the numbers cannot both be right.",
            )
        )
    return findings


# -- people and organisations --------------------------------------------------------------


def _same_person(a: Claim, b: Claim) -> bool:
    """One person named two ways, by any of the names their captions give them (aliases:
    'known as ...', a nickname in quotes), or by two names of one pope or monarch."""
    if a.detail.get("regnal") and a.detail.get("regnal") == b.detail.get("regnal"):
        return True  # 'Pope Francis' and 'Jorge Mario Bergoglio': one line of names
    names_a = [a.value, *a.detail.get("aliases", [])]
    names_b = [b.value, *b.detail.get("aliases", [])]
    return any(_same_name(x, y) for x in names_a for y in names_b)


def _same_name(a: str, b: str) -> bool:
    """'President Lula' and 'Luiz Inacio Lula da Silva', 'Sheikh Hasina' and 'Hasina Wazed',
    'J. Biden' and 'Joe Biden': every word of the shorter name is in the longer (titles and
    particles aside; an initial stands for its word; a regnal number is left out against a
    monarch named by one name: 'Margrethe II' and 'Queen Margrethe', not 'Elizabeth II' and
    'Elizabeth The Queen Mother'). Two words with one surname
    and one initial are one person by a short form of the given name ('Leo' and 'Lionel',
    'Bill' and 'Billy')."""
    if fold(a) == fold(b):
        return True
    wa, wb = name_words(a), name_words(b)
    suffixes_a = [w for w in wa if w in NAME_SUFFIXES]
    suffixes_b = [w for w in wb if w in NAME_SUFFIXES]
    if suffixes_a and not suffixes_b and len(wb) == 1:
        wa = [w for w in wa if w not in NAME_SUFFIXES] or wa  # 'Queen Margrethe'
    if suffixes_b and not suffixes_a and len(wa) == 1:
        wb = [w for w in wb if w not in NAME_SUFFIXES] or wb
    middle_a = [w for w in wa[1:] if len(w) == 1]
    middle_b = [w for w in wb[1:] if len(w) == 1]
    if middle_a and middle_b and middle_a != middle_b:
        return False  # 'George H. W. Bush' is not 'George W. Bush': middle initials tell them apart
    short, long = sorted((wa, wb), key=len)
    if not short:
        return False

    def found(word: str) -> bool:
        return (
            word in long
            or (len(word) == 1 and any(w.startswith(word) for w in long))
            or any(_transliterated(word, w) for w in long)
        )

    if all(found(word) for word in short):
        return True
    return (
        len(wa) == len(wb) == 2
        and wa[1] == wb[1]
        and len(wa[1]) > 2
        and wa[0][:1] == wb[0][:1]
        and (len(wa[0]) > 1 < len(wb[0]))
    )


def _transliterated(x: str, y: str) -> bool:
    """One name word in two transliterations: 'Zelenskiy' and 'Zelensky', 'Gaddafi' and
    'Qaddafi': close letters and the same consonants (not 'Mohammed' and 'Mahmoud')."""
    return (
        min(len(x), len(y)) >= 5
        and fuzz.ratio(x, y) >= TRANSLITERATION_RATIO
        and skeleton(x) == skeleton(y)
    )


def _uncredited(
    people: list[Claim], credits: list[Claim], own_credits: Sequence[Claim] = ()
) -> list[Claim]:
    """The people of one caption but the one the other caption credits with the picture: a
    museum's 'Walker Evans, Allie Mae Burroughs, 1936' names the photographer where a paper's
    caption names the sitter, 'photographed by Walker Evans'. One the caption both shows and
    credits (an explorer's own handout, 'Photo: Ana Berg/handout') stays shown: the other
    caption's credit to her says nothing of who it shows."""
    makers = _makers(credits)
    own = _makers(own_credits)
    return [
        p
        for p in people
        if any(_same_name(p.value, maker) for maker in own)
        or not any(_same_name(p.value, maker) for maker in makers)
    ]


def _makers(credits: Sequence[Claim]) -> list[str]:
    """The photographers a caption's credits name ('Ana Berg/handout' -> 'Ana Berg')."""
    return [
        name.strip()
        for credit in credits
        for name in re.split(r"[/,;]| for ", credit.detail.get("by") or "")
        if name.strip()
    ]


# Words after which a capitalised word is where, not who: 'in Washington', 'near Jackson'.
_LOCATIVE_BEFORE = re.compile(
    r"\b(?:in|at|near|from|to|into|outside|inside|of|across|through|around|towards|toward|"
    r"over|along|off|beyond|via)\s+$",
    re.I,
)


def _surname_alone(person: Claim, caption: str, people: list[Claim]) -> bool:
    """Whether the other caption names this person by surname alone ('Khrushchev in the Iowa
    cornfields' for 'Soviet leader Nikita Khrushchev', 'Williams bids farewell' for 'Serena
    Williams'), where no name of its own holds the word ('Venus Williams' is another
    Williams), where no word of a name nor a day's number stands beside it ('Theresa May'
    is not 'on May 3'), nor a preposition of place before it."""
    words_ = name_words(person.value)
    if len(words_) < 2 or len(words_[-1]) < 3:
        return False
    surname = person.value.split()[-1]
    # what the caption says the picture is not ('this is not a Harris rally') names no one in it
    taken = [p.span for p in people if p.span] + refuted_spans(caption)
    for found in re.finditer(rf"(?<![\w'\u2019-]){re.escape(surname)}(?![\w-])", caption):
        start, end = found.span()
        if any(s <= start < e for s, e in taken):
            continue
        before = caption[max(0, start - 30) : start]
        beside = re.search(r"[A-Z][\w.-]*(?<!['\u2019]s)\s+$", before) or re.match(
            r"\s+[A-Z\d]", caption[end:]
        )  # 'Venus Williams' unread, 'Williams College', 'on May 3' (a date); "Spain's
        # Alcaraz" is his name alone
        if not beside and not _LOCATIVE_BEFORE.search(before) and _as_someone(caption[end:]):
            return True
    return False


# What follows a surname standing for its person: a verb, a preposition, the clause's end.
_SOMEONE_AFTER = re.compile(
    r"\s*(?:[,.;:)!?]|$|['\u2019]s\b)|\s+(?:in|at|on|with|and|after|during|before|as|from|to|"
    r"of|for|near|outside|inside|into|is|was|has|had|who)\b"
)


def _as_someone(after: str) -> bool:
    """Whether the words after a surname make it a person's ('Williams bids farewell',
    'Khrushchev in the cornfields'), not a word qualifying a noun ('a Trump policy', 'Kennedy
    airport') nor the people of someone ('Trump supporters')."""
    if _SOMEONE_AFTER.match(after):
        return True
    return bool(re.match(r"\s+[a-z]+s\b", after)) and not MEMBERS_AFTER.match(after)


def _people(a: list[Claim], b: list[Claim]) -> list[Finding]:
    if not a or not b:
        return []
    gone, new = _unmatched(a, b, _same_person)
    # a name held at another time ('the future Pope Francis') may be the other caption's person
    gone = [p for p in gone if not p.detail.get("another_time")]
    new = [p for p in new if not p.detail.get("another_time")]
    # an office named by its see ('the Archbishop of Canterbury') may be held by the person the
    # other caption names: it is told apart only from another office
    if any(p.detail.get("office") for p in gone + new):
        gone_offices = [p for p in gone if p.detail.get("office")]
        new_offices = [p for p in new if p.detail.get("office")]
        gone_names = [p for p in gone if not p.detail.get("office")]
        new_names = [p for p in new if not p.detail.get("office")]
        if gone_offices and new_offices:
            gone, new = gone_offices, new_offices
        else:
            gone, new = gone_names, new_names
    if not (gone and new):
        return []
    return [
        Finding(
            "person",
            _join(gone),
            _join(new),
            "high",
            f"The person changed from {_join(gone)} to {_join(new)}.",
        )
    ]


def _spells_out(acronym: Claim, places: list[Claim]) -> bool:
    """Whether an organisation written as an acronym is a named place either caption writes
    out: 'KNH' for 'Kenyatta National Hospital', 'JFK' for 'John F Kennedy airport'. It is
    where, not who: the place comparison has it."""
    return any(acronym_of(acronym.value, c.text or c.value, strict=True) for c in places)


def _listed(name: str) -> frozenset[str]:
    """The names a run of names lists, in any order: 'Kaizer Chiefs and Orlando Pirates' and
    'Orlando Pirates and Kaizer Chiefs' are the same two clubs, and so are their possessives
    ("Kaizer Chiefs' and Orlando Pirates' supporters")."""
    names = re.split(r",\s*|\s+(?:and|&)\s+", fold(name))
    return frozenset(re.sub(r"['\u2019]s?$", "", n.strip()) for n in names)


def _same_organisation(a: Claim, b: Claim) -> bool:
    jurisdictions = {a.detail.get("jurisdiction"), b.detail.get("jurisdiction")}
    if None not in jurisdictions and len(jurisdictions) == 2:
        return False  # a country's national police and a region's: 'Guardia Civil', 'Mossos'
    forces = {a.detail.get("force"), b.detail.get("force")}
    if None not in forces and len(forces) == 2:
        return False  # two of one country's national forces: 'Carabinieri', 'Guardia di Finanza'
    if fold(a.value) == fold(b.value) or _listed(a.value) == _listed(b.value):
        return True
    da, db = a.detail, b.detail
    branches = {_branch(a), _branch(b)}
    if None not in branches and len(branches) == 2 and branches not in COMPATIBLE_BRANCHES:
        return False  # the 'Coast Guard' is no 'US Navy', named or not
    generic_a, generic_b = "branch" in da, "branch" in db
    if not generic_a and not generic_b:
        # two named organisations: only the same name agrees, or a name and its acronym, or
        # a name within a longer one ('the Central Committee', 'the Communist Party Central
        # Committee'), or one a part of the other ('UNRWA' of the 'United Nations')
        return (
            bool(names_of(a) & names_of(b))
            or _name_within(a.value, b.value)
            or acronym_of(a.value, b.value)
            or acronym_of(b.value, a.value)
            or _body_of(a, b)
            or _body_of(b, a)
            or (not (da.get("office") or db.get("office")) and _part_of(a.value, b.value))
        )
    if acronym_of(a.value, db.get("name") or "") or acronym_of(b.value, da.get("name") or ""):
        return True  # 'RAF' and the 'Royal Air Force' (Britain's air force)
    kinds = {da.get("kind"), db.get("kind")}
    if kinds == {"peacekeepers", "military"}:
        # 'UN troops' may be peacekeepers; 'Lebanese army soldiers' serve their own country
        army = da if da.get("kind") == "military" else db
        return not army.get("country")
    if not compatible_kinds(da.get("kind"), db.get("kind")):
        return False
    if da.get("country") and db.get("country") and da["country"] != db["country"]:
        return False
    if generic_a and generic_b:
        branches = {da.get("branch"), db.get("branch")}
        return None in branches or len(branches) == 1 or branches in COMPATIBLE_BRANCHES
    return True


# Branches one unit may be called by: marines serve in navies (Mexico's, Brazil's, the US
# Marine Corps in the Department of the Navy); special forces come from any branch.
COMPATIBLE_BRANCHES = [
    {"marines", "navy"},
    *({"special forces", branch} for branch in ("army", "navy", "marines", "air force")),
]
# Words too common to make two organisations' names one: 'the National Police' is no
# 'National Council'.
_GENERIC_NAME_WORDS = words(
    "the of and for national central general federal state people's peoples popular party "
    "council committee army police force forces front movement union organisation "
    "organization group company association"
)


def _branch(claim: Claim) -> str | None:
    """The branch of the armed forces a claim names, written generically ('US Navy sailors')
    or by a body's name ('the Coast Guard', 'the National Guard')."""
    return claim.detail.get("branch") or FORCES.get(fold(claim.value), (None, None))[1]


def _part_of(x: str, y: str) -> bool:
    """Whether one organisation belongs to the other: 'UNHCR' and the 'United Nations'."""
    return PARENTS.get(x) == y or PARENTS.get(y) == x


def _body_of(body: Claim, parent: Claim) -> bool:
    """An unlisted acronym that opens with a known body's letters is one of its bodies:
    'UNGA', 'UNSC' of the UN, 'EUCOM' of the EU, as 'UNHCR' is ('UNITA', listed as a rebel
    army of its own, is not)."""
    letters = body.value.replace("-", "")
    return (
        body.detail.get("kind") == "group"
        and "named" in body.detail
        and letters.isupper()
        and "named" not in parent.detail
        and any(
            len(short) >= 2 and len(letters) > len(short) and fold(letters).startswith(short)
            for short in names_of(parent)
            if " " not in short
        )
    )


def _name_within(a: str, b: str) -> bool:
    """Whether every word of one organisation's name of two words or more is in the other's,
    one at least telling it apart: 'Central Committee' within 'Communist Party Central
    Committee' yes, 'National Police' within 'Spanish National Police' yes, 'Army' no."""
    # whose it is opens no name: "Brazil's Congress" is the Congress
    wa, wb = (re.sub(r"^\S+['\u2019]s\s+", "", fold(x)).split() for x in (a, b))
    if wa and wb:
        wa, wb = _by_members(wa, wb)
    short, long = sorted((wa, wb), key=len)
    if len(short) == 1 and len(long) > 1:
        # 'Congress' and the 'National Congress': the same body, the rest said of any
        return long[-1] == short[0] and all(w in _GENERIC_NAME_WORDS for w in long[:-1])
    if len(short) < 2:
        return False
    position = 0
    for word in short:  # in order, as a run of the longer name or its end
        try:
            position = long.index(word, position) + 1
        except ValueError:
            return False
    return short == long[len(long) - len(short) :] or any(
        w not in _GENERIC_NAME_WORDS for w in short
    )


def _by_members(wa: list[str], wb: list[str]) -> tuple[list[str], list[str]]:
    """Two names' words with a body named by its members in the plural made singular:
    'Swiss Guards' is the 'Pontifical Swiss Guard', 'Grenadier Guards' its regiment."""
    if wa[-1] + "s" == wb[-1]:
        return wa, [*wb[:-1], wa[-1]]
    if wb[-1] + "s" == wa[-1]:
        return [*wa[:-1], wb[-1]], wb
    return wa, wb


def _specific(claim: Claim) -> bool:
    """A named organisation, or a force with its country ('Ukrainian soldiers')."""
    return "branch" not in claim.detail or bool(claim.detail.get("country"))


def _organisations(a: list[Claim], b: list[Claim]) -> list[Finding]:
    """Who is shown, then (when that agrees) who struck: 'after a Russian air strike' names
    the force behind the harm shown, which only the other caption's attacker can contradict."""
    return _organisations_in_role(a, b, "shown") or _organisations_in_role(a, b, "attacker")


def _organisations_in_role(a: list[Claim], b: list[Claim], role: str) -> list[Finding]:
    def shown(c: Claim) -> bool:
        # not 'mentioned', nor the 'source' ('a police video', 'army footage': who made the
        # picture, not its subject)
        return c.detail.get("kind") != "news agency" and c.detail.get("role", "shown") == role

    a, b = [c for c in a if shown(c)], [c for c in b if shown(c)]
    if not a or not b:
        return []
    # the specific claims first: a vague one ('fighters', 'troops') agrees with anything and
    # must not shield a specific one that conflicts ('Rapid Support Forces' against 'Sudanese
    # army soldiers')
    specific_a, specific_b = [c for c in a if _specific(c)], [c for c in b if _specific(c)]
    gone, new = _unmatched(specific_a, specific_b, _same_organisation)
    if not (gone and new):
        gone, new = _unmatched(a, b, _same_organisation)
    if not (gone and new):
        return []
    before = ", ".join(c.text or c.value for c in gone)
    after = ", ".join(c.text or c.value for c in new)
    same_value = _join(gone) == _join(new)  # two forces of one kind: as written
    return [
        Finding(
            "organisation",
            before if same_value else _join(gone),
            after if same_value else _join(new),
            "high",
            f"Who {'is shown' if role == 'shown' else 'struck'} changed from {before} to {after}.",
        )
    ]


# -- credits and hedges --------------------------------------------------------------------


# Words of an institution's name, not a photographer's: 'Suez Canal Authority', 'Project X'.


def _credit_parts(claim: Claim) -> tuple[list[str], set[str]]:
    """A credit's photographers (names opened by a given name or an initial) and its
    institutions (agencies, pools, agencies of state, outlets), each folded."""
    parts = [p for p in re.split(r"\s*/\s*|\s+via\s+", claim.value) if p.strip()]
    people, bodies = [], set()
    for part in parts:
        name = agency(part) or part
        names = name.split()
        if (
            agency(part) is None
            and 2 <= len(names) <= 5
            and not name.isupper()
            and not any(fold(w) in INSTITUTION_WORDS for w in names)
        ):
            people.append(name)
        else:
            bodies.add(fold(name))
    return people, bodies


def _same_photographer(x: str, y: str) -> bool:
    """'Lana Haroun' and 'Lana H. Haroun', 'Steffen M. Olsen' and 'Steffen Olsen': the words of
    one name, initials aside, are all in the other's."""
    wx = {w for w in name_words(x) if len(w) > 1}
    wy = {w for w in name_words(y) if len(w) > 1}
    return bool(wx and wy) and (wx <= wy or wy <= wx)


def _same_credit(a: Claim, b: Claim) -> bool:
    """One credit written two ways: the same photographer whatever the agencies that carry the
    picture ('Jane Doe/Pool via Reuters', 'Jane Doe/PA Wire/Pool via Reuters'); without a
    photographer on both sides, an agency or institution in common."""
    if fold(a.value) == fold(b.value):
        return True
    # accounts on a platform are told by their handles ('Instagram/@ana.lima'), not the platform
    accounts_a, accounts_b = _accounts(a), _accounts(b)
    if accounts_a and accounts_b:
        return bool(accounts_a & accounts_b)
    people_a, bodies_a = _credit_parts(a)
    people_b, bodies_b = _credit_parts(b)
    own_a, own_b = _own_bodies(a, people_a), _own_bodies(b, people_b)
    if own_a and own_b and not any(_one_body(x, y) for x in own_a for y in own_b):
        return False  # 'Sri Lanka Navy via AP' is no 'Sri Lanka Air Force via AP'
    if people_a and people_b:
        wires_a, wires_b = _wires(a), _wires(b)
        if wires_a and wires_b and not wires_a & wires_b:
            return False  # one photographer's picture now credited to another wire
        return any(_same_photographer(x, y) for x in people_a for y in people_b)
    if _by_surname(people_a, bodies_b) or _by_surname(people_b, bodies_a):
        return True
    return bool(bodies_a & bodies_b) or any(
        same_body(x, y) or _one_institution(x, y) for x in _bodies(a) for y in _bodies(b)
    )


def _own_bodies(claim: Claim, people: list[str]) -> list[str]:
    """The bodies whose picture a credit says it is: the paper a photographer worked for, the
    force that handed it out; not a wire nor a picture desk it came through ('via AP'), nor a
    word for a handout."""
    parts = re.split(r"\s*/\s*", claim.value)
    own = [re.split(r"\s+via\s+", p)[0] for p in parts]
    # after the photographer, a name that opens with no given name is the paper's ('Ana
    # Lima/Indian Express')
    people = [p for p in people if not _PICTURE_WORD.search(p)]  # 'HT Photo' is a paper's
    photographers = people[:1] + [p for p in people[1:] if fold(p.split()[0]) in first_names()]
    return [
        _PICTURE_WORD.sub("", p)
        for p in own
        if p.strip() and p not in photographers and agency(p) is None and fold(p) not in _NO_BODY
    ]


_PICTURE_WORD = re.compile(r"\s+(?i:photos?|pictures?|images|video|tv)$")


# What a credit line gives instead of a body's name: 'Handout', 'Pool', 'File'.
_NO_BODY = words("handout pool file supplied courtesy archive archives")


def _one_body(x: str, y: str) -> bool:
    return (
        fold(x) == fold(y)
        or same_body(x, y)
        or _one_institution(x, y)
        or _name_within(x, y)
        or fold(x) in fold(y).split()
        or fold(y) in fold(x).split()
    )


def _by_surname(people: list[str], bodies: set[str]) -> bool:
    """A photographer credited by surname alone in prose ("Korda's picture of Castro") is the
    one a credit line names in full ('Photo: Alberto Korda')."""
    return any(fold(name).split()[-1] in bodies for name in people)


def _accounts(claim: Claim) -> set[str]:
    return {fold(p) for p in re.findall(r"@[\w.]*\w", claim.value)}


def _bodies(claim: Claim) -> list[str]:
    """A credit's parts as written (case kept: an acronym is told by its capitals)."""
    return [agency(p) or p for p in re.split(r"\s*/\s*|\s+via\s+", claim.value) if p.strip()]


def _one_institution(x: str, y: str) -> bool:
    """One institution in its full name and its acronym ('Royal Oman Police', 'ROP') or its
    short name ('Acme Imaging Ltd', 'Acme Imaging')."""
    short, long_ = sorted((x, y), key=len)
    if short.isupper() and initials(long_) == fold(short):
        return True
    ws, wl = fold(short).split(), fold(long_).split()
    return (
        bool(ws)
        and len(ws[0]) >= 3
        and wl[: len(ws)] == ws
        and len(wl) > len(ws)
        and all(w in LEGAL_FORMS for w in wl[len(ws) :])
    )


def _wires(claim: Claim) -> set[str]:
    """The agencies a credit gives as the picture's own ('Emre Kaya/AP', the AFP of 'AFP via
    Getty Images'), not those it only comes through (the Getty Images there)."""
    return {agency(p.split(" via ")[0]) or "" for p in claim.value.split("/")} - {""}


def _names_source(credit: Claim, named: list[Claim]) -> bool:
    """Whether a caption names a credit's institution as its picture's source ('in a still
    from a Thai Navy video' for 'Thai Navy SEALs', 'a handout photo from the Port Authority'
    for 'Port Authority/Handout'): the picture does not circulate without its source."""
    if any(fold(claim.value) == fold(credit.value) for claim in named):
        return True  # 'a video released by Islamic State' and 'an Islamic State video'
    people, bodies = _credit_parts(credit)
    if people:  # a photographer named later is the one shown, not the one who took it
        return False
    for part in bodies:
        words_ = set(fold(part).split())
        for claim in named:
            named_words = set(fold(claim.text or claim.value).split())
            smaller, larger = sorted((words_, named_words), key=len)
            if smaller and (smaller == larger or (len(smaller) >= 2 and smaller <= larger)):
                return True
    return False


def _credits(a: list[Claim], b: list[Claim], named_b: list[Claim] | None = None) -> list[Finding]:
    """A credit changed or removed; one the later caption still names in its text (the body
    whose handout it is, as an organisation) is not removed. A wire dateline's agency ('KHARTOUM,
    Sudan (AP) —') wrote the text, not the picture: no credit of the picture's own, it only
    recognises one the other caption gives. A kind of camera ('a still from CCTV') took the
    picture but names no one who supplied it: no credit either way."""
    a = [c for c in a if not c.detail.get("dateline") and not c.detail.get("device")]
    if not a:
        return []
    lines_b = [c for c in b if not c.detail.get("dateline") and not c.detail.get("device")]
    if not lines_b and any(_same_credit(x, y) for x in a for y in b):
        return []
    b = lines_b
    if not b:
        if named_b and all(_names_source(c, named_b) for c in a):
            return []
        return [
            Finding(
                "credit",
                _join(a),
                None,
                "medium",
                f"The credit {_join(a)} was removed: the picture now circulates "
                f"without its source.",
                "removed",
            )
        ]
    gone, new = _unmatched(a, b, _same_credit)
    if not (gone and new):
        return []
    return [
        Finding(
            "credit",
            _join(gone),
            _join(new),
            "medium",
            f"The credit changed from {_join(gone)} to {_join(new)}.",
        )
    ]


# 'some 44,000 people, according to organisers': an attribution right after a figure
ATTRIBUTED_GAP = 40


def _attributes_a_count(hedge: Claim, counts: list[Claim]) -> bool:
    """Whether a hedge ('according to organisers') follows a count in its clause: it vouches
    for the figure, not for what the picture shows."""
    if not hedge.value.startswith("according") or not hedge.span:
        return False
    start = hedge.span[0]
    return any(c.span and 0 <= start - c.span[1] <= ATTRIBUTED_GAP for c in counts)


def _hedges(
    a: list[Claim],
    b: list[Claim],
    counts_a: list[Claim] | None = None,
    counts_b: list[Claim] | None = None,
) -> list[Finding]:
    """A dropped hedge: what the first caption only suggested, the later one states. A hedge
    on a figure the later caption no longer gives at all went with its figure, and one on the
    story told around the picture (``background``) was never the picture's."""
    if not counts_b:
        a = [c for c in a if not _attributes_a_count(c, counts_a or [])]
    a = [c for c in a if not _background(c)]
    if not a or b:
        return []
    phrases = ", ".join(f"“{c.text or c.value}”" for c in a)
    return [
        Finding(
            "hedge",
            _join(a),
            None,
            "high",
            f"The hedge {phrases} was dropped: what the first caption only suggested "
            f"is now stated as fact.",
            "dropped",
        )
    ]
