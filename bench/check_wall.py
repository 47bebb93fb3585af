"""Whole-command wall time of `provenance check` on one picture against a registry of N hashes.

Builds (once, in --workdir) an SQLite registry with N synthetic pictures, each
with random PDQ, pHash and dHash rows (3N fingerprint rows), plus a few real
photos registered the normal way (with local features). The first lookup
builds the index sidecar (``<db>.index``); then the installed console script
is run as a fresh process, again and again, on:

* a photo that is registered (its exact copy),
* an edited copy of a registered photo (30% cropped, found by local features),
* a photo that is not registered (every stage runs and finds nothing).

It prints the median and spread of the wall time of each, as a user would
see it (process start, imports, index open, decode, lookup, JSON out), and
the median CPU time (user + system) of the process: on a machine busy with
other work, the wall time also counts waiting for a core.

    .venv/bin/python bench/check_wall.py --n 1000000 --workdir /tmp/wall
    hyperfine -w 2 '.venv/bin/provenance check PHOTO --db /tmp/wall/registry.db --json'

(the second line, where hyperfine is installed, measures the same thing).
"""

from __future__ import annotations

import argparse
import hashlib
import resource
import sqlite3
import statistics
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.edits import crop  # noqa: E402
from provenance.services import ingest_media  # noqa: E402
from provenance.store import Store  # noqa: E402

PHOTOS = ROOT.parent / "shared" / "data" / "photos" / "imagenet-sample-images"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--workdir", type=Path, required=True)
    args = parser.parse_args()
    db = args.workdir / "registry.db"
    photos = sorted(PHOTOS.glob("*.JPEG"))
    if not db.exists():
        build(db, args.n, photos[:20])
    copy = args.workdir / "cropped.jpg"
    crop(0.3)(Image.open(photos[3]).convert("RGB"), np.random.default_rng(3)).save(copy)
    cases = {"registered photo": photos[3], "30% crop of it": copy, "unregistered": photos[500]}
    command = [str(Path(sys.executable).parent / "provenance"), "check"]
    print(f"registry: {db} ({count(db):,} fingerprint rows)\n")
    print("| query | runs | median s | min s | max s | CPU s (median) | found |")
    print("|---|---|---|---|---|---|---|")
    for label, path in cases.items():
        run = [*command, str(path), "--db", str(db), "--json"]
        first = subprocess.run(run, capture_output=True, text=True, check=True)  # warm disk
        times, cpu = [], []
        for _ in range(args.runs):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            started = time.perf_counter()
            subprocess.run(run, capture_output=True, check=True)
            times.append(time.perf_counter() - started)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
        found = first.stdout.count('"tier": "match"')
        print(
            f"| {label} | {args.runs} | {statistics.median(times):.3f} | {min(times):.3f} "
            f"| {max(times):.3f} | {statistics.median(cpu):.3f} | {found} confident |"
        )


def build(db: Path, n: int, photos: list[Path]) -> None:
    """N synthetic pictures inserted in bulk, then real photos through ingest."""
    db.parent.mkdir(parents=True, exist_ok=True)
    Store(db).close()  # schema by the migrations
    rng = np.random.default_rng(n)
    started = time.perf_counter()
    with sqlite3.connect(db) as connection:
        for start in range(0, n, 100_000):
            size = min(100_000, n - start)
            ids = range(start + 1, start + size + 1)
            connection.executemany(
                "INSERT INTO assets (id, sha256, kind, format, width, height, bytes, file_name,"
                " registered_at) VALUES (?, ?, 'image', 'JPEG', 1600, 1200, 400000, ?,"
                " '2026-01-01 00:00:00')",
                ((i, hashlib.sha256(i.to_bytes(8, "big")).hexdigest(), f"s{i}.jpg") for i in ids),
            )
            pdq = rng.integers(0, 256, (size, 32), dtype=np.uint8)
            small = rng.integers(0, 256, (size, 16), dtype=np.uint8)
            rows = []
            for k, asset in enumerate(ids):
                rows.append((asset, "pdq", "pdqhash", pdq[k].tobytes(), 100))
                rows.append((asset, "phash", "imagehash", small[k, :8].tobytes(), None))
                rows.append((asset, "dhash", "imagehash", small[k, 8:].tobytes(), None))
            connection.executemany(
                "INSERT INTO fingerprints (asset_id, algorithm, version, bits, quality, variant)"
                " VALUES (?, ?, ?, ?, ?, 'full')",
                rows,
            )
    print(f"inserted {n:,} synthetic pictures in {time.perf_counter() - started:.0f} s")
    started = time.perf_counter()
    store = Store(db)
    for result in ingest_media(store, photos):
        assert result.status == "registered", result
    print(f"registered {len(photos)} photos (index built) in {time.perf_counter() - started:.0f} s")


def count(db: Path) -> int:
    with sqlite3.connect(db) as connection:
        return connection.execute("SELECT count(*) FROM fingerprints").fetchone()[0]


if __name__ == "__main__":
    main()
