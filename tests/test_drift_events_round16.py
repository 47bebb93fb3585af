"""Round 16 events, dates and counts: the kinds of event the environment, business and
transport desks photograph (a king tide, an avalanche, sinking ground, a shipwreck, an oil
spill, an algal bloom, a blackout, an unveiling, a maiden flight, a recall). Each with the
reading in the other direction it must keep."""

from __future__ import annotations

from drift_findings import changed, events

from provenance.claims.extract import extract_claims


def test_the_sea_and_the_ground_have_events_of_their_own():
    assert events("Residents wade through seawater in Funafuti during a king tide.") == {
        "king tide"
    }
    assert events("Rescuers search for skiers after an avalanche near Davos.") == {
        "rescue",
        "avalanche",
    }
    assert "subsidence" in events("Walls crack in a town damaged by land subsidence.")
    shore = "Families wade along the seafront in Male, Maldives, {}, March 2019."
    assert "event" in changed(shore.format("during a king tide"), shore.format("after a cyclone"))
    # the flooding of a king tide is the king tide's
    assert "event" not in changed(
        shore.format("during a king tide"), shore.format("during tidal flooding")
    )
    slope = "Rescuers dig through debris {} on the road to Leh, India, in February 2021."
    assert "event" in changed(slope.format("after an avalanche"), slope.format("after a landslide"))
    assert "event" not in changed(
        slope.format("after an avalanche"), slope.format("after avalanches")
    )
    cracks = "A crack runs through a school wall in Kalimpong, India, {}, March 2022."
    assert "event" in changed(
        cracks.format("damaged by land subsidence"), cracks.format("after an earthquake")
    )


def test_a_wreck_a_spill_and_a_bloom_are_three_stories():
    assert events("The tanker ran aground off Sardinia.") == {"shipwreck"}
    beach = "Volunteers clear the beach at Bournemouth, England, after {}, June 2021."
    assert "event" in changed(beach.format("a cargo ship ran aground"), beach.format("a red tide"))
    assert "event" in changed(beach.format("an oil spill"), beach.format("a toxic algal bloom"))
    # the oil a wreck spilled is the wreck's story
    assert "event" not in changed(
        beach.format("a tanker ran aground"), beach.format("an oil spill")
    )


def test_a_blackout_is_its_own_story_unless_its_cause_is_told():
    assert events("Shoppers use phone torches during a blackout in Karachi.") == {"blackout"}
    assert events("The media blackout continues in Karachi.") == set()
    street = "Traffic lights are out in Karachi, Pakistan, {}, January 2023."
    assert "event" in changed(
        street.format("during a blackout"), street.format("during a transport strike")
    )
    assert "event" not in changed(
        street.format("during a blackout"), street.format("after a storm cut power")
    )


def test_a_product_shown_flown_or_called_back():
    assert events("The carmaker unveils its electric van at a show in Geneva.") == {"unveiling"}
    assert events("Crews launch the Padstow lifeboat into the surf.") == set()
    assert events("The firm announces a global recall of 3 million airbags.") == {"recall"}
    # 'recalls' as 'calls to mind' stays a comparison, read as no event of the picture's
    assert events("The empty square recalls the lockdown of 2020.") == set()
    jet = "The new regional jet {} at the plant near Montreal on May 4, 2016."
    assert "event" in changed(
        jet.format("is unveiled"), jet.format("takes off on its maiden flight")
    )
    phone = "The chief executive speaks in Tokyo on June 3, 2019, {} the Xperia 5 phone."
    assert "event" in changed(
        phone.format("launching"), phone.format("announcing a global recall of")
    )


def test_riot_gear_is_what_police_wear_not_a_riot():
    assert events("Police in riot gear stand outside the stadium in Leeds.") == set()
    assert events("Officers raise riot shields on the bridge.") == set()
    assert events("A riot broke out at the prison in Leeds.") == {"riot"}
    assert events("Police in riot gear watch a riot in the square.") == {"riot"}


def test_a_word_of_disaster_in_another_sense_tells_no_event():
    # what engulfs a place is a fire only when nothing else is said to
    assert events("A dust storm engulfs Nouakchott.") == {"dust storm"}
    assert events("Homes engulfed by floodwater in Lismore.") == {"flood"}
    assert events("A barn is engulfed in flames near Tulsa.") == {"fire"}
    town = "{} engulfs Nouakchott, Mauritania, on May 2, 2022."
    assert "event" in changed(town.format("A dust storm"), town.format("Smoke from a bushfire"))
    # the volcano people stand on is a mountain, not an eruption
    assert events("Farmers pick coffee on the slopes of the Agung volcano.") == {"farming"}
    assert events("Tourists climb the Villarrica volcano at dawn.") == set()
    assert events("Ash rises from the volcano above the village.") == {"volcano"}
    # travellers who are vaccinated are let in: no vaccination is shown
    assert events("Queues form at the crossing as the border reopens to vaccinated visitors.") == (
        set()
    )
    assert events("A nurse vaccinated children in the village.") == {"vaccination"}


