"""People and organisations: titles before names, and a taxonomy of forces, agencies, groups.

A person is a capitalised name after a title or role ('President Ashraf
Ghani', 'photographer Wakil Kohsar') or before a verb of speech ('Joe Biden
said'). An organisation is a known group ('Taliban', 'Red Cross', 'UN',
'Rapid Support Forces'), a country's force ('US Marines', 'British
paratroopers', 'Afghan army soldiers', 'Myanmar soldiers', 'Yemeni government
troops'): kind, country and branch, so that 'a US soldier' is consistent with
'US Marines' but not with 'British paratroopers'; or, by the general pattern of
a proper name before a word for armed men ('Fano militiamen', 'M23 rebels',
'Karen National Liberation Army fighters'), a group of its own: an armed group
named so is not the army of any country.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import NamedTuple

from provenance.claims import world
from provenance.claims.cues import Cued, fold_case
from provenance.claims.gazetteer import country_names, gazetteer
from provenance.claims.model import Claim
from provenance.claims.org_names import extract_named_organisations
from provenance.claims.person_names import (
    ONE_NAME_PLAYER,
    ROYAL_STYLE,
    ROYAL_STYLES,
    UPPER,
    lone_surname,
    person_names,
    regnal_name,
)
from provenance.claims.text import Spans, fold, sentence_start, words

# canonical name -> (pattern, kind, country)
NAMED_ORGS: dict[str, tuple[str, str, str | None]] = {
    "Taliban": (r"(?<!Pakistani )Taliban|Taleban", "armed group", "AF"),
    "Pakistani Taliban": (
        r"Pakistani Taliban|Tehreek-e-Taliban(?: Pakistan)?|TTP",
        "armed group",
        "PK",
    ),
    "Hamas": (r"Hamas", "armed group", "PS"),
    "Hezbollah": (r"Hezbollah|Hizbollah", "armed group", "LB"),
    "Islamic State": (r"Islamic State|ISIS|ISIL|Daesh|IS militants", "armed group", None),
    "al-Qaeda": (r"[Aa]l[- ]Qaeda|[Aa]l[- ]Qaida", "armed group", None),
    "Boko Haram": (r"Boko Haram", "armed group", "NG"),
    "al-Shabaab": (r"[Aa]l[- ]Shabaab", "armed group", "SO"),
    "Houthis": (r"Houthis?|Ansar Allah", "armed group", "YE"),
    "Wagner Group": (r"Wagner(?: Group| mercenaries)?", "armed group", "RU"),
    "Akhmat": (
        r"Akhmat(?: (?:forces|battalion|unit|special forces))?|Kadyrovites",
        "paramilitary",
        "RU",
    ),
    "Rapid Support Forces": (r"Rapid Support Forces|RSF", "paramilitary", "SD"),
    "Janjaweed": (r"Janjaweed|Janjawid", "armed group", "SD"),
    "M23": (r"M23|March 23 Movement", "armed group", "CD"),
    "Allied Democratic Forces": (r"Allied Democratic Forces|ADF", "armed group", "CD"),
    "Tigray Defence Forces": (
        r"Tigray(?:an)? Defen[cs]e Forces|TDF|TPLF|Tigray People's Liberation Front|"
        r"Tigrayan (?:forces|fighters|rebels|troops)",
        "armed group",
        "ET",
    ),
    "Fano": (r"Fano", "armed group", "ET"),
    "Oromo Liberation Army": (r"Oromo Liberation Army|OLA", "armed group", "ET"),
    "Sudan People's Liberation Army": (r"Sudan People's Liberation Army|SPLA", "military", "SS"),
    "FARC": (r"FARC|Revolutionary Armed Forces of Colombia", "armed group", "CO"),
    "ELN": (r"ELN|National Liberation Army", "armed group", "CO"),
    "Gulf Clan": (r"Gulf Clan|Clan del Golfo", "armed group", "CO"),
    "Sinaloa Cartel": (r"Sinaloa [Cc]artel", "armed group", "MX"),
    "Jalisco New Generation Cartel": (r"Jalisco New Generation Cartel|CJNG", "armed group", "MX"),
    "Hayat Tahrir al-Sham": (r"Hayat Tahrir al-Sham|HTS", "armed group", "SY"),
    "Free Syrian Army": (r"Free Syrian Army|FSA", "armed group", "SY"),
    "Peshmerga": (r"Peshmerga", "military", "IQ"),
    "Popular Mobilisation Forces": (
        r"Popular Mobili[sz]ation (?:Forces|Units)|PMF|Hashd al-Shaabi",
        "paramilitary",
        "IQ",
    ),
    "Kataib Hezbollah": (r"Kata'?ib Hezbollah", "armed group", "IQ"),
    "Islamic Jihad": (r"(?:Palestinian )?Islamic Jihad", "armed group", "PS"),
    "al-Qassam Brigades": (
        r"(?:Izz ad-Din )?al-Qassam Brigades|Qassam Brigades",
        "armed group",
        "PS",
    ),
    "Islamic Revolutionary Guard Corps": (
        r"(?:Islamic )?Revolutionary Guards?(?: Corps)?|IRGC",
        "military",
        "IR",
    ),
    "Basij": (r"Basij", "paramilitary", "IR"),
    "Lashkar-e-Taiba": (r"Lashkar-e-Tai?ba|LeT", "armed group", "PK"),
    "JNIM": (r"JNIM|Jama'at Nusrat al-Islam wal-Muslimin", "armed group", "ML"),
    "ISWAP": (r"ISWAP|Islamic State West Africa Province", "armed group", "NG"),
    "Tatmadaw": (r"Tatmadaw", "military", "MM"),
    "Arakan Army": (r"Arakan Army", "armed group", "MM"),
    "Karen National Liberation Army": (
        r"Karen National Liberation Army|KNLA|Karen National Union|KNU",
        "armed group",
        "MM",
    ),
    "People's Defence Force": (r"People's Defen[cs]e Forces?|PDF", "armed group", "MM"),
    "Lord's Resistance Army": (r"Lord's Resistance Army|LRA", "armed group", "UG"),
    "Polisario Front": (r"Polisario(?: Front)?", "armed group", "EH"),
    "Azov": (r"Azov(?: [Bb]rigade| [Rr]egiment| [Bb]attalion)?", "military", "UA"),
    "PKK": (r"PKK|Kurdistan Workers'? Party", "armed group", "TR"),
    "Syrian Democratic Forces": (r"Syrian Democratic Forces|SDF|YPG", "armed group", "SY"),
    "Israel Defense Forces": (r"Israel Defen[cs]e Forces|IDF", "military", "IL"),
    "United Nations": (r"United Nations|UN(?! [a-z])", "agency", None),
    "UNHCR": (r"UNHCR|UN refugee agency", "agency", None),
    "UNICEF": (r"UNICEF|Unicef", "agency", None),
    "World Food Programme": (r"World Food Programme|WFP", "agency", None),
    "World Health Organization": (r"World Health Organi[sz]ation|WHO(?= )", "agency", None),
    "UNRWA": (r"UNRWA|UN(?:RWA)? (?:agency )?for Palestinian refugees", "agency", None),
    "UNDP": (r"UNDP|UN Development Programme", "agency", None),
    "UNESCO": (r"UNESCO|Unesco", "agency", None),
    "OCHA": (r"OCHA|UN humanitarian office", "agency", None),
    "IAEA": (r"IAEA|International Atomic Energy Agency|UN nuclear watchdog", "agency", None),
    "UNIFIL": (r"UNIFIL|Unifil", "peacekeepers", None),
    "MONUSCO": (r"MONUSCO|Monusco", "peacekeepers", None),
    # names whose acronym is another language's: no initials tie them
    "CERN": (r"CERN|European Organi[sz]ation for Nuclear Research", "research centre", None),
    "Red Cross": (r"(?:International Committee of the )?Red Cross|ICRC", "aid group", None),
    "Red Crescent": (r"Red Crescent", "aid group", None),
    "Doctors Without Borders": (
        r"Doctors Without Borders|M[ée]decins Sans Fronti[èe]res|MSF",
        "aid group",
        None,
    ),
    "White Helmets": (r"White Helmets|Syrian? Civil Defen[cs]e", "aid group", "SY"),
    "Amnesty International": (r"Amnesty International|Amnesty", "rights group", None),
    "Human Rights Watch": (r"Human Rights Watch|HRW", "rights group", None),
    "NATO": (r"NATO|Nato", "alliance", None),
    "European Union": (r"European Union|EU", "union", None),
    "FEMA": (r"FEMA", "agency", "US"),
    "FBI": (r"FBI", "agency", "US"),
    "CIA": (r"CIA", "agency", "US"),
    "Pentagon": (r"Pentagon", "military", "US"),
    "National Guard": (r"National Guard(?:smen|sman)?", "military", "US"),
    "Coast Guard": (r"Coast ?[Gg]uards?(?:smen|sman)?", "military", None),
    # the two US parties by the bodies and gatherings named after them ('Democratic Party'
    # alone may be another country's: Japan's Liberal Democratic Party)
    "Democratic Party": (
        r"Democratic National (?:Convention|Committee)|DNC",
        "party",
        "US",
    ),
    "Republican Party": (
        r"Republican National (?:Convention|Committee)|RNC|GOP",
        "party",
        "US",
    ),
    # police forces known by their initials: named forces, each other's rivals, though any of
    # them is 'police'
    "Police Service of Northern Ireland": (
        r"PSNI|Police Service of Northern Ireland",
        "police",
        "GB",
    ),
    "New York Police Department": (r"NYPD|New York Police Department", "police", "US"),
    "Los Angeles Police Department": (r"LAPD|Los Angeles Police Department", "police", "US"),
    "Royal Canadian Mounted Police": (
        r"RCMP|Royal Canadian Mounted Police|Mounties",
        "police",
        "CA",
    ),
    "South African Police Service": (r"SAPS|South African Police Service", "police", "ZA"),
    # the international courts, each its own ('the ICC' is no 'World Court'): only the same
    # court agrees
    "International Criminal Court": (r"International Criminal Court|ICC", "court", None),
    "International Court of Justice": (
        r"International Court of Justice|ICJ|World Court",
        "court",
        None,
    ),
    "International Criminal Tribunal for the former Yugoslavia": (
        r"International Criminal Tribunal for the [Ff]ormer Yugoslavia|ICTY|"
        r"Yugoslav war crimes tribunal",
        "court",
        None,
    ),
    "International Criminal Tribunal for Rwanda": (
        r"International Criminal Tribunal for Rwanda|ICTR|Rwanda war crimes tribunal",
        "court",
        None,
    ),
    "European Court of Human Rights": (
        r"European Court of Human Rights|ECHR|ECtHR",
        "court",
        None,
    ),
    "Court of Justice of the European Union": (
        r"(?:European )?Court of Justice(?: of the European Union)?|CJEU|ECJ",
        "court",
        None,
    ),
    "Reuters": (r"Reuters", "news agency", None),
    "Associated Press": (r"Associated Press", "news agency", None),
    "AFP": (r"AFP|Agence France-Presse", "news agency", None),
}


# The wider body an organisation belongs to: a school run by UNRWA is a 'UN-run school', WFP
# trucks are 'UN aid trucks', a Red Crescent society is of the Red Cross movement.
PARENTS: dict[str, str] = {
    **dict.fromkeys(
        (
            "UNHCR",
            "UNICEF",
            "World Food Programme",
            "World Health Organization",
            "UNRWA",
            "UNDP",
            "UNESCO",
            "OCHA",
            "IAEA",
            "UNIFIL",
            "MONUSCO",
        ),
        "United Nations",
    ),
}


class NativeForce(NamedTuple):
    """A country's force under its own-language name, the same force its English description
    names: 'Bundeswehr soldiers' are German army soldiers, the 'Guardia Civil' a Spanish
    police. The police's ``jurisdiction`` tells a national force from a regional one ('the
    Mossos d'Esquadra' are Catalonia's: another police than Spain's national police)."""

    pattern: str
    country: str | None  # None where several countries use the name ('Policia Nacional')
    kind: str  # military | police
    branch: str | None = None  # None: every branch ('Bundeswehr')
    jurisdiction: str | None = None  # national | regional | local


NATIVE_FORCES: tuple[NativeForce, ...] = (
    NativeForce(r"Bundeswehr", "DE", "military"),
    NativeForce(r"Bundesheer", "AT", "military"),
    NativeForce(r"T[sz]?ahal|Zahal", "IL", "military"),
    # Japan's forces by their arms: the Maritime Self-Defense Force is its navy, no coast guard
    NativeForce(
        r"(?:Japan(?:ese)?\s+)?Ground\s+Self-Defen[cs]e\s+Forces?", "JP", "military", "army"
    ),
    NativeForce(
        r"(?:Japan(?:ese)?\s+)?Maritime\s+Self-Defen[cs]e\s+Forces?", "JP", "military", "navy"
    ),
    NativeForce(
        r"(?:Japan(?:ese)?\s+)?Air\s+Self-Defen[cs]e\s+Forces?", "JP", "military", "air force"
    ),
    NativeForce(r"(?:Japan(?:ese)?\s+)?Self-Defen[cs]e\s+Forces?", "JP", "military"),
    NativeForce(r"Bundespolizei", "DE", "police", jurisdiction="national"),
    NativeForce(r"Carabinieri", "IT", "police", jurisdiction="national"),
    NativeForce(r"Guardia di Finanza", "IT", "police", jurisdiction="national"),
    NativeForce(r"Polizia di Stato", "IT", "police", jurisdiction="national"),
    NativeForce(r"Guardia Civil", "ES", "police", jurisdiction="national"),
    NativeForce(
        r"Mossos d['\u2019]Esquadra|Mossos|Ertzaintza", "ES", "police", jurisdiction="regional"
    ),
    NativeForce(
        r"Polic[ií]a Nacional|Police [Nn]ationale", None, "police", jurisdiction="national"
    ),
    # a gendarmerie is soldiers policing: no police force ('French gendarmes', 'riot police')
    NativeForce(r"Gendarmerie [Nn]ationale", "FR", "gendarmerie", jurisdiction="national"),
    NativeForce(r"Garda(?: S[ií]och[aá]na)?|Garda[ií]", "IE", "police", jurisdiction="national"),
    NativeForce(r"Jandarma", "TR", "gendarmerie", jurisdiction="national"),
    # the gendarmerie's mountain rescue units, by their initials
    NativeForce(r"PGHM|PGM", "FR", "gendarmerie", jurisdiction="national"),
    # riot police by their own names: Russia's and Belarus's OMON, France's CRS
    NativeForce(r"OMON", None, "police"),
    NativeForce(r"CRS", "FR", "police", jurisdiction="national"),
    NativeForce(r"Carabineros", "CL", "police", jurisdiction="national"),
    NativeForce(r"Pol[ií]cia Militar", "BR", "police", jurisdiction="regional"),
    NativeForce(r"Rosgvardia", "RU", "police", jurisdiction="national"),
    NativeForce(r"Marechaussee", "NL", "police", jurisdiction="national"),
)
# Words before 'police' that say whose it is: 'the national police', 'regional police'.
JURISDICTIONS = {
    **dict.fromkeys(words("national federal"), "national"),
    **dict.fromkeys(words("regional provincial state"), "regional"),
    **dict.fromkeys(words("local municipal city metropolitan"), "local"),
}
_JURISDICTION_BEFORE = re.compile(rf"\b(?P<word>{'|'.join(JURISDICTIONS)})\s+(?:riot\s+)?$", re.I)

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
    "gendarmes": ("gendarmerie", None),
    "gendarme": ("gendarmerie", None),
    "gendarmerie": ("gendarmerie", None),
    "police officers": ("police", None),
    "policemen": ("police", None),
    "border guards": ("border guard", None),
    "border police": ("border guard", None),
    "coast guard": ("military", "coast guard"),
    # a reserve of its own, no coast guard: 'National Guard troops' against 'US Coast Guard crews'
    "national guard": ("military", "national guard"),
    "security forces": ("security forces", None),
    "militia": ("armed group", None),
    "militiamen": ("armed group", None),
    "rebels": ("armed group", None),
    "insurgents": ("armed group", None),
    "guerrillas": ("armed group", None),
    "guerillas": ("armed group", None),
    "jihadists": ("armed group", None),
    "separatists": ("armed group", None),
    "gunmen": ("armed group", None),
    "paramilitaries": ("paramilitary", None),
    "paramilitary": ("paramilitary", None),
    # soldiers lent to the UN or a regional body wear its helmet, not their army's
    "peacekeepers": ("peacekeepers", None),
    "peacekeeper": ("peacekeepers", None),
    "peacekeeping troops": ("peacekeepers", None),
    "peacekeeping forces": ("peacekeepers", None),
    "blue helmets": ("peacekeepers", None),
    # 'fighters' is what news copy calls soldiers and rebels alike: see compatible_kinds
    "fighters": ("fighters", None),
    "militants": ("armed group", None),
    # criminal gangs and cartels, as Haiti's and Ecuador's captions name them
    "gang members": ("gang", None),
    "gang member": ("gang", None),
    "gangs": ("gang", None),
    "gang": ("gang", None),
    "gangsters": ("gang", None),
    "cartel members": ("gang", None),
    "cartel": ("gang", None),
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
# What a country's forces do from afar, named after the country: 'a Russian air strike',
# 'Israeli shelling', 'a US drone strike'. The country's military struck; it is not shown (the
# picture shows the harm), so it is compared only with what struck in the other caption.
ATTACKS: dict[str, tuple[str, str | None]] = {
    **dict.fromkeys(words("airstrike airstrikes"), ("military", "air force")),
    **dict.fromkeys(
        ("air strike", "air strikes", "air raid", "air raids", "bombing raid", "bombing raids"),
        ("military", "air force"),
    ),
    **dict.fromkeys(
        words("shelling bombardment bombardments bombing bombings missile missiles gunfire"),
        ("military", None),
    ),
    **{
        f"{weapon} {act}": ("military", None)
        for weapon in ("missile", "drone", "rocket", "artillery", "tank", "mortar")
        for act in ("strike", "strikes", "attack", "attacks", "fire", "barrage")
    },
}
FORCES.update(ATTACKS)
_FORCE = "|".join(sorted((re.escape(f) for f in FORCES), key=len, reverse=True))
_ARMY_SOLDIERS = (
    r"(?:army|navy|air force|marine)\s+(?:soldiers|troops|officers|personnel|sailors|pilots)"
)
# A country's name stands for its people as well: 'Myanmar soldiers', 'Congo army'.
ADJECTIVES: dict[str, str] = {
    **{fold(name): code for code, name in country_names().items()},
    **{alias: code for alias, code in world.COUNTRY_ALIASES.items() if "." not in alias},
    **{d: code for d, code in world.DEMONYMS.items() if d and code},
}
_ADJECTIVE = "|".join(sorted((re.escape(d) for d in ADJECTIVES), key=len, reverse=True))
# What stands between a country and its force: 'Yemeni government troops', 'Ethiopian federal
# police', 'Sudanese regular army'.
_OF_STATE = r"(?:(?:government|federal|national|regular|state|pro-government|regime|junta)\s+)?"
FORCE = re.compile(
    rf"\b(?P<country>{_ADJECTIVE}|U\.S\.)(?:['\u2019]s)?\s+{_OF_STATE}"
    rf"(?P<force>{_ARMY_SOLDIERS}|{_FORCE})\b",
    re.I,
)
# Words for armed men after a proper name make the name a group's: 'Fano militiamen'.
GROUP_NOUNS: dict[str, str] = {
    "fighters": "armed group",
    "rebels": "armed group",
    "militants": "armed group",
    "militia": "armed group",
    "militias": "armed group",
    "militiamen": "armed group",
    "insurgents": "armed group",
    "guerrillas": "armed group",
    "guerillas": "armed group",
    "jihadists": "armed group",
    "separatists": "armed group",
    "gunmen": "armed group",
    "paramilitaries": "paramilitary",
    "forces": "armed group",
    "troops": "armed group",
    "soldiers": "armed group",
    # one of them after a name of two words or more: 'a Khmer Rouge soldier' (one word may be
    # a people's: 'a Soviet soldier'; 'fighter' may be a jet: 'an F-16 fighter')
    **dict.fromkeys(words("soldier rebel militant guerrilla gunman insurgent"), "armed group"),
    "brigade": "armed group",
    "brigades": "armed group",
    "battalion": "armed group",
    "regiment": "armed group",
    "police": "police",
    "policemen": "police",
    "guards": "paramilitary",
    "gang": "gang",
    "gangs": "gang",
    "gang members": "gang",
    "cartel": "gang",
}
_GROUP_NOUN = "|".join(sorted(GROUP_NOUNS, key=len, reverse=True))
_ONE_OF_THEM = words("soldier rebel militant guerrilla gunman insurgent")
_FORCE_ENDS = words("army navy force forces guard corps marines")
_MEN_AFTER = re.compile(rf"\s+(?:{_GROUP_NOUN}|members|supporters)\b")
_PROPER = r"(?:[A-Z][\w'\u2019-]*|M\d+|al-[A-Z]\w+)"
# A group's name may end in a lower-case word for what it is: 'Maute group fighters', 'the
# Abu Sayyaf group militants', 'Lendu militia gunmen'.
_WHAT_GROUP = r"(?:\s+(?:group|movement|faction|network|clan|militia))?"
NAMED_GROUP = re.compile(
    rf"(?<![\w'-])(?P<name>{_PROPER}(?:\s+(?:of\s+(?:the\s+)?)?{_PROPER}){{0,5}}{_WHAT_GROUP})"
    rf"\s+(?P<noun>{_GROUP_NOUN})\b"
)
# A compound that describes the men rather than names them: 'Camel-mounted', 'Iran-backed',
# 'Kabul-based' (the place in it is not theirs).
DESCRIBING = re.compile(r"[A-Z][\w'\u2019]*-[a-z][\w-]*")
# Capitalised words that open a sentence or a name but name no group ('Armed fighters').
NOT_GROUP_NAMES = words(
    "the a an this that these those some many several armed masked suspected alleged "
    "rebel opposition government pro islamist militant foreign local security special "
    "riot border federal state national regular elite uniformed unidentified two three "
    "four five six seven eight nine ten dozens hundreds thousands scores more most other "
    "when as after before while during"
)
# A country's forces by their own name: 'the Ethiopian National Defense Force', 'Kenya Defence
# Forces', 'Pakistan Army', 'the Royal Air Force' (Britain's, unless another country is
# named: 'Royal Thai Army'); the men after it are theirs ('Nigerian Army soldiers').
NAMED_FORCE = re.compile(
    r"(?<![\w'-])(?:National\s+|People['\u2019]s\s+)?"
    r"(?P<force>Defen[cs]e\s+Forces?|Armed\s+Forces|Army|Navy|Air\s+Force|Marine\s+Corps|"
    r"Marines)\b"
    r"(?:\s+(?:soldiers|troops|sailors|airmen|officers|personnel|pilots|servicemen|"
    r"service\s+members|units?|jets?|ships?|vessels?))?"
)
# Words before a country's name that start no longer name: 'the Royal Navy'.
_BEFORE_NAMED_FORCE = words("the a an of and by with from for to in at on")
BARE_FORCE = re.compile(
    rf"\b(?:the\s+)?(?P<force>{_ARMY_SOLDIERS}|peacekeep(?:ers?|ing troops|ing forces)|"
    r"blue helmets|military|army|police officers|policemen|"
    r"riot police|police|gendarmes?|gendarmerie|coast guard|navy|air force|troops|soldiers|"
    r"soldier|"
    r"security forces|rebels|"
    r"insurgents|militants|militiamen|militia|guerrillas|paramilitaries|fighters|"
    r"gang members|gangsters|gangs)\b",
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
    r"Ambassador|Chief|Commissioner|Envoy|Spokesman|Spokeswoman|Congressman|Congresswoman|"
    r"Representative|Deputy|Councillor|Councilman|Councilwoman|Assemblyman|Assemblywoman|"
    r"Lawmaker|MP|Mahatma|Pandit|Swami|Guru|Maulana|Haji|Hajji|Father|Sister|Brother|Saint|"
    r"Sultan|Emir|Duke|Duchess|Tsar|Czar|Patriarch|Catholicos|Grand Mufti|Mufti|Monsignor|"
    r"Abbot|Abbess"
)
ROLES = (
    r"photographer|photojournalist|journalist|reporter|correspondent|activist|leader|"
    r"spokesman|spokeswoman|spokesperson|commander|minister|president|actor|actress|singer|"
    r"rapper|footballer|player|coach|founder|chief executive|ceo|director|author|artist|"
    r"doctor|nurse|pilot|resident|survivor|student|teacher|lawyer|official|envoy|senator|"
    r"astronaut|cosmonaut|striker|midfielder|defender|goalkeeper|forward|captain|manager|"
    r"runner|sprinter|athlete|boxer|wrestler|swimmer|gymnast|cyclist|skier|golfer|jockey|"
    r"tennis player|cricketer|batsman|bowler|driver|racer|climber|mountaineer|explorer|"
    r"musician|guitarist|drummer|pianist|composer|poet|novelist|writer|painter|sculptor|"
    r"dancer|comedian|presenter|broadcaster|anchor|filmmaker|producer|model|designer|chef|"
    r"businessman|businesswoman|billionaire|entrepreneur|tycoon|scientist|physicist|"
    r"economist|diplomat|politician|legislator|candidate|nominee|dissident|laureate|monk|nun|"
    r"priest|pastor|preacher|cleric|bishop|archbishop|cardinal|pope|king|queen|prince|"
    r"princess|duke|duchess|sultan|emir|monarch|dictator|warlord|chairman|chairwoman|"
    r"owner|veteran|widow|mother|father|son|daughter|wife|husband|farmer|fisherman|vendor|"
    r"volunteer|medic|paramedic|firefighter|soldier|officer|sergeant|lieutenant|colonel"
)
# An organisation before its leader's title and name names an office: 'UNICEF Executive
# Director Anna Lind', 'UN Secretary-General'; a body and the wider one it is part of are
# two offices, though a school of one is a school of the other.
OFFICE_AFTER = re.compile(rf"\s+(?:[A-Z][a-z]+[- ])?(?:{TITLES}|Director)\b")
_PARTICLE = r"(?:bin|ibn|al-|el-|de|da|van|von|der|le|la|abu)?"
_NAME = (
    rf"(?P<name>[{UPPER}][\w'\u2019-]+(?:\s+{_PARTICLE}\s*(?:[{UPPER}][\w'\u2019-]+|[A-Z]\.)){{0,3}}"
    rf"(?:\s+[A-Z](?![\w.]))?)"  # 'Michael B. Jordan', 'Malcolm X'
)
TITLED = re.compile(rf"\b(?P<title>{TITLES})\s+{_NAME}")
# a role in lower case, or capitalised at a sentence's start: 'Astronaut Sally Ride'
ROLED = re.compile(rf"\b(?P<title>(?i:{ROLES}))\s+{_NAME}")
# 'Maria Santos, 45, ...', 'Ali Hassan, aged 34, from Mosul': a name with an age is a person.
AGED = re.compile(rf"\b{_NAME},\s+(?:aged\s+)?\d{{1,3}}(?=,|\s+(?:years?|yrs))")
# 'Princes William and Harry', 'Presidents Biden, Macron and Scholz': one title, several people
_ONE_NAME = rf"[{UPPER}][\w'\u2019-]+(?:\s+[{UPPER}][\w'\u2019-]+){{0,2}}"
PLURAL_TITLED = re.compile(
    r"\b(?P<title>Princes|Princesses|Presidents|Prime Ministers|Senators|Generals|Kings|Queens|"
    r"Cardinals|Bishops|Sheikhs|Drs\.?)\s+"
    rf"(?P<names>{_ONE_NAME}(?:\s*,\s*{_ONE_NAME})*\s*,?\s+and\s+{_ONE_NAME})"
)
_NAME_IN_LIST = re.compile(_ONE_NAME)
# 'Diana, Princess of Wales', 'Philip, Duke of Edinburgh': a given name styled by its title
STYLED = re.compile(
    rf"\b{_NAME},\s+(?:the\s+)?(?P<title>Prince|Princess|Duke|Duchess|Earl|Countess|"
    r"Marquess|Marchioness|Baron|Baroness|Lord|Lady|King|Queen|Emperor|Empress|Grand Duke|"
    r"Grand Duchess|Prince Consort)\s+of\s+[A-Z]"
)
# 'the Archbishop of Canterbury', 'the Bishop of Rome', 'the Grand Mufti of Jerusalem': an
# office named by its see is a person (its holder), not a place of the picture
SEE_OFFICE = re.compile(
    r"\b[Tt]he\s+(?P<title>(?:Chief\s+)?Rabbi|Archbishop|Bishop|Patriarch|Metropolitan|"
    r"Grand\s+Mufti|Mufti|Dean|Abbot|Catholicos)\s+of\s+"
    r"(?P<see>[A-Z][\w'\u2019-]+(?:\s+[A-Z][\w'\u2019-]+){0,2})"
)
# 'the future Pope Francis', 'the later King Charles III', 'the then Prince of Wales': a name
# or title the person held at another time than the picture's, under which the other caption
# may well name them otherwise
ANOTHER_TIME = re.compile(r"\b(?:the\s+)?(?:future|later|then|then-|soon-to-be)\s*-?\s*$", re.I)
SPEAKER = re.compile(
    rf"(?<![\w.] )\b{_NAME}\s+(?:said|says|told|tweeted|wrote|speaks|spoke|addresses|addressed|"
    r"arrives|arrived|waves|waved|meets|met|visits|visited|greets|greeted|gestures|smiles|"
    r"attends|attended|holds|held|addressing|speaking|arriving|waving|meeting|visiting|"
    r"greeting|gesturing|smiling|attending|"
    # what a performer does on stage, which stage names often go alone before: 'Burna Boy
    # performs', 'Rosalía sings'
    r"performs|performed|performing|sings|sang|singing|dances|danced|raps|rapped|poses|posed)\b"
)
_NAME_PARTICLES = words("bin ibn al el de da do dos das del der van von le la abu y e")
# Words of a title written as part of a name: 'Sheikh Hasina', 'President Lula'.
TITLE_WORDS = words(
    "president vice prime minister premier chancellor secretary senator sen governor gov "
    "mayor king queen prince princess crown pope emperor sheikh ayatollah mullah general "
    "gen lt lieutenant colonel col captain capt major sergeant sgt commander admiral adm "
    "dr mr mrs ms judge justice bishop archbishop cardinal rev imam rabbi sir dame lord "
    "lady speaker ambassador chief commissioner envoy former late congressman congresswoman "
    "representative deputy councillor councilman councilwoman assemblyman assemblywoman "
    "lawmaker mp mahatma pandit swami guru maulana haji hajji father sister brother saint "
    "sultan emir duke duchess tsar czar patriarch catholicos mufti monsignor abbot abbess "
    # the same titles as other languages write them: 'Dronning Margrethe', 'Rey Felipe'
    "dronning drottning kong konge kung koning koningin rey reina roi reine konig konigin "
    "koenig koenigin re regina rei rainha principe princesa prinz prinzessin prins prinses "
    "infante infanta sheikha emira"
)
_TITLE_WORDS = TITLE_WORDS
# Words after a name that belong to it: 'Martin Luther King Jr.', 'Margrethe II'.
NAME_SUFFIXES = words("jr sr junior senior i ii iii iv v vi vii viii ix x xi xii")
# Capitalised words that are never the start of a person's name.
NOT_NAMES = words(
    "the a an this that these those it he she they we i his her their our its in on at of "
    "photo video image footage picture smoke flames crowds residents people"
)


# An organisation after these words is what the people shown flee, face or follow,
# not who is shown: 'Afghans flee the Taliban', 'a protest against NATO'.
# Who gives, leads or acts is compared: 'food aid from the World Food Programme' is not 'from
# UNICEF'.
MENTIONED = re.compile(
    r"\b(?:(?:flee(?:s|ing)?|fled|escap(?:e|es|ed|ing))(?:\s+from)?|against|under|"
    r"fear(?:s|ed|ing)?|fight(?:s|ing)?|fought|oppos(?:e|es|ed|ing)|fac(?:e|es|ed|ing)|"
    r"protest(?:s|ing)?|according to|accus(?:e|es|ed|ing)|blam(?:e|es|ed|ing)|"
    # whose leader or member a person is: 'Jorge Ruiz, leader of the Gulf Clan'
    r"(?:leader|head|chief|commander|founder|boss|spokes(?:man|woman|person)|"
    r"chairman|chairwoman|director|president|secretary[- ]general)\s+of)"
    r"\s+(?:the\s+)?$",
    re.I,
)


def _role(text: str, start: int) -> str:
    return "mentioned" if MENTIONED.search(text[max(0, start - 40) : start]) else "shown"


def compatible_kinds(a: str | None, b: str | None) -> bool:
    """Whether two kinds of organisation can name the same men: 'fighters' are soldiers or
    rebels, 'security forces' are soldiers, police or paramilitaries."""
    if a == b:
        return True
    vague = {"fighters": {"armed group", "military", "paramilitary"}}
    vague["security forces"] = {
        "military",
        "police",
        "paramilitary",
        "border guard",
        "gendarmerie",
    }
    return b in vague.get(a or "", set()) or a in vague.get(b or "", set())


# Letters no accent-stripping reaches, as English-language desks write them: 'Jørgensen' is
# 'Jorgensen', 'Wałęsa' 'Walesa', 'Đoković' 'Djokovic' (by the 'dj' the transliteration gives).
_LETTERS = str.maketrans(
    {"ø": "o", "ł": "l", "đ": "dj", "æ": "ae", "œ": "oe", "ß": "ss", "\u0131": "i"}
)


def name_words(name: str) -> list[str]:
    """A person's name as words to compare, without titles and particles:
    'President Luiz Inacio Lula da Silva' -> ['luiz', 'inacio', 'lula', 'silva']."""
    written = fold(name).translate(_LETTERS).replace(".", " ").replace(",", " ").split()
    while len(written) > 1 and written[0] in _TITLE_WORDS:
        written.pop(0)  # titles go before a name; 'King' of 'Martin Luther King' is the name's
    found = []
    for word in written:
        if word not in _NAME_PARTICLES and word not in ("former", "late"):
            found.append({"junior": "jr", "senior": "sr"}.get(word, word))
    return found


# The names above and the forces' own names, compiled once, each tried on a caption only when
# it holds one of its words.
_NAMED_ORG_PATTERNS = [
    (canonical, Cued(re.compile(rf"\b(?:{pattern})\b")), kind, country)
    for canonical, (pattern, kind, country) in NAMED_ORGS.items()
]
_NATIVE_FORCE_PATTERNS = [
    (force, Cued(re.compile(rf"\b(?:{force.pattern})(?![\w'-])"))) for force in NATIVE_FORCES
]


def extract_organisations(text: str, spans: Spans) -> list[Claim]:
    """Forces and groups, each with its role: shown in the picture, or only mentioned."""
    claims: list[Claim] = _named_forces(text, spans)
    folded = fold_case(text)
    named = [
        (match, canonical, kind, country)
        for canonical, pattern, kind, country in _NAMED_ORG_PATTERNS
        for match in pattern.finditer(text, folded)
    ]
    # the longest name first: 'Karen National Liberation Army' before 'National Liberation Army'
    for match, canonical, kind, country in sorted(
        named, key=lambda n: (n[0].start() - n[0].end(), n[0].start())
    ):
        start, end = match.span()
        society = NATIONAL_SOCIETY.search(text[max(0, start - 40) : start])
        after = re.match(r"\s+Society\b", text[end:])
        national = society and any(fold(w) in ADJECTIVES for w in society.group(0).split())
        if canonical in ("Red Cross", "Red Crescent") and society and (after or national):
            # 'the Palestine Red Crescent Society': a country's own society, with its acronym
            start, end = start - len(society.group(0)), end + (after.end() if after else 0)
            canonical = " ".join(text[start:end].split())
        if country is None and _country_force_at(text, start):
            continue  # 'the Canadian Coast Guard', 'U.S. Coast Guard': the country's own
        men = _MEN_AFTER.match(text, end)  # 'Taliban fighters', 'Hamas militants'
        if men and spans.free(start, men.end()):
            end = men.end()
        if spans.free(start, end):
            spans.take(start, end)
            detail = {"kind": kind, "country": country, "role": _role(text, start)}
            if OFFICE_AFTER.match(text, end):
                detail["office"] = True
            claims.append(Claim("organisation", canonical, text[start:end], detail, (start, end)))
    for force, pattern in _NATIVE_FORCE_PATTERNS:
        for match in pattern.finditer(text, folded):
            start, end = match.span()
            if spans.free(start, end):
                claim = _org(
                    text,
                    start,
                    end,
                    force.country,
                    force.kind,
                    force.branch,
                    spans,
                    force.jurisdiction,
                )
                # which of a country's forces: the Carabinieri are no Guardia di Finanza
                claims.append(replace(claim, detail={**claim.detail, "force": force.pattern}))
    claims += _named_groups(text, spans)
    for match in FORCE.finditer(text):
        start, end = match.span()
        if not spans.free(start, end):
            continue
        country = ADJECTIVES.get(fold(match.group("country")).rstrip(".")) or (
            "US" if match.group("country").upper().startswith("U") else None
        )
        kind, branch = _force(match.group("force"))
        if " ".join(match.group("force").lower().split()) not in ATTACKS:
            claims.append(_org(text, start, end, country, kind, branch, spans))
            continue
        # the attack itself stays the event's ('a Russian missile strike' is an airstrike)
        claim = _org(text, start, match.end("country"), country, kind, branch, spans)
        role = "attacker" if claim.detail["role"] == "shown" else claim.detail["role"]
        claims.append(replace(claim, text=text[start:end], detail={**claim.detail, "role": role}))
    claims += extract_named_organisations(text, spans, _role)
    for match in BARE_FORCE.finditer(text):
        start, end = match.span("force")
        if not spans.free(start, end):
            continue
        kind, branch = _force(match.group("force"))
        claims.append(_org(text, start, end, None, kind, branch, spans))
    claims = [_source_of_picture(text, _as_unit(text, claim)) for claim in claims]
    return sorted(claims, key=lambda c: c.span or (0, 0))


def _country_force_at(text: str, start: int) -> bool:
    """Whether a country's name before a body every country has ('Coast Guard') makes it
    that country's force, as FORCE reads it: the Canadian is no U.S. Coast Guard."""
    before = re.search(
        rf"(?:\b(?:{_ADJECTIVE})|\bU\.S\.)\s+$", text[max(0, start - 40) : start], re.I
    )
    return bool(before) and FORCE.match(text, start - len(before.group(0))) is not None


