"""Registering an article: its source, its mentions, and the files its figures point to.

The source and its mentions are written in one transaction; each media file is
then registered through ``services.ingest`` (so it is fingerprinted, matched and
joins its lineage like any other file) with the caption of its mention, and
linked to that mention. Re-ingesting an article finds its source by URL and
adds nothing new. ``attach`` links a file by hand to a text-only mention.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from urllib.parse import unquote, urlsplit

from sqlalchemy import select

from provenance.article import find_article_mentions, read_article
from provenance.article.mentions import Mention
from provenance.errors import BadInput
from provenance.media.probe import MEDIA_SUFFIXES
from provenance.models import Mention as MentionRow
from provenance.models import MentionAsset, Source
from provenance.services import AppearanceInfo, IngestResult, ingest
from provenance.store import Store


@dataclass
class LinkedFile:
    """A media file tied to a mention, and what registering it gave."""

    src: str | None
    file: str | None
    sha256: str | None = None
    kind: str | None = None
    status: str = "missing"  # registered | known | error | found (dry run) | missing
    error: str | None = None

    def to_json(self) -> dict:
        return dict(vars(self))


@dataclass
class MentionResult:
    id: str
    number: int
    kind: str
    sentences: list[str]
    caption: str | None
    credit: str | None
    claims: list[dict]
    media: list[LinkedFile] = field(default_factory=list)

    def to_json(self) -> dict:
        data = {k: v for k, v in vars(self).items() if k != "media"}
        data["media"] = [m.to_json() for m in self.media]
        return data


@dataclass
class ArticleResult:
    source: str
    status: str  # registered | known | dry-run
    title: str | None
    outlet: str | None
    published: date | None
    mentions: list[MentionResult]

    @property
    def errors(self) -> list[str]:
        return [m.error for mention in self.mentions for m in mention.media if m.error]

    def to_json(self) -> dict:
        return {
            "source": self.source,
            "status": self.status,
            "title": self.title,
            "outlet": self.outlet,
            "published": self.published.isoformat() if self.published else None,
            "mentions": [m.to_json() for m in self.mentions],
        }


def shown(path: Path) -> str:
    """A path as users like to read it: relative to where they are, when it is below."""
    try:
        return str(path.relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def mention_ref(source_url: str, number: int) -> str:
    """A short id, the same in a dry run and once stored: the article's digest and the number."""
    return f"{hashlib.sha256(source_url.encode()).hexdigest()[:8]}-{number}"


class MediaFinder:
    """Finds the local file a page's ``src`` names: beside the page, or by name in --media."""

    def __init__(self, base_dir: str | None, media_dir: Path | None) -> None:
        self.base = Path(base_dir).resolve() if base_dir else None
        self.by_name: dict[str, Path] = {}
        if media_dir is not None:
            if not media_dir.is_dir():
                raise BadInput(f"{media_dir}: --media must be a folder")
            for path in sorted(media_dir.rglob("*")):
                if path.suffix.lower() in MEDIA_SUFFIXES and path.is_file():
                    self.by_name.setdefault(path.name.lower(), path.resolve())

    def find(self, src: str | None) -> Path | None:
        if not src:
            return None
        parts = urlsplit(src.strip())
        relative = not parts.scheme and not parts.netloc and not parts.path.startswith("/")
        if self.base and relative and parts.path:
            candidate = (self.base / unquote(parts.path)).resolve()
            # a page may only point at files in its own folder: "../../" leads nowhere
            if candidate.is_relative_to(self.base) and candidate.is_file():
                return candidate
        name = Path(unquote(parts.path)).name.lower()
        return self.by_name.get(name) if name else None


def ingest_article(
    store: Store | None,
    location: str,
    published: date | None = None,
    media_dir: Path | None = None,
    dry_run: bool = False,
) -> ArticleResult:
    """Read an article, find its mentions, and (unless a dry run) register them and their files."""
    article = read_article(location)
    published = published or article.published
    finder = MediaFinder(article.base_dir, media_dir)
    url = article.identity
    found = find_article_mentions(article, published)
    if dry_run or store is None:
        mentions = [_result(url, m, finder, dry_run=True) for m in found]
        return ArticleResult(url, "dry-run", article.title, article.outlet, published, mentions)
    with store.session() as session:
        source = session.exec(select(Source).where(Source.url == url)).scalar_one_or_none()
        if source is None:
            source = Source(
                url=url,
                kind="article",
                outlet=article.outlet,
                title=article.title,
                published_at=published,
            )
            session.add(source)
            session.flush()
        has_mentions = session.exec(
            select(MentionRow.id).where(MentionRow.source_id == source.id)
        ).first()
        # a source registered before (by a manifest, say) gets its mentions the first time only
        status = "known" if has_mentions else "registered"
        if not has_mentions:
            source.title = source.title or article.title
            source.outlet = source.outlet or article.outlet
            source.published_at = source.published_at or published
            session.add_all(_row(source.id, url, m) for m in found)
            session.flush()
        rows = (
            session.exec(
                select(MentionRow)
                .where(MentionRow.source_id == source.id)
                .order_by(MentionRow.number)
            )
            .scalars()
            .all()
        )
        outlet, when = source.outlet, source.published_at
    mentions = [_stored_result(row, finder) for row in rows]
    _register_files(store, url, outlet, when, rows, mentions)
    return ArticleResult(url, status, article.title, outlet, when, mentions)


