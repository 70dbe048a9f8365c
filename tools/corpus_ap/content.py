"""People, identity blocks, running heads / feet and the six document shapes of corpus AP.

Every personal value is an Item (model.py) placed in runs; a value printed twice is two occurrences.
The k-th document of a family gets SHAPES[(k + family) % 6]; planned pages 1 + (i + k) % 3.
"""
from __future__ import annotations

import datetime
import random

from . import ids
from .model import decoy, mot, pii, runs, soins

SHAPES = ["cr_cataracte", "cr_coronarographie", "suivi_greffe_renale", "suivi_plaie", "bilan_ergotherapie",
          "fin_radiotherapie"]
TITLES = {
    "cr_cataracte": "Compte rendu opératoire – chirurgie de la cataracte",
    "cr_coronarographie": "Compte rendu de coronarographie et d'angioplastie coronaire",
    "suivi_greffe_renale": "Consultation de suivi de transplantation rénale",
    "suivi_plaie": "Fiche de suivi de plaie chronique – soins à domicile",
    "bilan_ergotherapie": "Bilan d'ergothérapie – évaluation en situation à domicile",
    "fin_radiotherapie": "Compte rendu de fin de radiothérapie",
}
SERVICES = {
    "cr_cataracte": "Service d'ophtalmologie – bloc ambulatoire",
    "cr_coronarographie": "Unité de cardiologie interventionnelle",
    "suivi_greffe_renale": "Service de néphrologie et transplantation",
    "suivi_plaie": "Équipe mobile plaies et cicatrisation",
    "bilan_ergotherapie": "Service de médecine physique et de réadaptation",
    "fin_radiotherapie": "Département de radiothérapie-oncologie",
}


def _case(s, c):
    return s.upper() if c == "U" else (s.lower() if c == "l" else s)


class Person:
    def __init__(self, nom, prenom, sex, sub, crit=False):
        self.nom, self.prenom, self.sex, self.sub, self.crit = nom, prenom, sex, sub, crit

    def N(self, c="U"):
        return pii("NOM", _case(self.nom, c), self.sub, self.crit)

    def P(self, c="T"):
        return pii("PRENOM", _case(self.prenom, c), self.sub, self.crit)

    def np(self, c="U"):  # "NOM Prénom"
        return runs(self.N(c), " ", self.P("l" if c == "l" else "T"))

    def pn(self, c="U"):  # "Prénom NOM"
        return runs(self.P("l" if c == "l" else "T"), " ", self.N(c))

    def dr(self, fmt=0):
        if fmt == 0:
            return runs("Dr ", self.P(), " ", self.N())
        if fmt == 1:
            return runs("Dr ", self.N(), " ", self.P())
        if fmt == 2:
            return runs("Dr ", self.prenom[0] + ". ", self.N())
        return runs("Docteur ", self.N("T"))


