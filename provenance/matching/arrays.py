"""A file of named numpy arrays that opens in microseconds: a JSON header, then aligned raw data.

``np.load`` of an ``.npz`` reads every member; this format memory-maps them, so
opening a million-row index costs a page or two and a query reads only the
pages it touches. Writes go to a temporary file renamed into place, so a reader
never sees half a file and concurrent writers cannot corrupt it.
"""

from __future__ import annotations

import json
import os
import struct
import tempfile
from pathlib import Path

import numpy as np

MAGIC = b"PROVIDX1"
ALIGN = 64


def save(path: Path, header: dict, arrays: dict[str, np.ndarray]) -> None:
    """Write ``arrays`` and ``header`` (JSON-able) to ``path`` atomically."""
    layout, offset = {}, 0
    for name, array in arrays.items():
        offset = -(-offset // ALIGN) * ALIGN
        layout[name] = {"dtype": array.dtype.str, "shape": list(array.shape), "offset": offset}
        offset += array.nbytes
    meta = json.dumps({"header": header, "arrays": layout}).encode()
    start = -(-(len(MAGIC) + 8 + len(meta)) // ALIGN) * ALIGN
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, scratch = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(MAGIC + struct.pack("<Q", len(meta)) + meta)
            for name, array in arrays.items():
                out.seek(start + layout[name]["offset"])
                out.write(np.ascontiguousarray(array).tobytes())
            out.truncate(start + offset)
        os.replace(scratch, path)
    except BaseException:
        Path(scratch).unlink(missing_ok=True)
        raise


def load(path: Path) -> tuple[dict, dict[str, np.ndarray]] | None:
    """The header and read-only memory-mapped arrays of ``path``; None if absent or unreadable."""
    try:
        with open(path, "rb") as handle:
            if handle.read(len(MAGIC)) != MAGIC:
                return None
            (length,) = struct.unpack("<Q", handle.read(8))
            meta = json.loads(handle.read(length))
        start = -(-(len(MAGIC) + 8 + length) // ALIGN) * ALIGN
        size = path.stat().st_size
        mapped = np.memmap(path, np.uint8, "r") if size > start else np.empty(0, np.uint8)
    except (OSError, ValueError, struct.error):
        return None
    arrays = {}
    for name, spec in meta["arrays"].items():
        dtype = np.dtype(spec["dtype"])
        count = int(np.prod(spec["shape"], dtype=np.int64))
        begin = start + spec["offset"]
        raw = mapped[begin : begin + count * dtype.itemsize]
        if len(raw) != count * dtype.itemsize:
            return None
        arrays[name] = raw.view(dtype).reshape(spec["shape"])
    return meta["header"], arrays
