"""Administrative and exchange documents: mutuelle, fiche de liaison infirmière, CDA-like, feuille de soins."""

from __future__ import annotations

import datetime as dt

from . import people as pp
from . import values as vv
from .kit import (D, EPONYMS, WORD_DECOYS, autre, care, civ, ddn, email_v, identity_footer, identity_header,
                  ipp_v, nda_v, ne, nir_v, rnd_dob_fmt, set_meta, signature, tel_v)
from .values import pii


def mutuelle(ctx, doc):
    rng = ctx.rng
    pat = ctx.patient()
    mut = pp.Etab(ctx, *ctx.pick(pp.MUTUELLES))
    etab = pp.Etab(ctx, *ctx.pick(pp.ETABS)[1:])
    gest = ctx.person("gestionnaire")
    member = autre(rng.choice(["%s %s %s" % (vv.digits(rng, 4), vv.digits(rng, 4), vv.digits(rng, 2)),
                               "ADH-%07d" % rng.randint(0, 9999999)]), "adherent")
    adm = ctx.today + dt.timedelta(days=rng.randint(5, 30))
    p0 = [("cols", [("lines", [[mut.v()], ["Service prises en charge"], [mut.place.street_v()],
                               [mut.place.cp_v(), " ", mut.place.city_v()], [mut.tel_v()]])],
           [("lines", [[civ(pat), " ", pat.prenom(), " ", pat.nom("upper")], [pat.home.street_v()]] +
             ([[pat.home.complement_v()]] if pat.home.complement else []) +
             [[pat.home.cp_v(), " ", pat.home.city_v(True)]])]),
          ("p", [mut.place.city_v(), ", le ", care(ctx.today, "long")]),
          ("title", ["ACCORD DE PRISE EN CHARGE HOSPITALIÈRE"]),
          ("kv", [("N° adhérent :", [member]), ("Bénéficiaire :", [pat.nom("upper"), " ", pat.prenom(), ", né", "e" if pat.sex == 2 else "",
                                                                     " le ", ddn(pat, rnd_dob_fmt(rng))]),
                  ("N° sécurité sociale :", [nir_v(pat, rng.choice(["spaced", "keysep", "compact"]))]),
                  ("Établissement :", [etab.v(), " (FINESS ", etab.finess_v(), ")"]),
                  ("Entrée prévue :", [care(adm, "slash")]), ("Forfait journalier :", [D("montant", "20,00 €")]),
                  ("Chambre particulière :", [D("montant", "%d,00 € par jour" % rng.choice([45, 60, 75, 90]))])]),
          ("p", [civ(pat), ", nous vous confirmons la prise en charge de votre séjour selon les garanties de votre contrat. ",
                 "Ce document est à remettre au bureau des admissions."]),
          ("sign", [["Votre gestionnaire : ", gest.prenom(), " ", gest.nom("title")],
                    ["Ligne directe ", tel_v(vv.phone(rng, mut.place.zone), "gestionnaire")]])]
    doc.pages = [p0]
    doc.footer = lambda i, n: [[mut.v(), " - adhérent ", member, " - ", D("page", "Page %d/%d" % (i + 1, n))]]
    set_meta(doc, ctx, pat, "Prise en charge")
    return doc


