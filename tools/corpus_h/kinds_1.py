"""Hospital documents: lettre de liaison, compte rendu d'hospitalisation, opératoire, biologie, imagerie."""

from __future__ import annotations

import datetime as dt

from . import people as pp
from . import values as vv
from .kit import (D, EPONYMS, WORD_DECOYS, autre, care, civ, ddn, email_v, identity_footer, identity_header,
                  ipp_v, letterhead, nda_v, ne, nir_v, rnd_dob_fmt, set_meta, signature, sticker, tel_v)
from .values import pii

DRUGS = [("Amlodipine 5 mg", "1 cp le matin", "C08CA01"), ("Metformine 1000 mg", "1 cp matin et soir", "A10BA02"),
         ("Paracétamol 1 g", "1 g toutes les 6 h si douleur", "N02BE01"), ("Ramipril 2,5 mg", "1 cp le soir", "C09AA05"),
         ("Acide acétylsalicylique 75 mg", "1 sachet par jour", "B01AC06"), ("Bisoprolol 2,5 mg", "1 cp le matin", "C07AB07"),
         ("Atorvastatine 20 mg", "1 cp le soir", "C10AA05"), ("Enoxaparine 4000 UI", "1 injection SC par jour", "B01AB05"),
         ("Pantoprazole 40 mg", "1 cp à jeun", "A02BC02"), ("Furosémide 40 mg", "1 cp le matin", "C03CA01")]
DIAGS = [("Cholécystite aiguë lithiasique", "K80.0"), ("Pneumopathie franche lobaire aiguë", "J18.1"),
         ("Insuffisance cardiaque décompensée", "I50.0"), ("Pyélonéphrite aiguë", "N10"),
         ("Appendicite aiguë", "K35.8"), ("Fracture du col du fémur", "S72.0"), ("Diabète de type 2 déséquilibré", "E11.6")]


def _dest_block(ctx, dest, cab):
    pl = cab.place
    return ("lines", [["Docteur ", dest.prenom(), " ", dest.nom("upper")], [cab.v()], [pl.street_v()],
                      [pl.cp_v(), " ", pl.city_v(ctx.rng.random() < 0.5)]])


def liaison(ctx, doc):
    rng = ctx.rng
    pat, etab = ctx.patient(), pp.Etab(ctx, *ctx.pick(pp.ETABS)[1:])
    med, dest = ctx.doctor(), ctx.doctor()
    cab = pp.Etab(ctx, *ctx.pick(pp.CABINETS))
    adm = ctx.today - dt.timedelta(days=rng.randint(3, 12))
    diag, cim = rng.choice(DIAGS)
    drugs = rng.sample(DRUGS, 4)
    service = rng.choice(["Service de médecine polyvalente", "Service de gastro-entérologie", "Service de cardiologie"])
    p0 = [("cols", [letterhead(ctx, etab, service)], [_dest_block(ctx, dest, cab)]),
          ("title", ["LETTRE DE LIAISON À LA SORTIE"]),
          ("kv", [("Patient :", [civ(pat), " ", pat.nom("upper", civ(pat)), " ", pat.prenom()]),
                  ("Date de naissance :", [ddn(pat, rnd_dob_fmt(rng))]),
                  ("Adresse :", [pat.home.street_v(), ", ", pat.home.cp_v(), " ", pat.home.city_v()]),
                  ("Téléphone :", [tel_v(pat.tel, "patient")]),
                  ("Séjour :", ["du ", care(adm, "slash"), " au ", care(ctx.today, "slash"), " - NDA ", nda_v(pat)]),
                  ("Médecin responsable :", ["Dr ", med.prenom(), " ", med.nom("upper")])]),
          ("h", ["Diagnostic principal"]),
          ("p", [diag, " (CIM-10 ", D("cim10", cim), "). Antécédents notables : ", D("eponyme", rng.choice(EPONYMS)),
                 ", hypertension artérielle. Profession : ", D("mot", *WORD_DECOYS[0][:1], [WORD_DECOYS[0][1]]), "."]),
          ("h", ["Traitement de sortie"]),
          ("table", ["Médicament", "Posologie", "ATC"],
           [[[D("dose", d[0])], [d[1]], [D("atc", d[2])]] for d in drugs], [45, 35, 20])]
    p1 = [("h", ["Suites et rendez-vous"]),
          ("p", ["Consultation de contrôle le ", care(ctx.today + dt.timedelta(days=rng.randint(20, 40)), "long"),
                 " avec le Dr ", med.nom("title"), ". Bilan sanguin à J7 : créatinine, kaliémie (",
                 D("loinc", "2823-3"), ")."]),
          ("h", ["Personne de confiance"]),
          ("p", _trust(ctx, pat)),
          signature(ctx, med, etab.place.city_v(), ctx.today, "long")]
    if rng.random() < 0.75:
        doc.pages = [p0, p1]
    else:
        p0[-1] = ("table", ["Médicament", "Posologie", "ATC"],
                  [[[D("dose", d[0])], [d[1]], [D("atc", d[2])]] for d in drugs[:2]], [45, 35, 20])
        doc.pages = [p0 + [signature(ctx, med)]]
    doc.footer = identity_footer(ctx, pat, etab)
    doc.header = identity_header(ctx, pat, "Lettre de liaison")
    set_meta(doc, ctx, pat, "Lettre de liaison")
    return doc


