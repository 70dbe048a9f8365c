"""The twelve kinds of hospital documents of corpus E."""

from __future__ import annotations

import datetime as dt

from .common import Ctx, title_name
from .fake import fmt_date
from .ir import Box, Cols, HR, Sp, T, Table


def homonym_sentence(ctx: Ctx, p, capital=False):
    """A sentence using the ordinary word that is also the patient's surname (kept item)."""
    h = ctx.pat.homonym
    if not h:
        return None
    word = h[1].capitalize() if capital else h[1]
    sent = h[2]
    if capital:
        sent = "{w}" + sent.split("{w}", 1)[1] if sent.index("{w}") > 0 else sent
    return T(sent.replace("{w}", p.ordi(word)), 9)


def first_homonym_sentence(ctx: Ctx, p):
    h = ctx.pat.first_homonym
    if not h:
        return None
    return T(h[2].replace("{w}", p.ordi(h[1])), 9)


def extra(ctx, p, blocks, capital=False):
    for b in (homonym_sentence(ctx, p, capital), first_homonym_sentence(ctx, p)):
        if b is not None:
            blocks.append(b)
    return blocks


def days(d, n):
    return d + dt.timedelta(days=n)


# ------------------------------------------------------------------ compte rendu opératoire

OP_SCENARIOS = [
    dict(titre="Cholécystectomie par cœlioscopie", cim="K80.10", ccam=["HMFC004", "YYYY030"],
         indication="Lithiase vésiculaire symptomatique avec deux épisodes de colique hépatique.",
         install="Décubitus dorsal, jambes écartées, position de {e1} inversée.",
         desc=["Open-cœlioscopie ombilicale, pneumopéritoine à 12 mmHg, trois trocarts opérateurs.",
               "Vésicule inflammatoire, adhérences épiploïques libérées. Dissection du triangle de {e2}.",
               "Clips sur l'artère et le canal cystiques, cholangiographie peropératoire normale.",
               "Extraction en sac par l'orifice ombilical. Lavage, hémostase contrôlée."],
         epon=["Trendelenburg", "Calot"], atb="céfazoline 2 g IVD"),
    dict(titre="Cure de hernie inguinale droite selon {e1}", cim="K40.90", ccam=["LMMA006"],
         indication="Hernie inguinale droite symptomatique, gênante à l'effort.",
         install="Décubitus dorsal, bras en croix.",
         desc=["Incision inguinale oblique de 6 cm. Ouverture de l'aponévrose du grand oblique.",
               "Hernie oblique externe, sac disséqué et réintégré. Le cordon est mis sur lacs.",
               "Mise en place d'une plaque prothétique polypropylène fixée par surjet au ligament de {e2}.",
               "Fermeture plan par plan, surjet intradermique."],
         epon=["Lichtenstein", "Cooper"], atb="céfazoline 2 g IVD"),
    dict(titre="Prothèse totale de hanche gauche par voie postéro-latérale de {e1}", cim="M16.1", ccam=["NEKA020"],
         indication="Coxarthrose gauche évoluée, périmètre de marche réduit, échec du traitement médical.",
         install="Décubitus latéral droit, appuis pubien et sacré.",
         desc=["Voie d'abord postéro-latérale. Section des pelvi-trochantériens, capsulotomie.",
               "Ostéotomie du col fémoral. Préparation du cotyle, cupule sans ciment de 52 mm.",
               "Râpe fémorale taille 4, essais, tige sans ciment, tête céramique 32 mm. Test de {e2} négatif.",
               "Réinsertion des pelvi-trochantériens, fermeture sur drain de Redon."],
         epon=["Moore", "Lasègue"], atb="céfuroxime 1,5 g IVD"),
]


def build_operatoire(ctx: Ctx):
    r = ctx.r
    doc = ctx.doc
    sc = r.choice(OP_SCENARIOS)
    e1, e2 = sc["epon"]
    total = 2
    chir, aide, anest = ctx.etab.doctors[0], ctx.etab.doctors[1], ctx.fk.doctor()
    ctx.meta("CRO")
    p = doc.page()
    p.add(*ctx.letterhead(p, with_doctors=r.random() < 0.6))
    p.add(Cols([(0.55, [T("COMPTE RENDU OPÉRATOIRE", 14, True), Sp(3),
                        T("Intervention du " + ctx.cdate(p, style="text"), 9.5, True),
                        T("Hospitalisation : " + ctx.nda(p), 8.5)]),
                (0.45, [ctx.sticker(p)])]))
    team = Table([["Rôle", "Intervenant"],
                  ["Opérateur", ctx.drname(p, chir, "full") + " (RPPS " + ctx.rpps(p, chir) + ")"],
                  ["Aide opératoire", ctx.drname(p, aide, "init") + ", chef de clinique"],
                  ["Anesthésiste", ctx.drname(p, anest, "upper")],
                  ["IBODE / circulante", ctx.staff(p, "IBODE") + " / " + ctx.staff(p, "IDE")]],
                 [0.3, 0.7], size=8.5, bold_cols=(0,))
    p.add(Sp(4), team)
    p.add(T("Heure d'incision : %s - Fin d'intervention : %s - Salle %d" % (ctx.time, "%02d:%02d" % (r.randint(10, 18), r.randint(0, 59)), r.randint(1, 9)), 8.5))
    p.add(Sp(4), T("Intitulé", 10, True), T(sc["titre"].format(e1=p.dec(e1, "eponyme"), e2=e2), 9.5))
    p.add(T("Diagnostic : code CIM-10 " + p.dec(sc["cim"], "code"), 9))
    p.add(Sp(3), T("Indication", 10, True),
          T(sc["indication"] + " Patient%s de %d ans, ASA %d. Décision prise en consultation le %s." % (
              "e" if ctx.pat.sexe == "F" else "", ctx.age(), r.randint(1, 3), ctx.cdate(p, days(ctx.d0, -r.randint(20, 60)))), 9))
    p.add(Sp(3), T("Installation", 10, True), T(sc["install"].format(e1=p.dec(e1, "eponyme") if "{e1}" in sc["install"] else e1), 9))
    p.add(T("Antibioprophylaxie : " + p.dec(sc["atb"], "dose") + " à l'induction.", 9))
    p.add(Sp(3), T("Description", 10, True))
    for line in sc["desc"]:
        p.add(T(line.format(e2=p.dec(e2, "eponyme")) if "{e2}" in line else line, 9))
    ctx.footer(p, 1, total)

    p = doc.page()
    p.add(*ctx.running(p, 2, total))
    blocks = [T("Fin de l'intervention", 10, True),
              T("Pertes sanguines estimées à %d mL. Pas d'incident peropératoire." % r.choice([50, 100, 150, 300]), 9)]
    extra(ctx, p, blocks, capital=r.random() < 0.3)
    p.add(*blocks)
    p.add(Sp(4), T("Actes codés (CCAM)", 10, True))
    rows = [["Code", "Libellé", "Activité", "Date"]]
    for c in sc["ccam"]:
        rows.append([p.dec(c, "code"), "Acte principal" if c == sc["ccam"][0] else "Supplément", "1", ctx.cdate(p, style="slash")])
    p.add(Table(rows, [0.2, 0.45, 0.12, 0.23], size=8.5))
    p.add(Sp(4), T("Prescriptions post-opératoires", 10, True))
    for med in [("paracétamol 1 g", "toutes les 6 h IV puis per os"), ("enoxaparine 4000 UI", "1 injection SC/j pendant 10 jours"),
                ("kétoprofène 100 mg", "matin et soir 48 h")][: r.randint(2, 3)]:
        p.add(T("- " + p.dec(med[0], "dose") + " " + med[1], 9))
    p.add(Sp(4), T("Suites prévues", 10, True),
          T("Ablation des fils à J%d par IDE à domicile. Consultation de contrôle le %s à %s." % (
              r.choice([10, 12, 15]), ctx.cdate(p, days(ctx.d0, 42)), r.choice(["9h30", "14h15", "11h00"])), 9))
    p.add(T("Courrier adressé au " + ctx.drname(p, ctx.mt, "full") + ", médecin traitant.", 9))
    p.add(*ctx.signature(p, chir, "chirurgien"))
    ctx.footer(p, 2, total)


