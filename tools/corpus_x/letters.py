"""Letter-shaped hospital documents (families 1, 3 and 4): builders returning a ``Doc``."""

from __future__ import annotations

import datetime as dt

from . import ids
from .ctx import CCAM, CIM10, DEVICES, DRUGS, LOINC, Ctx, lf
from .model import Doc, L, Line, PAGEBREAK, blank, decoy, pii, row, wrap

W = 483.0  # text width in points (A4, 56 pt margins)


def P(segs, size=10.0, before=2.0, x=0.0):
    return wrap(segs, size, W, first_x=x, before=before)


def fmt_num(v, dec):
    return ("%." + str(dec) + "f") % v if dec else "%d" % round(v)


def frnum(v, dec):
    return fmt_num(v, dec).replace(".", ",")


# ------------------------------------------------------------------ shared blocks


def letterhead(c: Ctx, style: int) -> list:
    r = c.rng
    out = []
    if style == 0:  # centred, name then acronym
        out.append(L(c.ETAB(), size=14, bold=True, align="c"))
        out.append(L("(", c.SIGLE(), ") — Service de " + c.service, size=10, align="c"))
        out.append(L(*c.ADDR(c.etab_street, c.etab_cp, c.etab_town), size=9, align="c"))
        out.append(L("Tél. ", c.TEL(c.etab_tel, "etablissement"), "  Fax ", c.TEL(c.etab_fax, "etablissement"),
                     "  FINESS ", c.FINESS(), size=9, align="c"))
    elif style == 1:  # acronym big at left, name under it
        out.append(L(c.SIGLE(), size=18, bold=True, x=0.12))
        out.append(L(c.ETAB(), size=11, bold=True, x=0.12))
        out.append(L("Pôle médecine — Service de " + c.service, size=9, x=0.12))
        out.append(L(*c.ADDR(c.etab_street, c.etab_cp, c.etab_town), size=9, x=0.12))
        out.append(L("Secrétariat : ", c.TEL(c.etab_tel, "etablissement"), " — ", c.EMAIL(c.sec_email, "etablissement"),
                     size=9, x=0.12))
    else:  # two columns: establishment left, practitioners right
        d0, d1 = c.docs[0], c.docs[1]
        out.append(row([[c.ETAB()], c.doctor(d0, "Dr First LAST")], [0.0, 0.62], size=10, bold=True))
        out.append(row([["Service de " + c.service], ["RPPS ", c.RPPS(d0)]], [0.0, 0.62], size=9))
        out.append(row([c.ADDR(c.etab_street, c.etab_cp, c.etab_town)[:1], c.doctor(d1, "Dr First LAST")], [0.0, 0.62], size=9))
        out.append(row([c.ADDR(c.etab_street, c.etab_cp, c.etab_town)[2:], ["RPPS ", c.RPPS(d1)]], [0.0, 0.62], size=9))
        out.append(row([["Standard ", c.TEL(c.etab_tel, "etablissement")], ["FINESS ", c.FINESS()]], [0.0, 0.62], size=9))
    out[-1].rule = True
    return out


def identity_block(c: Ctx, style: int, with_nir=False, with_addr=True) -> list:
    r = c.rng
    lab = r.choice(["Né(e) le ", "Date de naissance : ", "DDN : ", "Date de naiss. : ", "né(e) le "])
    out = [blank(4)]
    if style == 0:
        out.append(L("Patient : ", *c.patient_name(), size=10, bold=True))
        out.append(L(lab, c.DDN(), "    IPP : ", c.IPP(), "    N° séjour : ", c.NDA(), size=10))
        if with_addr:
            out.append(L("Adresse : ", *c.ADDR(c.street, c.cp, c.town), size=10))
        if with_nir:
            out.append(L("N° de sécurité sociale : ", c.NIR(), size=10))
    else:
        xs = [0.0, 0.2, 0.5, 0.7]
        out.append(row([["Nom :"], [c.NOM()], ["Prénom :"], [c.PRENOM()]], xs, size=10))
        if c.maiden:
            out.append(row([["Nom de naissance :"], [c.NOM("naissance")], ["Sexe :"], ["F"]], xs, size=10))
        out.append(row([[lab.strip()], [c.DDN()], ["IPP :"], [c.IPP()]], xs, size=10))
        if with_addr:
            out.append(row([["Adresse :"], [pii("ADRESSE", c.street)], ["Ville :"], [pii("CODE_POSTAL", c.cp), " ", pii("VILLE", c.town)]],
                           xs, size=10))
        if with_nir:
            out.append(row([["NIR :"], [c.NIR(spaced=True)], ["Tél. :"], [c.TEL(c.tel_mob, "patient")]], xs, size=10))
    out[-1].rule = True
    return out


