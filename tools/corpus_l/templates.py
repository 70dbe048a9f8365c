"""The thirteen document kinds of corpus L. Each template fills a ``Doc`` for one producer and a page plan.

Content flows freely (explicit page breaks only where a second sheet is natural); blocks flagged ``opt``
(mostly the prose of ``clinical.FILLERS``) are kept in reading order as long as the page plan allows
(make_corpus_l.fit).
"""

from __future__ import annotations

from . import clinical, ids
from .common import (choose_style, created_at, etab_lines, footer_etab, identity_rows, legal_small,
                     patient_header_right, recipient_lines, set_meta, signature)
from .model import Doc, box, bullets, cols2, h, hr, kv, p, pagebreak, sign, small, space, table, title
from .writer import W, age_years, make_etab, make_pro


SPEC_OF_STAY = {"pneumo": "pneumologue", "cardio": "cardiologue", "crohn": "gastro-entérologue", "avc": "neurologue",
                "geriatrie": "gériatre", "diabete": "endocrinologue", "uro": "urologue"}


def O(block):
    """Mark a block optional (dropped first when its page overflows)."""
    block["opt"] = True
    return block


def F(w, kind, n=99, start=0):
    """Optional filler paragraphs of a kind (run-in bold heading)."""
    out = []
    for head, text in clinical.FILLERS.get(kind, [])[start:start + n]:
        out.append(O(p(("**%s.** " % head if head else "") + w.fill(text))))
    return out


def bio(w, v: str) -> str:
    """A lab value or range, marked as a decoy when it is distinctive enough to be probed."""
    if "," in v or " - " in v or len(v.replace(" ", "")) >= 4:
        return w.d.decoy(v, "BIOLOGIE")
    return v


AGES = {
    "pneumo": (55, 90), "cardio": (58, 92), "crohn": (20, 52), "avc": (50, 86), "geriatrie": (78, 96), "diabete": (45, 80), "uro": (22, 70),
    "cholecystectomie": (25, 80), "pth": (55, 86), "hernie": (30, 82), "canal": (35, 75),
    "neuro_parkinson": (55, 85), "cardio_htn": (40, 75), "gastro_crohn": (24, 60), "rhumato": (30, 72), "memoire": (70, 92),
    "tdm_thorax": (45, 85), "irm_genou": (18, 45), "echo_abdo": (25, 75), "mammo": (50, 74), "tdm_cerebral": (62, 92),
    "cheville": (18, 60), "thoracique": (45, 85), "colique": (20, 60), "chute_ag": (70, 95),
}
POOLS = {"hospitalisation": "STAYS", "courrier": "STAYS", "synthese": "STAYS", "operatoire": "OPERATIONS",
         "consultation": "CONSULTS", "imagerie": "IMAGING", "urgences": "URGENCES"}


def preselect(kind: str, producer: str, rng):
    """Scenario of the document, and the patient's age range and sex it calls for."""
    if kind in POOLS:
        seq = getattr(clinical, POOLS[kind])
        order = ["prawn", "tcpdf", "dompdf", "rinoh"]
        sc = seq[(order.index(producer) + rng.randint(0, len(seq) - 1)) % len(seq)]
        return sc, AGES[sc["key"]], (2 if sc["key"] == "mammo" else None)
    if kind == "certificat":
        return None, (18, 70), None
    if kind == "bulletin":
        return None, (25, 92), None
    if kind == "fiche_infirmiere":
        return None, (75, 96), None
    return None, (19, 94), None


# ====================================================================== 1. hospital stay


def t_hospitalisation(d: Doc, w: W, producer: str, pages: int):
    c, rng = w.c, w.rng
    sc = d.scenario
    pat = c.patient
    chef = c.pros[0]
    chef.role = SPEC_OF_STAY[sc["key"]]
    interne = c.pros[1]
    interne.role = "interne"
    d.style = choose_style(rng, producer, created_at(c, sc["days"], rng))
    letter = producer in ("prawn", "dompdf")
    label = "Compte rendu d'hospitalisation" if letter else "Lettre de liaison à la sortie"
    set_meta(d, w, label, chef)
    serv = "Service de %s" % sc["service"].lower() if rng.random() < 0.5 else "Pôle médecine — %s" % sc["service"]
    d.header = dict(left=["**%s**" % (w.acro(c.etab) if c.etab.acronym else w.etab(c.etab)), sc["unite"]],
                    right=patient_header_right(w), rule=True)
    d.footer = dict(left=footer_etab(w, c.etab), pagenum="Page {p}/{n}", rule=True)
    secr = w.tel(c.etab.phone[:-2] + "%02d" % rng.randint(10, 99), owner="org")
    left = etab_lines(w, c.etab, serv, finess=rng.random() < 0.5)
    left.append("Chef de service : %s" % w.pro(chef, "Dr First LAST"))
    left.append("Secrétariat : %s" % secr)
    right = ["%s, le %s" % (w.ville(c.etab.address, "title", "org"), w.care(sc["days"], "text")), ""] + recipient_lines(w, c.mt, c.mt_cab)
    d.add(cols2(left, right, split=0.56))
    d.add(title(label))
    ne = "née" if pat.sex == 2 else "né"
    d.add(kv(identity_rows(w, ["nom", "prenom", "ddn", "sexe", "ipp", "nda"] + (["ins"] if rng.random() < 0.6 else [])), cols=2, border=True))
    d.add(kv([["Entrée le", w.care(0)], ["Sortie le", w.care(sc["days"])], ["Mode d'entrée", rng.choice(["Urgences", "Programmé", "Transfert"])],
              ["Mode de sortie", rng.choice(["Domicile", "Domicile avec aides", "SMR"])]], cols=2))
    intro = ("Cher confrère, chère consœur,\n" if letter else "")
    d.add(p(intro + w.fill("Votre patient{e}, {Civ} ") + w.full(pat, "First Last") + ", %s le %s, âgé%s de %d ans, a été hospitalisé%s dans notre service du %s au %s. "
            % (ne, w.ddn("text"), "e" if pat.sex == 2 else "", age_years(pat.birth, c.ref), "e" if pat.sex == 2 else "", w.care(0, "text"), w.care(sc["days"], "text"))
            + "Vous trouverez ci-dessous la synthèse de ce séjour."))
    d.add(h("Motif d'hospitalisation"), p(w.fill(sc["motif"]) + "."))
    d.add(h("Antécédents"), bullets([w.fill(x) for x in sc["antecedents"]]))
    d.add(p("Mode de vie : %s. Personne de confiance désignée : %s %s (%s), joignable au %s."
            % (w.fill(sc["vie"]), w.civ(c.relatives[-1]), w.full(c.relatives[-1], "First LAST"), c.relatives[-1].role,
               w.tel(c.relatives[-1].mobile, owner="relative"))))
    d.add(h("Histoire de la maladie"), p(w.fill(sc["histoire"])))
    d.add(h("Examen clinique à l'entrée"), p(w.fill(sc["examen"])))
    d.add(h("Examens complémentaires"), h("Biologie d'entrée (%s)" % w.care(0), 2))
    d.add(table(["Paramètre", "Résultat", "Unité", "Valeurs de référence"],
                [[a, w.fill(b), u, bio(w, r)] for a, b, u, r in sc["biologie"]],
                widths=[0.4, 0.18, 0.17, 0.25], zebra=True))
    d.add(h("Imagerie", 2), p(w.fill(sc["imagerie"])))
    d.add(h("Évolution dans le service"), p(w.fill(sc["evolution"])))
    d.add(*F(w, "hospitalisation", 5))
    d.add(O(p(w.fill("Sur le plan nutritionnel, le poids de sortie est de {N:%s} kg ; l'alimentation a été enrichie avec des compléments oraux. "
                     "La douleur a été évaluée quotidiennement (EVA inférieure à 3 sur l'ensemble du séjour)." % rng.choice(["62,5", "71,8", "58,2", "80,4"])))))
    d.add(h("Diagnostics retenus (CIM-10)"))
    d.add(table(["Code", "Libellé"], [[w.fill(a), b] for a, b in sc["diagnostics"]], widths=[0.18, 0.82]))
    d.add(O(table(["Acte CCAM", "Libellé", "Date"], [[w.fill(a), b, w.care(rng.randint(0, 2))] for a, b in sc["actes"]], widths=[0.18, 0.62, 0.2])))
    d.add(small(w.fill("Groupage PMSI : GHM %s — durée du séjour %d jours. Médecin DIM : " % (sc["ghm"], sc["days"])) + w.pro(c.pros[2], "Dr I. LAST") + "."))
    d.add(h("Traitement de sortie"))
    d.add(table(["Médicament", "Dosage", "Posologie", "ATC"], [[w.fill(a), w.fill(b), cc, w.fill(dd)] for a, b, cc, dd in sc["sortie"]],
                widths=[0.3, 0.17, 0.41, 0.12]))
    d.add(p("Les traitements antérieurs non mentionnés sont arrêtés. Une ordonnance a été remise au patient ; la conciliation médicamenteuse a été réalisée par la pharmacie à usage intérieur."))
    d.add(h("Suivi et rendez-vous"), p(w.fill(sc["suivi"])))
    d.add(*F(w, "hospitalisation", 3, 5))
    d.add(*F(w, "hospitalisation", 99, 8))
    rel = c.relatives[0]
    kine = make_pro(rng, c.others["pools"], "kinésithérapeute", c.others["ptown"], title=None)
    if pages >= 3:
        d.add(h("Entourage"), kv([["Personne à prévenir", "%s %s (%s)" % (w.civ(rel), w.full(rel, "First LAST"), rel.role)],
                                  ["Téléphone", w.tel(rel.mobile, owner="relative")],
                                  ["Adresse du patient", w.address_inline(pat.address, "title", "patient")],
                                  ["Téléphone du patient", w.tel(pat.phone, owner="patient")],
                                  ["Kinésithérapeute libéral", "%s — ADELI %s" % (w.full(kine, "First LAST"), w.adeli(kine))]], label_w=0.32))
        d.add(O(p(w.fill("Informations délivrées à {le} patient{e} et à son entourage : le diagnostic, les traitements et les signes devant faire reconsulter "
                         "ont été expliqués. {Le} patient{e} a reçu le livret de sortie et les coordonnées du service, joignable 24 heures sur 24 au ")
                  + "%s." % w.tel(c.etab.phone, "spaces", owner="org"))))
    d.add(p("Je vous remercie de m'avoir confié votre patient%s et reste à votre disposition. Bien confraternellement." % ("e" if pat.sex == 2 else "")))
    d.add(signature(w, chef, "Chef de service — %s" % chef.role, eight=rng.random() < 0.3))
    d.add(small("Rédigé avec %s, interne. Copie : %s (médecin traitant) ; %s." % (
        w.pro(interne, "Dr First Last"), w.pro(c.mt, "Dr LAST"), w.full(pat, "First LAST"))))
    d.add(legal_small(w))


