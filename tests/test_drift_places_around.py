"""Places written around other places: a town the gazetteer lacks placed by a bearing from a
city ('a village 20 km north of Lyon'), a big city's other spelling that is a smaller town's
own name ('Odessa'), a building named after the borough of a capital it stands in."""

from __future__ import annotations

from provenance.claims import extract_claims
from provenance.claims.gazetteer import gazetteer
from provenance.drift import compare_captions


def fields(a: str, b: str) -> list[str]:
    return compare_captions(a, b).fields


def near(text: str) -> dict[str, bool]:
    return {c.value: bool(c.detail.get("near")) for c in extract_claims(text) if c.field == "place"}


# -- bearings ------------------------------------------------------------------------------


def test_a_city_after_a_bearing_is_where_the_place_lies_from():
    assert near("Hail damage in Quelldorf, 25 km south-west of Munich, Germany.")["Munich"]
    assert near("Smoke rises over Marrow Creek, north of Perth, in January.")["Perth"]
    assert near("Crops lie flattened just east of the city of Lyon.")["Lyon"]


def test_a_region_of_a_country_is_inside_it_not_a_bearing_from_it():
    assert not near("Snow falls in the north of England in March.")["England"]
    assert not near("Floods in the far south of Chile.")["Chile"]


def test_a_town_the_gazetteer_lacks_beside_a_bearing_is_that_town_not_the_city():
    assert (
        fields(
            "Firefighters in Quelldorf, north of Munich, Germany, in July 2022.",
            "Firefighters battle a blaze in Quelldorf, Bavaria, July 2022.",
        )
        == []
    )
    assert (
        fields(
            "Homes swept away in Brekkvik, Norway, in 2020.",
            "Homes swept away in Brekkvik, 30 km east of Bergen, in 2020.",
        )
        == []
    )


def test_two_unknown_towns_by_one_city_or_one_town_and_a_far_city_are_two_places():
    assert fields(
        "Flooded fields at Quelldorf, north of Munich, in June 2024.",
        "Flooded fields at Ostwiesen, north of Munich, in June 2024.",
    ) == ["place"]
    assert fields(
        "Flooded fields at Quelldorf, north of Munich, in June 2024.",
        "Flooded fields in Hamburg in June 2024.",
    ) == ["place"]


def test_greek_mp_written_as_b_is_one_spelling_of_a_village():
    # Greek writes the sound b as 'mp': a transliteration letter by letter keeps it
    assert (
        fields(
            "Firefighters in Kalampaki, north of Athens, in August 2023.",
            "Firefighters in Kalabaki, Attica, in August 2023.",
        )
        == []
    )


# -- other spellings of big cities that are smaller towns' own names ---------------------------


def test_a_big_citys_other_spelling_stays_a_reading_after_the_town_it_names():
    names = [(p.name, p.country) for p in gazetteer().lookup("Odessa")]
    assert names[0] == ("Odessa", "US")  # its own name first
    assert ("Odesa", "UA") in names


def test_an_old_or_foreign_name_of_a_big_city_is_no_reading_of_a_town_it_names():
    # GeoNames lists 'Olbia' among Antalya's names: the Sardinian town is not Antalya
    assert all(p.country == "IT" for p in gazetteer().lookup("Olbia") if p.kind == "city")


def test_a_city_under_another_spelling_that_a_smaller_town_owns_is_that_city():
    assert (
        fields(
            "Rescuers search a port warehouse in Odesa, Ukraine, in July 2023.",
            "Rescuers search a port warehouse in Odessa in July 2023.",
        )
        == []
    )
    assert fields(
        "Oil pumps in Odessa, Texas, in July 2023.",
        "Oil pumps in Odesa, Ukraine, in July 2023.",
    ) == ["place"]


def test_a_building_named_after_a_borough_is_in_the_capital_that_holds_it():
    assert (
        fields(
            "Crowds at Westminster Hall on 6 May 2023.",
            "Crowds gather in central London on 6 May 2023.",
        )
        == []
    )
    assert fields(
        "Crowds at Westminster Hall on 6 May 2023.",
        "Crowds gather in Manchester on 6 May 2023.",
    ) == ["place"]


# -- where an event began, felt far away -------------------------------------------------------


def test_where_a_quake_was_centred_is_not_where_its_picture_was_taken():
    assert [
        c.value
        for c in extract_claims("Cracked walls in Adana after the quake centred near Malatya.")
        if c.field == "place"
    ] == ["Adana"]
    assert fields(
        "Cracked walls in Adana, February 2023, after the quake centred in Turkey's south-east.",
        "Cracked walls in Gaziantep, Turkey, February 2023.",
    ) == ["place"]


def test_near_a_town_the_gazetteer_lacks_may_be_any_such_place_close_by():
    # without positions nothing tells how far an estate lies from the town it is near
    assert (
        fields(
            "The Duke walks at Hollowmere, Wiltshire, in 2018.",
            "The Duke walks in the grounds of his estate near Brackwell in 2018.",
        )
        == []
    )
    # two towns the gazetteer lacks, neither 'near' the other, are still two places
    assert fields(
        "Flood water in Hollowmere, Wiltshire, in 2018.",
        "Flood water in Brackwell, Wiltshire, in 2018.",
    ) == ["place"]
