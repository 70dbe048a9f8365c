"""People, values and the ten shapes of corpus BJ (written from scratch).

A document is a dict: title, head (letterhead runs), team (runs), runhead / foot (runs repeated on every page),
sections [(heading, [blocks])] and plan (the sections of each planned page), plus a few values only some layouts
draw (the registered-mail number, two decoy times, the export care date). Blocks: ("kv", [(caption, run)]),
("p", run), ("tab", heads, rows, weights), ("sig", [runs]). Runs mix template strings and values (model.V).
"""
from __future__ import annotations

import datetime
import random

from tools.corpus_kit import CaseWritings

from . import ids
from .model import K, R, V, W

SHAPES = ["gelure_alpinisme", "foudroiement_golf", "paludisme_retour_voyage", "rougeole_investigation",
          "commotion_rugby", "pile_auditive_ingeree", "keratite_soudure", "hyponatremie_marathon",
          "tatouage_reaction", "hypothermie_teleassistance"]


def lot(r):
    return "%s%s%d" % (r.choice("BCDFGHJKLMNPQRSTVWXZ"), r.choice("ABCDEFGHJK"), r.randint(100000, 999999))


def hhmm(r, lo, hi):
    return "%02dh%02d" % (r.randint(lo, hi), r.randint(0, 59))


