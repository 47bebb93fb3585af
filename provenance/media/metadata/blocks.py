"""The metadata blocks that only the open image can give: taken while decoding, read later.

Decoding opens the file once; whatever metadata Pillow does not leave in
``image.info`` or ``getexif()`` is captured here before the file is closed,
so extraction never has to read the file a second time (C2PA aside: its
validation hashes the whole file by design).
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass

from PIL import Image

from provenance.media.metadata.iptc import IptcBlock, read_iptc

SKIPPED_METADATA = "provenance:skipped"
"""``image.info`` key where decoding notes metadata Pillow refused to expand."""


@dataclass(frozen=True)
class Embedded:
    iptc: IptcBlock | None = None
    c2pa_possible: bool = True  # False only when the container is known to hold no manifest
    problems: tuple[tuple[str, str], ...] = ()  # (origin, what could not be read)


def embedded_blocks(image: Image.Image) -> Embedded:
    """Capture IPTC and whether a C2PA manifest may be present; never raises.

    Also parses EXIF first, so that a broken EXIF block becomes a noted
    problem here instead of an exception in ``getexif()`` or
    ``exif_transpose`` later: after a failed parse Pillow caches an empty
    ``Exif`` and every later ``getexif()`` returns it.
    """
    problems = []
    if image.info.get(SKIPPED_METADATA):
        problems.append(("xmp", image.info[SKIPPED_METADATA]))
    with warnings.catch_warnings(record=True) as warned:
        warnings.simplefilter("always")
        try:
            image.getexif()
        except Exception as exc:  # hostile metadata must never stop a registration
            problems.append(("exif", f"EXIF block unreadable: {exc}"))
    for message in dict.fromkeys(str(w.message).strip() for w in warned):
        problems.append(("exif", f"EXIF: {message}"))
    return Embedded(
        iptc=read_iptc(image), c2pa_possible=_may_hold_c2pa(image), problems=tuple(problems)
    )


def _may_hold_c2pa(image: Image.Image) -> bool:
    """A JPEG carries C2PA in APP11 (JUMBF) segments: without one there is nothing to read.

    Other containers are left to the C2PA reader, which finds out in under a
    millisecond; for JPEG, by far the most common case, this saves that call.
    """
    applist = getattr(image, "applist", None)
    if image.format != "JPEG" or applist is None:
        return True
    return any(marker == "APP11" for marker, _ in applist)