class Ctx:
    """All the fictional values of one document."""

    def __init__(self, seed, i, fam, shape):
        r = self.r = random.Random(seed * 1000 + i)
        self.i, self.fam, self.shape = i, fam, shape
        used = set()

        def nom():
            while True:
                n = r.choice(ids.NOMS + ids.PARTICULES[:4])
                if n not in used:
                    used.add(n)
                    return n

        sex = r.choice([1, 2])
        pre = r.choice(ids.PRENOMS_F if sex == 2 else ids.PRENOMS_M)
        self.pat = Person(nom(), pre, sex, "patient", True)
        self.usage = Person(nom(), pre, sex, "patient", True) if sex == 2 and i % 2 == 0 else None
        if self.usage:
            self.pat.sub = "naissance"
        self.nee = "née" if sex == 2 else "né"
        self.civ = "Mme" if sex == 2 else "M."
        self.sexe = "F" if sex == 2 else "M"
        age = r.randint(38, 86)
        self.visit = datetime.date(2026, 1, 5) + datetime.timedelta(days=r.randint(0, 300))
        self.ddn = datetime.date(self.visit.year - age, r.randint(1, 12), r.randint(1, 28))
        if (self.visit.month, self.visit.day) < (self.ddn.month, self.ddn.day):
            age -= 1
        self.age = age
        self.ddn_style = i % 10
        town, cp, dept = r.choice(ids.VILLES)
        self.etab_town, self.etab_cp, self.dept = town, cp, dept
        ptown, pcp, pdept = r.choice(ids.PETITES)
        self.pat_town, self.pat_cp = ptown, pcp
        self.birth_town = r.choice([v for v in ids.VILLES if v[0] != town])[0]
        self.n13 = ids.nir13(r, sex, self.ddn, r.choice([dept, pdept, "75", "69"]))
        self.key = ids.nir_key(self.n13)
        self.ipp = str(r.randint(1, 9)) + ids.digits(r, r.choice([8, 9]))
        yy = self.visit.year % 100
        self.nda = r.choice(["%d-%s-%s" % (yy, ids.digits(r, 6), r.choice("ABCHK")),
                             "NDA%dK%s" % (yy, ids.digits(r, 5)), "S%d/%s" % (self.visit.year, ids.digits(r, 7)),
                             "V%s-%d" % (ids.digits(r, 8), r.randint(1, 9)), "HC-%d%s" % (yy, ids.digits(r, 6))])
        self.street = "%d %s" % (r.randint(1, 148), r.choice(ids.VOIES))
        self.etab_street = "%d %s" % (r.randint(1, 60), r.choice([v for v in ids.VOIES if v not in self.street]))
        self.tel = ids.phone(r, False, r.choice([0, 1, 3]))
        self.mobile = ids.phone(r, True, r.choice([0, 1, 2, 4]))
        self.etab_tel = ids.phone(r, False, 0)
        self.etab, self.sigle = ids.ETAB[(i * 3 + fam) % len(ids.ETAB)]
        self.finess = ids.finess(r, dept)
        self.mutuelle = r.choice(ids.MUTUELLES)
        self.adherent = r.choice(["AD", "M-", "", "ADH "]) + ids.digits(r, r.choice([8, 9, 10]))
        self.employeur = r.choice(ids.EMPLOYEURS)
        self.doc1 = Person(nom(), r.choice(ids.PRENOMS_F + ids.PRENOMS_M), 0, "medecin")
        self.doc2 = Person(nom(), r.choice(ids.PRENOMS_F + ids.PRENOMS_M), 0, "medecin")
        hom, word = ids.HOMONYMES[i % len(ids.HOMONYMES)]
        self.homonym_word = word
        self.nurse = Person(hom, r.choice(ids.PRENOMS_F), 0, "soignant")
        self.soign2 = Person(nom(), r.choice(ids.PRENOMS_M + ids.PRENOMS_F), 0, "soignant")
        self.gp = Person(nom(), r.choice(ids.PRENOMS_M + ids.PRENOMS_F), 0, "medecin")
        self.gp_town, self.gp_cp, _ = r.choice(ids.PETITES)
        self.gp_tel = ids.phone(r, False, 1)
        self.proche = Person(nom() if r.random() < 0.6 else self.pat.nom, r.choice(ids.PRENOMS_F + ids.PRENOMS_M), 0,
                             "proche")
        self.proche_lien = r.choice(["fille", "fils", "conjoint(e)", "sœur", "neveu", "voisine et aidante"])
        self.proche_tel = ids.phone(r, True, r.choice([0, 2]))
        self.rpps1, self.rpps2, self.rpps_gp = ids.rpps(r), ids.rpps(r), ids.rpps(r)
        self.nurse_tel = ids.phone(r, True, 3)
        self.adeli = ids.adeli(r, dept)
        self.adeli2 = ids.adeli(r, pdept)
        local = ids.ascii_fold(self.pat.prenom.lower()).replace(" ", "")
        lastp = ids.ascii_fold(self.pat.nom.lower()).replace(" ", "").replace("'", "")
        self.email = r.choice(["%s.%s@orange.fr", "%s%s@gmail.com", "%s-%s@laposte.net", "%s.%s%d@free.fr"])
        if "%d" in self.email:
            self.email = self.email % (local, lastp, r.randint(1, 99))
        else:
            self.email = self.email % (local, lastp)
        self.svc_email = "secretariat.%s@%s.fr" % (shape.split("_")[1][:6], ids.ascii_fold(self.sigle.lower()).replace(".", "").replace("-", ""))
        self.acc = r.choice(["IMG", "CV", "RX", "SIM"]) + "%d%s" % (yy, ids.digits(r, 6))
        self.labo, self.labo_sigle = r.choice(ids.LABOS)
        self.dossier_labo = r.choice(["L%s-%s" % (ids.digits(r, 6), ids.digits(r, 3)), "BIO-%d-%s" % (yy, ids.digits(r, 7))])

    # ---------------------------------------------------------------- value helpers
    def d(self, days=0):
        return soins(ids.care(self.visit + datetime.timedelta(days=days)))

    def dw(self, days=0):
        return soins(ids.care_words(self.visit + datetime.timedelta(days=days)))

    def ddn_item(self, style=None):
        return pii("DATE_NAISSANCE", ids.birth_written(self.ddn, self.ddn_style if style is None else style), "", True)

    def nir(self, style=0, sub=""):
        return pii("NIR", ids.nir_written(self.n13, self.key, style), sub, True)

    def IPP(self):
        return pii("IPP", self.ipp, "patient", True)

    def NDA(self):
        return pii("NUM_SEJOUR", self.nda, "sejour")

    def ETAB(self):
        return pii("ETABLISSEMENT", self.etab, "etablissement", False, [self.etab])

    def SIGLE(self):
        return pii("ETABLISSEMENT", self.sigle, "sigle")

    def FIN(self):
        return pii("FINESS", self.finess)

    def TEL(self, v, sub):
        return pii("TELEPHONE", v, sub)

    def V(self, town, sub):
        return pii("VILLE", town, sub)

    def CP(self, cp):
        return pii("CODE_POSTAL", cp)

    def ADR(self, street, sub):
        return pii("ADRESSE", street, sub, False, [street, street.split(" ", 1)[1]])

    def EMAIL(self, v=None, sub="patient"):
        return pii("EMAIL", v or self.email, sub, True)

    def RPPS(self, v, idnat=False):
        return pii("RPPS", ("8" + v) if idnat else v, "idnat" if idnat else "")

    def ADELI(self, v):
        return pii("ADELI", v)

    def EMPL(self):
        return pii("ETABLISSEMENT", self.employeur, "employeur")

    def MUT(self):
        return pii("ORGANISME", self.mutuelle, "mutuelle")

    def ADH(self):
        return pii("NUM_ADHERENT", self.adherent)

    def ACC(self):
        return pii("NUM_ACCESSION", self.acc)

    def DLAB(self):
        return pii("NUM_DOSSIER_LABO", self.dossier_labo)

    def LAB(self):
        return pii("ETABLISSEMENT", self.labo, "laboratoire")

    def patient_name(self, fmt):
        p = self.pat
        if fmt == 0:
            return p.np("U")
        if fmt == 1:
            return runs(self.civ, " ", p.P(), " ", p.N("T"))
        if fmt == 2:
            return runs(p.N("U"), ", ", p.P())
        if fmt == 3:
            return runs(p.N("l"), " ", p.P("l"))
        return p.pn("U")

    def usage_name(self):
        """Patient designation with birth name and usage name when there is one."""
        if self.usage:
            return runs(self.usage.N("U"), " ", self.usage.P(), " ", self.nee, " ", self.pat.N("U"))
        return self.pat.np("U")


