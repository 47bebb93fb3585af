"""Caption drift against a labelled set of caption pairs, with a text-similarity baseline.

    .venv/bin/python bench/drift.py [../shared/eval/caption_pairs.jsonl]

Each line: {"id", "a", "b", "published_a", "published_b", "drift": bool, "fields": [...]}.
Prints precision, recall, F1 and accuracy of drift yes/no; recall (and precision) of the
changed fields named; the same yes/no figures for rapidfuzz's token ratio at its best
threshold (chosen on this very set, so the baseline is flattered, not us), and
all-MiniLM-L6-v2's cosine likewise when the [embeddings] extra is installed; and the pairs
we get wrong, so a reader can judge them.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from datetime import date
from pathlib import Path

from rapidfuzz import fuzz

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from provenance.claims.gazetteer import gazetteer  # noqa: E402
from provenance.drift import compare_captions  # noqa: E402
from provenance.semantic import available as semantic_available  # noqa: E402
from provenance.semantic import similarities as cosine_similarities  # noqa: E402

DEFAULT = ROOT.parent / "shared" / "eval" / "caption_pairs.jsonl"


def day(value: str | None) -> date | None:
    return date.fromisoformat(value) if value else None


def yes_no(truth: list[bool], guess: list[bool]) -> dict[str, float]:
    tp = sum(t and g for t, g in zip(truth, guess, strict=True))
    fp = sum(g and not t for t, g in zip(truth, guess, strict=True))
    fn = sum(t and not g for t, g in zip(truth, guess, strict=True))
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    accuracy = sum(t == g for t, g in zip(truth, guess, strict=True)) / len(truth)
    return {"precision": precision, "recall": recall, "f1": f1, "accuracy": accuracy}


def main(path: Path) -> None:
    pairs = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
    gazetteer()  # load once before timing
    truth = [bool(p["drift"]) for p in pairs]
    guesses, named, expected, found_right, found_all, wrong, times = [], 0, 0, 0, 0, [], []
    for pair in pairs:
        started = time.perf_counter()
        result = compare_captions(
            pair["a"], pair["b"], day(pair.get("published_a")), day(pair.get("published_b"))
        )
        times.append(time.perf_counter() - started)
        guesses.append(result.drift)
        gold = set(pair.get("fields") or [])
        mine = set(result.fields)
        expected += len(gold)
        named += len(gold & mine)
        found_all += len(mine)
        found_right += len(mine & gold)
        if result.drift != pair["drift"] or gold != mine:
            wrong.append(
                (
                    pair["id"],
                    sorted(gold),
                    sorted(mine),
                    [f"{f.field}: {f.before} -> {f.after}" for f in result.findings],
                )
            )
    ours = yes_no(truth, guesses)

    baselines = []
    for scorer in (fuzz.token_set_ratio, fuzz.token_sort_ratio):
        similarities = [scorer(p["a"], p["b"]) for p in pairs]
        threshold, scores = max(
            ((t, yes_no(truth, [s < t for s in similarities])) for t in range(0, 101)),
            key=lambda item: (item[1]["accuracy"], item[1]["f1"]),
        )
        baselines.append((f"rapidfuzz {scorer.__name__} < {threshold} (best threshold)", scores))

    if semantic_available():
        cosines = cosine_similarities([(p["a"], p["b"]) for p in pairs])
        threshold, scores = max(
            ((t / 100, yes_no(truth, [c < t / 100 for c in cosines])) for t in range(-100, 101)),
            key=lambda item: (item[1]["accuracy"], item[1]["f1"]),
        )
        baselines.append((f"all-MiniLM-L6-v2 cosine < {threshold:.2f} (best threshold)", scores))
    else:
        print("(the [embeddings] extra is not installed: no sentence-embedding baseline)")

    print(
        f"caption pairs: {len(pairs)} ({sum(truth)} drift, {len(pairs) - sum(truth)} same) "
        f"from {path}"
    )
    print()
    print("| method | precision | recall | F1 | accuracy |")
    print("| --- | --- | --- | --- | --- |")
    for name, m in (("provenance drift (claims)", ours), *baselines):
        print(
            f"| {name} | {m['precision']:.3f} | {m['recall']:.3f} | {m['f1']:.3f} "
            f"| {m['accuracy']:.3f} |"
        )
    print()
    print(f"changed fields named (recall): {named}/{expected} = {named / max(1, expected):.3f}")
    print(
        f"fields named that are right (precision): {found_right}/{found_all} = "
        f"{found_right / max(1, found_all):.3f}"
    )
    print(
        f"median time per pair: {statistics.median(times) * 1000:.2f} ms "
        f"(gazetteer loaded beforehand)"
    )
    if wrong:
        print()
        print("pairs not matched exactly (id, gold fields, our fields, findings):")
        for row in wrong:
            print(f"  {row[0]}  gold {row[1]}  ours {row[2]}  {row[3]}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT)