# ------------------------------------------------------------------ lettre de sortie / CR d'hospitalisation

HOSP = [
    dict(motif="Décompensation cardiaque globale", ant=["Cardiopathie ischémique, pontage en 2016",
         "Fibrillation atriale permanente (CHA2DS2-VASc 5)", "Maladie de {e} diagnostiquée en 2009"], epon="Crohn",
         evol="Amélioration sous diurétiques IV, perte de 4,2 kg. Relais per os à J4.",
         sortie=[("furosémide 40 mg", "1 cp le matin"), ("bisoprolol 2,5 mg", "1 cp le soir"), ("apixaban 5 mg", "1 cp matin et soir"),
                 ("ramipril 2,5 mg", "1 gélule le matin")]),
    dict(motif="Pneumopathie communautaire lobaire inférieure droite", ant=["BPCO stade GOLD 2, tabagisme sevré (35 PA)",
         "Thyroïdite de {e} substituée", "Appendicectomie dans l'enfance"], epon="Hashimoto",
         evol="Apyrexie obtenue en 48 h sous amoxicilline-acide clavulanique. Sevrage de l'oxygène à J3.",
         sortie=[("amoxicilline/acide clavulanique 1 g/125 mg", "3 fois par jour jusqu'au %s"), ("lévothyroxine 75 µg", "1 cp à jeun"),
                 ("tiotropium 2,5 µg", "2 inhalations le matin")]),
    dict(motif="Chute à domicile avec station au sol prolongée", ant=["Maladie de {e} évoluant depuis 2014",
         "Hypertension artérielle", "Cataracte bilatérale opérée"], epon="Parkinson",
         evol="Rhabdomyolyse modérée (CPK 2430 UI/L) corrigée par hydratation. Bilan de chute réalisé.",
         sortie=[("lévodopa/bensérazide 100 mg/25 mg", "1 gélule 4 fois par jour"), ("amlodipine 5 mg", "1 cp le matin"),
                 ("colécalciférol 100 000 UI", "1 ampoule tous les 3 mois")]),
]


def build_hospitalisation(ctx: Ctx):
    r = ctx.r
    doc = ctx.doc
    sc = r.choice(HOSP)
    total = r.choice([2, 3])
    ctx.meta("CRH")
    d_in = ctx.d0
    d_out = days(d_in, r.randint(4, 12))
    st = ctx.care_style
    p = doc.page()
    p.add(*ctx.letterhead(p, variant=r.choice([0, 2])))
    dest = [T(ctx.drname(p, ctx.mt, "upper"), 9, True), *[T(x, 9) for x in ctx.adresse(p, ctx.mt, "praticien")]]
    p.add(Cols([(0.5, [T("Réf. : " + ctx.nda(p) + " / " + ctx.ipp(p), 8),
                       T("Votre correspondant : " + ctx.drname(p, ctx.dr, "init"), 8)]), (0.5, dest)]))
    p.add(Sp(6), T("Fait à " + p.v("VILLE", ctx.etab.ville, "etab") + ", le " + ctx.cdate(p, d_out, "text"), 9, False, "R"))
    p.add(Sp(4), T("LETTRE DE LIAISON - COMPTE RENDU D'HOSPITALISATION", 12, True, "C"), Sp(4))
    civ = ctx.civ()
    p.add(T("Cher confrère,", 9.5))
    p.add(T("Votre patient%s %s %s%s, %s le %s, domicilié%s %s, a été hospitalisé%s dans notre service du %s au %s." % (
        "e" if ctx.pat.sexe == "F" else "", civ, ctx.np(p, "PN", title=r.random() < 0.5),
        (", née " + ctx.naissance(p)) if ctx.pat.nom_naissance else "", ctx.ne(), ctx.ddn(p, "text"),
        "e" if ctx.pat.sexe == "F" else "", ", ".join(ctx.adresse(p)), "e" if ctx.pat.sexe == "F" else "",
        ctx.cdate(p, d_in, st), ctx.cdate(p, d_out, st)), 9.5))
    p.add(Sp(3), T("Motif d'hospitalisation", 10, True), T(sc["motif"] + ".", 9.5))
    p.add(Sp(3), T("Antécédents", 10, True))
    for a in sc["ant"]:
        p.add(T("- " + (a.replace("{e}", p.dec(sc["epon"], "eponyme")) if "{e}" in a else a), 9))
    p.add(Sp(3), T("Mode de vie", 10, True),
          T("Vit %s au domicile, %s. Personne de confiance : %s %s (%s), tél. %s." % (
              r.choice(["seul(e)", "avec son conjoint", "en couple"]), r.choice(["autonome pour les actes de la vie quotidienne",
                                                                                "aide ménagère deux fois par semaine"]),
              p.v("PRENOM", ctx.proche.prenom, "proche"), p.v("NOM", ctx.proche.nom, "proche"), ctx.lien,
              p.v("TEL", ctx.proche.tel, "proche")), 9))
    ctx.footer(p, 1, total)

    p = doc.page()
    p.add(*ctx.running(p, 2, total))
    p.add(T("Examen clinique d'entrée", 10, True),
          T("TA %s mmHg, FC %s bpm, SpO2 %s %% en air ambiant, température %s °C. Poids %s kg." % (
              p.dec("%d/%d" % (r.randint(100, 165), r.randint(55, 95)), "mesure"), p.dec(str(r.randint(55, 115)), "mesure"),
              p.dec(str(r.randint(88, 99)), "mesure"), p.dec("%d,%d" % (r.randint(36, 39), r.randint(0, 9)), "mesure"),
              p.dec("%d,%d" % (r.randint(48, 96), r.randint(0, 9)), "mesure")), 9))
    p.add(*extra(ctx, p, []))
    p.add(Sp(3), T("Biologie", 10, True))
    bio = [["Paramètre", "Entrée (%s)" % ctx.cdate(p, d_in, "short"), "Sortie (%s)" % ctx.cdate(p, d_out, "short"), "Unité"]]
    for name, a, b, u in [("Hémoglobine", "11,8", "12,4", "g/dL"), ("Créatinine", "128", "97", "µmol/L"),
                          ("NT-proBNP", "4870", "1320", "ng/L"), ("CRP", "86", "12", "mg/L"), ("Potassium", "3,4", "4,1", "mmol/L")]:
        bio.append([name, p.dec(a, "labo"), p.dec(b, "labo"), u])
    p.add(Table(bio, [0.34, 0.23, 0.23, 0.2], size=8.5, align=("L", "R", "R", "L")))
    p.add(Sp(3), T("Imagerie", 10, True),
          T("Radiographie thoracique du %s : %s" % (ctx.cdate(p, d_in, st), r.choice(["cardiomégalie, épanchement pleural bilatéral.",
                                                                                     "opacité alvéolaire basale droite.",
                                                                                     "pas d'anomalie pleuro-parenchymateuse."])), 9))
    p.add(Sp(3), T("Évolution", 10, True), T(sc["evol"], 9))
    p.add(T("Le dossier a été présenté en staff le %s en présence du %s." % (ctx.cdate(p, days(d_in, 2), st), ctx.drname(p, ctx.etab.doctors[1])), 9))
    if total == 2:
        _hosp_exit(ctx, p, sc, d_out)
        ctx.footer(p, 2, total)
        return
    ctx.footer(p, 2, total)
    p = doc.page()
    p.add(*ctx.running(p, 3, total))
    _hosp_exit(ctx, p, sc, d_out)
    ctx.footer(p, 3, total)


