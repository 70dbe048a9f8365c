"""Technical and administrative documents: compte rendu de biologie (LIS),
compte rendu d'imagerie (RIS), ordonnance, bon de transport, fiche de
liaison infirmière.

These are table-heavy and identifier-heavy: dossier / demande / accession
numbers, prescriber identifiers, FINESS, NIR, lab codes and results that must
survive (decoys) next to numbers that must not.
"""

from __future__ import annotations

import datetime as dt

from .kinds_care import meta_for
from .layout import B, Bars, Break, Columns, Rule, Space, Table, Text, keep, pii

# (LOINC-like code, label, unit, reference, low, high, decimals)
ANALYTES = {
    "HÉMATOLOGIE": [("6690-2", "Leucocytes", "G/L", "4,0 - 10,0", 3, 14, 1), ("789-8", "Hématies", "T/L", "4,20 - 5,70", 3.5, 5.9, 2),
                    ("718-7", "Hémoglobine", "g/dL", "12,0 - 16,0", 8, 17, 1), ("4544-3", "Hématocrite", "%", "37 - 47", 28, 50, 1),
                    ("777-3", "Plaquettes", "G/L", "150 - 400", 90, 450, 0), ("751-8", "Polynucléaires neutrophiles", "G/L", "1,8 - 7,5", 1, 12, 2)],
    "BIOCHIMIE": [("2951-2", "Sodium", "mmol/L", "136 - 145", 128, 146, 0), ("2823-3", "Potassium", "mmol/L", "3,5 - 5,1", 3, 5.8, 1),
                  ("2160-0", "Créatinine", "µmol/L", "45 - 90", 40, 180, 0), ("1988-5", "Protéine C réactive", "mg/L", "< 5", 0, 160, 1),
                  ("1920-8", "ASAT", "UI/L", "< 35", 10, 120, 0), ("1742-6", "ALAT", "UI/L", "< 35", 8, 140, 0),
                  ("2345-7", "Glucose à jeun", "mmol/L", "3,9 - 5,8", 4, 11, 2)],
    "HÉMOSTASE": [("5902-2", "Taux de prothrombine", "%", "70 - 120", 40, 110, 0), ("6301-6", "INR", "", "0,8 - 1,2", 0.9, 3.4, 2),
                  ("3173-2", "TCA ratio", "", "< 1,20", 0.9, 1.6, 2)],
}


def _num(g, lo, hi, dec):
    v = g.r.uniform(lo, hi)
    return ("%.*f" % (dec, v)).replace(".", ",")