# ------------------------------------------------------------------ common blocks


def letterhead(c: Ctx, shape):
    left = [runs(c.ETAB()), runs("(", c.SIGLE(), ")"), runs(c.ADR(c.etab_street, "etablissement")),
            runs(c.CP(c.etab_cp), " ", c.V(c.etab_town, "etablissement")), runs("FINESS ", c.FIN())]
    right = [runs(SERVICES[shape]), runs("Chef de service : ", c.doc2.dr(c.i % 3)),
             runs("RPPS ", c.RPPS(c.rpps2)), runs("Secrétariat : ", c.TEL(c.etab_tel, "etablissement")),
             runs("Courriel : ", c.EMAIL(c.svc_email, "etablissement"))]
    return ("letterhead", left, right)


def sticker(c: Ctx, beside=None):
    v = c.i % 3
    lines = [c.patient_name(0) if v != 2 else c.usage_name(),
             runs(c.nee.capitalize(), " le ", c.ddn_item(1), " – ", c.sexe),
             runs("IPP ", c.IPP(), "   NDA ", c.NDA())]
    if v == 1:
        lines.append(runs("UF 4102 – lit 12"))
    return ("sticker", lines, beside)


def identity(c: Ctx):
    v = c.i % 3
    p = c.pat
    if v == 0:
        rows = [("Nom de naissance", runs(p.N())), ("Nom d'usage", runs(c.usage.N() if c.usage else p.N())),
                ("Prénom(s)", runs(p.P())), ("Date de naissance", runs(c.ddn_item())),
                ("Lieu de naissance", runs(c.V(c.birth_town, "naissance"))), ("Sexe", runs(c.sexe)),
                ("N° IPP", runs(c.IPP())), ("N° de séjour", runs(c.NDA())),
                ("Adresse", runs(c.ADR(c.street, "domicile"), ", ", c.CP(c.pat_cp), " ", c.V(c.pat_town, "domicile"))),
                ("Téléphone", runs(c.TEL(c.tel, "patient")))]
    elif v == 1:
        rows = [("Patient(e)", runs(c.usage_name())), (c.nee.capitalize() + " le", runs(c.ddn_item())),
                ("INS (matricule)", runs(c.nir(0, "ins"))),
                ("Domicile", runs(c.ADR(c.street, "domicile"), " – ", c.CP(c.pat_cp), " ", c.V(c.pat_town, "domicile"))),
                ("Courriel", runs(c.EMAIL())), ("Portable", runs(c.TEL(c.mobile, "patient"))),
                ("Organisme complémentaire", runs(c.MUT())), ("N° d'adhérent", runs(c.ADH()))]
    else:
        rows = [("Identité", runs(c.civ, " ", p.P(), " ", (c.usage or p).N("T"), (", " + c.nee + " ") if c.usage else "",
                                   p.N("T") if c.usage else "")),
                ("Date de naissance", runs(c.ddn_item(), " (", decoy("AGE", "%d ans" % c.age), ")")),
                ("IPP / NDA", runs(c.IPP(), " / ", c.NDA())), ("NIR", runs(c.nir(2))),
                ("Portable", runs(c.TEL(c.mobile, "patient"))),
                ("Adresse", runs(c.ADR(c.street, "domicile"), ", ", c.CP(c.pat_cp), " ", c.V(c.pat_town, "domicile"))),
                ("Employeur", runs(c.EMPL())), ("Profession", runs(mot(c.homonym_word) if c.homonym_word else "retraité(e)"))]
    return ("kv", rows)


def admin(c: Ctx):
    v = c.i % 3
    rows = []
    if v != 1:
        rows += [("Complémentaire", runs(c.MUT(), ", adhérent n° ", c.ADH())), ("Courriel", runs(c.EMAIL()))]
    if v != 0:
        rows += [("N° de sécurité sociale", runs(c.nir(1)))]
    else:
        rows += [("NIR (clé)", runs(c.nir(3)))]
    if v != 2:
        rows += [("Activité professionnelle", runs(mot(c.homonym_word) if c.homonym_word else "sans", " chez ", c.EMPL()))]
    rows += [("Personne à prévenir", runs(c.proche.pn("U" if v != 1 else "T"), " (", c.proche_lien, ") – ",
                                          c.TEL(c.proche_tel, "proche")))]
    rows += [("Médecin traitant", runs(c.gp.dr((c.i + 1) % 4), ", ", c.CP(c.gp_cp), " ", c.V(c.gp_town, "medecin"),
                                       " – ", c.TEL(c.gp_tel, "medecin")))]
    return ("kv", rows)