def _hosp_exit(ctx, p, sc, d_out):
    r = ctx.r
    p.add(Sp(3), T("Traitement de sortie", 10, True))
    rows = [["Médicament", "Posologie"]]
    for m, pos in sc["sortie"]:
        if "%s" in pos:
            pos = pos % ctx.cdate(p, days(d_out, 5), "slash")
        rows.append([p.dec(m, "dose"), pos])
    p.add(Table(rows, [0.5, 0.5], size=8.5))
    p.add(Sp(3), T("Rendez-vous", 10, True),
          T("Consultation avec le %s le %s à 10h20 (secrétariat : %s)." % (
              ctx.drname(p, ctx.dr, "init"), ctx.cdate(p, days(d_out, 30), "text"), p.v("TEL", ctx.etab.tel, "etab")), 9))
    p.add(T("Bien confraternellement.", 9))
    p.add(*ctx.signature(p, ctx.dr))
    p.add(T("Copie : patient - " + ctx.drname(p, ctx.fk.doctor(), "init") + " (cardiologue traitant)", 7.5))


# ------------------------------------------------------------------ consultation

CONSULT = [
    ("Neurologie", "Maladie de {e}", "Parkinson", "Tremblement de repos du membre supérieur gauche, rigidité en roue dentée. "
     "Score MDS-UPDRS III à 24.", [("rasagiline 1 mg", "1 cp le matin")]),
    ("Gastro-entérologie", "Maladie de {e} iléo-colique", "Crohn", "Trois selles par jour, pas de rectorragie. "
     "Calprotectine fécale à 480 µg/g.", [("adalimumab 40 mg", "1 injection SC tous les 14 jours")]),
    ("Rhumatologie", "Syndrome de {e} primitif", "Gougerot-Sjögren", "Xérostomie et xérophtalmie, test de Schirmer à 3 mm. "
     "Pas d'atteinte viscérale.", [("hydroxychloroquine 200 mg", "2 cp par jour")]),
    ("Endocrinologie-Diabétologie", "Maladie de {e}", "Basedow", "Goitre homogène, exophtalmie discrète. TSH < 0,01 mUI/L.",
     [("thiamazole 20 mg", "1 cp par jour"), ("propranolol 40 mg", "1/2 cp matin et soir")]),
]


def build_consultation(ctx: Ctx):
    r = ctx.r
    doc = ctx.doc
    spec, diag, epon, exam, ttt = r.choice(CONSULT)
    ctx.etab.service = spec
    total = r.choice([1, 2])
    ctx.meta("Consultation")
    p = doc.page()
    p.add(*ctx.letterhead(p))
    pat_block = [T("Patient%s : " % ("e" if ctx.pat.sexe == "F" else "") + ctx.np(p), 9, True),
                 T(ctx.ne().capitalize() + " le " + ctx.ddn(p) + " (%d ans)" % ctx.age(), 8.5),
                 T("N° patient : " + ctx.ipp(p), 8.5)]
    if r.random() < 0.5:
        pat_block.append(T("Tél. : " + ctx.tel(p), 8.5))
    dest = [T("À l'attention du", 8.5), T(ctx.drname(p, ctx.mt), 9, True)] + [T(x, 8.5) for x in ctx.adresse(p, ctx.mt, "praticien")]
    p.add(Cols([(0.5, pat_block), (0.5, dest)]))
    p.add(Sp(6), T("Consultation du " + ctx.cdate(p), 10, True))
    p.add(T("Cher ami,", 9.5))
    p.add(T("J'ai revu ce jour %s %s, que vous connaissez bien, pour le suivi de sa %s." % (
        ctx.civ(), ctx.nom(p, title=True), diag.replace("{e}", p.dec(epon, "eponyme"))[0].lower() +
        diag.replace("{e}", epon)[1:]), 9.5))
    p.add(T("Dernière évaluation le %s. Depuis, %s" % (ctx.cdate(p, days(ctx.d0, -r.randint(90, 200))), r.choice([
        "l'état clinique est stable.", "on note une légère aggravation fonctionnelle.", "la tolérance du traitement est bonne."])), 9.5))
    p.add(Sp(3), T("Examen", 10, True), T(exam, 9))
    p.add(T("Poids %s kg, TA %s mmHg." % (p.dec(str(r.randint(50, 98)), "mesure"), p.dec("%d/%d" % (r.randint(105, 150), r.randint(60, 90)), "mesure")), 9))
    blocks = extra(ctx, p, [])
    p.add(*blocks)
    p.add(Sp(3), T("Conclusion et conduite à tenir", 10, True))
    p.add(T("%s, code CIM-10 %s. Je propose :" % (diag.replace("{e}", p.dec(epon, "eponyme")), p.dec(r.choice(["G20", "K50.8", "M35.0", "E05.0"]), "code")), 9))
    for m, pos in ttt:
        p.add(T("- " + p.dec(m, "dose") + ", " + pos, 9))
    p.add(T("Prochain rendez-vous le %s." % ctx.cdate(p, days(ctx.d0, r.choice([90, 120, 180]))), 9))
    if total == 1:
        p.add(T("Bien amicalement.", 9), *ctx.signature(p, ctx.dr))
        ctx.footer(p, 1, 1)
        return
    ctx.footer(p, 1, total)
    p = doc.page()
    p.add(*ctx.running(p, 2, total))
    p.add(T("Annexe : tableau de suivi", 10, True))
    rows = [["Date", "Poids (kg)", "Score", "Commentaire"]]
    for k in range(4):
        d = days(ctx.d0, -90 * (3 - k))
        rows.append([ctx.cdate(p, d, "slash"), p.dec(str(r.randint(55, 90)), "mesure"), p.dec(str(r.randint(10, 40)), "mesure"),
                     r.choice(["stable", "adaptation posologique", "bonne observance", "effets indésirables digestifs"])])
    p.add(Table(rows, [0.2, 0.18, 0.14, 0.48], size=8.5))
    p.add(T("Le patient peut joindre l'infirmière de coordination au %s ou par courriel %s." % (
        p.v("TEL", ctx.fk.tel(), "etab"), p.v("EMAIL", "coordination." + ctx.etab.email.split("@")[1].split(".")[0] + "@" + ctx.etab.email.split("@")[1], "etab")), 9))
    p.add(T("Adresse courriel du patient pour l'envoi des résultats : " + p.v("EMAIL", ctx.pat.email), 9))
    p.add(T("Bien amicalement.", 9), *ctx.signature(p, ctx.dr))
    ctx.footer(p, 2, total)


# ------------------------------------------------------------------ biologie

BIO_SECTIONS = [
    ("HÉMATOLOGIE - NUMÉRATION", [("26464-8", "Leucocytes", "G/L", "4,0 - 10,0", (3.0, 14.0, 1)),
                                  ("26453-1", "Hématies", "T/L", "4,20 - 5,60", (3.6, 5.9, 2)),
                                  ("718-7", "Hémoglobine", "g/dL", "12,0 - 16,5", (9.5, 16.5, 1)),
                                  ("20570-8", "Hématocrite", "%", "37 - 49", (30, 50, 1)),
                                  ("26515-7", "Plaquettes", "G/L", "150 - 400", (90, 450, 0))]),
    ("HÉMOSTASE", [("5894-1", "Taux de prothrombine", "%", "70 - 130", (40, 110, 0)),
                   ("34714-6", "INR", "", "", (0.9, 3.4, 2)), ("14979-9", "TCA patient/témoin", "", "< 1,20", (0.8, 1.5, 2))]),
    ("BIOCHIMIE SANGUINE", [("2951-2", "Sodium", "mmol/L", "135 - 145", (128, 146, 0)),
                            ("2823-3", "Potassium", "mmol/L", "3,5 - 5,0", (3.1, 5.6, 1)),
                            ("14682-9", "Créatinine", "µmol/L", "49 - 90", (45, 240, 0)),
                            ("62238-1", "DFG (CKD-EPI)", "mL/min/1,73m²", "> 90", (25, 110, 0)),
                            ("1988-5", "CRP", "mg/L", "< 5", (0.5, 180, 1)),
                            ("4548-4", "Hémoglobine glyquée A1c", "%", "4,0 - 6,0", (5.1, 9.8, 1))]),
    ("BILAN HÉPATIQUE", [("1920-8", "ASAT", "UI/L", "< 35", (12, 140, 0)), ("1742-6", "ALAT", "UI/L", "< 45", (10, 160, 0)),
                         ("2324-2", "Gamma-GT", "UI/L", "< 55", (15, 300, 0)), ("1975-2", "Bilirubine totale", "µmol/L", "< 21", (4, 45, 0))]),
]


