"""Fingerprint rows as the index holds them: columns of numbers, one row per stored hash.

Every row keeps what a match must report besides the distance: which asset,
which variant of it (the full picture, its trimmed content, a region found in
it, or a video frame), the region's box and the frame's time. Video frames
plug in here as rows of variant ``frame`` with their ``frame_time``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

import numpy as np

VARIANTS = ("full", "trimmed", "region", "frame")
"""Variant names the index knows; anything else is kept as ``other``."""

NO_REGION = (-1, -1, -1, -1)


@dataclass(frozen=True)
class Row:
    """One stored fingerprint."""

    fingerprint_id: int
    asset_id: int
    algorithm: str
    bits: bytes
    quality: int | None
    variant: str
    region: tuple[int, int, int, int] | None
    frame_time: float | None

    @classmethod
    def from_sql(cls, row: tuple) -> Row:
        fid, asset, algorithm, bits, quality, variant, region, frame_time = row
        if isinstance(region, str):
            region = json.loads(region)
        return cls(
            fid,
            asset,
            algorithm,
            bytes(bits),
            quality,
            variant,
            tuple(region) if region else None,
            frame_time,
        )


class RowTable:
    """The rows of one algorithm as numpy columns (memory-mapped when loaded from disk)."""

    COLUMNS = ("fid", "asset", "variant", "quality", "frame_time", "region", "codes")

    def __init__(self, columns: dict[str, np.ndarray]) -> None:
        self.fid = columns["fid"]
        self.asset = columns["asset"]
        self.variant = columns["variant"]
        self.quality = columns["quality"]
        self.frame_time = columns["frame_time"]
        self.region = columns["region"]
        self.codes = columns["codes"]

    @classmethod
    def empty(cls, nbytes: int) -> RowTable:
        return cls.from_rows([], nbytes)

    @classmethod
    def from_rows(cls, rows: list[Row], nbytes: int) -> RowTable:
        n = len(rows)
        codes = np.frombuffer(b"".join(r.bits for r in rows), np.uint8).reshape(n, nbytes)
        return cls(
            {
                "fid": np.fromiter((r.fingerprint_id for r in rows), np.int64, n),
                "asset": np.fromiter((r.asset_id for r in rows), np.int64, n),
                "variant": np.fromiter((_variant_code(r.variant) for r in rows), np.uint8, n),
                "quality": np.fromiter(
                    (-1 if r.quality is None else r.quality for r in rows), np.int16, n
                ),
                "frame_time": np.fromiter(
                    (np.nan if r.frame_time is None else r.frame_time for r in rows),
                    np.float64,
                    n,
                ),
                "region": np.array([r.region or NO_REGION for r in rows], np.int32).reshape(n, 4),
                "codes": codes,
            }
        )

    def columns(self) -> dict[str, np.ndarray]:
        return {name: getattr(self, name) for name in self.COLUMNS}

    def __len__(self) -> int:
        return len(self.fid)

    def concat(self, other: RowTable) -> RowTable:
        return RowTable(
            {
                name: np.concatenate([getattr(self, name), getattr(other, name)])
                for name in self.COLUMNS
            }
        )

    def variant_name(self, row: int) -> str:
        code = int(self.variant[row])
        return VARIANTS[code] if code < len(VARIANTS) else "other"

    def region_of(self, row: int) -> tuple[int, int, int, int] | None:
        box = tuple(int(v) for v in self.region[row])
        return None if box == NO_REGION else box

    def quality_of(self, row: int) -> int | None:
        value = int(self.quality[row])
        return None if value < 0 else value

    def frame_time_of(self, row: int) -> float | None:
        value = float(self.frame_time[row])
        return None if np.isnan(value) else value


def _variant_code(name: str) -> int:
    return VARIANTS.index(name) if name in VARIANTS else 255
