"""The eleven kinds of documents of corpus W, built as producer-independent models."""

from __future__ import annotations

import datetime as dt

from . import ids, pools
from .model import BR, Box, Cols, Doc, Heading, Item, PageNum, Para, Rule, Spacer, Sty, Table
from .people import Ctx, title_case

DAY = dt.timedelta(days=1)


def B(*runs):
    return Sty(list(runs), bold=True)


def I(*runs):  # noqa: E743
    return Sty(list(runs), italic=True)


# ------------------------------------------------------------------ shared pieces

def letterhead(c: Ctx, recipient=True, style=None, date_city=True):
    """Establishment block (name, acronym, service, address, phones, e-mail, FINESS) and the recipient."""
    r = c.rng
    style = r.randrange(3) if style is None else style
    svc = pools.SERVICES[c.service]
    ident = [
        Para([B(c.etab())], space_before=0),
        Para([B(c.etab(True)), " - ", "Service de " + svc.lower() if not svc.startswith("Urg") else svc], space_before=1),
        Para(c.etab_address_runs(False), space_before=1),
        Para(["Tél. ", c.tel(c.etab_tel), " - Fax ", c.tel(c.etab_fax)], space_before=1),
        Para(["Courriel : ", c.email(c.etab_email)], space_before=1),
        Para(["N° FINESS : ", c.finess()], space_before=1),
    ]
    blocks = []
    rec = []
    if recipient:
        g = c.gp
        rec = [Para(["À l'attention du"], space_before=0), Para(c.dr(g), space_before=1),
               Para(c.gp_address_runs(False), space_before=1)]
    if style == 0 and rec:
        blocks.append(Cols([ident, rec], [0.58, 0.42]))
    elif style == 1:
        blocks += [Heading([c.etab()], 1, "center"),
                   Para([c.etab(True), " - ", svc, " - ", c.addr(c.etab_addr), ", ", c.cp(c.etab_commune), " ",
                         c.ville(c.etab_commune, True)], align="center", size=8.5),
                   Para(["Standard ", c.tel(c.etab_tel), " - ", c.email(c.etab_email), " - FINESS ", c.finess()],
                        align="center", size=8.5), Rule()]
        if rec:
            blocks.append(Cols([[Spacer(2)], rec], [0.55, 0.45]))
    else:
        blocks += [Box(ident, width=0.62)]
        if rec:
            blocks.append(Cols([[Spacer(2)], rec], [0.55, 0.45]))
    if date_city:
        blocks.append(Para([c.ville(c.etab_commune), ", le ", c.d_date(c.doc_date, r.choice(["long", "slash"]))],
                           align="right"))
    return blocks


def identity_grid(c: Ctx, mode=None, with_nir=None, with_addr=True, with_stay=True, cols=2):
    """Patient identity as a grid: caption beside value, value under caption, or caption under value."""
    r = c.rng
    mode = mode or r.choice(["beside", "under", "capunder"])
    p = c.pat
    pairs = [("Nom d'usage" if p.maiden else "Nom", [c.nom(p)]), ("Prénom(s)", [c.prenom(p)] + ([", ", c.prenom(p, True)] if r.random() < 0.4 else []))]
    if p.maiden:
        pairs.append(("Nom de naissance", [c.maiden()]))
    pairs.append((r.choice(["Date de naissance", "Date de naiss.", "DDN", "Né(e) le"]), [c.ddn()]))
    pairs.append(("Sexe", ["F" if p.sex == "F" else "M"]))
    pairs.append(("IPP", [c.ipp()]))
    if with_nir if with_nir is not None else r.random() < 0.6:
        pairs.append(("N° de sécurité sociale", [c.nir()]))
    if with_stay:
        pairs.append((r.choice(["N° de séjour", "N° venue", "NDA"]), [c.episode()]))
    if with_addr:
        pairs.append(("Adresse", c.pat_address_runs(False)))
        pairs.append(("Téléphone", [c.tel(p.phone)]))
    return grid(pairs, mode, cols)


def grid(pairs, mode, cols=2, long_at=24):
    """Caption/value grid; a long value takes a whole row (spanning cells) so that it is not hyphenated."""
    from .model import plain
    rows = []
    spans = {}
    if cols == 1:
        w = [0.28, 0.72]
        for cap, val in pairs:
            rows.append([[cap + " :"], val]) if mode == "beside" else rows.extend(
                [[[Sty([cap], italic=True, size=7.5)]], [val]] if mode == "under" else [[val], [[Sty([cap], italic=True, size=7.5)]]])
            if mode != "beside":
                spans[(len(rows) - 1, 0)] = 2
                spans[(len(rows) - 2, 0)] = 2
        return Table(rows, w, header=False, border=True, size=8.5, spans=spans)
    short = [(c_, v) for c_, v in pairs if len(plain(v)) <= long_at]
    longs = [(c_, v) for c_, v in pairs if len(plain(v)) > long_at]
    if mode == "beside":
        w = [0.2, 0.3, 0.2, 0.3]
        for i in range(0, len(short), 2):
            row = []
            for cap, val in short[i:i + 2]:
                row += [[cap + " :"], val]
            if len(row) == 2:
                spans[(len(rows), 1)] = 3
            rows.append(row)
        for cap, val in longs:
            spans[(len(rows), 1)] = 3
            rows.append([[cap + " :"], val])
        return Table(rows, w, header=False, border=True, size=8.5, spans=spans)
    w = [0.5, 0.5]
    for i in range(0, len(short), 2):
        chunk = short[i:i + 2]
        caps = [[Sty([cap], italic=True, size=7.5)] for cap, _ in chunk]
        vals = [val for _, val in chunk]
        if len(chunk) == 1:
            spans[(len(rows), 0)] = 2
            spans[(len(rows) + 1, 0)] = 2
        rows += [caps, vals] if mode == "under" else [vals, caps]
    for cap, val in longs:
        spans[(len(rows), 0)] = 2
        spans[(len(rows) + 1, 0)] = 2
        capc = [Sty([cap], italic=True, size=7.5)]
        rows += [[capc], [val]] if mode == "under" else [[val], [capc]]
    return Table(rows, w, header=False, border=True, size=8.5, spans=spans)


