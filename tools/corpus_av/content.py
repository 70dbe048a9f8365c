"""People and the six document shapes of corpus AV.

build_doc(r, i, family, shape, n_pages) returns a dict:
    title, service, head (runs), team (runs), ident (label, run) list, foot (run), stub (run),
    pages: planned pages, each a list of blocks:
        ("h", title) | ("p", run) | ("kv", [(label, run)]) | ("tab", heads, rows, weights) | ("sig", [runs])
Every personal or kept value is a model.V inside a run; the renderer records it on the page it lands on.
"""
from __future__ import annotations

import datetime

from . import ids
from .model import D, K, R, V, W

SHAPES = ["nutrition_parenterale", "lithotritie", "bilan_vestibulaire", "mapa_24h", "hemocultures",
          "echanges_plasmatiques"]

MAIL_DOMAINS = ["courriel-fictif.fr", "boite-demo.net", "messagerie-exemple.org", "poste-imaginaire.fr"]
LIENS = ["épouse", "époux", "fille", "fils", "sœur", "frère", "nièce", "compagne", "compagnon"]


# ------------------------------------------------------------------ people and identifiers
def _pick_name(r, used):
    pool = ids.SURNAMES + ids.PARTICLES
    while True:
        n = r.choice(pool)
        if n not in used:
            used.add(n)
            return n


def up(s: str) -> str:
    return s.upper()


def mail_of(first, last, r):
    f = ids.ascii_fold(first).lower().replace(" ", "-")
    l_ = ids.ascii_fold(last).lower().replace(" ", "-").replace("'", "")
    sep = r.choice([".", "_", "-"])
    return "%s%s%s@%s" % (f, sep, l_, r.choice(MAIL_DOMAINS))


def build_ctx(r, i):
    used = set()
    c = {}
    est_name, sigle = ids.ESTABS[r.randrange(len(ids.ESTABS))]
    town, cp, dept = r.choice(ids.TOWNS)
    fin = ids.finess(r, dept)
    c["est"] = dict(name=est_name, sigle=sigle, finess=fin, finess_ej="1" + ids.finess(r, dept),
                    addr="%d %s %s" % (r.randint(1, 180), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES)),
                    town=town, cp=cp, dept=dept, tel=ids.phone(r, False, r.randrange(6)))
    sex = r.choice([1, 2])
    dob = datetime.date(r.randint(1938, 2004), r.randint(1, 12), r.randint(1, 28))
    btown, bcp, bdept = r.choice(ids.TOWNS)
    nom = _pick_name(r, used)
    prenom = r.choice(ids.FIRST_M if sex == 1 else ids.FIRST_F)
    naiss = _pick_name(r, used) if sex == 2 and r.random() < 0.7 else None
    ptown, pcp, _ = r.choice(ids.TOWNS)
    n13 = ids.nir13(r, sex, dob, bdept)
    key = ids.nir_key(n13)
    ipp = r.choice(["%s" % (str(r.randint(1, 9)) + ids.digits(r, 8)), "80" + ids.digits(r, 8),
                    "P" + ids.digits(r, 8)])
    nda = r.choice(["N25-" + ids.digits(r, 6), "V25A" + ids.digits(r, 6), "SEJ-25-" + ids.digits(r, 5),
                    "25HDJ" + ids.digits(r, 5) + "K", "2025-" + ids.digits(r, 7)])
    c["pat"] = dict(sex=sex, nom=nom, prenom=prenom, naiss=naiss, dob=dob, btown=btown, bdept=bdept,
                    ipp=ipp, nda=nda, addr="%d %s %s" % (r.randint(1, 240), r.choice(ids.STREET_TYPES),
                                                           r.choice(ids.STREET_NAMES)),
                    town=ptown, cp=pcp, tel=ids.phone(r, False, r.randrange(6)), mob=ids.phone(r, True, r.randrange(6)),
                    email=mail_of(prenom, nom, r), n13=n13, key=key, ins=n13 + key,
                    nir_style=r.randrange(6), dob_style=(i * 5 + r.randrange(3)) % 12)
    rs = r.choice([1, 2])
    c["rel"] = dict(nom=_pick_name(r, used), prenom=r.choice(ids.FIRST_M if rs == 1 else ids.FIRST_F),
                    lien=r.choice(LIENS), tel=ids.phone(r, True, r.randrange(6)))
    c["ins"] = dict(org=r.choice(ids.INSURERS),
                    num=r.choice(["ADH-" + ids.digits(r, 9), ids.digits(r, 10), "M" + ids.digits(r, 9),
                                  "MB-" + ids.digits(r, 4) + "-" + ids.digits(r, 5)]))
    hom, word = ids.HOMONYMS[r.randrange(len(ids.HOMONYMS))]
    c["w"] = word
    c["d1"] = dict(prenom=r.choice(ids.FIRST_M + ids.FIRST_F), nom=hom, rpps=ids.rpps(r))
    c["d2"] = dict(prenom=r.choice(ids.FIRST_M + ids.FIRST_F), nom=_pick_name(r, used), rpps=ids.rpps(r))
    gtown, _, _ = r.choice(ids.TOWNS)
    c["gp"] = dict(prenom=r.choice(ids.FIRST_M + ids.FIRST_F), nom=_pick_name(r, used), rpps=ids.rpps(r),
                   town=gtown)
    c["nurse"] = dict(prenom=r.choice(ids.FIRST_F + ids.FIRST_M), nom=_pick_name(r, used),
                      adeli=ids.adeli(r, dept))
    c["lab"] = dict(name=r.choice(ids.LABS), file=r.choice(["L25" + ids.digits(r, 7), ids.digits(r, 10),
                                                            "25-" + ids.digits(r, 6) + "-B"]))
    c["acc"] = r.choice(["ACC25" + ids.digits(r, 6), "RX-25-0" + ids.digits(r, 5), "IMG" + ids.digits(r, 8)])
    c["req"] = r.choice(["DEM-25-" + ids.digits(r, 6), "ORD" + ids.digits(r, 8), "PRESC-" + ids.digits(r, 7)])
    c["employer"] = r.choice(ids.EMPLOYERS)
    c["prest"] = ids.PRESTATAIRES[r.randrange(len(ids.PRESTATAIRES))]
    c["prest_tel"] = ids.phone(r, False, r.randrange(6))
    c["d0"] = datetime.date(2025, r.randint(1, 10), r.randint(1, 20))
    c["lot"] = lambda: r.choice("ABCHKLTX") + ids.digits(r, 5) + r.choice("ABFHT")
    return c


