"""Decode footage with PyAV: what the file is, and luma thumbnails of the frames that matter.

PyAV's wheels carry FFmpeg's libraries, so no system ffmpeg is needed. Two
ways of reading, for the two sides of a lookup:

- ``dense`` (registering): reference frames, up to DENSE_RATE a second. Frames
  are hashed where a later copy's frame might land, and handheld footage
  changes by 20-40 PDQ bits from one frame to the next, so the sampling stays
  near the frame rate. Non-reference frames (most B-frames) and the deblocking
  filter are skipped: both cost decode time and change nothing a 128-pixel
  thumbnail can see.
- ``sparse`` (checking): keyframes only, which decode at 100-300x real time
  and sit where the encoder saw a scene change. When keyframes leave too few
  samples or too long a gap, every frame is decoded after all and one a second
  kept, so a clip with a single keyframe is still compared frame by frame.

A decode budget (wall time and frames) bounds what a hostile file can cost;
anything FFmpeg cannot read becomes one BadInput line.
"""

from __future__ import annotations

import itertools
import math
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from provenance.config import Limits
from provenance.errors import BadInput
from provenance.media.frames import THUMB
from provenance.media.metadata.file_claim import FileClaim, claim, position_claims

if TYPE_CHECKING:
    import av
    from av.video.reformatter import VideoReformatter

DENSE_RATE = 15
"""Registering keeps at most this many frames a second (every keyframe on top): adjacent
frames of handheld footage differ by 20-40 PDQ bits, frames 1/15 s apart stay within
reach of the matcher, and thumbnails of every frame of 30-60 fps footage would cost
more than decoding it."""
SPARSE_MIN_FRAMES = 4
"""A query video is sampled by keyframes only if they give at least this many frames ..."""
SPARSE_MAX_GAP = 10.0
"""... and no two consecutive samples are further apart than this (seconds)."""
FILL_INTERVAL = 1.0
"""When keyframes are too few, one frame per this many seconds (plus every keyframe); a
short video gets at least twice SPARSE_MIN_FRAMES frames."""

# Containers FFmpeg names by a list of formats; we store the short name of the file's one.
_CONTAINER_NAMES = {"mov,mp4,m4a,3gp,3g2,mj2": "mp4", "matroska,webm": "mkv"}


@dataclass(frozen=True)
class VideoInfo:
    """What the container and the video stream say, before and after decoding."""

    codec: str
    container: str
    width: int  # as displayed, after the rotation the file asks for
    height: int
    duration: float
    frame_rate: float | None
    rotation: int  # degrees counter-clockwise the frames are turned to stand upright
    created: datetime | None  # the container's creation_time tag, if any
    location: str | None  # an ISO 6709 location tag (phones write one), if any
    camera: str | None = None  # make and model tags (phones write them)
    software: str | None = None  # the encoder or editing software tag


@dataclass(frozen=True)
class Sample:
    """One decoded frame: when it is shown, its luma thumbnail (upright), if it is a keyframe."""

    time: float
    thumb: np.ndarray  # THUMB x THUMB uint8
    keyframe: bool


class VideoReader:
    """One video file, read as registering (``dense``) or checking (sparse) needs it.

    The header is read on creation, so a file that is not a usable video fails
    there; ``info`` learns the display rotation once the first frame is decoded.
    """

    def __init__(self, path: Path, dense: bool, limits: Limits | None = None) -> None:
        self.path = path
        self.dense = dense
        self.limits = limits or Limits()
        self.budget = _Budget(path, self.limits)
        with _open(path) as container:
            self.info = _info(container, _video_stream(container, path, self.limits), path)
        self._rotation_known = False

    def samples(self) -> Iterator[Sample]:
        """Decoded frames in presentation order: every reference frame, or the sparse set."""
        if self.dense:
            yield from self._pass("NONREF", 1 / DENSE_RATE)
            return
        found = list(self._pass("NONKEY", 0.0))
        if _too_sparse([s.time for s in found], self.info.duration):
            every = min(FILL_INTERVAL, self.info.duration / (2 * SPARSE_MIN_FRAMES))
            found = list(self._pass("NONREF", every))
        yield from found

    def _pass(self, skip: str, every: float) -> Iterator[Sample]:
        count = 0
        with _open(self.path) as container:
            stream = _video_stream(container, self.path, self.limits)
            for at, thumb, keyframe, rotation in _decode(
                container, stream, self.path, self.budget, skip, every
            ):
                if not self._rotation_known:
                    self._learn_rotation(rotation)
                count += 1
                yield Sample(at, thumb, keyframe)
        if not count:
            raise BadInput(f"{self.path}: no frame of the video could be decoded")

    def _learn_rotation(self, rotation: int) -> None:
        self._rotation_known = True
        info = self.info
        if rotation % 180:
            info = replace(info, width=info.height, height=info.width)
        self.info = replace(info, rotation=rotation)


