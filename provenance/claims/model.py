"""The claim: one typed, normalised statement drawn from a caption, an option or a file."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

FIELDS = ("place", "date", "event", "count", "person", "organisation", "credit", "hedge")


@dataclass(frozen=True)
class Claim:
    """What a caption says, typed.

    ``value`` is normalised and always a string, so it stores and serialises as
    is: a canonical place name, an ISO date, month or year (or ``start/end`` for
    a span), a count (``640``, ``>600``, ``~640``, ``200-999``), an event type,
    a person's or organisation's canonical name, a credit, a hedge phrase.
    ``text`` is the words as written; ``detail`` carries what comparison needs
    (precision and bounds of a date, country and containment of a place, what
    is counted ...), so claims read back from the database compare like fresh ones.
    """

    field: str
    value: str
    text: str
    detail: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)
    span: tuple[int, int] | None = field(default=None, compare=False, hash=False)

    def to_json(self) -> dict[str, Any]:
        return {"field": self.field, "value": self.value, "text": self.text, "detail": self.detail}