def _trust(ctx, pat):
    """Sentence naming the personne de confiance (relative) with a phone number."""
    rng = ctx.rng
    t = ctx.person("proche")
    rel = rng.choice(["fille", "fils", "épouse", "époux", "sœur", "neveu"])
    return [t.prenom(), " ", t.nom(rng.choice(["upper", "title"])),
            " (", rel, "), ", t_tel(ctx, pat), "."]


def t_tel(ctx, pat):
    return tel_v(vv.phone(ctx.rng, pat.home.zone, mobile=True), "proche")


def crh(ctx, doc):
    rng = ctx.rng
    pat, etab = ctx.patient(), pp.Etab(ctx, *ctx.pick(pp.ETABS)[1:])
    med, interne, dest = ctx.doctor(), ctx.doctor("soignant"), ctx.doctor()
    trust = ctx.person("proche")
    adm = ctx.today - dt.timedelta(days=rng.randint(5, 20))
    diag, cim = rng.choice(DIAGS)
    n = rng.choice([2, 3, 3])
    ttel = vv.phone(rng, pat.home.zone, mobile=True)
    p0 = [letterhead(ctx, etab, "Pôle médecine - Unité " + rng.choice(["3B", "4A", "2C"]), upper=rng.random() < 0.3),
          sticker(ctx, pat),
          ("title", ["COMPTE RENDU D'HOSPITALISATION"]),
          ("p", ["Cher confrère, votre patient", "e " if pat.sex == 2 else " ", pat.prenom(), " ", pat.nom("title"),
                 ", ", ne(pat).lower(), ddn(pat, rnd_dob_fmt(rng)), " à ", pii("VILLE", pat.birth_city, "patient"),
                 ", a été hospitalisé", "e" if pat.sex == 2 else "", " du ", care(adm, "long"), " au ",
                 care(ctx.today, "long"), " en ", D("chambre", "chambre %d lit %s" % (rng.randint(101, 499), rng.choice("AB"))),
                 "."]),
          ("h", ["Motif d'hospitalisation"]),
          ("p", [diag, " (", D("cim10", cim), "), GHM ", D("ghm", rng.choice(["07C14J", "04M053", "05M092", "11M041"])), "."]),
          ("h", ["Antécédents"]),
          ("p", ["Appendicectomie dans l'enfance. Suivi pour ", D("eponyme", rng.choice(EPONYMS)), ". Mode de vie : ",
                 D("mot", WORD_DECOYS[3][0], [WORD_DECOYS[3][1]]), ", vit à domicile avec son conjoint."])]
    p1 = [("h", ["Évolution dans le service"]),
          ("p", ["Apyrexie obtenue à J3. CRP ", D("valeur", "%d mg/L" % rng.randint(40, 180)), " à l'entrée puis ",
                 D("valeur", "%d mg/L" % rng.randint(3, 20)), " le ", care(ctx.today - dt.timedelta(days=1), "slash"),
                 ". Échographie : ", D("mot", WORD_DECOYS[1][0], [WORD_DECOYS[1][1]]), " rénal gauche sans caractère suspect."]),
          ("h", ["Personne de confiance"]),
          ("p", [trust.prenom(), " ", trust.nom("upper"), " (", rng.choice(["fille", "fils", "épouse", "frère"]),
                 "), joignable au ", tel_v(ttel, "proche"), "."]),
          ("h", ["Identifiants"]),
          ("kv", [("NIR :", [nir_v(pat, rng.choice(["spaced", "keysep", "compact"]))]),
                  ("INS :", [pii("NIR", vv.nir_fmt(pat.nir, "compact"), "patient")]),
                  ("Courriel :", [email_v(pat.email, "patient")])])]
    p2 = [("h", ["Conclusion"]),
          ("p", ["Sortie à domicile le ", care(ctx.today, "slash"), ". Rendez-vous de contrôle le ",
                 care(ctx.today + dt.timedelta(days=rng.randint(15, 45)), "wdlong"), "."]),
          ("p", ["Interne : ", interne.prenom(), " ", interne.nom("upper"), ". Copie au Dr ", dest.nom("upper"), "."]),
          signature(ctx, med, etab.place.city_v(), ctx.today, "slash")]
    doc.pages = [p0, p1 + p2] if n == 2 else [p0, p1, p2]
    doc.header = identity_header(ctx, pat, "CRH")
    doc.footer = identity_footer(ctx, pat, etab)
    set_meta(doc, ctx, pat, "CRH")
    return doc


