"""The use cases the CLI calls: ingest, check, report. Each takes a Store and plain values.

Nothing here prints: results are yielded as small dataclasses so the CLI, tests
and newsroom scripts all see the same thing.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from datetime import date
from functools import partial
from pathlib import Path

from sqlalchemy import insert, select
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session

from provenance.errors import BadInput
from provenance.lineage_drift import appearance_claims, check_drift, claim_rows
from provenance.matching.engine import Found
from provenance.matching.lookup import Lookup
from provenance.media.analyse import Analysis, analyse
from provenance.media.metadata.describe import claim_json, conflicts
from provenance.media.probe import media_files
from provenance.models import Appearance, Asset, Claim, Fingerprint, Match, Source
from provenance.store import Store


@dataclass(frozen=True)
class AppearanceInfo:
    """What is said about media where it appears: caption, credit, source, claimed origin."""

    caption: str | None = None
    credit: str | None = None
    source_url: str | None = None
    outlet: str | None = None
    published: date | None = None
    place: str | None = None
    date: str | None = None
    event: str | None = None

    def key(self) -> str:
        """A digest of the appearance, so that registering it twice adds nothing."""
        payload = json.dumps(asdict(self), default=str, sort_keys=True)
        return hashlib.sha256(payload.encode()).hexdigest()


@dataclass
class IngestResult:
    file: str
    sha256: str | None
    kind: str | None
    status: str  # registered | known | error
    error: str | None = None
    matches: list[MatchInfo] = field(default_factory=list)
    metadata_problems: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        return {
            "file": self.file,
            "sha256": self.sha256,
            "kind": self.kind,
            "status": self.status,
            "error": self.error,
            "metadata_problems": self.metadata_problems,
        }


@dataclass
class MatchInfo:
    """A match as reported: the registered asset, how it relates, where it was first seen."""

    asset: str
    relation: str
    score: float
    distances: dict[str, int]
    region: list[int] | None
    frame_time: float | None
    first_seen: dict | None
    file_says_conflicts: list[dict] = field(default_factory=list)  # its metadata vs the query's
    video: dict | None = None  # where matched footage sits in time, and its edits

    def to_json(self) -> dict:
        return asdict(self)


@dataclass
class CheckResult:
    file: str
    sha256: str | None
    kind: str | None
    matches: list[MatchInfo] = field(default_factory=list)
    drift: list[dict] = field(default_factory=list)
    error: str | None = None
    file_says: list[dict] = field(default_factory=list)  # what the checked file says of itself

    def to_json(self) -> dict:
        result = {
            "file": self.file,
            "sha256": self.sha256,
            "kind": self.kind,
            "matches": [m.to_json() for m in self.matches],
            "drift": self.drift,
            "file_says": self.file_says,
        }
        if self.error:
            result["error"] = self.error
        return result


# -- analysis, possibly in worker processes ------------------------------------------------


def _analyse_or_error(path: Path, dense: bool = True) -> Analysis | BadInput:
    try:
        return analyse(path, keep_picture=True, dense=dense)
    except BadInput as exc:
        return exc


def analysed(
    paths: list[Path], jobs: int = 1, dense: bool = True
) -> Iterator[tuple[Path, Analysis | BadInput]]:
    """Analyse files in order, in ``jobs`` processes; a bad file yields its BadInput.

    ``dense`` decodes every reference frame of a video (to register it); checking
    reads keyframes only.
    """
    work = partial(_analyse_or_error, dense=dense)
    if jobs <= 1 or len(paths) < 2:
        for path in paths:
            yield path, work(path)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from zip(paths, pool.map(work, paths, chunksize=4), strict=True)


# -- ingest ------------------------------------------------------------------------------


def ingest_media(
    store: Store,
    paths: Iterable[Path],
    info: AppearanceInfo = AppearanceInfo(),
    jobs: int = 1,
    on_file: Callable[[Path], None] | None = None,
) -> Iterator[IngestResult]:
    """Register media files (folders recursively), each with the same appearance."""
    return ingest(store, [(path, info) for path in media_files(list(paths))], jobs, on_file)


def ingest(
    store: Store,
    items: list[tuple[Path, AppearanceInfo]],
    jobs: int = 1,
    on_file: Callable[[Path], None] | None = None,
) -> Iterator[IngestResult]:
    """Register each file with its appearance; a bad file is reported and the rest go on."""
    matcher = Lookup(store)
    infos = [info for _, info in items]
    for (path, outcome), info in zip(analysed([p for p, _ in items], jobs), infos, strict=True):
        if on_file:
            on_file(path)
        if isinstance(outcome, BadInput):
            yield IngestResult(str(path), None, None, "error", str(outcome))
            continue
        yield register(store, matcher, outcome, info)


def register(
    store: Store, matcher: Lookup, analysis: Analysis, info: AppearanceInfo
) -> IngestResult:
    """Store one analysed file and its appearance in one transaction; link it to its lineage."""
    with store.session() as session:
        asset = session.exec(
            select(Asset).where(Asset.sha256 == analysis.sha256)
        ).scalar_one_or_none()
        new = asset is None
        found: list[Found] = []
        if new:
            asset = _insert_asset(session, analysis)
            found = matcher.find(analysis, exclude=asset.id)
            for match in found:
                session.add(
                    Match(
                        asset_id=asset.id,
                        other_id=match.asset_id,
                        relation=match.relation,
                        score=match.score,
                        distances=match.distances,
                        region=match.region,
                        frame_time=match.frame_time,
                        video=getattr(match, "video", None),
                    )
                )
        _add_appearance(session, asset, analysis.path.name, info)
    if new:
        matcher.add(asset.id, analysis)
    return IngestResult(
        str(analysis.path),
        analysis.sha256,
        analysis.kind,
        "registered" if new else "known",
        matches=match_infos(store, found, with_first_seen=False),
        metadata_problems=[c.value for c in analysis.file_says if c.field == "problem"],
    )


def _insert_asset(session: Session, analysis: Analysis) -> Asset:
    asset = Asset(
        sha256=analysis.sha256,
        kind=analysis.kind,
        format=analysis.format,
        width=analysis.width,
        height=analysis.height,
        bytes=analysis.bytes,
        duration=analysis.duration,
        codec=analysis.footage.info.codec if analysis.footage else None,
        frame_rate=analysis.footage.info.frame_rate if analysis.footage else None,
        file_name=analysis.path.name,
    )
    session.add(asset)
    session.flush()
    # One bulk insert: a video brings hundreds of frame hashes, ORM objects cost 10x more.
    rows = [
        {
            "asset_id": asset.id,
            "algorithm": f.hash.algorithm,
            "version": f.version,
            "bits": f.hash.bits,
            "quality": f.hash.quality,
            "variant": f.variant,
            "region": list(f.region) if f.region else None,
            "frame_time": f.frame_time,
        }
        for f in analysis.fingerprints
    ]
    if rows:
        session.execute(insert(Fingerprint), rows)
    session.add_all(
        Claim(
            asset_id=asset.id,
            field=c.field,
            value=c.value,
            text=c.text,
            origin=c.origin,
            detail=c.detail or None,
        )
        for c in analysis.file_says
    )
    return asset


def _source(session: Session, info: AppearanceInfo) -> Source | None:
    """Find or create the source: by URL, or by outlet and date when there is no URL."""
    if info.source_url:
        query = select(Source).where(Source.url == info.source_url)
    elif info.outlet:
        query = select(Source).where(
            Source.url.is_(None),
            Source.outlet == info.outlet,
            Source.published_at.is_(None)
            if info.published is None
            else Source.published_at == info.published,
        )
    else:
        return None
    source = session.exec(query).scalars().first()
    if source is None:
        source = Source(url=info.source_url, outlet=info.outlet, published_at=info.published)
        try:
            with session.begin_nested():
                session.add(source)
        except IntegrityError:  # another process registered it meanwhile
            source = session.exec(query).scalars().first()
    return source


def _add_appearance(session: Session, asset: Asset, file_name: str, info: AppearanceInfo) -> None:
    key = info.key()
    exists = session.exec(
        select(Appearance.id).where(Appearance.asset_id == asset.id, Appearance.key == key)
    ).first()
    if exists:
        return
    source = _source(session, info)
    appearance = Appearance(
        asset_id=asset.id,
        source_id=source.id if source else None,
        key=key,
        caption=info.caption,
        credit=info.credit,
        published_at=info.published or (source.published_at if source else None),
        place=info.place,
        date_claimed=info.date,
        event=info.event,
        file_name=file_name,
    )
    session.add(appearance)
    session.flush()
    options = [
        ("place", info.place),
        ("date", info.date),
        ("event", info.event),
        ("credit", info.credit),
    ]
    claims = appearance_claims(info.caption, appearance.published_at, options)
    session.add_all(claim_rows(appearance.id, claims))


# -- check -------------------------------------------------------------------------------


def check_media(
    store: Store,
    paths: Iterable[Path],
    caption: str | None = None,
    published: date | None = None,
    jobs: int = 1,
) -> Iterator[CheckResult]:
    """Look files up in the registry without registering them."""
    files = media_files(list(paths))
    matcher = Lookup(store)
    for path, outcome in analysed(files, jobs, dense=False):
        if isinstance(outcome, BadInput):
            yield CheckResult(str(path), None, None, error=str(outcome))
            continue
        file_says = [claim_json(c) for c in outcome.file_says]
        matches = find_matches(store, matcher, outcome)
        registered = store.file_claims(m.asset for m in matches)
        for match in matches:
            said = [claim_json(c) for c in registered.get(match.asset, [])]
            match.file_says_conflicts = conflicts(file_says, said)
        drift = []
        if matches and caption:
            best = store.asset(matches[0].asset)
            drift = check_drift(store, best.id, caption, published)
        yield CheckResult(
            str(path),
            outcome.sha256,
            outcome.kind,
            matches=matches,
            drift=drift,
            file_says=file_says,
        )


def find_matches(store: Store, matcher: Lookup, analysis: Analysis) -> list[MatchInfo]:
    """Every registered asset this file is, best first; an exact copy comes first of all."""
    exact = store.asset(analysis.sha256)
    found = matcher.find(analysis, exclude=exact.id if exact else None)
    if exact:
        found.insert(0, Found(exact.id, "exact", 1.0, {"pdq": 0}))
    return match_infos(store, found)


def match_infos(store: Store, found: list[Found], with_first_seen: bool = True) -> list[MatchInfo]:
    """Matches as reported; each lineage is walked once however many of its members matched."""
    assets = store.assets_by_id(f.asset_id for f in found)
    seen: dict[int, dict | None] = {}
    if with_first_seen:
        for f in found:
            if f.asset_id not in seen:
                members, _ = store.lineage(f.asset_id)
                earliest = first_appearance(store, members)
                seen.update(dict.fromkeys(members, earliest))
    return [
        MatchInfo(
            asset=assets[f.asset_id].sha256,
            relation=f.relation,
            score=f.score,
            distances=f.distances,
            region=f.region,
            frame_time=f.frame_time,
            first_seen=seen.get(f.asset_id),
            video=getattr(f, "video", None),
        )
        for f in found
    ]


def first_appearance(store: Store, asset_ids: set[int]) -> dict | None:
    """The earliest of these assets' appearances: by published date, then registration."""
    rows = store.appearances(asset_ids)
    if not rows:
        return None
    appearance, source = rows[0]
    asset = store.assets_by_id([appearance.asset_id])[appearance.asset_id]
    return appearance_json(appearance, source, asset)


def appearance_json(appearance: Appearance, source: Source | None, asset: Asset) -> dict:
    return {
        "asset": asset.sha256,
        "file": appearance.file_name,
        "published": appearance.published_at.isoformat() if appearance.published_at else None,
        "source": source.url if source else None,
        "outlet": source.outlet if source else None,
        "caption": appearance.caption,
        "credit": appearance.credit,
        "claimed": {
            "place": appearance.place,
            "date": appearance.date_claimed,
            "event": appearance.event,
        },
        "registered_at": appearance.registered_at.isoformat(timespec="seconds"),
    }
