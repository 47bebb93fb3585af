"""Events: a small taxonomy of what news pictures show, with named events and causes.

Each type has trigger words. 'Hurricane Harvey', 'Typhoon Haiyan' are named
storms; 'the war in Iraq' a named war; 'Euro 2020', 'Tokyo 2020', 'the 2022 World
Cup', 'COP26' named events whose number is part of the name, not the date (Euro
2020 was played in 2021). Words with another sense in a caption are not
triggers there: firefighters who 'battle a blaze' are at no war, a
'water-bombing' plane makes no airstrike, a camera that 'captured' a scene took
nothing over, 'shooting' a video is no attack. ``CAUSES`` says which events bring
which others ('a fire after an airstrike' is one story, not two), so that a
caption's root events (those nothing else in it explains) can be compared.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from provenance.claims.competitions import (
    edition_as_competition,
    extract_competitions,
    extract_gatherings,
    same_competition,
    same_gathering,
)
from provenance.claims.cues import Cued, fold_case
from provenance.claims.model import Claim
from provenance.claims.text import Spans, fold, sentence_start

# The diseases of outbreaks and vaccination campaigns, each under one name whatever a caption
# calls it ('monkeypox' is mpox, 'coronavirus' Covid-19).
DISEASES: dict[str, str] = {
    r"covid(?:-?19)?|coronavirus|sars-cov-2|(?-i:nCoV)": "covid-19",
    r"ebola": "ebola",
    r"cholera": "cholera",
    r"measles": "measles",
    r"polio(?:myelitis)?": "polio",
    r"malaria": "malaria",
    r"dengue(?:\s+fever)?": "dengue",
    r"mpox|monkeypox": "mpox",
    r"zika": "zika",
    r"tuberculosis": "tuberculosis",
    r"yellow\s+fever": "yellow fever",
    r"lassa\s+fever": "lassa fever",
    r"typhoid": "typhoid",
    r"diphtheria": "diphtheria",
    r"meningitis": "meningitis",
    r"smallpox": "smallpox",
    r"chikungunya": "chikungunya",
    r"anthrax": "anthrax",
    r"rabies": "rabies",
    r"(?-i:SARS)": "sars",
    r"(?-i:MERS)": "mers",
    r"(?-i:HIV|AIDS)": "hiv",
    r"bird\s+flu|avian\s+(?:flu|influenza)|(?-i:H5N1)": "bird flu",
    r"swine\s+flu|(?-i:H1N1)": "swine flu",
    r"marburg(?:\s+virus)?": "marburg",
    r"nipah(?:\s+virus)?": "nipah",
    r"hantavirus": "hantavirus",
    r"west\s+nile(?:\s+(?:virus|fever))?": "west nile",
    r"rift\s+valley\s+fever": "rift valley fever",
    r"crimean-congo\s+(?:haemorrhagic|hemorrhagic)\s+fever": "crimean-congo fever",
    r"oropouche(?:\s+(?:virus|fever))?": "oropouche",
    r"hepatitis(?:\s+[A-E])?": "hepatitis",
    r"(?:bubonic\s+|pneumonic\s+)?plague": "plague",
    r"whooping\s+cough|pertussis": "whooping cough",
    r"scarlet\s+fever": "scarlet fever",
    r"leprosy": "leprosy",
    # illnesses a meal or water spreads: an outbreak too, whoever falls ill
    r"food[- ]poisoning": "food poisoning",
    r"dysentery": "dysentery",
    r"gastroenteritis": "gastroenteritis",
    r"norovirus": "norovirus",
    r"salmonella": "salmonella",
    r"legionnaires['\u2019]?\s+disease": "legionnaires' disease",
    r"influenza|flu": "flu",
}
_DISEASE_KEYS = [(re.compile(rf"(?:{p})", re.I), name) for p, name in DISEASES.items()]


def disease_name(written: str) -> str:
    """The one name of a disease a caption writes ('Coronavirus' is 'covid-19')."""
    return next((name for p, name in _DISEASE_KEYS if p.fullmatch(written)), written.lower())


# type -> trigger pattern (matched case-insensitively on word boundaries)
TRIGGERS: dict[str, tuple[str, ...]] = {
    # what is staged rather than real: a ceremony's rehearsal, an emergency services' drill, a
    # simulation ('rehearse the coronation', 'a mock evacuation', 'a disaster drill'); what it
    # stages is read by no other trigger (``STAGED_BEFORE``, ``STAGED_AFTER``)
    "rehearsal": (
        r"(?:dress\s+|final\s+|night-?time\s+|full\s+)?rehears(?:al|als|e|es|ed|ing)",
        r"(?:emergency|disaster|evacuation|fire|earthquake|tsunami|terror|safety|rescue|"
        r"mass[- ]casualty|civil[- ]defen[cs]e|air[- ]raid|flood)\s+(?:drills?|exercises?|"
        r"simulations?)",
        r"simulat(?:ion|ions|ed|ing|es)",
        r"mock\s+(?:\w+\s+)?(?:attacks?|evacuations?|rescues?|drills?|crash(?:es)?|battles?)",
    ),
    # days marked for an event of the past: 'on the anniversary of the quake', 'commemorate'
    "commemoration": (
        r"anniversar(?:y|ies)",
        r"commemorat(?:e|es|ed|ing|ion|ions|ive)",
        r"re-?enact(?:ment|ments|ors?|s|ed|ing)?",
    ),
    # read before explosions and fires: a rocket that 'blasts off', a missile 'test-fired'
    "spaceflight": (
        r"lift(?:s|ed|ing)?[- ]?off",
        r"blast(?:s|ed|ing)?[- ]off",
        r"(?:rocket|space|satellite|shuttle)\s+launch(?:es|ed|ing)?",
        r"launch(?:es|ed|ing)?\s+(?:of\s+)?(?:a\s+|the\s+|its\s+)?(?:\w+\s+)?"
        r"(?:rocket|satellite|spacecraft|space\s+station|probe|capsule|shuttle)",
    ),
    "weapons test": (
        r"test[- ]?(?:fir(?:e|es|ed|ing)|launch(?:es|ed|ing)?)",
        r"(?:missile|nuclear|weapons?|rocket|ballistic)\s+tests?",
    ),
    # fire set on purpose to the land, to clear it or to starve a wildfire of fuel: 'a hazard-
    # reduction burn', 'back-burning', 'prescribed fires', 'stubble burning'; a wildfire or an
    # arson is another story
    "controlled burn": (
        r"(?:controlled|prescribed|planned|hazard[- ]reduction|fuel[- ]reduction|cultural|"
        r"managed)\s+(?:burn(?:s|ing|-?offs?)?|fires?)",
        r"back-?burn(?:s|ed|ing)?",
        r"burn-?offs?",
        r"(?:stubble|crop|paddy|field|residue|straw|sugar\s?cane)\s+(?:residue\s+)?"
        r"(?:burning|fires?)",
        r"slash[- ]and[- ]burn",
    ),
    "arson": (
        # 'set fire to', 'set the depot on fire', 'set two cars ablaze'
        r"(?:set|sets|setting)\s+(?:fire\b|(?:[\w'\u2019-]+\s+){0,3}?(?:on\s+fire|ablaze|alight)\b)",
        r"torch(?:ed|ing)",
        r"torch(?:es)?(?=\s+(?:a|an|the|their|cars?|buses|vehicles|houses|homes|shops|"
        r"buildings|police)\b)",
        r"arson(?:ists?)?",
        r"firebomb\w*",
    ),
    "wildfire": (
        r"wild ?fires?",
        r"bush ?fires?",
        r"forest fires?",
        r"(?:forest|rainforest|woodland)s? (?:is |are )?burning",
        r"brush ?fires?",
    ),
    "airstrike": (
        r"bombard(?:s|ed|ing|ment|ments)?",
        r"air ?strikes?",
        r"airstrikes?",
        r"drone strikes?",
        r"missile (?:strikes?|attacks?)",
        r"bomb(?:ing|ings|ardment|ed)",
        r"shelling",
        r"shelled",
        r"rocket (?:fire|attacks?)",
        r"air raids?",
    ),
    "explosion": (
        r"explosions?",
        r"blasts?",
        r"explod(?:e|ed|es|ing)",
        r"detonat\w+",
    ),
    "fire": (
        r"fires?",
        r"flames?",
        r"blaze[sd]?",
        r"ablaze",
        r"burn(?:s|ed|t|ing)",
        r"engulf(?:s|ed|ing)?",
        r"inferno",
        r"on fire",
    ),
    "earthquake": (
        r"earthquakes?",
        r"quakes?",
        r"tremors?",
        r"aftershocks?",
        r"seismic",
    ),
    "tsunami": (
        r"tsunamis?",
        r"tidal waves?",
    ),
    # the sea that comes in at the year's highest tides, with no storm: 'during a king tide',
    # 'tidal flooding', 'sunny-day flooding' (read before floods)
    "king tide": (
        r"king\s+tides?",
        r"(?:perigean\s+)?spring\s+tides?",
        r"(?:exceptionally|unusually|abnormally|extreme|record)\s+high\s+tides?",
        r"(?:tidal|sunny[- ]day|nuisance)\s+flooding",
    ),
    "flood": (
        r"flood(?:s|ed|ing|water|waters)?",
        r"flash[- ]floods?",
        r"inundat\w+",
        r"submerg(?:e|es|ed|ing)",
    ),
    # the weather of a season, each its own story: a dust storm is not smog, a cold snap not a
    # heatwave; read before storms ('sandstorm', 'snowstorm')
    "dust storm": (
        r"(?:sand|dust)\s?storms?",
        r"haboobs?",
    ),
    # ice that falls in a storm: 'hailstones', 'a hailstorm'; 'hail' alone only as a noun
    # (``HAIL_NOUN_BEFORE``), not 'fans hail the team'
    "hail": (
        r"hail\s?storms?",
        r"hail\s?stones?",
        r"hail(?!\s+(?:as|the|a|an|from|their|his|her|its|him|them|it)\b)",
    ),
    "snow": (
        r"snow\s?storms?",
        r"blizzards?",
        r"snow(?:fall|falls|ed|ing|y)?",
    ),
    "heatwave": (
        r"heat\s?waves?",
        r"(?:extreme|scorching|searing|sweltering|record|blistering)\s+(?:heat|temperatures)",
    ),
    "cold wave": (
        r"cold\s+(?:snaps?|spells?|waves?)",
        r"(?:big|deep)\s+freeze",
        r"polar\s+vortex",
        r"(?:arctic|freezing)\s+(?:blast|temperatures|weather)",
    ),
    "smog": (
        r"smog(?:gy)?",
        r"air\s+pollution",
        r"toxic\s+(?:air|haze)",
    ),
    "fog": (r"fog(?:s|gy|bound)?",),
    "storm": (
        r"hurricanes?",
        r"typhoons?",
        r"cyclones?",
        r"tornado(?:es|s)?",
        r"twisters?",
        r"storms?(?!\s+(?:the|a|an|into|onto|through|past|its|their|parliament|congress)\b)",
        r"tropical storm",
        # the rain that floods: 'days of heavy rain', 'torrential downpours', 'monsoon rains'
        r"(?:heavy|torrential|incessant|relentless|persistent|intense|record|monsoon)\s+"
        r"(?:rains?|rainfall|downpours?)",
        r"downpours?|cloudbursts?",
    ),
    "volcano": (
        # ash a mountain sends up ('ash billows from Mount X', 'spewing ash'); ash a fire leaves
        # is not read as a volcano's (``FIRE_WORDS``)
        r"(?:ash|ashfall)\s+(?:clouds?|plumes?|columns?|billow\w*|spew\w*|ris(?:e|es|ing)|rose|"
        r"pour\w*|belch\w*|shoot\w*|tower\w*|gush\w*)",
        r"(?:spew|belch|emit|eject|blast|send)\w*\s+(?:\w+\s+){0,2}?ash",
        r"ashfall",
        r"eruptions?",
        r"erupt(?:s|ed|ing)",
        r"volcan\w+",
        r"lava",
    ),
    "landslide": (
        r"landslides?",
        r"mudslides?",
        r"rockfalls?",
    ),
    # snow that slides off a mountain: no landslide of earth and rock
    "avalanche": (r"avalanches?",),
    # the ground that sinks slowly, cracking roads and homes: 'land subsidence', 'a sinking
    # town'; no quake shook it
    "subsidence": (
        r"(?:land\s+|ground\s+)?subsidence",
        r"(?:land|ground|town|city|village|houses|homes)\s+(?:is\s+|are\s+)?sinking",
    ),
    # a ship that runs aground, capsizes or sinks: 'after the bulk carrier ran aground'
    "shipwreck": (
        r"(?:ran|runs|run|running)\s+aground",
        r"aground",
        r"shipwrecks?",
        r"shipwrecked",
        r"capsiz(?:e|es|ed|ing)",
    ),
    # oil in the sea or on the shore: 'an oil spill', 'oil slicks', 'leaked oil'
    "oil spill": (
        r"oil\s+(?:spills?|slicks?|leaks?)",
        r"(?:spilled|spilt|leaked|leaking)\s+(?:\w+\s+)?oil",
    ),
    # water turned toxic by algae: 'a toxic algal bloom', 'a red tide'
    "algal bloom": (
        r"alga(?:l|e)\s+blooms?",
        r"red\s+tides?",
        r"(?:toxic|blue-?green)\s+algae",
    ),
    # the power that fails: 'during the blackout', 'a power cut' (not a media blackout)
    "blackout": (
        r"(?<!media\s)(?<!news\s)black-?outs?",
        r"power\s+(?:cuts?|outages?|failures?)",
        r"(?:cut|cuts|cutting|knocked\s+out|knocks\s+out)\s+power",
    ),
    # a product or a vehicle shown for the first time: 'the jet is unveiled', 'launching the
    # Galaxy phone' (a rocket's launch is a spaceflight, read before; crews that launch the
    # lifeboat put to sea, a campaign or an appeal launched is no product)
    "unveiling": (
        r"unveil(?:s|ed|ing)?",
        r"(?-i:launch(?:es|ed|ing)?)(?=\s+(?:of\s+)?(?:the|its|their|a)\s+(?:new\s+)?[A-Z])"
        r"(?!\s+(?:[\w'\u2019-]+\s+){1,5}?(?:(?:life)?boats?|ships?|vessels?|ferry|canoes?|"
        r"kayaks?|rafts?|dinghy|yachts?|rockets?|missiles?|satellites?|offensives?|attacks?|"
        r"appeals?|campaigns?|investigations?|inquiry|probes?|bids?)\b)",
        r"product\s+launch(?:es)?",
    ),
    # a craft's first journey in service: 'takes off on its maiden flight'
    "maiden voyage": (r"maiden\s+(?:flights?|voyages?|journeys?|runs?|trips?)",),
    # ... and the trials before it: 'a test flight', 'leaves port for sea trials'
    "trial run": (
        r"(?:first\s+)?test\s+(?:flights?|runs?|drives?)",
        r"sea\s+trials?",
        r"trial\s+(?:runs?|flights?|voyages?)",
    ),
    # a meeting with the press: 'speaks at a news conference', 'during a press tour', 'a
    # media visit', 'a photo call'
    "press event": (
        r"(?:press|news)\s+(?:conferences?|briefings?|tours?|visits?|events?)",
        r"media\s+(?:tours?|visits?|briefings?|events?|days?)",
        r"photo[- ]?(?:ops?|opportunit(?:y|ies)|calls?)",
    ),
    # people sent out of a country: 'deportees arrive', 'a deportation flight'
    "deportation": (r"deport(?:s|ed|ees?|ing|ations?)",),
    # goods called back by their maker: 'a global recall of 2.5 million phones'
    "recall": (
        r"(?:product|safety|global|mass|massive|worldwide|nationwide|vehicle|voluntary)\s+"
        r"recalls?",
        r"recall(?:s|ed|ing)?(?=\s+(?:of\s+)?(?:(?:more\s+than|about|some|nearly|almost|over)"
        r"\s+)?(?:[\d,.]+|millions|thousands|hundreds)\b)",
    ),
    "drought": (
        r"droughts?",
        r"famine",
    ),
    "evacuation": (
        r"evacuat\w+",
        r"evacuees?",
        r"airlift(?:s|ed|ing)?",
        r"flee(?:s|ing)?",
        r"fled",
        r"escape(?:s|d)? from",
    ),
    "migration": (
        r"migrants?",
        r"refugees?",
        r"asylum seekers?",
        r"border crossings?",
    ),
    "rescue": (
        r"rescu(?:e|es|ed|ing|ers?)",
        r"search(?:es|ed|ing)? (?:collapsed|the rubble|rubble)",
    ),
    # money that crashes: 'as the housing market crashes', 'a stock market crash', 'the
    # financial crisis'; no vehicle crashed, no building collapsed (read before both)
    "market crash": (
        r"(?:markets?|stocks?|shares?|housing|property|crypto|bitcoin|currency|bond|prices?)\s+"
        r"(?:market\s+)?(?:crash(?:es|ed|ing)?|collaps(?:e|es|ed|ing)|meltdown|slump(?:s|ed)?)",
        r"(?:financial|economic|banking|debt|credit|currency)\s+(?:crisis|crash|meltdown)",
    ),
    # a dam that gives way or is blown up: 'after the dam burst', 'the dam's collapse', 'the
    # destruction of the Kakhovka dam' (read before any collapse). A dam's failure is a
    # disaster of its own; a levee or dyke that gives way is part of a flood's or a storm's
    # story (a plain collapse).
    "dam failure": (
        r"dams?(?:['\u2019]s?)?\s+(?:(?:was|were|had|has|have)\s+)?(?:burst|bursts|broke|breaks|"
        r"breached|breach|breaches|failed|failure|gave\s+way|collaps\w*|destroyed|destruction|"
        r"blown\s+up|blew\s+up)",
        r"(?:burst|broke|breached|collapsed|destroyed|blew\s+up|blown\s+up)\s+(?:the\s+)?"
        r"(?:[\w'-]+\s+){0,2}dams?",
        # 'the breached wall of the Kariba dam', 'the collapsed embankment of a dam'
        r"(?:burst|broken|breached|collapsed|destroyed)\s+(?:[\w'-]+\s+)?(?:walls?|embankments?|"
        r"gates?|spillways?)\s+of\s+(?:the\s+|a\s+)?(?:[\w'-]+\s+){0,3}dams?",
        r"(?:destruction|collapse|breach|breaching|failure|bursting|blowing\s+up)\s+of\s+"
        r"(?:the\s+|a\s+)?(?:[\w'-]+\s+){0,3}dams?",
    ),
    # water let out of a dam on purpose: 'open spillway gates', 'the floodgates are opened',
    # 'a dam releases water'; a dam that gives way is another story (a dam failure)
    "dam release": (
        r"spillways?(?:\s+gates?)?",
        r"sluice\s*gates?",
        r"flood\s*gates?",
        r"(?:release[sd]?|releasing|discharg(?:e|es|ed|ing))\s+(?:of\s+)?(?:\w+\s+){0,2}?water",
        r"water\s+(?:releases?|discharges?)",
    ),
    # a building or bridge brought down on purpose: 'the controlled demolition of the tower',
    # 'bulldozers demolish homes', 'the chimneys were blown down'; it may end in a collapse
    # (``CAUSES``), but a collapse told alone is an accident, another story
    "demolition": (
        r"(?:controlled\s+)?demolitions?",
        r"demolish(?:es|ed|ing)?",
        r"implo(?:sion|sions|ded|des|ding)",
        r"raz(?:e|es|ed|ing)",
        r"bulldoz(?:e|es|ed|ing)",
    ),
    # the ground that opens: 'a sinkhole swallows a car', 'the road caved in'
    "sinkhole": (
        r"sink\s?holes?",
        r"cav(?:e|es|ed|ing)[- ]in",
    ),
    "collapse": (
        r"collaps(?:e|ed|es|ing)",
        # a levee that gives way: 'after the levees failed', 'rains broke the dyke'
        r"(?:levees?|dykes?|dikes?)\s+(?:burst|bursts|broke|breaks|breached|failed|"
        r"gave\s+way)",
        r"(?:burst|broke|breached)\s+(?:\w+\s+)?(?:levees?|dykes?|dikes?)",
        r"rubble",
        r"ruins",
    ),
    "protest": (
        r"protest(?:s|ers|ors|ing|ed)?",
        r"demonstrat(?:ion|ions|ors|ing|ed)",
        # the verb where people do it somewhere: 'students demonstrate in the square' (not 'a
        # worker demonstrates how the loom works')
        r"demonstrat(?:e|es)(?=\s+(?:in|at|outside|against|near|on|through|over|along|across|"
        r"in\s+front\s+of)\b)",
        r"rall(?:y|ies)",
        r"marchers",
        # 'march peacefully through', 'marched silently to'; not 'march in the May Day parade'
        # nor 'march in Moscow's Victory Day parade'
        r"march(?:es|ed|ing)? (?:\w+ly )?(?:in|through|on|against|to)"
        r"(?!\s+(?:the|a|an|[\w-]+['\u2019]s?)\s+(?:[\w'-]+\s+){0,4}?(?:parades?|processions?)\b)",
        r"sit-?ins?",
        # the noun with its cause: 'a march for the disappeared', 'the march against racism'
        r"(?:a|the)\s+march(?:es)?\s+(?:for|against)",
    ),
    # a labour strike; air strikes, drone strikes and a storm that strikes are read elsewhere
    "strike": (
        r"(?:general|national|nationwide|all-out|wildcat|hunger|sit-down|rail|transport|"
        r"labou?r|one-day|\d+-hour|\w+s'|\w+(?:ers|ists|ors|staff))\s+strikes?",
        r"(?:go|goes|went|gone|are|were|is|was|remain|remained)\s+on\s+strike",
        r"on\s+strike",
        r"strikers",
        r"striking\s+(?:\w+\s+)?(?:workers|\w+ers|staff|employees|drivers|doctors|nurses)",
        r"walk-?outs?",
        r"picket(?:s|ers|ed|ing|\s+lines?)?",
        r"(?:nation|country|state|province|city|coast|industry|company|sector|port|system|"
        r"campus|union)-?wide\s+strikes?",
        r"industrial\s+action",
    ),
    # a service of worship: 'Eid prayers', 'pray at the Wall', 'celebrates Mass', 'a vigil'
    "worship": (
        r"prayers?",
        r"pray(?:s|ed|ing)?",
        r"celebrat\w+\s+(?:(?:a|the)\s+)?(?:\w+\s+)?(?-i:Mass)",
        r"(?:attend\w*|say(?:s|ing)?|said|lead(?:s|ing)?|led|hold(?:s|ing)?|held)\s+"
        r"(?:(?:a|the)\s+)?(?:\w+\s+)?(?-i:Mass)",
        r"(?:church|religious|worship|memorial|prayer|remembrance)\s+services?",
        r"vigils?",
    ),
    # the word for a country's trouble that says neither protest nor riot: either may be it
    "unrest": (
        r"unrest",
        r"turmoil",
        r"upheaval",
    ),
    "riot": (
        r"riot(?:s|ers|ing|ed)?",
        r"clashes",
        r"clash(?:ed|ing)?\s+with",  # every form of the verb: 'students clash with police'
        # a crowd that fights police or rival fans: 'supporters fight riot police', 'a brawl'
        r"(?:fight|fights|fought|fighting)(?=\s+(?:with\s+|against\s+)?(?:the\s+)?(?:riot\s+)?"
        r"(?:police|officers|stewards|security\s+(?:forces|guards|staff)|rival\s+(?:fans|supporters)))",
        r"brawl(?:s|ed|ing)?",
        r"scuffl(?:e|es|ed|ing)",
        r"loot(?:s|ed|ing|ers)?",
        r"ransack(?:s|ed|ing)?",
        r"vandali[sz](?:e|es|ed|ing)",
    ),
    # a show people come to watch: 'a free concert', 'the band's gig', 'a recital'
    "performance": (
        r"concerts?",
        r"gigs?",
        r"recitals?",
        r"(?:live|stage|theatre|theater|dance|street|drag|comedy|fireworks?|light|laser|drone|"
        r"air)\s+(?:shows?|performances?)",
        r"(?:perform(?:s|ed|ing)?|performances?)(?=\s+(?:at|on|in|during|for|before|to)\b)",
        r"world\s+tours?",
    ),
    "celebration": (
        r"celebrat\w+",
        r"festivals?",
        r"parades?",
        r"jubilant",
        r"festivities",
        r"carnival",
        # crowds who greet someone coming home: 'welcome the team home', 'welcome the exiled
        # leader on his return', 'a hero's welcome', 'a homecoming parade'
        # (the verb alone: who is welcomed is another reader's)
        r"welcom(?:e|es|ed|ing)(?=\s+(?:[\w'\u2019.-]+\s+){0,4}?(?:home|back|on\s+(?:his|her|"
        r"their)\s+return)\b)",
        r"hero['\u2019]?s\s+welcome",
        r"homecomings?",
        # a church that proclaims new saints celebrates them: 'a canonisation Mass'
        r"canoni[sz]ations?",
        r"beatifications?",
    ),
    "election": (
        r"elections?",
        r"vot(?:e|es|ers|ing)",
        r"ballots?",
        r"polling",
    ),
    "war": (
        r"wars?",
        r"invasion",
        r"invad(?:e|es|ed|ing|ers?)",
        r"offensive",
        r"battles?",
        r"fighting",
        r"frontline",
        r"front line",
    ),
    # a leader who leaves office: 'as Mubarak resigns', 'after the premier stepped down'
    "resignation": (
        r"resign(?:s|ed|ing|ation|ations)?",
        r"(?:step(?:s|ped|ping)?|st(?:ood|ands?|anding))\s+down"
        r"(?!\s+(?:from|off|onto|into)\s+(?:the|a|an)\s+(?:stage|podium|plane|stairs|steps|"
        r"train|bus|platform|dais|car|boat|ladder|aircraft))",
    ),
    "takeover": (
        r"takeover",
        r"take-over",
        # the verb: 'Crowds storm the palace', 'storming the Capitol' (not 'the storm')
        r"storm(?:s|ing)?(?=\s+(?:the|a|an|into|onto|through|past|its|their|parliament|"
        r"congress|government)\b)",
        r"storming",
        r"seiz(?:e|ed|es|ure)",
        r"captur(?:e|ed)",
        r"coup",
        r"stormed",
        r"fall of",
        r"took control",
    ),
    "attack": (
        r"attacks?",
        r"attacked",
        r"(?:ploughed|plowed|drove|driven|rammed|ploughs|plows|drives|rams)\s+into\s+"
        r"(?:a\s+|the\s+)?(?:crowds?|revell?ers|pedestrians|people|shoppers|worshippers|"
        r"protesters|fans|marchers|spectators)",
        r"shots?\s+(?:rang|ring|rings|ringing)\s+out",
        r"shots?\s+(?:were\s+|are\s+)?fired",
        r"gunfire",
        r"gunshots?",
        r"(?:car|truck|lorry|van|bus|suicide|roadside|pipe|nail|letter|parcel)[- ]bomb"
        r"(?:s|ers?|ings?)?",
        r"shooting",
        r"gunm[ae]n",
        r"terror\w*",
        r"massacre",
        r"stabbing",
        r"ambush",
    ),
    "crash": (
        r"crash(?:es|ed|ing)?",
        r"collisions?",
        r"collid(?:e|es|ed|ing)",
        r"derail\w*",
        r"pile-?ups?",  # vehicles running into each other: a crash by its very name
        r"(?:jump(?:s|ed|ing)?|left|leaves|leaving)\s+the\s+(?:tracks|rails)",
        r"c(?:a|o)me\s+off\s+the\s+(?:tracks|rails)",
        # the wreckage of a vehicle; a building's wreckage may be any disaster's
        r"(?:plane|aircraft|jet|airliner|helicopter|train|bus|car|vehicle|boat|ship)(?:'s)?\s+"
        r"wreckage",
        r"wreckage\s+of\s+(?:the\s+|a\s+|an\s+)?(?:[\w-]+\s+){0,3}?(?:plane|aircraft|jet|"
        r"airliner|helicopter|train|bus|car|vehicle|boat|ship|flight|coach|lorry|truck)",
        r"plane went down",
        r"(?:came|comes|went|goes)\s+down\s+(?:minutes|shortly|soon|moments|seconds)\s+after",
    ),
    "accident": (r"accidents?",),
    # a crowd that crushes itself: 'caught in a stampede', 'a crowd crush at the festival'
    "stampede": (
        r"stampedes?",
        r"(?:crowd|fatal|deadly)\s+(?:crush|surge)(?:es)?",
    ),
    "sport": (
        # a side or a player who wins a title is 'crowned champions': no monarch is crowned
        r"crowned\s+(?:[\w'\u2019-]+\s+){0,3}?(?:champions?|winners?)\b",
        r"world cups?",
        r"copa am[eé]rica",
        r"olympics?",
        r"olympic games",
        r"paralympics?",
        r"paralympic games",
        r"(?:commonwealth|asian|pan american) games",
        r"marathons?",
        r"grand prix",
        r"tour de france",
        r"(?:champions|europa|premier|nations) league",
        r"super bowl",
        r"africa(?:n)? cup of nations",
        r"afcon",
        r"wimbledon",
        r"(?:semi|quarter)[- ]finals?",
        r"(?<=the )finals?(?=\s*(?:[,.;:!?)]|$)|\s+(?:in|at|on|of|against|between|with|win|"
        r"victory|defeat|loss|match|game|whistle|score|tie)\b)",
        r"(?:cup|league|championship|title|world cup|grand) finals?",
        r"(?:football|soccer|rugby|cricket|basketball|baseball|hockey|tennis|volleyball|"
        r"handball|test|friendly|league|cup|qualifying|group[- ]stage|international) "
        r"(?:match(?:es)?|games?|tournaments?|fixtures?|fans|supporters|season)",
        r"(?<=the )match(?=\s*(?:[,.;]|$)|\s+(?:against|between|at|in|with|on)\b)",
        r"tournaments?",
        r"championships?",
        r"(?:horse|motor|car|boat|bike|cycle|sprint|relay) races?",
        r"penalty shoot-?outs?",
        r"(?-i:derb(?:y|ies))",  # a local derby; 'Derby' is also a town
        r"kick-?off",
    ),
    "summit": (
        r"summits?",
        # a meeting of states by another name (not a press or news conference)
        r"(?:climate|peace|donors?|security|UN|U\.N\.|international|global|world|ministerial)\s+"
        r"(?:conferences?|talks)",
        r"COP ?\d{1,2}",
        r"G ?(?:7|8|20) (?:summit|meeting|leaders)",
    ),
    "funeral": (
        r"funerals?",
        r"mourners?",
        r"burial",
        # the body shown to the public before the funeral: 'the late pontiff lying in state'
        r"(?:lying|lies|lay|lain)[- ]in[- ]state",
    ),
    "coronation": (
        r"coronations?",
        r"crowned",
        r"crowning",
        r"enthronement",
    ),
    "inauguration": (
        r"inaugurat(?:ion|ions|ed|es|e)",
        r"sworn in",
        r"swearing[- ]in",
        r"oath of office",
    ),
    "wedding": (
        r"weddings?",
        r"marriage",
        r"married",
        r"brides?",
        r"newlyweds?",
    ),
    # an epidemic, named by its disease where the caption names one ('a cholera ward', 'Ebola
    # patients'): another disease is another story (``DISEASES`` gives each one name)
    "epidemic": (
        r"epidemics?",
        r"pandemics?",
        r"outbreaks?(?!\s+of\s+(?:violence|fighting|war|unrest|clashes|protests?|hostilities))",
        rf"(?P<disease>{'|'.join(DISEASES)})",
    ),
    # a vaccination campaign: 'a nurse vaccinates a child', 'a polio vaccine drive'
    "vaccination": (
        r"vaccin(?:e|es|ate|ates|ated|ating|ation|ations)",
        r"immuni[sz](?:e|es|ed|ing|ation|ations)",
        r"inoculat(?:e|es|ed|ing|ion|ions)",
        r"booster\s+(?:shots?|doses?|jabs?)",
    ),
    # work on the land: harvests, sowing, tending herds ('pluck tea', 'pick grapes')
    "farming": (
        r"harvest(?:s|ed|ing|ers)?",
        r"(?:pluck|pick)(?:s|ed|ing)?\s+(?:the\s+)?(?:\w+\s+)?(?:tea|leaves|cotton|grapes|apples|"
        r"olives|coffee|cherries|berries|strawberries|fruit|oranges|saffron|chillies|peppers|"
        r"dates|hops)",
        r"(?:tea|cotton|grape|fruit|coffee|olive)\s+(?:pickers|pluckers)",
        r"reap(?:s|ed|ing|ers)?",
        r"thresh(?:es|ed|ing)?",
        r"(?:sow|sows|sowed|sowing|sown)\s+(?:\w+\s+)?(?:seeds?|crops?|wheat|rice|maize|corn|fields?)",
        r"(?:plant|plants|planted|planting|transplant\w*)\s+(?:\w+\s+)?(?:rice|paddy|"
        r"seedlings|saplings|crops|potatoes|maize|corn)",
        r"(?:herd|herds|herded|herding|graze|grazes|grazing|tend|tends|tending)\s+(?:their\s+|his\s+|"
        r"her\s+|the\s+)?(?:sheep|cattle|goats|cows|camels|yaks|reindeer|flocks?|herds?|livestock)",
        r"shear(?:s|ed|ing)?\s+(?:the\s+)?sheep",
    ),
    # military exercises: 'a joint military exercise', 'live-fire drills', 'war games', and a
    # named exercise ('the Steadfast Defender exercise'); not 'residents exercise in a park'
    "exercise": (
        r"exercises?",
        r"drills?",
        r"war\s*games",
        r"manoeuvres|maneuvers",
    ),
}

# consequence -> the events that can bring it about
CAUSES: dict[str, frozenset[str]] = {
    "fire": frozenset(
        {"explosion", "airstrike", "earthquake", "war", "attack", "crash", "volcano"}
    ),
    "explosion": frozenset(
        {"airstrike", "attack", "war", "crash", "fire", "spaceflight", "weapons test"}
    ),
    "flood": frozenset({"storm", "tsunami", "dam failure", "dam release"}),
    "hail": frozenset({"storm"}),
    "sinkhole": frozenset({"storm", "flood", "earthquake"}),
    # what a war or a quake left standing is demolished; the blast of a demolition is its own
    "demolition": frozenset({"war", "airstrike", "takeover", "earthquake"}),
    "tsunami": frozenset({"earthquake"}),
    "landslide": frozenset({"storm", "earthquake", "flood"}),
    "avalanche": frozenset({"snow", "storm", "earthquake"}),
    "oil spill": frozenset({"shipwreck", "crash", "explosion", "war", "attack", "airstrike"}),
    # the power a storm, a heatwave's demand or a strike on the grid cuts
    "blackout": frozenset(
        {"storm", "snow", "cold wave", "heatwave", "fire", "wildfire", "explosion", "war"}
        | {"airstrike", "earthquake", "flood", "attack"}
    ),
    # a shell or a blast may break a dam (rains that overtop one tell a flood, no dam failure)
    "dam failure": frozenset({"earthquake", "airstrike", "explosion", "war", "attack"}),
    # the weather behind the weather: the wildfires and droughts of a heatwave, smog from
    # fires (snow is what a picture shows whichever storm brought it: no cause to explain away)
    "wildfire": frozenset({"heatwave", "drought"}),
    "drought": frozenset({"heatwave"}),
    "smog": frozenset({"fire", "wildfire"}),
    "collapse": frozenset(
        {"earthquake", "airstrike", "explosion", "war", "storm", "flood", "demolition"}
    ),
    "evacuation": frozenset(
        {
            "storm",
            "dam failure",
            "flood",
            "snow",
            "earthquake",
            "fire",
            "wildfire",
            "war",
            "takeover",
            "volcano",
            "tsunami",
            "explosion",
            "airstrike",
            "attack",
        }
    ),
    "migration": frozenset({"war", "takeover", "drought", "evacuation"}),
    "rescue": frozenset(
        {
            "dam failure",
            "earthquake",
            "storm",
            "flood",
            "snow",
            "cold wave",
            "explosion",
            "airstrike",
            "crash",
            "fire",
            "wildfire",
            "collapse",
            "landslide",
            "tsunami",
            "migration",
            "attack",
        }
    ),
    "airstrike": frozenset({"war"}),
    "attack": frozenset({"war"}),
    "celebration": frozenset(
        {"election", "sport", "coronation", "inauguration", "wedding", "resignation"}
    ),
    "riot": frozenset({"protest", "sport", "strike"}),
    "unrest": frozenset({"summit", "election", "inauguration", "strike", "sport"}),
    "protest": frozenset({"riot", "summit", "election", "inauguration", "strike"}),
    "worship": frozenset(
        {
            "funeral",
            "attack",
            "airstrike",
            "war",
            "explosion",
            "crash",
            "earthquake",
            "storm",
            "flood",
            "fire",
            "wildfire",
            "tsunami",
            "celebration",
        }
    ),
    "funeral": frozenset({"attack", "airstrike", "war", "explosion", "crash", "earthquake"}),
    "takeover": frozenset({"war"}),
    # the outbreaks that follow a disaster or a war, and the vaccinations an outbreak brings
    "epidemic": frozenset(
        {"flood", "storm", "earthquake", "tsunami", "war", "drought", "migration"}
    ),
    "vaccination": frozenset({"epidemic"}),
}
CAUSES["smog"] |= {"controlled burn"}  # the smoke of burning fields
CAUSES["explosion"] |= {"demolition"}  # the charges that bring a tower down
CAUSES["celebration"] |= {"performance"}  # fans who cheer at a concert
CAUSES["funeral"] |= {"epidemic"}
# An explosion whose cause is named as an accident ('a gas explosion', 'a boiler blast') is
# no bomb: it is still an explosion, with an explosion's consequences.
# The cause may be told with the site or the container it blew up in between ('a fireworks
# depot blast', 'a gas cylinder explosion'), or told outright ('an accidental explosion').
ACCIDENTAL_BEFORE = re.compile(
    r"\b(?:gas|gas-main|boiler|chemical|industrial|fireworks?|factory|plant|pipeline|mine|"
    r"dust|grain|tanker|refinery|fuel|propane|methane|oxygen|transformer|ammonium\s+nitrate|"
    r"accidental)[\s-]+(?:(?:leak|depot|warehouse|store|storage|market|factory|plant|cylinder|"
    r"canister|tank|main|pipe|line|pipeline|station|truck|lorry|tanker)s?\s+)?$",
    re.I,
)
# ... and a fire whose cause is named as an accident ('a short circuit sparked a fire') was
# set by no one: a fire, but not the fire of an arson.
ACCIDENTAL_FIRE = re.compile(
    r"\b(?:short[- ]circuit\w*|electrical\s+(?:fault|short|problem|failure)s?|faulty\s+"
    r"(?:wiring|wires|appliance)|gas\s+(?:leak|cylinder|canister|stove)s?|cooking|candles?|"
    r"cigarettes?|lightning|accident(?:al|ally)?|overheat\w*)\b",
    re.I,
)
# A protest its caption says is peaceful ('march peacefully', 'a peaceful sit-in', 'a silent
# vigil-like march'): the caption says there was no violence.
PEACEFUL = re.compile(
    r"\b(?:peaceful(?:ly)?|non-?violent(?:ly)?|silent(?:ly)?|calm(?:ly)?|orderly)\b", re.I
)
# An explosion of what was fired ('a mortar shell exploded', 'a grenade blast') is the shelling
# (not a rocket's: it may be a launch's).
FIRED_BEFORE = re.compile(
    r"\b(?:(?:mortar|artillery|tank)\s+)?(?:shells?|mortars?|grenades?|artillery)\s+"
    r"(?:(?:that\s+)?(?:had\s+)?)?$",
    re.I,
)
# the rescues and evacuations of a drill are staged with it
CAUSES["rescue"] |= {"rehearsal"}
CAUSES["evacuation"] |= {"rehearsal"}
# those a snow slide buries or a wreck strands are rescued; a king tide floods the shore; the
# sinking ground brings houses down
CAUSES["rescue"] |= {"avalanche", "shipwreck"}
CAUSES["evacuation"] |= {"avalanche", "shipwreck"}
CAUSES["flood"] |= {"king tide"}
CAUSES["collapse"] |= {"subsidence"}
CAUSES = {k: (v | {"accidental explosion"} if "explosion" in v else v) for k, v in CAUSES.items()}
CAUSES = {k: (v | {"accidental fire"} if "fire" in v else v) for k, v in CAUSES.items()}

# What one caption may say of a story that another tells by its cause: its consequences and
# the people's response (evacuation after a flood, a funeral after an attack, fire after an
# airstrike). Across two captions an event is not excused by a cause of another kind of
# incident (CAUSES, read within one caption, holds those): a protest and a riot, a crash and a
# bomb blast, flash floods and a dam collapse are different stories unless one caption names
# both.
CONSEQUENCES: dict[str, frozenset[str]] = {
    **{
        k: v
        for k, v in CAUSES.items()
        if k in ("evacuation", "migration", "rescue", "funeral", "worship")
    },
    "celebration": CAUSES["celebration"],
    "fire": CAUSES["fire"] - {"crash"},
    "explosion": CAUSES["explosion"] - {"crash"},
    "flood": frozenset({"storm", "tsunami", "king tide"}),
    "tsunami": frozenset({"earthquake"}),
    "snow": frozenset({"storm", "cold wave"}),
    "hail": frozenset({"storm"}),
    "sinkhole": frozenset({"storm", "flood", "earthquake"}),
    "wildfire": frozenset({"heatwave", "drought"}),
    "drought": frozenset({"heatwave"}),
    "smog": frozenset({"fire", "wildfire"}),
    # floods and landslides are two things the same rains do: a landslide that buries houses
    # and floodwater that submerges them are two stories unless one caption tells both
    "landslide": frozenset({"storm", "earthquake"}),
    "avalanche": CAUSES["avalanche"],
    "oil spill": CAUSES["oil spill"],
    "blackout": CAUSES["blackout"],
    # (a house the floodwater brings down is the flood's story)
    "collapse": frozenset({"earthquake", "airstrike", "explosion", "war", "storm", "flood"}),
    "airstrike": frozenset({"war"}),
    "attack": frozenset({"war"}),
    "takeover": frozenset({"war"}),
    "epidemic": CAUSES["epidemic"],
    "vaccination": CAUSES["vaccination"],
}
CONSEQUENCES["smog"] |= {"controlled burn"}
CONSEQUENCES = {
    k: (v | {"accidental explosion"} if "explosion" in v else v) for k, v in CONSEQUENCES.items()
}
CONSEQUENCES = {k: (v | {"accidental fire"} if "fire" in v else v) for k, v in CONSEQUENCES.items()}

# 'Hurricane Harvey', 'Typhoon Haiyan', 'Storm Ciarán', 'Cyclone Idai'
# 'Hurricane Harvey', 'Super Typhoon Haiyan', 'Tropical Storm Alberto', 'Category 5 Hurricane
# Otis': one storm whatever its strength when named, compared by its name alone
_STORM_KIND = (
    r"(?:(?:Category \d|Super|Severe|Very Severe|Extremely Severe|Post-Tropical|Tropical|"
    r"Extratropical|Subtropical)\s+)*(?:Hurricane|Typhoon|Cyclone|Storm|Depression)"
)
NAMED = re.compile(rf"\b(?P<kind>{_STORM_KIND})\s+(?P<name>[A-Z][a-z\u00C0-\u024F]+)\b")
_STORM_PREFIX = re.compile(rf"^{_STORM_KIND}\s+", re.I)
# Another name given to a storm ('Typhoon Rai, known locally as Odette', 'Hurricane Ian (also
# called ...)'): regional agencies name storms too.
# Storms the Philippines names on its own list (PAGASA), by their international names: one
# storm whichever name a caption uses.
LOCAL_STORM_NAMES: dict[str, str] = {
    "yolanda": "haiyan",
    "odette": "rai",
    "ompong": "mangkhut",
    "rolly": "goni",
    "ulysses": "vamco",
    "ondoy": "ketsana",
    "pablo": "bopha",
    "sendong": "washi",
    "lawin": "haima",
    "tisoy": "kammuri",
    "karding": "noru",
    "egay": "doksuri",
    "paeng": "nalgae",
    "glenda": "rammasun",
    "ruby": "hagupit",
    "kristine": "trami",
    "pepeng": "parma",
    "reming": "durian",
    "frank": "fengshen",
    "nina": "nock-ten",
}
ALSO_KNOWN = re.compile(
    r",?\s*\(?(?:(?:also|locally|widely)\s+)?(?:known|called|named)\s+(?:locally\s+|also\s+|"
    r"in\s+(?:the\s+)?[A-Z][a-z]+\s+)?as\s+(?P<name>[A-Z][a-z\u00C0-\u024F]+)\b"
)
# A name with a year or number in it: 'Euro 2020', 'Tokyo 2020 Olympics', 'World Cup 2022',
# 'the 2022 World Cup', 'COP26'. The number names the event: it is not a date.
_EVENT_WORDS = (
    r"Olympics|Olympic Games|Olympic|Paralympics|Paralympic Games|Games|World Cup|"
    r"Women's World Cup|Rugby World Cup|Cricket World Cup|T20 World Cup|Copa Am[eé]rica|"
    r"Euros?|Expo|AFCON|Africa Cup of Nations|Eurovision|Commonwealth Games|Asian Games|"
    r"Grand Prix|Super Bowl|Marathon|Summit|World Championships?"
)
_YEAR = r"(?:19|20)\d\d"
NAMED_EDITION = re.compile(
    # 'Euro 2020', 'World Cup 2022', 'Expo 2020 Dubai'
    rf"\b(?P<a>(?:{_EVENT_WORDS})\s+{_YEAR})\b"
    # 'Tokyo 2020 Olympics', 'Tokyo 2020', when the games follow or precede
    rf"|\b(?P<b>[A-Z][a-z\u00C0-\u024F]+\s+{_YEAR}(?:\s+(?:{_EVENT_WORDS}))?)"
    rf"(?=\s+(?:{_EVENT_WORDS}|final|opening|closing|ceremony|marathon|torch|medal|village|"
    rf"organi[sz]ers|venue|games|olympics|paralympics)\b)"
    # 'the 2022 World Cup', 'the 2016 Rio Olympics'
    rf"|\b(?P<c>{_YEAR}\s+(?:[A-Z][a-z]+\s+)?(?:{_EVENT_WORDS}))\b"
    # 'COP26', 'COP 28'
    rf"|\b(?P<d>COP\s?\d{{1,2}})\b"
)
EDITION_TYPE = {"summit": "summit", "cop": "summit", "expo": "exhibition", "eurovision": "contest"}

# 'the Vietnam war', 'the war in Iraq', 'the Tohoku earthquake'
# (a river that 'floods the towpath' is the verb's subject, not the name of a flood:
# ``OBJECT_AFTER``)
_OBJECT = (
    r"\s+(?:the|a|an|its|their|his|her|parts?|streets?|roads?|homes|houses|fields|farmland|"
    r"towns?|villages?|banks|cellars|basements)\b"
)
OBJECT_AFTER = re.compile(rf"^{_OBJECT}")
NAMED_AFTER = re.compile(
    rf"\b(?P<name>[A-Z][\w-]+)\s+(?P<kind>war|earthquake|tsunami|floods?)\b(?!{_OBJECT})"
)
NAMED_IN = re.compile(r"\bthe\s+(?P<kind>war|invasion)\s+(?:in|on|of)\s+(?P<name>[A-Z][\w-]+)")
# An event after 'against' is what a protest is about, not what the picture shows.
# ('against the official results of the presidential election': what is against is the topic)
TOPIC = re.compile(
    r"\bagainst\s+(?:the\s+)?(?:\w+\s+){0,2}(?:(?:results?|outcome|count|conduct|rigging|"
    r"postponement|cancellation|handling)\s+of\s+(?:the\s+|a\s+|this\s+|last\s+)?(?:\w+\s+)?)?$",
    re.I,
)
# An event a rehearsal, a drill or a commemoration stages is not what the picture shows:
# 'a rehearsal for the coronation', 'an exercise simulating a derailment', 'a mock attack',
# 'on the anniversary of the earthquake', 're-enacting the battle', 'the coronation rehearsal'.
STAGED_BEFORE = re.compile(
    r"\b(?:(?:rehears(?:al|als)|drills?|exercises?|simulations?|anniversar(?:y|ies)|"
    r"re-?enactments?|commemorations?)\s+(?:for|of)|rehears(?:e|es|ed|ing)|"
    r"simulat(?:e|es|ed|ing)|re-?enact(?:s|ed|ing)?|commemorat(?:e|es|ed|ing)|mock|"
    r"(?:years?|months?|decades?)\s+since)\s+(?:the\s+|a\s+|an\s+)?(?:[\w'\u2019-]+\s+){0,3}$",
    re.I,
)
STAGED_AFTER = re.compile(
    r"^[\s-]+(?:rehearsals?|drills?|simulations?|anniversar(?:y|ies)|commemorations?|"
    r"re-?enactments?)\b",
    re.I,
)
# a war's veterans, graves and memorials are pictured long after it: 'World War Two
# veterans', 'a Korean War memorial', 'the war graves' (no war is shown)
AFTER_THE_WAR = re.compile(
    r"^(?:\s+(?:Two|One|II|I|2|1))?[\s-]+(?:veterans?|memorials?|cemeter(?:y|ies)|graves?|"
    r"widows?)\b",
    re.I,
)
# 'fire' in 'open fire', 'ceasefire', 'under fire', 'gunfire' is shooting, not a fire
NOT_FIRE = re.compile(
    r"(?:open(?:ed|s)?|under|cease|gun|return(?:ed)?|came under|live)[ -]?$", re.I
)
# 'police fire tear gas', 'troops fire warning shots': the verb, no fire
NOT_FIRE_AFTER = re.compile(
    r"^\s+(?:tear\s*gas|teargas|shots?|warning|rubber|bullets|live\s+(?:rounds|ammunition)|"
    r"water\s+cannons?|rockets?|missiles?|shells?|flares?|at|on|into|back|upon|pellets|"
    r"stun\s+grenades?|grenades?|guns?|weapons?|artillery)\b",
    re.I,
)
# what engulfs a place is a fire only when nothing else is said to: 'a sandstorm engulfs the
# city', 'smoke engulfs the skyline', 'houses engulfed by floodwater' tell no flames
_ENGULFING = (
    r"sand|dust|sand\s?storms?|dust\s?storms?|storms?|smoke|fog|smog|haze|mist|clouds?|water|"
    r"waters|flood\s?waters?|floods?|waves?|seas?|tides?|mud|mudslides?|landslides?|snow|"
    r"avalanches?|lava|ash|darkness|crowds?"
)
ENGULFING_BEFORE = re.compile(rf"\b(?:{_ENGULFING})\b[^,.;:]{{0,40}}$", re.I)
ENGULFING_AFTER = re.compile(
    rf"^\s+(?:\w+\s+){{0,3}}?(?:by|in)\s+(?:(?:a|an|the|thick|dense|\w+ing)\s+)?"
    rf"(?:{_ENGULFING})\b",
    re.I,
)
# ... but 'a fire at the depot', 'the huge fire on the hill': after a determiner it is the noun
FIRE_NOUN_BEFORE = re.compile(
    r"\b(?:a|an|the|this|that|its|their|another)\s+(?:(?!(?:police|troops|soldiers|forces|army|"
    r"guards|officers|militants|gunmen|rebels|snipers)\b)[\w-]+\s+){0,2}$",
    re.I,
)
# 'battle a blaze', 'fighting the floods', 'firefighters battle': a fight with fire or water
_ELEMENTS = (
    r"blazes?|fires?|flames|wild ?fires?|bush ?fires?|infernos?|floods?|flood ?waters?|waters?|"
    r"storms?|elements|heat|winds?|virus|pandemic|disease|illness|cancer|odds|traffic|crowds"
)
NOT_WAR_AFTER = re.compile(
    r"^\s+(?:(?:to\s+(?:contain|control|save|put out|extinguish|stop)|against|with)\s+)?"
    rf"(?:(?:the|a|an|huge|massive|raging|deadly|fierce|several|two|three|\w+-\w+)\s+){{0,2}}"
    rf"(?:{_ELEMENTS})\b",
    re.I,
)
# fans who 'invade the pitch' or 'storm the field' run onto a ground: no army invades it
PITCH_AFTER = re.compile(
    r"^\s+(?:the\s+)?(?:pitch|field|court|stage|rink|track|playing\s+(?:field|surface))\b",
    re.I,
)
# a festival, a club or a city that marks 'its 75th anniversary' celebrates itself: no
# commemoration of an event of the past
OWN_ANNIVERSARY_BEFORE = re.compile(
    r"\b(?:its|their)\s+(?:\d+(?:st|nd|rd|th)|\w+(?:st|nd|rd|th)|golden|silver|diamond)\s+$",
    re.I,
)
NOT_WAR_BEFORE = re.compile(
    r"(?:fire ?fighters?|firemen|fire crews?|crews|firefighting|volunteers|rescuers)"
    r"\s+(?:\w+\s+)?$",
    re.I,
)
# 'water-bombing planes', 'water bombers': firefighting from the air
# A bombing whose bomb was planted or carried ('a truck bombing', 'suicide bombings') is an
# attack from the ground, no strike from the air; so is 'water-bombing' none.
NOT_STRIKE_BEFORE = re.compile(
    r"(?:water|car|truck|lorry|van|bus|suicide|roadside|pipe|nail|letter|parcel)[- ]?$", re.I
)
# a camera 'captured' the scene, 'shooting' a video: no takeover, no attack
_CAMERA_WORDS = re.compile(
    r"\b(?:camera|cameras|footage|video|videos|photos?|photograph\w*|images?|pictures?|cctv|"
    r"clips?|film\w*|drone|satellite|webcam|dashcam|bodycam|lens|snaps?|selfies?|documentary|"
    r"scene|scenes|moment)\b",
    re.I,
)
_CAMERA_SENSE = frozenset({"takeover", "attack"})

# An exercise or a drill is a military one where the words before say so, or where it has a
# name ('the Steadfast Defender exercise'); not 'residents exercise in a park'.
MILITARY_BEFORE = re.compile(
    r"\b(?:military|joint|naval|navy|army|air|war|live[- ]fire|training|combat|amphibious|"
    r"nuclear|missile|defen[cs]e|troops?|forces|soldiers|marines|annual|large-scale|"
    r"multinational|NATO)\b[\s-]+(?:[\w-]+\s+)?$"
)
_NAME_BEFORE = re.compile(r"\b[A-Z][\w-]+\s+$")
# 'buried under hail', 'heavy hail', 'hail and rain': the noun; 'fans hail the team' is praise
HAIL_NOUN_BEFORE = re.compile(
    r"\b(?:of|in|under|by|with|and|or|heavy|large|giant|huge|severe|sized|golf-ball|freak|"
    r"after|amid|during|from|covered|rain|snow|sleet|wind|winds)\s+$",
    re.I,
)
# 'Gunfire erupts', 'violence erupted': no volcano
NOT_VOLCANO_BEFORE = re.compile(
    r"\b(?:gunfire|violence|clashes|protests?|fighting|chaos|riots?|fans|crowds?|celebrations?|"
    r"cheers|anger|war|battle|unrest|row|scandal|fury|applause|fire|fires|fights?)\s+$",
    re.I,
)
# the mountain as a place people stand on: 'on the slopes of the Ok volcano', 'at the foot of
# the volcano', 'hikers climb the volcano'; no eruption
VOLCANO_SITE_BEFORE = re.compile(
    r"\b(?:(?:slopes?|flanks?|foot|summit|crater|craters|rim|top|base|shadow|sides?|edge)\s+of|"
    r"(?:climb|hike|trek|walk)\w*(?:\s+up|\s+to)?)\s+(?:the\s+|a\s+|an\s+)?"
    r"(?:[\w'\u2019-]+\s+){0,3}$",
    re.I,
)

# 'vaccinated travellers', 'vaccinated staff': who may cross or come in, no vaccination shown
VACCINATED_PEOPLE_AFTER = re.compile(
    r"^\s+(?:travell?ers|passengers|people|persons|visitors|tourists|residents|adults|staff|"
    r"workers|employees|students|fans|guests|customers|individuals|spectators|arrivals|"
    r"foreigners|crews?|members|attendees|diners|patrons|americans|europeans|citizens|"
    r"holidaymakers|pilgrims|athletes|players|drivers|truckers)\b",
    re.I,
)

# 'vaccinated against measles', 'a campaign against polio': the disease a vaccination is
# against is the caption's own story (what a protest is against is not: ``TOPIC``)
VACCINE_BEFORE = re.compile(
    r"\b(?:vaccin\w*|immuni[sz]\w*|inoculat\w*|jabs?|shots?|doses?|campaigns?|drives?|"
    r"protect\w*)\b[^.;]{0,40}$",
    re.I,
)
ASH = re.compile(r"\bash", re.I)
# a fire's words: the ash of a caption that tells of a fire is the fire's, no volcano's
FIRE_WORDS = re.compile(
    r"\b(?:wild ?fires?|bush ?fires?|forest fires?|fires?|blazes?|burn\w*|flames|embers)\b", re.I
)

# 'Rioters take to the streets in protest at the bill': 'in protest' says why, not what is shown
IN_PROTEST = re.compile(r"\bin\s+$", re.I)
IN_PROTEST_AFTER = re.compile(r"^\s+(?:at|against|over|of|to|after)\b", re.I)
# 'clashes between the army and the RSF' is fighting between armed forces (war); 'clashes
# with police' is unrest
ARMED_AFTER = re.compile(
    r"^[^.;]{0,40}?\b(?:army|armies|armed\s+forces|troops|soldiers|militants|rebels|"
    r"insurgents|fighters|paramilitar\w*|militias?|(?:government|security|rebel|rival)\s+forces|"
    r"forces\s+loyal)\b",
    re.I,
)
# ... unless a crowd is one side: 'protesters clash with troops' is a riot
CROWD = re.compile(
    r"\b(?:protesters|protestors|demonstrators|rioters|marchers|fans|supporters|students|"
    r"youths|crowds?|mobs?)\b",
    re.I,
)
# 'police in riot gear', 'riot shields', 'a riot squad': what police wear and are named for,
# no riot in the picture
RIOT_KIT_AFTER = re.compile(
    r"^[\s-]+(?:gear|equipment|shields?|helmets?|armou?r|uniforms?|vans?|vehicles?|squads?|"
    r"units?|officers|troops|control|agents?|batons?|guns?)\b",
    re.I,
)
# A capitalised trigger inside the name of a place or a body ('the Terrorism Confinement
# Center', 'the Fire Station', 'the Earthquake Museum', 'the Flood Control Authority') names
# what the body deals with or remembers: no event of the picture.
INSTITUTION_AFTER = re.compile(
    r"^(?:\s+[A-Z][\w'\u2019-]*){0,3}\s+(?:Cent(?:er|re)|Court|Department|Ministry|Agency|"
    r"Authority|Service|Museum|Memorial|Prison|Jail|Hospital|School|Institute|Act|Law|Unit|"
    r"Squad|Commission|Council|Committee|Office|Bureau|Brigade|Corps|Foundation|Fund|Society|"
    r"Association|Station|Headquarters|Academy|College|University|Library|Monument|Park|"
    r"Square|Street|Avenue|Road|Bridge|Tower|Hall|Stadium|Arena)\b"
)
# a fight with the police is a riot: 'supporters battle police', 'fighting riot police'
POLICE_AFTER = re.compile(r"^\s+(?:with\s+|against\s+)?(?:the\s+)?(?:riot\s+)?police\b", re.I)
# 'Praying for everyone', 'thoughts and prayers': sympathy, no service of worship
SYMPATHY_BEFORE = re.compile(r"(?:thoughts\s+and|our|my|sending|sends?)\s+$", re.I)
# The occasion a picture was taken at: 'during a dockworkers' strike', 'amid clashes'. When
# both captions say it and the occasions differ, the story changed, whatever else each tells.
OCCASION_BEFORE = re.compile(
    r"\b(?:during|amid|amidst|in\s+the\s+midst\s+of)\s+"
    r"(?:(?:the|a|an|this|last|its|their|[\w-]+'s?|[\w-]+)\s+){0,3}$",
    re.I,
)

# 'A wave crashes onto the beach', 'crashing waves', 'surf crashed over the wall': the sea, no crash
WAVES_BEFORE = re.compile(r"\b(?:waves?|surf|sea|seas|swell|breakers|water|tide)\s+$", re.I)
WAVES_AFTER = re.compile(r"^\s+(?:waves?|surf|seas?|swell|breakers)\b", re.I)

# 'Crowds flood the streets', 'thousands of fans flooded into the square': people who pour in
# somewhere make no flood (rains that flooded the streets do)
CROWD_FLOODS_BEFORE = re.compile(
    r"\b(?:crowds?|people|thousands|hundreds|millions|tens\s+of\s+thousands|protesters|"
    r"demonstrators|marchers|fans|supporters|tourists|visitors|shoppers|pilgrims|worshippers|"
    r"mourners|voters|revell?ers|spectators|residents|students|commuters|holidaymakers|"
    r"well-wishers|onlookers|tributes|messages)\s+(?:(?:have|had|has|who|that|\w+ly)\s+)?$",
    re.I,
)
# 'a flood of bloodshed', 'a storm of criticism', 'a wave of arrests': figures of speech
METAPHOR = re.compile(r"^\s+of\b", re.I)
METAPHORS = frozenset({"flood", "storm", "explosion", "avalanche", "tsunami", "earthquake", "fire"})

# each kind's triggers, tried on a caption only when it holds one of their words (most
# captions hold the words of a few kinds, and each pattern costs most where it finds nothing)
_PATTERNS = [
    (kind, Cued(re.compile(rf"\b(?:{'|'.join(patterns)})\b", re.I)))
    for kind, patterns in TRIGGERS.items()
]


def extract_named_events(text: str, spans: Spans) -> list[Claim]:
    """Named competitions, storms and numbered editions first, so 'Harvey' or 'Florence' is
    never taken for a town and the 2020 of 'Euro 2020' never for a date."""
    claims = extract_competitions(text, spans) + extract_gatherings(text, spans)
    for match in NAMED_EDITION.finditer(text):
        start, end = match.span()
        if not spans.free(start, end):
            continue
        spans.take(start, end)
        name = " ".join(match.group(0).split())
        word = re.sub(r"[\d\s]+", " ", name).strip().split()
        kind = next((EDITION_TYPE[w.lower()] for w in word if w.lower() in EDITION_TYPE), "sport")
        detail = {"name": name, "trigger": "edition"}
        if kind == "sport":  # 'Tokyo 2020': an edition of a competition it does not name
            detail.update(edition_as_competition(name))
        claims.append(Claim("event", kind, name, detail, (start, end)))
    for match in NAMED.finditer(text):
        start, end = match.span()
        if spans.free(start, end):
            spans.take(start, end)
            detail = {"name": match.group(0), "trigger": match.group("kind").lower()}
            alias = ALSO_KNOWN.match(text, end)
            if alias:  # 'Typhoon Rai, known locally as Odette': one storm, two names
                spans.take(alias.start("name"), alias.end("name"))
                detail["aliases"] = [alias.group("name")]
            claims.append(Claim("event", "storm", match.group(0), detail, (start, end)))
    claims += _flights(text, spans)
    claims += _awards(text, spans)
    claims += _ceremonies(text, spans)
    claims += _disciplines(text, spans)
    _take_titles_and_trophies(text, spans)
    return claims


# The prizes of the arts and letters, each under the names a caption gives it: the statuette
# ('her Oscar'), the ceremony ('the 95th Academy Awards') and the hashtag ('#Oscars95') are one.
AWARDS: dict[str, str] = {
    r"Oscars?|Academy\s+Awards?": "academy awards",
    r"Golden\s+Globes?(?:\s+Awards?)?": "golden globes",
    r"BAFTAs?(?:\s+Awards?)?|British\s+Academy\s+Film\s+Awards": "baftas",
    r"Grammys?(?:\s+Awards?)?": "grammys",
    r"Emmys|Emmy\s+Awards?": "emmys",
    r"Tony\s+Awards?|Tonys": "tony awards",
    r"Brit\s+Awards|BRITs": "brit awards",
    r"C[eé]sars?\s+(?:Awards?|ceremony)": "cesar awards",
    r"Palme\s+d['\u2019]Or": "palme d'or",
    r"Golden\s+Lion": "golden lion",
    r"Golden\s+Bear": "golden bear",
    r"Ballon\s+d['\u2019]Or": "ballon d'or",
    r"Booker\s+Prize": "booker prize",
    r"Pulitzer\s+Prizes?": "pulitzer prize",
    r"Nobel(?:\s+(?:Peace|Literature))?\s+Prizes?": "nobel prize",
    r"Met\s+Gala": "met gala",
}
AWARD = re.compile(
    r"#?\b(?:\d{1,3}(?:st|nd|rd|th)\s+)?(?P<name>"
    + "|".join(f"(?P<a{k}>{p})" for k, p in enumerate(AWARDS))
    + r")(?:\d{2,4})?\b(?!\s+[A-Z][a-z])"  # 'Oscar Isaac', 'Grammy Lopez': a person
)


def _awards(text: str, spans: Spans) -> list[Claim]:
    """A named prize or gala is the occasion, whichever of its names a caption uses: 'her
    Oscar' is no man's name (and 'Oscar Isaac', a name followed by another, is left alone)."""
    keys = list(AWARDS.values())
    claims = []
    for match in AWARD.finditer(text):
        start, end = match.span()
        if not spans.free(start, end):
            continue
        spans.take(start, end)
        key = keys[int(next(k for k, v in match.groupdict().items() if v and k != "name")[1:])]
        detail = {"name": match.group("name"), "aliases": [key], "trigger": "award"}
        claims.append(Claim("event", "award", match.group(0), detail, (start, end)))
    return claims


# The part of an occasion a ceremony is: the opening and the closing of the same Games, a
# medal ceremony, a graduation, a ground-breaking are each their own moment.
CEREMONY = re.compile(
    r"\b(?P<phase>opening|closing|medals?|victory|awards?|prize-?giving|graduation|"
    r"wreath-?laying|flag-?raising|torch-?lighting|tree-?lighting|handover|signing|naming|"
    r"ground-?breaking|ribbon-?cutting|closing-?down)\s+ceremon(?:y|ies)\b",
    re.I,
)


# The race a picture shows, by its distance and style: 'the men's 100 metres final', 'the
# 400m hurdles', 'the 4x100m relay', 'the 200-metre freestyle'. Another distance is another
# race, whoever runs or swims it; a distance is a race's only with a race's word after it
# ('a 300-metre wall' is none).
DISCIPLINE = re.compile(
    r"\b(?P<relay>4\s?[x\u00d7]\s?)?(?P<n>\d{2,5}(?:,\d{3})?)(?:\s?|-)"
    r"(?P<unit>m|metres?|meters?|km|kilomet(?:re|er)s?)\s+"
    r"(?P<style>(?:individual\s+)?medley|hurdles|relay|freestyle|butterfly|breaststroke|"
    r"backstroke|steeplechase|race\s?walk|sprint|dash|final|finals|heats?|semi-?finals?|"
    r"race|title|gold)\b",
    re.I,
)
_STYLES = frozenset(
    {
        "medley",
        "individual medley",
        "hurdles",
        "relay",
        "freestyle",
        "butterfly",
        "breaststroke",
        "backstroke",
        "steeplechase",
        "race walk",
        "racewalk",
    }
)


def _disciplines(text: str, spans: Spans) -> list[Claim]:
    claims = []
    for match in DISCIPLINE.finditer(text):
        start, end = match.span()
        if not spans.free(start, end):
            continue
        spans.take(start, end)
        unit = "km" if fold(match.group("unit")).startswith("k") else "m"
        style = " ".join(fold(match.group("style")).split())
        name = f"{'4x' if match.group('relay') else ''}{match.group('n').replace(',', '')}{unit}"
        detail = {"name": name, "trigger": "discipline"}
        if style in _STYLES:  # 'the 400m hurdles' may be written 'the 400m'
            detail.update(name=f"{name} {style}", aliases=[name])
        claims.append(Claim("event", "discipline", match.group(0), detail, (start, end)))
    return claims


def _ceremonies(text: str, spans: Spans) -> list[Claim]:
    claims = []
    for match in CEREMONY.finditer(text):
        start, end = match.span()
        if not spans.free(start, end):
            continue
        spans.take(start, end)
        phase = fold(match.group("phase")).replace(" ", "").replace("-", "").rstrip("s")
        detail = {"name": f"{phase} ceremony", "trigger": "ceremony"}
        claims.append(Claim("event", "ceremony", match.group(0), detail, (start, end)))
    return claims


# Names that are no one's: a trophy ('the Venus Rosewater Dish', 'the Claret Jug') and a film or
# show at its premiere ('the premiere of 'Dune'', 'the new Indiana Jones premiere'). Their words
# are taken so that no reader makes a person or a place of them.
TROPHY = re.compile(r"\b(?:[A-Z][\w'\u2019-]+\s+){1,3}(?:Dish|Trophy|Jug|Urn|Salver)\b")
TITLE = re.compile(
    r"\b(?:premi[eè]re|screening)\s+of\s+(?P<q>['\u2018\"\u201c])[^'\u2019\"\u201d]{2,80}"
    r"['\u2019\"\u201d]"
    r"|(?P<name>(?:[A-Z][\w'\u2019:-]*\s+){1,5})(?=(?:film\s+|movie\s+)?(?:premi[eè]re|screening)s?\b)"
)


def _take_titles_and_trophies(text: str, spans: Spans) -> None:
    for pattern in (TROPHY, TITLE):
        for match in pattern.finditer(text):
            name = match.groupdict().get("name")
            start, end = match.span("name") if name else match.span()
            if spans.free(start, end):
                spans.take(start, end)


# 'Ethiopian Airlines Flight ET302', 'Flight MH17': a flight is named by its number, and the
# airline before it runs it.
FLIGHT = re.compile(
    r"(?P<airline>(?:[A-Z][\w-]*\s+){1,3}?)?\b[Ff]light\s+(?P<number>[A-Z]{0,3}\s?\d{1,4}[A-Z]?)\b"
)
_NOT_AIRLINE = frozenset({"the", "a", "an", "of", "on", "aboard", "board", "in", "doomed"})


def _flights(text: str, spans: Spans) -> list[Claim]:
    """A numbered flight is the event's name ('Flight ET302' against 'Flight JT610': two
    stories), and the airline named before it an organisation."""
    claims = []
    for match in FLIGHT.finditer(text):
        start, end = text.rfind("light", 0, match.start("number")) - 1, match.end()
        if not spans.free(start, end):
            continue
        number = match.group("number").replace(" ", "").upper()
        spans.take(start, end)
        detail = {"name": f"Flight {number}", "trigger": "flight"}
        claims.append(Claim("event", "flight", f"Flight {number}", detail, (start, end)))
        airline = (match.group("airline") or "").split()
        while airline and fold(airline[0]) in _NOT_AIRLINE:
            airline.pop(0)
        if airline and spans.free(match.start(), start):
            a_start = match.start() + (match.group("airline") or "").find(airline[0])
            spans.take(a_start, start)
            name = " ".join(airline)
            org = {"kind": "company", "country": None, "role": "shown", "named": True}
            claims.append(Claim("organisation", name, name, org, (a_start, start - 1)))
    return claims


# The occasion a picture was taken at, named: 'during the annual Hajj', 'amid the Carnation
# Revolution', 'during the #EndSARS protests'. Two occasions of different names are two stories.
_OCCASION_WORD = r"(?:#?[A-Z][\w'\u2019-]*|#\w+)"
OCCASION = re.compile(
    r"\b(?:during|amid|amidst)\s+(?:the\s+)?(?:(?:annual|yearly|traditional|holy|first|last|"
    r"latest|final)\s+)?"
    rf"(?P<name>{_OCCASION_WORD}(?:\s+(?:(?:of|on|to|de|the|al)\s+)?{_OCCASION_WORD}){{0,4}})"
)
HASHTAG_EVENT = re.compile(
    r"(?P<name>#\w+)\s+(?=(?:protests?|demonstrations?|rall(?:y|ies)|marches|movement|"
    r"campaign|strikes?)\b)"
)
_OCCASION_LINKS = frozenset({"of", "on", "to", "de", "the", "al"})
NAMED_ONLY = frozenset(
    {"occasion", "flight", "holiday", "award", "ceremony", "discipline", "fair"}
)  # kinds compared by name alone
# one feast written two ways: 'Eid ul-Fitr' is 'Eid al-Fitr'
_HOLIDAY_SPELLINGS = {
    "eid ul-fitr": "eid al-fitr",
    "eid ul-adha": "eid al-adha",
    "baisakhi": "vaisakhi",
    "chanukah": "hanukkah",
}


def extract_holidays(text: str, spans: Spans, dates: Sequence[Claim] = ()) -> list[Claim]:
    """The holidays a caption names: the feast is the occasion the picture shows, and another
    feast is another occasion. Read after dates: a holiday that dates the caption ('as Paris
    celebrates New Year's Eve') is its occasion too where the caption says it is kept
    (``KEPT``); otherwise ('on Christmas Eve') it is only the date."""
    from provenance.claims.dates import caption_country
    from provenance.claims.named_days import HOLIDAY, holiday_key, same_day_names

    dated = [c.span for c in dates if c.span]
    claims = []
    country = caption_country(text) if HOLIDAY.search(text) else None
    for match in HOLIDAY.finditer(text):
        start, end = match.span("holiday")
        by_date = any(s <= start and end <= e for s, e in dated)
        if by_date and not KEPT.search(_clause(text, start, end)):
            continue
        if not by_date and not spans.free(start, end):
            continue
        key = holiday_key(match.group("holiday"))
        spans.take(start, end)
        written = " ".join(match.group("holiday").split())
        detail = {
            "name": written,
            "aliases": [_HOLIDAY_SPELLINGS.get(key, key), *sorted(same_day_names(key, country))],
            "trigger": "holiday",
        }
        claims.append(Claim("event", "holiday", match.group("holiday"), detail, (start, end)))
    return claims


# Words that say a holiday is kept in the picture, not only the day it was taken: its
# celebrations, fireworks, parades, prayers and revellers.
KEPT = re.compile(
    r"\b(?:celebrat\w+|festivit\w+|festivals?|fireworks?|parades?|revell?ers|revell?ing|"
    r"marks?|marked|marking|observ\w+|prayers?|feasts?|countdown|bonfires?|lanterns?|"
    r"carnival|processions?|ring(?:s|ing)?\s+in)\b",
    re.I,
)


def extract_occasions(text: str, spans: Spans, is_place) -> list[Claim]:
    """Named occasions, read after dates, people, places' kin and organisations have taken their
    words: what is left capitalised after 'during' is the occasion's name. ``is_place(name)``
    says whether a name is a place's (or a people's), which is no occasion."""
    claims = []
    for pattern in (OCCASION, HASHTAG_EVENT):
        for match in pattern.finditer(text):
            start, end = match.span("name")
            while end > start and not spans.free(start, end):  # 'the Hajj on August 18'
                cut = text.rfind(" ", start, end)
                end = cut if cut > start else start
            name = text[start:end]
            while name.split() and name.split()[-1].lower() in _OCCASION_LINKS:
                name = name.rsplit(" ", 1)[0] if " " in name else ""
            end = start + len(name)
            if not name or is_place(name.lstrip("#")):
                continue
            # its words are left to the other readers: 'the March on Washington' is also a
            # march, in Washington
            detail = {"name": name.lstrip("#"), "trigger": "occasion"}
            claims.append(Claim("event", "occasion", name, detail, (start, end)))
    return claims


def same_occasion(a: str, b: str) -> bool:
    """Two names of one occasion share a word: 'the Hajj' and 'the Hajj pilgrimage'."""
    return bool(set(fold(a).split()) & set(fold(b).split()) - {"the", "of", "on", "de", "to"})


def extract_events(text: str, spans: Spans) -> list[Claim]:
    claims = []
    why: list[Claim] = []  # 'in protest at ...'
    folded = fold_case(text)
    for kind, pattern in _PATTERNS:
        for match in pattern.finditer(text, folded):
            start, end = match.span()
            if not spans.free(start, end) and not _set_alight(match, spans):
                continue
            before = text[:start]
            if TOPIC.search(before) and not (
                kind == "epidemic" and VACCINE_BEFORE.search(before[-60:])
            ):
                continue
            if kind == "volcano" and ASH.search(match.group(0)) and FIRE_WORDS.search(text):
                continue
            if kind not in ("rehearsal", "commemoration") and (
                STAGED_BEFORE.search(before[-80:]) or STAGED_AFTER.match(text[end:])
            ):
                continue
            if kind == "war" and AFTER_THE_WAR.match(text[end:]):
                continue
            if (
                kind == "fire"
                and (
                    NOT_FIRE.search(before)
                    or (
                        match.group(0).lower().startswith("fire")  # the verb: 'police fire at'
                        and NOT_FIRE_AFTER.match(text[end:])
                        and not FIRE_NOUN_BEFORE.search(before)
                    )
                )
            ):
                continue
            if (
                kind == "fire"
                and match.group(0).lower().startswith("engulf")
                and (ENGULFING_BEFORE.search(before) or ENGULFING_AFTER.match(text[end:]))
            ):
                continue
            if kind == "war" and (
                NOT_WAR_AFTER.match(text[end:])
                or NOT_WAR_BEFORE.search(before)
                or PITCH_AFTER.match(text[end:])
            ):
                continue
            if kind == "commemoration" and OWN_ANNIVERSARY_BEFORE.search(before[-40:]):
                kind = "celebration"
            if (
                kind == "flood"
                and re.fullmatch(r"flood(?:s|ed|ing)?", match.group(0), re.I)
                and CROWD_FLOODS_BEFORE.search(before)
            ):
                continue
            if kind == "airstrike" and NOT_STRIKE_BEFORE.search(before):
                continue
            if kind == "crash" and (WAVES_BEFORE.search(before) or WAVES_AFTER.match(text[end:])):
                continue
            if kind == "exercise" and match.group(0).lower().startswith(("exercise", "drill")):
                named = _NAME_BEFORE.search(before)
                if not MILITARY_BEFORE.search(before) and not (
                    named and not sentence_start(text, named.start())
                ):
                    continue
            if (
                kind == "vaccination"
                and match.group(0).lower() == "vaccinated"
                and VACCINATED_PEOPLE_AFTER.match(text[end:])
            ):
                continue
            if kind == "volcano" and NOT_VOLCANO_BEFORE.search(before):
                continue
            if (
                kind == "volcano"
                and match.group(0).lower().startswith("volcan")
                and VOLCANO_SITE_BEFORE.search(before[-80:])
            ):
                continue
            if (
                kind == "hail"
                and match.group(0).lower() == "hail"
                and not HAIL_NOUN_BEFORE.search(before)
            ):
                continue
            trigger = match.group(0).lower()
            if (
                kind == "protest"
                and trigger == "protest"
                and IN_PROTEST.search(before)
                and IN_PROTEST_AFTER.match(text[end:])
            ):
                why.append(Claim("event", kind, match.group(0), {"trigger": trigger}, (start, end)))
                continue
            if kind == "worship" and (
                SYMPATHY_BEFORE.search(before)
                or (sentence_start(text, start) and text[end:].lstrip().startswith("for "))
            ):
                continue
            if kind == "riot" and trigger == "riot" and RIOT_KIT_AFTER.match(text[end:]):
                continue
            if match.group(0)[:1].isupper() and INSTITUTION_AFTER.match(text[end:]):
                continue
            if (
                kind == "riot"
                and trigger.startswith("clash")
                and ARMED_AFTER.match(text[end:])
                and not CROWD.search(_clause(text, start, end))
            ):
                kind = "war"
            if kind == "war" and POLICE_AFTER.match(text[end:]):
                kind = "riot"  # 'supporters battle police': a street fight, no war
            if kind == "explosion" and ACCIDENTAL_BEFORE.search(before):
                kind = "accidental explosion"
            elif kind == "explosion" and FIRED_BEFORE.search(before[-40:]):
                kind = "airstrike"  # 'a mortar shell exploded': the shelling's explosion
            if kind == "fire" and ACCIDENTAL_FIRE.search(_clause(text, start, end)):
                kind = "accidental fire"
            if (
                kind in _CAMERA_SENSE
                and trigger.startswith(("captur", "shoot"))
                and _CAMERA_WORDS.search(text[max(0, start - 60) : end + 40])
            ):
                continue
            if kind in METAPHORS and METAPHOR.match(text[end:]) and before.rstrip().endswith(" a"):
                continue
            detail: dict = {"trigger": match.group(0).lower()}
            if kind in ("attack", "airstrike") and VAGUE_ATTACK.fullmatch(trigger):
                detail["vague"] = True
            if kind == "crash":
                vehicles = sorted(
                    {VEHICLES[fold(v)] for v in VEHICLE.findall(_clause(text, start, end))}
                )
                if vehicles:
                    detail["vehicles"] = vehicles
            if kind == "protest" and PEACEFUL.search(_clause(text, start, end)):
                detail["peaceful"] = True
            if OCCASION_BEFORE.search(before[-80:]):
                detail["occasion"] = True
            name = _name_near(text, start, end, kind)
            title = None if OBJECT_AFTER.match(text[end:]) else _title(text, start, kind)
            if title:
                detail["title"] = title
                if (
                    kind in TITLED_NAMED
                    and (not name or title.endswith(name))
                    and not _well_known_place(title)
                ):
                    name = title  # 'the Indian Ocean earthquake' is not the 'Ocean' one
            if kind == "epidemic" and match.group("disease"):
                name = disease_name(match.group("disease"))
            if name:
                detail["name"] = name
            spans.take(start, end)
            claims.append(Claim("event", kind, match.group(0), detail, (start, end)))
    # 'in protest at the bill' says why a crowd is out; where the caption tells nothing else
    # the crowd does ('fans invade the pitch in protest against the owners'), what it does is
    # the protest
    if why and not any(c.value in RESPONSES or c.value == "unrest" for c in claims):
        for claim in why:
            spans.take(*claim.span)
        claims += why
    return sorted(claims, key=lambda c: c.span or (0, 0))


# 'an attack', 'attacked': the word says someone struck, not how. A strike from the air is one
# way (a drone attack is a drone strike); a truck bomb, a shooting or a stabbing are others.
# So is a plain 'bombing': from the air, or a bomb planted or carried ('a suicide bombing').
VAGUE_ATTACK = re.compile(r"attack(?:s|ed)?|bomb(?:ing|ings|ed)")


# The vehicle a crash is told of, each under one name: a tram is no train, a coach is a bus.
VEHICLES: dict[str, str] = {
    **dict.fromkeys(["train", "trains", "locomotive", "locomotives"], "train"),
    **dict.fromkeys(["tram", "trams", "streetcar", "streetcars", "trolley"], "tram"),
    **dict.fromkeys(["bus", "buses", "coach", "coaches", "minibus", "minibuses"], "bus"),
    **dict.fromkeys(["truck", "trucks", "lorry", "lorries", "tanker", "tankers"], "truck"),
    **dict.fromkeys(
        ["plane", "planes", "aircraft", "jet", "jets", "airliner", "airliners", "flight"], "plane"
    ),
    **dict.fromkeys(["helicopter", "helicopters", "chopper"], "helicopter"),
    **dict.fromkeys(
        ["boat", "boats", "ship", "ships", "ferry", "ferries", "vessel", "vessels", "yacht"],
        "boat",
    ),
    **dict.fromkeys(["car", "cars", "taxi", "taxis", "van", "vans", "suv"], "car"),
    **dict.fromkeys(
        ["motorcycle", "motorcycles", "motorbike", "motorbikes", "scooter"], "motorbike"
    ),
}
VEHICLE = re.compile(rf"\b(?:{'|'.join(VEHICLES)})\b", re.I)


def other_vehicle(a: Sequence[Claim], b: Sequence[Claim]) -> tuple[str, str] | None:
    """A crash of one vehicle in one caption against a crash of another in the other, neither
    naming the other's ('a tram derails' against 'a train derails'; not 'a train hits a car'
    against 'a car is hit at a level crossing'): returns the vehicles each caption names."""
    in_a = {v for c in a if c.value == "crash" for v in c.detail.get("vehicles", ())}
    in_b = {v for c in b if c.value == "crash" for v in c.detail.get("vehicles", ())}
    if not in_a or not in_b or in_a & in_b:
        return None
    return ", ".join(sorted(in_a)), ", ".join(sorted(in_b))


def vaguely_as(claims: Sequence[Claim], others: Sequence[Claim]) -> list[Claim]:
    """A caption's events with a plain 'attack' read as the strike from the air the other
    caption tells, when it tells no attack of its own: 'after an attack on the depot' and
    'after an airstrike on the depot' agree."""
    # (a plain 'bombing' on the other side tells no strike from the air: 'the bombing' and 'the
    # attack' are then both read as an attack)
    told = {c.value for c in others if not (c.value == "airstrike" and c.detail.get("vague"))}
    if ("airstrike" in told) == ("attack" in told):
        return list(claims)
    # ... and a plain 'bombing' as the attack the other caption tells, when it tells no strike
    # from the air: 'after the bombing of the arena' and 'after a suicide bombing at the arena'
    vague, meant = ("attack", "airstrike") if "airstrike" in told else ("airstrike", "attack")
    return [
        Claim(c.field, meant, c.text, c.detail, c.span)
        if c.value == vague and c.detail.get("vague")
        else c
        for c in claims
    ]


def _set_alight(match: re.Match, spans: Spans) -> bool:
    """'set two police vans ablaze': what was set alight may be another reader's words (an
    organisation, a count); the verb and 'ablaze' are still free."""
    words_ = match.group(0).split()
    if len(words_) < 3 or fold(words_[0]) not in ("set", "sets", "setting"):
        return False
    tail = len(words_[-1]) + (len(words_[-2]) + 1 if fold(words_[-1]) == "fire" else 0)
    start, end = match.span()
    return spans.free(start, start + len(words_[0])) and spans.free(end - tail, end)


def _clause(text: str, start: int, end: int) -> str:
    """The words around a trigger up to the nearest clause ends ('.', ';', ',' and dashes)."""
    left = max(text.rfind(stop, 0, start) for stop in ".;,\u2014")
    rights = [i for i in (text.find(stop, end) for stop in ".;,\u2014") if i >= 0]
    return text[left + 1 : min(rights) if rights else len(text)]


# A titled event: 'the Palisades fire', "the King's Cross Underground fire", 'the Great East
# Japan Earthquake', "the 2022 Hunga Tonga-Hunga Ha'apai eruption": the capitalised words
# between 'the' and the event's word are the event's name.
TITLED = re.compile(r"\b[Tt]he\s+(?:(?:19|20)\d\d\s+)?(?P<name>(?:[A-Z][\w'\u2019-]*\s+){1,4})$")
# The disasters a title names, compared by that name within their type ('the Palisades fire'
# and 'the Eaton fire' are two fires); an attack's title is compared only across types ('the
# King's Cross fire' and 'the King's Cross bombing' tell one place's event as two kinds), since
# 'the Russian attack' names who attacked, not which attack.
TITLED_NAMED = frozenset(
    {
        "fire",
        "wildfire",
        "accidental fire",
        "earthquake",
        "tsunami",
        "flood",
        "volcano",
        "landslide",
        "avalanche",
    }
)
TITLED_ONLY = frozenset(
    {"arson", "explosion", "accidental explosion", "airstrike", "attack", "collapse", "stampede"}
)


# A volcano is named by its mountain: 'after Mount Semeru erupted', 'the Mount Etna eruption'
# ('Etna' either way).
MOUNTAIN = re.compile(
    r"\b(?:Mount|Mt\.?)\s+(?P<name>[A-Z][\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*)?)\s+$"
)
_MOUNT_PREFIX = re.compile(r"^(?:Mount|Mt\.?)\s+")


def _well_known_place(name: str) -> bool:
    """'the Los Angeles fires' are titled by where they burn, which holds 'the Palisades fire'
    and 'the Eaton fire' alike: a well-known place's name is no title to tell two fires apart."""
    from provenance.claims import world
    from provenance.claims.gazetteer import gazetteer

    key = fold(name)
    big = [p for p in gazetteer().lookup(key) if p.kind != "city" or p.population >= 100_000]
    return bool(big) or key in world.DEMONYMS


