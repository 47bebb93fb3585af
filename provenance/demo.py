"""The Kabul sample end to end: register the article's pictures, check later sightings, report."""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path

from provenance.errors import BadInput
from provenance.manifest import expand, load
from provenance.matching.video import describe_timing
from provenance.report import markdown
from provenance.report.build import build_report
from provenance.services import check_media, find_matches, ingest
from provenance.store import Store

FOOTAGE = "stowaways-falling.mp4"  # the footage whose report closes the demo


def sample_dir() -> Path:
    """``samples/kabul-2021`` of a checkout, or the copy shipped inside the wheel."""
    package = Path(__file__).resolve().parent
    for candidate in (package / "_samples", package.parent / "samples"):
        if (candidate / "kabul-2021" / "manifest.yaml").is_file():
            return candidate / "kabul-2021"
    raise BadInput("the Kabul sample is not installed with this copy of provenance")


def run(db: Path | None, say: Callable[[str], None]) -> None:
    sample = sample_dir()
    with tempfile.TemporaryDirectory() as scratch:
        path = db or Path(scratch) / "demo.db"
        if path.exists():
            raise BadInput(f"{path} exists: the demo builds a fresh database, give a new path")
        store = Store(path)
        say(f"Registry: {path}")
        say(f"\n== Registering the pictures the article mentions ({sample / 'manifest.yaml'})")
        for result in ingest(store, expand(load(sample / "manifest.yaml"))):
            say(f"  {result.status:<10} {result.sha256[:12]}  {Path(result.file).name}")

        sightings = expand(load(sample / "sightings.yaml"))
        say("\n== Checking later sightings against the registry")
        for (path_, info), result in zip(
            sightings,
            check_media(store, [p for p, _ in sightings]),
            strict=True,
        ):
            say(f"\n  {path_.name}  (published {info.published}, {info.outlet})")
            say(f"    now captioned: “{info.caption}”")
            if not result.matches:
                say("    not seen before")
            for match in result.matches:
                seen = match.first_seen or {}
                say(
                    f"    {match.relation} of {match.asset[:12]} (score {match.score:.2f}),"
                    f" first seen {seen.get('published')} in {seen.get('outlet')}"
                )
                timing = describe_timing(match.video)
                if timing:
                    say(f"    {timing}")
                say(f"    first captioned: “{seen.get('caption')}”")

        say("\n== Registering the sightings, so they join their pictures' lineages")
        for result in ingest(store, sightings):
            say(f"  {result.status:<10} {result.sha256[:12]}  {Path(result.file).name}")

        for subject in (sample / "media" / "c17-cargo-hold.jpg", sample / "media" / FOOTAGE):
            say(f"\n== Report for {subject.name}\n")
            say(markdown.render(build_report(store, str(subject))))
        store.close()


__all__ = ["find_matches", "run"]