def cro(ctx, doc):
    """Compte rendu opératoire with the surgical team."""
    rng = ctx.rng
    pat, etab = ctx.patient(), pp.Etab(ctx, *ctx.pick(pp.ETABS)[1:])
    chir, aide, anest = ctx.doctor(), ctx.doctor(), ctx.doctor()
    ibode, iade = ctx.person("soignant"), ctx.person("soignant")
    op = ctx.today - dt.timedelta(days=rng.randint(0, 3))
    acte, ccam = rng.choice([("Cholécystectomie par cœlioscopie", "HMFC004"), ("Appendicectomie par cœlioscopie", "HHFA016"),
                             ("Cure de hernie inguinale avec prothèse", "LMMA012"), ("Prothèse totale de hanche", "NEKA020")])
    team = [("Chirurgien", chir, "Dr "), ("Aide opératoire", aide, "Dr "), ("Anesthésiste", anest, "Dr "),
            ("IBODE", ibode, ""), ("IADE", iade, "")]
    p0 = [("cols", [("lines", [[etab.v(True)], [pp.SITES[rng.randrange(2)][0]], ["Bloc opératoire central"]])],
           [sticker(ctx, pat, caption="")]),
          ("title", ["COMPTE RENDU OPÉRATOIRE"]),
          ("kv", [("Date de l'intervention :", [care(op, rng.choice(["slash", "long", "wdlong"]))]),
                  ("Patient :", [pat.nom("upper"), " ", pat.prenom("upper"), ", ", ddn(pat, rnd_dob_fmt(rng))]),
                  ("Acte :", [acte, " (CCAM ", D("ccam", ccam), ")"]),
                  ("Salle :", [D("salle", "salle %d" % rng.randint(1, 9))])]),
          ("h", ["Équipe opératoire"]),
          ("table", ["Fonction", "Nom", "Prénom"],
           [[[f], [pre, p.nom(rng.choice(["upper", "upper", "title"]))], [p.prenom()]] for f, p, pre in team], [30, 40, 30]),
          ("h", ["Description"]),
          ("p", ["Installation en décubitus dorsal. Open-cœlioscopie ombilicale, ", D("dose", "12 mmHg"),
                 " de pneumopéritoine. Constatation d'une vésicule inflammatoire, ",
                 D("mot", WORD_DECOYS[1][0], [WORD_DECOYS[1][1]]), " hépatique laissé en place. Dispositif : trocart lot ",
                 D("lot", "LOT %s%d" % (rng.choice(["A", "K", "T"]), rng.randint(10000, 99999))), ", clip n° série ",
                 D("serie", "SN-%d-%s" % (rng.randint(1000, 9999), rng.choice(["XQ", "B7", "LM"]))), "."])]
    p1 = [("h", ["Suites opératoires prescrites"]),
          ("p", ["Antalgiques de palier 1, ", D("dose", "Paracétamol 1 g"), " toutes les 6 heures. Lever le ",
                 care(op + dt.timedelta(days=1), "slash"), ". Ablation des fils par IDE à J10 soit le ",
                 care(op + dt.timedelta(days=10), "long"), "."]),
          ("p", ["Compte rendu dicté par le Dr ", chir.nom("title"), ", relu par ", aide.prenom(), " ", aide.nom("upper"), "."]),
          signature(ctx, chir, etab.place.city_v(), op, "slash")]
    doc.pages = [p0, p1]
    doc.header = identity_header(ctx, pat, "CRO")
    doc.footer = identity_footer(ctx, pat, etab)
    set_meta(doc, ctx, pat, "CRO")
    return doc


