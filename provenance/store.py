"""The registry: engine and sessions, schema migrations on first use, repository queries.

SQLite by default (one file, WAL, a busy timeout so a second process waits
instead of failing), PostgreSQL by URL. The schema is only ever created and
upgraded by the Alembic migrations in ``db/``.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Engine, create_engine, event, select, text
from sqlalchemy.exc import ArgumentError, DBAPIError, NoSuchModuleError
from sqlmodel import Session

from provenance.config import database_url
from provenance.errors import BadInput
from provenance.models import Appearance, Asset, Claim, Match, Source


def migrations_dir() -> Path:
    """``db/`` in a source checkout, ``provenance/_migrations`` inside an installed wheel."""
    package = Path(__file__).resolve().parent
    for candidate in (package / "_migrations", package.parent / "db"):
        if (candidate / "env.py").is_file():
            return candidate
    raise RuntimeError("provenance is installed without its migrations (db/)")


def _alembic_config(connection=None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(migrations_dir()))
    config.attributes["connection"] = connection
    return config


def _sqlite_pragmas(dbapi_connection, _record) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=10000")
    cursor.close()


def make_engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        path = Path(url.removeprefix("sqlite:///"))
        if not path.parent.is_dir():
            raise BadInput(f"database folder does not exist: {path.parent}")
        engine = create_engine(url, connect_args={"timeout": 10})
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    return create_engine(url, pool_pre_ping=True)


class Store:
    """A registry database. Creating one brings its schema up to date."""

    def __init__(self, url_or_path: str | Path | None = None) -> None:
        self.url = database_url(url_or_path)
        try:
            self.engine = make_engine(self.url)
        except (ArgumentError, NoSuchModuleError, ModuleNotFoundError) as exc:
            raise BadInput(f"cannot use database URL {self.url!r}: {exc}") from None
        try:
            self.upgrade()
        except DBAPIError as exc:
            reason = str(exc.orig).strip().splitlines()[0]
            raise BadInput(f"cannot open database {self.display_url}: {reason}") from None

    @property
    def display_url(self) -> str:
        """The URL without a password, for messages."""
        return self.engine.url.render_as_string(hide_password=True)

    def upgrade(self) -> None:
        """Run pending migrations; a no-op costing one query when the schema is current."""
        head = ScriptDirectory.from_config(_alembic_config()).get_current_head()
        with self.engine.connect() as connection:
            current = MigrationContext.configure(connection).get_current_revision()
        if current != head:
            with self.engine.begin() as connection:
                command.upgrade(_alembic_config(connection), "head")

    @contextmanager
    def session(self) -> Iterator[Session]:
        """One transaction: committed when the block ends, rolled back if it raises."""
        with Session(self.engine, expire_on_commit=False) as session, session.begin():
            yield session

    def close(self) -> None:
        self.engine.dispose()

    # -- queries ---------------------------------------------------------------------------

    def asset(self, sha256_or_prefix: str) -> Asset | None:
        """An asset by sha256 or by a unique prefix of at least 8 hex digits."""
        key = sha256_or_prefix.lower()
        with self.session() as session:
            if len(key) == 64:
                return session.exec(select(Asset).where(Asset.sha256 == key)).scalar_one_or_none()
            if len(key) < 8:
                return None
            found = (
                session.exec(select(Asset).where(Asset.sha256.startswith(key)).limit(2))
                .scalars()
                .all()
            )
            if len(found) > 1:
                raise BadInput(f"sha256 prefix {key} is ambiguous: give more digits")
            return found[0] if found else None

    def assets_by_id(self, ids: Iterable[int]) -> dict[int, Asset]:
        ids = list(set(ids))
        if not ids:
            return {}
        with self.session() as session:
            rows = session.exec(select(Asset).where(Asset.id.in_(ids))).scalars().all()
        return {asset.id: asset for asset in rows}

    def appearances(self, asset_ids: Iterable[int]) -> list[tuple[Appearance, Source | None]]:
        """Appearances of these assets with their sources, earliest first.

        Earliest means by published date (undated last), then by registration.
        """
        ids = list(set(asset_ids))
        if not ids:
            return []
        with self.session() as session:
            rows = session.exec(
                select(Appearance, Source)
                .outerjoin(Source, Appearance.source_id == Source.id)
                .where(Appearance.asset_id.in_(ids))
            ).all()
        return sorted(((a, s) for a, s in rows), key=appearance_order)

    def file_claims(self, sha256s: Iterable[str]) -> dict[str, list[Claim]]:
        """What each asset's file says about itself (claims with asset_id), in stored order."""
        keys = list(set(sha256s))
        if not keys:
            return {}
        with self.session() as session:
            rows = session.exec(
                select(Asset.sha256, Claim)
                .join(Claim, Claim.asset_id == Asset.id)
                .where(Asset.sha256.in_(keys))
                .order_by(Claim.id)
            ).all()
        found: dict[str, list[Claim]] = {key: [] for key in keys}
        for sha256, claim in rows:
            found[sha256].append(claim)
        return found

    def matches_of(self, asset_ids: Iterable[int]) -> list[Match]:
        ids = list(set(asset_ids))
        if not ids:
            return []
        with self.session() as session:
            return list(
                session.exec(
                    select(Match).where(Match.asset_id.in_(ids) | Match.other_id.in_(ids))
                ).scalars()
            )

    def lineage(self, asset_id: int) -> tuple[set[int], list[Match]]:
        """All assets connected to ``asset_id`` by matches, and the matches that connect them."""
        members, frontier, edges = {asset_id}, {asset_id}, {}
        while frontier:
            found = self.matches_of(frontier)
            frontier = set()
            for match in found:
                edges[match.id] = match
                for end in (match.asset_id, match.other_id):
                    if end not in members:
                        members.add(end)
                        frontier.add(end)
        return members, sorted(edges.values(), key=lambda m: m.id)

    def counts(self) -> dict[str, int]:
        with self.engine.connect() as connection:
            return {
                table: connection.execute(text(f"SELECT count(*) FROM {table}")).scalar_one()
                for table in (
                    "assets",
                    "fingerprints",
                    "sources",
                    "appearances",
                    "claims",
                    "matches",
                )
            }


def appearance_order(row: tuple[Appearance, Source | None]):
    appearance, source = row
    published = appearance.published_at or (source.published_at if source else None)
    return (published is None, published or 0, appearance.registered_at, appearance.id)


def _autogenerate(message: str) -> None:
    """Write a new migration by comparing models.py with a scratch database at head."""
    import tempfile

    with tempfile.TemporaryDirectory() as scratch:
        store = Store(Path(scratch) / "scratch.db")
        with store.engine.begin() as connection:
            config = _alembic_config(connection)
            config.set_main_option("script_location", str(Path(__file__).parent.parent / "db"))
            existing = sorted((Path(__file__).parent.parent / "db" / "versions").glob("[0-9]*.py"))
            rev_id = f"{len(existing) + 1:04d}"
            command.revision(config, message=message, autogenerate=True, rev_id=rev_id)


if __name__ == "__main__" and sys.argv[1:2] == ["revision"]:
    _autogenerate(" ".join(sys.argv[2:]) or "change")
