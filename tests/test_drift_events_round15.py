"""Round 15 events, dates and counts: an accident told with its site between cause and blast
is no bomb, food poisoning is an outbreak, a titled event is its own story, a named day is a
date. Each with the reading in the other direction it must keep."""

from __future__ import annotations

from drift_findings import changed, events


def test_an_explosion_told_as_an_accident_is_no_bombing_whatever_stands_between():
    assert events("Debris after a fireworks depot blast in Tultepec.") == {"accidental explosion"}
    assert events("A gas cylinder explosion tore through a market in Lahore.") == {
        "accidental explosion"
    }
    assert events("Smoke rises from the depot after an accidental explosion.") == {
        "accidental explosion"
    }
    assert "event" in changed(
        "Rescuers search the debris after a fireworks depot blast in Tultepec, Mexico.",
        "Rescuers search the debris after a suicide bombing in Tultepec, Mexico.",
    )
    # 'explosion' alone may be either
    assert "event" not in changed(
        "Rescuers search the debris after a gas cylinder explosion in Lahore.",
        "Rescuers search the debris after an explosion in Lahore.",
    )


def test_food_poisoning_is_an_outbreak_of_its_own_illness():
    assert events("Pupils are treated for food poisoning at a hospital in Kisumu.") == {"epidemic"}
    school = "Pupils were taken to hospital after {} at a boarding school in Kisumu."
    assert "event" in changed(school.format("a fire"), school.format("food poisoning"))
    assert "event" in changed(school.format("a cholera outbreak"), school.format("food poisoning"))
    # an outbreak the caption does not name may be food poisoning
    assert "event" not in changed(school.format("an outbreak"), school.format("food poisoning"))


def test_a_titled_event_is_compared_by_its_title():
    fire = "Crews tackle the {} in the hills above Santa Rosa, October 2017."
    assert changed(fire.format("Tubbs fire"), fire.format("Atlas fire"))["event"] == (
        "Tubbs",
        "Atlas",
    )
    # the same titled event reworded, or told without its title, is one story
    assert "event" not in changed(fire.format("Tubbs fire"), fire.format("Tubbs Fire"))
    assert "event" not in changed(fire.format("Tubbs fire"), fire.format("wildfire"))
    quake = "Survivors queue for water after the {} of March 2011."
    assert "event" not in changed(quake.format("Tohoku earthquake"), quake.format("tsunami"))


def test_one_title_told_as_two_kinds_of_event_is_a_conflict():
    a = "Firefighters at the scene of the Bradford Interchange fire, May 1985."
    b = "Firefighters at the scene of the Bradford Interchange bombing, May 1985."
    assert changed(a, b)["event"] == ("fire", "airstrike")
    # a fire after a bombing, neither titled, is one story
    assert "event" not in changed(
        "Firefighters at the scene of a fire at the Bradford Interchange, May 1985.",
        "Firefighters at the scene of a bombing at the Bradford Interchange, May 1985.",
    )


def test_9_11_is_a_day_of_2001_where_it_is_the_pictures_time():
    on_the_day = "Firefighters raise a flag over Ground Zero on 9/11."
    assert "date" not in changed(
        on_the_day, "Firefighters raise a flag over Ground Zero, September 11, 2001."
    )
    assert changed(on_the_day, "Firefighters raise a flag over Ground Zero, 2005.")["date"] == (
        "2001-09-11",
        "2005",
    )
    # its memorial is visited on any day
    assert "date" not in changed(
        "Relatives lay roses at the 9/11 memorial in New York.",
        "Relatives lay roses at the memorial in New York.",
    )


def test_years_ago_today_is_that_day_of_the_year():
    from datetime import date

    from provenance.claims.extract import extract_claims

    def dated(text: str, published: str) -> list[str]:
        claims = extract_claims(text, date.fromisoformat(published))
        return [c.value for c in claims if c.field == "date" and not c.detail.get("background")]

    assert dated(
        "Twenty years ago today, floodwater filled the streets of Dresden.", "2022-08-17"
    ) == ["2002-08-17"]
    assert dated("A week ago today, crowds filled the square.", "2024-03-08") == ["2024-03-01"]
    assert dated("Ten years ago today, skiers on the slopes.", "2024-02-29") == ["2014-02-28"]
    recalled = "Twenty years ago today, floodwater filled the streets of Dresden."
    assert "date" not in changed(
        "Floodwater fills the streets of Dresden, August 17, 2002.", recalled, None, "2022-08-17"
    )
    assert "date" in changed(
        "Floodwater fills the streets of Dresden in 1997.", recalled, None, "2022-08-17"
    )


