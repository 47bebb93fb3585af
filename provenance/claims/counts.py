"""Counts: how many of what, with the caption's own approximation.

'640 Afghans' is exactly 640; 'more than 600 passengers' is 601 and up (to
twice as many: nobody writes 'more than 600' for 5,000); 'about 640' is within
ten per cent; 'hundreds of people' is 200-999. Numbers that are names or
measures are not counts: 'C-17', 'RCH 871', 'Boeing 737', '171,000 lbs',
'hundreds of feet'; nor are times of day ('15:40 -', '9.30am', '0600 GMT'), nor
numbers of other things than those shown ('several previous hurricanes', 'two
earlier attempts'). A running tally after the picture's sentence ('the epidemic has
killed more than 1,200 people') is marked: it grows from one caption to the next.
"""

from __future__ import annotations

import re

from provenance.claims import world
from provenance.claims.model import Claim
from provenance.claims.numbers import DIGITS, NUMBER, VAGUE, parse_number
from provenance.claims.text import Spans, fold, sentence_start, words

# qualifier -> how it bounds the number n: (low, high) as functions of n
QUALIFIERS: dict[str, tuple] = {
    "more than": (lambda n: n + 1, lambda n: 2 * n),
    "over": (lambda n: n + 1, lambda n: 2 * n),
    "upwards of": (lambda n: n, lambda n: 2 * n),
    "at least": (lambda n: n, lambda n: 2 * n),
    "in excess of": (lambda n: n + 1, lambda n: 2 * n),
    "nearly": (lambda n: round(n * 0.8), lambda n: n),
    "almost": (lambda n: round(n * 0.8), lambda n: n),
    "close to": (lambda n: round(n * 0.8), lambda n: round(n * 1.05)),
    "about": (lambda n: round(n * 0.9), lambda n: round(n * 1.1)),
    "around": (lambda n: round(n * 0.9), lambda n: round(n * 1.1)),
    "some": (lambda n: round(n * 0.9), lambda n: round(n * 1.1)),
    "approximately": (lambda n: round(n * 0.9), lambda n: round(n * 1.1)),
    "roughly": (lambda n: round(n * 0.9), lambda n: round(n * 1.1)),
    "an estimated": (lambda n: round(n * 0.8), lambda n: round(n * 1.2)),
    "estimated": (lambda n: round(n * 0.8), lambda n: round(n * 1.2)),
    "up to": (lambda n: round(n * 0.5), lambda n: n),
    "as many as": (lambda n: round(n * 0.5), lambda n: n),
    "fewer than": (lambda n: round(n * 0.5), lambda n: n - 1),
    "less than": (lambda n: round(n * 0.5), lambda n: n - 1),
    "under": (lambda n: round(n * 0.5), lambda n: n - 1),
}
SYMBOL = {
    "more than": ">",
    "over": ">",
    "in excess of": ">",
    "upwards of": ">=",
    "at least": ">=",
    "fewer than": "<",
    "less than": "<",
    "under": "<",
    "up to": "<=",
    "as many as": "<=",
}
_QUALIFIER = "|".join(sorted(QUALIFIERS, key=len, reverse=True))
_VAGUE = "|".join(pattern for pattern, _ in VAGUE)
# a range: '20-30 elephants', '20 to 30', 'between 20 and 30'
_RANGE = (
    rf"(?:\bbetween\s+(?P<low_b>{DIGITS})\s+and\s+(?P<high_b>{DIGITS})"
    rf"|(?<![\w$£€.-])(?P<low>{DIGITS})\s*(?:-|\u2013|\bto\b)\s*(?P<high>{DIGITS}))(?![\w-]|[.,]\d)"
)
COUNT = re.compile(
    rf"(?:\b(?P<qualifier>{_QUALIFIER})\s+)?(?:(?P<range>{_RANGE})|(?P<vague>\b(?:{_VAGUE})\b)|"
    rf"(?<![\w$£€.-])(?P<number>{NUMBER})(?!\w))"
    rf"(?P<plus>\+|-plus)?",
    re.I,
)
# Words before a number that make it a name: 'Category 5', 'Flight 370', 'Route 66'.
DESIGNATORS = (
    r"No\.?|number|flight|route|the year|category|level|phase|stage|grade|class|magnitude|"
    r"platform|gate|terminal|channel|article|chapter|section|page|room|highway|interstate|"
    r"bus|train|line|apollo|gemini|soyuz|mission|unit|ward|block|sector|district|zone|camp|"
    r"apartment|building|hangar|pier|berth|dock|row|seat|lane|exit|junction|kilometre|km|mile"
)
MEASURES = words(
    "feet foot ft metres meters metre meter m km kilometres kilometers miles mile yards inches cm "
    "mm lbs lb pounds kg kilograms tonnes tons ton percent per cent % degrees mph kph knots "
    "dollars euros years year-old months weeks days hours minutes seconds am pm gallons litres "
    "liters acres hectares storeys stories floors times am pm bn billion million"
)
# Nouns that count people, so '640 Afghans' and '640 people' count the same thing.
PEOPLE = words(
    "people persons person civilians passengers evacuees refugees migrants children kids men "
    "women soldiers troops marines fighters protesters protestors demonstrators residents "
    "survivors victims stowaways workers students pilgrims fans supporters prisoners hostages "
    "casualties dead bodies injured families crew citizens nationals villagers locals "
    "worshippers mourners rescuers firefighters police officers journalists doctors patients "
    "babies infants girls boys adults seniors voters travellers travelers tourists inmates "
    "detainees militants rebels spectators onlookers attendees participants runners athletes "
    "viewers guests delegates footballers players miners climbers marchers teenagers youths "
    "pupils schoolchildren schoolgirls schoolboys nurses teachers farmers fishermen members "
    "employees staff cyclists swimmers divers hikers competitors performers dancers musicians "
    "monks nuns priests officials lawmakers sailors strikers picketers"
)
# ... and one of them: 'killing one worker' counts the workers 'three workers' counts
ONE_OF_PEOPLE = {noun[:-1] for noun in PEOPLE if noun.endswith("s")} | words(
    "man woman child person"
)
SKIP = words("of the those these terrified desperate other more")
VAGUE_WORDS = words("dozens hundreds thousands millions scores several tens")
# Capitalised words before a number that name nothing: 'The three', 'Only 12 boys'.
NOT_DESIGNATORS = VAGUE_WORDS | words(
    "the a an these those this that all only just some another every each and or but of in "
    "on at for with from by to as her his their its our my your when after before while"
)
# Words after a number that make it a count of things before or besides the picture.
ELSEWHERE = words("previous earlier past prior former recent other similar such last")
# Times of day, which live blogs and captions write before what happened: '15:40 -', '9.30am'.
_HOUR = r"\b(?:[01]?\d|2[0-3])"
_ZONE = r"\s*(?:am|pm|a\.m\.|p\.m\.|gmt|bst|utc|cet|est|edt|local time|hrs?)\b"
TIME = re.compile(
    rf"{_HOUR}[:h][0-5]\d\b(?:{_ZONE})?"  # 15:40, 15h40
    rf"|{_HOUR}\.[0-5]\d(?:{_ZONE}|(?=\s*[-\u2013\u2014]\s))"  # 9.30am, '09.12 - '
    rf"|(?<=\bat ){_HOUR}\.[0-5]\d\b"  # at 9.30
    rf"|{_HOUR}[0-5]\d\s*(?:gmt|bst|utc|hrs?|hours)\b"  # 0600 GMT
    rf"|{_HOUR}(?:{_ZONE})",  # 7am, 11 pm
    re.I,
)


