"""Shared fixtures: real SQLite files, the shared data set, the CLI as users run it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from provenance.cli import app
from provenance.store import Store

ROOT = Path(__file__).resolve().parent.parent
SHARED_DATA = ROOT.parent / "shared" / "data"
SAMPLE = ROOT / "samples" / "kabul-2021"


@pytest.fixture
def shared_data() -> Path:
    """``../shared/data`` (read-only). Its absence is an error, not a skip: CI has it."""
    assert SHARED_DATA.is_dir(), f"test data missing: {SHARED_DATA}"
    return SHARED_DATA


@pytest.fixture
def photos(shared_data: Path) -> list[Path]:
    """Distinct natural photos (ImageNet samples), sorted, for false-positive checks."""
    return sorted((shared_data / "photos" / "imagenet-sample-images").glob("*.JPEG"))


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "registry.db"


@pytest.fixture
def store(db_path: Path) -> Store:
    store = Store(db_path)
    yield store
    store.close()


class Cli:
    """Runs ``provenance`` in-process through typer's runner, against one database."""

    def __init__(self, db: Path) -> None:
        self.db = db
        self.runner = CliRunner()

    def __call__(self, *args: str | Path):
        return self.runner.invoke(app, [str(a) for a in args] + ["--db", str(self.db)])

    def json_lines(self, *args: str | Path) -> tuple[int, list[dict]]:
        result = self(*args, "--json")
        return result.exit_code, [json.loads(line) for line in result.stdout.splitlines() if line]


@pytest.fixture
def cli(db_path: Path) -> Cli:
    return Cli(db_path)


def run_provenance(*args: str | Path, cwd: Path | None = None, env: dict | None = None):
    """Run the installed console script as a real subprocess."""
    command = [str(Path(sys.executable).parent / "provenance"), *map(str, args)]
    return subprocess.run(
        command,
        cwd=cwd,
        env={**os.environ, **(env or {})},
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.fixture(scope="session")
def postgres_server() -> str:
    """URL of a real PostgreSQL server on loopback, started by the project's own script."""
    url = os.environ.get("PROVENANCE_TEST_POSTGRES")
    if not url:
        started = subprocess.run(
            [str(ROOT / "scripts" / "postgres.sh"), "start"],
            capture_output=True,
            text=True,
            timeout=600,
        )
        assert started.returncode == 0, f"PostgreSQL did not start: {started.stderr}"
        url = started.stdout.strip().splitlines()[-1]
    return url


@pytest.fixture
def postgres_url(postgres_server: str, request) -> str:
    """A fresh, empty database on the test server, dropped afterwards."""
    import re

    import psycopg

    admin = postgres_server.replace("postgresql+psycopg://", "postgresql://")
    name = "t_" + re.sub(r"\W", "_", request.node.name.lower())[:50]
    with psycopg.connect(admin, autocommit=True) as connection:
        connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        connection.execute(f'CREATE DATABASE "{name}"')
    yield postgres_server.rsplit("/", 1)[0] + "/" + name
    with psycopg.connect(admin, autocommit=True) as connection:
        connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


class Browser:
    """Headless Chromium (Debian's), started fresh for each page, with the network off."""

    FLAGS = (
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
    )

    def __init__(self, executable: str, profile: Path) -> None:
        self.executable = executable
        self.profile = profile

    def run(self, *args: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [self.executable, *self.FLAGS, f"--user-data-dir={self.profile}", *args],
            capture_output=True,
            text=True,
            timeout=120,
        )

    def dom(self, page: Path) -> str:
        """The page's DOM after the browser has parsed it and run whatever it would run."""
        result = self.run("--dump-dom", page.resolve().as_uri())
        assert result.returncode == 0, result.stderr
        return result.stdout

    def screenshot(self, page: Path, png: Path) -> Path:
        result = self.run(f"--screenshot={png}", "--window-size=1000,1400", page.resolve().as_uri())
        assert result.returncode == 0, result.stderr
        return png


@pytest.fixture(scope="session")
def browser(tmp_path_factory) -> Browser:
    found = subprocess.run(
        [str(ROOT / "scripts" / "chromium.sh")], capture_output=True, text=True, timeout=900
    )
    assert found.returncode == 0, f"no Chromium: {found.stderr}"
    return Browser(found.stdout.strip().splitlines()[-1], tmp_path_factory.mktemp("chromium"))
