"""Documents of corpus AY: identity, letterhead, team and six clinical shapes (new in this corpus).

build(r, i, family, shape, planned_pages) returns a doc dict:
  title, num, shape, head [runs], team [runs], foot run, runhead run, ident [(label, run)] (8 fields),
  slots [(h0, h1, run)] (day-hospital planning), pages [[blocks]].
Blocks: ("h", title) ("p", run) ("id",) ("kv", [(label, run)]) ("tab", heads, rows, weights) ("sig", [runs]).
"""
from __future__ import annotations

import datetime

from . import ids
from .model import D, K, R, V, W

SHAPES = ["depistage_auditif_neonatal", "allogreffe_j100", "greffe_pulmonaire", "corset_scoliose",
          "bilan_aphasie", "consultation_migraine"]
TITLES = {
    "depistage_auditif_neonatal": "Dépistage néonatal de la surdité permanente - compte rendu",
    "allogreffe_j100": "Suivi d'allogreffe de cellules souches hématopoïétiques - bilan J100",
    "greffe_pulmonaire": "Consultation de suivi de transplantation pulmonaire",
    "corset_scoliose": "Contrôle de corset pour scoliose idiopathique",
    "bilan_aphasie": "Bilan orthophonique d'aphasie",
    "consultation_migraine": "Consultation de la migraine et des céphalées",
}
SERVICES = {
    "depistage_auditif_neonatal": ("Maternité - unité de néonatologie", "neonat"),
    "allogreffe_j100": ("Hématologie clinique - hôpital de jour", "hemato.hdj"),
    "greffe_pulmonaire": ("Pneumologie - transplantation thoracique", "transplant.thorax"),
    "corset_scoliose": ("Orthopédie pédiatrique", "ortho.ped"),
    "bilan_aphasie": ("Médecine physique et réadaptation - neurologie", "mpr.neuro"),
    "consultation_migraine": ("Neurologie - centre de la migraine", "cephalees"),
}
HOMONYM_SENTENCES = {
    "boulanger": "Activité antérieure du père : ouvrier boulanger, horaires de nuit.",
    "meunier": "Loisirs familiaux : restauration d'un moulin avec un ami meunier.",
    "berger": "Un chien de type berger vit au domicile.",
    "fauconnier": "Loisir déclaré : fauconnier amateur, contact régulier avec des rapaces.",
    "vigneron": "Famille de vigneron : exposition aux produits phytosanitaires discutée.",
    "sabotier": "Visite d'un atelier de sabotier prévue avec l'école, sans contre-indication.",
    "cordier": "Ancien métier du grand-père : cordier.",
    "rivière": "Baignade en rivière déconseillée pendant quatre semaines.",
    "moisson": "Reprise des activités agricoles prévue après la moisson.",
    "verrier": "Ancien souffleur verrier (exposition prolongée à la chaleur).",
    "bonnet": "Port d'un bonnet conseillé lors des sorties hivernales.",
    "chasseur": "Le conjoint est chasseur ; la vaccination antitétanique a été vérifiée.",
}


def pick(r, seq):
    return seq[r.randrange(len(seq))]


