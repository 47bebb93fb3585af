"""Checking new files against the registry: copies found, distinct photos left alone."""

from __future__ import annotations

from provenance.store import Store

from edits import mirror, recompress, rotate


def test_recompressed_mirrored_and_rotated_copies_are_found(cli, photos, tmp_path):
    originals = photos[100:110]
    code, registered = cli.json_lines("ingest", "media", *originals, "--published", "2021-08-16")
    assert code == 0
    copies, expected = [], []
    for n, photo in enumerate(originals):
        copies.append(recompress(photo, tmp_path / f"recompressed{n}.jpg"))
        copies.append(mirror(photo, tmp_path / f"mirrored{n}.jpg"))
        copies.append(rotate(photo, tmp_path / f"rotated{n}.jpg", degrees=90 * (1 + n % 3)))
        expected += [
            (registered[n]["sha256"], r) for r in ("near_duplicate", "mirrored", "rotated")
        ]
    code, results = cli.json_lines("check", *copies)
    assert code == 0
    found = [(r["matches"][0]["asset"], r["matches"][0]["relation"]) for r in results]
    assert found == expected


def test_distinct_photos_are_not_matched(cli, photos):
    registered, others = photos[:150], photos[150:400]
    assert cli("ingest", "media", *registered).exit_code == 0
    code, results = cli.json_lines("check", *others)
    assert code == 0
    false_matches = {r["file"]: r["matches"] for r in results if r["matches"]}
    assert false_matches == {}


def test_an_exact_copy_says_exact_and_where_it_was_first_seen(cli, photos, tmp_path):
    later = recompress(photos[30], tmp_path / "later.jpg")
    cli("ingest", "media", later, "--published", "2021-09-01", "--source", "https://b.example/2")
    cli(
        "ingest",
        "media",
        photos[30],
        "--published",
        "2021-08-16",
        "--source",
        "https://a.example/1",
        "--caption",
        "The original caption",
    )
    code, [result] = cli.json_lines("check", photos[30])
    assert code == 0
    relations = [m["relation"] for m in result["matches"]]
    assert relations == ["exact", "near_duplicate"]
    for match in result["matches"]:
        # First seen is the earliest appearance of the whole lineage, by published date,
        # even though the later copy was registered first.
        assert match["first_seen"]["published"] == "2021-08-16"
        assert match["first_seen"]["caption"] == "The original caption"
        assert match["first_seen"]["source"] == "https://a.example/1"
    assert set(result) >= {"file", "sha256", "kind", "matches", "drift"}  # adding keys is fine
    assert set(result["matches"][0]) >= {
        "asset",
        "relation",
        "score",
        "distances",
        "region",
        "frame_time",
        "first_seen",
    }


def test_check_registers_nothing_and_fail_on_match_exits_1(cli, photos, db_path):
    cli("ingest", "media", photos[40])
    before = Store(db_path).counts()
    assert cli("check", photos[40], photos[41]).exit_code == 0
    assert cli("check", photos[41], "--fail-on-match").exit_code == 0
    assert cli("check", photos[40], "--fail-on-match").exit_code == 1
    assert Store(db_path).counts() == before


def test_a_bad_file_in_a_check_batch_exits_2_after_checking_the_rest(cli, photos, tmp_path):
    cli("ingest", "media", photos[50])
    broken = tmp_path / "broken.jpg"
    broken.write_bytes(photos[50].read_bytes()[:2000])
    result = cli("check", broken, photos[50], "--json")
    assert result.exit_code == 2
    assert len(result.stderr.strip().splitlines()) == 1
    assert "broken.jpg" in result.stderr
    assert '"relation": "exact"' in result.stdout


def test_human_output_names_the_relation_and_first_appearance(cli, photos, tmp_path):
    cli("ingest", "media", photos[60], "--published", "2021-08-16", "--outlet", "Example Daily")
    result = cli("check", mirror(photos[60], tmp_path / "flipped.jpg"))
    assert result.exit_code == 0
    assert "mirrored of" in result.stdout
    assert "first seen 2021-08-16 · Example Daily" in result.stdout