class Ctx(CaseWritings):
    ids = ids  # (the writings of this corpus: ``CaseWritings``)

    def __init__(self, i, seed, shape):
        r = self.r = random.Random(seed * 7001 + i * 104729)
        self.i, self.shape = i, shape
        self.est, self.acr, self.dom = ids.ESTABS[i % len(ids.ESTABS)]
        self.etown, self.ecp, self.edept = ids.TOWNS[(i * 7 + 3) % len(ids.TOWNS)]
        self.eaddr = "%d %s %s" % (r.randint(1, 60), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
        self.ephone = ids.phone(r, False, i)
        self.emailsvc = "%s.%s@%s" % (r.choice(["secretariat", "accueil", "cadre", "coordination"]),
                                      r.choice(["urgences", "infectiologie", "dermatologie", "reanimation", "ophtalmo",
                                                "gastro", "geriatrie"]), self.dom)
        self.finess = ids.finess(r, self.edept)
        fem = r.random() < 0.55
        self.sex = 2 if fem else 1
        picks = r.sample(ids.SURNAMES + ids.PARTICLES, 7)
        self.last = picks[0]
        self.first = r.choice(ids.FIRST_F if fem else ids.FIRST_M)
        more = r.sample(ids.MORE_F if fem else ids.MORE_M, 2)
        self.firsts = " ".join([self.first] + more)
        self.birth = picks[1] if fem and i % 3 != 1 else None
        self.bdate = datetime.date(r.randint(1936, 2001), r.randint(1, 12), r.randint(1, 28))
        self.btown, _, self.bdept = r.choice(ids.TOWNS)
        self.n13 = ids.nir13(r, self.sex, self.bdate, self.bdept)
        self.key = ids.nir_key(self.n13)
        ipp = "7" + ids.digits(r, 8)
        self.ipp = [ipp, "%s-%s-%s" % (ipp[:3], ipp[3:6], ipp[6:])]
        st = ids.digits(r, 6)
        self.stay = ["HC25." + st, "HC 25 %s %s" % (st[:3], st[3:])]
        self.ptown, self.pcp, _ = r.choice([t for t in ids.TOWNS if t[0] != self.etown])
        self.paddr = "%d %s %s" % (r.randint(1, 140), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
        self.pland = ids.phone(r, False, i + 1)
        self.pmob = ids.phone(r, True, i + 3)
        self.pmail = "%s.%s@%s" % (ids.ascii_fold(self.first).lower(),
                                   ids.ascii_fold(self.last).lower().replace(" ", "").replace("'", ""),
                                   r.choice(["courriel-fictif.fr", "boite-essai.net", "messagerie.example"]))
        others = [n for n in ids.FIRST_F + ids.FIRST_M if n != self.first]
        self.d1 = (r.choice(others), picks[2], ids.rpps(r))
        h = ids.HOMONYMS[i % len(ids.HOMONYMS)]
        self.hom = (r.choice(others), h[0], ids.rpps(r), h[1], h[2])
        self.nurse = (r.choice(others), picks[3], ids.adeli(r, self.edept),
                      r.choice(["IDE", "IDE de coordination", "Infirmier(e) de pratique avancée", "Cadre de santé",
                                "IDE référent(e) d'éducation"]))
        self.gp = (r.choice(others), picks[4], ids.rpps(r), r.choice(ids.TOWNS)[0],
                   ids.phone(r, False, i + 2))
        self.rel = (r.choice(others), picks[5], ids.phone(r, True, i + 4))
        self.insurer = ids.INSURERS[i % len(ids.INSURERS)]
        self.member = "MB %s %s" % (ids.digits(r, 4), ids.digits(r, 4)) if i % 2 else \
            "%s/%s" % (ids.digits(r, 6), ids.digits(r, 2))
        self.employer = ids.EMPLOYERS[i % len(ids.EMPLOYERS)]
        self.lab = ids.LABS[i % len(ids.LABS)]
        self.labno = "LB-25-%s" % ids.digits(r, 6)
        self.day = datetime.date(2025, r.randint(2, 10), r.randint(1, 18))
        self.otown = r.choice([t[0] for t in ids.TOWNS if t[0] not in (self.etown, self.ptown, self.btown, self.gp[3])])
        self.bw = [(i + k * 5) % 13 for k in range(5)]  # five birth-date writings per document
        self.nw = [(i + k * 2) % 6 for k in range(3)]


def loinc_tab(head, rows):
    return ("tab", [head, "Résultat", "LOINC"], [[[a], [K("BIOLOGIE", b)], [K("LOINC", c)]] for a, b, c in rows],
            [3, 2, 2])


# ------------------------------------------------------------------ shapes
def sh_gelure(c, r):
    return dict(
        title="Gelures des orteils après une course en haute montagne",
        service="Urgences - unité de médecine de montagne", link="compagnon(ne) de cordée",
        h=("Identité et entourage", "Course, secours et examen", "Traitement vasodilatateur et suivi"),
        ids=[("N° d'intervention du PGHM", V("IDENTIFIANT", "PGHM-%s-25-%s" % (r.choice(["BRI", "CHX", "OIS"]), ids.digits(r, 4)), "PGHM")),
             ("Refuge de départ", V("ETABLISSEMENT", "Refuge du Col de la Lauzette", "refuge"))],
        s2=[("p", R("Bivouac imprévu à ", K("MESURE", "4 210 m"), " d'altitude par ", K("MESURE", "-18 °C"),
                    " après une chute de pierres ; hélitreuillage au petit matin par le peloton de gendarmerie de haute "
                    "montagne, arrivée aux urgences à ", K("HORAIRE", hhmm(r, 8, 10)), ". Orteils du pied droit blancs et "
                    "insensibles, phlyctènes hémorragiques : gelures de ", K("SCORE", "stade 3 de la classification de Cauchy"),
                    ", codage ", K("CIM10", "T34.8"), ".")),
            ("tab", ["Orteil", "Aspect après réchauffement", "Stade"],
             [[["Hallux droit"], ["phlyctènes hémorragiques"], [K("SCORE", "Cauchy 3")]],
              [["Deuxième orteil droit"], ["cyanose distale"], [K("SCORE", "Cauchy 2")]],
              [["Troisième orteil droit"], ["cyanose de la pulpe"], [K("SCORE", "Cauchy 2")]]], [3, 3, 2])],
        s3=[("p", R("Réchauffement rapide en bain à ", K("MESURE", "38 °C"), " pendant ", K("MESURE", "45 minutes"), ", puis ",
                    K("MEDICAMENT", "iloprost"), " ", K("DOSE", "2 ng/kg/min"), " (ATC ", K("ATC", "B01AC11"),
                    ") six heures par jour pendant huit jours, ", K("MEDICAMENT", "aspirine"), " ", K("DOSE", "250 mg"),
                    ", rappel antitétanique (lot ", K("LOT", lot(r)), "). Scintigraphie osseuse au ",
                    K("CODE", "technétium 99m"), " prévue à ", K("MESURE", "J7"), ".")),
            loinc_tab("Analyse", [("CRP", "12 mg/L", "1988-5"), ("CPK", "340 UI/L", "2157-6"),
                                  ("Créatinine", "78 µmol/L", "2160-0")])])


def sh_foudre(c, r):
    return dict(
        title="Foudroiement sur un parcours de golf", service="Urgences - unité de surveillance continue",
        link="partenaire de jeu", h=("Identité", "Circonstances et lésions", "Surveillance cardiaque et suites"),
        ids=[("N° de déclaration de sinistre", V("IDENTIFIANT", "SIN-25-%s-%s" % (ids.digits(r, 3), ids.digits(r, 4)), "SINISTRE")),
             ("Club où s'est produit l'accident", V("ETABLISSEMENT", "Golf des Trois-Buttes", "golf"))],
        s2=[("p", R("Foudroiement indirect par éclair latéral sous un chêne au départ du septième trou, à ",
                    K("HORAIRE", hhmm(r, 15, 17)), ". Perte de connaissance brève, ", K("EPONYME", "figures de Lichtenberg"),
                    " arborescentes du flanc gauche, ", K("EPONYME", "kéraunoparalysie de Charcot"),
                    " des membres inférieurs régressive en ", K("MESURE", "40 minutes"), ". Codage ", K("CIM10", "T75.0"), ".")),
            ("tab", ["Examen", "Constat", "Code"],
             [[["Otoscopie"], ["perforation tympanique droite"], [K("CIM10", "H72.0")]],
              [["Peau"], ["brûlure superficielle linéaire de ", K("MESURE", "12 cm")], [K("CIM10", "T21.1")]],
              [["ECG"], ["QTc ", K("MESURE", "468 ms")], ["-"]]], [2, 4, 2])],
        s3=[("p", R("Monitorage pendant ", K("MESURE", "24 heures"), " en ", K("CHAMBRE", "box 3 de l'USC"), ", ",
                    K("DISPOSITIF", "Holter ECG Spiderview"), ", ", K("MEDICAMENT", "paracétamol"), " ", K("DOSE", "1 000 mg"),
                    " (ATC ", K("ATC", "N02BE01"), "). Audiogramme de contrôle à ", K("MESURE", "J15"), ".")),
            loinc_tab("Analyse", [("Troponine T hs", "42 ng/L", "67151-1"), ("CPK", "1 180 UI/L", "2157-6"),
                                  ("Myoglobine", "310 µg/L", "2639-3"), ("Potassium", "4,1 mmol/L", "2823-3")])])


def sh_palu(c, r):
    return dict(
        title="Accès palustre à Plasmodium falciparum au retour de voyage", service="Maladies infectieuses et tropicales",
        link="conjoint(e), du même voyage", h=("Identité", "Voyage et diagnostic", "Traitement et surveillance"),
        ids=[("N° de notification au CNR du paludisme", V("IDENTIFIANT", "CNRP-25-%s" % ids.digits(r, 5), "CNR_PALUDISME")),
             ("Agence ayant organisé le voyage", V("ETABLISSEMENT", "Agence Horizons Sahel Voyages", "agence_voyage")),
             ("Laboratoire", V("ETABLISSEMENT", c.lab, "laboratoire")),
             ("N° de dossier du laboratoire", V("NUM_DOSSIER_LABO", c.labno))],
        s2=[("p", R("Retour d'un séjour de ", K("MESURE", "21 jours"), " au ", K("PAYS", "Burkina Faso"),
                    " sans chimioprophylaxie ; fièvre à ", K("MESURE", "39,6 °C"), " et céphalées depuis ",
                    K("MESURE", "48 heures"), ". Frottis : ", K("CODE", "Plasmodium falciparum"), ", parasitémie ",
                    K("BIOLOGIE", "2,4 %"), ". Accès simple, ", K("CIM10", "B50.9"), ".")),
            loinc_tab("Analyse", [("Frottis et goutte épaisse", "positifs", "32700-7"), ("Plaquettes", "64 G/L", "777-3"),
                                  ("Hémoglobine", "11,8 g/dL", "718-7"), ("LDH", "412 UI/L", "14804-9")])],
        s3=[("p", R("Traitement par ", K("MEDICAMENT", "artenimol-pipéraquine"), " ", K("DOSE", "4 comprimés par jour"),
                    " (ATC ", K("ATC", "P01BF05"), ") pendant trois jours, ECG avant la troisième prise (QTc ",
                    K("MESURE", "432 ms"), "). Parasitémie de contrôle à ", K("MESURE", "J3"), " et ", K("MESURE", "J7"),
                    " ; prophylaxie des voyages futurs par ", K("MEDICAMENT", "atovaquone-proguanil"), " (ATC ",
                    K("ATC", "P01BB51"), ").")),
            ("tab", ["Jour", "Parasitémie", "Température"],
             [[[c.cday(0)], [K("BIOLOGIE", "2,4 %")], [K("MESURE", "39,6 °C")]],
              [[c.cday(1)], [K("BIOLOGIE", "0,8 %")], [K("MESURE", "38,2 °C")]],
              [[c.cday(3)], [K("BIOLOGIE", "négative")], [K("MESURE", "36,9 °C")]]], [2, 2, 2])])


def sh_rougeole(c, r):
    return dict(
        title="Rougeole chez un(e) étudiant(e) en santé et investigation autour du cas",
        service="Maladies infectieuses - secteur d'isolement", link="colocataire",
        h=("Identité", "Éruption et confirmation", "Isolement et contacts"),
        ids=[("N° d'investigation de l'ARS (rougeole)", V("IDENTIFIANT", "ARS-ROU-25-%s" % ids.digits(r, 4), "INVESTIGATION_ARS")),
             ("Institut de formation fréquenté", V("ETABLISSEMENT", "Institut de formation en soins infirmiers du Haut-Arlande", "ifsi")),
             ("Laboratoire", V("ETABLISSEMENT", c.lab, "laboratoire")),
             ("N° de dossier du laboratoire", V("NUM_DOSSIER_LABO", c.labno))],
        s2=[("p", R("Fièvre à ", K("MESURE", "39,8 °C"), ", toux et conjonctivite, puis éruption maculo-papuleuse "
                    "descendante débutant derrière les oreilles ; ", K("EPONYME", "signe de Koplik"),
                    " présent. Une seule dose vaccinale dans l'enfance. Codage ", K("CIM10", "B05.9"), ".")),
            loinc_tab("Analyse", [("IgM anti-rougeole", "positives", "35275-7"), ("RT-PCR rougeole salivaire", "positive", "48506-8"),
                                  ("ALAT", "68 UI/L", "1742-6"), ("CRP", "24 mg/L", "1988-5")])],
        s3=[("p", R("Isolement respiratoire en ", K("CHAMBRE", "chambre 12 à pression négative"), " jusqu'au ", c.cday(4),
                    " ; ", K("MEDICAMENT", "vitamine A"), " ", K("DOSE", "200 000 UI"), " (ATC ", K("ATC", "A11CA01"),
                    "). Rattrapage vaccinal des contacts par ", K("MEDICAMENT", "M-M-RvaxPro"), " (ATC ",
                    K("ATC", "J07BD52"), ", lot ", K("LOT", lot(r)), ") dans les ", K("MESURE", "72 heures"), ".")),
            ("tab", ["Contacts", "Effectif", "Mesure"],
             [[["Promotion de l'institut"], [K("MESURE", "48 étudiants")], ["rattrapage vaccinal"]],
              [["Service de stage"], [K("MESURE", "11 soignants")], ["vérification sérologique"]],
              [["Colocation"], [K("MESURE", "deux personnes")], ["éviction jusqu'au ", c.cday(5)]]], [3, 2, 3])])


def sh_commotion(c, r):
    return dict(
        title="Commotion cérébrale lors d'un match de rugby", service="Urgences - traumatologie du sport",
        link="frère / sœur", h=("Identité", "Circonstances et évaluation", "Surveillance et retour au jeu"),
        ids=[("N° de carton bleu", V("IDENTIFIANT", "CB-25-%s-%s" % (ids.digits(r, 2), ids.digits(r, 5)), "CARTON_BLEU")),
             ("Club du joueur ou de la joueuse", V("ETABLISSEMENT", "Rugby Club des Hautes-Terres", "club_sportif"))],
        s2=[("p", R("Plaquage haut à la ", K("MESURE", "53e minute"), ", sortie sur carton bleu. Amnésie rétrograde et "
                    "céphalées ; ", K("SCORE", "Glasgow 14"), " à l'arrivée à ", K("HORAIRE", hhmm(r, 16, 18)),
                    ". Questions de ", K("EPONYME", "Maddocks"), " : ", K("SCORE", "3 bonnes réponses sur 5"), ". Codage ",
                    K("CIM10", "S06.0"), ".")),
            ("tab", ["Évaluation", "Résultat", "Référence"],
             [[["Symptômes SCAT6"], [K("SCORE", "14/22")], ["-"]],
              [["Test de ", K("EPONYME", "King-Devick")], [K("MESURE", "58 secondes")], [K("MESURE", "44 secondes")]],
              [["Équilibre (mBESS)"], [K("SCORE", "11 erreurs")], [K("SCORE", "moins de 5 erreurs")]]], [3, 2, 2])],
        s3=[("p", R("Scanner cérébral non indiqué selon la ", K("EPONYME", "Canadian CT Head Rule"), " ; surveillance en ",
                    K("CHAMBRE", "box de déchocage 2"), " pendant six heures, ", K("MEDICAMENT", "paracétamol"), " ",
                    K("DOSE", "1 000 mg"), " (ATC ", K("ATC", "N02BE01"), "). Reprise progressive en six étapes, "
                    "aucun match avant ", K("MESURE", "21 jours"), ".")),
            ("tab", ["Étape", "Activité autorisée", "Au plus tôt le"],
             [[["Étape 2"], ["marche, vélo d'appartement"], [c.cday(2)]],
              [["Étape 4"], ["entraînement sans contact"], [c.cday(8)]],
              [["Étape 6"], ["match"], [c.cday(21)]]], [2, 3, 2])])


def sh_pile(c, r):
    return dict(
        title="Ingestion d'une pile d'aide auditive", service="Gastro-entérologie - unité d'endoscopie",
        link="fille / fils", h=("Identité", "Ingestion et imagerie", "Extraction endoscopique"),
        ids=[("N° de dossier de l'audioprothésiste", V("IDENTIFIANT", "AUD-%s-%s" % (ids.digits(r, 3), ids.digits(r, 5)), "AUDIOPROTHESE")),
             ("Centre d'audioprothèse", V("ETABLISSEMENT", "Centre auditif Écoute-Plus des Combes", "audioprothesiste"))],
        s2=[("p", R("Confusion entre une ", K("DISPOSITIF", "pile zinc-air taille 312"), " et un comprimé lors de la prise "
                    "du soir, à ", K("HORAIRE", hhmm(r, 19, 21)), ". Radiographie : corps étranger rond de ",
                    K("MESURE", "7,9 mm"), " avec ", K("EPONYME", "signe du double halo"), " dans l'œsophage moyen. Codage ",
                    K("CIM10", "T18.1"), ".")),
            ("tab", ["Paramètre", "Valeur", "Commentaire"],
             [[["Délai depuis l'ingestion"], [K("MESURE", "200 minutes")], ["à l'arrivée"]],
              [["Miel"], [K("DOSE", "10 mL toutes les 10 minutes")], ["jusqu'à l'endoscopie"]],
              [["Hémoglobine"], [K("BIOLOGIE", "13,2 g/dL")], [K("LOINC", "718-7")]]], [3, 3, 2])],
        s3=[("p", R("Endoscopie en ", K("SALLE", "salle d'endoscopie 2"), " : extraction au ", K("DISPOSITIF", "panier de Roth"),
                    ", lésion caustique grade ", K("SCORE", "2a de la classification de Zargar"), ", acte CCAM ",
                    K("CCAM", "HEGE002"), ". ", K("MEDICAMENT", "Sucralfate"), " ", K("DOSE", "1 000 mg"), " (ATC ",
                    K("ATC", "A02BX02"), ") pendant dix jours, alimentation mixée.")),
            ("tab", ["Suite", "Consigne", "Date"],
             [[["Alimentation"], ["mixée puis normale"], [c.cday(1)]],
              [["Piles de l'appareil"], ["rangées à part, boîte fermée"], [c.cday(0)]],
              [["Endoscopie de contrôle"], ["cicatrisation à vérifier"], [c.cday(14)]]], [2, 3, 2])])


def sh_soudure(c, r):
    return dict(
        title="Kératite actinique après une soudure à l'arc", service="Urgences ophtalmologiques",
        link="conjoint(e)", h=("Identité", "Exposition et examen", "Traitement et prévention"),
        ids=[("N° de permis de feu", V("IDENTIFIANT", "PF-%s-%s" % (ids.digits(r, 4), ids.digits(r, 3)), "PERMIS_FEU")),
             ("Chantier", V("ETABLISSEMENT", "Chantier naval des Sept-Îles", "chantier"))],
        s2=[("p", R("Soudure à l'arc sans masque pendant ", K("MESURE", "40 minutes"), " ; douleurs oculaires bilatérales, "
                    "larmoiement et photophobie ", K("MESURE", "huit heures"), " plus tard. Test à la fluorescéine : "
                    "kératite ponctuée superficielle diffuse, ", K("CIM10", "H16.1"), ". Test de ", K("EPONYME", "Schirmer"),
                    " : ", K("MESURE", "18 mm"), ".")),
            ("tab", ["Œil", "Acuité visuelle", "Fluorescéine"],
             [[["Droit"], [K("MESURE", "8/10")], ["kératite ponctuée diffuse"]],
              [["Gauche"], [K("MESURE", "7/10")], ["kératite ponctuée diffuse"]]], [2, 2, 3])],
        s3=[("p", R("Instillation d'", K("MEDICAMENT", "oxybuprocaïne"), " (ATC ", K("ATC", "S01HA02"),
                    ") pour l'examen seulement ; ", K("MEDICAMENT", "rétinol pommade ophtalmique"), " (ATC ",
                    K("ATC", "S01XA02"), ") ", K("DOSE", "trois applications par jour"), ". Port du ",
                    K("DISPOSITIF", "masque de soudeur teinte 11"), " rappelé à l'encadrement du chantier.")),
            ("tab", ["Mesure", "Responsable", "Échéance"],
             [[["Contrôle ophtalmologique"], ["interne"], [c.cday(2)]],
              [["Arrêt de travail"], ["urgentiste"], [c.cday(3)]],
              [["Visite de reprise"], ["santé au travail"], [c.cday(6)]]], [3, 2, 2])])


def sh_marathon(c, r):
    return dict(
        title="Hyponatrémie associée à l'effort lors d'un marathon", service="Réanimation médicale",
        link="conjoint(e)", h=("Identité", "Course et bilan", "Correction et surveillance"),
        ids=[("N° de dossard", V("IDENTIFIANT", "M-%s" % ids.digits(r, 5), "DOSSARD")),
             ("Organisateur de la course", V("ETABLISSEMENT", "Association Marathon des Gorges de l'Arlande", "organisateur"))],
        s2=[("p", R("Malaise au ", K("MESURE", "kilomètre 38"), " après ", K("MESURE", "278 minutes"),
                    " de course par forte chaleur ; apports hydriques estimés à ", K("MESURE", "5,5 litres"),
                    ", prise de poids de ", K("POIDS", "1,2 kg"), ". Confusion, vomissements, ", K("SCORE", "Glasgow 13"),
                    ". Codage ", K("CIM10", "E87.1"), ".")),
            loinc_tab("Analyse", [("Natrémie", "121 mmol/L", "2951-2"), ("Osmolalité plasmatique", "252 mOsm/kg", "2692-2"),
                                  ("Natriurèse", "46 mmol/L", "2955-3"), ("Kaliémie", "3,6 mmol/L", "2823-3")])],
        s3=[("p", R("Bolus de ", K("MEDICAMENT", "NaCl hypertonique"), " ", K("DOSE", "100 mL"), " (ATC ", K("ATC", "B05XA03"),
                    ") renouvelé une fois, restriction hydrique, correction limitée à ", K("MESURE", "10 mmol/L"),
                    " par jour ; surveillance en ", K("CHAMBRE", "chambre 14 de réanimation"), ".")),
            ("tab", ["Heure", "Natrémie", "Conscience"],
             [[[K("HORAIRE", "14h20")], [K("BIOLOGIE", "121 mmol/L")], [K("SCORE", "Glasgow 13")]],
              [[K("HORAIRE", "18h00")], [K("BIOLOGIE", "124 mmol/L")], [K("SCORE", "Glasgow 15")]],
              [[K("HORAIRE", "23h30")], [K("BIOLOGIE", "127 mmol/L")], [K("SCORE", "Glasgow 15")]]], [2, 2, 2])])


def sh_tatouage(c, r):
    return dict(
        title="Réaction lichénoïde sur un tatouage récent", service="Dermatologie - allergologie cutanée",
        link="compagne / compagnon", h=("Identité", "Tatouage et lésions", "Explorations et traitement"),
        ids=[("N° de signalement de vigilance tatouage", V("IDENTIFIANT", "VT-2025-%s" % ids.digits(r, 5), "VIGILANCE_TATOUAGE")),
             ("Salon de tatouage", V("ETABLISSEMENT", "Atelier d'encre La Mouette Rieuse", "salon_tatouage"))],
        s2=[("p", R("Tatouage réalisé cinq semaines auparavant sur l'avant-bras gauche ; prurit et papules infiltrées "
                    "limitées au rouge (", K("CODE", "pigment PR 170"), ", lot d'encre ", K("LOT", lot(r)), "). ",
                    K("EPONYME", "Phénomène de Koebner"), " absent. Codage ", K("CIM10", "L23.8"), ".")),
            ("tab", ["Couleur", "Aspect", "Surface"],
             [[["Rouge"], ["papules lichénoïdes"], [K("MESURE", "12 cm²")]],
              [["Noir"], ["normal"], ["-"]],
              [["Vert"], ["normal"], ["-"]]], [2, 3, 2])],
        s3=[("p", R("Biopsie au trépan de ", K("MESURE", "0,4 cm"), " : infiltrat lichénoïde en bande. ",
                    K("MEDICAMENT", "Clobétasol"), " ", K("DOSE", "0,05 %"), " crème (ATC ", K("ATC", "D07AD01"),
                    ") pendant trois semaines, photographies de suivi en ", K("SALLE", "salle de consultation 4"), ".")),
            ("tab", ["Test épicutané", "Lecture J2", "Lecture J4"],
             [[["Batterie standard européenne"], ["négatif"], ["négatif"]],
              [["Encre rouge du salon"], ["positif"], ["positif"]]], [3, 2, 2])])


def sh_hypothermie(c, r):
    return dict(
        title="Hypothermie accidentelle après une chute au domicile", service="Médecine gériatrique aiguë",
        link="fille / fils", h=("Identité", "Découverte et bilan", "Réchauffement et suites"),
        ids=[("N° d'abonné de téléassistance", V("IDENTIFIANT", "TA-%s-%s" % (ids.digits(r, 3), ids.digits(r, 4)), "TELEASSISTANCE")),
             ("Centrale de téléassistance", V("ETABLISSEMENT", "Téléassistance Veille-Soleil", "teleassistance"))],
        s2=[("p", R("Retrouvé(e) au sol par l'aide à domicile après une nuit entière, médaillon d'alarme porté mais non "
                    "déclenché. Température centrale ", K("MESURE", "31,8 °C"), ", ", K("EPONYME", "onde J d'Osborn"),
                    " à l'ECG, ", K("SCORE", "stade II de la classification suisse"), ". Codage ", K("CIM10", "T68"), ".")),
            loinc_tab("Analyse", [("CPK", "2 950 UI/L", "2157-6"), ("Kaliémie", "5,2 mmol/L", "2823-3"),
                                  ("Glycémie", "3,9 mmol/L", "2345-7"), ("Créatinine", "134 µmol/L", "2160-0")])],
        s3=[("p", R("Réchauffement externe actif par ", K("DISPOSITIF", "couverture à air pulsé Bair Hugger"),
                    " et solutés réchauffés à ", K("MESURE", "38 °C"), " en ", K("CHAMBRE", "chambre 7 de l'UGA"),
                    ", ", K("MEDICAMENT", "NaCl 0,9 %"), " ", K("DOSE", "1 500 mL"), ". Test ", K("EPONYME", "Timed Up and Go"),
                    " à ", K("MESURE", "24 secondes"), " avant la sortie.")),
            ("tab", ["Heure", "Température", "Fréquence cardiaque"],
             [[[K("HORAIRE", "06h40")], [K("MESURE", "31,8 °C")], [K("MESURE", "42/min")]],
              [[K("HORAIRE", "08h30")], [K("MESURE", "33,9 °C")], [K("MESURE", "51/min")]],
              [[K("HORAIRE", "11h00")], [K("MESURE", "35,6 °C")], [K("MESURE", "64/min")]]], [2, 2, 2])])


SHAPE_FUN = dict(zip(SHAPES, [sh_gelure, sh_foudre, sh_palu, sh_rougeole, sh_commotion, sh_pile, sh_soudure,
                              sh_marathon, sh_tatouage, sh_hypothermie]))


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
    # surname in capitals with the first name in brackets (new writing)
    runhead = R(c.LAST(), " (", c.First(), ") - ", c.ne(), " le ", c.dn(3), " - IPP ", c.ipp_(0))
    foot = R(V("ETABLISSEMENT", c.acr, "sigle"), " - séjour ", c.stay_(0), " - ",
             V("PRENOM", c.first.upper(), "patient"), " ", c.LAST())
    ident = [("Nom d'usage", R(c.LAST()))]
    if c.birth:
        ident.append(("Nom de naissance", R(V("NOM", c.birth.upper(), "naissance"))))
    ident += [("Prénoms de naissance", R(V("PRENOM", c.firsts, "patient"))), ("Premier prénom", R(c.First())),
              ("Date de naissance", R(c.dn(0))), ("Lieu de naissance", R(V("VILLE", c.btown))),
              ("Sexe", R("F" if c.sex == 2 else "M")), ("IPP", R(c.ipp_(0))), ("N° de séjour", R(c.stay_(0))),
              ("NIR", R(c.nir(0))),
              ("Adresse", R(V("ADRESSE", c.paddr), ", ", V("CODE_POSTAL", c.pcp), " ", V("VILLE", c.ptown))),
              ("Téléphones", R(V("TELEPHONE", c.pland), " / ", V("TELEPHONE", c.pmob))),
              ("Courriel", R(V("EMAIL", c.pmail)))]
    adm = R("Recherche dans l'index patients : « ", V("NOM", c.last.lower(), "patient"), " ",
            V("PRENOM", c.first.lower(), "patient"), " » - ", c.ne(), " le ", c.dn(1), " - IPP ", c.ipp_(1), " - NIR ",
            c.nir(1), " - séjour ", c.stay_(1), " ouvert le ", c.cday(0), ".")
    if c.birth:  # birth name first, then "épouse" and the usage name (new writing)
        who = [c.civ(), " ", c.First(), " ", V("NOM", c.birth.upper(), "naissance"), " épouse ", c.LAST()]
    else:
        who = [c.civ(), " ", c.First(), " ", c.Last()]
    prose = R(who, ", ", c.ne(), " le ", c.dn(2), " à ", V("VILLE", c.btown), ", est ",
              "admise" if c.sex == 2 else "admis", " le ", c.cday(0), " ; joignable au ", V("TELEPHONE", c.pmob), ".")
    entour = [("Personne à prévenir", R(c.rel_name(), " (", s["link"], ") - ", V("TELEPHONE", c.rel[2]))),
              ("Médecin traitant", R(c.gp_run())),
              ("Organisme complémentaire", R(V("ORGANISME", c.insurer, "mutuelle"), " - adhérent n° ",
                                             V("NUM_ADHERENT", c.member))),
              ("Employeur", R(V("ETABLISSEMENT", c.employer, "employeur")))]
    sec1 = [("kv", ident), ("p", adm), ("p", prose), ("kv", entour)]
    sec2 = [("kv", [(cap, R(v)) for cap, v in s["ids"]])] + s["s2"]
    a, b = hphrase.split(hword, 1)
    hom = R("Au cours de l'entretien avec le Dr ", V("NOM", hl, "medecin"), ", ", c.civ(), " ", c.Last(), " dit ",
            a, W(hword), b, ".")
    copy = R("Copie : Dr ", V("PRENOM", c.gp[0], "medecin"), " ", V("NOM", c.gp[1].upper(), "medecin"), " (",
             V("VILLE", c.gp[3]), ") - dossier ", c.first[0], ". ", c.LAST(), " / ", c.LAST(), ", ", c.First(),
             " - NIR ", c.nir(2), " - ", c.dn(4), ".")
    sig = [R("Dr ", V("PRENOM", d1f, "medecin"), " ", V("NOM", d1l.upper(), "medecin")),
           R("RPPS ", V("RPPS", d1r), " - identifiant national ", V("RPPS", "8" + d1r, "idnat")),
           R("Fait à ", V("VILLE", c.etown), ", le ", c.cday(3))]
    sec3 = s["s3"] + [("p", hom), ("p", copy), ("sig", sig)]
    sections = [(s["h"][0], sec1), (s["h"][1], sec2), (s["h"][2], sec3)]
    plan = {1: [[0, 1, 2]], 2: [[0, 1], [2]], 3: [[0], [1], [2]]}[npl]
    rr = "1A %s %s %s %s" % (ids.digits(r, 3), ids.digits(r, 3), ids.digits(r, 4), ids.digits(r, 1))
    return {"title": s["title"], "num": i + 1, "shape": shape, "head": head, "team": team, "runhead": runhead,
            "foot": foot, "sections": sections, "plan": plan, "acr": c.acr, "etown": c.etown,
            "recommande": V("IDENTIFIANT", rr, "ENVOI_RECOMMANDE"),
            "patient_addr": [R(c.civ(), " ", c.First(), " ", c.LAST()), R(V("ADRESSE", c.paddr)),
                             R(V("CODE_POSTAL", c.pcp), " ", V("VILLE", c.ptown.upper()))],
            "sender": [R(V("ETABLISSEMENT", c.est, "etablissement")), R(V("ADRESSE", c.eaddr)),
                       R(V("CODE_POSTAL", c.ecp), " ", V("VILLE", c.etown))],
            "export_day": c.cday(3),
            "times": [hhmm(r, 7, 9), hhmm(r, 10, 12)]}
