"""People of a BE document, its identity blocks, running head / foot and the six shapes (lists of blocks).

Blocks: ("h", title) | ("kv", [(caption, run)]) | ("p", run) | ("tab", heads, rows, weights) | ("sig", [runs]).
Every text is kept inside cp1252 (the telegram family prints base-14 fonts with WinAnsiEncoding).
"""
from __future__ import annotations

import datetime

from . import ids
from .model import D, K, R, V, W

SHAPES = ["fei_evenement_indesirable", "admission_chambre_mortuaire", "protocole_soins_ald", "cr_chirurgie_cataracte",
          "cr_epreuve_effort", "consult_antirabique"]
TITLES = {"fei_evenement_indesirable": "Fiche de déclaration d'événement indésirable",
          "admission_chambre_mortuaire": "Admission en chambre mortuaire et fiche de transfert de corps",
          "protocole_soins_ald": "Protocole de soins - affection de longue durée",
          "cr_chirurgie_cataracte": "Compte rendu opératoire - chirurgie de la cataracte",
          "cr_epreuve_effort": "Compte rendu d'épreuve d'effort",
          "consult_antirabique": "Consultation du centre antirabique - morsure animale"}

CAPS = [  # caption styles: full / abbreviated / capitals / dotted leaders
    {"nom": "Nom de naissance", "usage": "Nom d'usage", "prenom": "Prénom(s)", "ddn": "Date de naissance",
     "nir": "N° de sécurité sociale (NIR)", "ipp": "Identifiant patient (IPP)", "sejour": "N° de séjour",
     "adr": "Adresse", "tel": "Téléphone", "mail": "Courriel", "emp": "Employeur", "mut": "Organisme complémentaire",
     "adh": "N° d'adhérent"},
    {"nom": "Nom", "usage": "Nom us.", "prenom": "Pr.", "ddn": "DDN", "nir": "NIR", "ipp": "IPP", "sejour": "NDA",
     "adr": "Adr.", "tel": "Tél.", "mail": "Mél.", "emp": "Empl.", "mut": "Mut.", "adh": "N° adh."},
    {"nom": "NOM", "usage": "NOM D'USAGE", "prenom": "PRÉNOM", "ddn": "NÉ(E) LE", "nir": "INS / NIR", "ipp": "N° IPP",
     "sejour": "N° VENUE", "adr": "DOMICILE", "tel": "TÉL.", "mail": "E-MAIL", "emp": "EMPLOYEUR", "mut": "MUTUELLE",
     "adh": "MATRICULE"},
    {"nom": "Nom ........", "usage": "Épouse ......", "prenom": "Prénom .....", "ddn": "Né(e) le ....",
     "nir": "Matricule INS", "ipp": "Réf. patient", "sejour": "Séjour n°", "adr": "Demeurant", "tel": "Joignable au",
     "mail": "Adresse électronique", "emp": "Profession chez", "mut": "Complémentaire", "adh": "Adhérent n°"},
]


