"""Reuse detection benchmark: per-edit recall and false positives, our engine vs PDQ vs pHash.

Builds a registry from ../shared/data/photos (originals plus distractor
photos), makes edited copies of the originals (bench/edits.py), and looks
each copy up. Held-out photos (never registered), plain and edited, are
looked up too: anything they match is a false positive. AugLy's labelled
copies of dfdc_1.jpg and the PDQ bridge variants are checked against a
registry holding their originals. In the same run, PDQ alone (upright, radius
31) and pHash alone (radius 10) are scored on the same files.

    .venv/bin/python bench/reuse.py                 # 100 originals, 300 distractors, 300 held out
    .venv/bin/python bench/reuse.py --quick         # 30 / 60 / 60, for `make bench`
    .venv/bin/python bench/reuse.py --dump out.jsonl  # every query's evidence, for calibration

Recall counts a query as found when the right original is in the tier; a
false positive is any other registered picture in the tier (and, for
held-out photos, anything at all). Crop percentages are of the area removed.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
import zlib
from collections import Counter, defaultdict
from pathlib import Path

import numpy as np
from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.edits import EXTRA, HARD, STANDARD  # noqa: E402
from provenance.matching.lookup import find_matches  # noqa: E402
from provenance.media.analyse import analyse  # noqa: E402
from provenance.media.decode import decode  # noqa: E402
from provenance.media.hashers import PDQ_HASHER, PHASH, hamming  # noqa: E402
from provenance.services import catalogue_of, ingest_media, open_matcher  # noqa: E402
from provenance.store import Store  # noqa: E402

DATA = ROOT.parent / "shared" / "data"
PHOTOS = DATA / "photos" / "imagenet-sample-images"
AUGLY = DATA / "augly" / "augly" / "tests" / "assets" / "image"
BRIDGE = DATA / "threatexchange" / "pdq" / "data"
LETTERBOXED = (
    DATA
    / "threatexchange"
    / "python-threatexchange"
    / "threatexchange"
    / "tests"
    / "hashing"
    / "resources"
    / "letterboxed_sample-b.jpg"
)
PDQ_RADIUS, PHASH_RADIUS = 31, 10


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--originals", type=int, default=100)
    parser.add_argument("--distractors", type=int, default=300)
    parser.add_argument("--held-out", type=int, default=300)
    parser.add_argument("--quick", action="store_true", help="30 / 60 / 60 pictures")
    parser.add_argument("--seed", type=int, default=2021)
    parser.add_argument("--dump", type=Path, help="write every query's results (JSON Lines)")
    parser.add_argument("--workdir", type=Path, help="keep the registry and queries here")
    args = parser.parse_args()
    if args.quick:
        args.originals, args.distractors, args.held_out = 30, 60, 60
    if not PHOTOS.is_dir():
        sys.exit(f"test data missing: {PHOTOS}")
    with tempfile.TemporaryDirectory() as scratch:
        run(args, args.workdir or Path(scratch))


def run(args: argparse.Namespace, work: Path) -> None:
    rng = np.random.default_rng(args.seed)
    photos = sorted(PHOTOS.glob("*.JPEG"))
    order = rng.permutation(len(photos))
    chosen = [photos[i] for i in order]
    originals = chosen[: args.originals]
    distractors = chosen[args.originals : args.originals + args.distractors]
    held_out = chosen[args.originals + args.distractors :][: args.held_out]
    work.mkdir(parents=True, exist_ok=True)
    store = Store(work / "registry.db")
    started = time.perf_counter()
    registered = originals + distractors + [AUGLY / "inputs" / f"dfdc_{i}.jpg" for i in (1, 2, 3)]
    registered.append(BRIDGE / "bridge-mods" / "aaa-orig.jpg")
    sha_of = {}
    for result in ingest_media(store, registered):
        if result.status == "error":
            sys.exit(result.error)
        sha_of[Path(result.file).resolve()] = result.sha256
    ingest_s = time.perf_counter() - started

    queries = make_queries(work / "queries", originals, held_out, args.seed)
    queries += labelled_copies(sha_of)
    matcher = open_matcher(store)
    catalogue = matcher.catalogue
    baseline = Baselines(store)
    rows = []
    started = time.perf_counter()
    for query in queries:
        matcher.trace = [] if args.dump else None
        analysis = analyse(query["file"], keep_picture=True, features=False)
        found = find_matches(catalogue, matcher, analysis)
        ids = catalogue.sha256_of(t["asset_id"] for t in matcher.trace or [])
        expected = sha_of.get(query["original"].resolve()) if query["original"] else None
        rows.append(
            {
                **query,
                "expected": expected,
                "found": [
                    {
                        "asset": m.asset,
                        "tier": m.tier,
                        "relation": m.relation,
                        "score": m.score,
                        "distances": m.distances,
                        "evidence": m.evidence,
                    }
                    for m in found
                ],
                "trace": [{**t, "asset": ids.get(t["asset_id"])} for t in matcher.trace or []],
                "pdq_alone": baseline.pdq(query["file"]),
                "phash_alone": baseline.phash(query["file"]),
            }
        )
    lookup_s = time.perf_counter() - started
    catalogue.close()
    if args.dump:
        with open(args.dump, "w") as out:
            for row in rows:
                row = {**row, "file": str(row["file"]), "original": str(row["original"] or "")}
                out.write(json.dumps(row, default=str) + "\n")
    report(rows, args, ingest_s, len(registered), lookup_s)


def make_queries(folder: Path, originals, held_out, seed: int) -> list[dict]:
    """Edited copies of the originals, and held-out photos plain and edited, as JPEG files."""
    queries = []
    groups = [("standard", STANDARD), ("hard", HARD), ("extra", EXTRA)]
    for index, photo in enumerate(originals):
        source = Image.open(photo).convert("RGB")
        for group, edits in groups:
            for name, edit in edits.items():
                rng = np.random.default_rng([seed, index, zlib.crc32(name.encode())])
                path = save(edit(source, rng), folder / name / f"{photo.stem}.jpg", name)
                queries.append({"file": path, "original": photo, "edit": name, "group": group})
    every_edit = [(n, e) for _, edits in groups for n, e in edits.items()]
    for index, photo in enumerate(held_out):
        source = Image.open(photo).convert("RGB")
        name, edit = every_edit[index % len(every_edit)]
        rng = np.random.default_rng([seed, 10_000 + index])
        plain = save(source, folder / "held_out" / f"{photo.stem}.jpg", "plain")
        edited = save(edit(source, rng), folder / "held_out" / f"{photo.stem}-{name}.jpg", name)
        queries.append({"file": plain, "original": None, "edit": "plain", "group": "held_out"})
        queries.append({"file": edited, "original": None, "edit": name, "group": "held_out"})
    return queries


def save(image: Image.Image, path: Path, edit: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    # jpeg_q20 and the screenshot already went through their own compression.
    quality = 95 if edit in ("jpeg_q20", "combination", "phone_screenshot") else 90
    image.convert("RGB").save(path, "JPEG", quality=quality)
    return path


def labelled_copies(sha_of: dict) -> list[dict]:
    """AugLy's transformed copies of dfdc_1.jpg and the PDQ bridge variants."""
    queries = []
    dfdc = AUGLY / "inputs" / "dfdc_1.jpg"
    for path in sorted((AUGLY / "dfdc_expected_output").glob("*.png")):
        edit = path.stem.removeprefix("test_")
        queries.append({"file": path, "original": dfdc, "edit": edit, "group": "augly"})
    bridge = BRIDGE / "bridge-mods" / "aaa-orig.jpg"
    for path in sorted((BRIDGE / "bridge-mods").glob("*.jpg")):
        if path.name != "aaa-orig.jpg":
            queries.append({"file": path, "original": bridge, "edit": path.stem, "group": "bridge"})
    for path in sorted((BRIDGE / "reg-test-input" / "dih").glob("*.jpg")):
        queries.append({"file": path, "original": bridge, "edit": path.stem, "group": "bridge"})
    if LETTERBOXED.is_file():
        queries.append(
            {"file": LETTERBOXED, "original": bridge, "edit": "letterboxed", "group": "bridge"}
        )
    return queries


