"""People named without a title, a role or a verb of speech.

'Neil Armstrong walks on the Moon', 'Jawaharlal Nehru at his spinning wheel',
'Malcolm X addresses', 'Ellen Johnson Sirleaf plants a tree': a run of two to four
capitalised words is a person's name when it is nothing else the caption could
name (a place the gazetteer knows, a street, a festival, an organisation) and

- its first word is a given name (``data/first_names.txt``: given names of some
  80 countries, those that are also English words left out), or
- none of its words is an English word nor a place, and it stands where a person
  does: not after 'in', 'at', 'the' or before 'camp', 'volcano', 'stadium'.

The last word may be a single letter ('Malcolm X', 'Chuck D') or an initial
stands inside ('Michael B. Jordan', 'M.K. Gandhi').
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import simplemma

from provenance.claims import world
from provenance.claims.gazetteer import gazetteer
from provenance.claims.text import fold, words

_FIRST_NAMES = Path(__file__).with_name("data") / "first_names.txt"
# given names that are English words too ('John', 'Mark', 'Victor'): given names only before a
# surname that is no English word
_GIVEN_WORDS = Path(__file__).with_name("data") / "given_words.txt"
# a name's word ('O'Connor', 'Johnson-Sirleaf'; a possessive ends the name: 'Zealand's', and
# a plural's owns the name after it: 'the Chiefs' Mokoena' is Mokoena of the Chiefs)
# a capital, accented too: 'Ávalos', 'Özil', 'Łukasz', 'Šimon'
UPPER = "A-Z" + "".join(c for c in map(chr, range(0xC0, 0x250)) if c.isupper())
_WORD = (
    rf"[{UPPER}](?:[a-z\u00C0-\u024F]|['\u2019](?![sS]\b)[{UPPER}a-z\u00C0-\u024F])+"
    r"(?:-[A-Z]?(?:[a-z\u00C0-\u024F]|['\u2019](?![sS]\b))+)*"
)
_INITIALS = r"(?:[A-Z]\.){1,3}"
_PARTICLE = r"(?:bin|ibn|al-|el-|de|da|das|do|dos|del|di|du|van|von|der|den|le|la|abu|y)"
_LETTER = r"[A-Z](?![\w.'\u2019])"  # 'Malcolm X'
_NUMERAL = r"(?:I{1,3}|IV|VI{0,3})(?![\w'\u2019])"
_TOKEN = re.compile(
    rf"(?<![\w'\u2019.-])(?:{_WORD}|{_INITIALS}|{_LETTER}|{_NUMERAL}|{_PARTICLE}(?=\s+[A-Z]))"
)
MAX_WORDS = 4  # name words, particles aside
# Words a person's name never contains: titles, calendar, picture and sentence words.
NOT_IN_NAMES = words(
    "the a an and or of in on at to for with from by as after before during this that these "
    "those his her their its our my your january february march april may june july august "
    "september october november december monday tuesday wednesday thursday friday saturday "
    "sunday photo video image footage picture breaking live update watch day night eve "
    "president minister king queen prince princess pope general governor mayor senator "
    "sheikh ayatollah chancellor dr mr mrs ms sir dame lord lady saint st mahatma easter "
    "christmas ramadan eid diwali hanukkah passover thanksgiving halloween new "
    # squares and streets as other languages name them: 'Midan Tahrir', 'Piazza Navona'
    "midan maidan maydan meydan meydani piazza plaza praca rynek platz calle rue avenida "
    "jalan sharia shari"
)
# A run of capitalised words opened by a saint's title names a saint, or a place, church or
# feast named after one ('San Juan', 'São Paulo', 'St Peter's Square'), never a person of the
# picture: none of its words starts a person's name.
SAINTS = words("saint st ste sainte san santa santo sao sant sankt")
# Last words of the names of places, facilities, events and organisations.
NOT_LAST = words(
    "street road avenue square park bridge gate hall station airport stadium arena beach bay "
    "island islands lake river falls mountain mountains hill hills valley harbour harbor port "
    "palace cathedral church mosque temple centre center memorial museum university college "
    "school hospital market mall tower camp festival carnival cup games marathon open league "
    "party army police council union front movement forces group company airlines airways "
    "county province region district state city town village strip coast desert wall "
    "gardens garden plaza cup trophy prize award "
    # markets and their indices: 'Stock Exchange', 'Dow Jones Industrial Average'
    "exchange bourse average index composite "
    # the bodies of a state: 'Supreme Court', 'National Assembly', 'Health Ministry'
    "court tribunal parliament assembly congress senate ministry department agency "
    "commission committee authority institute foundation "
    # squares and markets of South Asia: 'Chandni Chowk', 'Anarkali Bazaar'
    "chowk bazaar bazar"
)
# Words after a run that make it a place's or a thing's name: 'Tham Luang cave'.
PLACE_AFTER = (
    world.FACILITIES
    | words("cave volcano crater glacier dam reservoir canal camp festival farm ranch estate")
    | words("valley peninsula island islands province region district county")
)
# Words before a run that make it a place's or a thing's name: 'in Kfar Aza', 'the Cumbre'.
PLACE_BEFORE = world.LOCATIVES | words("the a an kibbutz moshav village town camp mount")
# ... and before which even a given name is a place's: 'in Talat N'Yaaqoub'
IN_PLACE = words("in at near outside inside into across around towards toward through within")


MEMBERS_AFTER = re.compile(
    r"\s+(?:supporters|members|activists|loyalists|fans|players|officers|employees|workers|"
    r"staff|volunteers|delegates|lawmakers|candidates|militants|fighters|rebels|troops|forces|"
    r"technicians|linemen|personnel|crews?|"
    # a team named for what it does: 'the Frecce Tricolori aerobatic team'
    r"(?:[a-z]+\s+)?(?:team|squad|troupe|ensemble|orchestra|choir)s?)\b"
)


# A team's player by one name, as sport and esports captions write them after the team's
# possessive: "T1's Faker lifts the cup", "Arsenal's Saka celebrates".
PLAYER_ACTS = (
    r"lifts|celebrates|scores|kisses|raises|holds|reacts|competes|heads|shoots|dives|jumps|"
    r"hugs|waves|poses|wins|crosses|clears|serves|bowls|bats|drives|leads|rides|runs|"
    r"controls|dribbles|saves|tackles|shouts|gestures|smiles|looks"
)
ONE_NAME_PLAYER = re.compile(rf"(?P<name>[{UPPER}][\w.-]+)\s+(?:{PLAYER_ACTS})\b")


# The royal styles that stand for one person whatever the year: 'the Duke of Sussex' is Prince
# Harry. (A style that passes to another holder, 'Prince of Wales', 'Duke of Edinburgh', is
# left out: who holds it depends on the date.)
ROYAL_STYLES: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "Duke of Sussex": ("Harry", "Prince", ("Prince Harry",)),
    "Duchess of Sussex": ("Meghan", "Duchess", ("Meghan Markle",)),
    "Duke of Cambridge": ("William", "Prince", ("Prince William",)),
    "Duchess of Cambridge": ("Kate", "Duchess", ("Catherine", "Kate Middleton")),
    "Duke of York": ("Andrew", "Prince", ("Prince Andrew",)),
    "Princess Royal": ("Anne", "Princess", ("Princess Anne",)),
}
# Popes, monarchs and patriarchs take a name with their office: captions write either the
# regnal or religious name or the name they were born with ('Pope Francis' and 'Jorge Mario
# Bergoglio', 'King Rama X' and 'Maha Vajiralongkorn'); each line is one person's names.
REGNAL_NAMES: tuple[tuple[str, ...], ...] = (
    ("Pope Francis", "Jorge Mario Bergoglio", "Jorge Bergoglio", "Cardinal Bergoglio"),
    ("Pope Benedict XVI", "Benedict XVI", "Joseph Ratzinger", "Cardinal Ratzinger"),
    ("Pope John Paul II", "John Paul II", "Karol Wojtyla"),
    ("Pope Leo XIV", "Leo XIV", "Robert Prevost", "Cardinal Prevost"),
    ("King Rama X", "Rama X", "Maha Vajiralongkorn", "Vajiralongkorn"),
    ("King Rama IX", "Rama IX", "Bhumibol Adulyadej", "Bhumibol"),
    ("Dalai Lama", "Tenzin Gyatso"),
    ("Patriarch Kirill", "Vladimir Gundyayev"),
    ("Patriarch Bartholomew", "Dimitrios Arhondonis"),
    ("Pope Tawadros II", "Tawadros II", "Wagih Sobhy Baqi Sulayman"),
    ("Aga Khan IV", "Prince Karim Aga Khan", "Karim al-Hussaini"),
    ("Emperor Akihito", "Emperor Emeritus Akihito", "Heisei Emperor"),
)
_REGNAL: dict[str, tuple[str, ...]] = {
    fold(name): names for names in REGNAL_NAMES for name in names
}


def regnal_name(name: str, title: str | None = None) -> str | None:
    """The first name on the line of a pope, monarch or patriarch written ``name`` (with
    ``title``): 'Francis' titled 'Pope' and 'Jorge Mario Bergoglio' -> 'Pope Francis'; None for
    anyone else (a plain 'Francis' is no pope). Only two names on one line are one person: a
    line's words are no words of a name ('John Paul II' is no 'Pope Paul')."""
    for key in (fold(f"{title} {name}") if title else None, fold(name)):
        if key and key in _REGNAL:
            return _REGNAL[key][0]
    return None


