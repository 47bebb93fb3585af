"""Caption drift on captions from other desks, regions and eras: what changed, and what did
not, when people, credits, armed groups and places are written in other ways."""

from __future__ import annotations

from datetime import date

from provenance.drift import compare_captions


def changed(a: str, b: str, published_a: str | None = None, published_b: str | None = None):
    result = compare_captions(
        a,
        b,
        date.fromisoformat(published_a) if published_a else None,
        date.fromisoformat(published_b) if published_b else None,
    )
    return {f.field: (f.before, f.after) for f in result.findings}


# -- people --------------------------------------------------------------------------------


def test_one_person_named_by_title_first_name_surname_or_full_compound_name():
    assert (
        changed(
            "President Cyril Ramaphosa addresses miners in Rustenburg.",
            "Matamela Cyril Ramaphosa addresses miners in Rustenburg.",
        )
        == {}
    )
    assert (
        changed(
            "President Boric greets voters in Punta Arenas.",
            "Gabriel Boric Font greets voters in Punta Arenas.",
        )
        == {}
    )
    assert (
        changed(
            "Prime Minister Pedro Sanchez speaks in Madrid.",
            "Pedro Sanchez Perez-Castejon speaks in Madrid.",
        )
        == {}
    )


def test_two_people_who_share_a_surname_are_two_people():
    assert changed(
        "Former president Jair Bolsonaro waves in Brasilia.",
        "Congressman Eduardo Bolsonaro waves in Brasilia.",
    ) == {"person": ("Jair Bolsonaro", "Eduardo Bolsonaro")}


# -- credits -------------------------------------------------------------------------------


def test_a_wire_credit_removed_is_drift_and_its_other_layout_is_not():
    first = "Rescuers search a collapsed school in Adiyaman, Turkey. REUTERS/Umit Bektas"
    assert changed(first, "Rescuers search a collapsed school in Adiyaman, Turkey.") == {
        "credit": ("Umit Bektas/Reuters", None)
    }
    assert (
        changed(first, "Rescuers search a collapsed school in Adiyaman. Photo: Umit Bektas/Reuters")
        == {}
    )


# -- organisations -------------------------------------------------------------------------


def test_an_armed_group_against_an_army_or_another_group_is_drift():
    assert changed(
        "Mai-Mai militiamen guard a checkpoint near Beni.",
        "Congolese soldiers guard a checkpoint near Beni.",
    ) == {"organisation": ("Mai-Mai", "military (CD)")}
    assert "organisation" in changed(
        "Hamas fighters at a rally in Khan Younis.",
        "Islamic Jihad fighters at a rally in Khan Younis.",
    )
    assert "organisation" in changed(
        "Haitian police officers patrol Delmas.", "Armed gang members patrol Delmas."
    )


def test_fighters_and_soldiers_of_one_country_agree():
    assert (
        changed(
            "Ukrainian fighters dig trenches near Kupiansk.",
            "Ukrainian troops dig trenches near Kupiansk.",
        )
        == {}
    )


# -- places --------------------------------------------------------------------------------


def test_two_villages_in_two_countries_are_two_places():
    found = changed("Shelling near Kfar Kila, Lebanon.", "Shelling near Metula, Israel.")
    assert set(found) == {"place"}
    assert "Lebanon" in found["place"][0] or "Kfar Kila" in found["place"][0]


def test_two_neighbourhoods_of_one_city_the_gazetteer_does_not_know():
    found = changed(
        "Children play in an alley in Nyamirambo, Kigali.",
        "Children play in an alley in Kimisagara, Kigali.",
    )
    assert found == {"place": ("Nyamirambo", "Kimisagara")}
    assert (
        changed(
            "Children play in an alley in Nyamirambo, Kigali.",
            "Children play in an alley in Kigali, Rwanda.",
        )
        == {}
    )


def test_a_known_country_still_counts_beside_a_name_the_gazetteer_lacks():
    found = changed(
        "Homes destroyed in Xyzvale, Mozambique, by the cyclone.",
        "Homes destroyed in Xyzvale, Malawi, by the cyclone.",
    )
    assert set(found) == {"place"}


def test_a_feature_beside_a_known_city_is_no_change_of_place():
    assert (
        changed(
            "Pilgrims bathe in the Godavari at Nashik, India.",
            "Pilgrims gather at the Simhastha fair in Nashik, India.",
        )
        == {}
    )


def test_a_named_square_is_in_the_city_around_it():
    assert changed("Crowds in Wenceslas Square, 1989.", "Crowds in central Prague, 1989.") == {}
    assert changed("Fans in Union Square after the game.", "Fans in downtown San Francisco.") == {}


def test_an_opponent_or_a_hometown_is_not_the_place_shown():
    assert (
        changed(
            "Moroccans celebrate the win over Portugal.",
            "Moroccans celebrate in the streets of Casablanca.",
        )
        == {}
    )
    assert changed(
        "Fatima Ahmed, 40, from Homs, sits in a tent near Idlib, Syria.",
        "A woman sits in a tent in Homs, Syria.",
    ) == {"place": ("Idlib", "Homs")}


# -- events and dates ----------------------------------------------------------------------


def test_the_year_in_an_events_name_is_not_its_date():
    assert (
        changed(
            "Fans in Accra watch the Olympic final on a big screen, August 2021.",
            "Fans in Accra watch the Tokyo 2020 final on a big screen.",
            "2021-08-08",
            "2021-08-09",
        )
        == {}
    )


def test_firefighters_at_no_war_and_planes_with_water_make_no_airstrike():
    assert changed(
        "Firefighters battle a blaze at a textile factory in Narayanganj in 2019.",
        "Firefighters tackle a fire at a textile factory in Narayanganj in 2022.",
    ) == {"date": ("2019", "2022")}
    assert (
        changed(
            "Water-bombing planes fight a fire above Marseille.",
            "Planes drop water on a wildfire above Marseille.",
        )
        == {}
    )


def test_a_race_turned_into_a_protest_is_another_event():
    assert changed(
        "Runners cross the Galata Bridge during the Istanbul Marathon.",
        "Protesters cross the Galata Bridge in Istanbul.",
    ) == {"event": ("sport", "protest")}
