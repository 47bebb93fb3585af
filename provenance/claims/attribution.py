"""Credits and hedges: who a caption says made the picture, and how sure it is.

A credit is a formal credit line: 'Photo: AFP', 'Photo by Wakil Kohsar/AFP',
'Courtesy of the family', '© Reuters', 'AFP via Getty Images', '(Reuters)', and the
agency-first forms wires and papers print: 'REUTERS/Toby Melville', '(AP Photo/Jane
Doe)', 'EPA-EFE/Name', 'Name | AFP'. Whatever the order, the value is one form,
person first: 'Toby Melville/Reuters'.
'Video: people cling to ...' is a label, not a credit: a credit names someone.
A hedge is a phrase that keeps a distance from the claim: 'what appears to
be', 'reportedly', 'allegedly', 'it is unclear', 'is believed to'.
"""

from __future__ import annotations

import re

import simplemma

from provenance.claims.cues import Cued, fold_case
from provenance.claims.model import Claim
from provenance.claims.person_names import NOT_IN_NAMES, NOT_LAST, first_names, names_a_place
from provenance.claims.text import Spans, fold, words

AGENCIES = {
    "afp": "AFP",
    "agence france-presse": "AFP",
    "agence france presse": "AFP",
    "ap": "AP",
    "associated press": "AP",
    "the associated press": "AP",
    "reuters": "Reuters",
    "getty": "Getty Images",
    "getty images": "Getty Images",
    "epa": "EPA",
    "epa-efe": "EPA",
    "efe": "EFE",
    "anadolu": "Anadolu",
    "anadolu agency": "Anadolu",
    "xinhua": "Xinhua",
    "shutterstock": "Shutterstock",
    "alamy": "Alamy",
    "pa": "PA",
    "pa images": "PA",
    "pa media": "PA",
    "sipa": "Sipa",
    "ansa": "ANSA",
    "dpa": "dpa",
    "bloomberg": "Bloomberg",
    "nurphoto": "NurPhoto",
    "sopa images": "SOPA Images",
    "zuma": "ZUMA",
    "zuma press": "ZUMA",
    "tass": "TASS",
    "kyodo": "Kyodo",
    "yonhap": "Yonhap",
    "upi": "UPI",
    "polaris": "Polaris",
    "magnum": "Magnum",
    "magnum photos": "Magnum",
    "us air force": "US Air Force",
    "us army": "US Army",
    "us navy": "US Navy",
    "us marine corps": "US Marine Corps",
    "dvids": "DVIDS",
    "handout": "Handout",
    "pa wire": "PA",
    # the national and photo agencies and sports picture desks credit lines name worldwide
    "keystone": "Keystone",
    "hans lucas": "Hans Lucas",
    "action images": "Action Images",
    "abaca": "ABACA",
    "abacapress": "ABACA",
    "imago": "IMAGO",
    "anp": "ANP",
    "belga": "Belga",
    "ritzau scanpix": "Ritzau Scanpix",
    "ntb scanpix": "NTB",
    "lehtikuva": "Lehtikuva",
    "ctk": "CTK",
    "jiji press": "Jiji",
    "aap": "AAP",
    "aap image": "AAP",
    "bernama": "Bernama",
    "antara": "Antara",
    "antara foto": "Antara",
    "pti": "PTI",
    "lapresse": "LaPresse",
    "europa press": "Europa Press",
    "agencia brasil": "Agência Brasil",
    "sipa usa": "Sipa",
    "sipa press": "Sipa",
    "sportsfile": "Sportsfile",
    "icon sportswire": "Icon Sportswire",
    "usa today sports": "USA Today Sports",
    "rex features": "Shutterstock",
    "rex": "Shutterstock",
    "camera press": "Camera Press",
    "redux": "Redux",
    "eyevine": "eyevine",
    "vii": "VII",
    "noor": "NOOR",
    "panos": "Panos",
    "contrasto": "Contrasto",
    "pacific press": "Pacific Press",
    "lightrocket": "LightRocket",
    "middle east images": "Middle East Images",
    # the companies that sell satellite pictures, credited like agencies ('©2023 Maxar
    # Technologies', 'Satellite image from Airbus DS'); DigitalGlobe is Maxar's former name
    "maxar": "Maxar",
    "maxar technologies": "Maxar",
    "digitalglobe": "Maxar",
    "planet labs": "Planet Labs",
    "planet labs pbc": "Planet Labs",
    "airbus ds": "Airbus DS",
    "airbus defence and space": "Airbus DS",
    "airbus defense and space": "Airbus DS",
    "blacksky": "BlackSky",
    "capella space": "Capella Space",
    "iceye": "ICEYE",
    "satellogic": "Satellogic",
    "umbra space": "Umbra",
    "cnes": "CNES",
}
# The words of a company's legal form or trade, which its short name leaves out: 'Maxar
# Technologies' is 'Maxar', 'Planet Labs PBC' is 'Planet'.
LEGAL_FORMS = words(
    "technologies technology inc incorporated ltd limited llc plc corp corporation co company "
    "group holdings labs systems international gmbh ag sa spa nv bv pbc pty"
)


def _short_names(names: dict[str, str]) -> dict[str, str]:
    """Each agency also by its short name, its legal form and trade left out."""
    short = {}
    for name, canonical in names.items():
        kept = name.split()
        while len(kept) > 1 and kept[-1] in LEGAL_FORMS:
            kept.pop()
        if len(kept) < len(name.split()) and len(" ".join(kept)) >= 4:
            short.setdefault(" ".join(kept), canonical)
    return short


