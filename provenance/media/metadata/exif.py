"""EXIF: when and where the camera says it took the picture, with what, and what edited it.

Reads the ``Image.Exif`` Pillow already parsed during decoding (no second
read of the file). Every value is checked before it is believed: blank or
all-zero dates are "not set", GPS 0,0 is an unset receiver, not a place.
"""

from __future__ import annotations

import math
from datetime import UTC, datetime

from PIL import ExifTags, Image

from provenance.media.metadata.file_claim import FileClaim, claim, clean, position_claims, problem

_BASE = ExifTags.Base
_GPS = ExifTags.GPS


def exif_claims(exif: Image.Exif | None) -> list[FileClaim]:
    """Claims from EXIF; a block that cannot be read becomes a ``problem`` claim."""
    if not exif:
        return []
    claims: list[FileClaim] = []
    for part, read in (
        ("capture time", _capture_time),
        ("camera", _camera),
        ("description", _texts),
        ("GPS", _gps),
    ):
        try:
            claims += read(exif)
        except Exception as exc:  # hostile metadata must never stop a registration
            claims.append(problem("exif", f"EXIF {part} unreadable: {exc}"))
    return claims


def _capture_time(exif: Image.Exif) -> list[FileClaim]:
    details = exif.get_ifd(ExifTags.IFD.Exif)
    for tag, offset_tag, subsec_tag in (
        (_BASE.DateTimeOriginal, _BASE.OffsetTimeOriginal, _BASE.SubsecTimeOriginal),
        (_BASE.DateTimeDigitized, _BASE.OffsetTimeDigitized, _BASE.SubsecTimeDigitized),
    ):
        written = _text(details.get(tag))
        if not written:
            continue
        when = exif_datetime(written)
        if when is None:
            return [problem("exif", f"{tag.name} is not a date: {written!r}")]
        offset = _text(details.get(offset_tag))
        subsec = _text(details.get(subsec_tag))
        value = when.isoformat()
        if subsec and subsec.isdigit():
            value += "." + subsec
        if offset and _valid_offset(offset):
            value += offset
        return [claim("captured_at", value, "exif", written, tag=tag.name, offset=offset or None)]
    return []


def _camera(exif: Image.Exif) -> list[FileClaim]:
    make, model = _text(exif.get(_BASE.Make)), _text(exif.get(_BASE.Model))
    lens = _text(exif.get_ifd(ExifTags.IFD.Exif).get(_BASE.LensModel))
    claims = []
    if make or model:
        name = model if make and model.lower().startswith(make.lower()) else f"{make} {model}"
        claims.append(
            claim("camera", name.strip(), "exif", make=make, model=model, lens=lens or None)
        )
    software = _text(exif.get(_BASE.Software))
    if software:
        claims.append(claim("software", software, "exif", tag="Software"))
    return claims


def _texts(exif: Image.Exif) -> list[FileClaim]:
    claims = []
    for tag, field_name in (
        (_BASE.ImageDescription, "caption"),
        (_BASE.Artist, "byline"),
        (_BASE.Copyright, "copyright"),
    ):
        written = _text(exif.get(tag))
        if written:
            claims.append(claim(field_name, written, "exif", tag=tag.name))
    return claims


def _gps(exif: Image.Exif) -> list[FileClaim]:
    gps = exif.get_ifd(ExifTags.IFD.GPSInfo)
    if not gps or _GPS.GPSLatitude not in gps or _GPS.GPSLongitude not in gps:
        return []
    latitude = _degrees(gps[_GPS.GPSLatitude], _text(gps.get(_GPS.GPSLatitudeRef)), "SN")
    longitude = _degrees(gps[_GPS.GPSLongitude], _text(gps.get(_GPS.GPSLongitudeRef)), "WE")
    if latitude is None or longitude is None:
        return [problem("exif", "GPS position is not a valid latitude and longitude")]
    if latitude == 0 and longitude == 0:
        return [problem("exif", "GPS position is 0,0: the receiver had no fix")]
    return position_claims(
        latitude, longitude, "exif", altitude_m=_altitude(gps), utc=_gps_time(gps)
    )


# -- value checks ---------------------------------------------------------------------------


def exif_datetime(written: str) -> datetime | None:
    """``YYYY:MM:DD HH:MM:SS`` (also with dashes), or None when blank, zero or impossible."""
    text = written.strip().replace("-", ":", 2)
    for pattern in ("%Y:%m:%d %H:%M:%S", "%Y:%m:%d %H:%M", "%Y:%m:%d"):
        try:
            when = datetime.strptime(text[:19], pattern)
        except ValueError:
            continue
        return when if when.year > 1800 else None
    return None


def _valid_offset(offset: str) -> bool:
    return len(offset) == 6 and offset[0] in "+-" and offset[3] == ":"


def _text(value: object) -> str:
    """An EXIF string as text; bytes are decoded leniently, other types are not text."""
    if isinstance(value, bytes):
        value = value.decode("utf-8", "replace")
    if not isinstance(value, str):
        return ""
    return clean(value.replace("\x00", " "))


def _number(value: object) -> float | None:
    try:
        number = float(value)  # IFDRational, int, float
    except (TypeError, ValueError, ZeroDivisionError):
        return None
    return number if math.isfinite(number) else None


def _degrees(value: object, reference: str, signs: str) -> float | None:
    """Degrees, minutes, seconds and a hemisphere letter as signed decimal degrees."""
    parts = value if isinstance(value, tuple) else (value,)
    numbers = [_number(p) for p in parts[:3]]
    if not numbers or any(n is None or n < 0 for n in numbers):
        return None
    degrees = sum(n / 60**i for i, n in enumerate(numbers))
    limit = 90 if signs == "SN" else 180
    if degrees > limit or (reference and reference[:1].upper() not in signs):
        return None
    return -degrees if reference[:1].upper() == signs[0] else degrees


def _altitude(gps: dict) -> float | None:
    altitude = _number(gps.get(_GPS.GPSAltitude))
    if altitude is None:
        return None
    below_sea = gps.get(_GPS.GPSAltitudeRef) in (1, b"\x01")
    return round(-altitude if below_sea else altitude, 1)


def _gps_time(gps: dict) -> str | None:
    """The GPS clock (always UTC) as ISO 8601: a check on the camera's own clock."""
    day = exif_datetime(_text(gps.get(_GPS.GPSDateStamp)))
    stamp = gps.get(_GPS.GPSTimeStamp)
    if day is None or not isinstance(stamp, tuple) or len(stamp) != 3:
        return None
    hours, minutes, seconds = (_number(n) for n in stamp)
    if None in (hours, minutes, seconds) or not (0 <= hours < 24 and 0 <= minutes < 60):
        return None
    if not 0 <= seconds < 61:
        return None
    when = day.replace(hour=int(hours), minute=int(minutes), second=int(seconds), tzinfo=UTC)
    return when.isoformat().replace("+00:00", "Z")
