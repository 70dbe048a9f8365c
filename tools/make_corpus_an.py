"""Corpus AN: 40 fictional French clinical PDFs from three PDF writers no earlier corpus used.

Held-out evaluation corpus, written without looking at the product (only tools/score_eval.py, the AM
manifest and one AM truth file, and the module docstrings of the earlier tools/make_corpus_*.py were read;
tools/corpus_am/ids.py and model.py gave the structure of the identifier helpers and the item model).
Output: benchmarks/out/corpus_an/{manifest.json, pdf/anNNN_<family>_<shape>.pdf, truth/anNNN_<family>_<shape>.json}
in the judge's format. Seed 397, 40 documents of 1-3 pages, document i (1-based) in family i % 4; text,
layout and truth are deterministic for a seed (checked: two runs give identical truth files and manifest;
the Fullbleed and docugenr8 PDFs are byte-identical too, the PDFlib ones differ only by the CreationDate
and /ID PDFlib stamps).

Producers (helpers in tools/corpus_an/: ids.py people/places/identifiers with valid keys, model.py the
document model with EXPLICIT PAGES, content.py the six shapes, render.py the own line layout used by two
families, html.py the HTML/CSS of the two Fullbleed layouts, backends.py the three writers). THREE new
writers, so Fullbleed serves two families with clearly different layouts:
  1 fullbleed  Fullbleed 2.5.39 (PyPI abi3 wheel "fullbleed": a Rust HTML/CSS-to-PDF engine with its OWN PDF
               serialiser - src/pdf.rs, pdf_native.rs, font_subset.rs in the binary; the only crate paths in it
               are subsetter 0.2.6 and unicode-bidi 0.3.18, no pdf-writer / krilla / lopdf / printpdf), layout
               'letter' (html.py): each planned page is one fixed-height <section> with a forced page break,
               its own right-aligned running head and an absolutely positioned running foot; two-cell
               letterhead TABLE (establishment block | contacts column with a vertical rule), ruled headings,
               identity as a label/value table or a VALUE-FIRST GRID (value in bold above its small label),
               fully bordered tables, boxed patient STICKER on the right, two-column administrative block
               (flex), signature block on the right; DejaVu Serif / Bold / Italic embedded as CID TrueType
               Identity-H subsets + ToUnicode. Every truth value is a white-space:nowrap span. Info /Title
               (UTF-16) names the patient in every third document (i % 3 == 0).
  2 docugenr8  docugenr8-pdf 0.0.6 (PyPI, the pure-Python PDF back end of the docugenr8 project: its own object
               collector and serialiser, fontTools subsetting, its OWN CID numbering that skips CIDs whose bytes
               are "(", ")" or "\\", /CIDToGIDMap stream, /W widths, ToUnicode CMap; PDF 1.3, no object streams),
               fed a hand-built docugenr8-shared 0.0.4 DTO (DtoTextArea fragments + DtoRectangle) by
               backends.py - docugenr8-core (the layout front end) is not used. Layout 'form' of render.py:
               grey section bars, ruled key/value rows, bordered tables with a shaded header row, boxed sticker,
               running head right-aligned over a rule, foot under a rule. Each line is ONE fragment drawn as
               "BT x y Td <cids> Tj ET" with the font selected in a separate "BT /F1 s Tf ET"; Liberation Sans /
               Bold. docugenr8 writes no Info dictionary (no metadata items). Two patches through its own API:
               /Type /Catalog, /Pages, /Page are added (0.0.6 omits them and pypdf warns "Invalid Root object")
               and the /ID is hashed from the bytes only (0.0.6 salts it with the wall-clock time).
  3 pdflib     PDFlib 10.0.0p1 (PDFlib GmbH's commercial C library; its Python binding pdflib_py.so ships inside
               the PyPI wheel pdflib-extended 2025.9.16, loaded directly from the wheel's binaries/pdflib/_10/linux
               folder because the wheel's package __init__ needs libdmtx), UNLICENSED: Producer "PDFlib
               Personalization Server 10.0.0p1 (Python/Linux-x64) unlicensed", and PDFlib paints its diagonal
               "www.pdflib.com" DEMO STAMP (a Type 3 font, one glyph per letter) over every page: both extractors
               read its letters as stray one- or two-letter words ("Ps", "io", "Pf"), pypdf at the end of the page,
               pdftotext between lines. Layout 'letter' of render.py: ruled headings, plain key/value rows or the
               value-first grid, stroked table cells, sticker; every line drawn by PDF_fit_textline at an absolute
               position; DejaVu Serif Condensed / Bold loaded with FontOutline + PDF_load_font(unicode, embedding
               subsetting) -> CID TrueType Identity-H subsets + ToUnicode. Info /Title names the patient in
               every third document.
  0 fbgrid     Fullbleed 2.5.39 again, layout 'grid' (html.py): navy running-head band, shaded contacts panel
               beside the letterhead, identity ALWAYS as a value-first grid, shaded section bars, dashed sticker,
               centred running foot; Lato Regular / Bold CID TrueType subsets; Info /Title as family 1.
render.py wraps text from the real advances (fontTools 4.68.0 hmtx); a truth item plus the punctuation glued
to it is one unbreakable atom, lines are drawn as one string each; a table cell whose widest atom does not fit
is set in a smaller size (a value never runs into the next cell). Pages are planned by the shape builders
(1 + (i + k) % 3 pages; sections spread over them, optional sections dropped on one-page documents; later
pages open with "Suite du document de NOM Prénom (feuillet n)"); render.py shrinks the type in 6 % steps if a
page overflows, the Fullbleed families shrink their CSS font size in 7 % steps until the engine gives exactly
the planned page count.

Tried and rejected (besides the writers and rejections listed by the earlier corpora, which were not retried):
office2pdf-python 0.4.0 (Typst 0.15 + krilla inside), docquill-rust 0.1.7 (pdf-writer crate + Skia), typepress
0.5.0 (only a downloader for a GitHub binary), mdmint 0.2.0 (xhtml2pdf), pageforge 0.1.0 / build-pdf 0.1.0 /
pdf-export-lib 0.2.0 (ReportLab), polydoc 0.1.4 (PyMuPDF / ReportLab), pyreps (no distribution served),
pdf-lib-rs-py 0.1.0a5 (by its name a Rust port of pdf-lib, which corpus J used; not examined further), fullbleed's own header_each/footer_each options
(the running head text did not appear; running heads are drawn in the HTML instead), <br/> inside Fullbleed
blocks (a white-space:nowrap span after a <br/> lost the space before it: "72000Le Mans"; lines are <div>s).

Shapes (content.py; the k-th document of family f gets shape (k + f) % 6, so every family has all six):
dermato_suivi (pigmented-lesion follow-up with digital dermoscopy: lesion map table with sizes, TDS scores and
photo accession numbers, photo captions naming the photographer, mapping history table with an abbreviated
operator, excision CCAM QZFA036, pathology number, employer, GP in the copy line with address),
retrocession_pui (hospital-pharmacy dispensing sheet: NIR, insurer + member number, hospital prescription with
RPPS, drug table with UCD codes, lots and prices, dispensing history with the patient as "DUP. A." style
abbreviation, person collecting (relative with phone, or the patient with phone and e-mail), technician in lower
case, pharmacist with RPPS, community pharmacy), pai_scolaire (allergist's liaison letter to the school nurse
for a PAI: child identity (weight, class), parents' table with phones and e-mail, mother "née X" and her employer,
home address, emergency-protocol table (Anapen dose, lot), school and GP contacts in two columns, school trip
abroad, signatures table with dates, homonym surnames such as Meunier / "meunier"), pompe_insuline (insulin-pump
settings: INS, device and sensor serials, home-care provider and its acronym with on-call phone, LPP code, basal
rate / ratio / sensitivity table, alarm log with dates and hours, installation by the provider's technician,
education nurse with ADELI, administrative columns with NIR, insurer and employer), coordination_don (organ-
donation coordination summary: CRISTAL file number, chronology table with hours and an imaging accession number,
interview with the relative (address, phone), team table with the coordinator's phone and the harvesting surgeon's
other establishment + acronym, donor workup values, sanitary safety with countries, the deceased's employer),
kine_domicile (home physiotherapy schedule: home address and door code, prescription with CCAM / NGAP AMK code,
visit calendar with hours, physiotherapist as "P. NAME", a substitute, place column "domicile" or the town,
score evolution table (Timed Up and Go, Tinetti, Berg), carer with phone and e-mail, ambulance company,
physiotherapist with RPPS, ADELI and phone).
Running heads in three styles (sigle · NOM Prénom · IPP / NOM, Prénom – né(e) le dd/mm/yy – séjour NDA / Dossier
IPP | establishment) and feet (establishment — FINESS — page k/n / sigle – town – Tél. – feuillet k sur n /
"Document confidentiel – sigle – NOM – p. k/n"); identity in three writings (birth name + usage name + numeric
or dashed birth date as key/value rows or a value-first grid; sticker "NOM PRÉNOM née X" + CAPITALS birth date +
age; a sentence "Mme/M./L'enfant Prénom Nom, née X, né(e) le <weekday | spaced digits | words>"); NIR/INS in three
writings (spaced, 13 + key, 15 digits).

Items: one per printed occurrence (running head/foot items on every page). role "pii": NOM / PRENOM (subtype
patient, naissance, medecin, proche, soignant, tiers; UPPER, Title, lower case, hyphenated first names and
surnames, particles "de Kersauson" / "Le Gouëllec" / "DE LA TOUR-MAZEL", "née X", initial + name "Dr F. Larrouy",
first 4 letters + "." in the dispensing history), DATE_NAISSANCE (numeric, dashed, two-digit year, words,
CAPITALS, weekday form, spaced digits), NIR (subtype ins when captioned INS; key 97 - NIR13 mod 97), IPP (9-10
digits), NUM_SEJOUR (NDA26K01234, S26-123456, 26xxxxxxx-A), NUM_ACCESSION (DERM-26-nnnnn, 26Hnnnnn, IMGnnnnnnn),
NUM_DOSSIER (subtype cristal), NUM_ADHERENT, ORGANISME (mutuelle), RPPS (11 digits Luhn; subtype idnat for
"8"+RPPS), ADELI (Luhn), FINESS (Luhn), ADRESSE (probes: value + street), CODE_POSTAL, VILLE (domicile,
etablissement, lieu_redaction in "Fait à X", medecin; also alone in a table cell and in CAPITALS), TELEPHONE
(ARCEP fiction blocks; spaced, dotted, +33), EMAIL, ETABLISSEMENT (etablissement / sigle with digits, dots,
hyphens, spaces or accents: CH2B, H.S.E., CHI-VL, GHAM2, CMS-Sèvre, CHU M.A. / employeur / ecole / pharmacie /
prestataire / entreprise). critical = the patient's NOM/PRENOM (birth name included), birth date, NIR, IPP, the
patient's and relatives' e-mails, and the NOM/PRENOM of the child's parents and of the donor's relative (they
carry the patient's surname). role "keep": DATE/SOINS and DECOY (CIM10, CCAM, CODE (UCD, LPP, NGAP AMK,
prescription number), MEDICAMENT, DOSE, LOT, BIOLOGIE, MESURE, POIDS, SCORE, DEBIT, DELAI, HEURE, DISPOSITIF,
EPONYME (Tinetti, Berg, Timed Up and Go, Coombs, ABCDE), AGE, PAYS (Australie, Espagne, Portugal, Royaume-Uni),
LIEU ("domicile"), INSTITUTION (Agence de la biomédecine)) and ORDINAIRE/HOMONYME. metadata_items: NOM + PRENOM
of the patient in Info /Title (field "Info/Title"), as pypdf reads them.

Validation (exit 1 on failure), with the judge's own functions from tools/score_eval.py: pages are explicit, so
every item is recorded on the page it is drawn on; the generator then requires, for BOTH pdftotext and pypdf,
that every probe of a page is seen on that page (either line-end-hyphen reading) at least as often as the items
placed there need it (occurrences inside longer items counted as the judge's E_pii does), that metadata probes
are in pypdf's Info/XMP text, that the page count is the planned one, and that judge_document(truth, src,
out=src) gives 0 unmeasurable probes, every pii item leaked and no keep item lost. No item is moved or dropped.
Result with --seed 397 (about 11 s on 2 shared cores): 40 documents, 80 pages (1 page: 13 documents, 2: 14,
3: 13; fullbleed 20, docugenr8 21, pdflib 19, fbgrid 20), 2203 pii + 1018 keep items, 20 metadata items.
Re-checked separately with tools/_cache/judge-venv/bin/python (pypdf 7.1.1): all 3221 items found on their page,
judge_document(out=src): 2203/2203 pii leaked, 0 of 1018 keep lost, 0 unmeasurable; judge_document(out=None):
0 unmeasurable; 20/20 metadata items in the Info dictionary.

Set-up (Debian 12, root, from the repository root; caches git-ignored):
    apt-get install -y --no-install-recommends poppler-utils fonts-dejavu-core fonts-dejavu-extra \\
        fonts-liberation fonts-lato python3-venv
        (poppler-utils 22.12.0-2+deb12u3, fonts-dejavu-core 2.37-6, fonts-dejavu-extra 2.37-6 for DejaVu Serif
         Condensed, fonts-liberation 1:1.07.4-11, fonts-lato 2.0-2.1)
    python3 -m venv tools/_cache/corpusan-venv
    tools/_cache/corpusan-venv/bin/pip install fullbleed==2.5.39 docugenr8-pdf==0.0.6 \\
        pdflib-extended==2025.9.16 pypdf==7.1.1 fonttools==4.68.0
        (Python 3.11.7; pulls docugenr8-shared 0.0.4, pillow 10.4.0, qrcode 8.2 and pylibdmtx 0.1.10 - the last
         three only for pdflib-extended's own helpers, which are not imported)
Generation (re-executes itself with that venv when a writer or pypdf is missing):
    tools/_cache/corpusan-venv/bin/python tools/make_corpus_an.py [--seed 397] [--out benchmarks/out/corpus_an]
    (--only N ... re-renders single documents without rewriting the manifest)
"""
import argparse
import json
import os
import random
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV_PY = ROOT / "tools" / "_cache" / "corpusan-venv" / "bin" / "python"
try:
    import docugenr8_pdf  # noqa: F401
    import fullbleed  # noqa: F401
    import pypdf  # noqa: F401
