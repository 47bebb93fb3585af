"""Round 15 places: opposite sides of one city, towns placed by what they are a suburb or a
village of, the people of a city, and surnames that are also towns' names."""

from __future__ import annotations

from provenance.claims import extract_claims
from provenance.claims.gazetteer import city_state
from provenance.claims.places import opposite_parts
from provenance.drift import compare_captions


def fields(a: str, b: str) -> list[str]:
    return compare_captions(a, b).fields


def places(text: str) -> dict[str, dict]:
    return {c.value: c.detail for c in extract_claims(text) if c.field == "place"}


# -- opposite sides of one place -------------------------------------------------------------


def test_opposite_sides_of_a_city_are_two_places():
    found = compare_captions(
        "Police patrol a street in North Belfast.", "Police patrol a street in South Belfast."
    )
    assert found.fields == ["place"]
    assert (found.findings[0].before, found.findings[0].after) == ("North Belfast", "South Belfast")
    assert fields("Traffic crawls in Upper Manhattan.", "Traffic crawls in Lower Manhattan.")


def test_a_side_of_a_city_and_the_whole_city_agree():
    assert not fields(
        "Police patrol a street in North Belfast.", "Police patrol a street in Belfast."
    )
    assert not fields("Floodwater on a road in North London.", "Floodwater on a road in London.")


def test_only_the_ends_of_one_axis_are_opposite():
    assert opposite_parts("north", "south") and opposite_parts("south-west", "north-west")
    assert opposite_parts("upper", "lower")
    assert not opposite_parts("north", "east") and not opposite_parts("central", "west")


# -- the people of a city --------------------------------------------------------------------


def test_the_people_of_a_city_say_where_the_picture_is():
    assert places("Neapolitans queue for bread outside a bakery, 1945.")["Naples"]["people"]
    assert fields(
        "Neapolitans queue for bread outside a bakery, 1945.",
        "Residents of Palermo queue for bread outside a bakery, 1945.",
    ) == ["place"]
    assert not fields(
        "Parisians queue for bread outside a bakery.", "People in Paris queue for bread."
    )


def test_the_people_of_a_city_elsewhere_are_not_in_their_city():
    assert list(places("Londoners flock to the beach in Brighton in the heat.")) == ["Brighton"]


# -- a person's name that is also a town's ---------------------------------------------------


def test_a_surname_the_other_caption_gives_a_person_is_no_place():
    assert not fields(
        "Crowds cheer Abraham Lincoln's arrival at the station, 1861.",
        "Crowds cheer as Lincoln arrives at the station, 1861.",
    )
    # said to be a place, it stays one
    assert fields(
        "Abraham Lincoln's funeral train passes through Chicago, May 1865.",
        "Crowds in Lincoln watch the funeral train pass, May 1865.",
    ) == ["place"]


def test_what_only_a_person_has_makes_a_possessive_a_persons():
    assert not places("Mourners file past as Lincoln's body lies in state, April 1865.")
    assert "Gaza" in places("Rubble fills Gaza's streets after the strikes.")


# -- a town, and what it is a suburb or a village of ------------------------------------------


def test_a_suburb_of_a_city_is_the_town_beside_it():
    found = places("Birmingham, a northern suburb of Detroit, lies under deep snow.")
    assert found["Birmingham"]["country"] == "US" and found["Birmingham"]["beside"] == "Detroit"
    assert found["Detroit"]["landmark"]
    assert not fields(
        "Snow buries cars in Birmingham, Michigan.",
        "Snow buries cars in Birmingham, a suburb of Detroit.",
    )
    assert not fields("Protesters gather in Bucha, a town near Kyiv.", "Protesters gather in Kyiv.")


def test_a_town_placed_by_the_city_beside_it_is_no_namesake_abroad():
    assert fields(
        "Snow in Birmingham, a northern suburb of Detroit.", "Snow in Birmingham, England."
    ) == ["place"]