def _val(r, lo, hi, dec):
    v = r.uniform(lo, hi)
    return ("%.*f" % (dec, v)).replace(".", ",")


def build_bio(ctx: Ctx):
    r = ctx.r
    doc = ctx.doc
    land = doc.producer != "libreoffice" and r.random() < 0.6
    total = 2
    ctx.meta("Résultats")
    bios = ctx.etab.doctors[:2]
    lab_no = r.choice([ctx.fk.digits(6) + "-" + ctx.fk.digits(4), "L" + ctx.fk.digits(9), ctx.fk.digits(2) + "B" + ctx.fk.digits(6)])
    dem = "D" + ctx.fk.digits(8)
    prel = ctx.d0
    prev = days(prel, -r.randint(30, 200))
    p = doc.page(landscape=land)
    head = [T(p.v("ETAB", ctx.etab.nom, "etab", probes=[ctx._etab_probe(ctx.etab.nom)]) + " - " + ctx.etab.service, 11, True),
            T("Biologistes : " + ", ".join(ctx.drname(p, d, "init") for d in bios), 8),
            T(p.v("ADRESSE", ctx.etab.adresse, "etab", probes=[ctx.etab.adresse.split(" ", 1)[1]]) + ", " + p.v("CODE_POSTAL", ctx.etab.cp, "etab") + " " +
              p.v("VILLE", ctx.etab.ville, "etab") + " - Tél. " + p.v("TEL", ctx.etab.tel, "etab"), 8),
            T("Laboratoire accrédité COFRAC n° %s - portée disponible sur www.cofrac.fr" % p.dec("8-" + ctx.fk.digits(4), "code"), 7)]
    pat = [T("Nom de naissance : " + (ctx.naissance(p) if ctx.pat.nom_naissance else ctx.nom(p)), 8.5, True),
           T("Nom d'usage : " + (ctx.nom(p) if ctx.pat.nom_naissance else "-"), 8.5),
           T("Prénom(s) : " + ctx.prenom(p), 8.5),
           T(ctx.ne().capitalize() + " le : " + ctx.ddn(p) + "   Sexe : " + ctx.pat.sexe, 8.5)] + \
          ([T("NIR : " + ctx.nir(p), 8)] if r.random() < 0.5 else []) + \
          [T(x, 8) for x in ctx.adresse(p)]
    p.add(Cols([(0.58, head), (0.42, [Box(pat, pad=3)])]), HR())
    p.add(Table([["N° de dossier", "Demande", "Prélevé le", "Préleveur", "Prescripteur"],
                 [p.v("AUTRE", lab_no), p.v("AUTRE", dem), ctx.cdate(p, prel, "slash") + " " + ctx.time,
                  ctx.staff(p, "IDE"), ctx.drname(p, ctx.mt, "init")]], [0.17, 0.15, 0.2, 0.23, 0.25], size=8))
    p.add(T("Dossier hospitalier : IPP %s - Séjour %s - Reçu le %s" % (ctx.ipp(p), ctx.nda(p), ctx.cdate(p, prel, "short")), 7.5))
    secs = BIO_SECTIONS[:]
    r.shuffle(secs)
    split = 2

    def section(pg, title, rows):
        pg.add(T(title, 9.5, True))
        tab = [["Code LOINC", "Analyse", "Résultat", "Unité", "Valeurs de référence", "Antériorité (%s)" % ctx.cdate(pg, prev, "short")]]
        for code, name, unit, ref, (lo, hi, dec) in rows:
            tab.append([pg.dec(code, "code"), name, pg.dec(_val(r, lo, hi, dec), "labo"), unit, ref, pg.dec(_val(r, lo, hi, dec), "labo")])
        pg.add(Table(tab, [0.12, 0.28, 0.12, 0.14, 0.17, 0.17], size=8, align=("L", "L", "R", "L", "L", "R"), grid=r.random() < 0.5))

    for title, rows in secs[:split]:
        section(p, title, rows)
    ctx.footer(p, 1, total)
    p = doc.page(landscape=land)
    p.add(*ctx.running(p, 2, total))
    for title, rows in secs[split:]:
        section(p, title, rows)
    p.add(T("Commentaire du biologiste", 9.5, True))
    com = [T("Contrôle conseillé. Résultats transmis par téléphone au prescripteur le %s à %s." % (ctx.cdate(p, prel, "slash"), ctx.time), 8.5)]
    if ctx.pat.homonym and r.random() < 0.7:
        com.append(T("Aspect du sérum : " + p.ordi(ctx.pat.homonym[1]) if ctx.pat.homonym[1] in ("blanc", "brun") else
                     "Remarque : " + ctx.pat.homonym[2].replace("{w}", p.ordi(ctx.pat.homonym[1])), 8.5))
    p.add(*com)
    p.add(T("Compte rendu validé le %s par %s, biologiste médical." % (ctx.cdate(p, prel, "text"), ctx.drname(p, bios[0], "full")), 8.5))
    ctx.footer(p, 2, total)


# ------------------------------------------------------------------ imagerie

IMG = [
    ("Scanner thoraco-abdomino-pelvien avec injection", "PDL : {d} mGy.cm",
     ["Pas d'embolie pulmonaire proximale.", "Nodule pulmonaire lobaire supérieur droit de 7 mm, non calcifié.",
      "Foie de taille normale, sans lésion focale.", "Pas d'adénomégalie rétropéritonéale."],
     "Nodule pulmonaire de 7 mm : contrôle scanographique à 6 mois selon les recommandations de {e}.", "Fleischner"),
    ("IRM du genou droit", "Séquences T1, DP fat-sat dans les trois plans",
     ["Fissure horizontale de la corne postérieure du ménisque médial.", "Ligament croisé antérieur continu.",
      "Épanchement intra-articulaire modéré.", "Kyste de {e} de 22 mm."],
     "Lésion méniscale médiale horizontale. Kyste poplité.", "Baker"),
    ("Échographie abdominale", "Sonde convexe 3,5 MHz",
     ["Vésicule biliaire lithiasique, paroi fine.", "Voies biliaires non dilatées.", "Reins de taille normale.",
      "Signe de {e} échographique positif."], "Lithiase vésiculaire non compliquée.", "Murphy"),
]


def build_imagerie(ctx: Ctx):
    r = ctx.r
    doc = ctx.doc
    titre, tech, res, concl, epon = r.choice(IMG)
    ctx.meta("CR imagerie")
    acc = r.choice(["A" + ctx.fk.digits(2) + "-" + ctx.fk.digits(7), "RX" + ctx.fk.digits(8), ctx.fk.digits(4) + "." + ctx.fk.digits(5)])
    p = doc.page()
    p.add(*ctx.letterhead(p, variant=1, with_doctors=r.random() < 0.5))
    ident = Table([["Patient", "Date de naissance", "IPP", "N° d'examen"],
                   [ctx.np(p), ctx.ddn(p), ctx.ipp(p), p.v("AUTRE", acc)]], [0.34, 0.22, 0.2, 0.24], size=8.5)
    p.add(ident)
    p.add(T("Demandeur : " + ctx.drname(p, ctx.mt) + " - Examen réalisé le " + ctx.cdate(p) + " à " + ctx.time, 8.5))
    if r.random() < 0.5:
        p.add(T("Adresse : " + ", ".join(ctx.adresse(p)) + " - Tél. " + ctx.tel(p), 8))
    p.add(Sp(6), T(titre.upper(), 11.5, True, "C"), Sp(4))
    p.add(T("Indication", 10, True), T(r.choice(["Bilan d'extension.", "Douleur persistante malgré traitement.",
                                                 "Contrôle évolutif."]) + " Comparaison avec l'examen du %s." % ctx.cdate(p, days(ctx.d0, -r.randint(100, 400))), 9))
    p.add(T("Technique", 10, True), T(tech.replace("{d}", p.dec(str(r.randint(250, 900)), "mesure")) + ". Produit de contraste : " +
                                      p.dec("iohexol 350 mg I/mL, 80 mL", "dose") + ".", 9))
    p.add(T("Résultats", 10, True))
    for line in res:
        p.add(T("- " + (line.replace("{e}", p.dec(epon, "eponyme")) if "{e}" in line else line), 9))
    p.add(*extra(ctx, p, []))
    p.add(Sp(3), T("Conclusion", 10, True),
          T(concl.replace("{e}", p.dec(epon, "eponyme")) if "{e}" in concl else concl, 9.5, True))
    p.add(T("Cotation : " + p.dec(r.choice(["ZCQH001", "NZQN001", "ZCQM001"]), "code"), 8))
    p.add(*ctx.signature(p, ctx.dr, "radiologue"))
    ctx.footer(p, 1, 1, "Accession " + p.v("AUTRE", acc))


