"""Round 13 events in sport and culture: an edition of a competition is a date, a trophy is
its competition, the celebration of a match tells the match, a title won is no coronation, a
festival's own anniversary is no commemoration, fans on the pitch are no invasion. Each with
the reading in the other direction it must keep."""

from __future__ import annotations

from drift_findings import changed, events


def test_another_edition_of_one_competition_is_a_date_not_another_event():
    a = "Players of the winning side hold the trophy aloft after Super Bowl XLIX in Glendale."
    b = "Players of the winning side hold the trophy aloft after Super Bowl LI in Glendale."
    assert changed(a, b) == {"date": ("Super Bowl XLIX", "Super Bowl LI")}
    # dates that differ already tell it: one date finding, no event
    dated_a = "Fans wave flags at Euro 2016 in Lyon, June 2016."
    dated_b = "Fans wave flags at Euro 2024 in Lyon, June 2024."
    assert "event" not in changed(dated_a, dated_b)
    assert "date" in changed(dated_a, dated_b)
    # another competition is still another event
    other = "Players of the winning side hold the trophy aloft after the Grey Cup in Glendale."
    assert "event" in changed(a, other)


def test_a_trophy_named_apart_is_its_competition():
    a = "Captain Ben Okafor lifts the Webb Ellis Cup in Cardiff, November 2027."
    b = "Captain Ben Okafor raises the Rugby World Cup trophy in Cardiff, November 2027."
    assert "event" not in changed(a, b)
    lombardi = "The quarterback kisses the Vince Lombardi Trophy in Tampa, February 2021."
    assert "event" not in changed(lombardi, "The quarterback celebrates the Super Bowl in Tampa.")
    # another rugby competition's trophy is another event
    six_nations = "Captain Ben Okafor lifts the Six Nations trophy in Cardiff, November 2027."
    assert "event" in changed(a, six_nations)


def test_a_celebration_told_with_and_without_its_match_is_one_event():
    a = "Supporters dance around the fountain in Lima to celebrate Peru's Copa America win."
    b = "Supporters dance around the fountain in Lima to celebrate the win last night."
    assert "event" not in changed(a, b)
    # a celebration against a riot is still another event
    riot = "Supporters riot around the fountain in Lima after Peru's Copa America win."
    assert "event" in changed(a, riot)


def test_a_side_crowned_champions_won_a_title_and_no_monarch_is_crowned():
    assert "coronation" not in events("The Osaka side are crowned league champions at home.")
    assert "sport" in events("The Osaka side are crowned league champions at home.")
    assert "coronation" in events("The new king is crowned in Bangkok's Grand Palace.")
    a = "Players spray champagne after the Asian Champions League final in Riyadh."
    b = "Players spray champagne in Riyadh as the club are crowned Asian champions again."
    assert "event" not in changed(a, b)


def test_a_festivals_own_anniversary_is_a_celebration_not_a_commemoration():
    assert events("Dancers parade as the Durban carnival marks its 40th anniversary.") == {
        "celebration"
    }
    assert "commemoration" in events("Survivors gather on the anniversary of the 2004 tsunami.")


def test_fans_who_invade_the_pitch_make_no_war():
    assert "war" not in events("Supporters invade the pitch at the final whistle in Porto.")
    assert "war" in events("Troops invade the border province at dawn.")


def test_an_incident_at_an_occasion_both_tell_is_another_event():
    a = "Pilgrims bathe in the Ganges at Haridwar during the Kanwar Yatra, July 2023."
    b = "Pilgrims caught in a stampede at Haridwar during the Kanwar Yatra, July 2023."
    assert "stampede" in events(b)
    assert "event" in changed(a, b)
    cup_a = "Supporters sing in central Accra after Ghana win the Africa Cup of Nations."
    cup_b = (
        "Supporters fight riot police in central Accra after Ghana win the Africa Cup of Nations."
    )
    assert "event" in changed(cup_a, cup_b)
    # both telling an incident of their own words are compared as before: a bombing is an
    # explosion
    bomb_a = "Medics help runners near the Chicago Marathon finish after an explosion."
    bomb_b = "Medics help runners near the Chicago Marathon finish after the bombing."
    assert "event" not in changed(bomb_a, bomb_b)


def test_a_festival_named_after_another_city_is_a_place_not_another_event():
    a = "Models walk the runway at Nairobi Fashion Week, September 12, 2023."
    b = "Models walk the runway at Accra Fashion Week, September 12, 2023."
    assert set(changed(a, b)) == {"place"}
    # told in its city as well, it is another festival too
    in_a = "Models walk the runway at Nairobi Fashion Week in Nairobi, September 12, 2023."
    in_b = "Models walk the runway at Accra Fashion Week in Accra, September 12, 2023."
    assert set(changed(in_a, in_b)) == {"event", "place"}
    # a competition named after its host city is another edition, so another event too
    games_a = "A sprinter wins the 200m final at the Sydney Olympics, September 28, 2000."
    games_b = "A sprinter wins the 200m final at the Athens Olympics, August 25, 2004."
    assert "event" in changed(games_a, games_b)


def test_practice_ahead_of_a_race_is_no_rehearsal_against_the_race():
    a = "McLaren mechanics practise wheel changes at Suzuka ahead of the Japanese Grand Prix."
    b = "McLaren crew rehearse wheel changes in the Suzuka pit lane before the race."
    assert "event" not in changed(a, b)
    # a rehearsal against the real event it stages is still told
    parade = "Soldiers march in the Bastille Day parade on the Champs-Elysees."
    drill = "Soldiers rehearse for the Bastille Day parade on the Champs-Elysees."
    assert "event" in changed(parade, drill)
