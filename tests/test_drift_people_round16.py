"""A state's body is no person, whatever owner opens it: "Malawi's Constitutional Court", 'the
National Assembly', and no square of a bazaar town either ('Chandni Chowk')."""

from __future__ import annotations

from provenance.claims import extract_claims
from provenance.drift import compare_captions


def people(text: str) -> list[str]:
    return [c.value for c in extract_claims(text) if c.field == "person"]


def test_a_bodys_name_is_no_persons():
    assert people("Malawi's Constitutional Court judges annul the vote in Lilongwe, 2020.") == []
    assert people("Shoppers crowd Anarkali Bazaar in Lahore before Eid, 2021.") == []
    assert people("Judge Ana Berg reads the ruling in Lilongwe, 2020.") == ["Ana Berg"]


def test_a_judge_named_against_the_court_is_no_person_changed():
    a = "Malawi's Constitutional Court judges annul the presidential vote in Lilongwe, 2020."
    b = "Judge Healey Potani reads the ruling that annulled the presidential vote, Lilongwe, 2020."
    assert "person" not in compare_captions(a, b).fields


def test_a_royal_style_held_by_one_person_is_that_person():
    a = "Prince Andrew rides in a carriage at Ascot, June 2015."
    assert (
        "person"
        not in compare_captions(a, "The Duke of York rides in a carriage at Ascot, 2015.").fields
    )
    assert (
        "person"
        in compare_captions(a, "The Duke of Sussex rides in a carriage at Ascot, 2015.").fields
    )
    # whose child someone is names no one shown
    assert people("Prince Louis, son of the Duke and Duchess of Cambridge, waves at Ascot.") == [
        "Louis"
    ]
