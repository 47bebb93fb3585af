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