def _what(text: str, end: int, one: bool = False) -> tuple[str | None, int]:
    """The noun a count counts: '640 terrified Afghans' -> 'Afghans'; after ``one``, a person
    in the singular: 'one worker'."""
    words = list(re.finditer(r"[A-Za-z][\w'-]*", text[end : end + 60]))
    if not words or text[end : end + words[0].start()].strip(" -") not in ("",):
        return None, end
    for position, match in enumerate(words[:4]):
        word = match.group(0)
        lower = word.lower()
        if lower in MEASURES:
            return "#measure", end
        if (
            lower in PEOPLE
            or _people_word(word)
            or (
                lower.endswith("s")
                and not lower.endswith("ss")
                and len(lower) > 3
                and position < 3
                and lower not in ("was", "has", "is", "this", "thus")
            )
        ):
            return word, end + match.end()
        if lower in SKIP or lower.endswith(
            ("ed", "ing", "ful", "ous", "ive", "an", "ese", "ish", "al")
        ):
            continue
        if lower in ("apparently", "were", "was", "are", "is", "had", "have", "who", "that", "and"):
            return None, end
        if lower in AFTER_THE_NOUN:
            return None, end  # 'tens of thousands march in Paris': no noun before 'in
        if position == 0 and (lower in PEOPLE or (one and lower in ONE_OF_PEOPLE)):
            return word, end + match.end()
    return None, end


