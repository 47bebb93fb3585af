"""Organisations known by no list: named by the way captions write them.

Beside the taxonomy of ``actors`` (armed groups, agencies, a country's forces), a
caption names parties, clubs, unions, firms and police forces of every country.
Four general forms give them away:

- a proper name before the people it stands for: 'ANC supporters', 'Boca Juniors
  fans', 'Congress party supporters', 'COSATU members', 'Likud activists';
- a proper name ending in the word for what it is: 'Kachin Independence Army',
  'Norwegian Refugee Council', 'Greater Manchester Police', 'Los Angeles Police
  Department', 'Malaysia Airlines';
- a proper name before what a firm owns: 'a Shell pipeline', 'a Toyota plant';
- an acronym, where it is no place, agency or word in capitals: 'EFF', 'BJP'.

A name's acronym is the same organisation: 'LAPD' is the Los Angeles Police
Department, 'KIA' the Kachin Independence Army, written after it in brackets or not.
"""

from __future__ import annotations

import re

import simplemma

from provenance.claims import world
from provenance.claims.gazetteer import gazetteer
from provenance.claims.model import Claim
from provenance.claims.person_names import ONE_NAME_PLAYER, person_names
from provenance.claims.text import Spans, fold, sentence_start, words

# a capitalised word, or one whose capital follows a small prefix, as Nguni and other Bantu
# names write theirs: 'uMkhonto weSizwe', 'iKhwezi', 'eThekwini' (and 'eBay', 'easyJet')
_WORD = (
    r"(?:[A-Z][\w'\u2019&-]*|M\d+|al-[A-Z]\w+|[dl]['\u2019][A-Z]\w+"  # "Mossos d'Esquadra"
    r"|(?<![\w'-])[a-z]{1,4}[A-Z][a-z][\w'\u2019-]*)"
)
_NAME = rf"{_WORD}(?:\s+(?:(?:of|for|and|de|del|&)\s+(?:the\s+)?)?{_WORD}){{0,5}}"

