"""The registry as the matcher reads it: plain SQL over a DB-API connection.

A check must answer in a fraction of a second, and importing the ORM alone
costs more than that. So lookups go through this small reader, which works on
an ``sqlite3`` connection opened directly (the CLI's fast path) or on the raw
connection of a Store's engine (SQLite or PostgreSQL), with the same queries
and the same answers either way.
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from provenance.matching.rows import Row

_REVISION = re.compile(r"^(down_)?revision(?::[^=]*)?=\s*['\"]?([\w-]+|None)['\"]?", re.M)


def schema_head(versions: Path) -> str | None:
    """The head revision of the migrations in ``versions``, read from the files without Alembic."""
    revisions, parents = set(), set()
    for script in versions.glob("*.py"):
        for down, value in _REVISION.findall(script.read_text(encoding="utf-8")):
            if down:
                parents.update(v for v in re.findall(r"[\w-]+", value) if v != "None")
            else:
                revisions.add(value)
    heads = revisions - parents
    return heads.pop() if len(heads) == 1 else None


@dataclass
class Appearance:
    """An appearance row with what the report of a first sighting needs."""

    id: int
    asset: str
    file: str
    published: date | None
    source_published: date | None
    source: str | None
    outlet: str | None
    caption: str | None
    credit: str | None
    place: str | None
    date_claimed: str | None
    event: str | None
    registered_at: datetime

    def order(self) -> tuple:
        """Earliest first: by published date (undated last), then registration, then id."""
        when = self.published or self.source_published
        return (when is None, when or date.min, self.registered_at, self.id)

    def to_json(self) -> dict:
        return {
            "asset": self.asset,
            "file": self.file,
            "published": self.published.isoformat() if self.published else None,
            "source": self.source,
            "outlet": self.outlet,
            "caption": self.caption,
            "credit": self.credit,
            "claimed": {"place": self.place, "date": self.date_claimed, "event": self.event},
            "registered_at": self.registered_at.isoformat(timespec="seconds"),
        }


class Catalogue:
    """Read-only queries the matcher needs, over any DB-API connection."""

    def __init__(self, connection: Any, paramstyle: str = "qmark") -> None:
        self.connection = connection
        self._mark = "?" if paramstyle == "qmark" else "%s"

    @classmethod
    def sqlite(cls, path: Path) -> Catalogue:
        """Open an SQLite registry directly, without SQLAlchemy (this reader only reads)."""
        connection = sqlite3.connect(path, timeout=10)
        return cls(connection, "qmark")

    def close(self) -> None:
        self.connection.close()

    def _rows(self, sql: str, params: Iterable[Any] = ()) -> list[tuple]:
        cursor = self.connection.cursor()
        try:
            cursor.execute(sql.replace("?", self._mark), tuple(params))
            return cursor.fetchall()
        finally:
            cursor.close()

    def _in(self, values: Iterable[Any]) -> str:
        return ",".join("?" * len(list(values)))

    # -- what the index is built from ------------------------------------------------------

    def schema_revision(self) -> str | None:
        try:
            rows = self._rows("SELECT version_num FROM alembic_version")
        except Exception:  # no table: not a provenance registry, or a new file
            return None
        return rows[0][0] if rows else None

    def fingerprint(self, fingerprint_id: int) -> tuple[int, bytes] | None:
        rows = self._rows("SELECT asset_id, bits FROM fingerprints WHERE id = ?", (fingerprint_id,))
        return (rows[0][0], bytes(rows[0][1])) if rows else None

    def fingerprints_after(self, fingerprint_id: int) -> Iterator[Row]:
        """Every fingerprint row newer than ``fingerprint_id``, oldest first."""
        cursor = self.connection.cursor()
        try:
            # Video frames are matched by matching/video.py, which cuts bars and checks grids.
            cursor.execute(
                "SELECT id, asset_id, algorithm, bits, quality, variant, region, frame_time "
                f"FROM fingerprints WHERE id > {self._mark} AND variant NOT IN ('frame', 'crop')"
                " ORDER BY id",
                (fingerprint_id,),
            )
            while batch := cursor.fetchmany(10_000):
                for row in batch:
                    yield Row.from_sql(row)
        finally:
            cursor.close()

    def features_after(self, asset_id: int) -> Iterator[tuple[int, bytes]]:
        cursor = self.connection.cursor()
        try:
            cursor.execute(
                "SELECT asset_id, data FROM local_features "
                f"WHERE asset_id > {self._mark} ORDER BY asset_id",
                (asset_id,),
            )
            while batch := cursor.fetchmany(2_000):
                for asset, data in batch:
                    yield asset, bytes(data)
        finally:
            cursor.close()

    def features_of(self, asset_ids: Iterable[int]) -> dict[int, bytes]:
        ids = list(set(asset_ids))
        if not ids:
            return {}
        rows = self._rows(
            f"SELECT asset_id, data FROM local_features WHERE asset_id IN ({self._in(ids)})", ids
        )
        return {asset: bytes(data) for asset, data in rows}

    # -- footage (matching/video.py) --------------------------------------------------------

    def video_frames_after(self, fingerprint_id: int) -> list[tuple]:
        """PDQ of video frames, whole or cut to a shape, newer than ``fingerprint_id``:
        (id, asset id, time, bits, quality, variant) rows."""
        # Filtered on variant alone, so the database reads ix_fingerprints_variant_id (frames
        # are a few rows among millions of picture hashes), and on algorithm here.
        rows = self._rows(
            "SELECT id, asset_id, frame_time, bits, quality, variant, algorithm FROM fingerprints"
            " WHERE variant IN ('frame', 'crop') AND id > ? ORDER BY id",
            (fingerprint_id,),
        )
        return [row[:6] for row in rows if row[6] == "pdq"]

    def picture_hashes_after(self, fingerprint_id: int) -> list[tuple]:
        """PDQ of whole pictures (and of their content, borders trimmed), newer than
        ``fingerprint_id``: (id, asset id, bits, quality) rows."""
        return self._rows(
            "SELECT f.id, f.asset_id, f.bits, f.quality FROM fingerprints f"
            " JOIN assets a ON a.id = f.asset_id WHERE f.id > ? AND f.algorithm = 'pdq'"
            " AND f.variant IN ('full', 'trimmed') AND a.kind = 'image' ORDER BY f.id",
            (fingerprint_id,),
        )

    def videos(self, asset_ids: Iterable[int]) -> dict[int, tuple]:
        """(duration, width, height, region of the hashed frames) of these videos."""
        ids = list(set(asset_ids))
        if not ids:
            return {}
        marks = self._in(ids)
        rows = self._rows(
            "SELECT a.id, a.duration, a.width, a.height, f.region FROM assets a"
            " LEFT JOIN fingerprints f ON f.id = (SELECT MIN(g.id) FROM fingerprints g"
            " WHERE g.asset_id = a.id AND g.variant = 'frame')"
            f" WHERE a.id IN ({marks})",
            ids,
        )
        return {
            row[0]: (
                row[1] or 0.0,
                row[2],
                row[3],
                json.loads(row[4]) if isinstance(row[4], str) else row[4],
            )
            for row in rows
        }

    def frame_grids(self, asset_id: int, algorithm: str) -> dict[float, bytes]:
        """One video's frame grids (or other per-frame codes of ``algorithm``) by time."""
        rows = self._rows(
            "SELECT frame_time, bits FROM fingerprints"
            " WHERE asset_id = ? AND algorithm = ? AND variant = 'frame'",
            (asset_id, algorithm),
        )
        return {float(at): bytes(bits) for at, bits in rows}

    # -- what a match reports ----------------------------------------------------------------

    def asset_id(self, sha256: str) -> int | None:
        rows = self._rows("SELECT id FROM assets WHERE sha256 = ?", (sha256,))
        return rows[0][0] if rows else None

    def sha256_of(self, asset_ids: Iterable[int]) -> dict[int, str]:
        ids = list(set(asset_ids))
        if not ids:
            return {}
        return dict(self._rows(f"SELECT id, sha256 FROM assets WHERE id IN ({self._in(ids)})", ids))

    def file_claims(self, sha256s: Iterable[str]) -> dict[str, list[dict]]:
        """What each asset's file says about itself, as claim JSON, in stored order."""
        keys = list(set(sha256s))
        if not keys:
            return {}
        rows = self._rows(
            "SELECT x.sha256, c.field, c.value, c.text, c.origin, c.detail FROM claims c"
            f" JOIN assets x ON x.id = c.asset_id WHERE x.sha256 IN ({self._in(keys)})"
            " ORDER BY c.id",
            keys,
        )
        found: dict[str, list[dict]] = {key: [] for key in keys}
        for sha256, field, value, text, origin, detail in rows:
            if isinstance(detail, str):
                detail = json.loads(detail)
            found[sha256].append(
                {
                    "field": field,
                    "value": value,
                    "text": text,
                    "origin": origin,
                    "detail": detail or {},
                }
            )
        return found

    def sizes(self, asset_ids: Iterable[int]) -> dict[int, tuple[int, int]]:
        ids = list(set(asset_ids))
        if not ids:
            return {}
        rows = self._rows(
            f"SELECT id, width, height FROM assets WHERE id IN ({self._in(ids)})", ids
        )
        return {asset: (width, height) for asset, width, height in rows}

    def lineage(self, asset_id: int) -> set[int]:
        """Every asset connected to ``asset_id`` through matches."""
        members, frontier = {asset_id}, {asset_id}
        while frontier:
            ids = list(frontier)
            marks = self._in(ids)
            rows = self._rows(
                f"SELECT asset_id, other_id FROM matches "
                f"WHERE asset_id IN ({marks}) OR other_id IN ({marks})",
                ids + ids,
            )
            frontier = {end for row in rows for end in row} - members
            members |= frontier
        return members

    def appearances(self, asset_ids: Iterable[int]) -> list[Appearance]:
        """Appearances of these assets, earliest first."""
        ids = list(set(asset_ids))
        if not ids:
            return []
        rows = self._rows(
            "SELECT a.id, x.sha256, a.file_name, a.published_at, s.published_at, s.url, s.outlet,"
            " a.caption, a.credit, a.place, a.date_claimed, a.event, a.registered_at"
            " FROM appearances a JOIN assets x ON x.id = a.asset_id"
            " LEFT JOIN sources s ON s.id = a.source_id"
            f" WHERE a.asset_id IN ({self._in(ids)})",
            ids,
        )
        found = [
            Appearance(
                row[0],
                row[1],
                row[2],
                _date(row[3]),
                _date(row[4]),
                *row[5:12],
                registered_at=_datetime(row[12]),
            )
            for row in rows
        ]
        return sorted(found, key=Appearance.order)


def _date(value: Any) -> date | None:
    if value is None or isinstance(value, date):
        return value
    return date.fromisoformat(str(value)[:10])


def _datetime(value: Any) -> datetime:
    """Registration times are stored in UTC (naive in SQLite): report them in UTC, as the ORM."""
    if not isinstance(value, datetime):
        value = datetime.fromisoformat(str(value))
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)
