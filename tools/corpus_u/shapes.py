"""The document shapes: each returns a producer-neutral document (blocks + running header/footer)."""
from __future__ import annotations

import datetime as dt

from . import data as D
from .model import Ctx, Running, keep, pii, fmt_date


def _birth_row(c: Ctx, r):
    lab = r.choice(["Né(e) le", "DDN", "Date de naiss.", "Naissance", "Date de naissance", "Né le" if c.pat.sex == "M" else "Née le"])
    return (lab, [c.I_birth()])


def letterhead(c: Ctx, r, with_acro_def=None):
    if with_acro_def is None:
        with_acro_def = r.random() < 0.5
    l1 = [c.I_etab()] + ([" (", c.I_acro(), ")"] if with_acro_def else [])
    lines = [l1, [("Service d'" if c.service[0] in "AEIOUÉaeiou" else "Service de ") + c.service],
             [c.I_street(c.etab_addr), " – ", c.I_town(c.etab_addr)],
             ["Standard : ", c.I_phone(c.etab_tel), "   FINESS : ", c.I_finess()]]
    return ("letterhead", lines)


def running(c: Ctx, r, with_page=True):
    hdr = r.choice([
        [c.I_acro(), " – ", c.I_name("NOM Prénom"), " – IPP ", c.I_ipp()],
        [c.I_name("NOM Prénom"), " – né(e) le ", c.I_birth(), " – ", c.I_acro()],
        [c.I_acro(), " · Séjour ", c.I_nda(), " · ", c.I_last()],
    ])
    pg = c.K("Page {p} / {n}", "PAGE")
    ftr = r.choice([
        [c.I_acro(), " – Tél. ", c.I_phone(c.etab_tel), "   ", pg],
        [c.I_etab(), " – ", pg],
        ["Document confidentiel – ", c.I_acro(), " – ", pg],
    ])
    return Running(hdr), Running(ftr if with_page else ftr[:-1])


def ident_rows(c: Ctx, r, extra=True, addr=True):
    rows = [("Nom d'usage", [c.I_last()]) if r.random() < 0.5 else ("Patient", [c.I_name()])]
    if c.maiden:
        rows.append((r.choice(["Nom de naissance", "Née"]), [c.I_maiden()]))
    rows.append(_birth_row(c, r))
    rows.append(("IPP", [c.I_ipp()]))
    if r.random() < 0.3:
        rows.append(("INS (NIR)", [c.I_ins()]))
    if extra:
        if r.random() < 0.3:
            rows.append(("Courriel", [c.I_email()]))
        rows.append((r.choice(["N° de séjour", "NDA", "N° venue"]), [c.I_nda()]))
        if addr:
            rows.append(("Adresse", [c.I_street(), ", ", c.I_town()]))
            rows.append(("Tél.", [c.I_phone()]))
    return rows


def signature(c: Ctx, r):
    lines = [["Dr ", c.I_doc(r.choice(["Prénom NOM", "Prénom Nom"]))],
             [r.choice(["Praticien hospitalier", "Chef de clinique", "Médecin biologiste", "Radiologue"]) + " – " + c.service],
             ["RPPS ", c.I_rpps()]]
    if r.random() < 0.4:
        lines.append(["N° carte CPS : ", c.I_idnat()])
    if r.random() < 0.3:
        lines.append(["Signé électroniquement le ", c.D_care(c.leave)])
    return ("sig", lines)


def gp_block(c: Ctx, r):
    return ("p", ["Médecin traitant : Dr ", c.I_gp(r.choice(["Prénom NOM", "Prénom Nom"])), ", ",
                  c.I_street(c.gp_addr), ", ", c.I_town(c.gp_addr), " – Tél. ", c.I_phone(c.gp_phone)])


def _hom(c, r):
    full, word = r.choice(D.HOMONYMES)
    pre = full[: full.index(word)]
    return [r.choice(["Mode de vie : ", "Profession : ", "Contexte social : "]) + pre, c.M(word), full[full.index(word) + len(word):]]