def head(c: Ctx, k, n):
    v = (c.i + c.fam) % 4
    p = c.pat
    if v == 0:
        return runs(c.SIGLE(), " · ", p.N(), " ", p.P(), " · IPP ", c.IPP())
    if v == 1:
        return runs(p.N(), ", ", p.P(), " – ", c.nee, " le ", c.ddn_item(1), " – séjour ", c.NDA())
    if v == 2:
        return runs("Dossier ", c.IPP(), " | ", c.ETAB())
    return runs("Patient(e) : ", p.N(), " ", p.P(), " — INS ", c.nir(1, "ins"), " — ", c.SIGLE())


def foot(c: Ctx, k, n):
    v = (c.i + 2 * c.fam) % 4
    if v == 0:
        return runs(c.ETAB(), " — FINESS ", c.FIN(), " — page %d/%d" % (k, n))
    if v == 1:
        return runs(c.SIGLE(), " – ", c.V(c.etab_town, "etablissement"), " – Tél. ", c.TEL(c.etab_tel, "etablissement"),
                    " – feuillet %d sur %d" % (k, n))
    if v == 2:
        return runs("Document confidentiel – ", c.SIGLE(), " – ", c.pat.N(), " – %d/%d" % (k, n))
    return runs("Édité le ", c.d(1), " par ", c.soign2.pn("l"), " – réf. ", c.pat.N("l"), " ", c.pat.P("l"),
                " – p. %d/%d" % (k, n))


def suite(c: Ctx, k):
    v = c.i % 2
    if v:
        return ("note", runs("Suite du compte rendu de ", c.pat.np("U"), " (", c.nee, " le ", c.ddn_item(0), ") – page %d" % k))
    return ("note", runs("(suite) Patient(e) : ", c.civ, " ", c.pat.pn("T"), " – IPP ", c.IPP(), " – page %d" % k))


def signature(c: Ctx, who=None, role="Praticien hospitalier"):
    who = who or c.doc1
    return ("sign", [runs("Fait à ", c.V(c.etab_town, "lieu_redaction"), ", le ", c.d(0)), runs(who.dr(c.i % 2)),
                     runs(role), runs("RPPS ", c.RPPS(c.rpps1)),
                     runs("Identifiant national : ", c.RPPS(c.rpps1, True))])


def copies(c: Ctx):
    return ("note", runs("Concerne : ", c.patient_name(c.i % 5), ". Copie : ", c.gp.dr(2), ", médecin traitant, ", c.CP(c.gp_cp), " ", c.V(c.gp_town, "medecin"),
                         " ; dossier patient ", c.SIGLE(), "."))


# ------------------------------------------------------------------ shapes
# each returns a list of sections (lists of blocks); the first is the main one


