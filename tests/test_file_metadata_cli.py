"""What files say about themselves, as ``ingest``, ``check`` and ``report`` show it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from metadata_files import KABUL_AIRPORT, TestSigner, gps_exif, tamper, write_metadata
from PIL import Image
from sqlalchemy import select
from typer.testing import CliRunner

from provenance.cli import app
from provenance.models import Asset, Claim

AGENCY_PHOTO = {
    "exif": {
        "Exif.Image.Make": "Canon",
        "Exif.Image.Model": "Canon EOS R5",
        "Exif.Photo.DateTimeOriginal": "2021:08:16 09:12:30",
        "Exif.Photo.OffsetTimeOriginal": "+04:30",
        **gps_exif(*KABUL_AIRPORT),
    },
    "iptc": {
        "Iptc.Application2.Caption": "Afghans crowd the tarmac of Kabul airport",
        "Iptc.Application2.Credit": "AFP",
        "Iptc.Application2.Byline": ["Wakil Kohsar"],
    },
}


@pytest.fixture
def agency_photo(photos: list[Path], tmp_path: Path) -> Path:
    return write_metadata(photos[2], tmp_path / "kabul-airport.jpg", **AGENCY_PHOTO)


def resized_copy(source: Path, target: Path, exif: dict | None = None) -> Path:
    """A smaller recompressed copy, as a website would serve it; its metadata stripped."""
    with Image.open(source) as image:
        image.resize((image.width * 2 // 3, image.height * 2 // 3)).save(target, quality=80)
    return write_metadata(target, target, exif=exif) if exif else target


def test_ingest_stores_what_the_file_says_as_claims_of_the_asset(cli, agency_photo, store):
    code, (result,) = cli.json_lines("ingest", "media", agency_photo)

    assert code == 0 and result["status"] == "registered"
    assert result["metadata_problems"] == []
    with store.session() as session:
        rows = session.exec(
            select(Claim.field, Claim.value, Claim.origin)
            .join(Asset, Asset.id == Claim.asset_id)
            .where(Asset.sha256 == result["sha256"])
        ).all()
    assert set(rows) >= {
        ("captured_at", "2021-08-16T09:12:30+04:30", "exif"),
        ("camera", "Canon EOS R5", "exif"),
        ("place", "Kabul, Afghanistan", "exif"),
        ("caption", "Afghans crowd the tarmac of Kabul airport", "iptc"),
        ("credit", "AFP", "iptc"),
        ("byline", "Wakil Kohsar", "iptc"),
    }


def test_ingest_with_jobs_carries_metadata_across_processes(cli, photos, tmp_path, store):
    folder = tmp_path / "desk"
    folder.mkdir()
    for number, photo in enumerate(photos[3:7]):
        write_metadata(
            photo, folder / f"{number}.jpg", iptc={"Iptc.Application2.Credit": f"Agency {number}"}
        )

    code, results = cli.json_lines("ingest", "media", folder, "--jobs", "2")

    assert code == 0 and [r["status"] for r in results] == ["registered"] * 4
    with store.session() as session:
        credits = session.exec(select(Claim.value).where(Claim.field == "credit")).scalars()
        assert sorted(credits) == [f"Agency {n}" for n in range(4)]


def test_check_json_adds_what_the_checked_file_says(cli, agency_photo):
    code, (result,) = cli.json_lines("check", agency_photo)

    assert code == 0 and result["matches"] == []
    said = {(c["field"], c["origin"]): c for c in result["file_says"]}
    assert said["captured_at", "exif"]["value"] == "2021-08-16T09:12:30+04:30"
    assert said["captured_at", "exif"]["text"] == "2021:08:16 09:12:30"
    assert said["place", "exif"]["detail"]["distance_km"] < 15
    assert said["credit", "iptc"]["value"] == "AFP"


def test_check_prints_what_the_file_says(cli, agency_photo):
    result = cli("check", agency_photo)

    assert result.exit_code == 0
    lines = [line.strip() for line in result.stdout.splitlines()]
    assert "the file says:" in lines
    assert "camera           Canon EOS R5 (exif)" in lines
    assert "credit           AFP (iptc)" in lines
    assert "caption          “Afghans crowd the tarmac of Kabul airport” (iptc)" in lines


def test_check_says_where_a_copy_contradicts_the_registered_file(cli, agency_photo, tmp_path):
    cli("ingest", "media", agency_photo, "--caption", "Kabul airport, 16 August 2021")
    relabelled = resized_copy(
        agency_photo,
        tmp_path / "saigon-1975.jpg",
        exif={
            "Exif.Image.Make": "NIKON CORPORATION",
            "Exif.Image.Model": "NIKON F3",
            "Exif.Photo.DateTimeOriginal": "1975:04:29 10:00:00",
        },
    )
    stripped = resized_copy(agency_photo, tmp_path / "stripped.jpg")

    _, (contradicting, silent) = cli.json_lines("check", relabelled, stripped)

    (match,) = contradicting["matches"]
    assert match["file_says_conflicts"] == [
        {
            "field": "captured_at",
            "query": ["1975-04-29T10:00:00"],
            "registered": ["2021-08-16T09:12:30+04:30"],
        },
        {
            "field": "camera",
            "query": ["NIKON CORPORATION NIKON F3"],
            "registered": ["Canon EOS R5"],
        },
    ]
    (match,) = silent["matches"]
    assert silent["file_says"] == [] and match["file_says_conflicts"] == []
    shown = cli("check", relabelled).stdout
    assert (
        "its file says otherwise: captured_at 2021-08-16T09:12:30+04:30 "
        "(this file: 1975-04-29T10:00:00)" in shown
    )


def test_check_shows_a_tampered_c2pa_picture_as_invalid(cli, photos, tmp_path):
    signed = TestSigner.create().sign(photos[8], tmp_path / "signed.jpg")
    tampered = tamper(signed, tmp_path / "tampered.jpg")

    _, results = cli.json_lines("check", signed, tampered)

    states = [[c["value"] for c in r["file_says"] if c["field"] == "c2pa_state"] for r in results]
    assert states == [["Valid"], ["Invalid"]]
    shown = cli("check", tampered).stdout
    assert "c2pa_state       Invalid: does not match the file or its signature fails" in shown


def test_report_shows_what_each_picture_of_the_lineage_says(cli, agency_photo, tmp_path):
    copy = resized_copy(
        agency_photo, tmp_path / "repost.jpg", exif={"Exif.Image.Software": "Instagram"}
    )
    cli("ingest", "media", agency_photo, "--published", "2021-08-16")
    cli("ingest", "media", copy, "--published", "2021-08-20")

    report = json.loads(cli("report", agency_photo, "--format", "json").stdout)
    said = {
        member["file"]: {(c["field"], c["value"]) for c in member["file_says"]}
        for member in report["lineage"]
    }
    assert ("credit", "AFP") in said["kabul-airport.jpg"]
    assert said["repost.jpg"] == {("software", "Instagram")}

    markdown = cli("report", agency_photo).stdout
    assert "## What the files say about themselves" in markdown
    assert "  - place: Kabul, Afghanistan (within the city, " in markdown
    assert "  - software: Instagram (exif)" in markdown

    page = cli("report", agency_photo, "--format", "html").stdout
    assert '<div id="file-says">' in page
    assert "<dt>credit</dt><dd>AFP (iptc)</dd>" in page


def test_a_picture_with_broken_metadata_registers_and_says_so(cli, photos, tmp_path):
    with Image.open(photos[9]) as image:
        image.save(tmp_path / "laughs.jpg", xmp=b'<!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>')

    result = cli("ingest", "media", tmp_path / "laughs.jpg")

    assert result.exit_code == 0
    assert "metadata problem: XMP refused: DTDForbidden (DTDs and entities)" in result.stdout
    assert "problem          XMP refused" in cli("check", tmp_path / "laughs.jpg").stdout


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"])
def test_long_and_signed_metadata_is_stored_alike_on_both_backends(
    backend, photos, tmp_path, request
):
    url = (
        str(tmp_path / "registry.db")
        if backend == "sqlite"
        else request.getfixturevalue("postgres_url")
    )
    long_caption = "Evacuees wait at Kabul airport; " * 40  # over the 512 of claims.value
    tagged = write_metadata(
        photos[10], tmp_path / "tagged.jpg", iptc={"Iptc.Application2.Caption": long_caption}
    )
    signed = TestSigner.create().sign(tagged, tmp_path / "signed.jpg")

    ingested = CliRunner().invoke(app, ["ingest", "media", str(signed), "--db", url])
    assert ingested.exit_code == 0, ingested.output
    report = CliRunner().invoke(app, ["report", str(signed), "--format", "json", "--db", url])

    (member,) = json.loads(report.stdout)["lineage"]
    said = {c["field"]: c for c in member["file_says"]}
    assert len(said["caption"]["value"]) == 512
    assert said["caption"]["detail"]["full"] == long_caption.strip()
    assert said["c2pa_state"]["value"] == "Valid"
    assert said["c2pa_state"]["detail"]["failures"] == ["signingCredential.untrusted"]


def test_pictures_that_say_nothing_add_nothing_to_check_or_report(cli, photos):
    cli("ingest", "media", photos[11])

    assert "the file says" not in cli("check", photos[11]).stdout
    assert "What the files say" not in cli("report", photos[11]).stdout