# ====================================================================== 2. operative report


def t_operatoire(d: Doc, w: W, producer: str, pages: int):
    c, rng = w.c, w.rng
    op = d.scenario
    chir, anesth, aide = c.pros[0], c.pros[1], c.pros[2]
    chir.role = "chirurgien"
    anesth.role = "anesthésiste-réanimateur"
    ibode = make_pro(rng, c.others["pools"], "IBODE", c.others["town"], c.etab, title="Mme")
    jour = rng.randint(0, 2)
    d.style = choose_style(rng, producer, created_at(c, jour, rng), h_upper=True)
    set_meta(d, w, "Compte rendu opératoire", chir)
    d.header = dict(left=["**%s**" % w.etab(c.etab), op["service"]], right=["CRO — %s" % w.care(jour, "slash")], rule=True)
    pat = c.patient
    d.footer = dict(left=["%s %s — %s — IPP %s — NDA %s" % (w.nom(pat), w.prenom(pat), w.ddn("dot"), w.ipp(), w.nda())],
                    pagenum="{p}/{n}", rule=rng.random() < 0.5)
    d.add(title("Compte rendu opératoire", size_delta=4))
    d.add(kv([["Patient", "%s %s" % (w.nom(pat), w.prenom(pat))], ["Date de naissance", w.ddn("slash")],
              ["Date d'intervention", w.care(jour)], ["Salle", w.d.decoy("Bloc B, salle %d" % rng.randint(1, 9), "SALLE")],
              ["Opérateur", w.pro(chir, "Dr First LAST")], ["Aide opératoire", w.pro(aide, "Dr I. LAST")],
              ["Anesthésiste", w.pro(anesth, "Dr LAST First")], ["IBODE", w.full(ibode, "First LAST")],
              ["Durée", op["duree"]], ["Classe ASA", str(rng.randint(1, 3))]], cols=2, border=True))
    d.add(h("Intervention"), p("**%s**" % op["titre"]))
    d.add(h("Indication"), p(w.fill(op["indication"])))
    d.add(h("Anesthésie"), p(w.fill(op["anesthesie"])))
    d.add(h("Installation"), p(w.fill(op["installation"])))
    d.add(O(p("Check-list « Sécurité du patient au bloc opératoire » réalisée et validée à %d h %02d ; identité vérifiée (bracelet et dossier concordants), site opératoire marqué." % (rng.randint(7, 15), rng.randint(0, 59)))))
    d.add(*F(w, "operatoire", 2))
    d.add(h("Description"), p(w.fill(op["description"])))
    d.add(h("Incidents"), p(w.fill(op["incidents"])))
    d.add(h("Matériel implanté et traçabilité"), p(w.fill(op["materiel"])))
    d.add(h("Consignes postopératoires"), p(w.fill(op["suites"])))
    d.add(*F(w, "operatoire", 4, 2))
    d.add(O(p("Prochain rendez-vous : consultation postopératoire le %s avec %s. Joindre le secrétariat au %s en cas de fièvre, d'écoulement ou de douleur inhabituelle."
              % (w.care(jour + rng.choice([30, 42, 45])), w.pro(chir, "Dr Last"), w.tel(c.etab.phone, owner="org")))))
    d.add(table(["Codage", "Libellé"], [[w.fill(a), b] for a, b in op["ccam"] + op["cim"]], widths=[0.2, 0.8]))
    d.add(*F(w, "operatoire", 99, 6))
    d.add(signature(w, chir, "Chirurgien", eight=False))
    d.add(legal_small(w))


# ====================================================================== 3. consultation


def t_consultation(d: Doc, w: W, producer: str, pages: int):
    c, rng = w.c, w.rng
    cs = d.scenario
    doc = c.pros[0]
    doc.role = cs["specialite"].lower()
    d.style = choose_style(rng, producer, created_at(c, 0, rng), h_rule=True)
    set_meta(d, w, "Compte rendu de consultation", doc)
    pat = c.patient
    d.header = dict(left=["%s — consultations externes" % (w.acro(c.etab) if c.etab.acronym else w.etab(c.etab))],
                    right=["%s %s" % (w.nom(pat), w.prenom(pat)), "IPP %s" % w.ipp()], rule=False)
    d.footer = dict(left=["Prise de rendez-vous : %s — %s" % (w.tel(c.etab.phone, owner="org"), w.mail("consultations@" + c.etab.domain, owner="org"))],
                    pagenum="Page {p} sur {n}", pagenum_pos="center")
    left = etab_lines(w, c.etab, "Consultation de %s" % cs["specialite"].lower(), phone=False, finess=True)
    left.append("%s — %s" % (w.pro(doc, "Dr First LAST"), cs["specialite"]))
    left.append("RPPS %s" % w.rpps(doc))
    right = recipient_lines(w, c.mt, c.mt_cab)
    d.add(cols2(left, right, split=0.55))
    d.add(p("%s, le %s" % (w.ville(c.etab.address, "title", "org"), w.care(0, "text")), align="right"))
    d.add(title(cs["titre"], size_delta=3))
    ne = "née" if pat.sex == 2 else "né"
    d.add(p("Objet : %s %s, %s le %s (%s), demeurant %s." % (w.civ(pat, True), w.patient_name_with_maiden("title"), ne, w.ddn(rng.choice(["weekday", "text_upper", "spaced_digits"])),
                                                             "%d ans" % age_years(pat.birth, c.ref), w.address_inline(pat.address, "title", "patient")), bold=True))
    d.add(p("Cher confrère,"))
    d.add(p("J'ai revu en consultation ce jour %s pour le motif suivant : %s" % (w.fill("{Civ} {nom}"), w.fill(cs["motif"][0].lower() + cs["motif"][1:]))))
    for t in cs["texte"]:
        d.add(p(w.fill(t)))
    d.add(*F(w, "consultation", 99))
    if pages >= 2:
        d.add(h("Traitement en cours"))
        d.add(table(["Médicament", "Posologie"], [[w.fill(a) + " " + w.fill(b), cc] for a, b, cc, _ in rng.choice(clinical.PRESCRIPTIONS)], widths=[0.45, 0.55]))
        d.add(h("Examens récents"))
        panel = rng.choice(clinical.LAB_PANELS)
        d.add(table(["Analyse", "Résultat", "Référence", "LOINC"], [[a, bio(w, v), bio(w, r), w.fill(code)]
                                                                   for a, u, r, v, code in panel[1][:5]], widths=[0.38, 0.16, 0.26, 0.2]))
    d.add(h("Conclusion"), p(w.fill(cs["conclusion"])))
    d.add(p("Prochain rendez-vous le %s. Je vous tiens informé de l'évolution et vous prie de croire, cher confrère, en mes sentiments les meilleurs." % w.care(rng.choice([60, 90, 120, 180]), "weekday")))
    d.add(signature(w, doc, cs["specialite"]))
    if pages >= 2:
        d.add(O(p(w.fill("{Le} patient{e} a été informé{e} de la transmission de ce compte rendu à son médecin traitant et au Dossier Médical Partagé, "
                         "auquel {il} ne s'est pas opposé{e}."))))
    d.add(small("Copie : %s — %s" % (w.full(pat, "First Last"), w.address_inline(pat.address, "upper", "patient"))))


# ====================================================================== 4. biology