# Prepositions end the words after a number without a noun counted: 'march in Paris'.
AFTER_THE_NOUN = words("in at on near into onto through across over under outside inside from to")
# Words after '200m' that make it a race's distance in metres, not 200 million: 'the women's
# 200m final', '10,000m world record', 'the 400m hurdles'.
RACE_WORDS = words(
    "final finals race races heat heats semi semifinal semifinals semi-final semi-finals "
    "freestyle backstroke breaststroke butterfly medley individual hurdles sprint dash relay "
    "steeplechase title record records event gold silver bronze champion world olympic run"
)
_METRES = re.compile(r"\d[\d,]*m")


def _distance(text: str, number: str, end: int) -> bool:
    """Whether digits written with an 'm' ('200m', '10,000m') are metres of a race."""
    if not _METRES.fullmatch(number):
        return False
    following = re.match(r"\s+([A-Za-z][\w-]*)", text[end:])
    return following is None or following.group(1).lower() in RACE_WORDS


def _elsewhere(text: str, end: int) -> bool:
    """'several previous hurricanes', 'three other boats': not what the picture shows."""
    following = re.findall(r"[A-Za-z]+", text[end : end + 30])[:2]
    return bool(following) and (
        following[0].lower() in ELSEWHERE
        or (
            following[0].lower() in SKIP
            and len(following) > 1
            and following[1].lower() in ELSEWHERE
        )
    )


def _people_word(word: str) -> bool:
    key = fold(word)
    return key.endswith("s") and key[:-1] in world.DEMONYMS


# Kinds of things counted under their own nouns and under the kind's: '120 cars and trucks'
# and 'an 86-vehicle pile-up' count the same vehicles, '40 boats' and '40 vessels' one fleet.
KINDS = {
    "vehicle": words("vehicles cars trucks lorries buses vans coaches lorry bus"),
    "vessel": words("vessels boats ships dinghies"),
    "aircraft": words("aircraft planes jets helicopters drones airplanes aeroplanes"),
    "building": words("buildings homes houses structures"),
}
_KIND_OF = {noun: kind for kind, nouns in KINDS.items() for noun in nouns}
# Nouns that name a gathering of people before 'of' and the number: 'a crowd of 89,000'.
GATHERINGS = words("crowd crowds throng audience gathering attendance congregation turnout")


def count_class(what: str | None) -> str | None:
    if what is None:
        return None
    lower = what.lower()
    if lower in PEOPLE or _people_word(what) or lower in GATHERINGS or lower in ONE_OF_PEOPLE:
        return "people"
    if lower in _KIND_OF:
        return _KIND_OF[lower]
    return lower.rstrip("s")


# 'an 86-vehicle pile-up', 'a 12-car train', 'a 200-strong crowd': a number joined to the
# singular noun of what it counts, which the next noun is made of. A unit ('a 7.7-magnitude
# quake', 'a 24-hour strike', 'a 3-year-old') measures instead of counting.
_COMPOUND = re.compile(r"-(?P<noun>[a-z]+)\s+[a-z]")
UNITS_SINGULAR = words(
    "year old month week day hour minute second night metre meter foot mile kilometre "
    "kilometer yard inch storey story floor magnitude point degree percent ton tonne pound "
    "page lane track round stage game match set time dollar euro million billion"
)
STRONG = words("strong person man woman member")