# A picture's kind after an organisation: the organisation made or gave out the picture.
_PICTURE_AFTER = re.compile(
    r"\s+(?:[A-Z][\w-]*\s+)?(?:drone\s+|handout\s+|surveillance\s+)?"
    r"(?:video|footage|image|photo|photograph|still|screenshot|handout)s?\b"
)


def _source_of_picture(text: str, claim: Claim) -> Claim:
    """'a still from a Thai Navy SEAL video', 'Israeli army footage shows': the organisation
    is where the picture comes from (a credit's matter), not who the picture shows."""
    if not claim.span or not _PICTURE_AFTER.match(text, claim.span[1]):
        return claim
    return Claim(
        claim.field, claim.value, claim.text, {**claim.detail, "role": "source"}, claim.span
    )


# Words of an army unit's name: 'the 24th Mechanised Brigade', '82nd Airborne Division'.
UNIT_WORDS = words(
    "mechanised mechanized motorised motorized airborne air assault infantry armoured armored "
    "tank rifle marine mountain guards guard special operations artillery territorial defence "
    "defense forces brigade brigades division divisions battalion battalions regiment regiments "
    "corps company squadron army separate independent light heavy"
)
_LAND_UNIT_WORDS = words(
    "mechanised mechanized motorised motorized airborne infantry armoured armored tank rifle "
    "mountain territorial"
)
_COUNTRY_BEFORE = re.compile(
    rf"\b(?P<country>{_ADJECTIVE})(?:['\u2019]s)?\s+(?:the\s+)?(?:\d+(?:st|nd|rd|th)\s+)?$",
    re.I,
)