# people a name stands for: 'ANC supporters', 'Boca Juniors fans'
MEMBERS = (
    r"supporters|members|activists|loyalists|followers|fans|players|footballers|officers|"
    r"officials|employees|workers|staff|volunteers|delegates|lawmakers|legislators|"
    r"candidates|cadres|unionists|militants|protesters|demonstrators|marchers|students|"
    r"campaigners|manager|coach|captain|striker|goalkeeper|midfielder|defender|boss|"
    # a team's, a party's or a firm's people by what they do: 'Jumbo-Visma rider', 'Likud
    # leader', 'Ford machinists', 'a Maersk employee', 'Red Bull driver'
    r"riders?|drivers?|leader|teammate|machinists|employee|crews?|pilots|engineers|"
    r"executives?|chairman|chairwoman|spokes(?:man|woman|person)|miners|dockworkers|"
    # a firm's head: 'Nvidia CEO Jensen Huang', 'Acme founder Ana Lima' (a 'chief' may be a
    # people's: 'Kayapo chief Raoni')
    r"CEO|chief\s+executive|founder|co-founder|"
    # a firm's or a service's people by their trade: 'Kenya Power technicians', 'Bureau of
    # Fire Protection personnel'
    r"technicians|linemen|personnel|"
    # a service's people by their work: 'Ibama agents', 'rangers from Kenya Wildlife Service',
    # 'firefighters from Protección Civil'
    r"agents|rangers|wardens|inspectors|firefighters|paramedics|medics|"
    # a team named for what it performs, no side in a match: 'the Red Arrows display team'
    r"(?:aerobatic|display|demonstration|formation|stunt)\s+team"
)
TRADE_NOUNS = words("technicians linemen personnel")
MEMBERS_AFTER = re.compile(
    rf"(?<![\w'-])(?P<name>{_NAME}(?:\s+(?:party|movement|alliance|coalition|union|club))?)"
    rf"\s+(?:party\s+|union\s+|club\s+)?(?P<noun>{MEMBERS})\b"
)
# 'supporters of the Pakistan Tehreek-e-Insaf party', 'members of COSATU', 'campaigners from
# Greenpeace' (a place after 'from' is where they come from: 'fans from Leeds')
# What a party or a movement is said to be before its name: 'supporters of the ruling Georgian
# Dream party', 'members of the opposition Coalition for Change'.
_STANDING = (
    r"(?:ruling|governing|opposition|main|rival|banned|outlawed|far-right|far-left|right-wing|"
    r"left-wing|hardline|centrist|nationalist|populist|conservative|liberal|pro-government|"
    r"anti-government|pro-European|pro-Russian)"
)
MEMBERS_OF = re.compile(
    # (one of them too: 'a volunteer from the RSPCA', 'a firefighter from Bomberos Voluntarios';
    # and what the body flies or drives: 'a helicopter of the Soccorso Alpino')
    rf"\b(?P<noun>(?i:{MEMBERS}|volunteer|firefighter|helicopters?|boats?|lifeboats?|"
    rf"vehicles?|trucks?))\s+(?P<of>of|from)\s+(?:the\s+)?"
    rf"(?:{_STANDING}\s+)?"
    # what the body is, before its name: 'from the wildlife rescue group WIRES'
    rf"(?:(?:[a-z]+\s+){{0,2}}(?:group|charity|organi[sz]ation|agency|service|society)\s+)?"
    rf"(?:(?:[A-Z][\w.'\u2019-]*\s+){{0,2}}[A-Z][\w.'\u2019-]*(?:'s|\u2019s)\s+)?"
    rf"(?P<name>{_NAME}(?:\s+(?:party|movement|alliance|coalition|union))?)"
)
# the last word of a name that says what it names, and the kind it is
HEADS: dict[str, str] = {
    **dict.fromkeys(
        words("Army Forces Brigade Brigades Militia Front Movement Liberation"), "armed group"
    ),
    **dict.fromkeys(
        words("Police Constabulary Gendarmerie Department Sheriff's Carabinieri"), "police"
    ),
    **dict.fromkeys(
        words(
            "Party Congress League Alliance Coalition Union Council Committee Association "
            "Federation Organisation Organization Agency Service Ministry Foundation "
            "Institute Commission Authority Society Network Fund Programme Program Mission "
            "Trust Corps Guard Guards Crescent Cross University"
        ),
        "organisation",
    ),
    **dict.fromkeys(
        words(
            "Company Corporation Corp Inc Ltd Group Holdings Airlines Airways Motors Petroleum "
            "Oil Energy Bank Railways Industries"
        ),
        "company",
    ),
}
HEADED = re.compile(
    rf"(?<![\w'-])(?P<name>{_NAME}\s+(?P<head>{'|'.join(map(re.escape, HEADS))})"
    # what it is of or for: 'the National Union of Mineworkers', 'the European Organization
    # for Nuclear Research'
    rf"(?:\s+(?:of|for)\s+(?:the\s+)?{_WORD}(?:\s+(?:and\s+)?{_WORD}){{0,3}})?)"
    r"(?=['\u2019]s\b|(?![\w'\u2019-]))"  # or its possessive: 'Stellenbosch University's'
)
# the word for what it is before 'of' and its place or field: 'the University of Ghana', 'the
# Bank of Japan', 'the Ministry of Health', 'the Royal College of Nursing' (a town named like
# the word, 'University' in Florida, is then no place)
HEADS_FIRST: dict[str, str] = {
    **dict.fromkeys(
        words("University College Academy Institute Ministry Department Church Conservatory"),
        "organisation",
    ),
    **dict.fromkeys(words("Bank"), "company"),
}
HEAD_FIRST = re.compile(
    rf"(?<![\w'-])(?P<name>(?:{_WORD}\s+){{0,2}}(?P<head>{'|'.join(HEADS_FIRST)})\s+of\s+"
    rf"(?:the\s+)?{_WORD}(?:\s+(?:and\s+)?{_WORD}){{0,3}})(?![\w'-])"
)
# A church named for what it is dedicated to is a building ('the Church of the Nativity',
# 'the Church of St Peter', 'Church of Our Lady'); one named for a country, a people or a
# creed is a body ('the Church of England', 'the Church of Jesus Christ of Latter-day Saints').
DEDICATION = re.compile(
    r"\s+of\s+(?:the\s+|St\.?\s|Saints?\s|Our\s+Lady|Holy\s|Santa?\s|Santo\s|S[ãa]o\s|"
    r"Notre\s|Sainte?\s)"
)
# what a firm owns or employs: 'a Shell pipeline', 'a Toyota plant', 'an ExxonMobil refinery'
ASSETS = (
    r"plant|factory|refinery|pipeline|mine|store|shop|warehouse|tanker|headquarters|"
    r"offices?|rig|platform|depot|dealership|showroom|outlet|branch|plane|jet|airliner|"
    r"aircraft|lorry|truck|van|ship|vessel|site|facility|fields?|terminal|train|bus|ferry|"
    r"robotaxi|drone|satellite|rocket"
)
# A model between a firm and what it flies or launches: 'a SpaceX Falcon 9 rocket', 'an
# Emirates A380'; an airliner by its maker and type stands for the asset: 'a Pan Am Boeing 707'.
_MODEL = r"[A-Z][\w-]*\s+\d[\w-]*|[A-Z]{1,2}-?\d{2,}[\w-]*"
_AIRFRAME = (
    r"(?:Boeing|Airbus|Embraer|Bombardier|Antonov|Tupolev|Ilyushin|Sukhoi|Douglas|Lockheed)"
    r"\s+[A-Z]{0,2}-?\d[\w-]*|A3\d\d(?:neo|-\d+)?"
)
COMPANY = re.compile(
    rf"(?:\b(?i:a|an|the|its|their)\s+|^)(?P<name>{_WORD}(?:\s+{_WORD}){{0,2}}?)"
    rf"\s+(?:(?P<model>{_MODEL})\s+)?(?:(?:oil|gas|car|chemical|nuclear|power|steel|coal|assembly|"
    rf"bottling|distribution|fulfilment|fulfillment|cargo|passenger|commuter|freight|grain|"
    rf"container|delivery|data|research|production|manufacturing|processing)\s+)?"
    rf"(?:{ASSETS}|(?P<airframe>{_AIRFRAME}))\b"
)
# whose a person is, by a name that is no place's: 'Inter Miami's Lionel Messi', 'Apple's Tim
# Cook' (a country's or a city's are where they come from: 'Kenya's Faith Kipyegon')
# (a team's name may hold a dot: "Gen.G's Chovy")
POSSESSOR = re.compile(
    rf"(?<![\w'.-])(?P<name>[A-Z][\w-]*\.[A-Z][\w-]*|{_NAME})(?:['\u2019]s|(?<=s)['\u2019])"
    rf"\s+(?=[A-Z])"
)
# A team's car after its driver's possessive, and what it does on the track.
DRIVEN = re.compile(
    r"['\u2019]s\s+(?P<name>[A-Z][\w-]+(?:\s+[A-Z][\w-]+)?)\s+"
    r"(?:car\s+)?(?:exits|enters|leads|crosses|rounds|takes|speeds|races|passes|overtakes)\b"
)
# what a firm owns, after its possessive: 'Tesla's Fremont factory', 'Shell's Pernis refinery'
OWNED_AFTER = re.compile(rf"(?:[A-Z][\w'-]*\s+){{0,2}}(?:{ASSETS})\b")
# the firm that owns, runs or made what is shown: 'a dam owned by Vale', 'a mine operated by
# Glencore', 'a creation by Prada' (a person there is a person's: 'designed by Zaha Hadid')
OWNED_BY = re.compile(
    r"\b(?:owned|operated|run|built|made|manufactured|produced|chartered|leased|"
    r"(?:a|the)\s+(?:creation|design|collection|model)s?)\s+by\s+(?:the\s+)?"
    rf"(?P<name>{_WORD}(?:\s+{_WORD}){{0,2}})(?![\w'-])"
)
# a flag carrier named 'Air' and its country or city: 'Air France', 'Air New Zealand', 'Air
# Astana' (a firm's word after a place is a company too: 'Korean Air', 'Qatar Airways')
AIRLINE = re.compile(r"\bAir\s+(?P<place>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)")
ACRONYM = re.compile(r"(?<![\w'&@#/.-])(?P<name>[A-Z]{3,5}(?:-[A-Z])?)(?![\w'@/-]|\.\w)")
_CAPITALS_WORD = re.compile(r"[A-Z]{2,}(?![a-z])")
# 'Rapid Support Forces (RSF)': the acronym a name is also known by
BRACKETED = re.compile(r"^\s*\((?P<acronym>[A-Z][A-Za-z]{1,5}(?:-[A-Z])?)\)")

