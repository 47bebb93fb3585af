"""The registry on disk: SQLite by default, PostgreSQL by URL, migrations shipped in the wheel."""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile

import pytest
from conftest import ROOT, run_provenance
from sqlalchemy import text
from typer.testing import CliRunner

from provenance.cli import app
from provenance.store import Store

from edits import mirror


def test_a_new_sqlite_file_gets_the_schema_in_wal_mode(db_path):
    store = Store(db_path)
    with store.engine.connect() as connection:
        assert connection.execute(text("PRAGMA journal_mode")).scalar() == "wal"
        version = connection.execute(text("SELECT version_num FROM alembic_version")).scalar()
    assert version
    assert set(store.counts()) == {
        "assets",
        "fingerprints",
        "sources",
        "appearances",
        "claims",
        "matches",
    }


def test_provenance_db_environment_variable_and_default_file(photos, tmp_path):
    by_env = run_provenance(
        "ingest", "media", photos[0], env={"PROVENANCE_DB": str(tmp_path / "env.db")}
    )
    assert by_env.returncode == 0, by_env.stderr
    assert (tmp_path / "env.db").exists()
    default = run_provenance("ingest", "media", photos[0], cwd=tmp_path, env={"PROVENANCE_DB": ""})
    assert default.returncode == 0, default.stderr
    assert (tmp_path / "provenance.db").exists()


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"])
def test_ingest_check_and_report_work_the_same_on_both_backends(backend, photos, tmp_path, request):
    url = (
        str(tmp_path / "registry.db")
        if backend == "sqlite"
        else request.getfixturevalue("postgres_url")
    )
    runner = CliRunner()

    def run(*args):
        return runner.invoke(app, [*map(str, args), "--db", url])

    assert (
        run("ingest", "media", *photos[200:205], "--source", "https://a.example/1").exit_code == 0
    )
    again = run("ingest", "media", photos[200], "--source", "https://a.example/1", "--json")
    assert json.loads(again.stdout)["status"] == "known"
    checked = run("check", mirror(photos[201], tmp_path / "m.jpg"), "--json")
    match = json.loads(checked.stdout)["matches"][0]
    assert match["relation"] == "mirrored"
    assert match["first_seen"]["source"] == "https://a.example/1"
    report = json.loads(run("report", photos[201], "--format", "json").stdout)
    assert report["first_seen"]["source"] == "https://a.example/1"
    counts = Store(url).counts()
    assert (counts["assets"], counts["appearances"], counts["sources"]) == (5, 5, 1)


def test_postgres_url_without_driver_name_uses_psycopg(postgres_url):
    plain = postgres_url.replace("postgresql+psycopg://", "postgresql://")
    assert Store(plain).engine.dialect.driver == "psycopg"


def test_unreachable_postgres_is_one_clear_error(photos):
    result = CliRunner().invoke(
        app, ["check", str(photos[0]), "--db", "postgresql://nobody@127.0.0.1:9/none"]
    )
    assert result.exit_code == 2
    assert result.stderr.startswith("error: cannot open database postgresql+psycopg://")
    assert len(result.stderr.strip().splitlines()) == 1


def test_the_wheel_carries_its_migrations_and_creates_a_schema(tmp_path):
    built = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "-w",
            str(tmp_path),
            str(ROOT),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert built.returncode == 0, built.stderr
    wheel = next(tmp_path.glob("provenance-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    assert "provenance/_migrations/env.py" in names
    assert any(n.startswith("provenance/_migrations/versions/0001") for n in names)
    assert "provenance/_samples/kabul-2021/manifest.yaml" in names
    target = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(target)
    created = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from provenance.store import Store, migrations_dir; "
            "print(migrations_dir()); print(Store(sys.argv[1]).counts())",
            str(tmp_path / "w.db"),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
        env={"PYTHONPATH": str(target), "PATH": "/usr/bin:/bin"},
    )
    assert created.returncode == 0, created.stderr
    assert str(target / "provenance" / "_migrations") in created.stdout
    assert "'assets': 0" in created.stdout