def signature(c: Ctx, d, when=None, role=None):
    r = c.rng
    spec = role or pools.SPECIALTIES[c.service]
    lines = [Para(c.dr(d, r.randrange(3)), align="right", bold=True, space_before=10),
             Para([spec.capitalize() if r.random() < 0.5 else "Praticien hospitalier, " + spec], align="right", space_before=1),
             Para(["RPPS ", c.rpps(d)] if r.random() < 0.5 else ["N° RPPS : ", c.rpps(d)], align="right", space_before=1)]
    if when:
        lines.append(Para(["Signé électroniquement le ", c.d_date(when, "slash")], align="right", italic=True, size=8, space_before=1))
    return lines


def copies(c: Ctx):
    r = c.rng
    d = c.docs[3]
    runs = [B("Copie à : ")] + c.dr(c.gp, 0) + [" (médecin traitant), ", c.addr(c.gp.addr), ", ", c.cp(c.gp.commune), " ",
                                                 c.ville(c.gp.commune)]
    out = [Para(runs, size=8.5, space_before=8)]
    if r.random() < 0.6:
        out.append(Para(["Copie à : "] + c.dr(d, 0) + [", " + pools.SPECIALTIES[r.choice(sorted(pools.SPECIALTIES))] + " - ",
                                                        c.email(d.email)], size=8.5, space_before=1))
    return out


def running(c: Ctx, variant=None):
    """Running header and footer with the patient's name / IPP / birth date and the page number."""
    r = c.rng
    v = r.randrange(4) if variant is None else variant
    p = c.pat
    if v == 0:
        header = [("left", [c.etab(True), " - " + pools.SERVICES[c.service]]),
                  ("right", ["Patient : ", c.nom(p), " ", c.prenom(p), " - IPP ", c.ipp()])]
        footer = [("left", [c.nom(p), " ", c.prenom(p), " - né(e) le ", c.ddn("slash")]), ("right", [PageNum()])]
    elif v == 1:
        header = [("left", [c.nom(p), " ", c.prenom(p, case="upper"), " - DDN : ", c.ddn("slash"), " - IPP : ", c.ipp()])]
        footer = [("center", [c.etab(), " - ", PageNum("page {n} sur {N}")])]
    elif v == 2:
        header = [("right", [c.etab(True), " - Séjour n° ", c.episode()])]
        footer = [("left", ["Édité le ", c.d_date(c.doc_date, "slash"), " - ", c.nom(p, "title"), " ", c.prenom(p), " (",
                            c.ddn("dot4"), ")"]), ("right", [PageNum("{n} sur {N}")])]
    else:
        header = [("center", ["Document confidentiel - soumis au secret médical"])]
        footer = [("left", ["Pat. ", c.nom(p), " ", c.prenom(p), " | IPP ", c.ipp(), " | Date de naiss. ", c.ddn("slash")]),
                  ("right", [PageNum("Page {n} sur {N}")])]
    return header, footer


def hospital_dates(c: Ctx):
    los = c.rng.randint(2, 12)
    c.entry = c.adm
    c.exit = c.adm + los * DAY
    c.doc_date = c.exit + c.rng.randint(0, 6) * DAY


def drugs_table(c: Ctx, n=None, atc=True, ucd=False):
    r = c.rng
    drugs = r.sample(pools.DRUGS, n or r.randint(4, 6))
    head = ["Médicament (DCI)", "Dosage", "Posologie"] + (["ATC"] if atc else []) + (["UCD"] if ucd else [])
    rows = [[[h] for h in head]]
    for name, a, dose, poso, u in drugs:
        row = [[name], [c.decoy(dose, "dose", [dose.split()[0]])], [poso]]
        if atc:
            row.append([c.code(a)])
        if ucd:
            row.append([c.code(u)])
        rows.append(row)
    w = [0.26, 0.14, 0.44, 0.16] if atc and not ucd else ([0.24, 0.13, 0.35, 0.12, 0.16] if ucd else [0.3, 0.15, 0.55])
    return Table(rows, w, header=True, border=True, size=8.5)


def lab_rows(c: Ctx, tests, with_loinc=True, with_prev=True):
    r = c.rng
    rows = []
    for name, loinc, unit, lo, hi, dec in tests:
        span = hi - lo
        val = lo + span * r.uniform(-0.35, 1.4) if hi > lo else r.uniform(0, 10)
        val = max(val, 0.01)
        fmt = "%%.%df" % dec
        if dec == 0 and val < 10:
            fmt = "%.1f"  # no one-character values: too common to be a usable probe
        v = (fmt % val).replace(".", ",")
        fr = "%%.%df" % dec
        lo_t, hi_t = (fr % lo).replace(".", ","), (fr % hi).replace(".", ",")
        rng_txt = lo_t + " - " + hi_t
        flag = " H" if val > hi else (" L" if val < lo else "")
        row = [[name], [c.decoy(v, "labo"), flag], [unit], [c.decoy(rng_txt, "labo", [b for b in (lo_t, hi_t) if len(b) >= 2])]]
        if with_loinc:
            row.append([c.code(loinc)])
        if with_prev:
            pv = (fmt % (val * r.uniform(0.8, 1.2))).replace(".", ",")
            row.append([c.decoy(pv, "labo")])
        rows.append(row)
    return rows


def _para_text(c, parts):
    return Para(parts)


# ------------------------------------------------------------------ kinds