def running_header(c: Ctx, style: int):
    def h(i, n):
        if style == 0 and i == 0:
            return []
        if style == 0:
            return [L(c.NOM(), " ", c.PRENOM(), " — IPP ", c.IPP(), " — né(e) le ", c.DDN("slash"), size=8, rule=True)]
        return [L("Patient : ", c.NOM(case="title"), " ", c.PRENOM(), " | DDN ", c.DDN("dot"), " | Séjour ", c.NDA(),
                  size=8, rule=True)]
    return h


def footer(c: Ctx, style: int, date):
    def f(i, n):
        page = decoy("PAGE", "Page %d/%d" % (i + 1, n))
        if style == 0:
            return [L(c.SIGLE(), " — ", pii("VILLE", c.etab_town), " — ", page, size=7.5, align="c")]
        if style == 1:
            return [L("Édité le ", c.DATE(date, "slash"), " par ", *c.version_seg(), " — ", page, size=7.5)]
        return [L("Document confidentiel — ", page, size=7.5, align="r")]
    return f


def signature(c: Ctx, d, role_label: str, place=True) -> list:
    out = [blank(8)]
    if place:
        out.append(L("Fait à ", pii("VILLE", c.etab_town), ", le ", c.DATE(c.doc_date, "long"), size=10, x=0.5))
    gap = blank(30)
    gap.mark = "sig"
    out.append(gap)
    out.append(L(*c.doctor(d), size=10, bold=True, x=0.5))
    out.append(L(role_label, size=9, x=0.5))
    out.append(L("N° RPPS : ", c.RPPS(d), size=9, x=0.5))
    return out


def copie(c: Ctx) -> list:
    mt = c.mt
    return [blank(4),
            L("Copie à : ", *c.doctor(mt), ", médecin traitant, ", pii("ADRESSE", mt.street), ", ", pii("CODE_POSTAL", mt.cp), " ",
              pii("VILLE", mt.town), size=8.5),
            L("Copie à : ", *c.doctor(c.docs[2], "Dr First LAST"), " (", c.SIGLE(), ", service de " + c.service + ")", size=8.5)]


def mot_lines(c: Ctx, n=1) -> list:
    out = []
    for w in c.mot_words(n):
        out += P(c.mot_sentence(w))
    return out


def drug_lines(c: Ctx, n: int, with_atc=True) -> list:
    out = []
    for code, name, dose, sig in c.rng.sample(DRUGS, n):
        segs = ["– ", name.upper() if c.rng.random() < 0.4 else name, " ", decoy("DOSE", dose), " : ", sig]
        if with_atc:
            segs += [" (ATC ", decoy("ATC", code), ")"]
        out += P(segs, size=10, before=1)
    return out


def bio_table(c: Ctx, n: int, date, size=9.0, loinc=True) -> list:
    xs = [0.0, 0.38, 0.52, 0.64, 0.84] if loinc else [0.0, 0.45, 0.6, 0.75]
    head = ["Analyse", "Résultat", "Unité", "Valeurs de réf.", "LOINC"] if loinc else ["Analyse", "Résultat", "Unité", "Normes"]
    out = [row(head[:len(xs)], xs, size=size, bold=True, rule=True)]
    for code, label, unit, lo, hi, dec in c.rng.sample(LOINC, n):
        span = hi - lo
        v = lo + span * c.rng.uniform(-0.3, 1.4)
        v = max(v, 0.01 if dec else 1)
        val = frnum(v, dec)
        flag = " *" if (v < lo or v > hi) else ""
        rng_txt = "%s - %s" % (frnum(lo, dec), frnum(hi, dec))
        cells = [[label], [decoy("BIOLOGIE", val), flag], [unit], [decoy("INTERVALLE", rng_txt)]]
        if loinc:
            cells.append([decoy("LOINC", code)])
        out.append(row(cells, xs, size=size))
    return out


# ------------------------------------------------------------------ builders