def test_a_tornado_brings_no_flood():
    farm = "A grain silo destroyed by {} near Joplin, Missouri, on May 22, 2011."
    assert "event" in changed(farm.format("a tornado"), farm.format("flooding"))
    assert "event" in changed(farm.format("flooding"), farm.format("a twister"))
    # a hurricane's waters are its own story
    assert "event" not in changed(farm.format("a hurricane"), farm.format("flooding"))


def counts(text: str) -> set[str]:
    """The counts a caption makes."""
    return {c.value for c in extract_claims(text) if c.field == "count"}


def test_a_name_in_brackets_is_a_name_not_a_count():
    assert counts("Children play in the streets of Soweto (Zone 6), Johannesburg, 2018.") == set()
    assert counts("Volunteers (12 in all) clean the beach at Durban.") == {"12"}


def test_one_person_in_the_singular_is_counted_against_the_plural():
    assert counts("A tunnel fell in at the mine in Lagos, killing one miner.") == {"1"}
    site = "Rescuers at the site in Lagos where a tunnel fell in on June 2, 2022, killing {}."
    assert changed(site.format("one miner"), site.format("four miners"))["count"] == (
        "1",
        "4",
    )
    assert "count" not in changed(site.format("one miner"), site.format("a miner"))


def test_people_counted_in_parts_agree_with_their_whole():
    ferry = "The ferry docks at Piraeus on May 3, 2021. {}"
    assert "count" not in changed(
        ferry.format("All 112 people aboard were safe."),
        ferry.format("Everyone aboard, 98 passengers and 14 crew, was safe."),
    )
    assert "count" not in changed(
        ferry.format("Aboard were 98 passengers, 10 crew and four officers."),
        ferry.format("All 112 people aboard were safe."),
    )
    # a part alone is still another count than the whole
    assert "count" in changed(
        ferry.format("All 112 people aboard were safe."),
        ferry.format("All 98 passengers aboard were safe."),
    )


def test_trials_come_before_the_maiden_voyage():
    assert events("The liner leaves Saint-Nazaire for sea trials.") == {"trial run"}
    liner = "The cruise liner leaves Saint-Nazaire, France, {} on March 3, 2022."
    assert "event" in changed(liner.format("on her maiden voyage"), liner.format("for sea trials"))
    assert "event" not in changed(liner.format("for sea trials"), liner.format("on a trial run"))


def test_a_trigger_inside_the_name_of_a_body_or_a_building_is_no_event():
    assert events("Visitors walk through the Earthquake Memorial Park in Kobe.") == set()
    assert events("Guards stand outside the Counter Terrorism Centre in Abuja.") == set()
    assert events("Crews from the Fire Station in Dover tackle a blaze.") == {"fire"}
    assert events("An earthquake shook the Memorial Park in Kobe.") == {"earthquake"}


def test_what_a_caption_says_its_own_cause_did_is_no_room_for_another_cause():
    street = "{} homes in a hillside district of Valparaíso, Chile, after {} on March 5, 2019."
    assert "event" in changed(
        street.format("Burnt-out", "a bushfire swept through"),
        street.format("Ruined", "an earthquake struck"),
    )
    # a fire told without its cause may be the earthquake's
    assert "event" not in changed(
        street.format("Burnt-out", "the disaster struck"),
        street.format("Burnt-out", "an earthquake struck"),
    )


def test_a_market_that_crashes_is_no_crash_of_a_vehicle():
    assert events("A sign hangs outside a shop as the property market crashes.") == {"market crash"}
    assert events("A car crashes into a market stall.") == {"crash"}
    city = "Commuters crowd a station in Frankfurt on October 10, 2008, {}."
    assert "event" in changed(
        city.format("the week of the stock market crash"), city.format("after a train crash")
    )
    assert "event" not in changed(
        city.format("during the stock market crash"), city.format("amid the financial crisis")
    )


def test_a_river_that_floods_the_bank_is_no_name_of_a_flood():
    assert "name" not in next(
        c.detail
        for c in extract_claims("Rowers drag boats clear as the Severn floods the towpath.")
        if c.field == "event"
    )
    assert "event" not in changed(
        "Rowers drag boats clear as the Severn floods the towpath at Worcester on Sunday.",
        "Rowers drag boats clear as the Avon floods the towpath at Stratford on Sunday.",
    )
    # a flood named after its region is still named
    assert "event" in changed(
        "Homes under water after the Kerala floods, August 2018.",
        "Homes under water after the Assam floods, August 2018.",
    )


