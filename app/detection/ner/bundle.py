"""Read and validate a ``caviard-ner/1`` bundle folder (docs/NER_BUNDLE.md).

Validation happens once, at load, so that a bad bundle fails with one clear
French message instead of producing silently wrong spans later. Messages
name the bundle folder by its last component only: a full path may contain
a user name.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path

from app.detection.spans import LABELS

FORMAT = "caviard-ner/1"
SPAN_CONFIDENCE_MODES = ("min", "mean")


class BundleError(Exception):
    """A bundle cannot be used; ``str()`` is a French message for the user."""


@dataclass(frozen=True)
class Calibration:
    """Clipped linear interpolation from raw span confidence to calibrated."""

    xs: tuple[float, ...]
    ys: tuple[float, ...]

    def apply(self, value: float) -> float:
        import numpy as np

        out = float(np.interp(value, self.xs, self.ys))
        return min(1.0, max(0.0, out))


@dataclass(frozen=True)
class BundleConfig:
    model_id: str
    labels: tuple[str, ...]
    label_map: dict[str, str]
    max_length: int
    window_overlap: int
    entity_threshold: float
    span_confidence: str
    calibration: Calibration | None
    provenance: dict

    @property
    def o_index(self) -> int:
        return self.labels.index("O")


def _fail(folder: Path, why: str) -> BundleError:
    return BundleError(f"Modèle « {folder.name} » inutilisable : {why}.")


def check_probability(value, name: str, *, allow_zero: bool = True) -> float:
    """Validate a probability-like argument; French ValueError otherwise."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"{name} doit être un nombre entre 0 et 1")
    v = float(value)
    if math.isnan(v) or v < 0.0 or v > 1.0 or (v == 0.0 and not allow_zero):
        bound = "[0, 1]" if allow_zero else "]0, 1]"
        raise ValueError(f"{name} doit être dans {bound}")
    return v


def check_overlap(value, max_length: int, n_special: int) -> int:
    """The overlap must leave every window at least one new token."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError("window_overlap doit être un entier")
    content = max_length - n_special
    if value < 0 or value >= content:
        raise ValueError(f"window_overlap doit être dans [0, {content - 1}] pour ce modèle")
    return value


def _parse_calibration(raw, folder: Path) -> Calibration | None:
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise _fail(folder, "« calibration » doit être un objet {xs, ys} ou null")
    xs, ys = raw.get("xs"), raw.get("ys")
    # One point is legal (a pooled isotonic fit can collapse to one block): a constant map.
    if not isinstance(xs, list) or not isinstance(ys, list) or len(xs) != len(ys) or not xs:
        raise _fail(folder, "calibration : xs et ys doivent être deux listes non vides de même longueur")
    try:
        fx = tuple(float(x) for x in xs)
        fy = tuple(float(y) for y in ys)
    except (TypeError, ValueError):
        raise _fail(folder, "calibration : valeurs non numériques") from None
    if any(math.isnan(v) for v in fx + fy):
        raise _fail(folder, "calibration : valeurs non numériques")
    if any(b <= a for a, b in zip(fx, fx[1:])):
        raise _fail(folder, "calibration : xs doit être strictement croissant")
    if any(y < 0.0 or y > 1.0 for y in fy):
        raise _fail(folder, "calibration : ys doit être dans [0, 1]")
    if any(b < a for a, b in zip(fy, fy[1:])):
        # A decreasing map would rank a surer span below a less sure one.
        raise _fail(folder, "calibration : ys doit être croissant")
    return Calibration(fx, fy)


def read_config(folder: Path) -> BundleConfig:
    """Parse ``config.json``; raise BundleError on anything unusable."""
    path = folder / "config.json"
    if not path.is_file():
        raise _fail(folder, "fichier config.json absent")
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        raise _fail(folder, "config.json illisible ou mal formé") from None
    if not isinstance(raw, dict):
        raise _fail(folder, "config.json doit contenir un objet")
    fmt = raw.get("format", FORMAT)
    if fmt != FORMAT:
        raise _fail(folder, f"format « {fmt} » non pris en charge (attendu {FORMAT})")

    labels = raw.get("labels")
    if not isinstance(labels, list) or not labels or not all(isinstance(x, str) for x in labels):
        raise _fail(folder, "« labels » doit être une liste de libellés BIO")
    if "O" not in labels:
        raise _fail(folder, "le libellé « O » manque dans « labels »")
    if len(set(labels)) != len(labels):
        raise _fail(folder, "libellés en double dans « labels »")
    for lab in labels:
        if lab != "O" and not (lab[:2] in ("B-", "I-") and len(lab) > 2):
            raise _fail(folder, f"libellé « {lab} » hors schéma BIO")

    label_map = raw.get("label_map")
    if not isinstance(label_map, dict) or not label_map:
        raise _fail(folder, "« label_map » doit associer les types du modèle aux catégories Caviard")
    for kind in label_map.values():
        if kind not in LABELS:
            raise _fail(folder, f"catégorie « {kind} » inconnue de Caviard")
    types = {lab[2:] for lab in labels if lab != "O"}
    if not types & set(label_map):
        raise _fail(folder, "aucun type du modèle n'est associé à une catégorie Caviard")

    max_length = raw.get("max_length")
    if isinstance(max_length, bool) or not isinstance(max_length, int) or max_length < 8:
        raise _fail(folder, "« max_length » doit être un entier ≥ 8")
    overlap = raw.get("window_overlap", 0)
    if isinstance(overlap, bool) or not isinstance(overlap, int) or overlap < 0 or overlap >= max_length // 2:
        raise _fail(folder, "« window_overlap » doit être un entier dans [0, max_length/2[")

    try:
        threshold = check_probability(raw.get("entity_threshold", 0.5), "entity_threshold", allow_zero=False)
    except ValueError as e:
        raise _fail(folder, str(e)) from None
    mode = raw.get("span_confidence", "min")
    if mode not in SPAN_CONFIDENCE_MODES:
        raise _fail(folder, "« span_confidence » doit valoir « min » ou « mean »")

    calibration = _parse_calibration(raw.get("calibration"), folder)
    model_id = raw.get("model_id")
    if not isinstance(model_id, str) or not model_id.strip():
        model_id = folder.name
    provenance = raw.get("provenance") if isinstance(raw.get("provenance"), dict) else {}
    return BundleConfig(
        model_id=model_id,
        labels=tuple(labels),
        label_map={str(k): str(v) for k, v in label_map.items()},
        max_length=max_length,
        window_overlap=overlap,
        entity_threshold=threshold,
        span_confidence=mode,
        calibration=calibration,
        provenance=provenance,
    )