AGENCIES |= {k: v for k, v in _short_names(AGENCIES).items() if k not in AGENCIES}
_AGENCY_KEYS = {fold(name): agency for name, agency in AGENCIES.items()}
# What an agency's name carries in a credit line: 'AP Photo', 'Reuters TV', 'Getty Images'.
_AGENCY_SUFFIX = re.compile(r"\s+(?:photos?|pictures?|images|video|tv|wire|news\s+agency)$", re.I)
_AGENCY = "|".join(
    sorted(
        (
            re.escape(name).replace(r"\-", "[- ]")
            for name in AGENCIES
            if len(name) > 2 or name in ("ap", "pa")
        ),
        key=len,
        reverse=True,
    )
)
_AGENCY_ANY_CASE = f"(?i:{_AGENCY})"
AGENCY_LABELLED = rf"{_AGENCY_ANY_CASE}(?:\s+(?i:photos?|pictures|images|video|tv))?"
# A credit's words: capitalised, or the small words of names and of institutions ('Dale de la
# Rey', 'Bernd von Jutrczenka', 'Library of Congress').
_SMALL = r"(?:de|da|do|dos|das|del|della|der|den|du|des|la|le|van|von|ter|ten|bin|ibn|of|the)"
_NAME_WORD = (
    rf"(?:[A-Z][\w.'\u2019&-]*|[A-Z]{{2,}}|al-\w+|el-\w+|"
    rf"{_SMALL}(?=(?:\s+{_SMALL})*\s+[A-Z]))"
)
# a list of bodies ends with 'and': 'NASA, ESA, CSA, and STScI'; an account is '@handle'
_CREDIT_NAME = (
    rf"(?:{_NAME_WORD}|@[\w.]+)"
    rf"(?:\s*(?:/|\bvia\b|\bfor\b|\band\b|,(?:\s*and\b)?|-)?\s*(?:{_NAME_WORD}|(?<=/)@[\w.]*\w))"
    rf"{{0,7}}"
)
# A photographer's name: capitalised words, with the particles of Dutch, Spanish, Arabic names.
_PARTICLE = r"(?:de|da|do|dos|del|van|von|der|den|al|el|bin|ibn|le|la)"
_PERSON_WORD = r"(?:[A-Z]\.|[A-Z][\w'\u2019-]*|al-\w+)"  # an initial, or a word without a dot
PERSON = rf"{_PERSON_WORD}(?:\s+(?:{_PARTICLE}\s+){{0,2}}{_PERSON_WORD}){{0,4}}"
# 'Screenshot via X/@YemenMonitor', 'Video grab from Telegram/@rybar': a platform and account.
_ACCOUNT = r"[A-Z@][\w.@-]*(?:\s*/\s*@?[\w.-]+)*"
# Where an account posts: its credit is the platform and the account ('Instagram/@ana.lima').
_PLATFORM = r"Instagram|X|Twitter|TikTok|Facebook|Threads|YouTube|Telegram|Bluesky|Weibo|Snapchat"
# Sources a credit line may give instead of a name.
_GENERIC_SOURCE = (
    r"social\s+media|supplied|handout|file|archives?|screen\s?shot|screen\s?grab|internet|"
    r"online|unknown|anonymous|public\s+domain|family\s+(?:handout|photo|album)|the\s+family|"
    r"private\s+collection|user[- ]generated|ugc"
)
# The credit line's label as other languages print it: 'Foto: Ana Lima/LVZ' (German, Dutch,
# Italian, Spanish), 'Fotó:' (Hungarian), 'Bild:', 'Kuva:', 'Zdjęcie:', 'Crédito:', 'Фото:'.
_FOREIGN_LABEL = (
    r"Fotos?|Fot[oó]grafo|Fotograf(?:ía|ia|ie)|Fotó|Bild|Imagen|Imagem|Crédito|Credito|Kuva|"
    r"Zdj[eę]cie|Фото"
)
# A body's picture named after the caption's last sentence, its credit line: '... on
# Sunday. City Fire Brigade handout photo', '... in 2021. Port of Tema photo'. Tried at every
# sentence's end, its long name is slow, so it is tried only on a text that ends as it must.
_BODY_PHOTO_LINE = re.compile(
    rf"(?<=[.!?])\s+(?P<name>{_CREDIT_NAME})\s+(?i:(?:handout\s+)?(?:photo|picture|image)"
    rf"|handout)\s*\.?\s*$"
)
_BODY_PHOTO_END = re.compile(r"(?i:photo|picture|image|handout)\s*\.?\s*$")
CREDIT_LINES = [
    re.compile(
        rf"\(?\b(?:(?:Screen\s?shot|Screen\s?grab|(?:Video\s+)?(?:still|grab))s?\s+"
        rf"(?:via|from|taken from)|(?:Image|Photo|Video|Footage)s?\s+via)\s+"
        rf"(?P<name>{_ACCOUNT})\)?",
        re.I,
    ),
    re.compile(
        rf"\(?\b(?:(?:File|Archive|Handout|Pool|Stock|Family)\s+(?i:photo|picture|image)s?|"
        rf"Photo(?:graph)?s?|Picture|Pic|Image|Video|Footage|Credit|Photo credit|{_FOREIGN_LABEL}|"
        # in brackets the label may be written small: '(photo: Ana Lima)'
        rf"(?<=\()(?:photo(?:graph)?s?|picture|image|video|credit))"
        # an agency may be written small: '(Video: dpa)'
        rf"\s*(?:by\b|:|-|\u2014|\u2013)\s*(?P<name>{_CREDIT_NAME}|{_AGENCY_ANY_CASE}\b)"
        # an account and where it posted: 'Photo: @ana.lima on Instagram'
        rf"(?:(?<=\w)\s+(?:on|via)\s+(?P<platform>{_PLATFORM}))?"
        # a body's handout: '(Photo: City Fire Brigade handout)'
        rf"(?:\s+(?i:handout))?\)?"
        rf"(?=\s*(?:[.;)]|$))"
    ),
    re.compile(
        rf"\(?\b[Cc]ourtesy(?: of)?\s*:?\s*(?P<name>(?:the\s+)?{_CREDIT_NAME})\)?(?=\s*(?:[.;)]|$))"
    ),
    # the credit of a post: '📸 Ana Lima', '📷: @analima', '🎥 by Ana Lima'
    re.compile(
        rf"(?:\U0001F4F8|\U0001F4F7|\U0001F3A5|\U0001F4F9)\s*(?:(?i:by)\s+|:\s*)?"
        rf"(?P<name>{_CREDIT_NAME})(?=\s*(?:#|$|\n|[|\u2022\u00b7]))"
    ),
    re.compile(rf"(?:©|\(c\)|Copyright)\s*(?:(?:19|20)\d\d\s*)?(?P<name>{_CREDIT_NAME})"),
    # a source named without a name: 'Photo: social media', 'Image: supplied', 'Video: handout'
    re.compile(
        rf"\(?\b(?i:photo(?:graph)?s?|picture|pic|image|video|footage|credit)\s*(?:by\b|:|-|"
        rf"\u2014|\u2013)\s*(?P<name>(?i:{_GENERIC_SOURCE}))\)?(?=\s*(?:[.;()]|$))"
    ),
    re.compile(
        rf"(?P<name>(?:{_NAME_WORD}\s+){{0,3}}{_NAME_WORD}\s*/\s*{_AGENCY_ANY_CASE}"
        rf"(?:\s+via\s+Getty Images)?)\b"
    ),
    re.compile(rf"(?P<name>\b{_AGENCY_ANY_CASE}\s+via\s+Getty Images)"),
    # agency first, as wires print it: 'REUTERS/Toby Melville', 'AP Photo/Jane Doe'
    re.compile(rf"(?P<name>\b{AGENCY_LABELLED}\s*/\s*{PERSON})"),
    # 'Ahmed Satti | AFP', 'AFP | Ahmed Satti'
    re.compile(
        rf"(?P<name>\b{PERSON}\s*\|\s*{AGENCY_LABELLED}|\b{AGENCY_LABELLED}\s*\|\s*{PERSON})"
    ),
    re.compile(
        rf"\((?P<name>{AGENCY_LABELLED})\)|[-\u2014\u2013]\s*(?P<tail>{_AGENCY_ANY_CASE})\s*\.?\s*$"
    ),
    # an agency alone after the caption's last sentence, as papers print it: '... 2024. AP Photo'
    re.compile(rf"(?<=[.!?])\s+(?P<name>{AGENCY_LABELLED})\s*\.?\s*$"),
    _BODY_PHOTO_LINE,
    # a body's handout in brackets, as it came through a wire: '(City Fire Brigade via AP)'
    re.compile(rf"\((?P<name>{_CREDIT_NAME}\s+via\s+{AGENCY_LABELLED})\)\s*\.?\s*$"),
    # a photographer and the agency they took it for, after the last sentence: '... on
    # Sunday. Ana Lima for Reuters'
    re.compile(rf"(?<=[.!?])\s+\(?(?P<name>{PERSON}\s+for\s+{_AGENCY_ANY_CASE})\)?\s*\.?\s*$"),
    # an account, wherever it stands, with where it posted: 'posted by @ana.lima on X',
    # '@ana.lima on Instagram'
    re.compile(
        rf"\b(?:posted|shared|uploaded|filmed|taken|captured)\s+by\s+(?P<name>@[\w.]*\w)"
        rf"(?:\s+(?:on|via)\s+(?P<platform>{_PLATFORM})\b)?"
    ),
    re.compile(rf"(?P<name>(?<![\w@])@[\w.]*\w)\s+(?:on|via)\s+(?P<platform>{_PLATFORM})\b"),
    # a photographer and the agency or paper, alone after the last sentence, whatever the
    # agency: '... on Sunday. Ana Lima / Studio Norte', '... 2019. (Ana Lima | Le Monde)'
    re.compile(rf"(?<=[.!?])\s+\(?(?P<name>{PERSON}\s*[/|]\s*{_CREDIT_NAME})\)?\s*\.?\s*$"),
]

