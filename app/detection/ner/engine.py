"""One loaded bundle: tokenizer + onnxruntime session + window inference.

An engine is expensive (hundreds of ms, tens of MB) and immutable once
loaded, so ``get_engine`` keeps one per bundle folder for the whole process.
Per-call settings (threshold, overlap) are arguments, never engine state, so
several detectors with different settings can share one engine.
"""

from __future__ import annotations

import hashlib
import os
import re
import threading
import time
import unicodedata
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from app.detection.ner.bundle import BundleConfig, BundleError, read_config
from app.detection.ner.decode import Candidate, decode_window, softmax
from app.detection.ner.resolve import Resolved, resolve
from app.detection.ner.windows import SpecialLayout, Window, plan_windows, special_layout

_SURROGATES = re.compile("[\ud800-\udfff]")
_DTYPES = {"tensor(int64)": np.int64, "tensor(int32)": np.int32}
_KNOWN_INPUTS = ("input_ids", "attention_mask", "token_type_ids")


_SPINNING = False
_THREADS: int | None = None  # None: every core this process may use


def set_threads(n: int | None) -> None:
    """Intra-op threads of engines loaded after the call. A pool of N worker
    processes gives each its share of the cores: two workers of two threads
    on two cores measured slower than two of one (threads fight for cores)."""
    global _THREADS
    _THREADS = max(1, int(n)) if n else None


def set_spinning(on: bool) -> None:
    """Let onnxruntime's threads busy-wait between parallel sections.

    Headless commands (``detect``, ``anonymize``) have the CPU to themselves:
    spinning measured 111–114 vs 130–153 ms per 3,000-character page on
    2 cores (default model, runs interleaved). The GUI keeps it off: spinning
    threads would take the CPU the window and OCR processes need. Engines
    loaded before the call keep their setting (the cache is keyed on it).
    """
    global _SPINNING
    _SPINNING = bool(on)


class NerRuntimeError(Exception):
    """Inference failed on a page; ``str()`` is French and value-free."""


def cpu_cores() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


@dataclass
class PageResult:
    spans: list[Resolved]
    n_tokens: int
    windows: list[Window]
    long_entities: int


