"""Document kinds, part C: EHPAD/HAD liaison sheet, certificate, adverse event report, chemotherapy, dialysis."""

from __future__ import annotations

import datetime as dt

from . import common as C
from . import frame as F
from . import medic as M
from .model import B, I

D = dt.timedelta


def liaison_ehpad(doc):
    """Fiche de liaison EHPAD (ou HAD) vers les urgences: résident, personne de confiance, traitement."""
    F.setup(doc, size=(8.6, 9.8))
    r = doc.rng
    had = r.random() < 0.35
    c = C.Case(doc, age=(72, 101))
    pt = c.pt
    home, _ = c.etab("had" if had else "ehpad")
    mt, coord = c.fac.doctor(), c.fac.doctor()
    role = r.choice(["fille", "fils", "neveu", "nièce", "belle-fille"])
    trust = c.fac.person(sex="M" if role in ("fils", "neveu") else "F", age=c.rel_age(role), ref=c.ref)
    trust.extra["role"] = role
    if trust.extra["role"] in ("fils", "fille") and r.random() < 0.5:
        trust.surname = pt.surname
    day = c.ref
    doc.h(*C.etab_runs(doc, home), size=doc.style["size"] + 4, align="c", space=1)
    doc.p(*C.street_runs(doc, c, c.fac.person(age=(30, 60)))[-1], " — ", *C.town_runs(doc, c, c.town, c.pc), " — ",
          C.label(doc, "Tél") + " ", C.phone(doc, c, c.fac.phone()), align="c", size=doc.style["size"] - 1)
    doc.h("FICHE DE LIAISON " + ("HAD" if had else "EHPAD") + r.choice([" — TRANSFERT AUX URGENCES", " / HOSPITALISATION"]),
          align="c", rule=True)
    doc.p(C.label(doc, "Date et heure du transfert") + " ", C.care(doc, c, day), " à %02dh%02d" % (r.randint(0, 23), r.randint(0, 59)),
          "    ", C.label(doc, "Âge") + " ", C.age(doc, c),
          "    ", C.label(doc, "Chambre") + " %d" % r.randint(1, 80), space=5)
    left = [doc.bh(C.label(doc, "Résident" if not had else "Patient", colon=False)),
            doc.bkv([(C.label(doc, "Nom"), [C.nom(doc, c, pt)] + ([" née ", C.nom_naissance(doc, c, pt)] if pt.birth_name else [])),
                     (C.label(doc, "Prénom"), [C.prenom(doc, c, pt)]),
                     (C.label(doc, "Né(e) le"), [C.ddn(doc, c)]),
                     (C.label(doc, "NIR"), [C.nir(doc, c)]),
                     (C.label(doc, "Entrée le"), [C.care(doc, c, day - D(days=r.randint(200, 2000)), "slash")]),
                     (C.label(doc, "Autonomie"), ["GIR %d" % r.randint(1, 4)]),
                     (C.label(doc, "Profession"), C.profession(doc, c))], widths=(0.38, 0.62))]
    right = [doc.bh(C.label(doc, "Personne de confiance", colon=False)),
             doc.bkv([(C.label(doc, "Identité"), C.person_runs(doc, c, trust, r.choice(["civ Prenom Nom", "NOM Prenom"]))),
                      (C.label(doc, "Lien"), [trust.extra["role"]]),
                      (C.label(doc, "Téléphone"), [C.phone(doc, c, trust.phone)] + ([" / ", C.phone(doc, c, trust.phone2)] if trust.phone2 else [])),
                      (C.label(doc, "Adresse"), [*C.street_runs(doc, c, trust)[-1], ", ", *C.town_runs(doc, c, trust.town[0], trust.town[1])])],
                     widths=(0.34, 0.66))]
    doc.cols(left, right, split=0.5, rule=True)
    doc.kv([(C.label(doc, "Médecin traitant"), [*C.doctor_runs(doc, c, mt, "Dr Prenom NOM"), " — ", C.phone(doc, c, mt.phone)]),
            (C.label(doc, "Médecin coordonnateur"), C.doctor_runs(doc, c, coord, "Dr NOM")),
            (C.label(doc, "Directives anticipées"), [r.choice(["oui, jointes au dossier", "non rédigées", "oui, copie dans le DLU"])]),
            (C.label(doc, "Allergies"), [r.choice(["aucune connue", "pénicilline", "iode (réaction cutanée en 2012)"])])],
           border="grid", widths=(0.3, 0.7))
    doc.h(C.label(doc, "Motif du transfert", colon=False), size=doc.style["size"] + 1, space=2)
    doc.p(r.choice(["Chute ce matin dans la salle de bain, douleur de hanche droite, raccourcissement et rotation externe du membre.",
                    "Dyspnée fébrile depuis 24 heures, encombrement bronchique.", "Confusion aiguë et somnolence inhabituelle."]),
          " ", M.eponym(doc, "score de Glasgow"), " à %d. TA " % r.randint(12, 15), M.dose(doc, "%d/%d mmHg" % (r.randint(95, 165), r.randint(50, 95))),
          ", FC ", M.dose(doc, "%d/min" % r.randint(60, 120)), ", T ", M.dose(doc, "%s °C" % M.fnum(r.uniform(36.2, 39.4), 1)),
          ", SpO2 ", M.dose(doc, "%d %%" % r.randint(86, 99)), ".", space=4)
    doc.h(C.label(doc, "Antécédents", colon=False), size=doc.style["size"] + 1, space=2)
    ant = r.sample(M.CIM10, 3)
    doc.p(*sum([[lib, " (", M.code(doc, code), ")", " ; "] for code, lib in ant], [])[:-1], ". ", M.eponym(doc, r.choice(
        ["maladie d'Alzheimer", "maladie de Parkinson"])), " évoluée.", space=4)
    doc.h(C.label(doc, "Traitement en cours", colon=False), size=doc.style["size"] + 1, space=2)
    rows = []
    atc = r.random() < 0.5
    for d in M.drugs(doc, r.randint(5, 8)):
        rows.append([M.drug_row(doc, d)[0]] + ([M.code(doc, d[3])] if atc else []) + [r.choice(["1", "0", "1", "½"]) for _ in range(4)])
    doc.table(["Médicament"] + (["ATC"] if atc else []) + ["Matin", "Midi", "Soir", "Coucher"], rows,
              ([0.4, 0.12] if atc else [0.52]) + [0.12] * 4, border="grid", align=["l"] + (["c"] if atc else []) + ["c"] * 4)
    doc.h(C.label(doc, "Soins et appareillages", colon=False), size=doc.style["size"] + 1, space=2)
    doc.kv([(C.label(doc, "Appareillages"), [M.device(doc, r.choice(["sonde de Foley Ch 16", "pompe Graseby 3300"])), ", lunettes, appareil auditif droit"]),
            (C.label(doc, "Pansements"), [r.choice(["escarre talonnière gauche stade 2, pansement hydrocolloïde tous les 3 jours", "aucun"])]),
            (C.label(doc, "Alimentation"), [r.choice(["mixée, eau gélifiée", "normale", "hachée, diabétique"])]),
            (C.label(doc, "Dernier bilan"), ["le ", C.care(doc, c, day - D(days=r.randint(5, 60))), " : créatinine ",
                                             M.keep_lab(doc, "%d µmol/L" % r.randint(60, 180)), ", hémoglobine ",
                                             M.keep_lab(doc, "%s g/dL" % M.fnum(r.uniform(9, 14), 1))])], border="lines")
    doc.h(C.label(doc, "Contacts utiles", colon=False), size=doc.style["size"] + 1, space=2)
    doc.table(["Rôle", "Nom", "Téléphone"], [
        ["Personne de confiance", C.person_runs(doc, c, trust, "NOM Prenom"), [C.phone(doc, c, trust.phone)]],
        ["Médecin traitant", C.doctor_runs(doc, c, mt, "Dr NOM"), [C.phone(doc, c, mt.phone)]],
        ["Infirmerie", ["poste de soins"], [C.phone(doc, c, c.fac.phone())]]], [0.3, 0.4, 0.3], border="grid")
    ide = c.fac.doctor(title="IDE", ident="adeli")
    ide.email = c.fac.email(ide, domain=C.strip_accents(home.split(" ")[-1]).lower().replace("'", "") + "-ehpad.fr")
    doc.p(C.label(doc, "Fiche remplie par") + " ", C.prenom(doc, c, ide), " ", C.nom(doc, c, ide), ", IDE — ",
          C.email(doc, c, ide.email), " — ", C.phone(doc, c, ide.phone), size=doc.style["size"] - 1)
    F.header(doc, c, variant=r.choice(["name_ddn", "etab_name"]), first=False)
    F.footer(doc, c, variant="page")
    F.metadata(doc, c, "Fiche de liaison")


