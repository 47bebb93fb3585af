"""A report as one self-contained HTML page: no external files, no scripts.

Everything from outside (captions, credits, file names, URLs) is escaped by
Jinja2's autoescaping, and a Content-Security-Policy forbids scripts anyway, so
a hostile caption is shown as text and nothing else.
"""

from __future__ import annotations

from datetime import UTC, datetime

from jinja2 import Environment, PackageLoader, select_autoescape

from provenance import __version__
from provenance.media.metadata.describe import lines as file_says_lines
from provenance.report.build import Report

_environment = Environment(
    loader=PackageLoader("provenance.report", "templates"),
    autoescape=select_autoescape(default=True, default_for_string=True),
    trim_blocks=True,
    lstrip_blocks=True,
)


def _safe_link(url: str | None) -> str | None:
    """Only web links become clickable; anything else (javascript:, data:) stays text."""
    return url if url and url.lower().startswith(("http://", "https://")) else None


_environment.filters["safe_link"] = _safe_link
_environment.filters["file_says_lines"] = file_says_lines


def render(report: Report) -> str:
    return _environment.get_template("report.html.j2").render(
        report=report,
        version=__version__,
        generated=datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
    )