def _drug_rows(c, r, n):
    rows = []
    for name, dose, poso in r.sample(D.DRUGS, n):
        rows.append([[name + " "], [c.K(dose, "DOSE")], [poso]])
    return rows


def _bio_rows(c, r, n, with_loinc=False):
    rows = []
    for name, unit, (lo, hi), ref, loinc in r.sample(D.BIO, n):
        v = r.uniform(lo, hi)
        val = ("%.2f" % v if hi < 10 else "%.1f" % v if hi < 100 else "%d" % v).replace(".", ",")
        row = [[name], [c.K(val, "BIO")], [unit], [c.K(ref, "NORMES")]]
        if with_loinc:
            row.append([c.K(loinc, "LOINC")])
        rows.append(row)
    return rows


# ------------------------------------------------------------------ shapes

def lettre_sortie(c: Ctx, r):
    cim = r.sample(D.CIM10, 2)
    b = [letterhead(c, r), ("title", ["LETTRE DE LIAISON À LA SORTIE"]),
         ("cols", ident_rows(c, r, extra=False),
          [("Entrée le", [c.D_care(c.admit)]), ("Sortie le", [c.D_care(c.leave)]),
           (r.choice(["N° de séjour", "Venue"]), [c.I_nda()]), ("Unité", [c.service])]),
         gp_block(c, r),
         ("p", ["Cher confrère, votre patient", "e" if c.pat.sex == "F" else "", " ", c.I_name("Prénom Nom"),
                " a été hospitalisé", "e" if c.pat.sex == "F" else "", " du ", c.D_care(c.admit), " au ", c.D_care(c.leave),
                " pour ", cim[0][1], " (", c.K(cim[0][0], "CIM10"), "). Antécédents : ", cim[1][1], " (",
                c.K(cim[1][0], "CIM10"), "), ", c.K(r.choice(D.EPONYMES), "EPONYME"), " évoqué puis écarté. "]
          + _hom(c, r) + [", vit à domicile près de ", c.M(r.choice(D.RIVIERES)), "."]),
         ("h", "Traitement de sortie"),
         ("table", ["Médicament", "Dose", "Posologie"], _drug_rows(c, r, r.randint(3, 5)), None),
         ("p", ["Personne à prévenir : ", c.rel.name_item("Prénom NOM"), " (", r.choice(["fille", "fils", "époux", "épouse", "nièce"]),
                "), ", c.I_phone(c.rel_phone), ". Contrôle biologique le ", c.D_care(c.leave + dt.timedelta(days=7)), "."]),
         signature(c, r)]
    return "Lettre de liaison", b


def cr_operatoire(c: Ctx, r):
    ccam = r.sample(D.CCAM[:5], 2)
    dev = r.choice(D.DEVICES)
    b = [letterhead(c, r), ("title", ["COMPTE RENDU OPÉRATOIRE"]),
         ("kv", [("Patient", [c.I_name()]), _birth_row(c, r), ("IPP", [c.I_ipp()]),
                 ("Date d'intervention", [c.D_care(c.admit)]), ("Opérateur", ["Dr ", c.I_doc()]),
                 ("Anesthésiste", ["Dr ", c.gp.name_item("Prénom NOM")])], r.choice(["dots", "colon"])),
         ("p", ["Acte : ", ccam[0][1], " (CCAM ", c.K(ccam[0][0], "CCAM"), "), associé à ", ccam[1][1], " (",
                c.K(ccam[1][0], "CCAM"), "). Indication : ", c.K(r.choice(D.EPONYMES), "EPONYME"), " positif."]),
         ("p", ["Installation en décubitus dorsal, ventilation sur ", c.K(dev, "DISPOSITIF"),
                ". Antibioprophylaxie céfazoline ", c.K("2 g", "DOSE"), " IV. Matériel : agrafeuse lot ",
                c.K("L%s-%s" % (c.ids.digits(4), r.choice("ABCDK")), "LOT"), ". Fermeture plan par plan. Pertes sanguines estimées à ",
                c.K("150 mL", "DOSE"), "."]),
         ("p", ["Suites : lever J1, sortie prévue le ", c.D_care(c.leave), ". Compte rendu adressé au Dr ", c.I_gp("Prénom Nom"), "."]),
         signature(c, r)]
    return "Compte rendu opératoire", b