def certificat(doc):
    """Certificat médical (coups et blessures, sport, arrêt), short, serif, stamp block."""
    F.setup(doc, fonts=("serif", "serif", "sans"), size=(10, 11.5))
    r = doc.rng
    c = C.Case(doc, age=(6, 80))
    pt = c.pt
    dr = c.fac.doctor()
    dr.street, dr.town = c.fac.street(), (c.town, c.pc)
    day = c.ref
    stamp = [doc.bp(*C.doctor_runs(doc, c, dr, "Docteur Prenom Nom"), space=0),
             doc.bp("Médecin généraliste — conventionné secteur 1", space=0)]
    stamp += [doc.bp(*ln, space=0) for ln in C.address_lines(doc, c, dr)]
    stamp += [doc.bp(C.label(doc, "Tél") + " ", C.phone(doc, c, dr.phone), space=0), doc.bp(*C.rpps_runs(doc, dr), space=0)]
    doc.cols(stamp, [doc.bp("")], split=0.55)
    doc.space(18)
    kind = r.choice(["cbv", "sport", "arret"])
    doc.h(r.choice({"cbv": ["CERTIFICAT MÉDICAL INITIAL", "Certificat médical de constatation de blessures"],
                    "sport": ["CERTIFICAT MÉDICAL DE NON CONTRE-INDICATION", "Certificat médical — pratique sportive"],
                    "arret": ["CERTIFICAT MÉDICAL", "Certificat d'arrêt de travail"]}[kind]), align="c", size=doc.style["size"] + 4)
    doc.space(10)
    e = "e" if pt.sex == "F" else ""
    doc.p("Je soussigné" + ("e" if dr.sex == "F" else "") + ", ", *C.doctor_runs(doc, c, dr, "Docteur Prenom Nom"),
          ", docteur en médecine, certifie avoir examiné ce jour ", *C.person_runs(doc, c, pt, r.choice(["civ Prenom Nom", "nee", "civ NOM Prenom"])),
          ", né%s le " % e, C.ddn(doc, c, style=r.choice(["long", "slash", "long1", "wlong"])), ", demeurant ",
          *sum([ln + [", "] for ln in C.address_lines(doc, c, pt)], [])[:-1], ".", space=8, align="l")
    if kind == "cbv":
        doc.p("L'intéressé%s déclare avoir été victime d'une agression le " % e, C.care(doc, c, day - D(days=1), "long"),
              " vers 22 heures. J'ai constaté : ecchymose péri-orbitaire gauche de 3 cm, dermabrasion du coude droit, "
              "douleur à la palpation de l'arc costal gauche sans déformation.", space=6)
        doc.p("Ces lésions entraînent une incapacité totale de travail (ITT) de ", B("%d jours" % r.randint(2, 10)),
              ", sous réserve de complications.", space=6)
    elif kind == "sport":
        doc.p("Je certifie n'avoir pas constaté, à la date de ce jour, de signe clinique apparent contre-indiquant la pratique du ",
              r.choice(["football", "judo", "tennis de table", "cyclisme"]), " en compétition.", space=6)
    else:
        doc.p("Profession déclarée : ", *C.profession(doc, c)[1:] if c.homonym and pt.sex == "M" else [r.choice(["aide-soignant" + ("e" if pt.sex == "F" else ""), "magasinier", "comptable"])], ".", space=4)
        doc.p("Son état de santé nécessite un arrêt de travail du ", C.care(doc, c, day, "slash"), " au ",
              C.care(doc, c, day + D(days=r.randint(3, 15)), "slash"), " inclus.", space=6)
    doc.p("Certificat établi à la demande de l'intéressé%s et remis en main propre pour faire valoir ce que de droit." % e, space=12)
    doc.p("Fait à ", C.town_runs(doc, c, c.town, c.pc, caps=False)[-1], ", le ", C.care(doc, c, day, "long"), align="r", space=20)
    doc.p(I("Signature et cachet"), align="r")
    F.metadata(doc, c, "Certificat medical", dr)