def t_biologie(d: Doc, w: W, producer: str, pages: int):
    c, rng = w.c, w.rng
    lab = make_etab(rng, c.others["pools"], "labo", c.others["town"])
    biol = make_pro(rng, c.others["pools"], "biologiste", c.others["town"], lab)
    jour = rng.randint(0, 30)
    d.style = choose_style(rng, producer, created_at(c, jour, rng), font2=rng.choice([None, "LiberationSans"]))
    set_meta(d, w, "Compte rendu d'analyses", biol, with_patient=rng.random() < 0.7)
    pat = c.patient
    yy = c.ref.strftime("%y%m%d")
    dossier = "%s-%04d" % (yy, rng.randint(1, 9999)) if rng.random() < 0.5 else yy + ids.digits(rng, 4, False)
    prelev = rng.choice(["P", "T", ""]) + ids.digits(rng, 10)
    d.header = dict(left=["**%s**" % w.etab(lab), "Biologiste responsable : %s" % w.pro(biol, "Dr First LAST")],
                    right=["Dossier n° %s" % w.ident(dossier, "NUM_DOSSIER"), "%s %s — %s" % (w.nom(pat), w.prenom(pat), w.ddn("slash"))], rule=True)
    d.footer = dict(left=["%s — FINESS %s — %s" % (w.etab(lab), w.finess(lab), w.address_inline(lab.address, "title", "org")),
                          "SIRET %s — accréditation Cofrac n° 8-%04d, portée disponible sur www.cofrac.fr" % (w.siret(), rng.randint(1000, 4999))],
                    pagenum="Page {p}/{n}")
    sites = ["Site de %s" % w.ville(lab.address, "title", "org"), "Tél. %s" % w.tel(lab.phone, owner="org"), "Résultats : %s" % w.mail("resultats@" + lab.domain, owner="org")]
    pres = c.mt
    right = ["**%s %s**" % (w.civ(pat, True), w.patient_name_with_maiden("upper"))] + w.address_lines(pat.address, "upper", "patient")
    d.add(cols2(sites, right, split=0.5))
    rows = [["Prélèvement n°", w.ident(prelev, "NUM_DOSSIER")], ["Prélevé le", "%s à %d h %02d" % (w.care(jour), rng.randint(7, 11), rng.randint(0, 59))],
            ["Date de naissance", w.ddn(rng.choice(["slash", "dash", "space"]))], ["Sexe", "F" if pat.sex == 2 else "M"],
            ["Prescripteur", w.pro(pres, "Dr LAST First")], ["Édité le", w.care(jour + 1)],
            [w.nir_label(), w.nir(rng.choice(["compact", "keysep"]))], ["Mutuelle", "adhérent %s" % w.ident(ids.digits(rng, 9), "NUM_ADHERENT")]]
    d.add(kv(rows, cols=2, border=rng.random() < 0.5))
    d.add(title("Compte rendu d'analyses de biologie médicale", size_delta=2))
    panels = list(clinical.LAB_PANELS)
    rng.shuffle(panels)
    chosen = panels[:2 + 2 * pages]
    for i, (name, rows_) in enumerate(chosen):
        trows = []
        for a, u, r, v, code in rows_:
            flag = ""
            try:
                lo, hi = [float(x.replace(",", ".")) for x in r.split(" - ")]
                fv = float(v.replace(",", "."))
                flag = "H" if fv > hi else ("L" if fv < lo else "")
            except ValueError:
                pass
            prev = "" if rng.random() < 0.5 else bio(w, v if rng.random() < 0.3 else v.replace("1", "2", 1))
            trows.append([a, ("**%s**" % bio(w, v)) if flag else bio(w, v), u, bio(w, r), flag, prev])
        blk = table(["Analyse", "Résultat", "Unité", "Valeurs usuelles", "", "Antériorité"], trows,
                    widths=[0.34, 0.13, 0.15, 0.2, 0.05, 0.13], zebra=True, size_delta=-1.5, caption=name)
        d.add(O(blk) if i >= 2 else blk)
        if i == 1:
            d.add(*F(w, "biologie", 1))
    d.add(*F(w, "biologie", 99, 1))
    d.add(O(p("Commentaire du biologiste : résultats à interpréter en fonction du contexte clinique. Les valeurs signalées en gras sont en dehors de l'intervalle de référence. "
              "Le débit de filtration glomérulaire est estimé par l'équation CKD-EPI sans correction ethnique.")))
    d.add(small("Codes LOINC : %s. Automate d'hématologie n° de série %s ; réactifs lot %s."
                % (", ".join(w.fill(x[4]) for x in chosen[0][1][:4]), w.d.decoy(ids.bad_luhn(rng, 11, "10"), "NUMERO_TECHNIQUE"),
                   w.d.decoy("R%s-%s" % (ids.digits(rng, 4), ids.upper_letters(rng, 2)), "LOT"))))
    d.add(sign(["Validé biologiquement par %s" % w.pro(biol, "Dr First LAST"), "le %s" % w.care(jour + 1)]))


# ====================================================================== 5. imaging


def t_imagerie(d: Doc, w: W, producer: str, pages: int):
    c, rng = w.c, w.rng
    im = d.scenario
    center = make_etab(rng, c.others["pools"], "imagerie", c.others["town"])
    rad = make_pro(rng, c.others["pools"], "radiologue", c.others["town"], center)
    jour = rng.randint(0, 20)
    d.style = choose_style(rng, producer, created_at(c, jour, rng), title_align="center")
    set_meta(d, w, "Compte rendu d'imagerie", rad)
    pat = c.patient
    acc = rng.choice(["RX", "A", "ACC", "IM"]) + c.ref.strftime("%y%m%d") + ids.digits(rng, 5, False)
    exam_id = "%s.%s" % (ids.digits(rng, 6), ids.digits(rng, 4))
    d.header = dict(left=["**%s**" % w.etab(center)] + w.address_lines(center.address, "title", "org"),
                    right=["Tél. %s" % w.tel(center.phone, owner="org"), "Secrétariat : %s" % w.mail("secretariat@" + center.domain, owner="org")], rule=True)
    d.footer = dict(left=["%s — FINESS %s" % (w.acro(center) if center.acronym else w.etab(center), w.finess(center))], pagenum="{p}/{n}")
    d.add(space(6))
    d.add(box(["%s %s" % (w.nom(pat), w.prenom(pat)), "%s le %s" % ("Née" if pat.sex == 2 else "Né", w.ddn(rng.choice(["slash", "text", "dot2"]))),
               "N° d'accession : %s" % w.ident(acc, "NUM_EXAMEN"), "ID examen : %s" % w.ident(exam_id, "NUM_EXAMEN"),
               "Demandeur : %s" % w.pro(c.mt, "Dr First LAST")], title="Patient", width=0.55, frame=True))
    d.add(title(im["titre"]))
    d.add(p("Examen du %s réalisé par %s. Code CCAM : %s." % (w.care(jour, "text"), w.pro(rad, "Dr First Last"), w.fill(im["ccam"])), italic=True))
    d.add(h("Indication"), p(w.fill(im["indication"])))
    d.add(h("Technique"), p(w.fill(im["technique"])))
    d.add(h("Résultats"))
    for r in im["resultats"]:
        d.add(p(w.fill(r)))
    d.add(*F(w, "imagerie", 1))
    d.add(O(p("Comparaison : %s" % rng.choice(["pas d'examen antérieur disponible.", "examen du %s, sans modification significative des structures non pathologiques." % w.care(-rng.randint(200, 700))]))))
    d.add(h("Conclusion"), box([w.fill(im["conclusion"])]))
    d.add(*F(w, "imagerie", 99, 1))
    d.add(signature(w, rad, "Médecin radiologue"))
    d.add(small("Images disponibles sur le portail patient pendant un an (identifiant de connexion : %s). Dose et paramètres archivés dans le système de gestion des doses."
                % w.ident(acc, "NUM_EXAMEN")))


# ====================================================================== 6. prescription


