"""From logits of one window to character-level candidate spans.

Kept free of onnxruntime so the decoding rules (threshold, BIO, confidence,
snapping) can be tested on hand-written probabilities.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Candidate:
    """A span proposed by one window, before cross-window resolution.

    ``left_edge``/``right_edge``: the span's first/last token is the first/
    last content token of its window *and* that window edge is artificial
    (the text continues), i.e. the model may have seen only part of it.
    """

    start: int
    end: int
    etype: str
    confidence: float
    window: int
    left_edge: bool = False
    right_edge: bool = False
    joined: bool = False

    @property
    def at_edge(self) -> bool:
        return self.left_edge or self.right_edge

    def contains(self, other: "Candidate") -> bool:
        return self.start <= other.start and other.end <= self.end

    def overlaps(self, other: "Candidate") -> bool:
        return self.start < other.end and other.start < self.end


def softmax(logits: np.ndarray) -> np.ndarray:
    """Numerically stable softmax over the last axis (float64 result)."""
    x = logits.astype(np.float64, copy=False)
    x = x - x.max(axis=-1, keepdims=True)
    np.exp(x, out=x)
    x /= x.sum(axis=-1, keepdims=True)
    return x


def choose_labels(probs: np.ndarray, o_index: int, entity_threshold: float) -> tuple[np.ndarray, np.ndarray]:
    """Per token: chosen label index and its probability.

    The argmax wins, except that when O is the argmax the best other label
    still wins if its own probability reaches ``entity_threshold``. Lowering
    the threshold can only turn O tokens into entity tokens (recall knob).
    """
    non_o = probs.copy()
    non_o[:, o_index] = -1.0
    best = non_o.argmax(axis=1)
    p_best = probs[np.arange(len(probs)), best]
    arg = probs.argmax(axis=1)
    chosen = np.where((arg != o_index) | (p_best >= entity_threshold), best, o_index)
    return chosen, probs[np.arange(len(probs)), chosen]


def bio_runs(labels: list[str]) -> list[tuple[int, int, str]]:
    """Token runs ``(first, last_exclusive, type)``.

    ``B-X`` starts an entity; ``I-X`` continues an ``X`` entity, and an
    ``I-X`` with nothing to continue starts one (a window may begin inside
    an entity: dropping it would lose text).
    """
    runs: list[tuple[int, int, str]] = []
    cur_type: str | None = None
    cur_start = 0
    for i, lab in enumerate(labels):
        if lab == "O":
            if cur_type is not None:
                runs.append((cur_start, i, cur_type))
                cur_type = None
            continue
        tag, etype = lab[:1], lab[2:]
        if tag == "I" and cur_type == etype:
            continue
        if cur_type is not None:
            runs.append((cur_start, i, cur_type))
        cur_type, cur_start = etype, i
    if cur_type is not None:
        runs.append((cur_start, len(labels), cur_type))
    return runs


def _wordish(c: str) -> bool:
    return c.isalnum() or unicodedata.category(c).startswith("M")


_TRIM = set(",;:!?()[]{}\"'«»“”‘’.") | {"\u00a0"}


def snap(text: str, start: int, end: int) -> tuple[int, int] | None:
    """Trim blanks/punctuation at the ends, then widen to whole words.

    A sub-word token tagged alone must not leave the rest of the word
    visible; hyphenated words (Jean-Pierre) count as one word.
    """
    start, end = max(0, start), min(len(text), end)
    while start < end and (text[start].isspace() or text[start] in _TRIM):
        start += 1
    while end > start and (text[end - 1].isspace() or text[end - 1] in _TRIM):
        end -= 1
    if end <= start or not any(_wordish(c) for c in text[start:end]):
        return None  # only punctuation/symbols: nothing identifying to hide
    n = len(text)
    while start > 0:
        c = text[start - 1]
        if _wordish(c) or (c == "-" and start >= 2 and _wordish(text[start - 2]) and _wordish(text[start])):
            start -= 1
        else:
            break
    while end < n:
        c = text[end]
        if _wordish(c) or (c == "-" and end + 1 < n and _wordish(text[end + 1]) and _wordish(text[end - 1])):
            end += 1
        else:
            break
    return start, end


def decode_window(
    text: str,
    probs: np.ndarray,
    offsets: list[tuple[int, int]],
    labels: tuple[str, ...],
    o_index: int,
    entity_threshold: float,
    mode: str,
    window_index: int,
    left_cut: bool,
    right_cut: bool,
    kinds: dict[str, str] | None = None,
) -> list[Candidate]:
    """Candidates of one window. ``probs``/``offsets`` are its content tokens.

    With ``kinds`` (the bundle's label_map), runs of unmapped types are
    skipped and candidates carry the Caviard kind instead of the model type.
    """
    chosen, p = choose_labels(probs, o_index, entity_threshold)
    names = [labels[i] for i in chosen.tolist()]
    pl = p.tolist()  # plain floats: min/mean over a few tokens is faster than numpy
    out: list[Candidate] = []
    last = len(names) - 1
    for a, b, etype in bio_runs(names):
        if kinds is not None:
            if etype not in kinds:
                continue
            etype = kinds[etype]
        # Tokens without a character extent (offsets (0, 0) for some
        # tokenizers) must not stretch the span back to the page start.
        real = [offsets[i] for i in range(a, b) if offsets[i][1] > offsets[i][0]]
        if not real:
            continue
        span = snap(text, min(o[0] for o in real), max(o[1] for o in real))
        if span is None:
            continue
        tok = pl[a:b]
        conf = min(tok) if mode == "min" else sum(tok) / len(tok)
        out.append(
            Candidate(
                span[0], span[1], etype, min(1.0, max(0.0, conf)), window_index,
                left_edge=left_cut and a == 0, right_edge=right_cut and b - 1 == last,
            )
        )
    return out