def _title(text: str, start: int, kind: str) -> str | None:
    if kind not in TITLED_NAMED | TITLED_ONLY:
        return None
    before = text[max(0, start - 80) : start]
    match = TITLED.search(before) or (MOUNTAIN.search(before) if kind == "volcano" else None)
    if not match:
        return None
    name = " ".join(match.group("name").split())
    return _MOUNT_PREFIX.sub("", name) if kind == "volcano" else name


def _name_near(text: str, start: int, end: int, kind: str) -> str | None:
    if kind not in ("war", "earthquake", "tsunami", "flood"):
        return None
    window = text[max(0, start - 30) : end + 30]
    for pattern in (NAMED_AFTER, NAMED_IN):
        for match in pattern.finditer(window):
            if match.group("kind").lower().rstrip("s") in (kind, "invasion"):
                return match.group("name")
    return None


def event_from_option(value: str) -> Claim:
    """An event given by hand ('evacuation', 'typhoon'): typed when a trigger matches."""
    spans = Spans()
    found = extract_named_events(value, spans) + extract_events(value, spans)
    if found:
        first = found[0]
        return Claim("event", first.value, value, {**first.detail, "given": value})
    return Claim("event", value.strip().lower(), value, {"untyped": True})


# A type that is a kind of another: a wildfire is a fire, whatever else the captions say.
# (An arson is no kind of fire here: a fire said to be set is a claim the plain fire never made.)
KIND_OF: dict[str, str] = {
    "wildfire": "fire",
    "accidental fire": "fire",
    "accidental explosion": "explosion",
    # a fire set on purpose to the land is a fire, but no wildfire (nor an arson)
    "controlled burn": "fire",
    # protests and riots are both unrest ('amid protests' and 'because of unrest' agree)
    "protest": "unrest",
    "riot": "unrest",
    # a military exercise is a rehearsal of war
    "exercise": "rehearsal",
    # a dam that bursts collapses ('the collapsed dam' is 'the breached dam')
    "dam failure": "collapse",
    # the road that caves in collapses
    "sinkhole": "collapse",
}
PEACEFUL_PROTEST = "peaceful protest"
# Responses that cannot be one crowd's at one moment: people who celebrate are not the same
# people protesting, rioting or mourning, whatever the cause both captions give.
OPPOSED: dict[str, frozenset[str]] = {
    "celebration": frozenset({"protest", "riot", "unrest", "funeral"}),
    # a protest its caption calls peaceful is no riot
    PEACEFUL_PROTEST: frozenset({"riot"}),
    # what lies on the ground after a storm is hail or snow, whichever storm brought it
    "hail": frozenset({"snow"}),
}


