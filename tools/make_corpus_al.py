"""Corpus AL: 40 fictional French clinical PDFs from three PDF writers no earlier corpus used.

Held-out evaluation corpus, written without looking at the product (only tools/score_eval.py, the
AK manifest and one AK truth file, and the module docstrings of the earlier tools/make_corpus_*.py
were read). Output: benchmarks/out/corpus_al/{manifest.json, pdf/alNNN_<family>_<shape>.pdf,
truth/alNNN_<family>_<shape>.json} in the judge's format. Seed 383, 40 documents of 1-3 pages,
document i (1-based) in family i % 4; text, layout and truth are deterministic for a seed (checked:
two runs give identical truth files and manifest; inkmd and ironpress PDFs are byte-identical,
Prince stamps a creation date and file id).

Producers (helpers in tools/corpus_al/: ids.py people/places/identifiers with valid keys,
content.py the document model and the six shapes, render.py the renderers). THREE new writers
(no fourth was found in the time box), so Prince serves two families with different layouts:
  1 prince      Prince 17 (YesLogic's HTML/CSS engine and PDF writer; PyPI prince-pdf 17.0.0.post2
                bundles the engine, "Non-commercial License": a small Prince logo/link annotation
                on page 1, no extra text), render.py:render_prince "letter": CSS paged media with
                @page margin boxes (running identity head @top-left, footer @bottom-left, "Page n / N"
                @bottom-right), letterhead in a floated side column beside the body, dashed sticker
                box, ruled tables; DejaVu Serif / Serif Bold embedded as simple TrueType subsets
                (+ ToUnicode). Info /Title names the patient in every even document.
  2 iron        ironpress 1.7.0 (PyPI abi3 wheel, Rust HTML/CSS-to-PDF engine with its own writer:
                no pdf-writer/krilla/lopdf/printpdf inside), render.py:render_iron: header_html
                running line, footer text with {page}/{pages}, letterhead and sticker side by side
                in a fixed table, key/value identity table, ruled tables; Lato Regular/Bold
                registered with add_font and embedded as CID TrueType Identity-H subsets +
                ToUnicode (ironpress also declares the 14 base fonts, unused). No Info dictionary.
  3 inkmd       inkmd 0.5.0 (PyPI, pure-Python Markdown-to-PDF compiler, zero dependencies,
                byte-deterministic), render.py:render_inkmd: GFM tables, blockquote sticker,
                <div style="page-break-before: always"> page breaks, italic head/foot lines
                printed once (inkmd has no running header); base-14 Times family WinAnsi, NOT
                embedded (the one base-14 family allowed: every French accent, Œ/œ, « », – and —
                are in WinAnsi and survive both extractors). No Info dictionary.
  0 princeform  Prince 17 again, render_prince "form": flexbox band (letterhead | grey sticker),
                identity as a wrapped GRID of captioned fields (upper-case caption above each
                value), grey section bars, full-width ruled tables, running head @top-right and
                "... – feuillet n" footer @bottom-center; Liberation Sans / Sans Bold TrueType
                subsets. Info /Title names the patient in every even document.
Short values (<= 24 characters) are printed inside white-space:nowrap spans in the HTML writers:
without them Prince broke "30/05/2026" and "1,24 g/L" after the slash, which no extractor
joins back.

Tried and rejected (besides the earlier corpora's rejections): Go modules (signintech/gopdf,
pdfcpu) - the Go module proxy does not resolve from this machine; larzpdf 0.1.0 (base-14 fonts
without /Encoding: accents unreadable); brevier 0.5.6 (WeasyPrint inside), layerdocs 0.4.3,
pymd2pdf 0.6.2, eazyreport 1.0.2 (ReportLab inside); serpentype 0.9.2 and turbo-html2pdf 0.3.9
(pdf-writer / lopdf crates already exercised by Typst / genpdf); officework 0.9.0 (Typst
inside); jtypeset 0.2.0 (own C++ writer, CID + ToUnicode, but its Japanese line breaker did not
wrap Latin text at spaces and pypdf reads its lines without spaces - dropped for the time box).

Shapes (content.py; the k-th document of family f gets shape (k + f) % 6, so every family has all
six; planned pages 1 + (7i + k) % 3, page breaks as CSS/Markdown breaks with a "suite" line naming
the patient): ivt_ophtalmo (intravitreal injection programme: DMLA, drug/ATC/CCAM, injection table
with dates, eye, lot numbers, Monoyer acuity, OCT thickness, injector name or initials, driver
relative with phone, orthoptist ADELI), anapath_extempo (pathology report with frozen-section
exam: accession number, prescribing surgeon, hours, macroscopy measures, SBR/Elston-Ellis, Ki-67,
pTNM, block table, COFRAC number), liaison_palliatif (palliative-care liaison sheet: identity grid
with INS/NIR, trusted person with address/phone/e-mail, advance directives, Karnofsky/PPS/Algoplus,
treatment table with ATC, HAD provider, coordinating nurse ADELI, GP), chir_maxillo (third-molar
surgery of a minor: school, legal guardian "née X", insurer + member number, guardian's NIR,
cone-beam number, teeth numbers, CCAM HBGD038, prescription table), certificat_gav (certificate of
fitness for police custody: OPJ named, police/gendarmerie unit, requisition number, identity,
birth place, Glasgow, vitals, breath alcohol, employer, person to notify), vaccin_voyage
(international vaccination centre: passport number, employer, destination, vaccine table with ATC
and lots, ICV certificate number, anti-HBs, nurse ADELI, insurer, NIR).
Running heads in three styles (sigle · NOM Prénom · IPP / NOM, Prénom – né(e) le – séjour /
Dossier IPP | establishment) and feet (establishment + FINESS / sigle / sigle + phone).

Items: one per printed occurrence (running head/foot items on every page). role "pii": NOM /
PRENOM (subtype patient, naissance, medecin, proche, soignant, tiers, initiale; UPPER, Title,
lower-case-free "NOM, Prénom", "Prénom NOM", "NOM PRÉNOM" stickers, "née X", initials "ROU."),
DATE_NAISSANCE (numeric, two-digit year, words, CAPITALS, weekday form, ISO, dotted), NIR (subtype
ins when captioned INS; three writings, key 97 - NIR13 mod 97), IPP (9-10 digits), NUM_SEJOUR
(digits, "NDA-26-nnnnn", "V26Xnnnnn"), RPPS (11 digits Luhn; subtype idnat "8"+RPPS), ADELI,
FINESS (Luhn), ADRESSE (probes: value + street), CODE_POSTAL, VILLE (domicile, naissance,
lieu_redaction), TELEPHONE (ARCEP fiction blocks; spaced, dotted, +33), EMAIL, ETABLISSEMENT
(etablissement / sigle / ecole / employeur / prestataire / service = police unit), ORGANISME,
NUM_ADHERENT, NUM_ACCESSION, IDENTIFIANT (requisition, passeport, certificat). critical =
DATE_NAISSANCE, NIR, IPP, patient/proche e-mails, patient NOM/PRENOM (birth name included).
role "keep": DATE/SOINS and DECOY (CIM10, CCAM, ATC, NGAP, LOT, DOSE, BIOLOGIE, INTERVALLE,
MESURE, POIDS, SCORE, EPONYME (Amsler, Elston-Ellis, Karnofsky, Algoplus, Valsalva, Glasgow),
DELAI, HEURE, DENT, COFRAC). Ages are printed but are not items. metadata_items: NOM + PRENOM of
the patient in Info /Title (Prince, even documents), field "Info/Title".

Validation (exit 1 on failure), with the judge's own functions from tools/score_eval.py: an item
is placed on a page only where pdftotext or pypdf (either line-end-hyphen reading) shows each of
its probes as many times as the items placed there need it (occurrences inside longer items
counted as the judge's E_pii does); running items on every page, body items from a reading cursor;
else dropped (manifest alignment_summary). Then judge_document(truth, src, out=src) must give 0
unmeasurable probes, every pii item leaked, no keep item lost, and judge_document(truth, src, None)
0 unmeasurable; metadata_items only if pypdf's metadata shows them.
Result with --seed 383 (about 10 s on 2 shared cores): 40 documents, 80 pages (1 page: 13
documents, 2: 14, 3: 13; prince 20, iron 21, inkmd 19, princeform 20), 1708 pii + 916 keep items,
20 metadata items; 2624 planned items, none dropped. Re-checked with tools/_cache/judge-venv
(pypdf 7.1.1): every pii leaked when nothing is removed, 0 lost, 0 unmeasurable; 2623 of 2624
items are found on their page by the plain readings (the last, an e-mail cut at its own hyphen,
by the hyphen-keeping reading).

Set-up (Debian 12, root, from the repository root; caches git-ignored):
    apt-get install -y --no-install-recommends poppler-utils fonts-dejavu-core fonts-liberation \
        fonts-lato python3-venv
        (poppler-utils 22.12.0-2+deb12u3, fonts-dejavu-core 2.37-6, fonts-liberation 1:1.07.4-11,
         fonts-lato 2.0-2.1)
    python3 -m venv tools/_cache/corpusal-venv
    tools/_cache/corpusal-venv/bin/pip install prince-pdf==17.0.0.post2 ironpress==1.7.0 \
        inkmd==0.5.0 pypdf==7.1.1
        (Python 3.11.7; prince-pdf ships the Prince binary as tools/_cache/corpusal-venv/bin/prince)
Generation (re-executes itself with that venv when ironpress/inkmd/pypdf are missing):
    tools/_cache/corpusal-venv/bin/python tools/make_corpus_al.py [--seed 383] [--out benchmarks/out/corpus_al]
    (--only N ... re-renders single documents without rewriting the manifest)
Work files (Prince HTML, inkmd Markdown) go to tools/_cache/corpusal-work/.

Reading quirks seen
  * Prince: pypdf reads the @page margin boxes after the body, pdftotext at the top/bottom; the
    bold DejaVu/Liberation subset is a MacRoman simple TrueType without ToUnicode (both readers
    still decode it through the standard glyph names).
  * ironpress: the header_html block comes last in pypdf's page text; a table cell without an
    explicit width collapsed to a few points (the sticker read one character per line) - fixed
    with table-layout: fixed and widths.
  * inkmd: pdftotext reads GFM table cells one per paragraph, pypdf row by row; autolinked
    e-mails get a URI annotation (not in the truth).
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV_PY = ROOT / "tools" / "_cache" / "corpusal-venv" / "bin" / "python"
try:
    import ironpress  # noqa: F401
    import inkmd  # noqa: F401
    import pypdf  # noqa: F401
except ImportError:  # re-execute with the corpus venv
    import os
    if VENV_PY.exists() and Path(sys.executable) != VENV_PY:
        os.execv(str(VENV_PY), [str(VENV_PY)] + sys.argv)
    raise

sys.path.insert(0, str(ROOT / "tools"))
import score_eval as se  # noqa: E402
from corpus_al import content, render  # noqa: E402
from corpus_al.content import It  # noqa: E402

FAMILIES = {
    1: ("prince", "Prince 17 (PyPI prince-pdf 17.0.0.post2, YesLogic's bundled engine, non-commercial licence) via "
                  "tools/corpus_al/render.py:render_prince 'letter': CSS paged media, @page margin boxes (running "
                  "identity head, footer, page n / N), letterhead in a floated side column, dashed sticker, "
                  "DejaVu Serif TrueType subsets"),
    2: ("iron", "ironpress 1.7.0 (PyPI, Rust HTML/CSS-to-PDF engine with its own writer) via "
                "render.py:render_iron: header_html + footer text with {page}/{pages}, letterhead and sticker "
                "side by side in a table, Lato CID TrueType subsets"),
    3: ("inkmd", "inkmd 0.5.0 (PyPI, pure-Python Markdown-to-PDF compiler, byte-deterministic) via "
                 "render.py:render_inkmd: GFM tables, blockquote sticker, CSS page-break divs, base-14 Times "
                 "WinAnsi (not embedded)"),
    0: ("princeform", "Prince 17 (PyPI prince-pdf 17.0.0.post2) via render.py:render_prince 'form': flexbox "
                      "letterhead/sticker band, identity as a wrapped grid of captioned fields, grey section "
                      "bars, running head @top-right and 'feuillet' footer, Liberation Sans TrueType subsets"),
}
VERSIONS = {"prince-pdf": "17.0.0.post2", "ironpress": "1.7.0", "inkmd": "0.5.0", "pypdf": "7.1.1"}


def build_doc(seed: int, i: int):
    r = random.Random(seed * 1000 + i)
    fam = i % 4
    k = (i - 1) // 4                      # rank in the family
    shape_idx = (k + fam) % 6
    npages = 1 + (i * 7 + k) % 3
    style = (i + k) % 3
    d = content.build(r, shape_idx, npages, style)
    title = None
    if FAMILIES[fam][0].startswith("prince") and i % 2 == 0:
        P = d.patient
        title = [d.title + " – ", It("pii", "NOM", P.last.upper(), "patient", True, [P.last.upper()]), " ",
                 It("pii", "PRENOM", P.first, "patient", True, [P.first])]
    return d, fam, npages, title


def page_texts(pdf: Path):
    pt = se.extract_pdftotext(pdf)
    pp, meta = se.extract_pypdf(pdf)
    pages = []
    for k in range(max(len(pt), len(pp))):
        a = pt[k] if k < len(pt) else ""
        b = pp[k] if k < len(pp) else ""
        pages.append([se.normalize(a), se.normalize(a, True), se.normalize(b), se.normalize(b, True)])
    return pages, meta


def align(flow, running, pages, all_probes):
    """Place items on pages where an extractor shows them (judge's counting)."""
    n = len(pages)
    used = [Counter() for _ in range(n)]
    avail_cache = {}

    def avail(pg, p):
        key = (pg, p)
        if key not in avail_cache:
            ci = "@" in p
            avail_cache[key] = max(se.count(p, t, ci) for t in pages[pg])
        return avail_cache[key]

    def need(it):
        nt = se.normalize(it.text)
        return {q: (se.count(q, nt, "@" in q) or (q in it.probes)) for q in all_probes
                if (q in it.probes) or se.count(q, nt, "@" in q)}

    def fits(pg, it):
        return all(avail(pg, q) >= used[pg][q] + c for q, c in need(it).items() if q in it.probes)

    def take(pg, it):
        for q, c in need(it).items():
            used[pg][q] += c

    out = [[] for _ in range(n)]
    dropped = []
    for it in running:
        for pg in range(n):
            if fits(pg, it):
                take(pg, it)
                out[pg].append(it)
            else:
                dropped.append(it)
    cur = 0
    for it in flow:
        for pg in list(range(cur, n)) + list(range(0, cur)):
            if fits(pg, it):
                take(pg, it)
                out[pg].append(it)
                cur = pg
                break
        else:
            dropped.append(it)
    return out, dropped


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=383)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_al")
    ap.add_argument("--only", type=int, nargs="*")
    a = ap.parse_args(argv)
    work = ROOT / "tools" / "_cache" / "corpusal-work"
    work.mkdir(parents=True, exist_ok=True)
    (a.out / "pdf").mkdir(parents=True, exist_ok=True)
    (a.out / "truth").mkdir(parents=True, exist_ok=True)
    docs, summary = [], defaultdict(lambda: {"planned": 0, "kept": 0, "dropped": 0, "dropped_by_kind": Counter(),
                                             "pages": 0, "documents": 0})
    failures = []
    totals = Counter()
    for i in range(1, a.docs + 1):
        if a.only and i not in a.only:
            continue
        d, fam, npages, title = build_doc(a.seed, i)
        fname, producer = FAMILIES[fam]
        name = "al%03d_%s_%s" % (i, fname, d.shape)
        pdf = a.out / "pdf" / (name + ".pdf")
        if fname == "prince":
            render.render_prince(d, pdf, work, "letter", title)
        elif fname == "princeform":
            render.render_prince(d, pdf, work, "form", title)
        elif fname == "iron":
            render.render_iron(d, pdf, work)
        else:
            render.render_inkmd(d, pdf, work)
        pages, meta = page_texts(pdf)
        running_printed = fname != "inkmd"
        flow, running = render.flow_items(d, running_printed)
        all_probes = sorted({p for it in flow + running for p in it.probes})
        placed, dropped = align(flow, running, pages, all_probes)
        meta_items = []
        if title:
            for it in render.seg_items(title):
                if it.text in meta:
                    meta_items.append({"kind": it.kind, "text": it.text, "field": "Info/Title", "critical": True,
                                       "probes": [it.text]})
        truth = {"name": name, "family": fname, "kind": d.shape, "shape": d.shape, "producer": producer,
                 "producers": [producer], "page_index_base": 0, "seed": a.seed,
                 "pages": [{"index": k, "items": [it.as_truth() for it in items]} for k, items in enumerate(placed)],
                 "metadata_items": meta_items}
        (a.out / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        # self-check with the judge's own functions
        src = se.extract_all(pdf)
        j = se.judge_document(truth, src, src)
        n_pii = sum(1 for _, it in se._items(truth) if it["role"] == "pii")
        n_keep = sum(1 for _, it in se._items(truth) if it["role"] == "keep")
        leaked = sum(v["leaked"] for k, v in j["leaks"].items() if k != "METADONNEES")
        unm = sum(v["unmeasurable"] for v in j["leaks"].values()) + sum(v["unmeasurable"] for v in j["kept"].values())
        lost = sum(v["lost"] for v in j["kept"].values())
        meta_ok = all(any(p in src["meta"] for p in m["probes"]) for m in meta_items)
        ok = j["unmeasurable_probes"] == 0 and unm == 0 and leaked == n_pii and lost == 0 and meta_ok
        j0 = se.judge_document(truth, src, None)
        ok = ok and j0["unmeasurable_probes"] == 0
        if not ok:
            failures.append((name, j["unmeasurable_probes"], leaked, n_pii, lost, meta_ok))
        s = summary[fname]
        s["planned"] += len(flow) + len(running) * len(pages)
        s["kept"] += sum(len(x) for x in placed)
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
        print("%s pages=%d pii=%d keep=%d dropped=%d %s" % (name, len(pages), n_pii, n_keep, len(dropped),
                                                           "OK" if ok else "FAIL"), flush=True)
        if dropped:
            print("   dropped:", [(it.kind, it.text) for it in dropped][:8], flush=True)
    manifest = {"corpus": "al", "seed": a.seed, "generator": "tools/make_corpus_al.py", "versions": VERSIONS,
                "alignment_summary": {k: dict(v, dropped_by_kind=dict(v["dropped_by_kind"])) for k, v in summary.items()},
                "totals": dict(totals), "documents": docs}
    if not a.only:
        (a.out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    print(json.dumps({"totals": dict(totals), "failures": failures}, ensure_ascii=False))
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