# -- a town, its container, and that container's ----------------------------------------------


def test_a_name_between_a_place_and_its_country_is_a_place_of_that_country():
    found = places("Residents clear mud in Huaycan, Xate Alto, Peru, in March.")
    assert found["Xate Alto"]["container"]["name"] == "Peru"
    assert fields(
        "Residents clear mud in Huaycan, Xate Alto, Peru.",
        "Residents clear mud in Chosica, Lima, Peru.",
    ) == ["place"]


# -- rivers named with their lands ------------------------------------------------------------


def test_names_before_rivers_are_rivers_not_the_towns_of_those_names():
    found = places(
        "Flooding in Sukkur, Sindh, after the Indus and Jhelum rivers burst their banks."
    )
    assert list(found) == ["Sukkur", "Sindh"]
    assert fields(
        "Flooding in Sukkur, Sindh, after the Indus and Jhelum rivers burst their banks.",
        "Flooding in Jhang, Punjab, after the Indus and Jhelum rivers burst their banks.",
    ) == ["place"]


def test_a_container_written_with_a_side_still_places_the_town():
    found = places("Floodwater covers the riverside path in Kingston, south-west London.")
    assert found["Kingston"]["container"]["name"] == "London"  # a part of London
    assert fields(
        "Floodwater covers the riverside path in Kingston, south-west London, on Sunday.",
        "Floodwater covers the riverside path in Kingston, Jamaica, on Sunday.",
    ) == ["place"]
    assert not fields(
        "Floodwater covers the riverside path in Kingston, south-west London, on Sunday.",
        "Floodwater covers the riverside path in London on Sunday.",
    )


# -- a place written near, inside the city named -----------------------------------------------


def test_a_town_written_near_inside_a_city_leaves_the_city_the_place():
    # 'near Wembley' lies within London: London is then the place, and Leeds is another
    assert fields(
        "Smoke rises from a warehouse near Wembley in London.",
        "Smoke rises from a warehouse in Leeds.",
    ) == ["place"]
    assert not fields(
        "Smoke rises from a warehouse near Wembley in London.",
        "Smoke rises from a warehouse in London.",
    )


# -- a side of a suburb, written after its name ------------------------------------------------


def test_a_side_written_after_a_suburbs_name_is_the_suburb():
    assert not fields(
        "A bus lies on its side in Andheri West, Mumbai, on Monday night.",
        "A bus lies on its side in Andheri, Mumbai, on Monday night.",
    )
    assert fields(
        "A bus lies on its side in Andheri West, Mumbai, on Monday night.",
        "A bus lies on its side in Bandra, Mumbai, on Monday night.",
    ) == ["place"]


# -- a town's short name ------------------------------------------------------------------------


def test_a_town_the_gazetteer_lacks_by_the_first_half_of_its_name():
    assert not fields(
        "Shoppers at the Saturday market in Bagneres, Bigorre, in August.",
        "Shoppers at the weekly market in Bagneres-de-Bigorre, Hautes-Pyrenees, in August.",
    )
    assert fields(
        "Shoppers at the market in Villers-Bocage in August.",
        "Shoppers at the market in Villers-Cotterets in August.",
    ) == ["place"]


# -- a city-state holds its towns ----------------------------------------------------------------


def test_a_city_state_holds_its_far_districts_and_two_of_them_differ():
    assert city_state("SG") and city_state("HK") and not city_state("LU")
    assert fields(
        "Commuters crowd the platform at Tuen Mun station in Hong Kong on Monday.",
        "Commuters crowd the platform at Tai Po station in Hong Kong on Monday.",
    ) == ["place"]
    assert not fields(
        "Commuters crowd the platform at Tuen Mun station in Hong Kong on Monday.",
        "Commuters crowd the platform at a station in Hong Kong on Monday.",
    )


# -- 'on' an island named as its chief town ------------------------------------------------------