# People named by the cause they stand for ('protesters', 'strikers'): who they are, not what
# they are doing in the picture. Protesters can celebrate, pray or mourn.
ACTOR_NOUN = re.compile(r"protest(?:ers|ors)|demonstrators|marchers|strikers", re.I)
# What a crowd does: two captions that agree on it agree on what the people shown are doing.
RESPONSES = frozenset({"protest", "riot", "unrest", "celebration", "strike", "worship", "funeral"})


# What goes wrong at a match, a festival or a pilgrimage: a caption that tells one of these
# at an occasion the other caption tells without it recasts the scene ('fans dance after the
# final' against 'fans clash with police after the final').
INCIDENTS = frozenset(
    {"riot", "unrest", "protest", "fire", "stampede", "attack", "explosion", "collapse", "crash"}
)

# What an occasion is made of when nothing goes wrong: the match, the festival, the show, the
# prayers, the ceremony.
QUIET = frozenset(
    {
        "sport",
        "celebration",
        "occasion",
        "fair",
        "performance",
        "worship",
        "discipline",
        "ceremony",
        "award",
        "holiday",
    }
)


def incident_at_shared_occasion(a: Sequence[Claim], b: Sequence[Claim]) -> tuple[str, str] | None:
    """An incident one caption tells at a named occasion both tell, the other caption telling
    no incident at all: returns (before, after), the occasion standing for the side without."""
    if not any(
        same_named(x.detail, y.detail)
        for x in a
        for y in b
        if x.value == y.value and x.detail.get("name") and y.detail.get("name")
    ):
        return None

    def incidents(claims: Sequence[Claim]) -> list[str]:
        return sorted(
            {
                c.value
                for c in claims
                if any(same_kind(c.value, k) for k in INCIDENTS)
                and not c.detail.get("coming")
                and not c.detail.get("background")
            }
        )

    def quiet(claims: Sequence[Claim]) -> bool:
        return all(c.value in QUIET for c in claims)

    told_a, told_b = incidents(a), incidents(b)
    if told_b and quiet(a):
        occasion = ", ".join(sorted({c.detail["name"] for c in a if c.detail.get("name")}))
        return occasion, ", ".join(told_b)
    if told_a and quiet(b):
        occasion = ", ".join(sorted({c.detail["name"] for c in b if c.detail.get("name")}))
        return ", ".join(told_a), occasion
    return None


