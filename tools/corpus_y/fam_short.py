"""Family 4: short forms (transport prescriptions, certificates, imaging requests), hand-written content streams."""

from __future__ import annotations

from .model import Doc
from . import texts as T

A4 = (595, 842)


class Form:
    def __init__(self, values_first: bool):
        self.labels, self.values, self.deco = [], [], []
        self.values_first = values_first

    def lab(self, x, y, s, size=8.5, bold=False):
        self.labels.append({"x": x, "y": y, "text": s, "size": size, "font": "HB" if bold else "H"})

    def val(self, x, y, s, size=11, hand=True, split=False):
        op = {"x": x, "y": y, "text": s, "size": size, "font": "Z" if hand else "H"}
        if split:
            op["split"] = True
        self.values.append(op)

    def tiny(self, x, y, s, size=5.5):
        self.deco.append({"x": x, "y": y, "text": s, "size": size, "font": "C"})

    def box(self, x, y, w, h):
        self.deco.append({"box": [x, y, w, h]})

    def line(self, x1, y1, x2, y2):
        self.deco.append({"line": [x1, y1, x2, y2]})

    def ops(self):
        order = (self.values + self.labels) if self.values_first else (self.labels + self.values)
        return self.deco + order


def _name_variant(s: str, how: str) -> str:
    return {"upper": s, "title": s.title(), "lower": s.lower()}[how]


def _footer(doc, f, cast, rng, n, total, login):
    f.tiny(40, 22, "Imprimé le %s à %02d:%02d par %s — IPP %s — page %s" % (
        doc.date(cast.care(0)), rng.randint(7, 19), rng.randint(0, 59), login, doc.pii("IPP", cast.patient.ipp),
        doc.decoy("PAGE", "%d/%d" % (n, total))))


def _identity(doc, f, cast, rng, y, how):
    """Patient block: captions and values as separate text objects."""
    p = cast.patient
    f.box(36, y - 92, 523, 104)
    f.lab(44, y, "IDENTIFICATION DU PATIENT", 8, True)
    y -= 20
    f.lab(44, y, "Nom :")
    f.val(110, y, doc.pii("NOM", _name_variant(p.last, how), "patient"), split=rng.random() < 0.3)
    f.lab(300, y, "Prénom :")
    f.val(345, y, doc.pii("PRENOM", p.first.lower() if how == "lower" else p.first, "patient"))
    y -= 18
    if p.maiden:
        f.lab(44, y, "Nom de naissance :")
        f.val(135, y, doc.pii("NOM", _name_variant(p.maiden, how), "naissance"))
    fmt = rng.choice(["words", "dot", "short", "slash"])
    f.lab(300, y, "Date de naissance :")
    txt = doc.pii("DATE_NAISSANCE", p.ddn(fmt))
    f.val(390, y, ("né le %s" if fmt == "words" and p.sex == "M" else "née le %s" if fmt == "words" else "%s") % txt)
    y -= 18
    f.lab(44, y, "N° d'immatriculation :")
    f.val(150, y, doc.pii("NIR", p.nir_spaced()), 10, hand=False)
    f.lab(330, y, "Organisme :")
    f.val(385, y, doc.pii("ORGANISME", cast.caisse), 9, hand=False)
    y -= 18
    f.lab(44, y, "Adresse :")
    f.val(95, y, "%s %s %s" % (doc.addr("%s %s" % (p.street_no, p.street)), doc.pii("CODE_POSTAL", p.cp), doc.pii("VILLE", p.city)), 10)
    y -= 16
    f.lab(44, y, "Tél. :")
    f.val(80, y, doc.pii("TELEPHONE", p.mobile), 10)
    f.lab(300, y, "Âge / poids :")
    f.val(360, y, "%s — %s" % (doc.decoy("AGE", "%d ans" % cast.age), doc.decoy("POIDS", "%d kg" % cast.weight)), 10)
    return y - 28


def _prescriber(doc, f, cast, rng, y, site):
    d = cast.doctors[0]
    f.box(36, y - 58, 523, 70)
    f.lab(44, y, "PRESCRIPTEUR", 8, True)
    y -= 16
    f.val(44, y, "Dr %s %s" % (doc.pii("PRENOM", d.first, "medecin"), doc.pii("NOM", d.last, "medecin")), 10, hand=False)
    f.lab(300, y, "RPPS")
    f.val(330, y, doc.pii("RPPS", d.rpps), 10, hand=False)
    y -= 14
    f.val(44, y, "%s (%s) — FINESS %s" % (doc.pii("ETABLISSEMENT", site.name, "etablissement", [site.name.split(" ")[-1]]),
                                          doc.etab(site.sigle, "sigle"), doc.pii("FINESS", site.finess)), 8, hand=False)
    y -= 14
    f.val(44, y, "%s %s %s — %s" % (doc.addr(site.street), doc.pii("CODE_POSTAL", site.cp), doc.pii("VILLE", site.city),
                                    doc.pii("TELEPHONE", d.phone)), 8, hand=False)
    return y - 26