# A credit in prose: 'in a photo taken by climate researcher Ana Lima of the Polar Institute',
# 'Photo released Thursday by the Port Authority via Reuters', 'photographed by Tom Reyes for
# The Daily', 'in an image by Lana H. Haroun that went viral', 'a picture posted by ...'.
_PROSE_WORD = (
    r"(?:[A-Z]\.|[A-Z][\w'\u2019&-]*|['\u2018\"\u201c][A-Z][\w-]*['\u2019\"\u201d]|@[\w.]*\w)"
)
_PROSE_NAME = rf"{_PROSE_WORD}(?:(?:\s+{_PARTICLE})?\s+{_PROSE_WORD})*"
# The words describing who took it ('climate researcher', 'a local'): a preposition ends
# them, since what follows it is where the camera was ('a webcam on Mount X'), not who.
_ROLE_WORD = (
    r"(?!(?:on|in|at|near|nearby|over|above|below|under|from|with|outside|inside|across|along|"
    r"behind|beside|into|onto|off|to|atop|overlooking)\b)[a-z][\w-]*"
)
PROSE_CREDIT = Cued(
    re.compile(
        r"\b(?:(?:(?i:photo(?:graph)?|picture|image|footage|video|shot|clip)s?\s+(?:(?:was|were)\s+)?"
        r"(?:(?:taken|shot|released|posted|shared|provided|distributed|supplied|issued|published|"
        r"captured|made|handed\s+out|filmed|uploaded)\s+)?"
        # the platform it was posted to: 'a clip posted to TikTok by @handle'
        r"(?:(?:to|on)\s+(?![A-Z][a-z]+day\b)(?P<platform>[A-Z][\w.]*)\s+)?"
        r"(?:(?:on\s+)?(?:[A-Z][a-z]+day|\d{1,2}\s+[A-Z][a-z]+|"
        r"[A-Z][a-z]+\s+\d{1,2})\s+)?by)|(?i:photographed|filmed)\s+by)\s+(?:(?:the|a|an)\s+)?"
        rf"(?:(?:[A-Z][a-z]+\s+)?{_ROLE_WORD}\s+){{0,3}}(?P<name>{_PROSE_NAME}(?:\s+(?:for|of|from|via)\s+(?:the\s+)?"
        rf"{_PROSE_NAME})*)"
    )
)
# A body's handout named in prose: 'in a Port Authority handout photo released on Monday',
# 'a handout picture from the Navy' has its body after it (``SUPPLIER_PROSE``, ``_sources``).
HANDOUT_PROSE = Cued(
    re.compile(
        rf"\b(?:an?|the)\s+(?P<name>{_PROSE_NAME})\s+handout\s+(?:photo(?:graph)?|picture|image|"
        rf"video|footage)s?\b"
    )
)
# 'Reuters photographer Ana Lima, who took this picture, ...': the one who took it.
WHO_TOOK = Cued(
    re.compile(
        rf"(?:(?P<agency>{_AGENCY_ANY_CASE})\s+)?(?:[a-z]+\s+)?(?P<name>{_PROSE_NAME})(?:,\s+who)?\s+"
        r"(?:took|shot|captured|made|filmed)\s+(?:this|the|that)\s+"
        r"(?:picture|photo(?:graph)?|image|footage|video|shot)"
    )
)
# Whose picture it is, said with a possessive or a relative clause: "Sam Nzima's photograph
# of ...", "Nick Ut's photograph for The Associated Press", "the picture Yevgeny Khaldei took
# for TASS". The body after 'for' is the one it was taken for.
_TAKEN_FOR = rf"(?:\s+for\s+(?:the\s+)?(?P<body>{_PROSE_NAME}))?"
OWNED_PICTURE = Cued(
    re.compile(
        rf"(?<![\w'\u2019])(?P<name>{_PROSE_NAME})['\u2019]s\s+(?:(?:famous|iconic|celebrated|"
        rf"award-winning|Pulitzer[- ]winning|historic)\s+)?(?:photo(?:graph)?|picture|image)s?"
        rf"(?=\s+(?:of|for|from|shows?|showing|became)\b|\s*[,:.])(?:\s+for\s+(?:the\s+)?"
        rf"(?P<body>{_PROSE_NAME}))?|"
        # (not 'the shot Klay Thompson made': a shot at goal)
        rf"\b(?:photo(?:graph)?|picture|image)\s+(?:that\s+)?(?P<taker>{_PROSE_NAME})\s+"
        rf"(?:took|shot|made|captured)\b(?:\s+for\s+(?:the\s+)?(?P<for>{_PROSE_NAME}))?"
    )
)
# An agency named with its picture rather than in a credit line: 'Maxar satellite imagery of
# the column', 'Reuters footage shows', 'a satellite image from Airbus DS', 'video obtained from
# the AP'. Only a known agency: 'an image from Kherson' is where it was taken.
_PICTURE_NOUN = r"(?:image(?:ry|s)?|photo(?:graph)?s?|pictures?|video|footage)"
SUPPLIER_PROSE = Cued(
    re.compile(
        rf"\b(?P<before>{_AGENCY_ANY_CASE})(?:['\u2019]s)?\s+(?:(?:satellite|drone|aerial)\s+)?"
        rf"{_PICTURE_NOUN}\b|"
        rf"\b(?:{_PICTURE_NOUN}|stills?|grabs?|clips?)\s+(?:(?:released|provided|supplied|obtained|"
        rf"distributed)\s+)?(?:from|courtesy\s+of)\s+(?:the\s+)?(?P<after>{_AGENCY_ANY_CASE})\b",
        re.I,
    )
)
_ACRONYM_AFTER = re.compile(r"\s*\(([A-Z]{2,6})\)")
# An institution's acronym alone in brackets at a caption's end is its credit line: '(KCNA)'.
# So is one standing alone after the last sentence ('... July 1969. NASA', '... 1940. IWM
# archive'), or an archive's or agency's one-word name that is no English word nor place
# ('... 1946. Bundesarchiv', '... the school. Mirrorpix').
_ACRONYM_CREDIT = re.compile(
    r"(?:\(([A-Z]{2,6})\)|(?<=[.!?])\s+([A-Z]{2,6}|[A-Z][a-z]{3,}))"
    r"(?:\s+(?i:archives?|collection|photo))?\s*\.?\s*$"
)
# A photographer's name alone in brackets after a caption's last sentence: '... 1993. (Sanjay
# Kelkar)'. What else stands in brackets there (a place, a translation, '(File Photo)') is no
# name: see ``_bracketed_name``.
_BRACKETED_AT_END = re.compile(
    r"(?<=[.!?])['\"\u201d\u2019]?\s*\((?P<name>[^()\d]{3,60})\)\s*\.?\s*$"
)
# A photographer and the body they worked for, in brackets closing the caption, in either
# order and whatever the body (no wire agency only): '(Ana Lima for AFP)', '(UNICEF/Ana
# Lima)', '(Ana Lima/Studio Norte)'. Which side is the photographer ``_bracketed_name`` says.
_BODY_AND_PERSON_AT_END = re.compile(
    rf"\((?P<first>{_CREDIT_NAME})\s*(?P<link>/|\bfor\b)\s*(?P<second>{_CREDIT_NAME})\)"
    rf"\s*\.?\s*$"
)
# An archive's credit line closing a caption, as museums and libraries print it: '... Gelatin
# silver print. Library of Congress, Prints & Photographs Division, FSA/OWI Collection.' Its
# parts are names; one names a holding institution (no park nor square: that is a place).
_HOLDING_WORDS = words(
    "library museum archive archives collection collections gallery museo musee museu archivio "
    "archivo archiv bibliotheque biblioteca bibliothek"
)
_ARCHIVE_PART = r"[A-Z][\w'/.-]*(?:\s+(?:&|of|the|and|for|de|du|des|di|del|[A-Z][\w'/.-]*))*"
_ARCHIVE_LINE = re.compile(
    rf"(?<=[.!?])\s+(?P<name>{_ARCHIVE_PART}(?:,\s+{_ARCHIVE_PART})*)\s*\.?\s*$"
)
# A holding institution named in prose: 'from the collections of the National Library of
# Ireland', 'in the archives of the Imperial War Museums'.
HELD_BY = Cued(
    re.compile(
        rf"\b(?:from|in)\s+the\s+(?:collections?|archives?|holdings)\s+of\s+(?:the\s+)?"
        rf"(?P<name>{_ARCHIVE_PART})"
    )
)
_NICKNAME = re.compile(r"\s+['\u2018\"\u201c][A-Z][\w-]*['\u2019\"\u201d]")

