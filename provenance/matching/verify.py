"""Checking a candidate: where the registered picture sits in the query, and do the pixels agree.

Every candidate, however it was found, ends as a homography from the
registered picture's frame to the query's frame: from matched ORB keypoints
through RANSAC, or from the boxes and orientation of two matching hashes. The
homography says what was done (mirrored, rotated, cropped, padded, set in a
screenshot) and where in the query the picture is. Then the query's pixels are
warped onto the registered picture's stored thumbnail and compared after
normalising brightness and contrast: a true match agrees almost everywhere,
and a block of disagreement on an otherwise agreeing picture is an overlay
(a caption band, a logo, a sticker).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from PIL import Image

from provenance.media.features import THUMB, LocalFeatures

RATIO = 0.85
"""Lowe's ratio test: a keypoint match must be clearly better than the second best."""

MAX_DESCRIPTOR_DISTANCE = 80
"""Bits (of 256) beyond which two ORB descriptors are not the same corner."""

OVERLAY_LEVEL = 0.6
"""A cell differs when it is off the fitted levels by this share of the query's spread."""

MAX_OVERLAY = 0.45
"""Largest share of a picture that may be covered (captions, logos) and still be compared."""

REPROJECTION = 12.0
"""RANSAC inlier tolerance in frame units (1024 on the long side): about 1%."""

# Orientation of a query view -> map from its normalised coordinates back to the
# query's (PIL transpose names, see hashers.PIL_DIHEDRAL).
_UNTURN = {
    "original": ((1, 0, 0), (0, 1, 0)),
    "flip_y": ((-1, 0, 1), (0, 1, 0)),
    "flip_x": ((1, 0, 0), (0, -1, 1)),
    "rotate90": ((0, -1, 1), (1, 0, 0)),
    "rotate180": ((-1, 0, 1), (0, -1, 1)),
    "rotate270": ((0, 1, 0), (-1, 0, 1)),
    "transpose": ((0, 1, 0), (1, 0, 0)),
    "transverse": ((0, -1, 1), (-1, 0, 1)),
}


@dataclass
class Alignment:
    """A registered picture placed in the query."""

    homography: np.ndarray  # 3x3: registered frame -> query frame
    inliers: int = 0  # keypoint inliers (0 when aligned from hashes)
    matches: int = 0
    spread: float = 1.0  # share of the registered frame the inliers' hull covers


@dataclass
class Geometry:
    """What the alignment says was done to the picture."""

    mirrored: bool
    angle: float  # degrees, counter-clockwise
    visible: float  # share of the registered picture inside the query
    fill: float  # share of the query covered by the registered picture
    box: tuple[float, float, float, float]  # where it sits, in query frame units
    plausible: bool  # a sane, convex, not absurdly stretched placement


@dataclass
class PixelCheck:
    correlation: float  # normalised correlation of the covered thumbnail, overlays set aside
    agreement: float  # share of covered cells whose normalised levels agree
    disagreeing_block: float  # share of covered cells in blocks of disagreement (overlays)
    coverage: float  # share of the thumbnail the query covers


def box_alignment(
    stored_box: tuple[float, float, float, float],
    query_box: tuple[float, float, float, float],
    orientation: str,
) -> Alignment:
    """The homography of a hash match: a stored box (frame units) seen as a turned query box."""
    sx0, sy0, sx1, sy1 = stored_box
    qx0, qy0, qx1, qy1 = query_box
    normalise = np.array(
        [
            [1 / (sx1 - sx0), 0, -sx0 / (sx1 - sx0)],
            [0, 1 / (sy1 - sy0), -sy0 / (sy1 - sy0)],
            [0, 0, 1],
        ]
    )
    unturn = np.vstack([np.array(_UNTURN[orientation], float), [0, 0, 1]])
    place = np.array([[qx1 - qx0, 0, qx0], [0, qy1 - qy0, qy0], [0, 0, 1]])
    return Alignment(place @ unturn @ normalise)