class Ctx:
    """All values of one document (V objects)."""

    def __init__(self, r, i, shape):
        self.r, self.i, self.shape = r, i, shape
        est, acr = ids.ESTABS[(i * 3) % len(ids.ESTABS)]
        etown = ids.TOWNS[(i * 5 + 2) % len(ids.TOWNS)]
        self.etab, self.sigle = V("ETABLISSEMENT", est, "etablissement"), V("ETABLISSEMENT", acr, "sigle")
        self.fin = ids.finess(r, etown[2])
        fw = [self.fin, "%s %s %s" % (self.fin[:3], self.fin[3:6], self.fin[6:]), self.fin][i % 3]
        self.finess = V("FINESS", fw)
        self.finess_ej = V("FINESS", "1" + self.fin)
        self.e_addr = V("ADRESSE", "%d %s %s" % (r.randint(1, 90), pick(r, ids.STREET_TYPES), pick(r, ids.STREET_NAMES)))
        self.e_cp, self.e_town = V("CODE_POSTAL", etown[1]), V("VILLE", etown[0])
        self.e_phone = V("TELEPHONE", ids.phone(r, False, i))
        svc, mailbox = SERVICES[shape]
        self.service = svc
        self.e_mail = V("EMAIL", "%s@%s-sante.fr" % (mailbox, acr.lower()))
        # patient
        young = shape in ("depistage_auditif_neonatal", "corset_scoliose")
        self.sex = 1 + r.randint(0, 1)
        self.care0 = datetime.date(2025, 1, 6) + datetime.timedelta(days=r.randint(0, 300))
        if shape == "depistage_auditif_neonatal":
            self.birth = self.care0 - datetime.timedelta(days=r.randint(1, 3))
        elif shape == "corset_scoliose":
            self.birth = datetime.date(r.randint(2009, 2014), r.randint(1, 12), r.randint(1, 28))
        else:
            self.birth = datetime.date(r.randint(1938, 1990), r.randint(1, 12), r.randint(1, 28))
        surname = pick(r, ids.PARTICLES) if r.random() < 0.4 else pick(r, ids.SURNAMES)
        self.surname = surname
        self.nom = V("NOM", surname.upper(), "patient")
        self.nom_t = V("NOM", surname, "patient")
        first = pick(r, ids.FIRST_M if self.sex == 1 else ids.FIRST_F)
        self.prenom = V("PRENOM", first, "patient")
        self.birthname = None
        if self.sex == 2 and not young and r.random() < 0.8:
            bn = pick(r, ids.SURNAMES)
            while bn == surname:
                bn = pick(r, ids.SURNAMES)
            self.birthname = V("NOM", bn.upper(), "naissance")
        st1 = (i * 7 + r.randint(0, 10)) % 11
        st2 = (st1 + 3 + r.randint(0, 6)) % 11
        self.dob = V("DATE_NAISSANCE", ids.birth_written(self.birth, st1))
        self.dob2 = V("DATE_NAISSANCE", ids.birth_written(self.birth, st2))
        self.dob_c = V("DATE_NAISSANCE", ids.compact(self.birth))
        ptown = ids.TOWNS[(i * 7 + r.randint(0, 3)) % len(ids.TOWNS)]
        btown = pick(r, ids.TOWNS)
        self.btown = V("VILLE", btown[0])
        self.ipp = V("IPP", pick(r, ["%09d" % r.randint(10 ** 8, 10 ** 9 - 1), "P%07d" % r.randint(0, 10 ** 7 - 1),
                                     "%d%06d" % (r.randint(40, 49), r.randint(0, 999999))]))
        yy = self.care0.strftime("%y")
        self.nda = V("NUM_SEJOUR", pick(r, ["HDJ-%s-%05d" % (yy, r.randint(0, 99999)), "S%s/%06d" % (yy, r.randint(0, 999999)),
                                           "%s-AMB-%04d" % (yy, r.randint(0, 9999)), "NDA%s%06dX" % (yy, r.randint(0, 999999))]))
        self.addr = V("ADRESSE", "%d%s %s %s" % (r.randint(1, 140), pick(r, ["", "", " bis", " ter"]),
                                               pick(r, ids.STREET_TYPES), pick(r, ids.STREET_NAMES)))
        self.cp, self.town = V("CODE_POSTAL", ptown[1]), V("VILLE", ptown[0])
        self.tel = V("TELEPHONE", ids.phone(r, False, i + 1))
        self.mob = V("TELEPHONE", ids.phone(r, True, i + 2))
        self.mail = V("EMAIL", "%s.%s%d@%s" % (ids.ascii_fold(first).lower().replace("-", ""),
                                              ids.ascii_fold(surname).lower().replace(" ", "").replace("'", ""),
                                              r.randint(1, 99), pick(r, ["laposte-fictif.fr", "orange-demo.fr", "mail-exemple.fr"])))
        n13 = ids.nir13(r, self.sex, self.birth, btown[2])
        self.n13, self.key = n13, ids.nir_key(n13)
        self.nir = V("NIR", ids.nir_written(n13, self.key, i + r.randint(0, 4)))
        self.ins = V("NIR", n13 + self.key, "ins")
        # relative
        rel_m = r.random() < 0.5
        self.rel_link = ("mère" if young else pick(r, ["fille", "épouse", "sœur", "nièce"])) if not rel_m else \
            ("père" if young else pick(r, ["fils", "époux", "frère", "neveu"]))
        rsur = surname if (young or r.random() < 0.4) else pick(r, ids.SURNAMES)
        self.r_nom = V("NOM", rsur.upper(), "proche")
        self.r_prenom = V("PRENOM", pick(r, ids.FIRST_M if rel_m else ids.FIRST_F), "proche")
        self.r_tel = V("TELEPHONE", ids.phone(r, True, i + 3))
        self.insurer = V("ORGANISME", pick(r, ids.INSURERS))
        self.member = V("NUM_ADHERENT", pick(r, ["%09d" % r.randint(0, 10 ** 9 - 1), "AD-%07d" % r.randint(0, 10 ** 7 - 1),
                                                 "%s%06d" % (pick(r, ["MF", "HM", "GX"]), r.randint(0, 999999))]), "mutuelle")
        self.employer = V("ETABLISSEMENT", pick(r, ids.EMPLOYERS), "employeur")
        # clinicians
        hom = ids.HOMONYMS[(i + r.randint(0, 11)) % len(ids.HOMONYMS)]
        self.d1_nom, self.d1_pre = V("NOM", hom[0], "medecin"), V("PRENOM", pick(r, ids.FIRST_F + ids.FIRST_M), "medecin")
        self.homonym = W(hom[1])
        self.homonym_sentence = HOMONYM_SENTENCES[hom[1]]
        self.rpps1 = ids.rpps(r)
        self.d1_rpps, self.d1_idnat = V("RPPS", self.rpps1), V("RPPS", "8" + self.rpps1, "idnat")
        s2 = pick(r, ids.SURNAMES)
        while s2 == surname:
            s2 = pick(r, ids.SURNAMES)
        self.d2_nom, self.d2_pre = V("NOM", s2, "medecin"), V("PRENOM", pick(r, ids.FIRST_F + ids.FIRST_M), "medecin")
        self.d2_rpps = V("RPPS", ids.rpps(r))
        s3 = pick(r, ids.SURNAMES)
        while s3 in (surname, s2):
            s3 = pick(r, ids.SURNAMES)
        gtown = pick(r, ids.TOWNS)
        self.gp_nom, self.gp_pre = V("NOM", s3.upper(), "medecin"), V("PRENOM", pick(r, ids.FIRST_F + ids.FIRST_M), "medecin")
        self.gp_rpps, self.gp_town = V("RPPS", ids.rpps(r)), V("VILLE", gtown[0])
        self.gp_tel = V("TELEPHONE", ids.phone(r, False, i + 4))
        s4 = pick(r, ids.SURNAMES)
        while s4 in (surname, s2, s3):
            s4 = pick(r, ids.SURNAMES)
        self.n_nom, self.n_pre = V("NOM", s4, "soignant"), V("PRENOM", pick(r, ids.FIRST_F + ids.FIRST_M), "soignant")
        self.n_adeli = V("ADELI", ids.adeli(r, etown[2]))
        self.lab = V("ETABLISSEMENT", pick(r, ids.LABS), "laboratoire")
        self.labno = V("NUM_DOSSIER_LABO", pick(r, ["%s%s%05d" % (yy, pick(r, "ABCDEFGH"), r.randint(0, 99999)),
                                                    "L%s-%06d" % (yy, r.randint(0, 999999)), "%010d" % r.randint(0, 10 ** 10 - 1)]))
        self.acc = V("NUM_ACCESSION", pick(r, ["RX%s%07d" % (yy, r.randint(0, 9999999)), "ACC.%s.%06d" % (self.care0.year, r.randint(0, 999999)),
                                               "IMG-%s-%05d-%s" % (yy, r.randint(0, 99999), pick(r, "ABCD"))]))
        self.req = V("IDENTIFIANT", "DEM-%s-%05d" % (yy, r.randint(0, 99999)), "DEMANDE")
        self.presc = V("IDENTIFIANT", "ORD/%s/%06d" % (self.care0.year, r.randint(0, 999999)), "ORDONNANCE")
        prov = pick(r, ids.PRESTATAIRES)
        self.prov = V("ETABLISSEMENT", prov[0], "prestataire")
        self.voucher = V("IDENTIFIANT", "BT-%s-%s%05d" % (prov[1], yy, r.randint(0, 99999)), "BON_TRANSPORT")
        self.mr = "M." if self.sex == 1 else "Mme"
        if young:
            self.mr = "l'enfant"
        self.ne = "Né" if self.sex == 1 else "Née"

    def cd(self, days):
        """A care date written numerically (kept)."""
        d = self.care0 + datetime.timedelta(days=days)
        if d == self.birth:
            d += datetime.timedelta(days=1)
        return D(ids.care(d))


