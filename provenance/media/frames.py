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
# A row (or column) of a bar has this share of its pixels ...
_BAR_SHARE = 0.7
# ... within this (0..255 luma) of the colour of the outermost row.
_BAR_COLOUR = 12.0
# A thumbnail varying less than this (standard deviation) has nothing to measure bars by.
_BAR_FLATNESS = 6.0
# A bar darker than this (0..255) is a letterbox even on one side alone.
_DARK = 40.0


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
    """How many leading lines (rows of ``lines``) are mostly of the outermost line's colour.

    Mostly, not all: a logo or a caption band laid over a letterbox must not hide it.
    """
    colour = np.median(lines[0])
    run = (np.abs(lines - colour) < _BAR_COLOUR).mean(axis=1) >= _BAR_SHARE
    return int(np.argmin(run)) if not run.all() else len(run)


def bars(thumb: np.ndarray) -> tuple[list[int], list[float]]:
    """Flat bars at the top, bottom, left and right of one thumbnail: sizes and colours."""
    t = thumb.astype(np.float32)
    sides = (t, t[::-1], t.T, t.T[::-1])
    return [_edge_bar(lines) for lines in sides], [float(np.median(lines[0])) for lines in sides]


def content_box(thumbs: np.ndarray) -> Box:
    """The bar-free part of a video (or still): bars must be flat in every informative frame.

    Each side's bar is the thinnest seen over the frames that have something in
    them, so a dark scene at the top of one frame is not taken for a letterbox.
    A bar is dark, or matched by a bar of its colour on the opposite side: a
    white band with a headline along one edge is something laid over the
    picture, not a letterbox, and stays in.
    """
    thumbs = np.asarray(thumbs)
    if thumbs.ndim == 2:
        thumbs = thumbs[None]
    side = thumbs.shape[1]
    informative = [t for t in thumbs if t.std() >= _BAR_FLATNESS]
    if not informative:
        return Box()
    measured = [bars(t) for t in informative]
    sizes = np.array([m[0] for m in measured]).min(axis=0)
    colours = np.median(np.array([m[1] for m in measured]), axis=0)
    minimum = int(np.ceil(_MIN_BAR * side))
    kept = [0, 0, 0, 0]
    for this, other in ((0, 1), (1, 0), (2, 3), (3, 2)):
        if sizes[this] < minimum:
            continue
        paired = (
            sizes[other] >= minimum
            and min(sizes[this], sizes[other]) >= 0.5 * max(sizes[this], sizes[other])
            and abs(colours[this] - colours[other]) < _BAR_COLOUR
        )
        if colours[this] < _DARK or paired:
            # A bar's inner edge is blended with the picture by the downscale: crop it too.
            kept[this] = int(sizes[this]) + 1
    top, bottom, left, right = kept
    if top + bottom > side * 0.8 or left + right > side * 0.8:
        return Box()  # nothing left between the bars: a flat picture, not a letterbox
    return Box(left / side, top / side, 1 - right / side, 1 - bottom / side)


CROP_SHAPES = (4 / 3, 1.0, 9 / 16)
"""Shapes landscape footage is cut to when re-posted (TV, square, phone), width over height;
portrait footage is cut to the same shapes turned (3:4, square, 16:9)."""


def centre_crops(box: Box, width: int, height: int) -> list[Box]:
    """The middle of the box cut to each shape at least 10% narrower (or flatter) than it."""
    aspect = box.aspect(width, height)
    shapes = CROP_SHAPES if aspect >= 1 else tuple(1 / s for s in CROP_SHAPES)
    crops = []
    for shape in shapes:
        if shape < aspect / 1.1:  # narrower: keep the middle columns
            keep, middle = (box.right - box.left) * shape / aspect, (box.left + box.right) / 2
            crops.append(Box(middle - keep / 2, box.top, middle + keep / 2, box.bottom))
        elif shape > aspect * 1.1:  # flatter: keep the middle rows
            keep, middle = (box.bottom - box.top) * aspect / shape, (box.top + box.bottom) / 2
            crops.append(Box(box.left, middle - keep / 2, box.right, middle + keep / 2))
    return crops


