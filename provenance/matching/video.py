"""Footage against footage, stills against footage: in the spirit of Meta's vPDQ, with time.

vPDQ calls two videos the same when enough of one's frame hashes are near the
other's. We add *when*: each matched frame pair proposes a time offset between
the videos, and only frames agreeing on one offset count. That is what makes
a looser per-frame distance safe (frames of unrelated footage rarely agree on
an offset), and it says where a clip sits in the original.

- Video query: its frames (sparse when checking) are looked up among every
  registered frame (dense, and cut to 4:3, square and 9:16), upright and
  mirrored. Pairs within ``video_frame_distance`` count; pairs up to
  LOOSE_DISTANCE count when their 16 x 16 luma grids agree. Frames vote for an
  offset; up to three offsets are kept when a copy was re-cut. A video matches
  when at least two frames agree and they are ``video_share`` percent of the
  query frames that overlap the registered video (one frame is enough only at
  a picture's distance, when only one frame overlaps).
- Still query: the picture, with its bars cropped like a frame, is looked up
  among registered frames: ``frame_of_video`` with the frame's time.
- A video query also finds registered *pictures* that appear in it
  (``frame_of_video``, with where in the query).

What was done to the copy (``edits``) is read from the evidence: mirrored (the
flipped hash matched), clip (the two cover different spans), padded or cropped
(the bar-free boxes differ in size or shape), overlay (aligned 16 x 16 luma
grids differ in the same few cells across frames: a logo, a caption).
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass, field

import numpy as np

from provenance.config import Thresholds
from provenance.matching.catalogue import Catalogue
from provenance.matching.engine import Found, Matcher
from provenance.media import frames
from provenance.media.analyse import Analysis
from provenance.media.footage import Footage
from provenance.media.frames import Box

OFFSET_BIN = 0.25
"""Seconds: frames whose offsets fall in neighbouring bins agree (about +/- 0.4 s)."""
LOOSE_DISTANCE = 80
"""Frames up to this PDQ distance are candidates too (a logo, a caption band moves PDQ by
60-80 bits), kept only when their 16 x 16 luma grids agree (frames.AGREEMENT)."""
GRID_ONLY_COVERAGE = 0.5
"""A match resting on grids alone must cover this share of the shorter video."""
MAX_SEGMENTS = 3
"""A re-cut copy is matched piece by piece, up to this many pieces."""
CLIP_SLACK = (0.5, 0.03)
"""A video is a clip of another when it leaves out more than max(0.5 s, 3%) of it."""
BOX_SLACK = 0.08
"""Bar-free areas differing by more than this share of the frame mean bars were added."""
ASPECT_SLACK = 0.1
"""Bar-free shapes whose aspect ratios differ by more than ~10% mean cropping."""
_MISSES = 2
_ALIKE = 4  # bits: hits this close to a frame's best are as good as its best
_STILL_TRIES = 8  # a still's closest loose hits per video whose grids are compared
# Edits, in the order the relation is chosen from them.
RELATION_OF_EDIT = (
    ("mirrored", "mirrored"),
    ("clip", "clip_of_video"),
    ("padded", "padded"),
    ("cropped", "cropped"),
    ("overlay", "overlay"),
)


@dataclass
class VideoFound(Found):
    """A match involving a video: where each side sits in time, and what was done to it."""

    video: dict | None = None


@dataclass
class _Table:
    """Hashes held in memory for a Hamming scan: one row per frame (or picture)."""

    asset_ids: np.ndarray = field(default_factory=lambda: np.empty(0, np.int64))
    times: np.ndarray = field(default_factory=lambda: np.empty(0, np.float64))
    ends: np.ndarray = field(default_factory=lambda: np.empty(0, np.float64))
    words: np.ndarray = field(default_factory=lambda: np.empty((0, 4), np.uint64))
    quality: np.ndarray = field(default_factory=lambda: np.empty(0, np.int16))
    cropped: np.ndarray = field(default_factory=lambda: np.empty(0, bool))  # cut to a shape

    def extend(self, ids, times, ends, bits: np.ndarray, quality, cropped=None) -> None:
        self.asset_ids = np.concatenate([self.asset_ids, np.asarray(ids, np.int64)])
        self.times = np.concatenate([self.times, np.asarray(times, np.float64)])
        self.ends = np.concatenate([self.ends, np.asarray(ends, np.float64)])
        self.words = np.concatenate([self.words, _words(bits)])
        self.quality = np.concatenate([self.quality, np.asarray(quality, np.int16)])
        flags = np.zeros(len(ids), bool) if cropped is None else np.asarray(cropped, bool)
        self.cropped = np.concatenate([self.cropped, flags])

    def search(self, codes: np.ndarray, radius: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(query index, row, distance) of every row within ``radius`` bits of each code."""
        query = _words(codes)
        found_q, found_r, found_d = [], [], []
        chunk = max(1, 4_000_000 // max(1, len(query)))
        for start in range(0, len(self.words), chunk):
            block = self.words[start : start + chunk]
            distance = np.zeros((len(query), len(block)), np.int32)
            for word in range(4):
                distance += np.bitwise_count(query[:, word, None] ^ block[None, :, word])
            q, r = np.nonzero(distance <= radius)
            found_q.append(q)
            found_r.append(r + start)
            found_d.append(distance[q, r])
        if not found_q:
            return (np.empty(0, np.int64),) * 2 + (np.empty(0, np.int32),)
        return np.concatenate(found_q), np.concatenate(found_r), np.concatenate(found_d)


def _words(bits: np.ndarray) -> np.ndarray:
    return np.ascontiguousarray(np.asarray(bits, np.uint8).reshape(-1, 32)).view(np.uint64)


@dataclass(frozen=True)
class _Video:
    """What the matcher keeps of a registered video besides its frames."""

    duration: float
    width: int
    height: int
    box: Box


@dataclass
class _Query:
    """The frames a lookup compares: times, hashes upright and mirrored, quality, grids."""

    times: np.ndarray
    upright: np.ndarray
    mirror: np.ndarray
    quality: np.ndarray
    grids: np.ndarray
    duration: float
    width: int
    height: int
    box: Box

    @classmethod
    def of_footage(cls, footage: Footage, every_frame: bool = False) -> _Query:
        view = np.arange(len(footage.times)) if every_frame else footage.query
        return cls(
            footage.times[view],
            footage.pdq[view],
            footage.mirror[view],
            footage.quality[view],
            footage.grids[view],
            footage.info.duration,
            footage.info.width,
            footage.info.height,
            footage.box,
        )


@dataclass
class _Segment:
    """Query frames agreeing that the query's time t is the registered video's t + offset."""

    offset: float
    frames: np.ndarray  # query frame indices
    rows: np.ndarray  # the registered frame row each of them matched best
    distances: np.ndarray
    low: float | None = None  # the offsets every frame agrees with about as well
    high: float | None = None

    def keep(self, chosen: np.ndarray) -> _Segment:
        """The segment with only the chosen frames."""
        return _Segment(
            self.offset,
            self.frames[chosen],
            self.rows[chosen],
            self.distances[chosen],
            self.low,
            self.high,
        )


class VideoMatcher:
    """Registered video frames (and pictures, to find them inside videos) loaded for lookup."""

    def __init__(self, catalogue: Catalogue, thresholds: Thresholds | None = None) -> None:
        self.catalogue = catalogue
        self.thresholds = thresholds or Thresholds()
        self.frames = _Table()
        self.pictures = _Table()
        self.videos: dict[int, _Video] = {}
        self._grid_cache: dict[int, dict[float, np.ndarray]] = {}
        self._frame_mark = self._picture_mark = 0
        self._pictures_loaded = False
        self.refresh()

    def refresh(self) -> None:
        """Pick up what was registered since the last look (one query each when nothing was)."""
        rows = self.catalogue.video_frames_after(self._frame_mark)
        if rows:
            self._frame_mark = rows[-1][0]
            ids = np.fromiter((r[1] for r in rows), np.int64, len(rows))
            times = np.fromiter((r[2] or 0.0 for r in rows), np.float64, len(rows))
            bits = np.frombuffer(b"".join(bytes(r[3]) for r in rows), np.uint8).reshape(-1, 32)
            quality = np.fromiter((r[4] or 0 for r in rows), np.int16, len(rows))
            cropped = np.fromiter((r[5] == "crop" for r in rows), bool, len(rows))
            known = self.catalogue.videos(set(ids.tolist()) - set(self.videos))
            for asset_id, (duration, width, height, region) in known.items():
                box = Box.from_pixels(region, width, height)
                self.videos[asset_id] = _Video(duration, width, height, box)
            order = np.lexsort((times, ids))
            self._add_frames(ids[order], times[order], bits[order], quality[order], cropped[order])
        if self._pictures_loaded:
            self._refresh_pictures()

    def _refresh_pictures(self) -> None:
        """Registered pictures, read only once a video is looked up: a picture query never
        needs them, and at a million pictures reading them costs seconds."""
        self._pictures_loaded = True
        pictures = self.catalogue.picture_hashes_after(self._picture_mark)
        if pictures:
            self._picture_mark = pictures[-1][0]
            zeros = np.zeros(len(pictures))
            self.pictures.extend(
                [r[1] for r in pictures],
                zeros,
                zeros,
                np.frombuffer(b"".join(bytes(r[2]) for r in pictures), np.uint8),
                [r[3] or 0 for r in pictures],
            )

    def _add_frames(self, ids, times, bits, quality, cropped) -> None:
        """Append frames sorted by (asset, time); each frame stands until the next one."""
        whole = ~cropped
        ends = times.copy()  # a frame cut to a shape stands for its own moment only
        ends[whole] = _run_ends(ids[whole], times[whole], self.videos)
        self.frames.extend(ids, times, ends, bits, quality, cropped)

    # -- lookups --------------------------------------------------------------------------

    def find(self, analysis: Analysis, exclude: int | None = None) -> list[Found]:
        """Registered videos (and, for a video, pictures) this file is or contains, best first."""
        if analysis.footage is not None:
            # Pictures are few next to frames: every frame looks for them, not only the view.
            found = self._videos_for_video(_Query.of_footage(analysis.footage), exclude)
            found += self._pictures_in(_Query.of_footage(analysis.footage, True), exclude)
        elif analysis.picture is not None:
            found = self._videos_for_still(analysis, exclude)
        else:
            raise ValueError("analyse(..., keep_picture=True) is needed to match a picture")
        found.sort(key=lambda f: (-f.score, f.asset_id))
        return found

    def _videos_for_video(self, query: _Query, exclude: int | None) -> list[Found]:
        limits = self.thresholds
        usable = np.flatnonzero(query.quality >= limits.pdq_min_quality)
        if not len(usable) or not len(self.frames.asset_ids):
            return []
        radius = max(limits.video_frame_distance, LOOSE_DISTANCE)
        candidates: dict[int, list] = {}
        for mirrored, codes in ((False, query.upright), (True, query.mirror)):
            q, rows, distances = self.frames.search(codes[usable], radius)
            trusted = self.frames.quality[rows] >= limits.pdq_min_quality
            q, rows, distances = usable[q[trusted]], rows[trusted], distances[trusted]
            assets = self.frames.asset_ids[rows]
            for asset_id in np.unique(assets).tolist():
                if asset_id == exclude:
                    continue
                mine = assets == asset_id
                hits = (q[mine], rows[mine], distances[mine])
                match = self._align(query, usable, hits, asset_id, mirrored)
                if match is not None:
                    candidates.setdefault(asset_id, []).append((mirrored, match))
        found: list[Found] = []
        for asset_id, options in candidates.items():
            # Prefer the orientation more frames agree on; upright when they tie.
            mirrored, (segments, share) = max(
                options, key=lambda o: (sum(len(s.frames) for s in o[1][0]), not o[0])
            )
            found.append(self._video_found(query, asset_id, segments, share, mirrored))
        return found

    def _align(self, query: _Query, usable, hits, asset_id: int, mirrored: bool):
        """The offsets most query frames agree on, and the share of frames that agree."""
        q, rows, distances = hits
        video = self.videos[asset_id]
        starts = self.frames.times[rows] - query.times[q]
        ends = self.frames.ends[rows] - query.times[q]
        segments: list[_Segment] = []
        free = np.ones(len(q), bool)
        for _ in range(MAX_SEGMENTS):
            segment = _best_offset(q[free], rows[free], distances[free], starts[free], ends[free])
            if segment is None:
                break
            segment = self._confirmed(asset_id, query, segment, mirrored)
            if len(segment.frames) < 2:
                break
            if any(_interleaved(query.times, segment.frames, s.frames) for s in segments):
                break
            segments.append(segment)
            free &= ~np.isin(q, segment.frames)
        inside = _frames_inside(query.times[usable], [s.offset for s in segments], video.duration)
        if segments:
            matched = sum(len(s.frames) for s in segments)
            share = matched / max(1, inside)
            if share * 100 >= self.thresholds.video_share and self._vouched(
                query, segments, video.duration
            ):
                return segments, share
        # One frame alone decides only when one frame is all there is to compare.
        best = int(np.argmin(distances)) if len(distances) else None
        lone = len(usable) == 1 or (
            best is not None
            and _frames_inside(query.times[usable], [float(starts[best])], video.duration) == 1
        )
        if lone and best is not None and distances[best] <= self.thresholds.pdq_distance:
            pick = slice(best, best + 1)
            return [_Segment(float(starts[best]), q[pick], rows[pick], distances[pick])], 1.0
        return None

    def _vouched(self, query: _Query, segments: list[_Segment], duration: float) -> bool:
        """PDQ vouches for part of the match, or grids agree over half the shorter video.

        Grids alone are coarse: the same place filmed a second later agrees with them.
        """
        strong = any((s.distances <= self.thresholds.video_frame_distance).any() for s in segments)
        floor = self.thresholds.pdq_min_quality
        covered = sum(_span(query, s, duration, floor)["query_length"] for s in segments)
        return strong or covered >= GRID_ONLY_COVERAGE * min(query.duration, duration)

    def _confirmed(self, asset_id: int, query: _Query, segment: _Segment, mirrored: bool):
        """Keep the frames PDQ found close, and the looser ones whose luma grids agree."""
        weak = segment.distances > self.thresholds.video_frame_distance
        if not weak.any():
            return segment
        # A frame cut to a shape has no grid of its own: its loose hits are not confirmed.
        weak_cut = weak & self.frames.cropped[segment.rows]
        if weak_cut.any():
            segment = segment.keep(~weak_cut)
            weak = weak[~weak_cut]
            if not weak.any():
                return segment
        stored = self._grids(asset_id)
        originals = [stored.get(float(self.frames.times[row])) for row in segment.rows[weak]]
        present = np.array([g is not None for g in originals])
        keep = ~weak
        if present.any():
            mine = query.grids[segment.frames[weak][present]].reshape(-1, 16, 16)
            if mirrored:
                mine = mine[:, :, ::-1]
            theirs = np.stack([g for g in originals if g is not None])
            agreed = np.zeros(len(originals), bool)
            agreed[present] = frames.grid_agreement(mine, theirs) >= frames.AGREEMENT
            keep[np.flatnonzero(weak)] = agreed
        return segment.keep(keep)

    def _grids(self, asset_id: int) -> dict[float, np.ndarray]:
        """A registered video's 16 x 16 luma grids by frame time (read once per asset)."""
        if asset_id not in self._grid_cache:
            stored = self.catalogue.frame_grids(asset_id, frames.GRID_ALGORITHM)
            self._grid_cache[asset_id] = {
                at: np.frombuffer(bits, np.uint8) for at, bits in stored.items()
            }
        return self._grid_cache[asset_id]

    def _video_found(self, query: _Query, asset_id: int, segments, share, mirrored) -> Found:
        video = self.videos[asset_id]
        floor = self.thresholds.pdq_min_quality
        spans = [_span(query, s, video.duration, floor) for s in segments]
        covered_original = sum(s["length"] for s in spans)
        covered_query = sum(s["query_length"] for s in spans)
        edits = []
        if mirrored:
            edits.append("mirrored")
        if _leaves_out(video.duration, covered_original) or _leaves_out(
            query.duration, covered_query
        ):
            edits.append("clip")
        edits += _framing_edits(query.box, query.width, query.height, video)
        matched = np.concatenate([s.frames for s in segments])
        rows = np.concatenate([s.rows for s in segments])
        distances = np.concatenate([s.distances for s in segments])
        cut = self.frames.cropped[rows]
        if cut.mean() > 0.5 and "cropped" not in edits:
            edits.append("cropped")
        # Grids are of whole frames: a cut-down copy cannot be compared with them cell by cell.
        whole = ~cut
        if "cropped" not in edits and self._overlaid(
            asset_id, query.grids[matched[whole]], self.frames.times[rows[whole]], mirrored
        ):
            edits.append("overlay")
        main = max(spans, key=lambda s: s["length"])
        detail = {
            **main,
            "matched_frames": len(matched),
            "query_frames": int((query.quality >= self.thresholds.pdq_min_quality).sum()),
            "edits": edits,
        }
        if len(spans) > 1:
            detail["segments"] = sorted(spans, key=lambda s: s["query_offset"])
        median = int(np.median(distances))
        return VideoFound(
            asset_id,
            _relation(edits, "near_duplicate"),
            round(min(1.0, share) * (1 - float(np.mean(distances)) / 256), 3),
            {"pdq": median},
            video=detail,
        )

    def _pictures_in(self, query: _Query, exclude: int | None) -> list[Found]:
        """Registered pictures that are frames of the query video."""
        if not self._pictures_loaded:
            self._refresh_pictures()
        limits = self.thresholds
        usable = np.flatnonzero(query.quality >= limits.pdq_min_quality)
        if not len(usable) or not len(self.pictures.asset_ids):
            return []
        best: dict[int, tuple[int, int, bool]] = {}
        for mirrored, codes in ((False, query.upright), (True, query.mirror)):
            q, rows, distances = self.pictures.search(codes[usable], limits.pdq_distance)
            for qi, row, distance in zip(usable[q], rows, distances, strict=True):
                if self.pictures.quality[row] < limits.pdq_min_quality:
                    continue
                asset_id = int(self.pictures.asset_ids[row])
                if asset_id != exclude and (asset_id not in best or distance < best[asset_id][0]):
                    best[asset_id] = (int(distance), int(qi), mirrored)
        return [
            VideoFound(
                asset_id,
                "frame_of_video",
                round(1 - distance / 256, 3),
                {"pdq": distance},
                frame_time=round(float(query.times[qi]), 3),
                video={
                    "query_offset": round(float(query.times[qi]), 3),
                    "edits": ["mirrored"] if mirrored else [],
                },
            )
            for asset_id, (distance, qi, mirrored) in best.items()
        ]

    def _videos_for_still(self, analysis: Analysis, exclude: int | None) -> list[Found]:
        """Registered videos the still is a frame of, with the frame's time."""
        limits = self.thresholds
        if not len(self.frames.asset_ids):
            return []
        picture = analysis.picture
        thumb = frames.thumb_of_image(picture.image)
        box = frames.content_box(thumb)
        luma = frames.luma64(thumb[None], box)
        codes, quality = frames.pdq(luma)
        if quality[0] < limits.pdq_min_quality:
            return []
        grid = frames.grids(luma)[0].reshape(16, 16)
        hits = []
        for mirrored, bits in ((False, codes), (True, frames.pdq_bits(frames.mirrored(luma)))):
            _, rows, distances = self.frames.search(bits, LOOSE_DISTANCE)
            hits += [
                (d, r, mirrored) for r, d in zip(rows.tolist(), distances.tolist(), strict=True)
            ]
        best: dict[int, tuple[int, int, bool]] = {}
        tried: dict[int, int] = {}
        for distance, row, mirrored in sorted(hits):
            asset_id = int(self.frames.asset_ids[row])
            if asset_id == exclude or asset_id in best:
                continue
            if self.frames.quality[row] < limits.pdq_min_quality:
                continue
            if distance > limits.pdq_distance:
                # Looser than a picture's distance: the luma grids must agree as well.
                if self.frames.cropped[row] or tried.get(asset_id, 0) >= _STILL_TRIES:
                    continue
                tried[asset_id] = tried.get(asset_id, 0) + 1
                original = self._grids(asset_id).get(float(self.frames.times[row]))
                mine = grid[:, ::-1] if mirrored else grid
                if (
                    original is None
                    or frames.grid_agreement(mine[None], original.reshape(1, 16, 16))[0]
                    < frames.AGREEMENT
                ):
                    continue
            best[asset_id] = (distance, row, mirrored)
        found: list[Found] = []
        for asset_id, (distance, row, mirrored) in best.items():
            at = float(self.frames.times[row])
            edits = ["mirrored"] if mirrored else []
            edits += _framing_edits(box, picture.width, picture.height, self.videos[asset_id])
            if self.frames.cropped[row] and "cropped" not in edits:
                edits.append("cropped")
            # One pair of frames tells a logo from motion only when they are the same moment.
            if (
                "cropped" not in edits
                and distance <= limits.pdq_distance
                and self._overlaid(asset_id, grid[None], np.array([at]), mirrored)
            ):
                edits.append("overlay")
            found.append(
                VideoFound(
                    asset_id,
                    "frame_of_video",
                    round(1 - distance / 256, 3),
                    {"pdq": distance},
                    frame_time=round(at, 3),
                    video={"offset": round(at, 3), "edits": edits},
                )
            )
        return found

    def _overlaid(self, asset_id: int, grids: np.ndarray, times: np.ndarray, mirrored: bool):
        """Whether the query's frames differ from their matches in the same few grid cells."""
        stored = self._grids(asset_id)
        pairs = [
            (query, stored[at])
            for query, at in zip(grids, times.tolist(), strict=True)
            if at in stored
        ]
        if not pairs:
            return False
        query = np.stack([p[0] for p in pairs]).reshape(-1, 16, 16)
        if mirrored:
            query = query[:, :, ::-1]
        return frames.has_overlay(query, np.stack([p[1] for p in pairs]).reshape(-1, 16, 16))


# -- the hook: footage next to the picture engine ----------------------------------------

_RIDING: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def footage_matcher(matcher: Matcher) -> VideoMatcher:
    """The footage matcher riding along a picture matcher (same catalogue), caught up."""
    footage = _RIDING.get(matcher)
    if footage is None:
        footage = _RIDING[matcher] = VideoMatcher(matcher.catalogue, matcher.thresholds)
    else:
        footage.refresh()
    return footage


def find_all(
    matcher: Matcher, analysis: Analysis, exclude: int | None = None, thorough: bool = True
) -> list[Found]:
    """What the picture engine finds (for a picture) and what footage matching finds.

    A picture is looked up among pictures (engine.py) and among video frames; a
    video among videos and among the pictures it may show. Matches come first,
    then suggestions, each best first.
    """
    found = [] if analysis.footage is not None else matcher.find(analysis, exclude, thorough)
    found += footage_matcher(matcher).find(analysis, exclude)
    found.sort(key=lambda f: (f.tier != "match", -f.score, f.asset_id))
    return found


# -- offsets ------------------------------------------------------------------------------


def _run_ends(ids: np.ndarray, times: np.ndarray, videos: dict[int, _Video]) -> np.ndarray:
    """Each frame (sorted by asset, time) stands until its video's next frame, or its end."""
    ends = np.empty(len(times))
    if not len(times):
        return ends
    ends[:-1] = times[1:]
    last = np.append(ids[1:] != ids[:-1], True)
    ends[last] = [videos[i].duration for i in ids[last]]
    return np.maximum(ends, times)


def _best_offset(q, rows, distances, starts, ends) -> _Segment | None:
    """The offset bin the most distinct query frames have a hit in (+/- one bin)."""
    if not len(q):
        return None
    first = np.floor(starts / OFFSET_BIN).astype(np.int64)
    last = np.maximum(first, np.floor(ends / OFFSET_BIN).astype(np.int64))
    span = np.minimum(last - first, 400) + 1  # a long still shot covers many bins
    hit = np.repeat(np.arange(len(q)), span)
    bins = np.repeat(first, span) + _ramp(span)
    # Each query frame votes once per bin (and its neighbours), with its closest hit there.
    voter = np.repeat(q[hit], 3)
    voted = (bins[:, None] + np.arange(-1, 2)).ravel()
    distance = np.repeat(distances[hit], 3)
    pairs, slot = np.unique(np.stack([voter, voted]), axis=1, return_inverse=True)
    closest = np.full(pairs.shape[1], np.iinfo(np.int32).max)
    np.minimum.at(closest, slot.ravel(), distance)
    bin_ids, where, support = np.unique(pairs[1], return_inverse=True, return_counts=True)
    total = np.zeros(len(bin_ids))
    np.add.at(total, where.ravel(), closest)
    # Most voters first; among equals the closest; among equals (a still scene agrees with
    # many offsets) the offset nearest zero: a copy most often starts where its original does.
    best_bin = bin_ids[np.lexsort((np.abs(bin_ids + 0.5), total / support, -support))[0]]
    centre = (best_bin + 0.5) * OFFSET_BIN
    near = (ends >= centre - 1.5 * OFFSET_BIN) & (starts <= centre + 1.5 * OFFSET_BIN)
    chosen: dict[int, int] = {}
    for k in np.flatnonzero(near).tolist():
        if q[k] not in chosen or distances[k] < distances[chosen[q[k]]]:
            chosen[q[k]] = k
    picks = np.array(sorted(chosen.values(), key=lambda k: q[k]), np.int64)
    offset = float(np.median(np.clip(centre, starts[picks], ends[picks])))
    # How far the offset could move with every frame still as close: in a still scene the
    # frames agree with a range of offsets, and the piece may sit anywhere in it.
    ranges = [
        (starts[alike].min(), ends[alike].max())
        for alike in ((q == q[k]) & (distances <= distances[k] + _ALIKE) for k in picks)
    ]
    low, high = max(r[0] for r in ranges), min(r[1] for r in ranges)
    if low > high:
        low = high = offset
    return _Segment(offset, q[picks], rows[picks], distances[picks], low, high)


def _ramp(counts: np.ndarray) -> np.ndarray:
    """0..n-1 for each n in ``counts``, concatenated."""
    total = int(counts.sum())
    starts = np.repeat(np.cumsum(counts) - counts, counts)
    return np.arange(total) - starts


def _interleaved(times: np.ndarray, a: np.ndarray, b: np.ndarray) -> bool:
    """Whether two pieces of a re-cut copy overlap in the query's time (they must not)."""
    a0, a1 = times[a].min(), times[a].max()
    b0, b1 = times[b].min(), times[b].max()
    return a0 <= b1 and b0 <= a1


def _frames_inside(times: np.ndarray, offsets: list[float], duration: float) -> int:
    """Query frames that land inside the registered video under any of the offsets."""
    if not offsets:
        return len(times)
    slack = OFFSET_BIN
    inside = np.zeros(len(times), bool)
    for offset in offsets:
        mapped = times + offset
        inside |= (mapped >= -slack) & (mapped <= duration + slack)
    return int(inside.sum())


def _span(query: _Query, segment: _Segment, duration: float, min_quality: int) -> dict:
    """Where a piece sits: in the registered video (offset, length) and in the query.

    A piece runs from its first to its last agreeing frame, widened to the ends of
    the query, or half-way to the nearest of two or more frames beyond it that
    could have agreed and did not (usable frames landing inside the registered video).
    """
    matched = query.times[segment.frames]
    mapped = query.times + segment.offset
    could = (query.quality >= min_quality) & (mapped >= 0) & (mapped <= duration)
    could[segment.frames] = False
    others = np.sort(query.times[could])
    first, last = matched.min(), matched.max()
    before, after = others[others < first], others[others > last]
    # One frame that failed to agree is noise; two in a row are where the piece ends.
    start = (before[-1] + first) / 2 if len(before) >= _MISSES else 0.0
    end = (after[0] + last) / 2 if len(after) >= _MISSES else query.duration
    offset = _settle(segment, start, end, duration)
    start = max(start, -offset)
    end = max(start, min(end, duration - offset))
    return {
        "offset": round(start + offset, 3),
        "length": round(end - start, 3),
        "query_offset": round(start, 3),
        "query_length": round(end - start, 3),
    }


def _settle(segment: _Segment, start: float, end: float, duration: float) -> float:
    """The offset, moved within what the frames agree with so the piece fits the original."""
    if segment.low is None:
        return segment.offset
    low, high = max(segment.low, -start), min(segment.high, duration - end)
    if low > high:
        return segment.offset
    return float(np.clip(segment.offset, low, high))


def _leaves_out(duration: float, covered: float) -> bool:
    seconds, share = CLIP_SLACK
    return duration - covered > max(seconds, share * duration)


def _framing_edits(box: Box, width: int, height: int, video: _Video) -> list[str]:
    """padded / cropped, from the bar-free boxes of the query and the registered video."""
    edits = []
    if box.area < video.box.area - BOX_SLACK:
        edits.append("padded")
    elif box.area > video.box.area + BOX_SLACK:
        edits.append("cropped")  # the registered video's bars were cut off
    aspect = abs(np.log(box.aspect(width, height) / video.box.aspect(video.width, video.height)))
    if aspect > ASPECT_SLACK and "cropped" not in edits:
        edits.append("cropped")
    return edits


def _relation(edits: list[str], default: str) -> str:
    for edit, relation in RELATION_OF_EDIT:
        if edit in edits:
            return relation
    return default


def describe_timing(video: dict | None, frame_time: float | None = None) -> str | None:
    """Where a video match sits, in words: "seconds 2.0-5.0 of it; edits: clip"."""
    if not video:
        return None
    parts = []
    if "length" in video:
        where = f"seconds {video['offset']:.1f}-{video['offset'] + video['length']:.1f} of it"
        if video.get("query_length") is not None:
            start = video["query_offset"]
            where += f" (at {start:.1f}-{start + video['query_length']:.1f} s here)"
        parts.append(where)
    elif "offset" in video:
        parts.append(f"its frame at {video['offset']:.1f} s")
    elif "query_offset" in video:
        parts.append(f"shown here at {video['query_offset']:.1f} s")
    if len(video.get("segments", [])) > 1:
        parts.append(f"{len(video['segments'])} pieces")
    if video.get("edits"):
        parts.append("edits: " + ", ".join(video["edits"]))
    return "; ".join(parts) or None
