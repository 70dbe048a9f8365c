"""Corpus AC: 40 fictional French clinical PDFs from four PDF writers no earlier corpus used.

Held-out evaluation corpus for the anonymiser, written without looking at the product
(only tools/score_eval.py, one AB truth file and the AB manifest were read, for the format).
Output: benchmarks/out/corpus_ac/{manifest.json, pdf/acNNN_<family>_<shape>.pdf, truth/*.json},
in the judge's format (truth: name, family, kind, producer(s), page_index_base 0, pages[index, items],
metadata_items; item: role, kind, text, subtype, critical, probes).  Seed 229, 40 documents,
document i (1-based) in family i % 4.  Deterministic for a seed: same text, layout and truth on
every run (tested); the PDF bytes differ only by the trailer /ID and timestamps the writers force.

Families and producers (versions as installed when the corpus was made, also in manifest.json)
  1  oxidize  oxidize-pdf 0.23.0 (Rust library, PyPI wheel with its Python binding), driven in
              process.  DejaVu Serif / Sans Bold / Sans embedded as CID Identity-H subsets.
              Feature: a TWO-COLUMN first page (staff side column beside the body) whose side
              column is written AFTER the body in the content stream, so pypdf (stream order) reads
              it last while pdftotext (layout order) reads it first.
  2  libpdf   @libpdf/core 0.4.2 (TypeScript, npm) on Node.js 20, via tools/corpus_ac/libpdf_render.mjs.
              Liberation Sans / Sans Bold / Mono TrueType subsets.  Features: the letterhead
              (establishment, acronym, address, phones, FINESS) is drawn once in a separate document
              and painted on every page as ONE reused FORM XOBJECT (pdf.embedPage/drawPage); a
              ROTATED (90°) margin strip with name, birth date, IPP and stay number on every page;
              mailto: LINK annotations over e-mail lines and a sticky-note (Text) annotation whose
              /Contents names the author (annotations are not in the truth: neither extractor reads them).
  3  camlpdf  CamlPDF 2.5.3 (OCaml 4.13.1, Debian libcamlpdf-ocaml-dev 2.5.3-1) via
              tools/corpus_ac/caml_render.ml (a small page-description interpreter compiled with
              ocamlfind).  Base-14 Helvetica / Helvetica-Bold / Courier / Courier-Bold, not embedded,
              each with a PER-DOCUMENT PERMUTED /Differences encoding (the byte for "e" is a random
              code; glyph names and /Widths are right, no ToUnicode): the raw string bytes look like
              noise and text is only recovered through the glyph names.  Every line is ONE TJ ARRAY with
              explicit glyph positioning: ±10/1000 em pair adjustments inside words and, for justified
              paragraphs, the slack spread over the spaces.  A hospital "étiquette" box with a
              barcode-like *IPP* line.  Object streams + xref stream.
  0  freehep  FreeHEP VectorGraphics PDFGraphics2D 2.4 (Java2D, OpenJDK 17, Debian
              libfreehep-graphicsio-pdf-java 2.4+dfsg-3) via tools/corpus_ac/FreehepRender.java.
              Java "Serif"/"SansSerif"/"Monospaced" become base-14 Times-Roman/Helvetica/Courier with a
              CUSTOM encoding (/Differences), not embedded; bold is not honoured.
Producer strings, writer versions, node/java/ocaml, fonttools, pypdf and pdftotext versions are in
manifest.json "versions", and per family in "alignment_summary".

Document shapes (new wording and layouts, shaped like national exchange documents): lettre de
liaison à la sortie (identity box, stay, history, day-by-day table, lab table, discharge drugs with
ATC, follow-up, signature with RPPS and 12-character "8"+RPPS, copy list), compte rendu de biologie
(lab letterhead, dossier number, sections with result / unit / reference range / previous value /
LOINC, biologist validation), compte rendu d'imagerie (accession number, CCAM, technique with
contrast dose and lot, conclusion, radiologist), ordonnance bizone (ALD / non-ALD, barcode-like
*RPPS* and *FINESS*), courrier de consultation (letter to the GP), fiche de liaison infirmière
(transfer to a nursing home, vital signs table, mutual-insurance member number, trusted person).
Each family gets every shape (shape = (k + i % 4) % 6, k = rank of the document in its family).
Running identity line ("NOM Prénom — né(e) le … — IPP …") and "Page k/n" ("page k sur n" in
camlpdf) on every page; PDF Info metadata (title with the patient's name, author, subject with
IPP and birth date, keywords with stay number) in every family: oxidize-pdf writes Info strings as
raw UTF-8, so that family's metadata is ASCII-folded ("LEGER Anais") and its metadata_items say so.

Content, all invented: names from pools (22 patients carry a surname that is also an ordinary word —
PETIT, LÉGER, BLANC, BRUN, BERGER, BOULANGER… — and the lowercase word appears in the prose as a
keep item of kind ORDINAIRE, subtype HOMONYME, which the judge reports as ORDINAIRE_HOMONYME), NIR
with a valid key (three spellings), Luhn-valid RPPS (11 digits) and "8"+RPPS, Luhn-valid FINESS,
IPP of 8-10 digits, stay numbers with letters or hyphens (S24-…, HC-24-…, E24A…, 2410V…), lab
dossier numbers, accession numbers (NUM_SEJOUR subtypes sejour / dossier_labo / accession),
mutual-insurance member numbers (IPP subtype adherent_mutuelle, not critical), phones in three
spellings, e-mails, street addresses on real communes with their real postcode, invented
establishments with acronyms, birth dates in six spellings.  Decoys (role keep): care dates (DATE
SOINS), doses, ATC, CIM-10, CCAM, LOINC, lot numbers, lab values and reference ranges, blood
pressure / heart rate / saturation, weights, ages, eponyms (signe de Murphy, manœuvre de Lasègue…),
page markers.

Set-up (Debian 12; the generator compiles its helpers itself into tools/_cache/corpusac-build):
    apt-get update
    apt-get install -y poppler-utils fonts-dejavu-core fonts-liberation openjdk-17-jdk-headless \
        ocaml-nox ocaml-findlib libcamlpdf-ocaml-dev nodejs npm \
        libfreehep-graphicsio-pdf-java libfreehep-graphicsio-java libfreehep-graphicsbase-java \
        libfreehep-graphics2d-java libfreehep-io-java libfreehep-util-java libfreehep-export-java \
        libfreehep-swing-java
    python3 -m venv tools/_cache/corpusac-venv
    tools/_cache/corpusac-venv/bin/pip install oxidize-pdf==0.23.0 pypdf==7.1.1 fonttools==4.55.3
    mkdir -p tools/_cache/corpusac-node && (cd tools/_cache/corpusac-node && npm init -y && npm install @libpdf/core@0.4.2)
(libfreehep-graphicsio-pdf-java does not pull the other FreeHEP jars: list them all.  No cargo,
Maven or Go registry is needed: none is reachable here.)

Generation (about 15 s):
    tools/_cache/corpusac-venv/bin/python tools/make_corpus_ac.py [--seed 229] [--n 40]
It rewrites benchmarks/out/corpus_ac/; --only N… regenerates single documents for debugging
(no manifest).  Work files (JSON / TSV page descriptions) go to tools/_cache/corpusac-work.

Validation (in the generator, with the judge's own code: score_eval.normalize, count,
extract_pdftotext, extract_pypdf, judge_document):
  * an item is placed on page p only if BOTH pdftotext and pypdf show its probe there as many times
    as the items on p claim (occurrences inside longer items count, as in the judge's E_pii); an
    item that does not fit is moved to the nearest page where both show it, else dropped;
  * completion: a personal value or care date that both extractors show more often on a page than
    planned gets extra items there;
  * the judge's whole-document rule: for every probe, E_pii + E_keep <= occurrences in the whole
    text for both extractors (either line-end hyphen reading), offending items dropped;
  * metadata_items kept only if their probe is in pypdf's metadata (Info + XMP) of the input;
  * self-check: judge_document(truth, src, out=src) must give zero unmeasurable probes, every
    personal value "leaked" and no kept value lost, else the run stops.
  manifest.json "alignment_summary" gives planned / kept / moved / completed / dropped per family.
  Pages were also rendered with `pdftoppm -r 60 -png` and looked at.

Reading quirks seen:
  * oxidize-pdf: it declares all 12 unused base-14 fonts in every page's resources; a font set with
    Document.add_font but selected with set_custom_font is never written (poppler: "Unknown font
    tag"), so the generator selects fonts with Font.custom(name).  Info strings are raw
    UTF-8 (hence ASCII metadata).  Liberation 1.07 fonts came out with blank glyphs through its
    subsetter (text still extractable), hence DejaVu.  pdftotext reads the identity box as a label
    column followed by a value column.
  * camlpdf: content bytes are meaningless without the /Differences glyph names; pdftotext glues
    "1 g" into "1g" in narrow table cells (base-14 widths), so those DOSE items were dropped.
  * freehep: its encoding has no em/en dash, curly apostrophe or micro sign (pypdf shows "□",
    pdftotext nothing), so that family writes "-", "'" and "umol/L"; same "1 g" -> "1g" drop.
  * libpdf: the letterhead text lives only in the form XObject (once in the file, on every page
    when painted); the vertical strip is read as its own line by both extractors.
  * NFKC in the judge turns the micro sign into Greek mu: probes are compared after it, as the judge does.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ROOT / "tools"
HERE = TOOLS / "corpus_ac"
CACHE = TOOLS / "_cache"
VENV = CACHE / "corpusac-venv"
NODE_DIR = CACHE / "corpusac-node"
BUILD = CACHE / "corpusac-build"
OUT = ROOT / "benchmarks" / "out" / "corpus_ac"
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(TOOLS))

import score_eval as judge  # noqa: E402  (the judge's own normalisation and extractors)
from content import SHAPES, Ctx, ident_line, estab_head, staff_sidebar, pii, decoy  # noqa: E402
from data import ascii_fold  # noqa: E402

SEED = 229
N_DOCS = 40
FAMILIES = {1: "oxidize", 2: "libpdf", 3: "camlpdf", 0: "freehep"}
PAGE_W, PAGE_H = 595.0, 842.0
FREEHEP_JARS = ["freehep-graphicsio-pdf", "freehep-graphicsio", "freehep-graphicsbase", "freehep-graphics2d",
                "freehep-io", "freehep-util", "freehep-export", "freehep-swing"]
TTF = {
    "DejaVuSerif": "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
    "DejaVuSans-Bold": "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    "DejaVuSans": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "LiberationSans-Regular": "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
    "LiberationSans-Bold": "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
    "LiberationMono-Regular": "/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf",
}

# ------------------------------------------------------------------ tools and versions


def sh(cmd, **kw):
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kw)


def build_helpers():
    """Compile the OCaml and Java helpers into tools/_cache/corpusac-build (idempotent)."""
    BUILD.mkdir(parents=True, exist_ok=True)
    ml = HERE / "caml_render.ml"
    exe = BUILD / "caml_render"
    if not exe.exists() or exe.stat().st_mtime < ml.stat().st_mtime:
        shutil.copy(ml, BUILD / "caml_render.ml")
        sh(["ocamlfind", "ocamlopt", "-package", "camlpdf", "-linkpkg", "caml_render.ml", "-o", "caml_render"], cwd=BUILD)
    jv = HERE / "FreehepRender.java"
    cls = BUILD / "FreehepRender.class"
    if not cls.exists() or cls.stat().st_mtime < jv.stat().st_mtime:
        shutil.copy(jv, BUILD / "FreehepRender.java")
        sh(["javac", "-cp", freehep_cp(), "FreehepRender.java"], cwd=BUILD)
    if not (NODE_DIR / "node_modules" / "@libpdf" / "core").exists():
        raise SystemExit("npm package missing: cd %s && npm install @libpdf/core@0.4.2" % NODE_DIR)
    shutil.copy(HERE / "libpdf_render.mjs", NODE_DIR / "libpdf_render.mjs")


def freehep_cp():
    return ":".join("/usr/share/java/%s.jar" % j for j in FREEHEP_JARS)


def versions():
    import oxidize_pdf  # noqa: F401
    import pypdf
    from importlib.metadata import version as pv
    v = {}
    v["oxidize-pdf"] = pv("oxidize-pdf")
    v["@libpdf/core"] = json.loads((NODE_DIR / "node_modules/@libpdf/core/package.json").read_text())["version"]
    v["node"] = sh(["node", "--version"]).stdout.strip()
    dpkg = lambda p: sh(["dpkg-query", "-W", "-f=${Version}", p]).stdout.strip()  # noqa: E731
    v["camlpdf (libcamlpdf-ocaml-dev)"] = dpkg("libcamlpdf-ocaml-dev")
    v["ocaml"] = sh(["ocamlfind", "ocamlopt", "-version"]).stdout.strip()
    v["freehep-graphicsio-pdf (libfreehep-graphicsio-pdf-java)"] = dpkg("libfreehep-graphicsio-pdf-java")
    v["java"] = sh(["java", "-version"]).stderr.splitlines()[0]
    v["fonttools"] = pv("fonttools")
    v["pypdf"] = pypdf.__version__
    v["pdftotext"] = (subprocess.run([judge.PDFTOTEXT, "-v"], capture_output=True, text=True).stderr.splitlines() or ["?"])[0]
    return v


def producer_strings(v):
    return {
        "oxidize": "oxidize-pdf %s (Rust, PyPI wheel, Python binding), DejaVu TrueType subsets as CID Identity-H" % v["oxidize-pdf"],
        "libpdf": "@libpdf/core %s (TypeScript, npm, %s), Liberation TrueType subsets, letterhead as one reused form XObject" % (v["@libpdf/core"], v["node"]),
        "camlpdf": "CamlPDF %s (OCaml %s, Debian libcamlpdf-ocaml-dev) via tools/corpus_ac/caml_render.ml, base-14 fonts with per-document permuted /Differences encodings and TJ glyph arrays" % (v["camlpdf (libcamlpdf-ocaml-dev)"], v["ocaml"]),
        "freehep": "FreeHEP VectorGraphics PDFGraphics2D %s (Java2D, %s, Debian libfreehep-graphicsio-pdf-java), base-14 fonts with custom encoding, not embedded" % (v["freehep-graphicsio-pdf (libfreehep-graphicsio-pdf-java)"], v["java"]),
    }

# ------------------------------------------------------------------ font metrics


class TTFMetrics:
    def __init__(self, path):
        from fontTools.ttLib import TTFont
        f = TTFont(path, lazy=True)
        self.upm = f["head"].unitsPerEm
        self.cmap = f.getBestCmap()
        self.hmtx = f["hmtx"].metrics
        self.default = self.hmtx.get(".notdef", (self.upm // 2, 0))[0]

    def width(self, text, size):
        tot = 0
        for ch in text:
            g = self.cmap.get(ord(ch))
            tot += self.hmtx[g][0] if g in self.hmtx else self.default
        return tot * size / self.upm


GLYPHS_HI = ("Euro,,quotesinglbase,florin,quotedblbase,ellipsis,dagger,daggerdbl,circumflex,perthousand,Scaron,"
             "guilsinglleft,OE,,Zcaron,,,quoteleft,quoteright,quotedblleft,quotedblright,bullet,endash,emdash,tilde,"
             "trademark,scaron,guilsinglright,oe,,zcaron,Ydieresis,space,exclamdown,cent,sterling,currency,yen,brokenbar,"
             "section,dieresis,copyright,ordfeminine,guillemotleft,logicalnot,,registered,macron,degree,plusminus,"
             "twosuperior,threesuperior,acute,mu,paragraph,periodcentered,cedilla,onesuperior,ordmasculine,"
             "guillemotright,onequarter,onehalf,threequarters,questiondown,Agrave,Aacute,Acircumflex,Atilde,Adieresis,"
             "Aring,AE,Ccedilla,Egrave,Eacute,Ecircumflex,Edieresis,Igrave,Iacute,Icircumflex,Idieresis,Eth,Ntilde,"
             "Ograve,Oacute,Ocircumflex,Otilde,Odieresis,multiply,Oslash,Ugrave,Uacute,Ucircumflex,Udieresis,Yacute,"
             "Thorn,germandbls,agrave,aacute,acircumflex,atilde,adieresis,aring,ae,ccedilla,egrave,eacute,ecircumflex,"
             "edieresis,igrave,iacute,icircumflex,idieresis,eth,ntilde,ograve,oacute,ocircumflex,otilde,odieresis,"
             "divide,oslash,ugrave,uacute,ucircumflex,udieresis,yacute,thorn,ydieresis").split(",")
GLYPHS_LO = ("space,exclam,quotedbl,numbersign,dollar,percent,ampersand,quotesingle,parenleft,parenright,asterisk,"
             "plus,comma,hyphen,period,slash,zero,one,two,three,four,five,six,seven,eight,nine,colon,semicolon,less,"
             "equal,greater,question,at").split(",") + [chr(c) for c in range(65, 91)] + \
    "bracketleft,backslash,bracketright,asciicircum,underscore,grave".split(",") + [chr(c) for c in range(97, 123)] + \
    "braceleft,bar,braceright,asciitilde".split(",")


def glyph_name(ch):
    b = ch.encode("cp1252")[0]
    if 32 <= b <= 126:
        return GLYPHS_LO[b - 32]
    if b >= 128:
        return GLYPHS_HI[b - 128] or None
    return None


class AFMMetrics:
    TABLE = None

    def __init__(self, base):
        if AFMMetrics.TABLE is None:
            AFMMetrics.TABLE = defaultdict(dict)
            for line in sh([str(BUILD / "caml_render"), "widths"]).stdout.splitlines():
                f, g, w = line.split("\t")
                AFMMetrics.TABLE[f][g] = int(w)
        self.base = base
        self.w = AFMMetrics.TABLE[base]

    def glyph_width(self, ch):
        g = glyph_name(ch) if ch != " " else "space"
        return self.w.get(g, 500)

    def width(self, text, size):
        return sum(self.glyph_width(ch) for ch in text) * size / 1000.0

# ------------------------------------------------------------------ text sanitising per family


def sanitize(fam, text):
    text = text.replace("\u00a0", " ")
    if fam in ("camlpdf", "freehep"):
        text = text.replace("≤", "<=").replace("≥", ">=").replace("→", "->")
    if fam == "freehep":  # FreeHEP's encoding drops these (seen in tests): write plain ASCII forms
        text = text.replace("—", "-").replace("–", "-").replace("’", "'").replace("µ", "u")
    return text


def sanitize_runs(fam, runs):
    out = []
    for r in runs:
        if isinstance(r, dict):
            t = sanitize(fam, r["text"])
            r = dict(r, text=t, probes=[sanitize(fam, p) for p in r["probes"]])
            out.append(r)
        else:
            out.append(sanitize(fam, r))
    return out

# ------------------------------------------------------------------ layout


def words_of(runs):
    words = [[]]
    for r in runs:
        if isinstance(r, dict):
            words[-1].append((r["text"], r))
        else:
            parts = r.split(" ")
            for k, p in enumerate(parts):
                if k > 0:
                    words.append([])
                if p:
                    words[-1].append((p, None))
    return [w for w in words if w]


def wtext(w):
    return "".join(p[0] for p in w)


class Style:
    def __init__(self, fam):
        self.fam = fam
        if fam == "oxidize":
            self.fonts = {"R": "DejaVuSerif", "B": "DejaVuSans-Bold", "S": "DejaVuSans"}
            self.metrics = {k: TTFMetrics(TTF[v]) for k, v in self.fonts.items()}
            self.size, self.h1, self.h2, self.small, self.lead = 9.6, 13.0, 10.2, 7.4, 1.28
        elif fam == "libpdf":
            self.fonts = {"R": "LiberationSans-Regular", "B": "LiberationSans-Bold", "S": "LiberationMono-Regular"}
            self.metrics = {k: TTFMetrics(TTF[v]) for k, v in self.fonts.items()}
            self.size, self.h1, self.h2, self.small, self.lead = 8.6, 12.0, 9.4, 7.0, 1.34
        elif fam == "camlpdf":
            self.fonts = {"R": "Helvetica", "B": "Helvetica-Bold", "S": "Courier", "SB": "Courier-Bold"}
            self.metrics = {k: AFMMetrics(v) for k, v in self.fonts.items()}
            self.size, self.h1, self.h2, self.small, self.lead = 9.0, 12.5, 9.8, 7.2, 1.3
        else:
            self.fonts = {"R": "Times-Roman", "B": "Helvetica", "S": "Courier"}
            self.metrics = {k: AFMMetrics(v) for k, v in self.fonts.items()}
            self.size, self.h1, self.h2, self.small, self.lead = 10.0, 13.5, 10.8, 7.6, 1.25

    def w(self, text, font, size):
        return self.metrics[font].width(text, size)

    def geom(self, page):
        f = self.fam
        if f == "oxidize":
            return (185, 555, 712, 62) if page == 0 else (48, 555, 792, 62)
        if f == "libpdf":
            return (62, 552, 758, 50)
        if f == "camlpdf":
            return (40, 556, 708, 58) if page == 0 else (40, 556, 780, 58)
        return (52, 545, 742, 58) if page == 0 else (52, 545, 780, 58)


class Flow:
    def __init__(self, st: Style):
        self.st = st
        self.pages = []
        self.new_page()

    def new_page(self):
        self.pages.append([])
        self.x0, self.x1, self.y, self.bottom = self.st.geom(len(self.pages) - 1)

    @property
    def ops(self):
        return self.pages[-1]

    def need(self, h):
        if self.y - h < self.bottom:
            self.new_page()

    def text(self, x, y, text, items, font, size, gray=0.0, just=None):
        self.ops.append(dict(t="T", x=round(x, 2), y=round(y, 2), text=text, items=items, font=font, size=size,
                             gray=gray, just=just))

    def wrap(self, runs, font, size, width):
        st = self.st
        sp = st.w(" ", font, size)
        lines, cur, cw = [], [], 0.0
        for w in words_of(runs):
            ww = st.w(wtext(w), font, size)
            if cur and cw + sp + ww > width:
                lines.append((cur, cw))
                cur, cw = [], 0.0
            cw = cw + (sp if cur else 0) + ww
            cur.append(w)
        if cur:
            lines.append((cur, cw))
        return lines

    def place_lines(self, runs, font, size, x, width, justify=False, gray=0.0):
        lines = self.wrap(runs, font, size, width)
        lh = size * self.st.lead
        for k, (ln, cw) in enumerate(lines):
            self.need(lh)
            self.y -= lh
            text = " ".join(wtext(w) for w in ln)
            items = [p[1] for w in ln for p in w if p[1] is not None]
            just = width if (justify and k < len(lines) - 1 and len(ln) > 3) else None
            self.text(x, self.y, text, items, font, size, gray, just)

    def block(self, b):
        st = self.st
        kind = b["b"]
        width = self.x1 - self.x0
        if kind == "h1":
            self.need(st.h1 * 3)
            self.y -= 4
            self.place_lines(b["runs"], "B", st.h1, self.x0, width)
            self.y -= 6
        elif kind == "h2":
            self.need(st.h2 * 4)
            self.y -= 5
            if self.st.fam == "libpdf":
                self.ops.append(dict(t="R", x=self.x0 - 3, y=self.y - st.h2 * 1.35, w=width + 6, h=st.h2 * 1.4, fill=0.9, stroke=-1, lw=0))
            self.place_lines(b["runs"], "B", st.h2, self.x0, width)
            if self.st.fam in ("oxidize", "freehep"):
                self.ops.append(dict(t="L", x1=self.x0, y1=self.y - 3, x2=self.x1, y2=self.y - 3, lw=0.5, gray=0.4))
            self.y -= 4
        elif kind == "p":
            self.place_lines(b["runs"], "R", st.size, self.x0, width, justify=b.get("justify", False))
            self.y -= 2.5
        elif kind == "right":
            t = words_of(b["runs"])
            text = " ".join(wtext(w) for w in t)
            items = [p[1] for w in t for p in w if p[1] is not None]
            lh = st.size * st.lead
            self.need(lh)
            self.y -= lh
            self.text(self.x1 - st.w(text, "R", st.size), self.y, text, items, "R", st.size)
        elif kind == "sp":
            self.y -= b["h"]
        elif kind == "rule":
            self.ops.append(dict(t="L", x1=self.x0, y1=self.y - 3, x2=self.x1, y2=self.y - 3, lw=0.6, gray=0.3))
            self.y -= 6
        elif kind == "kv":
            self.kv(b)
        elif kind == "table":
            self.table(b)
        else:
            raise ValueError(kind)

    def kv(self, b):
        st = self.st
        lw = b.get("labelw") or (118 if st.fam != "libpdf" else 128)
        size = st.size
        lh = size * st.lead
        width = self.x1 - self.x0 - (10 if b["box"] else 0)
        # height estimate to keep a boxed block on one page
        est = sum(len(self.wrap(v, "R", size, width - lw)) for _, v in b["rows"]) * lh + 10
        self.need(est if b["box"] else lh * 2)
        top = self.y
        page = len(self.pages)
        x = self.x0 + (5 if b["box"] else 0)
        if b["box"]:
            self.y -= 4
        for label, value in b["rows"]:
            lines = self.wrap(value, "R", size, width - lw)
            for k, (ln, cw) in enumerate(lines):
                self.need(lh)
                self.y -= lh
                if k == 0:
                    self.text(x, self.y, label + " :", [], "B" if st.fam != "freehep" else "R", size * 0.92, 0.25)
                text = " ".join(wtext(w) for w in ln)
                items = [p[1] for w in ln for p in w if p[1] is not None]
                self.text(x + lw, self.y, text, items, "R", size)
        if b["box"] and len(self.pages) == page:
            self.y -= 5
            self.ops.append(dict(t="R", x=self.x0, y=self.y, w=self.x1 - self.x0, h=top - self.y, fill=-1, stroke=0.35, lw=0.7))
        self.y -= 4

    def table(self, b):
        st = self.st
        size = b.get("size") or st.size * 0.94
        lh = size * st.lead
        width = self.x1 - self.x0
        cols = b["cols"]

        def colx():
            xs, acc = [], self.x0
            for _, frac in cols:
                xs.append(acc)
                acc += frac * (self.x1 - self.x0)
            return xs

        def header():
            xs = colx()
            self.need(lh * 2.2)
            self.ops.append(dict(t="R", x=self.x0, y=self.y - lh - 3, w=self.x1 - self.x0, h=lh + 3, fill=0.86, stroke=-1, lw=0))
            self.y -= lh
            for (name, _), x in zip(cols, xs):
                self.text(x + 2, self.y, name, [], "B", size * 0.95)
            self.y -= 3

        if b.get("header", True):
            header()
        for row in b["rows"]:
            xs = colx()
            wrapped = [self.wrap(cell, "R", size, cols[i][1] * width - 5) for i, cell in enumerate(row)]
            n = max(len(wl) for wl in wrapped)
            if self.y - n * lh - 3 < self.bottom:
                self.new_page()
                if b.get("header", True):
                    header()
                xs = colx()
            base = self.y
            for i, wl in enumerate(wrapped):
                yy = base
                for ln, cw in wl:
                    yy -= lh
                    text = " ".join(wtext(w) for w in ln)
                    items = [p[1] for w in ln for p in w if p[1] is not None]
                    self.text(xs[i] + 2, yy, text, items, "R", size)
            self.y = base - n * lh - 3
            self.ops.append(dict(t="L", x1=self.x0, y1=self.y + 1, x2=self.x1, y2=self.y + 1, lw=0.3, gray=0.6))
        self.y -= 4


def line_op(st, x, y, runs, font, size, gray=0.0, align="left", angle=0):
    ws = words_of(runs)
    text = " ".join(wtext(w) for w in ws)
    items = [p[1] for w in ws for p in w if p[1] is not None]
    if align == "right":
        x = x - st.w(text, font, size)
    elif align == "center":
        x = x - st.w(text, font, size) / 2
    return dict(t="T", x=round(x, 2), y=round(y, 2), text=text, items=items, font=font, size=size, gray=gray,
                just=None, angle=angle)


def page_label(fam, k, n):
    return "page %d sur %d" % (k, n) if fam == "camlpdf" else "Page %d/%d" % (k, n)


def frame(fam, st, spec, c, k, n):
    """Letterhead, running header/footer of page k (1-based) of n. Returns (ops, letterhead_ops)."""
    F = lambda runs: sanitize_runs(fam, runs)  # noqa: E731
    ops, lh_ops = [], []
    head = estab_head(c, spec["head"])
    pl = [decoy("PAGE", page_label(fam, k, n))]
    if fam == "oxidize":
        if k == 1:
            y = 806
            for i, runs in enumerate(head):
                ops.append(line_op(st, 48, y, F(runs), "B" if i == 0 else "S", 11.5 if i == 0 else 8.2, 0 if i == 0 else 0.2))
                y -= 14 if i == 0 else 10.5
            ops.append(line_op(st, 555, 806, F(["Édité le ", c.d_care(1, 0)]), "S", 8, 0.3, "right"))
            ops.append(dict(t="L", x1=40, y1=728, x2=555, y2=728, lw=0.8, gray=0.2))
            y = 706
            for b in staff_sidebar(c, spec["head"]):
                # drawn after the body in the content stream: stream order != reading order
                ops.append(dict(line_op(st, 42, y, F(b["runs"]), "S", 7.4, 0.15), late=True))
                y -= 10.5
            ops.append(dict(t="L", x1=174, y1=718, x2=174, y2=70, lw=0.4, gray=0.5))
        else:
            ops.append(line_op(st, 48, 812, F([head[1][0], " — ", spec["title"], " (suite)"]), "S", 8, 0.3))
            ops.append(dict(t="L", x1=48, y1=806, x2=555, y2=806, lw=0.5, gray=0.4))
        ops.append(dict(t="L", x1=48, y1=46, x2=555, y2=46, lw=0.5, gray=0.4))
        ops.append(line_op(st, 48, 34, F(ident_line(c)), "S", 7.4, 0.2))
        ops.append(line_op(st, 555, 34, pl, "S", 7.4, 0.2, "right"))
    elif fam == "libpdf":
        lh_ops.append(dict(t="R", x=0, y=784, w=PAGE_W, h=58, fill=0.93, stroke=-1, lw=0))
        lh_ops.append(dict(t="R", x=0, y=784, w=8, h=58, fill=0.35, stroke=-1, lw=0))
        lh_ops.append(line_op(st, 62, 820, F(head[0]), "B", 11.5))
        lh_ops.append(line_op(st, 62, 806, F(head[1]), "R", 8))
        y = 824
        for runs in head[2:]:
            lh_ops.append(line_op(st, 552, y, F(runs), "R", 7, 0.2, "right"))
            y -= 9.5
        ops.append(line_op(st, 62, 771, F([spec["title"]]), "R", 7.5, 0.35))
        ops.append(line_op(st, 552, 771, pl, "R", 7.5, 0.35, "right"))
        strip = ident_line(c) + [" — séjour ", pii("NUM_SEJOUR", c.sejour, "sejour")]
        ops.append(dict(line_op(st, 34, 90, F(strip), "S", 7, 0.25), angle=90))
        ops.append(dict(t="L", x1=44, y1=60, x2=44, y2=760, lw=0.4, gray=0.6))
        ops.append(dict(t="L", x1=62, y1=40, x2=552, y2=40, lw=0.4, gray=0.6))
        ops.append(line_op(st, 62, 30, F(["Document produit par le dossier patient informatisé — toute copie doit rester dans le circuit de soins."]), "R", 6.5, 0.4))
    elif fam == "camlpdf":
        ops.append(line_op(st, 40, 826, F(["SIH-Hélios 24.3 | impression du ", c.d_care(1, 0), " | ", "réf. doc. %s-%04d" % (spec["shape"][:3].upper(), c.rng.randrange(10000))]), "S", 6.8, 0.3))
        ops.append(line_op(st, 556, 826, pl, "S", 6.8, 0.3, "right"))
        if k == 1:
            y = 800
            for i, runs in enumerate(head):
                ops.append(line_op(st, 40, y, F(runs), "B" if i == 0 else "R", 10.5 if i == 0 else 7.8, 0 if i == 0 else 0.2))
                y -= 13 if i == 0 else 10
            ops.append(dict(t="R", x=372, y=722, w=184, h=92, fill=-1, stroke=0.2, lw=0.8))
            lab = [([c.civ() + " "] + c.name_block(), "B", 9.5),
                   ([c.born(), pii("DATE_NAISSANCE", c.ddn)], "R", 8.2),
                   (["IPP ", pii("IPP", c.ipp, "patient")], "R", 8.2),
                   (["NDA ", pii("NUM_SEJOUR", c.sejour, "sejour")], "R", 8.2),
                   (["*", pii("IPP", c.ipp, "patient"), "*"], "SB", 12)]
            y = 800
            for runs, f, s in lab:
                ops.append(line_op(st, 380, y, F(runs), f, s))
                y -= s * 1.45
        else:
            ops.append(line_op(st, 40, 808, F(ident_line(c) + [" — NDA ", pii("NUM_SEJOUR", c.sejour, "sejour")]), "B", 8))
            ops.append(dict(t="L", x1=40, y1=800, x2=556, y2=800, lw=0.6, gray=0.3))
        ops.append(dict(t="L", x1=40, y1=44, x2=556, y2=44, lw=0.5, gray=0.4))
        ops.append(line_op(st, 40, 33, F([head[0][0], " — ", pii("NOM", c.nom, "patient"), " ", pii("PRENOM", c.prenom, "patient")]), "R", 6.8, 0.3))
    else:  # freehep
        if k == 1:
            ops.append(line_op(st, 52, 806, F(head[0]), "B", 13, 0.1))
            ops.append(line_op(st, 52, 791, F(head[1]), "B", 8.8, 0.3))
            y = 806
            for runs in head[2:]:
                ops.append(line_op(st, 545, y, F(runs), "R", 8.4, 0.2, "right"))
                y -= 10.5
            ops.append(dict(t="L", x1=52, y1=762, x2=545, y2=762, lw=1.2, gray=0.1))
        else:
            ops.append(line_op(st, 52, 806, F(["Suite — "] + ident_line(c)), "R", 8.5, 0.2))
            ops.append(dict(t="L", x1=52, y1=798, x2=545, y2=798, lw=0.5, gray=0.4))
        ops.append(dict(t="L", x1=52, y1=44, x2=545, y2=44, lw=0.4, gray=0.5))
        ops.append(line_op(st, 52, 34, F(ident_line(c)), "R", 7.6, 0.2))
        ops.append(line_op(st, 545, 34, pl, "R", 7.6, 0.2, "right"))
        ops.append(line_op(st, 52, 24, F([head[0][0], " — ", spec["title"]]), "R", 6.8, 0.45))
    return ops, lh_ops


def layout(fam, spec, c):
    st = Style(fam)
    flow = Flow(st)
    for b in spec["blocks"]:
        if "runs" in b:
            b = dict(b, runs=sanitize_runs(fam, b["runs"]))
        if b["b"] == "kv":
            b = dict(b, rows=[(sanitize(fam, lab), sanitize_runs(fam, v)) for lab, v in b["rows"]])
        if b["b"] == "table":
            b = dict(b, cols=[(sanitize(fam, n), f) for n, f in b["cols"]],
                     rows=[[sanitize_runs(fam, cell) for cell in row] for row in b["rows"]])
        flow.block(b)
    n = len(flow.pages)
    pages, letterhead = [], None
    for k in range(1, n + 1):
        fops, lh = frame(fam, st, spec, c, k, n)
        if lh:
            letterhead = lh
        pages.append(dict(ops=[o for o in fops if not o.get("late")] + flow.pages[k - 1] + [o for o in fops if o.get("late")],
                          letterhead=bool(lh)))
    return st, pages, letterhead

# ------------------------------------------------------------------ metadata


def metadata(fam, spec, c):
    title = "%s — %s %s" % (spec["title"], c.nom, c.prenom)
    author = "Dr %s %s" % (spec["author"]["prenom"], spec["author"]["nom"])
    subject = "IPP %s — %s %s" % (c.ipp, c.born(), c.ddn)
    items = [pii("NOM", c.nom, "patient"), pii("PRENOM", c.prenom, "patient"), pii("IPP", c.ipp, "patient"),
             pii("DATE_NAISSANCE", c.ddn), pii("NOM", spec["author"]["nom"], "medecin")]
    if fam == "oxidize":  # oxidize-pdf writes Info strings as raw UTF-8: keep them ASCII
        title, author, subject = ascii_fold(title).replace("—", "-"), ascii_fold(author), ascii_fold(subject).replace("—", "-")
        items = [dict(it, text=ascii_fold(it["text"]), probes=[ascii_fold(p) for p in it["probes"]]) for it in items]
    if fam == "freehep":
        title, subject = sanitize(fam, title), sanitize(fam, subject)
    info = {"Title": title, "Author": author, "Subject": subject, "Keywords": "séjour %s" % c.sejour if fam != "oxidize" else "sejour %s" % c.sejour}
    items.append(pii("NUM_SEJOUR", c.sejour, "sejour"))
    return info, items

# ------------------------------------------------------------------ back ends


def render_oxidize(st, pages, info, out):
    import oxidize_pdf as o
    d = o.Document()
    d.set_title(info["Title"])
    d.set_author(info["Author"])
    d.set_subject(info["Subject"])
    d.set_keywords(info["Keywords"])
    d.set_creator("corpus AC (tools/make_corpus_ac.py)")
    d.set_creation_date("2025-01-15T09:30:00Z")
    d.set_modification_date("2025-01-15T09:30:00Z")
    for k, name in st.fonts.items():
        d.add_font(k, TTF[name])
    for pg in pages:
        p = o.Page.a4()
        for op in pg["ops"]:
            if op["t"] == "T":
                p.set_font(o.Font.custom(op["font"]), op["size"])
                p.set_text_color(o.Color.gray(op["gray"]))
                p.text_at(op["x"], op["y"], op["text"])
            elif op["t"] == "L":
                p.set_stroke_color(o.Color.gray(op["gray"]))
                p.set_line_width(op["lw"])
                p.move_to(op["x1"], op["y1"])
                p.line_to(op["x2"], op["y2"])
                p.stroke()
            elif op["t"] == "R":
                if op["fill"] >= 0:
                    p.set_fill_color(o.Color.gray(op["fill"]))
                if op["stroke"] >= 0:
                    p.set_stroke_color(o.Color.gray(op["stroke"]))
                    p.set_line_width(op["lw"])
                p.draw_rect(op["x"], op["y"], op["w"], op["h"])
                if op["fill"] >= 0 and op["stroke"] >= 0:
                    p.fill_and_stroke()
                elif op["fill"] >= 0:
                    p.fill()
                else:
                    p.stroke()
        d.add_page(p)
    d.save(str(out))


def render_libpdf(st, pages, letterhead, info, out, work):
    def conv(op):
        op = {k: v for k, v in op.items() if k not in ("items", "just")}
        return op
    spec = {"info": info, "fonts": {k: TTF[v] for k, v in st.fonts.items()},
            "letterhead": [conv(o) for o in letterhead] if letterhead else None,
            "pages": []}
    for pg in pages:
        ops = [conv(o) for o in pg["ops"]]
        # a link annotation over every line that shows an e-mail address
        for o in pg["ops"]:
            if o["t"] == "T" and any(it["kind"] == "EMAIL" for it in o["items"]):
                em = next(it["text"] for it in o["items"] if it["kind"] == "EMAIL")
                ops.append({"t": "LINK", "x": o["x"], "y": o["y"] - 2, "w": st.w(o["text"], o["font"], o["size"]),
                            "h": o["size"] + 3, "uri": "mailto:" + em})
        spec["pages"].append({"w": PAGE_W, "h": PAGE_H, "letterhead": pg["letterhead"], "ops": ops})
    spec["pages"][0]["ops"].append({"t": "NOTE", "x": 562, "y": 700, "w": 16, "h": 16,
                                    "contents": "Relu et validé — " + info["Author"], "title": info["Author"]})
    j = work / (out.stem + ".json")
    j.write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    sh(["node", "libpdf_render.mjs", str(j), str(out)], cwd=NODE_DIR)


def pdf_text_string(s):
    try:
        b = s.encode("ascii")
    except UnicodeEncodeError:
        b = b"\xfe\xff" + s.encode("utf-16-be")
    return b.hex()


def render_camlpdf(st, pages, info, out, work, rng):
    codes = [c for c in list(range(33, 127)) + list(range(161, 256)) if c != 173]
    used = defaultdict(set)
    for pg in pages:
        for op in pg["ops"]:
            if op["t"] == "T":
                used[op["font"]].update(ch for ch in op["text"] if ch != " ")
    enc = {}
    lines = []
    for i, (k, base) in enumerate(st.fonts.items()):
        chars = sorted(used.get(k, set()) | {"?"})
        cs = codes[:]
        rng.shuffle(cs)
        m = {ch: cs[j] for j, ch in enumerate(chars)}
        m[" "] = 32
        enc[k] = m
        first, last = 32, max(m.values())
        widths = [0] * (last - first + 1)
        diffs = []
        for ch, code in m.items():
            widths[code - first] = st.metrics[k].glyph_width(ch)
            if ch != " ":
                diffs.append("%d:%s" % (code, glyph_name(ch)))
        lines.append("\t".join(["FONT", "F%s" % k, base, str(first), str(last), ",".join(map(str, widths)), ",".join(diffs)]))
    for key in ("Title", "Author", "Subject", "Keywords"):
        lines.append("INFO\t%s\t%s" % (key, pdf_text_string(info[key])))
    lines.append("INFO\tCreator\t%s" % pdf_text_string("corpus AC caml_render (tools/corpus_ac/caml_render.ml)"))
    lines.append("INFO\tProducer\t%s" % pdf_text_string("CamlPDF 2.5.3"))
    lines.append("INFO\tCreationDate\t%s" % pdf_text_string("D:20250115093000Z"))
    for pg in pages:
        lines.append("PAGE\t%g\t%g\t0" % (PAGE_W, PAGE_H))
        for op in pg["ops"]:
            if op["t"] == "T":
                m = enc[op["font"]]
                text = op["text"]
                bs = bytes(m.get(ch, m["?"]) for ch in text)
                # explicit glyph positioning: small pair adjustments, slack of justified lines spread over spaces
                adj = []
                nsp = text.count(" ")
                natural = st.w(text, op["font"], op["size"])
                for j, ch in enumerate(text):
                    a = 0.0
                    if j < len(text) - 1 and ch != " " and text[j + 1] != " ":
                        a = float(((ord(ch) * 31 + ord(text[j + 1]) * 17) % 21) - 10)
                    adj.append(a)
                inner = sum(adj) * op["size"] / 1000.0
                if op.get("just") and nsp:
                    slack = op["just"] - (natural - inner)
                    per = -slack * 1000.0 / op["size"] / nsp
                    if per < 0:
                        adj = [per if ch == " " else a for ch, a in zip(text, adj)]
                ang = op.get("angle", 0)
                if ang == 90:
                    tm = (0, 1, -1, 0, op["x"], op["y"])
                else:
                    tm = (1, 0, 0, 1, op["x"], op["y"])
                lines.append("\t".join(["T", "F%s" % op["font"], "%g" % op["size"]] + ["%g" % v for v in tm] +
                                       ["%g" % op["gray"], bs.hex(), ",".join("%g" % a for a in adj)]))
            elif op["t"] == "L":
                lines.append("L\t%g\t%g\t%g\t%g\t%g\t%g" % (op["x1"], op["y1"], op["x2"], op["y2"], op["lw"], op["gray"]))
            elif op["t"] == "R":
                lines.append("R\t%g\t%g\t%g\t%g\t%g\t%g\t%g" % (op["x"], op["y"], op["w"], op["h"], op["fill"], op["stroke"], op["lw"]))
    t = work / (out.stem + ".tsv")
    t.write_text("\n".join(lines) + "\n", encoding="utf-8")
    sh([str(BUILD / "caml_render"), "render", str(t), str(out)])


def render_freehep(st, pages, info, out, work):
    fam = {"R": "Serif", "B": "Sans", "S": "Mono"}
    lines = ["INFO\t%s\t%s" % (k, info[k].encode("utf-8").hex()) for k in ("Title", "Author", "Subject", "Keywords")]
    for pg in pages:
        lines.append("PAGE\t595\t842")
        for op in pg["ops"]:
            if op["t"] == "T":
                lines.append("T\t%s\t%d\t%g\t%g\t%g\t%g\t%g\t%s" % (fam[op["font"]], 1 if op["font"] == "B" else 0, op["size"],
                                                                    op["x"], op["y"], op.get("angle", 0), op["gray"],
                                                                    op["text"].encode("utf-8").hex()))
            elif op["t"] == "L":
                lines.append("L\t%g\t%g\t%g\t%g\t%g\t%g" % (op["x1"], op["y1"], op["x2"], op["y2"], op["lw"], op["gray"]))
            elif op["t"] == "R":
                lines.append("R\t%g\t%g\t%g\t%g\t%g\t%g\t%g" % (op["x"], op["y"], op["w"], op["h"], op["fill"], op["stroke"], op["lw"]))
    t = work / (out.stem + ".tsv")
    t.write_text("\n".join(lines) + "\n", encoding="utf-8")
    sh(["java", "-cp", freehep_cp() + ":" + str(BUILD), "FreehepRender", str(t), str(out)])

# ------------------------------------------------------------------ alignment with the judge's extractors

ITEM_KEYS = ("role", "kind", "text", "subtype", "critical", "probes")


def clean_item(it):
    return {k: it[k] for k in ITEM_KEYS}


def is_ci(p):
    return "@" in p


def occ(p, it):
    return judge.count(p, judge.normalize(it["text"]), is_ci(p)) or (p in it["probes"])


def supply_of(texts, p):
    """How many times both extractors show p on a page (min over extractors, best hyphen reading)."""
    return min(max(judge.count(p, t[0], is_ci(p)), judge.count(p, t[1], is_ci(p))) for t in texts)


def align(pdf, planned_pages, meta_items):
    """Keep each item on a page only where pdftotext AND pypdf show it; move, complete, drop."""
    pt = judge.extract_pdftotext(pdf)
    pp, meta = judge.extract_pypdf(pdf)
    n = max(len(pt), len(pp), len(planned_pages))
    pt += [""] * (n - len(pt))
    pp += [""] * (n - len(pp))
    page_texts = [((judge.normalize(a), judge.normalize(a, True)), (judge.normalize(b), judge.normalize(b, True)))
                  for a, b in zip(pt, pp)]
    stats = Counter()
    dropped_kind = Counter()
    pages = [list(pl) for pl in planned_pages] + [[] for _ in range(n - len(planned_pages))]
    stats["planned"] = sum(len(p) for p in pages)

    def fits(items, texts):
        probes = {p for it in items for p in it["probes"]}
        return all(sum(occ(p, it) for it in items) <= supply_of(texts, p) for p in probes)

    def over(items, texts):
        for p in sorted({p for it in items for p in it["probes"]}):
            if sum(occ(p, it) for it in items) > supply_of(texts, p):
                return p
        return None

    homeless = []
    for i in range(n):
        while True:
            p = over(pages[i], page_texts[i])
            if p is None:
                break
            # drop the last-placed item carrying that probe (header/footer items come first in the list)
            j = max(k for k, it in enumerate(pages[i]) if p in it["probes"] or occ(p, it) and it["probes"] == [p])
            homeless.append((i, pages[i].pop(j)))
    for i, it in homeless:
        for j in sorted(range(n), key=lambda j: abs(j - i)):
            if j != i and fits(pages[j] + [it], page_texts[j]):
                pages[j].append(it)
                stats["moved"] += 1
                break
        else:
            stats["dropped"] += 1
            dropped_kind["%s:%s" % (it["kind"], it["subtype"])] += 1
    # completion: personal values and care dates shown more often than planned
    canon = {}
    for pl in pages:
        for it in pl:
            if it["role"] == "pii" or it["kind"] == "DATE":
                canon.setdefault(it["probes"][0], it)
    for i in range(n):
        for p, it in sorted(canon.items()):
            extra = supply_of(page_texts[i], p) - sum(occ(p, x) for x in pages[i])
            for _ in range(max(0, extra)):
                cand = pages[i] + [dict(it)]
                if fits(cand, page_texts[i]):
                    pages[i] = cand
                    stats["completed"] += 1
    # the judge's whole-document rule: every extractor must show every occurrence the truth claims
    whole = [(judge.normalize("\n".join(pt)), judge.normalize("\n".join(pt), True)),
             (judge.normalize("\n".join(pp)), judge.normalize("\n".join(pp), True))]
    while True:
        allit = [it for pl in pages for it in pl]
        bad = None
        for p in sorted({p for it in allit for p in it["probes"]}):
            if sum(occ(p, it) for it in allit) > supply_of(whole, p):
                bad = p
                break
        if bad is None:
            break
        for pl in reversed(pages):
            idx = [k for k, it in enumerate(pl) if bad in it["probes"]]
            if idx:
                it = pl.pop(idx[-1])
                stats["dropped"] += 1
                dropped_kind["%s:%s" % (it["kind"], it["subtype"])] += 1
                break
    stats["kept"] = sum(len(p) for p in pages)
    meta_kept = []
    for it in meta_items:
        if all(p in meta for p in it["probes"]):
            meta_kept.append(it)
    return pages, meta_kept, stats, dropped_kind, len(pt)

# ------------------------------------------------------------------ main


def main(argv=None):
    ap = argparse.ArgumentParser(description="Corpus AC (lettres, CR biologie/imagerie, ordonnances...)")
    ap.add_argument("--seed", type=int, default=SEED)
    ap.add_argument("--n", type=int, default=N_DOCS)
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--only", type=int, nargs="*", default=None, help="regenerate only these document numbers (debug)")
    a = ap.parse_args(argv)
    build_helpers()
    vers = versions()
    prods = producer_strings(vers)
    out = a.out
    if a.only is None and out.exists():
        shutil.rmtree(out)
    (out / "pdf").mkdir(parents=True, exist_ok=True)
    (out / "truth").mkdir(parents=True, exist_ok=True)
    work = CACHE / "corpusac-work"
    work.mkdir(parents=True, exist_ok=True)
    docs = []
    summary = {f: Counter() for f in ("oxidize", "libpdf", "camlpdf", "freehep")}
    summary_drop = {f: Counter() for f in summary}
    fam_count = Counter()
    for i in range(1, a.n + 1):
        fam = FAMILIES[i % 4]
        k = fam_count[fam]
        fam_count[fam] += 1
        shape_fn = SHAPES[(k + i % 4) % len(SHAPES)]
        rng = random.Random("%d-%d" % (a.seed, i))
        c = Ctx(rng, i, homonym=(i % 5 != 0) and (rng.random() < 0.7))
        spec = shape_fn(c)
        name = "ac%03d_%s_%s" % (i, fam, spec["shape"])
        if a.only and i not in a.only:
            continue
        st, pages, letterhead = layout(fam, spec, c)
        info, meta_items = metadata(fam, spec, c)
        pdf = out / "pdf" / (name + ".pdf")
        if fam == "oxidize":
            render_oxidize(st, pages, info, pdf)
        elif fam == "libpdf":
            render_libpdf(st, pages, letterhead, info, pdf, work)
        elif fam == "camlpdf":
            render_camlpdf(st, pages, info, pdf, work, random.Random("%d-%d-enc" % (a.seed, i)))
        else:
            render_freehep(st, pages, info, pdf, work)
        planned = []
        for pg in pages:
            its = []
            if pg["letterhead"] and letterhead:
                its += [clean_item(it) for op in letterhead if op["t"] == "T" for it in op["items"]]
            its += [clean_item(it) for op in pg["ops"] if op["t"] == "T" for it in op["items"]]
            planned.append(its)
        final, meta_kept, stats, dk, npages = align(pdf, planned, meta_items)
        summary[fam].update(stats)
        summary_drop[fam].update(dk)
        truth = {"name": name, "family": fam, "kind": spec["shape"], "producer": prods[fam], "producers": [prods[fam]],
                 "page_index_base": 0,
                 "pages": [{"index": j, "items": [clean_item(it) for it in its]} for j, its in enumerate(final)],
                 "metadata_items": [clean_item(it) for it in meta_kept]}
        (out / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        # self-check with the judge: an output identical to the input must leak every personal value,
        # lose no kept value, and leave no probe unmeasurable
        src = judge.extract_all(pdf)
        jd = judge.judge_document(truth, src, src)
        tot = sum(v["total"] for v in jd["leaks"].values())
        leaked = sum(v["leaked"] for v in jd["leaks"].values())
        lost = sum(v["lost"] for v in jd["kept"].values())
        if jd["unmeasurable_probes"] or leaked != tot or lost:
            raise SystemExit("%s: self-check failed (unmeasurable %d, leaked %d/%d, lost %d)" % (
                name, jd["unmeasurable_probes"], leaked, tot, lost))
        docs.append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name, "pages": npages,
                     "producer": prods[fam], "producers": [prods[fam]], "kind": spec["shape"], "family": fam})
        print("%-48s %d p  planned %3d kept %3d moved %2d completed %2d dropped %2d" % (
            name, npages, stats["planned"], stats["kept"], stats["moved"], stats["completed"], stats["dropped"]),
            file=sys.stderr)
    if a.only:
        return 0
    manifest = {"seed": a.seed, "generator": "tools/make_corpus_ac.py", "versions": vers,
                "alignment_summary": {f: {"planned": s["planned"], "kept": s["kept"], "moved": s["moved"],
                                          "completed": s["completed"], "dropped": s["dropped"],
                                          "dropped_by_kind": dict(summary_drop[f]), "producer": prods[f]}
                                      for f, s in summary.items()},
                "documents": docs}
    (out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    print(json.dumps({"documents": len(docs), "pdf": len(list((out / "pdf").glob("*.pdf"))),
                      "truth": len(list((out / "truth").glob("*.json")))}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