class Ctx:
    """Everything personal (and some kept values) of one document."""

    def __init__(self, r, num: int):
        self.r, self.num = r, num
        self.sex = r.choice([1, 2])
        self.first = r.choice(ids.FIRST_M if self.sex == 1 else ids.FIRST_F)
        self.last = r.choice(ids.SURNAMES + ids.PARTICLES)
        self.birth_last = r.choice(ids.SURNAMES) if self.sex == 2 and r.random() < 0.5 else None
        self.dob = datetime.date(r.randint(1932, 2012), r.randint(1, 12), r.randint(1, 28))
        town = r.choice(ids.TOWNS)
        self.town, self.cp, self.dept = town
        n13 = ids.nir13(r, self.sex, self.dob, self.dept)
        self.nir = ids.nir_written(n13, ids.nir_key(n13), num)
        self.ipp = r.choice(["%010d" % r.randint(10 ** 8, 10 ** 10 - 1), "IPP" + ids.digits(r, 7),
                             "P%s-%s" % (ids.digits(r, 3), ids.digits(r, 5)), "9" + ids.digits(r, 8)])
        self.nda = r.choice(["NDA%s%s" % (25, ids.digits(r, 6)), "25/%s" % ids.digits(r, 6),
                             "V-2025-%s" % ids.digits(r, 5), "H25%sB" % ids.digits(r, 6), ids.digits(r, 10)])
        self.addr = "%d %s %s" % (r.randint(1, 48), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
        self.tel = ids.phone(r, False, num)
        self.mob = ids.phone(r, True, num + 3)
        dom = r.choice(ids.DOMAINS)
        self.mail = "%s.%s@%s" % (ids.ascii_fold(self.first).lower().replace(" ", ""),
                                  ids.ascii_fold(self.last).lower().replace(" ", "").replace("'", ""), dom)
        self.employer = r.choice(ids.EMPLOYERS)
        self.insurer = r.choice(ids.INSURERS)
        self.member = r.choice(["%s %s %s" % (ids.digits(r, 3), ids.digits(r, 3), ids.digits(r, 3)),
                                "ADH-%s-%s" % (ids.digits(r, 6), ids.digits(r, 2)), ids.digits(r, 10)])
        e = r.choice(ids.ESTABS)
        self.estab, self.acr = e
        et = r.choice([t for t in ids.TOWNS if t[0] != self.town])
        self.etown, self.ecp, self.edept = et
        self.eaddr = "%d %s %s" % (r.randint(1, 120), r.choice(["avenue", "boulevard", "rue", "route"]),
                                   r.choice(ids.STREET_NAMES))
        self.etel = ids.phone(r, False, num + 1)
        self.efax = ids.phone(r, False, num + 2)
        self.finess = ids.finess(r, self.edept)
        self.lab = r.choice(ids.LABS)
        hom = r.choice(ids.HOMONYMS)
        self.hom_name, self.hom_word = hom
        names = r.sample(ids.SURNAMES, 6)
        self.doc1 = (r.choice(ids.FIRST_F + ids.FIRST_M), names[0], ids.rpps(r))
        self.doc2 = (r.choice(ids.FIRST_F + ids.FIRST_M), self.hom_name, ids.rpps(r))
        self.nurse = (r.choice(ids.FIRST_F + ids.FIRST_M), names[1], ids.adeli(r, self.edept))
        self.gp = (r.choice(ids.FIRST_M + ids.FIRST_F), names[2], ids.rpps(r))
        self.rel = (r.choice(ids.FIRST_F + ids.FIRST_M), names[3] if r.random() < 0.5 else self.last)
        self.relphone = ids.phone(r, True, num + 5)
        self.dmail = "%s.%s@%s" % (ids.ascii_fold(self.doc1[0][0]).lower(), ids.ascii_fold(names[0]).lower(),
                                   ids.DOMAINS[num % len(ids.DOMAINS)])
        self.care = datetime.date(2025, r.randint(1, 11), r.randint(1, 28))
        self.caps = CAPS[num % 4]
        self.name_style = num % 5  # 0 NOM Prénom, 1 Prénom NOM, 2 NOM, Prénom, 3 P. NOM, 4 lower case
        self.ddn = ids.birth_written(self.dob, num + (num // 4))

    # ---------------------------------------------------------------- values
    def N(self, txt=None, style=None):
        return V("NOM", txt or self.last, "patient")

    def P(self, txt=None):
        return V("PRENOM", txt or self.first, "patient")

    def pname(self, style=None):
        s = self.name_style if style is None else style
        up = self.last.upper()
        if s == 0:
            return R(V("NOM", up, "patient"), " ", V("PRENOM", self.first, "patient"))
        if s == 1:
            return R(V("PRENOM", self.first, "patient"), " ", V("NOM", up, "patient"))
        if s == 2:
            return R(V("NOM", up, "patient"), ", ", V("PRENOM", self.first, "patient"))
        if s == 3:
            return R(self.first[0] + ". ", V("NOM", self.last, "patient"))
        return R(V("PRENOM", self.first.lower(), "patient"), " ", V("NOM", self.last.lower(), "patient"))

    def clin(self, who, form=0, title="Dr"):
        f, l, num = who
        if form == 0:
            return R(title + " ", V("PRENOM", f, "medecin"), " ", V("NOM", l, "medecin"))
        if form == 1:
            return R(title + " ", V("NOM", l.upper(), "medecin"), " ", V("PRENOM", f, "medecin"))
        return R(f[0] + ". ", V("NOM", l, "medecin"))

    def rpps(self, who):
        return V("RPPS", who[2])

    def estab_v(self):
        return V("ETABLISSEMENT", self.estab, "etablissement")

    def acr_v(self):
        return V("ETABLISSEMENT", self.acr, "sigle")

    def ident_kv(self, full=True):
        c = self.caps
        rows = [(c["nom"], R(V("NOM", (self.birth_last or self.last).upper(), "naissance" if self.birth_last else "patient")))]
        if self.birth_last:
            rows.append((c["usage"], R(V("NOM", self.last.upper(), "patient"))))
        rows.append((c["prenom"], R(V("PRENOM", self.first, "patient"))))
        rows.append((c["ddn"], R(V("DATE_NAISSANCE", self.ddn), "  sexe : ", "[X] F [ ] M" if self.sex == 2 else "[ ] F [X] M")))
        rows.append((c["nir"], R(V("NIR", self.nir))))
        rows.append((c["ipp"], R(V("IPP", self.ipp), "   ", c["sejour"], " ", V("NUM_SEJOUR", self.nda))))
        if full:
            rows.append((c["adr"], R(V("ADRESSE", self.addr), ", ", V("CODE_POSTAL", self.cp), " ", V("VILLE", self.town))))
            rows.append((c["tel"], R(V("TELEPHONE", self.tel), " / ", V("TELEPHONE", self.mob))))
            rows.append((c["mail"], R(V("EMAIL", self.mail))))
        return rows

    def head(self):
        return [R(self.estab_v(), " (", self.acr_v(), ")"),
                R(V("ADRESSE", self.eaddr), " - ", V("CODE_POSTAL", self.ecp), " ", V("VILLE", self.etown)),
                R("Standard ", V("TELEPHONE", self.etel), " - télécopie ", V("TELEPHONE", self.efax)),
                R("FINESS ", V("FINESS", self.finess))]

    def team(self, service):
        return [R(service),
                R(self.clin(self.doc1, 0), " - RPPS ", self.rpps(self.doc1)),
                R(self.clin(self.doc2, 1), " - RPPS ", self.rpps(self.doc2)),
                R(self.clin(self.nurse, 0, "IDE"), " - ADELI ", V("ADELI", self.nurse[2])),
                R("Secrétariat : ", V("EMAIL", self.dmail))]

    def runhead(self):
        return R(self.pname((self.name_style + 1) % 4), " - né(e) le ", V("DATE_NAISSANCE", self.ddn))

    def foot(self):
        if self.num % 2:
            return R("IPP ", V("IPP", self.ipp), " - *", V("NUM_SEJOUR", self.nda), "* - ", self.pname(0))
        return R("*", V("IPP", self.ipp), "* ", V("NIR", self.nir), " - ", self.acr_v())


# ------------------------------------------------------------------ shapes
def shape_blocks(shape: str, c: Ctx):
    r = c.r
    d0 = c.care
    dd = lambda k: D(ids.care(d0 + datetime.timedelta(days=k)))  # noqa: E731
    t = lambda s: K("HORAIRE", s)  # noqa: E731
    hw = c.hom_word
    if shape == "fei_evenement_indesirable":
        s1 = [("h", "Personne concernée par l'événement"), ("kv", c.ident_kv(full=False)),
              ("kv", [("Unité", R("Médecine polyvalente, ", K("CHAMBRE", "chambre 214"), " lit B")),
                      ("Déclarant", R(c.clin(c.nurse, 0, "IDE"), " (ADELI ", V("ADELI", c.nurse[2]), ")"))]),
              ("p", R("Événement survenu le ", dd(0), " vers ", t("03 h 40"), " : chute du lit lors d'un lever "
                      "nocturne non accompagné ; barrières relevées d'un seul côté. Patient retrouvé au sol par le "
                      "veilleur de nuit, score de ", K("SCORE", "Glasgow 15"), ", douleur de hanche gauche."))]
        s2 = [("h", "Analyse immédiate et conséquences"),
              ("tab", ["Élément", "Constat", "Référence"],
               [[R("Gravité"), R("Modérée (niveau 3 sur 5)"), R(K("SCORE", "échelle HAS G3"))],
                [R("Imagerie"), R("Radiographie du bassin, pas de fracture"), R(K("CCAM", "NEQK010"))],
                [R("Traitement"), R("Paracétamol ", K("DOSE", "1 g x 4/j")), R(K("ATC", "N02BE01"))],
                [R("Dispositif"), R("Lit ", K("DISPOSITIF", "Hill-Rom Accella")), R(K("LOT", "lot SN-44120-B"))]],
               [2, 4, 2]),
              ("p", R("Facteurs contributifs : ", K("SCORE", "Morse 55"), " (risque élevé), traitement par ",
                      K("MEDICAMENT", "zopiclone 7,5 mg"), ", ", K("CIM10", "W06"), " codé",
                      ". Profession déclarée : ", W(hw), " retraité ; éclairage du couloir insuffisant."))]
        s3 = [("h", "Information et suivi"),
              ("kv", [("Personne prévenue", R(V("PRENOM", c.rel[0], "proche"), " ", V("NOM", c.rel[1].upper(), "proche"),
                                              " au ", V("TELEPHONE", c.relphone))),
                      ("Médecin informé", R(c.clin(c.doc1, 2), " RPPS ", c.rpps(c.doc1))),
                      ("N° de déclaration", R(V("IDENTIFIANT", "FEI-2025-%s" % ids.digits(r, 5), "FEI")))]),
              ("p", R("Analyse en revue de morbi-mortalité prévue le ", dd(21), ". Déclaration transmise à la "
                      "gestionnaire des risques de l'", c.acr_v(), ".")),
              ("sig", [R("Fait à ", V("VILLE", c.etown), ", le ", dd(1)), R("Le cadre de santé, ", c.clin(c.doc2, 2))])]
    elif shape == "admission_chambre_mortuaire":
        s1 = [("h", "Identité du défunt"), ("kv", c.ident_kv()),
              ("kv", [("Décès constaté le", R(dd(0), " à ", t("14 h 25"), " par ", c.clin(c.doc1, 1))),
                      ("Lieu", R(c.estab_v(), ", ", K("CHAMBRE", "chambre 108")))])]
        s2 = [("h", "Vérifications à l'admission"),
              ("tab", ["Vérification", "Résultat", "Heure"],
               [[R("Bracelet d'identité"), R("présent, concordant : ", c.pname(0)), R(t("15 h 10"))],
                [R("Prothèse fonctionnant par pile"), R(K("DISPOSITIF", "stimulateur Medtronic Azure XT DR"), " retiré"), R(t("15 h 30"))],
                [R("Obstacle médico-légal"), R("non"), R(t("15 h 35"))],
                [R("Cause initiale"), R(K("CIM10", "C34.1"), " - ", K("CIM10", "I46.9")), R(t("15 h 40"))]],
               [3, 5, 1]),
              ("p", R("Dépôt des effets personnels consigné au registre ; alliance laissée sur le corps à la demande "
                      "de la famille. Case réfrigérée ", K("SALLE", "case R-07"), ", température ", K("MESURE", "4 °C"), "."))]
        s3 = [("h", "Transfert de corps"),
              ("kv", [("Famille", R(V("PRENOM", c.rel[0], "proche"), " ", V("NOM", c.rel[1], "proche"), ", tél. ",
                                    V("TELEPHONE", c.relphone))),
                      ("Opérateur funéraire", R(V("ORGANISME", r.choice(ids.FUNERAL), "funeraire"))),
                      ("Organisme", R(V("ORGANISME", c.insurer, "mutuelle"), " adh. ", V("NUM_ADHERENT", c.member))),
                      ("Départ", R(dd(2), " à ", t("09 h 00"), ", vers ", V("VILLE", c.town)))]),
              ("p", R("Soins de conservation : non. Profession du défunt : ", W(hw), " retraité.")),
              ("sig", [R("L'agent de chambre mortuaire, ", c.clin(c.nurse, 2)), R("Visa : ", c.clin(c.doc1, 0))])]
    elif shape == "protocole_soins_ald":
        s1 = [("h", "Assuré(e) et médecin traitant"), ("kv", c.ident_kv()),
              ("kv", [("Employeur", R(V("ORGANISME", c.employer, "employeur"))),
                      ("Médecin traitant", R(c.clin(c.gp, 0), " - RPPS ", c.rpps(c.gp)))])]
        s2 = [("h", "Affection et traitements"),
              ("p", R("Affection de longue durée n° 8 : diabète de type 2 (", K("CIM10", "E11.9"), ") compliqué de "
                      "néphropathie, ", K("BIOLOGIE", "HbA1c 8,4 %"), ", ", K("BIOLOGIE", "DFG 52 mL/min/1,73 m²"),
                      ", ", K("BIOLOGIE", "RAC 45 mg/mmol"), ".")),
              ("tab", ["Traitement", "Posologie", "ATC"],
               [[R(K("MEDICAMENT", "metformine")), R(K("DOSE", "1000 mg x 2/j")), R(K("ATC", "A10BA02"))],
                [R(K("MEDICAMENT", "dapagliflozine")), R(K("DOSE", "10 mg/j")), R(K("ATC", "A10BK01"))],
                [R(K("MEDICAMENT", "insuline glargine")), R(K("DOSE", "18 UI le soir")), R(K("ATC", "A10AE04"))]],
               [3, 3, 2])]
        s3 = [("h", "Suivi prévu"),
              ("tab", ["Acte", "Fréquence", "Code"],
               [[R("Fond d'oeil"), R("annuel"), R(K("CCAM", "BZQP001"))],
                [R("Créatininémie"), R("trimestrielle"), R(K("LOINC", "2160-0"))],
                [R("Podologue"), R("4 séances/an"), R(K("SCORE", "grade 2"))]], [3, 2, 2]),
              ("p", R("Profession : ", W(hw), ", activité maintenue. Avis du médecin-conseil du ", dd(10), ".")),
              ("sig", [R("Établi le ", dd(0), " à ", V("VILLE", c.etown)), R(c.clin(c.gp, 0))])]
    elif shape == "cr_chirurgie_cataracte":
        eye = r.choice(["oeil droit", "oeil gauche"])
        s1 = [("h", "Patient"), ("kv", c.ident_kv(full=False)),
              ("kv", [("Chirurgien", R(c.clin(c.doc1, 1), " (RPPS ", c.rpps(c.doc1), ")")),
                      ("Anesthésie", R("topique + intracamérulaire, ", c.clin(c.doc2, 2))),
                      ("Date", R(dd(0), ", ", K("SALLE", "bloc 3"), ", début ", t("08 h 12")))])]
        s2 = [("h", "Intervention"),
              ("p", R("Phacoémulsification ", eye, " (", K("CCAM", "BFGA004"), ") pour cataracte ",
                      K("CIM10", "H25.1"), ". Incision cornéenne 2,2 mm, capsulorhexis, ",
                      K("DISPOSITIF", "Centurion Vision System"), ".")),
              ("tab", ["Implant", "Puissance", "Lot"],
               [[R(K("DISPOSITIF", "Alcon AcrySof IQ SN60WF")), R(K("MESURE", "+21,5 D")), R(K("LOT", "lot 2411-0387"))],
                [R(K("MEDICAMENT", "céfuroxime intracamérulaire")), R(K("DOSE", "1 mg/0,1 mL")), R(K("ATC", "S01AA27"))]],
               [4, 2, 2]),
              ("p", R("Biométrie : ", K("MESURE", "LA 23,41 mm"), ", formule ", K("EPONYME", "SRK/T"), ". Pas de rupture capsulaire. Profession : ", W(hw), " (travail de près)."))]
        s3 = [("h", "Suites"),
              ("p", R("Contrôle à J1 le ", dd(1), " : ", K("BIOLOGIE", "acuité 6/10"), ", ", K("MESURE", "PIO 14 mmHg"),
                      ", signe de ", K("EPONYME", "Seidel"), " négatif. Collyre ", K("MEDICAMENT", "dexaméthasone"),
                      " ", K("DOSE", "1 goutte x 4/j"), ".")),
              ("kv", [("Correspondant", R(c.clin(c.gp, 0), " - RPPS ", c.rpps(c.gp))),
                      ("Joindre le patient", R(V("TELEPHONE", c.mob)))]),
              ("sig", [R(c.clin(c.doc1, 0)), R("Ophtalmologie, ", c.acr_v())])]
    elif shape == "cr_epreuve_effort":
        s1 = [("h", "Identification"), ("kv", c.ident_kv()),
              ("kv", [("Prescripteur", R(c.clin(c.gp, 1), " RPPS ", c.rpps(c.gp))),
                      ("Indication", R("douleur thoracique atypique, ", K("CIM10", "R07.4")))])]
        s2 = [("h", "Déroulement"),
              ("p", R("Épreuve sur tapis, protocole de ", K("EPONYME", "Bruce"), " (", K("CCAM", "DKRP004"), "), le ",
                      dd(0), " à ", t("10 h 30"), ", ", K("DISPOSITIF", "GE CASE T2100"), ".")),
              ("tab", ["Palier", "FC", "PA", "Remarque"],
               [[R("repos"), R(K("MESURE", "72/min")), R(K("MESURE", "128/78 mmHg")), R("rythme sinusal")],
                [R("palier 3"), R(K("MESURE", "151/min")), R(K("MESURE", "172/84 mmHg")), R("pas de douleur")],
                [R("maximum"), R(K("MESURE", "164/min")), R(K("MESURE", "186/88 mmHg")), R(K("SCORE", "10,1 METs"))]],
               [2, 2, 3, 3])]
        s3 = [("h", "Conclusion"),
              ("p", R("Épreuve maximale (", K("SCORE", "FMT 96 %"), "), cliniquement et électriquement négative, ",
                      K("SCORE", "score de Duke +7"), ". Poursuite du ", K("MEDICAMENT", "bisoprolol"), " ",
                      K("DOSE", "2,5 mg/j"), " (", K("ATC", "C07AB07"), ").")),
              ("p", R("Activité : ", W(hw), ". Copie au médecin traitant et au patient, ", V("EMAIL", c.mail), ".")),
              ("sig", [R(c.clin(c.doc1, 0), " - RPPS ", c.rpps(c.doc1)), R("le ", dd(0))])]
    else:  # consult_antirabique
        s1 = [("h", "Patient"), ("kv", c.ident_kv()),
              ("kv", [("Organisme", R(V("ORGANISME", c.insurer, "mutuelle"), " - ", c.caps["adh"], " ",
                                      V("NUM_ADHERENT", c.member)))])]
        s2 = [("h", "Exposition"),
              ("p", R("Morsure par un chien errant le ", dd(-1), " à ", t("18 h 00"), ", face dorsale de la main droite, "
                      "exposition de ", K("SCORE", "catégorie III OMS"), " (", K("CIM10", "W54"), ", ", K("CIM10", "S61.9"),
                      "). Lavage 15 minutes, parage (", K("CCAM", "QZJA002"), ").")),
              ("tab", ["Injection", "Date", "Produit", "Lot"],
               [[R("J0"), R(dd(0)), R(K("MEDICAMENT", "Verorab"), " ", K("DOSE", "0,5 mL")), R(K("LOT", "lot T1C481V"))],
                [R("J3"), R(dd(3)), R(K("MEDICAMENT", "Verorab")), R(K("LOT", "lot T1C481V"))],
                [R("Ig"), R(dd(0)), R(K("MEDICAMENT", "Imogam Rage"), " ", K("DOSE", "20 UI/kg")), R(K("ATC", "J06BB05"))]],
               [1, 2, 4, 2])]
        s3 = [("h", "Suite et surveillance"),
              ("p", R("Rappel antitétanique (", K("ATC", "J07AM01"), "), ", K("MEDICAMENT", "amoxicilline-acide clavulanique"),
                      " ", K("DOSE", "1 g x 3/j"), ". Surveillance vétérinaire de l'animal demandée. Exposition professionnelle : non (", W(hw),
                      " de métier).")),
              ("kv", [("Prochain rendez-vous", R(dd(7), " à ", t("09 h 15"), ", ", K("SALLE", "box 4"))),
                      ("Laboratoire", R(V("ETABLISSEMENT", c.lab, "laboratoire"), " dossier ",
                                        V("NUM_DOSSIER_LABO", "BL-25-%s" % ids.digits(r, 6))))]),
              ("sig", [R(c.clin(c.doc1, 0), ", RPPS ", c.rpps(c.doc1)), R(c.clin(c.doc2, 2))])]
    return TITLES[shape], [s1, s2, s3]


def build(r, num: int, shape: str, planned: int) -> dict:
    c = Ctx(r, num)
    title, secs = shape_blocks(shape, c)
    service = {"fei_evenement_indesirable": "Direction qualité - gestion des risques",
               "admission_chambre_mortuaire": "Chambre mortuaire", "protocole_soins_ald": "Consultation de diabétologie",
               "cr_chirurgie_cataracte": "Service d'ophtalmologie", "cr_epreuve_effort": "Explorations cardiologiques",
               "consult_antirabique": "Centre antirabique - maladies infectieuses"}[shape]
    if planned == 1:
        pages = [secs[0] + secs[1] + secs[2]]
    elif planned == 2:
        pages = [secs[0], secs[1] + secs[2]]
    else:
        pages = secs
    return {"num": num, "shape": shape, "title": title, "service": service, "ctx": c, "pages": pages,
            "head": c.head(), "team": c.team(service), "runhead": c.runhead(), "foot": c.foot(),
            "ident_short": R(c.pname(0), " - IPP ", V("IPP", c.ipp), " - DDN ", V("DATE_NAISSANCE", c.ddn))}
