"""Drift where users meet it: claims stored at ingest, compared along a picture's lineage.

A new caption is compared with the first appearance of the lineage it matches
(``check --caption``); in a report and across the registry (``provenance
drift``) every later appearance is compared with the first seen and with the
one before it.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select

from provenance import models
from provenance.claims import Claim, extract_claims, option_claim
from provenance.drift import Drift, compare
from provenance.models import Appearance, Asset, Match, Source
from provenance.store import Store

MAX_TEXT = 512  # the width of claims.value and claims.text
Row = tuple[Appearance, Source | None]


def appearance_claims(
    caption: str | None,
    published: date | None,
    options: Iterable[tuple[str, str | None]] = (),
) -> list[tuple[Claim, str]]:
    """The claims of one appearance with their origin: its caption's, then those given by hand."""
    claims = [(c, "caption") for c in extract_claims(caption or "", published)]
    claims += [(option_claim(name, value, published), "option") for name, value in options if value]
    return claims


def claim_rows(appearance_id: int, claims: Iterable[tuple[Claim, str]]) -> list[models.Claim]:
    return [
        models.Claim(
            appearance_id=appearance_id,
            field=claim.field,
            value=claim.value[:MAX_TEXT],
            text=(claim.text or claim.value)[:MAX_TEXT],
            origin=origin,
            detail=claim.detail or None,
        )
        for claim, origin in claims
    ]


@dataclass
class Stored:
    """An appearance's claims as stored, and whether its caption's claims are among them."""

    claims: list[Claim]
    from_caption: bool = False


def stored_claims(store: Store, appearance_ids: Iterable[int]) -> dict[int, Stored]:
    """Claims by appearance; an option stored raw (before normalisation) is normalised now."""
    ids = list(set(appearance_ids))
    found = {i: Stored([]) for i in ids}
    if not ids:
        return found
    with store.session() as session:
        rows = session.exec(
            select(models.Claim)
            .where(models.Claim.appearance_id.in_(ids))
            .order_by(models.Claim.id)
        ).scalars()
        for row in rows:
            entry = found[row.appearance_id]
            if row.origin == "option" and row.detail is None:
                claim = option_claim(row.field, row.text or row.value)
            else:
                claim = Claim(row.field, row.value, row.text or "", dict(row.detail or {}))
            entry.claims.append(claim)
            entry.from_caption = entry.from_caption or row.origin == "caption"
    return found


def published_of(row: Row) -> date | None:
    appearance, source = row
    return appearance.published_at or (source.published_at if source else None)


def claims_of(row: Row, stored: dict[int, Stored]) -> list[Claim]:
    """Stored claims; a caption registered before claims were extracted is read now."""
    appearance = row[0]
    entry = stored.get(appearance.id) or Stored([])
    claims = entry.claims
    if appearance.caption and not entry.from_caption:
        fresh = extract_claims(appearance.caption, published_of(row))
        known = {(c.field, c.value) for c in claims}
        claims = claims + [c for c in fresh if (c.field, c.value) not in known]
    return claims


def appearance_summary(row: Row, sha256: str | None = None) -> dict:
    appearance, source = row
    published = published_of(row)
    return {
        "appearance": appearance.id,
        "asset": sha256,
        "file": appearance.file_name,
        "published": published.isoformat() if published else None,
        "source": source.url if source else None,
        "outlet": source.outlet if source else None,
        "caption": appearance.caption,
    }


@dataclass
class Comparison:
    """One later appearance compared with an earlier one of the same lineage."""

    before: dict
    after: dict
    against: str  # first | previous
    result: Drift

    def findings(self) -> list[dict]:
        return [
            {
                **f.to_json(),
                "appearance_before": self.before,
                "appearance_after": self.after,
                "against": self.against,
            }
            for f in self.result.findings
        ]

    def to_json(self) -> dict:
        return {
            "against": self.against,
            "before": self.before,
            "after": self.after,
            **self.result.to_json(),
        }


