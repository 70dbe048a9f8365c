"""Document model and the six AL shapes (fictional French clinical documents).

A document is a list of blocks whose text is a list of segments; a segment is a plain string or
an ``It`` (one truth item: one printed occurrence). Renderers (tools/make_corpus_al.py) turn the
blocks into HTML or Markdown; running header/footer segments are printed on every page.
"""
import datetime
from dataclasses import dataclass, field

from . import ids


@dataclass
class It:
    role: str
    kind: str
    text: str
    subtype: str = ""
    critical: bool = False
    probes: list = field(default_factory=list)

    def as_truth(self):
        return {"role": self.role, "kind": self.kind, "text": self.text, "subtype": self.subtype,
                "critical": self.critical, "probes": list(self.probes or [self.text])}


class Doc:
    def __init__(self, shape, title):
        self.shape = shape
        self.title = title
        self.blocks = []
        self.header = []
        self.footer = []
        self.meta_title = None      # list of segments (names -> metadata items)
        self.meta_author = None

    # items
    def pii(self, kind, text, sub="", critical=False, probes=None):
        return It("pii", kind, text, sub, critical, probes or [text])

    def keep(self, sub, text):
        return It("keep", "DECOY", text, sub, False, [text])

    def date(self, text):
        return It("keep", "DATE", text, "SOINS", False, [text])

    # blocks
    def h(self, *segs):
        self.blocks.append(("h", list(segs)))

    def p(self, *segs):
        self.blocks.append(("p", list(segs)))

    def kv(self, rows):
        self.blocks.append(("kv", rows))

    def table(self, heads, rows):
        self.blocks.append(("table", heads, rows))

    def sticker(self, lines):
        self.blocks.append(("sticker", lines))

    def sign(self, lines):
        self.blocks.append(("sign", lines))

    def brk(self, *segs):
        self.blocks.append(("break", list(segs)))


class Person:
    pass


def make_person(r, sex=None, age_range=(25, 88), ref=datetime.date(2026, 3, 2), married=None):
    p = Person()
    p.sex = sex if sex is not None else r.choice([1, 2])
    p.first = r.choice(ids.FIRST_M if p.sex == 1 else ids.FIRST_F)
    p.last = r.choice(ids.SURNAMES)
    p.birth = None
    if p.sex == 2 and (married if married is not None else r.random() < 0.5):
        p.birth = r.choice([s for s in ids.SURNAMES if s != p.last])
    age = r.randint(*age_range)
    p.dob = ref - datetime.timedelta(days=int(age * 365.25) + r.randint(0, 300))
    p.age = (ref - p.dob).days * 100 // 36525
    cp, city, dept = r.choice(ids.COMMUNES)
    p.cp, p.city, p.dept = cp, city, dept
    num = r.randint(1, 140)
    p.street = r.choice(ids.STREETS)
    p.addr = "%d%s %s" % (num, r.choice(["", "", "", " bis", " ter"]), p.street)
    p.phone = ids.phone(r, r.randint(0, 2))
    p.mobile = ids.phone(r, 0)
    p.email = "%s.%s@%s" % (ids.fold(p.first).lower().replace(" ", "").replace("-", ""),
                            ids.fold(p.last).lower().replace(" ", "").replace("'", ""), r.choice(ids.MAIL_DOMAINS))
    p.n13, p.key = ids.nir(r, p.sex, p.dob.year, p.dob.month, r.choice(ids.COMMUNES)[2])
    p.ipp = str(r.randint(10 ** 8, 10 ** 9 - 1)) if r.random() < 0.5 else "%010d" % r.randint(10 ** 8, 10 ** 10 - 1)
    p.nda = r.choice(["%d%06d" % (26, r.randint(0, 999999)), "NDA-26-%05d" % r.randint(0, 99999),
                      "V26%s%05d" % (r.choice("ABCDEHK"), r.randint(0, 99999))])
    p.birthplace = r.choice(ids.COMMUNES)[1]
    return p


class Pro:
    pass


def make_pro(r, title="Dr", dept="29", nurse=False):
    q = Pro()
    q.sex = r.choice([1, 2])
    q.first = r.choice(ids.FIRST_M if q.sex == 1 else ids.FIRST_F)
    q.last = r.choice(ids.SURNAMES)
    q.rpps = ids.rpps(r)
    q.adeli = ids.adeli(r, dept)
    q.title = title
    q.nurse = nurse
    return q


class Estab:
    pass


