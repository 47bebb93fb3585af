"""Days and periods a caption names instead of writing a date: holidays and eras.

'Christmas Day 2004' is 2004-12-25, 'on Boxing Day' the last 26 December before
publication, 'Easter Sunday 2019' 2019-04-21; a country's own days ('Independence
Day 2017' in a caption about Ghana, 'Republic Day') come from the ``holidays``
package for the country the caption names, and stay at the precision of their
year where it names none. 'D-Day', '9/11', 'the Blitz', 'World War II', 'the Tet
Offensive' are periods of history: a caption set in one is dated, so it is not
taken for a picture of last week. Only where the period is the picture's time
('during the Blitz', 'on D-Day', 'World War II soldiers'): a World War II
veteran or memorial is photographed later.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from functools import cache

# holiday name -> (month, day), the same in every country that keeps it
FIXED: dict[str, tuple[int, int]] = {
    "christmas day": (12, 25),
    "christmas eve": (12, 24),
    "boxing day": (12, 26),
    "new year's day": (1, 1),
    "new year's eve": (12, 31),
    "hogmanay": (12, 31),
    "halloween": (10, 31),
    "valentine's day": (2, 14),
    "st patrick's day": (3, 17),
    "saint patrick's day": (3, 17),
    "bastille day": (7, 14),
    "guy fawkes night": (11, 5),
    "bonfire night": (11, 5),
    "armistice day": (11, 11),
    "remembrance day": (11, 11),
    "ve day": (5, 8),
    "v-e day": (5, 8),
    "vj day": (8, 15),
    "v-j day": (8, 15),
    "international women's day": (3, 8),
    "women's day": (3, 8),
    "may day": (5, 1),
    "anzac day": (4, 25),
    "australia day": (1, 26),
    "canada day": (7, 1),
    "cinco de mayo": (5, 5),
    "juneteenth": (6, 19),
    "epiphany": (1, 6),
    "all saints' day": (11, 1),
    "day of the dead": (11, 2),
    "christmas": (12, 25),
}
# days counted from Easter Sunday
EASTER: dict[str, int] = {
    "easter sunday": 0,
    "easter day": 0,
    "easter": 0,
    "easter monday": 1,
    "good friday": -2,
    "holy saturday": -1,
    "palm sunday": -7,
    "maundy thursday": -3,
    "ash wednesday": -46,
    "pentecost": 49,
}
# a country's own days, looked up in ``holidays`` for the country the caption names;
# where it names none, the country that keeps the day (Eid: Saudi Arabia)
COUNTRY_DAYS: dict[str, str | None] = {
    "independence day": None,
    "republic day": None,
    "national day": None,
    "victory day": "RU",
    "liberation day": None,
    "unity day": None,
    "constitution day": None,
    "revolution day": None,
    "martyrs' day": None,
    "labour day": None,
    "labor day": "US",
    "thanksgiving": "US",
    "thanksgiving day": "US",
    "memorial day": "US",
    "veterans day": "US",
    "martin luther king jr. day": "US",
    "diwali": "IN",
    "holi": "IN",
    "eid al-fitr": "SA",
    "eid al-adha": "SA",
    "eid ul-fitr": "SA",
    "eid ul-adha": "SA",
    "chinese new year": "CN",
    "lunar new year": "CN",
    "yom kippur": "IL",
    "rosh hashanah": "IL",
    "passover": "IL",
}
# festivals and holy months by name only, their days (lunar, lunisolar) left unreckoned: each
# is its own occasion ('Ganesh Chaturthi' is not 'Durga Puja', 'Ramadan' not 'Eid al-Fitr'),
# but dates nothing. Seasons that hold other named days (Holy Week, Lent) are left out.
FESTIVALS: tuple[str, ...] = (
    "ramadan",
    "ganesh chaturthi",
    "durga puja",
    "navratri",
    "dussehra",
    "kumbh mela",
    "chhath puja",
    "onam",
    "pongal",
    "vaisakhi",
    "baisakhi",
    "thaipusam",
    "songkran",
    "loy krathong",
    "vesak",
    "hanukkah",
    "chanukah",
    "purim",
    "sukkot",
    "mawlid",
    "ashura",
    "arbaeen",
    "nowruz",
    "mardi gras",
    "corpus christi",
)
_HOLIDAY_NAMES = sorted([*FIXED, *EASTER, *COUNTRY_DAYS, *FESTIVALS], key=len, reverse=True)


def _pattern(name: str) -> str:
    """'new year's eve' -> a pattern that takes any apostrophe, 'St' or 'St.', any case."""
    escaped = re.escape(name).replace("'", "['\u2019]?").replace(r"\ ", r"[\s-]+")
    return escaped.replace(r"st\[", r"st\.?\[") if name.startswith("st ") else escaped