ROYAL_STYLE = re.compile(rf"\b(?:[Tt]he\s+)?(?P<style>{'|'.join(ROYAL_STYLES)})\b(?!\s+[A-Z])")


@cache
def first_names() -> frozenset[str]:
    return frozenset(_FIRST_NAMES.read_text(encoding="utf-8").split())


def lone_surname(word: str) -> bool:
    """Whether one capitalised word may be a person's surname written alone ('Jinnah
    addresses ...'): no English word, no place of any size, no people's name."""
    key = fold(word)
    return (
        len(key) >= 3
        and not _english(word)
        and key not in world.DEMONYMS
        and key not in world.COUNTRY_ALIASES
        and not any(
            p.kind != "city" or p.population >= MIN_TOWN_OF_NOTE for p in gazetteer().lookup(key)
        )
    )


# A town smaller than this shares its name with people more often than captions name it
# alone as a subject ('Obama speaks' is no town in Fukui).
MIN_TOWN_OF_NOTE = 100_000


def _english(word: str) -> bool:
    return simplemma.is_known(word.lower(), lang="en")


def names_a_place(name: str) -> bool:
    """A demonym, a country's other name, or a place the gazetteer knows (not a common word)."""
    key = fold(name)
    gaz = gazetteer()
    return (
        key in world.DEMONYMS
        or key in world.COUNTRY_ALIASES
        or (key not in gaz.common_words and bool(gaz.lookup(key)))
    )