def make_estab(r):
    e = Estab()
    e.name, e.sigle = r.choice(ids.ESTABS)
    cp, city, dept = r.choice(ids.COMMUNES)
    e.cp, e.city, e.dept = cp, city, dept
    e.addr = "%d %s" % (r.randint(1, 90), r.choice(ids.STREETS))
    e.street = e.addr.split(" ", 1)[1]
    e.phone = ids.phone(r, 0)
    e.finess = ids.finess(r, dept)
    return e


# ------------------------------------------------------------------ segment helpers


def nom(d, p, case, sub="patient", critical=None):
    crit = (sub in ("patient", "naissance")) if critical is None else critical
    t = p.last.upper() if case == "U" else (p.last.lower() if case == "l" else p.last)
    return d.pii("NOM", t, sub, crit)


def pre(d, p, case, sub="patient", critical=None):
    crit = (sub == "patient") if critical is None else critical
    t = p.first.upper() if case == "U" else (p.first.lower() if case == "l" else p.first)
    return d.pii("PRENOM", t, sub, crit)


def fullname(d, p, style, sub="patient", critical=None):
    """Segments for a person's name in one of several printed forms."""
    if style == "NP":
        return [nom(d, p, "U", sub, critical), " ", pre(d, p, "T", sub, critical)]
    if style == "PN":
        return [pre(d, p, "T", sub, critical), " ", nom(d, p, "U", sub, critical)]
    if style == "Pn":
        return [pre(d, p, "T", sub, critical), " ", nom(d, p, "T", sub, critical)]
    if style == "N,P":
        return [nom(d, p, "U", sub, critical), ", ", pre(d, p, "T", sub, critical)]
    if style == "low":
        return [nom(d, p, "l", sub, critical), " ", pre(d, p, "l", sub, critical)]
    if style == "UU":
        return [nom(d, p, "U", sub, critical), " ", pre(d, p, "U", sub, critical)]
    raise ValueError(style)


def civ(p):
    return "M." if p.sex == 1 else "Mme"


def born(p):
    return "né le" if p.sex == 1 else "née le"


def birthname(d, p, case="U"):
    if not p.birth:
        return []
    t = p.birth.upper() if case == "U" else p.birth
    return [" née ", d.pii("NOM", t, "naissance", True)]


def dob(d, p, style):
    return d.pii("DATE_NAISSANCE", ids.date_written(p.dob, style), "", True)


def addr(d, p, sub="patient"):
    return [d.pii("ADRESSE", p.addr, sub, False, [p.addr, p.street]), ", ", d.pii("CODE_POSTAL", p.cp),
            " ", d.pii("VILLE", p.city)]


def eaddr(d, e):
    return [d.pii("ADRESSE", e.addr, "etablissement", False, [e.addr, e.street]), " – ",
            d.pii("CODE_POSTAL", e.cp), " ", d.pii("VILLE", e.city)]


def doc_name(d, q, style="T", sub="medecin"):
    if style == "T":
        return [q.title + " ", d.pii("PRENOM", q.first, sub), " ", d.pii("NOM", q.last.upper(), sub)]
    if style == "I":
        return [q.title + " ", d.pii("PRENOM", q.first[0] + ".", "initiale"), " ", d.pii("NOM", q.last, sub)]
    return [q.title + " ", d.pii("NOM", q.last, sub)]


def care(base, days):
    return base + datetime.timedelta(days=days)


def dfmt(dt, style=0):
    if style == 0:
        return dt.strftime("%d/%m/%Y")
    return "%d %s %d" % (dt.day, ids.MOIS[dt.month - 1], dt.year)


def nirseg(d, p, style, ins=False):
    return d.pii("NIR", ids.nir_written(p.n13, p.key, style), "ins" if ins else "", True)


def letterhead(d, e, service, extra=()):
    return [[d.pii("ETABLISSEMENT", e.name, "etablissement")],
            ["(", d.pii("ETABLISSEMENT", e.sigle, "sigle"), ") – " + service],
            eaddr(d, e),
            ["Standard : ", d.pii("TELEPHONE", e.phone, "etablissement"), " – FINESS ",
             d.pii("FINESS", e.finess)]] + list(extra)


def running(d, e, P, style):
    if style == 0:
        d.header = [d.pii("ETABLISSEMENT", e.sigle, "sigle"), " · "] + fullname(d, P, "NP") + \
                   [" · IPP ", d.pii("IPP", P.ipp, "patient", True)]
        d.footer = [d.pii("ETABLISSEMENT", e.name, "etablissement"), " – FINESS ", d.pii("FINESS", e.finess)]
    elif style == 1:
        d.header = fullname(d, P, "N,P") + [" – " + born(P) + " ", dob(d, P, 0), " – séjour ",
                                            d.pii("NUM_SEJOUR", P.nda, "sejour")]
        d.footer = [d.pii("ETABLISSEMENT", e.sigle, "sigle"), " – document confidentiel"]
    else:
        d.header = ["Dossier ", d.pii("IPP", P.ipp, "patient", True), " | ", d.pii("ETABLISSEMENT", e.name, "etablissement")]
        d.footer = [d.pii("ETABLISSEMENT", e.sigle, "sigle"), " · ", d.pii("TELEPHONE", e.phone, "etablissement")]


