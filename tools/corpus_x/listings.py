"""Legacy hospital information system listings (family 2): fixed-width, upper case ASCII pages.

A listing is a list of pages, each a list of lines, each a list of segments
(strings and ``Item``). Pages are separated by form feeds when written out.
"""

from __future__ import annotations

import datetime as dt

from . import ids
from .ctx import CCAM, CIM10, LOINC, MOT_SENTENCES, Ctx
from .model import decoy, mot, pii

U = ids.ascii_upper
MAXL = 54  # lines per page, below texttopdf's own page capacity


def seg_len(segs) -> int:
    return sum(len(s if isinstance(s, str) else s.text) for s in segs)


def cols(*spec):
    """Fixed-width line: spec is (width, segs-or-str); items are never cut, strings are."""
    out = []
    for width, segs in spec:
        segs = [segs] if not isinstance(segs, list) else list(segs)
        n = seg_len(segs)
        if n > width:
            # cut template text only (from the end)
            over = n - width
            for k in range(len(segs) - 1, -1, -1):
                if over <= 0:
                    break
                if isinstance(segs[k], str):
                    cut = min(over, len(segs[k]))
                    segs[k] = segs[k][: len(segs[k]) - cut]
                    over -= cut
            n = seg_len(segs)
        out += segs
        out.append(" " * max(1, width - n))
    # strip trailing spaces
    while out and isinstance(out[-1], str) and not out[-1].strip():
        out.pop()
    return out


def udate(c: Ctx, d, style="slash"):
    return c.DATE(d, style, up=True)


class Listing:
    def __init__(self, c: Ctx, width: int, title: str, edition):
        self.c, self.width, self.title, self.edition = c, width, title, edition
        self.pages: list = []

    def header(self, i, n):
        c, w = self.c, self.width
        rule = "=" * w if i == 0 else "-" * w
        left = [c.SIGLE(), " - ", pii("ETABLISSEMENT", U(c.etab), "etablissement")]
        right = ["EDITION DU ", udate(c, self.edition), " ", "%02d:%02d" % (c.rng.randint(6, 22), c.rng.randint(0, 59)),
                 "  ", decoy("PAGE", "PAGE %d/%d" % (i + 1, n))]
        gap = w - seg_len(left) - seg_len(right)
        l1 = left + [" " * max(2, gap)] + right
        l2 = cols((w - 22, [self.title]), (22, [c.soft[0], " ", decoy("VERSION", "V" + c.soft[1])]))
        ident = ["PATIENT: ", c.NOM(up=True), " ", c.PRENOM(up=True)]
        if c.maiden and i == 0:
            ident += [" NEE ", c.NOM("naissance", up=True)]
        l3 = cols((44 if w == 80 else 60, ident), (22, ["NE(E) LE ", c.DDN(c.rng.choice(["slash", "mon", "dot2"]), up=True)]),
                  (16, ["IPP: ", c.IPP()]))
        return [l1, l2, l3, [rule]]

    def paginate(self, body_lines, first_extra=None):
        """Split body lines into pages under MAXL with the running header."""
        per = MAXL - 5
        chunks, cur = [], list(first_extra or [])
        for ln in body_lines:
            if ln == "\f":
                chunks.append(cur)
                cur = []
                continue
            if len(cur) >= per:
                chunks.append(cur)
                cur = []
            cur.append(ln)
        if cur:
            chunks.append(cur)
        n = len(chunks)
        self.pages = [self.header(i, n) + [[""]] + ch for i, ch in enumerate(chunks)]
        return self.pages


def mot_line(c: Ctx, width: int, exclude=()) -> list:
    words = [w for w in sorted(MOT_SENTENCES) if U(w) not in exclude]
    w = c.rng.choice(words)
    a, word, b = MOT_SENTENCES[w]
    sub = "VILLE" if w in ("orange", "tours", "sens", "vienne", "grasse") else "HOMONYME"
    return ["  OBS: ", U(a), mot(sub, U(word)), U(b)[: width - 20]]


def excluded(c: Ctx):
    return {U(c.last), U(c.town)} | ({U(c.maiden)} if c.maiden else set())


# ------------------------------------------------------------------ listing kinds