# ------------------------------------------------------------------ value helpers
def pn(c, form=0):
    """Patient name in one of five forms."""
    p = c["pat"]
    N, Nt, P_ = V("NOM", up(p["nom"]), "patient"), V("NOM", p["nom"], "patient"), V("PRENOM", p["prenom"], "patient")
    civ = "M." if p["sex"] == 1 else "Mme"
    return [[N, " ", P_], [P_, " ", Nt], [civ, " ", P_, " ", Nt], [N, ", ", P_], [civ, " ", N]][form % 5]


def dr(c, who, form=0):
    d = c[who]
    P_, N, Nu = V("PRENOM", d["prenom"], "medecin"), V("NOM", d["nom"], "medecin"), V("NOM", up(d["nom"]), "medecin")
    return [["Dr ", P_, " ", N], ["Dr ", Nu, " ", P_], ["Docteur ", N]][form % 3]


def rpps(c, who):
    return V("RPPS", c[who]["rpps"])


def rpps_nat(c, who):
    return V("RPPS", "8" + c[who]["rpps"], "idnat")


def nurse(c, role, form=0):
    n = c["nurse"]
    P_ = V("PRENOM", n["prenom"], "soignant")
    N = V("NOM", up(n["nom"]) if form % 2 == 0 else n["nom"], "soignant")
    return [role + " ", P_, " ", N]


def rel(c, form=0):
    q = c["rel"]
    P_, N = V("PRENOM", q["prenom"], "proche"), V("NOM", q["nom"], "proche")
    return [P_, " ", N] if form % 2 == 0 else [V("NOM", up(q["nom"]), "proche"), " ", P_]


def est(c):
    return V("ETABLISSEMENT", c["est"]["name"], "etablissement")


def sig_(c):
    return V("ETABLISSEMENT", c["est"]["sigle"], "sigle")


def dd(c, k):
    return D(ids.care(c["d0"] + datetime.timedelta(days=k)))


