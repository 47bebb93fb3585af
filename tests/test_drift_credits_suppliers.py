"""Round 12 credits: who made or supplied a picture, as against what took it; satellite
companies and other suppliers named with their picture; one institution in its full name, its
acronym or its short name; an archive's credit line."""

from provenance.claims import extract_claims
from provenance.drift import compare_captions


def _credits(text: str) -> list[str]:
    return [c.value for c in extract_claims(text) if c.field == "credit"]


def test_a_satellite_company_named_with_its_picture_is_the_credit():
    assert _credits("BlackSky satellite imagery shows the burned depot near Tartus.") == [
        "BlackSky"
    ]
    assert _credits("A satellite image from Capella Space shows the flooded delta.") == [
        "Capella Space"
    ]
    # a picture from a place is where it was taken, not who supplied it
    assert _credits("An image from Tartus shows the burned depot.") == []
    # 'handout' says what kind of picture, not whose
    assert _credits("Handout photo shows the burned depot near Tartus.") == []


def test_a_company_in_its_full_and_short_name_is_one_credit():
    before = "A satellite image ©2021 Planet Labs PBC shows ash over the port of Goma."
    after = "Planet satellite imagery of ash over Goma's port in 2021."
    assert compare_captions(before, after).fields == []


def test_one_satellite_company_for_another_is_a_changed_credit():
    before = "A satellite image from BlackSky shows the burned depot near Tartus."
    after = "A satellite image from Maxar shows the burned depot near Tartus."
    drift = compare_captions(before, after)
    assert drift.fields == ["credit"]
    assert (drift.findings[0].before, drift.findings[0].after) == ("BlackSky", "Maxar")


def test_an_agency_written_small_in_a_credit_line_is_a_credit():
    after = "Firefighters hose down a tram depot in Graz, Austria, May 3, 2023. (Photo: dpa)"
    assert _credits(after) == ["dpa"]
    assert compare_captions("A tram depot burns in Graz. (Video: dpa)", after).fields == []
    assert compare_captions(after, "A tram depot burns in Graz.").fields == ["credit"]
    assert compare_captions(after, after.replace("dpa", "Reuters")).fields == ["credit"]


def test_an_institution_and_its_acronym_are_one_credit():
    before = "A van is carried off a ford near Ibri in a video shared by Dhofar Civil Defence."
    after = "Van carried off a ford near Ibri. Video: DCD"
    assert compare_captions(before, after).fields == []


def test_a_company_without_its_legal_form_is_the_same_credit():
    before = "A burning barge drifts off Tema in a photo released by Kessler Marine Ltd."
    after = "A burning barge drifts off Tema. Photo: Kessler Marine"
    assert compare_captions(before, after).fields == []


def test_a_kind_of_camera_is_no_credit_to_lose():
    before = "A van swerves off the M62 near Brighouse in this still from CCTV footage."
    after = "Van swerves off the M62 at Brighouse, caught on a dashcam."
    assert compare_captions(before, after).fields == []
    # in a credit line it may be a broadcaster's name, and stays a credit
    assert _credits("A train crosses the new bridge at Wuhan. (Video: CCTV)") == ["CCTV"]


def test_a_handle_credited_in_prose_is_the_credit_line():
    before = "Hail batters a campsite near Lienz, Austria. (Video: @alpen.joe/Instagram)"
    after = "Hail batters a campsite near Lienz in a clip posted to Instagram by @alpen.joe."
    assert _credits(after) == ["@alpen.joe/Instagram"]
    assert compare_captions(before, after).fields == []
    assert compare_captions(before, "Hail batters a campsite near Lienz.").fields == ["credit"]


def test_an_archives_credit_line_is_a_credit_and_dropping_it_is_drift():
    before = (
        "Walker Evans, Sharecropper's Family, Hale County, Alabama, 1936. Gelatin silver print. "
        "New York Public Library, Photography Collection."
    )
    after = "Sharecropper's Family, Hale County, Alabama, 1936. Gelatin silver print."
    assert _credits(before) == ["New York Public Library"]
    assert compare_captions(before, after).fields == ["credit"]
    # a park closing a caption is where it was taken
    assert _credits("Elephants cross a river at dusk. Kruger National Park.") == []
