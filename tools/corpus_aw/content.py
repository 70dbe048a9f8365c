"""People of a corpus AW document and its six shapes (written for corpus AW, nothing copied from other content.py).

build(r, i, shape, npages) returns a document dict:
    title, shape, head (letterhead runs), team (care-team runs), foot (running foot run), hdr (running head run),
    recipient (addressee runs: the GP, for window envelopes and fax covers), fax (cover-sheet fields),
    pages (planned pages, each a list of blocks), ctx (values a layout may reuse).
Blocks: ("h", title) ("p", run) ("kv", [(label, run)]) ("tab", heads, rows, weights) ("sig", [runs]).
"""
from __future__ import annotations

import datetime

from . import ids
from .model import D, K, R, V, W

SHAPES = ["readaptation_cardiaque", "consultation_douleur", "pied_diabetique", "toxine_botulique",
          "phototherapie_uvb", "drepanocytose_hdj"]

SERVICE = {"readaptation_cardiaque": ("Service de réadaptation cardiovasculaire", "readapt.cardio"),
           "consultation_douleur": ("Centre d'évaluation et de traitement de la douleur", "cetd"),
           "pied_diabetique": ("Unité de diabétologie - consultation pied diabétique", "piedpodo"),
           "toxine_botulique": ("Médecine physique et de réadaptation", "mpr.toxine"),
           "phototherapie_uvb": ("Dermatologie - unité de photothérapie", "photodermato"),
           "drepanocytose_hdj": ("Hôpital de jour d'hématologie", "hdj.hemato")}


def P(kind, text, sub=""):
    return V(kind, text, sub)