def evenement_indesirable(doc):
    """Déclaration interne d'événement indésirable associé aux soins."""
    F.setup(doc, size=(8.8, 9.8))
    r = doc.rng
    c = C.Case(doc, age=(20, 95))
    pt = c.pt
    etab, acr = c.etab("hospital")
    decl = c.fac.doctor(title="IDE", ident="adeli")
    cadre = c.fac.doctor(title="Cadre")
    day = c.ref
    ref = r.choice(["EI-%d-%s" % (day.year, c.fac.digits(5)), "FEI%s" % c.fac.digits(7), "%d/%s" % (day.year, c.fac.digits(4))])
    doc.table(None, [[[*C.etab_runs(doc, etab, acr, show_acr=True)], ["Direction qualité et gestion des risques"],
                      ["Réf. ", doc.pii("AUTRE", ref, subtype="déclaration EI")]]], [0.42, 0.33, 0.25], border="grid", shade=False)
    doc.h("FICHE DE DÉCLARATION D'ÉVÉNEMENT INDÉSIRABLE", align="c", rule=True)
    doc.p(I("Document interne, confidentiel, à transmettre à la cellule qualité dans les 48 heures."), align="c",
          size=doc.style["size"] - 1)
    t = r.randint(0, 23)
    doc.table(["Rubrique", "Renseignements"], [
        ["Date de survenue", [C.care(doc, c, day), " à %02d h %02d" % (t, r.randint(0, 59))]],
        ["Lieu", [M.service(doc, r.choice(["Service de chirurgie orthopédique", "Service de médecine polyvalente", "Unité de soins continus"])), ", chambre %d" % r.randint(1, 40)]],
        ["Déclarant", [C.prenom(doc, c, decl), " ", C.nom(doc, c, decl), ", IDE — ", *C.rpps_runs(doc, decl)]],
        ["Contact", [C.phone(doc, c, decl.phone, "spaced"), " / poste %d" % r.randint(2000, 6999)]],
        ["Patient concerné", [*C.person_runs(doc, c, pt, r.choice(["NOM Prenom", "nee"])), ", ", C.ddn(doc, c), " — IPP ",
                              doc.pii("IPP", c.ipp, critical=True)]],
        ["Cadre informé", [*C.person_runs(doc, c, cadre, "Prenom NOM")]]], [0.28, 0.72], border="grid")
    d1, d2 = r.sample(M.DRUGS, 2)
    doc.h(C.label(doc, "Description des faits", colon=False), size=doc.style["size"] + 1, space=2)
    doc.p("Administration " + C.prep_de(d1[0]), M.drug_row(doc, d1)[0], " (lot ", M.lot(doc),
          ") au lieu " + C.prep_de(d2[0]), M.drug_row(doc, d2)[0],
          " prescrit. Erreur détectée lors du tour de ", "%02d h" % ((t + 2) % 24), ". Surveillance rapprochée, "
          "médecin de garde prévenu. Pas de conséquence clinique immédiate.", space=4)
    doc.p("Patient" + ("e" if pt.sex == "F" else "") + " à risque d'escarre (", M.eponym(doc, "échelle de Norton"),
          " à %d), chute évitée." % r.randint(9, 14), space=4)
    doc.h(C.label(doc, "Gravité", colon=False), size=doc.style["size"] + 1, space=2)
    g = r.randint(1, 5)
    doc.table(["Mineure", "Significative", "Majeure", "Critique", "Catastrophique"],
              [["[X]" if g == k else "[ ]" for k in range(1, 6)]], [0.2] * 5, border="grid", align=["c"] * 5)
    doc.h(C.label(doc, "Mesures immédiates et suites", colon=False), size=doc.style["size"] + 1, space=2)
    doc.p("Information du patient et de sa famille réalisée le ", C.care(doc, c, day + D(days=1)), ". Analyse approfondie en CREX prévue le ",
          C.care(doc, c, day + D(days=r.randint(10, 30))), ". ",
          r.choice(["Déclaration de pharmacovigilance transmise au CRPV et à l'", "Signalement transmis à l'"]),
          M.organism(doc, r.choice(["ANSM", "ARS"])), " selon la procédure.", space=4)
    doc.h(C.label(doc, "Analyse des causes (méthode ALARM)", colon=False), size=doc.style["size"] + 1, space=2)
    doc.table(["Facteur", "Constat", "Action proposée"], [
        ["Patient", "patient" + ("e" if pt.sex == "F" else "") + " désorienté" + ("e" if pt.sex == "F" else "") + ", non porteur du bracelet", "contrôle du bracelet à l'admission"],
        ["Tâche", "double contrôle non réalisé", "rappel de la procédure"],
        ["Individu", "IDE intérimaire, première nuit dans le service", "tutorat renforcé"],
        ["Équipe", "transmissions orales interrompues", "transmissions ciblées écrites"],
        ["Environnement", "armoire à pharmacie réorganisée la veille", "étiquetage des bacs"],
        ["Organisation", "effectif réduit (1 IDE pour 18 patients)", "révision des effectifs de nuit"]],
        [0.2, 0.42, 0.38], border=r.choice(["grid", "rows"]))
    doc.p("Signature du déclarant : ", C.nom(doc, c, decl, "title"), size=doc.style["size"] - 1)
    F.header(doc, c, variant="name_ipp", first=False)
    F.footer(doc, c, variant="etab_page", etab=acr)
    F.metadata(doc, c, "Declaration EI")


