"""Footage: registered frame by frame, found again re-encoded, cut, mirrored, re-framed or
overlaid, from a still cut from it, and through a picture shown in it."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pdqhash
import pytest
from conftest import SAMPLE
from PIL import Image
from sqlalchemy import select

from provenance.media import frames
from provenance.media.analyse import analyse
from provenance.models import Asset, Fingerprint
from provenance.store import Store

from videos import frames_of, mirror, still, turned, vertical_bars, write


@pytest.fixture
def tmk(shared_data: Path) -> Path:
    """Meta's TMK/vPDQ sample videos: originals and the edited copies Meta made of them."""
    return shared_data / "threatexchange" / "tmk" / "sample-videos"


@pytest.fixture
def clips(shared_data: Path) -> Path:
    return shared_data / "videos" / "moviepy" / "media"


def check(cli, *files) -> list[dict]:
    code, results = cli.json_lines("check", *files)
    assert code == 0, results
    return results


def test_frame_pdq_is_meta_pdq_bit_for_bit(tmk):
    """Frames are hashed in numpy batches; on a 64 x 64 luma that is PDQ's own maths."""
    thumbs = [
        frames.thumb_of_image(Image.fromarray(f))
        for f in frames_of(tmk / "chair-orig-22-sd-bar.mp4", 0, 3)[0][::9]
    ]
    luma = np.rint(frames.luma64(np.stack(thumbs), frames.Box()))
    bits, quality = frames.pdq(luma)
    for n, picture in enumerate(luma.astype(np.uint8)):
        reference, reference_quality = pdqhash.compute(np.repeat(picture[..., None], 3, axis=2))
        assert np.packbits(reference.astype(np.uint8)).tobytes() == bits[n].tobytes()
        assert reference_quality == quality[n]


def test_a_video_is_registered_with_its_frames_codec_and_size(cli, tmk, db_path):
    code, lines = cli.json_lines("ingest", "media", tmk / "chair-orig-22-sd-bar.mp4")
    assert code == 0 and lines[0]["kind"] == "video" and lines[0]["status"] == "registered"
    with Store(db_path).session() as session:
        asset = session.exec(select(Asset)).scalar_one()
        frame_rows = session.exec(
            select(Fingerprint.frame_time, Fingerprint.region).where(
                Fingerprint.variant == "frame", Fingerprint.algorithm == "pdq"
            )
        ).all()
    assert (asset.codec, asset.frame_rate, asset.width, asset.height) == ("h264", 30.0, 480, 720)
    assert asset.duration == pytest.approx(22.43, abs=0.05)
    times = sorted(t for t, _ in frame_rows)
    assert len(times) > 5 * asset.duration  # dense: several frames a second
    assert max(np.diff(times)) < 0.5
    left, top, right, bottom = frame_rows[0][1]  # the pillarbox bars are cut off before hashing
    assert 0 < left < right < asset.width and (top, bottom) == (0, asset.height)


def test_metas_edited_copies_are_found_with_what_was_done_and_where_they_sit(cli, tmk):
    cli("ingest", "media", tmk / "chair-orig-22-sd-bar.mp4", tmk / "pattern-hd-no-bar.mp4")
    copies = ["chair-19-sd-bar.mp4", "chair-22-sd-grey-bar.mp4", "chair-22-with-small-logo-bar.mp4"]
    copies += ["pattern-sd-grey-bar.mp4"]
    results = check(cli, *(tmk / c for c in copies))
    best = {Path(r["file"]).name: r["matches"][0] for r in results}
    assert {name: m["relation"] for name, m in best.items()} == {
        "chair-19-sd-bar.mp4": "clip_of_video",
        "chair-22-sd-grey-bar.mp4": "near_duplicate",
        "chair-22-with-small-logo-bar.mp4": "overlay",
        "pattern-sd-grey-bar.mp4": "padded",  # the portrait original pillarboxed in 3:2
    }
    clip = best["chair-19-sd-bar.mp4"]["video"]
    assert clip["offset"] == pytest.approx(3.7, abs=0.2)  # chair-19 starts 3.7 s in
    assert clip["length"] == pytest.approx(18.7, abs=0.3)
    assert clip["query_offset"] == pytest.approx(0, abs=0.2)
    assert all(len(r["matches"]) == 1 for r in results)  # and nothing else


