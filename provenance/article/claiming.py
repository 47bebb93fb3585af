"""The one place where mentions get their claims: place, date, count, event, hedge, credit ...

Claims are drawn by ``provenance.claims.extract_claims`` from everything the
article says about a picture (its caption and the sentences grouped with it),
with relative dates ("on Sunday") resolved against the publication date. What
the page's metadata says about the picture itself (schema.org contentLocation
and dateCreated) is added as the publisher's claims, marked ``"origin": "page"``.
"""

from __future__ import annotations

from datetime import date

from provenance.article.mentions import Mention
from provenance.claims import extract_claims, option_claim


def claims_of(mention: Mention, published: date | None) -> list[dict]:
    """The mention's claims as JSON-ready dicts (field, value, text, detail[, origin])."""
    claims = [claim.to_json() for claim in extract_claims(mention.text, published)]
    seen = {(c["field"], c["value"]) for c in claims}
    for field, value in (("place", mention.location), ("date", mention.date_created)):
        if not value:
            continue
        claim = option_claim(field, value, published).to_json()
        if (claim["field"], claim["value"]) not in seen:
            seen.add((claim["field"], claim["value"]))
            claims.append(claim | {"origin": "page"})
    return claims


def add_claims(mentions: list[Mention], published: date | None) -> list[Mention]:
    for mention in mentions:
        mention.claims = claims_of(mention, published)
    return mentions