def identity_pairs(c: Ctx):
    return [("Nom d'usage", R(c.nom)), ("Nom de naissance", R(c.birthname) if c.birthname else R("-")),
            ("Prénom(s)", R(c.prenom)), ("Date de naissance", R(c.dob)), ("Lieu de naissance", R(c.btown)),
            ("IPP", R(c.ipp)), ("N° de séjour", R(c.nda)), ("INS (matricule)", R(c.ins))]


def admin_pairs(c: Ctx):
    young = c.shape in ("depistage_auditif_neonatal", "corset_scoliose")
    return [
        ("Adresse", R(c.addr, ", ", c.cp, " ", c.town)),
        ("Téléphones", R(c.tel, " / portable ", c.mob)),
        ("Courriel", R(c.mail)),
        ("N° de sécurité sociale", R(c.nir)),
        ("Personne à prévenir", R(c.r_prenom, " ", c.r_nom, " (", c.rel_link, "), ", c.r_tel)),
        ("Complémentaire", R(c.insurer, " - adhérent n° ", c.member)),
        ("Employeur" + (" du parent" if young else ""), R(c.employer)),
        ("Médecin traitant", R("Dr ", c.gp_pre, " ", c.gp_nom, " à ", c.gp_town, " - RPPS ", c.gp_rpps, " - tél. ", c.gp_tel)),
        ("Demande n°", R(c.req)),
    ]


