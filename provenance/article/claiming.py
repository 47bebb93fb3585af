"""The one place where mentions get their claims: place, date, count, event, hedge, credit ...

Claims are drawn by ``provenance.claims.extract_claims`` from everything the
article says about a picture (its caption and the sentences grouped with it),
with relative dates ("on Sunday") resolved against the publication date.
"""

from __future__ import annotations

from datetime import date

from provenance.article.mentions import Mention


def claims_for(text: str, published: date | None) -> list[dict]:
    """Claims of a passage as JSON-ready dicts (field, value, text, detail)."""
    return []  # provenance.claims has not landed on main yet: see issue #4 item 3


def add_claims(mentions: list[Mention], published: date | None) -> list[Mention]:
    for mention in mentions:
        mention.claims = claims_for(mention.text, published)
    return mentions
