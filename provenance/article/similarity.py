"""How alike two passages are in what they describe, for telling which picture a sentence means.

"The harrowing photo showed the desperate crowd packed onto the aircraft" refers
to the picture of Afghans "cramming onto a US cargo jet", not to the one of
stowaways falling: the sentences share what they describe, in other words. Words
are reduced to lemmas, folded into small classes of near-synonyms common in
news pictures (pack ~ cram, aircraft ~ jet), and weighted by how rare they are
in the article (TF-IDF), so that the story's subject ("Kabul") counts for little.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable

from provenance.article import lexicon as lx
from provenance.article.cues import Token

# Near-synonyms in what news pictures show. Each word stands for its class's first word.
SYNONYMS: tuple[tuple[str, ...], ...] = (
    ("aircraft", "plane", "jet", "airplane", "aeroplane", "airliner", "c-17", "c-130", "jetliner"),
    ("helicopter", "chopper"),
    ("crowd", "throng", "mob", "horde", "multitude", "masses"),
    ("cram", "pack", "squeeze", "jam", "crush", "crowded", "packed", "crammed"),
    ("fall", "plunge", "plummet", "drop", "tumble"),
    ("cling", "hang", "clutch", "grip", "hold"),
    ("run", "race", "rush", "sprint", "dash", "chase"),
    ("flee", "escape", "evacuate", "evacuation"),
    ("child", "kid", "boy", "girl", "toddler", "baby", "infant", "son", "daughter"),
    ("soldier", "troop", "trooper", "marine", "serviceman", "army", "military"),
    ("police", "officer", "policeman", "policewoman", "cop", "riot"),
    ("fire", "blaze", "flame", "inferno", "wildfire", "burn", "ablaze"),
    ("smoke", "plume", "fume", "ash"),
    ("flood", "floodwater", "water", "deluge", "inundate", "submerge", "swamp"),
    ("destroy", "flatten", "raze", "demolish", "wreck", "devastate", "collapse", "ruin"),
    ("rubble", "debris", "wreckage", "remains"),
    ("building", "house", "home", "tower", "apartment", "structure", "block", "hotel"),
    ("car", "vehicle", "truck", "lorry", "van", "bus", "tank"),
    ("boat", "ship", "vessel", "dinghy", "ferry", "raft"),
    ("kill", "dead", "death", "die", "body", "corpse", "fatality", "victim"),
    ("injure", "wounded", "hurt", "injury", "casualty", "bleed", "bloodied"),
    ("rescue", "rescuer", "save", "survivor"),
    (
        "attack",
        "strike",
        "airstrike",
        "bomb",
        "bombing",
        "shell",
        "shelling",
        "missile",
        "explosion",
        "blast",
        "explode",
        "rocket",
        "drone",
    ),
    ("protest", "protester", "protestor", "demonstration", "demonstrator", "rally", "march"),
    ("shout", "scream", "yell", "cry", "chant", "shriek"),
    ("drag", "pull", "haul"),
    ("beat", "kick", "punch", "hit", "assault", "hurl"),
    ("street", "road", "avenue", "highway", "motorway"),
    ("airport", "airfield", "runway", "tarmac", "airstrip"),
    ("take-off", "takeoff", "depart", "taxi", "lift-off"),
    ("stowaway", "passenger", "evacuee"),
    ("storm", "hurricane", "typhoon", "cyclone", "tornado", "wind"),
    ("earthquake", "quake", "tremor", "aftershock"),
    ("gun", "rifle", "weapon", "pistol", "firearm"),
    ("shoot", "gunfire", "gunshot"),
)
_CLASS_OF = {word: group[0] for group in SYNONYMS for word in group}
# Words about the picture as an object (taking, posting, sharing it) say nothing of what it shows.
_IGNORED = (
    lx.STOPWORDS
    | set(lx.MEDIA_NOUNS)
    | lx.SHOW_VERBS
    | lx.MEDIA_ACTS
    | {
        "s",
        "n't",
        "photograph",
        "picture",
        "film",
        "see",
        "seen",
        "be",
        "have",
        "do",
    }
)


def terms(tokens: Iterable[Token]) -> list[str]:
    """The content words of a passage, as synonym classes of their lemmas."""
    found = []
    for token in tokens:
        word = token.lemma
        if word in _IGNORED or token.lower in _IGNORED or len(word) < 2:
            continue
        found.append(_CLASS_OF.get(word, _CLASS_OF.get(token.lower, word)))
    return found


class Similarity:
    """TF-IDF cosine between passages of one article (a passage is a list of sentences' terms)."""

    def __init__(self, documents: list[list[str]]) -> None:
        frequency = Counter(term for doc in documents for term in set(doc))
        count = max(1, len(documents))
        self.idf = {term: math.log((1 + count) / (1 + n)) + 1 for term, n in frequency.items()}

    def vector(self, terms_: Iterable[str]) -> dict[str, float]:
        counts = Counter(terms_)
        return {t: (1 + math.log(n)) * self.idf.get(t, 1.0) for t, n in counts.items()}

    def __call__(self, a: Iterable[str], b: Iterable[str]) -> float:
        va, vb = self.vector(a), self.vector(b)
        dot = sum(w * vb.get(t, 0.0) for t, w in va.items())
        norm = math.sqrt(sum(w * w for w in va.values())) * math.sqrt(
            sum(w * w for w in vb.values())
        )
        return dot / norm if norm else 0.0