def told_by_actors(claims: list[Claim]) -> set[str]:
    """The event types a caption gives only through the people's name ('Protesters fill the
    square'), none through a word of what happens ('protesters march', 'a protest')."""
    kinds = {c.value for c in claims}
    return {
        k
        for k in kinds
        if all(
            ACTOR_NOUN.fullmatch(c.detail.get("trigger") or "") and not c.detail.get("peaceful")
            for c in claims
            if c.value == k
        )
    }


def responses(claims: list[Claim]) -> set[str]:
    """The event types a caption tells, with a protest it calls peaceful told as such (what
    ``opposed`` compares)."""
    kinds = {c.value for c in claims}
    if any(c.value == "protest" and c.detail.get("peaceful") for c in claims):
        kinds.add(PEACEFUL_PROTEST)
    return kinds


def opposed(a: set[str], b: set[str]) -> tuple[str, str] | None:
    """A response one caption tells against its opposite in the other, neither caption telling
    both ('fans celebrate' against 'fans riot'; not 'a celebration turned into a riot')."""
    for x in sorted(a - b):
        for y in sorted(b - a):
            if y in OPPOSED.get(x, frozenset()) or x in OPPOSED.get(y, frozenset()):
                shown = {PEACEFUL_PROTEST: "protest"}  # reported as the type it is
                return shown.get(x, x), shown.get(y, y)
    return None


