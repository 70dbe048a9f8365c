#!/usr/bin/env python3
"""Held-out evaluation corpus T for Caviard: 40 fictional French clinical PDFs, four producers.

Producers (10 documents each, in rotation, document i uses producer i % 4):
  1. LibreOffice Impress 7.4.7.2 (Debian 12 ``libreoffice-impress`` 4:7.4.7-1+deb12u14): flat .fodp, one
     A4 slide per page, placed text boxes (one per line, values alone in their boxes), lines, rectangles
     and real ``table:table`` frames; ``soffice --headless --convert-to pdf`` with a private profile
     ``-env:UserInstallation=file://.../tools/_cache/corpust-lo-profile``.
  2. Perl PDF::Builder 3.025 (``libpdf-builder-perl`` 3.025-1, perl 5.36): text placed by coordinates with
     embedded TrueType fonts (fonts-liberation 1:1.07.4-11, fonts-dejavu-core 2.37-6), tables drawn with lines
     (tools/corpus_t/pdfbuilder.pl fed with a JSON drawing list).
  3. Asciidoctor PDF 2.3.4 / Asciidoctor 2.0.18 / Prawn 2.4.0 (``ruby-asciidoctor-pdf`` 2.3.4-3, ruby 3.1.2):
     custom theme (tools/corpus_t/theme-corpust.yml) with running header (establishment / patient identifiers)
     and footer (page x sur n, form version, establishment phone) on every page, tables, admonitions, sidebar stamp.
  4. A hand-written PDF writer in Python without any PDF library (tools/corpus_t/rawpdf.py): standard 14 fonts
     (Helvetica family, Courier) with /WinAnsiEncoding, /Widths (Adobe AFM values) and a /ToUnicode CMap; text
     drawn in pieces (TJ arrays with kerning numbers, words and syllables placed one by one with Tm) and out of
     reading order (all captions first then values, or values first, or footer/header first).
  No producer was replaced: all four installed from the Debian 12 apt repository.

Set-up (as root on Debian 12):
  apt-get update
  apt-get install -y --no-install-recommends libreoffice-impress libpdf-builder-perl ruby-asciidoctor-pdf \\
      fonts-liberation fonts-dejavu poppler-utils
  python3 -m venv tools/_cache/corpust-venv
  tools/_cache/corpust-venv/bin/pip install pypdf==7.1.1     # same version as the judge's .venv

Generation (about 30 s on 2 cores; one soffice/perl/ruby process at a time):
  tools/_cache/corpust-venv/bin/python tools/make_corpus_t.py --seed 167 --docs 40
  -> benchmarks/out/corpus_t/{manifest.json, pdf/tNNN.pdf, truth/tNNN.truth.json}
  work files in tools/_cache/corpust-work (git-ignored); exit code 1 when a document fails the self-check.

Truth format (as tools/score_eval.py reads it): {"document", "producer", "type", "pages": [{"index": 0-based
page, "items": [{"role": "pii"|"keep", "kind", "subtype", "text", "probes", "critical"}]}], "metadata_items":
[{"kind": "NOM", "text", "field", "probes"}]}. Kinds of personal values: NOM, PRENOM, DATE_NAISSANCE, NIR
(subtype NIR or INS = matricule INS), IPP, EPISODE (NDA/séjour/venue, accession, lab file, prescription, mutual
member numbers; subtype says which), EMAIL, TEL, ADRESSE, CODE_POSTAL, VILLE, ETAB (establishment name and
acronym, destination, insurer names), FINESS, RPPS (subtypes RPPS, RPPS12 = "8"+RPPS, ADELI). critical = true
for the patient's surname / birth name / first name, birth date, NIR, INS, IPP and e-mail only. Kept items: DATE
(care dates, some in exactly the birth date's format), DECOY (subtypes code: CIM-10/CCAM/LOINC/ATC/UCD/OID, and
the COFRAC accreditation number marked deliberately as a decoy; labo: results and ranges; dose; lot; modele;
version; page; salle; eponyme; annee) and MOT (subtypes mot_nom, mot_ville: trade words and rivers homonymous
with surnames/towns). One item per printed occurrence (running headers/footers give one item per page). Ages are
never personal values. A probe is the printed value (plus the street name or the main part of a particle
surname). manifest.json: {"corpus": "t", "seed", "documents": [{"name", "pdf", "truth", "pages", "producer",
"type"}]}.

Self-check: every PDF is read by pdftotext and pypdf through tools/score_eval.py's own extract_all/normalize, and
judge_document(truth, src, src) must report every personal value as leaked (present) with no "non mesurable"
value and no lost kept item; in addition each probe must be seen by BOTH extractors as many times as the truth
says, the page count must match and the metadata probes must be in the info dictionary.
"""
from __future__ import annotations

