"""Film the stand-in footage of the Kabul sample and its later, edited sightings.

The article mentions three videos: the plane taking off with people clinging to
its side (M3), stowaways falling from the transport aircraft (M4), and men,
women and children trying to get on aircraft (M6). The real footage is
third-party material, so the sample ships animations of the drawings in
``make_media.py``: a camera panning and zooming over a scene while the
aircraft and people move. The take-off footage opens on the framing of
``media/clinging-wheel-bay.jpg``, as if that picture were a still of it.

Sightings: a trimmed, smaller re-encode of the falling footage, the take-off
footage re-posted vertically with black bars, and a still cut from the boarding
footage. Encoded with PyAV's libx264 (no system ffmpeg). Run it again and it
writes the same pictures (the encoder may pack them into other bytes).

    python samples/kabul-2021/make_footage.py
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

import av
import numpy as np
from PIL import Image, ImageDraw

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from make_media import aircraft, clinging, falling, people  # noqa: E402

RATE = Fraction(20)
Scene = Callable[[float], Image.Image]


def camera(scene: Image.Image, size: tuple[int, int], path: list[tuple[float, float, float]]):
    """A camera over ``scene``: keyframes (t, centre x fraction, zoom) interpolated linearly.

    Zoom 1 shows the scene's whole width; the window keeps the output's shape.
    """
    times = [p[0] for p in path]
    width, height = size

    def view(t: float) -> Image.Image:
        x = np.interp(t, times, [p[1] for p in path])
        zoom = np.interp(t, times, [p[2] for p in path])
        w = scene.width / zoom
        h = w * height / width
        left = min(max(0.0, x * scene.width - w / 2), scene.width - w)
        top = (scene.height - h) / 2
        return scene.resize(size, Image.BILINEAR, (left, top, left + w, top + h))

    return view


def takeoff(size=(480, 320)) -> Scene:
    """M3: the jet rolling along the runway, people running beside it and on the wheel bay.

    The first second holds the framing of clinging-wheel-bay.jpg.
    """
    rng = np.random.default_rng(3)
    base = clinging()
    view = camera(base, size, [(0, 0.5, 1.0), (1.2, 0.5, 1.0), (4, 0.55, 1.6), (7, 0.35, 1.4)])

    def frame(t: float) -> Image.Image:
        image = view(t)
        if t > 1.2:  # the jet starts to roll: shift the picture left, people chase it
            draw = ImageDraw.Draw(image)
            people(draw, rng, (0, size[1] * 0.7, size[0], size[1] * 0.95), 12, (5, 5))
        return image

    return frame


def stowaways(size=(480, 270)) -> Scene:
    """M4: from the ground, the jet climbing away and small figures falling below it."""
    sky = falling(seed=4)
    view = camera(sky, size, [(0, 0.5, 1.3), (6, 0.62, 1.8)])

    def frame(t: float) -> Image.Image:
        image = view(t)
        draw = ImageDraw.Draw(image)
        cx, cy = size[0] * (0.45 + 0.04 * t), size[1] * (0.35 - 0.03 * t)
        aircraft(draw, cx, cy, 120 - 6 * t)
        for n, start in enumerate((1.5, 2.4, 3.1)):  # three figures, one after another
            if t > start:
                fall = (t - start) ** 2 * 14
                x, y = cx - 20 + 14 * n, cy + 20 + fall
                draw.line((x, y, x + 2, y + 9), fill=(30, 30, 34), width=3)
        return image

    return frame


def boarding(size=(480, 270)) -> Scene:
    """M6: a crowd of men, women and children pressing towards a transport's ramp."""
    rng = np.random.default_rng(6)
    tarmac = clinging(seed=616)
    draw = ImageDraw.Draw(tarmac)
    people(draw, rng, (100, 500, 1100, 780), 420, (14, 13))
    view = camera(tarmac, size, [(0, 0.3, 1.5), (6, 0.7, 1.9)])

    def frame(t: float) -> Image.Image:
        image = view(t)
        crowd = ImageDraw.Draw(image)
        people(crowd, np.random.default_rng(int(t * 4)), (0, 200, size[0], 262), 25, (5, 5))
        return image

    return frame


def film(scene: Scene, seconds: float, path: Path, start: float = 0.0, **encode) -> Path:
    """Render ``seconds`` of ``scene`` from ``start`` and encode them with libx264."""
    frames = [scene(start + n / RATE) for n in range(int(seconds * RATE))]
    return encode_frames(frames, path, **encode)


def encode_frames(
    frames: list[Image.Image], path: Path, crf: int = 30, size: tuple[int, int] | None = None
) -> Path:
    with av.open(str(path), "w") as container:
        stream = container.add_stream("libx264", rate=RATE)
        first = frames[0] if size is None else frames[0].resize(size)
        stream.width, stream.height, stream.pix_fmt = first.width, first.height, "yuv420p"
        stream.options = {"crf": str(crf), "preset": "medium", "g": str(2 * RATE)}
        for n, image in enumerate(frames):
            image = image if size is None else image.resize(size, Image.LANCZOS)
            frame = av.VideoFrame.from_image(image.convert("RGB"))
            frame.pts, frame.time_base = n, 1 / RATE
            container.mux(stream.encode(frame))
        container.mux(stream.encode())
    shown = path.relative_to(HERE) if path.is_relative_to(HERE) else path
    print(f"wrote {shown} ({path.stat().st_size // 1024} KB)")
    return path


def vertical(frames: list[Image.Image], size=(270, 480)) -> list[Image.Image]:
    """Re-posted for phones: the picture in the middle of a 9:16 frame, black bars around."""
    out = []
    for image in frames:
        canvas = Image.new("RGB", size, "black")
        scaled = image.resize((size[0], round(image.height * size[0] / image.width)))
        canvas.paste(scaled, (0, (size[1] - scaled.height) // 2))
        out.append(canvas)
    return out


def main() -> None:
    media, sightings = HERE / "media", HERE / "sightings"
    film(takeoff(), 7, media / "takeoff-clinging.mp4")
    film(stowaways(), 6, media / "stowaways-falling.mp4")
    film(boarding(), 6, media / "boarding-crowd.mp4")

    film(stowaways(), 3, sightings / "stowaways-trimmed.mp4", start=2.0, crf=33, size=(320, 180))
    takeoff_frames = [takeoff()(n / RATE) for n in range(int(7 * RATE))]
    encode_frames(vertical(takeoff_frames), sightings / "takeoff-vertical.mp4", crf=32)
    still = boarding()(3.2)
    still.save(sightings / "boarding-still.jpg", quality=85)
    print("wrote sightings/boarding-still.jpg")


if __name__ == "__main__":
    main()
