"""Draw the stand-in pictures of the Kabul sample and their later, edited sightings.

The real photographs are third-party material we may not redistribute, so the
sample ships drawings made here from seeded noise and shapes: textured enough
for perceptual hashing to behave as on photographs, and distinct from each
other. Run it again and it writes the same files (Pillow and numpy only).

    python samples/kabul-2021/make_media.py
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont, ImageOps

HERE = Path(__file__).resolve().parent
WIDTH, HEIGHT = 1200, 800


def noise(rng: np.random.Generator, height: int, width: int, octaves: int = 6) -> np.ndarray:
    """Fractal value noise in 0..1: the grain of concrete, sky and crowds."""
    total = np.zeros((height, width))
    for octave in range(octaves):
        cells = 2 ** (octave + 2)
        grid = rng.random((cells + 1, cells + 1))
        layer = Image.fromarray((grid * 255).astype(np.uint8)).resize(
            (width, height), Image.BICUBIC
        )
        total += np.asarray(layer, float) / 255 / 2**octave
    return (total - total.min()) / (total.max() - total.min())


def gradient(top: tuple, bottom: tuple, height: int, width: int) -> np.ndarray:
    t = np.linspace(0, 1, height)[:, None, None]
    return (np.array(top) * (1 - t) + np.array(bottom) * t) * np.ones((height, width, 3))


def people(
    draw: ImageDraw.ImageDraw,
    rng: np.random.Generator,
    box: tuple,
    count: int,
    size: tuple[int, int],
) -> None:
    """A crowd: heads and shoulders in varied clothing colours."""
    x0, y0, x1, y1 = box
    for _ in range(count):
        x, y = rng.uniform(x0, x1), rng.uniform(y0, y1)
        scale = 0.6 + 0.8 * (y - y0) / max(1, y1 - y0)
        w, h = size[0] * scale, size[1] * scale
        cloth = tuple(int(c) for c in rng.integers(30, 220, 3))
        skin = tuple(
            int(c) for c in (rng.integers(120, 200), rng.integers(80, 140), rng.integers(50, 100))
        )
        draw.ellipse((x - w, y, x + w, y + 2.2 * h), fill=cloth)
        draw.ellipse((x - w * 0.55, y - h * 1.1, x + w * 0.55, y + h * 0.1), fill=skin)


def aircraft(
    draw: ImageDraw.ImageDraw, cx: float, cy: float, span: float, colour=(70, 78, 72)
) -> None:
    """A high-winged four-engine transport seen from below and behind."""
    s = span / 2
    draw.polygon(
        [(cx - s, cy), (cx + s, cy), (cx + s * 0.2, cy + s * 0.12), (cx - s * 0.2, cy + s * 0.12)],
        fill=colour,
    )
    draw.rounded_rectangle(
        (cx - s * 0.13, cy - s * 0.55, cx + s * 0.13, cy + s * 0.75), s * 0.1, fill=colour
    )
    draw.polygon(
        [(cx - s * 0.4, cy + s * 0.62), (cx + s * 0.4, cy + s * 0.62), (cx, cy + s * 0.5)],
        fill=colour,
    )
    for offset in (-0.7, -0.4, 0.4, 0.7):
        draw.ellipse(
            (cx + s * offset - s * 0.05, cy + s * 0.02, cx + s * offset + s * 0.05, cy + s * 0.16),
            fill=(50, 52, 50),
        )


def cargo_hold(seed: int = 640) -> Image.Image:
    """Inside the C-17: a packed cargo hold seen from the ramp."""
    rng = np.random.default_rng(seed)
    grain = noise(rng, HEIGHT, WIDTH)[..., None]
    pixels = gradient((92, 98, 90), (48, 50, 46), HEIGHT, WIDTH) * (0.75 + 0.5 * grain)
    image = Image.fromarray(pixels.clip(0, 255).astype(np.uint8))
    draw = ImageDraw.Draw(image)
    for rib in range(9):  # the fuselage's ribs, converging on the far bulkhead
        x = 60 + rib * 135
        draw.line(
            (x, 0, WIDTH / 2 + (x - WIDTH / 2) * 0.35, HEIGHT * 0.35), fill=(130, 136, 128), width=9
        )
    draw.rectangle((WIDTH * 0.38, HEIGHT * 0.18, WIDTH * 0.62, HEIGHT * 0.36), fill=(170, 176, 160))
    people(draw, rng, (20, HEIGHT * 0.33, WIDTH - 20, HEIGHT * 0.95), 900, (14, 13))
    return image.filter(ImageFilter.GaussianBlur(0.6))


def falling(seed: int = 2) -> Image.Image:
    """From the ground: the jet climbing away, two small figures below it."""
    rng = np.random.default_rng(seed)
    clouds = noise(rng, HEIGHT, WIDTH, 7)[..., None]
    pixels = gradient((96, 140, 196), (205, 214, 222), HEIGHT, WIDTH) * (0.8 + 0.35 * clouds)
    image = Image.fromarray(pixels.clip(0, 255).astype(np.uint8))
    draw = ImageDraw.Draw(image)
    ridge = HEIGHT * 0.78 + 40 * noise(rng, 1, WIDTH, 5)[0] * 3
    draw.polygon(
        [(0, HEIGHT)] + [(x, ridge[x]) for x in range(0, WIDTH, 8)] + [(WIDTH, HEIGHT)],
        fill=(121, 104, 82),
    )
    aircraft(draw, WIDTH * 0.58, HEIGHT * 0.22, 420)
    for x, y in ((WIDTH * 0.47, HEIGHT * 0.47), (WIDTH * 0.53, HEIGHT * 0.55)):
        draw.line((x, y, x + 6, y + 26), fill=(30, 30, 34), width=7)
        draw.ellipse((x - 6, y - 12, x + 6, y), fill=(30, 30, 34))
    return image.filter(ImageFilter.GaussianBlur(0.5))


def clinging(seed: int = 171) -> Image.Image:
    """Runway level: the jet rolling, people running beside it and on the wheel bay."""
    rng = np.random.default_rng(seed)
    haze = noise(rng, HEIGHT, WIDTH, 6)[..., None]
    pixels = gradient((178, 170, 150), (140, 124, 100), HEIGHT, WIDTH) * (0.8 + 0.3 * haze)
    image = Image.fromarray(pixels.clip(0, 255).astype(np.uint8))
    draw = ImageDraw.Draw(image)
    draw.polygon(
        [(0, HEIGHT * 0.62), (WIDTH, HEIGHT * 0.55), (WIDTH, HEIGHT), (0, HEIGHT)],
        fill=(88, 86, 84),
    )
    draw.rounded_rectangle(
        (WIDTH * 0.1, HEIGHT * 0.28, WIDTH * 0.95, HEIGHT * 0.5), 60, fill=(82, 92, 84)
    )
    draw.polygon(
        [(WIDTH * 0.08, HEIGHT * 0.3), (WIDTH * 0.02, HEIGHT * 0.05), (WIDTH * 0.16, HEIGHT * 0.3)],
        fill=(78, 86, 80),
    )
    draw.rectangle((WIDTH * 0.45, HEIGHT * 0.48, WIDTH * 0.62, HEIGHT * 0.6), fill=(40, 44, 42))
    people(draw, rng, (WIDTH * 0.44, HEIGHT * 0.44, WIDTH * 0.63, HEIGHT * 0.5), 18, (9, 8))
    people(draw, rng, (0, HEIGHT * 0.6, WIDTH, HEIGHT * 0.92), 160, (16, 15))
    return image.filter(ImageFilter.GaussianBlur(0.5))


def caption_band(image: Image.Image, text: str) -> Image.Image:
    """What reposts do: a white band with a headline across the top."""
    band = int(image.height * 0.14)
    out = Image.new("RGB", (image.width, image.height + band), "white")
    out.paste(image, (0, band))
    font = ImageFont.load_default(size=int(band * 0.38))
    ImageDraw.Draw(out).text((24, band * 0.28), text, fill="black", font=font)
    return out


def crop(image: Image.Image, fraction: float) -> Image.Image:
    dx, dy = int(image.width * fraction / 2), int(image.height * fraction / 2)
    return image.crop((dx, dy, image.width - dx, image.height - dy))


def save(image: Image.Image, path: Path, quality: int = 88) -> None:
    image.save(path, "JPEG", quality=quality, optimize=True)
    print(f"wrote {path.relative_to(HERE)} ({path.stat().st_size // 1024} KB)")


def main() -> None:
    originals = {
        "c17-cargo-hold.jpg": cargo_hold(),
        "stowaways-falling.jpg": falling(),
        "clinging-wheel-bay.jpg": clinging(),
    }
    for name, image in originals.items():
        save(image, HERE / "media" / name)

    hold, fall = originals["c17-cargo-hold.jpg"], originals["stowaways-falling.jpg"]
    sightings = HERE / "sightings"
    save(hold.resize((800, 533), Image.LANCZOS), sightings / "cargo-hold-823.jpg", quality=45)
    save(
        ImageOps.mirror(hold).resize((1000, 667), Image.LANCZOS),
        sightings / "haiyan-tacloban.jpg",
        quality=70,
    )
    save(caption_band(fall, "THREE STOWAWAYS FALL FROM US JET"), sightings / "three-stowaways.jpg")
    save(crop(fall, 0.06).resize((960, 600)), sightings / "stowaways-no-hedge.jpg", quality=60)
    save(cargo_hold(seed=2013), sightings / "unrelated-hold.jpg")


if __name__ == "__main__":
    main()