def fiche_ide(ctx, doc):
    """Fiche de liaison infirmière, names partly typed in lower case."""
    rng = ctx.rng
    pat = ctx.patient(age_range=(70, 95))
    etab = pp.Etab(ctx, *ctx.pick(pp.ETABS)[1:])
    ehpad_name = rng.choice([("EHPAD Les Tilleuls d'Argent", "Tilleuls d'Argent"), ("Résidence Les Grands Chênes", "Grands Chênes")])
    ehpad = pp.Etab(ctx, *ehpad_name)
    ide, ide2, mt = ctx.person("soignant"), ctx.person("soignant"), ctx.doctor()
    trust = ctx.person("proche")
    lower = rng.random() < 0.6
    p0 = [("cols", [("lines", [[etab.v()], ["Unité de soins de suite"], [etab.tel_v()]])],
           [("box", "Patient", [[pat.nom("lower" if lower else "upper"), " ", pat.prenom("lower" if lower else "title")],
                                ["ddn ", ddn(pat, rnd_dob_fmt(rng))], ["IPP ", ipp_v(pat)]])]),
          ("title", ["FICHE DE LIAISON INFIRMIÈRE"]),
          ("kv", [("Date de transfert :", [care(ctx.today, "slash")]), ("Destination :", [ehpad.v(), ", ", ehpad.place.city_v()]),
                  ("Médecin traitant :", ["Dr ", mt.nom("upper"), " - ", tel_v(mt.tel, "medecin")]),
                  ("Personne de confiance :", [trust.prenom(), " ", trust.nom("title"), " (", rng.choice(["fille", "fils", "nièce"]),
                                               ") ", tel_v(vv.phone(rng, "3", True), "proche")])]),
          ("h", ["Autonomie et soins"]),
          ("table", ["Domaine", "Évaluation"],
           [[["Toilette"], ["aide partielle"]], [["Mobilité"], ["déambulateur, ", D("score", "score de Tinetti"), " à 18"]],
            [["Alimentation"], ["texture hachée, ", D("valeur", "1500 mL"), " d'eau par jour"]],
            [["Peau"], [D("eponyme", "Escarre stade 2"), " talon droit, pansement hydrocellulaire"]],
            [["Chambre"], [D("chambre", "chambre %d" % rng.randint(10, 60))]]], [30, 70]),
          ("p", ["Transmissions rédigées par ", ide.prenom("lower" if lower else "title"), " ",
                 ide.nom("lower" if lower else "upper"), " (IDE, ADELI ", autre(vv.adeli(rng, "88", "60"), "soignant"),
                 "), relues par ", ide2.prenom(), " ", ide2.nom("upper"), "."])]
    p1 = [("h", ["Traitements en cours"]),
          ("p", [D("dose", "Lévothyroxine 75 µg"), " le matin, ", D("dose", "Macrogol 4000"), " 1 sachet. Dernière injection de ",
                 D("dose", "Enoxaparine 4000 UI"), " le ", care(ctx.today, "long"), " à 8h."]),
          ("p", ["Antécédents : ", D("eponyme", rng.choice(EPONYMS)), ", ", D("mot", WORD_DECOYS[4][0], [WORD_DECOYS[4][1]]),
                 " où elle aime se promener."])]
    doc.pages = [p0 + p1] if rng.random() < 0.4 else [p0, p1]
    doc.header = identity_header(ctx, pat, "Fiche IDE")
    doc.footer = identity_footer(ctx, pat)
    set_meta(doc, ctx, pat, "Fiche de liaison")
    return doc


OID_INS = "1.2.250.1.213.1.4.8"


def cda(ctx, doc):
    """A document laid out like a CDA R2 header rendered by a DMP viewer."""
    rng = ctx.rng
    pat = ctx.patient()
    etab = pp.Etab(ctx, *ctx.pick(pp.ETABS)[1:])
    aut, dest = ctx.doctor(), ctx.doctor()
    oid_etab = "1.2.250.1.71.4.2.1"
    ins_c = autre(vv.digits(rng, 22), "patient")
    doc_id = autre("1.2.250.1.%d.%d.%d" % (rng.randint(200, 999), rng.randint(1, 99), rng.randint(10 ** 6, 10 ** 7)), "document")
    eff = ctx.today
    p0 = [("title", ["Compte rendu de consultation - document de santé partagé"]),
          ("kv", [("Identifiant du document :", [doc_id]), ("Date de création :", [care(eff, "iso")]),
                  ("Code LOINC du type :", [D("loinc", "11488-4"), " (Note de consultation)"]),
                  ("Confidentialité :", ["N (normal)"])]),
          ("h", ["Patient"]),
          ("kv", [("INS (NIR) :", [nir_v(pat, "compact"), "^^^&", D("oid", OID_INS), "&ISO"]),
                  ("IPP :", [ipp_v(pat), "^^^&", D("oid", oid_etab), "&ISO"]),
                  ("INS-C :", [ins_c]),
                  ("Nom de naissance :", [pat.nom("upper")]), ("Prénoms :", [pat.prenom()]),
                  ("Sexe :", ["F" if pat.sex == 2 else "M"]), ("Date de naissance :", [ddn(pat, "compact")]),
                  ("Lieu de naissance :", [pii("VILLE", pat.birth_city, "patient"), " (", autre(pat.birth_insee, "patient"), ")"]),
                  ("Adresse :", [pat.home.street_v(), ", ", pat.home.cp_v(), " ", pat.home.city_v()]),
                  ("Télécom :", ["tel:", tel_v(pat.tel.replace(" ", ""), "patient"), " ; mailto:", email_v(pat.email, "patient")])]),
          ("h", ["Auteur"]),
          ("kv", [("Professionnel :", [aut.prenom(), " ", aut.nom("upper"), " - ", pii("RPPS", "8" + aut.rpps, "medecin"),
                                       "^^^&", D("oid", "1.2.250.1.71.4.2.1"), "&ISO"]),
                  ("Organisation :", [etab.v(), " - FINESS ", etab.finess_v(True)])])]
    p1 = [("h", ["Custodian"]),
          ("kv", [("Organisation :", [etab.v(True)]), ("Identifiant :", [etab.finess_v(True)]),
                  ("Téléphone :", [etab.tel_v()])]),
          ("h", ["Destinataires"]),
          ("table", ["Rôle", "Nom", "Identifiant"],
           [[["PRCP"], ["Dr ", dest.nom("upper"), " ", dest.prenom()], [pii("RPPS", dest.rpps, "medecin")]],
            [["PCP"], ["Dr ", aut.nom("title")], [pii("RPPS", aut.rpps, "medecin")]]], [20, 45, 35]),
          ("h", ["Corps du document"]),
          ("p", ["Consultation du ", care(eff, "slash"), " pour suivi d'une ", D("eponyme", "maladie de Crohn"), " iléale (",
                 D("cim10", "K50.0"), ") sous ", D("dose", "Infliximab 5 mg/kg"), " (ATC ", D("atc", "L04AB02"),
                 "). Prochaine perfusion le ", care(eff + dt.timedelta(days=56), "slash"), "."])]
    doc.pages = [p0, p1]
    fmt = rng.choice(["slash", "iso"])
    doc.footer = lambda i, n: [["Document ", doc_id, " - ", pat.nom("upper"), " ", pat.prenom(), " ", ddn(pat, fmt),
                                " - ", D("page", "Page %d/%d" % (i + 1, n))]]
    set_meta(doc, ctx, pat, "CDA")
    return doc