def dob_w(c, style=None):
    p = c["pat"]
    return V("DATE_NAISSANCE", ids.birth_written(p["dob"], p["dob_style"] if style is None else style))


def nir_w(c, style=None):
    p = c["pat"]
    return V("NIR", ids.nir_written(p["n13"], p["key"], p["nir_style"] if style is None else style))


def ins(c):
    return V("NIR", c["pat"]["ins"], "ins")


def homonym(c):
    return W(c["w"])


# ------------------------------------------------------------------ common blocks
def head_runs(c, service):
    e = c["est"]
    return [R(est(c)), R(sig_(c), " - ", service),
            R("FINESS ", V("FINESS", e["finess"]), " - EJ ", V("FINESS", e["finess_ej"], "idnat")),
            R(V("ADRESSE", e["addr"])), R(V("CODE_POSTAL", e["cp"]), " ", V("VILLE", e["town"])),
            R("Tél. ", V("TELEPHONE", e["tel"])), R(V("EMAIL", e["email"]))]


def team_runs(c, nurse_role):
    return [R(dr(c, "d1", 0), ", RPPS ", rpps(c, "d1")), R(dr(c, "d2", 0), ", RPPS ", rpps(c, "d2")),
            R(nurse(c, nurse_role, 0), ", ADELI ", V("ADELI", c["nurse"]["adeli"]))]


def ident_kv(c):
    p = c["pat"]
    kv = [("Nom d'usage", R(V("NOM", up(p["nom"]), "patient"))), ("Prénom", R(V("PRENOM", p["prenom"], "patient")))]
    if p["naiss"]:
        kv.append(("Nom de naissance", R(V("NOM", up(p["naiss"]), "naissance"))))
    kv += [("Date de naissance", R(dob_w(c), " à ", V("VILLE", p["btown"]), " (%s)" % p["bdept"])),
           ("IPP / NDA", R(V("IPP", p["ipp"]), " / ", V("NUM_SEJOUR", p["nda"]))),
           ("Adresse", R(V("ADRESSE", p["addr"]), ", ", V("CODE_POSTAL", p["cp"]), " ", V("VILLE", p["town"]))),
           ("Téléphone", R(V("TELEPHONE", p["tel"]), " ; portable ", V("TELEPHONE", p["mob"]))),
           ("Courriel", R(V("EMAIL", p["email"]))),
           ("N° de sécurité sociale", R(nir_w(c)))]
    return kv


def admin_kv(c, employer=False):
    q = c["rel"]
    kv = [("Matricule INS", R(ins(c), " (identité qualifiée)")),
          ("Personne à prévenir", R(rel(c, 0), " (%s), " % q["lien"], V("TELEPHONE", q["tel"]))),
          ("Complémentaire", R(V("ORGANISME", c["ins"]["org"]), ", adhérent n° ", V("NUM_ADHERENT", c["ins"]["num"],
                                                                                     "mutuelle"))),
          ("Médecin traitant", R(dr(c, "gp", 1), " à ", V("VILLE", c["gp"]["town"]), ", RPPS ", rpps(c, "gp")))]
    if employer:
        kv.append(("Employeur", R(V("ETABLISSEMENT", c["employer"], "employeur"))))
    return kv


def sig_runs(c, k):
    return [R("Fait à ", V("VILLE", c["est"]["town"]), ", le ", dd(c, k)), R(dr(c, "d1", 1)),
            R("RPPS ", rpps(c, "d1"), " - identifiant national ", rpps_nat(c, "d1")),
            R("Copie : ", dr(c, "gp", 0), ", médecin traitant")]


