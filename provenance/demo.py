"""The Kabul sample end to end, the way a verification desk meets it.

Read the article and register the media it mentions; attach the footage the page
only embeds; check later sightings, each with the caption it now carries; register
them so they join their lineages; print the reports.
"""

from __future__ import annotations

import re
import tempfile
from collections.abc import Callable
from pathlib import Path

from provenance.article.ingest import MentionResult, attach, ingest_article
from provenance.errors import BadInput
from provenance.manifest import expand, load
from provenance.matching.video import describe_timing
from provenance.report import html, markdown
from provenance.report.build import build_report
from provenance.services import check_media, ingest
from provenance.store import Store

REPORTED = ("media/c17-cargo-hold.jpg", "media/stowaways-falling.mp4")


def sample_dir() -> Path:
    """``samples/kabul-2021`` of a checkout, or the copy shipped inside the wheel."""
    package = Path(__file__).resolve().parent
    for candidate in (package / "_samples", package.parent / "samples"):
        if (candidate / "kabul-2021" / "manifest.yaml").is_file():
            return candidate / "kabul-2021"
    raise BadInput("the Kabul sample is not installed with this copy of provenance")


def _words(text: str | None) -> set[str]:
    return set(re.findall(r"[a-z]{3,}", (text or "").lower()))


def _closest_mention(mentions: list[MentionResult], kind: str, caption: str | None):
    """The mention of this kind whose caption shares the most words with ``caption``."""
    candidates = [m for m in mentions if m.kind == kind]
    return max(candidates, key=lambda m: len(_words(m.caption) & _words(caption)), default=None)


def _short(text: str | None, width: int = 96) -> str:
    text = " ".join((text or "").split())
    return text if len(text) <= width else text[: width - 1] + "…"


def run(db: Path | None, say: Callable[[str], None]) -> None:
    sample = sample_dir()
    with tempfile.TemporaryDirectory() as scratch:
        path = db or Path(scratch) / "demo.db"
        if path.exists():
            raise BadInput(f"{path} exists: the demo builds a fresh database, give a new path")
        store = Store(path)
        say(f"Registry: {path}")
        try:
            mentions = _read_article(store, sample, say)
            _attach_footage(store, sample, mentions, say)
            _check_and_register_sightings(store, sample, say)
            _report(store, sample, db, say)
        finally:
            store.close()


def _read_article(store: Store, sample: Path, say) -> list[MentionResult]:
    page = sample / "article.html"
    say(f"\n== 1. Reading the article ({page.name}) and registering what it mentions")
    result = ingest_article(store, str(page))
    say(f"  {result.outlet}, {result.published}: {len(result.mentions)} mentions")
    for mention in result.mentions:
        say(f"\n  {mention.id}  {mention.kind:<5}  “{_short(mention.caption)}”")
        claims = " · ".join(f"{c['field']} {c['value']}" for c in mention.claims)
        if claims:
            say(f"  {'':17}claims: {_short(claims, 90)}")
        for linked in mention.media:
            if linked.file:
                say(f"  {'':17}file: {Path(linked.file).name} ({linked.status})")
    return result.mentions


def _attach_footage(store: Store, sample: Path, mentions: list[MentionResult], say) -> None:
    """The page only embeds the footage from a video site: the desk attaches its copies."""
    say("\n== 2. Attaching the footage the page embeds to its video mentions")
    for file, info in expand(load(sample / "manifest.yaml")):
        if file.suffix.lower() != ".mp4":
            continue
        mention = _closest_mention(mentions, "video", info.caption)
        if mention is None:
            continue
        for outcome in attach(store, mention.id, [file]):
            say(f"  {mention.id} ← {file.name} ({outcome.status})")


def _check_and_register_sightings(store: Store, sample: Path, say) -> None:
    sightings = expand(load(sample / "sightings.yaml"))
    say("\n== 3. Checking later sightings, each with the caption it now carries")
    for file, info in sightings:
        say(f"\n  {file.name}  (published {info.published} by {info.outlet})")
        say(f"    now captioned: “{_short(info.caption)}”")
        for result in check_media(store, [file], info.caption, info.published):
            _say_check(result, say)
    say("\n== 4. Registering the sightings, so they join their lineages")
    for result in ingest(store, sightings):
        say(f"  {result.status:<10} {(result.sha256 or '')[:12]}  {Path(result.file).name}")


def _say_check(result, say) -> None:
    if not result.matches:
        say(
            "    not seen before"
            + (" (a person should look: see suggestions)" if result.suggestions else "")
        )
    shown = None
    for match in result.matches:
        say(f"    {match.relation} of {match.asset[:12]} (score {match.score:.2f})")
        timing = describe_timing(match.video)
        if timing:
            say(f"      {timing}")
        seen = match.first_seen or {}
        if seen and seen != shown:
            shown = seen
            say(
                f"      first seen {seen.get('published')} in {seen.get('outlet')}:"
                f" “{_short(seen.get('caption'), 80)}”"
            )
    for finding in result.drift:
        say(
            f"    drift {finding['field']}: {finding.get('before')} → {finding.get('after')}"
            f" ({finding.get('severity')})"
        )


def _report(store: Store, sample: Path, db: Path | None, say) -> None:
    for relative in REPORTED:
        subject = sample / relative
        report = build_report(store, str(subject))
        say(f"\n== 5. Report for {subject.name}\n")
        say(markdown.render(report))
        if db is not None:
            page = db.with_name(f"{db.stem}-{subject.stem}.html")
            page.write_text(html.render(report), encoding="utf-8")
            say(f"(also written as HTML: {page})")


__all__ = ["run"]
