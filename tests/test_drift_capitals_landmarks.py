"""Round 14 places: a country's capital written by description ('the Saudi capital', "Kenya's
capital", 'in the capital' of a caption naming one country), and a town chosen together with
the place its caption writes it near ('Montoro, near Cordoba' is the Spanish town by the
Spanish city, not a town the gazetteer lacks by Argentina's Córdoba)."""

from drift_findings import changed

from provenance.claims import extract_claims


def _places(text: str) -> list[tuple[str, str | None]]:
    return [(c.value, c.detail.get("country")) for c in extract_claims(text) if c.field == "place"]


def test_a_capital_by_its_peoples_name_is_the_capital_city():
    assert _places("Women walk past a mosque in the Saudi capital, 2022.") == [("Riyadh", "SA")]
    assert _places("Commuters wait for buses in Ghana's capital.") == [
        ("Ghana", "GH"),
        ("Accra", "GH"),
    ]
    # a nation within a state has its own capital
    assert _places("Fog over the Welsh capital.") == [("Cardiff", "GB")]


def test_a_capital_by_description_agrees_with_its_name_and_not_with_another_city():
    described = "Women walk past a mosque in the Saudi capital, 2022."
    assert changed("Women walk past a mosque in Riyadh, 2022.", described) == {}
    assert changed("Women walk past a mosque in Jeddah, Saudi Arabia, 2022.", described) == {
        "place": ("Jeddah", "Riyadh")
    }
    assert changed(
        "Residents queue for water in Kharkiv, Ukraine, 2022.",
        "Residents queue for water in Ukraine's capital, 2022.",
    ) == {"place": ("Kharkiv", "Kyiv")}


def test_the_capital_alone_is_that_of_the_one_country_its_caption_names():
    assert changed(
        "Firefighters douse a blaze at a market in Kumasi, Ghana, 2021.",
        "Firefighters douse a blaze at a market in the capital, Ghana, 2021.",
    ) == {"place": ("Kumasi", "Accra")}
    # where people go or come from is not where the picture is
    assert _places("Lorries head for the capital from Kumasi, Ghana.") == [
        ("Kumasi", "GH"),
        ("Ghana", "GH"),
    ]


def test_a_name_beside_the_description_is_the_place():
    assert changed(
        "Commuters queue for buses in Mombasa, Kenya.",
        "Commuters queue for buses in the Kenyan capital Nairobi.",
    ) == {"place": ("Mombasa", "Nairobi")}
    assert _places("Police stand guard in the capital, Lima, Peru.")[0] == ("Lima", "PE")


def test_the_state_or_the_commercial_capital_is_no_countrys_capital():
    assert _places("Flooded streets in the state capital, Brazil, May 2024.") == [("Brazil", "BR")]
    assert _places("Traffic in the commercial capital of Nigeria.") == [("Nigeria", "NG")]
    assert _places("Protesters against capital punishment march in Mexico.") == [("Mexico", "MX")]


def test_other_seats_of_government_and_former_capitals_by_date():
    # La Paz is Bolivia's seat of government, Sucre its constitutional capital
    assert (
        changed(
            "Protesters fill a square in La Paz, Bolivia, 2019.",
            "Protesters fill a square in the Bolivian capital, 2019.",
        )
        == {}
    )
    # Lagos was Nigeria's capital until 1991: in a picture of 1985, not in one of 2023
    assert (
        changed(
            "Traders sell cloth at a market in Lagos, 1985.",
            "Traders sell cloth at a market in the Nigerian capital, 1985.",
        )
        == {}
    )
    assert changed(
        "Traders sell cloth at a market in Lagos, 2023.",
        "Traders sell cloth at a market in the Nigerian capital, 2023.",
    ) == {"place": ("Lagos", "Abuja")}


def test_a_town_is_read_with_the_place_it_is_written_near():
    assert _places("Farmers harvest olives in Montoro, near Cordoba, November 2022.") == [
        ("Montoro", "ES"),
        ("Córdoba", "ES"),
    ]
    assert (
        changed(
            "Farmers harvest olives in Montoro, near Cordoba, November 2022.",
            "Farmers harvest olives in Montoro, southern Spain, November 2022.",
        )
        == {}
    )
    # the town, not the city it is near, is what changed
    assert changed(
        "Farmers harvest olives in Montoro, near Cordoba, November 2022.",
        "Farmers harvest olives in Bujalance, southern Spain, November 2022.",
    ) == {"place": ("Montoro", "Bujalance")}
    assert (
        changed(
            "Pilgrims walk into Sahagun, near Leon, 2017.",
            "Pilgrims walk into Sahagun, northern Spain, 2017.",
        )
        == {}
    )


def test_the_capital_of_a_country_but_not_of_a_province():
    assert changed("Police patrol Arequipa, Peru.", "Police patrol the capital of Peru.") == {
        "place": ("Arequipa", "Lima")
    }
    assert changed("Police patrol Munich, Germany.", "Police patrol the capital of Bavaria.") == {}


def test_a_countrys_largest_city_is_its_most_populous_or_one_near_it():
    assert (
        changed("Traffic jams in Lagos, 2023.", "Traffic jams in Nigeria's largest city, 2023.")
        == {}
    )
    assert changed(
        "Traffic jams in Kano, 2023.", "Traffic jams in Nigeria's largest city, 2023."
    ) == {"place": ("Kano", "Lagos")}
    # GeoNames counts Lahore a little bigger than Karachi: either may be called the largest
    assert changed("Floods in Karachi, 2022.", "Floods in Pakistan's biggest city, 2022.") == {}
    assert changed(
        "Floods in Hyderabad, Pakistan, 2022.", "Floods in the largest city in Pakistan, 2022."
    ) == {"place": ("Hyderabad", "Lahore")}
    # the second-largest is not the largest
    assert _places("Crowds in Turkey's second-largest city, 2023.") == [("Turkey", "TR")]