def _compound(text: str, end: int) -> str | None:
    """What a number joined to a noun counts: '86-vehicle pileup' -> 'vehicles'."""
    match = _COMPOUND.match(text, end)
    if match is None:
        return None
    noun = match.group("noun")
    if noun in UNITS_SINGULAR or noun in MEASURES or noun + "s" in MEASURES:
        return None
    return "people" if noun in STRONG else noun + "s"


# Ordinals that count what came before: 'her seventh Olympic gold medal', 'the third day of
# protests', 'his 50th century'. Another ordinal of the same thing is another count; a
# capitalised ordinal is part of a name ('the Second World War', 'Fifth Avenue'), and so is
# a run of capitalised words after one ('the 82nd Airborne Division').
ORDINAL_WORDS = {
    word: n
    for n, word in enumerate(
        [
            "first",
            "second",
            "third",
            "fourth",
            "fifth",
            "sixth",
            "seventh",
            "eighth",
            "ninth",
            "tenth",
            "eleventh",
            "twelfth",
            "thirteenth",
            "fourteenth",
            "fifteenth",
            "sixteenth",
            "seventeenth",
            "eighteenth",
            "nineteenth",
            "twentieth",
        ],
        start=1,
    )
}
_STOP = r"(?:of|in|at|on|for|to|and|with|as|after|since|against|the|a|an|is|was|are|were|has|had)"
ORDINAL = re.compile(
    r"\b(?:the|her|his|its|their|a|an|[\w-]+['\u2019]s)\s+"
    r"(?P<n>(?-i:" + "|".join(ORDINAL_WORDS) + r")|\d{1,4}(?:st|nd|rd|th))\s+"
    rf"(?P<what>(?:(?!{_STOP}\b)[\w-]+\s+){{0,2}}"
    rf"(?!{_STOP}\b)[\w-]+)\b",
    re.I,
)


def extract_ordinals(text: str, spans: Spans) -> list[Claim]:
    """Ordinals of the same thing, marked ``ordinal``: compared only with each other."""
    claims = []
    for match in ORDINAL.finditer(text):
        start, end = match.span("n")
        what = match.group("what")
        named = what[0].isupper() and match.group("n")[0].isdigit()  # 'the 82nd Airborne'
        if not spans.free(start, end) or named or all(w[0].isupper() for w in what.split()):
            continue
        written = match.group("n").lower()
        n = ORDINAL_WORDS.get(written) or int(re.sub(r"\D", "", written))
        spans.take(start, end)
        detail = {"low": n, "high": n, "what": what, "ordinal": True}
        claims.append(Claim("count", written, f"{match.group('n')} {what}", detail, (start, end)))
    return claims


