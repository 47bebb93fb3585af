"""ingest article and attach: sources, mentions and their files in a real registry."""

from __future__ import annotations

import json
import shutil

import pytest
from conftest import SAMPLE
from sqlalchemy import select
from typer.testing import CliRunner

from provenance.cli import app
from provenance.models import Appearance, Mention, MentionAsset, Source
from provenance.store import Store


def article_json(cli, *args):
    result = cli("ingest", "article", *args, "--json")
    return result.exit_code, json.loads(result.stdout) if result.stdout else None, result.stderr


def rows(db_path, model):
    store = Store(db_path)
    with store.session() as session:
        return list(session.exec(select(model)).scalars())


def test_a_news_page_registers_its_source_mentions_and_pictures(cli, db_path):
    code, data, _ = article_json(cli, SAMPLE / "article.html")
    assert code == 0
    assert (data["status"], data["outlet"], data["published"]) == (
        "registered",
        "Example Daily",
        "2021-08-16",
    )
    assert data["source"] == "https://news.example/world/2021/08/16/kabul-c17-640-afghans"
    mentions = data["mentions"]
    assert [m["kind"] for m in mentions] == ["image", "image", "video", "video", "video", "image"]
    assert set(mentions[0]) >= {"id", "kind", "sentences", "caption", "claims"}
    linked = {m["id"]: m["media"][0]["status"] for m in mentions if m["media"]}
    assert sorted(linked.values()) == ["missing", "registered", "registered", "registered"]

    [source] = rows(db_path, Source)
    assert (source.title, source.outlet) == (data["title"], "Example Daily")
    stored = rows(db_path, Mention)
    assert [m.ref for m in stored] == [m["id"] for m in mentions]
    assert len(rows(db_path, MentionAsset)) == 3
    captions = sorted(a.caption for a in rows(db_path, Appearance))
    assert captions[0].startswith("About 640 Afghans packed inside the cargo hold")
    places = {a.place for a in rows(db_path, Appearance)}
    assert places == {"Kabul, Afghanistan"}  # the page's JSON-LD contentLocation

    code, again, _ = article_json(cli, SAMPLE / "article.html")
    assert (code, again["status"]) == (0, "known")
    assert [m["id"] for m in again["mentions"]] == [m["id"] for m in mentions]
    counts = Store(db_path).counts()
    assert (counts["sources"], counts["assets"]) == (1, 3)
    assert len(rows(db_path, Mention)) == 6 and len(rows(db_path, MentionAsset)) == 3


def test_a_dry_run_shows_the_ids_that_registering_will_store(cli, db_path):
    code, dry, _ = article_json(cli, SAMPLE / "article.txt", "--dry-run")
    assert (code, dry["status"]) == (0, "dry-run")
    assert not db_path.exists()
    code, real, _ = article_json(cli, SAMPLE / "article.txt", "--published", "2021-08-16")
    assert [m["id"] for m in real["mentions"]] == [m["id"] for m in dry["mentions"]]
    assert real["published"] == "2021-08-16"


def test_attach_links_a_file_to_a_text_only_mention_with_its_caption(cli, db_path):
    code, data, _ = article_json(cli, SAMPLE / "article.txt", "--published", "2021-08-16")
    falling = data["mentions"][1]
    assert falling["media"] == []  # plain text: nothing to link by itself
    code, lines = cli.json_lines(
        "attach", falling["id"], SAMPLE / "media" / "stowaways-falling.jpg"
    )
    assert code == 0
    assert [(r["mention"], r["status"], r["kind"]) for r in lines] == [
        (falling["id"], "registered", "image")
    ]
    [appearance] = rows(db_path, Appearance)
    assert appearance.caption == falling["caption"]
    assert str(appearance.published_at) == "2021-08-16"
    [link] = rows(db_path, MentionAsset)
    assert link.linked_by == "attach"

    # the same picture, cropped and recompressed, attached elsewhere joins its lineage
    code, lines = cli.json_lines(
        "attach", data["mentions"][5]["id"], SAMPLE / "sightings" / "stowaways-no-hedge.jpg"
    )
    assert code == 0
    code, checked = cli.json_lines("check", SAMPLE / "sightings" / "stowaways-no-hedge.jpg")
    relations = {m["relation"] for m in checked[0]["matches"]}
    assert "exact" in relations and len(checked[0]["matches"]) >= 2


