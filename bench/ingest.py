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

    .venv/bin/python bench/ingest.py            # 60 news-size files, all 700 photos, 3 rounds
    .venv/bin/python bench/ingest.py --quick    # 24 files, 120 photos, 2 rounds (make bench)
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from functools import partial
from pathlib import Path

import numpy as np
from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from provenance.media.analyse import analyse  # noqa: E402
from provenance.media.decode import decode as provenance_decode  # noqa: E402
from provenance.services import ingest_media  # noqa: E402
from provenance.store import Store  # noqa: E402

DATA = ROOT.parent / "shared" / "data"
PHOTOS = DATA / "photos" / "imagenet-sample-images"
PHONE = DATA / "threatexchange" / "pdq" / "data" / "reg-test-input" / "exif-rotn"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--news", type=int, default=60, help="news-size files to make")
    parser.add_argument("--photos", type=int, default=700, help="ImageNet photos to ingest")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    if args.quick:
        args.news, args.photos, args.rounds = 24, 120, 2
    if not PHOTOS.is_dir():
        sys.exit(f"test data missing: {PHOTOS}")
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        news = news_size_files(work / "news", args.news)
        photos = sorted(PHOTOS.glob("*.JPEG"))[: args.photos]
        print(
            "| files | n | Pillow full decode /s | working decode /s | analyse /s | ratio "
            "| ingest 1 core /s | ratio | ingest --jobs 2 /s | ratio | jobs 2 / jobs 1 |"
        )
        print("|---|---|---|---|---|---|---|---|---|---|---|")
        for label, files in (("news-size 1600x1200", news), ("shared/data/photos", photos)):
            print(row(label, files, args.rounds, work))


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
    for round_ in range(rounds):
        decode.append(rate(files, lambda: decode_all(files)))
        small.append(rate(files, lambda: [provenance_decode(f) for f in files]))
        analysis.append(rate(files, lambda: [analyse(f) for f in files]))
        for jobs, rates in ((1, single), (2, double)):
            store = Store(work / f"{label[:4]}-{round_}-{jobs}.db")  # schema made off the clock
            rates.append(rate(files, partial(ingest_all, files, store, jobs)))
    ratio0 = np.median([a / d for a, d in zip(analysis, decode, strict=True)])
    ratio1 = np.median([s / d for s, d in zip(single, decode, strict=True)])
    ratio2 = np.median([s / d for s, d in zip(double, decode, strict=True)])
    scaling = np.median([b / a for a, b in zip(single, double, strict=True)])
    return (
        f"| {label} | {len(files)} | {np.median(decode):.0f} | {np.median(small):.0f} "
        f"| {np.median(analysis):.0f} | {ratio0:.2f} | {np.median(single):.0f} "
        f"| {ratio1:.2f} | {np.median(double):.0f} | {ratio2:.2f} | {scaling:.2f} |"
    )


def rate(files: list[Path], work) -> float:
    started = time.perf_counter()
    work()
    return len(files) / (time.perf_counter() - started)


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
