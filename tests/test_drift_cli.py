"""Drift where users meet it: ``drift compare``, ``--pairs``, ``check --caption``,
``provenance drift`` across the registry, and the report."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from provenance.cli import app
from provenance.store import Store
from tests.conftest import SAMPLE

from edits import recompress

KABUL = "Some 640 Afghans crammed into a US Air Force C-17 that left Kabul on Sunday."
SIGHTING = SAMPLE / "sightings" / "cargo-hold-823.jpg"


def run(*args: str):
    return CliRunner().invoke(app, [str(a) for a in args])


def test_drift_compare_two_captions_as_json():
    later = "823 Afghans crammed into a C-17 that left Kabul, August 15, 2021."
    result = run(
        "drift", "compare", KABUL, later,
        "--published-a", "2021-08-16", "--published-b", "2021-08-20", "--json",
    )  # fmt: skip
    assert result.exit_code == 0
    out = json.loads(result.stdout)
    assert out["drift"] is True and 0 < out["score"] <= 1
    assert [(f["field"], f["before"], f["after"]) for f in out["findings"]] == [
        ("count", "~640", "823")
    ]


def test_drift_compare_fails_on_drift_only_when_asked():
    same = run("drift", "compare", "Crowds in Kiev.", "Crowds in Kyiv.", "--fail-on-drift")
    assert same.exit_code == 0 and same.stdout.startswith("no drift")
    moved = run("drift", "compare", "Crowds in Kiev.", "Crowds in Minsk.", "--fail-on-drift")
    assert moved.exit_code == 1
    assert "drift place: Kyiv → Minsk (high)" in moved.stdout


def test_drift_compare_pairs_answers_each_line_in_order_and_goes_on_past_a_bad_one(tmp_path):
    pairs = tmp_path / "pairs.jsonl"
    lines = [
        {"id": "same", "a": KABUL, "b": KABUL, "published_a": "2021-08-16"},
        {"id": "no-b", "a": KABUL},
        {"id": "bad-date", "a": KABUL, "b": KABUL, "published_b": "last Sunday"},
        {"id": 7, "a": "Crowds in Kabul. (Photo: AFP)", "b": "Crowds in Kabul."},
    ]
    pairs.write_text("\n".join(json.dumps(x) for x in lines) + "\n\n", encoding="utf-8")
    result = run("drift", "compare", "--pairs", pairs, "--json")
    assert result.exit_code == 2
    out = [json.loads(line) for line in result.stdout.splitlines()]
    assert [o["id"] for o in out] == ["same", "no-b", "bad-date", 7]
    assert out[0]["drift"] is False
    assert "error" in out[1] and "error" in out[2]
    assert [f["field"] for f in out[3]["findings"]] == ["credit"]
    errors = result.stderr.splitlines()
    assert len(errors) == 2 and errors[0].startswith(f"error: {pairs}:2:")


def test_drift_compare_pairs_file_that_cannot_be_read_is_one_line(tmp_path):
    binary = tmp_path / "pairs.jsonl"
    binary.write_bytes(b"\xff\xfe\x00 not UTF-8")
    cases = {
        tmp_path / "absent.jsonl": "absent.jsonl: no such file",
        tmp_path: "is a folder, not a JSON Lines file",
        binary: "not a UTF-8 text file",
    }
    for path, message in cases.items():
        result = run("drift", "compare", "--pairs", path, "--json")
        assert result.exit_code == 2, path
        assert message in result.stderr and result.stdout == ""
        assert len(result.stderr.strip().splitlines()) == 1


def test_drift_compare_needs_two_captions_or_pairs():
    result = run("drift", "compare", "only one caption")
    assert result.exit_code == 2
    assert "give two captions" in result.stderr


def test_check_with_a_caption_reports_drift_against_the_first_appearance(cli):
    assert cli("ingest", "manifest", SAMPLE / "manifest.yaml").exit_code == 0
    caption = "823 Afghans crammed into a US Air Force C-17 that left Kabul on Sunday."
    code, [result] = cli.json_lines(
        "check", SIGHTING, "--caption", caption, "--published", "2021-08-20"
    )
    assert code == 0
    fields = {f["field"]: f for f in result["drift"]}
    assert fields["count"]["before"] == "640" and fields["count"]["after"] == "823"
    assert fields["credit"]["change"] == "removed"  # the manifest credited Handout/US Air Force
    first = fields["count"]["appearance_before"]
    assert (first["published"], first["file"]) == ("2021-08-16", "c17-cargo-hold.jpg")
    assert "organisation" not in fields  # the Afghans fled the Taliban; it is not shown
    failing = cli("check", SIGHTING, "--caption", caption, "--fail-on-drift")
    assert failing.exit_code == 1 and "drift count: 640 → 823" in failing.stdout
    # no caption, no drift to report
    code, [plain] = cli.json_lines("check", SIGHTING)
    assert plain["drift"] == [] and plain["matches"]


def test_ingest_stores_normalised_claims_of_caption_and_options(cli, db_path):
    assert cli("ingest", "manifest", SAMPLE / "manifest.yaml").exit_code == 0
    from sqlalchemy import text

    with Store(db_path).engine.connect() as connection:
        rows = connection.execute(
            text(
                "SELECT c.field, c.value, c.origin FROM claims c JOIN appearances a "
                "ON a.id = c.appearance_id WHERE a.file_name = 'c17-cargo-hold.jpg'"
            )
        ).all()
    assert {
        ("count", "640", "caption"),
        ("place", "Kabul", "caption"),
        ("date", "2021-08-15", "caption"),
        ("place", "Kabul", "option"),
        ("date", "2021-08-15", "option"),
        ("event", "evacuation", "option"),
        ("credit", "Handout/US Air Force", "option"),
    } <= set(rows)


def test_registry_drift_lists_each_later_appearance_filtered(cli):
    assert cli("ingest", "manifest", SAMPLE / "manifest.yaml").exit_code == 0
    assert cli("ingest", "manifest", SAMPLE / "sightings.yaml").exit_code == 0
    code, rows = cli.json_lines("drift")
    assert code == 0
    seen = {(r["after"]["file"], r["against"]) for r in rows}
    assert ("haiyan-tacloban.jpg", "first") in seen
    assert ("cargo-hold-823.jpg", "previous") in seen  # against the Tacloban caption before it
    assert all(r["drift"] and r["findings"] for r in rows)
    code, hedges = cli.json_lines("drift", "--field", "hedge")
    # Both later captions of the falling stowaways state as fact what the first hedged
    # (three-stowaways.jpg is the picture with a caption band added below it).
    assert [(r["after"]["file"], [f["field"] for f in r["findings"]]) for r in hedges] == [
        ("three-stowaways.jpg", ["hedge"]),
        ("stowaways-no-hedge.jpg", ["hedge"]),
        ("stowaways-trimmed.mp4", ["hedge"]),  # the footage's "appears to" dropped too
    ]
    code, forum = cli.json_lines("drift", "--source", "forum.example")
    assert {r["after"]["outlet"] for r in forum} == {"Forum Example"}
    code, later = cli.json_lines("drift", "--since", "2021-08-19")
    assert {r["after"]["published"] for r in later} == {"2021-08-20", "2022-02-27"}
    bad = cli("drift", "--field", "colour")
    assert bad.exit_code == 2 and "choose from" in bad.stderr


def test_report_shows_each_later_appearance_against_the_first_and_the_one_before(
    cli, photos, tmp_path
):
    later = recompress(photos[5], tmp_path / "later.jpg")
    latest = recompress(photos[5], tmp_path / "latest.jpg", quality=60)
    cli("ingest", "media", photos[5], "--caption", "Crowds in Kabul on Sunday. (Photo: AFP)",
        "--published", "2021-08-16")  # fmt: skip
    cli("ingest", "media", later, "--caption", "Crowds in Kabul on Sunday.",
        "--published", "2021-08-17")  # fmt: skip
    cli("ingest", "media", latest, "--caption", "Crowds in Saigon, April 1975.",
        "--published", "2021-08-19")  # fmt: skip
    result = cli("report", photos[5], "--format", "json")
    assert result.exit_code == 0
    drift = json.loads(result.stdout)["drift"]
    found = {(f["appearance"], f["compared_with"], f["field"]) for f in drift}
    assert found == {
        (2, 1, "credit"),
        (3, 1, "credit"),
        (3, 1, "place"),
        (3, 1, "date"),
        (3, 2, "place"),
        (3, 2, "date"),
    }
    markdown = cli("report", photos[5]).stdout
    assert "## Drift" in markdown
    assert "appearance 3 vs 1 · **place**: Kabul → Ho Chi Minh City (high)" in markdown


def test_registry_drift_tells_the_same_changes_once(cli, photos, tmp_path):
    """When the one before says what the first seen says, the later appearance's change
    is listed once, against the first seen."""
    copy = recompress(photos[6], tmp_path / "copy.jpg")
    repost = recompress(photos[6], tmp_path / "repost.jpg", quality=60)
    cli("ingest", "media", photos[6], "--caption", "Flooded streets in Dhaka.",
        "--published", "2022-06-20")  # fmt: skip
    cli("ingest", "media", copy, "--caption", "Flooded streets in Dhaka.",
        "--published", "2022-06-21")  # fmt: skip
    cli("ingest", "media", repost, "--caption", "Flooded streets in Lagos.",
        "--published", "2023-07-02")  # fmt: skip
    code, rows = cli.json_lines("drift", "--field", "place")
    assert code == 0
    assert [(r["after"]["file"], r["against"]) for r in rows] == [("repost.jpg", "first")]
    assert [(f["before"], f["after"]) for f in rows[0]["findings"]] == [("Dhaka", "Lagos")]
