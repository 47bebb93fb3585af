"""Scoring the reader against annotated articles (the ``*.gold.json`` format of the eval set).

A gold item is found when a mention contains a sentence with one of its anchor
phrases (case-insensitive substring); a sentence listed under ``either`` may
stand for any of its items. Items and mentions are paired one to one (anchors
first, then ``either`` sentences), so a mention that only repeats an item already
found counts against precision. Grouping errors (an item's anchor sentence put in
another item's mention) and claims are counted over the pairs; claims of items
not found count as missed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any


@dataclass
class Score:
    gold: int = 0
    found: int = 0
    matched: int = 0
    kind_right: int = 0
    claims: int = 0
    claims_found: int = 0
    misgrouped: int = 0
    non_media_taken: int = 0
    unannotated_taken: int = 0
    missed: list[str] = field(default_factory=list)
    extra: list[str] = field(default_factory=list)
    claims_missed: list[str] = field(default_factory=list)

    def __add__(self, other: Score) -> Score:
        total = Score()
        for name in total.__dataclass_fields__:
            setattr(total, name, getattr(self, name) + getattr(other, name))
        return total

    @property
    def precision(self) -> float:
        return self.matched / self.found if self.found else 1.0

    @property
    def recall(self) -> float:
        return self.matched / self.gold if self.gold else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    @property
    def kind_accuracy(self) -> float:
        return self.kind_right / self.matched if self.matched else 1.0

    @property
    def claim_recall(self) -> float:
        return self.claims_found / self.claims if self.claims else 1.0


@dataclass(frozen=True)
class Gold:
    path: Path
    article: Path
    published: date | None
    data: dict[str, Any]


def load_gold(path: Path) -> Gold:
    data = json.loads(path.read_text(encoding="utf-8"))
    published = date.fromisoformat(data["published"]) if data.get("published") else None
    return Gold(path, path.parent / data["article"], published, data)


def _contains(sentence: str, anchor: str) -> bool:
    return anchor.lower() in sentence.lower()


def _match(edges: dict[int, list[str]]) -> dict[str, int]:
    """A maximum one-to-one pairing of mentions with items (augmenting paths)."""
    owner: dict[str, int] = {}

    def place(mention: int, seen: set[str]) -> bool:
        for item in edges.get(mention, []):
            if item in seen:
                continue
            seen.add(item)
            if item not in owner or place(owner[item], seen):
                owner[item] = mention
                return True
        return False

    for mention in edges:
        place(mention, set())
    return owner


def score(gold: dict[str, Any], mentions: list[dict[str, Any]]) -> Score:
    """Score found mentions (dicts with kind, sentences, claims) against one gold annotation."""
    items = {item["id"]: item for item in gold["items"]}
    result = Score(gold=len(items), found=len(mentions))
    strong: dict[int, list[str]] = {}
    weak: dict[int, list[str]] = {}
    for n, mention in enumerate(mentions):
        for sentence in mention["sentences"]:
            for item in items.values():
                if any(_contains(sentence, a) for a in item["anchors"]):
                    strong.setdefault(n, []).append(item["id"])
            for either in gold.get("either", []):
                if _contains(sentence, either["anchor"]):
                    weak.setdefault(n, []).extend(either["items"])
            if any(_contains(sentence, a) for a in gold.get("not_media", [])):
                result.non_media_taken += 1
            elif not any(
                _contains(sentence, a) for i in items.values() for a in i["anchors"]
            ) and not any(_contains(sentence, e["anchor"]) for e in gold.get("either", [])):
                result.unannotated_taken += 1
    owner = _match({n: list(dict.fromkeys(strong.get(n, []))) for n in range(len(mentions))})
    unmatched = [n for n in range(len(mentions)) if n not in owner.values()]
    free = {
        i: m
        for i, m in _match(
            {n: [i for i in weak.get(n, []) if i not in owner] for n in unmatched}
        ).items()
    }
    owner.update(free)
    result.matched = len(owner)
    for item_id, n in owner.items():
        mention, item = mentions[n], items[item_id]
        result.kind_right += mention["kind"] == item["kind"]
        result.misgrouped += sum(1 for other in strong.get(n, []) if other != item_id)
    for item_id, item in items.items():
        if item_id not in owner:
            result.missed.append(f"{item_id} ({item['kind']}): {item['anchors'][0]}")
        found_claims = mentions[owner[item_id]].get("claims", []) if item_id in owner else []
        for field_name, values in item.get("claims", {}).items():
            for value in values:
                result.claims += 1
                if any(claim_matches(field_name, value, c) for c in found_claims):
                    result.claims_found += 1
                else:
                    result.claims_missed.append(f"{item_id} {field_name}={value}")
    for n, mention in enumerate(mentions):
        if n not in owner.values():
            first = mention["sentences"][0][:70] if mention["sentences"] else "(no text)"
            result.extra.append(f"{mention['kind']}: {first}")
    return result


def claim_matches(field_name: str, expected: Any, claim: dict[str, Any]) -> bool:
    """A found claim agrees with a gold one: same field, and the same value once normalised."""
    if claim.get("field") != field_name:
        return False
    found = [str(claim.get(k)) for k in ("value", "text") if claim.get(k) is not None]
    detail = claim.get("detail") or {}
    found += [str(v) for v in detail.values() if isinstance(v, str | int | float)]
    wanted = str(expected).strip().lower()
    for candidate in (f.strip().lower() for f in found):
        if candidate == wanted or _same_number(candidate, wanted):
            return True
        if (
            len(wanted) >= 3
            and len(candidate) >= 3
            and (wanted in candidate or candidate in wanted)
        ):
            return True
    return False


def _same_number(a: str, b: str) -> bool:
    try:
        return float(a.replace(",", "")) == float(b.replace(",", ""))
    except ValueError:
        return False