# A name in any script or case with its acronym in brackets, then what it is: 'the
# Economic Freedom Fighters (EFF) party', 'Ang Kapatiran (AK) party': the acronym names it.
ACRONYM_BEFORE_KIND = re.compile(
    r"\((?P<acronym>[A-Z][A-Za-z]{0,5}[A-Z])\)\s+"
    r"(?P<kind>(?i:party|movement|alliance|coalition|union))\b"
)

# Capitals that name no organisation: time zones, titles, picture words, shouting.
NOT_ACRONYMS = words(
    "TV CCTV GMT BST UTC CET EST EDT PST AM PM CEO CFO MP MEP DJ OK ID ICU ER VIP RIP SUV "
    "GPS ATM LGBT LGBTQ HIV AIDS DNA COVID SARS PPE NGO NGOS PHOTO VIDEO LIVE BREAKING RT "
    "UPDATE WATCH NEW FILE EXCLUSIVE URGENT HD UHD USD EUR GBP KM KG MPH II III IV VI VII "
    "VIII IX XI XII XIII XIV XV XVI XX XXI JR SR DC AD BC BCE CE OMG LOL POV PS LA NYC SF"
)
# Capitalised words that open a sentence or a phrase, not an organisation's name.
NOT_NAME_START = words(
    "the a an this that these those some many several most all other young old local "
    "angry jubilant cheering hundreds thousands dozens two three four five six seven eight "
    "nine ten and as when after before while during at in on of for with from by "
    # what the people are doing or have been through: 'Striking Ford workers'
    "striking protesting retired sacked grieving mourning celebrating injured wounded "
    "stranded displaced fleeing rescued unidentified masked off-duty"
)


def initials(name: str) -> str:
    """'Los Angeles Police Department' -> 'lapd', 'Pakistan Tehreek-e-Insaf' -> 'pti':
    the letters an acronym is made of (small words and trailing lower-case words aside)."""
    parts = [w for w in re.split(r"[\s-]+", name) if w]
    while parts and parts[-1].islower():
        parts.pop()
    return "".join(w[0] for w in parts if w[:1].isupper()).lower()


