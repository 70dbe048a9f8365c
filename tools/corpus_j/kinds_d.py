"""Document kinds, part D: psychiatric admission on a third party's request, genetics, transfusion, letter, invoice."""

from __future__ import annotations

import datetime as dt

from . import common as C
from . import data
from . import frame as F
from . import medic as M
from .model import B, I

D = dt.timedelta


def psychiatrie(doc):
    """Admission en soins psychiatriques à la demande d'un tiers: tiers demandeur, certificats, décision."""
    F.setup(doc)
    r = doc.rng
    c = C.Case(doc, age=(18, 70))
    pt = c.pt
    etab, acr = c.etab("hospital")
    a = C.age_at(pt.birth, c.ref)
    role = r.choice((["mère", "père"] if a < 50 else ["fille"]) + ["épouse" if pt.sex == "M" else "époux", "frère", "sœur"])
    tiers = c.fac.person(sex="M" if role in ("père", "frère", "époux") else "F", age=c.rel_age(role), ref=c.ref)
    tiers.extra["role"] = role
    if role in ("mère", "père", "frère", "sœur", "fille") and r.random() < 0.7:
        tiers.surname = pt.surname
    dr1, dr2 = c.fac.doctor(), c.fac.doctor()
    day = c.ref
    F.letterhead(doc, c, etab, acr, "Pôle de psychiatrie adulte — Bureau des admissions", variant=r.choice(["center", "left"]))
    doc.h(r.choice(["ADMISSION EN SOINS PSYCHIATRIQUES À LA DEMANDE D'UN TIERS",
                    "Soins psychiatriques à la demande d'un tiers (SPDT) — dossier d'admission"]), align="c", rule=True)
    doc.p("Article ", M.code(doc, "L. 3212-1"), " du code de la santé publique — procédure ", r.choice(["classique", "d'urgence (L. 3212-3)"]),
          ".", align="c", size=doc.style["size"] - 1)
    doc.h(C.label(doc, "1. Tiers demandeur", colon=False), size=doc.style["size"] + 1, space=2)
    doc.kv([(C.label(doc, "Nom, prénom"), C.person_runs(doc, c, tiers, r.choice(["NOM Prenom", "civ Prenom Nom"]))),
            (C.label(doc, "Date de naissance"), [C.ddn(doc, c, tiers, r.choice(["slash", "long"]))]),
            (C.label(doc, "Lien avec le patient"), [tiers.extra["role"]]),
            (C.label(doc, "Domicile"), [*C.street_runs(doc, c, tiers)[-1], ", ", *C.town_runs(doc, c, tiers.town[0], tiers.town[1])]),
            (C.label(doc, "Téléphone"), [C.phone(doc, c, tiers.phone)]),
            (C.label(doc, "Courriel"), [C.email(doc, c, tiers.email)])], border=r.choice(["grid", "lines"]), stack=r.random() < 0.3)
    rel = {"mère": "fils" if pt.sex == "M" else "fille", "père": "fils" if pt.sex == "M" else "fille", "épouse": "époux",
           "époux": "épouse", "frère": "frère" if pt.sex == "M" else "sœur", "sœur": "frère" if pt.sex == "M" else "sœur",
           "fille": "père" if pt.sex == "M" else "mère"}[role]
    doc.p(I("« Je soussigné" + ("e" if tiers.sex == "F" else "") + ", ", *C.person_runs(doc, c, tiers, "Prenom NOM"),
            ", demande l'admission en soins psychiatriques de ", *C.person_runs(doc, c, pt, "Prenom NOM"), ", ",
            "mon " if rel in ("fils", "frère", "époux", "père") else "ma ", rel,
            ", dont les troubles rendent impossible son consentement. »"), space=5)
    doc.h(C.label(doc, "2. Patient", colon=False), size=doc.style["size"] + 1, space=2)
    F.identity_block(doc, c, ["nom", "prenom", "ddn", "adresse", "ipp"], variant=r.choice(["grid", "lines", "inline"]))
    e = "e" if pt.sex == "F" else ""
    doc.p("Situation : ", *C.profession(doc, c), ", " + r.choice(["vit seul" + e, "vit chez ses parents", "sans domicile stable"]) + ".",
          space=4)
    doc.h(C.label(doc, "3. Certificats médicaux", colon=False), size=doc.style["size"] + 1, space=2)
    doc.table(["Certificat", "Médecin", "Date", "Constatations"], [
        ["Initial", C.doctor_runs(doc, c, dr1, "Dr Prenom NOM", with_id=True), [C.care(doc, c, day)],
         "Syndrome délirant de persécution, refus de soins, risque hétéro-agressif."],
        ["24 heures", C.doctor_runs(doc, c, dr2, "Dr NOM"), [C.care(doc, c, day + D(days=1))],
         "Persistance des troubles, " + r.choice(["adhésion partielle aux soins", "opposition aux soins"]) + "."],
        ["72 heures", C.doctor_runs(doc, c, dr2, "Dr NOM"), [C.care(doc, c, day + D(days=3))],
         "Maintien des soins sous la forme d'une hospitalisation complète."]], [0.14, 0.32, 0.16, 0.38], border="grid")
    doc.p("Décision d'admission du directeur d'établissement prise le ", C.care(doc, c, day), ". Information transmise au préfet, à la ",
          "commission départementale des soins psychiatriques et à l'", M.organism(doc, "ARS"), ". Saisine du juge des libertés et de la "
          "détention avant le ", C.care(doc, c, day + D(days=12)), ".", space=4)
    doc.p("Traitement instauré : ", M.drug_row(doc, M.DRUGS[14])[0], ", ", M.drug_row(doc, M.DRUGS[13])[0], ". ",
          M.eponym(doc, "score de Hamilton"), " non réalisable à l'entrée.", space=4)
    F.header(doc, c, variant=r.choice(["name_ipp", "full"]), first=False)
    F.footer(doc, c, variant=r.choice(["page", "etab_page"]), etab=acr)
    F.metadata(doc, c, "SPDT", dr2)