def chimio(doc):
    """Compte rendu de cure de chimiothérapie: protocol, cycles table, tolerance."""
    F.setup(doc, size=(8.8, 10))
    r = doc.rng
    c = C.Case(doc, age=(35, 85))
    pt = c.pt
    etab, acr = c.etab("hospital")
    onco = c.fac.doctor()
    mt = c.fac.doctor()
    day = c.ref
    h, w = r.randint(152, 190), r.randint(48, 98)
    bsa = ((h * w) / 3600) ** 0.5
    F.letterhead(doc, c, etab, acr, "Hôpital de jour d'oncologie médicale", variant=r.choice(["center", "left"]))
    doc.h(r.choice(["COMPTE RENDU DE CURE DE CHIMIOTHÉRAPIE", "Chimiothérapie — compte rendu de cycle"]), align="c")
    F.identity_block(doc, c, ["nom", "prenom", "ddn", "ipp", "nda"], variant=r.choice(["grid", "table_h", "lines"]))
    doc.kv([(C.label(doc, "Diagnostic"), ["Adénocarcinome du côlon sigmoïde pT3N1 (", M.code(doc, "C18.7"), "), ", M.eponym(doc, "syndrome de Lynch"), " écarté"]),
            (C.label(doc, "Décision RCP"), ["du ", C.care(doc, c, day - D(days=r.randint(40, 90)))]),
            (C.label(doc, "Protocole"), [M.keep_lab(doc, "FOLFOX 4"), ", 12 cycles prévus ; oxaliplatine UCD ",
                                         M.code(doc, "34008" + c.fac.digits(8)), ", fluorouracile UCD ", M.code(doc, "34008" + c.fac.digits(8))]),
            (C.label(doc, "Poids / taille / SC"), [M.dose(doc, "%d kg" % w), " / ", M.dose(doc, "%d cm" % h), " / ",
                                                    M.dose(doc, "%s m²" % M.fnum(bsa, 2))])], border="none")
    doc.h(C.label(doc, "Historique des cycles", colon=False), size=doc.style["size"] + 1, space=2)
    rows = []
    start = day - D(days=14 * r.randint(4, 11))
    n = (day - start).days // 14 + 1
    for k in range(n):
        dk = start + D(days=14 * k)
        oxa = 85 * bsa * (0.8 if k > 3 and r.random() < 0.3 else 1)
        rows.append(["C%d" % (k + 1), C.care(doc, c, dk, "slash"), M.dose(doc, "%d mg" % round(oxa)),
                     M.dose(doc, "%d mg" % round(400 * bsa)), M.dose(doc, "%d mg" % round(600 * bsa * 2)),
                     r.choice(["bonne", "nausées grade 1", "neuropathie grade 1", "neutropénie grade 2, report 7 j"])])
    doc.table(["Cycle", "Date", "Oxaliplatine", "5-FU bolus", "5-FU continu", "Tolérance"], rows,
              [0.08, 0.15, 0.15, 0.15, 0.15, 0.32], border=r.choice(["grid", "rows"]), align=["c", "c", "r", "r", "r", "l"])
    doc.h(C.label(doc, "Toxicités (NCI-CTCAE v5)", colon=False), size=doc.style["size"] + 1, space=2)
    tox = ["Neuropathie périphérique", "Nausées", "Vomissements", "Mucite", "Diarrhée", "Asthénie", "Syndrome main-pied",
           "Neutropénie", "Thrombopénie"]
    doc.table(["Toxicité"] + ["C%d" % (k + 1) for k in range(max(0, n - 5), n)],
              [[t] + ["grade %d" % r.choice([0, 0, 1, 1, 2]) for _ in range(max(0, n - 5), n)] for t in tox],
              [0.3] + [0.7 / min(n, 5)] * min(n, 5), border="grid")
    doc.h(C.label(doc, "Cycle du jour", colon=False), size=doc.style["size"] + 1, space=2)
    doc.p("Examen clinique satisfaisant, ECOG 1. Polynucléaires neutrophiles ", M.keep_lab(doc, "%s G/L" % M.fnum(r.uniform(1.6, 4.5), 2)),
          ", plaquettes ", M.keep_lab(doc, "%d G/L" % r.randint(120, 320)), ". Feu vert pour la cure. Prémédication par ",
          M.drug_row(doc, M.DRUGS[17])[0], ". Pose de la perfusion sur ", M.device(doc, "chambre implantable PowerPort"), ".", space=4)
    doc.p("Prochaine cure le ", C.care(doc, c, day + D(days=14)), ". Bilan biologique la veille. Courrier adressé au ",
          *C.doctor_runs(doc, c, mt, "Dr Prenom NOM"), ".", space=4)
    F.signature(doc, c, onco, when=day)
    F.header(doc, c, acr=acr, first=False)
    F.footer(doc, c, variant=r.choice(["page_ids", "page"]))
    F.metadata(doc, c, "Chimiotherapie", onco)


