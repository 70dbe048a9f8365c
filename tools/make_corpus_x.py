"""Held-out evaluation corpus X: the shapes French hospital PDFs really arrive in.

40 fictional documents in four families (10 each, in rotation: document i is in family i % 4):

1. ``scan``  — scanned then OCR'd letters. Each page is drawn as a 300 dpi grayscale image by
   Pillow (slight rotation 0.3–1°, background noise, specks, light blur, a signature scribble and
   a round stamp), saved as JPEG, wrapped by img2pdf and given an invisible text layer by
   OCRmyPDF (tesseract, French). The truth describes what the text layer really holds: an item is
   kept only if its probes are found by pdftotext AND pypdf on its page; when both readers show
   the same close OCR variant (difflib ratio >= 0.8) the OCR'd spelling is recorded (the planned
   one stays in ``ocr_planned``), otherwise the item is dropped. Counts are in each truth's
   ``ocr`` object and in the manifest's ``ocr_summary``.
2. ``cups``  — legacy HIS listings (80 or 132 columns, upper case ASCII, page headers with the
   patient identity, form feeds) printed by cups-filters ``texttopdf`` run directly.
3. ``pdfa``  — documents printed by reportlab (base-14 Helvetica/Times) or fpdf2 (embedded
   TrueType), then re-distilled by Ghostscript as PDF/A-2b.
4. ``qpdf``  — documents printed by fpdf2 or reportlab, then rewritten by qpdf with object
   streams, linearization and AES-256 (empty user password, owner password "owner-secret",
   print allowed, modification and extraction refused).

Producers and exact versions (Debian 12 "bookworm" packages, PyPI wheels):
    Pillow 13.0.0, reportlab 5.1.0, fpdf2 2.8.9, pypdf 7.1.1 (the judge's version),
    cryptography 50.0.2 (needed by pypdf for AES-256) — in tools/_cache/corpusx-venv;
    img2pdf 0.4.4 (Debian img2pdf 0.4.4-3), OCRmyPDF 14.0.1 (Debian ocrmypdf 14.0.1+dfsg1-1),
    tesseract 5.3.0 (tesseract-ocr 5.3.0-2, tesseract-ocr-fra 1:4.1.0-2),
    cups-filters 1.28.17 texttopdf (cups-filters 1.28.17-3+deb12u2),
    GPL Ghostscript 10.00.0 (ghostscript 10.0.0~dfsg-11+deb12u9), qpdf 11.3.0 (qpdf 11.3.0-1+deb12u1),
    poppler-utils 22.12.0 (pdftotext, for the self-check). Fonts: fonts-dejavu-core, fonts-liberation2.

Set-up (root, Debian 12), from the repository root:
    apt-get update
    apt-get install -y --no-install-recommends ocrmypdf img2pdf cups-filters qpdf tesseract-ocr-fra \
        ghostscript poppler-utils fonts-dejavu-core fonts-liberation2 python3-venv
    python3 -m venv tools/_cache/corpusx-venv
    tools/_cache/corpusx-venv/bin/pip install pypdf==7.1.1 cryptography pillow==13.0.0 reportlab==5.1.0 fpdf2==2.8.9

Generation (single process; about 2 min 10 s on 2 shared cores, 90 % of it OCR, self-check included):
    tools/_cache/corpusx-venv/bin/python tools/make_corpus_x.py --seed 191 --docs 40
writes benchmarks/out/corpus_x/{manifest.json,pdf/*.pdf,truth/*.json}; work files go to
tools/_cache/corpusx-work/. Texts and truths are deterministic for a seed (OCR is run with
OMP_THREAD_LIMIT=1); PDF bytes are not (creation dates, document IDs).

Truth format (what tools/score_eval.py reads): one JSON per document,
    {"name", "family", "kind", "producer", "producers", "page_index_base": 0,
     "pages": [{"index": 0, "items": [{"role", "kind", "text", "subtype", "critical", "probes"}]}],
     "metadata_items": [{"kind", "text", "field", "critical", "probes"}], "ocr": {...} (family 1)}
One item per printed occurrence. role "pii": kinds NOM, PRENOM (subtype patient / naissance /
medecin / proche / soignant), DATE_NAISSANCE, NIR, IPP, ADRESSE, CODE_POSTAL, VILLE, TELEPHONE,
EMAIL, ETABLISSEMENT (subtype etablissement / sigle / laboratoire), FINESS, RPPS, NUM_SEJOUR,
NUM_ACCESSION, NUM_DOSSIER_LABO, NUM_ADHERENT, ORGANISME. critical = DATE_NAISSANCE, NIR, IPP,
EMAIL, and NOM/PRENOM of the patient (incl. maiden name). role "keep": kind DATE (subtype SOINS,
care dates), kind DECOY (subtypes CIM10, CCAM, LOINC, ATC, LOT, DOSE, BIOLOGIE, INTERVALLE, PAGE,
VERSION, EPONYME, DISPOSITIF, UF, MESURE, DOSIMETRIE, AGE, POIDS, COFRAC), kind MOT (subtype
HOMONYME: ordinary word that is also a surname, "boulanger"; VILLE: ordinary word that is also a
commune, "sens"). Probes: the value itself (case-sensitive, word-bounded, e-mails
case-insensitive) plus, for addresses and long establishment names, the distinctive part (street
without number, place name). Metadata items: about a third of each family carries the patient
surname and first name in the Info dictionary Title (and XMP dc:title where the producer writes
XMP).

Self-check: every PDF is re-read with pdftotext and pypdf (empty password); every probe must be
seen on its page as often as the page's items need it, and the judge's document-level
measurability must hold for both readers; metadata probes must be in the Info/XMP text. Exit 1 on
any failure.

Known quirks:
- texttopdf with CHARSET=utf-8 embeds a CID TrueType font without ToUnicode (text unreadable);
  run without CHARSET it prints base-14 Courier in StandardEncoding, which has no accented
  letters: listings are therefore printed in upper case ASCII (as legacy HIS do anyway). Without a
  PPD texttopdf prints US Letter: the Generic-PDF_Printer PPD is given for A4.
- reportlab with an embedded TrueType subset loses its accented letters through the Ghostscript
  PDF/A re-distillation (pdftotext reads "N(e) le" for "Né(e) le"): the PDF/A family uses
  reportlab's base-14 fonts or fpdf2's TrueType fonts, which survive.
- The judge's .venv has pypdf 7.1.1 without the ``cryptography`` package: pypdf then raises
  DependencyError ("cryptography>=3.1 is required for AES algorithm") when opening the qpdf
  family; tools/score_eval.py does not catch it (extract_pypdf is not wrapped) and stops.
  The self-check here uses the same pypdf with cryptography installed.
- pdftotext ignores the owner-password restrictions (extraction refused) and reads family 4;
  pypdf reads it with the empty user password once ``cryptography`` is installed.
- Ghostscript 10.00.0 in PDF/A mode discards every DOCINFO string it cannot write to XMP
  ("Text string detected in DOCINFO cannot be represented in XMP for PDF/A1, discarding
  DOCINFO"): fpdf2's UTF-16 titles and any accented or em-dash title vanish. The PDF/A family
  therefore writes ASCII titles/authors (the metadata items hold that ASCII spelling).
- OCR layers (OCRmyPDF's hOCR renderer, one word per text object on a skewed baseline): pdftotext
  often splits a page line into fragments and re-orders them, sometimes inside a word
  ("Antécé" ... "dents", "@wana" ... "doo.fr"), while pypdf keeps the line. Such values are seen
  by one reader only and are dropped from the truth; tesseract also reads I (CIM-10) as 1,
  "µg" as "ug"/"pg" and loses some accents (respelled when close, dropped otherwise).
- texttopdf prints 80-column listings portrait at 12 cpi / 7 lpi and 132-column ones landscape
  at 17 cpi / 8 lpi; pages are cut by the form feeds of the text, never by the filter.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import subprocess
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from corpus_x import check, ids, letters, listings, model, render  # noqa: E402
from corpus_x.ctx import Ctx  # noqa: E402
from corpus_x.model import paginate, page_items  # noqa: E402

FAMILIES = ["scan", "cups", "pdfa", "qpdf"]
F_KINDS = {
    "scan": ["lettre_liaison", "consultation", "certificat", "ordonnance", "bon_transport", "cro", "imagerie",
             "lettre_liaison", "consultation", "certificat"],
    "pdfa": ["crh", "cro", "imagerie", "biologie", "lettre_liaison", "consultation", "dossier_soins", "crh", "biologie",
             "ordonnance"],
    "qpdf": ["ordonnance", "biologie", "imagerie", "certificat", "crh", "consultation", "bon_transport", "lettre_liaison",
             "cro", "biologie"],
}
SCAN_FONTS = ["dejavu-serif", "liberation-serif", "liberation-sans", "dejavu"]
V = {"pil": "Pillow 13.0.0", "img2pdf": "img2pdf 0.4.4", "ocr": "OCRmyPDF 14.0.1 + tesseract 5.3.0 (fra)",
     "cups": "cups-filters 1.28.17 texttopdf", "rl": "reportlab 5.1.0", "fpdf": "fpdf2 2.8.9",
     "gs": "Ghostscript 10.00.0 PDF/A-2b", "qpdf": "qpdf 11.3.0 AES-256"}


def tool_versions() -> dict:
    def first(cmd):
        try:
            return subprocess.run(cmd, capture_output=True, text=True).stdout.strip().splitlines()[0]
        except Exception as e:  # noqa: BLE001
            return "absent (%s)" % e
    import PIL
    import fpdf
    import pypdf
    import reportlab
    return {"ocrmypdf": first(["ocrmypdf", "--version"]), "img2pdf": first(["img2pdf", "--version"]),
            "qpdf": first(["qpdf", "--version"]), "gs": first(["gs", "--version"]),
            "tesseract": first(["tesseract", "--version"]), "pillow": PIL.__version__, "reportlab": reportlab.Version,
            "fpdf2": fpdf.FPDF_VERSION, "pypdf": pypdf.__version__}


def truth_pages(pages_items) -> list:
    return [{"index": i, "items": [it if isinstance(it, dict) else it.as_truth() for it in items]}
            for i, items in enumerate(pages_items)]


def make_one(i: int, seed: int, out: Path, work: Path) -> dict:
    fam = FAMILIES[i % 4]
    j = i // 4
    rng = random.Random("%d-x-%d" % (seed, i))
    c = Ctx(rng, i)
    meta_name = j % 3 == 0
    if fam == "cups":
        kind, fn, width = listings.KINDS[j % len(listings.KINDS)]
    else:
        kind = F_KINDS[fam][j % 10]
    name = "x%03d_%s_%s" % (i + 1, fam, kind)
    pdf = out / "pdf" / (name + ".pdf")
    info = {"name": name, "family": fam, "kind": kind}
    ocr_stats = None
    meta_items = []
    if fam == "cups":
        pages = fn(c, width)
        title = "EDITION " + kind.upper()
        if meta_name:
            title = "%s %s %s" % (kind.upper(), ids.ascii_upper(c.last), ids.ascii_upper(c.first))
            meta_items = [{"kind": "NOM", "text": ids.ascii_upper(c.last), "field": "Title", "critical": True,
                           "probes": [ids.ascii_upper(c.last)]}]
        render.texttopdf(render.listing_text(pages), title, width, work, name, pdf)
        pages_items = [[s for ln in pg for s in ln if not isinstance(s, str)] for pg in pages]
        producers = [V["cups"]]
        info["columns"] = width
    else:
        model.SCALE[0] = rng.choice([1.1, 1.2, 1.3] if fam == "scan" else [1.0, 1.08, 1.16, 1.24])
        doc = letters.build_letter(c, kind, j, name, fam, meta_name)
        if fam == "pdfa":
            # Ghostscript 10.00.0 discards any non-ASCII DOCINFO string under PDF/A: archive titles are ASCII
            doc.title = ids.deaccent_title(doc.title)
            doc.author = ids.deaccent_title(doc.author)
            for m in doc.meta_items:
                m["text"] = ids.deaccent_title(m["text"])
                m["probes"] = [m["text"]]
        paginate(doc)
        model.SCALE[0] = 1.0
        pages_items = page_items(doc)
        meta_items = doc.meta_items
        if fam == "scan":
            imgs = render.render_scan(doc, work, rng, SCAN_FONTS[j % 4])
            render.scan_to_pdf(doc, imgs, work, pdf)
            producers = [V["pil"] + " (" + SCAN_FONTS[j % 4] + ")", V["img2pdf"], V["ocr"]]
            got = check.read_pdf(pdf)
            pages_items, ocr_stats = check.reconcile_ocr([[it.as_truth() for it in p] for p in pages_items], got)
        else:
            base = work / (name + "_base.pdf")
            use_rl = (j % 2 == 0) == (fam == "pdfa")
            if use_rl:
                render.render_reportlab(doc, base, serif=(j % 4 in (1, 2)))
                producers = [V["rl"] + (" (Times)" if j % 4 in (1, 2) else " (Helvetica)")]
            else:
                font = "liberation-sans" if j % 4 in (0, 1) else "dejavu-serif"
                render.render_fpdf(doc, base, font)
                producers = [V["fpdf"] + " (" + font + ")"]
            if fam == "pdfa":
                render.gs_pdfa(base, pdf, work)
                producers.append(V["gs"])
            else:
                render.qpdf_encrypt(base, pdf)
                producers.append(V["qpdf"])
    truth = {"name": name, "family": fam, "kind": kind, "producer": " -> ".join(producers), "producers": producers,
             "page_index_base": 0, "pages": truth_pages(pages_items), "metadata_items": meta_items}
    if ocr_stats:
        truth["ocr"] = ocr_stats
    (out / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
    return {"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name, "pages": len(pages_items),
            "producer": truth["producer"], "producers": producers, "kind": kind, "family": fam}


def self_check(out: Path, manifest: dict) -> tuple:
    problems = {}
    per_kind = Counter()
    per_family = defaultdict(Counter)
    pages = Counter()
    for d in manifest["documents"]:
        truth = json.loads((out / d["truth"]).read_text(encoding="utf-8"))
        got = check.read_pdf(out / d["pdf"])
        pr = check.check_truth(truth, got)
        if got["n_pages"] != d["pages"]:
            pr.append("pages: %d lues, manifeste %d" % (got["n_pages"], d["pages"]))
        if d["family"] == "qpdf" and not got["encrypted"]:
            pr.append("qpdf: fichier non chiffré")
        if pr:
            problems[d["name"]] = pr
        pages[d["family"]] += d["pages"]
        for pg in truth["pages"]:
            for it in pg["items"]:
                k = it["kind"] if it["role"] == "pii" else "%s:%s" % (it["kind"], it["subtype"])
                per_kind[k] += 1
                per_family[d["family"]][it["role"]] += 1
                if it["critical"]:
                    per_family[d["family"]]["critical"] += 1
        per_family[d["family"]]["metadata_items"] += len(truth.get("metadata_items", []))
        per_family[d["family"]]["documents"] += 1
    return problems, per_kind, per_family, pages


def judge_venv_note(out: Path, manifest: dict) -> str:
    """Can the judge's own interpreter open an encrypted document? (reported, never fixed here)"""
    py = ROOT / ".venv" / "bin" / "python"
    enc = [d for d in manifest["documents"] if d["family"] == "qpdf"]
    if not py.exists() or not enc:
        return "non vérifié (.venv absent)"
    code = "import pypdf,sys; r=pypdf.PdfReader(sys.argv[1]); print(len(r.pages[0].extract_text()))"
    r = subprocess.run([str(py), "-c", code, str(out / enc[0]["pdf"])], capture_output=True, text=True)
    if r.returncode == 0:
        return "le pypdf du .venv lit les fichiers chiffrés"
    return "le pypdf du .venv NE lit PAS les fichiers chiffrés: " + (r.stderr.strip().splitlines() or ["?"])[-1]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=191)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_x")
    ap.add_argument("--work", type=Path, default=ROOT / "tools" / "_cache" / "corpusx-work")
    ap.add_argument("--check-only", action="store_true", help="re-run the self-check on an existing corpus")
    a = ap.parse_args(argv)
    t0 = time.time()
    out, work = a.out, a.work
    if not a.check_only:
        if out.exists():
            shutil.rmtree(out)
        (out / "pdf").mkdir(parents=True)
        (out / "truth").mkdir(parents=True)
        work.mkdir(parents=True, exist_ok=True)
        docs = []
        for i in range(a.docs):
            t1 = time.time()
            docs.append(make_one(i, a.seed, out, work))
            print("%-40s %2d p. %5.1f s" % (docs[-1]["name"], docs[-1]["pages"], time.time() - t1), flush=True)
        manifest = {"documents": docs, "seed": a.seed, "generator": "tools/make_corpus_x.py", "versions": tool_versions()}
        ocr = Counter()
        by_kind = Counter()
        for d in docs:
            t = json.loads((out / d["truth"]).read_text(encoding="utf-8"))
            if "ocr" in t:
                for k in ("planned", "kept", "respelled", "dropped"):
                    ocr[k] += t["ocr"][k]
                by_kind.update(t["ocr"]["dropped_by_kind"])
        manifest["ocr_summary"] = dict(ocr, dropped_by_kind=dict(by_kind))
        (out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    problems, per_kind, per_family, pages = self_check(out, manifest)
    print("\nFamilles :")
    for fam in FAMILIES:
        f = per_family.get(fam, {})
        print("  %-5s %2d documents %3d pages  pii %4d (critiques %4d)  keep %4d  métadonnées %d" % (
            fam, f.get("documents", 0), pages[fam], f.get("pii", 0), f.get("critical", 0), f.get("keep", 0),
            f.get("metadata_items", 0)))
    print("Éléments par type :")
    for k, n in sorted(per_kind.items()):
        print("  %-22s %5d" % (k, n))
    print("OCR :", json.dumps(manifest.get("ocr_summary", {}), ensure_ascii=False))
    print("Lecture des fichiers chiffrés par le juge :", judge_venv_note(out, manifest))
    print("Durée : %.1f s" % (time.time() - t0))
    if problems:
        for n, pr in problems.items():
            print("ÉCHEC", n)
            for p in pr[:15]:
                print("   ", p)
        return 1
    print("Auto-vérification : OK (%d documents, %d pages)" % (len(manifest["documents"]), sum(pages.values())))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