# ------------------------------------------------------------------ ordonnance (simple ou bizone ALD)

def build_ordonnance(ctx: Ctx):
    r = ctx.r
    doc = ctx.doc
    ald = r.random() < 0.6
    ctx.meta("Ordonnance")
    d = ctx.dr
    p = doc.page()
    left = [T(ctx.drname(p, d, "upper"), 11, True), T(d.specialite or ctx.etab.service, 8.5),
            T("N° RPPS : " + ctx.rpps(p, d), 8.5),
            T("Identifiant national : " + ctx.rpps(p, d, national=True), 8) if r.random() < 0.6 else
            T("ADELI : " + p.v("AUTRE", d.adeli, "praticien"), 8),
            T(p.v("EMAIL", d.email, "praticien", critical=False), 8)]
    right = [T(p.v("ETAB", ctx.etab.nom, "etab", probes=[ctx._etab_probe(ctx.etab.nom)]), 9, True, "R"),
             T(p.v("ADRESSE", ctx.etab.adresse, "etab", probes=[ctx.etab.adresse.split(" ", 1)[1]]), 8, False, "R"),
             T(p.v("CODE_POSTAL", ctx.etab.cp, "etab") + " " + p.v("VILLE", ctx.etab.ville, "etab"), 8, False, "R"),
             T("FINESS : " + p.v("FINESS", ctx.etab.finess, "etab"), 8, False, "R"),
             T("RDV : " + p.v("TEL", ctx.etab.tel, "etab"), 8, False, "R")]
    p.add(Cols([(0.5, left), (0.5, right)]), HR())
    p.add(T("Le " + ctx.cdate(p, style=r.choice(["text", "slash"])), 9, False, "R"))
    pat = [T(ctx.civ() + " " + ctx.np(p, "NP"), 10, True),
           T(ctx.ne().capitalize() + " le " + ctx.ddn(p) + " - Poids : " + p.dec(str(r.randint(45, 105)) + " kg", "mesure"), 8.5),
           T("N° de sécurité sociale : " + ctx.nir(p), 8.5)]
    if r.random() < 0.5:
        pat.append(T("Organisme complémentaire : %s, n° adhérent %s" % (ctx.pat.mutuelle, p.v("AUTRE", ctx.pat.adherent)), 8))
    p.add(Box(pat))
    meds_ald = [("metformine 1000 mg", "1 cp matin et soir au milieu des repas", "3 mois"),
                ("insuline glargine 100 UI/mL", "18 UI le soir, à adapter selon glycémies", "3 mois"),
                ("atorvastatine 20 mg", "1 cp le soir", "3 mois"), ("bandelettes glycémiques", "4 par jour", "3 mois")]
    meds_other = [("paracétamol 1 g", "1 cp 3 fois par jour si douleurs", "10 jours"),
                  ("diosmectite 3 g", "1 sachet 3 fois par jour", "5 jours"), ("amoxicilline 1 g", "1 cp matin et soir", "7 jours")]
    if ald:
        p.add(Sp(4), T("ORDONNANCE BIZONE - AFFECTION DE LONGUE DURÉE", 10.5, True, "C"))
        p.add(Box([T("Prescriptions relatives au traitement de l'affection de longue durée reconnue (liste ou hors liste)", 8.5, True),
                   T("(AFFECTION EXONÉRANTE)", 7.5, False, "C")] +
                  [T("%d) %s - %s, pendant %s" % (i + 1, p.dec(m, "dose"), pos, dur), 9) for i, (m, pos, dur) in enumerate(r.sample(meds_ald, 3))] +
                  [T("ALD n° " + p.dec("8", "code") + " - Diabète de type 2 (" + p.dec("E11.9", "code") + ")", 8)]))
        p.add(Box([T("Prescriptions SANS RAPPORT avec l'affection de longue durée", 8.5, True),
                   T("(MALADIES INTERCURRENTES)", 7.5, False, "C")] +
                  [T("%d) %s - %s, pendant %s" % (i + 1, p.dec(m, "dose"), pos, dur), 9) for i, (m, pos, dur) in enumerate(r.sample(meds_other, 2))]))
    else:
        p.add(Sp(6), T("ORDONNANCE", 12, True, "C"), Sp(4))
        for i, (m, pos, dur) in enumerate(r.sample(meds_ald + meds_other, 4)):
            p.add(T("%s" % p.dec(m, "dose"), 9.5, True), T("   %s, pendant %s." % (pos, dur), 9))
        p.add(T("Renouvelable %d fois. Ne pas substituer (NS) : non." % r.randint(0, 3), 8.5))
    if ctx.pat.first_homonym or ctx.pat.homonym:
        p.add(*extra(ctx, p, []))
    p.add(Sp(8), T("Signature du prescripteur", 8, False, "R", italic=True), T(ctx.drname(p, d, "init"), 9, True, "R"))
    ctx.footer(p, 1, 1)


# ------------------------------------------------------------------ courrier d'adressage (médecine de ville)

def build_adressage(ctx: Ctx):
    r = ctx.r
    doc = ctx.doc
    ctx.meta("Courrier")
    gp = ctx.mt
    p = doc.page()
    head = [T(ctx.drname(p, gp, "full"), 11, True), T("Médecine générale - Conventionné secteur 1", 8.5),
            T(p.v("ADRESSE", gp.adresse, "praticien", probes=[gp.adresse.split(" ", 1)[1]]) + ", " +
              p.v("CODE_POSTAL", gp.cp, "praticien") + " " + p.v("VILLE", gp.ville, "praticien"), 8.5),
            T("Tél. " + p.v("TEL", ctx.fk.tel(), "praticien") + " - " + p.v("EMAIL", gp.email + "@medecin.mssante.fr", "praticien"), 8.5),
            T("RPPS " + ctx.rpps(p, gp) + " - AM " + p.v("AUTRE", gp.adeli, "praticien"), 8)]
    to = [T("Service de " + ctx.etab.service, 9, True), T(p.v("ETAB", ctx.etab.nom, "etab", probes=[ctx._etab_probe(ctx.etab.nom)]), 9),
          T("À l'attention du " + ctx.drname(p, ctx.dr, "upper"), 9)]
    p.add(Cols([(0.55, head), (0.45, [Sp(30)] + to)]))
    p.add(Sp(8), T(p.v("VILLE", gp.ville, "praticien") + ", le " + ctx.cdate(p, style="text"), 9, False, "R"), Sp(6))
    p.add(T("Objet : demande d'avis spécialisé", 9.5, True))
    nm = ctx.nom(p, title=r.random() < 0.5)
    p.add(T("Cher confrère,", 9.5), Sp(2))
    p.add(T("Je vous adresse %s %s %s, %s le %s, demeurant %s, pour %s." % (
        ctx.civ(), ctx.prenom(p), nm, ctx.ne(), ctx.ddn(p), ", ".join(ctx.adresse(p)),
        r.choice(["une dyspnée d'effort d'aggravation progressive", "des douleurs abdominales récidivantes",
                  "un amaigrissement de 6 kg en trois mois", "des céphalées inhabituelles depuis six semaines"])), 9.5))
    p.add(T("Ses antécédents sont marqués par une %s et un syndrome de %s traité. Le dernier bilan du %s retrouvait une "
            "créatininémie à %s µmol/L et une HbA1c à %s %%." % (
                r.choice(["hypertension artérielle", "dyslipidémie", "obésité (IMC 33)"]), p.dec(r.choice(["Raynaud", "Cushing", "Sjögren"]), "eponyme"),
                ctx.cdate(p, days(ctx.d0, -40)), p.dec(str(r.randint(60, 130)), "labo"), p.dec("%d,%d" % (r.randint(5, 8), r.randint(0, 9)), "labo")), 9.5))
    p.add(*extra(ctx, p, []))
    p.add(T("Traitement actuel : %s, %s." % (p.dec("bisoprolol 5 mg", "dose"), p.dec("Kardégic 75 mg", "medicament")), 9.5))
    p.add(T("Vous pouvez joindre %s au %s ou par courriel (%s)." % (
        "la patiente" if ctx.pat.sexe == "F" else "le patient", ctx.tel(p), p.v("EMAIL", ctx.pat.email)), 9.5))
    if r.random() < 0.6:
        p.add(T("N° de sécurité sociale : %s - Mutuelle %s (adhérent %s)." % (ctx.nir(p), ctx.pat.mutuelle, p.v("AUTRE", ctx.pat.adherent)), 8.5))
    p.add(T("Je vous remercie de votre avis et vous prie de croire, cher confrère, en mes sentiments les meilleurs.", 9.5))
    p.add(Sp(10), T(ctx.drname(p, gp, "init"), 9.5, True, "R"))
    ctx.footer(p, 1, 1)