def genetique(doc):
    """Consultation de génétique: arbre familial en tableau, apparentés avec dates de naissance."""
    F.setup(doc)
    r = doc.rng
    c = C.Case(doc, age=(22, 65))
    pt = c.pt
    etab, acr = c.etab("hospital")
    gen = c.fac.doctor()
    cg = c.fac.doctor(title="CG", sex="F")
    day = c.ref
    F.letterhead(doc, c, etab, acr, "Département de génétique — Oncogénétique", variant=r.choice(["center", "left"]))
    doc.h(r.choice(["Consultation d'oncogénétique", "COMPTE RENDU DE CONSULTATION DE GÉNÉTIQUE"]), align="c")
    F.identity_block(doc, c, ["nom", "prenom", "ddn", "ipp", "adresse"], variant=r.choice(["grid", "stack", "inline"]))
    doc.p("Consultation du ", C.care(doc, c, day), " en présence de ", *C.doctor_runs(doc, c, cg, "NOM Prenom"),
          ", conseillère en génétique. ", *C.person_runs(doc, c, pt, "civ Prenom Nom"), ", ", C.age(doc, c), ", consulte pour une histoire "
          "familiale de cancers colorectaux et de l'endomètre évocatrice d'un ", M.eponym(doc, "syndrome de Lynch"), ". Profession : ",
          *C.profession(doc, c), ".", space=5)
    family = pt.birth_name or pt.surname
    mother = c.fac.person(sex="F", age=c.rel_age("mère"), ref=c.ref)
    mother.surname = family
    if not mother.birth_name:
        mother.birth_name = c.fac.surname()
    sister = c.fac.person(sex="F", age=c.rel_age("sœur"), ref=c.ref)
    sister.surname = family
    uncle = c.fac.person(sex="M", age=c.rel_age("oncle"), ref=c.ref)
    uncle.surname = mother.birth_name
    rows = [["Mère", C.person_runs(doc, c, mother, "nee"), [C.ddn(doc, c, mother, "slash")],
             "Cancer de l'endomètre à 52 ans", r.choice(["vivante", "décédée"])],
            ["Sœur", C.person_runs(doc, c, sister, "NOM Prenom"), [C.ddn(doc, c, sister, r.choice(["slash", "slash2"]))],
             "indemne", "vivante"],
            ["Oncle maternel", C.person_runs(doc, c, uncle, "NOM Prenom"), [C.ddn(doc, c, uncle, "slash")],
             "Adénocarcinome colique à 47 ans", "décédé"]]
    doc.h(C.label(doc, "Histoire familiale", colon=False), size=doc.style["size"] + 1, space=2)
    doc.table(["Lien", "Nom Prénom", "Naissance", "Pathologie (âge)", "Statut"], rows, [0.15, 0.27, 0.15, 0.28, 0.15],
              border="grid")
    doc.p(M.eponym(doc, "Critères d'Amsterdam II"), " remplis. Recherche d'instabilité microsatellitaire sur la pièce de l'oncle (bloc n° ",
          doc.pii("AUTRE", "B%s-%s" % (str(day.year - r.randint(3, 12))[2:], c.fac.digits(5)), subtype="bloc anatomopathologie"),
          ") : phénotype MSI, perte d'expression de MSH2. ", M.eponym(doc, "syndrome de Li-Fraumeni"), " non évoqué.", space=4)
    smp = "G%s-%s" % (str(day.year)[2:], c.fac.digits(5))
    doc.p("Après information et signature du consentement, prélèvement sanguin (", M.dose(doc, "2 tubes EDTA de 5 mL"),
          ", échantillon ", doc.pii("AUTRE", smp, subtype="échantillon génétique"), ") pour analyse du panel ", M.keep_lab(doc, "MLH1, MSH2, MSH6, PMS2, EPCAM"),
          ". Résultat attendu vers le ", C.care(doc, c, day + D(days=r.randint(60, 120))), ".", space=4)
    doc.p("Il appartient à ", *C.person_runs(doc, c, pt, "Prenom NOM"), " d'informer sa sœur, ", *C.person_runs(doc, c, sister, "Prenom NOM"),
          ", domiciliée à ", C.town_runs(doc, c, sister.town[0], sister.town[1], caps=False)[-1], ", de la possibilité d'un test.", space=4)
    F.signature(doc, c, gen, when=day)
    F.header(doc, c, variant=r.choice(["name_ddn", "two_rows"]), acr=acr, first=False)
    F.footer(doc, c, variant="page")
    F.metadata(doc, c, "Consultation genetique", gen)


