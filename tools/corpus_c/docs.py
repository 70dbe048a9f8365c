"""Corpus C: document types shaped like CI-SIS / DMP exchange documents.

lettre de liaison de sortie, compte rendu de biologie, compte rendu d'imagerie,
ordonnance, compte rendu de consultation. Each builder fills a ``Doc`` of the
neutral model from a fictional ``Ctx``.
"""

from __future__ import annotations

import datetime as dt

from . import ids
from .context import LAB, Ctx, name_probes, signature
from .model import B, Doc, Page, decoy, keep, pii

SMALL = 5.5


# ------------------------------------------------------------------ running headers / footers


def running(c: Ctx, style: int):
    """Header line repeated on every page, in the style of one hospital information system."""
    if style == 0:
        return [["Pat.: ", *c.name("NP", "upper", usage=False), " | ", c.ipp_seg(), " | ", c.nda_seg()]]
    if style == 1:
        return [[*c.name("NP", "upper"), " – Né(e) le ", c.ddn_seg("slash", prefix=True), " – IPP : ", c.ipp_seg(),
                 " – Séjour : ", c.nda_seg()]]
    if style == 2:  # lower-case export of an EHR, compact birth date next to the name
        return [[c.nom_seg("lower", False), " ", *c.prenom_seg("lower"), " (", "F" if c.sex == 2 else "M", ") ",
                 c.ddn_seg("compact"), " — dossier ", c.ipp_seg()]]
    return [["Patient : ", *c.name("PN", "title", civ=True), " | DDN ", c.ddn_seg("yy"), " | N° venue ", c.nda_seg()]]


def footer(c: Ctx, style: int, printed: dt.date):
    if style == 0:
        return [[*c.etab_seg(short_ok=False), " – ", *c.etab_addr(), " – Tél. ", c.tel_seg(c.etab_tel, "etab"), " – FINESS ",
                 c.finess_seg("eg"), " – Page {PAGE}/{PAGES}"]]
    if style == 1:
        return [["Document imprimé le ", c.care(printed, "slash"), " à 14:22 par ", pii("AUTRE", c.login, "utilisateur"),
                 " – Page {PAGE} sur {PAGES} – ", c.nom_seg("upper", False), " ", *c.prenom_seg()]]
    return [["Confidentiel – secret médical (art. L1110-4 CSP) – ", *c.etab_seg(short_ok=False), " – ", c.ipp_seg(), " – p. {PAGE}/{PAGES}"]]


def new_page(doc: Doc, c: Ctx, hs: int, fs: int, **kw) -> Page:
    pg = doc.page(**kw)
    if not hasattr(c, "_running"):  # the same header and footer on every page of a document
        c._running = (running(c, hs), footer(c, fs, c.sortie))
    pg.header, pg.footer = c._running
    return pg


def sidebar(c: Ctx):
    """Left column of hospital letterheads: the service's practitioners."""
    out = [[B(c.topic["service"].split("–")[-1].strip())], ["Chef de service"], c.doc_name(c.docs[0], "PN", "Pr "),
           ["RPPS ", c.rpps_seg(c.docs[0])], ["Praticiens hospitaliers"]]
    for d in c.docs[1:4]:
        out.append(c.doc_name(d, "PN"))
    out += [["Secrétariat"], [c.tel_seg(c.etab_tel, "etab")], ["Fax ", c.tel_seg(c.etab_fax, "etab")], [pii("EMAIL", c.serv_mail, "etab")]]
    return out


def identity_table(c: Ctx):
    rows = [["Nom de naissance", [c.nom_seg("upper", False)]]]
    if c.nom_usage:
        rows.append(["Nom utilisé", [c.nom_seg("upper", True)]])
    rows += [["Prénom(s)", c.prenom_seg("title", all_=True)], ["Sexe", "Féminin" if c.sex == 2 else "Masculin"],
             ["Date de naissance", [c.ddn_seg(c.r.choice(["slash", "dash", "dots_mixed", "spaced", "iso"]))]],
             ["Lieu de naissance", [pii("AUTRE", c.insee, "patient", [c.insee]), " (", pii("VILLE", c.birth_place, "patient", [c.birth_place.split(" (")[0]]), ")"]],
             ["Matricule INS", [c.nir_seg(), " – OID ", decoy("1.2.250.1.213.1.4.8", "code")]],
             ["IPP", [c.ipp_seg()]]]
    return rows


