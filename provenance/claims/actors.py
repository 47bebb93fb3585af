"""People and organisations: titles before names, and a taxonomy of forces, agencies, groups.

A person is a capitalised name after a title or role ('President Ashraf
Ghani', 'photographer Wakil Kohsar') or before a verb of speech ('Joe Biden
said'). An organisation is a known group ('Taliban', 'Red Cross', 'UN') or a
country's force ('US Marines', 'British paratroopers', 'Afghan army soldiers'):
kind, country and branch, so that 'a US soldier' is consistent with 'US
Marines' but not with 'British paratroopers'.
"""

from __future__ import annotations

import re

from provenance.claims import world
from provenance.claims.model import Claim
from provenance.claims.text import Spans, fold, words

# canonical name -> (pattern, kind, country)
NAMED_ORGS: dict[str, tuple[str, str, str | None]] = {
    "Taliban": (r"Taliban|Taleban", "armed group", "AF"),
    "Hamas": (r"Hamas", "armed group", "PS"),
    "Hezbollah": (r"Hezbollah|Hizbollah", "armed group", "LB"),
    "Islamic State": (r"Islamic State|ISIS|ISIL|Daesh|IS militants", "armed group", None),
    "al-Qaeda": (r"al[- ]Qaeda|al[- ]Qaida", "armed group", None),
    "Boko Haram": (r"Boko Haram", "armed group", "NG"),
    "al-Shabaab": (r"al[- ]Shabaab", "armed group", "SO"),
    "Houthis": (r"Houthis?|Ansar Allah", "armed group", "YE"),
    "Wagner Group": (r"Wagner(?: Group| mercenaries)?", "armed group", "RU"),
    "PKK": (r"PKK", "armed group", "TR"),
    "Syrian Democratic Forces": (r"Syrian Democratic Forces|SDF|YPG", "armed group", "SY"),
    "Israel Defense Forces": (r"Israel Defen[cs]e Forces|IDF", "military", "IL"),
    "United Nations": (r"United Nations|UN(?! [a-z])", "agency", None),
    "UNHCR": (r"UNHCR|UN refugee agency", "agency", None),
    "UNICEF": (r"UNICEF|Unicef", "agency", None),
    "World Food Programme": (r"World Food Programme|WFP", "agency", None),
    "World Health Organization": (r"World Health Organi[sz]ation|WHO(?= )", "agency", None),
    "Red Cross": (r"(?:International Committee of the )?Red Cross|ICRC", "aid group", None),
    "Red Crescent": (r"Red Crescent", "aid group", None),
    "Doctors Without Borders": (
        r"Doctors Without Borders|M[ée]decins Sans Fronti[èe]res|MSF",
        "aid group",
        None,
    ),
    "White Helmets": (r"White Helmets|Syria Civil Defen[cs]e", "aid group", "SY"),
    "Amnesty International": (r"Amnesty International|Amnesty", "rights group", None),
    "Human Rights Watch": (r"Human Rights Watch|HRW", "rights group", None),
    "NATO": (r"NATO|Nato", "alliance", None),
    "European Union": (r"European Union|EU", "union", None),
    "FEMA": (r"FEMA", "agency", "US"),
    "FBI": (r"FBI", "agency", "US"),
    "CIA": (r"CIA", "agency", "US"),
    "Pentagon": (r"Pentagon", "military", "US"),
    "National Guard": (r"National Guard(?:smen|sman)?", "military", "US"),
    "Coast Guard": (r"Coast Guard", "military", None),
    "Reuters": (r"Reuters", "news agency", None),
    "Associated Press": (r"Associated Press", "news agency", None),
    "AFP": (r"AFP|Agence France-Presse", "news agency", None),
}