def transfusion(doc):
    """Fiche transfusionnelle: groupe, phénotype, produits délivrés, contrôle ultime, traçabilité."""
    F.setup(doc, size=(8.6, 9.8))
    r = doc.rng
    c = C.Case(doc, age=(18, 95))
    pt = c.pt
    etab, acr = c.etab(r.choice(["hospital", "clinic"]))
    presc = c.fac.doctor()
    ide = c.fac.doctor(title="IDE", ident="adeli")
    day = c.ref
    doc.table(None, [[[*C.etab_runs(doc, etab, acr, show_acr=False)], ["Hémovigilance — ", M.organism(doc, "EFS")],
                      ["Feuillet patient"]]], [0.45, 0.35, 0.2], border="grid", shade=False)
    doc.h(r.choice(["FICHE DE TRAÇABILITÉ TRANSFUSIONNELLE", "Fiche de délivrance et de transfusion"]), align="c", rule=True)
    F.identity_block(doc, c, ["nom", "prenom", "ddn", "age", "sexe", "ipp"], variant=r.choice(["table_h", "grid", "lines"]))
    grp = r.choice(["O", "A", "B", "AB"]) + r.choice([" positif", " négatif", " RH:1", " RH:-1"])
    doc.kv([(C.label(doc, "Groupe ABO-RH1"), [B(grp)]),
            (C.label(doc, "Phénotype"), [M.code(doc, r.choice(["RH:1,2,-3,4,5", "RH:1,-2,3,4,5", "RH:-1,-2,-3,4,5"])), ", ",
                                         M.keep_lab(doc, "KEL:-1"), " (", M.keep_lab(doc, "Kell négatif"), ")"]),
            (C.label(doc, "RAI"), ["négative le ", C.care(doc, c, day - D(days=1))]),
            (C.label(doc, "Test direct à l'antiglobuline"), [M.eponym(doc, "test de Coombs"), " direct négatif"]),
            (C.label(doc, "Prescripteur"), [*C.doctor_runs(doc, c, presc, "Dr Prenom NOM"), " — ", *C.rpps_runs(doc, presc)])],
           border=r.choice(["grid", "lines"]))
    rows = []
    for k in range(r.randint(2, 4)):
        prod = "%s %s %s %s" % (r.randint(10, 99), str(day.year)[2:], "%06d" % r.randint(0, 999999), "%02d" % r.randint(0, 99))
        rows.append([r.choice(["CGR", "CGR-IP", "PFC-SD", "CPA"]), prod, grp.split(" ")[0], [C.care(doc, c, day, "slash"),
                     " %02d:%02d" % (8 + 2 * k, r.randint(0, 59))], r.choice(["oui", "oui", "oui"]), "aucun" if r.random() < 0.8 else "frissons"])
    doc.h(C.label(doc, "Produits sanguins labiles transfusés", colon=False), size=doc.style["size"] + 1, space=2)
    doc.table(["Produit", "N° de don", "Groupe", "Début de pose", "CULM conforme", "Effet indésirable"], rows,
              [0.1, 0.22, 0.1, 0.22, 0.16, 0.2], border="grid", align=["c", "l", "c", "l", "c", "l"])
    doc.p("Contrôle ultime pré-transfusionnel réalisé au lit du patient par ", C.prenom(doc, c, ide), " ", C.nom(doc, c, ide),
          " (IDE, ", *C.rpps_runs(doc, ide), "). Surveillance : TA ", M.dose(doc, "%d/%d mmHg" % (r.randint(100, 150), r.randint(55, 90))),
          ", température ", M.dose(doc, "%s °C" % M.fnum(r.uniform(36.3, 37.6), 1)), " en fin de transfusion.", space=4)
    doc.p("Hémoglobine post-transfusionnelle le ", C.care(doc, c, day + D(days=1)), " : ", M.keep_lab(doc, "%s g/dL" % M.fnum(r.uniform(8.2, 10.8), 1)),
          ". Feuillet retourné à l'", M.organism(doc, "EFS"), " le ", C.care(doc, c, day + D(days=2)), ".", space=4)
    F.header(doc, c, variant=r.choice(["name_ddn", "name_ipp"]), first=False)
    F.footer(doc, c, variant=r.choice(["page", "printed"]))
    F.metadata(doc, c, "Transfusion")


