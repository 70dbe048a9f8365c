"""Fictional French clinical content of corpus AI: values, items and the six document shapes."""
from __future__ import annotations

import random

NOMS = ["Perrault", "Guillemin", "Kerbrat", "Lemoigne", "Audibert", "Tessier", "Vauquelin", "Brossard",
        "Mazeau", "Ricard", "Pellegrin", "Chauvet", "Lacombe", "Delmas", "Héraud", "Rouxel", "Quéméner",
        "Fauvel", "Jolivet", "Besnard", "Ollivier", "Castagné", "Marchetti", "Bénazet", "Thiébaut"]
PARTICULES = ["de La Vergne", "du Plessis-Morin", "de Kervéguen", "d'Aubigny", "Le Bihan", "de Saint-Amour"]
PRENOMS_F = ["Maëlle", "Solène", "Clémence", "Ghislaine", "Noémie", "Perrine", "Armelle", "Ophélie", "Anaïs", "Bérengère"]
PRENOMS_H = ["Gaëtan", "Anatole", "Yannick", "Thibaut", "Loïc", "Aurélien", "Ferdinand", "Joël", "Mathis", "Évrard"]
PRENOMS_COMP = ["Marie-Hélène", "Jean-Baptiste", "Anne-Sophie", "Pierre-Yves", "Marie-Noëlle", "Jean-Christophe"]
VILLES = [("29200", "Brest"), ("87000", "Limoges"), ("21000", "Dijon"), ("64100", "Bayonne"), ("51100", "Reims"),
          ("86000", "Poitiers"), ("73000", "Chambéry"), ("19100", "Brive-la-Gaillarde"), ("56100", "Lorient"),
          ("03100", "Montluçon")]
VOIES = ["rue des Tanneurs", "allée des Peupliers", "chemin de la Grange-Blanche", "boulevard Anatole-France",
         "impasse du Moulin-Vieux", "rue Émile-Zola", "avenue des Glycines", "place du Marché-aux-Grains",
         "rue du Docteur-Roux", "quai des Bateliers"]
ETABS = [("Centre Hospitalier de la Vallée du Scorff", "CHVS"), ("Hôpital Privé des Trois Rivières", "HPTR"),
         ("Clinique Sainte-Odile des Marais", "CSOM"), ("Groupe Hospitalier Mutualiste Ouest-Armor", "GHMOA"),
         ("Centre Hospitalier Intercommunal du Val d'Ource", "CHIVO"), ("Polyclinique du Bois-Joli", "PCBJ")]
EHPADS = ["EHPAD Les Jardins de Mirabel", "EHPAD La Roseraie du Coteau", "Résidence Les Tilleuls d'Argent"]
EMPLOYEURS = ["Boulangerie Kerandel SARL", "Transports Vaillant & Fils", "Menuiserie Gourvès", "Cabinet comptable Alquier"]
MUTUELLES = ["Mutuelle Armorique Santé", "MGPV", "Harmonie des Trois Vallées"]
MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]


def P(kind, text, sub="", crit=False):
    return {"role": "pii", "kind": kind, "text": text, "subtype": sub, "critical": crit, "probes": [text]}


def K(kind, text, sub=""):
    return {"role": "keep", "kind": kind, "text": text, "subtype": sub, "critical": False, "probes": [text]}


def luhn_ok(s: str) -> bool:
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_complete(body: str) -> str:
    for c in "0123456789":
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