except ImportError:
    if VENV_PY.exists() and Path(sys.executable) != VENV_PY:
        os.execv(str(VENV_PY), [str(VENV_PY)] + sys.argv)
    raise

sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))
import score_eval as J  # noqa: E402
from tools.corpus_an import backends, content, html, render  # noqa: E402

TT = "/usr/share/fonts/truetype/"
FAMILIES = {
    1: ("fullbleed", "letter"),
    2: ("docugenr8", "form"),
    3: ("pdflib", "letter"),
    0: ("fbgrid", "grid"),
}
FONTS = {
    "docugenr8": {"reg": TT + "liberation/LiberationSans-Regular.ttf", "bold": TT + "liberation/LiberationSans-Bold.ttf"},
    "pdflib": {"reg": TT + "dejavu/DejaVuSerifCondensed.ttf", "bold": TT + "dejavu/DejaVuSerifCondensed-Bold.ttf"},
}
FB_DIRS = {"letter": [TT + "dejavu"], "grid": [TT + "lato"]}


def versions():
    from importlib.metadata import version
    return {"fullbleed": version("fullbleed"), "docugenr8-pdf": version("docugenr8-pdf"),
            "docugenr8-shared": version("docugenr8-shared"), "pdflib-extended": version("pdflib-extended"),
            "PDFlib": backends.pdflib_version(), "pypdf": version("pypdf"), "fonttools": version("fonttools")}