def clinical_story(c: Ctx, dx):
    """A few paragraphs of history / examination with eponyms, decoys and ordinary words."""
    r = c.rng
    p = c.pat
    e = p.e
    ep1, ep2 = r.sample(pools.EPONYMS, 2)
    story = [
        Heading(["Mode de vie et antécédents"]),
        Para(["Vit " + c.rng.choice(["seul" + e, "en couple", "en EHPAD", "chez sa fille"]) + ", ", "aide à domicile deux fois par semaine. ",
              "Antécédents : ", c.rng.choice(pools.COMORB)[0].lower(), ", ", c.rng.choice(pools.COMORB)[0].lower(), ". ",
              "Médecin traitant : "] + c.dr(c.gp, 0) + [", ", c.tel(c.gp.phone), "."]),
        Heading(["Histoire de la maladie"]),
        Para([p.civ + " ", c.nom(p), ", âgé" + e + " de %d ans, " % p.age, "est adressé" + e + " le ", c.d_date(c.entry, "slash"),
              " par le service des urgences pour ", dx[0].lower(), ". ", "Les symptômes évoluent depuis %d jours. " % r.randint(2, 9)]
             + c.mot_sentence()),
        Heading(["Examen clinique"]),
        Para(["Poids ", c.decoy("%d kg" % r.randint(48, 104), "labo", None), ", taille %d cm. " % r.randint(150, 192),
              "Pression artérielle %d/%d mmHg, fréquence cardiaque %d/min, température " % (r.randint(100, 165), r.randint(55, 95), r.randint(55, 110)),
              c.decoy("%s °C" % r.choice(["36,8", "37,2", "38,4", "39,1"]), "labo", None), ". ", c.eponym(ep1),
              " " + r.choice(["négatif", "positif", "non retrouvé"]) + ", ", c.eponym(ep2), " " + r.choice(["à 15", "normal", "sans particularité"]) + ". "]
             + c.mot_sentence(ville=r.random() < 0.5)),
    ]
    # fix the two decoys whose probes must be the numbers alone
    for para in story:
        if isinstance(para, Para):
            for it in para.runs:
                if isinstance(it, Item) and it.kind == "DECOY" and it.subtype == "labo" and it.probes == [it.text]:
                    it.probes = [it.text.split()[0]]
    if c.homonym_word:
        story.append(Para(c.mot_sentence(c.homonym_word)))
    return story


def k_lettre_liaison(c: Ctx):
    r = c.rng
    hospital_dates(c)
    dx = r.choice(pools.DIAGNOSES)
    c.service = dx[2]
    p = c.pat
    page1 = letterhead(c, recipient=True) + [
        Para([B("Objet : "), "Lettre de liaison à la sortie - séjour du ", c.d_date(c.entry, c.rng.choice(["slash", "long"])), " au ",
              c.d_date(c.exit, "slash")], space_before=8),
        Para(["Concerne : "] + c.pat_full() + [", né" + p.e + " le ", c.ddn(), " - IPP ", c.ipp(), " - NDA ", c.episode()]),
        Para(["Cher confrère,"], space_before=8),
        Para(["J'ai pris en charge votre patient" + ("e" if p.sex == "F" else "") + " ", p.civ + " ", c.nom(p, "title"),
              ", hospitalisé" + p.e + " dans le service de " + pools.SERVICES[c.service].lower() + " pour ", dx[0].lower(),
              " (CIM-10 ", c.code(dx[1]), "). ", "La prise en charge a comporté une ", c.hyph(), " adaptée et une surveillance rapprochée."]),
        Heading(["Motif d'hospitalisation"]),
        Para(["Admission le ", c.d_date(c.entry, "long"), " par les urgences de ", c.etab(True), " pour ", dx[0].lower(),
              ". Mode de sortie : retour à domicile le ", c.d_date(c.exit, "slash"), "."]),
        Heading(["Antécédents"]),
    ]
    for lab, code in r.sample(pools.COMORB, 3):
        page1.append(Para(["- ", lab, " (", c.code(code), ")"], space_before=1))
    page1.append(Para([B("Allergies : "), r.choice(["aucune allergie connue", "pénicilline (urticaire)", "produits iodés"]), ". ",
                       B("Mode de vie : "), "vit à domicile, autonome. "] + c.mot_sentence(ville=True)))
    page2 = [Heading(["Évolution"]),
             Para(["L'évolution a été favorable. Le ", c.d_date(c.entry + DAY, "slash"), ", ", c.eponym(), " " + r.choice(["négatif", "absent"]),
                   ". Biologie de sortie : hémoglobine ", c.decoy("%s g/dL" % r.choice(["11,2", "12,8", "13,5"]), "labo", None),
                   ", CRP ", c.decoy("%d mg/L" % r.randint(2, 40), "labo", None), ". "] + c.mot_sentence()),
             Heading(["Traitement de sortie"]), drugs_table(c),
             Heading(["Suivi"]),
             Para(["Consultation de contrôle le ", c.d_date(c.exit + r.randint(20, 45) * DAY, "long"), " avec le ", ] + c.dr(c.docs[1], 0)
                  + [". Infirmier à domicile pour ", c.hyph(), " du pansement."]),
             Para([B("Informations données au patient : "), "diagnostic, traitement et signes d'alerte expliqués. Personne de confiance désignée : "]
                  + c.who(c.relative, 1) + [" (" + c.relative.link + "), joignable au ", c.tel(c.relative.phone), "."]),
             ] + signature(c, c.docs[0], c.doc_date) + copies(c)
    for para in page2:
        if isinstance(para, Para):
            for it in para.runs:
                if isinstance(it, Item) and it.subtype == "labo":
                    it.probes = [it.text.split()[0]]
    return [page1, page2], "Lettre de liaison"