# ------------------------------------------------------------------ the six shapes
def s_nutrition(r, c):
    lot = c["lot"]
    bag = r.choice([("Olimel N7E", "1500 mL", "B05BA10"), ("SmofKabiven", "1477 mL", "B05BA10"),
                    ("Numeta G16E", "1000 mL", "B05BA10")])
    s1 = [("h", "Indication et voie d'abord"),
          ("p", R("Syndrome de grêle court (", K("CIM10", "K91.2"), ") après entérectomie étendue le ", dd(c, -40),
                  "; ", pn(c, 2), " garde un grêle restant de ", K("MESURE", "85 cm"), ". Ancien ", homonym(c),
                  ", poids actuel ", K("POIDS", "54,5 kg"), " (IMC ", K("MESURE", "18,9 kg/m2"), ").")),
          ("kv", [("Voie veineuse", R(K("DISPOSITIF", "PICC line 4 Fr"), " posé le ", dd(c, -3), " (acte ",
                                      K("CCAM", "EBLA003"), ")")),
                  ("Ordonnance n°", R(V("IDENTIFIANT", c["req"], "DEMANDE"))),
                  ("Prescripteur", R(dr(c, "d1", 0), ", RPPS ", rpps(c, "d1")))])]
    rows = [[R(K("MEDICAMENT", bag[0])), R(K("DOSE", bag[1])), R(K("ATC", bag[2])), R(K("LOT", lot())),
             R(K("HORAIRE", "20h00"), " - ", K("HORAIRE", "8h00"))],
            [R(K("MEDICAMENT", "Cernevit")), R(K("DOSE", "5 mL")), R(K("ATC", "A11JA")), R(K("LOT", lot())),
             R("dans la poche")],
            [R(K("MEDICAMENT", "Nutryelt")), R(K("DOSE", "10 mL")), R(K("ATC", "B05XA31")), R(K("LOT", lot())),
             R("un jour sur deux")],
            [R(K("MEDICAMENT", "Chlorure de potassium")), R(K("DOSE", "20 mmol")), R(K("ATC", "B05XA01")),
             R(K("LOT", lot())), R("selon ionogramme")]]
    s2 = [("h", "Composition des poches (7 nuits sur 7)"),
          ("tab", ["Produit", "Volume / dose", "ATC", "Lot", "Débranchement"], rows, [3.2, 2, 1.6, 1.6, 2.6]),
          ("p", R("Biologie du ", dd(c, -1), " (", V("ETABLISSEMENT", c["lab"]["name"], "laboratoire"), ", dossier ",
                  V("NUM_DOSSIER_LABO", c["lab"]["file"]), ") : albumine ", K("BIOLOGIE", "31 g/L"),
                  ", phosphore ", K("BIOLOGIE", "0,78 mmol/L"), ", triglycérides ", K("BIOLOGIE", "1,4 mmol/L"),
                  ", gamma-GT ", K("BIOLOGIE", "88 UI/L"), " (LOINC ", K("LOINC", "2324-2"), ")."))]
    s3 = [("h", "Organisation à domicile"),
          ("p", R("Prestataire : ", V("ETABLISSEMENT", c["prest"][0], "prestataire"), " (", V("TELEPHONE", c["prest_tel"]),
                  "), livraison hebdomadaire. Branchement et débranchement par ", nurse(c, "l'infirmière libérale", 1),
                  " (ADELI ", V("ADELI", c["nurse"]["adeli"]), "), verrou de ", K("MEDICAMENT", "taurolidine"),
                  ". Surveillance du poids deux fois par semaine ; appeler si température au-delà de ",
                  K("MESURE", "38,5 °C"), ".")),
          ("kv", admin_kv(c))]
    return "Prescription de nutrition parentérale à domicile", "nutrition", "Unité de nutrition clinique", [s1, s2, s3]


