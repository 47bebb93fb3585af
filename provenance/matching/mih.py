"""Multi-index hashing: exact Hamming radius search that reads a few buckets, not every hash.

Norouzi, Punjani and Fleet's observation: cut each ``b``-bit code into ``m``
16-bit substrings; if two codes differ in at most ``r`` bits, at least one of
their substrings differs in at most ``r // m`` bits (pigeonhole). So a query
needs only the stored codes that share a substring with one of its substrings'
near neighbours (for PDQ at radius 31: 16 substrings, each probed at radius 1,
17 buckets each), and those few candidates are then checked exactly.

Each substring table is a counting sort of row numbers by substring value (a
CSR layout: ``offsets`` into ``rows``), so building is 16 radix sorts and the
whole structure is plain arrays that memory-map from disk. Row numbers take 3
bytes while there are fewer than 2**24 rows (4 beyond that), which keeps the
index at about 52 bytes per 256-bit hash beyond the hashes themselves.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

import numpy as np

CHUNK_BITS = 16
BUCKETS = 1 << CHUNK_BITS


@lru_cache(maxsize=16)
def flip_masks(bits: int, radius: int) -> np.ndarray:
    """Every ``bits``-wide XOR mask with at most ``radius`` bits set (the probes of one bucket)."""
    masks = [0]
    for k in range(1, radius + 1):
        masks.extend(sum(1 << i for i in chosen) for chosen in combinations(range(bits), k))
    return np.array(masks, np.uint16)


def chunks_of(codes: np.ndarray) -> np.ndarray:
    """The 16-bit substrings of packed codes (n x nbytes uint8) as an n x m uint16 array."""
    codes = np.ascontiguousarray(codes, np.uint8)
    return codes.view(">u2").astype(np.uint16, copy=False)


def popcount_rows(words: np.ndarray) -> np.ndarray:
    """Bits set in each row of uint64 words (column adds: much faster than ``sum(axis=1)``)."""
    counts = np.bitwise_count(words)
    total = counts[:, 0].astype(np.int32)
    for column in range(1, counts.shape[1]):
        total += counts[:, column]
    return total


@dataclass
class Hits:
    """Search results for a batch of queries: which query, which stored row, how far."""

    query: np.ndarray  # int32, index into the batch of queries
    row: np.ndarray  # int64, row number in the index
    distance: np.ndarray  # int32

    @classmethod
    def empty(cls) -> Hits:
        return cls(np.empty(0, np.int32), np.empty(0, np.int64), np.empty(0, np.int32))

    def __len__(self) -> int:
        return len(self.row)

    def concat(self, other: Hits) -> Hits:
        return Hits(
            np.concatenate([self.query, other.query]),
            np.concatenate([self.row, other.row]),
            np.concatenate([self.distance, other.distance]),
        )


class MultiIndex:
    """An immutable multi-index over packed codes; rows are numbered in insertion order."""

    def __init__(self, codes: np.ndarray, offsets: np.ndarray, rows: np.ndarray) -> None:
        self.codes = codes  # n x nbytes uint8
        self.offsets = offsets  # m x (BUCKETS + 1) uint32
        self.rows = rows  # (m * n) x id_bytes uint8, each table's rows in bucket order
        self.nbits = codes.shape[1] * 8 if codes.ndim == 2 else 0
        self.tables = self.nbits // CHUNK_BITS
        self._words = codes.view(np.uint64) if len(codes) else None
        self._table_base = np.arange(self.tables, dtype=np.int64) * (BUCKETS + 1)
        self._row_base = np.arange(self.tables, dtype=np.int64) * len(codes)

    @classmethod
    def build(cls, codes: np.ndarray) -> MultiIndex:
        codes = np.ascontiguousarray(codes, np.uint8)
        if codes.ndim != 2 or codes.shape[1] % 8:
            raise ValueError("codes must be an n x nbytes array with nbytes a multiple of 8")
        n, m = len(codes), codes.shape[1] * 8 // CHUNK_BITS
        chunks = chunks_of(codes)
        id_bytes = 3 if n < (1 << 24) else 4
        offsets = np.zeros((m, BUCKETS + 1), np.uint32)
        rows = np.empty((m * n, id_bytes), np.uint8)
        for t in range(m):
            column = chunks[:, t]
            order = np.argsort(column, kind="stable").astype(np.uint32)
            offsets[t, 1:] = np.cumsum(np.bincount(column, minlength=BUCKETS), dtype=np.uint32)
            rows[t * n : (t + 1) * n] = order.view(np.uint8).reshape(n, 4)[:, :id_bytes]
        return cls(codes, offsets, rows)

    def __len__(self) -> int:
        return len(self.codes)

    @property
    def overhead_bytes(self) -> int:
        """Bytes the index needs beyond the codes themselves."""
        return self.offsets.nbytes + self.rows.nbytes

    def search(self, queries: np.ndarray, radius: int) -> Hits:
        """Every stored row within ``radius`` bits of each query (queries: q x nbytes uint8)."""
        queries = np.ascontiguousarray(queries, np.uint8).reshape(-1, self.codes.shape[1])
        owner, row = self.candidates(queries, radius // max(self.tables, 1))
        if not len(row):
            return Hits.empty()
        words = np.take(self._words, row, axis=0) ^ np.take(queries.view(np.uint64), owner, axis=0)
        distance = popcount_rows(words)
        near = distance <= radius
        # A near row is usually found through several substrings: keep it once per query.
        n = len(self.codes)
        pair, first_seen = np.unique(owner[near] * n + row[near], return_index=True)
        return Hits((pair // n).astype(np.int32), pair % n, distance[near][first_seen])

    def candidates(
        self, queries: np.ndarray, probe_radius: int, max_bucket: int | None = None
    ) -> tuple[np.ndarray, np.ndarray]:
        """(query, row) pairs sharing a substring within ``probe_radius`` bits (with repeats).

        With ``probe_radius = radius // tables`` this is a superset of the rows
        within ``radius``; smaller probe radii make it a cheaper, inexact sieve,
        and ``max_bucket`` skips crowded buckets (substrings too common to tell
        anything, like stop words).
        """
        n = len(self.codes)
        if n == 0 or len(queries) == 0:
            return np.empty(0, np.int64), np.empty(0, np.int64)
        m = self.tables
        masks = flip_masks(CHUNK_BITS, probe_radius)
        keys = chunks_of(queries)[:, :, None] ^ masks[None, None, :]  # q x m x probes
        flat_offsets = self.offsets.reshape(-1)
        bucket = (keys + self._table_base[None, :, None]).reshape(-1)
        starts = np.take(flat_offsets, bucket).astype(np.int64)
        lengths = np.take(flat_offsets, bucket + 1).astype(np.int64) - starts
        starts += np.broadcast_to(self._row_base[None, :, None], keys.shape).reshape(-1)
        if max_bucket is not None:
            lengths[lengths > max_bucket] = 0
        total = int(lengths.sum())
        if total == 0:
            return np.empty(0, np.int64), np.empty(0, np.int64)
        per_query = m * len(masks)
        owner = np.repeat(np.repeat(np.arange(len(queries), dtype=np.int64), per_query), lengths)
        first = np.cumsum(lengths) - lengths
        positions = np.repeat(starts - first, lengths) + np.arange(total, dtype=np.int64)
        return owner, self._row_numbers(positions)

    def _row_numbers(self, positions: np.ndarray) -> np.ndarray:
        picked = np.take(self.rows, positions, axis=0).astype(np.int64)
        row = picked[:, 0] | (picked[:, 1] << 8) | (picked[:, 2] << 16)
        if picked.shape[1] == 4:
            row |= picked[:, 3] << 24
        return row


class SortedIndex:
    """The same substring tables for a few thousand codes, built in microseconds.

    A ``MultiIndex`` pays for its dense bucket offsets (16 tables of 65,536
    entries: ~1.5 ms and 4 MB) however few codes it holds. Here each table's
    (substring, row) pairs are simply sorted and a bucket is found by binary
    search, so an index of one picture's descriptors costs next to nothing:
    this is what lets the descriptor sieve take each new picture as it comes.
    Candidates come out in the same order as from a ``MultiIndex``.
    """

    def __init__(self, codes: np.ndarray) -> None:
        self.codes = np.ascontiguousarray(codes, np.uint8)
        n = len(self.codes)
        self.tables = self.codes.shape[1] * 8 // CHUNK_BITS if self.codes.ndim == 2 else 0
        # Each table's substrings sorted on their own (a stable sort of 16-bit values is a
        # radix sort in numpy), tables one after another: (table, substring) ascending.
        chunks = chunks_of(self.codes).T.reshape(self.tables, n)
        order = np.argsort(chunks, axis=1, kind="stable")
        table = (np.arange(self.tables, dtype=np.int32) * BUCKETS)[:, None]
        self.keys = (np.sort(chunks, axis=1, kind="stable") + table).reshape(-1)
        self.rows = order.reshape(-1).astype(np.int64)

    def __len__(self) -> int:
        return len(self.codes)

    def candidates(
        self, queries: np.ndarray, probe_radius: int, max_bucket: int | None = None
    ) -> tuple[np.ndarray, np.ndarray]:
        """As ``MultiIndex.candidates``."""
        if len(self.codes) == 0 or len(queries) == 0:
            return np.empty(0, np.int64), np.empty(0, np.int64)
        masks = flip_masks(CHUNK_BITS, probe_radius)
        keys = chunks_of(queries)[:, :, None] ^ masks[None, None, :]  # q x m x probes
        wanted = (
            keys.astype(np.int32) + (np.arange(self.tables, dtype=np.int32) * BUCKETS)[:, None]
        ).reshape(-1)
        # Needles in ascending order: numpy's bisection starts from the previous answer.
        ascending = np.argsort(wanted, kind="stable")
        starts = np.empty(len(wanted), np.int64)
        lengths = np.empty(len(wanted), np.int64)
        starts[ascending] = np.searchsorted(self.keys, wanted[ascending], "left")
        lengths[ascending] = np.searchsorted(self.keys, wanted[ascending], "right")
        lengths -= starts
        if max_bucket is not None:
            lengths[lengths > max_bucket] = 0
        total = int(lengths.sum())
        if total == 0:
            return np.empty(0, np.int64), np.empty(0, np.int64)
        per_query = self.tables * len(masks)
        owner = np.repeat(np.repeat(np.arange(len(queries), dtype=np.int64), per_query), lengths)
        first = np.cumsum(lengths) - lengths
        positions = np.repeat(starts - first, lengths) + np.arange(total, dtype=np.int64)
        return owner, self.rows[positions]


class LinearScan:
    """The exact brute-force scan: XOR and popcount over every stored code."""

    def __init__(self, codes: np.ndarray) -> None:
        self.codes = np.ascontiguousarray(codes, np.uint8)
        self._words = self.codes.view(np.uint64) if len(self.codes) else None

    def __len__(self) -> int:
        return len(self.codes)

    def search(self, queries: np.ndarray, radius: int) -> Hits:
        if not len(self.codes):
            return Hits.empty()
        queries = np.ascontiguousarray(queries, np.uint8).reshape(-1, self.codes.shape[1])
        found = Hits.empty()
        for q, words in enumerate(queries.view(np.uint64)):
            distance = popcount_rows(self._words ^ words)
            row = np.flatnonzero(distance <= radius)
            found = found.concat(Hits(np.full(len(row), q, np.int32), row, distance[row]))
        return found