def k_cr_operatoire(c: Ctx):
    r = c.rng
    hospital_dates(c)
    proc = r.choice(pools.PROCEDURES)
    c.service = proc[2]
    op_date = c.entry + r.randint(0, 2) * DAY
    dxs = [d for d in pools.DIAGNOSES if d[2] == c.service] or pools.DIAGNOSES
    dx = r.choice(dxs)
    d0, d1, d2 = c.docs[0], c.docs[1], c.docs[2]
    nurse = c.nurses[0]
    rows = [
        [["Date de l'intervention"], [c.d_date(op_date, r.choice(["slash", "long", "dash_fr"]))], ["Salle"], [c.decoy("Salle %d" % r.randint(1, 12), "salle")]],
        [["Opérateur"], c.dr(d0, 2), ["Aide opératoire"], c.dr(d1, 0)],
        [["Anesthésiste"], c.dr(d2, 0), ["IBODE"], [c.prenom(nurse), " ", c.nom(nurse, "title")]],
        [["Début / fin"], ["%02dh%02d - %02dh%02d" % (r.randint(8, 11), r.randint(0, 59), r.randint(12, 15), r.randint(0, 59))], ["ASA"], [c.decoy("ASA %d" % r.randint(1, 3), "code")]],
    ]
    impl = r.choice(pools.IMPLANTS)
    lot = "%s%05d%s" % (r.choice(["L", "LOT", "B"]), r.randrange(10 ** 5), r.choice("ABCDX"))
    page1 = letterhead(c, recipient=False, style=r.choice([1, 2])) + [
        Heading(["COMPTE RENDU OPÉRATOIRE"], 1, "center"),
        identity_grid(c, with_addr=False),
        Spacer(4),
        Table(rows, [0.2, 0.3, 0.18, 0.32], header=False, border=True, size=8.5),
        Heading(["Indication"]),
        Para([c.pat.civ + " ", c.nom(c.pat), " présente une ", dx[0].lower(), " (", c.code(dx[1]), "). ", "Indication retenue : ", proc[0].lower(),
              " (CCAM ", c.code(proc[1]), ") après information et consentement signé."]),
        Heading(["Installation et anesthésie"]),
        Para(["Anesthésie générale, antibioprophylaxie par céfazoline ", c.decoy("2 g", "dose", ["2 g"]), " IV. ",
              "Installation en décubitus dorsal" + (", " if proc[3] else "."), ] + ([c.decoy(proc[3], "eponyme", [proc[3].split()[-1]]), "."] if proc[3] else [])),
    ]
    page2 = [
        Heading(["Description"]),
        Para(["Incision et exposition sans difficulté. " + r.choice(["Hémostase soigneuse au bistouri électrique. ", "Adhérences lâches libérées. "]),
              "Le geste se déroule sans incident. ", "Mise en place de ", c.decoy(impl, "appareil", [impl.split(" taille")[0].split(" (")[0]]),
              ", ", c.decoy("lot " + lot, "lot", [lot]), ". ", "Lavage, fermeture plan par plan, pansement sec. "]
             + c.mot_sentence()),
        Para(["Pertes sanguines estimées à ", c.decoy("%d mL" % r.choice([50, 150, 300, 450]), "labo", None), ". ",
              "Pas de transfusion. Décompte des compresses conforme."]),
        Heading(["Consignes postopératoires"]),
        Para(["Lever au fauteuil à J1, ", c.hyph(), " selon protocole. ", "Anticoagulation préventive : énoxaparine ",
              c.decoy("4000 UI", "dose", ["4000"]), " par jour. Ablation des agrafes le ", c.d_date(op_date + 14 * DAY, "slash"), "."]),
    ] + signature(c, d0, op_date) + copies(c)
    for blk in page1 + page2:
        if isinstance(blk, Para):
            for it in blk.runs:
                if isinstance(it, Item) and it.subtype == "labo":
                    it.probes = [it.text.split()[0]]
    return [page1, page2], "Compte rendu opératoire"


def k_cr_hospitalisation(c: Ctx):
    r = c.rng
    hospital_dates(c)
    dx = r.choice(pools.DIAGNOSES)
    c.service = dx[2]
    p = c.pat
    tests = r.sample(pools.LABTESTS, 6)
    rows = [[["Examen"], ["Résultat"], ["Unité"], ["Valeurs de référence"]]]
    for row in lab_rows(c, tests, with_loinc=False, with_prev=False):
        rows.append(row)
    page1 = letterhead(c, recipient=r.random() < 0.5) + [
        Heading(["COMPTE RENDU D'HOSPITALISATION"], 1, "center"),
        Para(["Patient" + p.e + " : "] + c.pat_full() + [" - ", r.choice(["né" + p.e + " le ", "DDN ", "Date de naiss. "]), c.ddn()]),
        Para(["Séjour du ", c.d_date(c.entry, "slash"), " au ", c.d_date(c.exit, "slash"), " - N° de séjour ", c.episode(), " - UF %d" % r.randint(1000, 9999)]),
    ] + clinical_story(c, dx)
    page2 = [
        Heading(["Examens complémentaires"]),
        Table(rows, [0.4, 0.2, 0.15, 0.25], header=True, border=True, size=8.5),
        Para(["Électrocardiogramme du ", c.d_date(c.entry, "slash"), " : rythme sinusal, pas de trouble de la repolarisation. ",
              "Scanner réalisé sur ", c.decoy(r.choice(pools.DEVICES_IMG["scanner"]), "appareil"), ", sans injection."]),
        Heading(["Évolution dans le service"]),
        Para(["Mise en route d'une ", c.hyph(), " par voie intraveineuse puis relais per os. ", "Apyrexie obtenue le ",
              c.d_date(c.entry + 2 * DAY, "long"), ". " ]),
        Heading(["Diagnostic principal"]),
        Para([dx[0], " - CIM-10 : ", c.code(dx[1])]),
        Heading(["Diagnostics associés"]),
    ]
    for lab, code in r.sample(pools.COMORB, 2):
        page2.append(Para(["- ", lab, " : ", c.code(code)], space_before=1))
    page3 = [Heading(["Traitement de sortie"]), drugs_table(c, n=r.randint(3, 5), atc=True, ucd=True),
             Heading(["Personne de confiance"]),
             Para(c.who(c.relative, 1) + [" (" + c.relative.link + "), tél. ", c.tel(c.relative.phone)]),
             ] + signature(c, c.docs[0], c.doc_date) + copies(c)
    return [page1, page2, page3], "Compte rendu d'hospitalisation"


