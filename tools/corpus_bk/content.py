"""People, values and the ten shapes of corpus BK (written for this corpus).

A document is a dict: title, head (letterhead runs), team (runs), runhead / foot (runs repeated on every page),
sections [(heading, [blocks])] and plan (the sections of each planned page), plus a few values only some layouts
draw (the export care date, the lot number of the secure sheets). Blocks: ("kv", [(caption, run)]), ("p", run),
("tab", heads, rows, weights), ("sig", [runs]). Runs mix template strings and values (model.V).
"""
from __future__ import annotations

import datetime
import random

from tools.corpus_kit import CaseWritings

from . import ids
from .model import K, R, V, W

SHAPES = ["ciguatera_poisson_recif", "datura_tisane", "rhabdomyolyse_crossfit", "botulisme_conserve",
          "leptospirose_canoe", "saturnisme_renovation", "organophosphores_viticulture", "parapente_rachis",
          "tronconneuse_cuisse", "hamecon_peche"]


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
                                      r.choice(["urgences", "toxicologie", "reanimation", "orthopedie", "neurologie",
                                                "infectiologie", "medecine-interne"]), self.dom)
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
        # IPP: zero-padded to 12 digits, dotted 1-4-4 (two new writings)
        self.ipp = ["000" + ipp, "%s.%s.%s" % (ipp[0], ipp[1:5], ipp[5:])]
        st = ids.digits(r, 6)
        # stay number: "K25/nnnnnn" and "K25nnnnnn" (two new writings)
        self.stay = ["K25/" + st, "K25" + st]
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
                      r.choice(["IDE", "IDE de nuit", "IDE puéricultrice", "Cadre de santé", "IDE coordinatrice"]))
        self.gp = (r.choice(others), picks[4], ids.rpps(r), r.choice(ids.TOWNS)[0], ids.phone(r, False, i + 2))
        self.rel = (r.choice(others), picks[5], ids.phone(r, True, i + 4))
        self.insurer = ids.INSURERS[i % len(ids.INSURERS)]
        self.member = "AMC-%s-%s" % (ids.digits(r, 3), ids.digits(r, 5)) if i % 2 else \
            "%s %s %s" % (ids.digits(r, 2), ids.digits(r, 4), ids.digits(r, 4))
        self.employer = ids.EMPLOYERS[i % len(ids.EMPLOYERS)]
        self.lab = ids.LABS[i % len(ids.LABS)]
        self.labno = "BIO/%s/%s" % (ids.digits(r, 2), ids.digits(r, 6))
        self.day = datetime.date(2025, r.randint(3, 10), r.randint(1, 18))
        self.bw = [(i + k * 5) % 13 for k in range(5)]  # five birth-date writings per document
        self.nw = [(i + k * 2) % 6 for k in range(3)]  # three NIR writings per document


def loinc_tab(rows):
    return ("tab", ["Analyse", "Résultat", "LOINC"], [[[a], [K("BIOLOGIE", b)], [K("LOINC", c)]] for a, b, c in rows],
            [3, 2, 2])


