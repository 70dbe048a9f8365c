"""People, values and the ten document types of corpus BM (written for this corpus): what French hospital records
staff really hand over, printed from hospital information systems.

A document is a dict: title, head (letterhead runs), team (runs), label (the patient sticker "étiquette": runs, and
the IPP digits drawn as bars), grid (the header table: [(caption, run)] - IPP, NDA, UF, lit, dates), addressee (the
window-envelope address of the GP), runhead / foot (runs repeated on every page), soft (software line, print date),
sections [(heading, [blocks])] and plan. Blocks: ("kv", [(caption, run)]), ("p", run), ("tab", heads, rows, weights),
("sig", [runs]), ("box", title, [runs]) - a framed zone (the two zones of the ordonnance bizone, the boxes of the
transport prescription). Runs mix template strings and values (model.V).
"""
from __future__ import annotations

import datetime
import random

from . import ids
from .model import D, K, R, V, W

SHAPES = ["lettre_liaison_sortie_cardio", "cr_operatoire_cholecystectomie", "cr_biologie_anteriorites",
          "cr_imagerie_scanner_thorax", "ordonnance_bizone_ald", "courrier_consultation_rhumato",
          "prescription_transport_vsl", "certificat_constatation_blessures", "fiche_liaison_infirmiere_ehpad",
          "resume_passage_urgences"]


def lot(r):
    return "%s%s%s" % (r.choice(["AB", "KL", "T", "X", "FR", "S"]), ids.digits(r, 4), r.choice(["A", "B", "C", "E", "K"]))


def hhmm(r, lo, hi, sep="h"):
    return "%02d%s%02d" % (r.randint(lo, hi), sep, r.randint(0, 59))


class Ctx:
    def __init__(self, i, seed, shape):
        r = self.r = random.Random(seed * 7919 + i * 104729)
        self.i, self.shape = i, shape
        self.est, self.acr, self.dom = ids.ESTABS[i % len(ids.ESTABS)]
        self.etown, self.ecp, self.edept, self.ecedex = ids.TOWNS[(i * 7 + 3) % len(ids.TOWNS)]
        self.eaddr = "%d %s" % (r.randint(1, 40), r.choice(ids.STREETS[:9]))
        self.ebox = ("CS %s" % ids.digits(r, 5)) if i % 2 else ("BP %d" % r.randint(100, 999))
        self.ephone = ids.phone(r, "fixe", i % 5, "0" + str(r.choice([2, 5])))
        self.efax = ids.phone(r, "fixe", 0, self.ephone[:2] if self.ephone[0] == "0" else "02")
        self.emailsvc = "%s.%s@%s" % (r.choice(["secretariat", "sec", "accueil", "cadre"]),
                                      r.choice(["cardiologie", "chirviscerale", "laboratoire", "imagerie", "medecine",
                                                "rhumatologie", "urgences", "gerontologie"]), self.dom)
        self.finess = ids.finess(r, self.edept)
        self.day = datetime.date(2025, r.randint(2, 10), r.randint(1, 20))
        fem = r.random() < 0.5
        self.sex = 2 if fem else 1
        picks = r.sample(ids.SURNAMES, 8)
        self.birthname = picks[0]
        self.child = i % 5 == 2
        self.married = fem and not self.child and i % 3 != 2
        self.usual = picks[1] if self.married else picks[0]  # nom utilisé
        self.first = r.choice(ids.FIRST_F if fem else ids.FIRST_M)
        self.firsts = " ".join([self.first] + r.sample(ids.MORE_F if fem else ids.MORE_M, 2))
        y = r.randint(2016, 2023) if self.child else r.randint(1934, 2003)
        self.bdate = datetime.date(y, r.randint(1, 12), r.randint(1, 28))
        self.age = ids.age_at(self.bdate, self.day)
        self.btown, _, self.bdept, _ = r.choice(ids.TOWNS)
        self.n13 = ids.nir13(r, self.sex, self.bdate, self.bdept)
        self.key = ids.nir_key(self.n13)
        self.ipp = "00" + ids.digits(r, 8)
        self.nda = "25" + ids.digits(r, 7)
        ptown = r.choice([t for t in ids.TOWNS if t[0] != self.etown])
        self.ptown, self.pcp = ptown[0], ptown[1]
        self.paddr = "%d %s" % (r.randint(1, 120), r.choice(ids.STREETS))
        self.pland = ids.phone(r, "fixe", i + 1, "0" + str(r.choice([2, 5])))
        self.pmob = ids.phone(r, "mobile", i + 2)
        self.pmail = "%s.%s%d@%s" % (ids.ascii_fold(self.first).lower().replace("-", ""),
                                     ids.ascii_fold(self.usual).lower().replace(" ", "").replace("'", ""),
                                     r.randint(1, 99), r.choice(["orange.fr", "laposte.net", "free.fr", "gmail.com"]))
        others = [n for n in ids.FIRST_F + ids.FIRST_M if n != self.first]
        self.d1 = (r.choice(others), picks[2], ids.rpps(r))
        h = ids.HOMONYMS[i % len(ids.HOMONYMS)]
        self.hom = (r.choice(others), h[0], ids.rpps(r), h[1], h[2])
        self.nurse = (r.choice(others), picks[3], ids.adeli(r, self.edept))
        g = r.choice(ids.TOWNS)
        self.gp = (r.choice(others), picks[4], ids.rpps(r), g[0], g[1], "%d %s" % (r.randint(1, 60), r.choice(ids.STREETS[:9])),
                   ids.phone(r, "fixe", i + 3, "0" + str(r.choice([2, 5]))))
        self.rel = (r.choice(others), picks[5], ids.phone(r, "mobile", i + 4),
                    r.choice(["époux / épouse", "fille", "fils", "sœur", "frère", "nièce", "voisin(e)"]))
        self.trust = (r.choice(others), picks[6], ids.phone(r, "mobile", i))
        self.insurer = ids.INSURERS[i % len(ids.INSURERS)]
        self.member = ids.digits(r, 10) if i % 2 else "%s %s %s" % (ids.digits(r, 3), ids.digits(r, 3), ids.digits(r, 4))
        self.employer = ids.EMPLOYERS[i % len(ids.EMPLOYERS)]
        self.lab = ids.LABS[i % len(ids.LABS)]
        self.login = ids.ascii_fold(picks[7]).upper().replace(" ", "").replace("-", "")[:8]
        self.uf = "%d" % r.randint(1100, 4899)
        self.room = "%d" % r.randint(101, 449)
        self.bed = "%s-%d" % (self.room, r.randint(1, 2))
        self.bw = [(i + k * 3) % 7 for k in range(5)]  # five birth-date writings per document
        self.nw = [(i + k * 2) % 5 for k in range(3)]  # three NIR writings per document

    # ---- writings
    def dn(self, k):
        return V("DATE_NAISSANCE", ids.birth_written(self.bdate, self.bw[k % 5]))

    def dn0(self):
        return V("DATE_NAISSANCE", ids.birth_written(self.bdate, 0))

    def age_txt(self, short=False):
        y, m = self.age
        if short:
            return "%d a %d m" % (y, m)
        if y < 10:
            return "%d ans %d mois" % (y, m)
        return "%d ans" % y

    def nir(self, k):
        return V("NIR", ids.nir_written(self.n13, self.key, self.nw[k % 3]))

    def ins(self):
        return V("NIR", ids.nir_written(self.n13, self.key, 0), "ins")

    def IPP(self):
        return V("IPP", self.ipp)

    def NDA(self):
        return V("NUM_SEJOUR", self.nda)

    def venue(self):
        return V("NUM_SEJOUR", "V" + self.nda, "venue")

    def cday(self, n=0):
        return D(ids.care(self.day + datetime.timedelta(days=n)))

    def USUAL(self):
        return V("NOM", self.usual.upper(), "patient")

    def Usual(self):
        return V("NOM", self.usual, "patient")

    def BIRTH(self):
        return V("NOM", self.birthname.upper(), "naissance")

    def First(self):
        return V("PRENOM", self.first, "patient")

    def FIRST(self):
        return V("PRENOM", self.first.upper(), "patient")

    def civ(self):
        return "Mme" if self.sex == 2 else "M."

    def ne(self):
        return "née" if self.sex == 2 else "né"

    def Nee(self):
        return "Née" if self.sex == 2 else "Né"

    def sexl(self):
        return "F" if self.sex == 2 else "M"

    def name_married(self):
        """"USUAL née BIRTH" when the woman uses her married name, else "USUAL"."""
        return [self.USUAL(), " née ", self.BIRTH()] if self.married else [self.USUAL()]

    def doc1(self, caps=True):
        d = self.d1
        return ["Dr ", V("PRENOM", d[0], "medecin"), " ", V("NOM", d[1].upper() if caps else d[1], "medecin")]

    def gp_name(self, caps=False):
        g = self.gp
        return [V("PRENOM", g[0], "medecin"), " ", V("NOM", g[1].upper() if caps else g[1], "medecin")]