import argparse
import json
import random
import shutil
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from corpus_t import adoc, impress, pbuilder, rawpdf  # noqa: E402
from corpus_t.check import check  # noqa: E402
from corpus_t.docs import build, truth_of  # noqa: E402

PRODUCERS = [("libreoffice-impress", impress), ("perl-pdf-builder", pbuilder), ("asciidoctor-pdf", adoc),
             ("raw-python-writer", rawpdf)]
VERSIONS = {"libreoffice-impress": "LibreOffice Impress 7.4.7.2", "perl-pdf-builder": "PDF::Builder 3.025",
            "asciidoctor-pdf": "Asciidoctor PDF 2.3.4", "raw-python-writer": "corpus-t rawpdf 1.0"}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=167)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_t")
    ap.add_argument("--work", type=Path, default=ROOT / "tools" / "_cache" / "corpust-work")
    a = ap.parse_args(argv)
    t0 = time.time()
    if a.out.exists():
        shutil.rmtree(a.out)
    (a.out / "pdf").mkdir(parents=True)
    (a.out / "truth").mkdir(parents=True)
    if a.work.exists():
        shutil.rmtree(a.work)
    a.work.mkdir(parents=True)
    docs, failures = [], 0
    stats = defaultdict(lambda: {"documents": 0, "pages": 0, "kinds": Counter()})
    for i in range(a.docs):
        pname, mod = PRODUCERS[i % len(PRODUCERS)]
        name = "t%03d" % (i + 1)
        rng = random.Random(a.seed * 1000 + i)
        doc = build(rng, i)
        pdf = a.out / "pdf" / (name + ".pdf")
        if mod is rawpdf:
            n = mod.write(doc, pdf, random.Random(a.seed * 7919 + i))
        else:
            n = mod.write(doc, pdf, random.Random(a.seed * 7919 + i), a.work)
        truth = {"document": name, "producer": pname, "producer_version": VERSIONS[pname], "type": doc["type"],
                 "pages": truth_of(doc), "metadata_items": doc["metadata_items"]}
        (a.out / "truth" / (name + ".truth.json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        errs = check(pdf, truth)
        if errs:
            failures += 1
            print("ÉCHEC %s (%s, %s): %s" % (name, pname, doc["type"], "; ".join(errs[:8])), file=sys.stderr)
        docs.append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.truth.json" % name, "pages": n,
                     "producer": pname, "type": doc["type"]})
        st = stats[pname]
        st["documents"] += 1
        st["pages"] += n
        for pg in truth["pages"]:
            for it in pg["items"]:
                st["kinds"][("%s:%s" % (it["role"], it["kind"]))] += 1
        st["kinds"]["meta:METADONNEES"] += len(doc["metadata_items"])
    manifest = {"corpus": "t", "seed": a.seed, "generator": "tools/make_corpus_t.py", "documents": docs}
    (a.out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    total = Counter()
    for pname, st in stats.items():
        total.update(st["kinds"])
        print("%-20s %2d documents %3d pages  %s" % (pname, st["documents"], st["pages"],
                                                      ", ".join("%s=%d" % kv for kv in sorted(st["kinds"].items()))))
    print("total: %d documents, %d pages, %s" % (len(docs), sum(d["pages"] for d in docs),
                                                  ", ".join("%s=%d" % kv for kv in sorted(total.items()))))
    print("self-check: %s ; %.0f s" % ("OK" if not failures else "%d document(s) en échec" % failures, time.time() - t0))
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
