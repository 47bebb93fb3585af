"""People, bodies, figures, credits and hedges as the work, heritage and sea desks write
them: a country's coast guard, a sum changed in copied wording, a name with its number, a
landmark after 'the', a belief passed on."""

from __future__ import annotations

from provenance.drift import compare_captions


def fields(a: str, b: str) -> list[str]:
    return compare_captions(a, b).fields


def test_a_countrys_coast_guard_is_that_countrys():
    a = "A Norwegian Coast Guard cutter tows a trawler into Tromso harbour, March 2022."
    assert fields(
        a, "A Russian Coast Guard cutter tows a trawler into Tromso harbour, March 2022."
    ) == ["organisation"]
    assert (
        fields(a, "A Norwegian coast guard cutter tows a trawler into Tromso harbour, March 2022.")
        == []
    )


def test_japans_navy_is_no_coast_guard():
    a = "A Japan Coast Guard cutter sails past Miyako, May 2022."
    b = "A Japan Maritime Self-Defense Force destroyer sails past Miyako, May 2022."
    assert fields(a, b) == ["organisation"]


def test_a_sum_changed_in_copied_wording_is_a_count():
    a = "A dealer holds a stamp in London that sold for £2.4 million in 2023."
    b = "A dealer holds a stamp in London that sold for £4.2 million in 2023."
    assert fields(a, b) == ["count"]


def test_a_name_with_its_number_is_one_name():
    a = "Members of the Brigada 45 union rally outside the mill in Lodz, Poland, May 2022."
    b = "Members of the Solidarnosc union rally outside the mill in Lodz, Poland, May 2022."
    assert fields(a, b) == ["organisation"]


def test_a_landmark_after_the_is_no_person():
    a = "Visitors queue to see the Mona Lisa at the Louvre in Paris, July 2022."
    b = "Visitors queue to see Leonardo da Vinci's Mona Lisa at the Louvre in Paris, July 2022."
    assert fields(a, b) == []


def test_a_crews_service_is_no_person():
    a = "Salvamento Maritimo crew haul a dinghy ashore in Motril, Spain, June 2023."
    b = "Guardia Civil officers haul a dinghy ashore in Motril, Spain, June 2023."
    assert fields(a, b) == ["organisation"]


def test_a_display_team_is_a_body():
    a = "The Red Arrows display team fly over Blackpool, August 2022."
    b = "The Blue Angels display team fly over Blackpool, August 2022."
    assert fields(a, b) == ["organisation"]


def test_someone_shown_and_credited_is_still_shown():
    a = "Swedish explorer Ana Berg skis on day 40 of her trek. Photo: Ana Berg/handout"
    b = "Swedish explorer Tove Lind skis on day 40 of her trek. Photo: Ana Berg/handout"
    assert fields(a, b) == ["person"]


def test_a_belief_passed_on_is_a_hedge():
    a = "A diver holds what archaeologists believe is a Roman amphora off Sicily, 2022."
    assert fields(a, "A diver holds a Roman amphora off Sicily, 2022.") == ["hedge"]
    assert (
        fields(
            a, "A diver holds an amphora thought by archaeologists to be Roman off Sicily, 2022."
        )
        == []
    )


def test_a_work_attributed_to_its_maker_is_hedged():
    a = "A man walks past a mural attributed to Banksy in Bristol, England, March 2023."
    assert (
        fields(
            a, "A man walks past a mural believed to be by Banksy in Bristol, England, March 2023."
        )
        == []
    )
    assert fields(a, "A man walks past a mural by Banksy in Bristol, England, March 2023.") == [
        "hedge"
    ]


def test_a_measure_changed_in_copied_wording_is_a_count():
    a = "Lorries wait in a queue stretching three kilometres at the Dover port, Britain, 2021."
    b = "Lorries wait in a queue stretching 30 kilometres at the Dover port, Britain, 2021."
    assert fields(a, b) == ["count"]


def test_a_national_guard_is_no_coast_guard():
    a = "Residents of Houston are rescued by National Guard troops from flooded homes, 2017."
    b = "Residents of Houston are rescued by US Coast Guard crews from flooded homes, 2017."
    assert fields(a, b) == ["organisation"]


def test_a_body_credited_for_its_video_is_named_as_its_source():
    a = "A still from a video released by Hezbollah purportedly shows a drone over Haifa, 2024."
    b = "A still from a Hezbollah video purportedly shows a drone over Haifa, 2024."
    assert fields(a, b) == []


def test_a_race_by_its_distance_is_the_events_not_a_count():
    a = "Ana Lima celebrates after winning the 100 metres final in Rome on June 5, 2022."
    b = "Ana Lima celebrates after winning the 200 metres final in Rome on June 5, 2022."
    assert fields(a, b) == ["event"]