def s_cr_cataracte(c: Ctx):
    oeil = c.r.choice(["droit", "gauche"])
    p1 = [("h", "Intervention"),
          ("kv", [("Date de l'intervention", runs(c.d(0), " à ", decoy("HEURE", "08 h 40"))),
                  ("Œil opéré", runs("œil ", oeil, " – ", decoy("CIM10", "H25.1"), " (cataracte sénile nucléaire)")),
                  ("Acte", runs("phacoémulsification avec implant, CCAM ", decoy("CCAM", "BFGA004"))),
                  ("Opérateur", runs(c.doc1.dr(1), " – RPPS ", c.RPPS(c.rpps1))),
                  ("Anesthésie", runs("topique et intracamérulaire, ", c.doc2.dr(2))),
                  ("IBODE", runs(c.soign2.pn("l"), " (ADELI ", c.ADELI(c.adeli), ")"))]),
          ("captions", [(runs(decoy("DISPOSITIF", "Alcon SN60WF")), "modèle d'implant"),
                        (runs(decoy("MESURE", "21,5 D")), "puissance"),
                        (runs(decoy("LOT", "LOT 24K0917")), "lot"),
                        (runs(decoy("DISPOSITIF", "SN 3391207815")), "numéro de série")])]
    p2 = [("h", "Biométrie préopératoire (IOLMaster)"),
          ("table", ["Paramètre", "OD", "OG", "Commentaire"],
           [[["Longueur axiale"], [decoy("MESURE", "23,41 mm")], [decoy("MESURE", "23,38 mm")], ["symétrique"]],
            [["Kératométrie K1"], [decoy("MESURE", "43,25 D")], [decoy("MESURE", "43,50 D")], ["astigmatisme faible"]],
            [["Kératométrie K2"], [decoy("MESURE", "44,10 D")], [decoy("MESURE", "44,00 D")], [""]],
            [["Profondeur de chambre"], [decoy("MESURE", "3,12 mm")], [decoy("MESURE", "3,09 mm")], [""]],
            [["Formule"], runs(decoy("EPONYME", "Barrett Universal II")), ["idem"], ["cible -0,25 D"]]],
           [3, 2, 2, 3]),
          ("p", runs("Acuité visuelle préopératoire ", decoy("MESURE", "3/10"), " Parinaud ", decoy("MESURE", "P6"),
                     ", pression intraoculaire ", decoy("MESURE", "16 mmHg"), ", OCT maculaire normal (examen n° ",
                     c.ACC(), "). Patient(e) adressé(e) par ",
                     c.gp.dr(0), ", médecin traitant à ", c.V(c.gp_town, "medecin"), "."))]
    p3 = [("h", "Déroulement"),
          ("p", runs("Anesthésie topique par oxybuprocaïne, incision principale ", decoy("MESURE", "2,2 mm"),
                     " en temporal, capsulorhexis continu, phacoémulsification en technique de « stop and chop », "
                     "aspiration des masses, implantation dans le sac. Viscoélastique ",
                     decoy("DISPOSITIF", "Healon GV"), " (lot ", decoy("LOT", "UF39012"), "). Injection "
                     "intracamérulaire de céfuroxime ", decoy("DOSE", "1 mg"), " en fin d'intervention. Test de ",
                     decoy("EPONYME", "Seidel"), " négatif. Pas d'incident peropératoire.")),
          ("table", ["Traitement postopératoire", "ATC", "Posologie", "Durée"],
           [[["Tobramycine + dexaméthasone collyre"], [decoy("ATC", "S01CA01")], ["1 goutte 4 fois par jour"], ["15 jours"]],
            [["Indométacine 0,1 % collyre"], [decoy("ATC", "S01BC01")], ["1 goutte 3 fois par jour"], ["1 mois"]]],
           [4, 2, 3, 2])]
    p4 = [("h", "Suites et rendez-vous"),
          ("p", runs("Contrôle à J1 le ", c.d(1), " par l'orthoptiste ", c.nurse.pn("U"), ", puis consultation le ",
                     c.d(30), " avec réfraction. En cas de douleur ou de baisse de vision, appeler le ",
                     c.TEL(c.etab_tel, "etablissement"), ". Arrêt de travail remis pour ", c.EMPL(), ".")),
          ("p", runs("Le patient est informé. Consentement signé le ", c.d(-21), ". Lunettes de protection fournies."))]
    return [p1, p2, p3, p4]


def s_cr_coronarographie(c: Ctx):
    p1 = [("h", "Indication et contexte"),
          ("p", runs("Syndrome coronarien aigu sans sus-décalage du segment ST (", decoy("CIM10", "I21.4"),
                     "), troponine T hs à ", decoy("BIOLOGIE", "1 245 ng/L"), " (", c.LAB(), ", dossier ", c.DLAB(),
                     "), FEVG estimée à ",
                     decoy("MESURE", "50 %"), ". Adressé(e) par le SAU de ", c.ETAB(), ". Test d'",
                     decoy("EPONYME", "Allen"), " modifié normal.")),
          ("kv", [("Date de l'examen", runs(c.d(0))),
                  ("Opérateur", runs(c.doc1.dr(0), " – RPPS ", c.RPPS(c.rpps1))),
                  ("Manipulatrice", runs(c.nurse.pn("T"), " – ADELI ", c.ADELI(c.adeli))),
                  ("N° d'examen (PACS)", runs(c.ACC())),
                  ("Actes CCAM", runs(decoy("CCAM", "DDQH009"), " + ", decoy("CCAM", "DDAF004")))])]
    p2 = [("h", "Technique"),
          ("captions", [(runs("radiale droite"), "voie d'abord"), (runs(decoy("DISPOSITIF", "introducteur 6F")), "matériel"),
                        (runs(decoy("DOSE", "120 mL")), "iodixanol 320"), (runs(decoy("MESURE", "4 215 cGy.cm²")), "PDS"),
                        (runs(decoy("MESURE", "7 min 40 s")), "temps de scopie")]),
          ("p", runs("Héparine non fractionnée ", decoy("DOSE", "70 UI/kg"), " puis ", decoy("DOSE", "5 000 UI"),
                     " ; cocktail radial (vérapamil ", decoy("DOSE", "2,5 mg"), ")."))]
    p3 = [("h", "Résultats et geste"),
          ("table", ["Segment", "Sténose", "Flux", "Geste"],
           [[["IVA moyenne"], [decoy("MESURE", "80 %")], [decoy("SCORE", "TIMI 3")],
             runs("stent actif ", decoy("DISPOSITIF", "Xience Sierra 3,0 x 18 mm"), ", lot ", decoy("LOT", "1102871"))],
            [["Circonflexe proximale"], [decoy("MESURE", "30 %")], ["TIMI 3"], ["abstention"]],
            [["Coronaire droite"], ["irrégularités"], ["TIMI 3"], ["—"]]],
           [3, 2, 2, 5]),
          ("p", runs("Résultat angiographique satisfaisant, sténose résiduelle nulle. Compression radiale par "
                     "bracelet ", decoy("DISPOSITIF", "TR Band"), " (réf. ", decoy("CODE", "TRB-24C"), ") retiré à ",
                     decoy("HEURE", "14 h 30"), "."))]
    p4 = [("h", "Traitement de sortie"),
          ("table", ["Médicament", "ATC", "Code UCD", "Posologie"],
           [[["Ticagrélor 90 mg"], [decoy("ATC", "B01AC24")], [decoy("UCD", "3400893806637")], ["1 cp matin et soir, 12 mois"]],
            [["Acide acétylsalicylique 75 mg"], [decoy("ATC", "B01AC06")], [decoy("UCD", "3400893012144")], ["1 sachet le midi"]],
            [["Atorvastatine 80 mg"], [decoy("ATC", "C10AA05")], [decoy("UCD", "3400894100451")], ["1 cp le soir"]]],
           [4, 2, 3, 4]),
          ("p", runs("Réadaptation cardiaque proposée ; arrêt de travail de trois semaines (", c.EMPL(),
                     "). Consultation de contrôle le ", c.d(42), ". Contact : ", c.TEL(c.etab_tel, "etablissement"), "."))]
    return [p1, p2, p3, p4]


