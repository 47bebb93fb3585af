"""Round 16 places: countries whose names are also their people's words, and the other
place mechanisms read from the blind15-17 failures."""

from __future__ import annotations

from provenance.claims import extract_claims
from provenance.drift import compare_captions


def fields(a: str, b: str) -> list[str]:
    return compare_captions(a, b).fields


def places(text: str) -> dict[str, dict]:
    return {c.value: c.detail for c in extract_claims(text) if c.field == "place"}


# -- a country named as its people are ------------------------------------------------------


def test_a_country_named_as_its_people_is_a_place_where_nothing_follows():
    assert "New Zealand" in places("Sheep graze on a hillside farm in New Zealand.")
    assert "United Kingdom" in places("Shoppers queue outside a bakery in the UK, on Monday.")
    assert "United States" in places("A storm moves over farmland in the US.")


def test_a_country_named_as_its_people_before_a_noun_is_the_people():
    assert "New Zealand" not in places("New Zealand soldiers patrol a road near Kabul.")
    assert "United States" not in places("US President speaks to reporters in Ottawa.")


def test_a_country_after_an_unknown_town_tells_two_countries_apart():
    assert fields(
        "Seals rest on the rocks at Kaikoura Point, New Zealand, in May.",
        "Seals rest on the rocks at Cape Bridgewater, Victoria, in May.",
    ) == ["place"]


# -- a river named after a land --------------------------------------------------------------


def test_a_region_or_country_before_river_is_the_river():
    assert "Niger" not in places("Boats moored on the Niger River at Mopti, Mali.")
    assert "Missouri" not in places("Ice floes on the Missouri River at dawn.")
    assert fields(
        "Boats moored on the Niger River at Mopti, Mali.",
        "Boats moored on the Niger River at Onitsha, Nigeria.",
    ) == ["place"]


def test_a_town_before_river_still_places_the_picture_there():
    assert "Parramatta" in places("Rowers train on the Parramatta River on Sunday.")
    assert "Fall River" in places("Snow falls on a street in Fall River, Massachusetts.")


# -- a village by a town, against a place near a city ---------------------------------------


def test_a_village_by_a_town_agrees_with_the_country_around_a_city_nearby():
    # Amizmiz lies some 50 km south-west of Marrakech
    assert not fields(
        "Tents stand among ruined houses in Ouirgane-Bas, near Amizmiz, Morocco.",
        "Tents stand among ruined houses in the mountains south-west of Marrakech.",
    )


def test_a_village_by_a_town_differs_from_a_city_far_away():
    assert fields(
        "Tents stand among ruined houses in Ouirgane-Bas, near Amizmiz, Morocco.",
        "Tents stand among ruined houses in the hills south of Fes.",
    ) == ["place"]


# -- a distance from a place ----------------------------------------------------------------


def test_a_distance_from_a_city_places_the_picture_near_it():
    assert places("A new camp some 40 km from Lyon, France.")["Lyon"].get("near")
    assert places("Bison graze 30 miles away from Denver.")["Denver"].get("near")
    assert not places("Snow falls on a street in Lyon, France.")["Lyon"].get("near")


def test_a_distance_from_a_city_agrees_with_a_town_that_far_out():
    assert not fields(
        "Workers sort grapes at a vineyard in Villefranche-sur-Saone, France.",
        "Workers sort grapes at a vineyard about 30 km from Lyon.",
    )


# -- places that are not the scene: a government speaking, a destination ---------------------


def test_a_capital_that_speaks_is_its_government():
    assert "Moscow" not in places(
        "Tanks roll past a village near Kharkiv, as Moscow warned of new strikes."
    )
    assert "Moscow" in places("Police in Moscow said the square was cleared.")


def test_where_people_head_is_not_where_they_are():
    assert "Italy" not in places("Migrants in a rubber boat head towards Italy off Libya.")
    assert "Kherson" not in places("A convoy bound for Kherson waits near Mykolaiv.")
    assert not fields(
        "Migrants in a rubber boat off Zuwara, Libya, trying to reach Italy.",
        "Migrants in a rubber boat off Zuwara, Libya.",
    )


# -- a facility named after a town's possessive --------------------------------------------


def test_a_name_between_a_towns_possessive_and_a_facility_word_is_a_facility():
    assert places("Cranes unload ships at Mombasa's Kilindini harbour.")["Kilindini harbour"] == {
        "kind": "facility",
        "feature": "harbour",
    }
    assert fields(
        "Ferries dock at Mombasa's Kilindini harbour during a strike.",
        "Ferries dock at Mombasa's Likoni harbour during a strike.",
    ) == ["place"]


# -- a facility named after its town ---------------------------------------------------------


