"""Where the picture is inside what was published: borders trimmed, pictures found in pages.

The web rarely republishes a picture alone: it adds letterbox bars and padding,
puts it inside a screenshot of a post, under a headline, or next to others in a
collage. A global hash of the whole frame then describes the wrapping more than
the picture. These functions find the rectangles worth hashing on their own;
they work on the small working picture and return boxes in its pixels.

Both sides of a comparison run them (ingest and check), so a screenshot finds
its original and an original finds a registered screenshot.
"""

from __future__ import annotations

import numpy as np
from PIL import Image

Box = tuple[int, int, int, int]  # x0, y0, x1, y1 (x1, y1 exclusive)

FLAT_STD = 4.0
"""A row or column whose grey levels vary less than this (0-255) is flat: a border or bar."""

BORDER_DELTA = 14.0
"""...and it belongs to the border only if its mean is this close to the outermost line's."""

MIN_TRIM = 0.02
"""Trimming less than this fraction of a side is noise (JPEG ringing), not padding."""

MIN_PART = 0.25
"""Whatever is left must keep at least this fraction of each side to be a picture."""


def grey(image: Image.Image | np.ndarray) -> np.ndarray:
    """Grey levels as float32; an array is taken as already grey (computed once per picture)."""
    if isinstance(image, np.ndarray):
        return image
    return np.asarray(image.convert("L"), dtype=np.float32)


def trim_borders(image: Image.Image | np.ndarray) -> Box | None:
    """The box left once uniform borders (letterbox, pillarbox, padding) are cut, or None."""
    pixels = grey(image)
    height, width = pixels.shape
    edges = (pixels[0], pixels[-1], pixels[:, 0], pixels[:, -1])
    if all(line.std() >= FLAT_STD for line in edges):
        return None  # no flat outer line: nothing to trim (most pictures), decided in microseconds
    top = _flat_run(pixels)
    bottom = _flat_run(pixels[::-1])
    left = _flat_run(pixels.T)
    right = _flat_run(pixels.T[::-1])
    box = (left, top, width - right, height - bottom)
    return box if _worth_it(box, width, height) else None


def _flat_run(pixels: np.ndarray) -> int:
    """How many lines from the start of ``pixels`` (rows) are flat and of the border's shade."""
    std = pixels.std(axis=1)
    mean = pixels.mean(axis=1)
    flat = (std < FLAT_STD) & (np.abs(mean - mean[0]) < BORDER_DELTA)
    if not flat[0]:
        return 0
    return int(np.argmin(flat)) if not flat.all() else len(flat)


def _worth_it(box: Box, width: int, height: int) -> bool:
    x0, y0, x1, y1 = box
    inner_w, inner_h = x1 - x0, y1 - y0
    if inner_w < MIN_PART * width or inner_h < MIN_PART * height:
        return False
    return (width - inner_w) >= MIN_TRIM * width or (height - inner_h) >= MIN_TRIM * height


SEPARATOR_STD = 6.0
"""A line of a page varying less than this, in the page's shade, separates two blocks."""

MIN_REGION_AREA = 0.08
"""A picture in a page covers at least this share of the page (else it is an icon or a line)."""


def inner_pictures(image: Image.Image | np.ndarray, limit: int = 3) -> list[Box]:
    """Pictures set in a page (a screenshot, a post, a meme, a collage), largest first.

    A recursive XY-cut, the classic page-layout analysis: split the page along
    full-width or full-height lines of the page's background shade, recurse
    into each block, and keep the large, textured leaves. Lines of text end
    as thin leaves; a photo ends as a large one.
    """
    pixels = grey(image)
    height, width = pixels.shape
    background = _page_shade(pixels)
    if background is None:
        return []
    leaves: list[Box] = []
    _cut(pixels, (0, 0, width, height), background, leaves, depth=0)
    found = []
    for box in leaves:
        x0, y0, x1, y1 = box
        w, h = x1 - x0, y1 - y0
        if w * h < MIN_REGION_AREA * width * height or w * h > 0.92 * width * height:
            continue
        if w < 0.2 * width or h < 0.1 * height or max(w / h, h / w) > 4:
            continue
        if float(pixels[y0:y1, x0:x1].std()) < 12:
            continue
        found.append((w * h, box))
    found.sort(reverse=True)
    return [box for _, box in found[:limit]]


def _page_shade(pixels: np.ndarray) -> float | None:
    """The page's background level: the shade of a flat outer row or column, if there is one."""
    for line in (pixels[0], pixels[-1], pixels[:, 0], pixels[:, -1]):
        if line.std() < SEPARATOR_STD:
            return float(line.mean())
    return None


def _cut(pixels: np.ndarray, box: Box, shade: float, leaves: list[Box], depth: int) -> None:
    x0, y0, x1, y1 = box
    if depth > 8 or x1 - x0 < 8 or y1 - y0 < 8:
        leaves.append(box)
        return
    block = pixels[y0:y1, x0:x1]
    for axis in (1, 0) if depth % 2 == 0 else (0, 1):
        separator = (block.std(axis=axis) < SEPARATOR_STD) & (
            np.abs(block.mean(axis=axis) - shade) < BORDER_DELTA
        )
        segments = _runs(~separator)
        if len(segments) > 1 or (segments and segments[0] != (0, len(separator))):
            for start, end in segments:
                part = (
                    (x0, y0 + start, x1, y0 + end) if axis == 1 else (x0 + start, y0, x0 + end, y1)
                )
                _cut(pixels, part, shade, leaves, depth + 1)
            return
    leaves.append(box)


def _runs(mask: np.ndarray) -> list[tuple[int, int]]:
    """[start, end) of each run of True in ``mask``."""
    edges = np.diff(np.r_[0, mask.astype(np.int8), 0])
    return list(
        zip(np.flatnonzero(edges == 1).tolist(), np.flatnonzero(edges == -1).tolist(), strict=True)
    )