def sig_block(c: Ctx, days=0):
    return ("sig", [R("Fait à ", c.e_town, ", le ", c.cd(days)),
                    R("Dr ", c.d1_pre, " ", V("NOM", c.d1_nom.text.upper(), "medecin")),
                    R("RPPS ", c.d1_rpps, " - identifiant national ", c.d1_idnat),
                    R("Copie : Dr ", c.gp_nom, " (", c.gp_town, "), tél. ", c.gp_tel)])


def lab_rows(c, rows):
    """rows: (analyte, value, unit, range, flag, loinc)"""
    out = []
    for a, v, u, rg, fl, lo in rows:
        out.append([R(a), R(K("BIOLOGIE", v)), R(u), R(K("INTERVALLE", rg)), R(fl or " "), R(K("LOINC", lo))])
    return out


LAB_HEADS = ["Analyse", "Résultat", "Unité", "Référence", "Drap.", "LOINC"]
LAB_W = [3.2, 1.6, 1.4, 1.8, 0.9, 1.4]


# ------------------------------------------------------------------ shapes
def shape_neonat(c: Ctx, r):
    dev = pick(r, ["Echo-Screen III", "ALGO 5", "AccuScreen"])
    wt = "%d %03d g" % (r.randint(2, 3), r.randint(0, 999))
    s2 = [("h", "Contexte périnatal"),
          ("p", R("Nouveau-né de ", c.r_prenom, " ", c.r_nom, ", terme ", K("MESURE", "%d SA + %d j" % (r.randint(36, 41), r.randint(0, 6))),
                  ", poids de naissance ", K("POIDS", wt), ", score d'", K("EPONYME", "Apgar"), " ", K("SCORE", "%d/10" % r.randint(8, 10)),
                  " à 5 minutes. Facteur de risque recherché : infection à ", K("GERME", "Cytomégalovirus"),
                  " (PCR salivaire du ", c.cd(0), " négative). Traitement néonatal par ", K("MEDICAMENT", "gentamicine"),
                  " ", K("DOSE", "5 mg/kg"), " (ATC ", K("ATC", "J01GB03"), ") pendant 48 h.")),
          ("p", R("Bilirubine totale ", K("BIOLOGIE", "%d µmol/L" % r.randint(120, 290)), " (dossier ", c.labno, ", ", c.lab,
                  "). Code ", K("CIM10", "Z01.1"), ", acte ", K("CCAM", "CDQP010"), ".")),
          ("h", "Résultats du dépistage"),
          ("tab", ["Date", "Oreille", "Technique", "Appareil", "Résultat"],
           [[R(c.cd(0)), R("droite"), R("OEAp"), R(K("DISPOSITIF", dev)), R(pick(r, ["Pass", "Refer"]))],
            [R(c.cd(0)), R("gauche"), R("OEAp"), R(K("DISPOSITIF", dev)), R("Refer")],
            [R(c.cd(1)), R("gauche"), R("PEAA 35 dB"), R(K("DISPOSITIF", dev)), R(pick(r, ["Pass", "Refer"]))]],
           [1.3, 1, 1.2, 1.6, 1])]
    s3 = [("h", "Conclusion et orientation"),
          ("p", R("Test de contrôle à programmer avant l'âge de ", K("AGE", "1 mois"), " ; rendez-vous ORL le ", c.cd(21),
                  " à ", K("HORAIRE", "10h30"), ". Transport assuré par ", c.prov, " (bon ", c.voucher, "). ",
                  c.homonym_sentence.split(c.homonym.text)[0], c.homonym, c.homonym_sentence.split(c.homonym.text)[1])),
          ("p", R("Dépistage réalisé par ", c.n_pre, " ", c.n_nom, ", puéricultrice (ADELI ", c.n_adeli, "). Parents informés ; "
                  "joindre la maternité au ", c.e_phone, "."))]
    slots = [(8, 9, R("Accueil puéricultrice")), (9, 11, R("OEAp ", K("DISPOSITIF", dev))), (11, 12, R("Tétée")),
             (14, 15, R("PEAA contrôle")), (15, 17, R("Avis Dr ", c.d1_nom))]
    return s2, s3, slots


