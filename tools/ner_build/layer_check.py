"""Figures of the model layer as the product runs it, on the build's dev or test pages.

Why: the model card scores the engine's raw spans; the product then filters and retypes them
(``app.detection.model_filters``) before they meet the rules. This scores both: person names
character by character (non-space characters; a name given another kind counts as a miss and a
false name) and places by exact span, so that a change to the filters can be tuned on dev and
measured once on test.

Two steps, two environments (the pages need Faker and unpii, the engine needs the app's venv):

    python3 -m venv tools/_cache/nerdata-venv
    tools/_cache/nerdata-venv/bin/pip install faker==40.63.0 unpii==0.3.1
    tools/_cache/nerdata-venv/bin/python tools/ner_build/layer_check.py pages \\
        --eds ../shared/data/eds-pseudo/templates.txt --out tools/_cache/layer
    .venv/bin/python tools/ner_build/layer_check.py score tools/_cache/layer/dev.json
    .venv/bin/python tools/ner_build/layer_check.py score tools/_cache/layer/test.json

The pages are the ones ``build_ner_model.py --stage export`` scores (same seeds and counts).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SEED = 1234  # build_ner_model.SEED: export draws dev pages with SEED + 7, test pages with SEED + 9
SPLITS = (("dev", 7, 300), ("test", 9, 400))


def pages(eds: Path, out: Path) -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    import lang  # unpii==0.3.1 ships its word lists as the top-level package "lang"

    from ner_build.lexicon import load_pools
    from ner_build.synth import Synth

    pools = load_pools(Path(list(lang.__path__)[0]) / "fr")
    out.mkdir(parents=True, exist_ok=True)
    for split, offset, n in SPLITS:
        s = Synth(pools, split, eds, SEED + offset)
        docs = [s.document() for _ in range(n)]
        (out / f"{split}.json").write_text(json.dumps([{"text": d.text, "spans": d.spans} for d in docs],
                                                      ensure_ascii=False), "utf-8")
        print(split, len(docs), "pages")


def _figures(docs, spans_of) -> tuple[float, float]:
    tp = fp = fn = 0
    for d in docs:
        t = d["text"]
        gold = [False] * len(t)
        for a, b, lab in d["spans"]:
            if lab == "PER":
                gold[a:b] = [True] * (b - a)
        pred = [False] * len(t)
        for s in spans_of(t):
            if s.label in ("NOM", "PRENOM"):
                pred[s.start:s.end] = [True] * (s.end - s.start)
        for ch, g, p in zip(t, gold, pred):
            if not ch.isspace():
                tp += g and p
                fp += p and not g
                fn += g and not p
    return tp / max(1, tp + fp), tp / max(1, tp + fn)


class _Doc:
    def __init__(self, d):
        self.text = d["text"]
        self.spans = [tuple(x) for x in d["spans"]]


def _places(docs, spans_of) -> float:
    """Exact-span F1 of towns, addresses and establishments (ner_build.features.score)."""
    sys.path.insert(0, str(ROOT / "tools"))
    from ner_build.features import score as span_score

    back = {"NOM": "PER", "PRENOM": "PER", "VILLE": "LOC", "ADRESSE": "ADR", "ETAB": "ETAB"}
    pairs = [(_Doc(d), [(s.start, s.end, back[s.label], s.confidence) for s in spans_of(d["text"]) if s.label in back])
             for d in docs]
    return span_score(pairs)["PLACES"]["exact_f1"]


def score(docs_path: Path, bundle: Path) -> None:
    sys.path.insert(0, str(ROOT))
    from app.detection.analyze import plain_spaces
    from app.detection.model_filters import filter_model_spans
    from app.detection.ner import load_detector

    det, status = load_detector(str(bundle))
    if det is None:
        raise SystemExit(status.error)
    docs = json.loads(docs_path.read_text("utf-8"))
    cache: dict[str, list] = {}

    def engine(t: str) -> list:
        if t not in cache:
            cache[t] = det.detect_page(0, plain_spaces(t))
        return cache[t]

    def layer(t: str) -> list:
        return filter_model_spans(plain_spaces(t), engine(t))

    out = {"pages": len(docs)}
    for name, fn in (("engine", engine), ("filtered", layer)):
        p, r = _figures(docs, fn)
        out[name] = {"per_precision": round(p, 4), "per_recall": round(r, 4), "places_exact_f1": round(_places(docs, fn), 4)}
    print(json.dumps(out))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("pages")
    p.add_argument("--eds", type=Path, required=True)
    p.add_argument("--out", type=Path, default=ROOT / "tools" / "_cache" / "layer")
    s = sub.add_parser("score")
    s.add_argument("docs", type=Path)
    s.add_argument("--bundle", type=Path, default=ROOT / "models" / "caviard-ner-fr")
    a = ap.parse_args()
    if a.cmd == "pages":
        pages(a.eds, a.out)
    else:
        score(a.docs, a.bundle)


if __name__ == "__main__":
    main()