def _row(source_id: int, url: str, mention: Mention) -> MentionRow:
    return MentionRow(
        ref=mention_ref(url, mention.number),
        source_id=source_id,
        number=mention.number,
        kind=mention.kind,
        sentences=mention.sentences,
        caption=mention.caption,
        credit=mention.credit,
        src=mention.src,
        location=mention.location,
        date_created=mention.date_created,
        claims=mention.claims,
    )


def _result(url: str, mention: Mention, finder: MediaFinder, dry_run: bool) -> MentionResult:
    result = MentionResult(
        id=mention_ref(url, mention.number),
        number=mention.number,
        kind=mention.kind,
        sentences=mention.sentences,
        caption=mention.caption,
        credit=mention.credit,
        claims=mention.claims,
    )
    if mention.src:
        path = finder.find(mention.src)
        status = ("found" if dry_run else "registered") if path else "missing"
        result.media.append(LinkedFile(mention.src, shown(path) if path else None, status=status))
    return result


def _stored_result(row: MentionRow, finder: MediaFinder) -> MentionResult:
    result = MentionResult(
        id=row.ref,
        number=row.number,
        kind=row.kind,
        sentences=list(row.sentences),
        caption=row.caption,
        credit=row.credit,
        claims=list(row.claims or []),
    )
    if row.src:
        path = finder.find(row.src)
        result.media.append(LinkedFile(row.src, shown(path) if path else None))
    return result


def _info(url: str, outlet: str | None, published: date | None, row: MentionRow) -> AppearanceInfo:
    return AppearanceInfo(
        caption=row.caption,
        credit=row.credit,
        source_url=url,
        outlet=outlet,
        published=published,
        place=row.location,
        date=row.date_created,
    )


def _register_files(
    store: Store,
    url: str,
    outlet: str | None,
    published: date | None,
    rows: list[MentionRow],
    mentions: list[MentionResult],
) -> None:
    """Register every located file with its mention's caption, and link the two."""
    todo = [
        (row, linked)
        for row, mention in zip(rows, mentions, strict=True)
        for linked in mention.media
        if linked.file
    ]
    items = [(Path(linked.file), _info(url, outlet, published, row)) for row, linked in todo]
    for (row, linked), outcome in zip(todo, ingest(store, items), strict=True):
        _record(linked, outcome)
        if outcome.sha256 and outcome.status != "error":
            link(store, row.id, outcome.sha256, "page")


def _record(linked: LinkedFile, outcome: IngestResult) -> None:
    linked.sha256, linked.kind = outcome.sha256, outcome.kind
    linked.status, linked.error = outcome.status, outcome.error


def link(store: Store, mention_id: int, sha256: str, linked_by: str) -> None:
    """Tie a registered file to a mention; linking twice adds nothing."""
    asset = store.asset(sha256)
    with store.session() as session:
        exists = session.exec(
            select(MentionAsset.id).where(
                MentionAsset.mention_id == mention_id, MentionAsset.asset_id == asset.id
            )
        ).first()
        if not exists:
            session.add(MentionAsset(mention_id=mention_id, asset_id=asset.id, linked_by=linked_by))


@dataclass
class AttachResult:
    mention: str
    mention_kind: str
    file: str
    sha256: str | None
    kind: str | None
    status: str
    error: str | None = None

    def to_json(self) -> dict:
        return dict(vars(self))


def attach(store: Store, ref: str, files: list[Path]) -> list[AttachResult]:
    """Register files as what a stored mention describes, with its caption, and link them."""
    with store.session() as session:
        row = session.exec(
            select(MentionRow).where(MentionRow.ref == ref.strip())
        ).scalar_one_or_none()
        if row is None:
            raise BadInput(
                f"{ref}: no such mention (ids are listed by `provenance ingest article`)"
            )
        source = session.get(Source, row.source_id)
    info = _info(source.url, source.outlet, source.published_at, row)
    results = []
    for outcome in ingest(store, [(path, info) for path in files]):
        results.append(
            AttachResult(
                row.ref,
                row.kind,
                outcome.file,
                outcome.sha256,
                outcome.kind,
                outcome.status,
                outcome.error,
            )
        )
        if outcome.sha256 and outcome.status != "error":
            link(store, row.id, outcome.sha256, "attach")
    return results
