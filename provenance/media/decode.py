"""Decode a picture once, small, upright, in RGB: the one path ingest and check share.

Hashing is decode-bound, so JPEGs are decoded at a reduced DCT scale (Pillow's
``draft``) just large enough for the working size. Ingest and check must use
this same path: PDQ moves by several bits between a full and a DCT-scaled
decode, and comparing like with like keeps those bits out of the distance.
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageFile, ImageOps, UnidentifiedImageError

from provenance.config import Limits
from provenance.errors import BadInput
from provenance.media.metadata.blocks import SKIPPED_METADATA, Embedded, embedded_blocks

WORKING_SIDE = 150
"""Least short side (pixels) of the working picture every fingerprint is computed from.

JPEGs decode at the smallest DCT scale (1/2 .. 1/8) that keeps this many
pixels, so a 1600x1200 news picture decodes at 1/8 (200x150): the entropy
decoding is the only full-size cost left. Not less: PDQ resamples to 64x64
and drifts from Meta's reference by up to 50 bits on a 128-pixel picture
(bench/pdq_conformance.py), against 16 at 150.
"""


@dataclass(frozen=True)
class Picture:
    """A decoded picture: small upright RGB pixels plus what the file said about itself."""

    image: Image.Image
    width: int
    height: int
    format: str
    exif: Image.Exif | None = None
    info: dict | None = None
    embedded: Embedded | None = None  # metadata only the open file gives (IPTC, C2PA hint)


def open_image(path: Path, limits: Limits | None = None) -> Image.Image:
    """Open lazily (header only), refusing what is not a picture or would not fit in memory."""
    limits = limits or Limits()
    Image.MAX_IMAGE_PIXELS = limits.max_image_pixels
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            image = _open_skipping_text_bombs(path)
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as exc:
        raise BadInput(f"{path}: refused, too many pixels for a picture ({exc})") from None
    except UnidentifiedImageError:
        raise BadInput(f"{path}: not an image Pillow can read") from None
    except OSError as exc:
        raise BadInput(f"{path}: cannot read ({exc.strerror or exc})") from None
    except ValueError as exc:
        raise BadInput(f"{path}: cannot read ({exc})") from None
    width, height = image.size
    if width * height > limits.max_image_pixels:
        image.close()
        raise BadInput(
            f"{path}: refused, {width}x{height} pixels is more than the limit of "
            f"{limits.max_image_pixels:,} (PROVENANCE_MAX_IMAGE_PIXELS)"
        )
    return image


def _open_skipping_text_bombs(path: Path) -> Image.Image:
    """Open; a PNG text chunk (often XMP) too large to inflate safely is skipped, not fatal.

    Pillow refuses to inflate a text chunk over ``PngImagePlugin.MAX_TEXT_CHUNK``
    (a decompression-bomb guard) and, unless ``LOAD_TRUNCATED_IMAGES`` is set,
    then refuses the whole file. The flag is set for the header pass only, so
    pixels are still decoded strictly; the skipped chunk is noted in ``info``.
    """
    try:
        return _open(path)
    except ValueError as exc:
        if "MAX_TEXT_CHUNK" not in str(exc):
            raise
        refused = str(exc)
    previous = ImageFile.LOAD_TRUNCATED_IMAGES
    ImageFile.LOAD_TRUNCATED_IMAGES = True
    try:
        image = Image.open(path)
    finally:
        ImageFile.LOAD_TRUNCATED_IMAGES = previous
    image.info[SKIPPED_METADATA] = f"a PNG text chunk (XMP or comment) was not read: {refused}"
    return image


def _open(path: Path) -> Image.Image:
    """Image.open, teaching Pillow HEIC/HEIF on the first ISO-media file that needs it."""
    try:
        return Image.open(path)
    except UnidentifiedImageError:
        if not (_is_iso_media(path) and _open_heif_too()):
            raise
        return Image.open(path)


def _is_iso_media(path: Path) -> bool:
    """Does the file start with an ISO media ``ftyp`` box (HEIC, HEIF, AVIF)?"""
    with open(path, "rb") as handle:
        return handle.read(12)[4:8] == b"ftyp"


def _open_heif_too() -> bool:
    """Register pillow-heif's opener once; done lazily, as importing it costs ~0.1 s."""
    import pillow_heif

    if getattr(_open_heif_too, "done", False):
        return False
    pillow_heif.register_heif_opener()
    _open_heif_too.done = True  # type: ignore[attr-defined]
    return True


def decode(path: Path, side: int | None = WORKING_SIDE, limits: Limits | None = None) -> Picture:
    """Decode ``path`` to an upright RGB picture whose short side is about ``side`` pixels.

    ``side=None`` decodes at full resolution (used by the PDQ conformance test).
    """
    image = open_image(path, limits)
    with image:
        fmt = image.format or "unknown"
        embedded = embedded_blocks(image)  # first: a broken EXIF block is noted, not fatal
        exif = image.getexif()
        info = dict(image.info)
        full_w, full_h = image.size
        try:
            if side is not None and fmt == "JPEG":
                image.draft("RGB", (side, side))
            image.load()
            upright = ImageOps.exif_transpose(image) or image
            rgb = _flatten_to_rgb(upright)
        except (OSError, SyntaxError, ValueError, EOFError) as exc:
            raise BadInput(f"{path}: damaged {fmt} image ({exc})") from None
    if exif.get(0x0112) in (5, 6, 7, 8):
        full_w, full_h = full_h, full_w
    if side is not None:
        factor = min(rgb.size) // side
        if factor > 1:
            rgb = rgb.reduce(factor)
    return Picture(rgb, full_w, full_h, fmt, exif, info, embedded)


def _flatten_to_rgb(image: Image.Image) -> Image.Image:
    """Plain RGB conversion, as Meta's reference tools do (alpha is dropped, not composited)."""
    return image if image.mode == "RGB" else image.convert("RGB")