def s_litho(r, c):
    lot = c["lot"]
    side = r.choice(["gauche", "droit"])
    s1 = [("h", "Indication"),
          ("p", R(pn(c, 1), " est adressé(e) par ", dr(c, "gp", 0), " pour un calcul pyélique ", side, " de ",
                  K("MESURE", "9 mm"), " (densité ", K("MESURE", "980 UH"), ") vu au scanner du ", dd(c, -12),
                  " (examen n° ", V("NUM_ACCESSION", c["acc"]), "). Lithiase urinaire ", K("CIM10", "N20.0"),
                  "; colique néphrétique le ", dd(c, -20), ". Profession : ", homonym(c), ".")),
          ("kv", [("ECBU préalable", R("stérile, dossier ", V("NUM_DOSSIER_LABO", c["lab"]["file"]), " (",
                                       V("ETABLISSEMENT", c["lab"]["name"], "laboratoire"), ")")),
                  ("Créatinine", R(K("BIOLOGIE", "78 µmol/L"), ", DFG ", K("BIOLOGIE", "92 mL/min/1,73 m2"))),
                  ("Anticoagulant", R("aucun ; ", K("MEDICAMENT", "Kardégic"), " ", K("DOSE", "75 mg"),
                                      " suspendu le ", dd(c, -7)))])]
    rows = []
    for k, (n, lvl, fr) in enumerate([("1000", "Niveau 2", "60/min"), ("1500", "Niveau 4", "90/min"),
                                      ("1000", "Niveau 5", "90/min")]):
        rows.append([R("Séquence %d" % (k + 1)), R(K("SCORE", n + " ondes")), R(K("MESURE", lvl)), R(K("MESURE", fr)),
                     R(K("HORAIRE", "%dh%02d" % (9, 5 + 12 * k)))])
    s2 = [("h", "Déroulement de la séance du " + ids.care(c["d0"])),
          ("p", R("Acte ", K("CCAM", "JANM001"), " sur ", K("DISPOSITIF", "lithotripteur Sonolith i-move"),
                  ", repérage échographique et radiologique, décubitus dorsal.")),
          ("tab", ["Étape", "Ondes de choc", "Énergie", "Cadence", "Début"], rows, [2, 2.2, 1.8, 1.6, 1.4]),
          ("p", R("Analgésie : ", K("MEDICAMENT", "Kétoprofène"), " ", K("DOSE", "100 mg"), " (", K("ATC", "M01AE03"),
                  ", lot ", K("LOT", lot()), ") et ", K("MEDICAMENT", "Paracétamol"), " ", K("DOSE", "1000 mg"),
                  " (", K("ATC", "N02BE01"), "). EVA maximale ", K("SCORE", "3/10"), "."))]
    s3 = [("h", "Suites et surveillance"),
          ("p", R("Tamisage des urines pendant une semaine, analyse du calcul par spectrophotométrie infrarouge. "
                  "Pas de ", K("DISPOSITIF", "sonde double J"), ". Consultation le ", dd(c, 30), " avec ",
                  dr(c, "d2", 1), " (RPPS ", rpps(c, "d2"), "). Infirmier(e) référent(e) : ", nurse(c, "IDE", 0),
                  ", ADELI ", V("ADELI", c["nurse"]["adeli"]), ".")),
          ("kv", admin_kv(c, employer=True))]
    return "Compte rendu de lithotritie extracorporelle", "urologie", "Service d'urologie", [s1, s2, s3]


def s_vestib(r, c):
    s1 = [("h", "Motif"),
          ("p", R(pn(c, 0), ", chauffeur chez ", V("ETABLISSEMENT", c["employer"], "employeur"),
                  ", consulte pour des vertiges rotatoires positionnels depuis le ", dd(c, -25),
                  ". Pas de surdité brusque. Le ", homonym(c), " du village l'a conduit(e). ",
                  "Manœuvre de ", K("EPONYME", "Dix-Hallpike"), " positive à droite, test de ",
                  K("EPONYME", "Romberg"), " normal, piétinement de ", K("EPONYME", "Fukuda"), " dévié de ",
                  K("MESURE", "35°"), ".")),
          ("kv", [("Adressé par", R(dr(c, "gp", 2), " (", V("VILLE", c["gp"]["town"]), ")")),
                  ("Demande n°", R(V("IDENTIFIANT", c["req"], "DEMANDE"))),
                  ("Questionnaire DHI", R(K("SCORE", "46/100")))])]
    rows = [[R("Gain vHIT latéral"), R(K("BIOLOGIE", "0,92")), R(K("BIOLOGIE", "0,88")), R(K("NORMES", "> 0,80"))],
            [R("Gain vHIT antérieur"), R(K("BIOLOGIE", "0,85")), R(K("BIOLOGIE", "0,83")), R(K("NORMES", "> 0,70"))],
            [R("Calorique 44 °C"), R(K("MESURE", "22 °/s")), R(K("MESURE", "19 °/s")), R(K("NORMES", "> 12 °/s"))],
            [R("Prépondérance"), R(K("MESURE", "12 %")), R("-"), R(K("NORMES", "< 20 %"))]]
    s2 = [("h", "Vidéonystagmographie du " + ids.care(c["d0"])),
          ("p", R("Examen sur ", K("DISPOSITIF", "VNG Synapsys"), " (acte ", K("CCAM", "CDRP002"),
                  "), épreuves caloriques calibrées et vHIT.")),
          ("tab", ["Épreuve", "Droite", "Gauche", "Norme"], rows, [3, 1.5, 1.5, 1.6]),
          ("p", R("Conclusion : vertige positionnel paroxystique bénin du canal postérieur droit (",
                  K("CIM10", "H81.1"), "), fonction canalaire symétrique."))]
    s3 = [("h", "Prise en charge"),
          ("p", R("Manœuvre libératoire de ", K("EPONYME", "Sémont"), " réalisée le ", dd(c, 0), ". ",
                  K("MEDICAMENT", "Bétahistine"), " ", K("DOSE", "24 mg"), " matin et soir (", K("ATC", "N07CA01"),
                  ") pendant un mois. Rééducation vestibulaire : ", nurse(c, "kinésithérapeute", 0), " (ADELI ",
                  V("ADELI", c["nurse"]["adeli"]), "), dix séances. Contrôle avec ", dr(c, "d2", 0), " le ",
                  dd(c, 42), ".")),
          ("kv", admin_kv(c))]
    return "Bilan vestibulaire instrumental", "orl", "Explorations fonctionnelles ORL", [s1, s2, s3]