# The words journalists keep a distance with, by class: seeming ('what appears to be',
# 'seemingly', 'what looks like', 'an apparent'), report and belief ('reportedly', 'said to',
# 'believed to', 'understood to'), allegation ('allegedly', 'purported'), doubt about the
# source ('unverified', 'could not be confirmed'), and likelihood ('may show', 'probably').
HEDGES = [
    r"what (?:appears?|appeared|seems?|seemed|looks?|looked) (?:to be|like)",
    # a source's word passed on: 'posted what it said was the first picture of ...'
    r"what (?:it|he|she|they|we) (?:said|says|claimed|claims|called|calls|described as)"
    r" (?:was|were|is|are|as)",
    r"(?:appears?|appeared|seems?|seemed) to(?: show| be)?",
    r"it (?:appears|appeared|seems|seemed|would (?:appear|seem))(?! to\b)",
    r"(?:looks?|looked) to be",
    r"apparently",
    r"(?:an|the) apparent",  # 'an apparent drone strike'; not 'for no apparent reason'
    r"seemingly",
    r"presumably",
    r"presumed",
    r"reputedly",
    r"reputed to(?: be| show| have)?",
    r"reportedly",
    r"allegedly",
    r"purportedly",
    r"purport(?:s|ed)? to(?: show| be| depict)?",
    r"supposedly",
    r"ostensibly",
    # someone's belief passed on: 'what experts believe is a Viking ingot', 'what police say
    # was the gunman's car'
    r"what (?:[a-z]+ ){1,2}(?:believe|believes|believed|think|thinks|thought|say|says|said)"
    r" (?:was|were|is|are)",
    # (with whose belief it is: 'thought by experts to be of Viking origin')
    r"(?:said|believed|thought|reported|claimed|alleged|understood|rumou?red)"
    r"(?: by (?:[a-z]+ ){0,2}[a-z]+)? to(?: show| be| have)?",
    # a work given to a maker by others' judgement: 'a mural attributed to Banksy'
    r"attributed to",
    # someone's belief about the picture: 'Historians believe the photo was taken in Warsaw'
    r"(?:believe|believes|think|thinks)(?= (?:that )?(?:the|this|these|it|they)\b)",
    r"it is (?:unclear|not clear|not known|uncertain)",
    r"it was (?:unclear|not clear)",
    r"unclear",
    r"unverified",
    r"unverifiable",
    r"unconfirmed",
    r"unauthenticated",
    r"(?:(?:is|are|was|were|has|have|had) )?yet to be (?:independently )?"
    r"(?:verified|confirmed|authenticated)",
    r"could not (?:be )?(?:independently )?(?:verified|confirmed)",
    r"(?:could|can|did|does|do|has|have|had|was|were|is|are)(?: not|n't)"
    r"(?: been| be)?(?: able to)? (?:independently )?(?:verify|confirm)",
    r"(?:unable|not able) to (?:independently )?(?:verify|confirm)",
    r"cannot (?:be )?(?:independently )?(?:verif(?:y|ied)|confirm(?:ed)?)",
    r"(?:has|have) not been (?:independently )?(?:verified|confirmed)",
    r"not (?:independently )?verified",
    r"purported(?:ly)?",
    r"alleged",
    r"claim(?:s|ed)? to(?: show| be| depict)",
    r"(?:may|might) (?:show|have|be|depict)",
    r"could (?:show|depict)",  # not 'could be seen'
    r"possibly",
    r"probably",
    r"likely",
    r"suspected",
    r"according to",
]
_HEDGE = Cued(re.compile(rf"\b(?:{'|'.join(HEDGES)})\b", re.I))


