"""Writing one analysed file into the registry: plain Core inserts, one transaction a file.

Registering used to go through ORM sessions: a unit of work, identity map and
flushes for rows that are written once and never touched again. That cost
about 4 ms a picture, more than hashing it. These are the same rows, written
with prepared Core statements on one connection (about 0.5 ms).

Committing each file on its own is kept: in WAL mode with ``synchronous=NORMAL``
a commit costs SQLite about 0.03 ms (measured: 0.09 ms a file committed alone,
0.06 ms in batches of 20 under savepoints), too little to be worth results
that are printed before they are durable, or a write lock held across files.

What repeats across a batch (the source row, the claims drawn from a shared
caption) is looked up or computed once per ``Writer``.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from sqlalchemy import Connection, bindparam, insert, select
from sqlalchemy.exc import IntegrityError

from provenance.lineage_drift import appearance_claims, claim_rows
from provenance.media.analyse import Analysis
from provenance.media.features import STORED_KEYPOINTS
from provenance.media.features import VERSION as FEATURES_VERSION
from provenance.models import Appearance, Asset, Claim, Fingerprint, LocalFeature, Match, Source
from provenance.store import Store

if TYPE_CHECKING:
    from provenance.matching.engine import Found
    from provenance.services import AppearanceInfo

ASSETS, FINGERPRINTS, CLAIMS = Asset.__table__, Fingerprint.__table__, Claim.__table__
FEATURES, MATCHES, SOURCES = LocalFeature.__table__, Match.__table__, Source.__table__
APPEARANCES = Appearance.__table__

# Built once: a statement made per row (``.values(...)``) costs SQLAlchemy more to build and
# key for its cache than SQLite takes to run it.
_ASSET_ID = select(ASSETS.c.id).where(ASSETS.c.sha256 == bindparam("sha256"))
_APPEARANCE_ID = select(APPEARANCES.c.id).where(
    APPEARANCES.c.asset_id == bindparam("asset_id"), APPEARANCES.c.key == bindparam("key")
)
_INSERT = {table.name: insert(table) for table in (ASSETS, FINGERPRINTS, CLAIMS, FEATURES)}
_INSERT.update({table.name: insert(table) for table in (MATCHES, SOURCES, APPEARANCES)})


class Writer:
    """Registers analysed files in ``store``; keeps what a batch shares between files."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._claims: dict[str, list[dict]] = {}  # appearance key -> claim rows, no ids yet
        self._last_key: tuple[AppearanceInfo, str] | None = None

    def register(
        self, analysis: Analysis, info: AppearanceInfo, found: Sequence[Found] = ()
    ) -> tuple[int, bool]:
        """Store the file (if new), its confident links and its appearance, all or nothing.

        Returns the asset id and whether the file was new. ``found`` are the
        matches looked up before (linked only when the asset is new).
        """
        try:
            return self._register(analysis, info, found)
        except IntegrityError:
            # Another process registered the same file (or source) meanwhile: this
            # transaction is rolled back whole; again, the file is known (or the source found).
            return self._register(analysis, info, found)

    def _register(
        self, analysis: Analysis, info: AppearanceInfo, found: Sequence[Found]
    ) -> tuple[int, bool]:
        # No savepoints: pysqlite opens its transaction at the first write, so a SAVEPOINT
        # written first would stand for the transaction and its RELEASE would commit it.
        with self.store.engine.begin() as connection:
            asset_id = _existing(connection, analysis.sha256)
            new = asset_id is None
            if new:
                asset_id = _insert_asset(connection, analysis)
                _insert_contents(connection, asset_id, analysis)
                _insert_links(connection, asset_id, [f for f in found if f.tier == "match"])
            self._add_appearance(connection, asset_id, analysis.path.name, info, new)
        return asset_id, new

    def _add_appearance(
        self,
        connection: Connection,
        asset_id: int,
        file_name: str,
        info: AppearanceInfo,
        new_asset: bool,
    ) -> None:
        key = self._key(info)
        if not new_asset:  # a new asset has no appearance yet: nothing to look up
            exists = connection.execute(_APPEARANCE_ID, {"asset_id": asset_id, "key": key})
            if exists.first():
                return
        source_id, source_published = _source(connection, info)
        published = info.published or source_published
        appearance_id = connection.execute(
            _INSERT["appearances"],
            {
                "asset_id": asset_id,
                "source_id": source_id,
                "key": key,
                "caption": info.caption,
                "credit": info.credit,
                "published_at": published,
                "place": info.place,
                "date_claimed": info.date,
                "event": info.event,
                "file_name": file_name,
                "registered_at": _now(),
            },
        ).inserted_primary_key[0]
        claims = self._claim_rows(key, info, published)
        if claims:
            connection.execute(
                _INSERT["claims"],
                [{**row, "asset_id": None, "appearance_id": appearance_id} for row in claims],
            )

    def _key(self, info: AppearanceInfo) -> str:
        """``info.key()``, computed once for the appearance a whole batch shares."""
        if self._last_key is None or self._last_key[0] is not info:
            self._last_key = (info, info.key())
        return self._last_key[1]

    def _claim_rows(self, key: str, info: AppearanceInfo, published) -> list[dict]:
        """The appearance's claims as rows; the same appearance on many files is read once."""
        cache_key = f"{key}:{published}"
        if cache_key not in self._claims:
            options = [
                ("place", info.place),
                ("date", info.date),
                ("event", info.event),
                ("credit", info.credit),
            ]
            claims = appearance_claims(info.caption, published, options)
            self._claims[cache_key] = [
                {
                    "field": row.field,
                    "value": row.value,
                    "text": row.text,
                    "origin": row.origin,
                    "detail": row.detail,
                }
                for row in claim_rows(0, claims)
            ]
        return self._claims[cache_key]


