"""What a file says about itself: EXIF, IPTC, XMP and C2PA, as claims of the asset.

``read_metadata`` is a pure function of the file and its decoded ``Picture``,
so it runs inside ``analyse`` (and so in worker processes under ``--jobs``)
and its result travels as plain picklable values. Broken or hostile metadata
never stops a registration: it becomes a ``problem`` claim instead. The
field vocabulary is documented in ``file_claim``.
"""

from __future__ import annotations

import warnings
from pathlib import Path

from provenance.media.metadata.content_credentials import c2pa_claims
from provenance.media.metadata.exif import exif_claims
from provenance.media.metadata.file_claim import FileClaim, problem
from provenance.media.metadata.iptc import iptc_claims
from provenance.media.metadata.xmp import xmp_claims, xmp_packet

__all__ = ["FileClaim", "read_metadata"]


def read_metadata(path: Path, picture) -> list[FileClaim]:
    """Everything ``picture`` (decoded from ``path``) says about itself, in a stable order."""
    embedded = getattr(picture, "embedded", None)
    readers = (
        ("exif", lambda: exif_claims(picture.exif)),
        ("iptc", lambda: iptc_claims(embedded.iptc if embedded else None)),
        ("xmp", lambda: xmp_claims(xmp_packet(picture.info))),
        ("c2pa", lambda: c2pa_claims(path) if not embedded or embedded.c2pa_possible else []),
    )
    claims = [problem(origin, message) for origin, message in embedded.problems] if embedded else []
    for origin, read in readers:
        with warnings.catch_warnings(record=True) as warned:
            warnings.simplefilter("always")
            try:
                claims += read()
            except Exception as exc:  # the last defence: a picture is never lost to metadata
                claims.append(problem(origin, f"{origin.upper()} unreadable: {exc}"))
        # Pillow warns (on stderr) about damaged EXIF: keep that with the asset instead.
        for message in dict.fromkeys(str(w.message).strip() for w in warned):
            claims.append(problem(origin, f"{origin.upper()}: {message}"))
    return claims