def consultation(c: Ctx, r):
    age = c.admit.year - c.birth.year
    b = [letterhead(c, r), ("title", ["Consultation de " + c.service.lower()]),
         ("p", ["Date de consultation : ", c.D_care(c.admit, c.bstyle)]),
         ("kv", ident_rows(c, r), "table"),
         ("p", ["Patient", "e" if c.pat.sex == "F" else "", " de %d ans, " % age] + _hom(c, r) +
          [". Tension 138/82 mmHg, FC 72/min. ", c.K(r.choice(D.EPONYMES), "EPONYME"), " négatif. ",
           "Bilan du ", c.D_care(c.admit - dt.timedelta(days=12)), " sans particularité."]),
         ("p", ["Conclusion : ", r.choice(D.CIM10)[1], ". Traitement par ", r.choice(D.DRUGS)[0], " ", c.K(r.choice(["5 mg", "10 mg", "2,5 mg"]), "DOSE"),
                ". Prochain rendez-vous le ", c.D_care(c.admit + dt.timedelta(days=90)), "."]),
         ("p", ["Copie : Dr ", c.I_gp(), ", ", c.I_town(c.gp_addr), ". Contact patient : ", c.I_email()]),
         signature(c, r)]
    return "Consultation", b


def biologie(c: Ctx, r):
    n = r.randint(6, 11)
    sampled = c.admit
    b = [letterhead(c, r),
         ("box", [[c.I_name("NOM Prénom")], [_birth_row(c, r)[0] + " : ", c.I_birth()],
                  ["Dossier n° ", c.I_id("B%s%s" % (sampled.strftime("%y%m%d"), c.ids.digits(4)), "DOSSIER_LABO")],
                  ["IPP ", c.I_ipp()]]),
         ("kv", [("Prélevé le", [c.D_care(sampled, c.bstyle), " à 07:42"]), ("Reçu le", [c.D_care(sampled)]),
                 ("Prescripteur", ["Dr ", c.I_gp("Prénom NOM")]), ("Automate", [c.K(r.choice(D.DEVICES[5:7]), "DISPOSITIF")])],
          r.choice(["colon", "under"])),
         ("h", "Hématologie – Biochimie"),
         ("table", ["Analyse", "Résultat", "Unité", "Valeurs de référence", "LOINC"], _bio_rows(c, r, n, True), None),
         ("p", ["Antériorité du ", c.D_care(sampled - dt.timedelta(days=r.randint(20, 200))),
                " : résultats comparables. Résultats validés biologiquement."]),
         signature(c, r)]
    return "Compte rendu de biologie", b


def imagerie(c: Ctx, r):
    acc = "%s%s" % (r.choice(["RX", "CT", "IRM", "A"]), c.ids.digits(8))
    b = [letterhead(c, r), ("title", ["COMPTE RENDU D'IMAGERIE"]),
         ("cols", [("Patient", [c.I_name()]), _birth_row(c, r), ("IPP", [c.I_ipp()])],
          [("Examen du", [c.D_care(c.admit, c.bstyle)]), ("N° d'examen", [c.I_id(acc, "ACCESSION")]),
           ("Appareil", [c.K(r.choice(D.DEVICES[3:5]), "DISPOSITIF")])]),
         ("p", ["Indication : douleur, ", c.K(r.choice(D.EPONYMES), "EPONYME"), ". Demandeur : Dr ", c.I_gp("Prénom Nom"), "."]),
         ("p", ["Technique : acquisition hélicoïdale, PDL ", c.K("412 mGy.cm", "DOSE"), ", injection de ",
                c.K("80 mL", "DOSE"), " d'iohexol (lot ", c.K("%s%s" % (r.choice("KMT"), c.ids.digits(5)), "LOT"), ")."]),
         ("p", ["Résultat : pas d'épanchement. Comparaison avec l'examen du ", c.D_care(c.admit - dt.timedelta(days=400)), "."]),
         ("p", ["Conclusion : aspect compatible avec ", r.choice(D.CIM10)[1], " (", c.K(r.choice(D.CIM10)[0], "CIM10"), ")."]),
         signature(c, r)]
    return "Compte rendu d'imagerie", b