def shape_allo(c: Ctx, r):
    gvh = r.randint(0, 2)
    s2 = [("h", "Histoire de la greffe"),
          ("p", R("Leucémie aiguë myéloïde (", K("CIM10", "C92.0"), ") en première rémission complète. Allogreffe de "
                  "cellules souches périphériques le ", c.cd(-100), " (donneur non apparenté ", K("SCORE", "10/10"),
                  "), conditionnement FLU-BU2, sérum antilymphocytaire. GVH aiguë cutanée de grade ", K("SCORE", str(gvh + 1)),
                  " selon ", K("EPONYME", "Glucksberg"), ", résolutive.")),
          ("p", R("Prophylaxie : ", K("MEDICAMENT", "ciclosporine"), " ", K("DOSE", "%d mg x 2/j" % pick(r, [75, 100, 125])),
                  " (", K("ATC", "L04AD01"), "), ", K("MEDICAMENT", "Prevymis"), " ", K("DOSE", "480 mg/j"), " (", K("ATC", "J05AX18"),
                  "), valaciclovir. Surveillance PCR ", K("GERME", "Cytomégalovirus"), " hebdomadaire.")),
          ("h", "Biologie du jour"),
          ("p", R("Prélèvement du ", c.cd(0), ", dossier ", c.labno, " (", c.lab, ").")),
          ("tab", LAB_HEADS, lab_rows(c, [
              ("Hémoglobine", "%d,%d" % (r.randint(95, 128), r.randint(0, 9)), "g/L", "130-170", "L", "718-7"),
              ("Plaquettes", "%d" % r.randint(60, 140), "G/L", "150-400", "L", "777-3"),
              ("Polynucléaires neutrophiles", "%d,%d" % (r.randint(1, 4), r.randint(0, 9)), "G/L", "1,5-7,0", "", "751-8"),
              ("Créatinine", "%d" % r.randint(95, 160), "µmol/L", "59-104", "H", "2160-0"),
              ("Ciclosporinémie résiduelle", "%d" % r.randint(90, 260), "µg/L", "100-200", "*", "3520-0"),
              ("Chimérisme donneur (CD3)", "%d %%" % r.randint(92, 100), "", "> 95 %", "", "55201-0")]), LAB_W)]
    s3 = [("h", "Synthèse J100"),
          ("p", R("Chimérisme complet, pas de GVH chronique selon les critères du ", K("EPONYME", "NIH"), ". Myélogramme de contrôle le ",
                  c.cd(14), " (demande ", c.req, "). Scanner thoracique (", c.acc, ") sans anomalie. ", c.homonym_sentence.split(c.homonym.text)[0],
                  c.homonym, c.homonym_sentence.split(c.homonym.text)[1])),
          ("p", R("Infirmière de coordination : ", c.n_pre, " ", c.n_nom, " (ADELI ", c.n_adeli, "), joignable au ", c.e_phone, ". "
                  "Ordonnance ", c.presc, ". Prochaine venue en hôpital de jour le ", c.cd(28), "."))]
    slots = [(8, 9, R("Prélèvements")), (9, 10, R("Consultation Dr ", c.d1_nom)), (10, 13, R("Transfusion plaquettes")),
             (14, 16, R("Perfusion ", K("MEDICAMENT", "immunoglobulines"))), (16, 17, R("Éducation IDE"))]
    return s2, s3, slots


