"""Broken and hostile metadata: the picture is still registered, and the problem is noted."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from metadata_files import write_metadata
from PIL import Image, PngImagePlugin
from sqlalchemy import select

from provenance.media.analyse import analyse
from provenance.media.metadata.file_claim import VALUE_LIMIT
from provenance.models import Claim
from provenance.services import ingest_media

BILLION_LAUGHS = (
    b'<?xml version="1.0"?>\n<!DOCTYPE lolz [\n <!ENTITY lol "lol">\n'
    + b"".join(
        b' <!ENTITY lol%d "%s">\n' % (i, (b"&lol%d;" % (i - 1) if i > 1 else b"&lol;") * 10)
        for i in range(1, 10)
    )
    + b']>\n<x:xmpmeta xmlns:x="adobe:ns:meta/">&lol9;</x:xmpmeta>'
)
EXTERNAL_ENTITY = (
    b'<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY secret SYSTEM "file:///etc/passwd">]>\n'
    b'<x:xmpmeta xmlns:x="adobe:ns:meta/" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"'
    b' xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/"><rdf:RDF><rdf:Description'
    b' photoshop:City="&secret;"/></rdf:RDF></x:xmpmeta>'
)


@pytest.fixture
def photo(photos: list[Path]) -> Path:
    return photos[1]


def jpeg_with_xmp(photo: Path, target: Path, packet: bytes) -> Path:
    """Pillow writes any bytes as the XMP segment: the packet need not be well-formed."""
    with Image.open(photo) as image:
        image.save(target, xmp=packet)
    return target


def problems(path: Path) -> list[str]:
    return [c.value for c in analyse(path).file_says if c.field == "problem"]


def test_an_xml_entity_bomb_in_xmp_is_refused_at_once(photo, tmp_path):
    bomb = jpeg_with_xmp(photo, tmp_path / "laughs.jpg", BILLION_LAUGHS)
    assert problems(bomb) == ["XMP refused: DTDForbidden (DTDs and entities)"]


def test_xmp_cannot_make_us_read_local_files(photo, tmp_path):
    sneaky = jpeg_with_xmp(photo, tmp_path / "xxe.jpg", EXTERNAL_ENTITY)
    said = analyse(sneaky).file_says
    assert [c.field for c in said] == ["problem"]
    assert "root:" not in repr(said)


def test_xmp_that_is_not_xml_is_a_problem(photo, tmp_path):
    broken = jpeg_with_xmp(photo, tmp_path / "broken.jpg", b"<x:xmpmeta><rdf:RDF>unclosed")
    assert problems(broken)[0].startswith("XMP is not well-formed XML")


def test_huge_xmp_is_not_read(photo, tmp_path):
    huge = PngImagePlugin.PngInfo()
    huge.add_itxt("XML:com.adobe.xmp", "<x/>" + " " * 3_000_000)
    with Image.open(photo) as image:
        image.save(tmp_path / "huge.png", pnginfo=huge)
    assert problems(tmp_path / "huge.png") == [
        "XMP packet of 3,000,004 bytes is over the limit, not read"
    ]


def test_a_compressed_xmp_bomb_does_not_lose_the_picture(photo, tmp_path):
    # 50 MB of XMP squeezed into 50 KB: Pillow refuses to inflate it, we keep the picture.
    bomb = PngImagePlugin.PngInfo()
    bomb.add_itxt("XML:com.adobe.xmp", "<x/>" + " " * 50_000_000, zip=True)
    with Image.open(photo) as image:
        image.save(tmp_path / "bomb.png", pnginfo=bomb)

    analysis = analyse(tmp_path / "bomb.png")

    assert analysis.fingerprints
    assert problems(tmp_path / "bomb.png") == [
        "a PNG text chunk (XMP or comment) was not read: "
        "Decompressed data too large for PngImagePlugin.MAX_TEXT_CHUNK"
    ]


def test_impossible_exif_values_are_problems_not_claims(photo, tmp_path):
    picture = write_metadata(
        photo,
        tmp_path / "impossible.jpg",
        exif={
            "Exif.Photo.DateTimeOriginal": "2021:13:45 99:99:99",
            "Exif.GPSInfo.GPSLatitudeRef": "N",
            "Exif.GPSInfo.GPSLatitude": "95/1 0/1 0/1",
            "Exif.GPSInfo.GPSLongitudeRef": "E",
            "Exif.GPSInfo.GPSLongitude": "69/0 12/1 0/1",
        },
    )
    assert problems(picture) == [
        "DateTimeOriginal is not a date: '2021:13:45 99:99:99'",
        "GPS position is not a valid latitude and longitude",
    ]


def test_a_corrupt_iptc_block_is_a_problem(photo, tmp_path):
    tagged = write_metadata(
        photo, tmp_path / "iptc.jpg", iptc={"Iptc.Application2.Caption": "Kabul airport"}
    )
    data = tagged.read_bytes()
    caption = data.index(b"\x1c\x02\x78")  # dataset 2:120, the caption
    broken = tmp_path / "broken-iptc.jpg"
    broken.write_bytes(data[:caption] + b"\x1c\x63\x78" + data[caption + 3 :])  # record 99

    assert problems(broken) == ["IPTC block unreadable: invalid IPTC/NAA file"]


def test_a_very_long_caption_is_cut_to_fit_and_kept_whole_in_detail(photo, tmp_path):
    long_caption = "Kabul airport. " * 400
    picture = write_metadata(
        photo, tmp_path / "long.jpg", iptc={"Iptc.Application2.Caption": long_caption}
    )
    (caption,) = [c for c in analyse(picture).file_says if c.field == "caption"]
    assert len(caption.value) == VALUE_LIMIT and caption.value.endswith("…")
    assert caption.detail["full"] == long_caption.strip()


def test_pictures_with_scrambled_exif_all_register(photos, tmp_path, store):
    """Random bytes inside the EXIF block of 40 photos: every one is registered, none fails."""
    camera_exif = {
        "Exif.Image.Make": "Canon",
        "Exif.Image.Model": "Canon EOS R5",
        "Exif.Photo.DateTimeOriginal": "2021:08:16 09:12:30",
        "Exif.GPSInfo.GPSLatitudeRef": "N",
        "Exif.GPSInfo.GPSLatitude": "34/1 33/1 0/1",
        "Exif.GPSInfo.GPSLongitudeRef": "E",
        "Exif.GPSInfo.GPSLongitude": "69/1 12/1 0/1",
    }
    rng = random.Random(2021)
    folder = tmp_path / "scrambled"
    folder.mkdir()
    for number, photo in enumerate(photos[:40]):
        data = bytearray(
            write_metadata(photo, tmp_path / "camera.jpg", exif=camera_exif).read_bytes()
        )
        start = data.index(b"Exif\x00\x00") + 6  # the TIFF header, then the IFDs
        end = start - 8 + int.from_bytes(data[start - 8 : start - 6], "big")  # APP1 length
        for _ in range(rng.randint(1, 16)):
            data[rng.randrange(start, end)] = rng.randrange(256)
        (folder / f"scrambled-{number:02d}.jpg").write_bytes(bytes(data))

    results = list(ingest_media(store, [folder]))

    assert [r.status for r in results] == ["registered"] * 40
    assert store.counts()["assets"] == 40


def test_an_exif_block_that_is_not_tiff_is_a_problem(photo, tmp_path):
    data = write_metadata(photo, tmp_path / "camera.jpg", exif={"Exif.Image.Make": "Canon"})
    header = data.read_bytes().index(b"Exif\x00\x00") + 6
    broken = bytearray(data.read_bytes())
    broken[header : header + 4] = b"XX\x00\x00"  # neither II*\0 nor MM\0*
    (tmp_path / "broken-exif.jpg").write_bytes(bytes(broken))

    analysis = analyse(tmp_path / "broken-exif.jpg")

    assert analysis.fingerprints
    assert [c.value for c in analysis.file_says] == [
        "EXIF block unreadable: not a TIFF file "
        "(header b'XX\\x00\\x00\\x08\\x00\\x00\\x00' not valid)"
    ]


def test_damaged_exif_tags_are_noted_not_printed(photo, tmp_path, recwarn):
    data = bytearray(
        write_metadata(
            photo, tmp_path / "camera.jpg", exif={"Exif.Image.Model": "Canon EOS R5" * 4}
        ).read_bytes()
    )
    start = data.index(b"Exif\x00\x00") + 6
    entry = data.index(b"\x10\x01\x02\x00", start)  # IFD0 entry of Model (0x0110), ASCII
    data[entry + 8 : entry + 12] = b"\xff\xff\x00\x00"  # its value offset: past the end
    (tmp_path / "damaged.jpg").write_bytes(bytes(data))

    said = analyse(tmp_path / "damaged.jpg").file_says
    assert [(c.field, c.origin) for c in said] == [("problem", "exif")]
    assert said[0].value.startswith("EXIF: ")  # Pillow's own words, e.g. "Truncated File Read"
    assert not [w for w in recwarn if "EXIF" in str(w.message) or "Tag" in str(w.message)]


def test_a_problem_is_stored_with_the_asset(photo, tmp_path, store):
    bomb = jpeg_with_xmp(photo, tmp_path / "laughs.jpg", BILLION_LAUGHS)

    (result,) = ingest_media(store, [bomb])

    assert result.status == "registered"
    assert result.metadata_problems == ["XMP refused: DTDForbidden (DTDs and entities)"]
    with store.session() as session:
        rows = session.exec(select(Claim).where(Claim.asset_id.is_not(None))).scalars().all()
    assert [(r.field, r.origin) for r in rows] == [("problem", "xmp")]