def t_ordonnance(d: Doc, w: W, producer: str, pages: int):
    c, rng = w.c, w.rng
    doc = c.mt if producer != "dompdf" else c.pros[0]
    cab = c.mt_cab if doc is c.mt else c.etab
    if doc is not c.mt:
        doc.role = rng.choice(["médecine polyvalente", "médecine interne", "gériatrie"])
    jour = rng.randint(0, 40)
    d.style = choose_style(rng, producer, created_at(c, jour, rng), size=rng.choice([9.5, 10, 10.5]))
    set_meta(d, w, "Ordonnance", doc, with_patient=rng.random() < 0.6)
    pat = c.patient
    rx_id = rng.choice(["ORD-%d-%s" % (c.ref.year, ids.digits(rng, 7, False)), "%s%s" % (ids.upper_letters(rng, 4), ids.digits(rng, 8)),
                        "%s-%s-%s" % (ids.digits(rng, 4), ids.digits(rng, 4), ids.digits(rng, 2))])
    d.header = dict(left=[w.pro(doc, "Dr First LAST"), doc.role.capitalize()], right=["Ordonnance n° %s" % w.ident(rx_id, "NUM_PRESCRIPTION")])
    d.footer = dict(left=["%s — %s" % (w.etab(cab), w.address_inline(cab.address, "title", "org")),
                          "SIRET %s — en cas d'urgence, composer le 15." % w.siret()], pagenum="{p}/{n}" if pages > 1 else None)
    left = ["**%s**" % w.pro(doc, "Dr First LAST"), doc.role.capitalize(), "Conventionné secteur 1",
            "RPPS %s" % w.rpps(doc)]
    if doc.adeli or rng.random() < 0.5:
        doc.adeli = doc.adeli or ids.adeli(rng, c.others["ptown"][2] if c.others["ptown"][2].isdigit() else "20")
        left.append("N° AM (ADELI) %s" % w.adeli(doc))
    left += w.address_lines(cab.address, "title", "org") + ["Tél. %s" % w.tel(doc.phone, owner="pro")]
    right = ["%s, le %s" % (w.ville(cab.address, "title", "org"), w.care(jour, rng.choice(["slash", "text"]))), "",
             "%s %s" % (w.civ(pat, True), w.full(pat, rng.choice(["LAST First", "First LAST"]))),
             "%s le %s" % ("Née" if pat.sex == 2 else "Né", w.ddn(rng.choice(["slash", "dot", "slash2", "nolead"]))),
             "Poids : %s kg" % w.d.decoy(rng.choice(["64,0", "72,5", "81,3", "58,6"]), "NOMBRE")]
    d.add(cols2(left, right, split=0.52))
    if producer == "prawn":
        d.add(box(["Prescriptions relatives au traitement de l'affection de longue durée reconnue (liste ou hors liste)", "(AFFECTION EXONÉRANTE)"], width=1.0))
    d.add(title("ORDONNANCE", align="center", size_delta=3))
    drugs = rng.choice(clinical.PRESCRIPTIONS)
    items = []
    for a, b, cc, dur in drugs:
        items.append("**%s %s** — %s, pendant %s." % (w.fill(a), w.fill(b), cc, dur))
    d.add(bullets(items))
    if producer == "prawn":
        d.add(hr())
        d.add(box(["Prescriptions SANS RAPPORT avec l'affection de longue durée", "(MALADIES INTERCURRENTES)"], width=1.0))
        d.add(bullets([w.fill("**{M:Paracétamol} {D:500 mg}** — 1 à 2 gélules si douleur, 6 par jour au maximum, pendant 5 jours.")]))
    d.add(*F(w, "ordonnance", 99))
    d.add(p("À renouveler %s fois. QSP %s." % (rng.choice(["2", "3", "0"]), rng.choice(["3 mois", "1 mois", "7 jours"])), italic=True))
    d.add(small("Délivrance : %s — %s. Code de la pharmacie de référence : %s."
                % (w.etab(make_etab(rng, c.others["pools"], "pharmacie", c.others["ptown"])), "mutuelle n° adhérent %s" % w.ident("%s %s" % (ids.digits(rng, 4), ids.digits(rng, 5)), "NUM_ADHERENT"),
                   w.d.decoy(ids.bad_luhn(rng, 9, "46"), "NUMERO_TECHNIQUE"))))
    d.add(sign(["%s" % w.pro(doc, "Dr I. LAST"), "Signature"]))
    if pages >= 2:
        d.add(pagebreak())
        d.add(title("Ordonnance de soins infirmiers", size_delta=2))
        d.add(p("Pour %s %s, %s le %s, demeurant %s." % (w.civ(pat), w.full(pat, "First Last"), "née" if pat.sex == 2 else "né", w.ddn("text"),
                                                         w.address_inline(pat.address, "title", "patient"))))
        d.add(bullets([
            "Faire pratiquer par un infirmier diplômé d'État, à domicile, y compris dimanches et jours fériés :",
            "préparation et administration des médicaments per os dans un pilulier hebdomadaire, passage quotidien pendant un mois ;",
            w.fill("surveillance de la glycémie capillaire deux fois par jour, objectif entre {B:0,80} et {B:1,80} g/L ;"),
            "pansement simple d'une plaie du membre inférieur tous les deux jours jusqu'à cicatrisation ;",
            w.fill("injection sous-cutanée d'{M:énoxaparine} {D:4 000 UI} une fois par jour pendant 10 jours, avec contrôle des plaquettes à J5."),
        ]))
        d.add(p("Infirmier(ère) choisi(e) par le patient : %s, cabinet infirmier, %s." % (
            w.full(make_pro(rng, c.others["pools"], "IDE libéral", c.others["ptown"]), "First LAST"), w.tel("06" + ids.digits(rng, 8, False), owner="pro"))))
        d.add(sign(["%s" % w.pro(doc, "Dr First Last")]))


# ====================================================================== 7. admission sheet / bulletin de situation


def t_bulletin(d: Doc, w: W, producer: str, pages: int):
    c, rng = w.c, w.rng
    d.style = choose_style(rng, producer, created_at(c, rng.randint(0, 3), rng), size=rng.choice([8.5, 9]))
    set_meta(d, w, "Bulletin de situation", None)
    pat = c.patient
    d.header = dict(left=["**%s**" % w.etab(c.etab, "upper"), "Bureau des admissions et des frais de séjour"],
                    right=["FINESS %s" % w.finess(c.etab), "Tél. %s" % w.tel(c.etab.phone, owner="org")], rule=True)
    d.footer = dict(left=["Édité le %s par %s — %s" % (w.care(rng.randint(0, 3)), rng.choice(["agent d'accueil", "service des admissions"]),
                                                      w.acro(c.etab) if c.etab.acronym else w.etab(c.etab))], pagenum="Page {p}/{n}")
    d.add(title(rng.choice(["BULLETIN DE SITUATION", "Bulletin de situation — attestation de séjour"]), align="center"))
    d.add(p("Le directeur de l'établissement certifie que %s %s, %s le %s, a été admis%s dans l'établissement dans les conditions suivantes."
            % (w.civ(pat, True), w.full(pat, "LAST First"), "née" if pat.sex == 2 else "né", w.ddn(rng.choice(["spaced_digits", "weekday", "text_upper"])),
               "e" if pat.sex == 2 else ""), italic=True))
    d.add(h("Assuré(e) / patient(e)"))
    d.add(kv(identity_rows(w, ["nom", "prenom", "ddn", "sexe", "nir", "adresse", "tel"], rng.choice(["slash", "space", "compact", "dash"])), cols=1, border=True, label_w=0.3))
    d.add(h("Identité nationale de santé"))
    d.add(table(["Nom de naissance", "Premier prénom", "Date de naissance", "Sexe", "Lieu de naissance", "Statut"],
                [[w.maiden(pat) if pat.maiden else w.nom(pat), w.prenom(pat, "upper"), w.ddn(rng.choice(["slash", "iso", "dot"])), "F" if pat.sex == 2 else "M",
                  w.d.pii(pat.birth_place.upper(), "VILLE", owner="patient"), rng.choice(["identité qualifiée", "identité récupérée", "identité provisoire"])]],
                widths=[0.2, 0.16, 0.16, 0.07, 0.2, 0.21], size_delta=-1))
    d.add(h("Séjour"))
    d.add(kv([["N° de dossier administratif (IPP)", w.ipp()], ["N° de venue", w.nda()], ["Date d'entrée", "%s à %d h %02d" % (w.care(0), rng.randint(0, 23), rng.randint(0, 59))],
              ["Service d'hospitalisation", rng.choice(["Médecine polyvalente", "Chirurgie orthopédique", "Cardiologie", "Pneumologie"])],
              ["Chambre", w.d.decoy("chambre %d" % rng.randint(101, 348), "SALLE")], ["Régime", rng.choice(["Hospitalisation complète", "Hospitalisation de semaine"])],
              ["Date de sortie prévue", w.care(rng.randint(4, 10))], ["Médecin responsable", w.pro(c.pros[0], "Dr LAST First")]], cols=2, border=True))
    d.add(h("Couverture sociale"))
    mut = rng.choice(["Mutuelle Solidaire des Causses", "Prévoyance Familiale du Centre", "Union Mutualiste Rhône-Durance"])
    d.add(kv([["Organisme d'assurance maladie", "CPAM — code gestion %s" % rng.choice(["01", "10"])], ["Caisse", "%s %s" % (w.d.decoy(ids.digits(rng, 3), "NUMERO_TECHNIQUE"), rng.choice(["CPAM du Lot", "CPAM de l'Aveyron", "CPAM du Cher"]))],
              ["Organisme complémentaire", mut], ["N° d'adhérent", w.ident("%s%s" % (ids.upper_letters(rng, 2), ids.digits(rng, 8)), "NUM_ADHERENT")],
              ["Prise en charge", "Accord de prise en charge n° %s" % w.ident(ids.digits(rng, 10), "NUM_ADHERENT")], ["Exonération", rng.choice(["ALD 30", "Non", "Article L.16-10-1"])]], cols=1, border=True))
    d.add(h("Personnes à contacter"))
    rows = []
    for r in c.relatives:
        rows.append(["%s (%s)" % (w.full(r, "LAST First"), r.role), w.tel(r.mobile, owner="relative"), w.mail(r.email, owner="relative") if r.email else "—"])
    d.add(table(["Nom et lien", "Téléphone", "Courriel"], rows, widths=[0.45, 0.22, 0.33]))
    d.add(p("Personne de confiance désignée : %s. Directives anticipées : %s." % (
        w.full(c.relatives[-1], "First LAST"), rng.choice(["non rédigées", "rédigées, copie au dossier"]))))
    d.add(O(p("Le présent bulletin est délivré pour servir et valoir ce que de droit, notamment auprès de l'employeur et de l'organisme d'assurance maladie. "
              "Le forfait journalier hospitalier reste à la charge du patient ou de sa complémentaire santé, sauf exonération.")))
    d.add(*F(w, "bulletin", 99))
    d.add(sign(["Pour le directeur et par délégation,", "le bureau des admissions"]))


