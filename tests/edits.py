"""What the web does to pictures, as small functions tests apply to real photos."""

from __future__ import annotations

from pathlib import Path

import pillow_heif
from PIL import Image, ImageOps

pillow_heif.register_heif_opener()  # to write HEIC copies (provenance opens them by itself)


def save(image: Image.Image, path: Path, quality: int = 90, **options) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.suffix.lower() in (".jpg", ".jpeg", ".webp"):
        options.setdefault("quality", quality)
    image.save(path, **options)
    return path


def recompress(source: Path, path: Path, quality: int = 35, scale: float = 0.6) -> Path:
    with Image.open(source) as image:
        image = image.convert("RGB")
        size = (int(image.width * scale), int(image.height * scale))
        return save(image.resize(size, Image.LANCZOS), path, quality=quality)


def mirror(source: Path, path: Path) -> Path:
    with Image.open(source) as image:
        return save(ImageOps.mirror(image.convert("RGB")), path)


def rotate(source: Path, path: Path, degrees: int = 90) -> Path:
    with Image.open(source) as image:
        return save(image.convert("RGB").rotate(degrees, expand=True), path)


def convert(source: Path, path: Path) -> Path:
    """The same picture in another container (format from the suffix)."""
    with Image.open(source) as image:
        return save(image.convert("RGB"), path)
