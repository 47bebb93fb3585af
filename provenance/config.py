"""Settings: where the registry lives and the thresholds that decide a match.

Everything can be set from the environment (``PROVENANCE_*``) so newsroom
scripts and CI configure the tool without flags.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

DEFAULT_DATABASE = "provenance.db"


def database_url(value: str | os.PathLike[str] | None = None) -> str:
    """Turn ``--db`` / ``PROVENANCE_DB`` into an SQLAlchemy URL; a plain path means SQLite."""
    raw = os.fspath(value) if value is not None else os.environ.get("PROVENANCE_DB", "")
    raw = raw or DEFAULT_DATABASE
    if "://" in raw:
        if raw.startswith("postgresql://"):
            # psycopg 3 is the driver we install; plain postgresql:// would ask for psycopg2.
            raw = "postgresql+psycopg://" + raw.removeprefix("postgresql://")
        return raw
    return f"sqlite:///{Path(raw).expanduser().resolve()}"


def _env_int(name: str, default: int) -> int:
    value = os.environ.get(f"PROVENANCE_{name}")
    return int(value) if value else default


def _env_float(name: str, default: float) -> float:
    value = os.environ.get(f"PROVENANCE_{name}")
    return float(value) if value else default


@dataclass(frozen=True)
class Thresholds:
    """Distances (in bits) under which two fingerprints are taken as the same picture.

    PDQ's 31 of 256 bits is Meta's published operating point; quality under 50
    marks a hash of a flat, low-detail picture that matches too easily.
    """

    pdq_distance: int = field(default_factory=lambda: _env_int("PDQ_DISTANCE", 31))
    pdq_min_quality: int = field(default_factory=lambda: _env_int("PDQ_MIN_QUALITY", 50))
    phash_distance: int = field(default_factory=lambda: _env_int("PHASH_DISTANCE", 10))
    dhash_distance: int = field(default_factory=lambda: _env_int("DHASH_DISTANCE", 12))
    # Video: a frame pair counts as matched within this PDQ distance (frames vote on a
    # time offset, so a looser distance than a picture's is safe) ...
    video_frame_distance: int = field(default_factory=lambda: _env_int("VIDEO_FRAME_DISTANCE", 48))
    # ... and a video matches when this share (percent) of its frames agree on one offset.
    video_share: int = field(default_factory=lambda: _env_int("VIDEO_SHARE", 50))
    # The reuse engine's calibrated operating points (README, "Matching"; bench/reuse.py).
    pdq_confident: int = field(default_factory=lambda: _env_int("PDQ_CONFIDENT", 24))
    pixel_correlation: float = field(default_factory=lambda: _env_float("PIXEL_CORRELATION", 0.7))
    pixel_suggestion: float = field(default_factory=lambda: _env_float("PIXEL_SUGGESTION", 0.5))
    pixel_strong: float = field(default_factory=lambda: _env_float("PIXEL_STRONG", 0.3))
    keypoints_confident: int = field(default_factory=lambda: _env_int("KEYPOINTS_CONFIDENT", 20))
    keypoints_suggestion: int = field(default_factory=lambda: _env_int("KEYPOINTS_SUGGESTION", 12))
    keypoints_strong: int = field(default_factory=lambda: _env_int("KEYPOINTS_STRONG", 40))
    keypoint_spread: float = field(default_factory=lambda: _env_float("KEYPOINT_SPREAD", 0.03))
    sieve_votes: int = field(default_factory=lambda: _env_int("SIEVE_VOTES", 4))
    keypoint_candidates: int = field(default_factory=lambda: _env_int("KEYPOINT_CANDIDATES", 8))
    part_of_query: float = 0.92  # below this share the picture is cropped / set in something
    page_share: float = 0.65  # set in something filling less than this: a page (screenshot)
    rotation_degrees: float = 2.5  # turned by more than this: rotated
    overlay_block: float = 0.04  # a block of disagreeing pixels this large: an overlay


@dataclass(frozen=True)
class Limits:
    """Bounds that keep hostile files from exhausting memory or time."""

    max_image_pixels: int = field(default_factory=lambda: _env_int("MAX_IMAGE_PIXELS", 120_000_000))
    max_file_bytes: int = field(default_factory=lambda: _env_int("MAX_FILE_BYTES", 2_000_000_000))
    # Video decode budget: wall seconds and decoded frames per file (2 hours at 30 fps),
    # and frame size (8K UHD).
    max_video_seconds: int = field(default_factory=lambda: _env_int("MAX_VIDEO_SECONDS", 600))
    max_video_frames: int = field(default_factory=lambda: _env_int("MAX_VIDEO_FRAMES", 216_000))
    max_video_pixels: int = field(default_factory=lambda: _env_int("MAX_VIDEO_PIXELS", 35_389_440))
    max_article_bytes: int = field(
        default_factory=lambda: _env_int("MAX_ARTICLE_BYTES", 10_000_000)
    )
    fetch_seconds: float = field(default_factory=lambda: _env_int("FETCH_SECONDS", 30))
