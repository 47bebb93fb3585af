"""What the web does to pictures: each edit is a function (image, rng) -> image.

Used by bench/reuse.py and the matching tests. Random parameters (crop
position, angle, which corner the logo sits in) come from the ``rng`` so a
run is reproducible and each picture gets its own variation.

Crop fractions are fractions of the *area* removed: "30% crop" keeps a window
with 70% of the area (84% of each side) at a random position.
"""

from __future__ import annotations

import io
import math
from collections.abc import Callable

import numpy as np
from PIL import Image, ImageDraw, ImageEnhance, ImageFilter, ImageFont, ImageOps

Edit = Callable[[Image.Image, np.random.Generator], Image.Image]


def font(size: int) -> ImageFont.ImageFont:
    return ImageFont.load_default(size=size)


def jpeg(quality: int) -> Edit:
    def edit(image: Image.Image, rng: np.random.Generator) -> Image.Image:
        buffer = io.BytesIO()
        image.convert("RGB").save(buffer, "JPEG", quality=quality)
        return Image.open(io.BytesIO(buffer.getvalue())).convert("RGB")

    return edit


def thumbnail(image: Image.Image, rng: np.random.Generator) -> Image.Image:
    small = image.copy()
    small.thumbnail((160, 160), Image.Resampling.LANCZOS)
    return small


def brightness(image, rng):
    return ImageEnhance.Brightness(image).enhance(1.45)


def contrast(image, rng):
    return ImageEnhance.Contrast(image).enhance(0.55)


def greyscale(image, rng):
    return ImageOps.grayscale(image).convert("RGB")


def blur(image, rng):
    return image.filter(ImageFilter.GaussianBlur(radius=max(2.0, min(image.size) / 150)))


def noise(image, rng):
    pixels = np.asarray(image, np.float32) + rng.normal(0, 14, (image.height, image.width, 3))
    return Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8))


def mirror(image, rng):
    return ImageOps.mirror(image)


def rotate90(image, rng):
    return image.transpose(Image.Transpose.ROTATE_90)


