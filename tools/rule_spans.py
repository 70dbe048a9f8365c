"""Rule spans of the corpora (with --model the model's too), through the document path, to compare two commits.

A rules change is checked by comparing the spans every rule gives before and after it. Reading
the page text alone misses the layout view (the rows reading the document pass also runs), where
a bilingual form's "Nom d'usage | Surname" or a caption row of a US tax form is read: this reads
each PDF as the product does (``open_document`` then ``analyze_texts`` on its page texts).

    # in a worktree of the older commit, then in the newer one
    .venv/bin/python tools/rule_spans.py dump /tmp/before.json [--pdfs 'benchmarks/out/corpus_*/pdf/*.pdf']
    .venv/bin/python tools/rule_spans.py dump /tmp/after.json
    .venv/bin/python tools/rule_spans.py diff /tmp/before.json /tmp/after.json

``diff`` lists, per file, the spans only one side has (page, start, end, label, text), and sums
them by label: a span of the same characters under another label shows on both sides. Files are
read up to their sixth page. About a minute for 500 corpus PDFs on this machine. Corpora are
generated fictional documents (their texts are printed); do not point it at real patient files.
"""

from __future__ import annotations

import argparse
import collections
import glob
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MAX_PAGES = 6


def dump(out: str, pattern: str, model: bool = False) -> int:
    sys.path.insert(0, os.getcwd())  # the checkout the command runs in, not necessarily this file's
    import pymupdf

    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors
    from app.document.document import open_document

    pymupdf.TOOLS.mupdf_display_errors(False)
    if model:  # the rules and the default model, as the window and the commands run them
        from app.detection.analyze import default_detectors

        dets = default_detectors()
    else:
        dets = rule_detectors()
    spans: dict[str, list | str] = {}
    for f in sorted(glob.glob(pattern)):
        try:
            doc = open_document(f)
            texts = [doc.page_text(i) for i in range(min(doc.page_count, MAX_PAGES))]
            spans[os.path.relpath(f, ROOT)] = sorted({(s.page, s.start, s.end, s.label, s.text)
                                                      for s in analyze_texts(texts, dets)})
        except Exception as e:  # a file the document path refuses is recorded, not fatal
            spans[os.path.relpath(f, ROOT)] = type(e).__name__
    Path(out).write_text(json.dumps(spans), encoding="utf-8")
    print(f"{len(spans)} files -> {out}")
    return 0


def diff(before: str, after: str, most: int) -> int:
    a = json.loads(Path(before).read_text(encoding="utf-8"))
    b = json.loads(Path(after).read_text(encoding="utf-8"))
    only_a: collections.Counter = collections.Counter()
    only_b: collections.Counter = collections.Counter()
    shown = 0
    for name in sorted(set(a) | set(b)):
        x = set(map(tuple, a[name])) if isinstance(a.get(name), list) else set()
        y = set(map(tuple, b[name])) if isinstance(b.get(name), list) else set()
        if x == y and type(a.get(name)) is type(b.get(name)):
            continue
        only_a.update(s[3] for s in x - y)
        only_b.update(s[3] for s in y - x)
        if shown < most:
            shown += 1
            print(name, "| before only:", sorted(x - y)[:4], "| after only:", sorted(y - x)[:4])
    print("before only, by label:", dict(only_a.most_common()))
    print("after only, by label:", dict(only_b.most_common()))
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("dump", help="write the rule spans of the PDFs to a JSON file")
    d.add_argument("out")
    d.add_argument("--pdfs", default=str(ROOT / "benchmarks" / "out" / "corpus_*" / "pdf" / "*.pdf"))
    d.add_argument("--model", action="store_true", help="with the default NER model too (slower: about 0.3 s a page)")
    c = sub.add_parser("diff", help="compare two dumps")
    c.add_argument("before")
    c.add_argument("after")
    c.add_argument("--most", type=int, default=40, help="files listed at the most")
    args = ap.parse_args(argv)
    return dump(args.out, args.pdfs, args.model) if args.cmd == "dump" else diff(args.before, args.after, args.most)


if __name__ == "__main__":
    raise SystemExit(main())
