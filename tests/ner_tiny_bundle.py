"""Build a tiny, fully deterministic NER bundle at test time (a few KB).

The "model" is an embedding lookup: each vocabulary entry has a fixed row
of logits = log(probabilities) chosen below, so the probability the engine
must report for a token is known exactly (``PROBS``). The tokenizer is a
real ``tokenizers`` WordPiece with a post-processor adding the special
tokens, so sub-words, offsets, accents and emoji go through the real code.
All names are fictional.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

LABELS = ["O", "B-PER", "I-PER", "B-LOC", "I-LOC", "B-MISC", "I-MISC"]
LABEL_MAP = {"PER": "NOM", "LOC": "VILLE"}  # MISC deliberately unmapped

# token -> {label: probability}; the rest of the mass is spread evenly.
PROBS: dict[str, dict[str, float]] = {
    "Hélène": {"B-PER": 0.95},
    "Jean": {"B-PER": 0.60, "O": 0.30},
    "Dupont": {"I-PER": 0.97},
    "Martin": {"I-PER": 0.90},
    "Zoé": {"O": 0.55, "B-PER": 0.40},
    "Apollo": {"B-PER": 0.52, "O": 0.40},
    "Paris": {"B-LOC": 0.93},
    "Lyon": {"B-LOC": 0.75},
    "Xavier": {"B-MISC": 0.90},
    "##and": {"I-PER": 0.85},
    "Kévin": {"B-PER": 0.88},
}
FILLER = (
    "le patient est suivi pour une douleur thoracique depuis trois jours examen clinique normal "
    "traitement par paracétamol et repos au service de la cardiologie il sort ce jour avec un "
    "rendez-vous dans un mois né à"
).split()
SUBWORDS = ["Dur", "rendez", "-", "vous"]
PUNCT = [".", ",", ":", ";", "(", ")", "!", "?"]
DEFAULT_P = {"O": 0.98}

# SentencePiece-style pieces (Metaspace "▁" marks a word start), as in the
# default bundle's XLM-R-derived tokenizer. "Lefèvre" = "▁Lef" (O) + "èvre"
# (B-PER): only the second sub-word is tagged, snapping must hide the word.
SP_PROBS: dict[str, dict[str, float]] = {
    "▁Hélène": {"B-PER": 0.95},
    "▁Du": {"I-PER": 0.97},
    "pont": {"I-PER": 0.97},
    "▁Paris": {"B-LOC": 0.93},
    "▁Lef": {"O": 0.90},
    "èvre": {"B-PER": 0.80},
}
SP_WORDS = ["▁le", "▁patient", "▁vit", "▁à", "▁Mme", "▁fin", "▁de"]
SP_CHARS = sorted(set(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,;:!?()-'/"
    "àâäçéèêëîïôöùûüÿœæÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸŒÆ▁"
))


def _row(spec: dict[str, float]) -> np.ndarray:
    rest = (1.0 - sum(spec.values())) / (len(LABELS) - len(spec))
    p = np.array([spec.get(lab, rest) for lab in LABELS], dtype=np.float64)
    return np.log(p)


def vocab(specials: str = "bert") -> dict[str, int]:
    """``bert``: [CLS]/[SEP] WordPiece; ``roberta``: <s>/</s> WordPiece;
    ``sentencepiece``: <s>/</s> Unigram with Metaspace and NFKC."""
    sp = ["[PAD]", "[UNK]", "[CLS]", "[SEP]"] if specials == "bert" else ["<pad>", "<unk>", "<s>", "</s>"]
    if specials == "sentencepiece":
        words = sp + list(SP_PROBS) + SP_WORDS + SP_CHARS
    else:
        words = sp + list(PROBS) + FILLER + SUBWORDS + PUNCT
    return {w: i for i, w in enumerate(dict.fromkeys(words))}


def token_prob(token: str, label: str) -> float:
    """The exact probability the tiny model gives ``label`` for ``token``."""
    spec = PROBS.get(token, DEFAULT_P)
    if label in spec:
        return spec[label]
    return (1.0 - sum(spec.values())) / (len(LABELS) - len(spec))


def write_tokenizer(path: Path, specials: str = "bert", truncation: int | None = None) -> None:
    from tokenizers import Tokenizer, models, pre_tokenizers, processors

    from tokenizers import normalizers

    v = vocab(specials)
    unk, cls, sep = ("[UNK]", "[CLS]", "[SEP]") if specials == "bert" else ("<unk>", "<s>", "</s>")
    if specials == "sentencepiece":
        pieces = [(p, 0.0 if i < 4 else (-1.0 if len(p) > 1 else -8.0)) for p, i in v.items()]
        tok = Tokenizer(models.Unigram(pieces, unk_id=v[unk], byte_fallback=False))
        tok.normalizer = normalizers.NFKC()
        tok.pre_tokenizer = pre_tokenizers.Metaspace(replacement="▁", prepend_scheme="always", split=True)
    else:
        tok = Tokenizer(
            models.WordPiece(v, unk_token=unk, continuing_subword_prefix="##", max_input_chars_per_word=100)
        )
        tok.pre_tokenizer = pre_tokenizers.Whitespace()
    tok.post_processor = processors.TemplateProcessing(
        single=f"{cls} $A {sep}", pair=f"{cls} $A {sep} $B:1 {sep}:1",
        special_tokens=[(cls, v[cls]), (sep, v[sep])],
    )
    tok.add_special_tokens([unk, cls, sep])
    if truncation:
        tok.enable_truncation(truncation)  # the engine must ignore this
    tok.save(str(path))


def write_model(
    path: Path, specials: str = "bert", token_types: bool = False, n_labels: int | None = None,
    batch_coupled: bool = False,
) -> None:
    """``batch_coupled``: the O logit is shifted by the mean token id of the
    whole batch, so a window's output depends on its batch-mates (as with
    dynamic int8 quantization, whose activation scale spans the batch)."""
    import onnx
    from onnx import TensorProto, helper, numpy_helper

    v = vocab(specials)
    table = np.tile(_row(DEFAULT_P), (len(v), 1))
    for tok, spec in {**PROBS, **SP_PROBS}.items():
        if tok in v:
            table[v[tok]] = _row(spec)
    if n_labels is not None:
        table = table[:, :n_labels]
    n_out = table.shape[1]
    inits = [
        numpy_helper.from_array(table.astype(np.float32), "table"),
        numpy_helper.from_array(np.array([-1], dtype=np.int64), "last_axis"),
    ]
    nodes = [
        helper.make_node("Gather", ["table", "input_ids"], ["emb"], axis=0),
        helper.make_node("Cast", ["attention_mask"], ["mask_f"], to=TensorProto.FLOAT),
        helper.make_node("Unsqueeze", ["mask_f", "last_axis"], ["mask3"]),
    ]
    inputs = [
        helper.make_tensor_value_info("input_ids", TensorProto.INT64, ["batch", "seq"]),
        helper.make_tensor_value_info("attention_mask", TensorProto.INT64, ["batch", "seq"]),
    ]
    if token_types:
        inputs.append(helper.make_tensor_value_info("token_type_ids", TensorProto.INT64, ["batch", "seq"]))
        inits.append(numpy_helper.from_array(np.array(0.0, dtype=np.float32), "zero"))
        nodes += [
            helper.make_node("Cast", ["token_type_ids"], ["tt_f"], to=TensorProto.FLOAT),
            helper.make_node("Mul", ["tt_f", "zero"], ["tt0"]),
            helper.make_node("Unsqueeze", ["tt0", "last_axis"], ["tt3"]),
            helper.make_node("Mul", ["emb", "mask3"], ["masked"]),
            helper.make_node("Add", ["masked", "tt3"], ["logits"]),
        ]
    elif batch_coupled:
        coupling = np.zeros(n_out, dtype=np.float32)
        coupling[0] = 0.02
        inits.append(numpy_helper.from_array(coupling, "coupling"))
        nodes += [
            helper.make_node("Cast", ["input_ids"], ["ids_f"], to=TensorProto.FLOAT),
            helper.make_node("ReduceMean", ["ids_f"], ["batch_mean"], keepdims=0),
            helper.make_node("Mul", ["batch_mean", "coupling"], ["shift"]),
            helper.make_node("Mul", ["emb", "mask3"], ["masked"]),
            helper.make_node("Add", ["masked", "shift"], ["logits"]),
        ]
    else:
        nodes.append(helper.make_node("Mul", ["emb", "mask3"], ["logits"]))
    graph = helper.make_graph(
        nodes, "tiny_ner", inputs,
        [helper.make_tensor_value_info("logits", TensorProto.FLOAT, ["batch", "seq", n_out])],
        initializer=inits,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], producer_name="caviard-tests")
    model.ir_version = 8
    onnx.checker.check_model(model)
    onnx.save(model, str(path))


def make_bundle(
    folder: Path,
    *,
    max_length: int = 16,
    window_overlap: int = 4,
    entity_threshold: float = 0.5,
    span_confidence: str = "min",
    calibration: dict | None = None,
    specials: str = "bert",
    truncation: int | None = None,
    token_types: bool = False,
    n_labels: int | None = None,
    model_id: str = "tiny-test",
    batch_coupled: bool = False,
) -> Path:
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    write_model(folder / "model.onnx", specials, token_types, n_labels, batch_coupled)
    write_tokenizer(folder / "tokenizer.json", specials, truncation)
    config = {
        "format": "caviard-ner/1",
        "model_id": model_id,
        "labels": LABELS,
        "label_map": LABEL_MAP,
        "max_length": max_length,
        "window_overlap": window_overlap,
        "entity_threshold": entity_threshold,
        "span_confidence": span_confidence,
        "calibration": calibration,
        "provenance": {"built_by": "tests/ner_tiny_bundle.py"},
    }
    (folder / "config.json").write_text(json.dumps(config, ensure_ascii=False, indent=1), encoding="utf-8")
    return folder


def filler_text(n_chars: int, seed: int = 0) -> str:
    """Deterministic O-only clinical-looking prose of about ``n_chars``."""
    rng = np.random.default_rng(seed)
    out: list[str] = []
    size = 0
    while size < n_chars:
        w = FILLER[int(rng.integers(len(FILLER)))]
        if rng.random() < 0.08:
            w += "."
        out.append(w)
        size += len(w) + 1
        if rng.random() < 0.03:
            out.append("\n")
    return " ".join(out)