def shape_lung(c: Ctx, r):
    vems = r.randint(55, 95)
    s2 = [("h", "Rappel"),
          ("p", R("Transplantation bipulmonaire le ", c.cd(-400 - r.randint(0, 300)), " pour fibrose pulmonaire idiopathique (",
                  K("CIM10", "J84.1"), ", statut ", K("CIM10", "Z94.2"), "). Colonisation ancienne à ", K("GERME", "Aspergillus fumigatus"),
                  " traitée. Immunosuppression : ", K("MEDICAMENT", "Advagraf"), " ", K("DOSE", "%d mg/j" % r.randint(3, 9)), " (",
                  K("ATC", "L04AD02"), "), ", K("MEDICAMENT", "mycophénolate mofétil"), " ", K("DOSE", "500 mg x 2/j"), ", prednisone ",
                  K("DOSE", "5 mg/j"), ".")),
          ("h", "Explorations fonctionnelles"),
          ("tab", ["Date", "VEMS (L)", "CVF (L)", "VEMS % théo.", "Test de marche"],
           [[R(c.cd(-180)), R(K("MESURE", "%d,%02d" % (r.randint(2, 3), r.randint(0, 99)))), R(K("MESURE", "3,%02d" % r.randint(0, 99))),
             R(K("MESURE", "%d %%" % (vems + 6))), R(K("MESURE", "%d m" % r.randint(450, 560)))],
            [R(c.cd(-90)), R(K("MESURE", "2,%02d" % r.randint(0, 99))), R(K("MESURE", "3,%02d" % r.randint(0, 99))),
             R(K("MESURE", "%d %%" % (vems + 2))), R(K("MESURE", "%d m" % r.randint(420, 540)))],
            [R(c.cd(0)), R(K("MESURE", "2,%02d" % r.randint(0, 99))), R(K("MESURE", "2,%02d" % r.randint(50, 99))),
             R(K("MESURE", "%d %%" % vems)), R(K("MESURE", "%d m" % r.randint(400, 520)))]],
           [1.3, 1, 1, 1.1, 1.3]),
          ("p", R("Fibroscopie bronchique avec LBA le ", c.cd(-7), " : dossier ", c.labno, " (", c.lab, "), culture stérile. "
                  "Scanner thoracique ", c.acc, " : pas de signe de CLAD.")),
          ("tab", LAB_HEADS, lab_rows(c, [
              ("Tacrolimus résiduel", "%d,%d" % (r.randint(5, 12), r.randint(0, 9)), "µg/L", "6-10", pick(r, ["", "H", "L"]), "11253-4"),
              ("Créatinine", "%d" % r.randint(90, 150), "µmol/L", "59-104", "H", "2160-0"),
              ("Potassium", "%d,%d" % (r.randint(3, 5), r.randint(0, 9)), "mmol/L", "3,5-5,0", "", "2823-3")]), LAB_W)]
    s3 = [("h", "Conclusion"),
          ("p", R("Fonction du greffon stable. Kinésithérapie respiratoire poursuivie avec ", c.n_pre, " ", c.n_nom,
                  " (ADELI ", c.n_adeli, "). ", c.homonym_sentence.split(c.homonym.text)[0], c.homonym,
                  c.homonym_sentence.split(c.homonym.text)[1], " Vaccination antigrippale le ", c.cd(10), ", lot ",
                  K("LOT", "V%s%04d" % (pick(r, "KLMN"), r.randint(0, 9999))), ".")),
          ("p", R("Prochain bilan le ", c.cd(90), " à ", K("HORAIRE", "8h15"), " ; transport par ", c.prov, ", bon ", c.voucher,
                  ". Ordonnance ", c.presc, "."))]
    slots = [(8, 9, R("Spirométrie")), (9, 10, R("Prise de sang")), (10, 12, R("Test de marche de 6 min")),
             (13, 14, R("Consultation Dr ", c.d1_nom)), (14, 16, R("Kiné respiratoire"))]
    return s2, s3, slots


def shape_scolio(c: Ctx, r):
    cobb0, cobb1 = r.randint(25, 38), r.randint(18, 30)
    s2 = [("h", "Histoire et examen"),
          ("p", R("Scoliose idiopathique de l'adolescent (", K("CIM10", "M41.1"), "), thoraco-lombaire droite, découverte au test d'",
                  K("EPONYME", "Adams"), ". Corset ", K("DISPOSITIF", "Chêneau 3D"), " porté depuis le ", c.cd(-180),
                  ", prescrit pour ", K("MESURE", "22 h/j"), ". Stade de ", K("EPONYME", "Risser"), " ", K("SCORE", str(r.randint(0, 3))),
                  ", règles non encore apparues.")),
          ("p", R("Radiographie EOS debout du ", c.cd(-1), " (", c.acc, ") : angle de ", K("EPONYME", "Cobb"), " ",
                  K("MESURE", "%d°" % cobb0), " sans corset, ", K("MESURE", "%d°" % cobb1), " dans le corset. Acte ",
                  K("CCAM", "LHQK002"), ".")),
          ("h", "Relevés du capteur de port"),
          ("tab", ["Période", "Capteur", "Port moyen", "Objectif", "Observance"],
           [[R(c.cd(-60)), R(K("DISPOSITIF", "iButton DS1925")), R(K("MESURE", "%d h %02d" % (r.randint(14, 21), r.randint(0, 59)))), R("22 h"), R("%d %%" % r.randint(65, 95))],
            [R(c.cd(-30)), R(K("DISPOSITIF", "iButton DS1925")), R(K("MESURE", "%d h %02d" % (r.randint(14, 21), r.randint(0, 59)))), R("22 h"), R("%d %%" % r.randint(65, 95))],
            [R(c.cd(0)), R(K("DISPOSITIF", "iButton DS1925")), R(K("MESURE", "%d h %02d" % (r.randint(14, 21), r.randint(0, 59)))), R("22 h"), R("%d %%" % r.randint(65, 95))]],
           [1.2, 1.7, 1.1, 0.9, 1])]
    s3 = [("h", "Conduite à tenir"),
          ("p", R("Ajustement des appuis par l'orthoprothésiste ; kinésithérapie selon ", K("EPONYME", "Schroth"), " avec ", c.n_pre,
                  " ", c.n_nom, " (ADELI ", c.n_adeli, "). Vitamine D ", K("MEDICAMENT", "ZymaD"), " ", K("DOSE", "50 000 UI"),
                  " (", K("ATC", "A11CC05"), ") tous les trois mois. ", c.homonym_sentence.split(c.homonym.text)[0], c.homonym,
                  c.homonym_sentence.split(c.homonym.text)[1])),
          ("p", R("Contrôle radiologique le ", c.cd(120), " (demande ", c.req, "). Parent accompagnant : ", c.r_prenom, " ", c.r_nom,
                  ", joignable au ", c.r_tel, "."))]
    slots = [(8, 9, R("Radiographie EOS")), (9, 10, R("Essayage corset")), (10, 11, R("Consultation Dr ", c.d1_nom)),
             (13, 15, R("Séance ", K("EPONYME", "Schroth"))), (15, 16, R("Scolarité"))]
    return s2, s3, slots


