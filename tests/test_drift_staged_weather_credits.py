"""Feature and everyday pictures: what is staged or real, the weather of a season, work on the
land, a protest said to be peaceful, the holiday kept, and credit lines of posts, agencies and
institutions in other languages."""

from __future__ import annotations

from datetime import date

from drift_findings import changed

from provenance.claims import extract_claims


def credits(text: str) -> list[str]:
    return [c.value for c in extract_claims(text) if c.field == "credit"]


# -- staged or real ------------------------------------------------------------------------


def test_a_drill_simulating_a_disaster_is_not_the_disaster():
    drill = (
        "Rescuers carry a volunteer during a disaster drill simulating an earthquake at a "
        "school in Valparaíso, Chile, June 4, 2019."
    )
    real = (
        "Rescuers carry a survivor after an earthquake at a school in Valparaíso, Chile, "
        "June 4, 2019."
    )
    assert changed(drill, real)["event"] == ("rehearsal", "earthquake")


def test_a_rehearsal_for_a_ceremony_is_not_the_ceremony():
    rehearsal = (
        "Guards ride past the palace in Stockholm during a dress rehearsal for the royal wedding."
    )
    ceremony = "Guards ride past the palace in Stockholm during the royal wedding."
    assert changed(rehearsal, ceremony)["event"] == ("rehearsal", "wedding")
    also = "Guards ride past the palace in Stockholm as they rehearse the royal wedding."
    assert "event" not in changed(rehearsal, also)


def test_an_anniversary_of_a_disaster_is_no_picture_of_it():
    anniversary = "Residents lay flowers in Kobe on the anniversary of the earthquake."
    aftermath = "Residents search the rubble in Kobe after the earthquake."
    assert "event" in changed(anniversary, aftermath)


# -- the weather of a season ---------------------------------------------------------------


def test_a_dust_storm_is_not_smog_and_a_cold_snap_not_a_heatwave():
    assert changed(
        "Cyclists ride through a dust storm in Lanzhou, China.",
        "Cyclists ride through thick smog in Lanzhou, China.",
    )["event"] == ("dust storm", "smog")
    assert changed(
        "Skaters on the frozen canal in Utrecht during a cold snap, January 2021.",
        "Skaters on the canal in Utrecht during a heatwave, January 2021.",
    )["event"] == ("cold wave", "heatwave")


def test_snow_and_the_storm_that_brought_it_tell_one_story():
    assert (
        changed(
            "Snow blankets the old town of Tallinn after Storm Helga, March 3, 2022.",
            "The old town of Tallinn under fresh snowfall, March 3, 2022.",
        )
        == {}
    )


def test_a_wildfire_in_a_heatwave_is_one_story():
    assert "event" not in changed(
        "Smoke rises from a wildfire near Mértola, Portugal, during a heatwave.",
        "Smoke rises from a wildfire near Mértola, Portugal.",
    )


# -- work on the land ----------------------------------------------------------------------


def test_a_harvest_turned_into_a_strike_or_protest_is_another_story():
    assert changed(
        "Workers pick grapes at a vineyard near Mendoza, Argentina, March 2, 2020.",
        "Workers stage a protest at a vineyard near Mendoza, Argentina, March 2, 2020.",
    )["event"] == ("farming", "protest")
    assert "event" not in changed(
        "Herders graze their cattle near Mopti, Mali.",
        "Herders graze their cattle near Mopti during a drought.",
    )


# -- a protest said to be peaceful ---------------------------------------------------------


def test_a_protest_called_peaceful_is_no_riot():
    peaceful = "Students march peacefully through Santiago against tuition fees, May 5, 2016."
    riot = (
        "Students clash with police in Santiago during protests against tuition fees, May 5, 2016."
    )
    assert changed(peaceful, riot)["event"] == ("protest", "riot")
    assert "event" not in changed(
        peaceful, "Thousands of students protest in Santiago against tuition fees, May 5, 2016."
    )


# -- the holiday kept ----------------------------------------------------------------------


def test_the_holiday_celebrated_is_the_occasion_even_when_it_dates_the_caption():
    found = changed(
        "Lanterns float over the river in Hanoi during Lunar New Year celebrations, 2023.",
        "Lanterns float over the river as Hanoi celebrates Christmas Eve.",
        "2023-01-23",
        "2023-12-25",
    )
    assert found["event"] == ("Lunar New Year", "Christmas Eve")
    plain_day = "Shoppers crowd a market in Hanoi on Christmas Eve."
    assert [c for c in extract_claims(plain_day, date(2023, 12, 26)) if c.field == "event"] == []


# -- credit lines --------------------------------------------------------------------------


def test_a_posts_camera_emoji_gives_its_credit():
    assert credits("Sunrise over the dunes at Merzouga \U0001f4f8 Karim Bensaid #Morocco") == [
        "Karim Bensaid"
    ]
    assert (
        changed(
            "Sunrise over the dunes at Merzouga, Morocco. Photo: Karim Bensaid",
            "Sunrise over the dunes at Merzouga \U0001f4f8 Karim Bensaid #Morocco",
        )
        == {}
    )


