"""Family 3: cumulative lab results ("antériorités") and pharmacy dispensing sheets.

Drawn text-by-coordinates with pdf-lib (npm); A5 variants are imposed 2-up on landscape A4 with pdfjam.
"""

from __future__ import annotations

from .model import Doc
from . import texts as T

A4L = (842, 595)
A5P = (420, 595)


class Sheet:
    """Drawing operations of one page for render_pdflib.js (origin bottom-left, points)."""

    def __init__(self, size):
        self.size = list(size)
        self.ops = []

    def text(self, x, y, s, size=7.5, font="r", maxw=None, color=None):
        op = {"x": x, "y": y, "text": s, "size": size, "font": font}
        if maxw:
            op["maxw"] = maxw
        if color:
            op["color"] = color
        self.ops.append(op)

    def line(self, x1, y1, x2, y2, w=0.5):
        self.ops.append({"line": [x1, y1, x2, y2], "w": w})

    def rect(self, x, y, w, h, gray=0.92):
        self.ops.append({"rect": [x, y, w, h], "gray": gray})


def _header(doc: Doc, sh: Sheet, cast, rng, lab_title: str, n: int, total: int, narrow: bool):
    p = cast.patient
    W, H = sh.size
    m = 22
    y = H - 26
    sh.text(m, y, lab_title, 10, "b")
    sh.text(W - m - (150 if narrow else 190), y, "Page %s" % doc.decoy("PAGE", "%d/%d" % (n, total)), 7.5)
    y -= 12
    sh.text(m, y, "%s — %s %s, %s" % (doc.etab(cast.lab.name, "laboratoire", cast.lab.sigle), doc.addr(cast.lab.street) if cast.lab.street else "",
                                      doc.pii("CODE_POSTAL", cast.lab.cp), doc.pii("VILLE", cast.lab.city)), 6.5)
    y -= 9
    sh.text(m, y, "FINESS %s — Tél. %s — Accréditation COFRAC Essais n° %s, portée disponible sur www.cofrac.fr" % (
        doc.pii("FINESS", cast.lab.finess), doc.pii("TELEPHONE", cast.lab.phone), doc.decoy("COFRAC", cast.cofrac)), 6, maxw=W - 2 * m)
    y -= 6
    sh.rect(m, y - 24, W - 2 * m, 22)
    y -= 10
    name = doc.pii("NOM", p.last, "patient")
    first = doc.pii("PRENOM", p.first, "patient")
    # identity band: labels and values are separate text objects
    sh.text(m + 4, y, "Patient :", 7, "b")
    sh.text(m + 44, y, "%s %s" % (name, first), 8, "b")
    col2 = m + (190 if narrow else 260)
    if p.maiden:
        sh.text(col2, y, "née", 7)
        sh.text(col2 + 16, y, doc.pii("NOM", p.maiden, "naissance"), 7.5)
    sh.text(col2 + (95 if narrow else 130), y, "DDN", 7, "b")
    sh.text(col2 + (112 if narrow else 150), y, doc.pii("DATE_NAISSANCE", p.ddn()), 7.5)
    y -= 10
    sh.text(m + 4, y, "IPP", 7, "b")
    sh.text(m + 22, y, doc.pii("IPP", p.ipp), 7)
    sh.text(m + 80, y, "Dossier", 7, "b")
    sh.text(m + 108, y, doc.pii("NUM_DOSSIER_LABO", cast.labfile), 7)
    if not narrow:
        sh.text(col2, y, "Prescripteur : Dr %s %s (RPPS %s)" % (doc.pii("PRENOM", cast.doctors[0].first, "medecin"),
                                                              doc.pii("NOM", cast.doctors[0].last, "medecin"),
                                                              doc.pii("RPPS", cast.doctors[0].rpps)), 7)
    else:
        sh.text(col2, y, "Dr %s" % doc.pii("NOM", cast.doctors[0].last, "medecin"), 7)
    return y - 18


