"""XMP: the same newsroom fields as IPTC, as RDF/XML, parsed safely.

The packet comes from ``image.info["xmp"]`` (JPEG APP1, PNG iTXt, WebP,
TIFF tag 700), which Pillow filled while decoding. It is parsed with
``defusedxml``, which refuses DTDs and entity declarations (billion laughs,
quadratic blow-up, external entities), and only up to ``MAX_XMP_BYTES``.

Properties are looked up by namespace URI, not by prefix (prefixes are the
writer's choice), and in both RDF spellings: as attributes of
``rdf:Description`` and as child elements (plain text, ``rdf:Alt``,
``rdf:Seq`` and ``rdf:Bag``).
"""

from __future__ import annotations

from xml.etree.ElementTree import Element, ParseError

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import fromstring

from provenance.media.metadata.file_claim import FileClaim, claim, problem

MAX_XMP_BYTES = 2 * 1024 * 1024
MAX_VALUES = 20  # per property: a hostile packet may repeat one a million times

RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
_CONTAINERS = (f"{{{RDF}}}Alt", f"{{{RDF}}}Seq", f"{{{RDF}}}Bag")
_DC = "http://purl.org/dc/elements/1.1/"
_PHOTOSHOP = "http://ns.adobe.com/photoshop/1.0/"
_XMP = "http://ns.adobe.com/xap/1.0/"
_EXIF = "http://ns.adobe.com/exif/1.0/"
_IPTC_EXT = "http://iptc.org/std/Iptc4xmpExt/2008-02-29/"
_IPTC_CORE = "http://iptc.org/std/Iptc4xmpCore/1.0/xmlns/"
_DCTERMS = "http://purl.org/dc/terms/"

# (namespace, property) -> our field; first listed wins when several say the same thing.
_PROPERTIES = (
    ((_DC, "description"), "caption"),
    ((_PHOTOSHOP, "Credit"), "credit"),
    ((_DC, "creator"), "byline"),
    ((_PHOTOSHOP, "City"), "city"),
    ((_PHOTOSHOP, "Country"), "country"),
    ((_PHOTOSHOP, "DateCreated"), "created"),
    ((_DC, "rights"), "copyright"),
    ((_XMP, "CreatorTool"), "software"),
    ((_EXIF, "DateTimeOriginal"), "captured_at"),
    ((_IPTC_EXT, "DigitalSourceType"), "source_type"),
    ((_DCTERMS, "provenance"), "c2pa_remote"),  # where a remote C2PA manifest lives
)


def xmp_packet(info: dict | None) -> bytes | None:
    """The raw XMP packet Pillow left in ``image.info``, if any."""
    if not info:
        return None
    packet = info.get("xmp") or info.get("XML:com.adobe.xmp")
    if isinstance(packet, str):
        packet = packet.encode("utf-8", "replace")
    return packet if isinstance(packet, bytes) and packet.strip() else None


def xmp_claims(packet: bytes | None) -> list[FileClaim]:
    if not packet:
        return []
    if len(packet) > MAX_XMP_BYTES:
        return [problem("xmp", f"XMP packet of {len(packet):,} bytes is over the limit, not read")]
    try:
        root = fromstring(packet.strip(b"\x00 \t\r\n"), forbid_dtd=True)
    except DefusedXmlException as exc:
        return [problem("xmp", f"XMP refused: {type(exc).__name__} (DTDs and entities)")]
    except (ParseError, ValueError) as exc:
        return [problem("xmp", f"XMP is not well-formed XML: {exc}")]
    properties = _collect(root)
    claims = []
    for key, field_name in _PROPERTIES:
        for text in properties.get(key, [])[:MAX_VALUES]:
            if text.strip():
                value = _value(field_name, text)
                claims.append(claim(field_name, value, "xmp", text, property=_qname(key)))
    return claims


def _collect(root: Element) -> dict[tuple[str, str], list[str]]:
    """Values of the properties we read, from every rdf:Description in the packet."""
    wanted = {key for key, _ in _PROPERTIES}
    found: dict[tuple[str, str], list[str]] = {}
    for description in root.iter(f"{{{RDF}}}Description"):
        for name, text in description.attrib.items():
            key = _split(name)
            if key in wanted:
                found.setdefault(key, []).append(text)
        for child in description:
            key = _split(child.tag)
            if key in wanted:
                found.setdefault(key, []).extend(_values(child))
    return found


def _values(element: Element) -> list[str]:
    """Text of a simple property, or the items of rdf:Alt (x-default first), Seq or Bag."""
    resource = element.get(f"{{{RDF}}}resource")
    if resource:
        return [resource]
    containers = [c for c in element if c.tag in _CONTAINERS]
    if not containers:
        return [element.text or ""]
    items = [li for li in containers[0] if li.tag == f"{{{RDF}}}li"][:MAX_VALUES]
    if containers[0].tag == f"{{{RDF}}}Alt":
        items.sort(key=lambda li: li.get(XML_LANG) != "x-default")
        items = items[:1]
    return [li.get(f"{{{RDF}}}resource") or li.text or "" for li in items]


def _value(field_name: str, text: str) -> str:
    """Normalise where XMP has a fixed form: a source type URI to its code."""
    if field_name == "source_type":
        return text.strip().rstrip("/").rsplit("/", 1)[-1]
    return text


def _split(tag: str) -> tuple[str, str]:
    if tag.startswith("{"):
        namespace, _, local = tag[1:].partition("}")
        return namespace, local
    return "", tag


def _qname(key: tuple[str, str]) -> str:
    prefixes = {
        _DC: "dc",
        _PHOTOSHOP: "photoshop",
        _XMP: "xmp",
        _EXIF: "exif",
        _IPTC_EXT: "Iptc4xmpExt",
        _IPTC_CORE: "Iptc4xmpCore",
        _DCTERMS: "dcterms",
    }
    return f"{prefixes.get(key[0], key[0])}:{key[1]}"
