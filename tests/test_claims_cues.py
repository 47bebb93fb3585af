"""Patterns tried only on a caption that holds one of their cues (the words or marks each
match must hold) still find what they found: a wire's credit line by its '/' or '|', an
account by its '@', an event's word however its letters are cased."""

from __future__ import annotations

import re

import pytest

from provenance.claims import extract_claims
from provenance.claims.cues import Cued, cues, fold_case

SCENE = "Fishing boats shelter in the harbour at Galle, Sri Lanka, on May 3, 2022."


def credits(text: str) -> list[str]:
    return [c.value for c in extract_claims(text) if c.field == "credit"]


def test_the_cues_of_a_pattern_are_the_words_each_match_holds():
    assert cues(re.compile(r"\b(?:summits?|COP ?\d{1,2})\b", re.I)) == {"summit", "cop"}
    # a mark is a better cue than the many names beside it
    assert cues(re.compile(r"\b(?:AFP|Reuters|EPA)\s*/\s*[A-Z]\w+")) == {"/"}
    assert cues(re.compile(r"[/|]\s*[A-Z]\w+")) == {"/", "|"}
    # an optional word is no cue; a pattern that may match without a word has none
    assert cues(re.compile(r"(?:handout\s+)?photo")) == {"photo"}
    assert cues(re.compile(r"\d+(?:st|nd|rd|th)?")) is None


def test_a_cued_pattern_reads_letters_as_a_case_insensitive_pattern_does():
    # the long s and the Turkish capital I are 's' and 'i' to ``re.I``, and to the cues
    strike = Cued(re.compile(r"\bstrikes?\b", re.I))
    for text in ("Dockers on STRIKE", "Dockers on \u017ftrike", "D\u0130SASTER STR\u0130KE"):
        assert [m.group(0) for m in strike.finditer(text, fold_case(text))] == [text.split()[-1]]
    assert list(strike.finditer("Dockers at work", fold_case("Dockers at work"))) == []


def test_every_character_a_case_insensitive_pattern_reads_as_ascii_folds_to_it():
    everything = "".join(map(chr, range(0x110000)))
    for char in set(re.findall(r"[ -~]", everything, re.I)):
        for ascii_char in map(chr, range(0x20, 0x7F)):
            if re.fullmatch(re.escape(ascii_char), char, re.I):
                assert fold_case(char) == ascii_char.lower(), (char, ascii_char)


@pytest.mark.parametrize(
    ("line", "credit"),
    [
        ("REUTERS/Toby Melville", "Toby Melville/Reuters"),  # '/'
        ("Jane Doe/AFP", "Jane Doe/AFP"),  # '/'
        ("Ahmed Satti | AFP", "Ahmed Satti/AFP"),  # '|'
        ("Ana Lima / Studio Norte", "Ana Lima/Studio Norte"),  # '/' or '|'
        ("AFP via Getty Images", "AFP via Getty Images"),  # 'getty images'
        ("(City Fire Brigade via AP)", "City Fire Brigade via AP"),  # 'via'
        ("Ana Lima for Reuters", "Ana Lima/Reuters"),  # 'for'
        ("Photo posted by @ana.lima on X", "X/@ana.lima"),  # 'posted'
        ("@ana.lima on Instagram", "Instagram/@ana.lima"),  # '@'
    ],
)
def test_a_credit_line_is_still_found_where_its_cue_is(line: str, credit: str):
    assert credits(f"{SCENE} {line}") == [credit]


def test_a_credit_in_prose_is_still_found_where_its_words_are():
    took = "Reuters photographer Ana Lima, who took this picture, said the boats came back."
    assert credits(f"{took} {SCENE}") == ["Ana Lima/Reuters"]  # 'took'
    assert credits("Maxar satellite imagery shows boats in the harbour at Galle.") == ["Maxar"]
    assert credits("Sam Nzima's photograph of boats in the harbour at Galle.") == ["Sam Nzima"]
    held = "Boats at Galle, from the collections of the National Library of Ireland."
    assert credits(held) == ["National Library of Ireland"]  # 'collection'


def test_events_and_forces_are_still_found_by_their_words():
    claims = extract_claims("Taliban fighters stand guard as dockers go on strike in Kabul.")
    found = {(c.field, c.value) for c in claims}
    assert ("organisation", "Taliban") in found
    assert ("event", "strike") in found
    bundeswehr = extract_claims("Bundeswehr soldiers unload sandbags in Passau.")
    assert any(c.field == "organisation" and c.detail.get("country") == "DE" for c in bundeswehr)
