"""Articles by URL: fetched from a real HTTP server on loopback, within limits."""

from __future__ import annotations

import json
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from conftest import SAMPLE

from provenance.article import find_article_mentions, read_article
from provenance.article.fetch import fetch
from provenance.config import Limits
from provenance.errors import BadInput
from provenance.store import Store

PAGE = (SAMPLE / "article.html").read_bytes()


class Newsroom(BaseHTTPRequestHandler):
    """A small site with one good page and several that break the reader's limits."""

    def do_GET(self):
        routes = {
            "/article": lambda: self.send("text/html; charset=utf-8", PAGE),
            "/moved": lambda: self.redirect("/article"),
            "/loop": lambda: self.redirect("/loop"),
            "/photo.jpg": lambda: self.send("image/jpeg", b"\xff\xd8\xff\xe0" + bytes(100)),
            "/endless": self.endless,
            "/slow": self.slow,
            "/story.txt": lambda: self.send("text/plain", b"Footage shows the flood.\n"),
        }
        routes.get(self.path, lambda: self.send_error(404))()

    def send(self, content_type: str, body: bytes) -> None:
        self.send_response(200)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def redirect(self, to: str) -> None:
        self.send_response(302)
        self.send_header("Location", to)
        self.end_headers()

    def endless(self) -> None:
        """A page with no declared length that never stops: the size limit has to stop it."""
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.end_headers()
        try:
            for _ in range(10_000):
                self.wfile.write(b"<p>A video shows more.</p>" * 100)
        except OSError:
            pass  # the reader hung up, as it should

    def slow(self) -> None:
        time.sleep(2)
        self.send("text/html", b"<p>late</p>")

    def log_message(self, *args) -> None:
        pass


class Site(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address) -> None:
        """A reader that hung up on a slow or endless page is what the tests expect."""


@pytest.fixture
def site():
    server = Site(("127.0.0.1", 0), Newsroom)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def test_a_page_fetched_by_url_reads_like_the_saved_copy(site):
    article = read_article(f"{site}/moved")
    assert article.identity == "https://news.example/world/2021/08/16/kabul-c17-640-afghans"
    assert [m.kind for m in find_article_mentions(article)] == [
        "image",
        "image",
        "video",
        "video",
        "video",
        "image",
    ]


def test_plain_text_by_url(site):
    [mention] = find_article_mentions(read_article(f"{site}/story.txt"))
    assert mention.kind == "video"


@pytest.mark.parametrize(
    ("path", "limits", "reason"),
    [
        ("/photo.jpg", Limits(), "refused, content type image/jpeg is not an article"),
        ("/endless", Limits(max_article_bytes=50_000), "refused, more than 50,000 bytes"),
        ("/slow", Limits(fetch_seconds=0.5), "no answer within 0.5 s"),
        ("/missing", Limits(), "HTTP 404 Not Found"),
        ("/loop", Limits(), "more than 5 redirects"),
    ],
)
def test_limits_on_type_size_time_and_redirects(site, path, limits, reason):
    with pytest.raises(BadInput) as raised:
        fetch(f"{site}{path}", limits)
    assert str(raised.value).startswith(f"{site}{path}: {reason}")


def test_an_unreachable_host_is_one_clear_line(cli, db_path):
    with socket.socket() as probe:  # a port that was free a moment ago: nothing listens there
        probe.bind(("127.0.0.1", 0))
        url = f"http://127.0.0.1:{probe.getsockname()[1]}/nothing-listens-here"
    result = cli("ingest", "article", url)
    assert result.exit_code == 2, result.stderr
    assert result.stderr.startswith(f"error: {url}: cannot fetch (ConnectError"), result.stderr
    assert Store(db_path).counts()["sources"] == 0


def test_the_cli_reads_a_url_in_a_dry_run(cli, site, db_path):
    result = cli("ingest", "article", f"{site}/article", "--dry-run", "--json")
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["status"] == "dry-run" and len(data["mentions"]) == 6
    assert not db_path.exists()  # a dry run does not even create the database