HOLIDAY = re.compile(
    r"\b(?P<holiday>" + "|".join(_pattern(n) for n in _HOLIDAY_NAMES) + r")"
    r"(?:,?\s+(?:of\s+)?(?P<year>1[5-9]\d\d|20\d\d))?\b(?![\w'-])",
    re.I,
)


def holiday_key(written: str) -> str:
    key = " ".join(written.lower().replace("\u2019", "'").replace("-", " ").split())
    key = key.replace("st. ", "st ")
    for name in _HOLIDAY_NAMES:
        if key == name.replace("-", " ") or key == name.replace("'", "").replace("-", " "):
            return name
    return key


def _easter(year: int, orthodox: bool = False) -> date:
    """Easter Sunday of ``year``: the Orthodox churches reckon it by the Julian calendar, up
    to five weeks after the Western one (2024: 5 May against 31 March)."""
    from dateutil.easter import EASTER_ORTHODOX, EASTER_WESTERN, easter

    return easter(year, EASTER_ORTHODOX if orthodox else EASTER_WESTERN)


@cache
def _country_days(country: str, year: int) -> tuple[tuple[date, str], ...]:
    import holidays

    try:
        found = holidays.country_holidays(country, years=year, language="en_US")
    except (NotImplementedError, KeyError):
        return ()
    except Exception:  # a country without English names
        try:
            found = holidays.country_holidays(country, years=year)
        except Exception:
            return ()
    return tuple((day, name.lower()) for day, name in sorted(found.items()))


def holiday_date(name: str, year: int, country: str | None, orthodox: bool = False) -> date | None:
    """The day a holiday fell on in ``year`` (in ``country``, for a country's own days; an
    ``orthodox`` caption's movable feasts by the Orthodox Easter)."""
    if name in FIXED:
        month, day = FIXED[name]
        return date(year, month, day)
    if name in EASTER:
        return _easter(year, orthodox) + timedelta(days=EASTER[name])
    country = country or COUNTRY_DAYS.get(name)
    if not country:
        return None
    wanted = name.replace("'", "").replace("-", " ")
    for day, written in _country_days(country, year):
        plain = written.replace("'", "").replace("-", " ")
        if "observed" in plain or plain.startswith("day off"):
            continue
        if re.search(rf"(?:^|\s){re.escape(wanted)}(?:\s|$)", plain):
            return day  # 'Independence Day' is Mozambique's 'National Independence Day'
    return None


# The year in which holidays are set side by side: a day's names agree in any year.
_YEAR_OF_NAMES = 2024


def same_day_names(name: str, country: str | None) -> frozenset[str]:
    """The other names of the day ``name`` falls on in ``country``: 'Bastille Day' in France
    is its 'national day', 'Armistice Day' is 'Remembrance Day'. A caption may call a
    country's day by its name or by what it is."""
    day = holiday_date(name, _YEAR_OF_NAMES, country)
    if day is None:
        return frozenset()
    found = {n for n, (month, d) in FIXED.items() if (month, d) == (day.month, day.day)}
    if country:
        found |= {
            n
            for n, keeper in COUNTRY_DAYS.items()
            if keeper is None and holiday_date(n, _YEAR_OF_NAMES, country) == day
        }
    return frozenset(found - {name})


