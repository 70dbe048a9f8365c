"""People, values and the ten shapes of corpus BI (written from scratch).

A document is a dict: title, head (letterhead runs), team (runs), runhead / foot (runs repeated on every page),
sections [(heading, [blocks])] and plan (the sections of each planned page). Blocks: ("kv", [(caption, run)]),
("p", run), ("tab", heads, rows, weights), ("sig", [runs]). Runs mix template strings and values (model.V).
"""
from __future__ import annotations

import datetime
import random

from . import ids
from .model import D, K, R, V, W

SHAPES = ["envenimation_vipere", "erytheme_migrant_lyme", "gale_cas_groupes", "coup_de_chaleur",
          "noyade_sauvetage", "covid_long", "prado_sortie_maternite", "intoxication_monoxyde",
          "accident_plongee", "inscription_donneur_moelle"]


def lot(r):
    return "%s%d%s" % (r.choice("ABCDEFGHKLMNPRSTUVXY"), r.randint(10000, 99999), r.choice("ABCFKTX"))


class Ctx:
    def __init__(self, i, seed, shape):
        r = self.r = random.Random(seed * 1009 + i * 7919)
        self.i, self.shape = i, shape
        self.est, self.acr, self.dom = ids.ESTABS[i % len(ids.ESTABS)]
        self.etown, self.ecp, self.edept = ids.TOWNS[(i * 3 + 1) % len(ids.TOWNS)]
        self.eaddr = "%d %s %s" % (r.randint(1, 60), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
        self.ephone = ids.phone(r, False, i)
        self.emailsvc = "%s.%s@%s" % (r.choice(["secretariat", "accueil", "cadre", "bureau"]),
                                      r.choice(["urgences", "medecine", "consultations", "smr", "maternite"]),
                                      self.dom)
        self.finess = ids.finess(r, self.edept)
        fem_pat = shape == "prado_sortie_maternite" or (shape != "accident_plongee" and r.random() < 0.55)
        self.sex = 2 if fem_pat else 1
        pool = ids.SURNAMES + ids.PARTICLES
        picks = r.sample(pool, 7)
        self.last = picks[0]
        self.first = r.choice(ids.FIRST_F if fem_pat else ids.FIRST_M)
        self.birth = picks[1] if fem_pat and i % 3 != 2 else None
        lo, hi = (1984, 2000) if shape == "prado_sortie_maternite" else (1938, 1996)
        self.bdate = datetime.date(r.randint(lo, hi), r.randint(1, 12), r.randint(1, 28))
        self.btown, _, self.bdept = r.choice(ids.TOWNS)
        self.n13 = ids.nir13(r, self.sex, self.bdate, self.bdept)
        self.key = ids.nir_key(self.n13)
        ipp = "4" + ids.digits(r, 9)
        self.ipp = [ipp, "%s %s %s" % (ipp[:2], ipp[2:6], ipp[6:])]
        st = ids.digits(r, 6)
        self.stay = ["25-HC-" + st, "25HC" + st]
        self.ptown, self.pcp, _ = r.choice([t for t in ids.TOWNS if t[0] != self.etown])
        self.paddr = "%d %s %s" % (r.randint(1, 140), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
        self.pland = ids.phone(r, False, i + 1)
        self.pmob = ids.phone(r, True, i + 3)
        self.pmail = "%s.%s@%s" % (ids.ascii_fold(self.first).lower(), ids.ascii_fold(self.last).lower()
                                   .replace(" ", "").replace("'", ""), r.choice(["courriel-fictif.fr", "boite-test.net",
                                                                               "messagerie.example"]))
        # team
        self.d1 = (r.choice(ids.FIRST_F + ids.FIRST_M), picks[2], ids.rpps(r))
        h = ids.HOMONYMS[i % len(ids.HOMONYMS)]
        self.hom = (r.choice(ids.FIRST_F + ids.FIRST_M), h[0], ids.rpps(r), h[1], h[2])
        self.nurse = (r.choice(ids.FIRST_F + ids.FIRST_M), picks[3], ids.adeli(r, self.edept),
                      r.choice(["IDE", "IDE coordinatrice", "Puéricultrice" if shape == "prado_sortie_maternite" else "Cadre de santé",
                                "Infirmier(e) de pratique avancée"]))
        self.gp = (r.choice(ids.FIRST_F + ids.FIRST_M), picks[4], ids.rpps(r), r.choice(ids.TOWNS)[0],
                   ids.phone(r, False, i + 2))
        self.rel = (r.choice(ids.FIRST_F + ids.FIRST_M), picks[5], ids.phone(r, True, i + 4))
        self.insurer = ids.INSURERS[i % len(ids.INSURERS)]
        self.member = "%s %s %s" % (ids.digits(r, 3), ids.digits(r, 3), ids.digits(r, 3)) if i % 2 else \
            "AD-%s-%s" % (ids.digits(r, 4), ids.digits(r, 3))
        self.employer = ids.EMPLOYERS[i % len(ids.EMPLOYERS)]
        self.lab = ids.LABS[i % len(ids.LABS)]
        self.labno = "B25-%s-%s" % (ids.digits(r, 4), ids.digits(r, 2))
        self.day = datetime.date(2025, r.randint(3, 9), r.randint(1, 20))
        self.otown = r.choice([t[0] for t in ids.TOWNS if t[0] not in (self.etown, self.ptown, self.btown, self.gp[3])])
        self.bw = [(i + k * 5) % 13 for k in range(5)]  # five birth-date writings per document
        self.nw = [(i + k * 2) % 6 for k in range(3)]

    # ---- writings
    def dn(self, k):
        return V("DATE_NAISSANCE", ids.birth_written(self.bdate, self.bw[k % 5]))

    def nir(self, k):
        return V("NIR", ids.nir_written(self.n13, self.key, self.nw[k % 3]))

    def ipp_(self, k=0):
        return V("IPP", self.ipp[k])

    def stay_(self, k=0):
        return V("NUM_SEJOUR", self.stay[k])

    def cday(self, n=0):
        return D(ids.care(self.day + datetime.timedelta(days=n)))

    def LAST(self):
        return V("NOM", self.last.upper(), "patient")

    def Last(self):
        return V("NOM", self.last, "patient")

    def First(self):
        return V("PRENOM", self.first, "patient")

    def civ(self):
        return "Mme" if self.sex == 2 else "M."

    def ne(self):
        return "née" if self.sex == 2 else "né"

    def rel_name(self):
        return [V("PRENOM", self.rel[0], "proche"), " ", V("NOM", self.rel[1].upper(), "proche")]

    def gp_run(self):
        g = self.gp
        return ["Dr ", V("PRENOM", g[0], "medecin"), " ", V("NOM", g[1], "medecin"), " - RPPS ", V("RPPS", g[2]),
                " - ", V("VILLE", g[3]), " - ", V("TELEPHONE", g[4])]


# ------------------------------------------------------------------ shapes
def sh_envenimation(c, r):
    t_bite = "%02dh%02d" % (r.randint(13, 17), r.randint(0, 59))
    return dict(
        title="Prise en charge d'une envenimation vipérine", service="Urgences - UHCD",
        link="conjoint(e)", h=("Identité et entourage", "Circonstances et bilan initial", "Antivenin et surveillance"),
        ids=[("N° d'intervention SDIS", V("IDENTIFIANT", "INT-2025-%s" % ids.digits(r, 5), "INTERVENTION_SDIS")),
             ("Centre de secours engagé", V("ETABLISSEMENT", "Centre de secours de la Haute-Truyère", "secours"))],
        s2=[("p", R("Morsure de vipère à la face dorsale du pied gauche à ", K("HORAIRE", t_bite), " lors d'une randonnée "
                    "sur la commune de ", V("VILLE", c.otown), ". Œdème extensif jusqu'au genou, grade ",
                    K("SCORE", "2 de la classification d'Audebert"), ", codage ", K("CIM10", "T63.0"),
                    ". Pas de garrot posé, membre immobilisé par les sapeurs-pompiers.")),
            ("tab", ["Examen", "Résultat", "Norme", "LOINC"],
             [[["Fibrinogène"], [K("BIOLOGIE", "1,6 g/L")], ["2 - 4 g/L"], [K("LOINC", "3255-7")]],
              [["Plaquettes"], [K("BIOLOGIE", "118 G/L")], ["150 - 400 G/L"], [K("LOINC", "777-3")]],
              [["Taux de prothrombine"], [K("BIOLOGIE", "64 %")], ["70 - 100 %"], [K("LOINC", "5894-1")]],
              [["CPK"], [K("BIOLOGIE", "612 UI/L")], ["< 190 UI/L"], [K("LOINC", "2157-6")]]], [3, 2, 2, 2])],
        s3=[("p", R("Administration de ", K("MEDICAMENT", "Viperfav"), " ", K("DOSE", "4 mL"), " (ATC ",
                    K("ATC", "J06AA03"), ", lot ", K("LOT", lot(r)), ") à ", K("HORAIRE", "%02dh%02d" % (r.randint(18, 19), r.randint(0, 59))),
                    " en ", K("SALLE", "salle de déchocage 2"), ", puis surveillance en ", K("CHAMBRE", "box UHCD 4"),
                    ". Antalgie par ", K("MEDICAMENT", "paracétamol"), " ", K("DOSE", "1 g"), " IV.")),
            ("tab", ["Heure", "Périmètre du mollet", "EVA"],
             [[[K("HORAIRE", "19h00")], [K("MESURE", "38 cm")], [K("SCORE", "EVA 6/10")]],
              [[K("HORAIRE", "23h00")], [K("MESURE", "36 cm")], [K("SCORE", "EVA 3/10")]]], [2, 3, 2])])


def sh_lyme(c, r):
    return dict(
        title="Consultation pour érythème migrant après piqûre de tique", service="Consultation de maladies infectieuses",
        link="conjoint(e)", h=("Identité", "Exposition et examen", "Sérologie et traitement"),
        ids=[("N° de fiche réseau Sentinelles", V("IDENTIFIANT", "SENT-25-%s-%s" % (ids.digits(r, 2), ids.digits(r, 4)), "SENTINELLES")),
             ("Laboratoire de sérologie", V("ETABLISSEMENT", c.lab, "laboratoire")),
             ("N° de dossier du laboratoire", V("NUM_DOSSIER_LABO", c.labno))],
        s2=[("p", R("Piqûre de tique retirée le ", c.cday(-12), " après une journée de débroussaillage près de ",
                    V("VILLE", c.otown), ". Érythème annulaire de ", K("MESURE", "9 cm"),
                    " du creux poplité droit, centrifuge, sans signe général. Diagnostic : ", K("EPONYME", "maladie de Lyme"),
                    " localisée précoce, ", K("CIM10", "A69.2"), ".")),
            ("tab", ["Élément", "Constat", "Code"],
             [[["Érythème migrant"], [K("MESURE", "9 x 7 cm")], [K("CIM10", "L54.0")]],
              [["Adénopathie"], ["absente"], ["-"]],
              [["Paralysie faciale"], ["non (signe de ", K("EPONYME", "Charles Bell"), " négatif)"], ["-"]]], [3, 3, 2])],
        s3=[("p", R("Sérologie ELISA non indiquée à ce stade ; western blot prévu seulement en cas de signes tardifs. "
                    "Traitement par ", K("MEDICAMENT", "doxycycline"), " ", K("DOSE", "100 mg"), " deux fois par jour (ATC ",
                    K("ATC", "J01AA02"), ") pendant ", K("MESURE", "14 jours"), ", photoprotection expliquée.")),
            ("tab", ["Analyse", "Résultat", "LOINC"],
             [[["IgM anti-Borrelia (ELISA)"], [K("BIOLOGIE", "0,42 index")], [K("LOINC", "20449-1")]],
              [["IgG anti-Borrelia (ELISA)"], [K("BIOLOGIE", "0,31 index")], [K("LOINC", "16479-4")]],
              [["CRP"], [K("BIOLOGIE", "4 mg/L")], [K("LOINC", "1988-5")]]], [3, 2, 2])])


def sh_gale(c, r):
    return dict(
        title="Gale en collectivité - fiche de cas et traitement", service="Équipe opérationnelle d'hygiène",
        link="fille / fils", h=("Identité du résident", "Cas groupés et examen cutané", "Traitement et mesures"),
        ids=[("N° d'épisode de cas groupés", V("IDENTIFIANT", "CG-2025-%s-%s" % (ids.digits(r, 2), ids.digits(r, 3)), "CAS_GROUPES")),
             ("Établissement d'hébergement", V("ETABLISSEMENT", "EHPAD Les Glycines du Causse", "ehpad"))],
        s2=[("p", R("Prurit à recrudescence nocturne depuis ", K("MESURE", "3 semaines"), ", sillons interdigitaux et "
                    "nodules axillaires. Dermoscopie : signe du ", K("EPONYME", "deltaplane"), " positif. Gale commune, ",
                    K("CIM10", "B86"), ". Troisième cas de l'unité en ", K("MESURE", "15 jours"), ".")),
            ("tab", ["Cas", "Date des signes", "Unité", "Forme"],
             [[["cas 1 (soignant)"], [c.cday(-20)], [K("CHAMBRE", "aile B")], ["commune"]],
              [["cas 2 (résident)"], [c.cday(-9)], [K("CHAMBRE", "chambre 14")], ["commune"]],
              [["cas 3 (ce résident)"], [c.cday(-6)], [K("CHAMBRE", "chambre 17")], ["commune"]]], [3, 2, 2, 2])],
        s3=[("p", R("Traitement par ", K("MEDICAMENT", "ivermectine"), " ", K("DOSE", "200 µg/kg"), " (ATC ",
                    K("ATC", "P02CF01"), ", UCD ", K("UCD", "3400892761421"), ") à J1 et J8, ",
                    K("MEDICAMENT", "benzoate de benzyle"), " ", K("DOSE", "10 %"), " en application, lot ", K("LOT", lot(r)),
                    ". Linge lavé à ", K("MESURE", "60 °C"), ", précautions contact jusqu'au ", c.cday(2), ".")),
            ("tab", ["Mesure", "Responsable", "Échéance"],
             [[["Traitement des contacts"], ["EOH"], [c.cday(1)]],
              [["Décontamination du fauteuil"], ["ASH"], [c.cday(1)]],
              [["Réévaluation cutanée"], ["médecin"], [c.cday(8)]]], [3, 2, 2])])


def sh_chaleur(c, r):
    return dict(
        title="Coup de chaleur en période de canicule", service="Urgences - médecine polyvalente",
        link="voisin(e)", h=("Identité", "Découverte et bilan", "Refroidissement et suites"),
        ids=[("N° d'inscription au registre canicule", V("IDENTIFIANT", "RC/2025/%s" % ids.digits(r, 4), "REGISTRE_CANICULE")),
             ("Service communal ayant signalé", V("ETABLISSEMENT", "Centre communal d'action sociale des Coteaux", "ccas"))],
        s2=[("p", R("Trouvé(e) au domicile par la voisine lors de la vigie canicule, confus(e), peau sèche et brûlante. "
                    "Température centrale ", K("MESURE", "41,2 °C"), ", ", K("SCORE", "Glasgow 12"), ", PA ",
                    K("MESURE", "92/54 mmHg"), ". Hyperthermie d'effort exclue : coup de chaleur classique, ",
                    K("CIM10", "T67.0"), ".")),
            ("tab", ["Paramètre", "Valeur", "LOINC"],
             [[["Natrémie"], [K("BIOLOGIE", "149 mmol/L")], [K("LOINC", "2951-2")]],
              [["Créatinine"], [K("BIOLOGIE", "182 µmol/L")], [K("LOINC", "2160-0")]],
              [["CPK"], [K("BIOLOGIE", "2 340 UI/L")], [K("LOINC", "2157-6")]],
              [["Lactates"], [K("BIOLOGIE", "3,8 mmol/L")], [K("LOINC", "2524-7")]]], [3, 2, 2])],
        s3=[("p", R("Refroidissement par brumisation et ventilation, ", K("MEDICAMENT", "NaCl 0,9 %"), " ",
                    K("DOSE", "2 000 mL"), " sur ", K("MESURE", "4 heures"), ", ", K("DISPOSITIF", "couverture refroidissante Blanketrol"),
                    " en ", K("SALLE", "salle d'accueil des urgences vitales"), ". Arrêt du ", K("MEDICAMENT", "furosémide"),
                    " (ATC ", K("ATC", "C03CA01"), ").")),
            ("tab", ["Heure", "Température", "Conscience"],
             [[[K("HORAIRE", "14h10")], [K("MESURE", "41,2 °C")], [K("SCORE", "Glasgow 12")]],
              [[K("HORAIRE", "15h30")], [K("MESURE", "38,9 °C")], [K("SCORE", "Glasgow 14")]],
              [[K("HORAIRE", "17h00")], [K("MESURE", "37,8 °C")], [K("SCORE", "Glasgow 15")]]], [2, 2, 2])])


def sh_noyade(c, r):
    return dict(
        title="Noyade en mer - bilan et hospitalisation", service="Réanimation polyvalente",
        link="frère / sœur", h=("Identité", "Sauvetage et stade de noyade", "Évolution en réanimation"),
        ids=[("N° de fiche bilan du poste de secours", V("IDENTIFIANT", "PS-%s-25-%s" % (r.choice(["NORD", "SUD", "OUEST"]), ids.digits(r, 4)), "POSTE_SECOURS")),
             ("Poste de secours", V("ETABLISSEMENT", "Poste de secours de la plage des Dunes-Blanches", "poste_secours"))],
        s2=[("p", R("Baignade hors zone surveillée, sorti(e) de l'eau par les nageurs-sauveteurs après ", K("MESURE", "3 minutes"),
                    " d'immersion estimée. Toux, polypnée, crépitants bilatéraux : stade ", K("SCORE", "3 de Szpilman"),
                    ", ", K("CIM10", "T75.1"), ". SpO2 ", K("MESURE", "84 %"), " en air ambiant.")),
            ("tab", ["Gaz du sang", "Valeur", "LOINC"],
             [[["pH"], [K("BIOLOGIE", "7,31")], [K("LOINC", "2744-1")]],
              [["PaO2"], [K("BIOLOGIE", "58 mmHg")], [K("LOINC", "2703-7")]],
              [["PaCO2"], [K("BIOLOGIE", "47 mmHg")], [K("LOINC", "2019-8")]],
              [["Lactates"], [K("BIOLOGIE", "2,9 mmol/L")], [K("LOINC", "2524-7")]]], [3, 2, 2])],
        s3=[("p", R("Ventilation non invasive en ", K("CHAMBRE", "chambre 6 de réanimation"), ", ", K("DISPOSITIF", "masque facial Performax"),
                    ", PEP ", K("MESURE", "8 cmH2O"), ". Radiographie : opacités alvéolaires bilatérales. ",
                    K("MEDICAMENT", "Amoxicilline-acide clavulanique"), " ", K("DOSE", "1 g"), " (ATC ", K("ATC", "J01CR02"),
                    ") devant une eau souillée. Sevrage de la VNI à ", K("MESURE", "J2"), ".")),
            ("tab", ["Jour", "FiO2", "Rapport P/F"],
             [[[c.cday(0)], [K("MESURE", "50 %")], [K("BIOLOGIE", "P/F 180")]],
              [[c.cday(1)], [K("MESURE", "35 %")], [K("BIOLOGIE", "P/F 260")]],
              [[c.cday(2)], [K("MESURE", "21 %")], [K("BIOLOGIE", "P/F 340")]]], [2, 2, 2])])


def sh_covid(c, r):
    return dict(
        title="Suivi d'une affection post-COVID-19 persistante", service="Consultation post-COVID - médecine interne",
        link="compagne / compagnon", h=("Identité", "Histoire et symptômes persistants", "Explorations et réadaptation"),
        ids=[("N° de résultat SI-DEP", V("IDENTIFIANT", "SIDEP-%s-%s" % (ids.digits(r, 2), ids.digits(r, 7)), "SIDEP")),
             ("Service de santé au travail", V("ETABLISSEMENT", "Service de santé au travail interentreprises Sud-Causses", "sante_travail")),
             ("Laboratoire", V("ETABLISSEMENT", c.lab, "laboratoire")),
             ("N° de dossier du laboratoire", V("NUM_DOSSIER_LABO", c.labno))],
        s2=[("p", R("Infection confirmée par RT-PCR le ", c.cday(-160), ", forme non hospitalisée. Depuis, asthénie, "
                    "malaise post-effort et troubles attentionnels ; ", K("CIM10", "U09.9"), ". Échelle de fatigue ",
                    K("SCORE", "FSS 5,6/7"), ", ", K("SCORE", "DePaul 71"), ", dyspnée ", K("SCORE", "mMRC 2"), ".")),
            ("tab", ["Symptôme", "Intensité", "Évolution"],
             [[["Asthénie"], [K("SCORE", "EVA 7/10")], ["stable"]],
              [["Dyspnée d'effort"], [K("SCORE", "mMRC 2")], ["améliorée"]],
              [["Anosmie"], [K("SCORE", "Sniffin' Sticks 9/16")], ["partielle"]]], [3, 2, 2])],
        s3=[("p", R("Test de marche de six minutes : ", K("MESURE", "468 m"), ", désaturation à ", K("MESURE", "93 %"),
                    ". Test de ", K("EPONYME", "Schellong"), " négatif. Réadaptation progressive avec fractionnement, "
                    "rééducation olfactive, ", K("MEDICAMENT", "mélatonine"), " ", K("DOSE", "2 mg"), " (ATC ",
                    K("ATC", "N05CH01"), "). Reprise à mi-temps thérapeutique à discuter avec le médecin du travail.")),
            ("tab", ["Analyse", "Résultat", "LOINC"],
             [[["Ferritine"], [K("BIOLOGIE", "38 µg/L")], [K("LOINC", "2276-4")]],
              [["TSH"], [K("BIOLOGIE", "1,9 mUI/L")], [K("LOINC", "3016-3")]],
              [["D-dimères"], [K("BIOLOGIE", "310 ng/mL")], [K("LOINC", "48065-7")]]], [3, 2, 2])])


def sh_prado(c, r):
    baby = r.choice(["Lisandro", "Capucine", "Aliénor", "Gabin", "Anouk", "Timéo", "Suzanne", "Milo"])
    bb = c.day - datetime.timedelta(days=3)
    c.baby = (baby, V("DATE_NAISSANCE", bb.strftime("%d.%m.%Y"), "enfant"))
    return dict(
        title="Sortie de maternité accompagnée (PRADO)", service="Maternité - suites de couches",
        link="conjoint, père de l'enfant", h=("Identité de la mère", "Accouchement et nouveau-né", "Retour à domicile"),
        ids=[("N° d'adhésion PRADO", V("IDENTIFIANT", "PRADO-MAT-25-%s" % ids.digits(r, 6), "PRADO")),
             ("Sage-femme libérale référente", V("ETABLISSEMENT", "Cabinet de sages-femmes des Tilleuls", "sage_femme")),
             ("Prénom de l'enfant", V("PRENOM", baby, "enfant")),
             ("Date de naissance de l'enfant", c.baby[1])],
        s2=[("p", R("Accouchement voie basse à ", K("MESURE", "39 SA + 4 j"), " le ", c.baby[1], ", ", K("CIM10", "O80"),
                    ", périnée intact, délivrance dirigée par ", K("MEDICAMENT", "oxytocine"), " ", K("DOSE", "5 UI"), " (ATC ",
                    K("ATC", "H01BB02"), "). Nouveau-né ", V("PRENOM", baby, "enfant"), " : ", K("SCORE", "Apgar 10/10"),
                    ", ", K("POIDS", "3 410 g"), ", taille ", K("MESURE", "50 cm"), ".")),
            ("tab", ["Nouveau-né", "Résultat", "Date"],
             [[["Test de ", K("EPONYME", "Guthrie"), " (buvard)"], ["prélevé"], [c.cday(-1)]],
              [["Bilirubine transcutanée"], [K("BIOLOGIE", "142 µmol/L")], [c.cday(0)]],
              [["Perte de poids"], [K("MESURE", "6,5 %")], [c.cday(0)]],
              [["Vitamine K1"], [K("DOSE", "2 mg")], [c.cday(-3)]]], [3, 2, 2])],
        s3=[("p", R("Sortie à ", K("MESURE", "J3"), " dans le cadre du PRADO : visites de la sage-femme à J4 et J6, "
                    "allaitement maternel exclusif, ", K("MEDICAMENT", "paracétamol"), " ", K("DOSE", "1 g"),
                    " si besoin. Retour en ", K("CHAMBRE", "chambre 212"), " en cas de reprise d'ictère.")),
            ("tab", ["Visite", "Intervenant", "Date prévue"],
             [[["Visite à domicile 1"], ["sage-femme"], [c.cday(1)]],
              [["Visite à domicile 2"], ["sage-femme"], [c.cday(3)]],
              [["Consultation du 8e jour"], ["pédiatre"], [c.cday(5)]]], [3, 2, 2])])


def sh_co(c, r):
    return dict(
        title="Intoxication au monoxyde de carbone domestique", service="Urgences - caisson hyperbare",
        link="conjoint(e), également intoxiqué(e)", h=("Identité", "Circonstances et carboxyhémoglobine", "Oxygénothérapie hyperbare"),
        ids=[("N° d'enquête environnementale CO", V("IDENTIFIANT", "CO-ENV-25-%s" % ids.digits(r, 4), "ENQUETE_CO")),
             ("Entreprise d'entretien de la chaudière", V("ETABLISSEMENT", "Chauffage Dumonteil & Fils", "chauffagiste"))],
        s2=[("p", R("Céphalées et nausées chez les deux occupants du logement, détecteur absent ; relevé des pompiers : ",
                    K("MESURE", "180 ppm"), " de CO dans la cuisine. ", K("CIM10", "T58"), ", perte de connaissance brève chez la patiente "
                    "ou le patient. Chaudière à ventouse obstruée.")),
            ("tab", ["Mesure", "Valeur", "LOINC"],
             [[["HbCO à l'arrivée"], [K("BIOLOGIE", "24 %")], [K("LOINC", "20563-9")]],
              [["Troponine Ic"], [K("BIOLOGIE", "18 ng/L")], [K("LOINC", "10839-9")]],
              [["Lactates"], [K("BIOLOGIE", "2,1 mmol/L")], [K("LOINC", "2524-7")]]], [3, 2, 2])],
        s3=[("p", R("Une séance d'oxygénothérapie hyperbare à ", K("MESURE", "2,5 ATA"), " pendant ", K("MESURE", "90 minutes"),
                    " en ", K("SALLE", "caisson multiplace n° 2"), ", puis ", K("DISPOSITIF", "masque à haute concentration"),
                    " ", K("DOSE", "15 L/min"), ". Bilan neuropsychologique à ", K("MESURE", "1 mois"), ", score ",
                    K("SCORE", "MoCA 27/30"), " à la sortie.")),
            ("tab", ["Heure", "HbCO", "Symptômes"],
             [[[K("HORAIRE", "07h40")], [K("BIOLOGIE", "24 %")], ["céphalées"]],
              [[K("HORAIRE", "10h15")], [K("BIOLOGIE", "6,4 %")], ["nausées"]],
              [[K("HORAIRE", "13h30")], [K("BIOLOGIE", "1,8 %")], ["aucun"]]], [2, 2, 3])])


def sh_plongee(c, r):
    return dict(
        title="Accident de désaturation en plongée sous-marine", service="Médecine hyperbare et subaquatique",
        link="binôme de plongée", h=("Identité", "Profil de plongée et symptômes", "Recompression et aptitude"),
        ids=[("N° d'opération CROSS", V("IDENTIFIANT", "CROSS-%s-25-%s" % (r.choice(["MED", "ETEL", "CORSEN"]), ids.digits(r, 4)), "CROSS")),
             ("Club de plongée", V("ETABLISSEMENT", "Club subaquatique des Calanques-Bleues", "club"))],
        s2=[("p", R("Plongée à l'air à ", K("MESURE", "38 m"), " pendant ", K("MESURE", "27 minutes"), ", paliers écourtés. "
                    "Trente minutes après la sortie : paresthésies des membres inférieurs et rétention urinaire ; accident de "
                    "désaturation médullaire, ", K("CIM10", "T70.3"), ". Ordinateur de plongée ", K("DISPOSITIF", "Suunto Zoop"), ".")),
            ("tab", ["Palier", "Durée prévue", "Durée réalisée"],
             [[[K("MESURE", "palier de 6 m")], [K("MESURE", "3 min")], [K("MESURE", "1 min")]],
              [[K("MESURE", "palier de 3 m")], [K("MESURE", "12 min")], [K("MESURE", "4 min")]]], [2, 2, 2])],
        s3=[("p", R("Recompression selon la table ", K("EPONYME", "Comex 30"), " en ", K("SALLE", "caisson monoplace B"),
                    ", ", K("MEDICAMENT", "aspirine"), " ", K("DOSE", "250 mg"), " (ATC ", K("ATC", "B01AC06"), "), hydratation ",
                    K("DOSE", "1 500 mL"), ". Score de ", K("EPONYME", "Boussuges"), " : ", K("SCORE", "7 points"), ". Contre-indication "
                    "temporaire à la plongée de ", K("MESURE", "3 mois"), ", recherche de FOP par échographie.")),
            ("tab", ["Séance", "Pression", "Durée"],
             [[["1"], [K("MESURE", "2,8 ATA")], [K("MESURE", "285 min")]],
              [["2"], [K("MESURE", "2,5 ATA")], [K("MESURE", "90 min")]]], [2, 2, 2])])


def sh_moelle(c, r):
    return dict(
        title="Inscription au registre des donneurs volontaires de moelle osseuse", service="Consultation donneurs - hématologie",
        link="sœur / frère", h=("Identité du donneur", "Entretien et critères", "Typage HLA et inscription"),
        ids=[("N° de donneur au registre de moelle", V("IDENTIFIANT", "FGM-2025-%s" % ids.digits(r, 6), "DONNEUR_MOELLE")),
             ("Site de prélèvement", V("ETABLISSEMENT", "Établissement français du sang - site des Trois-Rivières", "efs")),
             ("Laboratoire HLA", V("ETABLISSEMENT", c.lab, "laboratoire")),
             ("N° de dossier du laboratoire", V("NUM_DOSSIER_LABO", c.labno))],
        s2=[("p", R("Candidat(e) au don, motivé(e) par la maladie de sa sœur ou de son frère, pour qui aucun donneur intrafamilial "
                    "n'est compatible. Poids ", K("POIDS", "64 kg"), ", IMC ", K("MESURE", "22,4 kg/m²"),
                    ", pas d'antécédent de ", K("EPONYME", "Hodgkin"), " ni de transfusion. Code ", K("CIM10", "Z52.3"), ".")),
            ("tab", ["Critère", "Réponse", "Conforme"],
             [[["Âge entre 18 et 35 ans"], ["oui"], ["oui"]],
              [["Traitement en cours"], [K("MEDICAMENT", "lévothyroxine"), " ", K("DOSE", "50 µg")], ["oui"]],
              [["Voyage en zone d'endémie"], ["non"], ["oui"]]], [3, 3, 2])],
        s3=[("p", R("Frottis buccal (", K("DISPOSITIF", "kit écouvillon ORAcollect"), ", lot ", K("LOT", lot(r)),
                    ") et prise de sang : typage HLA en haute résolution, sérologie CMV. Consentement signé le ",
                    c.cday(0), ".")),
            ("tab", ["Locus", "Allèle 1", "Allèle 2"],
             [[["HLA-A"], [K("CODE", "A*02:01")], [K("CODE", "A*24:02")]],
              [["HLA-B"], [K("CODE", "B*07:02")], [K("CODE", "B*44:02")]],
              [["HLA-DRB1"], [K("CODE", "DRB1*15:01")], [K("CODE", "DRB1*04:01")]],
              [["CMV IgG"], [K("BIOLOGIE", "négatif")], [K("LOINC", "13949-3")]]], [2, 2, 2])])


SHAPE_FUN = dict(zip(SHAPES, [sh_envenimation, sh_lyme, sh_gale, sh_chaleur, sh_noyade, sh_covid, sh_prado, sh_co,
                              sh_plongee, sh_moelle]))


def make_doc(i, seed, shape, npl):
    c = Ctx(i, seed, shape)
    r = c.r
    s = SHAPE_FUN[shape](c, r)
    title = s["title"]
    d1f, d1l, d1r = c.d1
    hf, hl, hr, hword, hphrase = c.hom
    nf, nl, na, nrole = c.nurse
    head = [R(V("ETABLISSEMENT", c.est, "etablissement"), " (", V("ETABLISSEMENT", c.acr, "sigle"), ")"),
            R(s["service"]),
            R(V("ADRESSE", c.eaddr), " - ", V("CODE_POSTAL", c.ecp), " ", V("VILLE", c.etown)),
            R("Tél. ", V("TELEPHONE", c.ephone), " - ", V("EMAIL", c.emailsvc)),
            R("FINESS ", V("FINESS", c.finess))]
    team = [R("Dr ", V("PRENOM", d1f, "medecin"), " ", V("NOM", d1l, "medecin"), " - praticien hospitalier - RPPS ", V("RPPS", d1r)),
            R("Dr ", V("PRENOM", hf, "medecin"), " ", V("NOM", hl, "medecin"), " - RPPS ", V("RPPS", hr)),
            R(nrole, " ", V("PRENOM", nf, "soignant"), " ", V("NOM", nl.upper(), "soignant"), " - ADELI ", V("ADELI", na))]
    runhead = R(c.LAST(), " ", c.First(), " - ", c.ne(), " le ", c.dn(3), " - IPP ", c.ipp_(0))
    foot = R(V("ETABLISSEMENT", c.acr, "sigle"), " - séjour ", c.stay_(0), " - ",
             V("PRENOM", c.first.upper(), "patient"), " ", c.LAST())
    ident = [("Nom d'usage", R(c.LAST()))]
    if c.birth:
        ident.append(("Nom de naissance", R(V("NOM", c.birth.upper(), "naissance"))))
    ident += [("Prénom", R(c.First())), ("Date de naissance", R(c.dn(0))), ("Lieu de naissance", R(V("VILLE", c.btown))),
              ("Sexe", R("F" if c.sex == 2 else "M")), ("IPP", R(c.ipp_(0))), ("N° de séjour", R(c.stay_(0))),
              ("NIR", R(c.nir(0))),
              ("Adresse", R(V("ADRESSE", c.paddr), ", ", V("CODE_POSTAL", c.pcp), " ", V("VILLE", c.ptown))),
              ("Téléphones", R(V("TELEPHONE", c.pland), " / ", V("TELEPHONE", c.pmob))),
              ("Courriel", R(V("EMAIL", c.pmail)))]
    adm = R("Saisie de l'accueil : ", V("NOM", c.last.lower(), "patient"), " ", V("PRENOM", c.first.lower(), "patient"),
            " - ", c.ne(), " le ", c.dn(1), " - IPP ", c.ipp_(1), " - NIR ", c.nir(1), " - séjour ", c.stay_(1),
            " ouvert le ", c.cday(0), ".")
    prose = R(c.civ(), " ", c.First(), " ", c.Last(),
              [", née ", V("NOM", c.birth, "naissance")] if c.birth else None,
              ", ", c.ne(), " le ", c.dn(2), " à ", V("VILLE", c.btown), ", est ", "admise" if c.sex == 2 else "admis",
              " le ", c.cday(0), " ; domicile joignable au ", V("TELEPHONE", c.pmob), ".")
    entour = [("Personne à prévenir", R(c.rel_name(), " (", s["link"], ") - ", V("TELEPHONE", c.rel[2]))),
              ("Médecin traitant", R(c.gp_run())),
              ("Organisme complémentaire", R(V("ORGANISME", c.insurer, "mutuelle"), " - adhérent n° ",
                                             V("NUM_ADHERENT", c.member))),
              ("Employeur", R(V("ETABLISSEMENT", c.employer, "employeur")))]
    sec1 = [("kv", ident), ("p", adm), ("p", prose), ("kv", entour)]
    sec2 = [("kv", [(cap, R(v)) for cap, v in s["ids"]])] + s["s2"]
    hom = R("Au cours de l'entretien avec le Dr ", V("NOM", hl, "medecin"), ", ", c.civ(), " ", c.Last(), " confie que ",
            hphrase.split(hword, 1)[0], W(hword), hphrase.split(hword, 1)[1], ".")
    copy = R("Copie : Dr ", V("PRENOM", c.gp[0], "medecin"), " ", V("NOM", c.gp[1].upper(), "medecin"), " (",
             V("VILLE", c.gp[3]), ") - dossier ", c.first[0], ". ", c.LAST(), " / ", c.LAST(), ", ",
             c.First(), " - NIR ", c.nir(2), " - ", c.dn(4), ".")
    sig = [R("Dr ", V("PRENOM", d1f, "medecin"), " ", V("NOM", d1l.upper(), "medecin")),
           R("RPPS ", V("RPPS", d1r), " - identifiant national ", V("RPPS", "8" + d1r, "idnat")),
           R("Fait à ", V("VILLE", c.etown), ", le ", c.cday(3))]
    sec3 = s["s3"] + [("p", hom), ("p", copy), ("sig", sig)]
    sections = [(s["h"][0], sec1), (s["h"][1], sec2), (s["h"][2], sec3)]
    plan = {1: [[0, 1, 2]], 2: [[0, 1], [2]], 3: [[0], [1], [2]]}[npl]
    return {"title": title, "num": i + 1, "shape": shape, "head": head, "team": team, "runhead": runhead, "foot": foot,
            "sections": sections, "plan": plan, "acr": c.acr, "etown": c.etown,
            "decision": "%s-2025-%03d" % (c.acr, 100 + i), "times": ["%02dh%02d" % (r.randint(6, 9), r.randint(0, 59)),
                                                                      "%02dh%02d" % (r.randint(10, 11), r.randint(0, 59))]}