def test_attach_to_an_unknown_mention_is_one_clear_line(cli, db_path):
    result = cli("attach", "0000dead-9", SAMPLE / "media" / "stowaways-falling.jpg")
    assert result.exit_code == 2
    assert result.stderr.strip() == (
        "error: 0000dead-9: no such mention (ids are listed by `provenance ingest article`)"
    )
    assert Store(db_path).counts()["assets"] == 0


def test_media_dir_finds_files_a_fetched_or_moved_page_names_by_url(cli, tmp_path, db_path):
    page = tmp_path / "story.md"
    page.write_text(
        "---\ntitle: Storm\nurl: https://news.example/storm\n---\n\n"
        "Winds reached 90mph.\n\n"
        "![A lorry on its side](https://cdn.news.example/img/C17-Cargo-Hold.jpg)\n"
    )
    media = tmp_path / "downloads"
    media.mkdir()
    shutil.copy(SAMPLE / "media" / "c17-cargo-hold.jpg", media / "c17-cargo-hold.jpg")
    code, data, _ = article_json(cli, page, "--media", media)
    assert code == 0
    [mention] = data["mentions"]
    assert mention["media"][0]["status"] == "registered"
    assert mention["media"][0]["file"] == str(media / "c17-cargo-hold.jpg")


def test_a_bad_file_beside_the_page_is_reported_and_the_rest_registered(cli, tmp_path, db_path):
    folder = tmp_path / "page"
    (folder / "media").mkdir(parents=True)
    (folder / "media" / "broken.jpg").write_bytes(b"")
    shutil.copy(SAMPLE / "media" / "c17-cargo-hold.jpg", folder / "media" / "hold.jpg")
    page = folder / "index.html"
    page.write_text(
        "<html><body><article><p>Planes left Kabul.</p>"
        '<figure><img src="media/broken.jpg"><figcaption>A photo of the runway at '
        "dawn.</figcaption></figure><p>Troops guarded the gates.</p>"
        '<figure><img src="media/hold.jpg"><figcaption>Afghans packed in a cargo hold.'
        "</figcaption></figure></article></body></html>"
    )
    code, data, stderr = article_json(cli, page)
    assert code == 2
    assert stderr.strip() == f"error: {folder / 'media' / 'broken.jpg'}: empty file (0 bytes)"
    assert [m["media"][0]["status"] for m in data["mentions"]] == ["error", "registered"]
    assert Store(db_path).counts()["assets"] == 1
    assert len(rows(db_path, Mention)) == 2


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"])
def test_articles_mentions_and_attach_work_the_same_on_both_backends(backend, tmp_path, request):
    url = (
        str(tmp_path / "registry.db")
        if backend == "sqlite"
        else request.getfixturevalue("postgres_url")
    )
    runner = CliRunner()

    def run(*args):
        return runner.invoke(app, [*map(str, args), "--db", url])

    first = run("ingest", "article", SAMPLE / "article.html", "--json")
    assert first.exit_code == 0, first.stderr
    again = json.loads(run("ingest", "article", SAMPLE / "article.html", "--json").stdout)
    assert again["status"] == "known"
    mention = again["mentions"][3]["id"]
    attached = run("attach", mention, SAMPLE / "sightings" / "three-stowaways.jpg", "--json")
    assert json.loads(attached.stdout)["status"] == "registered"
    store = Store(url)
    with store.session() as session:
        sentences = session.exec(select(Mention.sentences).order_by(Mention.number)).scalars().all()
        links = session.exec(select(MentionAsset.linked_by)).scalars().all()
    assert len(sentences) == 6 and sentences[3][1].startswith("The three apparently fell")
    assert sorted(links) == ["attach", "page", "page", "page"]
    assert store.counts()["sources"] == 1