# force nouns -> (kind, branch); branch None means any branch of that kind
FORCES: dict[str, tuple[str, str | None]] = {
    "air force": ("military", "air force"),
    "airmen": ("military", "air force"),
    "navy": ("military", "navy"),
    "sailors": ("military", "navy"),
    "sailor": ("military", "navy"),
    "marines": ("military", "marines"),
    "marine": ("military", "marines"),
    "marine corps": ("military", "marines"),
    "army": ("military", "army"),
    "paratroopers": ("military", "army"),
    "paratrooper": ("military", "army"),
    "infantry": ("military", "army"),
    "special forces": ("military", "special forces"),
    "commandos": ("military", "special forces"),
    "military": ("military", None),
    "armed forces": ("military", None),
    "forces": ("military", None),
    "troops": ("military", None),
    "soldiers": ("military", None),
    "soldier": ("military", None),
    "servicemen": ("military", None),
    "service members": ("military", None),
    "police": ("police", None),
    "riot police": ("police", None),
    "police officers": ("police", None),
    "policemen": ("police", None),
    "border guards": ("border guard", None),
    "border police": ("border guard", None),
    "coast guard": ("military", "coast guard"),
    "security forces": ("security forces", None),
    "militia": ("armed group", None),
    "militiamen": ("armed group", None),
    "rebels": ("armed group", None),
    "fighters": ("armed group", None),
    "militants": ("armed group", None),
    # a country's military hardware stands for its forces: 'a Russian tank'
    "tank": ("military", None),
    "tanks": ("military", None),
    "warplane": ("military", "air force"),
    "warplanes": ("military", "air force"),
    "fighter jet": ("military", "air force"),
    "fighter jets": ("military", "air force"),
    "warship": ("military", "navy"),
    "warships": ("military", "navy"),
    "armoured vehicle": ("military", None),
    "armoured vehicles": ("military", None),
    "armored vehicle": ("military", None),
    "armored vehicles": ("military", None),
    "military vehicle": ("military", None),
    "military vehicles": ("military", None),
    "artillery": ("military", None),
}
_FORCE = "|".join(sorted((re.escape(f) for f in FORCES), key=len, reverse=True))
_ARMY_SOLDIERS = (
    r"(?:army|navy|air force|marine)\s+(?:soldiers|troops|officers|personnel|sailors|pilots)"
)
_DEMONYM = "|".join(sorted((re.escape(d) for d in world.DEMONYMS if d), key=len, reverse=True))
FORCE = re.compile(
    rf"\b(?P<country>{_DEMONYM}|U\.S\.)\s+(?P<force>{_ARMY_SOLDIERS}|{_FORCE})\b", re.I
)
BARE_FORCE = re.compile(
    rf"\b(?:the\s+)?(?P<force>{_ARMY_SOLDIERS}|military|army|police|riot police|navy|"
    r"air force|troops|soldiers|soldier)\b",
    re.I,
)

TITLES = (
    r"President|Vice[- ]President|Prime Minister|Premier|Chancellor|"
    r"(?:Foreign |Defen[cs]e |Interior |Health )?Minister|"
    r"(?:Defen[cs]e |Foreign |Home )?Secretary(?: of State| General|-General)?|Senator|Sen\.|Rep\.|"
    r"Governor|Gov\.|Mayor|King|Queen|Prince|Princess|Crown Prince|Pope|Emperor|Sheikh|"
    r"Ayatollah|Mullah|General|Gen\.|Lt\.?|Lieutenant|Colonel|Col\.|Captain|Capt\.|Major|"
    r"Sergeant|Sgt\.|Commander|Admiral|Adm\.|Field Marshal|Dr\.?|Mr\.?|Mrs\.?|Ms\.?|Judge|"
    r"Justice|Bishop|Archbishop|Cardinal|Rev\.|Imam|Rabbi|Sir|Dame|Lord|Lady|Speaker|"
    r"Ambassador|Chief|Commissioner|Envoy|Spokesman|Spokeswoman"
)
ROLES = (
    r"photographer|photojournalist|journalist|reporter|correspondent|activist|leader|"
    r"spokesman|spokeswoman|spokesperson|commander|minister|president|actor|actress|singer|"
    r"rapper|footballer|player|coach|founder|chief executive|ceo|director|author|artist|"
    r"doctor|nurse|pilot|resident|survivor|student|teacher|lawyer|official|envoy|senator"
)
_PARTICLE = r"(?:bin|ibn|al-|el-|de|da|van|von|der|le|la|abu)?"
_NAME = rf"(?P<name>[A-Z][\w'\u2019-]+(?:\s+{_PARTICLE}\s*[A-Z][\w'\u2019-]+){{0,3}})"
TITLED = re.compile(rf"\b(?P<title>{TITLES})\s+{_NAME}")
ROLED = re.compile(rf"\b(?P<title>{ROLES})\s+{_NAME}")
SPEAKER = re.compile(
    rf"(?<![\w.] )\b{_NAME}\s+(?:said|says|told|tweeted|wrote|speaks|spoke|addresses|addressed|"
    r"arrives|arrived|waves|waved|meets|met|visits|visited|greets|greeted|gestures|smiles|"
    r"attends|attended|holds|held)\b"
)
# Capitalised words that are never the start of a person's name.
NOT_NAMES = words(
    "the a an this that these those it he she they we i his her their our its in on at of "
    "photo video image footage picture smoke flames crowds residents people"
)