# ------------------------------------------------------------------ lettre de liaison


def liaison(doc: Doc, c: Ctx):
    r, t = c.r, c.topic
    hs, fs = r.randrange(4), r.randrange(3)
    pg = new_page(doc, c, hs, fs)
    right = [[B("LETTRE DE LIAISON À LA SORTIE")], [*c.etab_seg(short_ok=False)], [t["service"]], "",
             ["Destinataire : ", *c.doc_name(c.mt, "PN"), ", médecin traitant"], [pii("ADRESSE", c.mt["street"], "praticien")],
             [pii("CODE_POSTAL", c.mt["cp"], "praticien"), " ", pii("VILLE", c.mt["city"].upper(), "praticien")], "",
             ["Séjour du ", c.care(c.entree, "slash"), " au ", c.care(c.sortie, "slash"), " – ", c.room()],
             ["N° de séjour : ", c.nda_seg()]]
    pg.cols(sidebar(c), right, widths=(0.3, 0.7), size_left=7)
    pg.table(identity_table(c), widths=(0.3, 0.7), size=8.5)
    pg.p([B("Motif d'hospitalisation : "), t["motif"], ". Diagnostic principal : ", t["cim"][1], " (CIM-10 ",
          decoy(t["cim"][0], "code"), ")."], size=9.5)
    mode = r.choice(["urgences", "adressage"])
    pg.p(["Synthèse du séjour : ", c.name("PN", r.choice(["title", "upper", "lower"]), civ=True, usage=False), ", âgé(e) de ",
          str(c.sortie.year - c.ddn.year), " ans, a été admis(e) le ", c.care(c.entree, "long"),
          " par les urgences" if mode == "urgences" else " sur adressage de son médecin", ". Antécédent de ", c.epo(0), ". À l'entrée, ", c.epo(1), " négatif. ", *c.epo_extra(), " La prise en charge a comporté une ",
          t["ccam"][1], " (acte CCAM ", decoy(t["ccam"][0], "code"), ") réalisée le ", c.care(c.entree + dt.timedelta(days=1), "slash"),
          ". L'évolution a été favorable ; ", c.epo(2), " recalculé avant la sortie.",
          " Les résultats biologiques complets figurent dans le dossier ; la dernière ", keep("ORDINARY", "interp-\nrétation", "coupe"), " est jointe."],
         size=9.5, align="justify")

    pg2 = new_page(doc, c, hs, fs, landscape=r.random() < 0.3)
    rows = [[B("Médicament"), B("Dosage"), B("Posologie"), B("Code ATC"), B("Statut")]]
    for name, dose, poso, atc in t["drugs"]:
        rows.append([name, [decoy(dose, "dose")], poso, [decoy(atc, "code")], r.choice(["nouveau", "poursuivi", "modifié"])])
    pg2.p([B("Traitement de sortie")], size=11)
    pg2.table(rows, widths=(0.3, 0.14, 0.34, 0.11, 0.11), size=8.5, header=True)
    if "Castaing" in " ".join(t["epo"]) or r.random() < 0.4:
        lot = "%02d%s%04d%s" % (r.randint(20, 24), r.choice("HKMR"), r.randint(1000, 9999), r.choice("AB"))
        pg2.p(["Dispositif implanté : référence ", decoy(str(r.randint(300000, 399999)), "code"), ", ",
               decoy("lot " + lot, "lot"), ", posé le ", c.care(c.entree + dt.timedelta(days=1), "slash"), "."], size=9)
    pg2.p([B("Suites à donner : "), "consultation de contrôle le ", c.care(c.sortie + dt.timedelta(days=r.randint(20, 60)), "weekday"),
           " avec ", *c.doc_name(c.docs[2], "title"), " ; bilan biologique à J8 (", decoy("Kaliémie 4,2", "labo", ["4,2"]), " à la sortie)."], size=9.5)
    pg2.p([B("Personne de confiance : "), pii("PRENOM", c.proche["prenom"], "proche"), " ",
           pii("NOM", c.proche["nom"], "proche"), " (", c.proche["lien"], "), joignable au ", c.tel_seg(c.proche["tel"], "proche"), "."], size=9.5)
    addr = c.addr_segs(caps_city=False)
    pg2.p([B("Adresse du patient : "), *addr[0], ", ", *addr[1], " – portable ", c.tel_seg(), " – ", c.mail_seg()], size=9)
    if c.word_surname:
        pg2.p(["Mode de vie : ancien ", keep("ORDINARY", c.word_surname, "homonyme"), ", vit à domicile."], size=9.5)
    for ln in signature(c, c.docs[0]):
        pg2.p(ln, size=9.5, align="right")