def abbreviates(short: str, long: str) -> bool:
    """Whether ``short`` is an acronym of ``long`` by Schwartz and Hearst's test (2003): its
    letters, right to left, found in order in the long name, the first at the start of its first
    word: 'JAL' for 'Japan Airlines', 'NHS' for 'National Health Service', 'FIFA' for
    'Federation Internationale de Football Association'; not 'UNRWA' for 'United Nations'."""
    letters = [c for c in fold(short) if c.isalnum()]
    text = fold(long)
    if not (2 <= len(letters) <= 6) or " " not in text.strip() or letters[0] != text[:1]:
        return False
    position = len(text) - 1
    for index in range(len(letters) - 1, -1, -1):
        letter = letters[index]
        while position >= 0 and (
            text[position] != letter
            or (index == 0 and position > 0 and text[position - 1].isalnum())
        ):
            position -= 1
        if position < 0:
            return False
        position -= 1
    return True


def acronym_of(short: str, long: str, strict: bool = False) -> bool:
    """Whether a name in capitals abbreviates a longer one: 'JAL' and 'Japan Airlines' by
    ``abbreviates``; ``strict``, by the first letters of its words alone ('KNH' for 'Kenyatta
    National Hospital'), as a place's name is written short."""
    letters = short.replace("-", "")
    if not (letters.isupper() and 2 <= len(letters) <= 6):
        return False
    if strict:
        return len(long.split()) > 1 and initials(long) == letters.lower()
    return abbreviates(short, long)


def names_of(claim: Claim) -> set[str]:
    """What a named organisation is called: its name, its other names, its acronym, and its
    initials."""
    found = {fold(claim.value), *(fold(a) for a in claim.detail.get("aliases", []))}
    found |= {_word_order(name) for name in found} | {_family(name) for name in found}
    if claim.detail.get("acronym"):
        found.add(fold(claim.detail["acronym"]))
    if claim.value.replace("-", "").isupper():
        found.add(fold(claim.value).replace(" ", ""))  # 'JUI-F' is 'juif'
    if len(claim.value.split()) > 1 or "-" in claim.value:
        letters = initials(claim.value)
        if len(letters) >= 2:
            found.add(letters)
        # the initials with the last word whole: 'SANParks' for 'South African National Parks'
        found.add(initials(claim.value.rsplit(" ", 1)[0]) + fold(claim.value.split()[-1]))
        # acronyms that keep the small words' letters too: 'UNIFIL', 'Force in Lebanon'
        every = "".join(w[0] for w in re.split(r"[\s-]+", fold(claim.value)) if w)
        if len(every) >= 3:
            found.add(every)
        # acronyms that write a word's 'ex' as it sounds: 'XR' for 'Extinction Rebellion'
        sounded = "".join("x" if w.startswith("ex") else w[0] for w in fold(claim.value).split())
        if "x" in sounded and len(sounded) >= 2:
            found.add(sounded)
    return found


_OFFICE_OF = re.compile(
    r"(?P<office>ministry|department|directorate) (?:of|for) (?:the )?(?P<what>.+)"
)


def _word_order(name: str) -> str:
    """A ministry as English writes it either way: the 'Ministry of Health' is the 'Health
    Ministry', the 'Department for Transport' the 'Transport Department' (folded)."""
    match = _OFFICE_OF.fullmatch(name)
    return f"{match['what']} {match['office']}" if match else name


def _family(name: str) -> str:
    """A party called by its family's word and 'party': the 'Tory party' is the Conservative
    Party, the 'Democrat party' the Democratic Party (folded)."""
    words_ = name.split()
    if len(words_) == 2 and words_[1] == "party" and words_[0] in PARTY_FAMILIES:
        return fold(PARTY_FAMILIES[words_[0]])
    return name


def _described(name: str) -> bool:
    """Whether a name is only a people and a creed, which describe men rather than name their
    group: 'Somali Islamist militants', 'Kurdish Marxist rebels', 'Basque separatists'."""
    words_ = name.split()
    while words_ and _is_place(words_[0]):
        words_.pop(0)
    return all(fold(w).endswith(("ist", "ists")) for w in words_)


def _is_place(name: str) -> bool:
    """A country, a people or a known place of this name: 'Kenya', 'Kenyan', 'Kabul'."""
    key = fold(name)
    if key in world.COUNTRY_ALIASES or key in world.DEMONYMS:
        return True
    if key.endswith("s") and key[:-1] in world.DEMONYMS:
        return True
    gaz = gazetteer()
    return key not in gaz.common_words and bool(gaz.lookup(key))


# The words of an army's formations and commands: 'Southern Military District', 'Central
# Command', 'Northern Fleet'.
_MILITARY_WORDS = {"Military", "Command", "Fleet", "Division", "Corps"}

