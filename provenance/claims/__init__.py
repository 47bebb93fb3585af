"""Claims: what a caption says, typed and normalised (place, date, event, count, person,
organisation, credit, hedge). ``extract_claims`` is the one entry point."""

from provenance.claims.extract import extract_claims, option_claim
from provenance.claims.model import FIELDS, Claim

__all__ = ["FIELDS", "Claim", "extract_claims", "option_claim"]
