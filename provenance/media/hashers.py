"""Perceptual hash algorithms as values: each has a name, a version, ``compute`` and ``distance``.

A stored hash always carries the algorithm name and version so that a later
change of implementation never silently compares incompatible bits.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import imagehash
import numpy as np
import pdqhash
from PIL import Image

# pdqhash.compute_dihedral returns the hashes of the picture transformed in this order.
DIHEDRAL = (
    "original",
    "rotate90",
    "rotate180",
    "rotate270",
    "flip_x",
    "flip_y",
    "transpose",
    "transverse",
)
MIRRORS = frozenset({"flip_x", "flip_y", "transpose", "transverse"})

# The same eight transforms applied to a Pillow image (checked against compute_dihedral
# in tests: PDQ's flip_x mirrors across the horizontal axis).
PIL_DIHEDRAL: dict[str, Image.Transpose | None] = {
    "original": None,
    "rotate90": Image.Transpose.ROTATE_90,
    "rotate180": Image.Transpose.ROTATE_180,
    "rotate270": Image.Transpose.ROTATE_270,
    "flip_x": Image.Transpose.FLIP_TOP_BOTTOM,
    "flip_y": Image.Transpose.FLIP_LEFT_RIGHT,
    "transpose": Image.Transpose.TRANSPOSE,
    "transverse": Image.Transpose.TRANSVERSE,
}


@dataclass(frozen=True)
class Hash:
    """One fingerprint: packed bits (big-endian, bit 0 first) and an optional quality 0..100."""

    algorithm: str
    bits: bytes
    quality: int | None = None

    @property
    def hex(self) -> str:
        return self.bits.hex()


def hamming(a: bytes, b: bytes) -> int:
    """Number of differing bits between two equally long packed hashes."""
    return (int.from_bytes(a, "big") ^ int.from_bytes(b, "big")).bit_count()


class Hasher(Protocol):
    name: str
    version: str
    nbits: int

    def compute(self, image: Image.Image) -> Hash: ...

    def distance(self, a: bytes, b: bytes) -> int: ...


@dataclass(frozen=True)
class PDQ:
    """Meta's PDQ: 256 bits from a 64x64 luminance DCT, with a quality score.

    Backed by the ``pdqhash`` binding of Meta's C++ reference implementation.
    """

    name: str = "pdq"
    version: str = f"pdqhash-{pdqhash.__version__}"
    nbits: int = 256

    def compute(self, image: Image.Image) -> Hash:
        bits, quality = pdqhash.compute(_rgb_array(image))
        return Hash(self.name, np.packbits(bits.astype(np.uint8)).tobytes(), int(quality))

    def compute_dihedral(self, image: Image.Image) -> dict[str, Hash]:
        """The hashes of all eight rotations and reflections, from one DCT."""
        all_bits, quality = pdqhash.compute_dihedral(_rgb_array(image))
        return {
            name: Hash(self.name, np.packbits(np.asarray(bits, np.uint8)).tobytes(), int(quality))
            for name, bits in zip(DIHEDRAL, all_bits, strict=True)
        }

    def distance(self, a: bytes, b: bytes) -> int:
        return hamming(a, b)


@dataclass(frozen=True)
class ImageHash:
    """A 64-bit hash from the ``imagehash`` package (pHash, dHash)."""

    name: str
    function: str
    version: str = f"imagehash-{imagehash.__version__}"
    nbits: int = 64

    def compute(self, image: Image.Image) -> Hash:
        digest = getattr(imagehash, self.function)(image)
        return Hash(self.name, np.packbits(digest.hash.flatten()).tobytes())

    def distance(self, a: bytes, b: bytes) -> int:
        return hamming(a, b)


def _rgb_array(image: Image.Image) -> np.ndarray:
    return np.asarray(image if image.mode == "RGB" else image.convert("RGB"))


@dataclass(frozen=True)
class PHash:
    """``imagehash.phash`` computed with a numpy DCT: the same bits, without importing SciPy.

    imagehash imports SciPy's FFT package on the first pHash, which alone costs
    more than the whole budget of a one-picture check.
    """

    name: str = "phash"
    version: str = f"imagehash-{imagehash.__version__}"
    nbits: int = 64

    def compute(self, image: Image.Image) -> Hash:
        pixels = np.asarray(image.convert("L").resize((32, 32), Image.Resampling.LANCZOS), float)
        low = _DCT8 @ pixels @ _DCT8.T  # the 8x8 lowest frequencies of SciPy's unnormalised DCT-II
        return Hash(self.name, np.packbits((low > np.median(low)).flatten()).tobytes())

    def distance(self, a: bytes, b: bytes) -> int:
        return hamming(a, b)


_DCT8 = 2 * np.cos(np.pi * np.arange(8)[:, None] * (2 * np.arange(32)[None, :] + 1) / 64)

PDQ_HASHER = PDQ()
PHASH = PHash()
DHASH = ImageHash("dhash", "dhash")
IMAGE_HASHERS: tuple[Hasher, ...] = (PDQ_HASHER, PHASH, DHASH)
