"""Make pictures that say things about themselves, the way cameras, desks and signers write them.

EXIF, IPTC and XMP are written with pyexiv2 (the exiv2 library digiKam,
darktable and GIMP use), so the fixtures come from a writer independent of
the Pillow code that reads them. Content Credentials are signed with the
C2PA SDK's own Builder and a throwaway certificate authority made here with
``cryptography``: valid signatures from a signer nobody trusts, unless a
test names that authority as a trust anchor.
"""

from __future__ import annotations

import datetime as dt
import io
from dataclasses import dataclass
from pathlib import Path

import c2pa
import pyexiv2
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

KABUL_AIRPORT = (34.5659, 69.2124)  # Hamid Karzai International Airport


def write_metadata(
    source: Path,
    target: Path,
    exif: dict | None = None,
    iptc: dict | None = None,
    xmp: dict | None = None,
) -> Path:
    """Copy ``source`` to ``target`` with EXIF, IPTC and XMP written by exiv2."""
    with pyexiv2.ImageData(source.read_bytes()) as image:
        if exif:
            image.modify_exif(exif)
        if iptc:
            image.modify_iptc(iptc)
        if xmp:
            image.modify_xmp(xmp)
        target.write_bytes(image.get_bytes())
    return target


def gps_exif(latitude: float, longitude: float) -> dict:
    """EXIF GPS tags for a position, in degrees/minutes/seconds as cameras write them."""

    def dms(value: float) -> str:
        value = abs(value)
        degrees, minutes = int(value), int(value * 60 % 60)
        seconds = round((value * 3600) % 60 * 100)
        return f"{degrees}/1 {minutes}/1 {seconds}/100"

    return {
        "Exif.GPSInfo.GPSLatitudeRef": "N" if latitude >= 0 else "S",
        "Exif.GPSInfo.GPSLatitude": dms(latitude),
        "Exif.GPSInfo.GPSLongitudeRef": "E" if longitude >= 0 else "W",
        "Exif.GPSInfo.GPSLongitude": dms(longitude),
    }


def _name(common_name: str, organisation: str) -> x509.Name:
    return x509.Name(
        [
            x509.NameAttribute(NameOID.COMMON_NAME, common_name),
            x509.NameAttribute(NameOID.ORGANIZATION_NAME, organisation),
        ]
    )


def _usage(signing: bool) -> x509.KeyUsage:
    return x509.KeyUsage(
        digital_signature=signing,
        content_commitment=False,
        key_encipherment=False,
        data_encipherment=False,
        key_agreement=False,
        key_cert_sign=not signing,
        crl_sign=not signing,
        encipher_only=False,
        decipher_only=False,
    )


def _pem(certificate: x509.Certificate) -> bytes:
    return certificate.public_bytes(serialization.Encoding.PEM)


@dataclass(frozen=True)
class TestSigner:
    """A signer whose certificate chains to a root made for one test."""

    __test__ = False  # not a pytest test class

    root_pem: bytes
    chain_pem: bytes
    key_pem: bytes

    @classmethod
    def create(cls, signer: str = "Photo Desk", organisation: str = "Example Newsroom"):
        now = dt.datetime.now(dt.UTC)
        root_key = ec.generate_private_key(ec.SECP256R1())
        root_name = _name(f"{organisation} Test Root", organisation)
        root = (
            x509.CertificateBuilder()
            .subject_name(root_name)
            .issuer_name(root_name)
            .public_key(root_key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(now - dt.timedelta(days=1))
            .not_valid_after(now + dt.timedelta(days=30))
            .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
            .add_extension(_usage(signing=False), critical=True)
            .add_extension(
                x509.SubjectKeyIdentifier.from_public_key(root_key.public_key()), critical=False
            )
            .sign(root_key, hashes.SHA256())
        )
        key = ec.generate_private_key(ec.SECP256R1())
        leaf = (
            x509.CertificateBuilder()
            .subject_name(_name(signer, organisation))
            .issuer_name(root_name)
            .public_key(key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(now - dt.timedelta(days=1))
            .not_valid_after(now + dt.timedelta(days=30))
            .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
            .add_extension(_usage(signing=True), critical=True)
            .add_extension(
                x509.ExtendedKeyUsage([ExtendedKeyUsageOID.EMAIL_PROTECTION]), critical=False
            )
            .add_extension(
                x509.AuthorityKeyIdentifier.from_issuer_public_key(root_key.public_key()),
                critical=False,
            )
            .sign(root_key, hashes.SHA256())
        )
        key_pem = key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
        return cls(_pem(root), _pem(leaf) + _pem(root), key_pem)

    def sign(
        self,
        source: Path,
        target: Path,
        generator: str = "NewsCam",
        action: str = "c2pa.created",
        source_type: str = "http://cv.iptc.org/newscodes/digitalsourcetype/digitalCapture",
        ingredient: Path | None = None,
    ) -> Path:
        """Write ``source`` to ``target`` with a signed C2PA manifest (JPEG).

        With an ``ingredient`` the manifest says it opened that picture first,
        then did ``action``: the way an editor records an edit.
        """
        actions = [{"action": action, "digitalSourceType": source_type}]
        if ingredient is not None:
            actions.insert(
                0, {"action": "c2pa.opened", "parameters": {"ingredientIds": ["parent"]}}
            )
        manifest = {
            "claim_generator_info": [{"name": generator, "version": "1.0"}],
            "title": target.name,
            "assertions": [{"label": "c2pa.actions", "data": {"actions": actions}}],
        }
        info = c2pa.C2paSignerInfo(b"es256", self.chain_pem, self.key_pem, None)
        with c2pa.Signer.from_info(info) as signer, c2pa.Builder(manifest) as builder:
            if ingredient is not None:
                with ingredient.open("rb") as stream:
                    builder.add_ingredient(
                        {"title": ingredient.name, "relationship": "parentOf", "label": "parent"},
                        "image/jpeg",
                        stream,
                    )
            signed = io.BytesIO()
            with source.open("rb") as stream:
                builder.sign(signer, "image/jpeg", stream, signed)
        target.write_bytes(signed.getvalue())
        return target


def tamper(signed: Path, target: Path) -> Path:
    """A copy of a signed JPEG with a few bytes of picture data changed after signing."""
    data = bytearray(signed.read_bytes())
    data[-200] ^= 0xFF  # inside the entropy-coded pixels, before the end-of-image marker
    target.write_bytes(bytes(data))
    return target
