"""IPTC-IIM: the newsroom photo fields agencies have written into pictures since the 1990s.

Pillow's ``IptcImagePlugin`` finds and parses the block (JPEG Photoshop
resource 0x0404, TIFF tag 33723) while the image is open during decoding;
this module only interprets the parsed datasets, so the file is read once.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PIL import Image, IptcImagePlugin

from provenance.media.metadata.file_claim import FileClaim, claim, problem

# (record, dataset) -> our field, for the datasets the IPTC Photo Metadata Standard names.
_TEXT_FIELDS = {
    (2, 120): "caption",  # Caption/Abstract
    (2, 110): "credit",  # Credit Line
    (2, 80): "byline",  # By-line (creator), repeatable
    (2, 90): "city",  # City
    (2, 101): "country",  # Country/Primary Location Name
    (2, 116): "copyright",  # Copyright Notice
}
_DATE_CREATED, _TIME_CREATED, _COUNTRY_CODE, _CHARSET = (2, 55), (2, 60), (2, 100), (1, 90)
_UTF8 = b"\x1b%G"


@dataclass(frozen=True)
class IptcBlock:
    """The datasets of an IPTC-IIM block, each a list of raw values (picklable)."""

    records: dict[tuple[int, int], list[bytes]] = field(default_factory=dict)
    problem: str | None = None


def read_iptc(image: Image.Image) -> IptcBlock | None:
    """The IPTC block of an open image, None when it has none; never raises."""
    try:
        found = IptcImagePlugin.getiptcinfo(image)
    except Exception as exc:  # hostile metadata must never stop a registration
        return IptcBlock(problem=f"IPTC block unreadable: {exc}")
    if not found:
        return None
    records = {
        key: [v for v in (values if isinstance(values, list) else [values]) if v]
        for key, values in found.items()
        if isinstance(key, tuple)
    }
    return IptcBlock(records)


def iptc_claims(block: IptcBlock | None) -> list[FileClaim]:
    if block is None:
        return []
    claims = [problem("iptc", block.problem)] if block.problem else []
    charset = b"".join(block.records.get(_CHARSET, []))
    for key, field_name in _TEXT_FIELDS.items():
        for raw in block.records.get(key, []):
            text = _decode(raw, charset)
            if not text.strip():
                continue
            extra = {"dataset": f"{key[0]}:{key[1]}"}
            if field_name == "country" and block.records.get(_COUNTRY_CODE):
                extra["country_code"] = _decode(block.records[_COUNTRY_CODE][0], charset)
            claims.append(claim(field_name, text, "iptc", **extra))
    created = _created(block.records, charset)
    if created:
        claims.append(created)
    return claims


def _decode(raw: bytes, charset: bytes) -> str:
    """IIM text is UTF-8 when the envelope says so, and in practice often even when it does not."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        if charset == _UTF8:
            return raw.decode("utf-8", "replace")
        return raw.decode("cp1252", "replace")


def _created(records: dict[tuple[int, int], list[bytes]], charset: bytes) -> FileClaim | None:
    """Date Created (CCYYMMDD) and Time Created (HHMMSS±HHMM) as one ISO 8601 value."""
    dates = records.get(_DATE_CREATED)
    if not dates:
        return None
    day = _decode(dates[0], charset).strip()
    if len(day) != 8 or not day.isdigit() or day == "00000000":
        return problem("iptc", f"Date Created is not CCYYMMDD: {day[:40]!r}")
    value = f"{day[:4]}-{day[4:6]}-{day[6:]}"
    precision = "day"
    times = records.get(_TIME_CREATED)
    if times:
        clock = _decode(times[0], charset).strip()
        if len(clock) >= 6 and clock[:6].isdigit():
            value += f"T{clock[:2]}:{clock[2:4]}:{clock[4:6]}"
            precision = "second"
            zone = clock[6:]
            if len(zone) == 5 and zone[0] in "+-" and zone[1:].isdigit():
                value += f"{zone[:3]}:{zone[3:]}"
    return claim("created", value, "iptc", precision=precision)