def _too_sparse(times: list[float], duration: float) -> bool:
    """Fewer keyframes than SPARSE_MIN_FRAMES (or, in a short video, than one per 2 s, but
    never fewer than 2), or a gap longer than SPARSE_MAX_GAP between them."""
    if len(times) < max(2, min(SPARSE_MIN_FRAMES, math.ceil(duration / 2))):
        return True
    edges = [0.0, *sorted(times), duration]
    return max(b - a for a, b in itertools.pairwise(edges)) > SPARSE_MAX_GAP


# -- opening ------------------------------------------------------------------------------


def _reason(exc: Exception) -> str:
    text = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
    return text.splitlines()[0]


def _open(path: Path) -> av.container.InputContainer:
    import av  # here, not at the top: a check of a picture never pays PyAV's 60 ms import

    try:
        return av.open(str(path), metadata_errors="ignore")
    except av.error.FFmpegError as exc:
        raise BadInput(f"{path}: not a video FFmpeg can read ({_reason(exc)})") from None
    except (OSError, ValueError) as exc:
        raise BadInput(f"{path}: cannot read ({_reason(exc)})") from None


def _video_stream(container, path: Path, limits: Limits) -> av.video.stream.VideoStream:
    """The main video stream: not cover art (an attached picture), the largest otherwise."""
    import av

    candidates = [
        s
        for s in container.streams.video
        if not (s.disposition & av.stream.Disposition.attached_pic)
    ]
    if not candidates:
        raise BadInput(f"{path}: no video stream in the file")
    stream = max(
        candidates, key=lambda s: (s.codec_context.width or 0) * (s.codec_context.height or 0)
    )
    width, height = stream.codec_context.width, stream.codec_context.height
    if not width or not height:
        raise BadInput(f"{path}: the video stream has no frame size")
    if width * height > limits.max_video_pixels:
        raise BadInput(
            f"{path}: refused, {width}x{height} frames are more than the limit of "
            f"{limits.max_video_pixels:,} pixels (PROVENANCE_MAX_VIDEO_PIXELS)"
        )
    return stream


def _info(container, stream, path: Path) -> VideoInfo:
    duration = _duration(container, stream)
    if duration is None:
        raise BadInput(f"{path}: the video does not say how long it is")
    rate = stream.average_rate or stream.guessed_rate
    tags = {k.lower(): v for k, v in {**container.metadata, **stream.metadata}.items()}
    return VideoInfo(
        codec=stream.codec_context.name,
        container=_container_name(container, path),
        width=stream.codec_context.width,
        height=stream.codec_context.height,
        duration=round(duration, 3),
        frame_rate=round(float(rate), 3) if rate else None,
        rotation=0,
        created=_timestamp(container.metadata.get("creation_time")),
        location=tags.get("com.apple.quicktime.location.iso6709") or tags.get("location"),
        camera=" ".join(
            tags[k]
            for k in ("com.apple.quicktime.make", "com.apple.quicktime.model")
            if tags.get(k)
        )
        or None,
        software=tags.get("com.apple.quicktime.software") or tags.get("encoder"),
    )


def _duration(container, stream) -> float | None:
    import av

    if stream.duration and stream.time_base:
        return float(stream.duration * stream.time_base)
    if container.duration:
        return container.duration / av.time_base
    return None


def _container_name(container, path: Path) -> str:
    names = container.format.name
    suffix = path.suffix.lower().lstrip(".")
    if suffix and suffix in (container.format.extensions or set()):
        return suffix[:16]
    return _CONTAINER_NAMES.get(names, names.split(",")[0])[:16]


def _timestamp(value: str | None) -> datetime | None:
    """A creation_time tag (ISO 8601, usually UTC); None if absent, unparsable or a default."""
    if not value:
        return None
    try:
        moment = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
    except ValueError:
        return None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    # Cameras and muxers without a clock write 1904-01-01 (QuickTime's epoch) or 1970.
    return None if moment.year < 1971 else moment.astimezone(UTC)


# -- decoding -----------------------------------------------------------------------------


class _Budget:
    """Stops a decode that takes too long or too many frames."""

    def __init__(self, path: Path, limits: Limits) -> None:
        self.path = path
        self.limits = limits
        self.deadline = time.monotonic() + limits.max_video_seconds
        self.frames = 0

    def spend(self) -> None:
        self.frames += 1
        if self.frames > self.limits.max_video_frames:
            raise BadInput(
                f"{self.path}: refused, more than {self.limits.max_video_frames:,} frames "
                "to decode (PROVENANCE_MAX_VIDEO_FRAMES)"
            )
        if self.frames % 16 == 0 and time.monotonic() > self.deadline:
            raise BadInput(
                f"{self.path}: refused, decoding took longer than "
                f"{self.limits.max_video_seconds} s (PROVENANCE_MAX_VIDEO_SECONDS)"
            )


