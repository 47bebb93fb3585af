"""Decide whether a query picture is a registered one, and what was done to it.

Candidates come from PDQ over the query's eight rotations and reflections, and
from pHash for pictures too flat for PDQ to be trusted. A candidate is accepted
when PDQ is close and both hashes are of good quality, or when pHash and dHash
agree on the same orientation.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
from PIL import Image

from provenance.config import Thresholds
from provenance.matching.index import LinearIndex
from provenance.media.analyse import Analysis
from provenance.media.hashers import DHASH, MIRRORS, PDQ_HASHER, PHASH, PIL_DIHEDRAL, hamming
from provenance.store import Store

RELATIONS = (
    "exact",
    "near_duplicate",
    "mirrored",
    "rotated",
    "cropped",
    "padded",
    "overlay",
    "screenshot",
    "frame_of_video",
    "clip_of_video",
)


@dataclass
class Found:
    """A registered asset judged to be the query, with the evidence."""

    asset_id: int
    relation: str
    score: float
    distances: dict[str, int] = field(default_factory=dict)
    region: list[int] | None = None
    frame_time: float | None = None


def relation_of(orientation: str) -> str:
    if orientation == "original":
        return "near_duplicate"
    return "mirrored" if orientation in MIRRORS else "rotated"


@dataclass
class _Table:
    """One algorithm's registered hashes: an index plus what each row belongs to."""

    index: LinearIndex
    asset_ids: list[int] = field(default_factory=list)
    quality: list[int] = field(default_factory=list)
    by_asset: dict[int, bytes] = field(default_factory=dict)

    def add(self, asset_id: int, bits: bytes, quality: int | None) -> None:
        self.index.add(np.array([len(self.asset_ids)]), np.frombuffer(bits, np.uint8))
        self.asset_ids.append(asset_id)
        self.quality.append(100 if quality is None else quality)
        self.by_asset.setdefault(asset_id, bits)


class Matcher:
    """The registry's fingerprints loaded for lookup; new assets can be added as they come."""

    def __init__(self, store: Store, thresholds: Thresholds | None = None) -> None:
        self.thresholds = thresholds or Thresholds()
        self.tables = {
            PDQ_HASHER.name: _Table(LinearIndex(256)),
            PHASH.name: _Table(LinearIndex(64)),
        }
        self.dhash: dict[int, bytes] = {}
        for name, table in self.tables.items():
            ids, bits, quality = store.fingerprint_table(name)
            table.index.add(np.arange(len(ids)), bits)
            table.asset_ids = ids.tolist()
            table.quality = quality.tolist()
            for asset_id, row in zip(table.asset_ids, bits, strict=True):
                table.by_asset.setdefault(asset_id, row.tobytes())
        ids, bits, _ = store.fingerprint_table(DHASH.name)
        self.dhash = {
            asset_id: row.tobytes() for asset_id, row in zip(ids.tolist(), bits, strict=True)
        }

    def add(self, asset_id: int, analysis: Analysis) -> None:
        """Make a newly registered asset findable by the next query of this run."""
        for fingerprint in analysis.hashes(PDQ_HASHER.name) + analysis.hashes(PHASH.name):
            self.tables[fingerprint.hash.algorithm].add(
                asset_id, fingerprint.hash.bits, fingerprint.hash.quality
            )
        for fingerprint in analysis.hashes(DHASH.name):
            self.dhash.setdefault(asset_id, fingerprint.hash.bits)

    def find(self, analysis: Analysis, exclude: int | None = None) -> list[Found]:
        """Registered assets that are this picture, best first. Needs ``keep_picture``."""
        if analysis.picture is None:
            raise ValueError("analyse(..., keep_picture=True) is needed to match a picture")
        image = analysis.picture.image
        limits = self.thresholds
        pdq_table = self.tables[PDQ_HASHER.name]
        query = PDQ_HASHER.compute_dihedral(image)
        query_quality = next(iter(query.values())).quality or 0

        # Best PDQ distance per asset, with the orientation that gave it.
        best: dict[int, tuple[int, str, bool]] = {}
        for orientation, digest in query.items():
            rows, distances = pdq_table.index.search(
                np.frombuffer(digest.bits, np.uint8), limits.pdq_distance
            )
            for row, distance in zip(rows.tolist(), distances.tolist(), strict=True):
                asset_id = pdq_table.asset_ids[row]
                trusted = min(query_quality, pdq_table.quality[row]) >= limits.pdq_min_quality
                if asset_id != exclude and (asset_id not in best or distance < best[asset_id][0]):
                    best[asset_id] = (distance, orientation, trusted)

        # pHash catches flat pictures whose PDQ is not trusted; the upright orientation only.
        phash_table = self.tables[PHASH.name]
        rows, _ = phash_table.index.search(
            np.frombuffer(PHASH.compute(image).bits, np.uint8), limits.phash_distance
        )
        for row in rows.tolist():
            asset_id = phash_table.asset_ids[row]
            if asset_id != exclude and asset_id not in best:
                stored = pdq_table.by_asset.get(asset_id)
                distance = PDQ_HASHER.distance(query["original"].bits, stored) if stored else 256
                best[asset_id] = (distance, "original", False)

        found: list[Found] = []
        transformed: dict[str, tuple[bytes, bytes]] = {}
        for asset_id, (pdq_distance, orientation, trusted) in best.items():
            if orientation not in transformed:
                turned = _turn(image, orientation)
                transformed[orientation] = (PHASH.compute(turned).bits, DHASH.compute(turned).bits)
            phash_bits, dhash_bits = transformed[orientation]
            distances = {"pdq": pdq_distance}
            if asset_id in phash_table.by_asset:
                distances["phash"] = hamming(phash_bits, phash_table.by_asset[asset_id])
            if asset_id in self.dhash:
                distances["dhash"] = hamming(dhash_bits, self.dhash[asset_id])
            corroborated = (
                distances.get("phash", 64) <= limits.phash_distance
                and distances.get("dhash", 64) <= limits.dhash_distance
            )
            if not ((trusted and pdq_distance <= limits.pdq_distance) or corroborated):
                continue
            score = 1 - pdq_distance / 256 if trusted else 1 - distances.get("phash", 64) / 64
            found.append(Found(asset_id, relation_of(orientation), round(score, 3), distances))
        found.sort(key=lambda f: (-f.score, f.asset_id))
        return found


def _turn(image: Image.Image, orientation: str) -> Image.Image:
    method = PIL_DIHEDRAL[orientation]
    return image if method is None else image.transpose(method)