# A country's name before a national Red Cross or Red Crescent society: 'the Syrian Arab'.
NATIONAL_SOCIETY = re.compile(r"(?:[A-Z][\w'-]+\s+){1,3}$")
# 'the Armed Forces of Ukraine', 'the Army of Chile': a country's forces by their full name.
FORCES_OF = re.compile(
    rf"^(?P<force>Armed Forces|Defen[cs]e Forces|Army|Navy|Air Force|National Guard|"
    rf"Marine Corps)\s+of\s+(?:the\s+)?(?P<country>{_ADJECTIVE})$",
    re.I,
)


def _as_unit(text: str, claim: Claim) -> Claim:
    """An army unit named by its number and arms ('Ukraine's 24th Mechanised Brigade', 'the
    82nd Airborne Division') is its country's military, not a group of its own."""
    if claim.field != "organisation" or "branch" in claim.detail or claim.span is None:
        return claim
    forces_of = FORCES_OF.match(claim.value)
    if forces_of:
        kind, branch = _force(forces_of.group("force"))
        country = ADJECTIVES.get(fold(forces_of.group("country")))
        value = f"{branch or kind} ({country})" if country else branch or kind
        role = claim.detail.get("role", "shown")
        detail = {"kind": kind, "country": country, "branch": branch, "role": role}
        return Claim("organisation", value, claim.text, detail, claim.span)
    if not all(fold(w) in UNIT_WORDS for w in claim.value.split()):
        return claim
    found = _COUNTRY_BEFORE.search(text[max(0, claim.span[0] - 40) : claim.span[0]])
    country = ADJECTIVES.get(fold(found.group("country"))) if found else claim.detail.get("country")
    named = {fold(w) for w in claim.value.split()}
    branch = next(
        (FORCES[w][1] for w in sorted(named) if w in FORCES and FORCES[w][1]),
        "army" if named & _LAND_UNIT_WORDS else None,
    )
    value = f"{branch or 'military'} ({country})" if country else branch or "military"
    detail = {
        "kind": "military",
        "country": country,
        "branch": branch,
        "role": claim.detail.get("role", "shown"),
    }
    return Claim("organisation", value, claim.text, detail, claim.span)


