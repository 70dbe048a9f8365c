"""Clinical letters and reports: CRO, lettre de liaison de sortie, consultation,
compte rendu d'hospitalisation, certificat, courrier d'adressage.

Each builder returns a spec dict (blocks, running header/footer, page format,
PDF metadata). Wordings imitate what French hospital software and dictation
secretaries really print, not what is easy to find.
"""

from __future__ import annotations

import datetime as dt

from .common import cap_name, name_probes
from .layout import B, Break, Columns, Rule, Space, Table, Text, pii

PROCEDURES = [
    ("Cholécystectomie par cœlioscopie", "HMFC004", "K80.1", "lithiase vésiculaire symptomatique",
     ["Open-cœlioscopie ombilicale, mise en place de 3 trocarts (10, 5 et 5 mm).",
      "Dissection du {epo}, contrôle et section de l'artère et du canal cystiques entre clips.",
      "Cholécystectomie rétrograde, hémostase du lit vésiculaire à la pince bipolaire."]),
    ("Prothèse totale de hanche droite", "NEKA020", "M16.1", "coxarthrose droite invalidante",
     ["Voie d'abord postéro-latérale, décubitus latéral gauche.",
      "Cupule sans ciment de 52 mm, tige fémorale taille 4, tête céramique 32 mm.",
      "Tests de stabilité satisfaisants, fermeture plan par plan sur {epo}."]),
    ("Appendicectomie cœlioscopique", "HHFA016", "K35.8", "appendicite aiguë non compliquée",
     ["Exploration : appendice inflammatoire en position latéro-cæcale, pas de péritonite.",
      "Ligature de la base appendiculaire par 2 endoloops, extraction en sac.",
      "Lavage au sérum physiologique 500 mL, pas de drainage ({epo} non nécessaire)."]),
    ("Cure de hernie inguinale gauche selon Lichtenstein", "LMMA006", "K40.9", "hernie inguinale gauche",
     ["Incision inguinale de 6 cm, ouverture de l'aponévrose du grand oblique.",
      "Réduction du sac herniaire, mise en place d'une prothèse polypropylène 6 x 11 cm.",
      "Infiltration de ropivacaïne 7,5 mg/mL 20 mL ; {epo} recherché et absent."]),
]


def banner(c, style):
    return lambda page, total: c.running_footer(page, total, style) + [Rule()]


def meta_for(c, title_prefix, with_name):
    """PDF info dictionary; some software puts the patient's name in the title."""
    items = []
    title = title_prefix
    if with_name:
        n, f = c.nom(), c.prenom()
        title = "%s_%s_%s" % (title_prefix, n.text, f.text)
        items = [pii("NOM", n.text, probes=n.probes), pii("PRENOM", f.text)]
    user = c.g.practitioner("secrétariat")
    login = c.login_val(user)
    items.append(login)
    return {"title": title, "author": login.text, "subject": c.etab.name,
            "creator": c.g.choice(["DxCare 8.4", "Orbis Documents", "Crossway Éditions", "HM Courrier 6"])}, items


