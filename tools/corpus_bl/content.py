"""People, values and the ten shapes of corpus BL (written for this corpus).

A document is a dict: title, head (letterhead runs), team (runs), runhead / foot (runs repeated on every page),
sections [(heading, [blocks])] and plan (the sections of each planned page), plus a value only one layout draws (the card-deck number
of the punched cards, a kept decoy). Blocks: ("kv", [(caption, run)]), ("p", run),
("tab", heads, rows, weights), ("sig", [runs]). Runs mix template strings and values (model.V).
"""
from __future__ import annotations

import datetime
import random

from tools.corpus_kit import CaseWritings

from . import ids
from .model import K, R, V, W

SHAPES = ["vive_piqure_plage", "tularemie_lievre", "fievre_q_chevrerie", "psittacose_perruche",
          "trichinellose_sanglier", "anisakiase_poisson_cru", "chlore_piscine", "frelon_piqures_multiples",
          "trottinette_coude", "petard_main"]


def lot(r):
    return "%s%d%s%s" % (r.choice("ABCDEFHKLMNPRSTUVX"), r.randint(10, 99), r.choice("ABCDEFGHJKLMNPRT"),
                         ids.digits(r, 4))


def hhmm(r, lo, hi):
    return "%02dh%02d" % (r.randint(lo, hi), r.randint(0, 59))