def l_sejours(c: Ctx, width: int) -> list:
    r = c.rng
    lst = Listing(c, width, "LISTE DES SEJOURS ET VENUES DU PATIENT", c.doc_date)
    body = []
    body.append(cols((14, "ADRESSE :"), (width - 14, [pii("ADRESSE", U(c.street)), " ", pii("CODE_POSTAL", c.cp), " ", pii("VILLE", U(c.town))])))
    body.append(cols((14, "TEL :"), (30, [c.TEL(c.tel_fixe, "patient")]), (10, "NIR :"), (30, [c.NIR(spaced=False)])))
    body.append(cols((14, "MED. TRAIT. :"), (width - 14, ["DR ", c.NOM(c.mt, up=True), " ", c.PRENOM(c.mt, up=True), " - ",
                                                           pii("VILLE", U(c.mt.town)), " - TEL ", c.TEL(c.mt.tel, "medecin")])))
    body.append([""])
    if width >= 132:
        head = cols((12, "NO SEJOUR"), (11, "ENTREE"), (11, "SORTIE"), (6, "UF"), (26, "LIBELLE UF"), (30, "MEDECIN RESPONSABLE"),
                    (8, "DP"), (10, "MODE"), (14, "TYPE"))
    else:
        head = cols((11, "NO SEJOUR"), (9, "ENTREE"), (9, "SORTIE"), (6, "UF"), (26, "MEDECIN"), (7, "DP"), (8, "MODE"))
    body += [head, ["-" * width]]
    d = c.adm - dt.timedelta(days=r.randint(2500, 4000))
    ufs = [(r.randint(1000, 9899), U(s)) for s in ("cardiologie", "pneumologie", "medecine interne", "urgences", "chirurgie visc.",
                                                    "hopital de jour onco", "gériatrie", "soins de suite")]
    nrows = r.randint(40, 70)
    for k in range(nrows):
        d = d + dt.timedelta(days=r.randint(10, 70))
        e = d + dt.timedelta(days=r.randint(0, 9))
        uf = r.choice(ufs)
        doc = c.docs[r.randrange(3)]
        cim = r.choice(CIM10)[0]
        num = "%s%07d" % (str(d.year)[2:], r.randint(0, 9999999))
        mode = r.choice(["DOMICILE", "MUTATION", "TRANSFERT", "DOMICILE"])
        if width >= 132:
            body.append(cols((12, [pii("NUM_SEJOUR", num, "sejour")]), (11, [udate(c, d)]), (11, [udate(c, e)]),
                             (6, [decoy("UF", "%04d" % uf[0])]), (26, uf[1]), (30, ["DR ", c.NOM(doc, up=True), " ", c.PRENOM(doc, up=True)]),
                             (8, [decoy("CIM10", cim)]), (10, mode), (14, r.choice(["HC", "HDJ", "CONSULT", "URG"]))))
        else:
            body.append(cols((11, [pii("NUM_SEJOUR", num, "sejour")]), (9, [udate(c, d, "slash2")]), (9, [udate(c, e, "slash2")]),
                             (6, [decoy("UF", "%04d" % uf[0])]), (26, ["DR ", c.NOM(doc, up=True)]), (7, [decoy("CIM10", cim)]),
                             (8, mode[:7])))
    body.append([""])
    body.append(mot_line(c, width, excluded(c)))
    body.append(["  NOMBRE DE SEJOURS : %d" % nrows])
    return lst.paginate(body)