def bio(c):
    g = c.g
    bio1, bio2 = c.doc("biologie médicale", "Dr"), c.doc("biologie médicale", "Dr")
    presc = c.doc("médecine polyvalente")
    ide = g.practitioner("IDE", "Mme")
    day = c.care_date(g.r.randint(0, 3))
    dossier = "%s-%s" % (day.strftime("%y%m%d"), g.digits(4))
    demande = "D" + g.digits(9)
    p = c.p
    landscape = g.chance(0.5)
    right = [["Nom de naissance : ", B(c.nom("birth"))], ["Nom d'usage : ", B(c.nom()) if p.used_name else "-"],
             ["Prénoms : ", c.prenom(all_names=True)], [c.ne().capitalize() + " le : ", c.dob(3 if g.chance(0.5) else 5),
                                                          "   Sexe : " + p.sex]]
    if g.chance(0.5):
        right.append(["N° SS : ", c.nir()])
    right += c.address_lines()
    blocks = [Columns([[B(c.etab_name(upper=True))], ["Biologistes : ", *c.dr(bio1, 2), ", ", *c.dr(bio2, 2)]] +
                      c.etab_lines(with_finess=True)[1:], right, split=0.5, box_right=True),
              Table([["Dossier n°", "Demande n°", "Prélevé le", "Préleveur", "Prescripteur"],
                     [[pii("AUTRE", dossier, "patient")], [pii("AUTRE", demande, "patient")], [c.date(day, 0), " 07:40"],
                      ["IDE ", pii("NOM", ide.name, "praticien")], c.dr(presc, 2)]],
                     [0.16, 0.17, 0.17, 0.22, 0.28], size=8),
              Text(["Reçu au laboratoire le ", c.date(day, 0), " à 08:12 - IPP ", c.ipp(), " - Venue ", c.nda()], size=8)]
    chapters = list(ANALYTES)
    g.r.shuffle(chapters)
    ant = day - dt.timedelta(days=g.r.randint(20, 300))
    for ch in chapters if landscape or g.chance(0.5) else chapters[:2]:
        rows = [["Code", "Analyse", "Résultat", "Unité", "Valeurs de référence", "Antériorité"]]
        for code, label, unit, ref, lo, hi, dec in ANALYTES[ch]:
            rows.append([[c.code(code)], label, [keep("DECOY", _num(g, lo, hi, dec), "labo")], unit, ref,
                         [_num(g, lo, hi, dec), " (", c.date(ant, 2), ")"]])
        blocks += [Text([B(ch)], size=10, space_after=2), Table(rows, [0.1, 0.3, 0.12, 0.1, 0.18, 0.2], size=8)]
    if g.chance(0.6):
        germ = g.choice(["Escherichia coli", "Klebsiella pneumoniae", "Enterococcus faecalis"])
        blocks += [Text([B("MICROBIOLOGIE - ECBU")], size=10, space_after=2),
                   Table([["Examen", "Résultat", "Unité", "Seuil"],
                          ["Leucocyturie", [keep("DECOY", str(g.r.randint(12, 900)), "labo")], "/mm3", "< 10"],
                          ["Hématurie", [keep("DECOY", str(g.r.randint(1, 80)), "labo")], "/mm3", "< 10"],
                          ["Culture", germ + " 10^5 UFC/mL", "", ""]], [0.3, 0.3, 0.2, 0.2], size=8),
                   Table([["Antibiotique", "CMI (mg/L)", "Interprétation"]] +
                         [[a, [v.rpartition(" ")[0] + " ", keep("DECOY", v.rpartition(" ")[2], "labo")] if " " in v
                           else [keep("DECOY", v, "labo")], i] for a, v, i in
                          [("Amoxicilline", "> 16", "R"), ("Amoxicilline + ac. clavulanique", "8", "I"), ("Céfotaxime", "<= 1", "S"),
                           ("Ciprofloxacine", "<= 0,25", "S"), ("Triméthoprime-sulfaméthoxazole", "> 4", "R"),
                           ("Fosfomycine", "<= 8", "S"), ("Nitrofurantoïne", "<= 32", "S")]], [0.45, 0.25, 0.3], size=8)]
    blocks += [Text(["Commentaire : ", c.homonym()[0], " hémolyse signalée sur le tube citraté, résultat de TCA à contrôler."], size=8.5),
               Space(6),
               Columns([["Compte rendu validé le ", c.date(day, 0), " par ", *c.dr(bio1, 0)]],
                       [["Édité le ", c.date(c.today, 0), " par ", c.login_val()]], align_right="R", size=7.5)]
    foot = lambda pg, t: [Rule(), Text(["Dossier ", pii("AUTRE", dossier, "patient"), " - ", c.nom(), " ", c.prenom(), " - DDN ",
                                        c.dob(3), "   Page %d/%d" % (pg, t)], size=7)]
    meta, mitems = meta_for(c, "CRB_" + dossier, g.chance(0.3))
    return dict(blocks=blocks, header=None, footer=foot, meta=meta, meta_items=mitems, landscape=landscape,
                family=g.choice(["Courier", "Helvetica", "DejaVuSansCondensed"]))


