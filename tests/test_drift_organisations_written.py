"""Organisations under the names captions give them: a name within a longer one, marines
called sailors of their navy, a people and a creed that name no group, a person's
organisation named in apposition; and gunmen who storm a building attack it."""

from __future__ import annotations

from provenance.claims import extract_claims
from provenance.drift import compare_captions


def fields(a: str, b: str) -> list[str]:
    return compare_captions(a, b).fields


def test_a_name_within_a_longer_name_is_the_same_organisation():
    assert (
        fields(
            "Crowds gather outside the Workers' Party Central Committee in Tirana.",
            "Crowds fill the square outside the Central Committee in Tirana.",
        )
        == []
    )
    assert fields(
        "Spanish National Police officers guard the door in Bilbao.",
        "Basque Ertzaintza officers guard the door in Bilbao.",
    ) == ["organisation"]


def test_marines_and_their_navy_agree_and_special_forces_serve_any_branch():
    assert (
        fields(
            "Brazilian marines land on a beach near Natal.",
            "Brazilian navy special forces land on a beach near Natal.",
        )
        == []
    )
    assert fields("Chilean marines land near Arica.", "Chilean army troops land near Arica.") == [
        "organisation"
    ]


def test_a_people_and_a_creed_name_no_group():
    claims = extract_claims("Yemeni Islamist militants storm the hotel in Aden.")
    assert [c.value for c in claims if c.field == "organisation"] == ["armed group"]


def test_the_group_a_person_leads_is_named_in_passing():
    claims = extract_claims("Soldiers lead away Ramon Vargas, leader of the Gulf Clan, in Necocli.")
    group = next(c for c in claims if c.value == "Gulf Clan")
    assert group.detail["role"] == "mentioned"


def test_gunmen_who_storm_a_building_attack_it():
    assert (
        fields(
            "Guests hide in a kitchen during an attack on a hotel in Aden.",
            "Guests hide in a kitchen as militants storm the hotel in Aden.",
        )
        == []
    )


def test_a_story_told_by_its_consequence_is_the_same_story():
    assert (
        fields(
            "Fire rages after a freight train derailed and exploded in Ostrava.",
            "Flames rise over Ostrava after a freight train jumped the tracks.",
        )
        == []
    )


def test_a_crash_and_a_bomb_blast_where_rescuers_work_are_two_stories():
    assert fields(
        "Rescuers work at the site of a train collision near Tarnow.",
        "Rescuers work at the site of a bomb blast near Tarnow.",
    ) == ["event"]


def organisations(text: str) -> list[str]:
    return [c.value for c in extract_claims(text) if c.field == "organisation"]


def test_a_name_goes_on_past_of_or_for_after_what_it_is():
    assert organisations("Members of the National Union of Dockworkers march in Hull.") == [
        "National Union of Dockworkers"
    ]
    assert organisations("Staff gather at the Nordic Institute for Marine Studies in Bergen.") == [
        "Nordic Institute for Marine Studies"
    ]


def test_an_acronym_may_keep_the_letters_of_small_words():
    assert (
        fields(
            "Staff of the Nordic Institute for Marine Studies sample water off Bergen.",
            "NIFMS staff sample water off Bergen.",
        )
        == []
    )


def test_a_country_s_army_or_team_is_its_force_not_the_scene():
    claims = extract_claims("Norway's army clears snow as Ghana's national team trains in Oslo.")
    assert [c.value for c in claims if c.field == "place"] == ["Oslo"]
    assert "army (NO)" in [c.value for c in claims if c.field == "organisation"]


def test_an_army_unit_named_by_its_number_is_its_country_s_army():
    assert (
        fields(
            "Polish soldiers fire a mortar near Lublin.",
            "Troops of Poland's 18th Mechanised Division fire a mortar near Lublin.",
        )
        == []
    )
    assert fields(
        "US Marines raise the flag on the hill.", "US Army soldiers raise the flag on the hill."
    ) == ["organisation"]


def test_dams_that_burst_are_a_collapse():
    claims = extract_claims("Mud covers the town after two dams burst.")
    assert "dam failure" in [c.value for c in claims if c.field == "event"]
    assert (
        fields(
            "Mud covers the town after two dams burst.",
            "Mud covers the town after the dam collapsed.",
        )
        == []
    )


def test_peacekeepers_are_not_a_country_s_own_army():
    assert fields(
        "UN peacekeepers patrol near the village of Shebaa.",
        "Lebanese army soldiers patrol near the village of Shebaa.",
    ) == ["organisation"]
    assert fields("UN peacekeepers patrol near Shebaa.", "Troops patrol near Shebaa.") == []


def test_a_name_with_a_particle_before_its_men_is_a_group():
    assert fields(
        "Spanish National Police officers guard a school in Girona.",
        "Catalan Mossos d'Esquadra officers guard a school in Girona.",
    ) == ["organisation"]


def test_a_numbered_flight_names_the_story_and_its_airline_runs_it():
    assert fields(
        "Divers search the sea where Andes Air Flight AA418 came down off Arica.",
        "Divers search the sea where Pacifico Airways Flight PW77 came down off Arica.",
    ) == ["event", "organisation"]
    assert (
        fields(
            "Wreckage of flight PW77 lies in a field near Tacna.",
            "Investigators comb the wreckage of Flight PW77 near Tacna.",
        )
        == []
    )


def test_two_named_occasions_are_two_stories_and_one_named_twice_is_one():
    found = compare_captions(
        "Pilgrims walk during the annual Arbaeen in Karbala, Iraq, on October 8, 2020.",
        "Pilgrims walk during Ashura in Karbala, Iraq, on August 30, 2020.",
    )
    assert set(found.fields) == {"date", "event"}
    assert (
        fields(
            "Crowds march during the Carnation Revolution in Lisbon.",
            "Crowds march in Lisbon during the Revolution of the Carnations.",
        )
        == []
    )
    assert (
        fields(
            "Crowds march during the Kenyan elections in Nairobi.",
            "Crowds march during the vote in Nairobi.",
        )
        == []
    )


def test_an_occasion_s_name_is_read_for_its_place_and_event_too():
    claims = extract_claims("Crowds wave during the March on Pretoria in 1990.")
    assert {(c.field, c.value) for c in claims} >= {
        ("event", "occasion"),
        ("place", "Pretoria"),
        ("event", "protest"),
    }


def test_a_national_society_and_its_acronym_are_one_and_two_societies_two():
    assert (
        fields(
            "Medics of the Yemeni Red Crescent Society unload aid in Aden.",
            "YRCS medics unload aid in Aden.",
        )
        == []
    )
    assert fields(
        "Medics of the Turkish Red Crescent unload aid in Idlib.",
        "Medics of the Syrian Arab Red Crescent unload aid in Idlib.",
    ) == ["organisation"]


def test_a_country_s_forces_by_their_full_name_are_its_forces():
    assert (
        fields(
            "Soldiers of the Armed Forces of Chile clear rubble in Valparaiso.",
            "Chilean soldiers clear rubble in Valparaiso.",
        )
        == []
    )
    assert (
        fields("Ghana Defence Forces soldiers patrol in Tamale.", "GDF soldiers patrol in Tamale.")
        == []
    )