# ------------------------------------------------------------------ biologie


def biologie(doc: Doc, c: Ctx):
    r = c.r
    lab = r.choice(ids.LABS)
    site = r.choice(ids.CITIES)
    dossier = "%s-%04d" % (c.entree.strftime("%y%m%d"), r.randint(1, 9999))
    demande = "%02d%s%07d" % (c.entree.year % 100, r.choice("CHLX"), r.randint(0, 9999999))
    hs = r.randrange(4)
    npages = r.choice([1, 2, 2])
    rows_all = r.sample(LAB, 14)
    for k in range(npages):
        landscape = k == 1 and r.random() < 0.5
        pg = doc.page(landscape=landscape)
        if k == 0:
            head = running(c, hs)
        pg.header = head
        pg.cols([[pii("ETAB", lab, "etab", name_probes(lab), bold=True)], ["site de ", pii("VILLE", site[0], "etab")], ["FINESS ", c.finess_seg("eg")],
                 ["Tél. ", c.tel_seg(c.etab_tel, "etab")], ["Biologiste responsable :"], c.doc_name(c.docs[3], "PN")],
                [[B("COMPTE RENDU D'EXAMENS DE BIOLOGIE MÉDICALE")], ["Patient : ", *c.name("NP", "upper")],
                 ["Né(e) le : ", c.ddn_seg(r.choice(ids.BIRTH_STYLES))], ["N° dossier : ", pii("AUTRE", dossier, "patient")],
                 ["N° demande : ", pii("AUTRE", demande, "patient")], ["Prescripteur : ", *c.doc_name(c.docs[1])]],
                widths=(0.4, 0.6), size_left=8)
        when = c.entree + dt.timedelta(days=k)
        pg.p(["Prélèvement du ", c.care(when, "slash"), " à 07h", "%02d" % r.randint(0, 59), " – ", c.room(),
              " – reçu au laboratoire le ", c.care(when, "short")], size=8.5)
        if landscape:
            dates = [when - dt.timedelta(days=d) for d in (0, 3, 9, 31, 90)]
            rows = [[B("Analyse"), B("Unité")] + [[c.care(d, "short")] for d in dates]]
            for row in rows_all[:10]:
                rows.append([row[0], row[1]] + [[c.lab_value(row, r.random() < 0.2)] for _ in dates])
            pg.p([B("Tableau cumulatif des résultats")], size=10)
            pg.table(rows, widths=(0.22, 0.13) + (0.13,) * 5, size=8, header=True)
        else:
            rows = [[B("Analyse"), B("Résultat"), B("Unité"), B("Valeurs de référence"), B("LOINC"), B("Antériorité")]]
            for row in rows_all[k * 7:(k + 1) * 7]:
                ab = r.random() < 0.25
                prev = c.entree - dt.timedelta(days=r.randint(20, 400))
                rows.append([row[0], [c.lab_value(row, ab), " H" if ab else ""], row[1] or "-", c.ref_text(row), [decoy(row[5], "code")],
                             [c.lab_value(row), " (", c.care(prev, "short"), ")"]])
            pg.table(rows, widths=(0.25, 0.12, 0.14, 0.18, 0.11, 0.2), size=8.5, header=True)
        pg.p(["Commentaire : résultats validés biologiquement. Hémolyse absente. Contexte transmis : ", c.epo(0 if k == 0 else 1), "."], size=8.5)
        if k == 0:
            foot = [[pii("ETAB", lab, "etab", name_probes(lab)), " – ", c.doc_name(c.docs[3], "NP", "Dr "), " – dossier ", pii("AUTRE", dossier, "patient"),
                     " – ", c.nom_seg("upper", False), " ", *c.prenom_seg(), " – page {PAGE}/{PAGES}"]]
        pg.footer = foot


