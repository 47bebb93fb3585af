"""Decide whether a query picture is a registered one, what was done to it, and how sure we are.

Candidates come from three places, cheapest first:

1. global hashes of the query's *views*: the whole picture, its content with
   uniform borders trimmed, and pictures found inside it (a screenshot's photo),
   each in its eight rotations and reflections (PDQ), searched in the
   multi-index at Meta's radius of 31 bits; pHash for pictures too flat for
   PDQ (quality under 50, Meta's rule);
2. when no candidate is confirmed by the hashes, ORB descriptors of the query
   voted through the descriptor sieve (crops, small rotations, perspective);
3. each candidate is then aligned (from the hash boxes, or by RANSAC over
   keypoints), its placement described, and the query's pixels compared with
   the registered thumbnail.

Two tiers, as in Meedan Check: ``match`` (confident: safe to link
automatically) and ``suggestion`` (likely, a person should confirm). The
thresholds are calibrated by ``bench/reuse.py`` and documented in README.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
from PIL import Image

from provenance.config import Thresholds
from provenance.matching.catalogue import Catalogue
from provenance.matching.index import RegistryIndex
from provenance.matching.verify import (
    Alignment,
    Geometry,
    PixelCheck,
    box_alignment,
    geometry,
    match_keypoints,
    pixel_check,
)
from provenance.media.analyse import Analysis, View, picture_views
from provenance.media.features import (
    QUERY_KEYPOINTS,
    STORED_KEYPOINTS,
    LocalFeatures,
    frame_size,
    local_features,
)
from provenance.media.hashers import DHASH, MIRRORS, PHASH, PIL_DIHEDRAL, hamming

TIERS = ("match", "suggestion")


@dataclass
class Found:
    """A registered asset judged to be the query, with the evidence."""

    asset_id: int
    relation: str
    score: float
    distances: dict[str, int] = field(default_factory=dict)
    region: list[int] | None = None
    frame_time: float | None = None
    tier: str = "match"
    evidence: dict = field(default_factory=dict)


@dataclass
class _View:
    """A part of the query hashed on its own, with its pixels at hand."""

    hashes: View
    whole: Image.Image

    @property
    def name(self) -> str:
        return self.hashes.name

    @property
    def box(self) -> tuple[int, int, int, int]:
        return self.hashes.box

    @property
    def image(self) -> Image.Image:
        return self.whole if self.name == "full" else self.whole.crop(self.box)


@dataclass
class _Lead:
    """The best hash hit for one asset."""

    asset_id: int
    algorithm: str
    distance: int
    orientation: str
    view: _View
    table_row: int
    trusted: bool  # PDQ of good quality on both sides


@dataclass
class _Verdict:
    tier: str | None
    score: float
    alignment: Alignment | None
    geometry: Geometry | None
    pixels: PixelCheck | None
    distances: dict[str, int]
    method: str
    lead: _Lead | None = None


class Matcher:
    """The registry's fingerprints loaded for lookup; new assets are picked up as they come."""

    def __init__(
        self, catalogue: Catalogue, index: RegistryIndex, thresholds: Thresholds | None = None
    ) -> None:
        self.catalogue = catalogue
        self.index = index
        self.thresholds = thresholds or Thresholds()
        self._features: dict[int, LocalFeatures | None] = {}
        self._sizes: dict[int, tuple[int, int]] = {}
        self.trace: list[dict] | None = None  # set to a list to record every candidate judged

    def refresh(self) -> None:
        """Pick up what was registered since the index was loaded (cheap when nothing was)."""
        self.index.catch_up(self.catalogue)

    # -- the lookup --------------------------------------------------------------------------

    def find(
        self, analysis: Analysis, exclude: int | None = None, thorough: bool = True
    ) -> list[Found]:
        """Registered assets that are this picture, confident matches first, then suggestions.

        ``thorough=False`` (ingest) skips looking for mirrored crops by local
        features, the costliest and rarest case; a check always looks.
        """
        if analysis.picture is None:
            raise ValueError("analyse(..., keep_picture=True) is needed to match a picture")
        image = analysis.picture.image
        query_views = [_View(view, image) for view in analysis.views or picture_views(image)]
        leads = self._hash_leads(query_views, exclude)
        verdicts: dict[int, _Verdict] = {}
        for lead in leads.values():
            verdicts[lead.asset_id] = self._judge_lead(analysis, lead)
        if not any(v.tier == "match" for v in verdicts.values()):
            found_by_keypoints = self._keypoint_verdicts(analysis, exclude, verdicts, thorough)
            for asset_id, verdict in found_by_keypoints.items():
                if _rank(verdict) > _rank(verdicts.get(asset_id)):
                    verdicts[asset_id] = verdict
        found = [self._found(analysis, asset_id, v) for asset_id, v in verdicts.items() if v.tier]
        found.sort(key=lambda f: (TIERS.index(f.tier), -f.score, f.asset_id))
        return found

    def _hash_leads(self, query_views: list[_View], exclude: int | None) -> dict[int, _Lead]:
        """Best hash hit per asset over all views and orientations."""
        limits = self.thresholds
        codes, owners = [], []
        for view in query_views:
            for orientation, digest in view.hashes.dihedral.items():
                codes.append(np.frombuffer(digest.bits, np.uint8))
                owners.append((view, orientation, digest.quality or 0))
        leads: dict[int, _Lead] = {}
        table = self.index.tables["pdq"]
        hits = table.search(np.stack(codes), limits.pdq_distance)
        for q, row, distance in zip(
            hits.query.tolist(), hits.row.tolist(), hits.distance.tolist(), strict=True
        ):
            rows, at = table.row(row)
            asset_id = int(rows.asset[at])
            if asset_id == exclude:
                continue
            view, orientation, quality = owners[q]
            stored_quality = rows.quality_of(at)
            trusted = min(quality, 100 if stored_quality is None else stored_quality) >= (
                limits.pdq_min_quality
            )
            lead = _Lead(asset_id, "pdq", distance, orientation, view, row, trusted)
            if _better(lead, leads.get(asset_id)):
                leads[asset_id] = lead
        # pHash finds flat pictures whose PDQ is not trusted (upright views only).
        table = self.index.tables["phash"]
        upright = [v for v in query_views if v.name != "region"]
        queries = np.stack([np.frombuffer(v.hashes.phash.bits, np.uint8) for v in upright])
        hits = table.search(queries, limits.phash_distance)
        for q, row, distance in zip(
            hits.query.tolist(), hits.row.tolist(), hits.distance.tolist(), strict=True
        ):
            rows, at = table.row(row)
            asset_id = int(rows.asset[at])
            if asset_id == exclude or asset_id in leads:
                continue
            lead = _Lead(asset_id, "phash", distance, "original", upright[q], row, False)
            if _better(lead, leads.get(asset_id)):
                leads[asset_id] = lead
        return leads

    def _judge_lead(self, analysis: Analysis, lead: _Lead) -> _Verdict:
        limits = self.thresholds
        table = self.index.tables[lead.algorithm]
        rows, at = table.row(lead.table_row)
        distances = self._hash_distances(
            lead.view, lead.orientation, lead.asset_id, rows.variant_name(at)
        )
        distances = {lead.algorithm: lead.distance, **distances}
        stored = self._stored_features(lead.asset_id)
        alignment = geometry_ = pixels = None
        if stored is not None:
            alignment = box_alignment(
                self._stored_box(lead.asset_id, rows.region_of(at), stored),
                _frame_box(lead.view.box, analysis.picture.image),
                lead.orientation,
            )
            query_frame = frame_size(analysis.picture.image.width, analysis.picture.image.height)
            geometry_ = geometry(alignment, (stored.width, stored.height), query_frame)
            pixels = pixel_check(analysis.picture.image, query_frame, stored, alignment)
        tier = _hash_tier(lead, distances, pixels, limits)
        # The share of agreeing bits of the deciding hash, as for any hash match.
        bits = 256 if lead.algorithm == "pdq" else 64
        score = 1 - lead.distance / bits
        self._record(
            lead.asset_id,
            "hash",
            pixels=pixels,
            geometry=geometry_,
            distances=distances,
            view=lead.view.name,
            trusted=lead.trusted,
            tier=tier,
        )
        return _Verdict(tier, score, alignment, geometry_, pixels, distances, lead.algorithm, lead)

    def _keypoint_verdicts(
        self, analysis: Analysis, exclude: int | None, known: dict[int, _Verdict], thorough: bool
    ) -> dict[int, _Verdict]:
        """Align by local features the pictures the descriptor sieve (or a weak hash) points at."""
        limits = self.thresholds
        image = analysis.picture.image
        query = analysis.features or local_features(image, keep=QUERY_KEYPOINTS)
        if not thorough:  # ingest: the keypoints it stores are enough to link a copy
            query = query.strongest(STORED_KEYPOINTS)
        probes = [(False, query)]
        if thorough:  # a mirrored crop: ORB descriptors are not mirror-invariant
            probes.append((True, local_features(_mirror(image), QUERY_KEYPOINTS)))
        # One vote for both orientations: a descriptor of the wrong one finds no partner.
        votes = self.index.sieve.vote(
            np.vstack([probe.descriptors for _, probe in probes]),
            np.concatenate([np.full(len(p), i) for i, (_, p) in enumerate(probes)]),
        )
        picked = [
            int(a)
            for a, c in zip(votes.asset.tolist(), votes.count.tolist(), strict=True)
            if c >= limits.sieve_votes and a != exclude
        ][: limits.keypoint_candidates]
        picked += [a for a in known if a not in picked]
        verdicts: dict[int, _Verdict] = {}
        for asset_id in picked:
            stored = self._stored_features(asset_id)
            if stored is None:
                continue
            row = np.flatnonzero(votes.asset == asset_id)
            tally = votes.by_group[row[0]] if len(row) else np.zeros(len(probes), np.int64)
            # The orientation that drew the votes first; the other only if it drew some too.
            for position, k in enumerate(np.argsort(-tally, kind="stable").tolist()):
                if position and tally[k] < limits.sieve_votes and asset_id not in known:
                    continue
                mirrored, probe = probes[k]
                verdict = self._keypoint_verdict(asset_id, image, query, probe, mirrored, stored)
                if verdict is not None and _rank(verdict) > _rank(verdicts.get(asset_id)):
                    verdicts[asset_id] = verdict
                if verdict is not None:
                    break  # aligned in this orientation: no need to try the other
        return verdicts

    def _keypoint_verdict(
        self,
        asset_id: int,
        image: Image.Image,
        query: LocalFeatures,
        probe: LocalFeatures,
        mirrored: bool,
        stored: LocalFeatures,
    ) -> _Verdict | None:
        """Align one candidate by keypoints (``probe`` may be the mirrored query) and judge it."""
        limits = self.thresholds
        alignment = match_keypoints(probe, stored, limits.keypoints_suggestion)
        self._record(asset_id, "keypoints", alignment=alignment, mirrored=mirrored)
        if alignment is None or alignment.inliers < limits.keypoints_suggestion:
            return None
        if mirrored:
            alignment.homography = _mirror_frame(probe.width) @ alignment.homography
        query_frame = (query.width, query.height)
        geometry_ = geometry(alignment, (stored.width, stored.height), query_frame)
        if not geometry_.plausible:
            return None
        pixels = pixel_check(image, query_frame, stored, alignment)
        self._record(
            asset_id, "keypoints+pixels", alignment=alignment, pixels=pixels, geometry=geometry_
        )
        tier = _keypoint_tier(alignment, pixels, limits)
        evidence = {"keypoints": alignment.inliers}
        return _Verdict(
            tier, pixels.correlation, alignment, geometry_, pixels, evidence, "keypoints"
        )

    def _record(self, asset_id: int, stage: str, **facts) -> None:
        if self.trace is None:
            return
        entry = {"asset_id": asset_id, "stage": stage}
        for key, value in facts.items():
            if hasattr(value, "__dataclass_fields__"):
                value = {k: v for k, v in vars(value).items() if not isinstance(v, np.ndarray)}
            entry[key] = value
        self.trace.append(entry)

    # -- reporting ---------------------------------------------------------------------------

    def _found(self, analysis: Analysis, asset_id: int, verdict: _Verdict) -> Found:
        image = analysis.picture.image
        relation, frame_time = self._relation(verdict, image)
        region = None
        if verdict.geometry is not None:
            frame_w, _ = frame_size(image.width, image.height)
            scale = analysis.width / frame_w
            region = [round(v * scale) for v in verdict.geometry.box]
            region = [
                max(0, min(region[0], analysis.width)),
                max(0, min(region[1], analysis.height)),
                max(0, min(region[2], analysis.width)),
                max(0, min(region[3], analysis.height)),
            ]
        evidence = {"method": verdict.method}
        if verdict.lead is not None:
            evidence["view"] = verdict.lead.view.name
        if verdict.alignment is not None and verdict.alignment.inliers:
            evidence["inliers"] = verdict.alignment.inliers
        if verdict.pixels is not None:
            evidence["correlation"] = round(verdict.pixels.correlation, 3)
        return Found(
            asset_id,
            relation,
            round(max(0.0, min(1.0, verdict.score)), 3),
            verdict.distances,
            region,
            frame_time,
            verdict.tier,
            evidence,
        )

    def _relation(self, verdict: _Verdict, image: Image.Image) -> tuple[str, float | None]:
        lead = verdict.lead
        if lead is not None:
            rows, at = self.index.tables[lead.algorithm].row(lead.table_row)
            if rows.variant_name(at) == "frame":
                return "frame_of_video", rows.frame_time_of(at)
            if lead.orientation != "original":
                return ("mirrored" if lead.orientation in MIRRORS else "rotated"), None
        shape = verdict.geometry
        if shape is None:
            if lead is not None and lead.view.name == "trimmed":
                return "padded", None
            if lead is not None and lead.view.name == "region":
                return "screenshot", None
            return "near_duplicate", None
        limits = self.thresholds
        if shape.mirrored:
            return "mirrored", None
        if abs(shape.angle) >= 45:
            return "rotated", None
        if shape.fill < limits.part_of_query:
            if _plain_surround(image, shape):
                return "padded", None
            # Text beside the picture: a caption band (meme) is an overlay, a page a screenshot.
            return ("overlay" if shape.fill >= limits.page_share else "screenshot"), None
        if shape.visible < limits.part_of_query:
            return "cropped", None
        if abs(shape.angle) >= limits.rotation_degrees:
            return "rotated", None
        pixels = verdict.pixels
        if pixels is not None and pixels.disagreeing_block >= limits.overlay_block:
            return "overlay", None
        return "near_duplicate", None

    # -- registry data -----------------------------------------------------------------------

    def _hash_distances(
        self, view: _View, orientation: str, asset_id: int, variant: str
    ) -> dict[str, int]:
        """pHash and dHash of the turned view against the same asset's hashes of that variant."""
        distances: dict[str, int] = {}
        turned = None if orientation == "original" else _turn(view.image, orientation)
        for hasher in (PHASH, DHASH):
            table = self.index.tables[hasher.name]
            if turned is None:
                mine = (view.hashes.phash if hasher is PHASH else view.hashes.dhash).bits
            else:
                mine = hasher.compute(turned).bits
            best = None
            for row in table.rows_of(asset_id):
                rows, at = table.row(row)
                if rows.variant_name(at) == variant:
                    d = hamming(mine, bytes(rows.codes[at]))
                    best = d if best is None else min(best, d)
            if best is not None:
                distances[hasher.name] = best
        return distances

    def _stored_features(self, asset_id: int) -> LocalFeatures | None:
        if asset_id not in self._features:
            blob = self.catalogue.features_of([asset_id]).get(asset_id)
            self._features[asset_id] = LocalFeatures.from_bytes(blob) if blob else None
        return self._features[asset_id]

    def _stored_box(
        self, asset_id: int, region: tuple[int, int, int, int] | None, stored: LocalFeatures
    ) -> tuple[float, float, float, float]:
        """A stored row's box (asset pixels) in the asset's feature frame."""
        if region is None:
            return (0.0, 0.0, float(stored.width), float(stored.height))
        if asset_id not in self._sizes:
            self._sizes.update(self.catalogue.sizes([asset_id]))
        width, _ = self._sizes.get(asset_id, (stored.width, stored.height))
        scale = stored.width / width
        return tuple(v * scale for v in region)  # type: ignore[return-value]


