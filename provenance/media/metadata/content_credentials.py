"""C2PA Content Credentials, read and validated by the reference SDK (c2pa-python).

The validation state is the SDK's, in the C2PA specification's words:

- **Invalid**: the manifest does not match the file (the pixels were changed
  after signing) or its signature does not verify;
- **Valid**: intact and correctly signed, but the signer's certificate does
  not chain to a trust anchor we were given;
- **Trusted**: valid, and the signer chains to a trust anchor.

Trust anchors are a PEM bundle named by ``PROVENANCE_C2PA_TRUST_ANCHORS``
(for example the C2PA conformance trust list a newsroom downloads and
reviews). Without one nothing is "Trusted", which is the honest answer.

Reading never touches the network: remote manifests and OCSP are not fetched.
"""

from __future__ import annotations

import json
import os
from functools import lru_cache
from pathlib import Path
from typing import Any

from provenance.media.metadata.file_claim import FileClaim, claim, problem

MAX_LISTED = 50  # actions and ingredients kept per manifest
TRUST_ANCHORS_ENV = "PROVENANCE_C2PA_TRUST_ANCHORS"


@lru_cache(maxsize=4)
def _context(pid: int, anchors_path: str | None):
    """One SDK context per process (a forked worker must not share its parent's)."""
    import c2pa

    settings: dict[str, Any] = {"verify": {"remote_manifest_fetch": False, "ocsp_fetch": False}}
    if anchors_path:
        settings["trust"] = {"user_anchors": Path(anchors_path).read_text()}
    return c2pa.Context.from_dict(settings)


def c2pa_claims(path: Path) -> list[FileClaim]:
    """Claims from the file's active C2PA manifest; nothing when it has none."""
    import c2pa

    anchors = os.environ.get(TRUST_ANCHORS_ENV) or None
    try:
        context = _context(os.getpid(), anchors)
    except (OSError, c2pa.C2paError) as exc:
        return [problem("c2pa", f"trust anchors {anchors} unusable: {exc}")]
    try:
        reader = c2pa.Reader.try_create(str(path), context=context)
    except c2pa.C2paError.NotSupported:
        return []  # not a container C2PA knows
    except c2pa.C2paError as exc:
        if str(exc).startswith("Remote"):
            return []  # only a remote manifest, which we do not fetch: XMP names it
        return [problem("c2pa", f"C2PA manifest unreadable: {exc}")]
    if reader is None:
        return []
    with reader:
        try:
            store = json.loads(reader.json())
            state = reader.get_validation_state()
        except (c2pa.C2paError, ValueError) as exc:
            return [problem("c2pa", f"C2PA manifest unreadable: {exc}")]
    return manifest_claims(store, state)


def manifest_claims(store: dict, state: str | None) -> list[FileClaim]:
    """Claims from a manifest store as the SDK reports it (``Reader.json()``)."""
    label = store.get("active_manifest")
    manifest = store.get("manifests", {}).get(label) or {}
    failures = _failures(store)
    claims = [
        claim(
            "c2pa_state",
            state or ("Invalid" if failures else "Valid"),
            "c2pa",
            failures=[f["code"] for f in failures][:MAX_LISTED] or None,
            explanations=[f.get("explanation", "") for f in failures][:MAX_LISTED] or None,
            manifest=label,
        )
    ]
    signature = manifest.get("signature_info") or {}
    signer = signature.get("common_name") or signature.get("issuer")
    if signer:
        issuer = signature.get("issuer")
        shown = f"{signer} ({issuer})" if issuer and issuer != signer else signer
        claims.append(
            claim(
                "c2pa_signer",
                shown,
                "c2pa",
                common_name=signature.get("common_name"),
                issuer=issuer,
                alg=signature.get("alg"),
                cert_serial=signature.get("cert_serial_number"),
            )
        )
    if signature.get("time"):
        claims.append(claim("c2pa_signed_at", str(signature["time"]), "c2pa"))
    generator = _generator(manifest)
    if generator:
        claims.append(claim("c2pa_generator", generator, "c2pa"))
    claims += _actions(manifest)
    claims += _ingredients(manifest)
    return claims


def _failures(report: dict) -> list[dict]:
    """Failed checks of a manifest store, or of an ingredient (same shape in the SDK's JSON)."""
    results = (report.get("validation_results") or {}).get("activeManifest") or {}
    if "failure" in results:
        return list(results["failure"])
    return list(report.get("validation_status") or [])


def _generator(manifest: dict) -> str | None:
    info = manifest.get("claim_generator_info")
    if isinstance(info, list) and info and isinstance(info[0], dict):
        name, version = info[0].get("name"), info[0].get("version")
        if name:
            return f"{name} {version}" if version else str(name)
    generator = manifest.get("claim_generator")
    return str(generator) if generator else None


def _actions(manifest: dict) -> list[FileClaim]:
    claims, source_types = [], []
    for assertion in manifest.get("assertions", []):
        if not str(assertion.get("label", "")).startswith("c2pa.actions"):
            continue
        for action in (assertion.get("data") or {}).get("actions", [])[:MAX_LISTED]:
            agent = action.get("softwareAgent")
            if isinstance(agent, dict):
                agent = agent.get("name")
            source = action.get("digitalSourceType")
            claims.append(
                claim(
                    "c2pa_action",
                    str(action.get("action", "?")),
                    "c2pa",
                    software_agent=agent,
                    when=action.get("when"),
                    source_type=source,
                )
            )
            if source and source not in source_types:
                source_types.append(source)
    for source in source_types:
        code = str(source).rstrip("/").rsplit("/", 1)[-1]
        claims.append(claim("c2pa_source_type", code, "c2pa", uri=source))
    return claims


def _ingredients(manifest: dict) -> list[FileClaim]:
    claims = []
    for ingredient in manifest.get("ingredients", [])[:MAX_LISTED]:
        claims.append(
            claim(
                "c2pa_ingredient",
                str(ingredient.get("title") or ingredient.get("instance_id") or "untitled"),
                "c2pa",
                relationship=ingredient.get("relationship"),
                format=ingredient.get("format"),
                instance_id=ingredient.get("instance_id"),
                manifest=ingredient.get("active_manifest"),
                failures=[f.get("code") for f in _failures(ingredient)][:MAX_LISTED] or None,
            )
        )
    return claims