def _named_groups(text: str, spans: Spans) -> list[Claim]:
    """'Fano militiamen', 'M23 rebels', 'Chechen Akhmat fighters': a proper name before a word
    for armed men is a group of that name. A country's or place's name there is that
    country's force instead ('Kurdish fighters', 'Kabul police'), left to FORCE."""
    claims = []
    for match in NAMED_GROUP.finditer(text):
        words_ = match.group("name").split()
        country = None
        described = len(words_) > 1 and bool(DESCRIBING.fullmatch(words_[0]))
        if described:
            words_.pop(0)  # 'Camel-mounted Border Security Force soldiers': the rest is a name
        while words_ and (
            (fold(words_[0]) in NOT_GROUP_NAMES and not described) or fold(words_[0]) in ADJECTIVES
        ):
            if fold(words_[0]) in ADJECTIVES:  # 'Chechen Akhmat fighters'
                country = ADJECTIVES[fold(words_[0])]
                rest = words_[1:]
                if rest and all(fold(w) in UNIT_WORDS for w in rest):
                    break  # 'Kenya Defence Forces': the country's name is the forces' name
            words_.pop(0)  # 'Somali Islamist militants' name no group
        if not words_ or words_[-1].endswith(("'s", "\u2019s")) or words_[0] in ("of", "al-"):
            continue
        name = " ".join(words_)
        if fold(name) in ADJECTIVES or fold(name) in TITLE_WORDS:
            continue
        if match.group("noun") in _ONE_OF_THEM and (
            len(words_) < 2 or fold(words_[-1]) in _FORCE_ENDS
        ):
            continue  # 'a Red Army soldier': the army's, read as a force
        start = match.end("name") - len(name)
        end = match.end()
        if not spans.free(start, end):
            continue
        if words_[-1].islower():  # 'Maute group' is the Maute
            if len(words_) == 1:
                continue
            name = " ".join(words_[:-1])
        noun = match.group("noun")
        place = _place(name)
        if place:  # 'Kabul police', 'Gaza fighters': the force of that place's country
            kind, branch = _force(noun)
            claims.append(_org(text, start, end, place, kind, branch, spans))
            continue
        spans.take(start, end)
        detail = {"kind": GROUP_NOUNS[noun], "country": country, "role": _role(text, start)}
        claims.append(Claim("organisation", name, text[start:end], detail, (start, end)))
    return claims


