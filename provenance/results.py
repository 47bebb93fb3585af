"""What a check reports, as plain dataclasses: shared by the fast lookup path and the services.

Kept free of the ORM so that ``provenance check`` can build results without
importing it (see ``matching/lookup.py``).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field


@dataclass
class MatchInfo:
    """A match as reported: the registered asset, how it relates, where it was first seen."""

    asset: str
    relation: str
    score: float
    distances: dict[str, int]
    region: list[int] | None
    frame_time: float | None
    first_seen: dict | None
    file_says_conflicts: list[dict] = field(default_factory=list)  # its metadata vs the query's
    tier: str = "match"  # match (confident) | suggestion (a person should confirm)
    evidence: dict = field(default_factory=dict)
    video: dict | None = None  # where matched footage sits in time, and its edits

    def to_json(self) -> dict:
        return asdict(self)


@dataclass
class CheckResult:
    file: str
    sha256: str | None
    kind: str | None
    matches: list[MatchInfo] = field(default_factory=list)
    drift: list[dict] = field(default_factory=list)
    error: str | None = None
    file_says: list[dict] = field(default_factory=list)  # what the checked file says of itself
    suggestions: list[MatchInfo] = field(default_factory=list)

    def to_json(self) -> dict:
        result = {
            "file": self.file,
            "sha256": self.sha256,
            "kind": self.kind,
            "matches": [m.to_json() for m in self.matches],
            "suggestions": [m.to_json() for m in self.suggestions],
            "drift": self.drift,
            "file_says": self.file_says,
        }
        if self.error:
            result["error"] = self.error
        return result