def dialyse(doc):
    """Relevé mensuel des séances d'hémodialyse (multi-page table), accès vasculaire, générateur."""
    F.setup(doc, size=(8.4, 9.6))
    r = doc.rng
    c = C.Case(doc, age=(35, 90))
    pt = c.pt
    etab, acr = c.etab(r.choice(["hospital", "clinic"]))
    neph = c.fac.doctor()
    day = c.ref
    F.letterhead(doc, c, etab, acr, "Centre d'hémodialyse", variant=r.choice(["center", "left"]))
    doc.h(r.choice(["RELEVÉ MENSUEL DES SÉANCES D'HÉMODIALYSE", "Synthèse mensuelle de dialyse"]), align="c")
    F.identity_block(doc, c, ["nom", "prenom", "ddn", "ipp", "tel"], variant=r.choice(["table_h", "grid", "inline"]))
    gen = "%s%s" % (r.choice(["5008S", "AK200", "6008"]), "")
    doc.kv([(C.label(doc, "Néphrologue référent"), C.doctor_runs(doc, c, neph, "Dr Prenom NOM")),
            (C.label(doc, "Accès vasculaire"), [M.eponym(doc, "fistule de Cimino-Brescia"), " radio-céphalique gauche"]),
            (C.label(doc, "Générateur"), [M.device(doc, "générateur " + gen), " n° série ", M.code(doc, "%s%s" % (r.choice(["SN", "8"]), c.fac.digits(7)))]),
            (C.label(doc, "Dialyseur / bain"), [M.device(doc, "dialyseur FX 80"), ", K ", M.keep_lab(doc, "2 mmol/L"), ", Ca ",
                                                  M.keep_lab(doc, "1,50 mmol/L")]),
            (C.label(doc, "Poids sec"), [M.dose(doc, "%s kg" % M.fnum(r.uniform(50, 95), 1))])], border=r.choice(["grid", "lines"]))
    rows = []
    first = (day.replace(day=1) - D(days=r.choice([1, 1, 32]))).replace(day=1)
    sessions = [first + D(days=k) for k in range(93) if first + D(days=k) <= day.replace(day=28) and (first + D(days=k)).weekday() in (0, 2, 4)]
    for s in sessions:
        pre = r.uniform(60, 96)
        uf = r.uniform(1.2, 3.4)
        vals = [M.dose(doc, v) for v in ("%s kg" % M.fnum(pre, 1), "%s kg" % M.fnum(pre - uf, 1))]
        rows.append([C.care(doc, c, s, "slash"), vals[0], vals[1], "%s L" % M.fnum(uf, 1), "4 h",
                     "%d/%d" % (r.randint(110, 170), r.randint(55, 95)), M.fnum(r.uniform(1.2, 1.7), 2),
                     r.choice(["RAS", "crampes", "hypotension en fin de séance", "RAS", "RAS"])])
    doc.h(C.label(doc, "Séances du mois", colon=False), size=doc.style["size"] + 1, space=2)
    doc.table(["Date", "Poids avant", "Poids après", "UF", "Durée", "TA", "Kt/V", "Événements"], rows,
              [0.13, 0.12, 0.12, 0.08, 0.07, 0.1, 0.08, 0.3], border=r.choice(["grid", "rows"]), align=["c", "r", "r", "r", "c", "c", "c", "l"])
    doc.p("Bilan mensuel du ", C.care(doc, c, sessions[1]), " : hémoglobine ", M.keep_lab(doc, "%s g/dL" % M.fnum(r.uniform(9.5, 12.5), 1)),
          ", phosphore ", M.keep_lab(doc, "%s mmol/L" % M.fnum(r.uniform(1.0, 2.2), 2)), ", PTH ", M.keep_lab(doc, "%d pg/mL" % r.randint(150, 600)),
          ". Poursuite de ", M.drug_row(doc, M.DRUGS[18])[0], ".", space=4)
    F.signature(doc, c, neph, when=sessions[-1])
    F.header(doc, c, variant=r.choice(["name_ddn", "two_rows", "full"]), acr=acr, first=False)
    F.footer(doc, c)
    F.metadata(doc, c, "Dialyse", neph)


KINDS = [("liaison_ehpad", liaison_ehpad), ("certificat", certificat), ("evenement_indesirable", evenement_indesirable),
         ("chimio", chimio), ("dialyse", dialyse)]
