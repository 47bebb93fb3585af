"""What reading a file's own metadata costs, next to what analysing it costs anyway.

    python bench/metadata.py

For each set of pictures: the median time of the whole ``analyse`` (probe,
decode once, fingerprints, metadata) and of ``read_metadata`` alone, from
the same decoded Picture, and their ratio. Timings are noisy on a shared
machine: compare the ratio, not the milliseconds. The gazetteer is loaded
before timing (once per process, about half a second, only when a file has
GPS); the C2PA set is made here with a throwaway signer.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

from provenance.media.analyse import analyse
from provenance.media.decode import decode
from provenance.media.metadata import read_metadata
from provenance.media.metadata.nearest_place import nearest_place

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT.parent / "shared" / "data"
sys.path.insert(0, str(ROOT / "tests"))


def median_ms(action, paths: list[Path], repeats: int = 3) -> float:
    times = []
    for path in paths:
        best = float("inf")
        for _ in range(repeats):
            start = time.perf_counter()
            action(path)
            best = min(best, time.perf_counter() - start)
        times.append(best)
    return 1000 * statistics.median(times)


def signed_set(folder: Path, photos: list[Path]) -> list[Path]:
    from metadata_files import TestSigner

    signer = TestSigner.create()
    return [signer.sign(p, folder / f"signed-{n}.jpg") for n, p in enumerate(photos)]


def main() -> None:
    photos = sorted((DATA / "photos" / "imagenet-sample-images").glob("*.JPEG"))
    phone = sorted((DATA / "threatexchange/pdq/data/reg-test-input/exif-rotn").glob("*.jpg"))
    nearest_place(0.0, 0.0)  # load the gazetteer outside the timings
    with tempfile.TemporaryDirectory() as scratch:
        sets = {
            "ImageNet JPEGs, no metadata": photos[:100],
            "phone JPEGs 4032x3024, EXIF+GPS": phone,
            "C2PA-signed JPEGs": signed_set(Path(scratch), photos[:20]),
        }
        print(f"{'set':<34} {'n':>4} {'analyse ms':>11} {'metadata ms':>12} {'share':>6}")
        for name, paths in sets.items():
            pictures = {p: decode(p) for p in paths}
            whole = median_ms(analyse, paths)
            metadata = median_ms(lambda p, seen=pictures: read_metadata(p, seen[p]), paths)
            print(
                f"{name:<34} {len(paths):>4} {whole:>11.2f} {metadata:>12.3f} "
                f"{metadata / whole:>6.1%}"
            )


if __name__ == "__main__":
    main()