def _named_forces(text: str, spans: Spans) -> list[Claim]:
    """A country's forces by their own name (NAMED_FORCE), which keep the name they are
    written with so that its acronym is known for them ('ENDF', 'RAF', 'KDF'). A capitalised
    word before it makes it the end of a longer name: the 'Free Syrian Army' is no army."""
    claims = []
    for match in NAMED_FORCE.finditer(text):
        country, start = _owner_of_force(text, match.start())
        if country is None:
            continue
        before = re.search(r"([\w'\u2019-]+)\s+$", text[max(0, start - 30) : start])
        previous = before.group(1) if before else ""
        if (
            previous[:1].isupper()
            and fold(previous) not in _BEFORE_NAMED_FORCE
            and not re.search(r"['\u2019]s$", previous)  # 'Thursday's Royal Air Force flypast'
        ):
            continue
        end = match.end()
        if not spans.free(start, end):
            continue
        kind, branch = _force(" ".join(match.group("force").split()))
        claim = _org(text, start, end, country, kind, branch, spans)
        name = text[start : match.end("force")]
        claims.append(replace(claim, detail={**claim.detail, "name": name}))
    return claims


def _owner_of_force(text: str, start: int) -> tuple[str | None, int]:
    """The country whose name (or 'Royal': Britain's, unless a country follows it) stands
    right before a force's words, and where it starts: 'Royal Thai Army' -> TH."""
    tokens = list(_TOKEN.finditer(text, max(0, start - 50), start))
    for size in range(min(len(tokens), 4), 0, -1):
        first = tokens[-size].start()
        if not _WORDS_ONLY.fullmatch(text, first, start):
            continue
        written = [t.group(0) for t in tokens[-size:]]
        royal = written[0] == "Royal"
        rest = written[1:] if royal else written
        key = re.sub(r"['\u2019]s$", "", fold(" ".join(rest)))
        if rest and rest[0][:1].isupper() and key in ADJECTIVES:
            return ADJECTIVES[key], first
        if royal and not rest:
            return "GB", first
    return None, start