def k_biologie(c: Ctx):
    r = c.rng
    c.doc_date = c.adm
    pre = c.adm
    tests = r.sample(pools.LABTESTS, 14)
    hemato, bioch = tests[:6], tests[6:]
    p = c.pat
    dossier = Item("%02d%s%06d" % (pre.year % 100, r.choice(["B", "L", "-"]), r.randrange(10 ** 6)), "EPISODE")
    head = [[["Analyse"], ["Résultat"], ["Unité"], ["Référence"], ["LOINC"], ["Antériorité"]]]
    lab_name = c.etab()
    blocks = [
        Cols([[Para([B(lab_name)], space_before=0), Para([c.etab(True), " - Site de ", c.ville(c.etab_commune)], space_before=1),
               Para(c.etab_address_runs(False), space_before=1), Para(["Tél. ", c.tel(c.etab_tel)], space_before=1),
               Para(["FINESS EJ ", c.finess()], space_before=1)],
              [Para(["Prescripteur :"], space_before=0), Para(c.dr(c.gp), space_before=1), Para(c.gp_address_runs(False), space_before=1)]],
             [0.55, 0.45]),
        Heading(["COMPTE RENDU D'ANALYSES DE BIOLOGIE MÉDICALE"], 1, "center"),
        grid([("Patient" + p.e, c.who(p, 0, civ=False)), ("Né" + p.e + " le", [c.ddn()]),
              ("N° dossier", [dossier]), ("IPP", [c.ipp()]),
              ("Prélevé le", [c.d_date(pre, r.choice(["slash", "dash_en"])), " à %02dh%02d" % (r.randint(6, 11), r.randint(0, 59))]),
              ("Reçu le", [c.d_date(pre, "slash"), " à %02dh%02d" % (r.randint(11, 13), r.randint(0, 59))])],
             r.choice(["beside", "under", "capunder"])),
        Heading(["Hématologie"]),
        Table(head + lab_rows(c, hemato), [0.3, 0.13, 0.12, 0.17, 0.12, 0.16], header=True, border=True, size=8),
        Para([I("Antériorité du ", c.d_date(pre - r.randint(30, 300) * DAY, "slash"), ".")], size=8),
    ]
    page2 = [Heading(["Biochimie"]),
             Table(head + lab_rows(c, bioch), [0.3, 0.13, 0.12, 0.17, 0.12, 0.16], header=True, border=True, size=8),
             Para(["Technique : ", c.decoy(r.choice(["Roche cobas c 503", "Abbott Alinity c", "Siemens Atellica CH"]), "appareil"),
                   " - Accréditation Cofrac n° ", c.decoy("8-%04d" % r.randint(1000, 4000), "code"), " (portée disponible sur www.cofrac.fr)."], size=8),
             Para(["Édité par le SIL ", c.decoy("Kalisil %d.%d.%d" % (r.randint(3, 6), r.randint(0, 9), r.randint(0, 20)), "version", None),
                   " - modèle de compte rendu ", c.decoy("CR-BIO-%02d v%d" % (r.randint(1, 40), r.randint(2, 9)), "version", None), "."], size=8),
             Para(["Compte rendu validé par "] + c.dr(c.docs[0], 0) + [", biologiste médical, RPPS ", c.rpps(c.docs[0]), ", le ",
                                                                       c.d_date(pre + DAY, "slash"), "."], space_before=8),
             Para(["Résultats transmis au prescripteur et au patient" + p.e + " : ", c.email(p.email)] if p.email else
                  ["Résultats transmis au prescripteur par messagerie sécurisée : ", c.email(c.gp.email)], size=8.5)]
    return [blocks, page2], "Biologie"


def k_imagerie(c: Ctx):
    r = c.rng
    c.doc_date = c.adm
    mod = r.choice(["scanner", "irm", "echo", "radio"])
    exam = {"scanner": "SCANNER THORACO-ABDOMINO-PELVIEN AVEC INJECTION", "irm": "IRM DU GENOU DROIT",
            "echo": "ÉCHOGRAPHIE ABDOMINALE", "radio": "RADIOGRAPHIE DU THORAX DE FACE"}[mod]
    acc = Item("%s%d%07d" % (r.choice(["A", "ACC", "RX"]), c.adm.year % 100, r.randrange(10 ** 7)), "EPISODE")
    dev = r.choice(pools.DEVICES_IMG[mod])
    p = c.pat
    page = letterhead(c, recipient=r.random() < 0.6, style=r.choice([0, 1])) + [
        Heading([exam], 1, "center"),
        Table([[["Patient" + p.e], c.who(p, r.randrange(4), civ=True), ["Date de l'examen"], [c.d_date(c.adm, r.choice(["slash", "dash_en", "long"]))]],
               [["DDN"], [c.ddn()], ["N° d'accession"], [acc]],
               [["IPP"], [c.ipp()], ["Appareil"], [c.decoy(dev, "appareil", [dev])]]],
              [0.15, 0.35, 0.2, 0.3], header=False, border=True, size=8.5),
        Para([B("Indication : "), r.choice(["douleur abdominale fébrile", "bilan d'extension", "gonalgie après traumatisme", "dyspnée"]),
              ". Médecin demandeur : "] + c.dr(c.gp, 0) + ["."]),
        Para([B("Technique : "), "acquisition hélicoïdale" if mod == "scanner" else "séquences standard",
              ("; produit de contraste iodé Iomeron 350, " if mod == "scanner" else "; "), c.decoy("%d mL" % r.choice([80, 90, 100]), "dose", None) if mod == "scanner" else "pas d'injection",
              ". Dose : PDL ", c.decoy("%d mGy.cm" % r.randint(250, 900), "dose", None), "." if mod in ("scanner", "radio") else " (sans objet).",
              ]),
        Para([B("Résultats : "), "Pas d'épanchement intra-péritonéal. ", c.eponym(), " sans particularité. "] + c.mot_sentence()
             + [" Lésion de ", c.decoy("%d x %d mm" % (r.randint(4, 30), r.randint(4, 30)), "labo", None), " au segment %s." % r.choice(["VI", "VII", "IV"])]),
        Para([B("Conclusion : "), r.choice(["Absence d'anomalie significative.", "Aspect compatible avec une cholécystite lithiasique.",
                                              "Lésion méniscale interne de grade 2."]), " Comparaison avec l'examen du ",
              c.d_date(c.adm - r.randint(60, 700) * DAY, "slash"), "."]),
    ] + signature(c, c.docs[0], c.adm, role="radiologue")
    for blk in page:
        if isinstance(blk, Para):
            for it in blk.runs:
                if isinstance(it, Item) and it.kind == "DECOY" and it.subtype in ("dose", "labo") and it.probes == [it.text]:
                    it.probes = [it.text.split()[0]]
    return [page], "Imagerie"