def identity_kv(d, P, r, with_nir=True, ins=True):
    rows = [("Nom de naissance", [nom(d, P, "U")] if not P.birth else [d.pii("NOM", P.birth.upper(), "naissance", True)]),
            ("Nom d'usage", [nom(d, P, "U")]),
            ("Prénom(s)", [pre(d, P, "T")]),
            ("Date de naissance", [dob(d, P, r.choice([0, 1, 5])), " (%d ans)" % P.age]),
            ("Lieu de naissance", [d.pii("VILLE", P.birthplace, "naissance")]),
            ("Adresse", addr(d, P)),
            ("Téléphone", [d.pii("TELEPHONE", P.phone, "patient")]),
            ("IPP / NDA", [d.pii("IPP", P.ipp, "patient", True), " / ", d.pii("NUM_SEJOUR", P.nda, "sejour")])]
    if with_nir:
        rows.append(("INS (NIR)" if ins else "N° de sécurité sociale", [nirseg(d, P, r.randint(0, 2), ins)]))
    return rows


def sticker(d, P, r):
    return [fullname(d, P, "UU"),
            [born(P).capitalize() + " ", dob(d, P, 3), " – ", "M" if P.sex == 1 else "F"],
            ["IPP ", d.pii("IPP", P.ipp, "patient", True)],
            ["NDA ", d.pii("NUM_SEJOUR", P.nda, "sejour")]]


# ------------------------------------------------------------------ shapes


def shape_ivt(d, r, P, E, base, npages):
    oph = make_pro(r, "Dr", E.dept)
    ortho = make_pro(r, "", E.dept)
    rel = make_person(r, age_range=(30, 70))
    rel.last = P.last if r.random() < 0.5 else rel.last
    d.h("Programme d'injections intravitréennes (IVT)")
    d.p("Patient(e) : ", civ(P) + " ", *fullname(d, P, "NP"), *birthname(d, P), ", " + born(P) + " ", dob(d, P, 4),
        ", domicilié(e) ", *addr(d, P), ".")
    drug, atc, dose = r.choice([("aflibercept", "S01LA05", "2 mg"), ("ranibizumab", "S01LA04", "0,5 mg"),
                                ("faricimab", "S01LA09", "6 mg")])
    eye = r.choice(["OD", "OG"])
    d.p("Indication : DMLA exsudative ", eye, " (", d.keep("CIM10", "H35.3"), "), protocole « treat and extend ». "
        "Produit : ", drug, " ", d.keep("DOSE", dose), " (", d.keep("ATC", atc), ") en injection intravitréenne, "
        "acte ", d.keep("CCAM", "BGLB001"), ".")
    rows = []
    for k in range(3 + 3 * npages):
        dt = care(base, -28 * (3 + 3 * npages - k))
        rows.append([[d.date(dfmt(dt))], [eye], [drug], [d.keep("LOT", "%s%d%s" % (r.choice("KLMP"), r.randint(100000, 999999), r.choice("ABC")))],
                     [d.keep("MESURE", "%d/10" % r.randint(2, 9))], [d.keep("MESURE", "%d µm" % r.randint(240, 420))],
                     [d.pii("NOM", ids.fold(oph.last).upper()[:3] + ".", "initiale")] if k % 2 else [d.pii("NOM", oph.last.upper(), "medecin")]])
    d.table(["Date", "Œil", "Produit", "Lot", "AV (Monoyer)", "OCT (épaisseur)", "Injecteur"], rows[:6])
    if npages >= 2:
        d.brk("Suite du programme – ", *fullname(d, P, "NP"), " (IPP ", d.pii("IPP", P.ipp, "patient", True), ")")
        d.table(["Date", "Œil", "Produit", "Lot", "AV (Monoyer)", "OCT (épaisseur)", "Injecteur"], rows[6:])
    d.p("Pression intraoculaire après injection : ", d.keep("MESURE", "%d mmHg" % r.randint(12, 21)),
        ". Prochaine injection prévue le ", d.date(dfmt(care(base, 42), 1)), " (intervalle ", d.keep("DELAI", "6 semaines"), ").")
    d.p("Accompagnant pour le retour (conduite interdite) : ", *fullname(d, rel, "Pn", "proche"), ", joignable au ",
        d.pii("TELEPHONE", rel.mobile, "proche"), ".")
    d.p("Mesures orthoptiques réalisées par ", d.pii("PRENOM", ortho.first, "soignant"), " ",
        d.pii("NOM", ortho.last.upper(), "soignant"), ", orthoptiste (ADELI ", d.pii("ADELI", ortho.adeli), ").")
    if npages >= 3:
        d.brk("Consignes remises à ", civ(P) + " ", nom(d, P, "T"))
        d.p("En cas de douleur, baisse de vision ou œil rouge dans les jours suivant l'injection, appeler le ",
            d.pii("TELEPHONE", E.phone, "etablissement"), " ou le courriel du secrétariat ; ne pas frotter l'œil. "
            "Collyre antibiotique non systématique. Contrôle d'Amsler à domicile une fois par semaine (grille d'",
            d.keep("EPONYME", "Amsler"), ").")
        d.p("Copie adressée au patient : ", d.pii("EMAIL", P.email, "patient", True), ".")
    d.sign([["Fait à ", d.pii("VILLE", E.city, "lieu_redaction"), ", le ", d.date(dfmt(base))],
            doc_name(d, oph), ["RPPS ", d.pii("RPPS", oph.rpps), " – ", d.pii("RPPS", "8" + oph.rpps, "idnat")]])
    return oph


