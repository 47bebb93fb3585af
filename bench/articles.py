"""Score the article reader against annotated articles and print a table.

    .venv/bin/python bench/articles.py                      # ../shared/eval/articles
    .venv/bin/python bench/articles.py tests/fixtures/articles ../shared/eval/articles -v

Each argument is a ``*.gold.json`` file or a folder of them. The targets (issue
#4): mention F1 >= 0.9, kind accuracy >= 0.9, claim recall >= 0.9 and no
non-media sentence taken as a mention.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from provenance.article import find_article_mentions, read_article
from provenance.article.gold import Score, load_gold, score

ROOT = Path(__file__).resolve().parent.parent
DEFAULT = ROOT.parent / "shared" / "eval" / "articles"


def gold_files(paths: list[Path]) -> list[Path]:
    files = []
    for path in paths:
        files.extend(sorted(path.glob("*.gold.json")) if path.is_dir() else [path])
    return files


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", type=Path, default=[DEFAULT])
    parser.add_argument("-v", "--verbose", action="store_true", help="list misses and extras")
    args = parser.parse_args()
    files = gold_files(args.paths)
    if not files:
        print(f"no *.gold.json under {', '.join(map(str, args.paths))}", file=sys.stderr)
        return 2
    header = (
        f"{'article':<24} {'gold':>4} {'found':>5} {'P':>5} {'R':>5} {'F1':>5} "
        f"{'kind':>5} {'claims':>10} {'misgrp':>6} {'nonmedia':>8} {'unannot':>7} {'ms':>6}"
    )
    print(header)
    print("-" * len(header))
    total = Score()
    for path in files:
        gold = load_gold(path)
        started = time.perf_counter()
        mentions = find_article_mentions(read_article(gold.article), gold.published)
        elapsed = (time.perf_counter() - started) * 1000
        result = score(gold.data, [m.to_json() for m in mentions])
        total = total + result
        print(row(gold.article.name, result, f"{elapsed:6.0f}"))
        if args.verbose:
            for line in result.missed:
                print(f"    missed  {line}")
            for line in result.extra:
                print(f"    extra   {line}")
            for line in result.claims_missed:
                print(f"    claim   {line}")
    print("-" * len(header))
    print(row(f"all ({len(files)} articles)", total, ""))
    return 0


def row(name: str, s: Score, ms: str) -> str:
    claims = f"{s.claim_recall:.2f} {s.claims_found}/{s.claims}"
    return (
        f"{name[:24]:<24} {s.gold:>4} {s.found:>5} {s.precision:5.2f} {s.recall:5.2f} "
        f"{s.f1:5.2f} {s.kind_accuracy:5.2f} {claims:>10} {s.misgrouped:>6} "
        f"{s.non_media_taken:>8} {s.unannotated_taken:>7} {ms:>6}"
    )


if __name__ == "__main__":
    sys.exit(main())