def k_ordonnance(c: Ctx):
    r = c.rng
    c.doc_date = c.adm
    p = c.pat
    d = c.docs[0]
    page = [
        Cols([[Para(c.dr(d, 0), bold=True, space_before=0), Para([pools.SPECIALTIES[c.service].capitalize()], space_before=1),
               Para(["RPPS ", c.rpps(d)], space_before=1), Para([c.etab()], space_before=1), Para(c.etab_address_runs(False), space_before=1),
               Para(["Tél. ", c.tel(c.etab_tel)], space_before=1)],
              [Para([c.ville(c.etab_commune), ", le ", c.d_date(c.adm, r.choice(["long", "slash"]))], align="right", space_before=0),
               Spacer(10), Para(c.who(p, r.randrange(4)), align="right", bold=True),
               Para([r.choice(["Né" + p.e + " le ", "DDN : "]), c.ddn()], align="right", space_before=1),
               Para(["Poids : ", c.decoy("%d kg" % r.randint(50, 100), "labo", None)], align="right", space_before=1)]],
             [0.55, 0.45]),
        Spacer(10),
        Heading(["ORDONNANCE"], 1, "center"),
        Para([I("Prescriptions relatives au traitement de l'affection de longue durée reconnue (ALD)")], size=8.5, align="center"),
    ]
    for name, atc, dose, poso, ucd in r.sample(pools.DRUGS, r.randint(3, 5)):
        page += [Para([B(name + " "), c.decoy(dose, "dose", [dose.split()[0]]), " (", c.code(atc), ")"], space_before=8),
                 Para([poso + ". Qsp %d jours." % r.choice([30, 90])], space_before=1)]
    page += [Para([I("Prescriptions SANS RAPPORT avec l'affection de longue durée")], size=8.5, align="center", space_before=10),
             Para(["Bas de contention classe 2, 1 paire. ", "Soins infirmiers à domicile : ", c.hyph(), " du pansement tous les 2 jours."]),
             Para(["Ordonnance à renouveler %d fois." % r.randint(1, 3)], space_before=6)] + signature(c, d)
    for blk in page:
        if isinstance(blk, Cols):
            for col in blk.columns:
                for x in col:
                    if isinstance(x, Para):
                        for it in x.runs:
                            if isinstance(it, Item) and it.subtype == "labo":
                                it.probes = [it.text.split()[0]]
    return [page], "Ordonnance"


def k_certificat(c: Ctx):
    r = c.rng
    c.doc_date = c.adm
    p = c.pat
    d = c.docs[0]
    itt = r.randint(1, 21)
    page = letterhead(c, recipient=False, style=r.choice([1, 2])) + [
        Spacer(10), Heading(["CERTIFICAT MÉDICAL"], 1, "center"), Spacer(6),
        Para(["Je soussigné" + ("e" if d.sex == "F" else "") + ", "] + c.dr(d, 0) + [", ", pools.SPECIALTIES[c.service] + ", RPPS ", c.rpps(d),
              ", certifie avoir examiné ce jour "] + c.pat_full() + [", né" + p.e + " le ", c.ddn(), " à ", c.ville(p.birth_place),
              ", demeurant "] + c.pat_address_runs(True) + ["."]),
        Para(["L'intéressé" + p.e + " déclare avoir été victime d'une chute le ", c.d_date(c.adm - DAY, r.choice(["slash", "long"])), ". ",
              "À l'examen : hématome du ", c.mot("bras"), " droit de ", c.decoy("%d cm" % r.randint(3, 9), "labo", None),
              ", douleur à la mobilisation, ", c.eponym(), " négatif. " ] + c.mot_sentence()),
        Para(["Ces lésions entraînent une incapacité totale de travail (ITT) de ", c.decoy("%d jours" % itt, "labo", ["%d" % itt]),
              " sous réserve de complications. Radiographie réalisée sur ", c.decoy(r.choice(pools.DEVICES_IMG["radio"]), "appareil"), "."]),
        Para(["Certificat établi à la demande de l'intéressé" + p.e + " et remis en main propre pour faire valoir ce que de droit."]),
        Para(["Fait à ", c.ville(c.etab_commune), ", le ", c.d_date(c.adm, "long"), "."], space_before=10),
    ] + signature(c, d)
    for blk in page:
        if isinstance(blk, Para):
            for it in blk.runs:
                if isinstance(it, Item) and it.subtype == "labo" and it.probes == [it.text]:
                    it.probes = [it.text.split()[0]]
    return [page], "Certificat médical"


def k_consultation(c: Ctx):
    r = c.rng
    c.doc_date = c.adm
    p = c.pat
    dx = r.choice(pools.DIAGNOSES)
    c.service = dx[2]
    page1 = letterhead(c, recipient=True, style=r.choice([0, 1])) + [
        Para([B("Consultation du "), c.d_date(c.adm, r.choice(["slash", "long", "dash_en"])), " - ", "Réf. ", c.episode()], space_before=8),
        Para(["Concerne : "] + c.pat_full() + [" - ", c.ddn("slash")]),
        Para(["Mon cher confrère,"], space_before=8),
        Para(["Je revois ce jour en consultation ", p.civ.lower() + " ", c.nom(p, "title"), ", " + "%d ans, " % p.age,
              "que vous m'aviez adressé" + p.e + " pour ", dx[0].lower(), " (", c.code(dx[1]), "). "] + c.mot_sentence()),
        Para(["Sur le plan clinique, ", c.eponym(), " " + r.choice(["absent", "négatif"]) + ". ", "La biologie du ",
              c.d_date(c.adm - r.randint(3, 20) * DAY, "slash"), " retrouve une hémoglobine à ",
              c.decoy(r.choice(["11,9", "13,1", "14,2"]), "labo"), " g/dL et une créatinine à ", c.decoy("%d" % r.randint(60, 140), "labo"),
              " µmol/L. "] + c.mot_sentence(ville=True)),
        Para(["Je vous propose de poursuivre le traitement actuel et d'organiser une ", c.hyph(), " à distance. ",
              "Je la" if p.sex == "F" else "Je le", " reverrai dans trois mois, le ", c.d_date(c.adm + r.randint(80, 100) * DAY, "slash"),
              ", avec un bilan préalable."]),
        Heading(["Traitement en cours"]), drugs_table(c, n=3),
        Para(["Bien confraternellement."], space_before=6),
    ] + signature(c, c.docs[0], None) + copies(c)
    return [page1], "Consultation"