def test_two_towns_airports_are_two_airports():
    assert fields(
        "Passengers queue at Seoul's Gimpo airport during a typhoon.",
        "Passengers queue at Seoul's Incheon airport during a typhoon.",
    ) == ["place"]
    assert fields(
        "Passengers queue at Tokyo's Haneda airport during a typhoon.",
        "Passengers queue at Tokyo's Narita airport during a typhoon.",
    ) == ["place"]


def test_a_metropolis_airport_may_be_any_of_its_airports():
    assert not fields(
        "A jet burns on the runway at Haneda airport in Tokyo.",
        "A jet burns on the runway at Tokyo International Airport.",
    )


# -- a village in an area the gazetteer lacks, in a known one -------------------------------


def test_a_village_in_an_unknown_valley_lies_in_the_valleys_region():
    found = places("Snow covers the hamlet of Peccia, in the Lavizzara valley, Ticino.")
    assert found["Lavizzara"]["holds"]
    assert fields(
        "Snow covers the hamlet of Peccia, in the Lavizzara valley, Ticino, Switzerland.",
        "Snow covers the hamlet of Fusio, in the Lavizzara valley, Ticino, Switzerland.",
    ) == ["place"]
    assert not fields(
        "Snow covers the hamlet of Peccia, in the Lavizzara valley, Ticino, Switzerland.",
        "Snow covers the Lavizzara valley in Ticino, Switzerland.",
    )


# -- an area kept by hand beside a town of it -------------------------------------------------


def test_an_area_compared_at_country_level_is_no_leaf_beside_a_town_of_its_country():
    assert fields(
        "Snow piles up on a street in Huntington, New York, a town on Long Island.",
        "Snow piles up on a street in Huntington, West Virginia.",
    ) == ["place"]
    assert not fields(
        "Snow piles up on a street in Huntington, New York, a town on Long Island.",
        "Snow piles up on a street on Long Island.",
    )


def test_two_border_posts_named_after_towns_are_two_places():
    assert fields(
        "Trucks wait at the Rafah crossing.", "Trucks wait at the Kerem Shalom crossing."
    ) == ["place"]


# -- a town written as a town ----------------------------------------------------------------


def test_the_city_of_a_name_is_the_city_not_the_region_of_that_name():
    assert places("Crowds fill a square in the city of Murcia.")["Murcia"]["level"] == "locality"
    assert fields(
        "Floodwater fills a street in Cartagena, Spain.",
        "Floodwater fills a street in the city of Murcia.",
    ) == ["place"]
    assert not fields(
        "Floodwater fills a street in Cartagena, Spain.", "Floodwater fills a street in Murcia."
    )


def test_two_towns_zoos_are_two_zoos():
    assert fields(
        "A baby giraffe stands in its enclosure at Colchester Zoo, England.",
        "A baby giraffe stands in its enclosure at Marwell Zoo, England.",
    ) == ["place"]


# -- a clause in the past perfect --------------------------------------------------------------


def test_the_place_of_an_earlier_event_in_the_past_perfect_is_background():
    found = places(
        "Farmers block a road in Brussels, weeks after ministers had agreed the deal in Lisbon."
    )
    assert found["Lisbon"].get("background")
    assert not found["Brussels"].get("background")
    assert not fields(
        "Farmers block a road in Brussels, weeks after ministers had agreed the deal in Lisbon.",
        "Farmers block a road in Brussels on Monday.",
    )


def test_a_past_perfect_clause_alone_still_places_the_picture():
    assert not places("Rubble where the shell had landed in Kharkiv.")["Kharkiv"].get("background")


# -- a natural feature by the word that ends its name -----------------------------------------


def test_a_name_ending_in_bay_is_a_feature_not_a_town():
    assert places("Ferries cross Moreton Bay, Queensland, at dawn.")["Moreton Bay"]["level"] == (
        "feature"
    )
    assert not fields(
        "Ferries cross the water off Redcliffe, Queensland, at dawn.",
        "Ferries cross Moreton Bay, Queensland, at dawn.",
    )


# -- a city named as an owner ------------------------------------------------------------------


def test_a_city_named_as_an_owner_is_where_the_town_named_lies():
    assert places("A train of Madrid's Metro Line 9 derailed in Arganda del Rey.")["Madrid"][
        "owner"
    ]
    assert fields(
        "A train of Madrid's Metro Line 9 derailed in Arganda del Rey on Monday.",
        "A train of Madrid's Metro Line 9 derailed in Rivas-Vaciamadrid on Monday.",
    ) == ["place"]
    assert not fields(
        "A train of Madrid's Metro Line 9 derailed in Arganda del Rey on Monday.",
        "A train of the Metro derailed near Madrid on Monday.",
    )