def s_suivi_greffe_renale(c: Ctx):
    greffe = datetime.date(c.r.randint(2014, 2023), c.r.randint(1, 12), c.r.randint(1, 28))
    p1 = [("p", runs("Cher confrère, j'ai revu en consultation le ", c.dw(0), " votre patient(e) ", c.civ, " ",
                     c.pat.pn("U"), ", ", c.nee, " le ", c.ddn_item(), ", transplanté(e) rénal(e) le ",
                     soins(ids.care(greffe)), " (donneur décédé, greffon en fosse iliaque droite) pour une néphropathie "
                     "à IgA (", decoy("CIM10", "N02.8"), "), actuellement en ", decoy("CIM10", "Z94.0"), ".")),
          ("p", runs("La fonction du greffon reste stable. Pas d'épisode infectieux depuis la dernière visite ; "
                     "PCR virus ", decoy("EPONYME", "BK"), " négative, anticorps anti-HLA spécifiques du donneur "
                     "(DSA) non détectés."))]
    p2 = [("h", runs("Biologie – ", c.LAB(), ", dossier n° ", c.DLAB())),
          ("table", ["Analyse", "LOINC", "Résultat", "Référence", "Date"],
           [[["Créatinine"], [decoy("LOINC", "2160-0")], [decoy("BIOLOGIE", "128 µmol/L")], ["45 – 104"], [c.d(-3)]],
            [["DFG (CKD-EPI)"], [decoy("LOINC", "62238-1")], [decoy("BIOLOGIE", "47 mL/min/1,73 m²")], ["> 60"], [c.d(-3)]],
            [["Tacrolimus résiduel"], [decoy("LOINC", "11253-2")], [decoy("BIOLOGIE", "6,8 ng/mL")], ["5 – 8"], [c.d(-3)]],
            [["Protéinurie / créatininurie"], [decoy("LOINC", "2890-2")], [decoy("BIOLOGIE", "0,21 g/g")], ["< 0,30"], [c.d(-3)]],
            [["Hémoglobine"], [decoy("LOINC", "718-7")], [decoy("BIOLOGIE", "12,4 g/dL")], ["12 – 16"], [c.d(-3)]]],
           [4, 2, 3, 2, 2])]
    p3 = [("h", "Traitement immunosuppresseur"),
          ("table", ["Molécule", "ATC", "Dose", "Remarque"],
           [[["Tacrolimus LP (Advagraf)"], [decoy("ATC", "L04AD02")], [decoy("DOSE", "4 mg")], ["le matin à jeun"]],
            [["Mycophénolate mofétil"], [decoy("ATC", "L04AA06")], [decoy("DOSE", "500 mg x 2")], ["inchangé"]],
            [["Prednisone"], [decoy("ATC", "H02AB07")], [decoy("DOSE", "5 mg")], ["au long cours"]]],
           [4, 2, 2, 4]),
          ("p", runs("Vaccination antigrippale faite ; vaccins vivants contre-indiqués. Reprise à mi-temps "
                     "thérapeutique chez ", c.EMPL(), " validée avec le médecin du travail."))]
    p4 = [("h", "Conclusion"),
          ("p", runs("Greffon fonctionnel, immunosuppression bien tolérée. Prochain bilan le ", c.d(28),
                     " et consultation le ", c.d(90), ". Infirmière de coordination : ", c.nurse.pn("T"),
                     ", joignable au ", c.TEL(c.etab_tel, "etablissement"), ". Bien confraternellement."))]
    return [p1, p2, p3, p4]