LABS = [("Hémoglobine", "g/dL", (11.0, 16.5), "13,0 - 17,0", "718-7"), ("Leucocytes", "G/L", (3.0, 14.0), "4,0 - 10,0", "6690-2"),
        ("Plaquettes", "G/L", (120, 420), "150 - 400", "777-3"), ("Sodium", "mmol/L", (130, 146), "136 - 145", "2951-2"),
        ("Potassium", "mmol/L", (3.2, 5.4), "3,5 - 5,1", "2823-3"), ("Créatinine", "µmol/L", (50, 160), "59 - 104", "2160-0"),
        ("Glucose", "mmol/L", (4.0, 9.5), "4,1 - 5,9", "2345-7"), ("CRP", "mg/L", (1, 120), "0,0 - 5,0", "1988-5"),
        ("ALAT", "UI/L", (10, 90), "7 - 41", "1742-6"), ("HbA1c", "%", (5.2, 9.8), "4,0 - 6,0", "4548-4")]


def _labval(rng, lo, hi):
    v = rng.uniform(lo, hi)
    return ("%d" % v) if hi > 50 else ("%.1f" % v).replace(".", ",")


def bio(ctx, doc):
    rng = ctx.rng
    pat = ctx.patient()
    lab = pp.Etab(ctx, *ctx.pick(pp.LABOS))
    presc, bio_ = ctx.doctor(), ctx.doctor()
    samp = ctx.today - dt.timedelta(days=rng.randint(0, 2))
    dossier = autre("%s-%s" % (samp.strftime("%y%m%d"), rng.randint(1000, 9999)), "dossier_labo")
    rows = rng.sample(LABS, 8)
    n = rng.choice([1, 2, 2])

    def table(rs):
        return ("table", ["Analyse", "Résultat", "Unité", "Valeurs de référence", "LOINC"],
                [[[r[0]], [D("valeur", _labval(rng, *r[2]))], [r[1]], [D("reference", r[3])], [D("loinc", r[4])]] for r in rs],
                [28, 16, 14, 26, 16])
    p0 = [("cols", [("lines", [[lab.v()], [lab.place.street_v()], [lab.place.cp_v(), " ", lab.place.city_v(True)],
                               ["Tél ", lab.tel_v()]])],
           [("kv", [("Dossier n° :", [dossier]), ("Prélevé le :", [care(samp, "slash"), " à 08h12"]),
                    ("Édité le :", [care(ctx.today, "slash")])])]),
          ("box", "Patient", [[pat.nom("upper"), " ", pat.prenom()], ["DDN : ", ddn(pat, rnd_dob_fmt(rng))],
                              [pat.home.street_v(), " ", pat.home.cp_v(), " ", pat.home.city_v()]]),
          ("kv", [("Prescripteur :", ["Dr ", presc.prenom(), " ", presc.nom("upper"), " - RPPS ", pii("RPPS", presc.rpps, "medecin")])]),
          ("title", ["COMPTE RENDU D'ANALYSES DE BIOLOGIE MÉDICALE"]),
          table(rows[:4] if n == 2 else rows[:6])]
    tail = [("p", ["Commentaire : contrôle conseillé à un mois. Biologiste : ", bio_.prenom(), " ", bio_.nom("upper"), "."])]
    if n == 2:
        doc.pages = [p0, [table(rows[4:])] + tail]
    else:
        doc.pages = [p0 + tail]
    fmt = rnd_dob_fmt(rng)
    doc.footer = lambda i, n_: [["Dossier ", dossier, " - ", pat.nom("upper"), " ", pat.prenom(), " - ", ddn(pat, fmt),
                                 " - ", D("page", "Page %d/%d" % (i + 1, n_))]]
    set_meta(doc, ctx, pat, "Biologie")
    return doc


