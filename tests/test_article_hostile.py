"""Hostile and broken articles: nothing runs, nothing hangs, one clear error, nothing stored."""

from __future__ import annotations

from provenance.article import find_article_mentions, read_article
from provenance.article.html import read_html
from provenance.store import Store


def test_scripts_handlers_and_style_never_become_text_or_mentions(tmp_path):
    page = tmp_path / "page.html"
    page.write_text(
        """<html><head><script>document.write("<p>THIS VIDEO SHOWS a fake</p>")</script>
        <style>p::after { content: "Footage shows nothing" }</style></head>
        <body onload="alert(1)"><article>
        <p onclick="steal()">Rain fell. <script>var s = "A video shows a hoax";</script></p>
        <img src="javascript:alert(1)" alt="A picture of a cat on a roof" onerror="alert(2)">
        <noscript><p>Pictured: a tracking pixel</p></noscript>
        </article></body></html>"""
    )
    article = read_article(page)
    assert [block.text for block in article.blocks if block.text] == ["Rain fell."]
    [mention] = find_article_mentions(article)
    assert (mention.caption, mention.src) == ("A picture of a cat on a roof", None)


def test_deeply_nested_markup_is_refused_quickly_with_one_clear_line(cli, tmp_path, db_path):
    page = tmp_path / "nested.html"
    depth = 100_000
    page.write_text("<html><body>" + "<div>" * depth + "<p>deep</p>" + "</div>" * depth)
    result = cli("ingest", "article", page)
    assert result.exit_code == 2
    assert result.stderr.strip().splitlines() == [
        f"error: {page.resolve()}: refused, elements nested too deeply to be a news page"
    ]
    assert Store(db_path).counts()["sources"] == 0


def test_hostile_json_ld_is_skipped_and_the_page_still_read():
    page = (
        '<html><head><script type="application/ld+json">'
        + "[" * 200_000
        + '</script><script type="application/ld+json">{"@type": "NewsArticle", '
        '"headline": "Broken' + "</script></head><body><p>Text stays.</p></body></html>"
    )
    article = read_html(page, "p.html")
    assert [b.text for b in article.blocks] == ["Text stays."]


def test_oversized_empty_binary_and_missing_articles_are_refused(cli, tmp_path, db_path):
    big = tmp_path / "big.txt"
    big.write_text("A video shows a flood. " * 2000)
    empty = tmp_path / "empty.html"
    empty.write_bytes(b"")
    binary = tmp_path / "photo.txt"
    binary.write_bytes(b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + bytes(range(256)))
    cases = {
        big: "refused, 46,000 bytes is more than an article may be",
        empty: "empty article",
        binary: "not text (binary content)",
        tmp_path / "missing.md": "no such file",
    }
    for path, reason in cases.items():
        result = cli.runner.invoke(
            cli_app(),
            ["ingest", "article", str(path), "--db", str(db_path)],
            env={"PROVENANCE_MAX_ARTICLE_BYTES": "10000"},
        )
        assert result.exit_code == 2, path
        assert result.stderr.strip() == f"error: {path.resolve()}: {reason}"
    assert Store(db_path).counts()["sources"] == 0


def test_a_page_cannot_point_at_files_outside_its_folder(cli, tmp_path, photos):
    import shutil

    secret = tmp_path / "secret.jpg"
    shutil.copy(photos[0], secret)
    folder = tmp_path / "site"
    folder.mkdir()
    page = folder / "page.html"
    page.write_text(
        '<html><body><article><figure><img src="../secret.jpg">'
        "<figcaption>A photo shows the harbour at dawn.</figcaption></figure>"
        f'<figure><img src="{secret}"><figcaption>Pictured: the harbour</figcaption></figure>'
        "</article></body></html>"
    )
    code, [result] = cli.json_lines("ingest", "article", page)
    assert code == 0
    assert [m["media"][0]["status"] for m in result["mentions"]] == ["missing", "missing"]
    assert Store(cli.db).counts()["assets"] == 0


def cli_app():
    from provenance.cli import app

    return app
