"""``drift compare --pairs FILE.jsonl``: many caption pairs, one result a line, in order.

Each input line is an object with ``a``, ``b`` and optionally ``id``,
``published_a``, ``published_b`` (YYYY-MM-DD). A line that cannot be read gives
a result with ``error`` in its place (so output line N still answers input
line N) and a BadInput for the caller to report; the rest go on.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

from provenance.drift import compare_captions
from provenance.errors import BadInput, reading
from provenance.manifest import parse_date


def compare_pair(obj: object, where: str, semantic: bool = False) -> dict:
    """The drift of one pair object; BadInput if it is not one."""
    if not isinstance(obj, dict):
        raise BadInput(f"{where}: a pair is a JSON object with 'a' and 'b'")
    a, b = obj.get("a"), obj.get("b")
    if not isinstance(a, str) or not isinstance(b, str):
        raise BadInput(f"{where}: 'a' and 'b' must both be captions (strings)")
    result = compare_captions(
        a,
        b,
        parse_date(obj.get("published_a"), f"{where}: published_a"),
        parse_date(obj.get("published_b"), f"{where}: published_b"),
        semantic,
    )
    return {"id": obj.get("id"), **result.to_json()}


def compare_pairs(path: Path, semantic: bool = False) -> Iterator[tuple[dict, BadInput | None]]:
    """Each non-blank line's result, in order, with the problem if the line was bad."""
    try:
        with reading(path, folder="is a folder, not a JSON Lines file"):
            lines = path.read_text(encoding="utf-8").splitlines()
    except UnicodeDecodeError:
        raise BadInput(f"{path}: not a UTF-8 text file") from None
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        where = f"{path}:{number}"
        obj = None
        try:
            obj = json.loads(line)
            yield compare_pair(obj, where, semantic), None
        except json.JSONDecodeError as exc:
            problem = BadInput(f"{where}: not JSON ({exc.msg})")
            yield {"id": None, "error": str(problem)}, problem
        except BadInput as problem:
            pair_id = obj.get("id") if isinstance(obj, dict) else None
            yield {"id": pair_id, "error": str(problem)}, problem
