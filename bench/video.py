"""Video reuse benchmark: copies found, relation right, no false match; speed against decoding.

    python bench/video.py [--workdir DIR] [--repeat N]

Registers original footage from ../shared/data (Meta's TMK/vPDQ sample videos,
moviepy's, videohash's and perception's clips) plus one still as a picture,
then checks:

- Meta's edited copies (chair-22 and pattern variants of chair-orig-22-sd-bar
  and pattern-hd-no-bar) and perception's v2s (v2 re-cut);
- copies this script cuts and edits with PyAV from the originals (first 20 s):
  re-encode, clip, mirror, vertical re-post with bars, logo, caption band,
  crop to 4:3, greyscale, sepia, half frame rate, clip + bars, a still;
- unrelated videos, a still from one and 700 ImageNet photos (nothing may match
  them), and a news report holding the registered picture (found from it).

Edited copies are written to a temporary folder (``--workdir`` to keep them
between runs), never into ../shared or the repository.

Speed is in seconds of video per wall second, each file timed ``--repeat``
times (median), next to decoding every frame and keyframes only of the same
file with PyAV in the same run, and, when an ``ffmpeg`` program is on the PATH,
next to ``ffmpeg -i FILE -f null -`` (the command-line decode the target names;
it also passes every frame through its filter graph, so it is slower than the
bare PyAV loop). The 720p H.264 files are what the targets are about.
"""

from __future__ import annotations

import argparse
import hashlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

import av
import numpy as np
from PIL import Image, ImageDraw, ImageFont

from provenance.matching.engine import Matcher
from provenance.media.analyse import analyse
from provenance.services import AppearanceInfo, open_matcher, register
from provenance.store import Store

SHARED = Path(__file__).resolve().parent.parent.parent / "shared" / "data"
TMK = SHARED / "threatexchange" / "tmk" / "sample-videos"
MOVIEPY = SHARED / "videos" / "moviepy" / "media"
PERCEPTION = SHARED / "perception" / "perception" / "testing" / "videos"
PHOTOS = SHARED / "photos" / "imagenet-sample-images"  # 700 stills that match no footage

ORIGINALS = {
    "chair": TMK / "chair-orig-22-sd-bar.mp4",
    "pattern": TMK / "pattern-hd-no-bar.mp4",
    "doorknob": TMK / "doorknob-hd-no-bar.mp4",
    "bunny": MOVIEPY / "big_buck_bunny_0_30.webm",
    "chaplin": MOVIEPY / "chaplin.mp4",
    "aircraft": MOVIEPY / "video_with_failing_audio.mp4",
    "rocket": SHARED / "videos" / "videohash" / "assets" / "rocket.mkv",
    "city-1": PERCEPTION / "v1.m4v",
    "city-2": PERCEPTION / "v2.m4v",  # the same city, filmed just after city-1: a near miss
    "flat-red": PERCEPTION / "rgb.m4v",  # flat colour: too little detail to match, a distractor
}
# Edited copies made by others: (file, original, relation).
GIVEN_COPIES = [
    (TMK / "chair-19-sd-bar.mp4", "chair", "clip_of_video"),
    (TMK / "chair-20-sd-bar.mp4", "chair", "clip_of_video"),
    (TMK / "chair-22-sd-grey-bar.mp4", "chair", "near_duplicate"),
    (TMK / "chair-22-sd-sepia-bar.mp4", "chair", "near_duplicate"),
    (TMK / "chair-22-with-small-logo-bar.mp4", "chair", "overlay"),
    (TMK / "chair-22-with-large-logo-bar.mp4", "chair", "overlay"),
    (TMK / "pattern-longer-no-bar.mp4", "pattern", "clip_of_video"),  # original + 1 s more
    (TMK / "pattern-sd-grey-bar.mp4", "pattern", "padded"),
    (TMK / "pattern-sd-with-small-logo-bar.mp4", "pattern", "padded"),  # bars and a logo
    (TMK / "pattern-sd-with-large-logo-bar.mp4", "pattern", "padded"),
    (PERCEPTION / "v2s.mov", "city-2", "clip_of_video"),  # a middle section cut out
    (MOVIEPY / "doc_medias" / "example2.mp4", "bunny", "clip_of_video"),  # seconds 5-7, H.264
]
UNRELATED = [
    TMK / "test-padded-dimensions.mp4",
    MOVIEPY / "doc_medias" / "example3.mp4",
]
EDITED_SOURCES = ["chair", "pattern", "bunny", "chaplin", "aircraft", "rocket", "city-1", "city-2"]
# A still of this clip is registered as a picture; the clip must be found from it, and not
# taken for "bunny", the same film 400 seconds earlier.
PICTURE_SOURCE = MOVIEPY / "big_buck_bunny_432_433.webm"
REPORT_FOOTAGE = MOVIEPY / "doc_medias" / "example3.mp4"  # unregistered: the report's own shots
REPORT_FOOTAGE = MOVIEPY / "doc_medias" / "example3.mp4"  # unregistered: the report's own shots
MAX_SOURCE_SECONDS = 60.0