def l_bio_cumul(c: Ctx, width: int) -> list:
    r = c.rng
    lst = Listing(c, width, "CUMULATIF BIOLOGIE - RESULTATS VALIDES", c.doc_date)
    dates = sorted({c.doc_date - dt.timedelta(days=r.randint(1, 400)) for _ in range(6)})[-(3 if width == 80 else 6):]
    body = [cols((16, "PRESCRIPTEUR :"), (width - 16, ["DR ", c.NOM(c.docs[0], up=True), " (RPPS ", c.RPPS(c.docs[0]), ")"])),
            cols((16, "NO DOSSIER :"), (20, [pii("NUM_DOSSIER_LABO", c.labno, "laboratoire")]), (14, "SEJOUR :"), (20, [c.NDA()])),
            [""]]
    dw = 11
    lead = [(22, "ANALYSE"), (9, "LOINC"), (8, "UNITE"), (14, "NORMES")]
    body.append(cols(*lead, *[(dw, [udate(c, d, "slash2")]) for d in dates]))
    body.append(["-" * width])
    tests = list(LOINC)
    r.shuffle(tests)
    for rep in range(2):
        for code, label, unit, lo, hi, dec in tests:
            vals = []
            for _ in dates:
                v = max(lo + (hi - lo) * r.uniform(-0.4, 1.5), 0.01 if dec else 1)
                s = (("%." + str(dec) + "f") % v if dec else "%d" % round(v)).replace(".", ",")
                flag = "H" if v > hi else ("B" if v < lo else "")
                vals.append((dw, [decoy("BIOLOGIE", s), (" " + flag) if flag else ""]))
            lo_s = (("%." + str(dec) + "f") % lo if dec else "%d" % lo).replace(".", ",")
            hi_s = (("%." + str(dec) + "f") % hi if dec else "%d" % hi).replace(".", ",")
            body.append(cols((22, U(label)[:21]), (9, [decoy("LOINC", code)]), (8, U(unit) or "-"),
                             (14, [decoy("INTERVALLE", "%s - %s" % (lo_s, hi_s))]), *vals))
        if rep == 0:
            body.append([""])
            body.append(["  CONTROLE A 3 MOIS DEMANDE PAR DR ", c.NOM(c.mt, up=True), " - TEL ", c.TEL(c.mt.tel, "medecin")])
            body.append("\f")
            body.append(cols(*lead, *[(dw, [udate(c, d, "slash2")]) for d in dates]))
            body.append(["-" * width])
    body.append([""])
    body.append(mot_line(c, width, excluded(c)))
    body.append(["  BIOLOGISTE : DR ", c.PRENOM(c.docs[3], up=True), " ", c.NOM(c.docs[3], up=True), "  RPPS ", c.RPPS(c.docs[3])])
    return lst.paginate(body)


def l_transmissions(c: Ctx, width: int) -> list:
    r = c.rng
    lst = Listing(c, width, "DOSSIER DE SOINS - TRANSMISSIONS CIBLEES", c.out)
    body = [cols((14, "SEJOUR :"), (14, [c.NDA()]), (10, "UF :"), (30, U(c.service))),
            cols((14, "CONTACT :"), (width - 14, [c.PRENOM(c.proche, up=True), " ", c.NOM(c.proche, up=True), " (" + U(c.proche_lien) + ") ",
                                                   c.TEL(c.proche_tel, "proche")])),
            [""]]
    tw = width - 12 - 6 - 16 - 22
    body.append(cols((12, "DATE"), (6, "HEURE"), (16, "CIBLE"), (tw, "DONNEES / ACTIONS / RESULTATS"), (22, "SOIGNANT")))
    body.append(["-" * width])
    cibles = ["DOULEUR", "CHUTE", "ALIMENTATION", "ELIMINATION", "ANXIETE", "PANSEMENT", "MOBILISATION", "SOMMEIL", "TRAITEMENT"]
    texts = ["EVA 6/10 PARACETAMOL 1 G PER OS DONNE REEVAL EVA 2/10 A 1 H", "RETROUVE AU SOL PAS DE TRAUMATISME MEDECIN PREVENU",
             "MANGE LA MOITIE DU PLATEAU COMPLEMENT ORAL PROPOSE", "DIURESE CONSERVEE PAS DE SELLES DEPUIS 48 H LAXATIF",
             "INQUIET POUR LE RETOUR A DOMICILE ECOUTE ET REASSURANCE", "REFECTION PANSEMENT PLAIE PROPRE BOURGEONNANTE",
             "LEVER AU FAUTEUIL AVEC AIDE D UN SOIGNANT", "NUIT CALME DORT PAR PERIODES", "ENOXAPARINE 4000 UI SC FAITE"]
    day = c.adm
    n = r.randint(60, 85)
    for k in range(n):
        if k % 6 == 0:
            day = day + dt.timedelta(days=1)
        i = r.randrange(len(cibles))
        ide = c.ide[r.randrange(3)]
        txt = texts[i]
        if i == 0 and r.random() < 0.5:
            txt = "EVA 6/10 PARACETAMOL " + "1 G"
            line = cols((12, [udate(c, day)]), (6, "%02dH%02d" % (6 + (k % 6) * 3, r.choice([0, 15, 30, 45]))), (16, cibles[i]),
                        (tw, ["EVA 6/10 PARACETAMOL ", decoy("DOSE", "1 G"), " PER OS"]),
                        (22, [c.PRENOM(ide, up=True), " ", c.NOM(ide, up=True)]))
        else:
            line = cols((12, [udate(c, day)]), (6, "%02dH%02d" % (6 + (k % 6) * 3, r.choice([0, 15, 30, 45]))), (16, cibles[i]),
                        (tw, txt[: tw - 1]), (22, [c.PRENOM(ide, up=True), " ", c.NOM(ide, up=True)]))
        body.append(line)
        if len(txt) >= tw:
            body.append(cols((12, ""), (6, ""), (16, ""), (tw, txt[tw - 1:])))
    body.append([""])
    body.append(mot_line(c, width, excluded(c)))
    body.append(["  CADRE DE SANTE : ", c.PRENOM(c.ide[2], up=True), " ", c.NOM(c.ide[2], up=True), " - TEL ",
                 c.TEL(c.etab_tel, "etablissement")])
    return lst.paginate(body)


