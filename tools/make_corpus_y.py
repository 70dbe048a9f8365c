"""Corpus Y: 40 fictional French clinical PDFs with ground truth, built independently of the product.

Everything is invented (people, identifiers, establishments); communes, postcodes and street types are
real. NIR keys are mod-97 valid (INS = NIR), RPPS (11 digits) and FINESS (9 digits) are Luhn-valid,
the 12-character national RPPS identifier is "8" + RPPS.

FAMILIES (document i belongs to family i % 4; 10 documents each) and PRODUCERS
  1. cda      HL7 CDA R2 / DMP "document de synthèse" printouts (VSM, lettre de liaison, ...): header
              tables Patient / Auteur / Dispositif / Établissement (custodian) / Destinataires with
              OIDs in brackets or HL7-v2 style "^^^&OID&ISO", then sections with CIM-10, ATC, LOINC.
              Producer: PDFium through PyPI pypdfium2 5.15.2 (PDFium 159.0.8149.0): page objects
              created with FPDFText_LoadFont / FPDFPageObj_CreateTextObj / FPDFPageObj_CreateNewRect,
              FPDFPage_GenerateContent, saved by PDFium; the table/flow layout is in
              corpus_y/render_pdfium.py. Lato (fonts-lato 2.0-2.1) embedded whole, not subset. PDFium
              cannot set /Title: it is added by a hand-written incremental update (new Info object,
              second xref section with /Prev). 2-3 pages. (npm @react-pdf/renderer 4.9.0 was tried
              first and dropped: it writes through upstream npm pdfkit 0.20.1, an already-used producer.)
  2. mail     MSSanté secure-messaging printouts: De/À/Cc/Date/Objet headers, attachments whose names
              carry the patient's name and birth date, quoted replies ("> Le ... a écrit :"),
              forwarded message, signatures. Producer: PyPI borb 3.0.9 (with fontTools 4.68.0), Gentium
              (fonts-sil-gentium) and DejaVu Sans Mono embedded. Usage statistics are switched off
              (UsageStatistics.opt_out()). 2-3 pages.
  3. lab      Cumulative lab results ("antériorités", several care dates in columns) and pharmacy
              dispensing sheets, identity repeated in a running header, COFRAC number, reference
              ranges. Producer: npm pdf-lib 1.17.1 + @pdf-lib/fontkit 1.1.1 (text by coordinates,
              Liberation Sans Narrow / DejaVu Sans Mono subset-embedded). Odd members of the family
              are drawn on A5 and imposed 2-up on landscape A4 by pdfjam 3.03 (texlive-extra-utils
              2022.20230122-4, pdfTeX 1.40.24). A4 landscape: 2 pages; A5 2-up: 4 A5 pages -> 2 sheets.
  4. short    Short forms: transport prescriptions, certificats, imaging requests; captions and values
              in separate text objects (values often drawn first), "handwritten" values in URW Z003
              (Type 1, embedded), names in upper/Title/lower case, unusual birth-date writings, tiny
              Courier footers "Imprimé le ... par <login> — IPP ... — page 1/2". Producer: content
              streams written by hand, assembled by PyPI pikepdf 10.18.0 (qpdf inside), base-14
              Helvetica/Courier not embedded (WinAnsiEncoding, widths from Liberation), XMP dc:title.
About a third of the documents (i % 3 == 0) carry "SURNAME Firstname" in Info /Title (family 4: also
XMP dc:title); they have metadata_items.

SET-UP (Debian 12, as root; paths relative to the repository)
  apt-get install -y poppler-utils texlive-extra-utils texlive-latex-recommended fonts-lato \
      fonts-liberation fonts-dejavu-core fonts-sil-gentium fonts-urw-base35 nodejs npm
  python3 -m venv tools/_cache/corpusy-venv
  tools/_cache/corpusy-venv/bin/pip install pypdf==7.1.1 pikepdf==10.18.0 borb==3.0.9 fonttools==4.68.0 \
      pypdfium2==5.15.2          # (pulls pillow 13.0.0, lxml 6.2.0, packaging 26.4)
  mkdir -p tools/_cache/corpusy-node && cd tools/_cache/corpusy-node && npm init -y && \
      npm install pdf-lib@1.17.1 @pdf-lib/fontkit@1.1.1
  (node v20.20.2 / npm 11.19.1 from NodeSource were used; Debian's nodejs 18 should do for pdf-lib.)

GENERATION (about 80 s wall clock, one core; work files in tools/_cache/corpusy-work/)
  tools/_cache/corpusy-venv/bin/python tools/make_corpus_y.py --seed 197 --docs 40
Output: benchmarks/out/corpus_y/{manifest.json, pdf/y001_cda.pdf ..., truth/y001_cda.json ...}.
Texts and truths are deterministic for a seed (checked: two runs give identical truth/ and manifest;
PDF bytes differ by the creation dates and IDs written by borb and PDFium).
The run ends with a self-check (tools/corpus_y/check.py): every PDF is re-read with pdftotext and
pypdf 7.1.1 with the judge's own normalisation and probe matching; every probe must be seen at least
as often as expected on its page and in the whole document by at least one extractor (so the judge
can measure it; probes seen by only one extractor are printed as warnings), no personal probe may be
seen more often than the truth declares (no untagged copy), the page count must match, metadata
items must be in the metadata as the judge reads it (and the patient's name absent from the metadata
of the other documents), NIR keys / RPPS / FINESS are re-validated. Exit status 1 if any document
fails. `--check-only` re-runs the check on an existing corpus.

TRUTH FORMAT (read by tools/score_eval.py): one JSON per document
  {"name", "family", "kind", "producer", "producers", "page_index_base": 0,
   "pages": [{"index": 0, "items": [{"role", "kind", "text", "subtype", "critical", "probes"}]}],
   "metadata_items": [{"kind", "text", "field", "critical", "probes"}]}
One item per printed occurrence. role "pii": NOM / PRENOM (subtype patient, naissance, medecin,
proche, soignant), DATE_NAISSANCE, NIR, IPP, ADRESSE, CODE_POSTAL, VILLE, TELEPHONE, EMAIL,
ETABLISSEMENT (etablissement / sigle / laboratoire), FINESS, RPPS, NUM_SEJOUR, NUM_ACCESSION,
NUM_DOSSIER_LABO, NUM_ADHERENT, ORGANISME. critical: DATE_NAISSANCE, NIR, IPP, EMAIL and the
patient's NOM/PRENOM (incl. maiden name). role "keep": DATE (SOINS), DECOY (CIM10, CCAM, LOINC, ATC,
LOT, DOSE, BIOLOGIE, INTERVALLE, PAGE, VERSION, EPONYME, DISPOSITIF, UF, MESURE, DOSIMETRIE, AGE,
POIDS, COFRAC), MOT (HOMONYME, VILLE). Probes: the printed value, plus the street name for street
lines and the distinctive place name for long establishment names. metadata_items: field
"Info/Title" or "XMP/dc:title", one item per name.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from corpus_y import fam_cda, fam_lab, fam_mail, fam_short, render_pdfium, render_pike  # noqa: E402
from corpus_y.check import check_corpus  # noqa: E402
from corpus_y.ids import Cast  # noqa: E402
from corpus_y.model import Doc  # noqa: E402

FAMILIES = ["cda", "mail", "lab", "short"]
PRODUCERS = {
    "cda": ["PDFium (pypdfium2 5.15.2)"],
    "mail": ["borb 3.0.9"],
    "lab": ["pdf-lib 1.17.1"],
    "lab2up": ["pdf-lib 1.17.1", "pdfjam 3.03 (pdfTeX 1.40.24)"],
    "short": ["pikepdf 10.18.0 (hand-written content streams)"],
}
NODE_DIR = ROOT / "tools" / "_cache" / "corpusy-node"
WORK = ROOT / "tools" / "_cache" / "corpusy-work"
HERE = ROOT / "tools" / "corpus_y"


def run_node(script: str, spec: dict, tag: str) -> None:
    WORK.mkdir(parents=True, exist_ok=True)
    sp = WORK / ("spec_%s.json" % tag)
    sp.write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    shutil.copy(HERE / script, NODE_DIR / script)
    subprocess.run(["node", script, str(sp)], cwd=NODE_DIR, check=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=197)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_y")
    ap.add_argument("--check-only", action="store_true")
    a = ap.parse_args(argv)
    a.out = a.out.resolve()
    if a.check_only:
        return 1 if check_corpus(a.out) else 0
    t0 = time.time()
    for sub in ("pdf", "truth"):
        d = a.out / sub
        if d.exists():
            shutil.rmtree(d)
        d.mkdir(parents=True)
    WORK.mkdir(parents=True, exist_ok=True)
    docs, pdflib, later = [], [], []
    for i in range(a.docs):
        fam = FAMILIES[i % 4]
        k = i // 4  # rank inside the family
        rng = random.Random(a.seed * 100003 + i)
        cast = Cast(rng)
        name = "y%03d_%s" % (i + 1, fam)
        with_title = i % 3 == 0
        pdf = a.out / "pdf" / (name + ".pdf")
        created = "%04d-%02d-%02dT09:00:00Z" % (cast.year, cast.month, cast.day0)
        if fam == "cda":
            doc = Doc(name, fam, "document CDA de synthèse", PRODUCERS[fam][0], PRODUCERS[fam])
            spec = fam_cda.build(doc, cast, rng, with_title)
            later.append(("pdfium", spec, pdf))
        elif fam == "mail":
            doc = Doc(name, fam, "message MSSanté imprimé", PRODUCERS[fam][0], PRODUCERS[fam])
            spec = fam_mail.build(doc, cast, rng, with_title)
            later.append(("borb", spec, pdf))
        elif fam == "lab":
            narrow, disp = k % 2 == 1, k % 3 == 2
            prods = PRODUCERS["lab2up" if narrow else "lab"]
            doc = Doc(name, fam, ("dispensation pharmacie" if disp else "antériorités biologiques") + (" A5 2-up" if narrow else ""),
                      prods[-1], prods)
            spec = fam_lab.build(doc, cast, rng, with_title, narrow, disp)
            if narrow:
                a5 = WORK / (name + "_a5.pdf")
                pdflib.append(dict(spec, out=str(a5), created=created))
                later.append(("pdfjam", {"title": spec["title"] if with_title else "", "src": a5}, pdf))
                doc.remap_pages(lambda n: n // 2)
            else:
                pdflib.append(dict(spec, out=str(pdf), created=created))
        else:
            sub = k % 3
            doc = Doc(name, fam, ["prescription de transport", "certificat médical", "bon d'imagerie"][sub],
                      PRODUCERS[fam][0], PRODUCERS[fam])
            spec = fam_short.build(doc, cast, rng, with_title, sub)
            later.append(("pike", spec, pdf))
        docs.append((doc, pdf))
    if pdflib:
        run_node("render_pdflib.js", {"docs": pdflib}, "pdflib")
    for kind, spec, pdf in later:
        if kind == "pdfium":
            render_pdfium.render(spec, str(pdf))
        elif kind == "borb":
            fam_mail.render(spec, str(pdf))
        elif kind == "pike":
            render_pike.render(spec, str(pdf))
        else:
            cmd = ["pdfjam", "--quiet", "--nup", "2x1", "--landscape", "--paper", "a4paper", "--outfile", str(pdf)]
            if spec["title"]:
                cmd += ["--pdftitle", spec["title"]]
            subprocess.run(cmd + [str(spec["src"])], check=True, cwd=WORK,
                           env=dict(os.environ, TMPDIR=str(WORK)))
    manifest = {"corpus": "corpus_y", "seed": a.seed, "families": FAMILIES, "documents": []}
    for doc, pdf in docs:
        truth = doc.truth()
        (a.out / "truth" / (doc.name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        manifest["documents"].append({"name": doc.name, "family": doc.family, "kind": doc.kind, "pdf": "pdf/%s.pdf" % doc.name,
                                      "truth": "truth/%s.json" % doc.name, "pages": len(truth["pages"]),
                                      "producer": doc.producer, "producers": doc.producers})
    (a.out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    print("génération : %d documents en %.1f s" % (len(docs), time.time() - t0))
    bad = check_corpus(a.out)
    print("durée totale %.1f s" % (time.time() - t0))
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
