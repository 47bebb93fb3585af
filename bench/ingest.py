"""Ingest rate against a plain Pillow full-decode loop over the same files, in the same run.

Two sets of files:

* news-size JPEGs (1600x1200, quality 88) made for the run: crops of the
  4032x3024 phone photos in ../shared/data/threatexchange (real sensor detail)
  and ImageNet photos scaled up with a little film grain, so the files carry
  the detail (and decode cost) of real news pictures (~300-500 KB);
* ../shared/data/photos as they are (ImageNet, about 500x375).

For each set, interleaved rounds time: Pillow opening and fully decoding
every file (``Image.open(f).load()``), our pinned working decode alone, the
whole analysis (decode, views, hashes, ORB features; no database),
``provenance ingest`` on one core into a fresh SQLite registry (analysis,
lookup of what the new picture is a copy of, one transaction per file), and
with ``--jobs 2``. Rates are files per second;
ratios are against the decode loop of the same round, medians over rounds.
The machine is shared, so the single-process ratios are also given in CPU
time (``time.process_time``), which other people's work does not inflate.

A second table splits one single-process ingest of each set into its stages
(CPU milliseconds a file, median over rounds), next to the Pillow loop's.

A third table checks that speed did not cost lineage links: originals and
distractor photos are registered, then edited copies of the originals
(bench/edits.py) are ingested; a copy counts as linked when ingest links it
(confident tier) to its original or to an earlier copy of it, as wrong when it
links anything else.

    .venv/bin/python bench/ingest.py            # 60 news-size files, all 700 photos, 3 rounds
    .venv/bin/python bench/ingest.py --quick    # 24 files, 120 photos, 2 rounds, 10 originals
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
import zlib
from functools import partial
from pathlib import Path

import numpy as np
from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.edits import HARD, STANDARD  # noqa: E402
from provenance.matching import lookup  # noqa: E402
from provenance.matching.video import find_all  # noqa: E402
from provenance.media.analyse import analyse, fingerprints_of, picture_views  # noqa: E402
from provenance.media.decode import decode as provenance_decode  # noqa: E402
from provenance.media.features import QUERY_KEYPOINTS, local_features  # noqa: E402
from provenance.media.metadata import read_metadata  # noqa: E402
from provenance.media.probe import probe  # noqa: E402
from provenance.registry_writer import Writer  # noqa: E402
from provenance.services import AppearanceInfo, ingest_media, open_matcher  # noqa: E402
from provenance.store import Store  # noqa: E402

DATA = ROOT.parent / "shared" / "data"
PHOTOS = DATA / "photos" / "imagenet-sample-images"
PHONE = DATA / "threatexchange" / "pdq" / "data" / "reg-test-input" / "exif-rotn"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--news", type=int, default=60, help="news-size files to make")
    parser.add_argument("--photos", type=int, default=700, help="ImageNet photos to ingest")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--links", type=int, default=30, help="originals for the links table")
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    if args.quick:
        args.news, args.photos, args.rounds, args.links = 24, 120, 2, 10
    if not PHOTOS.is_dir():
        sys.exit(f"test data missing: {PHOTOS}")
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        news = news_size_files(work / "news", args.news)
        photos = sorted(PHOTOS.glob("*.JPEG"))[: args.photos]
        sets = (("news-size 1600x1200", news), ("shared/data/photos", photos))
        print(
            "| files | n | Pillow full decode /s | working decode /s | analyse /s | ratio "
            "| ingest 1 core /s | ratio | CPU ratio | ingest --jobs 2 /s | ratio "
            "| jobs 2 / jobs 1 |"
        )
        print("|---|---|---|---|---|---|---|---|---|---|---|---|")
        for label, files in sets:
            print(row(label, files, args.rounds, work))
        print("\nCPU ms a file, one process (lookup and write against the registry as it grows):\n")
        print("| files | Pillow full decode | " + " | ".join(STAGES) + " | total | ratio |")
        print("|---|---|" + "---|" * (len(STAGES) + 2))
        for label, files in sets:
            print(stage_row(label, files, args.rounds, work))
        if args.links:
            links_table(work / "links", args.links)


def news_size_files(folder: Path, count: int) -> list[Path]:
    """1600x1200 JPEGs: phone-photo crops and grain-restored enlargements of ImageNet photos."""
    folder.mkdir(parents=True)
    rng = np.random.default_rng(1600)
    phone = sorted(PHONE.glob("*.jpg"))
    photos = sorted(PHOTOS.glob("*.JPEG"))
    made = []
    for i in range(count):
        if phone and i % 3 == 0:
            with Image.open(phone[(i // 3) % len(phone)]) as source:
                source.draft("RGB", (2016, 1512))
                source = source.convert("RGB")
                scale = rng.uniform(1.0, 1.25)
                w, h = round(1600 * scale), round(1200 * scale)
                x = int(rng.integers(0, max(1, source.width - w)))
                y = int(rng.integers(0, max(1, source.height - h)))
                picture = source.crop((x, y, x + w, y + h)).resize((1600, 1200), Image.LANCZOS)
        else:
            with Image.open(photos[i * 7 % len(photos)]) as source:
                picture = source.convert("RGB").resize((1600, 1200), Image.LANCZOS)
            grain = rng.normal(0, 5, (1200, 1600, 1))
            picture = Image.fromarray(np.clip(np.asarray(picture) + grain, 0, 255).astype(np.uint8))
        path = folder / f"news-{i:03d}.jpg"
        picture.save(path, quality=88)
        made.append(path)
    return made


def row(label: str, files: list[Path], rounds: int, work: Path) -> str:
    decode, small, analysis, single, double = [], [], [], [], []
    decode_cpu, single_cpu = [], []
    for round_ in range(rounds):
        decode.append(rate(files, lambda: decode_all(files), decode_cpu))
        small.append(rate(files, lambda: [provenance_decode(f) for f in files]))
        analysis.append(rate(files, lambda: [analyse(f) for f in files]))
        for jobs, rates in ((1, single), (2, double)):
            store = Store(work / f"{label[:4]}-{round_}-{jobs}.db")  # schema made off the clock
            cpu = single_cpu if jobs == 1 else None
            rates.append(rate(files, partial(ingest_all, files, store, jobs), cpu))
    ratio0 = np.median([a / d for a, d in zip(analysis, decode, strict=True)])
    ratio1 = np.median([s / d for s, d in zip(single, decode, strict=True)])
    cpu1 = np.median([d / s for s, d in zip(single_cpu, decode_cpu, strict=True)])
    ratio2 = np.median([s / d for s, d in zip(double, decode, strict=True)])
    scaling = np.median([b / a for a, b in zip(single, double, strict=True)])
    return (
        f"| {label} | {len(files)} | {np.median(decode):.0f} | {np.median(small):.0f} "
        f"| {np.median(analysis):.0f} | {ratio0:.2f} | {np.median(single):.0f} "
        f"| {ratio1:.2f} | {cpu1:.2f} | {np.median(double):.0f} | {ratio2:.2f} | {scaling:.2f} |"
    )


def rate(files: list[Path], work, cpu: list[float] | None = None) -> float:
    """Files a wall second; the CPU seconds this process spent are appended to ``cpu``."""
    started, used = time.perf_counter(), time.process_time()
    work()
    if cpu is not None:
        cpu.append(time.process_time() - used)
    return len(files) / (time.perf_counter() - started)


STAGES = ("probe", "decode", "views", "features", "metadata", "lookup", "write", "index")
"""What ``services.register`` does to an ingested picture, in order, timed one by one."""


def stage_row(label: str, files: list[Path], rounds: int, work: Path) -> str:
    """One single-process ingest of ``files``, stage by stage, next to the Pillow loop."""
    runs, pillow = [], []
    for round_ in range(rounds):
        pillow.append(cpu_ms(lambda: decode_all(files)) / len(files))
        store = Store(work / f"{label[:4]}-stages-{round_}.db")
        spent = dict.fromkeys(STAGES, 0.0)
        matcher, writer = open_matcher(store), Writer(store)
        for path in files:
            analysis = staged_analysis(path, spent)
            found = timed(spent, "lookup", partial(find_all, matcher, analysis, thorough=False))
            timed(spent, "write", partial(writer.register, analysis, AppearanceInfo(), found))
            timed(spent, "index", partial(catch_up, matcher, store))
        timed(spent, "index", partial(lookup.save_index, matcher, store.url))  # as ingest ends
        matcher.catalogue.close()
        store.close()
        runs.append({k: v / len(files) for k, v in spent.items()})
    medians = {k: float(np.median([r[k] for r in runs])) for k in STAGES}
    total = sum(medians.values())
    cells = " | ".join(f"{medians[k]:.2f}" for k in STAGES)
    decode = float(np.median(pillow))
    return f"| {label} | {decode:.2f} | {cells} | {total:.2f} | {decode / total:.2f} |"


def links_table(work: Path, originals: int) -> None:
    """Ingest edited copies of registered originals: are they linked to them, at what rate?"""
    rng = np.random.default_rng(2021)
    photos = sorted(PHOTOS.glob("*.JPEG"))
    chosen = [photos[i] for i in rng.permutation(len(photos))[: originals * 3]]
    work.mkdir(parents=True, exist_ok=True)
    store = Store(work / "registry.db")
    family = {}  # sha256 -> the original it is (a copy of)
    for result in ingest_media(store, chosen):
        family[result.sha256] = Path(result.file)
    copies = []
    for index, photo in enumerate(chosen[:originals]):
        source = Image.open(photo).convert("RGB")
        for group, edits in (("standard", STANDARD), ("hard", HARD)):
            for name, edit in edits.items():
                edited = edit(source, np.random.default_rng([index, zlib.crc32(name.encode())]))
                path = work / name / f"{photo.stem}.jpg"
                path.parent.mkdir(parents=True, exist_ok=True)
                edited.convert("RGB").save(path, "JPEG", quality=90)
                copies.append((group, name, path, photo))
    started, used = time.perf_counter(), time.process_time()
    results = list(ingest_media(store, [path for _, _, path, _ in copies]))
    wall, cpu = time.perf_counter() - started, time.process_time() - used
    tally: dict[str, list[int]] = {}
    for (group, name, _, photo), result in zip(copies, results, strict=True):
        family.setdefault(result.sha256, photo)
        linked = [family.get(m.asset) for m in result.matches]
        counts = tally.setdefault(name, [0, 0, 0, group == "hard"])
        counts[0] += 1
        counts[1] += photo in linked
        counts[2] += any(other != photo for other in linked)
    print(
        f"\nLinks made at ingest: {originals} originals and {2 * originals} distractors "
        f"registered, then {len(copies)} edited copies ingested at {len(copies) / wall:.0f} "
        f"files/s ({1000 * cpu / len(copies):.1f} CPU ms a file):\n"
    )
    print("| edit | copies | linked to their original | wrong links |")
    print("|---|---|---|---|")
    for hard in (False, True):
        rows = {k: v for k, v in tally.items() if v[3] == hard}
        for name, (n, linked, wrong, _) in rows.items():
            print(f"| {name} | {n} | {linked / n:.2f} | {wrong} |")
        n, linked, wrong = (sum(v[i] for v in rows.values()) for i in range(3))
        label = "hard" if hard else "standard"
        print(f"| **all {label}** | {n} | **{linked / n:.3f}** | {wrong} |")
    store.close()


def catch_up(matcher, store: Store) -> None:
    """What register does after writing: take the new rows in, fold them in at times."""
    matcher.refresh()
    if matcher.index.worth_saving(share=4):
        matcher.index.fold()


def staged_analysis(path: Path, spent: dict[str, float]):
    """``analyse`` of a picture, stage by stage (the same calls, timed apart)."""
    found = timed(spent, "probe", lambda: probe(path))
    picture = timed(spent, "decode", lambda: provenance_decode(found.path))
    views = timed(spent, "views", lambda: picture_views(picture.image))
    features = timed(spent, "features", lambda: local_features(picture.image, keep=QUERY_KEYPOINTS))
    says = timed(spent, "metadata", lambda: read_metadata(found.path, picture))
    analysis = analyse(path, keep_picture=True)  # the real thing, off the clock
    assert analysis.fingerprints == fingerprints_of(views, picture.width / picture.image.width)
    assert analysis.file_says == says and len(analysis.features) == len(features)
    return analysis


def timed(spent: dict[str, float], stage: str, work):
    started = time.process_time()
    result = work()
    spent[stage] += 1000 * (time.process_time() - started)
    return result


def cpu_ms(work) -> float:
    started = time.process_time()
    work()
    return 1000 * (time.process_time() - started)


def decode_all(files: list[Path]) -> None:
    for path in files:
        with Image.open(path) as image:
            image.load()


def ingest_all(files: list[Path], store: Store, jobs: int) -> None:
    for result in ingest_media(store, files, jobs=jobs):
        if result.status != "registered":
            sys.exit(f"{result.file}: {result.status} {result.error}")
    store.close()


if __name__ == "__main__":
    main()