# The words that make a credit's name an institution's rather than a photographer's, in the
# languages credit lines are written in ('Parco Archeologico di Pompei', 'Ministère des Armées').
INSTITUTION_WORDS = words(
    "authority agency institute institution ministry office service services department police "
    "army navy force forces corps guard university college museum library archive archives "
    "project foundation trust council news times post press pool handout images pictures "
    "photos media tv television radio channel network group company corporation inc ltd "
    "government embassy command centre center observatory survey administration commission "
    "committee organisation organization association society union party family courtesy "
    "collection studio studios productions magazine journal daily weekly herald tribune "
    "park presidency presidential palace parliament municipality defence defense rescue brigade "
    "parco parque parc museo musee museu ministerio ministere ministero ministerium archivio "
    "archivo servicio servizio agencia agence agenzia instituto istituto institut universidad "
    "universita universite fundacion fondazione fondation presidencia presidenza gobierno "
    "governo gouvernement polizia policia armee ejercito esercito"
)


# The institutions whose name in brackets at a caption's end is a credit: those that hand out
# pictures (a press service, an archive, a museum); '(World Health Organization)' there is who
# the caption is about.
PICTURE_SOURCES = words(
    "press service office archive archives museum library collection park ministry agency "
    "handout images pictures photos presidency presidential palace "
    "parco parque parc museo musee museu ministerio ministere ministero ministerium archivio "
    "archivo servicio servizio agencia agence agenzia presidencia presidenza"
)