def confrere(doc):
    """Courrier entre confrères, lettre en prose."""
    F.setup(doc, fonts=("serif", "serif", "sans"), size=(10, 11.5))
    r = doc.rng
    c = C.Case(doc, age=(18, 90))
    pt = c.pt
    me, you = c.fac.doctor(), c.fac.doctor()
    me.street, me.town = c.fac.street(), (c.town, c.pc)
    me.email = c.fac.email(me, domain=r.choice(["medecin.mssante.fr", "cabinet-%s.fr" % C.strip_accents(c.town.split(" ")[-1]).lower().replace("'", "")]))
    day = c.ref
    spec = r.choice(["Cardiologue", "Rhumatologue", "Gastro-entérologue", "Pneumologue", "Dermatologue"])
    left = [doc.bp(*C.doctor_runs(doc, c, me, "Docteur Prenom Nom"), space=0), doc.bp(spec + " — ancien chef de clinique", space=0)]
    left += [doc.bp(*ln, space=0) for ln in C.address_lines(doc, c, me, caps=False)]
    left += [doc.bp(C.label(doc, "Tél") + " ", C.phone(doc, c, me.phone), space=0), doc.bp(C.email(doc, c, me.email), space=0),
             doc.bp(*C.rpps_runs(doc, me), space=0)]
    doc.cols(left, F.recipient(doc, c, you, align_right=False), split=0.55)
    doc.space(10)
    doc.p(C.town_runs(doc, c, c.town, c.pc, caps=False)[-1], ", le ", C.care(doc, c, day, r.choice(["long", "wlong", "long1"])), align="r", space=10)
    doc.p(B("Objet : "), *C.person_runs(doc, c, pt, r.choice(["civ Prenom Nom", "nee", "NOM Prenom"])), r.choice([", ", " — "]), "né",
          "e" if pt.sex == "F" else "", " le ", C.ddn(doc, c), space=10)
    doc.p(r.choice(["Cher ami,", "Cher confrère,", "Chère consœur,", "Mon cher confrère,"]), space=6)
    e = "e" if pt.sex == "F" else ""
    pt_age = C.age_at(pt.birth, day)
    if pt_age >= 45:
        kid = c.fac.person(sex=r.choice("MF"), age=(18, pt_age - 22), ref=c.ref)
        who = "son fils, " if kid.sex == "M" else "sa fille, "
    else:
        kid = c.fac.person(sex="F" if pt.sex == "M" else "M", age=(max(18, pt_age - 5), pt_age + 6), ref=c.ref)
        who = "son épouse, " if kid.sex == "F" else "son mari, "
    kid.surname = pt.surname
    doc.p("Merci de m'avoir adressé ", *C.person_runs(doc, c, pt, "civ Prenom Nom"), ", que j'ai revu%s ce jour accompagné%s de " % (e, e),
          who, *C.person_runs(doc, c, kid, "Prenom NOM"), ". ",
          r.choice(["Les symptômes évoluent depuis l'été, sans facteur déclenchant retrouvé.",
                    "La gêne fonctionnelle s'est nettement majorée depuis la dernière consultation."]), space=6)
    spec2, content = ("rhumatologie", None)
    doc.p("L'examen retrouve ", r.choice(["une ", "un aspect de "]), M.eponym(doc, r.choice(["maladie de Dupuytren", "phénomène de Koebner",
          "syndrome de Raynaud", "signe de Lasègue"])), " ; le reste de l'examen est sans particularité. ",
          "Le bilan biologique du ", C.care(doc, c, day - D(days=r.randint(5, 30))), " montre une CRP à ",
          M.keep_lab(doc, "%s mg/L" % M.fnum(r.uniform(1, 40), 1)), ".", space=6)
    rh = [d for d in M.DRUGS if d[0] in ("Paracétamol", "Prednisolone", "Tramadol", "Cholécalciférol")]
    doc.p("Je propose ", M.drug_row(doc, r.choice(rh))[0], " et de " + ("la" if pt.sex == "F" else "le") + " revoir dans deux mois, le ", C.care(doc, c, day + D(days=60)),
          ". N'hésitez pas à me joindre au ", C.phone(doc, c, me.phone, "spaced"), " si besoin.", space=6)
    doc.p(r.choice(["Bien amicalement,", "Je vous prie de croire, cher confrère, à mes sentiments les meilleurs.", "Bien confraternellement."]),
          space=14)
    doc.p(*C.doctor_runs(doc, c, me, r.choice(["Dr Prenom NOM", "Docteur Prenom Nom"])), align="r")
    del spec2, content
    F.metadata(doc, c, "Courrier", me)