def _transport(doc, f, cast, rng, y):
    f.lab(36, 800, "PRESCRIPTION MÉDICALE DE TRANSPORT", 13, True)
    f.lab(36, 786, "(art. L.162-4-1, L.322-5 et R.322-10 du code de la sécurité sociale) — cerfa n° 11574*04", 7)
    y = _identity(doc, f, cast, rng, 770, cast.how)
    y = _prescriber(doc, f, cast, rng, y, cast.sites[0])
    f.lab(44, y, "Transport : aller-retour entre le domicile et")
    f.val(230, y, doc.etab(cast.sites[1].sigle, "sigle"), 11)
    y -= 18
    f.lab(44, y, "Mode :")
    f.val(80, y, rng.choice(["ambulance (position allongée)", "VSL", "taxi conventionné", "transport assis professionnalisé"]), 11)
    y -= 18
    f.lab(44, y, "Motif :")
    dx = rng.choice(T.CIM10)
    f.val(84, y, "%s (%s), séances du %s au %s" % (dx[1], doc.decoy("CIM10", dx[0]), doc.date(cast.care(1)), doc.date(cast.care(29))), 10)
    y -= 18
    f.lab(44, y, "Transport en série : oui — nombre de trajets : 12 — accompagnant :")
    r = cast.relative
    f.val(330, y, "%s %s" % (doc.pii("PRENOM", r.first, "proche"), doc.pii("NOM", _name_variant(r.last, "title"), "proche")), 11)
    return y - 30


def _certificat(doc, f, cast, rng, y):
    p, d = cast.patient, cast.doctors[0]
    f.lab(36, 800, "CERTIFICAT MÉDICAL", 14, True)
    y = _identity(doc, f, cast, rng, 776, cast.how)
    he = "e" if p.sex == "F" else ""
    lines = [
        "Je soussigné%s, Dr %s %s, certifie avoir examiné ce jour %s %s %s," % (
            "e" if d.sex == "F" else "", doc.pii("PRENOM", d.first, "medecin"), doc.pii("NOM", d.last, "medecin"),
            "Mme" if p.sex == "F" else "M.", doc.pii("PRENOM", p.first, "patient"), doc.pii("NOM", p.last.title(), "patient")),
        "%s le %s, et avoir constaté : %s." % ("née" if p.sex == "F" else "né", doc.pii("DATE_NAISSANCE", p.ddn("long")),
                                               rng.choice(["une entorse de la cheville gauche", "une plaie du pouce droit suturée",
                                                           "une lombalgie aiguë", "une contusion thoracique"])),
        "ITT de %d jours à compter du %s. %s" % (rng.randint(2, 15), doc.date(cast.care(0)), T.ville_word(doc, rng, cast.used_v)),
        "%s" % T.homonym(doc, rng, cast.used_h),
        "Examen clinique : %s, TA %s. %s" % ("abdomen souple",
                                             doc.decoy("MESURE", "%d/%d mmHg" % (rng.randint(110, 160), rng.randint(60, 95))),
                                             T.eponym_sentence(doc, rng)),
        "Certificat établi à la demande de l'intéressé%s et remis en main propre pour faire valoir ce que de droit." % he,
    ]
    for s in lines:
        f.val(44, y, s, 11)
        y -= 20
    f.lab(330, y - 6, "Fait à")
    f.val(360, y - 6, "%s, le %s" % (doc.pii("VILLE", cast.sites[0].city), doc.date(cast.care(0))), 11)
    return _prescriber(doc, f, cast, rng, y - 36, cast.sites[0])