# ====================================================================== 8. certificate


def t_certificat(d: Doc, w: W, producer: str, pages: int):
    c, rng = w.c, w.rng
    doc = c.pros[1] if producer == "tcpdf" else c.mt
    where = c.etab if doc is not c.mt else c.mt_cab
    jour = rng.randint(0, 60)
    d.style = choose_style(rng, producer, created_at(c, jour, rng), size=rng.choice([10, 10.5]), align="justify")
    set_meta(d, w, "Certificat médical", doc, with_patient=rng.random() < 0.6)
    pat = c.patient
    d.header = dict(left=etab_lines(w, where, None, phone=True) if producer != "dompdf" else ["**%s**" % w.pro(doc, "Dr First LAST"), doc.role.capitalize()],
                    right=["RPPS %s" % w.rpps(doc)] if producer != "tcpdf" else [])
    d.footer = dict(left=["Certificat établi à la demande de l'intéressé(e) et remis en main propre pour faire valoir ce que de droit."], pagenum=None)
    kind = {"prawn": "sport", "tcpdf": "hospit", "dompdf": "cbv"}.get(producer, "sport")
    d.add(space(8))
    if kind == "sport":
        d.add(title("Certificat médical d'absence de contre-indication", align="center"))
        d.add(p("Je soussigné(e), %s, docteur en médecine, certifie avoir examiné ce jour %s %s, %s le %s à %s." % (
            w.pro(doc, "Dr First LAST"), w.civ(pat, True), w.full(pat, "First LAST"), "née" if pat.sex == 2 else "né",
            w.ddn(rng.choice(["text", "weekday_title", "slash"])), (w.d.pii(pat.birth_place, "VILLE", owner="patient") if not pat.nia else "l'étranger (%s)" % pat.birth_place))))
        d.add(p("L'examen clinique, comprenant une auscultation cardio-pulmonaire, la prise de la pression artérielle et un électrocardiogramme de repos, "
                "ne révèle à ce jour aucun signe clinique apparent contre-indiquant la pratique de la randonnée pédestre et du cyclisme, y compris en compétition."))
        d.add(p(w.fill("Le questionnaire de santé a été rempli. Le score de risque cardiovasculaire est faible. Un test d'effort n'est pas jugé nécessaire. "
                       "Le sujet est informé des dix règles d'or du club des cardiologues du sport.")))
    elif kind == "hospit":
        d.add(title("Certificat d'hospitalisation", align="center"))
        d.add(p("Je soussigné(e), %s, praticien hospitalier, certifie que %s %s, %s le %s, demeurant %s, est hospitalisé%s dans le service depuis le %s."
                % (w.pro(doc, "Dr First LAST"), w.civ(pat, True), w.patient_name_with_maiden("upper"), "née" if pat.sex == 2 else "né",
                   w.ddn(rng.choice(["slash", "dash"])), w.address_inline(pat.address, "title", "patient"), "e" if pat.sex == 2 else "", w.care(0, "text"))))
        d.add(p("Son état de santé nécessite la présence d'un proche. Ce certificat est établi à la demande de %s %s (%s) pour son employeur."
                % (w.civ(c.relatives[0]), w.full(c.relatives[0], "First Last"), c.relatives[0].role)))
        d.add(p("La durée prévisible de l'hospitalisation est de %s. Une prolongation pourra être délivrée si nécessaire." % rng.choice(["dix jours", "deux semaines", "trois semaines"])))
    else:
        d.add(title("Certificat médical initial descriptif", align="center"))
        d.add(p("Je soussigné(e), %s, certifie avoir examiné le %s à %d h %02d %s %s, %s le %s, qui déclare avoir été victime d'une agression sur la voie publique le %s."
                % (w.pro(doc, "Dr First Last"), w.care(jour, "text"), rng.randint(8, 20), rng.randint(0, 59), w.civ(pat, True), w.full(pat, "First LAST"),
                   "née" if pat.sex == 2 else "né", w.ddn(rng.choice(["slash", "text_abbr"])), w.care(jour - 1, "text"))))
        d.add(p("Doléances : douleurs de l'hémiface gauche et du poignet droit, céphalées. Examen : ecchymose péri-orbitaire gauche de 4 cm, dermabrasion de la pommette, "
                "tuméfaction douloureuse du poignet droit sans déformation ; radiographie du poignet sans fracture. Pas de trouble neurologique ({E:Glasgow} 15)."
                .replace("{E:Glasgow}", w.d.decoy("Glasgow", "EPONYME"))))
        d.add(p("Ces lésions entraînent une incapacité totale de travail (ITT) de %s jours, sous réserve de complications ultérieures." % rng.choice(["trois", "cinq", "huit"])))
        d.add(p("Certificat remis en main propre à l'intéressé(e), joignable au %s." % w.tel(pat.mobile, owner="patient")))
    d.add(p("Fait à %s, le %s." % (w.ville(where.address, "title", "org"), w.care(jour, "text"))))
    d.add(sign([w.pro(doc, "Dr First LAST"), "Signature et cachet"]))
    d.add(space(4))
    d.add(box(["%s" % w.pro(doc, "Dr First LAST"), doc.role.capitalize(), "N° RPPS %s" % w.rpps(doc)] + w.address_lines(where.address, "upper", "org"),
              title=None, width=0.45, offset=0.55, frame=True))


# ====================================================================== 9. letter to the GP


def t_courrier(d: Doc, w: W, producer: str, pages: int):
    c, rng = w.c, w.rng
    doc = c.pros[0]
    jour = rng.randint(0, 30)
    d.style = choose_style(rng, producer, created_at(c, jour, rng), size=rng.choice([10, 10.5]), h_rule=False)
    pat = c.patient
    set_meta(d, w, "Courrier médecin traitant", doc)
    d.header = dict(left=etab_lines(w, c.etab, "Service de %s" % doc.role.replace("ologue", "ologie"), phone=False, acronym=True),
                    right=["Dr %s %s" % (w.prenom(doc), w.nom(doc)), "Ligne directe %s" % w.tel(doc.phone, owner="pro"), w.mail(doc.email, owner="pro")])
    d.footer = dict(left=["Réf. : %s/%s — à rappeler dans toute correspondance" % (w.nom(pat, "title"), w.ipp())], pagenum="p. {p}/{n}" if pages > 1 else None)
    d.add(space(10))
    d.add(cols2([""], recipient_lines(w, c.mt, c.mt_cab), split=0.55))
    d.add(p("%s, le %s" % (w.ville(c.etab.address, "title", "org"), w.care(jour, "text")), align="right"))
    d.add(p("**Objet : %s %s, %s le %s**" % (w.civ(pat), w.full(pat, "First LAST"), "née" if pat.sex == 2 else "né", w.ddn(rng.choice(["slash", "text", "dot"])))))
    d.add(p("Mon cher confrère,"))
    sc = d.scenario
    d.add(p("Je vous remercie de m'avoir adressé %s, que j'ai revu%s ce jour en consultation dans les suites de son hospitalisation du %s pour %s."
            % (w.fill("{Civ} {nom}"), "e" if pat.sex == 2 else "", w.care(-30, "text"), w.fill(sc["motif"][0].lower() + sc["motif"][1:]))))
    d.add(p(w.fill("L'évolution est favorable. " + sc["evolution"].split(". ")[0] + ".")))
    d.add(*F(w, "courrier", 2))
    d.add(p("Sur le plan social, %s vit %s ; %s %s, %s, est très présent%s et peut être joint%s au %s si besoin."
            % (w.fill("{Civ} {nom}"), rng.choice(["à domicile avec son conjoint", "seul%s à domicile" % ("e" if pat.sex == 2 else ""), "en résidence autonomie"]),
               "sa" if c.relatives[-1].sex == 2 else "son", c.relatives[-1].role, w.full(c.relatives[-1], "First Last"),
               "e" if c.relatives[-1].sex == 2 else "", "e" if c.relatives[-1].sex == 2 else "", w.tel(c.relatives[-1].mobile, owner="relative"))))
    d.add(p("Je vous propose de poursuivre le traitement suivant :"))
    d.add(bullets(["%s %s : %s" % (w.fill(a), w.fill(b), cc) for a, b, cc, _ in sc["sortie"]]))
    d.add(p(w.fill(sc["suivi"])))
    d.add(*F(w, "courrier", 99, 2))
    if pages >= 2:
        d.add(h("Résultats joints"))
        d.add(table(["Paramètre", "Valeur", "Unité", "Référence"],
                    [[a, w.fill(b), u, bio(w, r)] for a, b, u, r in sc["biologie"]], widths=[0.4, 0.18, 0.17, 0.25]))
        d.add(p(w.fill(sc["imagerie"])))
        d.add(p("Je joins également la copie du compte rendu transmis à %s, %s, qui suit %s en parallèle." % (
            w.pro(c.pros[1], "Dr First LAST"), c.pros[1].role, w.fill("{Civ} {nom}"))))
    d.add(p("Je reste à votre disposition et vous prie de croire, mon cher confrère, à l'assurance de mes sentiments confraternels."))
    d.add(signature(w, doc, doc.role.capitalize(), rpps=rng.random() < 0.6, mail=False))
    d.add(small("Copie : %s, %s ; patient%s." % (w.pro(c.pros[1], "Dr LAST"), c.pros[1].role, "e" if pat.sex == 2 else "")))


