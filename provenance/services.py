"""The use cases the CLI calls: ingest, check, report. Each takes a Store and plain values.

Nothing here prints: results are yielded as small dataclasses so the CLI, tests
and newsroom scripts all see the same thing.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Iterator
from dataclasses import asdict, dataclass, field
from datetime import date
from pathlib import Path

from provenance.errors import BadInput
from provenance.lineage_drift import check_drift
from provenance.matching import lookup
from provenance.matching.catalogue import Catalogue
from provenance.matching.engine import Found, Matcher
from provenance.matching.video import find_all
from provenance.media.analyse import Analysis, analysed
from provenance.media.probe import media_files
from provenance.models import Appearance, Asset, Source
from provenance.registry_writer import Writer
from provenance.results import CheckResult, MatchInfo
from provenance.store import Store

__all__ = ["CheckResult", "MatchInfo", "analysed"]


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
    matches: list[MatchInfo] = field(default_factory=list)  # confident: linked to the lineage
    metadata_problems: list[str] = field(default_factory=list)
    suggestions: list[MatchInfo] = field(default_factory=list)  # likely: for a person to confirm

    def to_json(self) -> dict:
        return {
            "file": self.file,
            "sha256": self.sha256,
            "kind": self.kind,
            "status": self.status,
            "error": self.error,
            "metadata_problems": self.metadata_problems,
        }


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
    catalogue = catalogue_of(store)
    matcher = lookup.open_matcher(catalogue, store.url)
    writer = Writer(store)
    infos = [info for _, info in items]
    try:
        for (path, outcome), info in zip(analysed([p for p, _ in items], jobs), infos, strict=True):
            if on_file:
                on_file(path)
            if isinstance(outcome, BadInput):
                yield IngestResult(str(path), None, None, "error", str(outcome))
                continue
            yield register(store, matcher, outcome, info, writer)
        lookup.save_index(matcher, store.url)
    finally:
        catalogue.close()


def catalogue_of(store: Store) -> Catalogue:
    """The matcher's plain-SQL reader over a connection of the store's engine."""
    return Catalogue(store.engine.raw_connection(), store.engine.dialect.paramstyle)


def open_matcher(store: Store) -> Matcher:
    """A matcher over the store's registry (its catalogue stays open with it)."""
    return lookup.open_matcher(catalogue_of(store), store.url)


def register(
    store: Store,
    matcher: Matcher,
    analysis: Analysis,
    info: AppearanceInfo,
    writer: Writer | None = None,
) -> IngestResult:
    """Store one analysed file and its appearance in one transaction; link it to its lineage.

    What the file is a copy of is looked up first, outside the transaction, so
    the registry is locked for writing only while the rows are written.
    Confident matches are linked (Match rows); suggestions are reported only.
    """
    writer = writer or Writer(store)
    matcher.refresh()
    known = matcher.catalogue.asset_id(analysis.sha256) is not None
    found: list[Found] = [] if known else find_all(matcher, analysis, thorough=False)
    _, new = writer.register(analysis, info, found)
    if new:
        matcher.refresh()
        if matcher.index.worth_saving(share=4):
            matcher.index.fold()  # in memory as the registry grows; written when ingest ends
    else:
        found = []
    infos = lookup.match_infos(matcher.catalogue, found, with_first_seen=False)
    return IngestResult(
        str(analysis.path),
        analysis.sha256,
        analysis.kind,
        "registered" if new else "known",
        matches=[m for m in infos if m.tier == "match"],
        metadata_problems=[c.value for c in analysis.file_says if c.field == "problem"],
        suggestions=[m for m in infos if m.tier == "suggestion"],
    )


# -- check -------------------------------------------------------------------------------


def check_media(
    store: Store,
    paths: Iterable[Path],
    caption: str | None = None,
    published: date | None = None,
    jobs: int = 1,
) -> Iterator[CheckResult]:
    """Look files up in the registry without registering them (matching: matching/lookup.py)."""
    files = media_files(list(paths))
    catalogue = catalogue_of(store)
    try:
        matcher = lookup.open_matcher(catalogue, store.url)
        for result in lookup.check_files(catalogue, matcher, files, jobs):
            if result.matches and caption:
                best = store.asset(result.matches[0].asset)
                result.drift = check_drift(store, best.id, caption, published)
            yield result
    finally:
        catalogue.close()


def find_matches(store: Store, matcher: Matcher, analysis: Analysis) -> list[MatchInfo]:
    """Every registered asset this file is, best first; an exact copy comes first of all."""
    return lookup.find_matches(matcher.catalogue, matcher, analysis)


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