def staged_against_real(a: set[str], b: set[str], roots_a: set[str], roots_b: set[str]):
    """A drill or rehearsal one caption tells against a real event in the other ('an
    earthquake drill' against 'after an earthquake', 'rehearse for the parade' against 'march
    in the parade'): the rescue or rubble both show, which a drill stages too, changes nothing.
    Returns (before, after), or None when both or neither caption stage what they show."""
    staged_a = sorted(x for x in a if same_kind(x, "rehearsal"))
    staged_b = sorted(y for y in b if same_kind(y, "rehearsal"))
    if bool(staged_a) == bool(staged_b):
        return None
    staged, real_roots = (staged_a, roots_b) if staged_a else (staged_b, roots_a)
    real = sorted(r for r in real_roots if "rehearsal" not in CAUSES.get(r, frozenset()))
    if not real:
        return None
    told = (", ".join(staged), ", ".join(real))
    return told if staged_a else told[::-1]


def _kinds_above(kind: str) -> set[str]:
    """A type and every type it is a kind of: a military exercise is a rehearsal."""
    found = {kind}
    while kind in KIND_OF:
        kind = KIND_OF[kind]
        found.add(kind)
    return found


# The sorts of storm that are each their own: a tornado is no hurricane (a typhoon and a
# cyclone are hurricanes by other names); a plain 'storm' may be either.
_STORM_SORTS = (
    (re.compile(r"tornado|twister", re.I), "tornado"),
    (re.compile(r"hurricane|typhoon|cyclone|tropical|depression", re.I), "tropical cyclone"),
)