# ------------------------------------------------------------------ certificat médical

def build_certificat(ctx: Ctx):
    r = ctx.r
    doc = ctx.doc
    ctx.meta("Certificat")
    d = ctx.dr
    variant = r.choice(["coups", "sport", "arret"])
    p = doc.page()
    p.add(*ctx.letterhead(p, variant=r.randrange(3), with_doctors=False))
    p.add(Sp(14), T("CERTIFICAT MÉDICAL", 14, True, "C"), Sp(10))
    p.add(T("Je soussigné(e), %s, %s, certifie avoir examiné ce jour, %s, à %s :" % (
        ctx.drname(p, d, "full"), r.choice(["praticien hospitalier", "médecin urgentiste", "médecin du sport"]),
        ctx.cdate(p, style="text"), ctx.time.replace(":", "h")), 10))
    ident = [T(ctx.civ() + " " + ctx.nom(p) + " " + ctx.prenom(p), 10.5, True)]
    if ctx.pat.nom_naissance:
        ident.append(T("née " + ctx.naissance(p), 9.5))
    ident += [T(ctx.ne().capitalize() + " le " + ctx.ddn(p), 9.5), T("Demeurant " + " ".join(ctx.adresse(p)), 9.5)]
    p.add(Sp(4), Box(ident, border=r.random() < 0.5), Sp(4))
    if variant == "coups":
        p.add(T("qui déclare avoir été victime d'une agression le %s vers 22h." % ctx.cdate(p, days(ctx.d0, -1)), 10))
        p.add(T("J'ai constaté : une ecchymose périorbitaire gauche de 3 cm, une dermabrasion de l'avant-bras droit de 5 x 2 cm, "
                "une douleur à la palpation de l'arc costal latéral droit sans crépitation.", 10))
        p.add(*extra(ctx, p, []))
        p.add(T("L'incapacité totale de travail (ITT) au sens pénal est fixée à %s jours, sous réserve de complications." %
                p.dec(str(r.randint(2, 8)), "mesure"), 10))
    elif variant == "sport":
        p.add(T("et n'avoir constaté, à la date de ce jour, aucun signe clinique apparent contre-indiquant la pratique du %s "
                "en compétition." % r.choice(["football", "cyclisme sur route", "judo", "trail"]), 10))
        p.add(T("ECG de repos réalisé : rythme sinusal, %s bpm, pas de critère de Sokolow, pas de syndrome de %s." % (
            p.dec(str(r.randint(50, 80)), "mesure"), p.dec("Wolff-Parkinson-White", "eponyme")), 10))
        p.add(*extra(ctx, p, []))
    else:
        p.add(T("et certifie que son état de santé nécessite un arrêt de travail du %s au %s inclus." % (
            ctx.cdate(p, style="slash"), ctx.cdate(p, days(ctx.d0, r.randint(5, 21)), "slash")), 10))
        p.add(T("Diagnostic : " + r.choice(["lombosciatique L5 droite", "entorse grave de la cheville gauche", "syndrome grippal"]) +
                " (" + p.dec(r.choice(["M54.4", "S93.4", "J11.1"]), "code") + ").", 10))
        p.add(*extra(ctx, p, []))
    p.add(Sp(6), T("Certificat établi à la demande de l'intéressé(e) et remis en main propre pour faire valoir ce que de droit.", 9.5, italic=True))
    p.add(Sp(6), T("Fait à " + p.v("VILLE", ctx.etab.ville, "etab") + ", le " + ctx.cdate(p, style="slash"), 10, False, "R"))
    p.add(T(ctx.drname(p, d, "init"), 10, True, "R"), T("RPPS " + ctx.rpps(p, d), 8, False, "R"))
    ctx.footer(p, 1, 1)


# ------------------------------------------------------------------ prescription médicale de transport (type CERFA)

def build_transport(ctx: Ctx):
    r = ctx.r
    doc = ctx.doc
    ctx.meta("PMT")
    d = ctx.dr
    X = lambda b: "[X]" if b else "[  ]"
    p = doc.page()
    p.add(Cols([(0.6, [T("PRESCRIPTION MÉDICALE DE TRANSPORT", 13, True), T("Articles L.160-8 et R.322-10 du code de la sécurité sociale", 7.5, italic=True)]),
                (0.4, [T("cerfa", 12, True, "R"), T("N° " + p.dec("11574*05", "code"), 8, False, "R")])]), HR())
    p.add(Box([T("PERSONNE TRANSPORTÉE", 9, True),
               Table([["Nom et prénom", ctx.nom(p) + " " + ctx.prenom(p)],
                      ["Nom de naissance", ctx.naissance(p) if ctx.pat.nom_naissance else ""],
                      ["N° d'immatriculation", ctx.nir(p, r.choice(["sp", "plain", "key"]))],
                      ["Date de naissance", ctx.ddn(p)],
                      ["Adresse", " ".join(ctx.adresse(p))],
                      ["Organisme de rattachement", "CPAM " + p.dec("761", "code")]], [0.32, 0.68], header=False, size=8.5, bold_cols=(0,))]))
    p.add(Box([T("IDENTIFICATION DU PRESCRIPTEUR ET DE LA STRUCTURE", 9, True),
               Table([["Prescripteur", ctx.drname(p, d, "upper")],
                      ["Identifiant (RPPS)", ctx.rpps(p, d)],
                      ["Structure", p.v("ETAB", ctx.etab.nom, "etab", probes=[ctx._etab_probe(ctx.etab.nom)])],
                      ["N° FINESS", p.v("FINESS", ctx.etab.finess, "etab")],
                      ["N° FINESS juridique", p.v("FINESS", ctx.etab.finess_ej, "etab")]], [0.32, 0.68], header=False, size=8.5, bold_cols=(0,))]))
    amb = r.random() < 0.5
    p.add(Box([T("MODE DE TRANSPORT", 9, True),
               T("%s Ambulance   %s Transport assis professionnalisé (VSL, taxi conventionné)   %s Véhicule personnel" % (X(amb), X(not amb), X(False)), 8.5),
               T("%s Position allongée obligatoire   %s Surveillance constante   %s Transport en série" % (X(amb), X(False), X(r.random() < 0.5)), 8.5),
               T("Justification : " + r.choice(["séances de chimiothérapie au long cours", "hémodialyse trois fois par semaine",
                                                 "retour à domicile après hospitalisation"]), 8.5)]))
    p.add(Box([T("TRAJET", 9, True),
               T("Départ : domicile   Arrivée : " + p.v("ETAB", ctx.etab.sigle, "etab") + ", " + p.v("VILLE", ctx.etab.ville, "etab"), 8.5),
               T("Date du transport : " + ctx.cdate(p, days(ctx.d0, r.randint(1, 10)), "slash") + "   %s Aller   %s Retour" % (X(True), X(r.random() < 0.7)), 8.5),
               T("En rapport avec une ALD : %s oui %s non   Accident du travail du : %s" % (X(True), X(False), "-"), 8.5)]))
    p.add(Sp(4), T("Date de la prescription : " + ctx.cdate(p, style="slash") + "      Signature et cachet du prescripteur", 8.5))
    if ctx.pat.homonym or ctx.pat.first_homonym:
        p.add(*extra(ctx, p, []))
    ctx.footer(p, 1, 1)


