"""Caption drift: what a fact-checker would write up, and what they would let pass."""

from __future__ import annotations

from datetime import date

from provenance.drift import compare_captions


def drift(a: str, b: str, published_a: str | None = None, published_b: str | None = None):
    return compare_captions(
        a,
        b,
        date.fromisoformat(published_a) if published_a else None,
        date.fromisoformat(published_b) if published_b else None,
    )


def changed(a: str, b: str, published_a: str | None = None, published_b: str | None = None):
    return {f.field: (f.before, f.after) for f in drift(a, b, published_a, published_b).findings}


def test_the_same_caption_does_not_drift():
    caption = "Some 640 Afghans crammed into a US Air Force C-17 that left Kabul on Sunday."
    result = drift(caption, caption, "2021-08-16", "2021-08-17")
    assert (result.drift, result.score, result.findings) == (False, 0.0, [])


def test_kiev_and_kyiv_are_one_place_and_a_city_agrees_with_its_country():
    assert changed("Residents shelter in Kiev.", "Residents shelter in Kyiv, Ukraine.") == {}
    assert changed("A C-17 carries evacuees out of Afghanistan.", "... out of Kabul.") == {}
    assert changed("Rescuers in Kahramanmaras, Turkey.", "Rescuers in southern Turkey.") == {}


def test_another_place_is_drift_even_in_the_same_country():
    assert changed("A crash near Kathmandu, Nepal.", "A crash near Pokhara, Nepal.") == {
        "place": ("Kathmandu", "Pokhara")
    }
    found = drift("Evacuees crowd a C-17 in Kabul.", "Survivors crowd a C-17 in Tacloban.")
    (place,) = [f for f in found.findings if f.field == "place"]
    assert place.severity == "high"
    assert place.explanation == (
        "Place changed from Kabul (Afghanistan) to Tacloban (Philippines): "
        "neither contains the other."
    )


def test_more_than_600_agrees_with_640_but_not_with_150():
    first = "A C-17 takes off from Kabul with more than 600 passengers."
    assert changed(first, "A C-17 takes off from Kabul with 640 passengers.") == {}
    assert changed(first, "A C-17 takes off from Kabul with 150 passengers.") == {
        "count": (">600", "150")
    }


def test_640_against_823_and_two_against_three_are_drift():
    assert changed("640 Afghans on a C-17.", "823 Afghans on a C-17.") == {"count": ("640", "823")}
    assert changed("The three apparently fell.", "The two apparently fell.") == {
        "count": ("3", "2")
    }
    assert changed("Six hundred and forty people aboard.", "640 people aboard.") == {}
    assert changed("Hundreds of Afghans gather.", "Hundreds of people gather.") == {}


def test_on_sunday_is_resolved_against_each_captions_own_publication_date():
    a = "Smoke billows after an explosion outside Kabul airport on August 26, 2021."
    assert changed(a, "Smoke billows ... on Thursday.", "2021-08-26", "2021-08-27") == {}
    assert changed(a, "Smoke billows ... on Sunday.", "2021-08-26", "2021-08-30") == {
        "date": ("2021-08-26", "2021-08-29")
    }


def test_dates_agree_at_their_precision():
    assert changed("Protesters in London, February 2003.", "... on February 15, 2003.") == {}
    assert changed("A girl in Aleppo in 2016.", "A girl in Aleppo, December 2016.") == {}
    assert (
        changed("Migrants off Libya, June 2016.", "Migrants off Libya in the summer of 2016.") == {}
    )
    assert changed("Afghans at Kabul airport on August 16, 2021.", "... on August 26, 2021.") == {
        "date": ("2021-08-16", "2021-08-26")
    }


def test_an_undated_caption_presents_its_picture_as_recent():
    a = "Footage shows the plane taking off from Kabul airport."
    assert (
        changed(a, "Footage shows the plane taking off from Kabul.", "2021-08-16", "2021-08-17")
        == {}
    )
    result = drift(a, "The plane taking off from Kabul, April 1975.", "2021-08-16", "2021-08-19")
    assert result.fields == ["date"]
    assert result.findings[0].before == "undated (published 2021-08-16)"


def test_events_are_compared_by_type_and_name():
    harvey = "Residents wade through floodwater in Houston after Hurricane Harvey."
    assert changed(harvey, "Residents wade through floodwater in Houston.") == {}
    assert changed(
        harvey, "Residents wade through floodwater in Houston after Hurricane Florence."
    ) == {"event": ("Hurricane Harvey", "Hurricane Florence")}
    assert changed(
        "Rescuers search the rubble after the earthquake.", "... after an airstrike."
    ) == {"event": ("earthquake", "airstrike")}
    # a cause added to its consequence is one story
    assert changed("Buildings burn in Gaza.", "Buildings burn in Gaza after an airstrike.") == {}


def test_a_dropped_hedge_is_drift_and_an_added_one_is_not():
    hedged = "THIS IMAGE SHOWS what appears to be two stowaways falling from the C-17."
    plain = "Two stowaways fall from the C-17."
    result = drift(hedged, plain)
    (hedge,) = result.findings
    assert (hedge.field, hedge.before, hedge.after, hedge.change) == (
        "hedge",
        "what appears to be",
        None,
        "dropped",
    )
    assert drift(plain, hedged).drift is False


def test_a_removed_credit_is_drift_an_added_one_is_not_a_changed_agency_is():
    credited = "Passengers wait at Kabul airport on Sunday. Photo by Wakil Kohsar/AFP"
    bare = "Passengers wait at Kabul airport on Sunday."
    assert changed(credited, bare, "2021-08-16", "2021-08-17") == {
        "credit": ("Wakil Kohsar/AFP", None)
    }
    assert drift(bare, credited, "2021-08-16", "2021-08-17").drift is False
    assert [a.field for a in drift(bare, credited).additions] == ["credit"]
    assert changed("Crowds in Kabul. (Photo: AFP)", "Crowds in Kabul. (Photo: Reuters)") == {
        "credit": ("AFP", "Reuters")
    }
    assert (
        changed("Crowds in Kabul. (Photo: AFP)", "Crowds in Kabul. Photo: Wakil Kohsar/AFP") == {}
    )


def test_people_and_forces():
    assert changed("President Ashraf Ghani speaks.", "President Hamid Karzai speaks.") == {
        "person": ("Ashraf Ghani", "Hamid Karzai")
    }
    assert changed("President Ashraf Ghani speaks.", "Ghani speaks, his office said.") == {}
    marines = "US Marines assist a child over the wall at Kabul airport."
    assert changed(marines, "A US soldier lifts a baby over the wall at Kabul airport.") == {}
    assert "organisation" in changed(
        marines, "British paratroopers assist a child at Kabul airport."
    )
    assert "organisation" in changed(
        "Taliban fighters patrol Kabul.", "Afghan army soldiers patrol Kabul."
    )
    # who people flee is not who is shown
    assert (
        changed("Afghans flee the Taliban at Kabul airport.", "US Air Force crew at Kabul airport.")
        == {}
    )


def test_the_score_grows_with_the_findings():
    one = drift("640 Afghans on a C-17.", "823 Afghans on a C-17.")
    many = drift(
        "640 Afghans on a C-17 in Kabul on August 15, 2021.",
        "823 Afghans on a C-17 in Saigon in April 1975.",
    )
    assert 0 < one.score < many.score <= 1
    assert many.to_json()["drift"] is True
    assert {f["field"] for f in many.to_json()["findings"]} == {"place", "date", "count"}