class Gen:
    def __init__(self, rng: random.Random):
        self.r = rng

    def digits(self, n, first="123456789"):
        return self.r.choice(first) + "".join(self.r.choice("0123456789") for _ in range(n - 1))

    def nir(self, sex, y, m):
        dep = self.r.choice(["29", "87", "21", "64", "51", "86", "73", "19", "56", "03"])
        body = f"{sex}{y % 100:02d}{m:02d}{dep}{self.r.randint(1, 899):03d}{self.r.randint(1, 999):03d}"
        key = 97 - int(body) % 97
        return body, f"{key:02d}"

    def nir_text(self, body, key):
        b = body
        return self.r.choice([f"{b[0]} {b[1:3]} {b[3:5]} {b[5:7]} {b[7:10]} {b[10:13]} {key}", f"{b}{key}",
                              f"{b} {key}"])

    def rpps(self):
        return luhn_complete("10" + self.digits(8, "0123456789"))

    def finess(self):
        return luhn_complete(self.r.choice(["29", "87", "21", "64", "51"]) + self.digits(6, "0123456789"))

    def phone(self):
        d = self.r.choice(["02", "05", "03", "06", "07"]) + self.digits(8, "0123456789")
        return self.r.choice([" ".join(d[i:i + 2] for i in range(0, 10, 2)), ".".join(d[i:i + 2] for i in range(0, 10, 2)),
                              "+33 " + d[1] + " " + " ".join(d[i:i + 2] for i in range(2, 10, 2))])

    def bdate(self, y, m, d):
        k = self.r.randrange(5)
        return [f"{d:02d}/{m:02d}/{y}", f"{d} {MOIS[m - 1]} {y}", f"{d:02d}.{m:02d}.{y}", f"{y}-{m:02d}-{d:02d}",
                f"{d:02d}-{m:02d}-{y}"][k]

    def care(self, y=2025):
        m, d = self.r.randint(1, 12), self.r.randint(1, 28)
        return self.r.choice([f"{d:02d}/{m:02d}/{y}", f"{d} {MOIS[m - 1]} {y}"])

    def person(self, sex=None):
        sex = sex or self.r.choice("FH")
        pren = self.r.choice((PRENOMS_F if sex == "F" else PRENOMS_H) + PRENOMS_COMP[:2] if sex == "F" else
                             (PRENOMS_H) + PRENOMS_COMP[2:4] if False else (PRENOMS_F if sex == "F" else PRENOMS_H))
        if self.r.random() < 0.25:
            pren = self.r.choice(PRENOMS_COMP[0::2] if sex == "F" else PRENOMS_COMP[1::2])
        nom = self.r.choice(PARTICULES) if self.r.random() < 0.25 else self.r.choice(NOMS)
        if self.r.random() < 0.15:
            nom = nom + "-" + self.r.choice(NOMS)
        return sex, pren, nom


def name_forms(g: Gen, pren, nom, sub, crit, style=None):
    """Segments writing one person's name in one of several writings."""
    style = style if style is not None else g.r.randrange(5)
    if style == 0:
        return [P("NOM", nom.upper(), sub, crit), " ", P("PRENOM", pren, sub, crit)]
    if style == 1:
        return [P("PRENOM", pren, sub, crit), " ", P("NOM", nom, sub, crit)]
    if style == 2:
        return [P("NOM", nom.upper(), sub, crit), ", ", P("PRENOM", pren.upper(), sub, crit)]
    if style == 3:
        return [P("PRENOM", pren.lower(), sub, crit), " ", P("NOM", nom.lower(), sub, crit)]
    return [P("PRENOM", pren, sub, crit), " ", P("NOM", nom.upper(), sub, crit)]


def L(*segs, bold=False, size=9.5):
    return {"segs": list(segs), "bold": bold, "size": size}


def C(label, *value, size=9.5):
    return {"segs": [label + " "] + list(value), "bold": False, "size": size, "cells": True}


SHAPES = ["consultation_rhumato", "echo_obstetricale", "sortie_reanimation", "consultation_allergo",
          "bilan_chute_ehpad", "consultation_orl_audiogramme"]