def shape_anapath(d, r, P, E, base, npages):
    path = make_pro(r, "Dr", E.dept)
    chir = make_pro(r, "Dr", E.dept)
    acc = "%s26-%05d" % (r.choice(["H", "E", "AP"]), r.randint(0, 99999))
    d.h("Compte rendu d'anatomie et cytologie pathologiques")
    d.kv([("N° d'examen", [d.pii("NUM_ACCESSION", acc)]),
          ("Patient(e)", fullname(d, P, "NP") + birthname(d, P)),
          (born(P).capitalize(), [dob(d, P, r.choice([0, 2]))]),
          ("Prescripteur", doc_name(d, chir) + [", chirurgie viscérale"]),
          ("Prélèvement", [d.date(dfmt(base)), " à ", d.keep("HEURE", "%02dh%02d" % (r.randint(8, 16), r.randint(0, 59)))]),
          ("Réception", [d.date(dfmt(care(base, 0))), " – examen extemporané demandé"])])
    organ = r.choice(["sein gauche, quadrant supéro-externe", "nodule thyroïdien droit", "ganglion sentinelle axillaire"])
    d.h("Examen extemporané")
    d.p("Pièce reçue à l'état frais : ", organ, ". Recoupe examinée en congélation, appel du bloc opératoire à ",
        d.keep("HEURE", "%02dh%02d" % (r.randint(9, 17), r.randint(0, 59))), " (", *doc_name(d, chir, "N"), ") : "
        "lésion carcinomateuse, marges non atteintes au contact (marge minimale ", d.keep("MESURE", "%d mm" % r.randint(2, 9)), ").")
    d.h("Macroscopie")
    d.p("Fragment orienté mesurant ", d.keep("MESURE", "%d x %d x %d mm" % (r.randint(20, 60), r.randint(15, 40), r.randint(8, 25))),
        ", pesant ", d.keep("POIDS", "%d g" % r.randint(8, 60)), ". Lésion blanchâtre de ", d.keep("MESURE", "%d mm" % r.randint(6, 24)),
        " de grand axe. Encrage des berges, inclusion en totalité (", d.keep("MESURE", "%d blocs" % r.randint(6, 14)), ").")
    if npages >= 2:
        d.brk(d.pii("NUM_ACCESSION", acc), " – ", *fullname(d, P, "NP"), " – suite")
    d.h("Microscopie et conclusion")
    d.p("Carcinome infiltrant de type non spécifique, grade SBR ", d.keep("SCORE", "II"), " (score de ",
        d.keep("EPONYME", "Elston-Ellis"), " ", d.keep("SCORE", "6/9"), "), Ki-67 ", d.keep("BIOLOGIE", "%d %%" % r.randint(8, 35)),
        ", RE ", d.keep("BIOLOGIE", "90 %"), ", HER2 score ", d.keep("SCORE", "1+"), ". Stade ", d.keep("SCORE", "pT1c N0(sn)"),
        " (", d.keep("CIM10", "C50.4"), ").")
    d.table(["Bloc", "Technique", "Résultat"],
            [[["A%d" % k], [r.choice(["HES", "IHC RE", "IHC HER2", "IHC Ki-67"])], [d.keep("BIOLOGIE", "%d %%" % r.randint(1, 95))]]
             for k in range(1, 4 + 3 * npages)])
    if npages >= 3:
        d.brk("Annexe – traçabilité")
        d.p("Technicienne : ", d.pii("PRENOM", path.first, "soignant"), " ", d.pii("NOM", path.last, "soignant"),
            ". Dossier présenté en RCP de sénologie du ", d.date(dfmt(care(base, 9), 1)), ". Laboratoire accrédité ",
            d.keep("COFRAC", "n° 8-%04d" % r.randint(1000, 9999)), ".")
        d.p("Copie : médecin traitant et patiente (", d.pii("EMAIL", P.email, "patient", True), ").")
    d.sign([["Compte rendu validé le ", d.date(dfmt(care(base, 4))), " par"],
            doc_name(d, path), ["RPPS ", d.pii("RPPS", path.rpps), " – pathologiste, ", d.pii("ETABLISSEMENT", E.sigle, "sigle")]])
    return path