class NerEngine:
    def __init__(self, folder: Path, threads: int | None = None):
        t0 = time.perf_counter()
        folder = Path(folder)
        if not folder.is_dir():
            raise BundleError(f"Modèle « {folder.name} » introuvable : dossier absent.")
        self.folder = folder
        self.config: BundleConfig = read_config(folder)
        self.tokenizer = self._load_tokenizer(folder)
        self.layout: SpecialLayout = special_layout(self.tokenizer)
        self.content_len = self.config.max_length - self.layout.count
        if self.content_len <= self.config.window_overlap or self.content_len < 2:
            raise BundleError(
                f"Modèle « {folder.name} » inutilisable : max_length trop petit pour les jetons spéciaux "
                "et le chevauchement."
            )
        self.pad_id = self._pad_id()
        self.threads = threads or _THREADS or cpu_cores()
        self.spinning = _SPINNING
        self.session = self._load_session(folder)
        self._inputs = self._check_inputs()
        self._probe()
        self.batch_independent = self._check_batching()
        self.load_seconds = time.perf_counter() - t0
        self._sha256: str | None = None
        self._lock = threading.Lock()
        # Hash in the background: a large model.onnx would double load time.
        self._sha_thread = threading.Thread(target=self._hash_model, name="ner-sha256", daemon=True)
        self._sha_thread.start()

    # -- loading -------------------------------------------------------
    def _load_tokenizer(self, folder: Path):
        from tokenizers import Tokenizer

        path = folder / "tokenizer.json"
        if not path.is_file():
            raise BundleError(f"Modèle « {folder.name} » inutilisable : fichier tokenizer.json absent.")
        try:
            tok = Tokenizer.from_file(str(path))
        except Exception:
            raise BundleError(f"Modèle « {folder.name} » inutilisable : tokenizer.json illisible.") from None
        # The engine slices windows itself; a configured truncation has been
        # seen dropping the input's tail, and padding would shift nothing useful.
        tok.no_truncation()
        tok.no_padding()
        return tok

    def _pad_id(self) -> int:
        pad = self.tokenizer.padding
        if pad and "pad_id" in pad:
            return int(pad["pad_id"])
        for name in ("<pad>", "[PAD]"):
            i = self.tokenizer.token_to_id(name)
            if i is not None:
                return int(i)
        return 0

    def _load_session(self, folder: Path):
        import onnxruntime as ort

        path = folder / "model.onnx"
        if not path.is_file():
            raise BundleError(f"Modèle « {folder.name} » inutilisable : fichier model.onnx absent.")
        opts = ort.SessionOptions()
        opts.intra_op_num_threads = self.threads
        opts.inter_op_num_threads = 1
        opts.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        opts.log_severity_level = 3
        # No busy-waiting between runs unless headless (see set_spinning): on
        # 2 cores shared with the GUI (and OCR processes) spinning threads
        # steal the CPU others need. Measured on the int8 proxy under load:
        # 300 vs 470 ms CPU per page.
        opts.add_session_config_entry("session.intra_op.allow_spinning", "1" if self.spinning else "0")
        try:
            return ort.InferenceSession(str(path), sess_options=opts, providers=["CPUExecutionProvider"])
        except Exception:
            raise BundleError(
                f"Modèle « {folder.name} » inutilisable : model.onnx illisible ou incompatible avec onnxruntime."
            ) from None

    def _check_inputs(self) -> dict[str, type]:
        found = {}
        for inp in self.session.get_inputs():
            if inp.name not in _KNOWN_INPUTS:
                raise BundleError(
                    f"Modèle « {self.folder.name} » inutilisable : entrée « {inp.name} » non prise en charge."
                )
            if inp.type not in _DTYPES:
                raise BundleError(
                    f"Modèle « {self.folder.name} » inutilisable : type d'entrée « {inp.type} » non pris en charge."
                )
            found[inp.name] = _DTYPES[inp.type]
        if "input_ids" not in found:
            raise BundleError(f"Modèle « {self.folder.name} » inutilisable : entrée input_ids absente.")
        return found

    def _probe(self) -> None:
        """Run one tiny window now, so an incompatible bundle fails at load."""
        ids = self.tokenizer.encode("a", add_special_tokens=False).ids[:1] or [self.pad_id]
        try:
            logits = self._run([ids])
        except Exception:
            raise BundleError(
                f"Modèle « {self.folder.name} » inutilisable : échec de l'inférence d'essai."
            ) from None
        n_seq = self.layout.count + len(ids)
        if logits.ndim != 3 or logits.shape[0] != 1 or logits.shape[1] != n_seq:
            raise BundleError(f"Modèle « {self.folder.name} » inutilisable : forme de sortie inattendue.")
        if logits.shape[2] != len(self.config.labels):
            raise BundleError(
                f"Modèle « {self.folder.name} » inutilisable : le modèle produit {logits.shape[2]} scores "
                f"par jeton mais config.json déclare {len(self.config.labels)} libellés."
            )

    def _check_batching(self) -> bool:
        """Does a window's output depend on the other windows of its batch?

        Dynamically quantized models (int8 MatMul with activation scales
        computed over the whole batch tensor) do: measured up to 0.04 of
        probability on the default architecture. Such a model then runs one
        window at a time, so a span's confidence is the model's probability
        for its own window — as its calibration was measured — and not a
        function of unrelated text on the page.
        """
        a = self.tokenizer.encode(
            "Le patient Jean Dupont, 12 rue des Lilas à Paris, est suivi pour une douleur thoracique.",
            add_special_tokens=False,
        ).ids
        other = self.tokenizer.encode(
            "Compte rendu opératoire du 3 mars : cholécystectomie sous cœlioscopie, suites simples, sortie à J2.",
            add_special_tokens=False,
        ).ids
        if len(a) < 2 or not other:
            return True
        b = (other * (len(a) // len(other) + 1))[: len(a)]  # same length: no padding involved
        try:
            la, lb, both = self._run([a]), self._run([b]), self._run([a, b])
        except Exception:
            raise BundleError(
                f"Modèle « {self.folder.name} » inutilisable : échec de l'inférence d'essai."
            ) from None
        diff = max(float(np.abs(both[0] - la[0]).max()), float(np.abs(both[1] - lb[0]).max()))
        return diff <= 1e-4

    def _hash_model(self) -> None:
        h = hashlib.sha256()
        try:
            with open(self.folder / "model.onnx", "rb") as f:
                for chunk in iter(lambda: f.read(1 << 20), b""):
                    h.update(chunk)
        except OSError:
            return
        self._sha256 = h.hexdigest()

    @property
    def model_sha256_if_ready(self) -> str | None:
        return None if self._sha_thread.is_alive() else self._sha256

    @property
    def model_sha256(self) -> str | None:
        """sha256 of the loaded model.onnx (None if the file became unreadable)."""
        self._sha_thread.join()
        return self._sha256

    # -- inference -----------------------------------------------------
    def _run(self, contents: list[list[int]]) -> np.ndarray:
        """Logits ``[batch, seq, labels]`` for windows of content ids."""
        lay = self.layout
        seqs = [list(lay.prefix) + list(c) + list(lay.suffix) for c in contents]
        width = max(len(s) for s in seqs)
        ids = np.full((len(seqs), width), self.pad_id, dtype=np.int64)
        mask = np.zeros((len(seqs), width), dtype=np.int64)
        types = np.zeros((len(seqs), width), dtype=np.int64)
        for i, s in enumerate(seqs):
            ids[i, : len(s)] = s
            mask[i, : len(s)] = 1
            n_c = len(s) - lay.count
            types[i, : len(lay.prefix)] = lay.prefix_types
            types[i, len(lay.prefix) + n_c : len(s)] = lay.suffix_types
        feed = {}
        for name, dtype in self._inputs.items():
            arr = {"input_ids": ids, "attention_mask": mask, "token_type_ids": types}[name]
            feed[name] = arr.astype(dtype, copy=False)
        out = self.session.run(None, feed)[0]
        return np.asarray(out)

    def _check_coverage(self, text: str, offsets: list[tuple[int, int]]) -> None:
        """Every visible character must be inside some token: the guard
        against a tokenizer silently dropping part of the page."""
        n = len(text)
        if n == 0:
            return
        delta = np.zeros(n + 1, dtype=np.int32)
        for s, e in offsets:
            if e > s:
                delta[s] += 1
                delta[e] -= 1
        covered = np.cumsum(delta[:-1]) > 0
        for i in np.flatnonzero(~covered):
            c = text[i]
            if c.isspace() or unicodedata.category(c)[0] in "MCZ":
                continue  # blanks, combining marks, controls: may be normalized away
            raise NerRuntimeError(
                "Détection par modèle interrompue : le tokeniseur n'a pas lu tout le texte de la page."
            )

    def predict(self, text: str, entity_threshold: float, window_overlap: int, batch_size: int = 8) -> PageResult:
        # A broken PDF can yield lone surrogates, which tokenizers rejects:
        # replace each by U+FFFD (one character for one, offsets unchanged).
        clean = _SURROGATES.sub("\ufffd", text)
        with self._lock:
            enc = self.tokenizer.encode(clean, add_special_tokens=False)
        ids = enc.ids
        offsets = enc.offsets
        self._check_coverage(text, offsets)
        cfg = self.config
        if not self.batch_independent:
            batch_size = 1
        windows = plan_windows(len(ids), self.content_len, window_overlap, align_last=batch_size > 1)
        cands: list[Candidate] = []
        for b0 in range(0, len(windows), batch_size):
            batch = windows[b0 : b0 + batch_size]
            logits = self._run([ids[w.start : w.end] for w in batch])
            if logits.ndim != 3 or logits.shape[2] != len(cfg.labels):
                raise NerRuntimeError("Détection par modèle interrompue : sortie du modèle inattendue.")
            p0 = len(self.layout.prefix)
            for k, w in enumerate(batch):
                n_c = w.end - w.start
                probs = softmax(logits[k, p0 : p0 + n_c, :])
                if not np.all(np.isfinite(probs)):
                    raise NerRuntimeError("Détection par modèle interrompue : scores non numériques.")
                cands.extend(
                    decode_window(
                        text, probs, offsets[w.start : w.end], cfg.labels, cfg.o_index,
                        entity_threshold, cfg.span_confidence, b0 + k, w.left_cut, w.right_cut,
                        kinds=cfg.label_map,  # resolve on Caviard kinds: two types mapped to one kind are one
                    )
                )
        long_entities = sum(1 for c in cands if c.left_edge and c.right_edge)
        return PageResult(resolve(cands, text), len(ids), windows, long_entities)


_ENGINES: dict[tuple[str, bool], tuple[tuple, NerEngine]] = {}
_ENGINES_LOCK = threading.Lock()


def _signature(folder: Path) -> tuple:
    """Size and mtime of the bundle files: a bundle replaced in place (IT
    updating the model) is reloaded instead of served stale."""
    sig = []
    for name in ("model.onnx", "tokenizer.json", "config.json"):
        try:
            st = (folder / name).stat()
            sig.append((st.st_size, st.st_mtime_ns))
        except OSError:
            sig.append(None)
    return tuple(sig)


def get_engine(folder: Path | str) -> NerEngine:
    """The process-wide engine for this bundle folder (loaded once)."""
    folder = Path(folder)
    key = (str(folder.resolve()), _SPINNING, _THREADS)
    sig = _signature(folder)
    with _ENGINES_LOCK:
        hit = _ENGINES.get(key)
        if hit is not None and hit[0] == sig:
            return hit[1]
        _ENGINES.pop(key, None)
        eng = NerEngine(folder)
        _ENGINES[key] = (sig, eng)
        return eng


def clear_engine_cache() -> None:
    with _ENGINES_LOCK:
        _ENGINES.clear()