def agency(part: str) -> str | None:
    """The agency a part of a credit names: 'REUTERS', 'AP Photo', 'EPA-EFE' -> its one name."""
    key = fold(_AGENCY_SUFFIX.sub("", part.strip()))
    # 'U.S. Navy' is the 'US Navy': the dots of initials are no part of the name
    return _AGENCY_KEYS.get(key) or _AGENCY_KEYS.get(re.sub(r"\b(\w)\.", r"\1", key))


def _split_credit(name: str) -> dict:
    parts = [p.strip() for p in re.split(r"\s*/\s*|\s+via\s+", name) if p.strip()]
    detail: dict = {}
    agencies = [agency(p) for p in parts if agency(p)]
    people = [p for p in parts if not agency(p)]
    if agencies:
        detail["agency"] = agencies[0]
    if people:
        detail["by"] = people[0]
    return detail


_NAME_LINKS = words("of the de di del della des du la le el al and und y e for")


def same_body(a: str, b: str) -> bool:
    """One institution named in two languages: 'Pompeii Archaeological Park' and 'Parco
    Archeologico di Pompei', 'National Museum of Ireland' and 'Museum Nasional ...' are
    written with cognates, so every word of the shorter name (two at least) has one in the
    longer that it starts like and resembles as a whole."""
    from rapidfuzz import fuzz

    wa = [w for w in fold(a).split() if w not in _NAME_LINKS]
    wb = [w for w in fold(b).split() if w not in _NAME_LINKS]
    short, long_ = sorted((wa, wb), key=len)
    if len(short) < 2 or len(long_) > len(short) + 1:
        return False
    return all(any(x[:2] == y[:2] and fuzz.ratio(x, y) >= 60 for y in long_) for x in short)


_FOR_AGENCY = re.compile(rf"\s+for\s+(?=(?:the\s+)?{_AGENCY_ANY_CASE}$)")
# A photographer's name, then the paper the picture was taken for: 'Matthew Abbott for The New
# York Times' is 'Matthew Abbott/New York Times' (not 'Office for National Statistics', one
# word and an institution's, nor 'National Centre for Archaeology').
_FOR_OUTLET = re.compile(
    r"^(?P<person>[A-Z][\w'\u2019-]+(?:\s+[A-Z][\w.'\u2019-]*){1,3})\s+for\s+(?=[A-Z])"
)


def _taken_for(part: str) -> list[str]:
    match = _FOR_OUTLET.match(part)
    if not match or any(fold(w) in INSTITUTION_WORDS for w in match["person"].split()):
        return [part]
    return [match["person"], part[match.end() :]]


def normalise_credit(name: str) -> str:
    """'Wakil Kohsar / Afp', 'AFP | Wakil Kohsar' -> 'Wakil Kohsar/AFP': one form, person first,
    for storage and comparison."""
    parts = [p.strip() for p in re.split(r"\s*[/|]\s*", name.strip(" .()")) if p.strip()]
    # 'Ana Lima for Reuters' is 'Ana Lima/Reuters': the agency it was taken for
    parts = [q for p in parts for q in _FOR_AGENCY.split(p)]
    parts = [q for p in parts for q in _taken_for(p)]
    parts = [re.sub(r"^(?i:the)\s+", "", p) for p in parts]  # 'Courtesy of the Ministry'
    parts = [re.sub(r",\s*and\s+", ", ", p) for p in parts]  # 'NASA, ESA, and CSA'
    people = [p for p in parts if not agency(p)]
    agencies = [agency(p) or p for p in parts if agency(p)]
    if people and agencies and not agency(parts[-1]) and " via " not in name:
        parts = people + agencies  # agency first on the wire, person first here
    return "/".join(agency(p) or p for p in parts)


# A word of four letters or more closing a sentence inside what a credit pattern took: the
# credit starts after it ('... released by the Authority. Suez Canal Authority/Handout').
_SENTENCE_END = re.compile(r"^.*\b[A-Z][a-z]{3,}\.\s+(?=[A-Z@])")


# The kinds of camera a still is said to come from ('a still from CCTV'): what took the picture,
# not who made or supplied it, so no credit to keep or lose ('CCTV' in a credit line, 'Video:
# CCTV', may be China's broadcaster and stays a credit).
_CAMERA_NAMES = [
    "CCTV", "CCTV footage", "dashcam", "dash cam", "bodycam", "body cam", "body camera",
    "webcam", "security camera", "surveillance camera", "traffic camera", "doorbell camera",
]  # fmt: skip
CAMERAS = {fold(name) for name in _CAMERA_NAMES}