def extract_counts(text: str, spans: Spans) -> list[Claim]:
    claims = extract_ordinals(text, spans)
    for match in TIME.finditer(text):
        if spans.free(*match.span()):
            spans.take(*match.span())
    for match in COUNT.finditer(text):
        start, end = match.span()
        part = next(g for g in ("range", "vague", "number") if match.group(g))
        number_start = match.start(part)
        if not spans.free(number_start, match.end(part)):
            continue
        if match.group("range") and _is_designation(text, number_start, match.group("range")):
            continue
        if match.group("number") and _distance(text, match.group("number"), match.end("number")):
            continue
        compound = _compound(text, end) if match.group("number") else None
        if match.group("number") and _is_designation(
            text, number_start, match.group("number"), compound is not None
        ):
            continue
        bounds = _bounds(match)
        if bounds is None:
            continue
        one = bool(match.group("number")) and fold(match.group("number")) in ("one", "1")
        what, what_end = (compound, text.index(" ", end)) if compound else _what(text, end, one)
        # 'a crowd of 89,000', 'estimated the crowd at 30,000'
        gathering = re.search(r"\b([a-z]+)\s+(?:of|at)\s+$", text[max(0, start - 30) : start])
        if gathering and gathering.group(1).lower() in GATHERINGS and count_class(what) != "people":
            what = gathering.group(1)  # 'a crowd of more than 89,000 watches'
        if what == "#measure" or _elsewhere(text, end):
            continue
        if match.group("number") and fold(match.group("number")) in ("one", "a") and what is None:
            continue
        if match.group("number") and fold(match.group("number")) == "a":
            continue
        low, high, value = bounds
        detail: dict = {"low": low, "high": high}
        if match.group("qualifier"):
            detail["approximation"] = match.group("qualifier").lower()
        if what:
            detail["what"] = what
            detail["class"] = count_class(what)
        if _running_tally(text, start):
            detail["tally"] = True
        if CAPACITY_BEFORE.search(text[max(0, start - 40) : start]):
            detail["capacity"] = True
        spans.take(start, end)
        claims.append(
            Claim("count", value, text[start : max(end, what_end)].strip(), detail, (start, end))
        )
    return _with_totals(text, claims)


# People counted in parts of one list: '76 passengers and four crew' are 80 people aboard,
# whom another caption may count as a whole ('all 80 people on board').
_JOINED = re.compile(r"\s*(?:,|,?\s*\band|\bplus)\s*")


def _with_totals(text: str, claims: list[Claim]) -> list[Claim]:
    """The counts, each count of people in a list of them given the list's ``total``."""
    people = sorted(
        (c for c in claims if not c.detail.get("ordinal") and _class_of(c) == "people"),
        key=lambda c: c.span or (0, 0),
    )
    runs: list[list[Claim]] = []
    for claim in people:
        last = runs[-1][-1] if runs else None
        if last and last.span and claim.span:
            gap = text[last.span[0] + len(last.text) : claim.span[0]]
            if _JOINED.fullmatch(gap):
                runs[-1].append(claim)
                continue
        runs.append([claim])
    totals = {}
    for run in runs:
        if len(run) > 1:
            total = [sum(c.detail["low"] for c in run), sum(c.detail["high"] for c in run)]
            totals.update({id(c): total for c in run})
    return [
        Claim(c.field, c.value, c.text, {**c.detail, "total": totals[id(c)]}, c.span)
        if id(c) in totals
        else c
        for c in claims
    ]


def _class_of(claim: Claim) -> str | None:
    return claim.detail.get("class") or count_class(claim.detail.get("what"))


# What a ship, a hall or a plane can hold, not what the picture shows: 'capable of carrying
# 23,000 containers', 'a stadium that holds 80,000', 'designed to seat 300'. Compared only
# with another capacity.
CAPACITY_BEFORE = re.compile(
    r"\b(?:capable\s+of\s+(?:carrying|holding|seating|transporting|accommodating)|"
    r"(?:can|could)\s+(?:carry|hold|seat|accommodate|transport)|"
    r"(?:that|which)\s+(?:holds|seats|accommodates)|capacity\s+(?:of|for)|room\s+for)\s+"
    r"(?:up\s+to\s+|as\s+many\s+as\s+)?$",
    re.I,
)
# A sentence that keeps a running count: 'the floods have killed more than 1,100', 'the toll
# has since risen above 1,100', '400,000 people have crossed the gap so far this year'.
TALLY = re.compile(
    r"\b(?:has|have)\s+(?:[a-z]+\s+){0,2}?[a-z]+(?:ed|en)\b|\btoll\b|\bso\s+far\b|\bto\s+date\b",
    re.I,
)
_SENTENCE_END = re.compile(r"[.!?]\s+(?=[A-Z])")


