"""Credit lines: "Photo: Jane Doe/AFP", "(AP Photo/John Smith)", "Courtesy of ...".

Captions in pages end with who made or supplied the picture. The credit is kept
apart from the caption, as newsroom systems (IPTC) do, so the caption says what
is shown and the credit says whose it is.
"""

from __future__ import annotations

import re

from provenance.claims.attribution import AGENCY_LABELLED, PERSON

_LABEL = r"(?:photo(?:graph)?s?|pictures?|pics?|images?|video|footage|credit|copyright|©)"
_TRAILING_CREDITS = (
    # "... on Sunday. Photo: Jane Doe/AFP" or "... (Picture: Reuters)"
    re.compile(
        rf"[\s.,;\u2013\u2014-]*[(\[]?\s*{_LABEL}\s*(?:by|credit|:)\s*:?\s*(?P<credit>[^()\[\]]{{2,120}}?)"
        r"\s*[)\]]?\s*\.?\s*$",
        re.IGNORECASE,
    ),
    # "(AP Photo/John Smith)", "(Reuters)", "(AFP via Getty Images)"
    re.compile(
        r"\s*[(\[]\s*(?P<credit>(?:AP|AFP|Reuters|EPA|Getty|PA|Anadolu|Xinhua|UPI)\b[^()\[\]]{0,80})"
        r"[)\]]\s*\.?\s*$"
    ),
    # "... Courtesy of the family"
    re.compile(
        r"[\s.,;\u2013\u2014-]*(?P<credit>courtesy(?: of)? [^()\[\].]{2,80})\.?\s*$", re.IGNORECASE
    ),
    # "... REUTERS/Toby Melville", "... Jane Doe | AFP": the wire's own credit line
    re.compile(
        rf"\s*[.,;\u2013\u2014]?\s+(?P<credit>{AGENCY_LABELLED}\s*/\s*{PERSON}"
        rf"|{PERSON}\s*\|\s*{AGENCY_LABELLED}|{AGENCY_LABELLED}\s*\|\s*{PERSON})\.?\s*$"
    ),
    # "... Jane Doe/AFP via Getty Images"
    re.compile(
        r"\s*[.,;\u2013\u2014]\s*(?P<credit>(?:[A-Z][\w'\u2019-]*\s){0,3}[A-Z][\w'\u2019-]*"
        r"/(?:AFP|AP|Reuters|EPA|Getty Images)[^.()\[\]]{0,30})\.?\s*$"
    ),
)


def split_credit(caption: str) -> tuple[str, str | None]:
    """The caption without its trailing credit line, and the credit (None when it has none)."""
    for pattern in _TRAILING_CREDITS:
        found = pattern.search(caption)
        if found and found.start() > 0:
            rest = caption[: found.start()].rstrip(" ,;\u2013\u2014-")
            if rest and not rest.endswith((".", "!", "?")):
                rest += "."
            return rest, found.group("credit").strip()
    return caption, None
