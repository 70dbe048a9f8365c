"""City-practice and emergency documents: ordonnance, consultation, urgences, certificat, bon de transport."""

from __future__ import annotations

import datetime as dt

from . import people as pp
from . import values as vv
from .kinds_1 import DRUGS
from .kit import (D, EPONYMS, WORD_DECOYS, autre, care, civ, ddn, email_v, identity_footer, ipp_v, letterhead,
                  nda_v, ne, nir_v, rnd_dob_fmt, set_meta, signature, sticker, tel_v)
from .values import pii


def _cab_head(ctx, med, cab, spec):
    pl = cab.place
    return ("lines", [["Docteur ", med.prenom(), " ", med.nom("upper")], [spec],
                      ["RPPS ", pii("RPPS", med.rpps, "medecin"), " - ADELI ", autre(med.adeli, "medecin")],
                      [cab.v()], [pl.street_v(), ", ", pl.cp_v(), " ", pl.city_v()],
                      ["Tél. ", tel_v(med.tel, "medecin")]])


def ordonnance(ctx, doc):
    rng = ctx.rng
    pat, med = ctx.patient(), ctx.doctor()
    cab = pp.Etab(ctx, *ctx.pick(pp.CABINETS))
    pid = autre(rng.choice(["ORD-%s-%05d" % (ctx.today.strftime("%y%m"), rng.randint(0, 99999)),
                            "%s-%s-%s" % (vv.digits(rng, 4), "".join(rng.choice("ABCDEFGHKLMNPRSTXZ") for _ in range(4)),
                                          vv.digits(rng, 4))]), "prescription")
    drugs = rng.sample(DRUGS, 3)
    p0 = [("cols", [_cab_head(ctx, med, cab, rng.choice(["Médecine générale", "Médecin généraliste - Gériatrie"]))],
           [("lines", [[cab.place.city_v(), ", le ", care(ctx.today, rng.choice(["long", "slash"]))],
                       ["Identifiant de prescription : ", pid]])]),
          ("title", ["ORDONNANCE"]),
          ("p", [civ(pat), " ", pat.prenom(), " ", pat.nom("upper"), " - ", ddn(pat, rnd_dob_fmt(rng)),
                 " - Poids : ", D("valeur", "%d kg" % rng.randint(52, 98))]),
          ("table", ["Spécialité", "Posologie", "Code CIP"],
           [[[D("dose", d[0])], [d[1]], [D("cip13", "34009" + vv.digits(rng, 8))]] for d in drugs], [40, 40, 20]),
          ("p", ["Traitement pour ", D("duree", "3 mois"), ", à renouveler ", D("duree", "2 fois"), ". Lot vaccinal antérieur : ",
                 D("lot", "Lot %s%d" % (rng.choice("FGHT"), rng.randint(100000, 999999))), "."]),
          signature(ctx, med)]
    doc.pages = [p0]
    doc.footer = lambda i, n: [["Ordonnance ", pid, " - ", D("page", "Page %d/%d" % (i + 1, n))]]
    set_meta(doc, ctx, pat, "Ordonnance")
    return doc


