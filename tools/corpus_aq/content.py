"""People of one document and the six shapes of corpus AQ (blocks of runs)."""
from __future__ import annotations

import datetime
import random

from . import ids
from .model import D, K, R, V, W

SHAPES = ["sortie_prothese_hanche", "courrier_unv_avc", "plan_action_asthme", "cr_arthroscopie_genou",
          "cr_biopsie_hepatique", "suivi_diabete_gestationnel"]
SHAPE_TITLES = {
    "sortie_prothese_hanche": "Compte rendu d'hospitalisation - prothèse totale de hanche",
    "courrier_unv_avc": "Courrier de sortie - unité neurovasculaire",
    "plan_action_asthme": "Plan d'action personnalisé - asthme de l'enfant",
    "cr_arthroscopie_genou": "Compte rendu opératoire - arthroscopie du genou",
    "cr_biopsie_hepatique": "Compte rendu de ponction-biopsie hépatique",
    "suivi_diabete_gestationnel": "Consultation de suivi - diabète gestationnel",
}
SERVICES = {
    "sortie_prothese_hanche": "Service de chirurgie orthopédique et traumatologique",
    "courrier_unv_avc": "Unité neurovasculaire - pôle neurosciences",
    "plan_action_asthme": "Service de pédiatrie - consultation de pneumo-pédiatrie",
    "cr_arthroscopie_genou": "Bloc opératoire - chirurgie du sport",
    "cr_biopsie_hepatique": "Service d'hépato-gastro-entérologie",
    "suivi_diabete_gestationnel": "Maternité - consultation d'endocrinologie et diabétologie",
}


class Person:
    def __init__(self, last, first, sex, sub):
        self.last, self.first, self.sex, self.sub = last, first, sex, sub

    def n(self, style="upper"):
        """Surname value in a writing: upper / title / lower."""
        t = {"upper": self.last.upper(), "title": self.last, "lower": self.last.lower()}[style]
        return V("NOM", t, self.sub)

    def p(self, style="title"):
        t = {"upper": self.first.upper(), "title": self.first, "lower": self.first.lower()}[style]
        return V("PRENOM", t, self.sub)

    def np(self, style=0):
        """Name writings: 0 'NOM Prénom', 1 'Prénom Nom', 2 'prénom nom', 3 'Prénom NOM', 4 'NOM, Prénom'."""
        return [R(self.n(), " ", self.p()), R(self.p(), " ", self.n("title")), R(self.p("lower"), " ", self.n("lower")),
                R(self.p(), " ", self.n()), R(self.n(), ", ", self.p())][style % 5]

    def dr(self, style=0):
        if style % 3 == 0:
            return R("Dr ", self.n(), " ", self.p())
        if style % 3 == 1:
            return R("Docteur ", self.p(), " ", self.n("title"))
        return R("Dr ", self.p(), " ", self.n())