def _cumulative_page(doc, sh, cast, rng, rows, dates, narrow):
    W, _ = sh.size
    m = 22
    y = sh.cursor
    label_w = 88 if narrow else 150
    unit_w = 34 if narrow else 46
    ref_w = 44 if narrow else 62
    ncol = len(dates)
    cw = (W - 2 * m - label_w - unit_w - ref_w) / ncol
    sh.rect(m, y - 3, W - 2 * m, 11, 0.85)
    sh.text(m + 2, y, "Analyse (LOINC)", 6.5, "b")
    for i, dt in enumerate(dates):
        sh.text(m + label_w + i * cw + 2, y, dt, 6.5, "b")
    sh.text(m + label_w + ncol * cw + 2, y, "Unité", 6.5, "b")
    sh.text(m + label_w + ncol * cw + unit_w + 2, y, "Référence", 6.5, "b")
    y -= 12
    sh.text(m + 2, y, "N° de demande", 6, "b")
    for i in range(ncol):
        sh.text(m + label_w + i * cw + 2, y, doc.pii("NUM_DOSSIER_LABO", "%09d" % rng.randint(10 ** 8, 10 ** 9 - 1)), 6)
    y -= 13
    for row in rows:
        lo, lab, unit, low, high = row[:5]
        # values first, then the caption: the content stream is not in reading order
        for i in range(ncol):
            if rng.random() < 0.85:
                v = doc.decoy("BIOLOGIE", T.lab_value(rng, row))
                flag = " H" if rng.random() < 0.15 else ""
                sh.text(m + label_w + i * cw + 2, y, v + flag, 7, "n")
        sh.text(m + 2, y, "%s (%s)" % (lab, doc.decoy("LOINC", lo)), 6.5, maxw=label_w - 4)
        sh.text(m + label_w + ncol * cw + 2, y, unit, 6.5)
        sh.text(m + label_w + ncol * cw + unit_w + 2, y, doc.decoy("INTERVALLE", "%s-%s" % (low, high)), 6.5)
        sh.line(m, y - 3, W - m, y - 3, 0.2)
        y -= 12
    sh.cursor = y


def _dispensing_page(doc, sh, cast, rng, narrow):
    W, _ = sh.size
    m = 22
    y = sh.cursor
    sh.text(m, y, "Historique de dispensation — %s" % doc.pii("ETABLISSEMENT", cast.pharmacy, "etablissement",
                                                           [cast.pharmacy.split(" ", 2)[2].removeprefix("la ")]), 8, "b", maxw=W - 2 * m)
    y -= 12
    cols = [("Date", 0), ("Médicament", 46), ("ATC", 140 if narrow else 190), ("Dosage", 185 if narrow else 250),
            ("Lot", 225 if narrow else 310), ("Qté", 275 if narrow else 370)]
    if not narrow:
        cols += [("Prescripteur", 420), ("Délivré par", 560)]
    sh.rect(m, y - 3, W - 2 * m, 11, 0.85)
    for c, x in cols:
        sh.text(m + x + 2, y, c, 6.5, "b")
    y -= 13
    for k in range(rng.randint(6, 9)):
        atc, name, dose, _ = rng.choice(T.ATC)
        sh.text(m + 2, y, doc.date(cast.care(rng.randint(-60, 20))), 6.5)
        sh.text(m + 48, y, name, 6.5, maxw=88 if narrow else 140)
        sh.text(m + cols[2][1] + 2, y, doc.decoy("ATC", atc), 6.5)
        sh.text(m + cols[3][1] + 2, y, doc.decoy("DOSE", dose), 6.5)
        sh.text(m + cols[4][1] + 2, y, doc.decoy("LOT", "%s%04d%s" % (rng.choice("BKPRT"), rng.randint(0, 9999), rng.choice("ACFX"))), 6.5)
        sh.text(m + cols[5][1] + 2, y, "%d bte" % rng.randint(1, 3), 6.5)
        if not narrow:
            dr = cast.doctors[k % 2 * 2]
            sh.text(m + 422, y, "Dr %s" % doc.pii("NOM", dr.last, "medecin"), 6.5)
            sh.text(m + 562, y, "%s %s" % (doc.pii("PRENOM", cast.nurse.first, "soignant"), doc.pii("NOM", cast.nurse.last, "soignant")), 6.5)
        sh.line(m, y - 3, W - m, y - 3, 0.2)
        y -= 11
    sh.cursor = y