# ------------------------------------------------------------------ fiche de liaison (infirmière / inter-établissements)

def build_liaison(ctx: Ctx):
    r = ctx.r
    doc = ctx.doc
    total = 2
    ctx.meta("Fiche de liaison")
    dest_etab = ctx.fk.etab("liaison", ndoctors=1)
    p = doc.page()
    p.add(*ctx.letterhead(p, variant=0, with_doctors=False))
    p.add(T("FICHE DE LIAISON INFIRMIÈRE - TRANSFERT", 12.5, True, "C"),
          T("Date du transfert : " + ctx.cdate(p) + " - Établissement d'accueil : " +
            p.v("ETAB", dest_etab.nom, "etab", probes=[ctx._etab_probe(dest_etab.nom)]), 8.5, False, "C"), Sp(4))
    ident = Table([["Identité", ""],
                   ["Nom d'usage", ctx.nom(p)],
                   ["Nom de naissance", ctx.naissance(p) if ctx.pat.nom_naissance else ctx.nom(p)],
                   ["Prénom", ctx.prenom(p)],
                   ["Date de naissance", ctx.ddn(p)],
                   ["Sexe", ctx.pat.sexe],
                   ["N° INSEE", ctx.nir(p)],
                   ["IPP / NDA", ctx.ipp(p) + " / " + ctx.nda(p)],
                   ["Adresse", "\n".join(ctx.adresse(p))],
                   ["Téléphone", ctx.tel(p) + " / " + ctx.tel(p, ctx.pat.tel2)],
                   ["Courriel", p.v("EMAIL", ctx.pat.email)]], [0.36, 0.64], size=8, bold_cols=(0,))
    contacts = Table([["Entourage", ""],
                      ["Personne à prévenir", p.v("NOM", ctx.proche.nom, "proche") + " " + p.v("PRENOM", ctx.proche.prenom, "proche") + " (" + ctx.lien + ")"],
                      ["Téléphone", p.v("TEL", ctx.proche.tel, "proche")],
                      ["Personne de confiance", "idem" if r.random() < 0.5 else "non désignée"],
                      ["Médecin traitant", ctx.drname(p, ctx.mt, "init")],
                      ["Tél. médecin", p.v("TEL", ctx.fk.tel(), "praticien")],
                      ["Mutuelle", ctx.pat.mutuelle + " n° " + p.v("AUTRE", ctx.pat.adherent)]], [0.4, 0.6], size=8, bold_cols=(0,))
    p.add(Cols([(0.52, [ident]), (0.48, [contacts])]))
    p.add(T("Motif d'hospitalisation : " + r.choice(["fracture du col fémoral droit opérée (prothèse intermédiaire)",
                                                        "pneumopathie d'inhalation", "AVC ischémique sylvien gauche"]), 9))
    p.add(T("Allergies : " + r.choice(["pénicillines (urticaire)", "aucune connue", "iode, latex"]), 9))
    p.add(T("Autonomie", 10, True))
    p.add(Table([["Item", "Autonome", "Aide partielle", "Aide totale"],
                 ["Toilette", "", "X", ""], ["Habillage", "", "X", ""], ["Alimentation", "X", "", ""],
                 ["Déplacements", "", "X (déambulateur)", ""], ["Continence", "X", "", ""]], [0.34, 0.22, 0.22, 0.22], size=8,
                align=("L", "C", "C", "C")))
    p.add(T("Évaluation AGGIR : " + p.dec("GIR " + str(r.randint(2, 4)), "code") + " - Score de Norton : " + p.dec(str(r.randint(10, 16)), "mesure"), 8.5))
    ctx.footer(p, 1, total)
    p = doc.page()
    p.add(*ctx.running(p, 2, total))
    p.add(T("Traitements en cours (dernière prise)", 10, True))
    rows = [["Médicament", "Posologie", "Dernière prise"]]
    for m, pos in r.sample([("paracétamol 1 g", "4 fois/j"), ("enoxaparine 4000 UI", "1 inj. SC le soir"),
                            ("macrogol 10 g", "1 sachet le matin"), ("oxycodone LP 10 mg", "matin et soir"),
                            ("furosémide 20 mg", "1 cp le matin"), ("sertraline 50 mg", "1 cp le soir")], 4):
        rows.append([p.dec(m, "dose"), pos, ctx.cdate(p, style="slash") + " " + r.choice(["08h", "12h", "18h", "20h"])])
    p.add(Table(rows, [0.4, 0.3, 0.3], size=8.5))
    p.add(T("Soins en cours", 10, True))
    p.add(T("- Pansement de la cicatrice tous les 3 jours, dernier le %s ; agrafes à retirer le %s." % (
        ctx.cdate(p, days(ctx.d0, -1)), ctx.cdate(p, days(ctx.d0, 9))), 9))
    p.add(T("- Surveillance glycémique capillaire avant les repas. Prévention d'escarre : matelas à air.", 9))
    p.add(T("- Risque de chute élevé, mobilisation avec aide d'une personne.", 9))
    p.add(*extra(ctx, p, [], capital=r.random() < 0.5))
    p.add(T("Observations", 10, True), T("%s est orienté%s, coopérant%s. Famille informée du transfert (%s, %s)." % (
        ctx.civ() + " " + ctx.nom(p, title=True), "e" if ctx.pat.sexe == "F" else "", "e" if ctx.pat.sexe == "F" else "",
        ctx.lien, p.v("PRENOM", ctx.proche.prenom, "proche")), 9))
    p.add(Sp(6), T("Fiche rédigée par " + ctx.staff(p, "IDE") + " - joignable au " + p.v("TEL", ctx.fk.tel(), "etab") + " (poste de soins)", 9))
    p.add(T("Validée par " + ctx.drname(p, ctx.dr, "init"), 9))
    ctx.footer(p, 2, total)


# ------------------------------------------------------------------ anatomie et cytologie pathologiques