def s_mapa(r, c):
    rows = [[R("Période diurne"), R(K("MESURE", "142/88 mmHg")), R(K("MESURE", "78 bpm")), R(K("SCORE", "41 mesures")),
             R(K("NORMES", "< 135/85"))],
            [R("Période nocturne"), R(K("MESURE", "126/74 mmHg")), R(K("MESURE", "64 bpm")), R(K("SCORE", "14 mesures")),
             R(K("NORMES", "< 120/70"))],
            [R("Sur 24 heures"), R(K("MESURE", "137/84 mmHg")), R(K("MESURE", "74 bpm")), R(K("SCORE", "55 mesures")),
             R(K("NORMES", "< 130/80"))]]
    s1 = [("h", "Pose de l'appareil"),
          ("p", R("Appareil ", K("DISPOSITIF", "Spacelabs 90217A"), " posé le ", dd(c, 0), " à ", K("HORAIRE", "9h10"),
                  " par ", nurse(c, "l'infirmière", 1), " (ADELI ", V("ADELI", c["nurse"]["adeli"]),
                  "), brassard adulte au bras non dominant, mesures toutes les 15 minutes le jour et 30 minutes la nuit. ",
                  "Acte ", K("CCAM", "EQQM006"), ".")),
          ("kv", [("Demandeur", R(dr(c, "gp", 0), ", RPPS ", rpps(c, "gp"))),
                  ("Bon n°", R(V("IDENTIFIANT", c["req"], "DEMANDE"))),
                  ("Traitement", R(K("MEDICAMENT", "Amlodipine"), " ", K("DOSE", "5 mg"), " (", K("ATC", "C08CA01"),
                                   "), ", K("MEDICAMENT", "Ramipril"), " ", K("DOSE", "2,5 mg"), " (",
                                   K("ATC", "C09AA05"), ")"))])]
    s2 = [("h", "Résultats"),
          ("tab", ["Période", "PA moyenne", "FC", "Valides", "Seuil"], rows, [2.2, 2.2, 1.4, 1.8, 1.6]),
          ("p", R("Baisse nocturne de ", K("MESURE", "11 %"), " (profil dipper). Taux de mesures valides ",
                  K("MESURE", "92 %"), ". Kaliémie ", K("BIOLOGIE", "4,1 mmol/L"), " et créatinine ",
                  K("BIOLOGIE", "84 µmol/L"), " le ", dd(c, -9), " (dossier ", V("NUM_DOSSIER_LABO", c["lab"]["file"]),
                  ")."))]
    s3 = [("h", "Conclusion"),
          ("p", R("Hypertension artérielle essentielle (", K("CIM10", "I10"), ") insuffisamment contrôlée chez ",
                  pn(c, 4), ". Majoration du ", K("MEDICAMENT", "Ramipril"), " à ", K("DOSE", "5 mg"),
                  ". Le patient est ", homonym(c), " et travaille de nuit en saison : à reprendre avec ",
                  dr(c, "d2", 2), ". Nouvelle MAPA vers le ", dd(c, 90), ".")),
          ("kv", admin_kv(c, employer=True))]
    return "Mesure ambulatoire de la pression artérielle (MAPA 24 h)", "cardio", "Cardiologie - explorations", [s1, s2, s3]