def l_imagerie(c: Ctx, width: int) -> list:
    r = c.rng
    lst = Listing(c, width, "HISTORIQUE DES EXAMENS D'IMAGERIE", c.doc_date)
    body = [cols((16, "DEMANDEUR :"), (width - 16, ["DR ", c.NOM(c.docs[0], up=True), " - ", U(c.service)])), [""]]
    body.append(cols((11, "DATE"), (14, "NO EXAMEN"), (9, "CCAM"), (26, "LIBELLE"), (20, "RADIOLOGUE")))
    body.append(["-" * width])
    d = c.doc_date - dt.timedelta(days=900)
    for k in range(r.randint(18, 28)):
        d = d + dt.timedelta(days=r.randint(5, 45))
        cc = r.choice(CCAM)
        acc = "%s%s%06d" % (r.choice(["RX", "CT", "IM", "US"]), d.strftime("%y%m"), r.randint(1, 999999))
        rad = c.docs[2 + (k % 2)]
        body.append(cols((11, [udate(c, d)]), (14, [pii("NUM_ACCESSION", acc, "examen")]), (9, [decoy("CCAM", cc[0])]),
                         (26, U(cc[1])[:25]), (20, ["DR ", c.NOM(rad, up=True)])))
    body.append("\f")
    body.append(["COMPTE RENDU DU DERNIER EXAMEN : ", pii("NUM_ACCESSION", c.acc, "examen"), " DU ", udate(c, c.doc_date, "mon")])
    body.append([""])
    txt = ["INDICATION : BILAN DE ", U(r.choice(CIM10)[1])]
    body.append(txt)
    body.append(["TECHNIQUE : ACQUISITION HELICOIDALE SUR ", decoy("DISPOSITIF", "REVOLUTION CT"), ", PDL ",
                 decoy("DOSIMETRIE", "%d MGY.CM" % r.randint(80, 900))])
    body.append(["RESULTAT : PAS D'ANOMALIE PARENCHYMATEUSE EVOLUTIVE. SIGNE DE ", decoy("EPONYME", "MURPHY"), " NEGATIF."])
    body.append(["NODULE DE ", decoy("MESURE", "%d MM" % r.randint(3, 14)), " STABLE."])
    body.append(mot_line(c, width, excluded(c)))
    body.append([""])
    body.append(["VALIDE PAR DR ", c.PRENOM(c.docs[2], up=True), " ", c.NOM(c.docs[2], up=True), " - RPPS ", c.RPPS(c.docs[2])])
    body.append(["SECRETARIAT : ", c.TEL(c.etab_tel, "etablissement"), " - ", c.EMAIL("imagerie@" + c.etab_domain, "etablissement")])
    return lst.paginate(body)