def shape_palliatif(d, r, P, E, base, npages):
    med = make_pro(r, "Dr", E.dept)
    ide = make_pro(r, "", E.dept, nurse=True)
    conf = make_person(r, age_range=(35, 75))
    d.h("Fiche de liaison – soins palliatifs et directives anticipées")
    d.kv(identity_kv(d, P, r, with_nir=True, ins=r.random() < 0.5))
    d.h("Personne de confiance (art. L1111-6 CSP)")
    d.p(civ(conf) + " ", *fullname(d, conf, "Pn", "proche"), ", ", r.choice(["fille", "fils", "épouse", "frère", "nièce"]),
        " du patient, ", *addr(d, conf, "proche"), ", tél. ", d.pii("TELEPHONE", conf.mobile, "proche"), ", courriel ",
        d.pii("EMAIL", conf.email, "proche", True), ".")
    d.p("Directives anticipées rédigées le ", d.date(dfmt(care(base, -200), 1)), ", déposées dans le DMP : "
        "refus de l'intubation et de la réanimation cardio-pulmonaire, souhait d'un décès à domicile.")
    d.h("Évaluation")
    d.p("Score de ", d.keep("EPONYME", "Karnofsky"), " ", d.keep("SCORE", "40 %"), ", PPS ", d.keep("SCORE", "30 %"),
        ", échelle ", d.keep("EPONYME", "Algoplus"), " ", d.keep("SCORE", "2/5"), ". Poids ", d.keep("POIDS", "%d kg" % r.randint(41, 70)), ".")
    rows = [[["Morphine LP"], [d.keep("DOSE", "%d mg x 2/j" % r.choice([10, 20, 30]))], [d.keep("ATC", "N02AA01")]],
            [["Morphine LI (interdoses)"], [d.keep("DOSE", "5 mg")], [d.keep("ATC", "N02AA01")]],
            [["Midazolam SC"], [d.keep("DOSE", "1 mg/h")], [d.keep("ATC", "N05CD08")]],
            [["Scopolamine patch"], [d.keep("DOSE", "1 mg/72 h")], [d.keep("ATC", "A04AD01")]]]
    d.table(["Traitement", "Posologie", "ATC"], rows)
    if npages >= 2:
        d.brk("Fiche de liaison (suite) – ", *fullname(d, P, "N,P"))
        d.h("Organisation du retour à domicile")
        d.p("Prise en charge par l'HAD ", d.pii("ETABLISSEMENT", "Santé Service Bocage-Armor", "prestataire"),
            " à compter du ", d.date(dfmt(care(base, 2))), ". Infirmière coordinatrice : ",
            d.pii("PRENOM", ide.first, "soignant"), " ", d.pii("NOM", ide.last.upper(), "soignant"), " (ADELI ",
            d.pii("ADELI", ide.adeli), "). Lit médicalisé et matelas à air livrés le ", d.date(dfmt(care(base, 1))), ".")
        mt = make_pro(r, "Dr", E.dept)
        d.p("Médecin traitant : ", *doc_name(d, mt, "I"), ", RPPS ", d.pii("RPPS", mt.rpps), ".")
    if npages >= 3:
        d.brk("Annexe – contacts d'urgence")
        d.table(["Contact", "Nom", "Téléphone"],
                [[["Personne de confiance"], fullname(d, conf, "NP", "proche"), [d.pii("TELEPHONE", conf.mobile, "proche")]],
                 [["Équipe mobile de soins palliatifs"], [d.pii("ETABLISSEMENT", E.sigle, "sigle")], [d.pii("TELEPHONE", E.phone, "etablissement")]]])
    d.sign([["Rédigé le ", d.date(dfmt(base)), " – ", d.pii("VILLE", E.city, "lieu_redaction")], doc_name(d, med),
            ["RPPS ", d.pii("RPPS", med.rpps)]])
    return med