def test_a_mirrored_clip_and_a_vertical_repost_are_found(cli, clips, tmp_path):
    source = clips / "chaplin.mp4"
    cli("ingest", "media", source)
    frames, rate = frames_of(source, 3.0, 7.0)
    flipped = write(frames, rate, tmp_path / "flipped.mp4", mirror)
    everything, rate = frames_of(source)
    reposted = write(everything, rate, tmp_path / "vertical.mp4", vertical_bars)
    flipped_match, reposted_match = (r["matches"][0] for r in check(cli, flipped, reposted))
    assert flipped_match["relation"] == "mirrored"
    assert set(flipped_match["video"]["edits"]) == {"mirrored", "clip"}
    assert flipped_match["video"]["offset"] == pytest.approx(3.0, abs=0.3)
    assert flipped_match["video"]["length"] == pytest.approx(4.0, abs=0.5)
    assert reposted_match["relation"] == "padded"


def test_a_still_cut_from_a_video_finds_it_with_the_time(cli, tmk, tmp_path):
    cli("ingest", "media", tmk / "chair-orig-22-sd-bar.mp4")
    grabbed = still(tmk / "chair-orig-22-sd-bar.mp4", 10.0, tmp_path / "grab.jpg")
    [result] = check(cli, grabbed)
    [match] = result["matches"]
    assert match["relation"] == "frame_of_video"
    assert match["frame_time"] == pytest.approx(10.0, abs=0.2)


def test_a_video_showing_a_registered_picture_is_linked_to_it(cli, clips, tmp_path):
    picture = still(clips / "big_buck_bunny_0_30.webm", 12.0, tmp_path / "picture.jpg")
    cli("ingest", "media", picture)
    held = np.asarray(Image.open(picture).convert("RGB").resize((480, 270)))
    footage, rate = frames_of(clips / "chaplin.mp4", 0, 2, width=480)
    report = write(
        [f[:270] for f in footage] + [held] * 50 + [f[:270] for f in footage],
        rate,
        tmp_path / "report.mp4",
    )
    code, _ = cli.json_lines("ingest", "media", report)
    assert code == 0
    [match] = check(cli, report)[0]["matches"][1:]  # after itself (exact)
    assert match["relation"] == "frame_of_video"
    assert 2.0 <= match["video"]["query_offset"] <= 4.0  # shown between 2 s and 4 s
    lineage = cli("report", picture, "--format", "json")
    assert "report.mp4" in lineage.stdout


def test_a_rotated_phone_video_is_looked_at_upright(cli, clips, tmp_path):
    frames, rate = frames_of(clips / "chaplin.mp4", 0, 4)
    upright = write(frames, rate, tmp_path / "upright.mp4")
    stored_turned = write(frames, rate, tmp_path / "phone.mp4", turned, rotation=90)
    cli("ingest", "media", upright)
    code, _ = cli.json_lines("ingest", "media", stored_turned)
    assert code == 0
    phone = analyse(stored_turned, dense=False)
    assert (phone.width, phone.height) == (480, 270)  # as displayed, not as stored
    [match] = check(cli, stored_turned)[0]["matches"][1:]
    assert match["relation"] == "near_duplicate"


def test_what_the_container_says_is_kept_as_claims(cli, clips, tmp_path, db_path):
    frames, rate = frames_of(clips / "chaplin.mp4", 0, 1)
    tagged = write(
        frames,
        rate,
        tmp_path / "tagged.mp4",
        metadata={"creation_time": "2021-08-16T06:12:00Z", "location": "+34.5553+069.2075/"},
    )
    cli("ingest", "media", tagged)
    said = {
        c.field: c.value
        for c in Store(db_path).file_claims([analyse(tagged, dense=False).sha256]).popitem()[1]
    }
    assert said["created"].startswith("2021-08-16T06:12:00")
    assert said["gps"] == "34.555300,69.207500"
    assert said["place"].startswith("Kabul")