def test_a_date_of_background_does_not_date_the_picture_against_an_undated_caption():
    undated = "Foam from the polluted lake spills across a road in Bengaluru."
    told = (
        "Foam from the polluted lake spills across a road in Bengaluru. It has burned since 2015."
    )
    assert "date" not in changed(undated, told, "2017-08-14", "2017-08-16")
    # a date of the picture still does
    assert "date" in changed(
        undated,
        "Foam from the polluted lake spills across a road in Bengaluru, 2015.",
        "2017-08-14",
    )


def test_people_who_demonstrate_somewhere_protest():
    assert events("Students demonstrate outside the parliament in Bratislava.") == {"protest"}
    assert events("A weaver demonstrates how the loom works.") == set()
    assert changed(
        "Students demonstrate in the main square of Bratislava, November 1989.",
        "Crowds in the main square of Bratislava celebrate joining the euro, November 1989.",
    )["event"] == ("protest", "celebration")


def test_what_a_crowd_does_in_protest_is_the_protest_when_nothing_else_is_told():
    assert events("Fans invade the pitch at Ashton Gate in protest against the board.") == {
        "protest"
    }
    # beside a riot it only says why
    assert events("Rioters set up barricades in Lyon in protest at the pension law.") == {"riot"}
    assert changed(
        "Fans invade the pitch at Ashton Gate to celebrate promotion, May 2024.",
        "Fans invade the pitch at Ashton Gate in protest against the board, May 2024.",
    )["event"] == ("celebration", "protest")


def test_a_rescue_told_alone_is_the_rescue_the_other_caption_gives_a_cause():
    found = changed(
        "Rescuers search the rubble in Adana, Turkey, on February 8, 2023.",
        "Rescuers dig through the rubble of collapsed homes in Adana, Turkey, February 7, 2023.",
    )
    assert "date" in found and "event" not in found
    mourners = changed(
        "Mourners carry portraits of the general through Baghdad, March 2020.",
        "Mourners carry portraits of the general through Baghdad after the plane crash, May 2021.",
    )
    assert "date" in mourners and "event" not in mourners
    # two causes given are still two stories
    assert "event" in changed(
        "Rescuers search through mud in Sava after floods, May 2023.",
        "Rescuers search through rubble in Sava after an earthquake, June 2023.",
    )


def test_another_ordinal_of_the_same_thing_is_another_count():
    day = "Police fire tear gas in Nairobi on the {} day of protests against the finance bill."
    assert changed(day.format("second"), day.format("third")) == {"count": ("second", "third")}
    assert changed(
        "The swimmer kisses her seventh Olympic gold medal in Paris, August 2024.",
        "The swimmer kisses her eighth gold medal in Paris, August 2024.",
    ) == {"count": ("seventh", "eighth")}
    # an ordinal is no count of people, and a name's ordinal is no count at all
    assert "count" not in changed(
        "Crowds fill the streets on the third day of protests in Nairobi.",
        "3,000 people fill the streets in Nairobi.",
    )
    assert "count" not in changed(
        "Paratroopers of the 82nd Airborne Division land near Kherson.",
        "Paratroopers of the 101st Airborne Division land near Kherson.",
    )


def test_an_election_whose_results_a_crowd_protests_against_is_its_topic():
    assert events(
        "Thousands rally in Tbilisi to protest against the official results of the election."
    ) == {"protest"}
    assert "event" not in changed(
        "Thousands rally in Tbilisi on Sunday to protest against the results of the election.",
        "Thousands rally in Tbilisi to protest against the ruling party, October 2024.",
        "2024-11-04",
    )
    # an election a crowd turns out for is still one
    assert "election" in events("Voters queue in Tbilisi in the parliamentary election.")


def test_a_climate_conference_is_a_summit_and_a_news_conference_none():
    assert events("Delegates gather at the UN climate conference in Belem.") == {"summit"}
    # (a meeting with the press, round 16, but no summit)
    assert events("The minister speaks at a news conference in Belem.") == {"press event"}
    assert "event" not in changed(
        "Activists stage a protest at the COP30 summit in Belem, November 2025.",
        "Campaigners demonstrate outside the climate conference in Belem, November 2025.",
    )


def test_crowds_who_welcome_someone_home_celebrate():
    assert events("Fans line the streets of Cork to welcome the hurlers home.") == {"celebration"}
    assert events("Crowds welcome the exiled leader on his return to Lagos.") == {"celebration"}
    # a host who welcomes a guest is no celebration
    assert events("The president welcomes his guest at the palace in Lagos.") == set()
    assert changed(
        "Crowds fill the streets of Lagos to welcome the exiled leader on his return, May 1999.",
        "Crowds fill the streets of Lagos for the funeral of the exiled leader, May 1999.",
    )["event"] == ("celebration", "funeral")


