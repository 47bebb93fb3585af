"""Index scale benchmark: the multi-index against a numpy brute-force scan, in the same run.

N random 256-bit hashes are indexed. Each lookup is what a check sends for one
picture: its eight dihedral PDQ hashes at radius 31, one of them a copy of a
stored hash with 0-40 bits flipped (so some lookups have a hit, some do not),
the other seven unrelated. Both methods answer every lookup; the results must
be identical (``exact``).

    .venv/bin/python bench/index_scale.py --n 1000000 --json

Keys: ``build_s`` (building the multi-index), ``index_p50_ms`` / ``brute_p50_ms``
(median lookup of 8 hashes), ``bytes_per_hash`` (index memory beyond the
hashes themselves), ``open_ms`` (memory-mapping the saved index, what a CLI
call pays). Two brute-force scans are timed: ``brute`` is the fastest numpy
scan we know (one XOR-popcount pass per 64-bit column, summed), ``brute_rows``
the straightforward one (``bitwise_count(codes ^ q).sum(axis=1)``, the
foundation's LinearIndex).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from provenance.matching import arrays
from provenance.matching.mih import MultiIndex

RADIUS = 31


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=1_000_000)
    parser.add_argument("--lookups", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    print(json.dumps(run(args.n, args.lookups, args.seed)) if args.json else table(args))


def run(n: int, lookups: int, seed: int) -> dict:
    rng = np.random.default_rng(seed)
    codes = rng.integers(0, 256, (n, 32), dtype=np.uint8)
    started = time.perf_counter()
    index = MultiIndex.build(codes)
    build_s = time.perf_counter() - started
    with tempfile.TemporaryDirectory() as scratch:
        path = Path(scratch) / "bench.index"
        arrays.save(path, {}, {"codes": codes, "offsets": index.offsets, "rows": index.rows})
        started = time.perf_counter()
        _, mapped = arrays.load(path)
        index = MultiIndex(mapped["codes"], mapped["offsets"], mapped["rows"])
        open_ms = 1000 * (time.perf_counter() - started)
        return measure(index, codes, lookups, rng, build_s, open_ms)


def measure(index, codes, lookups, rng, build_s, open_ms) -> dict:
    columns = [np.ascontiguousarray(codes.view(np.uint64)[:, i]) for i in range(4)]
    words = codes.view(np.uint64)
    batches = [dihedral_like(codes, rng) for _ in range(lookups)]
    timings = {"index": [], "brute": [], "brute_rows": []}
    exact = True
    hits = 0
    for batch in batches:  # interleaved, so the methods see the same machine load and caches
        started = time.perf_counter()
        found = index.search(batch, RADIUS)
        timings["index"].append(time.perf_counter() - started)
        started = time.perf_counter()
        expected = brute_columns(columns, batch)
        timings["brute"].append(time.perf_counter() - started)
        started = time.perf_counter()
        brute_rows(words, batch)
        timings["brute_rows"].append(time.perf_counter() - started)
        exact &= set(zip(found.query.tolist(), found.row.tolist(), strict=True)) == expected
        hits += len(expected)
    p50 = {name: 1000 * float(np.median(values)) for name, values in timings.items()}
    return {
        "n": len(codes),
        "build_s": round(build_s, 3),
        "index_p50_ms": round(p50["index"], 3),
        "brute_p50_ms": round(p50["brute"], 3),
        "brute_rows_p50_ms": round(p50["brute_rows"], 3),
        "speedup": round(p50["brute"] / p50["index"], 1),
        "speedup_rows": round(p50["brute_rows"] / p50["index"], 1),
        "bytes_per_hash": round(index.overhead_bytes / len(codes), 1),
        "open_ms": round(open_ms, 3),
        "hashes_per_lookup": 8,
        "lookups": len(batches),
        "hits": hits,
        "exact": bool(exact),
    }


def dihedral_like(codes: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Eight query hashes: a stored hash with 0-40 bits flipped, and seven unrelated ones."""
    near = np.unpackbits(codes[rng.integers(0, len(codes))])
    near[rng.choice(256, int(rng.integers(0, 41)), replace=False)] ^= 1
    others = rng.integers(0, 256, (7, 32), dtype=np.uint8)
    return np.vstack([np.packbits(near), others])


def brute_columns(columns: list[np.ndarray], batch: np.ndarray) -> set[tuple[int, int]]:
    found = set()
    for q, query in enumerate(batch.view(np.uint64)):
        distance = np.bitwise_count(columns[0] ^ query[0]).astype(np.int32)
        for column, word in zip(columns[1:], query[1:], strict=True):
            distance += np.bitwise_count(column ^ word)
        found.update((q, int(row)) for row in np.flatnonzero(distance <= RADIUS))
    return found


def brute_rows(words: np.ndarray, batch: np.ndarray) -> None:
    for query in batch.view(np.uint64):
        np.flatnonzero(np.bitwise_count(words ^ query).sum(axis=1) <= RADIUS)


def table(args) -> str:
    result = run(args.n, args.lookups, args.seed)
    return "\n".join(f"{key:>18}  {value}" for key, value in result.items())


if __name__ == "__main__":
    main()