def cro(c):
    g = c.g
    name, ccam, cim, indic, steps = g.choice(PROCEDURES)
    op, aide, anes = c.doc("chirurgie"), c.doc("chirurgie", "Dr"), c.doc("anesthésie")
    ibode, iade = g.practitioner("IBODE", "Mme"), g.practitioner("IADE", "M.")
    day = c.care_date(g.r.randint(1, 20))
    blocks = [Columns([[B(c.etab_name(upper=True))], ["Pôle chirurgie - Bloc opératoire central"],
                       ["Secrétariat : ", pii("TEL", c.etab.tel, "etab")], ["FINESS ", pii("FINESS", c.etab.finess, "etab")]],
                      [["ÉTIQUETTE PATIENT"]] + c.sticker(), split=0.55, box_right=True),
              Text([B("COMPTE RENDU OPÉRATOIRE")], size=13, align="C", space_after=8),
              Table([["Date de l'intervention", [c.date(day)]], ["Heure d'incision", "08 h 42"],
                     ["Salle", [c.code("Salle 3 - Bloc B")]], ["Acte réalisé", name], ["Code CCAM", [c.code(ccam)]],
                     ["Diagnostic CIM-10", [c.code(cim)]], ["Score ASA", "2"], ["N° de séjour", [c.nda()]]],
                    [0.3, 0.7], header=False, bold_first=True),
              Text([B("ÉQUIPE")], size=10),
              Table([["Fonction", "Intervenant", "Identifiant"],
                     ["Opérateur", c.dr(op, 0), ["RPPS ", c.rpps(op)]],
                     ["Aide opératoire", c.dr(aide, 4), ""],
                     ["Anesthésiste", c.dr(anes, 2), ["RPPS ", c.rpps(anes)]],
                     ["IBODE", ["Mme ", pii("PRENOM", ibode.first, "praticien"), " ", pii("NOM", ibode.name, "praticien")], ""],
                     ["IADE", [pii("NOM", iade.name, "praticien"), " ", pii("PRENOM", iade.first, "praticien")], ""]],
                    [0.25, 0.45, 0.3]),
              Text([B("Indication : ")] + [c.civ(True) + " ", c.nom(style="cap"), ", %d ans, présentant une %s. "
                                           % (c.today.year - c.p.dob.year, indic), "À l'examen : ", c.eponym(), " recherché."]),
              Text([B("Antibioprophylaxie : "), "céfazoline ", c.dose("2 g"), " IVD à l'induction."]),
              Text([B("Description")], size=10)]
    for s in steps:
        head, _, tail = s.partition("{epo}")
        blocks.append(Text([head, c.eponym(), tail] if _ else [s]))
    blocks += [Text(c.homonym()),
               Text([B("Suites : "), "lever J1, reprise alimentaire J0 au soir. Sortie envisagée le ",
                     c.date(day + dt.timedelta(days=2)), ". Consultation de contrôle avec ", *c.dr(op, 3), " dans 6 semaines."]),
               Space(10),
               Columns([["Dicté le ", c.date(day), " - frappé par ", c.login_val()]],
                       [["Le chirurgien,"], c.dr(op, 1), ["(signature électronique)"]], split=0.5, align_right="R")]
    if g.chance(0.7):
        blocks += [Break(), Text([B("TRAÇABILITÉ DES DISPOSITIFS MÉDICAUX ET CHECK-LIST « SÉCURITÉ DU PATIENT AU BLOC »")], size=10),
                   Table([["Dispositif", "Référence", "N° de lot", "Quantité"]] +
                         [[d, [c.code(ref)], [c.code("LOT " + g.digits(6))], "1"] for d, ref in
                          g.r.sample([("Clip Hem-o-lok ML", "544240"), ("Trocart 10 mm à usage unique", "CTF73"),
                                      ("Prothèse polypropylène 6x11", "PPM611"), ("Fil résorbable 2/0", "VCP345H"),
                                      ("Cupule acétabulaire 52 mm", "CUP-5204"), ("Agrafeuse linéaire 45", "ECR45G")], 4)],
                         [0.4, 0.22, 0.24, 0.14]),
                   Table([["Temps", "Heure", "Vérifié par"],
                          ["Avant induction anesthésique", "08 h 05", c.dr(anes, 3)],
                          ["Avant intervention chirurgicale (time-out)", "08 h 38", [pii("NOM", ibode.name, "praticien")]],
                          ["Après intervention", "09 h 51", c.dr(op, 3)]], [0.5, 0.15, 0.35]),
                   Text(["Identité du patient vérifiée à voix haute : ", c.nom(), " ", c.prenom(), ", " + c.ne() + " le ",
                         c.dob(g.choice([0, 2, 4])), ". Bracelet d'identification conforme."]),
                   Text(["Saignement estimé : ", c.dose("150 mL"), ". Comptage des compresses : conforme (", c.code("20/20"), ")."])]
    meta, mitems = meta_for(c, "CRO", g.chance(0.5))
    return dict(blocks=blocks, header=banner(c, 0), footer=None, meta=meta, meta_items=mitems)