def loinc_rows(c, rows):
    return [[[a, " (", K("LOINC", l), ")"], [K("BIOLOGIE", v)], [u], [K("NORMES", n)]] for a, l, v, u, n in rows]


# ------------------------------------------------------------------ the ten document types
def sh_liaison(c, r):
    return dict(
        title="Lettre de liaison à la sortie d'hospitalisation", service="Cardiologie - hospitalisation conventionnelle",
        h=("Patient", "Motif, synthèse et résultats", "Traitement de sortie et suivi"),
        ids=[("N° de venue", c.venue()), ("Mode d'entrée", R("domicile (urgences)")),
             ("Date d'entrée", R(c.cday(-6))), ("Date de sortie", R(c.cday(0)))],
        s2=[("p", R("Hospitalisé(e) du ", c.cday(-6), " au ", c.cday(0), " pour décompensation cardiaque globale "
                    "(CIM-10 ", K("CIM10", "I50.0"), ") sur fibrillation atriale rapide (", K("CIM10", "I48.1"),
                    "). GHM ", K("GHM", "05M092"), ". NT-proBNP à l'entrée ", K("BIOLOGIE", "6 820 ng/L"),
                    ", FEVG ", K("MESURE", "35 %"), " en échocardiographie (CCAM ", K("CCAM", "DZQM006"), ").")),
            ("tab", ["Examen", "Résultat", "Date"],
             [[["Poids d'entrée / de sortie"], [K("MESURE", "84,2 kg"), " / ", K("MESURE", "78,9 kg")], [c.cday(0)]],
              [["Créatinine (LOINC ", K("LOINC", "2160-0"), ")"], [K("BIOLOGIE", "112 µmol/L")], [c.cday(-1)]],
              [["Kaliémie (LOINC ", K("LOINC", "2823-3"), ")"], [K("BIOLOGIE", "4,3 mmol/L")], [c.cday(-1)]],
              [["Score CHA2DS2-VASc"], [K("SCORE", "4")], [c.cday(-5)]]], [3, 3, 2])],
        s3=[("tab", ["Médicament (DCI)", "Posologie", "Statut"],
             [[[K("MEDICAMENT", "bisoprolol"), " ", K("DOSE", "2,5 mg"), " (ATC ", K("ATC", "C07AB07"), ")"], ["1 cp le matin"], ["nouveau"]],
              [[K("MEDICAMENT", "furosémide"), " ", K("DOSE", "40 mg"), " (ATC ", K("ATC", "C03CA01"), ")"], ["1 cp le matin"], ["modifié"]],
              [[K("MEDICAMENT", "apixaban"), " ", K("DOSE", "5 mg"), " (ATC ", K("ATC", "B01AF02"), ")"], ["1 cp matin et soir"], ["nouveau"]],
              [[K("MEDICAMENT", "sacubitril/valsartan"), " ", K("DOSE", "24 mg/26 mg"), " (ATC ", K("ATC", "C09DX04"), ")"], ["1 cp x 2/j"], ["nouveau"]]],
             [4, 2, 1]),
            ("p", R("Pesée quotidienne, régime hyposodé à ", K("DOSE", "6 g/j"), ". Consultation de cardiologie le ",
                    c.cday(30), " à ", K("HORAIRE", hhmm(r, 8, 16)), ", ionogramme le ", c.cday(7), "."))])