def shape_maxillo(d, r, P, E, base, npages):
    chir = make_pro(r, "Dr", E.dept)
    par = make_person(r, age_range=(38, 55))
    par.last = P.last
    d.h("Chirurgie maxillo-faciale et stomatologie – compte rendu opératoire")
    d.p("Patient(e) mineur(e) : ", *fullname(d, P, "NP"), ", " + born(P) + " ", dob(d, P, 2), ", scolarisé(e) : ",
        d.pii("ETABLISSEMENT", r.choice(ids.SCHOOLS), "ecole"), ".")
    d.p("Représentant légal : ", civ(par) + " ", *fullname(d, par, "Pn", "proche"), *birthname(d, par, "T"),
        " (", d.pii("TELEPHONE", par.mobile, "proche"), "), autorisation d'opérer signée le ", d.date(dfmt(care(base, -15))), ".")
    d.p("Assurance : ", d.pii("ORGANISME", r.choice(ids.MUTUELLES), "mutuelle"), ", adhérent n° ",
        d.pii("NUM_ADHERENT", "%d" % r.randint(10 ** 7, 10 ** 9), "mutuelle"), ". NIR de l'ouvrant droit : ",
        d.pii("NIR", ids.nir_written(*ids.nir(r, par.sex, par.dob.year, par.dob.month, "29"), 0), "", False), ".")
    d.h("Intervention du ", d.date(dfmt(base, 1)))
    d.p("Avulsion des quatre dents de sagesse (", d.keep("DENT", "18"), ", ", d.keep("DENT", "28"), ", ", d.keep("DENT", "38"), ", ",
        d.keep("DENT", "48"), ") sous anesthésie générale, acte ", d.keep("CCAM", "HBGD038"), ". Cone beam préopératoire n° ",
        d.pii("NUM_ACCESSION", "CB%07d" % r.randint(0, 9999999)), " : rapport étroit de la ", d.keep("DENT", "48"),
        " avec le canal mandibulaire. Infiltration d'articaïne ", d.keep("DOSE", "4 %"), " adrénalinée au ",
        d.keep("DOSE", "1/200 000"), " (", d.keep("LOT", "lot %d%s" % (r.randint(10000, 99999), r.choice("ABX"))), ").")
    d.p("Sutures résorbables, pas de communication bucco-sinusienne (manœuvre de ", d.keep("EPONYME", "Valsalva"), " négative).")
    if npages >= 2:
        d.brk("Ordonnance de sortie – ", *fullname(d, P, "Pn"))
        d.table(["Médicament", "Posologie", "Durée"],
                [[["Amoxicilline"], [d.keep("DOSE", "1 g matin et soir")], [d.keep("DELAI", "6 jours")]],
                 [["Paracétamol"], [d.keep("DOSE", "1 g toutes les 6 h")], [d.keep("DELAI", "5 jours")]],
                 [["Ibuprofène"], [d.keep("DOSE", "400 mg x 3/j")], [d.keep("DELAI", "3 jours")]],
                 [["Bain de bouche chlorhexidine"], [d.keep("DOSE", "0,12 %")], [d.keep("DELAI", "7 jours")]]])
        d.p("Certificat d'absence scolaire jusqu'au ", d.date(dfmt(care(base, 5))), ". Contrôle le ", d.date(dfmt(care(base, 8), 1)), ".")
    if npages >= 3:
        d.brk("Consignes postopératoires")
        d.p("Glace sur les joues 48 h, alimentation tiède. En cas de saignement persistant, appeler le service au ",
            d.pii("TELEPHONE", E.phone, "etablissement"), ". Compte rendu envoyé aux parents : ",
            d.pii("EMAIL", par.email, "proche", False), ".")
    d.sign([["Opérateur"], doc_name(d, chir), ["RPPS ", d.pii("RPPS", chir.rpps), " – ", d.pii("RPPS", "8" + chir.rpps, "idnat")]])
    return chir