def _imagerie(doc, f, cast, rng, y):
    p = cast.patient
    f.lab(36, 800, "BON DE DEMANDE D'EXAMEN D'IMAGERIE", 13, True)
    f.lab(400, 800, "N° d'examen :", 8)
    f.val(460, 800, doc.pii("NUM_ACCESSION", cast.accession), 10, hand=False)
    y = _identity(doc, f, cast, rng, 780, cast.how)
    cc = rng.choice([c for c in T.CCAM if c[0] != "DEQP003"])
    f.lab(44, y, "Examen demandé :")
    f.val(130, y, "%s (%s)" % (cc[1], doc.decoy("CCAM", cc[0])), 11)
    y -= 18
    f.lab(44, y, "Renseignements cliniques :")
    dx = rng.choice(T.CIM10)
    f.val(170, y, "%s (%s). %s" % (dx[1], doc.decoy("CIM10", dx[0]), T.homonym(doc, rng, cast.used_h)), 9)
    y -= 18
    f.lab(44, y, "Créatininémie du")
    row = T.LOINC[1]
    f.val(120, y, "%s : %s µmol/L" % (doc.date(cast.care(-2)), doc.decoy("BIOLOGIE", T.lab_value(rng, row))), 10)
    f.lab(300, y, "Allergie iodée : non — grossesse : non")
    y -= 18
    f.lab(44, y, "Date souhaitée :")
    f.val(125, y, doc.date(cast.care(3)), 11)
    f.lab(300, y, "Unité :")
    f.val(335, y, doc.decoy("UF", "UF %d" % rng.randint(1000, 9999)), 10)
    y -= 18
    f.lab(44, y, "Réservé au service d'imagerie — dosimétrie :")
    f.val(240, y, "PDL %s ; CTDIvol %s" % (doc.decoy("DOSIMETRIE", "%d mGy.cm" % rng.randint(150, 900)),
                                           doc.decoy("DOSIMETRIE", "%s mGy" % T.fmt_num(rng.uniform(3, 15), 1))), 10)
    y -= 18
    f.lab(44, y, "Séjour :")
    f.val(90, y, doc.pii("NUM_SEJOUR", cast.sejour), 10, hand=False)
    f.lab(300, y, "Manipulateur :")
    f.val(365, y, "%s %s" % (doc.pii("PRENOM", cast.nurse.first, "soignant"), doc.pii("NOM", cast.nurse.last, "soignant")), 10)
    y -= 26
    return _prescriber(doc, f, cast, rng, y, cast.sites[0])


def build(doc: Doc, cast, rng, with_title: bool, sub: int) -> dict:
    cast.how = rng.choice(["upper", "title", "lower"])
    cast.used_h, cast.used_v = set(), set()
    login = rng.choice(["secmed04", "accueil.urg2", "ide_nuit3", "bureau.entrees", "poste-radio7"])
    two = rng.random() < 0.5
    total = 2 if two else 1
    f = Form(values_first=rng.random() < 0.6)
    y = [_transport, _certificat, _imagerie][sub](doc, f, cast, rng, 0)
    p = cast.patient
    f.lab(44, max(y, 60), "Signature et cachet :")
    f.val(150, max(y, 60) - 4, "Dr %s" % doc.pii("NOM", cast.doctors[0].last.title(), "medecin"), 14)
    _footer(doc, f, cast, rng, 1, total, login)
    pages = [{"size": list(A4), "ops": f.ops()}]
    if two:
        doc.new_page()
        f = Form(values_first=rng.random() < 0.5)
        f.lab(36, 800, "VOLET 2 — EXEMPLAIRE À CONSERVER PAR L'ASSURÉ%s" % ("E" if p.sex == "F" else ""), 11, True)
        f.lab(44, 770, "Assuré%s :" % ("e" if p.sex == "F" else ""))
        f.val(100, 770, "%s %s" % (doc.pii("NOM", _name_variant(p.last, "title"), "patient"), doc.pii("PRENOM", p.first, "patient")))
        f.lab(300, 770, "DDN :")
        f.val(330, 770, doc.pii("DATE_NAISSANCE", p.ddn("dot")))
        f.lab(44, 750, "Complémentaire :")
        f.val(125, 750, "%s — adhérent %s" % (doc.pii("ORGANISME", cast.mutuelle), doc.pii("NUM_ADHERENT", cast.adherent)), 10)
        f.lab(44, 730, "Courriel :")
        f.val(95, 730, doc.pii("EMAIL", p.email), 10, hand=False)
        f.lab(44, 710, "Tél. fixe :")
        f.val(95, 710, doc.pii("TELEPHONE", p.phone), 10, hand=False)
        f.lab(44, 690, "Rendez-vous suivant le")
        f.val(150, 690, "%s — %s" % (doc.date(cast.care(14)), T.ville_word(doc, rng, cast.used_v)), 11)
        f.lab(44, 670, "Médecin traitant :")
        d3 = cast.doctors[2]
        f.val(130, 670, "Dr %s %s, RPPS %s" % (doc.pii("PRENOM", d3.first, "medecin"), doc.pii("NOM", d3.last, "medecin"),
                                              doc.pii("RPPS", d3.rpps)), 10)
        _footer(doc, f, cast, rng, 2, 2, login)
        pages.append({"size": list(A4), "ops": f.ops()})
    spec = {"pages": pages}
    if with_title:
        t = "%s %s" % (p.last, p.first)
        spec["title"] = spec["xmp_title"] = t
        doc.set_title(t, [("NOM", p.last), ("PRENOM", p.first)], xmp=True)
    return spec