def b_lettre_liaison(c: Ctx, v: int) -> list:
    r = c.rng
    d = c.docs[0]
    cim = r.sample(CIM10, 3)
    body = letterhead(c, v % 3)
    body += [L("LETTRE DE LIAISON À LA SORTIE", size=13, bold=True, align="c", before=10)]
    body += identity_block(c, v % 2, with_nir=False)
    body += P(["Hospitalisation du ", c.DATE(c.adm), " au ", c.DATE(c.out), " dans l'unité de " + c.service + "."], before=6)
    body += P(["Destinataire : ", *c.doctor(c.mt), ", médecin traitant."])
    body += [L("Motif d'hospitalisation", size=11, bold=True, before=8)]
    body += P(["Prise en charge pour " + lf(cim[0][1]) + " (CIM-10 ", decoy("CIM10", cim[0][0]),
               "). Antécédents : " + lf(cim[1][1]) + " (", decoy("CIM10", cim[1][0]), "), ",
               lf(cim[2][1]) + " (", decoy("CIM10", cim[2][0]), ")."])
    body += [L("Synthèse du séjour", size=11, bold=True, before=8)]
    body += P(["Examen d'entrée : ", *c.eponym(), ", ", *c.eponym(), ". Bilan biologique du ", c.DATE(c.adm, "slash"),
               " sans anomalie majeure. Évolution favorable sous traitement, apyrexie obtenue en 48 heures."])
    body += mot_lines(c, 1)
    body += [L("Biologie de sortie (" , c.DATE(c.out, "slash"), ")", size=11, bold=True, before=8)]
    body += bio_table(c, 5, c.out, loinc=r.random() < 0.5)
    body += [L("Traitement de sortie", size=11, bold=True, before=8)]
    body += drug_lines(c, 3, with_atc=r.random() < 0.6)
    body += [L("Consignes et informations données au patient", size=11, bold=True, before=8)]
    body += P(["Surveillance du poids deux fois par semaine, consulter en cas de prise de plus de ", decoy("POIDS", "2 kg"),
               " en trois jours, d'essoufflement ou de fièvre supérieure à ", decoy("CONSTANTE", "38,5 °C"),
               ". Régime pauvre en sel. Reprise progressive des activités. Soins infirmiers à domicile : ",
               "pansement tous les deux jours, prise de sang le ", c.DATE(c.out + dt.timedelta(days=7), "slash"), "."])
    xs = [0.0, 0.22, 0.6]
    body += [row(["Rendez-vous", "Avec", "Lieu"], xs, size=9.5, bold=True, rule=True, before=6),
             row([[c.DATE(c.out + dt.timedelta(days=10), "slash")], c.doctor(c.mt), ["cabinet, ", pii("VILLE", c.mt.town)]], xs, size=9.5),
             row([[c.DATE(c.out + dt.timedelta(days=30), "slash")], c.doctor(c.docs[1], "Dr First LAST"), ["consultation ", c.SIGLE()]], xs, size=9.5),
             row([[c.DATE(c.out + dt.timedelta(days=60), "slash")], ["Échographie, ", DEVICES[0][0], decoy("DISPOSITIF", DEVICES[0][1])], ["imagerie ", c.SIGLE()]], xs, size=9.5)]
    body += [L("Suivi", size=11, bold=True, before=8)]
    body += P(["Consultation de contrôle avec le ", *c.doctor(c.docs[1]), " le ", c.DATE(c.out + dt.timedelta(days=30), "long"),
               ". Personne à prévenir : ", c.PRENOM(c.proche), " ", c.NOM(c.proche), " (" + c.proche_lien + "), ",
               c.TEL(c.proche_tel, "proche"), "."])
    body += P(["Joignable au ", c.TEL(c.tel_mob, "patient"), " ou par courriel ", c.EMAIL(c.email), "."])
    body += signature(c, d, "Praticien hospitalier, " + c.service)
    body += copie(c)
    return body


def b_consultation(c: Ctx, v: int) -> list:
    r = c.rng
    d = c.docs[1]
    body = letterhead(c, (v + 1) % 3)
    body += [L(pii("VILLE", c.etab_town), ", le ", c.DATE(c.doc_date, "long"), size=10, align="r", before=8)]
    body += [L(*c.doctor(c.mt, "Dr First LAST"), size=10, x=0.55, before=6),
             L(pii("ADRESSE", c.mt.street), size=10, x=0.55),
             L(pii("CODE_POSTAL", c.mt.cp), " ", pii("VILLE", c.mt.town), size=10, x=0.55)]
    body += [L("Objet : consultation du ", c.DATE(c.doc_date, "slash"), " — ", *c.patient_name("civ_first_LAST"), ", ",
               r.choice(["né(e) le ", "DDN "]), c.DDN(), size=10, bold=True, before=10)]
    body += P(["Cher confrère,"], before=8)
    body += P(["J'ai revu en consultation votre patient(e) ", *c.patient_name("Last_First", civ=False),
               " pour le suivi de sa " + lf(r.choice(CIM10)[1]) + ". ", *c.eponym(), "."], before=4)
    body += P(["Antécédents : " + lf(r.choice(CIM10)[1]) + " (", decoy("CIM10", r.choice(CIM10)[0]), "), appendicectomie dans l'enfance, ",
               "tabagisme sevré depuis dix ans. Allergie à la pénicilline (urticaire). Traitement habituel :"], before=4)
    body += drug_lines(c, 3, with_atc=False)
    body += P(["Examen clinique : poids ", decoy("POIDS", "%d kg" % r.randint(50, 110)), ", TA ",
               decoy("CONSTANTE", "%d/%d mmHg" % (r.randint(110, 160), r.randint(65, 95))), ", auscultation cardio-pulmonaire normale, ",
               "pas d'œdème des membres inférieurs, pouls périphériques perçus. ", *c.eponym(cap=True), "."], before=4)
    body += mot_lines(c, 2)
    body += P(["Le bilan du ", c.DATE(c.adm, "dot"), " montre une hémoglobine à ", decoy("BIOLOGIE", frnum(r.uniform(10.5, 15), 1)),
               " g/dL et une créatinine à ", decoy("BIOLOGIE", str(r.randint(55, 140))), " µmol/L. L'échographie réalisée sur ",
               DEVICES[0][0], decoy("DISPOSITIF", DEVICES[0][1]), " est sans particularité."])
    body += P(["Je propose de poursuivre le traitement actuel et de le revoir dans six mois. ",
               "Je reste joignable au ", c.TEL(c.etab_tel, "etablissement"), "."])
    body += P(["Bien confraternellement."], before=6)
    body += signature(c, d, "Praticien attaché, " + c.service, place=False)
    body += [L("Copie à : ", c.PRENOM(c.proche), " ", c.NOM(c.proche), " (" + c.proche_lien + ") — dossier ", c.IPP(), size=8.5,
               before=4)]
    return body


