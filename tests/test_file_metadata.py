"""What a picture says about itself: EXIF, IPTC, XMP and C2PA read into claims of the asset."""

from __future__ import annotations

from pathlib import Path

import pyexiv2
import pytest
from metadata_files import KABUL_AIRPORT, TestSigner, gps_exif, tamper, write_metadata

from provenance.media.analyse import analyse
from provenance.media.metadata.content_credentials import TRUST_ANCHORS_ENV
from provenance.media.metadata.nearest_place import nearest_place

EXIF_ROTN = "threatexchange/pdq/data/reg-test-input/exif-rotn"


def says(path: Path) -> dict[str, list[str]]:
    """field -> values the file states, across EXIF, IPTC, XMP and C2PA."""
    found: dict[str, list[str]] = {}
    for claim in analyse(path).file_says:
        found.setdefault(claim.field, []).append(claim.value)
    return found


def by_origin(path: Path, origin: str) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for claim in analyse(path).file_says:
        if claim.origin == origin:
            found.setdefault(claim.field, []).append(claim.value)
    return found


@pytest.fixture
def photo(photos: list[Path]) -> Path:
    return photos[0]


# -- EXIF --------------------------------------------------------------------------------------


def test_a_camera_jpeg_says_when_where_and_with_what_it_was_taken(photo, tmp_path):
    picture = write_metadata(
        photo,
        tmp_path / "airport.jpg",
        exif={
            "Exif.Image.Make": "Canon",
            "Exif.Image.Model": "Canon EOS R5",
            "Exif.Image.Software": "Adobe Photoshop 25.0 (Windows)",
            "Exif.Photo.DateTimeOriginal": "2021:08:16 09:12:30",
            "Exif.Photo.OffsetTimeOriginal": "+04:30",
            "Exif.Photo.LensModel": "RF24-105mm F4 L IS USM",
            **gps_exif(*KABUL_AIRPORT),
        },
    )

    exif = {c.field: c for c in analyse(picture).file_says if c.origin == "exif"}

    assert exif["captured_at"].value == "2021-08-16T09:12:30+04:30"
    assert exif["captured_at"].text == "2021:08:16 09:12:30"
    assert exif["camera"].value == "Canon EOS R5"
    assert exif["camera"].detail["lens"] == "RF24-105mm F4 L IS USM"
    assert exif["software"].value == "Adobe Photoshop 25.0 (Windows)"
    latitude, longitude = map(float, exif["gps"].value.split(","))
    assert latitude == pytest.approx(KABUL_AIRPORT[0], abs=1e-4)
    assert longitude == pytest.approx(KABUL_AIRPORT[1], abs=1e-4)
    assert exif["place"].value == "Kabul, Afghanistan"
    assert exif["place"].detail["distance_km"] < 15


def test_make_and_model_are_not_repeated_when_the_model_already_names_the_maker(photo, tmp_path):
    picture = write_metadata(
        photo,
        tmp_path / "phone.jpg",
        exif={"Exif.Image.Make": "samsung", "Exif.Image.Model": "SM-G930V"},
    )
    assert says(picture)["camera"] == ["samsung SM-G930V"]


@pytest.mark.parametrize(
    ("latitude", "longitude", "town", "country"),
    [
        (48.8584, 2.2945, "Paris", "France"),  # the Eiffel Tower: the city, not its district
        (-34.6037, -58.3816, "Buenos Aires", "Argentina"),  # south-west: both signs negative
        (-33.8568, 151.2153, "Sydney", "Australia"),
        (40.6892, -74.0445, "New York City", "United States"),  # Liberty Island
        (38.9779, -77.0232, "Takoma Park", "United States"),  # a town of its own beside DC
    ],
)
def test_gps_becomes_the_nearest_town(photo, tmp_path, latitude, longitude, town, country):
    picture = write_metadata(photo, tmp_path / "gps.jpg", exif=gps_exif(latitude, longitude))
    assert says(picture)["place"] == [f"{town}, {country}"]


def test_nearest_place_knows_how_far_the_town_is():
    sydney_opera_house = (-33.8568, 151.2153)
    place = nearest_place(*sydney_opera_house)
    assert (place.name, place.country_code) == ("Sydney", "AU")
    assert place.distance_km < 2
    assert nearest_place(-33.8568, 152.5).distance_km > 50  # out at sea, still a nearest town