def sh_cro(c, r):
    return dict(
        title="Compte rendu opératoire", service="Chirurgie viscérale et digestive - bloc opératoire",
        h=("Patient", "Intervention", "Suites et prescriptions"),
        ids=[("N° d'intervention", V("IDENTIFIANT", "INT-%s-%s" % (c.day.strftime("%y"), ids.digits(r, 6)), "NUM_INTERVENTION")),
             ("Date de l'intervention", R(c.cday(0))), ("Salle", R(K("SALLE", "Salle %d - bloc central" % r.randint(1, 9)))),
             ("Début / fin d'incision", R(K("HORAIRE", hhmm(r, 8, 10)), " / ", K("HORAIRE", hhmm(r, 11, 12))))],
        s2=[("p", R("Indication : cholécystite aiguë lithiasique (CIM-10 ", K("CIM10", "K80.0"), "), ASA ",
                    K("SCORE", "ASA 2"), ". Cholécystectomie par cœlioscopie (CCAM ", K("CCAM", "HMFC004"),
                    "), open-cœlioscopie ombilicale, pneumopéritoine à ", K("MESURE", "12 mmHg"), ", 3 trocarts. "
                    "Dissection du triangle de Calot, clips ", K("DISPOSITIF", "Hem-o-lok ML"), " sur l'artère et le "
                    "canal cystiques, cholangiographie peropératoire normale. Pertes sanguines ",
                    K("MESURE", "50 mL"), ".")),
            ("tab", ["Dispositif", "Référence", "Lot"],
             [[["Trocart 10 mm"], [K("DISPOSITIF", "REF B10STF")], [K("LOT", lot(r))]],
              [["Clips polymère"], [K("DISPOSITIF", "REF 544240")], [K("LOT", lot(r))]],
              [["Sac d'extraction"], [K("DISPOSITIF", "REF ENDOBAG-10")], [K("LOT", lot(r))]]], [3, 3, 2])],
        s3=[("p", R("Antibioprophylaxie ", K("MEDICAMENT", "céfazoline"), " ", K("DOSE", "2 g"), " IV (ATC ",
                    K("ATC", "J01DB04"), ") à ", K("HORAIRE", hhmm(r, 8, 9)), ". Anatomopathologie demandée. "
                    "Reprise alimentaire à J1, sortie prévue le ", c.cday(1), ". GHM ", K("GHM", "07C14J"), ".")),
            ("tab", ["Prescription post-opératoire", "Posologie"],
             [[[K("MEDICAMENT", "paracétamol"), " ", K("DOSE", "1 g"), " (UCD ", K("UCD", "3400892088310"), ")"], ["toutes les 6 h"]],
              [[K("MEDICAMENT", "énoxaparine"), " ", K("DOSE", "4 000 UI"), " (ATC ", K("ATC", "B01AB05"), ")"], ["1 inj. SC/j pendant 10 j"]]],
             [4, 3])])


