"""What the web does to footage, as small functions tests apply to real clips (PyAV only)."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

import av
import numpy as np
from PIL import Image

Frame = np.ndarray  # height x width x 3, RGB


def frames_of(source: Path, start: float = 0.0, end: float = float("inf"), width: int = 480):
    """The RGB frames of ``source`` shown from ``start`` to ``end`` seconds, and the rate."""
    with av.open(str(source)) as container:
        stream = container.streams.video[0]
        rate = stream.average_rate or Fraction(25)
        frames = []
        for frame in container.decode(stream):
            if frame.time is None or not start <= frame.time <= end:
                continue
            height = round(frame.height * width / frame.width / 2) * 2
            frames.append(frame.to_ndarray(format="rgb24", width=width, height=height))
    return frames, rate


def write(
    frames: list[Frame],
    rate: Fraction,
    path: Path,
    edit: Callable[[Frame], Frame] | None = None,
    rotation: int = 0,
    metadata: dict[str, str] | None = None,
) -> Path:
    """Encode frames with libx264 (2 s GOP), optionally edited, rotated for display, tagged."""
    with av.open(str(path), "w") as container:
        container.metadata.update(metadata or {})
        stream = container.add_stream("libx264", rate=rate)
        edited = [np.ascontiguousarray(edit(f) if edit else f) for f in frames]
        stream.height, stream.width = edited[0].shape[:2]
        stream.pix_fmt = "yuv420p"
        stream.options = {"crf": "26", "preset": "veryfast", "g": str(round(2 * rate))}
        if rotation:
            stream.set_display_rotation(rotation)
        for n, image in enumerate(edited):
            frame = av.VideoFrame.from_ndarray(image, format="rgb24")
            frame.pts, frame.time_base = n, 1 / rate
            container.mux(stream.encode(frame))
        container.mux(stream.encode())
    return path


def still(source: Path, at: float, path: Path) -> Path:
    """A JPEG of the frame shown at ``at`` seconds, as someone grabbing a frame would save it."""
    frames, _ = frames_of(source, at, at + 0.1, width=640)
    Image.fromarray(frames[0]).save(path, quality=88)
    return path


def mirror(frame: Frame) -> Frame:
    return frame[:, ::-1]


def vertical_bars(frame: Frame) -> Frame:
    """Landscape footage re-posted in a 9:16 frame with black bars above and below."""
    height, width = frame.shape[:2]
    canvas = np.zeros((width * 16 // 9 // 2 * 2, width, 3), np.uint8)
    top = (canvas.shape[0] - height) // 2
    canvas[top : top + height] = frame
    return canvas


def turned(frame: Frame) -> Frame:
    """Pixels stored a quarter turn clockwise, as phones store footage filmed upright."""
    return np.rot90(frame, -1)
