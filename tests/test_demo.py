"""The Kabul sample end to end, as `make demo` runs it."""

from __future__ import annotations

import shutil
import subprocess
import sys

from conftest import SAMPLE, run_provenance

from provenance.media.analyse import analyse
from provenance.media.hashers import hamming


def test_demo_registers_the_sample_checks_the_sightings_and_prints_the_report(tmp_path):
    result = run_provenance("demo", "--db", tmp_path / "demo.db")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "Example Daily, 2021-08-16: 6 mentions" in out  # the article read, figures and text
    assert out.count("(registered)") >= 6  # its three pictures, then the three attached videos
    assert "drift place: Kabul → Tacloban (high)" in out  # the Haiyan recirculation
    assert "drift hedge: what appears to be → None (high)" in out  # "appears to be" dropped
    assert "mirrored of" in out  # the Haiyan recirculation is the article's picture, flipped
    assert "not seen before" in out  # an unrelated picture stays unrelated
    assert "clip_of_video of" in out and "seconds 2.0-5.0 of it" in out  # the trimmed footage
    assert "padded of" in out  # the take-off footage re-posted vertically
    assert "frame_of_video of" in out and "its frame at 3.2 s" in out  # the boarding still
    report = out[out.index("# Provenance report") :]
    assert "First seen 2021-08-16 in Example Daily" in report
    assert report.index("640 Afghans") < report.index("Typhoon Haiyan") < report.index("823")


def test_demo_refuses_to_overwrite_an_existing_database(tmp_path):
    existing = tmp_path / "mine.db"
    existing.write_bytes(b"precious")
    result = run_provenance("demo", "--db", existing)
    assert result.returncode == 2
    assert existing.read_bytes() == b"precious"


def test_the_sample_pictures_are_drawn_by_the_committed_script(tmp_path):
    """The stand-ins are ours: make_media.py redraws the committed pictures (up to the JPEG
    encoder of the Pillow at hand, hence hashes rather than bytes)."""
    copy = tmp_path / "kabul-2021"
    shutil.copytree(SAMPLE, copy, ignore=shutil.ignore_patterns("media", "sightings"))
    (copy / "media").mkdir()
    (copy / "sightings").mkdir()
    subprocess.run([sys.executable, copy / "make_media.py"], check=True, capture_output=True)
    drawn = sorted(copy.glob("*/*.jpg"))
    assert len(drawn) >= 8
    for made in drawn:
        committed = analyse(SAMPLE / made.parent.name / made.name)
        again = analyse(made)
        assert (again.width, again.height) == (committed.width, committed.height)
        pdq = again.hashes("pdq")[0].hash.bits, committed.hashes("pdq")[0].hash.bits
        assert hamming(*pdq) <= 4, made.name
