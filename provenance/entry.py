"""The ``provenance`` command: ``check --json`` on an SQLite registry takes a short road.

Loading the whole CLI (its framework, the ORM, every command's modules) takes
longer than a one-picture check may take in total. So a plain
``provenance check FILE... --json [--db PATH] [--jobs N] [--fail-on-match]``
is recognised here and answered by ``matching.lookup.quick_check`` with the
same JSON lines, messages and exit codes as the full command; anything else
(other options, human output, PostgreSQL, a registry that needs migrating)
goes to ``provenance.cli`` as usual.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path


def main() -> None:
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # no command needs threaded BLAS
    request = fast_check_request(sys.argv[1:])
    if request is not None:
        code = run_fast_check(*request)
        if code is not None:
            sys.exit(code)
    from provenance.cli import main as full_cli

    full_cli()


def fast_check_request(argv: list[str]) -> tuple[list[Path], str | None, int, bool] | None:
    """(paths, db, jobs, fail_on_match) for a plain ``check --json``, else None."""
    if not argv or argv[0] != "check":
        return None
    paths, db, jobs, as_json, fail_on_match = [], os.environ.get("PROVENANCE_DB"), 1, False, False
    words = iter(argv[1:])
    for word in words:
        name, _, inline = word.partition("=")
        if word == "--json":
            as_json = True
        elif word == "--fail-on-match":
            fail_on_match = True
        elif word == "--fail-on-drift":
            continue  # drift needs --caption, which takes the full road
        elif name in ("--db", "--jobs", "-j"):
            value = inline if inline else next(words, None)
            if value is None:
                return None
            if name == "--db":
                db = value
            elif value.isdigit() and int(value) >= 1:
                jobs = int(value)
            else:
                return None
        elif word.startswith("-"):
            return None
        else:
            paths.append(Path(word))
    return (paths, db, jobs, fail_on_match) if as_json and paths else None


def run_fast_check(paths: list[Path], db: str | None, jobs: int, fail_on_match: bool) -> int | None:
    """Print the check's JSON lines; the exit code, or None if the full command must answer."""
    from provenance.errors import BadInput
    from provenance.matching.lookup import quick_check

    try:
        results = quick_check(db, paths, jobs)
        if results is None:
            return None
        bad = matched = False
        for result in results:
            if result.error:
                bad = True
                print(f"error: {result.error}", file=sys.stderr)
            matched = matched or bool(result.matches)
            print(json.dumps(result.to_json(), ensure_ascii=False, default=str), flush=True)
    except BadInput as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 2 if bad else 1 if (fail_on_match and matched) else 0