BIO = [("Hématies", "789-8", "4,52", "T/L", "4,20 - 5,40"), ("Hémoglobine", "718-7", "13,1", "g/dL", "12,0 - 16,0"),
       ("Hématocrite", "4544-3", "39,8", "%", "37,0 - 47,0"), ("VGM", "787-2", "88", "fL", "80 - 100"),
       ("TCMH", "785-6", "29,0", "pg", "27,0 - 32,0"), ("Leucocytes", "6690-2", "11,8", "G/L", "4,0 - 10,0"),
       ("Polynucléaires neutrophiles", "751-8", "9,10", "G/L", "1,80 - 7,50"),
       ("Lymphocytes", "731-0", "1,62", "G/L", "1,00 - 4,00"), ("Monocytes", "742-7", "0,71", "G/L", "0,20 - 1,00"),
       ("Éosinophiles", "711-2", "0,12", "G/L", "< 0,50"), ("Plaquettes", "777-3", "312", "G/L", "150 - 400"),
       ("Taux de prothrombine", "5894-1", "84", "%", "70 - 100"), ("INR", "6301-6", "1,12", "", "0,80 - 1,20"),
       ("TCA patient/témoin", "14979-9", "1,05", "", "< 1,20"), ("Fibrinogène", "3255-7", "5,2", "g/L", "2,0 - 4,0"),
       ("Sodium", "2951-2", "136", "mmol/L", "136 - 145"), ("Potassium", "2823-3", "4,1", "mmol/L", "3,5 - 5,1"),
       ("Chlore", "2075-0", "101", "mmol/L", "98 - 107"), ("Bicarbonates", "1963-8", "24", "mmol/L", "22 - 29"),
       ("Urée", "3091-6", "7,4", "mmol/L", "2,8 - 8,1"), ("Créatinine", "2160-0", "98", "µmol/L", "45 - 84"),
       ("DFG estimé CKD-EPI", "62238-1", "54", "mL/min/1,73m²", "> 90"), ("Glycémie à jeun", "2345-7", "6,8", "mmol/L", "4,1 - 5,9"),
       ("Hémoglobine glyquée HbA1c", "4548-4", "7,4", "%", "4,0 - 6,0"), ("Protéine C réactive", "1988-5", "48,6", "mg/L", "< 5,0"),
       ("ASAT", "1920-8", "32", "UI/L", "< 35"), ("ALAT", "1742-6", "41", "UI/L", "< 35"),
       ("Gamma-GT", "2324-2", "88", "UI/L", "< 38"), ("Phosphatases alcalines", "6768-6", "102", "UI/L", "35 - 104"),
       ("Bilirubine totale", "1975-2", "11", "µmol/L", "< 21"), ("Albumine", "1751-7", "36,2", "g/L", "35,0 - 52,0"),
       ("Cholestérol total", "2093-3", "5,1", "mmol/L", "< 5,2"), ("LDL-cholestérol", "13457-7", "3,02", "mmol/L", "< 2,60"),
       ("Triglycérides", "2571-8", "1,84", "mmol/L", "< 1,70"), ("TSH", "3016-3", "2,14", "mUI/L", "0,27 - 4,20"),
       ("Ferritine", "2276-4", "186", "µg/L", "13 - 150"), ("Vitamine B12", "2132-9", "312", "pmol/L", "145 - 569")]


def sh_bio(c, r):
    a1, a2 = c.day - datetime.timedelta(days=r.randint(40, 90)), c.day - datetime.timedelta(days=r.randint(180, 300))
    rows = []
    for k, (a, l, v, u, n) in enumerate(BIO):
        def ant(x, s):
            try:
                f = float(x.replace(",", ".").replace(" ", ""))
            except ValueError:
                return x
            dec = len(x.split(",")[1]) if "," in x else 0
            return ("%.*f" % (dec, f * s)).replace(".", ",")
        flag = "*" if k % 5 == 0 else ""
        rows.append([[a, " (", K("LOINC", l), ")"], [K("BIOLOGIE", v), flag], [u], [K("NORMES", n)],
                     [K("BIOLOGIE", ant(v, 0.93 + (k % 4) * 0.03))], [K("BIOLOGIE", ant(v, 1.08 - (k % 3) * 0.04))]])
    return dict(
        title="Compte rendu de biologie médicale", service="Laboratoire de biologie médicale - site principal",
        h=("Patient et demande", "Résultats (hématologie, hémostase, biochimie)", "Validation"),
        ids=[("N° de demande", V("IDENTIFIANT", c.day.strftime("%y%m%d") + ids.digits(r, 4), "NUM_DEMANDE")),
             ("Laboratoire", R(V("ETABLISSEMENT", c.lab, "laboratoire"))),
             ("Prélevé le", R(c.cday(0), " à ", K("HORAIRE", hhmm(r, 6, 9, ":")))),
             ("Reçu le", R(c.cday(0), " à ", K("HORAIRE", hhmm(r, 9, 10, ":")))),
             ("Antériorité 1 / antériorité 2", R(D(ids.care(a1)), " / ", D(ids.care(a2))))],
        s2=[("tab", ["Analyse (LOINC)", "Résultat", "Unité", "Valeurs de référence", "Antér. 1", "Antér. 2"], rows,
             [4.2, 1.4, 1.5, 2.1, 1.2, 1.2])],
        s3=[("p", R("* résultat hors des valeurs de référence. Accréditation COFRAC ", K("CODE", "n° 8-3621"),
                    ", portée disponible sur www.cofrac.fr. Techniques : ", K("DISPOSITIF", "Sysmex XN-1000"), ", ",
                    K("DISPOSITIF", "Cobas c503"), ". Tube EDTA, tube citraté ", K("MESURE", "3,2 %"), ", tube hépariné."))])


def sh_imagerie(c, r):
    acc = "A%s%s" % (c.day.strftime("%y"), ids.digits(r, 7))
    uid = "1.2.250.1.%d.1.%s.%s" % (r.randint(100, 999), c.day.strftime("%Y%m%d"), ids.digits(r, 6))
    return dict(
        title="Compte rendu d'imagerie - scanner thoracique", service="Imagerie médicale - scanographie",
        h=("Patient", "Examen et technique", "Résultat et conclusion"),
        ids=[("N° d'examen (accession number)", V("IDENTIFIANT", acc, "NUM_EXAMEN")),
             ("Study Instance UID", V("IDENTIFIANT", uid, "UID_ETUDE")),
             ("Modalité / SOP Class UID", R(K("CODE", "CT"), " / ", K("CODE", "1.2.840.10008.5.1.4.1.1.2"))),
             ("Date et heure", R(c.cday(0), " ", K("HORAIRE", hhmm(r, 8, 18, ":")))),
             ("Salle", R(K("SALLE", "Scanner 2 (salle %d)" % r.randint(1, 6))))],
        s2=[("p", R("Indication : toux persistante et perte de poids chez un(e) ancien(ne) fumeur(se) à ",
                    K("MESURE", "30 PA"), ". Technique : acquisition hélicoïdale thoraco-abdominale après injection de ",
                    K("MEDICAMENT", "iohexol"), " ", K("DOSE", "80 mL"), " (lot ", K("LOT", lot(r)), "), CCAM ",
                    K("CCAM", "ZBQH001"), ". PDL ", K("MESURE", "412 mGy.cm"), ", CTDIvol ", K("MESURE", "6,8 mGy"), ".")),
            ("tab", ["Série", "Description", "Images"],
             [[[K("CODE", "Série 2")], ["Thorax parenchyme 1,25 mm"], [K("MESURE", "312")]],
              [[K("CODE", "Série 3")], ["Thorax médiastin 1,25 mm"], [K("MESURE", "312")]],
              [[K("CODE", "Série 5")], ["Abdomen portal 2,5 mm"], [K("MESURE", "164")]]], [1, 4, 1])],
        s3=[("p", R("Nodule spiculé du lobe supérieur droit de ", K("MESURE", "18 x 14 mm"), " (image ",
                    K("CODE", "112/312"), "), adénopathie hilaire droite de ", K("MESURE", "12 mm"), " de petit axe. "
                    "Pas d'épanchement pleural. Classification ", K("SCORE", "Lung-RADS 4B"), ".")),
            ("p", R("CONCLUSION : nodule suspect du lobe supérieur droit (CIM-10 ", K("CIM10", "R91"), "), TEP-scanner "
                    "et avis en RCP d'oncologie thoracique du ", c.cday(8), " proposés."))])