# -- eras ----------------------------------------------------------------------------------

# pattern -> (first day, last day)
ERAS: list[tuple[str, str, str]] = [
    (r"D-Day|D Day", "1944-06-06", "1944-06-06"),
    # the day of the attacks in the United States: a name more than a written date
    (r"9/11", "2001-09-11", "2001-09-11"),
    (r"Second World War|World War (?:II|2|Two)|WWII|WW2", "1939-09-01", "1945-09-02"),
    (r"First World War|World War (?:I|1|One)|WWI|WW1|Great War", "1914-07-28", "1918-11-11"),
    (r"Blitz", "1940-09-07", "1941-05-11"),
    (r"Battle of Britain", "1940-07-10", "1940-10-31"),
    (r"Great Depression", "1929-08-01", "1939-12-31"),
    (r"Dust Bowl", "1930-01-01", "1936-12-31"),
    (r"Spanish Civil War", "1936-07-17", "1939-04-01"),
    (r"(?:American|US|U\.S\.) Civil War", "1861-04-12", "1865-05-09"),
    (r"Korean War", "1950-06-25", "1953-07-27"),
    (r"Vietnam War", "1955-11-01", "1975-04-30"),
    (r"Tet Offensive", "1968-01-30", "1968-09-23"),
    (r"Six[- ]Day War", "1967-06-05", "1967-06-10"),
    (r"Yom Kippur War", "1973-10-06", "1973-10-25"),
    (r"Falklands War", "1982-04-02", "1982-06-14"),
    (r"(?:first )?Gulf War", "1990-08-02", "1991-02-28"),
    (r"Bosnian War", "1992-04-06", "1995-12-14"),
    (r"Rwandan genocide", "1994-04-07", "1994-07-15"),
    (r"Cultural Revolution", "1966-05-16", "1976-10-06"),
    (r"Prague Spring", "1968-01-05", "1968-08-21"),
    (r"Cold War", "1947-03-12", "1991-12-26"),
    (r"Troubles", "1968-10-05", "1998-04-10"),
]
ERA = re.compile(
    r"\b(?:the\s+)?(?:"
    + "|".join(f"(?P<e{k}>{pattern})" for k, (pattern, _, _) in enumerate(ERAS))
    + r")\b"
)
# An era is the picture's time after these, or as the first words of the caption ...
ERA_BEFORE = re.compile(
    r"(?:\b(?:during|in|on|amid|through|throughout|of|from)\s+(?:the\s+)?|^\s*)$", re.I
)
# ... and not where a later picture is of its veterans, memorials or anniversaries.
ERA_AFTER_NOT = re.compile(
    r"^(?:\s+|-)(?:veterans?|memorials?|museum|monuments?|anniversary|commemorations?|"
    r"survivors?|re-?enact\w*|cemetery|graves?|exhibition|remembrance)\b",
    re.I,
)


def era(match: re.Match) -> tuple[date, date]:
    """The first and last day of the era a match of ``ERA`` names."""
    index = int(next(k for k, v in match.groupdict().items() if v)[1:])
    _, first, last = ERAS[index]
    return date.fromisoformat(first), date.fromisoformat(last)


# ... nor where the picture marks its anniversary ('the 80th anniversary of the D-Day landings').
ERA_MARKED = re.compile(r"\banniversary\s+of\s+(?:the\s+)?$", re.I)
# An Orthodox caption's Easter and the days counted from it are the Orthodox ones.
ORTHODOX = re.compile(r"\bOrthodox\b")

# A caption that says it does not know when: not a picture of last week.
UNDATED = re.compile(
    r"\b(?:undated|(?:archive|archival|file|historic(?:al)?|vintage)\s+"
    r"(?:photo(?:graph)?s?|pictures?|images?|footage|film|still))\b",
    re.I,
)
