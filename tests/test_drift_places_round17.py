"""Places of heritage, tourism and remote places as captions write them: a town's harbour
placed by a comma, a double name written short or shared by two towns, twin cities, a place
with its old name beside it, a city's old town, a village placed near a city, heritage sites
named after their town, and an archipelago."""

from __future__ import annotations

from provenance.claims import extract_claims
from provenance.drift import compare_captions


def fields(a: str, b: str) -> list[str]:
    return compare_captions(a, b).fields


def test_a_town_and_its_harbour_are_placed_by_what_follows_the_comma():
    assert fields(
        "Crowds gather at Perth airport, Scotland, after the storm.",
        "Crowds gather at Perth airport, Australia, after the storm.",
    ) == ["place"]


def test_the_first_half_of_a_double_name_is_the_town_it_shortens():
    assert (
        fields(
            "Trawlers unload at Boulogne-sur-Mer, France.",
            "Trawlers unload in Boulogne harbour, northern France.",
        )
        == []
    )


def test_a_double_name_two_towns_share_stands_for_either():
    assert (
        fields(
            "Dockers strike at the Port of Antwerp-Bruges, Belgium.",
            "Dockers strike at the port of Bruges, Belgium.",
        )
        == []
    )


def test_twin_cities_of_one_conurbation_are_two_places():
    assert fields(
        "Families queue for bread in Khartoum North, Sudan.",
        "Families queue for bread in Omdurman, Sudan.",
    ) == ["place"]


def test_a_place_written_with_its_old_name_beside_it_is_one_place():
    assert (
        fields(
            "Soldiers walk past the ruined theatre at ancient Palmyra (Tadmur), Syria.",
            "Soldiers walk past the ruined theatre in Palmyra, Homs province.",
        )
        == []
    )
    assert (
        fields(
            "Tourists crowd the walls of the Old Town of Dubrovnik, Croatia.",
            "Tourists crowd the walls of Dubrovnik, historic Ragusa.",
        )
        == []
    )


def test_a_part_written_after_a_citys_possessive_lies_in_that_city():
    (old_town,) = [
        c
        for c in extract_claims("Crowds fill Dubrovnik's Old Town, Croatia.")
        if c.value == "Old Town"
    ]
    assert old_town.detail["container"]["name"] == "Dubrovnik"


def test_a_village_placed_near_a_city_may_lie_in_the_area_around_it():
    assert (
        fields(
            "A meteorite fell near Xyzdorf, west of Berlin.",
            "A meteorite fell near Xyzdorf in Brandenburg, Germany.",
        )
        == []
    )


def test_two_heritage_sites_named_after_their_towns_are_two_places():
    assert fields(
        "Archaeologists show coffins found at the Abusir necropolis, south of Cairo.",
        "Archaeologists show coffins found at the Meidum necropolis, south of Cairo.",
    ) == ["place"]
    assert fields(
        "Tourists visit the chapel in the Klodawa Salt Mine, near Konin, Poland.",
        "Tourists visit the chapel in the Bochnia Salt Mine, near Konin, Poland.",
    ) == ["place"]


def test_a_cosmodrome_is_the_town_it_is_named_after():
    assert (
        fields(
            "A rocket lifts off from Baikonur Cosmodrome, Kazakhstan.",
            "A rocket lifts off from Baikonur.",
        )
        == []
    )


def test_two_settlements_of_an_archipelago_are_two_places():
    assert fields(
        "Reindeer graze near Barentsburg, Svalbard.",
        "Reindeer graze near Longyearbyen, Svalbard.",
    ) == ["place"]


def test_a_picture_dated_years_after_the_disaster_it_tells_is_not_the_disasters_picture():
    assert "date" in fields(
        "Masons rebuild the bell tower in Amatrice, Italy, in 2022. The town was flattened in"
        " the earthquake of August 24, 2016.",
        "Rescuers dig beside the fallen bell tower in Amatrice, Italy, on August 24, 2016.",
    )


def test_a_comparisons_word_in_a_title_compares_nothing():
    claims = extract_claims(
        "A visitor walks through Anna Berg's 'Mirrored Garden' at the Design Museum in Lyon"
        " on May 3, 2022."
    )
    assert ("place", "Lyon") in [(c.field, c.value) for c in claims]
    assert ("date", "2022-05-03") in [(c.field, c.value) for c in claims]


def test_the_place_a_thing_is_named_after_is_not_where_it_is_shown():
    assert (
        fields(
            "The Sword of Kilkenny, returned by the Rijksmuseum, is unveiled at the National Museum"
            " in Dublin, Ireland, in May 2024.",
            "A jewelled sword handed back by Amsterdam's Rijksmuseum is unveiled at Dublin's"
            " National Museum in May 2024.",
        )
        == []
    )


def test_a_building_named_after_its_owner_is_a_named_facility():
    assert fields(
        "A view of the Archbishop's Palace in London, photographed circa 1900.",
        "A view of the Bishop's Palace in London, photographed circa 1900.",
    ) == ["place"]


def test_one_city_written_on_opposite_sides_is_two_parts_of_it():
    assert fields(
        "Commuters wait at a bus stop in Highbury Fields, north London, on June 3, 2024.",
        "Commuters wait at a bus stop in Brixton, south London, on June 3, 2024.",
    ) == ["place"]
