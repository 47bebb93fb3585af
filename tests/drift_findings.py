"""How the drift tests read a comparison: each changed field with its before and after."""

from __future__ import annotations

from datetime import date

from provenance.claims.extract import extract_claims
from provenance.drift import compare_captions


def changed(a: str, b: str, published_a: str | None = None, published_b: str | None = None):
    """{field: (before, after)} of the findings from caption ``a`` to caption ``b``."""
    result = compare_captions(
        a,
        b,
        date.fromisoformat(published_a) if published_a else None,
        date.fromisoformat(published_b) if published_b else None,
    )
    return {f.field: (f.before, f.after) for f in result.findings}


def events(text: str) -> set[str]:
    """The kinds of event a caption tells."""
    return {c.value for c in extract_claims(text) if c.field == "event"}
