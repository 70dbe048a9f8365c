"""Corpus AO: 40 fictional French clinical PDFs from three PDF writers no earlier corpus used.

Held-out evaluation corpus, written without looking at the product (only tools/score_eval.py, the AN
manifest and one AN truth file, and the module docstrings of the earlier tools/make_corpus_*.py were read;
the identifier helpers follow the structure of tools/corpus_an/ids.py). Output:
benchmarks/out/corpus_ao/{manifest.json, pdf/aoNNN_<family>_<shape>.pdf, truth/aoNNN_<family>_<shape>.json}
in the judge's format. Seed 401, 40 documents of 1-3 pages, document i (1-based) in family i % 4; text,
layout and truth are deterministic for a seed (checked: two runs give identical truth files and manifest;
the 10 Kendo PDFs are byte-identical (fixed date); PaPDF and gowkhtmltopdf stamp the wall-clock
CreationDate, so their bytes differ from run to run).

Producers (helpers in tools/corpus_ao/: ids.py people/places/identifiers with valid keys, model.py the
document model with EXPLICIT PAGES and the Item class, content.py the six shapes + running heads/feet,
render.py the own line layout (two styles) and the HTML of the gowkhtmltopdf family, kendo_render.js the
Node driver). THREE new writers, so PaPDF serves two families with clearly different layouts:
  1 papdf    PaPDF 1.1.8 (PyPI "PaPDF", pure Python, G. Coppex: its OWN object serialiser and xref, TrueType
             subsetting by its TrueType.py, CIDFontType2 + Identity-H + ToUnicode; the text is written as
             UTF-16BE codes; Producer "PaPDF v.1.1.3"), layout 'letter' of render.py: ruled upper-case section
             headings, label : value rows, boxed patient sticker on the right, two-column letterhead with a
             vertical rule (establishment | contacts + doctor + RPPS), ruled tables, values with a small caption
             UNDER them, signature block on the right, running head over a rule and foot under a rule;
             DejaVu Serif / Serif Bold. One BT/Td/Tj/ET per line (addText at absolute positions, mm units).
             PaPDF also declares its default Helvetica (not embedded) in every page's resources, unused by text.
             Rules and boxes are addLine strokes; grey bands are single strokes as thick as the band (its
             addPath writes "f s" and an integer line width).
  2 gowk     gowkhtmltopdf 0.2.6 (PyPI manylinux wheel: a Go HTML/CSS engine - internal/html, css, layout and its
             OWN internal/pdf writer - built as a c-shared library and driven through ctypes; no wkhtmltopdf /
             Qt / Chromium inside despite the name; Producer "github.com/chinmay-sawant/gowkhtmltopdf"),
             render.py html_doc: one <div> per planned page with a forced page break, right-aligned running head
             over a rule, blue title, shaded section bars, dotted key/value table, fully bordered tables with a
             grey header, DASHED sticker, two-column contacts table with a vertical rule, captions under values,
             signature block, running foot; the engine embeds its default Liberation Sans / Sans Bold twice each,
             as WinAnsi TrueType and as CID Identity-H TrueType (whole fonts, not subset), all with ToUnicode. Every truth value is a white-space:nowrap span; the engine
             drops the space right AFTER a span ("25/08/95– séjour"), so that space is written as a NBSP.
             The CSS font size shrinks in 7 % steps until the engine gives exactly the planned page count.
  3 kendo    @progress/kendo-drawing 1.25.6 (npm, Progress Kendo UI's drawing library; its pdf module is an OWN
             PDF writer: TTF parser and subsetter, Type0 Identity-H fonts + ToUnicode, pako deflate; Producer
             "Kendo UI PDF Generator") on Node 20 via tools/corpus_ao/kendo_render.js (browser shims: a minimal
             window / document / XMLHttpRequest that reads font files, and Text.measure replaced by an estimate
             because Kendo measures text through the DOM only for clipping), layout 'form' of render.py: grey
             section bars, BOXED key/value rows with a vertical separator, shaded table header, boxed sticker,
             two-column letterhead; Liberation Sans / Sans Bold; exportPDF with multiPage groups, fixed date.
             Kendo's font-shorthand parser reads a lone "bold" as font-variant and truncates sizes to integers,
             so bold is written "normal normal bold 9.4px 'AO Sans'" and drawn at 9 pt (lines still fit).
  0 papgrid  PaPDF 1.1.8 again, layout 'grid' of render.py: identity and administrative blocks as a VALUE-FIRST
             GRID (bold value, hairline, small lower-case caption under it, two columns), grey section bars
             drawn as thick strokes, sticker on the LEFT, captions under values; DejaVu Sans Condensed / Bold.
render.py wraps text from the real advances (fontTools 4.68.0 hmtx of the embedded TTF); a truth item and the
punctuation glued to it form one unbreakable atom, every line is drawn as one string; a table / sticker /
grid cell whose text does not fit is set smaller (a value never runs into the next cell or line). If a
planned page overflows, the whole document is laid out again with every size shrunk by 6 %.
Info /Title names the patient in every third document (i % 3 == 0; metadata_items NOM + PRENOM, field
Info/Title): UTF-16 with Kendo; ASCII-folded ("RCP obesite - DUFAY Anselme") with PaPDF (it writes the Info
strings as raw UTF-8 bytes, which pypdf shows as mojibake) and gowkhtmltopdf (Latin-1, '?' for Ÿ / en dash);
the metadata items carry the folded text.

Set-up (root, Debian 12), from the repository root (PyPI / npm / apt registries only):
    apt-get update && apt-get install -y --no-install-recommends poppler-utils fonts-dejavu-core \
        fonts-liberation2 nodejs npm python3-venv        # poppler-utils 22.12.0; node v20.20.2 was used
    python3 -m venv tools/_cache/corpusao-venv
    tools/_cache/corpusao-venv/bin/pip install PaPDF==1.1.8 gowkhtmltopdf==0.2.6 pypdf==7.1.1 fonttools==4.68.0
    mkdir -p tools/_cache/corpusao-node && (cd tools/_cache/corpusao-node && npm init -y && \
        npm install --no-audit --no-fund @progress/kendo-drawing@1.25.6)   # pulls kendo-common, pako-esm
    python3 tools/make_corpus_ao.py [--seed 401]    # re-executes itself in corpusao-venv, then validates
    tools/_cache/judge-venv/bin/python tools/make_corpus_ao.py --validate-only    # validation alone
Generation takes about 60 s on 2 cores (one process; Kendo documents in one Node run at the end).

Tried and rejected (besides the writers and rejections listed by the earlier corpora, which were not retried):
aspose-pdf 26.10.0 (PyPI, Aspose.PDF via .NET, 167 MB wheel): its bundled .NET Core 3.1 runtime needs ICU
(DOTNET_SYSTEM_GLOBALIZATION_INVARIANT=1 gets past that) and OpenSSL 1.1, which Debian 12 does not ship
(libssl3 + CLR_OPENSSL_VERSION_OVERRIDE=3: "Cannot get required symbol ERR_put_error"); pyfulgur 0.40.0 and
pdfitdown 4.2.0 (krilla / pdf-writer / lopdf crates inside, already exercised); sghtmltopdf (no wheel for
this platform); dvr-pdf 1.0.20, scriber-pdf 0.1.0, dict2pdf 1.0.0, pdf-report-generator 0.1.1 (ReportLab);
ms-pdf-utils 1.0.7 (PyMuPDF); sopdf 0.2.0 (pikepdf / pypdfium2); @mescius/wijmo.pdf (PDFKit inside, not
installed); every PDF writer in Debian 12's archive was already used by an earlier corpus (htmldoc, FreeHEP,
fcl-pdf, Prawn, tesseract, PoDoFo, libHaru, iText, PDFBox, ...).

Shapes (content.py; the k-th document of family f gets SHAPES[(k + f) % 6], so every family has all six;
planned pages 1 + (i + k) % 3, the three sections spread over them; later pages open with "Suite du document
de NOM Prénom (feuillet n)"):
cr_sos_main (hand-surgery emergency operative note: date/hour, operator "Dr NOM Prénom" or "Dr É. NOM",
axillary block by the anaesthetist, IBODE, CCAM MJCA010, saw injury at the employer's, finding/gesture table
with suture and lot, Kleinert / Duran eponyms, tourniquet pressure and time, cefazolin, physiotherapist in the
patient's town, GP and town, follow-up date), appareillage_auditif (hearing-aid fitting: tonal audiogram
table in dB, speech-in-noise score, CIM-10 H91.1, device model / serial / LPP code / delivery date as
captioned values, audiology centre and acronym, audioprosthetist with ADELI and phone, insurer + member
number, NIR, daughter with phone, ENT prescriber, GP copy with postcode and town), suivi_ppc (CPAP follow-up:
90-day telemonitoring table (hours/night, residual AHI, leaks), device and serial, mask, pressure, LPP
package, home provider + acronym, its technician in lower case, on-call +33 phone, Epworth, shift work at the
employer, two-column pneumologist / GP block), rcp_bariatrique (obesity-surgery MDT meeting: weight / height /
BMI / HbA1c captioned values, participants table (surgeon, endocrinologist "NOM Prénom", dietitian,
psychologist in capitals), CIM-10 E66.02, metformin, H. pylori, insurer, employer, NIR without spaces, stay
number, sleeve decision with CCAM HFFC018 and planned date, GP and town), biotherapie_domicile (rheumatology
biotherapy at home: adalimumab, interval, CIM-10 M05.8, DAS28, CRP, QuantiFERON date, delivery table with
dates, lots and the patient's surname as receiver, home-delivery provider + acronym, order number, cold chain,
home address + landline, nurse with ADELI, patient e-mail, insurer + member number), declaration_mp
(occupational-disease initial certificate: NIR spaced, employer and its SIRET, job and duration, national
identifier "8"+RPPS, disease table number and CIM-10, first-observation and MRI dates, MRI accession number,
certificate / sick-leave dates, form S3201 and drug as captioned values, allowed exit hours, occupational
physician and town, CPAM of the town, home address, phone).
Identity blocks in three styles (birth name + usage name + first name + numeric birth date + IPP + address +
phone / "NOM PRÉNOM née X" + birth date in CAPITALS + INS spaced + domicile + e-mail / "Mme Prénom Nom, née
X" + weekday birth date + age + IPP / stay + mobile); sticker (NOM Prénom, "Née le dd/mm/yy – F", IPP, NDA);
running heads in three styles (sigle · NOM Prénom · IPP / NOM, Prénom – né(e) le dd/mm/yy – séjour NDA /
Dossier IPP | establishment) and feet (establishment — FINESS — page k/n / sigle – town – Tél. – feuillet k sur
n / "Document confidentiel – sigle – NOM – k/n").

Items: one per printed occurrence (running head/foot items on every page). role "pii": NOM / PRENOM
(subtype patient, naissance, medecin, soignant, proche; UPPER, Title, lower case, hyphenated "Roussel-Mahé",
particles "de La Rochefoucault" / "d'Espinasse" / "Le Guennec", apostrophe "N'Diaye", "née X", initial +
name "Dr É. NAME"), DATE_NAISSANCE (dd/mm/yyyy, dd/mm/yy, words, CAPITALS, dd.mm.yyyy, ISO, abbreviated month,
weekday form), NIR (subtype ins when captioned INS; spaced, 13 + key, 15 digits; key 97 - NIR13 mod 97), IPP
(9-10 digits), NUM_SEJOUR (26-293059-B, NDA26K01234, S2026/1234567), NUM_ACCESSION (IRM26nnnnnn),
NUM_DOSSIER (employer SIRET, subtype siret), NUM_ADHERENT (AD / M- prefixes), ORGANISME (mutuelle, caisse
"CPAM de <town>"), RPPS (11 digits Luhn; subtype idnat for "8"+RPPS), ADELI (Luhn), FINESS (Luhn), ADRESSE
(probes: value + street), CODE_POSTAL, VILLE (domicile, etablissement, medecin, lieu_redaction in "Fait à X"),
TELEPHONE (ARCEP fiction blocks; spaced, dotted, +33, unspaced), EMAIL, ETABLISSEMENT (etablissement / sigle
with dots, digits or hyphens: H.P.V.A., CHI2O, PC3V, CMC-Cèdres / employeur / prestataire).
critical = the patient's NOM / PRENOM (birth name included), DATE_NAISSANCE, NIR, IPP, e-mail, metadata items.
role "keep": DATE/SOINS (care, delivery, follow-up dates) and DECOY (AGE, BIOLOGIE (IAH, CRP, HbA1c), CCAM,
CIM10, CODE (disease table, form, order number), DELAI, DISPOSITIF (device models, serials, sutures), EPONYME
(Kleinert, Duran, Helicobacter pylori, sleeve gastrectomie), HEURE, LOT, LPP, MEDICAMENT, MESURE, SCORE).
Counts for seed 401: 40 documents, 80 pages, 1781 pii items, 598 keep items, 26 metadata items.

Validation (validate(), run with tools/_cache/judge-venv/bin/python after every generation): page counts
(pdftotext and pypdf) equal the planned pages; every item's first probe is found on its page, as often as
the page's items print it, by pdftotext or pypdf after score_eval.normalize (both hyphen readings); and
score_eval.judge_document(truth, src, src) with the original as output counts every pii item as leaked
(no unmeasurable probe), loses no decoy, and finds every metadata item. Result for seed 401: 0 failures.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
OUT = ROOT / "benchmarks" / "out" / "corpus_ao"
CACHE = ROOT / "tools" / "_cache"
GEN_PY = CACHE / "corpusao-venv" / "bin" / "python"
JUDGE_PY = CACHE / "judge-venv" / "bin" / "python"
SEED = 401

FAMILIES = {
    1: ("papdf", "letter"),
    2: ("gowk", "html"),
    3: ("kendo", "form"),
    0: ("papgrid", "grid"),
}
PRODUCERS = {
    "papdf": "PaPDF 1.1.8 (PyPI, pure-Python PDF writer by G. Coppex: own object serialiser, TrueType subsetting, "
             "CIDFontType2 Identity-H + ToUnicode; Producer 'PaPDF v.1.1.3') via tools/corpus_ao/render.py 'letter': "
             "ruled upper-case headings, label/value rows, boxed sticker on the right, two-column letterhead with a "
             "vertical rule, ruled tables, captions under values, signature block; DejaVu Serif / Bold; Info /Title",
    "gowk": "gowkhtmltopdf 0.2.6 (PyPI wheel: a Go HTML/CSS layout engine with its OWN PDF writer "
            "(internal/pdf, internal/layout) in a c-shared library driven through ctypes; Producer "
            "'github.com/chinmay-sawant/gowkhtmltopdf') via tools/corpus_ao/render.py html_doc: running head right-"
            "aligned over a rule, blue title, shaded section bars, dotted key/value table, bordered tables, dashed "
            "sticker, two-column contacts table, captions under values; Liberation Sans / Bold (engine default, WinAnsi "
            "TrueType + CID Identity-H, not subset); Info /Title",
    "kendo": "@progress/kendo-drawing 1.25.6 (npm, Progress Kendo UI drawing library with its own PDF writer: "
             "TTF parser + subsetter, Type0 Identity-H fonts with ToUnicode; Producer 'Kendo UI PDF Generator') on "
             "Node 20 via tools/corpus_ao/kendo_render.js, layout 'form' of render.py: grey section bars, boxed "
             "key/value rows with a vertical separator, shaded table header, boxed sticker; Liberation Sans / Bold; "
             "Info /Title",
    "papgrid": "PaPDF 1.1.8 again, layout 'grid' of render.py: identity and administrative blocks as VALUE-FIRST "
               "GRIDS (bold value, rule, small lower-case caption under it), grey section bars drawn as thick "
               "strokes, sticker on the LEFT, captions under values; DejaVu Sans Condensed / Bold; Info /Title",
}


def plan():
    """(i, family, shape, npages) for the 40 documents."""
    from corpus_ao.content import SHAPES
    out, rank = [], {0: 0, 1: 0, 2: 0, 3: 0}
    for i in range(1, 41):
        f = i % 4
        k = rank[f]
        rank[f] += 1
        out.append((i, FAMILIES[f][0], SHAPES[(k + f) % 6], 1 + (i + k) % 3))
    return out


def title_for(c, shape, i, fold=False):
    """Every third document names the patient in Info /Title (ASCII-folded where the writer cannot encode it:
    PaPDF writes the Info strings as raw UTF-8 bytes, gowkhtmltopdf as Latin-1 with '?' for the rest)."""
    import unicodedata

    def _ascii(t):
        t = t.replace("œ", "oe").replace("Œ", "OE").replace("–", "-")
        return "".join(ch for ch in unicodedata.normalize("NFD", t) if not unicodedata.combining(ch))
    if i % 3:
        return "", []
    label = {"cr_sos_main": "CRO SOS Main", "appareillage_auditif": "Appareillage auditif", "suivi_ppc": "Suivi PPC",
             "rcp_bariatrique": "RCP obésité", "biotherapie_domicile": "Biothérapie domicile",
             "declaration_mp": "CMI maladie professionnelle"}[shape]
    nom, pre = c.pat.nom.upper(), c.pat.prenom
    if fold:
        label, nom, pre = _ascii(label), _ascii(nom), _ascii(pre)
    meta = [{"kind": "NOM", "text": nom, "field": "Info/Title", "critical": True, "probes": [nom]},
            {"kind": "PRENOM", "text": pre, "field": "Info/Title", "critical": True, "probes": [pre]}]
    return ("%s - %s %s" if fold else "%s – %s %s") % (label, nom, pre), meta


def generate(seed):
    from corpus_ao import content, render
    from corpus_ao.model import page_items
    (OUT / "pdf").mkdir(parents=True, exist_ok=True)
    (OUT / "truth").mkdir(parents=True, exist_ok=True)
    docs, kendo_jobs = [], []
    for i, fam, shape, npages in plan():
        r = random.Random(seed * 1000 + i)
        c = content.Ctx(r, i)
        pages = content.build(shape, c, npages)
        name = "ao%03d_%s_%s" % (i, fam, shape)
        pdf = OUT / "pdf" / (name + ".pdf")
        title, meta = title_for(c, shape, i, fold=fam != "kendo")
        info = {"name": name, "family": fam, "kind": shape, "shape": shape, "producer": PRODUCERS[fam],
                "producers": [PRODUCERS[fam]], "page_index_base": 0, "seed": seed}
        if meta:
            info["metadata_items"] = meta
        if fam in ("papdf", "papgrid"):
            style = "letter" if fam == "papdf" else "grid"
            ops, scale = render.layout(pages, style)
            render.render_papdf(ops, style, str(pdf), title)
        elif fam == "kendo":
            ops, scale = render.layout(pages, "form")
            kendo_jobs.append({"out": str(pdf), "title": title, "author": "", "fonts": render.FONTS["form"], "pages": ops})
        else:
            render.render_gowk(pages, str(pdf), title)
        info["pages"] = [{"index": k, "items": [it.as_json() for it in page_items(pg)]} for k, pg in enumerate(pages)]
        (OUT / "truth" / (name + ".json")).write_text(json.dumps(info, ensure_ascii=False, indent=1), encoding="utf-8")
        docs.append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name, "pages": npages,
                     "planned_pages": npages, "producer": PRODUCERS[fam], "producers": [PRODUCERS[fam]],
                     "kind": shape, "family": fam})
    jobs = OUT / "kendo_jobs.json"
    jobs.write_text(json.dumps(kendo_jobs, ensure_ascii=False))
    subprocess.run(["node", str(ROOT / "tools" / "corpus_ao" / "kendo_render.js"), str(jobs)], check=True)
    jobs.unlink()
    return docs


def versions():
    from importlib.metadata import version
    node = subprocess.run(["node", "--version"], capture_output=True, text=True).stdout.strip()
    kpkg = json.loads((CACHE / "corpusao-node/node_modules/@progress/kendo-drawing/package.json").read_text())
    pt = subprocess.run(["pdftotext", "-v"], capture_output=True, text=True).stderr.splitlines()[0]
    return {"PaPDF": version("PaPDF"), "gowkhtmltopdf": version("gowkhtmltopdf"),
            "@progress/kendo-drawing": kpkg["version"], "node": node, "pypdf": version("pypdf"),
            "fonttools": version("fonttools")}, pt


# ------------------------------------------------------------------ validation (judge venv)


def validate():
    """Every item on its page (pdftotext or pypdf, judge normalisation); judge with output = input."""
    import pypdf
    import score_eval as se
    man = json.loads((OUT / "manifest.json").read_text())
    bad, totals = [], {"pii": 0, "keep": 0, "leaked": 0, "lost": 0, "unmeasurable": 0, "meta": 0, "meta_seen": 0}
    for d in man["documents"]:
        truth = json.loads((OUT / d["truth"]).read_text())
        pdf = OUT / d["pdf"]
        pt = se.extract_pdftotext(pdf)
        rd = pypdf.PdfReader(str(pdf))
        pp = [p.extract_text() or "" for p in rd.pages]
        if len(pt) != len(truth["pages"]) or len(pp) != len(truth["pages"]):
            bad.append((d["name"], "page count %d/%d vs %d" % (len(pt), len(pp), len(truth["pages"]))))
        for pg in truth["pages"]:
            k = pg["index"]
            texts = [se.normalize(pt[k]) if k < len(pt) else "", se.normalize(pp[k]) if k < len(pp) else "",
                     se.normalize(pt[k], True) if k < len(pt) else "", se.normalize(pp[k], True) if k < len(pp) else ""]
            need = {}
            for it in pg["items"]:
                for p in it["probes"][:1]:
                    need[p] = need.get(p, 0) + 1
            for p, n in need.items():
                if not any(se.count(p, t, "@" in p) >= n for t in texts):
                    bad.append((d["name"], "page %d: %r x%d not seen" % (k, p, n)))
        src = se.extract_all(pdf)
        res = se.judge_document(truth, src, src)
        for kind, v in res["leaks"].items():
            if kind == "METADONNEES":
                totals["meta"] += v["total"]
                totals["meta_seen"] += v["leaked"]
                if v["leaked"] != v["total"]:
                    bad.append((d["name"], "metadata not seen"))
                continue
            totals["pii"] += v["total"]
            totals["leaked"] += v["leaked"]
            totals["unmeasurable"] += v["unmeasurable"]
            if v["leaked"] != v["total"]:
                bad.append((d["name"], "%s leaked %d/%d unmeasurable %d" % (kind, v["leaked"], v["total"], v["unmeasurable"])))
        for kind, v in res["kept"].items():
            totals["keep"] += v["total"]
            totals["lost"] += v["lost"]
            totals["unmeasurable"] += v["unmeasurable"]
            if v["lost"] or v["unmeasurable"]:
                bad.append((d["name"], "%s lost %d unmeasurable %d" % (kind, v["lost"], v["unmeasurable"])))
    for b in bad:
        print("FAIL", *b)
    print(json.dumps({"validation": "ok" if not bad else "failed", "failures": len(bad), **totals}))
    return 0 if not bad else 1


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=SEED)
    ap.add_argument("--validate-only", action="store_true")
    a = ap.parse_args(argv)
    if a.validate_only:
        return validate()
    if Path(sys.prefix).resolve() != (CACHE / "corpusao-venv").resolve() and GEN_PY.exists() and "AO_REEXEC" not in os.environ:
        os.environ["AO_REEXEC"] = "1"
        os.execv(str(GEN_PY), [str(GEN_PY), __file__] + (argv or sys.argv[1:]))
    docs = generate(a.seed)
    vers, pt = versions()
    fam_sum = {}
    for d in docs:
        t = json.loads((OUT / d["truth"]).read_text())
        s = fam_sum.setdefault(d["family"], {"documents": 0, "pages": 0, "pii_items": 0, "keep_items": 0,
                                             "metadata_items": 0, "producer": PRODUCERS[d["family"]]})
        s["documents"] += 1
        s["pages"] += len(t["pages"])
        s["pii_items"] += sum(1 for pg in t["pages"] for it in pg["items"] if it["role"] == "pii")
        s["keep_items"] += sum(1 for pg in t["pages"] for it in pg["items"] if it["role"] == "keep")
        s["metadata_items"] += len(t.get("metadata_items", []))
    totals = {k: sum(s[k] for s in fam_sum.values()) for k in ("documents", "pages", "pii_items", "keep_items", "metadata_items")}
    man = {"corpus": "ao", "seed": a.seed, "generator": "tools/make_corpus_ao.py", "versions": vers, "pdftotext": pt,
           "family_summary": fam_sum, "totals": totals, "documents": docs}
    (OUT / "manifest.json").write_text(json.dumps(man, ensure_ascii=False, indent=1), encoding="utf-8")
    print(json.dumps(totals))
    judge = JUDGE_PY if JUDGE_PY.exists() else Path(sys.executable)
    return subprocess.run([str(judge), __file__, "--validate-only"]).returncode


if __name__ == "__main__":
    sys.exit(main())