def _nir_or_nia(rng, pat):
    """Label / value of the NIR, or of a NIA (identifiant d'attente, birth abroad) for some patients."""
    if rng.random() < 0.4:
        return ("NIA :", [pii("NIR", " ".join(vv.nia_parts(rng, pat.sex, pat.dob)), "patient")])
    return ("NIR :", [nir_v(pat, "spaced")])


def facture(ctx, doc):
    rng = ctx.rng
    pat, med = ctx.patient(), ctx.doctor()
    cab = pp.Etab(ctx, *ctx.pick(pp.CABINETS))
    ph = pp.Etab(ctx, *ctx.pick(pp.PHARMAS))
    fnum = autre("FS%s-%04d" % (ctx.today.strftime("%y%m"), rng.randint(0, 9999)), "facture")
    acts = [("Consultation G", "GS", "30,00"), ("Majoration de coordination", "MCG", "5,00"), ("ECG de repos", "DEQP003", "14,52"),
            ("Frottis", "JKHD001", "12,46")]
    rows = rng.sample(acts, 3)
    p0 = [("cols", [("lines", [[med.prenom(), " ", med.nom("upper")], ["ADELI ", autre(med.adeli, "medecin")],
                               ["RPPS ", pii("RPPS", med.rpps, "medecin")], [cab.v()],
                               [cab.place.cp_v(), " ", cab.place.city_v()]])],
           [("lines", [["Facture n° ", fnum], ["du ", care(ctx.today, "slash")]])]),
          ("title", ["FEUILLE DE SOINS - NOTE D'HONORAIRES"]),
          ("kv", [("Assuré :", [pat.nom("upper"), " ", pat.prenom()]), _nir_or_nia(rng, pat),
                  ("Né(e) le :", [ddn(pat, rnd_dob_fmt(rng))]),
                  ("Mutuelle :", ["n° ", autre("%s-%s" % (vv.digits(rng, 6), vv.digits(rng, 3)), "adherent")])]),
          ("table", ["Date", "Acte", "Code", "Montant"],
           [[[care(ctx.today, "slash")], [a], [D("ccam", c)], [D("montant", m + " €")]] for a, c, m in rows], [20, 40, 20, 20]),
          ("p", ["Acquitté le ", care(ctx.today, "long"), ". Dispensation associée : ", ph.v(), ", ", tel_v(ph.tel, "etablissement"),
                 " - code UCD ", D("ucd", "34008" + vv.digits(rng, 8)), "."]),
          signature(ctx, med, title="Dr")]
    doc.pages = [p0]
    set_meta(doc, ctx, pat, "Facture")
    return doc