def test_an_unset_gps_receiver_is_a_problem_not_a_place_off_africa(photo, tmp_path):
    picture = write_metadata(photo, tmp_path / "no-fix.jpg", exif=gps_exif(0.0, 0.0))
    said = says(picture)
    assert "place" not in said and "gps" not in said
    assert said["problem"] == ["GPS position is 0,0: the receiver had no fix"]


def test_real_phone_photos_say_when_and_where_they_were_taken(shared_data):
    for photo in sorted((shared_data / EXIF_ROTN).glob("*.jpg")):
        exif = {c.field: c for c in analyse(photo).file_says if c.origin == "exif"}
        assert exif["camera"].value == "samsung SM-G930V"
        assert exif["captured_at"].value.startswith("2017-11-07T22:14:")
        # The GPS clock is UTC: five hours ahead of the phone's local clock (US Eastern time).
        assert exif["gps"].detail["utc"].startswith("2017-11-08T03:1")
        assert exif["place"].value == "Takoma Park, United States"
        assert exif["place"].detail["distance_km"] < 5


# -- IPTC and XMP: the newsroom photo standard ------------------------------------------------

NEWSROOM_IPTC = {
    "Iptc.Envelope.CharacterSet": "\x1b%G",
    "Iptc.Application2.Caption": "Afghans crowd the tarmac of Kabul airport as they try to leave",
    "Iptc.Application2.Credit": "AFP",
    "Iptc.Application2.Byline": ["Wakil Kohsar"],
    "Iptc.Application2.City": "Kabul",
    "Iptc.Application2.CountryName": "Afghanistan",
    "Iptc.Application2.DateCreated": "2021-08-16",
    "Iptc.Application2.TimeCreated": "09:12:30+04:30",
}
NEWSROOM_XMP = {
    "Xmp.dc.description": {'lang="x-default"': "Afghans crowd the tarmac of Kabul airport"},
    "Xmp.photoshop.Credit": "AFP",
    "Xmp.dc.creator": ["Wakil Kohsar", "Second Photographer"],
    "Xmp.photoshop.City": "Kabul",
    "Xmp.photoshop.Country": "Afghanistan",
    "Xmp.photoshop.DateCreated": "2021-08-16T09:12:30+04:30",
    "Xmp.xmp.CreatorTool": "Photo Mechanic 6",
}


def test_iptc_gives_caption_credit_byline_place_and_creation_date(photo, tmp_path):
    picture = write_metadata(photo, tmp_path / "afp.jpg", iptc=NEWSROOM_IPTC)
    assert by_origin(picture, "iptc") == {
        "caption": ["Afghans crowd the tarmac of Kabul airport as they try to leave"],
        "credit": ["AFP"],
        "byline": ["Wakil Kohsar"],
        "city": ["Kabul"],
        "country": ["Afghanistan"],
        "created": ["2021-08-16T09:12:30+04:30"],
    }


def test_xmp_gives_the_same_fields_and_the_editing_tool(photo, tmp_path):
    picture = write_metadata(photo, tmp_path / "afp.jpg", xmp=NEWSROOM_XMP)
    assert by_origin(picture, "xmp") == {
        "caption": ["Afghans crowd the tarmac of Kabul airport"],
        "credit": ["AFP"],
        "byline": ["Wakil Kohsar", "Second Photographer"],
        "city": ["Kabul"],
        "country": ["Afghanistan"],
        "created": ["2021-08-16T09:12:30+04:30"],
        "software": ["Photo Mechanic 6"],
    }


def test_xmp_is_read_from_png_and_webp_too(photo, tmp_path):
    from PIL import Image

    for suffix in (".png", ".webp"):
        plain = tmp_path / f"plain{suffix}"
        with Image.open(photo) as image:
            image.save(plain)
        picture = write_metadata(plain, tmp_path / f"tagged{suffix}", xmp=NEWSROOM_XMP)
        assert by_origin(picture, "xmp")["city"] == ["Kabul"], suffix


def test_ai_generated_label_in_xmp_is_a_source_type(photo, tmp_path):
    picture = write_metadata(
        photo,
        tmp_path / "generated.jpg",
        xmp={
            "Xmp.iptcExt.DigitalSourceType": (
                "http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia"
            )
        },
    )
    assert says(picture)["source_type"] == ["trainedAlgorithmicMedia"]