def b_certificat(c: Ctx, v: int) -> list:
    r = c.rng
    d = c.docs[0]
    body = letterhead(c, v % 3)
    body += [L("CERTIFICAT MÉDICAL", size=14, bold=True, align="c", before=18)]
    body += P(["Je soussigné(e), ", *c.doctor(d), ", docteur en médecine, certifie avoir examiné ce jour ",
               *c.patient_name("civ_first_LAST"), ", née le " if c.sex == 2 else ", né le ", c.DDN(r.choice(["long", "slash"])),
               ", demeurant ", *c.ADDR(c.street, c.cp, c.town), "."], size=11, before=14)
    body += P(["Son état de santé nécessite un arrêt de toute activité professionnelle du ", c.DATE(c.doc_date, "slash"),
               " au ", c.DATE(c.doc_date + dt.timedelta(days=14), "slash"), " inclus, sauf complications."], size=11, before=6)
    body += P(["N° d'immatriculation : ", c.NIR(), "."], size=11, before=6)
    body += mot_lines(c, 1)
    body += P(["Certificat établi à la demande de l'intéressé(e) et remis en main propre pour servir et valoir ce que de droit."],
              size=11, before=6)
    body += signature(c, d, "Médecin, " + c.service)
    return body


def b_ordonnance(c: Ctx, v: int) -> list:
    r = c.rng
    d = c.docs[0]
    body = letterhead(c, 2 if v % 2 else 1)
    body += [L("ORDONNANCE", size=14, bold=True, align="c", before=10)]
    if r.random() < 0.5:
        body += [L("Prescription relative au traitement de l'affection de longue durée (ALD)", size=9, align="c")]
    body += [L(pii("VILLE", c.etab_town), ", le ", c.DATE(c.doc_date, r.choice(["long", "slash"])), size=10, align="r", before=6)]
    body += [L(*c.patient_name("civ_first_LAST"), size=11, bold=True, before=6),
             L("Né(e) le ", c.DDN(), " — Poids : ", decoy("POIDS", "%d kg" % r.randint(48, 104)), size=10)]
    body += [blank(8)]
    for code, name, dose, sig in r.sample(DRUGS, r.randint(3, 5)):
        body += P([name.upper(), " ", decoy("DOSE", dose)], size=11, before=6)
        body += P([sig + ", pendant " + r.choice(["1 mois", "3 mois", "7 jours", "15 jours"]) + "."], size=10, x=0.05, before=0)
    body += P(["QSP 3 mois. Renouvelable 2 fois. Lot de référence du stylo : ", decoy("LOT", "%s%02d%s" % (r.choice("ABKMX"), r.randint(10, 99), r.choice(["C317", "F442", "H095"]))),
               "."], size=9, before=8)
    body += mot_lines(c, 1)
    body += signature(c, d, c.service.capitalize(), place=False)
    return body