def _decode(
    container, stream, path: Path, budget: _Budget, skip: str, every: float
) -> Iterator[tuple[float, np.ndarray, bool, int]]:
    """(time, thumbnail, keyframe, rotation) of decoded frames.

    With ``every``, only keyframes and one frame per ``every`` seconds are kept.
    Raises BadInput for a damaged or truncated file.
    """
    import av
    from av.video.reformatter import VideoReformatter

    context = stream.codec_context
    stream.thread_type = "AUTO"
    context.skip_frame = skip
    context.options = {"skip_loop_filter": "all"}
    base = float(stream.start_time * stream.time_base) if stream.start_time else 0.0
    end_of_data = 0.0
    failures = decoded = 0
    next_sample = -math.inf
    keyframes_only = skip == "NONKEY"
    reformatter = VideoReformatter()
    try:
        for packet in container.demux(stream):
            if packet.pts is not None and packet.size:
                span = float((packet.pts + (packet.duration or 0)) * packet.time_base)
                end_of_data = max(end_of_data, span - base)
            if keyframes_only and packet.size and not packet.is_keyframe:
                continue  # not every decoder honours skip_frame (VP9 does not)
            try:
                frames = packet.decode()
            except av.error.FFmpegError:
                failures += 1
                continue
            for frame in frames:
                budget.spend()
                decoded += 1
                if frame.time is None:
                    continue
                at = frame.time - base
                if every and not frame.key_frame and at < next_sample:
                    continue
                next_sample = at + every - 1e-3  # frame times are rounded
                rotation = (getattr(frame, "rotation", 0) or 0) % 360
                yield at, _thumb(frame, reformatter, rotation), bool(frame.key_frame), rotation
    except av.error.FFmpegError as exc:
        raise BadInput(f"{path}: damaged video ({_reason(exc)})") from None
    _check_whole(container, stream, path, end_of_data, failures, decoded)


def _check_whole(container, stream, path: Path, end: float, failures: int, decoded: int) -> None:
    duration = _duration(container, stream) or 0.0
    if duration and end < duration * 0.9 and duration - end > 1.0:
        raise BadInput(f"{path}: truncated, video data ends at {end:.1f} s of {duration:.1f} s")
    if failures > max(2, decoded // 100):
        raise BadInput(f"{path}: damaged video, {failures} packets could not be decoded")


def _thumb(frame, reformatter: VideoReformatter, rotation: int) -> np.ndarray:
    """THUMB x THUMB luma, area-averaged by swscale, turned upright.

    One reformatter per decode keeps swscale's context (building it per frame costs
    four times the scaling itself)."""
    luma = reformatter.reformat(
        frame, width=THUMB, height=THUMB, format="gray", interpolation="AREA"
    ).to_ndarray()
    turns = round(rotation / 90) % 4
    return np.ascontiguousarray(np.rot90(luma, turns)) if turns else luma


def container_claims(info: VideoInfo) -> list[FileClaim]:
    """What the container says about the footage, as claims of the asset (origin "container").

    Claims, not facts: a creation time or a location tag is written by whatever made
    the file last and can be wrong or forged, so it is compared like any other claim.
    The vocabulary is the one of ``metadata.file_claim``: created, gps, place,
    camera, software (an FFmpeg "Lavf" encoder tag says the file was re-encoded).
    """
    claims = []
    if info.created is not None:
        claims.append(claim("created", info.created.isoformat(), "container", tag="creation_time"))
    where = _iso6709(info.location)
    if where is not None:
        latitude, longitude = where
        claims.extend(position_claims(latitude, longitude, "container", info.location))
    if info.camera:
        claims.append(claim("camera", info.camera, "container"))
    if info.software:
        claims.append(claim("software", info.software, "container"))
    return claims


_ISO6709 = re.compile(r"^([+-]\d+(?:\.\d+)?)([+-]\d+(?:\.\d+)?)")


def _iso6709(value: str | None) -> tuple[float, float] | None:
    """Latitude and longitude from an ISO 6709 string such as +34.5553+069.2075/."""
    match = _ISO6709.match(value.strip()) if value else None
    if not match:
        return None
    lat, lon = float(match.group(1)), float(match.group(2))
    return (lat, lon) if abs(lat) <= 90 and abs(lon) <= 180 else None