TITLES = {"consultation_rhumato": "COMPTE RENDU DE CONSULTATION DE RHUMATOLOGIE",
          "echo_obstetricale": "COMPTE RENDU D'ÉCHOGRAPHIE OBSTÉTRICALE DU 2e TRIMESTRE",
          "sortie_reanimation": "FICHE DE SORTIE DE RÉANIMATION POLYVALENTE",
          "consultation_allergo": "COMPTE RENDU DE CONSULTATION D'ALLERGOLOGIE",
          "bilan_chute_ehpad": "BILAN DE CHUTE EN EHPAD - FICHE DE SIGNALEMENT",
          "consultation_orl_audiogramme": "CONSULTATION ORL - AUDIOMÉTRIE TONALE ET VOCALE"}


def build(rng: random.Random, shape: str):
    """Planned document: list of pages, each a list of lines whose segments are str or item dicts."""
    g = Gen(rng)
    r = rng
    etab, sigle = r.choice(ETABS)
    cp, ville = r.choice(VILLES)
    num = r.randint(2, 188)
    voie = r.choice(VOIES)
    female = shape == "echo_obstetricale" or r.random() < 0.5
    sex, pren, nom = g.person("F" if female else "H")
    by = r.randint(1932, 1952) if shape == "bilan_chute_ehpad" else r.randint(1960, 2001)
    if shape == "echo_obstetricale":
        by = r.randint(1986, 2001)
    bm, bd = r.randint(1, 12), r.randint(1, 28)
    nir_body, nir_key = g.nir(1 if sex == "H" else 2, by, bm)
    _, dpren, dnom = g.person()
    rpps = g.rpps()
    ipp = g.digits(r.choice([8, 9, 10]))
    sej = r.choice(["S", "V", ""]) + g.digits(9)
    fin = g.finess()
    tel_e = g.phone()
    tel_p = g.phone()
    mail_d = f"{dpren.lower().replace('ë', 'e').replace('é', 'e').replace('ï', 'i').replace('É', 'e')}.{dnom.split()[-1].lower().replace('é', 'e').replace(chr(39), '')}@{sigle.lower()}-sante.fr"
    mail_p = f"{pren[0].lower()}{nom.split()[-1].lower().replace('é', 'e').replace(chr(39), '')}{r.randint(10, 99)}@laposte.net"
    ccp, cville = r.choice(VILLES)
    pvoie, pnum = r.choice(VOIES), r.randint(1, 95)
    dcare = g.care()
    page1 = []
    # letterhead
    page1 += [L(P("ETABLISSEMENT", etab, "etablissement"), " (", P("ETABLISSEMENT", sigle, "sigle"), ")", bold=True, size=11),
              L(str(num) + " " if False else "", P("ADRESSE", f"{num} {voie}", "etablissement"), " - ",
                P("CODE_POSTAL", cp), " ", P("VILLE", ville)),
              L("Standard : ", P("TELEPHONE", tel_e, "etablissement"), " - FINESS ", P("FINESS", fin), " - UF ",
                K("DECOY", str(r.randint(1000, 9999)), "UF")),
              L(""), L(TITLES[shape], bold=True, size=11.5), L("")]
    # identity
    nstyle = r.randrange(5)
    ident = [C("Patient(e) :", *name_forms(g, pren, nom, "patient", True, nstyle))]
    if female and r.random() < 0.6:
        _, _, nn = g.person("F")
        ident.append(C("Nom de naissance :", "née ", P("NOM", nn.upper(), "naissance", True)))
    ident += [C("Date de naissance :", P("DATE_NAISSANCE", g.bdate(by, bm, bd), "", True)),
              C("IPP :", P("IPP", ipp, "patient", True), "   Séjour n° ", P("NUM_SEJOUR", sej, "sejour")),
              C("INS (NIR) :", P("NIR", g.nir_text(nir_body, nir_key), "ins", True)),
              C("Adresse :", P("ADRESSE", f"{pnum} {pvoie}", "patient"), ", ", P("CODE_POSTAL", ccp), " ", P("VILLE", cville)),
              C("Tél. / courriel :", P("TELEPHONE", tel_p, "patient"), " / ", P("EMAIL", mail_p, "patient", True))]
    if r.random() < 0.5:
        ident.append(C(r.choice(["Mutuelle :", "Organisme complémentaire :"]), P("ETABLISSEMENT", r.choice(MUTUELLES), "mutuelle"),
                       " adhérent n° ", P("NUM_ADHERENT", g.digits(10), "mutuelle")))
    ident.append(C("Date de l'examen :", K("DATE", dcare, "SOINS")))
    page1 += ident + [L("")]
    _, rp, rn = g.person()
    rel_lab = "Personne de confiance" if shape != "echo_obstetricale" else "Conjoint"
    body = []
    D = lambda kind, t: K("DECOY", t, kind)  # noqa: E731
    if shape == "consultation_rhumato":
        body += [L("Motif : polyarthrite rhumatoïde (", D("CIM10", "M05.9"), ") suivie depuis ", D("ANNEE", "2016"), ", contrôle de l'activité."),
                 L("Adressée par le Dr ", *name_forms(g, rp, rn, "medecin", False, 1), ", médecin traitant."),
                 L("Profession : cariste chez ", P("EMPLOYEUR", r.choice(EMPLOYEURS)), ", arrêt de travail en cours."),
                 L("Examen : 4 articulations douloureuses, 2 synovites (MCP2 et MCP3 droites), signe de ", D("EPONYME", "Lasègue"), " négatif."),
                 L("Score ", D("SCORE", "DAS28-CRP 3,9"), ", EVA douleur ", D("SCORE", "6/10"), ", HAQ ", D("SCORE", "1,25"), "."),
                 L("Biologie du ", K("DATE", g.care(), "SOINS"), " : CRP ", D("BIOLOGIE", "14 mg/L"), ", VS ", D("BIOLOGIE", "32 mm"), ", anti-CCP positifs."),
                 L("Traitement : ", D("DOSE", "méthotrexate 15 mg"), " par semaine (", D("ATC", "L04AX03"), "), acide folique 5 mg."),
                 L("Décision : ajout d'adalimumab 40 mg toutes les 2 semaines après bilan pré-biothérapie."),
                 L("Radiographies des mains et pieds, score de Sharp modifié ", D("SCORE", "18"), ", pas de nouvelle érosion.")]
    elif shape == "echo_obstetricale":
        _, fp, _ = g.person("H")
        body += [L("Grossesse monofœtale, DDR le ", K("DATE", g.care(2024), "SOINS"), ", terme échographique ", D("DELAI", "22 SA + 3 j"), "."),
                 L(f"{rel_lab} : ", *name_forms(g, fp, rn, "proche", False, 1), ", tél. ", P("TELEPHONE", g.phone(), "proche")),
                 L("Fœtus (prénom choisi par les parents : ", P("PRENOM", r.choice(PRENOMS_H + PRENOMS_F), "enfant", True), "), présentation céphalique."),
                 L("Biométrie : BIP ", D("MESURE", "54 mm"), ", PC ", D("MESURE", "201 mm"), ", PA ", D("MESURE", "178 mm"), ", LF ", D("MESURE", "38 mm"), "."),
                 L("EPF ", D("POIDS", "480 g"), " (", D("SCORE", "45e percentile"), ", courbes ", D("EPONYME", "Hadlock"), ")."),
                 L("Liquide amniotique normal, grande citerne ", D("MESURE", "6 mm"), ", placenta antérieur non bas inséré."),
                 L("Dopplers : artère ombilicale IP ", D("MESURE", "1,12"), ", artères utérines sans incisure."),
                 L("Morphologie : quatre cavités, gros vaisseaux, rachis et reins sans anomalie visible."),
                 L("Mère : groupe O Rh négatif, injection d'immunoglobulines anti-D ", D("DOSE", "1500 UI"), " prévue à 28 SA.")]
    elif shape == "sortie_reanimation":
        body += [L("Entrée le ", K("DATE", g.care(), "SOINS"), " pour choc septique à point de départ urinaire (", D("CIM10", "A41.5"), ")."),
                 L("Scores à l'admission : ", D("SCORE", "IGS II 48"), ", ", D("SCORE", "SOFA 9"), ", ", D("SCORE", "Glasgow 13"), "."),
                 L("Noradrénaline jusqu'à ", D("DEBIT", "0,4 µg/kg/min"), ", sevrée à J4 ; ventilation invasive 3 jours."),
                 L("Antibiothérapie : ", D("DOSE", "céfotaxime 2 g x 3/j"), " puis relais oral, durée totale 10 jours."),
                 L("Acte : pose de cathéter veineux central (", D("CCAM", "EBLA003"), "), lot ", D("LOT", "C24-7718B"), "."),
                 L("Biologie de sortie : lactates ", D("BIOLOGIE", "1,1 mmol/L"), ", créatinine ", D("BIOLOGIE", "96 µmol/L"), ", Hb ", D("BIOLOGIE", "10,2 g/dL"), "."),
                 L(f"{rel_lab} : ", *name_forms(g, rp, rn, "proche", False, 4), " (fille), ", P("TELEPHONE", g.phone(), "proche")),
                 L("Transfert en médecine interne, lit ", D("SALLE", "412"), ", accueil par le Dr ", *name_forms(g, *g.person()[1:], "medecin", False, 0), "."),
                 L("Fiche ", D("NUMERO_FICHE", "REA-F-07"), " version ", D("VERSION", "3.2"), ".")]
    elif shape == "consultation_allergo":
        body += [L("Motif : urticaire et œdème labial après ingestion de noix de cajou le ", K("DATE", g.care(), "SOINS"), "."),
                 L("Antécédents : asthme intermittent, rhinite pollinique (bouleau), eczéma dans l'enfance."),
                 L("Prick-tests : histamine ", D("MESURE", "6 mm"), ", témoin négatif 0 mm, cajou ", D("MESURE", "9 mm"), ", pistache ", D("MESURE", "7 mm"), "."),
                 L("IgE spécifiques : Ana o 3 ", D("BIOLOGIE", "12,4 kUA/L"), ", IgE totales ", D("BIOLOGIE", "310 kUI/L"), "."),
                 L("Prélèvement n° ", P("NUM_DOSSIER_LABO", "B" + g.digits(8)), " au laboratoire ", P("ETABLISSEMENT", "Biolab " + r.choice(NOMS), "laboratoire"), "."),
                 L("Prescription : adrénaline auto-injectable ", D("DOSE", "0,3 mg"), " (2 stylos), ", D("DOSE", "desloratadine 5 mg"), "."),
                 L("PAI rédigé pour l'employeur ", P("EMPLOYEUR", r.choice(EMPLOYEURS)), " ; éviction des fruits à coque."),
                 L("Test de provocation orale à discuter, classe ", D("CLASSE", "GINA 2"), ", code ", D("CIM10", "T78.0"), "."),
                 L("Médecin traitant : Dr ", *name_forms(g, rp, rn, "medecin", False, 0), ", ", P("TELEPHONE", g.phone(), "medecin"), ".")]
    elif shape == "bilan_chute_ehpad":
        ehpad = r.choice(EHPADS)
        body += [L("Résident(e) de l'", P("ETABLISSEMENT", ehpad, "ehpad"), ", chambre ", D("SALLE", "214"), "."),
                 L("Chute le ", K("DATE", g.care(), "SOINS"), " à ", D("HEURE", "03h40"), ", retrouvé(e) au sol par l'aide-soignante ", *name_forms(g, *g.person("F")[1:], "soignant", False, 1), "."),
                 L("Temps passé au sol estimé ", D("DUREE", "45 min"), ", pas de perte de connaissance, pas de douleur de hanche."),
                 L("Tests : ", D("SCORE", "Timed Up and Go 24 s"), ", appui unipodal < 5 s, ", D("SCORE", "MMSE 21/30"), "."),
                 L("Constantes : TA ", D("CONSTANTE", "118/64 mmHg"), ", hypotension orthostatique à ", D("CONSTANTE", "96/58 mmHg"), "."),
                 L("Traitements favorisants : ", D("DOSE", "zopiclone 7,5 mg"), ", ", D("DOSE", "furosémide 40 mg"), " ; révision proposée."),
                 L("Famille prévenue : ", *name_forms(g, rp, rn, "proche", False, 0), " (fils), ", P("TELEPHONE", g.phone(), "proche"), "."),
                 L("Prévention : kinésithérapie, tapis détecteur, protection de hanche ; score ", D("SCORE", "Tinetti 17"), "."),
                 L("Déclaration d'événement indésirable n° ", D("NUMERO_FICHE", "EI-2025-118"), ".")]
    else:
        body += [L("Motif : hypoacousie gauche progressive et acouphènes, sans vertige."),
                 L("Otoscopie : tympans normaux ; ", D("EPONYME", "Weber"), " latéralisé à droite, ", D("EPONYME", "Rinne"), " positif bilatéral."),
                 L("Audiogramme tonal (OD) : 250 Hz ", D("MESURE", "15 dB"), ", 1000 Hz ", D("MESURE", "20 dB"), ", 4000 Hz ", D("MESURE", "35 dB"), "."),
                 L("Audiogramme tonal (OG) : 250 Hz ", D("MESURE", "30 dB"), ", 1000 Hz ", D("MESURE", "45 dB"), ", 4000 Hz ", D("MESURE", "70 dB"), "."),
                 L("Audiométrie vocale : seuil d'intelligibilité OG ", D("MESURE", "50 dB"), ", 100 % à ", D("MESURE", "75 dB"), "."),
                 L("Tympanométrie type A bilatérale ; PEA demandés (", D("CCAM", "CDQP002"), ")."),
                 L("IRM des conduits auditifs internes demandée pour surdité asymétrique (", D("CIM10", "H90.4"), ")."),
                 L("Exposition au bruit : ouvrier chez ", P("EMPLOYEUR", r.choice(EMPLOYEURS)), " depuis ", D("ANNEE", "2009"), "."),
                 L("Audioprothésiste : ", *name_forms(g, rp, rn, "soignant", False, 2), ", appareil ", D("APPAREIL", "classe II"), ".")]
    adeli = g.digits(9, "123456789")
    sign = [L(""), L("Le ", K("DATE", g.care(), "SOINS"), ", Dr ", *name_forms(g, dpren, dnom, "medecin", False, r.randrange(5))),
            L("RPPS ", P("RPPS", rpps), " - identifiant national ", P("RPPS", "8" + rpps, "idnat")),
            L("Courriel : ", P("EMAIL", mail_d, "medecin", True)),
            L("Copie : ", P("NOM", dnom[0] + "." if False else (dpren[0] + ". " + dnom.split()[-1][0] + "."), "initiales"), " / secrétariat ADELI ", P("ADELI", adeli))]
    pages = [page1 + body]
    if r.random() < 0.5:
        extra = [L("SUITE - " + TITLES[shape], bold=True, size=10),
                 C("Patient(e) :", *name_forms(g, pren, nom, "patient", True, nstyle)),
                 C("IPP :", P("IPP", ipp, "patient", True)), L(""),
                 L("Conclusion et conduite à tenir", bold=True),
                 L("Prochain contrôle dans ", D("DELAI", "3 mois"), " ; courrier adressé au médecin traitant."),
                 L("Document validé électroniquement, ", D("PAGE", "page 2/2"), ".")]
        pages.append(extra + sign)
    else:
        pages[0] += sign
    return pages