def s_hemoc(r, c):
    germ = r.choice([("Escherichia coli", "A41.5"), ("Klebsiella pneumoniae", "A41.5"),
                     ("Staphylococcus aureus", "A41.0")])
    s1 = [("h", "Prélèvements"),
          ("kv", [("Laboratoire", R(V("ETABLISSEMENT", c["lab"]["name"], "laboratoire"))),
                  ("N° de dossier", R(V("NUM_DOSSIER_LABO", c["lab"]["file"]))),
                  ("Prescription", R(V("IDENTIFIANT", c["req"], "DEMANDE"), " du ", dd(c, 0), " à ",
                                     K("HORAIRE", "22h40"))),
                  ("Prescripteur", R(dr(c, "d2", 0), ", RPPS ", rpps(c, "d2"))),
                  ("Préleveur", R(nurse(c, "IDE", 0), ", ADELI ", V("ADELI", c["nurse"]["adeli"])))]),
          ("p", R("Deux paires de flacons ", K("DISPOSITIF", "BacT/ALERT FA Plus"), " (analyse ", K("LOINC", "600-7"),
                  "), volume ", K("MESURE", "8 mL"), " par flacon. Température ", K("MESURE", "39,4 °C"),
                  ", frissons. Pour mémoire : le ", homonym(c), " du service d'hygiène a été prévenu."))]
    rows = [[R(K("MEDICAMENT", "Amoxicilline")), R(K("ATC", "J01CA04")), R(K("BIOLOGIE", "> 16 mg/L")), R("R")],
            [R(K("MEDICAMENT", "Amoxicilline-acide clavulanique")), R(K("ATC", "J01CR02")), R(K("BIOLOGIE", "8 mg/L")),
             R("I")],
            [R(K("MEDICAMENT", "Ceftriaxone")), R(K("ATC", "J01DD04")), R(K("BIOLOGIE", "0,25 mg/L")), R("S")],
            [R(K("MEDICAMENT", "Gentamicine")), R(K("ATC", "J01GB03")), R(K("BIOLOGIE", "1 mg/L")), R("S")],
            [R(K("MEDICAMENT", "Ciprofloxacine")), R(K("ATC", "J01MA02")), R(K("BIOLOGIE", "0,5 mg/L")), R("S")]]
    s2 = [("h", "Résultats"),
          ("p", R("Positivité à ", K("MESURE", "14 h"), " (flacon aérobie). Examen direct : bacilles à Gram négatif. "
                  "Identification : ", K("GERME", germ[0]), " (spectrométrie MALDI-TOF).")),
          ("tab", ["Antibiotique", "ATC", "CMI", "Catégorie"], rows, [3.6, 1.5, 1.6, 1.2])]
    s3 = [("h", "Commentaire du biologiste"),
          ("p", R("Bactériémie (", K("CIM10", germ[1]), ") chez ", pn(c, 3), ", hospitalisé(e) le ", dd(c, -1),
                  ". Résultat téléphoné le ", dd(c, 1), " à ", K("HORAIRE", "10h05"), " au ", dr(c, "d1", 1),
                  ". Contrôle des hémocultures à 72 heures. Validé par ", dr(c, "d1", 0), " (identifiant national ",
                  rpps_nat(c, "d1"), ").")),
          ("kv", admin_kv(c))]
    return "Hémocultures et antibiogramme", "microbio", "Laboratoire de microbiologie", [s1, s2, s3]