# ------------------------------------------------------------------ shapes
def sh_ciguatera(c, r):
    return dict(
        title="Intoxication ciguatérique après un repas de poisson de récif", service="Urgences - unité d'hospitalisation de courte durée",
        link="conjoint(e), même repas", h=("Identité et entourage", "Repas et symptômes", "Traitement et consignes"),
        ids=[("N° de signalement au réseau de surveillance de la ciguatera",
              V("IDENTIFIANT", "CIG-25-%s" % ids.digits(r, 4), "SIGNALEMENT_CIGUATERA")),
             ("Poissonnerie où le poisson a été acheté", V("ETABLISSEMENT", "Poissonnerie L'Étal du Carbet", "poissonnerie"))],
        s2=[("p", R("Repas de ", K("CODE", "Sphyraena barracuda"), " rapporté congelé d'un séjour aux Antilles, ",
                    K("MESURE", "six heures"), " avant les premiers signes : paresthésies péribuccales, diarrhée, prurit, "
                    "puis inversion de la sensibilité thermique. Bradycardie à ", K("MESURE", "44/min"), ", pression "
                    "artérielle ", K("MESURE", "92/54 mmHg"), " à ", K("HORAIRE", hhmm(r, 20, 23)), ". Codage ",
                    K("CIM10", "T61.0"), ".")),
            loinc_tab([("CPK", "410 UI/L", "2157-6"), ("Kaliémie", "3,9 mmol/L", "2823-3"),
                       ("Troponine T hs", "11 ng/L", "67151-1"), ("Créatinine", "81 µmol/L", "2160-0")])],
        s3=[("p", R("Perfusion de ", K("MEDICAMENT", "mannitol 20 %"), " ", K("DOSE", "1 g/kg"), " (ATC ",
                    K("ATC", "B05BC01"), ", UCD ", K("UCD", "3400893106472"), ") en ", K("MESURE", "45 minutes"), " ; ",
                    K("MEDICAMENT", "atropine"), " ", K("DOSE", "0,5 mg"), " (ATC ", K("ATC", "A03BA01"),
                    ") pour la bradycardie ; scope en ", K("CHAMBRE", "box 6 de l'UHCD"), ". Éviction du poisson, de "
                    "l'alcool et des fruits de mer pendant ", K("MESURE", "six mois"), ".")),
            ("tab", ["Heure", "Fréquence cardiaque", "Paresthésies"],
             [[[K("HORAIRE", "22h10")], [K("MESURE", "44/min")], ["péribuccales et des mains"]],
              [[K("HORAIRE", "02h30")], [K("MESURE", "52/min")], ["des mains"]],
              [[K("HORAIRE", "08h00")], [K("MESURE", "61/min")], ["inversion chaud-froid persistante"]]], [2, 2, 3])])


def sh_datura(c, r):
    return dict(
        title="Syndrome anticholinergique après une tisane de datura", service="Urgences - toxicologie clinique",
        link="colocataire", h=("Identité", "Ingestion et examen", "Antidote et surveillance"),
        ids=[("N° de saisine du centre antipoison", V("IDENTIFIANT", "CAP-25-%s" % ids.digits(r, 6), "SAISINE_CAP")),
             ("Jardinerie où la plante a été achetée", V("ETABLISSEMENT", "Jardinerie des Trois-Saules", "jardinerie"))],
        s2=[("p", R("Tisane préparée avec des feuilles de ", K("CODE", "Datura stramonium"), " confondues avec de la "
                    "consoude. À ", K("HORAIRE", hhmm(r, 18, 21)), " : agitation, hallucinations, mydriase de ",
                    K("MESURE", "7 mm"), ", peau sèche et chaude à ", K("MESURE", "38,4 °C"), ", globe vésical de ",
                    K("MESURE", "900 mL"), ", ", K("SCORE", "Glasgow 12"), ". Codage ", K("CIM10", "T62.2"), ".")),
            ("tab", ["Paramètre", "Valeur", "Commentaire"],
             [[["Fréquence cardiaque"], [K("MESURE", "128/min")], ["tachycardie sinusale"]],
              [["Durée du QRS"], [K("MESURE", "96 ms")], ["pas d'élargissement"]],
              [["Agitation"], [K("SCORE", "RASS +3")], [K("EPONYME", "échelle de Richmond")]]], [3, 2, 3])],
        s3=[("p", R(K("MEDICAMENT", "Physostigmine"), " ", K("DOSE", "1 mg IV lente"), " (ATC ", K("ATC", "V03AB19"),
                    ", lot ", K("LOT", lot(r)), ") sous scope en ", K("SALLE", "salle de déchocage 1"), ", sondage "
                    "vésical, ", K("MEDICAMENT", "diazépam"), " ", K("DOSE", "5 mg"), " (ATC ", K("ATC", "N05BA01"),
                    ") pour l'agitation résiduelle.")),
            ("tab", ["Heure", "Agitation", "Fréquence cardiaque"],
             [[[K("HORAIRE", "21h40")], [K("SCORE", "RASS +3")], [K("MESURE", "128/min")]],
              [[K("HORAIRE", "23h15")], [K("SCORE", "RASS +1")], [K("MESURE", "104/min")]],
              [[K("HORAIRE", "06h30")], [K("SCORE", "RASS 0")], [K("MESURE", "88/min")]]], [2, 2, 2])])