def sh_bizone(c, r):
    return dict(
        title="Ordonnance bizone - prescriptions relatives à une affection de longue durée",
        service="Consultation d'endocrinologie - diabétologie",
        h=("Patient", "Prescriptions", "Renouvellement"),
        ids=[("N° de prescription", V("IDENTIFIANT", "%s%s" % (c.day.strftime("%y"), ids.digits(r, 9)), "NUM_PRESCRIPTION")),
             ("Date de la prescription", R(c.cday(0))), ("ALD", R(K("CODE", "ALD n° 8"), " - diabète de type 2 (",
                                                                      K("CIM10", "E11.9"), ")"))],
        s2=[("box", "Prescriptions relatives au traitement de l'affection de longue durée reconnue (liste ou hors liste) "
                    "(AFFECTION EXONÉRANTE)",
             [R(K("MEDICAMENT", "METFORMINE"), " ", K("DOSE", "1 000 mg"), " cp (CIP13 ", K("CIP", "3400936223412"),
                ") : 1 cp matin et soir, pendant 3 mois"),
              R(K("MEDICAMENT", "DULAGLUTIDE"), " ", K("DOSE", "1,5 mg"), " stylo (ATC ", K("ATC", "A10BJ05"),
                ") : 1 injection SC par semaine, le lundi"),
              R("Bandelettes et lancettes, ", K("DOSE", "2 contrôles par jour"), " ; HbA1c et créatininémie à ",
                K("MESURE", "3 mois"))]),
            ("box", "Prescriptions SANS RAPPORT avec l'affection de longue durée (MALADIES INTERCURRENTES)",
             [R(K("MEDICAMENT", "PARACÉTAMOL"), " ", K("DOSE", "500 mg"), " gél. : 2 gél. si douleur, maximum ",
                K("DOSE", "6 par jour")),
              R(K("MEDICAMENT", "CHOLÉCALCIFÉROL"), " ", K("DOSE", "100 000 UI"), " (UCD ", K("UCD", "3400893698488"),
                ") : 1 ampoule buvable tous les 3 mois")])],
        s3=[("p", R("Ordonnance renouvelable ", K("MESURE", "2 fois"), ". Prochain rendez-vous le ", c.cday(91),
                    " ; fond d'œil annuel (CCAM ", K("CCAM", "BGQP002"), "). Pharmacien : délivrance de ",
                    K("MESURE", "3 mois"), " de traitement possible (grand conditionnement)."))])


def sh_courrier(c, r):
    return dict(
        title="Courrier de consultation", service="Rhumatologie - consultations externes",
        h=("Patient", "Consultation", "Conclusion et conduite à tenir"),
        ids=[("Consultation du", R(c.cday(0), " à ", K("HORAIRE", hhmm(r, 8, 17)))),
             ("Box", R(K("SALLE", "Box %d - consultations niveau 1" % r.randint(1, 12))))],
        s2=[("p", R("Cher confrère, j'ai vu en consultation votre patient(e) pour des polyarthralgies inflammatoires "
                    "des mains évoluant depuis ", K("MESURE", "4 mois"), ", dérouillage matinal de ",
                    K("MESURE", "90 minutes"), ". DAS28-CRP à ", K("SCORE", "4,9"), ", ", K("MESURE", "8"),
                    " synovites. Anti-CCP ", K("BIOLOGIE", "> 340 U/mL"), " (LOINC ", K("LOINC", "53027-9"), ").")),
            ("tab", ["Examen", "Résultat"],
             [[["Radiographies mains et pieds (CCAM ", K("CCAM", "MZQK002"), ")"], ["pas d'érosion"]],
              [["Échographie articulaire"], ["synovite active de 3 MCP, doppler grade ", K("SCORE", "2")]],
              [["VS / CRP"], [K("BIOLOGIE", "38 mm/h"), " / ", K("BIOLOGIE", "21 mg/L")]]], [3, 3])],
        s3=[("p", R("Polyarthrite rhumatoïde séropositive débutante (CIM-10 ", K("CIM10", "M05.8"), "). Je débute le ",
                    K("MEDICAMENT", "méthotrexate"), " ", K("DOSE", "15 mg"), " par semaine (ATC ", K("ATC", "L04AX03"),
                    ") avec ", K("MEDICAMENT", "acide folique"), " ", K("DOSE", "10 mg"), " à J+2. Demande d'ALD 22 "
                    "faite. Je la (le) revois le ", c.cday(42), ". Bien confraternellement."))])


