"""HTML reports, opened in a real (headless) Chromium."""

from __future__ import annotations

from html.parser import HTMLParser

from PIL import Image

from edits import mirror

HOSTILE = (
    '<script>document.title="pwned"</script>'
    '<img src=x onerror="document.body.innerHTML=1"> 640 Afghans & a "quote"'
)


class Elements(HTMLParser):
    """Collects tags, attributes and text of a DOM dump."""

    def __init__(self, dom: str) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict]] = []
        self.text: list[str] = []
        self.feed(dom)

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data):
        self.text.append(data)

    def named(self, tag: str) -> list[dict]:
        return [attrs for name, attrs in self.tags if name == tag]


def test_html_report_shows_the_lineage_in_a_browser(cli, photos, tmp_path, browser):
    cli(
        "ingest",
        "media",
        photos[90],
        "--published",
        "2021-08-16",
        "--outlet",
        "Example Daily",
        "--caption",
        "640 people on the plane",
        "--source",
        "https://news.example/a",
    )
    flipped = mirror(photos[90], tmp_path / "flipped.jpg")
    cli("ingest", "media", flipped, "--published", "2021-08-18", "--caption", "Typhoon survivors")
    page = tmp_path / "report.html"
    assert cli("report", flipped, "--format", "html", "--output", page).exit_code == 0

    dom = Elements(browser.dom(page))
    text = " ".join(" ".join(dom.text).split())
    assert "First seen 2021-08-16 in Example Daily" in text
    assert text.index("640 people on the plane") < text.index("Typhoon survivors")
    assert {"href": "https://news.example/a", "rel": "noopener noreferrer"} in dom.named("a")
    assert len(dom.named("tr")) == 3  # header, the subject and its original

    shot = browser.screenshot(page, tmp_path / "report.png")
    with Image.open(shot) as image:
        assert image.size == (1000, 1400)
        assert len(image.convert("L").getcolors(maxcolors=256) or []) > 10  # drawn, not blank


def test_a_hostile_caption_stays_text_in_the_browser(cli, photos, tmp_path, browser):
    cli("ingest", "media", photos[91], "--caption", HOSTILE, "--source", "javascript:alert(1)")
    page = tmp_path / "report.html"
    assert cli("report", photos[91], "--format", "html", "-o", page).exit_code == 0

    dom_text = browser.dom(page)
    dom = Elements(dom_text)
    assert dom.named("script") == []
    assert dom.named("img") == []
    assert all(not a.get("href", "").startswith("javascript") for a in dom.named("a"))
    text = " ".join(dom.text)
    assert '<script>document.title="pwned"</script>' in text
    assert "<title>Provenance report:" in dom_text and "pwned</title>" not in dom_text
    assert '640 Afghans & a "quote"' in text
