"""What a file is: its sha256 identity, size and kind, before any pixel is decoded."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

from provenance.config import Limits
from provenance.errors import BadInput, reading

IMAGE_SUFFIXES = frozenset(
    {".jpg", ".jpeg", ".png", ".webp", ".gif", ".tif", ".tiff", ".bmp", ".heic", ".heif"}
)
VIDEO_SUFFIXES = frozenset({".mp4", ".m4v", ".mov", ".webm", ".mkv", ".avi", ".mpg", ".mpeg"})
MEDIA_SUFFIXES = IMAGE_SUFFIXES | VIDEO_SUFFIXES

# Leading bytes of video containers. Pictures are recognised by Pillow itself.
_VIDEO_SIGNATURES = (
    (4, b"ftyp"),  # MP4, MOV, M4V (HEIC shares the box and is told apart by its brand)
    (0, b"\x1a\x45\xdf\xa3"),  # Matroska, WebM
    (0, b"\x00\x00\x01\xba"),  # MPEG program stream
)
_HEIF_BRANDS = (b"heic", b"heix", b"hevc", b"heim", b"heis", b"mif1", b"msf1", b"avif")


@dataclass(frozen=True)
class Probe:
    path: Path
    sha256: str
    size: int
    kind: str  # "image" or "video"


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while chunk := handle.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()


def probe(path: Path, limits: Limits | None = None) -> Probe:
    """Identify ``path``; raise BadInput with a one-line reason for anything unusable."""
    limits = limits or Limits()
    with reading(path):
        size = path.stat().st_size
        with path.open("rb") as handle:
            head = handle.read(16)
    if size == 0:
        raise BadInput(f"{path}: empty file (0 bytes)")
    if size > limits.max_file_bytes:
        raise BadInput(f"{path}: refused, {size:,} bytes is more than the limit")
    return Probe(path, sha256_of(path), size, _kind(head))


def _kind(head: bytes) -> str:
    if head[4:8] == b"ftyp" and head[8:12] in _HEIF_BRANDS:
        return "image"
    if head[8:12] == b"AVI " and head[:4] == b"RIFF":
        return "video"
    if any(head[offset : offset + len(sig)] == sig for offset, sig in _VIDEO_SIGNATURES):
        return "video"
    return "image"


def media_files(paths: list[Path]) -> list[Path]:
    """Expand folders recursively into the media files they hold, sorted; keep files as given."""
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found.extend(
                sorted(
                    p
                    for p in path.rglob("*")
                    if p.is_file()
                    and p.suffix.lower() in MEDIA_SUFFIXES
                    and not any(part.startswith(".") for part in p.relative_to(path).parts)
                )
            )
        else:
            found.append(path)
    return found
