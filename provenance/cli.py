"""The ``provenance`` command: parse options, call a use case in ``services``, render.

Exit codes: 0 done; 1 the command found what it was asked to fail on
(``--fail-on-match``); 2 bad input or usage, one line on stderr per bad input.
"""

from __future__ import annotations

import functools
import json
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Annotated, TypeVar

import typer

from provenance import __version__
from provenance.article.ingest import ArticleResult, attach, ingest_article
from provenance.claims import FIELDS
from provenance.drift import compare_captions
from provenance.drift_pairs import compare_pairs
from provenance.errors import BadInput
from provenance.lineage_drift import registry_drift
from provenance.manifest import expand, load, parse_date
from provenance.matching.video import describe_timing
from provenance.media.metadata.describe import lines as file_says_lines
from provenance.media.probe import media_files
from provenance.report import html, markdown
from provenance.report.build import build_report
from provenance.results import CheckResult, MatchInfo
from provenance.semantic import INSTALL
from provenance.semantic import available as semantic_available
from provenance.services import (
    AppearanceInfo,
    IngestResult,
    check_media,
    ingest,
    ingest_media,
)
from provenance.store import Store

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
    """One line per problem, whatever the message carried (scripts count lines)."""
    typer.echo("error: " + " ".join(message.split()), err=True)


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
            for message in result.metadata_problems:
                typer.echo(f"            metadata problem: {message}")
    if not as_json:
        typer.echo(
            f"{counts['registered']} registered, {counts['known']} known, "
            f"{counts['error']} error(s)",
            err=True,
        )
    return 2 if counts["error"] else 0


def describe_match(match: MatchInfo) -> str:
    distances = ", ".join(f"{k} {v}" for k, v in match.distances.items())
    timing = describe_timing(match.video)
    where = f"; {timing}" if timing else ""
    return f"{match.relation} of {short(match.asset)} (score {match.score:.2f}; {distances}){where}"


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
    items = expand(load(manifest))
    store = Store(db)
    files = [path for path, _ in items]
    results = with_progress(files, ingest(store, items, jobs), "registering")
    raise typer.Exit(print_ingest(results, as_json))


def print_article(result: ArticleResult) -> None:
    where = " · ".join(str(x) for x in (result.outlet, result.published) if x)
    count = f"{len(result.mentions)} mention{'s' if len(result.mentions) != 1 else ''}"
    typer.echo(f"{result.status:<10}  {result.source}" + (f" · {where}" if where else ""))
    typer.echo(f"            {count}")
    for mention in result.mentions:
        caption = mention.caption or ""
        caption = caption if len(caption) <= 100 else caption[:99] + "…"
        typer.echo(f"  {mention.id:<12} {mention.kind:<6} {caption}")
        for linked in mention.media:
            if linked.file and not linked.error:
                typer.echo(f"  {'':<12} {'':<6} file: {linked.file} ({linked.status})")
            elif not linked.file:
                typer.echo(f"  {'':<12} {'':<6} not found: {linked.src}")


@ingest_app.command("article")
@reports_bad_input
def ingest_article_command(
    location: Annotated[
        str, typer.Argument(help="A text, Markdown or HTML file, or an http(s) URL.")
    ],
    published: Annotated[
        str | None, typer.Option(help="When it was published (YYYY-MM-DD); overrides the page.")
    ] = None,
    media: Annotated[
        Path | None, typer.Option("--media", help="Folder where the page's files may be found.")
    ] = None,
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="Print the mentions found; register nothing.")
    ] = False,
    db: Db = None,
    as_json: Json = False,
) -> None:
    """Read an article: register it, the media it mentions, and the files its page shows."""
    when = parse_date(published, "--published")
    store = None if dry_run else Store(db)
    result = ingest_article(store, location, when, media, dry_run)
    for message in result.errors:
        error(message)
    if as_json:
        emit(result.to_json())
    else:
        print_article(result)
    raise typer.Exit(2 if result.errors else 0)


@app.command("attach")
@reports_bad_input
def attach_command(
    mention: Annotated[str, typer.Argument(help="A mention id, as `ingest article` lists it.")],
    files: Annotated[list[Path], typer.Argument(help="The picture or video it describes.")],
    db: Db = None,
    as_json: Json = False,
) -> None:
    """Link files to a mention of a text-only article, registering them with its caption."""
    results = attach(Store(db), mention, files)
    for result in results:
        if result.error:
            error(result.error)
        if as_json:
            emit(result.to_json())
        elif not result.error:
            typer.echo(
                f"{result.status:<10}  {short(result.sha256)}  {result.file}"
                f"  → {result.mention} ({result.mention_kind})"
            )
    raise typer.Exit(2 if any(r.error for r in results) else 0)