def ordonnance(c: Ctx, r):
    bizone = r.random() < 0.6
    rows = _drug_rows(c, r, r.randint(2, 4))
    b = [letterhead(c, r, False),
         ("kv", [("Prescripteur", ["Dr ", c.I_doc()]), ("RPPS", [c.I_rpps()]), ("AM", [c.I_finess()])], "colon"),
         ("p", [c.I_town(c.etab_addr), ", le ", c.D_care(c.leave, "long")]),
         ("box", [[c.I_name("Prénom NOM")], ["Né", "e" if c.pat.sex == "F" else "", " le ", c.I_birth()],
                  ["NIR : ", c.I_nir()]]),
         ("p", ["N° de prescription : ", c.I_id("%s%s" % (r.choice(["ORD", "P", ""]), c.ids.digits(9)), "PRESCRIPTION")])]
    if bizone:
        b += [("h", "Prescriptions relatives au traitement de l'affection de longue durée reconnue (ALD)"),
              ("table", ["Médicament", "Dose", "Posologie"], rows[:2], None),
              ("h", "Prescriptions SANS RAPPORT avec l'affection de longue durée"),
              ("table", ["Médicament", "Dose", "Posologie"], rows[2:] or _drug_rows(c, r, 1), None)]
    else:
        b += [("h", "Ordonnance"), ("table", ["Médicament", "Dose", "Posologie"], rows, None)]
    b += [("p", ["Code UCD ", c.K("34008%s" % c.ids.digits(8), "UCD"), " – ATC ", c.K(r.choice(D.ATC)[0], "ATC"),
                 ". Durée : 3 mois, à renouveler. Cerfa ", c.K("n°12485*03", "VERSION"), "."]),
          signature(c, r)]
    return "Ordonnance", b


def transfert_ide(c: Ctx, r):
    b = [letterhead(c, r), ("title", ["FICHE DE LIAISON INFIRMIÈRE"]),
         ("kv", ident_rows(c, r), "under"),
         ("kv", [("Date du transfert", [c.D_care(c.leave, c.bstyle)]), ("Vers", ["EHPAD Les Tilleuls, ", c.I_town(c.gp_addr)]),
                 ("Personne de confiance", [c.rel.name_item("Prénom NOM"), " – ", c.I_phone(c.rel_phone)])], "dots"),
         ("table", ["Soins", "Fréquence", "Dernier soin"],
          [[["Pansement escarre talon"], ["1 j / 2"], [c.D_care(c.leave - dt.timedelta(days=1))]],
           [["Glycémie capillaire"], ["3 / jour"], [c.D_care(c.leave)]],
           [["Injection ", c.K("4000 UI", "DOSE"), " énoxaparine"], ["1 / jour"], [c.D_care(c.leave)]]], None),
         ("p", ["Échelle de Norton 12, ", c.K(r.choice(D.EPONYMES), "EPONYME"), ". "] + _hom(c, r) +
          [". Mutuelle : ", c.I_mut(), ", adhérent ", c.I_id(c.mut_no, "MUTUELLE"), "."]),
         ("sig", [["IDE : ", c.doc.name_item("Prénom Nom")], ["ADELI ", pii(c.adeli, "ADELI")]])]
    return "Fiche de liaison infirmière", b