def test_a_slogan_before_the_picture_sentence_leaves_it_the_picture_s():
    assert changed(
        "Residents wade through floodwater in Ikorodu, Lagos, on July 8, 2012.",
        "Stay strong, Lagos! Residents wade through floodwater in Ikorodu today.",
        "2012-07-09",
        "2021-06-20",
    )["date"] == ("2012-07-08", "2021-06-20")
    # a longer first sentence is the picture's, and what follows it background
    assert "date" not in changed(
        "Residents wade through floodwater in Ikorodu, Lagos, on July 8, 2012.",
        "Residents wade through floodwater in Ikorodu, Lagos, on July 8, 2012. The city "
        "flooded again in 2021.",
    )


def test_what_a_ship_can_carry_is_no_count_of_what_it_carried():
    assert (
        changed(
            "A ferry that can carry 1,200 passengers docks at Dover on May 1, 2022.",
            "A ferry docks at Dover on May 1, 2022; the port handled 8 million passengers "
            "that year.",
        ).get("count")
        is None
    )
    # two capacities still compare
    assert "count" in changed(
        "A ferry that can carry 1,200 passengers docks at Dover on May 1, 2022.",
        "A ferry that can carry 2,400 passengers docks at Dover on May 1, 2022.",
    )
    # a mother who holds two babies holds no capacity
    assert "count" in changed(
        "A mother holds two babies at a clinic in Goma, May 2022.",
        "A mother holds five babies at a clinic in Goma, May 2022.",
    )


def test_a_meeting_with_the_press_and_a_deportation_are_occasions_of_their_own():
    assert events("The minister speaks at a news conference in Rome.") == {"press event"}
    assert events("Deportees walk off the plane at the airport in Guatemala City.") == {
        "deportation"
    }
    hall = "Men stand in line at the detention centre in Tapachula, Mexico, {}, May 2024."
    assert "event" in changed(
        hall.format("during a media visit"), hall.format("after the arrival of deportees")
    )
    assert "event" not in changed(
        hall.format("during a media visit"), hall.format("during a press tour")
    )


def test_a_number_before_a_model_s_letters_is_a_name():
    assert counts("Engineers watch the first 787 XL roll out of the hangar in Everett.") == {
        "first"
    }
    assert "2" in counts("Police seize 2 AK-47 rifles in Lagos.")
    assert "15" in counts("Leaders of 15 NATO members meet in Vilnius.")
    assert "27" in counts("Ministers of the 27 EU member states meet in Brussels.")


def test_debris_both_captions_show_says_nothing_of_the_event_that_left_it():
    assert "event" not in changed(
        "A family sits by the rubble of their home in Antakya, Turkey, February 2023.",
        "A family sits by the rubble of their home in Derna, Libya, after the floods of "
        "September 2023.",
    )
    assert "event" not in changed(
        "A street in Mosul lies in ruins after the battle, July 2017.",
        "A street in Raqqa lies in ruins, October 2017.",
    )
    # the events each caption names still differ
    assert "event" in changed(
        "A family sits by the rubble of their home after the earthquake in Antakya, February 2023.",
        "A family sits by the rubble of their home after an airstrike in Antakya, February 2023.",
    )


def test_a_house_the_flood_brings_down_is_the_flood_s_story():
    assert "event" not in changed(
        "A cabin collapses into the swollen Gallatin River near Bozeman, Montana, on June 13, "
        "2022.",
        "Floodwaters of the Gallatin River carry a cabin away near Bozeman, Montana, on Monday.",
    )
    # a collapse and a storm's flood still differ from a fire
    assert "event" in changed(
        "A cabin collapses into the Gallatin River near Bozeman, Montana, on June 13, 2022.",
        "A cabin burns near the Gallatin River near Bozeman, Montana, on June 13, 2022.",
    )


def test_a_rescue_told_without_its_cause_tells_no_other_story_than_the_disaster():
    found = changed(
        "Neighbours rescue a dog stranded on a car roof in Porto Alegre, May 6, 2024.",
        "A dog stranded on a car roof in Porto Alegre during the floods of November 2023.",
    )
    assert "date" in found and "event" not in found
    # a cause of another kind is still another story
    found = changed(
        "Neighbours rescue a dog from the rubble after an earthquake in Porto Alegre, May 2024.",
        "A dog stranded on a car roof in Porto Alegre during the floods of November 2023.",
    )
    assert "event" in found
