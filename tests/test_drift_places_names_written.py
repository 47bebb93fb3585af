"""Places as captions of other eras and desks write them: a metropolis under an old name that
smaller towns bear today, US states the wire's way, a country that is also an English word
after its town, a country that says whose a person is, a township that bears a person's
name, and one name written on both sides though only one side says where it lies."""

from __future__ import annotations

from provenance.claims import extract_claims
from provenance.drift import compare_captions


def fields(a: str, b: str) -> list[str]:
    return compare_captions(a, b).fields


def place_claims(text: str) -> list:
    return [c for c in extract_claims(text) if c.field == "place"]


def test_a_metropolis_under_an_old_name_that_small_towns_bear_is_still_the_metropolis():
    # several towns in Ohio and Mississippi are called Canton; Guangzhou was, in English
    (canton, _china) = place_claims("Dockers unload tea in Canton, China, 1930.")
    assert (canton.value, canton.detail["country"]) == ("Guangzhou", "CN")
    assert (
        fields("Dockers unload tea in Canton, 1930.", "Dockers unload tea in Guangzhou, 1930.")
        == []
    )
    # ... and the town keeps its own name where its caption places it
    (ohio_town, _) = place_claims("Fans gather in Canton, Ohio, for the enshrinement.")
    assert (ohio_town.value, ohio_town.detail["admin1"]) == ("Canton", "OH")


def test_an_old_name_of_a_metropolis_is_no_other_city():
    # Smyrna is a town in Georgia and one in Tennessee, and Izmir's old name
    assert (
        fields(
            "Refugees crowd the quay at Smyrna, September 1922.",
            "Refugees crowd the quay at Izmir, September 1922.",
        )
        == []
    )
    assert fields(
        "Refugees crowd the quay at Smyrna, September 1922.",
        "Refugees crowd the quay at Thessaloniki, September 1922.",
    ) == ["place"]


def test_us_states_written_the_wire_way_place_their_towns():
    def state(text: str) -> tuple[str, str]:
        town = place_claims(text)[0]
        return town.value, town.detail["admin1"]

    assert state("Floodwater in Springfield, Mo., on Tuesday.") == ("Springfield", "MO")
    assert state("Floodwater in Springfield, Ill., on Tuesday.") == ("Springfield", "IL")
    assert state("Snow in Charleston, W.Va., Jan. 3.") == ("Charleston", "WV")
    assert state("Fans in Gary, IN on Friday.") == ("Gary", "IN")
    assert fields(
        "Floodwater in Springfield, Mo., on Tuesday.",
        "Floodwater in Springfield, Ill., on Tuesday.",
    ) == ["place"]


def test_an_abbreviation_needs_its_town_and_its_full_stop():
    assert [c.value for c in place_claims("Miss Universe contestants pose in Bangkok.")] == [
        "Bangkok"
    ]


def test_a_country_that_is_also_a_word_is_the_container_after_its_town():
    (temuco, chile) = place_claims("Students march in Temuco, Chile, after the vote.")
    assert temuco.detail["container"]["name"] == "Chile" and chile.detail["kind"] == "country"
    assert fields(
        "Smoke over Temuco, Chile, after fires.", "Smoke over Talca, Chile, after fires."
    ) == ["place"]


def test_a_country_before_a_persons_name_says_whose_the_person_is():
    assert fields(
        "Norway's Ingrid Halvorsen wins the sprint in Oslo, March 2021.",
        "Sweden's Frida Karlsson wins the sprint in Oslo, March 2021.",
    ) == ["person"]


def test_a_township_named_after_someone_is_that_person_beside_the_surname_alone():
    # Carlos Casares is a town in Argentina
    written = "Casares signs autographs beside Carlos Casares, 1998."
    assert place_claims(written) == []
    (town, _argentina) = place_claims("Harvest time in Carlos Casares, Argentina.")
    assert town.value == "Carlos Casares"


def test_a_name_written_on_both_sides_is_one_place_though_one_side_alone_places_it():
    assert (
        fields(
            "Weavers sell shawls in Pampa Quilcha, Peru, in 2018.",
            "Weavers sell shawls in Pampa Quilcha, above Cusco, in 2018.",
        )
        == []
    )