def _runs(text: str) -> list[list[re.Match]]:
    """Runs of name words one space apart, left to right."""
    runs: list[list[re.Match]] = []
    for token in _TOKEN.finditer(text):
        if runs and text[runs[-1][-1].end() : token.start()] == " ":
            runs[-1].append(token)
        else:
            runs.append([token])
    return runs


def person_names(text: str) -> list[tuple[int, int, str]]:
    """(start, end, name) of the names a caption gives without title, role or speech verb.
    A name ends where its run of capitalised words ends: 'Simón Bolívar' of 'the Simón
    Bolívar International Bridge' is the bridge's."""
    found = []
    for run in _runs(text):
        if fold(run[0].group(0)).rstrip(".") in SAINTS:
            continue  # 'Santa Cruz de Tenerife', 'San José', 'the Santo Niño': no one's name
        for i in range(_first_within(run), len(run) - 1):
            tokens = [t.group(0) for t in run[i:]]
            start, end = run[i].start(), run[-1].end()
            if _is_person(text, start, end, tokens):
                found.append((start, end, text[start:end]))
                break
    return found


def _first_within(run: list[re.Match]) -> int:
    """Where the last MAX_WORDS name words of a run start, its particles not counted: 'Luiz
    Inácio Lula da Silva' is four words and a particle."""
    words_seen = 0
    for i in range(len(run) - 1, -1, -1):
        if not re.fullmatch(_PARTICLE, run[i].group(0)):
            words_seen += 1
        if words_seen == MAX_WORDS:
            return i
    return 0


