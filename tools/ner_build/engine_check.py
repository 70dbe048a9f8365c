"""Score the written bundle through Caviard's own engine (app.detection.ner).

Why: the build's evaluation decodes with its own copy of the windowing and BIO
rules; running the same held-out pages through the application's engine checks
that the shipped behaviour matches the figures in the card. Runs in the app's
venv (onnxruntime + tokenizers only):

    .venv/bin/python tools/ner_build/engine_check.py models/caviard-ner-fr tools/_cache/work/test_docs.json
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from ner_build.features import score  # noqa: E402

BACK = {"NOM": "PER", "PRENOM": "PER", "VILLE": "LOC", "ADRESSE": "ADR", "ETAB": "ETAB"}


class _Doc:
    def __init__(self, d):
        self.text = d["text"]
        self.spans = [tuple(x) for x in d["spans"]]


def main(bundle: str, docs_path: str) -> None:
    from app.detection.ner import load_detector

    det, status = load_detector(bundle)
    if det is None:
        raise SystemExit(status.error)
    docs = [_Doc(d) for d in json.loads(Path(docs_path).read_text("utf-8"))]
    pairs = []
    t0 = time.perf_counter()
    for d in docs:
        spans = det.detect_page(0, d.text)
        pairs.append((d, [(s.start, s.end, BACK[s.label], s.confidence) for s in spans if s.label in BACK]))
    res = score(pairs)
    res["seconds"] = time.perf_counter() - t0
    res["n_docs"] = len(docs)
    print(json.dumps(res))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
