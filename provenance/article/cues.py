"""What one sentence says about pictures: which it names, how it refers to them, what it shows.

A sentence is read as tokens with their lemmas. A media noun ("video", "photos")
counts unless the words around it make it something else ("video game", "the
bigger picture"); the determiner before it tells whether the picture is new ("a
shocking video"), one mentioned before ("the harrowing photo") or one set in the
page ("THIS IMAGE"). Verbs of filming ("were filmed"), phrases of seeing ("can be
seen") and visual hedges ("apparently") are noted for the grouping step.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache

import simplemma

from provenance.article import lexicon as lx

_TOKEN = re.compile(r"[^\W_]+(?:[-'\u2019][^\W_]+)*|\(pictured\)|[(:]", re.UNICODE)
_BARRIERS = lx.STOPWORDS - lx.NEW_DETERMINERS - lx.BACK_DETERMINERS - lx.DEICTIC_DETERMINERS
_QUANTIFIERS = frozenset(
    {
        "one",
        "two",
        "three",
        "some",
        "many",
        "several",
        "dozens",
        "hundreds",
        "thousands",
        "none",
        "each",
        "any",
        "all",
        "series",
        "number",
        "set",
        "collection",
        "few",
        "most",
    }
)
_NOUN_FORMS: dict[str, str] = {}
for _noun in lx.MEDIA_NOUNS:
    for _form in (_noun, _noun + "s", _noun + "es"):
        _NOUN_FORMS.setdefault(_form, _noun)
_TV_WORDS = frozenset({"tv", "television", "televised", "broadcast", "news", "live"})
_BROADCAST_VERBS = frozenset({"broadcast", "air", "televise", "stream", "livestream"})
_PRONOUN_SHOW_VERBS = frozenset({"show", "depict", "capture", "reveal", "purport"})
_FRAME_VERBS = lx.SHOW_VERBS | lx.MEDIA_ACTS
_SHOT_BY = frozenset({"by", "on", "in", "from", "at", "with", "during", "over", "inside"})
# Words between a pronoun and a verb of filming: "it was filmed", "they had been photographed".
_AUXILIARIES = frozenset(
    {"was", "were", "is", "are", "been", "had", "has", "have", "being", "be", "not", "never"}
)
_REFERRING = frozenset({"it", "they", "this", "these", "them"})


@dataclass(frozen=True)
class Token:
    text: str
    lower: str
    lemma: str


@dataclass(frozen=True)
class MediaRef:
    """A media noun in a sentence: what kind, and whether it is new, mentioned before, or here."""

    kind: str
    reference: str  # new | back | deictic
    noun: str
    index: int


@dataclass
class SentenceCues:
    tokens: list[Token]
    refs: list[MediaRef] = field(default_factory=list)
    filmed: str | None = None  # kind named by a verb of filming ("were filmed", "pictured")
    deictic: bool = False  # "Pictured:", "(pictured)", "pictured above"
    visible: bool = False  # "can be seen", "can be heard"
    hedged: bool = False  # "apparently", "appears to"
    pronoun: str | None = None  # "It shows" -> back, "Another shows" -> new
    filmed_it: bool = False  # "where or when it was filmed": the verb of filming has a pronoun
    also: bool = False  # "The footage also shows": the same picture again


@cache
def lemma(word: str) -> str:
    return simplemma.lemmatize(word, lang="en").lower()


def tokenize(sentence: str) -> list[Token]:
    return [
        Token(m.group(), m.group().lower(), lemma(m.group().lower().replace("\u2019", "'")))
        for m in _TOKEN.finditer(sentence)
    ]


def analyse(sentence: str) -> SentenceCues:
    tokens = tokenize(sentence)
    words = [t.lower for t in tokens]
    text = " ".join(words)
    cues = SentenceCues(tokens=tokens)
    idioms = [
        m.span() for idiom in lx.IDIOMS for m in re.finditer(rf"\b{re.escape(idiom)}\b", text)
    ]
    heads = [i for i, w in enumerate(words) if w in _NOUN_FORMS]
    # "footage shot by the navy", "video shot on a phone": 'shot' is the verb of filming
    heads = [
        i
        for i in heads
        if not (
            words[i] == "shot"
            and i - 1 in heads
            and i + 1 < len(words)
            and words[i + 1] in _SHOT_BY
        )
    ]
    for i in heads:
        if i + 1 in heads:
            continue  # "video footage", "video stills": the last noun is the head
        ref = _media_ref(tokens, words, i, idioms)
        if ref:
            cues.refs.append(ref)
    cues.filmed, cues.deictic = _filming(tokens, words, text)
    cues.filmed_it = bool(cues.filmed) and _filmed_pronoun(words)
    padded = f" {text} "
    cues.visible = any(
        f" {phrase} " in padded and f" {phrase} as " not in padded  # not "is seen as a threat"
        for phrase in lx.VISIBLE_PHRASES
    ) or _this_is_the_moment(words)
    cues.hedged = any(f" {hedge} " in padded for hedge in lx.VISUAL_HEDGES)
    cues.also = "also" in words[:8]
    cues.pronoun = _pronoun_show(tokens)
    return cues


def _char_start(words: list[str], index: int) -> int:
    return sum(len(w) + 1 for w in words[:index])


def _media_ref(tokens: list[Token], words: list[str], i: int, idioms) -> MediaRef | None:
    noun = _NOUN_FORMS[words[i]]
    after = tokens[i + 1].lemma if i + 1 < len(tokens) else ""
    after_word = words[i + 1] if i + 1 < len(words) else ""
    before = tokens[i - 1].lemma if i > 0 else ""
    start = _char_start(words, i)
    if any(a <= start < b for a, b in idioms):
        return None
    if after in lx.NOT_MEDIA_AFTER.get(noun, ()) or after_word in lx.NOT_MEDIA_AFTER.get(noun, ()):
        return None
    if before in lx.NOT_MEDIA_BEFORE.get(noun, ()) or (
        words[i - 1 : i] == ["by"] and noun == "video"
    ):
        return None
    if noun == "image" and _possessed_reputation(tokens, words, i):
        return None
    if noun in ("image", "picture") and _reputation(tokens, words, i):
        return None
    singular_figure = noun in ("picture", "image") and words[i] == noun
    if (noun in lx.FRAMED_NOUNS or singular_figure) and not _depicting_frame(tokens, words, i):
        return None  # "the picture could worsen", "a film star": not a picture of anything
    if (
        noun == "still"
        and words[i] == "still"
        and after_word not in ("from", "of", "shows", "showing")
    ):
        return None
    reference = _reference(tokens, words, i)
    if reference == "new" and not _presents_media(tokens, words, i):
        return None  # "failing to remove violent videos", "anyone with footage": none in hand
    kind = lx.MEDIA_NOUNS[noun]
    if noun in ("picture", "image") and (
        any(w in _TV_WORDS for w in words[max(0, i - 2) : i]) or after in _BROADCAST_VERBS
    ):
        kind = "video"  # "television pictures", "live pictures broadcast by" are footage
    return MediaRef(kind, reference, noun, i)


def _presents_media(tokens: list[Token], words: list[str], i: int) -> bool:
    """Whether a newly named picture is one in hand: shown, shared, taken, described.

    "Footage shows ...", "photographs released by the army", "pictures of the
    destruction", "in one clip" present a picture; "failing to remove violent
    videos" or an appeal to "anyone with footage" do not.
    """
    if lx.HYPOTHETICAL & set(words) or lx.NONE_DETERMINERS & set(words[max(0, i - 2) : i]):
        return False
    following = [t.lemma for t in tokens[i + 1 : i + 9]]
    if following[:1] in (["of"], ["from"]) or any(v in _FRAME_VERBS for v in following):
        return True
    preceding = [t.lemma for t in tokens[max(0, i - 4) : i]]
    if any(v in lx.MEDIA_ACTS for v in preceding):
        return True
    return _depicting_frame(tokens, words, i)


def _possessed_reputation(tokens: list[Token], words: list[str], i: int) -> bool:
    """ "the country's image", "its image abroad": a reputation, unless it shows something."""
    possessed = i > 0 and (
        words[i - 1].endswith(("'s", "\u2019s")) or words[i - 1] in ("its", "their")
    )
    follows = words[i + 1] if i + 1 < len(words) else ""
    return possessed and follows not in ("of", "shows", "showed", "showing", "shared", "posted")


def _reputation(tokens: list[Token], words: list[str], i: int) -> bool:
    """ "protecting the image of the company", "the image of his government": a reputation.

    Either a verb of caring for a reputation comes just before, or what has the image is an
    institution; and nothing after says the image shows or was shared."""
    if words[i] not in ("image", "picture"):
        return False
    following = [t.lemma for t in tokens[i + 1 : i + 9]]
    if any(v in _FRAME_VERBS for v in following):
        return False
    before = [t.lemma for t in tokens[max(0, i - 5) : i]]
    if any(v in lx.REPUTATION_VERBS for v in before) and (words[i - 1 : i] in (["the"], ["its"])):
        return True
    owner = words[i + 1 : i + 6]  # "of the tourism industry", "of the national police force"
    return (
        bool(owner)
        and owner[0] == "of"
        and any(w in lx.REPUTED for w in owner[1:])
        and words[i - 1 : i] in (["the"], ["public"])
    )


def _depicting_frame(tokens: list[Token], words: list[str], i: int) -> bool:
    """A weak noun counts when it depicts: "film of", "a shot shows", "in the clip"."""
    following = [t.lemma for t in tokens[i + 1 : i + 5]]
    if following[:1] in (["of"], ["from"]) or any(v in _FRAME_VERBS for v in following):
        return True
    if i + 1 < len(words) and words[i + 1] in lx.DEICTIC_AFTER:
        return True
    preceding = words[max(0, i - 4) : i]
    if preceding and preceding[-1] in lx.DEICTIC_DETERMINERS:
        return True
    if any(
        w in ("video", "camera", "aerial", "drone", "footage", "wide", "close-up")
        for w in preceding
    ):
        return True
    return (
        bool(preceding)
        and preceding[0] == "in"
        and any(
            w in lx.BACK_DETERMINERS | lx.NEW_DETERMINERS | lx.DEICTIC_DETERMINERS
            for w in preceding
        )
    )


def _reference(tokens: list[Token], words: list[str], i: int) -> str:
    """new, back or deictic, from the determiner before the noun and the words after it."""
    if i + 1 < len(words) and words[i + 1] in lx.DEICTIC_AFTER:
        return "deictic"
    for j in range(i - 1, max(-1, i - 6), -1):  # past at most four modifiers
        word = words[j]
        if word in lx.DEICTIC_DETERMINERS:
            return "deictic"
        if word in lx.OTHER_ADJECTIVES:
            return "new"
        if word in lx.BACK_DETERMINERS or word.endswith(("'s", "\u2019s")):
            if j >= 2 and words[j - 1] == "of" and words[j - 2] in _QUANTIFIERS:
                return "new"  # "one of the videos"
            return "back"
        if word in lx.NEW_DETERMINERS:
            return "new"
        if word in _BARRIERS or word in ("(", ":"):
            break
    return "new"  # a bare noun: "Footage shows ...", "Images taken from the ground"


def _filming(tokens: list[Token], words: list[str], text: str) -> tuple[str | None, bool]:
    """The kind named by a verb of filming or photographing, and whether it points at the page."""
    if words[:2] == ["pictured", ":"] or "(pictured)" in words:
        return "image", True
    for j, token in enumerate(tokens):
        if token.lower in (
            "pictured",
            "photographed",
            "filmed",
            "filming",
            "videoed",
            "livestreamed",
            "live-streamed",
            "videotaped",
            "photographing",
        ):
            kind = lx.FILMING_VERBS.get(token.lemma, lx.FILMING_VERBS.get(token.lower[:-2], None))
            kind = kind or ("image" if token.lower.startswith(("pict", "photo")) else "video")
            after = words[j + 1] if j + 1 < len(words) else ""
            return kind, token.lower == "pictured" and (after in lx.DEICTIC_AFTER or j == 0)
    for phrase, kind in lx.CAMERA_PHRASES.items():
        for found in re.finditer(rf"\b(\w+)(?: live)? {re.escape(phrase)}\b", text):
            if lemma(found.group(1)) in lx.CAMERA_VERBS:
                return kind, False
    for j, token in enumerate(tokens[:-2]):
        # "a passenger captured the moment the wing hit the ground"
        if (
            token.lemma in lx.MOMENT_VERBS
            and words[j + 1] in ("the", "this")
            and (
                words[j + 2] in lx.MOMENT_NOUNS
                or (j + 3 < len(words) and words[j + 3] in lx.MOMENT_NOUNS)
            )
        ):
            return ("image" if lx.PHOTOGRAPHERS & set(words) else "video"), False
    return None, False


_FILMED_FORMS = frozenset(
    {"filmed", "photographed", "pictured", "videoed", "recorded", "shot", "taken", "captured"}
)


def _filmed_pronoun(words: list[str]) -> bool:
    """ "We have not been able to verify where or when it was filmed": the pronoun before
    (or after) the verb of filming stands for the picture just mentioned."""
    for j, word in enumerate(words):
        if word not in _FILMED_FORMS and word not in ("filming", "photographing"):
            continue
        k = j - 1
        while k >= 0 and words[k] in _AUXILIARIES:
            k -= 1
        if k >= 0 and k < j - 1 and words[k] in _REFERRING:
            return True
        if j + 1 < len(words) and words[j + 1] in ("it", "them"):
            return True
    return False


def _this_is_the_moment(words: list[str]) -> bool:
    """ "This is the terrifying moment ...": the tabloid way of presenting the picture here."""
    opening = " ".join(words[:3])
    return opening in lx.THIS_IS_THE_MOMENT and any(w in lx.MOMENT_NOUNS for w in words[3:6])


def _pronoun_show(tokens: list[Token]) -> str | None:
    """ "It shows ..." means the picture just mentioned; "Another shows ..." a new one."""
    if len(tokens) < 2:
        return None
    first = tokens[0].lower
    following = [t.lemma for t in tokens[1:5]]
    if following[:1] == ["also"]:
        following = following[1:]
    shows = bool(following) and (
        following[0] in _PRONOUN_SHOW_VERBS
        or (following[:1] in (["appear"], ["seem"]) and "show" in following[1:3])
    )
    if not shows:
        return None
    if first in lx.BACK_PRONOUNS:
        return "back"
    if first in lx.NEW_PRONOUNS or (first == "the" and tokens[1].lower == "other"):
        return "new"
    return None
