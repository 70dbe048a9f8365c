"""The NER engine as a Caviard detector, plus its run status.

Confidence is the model's own probability for the span (minimum or mean of
its tokens' probabilities, per the bundle's ``span_confidence``), mapped by
the bundle's calibration when it has one (``calibrated=True``, shown
« calibrée »; otherwise « brute »). ``minimum_confidence`` is a pure filter
applied last, so raising it can only remove spans.

A failure never looks like a clean page: it is recorded in ``status`` (the
report says the model did not run on those pages) and the rules go on.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass, field
from pathlib import Path

from app.detection.ner.bundle import BundleError, check_overlap, check_probability
from app.detection.ner.engine import NerEngine, NerRuntimeError, get_engine
from app.detection.spans import Span

log = logging.getLogger(__name__)

DEFAULT_BUNDLE = ("models", "caviard-ner-fr")
UNAVAILABLE = "Détection par modèle indisponible"
NOTE_JOINED = "raccordé entre fenêtres du modèle"
NOTE_LONG = "entité plus longue qu'une fenêtre du modèle"


@dataclass(frozen=True)
class ModelStatus:
    """What the report and the CLI say about the model for one analysis."""

    available: bool
    model_id: str | None = None
    sha256: str | None = None
    calibrated: bool | None = None
    error: str | None = None
    pages_done: int = 0
    pages_failed: tuple[int, ...] = field(default=())
    long_entities: int = 0
    load_seconds: float | None = None

    @property
    def ran(self) -> bool:
        """True only if the model ran on every page it was given (≥ 1)."""
        return self.available and self.pages_done > 0 and not self.pages_failed

    def message_fr(self) -> str:
        if not self.available:
            return f"{UNAVAILABLE} : {self.error or 'raison inconnue'} L'analyse utilise les règles seules."
        kind = "calibrée" if self.calibrated else "brute"
        msg = f"Détection par modèle : {self.model_id} (confiance {kind})"
        if self.pages_failed:
            pages = ", ".join(str(p + 1) for p in self.pages_failed)
            msg += f" ; NON exécutée sur les pages {pages} : {self.error}"
        elif self.pages_done == 0:
            msg += " ; pas encore exécutée"
        return msg + "."

    def to_json(self) -> dict:
        return {
            "available": self.available,
            "ran": self.ran,
            "model_id": self.model_id,
            "sha256": self.sha256,
            "calibrated": self.calibrated,
            "error": self.error,
            "pages_done": self.pages_done,
            "pages_failed": list(self.pages_failed),
            "long_entities": self.long_entities,
            "message": self.message_fr(),
        }


class NerDetector:
    """Token-classification model over overlapping windows of each page."""

    name = "model"

    def __init__(
        self,
        bundle_dir: Path | str,
        minimum_confidence: float = 0.0,
        entity_threshold: float | None = None,
        window_overlap: int | None = None,
        batch_size: int = 8,
    ):
        self.minimum_confidence = check_probability(minimum_confidence, "minimum_confidence")
        if entity_threshold is not None:
            entity_threshold = check_probability(entity_threshold, "entity_threshold", allow_zero=False)
        if isinstance(batch_size, bool) or not isinstance(batch_size, int) or batch_size < 1:
            raise ValueError("batch_size doit être un entier ≥ 1")
        self.engine: NerEngine = get_engine(bundle_dir)
        cfg = self.engine.config
        self.entity_threshold = cfg.entity_threshold if entity_threshold is None else entity_threshold
        overlap = cfg.window_overlap if window_overlap is None else window_overlap
        self.window_overlap = check_overlap(overlap, cfg.max_length, self.engine.layout.count)
        self.batch_size = batch_size
        self._lock = threading.Lock()
        self.reset_status()

    @property
    def calibrated(self) -> bool:
        return self.engine.config.calibration is not None

    @property
    def model_id(self) -> str:
        return self.engine.config.model_id

    def reset_status(self) -> None:
        """Start counting pages afresh (call at the start of a document)."""
        with self._lock:
            self._done = 0
            self._failed: list[int] = []
            self._long = 0
            self._error: str | None = None

    @property
    def status(self) -> ModelStatus:
        return self.snapshot(wait_for_hash=True)

    def snapshot(self, wait_for_hash: bool = True) -> ModelStatus:
        """Current status; the sha256 of model.onnx is computed in the
        background at load (it can take a second), ``wait_for_hash=False``
        leaves it None if not finished yet."""
        sha = self.engine.model_sha256 if wait_for_hash else self.engine.model_sha256_if_ready
        with self._lock:
            return ModelStatus(
                available=True,
                model_id=self.model_id,
                sha256=sha,
                calibrated=self.calibrated,
                error=self._error,
                pages_done=self._done,
                pages_failed=tuple(sorted(self._failed)),
                long_entities=self._long,
                load_seconds=self.engine.load_seconds,
            )

    def detect_page(self, page: int, text: str) -> list[Span]:
        try:
            result = self.engine.predict(text, self.entity_threshold, self.window_overlap, self.batch_size)
        except NerRuntimeError as e:
            return self._failed_page(page, str(e))
        except Exception as e:  # onnxruntime raises its own types; never crash the analysis
            log.warning("inférence du modèle en échec (%s)", type(e).__name__)
            return self._failed_page(page, "Détection par modèle interrompue : erreur d'inférence.")
        cal = self.engine.config.calibration
        spans: list[Span] = []
        for r in result.spans:
            conf = cal.apply(r.confidence) if cal is not None else r.confidence
            if conf < self.minimum_confidence:
                continue
            note = NOTE_LONG if r.long_entity else (NOTE_JOINED if r.joined else "")
            spans.append(
                Span(page, r.start, r.end, text[r.start : r.end], r.etype, self.name,
                     conf, note=note, calibrated=cal is not None)
            )
        with self._lock:
            self._done += 1
            self._long += result.long_entities
        return spans

    def _failed_page(self, page: int, message: str) -> list[Span]:
        with self._lock:
            self._failed.append(page)
            self._error = message
        return []


_last_status: ModelStatus | None = None
_last_detector: NerDetector | None = None


def load_detector(bundle_dir: Path | str, **kwargs) -> tuple[NerDetector | None, ModelStatus]:
    """Load a bundle; on any failure return ``None`` and a French reason.

    The result is remembered as the process's current model, which
    ``model_status()`` (report, CLI) describes.
    """
    global _last_status, _last_detector
    try:
        det = NerDetector(bundle_dir, **kwargs)
    except (BundleError, ValueError) as e:
        det, status = None, ModelStatus(False, error=str(e))
    except Exception as e:  # never let a broken bundle stop the app
        log.warning("chargement du modèle en échec (%s)", type(e).__name__)
        name = Path(bundle_dir).name
        det, status = None, ModelStatus(False, error=f"Modèle « {name} » inutilisable : erreur au chargement.")
    else:
        status = det.snapshot(wait_for_hash=False)
    _last_status, _last_detector = status, det
    return det, status


def default_bundle_dir() -> Path:
    from app.resources import resource_path

    return resource_path(*DEFAULT_BUNDLE)


def load_default_detector(**kwargs) -> tuple[NerDetector | None, ModelStatus]:
    """The shipped bundle ``models/caviard-ner-fr`` (PyInstaller-aware)."""
    return load_detector(default_bundle_dir(), **kwargs)


def last_status() -> ModelStatus | None:
    """Status of the last loaded detector (default or user bundle; pages run
    so far included), or of the last load failure; None if never requested."""
    if _last_detector is not None:
        return _last_detector.status
    return _last_status


last_default_status = last_status  # name used by analyze.py's comment and older callers


def model_status(detectors=None) -> dict | None:
    """JSON-ready model status for the CLI/report: the ``model`` detector in
    ``detectors`` if given and present, else the last loaded one."""
    for d in detectors or ():
        if isinstance(d, NerDetector):
            return d.status.to_json()
    st = last_status()
    return None if st is None else st.to_json()
