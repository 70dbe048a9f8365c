"""Corpus F: a held-out evaluation corpus of fictional French clinical PDFs, with exact ground truth.

Producers (different from corpora A-E): WeasyPrint 70.0 (HTML + CSS, @page margin boxes, CSS tables,
multi-column), GNU groff 1.22.4 (troff + tbl -> PostScript) -> Ghostscript 10.00.0 pdfwrite (ps2pdf),
LibreOffice Calc 7.4.7.2 (.xlsx written by openpyxl 3.1.5 -> soffice --headless --convert-to pdf), and
WeasyPrint PDFs rewritten by Ghostscript pdfwrite ("printed to PDF"). The judge's extractors are
poppler pdftotext 22.12.0 and pypdf 7.1.1.

Set-up (Debian 12, as root; versions pinned):
    apt-get update && apt-get install -y groff=1.22.4-10 ghostscript libreoffice-calc-nogui poppler-utils
    python3 -m venv tools/_cache/corpusf-venv
    tools/_cache/corpusf-venv/bin/pip install weasyprint==70.0 pypdf==7.1.1 openpyxl==3.1.5
    # (resolved with: pydyf==0.13.0 tinycss2==1.5.1 cssselect2==0.10.1 fonttools==4.68.0 pillow==13.0.0)

Generation:
    tools/_cache/corpusf-venv/bin/python tools/make_corpus_f.py [--seed 59] [--docs 40] [--out benchmarks/out/corpus_f]

Every personal value, decoy, care date and homonym word is a ``V`` object written by the template; the truth
comes from these objects. After rendering, each PDF is re-extracted with pdftotext and pypdf; the values
are placed on the pages that show them, and the script exits 1 if a probe is not visible on its page, not
measurable by pdftotext as tools/score_eval.py counts it, or seen more often than the truth says.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from corpus_f import kinds_a, kinds_b, kinds_c, render_calc, render_html, render_troff, verify  # noqa: E402
from corpus_f.model import World  # noqa: E402
from corpus_f.parts import Ctx  # noqa: E402

KINDS = [
    ("liaison", kinds_a.liaison, ["weasyprint", "weasyprint+gs"]),
    ("operatoire", kinds_a.operatoire, ["groff"]),
    ("consultation", kinds_a.consultation, ["weasyprint", "groff"]),
    ("biologie", kinds_a.biologie, ["calc", "weasyprint", "calc"]),
    ("imagerie", kinds_a.imagerie, ["groff", "weasyprint+gs"]),
    ("ordonnance", kinds_b.ordonnance, ["weasyprint", "groff"]),
    ("urgences", kinds_b.urgences, ["weasyprint+gs", "weasyprint"]),
    ("anesthesie", kinds_b.anesthesie, ["groff"]),
    ("certificat", kinds_b.certificat, ["groff", "weasyprint"]),
    ("adressage", kinds_b.adressage, ["groff", "weasyprint+gs"]),
    ("infirmiere", kinds_c.infirmiere, ["calc"]),
    ("mutuelle", kinds_c.mutuelle, ["calc"]),
    ("anapath", kinds_c.anapath, ["weasyprint", "weasyprint+gs"]),
    ("facture", kinds_c.facture, ["calc", "weasyprint"]),
]
FONT_OF = {"weasyprint": "DejaVu/Liberation/Nimbus (CSS)", "groff": "Times/Helvetica/Palatino (URW, via Ghostscript)",
           "calc": "Liberation Sans"}


def produce(doc, producer: str, pdf: Path, tmp: Path) -> list[str]:
    base = producer.split("+")[0]
    if base == "weasyprint":
        target = tmp / (pdf.stem + ".weasy.pdf") if producer.endswith("+gs") else pdf
        render_html.render(doc, target)
    elif base == "groff":
        target = pdf
        render_troff.render(doc, pdf, tmp)
    elif base == "calc":
        target = pdf
        render_calc.render(doc, pdf, tmp)
    else:
        raise ValueError(producer)
    if producer.endswith("+gs"):
        subprocess.run(["gs", "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=pdfwrite", "-dCompatibilityLevel=1.5",
                        "-o", str(pdf), str(target)], check=True, capture_output=True)
        return [base, "ghostscript"]
    return ["groff", "ghostscript"] if base == "groff" else [base]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=59)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_f")
    a = ap.parse_args(argv)
    rng = random.Random(a.seed)
    world = World(rng)
    a.out.mkdir(parents=True, exist_ok=True)
    for old in list(a.out.glob("f_*.pdf")) + list(a.out.glob("f_*.truth.json")):
        old.unlink()
    manifest = {"seed": a.seed, "generator_version": 1, "wording": "F", "documents": []}
    failures, totals, pages_total = 0, Counter(), 0
    warn = Counter()
    with tempfile.TemporaryDirectory(prefix="corpusf-") as td:
        tmp = Path(td)
        for i in range(a.docs):
            kind, build, prods = KINDS[i % len(KINDS)]
            producer = prods[(i // len(KINDS)) % len(prods)]
            c = Ctx(world, rng, homonyme=(i % 3 == 0))
            doc = build(c, producer)
            name = "f_%03d_%s" % (i, kind)
            pdf = a.out / (name + ".pdf")
            producers = produce(doc, producer, pdf, tmp)
            ex = verify.extract(pdf)
            pages, errs = verify.assign(doc, ex)
            errs2, stats = verify.check(doc, ex, pages)
            errs += errs2
            warn.update(stats)
            truth = verify.truth(doc, name, ex, pages, producers)
            (a.out / (name + ".truth.json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
            manifest["documents"].append({"name": name, "pdf": pdf.name, "truth": name + ".truth.json", "kind": kind,
                                          "producers": producers, "pages": len(pages),
                                          "font": FONT_OF[producers[0]]})
            pages_total += len(pages)
            n_items = sum(len(p["items"]) for p in truth["pages"])
            for p in truth["pages"]:
                for it in p["items"]:
                    totals[(it["role"], it["kind"])] += 1
            for it in truth["metadata_items"]:
                totals[("meta", it["kind"])] += 1
            status = "OK" if not errs else "ERREUR"
            print("%s %-26s %-16s %d p. %3d valeurs %s" % (status, name, "+".join(producers), len(pages), n_items,
                                                          "" if not errs else "\n    " + "\n    ".join(errs[:12])))
            failures += bool(errs)
        shutil.rmtree(tmp / "lo_profile", ignore_errors=True)
    (a.out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    print("\n%d documents, %d pages, %d en erreur" % (a.docs, pages_total, failures))
    for (role, kind), n in sorted(totals.items()):
        print("  %-5s %-16s %d" % (role, kind, n))
    print("pypdf (informatif) : %s" % dict(warn))
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