def facturation(doc):
    """Relevé de facturation / avis des sommes à payer: invoice number, acts table, insurer."""
    F.setup(doc, size=(8.4, 9.6))
    r = doc.rng
    c = C.Case(doc, age=(1, 90))
    pt = c.pt
    etab, acr = c.etab(r.choice(["hospital", "clinic"]))
    ins, ins_acr = c.insurer()
    day = c.ref
    adm = day - D(days=r.randint(3, 16))
    inv = r.choice(["F%d-%s" % (day.year, c.fac.digits(7)), "%s%s" % (str(day.year)[2:], c.fac.digits(8)), "AVS-%s" % c.fac.digits(9)])
    F.letterhead(doc, c, etab, acr, "Direction des finances — Bureau des entrées et de la facturation", variant="left")
    addr = [doc.bp(*C.person_runs(doc, c, pt, r.choice(["civ NOM Prenom", "NOM PRENOM", "nee"])), space=0)]
    addr += [doc.bp(*ln, space=0) for ln in C.address_lines(doc, c, pt, caps=r.random() < 0.6)]
    doc.cols([doc.bp("")], addr, split=0.5)
    doc.h(r.choice(["AVIS DES SOMMES À PAYER", "Relevé de facturation"]), align="c")
    doc.table(["N° de facture", "Date d'émission", "N° de séjour", "Échéance"],
              [[[doc.pii("AUTRE", inv, subtype="facture")], [C.care(doc, c, day, "slash")], [doc.pii("EPISODE", c.nda)],
                [C.care(doc, c, day + D(days=30), "slash")]]], [0.25, 0.25, 0.25, 0.25], border="grid")
    doc.kv([(C.label(doc, "Patient"), [*C.person_runs(doc, c, pt, "NOM Prenom"), ", né", "e" if pt.sex == "F" else "", " le ", C.ddn(doc, c)]),
            (C.label(doc, "N° de sécurité sociale"), [C.nir(doc, c)]),
            (C.label(doc, "Organisme complémentaire"), [*C.etab_runs(doc, ins, ins_acr), " — adhérent n° ",
                                                        doc.pii("AUTRE", c.fac.digits(10), subtype="adhérent mutuelle")]),
            (C.label(doc, "Séjour"), ["du ", C.care(doc, c, adm, "slash"), " au ", C.care(doc, c, day - D(days=1), "slash")])],
           border="none", widths=(0.3, 0.7))
    acts = [("FJ", "Forfait journalier", 20.0), ("GHS", "Groupe homogène de séjour %d" % r.randint(1000, 9999), None),
            ("CS", "Consultation spécialiste", 30.0), ("B", "Actes de biologie (B %d)" % r.randint(40, 300), None),
            ("ATM", "Actes techniques médicaux", None), ("CP", "Chambre particulière", 75.0), ("TV", "Forfait télévision", 4.5)]
    rows, total = [], 0.0
    d = adm
    while d < day:
        for code, lab, price in ([acts[1]] if d == adm else []) + r.sample([a for a in acts if a[0] != "GHS"], r.randint(1, 3)):
            amount = price or r.uniform(15, 900)
            part = amount * r.choice([0, 0.2, 1.0])
            total += part
            rows.append([C.care(doc, c, d, "slash"), M.code(doc, code) if code not in ("B", "CP", "TV") else code, lab, "1",
                         M.fnum(amount, 2) + " €", M.fnum(part, 2) + " €"])
        d += D(days=1)
    doc.table(["Date", "Code", "Libellé", "Qté", "Montant", "À votre charge"], rows, [0.12, 0.08, 0.42, 0.06, 0.16, 0.16],
              border=r.choice(["rows", "grid"]), align=["c", "c", "l", "c", "r", "r"])
    doc.p(B("Total restant à votre charge : %s €" % M.fnum(total, 2)), align="r", space=6)
    doc.p("Paiement en ligne sur le site de la ", M.organism(doc, "DGFiP"), " avec la référence ",
          doc.pii("AUTRE", "%s %s" % (c.fac.digits(6), c.fac.digits(6)), subtype="référence paiement"),
          ", par chèque à l'ordre du Trésor public ou auprès de la caisse de l'établissement.", size=doc.style["size"] - 1, space=4)
    F.header(doc, c, variant=r.choice(["name_ipp", "full"]), first=False)
    F.footer(doc, c, variant="page")
    F.metadata(doc, c, "Facture", None)


KINDS = [("psychiatrie", psychiatrie), ("genetique", genetique), ("transfusion", transfusion), ("confrere", confrere),
         ("facturation", facturation)]