def consultation(ctx, doc):
    rng = ctx.rng
    pat, med, dest = ctx.patient(), ctx.doctor(), ctx.doctor()
    etab = pp.Etab(ctx, *ctx.pick(pp.ETABS)[1:])
    cab = pp.Etab(ctx, *ctx.pick(pp.CABINETS))
    sec = ctx.person("secretaire", sex=2)
    cons = ctx.today - dt.timedelta(days=rng.randint(1, 6))
    p0 = [letterhead(ctx, etab, "Consultations de " + rng.choice(["rhumatologie", "neurologie", "pneumologie"]), finess=False),
          ("lines", [["Docteur ", dest.prenom(), " ", dest.nom("upper")], [cab.v()], [cab.place.street_v()],
                     [cab.place.cp_v(), " ", cab.place.city_v(True)]]),
          ("p", [etab.place.city_v(), ", le ", care(ctx.today, "long")]),
          ("p", ["Objet : ", pat.nom("upper"), " ", pat.prenom(), ", ", ne(pat).lower(), ddn(pat, rnd_dob_fmt(rng)),
                 " - IPP ", ipp_v(pat)]),
          ("p", ["Cher ami, j'ai revu en consultation le ", care(cons, "slash"), " ", civ(pat), " ", pat.nom("title"),
                 ", ", D("mot", WORD_DECOYS[0][0], [WORD_DECOYS[0][1]]), ", qui présente une lombosciatique droite avec ",
                 D("eponyme", "manœuvre de Lasègue"), " positive à 40°. Pas de déficit moteur, ",
                 D("eponyme", "signe de Babinski"), " absent."]),
          ("p", ["L'IRM du ", care(cons - dt.timedelta(days=20), "slash"), " montre une hernie discale L5-S1 (",
                 D("cim10", "M51.1"), "). Je propose une infiltration (CCAM ", D("ccam", "LHLB001"),
                 ") et un nouveau point dans trois mois."]),
          ("p", ["Bien confraternellement."]),
          signature(ctx, med),
          ("small", ["Secrétariat : ", sec.prenom(), " ", sec.nom(rng.choice(["upper", "title"])), " - ",
                     etab.fax_v(), " - ",
                     email_v(ctx.email(sec.first, sec.last, "ch-" + etab.distinct.lower().replace(" ", "").replace("é", "e") + ".fr"),
                             "secretaire")])]
    doc.pages = [p0]
    doc.footer = lambda i, n: [[etab.acro_v() if etab.acro else "Courrier", " - ", D("page", "Page %d/%d" % (i + 1, n))]]
    set_meta(doc, ctx, pat, "Courrier")
    return doc


def urgences(ctx, doc):
    rng = ctx.rng
    pat = ctx.patient(age_range=(1, 15)) if rng.random() < 0.5 else ctx.patient()
    child = pat.dob.year > ctx.today.year - 16
    etab = pp.Etab(ctx, *ctx.pick(pp.ETABS)[1:])
    urg, ide = ctx.doctor(), ctx.person("soignant")
    arr = dt.datetime.combine(ctx.today, dt.time(rng.randint(0, 22), rng.choice([5, 17, 32, 48])))
    p0 = [("cols", [letterhead(ctx, etab, "Structure des urgences", acro=True, finess=False)], [sticker(ctx, pat)]),
          ("title", ["RÉSUMÉ DE PASSAGE AUX URGENCES"]),
          ("kv", [("Arrivée :", [care(ctx.today, "slash"), " à %02dh%02d" % (arr.hour, arr.minute)]),
                  ("Mode :", ["VSAV, adressé par le centre 15"]), ("Box :", [D("box", "box %d" % rng.randint(1, 12))]),
                  ("IOA :", [ide.prenom(), " ", ide.nom("upper")]), ("Tri :", [D("score", "CIMU %d" % rng.randint(2, 4))])])]
    if child:
        parents = [ctx.person("parent", sex=2), ctx.person("parent", sex=1)]
        for p in parents:
            p.dob = vv.rand_date(rng, dt.date(1975, 1, 1), dt.date(1995, 12, 31))
        fmt = rng.choice(["slash", "dot", "long"])
        p0 += [("h", ["Responsables légaux"]),
               ("table", ["Lien", "Nom", "Prénom", "Date de naissance", "Téléphone"],
                [[[lien], [p.nom("upper")], [p.prenom()], [pii("DATE_NAISSANCE", vv.fmt_date(p.dob, fmt), "parent")],
                  [tel_v(vv.phone(rng, "3", True), "parent")]] for lien, p in zip(["Mère", "Père"], parents)],
                [14, 24, 20, 22, 20])]
    p0 += [("h", ["Examen clinique"]),
           ("p", [D("score", "score de Glasgow"), " à 15, TA ", D("valeur", "%d/%d mmHg" % (rng.randint(100, 160), rng.randint(55, 95))),
                  ", FC ", D("valeur", "%d bpm" % rng.randint(60, 120)), ", SpO2 ", D("valeur", "%d %%" % rng.randint(93, 99)), "."])]
    p1 = [("h", ["Diagnostic et orientation"]),
          ("p", ["Traumatisme du poignet gauche : ", D("eponyme", "fracture de Pouteau-Colles"), " (",
                 D("cim10", "S52.5"), "). Immobilisation, retour à domicile. Consultation orthopédique le ",
                 care(ctx.today + dt.timedelta(days=7), "wdlong"), "."]),
          signature(ctx, urg, etab.place.city_v(), ctx.today, "slash")]
    doc.pages = [p0, p1] if child or rng.random() < 0.5 else [p0 + p1]
    doc.footer = identity_footer(ctx, pat, etab)
    set_meta(doc, ctx, pat, "Passage SU")
    return doc