def producer(fam):
    v = versions()
    return {
        "fullbleed": "Fullbleed %s (PyPI abi3 wheel: Rust HTML/CSS engine with its own PDF writer) via tools/corpus_an/html.py "
                     "'letter': two-cell letterhead table with contacts column, ruled headings, label/value table or value-first "
                     "grid, bordered tables, boxed sticker, absolute running foot; DejaVu Serif / Bold / Italic CID TrueType "
                     "subsets; Info /Title" % v["fullbleed"],
        "fbgrid": "Fullbleed %s again via html.py 'grid': navy running-head band, shaded contacts panel, value-first identity "
                  "grids, shaded section bars, dashed sticker; Lato Regular / Bold CID TrueType subsets; Info /Title" % v["fullbleed"],
        "docugenr8": "docugenr8-pdf %s (PyPI, pure-Python writer of the docugenr8 project; fontTools subsetting, own CID "
                     "numbering + CIDToGIDMap + ToUnicode) fed a hand-built docugenr8-shared DTO by tools/corpus_an/backends.py; "
                     "layout 'form' of render.py: grey section bars, ruled key/value rows, bordered tables, boxed sticker; "
                     "Liberation Sans / Bold; no Info dictionary" % v["docugenr8-pdf"],
        "pdflib": "PDFlib %s unlicensed (PDFlib GmbH's C library, Python binding shipped in the pdflib-extended %s wheel; "
                  "demo stamp on every page) via render.py 'letter': ruled headings, PDF_fit_textline per line, tables as "
                  "stroked rectangles; DejaVu Serif Condensed / Bold embedded as CID TrueType subsets; Info /Title" % (
                      v["PDFlib"], v["pdflib-extended"]),
    }[fam]


