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