def _hash_tier(lead: _Lead, distances: dict, pixels: PixelCheck | None, limits) -> str | None:
    """Tier of a hash match.

    PDQ of good quality within ``pdq_confident`` bits is conclusive on its own;
    up to Meta's 31 bits it needs the pixels to agree. pHash and dHash both
    close (for pictures too flat for PDQ) need the pixels to agree too.
    """
    pdq = distances.get("pdq", 256)
    corroborated = (
        distances.get("phash", 64) <= limits.phash_distance
        and distances.get("dhash", 64) <= limits.dhash_distance
    )
    agrees = pixels is not None and pixels.correlation >= limits.pixel_correlation
    if lead.trusted and pdq <= limits.pdq_confident:
        return "match"
    if lead.trusted and pdq <= limits.pdq_distance and (pixels is None or agrees):
        return "match"
    if corroborated and agrees:
        return "match"
    if (lead.trusted and pdq <= limits.pdq_distance) or corroborated:
        return "suggestion"
    return None


def _keypoint_tier(alignment: Alignment, pixels: PixelCheck, limits) -> str | None:
    """Tier of a keypoint match: enough spread-out inliers, and pixels that agree.

    Many inliers make a chance alignment impossible, but not a shared logo or
    watermark: so the inliers must spread over the picture, and its pixels
    (overlays set aside) must agree more the fewer inliers there are.
    """
    inliers, correlation = alignment.inliers, pixels.correlation
    if alignment.spread < limits.keypoint_spread:
        return None
    if inliers >= limits.keypoints_confident and correlation >= limits.pixel_correlation:
        return "match"
    if inliers >= limits.keypoints_strong and correlation >= limits.pixel_strong:
        return "match"
    if inliers >= limits.keypoints_suggestion and correlation >= limits.pixel_suggestion:
        return "suggestion"
    if inliers >= limits.keypoints_confident and correlation >= limits.pixel_strong:
        return "suggestion"
    return None