_TOKEN = re.compile(r"[\w'\u2019-]+")
_WORDS_ONLY = re.compile(r"[\w'\u2019-]+(?:\s+[\w'\u2019-]+)*\s+")


def _place(name: str) -> str | None:
    """The country of a well-known place of this name ('Kabul', 'Gaza'), if it is one."""
    for place in gazetteer().lookup(name):
        if place.country and (place.kind != "city" or place.population >= 100_000):
            return place.country
    return None


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
    jurisdiction: str | None = None,
) -> Claim:
    spans.take(start, end)
    detail = {"kind": kind, "country": country, "branch": branch, "role": _role(text, start)}
    if kind == "police" and jurisdiction is None:
        police = re.search(r"\bpolice", text[start:end], re.I)
        words_before = text[max(0, start - 30) : start + police.start()] if police else ""
        written = _JURISDICTION_BEFORE.search(words_before)
        if written:  # 'Spanish national police', 'Catalan regional police'
            jurisdiction = JURISDICTIONS[written.group("word").lower()]
    name = f"{jurisdiction} {branch or kind}" if jurisdiction else branch or kind
    if jurisdiction:
        detail["jurisdiction"] = jurisdiction
    value = f"{name} ({country})" if country else name
    return Claim("organisation", value, text[start:end], detail, (start, end))


