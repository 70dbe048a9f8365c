"""Family 4 ``ocr_tesseract``: page images drawn by Pillow (300 dpi), OCR'd by tesseract's own PDF
renderer (GlyphLessFont text layer over the image), several images in one tesseract run (list file)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import numpy as np
from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont

from . import ids, prose
from .model import D, P, S, seg_items, seg_text

W, H = 2480, 3508  # A4 at 300 dpi
FONTS = {"sans": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
         "sansb": "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
         "lib": "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf",
         "libb": "/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf",
         "serif": "/usr/share/fonts/truetype/liberation2/LiberationSerif-Regular.ttf",
         "mono": "/usr/share/fonts/truetype/liberation2/LiberationMono-Regular.ttf"}
_FC = {}


def font(name, px):
    k = (name, px)
    if k not in _FC:
        _FC[k] = ImageFont.truetype(FONTS[name], px)
    return _FC[k]


class Sheet:
    """Draw operations of one page image; ``lines`` hold (x, y, segments, font, px)."""

    def __init__(self):
        self.lines, self.rects, self.bars = [], [], []

    def t(self, x, y, segs, f="lib", px=42):
        self.lines.append((x, y, segs, f, px))

    def items(self):
        return [it for _x, _y, segs, _f, _px in self.lines for it in seg_items(segs)]


def fax_letter(rng, est, pat, doc, gp, j):
    """Two pages of a referral letter received by fax."""
    day = prose.care_date(rng)
    pages = []
    faxno = est.fax
    for k in range(2):
        sh = Sheet()
        sh.t(120, 60, [S(day), " %02d:%02d   DE : " % (rng.randint(8, 18), rng.randint(0, 59)),
                       P("TELEPHONE", faxno, "etablissement"), "   ", P("ETABLISSEMENT", est.sigle, "sigle"),
                       " SECRETARIAT   ", D("PAGE", "P. %d/2" % (k + 1))], "mono", 36)
        sh.rects.append((100, 112, W - 100, 116))
        y = 200
        if k == 0:
            sh.t(180, y, [P("ETABLISSEMENT", est.name, "etablissement")], "libb", 54)
            y += 80
            sh.t(180, y, ["Service de cardiologie — ", P("ADRESSE", est.street, probes=[est.street]), ", ",
                          P("CODE_POSTAL", est.cp), " ", P("VILLE", est.commune)], "lib", 40)
            y += 60
            sh.t(180, y, ["Tél. ", P("TELEPHONE", est.phone, "etablissement"), "  FINESS ", P("FINESS", est.finess)], "lib", 40)
            y += 140
            sh.t(1300, y, ["Docteur ", P("PRENOM", gp.first, "medecin"), " ", P("NOM", gp.last, "medecin")], "lib", 44)
            y += 64
            sh.t(1300, y, ["Médecin généraliste"], "lib", 44)
            y += 140
            sh.t(180, y, ["Objet : demande d'avis — ", P("NOM", ids.up(pat.last), "patient"), " ",
                          P("PRENOM", pat.first, "patient")], "libb", 46)
            y += 80
            sh.t(180, y, ["Né(e) le ", P("DATE_NAISSANCE", pat.dob(0)), " — IPP ", P("IPP", pat.ipp, "patient"),
                          " — INS ", P("NIR", pat.nir(0), "ins")], "lib", 44)
            y += 70
            sh.t(180, y, ["Domicile : ", P("ADRESSE", pat.street, probes=[pat.street]), ", ",
                          P("CODE_POSTAL", pat.cp), " ", P("VILLE", pat.commune), " — tél. ",
                          P("TELEPHONE", pat.phone, "patient")], "lib", 44)
            y += 130
            paras = [["Cher confrère,"],
                     ["Je vous adresse ", P("NOM", ids.up(pat.last), "patient"), " ",
                      P("PRENOM", pat.first, "patient"), ", ", D("AGE", "%d ans" % pat.age()), ", pour "]
                     + prose.cim(rng) + ["."],
                     [prose.PROSE[1]], [prose.PROSE[2]],
                     ["Traitement actuel : "] + prose.drug(rng) + ["."],
                     ["Dernier bilan du ", S(prose.care_date(rng)), " : créatinine ", D("BIOLOGIE", "%d µmol/L" % rng.randint(70, 130)),
                      "."]]
        else:
            paras = [["Suite du courrier concernant ", P("NOM", ids.up(pat.last), "patient"), " (IPP ",
                      P("IPP", pat.ipp, "patient"), ")."],
                     ["Électrocardiogramme du ", S(prose.care_date(rng)), " : rythme sinusal, pas de trouble"],
                     ["de la repolarisation. " + prose.PROSE[4]],
                     ["Je vous remercie de le recevoir en consultation ; " + prose.PROSE[5].lower()],
                     [prose.PROSE[6]], [prose.PROSE[3]],
                     ["Confraternellement,"],
                     ["Dr ", P("PRENOM", doc.first, "medecin"), " ", P("NOM", ids.up(doc.last), "medecin")],
                     ["RPPS ", P("RPPS", doc.rpps), " — ", P("EMAIL", doc.email, "medecin")]]
            y = 260
        for para in paras:
            for line in _wrap(para, 74):
                sh.t(180, y, line, "serif" if j % 2 else "lib", 46)
                y += 68
            y += 28
        pages.append(sh)
    return pages


def _wrap(segs, width):
    from .model import wrap_segments
    return wrap_segments(segs, width, hard=False)


LAB_ROWS = [("Créatinine", "µmol/L", "62-106", (60, 140)), ("Urée", "mmol/L", "2,5-7,5", (3, 12)),
            ("Sodium", "mmol/L", "136-145", (133, 146)), ("Potassium", "mmol/L", "3,5-5,1", (3.4, 5.6)),
            ("Glycémie", "mmol/L", "3,9-5,8", (4.2, 9.8)), ("Hémoglobine", "g/dL", "12,0-16,0", (10.1, 15.4)),
            ("Leucocytes", "G/L", "4,0-10,0", (3.8, 12.5)), ("Plaquettes", "G/L", "150-400", (140, 420)),
            ("CRP", "mg/L", "0-5", (1, 60)), ("TSH", "mUI/L", "0,40-4,00", (0.5, 3.9)),
            ("Ferritine", "µg/L", "15-150", (8, 210)), ("HbA1c", "%", "4,0-6,0", (5.2, 9.1))]


def _v(rng, lo, hi):
    v = rng.uniform(lo, hi)
    return ("%d" % v) if hi >= 50 else ("%.1f" % v).replace(".", ",")


def lab_page(rng, est, pat, doc, lab, labno, k, n):
    sh = Sheet()
    sh.t(150, 120, [P("ETABLISSEMENT", lab, "laboratoire")], "sansb", 56)
    sh.t(150, 200, ["Site de ", P("VILLE", est.commune), " — ", "accréditation COFRAC n° ", D("COFRAC", "8-%04d" % rng.randint(1000, 4999))],
         "sans", 36)
    sh.rects.append((140, 280, W - 140, 284))
    sh.t(150, 320, ["Patient : ", P("NOM", ids.up(pat.last), "patient"), " ", P("PRENOM", pat.first, "patient")], "sansb", 44)
    sh.t(150, 390, ["Né(e) le ", P("DATE_NAISSANCE", pat.dob(rng.choice([0, 3]))), "   IPP ", P("IPP", pat.ipp, "patient")],
         "sans", 40)
    sh.t(150, 450, ["Dossier ", P("NUM_DOSSIER_LABO", labno), "   prélevé le ", S(prose.care_date(rng))], "sans", 40)
    sh.t(1350, 390, ["Prescripteur : Dr ", P("NOM", ids.up(doc.last), "medecin")], "sans", 40)
    sh.t(1350, 450, [P("ETABLISSEMENT", est.sigle, "sigle"), " — ", D("UF", "UF %04d" % rng.randint(1000, 9999))], "sans", 40)
    # result grid
    x0, y0, rh = 150, 580, 96
    cols = [150, 820, 1220, 1520, 1980, W - 150]
    heads = ["Analyse", "Résultat", "Unité", "Référence", "Antériorité"]
    rows = rng.sample(LAB_ROWS, 8)
    for r in range(len(rows) + 2):
        sh.rects.append((cols[0], y0 + r * rh, cols[-1], y0 + r * rh + 3))
    for c in cols:
        sh.rects.append((c, y0, c + 3, y0 + (len(rows) + 1) * rh))
    for ci, h in enumerate(heads):
        sh.t(cols[ci] + 24, y0 + 26, [h], "sansb", 38)
    for ri, (name, unit, ref, (lo, hi)) in enumerate(rows):
        y = y0 + (ri + 1) * rh + 26
        sh.t(cols[0] + 24, y, [name], "sans", 38)
        sh.t(cols[1] + 24, y, [D("BIOLOGIE", _v(rng, lo, hi))], "sans", 38)
        sh.t(cols[2] + 24, y, [unit], "sans", 38)
        sh.t(cols[3] + 24, y, [D("INTERVALLE", ref)], "sans", 38)
        sh.t(cols[4] + 24, y, [_v(rng, lo, hi)], "sans", 38)
    y = y0 + (len(rows) + 1) * rh + 90
    for para in [["Commentaire du biologiste : " + prose.PROSE[rng.choice([3, 10])]],
                 ["Validé par ", P("PRENOM", doc.first, "medecin"), " ", P("NOM", doc.last, "medecin"), ", biologiste."],
                 [prose.PROSE[11]]]:
        for line in _wrap(para, 80):
            sh.t(150, y, line, "sans", 40)
            y += 62
        y += 20
    sh.t(150, H - 180, ["Compte rendu ", P("NUM_DOSSIER_LABO", labno), " — ", D("PAGE", "page %d/%d" % (k, n))], "sans", 34)
    return sh


def labels_page(rng, est, pat, nda):
    sh = Sheet()
    sh.t(150, 90, ["Planche d'étiquettes — ", P("ETABLISSEMENT", est.sigle, "sigle"), " — éditée le ",
                   S(prose.care_date(rng))], "sans", 38)
    cw, ch = 1060, 440
    for r in range(6):
        for c in range(2):
            x, y = 150 + c * (cw + 60), 200 + r * (ch + 45)
            sh.rects.append(("box", x, y, x + cw, y + ch))
            sh.t(x + 40, y + 30, [P("NOM", ids.up(pat.last), "patient"), " ", P("PRENOM", pat.first, "patient")], "libb", 50)
            sh.t(x + 40, y + 105, ["Né(e) le ", P("DATE_NAISSANCE", pat.dob(0)), "  ", pat.sex], "lib", 42)
            sh.t(x + 40, y + 170, ["IPP ", P("IPP", pat.ipp, "patient"), "   NDA ", P("NUM_SEJOUR", nda, "sejour")], "lib", 42)
            sh.bars.append((x + 40, y + 250, x + cw - 60, y + 330, pat.ipp + nda))
            sh.t(x + 40, y + 350, [D("UF", "UF %d" % (4000 + r * 7 + c))], "lib", 36)
    return sh


def draw_sheet(sh: Sheet, rng, path: Path):
    img = Image.new("L", (W, H), 255)
    dr = ImageDraw.Draw(img)
    for r in sh.rects:
        if r[0] == "box":
            dr.rectangle(r[1:], outline=60, width=3)
        else:
            dr.rectangle(r, fill=40)
    for x0, y0, x1, y1, code in sh.bars:
        x = x0
        bits = "".join(format(ord(ch) * 7 + 3, "09b") for ch in code)
        for b in bits:
            wbar = 4 if b == "0" else 9
            if x + wbar > x1:
                break
            dr.rectangle((x, y0, x + wbar - 1, y1), fill=10 if b == "1" or rng.random() < 0.5 else 255)
            x += wbar + 4
    for x, y, segs, f, px in sh.lines:
        dr.text((x, y), seg_text(segs), fill=15, font=font(f, px))
    img = img.rotate(rng.uniform(-0.45, 0.45), resample=Image.BICUBIC, fillcolor=255)
    nrng = np.random.default_rng(rng.randint(0, 2 ** 32 - 1))  # seeded: the OCR must be reproducible
    grain = nrng.normal(0.0, 9.0, (H, W))
    specks = nrng.random((H, W)) < 0.0006
    a = np.asarray(img, dtype=np.float32) + grain
    a[specks] = np.minimum(a[specks], 120)
    img = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "L")
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    img.save(path, "JPEG", quality=80, dpi=(300, 300))


def ocr(images, outbase: Path):
    lst = outbase.with_suffix(".list")
    lst.write_text("\n".join(str(p) for p in images) + "\n")
    env = dict(os.environ, OMP_THREAD_LIMIT="1")
    subprocess.run(["tesseract", str(lst), str(outbase), "-l", "fra", "--dpi", "300", "pdf"], check=True,
                   capture_output=True, env=env)
    return outbase.with_suffix(".pdf")