def b_bon_transport(c: Ctx, v: int) -> list:
    r = c.rng
    d = c.docs[0]
    body = letterhead(c, v % 3)
    body += [L("PRESCRIPTION MÉDICALE DE TRANSPORT", size=13, bold=True, align="c", before=8),
             L("Formulaire cerfa n° 11574*04", size=8, align="c")]
    xs = [0.0, 0.33]
    body += [L("Personne transportée", size=11, bold=True, before=8)]
    body += [row([["Nom et prénom :"], [c.NOM(), " ", c.PRENOM()]], xs, size=10),
             row([["Date de naissance :"], [c.DDN("slash")]], xs, size=10),
             row([["N° d'immatriculation :"], [c.NIR()]], xs, size=10),
             row([["Adresse :"], c.ADDR(c.street, c.cp, c.town)], xs, size=10),
             row([["Organisme complémentaire :"], [pii("ORGANISME", c.mutuelle, "mutuelle"), " n° ", pii("NUM_ADHERENT", c.adherent, "mutuelle")]], xs, size=10)]
    body += [L("Transport", size=11, bold=True, before=8)]
    body += P(["Trajet du ", c.DATE(c.doc_date, "slash"), " : du domicile vers ", c.ETAB(), " (", c.SIGLE(), "), ",
               pii("ADRESSE", c.etab_street), ", ", pii("CODE_POSTAL", c.etab_cp), " ", pii("VILLE", c.etab_town), "."])
    body += P(["Mode : " + r.choice(["ambulance", "VSL", "taxi conventionné"]) + ", position allongée obligatoire, ",
               "transport en lien avec une ALD. Soins : séance de " + r.choice(["dialyse", "chimiothérapie", "radiothérapie"]) + "."])
    body += mot_lines(c, 1)
    body += [L("Prescripteur", size=11, bold=True, before=8)]
    body += [row([["Identifiant :"], [c.RPPS(d)]], xs, size=10),
             row([["Établissement :"], ["FINESS ", c.FINESS()]], xs, size=10)]
    body += signature(c, d, "Médecin prescripteur")
    return body


def b_cro(c: Ctx, v: int) -> list:
    r = c.rng
    op, an = c.docs[0], c.docs[1]
    ccam = r.choice([x for x in CCAM if x[0] in ("HMFC004", "HHFA016", "NEKA020", "NFKA007", "QZFA036")])
    dev = r.choice(DEVICES[5:])
    body = letterhead(c, v % 3)
    body += [L("COMPTE RENDU OPÉRATOIRE", size=13, bold=True, align="c", before=8)]
    body += identity_block(c, (v + 1) % 2)
    xs = [0.0, 0.28]
    body += [row([["Date d'intervention :"], [c.DATE(c.adm + dt.timedelta(days=1))]], xs, size=10, before=6),
             row([["Opérateur :"], c.doctor(op)], xs, size=10),
             row([["Anesthésiste :"], c.doctor(an)], xs, size=10),
             row([["Aide opératoire :"], [c.PRENOM(c.ide[0]), " ", c.NOM(c.ide[0]), ", IBODE"]], xs, size=10),
             row([["Acte CCAM :"], [decoy("CCAM", ccam[0]), " — " + ccam[1]]], xs, size=10)]
    body += [L("Indication", size=11, bold=True, before=8)]
    body += P(["Patient(e) de ", decoy("AGE", "%d ans" % (2025 - c.dob.year)), " adressé(e) pour " + lf(ccam[1]) + ". ",
               *c.eponym(), "."])
    body += [L("Description", size=11, bold=True, before=8)]
    body += P(["Installation en décubitus dorsal, antibioprophylaxie par céfazoline ", decoy("DOSE", "2 g"),
               " IV. ", *c.eponym(cap=True), ". Mise en place de l'implant ", dev[0], decoy("DISPOSITIF", dev[1]),
               ", lot ", decoy("LOT", "%d%s%04d" % (r.randint(20, 25), r.choice("KLMNP"), r.randint(1000, 9999))), ". ",
               "Contrôle de l'hémostase, fermeture plan par plan, pansement sec."])
    body += mot_lines(c, 1)
    body += P(["Pertes sanguines estimées à ", decoy("MESURE", "%d mL" % r.randint(50, 400)), ". Pas d'incident peropératoire."])
    body += [L("Anesthésie", size=11, bold=True, before=8)]
    body += P(["Anesthésie générale (ASA ", decoy("SCORE", "%d" % r.randint(1, 3)), "), induction propofol ", decoy("DOSE", "%d mg" % r.randint(120, 220)),
               ", sufentanil ", decoy("DOSE", "%d µg" % r.randint(15, 30)), ", intubation orotrachéale sans difficulté (Cormack ",
               decoy("SCORE", "1"), "). Durée opératoire ", decoy("DUREE", "%d min" % r.randint(45, 150)), ". Surveillance en SSPI par ",
               c.PRENOM(c.ide[1]), " ", c.NOM(c.ide[1]), ", IADE."])
    body += [L("Suites", size=11, bold=True, before=8)]
    body += P(["Lever J1, anticoagulation préventive par énoxaparine ", decoy("DOSE", "4000 UI"),
               " par jour. Consultation post-opératoire le ", c.DATE(c.adm + dt.timedelta(days=45), "long"), "."])
    body += signature(c, op, "Chirurgien, " + c.service)
    body += copie(c)
    return body


