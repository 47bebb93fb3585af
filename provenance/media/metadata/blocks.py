"""The metadata blocks that only the open image can give: taken while decoding, read later.

Decoding opens the file once; whatever metadata Pillow does not leave in
``image.info`` or ``getexif()`` is captured here before the file is closed,
so extraction never has to read the file a second time (C2PA aside: its
validation hashes the whole file by design).
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image

from provenance.media.metadata.iptc import IptcBlock, read_iptc


@dataclass(frozen=True)
class Embedded:
    iptc: IptcBlock | None = None
    c2pa_possible: bool = True  # False only when the container is known to hold no manifest


def embedded_blocks(image: Image.Image) -> Embedded:
    """Capture IPTC and whether a C2PA manifest may be present; never raises."""
    return Embedded(iptc=read_iptc(image), c2pa_possible=_may_hold_c2pa(image))


def _may_hold_c2pa(image: Image.Image) -> bool:
    """A JPEG carries C2PA in APP11 (JUMBF) segments: without one there is nothing to read.

    Other containers are left to the C2PA reader, which finds out in under a
    millisecond; for JPEG, by far the most common case, this saves that call.
    """
    applist = getattr(image, "applist", None)
    if image.format != "JPEG" or applist is None:
        return True
    return any(marker == "APP11" for marker, _ in applist)