def k_dossier_soins(c: Ctx):
    r = c.rng
    hospital_dates(c)
    p = c.pat
    n1, n2, n3 = c.nurses[:3]
    rows = [[["Date / heure"], ["Cible"], ["Données - Actions - Résultats"], ["IDE"]]]
    day = c.entry
    cibles = [("Douleur", "EVA à %d/10, paracétamol 1 g IV administré. Réévaluation à une heure : EVA %d/10."),
              ("Risque de chute", "Barrières relevées, sonnette à portée de main, chaussage adapté. Lever avec %d soignant(s), %d chute(s) dans le mois."),
              ("Alimentation", "Mange la moitié de son plateau, boit %d verres d'eau, %d complément(s) oral(aux)."),
              ("Élimination", "Diurèse conservée, selles %d fois. Pas de globe (%d0 mL au bladder scan)."),
              ("Anxiété", "Exprime son inquiétude (score %d/%d). Entretien, appel au " + c.relative.link + ".")]
    for i in range(6):
        cible, txt = r.choice(cibles)
        nurse = [n1, n2, n3][i % 3]
        cell = [txt % (r.randint(1, 8), r.randint(0, 5))]
        if i == 2:
            cell = [txt % (r.randint(1, 8), r.randint(0, 5)), " "] + c.mot_sentence()
        if i == 4:
            cell = [txt % (r.randint(1, 8), r.randint(0, 5)), " Surveillance de la ", c.hyph(), " du site de ponction."]
        rows.append([[c.d_date(day + (i // 2) * DAY, "slash"), " %02dh%02d" % (r.choice([7, 10, 14, 18, 21]), r.randint(0, 59))], [cible], cell,
                     [c.prenom(nurse), " " + nurse.last[0] + "."]])
    vit = [[["Date"], ["TA (mmHg)"], ["FC (/min)"], ["T (°C)"], ["SpO2 (%)"], ["EVA"]]]
    for i in range(4):
        vit.append([[c.d_date(c.entry + i * DAY, "dot4")], [c.decoy("%d/%d" % (r.randint(100, 160), r.randint(55, 95)), "labo")],
                    [c.decoy("%d" % r.randint(55, 110), "labo")], [c.decoy(r.choice(["36,6", "37,0", "37,8", "38,2"]), "labo")],
                    [c.decoy("%d" % r.randint(90, 99), "labo")], [c.decoy("%d/10" % r.randint(0, 7), "labo")]])
    page1 = [
        Cols([[Para([B(c.etab())], space_before=0), Para([c.etab(True), " - ", pools.SERVICES[c.service]], space_before=1),
               Para(["Chambre %d - lit %s" % (r.randint(100, 450), r.choice("AB"))], space_before=1)],
              [Box([Para(c.who(p, 0), bold=True, space_before=0), Para([r.choice(["Né" + p.e + " le ", "DDN "]), c.ddn(), " (%d ans)" % p.age], space_before=1),
                    Para(["IPP ", c.ipp(), " - Séjour ", c.episode()], space_before=1),
                    Para(["Entrée le ", c.d_date(c.entry, "slash")], space_before=1)])]], [0.5, 0.5]),
        Heading(["DOSSIER DE SOINS INFIRMIERS - TRANSMISSIONS CIBLÉES"], 1, "center"),
        Para(["Motif d'hospitalisation : ", r.choice(pools.DIAGNOSES)[0].lower(), ". Médecin référent : "] + c.dr(c.docs[0], 0)
             + [". Allergies : ", r.choice(["aucune connue", "pénicilline", "iode"]), "."]),
        Para(["Évaluation à l'entrée : ", c.eponym(pools.EPONYMS[5]), " à ", c.decoy("%d" % r.randint(12, 20), "labo"), ", ",
              c.eponym(pools.EPONYMS[6]), " à ", c.decoy("%d" % r.randint(12, 19), "labo"), ". Personne de confiance : "] + c.who(c.relative, 1)
             + [" (", c.relative.link, "), ", c.tel(c.relative.phone), "."]),
        Heading(["Constantes"]),
        Table(vit, [0.2, 0.18, 0.15, 0.15, 0.16, 0.16], header=True, border=True, size=8.5),
    ]
    page2 = [Heading(["Transmissions"]), Table(rows, [0.18, 0.16, 0.52, 0.14], header=True, border=True, size=8),
             Para(["Rappel antitétanique administré le ", c.d_date(c.entry + DAY, "slash"), " (", c.decoy("lot %s%04d" % (r.choice(["V", "T", "R"]), r.randrange(10 ** 4)), "lot", None),
                   "). Sortie prévue le ", c.d_date(c.exit, "long"), ". Retour à domicile : "] + c.pat_address_runs(True) + ["."])]
    for it in page2[-1].runs:
        if isinstance(it, Item) and it.subtype == "lot":
            it.probes = [it.text.split()[1]]
    return [page1, page2], "Dossier de soins"


def k_admission(c: Ctx):
    r = c.rng
    c.doc_date = c.adm
    p = c.pat
    pairs1 = [("Nom d'usage", [c.nom(p)]), ("Nom de naissance", [c.maiden() if p.maiden else c.nom(p)]),
              ("Prénom(s)", [c.prenom(p), ", ", c.prenom(p, True)]), ("Date de naissance", [c.ddn()]),
              ("Lieu de naissance", [c.ville(p.birth_place), " (", p.birth_place[2], ")"]), ("Sexe", ["Féminin" if p.sex == "F" else "Masculin"]),
              ("Adresse", [c.addr(p.addr)]), ("Code postal / Ville", [c.cp(p.commune), " ", c.ville(p.commune, True)]),
              ("Tél. portable", [c.tel(p.phone)]), ("Tél. fixe", [c.tel(p.phone2)])]
    if p.email:
        pairs1.append(("Courriel", [c.email(p.email)]))
    pairs2 = [("N° de sécurité sociale", [c.nir()]), ("Caisse", ["CPAM - régime général"]),
              ("Mutuelle", [c.mutuelle]), ("N° d'adhérent", [Item(c.mutuelle_no, "EPISODE")]),
              ("IPP", [c.ipp()]), ("N° de séjour", [c.episode()]), ("Date d'entrée", [c.d_date(c.adm, "slash"), " %02dh%02d" % (r.randint(7, 20), r.randint(0, 59))]),
              ("Mode d'entrée", [r.choice(["Domicile", "Urgences", "Mutation"])])]
    page1 = letterhead(c, recipient=False, style=r.choice([1, 2]), date_city=False) + [
        Heading(["FICHE DE RENSEIGNEMENTS ADMINISTRATIFS - ADMISSION"], 1, "center"),
        Heading(["Identité du patient"]), grid(pairs1, r.choice(["beside", "under", "capunder"])),
        Heading(["Couverture sociale et séjour"]), grid(pairs2, r.choice(["beside", "under", "capunder"])),
    ]
    rel = c.relative
    pairs3 = [("Nom", [c.nom(rel)]), ("Prénom", [c.prenom(rel)]), ("Lien", [rel.link]), ("Téléphone", [c.tel(rel.phone)])]
    page2 = [Heading(["Personne de confiance / à prévenir"]), grid(pairs3, "beside"),
             Heading(["Médecin traitant"]), Para(c.dr(c.gp, 0) + [" - ", c.addr(c.gp.addr), ", ", c.cp(c.gp.commune), " ", c.ville(c.gp.commune),
                                                                  " - ", c.tel(c.gp.phone)]),
             Heading(["Déclarations"]),
             Para(["Je soussigné" + p.e + " "] + c.who(p, 1, civ=False) + [" certifie l'exactitude des renseignements ci-dessus et avoir reçu le livret d'accueil (version ",
                                                                          c.decoy("v%d.%d" % (r.randint(2, 6), r.randint(0, 9)), "version"), ")."]),
             Para(["Fait le ", c.d_date(c.adm, "long"), ". Agent d'accueil : ", c.prenom(c.nurses[3]), "."], space_before=6)]
    return [page1, page2], "Admission"


def k_bon_transport(c: Ctx):
    """Prescription médicale de transport printed by a report generator (not a form)."""
    r = c.rng
    hospital_dates(c)
    p = c.pat
    d = c.docs[0]
    amb = r.choice(pools.AMBULANCES)
    page = letterhead(c, recipient=False, style=2, date_city=False) + [
        Heading(["PRESCRIPTION MÉDICALE DE TRANSPORT"], 1, "center"),
        Para([I("Article L.322-5 et R.322-10 à R.322-10-7 du Code de la sécurité sociale")], align="center", size=8),
        Heading(["Le patient"]),
        grid([("Nom et prénom", c.who(p, 0, civ=False)), ("Date de naissance", [c.ddn()]), ("N° d'immatriculation", [c.nir()]),
              ("Adresse", c.pat_address_runs(True))], r.choice(["beside", "under"]), cols=1 if r.random() < 0.5 else 2),
        Heading(["Le transport"]),
        Para(["Motif : ", r.choice(["sortie d'hospitalisation", "séances de chimiothérapie", "consultation de suivi"]),
              " - Date du transport : ", c.d_date(c.exit, r.choice(["slash", "long"])), " - Aller simple."]),
        Para(["Départ : ", c.etab(), ", ", c.addr(c.etab_addr), " - Arrivée : domicile du patient" + p.e + "."]),
        Para(["Mode : ambulance (position allongée obligatoire). Transporteur : ", Item(amb[0], "ETAB", probes=[amb[0], amb[1]]), "."]),
        Para(["Prescription en rapport avec une ALD : oui. ", "Accident du travail : non. "] + c.mot_sentence()),
        Heading(["Le prescripteur"]),
        Para(c.dr(d, 0) + [" - RPPS ", c.rpps(d), " - Établissement FINESS ", c.finess()]),
        Para(["Fait à ", c.ville(c.etab_commune), ", le ", c.d_date(c.exit, "slash")]),
    ]
    return [page], "Bon de transport"


KINDS = {
    "lettre_liaison": k_lettre_liaison, "cr_operatoire": k_cr_operatoire, "cr_hospitalisation": k_cr_hospitalisation,
    "biologie": k_biologie, "imagerie": k_imagerie, "ordonnance": k_ordonnance, "certificat": k_certificat,
    "consultation": k_consultation, "dossier_soins": k_dossier_soins, "admission": k_admission, "bon_transport": k_bon_transport,
}
ETAB_POOL = {"biologie": "lab", "imagerie": "img"}


def build(name: str, kind: str, rng, meta_patient: bool, meta_keys=("Title",), running_variant=None) -> Doc:
    c = Ctx(rng, ETAB_POOL.get(kind, "hospital"))
    pages, title = KINDS[kind](c)
    if c.homonym_word and kind != "cr_hospitalisation":
        last = pages[-1]
        pos = next((i for i, b in enumerate(last) if isinstance(b, Para) and b.align == "right" and b.bold), len(last))
        last.insert(pos, Para(c.mot_sentence(c.homonym_word)))
    header, footer = running(c, running_variant)
    doc = Doc(name=name, kind=kind, title=title, pages=pages, header=header, footer=footer)
    doc.ctx = c
    p = c.pat
    doc.patient_probes = [p.last, p.first] + ([p.maiden] if p.maiden else [])
    doc.patient_probes += [title_case(p.last)]
    if meta_patient:
        style = rng.randrange(3)
        keys = set(meta_keys)
        items = []
        if style == 0:
            doc.meta = {"Title": "%s %s %s" % (title, p.last, p.first)}
            items = [("NOM", p.last), ("PRENOM", p.first)]
            if "Subject" in keys:
                doc.meta["Subject"] = title
        elif style == 1:
            doc.meta = {"Title": "%s - %s" % (title, title_case(p.last))}
            items = [("NOM", title_case(p.last))]
            if "Keywords" in keys:
                doc.meta["Keywords"] = "IPP %s" % p.ipp
                items.append(("IPP", p.ipp))
        elif "Subject" in keys:
            doc.meta = {"Title": title, "Subject": "Patient %s %s" % (p.last, p.first)}
            items = [("NOM", p.last), ("PRENOM", p.first)]
        else:
            doc.meta = {"Title": "%s %s - %s" % (p.last, p.first, title)}
            items = [("NOM", p.last), ("PRENOM", p.first)]
        if "Author" in keys and rng.random() < 0.5:
            d = c.docs[0]
            doc.meta["Author"] = "Dr %s %s" % (d.first, d.last)
        doc.meta_items = [{"kind": k, "text": t, "probes": [t]} for k, t in items]
    else:
        doc.meta = {"Title": title}
    return doc