def sh_transport(c, r):
    return dict(
        title="Prescription médicale de transport", service="Néphrologie - hémodialyse",
        h=("Assuré(e) et patient", "Transport prescrit", "Prescripteur"),
        ids=[("Transporteur", R(V("ETABLISSEMENT", ids.TRANSPORTERS[c.i % len(ids.TRANSPORTERS)], "transporteur"))),
             ("Date du transport", R(c.cday(1), " - départ ", K("HORAIRE", hhmm(r, 6, 8))))],
        s2=[("box", "Le transport est-il lié à une ALD / un accident du travail ?",
             [R("[X] ALD - ", K("CODE", "ALD n° 19"), " (insuffisance rénale chronique, ", K("CIM10", "N18.5"), ")"),
              R("[ ] accident du travail - [ ] maladie professionnelle - [ ] soins liés à la maternité")]),
            ("box", "Mode de transport le plus adapté à l'état du patient",
             [R("[ ] ambulance   [X] transport assis professionnalisé (VSL, taxi conventionné)   [ ] véhicule personnel"),
              R("Transports en série : ", K("MESURE", "13"), " séances de dialyse (lundi, mercredi, vendredi), du ",
                c.cday(1), " au ", c.cday(29)),
              R("Aller-retour domicile - unité d'hémodialyse, ", K("MESURE", "2 x 34 km"))])],
        s3=[("p", R("Déficience ou incapacité justifiant le mode retenu : asthénie post-dialyse, fistule artério-veineuse "
                    "du bras gauche (CCAM ", K("CCAM", "EBFA012"), "). Séance de ", K("MESURE", "4 heures"), ", poste ",
                    K("SALLE", "poste %d" % r.randint(1, 18)), "."))])


def sh_certificat(c, r):
    return dict(
        title="Certificat médical de constatation de blessures", service="Unité médico-judiciaire - urgences",
        h=("Victime", "Constatations", "Conclusion"),
        ids=[("Réquisition / demande", R("à la demande de l'intéressé(e)")),
             ("Examen le", R(c.cday(0), " à ", K("HORAIRE", hhmm(r, 9, 22))))],
        s2=[("p", R("Dit avoir été victime de coups le ", c.cday(-1), " vers ", K("HORAIRE", hhmm(r, 19, 23)),
                    ". À l'examen : ecchymose périorbitaire gauche de ", K("MESURE", "4 x 3 cm"), ", dermabrasion de "
                    "l'avant-bras droit de ", K("MESURE", "6 cm"), ", douleur costale basse gauche. Radiographie du gril "
                    "costal (CCAM ", K("CCAM", "LHQK001"), ") : pas de fracture visible. EVA ", K("SCORE", "6/10"), ".")),
            ("tab", ["Lésion", "Siège", "Dimensions"],
             [[["Ecchymose violacée"], ["région périorbitaire gauche"], [K("MESURE", "4 x 3 cm")]],
              [["Dermabrasion"], ["face postérieure de l'avant-bras droit"], [K("MESURE", "6 x 1 cm")]],
              [["Douleur à la palpation"], ["arcs costaux 9 et 10 gauches"], ["-"]]], [2, 3, 2])],
        s3=[("p", R("Ces lésions entraînent une incapacité totale de travail (ITT) de ", K("MESURE", "5 jours"),
                    " sous réserve de complications (CIM-10 ", K("CIM10", "S20.2"), ", ", K("CIM10", "Y04"), "). "
                    "Certificat établi à la demande de l'intéressé(e) et remis en main propre pour faire valoir ce que "
                    "de droit."))])


def sh_fli(c, r):
    return dict(
        title="Fiche de liaison infirmière - transfert vers l'EHPAD", service="Médecine gériatrique - court séjour",
        h=("Résident(e)", "Soins et autonomie", "Traitements et matériel"),
        ids=[("EHPAD de destination", R(V("ETABLISSEMENT", "EHPAD Les Hortensias de %s" % c.ptown, "ehpad"))),
             ("Date et heure du transfert", R(c.cday(0), " ", K("HORAIRE", hhmm(r, 13, 16)))),
             ("Chambre quittée", R(K("CHAMBRE", "chambre %s" % c.room)))],
        s2=[("tab", ["Domaine", "Évaluation", "Commentaire"],
             [[["Autonomie (GIR)"], [K("SCORE", "GIR 3")], ["aide partielle toilette et habillage"]],
              [["Risque d'escarre (Braden)"], [K("SCORE", "14/23")], ["matelas à air ", K("DISPOSITIF", "REF AXTAIR-ONE")]],
              [["Douleur (Algoplus)"], [K("SCORE", "1/5")], ["pas d'antalgique palier 2"]],
              [["Poids / IMC"], [K("MESURE", "58 kg"), " / ", K("MESURE", "21,3 kg/m²")], ["albumine ", K("BIOLOGIE", "31 g/L")]],
              [["Continence"], ["urinaire partielle"], ["protections de nuit"]]], [3, 2, 3]),
            ("p", R("Pansement de l'escarre talonnière droite stade ", K("SCORE", "2"), " : ", K("DISPOSITIF", "hydrocellulaire 10 x 10 cm"),
                    " à changer tous les ", K("MESURE", "3 jours"), " (dernier le ", c.cday(-1), "). Dernière selle le ",
                    c.cday(-1), ". Vaccin grippe fait le ", c.cday(-20), " (lot ", K("LOT", lot(r)), ")."))],
        s3=[("tab", ["Traitement", "Matin", "Midi", "Soir"],
             [[[K("MEDICAMENT", "lévothyroxine"), " ", K("DOSE", "75 µg")], ["1"], ["0"], ["0"]],
              [[K("MEDICAMENT", "amlodipine"), " ", K("DOSE", "5 mg"), " (ATC ", K("ATC", "C08CA01"), ")"], ["1"], ["0"], ["0"]],
              [[K("MEDICAMENT", "macrogol"), " ", K("DOSE", "10 g"), " (ATC ", K("ATC", "A06AD15"), ")"], ["0"], ["1"], ["0"]],
              [[K("MEDICAMENT", "zopiclone"), " ", K("DOSE", "3,75 mg")], ["0"], ["0"], ["1"]]], [4, 1, 1, 1]),
            ("p", R("Matériel : déambulateur, fauteuil roulant ", K("DISPOSITIF", "REF ACTION-3"), ", lunettes et "
                    "prothèse dentaire haute. Dernière prise des traitements à ", K("HORAIRE", "12h00"), "."))])