# Each credit line is tried only on a caption that holds one of its words or marks ('/' for
# 'REUTERS/Toby Melville', '|' for 'Ahmed Satti | AFP'): most captions hold few of them.
_CUED_CREDIT_LINES = [Cued(pattern) for pattern in CREDIT_LINES]


def extract_credits(text: str, spans: Spans) -> list[Claim]:
    claims = []
    folded = fold_case(text)
    for line in _CUED_CREDIT_LINES:
        if line.pattern is _BODY_PHOTO_LINE and not _BODY_PHOTO_END.search(text):
            continue
        for match in line.finditer(text, folded):
            name = match.group("name") or match.groupdict().get("tail")
            start, end = match.span()
            sentence = _SENTENCE_END.search(name or "")
            if sentence and match.start("name") >= 0:  # 'Suez Canal Authority. Suez Canal ...'
                start = match.start("name") + sentence.end()
                name = name[sentence.end() :]
            if not name or not spans.free(start, end):
                continue
            generic = re.fullmatch(f"(?i:{_GENERIC_SOURCE})", name)
            account = name.startswith("@")  # '@ana.lima': an account, written small
            named = generic or account or agency(name) or any(c.isupper() for c in name)
            if fold(name) in ("the", "of") or not named:
                continue
            spans.take(start, end)
            platform = match.groupdict().get("platform")
            value = normalise_credit(f"{platform}/{name}" if platform else name)
            detail = _split_credit(value)
            if DATELINE.match(text[:end]) and _DASH.match(text, end):
                detail["dateline"] = True
            if fold(value) in CAMERAS and ":" not in match.group(0):
                detail["device"] = True
            claims.append(Claim("credit", value, match.group(0).strip(), detail, (start, end)))
    return claims


# A wire story's dateline: 'KHARTOUM, Sudan (AP) —', 'MEXICO CITY (Reuters) -'. The agency
# there wrote the text; who took the picture is said, if at all, in a credit line of its own
# ('(AP Photo/Jane Doe)'), so a caption retold without the dateline loses no credit.
DATELINE = re.compile(
    rf"^\s*[A-Z][A-Za-z\u00C0-\u024F.' -]{{1,40}}(?:,\s*[A-Z][\w.' -]{{1,30}})?\s*"
    rf"\((?:{_AGENCY_ANY_CASE})\)$"
)
_DASH = re.compile(r"\s*[-\u2014\u2013]")


def extract_prose_credits(text: str, spans: Spans) -> list[Claim]:
    """Credits written in a sentence rather than a credit line, in the credit line's form:
    'a photo taken by researcher Ana Lima of the Polar Institute' is 'Ana Lima/Polar
    Institute', as '(Photo: Ana Lima/Polar Institute)' would be."""
    claims = []
    folded = fold_case(text)
    for match in PROSE_CREDIT.finditer(text, folded):
        start, end = match.span()
        if not spans.free(start, end):
            continue
        name = _NICKNAME.sub("", match.group("name"))  # "Nirmal 'Nims' Purja"
        parts = re.split(r"\s+(?:for|of|from|via)\s+(?:the\s+)?", name)
        acronym = _ACRONYM_AFTER.match(text, end)  # 'the Korean Central News Agency (KCNA)'
        if acronym:
            parts.append(acronym.group(1))
            end = acronym.end()
        if match.group("platform"):
            parts.append(match.group("platform"))
        value = normalise_credit("/".join(p.strip(" .") for p in parts if p.strip(" .")))
        if not value:
            continue
        spans.take(start, end)
        claims.append(Claim("credit", value, match.group(0), _split_credit(value), (start, end)))
    for match in SUPPLIER_PROSE.finditer(text, folded):
        start, end = match.span()
        name = match.group("before") or match.group("after")
        value = agency(name)
        # written as the agency writes itself: 'Maxar', 'dpa'; not 'ap', 'Pa'; and someone:
        # 'Handout photo shows' says what kind of picture, not whose
        named = value not in (None, "Handout") and name[0] == value[0] and len(name) > 2
        if named and spans.free(start, end):
            spans.take(start, end)
            claims.append(Claim("credit", value, match.group(0), {"agency": value}, (start, end)))
    for match in HANDOUT_PROSE.finditer(text, folded):
        start, end = match.span()
        if spans.free(start, end) and not names_a_place(match.group("name")):
            spans.take(start, end)
            value = normalise_credit(match.group("name"))
            claims.append(
                Claim("credit", value, match.group(0), _split_credit(value), (start, end))
            )
    for match in OWNED_PICTURE.finditer(text, folded):
        start, end = match.span()
        name = match.group("name") or match.group("taker")
        if not spans.free(start, end) or names_a_place(name) or fold(name) in NOT_IN_NAMES:
            continue  # "Ukraine's picture of the war", 'This photo' are no one's credit
        spans.take(start, end)
        parts = [_NICKNAME.sub("", name), match.group("body") or match.group("for") or ""]
        value = normalise_credit("/".join(p for p in parts if p))
        claims.append(Claim("credit", value, match.group(0), _split_credit(value), (start, end)))
    for match in WHO_TOOK.finditer(text, folded):
        start, end = match.span()
        if spans.free(start, end):
            spans.take(start, end)
            parts = [_NICKNAME.sub("", match.group("name")), match.group("agency") or ""]
            value = normalise_credit("/".join(p for p in parts if p))
            claims.append(
                Claim("credit", value, match.group(0), _split_credit(value), (start, end))
            )
    for match in _BODY_AND_PERSON_AT_END.finditer(text):
        start, end = match.span()
        first, second = (" ".join(match.group(g).split()) for g in ("first", "second"))
        person_first = _bracketed_name(first)
        if not spans.free(start, end) or not (
            person_first or (match.group("link") == "/" and _bracketed_name(second))
        ):
            continue
        spans.take(start, end)
        value = normalise_credit(f"{first}/{second}" if person_first else f"{second}/{first}")
        claims.append(
            Claim("credit", value, match.group(0).strip(), _split_credit(value), (start, end))
        )
    for match in _BRACKETED_AT_END.finditer(text):
        start, end = match.span()
        name = " ".join(match.group("name").split())
        if not spans.free(start, end):
            continue
        if _bracketed_name(name):
            spans.take(start, end)
            claims.append(Claim("credit", name, match.group(0).strip(), {"by": name}, (start, end)))
        elif _bracketed_body(name):
            spans.take(start, end)
            value = normalise_credit(name)
            claims.append(
                Claim("credit", value, match.group(0).strip(), _split_credit(value), (start, end))
            )
    for match in _ARCHIVE_LINE.finditer(text):
        start, end = match.span()
        parts = [p.strip() for p in match.group("name").split(",")]
        holder = next((p for p in parts if any(fold(w) in _HOLDING_WORDS for w in p.split())), None)
        if holder and spans.free(start, end) and not names_a_place(holder):
            spans.take(start, end)
            claims.append(
                Claim("credit", parts[0], match.group(0).strip(), {"by": parts[0]}, (start, end))
            )
    for match in HELD_BY.finditer(text, folded):
        start, end = match.span()
        name = re.sub(r"\s+(?:the|of|and|for|&)$", "", match.group("name").rstrip("."))
        if spans.free(start, end) and not names_a_place(name):
            spans.take(start, end)
            claims.append(Claim("credit", name, match.group(0), {"by": name}, (start, end)))
    for match in _ACRONYM_CREDIT.finditer(text):
        start, end = match.span()
        value = match.group(1) or match.group(2)
        # alone, it is a body's acronym, no country ('USA') nor shouted word ('WATCH', 'LIVE')
        loose = match.group(2) and (
            names_a_place(value)
            or simplemma.is_known(value.lower(), lang="en")
            or fold(value) in first_names()
        )
        if spans.free(start, end) and not loose:
            spans.take(start, end)
            claims.append(
                Claim("credit", value, match.group(0).strip(), _split_credit(value), (start, end))
            )
    return claims


