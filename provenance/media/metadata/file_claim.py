"""What a file says about itself, as one small value per statement.

The vocabulary (``field``; stored in the ``claims`` table with ``asset_id`` set
and ``origin`` naming the block it came from):

=================  ==================  ============================================================
field              origin              value
=================  ==================  ============================================================
captured_at        exif, xmp           capture time, ISO 8601, with the UTC offset when the file
                                       gives one (EXIF DateTimeOriginal + OffsetTimeOriginal)
gps                exif                "lat,lon" in decimal degrees (6 places); detail: latitude,
                                       longitude, altitude_m, utc (the GPS clock), nearest place
place              exif                nearest town of 15,000+ people to the GPS position,
                                       "Kabul, Afghanistan"; detail: distance_km, geonameid
camera             exif                make and model, "Canon EOS R5"; detail: make, model, lens
software           exif, xmp           the program that wrote the file (Software, CreatorTool)
caption            exif, iptc, xmp     ImageDescription, Caption-Abstract (2:120), dc:description
credit             iptc, xmp           Credit (2:110), photoshop:Credit
byline             exif, iptc, xmp     Artist, By-line (2:80), dc:creator: one claim per name
city               iptc, xmp           City (2:90), photoshop:City
country            iptc, xmp           Country-PrimaryLocationName (2:101), photoshop:Country
created            iptc, xmp           Date/Time Created (2:55 + 2:60), photoshop:DateCreated
copyright          exif, iptc, xmp     Copyright, Copyright Notice (2:116), dc:rights
source_type        xmp                 IPTC digital source type, e.g. trainedAlgorithmicMedia
c2pa_remote        xmp                 remote C2PA manifest URL (dcterms:provenance), not fetched
c2pa_state         c2pa                Invalid, Valid (intact, signer not trusted) or Trusted;
                                       detail: failure codes
c2pa_signer        c2pa                who signed the active manifest; detail: issuer, alg, serial
c2pa_signed_at     c2pa                time of the signature's RFC 3161 time-stamp, when it has one
c2pa_generator     c2pa                the claim generator, "Adobe Photoshop 25.0"
c2pa_source_type   c2pa                digitalSourceType of an action, e.g. trainedAlgorithmicMedia
c2pa_action        c2pa                an action of the active manifest, e.g. c2pa.edited
c2pa_ingredient    c2pa                an ingredient's title; detail: relationship, format, ...
problem            exif, iptc, xmp,    metadata that could not be read, and why; the picture is
                   c2pa                still registered
=================  ==================  ============================================================

Text from files is hostile until proven otherwise: control characters are
removed (no terminal escapes reach a screen, no NUL reaches PostgreSQL) and
long values are cut to what the ``claims`` columns hold.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

VALUE_LIMIT = 512  # the claims.value and claims.text columns
FULL_TEXT_LIMIT = 20_000  # what detail["full"] keeps of a longer text

_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")


@dataclass(frozen=True)
class FileClaim:
    """One statement a file makes about itself: plain values, picklable across processes."""

    field: str
    value: str
    origin: str  # exif | iptc | xmp | c2pa
    text: str | None = None  # as written in the file, when that differs from the value
    detail: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "field": self.field,
            "value": self.value,
            "text": self.text,
            "origin": self.origin,
            "detail": self.detail,
        }


def clean(text: str) -> str:
    """Text without control characters and surrounding blanks (newlines and tabs kept)."""
    return _CONTROL.sub("", text).strip()


def claim(
    field_name: str, value: str, origin: str, text: str | None = None, **detail: Any
) -> FileClaim:
    """A FileClaim with its value cleaned and cut to fit the claims table."""
    value = clean(value)
    full = value
    detail = {k: _clean_detail(v) for k, v in detail.items() if v is not None}
    if len(value) > VALUE_LIMIT:
        value = value[: VALUE_LIMIT - 1] + "…"
        detail["length"] = len(full)
        detail["full"] = full[:FULL_TEXT_LIMIT]
    if text is not None:
        text = clean(text)[:VALUE_LIMIT]
        if text == value:
            text = None
    return FileClaim(field_name, value, origin, text, detail)


def _clean_detail(value: Any) -> Any:
    """Detail strings from files are as hostile as values: same cleaning, same cap."""
    if isinstance(value, str):
        return clean(value)[:FULL_TEXT_LIMIT]
    if isinstance(value, list):
        return [_clean_detail(v) for v in value]
    return value


def problem(origin: str, message: str) -> FileClaim:
    return claim("problem", message, origin)


def position_claims(
    latitude: float, longitude: float, origin: str, text: str | None = None, **gps_detail: Any
) -> list[FileClaim]:
    """A GPS position as two claims: the position itself and the place it names.

    The place is its own claim so that it is compared with a caption's place like any
    other; ``derived_from`` keeps a reader from taking it for something the file wrote.
    """
    from provenance.media.metadata.nearest_place import nearest_place

    place = nearest_place(latitude, longitude)
    return [
        claim(
            "gps",
            f"{latitude:.6f},{longitude:.6f}",
            origin,
            text,
            latitude=round(latitude, 6),
            longitude=round(longitude, 6),
            **gps_detail,
            nearest=place.label(),
            distance_km=place.distance_km,
        ),
        claim(
            "place",
            place.label(),
            origin,
            derived_from="gps",
            basis=place.basis,
            distance_km=place.distance_km,
            country_code=place.country_code,
            geonameid=place.geonameid,
        ),
    ]
