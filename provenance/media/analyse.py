"""From a file to everything we store about it, without touching the database.

``analyse`` is a pure function of the file so that ``--jobs N`` can run it in
worker processes while one process writes to the registry.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from PIL import Image

from provenance.config import Limits
from provenance.media import frames
from provenance.media.decode import Picture, decode
from provenance.media.footage import Footage, fingerprint_video
from provenance.media.hashers import IMAGE_HASHERS, PDQ_HASHER, Hash
from provenance.media.metadata import FileClaim, read_metadata
from provenance.media.probe import Probe, probe
from provenance.media.video import container_claims


@dataclass(frozen=True)
class Fingerprint:
    """A hash of the whole picture, of a region of it, or of a video frame."""

    hash: Hash
    version: str
    variant: str = "full"
    region: tuple[int, int, int, int] | None = None
    frame_time: float | None = None


@dataclass
class Analysis:
    """What a media file is and its fingerprints, ready to store or to look up."""

    path: Path
    sha256: str
    kind: str
    format: str
    width: int
    height: int
    bytes: int
    duration: float | None = None
    fingerprints: list[Fingerprint] = field(default_factory=list)
    file_says: list[FileClaim] = field(default_factory=list)  # EXIF, IPTC, XMP, C2PA
    picture: Picture | None = field(default=None, repr=False)  # kept for query-side checks
    footage: Footage | None = field(default=None, repr=False)  # a video's frames, for lookups

    def hashes(self, algorithm: str, variant: str = "full") -> list[Fingerprint]:
        return [
            f for f in self.fingerprints if f.hash.algorithm == algorithm and f.variant == variant
        ]


def analyse(
    path: Path, limits: Limits | None = None, keep_picture: bool = False, dense: bool = True
) -> Analysis:
    """Probe, decode once and fingerprint ``path``; raise BadInput if it cannot be used.

    A video is decoded ``dense`` (every reference frame: to register it) or sparsely
    (keyframes: to check it, 10-50 times faster).
    """
    found = probe(path, limits)
    if found.kind == "video":
        return analyse_video(found, limits, dense)
    return analyse_image(found, limits, keep_picture)


def analyse_image(found: Probe, limits: Limits | None, keep_picture: bool) -> Analysis:
    picture = decode(found.path, limits=limits)
    return Analysis(
        path=found.path,
        sha256=found.sha256,
        kind="image",
        format=picture.format,
        width=picture.width,
        height=picture.height,
        bytes=found.size,
        fingerprints=image_fingerprints(picture.image),
        file_says=read_metadata(found.path, picture),
        picture=picture if keep_picture else None,
    )


def image_fingerprints(image: Image.Image) -> list[Fingerprint]:
    return [Fingerprint(hasher.compute(image), hasher.version) for hasher in IMAGE_HASHERS]


def analyse_video(found: Probe, limits: Limits | None, dense: bool) -> Analysis:
    footage = fingerprint_video(found.path, dense, limits)
    info, region = footage.info, footage.region
    fingerprints = [
        Fingerprint(
            Hash(PDQ_HASHER.name, bits.tobytes(), int(quality)),
            frames.PDQ_VERSION,
            "frame",
            tuple(region),
            float(at),
        )
        for at, bits, quality in zip(footage.times, footage.pdq, footage.quality, strict=True)
    ]
    fingerprints += [
        Fingerprint(
            Hash(frames.GRID_ALGORITHM, grid.tobytes()),
            frames.GRID_VERSION,
            "frame",
            tuple(region),
            float(at),
        )
        for at, grid in zip(footage.times, footage.grids, strict=True)
    ]
    for crop, hashes, qualities in footage.crops:
        crop_region = tuple(crop.pixels(info.width, info.height))
        fingerprints += [
            Fingerprint(
                Hash(PDQ_HASHER.name, bits.tobytes(), int(quality)),
                frames.PDQ_VERSION,
                "crop",
                crop_region,
                float(at),
            )
            for at, bits, quality in zip(footage.times, hashes, qualities, strict=True)
        ]
    return Analysis(
        path=found.path,
        sha256=found.sha256,
        kind="video",
        format=info.container,
        width=info.width,
        height=info.height,
        bytes=found.size,
        duration=info.duration,
        fingerprints=fingerprints,
        file_says=container_claims(info),
        footage=footage,
    )
