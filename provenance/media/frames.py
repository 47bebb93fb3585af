"""Fingerprints of small luma pictures: video frames, and stills looked up among them.

A frame is reduced once to a THUMB x THUMB luma thumbnail (area-averaged, so
a re-encode at another size lands on nearly the same pixels). Bars are found
across many thumbnails of one video, cropped off, and what is left is squeezed
to 64 x 64: the size PDQ itself works at. From there:

- PDQ, computed here in numpy for a whole batch of frames at once. On a 64 x 64
  input PDQ's Jarosz pre-filter is the identity, so the hash is the reference's
  DCT, median and quality maths, and a test checks it against ``pdqhash`` bit for
  bit. The binding costs ~0.2 ms a call in Python overhead, as much as hashing
  should cost per frame when every frame of a video is hashed.
- a 16 x 16 luma grid, kept to tell *where* two matched frames differ (a logo, a
  caption burned in), which a hash cannot say.

Stills go through the same path (``thumb_of_image``), so a frame cut from a video
and the video's own frame are compared like with like.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from PIL import Image

THUMB = 128
"""Side of the square luma thumbnail every frame is first reduced to."""

PDQ_VERSION = "pdq64-1"
"""Stored with each frame hash: PDQ of the 64 x 64 luma of the bar-free picture."""
GRID_ALGORITHM = "luma16"
GRID_VERSION = "luma16-1"

# A bar is at least this share of the side; thinner uniform edges are encoder padding.
_MIN_BAR = 0.03
# A row (or column) of a bar varies less than this (0..255 luma, standard deviation) ...
_BAR_FLATNESS = 6.0
# ... and stays within this of the colour of the outermost row.
_BAR_COLOUR = 12.0


@dataclass(frozen=True)
class Box:
    """The part of a picture that is not bars, as fractions of its width and height."""

    left: float = 0.0
    top: float = 0.0
    right: float = 1.0
    bottom: float = 1.0

    @property
    def area(self) -> float:
        return (self.right - self.left) * (self.bottom - self.top)

    def aspect(self, width: int, height: int) -> float:
        """Width over height of the boxed part, for a picture of this size."""
        return (self.right - self.left) * width / max(1e-9, (self.bottom - self.top) * height)

    def pixels(self, width: int, height: int) -> list[int]:
        """[x0, y0, x1, y1] in pixels of a picture of this size."""
        return [
            round(self.left * width),
            round(self.top * height),
            round(self.right * width),
            round(self.bottom * height),
        ]

    @classmethod
    def from_pixels(cls, region: list[int] | None, width: int, height: int) -> Box:
        if not region or not width or not height:
            return cls()
        x0, y0, x1, y1 = region
        return cls(x0 / width, y0 / height, x1 / width, y1 / height)


# -- thumbnails ---------------------------------------------------------------------------


def thumb_of_image(image: Image.Image) -> np.ndarray:
    """A still as a THUMB x THUMB luma thumbnail, the way video frames are reduced."""
    luma = image.convert("L") if image.mode != "L" else image
    return np.asarray(luma.resize((THUMB, THUMB), Image.BOX), np.uint8)


def _edge_bar(lines: np.ndarray) -> int:
    """How many leading lines (rows of ``lines``) form a flat bar of one colour."""
    flat = lines.std(axis=1) < _BAR_FLATNESS
    means = lines.mean(axis=1)
    same = np.abs(means - means[0]) < _BAR_COLOUR
    run = flat & same
    return int(np.argmin(run)) if not run.all() else len(run)


def bars(thumb: np.ndarray) -> tuple[int, int, int, int]:
    """Flat bars at the (top, bottom, left, right) of one thumbnail, in thumbnail pixels."""
    t = thumb.astype(np.float32)
    return (
        _edge_bar(t),
        _edge_bar(t[::-1]),
        _edge_bar(t.T),
        _edge_bar(t.T[::-1]),
    )


def content_box(thumbs: np.ndarray) -> Box:
    """The bar-free part of a video (or still): bars must be flat in every informative frame.

    Each side's bar is the thinnest seen over the frames that have something in
    them, so a dark scene at the top of one frame is not taken for a letterbox.
    """
    thumbs = np.asarray(thumbs)
    if thumbs.ndim == 2:
        thumbs = thumbs[None]
    side = thumbs.shape[1]
    informative = [t for t in thumbs if t.std() >= _BAR_FLATNESS]
    if not informative:
        return Box()
    found = np.array([bars(t) for t in informative]).min(axis=0)
    minimum = int(np.ceil(_MIN_BAR * side))
    # A bar's inner edge is blended with the picture by the downscale: crop that line too.
    top, bottom, left, right = (int(v) + 1 if v >= minimum else 0 for v in found)
    if top + bottom > side * 0.8 or left + right > side * 0.8:
        return Box()  # nothing left between the bars: a flat picture, not a letterbox
    return Box(left / side, top / side, 1 - right / side, 1 - bottom / side)


def luma64(thumbs: np.ndarray, box: Box) -> np.ndarray:
    """The boxed part of each thumbnail squeezed to 64 x 64 (float32, area-averaged)."""
    thumbs = np.asarray(thumbs)
    side = thumbs.shape[-1]
    x0, y0 = round(box.left * side), round(box.top * side)
    x1, y1 = round(box.right * side), round(box.bottom * side)
    out = np.empty((len(thumbs), 64, 64), np.float32)
    for n, thumb in enumerate(thumbs):
        crop = Image.fromarray(np.ascontiguousarray(thumb[y0:y1, x0:x1]).astype(np.float32), "F")
        out[n] = np.asarray(crop.resize((64, 64), Image.BOX), np.float32)
    return out


# -- PDQ ----------------------------------------------------------------------------------


def _dct_matrix() -> np.ndarray:
    """PDQ's 16 x 64 DCT-II rows (the constant term left out), as its C++ builds them."""
    i = np.arange(1, 17)[:, None]
    j = np.arange(64)[None, :]
    return (np.sqrt(2.0 / 64.0) * np.cos(np.pi / 2 / 64.0 * i * (2 * j + 1))).astype(np.float32)


