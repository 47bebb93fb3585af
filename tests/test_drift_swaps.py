"""A caption copied with one name or number changed: the wording itself tells the change,
where the claims readers know nothing of the name."""

from __future__ import annotations

from provenance.claims import extract_claims
from provenance.drift import compare, compare_captions
from provenance.swaps import swaps


def fields(a: str, b: str) -> list[str]:
    return compare_captions(a, b).fields


def test_a_team_swapped_in_copied_wording_is_drift_the_claims_alone_miss():
    before = (
        "Supporters of Olympiacos light flares before the derby against Panathinaikos in "
        "Piraeus, March 2023."
    )
    after = before.replace("Panathinaikos", "AEK")
    assert compare(extract_claims(before), extract_claims(after)).findings == []
    [finding] = compare_captions(before, after).findings
    assert (finding.field, finding.before, finding.after) == (
        "organisation",
        "Panathinaikos",
        "AEK",
    )
    assert finding.severity == "medium"
    assert "in the same words around it" in finding.explanation


def test_a_milestone_and_a_score_are_counts_an_edition_is_a_date():
    title = "Aryna Sabalenka kisses the trophy after her 20th career title in Melbourne, 2024."
    score = "Fans invade the pitch after Hearts beat Hibernian 3-1 at Tynecastle, May 2022."
    edition = "Guests walk the red carpet at the 70th Berlin International Film Festival."
    for before, was, now, field in (
        (title, "20th", "21st", "count"),
        (score, "3-1", "2-1", "count"),
        (edition, "70th", "72nd", "date"),
    ):
        result = compare_captions(before, before.replace(was, now))
        assert [(f.field, f.before, f.after) for f in result.findings] == [(field, was, now)]


def test_a_name_before_the_noun_it_qualifies_is_an_organisation():
    before = "Ferrari mechanics practise a pit stop in the garage at Suzuka, April 2024."
    after = before.replace("Ferrari", "McLaren")
    [finding] = compare_captions(before, after).findings
    assert (finding.field, finding.before, finding.after) == ("organisation", "Ferrari", "McLaren")


def test_two_writings_of_one_name_are_no_swap():
    same = [
        ("Mohamed Salah celebrates at Anfield, Liverpool, May 2022.", "Mohamed", "Mohammed"),
        ("Workers unload aid at Jebel Ali, United Arab Emirates.", "United Arab Emirates", "UAE"),
        ("The derby between Boca Juniors and River Plate in La Boca.", "Boca Juniors", "Boca"),
        ("Fans of Senegal cheer in Dakar after the final, February 2022.", "Senegal", "Senegal's"),
    ]
    for caption, was, now in same:
        other = caption.replace(was, now)
        assert swaps(caption, other, extract_claims(caption), extract_claims(other)) == []


def test_names_that_trade_places_and_common_words_opening_a_sentence_are_no_swap():
    derby = "Kaizer Chiefs fans watch the derby against Orlando Pirates at FNB Stadium."
    traded = "Orlando Pirates fans watch the derby against Kaizer Chiefs at FNB Stadium."
    mourners = "Mourners gather outside the cathedral in Vilnius after the funeral, March 2022."
    people = mourners.replace("Mourners", "People")
    for a, b in ((derby, traded), (mourners, people)):
        assert swaps(a, b, extract_claims(a), extract_claims(b)) == []


def test_a_retold_caption_is_not_read_for_swaps():
    before = "Ferrari mechanics practise a pit stop in the garage at Suzuka, April 2024."
    retold = "At Suzuka in April 2024, the Williams crew rehearse tyre changes in their garage."
    assert swaps(before, retold, extract_claims(before), extract_claims(retold)) == []


def test_sides_that_trade_the_win_are_another_result():
    assert fields(
        "Fans celebrate after Hearts beat Hibernian at Tynecastle, May 2022.",
        "Fans celebrate after Hibernian beat Hearts at Tynecastle, May 2022.",
    ) == ["organisation"]
    # the same match with its sides named the other way round is one story
    assert (
        fields(
            "Hearts v Hibernian at Tynecastle, May 2022.",
            "Hibernian v Hearts at Tynecastle, May 2022.",
        )
        == []
    )


def test_people_who_trade_their_offices_are_drift():
    assert fields(
        "President Ana Ruiz greets Prime Minister Tom Berg in Lima, 2023.",
        "President Tom Berg greets Prime Minister Ana Ruiz in Lima, 2023.",
    ) == ["person"]
    assert (
        fields(
            "Ana Ruiz and Tom Berg walk through Lima, 2023.",
            "Tom Berg and Ana Ruiz walk through Lima, 2023.",
        )
        == []
    )


def test_a_person_for_a_person_opening_copied_wording_is_drift():
    # 'Mark' and 'Carney' are English words too; 'Justin Trudeau' is read as a person
    assert fields(
        "Justin Trudeau walks through floodwater in Gatineau, Quebec, May 2017.",
        "Mark Carney walks through floodwater in Gatineau, Quebec, May 2017.",
    ) == ["person"]
    # words of the language opening a sentence are still no names
    assert (
        fields(
            "Local residents walk through floodwater in Gatineau, Quebec, May 2017.",
            "Many people walk through floodwater in Gatineau, Quebec, May 2017.",
        )
        == []
    )


def test_a_measure_changed_in_copied_wording_is_a_count():
    assert fields(
        "Rescuers search the site of the 21-storey tower in Ikoyi, Lagos, November 2021.",
        "Rescuers search the site of the 15-storey tower in Ikoyi, Lagos, November 2021.",
    ) == ["count"]


def test_a_name_changed_after_one_opening_word_is_a_swap():
    assert fields(
        "Team Spirit lift the trophy at the arena in Singapore, October 2023.",
        "Team Falcons lift the trophy at the arena in Singapore, October 2023.",
    ) == ["organisation"]


def test_a_river_swapped_in_copied_wording_is_a_place_whatever_its_name():
    # 'Padma' is a given name too; the word 'river' says what it names
    assert fields(
        "A ferry lists on the Meghna river near the ghat, Bangladesh, July 2020.",
        "A ferry lists on the Padma river near the ghat, Bangladesh, July 2020.",
    ) == ["place"]


def test_a_body_for_a_body_opening_copied_wording_is_drift():
    # 'Solidarity' is a word of the language too; 'Communist Party' is read as a body
    assert fields(
        "Solidarity members hand out leaflets in Gdansk, 1981.",
        "Communist Party members hand out leaflets in Gdansk, 1981.",
    ) == ["organisation"]
    assert (
        fields(
            "Opposition supporters rally in Harare, 2023.",
            "Police officers rally in Harare, 2023.",
        )
        == []
    )
