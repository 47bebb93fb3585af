"""Show what files say about themselves, and where a copy's metadata contradicts the original's.

Claims arrive as JSON-ready dicts (``field``, ``value``, ``text``, ``origin``,
``detail``), whether fresh from a file or loaded from the registry, so the
CLI, the reports and scripts all see the same thing.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from provenance.media.metadata.nearest_place import distance_km

# Fields whose values can be compared between two files of one picture. Derived
# ones (place, from gps) and per-manifest detail (c2pa actions) are left out.
COMPARED = (
    "captured_at",
    "gps",
    "camera",
    "software",
    "caption",
    "credit",
    "byline",
    "city",
    "country",
    "created",
    "copyright",
    "source_type",
    "c2pa_signer",
    "c2pa_source_type",
)
SAME_PLACE_KM = 1.0  # two GPS positions closer than this are the same spot

_STATE_MEANING = {
    "Trusted": "intact, signed by a trusted signer",
    "Valid": "intact and signed, but the signer is not on a trust list",
    "Invalid": "does not match the file or its signature fails",
}


def claim_json(row: Any) -> dict[str, Any]:
    """A stored ``Claim`` row or a ``FileClaim`` as the JSON object reports carry."""
    return {
        "field": row.field,
        "value": row.value,
        "text": row.text,
        "origin": row.origin,
        "detail": row.detail or {},
    }


def lines(claims: Iterable[dict[str, Any]]) -> list[tuple[str, str]]:
    """(field, what it says) pairs for people; one pair for a value several blocks agree on."""
    grouped: dict[tuple[str, str], list[dict]] = {}
    for item in claims:
        grouped.setdefault((item["field"], item["value"]), []).append(item)
    first_of_field = {key[0]: n for n, key in reversed(list(enumerate(grouped)))}
    shown = []
    for (field_name, value), items in sorted(
        grouped.items(), key=lambda g: first_of_field[g[0][0]]
    ):
        origins = ", ".join(dict.fromkeys(i["origin"] for i in items))
        shown.append((field_name, f"{_say(field_name, value, items[0]['detail'])} ({origins})"))
    return shown


def _say(field_name: str, value: str, detail: dict[str, Any]) -> str:
    if field_name == "place" and detail.get("distance_km") is not None:
        where = "within the city" if detail.get("basis") == "city area" else "the nearest town"
        return f"{value} ({where}, {detail['distance_km']} km from the GPS position)"
    if field_name == "gps" and detail.get("utc"):
        return f"{value} (GPS clock {detail['utc']})"
    if field_name == "c2pa_state":
        failures = ", ".join(detail.get("failures") or [])
        meaning = _STATE_MEANING.get(value, "")
        return f"{value}: {meaning}" + (f" [{failures}]" if failures else "")
    if field_name in ("caption",):
        return f"“{value}”"
    return value


def conflicts(query: list[dict[str, Any]], registered: list[dict[str, Any]]) -> list[dict]:
    """Fields both files state, with no value in common: the copy says something else."""
    found = []
    for field_name in COMPARED:
        mine = _values(query, field_name)
        theirs = _values(registered, field_name)
        if not mine or not theirs or not mine.isdisjoint(theirs):
            continue
        if field_name == "gps" and _near(mine, theirs):
            continue
        found.append({"field": field_name, "query": sorted(mine), "registered": sorted(theirs)})
    return found


def _values(claims: list[dict[str, Any]], field_name: str) -> set[str]:
    return {c["value"] for c in claims if c["field"] == field_name}


def _near(a: set[str], b: set[str]) -> bool:
    def point(value: str) -> tuple[float, float]:
        lat, lon = value.split(",")
        return float(lat), float(lon)

    return any(distance_km(point(x), point(y)) < SAME_PLACE_KM for x in a for y in b)
