"""Token windows with BIO labels, and span decoding back to characters.

Why here: training, calibration and evaluation must slice and decode exactly
as the runtime does (no tokenizer truncation, windows of ``max_length``
including ``<s>``/``</s>``, minimum token probability as span confidence), or
the measured figures would not describe the shipped behaviour.
"""

from __future__ import annotations

import numpy as np

from .labels import ENTITY_TYPES, LABELS

LID = {l: i for i, l in enumerate(LABELS)}
BOS, PAD, EOS = 0, 1, 2


def token_labels(offsets, spans) -> list[int]:
    labs = [0] * len(offsets)
    for a, b, lab in spans:
        first = True
        for i, (s, e) in enumerate(offsets):
            if e > s and s < b and e > a:
                labs[i] = LID[("B-" if first else "I-") + lab]
                first = False
    return labs


def windows(n_tokens: int, max_length: int, overlap: int) -> list[tuple[int, int]]:
    content = max_length - 2
    if n_tokens <= content:
        return [(0, n_tokens)]
    step = content - overlap
    out, a = [], 0
    while True:
        b = min(a + content, n_tokens)
        out.append((a, b))
        if b >= n_tokens:
            return out
        a += step


def encode_doc(tok, doc, max_length: int, overlap: int):
    """Yield (ids, labels) per window; specials labelled -100."""
    enc = tok.encode(doc.text, add_special_tokens=False)
    labs = token_labels(enc.offsets, doc.spans)
    out = []
    for a, b in windows(len(enc.ids), max_length, overlap):
        out.append(([BOS] + enc.ids[a:b] + [EOS], [-100] + labs[a:b] + [-100]))
    return out


def batchify(items):
    L = max(len(i) for i, _ in items)
    ids = np.full((len(items), L), PAD, dtype=np.int64)
    mask = np.zeros((len(items), L), dtype=np.int64)
    labs = np.full((len(items), L), -100, dtype=np.int64)
    for r, (i, l) in enumerate(items):
        ids[r, :len(i)] = i
        mask[r, :len(i)] = 1
        labs[r, :len(l)] = l
    return ids, mask, labs


def decode_tokens(probs: np.ndarray, offsets, entity_threshold: float = 0.5):
    """BIO decode one sequence of content-token probabilities -> [(start, end, type, conf)]."""
    spans = []
    cur = None
    for i, (s, e) in enumerate(offsets):
        p = probs[i]
        k = int(np.argmax(p))
        if k == 0:
            k2 = int(np.argmax(p[1:])) + 1
            if p[k2] >= entity_threshold:
                k = k2
        if k == 0 or e <= s:
            if k == 0 and cur is not None:
                spans.append(cur)
                cur = None
            continue
        lab = LABELS[k]
        typ = lab[2:]
        if cur is not None and lab.startswith("I-") and cur[2] == typ:
            cur = (cur[0], e, typ, min(cur[3], float(p[k])))
        else:
            if cur is not None:
                spans.append(cur)
            cur = (s, e, typ, float(p[k]))
    if cur is not None:
        spans.append(cur)
    return spans


def predict_doc(run, tok, text: str, max_length: int, overlap: int, entity_threshold: float = 0.5):
    """Slide windows over a text, run ``run(ids, mask) -> logits``, keep per-token
    probabilities from the window where the token is farthest from an edge."""
    enc = tok.encode(text, add_special_tokens=False)
    n = len(enc.ids)
    probs = np.zeros((n, len(LABELS)), dtype=np.float32)
    best_d = np.full(n, -1)
    for a, b in windows(n, max_length, overlap):
        ids = np.array([[BOS] + enc.ids[a:b] + [EOS]], dtype=np.int64)
        logits = run(ids, np.ones_like(ids))[0, 1:-1]
        ex = np.exp(logits - logits.max(-1, keepdims=True))
        pr = ex / ex.sum(-1, keepdims=True)
        for j in range(b - a):
            d = min(j, b - a - 1 - j)
            if d > best_d[a + j]:
                best_d[a + j] = d
                probs[a + j] = pr[j]
    return decode_tokens(probs, enc.offsets, entity_threshold), probs, enc


def char_sets(text: str, spans, types):
    out = {t: set() for t in types}
    for sp in spans:
        a, b, t = sp[0], sp[1], sp[2]
        if t in out:
            out[t].update(i for i in range(a, b) if not text[i].isspace())
    return out


def score(docs_and_preds):
    """Character and exact-span metrics per entity type and grouped."""
    tp = {t: 0 for t in ENTITY_TYPES}
    fp = dict(tp)
    fn = dict(tp)
    ex_tp = dict(tp)
    ex_p = dict(tp)
    ex_g = dict(tp)
    # untyped character metrics for PER (a name tagged as place still gets masked; typed is stricter)
    for doc, pred in docs_and_preds:
        g = char_sets(doc.text, doc.spans, ENTITY_TYPES)
        p = char_sets(doc.text, pred, ENTITY_TYPES)
        for t in ENTITY_TYPES:
            tp[t] += len(g[t] & p[t])
            fp[t] += len(p[t] - g[t])
            fn[t] += len(g[t] - p[t])
        gs = {(a, b, t) for a, b, t in doc.spans}
        ps = {(a, b, t) for a, b, t, *_ in pred}
        for t in ENTITY_TYPES:
            ex_tp[t] += len({x for x in gs & ps if x[2] == t})
            ex_p[t] += len({x for x in ps if x[2] == t})
            ex_g[t] += len({x for x in gs if x[2] == t})

    def prf(a, b, c):
        p = a / (a + b) if a + b else 0.0
        r = a / (a + c) if a + c else 0.0
        return p, r, (2 * p * r / (p + r) if p + r else 0.0)

    res = {}
    for t in ENTITY_TYPES:
        p, r, f = prf(tp[t], fp[t], fn[t])
        ep = ex_tp[t] / ex_p[t] if ex_p[t] else 0.0
        er = ex_tp[t] / ex_g[t] if ex_g[t] else 0.0
        res[t] = {"char_p": p, "char_r": r, "char_f1": f, "exact_p": ep, "exact_r": er,
                  "exact_f1": 2 * ep * er / (ep + er) if ep + er else 0.0, "n_gold_spans": ex_g[t]}
    places = ["LOC", "ADR", "ETAB"]
    p, r, f = prf(sum(tp[t] for t in places), sum(fp[t] for t in places), sum(fn[t] for t in places))
    a, pp, gg = (sum(ex_tp[t] for t in places), sum(ex_p[t] for t in places), sum(ex_g[t] for t in places))
    ep, er = (a / pp if pp else 0.0), (a / gg if gg else 0.0)
    res["PLACES"] = {"char_p": p, "char_r": r, "char_f1": f, "exact_p": ep, "exact_r": er,
                     "exact_f1": 2 * ep * er / (ep + er) if ep + er else 0.0}
    return res