def sortie(c):
    g = c.g
    mt, senior, interne = c.doc("médecine générale", "Dr"), c.doc("médecine interne"), c.doc("médecine interne", "Dr")
    cab_city, cab_dept = g.city()
    d_in = c.care_date(g.r.randint(6, 15))
    d_out = c.care_date(1)
    blocks = [Columns(c.etab_lines() + [["Service de Médecine interne - 3e étage aile B"]],
                      [[""], c.dr(mt, 0), [pii("ADRESSE", "%d %s %s" % (g.r.randint(2, 60), g.choice(["rue", "place", "avenue"]),
                                                                         "du Marché"), "praticien", probes=["du Marché"])],
                       [pii("CODE_POSTAL", g.cp(cab_dept), "praticien"), " ", pii("VILLE", cab_city.upper(), "praticien")]],
                      split=0.55),
              Text([pii("VILLE", c.etab.city, "lieu_redaction"), ", le ", c.date(c.today, 1)], align="R"),
              Text([B("Objet : "), "lettre de liaison à la sortie - ", *c.identity(), ", " + c.ne() + " le ", c.dob()]),
              Text(["Cher Confrère,"], space_after=6),
              Text(["Votre patient" + ("e" if c.p.sex == "F" else "") + " ", c.civ() + " ", c.nom(style="cap"),
                    " a été hospitalisé" + ("e" if c.p.sex == "F" else "") + " dans notre service du ", c.date(d_in),
                    " au ", c.date(d_out), " (séjour n° ", c.nda(), ") pour une pyélonéphrite aiguë droite à E. coli."]),
              Text([B("Antécédents : "), "HTA traitée, ", c.eponym(), " décrite en 2011, cholécystectomie. Allergie : pénicilline (urticaire)."]),
              Text([B("Examen d'entrée : "), "T 39,2 °C, PA 104/62 mmHg, FC 112/min. "] + c.homonym()),
              Text([B("Biologie : "), "CRP ", c.code("186 mg/L"), ", PNN 14,2 G/L, créatinine ", c.code("131 µmol/L"),
                    ". ECBU : E. coli sensible aux C3G."]),
              Text([B("Évolution dans le service")], size=10)] + [
              Text([g.choice(["Sous céftriaxone ", "Après relais per os, "]), c.dose("1 g/24 h"),
                    ", apyrexie obtenue à J%d. " % (i + 2), g.choice(["Échographie rénale : pas de dilatation des cavités. ",
                                                                       "Hémocultures stériles. ", "Reprise de la diurèse. ",
                                                                       "Pas de récidive fébrile après l'arrêt du traitement IV. "]),
                    "Patient" + ("e" if c.p.sex == "F" else "") + " revu" + ("e" if c.p.sex == "F" else "") +
                    " le ", c.date(d_in + dt.timedelta(days=i + 2)), " par ", *c.dr(senior, 3), " ; ",
                    g.choice(["bonne tolérance clinique.", "douleurs lombaires en régression.", "alimentation reprise."])])
              for i in range(g.r.randint(4, 10))] + [
              Text([B("Traitement de sortie")], size=10),
              Table([["Médicament", "Posologie", "Durée"],
                     ["CEFIXIME 200 mg gélule", [c.dose("1 gélule matin et soir")], "7 jours"],
                     ["PARACÉTAMOL 1 g comprimé", [c.dose("1 g si douleur, max 3 g/j")], "5 jours"],
                     ["RAMIPRIL 5 mg", [c.dose("1 cp le matin")], "à poursuivre"]], [0.42, 0.38, 0.2]),
              Text([B("Personne de confiance : ")] + c.relative()),
              Text([B("Suivi : "), "ECBU de contrôle 48 h après la fin du traitement ; consultation le ",
                    c.date(c.today + dt.timedelta(days=30)), " avec ", *c.dr(senior, 2), "."]),
              Text(["Je vous prie de croire, cher Confrère, en mes sentiments les meilleurs."], space_after=10),
              Columns([c.dr(interne, 0), ["Interne"]], [c.dr(senior, 0), ["Praticien hospitalier"], ["RPPS ", c.rpps(senior)]]),
              Text(["Copie : patient" + ("e" if c.p.sex == "F" else "") + " ; ", *c.dr(mt, 3), " ; dossier"], size=8)]
    if g.chance(0.5):
        blocks += [Break(), Columns(c.etab_lines(), [["Prescripteur : ", *c.dr(senior, 0)], ["RPPS ", c.rpps(senior)],
                                                   ["Patient : ", *c.identity(3)], [c.ne().capitalize() + " le ", c.dob(0)]]),
                   Text([B("ORDONNANCE DE SORTIE")], size=12, align="C"),
                   Text(["CEFIXIME 200 mg : ", c.dose("1 gélule matin et soir"), " pendant 7 jours."]),
                   Text(["PARACÉTAMOL 1 g : ", c.dose("1 comprimé jusqu'à 3 fois par jour"), " si douleur."]),
                   Text(["ECBU de contrôle à réaliser au laboratoire de ville le ", c.date(c.today + dt.timedelta(days=9)), "."]),
                   Text(["Soins infirmiers à domicile : surveillance de la température 2 fois par jour pendant 5 jours."]),
                   Text(["Fait le ", c.date(d_out), " - ", c.login_val()], align="R", size=8)]
    meta, mitems = meta_for(c, "LL_sortie", g.chance(0.4))
    return dict(blocks=blocks, header=None, footer=lambda p, t: c.running_footer(p, t, 1), meta=meta, meta_items=mitems)


