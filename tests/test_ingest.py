"""Registering pictures: identity by sha256, idempotence, formats, orientation, bad input."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

import pytest
from PIL import Image
from sqlalchemy.exc import DBAPIError

from provenance.cli import app
from provenance.media.analyse import analyse
from provenance.media.hashers import hamming
from provenance.services import AppearanceInfo, ingest_media
from provenance.store import Store

from edits import convert, recompress


def test_ingest_registers_each_file_with_its_hashes_and_appearance(cli, photos, db_path):
    code, lines = cli.json_lines(
        "ingest",
        "media",
        *photos[:3],
        "--caption",
        "Crowds at the airport",
        "--source",
        "https://news.example/a",
        "--published",
        "2021-08-16",
        "--place",
        "Kabul",
    )
    assert code == 0
    assert [line["status"] for line in lines] == ["registered"] * 3
    assert set(lines[0]) >= {"file", "sha256", "kind", "status", "error"}  # adding keys is fine
    assert lines[0]["kind"] == "image" and lines[0]["error"] is None
    counts = Store(db_path).counts()
    assert counts["assets"] == 3
    assert counts["fingerprints"] == 9  # PDQ, pHash and dHash each
    assert counts["appearances"] == 3
    assert counts["sources"] == 1


def test_ingesting_the_same_file_again_is_known_and_adds_only_a_new_appearance(
    cli, photos, db_path
):
    first = cli.json_lines("ingest", "media", photos[0], "--caption", "First caption")[1]
    again = cli.json_lines("ingest", "media", photos[0], "--caption", "First caption")[1]
    other = cli.json_lines("ingest", "media", photos[0], "--caption", "A new caption")[1]
    assert [first[0]["status"], again[0]["status"], other[0]["status"]] == [
        "registered",
        "known",
        "known",
    ]
    assert first[0]["sha256"] == again[0]["sha256"] == other[0]["sha256"]
    counts = Store(db_path).counts()
    assert (counts["assets"], counts["fingerprints"], counts["appearances"]) == (1, 3, 2)


def test_folders_are_walked_recursively_and_hidden_files_skipped(cli, photos, tmp_path):
    folder = tmp_path / "inbox"
    for n, photo in enumerate(photos[:3]):
        convert(photo, folder / f"day{n}" / f"{n}.png")
    convert(photos[3], folder / ".thumbnails" / "hidden.jpg")
    (folder / "notes.txt").write_text("not media")
    code, lines = cli.json_lines("ingest", "media", folder)
    assert code == 0
    assert sorted(Path(line["file"]).name for line in lines) == ["0.png", "1.png", "2.png"]


def test_every_common_format_decodes_to_the_same_picture(photos, tmp_path):
    reference = analyse(photos[5]).hashes("pdq")[0].hash
    for suffix in (".png", ".webp", ".gif", ".tiff", ".bmp", ".heic"):
        copy = convert(photos[5], tmp_path / f"copy{suffix}")
        digest = analyse(copy).hashes("pdq")[0].hash
        # GIF's 256-colour palette and lossy WebP/HEIC move PDQ a little; nothing near 31.
        assert hamming(digest.bits, reference.bits) <= 20, suffix


def test_exif_orientation_is_applied_before_hashing(photos, tmp_path):
    upright = analyse(photos[7]).hashes("pdq")[0].hash
    with Image.open(photos[7]) as image:
        stored_sideways = image.convert("RGB").transpose(Image.Transpose.ROTATE_90)
        exif = Image.Exif()
        exif[0x0112] = 6  # "rotate 90 CW to display": undoes the ROTATE_90 above
        stored_sideways.save(tmp_path / "phone.jpg", quality=92, exif=exif)
    analysis = analyse(tmp_path / "phone.jpg")
    with Image.open(photos[7]) as image:
        assert (analysis.width, analysis.height) == image.size
    assert hamming(analysis.hashes("pdq")[0].hash.bits, upright.bits) <= 12


def png_chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def decompression_bomb() -> bytes:
    """A 300-byte PNG declaring a 40000x40000 canvas: it would take 4.8 GB to decode."""
    header = struct.pack(">IIBBBBB", 40_000, 40_000, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + png_chunk(b"IHDR", header)
        + png_chunk(b"IDAT", zlib.compress(b"\x00" * 256))
        + png_chunk(b"IEND", b"")
    )


def test_bad_files_get_one_line_each_exit_2_and_the_batch_goes_on(cli, photos, tmp_path, db_path):
    batch = tmp_path / "batch"
    batch.mkdir()
    good = [convert(photos[n], batch / f"good{n}.jpg") for n in (10, 11)]
    (batch / "empty.jpg").write_bytes(b"")
    (batch / "truncated.jpg").write_bytes(photos[12].read_bytes()[:4000])
    (batch / "letter.jpg").write_text("Dear editor, this is not a picture.")
    (batch / "bomb.png").write_bytes(decompression_bomb())
    result = cli("ingest", "media", batch, "--caption", "batch", "--json")
    assert result.exit_code == 2
    errors = result.stderr.strip().splitlines()
    assert len(errors) == 4
    by_file = {Path(line.split(":")[1].strip()).name: line for line in errors}
    assert "empty" in by_file["empty.jpg"]
    assert "damaged" in by_file["truncated.jpg"]
    assert "not an image" in by_file["letter.jpg"]
    assert "too many pixels" in by_file["bomb.png"]
    counts = Store(db_path).counts()
    assert counts["assets"] == len(good) and counts["appearances"] == len(good)


def test_bad_dates_and_databases_are_usage_errors(cli, photos, tmp_path):
    result = cli("ingest", "media", photos[0], "--published", "last Tuesday")
    assert result.exit_code == 2
    assert "not a date" in result.stderr
    missing = tmp_path / "no" / "such" / "folder" / "x.db"
    result = cli.runner.invoke(app, ["ingest", "media", str(photos[0]), "--db", str(missing)])
    assert result.exit_code == 2
    assert "database folder does not exist" in result.stderr


def test_parallel_ingest_registers_the_same_as_one_process(photos, tmp_path):
    one, many = Store(tmp_path / "one.db"), Store(tmp_path / "many.db")
    serial = [r.sha256 for r in ingest_media(one, photos[:12])]
    parallel = [r.sha256 for r in ingest_media(many, photos[:12], jobs=2)]
    assert serial == parallel
    assert one.counts() == many.counts()


def test_recompressed_copy_is_linked_to_its_original_at_ingest(cli, photos, tmp_path, db_path):
    original = cli.json_lines("ingest", "media", photos[20], "--published", "2020-01-01")[1][0]
    copy = recompress(photos[20], tmp_path / "copy.jpg")
    cli("ingest", "media", copy, "--published", "2021-01-01")
    store = Store(db_path)
    members, matches = store.lineage(store.asset(original["sha256"]).id)
    assert len(members) == 2
    assert [m.relation for m in matches] == ["near_duplicate"]


def test_a_registration_that_fails_midway_leaves_nothing_of_that_file(photos, store):
    """The asset, its hashes, links and appearance are written together or not at all."""
    list(ingest_media(store, photos[:2], AppearanceInfo(caption="Kabul, 16 August 2021")))
    before = store.counts()
    with store.engine.begin() as connection:  # the database refuses the last row of a file
        connection.exec_driver_sql(
            "CREATE TRIGGER refuse BEFORE INSERT ON appearances"
            " BEGIN SELECT RAISE(ABORT, 'disk full, say'); END"
        )
    with pytest.raises(DBAPIError, match="disk full"):
        list(ingest_media(store, [photos[2]], AppearanceInfo(caption="Kabul, 17 August 2021")))
    assert store.counts() == before
    with store.engine.begin() as connection:
        connection.exec_driver_sql("DROP TRIGGER refuse")
    (result,) = ingest_media(store, [photos[2]], AppearanceInfo(caption="Kabul, 17 August 2021"))
    assert result.status == "registered"
    assert store.counts()["assets"] == before["assets"] + 1