# ====================================================================== 10. nursing liaison form


def t_fiche_infirmiere(d: Doc, w: W, producer: str, pages: int):
    c, rng = w.c, w.rng
    dest_kind = rng.choice(["ehpad", "ssr"])
    dest = make_etab(rng, c.others["pools"], dest_kind, c.others["ptown"])
    ide = make_pro(rng, c.others["pools"], "IDE", c.others["town"], c.etab, title="Mme")
    cadre = make_pro(rng, c.others["pools"], "cadre de santé", c.others["town"], c.etab)
    jour = rng.randint(5, 12)
    d.style = choose_style(rng, producer, created_at(c, jour, rng), size=rng.choice([8.5, 9]), columns=2 if producer == "rinoh" else 1)
    set_meta(d, w, "Fiche de liaison infirmière", None)
    pat = c.patient
    d.header = dict(left=["**Fiche de liaison infirmière**", "%s — %s" % (w.acro(c.etab) if c.etab.acronym else w.etab(c.etab), rng.choice(["Médecine interne", "Court séjour gériatrique", "Orthopédie"]))],
                    right=["%s %s né%s le %s" % (w.nom(pat), w.prenom(pat), "e" if pat.sex == 2 else "", w.ddn("slash")), "IPP %s — séjour %s" % (w.ipp(), w.nda())], rule=True)
    d.footer = dict(left=["Cadre de santé : %s — %s" % (w.full(cadre, "First LAST"), w.tel(cadre.phone, owner="pro"))], pagenum="{p} / {n}", rule=True)
    d.add(kv([["Établissement d'accueil", w.etab(dest)], ["Adresse", w.address_inline(dest.address, "title", "org")],
              ["Date de transfert", w.care(jour)], ["Transport", rng.choice(["VSL", "ambulance allongé", "taxi conventionné"])]], cols=1, border=True))
    d.add(h("Identité et entourage"))
    rel = c.relatives[-1]
    d.add(kv([["Patient(e)", w.patient_name_with_maiden("upper")], ["Date de naissance", w.ddn(rng.choice(["dot", "text", "slash2"]))],
              ["Poids / taille", "%s kg / %s cm" % (w.d.decoy(rng.choice(["58,4", "66,0", "73,9"]), "NOMBRE"), rng.choice(["158", "164", "171"]))],
              ["Personne à prévenir", "%s (%s) — %s" % (w.full(rel, "First LAST"), rel.role, w.tel(rel.mobile, owner="relative"))],
              ["Médecin traitant", w.pro(c.mt, "Dr First LAST")]], cols=1))
    d.add(h("Autonomie"))
    d.add(table(["Domaine", "Évaluation", "Commentaire"], [
        ["Toilette", "aide partielle", "lavabo, aide pour le dos et les pieds"],
        ["Habillage", "aide partielle", "vêtements préparés"],
        ["Alimentation", "autonome", "texture normale, eau gélifiée"],
        ["Élimination", "continence diurne", "protection la nuit"],
        ["Déplacements", "déambulateur", "transferts avec aide d'une personne"],
        ["Communication", "adaptée", "hypoacousie, appareillée à gauche"]], widths=[0.25, 0.25, 0.5], size_delta=-1))
    d.add(p(w.fill("Score de {E:Braden} : 14 (risque modéré). Échelle de {E:Norton} : 13. GIR estimé : 4. Risque de chute élevé (deux chutes dans l'année).")))
    d.add(*F(w, "fiche_infirmiere", 2))
    d.add(h("Soins en cours"))
    d.add(bullets([
        w.fill("Pansement d'escarre talonnière droite stade 2 : nettoyage au sérum physiologique, hydrocolloïde, réfection tous les trois jours (dernière réfection le {J+%d})." % (jour - 1)),
        w.fill("Glycémies capillaires avant le petit-déjeuner et le dîner ; protocole d'insuline rapide selon prescription."),
        "Surveillance du transit : selles tous les deux jours sous laxatif osmotique.",
        w.fill("Bas de contention classe 2 posés le matin ; {A:INR} non concerné."),
    ]))
    d.add(h("Traitements administrés le jour du transfert"))
    sc = rng.choice(clinical.STAYS)
    d.add(table(["Médicament", "Dose", "Heure de la dernière prise"], [[w.fill(a), w.fill(b), "%d h %02d" % (rng.choice([8, 12, 18]), rng.choice([0, 15, 30]))]
                                                                      for a, b, _, _ in sc["sortie"][:4]], widths=[0.42, 0.28, 0.3], size_delta=-1))
    d.add(h("Observations"))
    d.add(p("Patient%s calme et coopérant%s, orienté%s dans le temps et l'espace. Sommeil correct. Le moral est fluctuant depuis l'annonce du transfert ; "
            "%s, sa %s, a été informé%s de la date du départ et accompagnera le transport. Les effets personnels, les lunettes et l'appareil auditif sont dans le sac remis à l'ambulancier."
            % ("e" if pat.sex == 2 else "", "e" if pat.sex == 2 else "", "e" if pat.sex == 2 else "",
               w.full(rel, "lower"), rel.role if rel.role in ("fille", "mère", "épouse") else "famille", "e" if rel.sex == 2 else "")))
    d.add(p(w.fill("Le dernier bilan biologique ({J+%d}) montre une hémoglobine à {B:11,4} g/dL et une créatinine à {B:96} µmol/L." % (jour - 2))))
    d.add(*F(w, "fiche_infirmiere", 99, 2))
    d.add(O(p("Documents joints : ordonnance de sortie, lettre de liaison médicale, derniers résultats biologiques, carte de groupe sanguin, plan de soins infirmiers.")))
    lib = make_pro(rng, c.others["pools"], "IDE libéral", c.others["ptown"])
    d.add(p("Relais à domicile si retour ultérieur : cabinet infirmier de %s (ADELI %s), joignable au %s." % (
        w.full(lib, "First LAST"), w.adeli(lib), w.tel(lib.phone, owner="pro"))))
    d.add(sign(["%s, IDE" % w.full(ide, "First LAST"), "Poste infirmier : %s" % w.tel(c.etab.phone[:-2] + "%02d" % rng.randint(10, 99), "dots", owner="org")]))


# ====================================================================== 11. emergency summary