def match_keypoints(
    query: LocalFeatures, stored: LocalFeatures, min_inliers: int = 8
) -> Alignment | None:
    """Align by ORB keypoints and RANSAC; None when there is no consistent placement."""
    import cv2

    if len(query) < 8 or len(stored) < 8:
        return None
    partner, nearest, second = two_nearest(stored.descriptors, query.descriptors)
    good = np.flatnonzero((nearest <= MAX_DESCRIPTOR_DISTANCE) & (nearest < RATIO * second))
    if len(good) < min_inliers:
        return None  # too few to reach any tier: spare RANSAC its full run on outliers
    source = stored.points[good].reshape(-1, 1, 2)
    target = query.points[partner[good]].reshape(-1, 1, 2)
    # OpenCV's USAC (LO-RANSAC, PROSAC sampling): ~0.05 ms where its classic RANSAC ran its
    # 200 iterations in 1-3 ms, with the same links and recall on bench/ingest.py and
    # bench/reuse.py (hard edits 0.972 -> 0.974) and no new false match.
    homography, mask = cv2.findHomography(source, target, cv2.USAC_FAST, REPROJECTION, maxIters=200)
    if homography is None or mask is None:
        return None
    inlying = source.reshape(-1, 2)[mask.ravel().astype(bool)]
    hull = cv2.contourArea(cv2.convexHull(inlying)) if len(inlying) >= 3 else 0.0
    return Alignment(
        homography, int(mask.sum()), len(good), float(hull) / (stored.width * stored.height)
    )


def two_nearest(stored: np.ndarray, query: np.ndarray) -> tuple[np.ndarray, ...]:
    """For each stored descriptor: its nearest query descriptor (the first of equals), and
    the Hamming distances to it and to the second nearest.

    What OpenCV's brute-force ``knnMatch(k=2)`` answers, as arrays: ~0.6 ms for 160 x 700
    descriptors where the matcher takes ~1.1 ms and builds a Python object per pair.
    """
    a = np.ascontiguousarray(stored, np.uint8).view(np.uint64)
    b = np.ascontiguousarray(query, np.uint8).view(np.uint64)
    distance = np.bitwise_count(a[:, :1] ^ b[:, 0]).astype(np.int16)
    for word in range(1, a.shape[1]):
        distance += np.bitwise_count(a[:, word : word + 1] ^ b[:, word])
    rows = np.arange(len(a))
    partner = distance.argmin(axis=1)
    nearest = distance[rows, partner]
    distance[rows, partner] = np.iinfo(np.int16).max
    return partner, nearest, distance.min(axis=1)


def geometry(alignment: Alignment, stored: tuple[int, int], query: tuple[int, int]) -> Geometry:
    """Describe a placement of a ``stored``-sized frame in a ``query``-sized frame."""
    import cv2

    h = alignment.homography
    sw, sh = stored
    qw, qh = query
    corners = np.array([[0, 0], [sw, 0], [sw, sh], [0, sh]], np.float32).reshape(-1, 1, 2)
    quad = cv2.perspectiveTransform(corners, h).reshape(-1, 2)
    linear = h[:2, :2] / h[2, 2]
    det = float(np.linalg.det(linear))
    convex = bool(cv2.isContourConvex(quad.astype(np.float32)))
    quad_area = abs(float(cv2.contourArea(quad.astype(np.float32))))
    rect = np.array([[0, 0], [qw, 0], [qw, qh], [0, qh]], np.float32)
    inter_area, inter = (0.0, None)
    if convex and quad_area > 0:
        inter_area, inter = cv2.intersectConvexConvex(quad.astype(np.float32), rect)
    if inter is not None and len(inter):
        pts = inter.reshape(-1, 2)
        box = (
            float(pts[:, 0].min()),
            float(pts[:, 1].min()),
            float(pts[:, 0].max()),
            float(pts[:, 1].max()),
        )
    else:
        box = (0.0, 0.0, float(qw), float(qh))
    mirrored = det < 0
    turn = linear @ np.diag([-1.0, 1.0]) if mirrored else linear
    angle = math.degrees(math.atan2(turn[1, 0] - turn[0, 1], turn[0, 0] + turn[1, 1]))
    scale_x = float(np.hypot(*linear[:, 0]))
    scale_y = float(np.hypot(*linear[:, 1]))
    stretch = max(scale_x, scale_y) / max(min(scale_x, scale_y), 1e-9)
    plausible = convex and quad_area > 0.01 * qw * qh and stretch < 3.0 and abs(det) > 1e-4
    return Geometry(
        mirrored=mirrored,
        angle=angle,
        visible=inter_area / quad_area if quad_area else 0.0,
        fill=inter_area / (qw * qh),
        box=box,
        plausible=plausible,
    )