def certificat(ctx, doc):
    rng = ctx.rng
    pat, med = ctx.patient(), ctx.doctor()
    cab = pp.Etab(ctx, *ctx.pick(pp.CABINETS))
    p0 = [_cab_head(ctx, med, cab, "Médecine générale"),
          ("title", ["CERTIFICAT MÉDICAL"]),
          ("p", ["Je soussigné", "e" if med.sex == 2 else "", ", Docteur ", med.prenom(), " ", med.nom("upper"),
                 ", certifie avoir examiné ce jour ", civ(pat), " ", pat.prenom(), " ", pat.nom("upper"),
                 ", ", ne(pat).lower(), ddn(pat, rnd_dob_fmt(rng)), " à ", pii("VILLE", pat.birth_city, "patient"),
                 " (code INSEE ", autre(pat.birth_insee, "patient"), "), demeurant ", pat.home.street_v(), " ",
                 pat.home.cp_v(), " ", pat.home.city_v(), "."]),
          ("p", ["Son état de santé nécessite un arrêt de travail du ", care(ctx.today, "slash"), " au ",
                 care(ctx.today + dt.timedelta(days=rng.randint(5, 21)), "slash"), " inclus, sauf complications."]),
          ("p", ["Certificat établi à la demande de l'intéressé", "e" if pat.sex == 2 else "",
                 " et remis en main propre pour faire valoir ce que de droit."]),
          ("kv", [("N° de sécurité sociale :", [nir_v(pat, rng.choice(["spaced", "keysep"]))])]),
          signature(ctx, med, cab.place.city_v(), ctx.today, rng.choice(["long", "slash"]))]
    doc.pages = [p0]
    set_meta(doc, ctx, pat, "Certificat")
    return doc


def transport(ctx, doc):
    rng = ctx.rng
    pat, med = ctx.patient(), ctx.doctor()
    etab = pp.Etab(ctx, *ctx.pick(pp.ETABS)[1:])
    amb = pp.Etab(ctx, *ctx.pick(pp.TRANSPORTS))
    p0 = [("title", ["PRESCRIPTION MÉDICALE DE TRANSPORT"]),
          ("kv", [("Assuré(e) :", [pat.nom("upper"), " ", pat.prenom("upper")]),
                  ("Date de naissance :", [ddn(pat, rnd_dob_fmt(rng))]),
                  ("N° d'immatriculation :", [nir_v(pat, rng.choice(["spaced", "compact"]))]),
                  ("Adresse :", [pat.home.street_v(True), " ", pat.home.cp_v(), " ", pat.home.city_v(True)]),
                  ("Téléphone :", [tel_v(pat.tel, "patient")])]),
          ("h", ["Prescripteur"]),
          ("kv", [("Médecin :", ["Dr ", med.nom("upper"), " ", med.prenom()]),
                  ("Identifiant :", [pii("RPPS", "8" + med.rpps, "medecin")]),
                  ("Établissement :", [etab.v(), " - FINESS ", etab.finess_v()])]),
          ("h", ["Transport"]),
          ("kv", [("Mode :", ["ambulance, position allongée obligatoire"]),
                  ("Trajet :", ["domicile vers le site de soins, aller et retour"]),
                  ("Date :", [care(ctx.today + dt.timedelta(days=rng.randint(1, 9)), rng.choice(["slash", "long"]))]),
                  ("Transporteur :", [amb.v(), " - ", amb.tel_v()]),
                  ("Motif :", ["séance de dialyse, ", D("cim10", "N18.5")])]),
          signature(ctx, med, etab.place.city_v(), ctx.today, "slash")]
    doc.pages = [p0]
    set_meta(doc, ctx, pat, "Transport")
    return doc