def bon_transport(c: Ctx, r):
    b = [("title", ["PRESCRIPTION MÉDICALE DE TRANSPORT"]), ("p", ["Formulaire ", c.K("S3138c", "VERSION"), " – ", c.K("cerfa n°11574*05", "VERSION")]),
         ("kv", [("Nom", [c.I_last()]), ("Prénom", [pii(c.pat.first, "PERSONNE", True)]), ("N° d'immatriculation", [c.I_nir()]),
                 ("Date de naissance", [c.I_birth()]), ("Adresse", [c.I_street(), " ", c.I_town()])], "table"),
         ("p", ["Organisme : CPAM ", c.addr[2][1], " – Complémentaire : ", c.I_mut()]),
         ("p", ["Transport du ", c.D_care(c.leave, c.bstyle), " de ", c.I_etab(), " vers le domicile, en ",
                r.choice(["VSL", "ambulance", "taxi conventionné"]), ". Motif : ", c.K(r.choice(D.CIM10)[0], "CIM10"),
                ", ALD exonérante."]),
         ("kv", [("Identification du prescripteur", ["Dr ", c.I_doc()]), ("N° RPPS", [c.I_rpps()]),
                 ("N° FINESS", [c.I_finess()]), ("Date", [c.D_care(c.leave)])], "colon")]
    return "Bon de transport", b


def admission(c: Ctx, r):
    b = [letterhead(c, r), ("title", ["FEUILLE D'ADMISSION"]),
         ("box", [[c.I_name("NOM Prénom")], [c.I_birth(), "  (", c.pat.sex, ")"], ["IPP ", c.I_ipp(), "  NDA ", c.I_nda()],
                  ["Code-barres séjour : ", c.I_nda()]]),
         ("cols", ident_rows(c, r, addr=False),
          [("Admis le", [c.D_care(c.admit, c.bstyle)]), ("Mode", ["urgences"]), ("INS", [c.I_ins()]),
           ("OID", [c.K("1.2.250.1.213.1.4.8", "OID")]), ("Courriel", [c.I_email()])]),
         ("kv", [("Adresse", [c.I_street()]), ("Commune", [c.I_town()]), ("Téléphone", [c.I_phone()]),
                 ("Médecin traitant", ["Dr ", c.I_gp()]), ("Organisme complémentaire", [c.I_mut()]), ("N° adhérent", [c.I_id(c.mut_no, "MUTUELLE")]),
                 ("Lieu de naissance", [c.I_bplace()])], "dots"),
         ("p", ["Formulaire ADM-", c.K("v%d.%d" % (r.randint(2, 5), r.randint(0, 9)), "VERSION"), " – édité le ", c.D_care(c.admit)])]
    return "Feuille d'admission", b


def courrier_confrere(c: Ctx, r):
    b = [letterhead(c, r),
         ("p", ["Dr ", c.I_gp("Prénom Nom"), "\n", c.I_street(c.gp_addr), "\n", c.I_town(c.gp_addr)]),
         ("p", [c.I_town(c.etab_addr), ", le ", c.D_care(c.leave, "long")]),
         ("p", ["Objet : ", c.I_name("Prénom NOM"), ", né", "e" if c.pat.sex == "F" else "", " le ", c.I_birth(),
                " à ", c.I_bplace()]),
         ("p", ["Cher ami, j'ai revu ce jour ton patient, ", c.K(r.choice(D.EPONYMES), "EPONYME"), " connue depuis ",
                "2011. "] + _hom(c, r) + [". Je propose d'augmenter le ", r.choice(D.DRUGS)[0], " à ",
                c.K(r.choice(["10 mg", "5 mg", "20 mg"]), "DOSE"), " et un contrôle le ", c.D_care(c.leave + dt.timedelta(days=30)), "."]),
         ("p", ["Tu peux me joindre au ", c.I_phone(c.etab_tel), " ou par messagerie sécurisée ",
                pii("%s.%s@%s.mssante.fr" % (c.doc.first.split("-")[0].lower().replace("ë", "e").replace("é", "e").replace("ï", "i"),
                                             "".join(ch for ch in c.doc.last.lower() if ch.isascii() and ch.isalpha()), c.acro.lower()), "EMAIL"), "."]),
         ("p", ["Bien confraternellement,"]), signature(c, r)]
    return "Courrier à un confrère", b


