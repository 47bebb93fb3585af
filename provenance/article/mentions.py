"""Finding the pictures and footage an article mentions, and which sentences describe each.

The article is read as one sequence of units: its sentences and its figures, in
reading order. Each sentence's cues (see ``cues``) decide whether it starts a
new mention ("a shocking video", "THIS IMAGE", "were filmed"), continues one
("It shows", "The three apparently fell", "some can be seen clinging"), or refers
back to an earlier one ("the harrowing photo": the earlier picture that
describes the same things, see ``similarity``). Sentences that name no picture
and describe none are left alone: reporting is not a mention.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from provenance.article.caption import make_caption
from provenance.article.cues import SentenceCues, analyse, tokenize
from provenance.article.document import Article, Figure
from provenance.article.sentences import split_sentences
from provenance.article.similarity import Similarity, terms

NEARBY = 2  # sentences within which "It shows ..." can still mean the last picture
FIGURE_SIMILARITY = 0.2  # a caption and a sentence this alike describe the same picture
_NUMBER_WORDS = frozenset(
    {
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "dozen",
        "pair",
        "couple",
        "trio",
        "both",
        "group",
        "man",
        "woman",
        "men",
        "women",
        "boy",
        "girl",
        "child",
        "children",
        "people",
    }
)
_SUBJECT_PRONOUNS = frozenset(
    {
        "they",
        "he",
        "she",
        "it",
        "both",
        "some",
        "others",
        "many",
        "one",
        "several",
        "most",
        "few",
        "dozens",
        "hundreds",
        "scores",
    }
)


@dataclass
class Mention:
    """One picture or video the article mentions: its sentences and the caption made of them."""

    number: int
    kind: str  # image | video
    sentences: list[str]
    caption: str | None
    credit: str | None = None
    src: str | None = None  # where the page placed the file, when it did
    date_created: str | None = None
    location: str | None = None
    claims: list = field(default_factory=list)

    @property
    def text(self) -> str:
        """Everything the article says about this picture, for drawing claims from."""
        return " ".join(self.sentences)

    def to_json(self) -> dict:
        return {
            "kind": self.kind,
            "sentences": self.sentences,
            "caption": self.caption,
            "credit": self.credit,
            "src": self.src,
            "claims": self.claims,
        }


@dataclass
class _Unit:
    text: str
    heading: bool = False
    figure: Figure | None = None
    cues: SentenceCues | None = None
    terms: list[str] = field(default_factory=list)
    sentences: list[str] = field(default_factory=list)


@dataclass
class _Draft:
    kind: str
    units: list[int]
    figure: Figure | None = None
    deictic: bool = False
    headline: bool = False  # made of headings: the body tells which picture they announce


def units_of(article: Article) -> list[_Unit]:
    units = []
    for block in article.blocks:
        if block.figure:
            text = block.figure.caption or ""
            unit = _Unit(text, figure=block.figure, sentences=split_sentences(text))
            unit.terms = terms(tokenize(text))
            units.append(unit)
            continue
        for sentence in split_sentences(block.text or ""):
            cues = analyse(sentence)
            units.append(
                _Unit(
                    sentence,
                    block.heading,
                    cues=cues,
                    terms=terms(cues.tokens),
                    sentences=[sentence],
                )
            )
    return units


class _Grouping:
    """The drafts being built while the units are read in order."""

    def __init__(self, units: list[_Unit]) -> None:
        self.units = units
        self.drafts: list[_Draft] = []
        self.owner: dict[int, _Draft] = {}
        self.similar = Similarity([u.terms for u in units])

    def start(self, i: int, kind: str, figure: Figure | None = None, deictic: bool = False) -> None:
        draft = _Draft(kind, [i], figure, deictic)
        self.drafts.append(draft)
        self.owner[i] = draft

    def join(self, i: int, draft: _Draft) -> None:
        draft.units.append(i)
        self.owner[i] = draft

    def draft_terms(self, draft: _Draft) -> list[str]:
        return [t for i in draft.units for t in self.units[i].terms]

    def best(self, i: int, candidates: list[_Draft]) -> _Draft:
        """The candidate describing most of what unit i describes; the latest when none does."""
        scored = [
            (self.similar(self.units[i].terms, self.draft_terms(d)), n, d)
            for n, d in enumerate(candidates)
        ]
        return max(scored, key=lambda s: (s[0], s[1]))[2]

    def recent(self, i: int, within: int = NEARBY) -> _Draft | None:
        for j in range(i - 1, max(-1, i - 1 - within), -1):
            if j in self.owner:
                return self.owner[j]
        return None

    def same_kind(self, kind: str) -> list[_Draft]:
        """Earlier mentions of this kind that a later sentence may refer back to."""
        return [d for d in self.drafts if d.kind == kind and not d.headline]

    # -- the decisions -------------------------------------------------------------------

    def read(self) -> None:
        pending: list[int] = []
        for i, unit in enumerate(self.units):
            if unit.figure:
                self.figure(i, unit.figure)
            elif unit.heading and (unit.cues.refs or unit.cues.filmed):
                kind = unit.cues.refs[0].kind if unit.cues.refs else unit.cues.filmed
                self.start(i, kind)
                self.drafts[-1].headline = True
            elif unit.cues.refs:
                self.named(i, unit.cues)
            elif unit.cues.filmed:
                self.filmed(i, unit.cues)
            elif unit.cues.pronoun:
                self.pronoun(i, unit.cues)
            elif unit.cues.visible:
                pending.append(i)
            elif self.continues(i, unit.cues):
                self.join(i, self.owner[i - 1])
        for i in pending:
            self.visible(i)
        self.place_figures()
        self.merge_headlines()

    def figure(self, i: int, figure: Figure) -> None:
        previous = self.owner.get(i - 1)
        if previous and self.describes(previous, i, figure):
            previous.figure = figure
            self.join(i, previous)
            return
        captions = set(self.units[i].sentences)
        for draft in self.drafts:
            if draft.figure is None and captions & {self.units[j].text for j in draft.units}:
                draft.figure = figure
                self.join(i, draft)
                return
        self.start(i, figure.kind, figure)

    def named(self, i: int, cues: SentenceCues) -> None:
        ref = cues.refs[0]
        if ref.reference == "deictic":
            previous = self.owner.get(i - 1)
            lone_figure = previous and previous.figure and previous.units == [i - 1]
            if lone_figure and previous.kind == ref.kind:  # the picture just above it
                previous.deictic = True
                self.join(i, previous)
                return
            self.start(i, ref.kind, deictic=True)
            return
        earlier = self.same_kind(ref.kind)
        if earlier and (ref.reference == "back" or cues.also):
            self.join(i, self.best(i, earlier))
        else:
            self.start(i, ref.kind)

    def filmed(self, i: int, cues: SentenceCues) -> None:
        earlier = self.same_kind(cues.filmed)
        recent = self.recent(i)
        if cues.also and earlier:
            self.join(i, self.best(i, earlier))
        elif recent and (cues.tokens[0].lower in ("it", "this", "they", "these") or cues.filmed_it):
            # "It was filmed from a balcony", "We could not verify when it was filmed":
            # the video just mentioned
            self.join(i, recent)
        else:
            self.start(i, cues.filmed, deictic=cues.deictic)

    def pronoun(self, i: int, cues: SentenceCues) -> None:
        recent = self.recent(i)
        if recent is None:
            return
        if cues.pronoun == "back":
            self.join(i, recent)
        else:
            self.start(i, recent.kind)

    def continues(self, i: int, cues: SentenceCues) -> bool:
        """ "The three apparently fell ...": a hedged description of who the picture just showed."""
        draft = self.owner.get(i - 1)
        if draft is None or not cues.hedged or not cues.tokens:
            return False
        first = cues.tokens[0].lower
        if first in _SUBJECT_PRONOUNS:
            return True
        if first != "the" or len(cues.tokens) < 2:
            return False
        second = cues.tokens[1]
        return (
            second.lower in _NUMBER_WORDS
            or second.lower.isdigit()
            or (second.lemma in {t.lemma for j in draft.units for t in self._tokens(j)})
        )

    def _tokens(self, i: int):
        unit = self.units[i]
        return unit.cues.tokens if unit.cues else tokenize(unit.text)

    def visible(self, i: int) -> None:
        """ "some can be seen clinging": part of the neighbouring mention it most resembles."""
        neighbours = []
        for j in (i - 1, i + 1):
            if j in self.owner and self.owner[j] not in neighbours:
                neighbours.append(self.owner[j])
        if neighbours:
            self.join(i, self.best(i, neighbours))

    def describes(self, text: _Draft, i: int, figure: Figure) -> bool:
        """Whether a text mention beside figure i is about it: it points at the page
        ("THIS IMAGE SHOWS") or describes the same things as the caption."""
        if text.figure or text.kind != figure.kind:
            return False
        similarity = self.similar(self.units[i].terms, self.draft_terms(text))
        return text.deictic or similarity >= FIGURE_SIMILARITY

    def place_figures(self) -> None:
        """A figure still on its own goes with the text right after it, if that describes it."""
        for draft in list(self.drafts):
            if draft.figure is None or len(draft.units) != 1:
                continue
            i = draft.units[0]
            text = self.owner.get(i + 1)
            if text and text is not draft and self.describes(text, i, draft.figure):
                text.figure = draft.figure
                self.join(i, text)
                self.drafts.remove(draft)

    def merge_headlines(self) -> None:
        """A headline naming a picture is about one the body describes: fold it in."""
        for draft in [d for d in self.drafts if d.headline]:
            later = [d for d in self.same_kind(draft.kind) if min(d.units) > max(draft.units)]
            scored = [
                (self.similar(self.draft_terms(draft), self.draft_terms(d)), d) for d in later
            ]
            scored = [s for s in scored if s[0] > 0]
            if scored:
                target = max(scored, key=lambda s: s[0])[1]
                for j in draft.units:
                    self.join(j, target)
                self.drafts.remove(draft)


def find_mentions(article: Article) -> list[Mention]:
    """The media an article mentions, in order of first mention."""
    units = units_of(article)
    grouping = _Grouping(units)
    grouping.read()
    drafts = sorted(grouping.drafts, key=lambda d: min(d.units))
    return [_mention(n, draft, units) for n, draft in enumerate(drafts, 1)]


def _mention(number: int, draft: _Draft, units: list[_Unit]) -> Mention:
    ordered = sorted(set(draft.units))
    sentences = [s for i in ordered for s in units[i].sentences]
    text_sentences = [units[i].text for i in ordered if not units[i].figure]
    figure = draft.figure
    caption = figure.caption if figure and figure.caption else make_caption(text_sentences)
    return Mention(
        number=number,
        kind=draft.kind,
        sentences=list(dict.fromkeys(sentences)),
        caption=caption,
        credit=figure.credit if figure else None,
        src=figure.src if figure else None,
        date_created=figure.date_created if figure else None,
        location=figure.location if figure else None,
    )
