"""ONNX token-classification engine (docs/NER_BUNDLE.md).

Public surface: ``NerDetector`` (the detector, ``name = "model"``),
``load_detector``/``load_default_detector`` (never raise: ``None`` plus a
French reason), ``ModelStatus`` for the report and CLI, ``BundleError``.
"""

from app.detection.ner.bundle import BundleError
from app.detection.ner.detector import (
    ModelStatus,
    NerDetector,
    default_bundle_dir,
    last_default_status,
    last_status,
    load_default_detector,
    load_detector,
    model_status,
)

__all__ = [
    "BundleError",
    "ModelStatus",
    "NerDetector",
    "default_bundle_dir",
    "last_default_status",
    "last_status",
    "load_default_detector",
    "load_detector",
    "model_status",
]
