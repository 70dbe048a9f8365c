"""Assemble one corpus-D document: draw the cast, build the blocks of its kind,
lay them out, render with the chosen producer and write the ground truth in
tools/score_eval.py's format.
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

from . import kinds_care, kinds_tech
from .backends import RENDERERS
from .common import Ctx
from .layout import Layout
from .values import Gen

GENERATOR_VERSION = 1
WORDING = "D"
KINDS = {"cro": kinds_care.cro, "sortie": kinds_care.sortie, "consultation": kinds_care.consultation,
         "hospitalisation": kinds_care.hospitalisation, "certificat": kinds_care.certificat,
         "adressage": kinds_care.adressage, "bio": kinds_tech.bio, "imagerie": kinds_tech.imagerie,
         "ordonnance": kinds_tech.ordonnance, "transport": kinds_tech.transport, "liaison_ide": kinds_tech.liaison_ide}
PRODUCERS = ("reportlab", "fpdf2")


def plan(seed: int, n: int) -> list[tuple[str, str]]:
    """(kind, producer) of every document: every kind about equally often, producers alternating."""
    r = random.Random("plan:%d" % seed)
    kinds = []
    while len(kinds) < n:
        batch = list(KINDS)
        r.shuffle(batch)
        kinds += batch
    return [(k, PRODUCERS[(i + seed) % 2]) for i, k in enumerate(kinds[:n])]


def make_document(seed: int, index: int, kind: str, producer: str, out: Path) -> tuple[dict, str]:
    rng = random.Random("doc:%d:%d" % (seed, index))
    gen = Gen(rng)
    today = dt.date(2025, 1, 6) + dt.timedelta(days=rng.randint(0, 150))
    ctx = Ctx(gen, kind, today)
    spec = KINDS[kind](ctx)
    family = spec.get("family") or rng.choice(["Helvetica", "Times", "DejaVuSans", "Helvetica"])
    lay = Layout(family=family, size=spec.get("size", "A4"), landscape=spec.get("landscape", False),
                 header=spec.get("header"), footer=spec.get("footer"))
    pages = lay.run(spec["blocks"])
    name = "d_%03d_%s" % (index, kind)
    RENDERERS[producer](out / (name + ".pdf"), pages, spec["meta"])
    truth = {
        "name": name, "kind": kind, "producer": producer, "producers": [producer] * len(pages),
        "page_count": len(pages),
        "pages": [{"index": pg.index, "landscape": pg.landscape, "size": pg.size, "text": "\n".join(pg.lines),
                   "items": [v.item() for v in pg.items]} for pg in pages],
        "metadata_items": [v.item() for v in spec.get("meta_items", []) if spec["meta"].get("title", "").find(v.text) >= 0
                           or spec["meta"].get("author") == v.text],
        "generator_version": GENERATOR_VERSION, "wording": WORDING,
    }
    (out / (name + ".truth.json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
    return truth, family
