"""Rules-only speed and quality on generated fictional pages.

    .venv/bin/python benchmarks/bench_rules.py [--pages 400] [--eds ../shared/data/eds-pseudo/templates.txt]

Prints:
- throughput of every rule family + merge + document pass on one core
  (pages of ≈3,000 characters), median of several runs (goal ≥ 200 pages/s);
- precision per (source, confidence tier): a predicted span is correct when
  it overlaps a ground-truth identifier ("pii") and, stricter, one of the
  same label ("label"); this is what each rule's confidence means;
- recall per label: a true identifier counts as found when every letter
  and digit of it is covered by some predicted span (a leak otherwise);
  a birth date must be covered by a span whose label is not DATE.
With --eds, the same scores on the eds-pseudo annotated templates (AP-HP,
BSD-3), an independent text style the rules were not written against.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from app.detection.analyze import analyze_texts  # noqa: E402
from app.detection.rules import rule_detectors  # noqa: E402
from rules_samples import Truth, make_pages  # noqa: E402


def score(docs, preds_per_doc):
    """docs: list of (texts, truths per page); preds: list of span lists."""
    prec = defaultdict(lambda: [0, 0, 0])  # (source, conf) -> [n, pii_ok, label_ok]
    rec = defaultdict(lambda: [0, 0])  # label -> [n, found]
    misses = defaultdict(list)
    fps = defaultdict(list)
    for (texts, truths), preds in zip(docs, preds_per_doc):
        for page, text in enumerate(texts):
            tr = truths[page]
            ps = [s for s in preds if s.page == page]
            covered = bytearray(len(text))
            covered_not_date = bytearray(len(text))
            for s in ps:
                covered[s.start:s.end] = b"\x01" * (s.end - s.start)
                if s.label != "DATE":
                    covered_not_date[s.start:s.end] = b"\x01" * (s.end - s.start)
            for t in tr:
                rec[t.label][0] += 1
                # A birth date found as a plain DATE would stay in clear (DATE is kept by default).
                cov = covered_not_date if t.label == "DATE_NAISSANCE" else covered
                ok = all(cov[i] or not text[i].isalnum() for i in range(t.start, t.end))
                rec[t.label][1] += ok
                if not ok:
                    misses[t.label].append(text[max(0, t.start - 25):t.end + 10].replace("\n", "⏎"))
            for s in ps:
                k = (s.source, s.confidence)
                prec[k][0] += 1
                hit = [t for t in tr if t.start < s.end and s.start < t.end]
                prec[k][1] += bool(hit)
                prec[k][2] += any(t.label == s.label for t in hit)
                if not hit:
                    fps[s.source].append(text[max(0, s.start - 25):s.end + 10].replace("\n", "⏎") + f"  [{s.label}]")
    return prec, rec, misses, fps


def report(title, prec, rec, misses, fps, show=3):
    print(f"\n== {title}")
    print(f"{'source':<20}{'conf':>6}{'spans':>8}{'prec(pii)':>11}{'prec(label)':>13}")
    tot = [0, 0, 0]
    for (src, conf), (n, p, l) in sorted(prec.items()):
        print(f"{src:<20}{conf:>6.2f}{n:>8}{p / n:>11.3f}{l / n:>13.3f}")
        tot = [tot[0] + n, tot[1] + p, tot[2] + l]
    if tot[0]:
        print(f"{'ALL':<20}{'':>6}{tot[0]:>8}{tot[1] / tot[0]:>11.3f}{tot[2] / tot[0]:>13.3f}")
    print(f"\n{'label':<16}{'true':>7}{'found':>7}{'recall':>9}")
    tn = tf = 0
    for lab, (n, f) in sorted(rec.items()):
        print(f"{lab:<16}{n:>7}{f:>7}{f / n:>9.3f}")
        tn += n
        tf += f
    if tn:
        print(f"{'ALL':<16}{tn:>7}{tf:>7}{tf / tn:>9.3f}")
    if show:
        for lab, xs in sorted(misses.items()):
            for x in xs[:show]:
                print(f"  miss {lab}: …{x}…")
        for src, xs in sorted(fps.items()):
            for x in xs[:show]:
                print(f"  false {src}: …{x}…")


EDS_ANN = re.compile(r"\[([^\]]+)\]\(([A-Z_]+)\)")
EDS_MAP = {"NOM": "NOM", "PRENOM": "PRENOM", "DATE": "DATE", "DATE_NAISSANCE": "DATE_NAISSANCE", "TEL": "TEL",
           "VILLE": "VILLE", "HOPITAL": "ETAB", "ZIP": "CODE_POSTAL", "ADRESSE": "ADRESSE", "ADDRESSE": "ADRESSE",
           "MAIL": "EMAIL", "SECU": "NIR", "IPP": "IPP", "NDA": "EPISODE"}


def load_eds(path: Path):
    docs = []
    for block in path.read_text(encoding="utf-8").split("\n\n"):
        if not block.strip():
            continue
        out, truths, pos = [], [], 0
        for m in EDS_ANN.finditer(block):
            out.append(block[pos:m.start()])
            start = sum(len(x) for x in out)
            out.append(m.group(1))
            truths.append(Truth(start, start + len(m.group(1)), EDS_MAP.get(m.group(2), m.group(2))))
            pos = m.end()
        out.append(block[pos:])
        docs.append(([ "".join(out)], [truths]))
    return docs


def load_corpus(folder: Path):
    """PDFs + ``*.truth.json`` written by tools/make_eval_corpus.py (issue 8).

    Its truth lists values per page, not offsets: every occurrence of a
    value in the extracted page text becomes a true span (care dates marked
    "keep" count as DATE, so finding them as DATE is right).
    """
    import json
    import re as _re

    from app.document import open_document

    docs = []
    for tf in sorted(folder.glob("*.truth.json")):
        truth = json.loads(tf.read_text(encoding="utf-8"))
        doc = open_document(tf.with_name(tf.name.replace(".truth.json", ".pdf")))
        texts, truths = [], []
        for p in truth["pages"]:
            text = doc.page_text(p["index"]).text
            tr = []
            for it in p["items"]:
                label = it["kind"] if it["role"] == "pii" else ("DATE" if it["kind"] == "DATE" else None)
                if label is None or not it["text"].strip():
                    continue
                for m in _re.finditer(_re.escape(it["text"]), text):
                    tr.append(Truth(m.start(), m.end(), label))
            texts.append(text)
            truths.append(tr)
        docs.append((texts, truths))
    return docs


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--pages", type=int, default=400)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--eds", type=Path, default=None)
    ap.add_argument("--corpus", type=Path, default=None,
                    help="folder made by tools/make_eval_corpus.py (PDFs + truth), scored the same way")
    ap.add_argument("--show", type=int, default=3, help="examples of misses / false hits to print (fictional data)")
    args = ap.parse_args()
    core = "single thread"

    pages = make_pages(args.pages)
    texts = [t for t, _ in pages]
    chars = sum(len(t) for t in texts)
    dets = rule_detectors()
    analyze_texts(texts[:5], dets)  # warm caches (allow-list, gazetteers)
    wall, cpu = [], []
    for _ in range(args.runs):
        t0, c0 = time.perf_counter(), time.process_time()
        # Documents of 10 pages, as a CRO bundle would be.
        for i in range(0, len(texts), 10):
            analyze_texts(texts[i:i + 10], dets)
        wall.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
    w, c = statistics.median(wall), statistics.median(cpu)
    print(f"Rules-only throughput ({core}): {len(texts) / c:.0f} pages/s of CPU time (best run {len(texts) / min(cpu):.0f}), "
          f"{len(texts) / w:.0f} pages/s wall "
          f"({len(texts)} pages, {chars / len(texts):.0f} chars/page avg, median of {args.runs} runs; "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores: wall time suffers when other work runs)")
    per = defaultdict(float)
    for d in dets:
        t0 = time.process_time()
        for i, t in enumerate(texts):
            d.detect_page(i, t)
        per[d.name] = time.process_time() - t0
    print("per family ms/page: " + ", ".join(f"{k} {v * 1000 / len(texts):.2f}" for k, v in per.items()))

    docs = [([texts[i]], [pages[i][1]]) for i in range(len(texts))]
    preds = [analyze_texts(d[0], dets) for d in docs]
    report(f"Generated fictional pages (n={len(texts)}, seed 1949)", *score(docs, preds), show=args.show)
    if args.eds:
        eds = load_eds(args.eds)
        preds = [analyze_texts(d[0], dets) for d in eds]
        report(f"eds-pseudo templates (n={len(eds)} blocks)", *score(eds, preds), show=args.show)
    if args.corpus:
        corpus = load_corpus(args.corpus)
        preds = [analyze_texts(d[0], dets) for d in corpus]
        report(f"evaluation corpus {args.corpus} (n={len(corpus)} documents)", *score(corpus, preds), show=args.show)
    # Last stdout line: one JSON object (benchmarks/README.md convention, read by run_all.py).
    print(json.dumps({"name": "rules", "pages": len(texts), "chars_per_page": round(chars / len(texts)),
                      "pages_per_cpu_s": round(len(texts) / c, 1), "pages_per_s": round(len(texts) / w, 1),
                      "goal_pages_per_s": 200, "load_avg": round(os.getloadavg()[0], 2)}))


if __name__ == "__main__":
    main()