def imagerie(c):
    g = c.g
    rad, dem = c.doc("radiologie"), c.doc("urgences", "Dr")
    manip = g.practitioner("MERM", "M.")
    day = c.care_date(g.r.randint(0, 4))
    exam = g.digits(8)
    acc = "RX%s%s" % (day.strftime("%y"), g.digits(7))
    modality, ccam, dose = g.choice([("Scanner thoraco-abdomino-pelvien avec injection", "ZCQH001", "PDL 612 mGy.cm"),
                                     ("IRM du genou gauche sans injection", "NZQN001", "durée 22 min"),
                                     ("Radiographie du thorax de face", "ZBQK002", "PDS 0,09 Gy.cm²")])
    p = c.p
    blocks = [Columns([[B(c.etab_name())], ["Service d'imagerie médicale"], ["Rendez-vous : ", pii("TEL", c.etab.tel, "etab")]],
                      [["Examen n° ", pii("AUTRE", exam, "patient")], ["N° d'accession : ", pii("AUTRE", acc, "patient")],
                       Bars(pii("AUTRE", exam, "patient"))], split=0.55, align_right="R"),
              Table([["PATIENT", [c.nom(), " ", c.prenom()]], ["DATE DE NAISSANCE", [c.dob()]], ["IPP / NDA", [c.ipp(), " / ", c.nda()]],
                     ["DEMANDEUR", c.dr(dem, 0)], ["DATE D'EXAMEN", [c.date(day), " - 14:05"]],
                     ["MANIPULATEUR", [pii("PRENOM", manip.first, "praticien"), " ", pii("NOM", manip.name, "praticien")]]],
                    [0.28, 0.72], header=False, bold_first=True, size=8.5),
              Text([B(modality.upper())], size=11, align="C"),
              Text([B("Indication : "), "douleur abdominale fébrile, ", c.eponym(), " positif. Recherche de collection."]),
              Text([B("Technique : "), "acquisition hélicoïdale, injection de 90 mL d'iohexol 350 (", c.dose("1,5 mL/kg"),
                    "). Dosimétrie : ", c.code(dose), ". Acte ", c.code(ccam), "."]),
              Text([B("Résultats :")]),
              Text(["Foie de taille normale, homogène. Vésicule biliaire lithiasique à paroi épaissie à 5 mm."]),
              Text(c.homonym()),
              Text(["Pas de dilatation des voies biliaires. Comparaison avec l'examen du ", c.date(day - dt.timedelta(days=400)),
                    " (accession ", pii("AUTRE", "RX%s%s" % ((day.year - 1) % 100, g.digits(7)), "patient"), ")."]),
              Text([B("Conclusion : "), "aspect de cholécystite aiguë lithiasique ; avis chirurgical conseillé."]),
              Space(8),
              Text(["Compte rendu dicté et validé par ", *c.dr(rad, 0), " le ", c.date(day)], align="R", size=8.5),
              Text(["Diffusé à : ", *c.dr(dem, 3), " - copie patient ", pii("EMAIL", p.email)], size=8)]
    meta, mitems = meta_for(c, "CR_IMG_" + acc, g.chance(0.5))
    return dict(blocks=blocks, header=None, footer=lambda pg, t: c.running_footer(pg, t, 0), meta=meta, meta_items=mitems)


MEDS = [("AMOXICILLINE 1 g comprimé dispersible", "1 comprimé matin, midi et soir pendant 7 jours"),
        ("PARACÉTAMOL 500 mg gélule", "2 gélules toutes les 6 heures si douleur (max 8/j)"),
        ("ENOXAPARINE 4000 UI/0,4 mL", "1 injection sous-cutanée par jour pendant 35 jours"),
        ("ESOMÉPRAZOLE 20 mg", "1 gélule le soir au coucher, QSP 1 mois"),
        ("FUROSÉMIDE 40 mg", "1/2 comprimé le matin"),
        ("TRAMADOL 50 mg", "1 gélule 3 fois par jour si besoin, 5 jours"),
        ("LÉVOTHYROXINE 75 µg", "1 comprimé à jeun le matin"),
        ("MACROGOL 4000 10 g", "1 à 2 sachets par jour")]


def ordonnance(c):
    g = c.g
    pr = c.doc(g.choice(["chirurgie orthopédique", "médecine interne", "urgences"]))
    bizone = g.chance(0.4)
    size = g.choice(["A4", "A5"])
    left = [c.dr(pr, 0), [pr.specialty.capitalize()], ["N° RPPS : ", c.rpps(pr)], ["N° AM : ", c.adeli(pr)],
            [c.etab_name()], ["FINESS : ", pii("FINESS", c.etab.finess, "etab")], ["Tél. ", pii("TEL", c.etab.tel, "etab")],
            Bars(c.rpps(pr))]
    right = [["Le ", c.date(c.today, g.choice([0, 1, 6]))], [B(c.civ(True) + " "), B(c.nom()), " ", B(c.prenom())],
             [c.ne().capitalize() + " le ", c.dob()], ["Poids : %d kg" % g.r.randint(48, 102)]]
    if bizone:
        right.append(["N° d'immatriculation : ", c.nir()])
    blocks = [Columns(left, right, split=0.55, size=8 if size == "A5" else 8.5, align_right="R"),
              Text([B("ORDONNANCE")], size=12, align="C")]
    meds = g.r.sample(MEDS, g.r.randint(3, 5))
    if bizone:
        blocks.append(Text([B("Prescriptions relatives au traitement de l'affection de longue durée reconnue (ALD)")], size=8))
    for i, (m, pos) in enumerate(meds):
        if bizone and i == 2:
            blocks += [Rule(), Text([B("Prescriptions SANS RAPPORT avec l'affection de longue durée")], size=8)]
        blocks.append(Text([B(m)], space_after=0))
        blocks.append(Text([c.dose(pos)], size=9))
    blocks += [Text(["Renouvelable 2 fois. Ne pas dépasser les doses prescrites."], size=8.5), Space(10),
               Text(["Signature"], align="R"), Space(6),
               Text(["En cas d'urgence, composer le 15. Ordonnance n° ", pii("AUTRE", "ORD-" + g.digits(8), "patient")], size=7, align="C")]
    meta, mitems = meta_for(c, "Ordonnance", g.chance(0.4))
    return dict(blocks=blocks, header=None, footer=None, meta=meta, meta_items=mitems, size=size)