def consultation(c):
    g = c.g
    doc = c.doc(g.choice(["cardiologie", "pneumologie", "rhumatologie", "gastro-entérologie"]))
    day = c.care_date(g.r.randint(0, 5))
    p = c.p
    ident = Table([["NOM D'USAGE", [c.nom()], "NOM DE NAISSANCE", [c.nom("birth")]],
                   ["PRÉNOMS", [c.prenom(all_names=True, style="upper")], "DATE DE NAISSANCE", [c.dob(0)]],
                   ["IPP", [c.ipp()], "N° VENUE", [c.nda()]],
                   ["TÉLÉPHONE", [c.tel()], "COURRIEL", [c.email()]]], [0.17, 0.33, 0.2, 0.3], header=False, size=8)
    blocks = [Columns([[B(c.etab_name())], ["Consultations externes - " + doc.specialty.capitalize()],
                       ["Rendez-vous : ", pii("TEL", c.etab.tel, "etab")], [pii("EMAIL", c.etab.email, "etab")]],
                      [["Consultation du ", c.date(day)], ["Médecin : ", *c.dr(doc, 0)], ["RPPS ", c.rpps(doc)]],
                      split=0.55, align_right="R"),
              Text([B("COMPTE RENDU DE CONSULTATION")], size=12, align="C", space_after=6), ident, Space(4),
              Text([B("Motif : "), "suivi d'une fibrillation atriale paroxystique, dyspnée d'effort stade II NYHA."]),
              Text(["J'ai revu ce jour ", c.civ().lower() + " ", c.nom(style="lower"), " ", c.prenom(style="lower"),
                    " accompagné" + ("e" if p.sex == "F" else "") + " de sa " + "famille" + ". Pas de récidive de palpitations depuis la dernière consultation du ",
                    c.date(day - dt.timedelta(days=120)), "."]),
              Text([B("Examen : "), "PA 132/78 mmHg, FC 64/min régulière, SpO2 97 %. Auscultation cardiaque sans souffle. "] + c.homonym()),
              Text([B("ECG : "), "rythme sinusal, PR 180 ms, QRS fins. ", c.eponym(), " non applicable."]),
              Text([B("Traitement : "), "apixaban ", c.dose("5 mg x 2/j"), ", bisoprolol ", c.dose("2,5 mg"),
                    " le matin. Score CHA2DS2-VASc : ", c.code("3"), "."]),
              Text([B("Conclusion : "), "évolution favorable ; Holter ECG de 24 h à programmer ; revoir dans 6 mois."]),
              Space(8),
              Text(["Courrier adressé au médecin traitant, ", *c.dr(c.doc("médecine générale", "Dr"), 2), ", et au patient ",
                    "(", pii("ADRESSE", p.number + " " + p.street_type + " " + p.street, probes=[p.street]), ", ",
                    pii("CODE_POSTAL", p.cp), " ", pii("VILLE", p.city), ")."], size=8.5)]
    if g.chance(0.4):
        blocks += [Break(), Text([B(c.etab_name())], align="C"), Text(c.dr(doc, 0) + [" - RPPS ", c.rpps(doc)], align="C", size=8.5),
                   Text(["FINESS ", pii("FINESS", c.etab.finess, "etab")], align="C", size=8), Space(10),
                   Text([c.civ(True) + " ", c.prenom(), " ", c.nom(), " - " + str(c.today.year - p.dob.year) + " ans"]),
                   Text([B("Ordonnance du "), c.date(day, 1)]),
                   Text(["1) HOLTER ECG des 24 heures."]), Text(["2) Bilan sanguin : NFS, ionogramme, créatininémie, TSH, BNP."]),
                   Text(["3) APIXABAN 5 mg : ", c.dose("1 comprimé matin et soir"), ", QSP 6 mois."]),
                   Space(20), Text(["Signature"], align="R")]
    meta, mitems = meta_for(c, "CS", g.chance(0.3))
    return dict(blocks=blocks, header=None, footer=lambda pg, t: c.running_footer(pg, t, 2), meta=meta, meta_items=mitems)


