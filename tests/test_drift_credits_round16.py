"""Whose picture a credit says it is: the body a handout comes from, not the wire it came
through ('Coast Guard via AP'), and the paper a photographer worked for, however the line
writes it ('for The Daily Star', '/Daily Star', 'DS Photo')."""

from __future__ import annotations

from provenance.claims import extract_claims
from provenance.drift import compare_captions

SCENE = "Fishing boats shelter in the harbour at Galle, Sri Lanka, on May 3, 2022."


def credits(text: str) -> list[str]:
    return [c.value for c in extract_claims(text) if c.field == "credit"]


def fields(a: str, b: str) -> list[str]:
    return compare_captions(a, b).fields


def test_a_photographer_for_a_paper_is_the_photographer_and_the_paper():
    assert credits(f"{SCENE} (Photo: Maria Costa for The Daily Star)") == ["Maria Costa/Daily Star"]
    assert credits(f"{SCENE} (Photo: Office for National Statistics)") == [
        "Office for National Statistics"
    ]


def test_the_handout_body_before_via_is_the_credit_not_the_wire():
    a = f"{SCENE} (Photo: Bangladesh Coast Guard via AP)"
    assert fields(a, f"{SCENE} (Photo: Bangladesh Navy via AP)") == ["credit"]
    assert fields(a, f"{SCENE} (Photo: Bangladesh Coast Guard via Reuters)") == []


def test_one_photographer_for_another_paper_is_another_credit():
    a = f"{SCENE} (Photo: Maria Costa/Morning Ledger)"
    assert fields(a, f"{SCENE} (Photo: Maria Costa/Evening Courier)") == ["credit"]
    assert fields(a, f"{SCENE} Maria Costa / ML Photo") == []
    assert fields(a, f"{SCENE} (Photo: Maria Costa for The Morning Ledger)") == []
    # the picture desk the paper's picture came through is no other paper
    assert fields(a, f"{SCENE} (Photo: Maria Costa/Morning Ledger via Getty Images)") == []


def test_a_bodys_handout_is_its_credit_in_a_line_or_in_prose():
    assert credits(f"{SCENE} (Photo: Galle Harbour Authority handout)") == [
        "Galle Harbour Authority"
    ]
    assert credits(f"{SCENE} Galle Harbour Authority photo.") == ["Galle Harbour Authority"]
    assert credits(f"{SCENE} (Galle Harbour Authority via AP)") == [
        "Galle Harbour Authority via AP"
    ]
    assert credits(
        "Boats shelter at Galle, in a Harbour Authority handout photo released Monday."
    ) == ["Harbour Authority"]


def test_a_handout_credited_to_another_body_or_dropped_is_credit_drift():
    a = f"{SCENE} (Photo: Galle Harbour Authority handout)"
    assert fields(a, SCENE) == ["credit"]
    assert fields(a, f"{SCENE} Galle Harbour Authority photo.") == []
    assert fields(
        "Boats shelter at Galle, in a Harbour Authority handout photo released on May 3, 2022.",
        "Boats shelter at Galle, in a Fisheries Ministry handout photo released on May 3, 2022.",
    ) == ["credit"]


def test_a_body_the_other_caption_says_released_the_picture_keeps_its_credit():
    a = f"{SCENE} (Photo: Sri Lanka Navy)"
    assert fields(a, "The Sri Lanka Navy released this image of boats in Galle harbour.") == []
    assert (
        fields(
            a,
            "An image of boats in Galle harbour, released by the Sri Lanka Navy; the storm hit"
            " in May.",
        )
        == []
    )
    # a body shown, not the picture's source, leaves the credit removed
    assert fields(a, "Sri Lanka Navy sailors check boats in Galle harbour.") == ["credit"]


def test_an_agency_written_with_news_agency_is_the_agency():
    assert credits(f"{SCENE} Photo: Xinhua News Agency") == ["Xinhua"]
    assert fields(f"{SCENE} (Xinhua)", f"{SCENE} Photo: Xinhua News Agency") == []