def shape_aphasia(c: Ctx, r):
    nih = r.randint(3, 12)
    s2 = [("h", "Contexte"),
          ("p", R("Accident vasculaire cérébral ischémique sylvien gauche (", K("CIM10", "I63.5"), ") le ", c.cd(-45),
                  ", NIHSS initial ", K("SCORE", str(nih)), ", thrombolyse par ", K("MEDICAMENT", "Actilyse"), " (", K("ATC", "B01AD02"),
                  "). IRM du ", c.cd(-44), " (", c.acc, ") : lésion fronto-insulaire. Aphasie non fluente de type ",
                  K("EPONYME", "Broca"), " (", K("CIM10", "R47.0"), ").")),
          ("h", "Épreuves standardisées"),
          ("tab", ["Épreuve", "Score", "Norme", "Commentaire"],
           [[R(K("EPONYME", "Boston"), " (BDAE) - compréhension"), R(K("SCORE", "%d/37" % r.randint(20, 34))), R(K("INTERVALLE", "33-37")), R("déficitaire")],
            [R("MT-86 - dénomination"), R(K("SCORE", "%d/31" % r.randint(8, 26))), R(K("INTERVALLE", "28-31")), R("manque du mot")],
            [R("DO 80"), R(K("SCORE", "%d/80" % r.randint(30, 72))), R(K("INTERVALLE", "75-80")), R("paraphasies")],
            [R(K("EPONYME", "Token Test"), " (forme courte)"), R(K("SCORE", "%d/36" % r.randint(15, 33))), R(K("INTERVALLE", "29-36")), R("limite")],
            [R("Fluence catégorielle"), R(K("SCORE", "%d mots" % r.randint(4, 14))), R(K("INTERVALLE", "> 19")), R("réduite")]],
           [2.4, 1, 1, 1.4])]
    s3 = [("h", "Projet thérapeutique"),
          ("p", R("Rééducation orthophonique cinq fois par semaine (", K("CCAM", "ANRP001"), ") avec ", c.n_pre, " ", c.n_nom,
                  ", orthophoniste (ADELI ", c.n_adeli, "). Thérapie mélodique et rythmée proposée. ", c.homonym_sentence.split(c.homonym.text)[0],
                  c.homonym, c.homonym_sentence.split(c.homonym.text)[1])),
          ("p", R("Traitement : ", K("MEDICAMENT", "Kardégic"), " ", K("DOSE", "75 mg"), " (", K("ATC", "B01AC06"), "), atorvastatine ",
                  K("DOSE", "40 mg"), ". LDL-cholestérol ", K("BIOLOGIE", "0,%d g/L" % r.randint(55, 99)), " (", c.labno, "). "
                  "Réévaluation le ", c.cd(60), ". Aidant : ", c.r_prenom, " ", c.r_nom, " (", c.r_tel, ")."))]
    slots = [(8, 9, R("Accueil")), (9, 11, R("Bilan orthophonique")), (11, 12, R("Ergothérapie")),
             (13, 14, R("Consultation Dr ", c.d1_nom)), (14, 16, R("Atelier communication"))]
    return s2, s3, slots