def _bracketed_name(name: str) -> bool:
    """Whether the words in brackets are a person's name: two to five capitalised words (with
    the particles of names) that are no place nor anything else a caption names in brackets,
    opened by a given name or else made of no English word ('(Sam Nzima)', '(Piotr Wąsik)';
    not '(Northern Ireland)', '(Liberation Square)', '(File Photo)', '(Jordan Valley)')."""
    tokens = name.split()
    if not 2 <= len(tokens) <= 5 or not tokens[0][0].isupper() or not tokens[-1][0].isupper():
        return False
    if not all(t[0].isupper() or fold(t) in _PARTICLES for t in tokens):
        return False
    folded = [fold(t) for t in tokens]
    if any(f in NOT_IN_NAMES for f in folded) or folded[-1] in NOT_LAST or names_a_place(name):
        return False
    if fold(tokens[0]) in first_names() or re.fullmatch(r"(?:[A-Z]\.)+", tokens[0]):
        return True
    capitalised = [t for t in tokens if t[0].isupper()]
    return not any(
        simplemma.is_known(t.lower(), lang="en") or names_a_place(t) for t in capitalised
    )


def _bracketed_body(name: str) -> bool:
    """Whether the words in brackets at a caption's end name an institution, its credit line:
    '(Ukrainian Presidential Press Service)', '(Museo del Prado)'; not a place ('(Northern
    Ireland)') nor a phrase ('(File photo)')."""
    tokens = name.split()
    if not 2 <= len(tokens) <= 8 or not tokens[0][0].isupper() or ":" in name:
        return False
    if names_a_place(name):
        return False
    if not all(t[0].isupper() or fold(t) in _NAME_LINKS for t in tokens):
        return False  # a phrase: '(Courtesy of the family)'
    return agency(name) is not None or any(fold(t) in PICTURE_SOURCES for t in tokens)


_PARTICLES = words("de da do dos das del della der den du des la le van von ter ten bin ibn al el")


def credit_from_option(value: str) -> Claim:
    """A credit given by hand: any text counts, as the newsroom wrote it."""
    normal = normalise_credit(value)
    return Claim("credit", normal, value, _split_credit(normal))


def extract_hedges(text: str, spans: Spans) -> list[Claim]:
    claims = []
    for match in _HEDGE.finditer(text, fold_case(text)):
        start, end = match.span()
        if spans.free(start, end):
            spans.take(start, end)
            phrase = match.group(0)
            claims.append(Claim("hedge", _hedge_value(phrase), phrase, {}, (start, end)))
    return claims


# Hedges that doubt a picture's authenticity, not a fact: 'unverified', 'could not be
# independently confirmed', 'it is unclear'.
_DOUBT = re.compile(r"verif|confirm|authentic|unclear|not clear|not known|uncertain", re.I)


def doubts_the_picture(hedge: str) -> bool:
    """Whether a hedge doubts that the picture is what it is said to be (its verification),
    rather than vouching for a fact the caption reports ('according to', 'believed to')."""
    return bool(_DOUBT.search(hedge))


def _hedge_value(phrase: str) -> str:
    """'appears to show' and 'Appears to' are one hedge: 'appears to'."""
    value = " ".join(phrase.lower().split())
    if value.startswith("what "):
        return value
    return re.sub(r" (?:show|be|have)$", "", value)