def _storm_sort(claim: Claim) -> str | None:
    if claim.value != "storm":
        return None
    trigger = claim.detail.get("trigger") or ""
    return next((sort for pattern, sort in _STORM_SORTS if pattern.search(trigger)), None)


DEBRIS = frozenset({"rubble", "ruins"})


def without_shared_debris(a: Sequence[Claim], b: Sequence[Claim]) -> tuple[list, list]:
    """Both captions' events, less a collapse each tells only by what is left ('the rubble of
    their homes', 'lies in ruins'): debris both show says nothing of which event left it."""

    def debris_only(claims: Sequence[Claim]) -> bool:
        collapses = [c for c in claims if c.value == "collapse"]
        return bool(collapses) and all(
            fold(c.detail.get("trigger") or "") in DEBRIS for c in collapses
        )

    if not (debris_only(a) and debris_only(b)):
        return list(a), list(b)
    return [c for c in a if c.value != "collapse"], [c for c in b if c.value != "collapse"]


def tornadoes_only(claims: Sequence[Claim]) -> bool:
    """Whether every storm a caption tells is a tornado: winds that flatten a barn bring no
    flood (a hurricane's or a rainstorm's waters do), so a tornado and a flood told at one
    place are two stories."""
    sorts = [_storm_sort(c) for c in claims if c.value == "storm"]
    return bool(sorts) and all(sort == "tornado" for sort in sorts)


