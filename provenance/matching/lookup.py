"""One lookup over the whole registry: pictures (matching/engine.py) and footage (video.py).

Services ask this one object, so the picture engine and the video matcher can
change independently: a picture is looked up among pictures and among video
frames; a video among videos and among pictures that may appear in it.
"""

from __future__ import annotations

from provenance.config import Thresholds
from provenance.matching.engine import Found, Matcher
from provenance.matching.video import VideoMatcher
from provenance.media.analyse import Analysis
from provenance.store import Store


class Lookup:
    """Every matcher of the registry behind one ``find`` and one ``add``."""

    def __init__(self, store: Store, thresholds: Thresholds | None = None) -> None:
        self.pictures = Matcher(store, thresholds)
        self.videos = VideoMatcher(store, thresholds)

    def find(self, analysis: Analysis, exclude: int | None = None) -> list[Found]:
        """Registered assets this file is (or contains, or was cut from), best first."""
        found = [] if analysis.kind == "video" else self.pictures.find(analysis, exclude)
        found += self.videos.find(analysis, exclude)
        found.sort(key=lambda f: (-f.score, f.asset_id))
        return found

    def add(self, asset_id: int, analysis: Analysis) -> None:
        """Make a newly registered asset findable by the next lookup of this run."""
        if analysis.kind != "video":
            self.pictures.add(asset_id, analysis)
        self.videos.add(asset_id, analysis)