def b_crh(c: Ctx, v: int) -> list:
    r = c.rng
    d = c.docs[0]
    cim = r.sample(CIM10, 4)
    body = letterhead(c, v % 3)
    body += [L("COMPTE RENDU D'HOSPITALISATION", size=13, bold=True, align="c", before=8)]
    body += identity_block(c, v % 2, with_nir=True)
    body += P(["Séjour n° ", c.NDA(), " du ", c.DATE(c.adm), " au ", c.DATE(c.out), ", unité de " + c.service +
               " (UF ", decoy("UF", "%04d" % r.randint(1000, 9899)), ")."], before=6)
    body += P(["Médecin traitant : ", *c.doctor(c.mt), ", ", pii("ADRESSE", c.mt.street), ", ", pii("CODE_POSTAL", c.mt.cp), " ",
               pii("VILLE", c.mt.town), ", tél. ", c.TEL(c.mt.tel, "medecin"), "."])
    body += [L("Motif", size=11, bold=True, before=8)]
    body += P(["Admission par les urgences pour " + lf(cim[0][1]) + " (", decoy("CIM10", cim[0][0]), ")."])
    body += [L("Antécédents", size=11, bold=True, before=8)]
    for code, lab in cim[1:]:
        body += P(["– " + lab + " (", decoy("CIM10", code), ")"], before=0)
    body += [L("Histoire de la maladie", size=11, bold=True, before=8)]
    body += P(["Patient(e) de ", decoy("AGE", "%d ans" % (2025 - c.dob.year)), ", vivant à domicile avec aide. ",
               "Dégradation de l'état général depuis dix jours, dyspnée d'effort stade III. ", *c.eponym(cap=True), ". ",
               "Contact : ", c.PRENOM(c.proche), " ", c.NOM(c.proche), " (" + c.proche_lien + ") au ", c.TEL(c.proche_tel, "proche"), "."])
    body += mot_lines(c, 2)
    body += [L("Examen clinique", size=11, bold=True, before=8)]
    body += P(["À l'entrée : TA ", decoy("CONSTANTE", "%d/%d mmHg" % (r.randint(105, 165), r.randint(60, 95))), ", FC ",
               decoy("CONSTANTE", "%d bpm" % r.randint(55, 118)), ", SpO2 ", decoy("CONSTANTE", "%d %%" % r.randint(88, 99)),
               " en air ambiant, température ", decoy("CONSTANTE", "%s °C" % frnum(r.uniform(36.2, 39.4), 1)),
               ". Auscultation : crépitants bilatéraux des bases, pas de souffle. Abdomen souple, dépressible, indolore. ",
               "Œdèmes des membres inférieurs prenant le godet jusqu'à mi-mollet. Examen neurologique sans déficit, ",
               *c.eponym(), "."])
    body += [L("Examens complémentaires", size=11, bold=True, before=8)]
    body += P(["Biologie d'entrée du ", c.DATE(c.adm, "slash"), " :"])
    body += bio_table(c, 9, c.adm)
    body += P(["Radiographie thoracique (", decoy("CCAM", "ZBQK002"), ") du ", c.DATE(c.adm, "long"),
               " : opacités alvéolaires basales droites, émoussement du cul-de-sac costo-diaphragmatique homolatéral."], before=6)
    ccam = r.choice(CCAM[:2])
    body += P(["Acte : ", decoy("CCAM", ccam[0]), " (" + lf(ccam[1]) + ") le ", c.DATE(c.adm + dt.timedelta(days=1), "slash"),
               ", réalisé sur ", DEVICES[0][0], decoy("DISPOSITIF", DEVICES[0][1]), " : FEVG conservée à ",
               decoy("MESURE", "%d %%" % r.randint(45, 65)), "."], before=6)
    body += [L("Évolution", size=11, bold=True, before=8)]
    body += P(["Antibiothérapie probabiliste par amoxicilline-acide clavulanique ", decoy("DOSE", "1 g"),
               " trois fois par jour relayée per os à J3. Diurétiques intraveineux avec perte de ",
               decoy("POIDS", "%d kg" % r.randint(2, 6)), ". Kinésithérapie respiratoire quotidienne. ",
               "Avis diététique : dénutrition modérée, albumine à ", decoy("BIOLOGIE", "%d" % r.randint(26, 34)), " g/L."])
    body += P(["Amélioration progressive sous traitement. Sortie le ", c.DATE(c.out, "long"),
               " vers le domicile. Traitement de sortie :"])
    body += drug_lines(c, 4)
    body += signature(c, d, "Praticien hospitalier")
    body += copie(c)
    return body


