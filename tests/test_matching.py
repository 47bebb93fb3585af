"""Reuse detection on real photos: what the web does to a picture, and pictures never seen."""

from __future__ import annotations

import json
from pathlib import Path

import imagehash
import numpy as np
import pillow_heif
import pytest
from conftest import run_provenance
from PIL import Image

from bench import edits
from provenance.matching.lookup import find_matches, quick_check
from provenance.media.analyse import analyse
from provenance.media.decode import decode
from provenance.media.features import LocalFeatures, local_features
from provenance.media.hashers import PHASH
from provenance.media.regions import inner_pictures, trim_borders
from provenance.services import check_media, ingest_media, open_matcher

REGISTERED = 24


@pytest.fixture
def registry(store, photos):
    """A registry of real photos; returns the store and the sha256 of each registered file."""
    results = list(ingest_media(store, photos[:REGISTERED]))
    return store, {Path(r.file).name: r.sha256 for r in results}


def edited(photo: Path, edit, folder: Path, seed: int = 7) -> Path:
    image = edit(Image.open(photo).convert("RGB"), np.random.default_rng(seed))
    path = folder / f"{photo.stem}-{getattr(edit, '__name__', 'edit')}.jpg"
    image.save(path, quality=90)
    return path


def lookup(store, path: Path):
    matcher = open_matcher(store)
    try:
        return find_matches(matcher.catalogue, matcher, analyse(path, keep_picture=True))
    finally:
        matcher.catalogue.close()


@pytest.mark.parametrize(
    ("edit", "relation"),
    [
        (edits.jpeg(20), "near_duplicate"),
        (edits.mirror, "mirrored"),
        (edits.rotate90, "rotated"),
        (edits.letterbox, "padded"),
        (edits.crop(0.30), "cropped"),
        (edits.phone_screenshot, "screenshot"),
        (edits.small_rotation, "rotated"),
    ],
)
def test_an_edited_copy_is_matched_to_its_original_and_says_what_was_done(
    registry, photos, tmp_path, edit, relation
):
    store, sha256 = registry
    original = photos[3]
    found = lookup(store, edited(original, edit, tmp_path))
    assert found, "the original was not found"
    best = found[0]
    assert (best.asset, best.tier, best.relation) == (sha256[original.name], "match", relation)


def test_the_region_says_where_the_original_sits_in_a_screenshot(registry, photos, tmp_path):
    store, _ = registry
    shot = edited(photos[5], edits.phone_screenshot, tmp_path)
    best = lookup(store, shot)[0]
    width, height = Image.open(shot).size
    x0, y0, x1, y1 = best.region
    assert 0 <= x0 < x1 <= width and 0 <= y0 < y1 <= height
    # The screenshot puts the picture below a header and above the replies, full width.
    assert y0 > 0.1 * height and y1 < 0.95 * height and (x1 - x0) > 0.8 * width


def test_photos_never_registered_match_nothing_confidently(registry, photos, tmp_path):
    store, _ = registry
    strangers = photos[REGISTERED : REGISTERED + 20]
    queries = strangers[:10] + [
        edited(p, e, tmp_path)
        for p, e in zip(strangers[10:], [edits.crop(0.3), edits.phone_screenshot] * 5, strict=True)
    ]
    confident = [f for q in queries for f in lookup(store, q) if f.tier == "match"]
    assert confident == []


def test_ingest_links_a_confident_copy_and_reports_it(registry, photos, tmp_path):
    store, sha256 = registry
    copy = edited(photos[2], edits.crop(0.3), tmp_path)
    (result,) = ingest_media(store, [copy])
    assert [(m.asset, m.relation) for m in result.matches] == [(sha256[photos[2].name], "cropped")]
    assert store.counts()["matches"] == 1


def test_a_failed_registration_leaves_nothing_behind(registry, photos, monkeypatch):
    store, _ = registry
    before = store.counts()
    from provenance.matching.engine import Matcher

    def broken(*args, **kwargs):
        raise RuntimeError("lookup failed mid-registration")

    monkeypatch.setattr(Matcher, "find", broken)
    with pytest.raises(RuntimeError):
        list(ingest_media(store, [photos[REGISTERED + 1]]))
    assert store.counts() == before


def test_check_json_has_both_tiers_and_the_fast_path_agrees_with_the_full_one(
    registry, photos, tmp_path, cli, db_path
):
    store, _ = registry
    files = [
        edited(photos[1], edits.text_bands, tmp_path),
        edited(photos[4], edits.crop(0.5), tmp_path),
        photos[REGISTERED + 3],
    ]
    fast = [r.to_json() for r in quick_check(str(db_path), files)]
    full = [r.to_json() for r in check_media(store, files)]
    assert fast == full
    code, printed = cli.json_lines("check", *files)
    assert code == 0
    assert printed == fast
    assert all({"matches", "suggestions"} <= set(line) for line in printed)


