"""What a caption tells as background is not what its picture shows: people named in
passing, a toll given weeks later, a relative clause, are never compared as the picture's."""

from __future__ import annotations

from drift_findings import changed

from provenance.claims import extract_claims
from provenance.claims.scope import background_spans, sentences


def test_a_full_stop_after_a_title_or_an_initial_ends_no_sentence():
    text = "Dr. Ana Lima, Jr. and Paul B. Reyes wave in Porto. The mayor said it rained."
    assert len(sentences(text)) == 2


def test_later_sentences_are_background_unless_they_speak_of_the_picture():
    text = (
        "Firefighters spray water on a burning warehouse in Lyon. The owner said 40 workers "
        "had left. The photo was taken on 3 May."
    )
    told = background_spans(text)
    claims = {c.value: c.detail.get("background", False) for c in extract_claims(text)}
    assert claims["40"] is True
    assert claims["Lyon"] is False
    assert any(text[s:e].startswith("The owner") for s, e in told)


def test_a_person_named_in_a_later_sentence_is_no_person_swapped_in():
    assert (
        changed(
            "Striker Tomas Varga lifts the cup in Budapest on May 3, 2019.",
            "Tomas Varga lifts the trophy in Budapest on Friday. Coach Emil Szabo, who signed "
            "him in 2015, called it the club's finest hour.",
            "2019-05-04",
            "2019-05-04",
        )
        == {}
    )


def test_a_toll_given_later_is_no_count_of_the_people_shown():
    assert (
        changed(
            "Dozens of villagers queue for water near Dodoma, Tanzania, in March 2021.",
            "Villagers queue for water near Dodoma in March 2021. The agency says more than "
            "250,000 people have been displaced since January.",
        )
        == {}
    )


def test_what_both_captions_tell_as_background_is_still_compared():
    assert changed(
        "Divers enter a flooded mine near Pisco, where 9 workers are trapped, in May 2015.",
        "Divers enter a flooded mine near Pisco, where 14 workers are trapped, in May 2015.",
    ) == {"count": ("9", "14")}


def test_people_who_watch_or_attend_are_additions_not_replacements():
    assert (
        changed(
            "Mayor Lena Holt cuts the ribbon at the new bridge in Aarhus.",
            "Lena Holt opens the bridge in Aarhus, watched by Governor Piet Maas and Senator "
            "Ruth Dahl.",
        )
        == {}
    )


def test_a_person_whose_rule_or_inauguration_is_mentioned_is_named_in_passing():
    claims = extract_claims(
        "Protesters fill the main square of Quito on March 2, 2020, during Ana Paredes's "
        "presidency."
    )
    person = next(c for c in claims if c.field == "person")
    assert person.value == "Ana Paredes"
    assert person.detail["background"] is True


def places(text: str) -> list[str]:
    return [c.value for c in extract_claims(text) if c.field == "place"]


def test_a_country_that_says_whose_a_person_is_is_no_place_of_the_picture():
    assert places("Kenya's Mary Wambui wins the 5,000m final in Oslo.") == ["Oslo"]
    assert places("Spain's prime minister greets Portugal's President in Lisbon.") == ["Lisbon"]
    assert places("The Emir of Qatar watches the final in Doha.") == ["Doha"]
    assert places("Boxer Carlos Mendes of Brazil trains in Havana.") == ["Havana"]


def test_a_city_before_its_district_and_a_country_before_its_province_stay_places():
    assert "Mexico City" in places("Volunteers dig in Mexico City's Roma district.")
    assert "Myanmar" in places("Refugees wait in Myanmar's Rakhine state.")


def test_one_athlete_named_by_nationality_on_one_side_and_venue_on_the_other_agrees():
    assert (
        changed(
            "Peru's Rosa Quispe wins the marathon in Valencia, Spain, on December 3, 2023.",
            "Rosa Quispe crosses the line first in Valencia on December 3, 2023, ahead of "
            "Ethiopia's Almaz Bekele.",
        )
        == {}
    )


def test_the_morning_after_a_dated_event_agrees_with_the_next_day():
    assert (
        changed(
            "Villagers stand in the rubble of Ouirgane, Morocco, on May 6, 2024, after the quake.",
            "Villagers look at their homes in Ouirgane the morning after Sunday night's quake.",
            "2024-05-06",
            "2024-05-06",
        )
        == {}
    )


def test_a_date_later_in_an_after_clause_still_dates_the_picture():
    assert set(
        changed(
            "Smoke billows after a blast outside the port of Aden on June 12, 2022.",
            "Smoke billows after a blast outside the port of Aden on Saturday.",
            "2022-06-12",
            "2022-06-19",
        )
    ) == {"date"}


def test_a_later_sentence_about_the_photographer_is_background():
    assert (
        changed(
            "Refugees arrive by boat at Teknaf, Bangladesh, in 2017.",
            "Refugees arrive by boat at Teknaf in 2017. The photographer who took the picture "
            "was later killed in Kandahar.",
        )
        == {}
    )


def test_what_people_had_done_before_is_background():
    assert (
        changed(
            "Thousands of refugees wait at Teknaf, Bangladesh, in 2017.",
            "Refugees wait at Teknaf in 2017, among some 600,000 who have fled Rakhine state.",
        )
        == {}
    )


def test_a_later_sentence_that_says_where_the_event_took_place_describes_the_picture():
    assert set(
        changed(
            "Demonstrators gather outside parliament in Riga, Latvia, on March 8, 2023.",
            "Demonstrators gather outside parliament. The protest took place in Vilnius, "
            "Lithuania, on March 8, 2023.",
        )
    ) == {"place"}


def test_a_name_of_two_words_before_of_and_a_country_is_a_person_s_nationality():
    assert places("Sprinter's rival Kofi Mensah of Ghana runs in Doha.") == ["Doha"]
    assert places("Ato Bolt of Ghana runs in Doha.") == ["Doha"]
    assert "Kenya" in places("Visitors queue at the National Museum of Kenya.")
