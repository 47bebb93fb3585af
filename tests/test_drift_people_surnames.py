"""A person named in full in one caption and by surname alone in the other is one person, and
a possessive ends a name: "President Ana Ruiz's husband" names Ana Ruiz, "Chile's Ruiz, 24"
names Ruiz."""

from __future__ import annotations

from provenance.claims import extract_claims
from provenance.drift import compare_captions


def people(text: str) -> list[str]:
    return [c.value for c in extract_claims(text) if c.field == "person"]


def fields(a: str, b: str) -> list[str]:
    return compare_captions(a, b).fields


def test_a_possessive_ends_a_name():
    assert people("President Ana Kovalenko's husband waves from the steps in Kyiv.")[0] == (
        "Ana Kovalenko"
    )
    assert people("Crowds gather for Pope John Paul II's Mass in Dublin, 1979.") == ["John Paul II"]


def test_a_place_before_a_possessive_says_where_the_person_is_from():
    assert people("Chile's Okonkwo, 24, lifts the trophy in Lima.") == ["Okonkwo"]


def test_a_lone_name_owning_a_relative_is_a_person():
    assert people("Mourners follow Okonkwo's coffin through Enugu.") == ["Okonkwo"]


def test_a_surname_alone_is_the_person_the_other_caption_names_in_full():
    assert (
        fields(
            "Premier Nikita Okonkwo tours a farm in Ames, Iowa, September 1959.",
            "Okonkwo in the Iowa cornfields of farmer Roswell Garst, Ames, 1959.",
        )
        == []
    )
    assert (
        fields(
            "Dana Kowalczyk waves to the crowd after her last match, Queens, 2022.",
            "Kowalczyk bids farewell after losing to Ajla Tomljanović, Queens, 2022.",
        )
        == []
    )


def test_the_same_surname_under_another_given_name_is_another_person():
    assert fields(
        "Serena Williams serves during the final in Melbourne, 2017.",
        "Venus Williams serves during the final in Melbourne, 2017.",
    ) == ["person"]
    assert fields(
        "Nikita Okonkwo waves on the steps in Enugu, 2019.",
        "Ada Nwosu waves in front of Okonkwo Hall in Enugu, 2019.",
    ) == ["person"]


def test_a_surname_only_where_the_picture_is_disowned_names_no_one_in_it():
    assert "person" in fields(
        "Kamala Harris speaks to a packed arena in Atlanta, July 30, 2024.",
        "Fact check: this is not a 2024 Harris rally. The photo shows Hillary Clinton "
        "speaking in Atlanta in 2016.",
    )


def test_a_team_before_a_player_named_by_one_name_is_the_team_and_the_player():
    claims = extract_claims("Gen.G's Chovy lifts the trophy in Seoul.")
    assert [(c.field, c.value) for c in claims if c.field in ("person", "organisation")] == [
        ("organisation", "Gen.G"),
        ("person", "Chovy"),
    ]
    assert fields(
        "T1's Faker lifts the trophy after the final in Seoul, November 2023.",
        "Gen.G's Chovy lifts the trophy after the final in Seoul, November 2023.",
    ) == ["organisation", "person"]


def test_a_persons_possessive_before_one_name_is_no_team():
    claims = extract_claims("Prince William's Kate smiles at the crowd in Cardiff.")
    assert [c.field for c in claims if c.field in ("person", "organisation")] == [
        "person",
        "person",
    ]


def test_a_surname_that_is_a_month_before_a_day_is_a_date():
    assert fields(
        "Theresa May speaks outside Downing Street, London, on May 3, 2017.",
        "Boris Johnson speaks outside Downing Street, London, on May 3, 2017.",
    ) == ["person"]


def test_an_owner_before_a_full_name_opens_it():
    assert people("Arsenal's Bukayo Saka, 21, celebrates at the stadium.") == ["Bukayo Saka"]


def test_a_surname_qualifying_a_noun_names_no_one_in_the_picture():
    assert fields(
        "Donald Trump speaks at the White House, 2019.",
        "Joe Biden speaks at the White House, reversing a Trump policy, 2019.",
    ) == ["person"]
