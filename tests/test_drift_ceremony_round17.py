"""Faith, ceremony and public occasions: holy days reckoned per calendar and year, festivals
as occasions, anniversaries as years, regnal and religious names, offices named by their
see, places named after saints, and the event types of a state's ceremonies."""

from __future__ import annotations

from datetime import date

from provenance.claims import extract_claims
from provenance.drift import compare_captions


def fields(a: str, b: str, published_a: date | None = None, published_b: date | None = None):
    return compare_captions(a, b, published_a, published_b).fields


def values(text: str, field: str, published: date | None = None) -> list[str]:
    return [c.value for c in extract_claims(text, published) if c.field == field]


def test_another_anniversary_is_another_year_not_another_count():
    a = "Crowds mark the city's 150th anniversary with a parade, Leeds."
    assert fields(a, "Crowds mark the city's 100th anniversary with a parade, Leeds.") == ["date"]
    b = "The Queen Mother waves from the balcony on her 99th birthday, London."
    assert fields(b, "The Queen Mother waves from the balcony on her 100th birthday, London.") == [
        "date"
    ]
    # what is no yearly round stays a count
    c = "Ledecky wins her seventh Olympic gold medal in Paris."
    assert fields(c, "Ledecky wins her eighth Olympic gold medal in Paris.") == ["count"]


def test_the_anniversary_of_an_era_is_not_the_era():
    a = "Veterans lay wreaths in Bayeux marking the 75th anniversary of the D-Day landings."
    assert values(a, "date") == []
    b = "Veterans lay wreaths in Bayeux, France, June 6, 2019, 75 years after the landings."
    assert fields(a, b, date(2019, 6, 6), date(2019, 6, 7)) == []


def test_a_wars_veterans_and_graves_are_no_war_shown():
    a = "World War Two veterans salute at the cemetery in Bayeux."
    assert "war" not in values(a, "event")
    assert "war" not in values("Visitors walk among the Korean War graves in Busan.", "event")
    assert "war" in values("Soldiers fight in the war in Ukraine, 2023.", "event")


def test_an_orthodox_captions_holy_days_follow_the_orthodox_easter():
    text = "Orthodox believers carry candles in Athens on Good Friday."
    assert values(text, "date", date(2024, 5, 6)) == ["2024-05-03"]
    assert values("Catholics carry candles in Rome on Good Friday.", "date", date(2024, 5, 6)) == [
        "2024-03-29"
    ]


def test_a_countrys_day_by_name_or_by_what_it_is():
    a = "Jets fly over Paris during the Bastille Day parade, July 14, 2022."
    b = "Jets fly over Paris during the national day parade in France."
    assert "event" not in fields(a, b)
    # another country's named day is another day
    assert "event" in fields(a, "Jets fly over Paris during the Armistice Day parade, 2022.")


def test_festivals_are_occasions_told_apart_without_dates():
    a = "Devotees carry an idol through Pune during Navratri."
    assert "event" in fields(a, "Devotees carry an idol through Pune during Onam.")
    assert values(a, "date") == []
    # one festival spelt two ways
    a = "Sikhs bathe at the Golden Temple in Amritsar during Vaisakhi."
    assert "event" not in fields(a, "Sikhs bathe at the Golden Temple in Amritsar on Baisakhi.")
    b = "Worshippers break the Ramadan fast at sunset in Amman."
    assert "event" in fields(b, "Worshippers celebrate Eid al-Fitr at sunset in Amman.")


def test_a_body_lying_in_state_is_a_funeral_and_a_canonisation_a_celebration():
    a = "Mourners file past the late cardinal lying in state in Milan Cathedral, 2012."
    assert values(a, "event") == ["funeral"]
    b = "Pilgrims gather in Milan Cathedral for a beatification Mass, 2012."
    assert "event" in fields(a, b)


def test_a_march_in_a_parade_is_no_protest_and_a_march_for_a_cause_is():
    assert "protest" not in values("Sailors march in Sydney's Anzac Day parade.", "event")
    assert "protest" in values("Families walk through Lima in a march for the missing.", "event")


def test_a_popes_and_a_kings_names_before_and_after_office_are_one_person():
    a = "Pope Benedict XVI blesses the crowd in St Peter's Square, 2010."
    assert "person" not in fields(a, "Joseph Ratzinger blesses the crowd at the Vatican, 2010.")
    b = "King Rama IX sits on the throne in Bangkok, 1996."
    assert "person" not in fields(b, "King Bhumibol Adulyadej sits on the throne in Bangkok, 1996.")
    assert "person" in fields(b, "King Rama X sits on the throne in Bangkok, 1996.")
    # a plain Francis is no pope
    francis = extract_claims("Francis Ngannou trains in Las Vegas.")[0]
    assert "regnal" not in francis.detail
    # one word of a pope's name is no other pope's
    a = "Cardinal Joseph Ratzinger says Mass in Munich, 1980."
    assert "person" in fields(a, "Pope John Paul II says Mass in Munich, 1980.")


def test_a_patriarch_is_a_title_and_an_office_named_by_its_see_a_person():
    a = "Patriarch Theophilos leads prayers in Jerusalem, 2019."
    assert values(a, "person") == ["Theophilos"]
    b = "The Bishop of Durham blesses the miners' banners in Durham."
    assert values(b, "person") == ["Bishop of Durham"]
    assert fields(b, "The Bishop of Jarrow blesses the miners' banners in Durham.") == ["person"]
    # an office may be held by the person the other caption names
    c = "Bishop Paul Butler blesses the miners' banners in Durham."
    assert "person" not in fields(b, c)


def test_a_saint_and_a_place_named_after_one_are_no_persons_name():
    assert values("Devotees carry the Santo Niño through Cebu.", "person") == []
    assert values("Pilgrims pray at the shrine of San Juan Diego in Mexico City.", "person") == []
    assert values("Dancers parade in Santa Cruz de Tenerife, 2023.", "place") == [
        "Santa Cruz de Tenerife"
    ]


def test_a_regions_people_name_its_capital():
    a = "Penitents walk through Seville during Holy Week, 2023."
    assert "place" not in fields(a, "Penitents walk through the Andalusian capital, Spain, 2023.")
    assert "place" in fields(a, "Penitents walk through the Catalan capital, Spain, 2023.")


def test_a_body_named_by_its_members_is_that_body():
    a = "Recruits of the Pontifical Swiss Guard take their oath at the Vatican, 2022."
    b = "Thirty new Swiss Guards take their oath at the Vatican, 2022."
    assert "organisation" not in fields(a, b)
