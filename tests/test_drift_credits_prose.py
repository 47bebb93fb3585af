"""Credits written in prose are credits: 'in a photo taken by researcher Ana Lima of the Polar
Institute' is the credit 'Ana Lima/Polar Institute', and a photographer is one whatever the
agencies that carry the picture or the initials written."""

from __future__ import annotations

from provenance.claims import extract_claims
from provenance.drift import compare_captions


def credits(text: str) -> list[str]:
    return [c.value for c in extract_claims(text) if c.field == "credit"]


def fields(a: str, b: str) -> list[str]:
    return compare_captions(a, b).fields


def test_prose_credits_read_as_credit_lines():
    assert credits(
        "Seals rest on the ice in a photo taken by biologist Ana Lima of the Polar Institute."
    ) == ["Ana Lima/Polar Institute"]
    assert credits("Photographed by Tom Reyes for The Daily Star.") == ["Tom Reyes/Daily Star"]
    assert credits("Photo released Friday by the Port Authority via Reuters.") == [
        "Port Authority/Reuters"
    ]
    assert credits("A crowd gathers, in a picture posted by Chilean guide Rosa 'Ro' Vidal.") == [
        "Rosa Vidal"
    ]


def test_a_camera_and_where_it_stood_are_no_credit():
    assert credits("Footage filmed by a webcam on nearby Mount Halvard shows the lava.") == []
    assert credits("A photo taken by a drone over Lake Ossery shows the flooded fields.") == []


def test_police_or_forces_after_by_are_no_credit():
    assert credits("The bridge was captured by Russian forces; a man was shot by police.") == []


def test_a_credit_line_moved_into_prose_is_no_removed_credit():
    assert (
        fields(
            "Seals rest on the ice near Tromso. (Photo: Ana M. Lima/Polar Institute)",
            "Seals rest on the ice near Tromso, in a photo taken by Ana Lima of the Polar "
            "Institute.",
        )
        == []
    )


def test_one_photographer_whatever_the_agencies_that_carry_the_picture():
    assert (
        fields(
            "The king waves from the balcony in Oslo. Jon Berg/Pool via Reuters",
            "The king waves from the balcony in Oslo. Jon Berg/NTB/Pool via Reuters",
        )
        == []
    )


def test_another_photographer_of_the_same_agency_is_drift():
    assert fields(
        "Crowds cheer in Lima. (AP Photo/Rosa Vidal)", "Crowds cheer in Lima. (Photo: Juan Soto/AP)"
    ) == ["credit"]
    assert fields(
        "Astronaut Jim Reyes floats in the station. (Photo: NASA/Ana Lima)",
        "Astronaut Jim Reyes floats in the station. (Photo: NASA/Tom Berg)",
    ) == ["credit"]


def test_an_agency_acronym_in_brackets_is_the_institution_named_in_full():
    assert (
        fields(
            "The leader watches a launch, in a photo released by the National News Agency (NNA).",
            "The leader watches the launch. (NNA)",
        )
        == []
    )


def test_the_photographer_who_took_the_picture_is_its_credit():
    assert credits(
        "A woman is helped ashore. Reuters photographer Ana Lima, who took this picture, died "
        "in 2021."
    ) == ["Ana Lima/Reuters"]
    assert (
        fields(
            "Refugees arrive by boat near Teknaf. (Photo: Ana Lima/Reuters)",
            "Refugees arrive by boat near Teknaf. Reuters photographer Ana Lima, who took this "
            "picture, died in 2021.",
        )
        == []
    )
    assert credits("Nets dry on the beach. AFP photographer Ana Lima took this picture.") == [
        "Ana Lima/AFP"
    ]


def test_a_picture_owned_by_its_photographer_is_a_credit():
    assert credits(
        "Lena Ortiz's photograph for The Associated Press: a boy runs from the fire."
    ) == ["Lena Ortiz/AP"]
    assert credits("Marta Kowal's picture of the strikers became the symbol of the year.") == [
        "Marta Kowal"
    ]
    assert credits("Sailors cheer in the picture Ivo Marek took for TASS.") == ["Ivo Marek/TASS"]
    assert credits("Poland's picture of the summit was everywhere.") == []
    assert credits("Fans cheer the shot Ivo Marek made in the last second.") == []


def test_a_credit_line_retold_as_whose_picture_it_is_is_no_removed_credit():
    assert (
        fields(
            "Dockers march through Gdansk, 1980. Photo: Marta Kowal",
            "Kowal's picture of the dockers marching through Gdansk in 1980.",
        )
        == []
    )


def test_credit_labels_of_other_languages_and_accounts_after_a_platform():
    assert credits("A tram hits a van in Leipzig. Foto: Ana Berg/LVZ") == ["Ana Berg/LVZ"]
    assert credits("Crowds in Szeged. Fotó: Nagy Ilona") == ["Nagy Ilona"]
    assert credits("A waterspout off Manly. Photo: Instagram/@manly_swims") == [
        "Instagram/@manly_swims"
    ]
    assert fields(
        "A tram hits a van in Leipzig. Foto: Ana Berg/LVZ", "A tram hits a van in Leipzig."
    ) == ["credit"]


def test_a_photographer_for_an_agency_and_an_account_where_it_posted_are_credits():
    assert credits("Photo by Ana Lima for Reuters") == ["Ana Lima/Reuters"]
    assert credits("Floodwater fills the square. Ana Lima for Reuters") == ["Ana Lima/Reuters"]
    assert credits("The square floods, in a clip posted by @ana.lima on X.") == ["X/@ana.lima"]
    assert credits("The square floods. @ana.lima on Instagram") == ["Instagram/@ana.lima"]
    assert credits("Thanks to @ana.lima, we know where it was filmed.") == []


def test_an_account_credit_removed_is_drift_and_reworded_is_none():
    assert fields(
        "The square floods in Porto Alegre, in a clip posted by @ana.lima on X.",
        "The square floods in Porto Alegre.",
    ) == ["credit"]
    assert (
        fields(
            "The square floods in Porto Alegre, in a clip posted by @ana.lima on X.",
            "The square floods in Porto Alegre. Video: @ana.lima",
        )
        == []
    )


def test_an_institution_holding_the_picture_named_in_prose_is_its_credit():
    assert credits(
        "The mail boat leaves the harbour, from the collections of the National Library of Ireland."
    ) == ["National Library of Ireland"]
    assert (
        fields(
            "The mail boat leaves Kingstown harbour, circa 1910. (National Library of Ireland)",
            "The mail boat leaves Kingstown harbour about 1910, from the collections of the "
            "National Library of Ireland.",
        )
        == []
    )