def hospitalisation(c):
    g = c.g
    chef, ph, mt = c.doc("gériatrie", "Pr"), c.doc("gériatrie", "Dr"), c.doc("médecine générale", "Dr")
    d_in, d_out = c.care_date(g.r.randint(15, 30)), c.care_date(2)
    p = c.p
    adm = Table([["Nom de naissance", [c.nom("birth")], "Nom d'usage", [c.nom()] if p.used_name else "-"],
                 ["Prénom(s)", [c.prenom(all_names=True)], "Né(e) le", [c.dob()]],
                 ["N° sécurité sociale", [c.nir()], "Mutuelle", p.mutuelle[0]],
                 ["N° adhérent", [pii("AUTRE", p.mutuelle[1], "patient")], "IPP", [c.ipp()]]],
                [0.2, 0.3, 0.17, 0.33], header=False, bold_first=False, size=8)
    addr = [B("Adresse : ")]
    for i, ln in enumerate(c.address_lines()):
        addr += ([", "] if i else []) + ln
    blocks = [Columns(c.etab_lines(), [["Pôle Gériatrie - Court séjour gériatrique"], ["Chef de service : ", *c.dr(chef, 0)],
                                        ["Praticien : ", *c.dr(ph, 2)], ["Tél. secrétariat ", pii("TEL", c.etab.tel, "etab")]],
                      split=0.5),
              Text([B("COMPTE RENDU D'HOSPITALISATION")], size=12, align="C"),
              Text(["Séjour du ", c.date(d_in), " au ", c.date(d_out), " - UF 4521 - NDA ", c.nda()], align="C", size=9),
              adm, Text(addr, size=8.5), Text([B("Tél. : "), c.tel(), "   ", B("Personne à prévenir : ")] + c.relative(), size=8.5),
              Text([B("MOTIF D'HOSPITALISATION")], size=10),
              Text(["Chutes à répétition au domicile et confusion d'installation rapide, adressé" + ("e" if p.sex == "F" else "") +
                    " par les urgences le ", c.date(d_in), "."]),
              Text([B("ANTÉCÉDENTS")], size=10),
              Text(["- Diabète de type 2 sous metformine ", c.dose("1000 mg x 2/j"), " ; HbA1c 7,4 %."]),
              Text(["- Fracture du poignet gauche (2019), ", c.eponym(), "."]),
              Text(["- Mode de vie : vit seul" + ("e" if p.sex == "F" else "") + " à domicile, passage IDE 2 fois/jour, GIR 4."]),
              Text([B("EXAMEN CLINIQUE D'ENTRÉE")], size=10),
              Text(["Poids %d kg, taille %d cm. PA 148/86 mmHg, FC 92/min, T 37,8 °C, SpO2 94 %% en air ambiant. "
                    % (g.r.randint(45, 95), g.r.randint(150, 185)), "Désorienté" + ("e" if p.sex == "F" else "") +
                    " dans le temps, ", c.eponym(), " négatif, pas de déficit moteur. Bruits du cœur réguliers. ", *c.homonym()]),
              Text(["Abdomen souple, dépressible, indolore. Pas de globe vésical. Peau : hématome de l'arcade sourcilière droite. ",
                    "MMSE 19/30 (passé à 24/30 à la sortie)."]),
              Text([B("HISTOIRE DE LA MALADIE")], size=10)]
    for i in range(g.r.randint(6, 22)):
        blocks.append(Text(["À J%d, " % (i * 3 + 1), c.nom(style="cap" if i else "upper"), " ",
                            "présente une ", g.choice(["amélioration de la vigilance", "reprise de la marche avec déambulateur",
                                                       "hyponatrémie corrigée", "constipation levée"]),
                            ". Bilan de chute réalisé (test de Tinetti 18/28). "] + c.homonym()))
    blocks += [Text([B("EXAMENS COMPLÉMENTAIRES")], size=10),
               Table([["Examen", "Date", "Résultat"],
                      ["Natrémie", [c.date(d_in)], [c.code("128 mmol/L")]],
                      ["Natrémie", [c.date(d_out)], [c.code("136 mmol/L")]],
                      ["TDM cérébrale", [c.date(d_in + dt.timedelta(days=1))], "leucopathie vasculaire, pas de saignement"],
                      ["ECG", [c.date(d_in)], "rythme sinusal, BBD incomplet"]], [0.25, 0.2, 0.55]),
               Text([B("TRAITEMENT DE SORTIE")], size=10),
               Text(["Metformine ", c.dose("500 mg matin et soir"), " ; cholécalciférol ", c.dose("100 000 UI"),
                     " tous les 3 mois ; macrogol ", c.dose("1 sachet/j"), "."]),
               Text([B("CONCLUSION")], size=10),
               Text(["Syndrome confusionnel sur hyponatrémie médicamenteuse (indapamide arrêté). ", c.code("E87.1"),
                     " ; ", c.code("R41.0"), ". Retour à domicile le ", c.date(d_out), " avec renfort des aides."]),
               Text(["Médecin traitant : ", *c.dr(mt, 0), " - ", pii("TEL", g.phone(False), "praticien")]),
               Columns([["Compte rendu validé le ", c.date(c.today)]], [c.dr(ph, 0), ["RPPS ", c.rpps(ph)]], align_right="R")]
    if g.chance(0.6):
        rows = [["Date", "T (°C)", "PA (mmHg)", "FC", "SpO2", "Diurèse", "Observations"]]
        for k in range((d_out - d_in).days + 1):
            rows.append([[c.date(d_in + dt.timedelta(days=k))], "%.1f" % g.r.uniform(36.2, 38.9), "%d/%d" % (g.r.randint(105, 165),
                         g.r.randint(55, 95)), str(g.r.randint(58, 110)), "%d %%" % g.r.randint(91, 99), "%d mL" % g.r.randint(600, 2100),
                         g.choice(["RAS", "agitation nocturne", "chute sans gravité", "refus de soins", "bonne nuit", "selles +"])])
        blocks += [Text([B("FEUILLE DE SURVEILLANCE (synthèse)")], size=10), Table(rows, [0.14, 0.1, 0.14, 0.08, 0.1, 0.12, 0.32], size=8)]
    if g.chance(0.5):
        rows = [["Date", "Médicament", "Dose", "Voie", "Administré par"]]
        nurses = [g.practitioner("IDE", "Mme") for _ in range(3)]
        for k in range(g.r.randint(18, 30)):
            n = nurses[k % 3]
            med, dose = g.choice([("Paracétamol", "1000 mg"), ("Enoxaparine", "4000 UI"), ("Metformine", "500 mg"),
                                  ("Macrogol", "1 sachet"), ("Tramadol", "50 mg"), ("Sérum physiologique", "500 mL/24 h")])
            rows.append([[c.date(d_in + dt.timedelta(days=k // 3))], med, [c.dose(dose)], g.choice(["PO", "SC", "IV"]),
                         [pii("PRENOM", n.first, "praticien"), " ", pii("NOM", n.name, "praticien")]])
        blocks += [Break(), Text([B("ANNEXE - TRAÇABILITÉ DES ADMINISTRATIONS")], size=10),
                   Table(rows, [0.16, 0.28, 0.16, 0.1, 0.3], size=8)]
    if True:
        link, rf, rn, rt = p.relative
        blocks += [Break(), Text([B("SYNTHÈSE MÉDICO-SOCIALE (assistante sociale)")], size=10),
                   Text(["Entretien le ", c.date(d_out - dt.timedelta(days=3)), " avec ", c.civ() + " ", c.nom(), " et sa ", "famille",
                         " : ", pii("PRENOM", rf, "proche"), " ", pii("NOM", cap_name(rn), "proche", probes=name_probes(cap_name(rn))),
                         " (" + link + "), joignable au ", pii("TEL", rt, "proche"), "."]),
                   Text(["Dossier APA en cours auprès du conseil départemental ; numéro allocataire CAF ",
                         pii("AUTRE", g.digits(7), "patient"), ". Mutuelle ", p.mutuelle[0], " (adhérent ",
                         pii("AUTRE", p.mutuelle[1], "patient"), ")."]),
                   Text(["Retour à domicile accepté ; portage des repas et téléassistance mis en place. ", *c.homonym()])]
    meta, mitems = meta_for(c, "CRH", g.chance(0.5))
    return dict(blocks=blocks, header=banner(c, 1), footer=lambda pg, t: c.running_footer(pg, t, 0), meta=meta,
                meta_items=mitems, family=g.choice(["Times", "DejaVuSerif"]))


def certificat(c):
    g = c.g
    doc = c.doc(g.choice(["urgences", "médecine du sport", "médecine générale"]), "Dr")
    p = c.p
    addr = []
    for i, ln in enumerate(c.address_lines()):
        addr += ([", "] if i else []) + ln
    blocks = [Text(c.dr(doc, 0), size=11, bold=True, space_after=0), Text([doc.specialty.capitalize()], size=9, space_after=0),
              Text(["RPPS : ", c.rpps(doc), " - ADELI : ", c.adeli(doc)], size=8.5, space_after=0),
              Text([c.etab_name()], size=8.5, space_after=0),
              Text(["Tél. ", pii("TEL", c.etab.tel, "etab"), " - ", pii("EMAIL", doc.email, "praticien")], size=8.5),
              Space(14), Text([B("CERTIFICAT MÉDICAL")], size=13, align="C", space_after=12),
              Text(["Je soussigné" + ("e" if g.chance(0.4) else "") + ", ", *c.dr(doc, 1),
                    ", certifie avoir examiné ce jour ", c.civ(True) + " ", c.prenom(), " ", c.nom(), ", " + c.ne() + " le ",
                    c.dob(1), ", demeurant "] + addr + ["."], size=10),
              Text(["L'examen retrouve une entorse de la cheville droite (", c.code("S93.4"),
                    "), un hématome de la face latérale de la cuisse gauche de 8 x 5 cm et une dermabrasion du coude."], size=10),
              Text(["Ces lésions entraînent une incapacité totale de travail (ITT) de ", c.code("5 jours"),
                    ", sous réserve de complications."], size=10),
              Text(["Certificat établi à la demande de l'intéressé" + ("e" if p.sex == "F" else "") +
                    " et remis en main propre pour faire valoir ce que de droit."], size=10, space_after=14),
              Text(["Fait à ", pii("VILLE", c.etab.city, "lieu_redaction"), ", le ", c.date(c.today, 6)], align="R", size=10),
              Space(20), Text(["Signature et cachet"], align="R", size=8)]
    meta, mitems = meta_for(c, "Certificat", g.chance(0.5))
    return dict(blocks=blocks, header=None, footer=None, meta=meta, meta_items=mitems, size=g.choice(["A4", "A5"]))


def adressage(c):
    g = c.g
    gp, spe = c.doc("médecine générale", "Dr"), c.doc(g.choice(["neurologie", "dermatologie", "chirurgie vasculaire"]))
    city, dept = g.city()
    p = c.p
    blocks = [Columns([c.dr(gp, 0), ["Médecine générale - Conventionné secteur 1"],
                       [pii("ADRESSE", "%s bis, %s" % (g.r.randint(2, 40), "place de la Halle"), "praticien", probes=["place de la Halle"])],
                       [pii("CODE_POSTAL", g.cp(dept), "praticien"), " ", pii("VILLE", city, "praticien")],
                       ["Tél. : ", pii("TEL", g.phone(False), "praticien")], ["RPPS ", c.rpps(gp, prefix8=True)]],
                      [[""], ["À l'attention de"], c.dr(spe, 0), ["Service de " + spe.specialty], [c.etab_name()]], split=0.5),
              Text([pii("VILLE", city, "lieu_redaction"), ", le ", c.date(c.today, 6)], align="R"),
              Text([B("Objet : "), "avis spécialisé pour ", c.nom(style="cap"), " ", c.prenom(), " (", c.ne(), " le ", c.dob(2), ")"]),
              Text(["Cher ami,"]),
              Text(["Je te remercie de bien vouloir recevoir ", c.civ() + " ", c.nom(style="cap"), ", " + str(c.today.year - p.dob.year) +
                    " ans, que je suis pour des céphalées inhabituelles depuis trois semaines, résistantes au paracétamol ",
                    c.dose("1 g x 4/j"), ". ", c.eponym(), " négatif. "] + c.homonym()),
              Text(["Antécédents : migraine sans aura, tabagisme sevré (20 PA). Traitement : lévothyroxine ", c.dose("75 µg"), "."]),
              Text(["Le patient est joignable au ", c.tel(), " ou par courriel (", c.email(), ")."]),
              Text(["Je reste à ta disposition. Bien amicalement,"], space_after=14),
              Text(c.dr(gp, 3), align="R")]
    meta, mitems = meta_for(c, "Adressage", g.chance(0.3))
    return dict(blocks=blocks, header=None, footer=None, meta=meta, meta_items=mitems, family=g.choice(["Helvetica", "DejaVuSans"]))
