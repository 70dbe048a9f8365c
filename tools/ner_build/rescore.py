"""Score any int8/fp32 model of the bundle's kind on the build's test pages.

Why: comparing two models (or two window overlaps) must use the same pages
and the same slicing and decoding as the build's own evaluation. The build
writes its test pages to ``<work>/test_docs.json``; this reads them back.

    tools/_cache/buildenv/bin/python -m ner_build.rescore --model models/caviard-ner-fr/model.onnx \\
        --tokenizer models/caviard-ner-fr/tokenizer.json --docs tools/_cache/work2/test_docs.json \\
        [--overlap 64] [--without-citations]

(run from ``tools/``, or with ``PYTHONPATH=tools``). Prints one JSON line.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from .export import ENTITY_THRESHOLD, has_citation, session
from .features import predict_doc, score
from .synth import Doc


def main(argv=None) -> int:
    from tokenizers import Tokenizer

    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--model", type=Path, required=True)
    ap.add_argument("--tokenizer", type=Path, required=True, help="the tokenizer.json built with that model")
    ap.add_argument("--docs", type=Path, required=True)
    ap.add_argument("--max-length", type=int, default=256)
    ap.add_argument("--overlap", type=int, default=64)
    ap.add_argument("--without-citations", action="store_true", help="skip pages quoting an author list")
    a = ap.parse_args(argv)
    docs = [Doc(d["text"], [tuple(s) for s in d["spans"]]) for d in json.loads(a.docs.read_text("utf-8"))]
    if a.without_citations:
        docs = [d for d in docs if not has_citation(d)]
    tok = Tokenizer.from_file(str(a.tokenizer))
    run = session(a.model)
    preds = [(d, predict_doc(run, tok, d.text, a.max_length, a.overlap, ENTITY_THRESHOLD)[0]) for d in docs]
    s = score(preds)
    print(json.dumps({"pages": len(docs), "PER": s["PER"], "PLACES": s["PLACES"]}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
