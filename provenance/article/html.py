"""Saved news pages: running text, figures with captions and credits, and page metadata.

Parsed with lxml (libxml2): C speed, kept up by a long-lived project, and it
stops hostile nesting at a fixed depth instead of slowing down with it (Lexbor,
through selectolax, took 200 s on 200,000 nested <div>s). Nothing in the page
runs: scripts, styles and event handlers are dropped before any text is read,
and JSON-LD is read as data (see ``jsonld``).
"""

from __future__ import annotations

import codecs
import re
from dataclasses import replace
from datetime import date, datetime
from pathlib import PurePosixPath
from urllib.parse import unquote, urlsplit

import lxml.html
from lxml import etree

from provenance.article import jsonld
from provenance.article.credits import split_credit
from provenance.article.document import Article, Block, Figure
from provenance.article.sentences import normalise_space
from provenance.errors import BadInput

SKIPPED = frozenset(
    {
        "script",
        "style",
        "noscript",
        "template",
        "nav",
        "footer",
        "aside",
        "form",
        "button",
        "select",
        "textarea",
        "svg",
        "math",
        "dialog",
        "object",
        "embed",
    }
)
TEXT_BLOCKS = frozenset({"p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "blockquote", "dd"})
HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
VIDEO_HOSTS = re.compile(
    r"(youtube|youtu\.be|vimeo|dailymotion|tiktok|twitch|facebook\.com/.*/videos)"
)
VIDEO_SUFFIX = re.compile(r"\.(mp4|m4v|mov|webm|mkv|avi|mpe?g|m3u8)$", re.IGNORECASE)
CREDIT_CLASS = re.compile(r"credit|copyright|byline|photographer|source|author", re.IGNORECASE)
PUBLISHED_META = (
    "article:published_time",
    "og:article:published_time",
    "datepublished",
    "pubdate",
    "publishdate",
    "publish-date",
    "date",
    "dc.date.issued",
    "dc.date",
    "dcterms.created",
    "parsely-pub-date",
    "sailthru.date",
)
_CHARSET_META = re.compile(
    rb"""<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9_.:-]+)""", re.IGNORECASE
)
_XML_DECLARATION = re.compile(r"^\s*<\?xml[^>]*\?>")
_CREDIT_LABEL = re.compile(
    r"^(?:photo(?:graph)?|picture|image|video|footage|credit)s?\s*(?:by|:)?\s*", re.IGNORECASE
)
MIN_ALT_WORDS = 4  # an <img> outside a <figure> counts only with a real description


def decode(data: bytes, charset: str | None = None) -> str:
    """Bytes to text: byte-order mark, then the HTTP charset, then <meta charset>, then UTF-8."""
    for bom, encoding in (
        (codecs.BOM_UTF8, "utf-8-sig"),
        (codecs.BOM_UTF16_LE, "utf-16"),
        (codecs.BOM_UTF16_BE, "utf-16"),
    ):
        if data.startswith(bom):
            return data.decode(encoding, errors="replace")
    declared = _CHARSET_META.search(data[:4096])
    for candidate in (charset, declared.group(1).decode("ascii") if declared else None):
        if candidate:
            try:
                return data.decode(codecs.lookup(candidate).name, errors="replace")
            except LookupError:
                continue
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def parse(text: str, location: str) -> lxml.html.HtmlElement:
    """An lxml tree, or BadInput for what is not a page or nests past libxml2's depth limit."""
    parser = lxml.html.HTMLParser(remove_comments=True, remove_pis=True, no_network=True)
    text = _XML_DECLARATION.sub("", text.replace("\x00", ""))
    try:
        root = lxml.html.document_fromstring(text, parser=parser)
    except (etree.ParserError, ValueError) as exc:
        raise BadInput(f"{location}: not a readable HTML page ({exc})") from None
    for entry in parser.error_log:
        if entry.type_name == "ERR_RESOURCE_LIMIT" or "Excessive depth" in entry.message:
            raise BadInput(f"{location}: refused, elements nested too deeply to be a news page")
    return root


def read_html(
    data: bytes | str, location: str, base_dir: str | None = None, charset: str | None = None
) -> Article:
    """Read a page: metadata first, then the article body's paragraphs and figures in order."""
    text = decode(data, charset) if isinstance(data, bytes) else data
    root = parse(text, location)
    blocks_json = [
        s.text or ""
        for s in root.iter("script")
        if (s.get("type") or "").strip().lower() == "application/ld+json"
    ]
    described, media = jsonld.parse_blocks(blocks_json)
    meta = _meta(root)
    _drop_inert(root)

    article = Article(location=location, base_dir=base_dir, format="html")
    article.title = (
        normalise_space(
            meta.get("og:title")
            or described.headline
            or _first_text(root, "h1")
            or _first_text(root, "title")
            or ""
        )
        or None
    )
    article.outlet = meta.get("og:site_name") or described.publisher or meta.get("application-name")
    article.published = _first_date(
        [meta.get(name) for name in PUBLISHED_META]
        + [described.published]
        + [
            t.get("datetime")
            for t in root.iter("time")
            if t.get("itemprop") == "datePublished" or t.get("pubdate") is not None
        ]
    )
    article.canonical_url = _absolute_http(
        _canonical_link(root) or meta.get("og:url") or described.url
    )
    article.blocks = _with_markdown_captions(list(_blocks(_body(root))))
    article.blocks = _enrich(article.blocks, media, meta)
    return article


# -- metadata ------------------------------------------------------------------------------


def _meta(root: lxml.html.HtmlElement) -> dict[str, str]:
    found: dict[str, str] = {}
    for tag in root.iter("meta"):
        key = (tag.get("property") or tag.get("name") or tag.get("itemprop") or "").strip().lower()
        content = (tag.get("content") or "").strip()
        if key and content and key not in found:
            found[key] = content
    return found


def _canonical_link(root: lxml.html.HtmlElement) -> str | None:
    for link in root.iter("link"):
        if "canonical" in (link.get("rel") or "").lower().split():
            return link.get("href")
    return None


def _absolute_http(url: str | None) -> str | None:
    if url and urlsplit(url.strip()).scheme in ("http", "https") and urlsplit(url.strip()).netloc:
        return url.strip()
    return None


def parse_published(value: str | None) -> date | None:
    """A page's publication date from an ISO date or timestamp; anything else is ignored."""
    if not value:
        return None
    value = value.strip()
    try:
        return datetime.fromisoformat(value.replace("Z", "+00:00")).date()
    except ValueError:
        pass
    try:
        return date.fromisoformat(value[:10])
    except ValueError:
        return None


def _first_date(values: list[str | None]) -> date | None:
    return next((d for d in map(parse_published, values) if d), None)


def _first_text(root: lxml.html.HtmlElement, tag: str) -> str | None:
    element = next(root.iter(tag), None)
    return element.text_content() if element is not None else None


# -- body ----------------------------------------------------------------------------------


def _drop_inert(root: lxml.html.HtmlElement) -> None:
    """Remove what is not content (scripts, styles, navigation); keep <br> as a line break."""
    for element in list(root.iter(*SKIPPED)):
        if element.getparent() is not None:
            element.drop_tree()
    for br in root.iter("br"):
        br.tail = "\n" + (br.tail or "")


def _body(root: lxml.html.HtmlElement) -> lxml.html.HtmlElement:
    """The article body: itemprop=articleBody, else the longest <article>, else <main>, else all."""
    candidates = root.xpath('//*[@itemprop="articleBody"]') or root.xpath("//article")
    candidates = candidates or root.xpath('//main|//*[@role="main"]')
    if candidates:
        return max(candidates, key=lambda e: len(e.text_content()))
    body = root.find("body")
    return body if body is not None else root


def _blocks(container: lxml.html.HtmlElement):
    """Text blocks and figures in reading order, walking the tree without recursion."""
    stack = [container]
    while stack:
        element = stack.pop()
        tag = element.tag if isinstance(element.tag, str) else ""
        if tag == "figure":
            if figure := _figure(element):
                yield Block(figure=figure)
            continue
        if tag in ("img", "video", "iframe") and (figure := _loose_media(element)):
            yield Block(figure=figure)
            continue
        if tag in TEXT_BLOCKS and not (
            tag in ("li", "blockquote") and element.find(".//p") is not None
        ):
            yield from _text_block(element, tag)
            continue
        stack.extend(reversed([child for child in element if isinstance(child.tag, str)]))


def _text_block(element: lxml.html.HtmlElement, tag: str):
    for media in element.iter("img", "video", "iframe"):
        if figure := _loose_media(media, inside_text=True):
            yield Block(figure=figure)
    text = normalise_space(element.text_content())
    if text and not _mostly_links(element, text):
        yield Block(text=text, heading=tag in HEADINGS, emphasised=_all_emphasis(element))


def _mostly_links(element: lxml.html.HtmlElement, text: str) -> bool:
    """ "Read more: Video shows ...": a block that is mostly links points elsewhere."""
    linked = sum(len(normalise_space(a.text_content())) for a in element.iter("a"))
    return linked >= 0.6 * len(text)


def _all_emphasis(element: lxml.html.HtmlElement) -> bool:
    """A paragraph that is one <em>/<i> and nothing else: how Markdown writers caption a picture."""
    children = [c for c in element if isinstance(c.tag, str) and c.tag != "br"]
    outside = (element.text or "") + "".join(c.tail or "" for c in children)
    return len(children) == 1 and children[0].tag in ("em", "i") and not outside.strip()


def _media_source(element: lxml.html.HtmlElement) -> tuple[str, str | None]:
    """(kind, src) of an <img>, <video> or <iframe>; scripts and inline data are no source."""
    kind, src = _written_source(element)
    if src and urlsplit(src.strip()).scheme.lower() not in ("", "http", "https", "file"):
        src = None
    return kind, src


def _written_source(element: lxml.html.HtmlElement) -> tuple[str, str | None]:
    if element.tag == "video":
        src = element.get("src") or next(
            (s.get("src") for s in element.iter("source") if s.get("src")), None
        )
        return "video", src
    if element.tag == "iframe":
        return "video", element.get("src")
    src = element.get("src") or element.get("data-src")
    if not src and element.get("srcset"):
        src = element.get("srcset").split(",")[0].split()[0]
    kind = "video" if src and VIDEO_SUFFIX.search(urlsplit(src).path) else "image"
    return kind, src


def _loose_media(element: lxml.html.HtmlElement, inside_text: bool = False) -> Figure | None:
    """An <img>/<video>/<iframe> outside any <figure>: kept when it says what it shows."""
    kind, src = _media_source(element)
    if element.tag == "iframe" and not (src and VIDEO_HOSTS.search(src)):
        return None
    alt = normalise_space(element.get("alt") or element.get("title") or "")
    if element.tag == "img" and len(alt.split()) < MIN_ALT_WORDS and not inside_text:
        return None
    if not src and not alt:
        return None
    return Figure(kind=kind, src=src, caption=alt or None)


def _figure(element: lxml.html.HtmlElement) -> Figure | None:
    media = next(element.iter("video", "iframe", "img"), None)
    kind, src = _media_source(media) if media is not None else ("image", None)
    caption_element = next(element.iter("figcaption"), None)
    caption = credit = None
    if caption_element is not None:
        credit_parts = []
        for part in list(caption_element.iter()):
            marker = f"{part.get('class') or ''} {part.get('itemprop') or ''}"
            if part is not caption_element and CREDIT_CLASS.search(marker):
                credit_parts.append(normalise_space(part.text_content()))
                part.drop_tree()
        credit = " ".join(p for p in credit_parts if p) or None
        caption = normalise_space(caption_element.text_content()) or None
    if caption is None and media is not None:
        caption = normalise_space(media.get("alt") or media.get("title") or "") or None
    if caption:
        caption, trailing = split_credit(caption)
        credit = credit or trailing
    if credit:
        credit = _CREDIT_LABEL.sub("", credit) or credit
    if media is None and not caption:
        return None
    return Figure(kind=kind, src=src, caption=caption, credit=credit)


def _with_markdown_captions(blocks: list[Block]) -> list[Block]:
    """A figure without a caption followed by a wholly emphasised paragraph takes it as caption."""
    result: list[Block] = []
    for block in blocks:
        previous = result[-1] if result else None
        if (
            block.text
            and block.emphasised
            and previous
            and previous.figure
            and (not previous.figure.caption or previous.figure.caption == _alt_only(previous))
        ):
            caption, credit = split_credit(block.text)
            result[-1] = Block(
                figure=replace(
                    previous.figure, caption=caption, credit=previous.figure.credit or credit
                )
            )
            continue
        result.append(block)
    return result


def _alt_only(block: Block) -> str | None:
    return block.figure.caption if block.figure else None


# -- JSON-LD and og:image ------------------------------------------------------------------


def _caption_key(caption: str | None) -> str | None:
    """A caption reduced to its words, to recognise the same picture described twice."""
    if not caption:
        return None
    words = re.findall(r"\w+", split_credit(caption)[0].lower())
    return " ".join(words) or None


def media_key(url: str | None) -> str | None:
    """What identifies a media URL across sizes and hosts: its file name, lower case."""
    if not url:
        return None
    name = PurePosixPath(unquote(urlsplit(url.strip()).path)).name.lower()
    return name or None


def _enrich(
    blocks: list[Block], media: list[jsonld.JsonLdMedia], meta: dict[str, str]
) -> list[Block]:
    """Fill figures from the page's JSON-LD; add described media the markup did not show."""
    by_key = {key: item for item in media for key in map(media_key, item.urls) if key}
    by_caption = {_caption_key(item.caption): item for item in media if item.caption}
    used: set[int] = set()
    enriched = []
    for block in blocks:
        figure = block.figure
        item = None
        if figure:  # the same file, or the same caption: the same picture
            item = by_key.get(media_key(figure.src)) or by_caption.get(_caption_key(figure.caption))
        if figure and item:
            used.add(id(item))
            figure = replace(
                figure,
                kind=figure.kind if figure.src else item.kind,
                caption=figure.caption or item.caption,
                credit=figure.credit or item.credit,
                date_created=item.date_created,
                location=item.location,
            )
            block = Block(figure=figure)
        enriched.append(block)
    shown = {media_key(b.figure.src) for b in enriched if b.figure}
    og_image = meta.get("og:image")
    if og_image and media_key(og_image) not in shown and meta.get("og:image:alt"):
        item = by_key.get(media_key(og_image))
        if item:
            used.add(id(item))
        enriched.append(
            Block(
                figure=Figure(
                    kind="image",
                    src=og_image,
                    caption=meta["og:image:alt"],
                    credit=item.credit if item else None,
                    date_created=item.date_created if item else None,
                    location=item.location if item else None,
                )
            )
        )
        shown.add(media_key(og_image))
    captions = {_caption_key(b.figure.caption) for b in enriched if b.figure}
    for item in media:
        if id(item) in used or not item.caption or any(media_key(u) in shown for u in item.urls):
            continue
        if _caption_key(item.caption) in captions:
            continue
        caption, credit = split_credit(item.caption)
        enriched.append(
            Block(
                figure=Figure(
                    kind=item.kind,
                    src=item.urls[0] if item.urls else None,
                    caption=caption,
                    credit=item.credit or credit,
                    date_created=item.date_created,
                    location=item.location,
                )
            )
        )
        used.add(id(item))
    return enriched