def pre_anesthesie(c: Ctx, r):
    b = [letterhead(c, r), ("title", ["DOSSIER DE CONSULTATION PRÉ-ANESTHÉSIQUE"]),
         ("cols", [("Nom", [c.I_last()]), ("Prénom", [pii(c.pat.first, "PERSONNE", True)])] + ([("Nom de naissance", [c.I_maiden()])] if c.maiden else []),
          [_birth_row(c, r), ("IPP", [c.I_ipp()]), ("Consultation du", [c.D_care(c.admit, c.bstyle)])]),
         ("table", ["Paramètre", "Valeur"],
          [[["Poids"], ["72 kg"]], [["Taille"], ["168 cm"]], [["ASA"], [c.K("ASA 2", "SCORE")]],
           [["Mallampati"], [c.K("classe II", "SCORE")]], [["Intervention prévue"], [c.D_care(c.admit + dt.timedelta(days=14))]]], None),
         ("p", ["Antécédents : ", r.choice(D.CIM10)[1], ", ", c.K(r.choice(D.EPONYMES), "EPONYME"), ". Allergie : aucune connue. "]
          + _hom(c, r) + ["."]),
         ("p", ["Traitement : ", r.choice(D.DRUGS)[0], " ", c.K("75 mg", "DOSE"), " à arrêter 5 jours avant. Respirateur ",
                c.K(D.DEVICES[0], "DISPOSITIF"), ". Formulaire ", c.K("ANES-F12 v4", "VERSION"), "."]),
         signature(c, r)]
    return "Dossier de pré-anesthésie", b


def certificat(c: Ctx, r):
    b = [letterhead(c, r), ("title", ["CERTIFICAT MÉDICAL"]),
         ("p", ["Je soussigné", ", Dr ", c.I_doc("Prénom NOM"), ", certifie avoir examiné le ", c.D_care(c.admit, c.bstyle), " ",
                "Mme " if c.pat.sex == "F" else "M. ", c.I_name("Prénom NOM"), ", né", "e" if c.pat.sex == "F" else "",
                " le ", c.I_birth(), " à ", c.I_bplace(), ", demeurant ", c.I_street(), ", ", c.I_town(), "."]),
         ("p", ["Son état de santé nécessite un arrêt de travail jusqu'au ", c.D_care(c.leave), " inclus. "] + _hom(c, r) +
          [". Pas de contre-indication à la reprise ultérieure."]),
         ("p", ["Certificat remis en main propre à l'intéressé", "e" if c.pat.sex == "F" else "", " pour faire valoir ce que de droit."]),
         ("p", ["Fait à ", c.I_town(c.etab_addr), ", le ", c.D_care(c.admit, "long")]), signature(c, r)]
    return "Certificat médical", b