# ------------------------------------------------------------------ imagerie


def imagerie(doc: Doc, c: Ctx):
    r = c.r
    cab = r.choice(ids.CABINETS[2:])
    acc = r.choice(["%s%s%07d" % (cab.split()[-1][:3].upper(), c.entree.strftime("%y"), r.randint(0, 9999999)),
                    "%02d%s%06d%s" % (c.entree.year % 100, "R", r.randint(0, 999999), r.choice("ABC"))])
    exam = "RX-%s-%05d" % (c.entree.strftime("%y%m"), r.randint(0, 99999))
    modal = r.choice([("Scanner thoraco-abdomino-pelvien avec injection", "ZZQH033"), ("Radiographie du thorax de face", "ZBQK002"),
                      ("IRM cérébrale sans et avec injection", "AAQN004")])
    pg = doc.page(landscape=False)
    pg.header = [[pii("ETAB", cab, "etab", name_probes(cab), bold=True), " – ", *c.doc_name(c.docs[4], "PN"), ", radiologue – RPPS ", c.rpps_seg(c.docs[4])]]
    pg.p([B("COMPTE RENDU D'IMAGERIE")], size=12, align="center")
    pg.table([["Patient", [*c.name("NP", r.choice(["upper", "title"]), civ=True)]],
              ["Date de naissance", [c.ddn_seg(r.choice(["weekday", "caps", "long", "slash_short"]))]],
              ["N° d'examen", [pii("AUTRE", exam, "patient")]], ["N° d'accession", [pii("AUTRE", acc, "patient")]],
              ["INS-C", [pii("AUTRE", c.ins_c, "patient")]], ["Date de l'examen", [c.care(c.entree, "weekday")]],
              ["Demandeur", [*c.doc_name(c.docs[1], "NP"), " (", *c.etab_seg(), ")"]]], widths=(0.3, 0.7), size=9)
    ctdi = "%d,%d" % (r.randint(4, 15), r.randint(0, 9))
    pg.p([B("Examen : "), modal[0], " (CCAM ", decoy(modal[1], "code"), ")."], size=9.5)
    pg.p([B("Indication : "), c.topic["motif"], ", antécédent de ", c.epo(0), ". Bilan demandé en ", c.room(), "."], size=9.5)
    pg.p([B("Technique : "), "acquisition hélicoïdale, ", decoy("CTDIvol " + ctdi + " mGy", "dose", [ctdi + " mGy"]), ", PDL ",
          decoy("%d mGy.cm" % r.randint(150, 900), "dose"), ". Produit de contraste : iohexol, ", decoy("lot %s%d" % (r.choice("KLM"), r.randint(10000, 99999)), "lot"), "."], size=9.5)
    pg.p([B("Résultats : "), "pas d'épanchement pleural ni péricardique. Absence de lésion focale suspecte. Comparaison avec l'examen du ",
          c.care(c.entree - dt.timedelta(days=r.randint(100, 700)), "long"), " : stabilité. Pas d'anomalie en rapport avec la ", c.epo(0), " connue."],
         size=9.5, align="justify")
    pg.p([B("Conclusion : "), "pas d'argument pour une complication aiguë."], size=9.5)
    for ln in signature(c, c.docs[4], when=c.entree):
        pg.p(ln, size=9, align="right")
    pg.footer = [[pii("ETAB", cab, "etab", name_probes(cab)), " – ", pii("ADRESSE", c.mt["street"], "etab"), " – ", pii("CODE_POSTAL", c.mt["cp"], "etab"), " ",
                  pii("VILLE", c.mt["city"], "etab"), " – FINESS ", c.finess_seg("ej", ten=True), " – ", pii("EMAIL", c.serv_mail, "etab")]]