def luma64(thumbs: np.ndarray, *boxes: Box) -> np.ndarray:
    """The boxed part of each thumbnail squeezed to 64 x 64 (area-averaged, as float32).

    With several boxes: an array boxes x thumbnails x 64 x 64, each thumbnail read once.
    """
    thumbs = np.asarray(thumbs, np.uint8)
    side = thumbs.shape[-1]
    rects = [
        (
            b.left * side,
            b.top * side,
            max(b.left * side + 1, b.right * side),
            max(b.top * side + 1, b.bottom * side),
        )
        for b in boxes
    ]
    out = np.empty((len(boxes), len(thumbs), 64, 64), np.uint8)
    for n, thumb in enumerate(thumbs):
        image = Image.fromarray(thumb, "L")
        for k, rect in enumerate(rects):
            out[k, n] = np.asarray(image.resize((64, 64), Image.BOX, rect))
    result = out.astype(np.float32)
    return result[0] if len(boxes) == 1 else result


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

AGREE = 0.5
"""Two aligned grid cells agree when they differ by less than this (robust z-units) ..."""
AGREEMENT = 0.6
"""... and two frames are the same picture when this share of their cells agree."""
OVERLAY_DIFF = 0.25
"""A grid cell differs when it moved this much (robust z-units) ..."""
OVERLAY_RATIO = 4.0
"""... and this many times more than the picture's typical cell ..."""
OVERLAY_LEVELS = 16.0
"""... and by this many luma levels (0..255) once brightness and contrast are matched."""
OVERLAY_MIN_CELLS = 2
"""Fewer differing cells than this is resampling at an edge, not something laid over."""
OVERLAY_MAX_SHARE = 0.35
"""More than this share of differing cells is a different picture, not something laid on it."""


_MIN_SPREAD = 8.0
"""Luma levels: in a flat picture (sky, a wall) smaller differences are noise, not edits."""


def _spread(grid: np.ndarray) -> np.ndarray:
    """Robust standard deviation of each grid (interquartile range), floored."""
    low, high = np.percentile(np.asarray(grid, np.float32).reshape(-1, 256), [25, 75], axis=1)
    return np.maximum((high - low) / 1.349, _MIN_SPREAD).reshape(-1, 1, 1)


def _standardise(grid: np.ndarray) -> np.ndarray:
    """Grids as robust z-scores (median, interquartile range): a logo or a band laid over
    part of the picture does not shift the rest, and greyscale or a brightness change
    (which move every cell together) disappear."""
    grid = np.asarray(grid, np.float32).reshape(-1, 16, 16)
    median = np.median(grid.reshape(-1, 256), axis=1).reshape(-1, 1, 1)
    return (grid - median) / _spread(grid)


def grid_agreement(query: np.ndarray, original: np.ndarray) -> np.ndarray:
    """Share of cells (0..1) where each pair of aligned grids agree.

    Frames of one picture agree on most cells even under a logo or a caption band,
    where PDQ may have moved by 60-80 bits; frames of different footage that PDQ
    happens to find close agree on about a third of them.
    """
    diff = np.abs(_standardise(query) - _standardise(original))
    return (diff < AGREE).mean(axis=(1, 2))


def overlay_cells(query: np.ndarray, original: np.ndarray) -> np.ndarray:
    """Cells (16 x 16 bool) where aligned grids differ in most pairs: a logo, a caption.

    A cell must differ in robust z-units (so a colour grade does not count) and in
    luma levels once brightness and contrast are matched (so the noise of a flat
    sky does not). A moving subject flags cells that change from pair to pair;
    only cells flagged in most pairs are kept.
    """
    diff = np.abs(_standardise(query) - _standardise(original))
    levels = diff * _spread(query)
    typical = np.median(diff, axis=(1, 2), keepdims=True)
    flagged = (diff > np.maximum(OVERLAY_DIFF, OVERLAY_RATIO * typical)) & (levels > OVERLAY_LEVELS)
    return flagged.mean(axis=0) > 0.5


def has_overlay(query: np.ndarray, original: np.ndarray) -> bool:
    """Whether something was laid over the pictures: a few cells differ, consistently.

    One lone cell is not enough: where a picture meets its bars, resampling alone
    can make one cell differ.
    """
    cells = overlay_cells(query, original)
    return OVERLAY_MIN_CELLS <= cells.sum() <= OVERLAY_MAX_SHARE * cells.size
