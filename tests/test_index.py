"""The Hamming index: exact like a scan, persisted next to the registry, kept up to date."""

from __future__ import annotations

import sqlite3

import numpy as np
import pytest

from provenance.matching import arrays
from provenance.matching.catalogue import Catalogue
from provenance.matching.index import RegistryIndex, sidecar_path
from provenance.matching.mih import LinearScan, MultiIndex, SortedIndex
from provenance.services import ingest_media


def near_copies(codes: np.ndarray, rng: np.random.Generator, count: int, flips: int) -> np.ndarray:
    """Copies of random stored codes with up to ``flips`` bits changed."""
    picked = codes[rng.integers(0, len(codes), count)].copy()
    bits = np.unpackbits(picked, axis=1)
    for row in bits:
        row[rng.choice(bits.shape[1], rng.integers(0, flips + 1), replace=False)] ^= 1
    return np.packbits(bits, axis=1)


def as_pairs(hits) -> set[tuple[int, int, int]]:
    return set(zip(hits.query.tolist(), hits.row.tolist(), hits.distance.tolist(), strict=True))


@pytest.mark.parametrize(("nbytes", "radius"), [(32, 31), (32, 12), (8, 10), (16, 34)])
def test_multi_index_finds_exactly_what_a_full_scan_finds(nbytes, radius):
    rng = np.random.default_rng(nbytes * 100 + radius)
    codes = rng.integers(0, 256, (20_000, nbytes), dtype=np.uint8)
    queries = np.vstack(
        [near_copies(codes, rng, 40, radius + 6), rng.integers(0, 256, (10, nbytes), np.uint8)]
    )
    index, scan = MultiIndex.build(codes), LinearScan(codes)
    found = as_pairs(index.search(queries, radius))
    assert found == as_pairs(scan.search(queries, radius))
    assert len(found) >= 20  # the planted near copies within the radius were there to find


@pytest.mark.parametrize(("probe_radius", "max_bucket"), [(0, None), (1, None), (0, 12)])
def test_sorted_index_gives_the_candidates_a_multi_index_gives(probe_radius, max_bucket):
    rng = np.random.default_rng(7 + probe_radius)
    # Few distinct substrings, so buckets hold several rows and crowded ones get skipped.
    codes = rng.integers(0, 16, (3_000, 32), dtype=np.uint8)
    queries = np.vstack([codes[:50], rng.integers(0, 16, (20, 32), dtype=np.uint8)])
    multi = MultiIndex.build(codes).candidates(queries, probe_radius, max_bucket)
    small = SortedIndex(codes).candidates(queries, probe_radius, max_bucket)
    assert len(multi[0]) > 0
    for expected, got in zip(multi, small, strict=True):
        assert np.array_equal(expected, got)


def test_multi_index_costs_48_bytes_per_hash_plus_a_fixed_4_mb():
    codes = np.random.default_rng(1).integers(0, 256, (100_000, 32), dtype=np.uint8)
    index = MultiIndex.build(codes)
    assert index.rows.nbytes == 48 * len(codes)  # 16 tables x 3-byte row numbers
    assert index.offsets.nbytes == 16 * 65537 * 4  # bucket offsets: 4.2 MB however many rows


def test_arrays_file_round_trips_and_refuses_garbage(tmp_path):
    path = tmp_path / "x.index"
    data = {"a": np.arange(10, dtype=np.int64), "b": np.ones((3, 32), np.uint8)}
    arrays.save(path, {"mark": 7}, data)
    header, loaded = arrays.load(path)
    assert header == {"mark": 7}
    assert np.array_equal(loaded["a"], data["a"]) and loaded["b"].shape == (3, 32)
    path.write_bytes(b"not an index")
    assert arrays.load(path) is None


@pytest.fixture
def registered(store, photos):
    """Twelve real photos registered in a fresh SQLite registry."""
    results = list(ingest_media(store, photos[:12]))
    assert all(r.status == "registered" for r in results)
    return results


def open_index(db_path) -> RegistryIndex:
    """The index as a check opens it: sidecar if current, caught up from the database."""
    catalogue = Catalogue.sqlite(db_path)
    try:
        return RegistryIndex.open(catalogue, sidecar_path(f"sqlite:///{db_path}"))
    finally:
        catalogue.close()


def test_sidecar_is_written_next_to_the_registry_and_reused(store, db_path, registered, photos):
    index = open_index(db_path)
    index.save(sidecar_path(store.url))
    assert sidecar_path(store.url) == db_path.with_name(db_path.name + ".index")
    reopened = open_index(db_path)
    assert reopened.pending == 0  # everything came from the sidecar, nothing from the database
    assert len(reopened.tables["pdq"]) == len(index.tables["pdq"])
    # New registrations are picked up from the database, on top of the sidecar.
    list(ingest_media(store, photos[12:14]))
    caught_up = open_index(db_path)
    assert caught_up.tables["pdq"].pending > 0
    assert len(caught_up.tables["pdq"]) > len(reopened.tables["pdq"])


def test_sidecar_of_another_database_is_ignored(tmp_path, store, db_path, registered):
    index = open_index(db_path)
    index.save(sidecar_path(store.url))
    # Replace the newest fingerprint's bits: the sidecar no longer describes this registry.
    with sqlite3.connect(db_path) as connection:
        connection.execute(
            "UPDATE fingerprints SET bits = zeroblob(length(bits)) WHERE id = (SELECT max(id) "
            "FROM fingerprints)"
        )
    reopened = open_index(db_path)
    # Nothing came from the sidecar: everything was read again from the database.
    assert all(len(table.base) == 0 for table in reopened.tables.values())
    assert len(reopened.sieve.codes) == 0
    assert len(reopened.tables["pdq"]) == len(index.tables["pdq"])


def test_a_server_registry_keeps_its_sidecar_in_a_cache_folder_keyed_by_url(monkeypatch, tmp_path):
    monkeypatch.setenv("PROVENANCE_INDEX_DIR", str(tmp_path))
    one = sidecar_path("postgresql+psycopg://news@db.example/registry")
    other = sidecar_path("postgresql+psycopg://news@db.example/archive")
    assert one.parent == other.parent == tmp_path
    assert one != other and one.suffix == ".index"


def test_a_long_ingest_folds_in_memory_and_writes_the_sidecar_once_at_its_end(
    store, db_path, photos, monkeypatch
):
    written = []
    save = arrays.save
    monkeypatch.setattr(
        arrays, "save", lambda path, *data: written.append(path) or save(path, *data)
    )
    folds = []
    fold = RegistryIndex.fold
    monkeypatch.setattr(RegistryIndex, "fold", lambda index: folds.append(1) or fold(index))

    list(ingest_media(store, photos[:30]))  # ~4,800 descriptors: past the 2,000 of a fold

    assert len(folds) >= 2
    assert written == [sidecar_path(store.url)]
    reopened = open_index(db_path)
    assert reopened.pending == 0  # the sidecar holds every registered row
    catalogue = Catalogue.sqlite(db_path)
    try:
        from_database = RegistryIndex.open(catalogue, None)  # no sidecar: all read again
    finally:
        catalogue.close()
    assert len(reopened.sieve) == len(from_database.sieve)
    assert len(reopened.tables["pdq"]) == len(from_database.tables["pdq"])
