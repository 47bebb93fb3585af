"""A report as Markdown: readable in a terminal, pasteable into a ticket or a CMS note."""

from __future__ import annotations

import html

from provenance.matching.video import describe_timing
from provenance.media.metadata.describe import lines as file_says_lines
from provenance.report.build import Report


def text(value: object) -> str:
    """Neutralise HTML and Markdown control characters in text that came from outside."""
    escaped = html.escape(str(value), quote=False)
    for char in "\\`*_[]|#":
        escaped = escaped.replace(char, "\\" + char)
    return " ".join(escaped.split())


def short(sha256: str | None) -> str:
    return sha256[:12] if sha256 else "?"


def render(report: Report) -> str:
    lines = [f"# Provenance report: {text(report.query)}", ""]
    if not report.members:
        lines.append("Not seen before: nothing in the registry matches this picture.")
        return "\n".join(lines) + "\n"
    first = report.first_seen
    lines.append(
        f"Lineage of {len(report.members)} picture(s) and {len(report.appearances)} appearance(s)."
    )
    if first:
        where = first["outlet"] or first["source"] or "an unnamed source"
        lines.append(
            f"First seen {first['published'] or 'undated'} in {text(where)} "
            f"as {short(first['asset'])} ({text(first['file'])})."
        )
    lines += ["", "## Appearances, earliest first", ""]
    for number, entry in enumerate(report.appearances, 1):
        where = entry["outlet"] or entry["source"] or "no source given"
        lines.append(f"### {number}. {entry['published'] or 'undated'} · {text(where)}")
        lines.append("")
        lines.append(
            f"- picture: {short(entry['asset'])} {text(entry['file'])} ({entry['relation']})"
        )
        if entry["source"]:
            lines.append(f"- source: <{text(entry['source'])}>")
        if entry["caption"]:
            lines.append(f"- caption: “{text(entry['caption'])}”")
        if entry["credit"]:
            lines.append(f"- credit: {text(entry['credit'])}")
        claimed = [text(v) for v in entry["claimed"].values() if v]
        if claimed:
            lines.append(f"- claimed origin: {' · '.join(claimed)}")
        lines.append("")
    lines += ["## Pictures in this lineage", ""]
    lines.append("| sha256 | kind | size | file | relation | linked to | distances |")
    lines.append("| --- | --- | --- | --- | --- | --- | --- |")
    for member in report.members:
        asset = member.asset
        distances = ", ".join(f"{k} {v}" for k, v in member.distances.items()) or "-"
        linked = (
            member.linked_to if member.linked_to in (None, "query") else short(member.linked_to)
        )
        timing = describe_timing(member.video)
        relation = f"{member.relation} ({text(timing)})" if timing else member.relation
        lines.append(
            f"| {short(asset.sha256)} | {asset.kind} | {asset.width}x{asset.height} "
            f"| {text(asset.file_name)} | {relation} | {linked or '-'} | {distances} |"
        )
    lines += file_says_section(report)
    if report.drift:
        lines += ["", "## Drift", ""]
        for finding in report.drift:
            lines.append(
                f"- appearance {finding['appearance']} vs {finding['compared_with']} · "
                f"**{finding['field']}**: {text(finding.get('before') or '-')} → "
                f"{text(finding.get('after') or '-')} ({finding.get('severity', '')}) "
                f"{text(finding.get('explanation', ''))}"
            )
    return "\n".join(lines) + "\n"


def file_says_section(report: Report) -> list[str]:
    """What each picture's file says about itself (EXIF, IPTC, XMP, C2PA); nothing if none does."""
    if not any(member.file_says for member in report.members):
        return []
    lines = ["", "## What the files say about themselves", ""]
    for member in report.members:
        asset = member.asset
        said = file_says_lines(member.file_says)
        heading = f"- {short(asset.sha256)} {text(asset.file_name)}"
        lines.append(heading + (":" if said else ": nothing (no EXIF, IPTC, XMP or C2PA)"))
        lines += [f"  - {name}: {text(what)}" for name, what in said]
    return lines