class Baselines:
    """PDQ alone and pHash alone: the nearest registered picture within the usual radius."""

    def __init__(self, store: Store) -> None:
        catalogue = catalogue_of(store)
        self.rows = {"pdq": [], "phash": []}
        for row in catalogue.fingerprints_after(0):
            if row.algorithm in self.rows and row.variant == "full":
                self.rows[row.algorithm].append(row)
        self.sha = catalogue.sha256_of({r.asset_id for rs in self.rows.values() for r in rs})
        catalogue.close()

    def _nearest(self, algorithm: str, bits: bytes, radius: int) -> str | None:
        best = min(self.rows[algorithm], key=lambda r: hamming(bits, r.bits))
        return self.sha[best.asset_id] if hamming(bits, best.bits) <= radius else None

    def pdq(self, path: Path) -> str | None:
        image = decode(path).image
        digest = PDQ_HASHER.compute(image)
        if (digest.quality or 0) < 50:
            return None
        return self._nearest("pdq", digest.bits, PDQ_RADIUS)

    def phash(self, path: Path) -> str | None:
        return self._nearest("phash", PHASH.compute(decode(path).image).bits, PHASH_RADIUS)


def report(rows: list[dict], args, ingest_s: float, registered: int, lookup_s: float) -> None:
    print(f"# Reuse benchmark (seed {args.seed})\n")
    print(
        f"Registry: {args.originals} originals + {args.distractors} distractor photos + AugLy's "
        f"3 DFDC frames + the PDQ bridge = {registered} pictures, ingested in {ingest_s:.1f} s. "
        f"{len(rows)} lookups in {lookup_s:.1f} s ({1000 * lookup_s / len(rows):.0f} ms each).\n"
    )
    print("Recall: share of copies whose original is found. FP: lookups that name a wrong picture.")
    print("`match` is the confident tier, `any` adds suggestions.\n")
    header = (
        "| edit | n | match recall | any recall | match FP | any FP | PDQ alone | PDQ FP "
        "| pHash alone | pHash FP | relation (most common) |"
    )
    totals = defaultdict(Counter)
    for group in ("standard", "hard", "extra", "augly", "bridge"):
        subset = [r for r in rows if r["group"] == group]
        if not subset:
            continue
        print(f"\n## {group}\n")
        print(header)
        print("|" + "---|" * 11)
        by_edit: dict[str, list[dict]] = defaultdict(list)
        for row in subset:
            by_edit[row["edit"]].append(row)
        for edit, items in by_edit.items():
            score = scores(items)
            totals[group].update(score)
            print(line(edit, score))
        print(line(f"**all {group}**", totals[group]))
    held = [r for r in rows if r["group"] == "held_out"]
    if held:
        score = scores(held)
        print("\n## held-out photos (never registered: every hit is a false positive)\n")
        print("| lookups | match FP | any FP | PDQ alone FP | pHash alone FP |")
        print("|---|---|---|---|---|")
        print(
            f"| {score['n']} | {score['match_fp']} | {score['any_fp']} | {score['pdq_fp']} "
            f"| {score['phash_fp']} |"
        )
        wrong = [r for r in held if any(f["tier"] == "match" for f in r["found"])]
        for row in wrong:
            print(f"  confident false positive: {row['file']} -> {row['found'][0]}")
    for group in ("standard", "hard"):
        t = totals[group]
        if t["n"]:
            print(
                f"\n{group}: match recall {t['match_hit'] / t['n']:.3f}, "
                f"any recall {t['any_hit'] / t['n']:.3f}, confident FP {t['match_fp']}"
            )