def sh_urgences(c, r):
    return dict(
        title="Résumé de passage aux urgences", service="Structure des urgences adultes et pédiatriques",
        h=("Patient", "Prise en charge", "Orientation"),
        ids=[("N° de passage", V("IDENTIFIANT", "URG%s%s" % (c.day.strftime("%y"), ids.digits(r, 6)), "NUM_PASSAGE")),
             ("Arrivée", R(c.cday(0), " ", K("HORAIRE", hhmm(r, 0, 9, ":")), " - moyen : SMUR / pompiers")),
             ("Tri IOA", R(K("SCORE", "FRENCH tri 3"), " - box ", K("SALLE", "box %d" % r.randint(1, 14))))],
        s2=[("p", R("Chute de sa hauteur avec traumatisme du poignet droit. Déformation en dos de fourchette, pas de "
                    "trouble sensitivo-moteur. Radiographie (CCAM ", K("CCAM", "MDQK001"), ") : fracture de l'extrémité "
                    "distale du radius (CIM-10 ", K("CIM10", "S52.5"), "). EVA ", K("SCORE", "7/10"), " puis ",
                    K("SCORE", "3/10"), ".")),
            ("tab", ["Heure", "Constantes", "Traitement"],
             [[[K("HORAIRE", hhmm(r, 10, 11, ":"))], ["PA ", K("MESURE", "142/85 mmHg"), ", FC ", K("MESURE", "92/min")],
               [K("MEDICAMENT", "MEOPA"), " (ATC ", K("ATC", "N01AX63"), ")"]],
              [[K("HORAIRE", hhmm(r, 11, 12, ":"))], ["SpO2 ", K("MESURE", "98 %"), ", T ", K("MESURE", "36,8 °C")],
               [K("MEDICAMENT", "paracétamol"), " ", K("DOSE", "1 g"), " IV"]],
              [[K("HORAIRE", hhmm(r, 13, 14, ":"))], ["EVA ", K("SCORE", "3/10")], ["réduction + plâtre antébrachio-palmaire"]]],
             [1, 3, 3])],
        s3=[("p", R("CCMU ", K("SCORE", "CCMU 2"), ", GEMSA ", K("SCORE", "GEMSA 4"), ". Sortie à ",
                    K("HORAIRE", hhmm(r, 15, 18)), " vers le domicile ; consultation d'orthopédie le ", c.cday(7),
                    ", radiographie de contrôle à ", K("MESURE", "J8"), ". Arrêt de travail de ", K("MESURE", "21 jours"), "."))])


SHAPE_FUN = dict(zip(SHAPES, [sh_liaison, sh_cro, sh_bio, sh_imagerie, sh_bizone, sh_courrier, sh_transport,
                              sh_certificat, sh_fli, sh_urgences]))