# An organisation after these words is what the people shown flee, face or follow,
# not who is shown: 'Afghans flee the Taliban', 'a protest against NATO'.
MENTIONED = re.compile(
    r"\b(?:flee(?:s|ing)?|fled|escap(?:e|es|ed|ing)|against|from|under|by|of|after|before|"
    r"to|with|fear(?:s|ed|ing)?|fight(?:s|ing)?|fought|according to)\s+(?:the\s+)?$",
    re.I,
)


def _role(text: str, start: int) -> str:
    return "mentioned" if MENTIONED.search(text[max(0, start - 40) : start]) else "shown"


def extract_organisations(text: str, spans: Spans) -> list[Claim]:
    """Forces and groups, each with its role: shown in the picture, or only mentioned."""
    claims: list[Claim] = []
    for match in FORCE.finditer(text):
        start, end = match.span()
        if not spans.free(start, end):
            continue
        country = world.DEMONYMS.get(fold(match.group("country")).rstrip(".")) or (
            "US" if match.group("country").upper().startswith("U") else None
        )
        kind, branch = _force(match.group("force"))
        claims.append(_org(text, start, end, country, kind, branch, spans))
    for canonical, (pattern, kind, country) in NAMED_ORGS.items():
        for match in re.finditer(rf"\b(?:{pattern})\b", text):
            start, end = match.span()
            if spans.free(start, end):
                spans.take(start, end)
                detail = {"kind": kind, "country": country, "role": _role(text, start)}
                claims.append(
                    Claim("organisation", canonical, match.group(0), detail, (start, end))
                )
    for match in BARE_FORCE.finditer(text):
        start, end = match.span("force")
        if not spans.free(start, end):
            continue
        kind, branch = _force(match.group("force"))
        claims.append(_org(text, start, end, None, kind, branch, spans))
    return sorted(claims, key=lambda c: c.span or (0, 0))


def _force(words: str) -> tuple[str, str | None]:
    key = " ".join(words.lower().split())
    if key in FORCES:
        return FORCES[key]
    first = key.split()[0] if not key.startswith("air force") else "air force"
    return FORCES.get(first, ("military", None))


def _org(
    text: str,
    start: int,
    end: int,
    country: str | None,
    kind: str,
    branch: str | None,
    spans: Spans,
) -> Claim:
    spans.take(start, end)
    value = f"{branch or kind} ({country})" if country else branch or kind
    detail = {"kind": kind, "country": country, "branch": branch, "role": _role(text, start)}
    return Claim("organisation", value, text[start:end], detail, (start, end))


def extract_persons(text: str, spans: Spans) -> list[Claim]:
    claims = []
    for pattern in (TITLED, ROLED, SPEAKER):
        for match in pattern.finditer(text):
            start, end = match.span("name")
            name = match.group("name")
            if not spans.free(start, end) or fold(name.split()[0]) in NOT_NAMES:
                continue
            if pattern is SPEAKER and len(name.split()) < 2:
                continue
            title = match.groupdict().get("title")
            spans.take(match.start(), end)
            detail = {"surname": fold(name.split()[-1])}
            if title:
                detail["title"] = title
            claims.append(Claim("person", name, text[match.start() : end], detail, (start, end)))
    return sorted(claims, key=lambda c: c.span or (0, 0))