def b_biologie(c: Ctx, v: int) -> list:
    r = c.rng
    bio = c.docs[3]
    lab_name = "Laboratoire de biologie médicale du " + c.sigle
    body = [L(pii("ETABLISSEMENT", lab_name, "laboratoire"), size=13, bold=True),
            L(c.ETAB(), " — ", *c.ADDR(c.etab_street, c.etab_cp, c.etab_town), size=8.5),
            L("Accréditation Cofrac n° 8-", decoy("COFRAC", "%04d" % r.randint(1000, 4999)), " — Tél. ", c.TEL(c.etab_tel, "etablissement"),
              size=8.5, rule=True)]
    xs = [0.0, 0.2, 0.52, 0.72]
    body += [row([["Patient :"], [c.NOM(), " ", c.PRENOM(case="upper")], ["N° dossier :"], [pii("NUM_DOSSIER_LABO", c.labno, "laboratoire")]],
                 xs, size=9.5, before=6),
             row([["Né(e) le :"], [c.DDN(r.choice(["slash", "mon", "dot2"]))], ["IPP :"], [c.IPP()]], xs, size=9.5),
             row([["Prescripteur :"], c.doctor(c.docs[0], "Dr LAST First"),
                  ["Prélevé le :"], [c.DATE(c.doc_date, "slash"), " 07:45"]], xs, size=9.5),
             row([["Service :"], [c.service], ["Validé le :"], [c.DATE(c.doc_date, "slash"), " 11:20"]], xs, size=9.5, rule=True)]
    body += [L("HÉMATOLOGIE — BIOCHIMIE", size=11, bold=True, before=8)]
    body += bio_table(c, 7, c.doc_date, size=9)
    body += [L("Interprétation", size=11, bold=True, before=8)]
    body += P(["Résultats à interpréter selon le contexte clinique. Méthode enzymatique sur automate ",
               decoy("DISPOSITIF", r.choice(["Cobas c503", "Alinity c", "Atellica CH"])), ", réactif lot ",
               decoy("LOT", "%d%s%03d" % (r.randint(100, 999), r.choice("ABCD"), r.randint(100, 999))), "."], size=9)
    if v % 2:
        body += [PAGEBREAK(), L("SÉROLOGIES ET MARQUEURS", size=11, bold=True)]
        body += bio_table(c, 5, c.doc_date, size=9)
        body += P(["Contrôle demandé par ", *c.doctor(c.mt), " (médecin traitant), résultats transmis par messagerie sécurisée ",
                   c.EMAIL("%s.%s@medecin.mssante.fr" % (ids.deaccent_lower(c.mt.first.split('-')[0]), ids.deaccent_lower(c.mt.last)), "medecin"),
                   "."], size=9, before=6)
    body += mot_lines(c, 1)
    body += [L("Biologiste responsable : ", *c.doctor(bio, "Dr First LAST"), " — RPPS ", c.RPPS(bio), size=9, before=10)]
    return body


def b_imagerie(c: Ctx, v: int) -> list:
    r = c.rng
    rad = c.docs[2]
    dev = r.choice(DEVICES[:3])
    ccam = r.choice([x for x in CCAM if x[0] in ("ZBQK002", "ACQK001", "ZCQN002")])
    body = letterhead(c, (v + 2) % 3)
    body += [L("COMPTE RENDU D'IMAGERIE", size=13, bold=True, align="c", before=8)]
    xs = [0.0, 0.24, 0.55, 0.74]
    body += [row([["Patient :"], c.patient_name("LAST_FIRST", civ=False)[1:], ["N° examen :"], [pii("NUM_ACCESSION", c.acc, "examen")]],
                 xs, size=9.5, before=6),
             row([["DDN :"], [c.DDN()], ["IPP :"], [c.IPP()]], xs, size=9.5),
             row([["Date examen :"], [c.DATE(c.doc_date, "slash")], ["Demandeur :"], ["Dr ", c.NOM(c.docs[0])]],
                 xs, size=9.5, rule=True)]
    body += [L("Examen : " + ccam[1] + " (", decoy("CCAM", ccam[0]), ")", size=10, bold=True, before=8)]
    body += P(["Indication : bilan de " + lf(r.choice(CIM10)[1]) + "."])
    inj = ["sans injection"] if r.random() < 0.4 else ["avec injection d'iohexol 350, lot ",
                                                        decoy("LOT", "%dT%04d" % (r.randint(1, 9), r.randint(1000, 9999)))]
    body += P(["Technique : acquisition sur ", dev[0], decoy("DISPOSITIF", dev[1]), ", ", *inj,
               ". PDL ", decoy("DOSIMETRIE", "%d mGy.cm" % r.randint(80, 900)), "."])
    body += [L("Résultats", size=11, bold=True, before=8)]
    body += P(["Pas d'anomalie parenchymateuse évolutive. ", *c.eponym(cap=True), " non applicable. ",
               "Nodule de ", decoy("MESURE", "%d mm" % r.randint(3, 14)), " stable par rapport à l'examen du ",
               c.DATE(c.doc_date - dt.timedelta(days=r.randint(90, 400)), "slash"), "."])
    body += mot_lines(c, 1)
    body += [L("Conclusion", size=11, bold=True, before=8)]
    body += P(["Examen rassurant. Contrôle à distance selon les recommandations Fleischner ", decoy("VERSION", "2017"), "."])
    body += [L("Compte rendu validé par ", *c.doctor(rad), ", radiologue — RPPS ", c.RPPS(rad), size=9, before=10)]
    body += [L("Images disponibles sur le PACS ", c.SIGLE(), " — demandes : ", c.EMAIL("imagerie@" + c.etab_domain, "etablissement"),
               size=8.5)]
    return body


