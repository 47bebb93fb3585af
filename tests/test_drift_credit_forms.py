"""Credit lines written in other forms: a list of bodies with a final 'and', initials with dots,
an agency's wire service, an account handle, a credit line right after a sentence. And an
attribution of a figure ('according to organisers') that goes when the figure goes."""

from __future__ import annotations

from drift_findings import changed

from provenance.claims.extract import extract_claims


def credits(text: str) -> list[str]:
    return [c.value for c in extract_claims(text) if c.field == "credit"]


def test_a_list_of_bodies_with_a_final_and_is_one_credit():
    assert credits("Saturn's rings seen by Cassini. Credit: JPL, Caltech, and SSI.") == [
        "JPL, Caltech, SSI"
    ]
    assert (
        changed(
            "Saturn's rings seen by Cassini. Image: JPL, Caltech, SSI",
            "The rings of Saturn. Credit: JPL, Caltech, and SSI.",
        ).get("credit")
        is None
    )


def test_initials_with_or_without_dots_are_one_agency():
    assert (
        changed(
            "Sailors unload aid in Port-au-Prince, Haiti. Photo: U.S. Air Force",
            "Airmen unload aid in Port-au-Prince, Haiti. Photo: US Air Force",
        ).get("credit")
        is None
    )


def test_an_agency_wire_service_is_the_agency():
    assert credits("Snow in Durham. Photograph: Owen Humphreys/PA Wire") == ["Owen Humphreys/PA"]
    assert changed(
        "Snow in Durham. Photograph: Owen Humphreys/PA Wire",
        "Snow in Durham, January 2021. Photograph: Owen Humphreys/AFP",
    )["credit"] == ("Owen Humphreys/PA", "Owen Humphreys/AFP")


def test_a_credit_to_an_account_handle_is_a_credit_and_removing_it_is_drift():
    assert credits("A bear in a garden in Brasov. (Video: @brasov_wild/TikTok)") == [
        "@brasov_wild/TikTok"
    ]
    assert "credit" in changed(
        "A bear in a garden in Brasov. (Video: @brasov_wild/TikTok)",
        "Bear in a garden in Brasov, Romania.",
    )


def test_a_credit_line_starts_after_the_sentence_before_it():
    assert credits(
        "The ship in the lock, in a picture from the Port Authority. Port Authority/Handout"
    ) == ["Port Authority/Handout"]


def test_an_attribution_of_a_figure_goes_with_the_figure():
    assert (
        changed(
            "Cyclists ride in Bogota on May 5, 2019, a day that drew some 2 million people, "
            "according to the city.",
            "Cyclists ride in Bogota, May 2019.",
        ).get("hedge")
        is None
    )
    # the figure kept, its attribution dropped: stated as fact
    assert "hedge" in changed(
        "Cyclists ride in Bogota on May 5, 2019, a day that drew some 2 million people, "
        "according to the city.",
        "Cyclists ride in Bogota on May 5, 2019, a day that drew some 2 million people.",
    )