def text_bands(image, rng):
    """Meme-style captions: opaque bands with text across the top and bottom of the picture."""
    out = image.copy()
    draw = ImageDraw.Draw(out)
    band = max(12, image.height // 8)
    face = font(max(10, band * 2 // 3))
    draw.rectangle((0, 0, image.width, band), fill=(255, 255, 255))
    draw.rectangle((0, image.height - band, image.width, image.height), fill=(255, 255, 255))
    draw.text((8, band // 8), "WHEN THE NEWS DROPS", fill=(0, 0, 0), font=face)
    draw.text(
        (8, image.height - band + band // 8), "SHARE BEFORE DELETED", fill=(0, 0, 0), font=face
    )
    return out


def logo_box(image, rng):
    """A broadcaster's logo: a solid box with letters in a random corner."""
    out = image.copy()
    draw = ImageDraw.Draw(out)
    w, h = max(20, image.width // 4), max(12, image.height // 9)
    x = int(rng.choice([8, image.width - w - 8]))
    y = int(rng.choice([8, image.height - h - 8]))
    draw.rectangle((x, y, x + w, y + h), fill=(200, 20, 30))
    draw.text((x + 6, y + 2), "NEWS24", fill=(255, 255, 255), font=font(max(8, h * 2 // 3)))
    return out


def letterbox(image, rng):
    """Black bars to a 16:9 frame (pillarbox for narrow pictures, letterbox for wide ones)."""
    w, h = image.size
    if w / h < 16 / 9:
        canvas = Image.new("RGB", (round(h * 16 / 9), h), (0, 0, 0))
    else:
        canvas = Image.new("RGB", (w, round(w * 9 / 16)), (0, 0, 0))
    canvas.paste(image, ((canvas.width - w) // 2, (canvas.height - h) // 2))
    return canvas


def pad_white(image, rng):
    """Padded to a square on white, as feeds do."""
    side = max(image.size)
    canvas = Image.new("RGB", (side, side), (255, 255, 255))
    canvas.paste(image, ((side - image.width) // 2, (side - image.height) // 2))
    return canvas


def crop(fraction: float) -> Edit:
    """Remove ``fraction`` of the area: keep a window of (1 - fraction) of it, anywhere."""

    def edit(image, rng):
        keep = math.sqrt(1 - fraction)
        w, h = round(image.width * keep), round(image.height * keep)
        x = int(rng.integers(0, image.width - w + 1))
        y = int(rng.integers(0, image.height - h + 1))
        return image.crop((x, y, x + w, y + h))

    return edit


def crop_sides(fraction: float) -> Edit:
    """Keep (1 - fraction) of each side: a much harder crop than the same area fraction."""

    def edit(image, rng):
        w, h = round(image.width * (1 - fraction)), round(image.height * (1 - fraction))
        x = int(rng.integers(0, image.width - w + 1))
        y = int(rng.integers(0, image.height - h + 1))
        return image.crop((x, y, x + w, y + h))

    return edit


def stretch(image, rng):
    return image.resize((round(image.width * 1.35), image.height), Image.Resampling.BICUBIC)


def sepia(image, rng):
    pixels = np.asarray(image, np.float32)
    matrix = np.array([[0.393, 0.769, 0.189], [0.349, 0.686, 0.168], [0.272, 0.534, 0.131]])
    return Image.fromarray(np.clip(pixels @ matrix.T, 0, 255).astype(np.uint8))


def combination(image, rng):
    """Cropped a little, brightened, scaled down and recompressed hard."""
    out = crop(0.08)(image, rng)
    out = ImageEnhance.Brightness(out).enhance(1.2)
    out = out.resize((round(out.width * 0.7), round(out.height * 0.7)), Image.Resampling.BILINEAR)
    return jpeg(40)(out, rng)


def small_rotation(image, rng):
    """Turned by 3 to 10 degrees either way, corners filled black."""
    angle = float(rng.uniform(3, 10)) * float(rng.choice([-1, 1]))
    return image.rotate(angle, Image.Resampling.BICUBIC, expand=False, fillcolor=(0, 0, 0))


def perspective(image, rng):
    """Seen at an angle: each corner pulled in by up to 12% of the side."""
    w, h = image.size
    d = rng.uniform(0, 0.12, 8) * np.array([w, h] * 4)
    corners = [(d[0], d[1]), (w - d[2], d[3]), (w - d[4], h - d[5]), (d[6], h - d[7])]
    coefficients = _perspective_coefficients(corners, [(0, 0), (w, 0), (w, h), (0, h)])
    return image.transform((w, h), Image.Transform.PERSPECTIVE, coefficients, Image.BICUBIC)


def _perspective_coefficients(target, source):
    rows = []
    for (x, y), (u, v) in zip(target, source, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    a = np.array(rows, float)
    b = np.array(source, float).reshape(8)
    return np.linalg.solve(a, b).tolist()


def phone_screenshot(image, rng):
    """The picture inside a screenshot of a social post on a phone: bars, names, text, icons."""
    dark = bool(rng.integers(0, 2))
    page, ink = ((16, 16, 20), (230, 230, 230)) if dark else ((255, 255, 255), (20, 20, 20))
    width = 720
    margin = int(rng.choice([0, 24]))
    shown_w = width - 2 * margin
    shown_h = round(image.height * shown_w / image.width)
    top = 230
    canvas = Image.new("RGB", (width, max(1280, top + shown_h + 260)), page)
    draw = ImageDraw.Draw(canvas)
    draw.text((24, 14), "9:41", fill=ink, font=font(26))
    draw.rectangle((width - 90, 20, width - 40, 38), outline=ink, width=2)
    draw.ellipse((24, 80, 84, 140), fill=(90, 140, 200))
    draw.text((100, 84), "Breaking World News", fill=ink, font=font(26))
    draw.text((100, 116), "@breaking · 2h", fill=(120, 120, 120), font=font(20))
    draw.text((24, 160), "Unbelievable scenes this morning. Share!", fill=ink, font=font(24))
    draw.text((24, 192), "#breaking #news", fill=(40, 120, 220), font=font(24))
    canvas.paste(image.resize((shown_w, shown_h), Image.Resampling.BILINEAR), (margin, top))
    y = top + shown_h + 30
    for i, label in enumerate(("12.4K", "3,021", "58K")):
        draw.text((40 + i * 220, y), f"o {label}", fill=ink, font=font(24))
    draw.text((24, y + 60), "Replying to @breaking: is this real?", fill=ink, font=font(22))
    return jpeg(85)(canvas, rng)


STANDARD: dict[str, Edit] = {
    "jpeg_q20": jpeg(20),
    "thumbnail": thumbnail,
    "brightness": brightness,
    "contrast": contrast,
    "greyscale": greyscale,
    "blur": blur,
    "noise": noise,
    "mirror": mirror,
    "rotate90": rotate90,
    "text_bands": text_bands,
    "logo_box": logo_box,
    "letterbox": letterbox,
    "pad_white": pad_white,
    "crop_10": crop(0.10),
    "stretch": stretch,
    "sepia": sepia,
    "combination": combination,
}

HARD: dict[str, Edit] = {
    "crop_30": crop(0.30),
    "crop_50": crop(0.50),
    "small_rotation": small_rotation,
    "phone_screenshot": phone_screenshot,
    "perspective": perspective,
}

EXTRA: dict[str, Edit] = {
    "crop_sides_30": crop_sides(0.30),
}
"""Harder than the targets ask, reported for information."""