def make_doc(i, seed, shape, npl):
    c = Ctx(i, seed, shape)
    r = c.r
    s = SHAPE_FUN[shape](c, r)
    d1f, d1l, d1r = c.d1
    hf, hl, hr, hword, hphrase = c.hom
    nf, nl, na = c.nurse
    gf, gl, grpps, gtown, gcp, gaddr, gphone = c.gp
    est = V("ETABLISSEMENT", c.est, "etablissement")
    acr = V("ETABLISSEMENT", c.acr, "sigle")
    # letterhead: the postal address with CS / BP and the Cedex postcode, the town in capitals (La Poste style)
    head = [R(est, " (", acr, ")"), R(s["service"]),
            R(V("ADRESSE", c.eaddr), " - ", c.ebox),
            R(V("CODE_POSTAL", c.ecedex), " ", V("VILLE", c.etown.upper()), " Cedex"),
            R("Secrétariat : ", V("TELEPHONE", c.ephone), " - Fax : ", V("TELEPHONE", c.efax)),
            R("Mél : ", V("EMAIL", c.emailsvc)),
            R("FINESS ", V("FINESS", c.finess))]
    team = [R(c.doc1(False), " - Praticien hospitalier - RPPS ", V("RPPS", d1r)),
            R("Dr ", V("PRENOM", hf, "medecin"), " ", V("NOM", hl, "medecin"), " - Chef de service - RPPS ", V("RPPS", hr)),
            R("Cadre de santé : ", V("PRENOM", nf, "soignant"), " ", V("NOM", nl.upper(), "soignant"), " - ADELI ",
              V("ADELI", na))]
    # the patient sticker (étiquette): NAME née BIRTH, First, "Né(e) le ... (age)", sex, IPP (+ bars), NDA, UF
    label = [R(c.name_married()), R(c.First(), "  (", c.sexl(), ")"),
             R("Né(e) le ", c.dn0(), " (", c.age_txt(), ")"),
             R("IPP ", c.IPP()), R("NDA ", c.NDA(), "  UF ", K("UF", c.uf))]
    grid = [("IPP", R(c.IPP())), ("NDA", R(c.NDA())), ("UF", R(K("UF", c.uf))),
            ("Lit", R(K("CHAMBRE", c.bed))), ("Entrée le", R(c.cday(-1))), ("Édité le", R(c.cday(1)))]
    addressee = [R("Docteur ", c.gp_name(True)), R(V("ADRESSE", gaddr)),
                 R(V("CODE_POSTAL", gcp), " ", V("VILLE", gtown.upper()))]
    runhead = R(c.USUAL(), " ", c.First(), " - ", c.Nee(), " le ", c.dn0(), " (", c.age_txt(), ") - IPP ", c.IPP(),
                " - NDA ", c.NDA())
    foot = R(acr, " - ", c.USUAL(), " ", c.FIRST(), " - DDN ", c.dn(1), " - IPP ", c.IPP())
    soft = R("Imprimé le ", c.cday(1), " à ", K("HORAIRE", hhmm(r, 8, 19, ":")), " par ", c.login.lower())
    # identity as the INS referential prints it: birth name, first names of birth, first name used, used name
    ident = [("Nom de naissance", R(c.BIRTH())), ("Prénom(s) de naissance", R(V("PRENOM", c.firsts, "patient"))),
             ("Premier prénom de naissance", R(c.FIRST())),
             ("Nom utilisé", R(c.USUAL())), ("Prénom utilisé", R(c.First())),
             ("Date naiss.", R(c.dn(2), " (", c.age_txt(True), ")")), ("Sexe", R(c.sexl())),
             ("Lieu de naissance", R(V("VILLE", c.btown))),
             ("Matricule INS", R(c.ins(), " (NIR) - INS qualifiée")),
             ("OID", R(K("CODE", "1.2.250.1.213.1.4.8"))),
             ("N° de sécurité sociale", R(c.nir(1))),
             ("Adresse", R(V("ADRESSE", c.paddr), " - ", V("CODE_POSTAL", c.pcp), " ", V("VILLE", c.ptown))),
             ("Tél. domicile / portable", R(V("TELEPHONE", c.pland), " / ", V("TELEPHONE", c.pmob))),
             ("E-mail", R(V("EMAIL", c.pmail)))]
    entour = [("Personne à prévenir", R(V("PRENOM", c.rel[0], "proche"), " ", V("NOM", c.rel[1].upper(), "proche"),
                                        " (", c.rel[3], ") - ", V("TELEPHONE", c.rel[2]))),
              ("Personne de confiance", R(V("NOM", c.trust[1].upper(), "proche"), " ", V("PRENOM", c.trust[0], "proche"),
                                          " - ", V("TELEPHONE", c.trust[2]))),
              ("Médecin traitant", R("Dr ", c.gp_name(), " - ", V("VILLE", gtown), " - RPPS ", V("RPPS", grpps), " - ",
                                     V("TELEPHONE", gphone))),
              ("Mutuelle", R(V("ORGANISME", c.insurer, "mutuelle"), " - N° adhérent ", V("NUM_ADHERENT", c.member))),
              ("Employeur", R(V("ETABLISSEMENT", c.employer, "employeur")))]
    if c.married:
        who = [c.civ(), " ", c.BIRTH(), " épouse ", c.USUAL(), " ", c.First()]
    else:
        who = [c.civ(), " ", c.Usual(), " ", c.First()]
    prose = R(who, ", ", c.ne(), " le ", c.dn(3), " à ", V("VILLE", c.btown), ", N° venue ", c.venue(), ", NIR ",
              c.nir(2), ", est ", "suivie" if c.sex == 2 else "suivi", " dans le service depuis le ", c.cday(-1),
              " ; joignable au ", V("TELEPHONE", c.pmob), ".")
    sec1 = [("kv", ident), ("p", prose), ("kv", entour)]
    sec2 = [("kv", [(cap, v if isinstance(v, list) else R(v)) for cap, v in s["ids"]])] + s["s2"]
    hom = R("Mode de vie : ", hphrase.split(hword, 1)[0], W(hword),
            hphrase.split(hword, 1)[1], ". Vit à ", V("VILLE", c.ptown), ", suivi par le Dr ", V("NOM", hl, "medecin"), ".")
    copy = R("Copie à : Dr ", c.gp_name(True), " (", V("VILLE", gtown), ") - dossier ", c.USUAL(), " ", c.First(),
             " - né(e) le ", c.dn(4), ".")
    sig = [R(c.doc1(True)), R("Praticien hospitalier - RPPS ", V("RPPS", d1r)),
           R("N° d'identification ", V("RPPS", "8" + d1r, "idnat")),
           R(V("VILLE", c.etown), ", le ", c.cday(1))]
    sec3 = s["s3"] + [("p", hom), ("p", copy), ("sig", sig)]
    sections = [(s["h"][0], sec1), (s["h"][1], sec2), (s["h"][2], sec3)]
    plan = {1: [[0, 1, 2]], 2: [[0, 1], [2]], 3: [[0], [1], [2]]}[npl]
    return {"title": s["title"], "num": i + 1, "shape": shape, "head": head, "team": team, "label": label,
            "bars": c.ipp, "ins_bits": c.n13 + c.key, "grid": grid, "addressee": addressee, "runhead": runhead,
            "foot": foot, "soft": soft, "sections": sections, "plan": plan, "acr": c.acr, "service": s["service"]}