def other_storm(a: Sequence[Claim], b: Sequence[Claim]) -> tuple[str, str] | None:
    """A storm of one sort in one caption against another sort in the other, neither telling
    both ('a tornado' against 'Hurricane Ida'; not 'a tornado spawned by Hurricane Ian'):
    returns how each caption writes its storms."""
    sorts_a = {x for x in map(_storm_sort, a) if x}
    sorts_b = {y for y in map(_storm_sort, b) if y}
    if not sorts_a or not sorts_b or sorts_a & sorts_b:
        return None

    def told(claims: Sequence[Claim]) -> str:
        return ", ".join(
            sorted({c.detail.get("name") or fold(c.text) for c in claims if _storm_sort(c)})
        )

    return told(a), told(b)


def retitled(a: Sequence[Claim], b: Sequence[Claim]) -> tuple[str, str] | None:
    """One titled event told as another kind of event under the same title ("the King's Cross
    fire" against "the King's Cross bombing"): a consequence the other caption's event may have
    brought about, but the title says which the event was. Returns the two kinds."""
    for x in a:
        for y in b:
            tx, ty = x.detail.get("title"), y.detail.get("title")
            if tx and ty and fold(tx) == fold(ty) and not _one_titled(x.value, y.value):
                return x.value, y.value
    return None