def imagerie(ctx, doc):
    rng = ctx.rng
    pat = ctx.patient()
    cen = pp.Etab(ctx, *ctx.pick(pp.IMAGERIE))
    radio, presc = ctx.doctor(), ctx.doctor()
    exam = ctx.today - dt.timedelta(days=rng.randint(0, 5))
    acc = autre(rng.choice(["ACC%s" % rng.randint(10 ** 9, 10 ** 10 - 1), "RX26A%06d" % rng.randint(0, 999999)]), "accession")
    what, tech = rng.choice([("Scanner abdomino-pelvien", "Acquisition hélicoïdale avec injection de 90 mL d'Iomeron 350"),
                             ("IRM du genou droit", "Séquences T1, T2 FS et DP dans les trois plans, champ 1,5 T"),
                             ("Échographie abdominale", "Sonde convexe 3,5 MHz, patient à jeun")])
    p0 = [("lines", [[cen.v()], [cen.place.street_v(), " - ", cen.place.cp_v(), " ", cen.place.city_v()],
                     ["Secrétariat ", cen.tel_v(), " - ", email_v("rdv@" + cen.distinct.lower().replace(" ", "") .replace("é", "e") + "-imagerie.fr", "etablissement")]]),
          ("title", [what.upper()]),
          ("kv", [("Patient :", [pat.nom("upper"), " ", pat.prenom(), " (", ddn(pat, rnd_dob_fmt(rng)), ")"]),
                  ("N° d'examen :", [acc]), ("Date de l'examen :", [care(exam, rng.choice(["slash", "long", "iso"]))]),
                  ("Demandeur :", ["Dr ", presc.nom("upper"), " ", presc.prenom()])]),
          ("h", ["Indication"]),
          ("p", ["Douleurs de l'hypochondre droit, ", D("eponyme", "signe de Murphy"), " positif, fièvre à ",
                 D("valeur", "38,6 °C"), "."]),
          ("h", ["Technique"]), ("p", [tech, ". PDL : ", D("dose", "%d mGy.cm" % rng.randint(250, 900)), "."]),
          ("h", ["Résultats"]),
          ("p", ["Vésicule à paroi épaissie à ", D("valeur", "%d mm" % rng.randint(4, 9)), ", ",
                 D("mot", WORD_DECOYS[1][0], [WORD_DECOYS[1][1]]), " cortical du rein droit (Bosniak I)."]),
          ("h", ["Conclusion"]), ("p", ["Aspect compatible avec une cholécystite aiguë (", D("cim10", "K81.0"), ")."]),
          signature(ctx, radio)]
    doc.pages = [p0]
    doc.footer = lambda i, n: [[acc, " - ", pat.nom("upper"), " - ", D("page", "Page %d/%d" % (i + 1, n))]]
    set_meta(doc, ctx, pat, "Imagerie")
    return doc
