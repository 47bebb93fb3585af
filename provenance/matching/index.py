"""The registry's fingerprints in memory, loaded in milliseconds and kept up to date incrementally.

Rows live in two parts per algorithm: a *base* persisted in a sidecar file
(columns plus a multi-index, memory-mapped, so opening a million rows reads
almost nothing) and a *delta*: rows registered since the base was written,
read from the database by fingerprint id (``id > high-water mark``) and
scanned linearly. When the delta grows past a fraction of the base, the base
is rebuilt in memory (``fold``); the sidecar is rewritten when an ingest ends,
or when a command opens it with many rows missing. The sidecar records the id, asset and bits of its
newest row; if the database no longer has that row (a different or rebuilt
database) the sidecar is ignored and rebuilt.

For SQLite the sidecar sits next to the database file (``<db>.index``); for
other databases it is kept in a cache folder keyed by the URL
(``PROVENANCE_INDEX_DIR``, else ``~/.cache/provenance``).

Local features get the same treatment: a descriptor sieve (ORB descriptors in
a multi-index, probed for exactly shared 16-bit substrings) votes for the
pictures holding the nearest partners of a query's descriptors.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from provenance.matching import arrays
from provenance.matching.catalogue import Catalogue
from provenance.matching.mih import Hits, LinearScan, MultiIndex, SortedIndex, popcount_rows
from provenance.matching.rows import Row, RowTable

CODE_BYTES = {"pdq": 32, "phash": 8, "dhash": 8}
"""Algorithms the index holds, with their hash width in bytes."""

SEARCHED = ("pdq", "phash")
"""Algorithms searched by distance; dHash is only compared with candidates found otherwise."""

SIEVE_BYTES = 32
"""Leading bytes of each ORB descriptor kept in the descriptor sieve (ORB's best tests first)."""

SORTED_LEVEL = 4096
"""A level of the descriptor sieve up to this many descriptors is a sorted table (built in
microseconds, searched by bisection); a larger one a multi-index (searched faster, built once
in a while: ~1.5 ms however small)."""

LAYOUT = {"format": 2, "sieve_bytes": SIEVE_BYTES, "code_bytes": CODE_BYTES}
"""What a sidecar's arrays mean; a sidecar written with another layout is rebuilt."""


def sidecar_path(url: str) -> Path:
    """Where the index of the registry at ``url`` is kept."""
    if url.startswith("sqlite:///"):
        return Path(url.removeprefix("sqlite:///") + ".index")
    folder = os.environ.get("PROVENANCE_INDEX_DIR") or Path.home() / ".cache" / "provenance"
    return Path(folder) / (hashlib.sha256(url.encode()).hexdigest()[:24] + ".index")


class HashTable:
    """One algorithm's rows: a base with a multi-index, and a linearly scanned delta."""

    def __init__(self, algorithm: str, base: RowTable, multi: MultiIndex | None = None) -> None:
        self.algorithm = algorithm
        self.base = base
        if multi is None and algorithm in SEARCHED:
            multi = MultiIndex.build(np.asarray(base.codes))
        self.multi = multi
        self.delta = RowTable.empty(CODE_BYTES[algorithm])
        self._delta_rows: list[Row] = []

    def __len__(self) -> int:
        return len(self.base) + len(self.delta) + len(self._delta_rows)

    def add(self, rows: list[Row]) -> None:
        self._delta_rows.extend(rows)

    def _settle(self) -> None:
        if self._delta_rows:
            fresh = RowTable.from_rows(self._delta_rows, CODE_BYTES[self.algorithm])
            self.delta = self.delta.concat(fresh)
            self._delta_rows = []

    def search(self, queries: np.ndarray, radius: int) -> Hits:
        """Rows within ``radius`` of each query; rows are numbered base first, then delta."""
        self._settle()
        hits = self.multi.search(queries, radius) if self.multi else Hits.empty()
        if len(self.delta):
            extra = LinearScan(np.asarray(self.delta.codes)).search(queries, radius)
            extra.row += len(self.base)
            hits = hits.concat(extra)
        return hits

    def row(self, number: int) -> tuple[RowTable, int]:
        self._settle()
        if number < len(self.base):
            return self.base, number
        return self.delta, number - len(self.base)

    def rows_of(self, asset_id: int) -> list[int]:
        """Row numbers of one asset's hashes."""
        self._settle()
        base = np.flatnonzero(np.asarray(self.base.asset) == asset_id)
        delta = np.flatnonzero(np.asarray(self.delta.asset) == asset_id) + len(self.base)
        return base.tolist() + delta.tolist()

    def merged(self) -> RowTable:
        self._settle()
        return self.base.concat(self.delta) if len(self.delta) else self.base

    @property
    def pending(self) -> int:
        return len(self.delta) + len(self._delta_rows)


@dataclass
class Votes:
    asset: np.ndarray  # asset ids, most votes first
    count: np.ndarray
    by_group: np.ndarray | None = None  # assets x groups: votes from each group of descriptors


class DescriptorSieve:
    """Which registered pictures share near-identical ORB descriptors with a query."""

    PROBE_RADIUS = 0  # a partner must share one 16-bit substring exactly: a cheap, inexact sieve
    MAX_DISTANCE = 64  # of 256 bits
    RATIO = 0.8

    def __init__(self, codes: np.ndarray, owner: np.ndarray, multi: MultiIndex | None = None):
        self.codes = codes
        self.owner = owner
        self.multi = multi if multi is not None else MultiIndex.build(np.asarray(codes))
        # Descriptors added since: levels of geometrically growing size, each with its own
        # index, merged when a level is no larger than the next (as in an LSM tree), so
        # adding costs O(log n) rebuilt rows per row and a vote reads O(log n) levels.
        # Small levels are sorted tables (no fixed cost), large ones multi-indexes.
        self._levels: list[tuple[np.ndarray, np.ndarray, MultiIndex | SortedIndex]] = []

    @classmethod
    def empty(cls) -> DescriptorSieve:
        return cls(np.empty((0, SIEVE_BYTES), np.uint8), np.empty(0, np.int64))

    def add(self, asset_id: int, descriptors: np.ndarray) -> None:
        codes = np.ascontiguousarray(np.asarray(descriptors)[:, :SIEVE_BYTES])
        owner = np.full(len(codes), asset_id, np.int64)
        while self._levels and len(self._levels[-1][0]) <= 2 * len(codes):
            last_codes, last_owner, _ = self._levels.pop()
            codes = np.concatenate([last_codes, codes])
            owner = np.concatenate([last_owner, owner])
        table = SortedIndex(codes) if len(codes) < SORTED_LEVEL else MultiIndex.build(codes)
        self._levels.append((codes, owner, table))

    def _delta(self) -> tuple[np.ndarray, np.ndarray]:
        if not self._levels:
            return np.empty((0, SIEVE_BYTES), np.uint8), np.empty(0, np.int64)
        return (
            np.concatenate([codes for codes, _, _ in self._levels]),
            np.concatenate([owner for _, owner, _ in self._levels]),
        )

    @property
    def pending(self) -> int:
        return sum(len(codes) for codes, _, _ in self._levels)

    def __len__(self) -> int:
        return len(self.codes) + self.pending

    def vote(self, descriptors: np.ndarray, groups: np.ndarray | None = None) -> Votes:
        """Pictures ranked by how many query descriptors find their unambiguous partner there.

        Each query descriptor votes once, for the picture holding its nearest
        stored descriptor, and only if the nearest descriptor of any other
        picture is clearly farther (Lowe's ratio test). Without that, pictures
        full of similar corners (foliage, text) collect votes from everything.
        ``groups`` (one small integer per descriptor) also counts votes per group.
        """
        queries = np.ascontiguousarray(np.asarray(descriptors)[:, :SIEVE_BYTES])
        if not len(queries):
            return Votes(np.empty(0, np.int64), np.empty(0, np.int64))
        crowded = _crowded(len(self))
        found = [self._near(queries, self.multi, np.asarray(self.codes), np.asarray(self.owner))]
        found += [
            # A substring too common in the whole sieve is as common in a level: its share of
            # the bucket limit, or a small level would let through what the whole one skips.
            self._near(queries, multi, codes, owner, max(4, crowded * len(codes) // len(self)))
            for codes, owner, multi in self._levels
        ]
        query, asset, distance = (np.concatenate([f[i] for f in found]) for i in range(3))
        if not len(asset):
            return Votes(np.empty(0, np.int64), np.empty(0, np.int64))
        # Each level's pairs come grouped by query: a stable sort merges those runs (timsort,
        # ~10x cheaper than a lexsort by query and distance) and keeps, within a query, the
        # order the levels found them in, so the first nearest partner is the same.
        order = np.argsort(query, kind="stable")
        query, asset, distance = query[order], asset[order], distance[order]
        heads = np.flatnonzero(np.r_[True, query[1:] != query[:-1]])
        sizes = np.diff(np.r_[heads, len(query)])
        best_distance = np.minimum.reduceat(distance, heads)
        nearest = np.flatnonzero(distance == np.repeat(best_distance, sizes))
        group = np.repeat(np.arange(len(heads)), sizes)[nearest]
        best = asset[nearest[np.r_[True, group[1:] != group[:-1]]]]
        # Nearest distance to any other picture, per query descriptor (the sieve radius if none).
        other = np.where(asset != np.repeat(best, sizes), distance, self.MAX_DISTANCE + 1)
        runner_up = np.minimum.reduceat(other, heads)
        clear = best_distance <= self.RATIO * runner_up
        ids, slot, counts = np.unique(best[clear], return_inverse=True, return_counts=True)
        order = np.argsort(-counts, kind="stable")
        by_group = None
        if groups is not None:
            voter_group = np.asarray(groups)[query[heads][clear]]
            by_group = np.zeros((len(ids), int(np.max(groups)) + 1), np.int64)
            np.add.at(by_group, (slot, voter_group), 1)
            by_group = by_group[order]
        return Votes(ids[order], counts[order], by_group)

    def _near(self, queries, multi: MultiIndex | SortedIndex, codes, owner, crowded=None):
        """(query, asset, distance) for stored descriptors within MAX_DISTANCE of a query,
        skipping buckets holding more than ``crowded`` descriptors."""
        crowded = _crowded(len(codes)) if crowded is None else crowded
        query, row = multi.candidates(queries, self.PROBE_RADIUS, crowded)
        if not len(row):
            return query, row, np.empty(0, np.int32)
        words = np.take(codes.view(np.uint64), row, axis=0) ^ np.take(
            queries.view(np.uint64), query, axis=0
        )
        distance = popcount_rows(words)
        close = distance <= self.MAX_DISTANCE
        return query[close], np.take(owner, row[close]), distance[close]

    def merged(self) -> tuple[np.ndarray, np.ndarray]:
        codes, owner = self._delta()
        return (
            np.concatenate([np.asarray(self.codes), codes]),
            np.concatenate([np.asarray(self.owner), owner]),
        )


def _crowded(descriptors: int) -> int:
    """Buckets holding more than this are substrings too common to tell pictures apart."""
    return max(64, 16 * descriptors // 65536)


class RegistryIndex:
    """Every searchable fingerprint and descriptor of a registry."""

    def __init__(self, tables: dict[str, HashTable], sieve: DescriptorSieve) -> None:
        self.tables = tables
        self.sieve = sieve
        self.fingerprint_mark = 0  # newest fingerprint id included
        self.fingerprint_asset = 0
        self.fingerprint_bits = b""
        self.features_mark = 0  # newest asset id whose local features are included
        self.unwritten = False  # folded rows the sidecar does not have yet

    @classmethod
    def empty(cls) -> RegistryIndex:
        tables = {name: HashTable(name, RowTable.empty(size)) for name, size in CODE_BYTES.items()}
        return cls(tables, DescriptorSieve.empty())

    # -- keeping up with the database -------------------------------------------------------

    @classmethod
    def open(cls, catalogue: Catalogue, path: Path | None) -> RegistryIndex:
        """Load the sidecar at ``path`` if it still describes this database, then catch up."""
        index = cls.load(path, catalogue) if path else None
        index = index or cls.empty()
        index.catch_up(catalogue)
        return index

    def catch_up(self, catalogue: Catalogue) -> None:
        """Add whatever was registered since this index was built."""
        for row in catalogue.fingerprints_after(self.fingerprint_mark):
            self.add_row(row)
        from provenance.media.features import LocalFeatures

        for asset_id, blob in catalogue.features_after(self.features_mark):
            self.add_features(asset_id, LocalFeatures.from_bytes(blob).descriptors)

    def add_row(self, row: Row) -> None:
        table = self.tables.get(row.algorithm)
        if table is not None and len(row.bits) == CODE_BYTES[row.algorithm]:
            table.add([row])
        if row.fingerprint_id > self.fingerprint_mark:
            self.fingerprint_mark = row.fingerprint_id
            self.fingerprint_asset = row.asset_id
            self.fingerprint_bits = row.bits

    def add_features(self, asset_id: int, descriptors: np.ndarray) -> None:
        if len(descriptors):
            self.sieve.add(asset_id, descriptors)
        self.features_mark = max(self.features_mark, asset_id)

    @property
    def pending(self) -> int:
        """Hash rows and descriptors not yet in the sidecar."""
        return sum(t.pending for t in self.tables.values()) + self.sieve.pending

    def worth_saving(self, share: int = 50) -> bool:
        """Rewrite once the hash rows, or the descriptors, not in the sidecar are 1/``share``
        of those in it (and more than a few thousand).

        A lookup reads those rows from the database and indexes them each time,
        so keep them few; a long ingest run passes a smaller share so it rewrites
        only as the registry grows by a quarter (amortised O(n log n) rebuilding).
        """
        rows = sum(t.pending for t in self.tables.values())
        saved_rows = sum(len(t.base) for t in self.tables.values())
        return rows > max(2_000, saved_rows // share) or self.sieve.pending > max(
            2_000, len(self.sieve.codes) // share
        )

    # -- persistence -------------------------------------------------------------------------

    def fold(self) -> None:
        """Take the rows and descriptors added since into the base, in memory.

        Lookups then read multi-indexes again instead of scanning a growing
        delta. A long ingest folds as the registry grows and writes the sidecar
        once, at its end (``save``): writing it each time cost ~0.6 ms a file.
        """
        for name, table in self.tables.items():
            if table.pending:
                merged = table.merged()
                multi = MultiIndex.build(np.asarray(merged.codes)) if name in SEARCHED else None
                self.tables[name] = HashTable(name, merged, multi)
        if self.sieve.pending:
            codes, owner = self.sieve.merged()
            self.sieve = DescriptorSieve(codes, owner, MultiIndex.build(codes))
        self.unwritten = True

    def save(self, path: Path) -> None:
        """Fold the delta into the base and write the sidecar."""
        self.fold()
        columns: dict[str, np.ndarray] = {}
        for name, table in self.tables.items():
            for column, values in table.base.columns().items():
                columns[f"{name}.{column}"] = np.asarray(values)
            if table.multi is not None:
                columns[f"{name}.offsets"] = table.multi.offsets
                columns[f"{name}.rows"] = table.multi.rows
        columns.update(
            {
                "sieve.codes": np.asarray(self.sieve.codes),
                "sieve.owner": np.asarray(self.sieve.owner),
                "sieve.offsets": self.sieve.multi.offsets,
                "sieve.rows": self.sieve.multi.rows,
            }
        )
        header = {
            "layout": LAYOUT,
            "fingerprint_mark": self.fingerprint_mark,
            "fingerprint_asset": self.fingerprint_asset,
            "fingerprint_bits": self.fingerprint_bits.hex(),
            "features_mark": self.features_mark,
        }
        arrays.save(path, header, columns)
        self.unwritten = False

    @classmethod
    def load(cls, path: Path, catalogue: Catalogue) -> RegistryIndex | None:
        loaded = arrays.load(path)
        if loaded is None:
            return None
        header, columns = loaded
        if header.get("layout") != LAYOUT or not _still_there(header, catalogue):
            return None
        tables = {}
        for name in CODE_BYTES:
            rows = RowTable({c: columns[f"{name}.{c}"] for c in RowTable.COLUMNS})
            multi = None
            if name in SEARCHED:
                multi = MultiIndex(rows.codes, columns[f"{name}.offsets"], columns[f"{name}.rows"])
            tables[name] = HashTable(name, rows, multi)
        sieve = DescriptorSieve(
            columns["sieve.codes"],
            columns["sieve.owner"],
            MultiIndex(columns["sieve.codes"], columns["sieve.offsets"], columns["sieve.rows"]),
        )
        index = cls(tables, sieve)
        index.fingerprint_mark = header["fingerprint_mark"]
        index.fingerprint_asset = header["fingerprint_asset"]
        index.fingerprint_bits = bytes.fromhex(header["fingerprint_bits"])
        index.features_mark = header["features_mark"]
        return index


def _still_there(header: dict, catalogue: Catalogue) -> bool:
    """Does the database still hold the newest row this sidecar was built from?"""
    mark = header["fingerprint_mark"]
    if not mark:
        return True  # built from an empty registry: everything is delta
    found = catalogue.fingerprint(mark)
    return found == (header["fingerprint_asset"], bytes.fromhex(header["fingerprint_bits"]))
