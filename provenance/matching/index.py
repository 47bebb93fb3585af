"""An in-memory Hamming index over packed binary hashes.

This is the exact linear scan (XOR and popcount over 64-bit words); it is the
baseline any faster index must agree with.
"""

from __future__ import annotations

import numpy as np


class LinearIndex:
    """Exact radius search by scanning every stored hash."""

    def __init__(self, nbits: int) -> None:
        if nbits % 64:
            raise ValueError("hash length must be a multiple of 64 bits")
        self.nbits = nbits
        self._words = np.empty((0, nbits // 64), np.uint64)
        self._ids = np.empty(0, np.int64)

    def __len__(self) -> int:
        return len(self._ids)

    def add(self, ids: np.ndarray, codes: np.ndarray) -> None:
        """Add hashes (``codes``: n x nbits/8 bytes, big-endian bit order) under ``ids``."""
        if len(ids) == 0:
            return
        words = as_words(codes, self.nbits)
        self._words = np.concatenate([self._words, words])
        self._ids = np.concatenate([self._ids, np.asarray(ids, np.int64)])

    def search(self, code: np.ndarray, radius: int) -> tuple[np.ndarray, np.ndarray]:
        """Ids and distances of every stored hash within ``radius`` bits of ``code``."""
        if not len(self._ids):
            return self._ids[:0], np.empty(0, np.int32)
        query = as_words(np.asarray(code).reshape(1, -1), self.nbits)
        distances = np.bitwise_count(self._words ^ query).sum(axis=1, dtype=np.int32)
        hits = np.flatnonzero(distances <= radius)
        return self._ids[hits], distances[hits]


def as_words(codes: np.ndarray, nbits: int) -> np.ndarray:
    """View packed hashes as rows of uint64 words (byte order is irrelevant to popcount)."""
    codes = np.ascontiguousarray(codes, np.uint8).reshape(-1, nbits // 8)
    return codes.view(np.uint64)
