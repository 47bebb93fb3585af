"""Run the extractors over a caption, most specific first, each skipping what is taken."""

from __future__ import annotations

from datetime import date, datetime

from provenance.claims.actors import extract_organisations, extract_persons
from provenance.claims.attribution import credit_from_option, extract_credits, extract_hedges
from provenance.claims.counts import extract_counts
from provenance.claims.dates import extract_dates
from provenance.claims.events import event_from_option, extract_events, extract_named_events
from provenance.claims.model import Claim
from provenance.claims.places import extract_places
from provenance.claims.text import Spans


def extract_claims(text: str, published: date | datetime | None = None) -> list[Claim]:
    """Every claim a caption (or a passage of an article) makes, in the order written.

    ``published`` anchors relative dates: 'on Sunday' in a caption published on
    Monday 16 August 2021 is 2021-08-15. Without it they stay unresolved.
    """
    if isinstance(published, datetime):
        published = published.date()
    if not text or not text.strip():
        return []
    spans = Spans()
    claims = [
        *extract_credits(text, spans),
        *extract_named_events(text, spans),
        *extract_dates(text, spans, published),
        *extract_organisations(text, spans),
        *extract_persons(text, spans),
        *extract_hedges(text, spans),
        *extract_events(text, spans),
        *extract_places(text, spans),
        *extract_counts(text, spans),
    ]
    return _unique(sorted(claims, key=lambda c: c.span or (0, 0)))


def _unique(claims: list[Claim]) -> list[Claim]:
    seen: set[tuple] = set()
    kept = []
    for claim in claims:
        key = (claim.field, claim.value, claim.detail.get("what"), claim.detail.get("name"))
        if key not in seen:
            seen.add(key)
            kept.append(claim)
    return kept


def option_claim(field: str, value: str, published: date | None = None) -> Claim:
    """A claim given by hand (``--place Kabul``, ``--date 2021-08-15``), normalised as in captions.

    What the extractor cannot read is kept as written, so nothing given is lost.
    """
    if field == "credit":
        return credit_from_option(value)
    if field == "event":
        return event_from_option(value)
    spans = Spans()
    if field == "date":
        found = extract_dates(value, spans, published)
    elif field == "place":
        found = [c for c in extract_claims(f"in {value}", published) if c.field == "place"]
    else:
        found = [c for c in extract_claims(value, published) if c.field == field]
    if found:
        claim = found[0]
        return Claim(field, claim.value, value, claim.detail)
    return Claim(field, value.strip(), value, {"unparsed": True})