def _better(lead: _Lead, current: _Lead | None) -> bool:
    if current is None:
        return True
    return (lead.trusted, -lead.distance) > (current.trusted, -current.distance)


def _rank(verdict: _Verdict | None) -> tuple[int, float]:
    if verdict is None or verdict.tier is None:
        return (0, 0.0)
    return (2 if verdict.tier == "match" else 1, verdict.score)


def _turn(image: Image.Image, orientation: str) -> Image.Image:
    method = PIL_DIHEDRAL[orientation]
    return image if method is None else image.transpose(method)


def _mirror(image: Image.Image) -> Image.Image:
    return image.transpose(Image.Transpose.FLIP_LEFT_RIGHT)


def _mirror_frame(width: int) -> np.ndarray:
    return np.array([[-1.0, 0, width], [0, 1, 0], [0, 0, 1]])


def _frame_box(box: tuple[int, int, int, int], image: Image.Image) -> tuple[float, ...]:
    frame_w, frame_h = frame_size(image.width, image.height)
    sx, sy = frame_w / image.width, frame_h / image.height
    return (box[0] * sx, box[1] * sy, box[2] * sx, box[3] * sy)


def _plain_surround(image: Image.Image, shape: Geometry) -> bool:
    """Is the query around the picture plain (padding, bars) rather than a page (screenshot)?"""
    frame_w, frame_h = frame_size(image.width, image.height)
    grey = np.asarray(image.convert("L"), np.float32)
    sx, sy = image.width / frame_w, image.height / frame_h
    x0, y0 = int(shape.box[0] * sx), int(shape.box[1] * sy)
    x1, y1 = int(np.ceil(shape.box[2] * sx)), int(np.ceil(shape.box[3] * sy))
    mask = np.ones(grey.shape, bool)
    mask[max(0, y0 - 2) : y1 + 2, max(0, x0 - 2) : x1 + 2] = False
    if mask.sum() < 0.02 * grey.size:
        return True
    outside = grey[mask]
    # A page has text and icons: many outside pixels far from the dominant shade.
    dominant = float(np.median(outside))
    return float(np.mean(np.abs(outside - dominant) > 24)) < 0.01