def test_on_an_island_named_as_its_town_is_the_island():
    # 'on Chios' is the island (its town bears its name): not Kos, where Kefalos is
    assert fields(
        "Holidaymakers leave a beach in Kefalos, Kos, as a wildfire spreads.",
        "Holidaymakers leave a beach on Chios as a wildfire spreads.",
    ) == ["place"]
    assert not fields(
        "Holidaymakers leave a beach in Kefalos, Kos, as a wildfire spreads.",
        "Holidaymakers leave a beach on Kos as a wildfire spreads.",
    )


# -- the power a country broke away from ---------------------------------------------------------


def test_the_power_a_country_won_independence_from_is_no_place():
    assert list(places("Crowds in Nairobi celebrate independence from Britain, 1963.")) == [
        "Nairobi"
    ]
    assert not fields(
        "Crowds dance in the streets of Nairobi as Kenya gains independence, December 1963.",
        "Kenyans pour into the streets of the capital to celebrate independence from Britain.",
    )


# -- a vehicle named after a place ---------------------------------------------------------------


def test_a_place_name_before_a_vehicle_names_the_vehicle():
    assert list(places("Crowds watch the Columbia shuttle land near Pensacola.")) == ["Pensacola"]
    assert not places("Passengers board a Brighton train after the strike ends.")
    assert "Dover" in places("Passengers queue in Dover, ferry staff said on Monday.")
    assert "Dover" in places("Passengers queue for the ferry at Dover train station.")


# -- a compass word before an English word that is also a place ----------------------------------


def test_a_coast_or_a_shore_named_by_its_side_is_no_region_abroad():
    found = places("Smoke over the beach in Eden, on the Far South Coast, on Saturday.")
    assert "Coast" not in found  # not the Coast region of Tanzania


def test_opposite_sides_of_a_region_written_in_lower_case_differ():
    found = compare_captions(
        "Displaced families shelter in a school in northern Gaza.",
        "Displaced families shelter in a school in southern Gaza.",
    )
    assert (found.findings[0].before, found.findings[0].after) == (
        "northern Gaza",
        "southern Gaza",
    )
    assert not fields("Floods in northern Italy.", "Floods in Italy.")
    assert not fields("Floods in northern Italy.", "Floods in eastern Italy.")


def test_the_adjective_of_a_citys_things_names_no_people():
    assert not places("A Venetian glass vase sits in a shop window.")


def test_the_people_of_a_city_in_their_country_are_in_their_city():
    assert places("Neapolitans queue at a bakery in Italy.")["Naples"]["people"]


def test_a_town_said_to_be_a_city_of_an_area_is_placed_in_it():
    found = places("Protests in Springfield, a city in Missouri.")
    assert found["Springfield"]["container"]["name"] == "Missouri"
    assert fields(
        "Protests in Springfield, a city in Missouri.", "Protests in Springfield, Illinois."
    ) == ["place"]
    assert not fields(
        "Protests in Springfield, the state capital of Illinois.",
        "Protests in Springfield, Illinois.",
    )


def test_a_state_or_province_written_short_places_the_town():
    assert places("Ferries in Victoria, B.C., on Monday.")["Victoria"]["country"] == "CA"
    assert fields("Floods in Perth, WA, on Monday.", "Floods in Perth, Scotland, on Monday.") == [
        "place"
    ]
    assert not fields("Snow in Kingston, Ont., on Monday.", "Snow in Kingston, Canada, on Monday.")


# -- a district named with its city after it -----------------------------------------------------


def test_a_district_named_with_its_city_lies_in_that_city():
    assert not fields(
        "Crowds gather at Education City Doha, Qatar, on Friday.",
        "Crowds gather at the campus in Doha on Friday.",
    )
    assert fields(
        "Crowds gather at Education City Doha, Qatar, on Friday.",
        "Crowds gather at the campus in Dubai on Friday.",
    ) == ["place"]
