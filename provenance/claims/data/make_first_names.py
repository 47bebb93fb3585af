"""Write first_names.txt: given names in Latin script, from Faker's person providers.

Faker (MIT licence) keeps lists of given names for some 80 locales, from Ireland to
Nigeria, India, Kenya and Brazil. A capitalised word that is one of them starts a
person's name in a caption ('Neil Armstrong walks', 'Malcolm X addresses'). Names
that are also ordinary English words ('Will', 'Grace', 'Rose', 'Buzz') are left
out: at the start of a sentence they say nothing. Those of them that several
countries give ('John', 'Peter', 'Mark', 'Victor') go to given_words.txt: before a
surname that is no English word ('John Travolta') they start a name all the same.
Run by hand to refresh:

    pip install faker            # only to run this script
    apt-get install wamerican    # the SCOWL word list, /usr/share/dict/american-english
    python provenance/claims/data/make_first_names.py
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from pathlib import Path

import faker.providers.person as person

from provenance.claims.text import fold

WORDS = Path("/usr/share/dict/american-english")
LISTS = (
    "first_names",
    "first_names_male",
    "first_names_female",
    "first_names_nonbinary",
    "first_romanized_names",
    "first_romanized_names_male",
    "first_romanized_names_female",
)
LATIN = re.compile(r"[A-Z][a-z]+(?:-[A-Z][a-z]+)?")
# In how many languages' lists a name that is also an English word must be to be kept as a
# given name: 'John' (English, Danish, Hindi ...) is, 'Summer' or 'Hunter' (English only) not.
MIN_LANGUAGES = 3


def main() -> None:
    english = {w.strip() for w in WORDS.read_text(encoding="utf-8").splitlines()}
    english = {w for w in english if w.isalpha() and w.islower()}
    names: set[str] = set()
    languages_of: dict[str, set[str]] = {}
    for locale in pkgutil.iter_modules(person.__path__):
        provider = importlib.import_module(f"{person.__name__}.{locale.name}").Provider
        for attribute in LISTS:
            found = getattr(provider, attribute, ())
            if not isinstance(found, (list, tuple, dict)):
                continue  # a property computed per instance
            for name in found:
                plain = fold(str(name))
                if not LATIN.fullmatch(str(name)) and not plain.isascii():
                    continue
                if len(plain) >= 3 and plain.isalpha() and plain not in english:
                    names.add(plain)
                elif len(plain) >= 3 and plain.isalpha():
                    languages_of.setdefault(plain, set()).add(locale.name.split("_")[0])
    out = Path(__file__).with_name("first_names.txt")
    out.write_text("\n".join(sorted(names)) + "\n", encoding="utf-8")
    print(f"{len(names)} names -> {out}")
    shared = sorted(n for n, langs in languages_of.items() if len(langs) >= MIN_LANGUAGES)
    out = Path(__file__).with_name("given_words.txt")
    out.write_text("\n".join(shared) + "\n", encoding="utf-8")
    print(f"{len(shared)} names that are English words -> {out}")


if __name__ == "__main__":
    main()