# The last word of a division's name: 'Maui County firefighters' are the county's, a place's.
_DIVISIONS = words("county district province region municipality borough parish township")

_POSSESSIVE_END = re.compile(r"['\u2019]s?$")


def _owners(tokens: list[str]) -> bool:
    """Whether words list owners, each with its possessive and none a place: "Hearts' and
    Hibernian's", "Fatah's and Hamas's" (not "Spain's and Italy's")."""
    owners = " ".join(tokens).split(" and ")
    return len(owners) > 1 and all(
        _POSSESSIVE_END.search(o) and not _is_place(_POSSESSIVE_END.sub("", o)) for o in owners
    )


def _trim(text: str, start: int, name: str) -> tuple[int, str]:
    """Drop the sentence's words before a name: 'The ANC' -> 'ANC', 'Fighters of the Kachin
    Independence Army' -> 'Kachin Independence Army', 'Wreckage of Malaysia Airlines' ->
    'Malaysia Airlines'."""
    of = re.match(r"(?:\S+\s+){1,2}?(?:of|for)\s+(?:the\s+)?(?=[A-Z])", name)
    before_of = of.group(0).split()[:-1] if of else []
    # 'the European Organization for ...', 'the University of Ghana' are whole
    headed = any(w in HEADS or w in HEADS_FIRST for w in before_of)
    if (
        of
        and not headed
        and all(_english_word(w) for w in of.group(0).split() if w not in ("of", "for", "the"))
    ):
        start, name = start + of.end(), name[of.end() :]
    tokens = name.split()
    while tokens and fold(tokens[0]) in NOT_NAME_START:
        start += len(tokens[0])
        start += len(text[start:]) - len(text[start:].lstrip())
        tokens = tokens[1:]
    if _owners(tokens):
        return start, " ".join(tokens)  # "Hearts' and Hibernian's supporters": both clubs'
    if tokens and re.search(r"['\u2019]s$", tokens[-1]):
        return start, ""  # 'Spain's players': a possessive names no organisation
    if len(tokens) > 2 and re.search(r"['\u2019]s$", tokens[0]):
        # 'Lahaina's Waiola Church', 'Kenya's Red Cross Society': whose or where, not the name
        start += len(tokens[0])
        start += len(text[start:]) - len(text[start:].lstrip())
        tokens = tokens[1:]
    return start, " ".join(tokens)


_OF = re.compile(r"\s+of\s+(?:the\s+)?")


def _after_member(
    text: str, start: int, name: str, people: set[tuple[int, int]]
) -> tuple[int, str]:
    """A person's name before 'of' is a member's, not the body's: 'Firefighter Ciaran Daly of
    Galway Fire Brigade' is Galway Fire Brigade (and the firefighter a person)."""
    of = _OF.search(name)
    if of and any(start <= first and last <= start + of.start() for first, last in people):
        return start + of.end(), name[of.end() :]
    return start, name


# The name a body had or has at another time, right after its name: 'Ineos Grenadiers, then
# racing as Team Sky', 'Twitter, now known as X', 'Meta, formerly Facebook'.
ALIAS_AFTER = re.compile(
    r",?\s+(?:(?:then|once|later|now|formerly|previously|also)\s+(?:known|racing|called|named|"
    r"playing|trading|operating)\s+as|formerly|previously|known\s+as)\s+(?:the\s+)?"
    rf"(?P<alias>{_NAME})"
)


def _claim(text: str, start: int, end: int, name: str, kind: str, spans: Spans, role: str):
    detail: dict = {"kind": kind, "country": None, "role": role, "named": True}
    bracket = BRACKETED.match(text[end:])
    if bracket:
        detail["acronym"] = bracket.group("acronym")
        end += bracket.end()
    alias = ALIAS_AFTER.match(text, end)
    if alias and spans.free(alias.start("alias"), alias.end("alias")):
        detail["aliases"] = [alias.group("alias")]
        spans.take(alias.start("alias"), alias.end("alias"))
    spans.take(start, end)
    return Claim("organisation", name, text[start:end], detail, (start, end))