def s_suivi_plaie(c: Ctx):
    prest, psig = ids.PRESTATAIRES[c.i % len(ids.PRESTATAIRES)]
    P = lambda: pii("ETABLISSEMENT", prest, "prestataire")  # noqa: E731
    S = lambda: pii("ETABLISSEMENT", psig, "sigle")  # noqa: E731
    p1 = [("h", "Plaie"),
          ("kv", [("Type", runs("ulcère veineux de jambe gauche (", decoy("CIM10", "I83.0"), ")")),
                  ("Ancienneté", runs("apparu vers le ", c.d(-120))),
                  ("Index de pression systolique", runs(decoy("MESURE", "IPS 0,92"))),
                  ("Risque d'escarre", runs("échelle de ", decoy("EPONYME", "Braden"), " : ", decoy("SCORE", "17/23"))),
                  ("Prestataire", runs(P(), " (", S(), "), commande n° ", decoy("CODE", "CMD-2026-04417"))),
                  ("IDE libérale", runs(c.nurse.np("U"), " – ADELI ", c.ADELI(c.adeli2), " – ", c.TEL(c.nurse_tel, "soignant")))])]
    rows = []
    for k, days in enumerate([-28, -21, -14, -7, 0]):
        L = 5.8 - 0.4 * k
        rows.append([[c.d(days)], [decoy("MESURE", ("%.1f cm" % L).replace(".", ","))],
                     [decoy("MESURE", ("%.1f cm" % (L * 0.62)).replace(".", ","))],
                     [["fibrine 40 %", "fibrine 30 %", "bourgeons 70 %", "bourgeons 80 %", "épidermisation"][k]],
                     [["Urgotul Absorb", "Urgotul Absorb", "Mepilex Border", "Mepilex Border", "Mepilex Border"][k]]])
    p2 = [("h", "Évolution des mesures"),
          ("table", ["Date", "Longueur", "Largeur", "Aspect", "Pansement"], rows, [2, 2, 2, 3, 3])]
    p3 = [("h", "Protocole en cours"),
          ("p", runs("Nettoyage au sérum physiologique, détersion mécanique douce, pansement ",
                     decoy("DISPOSITIF", "Mepilex Border 10 x 10 cm"), " (LPP ", decoy("LPP", "1392498"), ", lot ",
                     decoy("LOT", "2207193K"), ") changé tous les trois jours, compression par bandes ",
                     decoy("DISPOSITIF", "Biflex 16+"), ". Antalgie par paracétamol ", decoy("DOSE", "1 g"),
                     " avant les soins. Prélèvement bactériologique du ", c.d(-7), " : dossier ", c.DLAB(), " (",
                     c.LAB(), "), ", decoy("EPONYME", "Staphylococcus aureus"), " sensible à la méticilline.")),
          ("p", runs("Domicile : ", c.ADR(c.street, "domicile"), ", ", c.CP(c.pat_cp), " ", c.V(c.pat_town, "domicile"),
                     " (digicode au nom de ", c.pat.N("T"), "). Aidant : ", c.proche.pn("T"), ", ",
                     c.TEL(c.proche_tel, "proche"), "."))]
    p4 = [("h", "Avis de l'équipe mobile"),
          ("p", runs("Évolution favorable, surface réduite de moitié en quatre semaines. Poursuite du protocole ; "
                     "réévaluation par ", c.doc1.dr(3), " (dermatologue) le ", c.d(21), ". Technicienne ", P(), " : ",
                     c.soign2.pn("l"), ". Courriel du patient pour l'envoi des photos : ", c.EMAIL(), "."))]
    return [p1, p2, p3, p4]


def s_bilan_ergotherapie(c: Ctx):
    p1 = [("h", "Contexte"),
          ("p", runs("Bilan demandé par ", c.doc1.dr(0), " (MPR) après un accident vasculaire cérébral ischémique "
                     "sylvien droit (", decoy("CIM10", "I63.5"), ") du ", c.d(-60), " avec hémiparésie gauche. "
                     "Retour à domicile le ", c.d(-10), ". Score MIF ", decoy("SCORE", "86/126"), ", index de ",
                     decoy("EPONYME", "Barthel"), " ", decoy("SCORE", "65/100"), ".")),
          ("kv", [("Ergothérapeute", runs(c.nurse.pn("U"), " – ADELI ", c.ADELI(c.adeli))),
                  ("Date de la visite", runs(c.d(0), " à ", decoy("HEURE", "14 h"))),
                  ("Lieu", runs(c.ADR(c.street, "domicile"), ", ", c.CP(c.pat_cp), " ", c.V(c.pat_town, "domicile"))),
                  ("Aidant principal", runs(c.proche.np("U"), " (", c.proche_lien, "), ", c.TEL(c.proche_tel, "proche")))])]
    p2 = [("h", "Évaluations"),
          ("table", ["Test", "Résultat", "Norme / commentaire"],
           [[runs(decoy("EPONYME", "Box and Block"), " main gauche"), [decoy("SCORE", "34 cubes/min")], ["norme > 60"]],
            [runs(decoy("EPONYME", "Purdue Pegboard")), [decoy("SCORE", "7")], ["lenteur bimanuelle"]],
            [["Timed Up and Go"], [decoy("MESURE", "19 s")], ["risque de chute"]],
            [["Préhension (dynamomètre Jamar)"], [decoy("MESURE", "12 kg")], ["côté sain 28 kg"]]],
           [4, 3, 4])]
    p3 = [("h", "Activités de la vie quotidienne"),
          ("table", ["Activité", "Niveau", "Aide technique proposée"],
           [[["Toilette"], ["aide partielle"], ["siège de douche, barre d'appui"]],
            [["Habillage"], ["supervision"], ["enfile-bouton"]],
            [["Transferts"], ["autonome"], ["rehausseur de toilettes"]],
            [["Repas"], ["aide à la préparation"], ["planche à découper adaptée"]]],
           [3, 3, 5]),
          ("p", runs("Fauteuil roulant manuel ", decoy("DISPOSITIF", "Invacare Action 3"), " (LPP ",
                     decoy("LPP", "4016283"), ") en location. Devis du revendeur transmis à ", c.MUT(),
                     ", adhérent n° ", c.ADH(), "."))]
    p4 = [("h", "Projet et préconisations"),
          ("p", runs("Objectif de reprise progressive du poste chez ", c.EMPL(), " avec aménagement ; lien avec le "
                     "médecin du travail, ", c.doc2.dr(2), ". Nouvelle visite le ", c.d(45), ". Pour tout échange : ",
                     c.EMAIL(c.svc_email, "etablissement"), "."))]
    return [p1, p2, p3, p4]