class People:
    """Every personal value of one document (fresh random draw per document)."""

    def __init__(self, r, i):
        self.r = r
        self.sex = r.choice([1, 2])
        used = set()

        def surname():
            while True:
                s = r.choice(ids.SURNAMES + ids.PARTICLES)
                if s not in used:
                    used.add(s)
                    return s

        def first(sex):
            while True:
                f = r.choice(ids.FIRST_M if sex == 1 else ids.FIRST_F)
                if f not in used:
                    used.add(f)
                    return f

        # establishment
        est, sig = ids.ESTABS[(i * 3 + r.randint(0, 7)) % len(ids.ESTABS)]
        town, cp, dept = r.choice(ids.TOWNS)
        self.est, self.sig, self.etown, self.ecp, self.dept = est, sig, town, cp, dept
        self.finess = ids.finess(r, dept)
        self.eaddr = "%d %s %s" % (r.randint(1, 120), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
        self.ephone = ids.phone(r, style=r.randint(0, 4))
        self.efax = ids.phone(r, style=0)
        # patient
        self.nom = surname()
        self.prenom = first(self.sex)
        self.naiss = surname() if self.sex == 2 and r.random() < 0.7 else None
        self.dob = datetime.date(r.randint(1936, 2001), r.randint(1, 12), r.randint(1, 28))
        ptown = r.choice([t for t in ids.TOWNS if t[0] != town])
        self.ptown, self.pcp = ptown[0], ptown[1]
        self.btown = r.choice([t for t in ids.TOWNS if t[0] not in (town, ptown[0])])[0]
        while True:
            a = "%d %s %s" % (r.randint(1, 90), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
            if a.split(" ", 1)[1] != self.eaddr.split(" ", 1)[1]:
                break
        self.paddr = a
        self.pphone = ids.phone(r, mobile=True, style=r.randint(0, 4))
        self.pphone2 = ids.phone(r, style=r.randint(0, 4))
        fold = ids.ascii_fold
        self.pmail = "%s.%s%d@courriel-fictif.fr" % (fold(self.prenom).lower().replace(" ", ""),
                                                     fold(self.nom).lower().replace(" ", "").replace("'", ""),
                                                     r.randint(1, 99))
        self.ipp = str(r.randint(10, 99)) + ids.digits(r, r.choice([6, 7, 8]))
        y = r.choice(["25", "24"])
        self.nda = r.choice(["S%s-%s" % (y, ids.digits(r, 6)), "HDJ-%s-%s" % (y, ids.digits(r, 5)),
                             "%sA%s" % (y, ids.digits(r, 6)), "V%s%sB" % (y, ids.digits(r, 7)),
                             "%s-%s-%s" % (sig, y, ids.digits(r, 5))])
        n13 = ids.nir13(r, self.sex, self.dob, ptown[2])
        self.n13, self.key = n13, ids.nir_key(n13)
        self.nir = ids.nir_written(n13, self.key, r.randint(0, 5))
        self.ins = n13 + self.key
        # relative
        self.rel_sex = r.choice([1, 2])
        self.rel_nom = self.nom if r.random() < 0.4 else surname()
        self.rel_prenom = first(self.rel_sex)
        self.rel_lien = r.choice(["fils" if self.rel_sex == 1 else "fille", "conjoint" if self.rel_sex == 1 else "conjointe",
                                  "frère" if self.rel_sex == 1 else "sœur", "neveu" if self.rel_sex == 1 else "nièce"])
        self.rel_phone = ids.phone(r, mobile=True, style=r.randint(0, 4))
        # insurer
        self.insurer = r.choice(ids.INSURERS)
        self.member = r.choice(["M", "AD", "", "N°"]) .replace("N°", "") + ids.digits(r, r.choice([8, 9, 10]))
        if r.random() < 0.3:
            self.member = ids.digits(r, 4) + "-" + ids.digits(r, 5)
        # clinicians
        self.hom, self.word = ids.HOMONYMS[(i + r.randint(0, 9)) % len(ids.HOMONYMS)]
        used.add(self.hom)
        self.d1_sex = r.choice([1, 2])
        self.d1_prenom = first(self.d1_sex)
        self.d1_rpps = ids.rpps(r)
        self.d2_nom = surname()
        self.d2_prenom = first(r.choice([1, 2]))
        self.d2_rpps = ids.rpps(r)
        self.gp_nom = surname()
        self.gp_prenom = first(r.choice([1, 2]))
        self.gp_rpps = ids.rpps(r)
        gpt = r.choice(ids.TOWNS)
        self.gp_town, self.gp_cp = gpt[0], gpt[1]
        self.gp_addr = "%d %s %s" % (r.randint(1, 60), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
        if self.gp_addr.split(" ", 1)[1] in (self.paddr.split(" ", 1)[1], self.eaddr.split(" ", 1)[1]):
            self.gp_addr = "%d place du Marché-Couvert" % r.randint(1, 30)
        self.gp_fax = ids.phone(r, style=0)
        self.so_nom = surname()
        self.so_prenom = first(r.choice([1, 2]))
        self.adeli = ids.adeli(r, dept)
        self.lab = r.choice(ids.LABS)
        self.labno = r.choice(["", "L", "B"]) + y + ids.digits(r, 8)
        self.acc = r.choice(["RX", "IRM", "ACC", "US"]) + y + ids.digits(r, 6)
        self.req = r.choice(["DEM-", "ORD", "PR-"]) + y + ids.digits(r, 6)
        self.employer = r.choice(ids.EMPLOYERS)
        self.presta, self.presta_sig = r.choice(ids.PRESTATAIRES)
        self.bstyle = r.randint(0, 11)
        self.bstyle2 = (self.bstyle + r.randint(1, 10)) % 12
        self.base = datetime.date(2025, r.randint(1, 9), r.randint(1, 28))

    # values -------------------------------------------------------------
    def v_est(self): return P("ETABLISSEMENT", self.est, "etablissement")
    def v_sig(self): return P("ETABLISSEMENT", self.sig, "sigle")
    def v_nom(self): return P("NOM", self.nom.upper(), "patient")
    def v_prenom(self): return P("PRENOM", self.prenom, "patient")
    def v_birth(self, style=None): return P("DATE_NAISSANCE", ids.birth_written(self.dob, self.bstyle if style is None else style))
    def v_compact(self): return P("DATE_NAISSANCE", ids.compact(self.dob))
    def v_ipp(self): return P("IPP", self.ipp)
    def v_nda(self): return P("NUM_SEJOUR", self.nda)

    def civ(self): return "Mme" if self.sex == 2 else "M."
    def nee(self): return "née" if self.sex == 2 else "né"

    def dr1(self, full=True):
        return R("Dr ", P("PRENOM", self.d1_prenom, "medecin"), " ", P("NOM", self.hom, "medecin")) if full else \
            R("Dr ", P("NOM", self.hom, "medecin"))

    def dr2(self, full=True):
        return R("Dr ", P("PRENOM", self.d2_prenom, "medecin"), " ", P("NOM", self.d2_nom, "medecin")) if full else \
            R("Dr ", P("NOM", self.d2_nom, "medecin"))

    def gp(self):
        return R("Dr ", P("PRENOM", self.gp_prenom, "medecin"), " ", P("NOM", self.gp_nom.upper(), "medecin"))

    def soignant(self):
        return R(P("PRENOM", self.so_prenom, "soignant"), " ", P("NOM", self.so_nom, "soignant"))

    def date(self, delta):
        return D(ids.care(self.base + datetime.timedelta(days=delta)))


# ---------------------------------------------------------------- shared blocks
def head_runs(p: People, shape):
    svc, _ = SERVICE[shape]
    return [R(p.v_est(), " (", p.v_sig(), ")"),
            R(svc),
            R(P("ADRESSE", p.eaddr), " - ", P("CODE_POSTAL", p.ecp), " ", P("VILLE", p.etown)),
            R("Standard ", P("TELEPHONE", p.ephone), " - secrétariat : ", P("EMAIL", mail(p, shape))),
            R("FINESS établissement ", P("FINESS", p.finess), " - entité juridique ", P("FINESS", "1" + p.finess, "idnat"))]


def mail(p: People, shape):
    return "%s@%s-sante.fr" % (SERVICE[shape][1], p.sig.lower())


def team_runs(p: People, shape, soignant_title):
    return [R(p.dr1(), " - RPPS ", P("RPPS", p.d1_rpps)),
            R(p.dr2(), " - RPPS ", P("RPPS", p.d2_rpps)),
            R(soignant_title, " : ", p.soignant(), " - ADELI ", P("ADELI", p.adeli))]


def identity_kv(p: People):
    rows = [("Nom d'usage", R(p.v_nom()))]
    if p.naiss:
        rows.append(("Nom de naissance", R(P("NOM", p.naiss.upper(), "naissance"))))
    rows += [("Prénom", R(p.v_prenom())),
             ("Date de naissance", R(p.v_birth(), " à ", P("VILLE", p.btown))),
             ("Adresse", R(P("ADRESSE", p.paddr), ", ", P("CODE_POSTAL", p.pcp), " ", P("VILLE", p.ptown))),
             ("Téléphones", R(P("TELEPHONE", p.pphone), " / ", P("TELEPHONE", p.pphone2))),
             ("Courriel", R(P("EMAIL", p.pmail))),
             ("IPP / NDA", R(p.v_ipp(), " / ", p.v_nda()))]
    return ("kv", rows)


def admin_kv(p: People, employer=False):
    rows = [("N° de sécurité sociale", R(P("NIR", p.nir))),
            ("INS (matricule)", R(P("NIR", p.ins, "ins"))),
            ("Complémentaire", R(P("ORGANISME", p.insurer), " - adhérent n° ", P("NUM_ADHERENT", p.member, "mutuelle"))),
            ("Personne à prévenir", R(P("PRENOM", p.rel_prenom, "proche"), " ", P("NOM", p.rel_nom.upper(), "proche"),
                                      " (%s), " % p.rel_lien, P("TELEPHONE", p.rel_phone))),
            ("Médecin traitant", R(p.gp(), ", ", P("VILLE", p.gp_town), " - RPPS ", P("RPPS", p.gp_rpps)))]
    if employer:
        rows.append(("Employeur", R(P("ETABLISSEMENT", p.employer, "employeur"))))
    return ("kv", rows)


def signature(p: People):
    return ("sig", [R("Fait à ", P("VILLE", p.etown), ", le ", p.date(3)),
                    R(p.dr1()),
                    R("RPPS ", P("RPPS", p.d1_rpps), " - n° national ", P("RPPS", "8" + p.d1_rpps, "idnat"))])


def intro(p: People, what):
    return ("p", R("Nous avons reçu ", p.civ(), " ", p.v_nom(), " ", p.v_prenom(), ", ", p.nee(), " le ",
                   p.v_birth(p.bstyle2), ", ", what))


# ---------------------------------------------------------------- the six shapes
def s_readaptation(p: People):
    title = "Compte rendu de fin de stage de réadaptation cardiaque"
    s0 = [identity_kv(p), admin_kv(p, employer=True),
          intro(p, R("pour un stage de réadaptation à l'effort après un infarctus du myocarde (", K("CIM10", "I21.4"),
                     ") traité par angioplastie avec pose d'un stent actif (", K("CCAM", "DDAF008"), ") le ", p.date(-40),
                     ". Ancien ", W(p.word), " de métier, il ou elle souhaite reprendre une activité physique régulière.")),
          ]
    s1 = [("h", "Épreuves d'effort et programme"),
          ("kv", [("Épreuve initiale", R(p.date(-2), " : ", K("MESURE", "90 W"), ", VO2 pic ",
                                         K("BIOLOGIE", "17,2 mL/kg/min"), ", ", K("SCORE", "4,9 METs"))),
                  ("Épreuve finale", R(p.date(26), " : ", K("MESURE", "120 W"), ", VO2 pic ",
                                       K("BIOLOGIE", "21,6 mL/kg/min"), ", ", K("SCORE", "6,2 METs"))),
                  ("Bilan lipidique", R("LDL-c ", K("BIOLOGIE", "0,64 g/L"), " (LOINC ", K("LOINC", "13457-7"),
                                        "), dossier ", P("NUM_DOSSIER_LABO", p.labno), " - ", P("ETABLISSEMENT", p.lab, "laboratoire")))]),
          ("tab", ["Date", "Séance", "Charge", "FC cible", "Borg"],
           [[R(p.date(d)), R("n° %d" % n), R(K("MESURE", w)), R(K("MESURE", fc)), R(K("SCORE", b))]
            for d, n, w, fc, b in ((1, 1, "40 W", "98 bpm", "11"), (8, 6, "55 W", "104 bpm", "12"),
                                   (15, 11, "65 W", "108 bpm", "13"), (24, 18, "75 W", "112 bpm", "13"))],
           [3, 2, 2, 2, 1.5]),
          ("p", R("Le réentraînement a été encadré par ", p.soignant(), ", kinésithérapeute (ADELI ", P("ADELI", p.adeli),
                  "). Pas d'événement rythmique ; test de Ruffier non réalisé ; ", K("EPONYME", "échelle de Borg"), " bien comprise."))]
    s2 = [("h", "Traitement de sortie"),
          ("tab", ["Médicament", "Posologie", "ATC"],
           [[R(K("MEDICAMENT", m)), R(K("DOSE", d), " " + x), R(K("ATC", a))] for m, d, x, a in
            (("Bisoprolol", "2,5 mg", "le matin", "C07AB07"), ("Atorvastatine", "80 mg", "le soir", "C10AA05"),
             ("Ticagrélor", "90 mg", "matin et soir", "B01AC24"), ("Acide acétylsalicylique", "75 mg", "à midi", "B01AC06"))],
           [3, 3, 1.5]),
          ("p", R("Consultation de cardiologie avec le ", p.dr2(False), " le ", p.date(70),
                  ". Copie au médecin traitant, ", p.gp(), ".")),
          signature(p)]
    return title, [s0, s1, s2], "Kinésithérapeute"


def s_douleur(p: People):
    title = "Consultation d'évaluation et de traitement de la douleur chronique"
    s0 = [identity_kv(p), admin_kv(p, employer=True),
          intro(p, R("adressé(e) par son médecin traitant pour une lombo-radiculalgie chronique (", K("CIM10", "M54.1"),
                     ", douleur chronique ", K("CIM10", "G89.4"), ") évoluant depuis ", K("MESURE", "18 mois"),
                     ". Ancien ", W(p.word), ", en arrêt de travail depuis le ", p.date(-200), "."))]
    s1 = [("h", "Évaluation"),
          ("kv", [("Intensité (EN)", R("repos ", K("SCORE", "5/10"), ", mouvement ", K("SCORE", "8/10"))),
                  ("DN4", R(K("SCORE", "6/10"), " : composante neuropathique")),
                  ("HADS", R("anxiété ", K("SCORE", "12"), ", dépression ", K("SCORE", "9"))),
                  ("Examen", R(K("EPONYME", "signe de Lasègue"), " à 40°, ", K("EPONYME", "test de Schober"), " ",
                               K("MESURE", "10+3 cm"))),
                  ("Imagerie", R("IRM lombaire du ", p.date(-61), ", examen n° ", P("NUM_ACCESSION", p.acc)))]),
          ("tab", ["Traitement antérieur", "Dose", "ATC", "Effet"],
           [[R(K("MEDICAMENT", m)), R(K("DOSE", d)), R(K("ATC", a)), R(e)] for m, d, a, e in
            (("Tramadol", "50 mg", "N02AX02", "nausées"), ("Duloxétine", "60 mg", "N06AX21", "partiel"),
             ("Paracétamol", "1000 mg", "N02BE01", "insuffisant"))], [3, 1.5, 1.5, 2])]
    s2 = [("h", "Propositions"),
          ("p", R("Essai de neurostimulation transcutanée : ", K("DISPOSITIF", "TENS Cefar Primo"), ", lot ",
                  K("LOT", "CP2291A"), ", prescription ", P("IDENTIFIANT", p.req, "DEMANDE"),
                  ". Introduction de prégabaline ", K("DOSE", "75 mg"), " (", K("ATC", "N02BF02"), ") le soir.")),
          ("p", R("Suivi psychologique avec ", p.soignant(), ", psychologue (ADELI ", P("ADELI", p.adeli),
                  "). Infiltration foraminale (", K("CCAM", "LHLH001"), ") à discuter avec le ", p.dr2(), ".")),
          ("p", R("Prochain rendez-vous le ", p.date(45), ". Personne de confiance : ", P("PRENOM", p.rel_prenom, "proche"),
                  " ", P("NOM", p.rel_nom.upper(), "proche"), ".")),
          signature(p)]
    return title, [s0, s1, s2], "Psychologue"


def s_pied(p: People):
    title = "Consultation multidisciplinaire du pied diabétique"
    s0 = [identity_kv(p), admin_kv(p),
          intro(p, R("diabétique de type 2 (", K("CIM10", "E11.5"), ") depuis 14 ans, pour un mal perforant plantaire ",
                     "(", K("CIM10", "L97"), ") du 1er métatarsien droit. Ancien ", W(p.word), ", vit seul(e)."))]
    s1 = [("h", "Examen du pied"),
          ("kv", [("Monofilament", R(K("SCORE", "3/8"), " sites perçus à droite")),
                  ("IPS", R("droit ", K("MESURE", "0,82"), ", gauche ", K("MESURE", "0,91"))),
                  ("Plaie", R(K("MESURE", "18 x 12 mm"), ", grade ", K("SCORE", "UT 1A"), " (classification de l'université du Texas)")),
                  ("Biologie", R("HbA1c ", K("BIOLOGIE", "8,4 %"), " (", K("LOINC", "4548-4"), ") le ", p.date(-7),
                                 ", CRP ", K("BIOLOGIE", "12 mg/L"))),
                  ("Prélèvement", R("écouvillonnage profond, dossier ", P("NUM_DOSSIER_LABO", p.labno), " - ",
                                    P("ETABLISSEMENT", p.lab, "laboratoire"))),
                  ("Radiographie", R("pied droit, examen ", P("NUM_ACCESSION", p.acc), " : pas d'ostéite, pas de ",
                                     K("EPONYME", "pied de Charcot")))])]
    s2 = [("h", "Conduite à tenir"),
          ("tab", ["Date", "Soin", "Intervenant"],
           [[R(p.date(0)), R("détersion, ", K("DISPOSITIF", "pansement hydrocellulaire")), R(p.soignant())],
            [R(p.date(7)), R("contrôle de la plaie"), R(p.dr2(False))],
            [R(p.date(21)), R("orthèse plantaire, ", K("DISPOSITIF", "chaussure de décharge Barouk")), R("podologie")]],
           [2, 4, 3]),
          ("p", R("Soins de pédicurie par ", p.soignant(), ", pédicure-podologue (ADELI ", P("ADELI", p.adeli),
                  "). Transport par ", P("ETABLISSEMENT", p.presta, "prestataire"), ", bon ", P("IDENTIFIANT", p.req, "DEMANDE"),
                  ". Amoxicilline-acide clavulanique ", K("DOSE", "1 g"), " x 3/j (", K("ATC", "J01CR02"), ") 10 jours.")),
          signature(p)]
    return title, [s0, s1, s2], "Pédicure-podologue"


def s_toxine(p: People):
    title = "Compte rendu d'injection de toxine botulique"
    s0 = [identity_kv(p), admin_kv(p),
          intro(p, R("pour une spasticité du membre supérieur droit séquellaire d'un AVC ischémique (", K("CIM10", "I69.3"),
                     ", hémiplégie ", K("CIM10", "G81.1"), ") survenu le ", p.date(-420), ". Ancien ", W(p.word), "."))]
    s1 = [("h", "Injections réalisées"),
          ("p", R("Toxine botulique de type A (", K("MEDICAMENT", "Botox"), ", ", K("ATC", "M03AX01"), "), lot ",
                  K("LOT", "C7814K3"), ", dilution ", K("DOSE", "100 U/2 mL"), ", repérage échographique et par stimulation (",
                  K("CCAM", "PCLB003"), ").")),
          ("tab", ["Muscle", "Dose", "Ashworth avant"],
           [[R(m), R(K("DOSE", d)), R(K("SCORE", s))] for m, d, s in
            (("Biceps brachial", "100 U", "3"), ("Fléchisseur profond des doigts", "50 U", "2"),
             ("Fléchisseur ulnaire du carpe", "40 U", "2"), ("Rond pronateur", "30 U", "3"))], [4, 2, 2])]
    s2 = [("h", "Objectifs et suivi"),
          ("kv", [("Échelle", R(K("EPONYME", "échelle d'Ashworth modifiée"), ", GAS cible ", K("SCORE", "+1"))),
                  ("Rééducation", R(p.soignant(), ", kinésithérapeute libéral(e), ADELI ", P("ADELI", p.adeli))),
                  ("Réévaluation", R(p.date(28), " avec le ", p.dr2())),
                  ("Prochaine injection", R("pas avant le ", p.date(95)))]),
          ("p", R("Copie : ", p.gp(), ", ", P("ADRESSE", p.gp_addr), ", ", P("CODE_POSTAL", p.gp_cp), " ",
                  P("VILLE", p.gp_town), ".")),
          signature(p)]
    return title, [s0, s1, s2], "Kinésithérapeute"


def s_photo(p: People):
    title = "Bilan de cure de photothérapie UVB à spectre étroit"
    s0 = [identity_kv(p), admin_kv(p, employer=True),
          intro(p, R("pour un psoriasis en plaques (", K("CIM10", "L40.0"), "), phototype ", K("SCORE", "III"), ", PASI initial ",
                     K("SCORE", "14,2"), ". Ancien ", W(p.word), ", sans antécédent de cancer cutané."))]
    s1 = [("h", "Séances"),
          ("kv", [("Cabine", R(K("DISPOSITIF", "Waldmann UV 7002K"), ", tubes TL01 ", K("MESURE", "311 nm"))),
                  ("Acte", R(K("CCAM", "QZNP001"), ", 3 séances par semaine")),
                  ("Infirmier(e)", R(p.soignant(), ", ADELI ", P("ADELI", p.adeli)))]),
          ("tab", ["Date", "Séance", "Dose", "Cumul", "Érythème"],
           [[R(p.date(d)), R("n° %d" % n), R(K("DOSE", x)), R(K("DOSE", c)), R(e)] for d, n, x, c, e in
            ((0, 1, "0,20 J/cm²", "0,20 J/cm²", "0"), (9, 5, "0,45 J/cm²", "1,55 J/cm²", "0"),
             (18, 9, "0,70 J/cm²", "3,85 J/cm²", "discret"), (30, 15, "0,90 J/cm²", "8,10 J/cm²", "0"))],
           [2.5, 1.5, 2, 2, 1.5])]
    s2 = [("h", "Conclusion"),
          ("p", R("PASI final ", K("SCORE", "3,1"), " le ", p.date(33), ". Relais par méthotrexate ", K("DOSE", "15 mg"),
                  " par semaine (", K("ATC", "L04AX03"), ") et acide folique ", K("DOSE", "5 mg"), " (", K("ATC", "B03BB01"),
                  "), bilan hépatique au ", P("ETABLISSEMENT", p.lab, "laboratoire"), ", dossier ",
                  P("NUM_DOSSIER_LABO", p.labno), ", ", K("EPONYME", "phénomène de Koebner"), " expliqué.")),
          ("p", R("Ordonnance ", P("IDENTIFIANT", p.req, "DEMANDE"), " remise ; revoir avec le ", p.dr2(), " le ", p.date(90), ".")),
          signature(p)]
    return title, [s0, s1, s2], "Infirmier(e)"


def s_drepano(p: People):
    title = "Hôpital de jour drépanocytose - échange transfusionnel programmé"
    s0 = [identity_kv(p), admin_kv(p),
          intro(p, R("suivi(e) pour une drépanocytose homozygote SS (", K("CIM10", "D57.1"), "), sous hydroxycarbamide ",
                     K("DOSE", "1000 mg"), " (", K("ATC", "L01XX05"), "). Père ancien ", W(p.word), "."))]
    s1 = [("h", "Bilan pré-échange"),
          ("p", R("Prélèvement du ", p.date(0), " à ", K("HORAIRE", "8h15"), ", dossier ", P("NUM_DOSSIER_LABO", p.labno), ", ",
                  P("ETABLISSEMENT", p.lab, "laboratoire"), ", demande ", P("IDENTIFIANT", p.req, "DEMANDE"), ".")),
          ("tab", ["Analyse", "Résultat", "Normes", "LOINC"],
           [[R(a), R(K("BIOLOGIE", v)), R(K("NORMES", n)), R(K("LOINC", l))] for a, v, n, l in
            (("Hémoglobine", "8,3 g/dL", "12-16", "718-7"), ("HbS", "41 %", "< 30", "4625-4"),
             ("Réticulocytes", "212 G/L", "20-120", "60474-4"), ("Ferritine", "864 µg/L", "20-300", "2276-4"))],
           [3, 2, 2, 2]),
          ("p", R(K("EPONYME", "Test de Coombs"), " direct négatif ; RAI négatives."))]
    s2 = [("h", "Échange"),
          ("kv", [("Séparateur", R(K("DISPOSITIF", "Spectra Optia"), ", voie veineuse périphérique, acte ", K("CCAM", "FEJF003"))),
                  ("Concentrés", R("lots ", K("LOT", "A2541187"), ", ", K("LOT", "A2541203"), ", ", K("LOT", "A2541219"))),
                  ("Volume", R(K("MESURE", "1450 mL"), " échangés, HbS cible ", K("BIOLOGIE", "30 %"))),
                  ("Surveillance", R(p.soignant(), ", IDE, ADELI ", P("ADELI", p.adeli)))]),
          ("p", R("Prochain échange le ", p.date(42), " ; consultation avec le ", p.dr2(False), " le ", p.date(84), ".")),
          signature(p)]
    return title, [s0, s1, s2], "IDE"


BUILDERS = {"readaptation_cardiaque": s_readaptation, "consultation_douleur": s_douleur, "pied_diabetique": s_pied,
            "toxine_botulique": s_toxine, "phototherapie_uvb": s_photo, "drepanocytose_hdj": s_drepano}


def build(r, i, shape, npages):
    p = People(r, i)
    title, secs, so_title = BUILDERS[shape](p)
    if npages == 1:
        pages = [secs[0] + secs[1] + secs[2]]
    elif npages == 2:
        pages = [secs[0], secs[1] + secs[2]]
    else:
        pages = [secs[0], secs[1], secs[2]]
    foot = R(p.v_sig(), " · ", p.v_nom(), " ", p.v_prenom(), " ", p.v_compact(), " · IPP ", p.v_ipp())
    hdr = R(p.v_sig(), " - ", title, " - NDA ", p.v_nda())
    recipient = [p.gp(), R(P("ADRESSE", p.gp_addr)), R(P("CODE_POSTAL", p.gp_cp), " ", P("VILLE", p.gp_town.upper()))]
    fax = {"to": [("Destinataire", p.gp()), ("N° de télécopie", R(P("TELEPHONE", p.gp_fax))),
                  ("Ville", R(P("VILLE", p.gp_town)))],
           "from": [("Expéditeur", p.dr1()), ("Service", R(SERVICE[shape][0])),
                    ("Télécopie", R(P("TELEPHONE", p.efax))), ("Téléphone", R(P("TELEPHONE", p.ephone)))],
           "subject": R("Patient(e) ", p.v_nom(), " ", p.v_prenom(), ", IPP ", p.v_ipp()),
           "date": p.date(3), "efax": p.efax, "sig": p.sig, "efax_v": P("TELEPHONE", p.efax), "sig_v": p.v_sig(),
           "phone_v": P("TELEPHONE", p.ephone)}
    notes = [(1, R("Identité : ", p.v_nom(), " ", p.v_prenom(), ", ", p.nee(), " le ", p.v_birth((p.bstyle + 6) % 12),
                   " ; INS ", P("NIR", p.ins, "ins"), " ; NIR ", P("NIR", p.nir))),
             (2, R("Prise en charge : ", P("ORGANISME", p.insurer), ", adhérent n° ", P("NUM_ADHERENT", p.member, "mutuelle"),
                   " ; personne à prévenir : ", P("PRENOM", p.rel_prenom, "proche"), " ", P("NOM", p.rel_nom.upper(), "proche"),
                   ", ", P("TELEPHONE", p.rel_phone))),
             (3, R("Correspondant : ", p.dr2(), ", RPPS ", P("RPPS", p.d2_rpps), " ; secrétariat ", P("TELEPHONE", p.ephone)))]
    extra = {"notes": notes,
             "sender_line": R(p.v_sig(), " - ", P("ADRESSE", p.eaddr), " - ", P("CODE_POSTAL", p.ecp), " ", P("VILLE", p.etown)),
             "ref": R("IPP ", p.v_ipp(), " - NDA ", p.v_nda()),
             "lieu": R(P("VILLE", p.etown), ", le ", p.date(3))}
    return {"title": title, "shape": shape, "head": head_runs(p, shape), "team": team_runs(p, shape, so_title),
            "foot": foot, "hdr": hdr, "recipient": recipient, "fax": fax, "pages": pages, "people": p,
            "service": SERVICE[shape][0], **extra}