def _notes(doc, sh, cast, rng, used_h, used_v, narrow, last=True):
    W, _ = sh.size
    m = 22
    y = sh.cursor - 6
    p = cast.patient
    if not last:
        for s in ("Commentaire du %s : %s" % (doc.date(cast.care(rng.randint(-30, 3))), T.eponym_sentence(doc, rng)),
                  T.homonym(doc, rng, used_h)):
            sh.text(m, y, s, 6.5, maxw=W - 2 * m)
            y -= 10
        sh.cursor = y
        return
    notes = [
        "Commentaire biologique du %s : %s" % (doc.date(cast.care(2)), T.eponym_sentence(doc, rng)),
        T.ville_word(doc, rng, used_v),
        T.homonym(doc, rng, used_h),
        "Âge au prélèvement : %s — poids déclaré : %s." % (doc.decoy("AGE", "%d ans" % cast.age), doc.decoy("POIDS", "%d kg" % cast.weight)),
    ]
    if not narrow:
        notes.append("Adresse patient : %s, %s %s — Tél. %s — Assurance : %s — Séjour %s" % (
            doc.addr("%s %s" % (p.street_no, p.street)), doc.pii("CODE_POSTAL", p.cp), doc.pii("VILLE", p.city),
            doc.pii("TELEPHONE", p.phone), doc.pii("ORGANISME", cast.caisse), doc.pii("NUM_SEJOUR", cast.sejour)))
    else:
        notes.append("Séjour %s — %s" % (doc.pii("NUM_SEJOUR", cast.sejour), doc.pii("TELEPHONE", p.phone)))
        notes.append("%s, %s %s" % (doc.addr("%s %s" % (p.street_no, p.street)), doc.pii("CODE_POSTAL", p.cp), doc.pii("VILLE", p.city)))
    for s in notes:
        sh.text(m, y, s, 6.5, maxw=W - 2 * m)
        y -= 10
    sh.cursor = y


def _footer(doc, sh, cast, rng, narrow):
    W, _ = sh.size
    p = cast.patient
    sh.text(22, 14, "Édité le %s — %s — NIR %s — validé par Dr %s" % (
        doc.date(cast.care(9)), doc.decoy("VERSION", rng.choice(T.VERSIONS)), doc.pii("NIR", p.nir_spaced()),
        doc.pii("NOM", cast.doctors[1].last, "medecin")), 5.5, maxw=W - 44)


def build(doc: Doc, cast, rng, with_title: bool, narrow: bool, dispensing: bool) -> dict:
    cast.cofrac = "8-%04d" % rng.randint(1000, 4999)
    size = A5P if narrow else A4L
    n_logical = 4 if narrow else 2
    title_lab = "Fiche de dispensation et antériorités" if dispensing else "Résultats cumulatifs (antériorités)"
    dates_all = sorted({rng.randint(-400, 8) for _ in range(10)})
    rows_all = rng.sample(T.LOINC, 12)
    used_h, used_v = set(), set()
    sheets = []
    for n in range(1, n_logical + 1):
        if n > 1:
            doc.new_page()
        sh = Sheet(size)
        sh.cursor = _header(doc, sh, cast, rng, title_lab, n, n_logical, narrow)
        ncol = 3 if narrow else 7
        if dispensing and n == 1:
            _dispensing_page(doc, sh, cast, rng, narrow)
        else:
            dates = [doc.date(cast.care(o)) for o in sorted(rng.sample(dates_all, ncol))]
            part = rows_all[:10] if n % 2 else rows_all[2:]
            _cumulative_page(doc, sh, cast, rng, part[: 9 if narrow else 10], dates, narrow)
        _notes(doc, sh, cast, rng, used_h, used_v, narrow, last=(n == n_logical or not narrow))
        _footer(doc, sh, cast, rng, narrow)
        sheets.append(sh)
    title = title_lab
    if with_title:
        title = "%s %s - antériorités" % (cast.patient.last, cast.patient.first)
        doc.set_title(title, [("NOM", cast.patient.last), ("PRENOM", cast.patient.first)], xmp=False)
    return {"title": title, "pages": [{"size": s.size, "ops": s.ops} for s in sheets]}