def shape_gav(d, r, P, E, base, npages):
    med = make_pro(r, "Dr", E.dept)
    opj = make_person(r, age_range=(28, 55))
    req = "%d/%05d/2026" % (r.randint(1, 999), r.randint(0, 99999))
    unit = r.choice(["Commissariat de police de ", "Brigade de gendarmerie de "]) + P.city
    d.h("Certificat médical – examen d'une personne gardée à vue")
    d.p("Je soussigné(e) ", *doc_name(d, med), ", médecin de l'unité médico-judiciaire, requis(e) par ",
        r.choice(["le brigadier-chef", "l'adjudant", "le capitaine"]), " ", *fullname(d, opj, "PN", "tiers"),
        ", officier de police judiciaire (", d.pii("ETABLISSEMENT", unit, "service"), "), réquisition n° ",
        d.pii("IDENTIFIANT", req, "requisition"), ", certifie avoir examiné le ", d.date(dfmt(base)), " à ",
        d.keep("HEURE", "%02dh%02d" % (r.randint(0, 23), r.randint(0, 59))), " :")
    d.kv([("Nom", [nom(d, P, "U")]), ("Prénom", [pre(d, P, "T")]),
          ("Date de naissance", [dob(d, P, r.choice([0, 6]))]),
          ("Né(e) à", [d.pii("VILLE", P.birthplace, "naissance")]),
          ("Domicile déclaré", addr(d, P)),
          ("Placement en garde à vue", [d.date(dfmt(care(base, -1))), " à ", d.keep("HEURE", "%02dh%02d" % (r.randint(0, 23), r.randint(0, 59)))])])
    d.h("Constatations")
    d.p("Personne consciente, score de ", d.keep("EPONYME", "Glasgow"), " ", d.keep("SCORE", "15/15"), ", TA ",
        d.keep("MESURE", "%d/%d mmHg" % (r.randint(110, 150), r.randint(60, 95))), ", FC ", d.keep("MESURE", "%d/min" % r.randint(60, 110)),
        ", glycémie capillaire ", d.keep("BIOLOGIE", "%s g/L" % r.choice(["0,92", "1,08", "1,24"])), ". Éthylotest : ",
        d.keep("BIOLOGIE", "0,%02d mg/L" % r.randint(0, 40)), ". Dermabrasion de ", d.keep("MESURE", "%d cm" % r.randint(2, 6)),
        " à la face dorsale de la main droite.")
    d.p("Traitement habituel déclaré : lévothyroxine ", d.keep("DOSE", "75 µg"), " (", d.keep("ATC", "H03AA01"), "), "
        "remis par ", civ(P), " ", nom(d, P, "T"), " à l'officier de garde.")
    if npages >= 2:
        d.brk("Certificat – suite (réquisition ", d.pii("IDENTIFIANT", req, "requisition"), ")")
        d.p("Personne à prévenir selon l'intéressé(e) : ", *fullname(d, make_person(r), "NP", "proche"), ", tél. ",
            d.pii("TELEPHONE", ids.phone(r, 1), "proche"), ". Employeur déclaré : ", d.pii("ETABLISSEMENT", r.choice(ids.EMPLOYERS), "employeur"), ".")
        d.p("Réexamen conseillé dans ", d.keep("DELAI", "24 heures"), " en cas de prolongation de la mesure.")
    if npages >= 3:
        d.brk("Volet administratif")
        d.p("Certificat remis en main propre à l'OPJ requérant, copie conservée à l'unité médico-judiciaire de ",
            d.pii("ETABLISSEMENT", E.name, "etablissement"), " (", d.pii("ETABLISSEMENT", E.sigle, "sigle"), ").")
    d.p("Conclusion : l'état de santé de la personne est COMPATIBLE avec le maintien en garde à vue dans les locaux.")
    d.sign([["À ", d.pii("VILLE", E.city, "lieu_redaction"), ", le ", d.date(dfmt(base, 1))], doc_name(d, med),
            ["RPPS ", d.pii("RPPS", med.rpps)]])
    return med