def sh_crossfit(c, r):
    return dict(
        title="Rhabdomyolyse d'effort après une séance d'entraînement fonctionnel", service="Néphrologie - hospitalisation conventionnelle",
        link="partenaire d'entraînement", h=("Identité", "Séance et bilan", "Hyperhydratation et suivi"),
        ids=[("N° de membre de la box d'entraînement", V("IDENTIFIANT", "BX-%s-%s" % (ids.digits(r, 4), ids.digits(r, 2)), "MEMBRE_BOX")),
             ("Salle d'entraînement", V("ETABLISSEMENT", "Box d'entraînement fonctionnel La Forge-Nord", "salle_sport"))],
        s2=[("p", R("Séance « ", K("CODE", "WOD Murph"), " » de ", K("MESURE", "72 minutes"), " après six mois d'arrêt ; "
                    "douleurs des quadriceps et urines foncées le lendemain. Effort perçu ", K("SCORE", "Borg 19/20"),
                    ". Codage ", K("CIM10", "M62.8"), " et ", K("CIM10", "X50"), ".")),
            loinc_tab([("CPK", "48 600 UI/L", "2157-6"), ("Myoglobine", "12 400 µg/L", "2639-3"),
                       ("Créatinine", "112 µmol/L", "2160-0"), ("ASAT", "690 UI/L", "1920-8")])],
        s3=[("p", R("Hyperhydratation par ", K("MEDICAMENT", "NaCl 0,9 %"), " ", K("DOSE", "200 mL/h"), " (ATC ",
                    K("ATC", "B05BB01"), "), diurèse cible ", K("MESURE", "200 mL/h"), ", bandelette urinaire ",
                    K("BIOLOGIE", "sang +++"), " sans hématies. Surveillance en ", K("CHAMBRE", "chambre 9 de néphrologie"),
                    " ; syndrome des loges éliminé (pression intramusculaire ", K("MESURE", "18 mmHg"), ").")),
            ("tab", ["Jour", "CPK", "Créatinine"],
             [[[c.cday(0)], [K("BIOLOGIE", "48 600 UI/L")], [K("BIOLOGIE", "112 µmol/L")]],
              [[c.cday(2)], [K("BIOLOGIE", "21 300 UI/L")], [K("BIOLOGIE", "94 µmol/L")]],
              [[c.cday(4)], [K("BIOLOGIE", "6 800 UI/L")], [K("BIOLOGIE", "78 µmol/L")]]], [2, 2, 2])])


def sh_botulisme(c, r):
    return dict(
        title="Botulisme alimentaire après un bocal de conserve maison", service="Réanimation médicale",
        link="sœur / frère, même repas", h=("Identité", "Repas et paralysie", "Antitoxine et ventilation"),
        ids=[("N° d'enquête alimentaire de la DDPP", V("IDENTIFIANT", "DDPP-%s-25-%s" % (ids.digits(r, 2), ids.digits(r, 5)), "ENQUETE_DDPP")),
             ("Épicerie où le bocal a été acheté", V("ETABLISSEMENT", "Épicerie fine Les Bocaux du Terroir", "epicerie")),
             ("Laboratoire", V("ETABLISSEMENT", c.lab, "laboratoire")),
             ("N° de dossier du laboratoire", V("NUM_DOSSIER_LABO", c.labno))],
        s2=[("p", R("Bocal de ", K("CODE", "haricots verts stérilisés maison"), " au couvercle bombé consommé ",
                    K("MESURE", "36 heures"), " plus tôt ; diplopie, ptosis bilatéral, dysphagie puis paralysie "
                    "descendante symétrique, capacité vitale ", K("MESURE", "1,9 L"), ", testing ",
                    K("SCORE", "MRC 42/60"), ". Codage ", K("CIM10", "A05.1"), ".")),
            ("tab", ["Examen", "Résultat", "Commentaire"],
             [[["ENMG"], ["potentiation à haute fréquence"], ["bloc présynaptique"]],
              [["Recherche de toxine"], [K("BIOLOGIE", "toxine de type B")], ["sérum et reste du bocal"]],
              [["Capacité vitale"], [K("MESURE", "1,9 L")], ["à répéter toutes les 4 heures"]]], [2, 3, 3])],
        s3=[("p", R(K("MEDICAMENT", "Antitoxine botulique heptavalente"), " ", K("DOSE", "un flacon IV"), " (ATC ",
                    K("ATC", "J06AA04"), ", lot ", K("LOT", lot(r)), ") ; surveillance en ",
                    K("CHAMBRE", "chambre 3 de réanimation"), ", intubation prévue si la capacité vitale passe sous ",
                    K("MESURE", "1,2 L"), ". Les autres convives sont convoqués.")),
            ("tab", ["Jour", "Capacité vitale", "Déglutition"],
             [[[c.cday(0)], [K("MESURE", "1,9 L")], ["fausses routes"]],
              [[c.cday(2)], [K("MESURE", "1,6 L")], ["sonde nasogastrique"]],
              [[c.cday(9)], [K("MESURE", "2,4 L")], ["eau gélifiée tolérée"]]], [2, 2, 3])])


