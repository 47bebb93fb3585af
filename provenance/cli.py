"""The ``provenance`` command: parse options, call a use case in ``services``, render.

Exit codes: 0 done; 1 the command found what it was asked to fail on
(``--fail-on-match``); 2 bad input or usage, one line on stderr per bad input.
"""

from __future__ import annotations

import functools
import json
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, TypeVar

import typer

from provenance import __version__
from provenance.errors import BadInput
from provenance.media.probe import media_files
from provenance.results import CheckResult, MatchInfo

if TYPE_CHECKING:
    from provenance.services import IngestResult

# The ORM, the services and the report builder are imported inside the commands that
# use them: importing them costs more than a whole `provenance check` may take.
# No command does heavy linear algebra; single-threaded BLAS starts faster.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

app = typer.Typer(
    help="Track where news pictures and footage come from, and what they are claimed to show.",
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
)
ingest_app = typer.Typer(help="Register media, manifests and articles.", no_args_is_help=True)
app.add_typer(ingest_app, name="ingest")

Db = Annotated[
    str | None,
    typer.Option(
        "--db",
        help="Database: a file path (SQLite) or a URL such as postgresql+psycopg://host/db.",
        envvar="PROVENANCE_DB",
        show_default="provenance.db",
    ),
]
Json = Annotated[bool, typer.Option("--json", help="Print JSON (one object per line).")]
Jobs = Annotated[int, typer.Option("--jobs", "-j", min=1, help="Worker processes for decoding.")]

F = TypeVar("F", bound=Callable)


def reports_bad_input(command: F) -> F:
    """Turn BadInput raised anywhere in a command into one line on stderr and exit code 2."""

    @functools.wraps(command)
    def wrapper(*args, **kwargs):
        try:
            return command(*args, **kwargs)
        except BadInput as exc:
            error(str(exc))
            raise typer.Exit(2) from None

    return wrapper  # type: ignore[return-value]


def error(message: str) -> None:
    typer.echo(f"error: {message}", err=True)


def emit(obj: dict) -> None:
    typer.echo(json.dumps(obj, ensure_ascii=False, default=str))


def short(sha256: str | None) -> str:
    return sha256[:12] if sha256 else "-" * 12


def version_callback(value: bool) -> None:
    if value:
        typer.echo(f"provenance {__version__}")
        raise typer.Exit()


@app.callback()
def root(
    version: Annotated[
        bool, typer.Option("--version", callback=version_callback, is_eager=True)
    ] = False,
) -> None:
    """provenance: register, check and report where pictures and footage come from."""


def with_progress(files: list[Path], results: Iterator, label: str) -> Iterator:
    """Show a progress bar on an interactive stderr while results arrive."""
    if not sys.stderr.isatty() or len(files) < 2:
        yield from results
        return
    from rich.console import Console
    from rich.progress import Progress

    with Progress(console=Console(stderr=True), transient=True) as progress:
        task = progress.add_task(label, total=len(files))
        for result in results:
            progress.advance(task)
            yield result


def print_ingest(results: Iterator[IngestResult], as_json: bool) -> int:
    counts = {"registered": 0, "known": 0, "error": 0}
    for result in results:
        counts[result.status] += 1
        if result.error:
            error(result.error)
        if as_json:
            emit(result.to_json())
        elif not result.error:
            typer.echo(f"{result.status:<10}  {short(result.sha256)}  {result.file}")
            for match in result.matches:
                typer.echo(f"            linked: {describe_match(match)}")
    if not as_json:
        typer.echo(
            f"{counts['registered']} registered, {counts['known']} known, "
            f"{counts['error']} error(s)",
            err=True,
        )
    return 2 if counts["error"] else 0


def describe_match(match: MatchInfo) -> str:
    distances = ", ".join(f"{k} {v}" for k, v in match.distances.items())
    return f"{match.relation} of {short(match.asset)} (score {match.score:.2f}; {distances})"


@ingest_app.command("media")
@reports_bad_input
def ingest_media_command(
    paths: Annotated[list[Path], typer.Argument(help="Image or video files, or folders.")],
    caption: Annotated[str | None, typer.Option(help="What the media is said to show.")] = None,
    credit: Annotated[str | None, typer.Option(help="Photographer, agency, channel.")] = None,
    source: Annotated[str | None, typer.Option(help="URL where it appeared.")] = None,
    outlet: Annotated[str | None, typer.Option(help="Who published it there.")] = None,
    published: Annotated[str | None, typer.Option(help="When it appeared (YYYY-MM-DD).")] = None,
    place: Annotated[str | None, typer.Option(help="Claimed place of origin.")] = None,
    date: Annotated[str | None, typer.Option(help="Claimed date it was taken.")] = None,
    event: Annotated[str | None, typer.Option(help="Claimed event it shows.")] = None,
    jobs: Jobs = 1,
    db: Db = None,
    as_json: Json = False,
) -> None:
    """Register images and videos with their caption and claimed origin."""
    from provenance.manifest import parse_date
    from provenance.services import AppearanceInfo, ingest_media
    from provenance.store import Store

    info = AppearanceInfo(
        caption=caption,
        credit=credit,
        source_url=source,
        outlet=outlet,
        published=parse_date(published, "--published"),
        place=place,
        date=date,
        event=event,
    )
    store = Store(db)
    files = media_files(paths)
    results = with_progress(files, ingest_media(store, files, info, jobs), "registering")
    raise typer.Exit(print_ingest(results, as_json))


