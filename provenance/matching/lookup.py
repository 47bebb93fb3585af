"""Looking pictures up in the registry: the check use case, with or without the ORM loaded.

``check_files`` is the one implementation of a check's reuse part. The CLI
calls it through ``quick_check`` on an SQLite registry that is already at the
current schema, without importing SQLAlchemy or the models (which alone take
longer than the half second a check should take); everything else goes
through ``services.check_media``, which calls the same function.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path

from provenance.errors import BadInput
from provenance.matching.catalogue import Catalogue, schema_head
from provenance.matching.engine import Found, Matcher
from provenance.matching.index import RegistryIndex, sidecar_path
from provenance.matching.video import find_all
from provenance.media.analyse import Analysis, analysed
from provenance.media.metadata.describe import claim_json, conflicts
from provenance.media.probe import media_files
from provenance.results import CheckResult, MatchInfo


def open_matcher(catalogue: Catalogue, url: str, save: bool = True) -> Matcher:
    """A matcher over the registry's index: the sidecar if current, caught up with the database.

    When the rows not yet in the sidecar are many, the sidecar is rebuilt and
    saved (``save``), so the next command starts from it.
    """
    path = sidecar_path(url)
    index = RegistryIndex.open(catalogue, path)
    if save and index.worth_saving():
        # A read-only folder: the index still works, it is just rebuilt next time.
        with contextlib.suppress(OSError):
            index.save(path)
    return Matcher(catalogue, index)


def save_index(matcher: Matcher, url: str, share: int = 50) -> None:
    """Persist the index if enough was added since it was last written (see worth_saving),
    or if rows were folded into it in memory (see RegistryIndex.fold)."""
    if matcher.index.unwritten or matcher.index.worth_saving(share):
        with contextlib.suppress(OSError):
            matcher.index.save(sidecar_path(url))


def check_files(catalogue: Catalogue, matcher: Matcher, paths: list[Path], jobs: int = 1):
    """Look files up without registering them; a bad file gives a result with its error."""
    for path, outcome in analysed(paths, jobs, features=False, dense=False):
        if isinstance(outcome, BadInput):
            yield CheckResult(str(path), None, None, error=str(outcome))
            continue
        file_says = [claim_json(c) for c in outcome.file_says]
        matches = find_matches(catalogue, matcher, outcome)
        registered = catalogue.file_claims(m.asset for m in matches)
        for match in matches:
            match.file_says_conflicts = conflicts(file_says, registered.get(match.asset, []))
        yield CheckResult(
            str(path),
            outcome.sha256,
            outcome.kind,
            matches=[m for m in matches if m.tier == "match"],
            suggestions=[m for m in matches if m.tier == "suggestion"],
            file_says=file_says,
        )


def find_matches(catalogue: Catalogue, matcher: Matcher, analysis: Analysis) -> list[MatchInfo]:
    """Every registered asset this file is, best first; an exact copy comes first of all."""
    exact = catalogue.asset_id(analysis.sha256)
    found = find_all(matcher, analysis, exclude=exact)
    if exact:
        found.insert(0, Found(exact, "exact", 1.0, {"pdq": 0}, evidence={"method": "sha256"}))
    return match_infos(catalogue, found)


def match_infos(
    catalogue: Catalogue, found: list[Found], with_first_seen: bool = True
) -> list[MatchInfo]:
    """Matches as reported; each lineage is walked once however many of its members matched."""
    sha256 = catalogue.sha256_of(f.asset_id for f in found)
    seen: dict[int, dict | None] = {}
    if with_first_seen:
        for f in found:
            if f.asset_id not in seen:
                members = catalogue.lineage(f.asset_id)
                earliest = catalogue.appearances(members)
                seen.update(dict.fromkeys(members, earliest[0].to_json() if earliest else None))
    return [
        MatchInfo(
            asset=sha256[f.asset_id],
            relation=f.relation,
            score=f.score,
            distances=f.distances,
            region=f.region,
            frame_time=f.frame_time,
            first_seen=seen.get(f.asset_id),
            tier=f.tier,
            evidence=f.evidence,
            video=getattr(f, "video", None),
        )
        for f in found
        if f.asset_id in sha256  # a row of an asset deleted since the index was built
    ]


def quick_check(db: str | None, paths: list[Path], jobs: int = 1) -> Iterator[CheckResult] | None:
    """Check against an SQLite registry without the ORM; None when that path does not apply.

    It applies when the database is an existing SQLite file whose schema is
    current (otherwise Store must create or upgrade it first).
    """
    from provenance.config import database_url

    url = database_url(db)
    if not url.startswith("sqlite:///"):
        return None
    path = Path(url.removeprefix("sqlite:///"))
    head = schema_head(_migrations())
    if not path.is_file() or head is None:
        return None
    catalogue = Catalogue.sqlite(path)
    if catalogue.schema_revision() != head:
        catalogue.close()
        return None
    files = media_files(paths)
    return _closing(catalogue, check_files(catalogue, open_matcher(catalogue, url), files, jobs))


def _closing(catalogue: Catalogue, results: Iterator[CheckResult]) -> Iterator[CheckResult]:
    try:
        yield from results
    finally:
        catalogue.close()


def _migrations() -> Path:
    package = Path(__file__).resolve().parent.parent
    for candidate in (package / "_migrations", package.parent / "db"):
        if (candidate / "env.py").is_file():
            return candidate / "versions"
    return package / "_migrations" / "versions"
