"""Every ``provenance drift compare`` example in the README and docs prints what they show.

The drift rules change often; an example whose output has drifted from the
tool's is a false promise to the reader, so each one is run as written.
"""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest
from typer.testing import CliRunner

from provenance.cli import app

ROOT = Path(__file__).resolve().parent.parent
PROMPT = "$ provenance drift compare"


def examples(path: Path) -> list[tuple[str, list[str], list[str]]]:
    """(where, argv, expected lines) for each example: a ``$`` command, its ``\\``
    continuation lines, then the output up to the next command or the fence."""
    lines = path.read_text(encoding="utf-8").split("\n")
    found, i = [], 0
    while i < len(lines):
        if not lines[i].startswith(PROMPT):
            i += 1
            continue
        where = f"{path.relative_to(ROOT)}:{i + 1}"
        command = [lines[i]]
        while command[-1].endswith("\\"):
            i += 1
            command.append(lines[i])
        i += 1
        output = []
        while i < len(lines) and not lines[i].startswith(("$ ", "```")):
            output.append(lines[i])
            i += 1
        while output and not output[-1]:
            output.pop()
        argv = shlex.split(" ".join(part.rstrip("\\") for part in command)[2:])
        found.append((where, argv[1:], output))
    return found


DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
EXAMPLES = [example for document in DOCUMENTS for example in examples(document)]


def test_the_docs_show_drift_examples():
    assert len(EXAMPLES) >= 20


@pytest.mark.parametrize(("where", "argv", "expected"), EXAMPLES, ids=[e[0] for e in EXAMPLES])
def test_example_prints_what_the_docs_show(where, argv, expected, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # a stray registry would land here, not in the checkout
    result = CliRunner().invoke(app, argv)
    assert result.stdout.rstrip("\n").split("\n") == expected, where