_DCT = _dct_matrix()


def pdq_quality(luma: np.ndarray) -> np.ndarray:
    """PDQ's quality metric (0..100) of each 64 x 64 picture: its summed gradients."""
    # As the reference: ((u - v) * 100) / 255 in float, truncated to an int per pair.
    vertical = np.trunc((luma[:, :-1, :] - luma[:, 1:, :]) * np.float32(100) / np.float32(255))
    horizontal = np.trunc((luma[:, :, :-1] - luma[:, :, 1:]) * np.float32(100) / np.float32(255))
    total = np.abs(vertical).sum(axis=(1, 2)) + np.abs(horizontal).sum(axis=(1, 2))
    return np.minimum(100, total.astype(np.int64) // 90).astype(np.int16)


def pdq_bits(luma: np.ndarray) -> np.ndarray:
    """PDQ hashes (n x 32 bytes, big-endian like ``Hash.bits``) of 64 x 64 lumas."""
    luma = np.asarray(luma, np.float32).reshape(-1, 64, 64)
    coefficients = (_DCT @ luma @ _DCT.T).reshape(len(luma), 256)
    median = np.partition(coefficients, 127, axis=1)[:, 127:128]  # Torben's lower median
    bits = coefficients > median  # bit k = coefficient k (row-major), least significant first
    return np.packbits(bits[:, ::-1], axis=1)


def pdq(luma: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """PDQ hashes and qualities of 64 x 64 lumas."""
    luma = np.asarray(luma, np.float32).reshape(-1, 64, 64)
    return pdq_bits(luma), pdq_quality(luma)


def mirrored(luma: np.ndarray) -> np.ndarray:
    """The same pictures flipped left to right."""
    return np.ascontiguousarray(np.asarray(luma)[..., ::-1])


def grids(luma: np.ndarray) -> np.ndarray:
    """16 x 16 luma grids (n x 256 bytes) of 64 x 64 lumas: block means, rounded."""
    luma = np.asarray(luma, np.float32).reshape(-1, 16, 4, 16, 4)
    return np.clip(np.rint(luma.mean(axis=(2, 4))), 0, 255).astype(np.uint8).reshape(-1, 256)


# -- overlays -----------------------------------------------------------------------------

OVERLAY_DIFF = 0.25
"""A grid cell differs when it moved this much (in standard deviations of its picture) ..."""
OVERLAY_RATIO = 4.0
"""... and this many times more than the picture's typical cell."""
OVERLAY_MAX_SHARE = 0.35
"""More than this share of differing cells is a different picture, not something laid on it."""


def _standardise(grid: np.ndarray) -> np.ndarray:
    grid = np.asarray(grid, np.float32)
    mean = grid.mean(axis=(-2, -1), keepdims=True)
    std = grid.std(axis=(-2, -1), keepdims=True)
    return (grid - mean) / np.maximum(std, 1.0)


def overlay_cells(query: np.ndarray, original: np.ndarray) -> np.ndarray:
    """Cells (16 x 16 bool) where aligned grids differ in most pairs: a logo, a caption.

    Grids are standardised first, so greyscale, sepia or a brightness change (which
    move every cell together) flag nothing; a moving subject flags cells that
    change from pair to pair, and only cells flagged in most pairs are kept.
    """
    diff = np.abs(_standardise(query) - _standardise(original)).reshape(-1, 16, 16)
    typical = np.median(diff, axis=(1, 2), keepdims=True)
    flagged = diff > np.maximum(OVERLAY_DIFF, OVERLAY_RATIO * typical)
    return flagged.mean(axis=0) > 0.5


def has_overlay(query: np.ndarray, original: np.ndarray) -> bool:
    """Whether something was laid over the pictures: a few cells differ, consistently."""
    cells = overlay_cells(query, original)
    return 0 < cells.sum() <= OVERLAY_MAX_SHARE * cells.size