def s_plasma(r, c):
    lot = c["lot"]
    ind = r.choice([("syndrome de Guillain-Barré", "G61.0"), ("myasthénie auto-immune", "G70.0"),
                    ("purpura thrombotique thrombocytopénique", "M31.1")])
    s1 = [("h", "Indication"),
          ("p", R(pn(c, 2), " présente un ", K("EPONYME", ind[0]), " (", K("CIM10", ind[1]), "). Cinq échanges "
                  "plasmatiques sont prescrits par ", dr(c, "d2", 0), " (RPPS ", rpps(c, "d2"), "), ordonnance ",
                  V("IDENTIFIANT", c["req"], "DEMANDE"), ". Ancien ", homonym(c), ", ", K("POIDS", "72 kg"),
                  ", volume plasmatique estimé ", K("MESURE", "3100 mL"), ".")),
          ("kv", [("Séparateur", R(K("DISPOSITIF", "Spectra Optia"), " (acte ", K("CCAM", "FEJF004"), ")")),
                  ("Abord", R(K("DISPOSITIF", "cathéter fémoral 12 Fr"), " posé le ", dd(c, -1))),
                  ("Anticoagulation", R(K("MEDICAMENT", "ACD-A"), " ratio ", K("MESURE", "1:12")))])]
    rows = []
    for k in range(4):
        rows.append([R("n° %d" % (k + 1)), R(dd(c, 2 * k)), R(K("MESURE", "%d mL" % (3000 + 100 * k))),
                     R(K("MEDICAMENT", "albumine 4 %"), " lot ", K("LOT", lot())),
                     R(K("BIOLOGIE", "%s g/L" % ["2,8", "1,9", "1,4", "1,2"][k]))])
    s2 = [("h", "Séances"),
          ("tab", ["Séance", "Date", "Volume traité", "Substitution", "Fibrinogène"], rows, [1.2, 1.8, 1.7, 3.2, 1.6]),
          ("p", R("Calcium ionisé ", K("BIOLOGIE", "1,05 mmol/L"), " en fin de séance, ", K("MEDICAMENT",
                                                                                          "gluconate de calcium"),
                  " ", K("DOSE", "10 mL"), " (", K("ATC", "A12AA03"), "). Paresthésies péribuccales à la séance 3."))]
    s3 = [("h", "Surveillance infirmière"),
          ("p", R("Séances conduites par ", nurse(c, "l'infirmière", 0), " (ADELI ", V("ADELI", c["nurse"]["adeli"]),
                  "), sous la responsabilité de ", dr(c, "d1", 0), ". Score de ", K("EPONYME", "Hughes"), " passé de ",
                  K("SCORE", "4/6"), " à ", K("SCORE", "3/6"), ". Prochaine évaluation le ", dd(c, 14), ".")),
          ("kv", admin_kv(c))]
    return "Feuille de séances d'échanges plasmatiques", "aphérèse", "Unité d'aphérèse thérapeutique", [s1, s2, s3]


BUILDERS = {"nutrition_parenterale": s_nutrition, "lithotritie": s_litho, "bilan_vestibulaire": s_vestib,
            "mapa_24h": s_mapa, "hemocultures": s_hemoc, "echanges_plasmatiques": s_plasma}


def build_doc(r, i, family, shape, n_pages):
    c = build_ctx(r, i)
    title, svc, service, secs = BUILDERS[shape](r, c)
    c["est"]["email"] = "secretariat.%s@%s-sante.fr" % (ids.ascii_fold(svc), c["est"]["sigle"].lower())
    p = c["pat"]
    foot_dob = [0, 5, 1][i % 3]  # numeric, compact, two-digit year
    foot = R(V("NOM", up(p["nom"]), "patient"), " ", V("PRENOM", p["prenom"], "patient"), " - né(e) le ",
             dob_w(c, foot_dob), " - IPP ", V("IPP", p["ipp"]), " - ", sig_(c))
    stub = R(V("NOM", up(p["nom"]), "patient"), " ", V("PRENOM", p["prenom"], "patient"), " ", dob_w(c, 5),
             " - IPP ", V("IPP", p["ipp"]), " - NDA ", V("NUM_SEJOUR", p["nda"]), " - ", sig_(c))
    sig = [("sig", sig_runs(c, 3))]
    s1, s2, s3 = secs
    if n_pages == 1:
        pages = [s1 + s2 + s3 + sig]
    elif n_pages == 2:
        pages = [s1, s2 + s3 + sig]
    else:
        pages = [s1, s2, s3 + sig]
    return {"num": i, "title": title, "service": service, "head": head_runs(c, service),
            "team": team_runs(c, "IDE" if shape != "bilan_vestibulaire" else "MK"),
            "ident": ident_kv(c), "foot": foot, "sigle_run": R(sig_(c)), "stub": stub, "pages": pages, "ctx": c}