# 'Martin Luther King Jr.': a run of capitalised words before Jr or Sr is a name, whatever
# the title word inside it.
SUFFIXED = re.compile(
    r"(?<![\w'\u2019-])(?P<name>[A-Z][\w'\u2019-]+(?:\s+[A-Z][\w'\u2019-]+){1,3},?\s+(?:Jr|Sr)\b\.?)"
)
# "Joaquin 'El Toro' Guzman", "Edwin 'Buzz' Aldrin": a nickname in quotes inside a name.
NICKNAMED = re.compile(
    r"(?<![\w'\u2019-])(?P<first>[A-Z][\w-]+(?:\s+[A-Z][\w-]+)?)\s+"
    r"['\u2018\"\u201c](?P<nick>[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2})['\u2019\"\u201d]\s+"
    r"(?P<last>[A-Z][\w'\u2019-]+(?:\s+[A-Z][\w'\u2019-]+)?)"
)
# What a name is also called: 'Rodrigo Lopez, known as Tiro', "Ana Diaz ('La Jefa')", a
# stage name and a legal name ('Ana Ruiz, better known as Rubí', 'Rubí (real name Ana Ruiz)').
ALIAS_AFTER = re.compile(
    r"(?:,?\s+(?:(?:better\s+|popularly\s+|professionally\s+|widely\s+)?known\s+as|"
    r"nicknamed|alias|aka|dubbed|also\s+called|(?:whose\s+)?real\s+name(?:\s+is)?|born)\s+"
    r"|\s*\((?:real\s+name\s+|born\s+|n[ée]e\s+)?)"
    r"['\u2018\"\u201c]?(?P<alias>[A-Z][\w-]+(?:\s+[A-Z][\w-]+){0,2})['\u2019\"\u201d]?\)?"
)


def _with_aliases(text: str, claim: Claim, spans: Spans) -> Claim:
    """A person's claim with the other names the caption gives them right after the name."""
    if claim.span is None:
        return claim
    match = ALIAS_AFTER.match(text, claim.span[1])
    if not match or not spans.free(match.start("alias"), match.end("alias")):
        return claim
    spans.take(match.start("alias"), match.end("alias"))
    aliases = [*claim.detail.get("aliases", []), match.group("alias")]
    return Claim(
        claim.field, claim.value, claim.text, {**claim.detail, "aliases": aliases}, claim.span
    )


def _with_regnal_name(claim: Claim) -> Claim:
    """A pope's, monarch's or patriarch's claim marked with their line of names
    (``regnal_name``): 'King Rama X' is 'Maha Vajiralongkorn', whichever a caption writes."""
    line = regnal_name(claim.value, claim.detail.get("title"))
    if line is None:
        return claim
    return Claim(claim.field, claim.value, claim.text, {**claim.detail, "regnal": line}, claim.span)