def test_a_remote_content_credential_is_named_not_fetched(photo, tmp_path):
    from PIL import Image

    pyexiv2.registerNs("http://purl.org/dc/terms/", "dcterms")
    with Image.open(photo) as image:
        image.save(tmp_path / "plain.png")
    for plain in (photo, tmp_path / "plain.png"):  # JPEG: no APP11; PNG: the SDK is asked
        picture = write_metadata(
            plain,
            tmp_path / f"remote{plain.suffix}",
            xmp={"Xmp.dcterms.provenance": "https://cai.example/manifests/42.c2pa"},
        )
        # Named, not fetched: nothing was validated, and that is not a problem of the file.
        assert says(picture) == {"c2pa_remote": ["https://cai.example/manifests/42.c2pa"]}


def test_text_from_a_file_cannot_smuggle_terminal_escapes(photo, tmp_path):
    picture = write_metadata(
        photo,
        tmp_path / "escapes.jpg",
        iptc={"Iptc.Application2.Caption": "Kabul\x1b[2J\x1b[31m airport\x07"},
    )
    assert says(picture)["caption"] == ["Kabul[2J[31m airport"]


# -- C2PA Content Credentials ------------------------------------------------------------------


@pytest.fixture(scope="module")
def signer() -> TestSigner:
    return TestSigner.create(signer="Photo Desk", organisation="Example Newsroom")


def test_a_signed_picture_is_valid_but_not_trusted_by_default(photo, tmp_path, signer):
    signed = signer.sign(photo, tmp_path / "signed.jpg", generator="NewsCam")

    c2pa = by_origin(signed, "c2pa")

    assert c2pa["c2pa_state"] == ["Valid"]
    assert c2pa["c2pa_signer"] == ["Photo Desk (Example Newsroom)"]
    assert c2pa["c2pa_generator"] == ["NewsCam 1.0"]
    assert c2pa["c2pa_action"] == ["c2pa.created"]
    assert c2pa["c2pa_source_type"] == ["digitalCapture"]
    state = next(c for c in analyse(signed).file_says if c.field == "c2pa_state")
    assert state.detail["failures"] == ["signingCredential.untrusted"]


def test_a_picture_changed_after_signing_is_invalid(photo, tmp_path, signer):
    signed = signer.sign(photo, tmp_path / "signed.jpg")
    tampered = tamper(signed, tmp_path / "tampered.jpg")

    state = next(c for c in analyse(tampered).file_says if c.field == "c2pa_state")

    assert state.value == "Invalid"
    assert "assertion.dataHash.mismatch" in state.detail["failures"]


def test_a_signer_chaining_to_a_trust_anchor_is_trusted(photo, tmp_path, signer, monkeypatch):
    anchors = tmp_path / "anchors.pem"
    anchors.write_bytes(signer.root_pem)
    monkeypatch.setenv(TRUST_ANCHORS_ENV, str(anchors))
    signed = signer.sign(photo, tmp_path / "signed.jpg")

    assert by_origin(signed, "c2pa")["c2pa_state"] == ["Trusted"]

    other_desk = TestSigner.create(signer="Somebody Else", organisation="Unknown Agency")
    stranger = other_desk.sign(photo, tmp_path / "stranger.jpg")
    assert by_origin(stranger, "c2pa")["c2pa_state"] == ["Valid"]


def test_an_edit_names_the_picture_it_was_made_from(photo, tmp_path, signer):
    original = signer.sign(photo, tmp_path / "original.jpg")
    edited = signer.sign(
        photo,
        tmp_path / "edited.jpg",
        generator="Photo Editor",
        action="c2pa.edited",
        source_type="http://cv.iptc.org/newscodes/digitalsourcetype/compositeWithTrainedAlgorithmicMedia",
        ingredient=original,
    )

    claims = [c for c in analyse(edited).file_says if c.origin == "c2pa"]

    ingredients = [c for c in claims if c.field == "c2pa_ingredient"]
    assert [i.value for i in ingredients] == ["original.jpg"]
    assert ingredients[0].detail["relationship"] == "parentOf"
    assert ingredients[0].detail["failures"] == ["signingCredential.untrusted"]
    assert "c2pa.edited" in [c.value for c in claims if c.field == "c2pa_action"]
    assert [c.value for c in claims if c.field == "c2pa_source_type"] == [
        "compositeWithTrainedAlgorithmicMedia"
    ]


def test_pictures_without_credentials_say_nothing_about_c2pa(photo):
    assert by_origin(photo, "c2pa") == {}
