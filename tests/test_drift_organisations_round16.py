"""One organisation however English orders its name: the 'Ministry of Fisheries' is the
'Fisheries Ministry', the 'Tory party' the Conservative Party."""

from __future__ import annotations

from provenance.drift import compare_captions


def fields(a: str, b: str) -> list[str]:
    return compare_captions(a, b).fields


def test_a_ministry_named_either_way_is_one_ministry():
    a = "Inspectors from Ghana's Ministry of Fisheries weigh tuna at Tema port, March 2021."
    assert fields(a, "Fisheries Ministry inspectors weigh tuna at Tema port, March 2021.") == []
    assert fields(a, "Finance Ministry inspectors weigh tuna at Tema port, March 2021.") == [
        "organisation"
    ]


def test_a_party_called_by_its_familys_word_is_that_party():
    a = "Anna Berg speaks in Leeds after she was elected Conservative leader, May 2019."
    assert (
        fields(a, "Anna Berg speaks in Leeds after she was elected Tory party leader, May 2019.")
        == []
    )
    assert fields(
        a, "Anna Berg speaks in Leeds after she was elected Labour party leader, May 2019."
    ) == ["organisation"]


def test_a_gendarmerie_is_no_police_force():
    a = "French gendarmes guard the toll booths as lorry drivers block the A1, June 2016."
    assert fields(
        a, "French riot police guard the toll booths as lorry drivers block the A1, June 2016."
    ) == ["organisation"]
    assert (
        fields(a, "Gendarmes guard the toll booths as lorry drivers block the A1, June 2016.") == []
    )


def test_riot_police_by_their_own_name_are_police():
    a = "Riot police detain a student during a rally in Minsk, August 2020."
    assert fields(a, "OMON officers detain a student during a rally in Minsk, August 2020.") == []
    assert fields(a, "Soldiers detain a student during a rally in Minsk, August 2020.") == [
        "organisation"
    ]


def test_a_coast_guard_written_small_is_the_coast_guard():
    a = "Coast guard personnel lift a fisherman from the sea off Cebu, May 2019."
    assert fields(a, "Navy sailors lift a fisherman from the sea off Cebu, May 2019.") == [
        "organisation"
    ]
    assert fields(a, "Coastguards lift a fisherman from the sea off Cebu, May 2019.") == []


def test_a_firms_head_names_the_firm():
    a = "Zentrix CEO Mara Olsen unveils a battery pack at a trade fair in Hanover, April 2023."
    b = "Voltana CEO Ivo Berg unveils a battery pack at a trade fair in Hanover, April 2023."
    assert sorted(fields(a, b)) == ["organisation", "person"]
    assert (
        fields(
            a,
            "Zentrix chief executive Mara Olsen unveils a battery pack at a trade fair in Hanover,"
            " April 2023.",
        )
        == []
    )


def test_each_international_court_is_its_own():
    a = "A former general listens to the verdict at the International Criminal Court, 2019."
    assert fields(a, "A former general listens to the verdict at the ICC, 2019.") == []
    assert fields(
        a, "A former general listens to the verdict at the International Court of Justice, 2019."
    ) == ["organisation"]
    assert fields(
        a, "A former general listens to the verdict at the European Court of Human Rights, 2019."
    ) == ["organisation"]


def test_a_firm_with_a_plural_name_owns_by_its_apostrophe():
    a = "Workers rally outside Orion Motors' Busan plant during a strike, July 2018."
    b = "Workers rally outside Delta Motors' Busan plant during a strike, July 2018."
    assert fields(a, b) == ["organisation"]


def test_a_firm_written_with_a_small_word_first_is_a_name():
    a = "A fastJet aircraft lands at Gatwick in a storm, February 2022."
    assert fields(a, "A Ryanair aircraft lands at Gatwick in a storm, February 2022.") == [
        "organisation"
    ]
    assert fields(a, "A fastJet aircraft touches down at Gatwick in a storm, February 2022.") == []


def test_a_services_people_by_their_work_name_the_service():
    a = "Rangers from Kenya Wildlife Service dehorn a rhino near Nakuru, 2021."
    assert fields(
        a, "Rangers from the Northern Rangelands Trust dehorn a rhino near Nakuru, 2021."
    ) == ["organisation"]
    assert fields(a, "KWService rangers dehorn a rhino near Nakuru, 2021.") == []
    b = "A volunteer from the animal welfare charity PAWS feeds a stray dog in Sofia, 2020."
    assert fields(b, "A volunteer from the Blue Cross feeds a stray dog in Sofia, 2020.") == [
        "organisation"
    ]


def test_a_countys_firefighters_are_no_named_body():
    a = "A Tulare County firefighter hoses embers on Main Street in Visalia, 2021."
    b = "Firefighters hose embers along Visalia's Main Street the day after the fire, 2021."
    assert "organisation" not in fields(a, b)


def test_a_country_s_congress_is_its_national_congress():
    a = "Protesters break into the National Congress in Asunción, March 31, 2017."
    assert fields(a, "Protesters break into Paraguay's Congress in Asunción, March 31, 2017.") == []
    assert fields(a, "Protesters break into the Supreme Court in Asunción, March 31, 2017.") == [
        "organisation"
    ]


def test_a_persons_supporters_are_no_body_of_that_name():
    a = "Supporters of former president Horacio Cartes rally outside the Colorado Party offices."
    b = "Cartes supporters rally in Asunción."
    assert "organisation" not in fields(a, b)


def test_what_a_body_flies_names_the_body():
    a = "A helicopter of the Bergwacht mountain rescue service hovers over the Zugspitze, 2021."
    assert fields(a, "A Bundespolizei helicopter hovers over the Zugspitze, 2021.") == [
        "organisation"
    ]
    assert fields(a, "A Bergwacht helicopter hovers over the Zugspitze, 2021.") == []


def test_an_armys_command_is_the_army():
    a = "Men in uniform stand guard outside the Western Military District headquarters, 2020."
    assert (
        fields(a, "Men in uniform stand guard outside the army's western headquarters, 2020.") == []
    )
    assert fields(a, "Men in uniform stand guard outside the Gazprom headquarters, 2020.") == [
        "organisation"
    ]


def test_a_power_plant_swapped_in_copied_wording_is_a_place():
    a = "Steam rises from the cooling towers of the Temelin nuclear power plant, May 2019."
    b = "Steam rises from the cooling towers of the Dukovany nuclear power plant, May 2019."
    assert fields(a, b) == ["place"]


def test_one_of_a_named_groups_men_is_the_group():
    a = "A Shining Path soldier stands guard in the Andes near Ayacucho, 1985."
    assert fields(a, "Shining Path fighters stand guard in the Andes near Ayacucho, 1985.") == []
    assert fields(a, "A Tupac Amaru soldier stands guard in the Andes near Ayacucho, 1985.") == [
        "organisation"
    ]


def test_a_drivers_car_is_the_team():
    a = "Ana Berg's Alpine leads the field into the first corner at Suzuka, April 2024."
    b = "Tom Reyes's Williams leads the field into the first corner at Suzuka, April 2024."
    assert sorted(fields(a, b)) == ["organisation", "person"]
    assert (
        fields(a, "Ana Berg's Alpine car leads the field into the first corner at Suzuka, 2024.")
        == []
    )
