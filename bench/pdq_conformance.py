"""PDQ conformance: bit distance of our hashes to Meta's reference hashes, per reference set.

    python bench/pdq_conformance.py

Uses the full-resolution decode path (the one the conformance claim is about) and,
for comparison, the working path ingest and check use.
"""

from __future__ import annotations

import csv
import statistics
from pathlib import Path

from provenance.media.decode import decode
from provenance.media.hashers import PDQ_HASHER, hamming

DATA = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "threatexchange"


def rows(reference: Path):
    with reference.open() as handle:
        for row in csv.DictReader(handle):
            relative = row.get("image") or row["FilePath"].replace("../../../../data/", "pdq/data/")
            path = DATA / relative
            if path.exists():
                yield path, bytes.fromhex(row.get("pdq_hash") or row["Hash"])


def main() -> None:
    header = ("reference", "n", "q>=80", "max", "mean", "working max", "mean")
    print("{:<46} {:>3} {:>5} {:>4} {:>5}  {:>11} {:>5}".format(*header))
    for reference in sorted((DATA / "pdq" / "expected-hashes").glob("*.csv")):
        full, working = [], []
        for path, expected in rows(reference):
            digest = PDQ_HASHER.compute(decode(path, side=None).image)
            if digest.quality < 80:
                continue
            full.append(hamming(digest.bits, expected))
            working.append(hamming(PDQ_HASHER.compute(decode(path).image).bits, expected))
        if full:
            print(
                f"{reference.name:<46} {len(list(rows(reference))):>3} {len(full):>5} "
                f"{max(full):>4} {statistics.mean(full):>5.1f}  {max(working):>11} "
                f"{statistics.mean(working):>5.1f}"
            )


if __name__ == "__main__":
    main()