def _now() -> datetime:
    return datetime.now(UTC)


def _existing(connection: Connection, sha256: str) -> int | None:
    return connection.execute(_ASSET_ID, {"sha256": sha256}).scalar_one_or_none()


def _insert_asset(connection: Connection, analysis: Analysis) -> int:
    footage = analysis.footage
    result = connection.execute(
        _INSERT["assets"],
        {
            "sha256": analysis.sha256,
            "kind": analysis.kind,
            "format": analysis.format,
            "width": analysis.width,
            "height": analysis.height,
            "bytes": analysis.bytes,
            "duration": analysis.duration,
            "codec": footage.info.codec if footage else None,
            "frame_rate": footage.info.frame_rate if footage else None,
            "file_name": analysis.path.name,
            "registered_at": _now(),
        },
    )
    return int(result.inserted_primary_key[0])


def _insert_contents(connection: Connection, asset_id: int, analysis: Analysis) -> None:
    """The asset's fingerprints, what its file says about itself, and its local features."""
    connection.execute(
        _INSERT["fingerprints"],
        [
            {
                "asset_id": asset_id,
                "algorithm": f.hash.algorithm,
                "version": f.version,
                "bits": f.hash.bits,
                "quality": f.hash.quality,
                "variant": f.variant,
                "region": list(f.region) if f.region else None,
                "frame_time": f.frame_time,
            }
            for f in analysis.fingerprints
        ],
    )
    if analysis.file_says:
        connection.execute(
            _INSERT["claims"],
            [
                {
                    "asset_id": asset_id,
                    "appearance_id": None,
                    "field": c.field,
                    "value": c.value,
                    "text": c.text,
                    "origin": c.origin,
                    "detail": c.detail or None,
                }
                for c in analysis.file_says
            ],
        )
    if analysis.features is not None:
        connection.execute(
            _INSERT["local_features"],
            {
                "asset_id": asset_id,
                "version": f"orb-{FEATURES_VERSION}",
                "data": analysis.features.strongest(STORED_KEYPOINTS).to_bytes(),
            },
        )


def _insert_links(connection: Connection, asset_id: int, linked: list[Found]) -> None:
    if not linked:
        return
    now = _now()
    connection.execute(
        _INSERT["matches"],
        [
            {
                "asset_id": asset_id,
                "other_id": match.asset_id,
                "relation": match.relation,
                "score": match.score,
                "distances": match.distances,
                "region": match.region,
                "frame_time": match.frame_time,
                "video": getattr(match, "video", None),
                "registered_at": now,
            }
            for match in linked
        ],
    )


def _source(connection: Connection, info: AppearanceInfo) -> tuple[int | None, object]:
    """Find or create the source (by URL, or by outlet and date): its id and published date."""
    columns = SOURCES.c
    if info.source_url:
        query = select(columns.id, columns.published_at).where(columns.url == info.source_url)
    elif info.outlet:
        query = select(columns.id, columns.published_at).where(
            columns.url.is_(None),
            columns.outlet == info.outlet,
            columns.published_at.is_(None)
            if info.published is None
            else columns.published_at == info.published,
        )
    else:
        return None, None
    row = connection.execute(query).first()
    if row is None:
        connection.execute(
            _INSERT["sources"],
            {
                "url": info.source_url,
                "kind": "article",
                "outlet": info.outlet,
                "title": None,
                "published_at": info.published,
                "registered_at": _now(),
            },
        )
        row = connection.execute(query).first()
    return row[0], row[1]