# ------------------------------------------------------------------ ordonnance


def ordonnance(doc: Doc, c: Ctx):
    r, t = c.r, c.topic
    a5 = r.random() < 0.5
    cab = r.choice(ids.CABINETS[:2])
    presc = "%s%s%06d" % (c.entree.strftime("%y%m%d"), r.choice(["ORD", "EP", "XK"]), r.randint(0, 999999))
    am = "%s %d %05d %d" % (c.mt["cp"][:2], r.randint(1, 9), r.randint(0, 99999), r.randint(0, 9))
    pg = doc.page(size="A5" if a5 else "A4")
    pg.cols([c.doc_name(c.mt, "PN", "Docteur "), ["Médecine générale"], ["RPPS ", c.rpps_seg(c.mt)], ["N° AM ", pii("AUTRE", am, "praticien")],
             [pii("ETAB", cab, "etab", name_probes(cab), bold=True)], [pii("ADRESSE", c.mt["street"], "praticien")], [pii("CODE_POSTAL", c.mt["cp"], "praticien"), " ", pii("VILLE", c.mt["city"], "praticien")],
             ["Tél. ", c.tel_seg(c.mt["tel"], "praticien")]],
            [["Structure FINESS ", c.finess_seg("ej", ten=True)], ["N° FINESS ", c.finess_seg("eg")], ["Identifiant ", c.rpps_seg(c.mt, eight=True)],
             ["", pii("VILLE", c.mt["city"], "lieu_redaction"), ", le ", c.care(c.sortie, "long")]], widths=(0.55, 0.45), size_left=8)
    pg.p([B("ORDONNANCE"), " n° ", pii("AUTRE", presc, "patient")], size=11, align="center")
    weight = "%d kg" % r.randint(48, 102)
    pg.p([*c.name("PN", r.choice(["upper", "title", "lower"]), civ=True), " – né(e) le ", c.ddn_seg(r.choice(["slash", "yy", "dots_mixed"]), prefix=True),
          " – ", decoy(weight, "dose"), " – NIR ", c.nir_seg()], size=9)
    bizone = r.random() < 0.5
    if bizone:
        pg.p([B("Prescriptions relatives au traitement de l'affection de longue durée reconnue (liste ou hors liste)")], size=8)
    for k, (name, dose, poso, atc) in enumerate(t["drugs"]):
        if bizone and k == len(t["drugs"]) - 1:
            pg.p([B("Prescriptions SANS RAPPORT avec l'affection de longue durée")], size=8)
        cip = ids.cip13(r)
        pg.p([B(name), " ", decoy(dose, "dose")], [poso, " – CIP ", decoy(cip, "code"), " – ATC ", decoy(atc, "code")], size=9)
    pg.p(["À renouveler ", str(r.randint(0, 3)), " fois. Ne pas dépasser la dose prescrite. Antécédent : ", c.epo(0), "."], size=8.5)
    pg.p(["Mutuelle : n° adhérent ", pii("AUTRE", ids.digits(r, 10), "patient"), " – AMC ", pii("AUTRE", "%s %s" % (ids.digits(r, 2), ids.digits(r, 8)), "patient")], size=8)
    pg.footer = [["Ordonnance ", pii("AUTRE", presc, "patient"), " – ", c.nom_seg("upper", False), " ", *c.prenom_seg(),
                  " – ", *c.doc_name(c.mt, "NP"), " – RPPS ", c.rpps_seg(c.mt), " – {PAGE}/{PAGES}"]]