# What a bombing may be called: 'the Manchester Arena bombing', 'attack', 'suicide bombing'
VIOLENCE = frozenset({"airstrike", "attack", "explosion", "war"})


def _one_titled(a: str, b: str) -> bool:
    """Two kinds one titled event may be told as: a bombing and an attack, an explosion and
    what it was or what it set off ('the Beirut port explosion', 'the Beirut port fire')."""
    return same_kind(a, b) or {a, b} <= VIOLENCE or ("explosion" in (a, b) and related(a, b))


def same_kind(a: str, b: str) -> bool:
    return a == b or a in _kinds_above(b) or b in _kinds_above(a)


def roots(types: set[str]) -> set[str]:
    """The events nothing else in the same caption explains (a flood after a storm: the storm)."""
    return {t for t in types if not (CAUSES.get(t, frozenset()) & (types - {t}))} or set(types)


def related(a: str, b: str) -> bool:
    """One event can be the other, or a consequence of it (``CONSEQUENCES``)."""
    return a == b or a in CONSEQUENCES.get(b, frozenset()) or b in CONSEQUENCES.get(a, frozenset())


def same_named(a: dict, b: dict) -> bool:
    """Whether two named events of one type can be one: competitions by identity, host and
    edition ('the 2022 World Cup' and 'the Qatar World Cup' agree; 'the World Cup' and 'the
    Copa America' do not), anything else by name ('Hurricane Ian')."""
    if "competition" in a and "competition" in b:
        return same_competition(a, b)
    if "gathering" in a and "gathering" in b:
        return same_gathering(a, b)
    return bool(_names(a) & _names(b))


def _names(event: dict) -> set[str]:
    """An event's names, folded, a storm's local name as its international one."""
    names = {fold(_STORM_PREFIX.sub("", n)) for n in [event["name"], *event.get("aliases", [])]}
    if event.get("trigger") in ("hurricane", "typhoon", "cyclone", "storm", "depression") or (
        _STORM_PREFIX.match(event["name"])
    ):
        names |= {LOCAL_STORM_NAMES[n] for n in names if n in LOCAL_STORM_NAMES}
    return names