def test_a_crowd_estimated_in_a_later_sentence_is_the_people_counted_in_the_other():
    a = (
        "Protesters fill the main square of Tbilisi on Sunday, May 11, 2025. "
        "Organisers estimated the crowd at between 90,000 and 110,000."
    )
    assert changed(a, "Some 9,000 people fill the main square of Tbilisi on May 11, 2025.") == {
        "count": ("90000-110000", "~9000")
    }
    assert "count" not in changed(
        a, "Some 100,000 people fill the main square of Tbilisi on May 11, 2025."
    )


def test_the_day_an_event_came_and_the_day_after_it_counted_from_it_agree():
    landfall = (
        "Wrecked hotels line the seafront in Acapulco after Hurricane Otis made landfall as a "
        "Category 5 storm on October 25, 2023."
    )
    day_after = (
        "Wrecked hotels line the seafront in Acapulco the day after Otis struck on Wednesday."
    )
    assert "date" not in changed(landfall, day_after, "2023-10-26", "2023-10-27")
    # counted from another day, it is another day
    week_later = "Wrecked hotels line the seafront in Acapulco on Wednesday, November 1, 2023."
    assert "date" in changed(landfall, week_later, "2023-10-26", "2023-11-02")


def test_a_day_told_as_days_after_an_event_counts_from_the_events_day():
    counted = (
        "A volunteer rows past flooded houses in Kherson, 8 June 2023, two days after the dam "
        "was destroyed."
    )
    event_day = "Flooded houses in Kherson after the dam breach on June 6, 2023."
    assert "date" not in changed(counted, event_day, "2023-06-08", "2023-06-15")
    assert "date" in changed(
        counted, "Flooded houses in Kherson after the dam breach on June 1, 2023.", "2023-06-08"
    )


def test_two_days_told_as_one_span_are_a_period():
    from provenance.claims.extract import extract_claims

    def dated(text: str) -> list[str]:
        return [c.value for c in extract_claims(text) if c.field == "date"]

    assert dated("Storms lash Brittany, June 5-6, 2024.") == ["2024-06-05/2024-06-06"]
    assert dated("Storms lash Brittany on the night of 5-6 June 2024.") == ["2024-06-05/2024-06-06"]
    # a score before a date is no span
    assert dated("Fans cheer the 3-1 win, 1 December 2020.") == ["2020-12-01"]
    night = (
        "Residents queue at a Brest shelter the morning after the storm of the night of "
        "5-6 June 2024."
    )
    assert "date" not in changed(night, "Residents queue at a Brest shelter, June 6, 2024.")


def test_two_undated_captions_tell_no_date_to_differ_whenever_each_was_published():
    a = "Nine miners walk out of the shaft after two days trapped underground in Soma."
    b = "9 miners walk out of the shaft after two days trapped underground in Soma."
    assert "date" not in changed(a, b, "2010-05-19", "2023-01-05")
    # an undated caption against a dated one still presents the picture as recent
    assert "date" in changed(a, "Miners walk out of the shaft in Soma, May 2010.", "2023-01-05")


def test_a_volcano_is_named_by_its_mountain():
    ash = "Ash covers cars in a village on Java after {}, December 2021."
    assert changed(ash.format("Mount Merapi erupted"), ash.format("Mount Semeru erupted"))[
        "event"
    ] == ("Merapi", "Semeru")
    assert "event" not in changed(
        ash.format("the Mount Semeru eruption"), ash.format("Mt. Semeru erupted")
    )


def test_one_title_told_as_a_bombing_an_attack_or_an_explosion_is_one_event():
    after = "Flowers lie outside the venue after the Arena Road {}, May 2017."
    for other in ("attack", "suicide bombing", "explosion", "blast"):
        assert "event" not in changed(after.format("bombing"), after.format(other)), other
    assert "event" not in changed(
        "Smoke over the harbour after the Old Port explosion, August 2020.",
        "Smoke over the harbour after the Old Port fire, August 2020.",
    )


def test_a_plain_bombing_may_be_from_the_air_or_a_bomb_planted():
    assert "event" not in changed(
        "Rescuers search the rubble of the market in Aleppo after a bombing.",
        "Rescuers search the rubble of the market in Aleppo after a suicide bombing.",
    )
    assert "event" not in changed(
        "Rescuers search the rubble of the market in Aleppo after a bombing.",
        "Rescuers search the rubble of the market in Aleppo after an air strike.",
    )
    # an accident is neither
    assert "event" in changed(
        "Rescuers search the rubble of the market in Aleppo after a gas explosion.",
        "Rescuers search the rubble of the market in Aleppo after a bombing.",
    )


def test_a_fire_titled_by_a_well_known_place_holds_the_fires_named_within_it():
    assert "event" not in changed(
        "Homes burn in the Los Angeles fires, January 2025.",
        "Homes burn in the Eaton fire, January 2025.",
    )
    assert "event" in changed(
        "Homes burn in the Eaton fire, January 2025.",
        "Homes burn in the Hurst fire, January 2025.",
    )
