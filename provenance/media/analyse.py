"""From a file to everything we store about it, without touching the database.

``analyse`` is a pure function of the file so that ``--jobs N`` can run it in
worker processes while one process writes to the registry.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

from PIL import Image

from provenance.config import Limits
from provenance.errors import BadInput
from provenance.media import frames
from provenance.media.decode import Picture, decode
from provenance.media.features import QUERY_KEYPOINTS, LocalFeatures, local_features
from provenance.media.footage import Footage, fingerprint_video
from provenance.media.hashers import DHASH, PDQ_HASHER, PHASH, Hash
from provenance.media.metadata import FileClaim, read_metadata
from provenance.media.probe import Probe, probe
from provenance.media.regions import Box, grey, inner_pictures, trim_borders
from provenance.media.video import container_claims


@dataclass(frozen=True)
class Fingerprint:
    """A hash of the whole picture, of a region of it, or of a video frame."""

    hash: Hash
    version: str
    variant: str = "full"
    region: tuple[int, int, int, int] | None = None
    frame_time: float | None = None


@dataclass(frozen=True)
class View:
    """A part of the picture hashed on its own (the whole, its trimmed content, a picture in it).

    Lookups need the PDQ hashes of all eight orientations; they are computed
    here, with the stored ones, from a single DCT.
    """

    name: str  # full | trimmed | region
    box: Box  # in working pixels
    dihedral: dict[str, Hash]
    phash: Hash
    dhash: Hash


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
    features: LocalFeatures | None = field(default=None, repr=False)  # ORB keypoints, thumbnail
    views: list[View] = field(default_factory=list, repr=False)  # for lookups, not stored
    footage: Footage | None = field(default=None, repr=False)  # a video's frames, for lookups

    def hashes(self, algorithm: str, variant: str = "full") -> list[Fingerprint]:
        return [
            f for f in self.fingerprints if f.hash.algorithm == algorithm and f.variant == variant
        ]


def analyse(
    path: Path,
    limits: Limits | None = None,
    keep_picture: bool = False,
    features: bool = True,
    dense: bool = True,
) -> Analysis:
    """Probe, decode once and fingerprint ``path``; raise BadInput if it cannot be used.

    ``features=False`` skips the local features (a lookup computes them only
    when the hashes found nothing conclusive). A video is decoded ``dense``
    (reference frames, up to 15 a second: to register it) or sparsely (keyframes:
    to check it, 10-50 times faster).
    """
    found = probe(path, limits)
    if found.kind == "video":
        return analyse_video(found, limits, dense)
    return analyse_image(found, limits, keep_picture, features)


def analyse_image(
    found: Probe, limits: Limits | None, keep_picture: bool, features: bool = True
) -> Analysis:
    picture = decode(found.path, limits=limits)
    seen = picture_views(picture.image)
    return Analysis(
        path=found.path,
        sha256=found.sha256,
        kind="image",
        format=picture.format,
        width=picture.width,
        height=picture.height,
        bytes=found.size,
        fingerprints=fingerprints_of(seen, picture.width / picture.image.width),
        file_says=read_metadata(found.path, picture),
        picture=picture if keep_picture else None,
        features=local_features(picture.image, keep=QUERY_KEYPOINTS) if features else None,
        views=seen,
    )


def picture_views(image: Image.Image) -> list[View]:
    """The whole picture and its parts worth hashing on their own, each hashed."""
    boxes = [("full", (0, 0, image.width, image.height)), *views(image)]
    found = []
    for name, box in boxes:
        part = image if name == "full" else image.crop(box)
        found.append(
            View(
                name,
                box,
                PDQ_HASHER.compute_dihedral(part),
                PHASH.compute(part),
                DHASH.compute(part),
            )
        )
    return found


def fingerprints_of(seen: list[View], scale: float) -> list[Fingerprint]:
    """What is stored of each view: PDQ (upright), pHash, dHash; boxes in the picture's pixels."""
    prints = []
    for view in seen:
        region = None if view.name == "full" else tuple(round(v * scale) for v in view.box)
        for digest, hasher in (
            (view.dihedral["original"], PDQ_HASHER),
            (view.phash, PHASH),
            (view.dhash, DHASH),
        ):
            prints.append(Fingerprint(digest, hasher.version, view.name, region))
    return prints


def views(image: Image.Image) -> list[tuple[str, Box]]:
    """The parts of a picture worth hashing on their own: its trimmed content, pictures in it."""
    found: list[tuple[str, Box]] = []
    pixels = grey(image)
    trimmed = trim_borders(pixels)
    if trimmed:
        found.append(("trimmed", trimmed))
    for box in inner_pictures(pixels):
        if not trimmed or _overlap(box, trimmed) < 0.9:
            found.append(("region", box))
    return found


def _overlap(a: Box, b: Box) -> float:
    """Intersection over union of two boxes."""
    w = max(0, min(a[2], b[2]) - max(a[0], b[0]))
    h = max(0, min(a[3], b[3]) - max(a[1], b[1]))
    inter = w * h
    union = (a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1]) - inter
    return inter / union if union else 0.0


def _analyse_or_error(path: Path, features: bool = True, dense: bool = True) -> Analysis | BadInput:
    try:
        return analyse(path, keep_picture=True, features=features, dense=dense)
    except BadInput as exc:
        return exc


def analysed(
    paths: list[Path], jobs: int = 1, features: bool = True, dense: bool = True
) -> Iterator[tuple[Path, Analysis | BadInput]]:
    """Analyse files in order, in ``jobs`` processes; a bad file yields its BadInput."""
    work = partial(_analyse_or_error, features=features, dense=dense)
    if jobs <= 1 or len(paths) < 2:
        for path in paths:
            yield path, work(path)
        return
    from concurrent.futures import ProcessPoolExecutor  # only ingest --jobs pays for it

    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from zip(paths, pool.map(work, paths, chunksize=4), strict=True)


def analyse_video(found: Probe, limits: Limits | None, dense: bool) -> Analysis:
    """A video's frame fingerprints: PDQ and a 16 x 16 luma grid per frame, in time."""
    footage = fingerprint_video(found.path, dense, limits)
    info, region = footage.info, tuple(footage.region)

    def rows(algorithm, version, variant, box, codes, quality=None):
        return [
            Fingerprint(
                Hash(algorithm, bits.tobytes(), None if quality is None else int(quality[n])),
                version,
                variant,
                box,
                float(at),
            )
            for n, (at, bits) in enumerate(zip(footage.times, codes, strict=True))
        ]

    fingerprints = rows(
        PDQ_HASHER.name, frames.PDQ_VERSION, "frame", region, footage.pdq, footage.quality
    )
    fingerprints += rows(frames.GRID_ALGORITHM, frames.GRID_VERSION, "frame", region, footage.grids)
    for crop, codes, quality in footage.crops:
        box = tuple(crop.pixels(info.width, info.height))
        fingerprints += rows(PDQ_HASHER.name, frames.PDQ_VERSION, "crop", box, codes, quality)
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