def extract_named_organisations(text: str, spans: Spans, role_of) -> list[Claim]:
    """Organisations named in the general forms above; ``role_of(text, start)`` says whether
    the picture shows them or only mentions them."""
    claims: list[Claim] = []
    for match in AIRLINE.finditer(text):
        place = match.group("place")
        for written in (place, place.split()[0]):  # 'Air New Zealand'; 'Air France Concorde'
            end = match.start("place") + len(written)
            if _flag_carrier_place(written) and spans.free(match.start(), end):
                name = text[match.start() : end]
                claims.append(_claim(text, match.start(), end, name, "company", spans, "shown"))
                break
    people = {(start, end) for start, end, _ in person_names(text)}
    for match in HEADED.finditer(text):
        start, name = _trim(text, match.start("name"), match.group("name"))
        end = match.end("name")
        start, name = _after_member(text, start, name, people)
        if len(name.split()) < 2 or not spans.free(start, end) or _is_place(name):
            continue
        if match.group("head") == "University" and _where(text, start, end):
            continue  # 'protesters outside Kyoto University': where they are, not who
        kind = HEADS[match.group("head")]
        claim = _claim(text, start, end, name, kind, spans, role_of(text, start))
        claims.append(_police_of_place(text, claim) if kind == "police" else claim)
    for match in HEAD_FIRST.finditer(text):
        written = re.sub(r"['\u2019]s$", "", match.group("name"))  # 'the Bank of Japan's'
        start, name = _trim(text, match.start("name"), written)
        end = match.start("name") + len(written)
        if not name or not spans.free(start, end) or _is_place(name):
            continue
        if match.group("head") == "Church" and DEDICATION.match(text, match.end("head")):
            continue  # 'the Church of the Nativity': a building, where rather than who
        kind = HEADS_FIRST[match.group("head")]
        claims.append(_claim(text, start, end, name, kind, spans, role_of(text, start)))
    for pattern in (MEMBERS_AFTER, MEMBERS_OF):
        for match in pattern.finditer(text):
            start, name = _trim(text, match.start("name"), match.group("name"))
            end = match.end("name")
            if not name or not spans.free(start, end):
                continue
            local = re.fullmatch(
                r"(?P<place>[A-Z][a-z][\w'-]*(?:\s+[A-Z][a-z][\w'-]*)*)\s+(?P<acronym>[A-Z]{3,6})",
                name,
            )  # not 'Fire and Rescue NSW', a body of its own
            if local:
                # 'Tenby RNLI crew', 'Aberdeen RSPB staff': a body's branch, by its town or
                # region (a town too small for the gazetteer too), is the body
                start, name = start + local.start("acronym"), local.group("acronym")
            noun = match.group("noun").lower()  # a team's players ('Players of Orlando
            # Pirates') are its players even when its name reads as a person's
            if _is_place(name) or fold(name.split()[-1]) in _DIVISIONS:
                if match.groupdict().get("of") == "from":
                    continue
                team = _team(name) if noun in TEAM_NOUNS else None
                if team:  # 'Ajax fans', 'Morocco players': the team of that name
                    claims.append(_claim(text, start, end, team, "team", spans, "shown"))
                continue
            party = PARTY_FAMILIES.get(fold(name))
            if party:  # 'Labour leader', 'Tory members': a party, at a sentence's start too
                claims.append(_claim(text, start, end, party, "party", spans, role_of(text, start)))
                continue
            if fold(name.split()[0]) in _TITLES or _sentence_word(text, start, name):
                continue
            if any(fold(w) in _TITLES for w in name.split()[1:-1]):
                continue  # 'supporters of Lyon Mayor Anne Dupont': a place's officer, a person
            if _described(name):
                continue
            team_noun = noun in TEAM_NOUNS and (pattern is MEMBERS_AFTER or noun != "fans")
            # a trade's people are a firm's, not a person's ('Kenya Power technicians')
            team_noun = team_noun or (pattern is MEMBERS_AFTER and noun in TRADE_NOUNS)
            if not team_noun and any(first <= start and end <= last for first, last in people):
                continue  # 'supporters of Raila Odinga' (or 'of Lula da Silva', 'fans of
                # Taylor Swift'): a person's
            claims.append(_claim(text, start, end, name, "group", spans, role_of(text, start)))
    # (a plural's possessive too: "Kia Motors' Hwaseong plant")
    owner = re.search(r"(?:['\u2019]s|s['\u2019])\s+[A-Z]", text)
    possessives = POSSESSOR.finditer(text) if owner else ()
    for match in possessives:
        start, name = _trim(text, match.start("name"), match.group("name"))
        end = match.end("name")
        after = match.end()
        if not name or not spans.free(start, end) or _is_place(name) or _country(name):
            continue
        owned = OWNED_AFTER.match(text, after)  # a firm's name may be a word: 'Shell's'
        # "T1's Faker lifts the cup"; not "Prince William's Kate smiles": a person's
        player = ONE_NAME_PLAYER.match(text, after) and fold(name.split()[0]) not in _TITLES
        player = player and not any(first <= start and end <= last for first, last in people)
        if not owned and not player and not any(first == after for first, _ in people):
            continue  # a person's name or what a firm owns must follow ('Real Madrid's fans')
        if not owned and " " not in name and _english_word(name):
            continue  # 'Yesterday's Jane Doe'; a word, not a name
        claims.append(_claim(text, start, end, name, "group", spans, role_of(text, start)))
    # a driver's or a rider's car, by its team: "Max Verstappen's Red Bull exits the tunnel"
    for match in DRIVEN.finditer(text):
        start, end = match.span("name")
        name = match.group("name")
        owner = any(
            first <= match.start() and match.start("name") - 3 <= last for first, last in people
        )
        # (a town's name may be a team's too: 'Mercedes')
        if not owner or not spans.free(start, end) or _country(name):
            continue
        if any(first == start for first, _ in people):
            continue  # "Ana Lima's Tom Berg passes": a person's
        claims.append(_claim(text, start, end, name, "team", spans, role_of(text, start)))
    # a name the forms above miss ('the iKhwezi Lethu (IKL) movement'): its acronym
    for match in ACRONYM_BEFORE_KIND.finditer(text):
        start, end = match.span("acronym")
        if spans.free(start, end) and match.group("acronym") not in NOT_ACRONYMS:
            kind = "party" if match.group("kind").lower() == "party" else "organisation"
            name = match.group("acronym")
            claims.append(_claim(text, start, end, name, kind, spans, role_of(text, start)))
    for match in OWNED_BY.finditer(text):
        start, end = match.span("name")
        name = match.group("name")
        if not spans.free(start, end) or _is_place(name) or _country(name.split()[0]):
            continue
        if any(first <= start and end <= last for first, last in people):
            continue
        if " " not in name and name.endswith("s") and re.search(r"\bthe\s+$", text[:start]):
            continue  # 'built by the Romans': a people
        claims.append(_claim(text, start, end, name, "company", spans, "shown"))
    for match in COMPANY.finditer(text):
        start, name = _trim(text, match.start("name"), match.group("name"))
        end = match.end("name")
        # a word before a model opens no sentence only: 'Lufthansa A380 landing at ...'
        typed = match.group("model") or match.group("airframe")
        if (
            not name
            or not spans.free(start, end)
            or (_sentence_word(text, start, name) and not typed)
        ):
            continue
        if any(c.isdigit() for c in name):
            continue  # 'a C-17 transport plane': a model, not a firm
        # 'a Toyota plant' is the firm's, 'the Zaporizhzhia plant' the place's, 'a US jet' or
        # 'a Russian tanker' a country's
        the = match.group(0).lower().startswith("the ")
        if _country(name) or (the and _is_place(name.split()[0])):
            continue
        if the and fold(name.split()[0]) in FOREIGN_ARTICLES and " " in name:
            continue  # 'the La Pampilla refinery', 'the El Palito refinery': a site's own name
        if the and re.search(r"fields?$", match.group(0)):
            continue  # 'the Ghawar field': an oil or gas field is named after where it lies
        # an army's command owns its headquarters: 'the Southern Military District headquarters'
        kind = "military" if _MILITARY_WORDS & set(name.split()) else "company"
        claims.append(_claim(text, start, end, name, kind, spans, "shown"))
    if not _shouting(text):
        for match in ACRONYM.finditer(text):
            start, end = match.span("name")
            name = match.group("name")
            if name in NOT_ACRONYMS or not spans.free(start, end) or _is_place(name):
                continue
            before = re.search(r"([A-Z][\w'-]*\s+)$", text[:start])
            if before and _is_place(before.group(1) + name):
                continue  # 'Ukrainian SSR': the end of a place's name
            if _shouted(text, start, end) or (len(name) > 3 and _english_word(name)):
                continue  # 'AN INCREDIBLE IMAGE has emerged', 'BREAKING'
            if re.match(r" [A-Z][a-z]", text[end:]):
                continue  # 'FNB Stadium': part of a longer name
            claims.append(_claim(text, start, end, name, "group", spans, role_of(text, start)))
    return claims