def l_fiche_admin(c: Ctx, width: int) -> list:
    r = c.rng
    lst = Listing(c, width, "FICHE ADMINISTRATIVE PATIENT", c.adm)
    K = 26
    body = [["IDENTITE"], ["-" * 8],
            cols((K, "NOM D'USAGE"), (40, [c.NOM(up=True)])),
            cols((K, "NOM DE NAISSANCE"), (40, [c.NOM("naissance", up=True)] if c.maiden else [c.NOM(up=True)])),
            cols((K, "PRENOM(S)"), (40, [c.PRENOM(up=True)])),
            cols((K, "DATE DE NAISSANCE"), (40, [c.DDN("slash", up=True)])),
            cols((K, "LIEU DE NAISSANCE"), (40, [pii("VILLE", U(c.birth_town), "naissance")])),
            cols((K, "SEXE"), (40, "M" if c.sex == 1 else "F")),
            cols((K, "NIR"), (40, [c.NIR(spaced=True)])),
            [""], ["COORDONNEES"], ["-" * 11],
            cols((K, "ADRESSE"), (50, [pii("ADRESSE", U(c.street))])),
            cols((K, "CODE POSTAL / VILLE"), (50, [pii("CODE_POSTAL", c.cp), " ", pii("VILLE", U(c.town))])),
            cols((K, "TELEPHONE DOMICILE"), (40, [c.TEL(c.tel_fixe, "patient")])),
            cols((K, "TELEPHONE PORTABLE"), (40, [c.TEL(c.tel_mob, "patient")])),
            cols((K, "COURRIEL"), (50, [c.EMAIL(c.email.upper() if r.random() < 0.5 else c.email)])),
            [""], ["COUVERTURE SOCIALE"], ["-" * 18],
            cols((K, "REGIME"), (40, "REGIME GENERAL - CPAM")),
            cols((K, "MUTUELLE"), (50, [pii("ORGANISME", U(c.mutuelle), "mutuelle")])),
            cols((K, "NO ADHERENT"), (40, [pii("NUM_ADHERENT", c.adherent, "mutuelle")])),
            cols((K, "FIN DE DROITS"), (40, [udate(c, dt.date(2026, 12, 31))])),
            [""], ["PERSONNE A PREVENIR"], ["-" * 19],
            cols((K, "NOM PRENOM"), (50, [c.NOM(c.proche, up=True), " ", c.PRENOM(c.proche, up=True)])),
            cols((K, "LIEN"), (40, U(c.proche_lien))),
            cols((K, "TELEPHONE"), (40, [c.TEL(c.proche_tel, "proche")])),
            [""], ["MEDECIN TRAITANT"], ["-" * 16],
            cols((K, "NOM"), (50, ["DR ", c.NOM(c.mt, up=True), " ", c.PRENOM(c.mt, up=True)])),
            cols((K, "ADRESSE"), (50, [pii("ADRESSE", U(c.mt.street)), " ", pii("CODE_POSTAL", c.mt.cp), " ", pii("VILLE", U(c.mt.town))])),
            cols((K, "RPPS"), (40, [c.RPPS(c.mt)])),
            [""], ["VENUE EN COURS"], ["-" * 14],
            cols((K, "NO DE SEJOUR"), (40, [c.NDA()])),
            cols((K, "DATE D'ENTREE"), (40, [udate(c, c.adm, "mon")])),
            cols((K, "UF D'HEBERGEMENT"), (40, [decoy("UF", "%04d" % r.randint(1000, 9899)), " ", U(c.service)])),
            cols((K, "MEDECIN RESPONSABLE"), (50, ["DR ", c.NOM(c.docs[0], up=True)])),
            [""], mot_line(c, width, excluded(c))]
    return lst.paginate(body)


KINDS = [("sejours", l_sejours, 132), ("biologie_cumul", l_bio_cumul, 80), ("transmissions", l_transmissions, 132),
         ("imagerie_historique", l_imagerie, 80), ("fiche_admin", l_fiche_admin, 80),
         ("sejours", l_sejours, 80), ("biologie_cumul", l_bio_cumul, 132), ("transmissions", l_transmissions, 132),
         ("imagerie_historique", l_imagerie, 80), ("fiche_admin", l_fiche_admin, 80)]