def test_numpy_phash_gives_imagehash_bits(photos):
    for photo in photos[:40]:
        image = Image.open(photo).convert("RGB")
        expected = np.packbits(imagehash.phash(image).hash.flatten()).tobytes()
        assert PHASH.compute(image).bits == expected


def test_borders_are_trimmed_and_pictures_found_in_pages(photos):
    picture = Image.open(photos[0]).convert("RGB")
    boxed = edits.letterbox(picture, np.random.default_rng(0))
    x0, y0, x1, y1 = trim_borders(boxed)
    assert abs((x1 - x0) - picture.width) <= 2 and abs((y1 - y0) - picture.height) <= 2
    shot = edits.phone_screenshot(picture, np.random.default_rng(0))
    (box, *_) = inner_pictures(shot)
    shown = (box[2] - box[0]) / (box[3] - box[1])
    assert shown == pytest.approx(picture.width / picture.height, rel=0.05)
    assert trim_borders(picture) is None and inner_pictures(picture) == []


def test_local_features_round_trip_through_bytes(photos):
    features = local_features(decode(photos[0]).image)
    again = LocalFeatures.from_bytes(features.to_bytes())
    assert np.array_equal(again.descriptors, features.descriptors)
    assert np.allclose(again.points, features.points, atol=0.5)
    assert np.array_equal(again.thumbnail, features.thumbnail)
    assert len(features.to_bytes()) < 8_000


def test_the_command_checks_heic_and_answers_json_on_the_short_road(registry, photos, tmp_path):
    """A fresh process: HEIF is opened on demand, and check --json skips the full CLI."""
    store, sha256 = registry
    pillow_heif.register_heif_opener()
    phone = tmp_path / "phone.heic"
    Image.open(photos[6]).convert("RGB").save(phone)
    db = store.url.removeprefix("sqlite:///")
    done = run_provenance("check", phone, photos[7], "--db", db, "--json", "--fail-on-match")
    assert done.returncode == 1, done.stderr  # something matched
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert [line["matches"][0]["asset"] for line in lines] == [
        sha256[photos[6].name],
        sha256[photos[7].name],
    ]
    assert [line["matches"][0]["relation"] for line in lines] == ["near_duplicate", "exact"]


def test_the_plain_sql_reader_reports_appearances_as_the_orm_does(cli, db_path):
    from conftest import SAMPLE

    from provenance.services import appearance_json, catalogue_of
    from provenance.store import Store

    assert cli("ingest", "manifest", SAMPLE / "manifest.yaml").exit_code == 0
    store = Store(db_path)
    ids = [asset.id for asset in store.assets_by_id(range(1, 10)).values()]
    by_orm = [
        appearance_json(a, source, store.assets_by_id([a.asset_id])[a.asset_id])
        for a, source in store.appearances(ids)
    ]
    catalogue = catalogue_of(store)
    assert [a.to_json() for a in catalogue.appearances(ids)] == by_orm
    catalogue.close()


def test_keypoints_align_a_crop_of_a_photo_and_no_unrelated_photo(photos, tmp_path):
    from provenance.matching.verify import match_keypoints

    stored = [local_features(decode(p).image) for p in photos[:12]]
    crop = local_features(decode(edited(photos[0], edits.crop(0.30), tmp_path)).image, 700)

    aligned = match_keypoints(crop, stored[0], 12)
    assert aligned is not None and aligned.inliers >= 20
    # 70% of the area kept, shown at the same frame size: enlarged by 1 / sqrt(0.7).
    assert abs(aligned.homography[0, 0] - 0.7**-0.5) < 0.05
    unrelated = [match_keypoints(crop, other, 12) for other in stored[1:]]
    assert all(a is None or a.inliers < 12 for a in unrelated)


def test_two_nearest_answers_what_opencvs_brute_force_matcher_does(photos):
    import cv2

    from provenance.matching.verify import two_nearest

    stored = local_features(decode(photos[0]).image).descriptors
    query = local_features(decode(photos[1]).image, 700).descriptors
    query = np.vstack([query, stored[:5]])  # exact partners: distance 0 on the first five

    partner, nearest, second = two_nearest(stored, query)

    pairs = cv2.BFMatcher(cv2.NORM_HAMMING).knnMatch(stored, query, k=2)
    assert partner.tolist() == [p[0].trainIdx for p in pairs]
    assert nearest.tolist() == [p[0].distance for p in pairs]
    assert second.tolist() == [p[1].distance for p in pairs]
    assert nearest[:5].tolist() == [0] * 5 and (second[:5] > 0).all()
