"""Slice a page's token sequence into overlapping model windows.

The engine never lets the tokenizer truncate (a tokenizers release was seen
dropping the tail of the input when truncation was configured); it encodes
the whole page and cuts windows itself, so every token is in at least one
window by construction — ``plan_windows`` is where that guarantee lives.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Window:
    """Content tokens ``[start, end)`` of the page's token sequence.

    ``left_cut``/``right_cut`` tell whether that edge is artificial (the
    text continues beyond it) rather than the start/end of the page.
    """

    start: int
    end: int
    left_cut: bool
    right_cut: bool

    @property
    def full(self) -> bool:
        return self.left_cut and self.right_cut


def plan_windows(n_tokens: int, content_len: int, overlap: int, align_last: bool = True) -> list[Window]:
    """Windows of at most ``content_len`` tokens, consecutive ones sharing
    ``overlap`` tokens, covering ``[0, n_tokens)`` entirely.

    With ``align_last`` the last window is aligned on the end of the text
    (so it shares *at least* ``overlap`` tokens with the previous one): in a
    batch it would be padded to full length anyway, so this gives the model
    more context for the same compute. Run alone, a shorter last window
    costs less (7 % of a 3,000-character page) and is how the default model
    was evaluated (``tools/ner_build/features.windows``).
    """
    if content_len < 1:
        raise ValueError("fenêtre de contenu vide")
    if overlap < 0 or overlap >= content_len:
        raise ValueError("chevauchement incompatible avec la taille de fenêtre")
    if n_tokens <= 0:
        return []
    step = content_len - overlap
    out: list[Window] = []
    start = 0
    while True:
        if start + content_len >= n_tokens:
            if align_last:
                start = max(0, n_tokens - content_len)
            out.append(Window(start, n_tokens, start > 0, False))
            return out
        out.append(Window(start, start + content_len, start > 0, True))
        start += step


@dataclass(frozen=True)
class SpecialLayout:
    """Ids the tokenizer's post-processor puts before and after a sequence."""

    prefix: tuple[int, ...]
    suffix: tuple[int, ...]
    prefix_types: tuple[int, ...]
    suffix_types: tuple[int, ...]

    @property
    def count(self) -> int:
        return len(self.prefix) + len(self.suffix)


def special_layout(tokenizer) -> SpecialLayout:
    """Learn the special tokens from the post-processor itself, by encoding a
    probe word with and without them (works for [CLS]/[SEP], <s>/</s>, none)."""
    enc = tokenizer.encode("a", add_special_tokens=True)
    mask = enc.special_tokens_mask
    ids, types = enc.ids, enc.type_ids
    n = len(ids)
    i = 0
    while i < n and mask[i]:
        i += 1
    j = n
    while j > i and mask[j - 1]:
        j -= 1
    return SpecialLayout(tuple(ids[:i]), tuple(ids[j:]), tuple(types[:i]), tuple(types[j:]))