def sh_lepto(c, r):
    return dict(
        title="Leptospirose ictéro-hémorragique après une descente en canoë", service="Maladies infectieuses et tropicales",
        link="ami(e) de la même descente", h=("Identité", "Exposition et bilan", "Antibiothérapie et suivi"),
        ids=[("N° de location de la base nautique", V("IDENTIFIANT", "LOC-25-%s" % ids.digits(r, 5), "LOCATION_NAUTIQUE")),
             ("Base nautique", V("ETABLISSEMENT", "Base de canoë du Moulin-Brûlé", "base_nautique")),
             ("Laboratoire", V("ETABLISSEMENT", c.lab, "laboratoire")),
             ("N° de dossier du laboratoire", V("NUM_DOSSIER_LABO", c.labno))],
        s2=[("p", R("Descente de ", K("MESURE", "14 km"), " après un orage, chavirage et ingestion d'eau de rivière ; ",
                    K("MESURE", "neuf jours"), " plus tard fièvre à ", K("MESURE", "39,9 °C"), ", myalgies des mollets, "
                    "suffusion conjonctivale et ictère : ", K("EPONYME", "syndrome de Weil"), ". Codage ",
                    K("CIM10", "A27.0"), ".")),
            loinc_tab([("Plaquettes", "38 G/L", "777-3"), ("Créatinine", "245 µmol/L", "2160-0"),
                       ("Bilirubine totale", "96 µmol/L", "1975-2"), ("CPK", "2 100 UI/L", "2157-6")])],
        s3=[("p", R(K("MEDICAMENT", "Ceftriaxone"), " ", K("DOSE", "1 g par jour"), " (ATC ", K("ATC", "J01DD04"),
                    ") pendant sept jours en ", K("CHAMBRE", "chambre 11"), ", PCR ", K("CODE", "Leptospira"),
                    " sanguine positive, microagglutination ", K("BIOLOGIE", "1/800"), " au contrôle. Les autres "
                    "participants de la descente ont été prévenus.")),
            ("tab", ["Jour", "Plaquettes", "Créatinine"],
             [[[c.cday(0)], [K("BIOLOGIE", "38 G/L")], [K("BIOLOGIE", "245 µmol/L")]],
              [[c.cday(3)], [K("BIOLOGIE", "96 G/L")], [K("BIOLOGIE", "160 µmol/L")]],
              [[c.cday(7)], [K("BIOLOGIE", "212 G/L")], [K("BIOLOGIE", "98 µmol/L")]]], [2, 2, 2])])


def sh_saturnisme(c, r):
    return dict(
        title="Saturnisme de l'adulte après la rénovation d'une maison ancienne", service="Médecine interne",
        link="conjoint(e)", h=("Identité", "Exposition et bilan", "Chélation et suivi"),
        ids=[("N° du constat de risque d'exposition au plomb (CREP)",
              V("IDENTIFIANT", "CREP-%s-%s" % (ids.digits(r, 4), ids.digits(r, 5)), "CREP")),
             ("Cabinet de diagnostic immobilier", V("ETABLISSEMENT", "Cabinet Diagnostic Habitat Sûr", "diagnostiqueur")),
             ("Laboratoire", V("ETABLISSEMENT", c.lab, "laboratoire")),
             ("N° de dossier du laboratoire", V("NUM_DOSSIER_LABO", c.labno))],
        s2=[("p", R("Ponçage à sec de peintures anciennes pendant ", K("MESURE", "trois mois"), " sans masque ; "
                    "douleurs abdominales, constipation, asthénie, ", K("EPONYME", "liseré de Burton"),
                    " gingival, ponctuations basophiles des hématies. Codage ", K("CIM10", "T56.0"), ".")),
            loinc_tab([("Plombémie", "612 µg/L", "5671-3"), ("Hémoglobine", "10,4 g/dL", "718-7"),
                       ("Créatinine", "88 µmol/L", "2160-0"), ("Ferritine", "46 µg/L", "2276-4")])],
        s3=[("p", R("Chélation par ", K("MEDICAMENT", "EDTA calcique disodique"), " ", K("DOSE", "1 g/m² par jour"),
                    " (ATC ", K("ATC", "V03AB03"), ", UCD ", K("UCD", "3400891775830"), ") pendant cinq jours en ",
                    K("CHAMBRE", "chambre 21"), ", arrêt des travaux, aspiration à filtre ",
                    K("DISPOSITIF", "HEPA H13"), " avant le retour au domicile.")),
            ("tab", ["Jour", "Plombémie", "Commentaire"],
             [[[c.cday(0)], [K("BIOLOGIE", "612 µg/L")], ["avant chélation"]],
              [[c.cday(6)], [K("BIOLOGIE", "284 µg/L")], ["fin de cure"]],
              [[c.cday(30)], [K("BIOLOGIE", "390 µg/L")], ["rebond attendu"]]], [2, 2, 3])])