def t_urgences(d: Doc, w: W, producer: str, pages: int):
    c, rng = w.c, w.rng
    u = d.scenario
    urg = c.pros[0]
    urg.role = "urgentiste"
    d.style = choose_style(rng, producer, created_at(c, 0, rng), size=rng.choice([8.5, 9, 9.5]), font2="DejaVuSansCondensed")
    set_meta(d, w, "Résumé de passage aux urgences", urg)
    pat = c.patient
    d.header = dict(left=["**Structure des urgences — %s**" % w.etab(c.etab)], right=["Passage n° %s" % w.nda()], rule=True)
    d.footer = dict(left=["%s %s — %s — IPP %s" % (w.nom(pat), w.prenom(pat, "upper"), w.ddn("slash"), w.ipp())], pagenum="{p}/{n}")
    d.add(title("Résumé de passage aux urgences", size_delta=3))
    arrive_h = rng.randint(0, 22)
    arrive_m = rng.randint(0, 44)
    d.add(kv([["Nom", w.nom(pat)], ["Prénom", w.prenom(pat)], ["Né(e) le", w.ddn(rng.choice(["slash", "dot", "nolead", "compact"]))], ["Sexe", "F" if pat.sex == 2 else "M"],
              ["Arrivée", "%s à %02d:%02d" % (w.care(0), arrive_h, arrive_m)], ["Mode d'arrivée", rng.choice(["moyens personnels", "SMUR", "pompiers (VSAV)", "ambulance privée"])],
              ["Téléphone", w.tel(pat.mobile, owner="patient")], ["Médecin traitant", w.pro(c.mt, "Dr LAST First")],
              ["CCMU", u["ccmu"]], ["GEMSA", u["gemsa"]]], cols=2, border=True))
    d.add(kv([["Adresse", w.address_inline(pat.address, "title", "patient")],
              ["Accompagnant", "%s (%s)" % (w.full(c.relatives[0], "First LAST"), c.relatives[0].role)]], cols=1, label_w=0.2))
    d.add(h("Motif de recours"), p(w.fill(u["motif"]) + "."))
    rel = c.relatives[0]
    d.add(p("Transmissions IOA (saisie libre) : pt%s vu%s par l'IOA à %02dh%02d, accompagné%s par %s %s (%s), tél %s. médecin traitant : dr %s. "
            "pas d'allergie déclarée, carte vitale présentée." % ("e" if pat.sex == 2 else "", "e" if pat.sex == 2 else "", arrive_h, arrive_m + rng.randint(3, 14),
                                                                    "e" if pat.sex == 2 else "", "mme" if rel.sex == 2 else "m.", w.full(rel, "lower"), rel.role,
                                                                    w.tel(rel.mobile, "compact", owner="relative"), w.nom(c.mt, "lower")), italic=True))
    d.add(h("Histoire"), p(w.fill(u["histoire"])))
    d.add(p("**Antécédents.** " + w.fill(u["atcd"])), p("**Traitement habituel.** " + w.fill(u["ttt"])))
    d.add(*F(w, "urgences", 3))
    d.add(h("Constantes à l'arrivée"))
    d.add(table(["Heure", "PA (mmHg)", "FC (/min)", "SpO2", "T °C", "EVA"], [
        ["%02d:%02d" % (arrive_h + (arrive_m + 15) // 60, (arrive_m + 15) % 60), "%d/%d" % (rng.randint(110, 160), rng.randint(60, 95)), str(rng.randint(60, 110)), "%d %%" % rng.randint(94, 99),
         w.d.decoy("%d,%d" % (rng.randint(36, 38), rng.randint(0, 9)), "BIOLOGIE"), "%d/10" % rng.randint(2, 8)],
        ["%02d:%02d" % ((arrive_h + 2) % 24, rng.randint(0, 59)), "%d/%d" % (rng.randint(110, 150), rng.randint(60, 90)), str(rng.randint(60, 100)), "%d %%" % rng.randint(95, 100),
         w.d.decoy("%d,%d" % (rng.randint(36, 37), rng.randint(0, 9)), "BIOLOGIE"), "%d/10" % rng.randint(0, 4)]], widths=[0.14, 0.2, 0.16, 0.14, 0.14, 0.22]))
    d.add(h("Examen clinique"), p(w.fill(u["examen"])))
    d.add(h("Examens complémentaires"), p(w.fill(u["examens"])))
    code, lib = u["diagnostic"]
    d.add(h("Diagnostic principal"), p("%s — %s" % (w.fill(code), lib)))
    d.add(h("Traitements reçus"), p(w.fill(u["traitement"])))
    d.add(h("Orientation et consignes"), p(w.fill(u["sortie"])))
    d.add(*F(w, "urgences", 99, 3))
    d.add(O(p("Fiche de consignes remise au patient. En cas d'aggravation, reconsulter ou appeler le centre 15. Durée de passage : %d h %02d." % (rng.randint(1, 7), rng.randint(0, 59)))))
    d.add(signature(w, urg, "Médecin urgentiste", eight=rng.random() < 0.5))
    d.add(small("Transmis au médecin traitant par messagerie sécurisée de santé (%s)." % w.mail("%s.%s@medecin.mssante.fr" % (c.mt.first.lower()[:1], w.c.mt.last_main.lower() or c.mt.last.lower().replace(" ", "")), owner="pro")))


# ====================================================================== 12. exam request


def t_demande(d: Doc, w: W, producer: str, pages: int):
    c, rng = w.c, w.rng
    doc = c.pros[0] if producer == "tcpdf" else c.mt
    center = make_etab(rng, c.others["pools"], "imagerie" if producer == "tcpdf" else "labo", c.others["town"])
    jour = rng.randint(0, 30)
    d.style = choose_style(rng, producer, created_at(c, jour, rng), size=9)
    set_meta(d, w, "Demande d'examen", doc)
    pat = c.patient
    req = rng.choice(["DEM-%s-%s" % (c.ref.strftime("%y"), ids.digits(rng, 6, False)), "BON%s" % ids.digits(rng, 9), "%s/%s" % (ids.digits(rng, 5), ids.upper_letters(rng, 3))])
    d.header = dict(left=["**%s**" % ("Demande d'examen d'imagerie" if producer == "tcpdf" else "Bon de demande d'analyses")], right=["Réf. demande : %s" % w.ident(req, "NUM_PRESCRIPTION")], rule=True)
    d.footer = dict(left=["Destinataire : %s — %s" % (w.etab(center), w.tel(center.phone, owner="org"))], pagenum="{p}/{n}")
    d.add(cols2(["**Prescripteur**", w.pro(doc, "Dr First LAST"), doc.role.capitalize(), "RPPS %s" % w.rpps(doc), "Tél. %s" % w.tel(doc.phone, owner="pro"),
                 "Messagerie : %s" % w.mail(doc.email, owner="pro")],
                ["**Patient**", "%s %s" % (w.nom(pat), w.prenom(pat)), "%s le %s" % ("Née" if pat.sex == 2 else "Né", w.ddn(rng.choice(["slash", "text_abbr", "dot"])))]
                + w.address_lines(pat.address, "upper", "patient") + ["Tél. %s" % w.tel(pat.mobile, owner="patient"), "%s %s" % ("NIA" if pat.nia else "NIR", w.nir("spaced"))], split=0.5))
    if producer == "tcpdf":
        d.add(title("Demande d'examen d'imagerie médicale"))
        d.add(kv([["Examen demandé", "IRM lombaire sans injection"], ["Degré d'urgence", rng.choice(["programmé", "sous huit jours"])],
                  ["Date souhaitée", w.care(jour + rng.randint(5, 20))], ["Grossesse", "non"], ["Pacemaker / corps étranger métallique", "non"],
                  ["Allergie aux produits de contraste", "non connue"], ["Créatininémie récente", "%s µmol/L" % w.d.decoy("78", "BIOLOGIE")]], cols=1, border=True))
        d.add(h("Renseignements cliniques"))
        d.add(p(w.fill("Lombosciatique droite L5 hyperalgique évoluant depuis six semaines, résistante au traitement médical bien conduit ({M:ibuprofène}, {M:tramadol}), "
                       "signe de {E:Lasègue} à 40° à droite, pas de déficit moteur, pas de trouble sphinctérien. Recherche d'une hernie discale avant avis chirurgical.")))
        d.add(h("Question posée"), p("Conflit disco-radiculaire L4-L5 ou L5-S1 ? Canal lombaire étroit associé ?"))
    else:
        d.add(title("Demande d'analyses de biologie médicale"))
        d.add(table(["Code", "Analyse", "Tube"], [
            [w.d.decoy("1104", "CODE"), "Numération formule sanguine, plaquettes", "EDTA (violet)"],
            [w.d.decoy("0593", "CODE"), "Ionogramme sanguin, créatinine, DFG", "héparine (vert)"],
            [w.d.decoy("1577", "CODE"), "Bilan hépatique complet", "héparine (vert)"],
            [w.d.decoy("1208", "CODE"), "TSH", "sec (rouge)"],
            [w.d.decoy("0552", "CODE"), "Hémoglobine glyquée (HbA1c)", "EDTA (violet)"]], widths=[0.15, 0.6, 0.25]))
        d.add(p(w.fill("Contexte : diabète de type 2 sous {M:metformine}, contrôle trimestriel. Prélèvement à jeun souhaité. Résultats à transmettre au prescripteur et au patient.")))
        d.add(kv([["Prélèvement à domicile", "oui, par l'infirmier%s" % rng.choice(["", "e"])], ["Date souhaitée", w.care(jour + 3)],
                  ["Ordonnance n°", w.ident(ids.digits(rng, 11), "NUM_PRESCRIPTION")]], cols=1))
    d.add(*F(w, "demande", 99))
    d.add(p("Fait le %s." % w.care(jour, "text")))
    d.add(sign([w.pro(doc, "Dr I. LAST"), "Signature du prescripteur"]))
    d.add(legal_small(w))


# ====================================================================== 13. CDA-like synthesis document


def t_cda(d: Doc, w: W, producer: str, pages: int):
    c, rng = w.c, w.rng
    sc = d.scenario
    author = c.mt if rng.random() < 0.5 else c.pros[0]
    jour = rng.randint(10, 60)
    d.style = choose_style(rng, producer, created_at(c, jour, rng), size=rng.choice([8.5, 9]), font2="DejaVuSansCondensed", h_upper=False)
    set_meta(d, w, "Document de synthèse", author)
    pat = c.patient
    doc_oid = "1.2.250.1.999.%d.%d.%d" % (rng.randint(100, 999), rng.randint(1, 99), rng.randint(1000, 99999))
    d.header = dict(left=["**VSM — Volet de synthèse médicale**", "Format CI-SIS, rendu lisible"],
                    right=["%s %s (%s)" % (w.nom(pat), w.prenom(pat), w.ddn("iso")), "INS %s" % w.nir("compact", "INS")], rule=True)
    d.footer = dict(left=["Identifiant du document : %s — version 1" % doc_oid, "Gardien : %s" % w.etab(c.etab)], pagenum="{p}/{n}")
    d.add(title("Document de synthèse médicale"))
    d.add(kv([["Type de document", "Volet de synthèse médicale (LOINC %s)" % w.d.decoy("60591-5", "CODE")], ["Date de création", w.care(jour, "iso")],
              ["Confidentialité", "N (normal)"], ["Langue", "fr-FR"]], cols=2, border=True))
    d.add(h("Patient"))
    ins_oid = "1.2.250.1.213.1.4.9" if pat.nia else "1.2.250.1.213.1.4.8"
    ipp_oid = "1.2.250.1.999.%d.1.2" % rng.randint(10, 99)
    d.add(kv([["INS (NIA)" if pat.nia else "INS (NIR)", "%s^^^&%s&ISO" % (w.nir("compact", "INS"), ins_oid)], ["Identifiant local", "%s^^^&%s&ISO" % (w.ipp(), ipp_oid)],
              ["Nom de naissance", w.maiden(pat) if pat.maiden else w.nom(pat)], ["Nom utilisé", w.nom(pat)], ["Prénoms", w.prenom(pat)],
              ["Sexe administratif", "F" if pat.sex == 2 else "M"], ["Date de naissance", w.ddn("hl7")], ["Lieu de naissance (code INSEE)", "voir INS"],
              ["Adresse", w.address_inline(pat.address, "title", "patient")], ["Télécom", "tel:%s ; mailto:%s" % (w.tel(pat.mobile, "intl", owner="patient"), w.mail(pat.email, owner="patient"))]],
             cols=1, border=True, label_w=0.28))
    d.add(h("Auteur"))
    d.add(kv([["Professionnel", w.pro(author, "Dr First LAST")], ["Identifiant", "%s [1.2.250.1.71.4.2.1]" % w.rpps(author, eight=True)],
              ["Rôle", "%s (%s)" % (author.role, w.d.decoy("SM54" if author is c.mt else "SM04", "CODE"))],
              ["Organisation", "%s — %s [1.2.250.1.71.4.2.2]" % (w.etab(c.mt_cab if author is c.mt else c.etab), w.finess(c.mt_cab if author is c.mt else c.etab, one=True))],
              ["Télécom", "tel:%s" % w.tel(author.phone, "compact", owner="pro")]], cols=1, border=True, label_w=0.28))
    d.add(h("Gardien (custodian)"))
    d.add(kv([["Structure", w.etab(c.etab)], ["FINESS", "%s^^^&1.2.250.1.71.4.2.2&ISO" % w.finess(c.etab, one=True)],
              ["Adresse", w.address_inline(c.etab.address, "title", "org")]], cols=1, border=True, label_w=0.28))
    d.add(h("Pathologies en cours, antécédents, allergies"))
    d.add(table(["Élément", "Code", "Début"], [[w.fill(lib), w.fill(code), w.care(-rng.randint(200, 3000), "iso")] for code, lib in sc["diagnostics"]]
                + [[w.fill(x), "—", "—"] for x in sc["antecedents"][:3]], widths=[0.6, 0.2, 0.2]))
    d.add(p("Allergies et intolérances : %s." % rng.choice(["aucune allergie connue", "allergie à la pénicilline (urticaire généralisée)", "intolérance aux statines (myalgies)"])))
    d.add(h("Traitements au long cours"))
    d.add(table(["Médicament", "Dosage", "Posologie", "Code ATC", "Code UCD"],
                [[w.fill(a), w.fill(b), cc, w.fill(dd), w.d.decoy(ids.ucd13(rng), "CODE") if dd else ""] for a, b, cc, dd in sc["sortie"]],
                widths=[0.24, 0.15, 0.31, 0.12, 0.18]))
    d.add(h("Facteurs de risque et mode de vie"))
    d.add(p("Tabac : %s. Alcool : consommation occasionnelle. Activité physique : marche quotidienne de trente minutes. Vit %s."
            % (rng.choice(["non-fumeur", "sevré depuis 2016", "fumeur actif, 10 paquets-années"]), rng.choice(["en couple", "seul(e)", "avec sa fille"]))))
    d.add(h("Vaccinations"))
    d.add(table(["Vaccin", "Date", "Lot"], [
        ["Grippe saisonnière", w.care(-rng.randint(30, 120), "iso"), w.d.decoy("%s%s" % (ids.upper_letters(rng, 2), ids.digits(rng, 5)), "LOT")],
        ["COVID-19 (rappel)", w.care(-rng.randint(130, 400), "iso"), w.d.decoy("%s%s" % (ids.upper_letters(rng, 2), ids.digits(rng, 4)), "LOT")],
        ["dTcaPolio", w.care(-rng.randint(500, 2500), "iso"), w.d.decoy("%s%s%s" % (ids.upper_letters(rng, 1), ids.digits(rng, 4), ids.upper_letters(rng, 2)), "LOT")]],
        widths=[0.45, 0.25, 0.3]))
    d.add(*F(w, "synthese", 3))
    d.add(h("Points de vigilance"))
    d.add(p(w.fill(sc["suivi"])))
    d.add(h("Professionnels impliqués dans la prise en charge"))
    rows = [[w.pro(pp, "Dr First LAST"), pp.role, w.rpps(pp), w.tel(pp.phone, "dots", owner="pro")] for pp in c.pros[:2] + [c.mt]]
    d.add(table(["Nom", "Spécialité", "RPPS", "Téléphone"], rows, widths=[0.32, 0.26, 0.2, 0.22]))
    rel = c.relatives[-1]
    d.add(h("Personne de confiance"))
    d.add(p("%s %s (%s) — %s — %s" % (w.civ(rel), w.full(rel, "First LAST"), rel.role, w.tel(rel.mobile, "intl", owner="relative"), w.mail(rel.email, owner="relative") if rel.email else "pas de courriel")))
    if pages >= 3:
        d.add(h("Historique des séjours"))
        d.add(table(["Période", "Établissement", "Motif"], [
            ["%s — %s" % (w.care(-rng.randint(400, 600), "iso"), w.care(-rng.randint(390, 399), "iso")), w.etab(c.etab), w.fill(sc["motif"])],
            ["%s" % w.care(-rng.randint(700, 900), "iso"), w.etab(c.mt_cab), "Consultation de suivi annuel"]], widths=[0.3, 0.35, 0.35]))
        d.add(p("Ce document a été produit à partir du dossier patient informatisé ; sa version structurée (CDA R2 niveau 3) est déposée dans le Dossier Médical Partagé."))
    d.add(*F(w, "synthese", 99, 3))
    d.add(signature(w, author, author.role.capitalize(), eight=True))


TEMPLATES = {
    "hospitalisation": t_hospitalisation,
    "operatoire": t_operatoire,
    "consultation": t_consultation,
    "biologie": t_biologie,
    "imagerie": t_imagerie,
    "ordonnance": t_ordonnance,
    "bulletin": t_bulletin,
    "certificat": t_certificat,
    "courrier": t_courrier,
    "fiche_infirmiere": t_fiche_infirmiere,
    "urgences": t_urgences,
    "demande": t_demande,
    "synthese": t_cda,
}

KIND_LABELS = {
    "hospitalisation": "lettre de liaison / compte rendu d'hospitalisation",
    "operatoire": "compte rendu opératoire",
    "consultation": "compte rendu de consultation",
    "biologie": "compte rendu de biologie",
    "imagerie": "compte rendu d'imagerie",
    "ordonnance": "ordonnance",
    "bulletin": "bulletin de situation / admission",
    "certificat": "certificat médical",
    "courrier": "courrier au médecin traitant",
    "fiche_infirmiere": "fiche de liaison infirmière",
    "urgences": "résumé de passage aux urgences",
    "demande": "demande d'examen",
    "synthese": "document de synthèse (CDA-like)",
}

# (kind, producer, planned pages) — every kind by at least two producers, no (kind, producer) twice
PLAN = [
    ("hospitalisation", "prawn", 3), ("hospitalisation", "tcpdf", 3), ("hospitalisation", "dompdf", 3), ("hospitalisation", "rinoh", 2),
    ("operatoire", "prawn", 1), ("operatoire", "tcpdf", 2), ("operatoire", "rinoh", 1),
    ("consultation", "tcpdf", 1), ("consultation", "dompdf", 1), ("consultation", "rinoh", 1),
    ("biologie", "prawn", 2), ("biologie", "tcpdf", 1), ("biologie", "dompdf", 2), ("biologie", "rinoh", 1),
    ("imagerie", "prawn", 1), ("imagerie", "dompdf", 1), ("imagerie", "rinoh", 1),
    ("ordonnance", "prawn", 1), ("ordonnance", "tcpdf", 1), ("ordonnance", "dompdf", 2),
    ("bulletin", "prawn", 1), ("bulletin", "tcpdf", 1), ("bulletin", "rinoh", 1),
    ("certificat", "prawn", 1), ("certificat", "tcpdf", 1), ("certificat", "dompdf", 1),
    ("courrier", "prawn", 1), ("courrier", "dompdf", 1), ("courrier", "rinoh", 2),
    ("fiche_infirmiere", "tcpdf", 2), ("fiche_infirmiere", "dompdf", 2), ("fiche_infirmiere", "rinoh", 1),
    ("urgences", "prawn", 2), ("urgences", "dompdf", 2), ("urgences", "rinoh", 1),
    ("demande", "tcpdf", 1), ("demande", "dompdf", 1),
    ("synthese", "prawn", 2), ("synthese", "tcpdf", 2), ("synthese", "rinoh", 2),
]