# ------------------------------------------------------------------ consultation


def consultation(doc: Doc, c: Ctx):
    r, t = c.r, c.topic
    hs, fs = r.randrange(4), r.randrange(3)
    visit = c.sortie + dt.timedelta(days=r.randint(15, 80))
    pg = new_page(doc, c, hs, fs)
    pg.p([*c.etab_seg(short_ok=False), " – ", t["service"]], size=10)
    pg.p(["Consultation du ", c.care(visit, "weekday"), " – ", c.room()], size=9)
    pg.p(["", pii("VILLE", c.etab_city, "lieu_redaction"), ", le ", c.care(visit, "long")], size=9.5, align="right")
    pg.p(["Mon cher confrère,"], size=10)
    case = r.choice(["upper", "title", "lower"])
    pg.p(["J'ai revu en consultation ", *c.name("PN", case, civ=True), ", né(e) le ", c.ddn_seg(None, prefix=True),
          ", que vous m'aviez adressé(e) pour ", t["motif"], ". Pour mémoire, hospitalisation du ", c.care(c.entree, "slash"),
          " au ", c.care(c.sortie, "slash"), " dans le service (", *c.etab_seg(), "), séjour n° ", c.nda_seg(), "."],
         size=10, align="justify")
    ta = "%d/%d" % (r.randint(105, 165), r.randint(60, 95))
    pg.p(["À l'examen : ", decoy("TA " + ta + " mmHg", "constante", [ta]), ", ", decoy("FC %d/min" % r.randint(55, 98), "constante"),
          ", poids ", decoy("%d,%d kg" % (r.randint(45, 110), r.randint(0, 9)), "dose"), ". ", c.epo(1), " négatif",
          ". Le patient rapporte une bonne observance. Biologie du ", c.care(visit - dt.timedelta(days=3), "short"), " : ",
          decoy("créatinine %d µmol/L" % r.randint(55, 110), "labo"), ", ", decoy("CRP %d,%d mg/L" % (r.randint(0, 9), r.randint(0, 9)), "labo"), "."],
         size=10, align="justify")
    if c.word_surname:
        pg.p(["Il/elle travaille toujours comme ", keep("ORDINARY", c.word_surname, "homonyme"), " à temps partiel."], size=10)
    pg.p(["Conclusion : ", t["cim"][1], " (", decoy(t["cim"][0], "code"), ") stable ; ", c.epo(2), " à recalculer au prochain bilan",
          ". Poursuite du traitement, prochain rendez-vous le ", c.care(visit + dt.timedelta(days=90), "slash"), "."], size=10)
    pg.p(["Je vous prie de croire, mon cher confrère, en l'assurance de mes sentiments les meilleurs."], size=10)
    for ln in signature(c, c.docs[2], city_line=False):
        pg.p(ln, size=9.5, align="right")
    if r.random() < 0.6:
        pg2 = new_page(doc, c, hs, fs)
        addr = c.addr_segs()
        pg2.p(["Copie adressée au patient :"], size=9)
        pg2.p([*c.name("PN", "upper", civ=True, usage=False)], addr[0], addr[1], size=10)
        pg2.p(["Copie : ", *c.doc_name(c.mt, "PN"), ", ", pii("ADRESSE", c.mt["street"], "praticien"), ", ",
               pii("CODE_POSTAL", c.mt["cp"], "praticien"), " ", pii("VILLE", c.mt["city"], "praticien"), " – tél. ", c.tel_seg(c.mt["tel"], "praticien")], size=9)
        pg2.p(["Identifiant national de santé : ", c.nir_seg(), " (OID ", decoy("1.2.250.1.213.1.4.8", "code"), ")"], size=9)
        pg2.p(["Courriel du patient pour l'envoi des résultats : ", c.mail_seg()], size=9)


BUILDERS = {"liaison": liaison, "bio": biologie, "imagerie": imagerie, "ordonnance": ordonnance, "consult": consultation}
