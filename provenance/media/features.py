"""Local features: what survives crops, small rotations and perspective when global hashes fail.

ORB keypoints (FAST corners with rotated BRIEF descriptors, 256 bits each) are
computed on the working picture. For each registered picture we keep the
strongest few, spread over the frame, and a tiny greyscale thumbnail, packed
into one small blob stored with the asset, so a check can verify a candidate
geometrically (RANSAC) and compare pixels without the original file.

Keypoint coordinates are stored in a frame whose long side is ``FRAME`` units,
so pictures of any size compare in the same units.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

import numpy as np
from PIL import Image

FRAME = 1024
"""Keypoints are stored in a frame whose long side is this many units."""

STORED_KEYPOINTS = 160
"""Keypoints kept per registered picture (36 bytes each); a query keeps all it finds."""

QUERY_KEYPOINTS = 700
"""Keypoints a query keeps: more than stored, so a crop still meets enough of the stored ones."""

DETECTED = 700
PATCH = 19
"""ORB's patch and border in pixels: less than its default 31, as working pictures are small."""
THUMB = 32
"""Side of the greyscale thumbnail kept for pixel checks (1 KB)."""

VERSION = 1
_HEADER = struct.Struct("<BHHH")  # version, frame width, frame height, keypoint count


@dataclass(frozen=True)
class LocalFeatures:
    """Keypoints (k x 2 float32, frame units), their ORB descriptors (k x 32 uint8), a thumbnail."""

    width: int  # frame size: the picture scaled so its long side is FRAME
    height: int
    points: np.ndarray
    descriptors: np.ndarray
    thumbnail: np.ndarray  # THUMB x THUMB uint8, the whole picture squashed

    def __len__(self) -> int:
        return len(self.points)

    def strongest(self, count: int) -> LocalFeatures:
        """The first ``count`` keypoints (they are kept in round-robin order of strength)."""
        return LocalFeatures(
            self.width, self.height, self.points[:count], self.descriptors[:count], self.thumbnail
        )

    def to_bytes(self) -> bytes:
        points = np.clip(np.rint(self.points), 0, 65535).astype("<u2")
        return b"".join(
            (
                _HEADER.pack(VERSION, self.width, self.height, len(self.points)),
                points.tobytes(),
                np.ascontiguousarray(self.descriptors, np.uint8).tobytes(),
                np.ascontiguousarray(self.thumbnail, np.uint8).tobytes(),
            )
        )

    @classmethod
    def from_bytes(cls, blob: bytes) -> LocalFeatures:
        version, width, height, count = _HEADER.unpack_from(blob)
        if version != VERSION:
            raise ValueError(f"local features version {version} is not {VERSION}")
        at = _HEADER.size
        points = np.frombuffer(blob, "<u2", count * 2, at).reshape(count, 2).astype(np.float32)
        at += count * 4
        descriptors = np.frombuffer(blob, np.uint8, count * 32, at).reshape(count, 32)
        at += count * 32
        thumbnail = np.frombuffer(blob, np.uint8, THUMB * THUMB, at).reshape(THUMB, THUMB)
        return cls(width, height, points, descriptors, thumbnail)


def frame_size(width: int, height: int) -> tuple[int, int]:
    scale = FRAME / max(width, height)
    return max(1, round(width * scale)), max(1, round(height * scale))


def thumbnail(image: Image.Image) -> np.ndarray:
    return np.asarray(image.convert("L").resize((THUMB, THUMB), Image.Resampling.BOX), np.uint8)


def local_features(image: Image.Image, keep: int = STORED_KEYPOINTS) -> LocalFeatures:
    """ORB features of ``image``: at most ``keep`` of them, strongest first, spread out."""
    import cv2  # lazily: importing OpenCV costs time a hash-only lookup should not pay

    grey = np.asarray(image.convert("L"))
    orb = cv2.ORB_create(
        nfeatures=DETECTED, nlevels=5, edgeThreshold=PATCH, patchSize=PATCH, fastThreshold=12
    )
    keypoints, descriptors = orb.detectAndCompute(grey, None)
    width, height = frame_size(image.width, image.height)
    scale = width / image.width
    if descriptors is None or not keypoints:
        points = np.empty((0, 2), np.float32)
        descriptors = np.empty((0, 32), np.uint8)
    else:
        points = cv2.KeyPoint_convert(keypoints).reshape(-1, 2) * np.float32(scale)
        response = np.fromiter((k.response for k in keypoints), np.float32, len(keypoints))
        chosen = _spread(points, response, keep, width, height)
        points, descriptors = points[chosen], descriptors[chosen]
    return LocalFeatures(width, height, points, descriptors, thumbnail(image))


def _spread(points: np.ndarray, response: np.ndarray, keep: int, width: int, height: int):
    """Indices of the strongest ``keep`` points, taken round-robin over the cells of a 4x4 grid.

    Without this the strongest corners crowd into one busy patch, and a crop
    that leaves that patch out leaves nothing to match.
    """
    order = np.argsort(-response, kind="stable")
    cell = (
        np.minimum(points[order, 0] * 4 // width, 3) * 4
        + np.minimum(points[order, 1] * 4 // height, 3)
    ).astype(int)
    # Rank of each point within its cell (0 for the cell's strongest), without a Python loop.
    by_cell = np.argsort(cell, kind="stable")
    sorted_cells = cell[by_cell]
    starts = np.flatnonzero(np.r_[True, sorted_cells[1:] != sorted_cells[:-1]])
    rank = np.empty(len(order), int)
    rank[by_cell] = np.arange(len(order)) - np.repeat(starts, np.diff(np.r_[starts, len(order)]))
    # Take points round by round: every cell's best, then every cell's second best, ...
    by_round = np.lexsort((np.arange(len(order)), rank))
    return order[by_round[:keep]]