class Ctx(CaseWritings):
    ids = ids  # (the writings of this corpus: ``CaseWritings``)

    def __init__(self, i, seed, shape):
        r = self.r = random.Random(seed * 9173 + i * 130363)
        self.i, self.shape = i, shape
        self.est, self.acr, self.dom = ids.ESTABS[i % len(ids.ESTABS)]
        self.etown, self.ecp, self.edept = ids.TOWNS[(i * 7 + 5) % len(ids.TOWNS)]
        self.eaddr = "%d %s %s" % (r.randint(1, 60), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
        self.ephone = ids.phone(r, False, i)
        self.emailsvc = "%s.%s@%s" % (r.choice(["secretariat", "accueil", "cadre", "consultations"]),
                                      r.choice(["urgences", "infectiologie", "pneumologie", "orthopedie", "chirurgie-main",
                                                "medecine-interne", "allergologie"]), self.dom)
        self.finess = ids.finess(r, self.edept)
        fem = r.random() < 0.5
        self.sex = 2 if fem else 1
        picks = r.sample(ids.SURNAMES + ids.PARTICLES, 7)
        self.last = picks[0]
        self.first = r.choice(ids.FIRST_F if fem else ids.FIRST_M)
        self.firsts = " ".join([self.first] + r.sample(ids.MORE_F if fem else ids.MORE_M, 2))
        self.birth = picks[1] if fem and i % 3 != 2 else None
        self.bdate = datetime.date(r.randint(1938, 2003), r.randint(1, 12), r.randint(1, 28))
        self.btown, _, self.bdept = r.choice(ids.TOWNS)
        self.n13 = ids.nir13(r, self.sex, self.bdate, self.bdept)
        self.key = ids.nir_key(self.n13)
        ipp = "3" + ids.digits(r, 8)
        # IPP: hyphenated triplets "3nn-nnn-nnn", spaced triplets "3nn nnn nnn" (two new writings)
        self.ipp = ["%s-%s-%s" % (ipp[:3], ipp[3:6], ipp[6:]), "%s %s %s" % (ipp[:3], ipp[3:6], ipp[6:])]
        st = ids.digits(r, 6)
        # stay number: "25-S-nnnnnn" and "S25 nnn nnn" (two new writings)
        self.stay = ["25-S-" + st, "S25 %s %s" % (st[:3], st[3:])]
        self.ptown, self.pcp, _ = r.choice([t for t in ids.TOWNS if t[0] != self.etown])
        self.paddr = "%d %s %s" % (r.randint(1, 140), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
        self.pland = ids.phone(r, False, i + 1)
        self.pmob = ids.phone(r, True, i + 3)
        self.pmail = "%s.%s@%s" % (ids.ascii_fold(self.first).lower(),
                                   ids.ascii_fold(self.last).lower().replace(" ", "").replace("'", ""),
                                   r.choice(["courrier-fictif.fr", "adresse-essai.net", "poste.example"]))
        others = [n for n in ids.FIRST_F + ids.FIRST_M if n != self.first]
        self.d1 = (r.choice(others), picks[2], ids.rpps(r))
        h = ids.HOMONYMS[i % len(ids.HOMONYMS)]
        self.hom = (r.choice(others), h[0], ids.rpps(r), h[1], h[2])
        self.nurse = (r.choice(others), picks[3], ids.adeli(r, self.edept),
                      r.choice(["IDE", "IDE de bloc", "IDE en pratique avancée", "Cadre de santé", "IDE hygiéniste"]))
        self.gp = (r.choice(others), picks[4], ids.rpps(r), r.choice(ids.TOWNS)[0], ids.phone(r, False, i + 2))
        self.rel = (r.choice(others), picks[5], ids.phone(r, True, i + 4))
        self.insurer = ids.INSURERS[i % len(ids.INSURERS)]
        self.member = "MUT/%s/%s" % (ids.digits(r, 4), ids.digits(r, 4)) if i % 2 else \
            "%s.%s.%s" % (ids.digits(r, 3), ids.digits(r, 3), ids.digits(r, 3))
        self.employer = ids.EMPLOYERS[i % len(ids.EMPLOYERS)]
        self.lab = ids.LABS[i % len(ids.LABS)]
        self.labno = "LB-%s-%s" % (ids.digits(r, 3), ids.digits(r, 5))
        self.day = datetime.date(2025, r.randint(3, 10), r.randint(1, 18))
        self.bw = [(i * 3 + k * 5) % 13 for k in range(5)]  # five birth-date writings per document
        self.nw = [(i + k * 2) % 6 for k in range(3)]  # three NIR writings per document


def loinc_tab(rows):
    return ("tab", ["Analyse", "Résultat", "LOINC"], [[[a], [K("BIOLOGIE", b)], [K("LOINC", c)]] for a, b, c in rows],
            [3, 2, 2])


# ------------------------------------------------------------------ shapes
def sh_vive(c, r):
    return dict(
        title="Envenimation par piqûre de vive sur une plage", service="Urgences - consultations non programmées",
        link="conjoint(e), présent(e) sur la plage", h=("Identité et entourage", "Piqûre et examen", "Soins et consignes"),
        ids=[("N° d'emplacement au camping", V("IDENTIFIANT", "EMP-%s-%s" % (ids.digits(r, 3), ids.digits(r, 2)), "EMPLACEMENT_CAMPING")),
             ("Camping du séjour", V("ETABLISSEMENT", "Camping Les Dunes de l'Estran", "camping"))],
        s2=[("p", R("Piqûre de la plante du pied droit par une ", K("CODE", "Echiichthys vipera"), " (petite vive) en marchant "
                    "dans ", K("MESURE", "30 cm"), " d'eau à marée basse ; douleur intense à ", K("SCORE", "EVA 9/10"),
                    ", oedème jusqu'à la cheville, malaise vagal à ", K("HORAIRE", hhmm(r, 14, 17)), ". Codage ",
                    K("CIM10", "T63.5"), ".")),
            ("tab", ["Paramètre", "Valeur", "Commentaire"],
             [[["Pression artérielle"], [K("MESURE", "98/61 mmHg")], ["après malaise"]],
              [["Fréquence cardiaque"], [K("MESURE", "58/min")], ["bradycardie vagale"]],
              [["Douleur"], [K("SCORE", "EVA 9/10")], ["à l'arrivée"]]], [3, 2, 3])],
        s3=[("p", R("Immersion du pied dans l'eau à ", K("MESURE", "42 °C"), " pendant ", K("MESURE", "40 minutes"), ", ",
                    K("MEDICAMENT", "paracétamol"), " ", K("DOSE", "1 g"), " (ATC ", K("ATC", "N02BE01"), "), ",
                    K("MEDICAMENT", "kétoprofène"), " ", K("DOSE", "100 mg"), " (ATC ", K("ATC", "M01AE03"),
                    "), rappel antitétanique (lot ", K("LOT", lot(r)), ") en ", K("SALLE", "salle de soins 2"), ".")),
            ("tab", ["Heure", "Douleur", "Oedème"],
             [[[K("HORAIRE", "15h20")], [K("SCORE", "EVA 9/10")], ["jusqu'à la cheville"]],
              [[K("HORAIRE", "16h10")], [K("SCORE", "EVA 4/10")], ["stable"]],
              [[K("HORAIRE", "18h00")], [K("SCORE", "EVA 2/10")], ["régressif"]]], [2, 2, 3])])


def sh_tularemie(c, r):
    return dict(
        title="Tularémie ulcéro-ganglionnaire après le dépeçage d'un lièvre", service="Maladies infectieuses",
        link="frère / sœur, chasseur aussi", h=("Identité", "Exposition et bilan", "Antibiothérapie et suivi"),
        ids=[("N° du permis de chasser", V("IDENTIFIANT", "PC-%s-%s" % (ids.digits(r, 2), ids.digits(r, 7)), "PERMIS_CHASSER")),
             ("Société de chasse", V("ETABLISSEMENT", "Société de chasse La Garenne du Causse", "societe_chasse")),
             ("Laboratoire", V("ETABLISSEMENT", c.lab, "laboratoire")),
             ("N° de dossier du laboratoire", V("NUM_DOSSIER_LABO", c.labno))],
        s2=[("p", R("Dépeçage à mains nues d'un lièvre trouvé mort ", K("MESURE", "cinq jours"), " avant ; ulcération "
                    "de l'index gauche, adénopathie axillaire de ", K("MESURE", "3 cm"), ", fièvre à ",
                    K("MESURE", "39,2 °C"), ". PCR ", K("CODE", "Francisella tularensis"), " positive sur l'écouvillon. "
                    "Codage ", K("CIM10", "A21.0"), ".")),
            loinc_tab([("CRP", "86 mg/L", "1988-5"), ("Leucocytes", "11,2 G/L", "6690-2"),
                       ("ASAT", "48 UI/L", "1920-8"), ("Créatinine", "74 µmol/L", "2160-0")])],
        s3=[("p", R(K("MEDICAMENT", "Ciprofloxacine"), " ", K("DOSE", "500 mg deux fois par jour"), " (ATC ",
                    K("ATC", "J01MA02"), ") pendant ", K("MESURE", "14 jours"), " ; échographie ganglionnaire sans "
                    "abcès ; déclaration au laboratoire de référence. Consultation en ", K("SALLE", "box 4"), ".")),
            ("tab", ["Jour", "Température", "Adénopathie"],
             [[[c.cday(0)], [K("MESURE", "39,2 °C")], [K("MESURE", "3 cm")]],
              [[c.cday(4)], [K("MESURE", "37,4 °C")], [K("MESURE", "2,5 cm")]],
              [[c.cday(14)], [K("MESURE", "36,8 °C")], [K("MESURE", "1 cm")]]], [2, 2, 2])])


def sh_fievreq(c, r):
    return dict(
        title="Fièvre Q aiguë chez un éleveur de chèvres", service="Médecine interne et maladies infectieuses",
        link="associé(e) de l'élevage", h=("Identité", "Exposition et bilan", "Traitement et dépistage"),
        ids=[("N° de cheptel (EDE)", V("IDENTIFIANT", "FR %s %s %s" % (c.edept[:2], ids.digits(r, 3), ids.digits(r, 3)), "CHEPTEL_EDE")),
             ("Élevage", V("ETABLISSEMENT", "Chèvrerie du Puech-Haut", "elevage")),
             ("Laboratoire", V("ETABLISSEMENT", c.lab, "laboratoire")),
             ("N° de dossier du laboratoire", V("NUM_DOSSIER_LABO", c.labno))],
        s2=[("p", R("Mises bas groupées et avortements dans le troupeau ", K("MESURE", "trois semaines"), " plus tôt ; "
                    "fièvre à ", K("MESURE", "39,8 °C"), ", céphalées, pneumopathie du lobe inférieur droit, "
                    "cytolyse. Sérologie ", K("CODE", "Coxiella burnetii"), " phase II ", K("BIOLOGIE", "IgM 1/400"),
                    ". Codage ", K("CIM10", "A78"), ".")),
            loinc_tab([("ALAT", "142 UI/L", "1742-6"), ("CRP", "118 mg/L", "1988-5"),
                       ("Plaquettes", "124 G/L", "777-3"), ("Sodium", "131 mmol/L", "2951-2")])],
        s3=[("p", R(K("MEDICAMENT", "Doxycycline"), " ", K("DOSE", "100 mg deux fois par jour"), " (ATC ",
                    K("ATC", "J01AA02"), ") pendant ", K("MESURE", "14 jours"), ", échocardiographie transthoracique "
                    "sans végétation ni valvulopathie, chambre ", K("CHAMBRE", "chambre 17"), ". Contrôle sérologique à ",
                    K("MESURE", "trois mois"), ".")),
            ("tab", ["Étape", "Consigne", "Date"],
             [[["Sérologie"], ["phases I et II"], [c.cday(30)]],
              [["Échocardiographie"], ["contrôle"], [c.cday(90)]],
              [["Consultation"], ["bilan de fin de traitement"], [c.cday(14)]]], [2, 3, 2])])


def sh_psittacose(c, r):
    return dict(
        title="Psittacose après l'achat d'une perruche", service="Pneumologie - hospitalisation",
        link="fille / fils", h=("Identité", "Contage et bilan", "Traitement et enquête"),
        ids=[("N° de facture de l'animalerie", V("IDENTIFIANT", "FA-%s-%s" % (ids.digits(r, 4), ids.digits(r, 4)), "FACTURE_ANIMALERIE")),
             ("Animalerie", V("ETABLISSEMENT", "Animalerie Plumes et Écailles", "animalerie"))],
        s2=[("p", R("Achat d'une ", K("CODE", "Melopsittacus undulatus"), " ", K("MESURE", "trois semaines"), " plus tôt, "
                    "oiseau mort depuis ; fièvre à ", K("MESURE", "39,6 °C"), ", toux sèche, céphalées, pneumopathie "
                    "bilatérale, ", K("MESURE", "SpO2 91 %"), " en air ambiant. PCR ", K("CODE", "Chlamydia psittaci"),
                    " positive. Codage ", K("CIM10", "A70"), ".")),
            loinc_tab([("CRP", "164 mg/L", "1988-5"), ("Procalcitonine", "0,4 µg/L", "33959-8"),
                       ("ASAT", "96 UI/L", "1920-8"), ("Sodium", "132 mmol/L", "2951-2")])],
        s3=[("p", R(K("MEDICAMENT", "Doxycycline"), " ", K("DOSE", "200 mg par jour"), " (ATC ", K("ATC", "J01AA02"),
                    ") pendant ", K("MESURE", "21 jours"), ", oxygène ", K("DOSE", "2 L/min"), " en ",
                    K("CHAMBRE", "chambre 12 de pneumologie"), " ; déclaration aux services vétérinaires.")),
            ("tab", ["Jour", "Température", "SpO2"],
             [[[c.cday(0)], [K("MESURE", "39,6 °C")], [K("MESURE", "91 %")]],
              [[c.cday(2)], [K("MESURE", "38,1 °C")], [K("MESURE", "94 %")]],
              [[c.cday(5)], [K("MESURE", "36,9 °C")], [K("MESURE", "97 %")]]], [2, 2, 2])])


def sh_trichine(c, r):
    return dict(
        title="Trichinellose après un repas de sanglier", service="Médecine interne",
        link="conjoint(e), même repas", h=("Identité", "Repas et bilan", "Traitement et enquête"),
        ids=[("N° de bracelet de marquage du grand gibier", V("IDENTIFIANT", "BGG-%s-%s" % (ids.digits(r, 2), ids.digits(r, 5)), "BRACELET_GIBIER")),
             ("Association de chasse", V("ETABLISSEMENT", "ACCA de la Combe-Noire", "acca")),
             ("Laboratoire", V("ETABLISSEMENT", c.lab, "laboratoire")),
             ("N° de dossier du laboratoire", V("NUM_DOSSIER_LABO", c.labno))],
        s2=[("p", R("Saucisses de sanglier peu cuites partagées après une battue ; ", K("MESURE", "dix jours"), " plus "
                    "tard : myalgies, oedème palpébral, fièvre à ", K("MESURE", "38,9 °C"), ", hémorragies en flammèches "
                    "sous-unguéales. Larves de ", K("CODE", "Trichinella spiralis"), " dans la viande restante. Codage ",
                    K("CIM10", "B75"), ".")),
            loinc_tab([("Éosinophiles", "4,8 G/L", "711-2"), ("CPK", "1 860 UI/L", "2157-6"),
                       ("LDH", "520 UI/L", "2532-0"), ("CRP", "22 mg/L", "1988-5")])],
        s3=[("p", R(K("MEDICAMENT", "Albendazole"), " ", K("DOSE", "400 mg deux fois par jour"), " (ATC ",
                    K("ATC", "P02CA03"), ") pendant ", K("MESURE", "14 jours"), ", ", K("MEDICAMENT", "prednisolone"), " ",
                    K("DOSE", "40 mg"), " (ATC ", K("ATC", "H02AB06"), ") ; chambre ", K("CHAMBRE", "chambre 6"),
                    ". Les autres convives de la battue sont dépistés.")),
            ("tab", ["Jour", "Éosinophiles", "CPK"],
             [[[c.cday(0)], [K("BIOLOGIE", "4,8 G/L")], [K("BIOLOGIE", "1 860 UI/L")]],
              [[c.cday(7)], [K("BIOLOGIE", "3,1 G/L")], [K("BIOLOGIE", "640 UI/L")]],
              [[c.cday(21)], [K("BIOLOGIE", "1,2 G/L")], [K("BIOLOGIE", "210 UI/L")]]], [2, 2, 2])])


def sh_anisakis(c, r):
    return dict(
        title="Anisakiase gastrique après un poisson cru mariné", service="Hépato-gastro-entérologie - endoscopie",
        link="ami(e), même repas", h=("Identité", "Repas et endoscopie", "Extraction et consignes"),
        ids=[("N° de commande du traiteur", V("IDENTIFIANT", "CMD-%s/%s" % (ids.digits(r, 5), ids.digits(r, 2)), "COMMANDE_TRAITEUR")),
             ("Traiteur", V("ETABLISSEMENT", "Traiteur La Marée du Port", "traiteur"))],
        s2=[("p", R("Ceviche de ", K("CODE", "Merluccius merluccius"), " non congelé consommé ", K("MESURE", "six heures"),
                    " plus tôt ; épigastralgies intenses, vomissements, urticaire. Gastroscopie : larve de ",
                    K("CODE", "Anisakis simplex"), " de ", K("MESURE", "2 cm"), " fichée dans la muqueuse fundique. "
                    "Codage ", K("CIM10", "B81.0"), ".")),
            ("tab", ["Examen", "Résultat", "Commentaire"],
             [[["Gastroscopie"], ["larve fichée"], ["fundus"]],
              [["IgE spécifiques"], [K("BIOLOGIE", "4,2 kUA/L")], ["sensibilisation"]],
              [["Tryptase"], [K("BIOLOGIE", "9 µg/L")], ["normale"]]], [2, 2, 3])],
        s3=[("p", R("Extraction à la pince à corps étranger (CCAM ", K("CCAM", "HEGE002"), ") en ",
                    K("SALLE", "salle d'endoscopie 2"), ", ", K("MEDICAMENT", "ésoméprazole"), " ", K("DOSE", "40 mg"),
                    " (ATC ", K("ATC", "A02BC05"), "), ", K("MEDICAMENT", "desloratadine"), " ", K("DOSE", "5 mg"),
                    " (ATC ", K("ATC", "R06AX27"), "). Congélation du poisson à ", K("MESURE", "-20 °C"),
                    " pendant ", K("MESURE", "24 heures"), " avant toute préparation crue.")),
            ("tab", ["Suite", "Consigne", "Date"],
             [[["Consultation"], ["résultats d'allergologie"], [c.cday(10)]],
              [["Prick-tests"], ["Anisakis"], [c.cday(30)]],
              [["Fin du traitement"], ["IPP arrêtés"], [c.cday(7)]]], [2, 3, 2])])


def sh_chlore(c, r):
    return dict(
        title="Inhalation de chlore gazeux au local technique d'une piscine", service="Pneumologie - soins continus",
        link="collègue ayant donné l'alerte", h=("Identité", "Exposition et examen", "Traitement et surveillance"),
        ids=[("N° de déclaration de l'incident au registre de la piscine", V("IDENTIFIANT", "RP-%s-%s" % (ids.digits(r, 4), ids.digits(r, 3)), "REGISTRE_PISCINE")),
             ("Piscine", V("ETABLISSEMENT", "Centre aquatique de l'Étang-Bleu", "piscine"))],
        s2=[("p", R("Mélange accidentel d'", K("CODE", "hypochlorite de sodium"), " et d'acide chlorhydrique dans le local "
                    "technique ; toux, dyspnée, sibilants, ", K("MESURE", "SpO2 89 %"), " à ", K("HORAIRE", hhmm(r, 7, 10)),
                    ", débit expiratoire de pointe ", K("MESURE", "210 L/min"), ". Codage ", K("CIM10", "T59.4"), ".")),
            loinc_tab([("pH artériel", "7,36", "2744-1"), ("PaO2", "62 mmHg", "2703-7"),
                       ("Lactates", "1,8 mmol/L", "2524-7"), ("Leucocytes", "13,1 G/L", "6690-2")])],
        s3=[("p", R("Oxygène ", K("DOSE", "4 L/min"), ", ", K("MEDICAMENT", "salbutamol"), " ", K("DOSE", "5 mg"),
                    " en nébulisation (ATC ", K("ATC", "R03AC02"), "), ", K("MEDICAMENT", "budésonide"), " ",
                    K("DOSE", "1 mg"), " (ATC ", K("ATC", "R03BA02"), ") ; surveillance en ",
                    K("CHAMBRE", "chambre 3 de soins continus"), ", radiographie thoracique à ", K("MESURE", "H24"), ".")),
            ("tab", ["Heure", "SpO2", "Débit de pointe"],
             [[[K("HORAIRE", "08h40")], [K("MESURE", "89 %")], [K("MESURE", "210 L/min")]],
              [[K("HORAIRE", "12h00")], [K("MESURE", "94 %")], [K("MESURE", "320 L/min")]],
              [[K("HORAIRE", "20h00")], [K("MESURE", "97 %")], [K("MESURE", "410 L/min")]]], [2, 2, 2])])


def sh_frelon(c, r):
    return dict(
        title="Piqûres multiples de frelons asiatiques lors d'un élagage", service="Urgences - déchocage",
        link="voisin(e) ayant appelé le 15", h=("Identité", "Piqûres et examen", "Traitement et surveillance"),
        ids=[("N° de signalement du nid à la mairie", V("IDENTIFIANT", "NID-%s-%s" % (ids.digits(r, 2), ids.digits(r, 4)), "SIGNALEMENT_NID")),
             ("Entreprise de désinsectisation", V("ETABLISSEMENT", "Désinsectisation Vallée Services", "desinsectisation"))],
        s2=[("p", R("Nid de ", K("CODE", "Vespa velutina"), " heurté en taillant une haie ; ", K("MESURE", "38 piqûres"),
                    " à la tête et aux bras, urticaire généralisée, pression artérielle ", K("MESURE", "84/50 mmHg"),
                    ", grade ", K("SCORE", "Ring et Messmer II"), ". Codage ", K("CIM10", "T63.4"), ".")),
            loinc_tab([("Tryptase", "24 µg/L", "21582-2"), ("CPK", "2 300 UI/L", "2157-6"),
                       ("Créatinine", "96 µmol/L", "2160-0"), ("Bilirubine", "14 µmol/L", "1975-2")])],
        s3=[("p", R(K("MEDICAMENT", "Adrénaline"), " ", K("DOSE", "0,5 mg IM"), " (ATC ", K("ATC", "C01CA24"), "), ",
                    K("MEDICAMENT", "NaCl 0,9 %"), " ", K("DOSE", "1 000 mL"), ", ", K("MEDICAMENT", "méthylprednisolone"),
                    " ", K("DOSE", "80 mg"), " (ATC ", K("ATC", "H02AB04"), ") en ", K("SALLE", "salle de déchocage 2"),
                    " ; surveillance de la créatinine à ", K("MESURE", "H48"), ", stylo d'adrénaline prescrit.")),
            ("tab", ["Heure", "Pression artérielle", "Urticaire"],
             [[[K("HORAIRE", "16h05")], [K("MESURE", "84/50 mmHg")], ["généralisée"]],
              [[K("HORAIRE", "16h40")], [K("MESURE", "112/68 mmHg")], ["en régression"]],
              [[K("HORAIRE", "22h00")], [K("MESURE", "124/76 mmHg")], ["disparue"]]], [2, 2, 3])])


def sh_trottinette(c, r):
    return dict(
        title="Fracture de la tête radiale après une chute de trottinette électrique", service="Chirurgie orthopédique - membre supérieur",
        link="colocataire", h=("Identité", "Chute et imagerie", "Traitement et rééducation"),
        ids=[("N° de location de la trottinette en libre-service", V("IDENTIFIANT", "TRT-%s-%s" % (ids.digits(r, 3), ids.digits(r, 5)), "LOCATION_TROTTINETTE")),
             ("Opérateur de trottinettes", V("ETABLISSEMENT", "Glisse Urbaine Mobilité", "operateur_mobilite"))],
        s2=[("p", R("Chute à ", K("MESURE", "22 km/h"), " sur un rail de tramway, réception sur la main gauche en "
                    "extension ; douleur du coude, prono-supination limitée. Radiographie : fracture de la tête radiale "
                    "type ", K("SCORE", "Mason II"), ", déplacement de ", K("MESURE", "3 mm"), ". Codage ",
                    K("CIM10", "S52.1"), " et ", K("CIM10", "V28"), ".")),
            ("tab", ["Mesure", "Valeur", "Commentaire"],
             [[["Flexion du coude"], [K("MESURE", "100°")], ["douloureuse"]],
              [["Pronation"], [K("MESURE", "40°")], ["limitée"]],
              [["Déplacement"], [K("MESURE", "3 mm")], ["marche d'escalier"]]], [3, 2, 3])],
        s3=[("p", R("Ostéosynthèse par ", K("DISPOSITIF", "deux vis de Herbert 2,4 mm"), " (CCAM ", K("CCAM", "MBCB001"),
                    ") en ", K("SALLE", "salle d'opération 6"), ", ", K("MEDICAMENT", "tramadol"), " ", K("DOSE", "50 mg"),
                    " (ATC ", K("ATC", "N02AX02"), ") si besoin, rééducation précoce sans attelle.")),
            ("tab", ["Étape", "Consigne", "Date"],
             [[["Pansement"], ["à J2"], [c.cday(2)]],
              [["Radiographie"], ["contrôle des vis"], [c.cday(21)]],
              [["Kinésithérapie"], ["prono-supination"], [c.cday(7)]]], [2, 3, 2])])


def sh_petard(c, r):
    return dict(
        title="Plaie de la main par un pétard lors d'une fête de village", service="Urgences - SOS mains",
        link="ami(e) présent(e) à la fête", h=("Identité", "Accident et lésions", "Chirurgie et suites"),
        ids=[("N° de l'arrêté municipal autorisant le tir", V("IDENTIFIANT", "AM-%s-%s" % (ids.digits(r, 4), ids.digits(r, 3)), "ARRETE_TIR")),
             ("Comité des fêtes", V("ETABLISSEMENT", "Comité des fêtes de la Saint-Roch", "comite_fetes"))],
        s2=[("p", R("Explosion d'un ", K("DISPOSITIF", "pétard de catégorie F3"), " tenu dans la main droite ; plaie "
                    "délabrante de la première commissure, brûlures du ", K("MESURE", "deuxième degré"), " sur ",
                    K("MESURE", "2 %"), " de la surface corporelle, arrivée à ", K("HORAIRE", hhmm(r, 22, 23)),
                    ". Codage ", K("CIM10", "S61.4"), " et ", K("CIM10", "W39"), ".")),
            ("tab", ["Structure", "Atteinte", "Examen"],
             [[["Muscle adducteur du pouce"], ["section partielle"], ["exploration"]],
              [["Nerf collatéral radial de l'index"], ["contus"], ["sensibilité à ", K("MESURE", "8 mm")]],
              [["Tympans"], ["intacts"], ["otoscopie"]]], [3, 2, 3])],
        s3=[("p", R("Parage et réparation musculaire en ", K("SALLE", "salle d'opération 2"), " (CCAM ",
                    K("CCAM", "QZJA002"), "), ", K("MEDICAMENT", "amoxicilline-acide clavulanique"), " ", K("DOSE", "2 g"),
                    " (ATC ", K("ATC", "J01CR02"), "), rappel antitétanique (lot ", K("LOT", lot(r)), "), pansement "
                    "gras ", K("DISPOSITIF", "tulle vaseliné"), ".")),
            ("tab", ["Suite", "Consigne", "Date"],
             [[["Pansement"], ["tous les deux jours"], [c.cday(2)]],
              [["Ablation des fils"], ["infirmier à domicile"], [c.cday(12)]],
              [["Consultation"], ["rééducation de la pince"], [c.cday(21)]]], [2, 3, 2])])


SHAPE_FUN = dict(zip(SHAPES, [sh_vive, sh_tularemie, sh_fievreq, sh_psittacose, sh_trichine, sh_anisakis,
                              sh_chlore, sh_frelon, sh_trottinette, sh_petard]))


def make_doc(i, seed, shape, npl):
    c = Ctx(i, seed, shape)
    r = c.r
    s = SHAPE_FUN[shape](c, r)
    d1f, d1l, d1r = c.d1
    hf, hl, hr, hword, hphrase = c.hom
    nf, nl, na, nrole = c.nurse
    head = [R(V("ETABLISSEMENT", c.est, "etablissement"), " (", V("ETABLISSEMENT", c.acr, "sigle"), ")"),
            R(s["service"]),
            R(V("ADRESSE", c.eaddr), " - ", V("CODE_POSTAL", c.ecp), " ", V("VILLE", c.etown)),
            R("Tél. ", V("TELEPHONE", c.ephone), " - ", V("EMAIL", c.emailsvc)),
            R("FINESS ", V("FINESS", c.finess))]
    team = [R("Dr ", V("PRENOM", d1f, "medecin"), " ", V("NOM", d1l, "medecin"), " - praticien hospitalier - RPPS ",
              V("RPPS", d1r)),
            R("Dr ", V("PRENOM", hf, "medecin"), " ", V("NOM", hl, "medecin"), " - RPPS ", V("RPPS", hr)),
            R(nrole, " ", V("PRENOM", nf, "soignant"), " ", V("NOM", nl.upper(), "soignant"), " - ADELI ", V("ADELI", na))]
    runhead = R(c.LAST(), " ", c.First(), " - ", c.ne(), " le ", c.dn(3), " - IPP ", c.ipp_(0))
    # all capitals, surname first
    foot = R(V("ETABLISSEMENT", c.acr, "sigle"), " - séjour ", c.stay_(0), " - ", c.LAST(), " ",
             V("PRENOM", c.first.upper(), "patient"))
    ident = [("Nom de famille (nom d'usage)", R(c.LAST()))]
    if c.birth:
        ident.append(("Nom de naissance", R(V("NOM", c.birth.upper(), "naissance"))))
    ident += [("Prénoms (liste complète)", R(V("PRENOM", c.firsts, "patient"))), ("Prénom usuel", R(c.First())),
              ("Date de naissance", R(c.dn(0))), ("Commune de naissance", R(V("VILLE", c.btown))),
              ("Sexe", R("F" if c.sex == 2 else "M")), ("IPP", R(c.ipp_(0))), ("N° de séjour", R(c.stay_(0))),
              ("NIR (avec clé)", R(c.nir(0))),
              ("Domicile", R(V("ADRESSE", c.paddr), ", ", V("CODE_POSTAL", c.pcp), " ", V("VILLE", c.ptown))),
              ("Téléphones", R(V("TELEPHONE", c.pland), " / ", V("TELEPHONE", c.pmob))),
              ("Courriel", R(V("EMAIL", c.pmail)))]
    # new writing: "NAME [First]" (the first name in square brackets, as in the admission desk's index)
    adm = R("Index des admissions : ", c.LAST(), " [", c.First(), "] - ", c.ne(), " le ", c.dn(1), " - IPP ", c.ipp_(1), " - NIR ",
            c.nir(1), " - séjour ", c.stay_(1), " ouvert le ", c.cday(0), ".")
    if c.birth:  # new writing: the birth name in title case after "de naissance"
        who = [c.civ(), " ", c.First(), " ", c.LAST(), ", de naissance ", V("NOM", c.birth, "naissance")]
    else:
        who = [c.civ(), " ", c.First(), " ", c.Last()]
    prose = R(who, ", ", c.ne(), " le ", c.dn(2), " à ", V("VILLE", c.btown), ", est ",
              "admise" if c.sex == 2 else "admis", " le ", c.cday(0), " ; joignable au ", V("TELEPHONE", c.pmob), ".")
    entour = [("Personne à prévenir", R(c.rel_name(), " (", s["link"], ") - ", V("TELEPHONE", c.rel[2]))),
              ("Médecin traitant", R(c.gp_run())),
              ("Complémentaire santé", R(V("ORGANISME", c.insurer, "mutuelle"), " - adhérent n° ",
                                         V("NUM_ADHERENT", c.member))),
              ("Employeur", R(V("ETABLISSEMENT", c.employer, "employeur")))]
    sec1 = [("kv", ident), ("p", adm), ("p", prose), ("kv", entour)]
    sec2 = [("kv", [(cap, R(v)) for cap, v in s["ids"]])] + s["s2"]
    a, b = hphrase.split(hword, 1)
    # new writing: "Name (First)" (surname in title case, the first name in parentheses)
    hom = R("Au cours de l'entretien avec le Dr ", V("NOM", hl, "medecin"), ", ", c.Last(), " (", c.First(), ") dit ",
            a, W(hword), b, ".")
    copy = R("Copie : Dr ", V("PRENOM", c.gp[0], "medecin"), " ", V("NOM", c.gp[1].upper(), "medecin"), " (",
             V("VILLE", c.gp[3]), ") - dossier ", c.LAST(), " ", c.First(), " - NIR ", c.nir(2), " - ", c.dn(4), ".")
    sig = [R("Dr ", V("PRENOM", d1f, "medecin"), " ", V("NOM", d1l.upper(), "medecin")),
           R("RPPS ", V("RPPS", d1r), " - identifiant national ", V("RPPS", "8" + d1r, "idnat")),
           R("Fait à ", V("VILLE", c.etown), ", le ", c.cday(3))]
    sec3 = s["s3"] + [("p", hom), ("p", copy), ("sig", sig)]
    sections = [(s["h"][0], sec1), (s["h"][1], sec2), (s["h"][2], sec3)]
    plan = {1: [[0, 1, 2]], 2: [[0, 1], [2]], 3: [[0], [1], [2]]}[npl]
    deck = "%s-%s" % (r.choice(["JC", "PQ", "LOT"]), ids.digits(r, 6))
    return {"title": s["title"], "num": i + 1, "shape": shape, "head": head, "team": team, "runhead": runhead,
            "foot": foot, "sections": sections, "plan": plan, "acr": c.acr,
            "deck": K("LOT", deck)}