def s_fin_radiotherapie(c: Ctx):
    p1 = [("h", "Indication"),
          ("p", runs("Adénocarcinome canalaire infiltrant du sein gauche (", decoy("CIM10", "C50.4"), "), pT1c pN0, "
                     "RH+ HER2–, grade II, traité par tumorectomie le ", c.d(-80), ". Dossier présenté en RCP le ",
                     c.d(-60), ". Scanner de simulation, examen n° ", c.ACC(), ".")),
          ("kv", [("Radiothérapeute", runs(c.doc1.dr(1), " – RPPS ", c.RPPS(c.rpps1))),
                  ("Physicien médical", runs(c.soign2.pn("U"))),
                  ("Manipulateur référent", runs(c.nurse.pn("T"), " (ADELI ", c.ADELI(c.adeli), ")")),
                  ("Accélérateur", runs(decoy("DISPOSITIF", "TrueBeam n° 2"), ", technique RCMI"))])]
    p2 = [("h", "Dosimétrie délivrée"),
          ("table", ["Volume", "Dose totale", "Fractions", "Dose / fraction", "Début", "Fin"],
           [[["Sein gauche"], [decoy("DOSIMETRIE", "40,05 Gy")], ["15"], [decoy("DOSIMETRIE", "2,67 Gy")], [c.d(-25)], [c.d(-5)]],
            [["Complément lit tumoral"], [decoy("DOSIMETRIE", "10 Gy")], ["4"], [decoy("DOSIMETRIE", "2,5 Gy")], [c.d(-4)], [c.d(0)]]],
           [3, 2, 2, 2, 2, 2]),
          ("p", runs("Contraintes respectées : cœur dose moyenne ", decoy("DOSIMETRIE", "1,8 Gy"), ", V20 poumon "
                     "homolatéral ", decoy("MESURE", "9 %"), "."))]
    p3 = [("h", "Tolérance"),
          ("p", runs("Radiodermite de grade 1 (", decoy("CODE", "CTCAE v5.0"), ") traitée par émollient, asthénie "
                     "modérée. Pas d'interruption du traitement. Poids stable à ", decoy("MESURE", "63 kg"), ".")),
          ("p", runs("Hormonothérapie par létrozole ", decoy("DOSE", "2,5 mg"), " (", decoy("ATC", "L02BG04"), ") à "
                     "débuter, prescrite par ", c.doc2.dr(0), "."))]
    p4 = [("h", "Surveillance"),
          ("p", runs("Consultation de fin de traitement le ", c.d(0), " ; revue à ", decoy("DELAI", "6 semaines"),
                     " puis mammographie le ", c.d(180), ". Arrêt de travail prolongé (", c.EMPL(), "). Secrétariat : ",
                     c.TEL(c.etab_tel, "etablissement"), ", ", c.EMAIL(c.svc_email, "etablissement"), "."))]
    return [p1, p2, p3, p4]


SHAPE_FUNCS = {"cr_cataracte": s_cr_cataracte, "cr_coronarographie": s_cr_coronarographie,
               "suivi_greffe_renale": s_suivi_greffe_renale, "suivi_plaie": s_suivi_plaie,
               "bilan_ergotherapie": s_bilan_ergotherapie, "fin_radiotherapie": s_fin_radiotherapie}


def build(seed, i, fam, shape, npages):
    """Explicit pages: page 1 = letterhead, sticker, title, identity; sections spread; signature last."""
    c = Ctx(seed, i, fam, shape)
    secs = SHAPE_FUNCS[shape](c)
    if npages == 1:
        secs = [secs[0], secs[2]]
    first = [letterhead(c, shape), ("gap", 4), sticker(c, [runs(SERVICES[shape]), runs("Venue du ", c.d(0)), runs("Réf. interne ", decoy("CODE", "UF %d" % (4100 + c.i)))] if c.i % 2 else None),
             ("title", runs(TITLES[shape])), identity(c)]
    pages = [list(first)]
    S = secs + [[admin(c)]]
    if npages == 1:
        pages[0] += S[0] + S[1] + S[2] + [signature(c), copies(c)]
    else:
        split = {2: [[0, 1], [2, 3, 4]], 3: [[0], [1, 2], [3, 4]]}[npages]
        for k, idx in enumerate(split):
            blocks = [b for j in idx for b in S[j]]
            if k == 0:
                pages[0] += blocks
            else:
                pages.append([suite(c, k + 1)] + blocks)
        pages[-1] += [signature(c), copies(c)]
    out = []
    for k, blocks in enumerate(pages):
        out.append({"blocks": blocks, "head": head(c, k + 1, npages), "foot": foot(c, k + 1, npages)})
    return c, out
