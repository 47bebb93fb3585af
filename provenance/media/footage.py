"""From decoded thumbnails to a video's fingerprints: what is stored and what a lookup uses.

Bars are measured over the first stretch of the video (up to BOX_FRAMES
frames), then every frame is cropped to the same box, hashed with PDQ and
reduced to a 16 x 16 luma grid, in batches, so memory stays bounded however
long the footage is.

The *query view* is the part of the frames a lookup compares: all of them for a
sparse (checking) read; keyframes plus about QUERY_RATE a second for a dense
(registering) read, whose every frame is stored but need not all be looked up.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from provenance.config import Limits
from provenance.media import frames
from provenance.media.frames import Box
from provenance.media.video import Sample, VideoInfo, VideoReader

BOX_FRAMES = 1500
"""Frames buffered to measure bars before hashing starts (about 23 MB of thumbnails)."""
BOX_SAMPLES = 48
"""At most this many of them are examined for bars."""
QUERY_RATE = 2.0
"""Frames a second a newly registered video is looked up with (keyframes come on top)."""
_BATCH = 256


@dataclass
class Footage:
    """A video's frame fingerprints, in time order, and which of them a lookup uses."""

    info: VideoInfo
    box: Box  # the bar-free part of the frames
    times: np.ndarray  # float64 seconds
    keyframes: np.ndarray  # bool
    pdq: np.ndarray  # n x 32 uint8
    quality: np.ndarray  # int16
    grids: np.ndarray  # n x 256 uint8, 16 x 16 luma
    query: np.ndarray  # indices of the query view
    mirror: np.ndarray  # n x 32 uint8, PDQ of each frame flipped left to right
    # Registered frames also cut to common shapes: (box, PDQ n x 32, quality n) per shape.
    crops: list[tuple[Box, np.ndarray, np.ndarray]]

    @property
    def region(self) -> list[int]:
        return self.box.pixels(self.info.width, self.info.height)


def fingerprint_video(path: Path, dense: bool, limits: Limits | None = None) -> Footage:
    """Decode ``path`` (densely to register it, sparsely to check it) and fingerprint it."""
    reader = VideoReader(path, dense, limits)
    hashed = _Hashed(crops=dense)
    pending: list[Sample] = []
    box: Box | None = None
    for sample in reader.samples():
        pending.append(sample)
        if box is None and len(pending) >= BOX_FRAMES:
            box = _measure_bars(pending)
        if box is not None and len(pending) >= _BATCH:
            hashed.add(pending, box, reader.info.width, reader.info.height)
            pending = []
    if box is None:
        box = _measure_bars(pending)
    hashed.add(pending, box, reader.info.width, reader.info.height)
    times, keyframes = np.array(hashed.times), np.array(hashed.keyframes, bool)
    query = _query_view(times, keyframes) if dense else np.arange(len(times))
    return Footage(
        info=reader.info,
        box=box,
        times=times,
        keyframes=keyframes,
        pdq=np.concatenate(hashed.pdq),
        quality=np.concatenate(hashed.quality),
        grids=np.concatenate(hashed.grids),
        query=query,
        mirror=np.concatenate(hashed.mirror),
        crops=[
            (crop, np.concatenate([b for b, _ in parts]), np.concatenate([q for _, q in parts]))
            for crop, parts in hashed.crops.items()
        ],
    )


def _measure_bars(samples: list[Sample]) -> Box:
    step = max(1, len(samples) // BOX_SAMPLES)
    return frames.content_box(np.stack([s.thumb for s in samples[::step]]))


class _Hashed:
    """Fingerprints accumulated batch by batch."""

    def __init__(self, crops: bool) -> None:
        self.with_crops = crops
        self.crops: dict[Box, list[tuple[np.ndarray, np.ndarray]]] = {}
        self.times: list[float] = []
        self.keyframes: list[bool] = []
        self.pdq: list[np.ndarray] = []
        self.quality: list[np.ndarray] = []
        self.grids: list[np.ndarray] = []
        self.mirror: list[np.ndarray] = [np.empty((0, 32), np.uint8)]

    def add(self, samples: list[Sample], box: Box, width: int, height: int) -> None:
        if not samples:
            return
        thumbs = np.stack([s.thumb for s in samples])
        # A registered video is also hashed cut to common shapes, so a re-post cropped to
        # 4:3, square or 9:16 (which PDQ alone does not survive) is still found.
        crops = frames.centre_crops(box, width, height) if self.with_crops else []
        luma, *cut = frames.luma64(thumbs, box, *crops) if crops else [frames.luma64(thumbs, box)]
        for crop, crop_luma in zip(crops, cut, strict=True):
            self.crops.setdefault(crop, []).append(frames.pdq(crop_luma))
        bits, quality = frames.pdq(luma)
        self.pdq.append(bits)
        self.quality.append(quality)
        self.grids.append(frames.grids(luma))
        self.times.extend(s.time for s in samples)
        self.keyframes.extend(s.keyframe for s in samples)
        self.mirror.append(frames.pdq_bits(frames.mirrored(luma)))


def _query_view(times: np.ndarray, keyframes: np.ndarray) -> np.ndarray:
    """Keyframes plus the first frame of every 1/QUERY_RATE second."""
    slots = np.floor(times * QUERY_RATE).astype(np.int64)
    first_of_slot = np.ones(len(times), bool)
    first_of_slot[1:] = slots[1:] != slots[:-1]
    return np.flatnonzero(first_of_slot | keyframes)