def cr_hospitalisation(c: Ctx, r):
    stays = []
    d = c.admit - dt.timedelta(days=r.randint(300, 700))
    for k in range(r.randint(3, 5)):
        d2 = d + dt.timedelta(days=r.randint(1, 8))
        nda = c.nda if k == 0 else (c.nda[:-3] + c.ids.digits(3))
        stays.append([[c.I_nda() if k == 0 else c.I_id(nda, "SEJOUR")], [c.D_care(d, c.bstyle)], [c.D_care(d2, c.bstyle)],
                      [r.choice(D.SERVICES)], [c.K(r.choice(D.CIM10)[0], "CIM10")]])
        d = d2 + dt.timedelta(days=r.randint(40, 120))
    b = [letterhead(c, r), ("title", ["COMPTE RENDU D'HOSPITALISATION"]),
         ("kv", ident_rows(c, r), r.choice(["colon", "dots"])),
         ("p", ["NIR ", c.I_nir(False), " – INS ", c.I_ins(), " (OID ", c.K("1.2.250.1.213.1.4.8", "OID"), ")"]),
         ("h", "Séjours antérieurs"),
         ("table", ["Séjour", "Entrée", "Sortie", "Unité", "Diag."], stays, None),
         ("h", "Histoire de la maladie"),
         ("p", ["Patient", "e" if c.pat.sex == "F" else "", " adressé", "e" if c.pat.sex == "F" else "", " par le Dr ", c.I_gp("Prénom Nom"),
                " pour dyspnée. ", c.K(r.choice(D.EPONYMES), "EPONYME"), ". "] + _hom(c, r) +
          [". Évolution favorable sous ", r.choice(D.DRUGS)[0], " ", c.K("40 mg", "DOSE"), "."]),
         ("h", "Biologie d'entrée"),
         ("table", ["Analyse", "Résultat", "Unité", "Normes"], _bio_rows(c, r, r.randint(4, 7)), None),
         ("p", ["Sortie le ", c.D_care(c.leave), ". Rendez-vous de suivi le ", c.D_care(c.leave + dt.timedelta(days=45)), "."]),
         signature(c, r)]
    return "Compte rendu d'hospitalisation", b


SHAPES = [lettre_sortie, cr_operatoire, consultation, biologie, imagerie, ordonnance, transfert_ide, bon_transport,
          admission, courrier_confrere, pre_anesthesie, certificat, cr_hospitalisation]


def extension(c: Ctx, r):
    """Day-by-day evolution and a table of exams: makes the document two or three pages long."""
    out = [("h", "Évolution dans le service")]
    d = c.admit
    phrases = ["Patient%s apyrétique, constantes stables. " % ("e" if c.pat.sex == "F" else ""),
               "Douleurs contrôlées par paracétamol. ", "Reprise de l'alimentation orale, bonne tolérance. ",
               "Kinésithérapie respiratoire quotidienne, lever au fauteuil. ", "Diurèse conservée, pas d'œdème. ",
               "Pansement propre, cicatrice sans écoulement. ", "Bilan martial demandé. ", "Avis diététique pris. "]
    for k in range(r.randint(6, 26)):
        d = d + dt.timedelta(days=1)
        segs = ["Le ", c.D_care(d), " : "] + r.sample(phrases, r.randint(2, 4))
        if r.random() < 0.25:
            segs += [c.K(r.choice(D.EPONYMES), "EPONYME"), " recherché, négatif. "]
        if r.random() < 0.12:
            segs += ["Promenade accompagnée jusqu'aux quais de ", c.M(r.choice(D.RIVIERES)), ". "]
        if r.random() < 0.12:
            w = r.choice(["boucher", "marchand", "meunier", "boulanger", "berger", "charpentier"])
            segs += ["Visite de son neveu, ", c.M(w), " de métier. "]
        if r.random() < 0.15:
            segs += ["Appel de ", c.rel.name_item("Prénom NOM"), " au ", c.I_phone(c.rel_phone), ". "]
        out.append(("p", segs))
    rows = []
    for k in range(r.randint(5, 16)):
        e = r.choice(D.CCAM)
        rows.append([[c.D_care(c.admit + dt.timedelta(days=k))], [e[1]], [c.K(e[0], "CCAM")], [r.choice(["normal", "sans anomalie", "à contrôler", "cf. compte rendu"])]])
    out += [("h", "Examens réalisés"), ("table", ["Date", "Examen", "Code", "Résultat"], rows, None)]
    return out