class Ctx:
    """Every personal value of one document, drawn from a seeded generator."""

    def __init__(self, seed: int, i: int, shape: str):
        r = self.r = random.Random(seed * 1000 + i)
        self.i, self.shape = i, shape
        ped = shape == "plan_action_asthme"
        female = shape == "suivi_diabete_gestationnel" or r.random() < 0.5
        self.sex = 2 if female else 1
        last = r.choice(ids.PARTICLES) if i % 5 == 2 else r.choice(ids.SURNAMES)
        first = r.choice(ids.FIRST_F if female else ids.FIRST_M)
        self.pat = Person(last, first, self.sex, "patient")
        self.birth_name = None
        if female and not ped and i % 3 != 1:
            self.birth_name = Person(r.choice(ids.SURNAMES), first, 2, "naissance")
        if ped:
            y = 2014 + r.randint(0, 8)
        elif shape == "suivi_diabete_gestationnel":
            y = 1986 + r.randint(0, 12)
        else:
            y = 1938 + r.randint(0, 45)
        self.dob = datetime.date(y, r.randint(1, 12), r.randint(1, 28))
        self.dob_style = i % 11
        town, cp, dept = r.choice(ids.TOWNS)
        self.town, self.cp, self.dept = town, cp, dept
        btown = r.choice(ids.TOWNS)
        self.btown = btown[0]
        n13 = ids.nir13(r, self.sex, self.dob, btown[2])
        self.n13, self.nkey = n13, ids.nir_key(n13)
        self.ipp = str(r.randint(10 ** 8, 10 ** 10 - 1))
        yy = 26
        self.nda = r.choice(["%d-%06d-%s" % (yy, r.randint(0, 999999), r.choice("ABCHK")),
                             "NDA%dQ%05d" % (yy, r.randint(0, 99999)), "S20%d/%07d" % (yy, r.randint(0, 9999999)),
                             "V%08d-%d" % (r.randint(0, 99999999), r.randint(1, 9)),
                             "HS-%d%06d" % (yy, r.randint(0, 999999))])
        self.addr = "%d %s %s" % (r.randint(2, 148), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
        self.phone = ids.phone(r, True, i % 5)
        self.email = "%s.%s%d@%s" % (ids.ascii_fold(first.lower()).replace(" ", "-"),
                                     ids.ascii_fold(last.lower()).replace(" ", "").replace("'", ""),
                                     r.randint(1, 99), r.choice(["orange.fr", "laposte.net", "free.fr", "gmail.com"]))
        self.insurer = r.choice(ids.INSURERS)
        self.member = r.choice(["ADH-%08d" % r.randint(0, 10 ** 8 - 1), "M%09d" % r.randint(0, 10 ** 9 - 1),
                                "%010d" % r.randint(0, 10 ** 10 - 1), "AD %07d" % r.randint(0, 10 ** 7 - 1)])
        self.employer = r.choice(ids.EMPLOYERS)
        rel_first = r.choice(ids.FIRST_F + ids.FIRST_M)
        self.rel = Person(last if r.random() < 0.6 else r.choice(ids.SURNAMES), rel_first, 0, "proche")
        self.rel_link = "mère" if ped else r.choice(["épouse", "fils", "fille", "conjoint", "sœur"])
        if ped and rel_first in ids.FIRST_M:
            self.rel_link = "père"
        self.rel_phone = ids.phone(r, True, (i + 2) % 5)
        est, sig = ids.ESTABS[i % len(ids.ESTABS)]
        self.est, self.sig = est, sig
        etown, ecp, edept = ids.TOWNS[(i * 7 + 3) % len(ids.TOWNS)]
        if etown == town:
            etown, ecp, edept = ids.TOWNS[(i * 7 + 4) % len(ids.TOWNS)]
        self.etown, self.ecp, self.edept = etown, ecp, edept
        self.eaddr = "%d %s %s" % (r.randint(1, 60), r.choice(["avenue", "rue", "boulevard"]),
                                   r.choice(["du Docteur-Roux", "des Hospices", "Ambroise-Paré", "de la Santé"]))
        self.finess = ids.finess(r, edept)
        self.ephone = ids.phone(r, False, (i + 1) % 5)
        self.semail = "secretariat.%s@%s.fr" % (shape.split("_")[1][:6], ids.ascii_fold(sig.lower()).replace(".", "").replace("-", ""))
        used = {last}
        def fresh_last():
            while True:
                s = r.choice(ids.SURNAMES + ids.PARTICLES)
                if s not in used and s != self.rel.last:
                    used.add(s)
                    return s
        def fresh_first():
            return r.choice(ids.FIRST_F + ids.FIRST_M)
        self.doc1 = Person(fresh_last(), fresh_first(), 0, "medecin")
        self.doc1_rpps = ids.rpps(r)
        self.doc2 = Person(fresh_last(), fresh_first(), 0, "medecin")
        self.doc2_rpps = ids.rpps(r)
        hom = ids.HOMONYMS[i % len(ids.HOMONYMS)]
        self.nurse = Person(hom[0], fresh_first(), 0, "soignant")
        self.homonym_word = hom[1]
        self.nurse_adeli = ids.adeli(r, edept)
        self.gp = Person(fresh_last(), fresh_first(), 0, "medecin")
        gtown = ids.TOWNS[(i * 3 + 1) % len(ids.TOWNS)]
        self.gtown, self.gcp = gtown[0], gtown[1]
        self.gphone = ids.phone(r, False, (i + 3) % 5)
        self.lab = r.choice(ids.LABS)
        self.labno = r.choice(["L%06d-%03d" % (r.randint(0, 999999), r.randint(0, 999)),
                               "BIO-26-%07d" % r.randint(0, 9999999), "DL26%08d" % r.randint(0, 10 ** 8 - 1)])
        self.acc = "%s26%06d" % (r.choice(["IMG", "RX", "US", "CT"]), r.randint(0, 999999))
        self.presta, self.presta_sig = r.choice(ids.PRESTATAIRES)
        self.order = "CMD-%05d" % r.randint(0, 99999)
        base = datetime.date(2026, r.randint(1, 9), r.randint(1, 20))
        self.d0 = base
        self.d = [base + datetime.timedelta(days=k) for k in (0, 1, 2, 3, 5, 8, 21, 42, 90)]

    # ---------------------------------------------------------------- values
    def dob_v(self, style=None):
        return V("DATE_NAISSANCE", ids.birth_written(self.dob, self.dob_style if style is None else style))

    def nir_v(self, style, sub=""):
        return V("NIR", ids.nir_written(self.n13, self.nkey, style), sub)

    def ipp_v(self):
        return V("IPP", self.ipp, "patient")

    def nda_v(self):
        return V("NUM_SEJOUR", self.nda, "sejour")

    def est_v(self):
        return V("ETABLISSEMENT", self.est, "etablissement")

    def sig_v(self):
        return V("ETABLISSEMENT", self.sig, "sigle")

    def care(self, k):
        return D(ids.care(self.d[k]))

    def ne(self):
        return "née" if self.sex == 2 else "né"

    def civ(self):
        return "Mme" if self.sex == 2 else "M."

    # ---------------------------------------------------------------- common blocks
    def head(self, k, n, style):
        """Running head of page k (1-based) of n."""
        p = self.pat
        if style == 0:
            return R(self.sig_v(), " · ", p.np(0), " · IPP ", self.ipp_v())
        if style == 1:
            return R(p.np(4), " - ", self.ne(), " le ", self.dob_v(1), " - séjour ", self.nda_v())
        if style == 2:
            return R("Dossier ", self.ipp_v(), " | ", self.est_v())
        return R("Patient(e) : ", p.np(0), " - INS ", self.nir_v(1, "ins"), " - ", self.sig_v())

    def foot(self, k, n, style):
        if style == 0:
            return R(self.est_v(), " - FINESS ", V("FINESS", self.finess), " - page %d/%d" % (k, n))
        if style == 1:
            return R(self.sig_v(), " - ", V("VILLE", self.etown, "etablissement"), " - Tél. ",
                     V("TELEPHONE", self.ephone, "etablissement"), " - feuillet %d sur %d" % (k, n))
        if style == 2:
            return R("Document confidentiel - ", self.sig_v(), " - ", self.pat.n(), " - %d/%d" % (k, n))
        return R("édité le ", ids.care(self.d[2]), " par ", self.nurse.p("lower"), " ", self.nurse.n("lower"),
                 " - réf. ", self.pat.n("lower"), " ", self.pat.p("lower"), " - p. %d/%d" % (k, n))

    def letterhead(self):
        left = [R(self.est_v(), " (", self.sig_v(), ")"),
                R(SERVICES[self.shape]),
                R(V("ADRESSE", self.eaddr, "etablissement"), " - ", V("CODE_POSTAL", self.ecp), " ",
                  V("VILLE", self.etown, "etablissement")),
                R("FINESS ", V("FINESS", self.finess), " - Tél. ", V("TELEPHONE", self.ephone, "etablissement"))]
        right = [R("Chef de service : ", self.doc1.dr(0)),
                 R("RPPS ", V("RPPS", self.doc1_rpps)),
                 R("Secrétariat : ", V("EMAIL", self.semail, "etablissement"))]
        return ("letterhead", left, right)

    def sticker(self):
        p = self.pat
        return ("sticker", [R(p.np(0)), R(self.ne().capitalize(), " le ", self.dob_v(1), " - ", "F" if self.sex == 2 else "M"),
                            R("IPP ", self.ipp_v(), "  NDA ", self.nda_v())])

    def identity(self, style):
        p = self.pat
        rows = []
        if style % 3 == 0:
            if self.birth_name:
                rows.append(("Nom de naissance", R(self.birth_name.n())))
                rows.append(("Nom d'usage", R(p.n())))
            else:
                rows.append(("Nom", R(p.n())))
            rows += [("Prénom", R(p.p())), ("Date de naissance", R(self.dob_v())),
                     ("Lieu de naissance", R(V("VILLE", self.btown, "naissance"))),
                     ("Sexe", R("féminin" if self.sex == 2 else "masculin")), ("IPP", R(self.ipp_v())),
                     ("N° de séjour", R(self.nda_v())),
                     ("Adresse", R(V("ADRESSE", self.addr, "domicile"), ", ", V("CODE_POSTAL", self.cp), " ",
                                   V("VILLE", self.town, "domicile"))),
                     ("Téléphone", R(V("TELEPHONE", self.phone, "patient")))]
        elif style % 3 == 1:
            nm = R(p.n(), " ", p.p())
            if self.birth_name:
                nm = R(nm, " née ", self.birth_name.n())
            rows += [("Patient(e)", nm), ("Né(e) le", R(self.dob_v())), ("INS", R(self.nir_v(0, "ins"))),
                     ("Domicile", R(V("ADRESSE", self.addr, "domicile"), " - ", V("CODE_POSTAL", self.cp), " ",
                                    V("VILLE", self.town, "domicile"))),
                     ("Courriel", R(V("EMAIL", self.email, "patient"))), ("Portable", R(V("TELEPHONE", self.phone, "patient"))),
                     ("Mutuelle", R(V("ORGANISME", self.insurer, "mutuelle"), " - adhérent n° ", V("NUM_ADHERENT", self.member)))]
        else:
            nm = R(self.civ(), " ", p.p(), " ", p.n("title"))
            if self.birth_name:
                nm = R(nm, ", née ", self.birth_name.n("title"))
            rows += [("Identité", nm), ("Date de naissance", R(self.dob_v(), " (", K("AGE", "%d ans" % (2026 - self.dob.year)), ")")),
                     ("IPP / NDA", R(self.ipp_v(), " / ", self.nda_v())), ("N° de sécurité sociale", R(self.nir_v(2))),
                     ("Mobile", R(V("TELEPHONE", self.phone, "patient"))),
                     ("Adresse", R(V("ADRESSE", self.addr, "domicile"), ", ", V("CODE_POSTAL", self.cp), " ",
                                   V("VILLE", self.town, "domicile"))),
                     ("Employeur", R(V("ETABLISSEMENT", self.employer, "employeur")))]
        return ("kv", rows)

    def admin(self):
        rel = self.rel
        return ("kv", [
            ("Organisme complémentaire", R(V("ORGANISME", self.insurer, "mutuelle"), " - n° ", V("NUM_ADHERENT", self.member))),
            ("Courriel du patient", R(V("EMAIL", self.email, "patient"))),
            ("NIR", R(self.nir_v(3))),
            ("Personne à prévenir", R(rel.p(), " ", rel.n(), " (", self.rel_link, ") - ", V("TELEPHONE", self.rel_phone, "proche"))),
            ("Médecin traitant", R(self.gp.dr(1), ", ", V("CODE_POSTAL", self.gcp), " ", V("VILLE", self.gtown, "medecin"),
                                   " - ", V("TELEPHONE", self.gphone, "medecin"))),
        ])

    def signature(self):
        return ("sig", [R("Fait à ", V("VILLE", self.etown, "lieu_redaction"), ", le ", self.care(2)),
                        R(self.doc1.dr(2), " - RPPS ", V("RPPS", self.doc1_rpps), " - identifiant national ",
                          V("RPPS", "8" + self.doc1_rpps, "idnat")),
                        R("Concerne : ", self.pat.np(3), " (", self.ne(), " le ", self.dob_v(0), "). Copie : ", self.gp.dr(0))])


# ------------------------------------------------------------------------------------------ shapes
def _common_start(c: Ctx, id_style: int) -> list:
    return [c.letterhead(), c.sticker(), ("title", R(SHAPE_TITLES[c.shape])), ("h", "Identité du patient"),
            c.identity(id_style)]


def shape_hanche(c: Ctx, pages: int) -> list:
    p = c.pat
    b = _common_start(c, c.i)
    b += [("h", "Motif et antécédents"),
          ("p", R(p.np(1), ", ", c.ne(), " le ", c.dob_v(), ", a été hospitalisé(e) du ", c.care(0), " au ", c.care(4),
                  " pour coxarthrose droite évoluée (", K("CIM10", "M16.1"), "), score de Harris préopératoire ",
                  K("SCORE", "Harris 42/100"), ", Oxford ", K("SCORE", "Oxford 18/48"), ". Antécédents : HTA, ",
                  "hypothyroïdie substituée. Profession : ", W(c.homonym_word), " retraité(e).")),
          ("h", "Intervention"),
          ("caps", [(R(c.care(1)), "date opératoire"), (R(K("CCAM", "NEKA020")), "acte CCAM"),
                    (R(K("DISPOSITIF", "Corail taille 11")), "tige fémorale"), (R(K("LOT", "lot 4418827")), "lot tige"),
                    (R(K("DISPOSITIF", "Pinnacle 52 mm")), "cupule"), (R(K("MESURE", "350 mL")), "pertes sanguines")]),
          ("p", R("Opérateur : ", c.doc1.dr(0), " (RPPS ", V("RPPS", c.doc1_rpps), "). Anesthésie : ", c.doc2.dr(2),
                  ". Voie postéro-latérale, rachianesthésie, acide tranexamique ", K("DOSE", "1 000 mg"),
                  " IV. Radiographie de contrôle n° ", V("NUM_ACCESSION", c.acc), " satisfaisante.")),
          ]
    if pages >= 2:
        b.append(("break",))
    b += [("h", "Suites et biologie"),
          ("p", R("Bilan réalisé par le laboratoire ", V("ETABLISSEMENT", c.lab, "laboratoire"), " (dossier ",
                  V("NUM_DOSSIER_LABO", c.labno), ").")),
          ("table", ["Date", "Analyse", "Résultat", "Normes"],
           [[R(c.care(1)), R("Hémoglobine"), R(K("BIOLOGIE", "11,2 g/dL")), R(K("INTERVALLE", "12,0-16,0"))],
            [R(c.care(2)), R("Hémoglobine"), R(K("BIOLOGIE", "10,4 g/dL")), R(K("INTERVALLE", "12,0-16,0"))],
            [R(c.care(2)), R("CRP"), R(K("BIOLOGIE", "86 mg/L")), R(K("INTERVALLE", "< 5"))],
            [R(c.care(3)), R("Créatinine"), R(K("BIOLOGIE", "74 µmol/L")), R(K("INTERVALLE", "45-90"))]]),
          ("p", R("Lever J1 avec ", c.nurse.p(), " ", c.nurse.n(), " (IDE, ADELI ", V("ADELI", c.nurse_adeli),
                  "), marche avec deux cannes. Prévention thromboembolique : enoxaparine ", K("DOSE", "4 000 UI"),
                  " par jour pendant 35 jours (", K("ATC", "B01AB05"), ", UCD ", K("UCD", "3400892088310"), ").")),
          ("h", "Traitement de sortie"),
          ("table", ["Médicament", "Posologie", "ATC"],
           [[R("Paracétamol"), R(K("DOSE", "1 000 mg"), " x 4 / jour"), R(K("ATC", "N02BE01"))],
            [R("Enoxaparine"), R(K("DOSE", "4 000 UI"), " / jour"), R(K("ATC", "B01AB05"))],
            [R("Lévothyroxine"), R(K("DOSE", "75 µg"), " / jour"), R(K("ATC", "H03AA01"))]]),
          ]
    if pages >= 3:
        b.append(("break",))
    b += [("h", "Organisation de la sortie"),
          c.admin(),
          ("p", R("Rééducation en ville, arrêt de travail transmis à l'employeur (", V("ETABLISSEMENT", c.employer, "employeur"),
                  "). Consultation de contrôle le ", c.care(7), " avec radiographie. Prévenir ", c.rel.p(), " ",
                  c.rel.n("title"), " au ", V("TELEPHONE", c.rel_phone, "proche"), ".")),
          c.signature()]
    return b


def shape_unv(c: Ctx, pages: int) -> list:
    p = c.pat
    b = _common_start(c, c.i + 1)
    b += [("h", "Histoire de la maladie"),
          ("p", R("Cher confrère, j'ai pris en charge ", c.civ(), " ", p.np(3), ", ", c.ne(), " le ", c.dob_v(),
                  ", admis(e) le ", c.care(0), " à 14 h 20 pour hémiparésie droite et aphasie. NIHSS initial ",
                  K("SCORE", "NIHSS 14"), ", score ASPECTS ", K("SCORE", "ASPECTS 8"), ". IRM (examen ",
                  V("NUM_ACCESSION", c.acc), ") : infarctus sylvien gauche (", K("CIM10", "I63.3"), ").")),
          ("caps", [(R(K("HEURE", "13 h 05")), "début des symptômes"), (R(K("DOSE", "0,25 mg/kg")), "ténectéplase"),
                    (R(K("DELAI", "95 min")), "délai porte-aiguille"), (R(K("SCORE", "mRS 1")), "Rankin à J7")]),
          ("p", R("Thrombectomie mécanique (", K("CCAM", "EANF002"), ") par ", c.doc2.dr(1), " avec ",
                  K("DISPOSITIF", "stent retriever Solitaire X 4 x 40"), ", recanalisation ", K("SCORE", "TICI 2b"), ".")),
          ]
    if pages >= 2:
        b.append(("break",))
    b += [("h", "Bilan étiologique"),
          ("table", ["Examen", "Date", "Résultat"],
           [[R("Holter ECG 48 h"), R(c.care(2)), R("fibrillation atriale paroxystique")],
            [R("ETT"), R(c.care(3)), R("FEVG ", K("MESURE", "58 %"))],
            [R("LDL-cholestérol"), R(c.care(1)), R(K("BIOLOGIE", "1,62 g/L"))],
            [R("HbA1c"), R(c.care(1)), R(K("BIOLOGIE", "6,1 %"))]]),
          ("p", R("Biologie : ", V("ETABLISSEMENT", c.lab, "laboratoire"), ", dossier ", V("NUM_DOSSIER_LABO", c.labno),
                  ". Score CHA2DS2-VASc ", K("SCORE", "CHA2DS2-VASc 5"), ". Orthophonie par ", c.nurse.p("lower"), " ",
                  c.nurse.n("lower"), " (ADELI ", V("ADELI", c.nurse_adeli), ").")),
          ("h", "Traitement de sortie"),
          ("table", ["Spécialité", "Dose", "ATC", "UCD"],
           [[R("Apixaban"), R(K("DOSE", "5 mg"), " x 2"), R(K("ATC", "B01AF02")), R(K("UCD", "3400893776367"))],
            [R("Atorvastatine"), R(K("DOSE", "80 mg")), R(K("ATC", "C10AA05")), R(K("UCD", "3400894100451"))]]),
          ]
    if pages >= 3:
        b.append(("break",))
    b += [("h", "Suivi"),
          c.admin(),
          ("p", R("Reprise du travail à discuter avec la médecine du travail de ", V("ETABLISSEMENT", c.employer, "employeur"),
                  ". Consultation neurovasculaire le ", c.care(8), ". Le ", W(c.homonym_word),
                  " du village a accompagné le patient aux urgences.")),
          c.signature()]
    return b


def shape_asthme(c: Ctx, pages: int) -> list:
    p = c.pat
    b = _common_start(c, c.i + 2)
    b += [("h", "Enfant concerné"),
          ("p", R("Plan établi pour ", p.np(1), " (", c.ne(), " le ", c.dob_v(), "), suivi pour asthme persistant modéré (",
                  K("CIM10", "J45.1"), "). Parent référent : ", c.rel.np(3), " (", c.rel_link, "), ",
                  V("TELEPHONE", c.rel_phone, "proche"), ". Poids ", K("POIDS", "24 kg"), ", DEP de référence ",
                  K("MESURE", "240 L/min"), ".")),
          ("h", "Zone verte - traitement de fond"),
          ("table", ["Médicament", "Dose", "Dispositif", "ATC"],
           [[R("Fluticasone"), R(K("DOSE", "50 µg"), " 2 bouffées matin et soir"), R(K("DISPOSITIF", "chambre Babyhaler")), R(K("ATC", "R03BA05"))],
            [R("Montélukast"), R(K("DOSE", "5 mg"), " le soir"), R("-"), R(K("ATC", "R03DC03"))]]),
          ]
    if pages >= 2:
        b.append(("break",))
    b += [("h", "Zone orange - crise"),
          ("p", R("Salbutamol ", K("DOSE", "100 µg"), " : 4 à 6 bouffées toutes les 20 minutes pendant une heure (",
                  K("ATC", "R03AC02"), ", lot ", K("LOT", "LT8821-B"), "). Si DEP < ", K("MESURE", "160 L/min"),
                  " appeler ", c.doc2.dr(0), " au ", V("TELEPHONE", c.ephone, "etablissement"), ".")),
          ("h", "Zone rouge - urgence"),
          ("p", R("Appeler le 15. Prednisolone ", K("DOSE", "1 mg/kg"), ". Score ", K("SCORE", "PRAM 6"),
                  ". Test de contrôle ", K("SCORE", "c-ACT 17"), ".")),
          ("h", "Explorations"),
          ("caps", [(R(c.care(3)), "EFR"), (R(K("BIOLOGIE", "VEMS 82 %")), "VEMS/théorique"),
                    (R(K("BIOLOGIE", "IgE 340 kUI/L")), "IgE totales"), (R(V("NUM_DOSSIER_LABO", c.labno)), "dossier labo")]),
          ]
    if pages >= 3:
        b.append(("break",))
    b += [("h", "École et contacts"),
          c.admin(),
          ("p", R("Infirmière scolaire : ", c.nurse.np(0), ", ADELI ", V("ADELI", c.nurse_adeli),
                  ". Prochaine consultation le ", c.care(8), ". Le ", W(c.homonym_word), " de la cantine est informé.")),
          c.signature()]
    return b


def shape_genou(c: Ctx, pages: int) -> list:
    p = c.pat
    b = _common_start(c, c.i + 3)
    b += [("h", "Indication"),
          ("p", R(p.np(0), " (IPP ", c.ipp_v(), "), sportif(ve), présente une lésion méniscale interne (", K("CIM10", "S83.2"),
                  ") avec rupture du LCA. Score de Lysholm ", K("SCORE", "Lysholm 61"), ", test de Lachman positif, IKDC ",
                  K("SCORE", "IKDC 48"), ". IRM n° ", V("NUM_ACCESSION", c.acc), ".")),
          ("h", "Compte rendu opératoire"),
          ("caps", [(R(c.care(1)), "date"), (R(K("CCAM", "NFMC003")), "ligamentoplastie"),
                    (R(K("CCAM", "NFFC004")), "méniscectomie"), (R(K("MESURE", "garrot 80 min")), "durée de garrot"),
                    (R(K("DISPOSITIF", "vis Milagro 8 x 23")), "fixation tibiale"), (R(K("LOT", "lot 26A1187")), "lot")]),
          ("p", R("Opérateur ", c.doc1.dr(1), ", aide opératoire ", c.nurse.p(), " ", c.nurse.n(), " (ADELI ",
                  V("ADELI", c.nurse_adeli), "). Anesthésiste ", c.doc2.dr(0), ". Antibioprophylaxie céfazoline ",
                  K("DOSE", "2 000 mg"), ". Arthroscope série ", K("DISPOSITIF", "SN 7710-4432"), ".")),
          ]
    if pages >= 2:
        b.append(("break",))
    b += [("h", "Consignes postopératoires"),
          ("table", ["Période", "Appui", "Attelle", "Kinésithérapie"],
           [[R("J0-J21"), R("partiel"), R("attelle Zimmer"), R("2 séances/semaine")],
            [R("J21-J45"), R("complet"), R("-"), R("3 séances/semaine")]]),
          ("p", R("Tinzaparine ", K("DOSE", "3 500 UI"), " pendant 14 jours (", K("ATC", "B01AB10"),
                  "). Glace 20 minutes 4 fois par jour. Résultats de bactériologie : ", V("ETABLISSEMENT", c.lab, "laboratoire"),
                  ", dossier ", V("NUM_DOSSIER_LABO", c.labno), ".")),
          ]
    if pages >= 3:
        b.append(("break",))
    b += [("h", "Administratif"),
          c.admin(),
          ("p", R("Arrêt de travail de 6 semaines pour l'employeur ", V("ETABLISSEMENT", c.employer, "employeur"),
                  ". Revoir le ", c.care(7), ". Le ", W(c.homonym_word), " du club sera prévenu par la famille.")),
          c.signature()]
    return b


def shape_biopsie(c: Ctx, pages: int) -> list:
    p = c.pat
    b = _common_start(c, c.i + 4)
    b += [("h", "Indication"),
          ("p", R(c.civ(), " ", p.np(3), " (", c.ne(), " le ", c.dob_v(), "), suivi(e) pour hépatopathie chronique (",
                  K("CIM10", "K74.6"), "), élastométrie ", K("MESURE", "14,2 kPa"), ", score APRI ",
                  K("SCORE", "APRI 1,4"), ". Échographie de repérage n° ", V("NUM_ACCESSION", c.acc), ".")),
          ("h", "Geste"),
          ("caps", [(R(c.care(0)), "date du geste"), (R(K("CCAM", "HLHB003")), "acte CCAM"),
                    (R(K("DISPOSITIF", "aiguille Menghini 16 G")), "aiguille"), (R(K("MESURE", "22 mm")), "longueur de carotte"),
                    (R(K("DOSE", "10 mL")), "lidocaïne 1 %"), (R(K("LOT", "lot 2604-117")), "lot lidocaïne")]),
          ("p", R("Opérateur : ", c.doc1.dr(2), ". Surveillance par ", c.nurse.np(2), " (ADELI ", V("ADELI", c.nurse_adeli),
                  ") : pouls, TA, douleur toutes les 30 minutes pendant 6 heures. Bilan préalable du ",
                  V("ETABLISSEMENT", c.lab, "laboratoire"), " (dossier ", V("NUM_DOSSIER_LABO", c.labno), ").")),
          ]
    if pages >= 2:
        b.append(("break",))
    b += [("h", "Bilan d'hémostase"),
          ("table", ["Paramètre", "Valeur", "Normes", "LOINC"],
           [[R("Plaquettes"), R(K("BIOLOGIE", "142 G/L")), R(K("INTERVALLE", "150-400")), R(K("LOINC", "777-3"))],
            [R("TP"), R(K("BIOLOGIE", "78 %")), R(K("INTERVALLE", "70-100")), R(K("LOINC", "5894-1"))],
            [R("ASAT"), R(K("BIOLOGIE", "68 UI/L")), R(K("INTERVALLE", "< 35")), R(K("LOINC", "1920-8"))]]),
          ("h", "Anatomopathologie"),
          ("p", R("Fibrose ", K("SCORE", "METAVIR A2F3"), ", coloration de Perls négative, score NAS ", K("SCORE", "NAS 5"),
                  ". Prélèvement fixé au formol, résultat définitif attendu le ", c.care(5), ".")),
          ]
    if pages >= 3:
        b.append(("break",))
    b += [("h", "Sortie"),
          c.admin(),
          ("p", R("Sortie le ", c.care(1), ", joignable au ", V("TELEPHONE", c.phone, "patient"), ". Le ",
                  W(c.homonym_word), " voisin raccompagne le patient.")),
          c.signature()]
    return b


def shape_diabete(c: Ctx, pages: int) -> list:
    p = c.pat
    b = _common_start(c, c.i + 5)
    b += [("h", "Contexte obstétrical"),
          ("p", R(p.np(3), ", ", c.ne(), " le ", c.dob_v(), ", G2P1, grossesse de ", K("AGE", "28 SA"),
                  ", diabète gestationnel (", K("CIM10", "O24.4"), ") diagnostiqué par HGPO ", K("BIOLOGIE", "1,82 g/L"),
                  " à 1 h. Sage-femme référente : ", c.nurse.np(1), " (ADELI ", V("ADELI", c.nurse_adeli),
                  "). Échographie de croissance n° ", V("NUM_ACCESSION", c.acc), ".")),
          ("h", "Carnet glycémique"),
          ("table", ["Date", "À jeun", "Post-prandial midi", "Post-prandial soir"],
           [[R(c.care(0)), R(K("BIOLOGIE", "0,98 g/L")), R(K("BIOLOGIE", "1,34 g/L")), R(K("BIOLOGIE", "1,28 g/L"))],
            [R(c.care(2)), R(K("BIOLOGIE", "1,02 g/L")), R(K("BIOLOGIE", "1,41 g/L")), R(K("BIOLOGIE", "1,22 g/L"))],
            [R(c.care(4)), R(K("BIOLOGIE", "0,95 g/L")), R(K("BIOLOGIE", "1,19 g/L")), R(K("BIOLOGIE", "1,25 g/L"))]]),
          ]
    if pages >= 2:
        b.append(("break",))
    b += [("h", "Traitement"),
          ("caps", [(R(K("DOSE", "6 UI")), "insuline au coucher"), (R(K("ATC", "A10AE05")), "détémir"),
                    (R(K("DISPOSITIF", "stylo FlexPen")), "dispositif"), (R(K("LOT", "lot MR7716")), "lot")]),
          ("p", R("Lecteur ", K("DISPOSITIF", "FreeStyle Libre 2"), " (série ", K("DISPOSITIF", "SN 3MH0127KX9"),
                  "). HbA1c ", K("BIOLOGIE", "5,6 %"), " au laboratoire ", V("ETABLISSEMENT", c.lab, "laboratoire"),
                  " (dossier ", V("NUM_DOSSIER_LABO", c.labno), "). Score de Bishop à réévaluer (", K("SCORE", "Bishop 4"), ").")),
          ]
    if pages >= 3:
        b.append(("break",))
    b += [("h", "Suivi"),
          c.admin(),
          ("p", R("Congé maternité déclaré à l'employeur ", V("ETABLISSEMENT", c.employer, "employeur"),
                  ". Prochain rendez-vous le ", c.care(6), " ; contact diététicienne au ", V("TELEPHONE", c.ephone, "etablissement"),
                  ". Le ", W(c.homonym_word), " du quartier livre les repas adaptés.")),
          c.signature()]
    return b


BUILDERS = {"sortie_prothese_hanche": shape_hanche, "courrier_unv_avc": shape_unv, "plan_action_asthme": shape_asthme,
            "cr_arthroscopie_genou": shape_genou, "cr_biopsie_hepatique": shape_biopsie,
            "suivi_diabete_gestationnel": shape_diabete}


def build(seed: int, i: int, shape: str, pages: int):
    c = Ctx(seed, i, shape)
    return c, BUILDERS[shape](c, pages)