@ingest_app.command("manifest")
@reports_bad_input
def ingest_manifest_command(
    manifest: Annotated[Path, typer.Argument(help="A YAML manifest (see README).")],
    jobs: Jobs = 1,
    db: Db = None,
    as_json: Json = False,
) -> None:
    """Register every item of a manifest, each with its own caption, credit and origin."""
    from provenance.manifest import expand, load
    from provenance.services import ingest
    from provenance.store import Store

    items = expand(load(manifest))
    store = Store(db)
    files = [path for path, _ in items]
    results = with_progress(files, ingest(store, items, jobs), "registering")
    raise typer.Exit(print_ingest(results, as_json))


def print_check(result: CheckResult) -> None:
    if result.error:
        return
    typer.echo(f"{result.file}  ({result.kind}, {short(result.sha256)})")
    if not result.matches and not result.suggestions:
        typer.echo("  not seen before")
    for match in result.matches:
        typer.echo(f"  {describe_match(match)}")
        print_first_seen(match)
    for match in result.suggestions:
        typer.echo(f"  possibly (please confirm): {describe_match(match)}")
        print_first_seen(match)
    for finding in result.drift:
        typer.echo(f"  drift {finding['field']}: {finding.get('before')} → {finding.get('after')}")


def print_first_seen(match: MatchInfo) -> None:
    seen = match.first_seen
    if seen:
        where = seen["outlet"] or seen["source"] or "no source"
        caption = f" “{seen['caption']}”" if seen["caption"] else ""
        typer.echo(f"    first seen {seen['published'] or 'undated'} · {where}{caption}")


@app.command("check")
@reports_bad_input
def check_command(
    paths: Annotated[list[Path], typer.Argument(help="Image or video files, or folders.")],
    caption: Annotated[str | None, typer.Option(help="The caption it now carries.")] = None,
    published: Annotated[str | None, typer.Option(help="When it now appeared.")] = None,
    fail_on_match: Annotated[
        bool, typer.Option("--fail-on-match", help="Exit 1 if anything matches.")
    ] = False,
    jobs: Jobs = 1,
    db: Db = None,
    as_json: Json = False,
) -> None:
    """Check files for reuse of registered media, without registering them."""
    files = media_files(paths)
    results = None
    if caption is None and published is None:
        from provenance.matching.lookup import quick_check

        results = quick_check(db, files, jobs)
    if results is None:
        from provenance.manifest import parse_date
        from provenance.services import check_media
        from provenance.store import Store

        when = parse_date(published, "--published")
        results = check_media(Store(db), files, caption, when, jobs)
    bad = matched = False
    for result in with_progress(files, results, "checking"):
        if result.error:
            bad = True
            error(result.error)
        matched = matched or bool(result.matches)
        if as_json:
            emit(result.to_json())
        else:
            print_check(result)
    raise typer.Exit(2 if bad else 1 if (fail_on_match and matched) else 0)


@app.command("report")
@reports_bad_input
def report_command(
    file_or_sha256: Annotated[str, typer.Argument(help="A file, or a registered sha256 (prefix).")],
    output_format: Annotated[
        str, typer.Option("--format", "-f", help="md or json.", case_sensitive=False)
    ] = "md",
    db: Db = None,
) -> None:
    """Print a picture's lineage: every appearance, earliest first, and how they relate."""
    from provenance.report import markdown
    from provenance.report.build import build_report
    from provenance.store import Store

    if output_format.lower() not in ("md", "json"):
        raise BadInput(f"--format {output_format}: choose md or json")
    report = build_report(Store(db), file_or_sha256)
    if output_format.lower() == "json":
        typer.echo(json.dumps(report.to_json(), ensure_ascii=False, indent=2, default=str))
    else:
        typer.echo(markdown.render(report), nl=False)


@app.command("demo")
@reports_bad_input
def demo_command(
    db: Annotated[
        Path | None, typer.Option("--db", help="Where to build the demo database.")
    ] = None,
) -> None:
    """Build a fresh registry from the Kabul sample, check later sightings, print a report."""
    from provenance.demo import run

    run(db, typer.echo)


def main() -> None:
    app()