# -- edits ----------------------------------------------------------------------------------


def _even(image: np.ndarray) -> np.ndarray:
    return image[: image.shape[0] // 2 * 2, : image.shape[1] // 2 * 2]


def mirror(image: np.ndarray) -> np.ndarray:
    return image[:, ::-1]


def vertical_bars(image: np.ndarray) -> np.ndarray:
    """Re-posted in the other orientation: a 9:16 (or 16:9) frame with black bars."""
    height, width = image.shape[:2]
    canvas_w, canvas_h = (360, 640) if width >= height else (640, 360)
    scale = min(canvas_w / width, canvas_h / height)
    size = (max(2, int(width * scale)), max(2, int(height * scale)))
    picture = np.asarray(Image.fromarray(image).resize(size, Image.BILINEAR))
    canvas = np.zeros((canvas_h, canvas_w, 3), np.uint8)
    top, left = (canvas_h - size[1]) // 2, (canvas_w - size[0]) // 2
    canvas[top : top + size[1], left : left + size[0]] = picture
    return canvas


def _badge(width: int) -> Image.Image:
    side = max(24, width // 7)
    badge = Image.new("RGBA", (side * 2, side), (0, 0, 0, 0))
    draw = ImageDraw.Draw(badge)
    draw.rounded_rectangle((0, 0, side * 2 - 1, side - 1), side // 5, fill=(200, 20, 30, 230))
    font = ImageFont.load_default(size=max(10, side // 2))
    draw.text((side // 5, side // 5), "NEWS 24", fill=(255, 255, 255, 255), font=font)
    return badge


def logo(image: np.ndarray) -> np.ndarray:
    """A broadcaster's bug in the top right corner."""
    frame = Image.fromarray(image)
    badge = _badge(frame.width)
    frame.paste(badge, (frame.width - badge.width - frame.width // 30, frame.height // 20), badge)
    return np.asarray(frame)


def caption_band(image: np.ndarray) -> np.ndarray:
    """Meme text on a white band across the top of the picture."""
    frame = Image.fromarray(image)
    band = max(12, frame.height // 8)
    draw = ImageDraw.Draw(frame)
    draw.rectangle((0, 0, frame.width, band), fill="white")
    font = ImageFont.load_default(size=max(8, band // 2))
    draw.text((frame.width // 20, band // 4), "YOU WON'T BELIEVE THIS", fill="black", font=font)
    return np.asarray(frame)


def crop_4_3(image: np.ndarray) -> np.ndarray:
    """Cut to 4:3 (3:4 for portrait footage), keeping the middle."""
    height, width = image.shape[:2]
    if width >= height:
        keep = min(width, height * 4 // 3)
        left = (width - keep) // 2
        return image[:, left : left + keep]
    keep = min(height, width * 4 // 3)
    top = (height - keep) // 2
    return image[top : top + keep]


def greyscale(image: np.ndarray) -> np.ndarray:
    luma = image @ np.array([0.299, 0.587, 0.114])
    return np.repeat(luma[..., None], 3, axis=2).clip(0, 255).astype(np.uint8)


def sepia(image: np.ndarray) -> np.ndarray:
    matrix = np.array([[0.393, 0.769, 0.189], [0.349, 0.686, 0.168], [0.272, 0.534, 0.131]])
    return (image @ matrix.T).clip(0, 255).astype(np.uint8)


@dataclass(frozen=True)
class Edit:
    """One way footage is re-posted, and the relation it should be reported as."""

    name: str
    relation: str
    transform: Callable[[np.ndarray], np.ndarray] | None = None
    start: float = 0.0  # fraction of the source kept from ...
    end: float = 1.0  # ... to
    scale: float = 1.0
    every: int = 1  # keep every n-th frame (a lower frame rate)
    still: float | None = None  # a JPEG of the frame at this fraction instead of a video


EDITS = [
    Edit("re-encode", "near_duplicate", scale=0.66),
    Edit("clip", "clip_of_video", start=0.3, end=0.7),
    Edit("mirror", "mirrored", mirror),
    Edit("vertical", "padded", vertical_bars),
    Edit("logo", "overlay", logo),
    Edit("caption", "overlay", caption_band),
    Edit("crop-4:3", "cropped", crop_4_3),
    Edit("greyscale", "near_duplicate", greyscale),
    Edit("sepia", "near_duplicate", sepia),
    Edit("half-fps", "near_duplicate", scale=0.5, every=2),
    Edit("clip+bars", "clip_of_video", vertical_bars, start=0.2, end=0.6),
    Edit("still", "frame_of_video", still=0.4),
]


def source_frames(path: Path, limit: float = MAX_SOURCE_SECONDS):
    """(time, RGB array) of a video's frames up to ``limit`` seconds, and its frame rate."""
    with av.open(str(path)) as container:
        stream = container.streams.video[0]
        rate = stream.average_rate or Fraction(25)
        frames = []
        for frame in container.decode(stream):
            if frame.time is not None and frame.time > limit:
                break
            width = min(frame.width, 640)
            height = int(frame.height * width / frame.width) // 2 * 2
            frames.append(
                (frame.time or 0.0, frame.to_ndarray(format="rgb24", width=width, height=height))
            )
    return frames, rate


def make_copy(frames, rate: Fraction, edit: Edit, path: Path, keyint: int | None) -> Path:
    """Write the edited copy with libx264 (or a JPEG for a still)."""
    duration = frames[-1][0]
    chosen = [
        image
        for n, (at, image) in enumerate(frames)
        if edit.start * duration <= at <= edit.end * duration and n % edit.every == 0
    ]
    if edit.still is not None:
        image = frames[int(edit.still * (len(frames) - 1))][1]
        Image.fromarray(image).save(path, quality=85)
        return path
    out_rate = rate / edit.every
    with av.open(str(path), "w") as container:
        stream = container.add_stream("libx264", rate=out_rate)
        first = _render(chosen[0], edit)
        stream.height, stream.width = first.shape[:2]
        stream.pix_fmt = "yuv420p"
        stream.options = {"crf": "28", "preset": "veryfast"}
        if keyint:
            stream.options["g"] = str(keyint)
        for n, image in enumerate(chosen):
            frame = av.VideoFrame.from_ndarray(_render(image, edit), format="rgb24")
            frame.pts, frame.time_base = n, 1 / out_rate
            container.mux(stream.encode(frame))
        container.mux(stream.encode())
    return path


def _render(image: np.ndarray, edit: Edit) -> np.ndarray:
    if edit.scale != 1.0:
        height, width = image.shape[:2]
        size = (int(width * edit.scale), int(height * edit.scale))
        image = np.asarray(Image.fromarray(image).resize(size, Image.BILINEAR))
    if edit.transform:
        image = edit.transform(image)
    return np.ascontiguousarray(_even(image))


def cached(workdir: Path, name: str, key: str, make: Callable[[Path], Path]) -> Path:
    """Make a file once per recipe: its name ends with a digest of what made it."""
    digest = hashlib.sha256(key.encode()).hexdigest()[:8]
    stem, suffix = name.rsplit(".", 1)
    path = workdir / f"{stem}-{digest}.{suffix}"
    if not path.exists():
        partial = path.with_name(f"partial-{path.name}")
        make(partial)
        partial.rename(path)
    return path


# -- the run --------------------------------------------------------------------------------


@dataclass
class Query:
    file: Path
    expected: dict[str, str]  # original name -> relation
    kind: str  # what kind of copy (for the per-edit table)
    allowed: frozenset[str] = frozenset()  # may match, or not: not counted either way


def build_queries(workdir: Path) -> tuple[list[Query], Path]:
    queries = [
        Query(f, {original: r}, "meta/perception/moviepy") for f, original, r in GIVEN_COPIES
    ]
    for name in EDITED_SOURCES:
        frames, rate = source_frames(ORIGINALS[name])
        for n, edit in enumerate(EDITS):
            keyint = round(2 * float(rate)) if n % 2 == 0 else None  # 2 s GOP, or x264's
            suffix = "jpg" if edit.still is not None else "mp4"
            path = cached(
                workdir,
                f"{name}-{edit.name}.{suffix}",
                f"{ORIGINALS[name]}|{edit}|{keyint}|{MAX_SOURCE_SECONDS}",
                lambda p, e=edit, k=keyint, f=frames, r=rate: make_copy(f, r, e, p, k),
            )
            queries.append(Query(path, {name: edit.relation}, edit.name))
    queries += [Query(f, {}, "unrelated video") for f in UNRELATED]
    frames, rate = source_frames(UNRELATED[0])
    still = Edit("still", "", still=0.5)
    queries.append(
        Query(
            cached(
                workdir,
                "unrelated-still.jpg",
                f"{UNRELATED[0]}|{still}",
                lambda p: make_copy(frames, rate, still, p, None),
            ),
            {},
            "unrelated still",
        )
    )
    frames, rate = source_frames(PICTURE_SOURCE)
    picture = cached(
        workdir,
        "picture.jpg",
        f"{PICTURE_SOURCE}|{still}",
        lambda p: make_copy(frames, rate, still, p, None),
    )
    report = cached(
        workdir, "report.mp4", f"{picture}|{REPORT_FOOTAGE}", lambda p: make_report(picture, p)
    )
    queries.append(Query(report, {"picture": "frame_of_video"}, "video holding a picture"))
    # The picture's own source, 400 s into the film "bunny" was cut from: it must not be
    # taken for "bunny"; finding the picture (one of its frames) is right but not required.
    queries.append(Query(PICTURE_SOURCE, {}, "unrelated video", frozenset({"picture"})))
    queries += [Query(photo, {}, "unrelated photos") for photo in sorted(PHOTOS.glob("*.JPEG"))]
    return queries, picture


def make_report(picture: Path, path: Path) -> Path:
    """A news report: unregistered footage, the picture held on screen for 3 s, footage again."""
    frames, rate = source_frames(REPORT_FOOTAGE)
    footage = [np.asarray(Image.fromarray(f).resize((640, 360))) for _, f in frames]
    still = Image.open(picture).convert("RGB")
    held = []
    steps = int(3 * float(rate))
    for n in range(steps):
        zoom = 1 + 0.05 * n / steps  # a slow push-in, as editors do
        w, h = still.width / zoom, still.height / zoom
        left, top = (still.width - w) / 2, (still.height - h) / 2
        held.append(
            np.asarray(still.resize((640, 360), Image.BILINEAR, (left, top, left + w, top + h)))
        )
    sequence = [(n / float(rate), image) for n, image in enumerate(footage + held + footage[::-1])]
    return make_copy(sequence, rate, Edit("report", ""), path, None)


def median_seconds(work: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def decode_all(path: Path, keyframes_only: bool = False) -> None:
    with av.open(str(path)) as container:
        stream = container.streams.video[0]
        stream.thread_type = "AUTO"
        if keyframes_only:
            stream.codec_context.skip_frame = "NONKEY"
        for _ in container.decode(stream):
            pass


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workdir", type=Path, help="keep edited copies here between runs")
    parser.add_argument("--repeat", type=int, default=3, help="timings per file (median)")
    args = parser.parse_args()
    if not SHARED.is_dir():
        sys.exit(f"test data missing: {SHARED}")
    with tempfile.TemporaryDirectory() as scratch:
        workdir = args.workdir or Path(scratch)
        workdir.mkdir(parents=True, exist_ok=True)
        print(f"building edited copies in {workdir} ...", file=sys.stderr)
        queries, picture = build_queries(workdir)
        store = Store(Path(scratch) / "bench.db")
        lookup = open_matcher(store)
        names = {}
        for name, path in [*ORIGINALS.items(), ("picture", picture)]:
            result = register(store, lookup, analyse(path, keep_picture=True), AppearanceInfo())
            names[result.sha256] = name
        accuracy(store, lookup, queries, names)
        speed(store, lookup, workdir, args.repeat)
        store.close()


def accuracy(store: Store, lookup: Matcher, queries: list[Query], names: dict[str, str]) -> None:
    from provenance.services import find_matches

    per_kind: dict[str, Counter] = defaultdict(Counter)
    confusion: Counter = Counter()
    for query in queries:
        found = find_matches(store, lookup, analyse(query.file, keep_picture=True, dense=False))
        got = {names.get(m.asset, m.asset[:12]): m.relation for m in found if m.tier == "match"}
        tally = per_kind[query.kind]
        tally["queries"] += 1
        for m in found:  # the second tier: a person would be asked to confirm these
            name = names.get(m.asset, m.asset[:12])
            if m.tier != "match" and name not in query.expected and name not in query.allowed:
                tally["false suggestions"] += 1
        for original, relation in query.expected.items():
            tally["expected"] += 1
            if original in got:
                tally["found"] += 1
                tally["relation right"] += got[original] == relation
                confusion[(relation, got[original])] += 1
            else:
                print(
                    f"  missed: {query.file.name} ({query.kind}) should be {relation} of {original}"
                )
        for other, relation in got.items():
            if other not in query.expected and other not in query.allowed:
                tally["false matches"] += 1
                print(f"  FALSE: {query.file.name} ({query.kind}) matched {other} as {relation}")
        wrong = {o: r for o, r in got.items() if o in query.expected and r != query.expected[o]}
        if wrong:
            print(
                f"  relation: {query.file.name} ({query.kind}) {wrong}, expected {query.expected}"
            )
    total = sum(per_kind.values(), Counter())
    print("\n## Accuracy\n")
    print(
        "| copies | queries | found / expected | relation right | false matches | "
        "false suggestions |"
    )
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for kind, tally in [*sorted(per_kind.items()), ("**all**", total)]:
        expected = tally["expected"]
        print(
            f"| {kind} | {tally['queries']} | {tally['found']}/{expected} | "
            f"{tally['relation right']}/{tally['found']} | {tally['false matches']} | "
            f"{tally['false suggestions']} |"
        )
    recall = total["found"] / max(1, total["expected"])
    right = total["relation right"] / max(1, total["found"])
    print(
        f"\nrecall {recall:.3f}, relation accuracy {right:.3f}, false matches "
        f"{total['false matches']}"
    )
    print(
        "\nrelation confusion (expected -> reported): "
        + ", ".join(f"{e}->{g} {n}" for (e, g), n in sorted(confusion.items()) if e != g)
        or "none"
    )


def speed(store: Store, lookup: Matcher, workdir: Path, repeat: int) -> None:
    from provenance.services import find_matches

    bunny, rocket = MOVIEPY / "big_buck_bunny_0_30.webm", ORIGINALS["rocket"]
    files = [
        TMK / "doorknob-hd-no-bar.mp4",
        TMK / "pattern-hd-no-bar.mp4",
        # x264 as ffmpeg runs it (B-frames, GOP up to 250 frames), with a 2 s GOP, and
        # without B-frames (every frame a reference: the slowest case for registering).
        cached(workdir, "bunny-720p.mp4", "b3", lambda p: make_720p(bunny, p)),
        cached(workdir, "bunny-720p-gop2s.mp4", "b3", lambda p: make_720p(bunny, p, keyint=48)),
        cached(workdir, "bunny-720p-no-b.mp4", "b0", lambda p: make_720p(bunny, p, bframes=0)),
        cached(workdir, "rocket-720p.mp4", "b3", lambda p: make_720p(rocket, p)),
    ]
    ffmpeg = shutil.which("ffmpeg")
    print(f"\n## Speed (seconds of video per wall second; median of {repeat} runs)\n")
    print(
        "| file | size | codec | GOP s | B-frames | every frame | keyframes | register | "
        "check | register / every frame | check / every frame |"
        + (" ffmpeg -f null | register / ffmpeg |" if ffmpeg else "")
    )
    print(
        "| --- | --- | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |"
        + (" ---: | ---: |" if ffmpeg else "")
    )
    for path in files:
        with av.open(str(path)) as container:
            stream = container.streams.video[0]
            duration = container.duration / av.time_base
            size = f"{stream.codec_context.width}x{stream.codec_context.height}"
            codec = stream.codec_context.name
            bframes = "yes" if stream.codec_context.has_b_frames else "no"
            keys = sum(1 for p in container.demux(stream) if p.is_keyframe)
        every = median_seconds(lambda p=path: decode_all(p), repeat)
        keyframes = median_seconds(lambda p=path: decode_all(p, True), repeat)
        registering = register_fresh(path, workdir, repeat)
        checking = median_seconds(
            lambda p=path: find_matches(store, lookup, analyse(p, keep_picture=True, dense=False)),
            repeat,
        )
        row = (
            f"| {path.name} | {size} | {codec} | {duration / max(1, keys):.1f} | {bframes} | "
            f"{duration / every:.0f}x | {duration / keyframes:.0f}x | "
            f"{duration / registering:.0f}x | {duration / checking:.0f}x | "
            f"{every / registering:.2f} | {every / checking:.1f} |"
        )
        if ffmpeg:
            command = [ffmpeg, "-nostdin", "-v", "error", "-i", str(path), "-f", "null", "-"]
            cli = median_seconds(lambda c=command: subprocess.run(c, check=True), repeat)
            row += f" {duration / cli:.0f}x | {cli / registering:.2f} |"
        print(row)


def register_fresh(path: Path, workdir: Path, repeat: int) -> float:
    """Median seconds to register into an empty registry: decode, fingerprint, store, look up.

    Each run gets a copy of an empty, migrated registry made before the clock starts.
    """
    template = workdir / "empty.db"
    for stale in workdir.glob("empty.db*"):
        stale.unlink()
    Store(template).close()
    times = []
    for n in range(repeat):
        db = workdir / f"speed-{n}.db"
        shutil.copy(template, db)
        start = time.perf_counter()
        store = Store(db)
        register(store, open_matcher(store), analyse(path, keep_picture=True), AppearanceInfo())
        times.append(time.perf_counter() - start)
        store.close()
        for leftover in workdir.glob(f"speed-{n}.db*"):
            leftover.unlink()
    return statistics.median(times)


def make_720p(source: Path, path: Path, keyint: int | None = None, bframes: int = 3) -> Path:
    """A 1280x720 H.264 copy of ``source`` made as ffmpeg's x264 defaults would make it."""
    with av.open(str(source)) as src, av.open(str(path), "w") as out:
        stream_in = src.streams.video[0]
        rate = stream_in.average_rate or Fraction(25)
        stream = out.add_stream("libx264", rate=rate)
        stream.width, stream.height, stream.pix_fmt = 1280, 720, "yuv420p"
        stream.options = {"crf": "23", "preset": "veryfast", "bf": str(bframes)}
        if keyint:
            stream.options["g"] = str(keyint)
        for n, frame in enumerate(src.decode(stream_in)):
            frame = frame.reformat(width=1280, height=720, format="yuv420p")
            frame.pts, frame.time_base = n, 1 / rate
            frame.pict_type = av.video.frame.PictureType.NONE  # let x264 choose frame types
            out.mux(stream.encode(frame))
        out.mux(stream.encode())
    return path


if __name__ == "__main__":
    main()