def _is_person(text: str, start: int, end: int, tokens: list[str]) -> bool:
    folded = [fold(t).rstrip(".") for t in tokens]
    name = " ".join(tokens)
    if not tokens[0][:1].isupper() or not tokens[-1][:1].isupper():
        return False  # a particle starts or ends no name
    if sum(len(t.rstrip(".")) > 1 and not re.fullmatch(_NUMERAL, t) for t in tokens) < 2 and not (
        _given(tokens[0]) and re.fullmatch(_LETTER, tokens[-1])
    ):
        return False  # 'Globemaster III'; but 'Malcolm X'
    if re.fullmatch(f"{_LETTER}|{_NUMERAL}", tokens[0]):
        return False
    if any(t in NOT_IN_NAMES for t in folded) or folded[-1] in NOT_LAST or names_a_place(name):
        return False
    if re.fullmatch(_INITIALS, tokens[0]) and names_a_place(tokens[0]):
        return False  # 'U.S. Marines'
    after = re.match(r"\s*([\w'\u2019-]+)", text[end:])
    if after and after.group(1).lower() in PLACE_AFTER:
        return False  # 'Tham Luang cave'
    before = re.findall(r"[\w'\u2019]+", text[max(0, start - 20) : start])
    previous = before[-1].lower() if before else ""
    if previous in IN_PLACE:
        return False  # 'in Talat N'Yaaqoub'
    if re.search(r"[A-Z][\w'\u2019-]*,\s+$", text[:start]) and re.match(r"\s*(?:,|$)", text[end:]):
        return False  # 'Mount Suribachi, Iwo Jima, on ...': a place after a place
    if len(tokens) > 2 and _given(tokens[1]) and _occupation(tokens[0]):
        return False  # 'Cardiologist P. Raghunathan': what the person is, before the name
    if previous == "the":
        return False  # 'the Taj Mahal', 'the Mona Lisa': a person's name takes no article
    if any(_given(t) for t in tokens[:-1]):
        return True  # 'Neil Armstrong', 'Jacinda Kate Laurell Ardern'
    if _given_word_before_surname(tokens):
        return True  # 'John Travolta', 'Mark Rutte'; not 'Grace Church' nor 'Will Power'
    owner = re.search(r"([A-Z][\w-]*)['\u2019]s\s+$", text[:start])
    if owner and not names_a_place(owner.group(1)):
        return False  # 'Fazlur Rehman's Jamiat Ulema-e-Islam': a person's party, not a person
    acts = re.match(r"\s+[a-z]+s\b", text[end:]) and not re.match(MEMBERS_AFTER, text[end:])
    if owner and acts and _country(owner.group(1)) and folded[-1] not in BODY_WORDS:
        # 'Kenya's Faith Kipyegon wins', 'Norway's Karsten Warholm celebrates'; a surname that
        # is also a town's ('Ethiopia's Tigst Assefa'), after a given name no place or word
        return not names_a_place(tokens[-1]) or not (
            names_a_place(tokens[0]) or _english(tokens[0])
        )

    if previous in PLACE_BEFORE and not (previous == "of" and _of_someone(text, start)):
        return False  # 'near Kfar Aza', 'the Cumbre Vieja'; not 'supporters of Raila Odinga'
    if not re.match(r"\s+[a-z]", text[end:]) or re.match(MEMBERS_AFTER, text[end:]):
        return False  # a stranger's name is followed by what they do: 'Hosni Mubarak resigned',
        # and 'Yesh Atid supporters' are a party's
    return not any(_english(t) or names_a_place(t) for t in tokens if len(t.rstrip(".")) > 1)


OF_SOMEONE = re.compile(
    r"\b(?:supporters|followers|fans|members|aides|relatives|family|wife|husband|son|daughter|"
    r"widow|mother|father|funeral|death|body|coffin|portrait|photo|picture|image|statue|"
    r"poster|posters|mural|lawyer|lawyers|arrest|release|killing|assassination)\s+of\s+$",
    re.I,
)


def _of_someone(text: str, start: int) -> bool:
    """'supporters of', 'the funeral of', 'a portrait of': what follows is a person's name."""
    return bool(OF_SOMEONE.search(text[max(0, start - 40) : start]))


# Last words of a body's name, not a person's: 'Britain's Royal Navy ships'.
BODY_WORDS = words(
    "navy army force forces party police guard guards corps airlines airways council league "
    "club team union bank group company museum university"
)


def _country(word: str) -> bool:
    """A country's name: 'Kenya', 'Norway' (whose possessive introduces its athletes)."""
    found = gazetteer().lookup(fold(word))[:1]
    return bool(found) and found[0].kind == "country"


@cache
def given_words() -> frozenset[str]:
    return frozenset(_GIVEN_WORDS.read_text(encoding="utf-8").split())


def _given_word_before_surname(tokens: list[str]) -> bool:
    """A given name that is also an English word ('John', 'Peter', 'Frank') starts a name
    when a word follows that is neither English nor a place: 'Frank Gehry', 'Victor Orbán'."""
    return (
        len(tokens) >= 2
        and fold(tokens[0]) in given_words()
        and len(tokens[1]) > 2
        and not _english(tokens[1])
        and not names_a_place(tokens[1])
    )


def _occupation(token: str) -> bool:
    """A capitalised English word that is no given name, as a sentence opens on a person's
    job or standing: 'Cardiologist', 'Nurse', 'Goalkeeper' (not 'Rose' nor 'Mark')."""
    key = fold(token)
    return (
        len(key) > 2
        and _english(token)
        and key not in first_names()
        and key not in given_words()
        and not names_a_place(token)
    )


def _given(token: str) -> bool:
    return fold(token) in first_names() or bool(re.fullmatch(_INITIALS, token))