def lineage_comparisons(store: Store, rows: Sequence[Row]) -> list[Comparison]:
    """Each later appearance against the first seen, and against the one before it."""
    if len(rows) < 2:
        return []
    stored = stored_claims(store, [a.id for a, _ in rows])
    shas = {a.id: a.sha256 for a in store.assets_by_id({a.asset_id for a, _ in rows}).values()}
    claims = [claims_of(row, stored) for row in rows]
    summaries = [appearance_summary(row, shas.get(row[0].asset_id)) for row in rows]
    comparisons = []
    for k in range(1, len(rows)):
        first = compare(
            claims[0],
            claims[k],
            published_of(rows[0]),
            published_of(rows[k]),
            captions=_captions(rows[0], rows[k]),
        )
        comparisons.append(Comparison(summaries[0], summaries[k], "first", first))
        if k == 1:
            continue
        previous = compare(
            claims[k - 1],
            claims[k],
            published_of(rows[k - 1]),
            published_of(rows[k]),
            captions=_captions(rows[k - 1], rows[k]),
        )
        if _said(previous) != _said(first):  # the same changes twice tell a reader nothing
            comparisons.append(Comparison(summaries[k - 1], summaries[k], "previous", previous))
    return comparisons


def _captions(before: Row, after: Row) -> tuple[str, str] | None:
    """Both appearances' captions, where both have one: swapped names are read from them."""
    a, b = before[0].caption, after[0].caption
    return (a, b) if a and b else None


def _said(result: Drift) -> list[tuple[str, str | None, str | None]]:
    return [(f.field, f.before, f.after) for f in result.findings]


def report_drift(store: Store, rows: Sequence[Row]) -> list[dict]:
    """A report's findings, each naming its appearances by their number in the report (1 = first
    seen)."""
    number = {row[0].id: k for k, row in enumerate(rows, 1)}
    return [
        {
            **finding.to_json(),
            "appearance": number[comparison.after["appearance"]],
            "compared_with": number[comparison.before["appearance"]],
            "against": comparison.against,
        }
        for comparison in lineage_comparisons(store, rows)
        for finding in comparison.result.findings
    ]


def check_drift(
    store: Store, asset_id: int, caption: str | None, published: date | None
) -> list[dict]:
    """A new caption against the first appearance of the lineage ``asset_id`` belongs to."""
    if not caption:
        return []
    members, _ = store.lineage(asset_id)
    rows = store.appearances(members)
    if not rows:
        return []
    first = rows[0]
    stored = stored_claims(store, [first[0].id])
    sha = store.assets_by_id([first[0].asset_id])[first[0].asset_id].sha256
    result = compare(
        claims_of(first, stored),
        extract_claims(caption, published),
        published_of(first),
        published,
        captions=(first[0].caption, caption) if first[0].caption else None,
    )
    before = appearance_summary(first, sha)
    return [{**f.to_json(), "appearance_before": before} for f in result.findings]


def registry_drift(
    store: Store,
    since: date | None = None,
    until: date | None = None,
    source: str | None = None,
    fields: Sequence[str] = (),
) -> Iterator[Comparison]:
    """Drift across the registry, lineage by lineage, filtered on the later appearance.

    Against the one before, an appearance is listed only when that says something the
    comparison with the first seen did not (after the field filter)."""
    for rows in _lineages(store):
        against_first: dict[int, list] = {}
        for comparison in lineage_comparisons(store, rows):
            if not comparison.result.drift or not _wanted(comparison.after, since, until, source):
                continue
            if fields:
                kept = [f for f in comparison.result.findings if f.field in fields]
                if not kept:
                    continue
                comparison.result = Drift(kept, comparison.result.additions)
            said = _said(comparison.result)
            appearance = comparison.after["appearance"]
            if comparison.against == "first":
                against_first[appearance] = said
            elif against_first.get(appearance) == said:
                continue
            yield comparison


def _wanted(after: dict, since: date | None, until: date | None, source: str | None) -> bool:
    published = date.fromisoformat(after["published"]) if after["published"] else None
    if (since or until) and published is None:
        return False
    if since and published < since:
        return False
    if until and published > until:
        return False
    if source:
        needle = source.lower()
        return any(needle in (after.get(k) or "").lower() for k in ("source", "outlet"))
    return True


def _lineages(store: Store) -> Iterator[list[Row]]:
    """Appearances grouped by lineage (assets joined by matches), earliest first."""
    with store.session() as session:
        asset_ids = list(session.exec(select(Asset.id)).scalars())
        edges = session.exec(select(Match.asset_id, Match.other_id)).all()
    parent = {i: i for i in asset_ids}

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for a, b in edges:
        parent[root(a)] = root(b)
    groups: dict[int, list[Row]] = {}
    for row in store.appearances(asset_ids):
        groups.setdefault(root(row[0].asset_id), []).append(row)
    for rows in groups.values():
        if len(rows) > 1:
            yield rows