def sh_organophos(c, r):
    return dict(
        title="Intoxication aux organophosphorés pendant un traitement de la vigne", service="Réanimation polyvalente",
        link="conjoint(e)", h=("Identité", "Exposition et examen", "Antidotes et surveillance"),
        ids=[("N° de certificat Certiphyto", V("IDENTIFIANT", "CP-%s-%s" % (ids.digits(r, 2), ids.digits(r, 6)), "CERTIPHYTO")),
             ("Exploitation où a eu lieu le traitement", V("ETABLISSEMENT", "Domaine viticole du Clos-Mazet", "exploitation"))],
        s2=[("p", R("Pulvérisation de ", K("CODE", "chlorpyriphos-éthyl"), " (", K("CODE", "AMM 2150123"),
                    ") sans combinaison ni masque, tracteur sans cabine ; myosis serré, hypersialorrhée, fasciculations, "
                    "bradycardie à ", K("MESURE", "48/min"), ", ", K("SCORE", "Peradeniya 6"), ". Codage ",
                    K("CIM10", "T60.0"), ".")),
            loinc_tab([("Cholinestérase plasmatique", "1 150 UI/L", "2098-2"), ("Lipase", "182 UI/L", "3040-3"),
                       ("Kaliémie", "3,4 mmol/L", "2823-3"), ("Lactates", "3,1 mmol/L", "2524-7")])],
        s3=[("p", R("Décontamination cutanée, ", K("MEDICAMENT", "atropine"), " ", K("DOSE", "2 mg toutes les 5 minutes"),
                    " (ATC ", K("ATC", "A03BA01"), ") jusqu'à assèchement bronchique, ", K("MEDICAMENT", "pralidoxime"),
                    " ", K("DOSE", "400 mg"), " (ATC ", K("ATC", "V03AB04"), ", lot ", K("LOT", lot(r)), ") en ",
                    K("CHAMBRE", "chambre 2 de réanimation"), ".")),
            ("tab", ["Heure", "Atropine cumulée", "Fréquence cardiaque"],
             [[[K("HORAIRE", "10h20")], [K("DOSE", "6 mg")], [K("MESURE", "48/min")]],
              [[K("HORAIRE", "11h05")], [K("DOSE", "14 mg")], [K("MESURE", "86/min")]],
              [[K("HORAIRE", "14h00")], [K("DOSE", "18 mg")], [K("MESURE", "94/min")]]], [2, 2, 2])])


