"""Time caption-drift comparison of two work trees in one process, turn about, pair by pair.

    .venv/bin/python bench/drift_speed.py OLD_TREE NEW_TREE [--repeats 5] SET.jsonl ...

Both trees' ``provenance`` are loaded into this process (the old one first, then set aside),
and every pair is compared by one tree and at once by the other, which goes first by turns;
so a machine that slows down or speeds up during the run weighs on both alike. After one
untimed pass (the gazetteers and regex caches warm), each repeat prints each tree's median
milliseconds a pair; the last lines give the medians over the repeats and the ratio new/old.
Only timings are printed, never a pair or a finding.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from datetime import date
from pathlib import Path


def _day(value: str | None) -> date | None:
    return date.fromisoformat(value) if value else None


class _Tree:
    """One tree's ``compare_captions`` and its ``provenance`` modules, set in
    ``sys.modules`` while it runs (a function imported lazily finds its own tree's)."""

    def __init__(self, path: str) -> None:
        self.path = str(Path(path).resolve())
        sys.path.insert(0, self.path)
        from provenance.claims.gazetteer import gazetteer
        from provenance.drift import compare_captions

        gazetteer()
        sys.path.remove(self.path)
        self.compare = compare_captions
        self.modules: dict = {}
        self._set_aside()

    def _set_aside(self) -> None:
        names = [n for n in sys.modules if n == "provenance" or n.startswith("provenance.")]
        self.modules.update((name, sys.modules.pop(name)) for name in names)

    def warm(self, pairs: list) -> None:
        """One untimed pass, with the tree on the path for what it imports lazily."""
        sys.path.insert(0, self.path)
        sys.modules.update(self.modules)
        for pair in pairs:
            self.compare(*pair)
        sys.path.remove(self.path)
        self._set_aside()

    def time(self, pair: tuple) -> float:
        sys.modules.update(self.modules)
        start = time.perf_counter()
        self.compare(*pair)
        return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("sets", nargs="+")
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    trees = {"old": _Tree(args.old), "new": _Tree(args.new)}
    pairs = [
        (p["a"], p["b"], _day(p.get("published_a")), _day(p.get("published_b")))
        for s in args.sets
        for p in map(json.loads, filter(str.strip, Path(s).read_text().splitlines()))
    ]
    for name, tree in trees.items():
        print(f"{name}: {tree.compare.__code__.co_filename}", flush=True)
        tree.warm(pairs)
    medians: dict[str, list[float]] = {"old": [], "new": []}
    for repeat in range(args.repeats):
        times: dict[str, list[float]] = {"old": [], "new": []}
        for i, pair in enumerate(pairs):
            for name in ("old", "new") if (i + repeat) % 2 == 0 else ("new", "old"):
                times[name].append(trees[name].time(pair))
        for name in medians:
            medians[name].append(statistics.median(times[name]) * 1000)
        print(
            f"repeat {repeat + 1}: old {medians['old'][-1]:.3f}, new {medians['new'][-1]:.3f} ms",
            flush=True,
        )
    old, new = statistics.median(medians["old"]), statistics.median(medians["new"])
    print(f"{len(pairs)} pairs, {args.repeats} repeats; ms a pair: old {old:.3f}, new {new:.3f}")
    print(f"new/old {new / old:.3f} ({(1 - new / old) * 100:.1f}% faster)")


if __name__ == "__main__":
    main()
