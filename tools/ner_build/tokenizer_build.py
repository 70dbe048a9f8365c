"""Build a trimmed SentencePiece-Unigram ``tokenizer.json`` from the e5 vocabulary.

Why trim: the XLM-R vocabulary has 250k pieces, most of them for scripts
French clinical text never uses; their embedding rows would be most of the
bundle. We keep pieces written only with Latin/French characters, ranked by
their unigram score, plus every piece the build corpus actually uses, plus all
single characters of that charset (so no French text ever maps to ``<unk>``).
Token ids are renumbered; ``keep`` maps new id -> original e5 row.
"""

from __future__ import annotations

import json

import numpy as np

META = "\u2581"
_EXTRA = set("œŒæÆ’‘“”«»–—…°€·×±≤≥µ²³½¼¾§©®™•¤")


def french_char(c: str) -> bool:
    o = ord(c)
    return (0x20 <= o < 0x7F) or (0xA0 <= o <= 0xFF) or c in _EXTRA or c == META


def build_tokenizer_json(pieces, scores, keep: np.ndarray, unk_new: int) -> str:
    vocab = [[pieces[i], float(scores[i])] for i in keep]
    tok = {
        "version": "1.0",
        "truncation": None,
        "padding": None,
        "added_tokens": [
            {"id": i, "content": c, "single_word": False, "lstrip": False, "rstrip": False,
             "normalized": False, "special": True}
            for i, c in enumerate(["<s>", "<pad>", "</s>", "<unk>"])
        ],
        "normalizer": {
            "type": "Sequence",
            "normalizers": [
                {"type": "NFKC"},
                {"type": "Replace", "pattern": {"Regex": "[\\s\\u00a0\\u200b\\ufeff]+"}, "content": " "},
            ],
        },
        # WhitespaceSplit first (as XLM-R's own tokenizer.json): same pieces, but token offsets
        # exclude the preceding space, so span boundaries fall on the word itself
        "pre_tokenizer": {"type": "Sequence", "pretokenizers": [
            {"type": "WhitespaceSplit"},
            {"type": "Metaspace", "replacement": META, "prepend_scheme": "always", "split": True}]},
        "post_processor": {
            "type": "TemplateProcessing",
            "single": [{"SpecialToken": {"id": "<s>", "type_id": 0}}, {"Sequence": {"id": "A", "type_id": 0}},
                       {"SpecialToken": {"id": "</s>", "type_id": 0}}],
            "pair": [{"SpecialToken": {"id": "<s>", "type_id": 0}}, {"Sequence": {"id": "A", "type_id": 0}},
                     {"SpecialToken": {"id": "</s>", "type_id": 0}}, {"Sequence": {"id": "B", "type_id": 0}},
                     {"SpecialToken": {"id": "</s>", "type_id": 0}}],
            "special_tokens": {
                "<s>": {"id": "<s>", "ids": [0], "tokens": ["<s>"]},
                "</s>": {"id": "</s>", "ids": [2], "tokens": ["</s>"]},
            },
        },
        "decoder": {"type": "Metaspace", "replacement": META, "prepend_scheme": "always", "split": True},
        "model": {"type": "Unigram", "unk_id": unk_new, "vocab": vocab, "byte_fallback": False},
    }
    return json.dumps(tok, ensure_ascii=False)


def select_pieces(pieces, scores, corpus_texts, target: int = 55000) -> np.ndarray:
    """Return sorted original ids to keep (specials 0..3 first)."""
    from tokenizers import Tokenizer

    n = len(pieces)
    specials = [0, 1, 2, 3]
    ok = np.array([i >= 4 and all(french_char(c) for c in pieces[i]) for i in range(n)])
    # 1) pieces the full-vocabulary tokenizer uses on the corpus
    full = Tokenizer.from_str(build_tokenizer_json(pieces, scores, np.arange(n), 3))
    used: set[int] = set()
    for enc in full.encode_batch(corpus_texts, add_special_tokens=False):
        used.update(enc.ids)
    used.discard(3)
    # 2) all single characters of the charset (with and without the metaspace)
    singles = {i for i in range(4, n) if ok[i] and len(pieces[i].lstrip(META)) <= 1}
    chosen = set(specials) | {i for i in used if i >= 4} | singles
    # 3) fill with the best-scored charset pieces
    order = [i for i in np.argsort(-scores) if ok[i] and i not in chosen]
    for i in order:
        if len(chosen) >= target:
            break
        chosen.add(int(i))
    rest = sorted(i for i in chosen if i >= 4)
    return np.array(specials + rest, dtype=np.int64)