def pixel_check(
    query_image: Image.Image,
    query_frame: tuple[int, int],
    stored: LocalFeatures,
    alignment: Alignment,
) -> PixelCheck:
    """Warp the query onto the stored thumbnail and compare normalised grey levels."""
    import cv2

    grey = np.asarray(query_image.convert("L"), np.float32)
    # thumbnail pixel -> stored frame -> query frame -> query working pixels
    to_stored = np.diag([stored.width / THUMB, stored.height / THUMB, 1.0]) @ np.array(
        [[1, 0, 0.5], [0, 1, 0.5], [0, 0, 1]]
    )
    to_pixels = np.diag(
        [query_image.width / query_frame[0], query_image.height / query_frame[1], 1]
    )
    size = THUMB * 4
    upscale = np.diag([1 / 4, 1 / 4, 1.0])
    mapping = to_pixels @ alignment.homography @ to_stored @ upscale
    flags = cv2.INTER_AREA | cv2.WARP_INVERSE_MAP
    warped = cv2.warpPerspective(grey, mapping, (size, size), flags=flags, borderValue=-1)
    inside = cv2.warpPerspective(
        np.ones_like(grey), mapping, (size, size), flags=flags, borderValue=0
    )
    warped = cv2.resize(warped, (THUMB, THUMB), interpolation=cv2.INTER_AREA)
    inside = cv2.resize(inside, (THUMB, THUMB), interpolation=cv2.INTER_AREA) > 0.99
    coverage = float(inside.mean())
    if inside.sum() < 16:
        return PixelCheck(0.0, 0.0, 0.0, coverage)
    stored_levels = stored.thumbnail.astype(np.float32)[inside]
    query_levels = warped[inside]
    a, b = _normalise(stored_levels), _normalise(query_levels)
    agreement = 1.0 - float(np.mean(np.abs(a - b) > 1.0))
    # Blocks of disagreement (a caption band, a logo) are set aside if they leave most of
    # the picture: what remains must then agree on its own. The levels are matched by a
    # robust line fit first, so that a white band does not skew the rest; isolated cells
    # (noise, resampling) are opened away, only solid blocks count.
    error = _robust_residual(stored_levels, query_levels)
    differ = np.zeros((THUMB, THUMB), np.uint8)
    differ[inside] = error > OVERLAY_LEVEL * max(float(query_levels.std()), 1.0)
    solid = cv2.morphologyEx(differ, cv2.MORPH_OPEN, np.ones((3, 3), np.uint8))
    count, labels, stats, _ = cv2.connectedComponentsWithStats(solid, connectivity=8)
    covered = int(inside.sum())
    blocks = [i for i in range(1, count) if stats[i, cv2.CC_STAT_AREA] >= 0.03 * covered]
    blocked = np.isin(labels, blocks) & inside
    share = float(blocked.sum()) / covered
    if blocks and share <= MAX_OVERLAY:
        keep = ~blocked[inside]
        a, b = _normalise(stored_levels[keep]), _normalise(query_levels[keep])
    else:
        share = 0.0
    return PixelCheck(float(np.mean(a * b)), agreement, share, coverage)


def _robust_residual(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """|y - (a x + b)| for the line fitted to the best-agreeing 60% of cells."""
    keep = np.ones(len(x), bool)
    for _ in range(3):
        xs, ys = x[keep], y[keep]
        spread = float(np.var(xs))
        slope = float(np.mean((xs - xs.mean()) * (ys - ys.mean()))) / spread if spread > 1e-6 else 0
        error = np.abs(y - (slope * (x - xs.mean()) + ys.mean()))
        keep = error <= _lower_quantile(error, 0.6)
    return error


def _lower_quantile(values: np.ndarray, share: float) -> float:
    """The order statistic below ``np.quantile(values, share)``: no value lies between the two,
    so ``values <= `` either selects the same cells, at a seventh of the cost."""
    k = math.floor(share * (len(values) - 1))
    return float(np.partition(values, k)[k])


def _normalise(values: np.ndarray) -> np.ndarray:
    """Zero mean, unit spread: brightness, contrast and colour changes drop out."""
    spread = float(values.std())
    return (values - float(values.mean())) / (spread if spread > 1e-3 else 1.0)
