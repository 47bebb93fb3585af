"""Fetching an article by URL, within limits on size, time and content type.

A newsroom tool is pointed at pages it does not control: the body is streamed
and cut off past ``Limits.max_article_bytes``, the whole fetch has a deadline,
and only text, HTML and Markdown are accepted. httpx gives streaming, timeouts
per phase and bounded redirects; the deadline over all of them is kept here.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import httpx

from provenance import __version__
from provenance.config import Limits
from provenance.errors import BadInput

ACCEPTED_TYPES = frozenset(
    {"text/html", "application/xhtml+xml", "text/plain", "text/markdown", "text/x-markdown"}
)
MAX_REDIRECTS = 5


@dataclass(frozen=True)
class Page:
    url: str  # after redirects
    body: bytes
    content_type: str | None
    charset: str | None


def is_url(location: str) -> bool:
    return location.lower().startswith(("http://", "https://"))


def fetch(url: str, limits: Limits | None = None) -> Page:
    """The page at ``url``, or BadInput saying which limit it broke or why it failed."""
    limits = limits or Limits()
    seconds = limits.fetch_seconds
    deadline = time.monotonic() + seconds
    headers = {
        "User-Agent": f"provenance/{__version__} (article reader)",
        "Accept": "text/html,application/xhtml+xml,text/markdown;q=0.9,text/plain;q=0.8",
    }
    try:
        with (
            httpx.Client(
                follow_redirects=True,
                max_redirects=MAX_REDIRECTS,
                timeout=httpx.Timeout(seconds),
                headers=headers,
            ) as client,
            client.stream("GET", url) as response,
        ):
            return _read(url, response, limits, deadline)
    except httpx.TimeoutException:
        raise BadInput(f"{url}: no answer within {seconds:g} s") from None
    except httpx.TooManyRedirects:
        raise BadInput(f"{url}: more than {MAX_REDIRECTS} redirects") from None
    except httpx.InvalidURL as exc:
        raise BadInput(f"{url}: not a valid URL ({exc})") from None
    except httpx.HTTPError as exc:
        raise BadInput(f"{url}: cannot fetch ({type(exc).__name__}: {exc})") from None


def _read(url: str, response: httpx.Response, limits: Limits, deadline: float) -> Page:
    if response.status_code >= 400:
        raise BadInput(f"{url}: HTTP {response.status_code} {response.reason_phrase}")
    mime = response.headers.get("content-type", "").split(";")[0].strip().lower() or None
    if mime and mime not in ACCEPTED_TYPES:
        raise BadInput(f"{url}: refused, content type {mime} is not an article")
    declared = response.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limits.max_article_bytes:
        raise BadInput(f"{url}: refused, {int(declared):,} bytes is more than an article may be")
    body = bytearray()
    for chunk in response.iter_bytes():
        body.extend(chunk)
        if len(body) > limits.max_article_bytes:
            raise BadInput(
                f"{url}: refused, more than {limits.max_article_bytes:,} bytes (the article limit)"
            )
        if time.monotonic() > deadline:
            raise BadInput(f"{url}: not received within {limits.fetch_seconds:g} s")
    return Page(str(response.url), bytes(body), mime, response.charset_encoding)
