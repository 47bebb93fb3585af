"""Events that look alike and are not one story: a wildfire and a controlled burn, a volcano's
ash and a forest fire's smoke, a tornado and a hurricane, one disease and another. And what a
caption says around its picture rather than of it: a wire dateline's agency is no picture
credit, and an attribution in a later sentence vouches for the story, not the picture."""

from __future__ import annotations

from drift_findings import changed, events

from provenance.claims.extract import extract_claims

# -- fire set on purpose ---------------------------------------------------------------------


def test_a_controlled_burn_is_a_fire_but_no_wildfire():
    assert events("Rangers carry out a prescribed burn in the hills above Boise.") == {
        "controlled burn"
    }
    assert events("Crews light back-burning along the highway near Orbost.") == {"controlled burn"}
    assert changed(
        "Crews fight a wildfire in the hills above Boise, Idaho, on 4 August 2021.",
        "Crews carry out a prescribed burn in the hills above Boise, Idaho, on 4 August 2021.",
    ) == {"event": ("wildfire", "controlled burn")}
    # a plain 'fire' may be the controlled one
    assert not changed(
        "Smoke rises from a fire in the hills above Boise, Idaho, on 4 August 2021.",
        "Smoke rises from a prescribed burn in the hills above Boise, Idaho, on 4 August 2021.",
    )


def test_farmers_burning_stubble_make_the_smog_of_the_burning_fields():
    assert not changed(
        "Smog hangs over Lahore, Pakistan, as farmers burn crop residue, November 2023.",
        "Smog from stubble burning hangs over Lahore, Pakistan, November 2023.",
    )


# -- a volcano's ash -------------------------------------------------------------------------


def test_ash_a_mountain_sends_up_is_a_volcano_and_a_forest_fire_is_another_story():
    assert events("Ash billows from Mount Sinabung, North Sumatra, Indonesia.") == {"volcano"}
    assert changed(
        "An ash column rises over Mount Sinabung, North Sumatra, on 2 June 2019.",
        "Smoke rises from a forest fire on Mount Sinabung, North Sumatra, on 2 June 2019.",
    ) == {"event": ("volcano", "wildfire")}


def test_the_ash_a_fire_leaves_is_no_volcano():
    assert "volcano" not in events(
        "Ash clouds drift over the beach at Mallacoota as bushfires burn inland."
    )


# -- sorts of storm --------------------------------------------------------------------------


def test_a_tornado_is_no_hurricane_but_a_storm_may_be_either():
    assert changed(
        "A house flattened by a tornado in Mayfield, Kentucky, on 11 December 2021.",
        "A house flattened by Hurricane Laura in Mayfield, Kentucky, on 11 December 2021.",
    ) == {"event": ("tornado", "Hurricane Laura")}
    assert changed(
        "Cars wrecked by a twister in Moore, Oklahoma, on 20 May 2013.",
        "Cars wrecked by a typhoon in Moore, Oklahoma, on 20 May 2013.",
    ) == {"event": ("twister", "typhoon")}
    assert not changed(
        "A house flattened by a tornado in Mayfield, Kentucky, on 11 December 2021.",
        "A house flattened by the storm in Mayfield, Kentucky, on 11 December 2021.",
    )
    # one caption telling both tells one story
    assert not changed(
        "A barn torn apart by a tornado spawned by Hurricane Laura, Louisiana, August 2020.",
        "A barn torn apart by Hurricane Laura, Louisiana, August 2020.",
    )


# -- diseases and vaccinations ---------------------------------------------------------------


def test_an_outbreak_is_named_by_its_disease_whatever_the_caption_calls_it():
    claims = extract_claims("A nurse checks a patient on an mpox ward in Goma, August 2024.")
    assert [c.detail.get("name") for c in claims if c.value == "epidemic"] == ["mpox"]
    assert not changed(
        "A nurse checks a patient on an mpox ward in Goma, August 2024.",
        "A nurse checks a monkeypox patient at a clinic in Goma, August 2024.",
    )


def test_a_vaccination_against_one_disease_is_not_care_for_another():
    assert changed(
        "A health worker vaccinates a girl against polio in Kano, Nigeria, March 2018.",
        "A health worker cares for a girl with meningitis in Kano, Nigeria, March 2018.",
    ) == {"event": ("polio", "meningitis")}
    assert not changed(
        "A health worker vaccinates a girl against polio in Kano, Nigeria, March 2018.",
        "A girl receives polio drops from a health worker in Kano, Nigeria, March 2018.",
    )


def test_what_a_protest_is_against_is_still_no_outbreak():
    assert "epidemic" not in events("Crowds march in Vienna against covid rules.")


# -- credits and hedges around the picture ---------------------------------------------------


def test_a_wire_datelines_agency_wrote_the_text_and_is_no_picture_credit():
    dated = "LIMA, Peru (Reuters) - Police stand guard outside Congress on 8 December 2022."
    credit = next(c for c in extract_claims(dated) if c.field == "credit")
    assert credit.value == "Reuters" and credit.detail.get("dateline")
    assert not changed(dated, "Police stand guard outside Congress in Lima on 8 December 2022.")
    # a credit line of the picture's own is still a credit
    assert "credit" in changed(
        "Police stand guard outside Congress in Lima on 8 December 2022. (Photo: Ana Ruiz/AFP)",
        "Police stand guard outside Congress in Lima on 8 December 2022.",
    )


def test_an_attribution_in_a_later_sentence_vouches_for_the_story_not_the_picture():
    assert not changed(
        "Fishermen mend nets in Chittagong, Bangladesh, 2022. The catch has halved in a "
        "decade, according to the fisheries department.",
        "Fishermen mend nets in Chittagong, Bangladesh, 2022.",
    )
    # doubt about the picture itself is the picture's wherever it is written
    assert "hedge" in changed(
        "Fishermen mend nets in Chittagong, Bangladesh, 2022. The footage has not been "
        "independently verified.",
        "Fishermen mend nets in Chittagong, Bangladesh, 2022.",
    )
    # and a hedge in the sentence about the picture is still dropped
    assert "hedge" in changed(
        "Fishermen reportedly mend nets in Chittagong, Bangladesh, 2022.",
        "Fishermen mend nets in Chittagong, Bangladesh, 2022.",
    )


# -- what a crowd does, and which race -------------------------------------------------------


def test_a_protest_told_by_its_deed_is_not_only_the_people_s_name():
    # 'protesters' may be doing anything; 'during the marches' says what is shown
    assert changed(
        "Protesters fill Syntagma Square during the anti-austerity demonstrations, June 2011.",
        "Protesters fill Syntagma Square to celebrate the election result, June 2011.",
    ) == {"event": ("protest", "celebration")}


def test_another_distance_is_another_race():
    assert changed(
        "Kenya's Faith Kipyegon wins the women's 1500 metres final in Budapest, August 2023.",
        "Kenya's Faith Kipyegon wins the women's 5000m final in Budapest, August 2023.",
    ) == {"event": ("1500m", "5000m")}
    # the style may be left out, and a distance that is no race's is no race
    assert not changed(
        "Norway's Karsten Warholm wins the 400m hurdles in Oslo, June 2023.",
        "Norway's Karsten Warholm wins the 400m final in Oslo, June 2023.",
    )
    assert "discipline" not in events("Climbers scale a 300-metre wall in Yosemite.")