def shape_voyage(d, r, P, E, base, npages):
    med = make_pro(r, "Dr", E.dept)
    ide = make_pro(r, "", E.dept, nurse=True)
    pas = "%02d%s%05d" % (r.randint(10, 25), "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2)), r.randint(0, 99999))
    d.h("Centre de vaccinations internationales – attestation et carnet de voyage")
    d.kv([("Voyageur", fullname(d, P, "NP") + birthname(d, P)),
          ("Date de naissance", [dob(d, P, r.choice([0, 1, 2]))]),
          ("Passeport n°", [d.pii("IDENTIFIANT", pas, "passeport")]),
          ("Adresse", addr(d, P)),
          ("Courriel", [d.pii("EMAIL", P.email, "patient", True)]),
          ("Employeur (mission)", [d.pii("ETABLISSEMENT", r.choice(ids.EMPLOYERS), "employeur")])])
    dest = r.choice(["Sénégal et Guinée", "Guyane française", "Brésil (Amazonas)", "Cameroun"])
    d.p("Destination : ", dest, ", départ le ", d.date(dfmt(care(base, 21), 1)), ", séjour de ", d.keep("DELAI", "3 mois"), ".")
    rows = [[["Fièvre jaune (Stamaril)"], [d.keep("ATC", "J07BL01")], [d.keep("LOT", "%s%d" % (r.choice("UVW"), r.randint(1000, 9999)) + "AA")], [d.date(dfmt(base))]],
            [["Hépatite A (Avaxim 160)"], [d.keep("ATC", "J07BC02")], [d.keep("LOT", "%s%d" % (r.choice("RST"), r.randint(1000, 9999)) + "FB")], [d.date(dfmt(base))]],
            [["Typhoïde (Typhim Vi)"], [d.keep("ATC", "J07AP03")], [d.keep("LOT", "%s%d" % (r.choice("XYZ"), r.randint(1000, 9999)) + "KC")], [d.date(dfmt(care(base, 7)))]],
            [["Rage (Verorab) J0"], [d.keep("ATC", "J07BG01")], [d.keep("LOT", "%s%d" % (r.choice("PQ"), r.randint(1000, 9999)) + "EE")], [d.date(dfmt(care(base, 7)))]]]
    d.table(["Vaccin", "ATC", "Lot", "Date"], rows)
    d.p("Certificat international de vaccination n° ", d.pii("IDENTIFIANT", "CIV-%d-%06d" % (r.randint(10, 99), r.randint(0, 999999)), "certificat"),
        ", valable à vie à partir du ", d.date(dfmt(care(base, 10))), ". Chimioprophylaxie : atovaquone-proguanil ",
        d.keep("DOSE", "250 mg/100 mg"), " 1 cp/j (", d.keep("ATC", "P01BB51"), ").")
    if npages >= 2:
        d.brk("Conseils aux voyageurs – ", *fullname(d, P, "Pn"))
        d.p("Sérologie antérieure : anticorps anti-HBs ", d.keep("BIOLOGIE", "%d mUI/mL" % r.randint(12, 900)), " (protecteur si ",
            d.keep("INTERVALLE", "≥ 10 mUI/mL"), "). Protection contre les piqûres de moustiques (DEET ", d.keep("DOSE", "30 %"), ").")
        d.p("Injection réalisée par ", d.pii("PRENOM", ide.first, "soignant"), " ", d.pii("NOM", ide.last.upper(), "soignant"),
            ", infirmier(e), ADELI ", d.pii("ADELI", ide.adeli), ". Surveillance de ", d.keep("DELAI", "15 minutes"), " sans incident.")
    if npages >= 3:
        d.brk("Facturation")
        d.p("Consultation ", d.keep("NGAP", "G"), " + vaccin amaril non remboursé. Mutuelle : ",
            d.pii("ORGANISME", r.choice(ids.MUTUELLES), "mutuelle"), " n° ", d.pii("NUM_ADHERENT", "%09d" % r.randint(0, 10 ** 9), "mutuelle"),
            ". NIR : ", nirseg(d, P, r.randint(0, 2)), ".")
    d.sign([["Centre agréé ", d.pii("ETABLISSEMENT", E.sigle, "sigle"), " – ", d.pii("VILLE", E.city, "lieu_redaction")],
            doc_name(d, med), ["RPPS ", d.pii("RPPS", med.rpps), " – ", d.pii("RPPS", "8" + med.rpps, "idnat")]])
    return med


SHAPES = [("ivt_ophtalmo", "Programme IVT", shape_ivt, "Service d'ophtalmologie"),
          ("anapath_extempo", "Compte rendu ACP", shape_anapath, "Département de pathologie"),
          ("liaison_palliatif", "Fiche de liaison palliative", shape_palliatif, "Unité de soins palliatifs"),
          ("chir_maxillo", "Compte rendu opératoire", shape_maxillo, "Chirurgie maxillo-faciale"),
          ("certificat_gav", "Certificat de garde à vue", shape_gav, "Unité médico-judiciaire"),
          ("vaccin_voyage", "Vaccinations internationales", shape_voyage, "Centre de vaccinations internationales")]


def build(r, shape_idx, npages, layout_style):
    key, title, fn, service = SHAPES[shape_idx]
    d = Doc(key, title)
    P = make_person(r, age_range=(14, 17) if key == "chir_maxillo" else (22, 89))
    E = make_estab(r)
    base = datetime.date(2026, r.randint(1, 11), r.randint(1, 28))
    running(d, E, P, layout_style)
    d.letterhead = letterhead(d, E, service)
    d.sticker_lines = sticker(d, P, r)
    author = fn(d, r, P, E, base, npages)
    d.patient, d.estab, d.author = P, E, author
    return d
