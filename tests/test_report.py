"""Reports: a picture's lineage, every appearance earliest first, safe to paste anywhere."""

from __future__ import annotations

import json

from edits import mirror, recompress


def register_family(cli, photo, tmp_path):
    """An original and two later copies, registered out of order, with their stories."""
    copy = recompress(photo, tmp_path / "copy.jpg")
    flipped = mirror(photo, tmp_path / "flipped.jpg")
    cli(
        "ingest",
        "media",
        copy,
        "--published",
        "2021-08-20",
        "--outlet",
        "Later Post",
        "--caption",
        "823 people on the plane",
    )
    cli(
        "ingest",
        "media",
        photo,
        "--published",
        "2021-08-16",
        "--outlet",
        "Example Daily",
        "--caption",
        "640 people on the plane",
        "--credit",
        "Photo: A. Person/AFP",
        "--place",
        "Kabul",
        "--date",
        "2021-08-15",
        "--event",
        "evacuation",
    )
    cli(
        "ingest",
        "media",
        flipped,
        "--published",
        "2021-08-18",
        "--outlet",
        "Forum",
        "--caption",
        "Survivors of the typhoon",
    )
    return copy, flipped


def test_json_report_lists_the_lineage_earliest_appearance_first(cli, photos, tmp_path):
    copy, _ = register_family(cli, photos[70], tmp_path)
    result = cli("report", copy, "--format", "json")
    assert result.exit_code == 0
    report = json.loads(result.stdout)
    assert [a["published"] for a in report["appearances"]] == [
        "2021-08-16",
        "2021-08-18",
        "2021-08-20",
    ]
    assert report["first_seen"]["outlet"] == "Example Daily"
    assert report["first_seen"]["claimed"] == {
        "place": "Kabul",
        "date": "2021-08-15",
        "event": "evacuation",
    }
    relations = sorted(m["relation"] for m in report["lineage"])
    assert relations == ["mirrored", "near_duplicate", "subject"]


def test_report_by_sha256_prefix_and_in_markdown(cli, photos, tmp_path):
    register_family(cli, photos[71], tmp_path)
    sha = cli.json_lines("check", photos[71])[1][0]["sha256"]
    result = cli("report", sha[:10])
    assert result.exit_code == 0
    text = result.stdout
    assert text.startswith(f"# Provenance report: {sha[:10]}")
    assert "First seen 2021-08-16 in Example Daily" in text
    assert text.index("640 people") < text.index("Survivors") < text.index("823 people")
    assert "credit: Photo: A. Person/AFP" in text


def test_markdown_neutralises_hostile_captions(cli, photos):
    hostile = '<script>alert("x")</script> [click](javascript:alert(1)) <img src=x onerror=y>'
    cli("ingest", "media", photos[72], "--caption", hostile)
    text = cli("report", photos[72]).stdout
    assert "<script>" not in text and "<img" not in text
    assert "&lt;script&gt;" in text
    assert "[click](javascript" not in text


def test_report_of_an_unknown_picture_says_so(cli, photos):
    cli("ingest", "media", photos[73])
    result = cli("report", photos[74])
    assert result.exit_code == 0
    assert "Not seen before" in result.stdout


def test_report_of_an_unknown_sha_is_bad_input(cli, photos):
    cli("ingest", "media", photos[73])
    result = cli("report", "deadbeefdeadbeef")
    assert result.exit_code == 2
    assert result.stderr.strip() == "error: no registered asset has sha256 deadbeefdeadbeef"
    assert cli("report", "nothing-here.jpg").exit_code == 2
    assert cli("report", photos[73], "--format", "pdf").exit_code == 2