def shape_migraine(c: Ctx, r):
    hit = r.randint(56, 72)
    s2 = [("h", "Histoire des céphalées"),
          ("p", R("Migraine avec aura (", K("CIM10", "G43.1"), ") selon les critères ICHD-3 depuis l'adolescence, aggravée depuis ",
                  K("AGE", "%d ans" % r.randint(2, 8)), ". Score HIT-6 ", K("SCORE", str(hit)), ", MIDAS ", K("SCORE", str(r.randint(21, 80))),
                  ". Arrêts de travail répétés signalés par l'employeur (", c.employer, "). IRM cérébrale ", c.acc, " normale.")),
          ("h", "Agenda des crises"),
          ("tab", ["Mois", "Jours de migraine", "Prises de triptan", "Intensité max.", "Traitement de fond"],
           [[R(c.cd(-90)), R(K("MESURE", "%d jours" % r.randint(8, 14))), R(K("MESURE", str(r.randint(6, 12)))), R(K("SCORE", "EN 8")), R(K("MEDICAMENT", "propranolol"), " ", K("DOSE", "80 mg"))],
            [R(c.cd(-60)), R(K("MESURE", "%d jours" % r.randint(6, 12))), R(K("MESURE", str(r.randint(5, 10)))), R(K("SCORE", "EN 7")), R(K("MEDICAMENT", "Aimovig"), " ", K("DOSE", "70 mg"))],
            [R(c.cd(-30)), R(K("MESURE", "%d jours" % r.randint(2, 6))), R(K("MESURE", str(r.randint(2, 5)))), R(K("SCORE", "EN 6")), R(K("MEDICAMENT", "Aimovig"), " ", K("DOSE", "140 mg"))]],
           [1.2, 1.1, 1.1, 1, 1.8]),
          ("p", R("Crises traitées par ", K("MEDICAMENT", "sumatriptan"), " ", K("DOSE", "50 mg"), " (", K("ATC", "N02CC01"), "). "
                  "Bilan biologique : ferritine ", K("BIOLOGIE", "%d µg/L" % r.randint(20, 150)), ", TSH ", K("BIOLOGIE", "1,%d mUI/L" % r.randint(1, 9)),
                  " (dossier ", c.labno, ", ", c.lab, ")."))]
    s3 = [("h", "Décision"),
          ("p", R("Poursuite de l'érénumab ", K("MEDICAMENT", "Aimovig"), " ", K("DOSE", "140 mg"), " par mois (", K("ATC", "N02CD01"),
                  "), lot ", K("LOT", "%d%s%03d" % (r.randint(1, 9), pick(r, "ABKX"), r.randint(0, 999))), ", injection sous-cutanée (",
                  K("CCAM", "HZNB001"), "). Relaxation avec ", c.n_pre, " ", c.n_nom, ", psychologue (ADELI ", c.n_adeli, "). ",
                  c.homonym_sentence.split(c.homonym.text)[0], c.homonym, c.homonym_sentence.split(c.homonym.text)[1])),
          ("p", R("Ordonnance ", c.presc, ". Revoir le ", c.cd(90), " à ", K("HORAIRE", "14h45"), " ; en cas de crise prolongée, appeler le ",
                  c.e_phone, "."))]
    slots = [(8, 9, R("Accueil IDE")), (9, 10, R("Consultation Dr ", c.d1_nom)), (10, 11, R("Injection ", K("MEDICAMENT", "Aimovig"))),
             (13, 14, R("Entretien psychologue")), (14, 16, R("Relaxation"))]
    return s2, s3, slots


SHAPE_FUNCS = {"depistage_auditif_neonatal": shape_neonat, "allogreffe_j100": shape_allo, "greffe_pulmonaire": shape_lung,
               "corset_scoliose": shape_scolio, "bilan_aphasie": shape_aphasia, "consultation_migraine": shape_migraine}


def build(r, i, shape, planned):
    c = Ctx(r, i, shape)
    s2, s3, slots = SHAPE_FUNCS[shape](c, r)
    head = [R(c.etab), R(c.service, " (", c.sigle, ")"), R(c.e_addr), R(c.e_cp, " ", c.e_town),
            R("FINESS ", c.finess, " - entité juridique ", c.finess_ej), R("Tél. ", c.e_phone), R(c.e_mail)]
    team = [R("Dr ", c.d1_pre, " ", c.d1_nom, " - RPPS ", c.d1_rpps),
            R("Dr ", V("PRENOM", c.d2_pre.text[0] + ".", "medecin"), " ", c.d2_nom, " - RPPS ", c.d2_rpps),
            R(c.n_pre, " ", c.n_nom, " - ADELI ", c.n_adeli)]
    intro = ("p", R(c.ne, " le ", c.dob2, ", ", c.prenom, " ", c.nom_t,
                    " a été vu" + ("e" if c.sex == 2 else "") + " le ", c.cd(0), " (séjour ", c.nda, ")."))
    s1 = [("h", "Patient"), ("id",), ("kv", admin_pairs(c)), intro]
    sections = [s1, s2, s3 + [sig_block(c, 1)]]
    if planned == 1:
        pages = [s1 + s2 + sections[2]]
    elif planned == 2:
        pages = [s1 + s2, sections[2]]
    else:
        pages = sections
    foot = R(c.nom, " ", c.prenom, " ", c.dob_c, " - IPP ", c.ipp, " - ", c.sigle)
    runhead = R(c.sigle, " - ", c.nom, " ", c.prenom, " - séjour ", c.nda)
    return {"title": TITLES[shape], "num": i, "shape": shape, "head": head, "team": team, "foot": foot, "runhead": runhead,
            "ident": identity_pairs(c), "slots": slots, "pages": pages, "ctx": c, "planned": planned,
            "planning_row": R("Fauteuil ", str(3 + i % 3), " - ", c.nom, " ", c.prenom, " - IPP ", c.ipp)}
