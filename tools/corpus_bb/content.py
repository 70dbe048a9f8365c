"""The six document shapes of corpus BB and the people / identifiers they print (all invented)."""
from __future__ import annotations

import datetime

from . import ids
from .model import D, K, R, V, W

TITLES = {"ponction_lombaire": "Compte rendu de ponction lombaire",
          "suivi_escarre": "Fiche de suivi d'escarre",
          "fin_radiotherapie": "Compte rendu de fin de radiothérapie",
          "bilan_bariatrique": "Bilan préopératoire de chirurgie bariatrique",
          "sortie_contre_avis": "Attestation de sortie contre avis médical",
          "bilan_deglutition": "Bilan de déglutition"}
SHAPES = list(TITLES)
SERVICES = {"ponction_lombaire": "Neurologie", "suivi_escarre": "Médecine gériatrique",
            "fin_radiotherapie": "Radiothérapie-oncologie", "bilan_bariatrique": "Chirurgie digestive",
            "sortie_contre_avis": "Urgences - UHCD", "bilan_deglutition": "Médecine physique et réadaptation"}


def _slug(s: str) -> str:
    import unicodedata
    s = "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch)).lower()
    return "".join(ch if ch.isalnum() else "." for ch in s).strip(".").replace("..", ".")


class Ctx:
    """Everything personal about one document."""

    def __init__(self, r, i: int, shape: str):
        self.r, self.i, self.shape = r, i, shape
        self.sex = r.choice([1, 2])
        pool = ids.SURNAMES + ids.PARTICLES + ids.WORD_NAMES
        nom = pool[(i * 7 + r.randint(0, 3)) % len(pool)]
        self.nom = nom
        self.first = r.choice(ids.FIRST_M if self.sex == 1 else ids.FIRST_F)
        self.birth_name = r.choice(ids.SURNAMES) if self.sex == 2 and r.random() < 0.6 else None
        self.dob = datetime.date(r.randint(1931, 2004), r.randint(1, 12), r.randint(1, 28))
        self.dob_style = i % 13
        bt = r.choice(ids.TOWNS)
        self.birth_town, self.birth_dept = bt[0], bt[2]
        town = r.choice(ids.TOWNS)
        self.town, self.cp, self.dept = town
        self.street = "%d %s %s" % (r.randint(1, 140), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
        self.n13 = ids.nir13(r, self.sex, self.dob, self.birth_dept)
        self.key = ids.nir_key(self.n13)
        self.nir = ids.nir_written(self.n13, self.key, i)
        self.ins = self.n13 + self.key
        self.ipp = ["%010d" % r.randint(10 ** 8, 10 ** 10 - 1), "P%d-%06d" % (2025, r.randint(1, 999999)),
                    "%02d %02d %02d %02d %02d" % tuple(r.randint(0, 99) for _ in range(5)),
                    "I-%07d" % r.randint(10 ** 6, 10 ** 7 - 1)][i % 4]
        self.nda = ["NDA %03d-%06d" % (r.randint(250, 259), r.randint(1, 999999)),
                    "V25.%05d.%d" % (r.randint(1, 99999), r.randint(0, 9)),
                    "EPI/25/%06d" % r.randint(1, 999999), "2509%06d" % r.randint(1, 999999)][(i // 2) % 4]
        self.phone = ids.phone(r, False, i)
        self.mobile = ids.phone(r, True, i + 3)
        self.email = "%s.%s%d@%s" % (_slug(self.first), _slug(nom.split()[-1]), r.randint(1, 99),
                                     r.choice(["courriel-fictif.fr", "boite.example", "exemple-mail.net"]))
        est = ids.ESTABS[(i + r.randint(0, 7)) % len(ids.ESTABS)]
        self.est, self.sigle = est
        et = r.choice(ids.TOWNS)
        self.est_town, self.est_cp, self.est_dept = et
        self.est_street = "%d %s %s" % (r.randint(1, 60), r.choice(["avenue", "rue", "boulevard"]), r.choice(ids.STREET_NAMES))
        self.finess = ids.finess(r, self.est_dept)
        self.finess_ej = ids.finess(r, self.est_dept, legal=True)
        self.est_phone = ids.phone(r, False, i + 1)
        self.est_fax = ids.phone(r, False, i + 2)
        self.sec_email = "secretariat.%s@%s.example" % (_slug(SERVICES[shape]).split(".")[0], self.sigle.lower())
        hom = ids.HOMONYMS[i % len(ids.HOMONYMS)]
        self.hom_name, self.hom_word = hom
        self.docs = []
        for k in range(3):
            sx = r.choice([1, 2])
            fn = r.choice(ids.FIRST_M if sx == 1 else ids.FIRST_F)
            ln = hom[0] if k == 1 else r.choice(ids.SURNAMES + ids.PARTICLES)
            self.docs.append((fn, ln, ids.rpps(r)))
        self.doc_email = "%s.%s@%s.example" % (_slug(self.docs[0][0]), _slug(self.docs[0][1]).split(".")[-1], self.sigle.lower())
        self.nurse = (r.choice(ids.FIRST_F + ids.FIRST_M), r.choice(ids.SURNAMES), ids.adeli(r, self.est_dept))
        rel_first = r.choice(ids.FIRST_F + ids.FIRST_M)
        self.rel = (rel_first, r.choice([nom, r.choice(ids.SURNAMES)]), r.choice(["fille", "fils", "épouse", "mari", "sœur", "neveu"]),
                    ids.phone(r, True, i + 5))
        self.gp = (r.choice(ids.FIRST_F + ids.FIRST_M), r.choice(ids.SURNAMES), ids.rpps(r))
        self.gp_email = "dr.%s@%s" % (_slug(self.gp[1]).replace(".", "-"), r.choice(["medecin-fictif.mssante.example", "cabinet-test.example"]))
        self.insurer = r.choice(ids.INSURERS)
        self.member = ["ADH %04d %04d %02d" % (r.randint(0, 9999), r.randint(0, 9999), r.randint(0, 99)),
                       "%08d/%02d" % (r.randint(0, 10 ** 8 - 1), r.randint(1, 9)),
                       "M-%d-%05d" % (r.randint(10, 99), r.randint(0, 99999))][i % 3]
        self.employer = r.choice(ids.EMPLOYERS)
        self.lab = r.choice(ids.LABS)
        self.lab_file = ["LB25-%07d" % r.randint(0, 10 ** 7 - 1), "2508%02d/%04d" % (r.randint(1, 28), r.randint(0, 9999)),
                         "BIO %d %06d" % (25, r.randint(0, 999999))][i % 3]
        self.accession = ["ACC2025%07d" % r.randint(0, 10 ** 7 - 1), "RX25.%06d" % r.randint(0, 999999),
                          "IMA-%08d" % r.randint(0, 10 ** 8 - 1)][(i + 1) % 3]
        self.request = ["DEM-25-%05d" % r.randint(0, 99999), "RQ%09d" % r.randint(0, 10 ** 9 - 1)][i % 2]
        self.presc = ["ORD/2025/%06d" % r.randint(0, 999999), "PRE-%d-%05d" % (r.randint(10, 99), r.randint(0, 99999))][(i + 1) % 2]
        base = datetime.date(2025, r.randint(1, 9), r.randint(1, 20))
        self.d = [base + datetime.timedelta(days=k * r.randint(1, 4)) for k in range(6)]

    # ---- value helpers
    def care(self, k):
        return D(ids.care(self.d[k]))

    def dob_v(self):
        return V("DATE_NAISSANCE", ids.birth_written(self.dob, self.dob_style))

    def nom_v(self, style=0):
        t = [self.nom.upper(), self.nom, self.nom.lower()][style]
        return V("NOM", t, "patient")

    def first_v(self, style=0):
        return V("PRENOM", [self.first, self.first.upper(), self.first.lower()][style], "patient")

    def doc_run(self, k, form=None):
        fn, ln, _ = self.docs[k]
        form = (self.i + k) % 4 if form is None else form
        if form == 0:
            return R("Dr ", V("PRENOM", fn, "medecin"), " ", V("NOM", ln, "medecin"))
        if form == 1:
            return R("Pr ", V("NOM", ln.upper(), "medecin"), " ", V("PRENOM", fn, "medecin"))
        if form == 2:
            return R(V("NOM", ln.upper(), "medecin"), " ", V("PRENOM", fn, "medecin"), " (Dr)")
        return R("Docteur ", V("PRENOM", fn, "medecin"), " ", V("NOM", ln, "medecin"))

    def rpps_run(self, k, idnat=False):
        rp = self.docs[k][2]
        return R(V("RPPS", "8" + rp, "idnat")) if idnat else R(V("RPPS", rp))


def letterhead(c: Ctx) -> list:
    return [R(V("ETABLISSEMENT", c.est, "etablissement"), " (", V("ETABLISSEMENT", c.sigle, "sigle"), ")"),
            R("Service de ", SERVICES[c.shape].lower()),
            R(V("ADRESSE", c.est_street), ", ", V("CODE_POSTAL", c.est_cp), " ", V("VILLE", c.est_town.upper(), "etablissement")),
            R("Standard ", V("TELEPHONE", c.est_phone), " · télécopie ", V("TELEPHONE", c.est_fax)),
            R("Courriel : ", V("EMAIL", c.sec_email)),
            R("FINESS ét. ", V("FINESS", c.finess), " / EJ ", V("FINESS", c.finess_ej, "juridique"))]


def team(c: Ctx) -> list:
    fn, ln, ad = c.nurse
    return [R(c.doc_run(0), " - RPPS ", c.rpps_run(0)),
            R(c.doc_run(1), " - n° RPPS ", c.rpps_run(1)),
            R(c.doc_run(2), " - id. nat. ", c.rpps_run(2, idnat=True)),
            R("IDE ", V("PRENOM", fn, "soignant"), " ", V("NOM", ln.upper(), "soignant"), " (ADELI ", V("ADELI", ad), ")")]


def identity(c: Ctx) -> list:
    """The identity block: rotating label writings, values before labels, English labels."""
    i = c.i
    birth = [] if not c.birth_name else [("Nom de naissance" if i % 2 else "Birth name",
                                          R(V("NOM", c.birth_name.upper(), "naissance")))]
    if i % 3 == 0:
        rows = [("Nom d'usage", R(c.nom_v(0))), ("Prénom(s)", R(c.first_v(0)))] + birth + [
            ("Né(e) le", R(c.dob_v(), " à ", V("VILLE", c.birth_town, "naissance")))]
    elif i % 3 == 1:
        rows = [("Last name / First name", R(c.nom_v(0), ", ", c.first_v(0)))] + birth + [
            ("Date of birth", R(c.dob_v())), ("Place of birth", R(V("VILLE", c.birth_town.upper(), "naissance")))]
    else:
        rows = [("Identité", R(c.nom_v(1), " ", c.first_v(1), " - saisie accueil : ", c.nom_v(2), " ", c.first_v(2)))] + birth + [
            ("DDN", R(c.dob_v(), " (lieu : ", V("VILLE", c.birth_town, "naissance"), ")"))]
    rows += [(["IPP", "N° patient", "Identifiant patient", "Patient ID"][i % 4], R(V("IPP", c.ipp))),
             (["Séjour", "NDA", "N° de venue", "Episode"][(i + 1) % 4], R(V("NUM_SEJOUR", c.nda))),
             ("Adresse" if i % 2 else "Domicile", R(V("ADRESSE", c.street), " ", V("CODE_POSTAL", c.cp), " ", V("VILLE", c.town))),
             ("Tél." if i % 2 else "Phone", R(V("TELEPHONE", c.phone), " / port. ", V("TELEPHONE", c.mobile))),
             ("Mél." if i % 2 else "E-mail", R(V("EMAIL", c.email))),
             ("NIR" if i % 2 else "N° sécu", R(V("NIR", c.nir))),
             ("INS (matricule)", R(V("NIR", c.ins, "ins"), " - OID ", K("OID", "1.2.250.1.213.1.4.8")))]
    return [("kv", rows)]


def admin(c: Ctx) -> list:
    rf, rl, rlink, rph = c.rel
    return [("kv", [("Personne à prévenir", R(V("PRENOM", rf, "proche"), " ", V("NOM", rl.upper(), "proche"), " (", rlink, "), ", V("TELEPHONE", rph))),
                    ("Organisme complémentaire", R(V("ORGANISME", c.insurer), ", adhérent ", V("NUM_ADHERENT", c.member))),
                    ("Employeur", R(V("ETABLISSEMENT", c.employer, "employeur"))),
                    ("Médecin traitant", R("Dr ", V("PRENOM", c.gp[0], "medecin"), " ", V("NOM", c.gp[1], "medecin"),
                                           ", RPPS ", V("RPPS", c.gp[2])))])]


def signature(c: Ctx, k=0) -> tuple:
    return ("sig", [R("Fait le ", c.care(3), ","), c.doc_run(k), R("RPPS ", c.rpps_run(k))])


def prose_homonym(c: Ctx) -> list:
    return R("Ancien ", W(c.hom_word), " de métier, le patient reste autonome pour la toilette (le terme « ",
             W(c.hom_word), " » figure au dossier social).")


# ------------------------------------------------------------------ shapes: three sections of blocks each
def shape_ponction_lombaire(c: Ctx):
    s1 = [("h", "Identification")] + identity(c) + [("p", R("Demande ", V("IDENTIFIANT", c.request, "DEMANDE"), " du ", c.care(0),
                                                           " ; indication : céphalées fébriles, suspicion de méningite (",
                                                           K("CIM10", "G03.9"), ")."))]
    s2 = [("h", "Geste"),
          ("p", R("Ponction réalisée le ", c.care(1), " en position assise, espace ", K("MESURE", "L4-L5"), ", aiguille ",
                  K("DISPOSITIF", "Sprotte 22G"), ", lot ", K("LOT", "SP4471B"), ". Acte ", K("CCAM", "AFHB001"),
                  ". Pression d'ouverture ", K("MESURE", "18 cmH2O"), ". Signe de ", K("EPONYME", "Kernig"), " négatif, signe de ",
                  K("EPONYME", "Brudzinski"), " négatif.")),
          ("tab", ["Analyse LCR", "Résultat", "Valeurs de référence", "LOINC"],
           [[R("Leucocytes"), R(K("BIOLOGIE", "3 /mm3")), R(K("BIOLOGIE", "< 5 /mm3")), R(K("LOINC", "26465-5"))],
            [R("Protéinorachie"), R(K("BIOLOGIE", "0,38 g/L")), R(K("BIOLOGIE", "0,15-0,45 g/L")), R(K("LOINC", "2880-3"))],
            [R("Glycorachie"), R(K("BIOLOGIE", "3,4 mmol/L")), R(K("BIOLOGIE", "2,2-3,9 mmol/L")), R(K("LOINC", "2342-4"))]],
           [3, 2, 3, 2]),
          ("p", R("Dossier ", V("NUM_DOSSIER_LABO", c.lab_file), " analysé par le ", V("ETABLISSEMENT", c.lab, "laboratoire"),
                  " ; PCR multiplex négative. Scanner cérébral préalable, accession ", V("NUM_ACCESSION", c.accession), "."))]
    s3 = [("h", "Suites"), ("p", R("Décubitus 2 h, ", K("MEDICAMENT", "Paracétamol"), " ", K("DOSE", "1 g"), " (", K("ATC", "N02BE01"),
                                    ") si céphalée post-ponction. ")), ("p", prose_homonym(c))] + admin(c) + [signature(c)]
    return [s1, s2, s3]


def shape_suivi_escarre(c: Ctx):
    s1 = [("h", "Patient")] + identity(c) + [("p", R("Score de ", K("EPONYME", "Braden"), " ", K("SCORE", "12/23"),
                                                   " à l'entrée le ", c.care(0), ", matelas ", K("DISPOSITIF", "Axtair One"), "."))]
    s2 = [("h", "Évaluation des plaies"),
          ("tab", ["Date", "Localisation", "Stade", "Dimensions"],
           [[R(c.care(1)), R("sacrum"), R(K("SCORE", "stade 3")), R(K("MESURE", "4,5 x 3 cm"))],
            [R(c.care(2)), R("talon droit"), R(K("SCORE", "stade 2")), R(K("MESURE", "2 x 1,5 cm"))],
            [R(c.care(4)), R("sacrum"), R(K("SCORE", "stade 3")), R(K("MESURE", "3,8 x 2,6 cm"))]], [2, 3, 2, 3]),
          ("p", R("Pansement ", K("DISPOSITIF", "Urgotul Ag"), " lot ", K("LOT", "UG2291K"), ", albuminémie ",
                  K("BIOLOGIE", "29 g/L"), " (", K("BIOLOGIE", "35-50 g/L"), "), code ", K("CIM10", "L89.2"), "."))]
    s3 = [("h", "Plan de soins"), ("p", R("Complément oral ", K("MEDICAMENT", "Fortimel"), " ", K("DOSE", "2 x 200 mL"),
                                        "/j ; poids ", K("POIDS", "52 kg"), ". Réfection par l'IDE de ville, ordonnance ",
                                        V("IDENTIFIANT", c.presc, "ORDONNANCE"), ".")), ("p", prose_homonym(c))] + admin(c) + [signature(c, 1)]
    return [s1, s2, s3]


def shape_fin_radiotherapie(c: Ctx):
    s1 = [("h", "Identité")] + identity(c) + [("p", R("Adénocarcinome prostatique (", K("CIM10", "C61"), "), score de ",
                                                    K("EPONYME", "Gleason"), " ", K("SCORE", "7 (3+4)"), ", PSA initial ",
                                                    K("BIOLOGIE", "11,2 ng/mL"), "."))]
    s2 = [("h", "Traitement délivré"),
          ("tab", ["Volume", "Dose totale", "Fractions", "Du / au"],
           [[R("Prostate + VS"), R(K("MESURE", "78 Gy")), R(K("MESURE", "39 x 2 Gy")), R(c.care(0), " - ", c.care(5))],
            [R("Aires ganglionnaires"), R(K("MESURE", "46 Gy")), R(K("MESURE", "23 x 2 Gy")), R(c.care(0), " - ", c.care(3))]], [3, 2, 2, 4]),
          ("p", R("Technique ", K("DISPOSITIF", "VMAT 6 MV"), ", acte ", K("CCAM", "ZZNL053"), ", imagerie de repositionnement ",
                  V("NUM_ACCESSION", c.accession), ". Toxicités ", K("SCORE", "CTCAE grade 1"), " urinaires."))]
    s3 = [("h", "Suivi"), ("p", R(K("MEDICAMENT", "Tamsulosine"), " ", K("DOSE", "0,4 mg"), " (", K("ATC", "G04CA02"),
                                  "), PSA à 3 mois au ", V("ETABLISSEMENT", c.lab, "laboratoire"), " (dossier ",
                                  V("NUM_DOSSIER_LABO", c.lab_file), ").")), ("p", prose_homonym(c))] + admin(c) + [signature(c, 2)]
    return [s1, s2, s3]


def shape_bilan_bariatrique(c: Ctx):
    s1 = [("h", "Identification")] + identity(c) + [("p", R("IMC ", K("MESURE", "43,1 kg/m2"), ", poids ", K("POIDS", "121 kg"),
                                                           ", tour de taille ", K("MESURE", "128 cm"), " ; ", K("CIM10", "E66.0"), "."))]
    s2 = [("h", "Bilan pluridisciplinaire"),
          ("tab", ["Examen", "Résultat", "Norme"],
           [[R("HbA1c"), R(K("BIOLOGIE", "6,9 %")), R(K("BIOLOGIE", "4-6 %"))],
            [R("Ferritine"), R(K("BIOLOGIE", "48 µg/L")), R(K("BIOLOGIE", "30-300 µg/L"))],
            [R("Vitamine D"), R(K("BIOLOGIE", "18 ng/mL")), R(K("BIOLOGIE", "30-100 ng/mL"))]], [3, 2, 3]),
          ("p", R("Polygraphie : IAH ", K("SCORE", "24/h"), ", appareillage ", K("DISPOSITIF", "ResMed AirSense 11"),
                  ". Fibroscopie (accession ", V("NUM_ACCESSION", c.accession), ") : pas d'infection à ", K("EPONYME", "Helicobacter pylori"),
                  ". Dossier ", V("NUM_DOSSIER_LABO", c.lab_file), "."))]
    s3 = [("h", "Décision"), ("p", R("Sleeve gastrectomie proposée (", K("CCAM", "HFFC018"), "), ", K("MEDICAMENT", "Metformine"), " ",
                                     K("DOSE", "850 mg"), " x 2 (", K("ATC", "A10BA02"), "). Demande ", V("IDENTIFIANT", c.request, "DEMANDE"),
                                     " d'entente préalable.")), ("p", prose_homonym(c))] + admin(c) + [signature(c)]
    return [s1, s2, s3]


def shape_sortie_contre_avis(c: Ctx):
    s1 = [("h", "Patient(e)")] + identity(c) + [("p", R("Admis(e) le ", c.care(0), " pour douleur thoracique (", K("CIM10", "R07.4"),
                                                      "), troponine ", K("BIOLOGIE", "42 ng/L"), " (", K("BIOLOGIE", "< 14 ng/L"), ")."))]
    s2 = [("h", "Information délivrée"),
          ("p", R("Le risque de syndrome coronarien, de trouble du rythme et de décès a été expliqué le ", c.care(1),
                  " par ", c.doc_run(0, 0), ", en présence de l'IDE. Score ", K("EPONYME", "HEART"), " ", K("SCORE", "5"),
                  ". ECG : pas de sus-décalage, ", K("EPONYME", "Wolff-Parkinson-White"), " écarté.")),
          ("p", R("Traitement remis : ", K("MEDICAMENT", "Aspirine"), " ", K("DOSE", "75 mg"), " (", K("ATC", "B01AC06"), "), ",
                  K("MEDICAMENT", "Trinitrine"), " spray ", K("DOSE", "0,4 mg"), ", lot ", K("LOT", "TN5520C"), "."))]
    s3 = [("h", "Déclaration"), ("p", R("Je soussigné(e) ", c.first_v(0), " ", c.nom_v(0), " quitte l'établissement contre avis médical et décharge l'équipe de toute responsabilité.")),
          ("p", prose_homonym(c))] + admin(c) + [signature(c)]
    return [s1, s2, s3]


def shape_bilan_deglutition(c: Ctx):
    s1 = [("h", "Identité")] + identity(c) + [("p", R("Suite d'AVC sylvien gauche (", K("CIM10", "I63.5"), "), dysphagie (",
                                                    K("CIM10", "R13"), "), NIHSS ", K("SCORE", "6"), " le ", c.care(0), "."))]
    s2 = [("h", "Essais alimentaires"),
          ("tab", ["Texture IDDSI", "Volume", "Résultat"],
           [[R(K("SCORE", "niveau 0")), R(K("MESURE", "5 mL")), R("toux retardée")],
            [R(K("SCORE", "niveau 2")), R(K("MESURE", "10 mL")), R("sans fausse route")],
            [R(K("SCORE", "niveau 5")), R(K("MESURE", "1 c. à café")), R("résidus valléculaires")]], [3, 2, 4]),
          ("p", R("Vidéofluoroscopie le ", c.care(2), " (accession ", V("NUM_ACCESSION", c.accession), "), échelle de ",
                  K("EPONYME", "Rosenbek"), " ", K("SCORE", "PAS 5"), ". Épaississant ", K("MEDICAMENT", "Resource ThickenUp"), " lot ",
                  K("LOT", "RT8830A"), "."))]
    s3 = [("h", "Recommandations"), ("p", R("Posture menton rentré, repas fractionnés ; ", K("MEDICAMENT", "Clopidogrel"), " ",
                                            K("DOSE", "75 mg"), " (", K("ATC", "B01AC04"), ") écrasable. Orthophoniste ",
                                            V("PRENOM", c.nurse[0], "soignant"), " ", V("NOM", c.nurse[1], "soignant"), ".")),
          ("p", prose_homonym(c))] + admin(c) + [signature(c, 1)]
    return [s1, s2, s3]


def build(r, i: int, shape: str) -> dict:
    c = Ctx(r, i, shape)
    secs = globals()["shape_" + shape](c)
    foot = R(c.nom_v(0), " ", c.first_v(0), " - né(e) le ", c.dob_v(), " - IPP ", V("IPP", c.ipp))
    return {"title": TITLES[shape], "shape": shape, "num": i, "head": letterhead(c), "team": team(c), "sections": secs,
            "foot": foot, "ctx": c,
            "short": R(c.nom_v(0), " ", c.first_v(0), " · IPP ", V("IPP", c.ipp))}
