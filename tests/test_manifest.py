"""Manifests: many items at once, each with its own story; paths stay inside the folder."""

from __future__ import annotations

from provenance.store import Store

from edits import convert


def write_manifest(folder, text: str):
    path = folder / "manifest.yaml"
    path.write_text(text)
    return path


def test_manifest_registers_items_with_defaults_and_their_own_origin(
    cli, photos, tmp_path, db_path
):
    convert(photos[80], tmp_path / "media" / "a.jpg")
    convert(photos[81], tmp_path / "media" / "b.jpg")
    manifest = write_manifest(
        tmp_path,
        """
defaults:
  source: https://news.example/story
  outlet: Example Daily
  published: 2021-08-16
items:
  - file: media/a.jpg
    caption: First picture
    origin: {place: Kabul, date: 2021-08-15, event: evacuation}
  - file: media/b.jpg
    caption: Second picture
    published: 2021-08-17
    credit: Reuters
""",
    )
    code, lines = cli.json_lines("ingest", "manifest", manifest)
    assert code == 0
    assert [line["status"] for line in lines] == ["registered", "registered"]
    store = Store(db_path)
    rows = store.appearances([1, 2])
    assert [(a.caption, str(a.published_at), a.place, a.credit) for a, _ in rows] == [
        ("First picture", "2021-08-16", "Kabul", None),
        ("Second picture", "2021-08-17", None, "Reuters"),
    ]
    assert {s.url for _, s in rows} == {"https://news.example/story"}
    assert store.counts()["sources"] == 1


def test_paths_may_not_leave_the_manifest_folder(cli, photos, tmp_path, db_path):
    inner = tmp_path / "inner"
    inner.mkdir()
    convert(photos[82], tmp_path / "outside.jpg")
    manifest = write_manifest(inner, "items:\n  - file: ../outside.jpg\n")
    result = cli("ingest", "manifest", manifest)
    assert result.exit_code == 2
    assert "outside the manifest's folder" in result.stderr
    assert Store(db_path).counts()["assets"] == 0


def test_a_malformed_manifest_is_refused_before_anything_is_registered(cli, photos, tmp_path):
    convert(photos[83], tmp_path / "a.jpg")
    cases = {
        "items:\n  - file: a.jpg\n    captoin: typo\n": "unknown key(s) captoin",
        "items:\n  - file: a.jpg\n    published: yesterday\n": "not a date",
        "items: [\n": "not a valid YAML manifest",
        "just a string\n": "a list under 'items'",
        "items:\n  - file: a.jpg\n    origin: {planet: Mars}\n": "'origin' takes only",
    }
    for text, message in cases.items():
        result = cli("ingest", "manifest", write_manifest(tmp_path, text))
        assert result.exit_code == 2, text
        assert message in result.stderr, (text, result.stderr)
        assert len(result.stderr.strip().splitlines()) == 1


def test_a_manifest_that_cannot_be_read_is_one_line_and_nothing_is_registered(cli, tmp_path):
    binary = tmp_path / "photo.yaml"
    binary.write_bytes(b"\xff\xd8\xff\xe0 not text")
    cases = {
        tmp_path / "absent.yaml": "absent.yaml: no such file",
        tmp_path: "is a folder, not a manifest",
        binary: "not a valid YAML manifest",
    }
    for path, message in cases.items():
        result = cli("ingest", "manifest", path)
        assert result.exit_code == 2, path
        assert message in result.stderr, (path, result.stderr)
        assert len(result.stderr.strip().splitlines()) == 1


def test_a_missing_file_in_a_manifest_is_one_error_and_the_rest_registers(cli, photos, tmp_path):
    convert(photos[84], tmp_path / "a.jpg")
    manifest = write_manifest(tmp_path, "items:\n  - file: gone.jpg\n  - file: a.jpg\n")
    result = cli("ingest", "manifest", manifest, "--json")
    assert result.exit_code == 2
    assert "gone.jpg: no such file" in result.stderr
    assert result.stdout.count('"registered"') == 1
