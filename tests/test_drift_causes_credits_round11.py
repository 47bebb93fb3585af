"""Round 11: the cause a caption gives, a plain 'attack' against a strike from the air, bombs
that were planted, and credits in brackets closing a caption."""

from provenance.claims import extract_claims
from provenance.drift import compare_captions


def _credits(text: str) -> list[str]:
    return [c.value for c in extract_claims(text) if c.field == "credit"]


def test_a_dam_failure_and_a_storm_given_as_causes_are_two_stories():
    before = "Families are ferried out of Dolni Most by raft after the collapse of the Vrana dam."
    after = "Families are ferried out of Dolni Most by raft after a week of torrential rain."
    drift = compare_captions(before, after)
    assert drift.fields == ["event"]
    assert "cause" in drift.findings[0].explanation


def test_the_same_cause_in_other_words_is_no_change():
    before = "Families wade out of Dolni Most after the Vrana dam burst."
    after = "Families wade out of Dolni Most after the breach of the Vrana dam."
    assert compare_captions(before, after).fields == []


def test_a_storm_that_broke_a_levee_tells_one_story():
    before = "Families on a roof in Port Amara wait for boats after Typhoon Lira."
    after = "Families on a roof in Port Amara wait for boats after the levees failed."
    assert compare_captions(before, after).fields == []


def test_a_plain_attack_agrees_with_a_drone_strike():
    before = "Smoke rises over a grain silo in Tarvel after an attack overnight."
    after = "Smoke rises over a grain silo in Tarvel after a drone strike overnight."
    assert compare_captions(before, after).fields == []


def test_a_planted_bomb_is_no_strike_from_the_air():
    before = "Police cordon off the market in Kessa after a car bombing."
    after = "Police cordon off the market in Kessa after an airstrike."
    assert compare_captions(before, after).fields == ["event"]
    assert compare_captions(before, "Police cordon off Kessa after a car bomb.").fields == []


def test_credits_in_brackets_closing_a_caption():
    assert _credits("Fishermen mend nets at dawn in Vaitele (photo: Anna Tuilagi)") == [
        "Anna Tuilagi"
    ]
    assert _credits("Children queue at a clinic in Kasese (WFP/Ruth Nakato).") == [
        "Ruth Nakato/WFP"
    ]
    assert _credits("Ruins of a school in Marinka (Olha Bondar for AFP)") == ["Olha Bondar/AFP"]


def test_two_places_in_brackets_are_no_credit():
    assert _credits("Trains run again between the two cities (Lviv/Lemberg).") == []


def test_a_credit_moved_into_brackets_is_not_removed():
    before = "Fishermen mend nets at dawn in Vaitele. Photo: Anna Tuilagi/UNDP"
    after = "Fishermen repair their nets in Vaitele, Samoa (UNDP/Anna Tuilagi)"
    assert "credit" not in compare_captions(before, after).fields