def scores(items: list[dict]) -> Counter:
    score = Counter(n=len(items))
    for row in items:
        expected = row["expected"]
        confident = [f for f in row["found"] if f["tier"] == "match"]
        anything = row["found"]
        score["match_hit"] += bool(expected) and any(f["asset"] == expected for f in confident)
        score["any_hit"] += bool(expected) and any(f["asset"] == expected for f in anything)
        score["match_fp"] += any(f["asset"] != expected for f in confident)
        score["any_fp"] += any(f["asset"] != expected for f in anything)
        score["pdq_hit"] += bool(expected) and row["pdq_alone"] == expected
        score["pdq_fp"] += row["pdq_alone"] is not None and row["pdq_alone"] != expected
        score["phash_hit"] += bool(expected) and row["phash_alone"] == expected
        score["phash_fp"] += row["phash_alone"] is not None and row["phash_alone"] != expected
        relation = next((f["relation"] for f in anything if f["asset"] == expected), "-")
        score[f"rel:{relation}"] += 1
    return score


def line(edit: str, s: Counter) -> str:
    n = s["n"]
    relations = Counter({k[4:]: v for k, v in s.items() if k.startswith("rel:")})
    common = ", ".join(f"{k} {v}" for k, v in relations.most_common(2))
    return (
        f"| {edit} | {n} | {s['match_hit'] / n:.2f} | {s['any_hit'] / n:.2f} | {s['match_fp']} "
        f"| {s['any_fp']} | {s['pdq_hit'] / n:.2f} | {s['pdq_fp']} | {s['phash_hit'] / n:.2f} "
        f"| {s['phash_fp']} | {common} |"
    )


if __name__ == "__main__":
    main()