def b_dossier_soins(c: Ctx, v: int) -> list:
    r = c.rng
    body = letterhead(c, v % 3)
    body += [L("DOSSIER DE SOINS — TRANSMISSIONS CIBLÉES", size=12, bold=True, align="c", before=6)]
    body += identity_block(c, 1, with_nir=False, with_addr=False)
    xs = [0.0, 0.17, 0.33, 0.78]
    body += [row(["Date", "Cible", "Données / Actions / Résultats", "Soignant"], xs, size=9, bold=True, rule=True, before=6)]
    cibles = ["Douleur", "Chute", "Alimentation", "Élimination", "Anxiété", "Pansement", "Mobilisation", "Sommeil"]
    texts = ["EVA à 6/10, paracétamol 1 g donné, réévaluation EVA 2/10", "Retrouvé(e) au sol, pas de traumatisme, médecin prévenu",
             "Mange la moitié du plateau, complément oral proposé", "Diurèse conservée, pas de selles depuis 48 h",
             "Inquiet(e) pour le retour à domicile, écoute", "Réfection du pansement, plaie propre", "Lever au fauteuil avec aide",
             "Nuit calme, dort par périodes"]
    day = c.adm
    for k in range(r.randint(14, 20)):
        if k % 3 == 0:
            day = day + dt.timedelta(days=1)
        i = r.randrange(len(cibles))
        ide = c.ide[k % 3]
        txt = texts[i]
        body += [row([[c.DATE(day, "slash2")], [cibles[i]], [txt[:52]], [c.PRENOM(ide), " ", c.NOM(ide, case="title")]], xs, size=8.5)]
        if len(txt) > 52:
            body += [row([[""], [""], [txt[52:]], [""]], xs, size=8.5)]
    body += [L("Observations", size=11, bold=True, before=8)]
    body += P(["Visite de ", c.PRENOM(c.proche), " ", c.NOM(c.proche), " (" + c.proche_lien + "), joignable au ", c.TEL(c.proche_tel, "proche"),
               ". ", *c.eponym(cap=True), " noté par l'interne."])
    body += mot_lines(c, 2)
    body += P(["Cadre de santé : ", c.PRENOM(c.ide[2]), " ", c.NOM(c.ide[2]), ". Sortie prévue le ", c.DATE(c.out, "long"), "."])
    return body


BUILDERS = {"lettre_liaison": b_lettre_liaison, "consultation": b_consultation, "certificat": b_certificat,
            "ordonnance": b_ordonnance, "bon_transport": b_bon_transport, "cro": b_cro, "crh": b_crh,
            "biologie": b_biologie, "imagerie": b_imagerie, "dossier_soins": b_dossier_soins}

TITLES = {"lettre_liaison": "Lettre de liaison", "consultation": "Courrier de consultation", "certificat": "Certificat médical",
          "ordonnance": "Ordonnance", "bon_transport": "Prescription médicale de transport", "cro": "Compte rendu opératoire",
          "crh": "Compte rendu d'hospitalisation", "biologie": "Résultats de biologie", "imagerie": "Compte rendu d'imagerie",
          "dossier_soins": "Dossier de soins"}


def build_letter(c: Ctx, kind: str, v: int, name: str, family: str, meta_name: bool) -> Doc:
    body = BUILDERS[kind](c, v)
    hstyle = c.rng.choice([0, 1, None])
    fstyle = c.rng.choice([0, 1, 2])
    doc = Doc(name=name, kind=kind, family=family, body=body,
              header=running_header(c, hstyle) if hstyle is not None else None,
              footer=footer(c, fstyle, c.doc_date))
    doc.title = TITLES[kind]
    doc.author = c.sigle + " — " + c.soft[0]
    if meta_name:
        # the archiving or portal software names the file after the patient
        doc.title = "%s - %s %s" % (TITLES[kind], c.last, c.first)
        doc.meta_items = [{"kind": "NOM", "text": c.last, "field": "Title", "critical": True, "probes": [c.last]},
                          {"kind": "PRENOM", "text": c.first, "field": "Title", "critical": True, "probes": [c.first]}]
    return doc