def transport(c):
    g = c.g
    pr = c.doc("néphrologie")
    p = c.p
    day = c.care_date(0)
    addr = []
    for i, ln in enumerate(c.address_lines()):
        addr += ([", "] if i else []) + ln
    x = lambda b: "[X]" if b else "[  ]"
    mode = g.r.randrange(3)
    blocks = [Text([B("PRESCRIPTION MÉDICALE DE TRANSPORT")], size=12, align="C", space_after=0),
              Text(["Articles L.162-4-1, L.322-5 et R.322-10 du Code de la sécurité sociale - ", c.code("cerfa n°11574*04")], size=7, align="C"),
              Text([B("PERSONNE TRANSPORTÉE")], size=9),
              Table([["Nom et prénom", [c.nom(), " ", c.prenom()]], ["N° d'immatriculation", [c.nir()]],
                     ["Date de naissance", [c.dob()]], ["Organisme", "CPAM - caisse primaire d'assurance maladie"]],
                    [0.3, 0.7], header=False, bold_first=True),
              Text([B("Adresse : ")] + addr, size=8.5),
              Text([B("TRANSPORT")], size=9),
              Table([["Motif", "Mode", "Départ / arrivée"],
                     ["hémodialyse (série de 12 séances)", "%s ambulance  %s VSL  %s taxi" % (x(mode == 0), x(mode == 1), x(mode == 2)),
                      "domicile / établissement"]], [0.34, 0.36, 0.3], size=8),
              Text(["Transport assis professionnalisé, position allongée non nécessaire. Aller et retour le ", c.date(day),
                    " puis 3 fois par semaine jusqu'au ", c.date(day + dt.timedelta(days=28)), "."], size=8.5),
              Text([B("ÉTABLISSEMENT DE DESTINATION")], size=9),
              Columns(c.etab_lines(), [["Unité de dialyse - Niveau 0"], ["Présentation 30 min avant la séance"]], size=8),
              Text([B("PRESCRIPTEUR")], size=9),
              Table([["Identification", c.dr(pr, 0)], ["N° identifiant", [c.rpps(pr, prefix8=True)]],
                     ["Structure (FINESS)", [pii("FINESS", c.etab.finess, "etab")]], ["Date", [c.date(day, 1)]]],
                    [0.3, 0.7], header=False, bold_first=True),
              Text(["Volet 1 à conserver par l'assuré" + ("e" if p.sex == "F" else "") + " - contact : ", c.tel()], size=7)]
    meta, mitems = meta_for(c, "PMT", g.chance(0.3))
    return dict(blocks=blocks, header=None, footer=None, meta=meta, meta_items=mitems,
                family=g.choice(["Helvetica", "DejaVuSansCondensed"]))


