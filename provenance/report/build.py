"""Assemble a report from the registry: the data every renderer shares."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from provenance.errors import BadInput
from provenance.lineage_drift import report_drift
from provenance.matching.engine import Found
from provenance.matching.video import find_all
from provenance.media.analyse import analyse
from provenance.media.metadata.describe import claim_json
from provenance.models import Asset, Match
from provenance.services import appearance_json, open_matcher
from provenance.store import Store

_SHA_PREFIX = re.compile(r"[0-9a-fA-F]{8,64}")


@dataclass
class Member:
    """One picture of the lineage and how it is linked to the rest."""

    asset: Asset
    relation: str  # subject | the relation of the match that brought it in
    linked_to: str | None = None
    score: float | None = None
    distances: dict = field(default_factory=dict)
    file_says: list[dict] = field(default_factory=list)  # EXIF, IPTC, XMP, C2PA claims
    frame_time: float | None = None
    video: dict | None = None  # where it sits in time against what it is linked to

    def to_json(self) -> dict:
        a = self.asset
        return {
            "sha256": a.sha256,
            "kind": a.kind,
            "format": a.format,
            "width": a.width,
            "height": a.height,
            "duration": a.duration,
            "file": a.file_name,
            "relation": self.relation,
            "linked_to": self.linked_to,
            "score": self.score,
            "distances": self.distances,
            "file_says": self.file_says,
            "frame_time": self.frame_time,
            "video": self.video,
        }


@dataclass
class Report:
    query: str
    subject: str | None  # sha256 of the reported picture, if registered
    members: list[Member]
    appearances: list[dict]
    drift: list[dict] = field(default_factory=list)

    @property
    def first_seen(self) -> dict | None:
        return self.appearances[0] if self.appearances else None

    def to_json(self) -> dict:
        return {
            "query": self.query,
            "subject": self.subject,
            "first_seen": self.first_seen,
            "lineage": [m.to_json() for m in self.members],
            "appearances": self.appearances,
            "drift": self.drift,
        }


def build_report(store: Store, file_or_sha256: str) -> Report:
    """The lineage of a registered picture (by sha256 or prefix) or of a file's matches."""
    path = Path(file_or_sha256)
    if path.exists():
        analysis = analyse(path, keep_picture=True, dense=False)
        asset = store.asset(analysis.sha256)
        if asset is None:
            matcher = open_matcher(store)
            try:
                found = [f for f in find_all(matcher, analysis) if f.tier == "match"]
            finally:
                matcher.catalogue.close()
            return _report(store, file_or_sha256, None, {f.asset_id: f for f in found})
    elif _SHA_PREFIX.fullmatch(file_or_sha256):
        asset = store.asset(file_or_sha256)
        if asset is None:
            raise BadInput(f"no registered asset has sha256 {file_or_sha256}")
    else:
        raise BadInput(f"{file_or_sha256}: no such file, and not a sha256")
    return _report(store, file_or_sha256, asset, {asset.id: None})


def _report(
    store: Store, query: str, subject: Asset | None, roots: dict[int, Found | None]
) -> Report:
    """``roots``: the subject (no Found), or the registered assets an unregistered file is."""
    members: dict[int, Member] = {}
    edges: dict[int, Match] = {}
    for root in roots:
        ids, found = store.lineage(root)
        edges.update((edge.id, edge) for edge in found)
        for asset_id, asset in store.assets_by_id(ids).items():
            members.setdefault(asset_id, Member(asset, "unlinked"))
    for root, found in roots.items():
        member = members[root]
        if found is None:
            member.relation = "subject"
        else:
            member.relation, member.linked_to = found.relation, "query"
            member.score, member.distances = found.score, dict(found.distances)
            member.frame_time, member.video = found.frame_time, getattr(found, "video", None)
    _label_links(members, list(edges.values()), list(roots))
    said = store.file_claims(m.asset.sha256 for m in members.values())
    for member in members.values():
        member.file_says = [claim_json(c) for c in said.get(member.asset.sha256, [])]
    by_id = {m.asset.id: m.asset for m in members.values()}
    appearances = []
    rows = store.appearances(members)
    for appearance, source in rows:
        entry = appearance_json(appearance, source, by_id[appearance.asset_id])
        entry["relation"] = members[appearance.asset_id].relation
        appearances.append(entry)
    ordered = sorted(members.values(), key=lambda m: (m.relation != "subject", m.asset.id))
    drift = report_drift(store, rows)
    return Report(query, subject.sha256 if subject else None, ordered, appearances, drift)


def _label_links(members: dict[int, Member], edges: list[Match], roots: list[int]) -> None:
    """Walk out from the roots, labelling each member with the match that reached it."""
    seen = set(roots)
    frontier = list(roots)
    while frontier:
        current = frontier.pop(0)
        for edge in edges:
            if current not in (edge.asset_id, edge.other_id):
                continue
            other = edge.other_id if edge.asset_id == current else edge.asset_id
            if other in seen:
                continue
            seen.add(other)
            frontier.append(other)
            member = members[other]
            member.relation = edge.relation
            member.linked_to = members[current].asset.sha256
            member.score = edge.score
            member.distances = dict(edge.distances or {})
            if other == edge.asset_id:  # timings are told from the newer asset's side
                member.frame_time, member.video = edge.frame_time, edge.video