def build_anapath(ctx: Ctx):
    r = ctx.r
    doc = ctx.doc
    total = r.choice([1, 2])
    ctx.meta("ACP")
    num = r.choice(["H" + ctx.fk.digits(2) + "-" + ctx.fk.digits(5), ctx.fk.digits(2) + "P" + ctx.fk.digits(6), "B-" + ctx.fk.digits(7)])
    path = ctx.etab.doctors[0]
    p = doc.page()
    p.add(*ctx.letterhead(p, variant=2))
    p.add(T("COMPTE RENDU D'ANATOMIE ET DE CYTOLOGIE PATHOLOGIQUES", 11.5, True, "C"))
    p.add(Table([["N° d'examen", p.v("AUTRE", num), "Prélevé le", ctx.cdate(p, days(ctx.d0, -3), "slash")],
                 ["Patient", ctx.nom(p) + ", " + ctx.prenom(p), "Reçu le", ctx.cdate(p, days(ctx.d0, -2), "slash")],
                 [ctx.ne().capitalize() + " le", ctx.ddn(p), "Validé le", ctx.cdate(p, style="slash")],
                 ["IPP", ctx.ipp(p), "Demandeur", ctx.drname(p, ctx.fk.doctor(), "init")]], [0.17, 0.33, 0.17, 0.33],
                header=False, size=8.5, bold_cols=(0, 2)))
    p.add(T("Renseignements cliniques", 10, True),
          T("Nodule du sein gauche, QSE, 14 mm à l'échographie (BI-RADS %s). Biopsie sous échographie." % p.dec("4b", "code"), 9))
    p.add(T("Macroscopie", 10, True),
          T("Quatre carottes biopsiques blanchâtres de 12 à 16 mm, incluses en totalité (bloc A).", 9))
    p.add(T("Microscopie", 10, True),
          T("Prolifération carcinomateuse infiltrante de type non spécifique, grade histopronostique de %s modifié %s "
            "(architecture 3, atypies 2, mitoses 1). Pas d'emboles vasculaires visibles. Composante in situ minime." % (
                p.dec("Elston-Ellis", "eponyme"), p.dec("II", "code")), 9))
    p.add(*extra(ctx, p, []))
    def imm(p):
        return Table([["Marqueur", "Clone", "Résultat"],
                      ["Récepteurs aux œstrogènes", "SP1", p.dec("90 %", "labo") + ", intensité forte"],
                      ["Récepteurs à la progestérone", "1E2", p.dec("40 %", "labo") + ", intensité modérée"],
                      ["HER2", "4B5", "score " + p.dec("1+", "labo") + " (négatif)"],
                      ["Ki-67", "MIB-1", p.dec("18 %", "labo")]], [0.42, 0.18, 0.4], size=8.5)

    if total == 1:
        p.add(T("Immunohistochimie", 10, True), imm(p))
        p.add(T("Conclusion", 10, True), T("Carcinome infiltrant de type non spécifique du sein gauche, grade II, RH+, HER2 négatif. "
                                           "Code ADICAP : " + p.dec("BHGSA7A0", "code") + ".", 9.5, True))
        p.add(*ctx.signature(p, path, "pathologiste"))
        ctx.footer(p, 1, 1)
        return
    ctx.footer(p, 1, total)
    p = doc.page()
    p.add(*ctx.running(p, 2, total))
    p.add(T("Immunohistochimie (bloc A)", 10, True), imm(p))
    p.add(T("Conclusion", 10, True), T("Carcinome infiltrant de type non spécifique, grade II, RH+, HER2 négatif. "
                                       "Code ADICAP : " + p.dec("BHGSA7A0", "code") + ". Dossier présenté en RCP le " +
                                       ctx.cdate(p, days(ctx.d0, 7), "text") + ".", 9.5, True))
    p.add(T("Second avis demandé au " + ctx.drname(p, ctx.etab.doctors[1], "full") + " : concordant.", 9))
    p.add(*ctx.signature(p, path, "pathologiste"))
    ctx.footer(p, 2, total)


# ------------------------------------------------------------------ consultation d'anesthésie

def build_anesthesie(ctx: Ctx):
    r = ctx.r
    doc = ctx.doc
    total = 2
    ctx.meta("CPA")
    anest = ctx.etab.doctors[0]
    chir = ctx.fk.doctor()
    d_op = days(ctx.d0, r.randint(7, 30))
    p = doc.page()
    p.add(*ctx.letterhead(p, variant=r.choice([0, 1])))
    p.add(Cols([(0.55, [T("DOSSIER D'ANESTHÉSIE", 13, True), T("Consultation pré-anesthésique du " + ctx.cdate(p), 9.5),
                        T("Anesthésiste : " + ctx.drname(p, anest, "full"), 8.5),
                        T("Intervention prévue le " + ctx.cdate(p, d_op) + " avec le " + ctx.drname(p, chir, "upper"), 8.5)]),
                (0.45, [ctx.sticker(p)])]))
    p.add(Table([["Poids", "Taille", "IMC", "ASA", "Mallampati", "Ouverture buccale"],
                 [p.dec("%d kg" % r.randint(50, 110), "mesure"), p.dec("1,%02d m" % r.randint(52, 92), "mesure"),
                  p.dec("%d,%d" % (r.randint(19, 36), r.randint(0, 9)), "mesure"), p.dec(str(r.randint(1, 3)), "code"),
                  p.dec(str(r.randint(1, 3)), "code"), "> 3 cm"]], [1] * 6, size=8.5, align=("C",) * 6))
    p.add(T("Coordonnées", 10, True),
          T("Adresse : " + ", ".join(ctx.adresse(p)) + " - Tél. : " + ctx.tel(p) + " - Courriel : " + p.v("EMAIL", ctx.pat.email), 8.5))
    p.add(T("N° de sécurité sociale : " + ctx.nir(p), 8.5))
    p.add(T("Antécédents", 10, True))
    for a in r.sample(["HTA traitée", "Syndrome d'apnées du sommeil appareillé", "Asthme dans l'enfance",
                       "Phénomène de {e}", "Cholécystectomie (2011), AG sans incident", "Maladie de {e2}"], 4):
        a = a.replace("{e}", p.dec("Raynaud", "eponyme")) if "{e}" in a else a
        a = a.replace("{e2}", p.dec("Horton", "eponyme")) if "{e2}" in a else a
        p.add(T("- " + a, 9))
    p.add(T("Allergies : " + r.choice(["aucune connue", "céfalosporines (œdème de Quincke)", "latex"]), 9))
    p.add(T("Traitement habituel", 10, True))
    for m in r.sample(["périndopril 4 mg le matin", "rosuvastatine 10 mg le soir", "clopidogrel 75 mg (arrêt J-5)",
                       "lévothyroxine 50 µg à jeun", "zolpidem 10 mg au coucher"], 3):
        p.add(T("- " + p.dec(m, "dose"), 9))
    ctx.footer(p, 1, total)
    p = doc.page()
    p.add(*ctx.running(p, 2, total))
    p.add(T("Examen et bilan", 10, True),
          T("Auscultation cardio-pulmonaire normale. Dentition : bridge incisif supérieur. Score de %s : 2." % p.dec("Lee", "eponyme"), 9))
    p.add(Table([["Examen", "Date", "Résultat"],
                 ["Hémoglobine", ctx.cdate(p, days(ctx.d0, -2), "slash"), p.dec("13,1 g/dL", "labo")],
                 ["Plaquettes", ctx.cdate(p, days(ctx.d0, -2), "slash"), p.dec("245 G/L", "labo")],
                 ["TP / TCA", ctx.cdate(p, days(ctx.d0, -2), "slash"), p.dec("92 %", "labo") + " / " + p.dec("1,05", "labo")],
                 ["ECG", ctx.cdate(p, style="slash"), "rythme sinusal, pas de trouble de conduction"]], [0.3, 0.25, 0.45], size=8.5))
    p.add(*extra(ctx, p, []))
    p.add(T("Stratégie anesthésique", 10, True),
          T("Anesthésie générale avec intubation orotrachéale, antibioprophylaxie par " + p.dec("céfazoline 2 g", "dose") +
            ". Bloc du plan transverse de l'abdomen en fin d'intervention.", 9))
    p.add(T("Jeûne : solides 6 h, liquides clairs 2 h avant l'intervention. Douche préopératoire la veille et le matin.", 9))
    p.add(T("Visite pré-anesthésique (la veille)", 10, True),
          T("Réalisée le %s par %s : pas de modification." % (ctx.cdate(p, days(d_op, -1)), ctx.drname(p, ctx.etab.doctors[1], "init")), 9))
    p.add(T("Information et consentement", 10, True),
          T("Information orale et écrite délivrée au patient, qui a pu poser ses questions. Personne de confiance désignée : %s %s (%s), %s." % (
              p.v("PRENOM", ctx.proche.prenom, "proche"), p.v("NOM", ctx.proche.nom, "proche"), ctx.lien, p.v("TEL", ctx.proche.tel, "proche")), 9))
    p.add(*ctx.signature(p, anest, "anesthésiste-réanimateur"))
    ctx.footer(p, 2, total)


BUILDERS = {
    "operatoire": build_operatoire, "hospitalisation": build_hospitalisation, "consultation": build_consultation,
    "bio": build_bio, "imagerie": build_imagerie, "ordonnance": build_ordonnance, "adressage": build_adressage,
    "certificat": build_certificat, "transport": build_transport, "liaison": build_liaison, "anapath": build_anapath,
    "anesthesie": build_anesthesie,
}