# The parties of a political family, by the words English writes them with before their
# people ('Labour leader', 'Tory lawmakers', 'Republican senators', 'Greens supporters'):
# words that open sentences as adjectives too, a party's name only before its people.
PARTY_FAMILIES: dict[str, str] = {
    **dict.fromkeys(words("labour labor"), "Labour Party"),
    **dict.fromkeys(words("conservative conservatives tory tories"), "Conservative Party"),
    **dict.fromkeys(words("liberal liberals"), "Liberal Party"),
    **dict.fromkeys(words("democrat democrats democratic"), "Democratic Party"),
    **dict.fromkeys(words("republican republicans gop"), "Republican Party"),
    **dict.fromkeys(words("green greens"), "Green Party"),
    **dict.fromkeys(words("socialist socialists"), "Socialist Party"),
    **dict.fromkeys(words("communist communists"), "Communist Party"),
}

# Articles of other languages that open a site's name: 'La Pampilla', 'El Teniente', 'Al Zour'.
FOREIGN_ARTICLES = words("la las le les los el al il lo de der die das het")

TEAM_NOUNS = words(
    "fans players footballers squad team manager coach captain striker goalkeeper midfielder "
    "defender boss rider riders driver drivers teammate"
)


# the place a police force is named after, as the name or its owner: 'Greater Manchester
# Police', 'São Paulo's Military Police'
_PLACE_OF_POLICE = re.compile(r"^(?P<place>.+?)(?:['\u2019]s)?\s+(?:[A-Z][\w-]*\s+)*?Police\b")