def _inside_a_name(text: str, start: int) -> bool:
    """A capitalised role word after another capitalised word is part of a longer name, not a
    role: 'Tan Son Nhut airport', 'Grand Master Hotel' ('Son', 'Master')."""
    if not text[start : start + 1].isupper():
        return False
    before = re.search(r"([A-Z][\w'\u2019-]*)[ -]$", text[max(0, start - 40) : start])
    return (
        before is not None
        and not before.group(1).isupper()  # 'AFP Photographer Ali Khan' is a role
        and not sentence_start(text, start - len(before.group(0)))
    )


_POSSESSIVE = re.compile(r"['\u2019]s$")


def _possessive_ends(name: str, start: int, end: int) -> tuple[str, int, int]:
    """A possessive ends a name: 'Pope John Paul II's Mass' names John Paul II, 'President
    Emmanuel Macron's wife' Emmanuel Macron. A place's possessive opens one instead ("Spain's
    Alcaraz, 20" is Alcaraz), and so does any owner before a full name ("Arsenal's Bukayo
    Saka, 21")."""
    tokens = name.split()
    owner = next((i for i, t in enumerate(tokens) if _POSSESSIVE.search(t)), None)
    if owner is None:
        return name, start, end
    whose = " ".join(tokens[: owner + 1])[:-2]
    rest = " ".join(tokens[owner + 1 :])
    if rest and (
        _place(whose) is not None or fold(whose) in ADJECTIVES or len(rest.split()) > 1
    ):  # "Arsenal's Bukayo Saka, 21": a name of its own after the owner
        return rest, end - len(rest), end
    return whose, start, start + len(whose)


# 'Macron's wife', "Mandela's coffin": a lone name that owns a relative or a person's things is
# a person's (no place nor English word: not "Kenya's wife", "Nature's way").
OWNER_OF_KIN = re.compile(
    rf"(?<![\w'\u2019-])(?P<name>[{UPPER}][\w-]+)['\u2019]s\s+(?:wife|husband|widow|widower|son|"
    r"daughter|mother|father|brother|sister|children|family|coffin|funeral|grave|supporters|"
    r"portrait|motorcade|aides?|bodyguards?|lawyers?)\b"
)


# A team's possessive before one of its players named by one name: see ONE_NAME_PLAYER.
_PLAYER_OF = re.compile(
    r"(?<![\w'\u2019-])(?P<owner>[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*){0,2})['\u2019]s\s+"
)


def extract_persons(text: str, spans: Spans) -> list[Claim]:
    claims = []
    for match in ROYAL_STYLE.finditer(text):  # 'the Duke of Sussex' is Prince Harry
        start, end = match.span()
        # not a couple's half nor whose kin someone is ('child of the Duke and Duchess of ...')
        kin = re.search(r"(?:\bof|\band)\s+(?:the\s+)?$", text[max(0, start - 12) : start])
        if spans.free(start, end) and not kin:
            spans.take(start, end)
            name, title, aliases = ROYAL_STYLES[match.group("style")]
            detail = {"surname": fold(name), "title": title, "aliases": list(aliases)}
            claims.append(Claim("person", name, match.group(0), detail, (start, end)))
    for match in SEE_OFFICE.finditer(text):
        start, end = match.span("title")[0], match.end()
        if spans.free(start, end):
            spans.take(start, end)
            name = text[start:end]
            detail = {"surname": fold(match.group("see")), "office": True}
            claims.append(Claim("person", name, match.group(0), detail, (start, end)))
    for match in NICKNAMED.finditer(text):
        start, end = match.span()
        if not spans.free(start, end) or fold(match.group("first").split()[0]) in NOT_NAMES:
            continue
        spans.take(start, end)
        name = f"{match.group('first')} {match.group('last')}"
        nick = match.group("nick")
        detail = {
            "surname": fold(name.split()[-1]),
            "aliases": [nick, f"{nick} {match.group('last')}"],
        }
        claims.append(Claim("person", name, match.group(0), detail, (start, end)))
    for match in SUFFIXED.finditer(text):
        start, end = match.span("name")
        if not spans.free(start, end) or fold(match.group("name").split()[0]) in NOT_NAMES:
            continue
        spans.take(start, end)
        name = match.group("name").rstrip(".").replace(",", "")
        detail = {"surname": fold(name.split()[-2])}
        claims.append(Claim("person", name, match.group(0), detail, (start, end)))
    for match in PLURAL_TITLED.finditer(text):
        if not spans.free(*match.span()):
            continue
        spans.take(*match.span())
        title = match.group("title").rstrip(".")
        title = title[:-2] if title.endswith("sses") else title[:-1]  # 'Princesses', 'Princes'
        for each in _NAME_IN_LIST.finditer(text, match.start("names"), match.end("names")):
            name, span = each.group(0), each.span()
            detail = {"surname": fold(name.split()[-1]), "title": title}
            claims.append(Claim("person", name, name, detail, span))
    for pattern in (STYLED, TITLED, ROLED, AGED, SPEAKER):
        for match in pattern.finditer(text):
            start, end = match.span("name")
            name = match.group("name")
            if not spans.free(start, end) or fold(name.split()[0]) in NOT_NAMES:
                continue
            if all(fold(w) in NAME_SUFFIXES for w in name.split()):
                continue  # 'King Jr.' is the end of a name, not a king
            if pattern is AGED and len(name.split()) < 2:
                continue
            if pattern is SPEAKER and len(name.split()) < 2 and not lone_surname(name):
                continue  # 'Jinnah addresses ...', but not 'Kyiv waves' or 'Rescuers said'
            if pattern is STYLED and fold(name.split()[0]) in TITLE_WORDS:
                continue  # 'Prince Philip, Duke of Edinburgh': the title before it names him
            title = match.groupdict().get("title")
            if pattern is ROLED and _inside_a_name(text, match.start()):
                continue
            name, start, end = _possessive_ends(name, start, end)
            spans.take(match.start(), end)
            detail = {"surname": fold(name.split()[-1])}
            if title:
                detail["title"] = title
            if ANOTHER_TIME.search(text[max(0, match.start() - 20) : match.start()]):
                detail["another_time"] = True
            claims.append(Claim("person", name, text[match.start() : end], detail, (start, end)))
    for match in _PLAYER_OF.finditer(text):
        player = ONE_NAME_PLAYER.match(text, match.end())
        start, end = player.span("name") if player else (0, 0)
        owner = match.group("owner")
        if (
            player
            and spans.free(start, end)
            and not _place(owner)
            and fold(owner) not in ADJECTIVES
        ):
            spans.take(start, end)
            name = player.group("name")
            claims.append(Claim("person", name, name, {"surname": fold(name)}, (start, end)))
    for match in OWNER_OF_KIN.finditer(text):
        start, end = match.span("name")
        name = match.group("name")
        if spans.free(start, end) and lone_surname(name):
            spans.take(start, end)
            claims.append(Claim("person", name, name, {"surname": fold(name)}, (start, end)))
    for start, end, name in person_names(text):
        if spans.free(start, end):
            spans.take(start, end)
            detail = {"surname": fold(name.split()[-1])}
            claims.append(Claim("person", name, name, detail, (start, end)))
    claims = [_with_regnal_name(_with_aliases(text, claim, spans)) for claim in claims]
    return sorted(claims, key=lambda c: c.span or (0, 0))