def sh_parapente(c, r):
    return dict(
        title="Fracture vertébrale après un accident de parapente", service="Chirurgie orthopédique et traumatologique - rachis",
        link="compagne / compagnon", h=("Identité", "Accident et imagerie", "Traitement orthopédique et reprise"),
        ids=[("N° de brevet de pilote de parapente", V("IDENTIFIANT", "BP-%s" % ids.digits(r, 6), "BREVET_PILOTE")),
             ("École de vol libre", V("ETABLISSEMENT", "École de vol libre Les Ailes du Sancy", "ecole_vol_libre"))],
        s2=[("p", R("Fermeture asymétrique à ", K("MESURE", "40 m"), " du sol à l'approche, vent de ",
                    K("MESURE", "28 km/h"), " ; réception assise. Douleur lombaire, examen neurologique normal ",
                    K("SCORE", "ASIA E"), ". Scanner : fracture-tassement de ", K("CODE", "L1"), " de type ",
                    K("SCORE", "A3 de Magerl"), ", ", K("SCORE", "TLICS 2"), ". Codage ", K("CIM10", "S32.0"), ".")),
            ("tab", ["Mesure", "Valeur", "Commentaire"],
             [[["Cyphose régionale"], [K("MESURE", "14°")], ["tolérable"]],
              [["Recul du mur postérieur"], [K("MESURE", "3,5 mm")], ["canal libre"]],
              [["Perte de hauteur antérieure"], [K("MESURE", "30 %")], ["surveillance"]]], [3, 2, 3])],
        s3=[("p", R(K("DISPOSITIF", "corset trois points de Jewett"), " pendant ", K("MESURE", "trois mois"), ", ",
                    K("MEDICAMENT", "tramadol"), " ", K("DOSE", "50 mg"), " (ATC ", K("ATC", "N02AX02"),
                    ") si besoin, radiographies debout de contrôle. Reprise du vol après avis du rachis.")),
            ("tab", ["Étape", "Consigne", "Date"],
             [[["Radiographie debout"], ["avec le corset"], [c.cday(2)]],
              [["Consultation rachis"], ["cyphose à mesurer"], [c.cday(45)]],
              [["Ablation du corset"], ["si consolidation"], [c.cday(90)]]], [2, 3, 2])])


def sh_tronconneuse(c, r):
    return dict(
        title="Plaie de cuisse par tronçonneuse lors d'un abattage", service="Chirurgie orthopédique - urgences",
        link="voisin(e) ayant donné l'alerte", h=("Identité", "Accident et lésions", "Parage et suites"),
        ids=[("N° de déclaration d'accident du travail à la MSA",
              V("IDENTIFIANT", "MSA-AT-25-%s" % ids.digits(r, 6), "DECLARATION_MSA")),
             ("Chantier forestier", V("ETABLISSEMENT", "Exploitation forestière des Hautes-Futaies", "exploitation_forestiere"))],
        s2=[("p", R("Rebond de la chaîne lors de l'abattage d'un chêne, pantalon anti-coupure non porté ; plaie de la "
                    "face antérieure de la cuisse gauche de ", K("MESURE", "14 cm"), ", saignement contrôlé par "
                    "compression, arrivée à ", K("HORAIRE", hhmm(r, 9, 12)), ". Codage ", K("CIM10", "S71.1"), " et ",
                    K("CIM10", "W29"), ".")),
            ("tab", ["Structure", "Atteinte", "Examen"],
             [[["Muscle droit fémoral"], ["section partielle"], ["exploration"]],
              [["Artère fémorale"], ["indemne"], [K("DISPOSITIF", "Doppler de poche 8 MHz")]],
              [["Nerf fémoral"], ["indemne"], ["quadriceps côté à ", K("SCORE", "5/5")]]], [3, 2, 3])],
        s3=[("p", R("Parage et suture musculaire en ", K("SALLE", "salle d'opération 4"), " (CCAM ", K("CCAM", "NJFA006"),
                    "), lavage par ", K("MESURE", "six litres"), " de sérum, ", K("MEDICAMENT", "céfazoline"), " ",
                    K("DOSE", "2 g"), " (ATC ", K("ATC", "J01DB04"), "), rappel antitétanique (lot ", K("LOT", lot(r)),
                    "). Équipements de protection rappelés à l'employeur.")),
            ("tab", ["Suite", "Consigne", "Date"],
             [[["Pansement"], ["tous les deux jours"], [c.cday(2)]],
              [["Ablation des fils"], ["infirmier à domicile"], [c.cday(14)]],
              [["Consultation"], ["reprise du travail"], [c.cday(30)]]], [2, 3, 2])])