def _running_tally(text: str, start: int) -> bool:
    """Whether a count is a running tally given as background, after the sentence that says
    what the picture shows: such a figure grows between two captions ('more than 1,200'
    killed, then 'more than 4,000') without either being wrong about the picture."""
    ends = [m.end() for m in _SENTENCE_END.finditer(text, 0, start)]
    if not ends:
        return False  # the first sentence describes the picture
    following = _SENTENCE_END.search(text, start)
    sentence = text[ends[-1] : following.start() if following else len(text)]
    return bool(TALLY.search(sentence))


def _is_designation(text: str, start: int, number: str, compound: bool = False) -> bool:
    """'C-17', 'RCH 871', 'Boeing 737', 'Flight 93', 'COVID-19', '9/11' are names, not counts.
    A ``compound`` count ('86-vehicle') is one if a name's marks come before it."""
    before = text[max(0, start - 14) : start]
    if re.search(rf"[A-Za-z]-$|[/#№]$|\b(?:{DESIGNATORS})\s*$", before, re.I):
        return True
    if compound:
        return False
    previous = re.search(r"(\S+)\s+$", before)
    if previous:
        # a name in brackets is a name too: '(Comuna 13)', '[District 9]'
        word = previous.group(1).lstrip("([{\"'\u201c\u2018")
        qualifiers = {q.split()[-1] for q in QUALIFIERS}
        following = re.match(r"\s*([A-Za-z][\w'-]*)", text[start + len(number) :])
        named = following is None or not following.group(1).lower().endswith("s")
        if (
            word[:1].isupper()
            and word[-1:].isalnum()  # 'KABUL: 640 AFGHANS': a headline's label names nothing
            and word.lower() not in qualifiers
            and word.lower() not in NOT_DESIGNATORS
            and (named or not sentence_start(text, start - len(previous.group(0))))
        ):
            return True  # 'Apollo 11 astronaut', 'Boeing 737'; not 'Only 12 boys
    if _model(text[start + len(number) :]):
        return True
    after = text[start + len(number) : start + len(number) + 3]
    return bool(re.match(r"[/:]\d|-[A-Za-z]|\d", after)) or bool(
        re.match(r"(?:st|nd|rd|th)\b", after)
    )


# A number and a model's letters after it: 'the first 737 MAX', 'a 911 GT3 on the track'
# (not '15 NATO members', 'the 27 EU member states': a counted noun follows within two
# words; nor a headline's 'KABUL: 640 AFGHANS')
_MODEL = re.compile(r"\s+(?P<letters>[A-Z]{2,}\d*)(?![\w-])(?P<next>(?:\s+[A-Za-z][\w'-]*){0,2})")


def _model(after: str) -> bool:
    match = _MODEL.match(after)
    if match is None or match.group("letters").endswith("S"):
        return False
    return not any(
        word in PEOPLE or (word.endswith("s") and len(word) > 3)
        for word in match.group("next").lower().split()
    )


def _bounds(match: re.Match) -> tuple[int, int, str] | None:
    qualifier = (match.group("qualifier") or "").lower()
    if match.group("range"):
        low = parse_number(match.group("low") or match.group("low_b"))
        high = parse_number(match.group("high") or match.group("high_b"))
        if low is None or high is None or not low < high or low != int(low) or high != int(high):
            return None
        return int(low), int(high), f"{int(low)}-{int(high)}"
    if match.group("vague"):
        phrase = " ".join(match.group("vague").lower().split())
        for pattern, (low, high) in VAGUE:
            if re.fullmatch(pattern, phrase):
                if low == high and qualifier:  # 'about a dozen' is about 12
                    low_of, high_of = QUALIFIERS[qualifier]
                    return low_of(low), high_of(low), f"{SYMBOL.get(qualifier, '~')}{low}"
                if low == high:
                    return low, high, str(low)
                return low, high, f"{low}-{high}"
        return None
    n = parse_number(match.group("number"))
    if n is None or n != int(n):
        return None
    n = int(n)
    if match.group("plus"):
        qualifier = "more than"
    if not qualifier:
        return n, n, str(n)
    low_of, high_of = QUALIFIERS[qualifier]
    symbol = SYMBOL.get(qualifier, "~")
    return low_of(n), high_of(n), f"{symbol}{n}"