def liaison_ide(c):
    g = c.g
    ide, cadre, mt = g.practitioner("IDE", "Mme"), g.practitioner("cadre", "M."), c.doc("médecine générale", "Dr")
    day = c.care_date(0)
    p = c.p
    ehpad_city, _ = g.city()
    tick = lambda: g.choice(["Autonome", "Aide partielle", "Aide totale", "Stimulation"])
    blocks = [Columns([[B("FICHE DE LIAISON INFIRMIÈRE")], [c.etab_name()], ["Service : SSR polyvalent - ch. 214"],
                       ["Date de transfert : ", c.date(day)]],
                      [["Étiquette"]] + c.sticker(), split=0.6, box_right=True),
              Table([["IDENTITÉ", "", "ENTOURAGE", ""],
                     ["Nom / Prénom", [c.nom(style="cap"), " ", c.prenom()], "Personne à prévenir", c.relative()[:3]],
                     ["Date de naissance", [c.dob(g.choice([2, 5]))], "Tél. personne à prévenir", [c.relative()[4]]],
                     ["Lieu de vie", [pii("ETAB", "EHPAD Les Jardins de Solenn", "etab", probes=["Jardins de Solenn"]), ", ",
                                      pii("VILLE", ehpad_city, "patient")], "Médecin traitant", c.dr(mt, 2)]],
                    [0.16, 0.36, 0.2, 0.28], size=8),
              Table([["AUTONOMIE", "Toilette", "Habillage", "Alimentation", "Élimination", "Déplacements"],
                     ["Niveau", tick(), tick(), tick(), tick(), tick()]], [0.16, 0.168, 0.168, 0.168, 0.168, 0.168], size=8),
              Text([B("Risques : "), c.eponym(), " ; risque de chute élevé ; ", c.homonym()[0], " appétit conservé."], size=8.5),
              Text([B("Soins : "), "pansement talon droit (escarre stade 2) tous les 2 jours, hydrocolloïde ; dernière selle le ",
                    c.date(day - dt.timedelta(days=1)), "."], size=8.5),
              Table([["Traitement", "8 h", "12 h", "18 h", "22 h", "Dernière prise"],
                     ["Bisoprolol 2,5 mg", [c.dose("1")], "", "", "", [c.date(day), " 08:00"]],
                     ["Furosémide 40 mg", [c.dose("1/2")], "", "", "", [c.date(day), " 08:00"]],
                     ["Paracétamol 1 g", [c.dose("1")], [c.dose("1")], [c.dose("1")], "", [c.date(day), " 12:00"]],
                     ["Enoxaparine 4000 UI", "", "", [c.dose("1 inj.")], "", [c.date(day - dt.timedelta(days=1)), " 18:00"]]],
                    [0.3, 0.1, 0.1, 0.1, 0.1, 0.3], size=8),
              Text([B("Allergies : "), "iode (prurit). ", B("Régime : "), "mixé, eau gélifiée."], size=8.5),
              Columns([["IDE : ", pii("PRENOM", ide.first, "praticien"), " ", pii("NOM", ide.name, "praticien"),
                        " - poste 4512"]],
                      [["Cadre de santé : ", pii("NOM", cadre.name, "praticien"), " - ", pii("EMAIL", cadre.email, "praticien")]],
                      size=8)]
    if g.chance(0.7):
        night = g.practitioner("IDE", "M.")
        rows = [["Date / heure", "Cible", "Données - Actions - Résultats", "IDE"]]
        for k in range(g.r.randint(6, 12)):
            who = ide if k % 2 else night
            rows.append([[c.date(day - dt.timedelta(days=k // 2)), " %02d:%02d" % (g.r.randint(6, 23), g.r.choice([0, 15, 30, 45]))],
                         g.choice(["Douleur", "Chute", "Élimination", "Alimentation", "Sommeil", "Plaie"]),
                         g.choice(["EVA 4/10, paracétamol donné, EVA 2/10 à H+1", "retrouvé" + ("e" if p.sex == "F" else "") +
                                   " assis" + ("e" if p.sex == "F" else "") + " au sol, pas de traumatisme, médecin prévenu",
                                   "selles normales, diurèse conservée", "a mangé 3/4 du plateau", "nuit calme, 6 h de sommeil",
                                   "pansement refait, plaie propre, bourgeonnante"]),
                         [pii("NOM", who.name, "praticien")]])
        blocks += [Break(), Text([B("TRANSMISSIONS CIBLÉES DES 72 DERNIÈRES HEURES")], size=10),
                   Table(rows, [0.18, 0.14, 0.53, 0.15], size=7.5),
                   Text(["Patient" + ("e" if p.sex == "F" else "") + " : ", c.nom(), " ", c.prenom(), " - IPP ", c.ipp(),
                         " - courriel famille : ", pii("EMAIL", "famille.%s@%s" % (p.relative[2].lower().replace(" ", "").replace("'", ""),
                                                                                   "orange.fr"), "proche")], size=8)]
    meta, mitems = meta_for(c, "FLI", g.chance(0.4))
    return dict(blocks=blocks, header=None, footer=lambda pg, t: c.running_footer(pg, t, 2), meta=meta, meta_items=mitems,
                landscape=g.chance(0.6), family=g.choice(["DejaVuSans", "Helvetica"]))