def _police_of_place(text: str, claim: Claim) -> Claim:
    """A police force named after a state or a city is that state's or city's force ('Rio de
    Janeiro's Military Police', the 'Sydney Police'), one named after its country the
    country's: not the same force as a national police ('Brazil's Federal Police') nor as
    another place's."""
    owner = re.search(
        r"(?<![\w'-])((?:[A-Z][\w'-]*\s+){0,2}[A-Z][\w'-]*)['\u2019]s\s+$",
        text[max(0, claim.span[0] - 40) : claim.span[0]] if claim.span else "",
    )
    found = _PLACE_OF_POLICE.match(f"{owner.group(1)}'s {claim.value}" if owner else claim.value)
    if not found:
        return claim
    written = found.group("place")
    if owner:  # 'Jalisco's State Police': the owner the name was trimmed of
        value, written_as = f"{owner.group(1)}'s {claim.value}", f"{owner.group(1)}'s {claim.text}"
        claim = Claim(claim.field, value, written_as, claim.detail, claim.span)
    key = fold(written)
    country = world.COUNTRY_ALIASES.get(key) or world.DEMONYMS.get(key)
    jurisdiction = "national" if country else None
    if not country:
        place = next(
            (p for p in gazetteer().lookup(key) if p.kind in ("state", "admin", "city")), None
        )
        if place is None or key in gazetteer().common_words:
            return claim
        country = place.country
        jurisdiction = "local" if place.kind == "city" else "regional"
    name = claim.value
    if re.match(r"['\u2019]s\s", claim.value[len(written) :]):
        name = claim.value[len(written) + 2 :].strip()  # 'Military Police' of São Paulo
        name = f"{name} ({written})"
    detail = {**claim.detail, "country": country, "jurisdiction": jurisdiction}
    return Claim(claim.field, name, claim.text, detail, claim.span)


_LOCATIVE_BEFORE = re.compile(
    r"\b(?:outside|near|at|inside|in\s+front\s+of|around|on\s+the\s+campus\s+of)\s+(?:the\s+)?$",
    re.I,
)


def _where(text: str, start: int, end: int) -> bool:
    """A campus named as where the picture is ('outside Kyoto University'), not as the body
    that holds what is shown ('at Kyoto University's graduation')."""
    return bool(_LOCATIVE_BEFORE.search(text[max(0, start - 30) : start])) and not re.match(
        r"['\u2019]s\b", text[end:]
    )


def _flag_carrier_place(name: str) -> bool:
    """A country or a city big enough to name an airline after ('Air France', 'Air Astana')."""
    found = gazetteer().lookup(name)[:1]
    return bool(found) and (
        found[0].kind == "country" or (found[0].kind == "city" and found[0].population >= 500_000)
    )


def _team(name: str) -> str | None:
    """The team a place's name stands for before 'fans' or 'players': a country's by the
    country's name ('Argentine fans' are 'Argentina' fans), else the place's."""
    key = fold(name)
    code = world.COUNTRY_ALIASES.get(key) or world.DEMONYMS.get(key)
    if not code and key.endswith("s"):
        code = world.DEMONYMS.get(key[:-1])
    if code:
        from provenance.claims.gazetteer import country_name

        return country_name(code)
    found = gazetteer().lookup(key)
    return found[0].name if found else None


def _country(name: str) -> bool:
    key = fold(name)
    return (
        key in world.COUNTRY_ALIASES
        or key in world.DEMONYMS
        or any(p.kind == "country" for p in gazetteer().lookup(key))
    )


def _english_word(word: str) -> bool:
    return simplemma.is_known(word.lower(), lang="en")


def _shouted(text: str, start: int, end: int) -> bool:
    """A word in capitals beside another: a phrase shouted, not an acronym."""
    before = re.search(r"(\S+)\s+$", text[:start])
    after = re.match(r"\s+(\S+)", text[end:])
    return any(
        m is not None and _CAPITALS_WORD.fullmatch(m.group(1).strip(".,:;!?\"'()"))
        for m in (before, after)
    )


def _sentence_word(text: str, start: int, name: str) -> bool:
    """One word whose capital only opens the sentence: 'Police officers', 'Opposition
    supporters' (an acronym excepted: 'EFF supporters'; and a plural, which English puts
    before 'members' or 'supporters' only as a name: 'Teamsters members', 'Greens
    supporters')."""
    return (
        " " not in name
        and not name.isupper()
        and sentence_start(text, start)
        and _english_word(name)
        and not _plural_before_members(text, start, name)
    )


def _plural_before_members(text: str, start: int, name: str) -> bool:
    after = MEMBERS_AFTER.match(text, start)
    return (
        after is not None
        and after.group("name") == name
        and name.lower().endswith("s")
        and simplemma.lemmatize(name.lower(), lang="en") != name.lower()
    )


def _shouting(text: str) -> bool:
    letters = [c for c in text if c.isalpha()]
    return bool(letters) and sum(c.isupper() for c in letters) > 0.5 * len(letters)


_TITLES = words(
    "president prime minister king queen prince princess pope general governor mayor "
    "senator chancellor sheikh ayatollah former late"
)