def sh_hamecon(c, r):
    return dict(
        title="Hameçon planté dans l'index lors d'une partie de pêche", service="Urgences - SOS mains",
        link="partenaire de pêche", h=("Identité", "Circonstances et radiographie", "Extraction et suites"),
        ids=[("N° de carte de pêche de l'AAPPMA", V("IDENTIFIANT", "AAP-%s-%s" % (ids.digits(r, 2), ids.digits(r, 6)), "CARTE_PECHE")),
             ("Association de pêche", V("ETABLISSEMENT", "AAPPMA La Truite de la Haute-Brenne", "aappma"))],
        s2=[("p", R("Lors d'un lancer, ", K("DISPOSITIF", "hameçon triple n° 6 à ardillon"), " planté dans la pulpe "
                    "de l'index droit ; radiographie : pointe à ", K("MESURE", "4,5 mm"), " de la corticale, pas de "
                    "fracture. Arrivée à ", K("HORAIRE", hhmm(r, 14, 18)), ". Codage ", K("CIM10", "S61.0"), ".")),
            ("tab", ["Temps", "Geste", "Produit"],
             [[["Anesthésie"], ["bloc de ", K("EPONYME", "Oberst")], [K("MEDICAMENT", "lidocaïne 1 %"), " ", K("DOSE", "4 mL")]],
              [["Extraction"], ["technique de la poussée-section"], ["pince coupante stérile"]],
              [["Lavage"], ["sérum physiologique"], [K("MESURE", "250 mL")]]], [2, 3, 3])],
        s3=[("p", R(K("MEDICAMENT", "Amoxicilline-acide clavulanique"), " ", K("DOSE", "1 g trois fois par jour"),
                    " (ATC ", K("ATC", "J01CR02"), ") pendant cinq jours, ", K("MEDICAMENT", "lidocaïne"), " (ATC ",
                    K("ATC", "N01BB02"), ") pour le bloc, rappel antitétanique (lot ", K("LOT", lot(r)), ") en ",
                    K("SALLE", "salle de soins 3"), ".")),
            ("tab", ["Suite", "Consigne", "Date"],
             [[["Pansement"], ["sec, à refaire"], [c.cday(1)]],
              [["Contrôle"], ["signes d'infection"], [c.cday(3)]],
              [["Reprise de la pêche"], ["gants conseillés"], [c.cday(10)]]], [2, 3, 2])])


SHAPE_FUN = dict(zip(SHAPES, [sh_ciguatera, sh_datura, sh_crossfit, sh_botulisme, sh_lepto, sh_saturnisme,
                              sh_organophos, sh_parapente, sh_tronconneuse, sh_hamecon]))


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
    # all capitals, first name first
    foot = R(V("ETABLISSEMENT", c.acr, "sigle"), " - séjour ", c.stay_(0), " - ",
             V("PRENOM", c.first.upper(), "patient"), " ", c.LAST())
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
    # all lower case, "name, first" (the admission desk's duplicate check)
    adm = R("Contrôle des doublons à l'accueil : « ", V("NOM", c.last.lower(), "patient"), ", ",
            V("PRENOM", c.first.lower(), "patient"), " » - ", c.ne(), " le ", c.dn(1), " - IPP ", c.ipp_(1), " - NIR ",
            c.nir(1), " - séjour ", c.stay_(1), " ouvert le ", c.cday(0), ".")
    if c.birth:  # new writing: the double usage name "NAME-BIRTHNAME"
        who = [c.civ(), " ", c.First(), " ", c.LAST(), "-", V("NOM", c.birth.upper(), "naissance")]
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
    # new writing: first name + initial of the surname, as in a nursing note
    hom = R("Au cours de l'entretien avec le Dr ", V("NOM", hl, "medecin"), ", ", c.First(), " ", c.last[0].upper(), ". dit ",
            a, W(hword), b, ".")
    copy = R("Copie : Dr ", V("PRENOM", c.gp[0], "medecin"), " ", V("NOM", c.gp[1].upper(), "medecin"), " (",
             V("VILLE", c.gp[3]), ") - dossier ", c.LAST(), " ", c.First(), " - NIR ", c.nir(2), " - ", c.dn(4), ".")
    sig = [R("Dr ", V("PRENOM", d1f, "medecin"), " ", V("NOM", d1l.upper(), "medecin")),
           R("RPPS ", V("RPPS", d1r), " - identifiant national ", V("RPPS", "8" + d1r, "idnat")),
           R("Fait à ", V("VILLE", c.etown), ", le ", c.cday(3))]
    sec3 = s["s3"] + [("p", hom), ("p", copy), ("sig", sig)]
    sections = [(s["h"][0], sec1), (s["h"][1], sec2), (s["h"][2], sec3)]
    plan = {1: [[0, 1, 2]], 2: [[0, 1], [2]], 3: [[0], [1], [2]]}[npl]
    sheet_lot = "%s-%s" % (r.choice(["SEC", "PSF", "OS"]), ids.digits(r, 7))
    return {"title": s["title"], "num": i + 1, "shape": shape, "head": head, "team": team, "runhead": runhead,
            "foot": foot, "sections": sections, "plan": plan, "acr": c.acr,
            "export_day": c.cday(3), "sheet_lot": K("LOT", sheet_lot)}