def test_a_photographer_and_agency_alone_after_the_last_sentence_are_a_credit():
    assert credits(
        "Fans wait outside the stadium in Porto on Sunday. Rui Lopes / Studio Norte"
    ) == ["Rui Lopes/Studio Norte"]
    assert credits("Swimmers at the lake in Bled. Eva Novak | Imago") == ["Eva Novak/IMAGO"]
    assert credits("Swimmers at the lake in Bled. (Eva Novak/Delo)") == ["Eva Novak/Delo"]
    assert credits("Swimmers at the lake in Bled. (Eva Novak/Delo)") == ["Eva Novak/Delo"]


def test_an_institution_in_brackets_at_the_end_is_a_credit_but_a_phrase_is_not():
    assert credits("A mural uncovered in Herculaneum. (Ministero della Cultura)") == [
        "Ministero della Cultura"
    ]
    assert credits("Her portrait as a child. (Courtesy of the Lindqvist family)") == []


def test_one_institution_named_in_two_languages_is_one_credit():
    assert (
        changed(
            "A coin hoard found near Segovia. Photo: National Archaeological Museum",
            "The hoard, found near Segovia. (Museo Arqueológico Nacional)",
        )
        == {}
    )


def test_a_picture_now_credited_to_another_wire_via_getty_is_drift():
    assert "credit" in changed(
        "Pilgrims walk to Santiago de Compostela, July 2019. REUTERS/Ana Ferreira",
        "Pilgrims walk to Santiago de Compostela, July 2019. Ana Ferreira/AFP via Getty Images",
    )
    assert "credit" not in changed(
        "Pilgrims walk to Santiago de Compostela, July 2019. Ana Ferreira/AFP",
        "Pilgrims walk to Santiago de Compostela, July 2019. Ana Ferreira/AFP via Getty Images",
    )


def test_an_archive_photo_credit_names_its_photographer():
    assert credits("Floods in Venice, 1966. (Archive photo: Paolo Riva)") == ["Paolo Riva"]


def test_a_crowd_fighting_police_or_troops_is_a_riot_whatever_the_verb():
    assert "event" not in changed(
        "Fans clash with riot police outside the stadium in Marseille, June 11, 2016.",
        "Fans battle police outside the stadium in Marseille, June 11, 2016.",
    )
    assert "event" not in changed(
        "Smoke rises in Bamako amid clashes between students and army troops, May 2, 2012.",
        "Students clash with army troops in Bamako as smoke rises, May 2, 2012.",
    )


# -- culture: prizes, ceremonies, titles ---------------------------------------------------


def test_a_prize_under_its_statuettes_name_is_one_occasion_and_no_person():
    assert (
        changed(
            "Cate Blanchett holds her Golden Globe at the Beverly Hilton, January 2023.",
            "Blanchett with her Golden Globes award in Beverly Hills \u2728 #GoldenGlobes",
        ).get("person")
        is None
    )
    assert "event" in changed(
        "Jazz pianist Lena Moritz with her Grammy in Los Angeles.",
        "Jazz pianist Lena Moritz with her Emmy Award in Los Angeles.",
    )
    assert [
        c.value for c in extract_claims("Oscar Isaac arrives in Venice.") if c.field == "person"
    ] == ["Oscar Isaac"]


def test_the_opening_and_the_closing_ceremony_are_two_moments():
    assert "event" in changed(
        "Dancers perform at the opening ceremony of the Asian Games in Hangzhou.",
        "Dancers perform at the closing ceremony of the Asian Games in Hangzhou.",
    )


def test_a_trophy_and_a_film_title_are_no_people():
    for text in (
        "The captain lifts the Webb Ellis Trophy in Paris.",
        "Guests arrive for the Blade Runner premiere in Leicester Square.",
        "Guests at the premiere of 'Anna Karenina' in London.",
    ):
        assert [c for c in extract_claims(text) if c.field == "person"] == []


def test_a_drill_is_no_real_disaster_even_when_both_show_the_rescue():
    drill = "Rescuers carry a dummy from rubble during an earthquake drill in Izmir, 3 May 2023."
    real = "Rescuers carry a victim from rubble after an earthquake in Izmir, 3 May 2023."
    assert changed(drill, real)["event"] == ("rehearsal", "earthquake")
    again = "Rescue teams pull a dummy from rubble in an earthquake drill in Izmir, May 2023."
    assert "event" not in changed(drill, again)


def test_a_rehearsal_for_a_parade_is_not_the_parade_and_marching_in_one_is_no_protest():
    rehearsal = "Cadets rehearse for the Independence Day parade in Accra, March 2022."
    parade = "Cadets march in the Independence Day parade in Accra, March 2022."
    assert changed(rehearsal, parade)["event"] == ("rehearsal", "celebration")
    kinds = {c.value for c in extract_claims(parade) if c.field == "event"}
    assert "protest" not in kinds
    march = "Teachers march through Accra against pay cuts, March 2022."
    assert "protest" in {c.value for c in extract_claims(march) if c.field == "event"}