def print_check(result: CheckResult) -> None:
    if result.error:
        return
    typer.echo(f"{result.file}  ({result.kind}, {short(result.sha256)})")
    said = file_says_lines(result.file_says)
    if said:
        typer.echo("  the file says:")
    for name, what in said:
        typer.echo(f"    {name:<16} {what}")
    if not result.matches and not result.suggestions:
        typer.echo("  not seen before")
    shown = None
    for match in result.matches + result.suggestions:
        confirm = "possibly (please confirm): " if match.tier == "suggestion" else ""
        typer.echo(f"  {confirm}{describe_match(match)}")
        seen = match.first_seen
        if seen and seen != shown:
            shown = seen
            where = seen["outlet"] or seen["source"] or "no source"
            caption = f" “{seen['caption']}”" if seen["caption"] else ""
            typer.echo(f"    first seen {seen['published'] or 'undated'} · {where}{caption}")
        for conflict in match.file_says_conflicts:
            typer.echo(
                f"    its file says otherwise: {conflict['field']} "
                f"{' / '.join(conflict['registered'])} (this file: {' / '.join(conflict['query'])})"
            )
    print_findings(result.drift, "  ")


def print_findings(findings: list[dict], indent: str) -> None:
    for finding in findings:
        typer.echo(
            f"{indent}drift {finding['field']}: {finding.get('before') or '-'} → "
            f"{finding.get('after') or '-'} ({finding['severity']}) {finding['explanation']}"
        )


@app.command("check")
@reports_bad_input
def check_command(
    paths: Annotated[list[Path], typer.Argument(help="Image or video files, or folders.")],
    caption: Annotated[str | None, typer.Option(help="The caption it now carries.")] = None,
    published: Annotated[str | None, typer.Option(help="When it now appeared.")] = None,
    fail_on_match: Annotated[
        bool, typer.Option("--fail-on-match", help="Exit 1 if anything matches.")
    ] = False,
    fail_on_drift: Annotated[
        bool, typer.Option("--fail-on-drift", help="Exit 1 if the caption drifted.")
    ] = False,
    jobs: Jobs = 1,
    db: Db = None,
    as_json: Json = False,
) -> None:
    """Check files for reuse of registered media, without registering them.

    With --caption, say what changed against the picture's first appearance (drift).
    """
    when = parse_date(published, "--published")
    store = Store(db)
    files = media_files(paths)
    bad = matched = drifted = False
    for result in with_progress(files, check_media(store, files, caption, when, jobs), "checking"):
        if result.error:
            bad = True
            error(result.error)
        matched = matched or bool(result.matches)
        drifted = drifted or bool(result.drift)
        if as_json:
            emit(result.to_json())
        else:
            print_check(result)
    failed = (fail_on_match and matched) or (fail_on_drift and drifted)
    raise typer.Exit(2 if bad else 1 if failed else 0)


drift_app = typer.Typer(
    help="Caption drift: what changed in what a picture is claimed to show.",
    invoke_without_command=True,
)
app.add_typer(drift_app, name="drift")


@drift_app.callback()
@reports_bad_input
def drift_list_command(
    context: typer.Context,
    since: Annotated[str | None, typer.Option(help="Later appearances from (YYYY-MM-DD).")] = None,
    until: Annotated[str | None, typer.Option(help="Later appearances up to (YYYY-MM-DD).")] = None,
    source: Annotated[
        str | None, typer.Option(help="Later appearances whose source URL or outlet has this.")
    ] = None,
    fields: Annotated[
        list[str] | None,
        typer.Option("--field", help=f"Only these fields (repeatable): {', '.join(FIELDS)}."),
    ] = None,
    db: Db = None,
    as_json: Json = False,
) -> None:
    """List drift across the registry: each later appearance against the first seen and the
    one before it, lineage by lineage."""
    if context.invoked_subcommand:
        return
    unknown = sorted(set(fields or ()) - set(FIELDS))
    if unknown:
        raise BadInput(f"--field {', '.join(unknown)}: choose from {', '.join(FIELDS)}")
    comparisons = registry_drift(
        Store(db),
        parse_date(since, "--since"),
        parse_date(until, "--until"),
        source,
        fields or (),
    )
    count = 0
    for comparison in comparisons:
        count += 1
        if as_json:
            emit(comparison.to_json())
            continue
        before, after = comparison.before, comparison.after
        typer.echo(
            f"{after['published'] or 'undated'} · {after['outlet'] or after['source'] or '-'} "
            f"· {after['file']}  against the "
            f"{'first seen' if comparison.against == 'first' else 'one before'}, "
            f"{before['published'] or 'undated'} · {before['outlet'] or before['source'] or '-'}"
            f"  (score {comparison.result.score:.2f})"
        )
        print_findings(comparison.findings(), "  ")
    if not as_json:
        typer.echo(f"{count} comparison(s) with drift", err=True)