def build_doc(i, k, seed):
    famkey = i % 4
    fam, variant = FAMILIES[famkey]
    shape = content.SHAPES[(k + famkey) % 6]
    npg = 1 + (i + k) % 3
    style = i % 3
    r = random.Random(seed * 1000 + i)
    meta = fam != "docugenr8" and i % 3 == 0
    d = content.BUILDERS[shape](r, npg, style, meta)
    return fam, variant, shape, d


def render_doc(fam, variant, d, path):
    """writes the PDF, returns per-page item lists"""
    title = d.meta_title[0]
    if fam in ("fullbleed", "fbgrid"):
        scale = 1.0
        while True:
            h, css, items = html.doc_html(d, variant, scale)
            backends.write_fullbleed(h, css, str(path), title, FB_DIRS[variant])
            n = len(J.extract_pypdf(path)[0])
            if n == len(d.pages):
                return items
            scale *= 0.93
            if scale < 0.6:
                raise RuntimeError("page overflow %s" % path)
    pages, _scale = render.layout(d, FONTS[fam], variant)
    if fam == "docugenr8":
        backends.write_docugenr8(pages, FONTS[fam], str(path))
    else:
        backends.write_pdflib(pages, FONTS[fam], str(path), title)
    return [its for _ops, its in pages]


