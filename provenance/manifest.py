"""Manifests: the YAML file a newsroom script writes to register many items at once.

```yaml
defaults:                      # optional; every item inherits these
  source: https://example.org/news/kabul-airlift
  outlet: Example News
  published: 2021-08-16
items:
  - file: media/cargo-hold.jpg # relative to this file, and may not leave its folder
    caption: Some 640 Afghans crammed into a US C-17 that left Kabul on Sunday.
    credit: Photo by a crew member
    origin: {place: Kabul, date: 2021-08-15, event: evacuation}
```
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path
from typing import Any

import yaml

from provenance.errors import BadInput, reading
from provenance.media.probe import media_files
from provenance.services import AppearanceInfo

ITEM_KEYS = {"file", "caption", "credit", "source", "outlet", "published", "origin"}
ORIGIN_KEYS = {"place", "date", "event"}


@dataclass(frozen=True)
class Item:
    path: Path
    info: AppearanceInfo


def parse_date(value: Any, what: str) -> date | None:
    """A publication date: YYYY-MM-DD (a full ISO timestamp is cut to its day)."""
    if value is None or value == "":
        return None
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    try:
        return datetime.fromisoformat(str(value).strip()).date()
    except ValueError:
        raise BadInput(f"{what}: {value!r} is not a date (use YYYY-MM-DD)") from None


def load(manifest: Path) -> list[Item]:
    """Read and validate a manifest; every problem is reported before anything is registered."""
    try:
        with reading(manifest, folder="is a folder, not a manifest"):
            document = yaml.safe_load(manifest.read_text(encoding="utf-8"))
    except (yaml.YAMLError, UnicodeDecodeError) as exc:
        reason = str(exc).splitlines()[0]
        raise BadInput(f"{manifest}: not a valid YAML manifest ({reason})") from None
    if not isinstance(document, dict) or not isinstance(document.get("items"), list):
        raise BadInput(f"{manifest}: a manifest is a mapping with a list under 'items'")
    folder = manifest.resolve().parent
    defaults = document.get("defaults") or {}
    if not isinstance(defaults, dict):
        raise BadInput(f"{manifest}: 'defaults' must be a mapping")
    return [
        _item(
            folder,
            {**defaults, **entry} if isinstance(entry, dict) else entry,
            f"{manifest} item {n}",
        )
        for n, entry in enumerate(document["items"], 1)
    ]


def _item(folder: Path, entry: Any, where: str) -> Item:
    if not isinstance(entry, dict) or "file" not in entry:
        raise BadInput(f"{where}: each item needs at least a 'file'")
    unknown = set(entry) - ITEM_KEYS
    if unknown:
        raise BadInput(f"{where}: unknown key(s) {', '.join(sorted(unknown))}")
    origin = entry.get("origin") or {}
    if not isinstance(origin, dict) or set(origin) - ORIGIN_KEYS:
        raise BadInput(f"{where}: 'origin' takes only {', '.join(sorted(ORIGIN_KEYS))}")
    path = (folder / str(entry["file"])).resolve()
    if not path.is_relative_to(folder):
        raise BadInput(f"{where}: {entry['file']} is outside the manifest's folder")

    def optional(value: Any) -> str | None:
        return None if value is None else str(value)

    info = AppearanceInfo(
        caption=optional(entry.get("caption")),
        credit=optional(entry.get("credit")),
        source_url=optional(entry.get("source")),
        outlet=optional(entry.get("outlet")),
        published=parse_date(entry.get("published"), where),
        place=optional(origin.get("place")),
        date=optional(origin.get("date")),
        event=optional(origin.get("event")),
    )
    return Item(path, info)


def expand(items: list[Item]) -> list[tuple[Path, AppearanceInfo]]:
    """Files to ingest: an item naming a folder stands for every media file in it."""
    return [(path, item.info) for item in items for path in media_files([item.path])]
