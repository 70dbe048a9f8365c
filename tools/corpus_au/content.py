"""Content of corpus AU: six document shapes built from blocks of runs (see model.py).

A document is a dict: title, shape, head (letterhead runs), pages (list of block lists), foot (run printed on
every page). Blocks: ("h", text) heading; ("p", run) paragraph; ("kv", [(label, run), ...]) labelled fields;
("tab", headers, rows, weights) table whose cells are runs; ("sig", [run, ...]) signature lines.
"""
from __future__ import annotations

import datetime

from . import ids
from .model import D, K, R, V, W

SHAPES = ["programme_bloc", "dispensation_pui", "bilan_reeducation", "consult_genetique",
          "pharmacovigilance", "odontologie"]


def _name(r, sex, pool_last=None):
    last = r.choice(pool_last or ids.SURNAMES + ids.PARTICLES)
    first = r.choice(ids.FIRST_F if sex == 2 else ids.FIRST_M)
    return first, last


def _up(s):
    return s.upper()


class Ctx:
    def __init__(self, r, i):
        self.r = r
        self.i = i
        sex = r.choice([1, 2])
        self.sex = sex
        self.first, self.last = _name(r, sex)
        self.birth_last = r.choice([x for x in ids.SURNAMES if x != self.last]) if sex == 2 and r.random() < 0.6 else None
        self.birth = datetime.date(r.randint(1931, 2004), r.randint(1, 12), r.randint(1, 28))
        self.town, self.cp, self.dept = r.choice(ids.TOWNS)
        self.btown = r.choice([t for t in ids.TOWNS if t[0] != self.town])[0]
        n13 = ids.nir13(r, sex, self.birth, self.dept)
        self.nir = ids.nir_written(n13, ids.nir_key(n13), r.randint(0, 4))
        self.ins = n13 + ids.nir_key(n13)
        self.ipp = ids.digits(r, r.choice([8, 9, 10])).lstrip("0").rjust(8, "4")
        self.nda = r.choice(["S25-", "HC25-", "25V", "E25A"]) + ids.digits(r, 6)
        self.addr = "%d %s %s" % (r.randint(2, 148), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
        self.tel = ids.phone(r, False, r.randint(0, 4))
        self.mob = ids.phone(r, True, r.randint(0, 4))
        self.mail = "%s.%s@%s" % (ids.ascii_fold(self.first).lower().replace(" ", ""),
                                  ids.ascii_fold(self.last).lower().replace(" ", "").replace("'", ""),
                                  r.choice(["courriel-fictif.fr", "boite-exemple.fr", "messagerie-test.net"]))
        self.estab, self.sigle = r.choice(ids.ESTABS)
        self.efin = ids.finess(r, self.dept)
        self.etown, self.ecp, _ = r.choice([t for t in ids.TOWNS if t[2] == self.dept] or [(self.town, self.cp, "")])
        self.eaddr = "%d %s %s" % (r.randint(1, 60), r.choice(["avenue", "rue", "boulevard"]), r.choice(ids.STREET_NAMES))
        self.etel = ids.phone(r, False, r.randint(0, 4))
        self.email_sec = "secretariat.%s@%s-sante.fr" % (r.choice(["bloc", "pui", "ssr", "genetique", "crpv", "odonto"]),
                                                          ids.ascii_fold(self.sigle).lower())
        hom, self.word = r.choice(ids.HOMONYMS)
        self.doc1 = (r.choice(ids.FIRST_F + ids.FIRST_M), hom, ids.rpps(r))
        f2, l2 = _name(r, r.choice([1, 2]), ids.SURNAMES)
        self.doc2 = (f2, l2, ids.rpps(r))
        f3, l3 = _name(r, 2, ids.SURNAMES)
        self.nurse = (f3, l3, ids.adeli(r, self.dept))
        rf, rl = _name(r, r.choice([1, 2]), ids.SURNAMES)
        self.rel = (rf, rl, r.choice(["épouse", "fils", "fille", "sœur", "frère", "époux", "nièce"]), ids.phone(r, True, r.randint(0, 4)))
        self.employer = r.choice(ids.EMPLOYERS)
        self.insurer = r.choice(ids.INSURERS)
        self.member = r.choice(["", "AD-", "M"]) + ids.digits(r, r.choice([9, 10]))
        self.lab = r.choice(ids.LABS)
        self.labno = r.choice(["", "L"]) + "25" + ids.digits(r, 8)
        self.acc = r.choice(["A25", "ACC-25-", "RX25"]) + ids.digits(r, 6)
        self.req = r.choice(["DEM-", "REQ", "BD-25-"]) + ids.digits(r, 7)
        self.care = datetime.date(2025, r.randint(1, 10), r.randint(1, 28))
        self.bstyle = r.randint(0, 10)

    # ---- value helpers
    def cd(self, delta=0):
        return D(ids.care(self.care + datetime.timedelta(days=delta)))

    def dob(self, style=None):
        return V("DATE_NAISSANCE", ids.birth_written(self.birth, self.bstyle if style is None else style))

    def pnom(self, case=0):
        t = [_up(self.last), self.last, ids.ascii_fold(self.last).upper()][case % 3]
        return V("NOM", t, "patient")

    def ppre(self, case=0):
        return V("PRENOM", [self.first, _up(self.first)][case % 2], "patient")

    def civ(self):
        return "Mme " if self.sex == 2 else "M. "

    def ident(self, case=0):
        """ "NOM Prénom" run."""
        return R(self.pnom(case), " ", self.ppre())

    def doc(self, which=1, form=0):
        f, l, rp = self.doc1 if which == 1 else self.doc2
        if form == 0:
            return R("Dr ", V("PRENOM", f, "medecin"), " ", V("NOM", l, "medecin"))
        if form == 1:
            return R("Dr ", V("NOM", l.upper(), "medecin"), " ", V("PRENOM", f, "medecin"))
        return R("Docteur ", V("NOM", l, "medecin"))

    def rpps(self, which=1, idnat=False):
        rp = (self.doc1 if which == 1 else self.doc2)[2]
        return V("RPPS", "8" + rp, "idnat") if idnat else V("RPPS", rp)

    def estab_run(self):
        return R(V("ETABLISSEMENT", self.estab, "etablissement"), " (", V("ETABLISSEMENT", self.sigle, "sigle"), ")")

    def head(self):
        return [R(V("ETABLISSEMENT", self.estab, "etablissement")),
                R(V("ETABLISSEMENT", self.sigle, "sigle"), " - FINESS ", V("FINESS", self.efin)),
                R(V("ADRESSE", self.eaddr)),
                R(V("CODE_POSTAL", self.ecp), " ", V("VILLE", self.etown)),
                R("Tél. ", V("TELEPHONE", self.etel)),
                R(V("EMAIL", self.email_sec))]

    def foot(self):
        return R(self.pnom(0), " ", self.ppre(), " - né(e) le ", self.dob(0), " - IPP ", V("IPP", self.ipp),
                 " - ", V("ETABLISSEMENT", self.sigle, "sigle"))

    def identity_kv(self, extra=()):
        rows = [("Nom d'usage", R(self.pnom(0))), ("Prénom", R(self.ppre()))]
        if self.birth_last:
            rows.append(("Nom de naissance", R(V("NOM", self.birth_last.upper(), "naissance"))))
        rows += [("Date de naissance", R(self.dob(), " à ", V("VILLE", self.btown))),
                 ("IPP / NDA", R(V("IPP", self.ipp), " / ", V("NUM_SEJOUR", self.nda))),
                 ("Adresse", R(V("ADRESSE", self.addr), ", ", V("CODE_POSTAL", self.cp), " ", V("VILLE", self.town))),
                 ("Téléphone", R(V("TELEPHONE", self.tel), " ; portable ", V("TELEPHONE", self.mob))),
                 ("Courriel", R(V("EMAIL", self.mail)))]
        rows += list(extra)
        return ("kv", rows)

    def nir_row(self):
        return ("N° de sécurité sociale", R(V("NIR", self.nir), " - INS ", V("NIR", self.ins, "ins")))

    def rel_row(self):
        f, l, rel, tel = self.rel
        return ("Personne à prévenir", R(V("PRENOM", f, "proche"), " ", V("NOM", l.upper(), "proche"), " (", rel, "), ",
                                         V("TELEPHONE", tel)))

    def mutuelle_row(self):
        return ("Complémentaire", R(V("ORGANISME", self.insurer), ", adhérent n° ", V("NUM_ADHERENT", self.member, "mutuelle")))

    def nurse_run(self):
        f, l, a = self.nurse
        return R(V("PRENOM", f, "soignant"), " ", V("NOM", l, "soignant"), " (ADELI ", V("ADELI", a), ")")

    def signature(self, which=1):
        return ("sig", [R("Fait le ", self.cd(1), ", ", self.doc(which, 1)),
                        R("RPPS ", self.rpps(which), " - identifiant national ", self.rpps(which, True))])


# ---------------------------------------------------------------- shapes

def programme_bloc(c: Ctx):
    r = c.r
    act = r.choice([("Arthroplastie totale de hanche", "NEKA020", "M16.1", "Prothèse Corail taille 12"),
                    ("Cholécystectomie par cœlioscopie", "HMFC004", "K80.2", "Trocart 10 mm"),
                    ("Cure de hernie inguinale", "LMMA006", "K40.9", "Plaque Parietex 15 x 10 cm")])
    rows = []
    for k in range(4):
        if k == 1:
            rows.append([R(K("SALLE", "Salle 3")), R(K("HORAIRE", "10h15")), c.ident(0),
                         R(V("IPP", c.ipp)), R(act[0], " ", K("CCAM", act[1])), c.doc(1, 2)])
        else:
            rows.append([R(K("SALLE", "Salle %d" % r.randint(1, 6))), R(K("HORAIRE", "%dh%02d" % (8 + 2 * k, r.choice([0, 30])))),
                         R("(autre patient, masqué)"), R("-"), R(r.choice(["Arthroscopie du genou", "Canal carpien"])), R("-")])
    p1 = [("h", "Programme opératoire du " + ids.care(c.care)),
          ("p", R("Bloc central, journée du ", c.cd(0), ". Chirurgien responsable : ", c.doc(1, 0), ", RPPS ",
                  c.rpps(1), ". Anesthésiste : ", c.doc(2, 0), ". IBODE : ", c.nurse_run(), ".")),
          ("tab", ["Salle", "Heure", "Patient", "IPP", "Intervention", "Opérateur"], rows, [1, 1, 2.2, 1.3, 2.6, 1.6]),
          ("h", "Fiche patient"),
          c.identity_kv([c.rel_row()]),
          ("p", R("Diagnostic ", K("CIM10", act[2]), ". Acte ", K("CCAM", act[1]), " ; matériel : ",
                  K("DISPOSITIF", act[3]), ", ", K("DISPOSITIF", "sonde vésicale Ch 14"), ". Score ASA ",
                  K("SCORE", "ASA 2"), ", antibioprophylaxie ", K("MEDICAMENT", "céfazoline"), " ",
                  K("DOSE", "2 g"), " (", K("ATC", "J01DB04"), ").")),
          ]
    p2 = [("h", "Consentement éclairé et check-list"),
          ("p", R("Je soussigné(e) ", c.ppre(), " ", c.pnom(1), ", né(e) le ", c.dob(2),
                  ", reconnais avoir été informé(e) par le ", c.doc(1, 2), " de l'intervention prévue le ",
                  c.cd(0), ". Profession déclarée : ancien ", W(c.word), " ; employeur ",
                  V("ETABLISSEMENT", c.employer, "employeur"), ".")),
          ("kv", [c.nir_row(), c.mutuelle_row(),
                  ("Check-list HAS", R("identité vérifiée, site marqué, ", K("DISPOSITIF", "bistouri Valleylab FT10"))),
                  ("Installation", R("décubitus dorsal, chambre ", K("CHAMBRE", "214 lit B"), " au retour"))]),
          ("p", R("Signe de ", K("EPONYME", "Trendelenburg"), " recherché en préopératoire. Hémoglobine ",
                  K("BIOLOGIE", "13,4 g/dL"), ", plaquettes ", K("BIOLOGIE", "245 G/L"), ".")),
          c.signature(1)]
    return "Programme opératoire et consentement", [p1, p2]


def dispensation_pui(c: Ctx):
    r = c.r
    drugs = [("Apixaban", "B01AF02", "5 mg", "2 fois par jour"), ("Bisoprolol", "C07AB07", "2,5 mg", "1 fois par jour"),
             ("Pantoprazole", "A02BC02", "40 mg", "le matin"), ("Paracétamol", "N02BE01", "1000 mg", "3 fois par jour"),
             ("Furosémide", "C03CA01", "40 mg", "le matin"), ("Atorvastatine", "C10AA05", "20 mg", "le soir")]
    r.shuffle(drugs)
    rows = []
    for k, (n, atc, dose, freq) in enumerate(drugs[:5]):
        rows.append([c.ident(2) if k == 0 else R(V("IPP", c.ipp)), R(K("MEDICAMENT", n)), R(K("DOSE", dose)),
                     R(K("ATC", atc)), R(K("LOT", "%s%d%s" % (r.choice("ABKX"), r.randint(10000, 99999), r.choice("FHT")))),
                     R(freq)])
    p1 = [("h", "Fiche de dispensation nominative - PUI"),
          c.identity_kv([("Service / lit", R("Médecine polyvalente, ", K("CHAMBRE", "chambre 12 lit 2"))),
                         ("Séjour", R(V("NUM_SEJOUR", c.nda), " du ", c.cd(-3)))]),
          ("tab", ["Patient", "Spécialité", "Dose", "ATC", "Lot", "Posologie"], rows, [2.4, 1.7, 1, 1.1, 1.1, 1.7]),
          ("p", R("Prescripteur : ", c.doc(1, 1), " (RPPS ", c.rpps(1), "). Pharmacien validant : ", c.doc(2, 0),
                  ", identifiant ", c.rpps(2, True), ". Clairance ", K("BIOLOGIE", "58 mL/min"),
                  ", poids ", K("POIDS", "71 kg"), ".")),
          ]
    p2 = [("h", "Conciliation et délivrance"),
          ("p", R("Entretien du ", c.cd(-2), " avec ", c.ppre(), " ", c.pnom(1), " et sa ", "proche aidante ",
                  V("PRENOM", c.rel[0], "proche"), " ", V("NOM", c.rel[1], "proche"), " (", V("TELEPHONE", c.rel[3]),
                  "). Le patient, ", W(c.word), " de métier, signale une officine à ", V("VILLE", c.town), ".")),
          ("kv", [c.nir_row(), c.mutuelle_row(),
                  ("Demande n°", R(V("IDENTIFIANT", c.req, "DEMANDE"))),
                  ("Dispositif", R(K("DISPOSITIF", "pilulier hebdomadaire 28 cases")))]),
          ("p", R("Interaction signalée (", K("EPONYME", "syndrome de Lyell"), " à surveiller sous allopurinol). INR ",
                  K("BIOLOGIE", "1,1"), ", créatinine ", K("BIOLOGIE", "96 µmol/L"), ".")),
          c.signature(2)]
    return "Fiche de dispensation nominative", [p1, p2]


def bilan_reeducation(c: Ctx):
    r = c.r
    rows = []
    for k, (test, v1, v2) in enumerate([("MIF totale", "72/126", "98/126"), ("Test de marche 6 min", "180 m", "310 m"),
                                        ("Score de Tinetti", "14/28", "21/28"), ("EVA douleur", "6/10", "3/10"),
                                        ("Flexion genou", "70°", "95°")]):
        rows.append([R(test), R(K("SCORE", v1)), R(K("SCORE", v2)), R(c.cd(-20) if k == 0 else c.cd(-20 + k))])
    p1 = [("h", "Bilan de sortie de rééducation (SSR)"),
          c.identity_kv([c.nir_row(), c.rel_row()]),
          ("p", R("Séjour ", V("NUM_SEJOUR", c.nda), " du ", c.cd(-30), " au ", c.cd(0), " pour ", K("CIM10", "S72.0"),
                  " opérée par ", c.doc(2, 0), ". Kinésithérapeute référente : ", c.nurse_run(), ".")),
          ("tab", ["Évaluation", "Entrée", "Sortie", "Date"], rows, [2.5, 1.2, 1.2, 1.2]),
          ]
    p2 = [("h", "Projet de sortie"),
          ("p", R("Retour au domicile (", V("ADRESSE", c.addr), ", ", V("VILLE", c.town), ") avec ",
                  K("DISPOSITIF", "déambulateur à roulettes"), " et ", K("DISPOSITIF", "rehausseur WC 10 cm"),
                  ". ", c.ppre(), " ", c.pnom(1), ", anciennement ", W(c.word), ", reprendra chez ",
                  V("ETABLISSEMENT", c.employer, "employeur"), " après avis du médecin du travail.")),
          ("kv", [c.mutuelle_row(), ("Transport", R(V("ETABLISSEMENT", c.r.choice(ids.PRESTATAIRES)[0], "prestataire"),
                                                     ", bon n° ", V("IDENTIFIANT", c.req, "DEMANDE"))),
                  ("Traitement", R(K("MEDICAMENT", "énoxaparine"), " ", K("DOSE", "4000 UI"), " (", K("ATC", "B01AB05"), ")")),
                  ("Rééducation", R(K("ACTE", "AMK 8"), ", séances 3 fois par semaine, manœuvre de ", K("EPONYME", "Jendrassik")))]),
          c.signature(1)]
    return "Bilan de sortie de rééducation", [p1, p2]


def consult_genetique(c: Ctx):
    r = c.r
    f, l, rel, tel = c.rel
    rows = [[R("Cas index"), c.ident(1), R(c.dob(0)), R("BRCA2 c.5946del")],
            [R(rel), R(V("NOM", l.upper(), "proche"), " ", V("PRENOM", f, "proche")), R("-"), R("non testé(e)")],
            [R("mère (décédée)"), R("-"), R("-"), R("cancer du sein à 44 ans")]]
    p1 = [("h", "Consultation d'oncogénétique"),
          c.identity_kv([c.nir_row()]),
          ("p", R("Adressé(e) par ", c.doc(2, 0), " (RPPS ", c.rpps(2), ") pour ", K("CIM10", "Z80.3"),
                  ". Prélèvement du ", c.cd(-40), ", dossier laboratoire ", V("NUM_DOSSIER_LABO", c.labno), " (",
                  V("ETABLISSEMENT", c.lab, "laboratoire"), ").")),
          ("tab", ["Lien", "Nom", "Naissance", "Résultat"], rows, [1.3, 2.2, 1.4, 2.2]),
          ]
    p2 = [("h", "Conclusion"),
          ("p", R("Variant pathogène de classe 5 retrouvé (panel ", K("CODE", "HBOC-13"), ", ", K("LOINC", "81247-9"),
                  "). Le ", c.doc(1, 2), " propose un dépistage en cascade ; le grand-père était ", W(c.word),
                  ". Score de ", K("EPONYME", "Manchester"), " ", K("SCORE", "22"), ".")),
          ("kv", [c.mutuelle_row(), ("Adresse", R(V("ADRESSE", c.addr), ", ", V("CODE_POSTAL", c.cp), " ", V("VILLE", c.town))),
                  ("Référence demande", R(V("IDENTIFIANT", c.req, "DEMANDE"))),
                  ("Conseillère en génétique", c.nurse_run())]),
          c.signature(1)]
    return "Compte rendu de consultation d'oncogénétique", [p1, p2]


def pharmacovigilance(c: Ctx):
    r = c.r
    drug = r.choice([("Amoxicilline", "J01CA04", "1000 mg"), ("Ibuprofène", "M01AE01", "400 mg"), ("Tramadol", "N02AX02", "50 mg")])
    p1 = [("h", "Déclaration d'effet indésirable médicamenteux (CRPV)"),
          c.identity_kv([("Poids / taille", R(K("POIDS", "64 kg"), " / ", K("MESURE", "1,68 m")))]),
          ("tab", ["Médicament", "Dose", "ATC", "Lot", "Début", "Arrêt"],
           [[R(K("MEDICAMENT", drug[0])), R(K("DOSE", drug[2])), R(K("ATC", drug[1])), R(K("LOT", "P%d" % r.randint(100000, 999999))),
             R(c.cd(-6)), R(c.cd(-1))]], [1.8, 1, 1.1, 1.1, 1.2, 1.2]),
          ("p", R("Éruption maculo-papuleuse (", K("CIM10", "L27.0"), "), éosinophiles ", K("BIOLOGIE", "1,2 G/L"),
                  ", ALAT ", K("BIOLOGIE", "88 UI/L"), ". Évolution favorable. Déclarant : ", c.doc(1, 0), ", ",
                  c.rpps(1, True), ", ", c.estab_run(), ", FINESS juridique ", V("FINESS", "1" + c.efin, "idnat"), ".")),
          ]
    p2 = [("h", "Suivi"),
          ("p", R("Le patient ", c.pnom(2), " a été revu le ", c.cd(14), " ; son frère, ", W(c.word),
                  ", n'a pas d'antécédent. Contact : ", V("EMAIL", c.mail), ".")),
          ("kv", [c.nir_row(), c.rel_row(), ("Employeur", R(V("ETABLISSEMENT", c.employer, "employeur"))),
                  ("Réf. CRPV", R(V("IDENTIFIANT", c.req, "DEMANDE"))),
                  ("Imputabilité", R(K("SCORE", "C2 S2 I2"), ", ", K("EPONYME", "critères de Naranjo")))]),
          c.signature(1)]
    return "Déclaration de pharmacovigilance", [p1, p2]


def odontologie(c: Ctx):
    r = c.r
    rows = []
    for dent, acte, ccam in [("36", "Couronne céramo-métallique", "HBLD036"), ("14", "Obturation 2 faces", "HBMD043"),
                             ("48", "Avulsion de dent de sagesse", "HBGD036")]:
        rows.append([R(K("DENT", dent)), R(acte), R(K("CCAM", ccam)), R(c.cd(r.randint(-20, 0)))])
    p1 = [("h", "Compte rendu de soins d'odontologie"),
          c.identity_kv([c.mutuelle_row()]),
          ("tab", ["Dent", "Acte", "CCAM", "Date"], rows, [0.8, 3, 1.3, 1.3]),
          ("p", R("Anesthésie ", K("MEDICAMENT", "articaïne adrénalinée"), " ", K("DOSE", "1,7 mL"), ", lot ",
                  K("LOT", "N%dQ" % r.randint(1000, 9999)), ". Radiographie panoramique n° ", V("NUM_ACCESSION", c.acc),
                  ". Chirurgien-dentiste : ", c.doc(1, 0), " (RPPS ", c.rpps(1), ").")),
          ]
    p2 = [("h", "Suites et courrier"),
          ("p", R("Pour ", c.civ(), c.pnom(1), " ", c.ppre(), " (", c.dob(3), "), prothèse ", K("DISPOSITIF", "implant Straumann BLT 4,1 x 10 mm"),
                  " envisagée. Le ", W(c.word), " du cabinet voisin n'est pas concerné. Assistante : ", c.nurse_run(), ".")),
          ("kv", [c.nir_row(), c.rel_row(), ("Adressé par", c.doc(2, 1)),
                  ("Indice", R(K("SCORE", "CAO 11"), ", ", K("EPONYME", "classification de Kennedy")))]),
          c.signature(1)]
    return "Compte rendu d'odontologie", [p1, p2]


BUILDERS = dict(zip(SHAPES, [programme_bloc, dispensation_pui, bilan_reeducation, consult_genetique,
                             pharmacovigilance, odontologie]))


def build(r, i: int, shape: str, npages: int) -> dict:
    c = Ctx(r, i)
    title, pages = BUILDERS[shape](c)
    if npages == 1:
        pages = [pages[0] + [pages[1][-1]]]
    team = [R(c.doc(1, 0), ", RPPS ", c.rpps(1)), R(c.doc(2, 0), ", RPPS ", c.rpps(2))]
    idcols = [("Nom", R(c.pnom(0))), ("Prénom", R(c.ppre())), ("Né(e) le", R(c.dob(0))), ("IPP", R(V("IPP", c.ipp))),
              ("NDA", R(V("NUM_SEJOUR", c.nda))), ("Ville", R(V("VILLE", c.town)))]
    return {"title": title, "shape": shape, "head": c.head(), "team": team, "idcols": idcols, "pages": pages,
            "foot": c.foot(), "ctx": c, "num": i}