def need_counts(items):
    need = {}
    probes = {p for it in items for p in it["probes"]}
    for p in probes:
        need[p] = sum(J.count(p, J.normalize(it["text"]), "@" in p) or (p in it["probes"]) for it in items)
    return need


def check_doc(pdf, truth):
    """every probe on its page for both extractors; judge with out=src"""
    errs = []
    pt = J.extract_pdftotext(pdf)
    pp, meta = J.extract_pypdf(pdf)
    if len(pt) != len(truth["pages"]) or len(pp) != len(truth["pages"]):
        errs.append("page count %d/%d vs %d" % (len(pt), len(pp), len(truth["pages"])))
        return errs
    for pg in truth["pages"]:
        k = pg["index"]
        need = need_counts(pg["items"])
        for ex, txt in (("pdftotext", pt[k]), ("pypdf", pp[k])):
            for p, n in need.items():
                have = max(J.count(p, J.normalize(txt), "@" in p), J.count(p, J.normalize(txt, True), "@" in p))
                if have < n:
                    errs.append("p%d %s: %r seen %d < %d" % (k, ex, p, have, n))
    for m in truth.get("metadata_items", []):
        if not all(p in meta for p in m["probes"]):
            errs.append("metadata %r not in Info" % m["text"])
    src = J.extract_all(pdf)
    j = J.judge_document(truth, src, src)
    tot = sum(v["total"] for v in j["leaks"].values())
    leaked = sum(v["leaked"] for v in j["leaks"].values())
    lost = sum(v["lost"] for v in j["kept"].values())
    if j["unmeasurable_probes"] or tot != leaked or lost:
        errs.append("judge: unmeasurable %d, leaked %d/%d, lost %d" % (j["unmeasurable_probes"], leaked, tot, lost))
    return errs


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=397)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_an")
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--only", type=int, nargs="*")
    a = ap.parse_args(argv)
    (a.out / "pdf").mkdir(parents=True, exist_ok=True)
    (a.out / "truth").mkdir(parents=True, exist_ok=True)
    rank = {}
    docs, failures = [], 0
    summary = {}
    for i in range(1, a.docs + 1):
        k = rank.get(i % 4, 0)
        rank[i % 4] = k + 1
        if a.only and i not in a.only:
            continue
        fam, variant, shape, d = build_doc(i, k, a.seed)
        name = "an%03d_%s_%s" % (i, fam, shape)
        pdf = a.out / "pdf" / (name + ".pdf")
        per_page = render_doc(fam, variant, d, pdf)
        prod = producer(fam)
        truth = {"name": name, "family": fam, "kind": shape, "shape": shape, "producer": prod, "producers": [prod],
                 "page_index_base": 0, "seed": a.seed,
                 "pages": [{"index": n, "items": [it.as_truth() for it in its]} for n, its in enumerate(per_page)],
                 "metadata_items": d.meta_title[1]}
        (a.out / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        errs = check_doc(pdf, truth)
        if errs:
            failures += 1
            print(name, "FAILED:", *errs[:8], sep="\n  ")
        items = [it for pg in truth["pages"] for it in pg["items"]]
        s = summary.setdefault(fam, {"documents": 0, "pages": 0, "pii_items": 0, "keep_items": 0, "metadata_items": 0,
                                     "failed_checks": 0, "producer": prod})
        s["documents"] += 1
        s["pages"] += len(per_page)
        s["pii_items"] += sum(it["role"] == "pii" for it in items)
        s["keep_items"] += sum(it["role"] == "keep" for it in items)
        s["metadata_items"] += len(truth["metadata_items"])
        s["failed_checks"] += bool(errs)
        docs.append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name, "pages": len(per_page),
                     "planned_pages": len(d.pages), "producer": prod, "producers": [prod], "kind": shape, "family": fam})
    if not a.only:
        tot = {x: sum(s[x] for s in summary.values()) for x in ("documents", "pages", "pii_items", "keep_items", "metadata_items")}
        man = {"corpus": "an", "seed": a.seed, "generator": "tools/make_corpus_an.py", "versions": versions(),
               "pdftotext": subprocess.run([J.PDFTOTEXT, "-v"], capture_output=True, text=True).stderr.split("\n")[0],
               "family_summary": summary, "totals": tot, "documents": docs}
        (a.out / "manifest.json").write_text(json.dumps(man, ensure_ascii=False, indent=1), encoding="utf-8")
        print(json.dumps(tot))
    print("documents with failed checks:", failures)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