def test_unrelated_footage_and_photos_match_nothing(cli, tmk, clips, photos):
    cli("ingest", "media", tmk / "chair-orig-22-sd-bar.mp4", clips / "big_buck_bunny_0_30.webm")
    cli("ingest", "media", clips / "chaplin.mp4", clips / "video_with_failing_audio.mp4")
    unrelated = [tmk / "doorknob-hd-no-bar.mp4", tmk / "test-padded-dimensions.mp4"]
    unrelated += [clips / "big_buck_bunny_432_433.webm"]  # the same film, another scene
    results = check(cli, *unrelated, *photos[:60])
    assert {r["file"]: r["matches"] for r in results if r["matches"]} == {}


@pytest.mark.parametrize(
    "damage",
    ["truncated", "empty", "noise-with-a-header"],
)
def test_a_damaged_video_is_one_line_and_the_batch_goes_on(cli, tmk, tmp_path, db_path, damage):
    original = (tmk / "chair-orig-22-sd-bar.mp4").read_bytes()
    bad = tmp_path / f"{damage}.mp4"
    bad.write_bytes(
        {
            "truncated": original[: len(original) // 2],
            "empty": b"",
            "noise-with-a-header": original[:32] + np.random.default_rng(1).bytes(50_000),
        }[damage]
    )
    good = tmk / "doorknob-hd-no-bar.mp4"
    result = cli("ingest", "media", bad, good, "--json")
    assert result.exit_code == 2
    errors = [line for line in result.stderr.splitlines() if line]
    assert len(errors) == 1 and errors[0].startswith(f"error: {bad}:")
    assert Store(db_path).counts()["assets"] == 1  # the good one; nothing of the bad one


def test_the_decode_budget_refuses_a_video_too_long_to_decode(cli, tmk, monkeypatch, db_path):
    monkeypatch.setenv("PROVENANCE_MAX_VIDEO_FRAMES", "50")
    result = cli("ingest", "media", tmk / "chair-orig-22-sd-bar.mp4")
    assert result.exit_code == 2
    assert "more than 50 frames" in result.stderr
    assert Store(db_path).counts()["assets"] == 0


def test_the_sample_footage_is_filmed_by_the_committed_script(tmp_path):
    """The Kabul stand-in footage is ours: make_footage.py films it again, frame for frame
    (up to the encoder at hand, hence fingerprints rather than bytes)."""
    import sys

    sys.path.insert(0, str(SAMPLE))
    try:
        import make_footage
    finally:
        sys.path.remove(str(SAMPLE))
    again = make_footage.film(make_footage.stowaways(), 6, tmp_path / "again.mp4")
    committed = analyse(SAMPLE / "media" / "stowaways-falling.mp4", dense=False).footage
    redone = analyse(again, dense=False).footage
    assert np.allclose(redone.times, committed.times)
    distances = np.unpackbits(redone.pdq ^ committed.pdq, axis=1).sum(axis=1)
    assert distances.max() <= 8


def test_a_picture_lookup_reads_no_picture_hashes_for_footage(store, photos, tmk, tmp_path):
    """Registered pictures are what a *video* may show; a picture query must not read them all
    (at a million pictures that read alone takes seconds)."""
    from provenance.matching.catalogue import Catalogue
    from provenance.matching.video import VideoMatcher
    from provenance.services import ingest_media

    list(ingest_media(store, [photos[0], tmk / "chair-orig-22-sd-bar.mp4"]))
    catalogue = Catalogue.sqlite(Path(store.url.removeprefix("sqlite:///")))
    footage = VideoMatcher(catalogue)
    grabbed = still(tmk / "chair-orig-22-sd-bar.mp4", 5.0, tmp_path / "grab.jpg")
    [found] = footage.find(analyse(grabbed, keep_picture=True))
    assert found.relation == "frame_of_video"
    assert len(footage.pictures.asset_ids) == 0  # pictures never read for a picture query
    footage.find(analyse(tmk / "chair-orig-22-sd-bar.mp4", keep_picture=True))
    assert len(footage.pictures.asset_ids) >= 1  # read once a video is looked up
    catalogue.close()