@drift_app.command("compare")
@reports_bad_input
def drift_compare_command(
    caption_a: Annotated[str | None, typer.Argument(help="The caption seen first.")] = None,
    caption_b: Annotated[str | None, typer.Argument(help="The caption seen later.")] = None,
    published_a: Annotated[str | None, typer.Option(help="When A appeared (YYYY-MM-DD).")] = None,
    published_b: Annotated[str | None, typer.Option(help="When B appeared (YYYY-MM-DD).")] = None,
    pairs: Annotated[
        Path | None, typer.Option(help="JSON Lines of {id, a, b, published_a, published_b}.")
    ] = None,
    fail_on_drift: Annotated[
        bool, typer.Option("--fail-on-drift", help="Exit 1 if any pair drifted.")
    ] = False,
    semantic: Annotated[
        bool,
        typer.Option(
            "--semantic", help="Add sentence-embedding similarity (the [embeddings] extra)."
        ),
    ] = False,
    as_json: Json = False,
) -> None:
    """Compare two captions' claims (or every pair of a file) and say what drifted."""
    if semantic and not semantic_available():
        raise BadInput(f"--semantic needs the embeddings extra: {INSTALL}")
    if pairs is not None:
        if caption_a is not None:
            raise BadInput("give two captions or --pairs FILE, not both")
        bad = drifted = False
        for result, problem in compare_pairs(pairs, semantic):
            if problem:
                bad = True
                error(str(problem))
            drifted = drifted or bool(result.get("drift"))
            if as_json:
                emit(result)
            elif not problem:
                print_comparison(result, f"{result['id']}: ")
        raise typer.Exit(2 if bad else 1 if (fail_on_drift and drifted) else 0)
    if caption_a is None or caption_b is None:
        raise BadInput("give two captions, A (seen first) and B (seen later), or --pairs FILE")
    result = compare_captions(
        caption_a,
        caption_b,
        parse_date(published_a, "--published-a"),
        parse_date(published_b, "--published-b"),
        semantic,
    ).to_json()
    if as_json:
        emit(result)
    else:
        print_comparison(result, "")
    raise typer.Exit(1 if (fail_on_drift and result["drift"]) else 0)


def print_comparison(result: dict, prefix: str) -> None:
    verdict = "drift" if result["drift"] else "no drift"
    meaning = f", similarity {result['similarity']:.2f}" if "similarity" in result else ""
    typer.echo(f"{prefix}{verdict} (score {result['score']:.2f}{meaning})")
    print_findings(result["findings"], "  ")
    for addition in result["additions"]:
        typer.echo(f"  added {addition['field']}: {addition['after']}")


@app.command("report")
@reports_bad_input
def report_command(
    file_or_sha256: Annotated[str, typer.Argument(help="A file, or a registered sha256 (prefix).")],
    output_format: Annotated[
        str, typer.Option("--format", "-f", help="md, json or html.", case_sensitive=False)
    ] = "md",
    output: Annotated[
        Path | None, typer.Option("--output", "-o", help="Write to this file instead of stdout.")
    ] = None,
    db: Db = None,
) -> None:
    """Print a picture's lineage: every appearance, earliest first, and how they relate."""
    renderers = {
        "md": markdown.render,
        "json": lambda r: json.dumps(r.to_json(), ensure_ascii=False, indent=2, default=str) + "\n",
        "html": html.render,
    }
    render = renderers.get(output_format.lower())
    if render is None:
        raise BadInput(f"--format {output_format}: choose md, json or html")
    text = render(build_report(Store(db), file_or_sha256))
    if output:
        output.write_text(text, encoding="utf-8")
    else:
        typer.echo(text, nl=False)


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
