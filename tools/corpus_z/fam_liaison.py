"""Family 3: EHPAD / nursing liaison files (DLU, fiche de liaison infirmière), drawn by gofpdf."""

from __future__ import annotations

from .canvas import Canvas
from .fake import DEPTS
from .common import CIM10, DEVICES, DRUGS, BIOLOGY, Ctx, civ, homonym_phrase, ne, put_person, ville_phrase
from .truth import Truth

L, R_, CW = 36.0, 304.0, 255.0


def _footer(c, t, cx, pno, total, kind):
    p = cx.pat
    y = 815
    c.line(L, y - 10, 559, y - 10, 0.4)
    s = kind + " — " + t.nom(p["nom"].upper()) + " " + t.prenom(p["prenom"]) + " — " + ne(p) + " le "
    s += t.pii("DATE_NAISSANCE", p["dob_s"]) + " — IPP " + t.pii("IPP", p["ipp"])
    c.text(L, y, s, "H", 7.5)
    c.text(500, y, t.decoy("PAGE", "Page %d/%d" % (pno, total)), "H", 7.5)


def _contact_box(c, t, x, y, title, lines, h=None):
    h = h or (20 + 11 * len(lines))
    yy = c.labelled_box(x, y, CW, h, title)
    for ln in lines:
        c.text(x + 5, yy, ln, "H", 8)
        yy += 11
    return y + h + 6


def build(cx: Ctx, t: Truth) -> dict:
    r, fk, p = cx.r, cx.fk, cx.pat
    dlu = cx.r.random() < 0.6
    kind = "DLU" if dlu else "Fiche de liaison"
    total = 2 if r.random() < 0.7 else 3
    c = Canvas()
    # ------------------------------------------------------------------ page 1
    t.page(0)
    c.new_page()
    est = dict(cx.est)
    est["name"] = "EHPAD Les Jardins %s %s" % (est["art"], est["place"])
    est["sigle"] = "EHPAD-" + est["sigle"][-3:]
    title = "DOSSIER DE LIAISON D'URGENCE (DLU)" if dlu else "FICHE DE LIAISON INFIRMIÈRE"
    c.rect(L, 30, 523, 24, 0.8, 0.85)
    c.text(L + 8, 47, title, "HB", 13)
    c.text(L, 72, t.etab(est) + " (" + t.etab(est, "sigle") + ")", "HB", 10)
    a = cx.est_addr
    c.text(L, 84, t.addr(a["street"], a["street_name"]) + " — " + t.pii("CODE_POSTAL", a["cp"]) + " "
           + t.pii("VILLE", a["ville"]), "H", 8.5)
    c.text(L, 96, "Tél. " + t.pii("TELEPHONE", fk.phone()) + " — FINESS " + t.pii("FINESS", est["finess"])
           + " — Établi le " + t.date(cx.day(0)) + ", mis à jour le " + t.date(cx.day(6)), "H", 8.5)
    # résident
    y0 = 108
    yy = c.labelled_box(L, y0, 523, 118, "RÉSIDENT(E)")
    c.text(L + 5, yy, "Nom d'usage : " + t.nom(p["nom"].upper()), "H", 9)
    if p["naissance"]:
        c.text(R_, yy, "Nom de naissance : " + t.pii("NOM", p["naissance"].upper(), "naissance"), "H", 9)
    yy += 12
    c.text(L + 5, yy, "Prénom(s) : " + t.prenom(p["prenom"]), "H", 9)
    c.text(R_, yy, "Sexe : " + ("[X] F  [ ] M" if p["sex"] == "F" else "[ ] F  [X] M"), "H", 9)
    yy += 12
    c.text(L + 5, yy, "Date de naissance : " + t.pii("DATE_NAISSANCE", p["dob_s"]) + "   Âge : "
           + t.decoy("AGE", "%d ans" % cx.age), "H", 9)
    c.text(R_, yy, "Poids : " + t.decoy("POIDS", "%d kg" % r.randint(44, 86)) + "   GIR " + str(r.randint(1, 4)), "H", 9)
    yy += 12
    c.text(L + 5, yy, "INS / NIR : " + t.pii("NIR", p["nir_s"]), "H", 9)
    c.text(R_, yy, "N° résident (IPP) : " + t.pii("IPP", p["ipp"]), "H", 9)
    yy += 12
    c.text(L + 5, yy, "Entrée dans l'établissement le " + t.date(cx.day(-400)) + " — chambre " + str(r.randint(101, 240)),
           "H", 9)
    yy += 12
    pa = p["addr"]
    c.text(L + 5, yy, "Ancien domicile : " + t.addr(pa["street"], pa["street_name"]) + ", " + t.pii("CODE_POSTAL", pa["cp"])
           + " " + t.pii("VILLE", pa["ville"]), "H", 9)
    yy += 12
    c.text(L + 5, yy, "Téléphone chambre : " + t.pii("TELEPHONE", fk.phone()), "H", 9)
    if p["email"] and r.random() < 0.6:
        c.text(R_, yy, "Courriel famille : " + t.pii("EMAIL", p["email"]), "H", 9)
    yy += 12
    c.text(L + 5, yy, "Régime : " + t.pii("ORGANISME", "CPAM de " + DEPTS[pa["dept"]])
           + "   Mutuelle n° " + t.pii("NUM_ADHERENT", fk.digits(10)), "H", 9)
    # contacts, two columns
    yl = yr = y0 + 126
    conf = fk.person()
    lien = r.choice(["fille", "nièce", "épouse"] if conf["sex"] == "F" else ["fils", "neveu", "époux"])
    yl = _contact_box(c, t, L, yl, "PERSONNE DE CONFIANCE", [
        civ(conf) + " " + put_person(t, conf, "proche") + " (" + lien + ")",
        "Tél. " + t.pii("TELEPHONE", fk.phone(mobile=True)),
        "[X] Désignation écrite du " + t.date(cx.day(-380))])
    fam = fk.person()
    yl = _contact_box(c, t, L, yl, "FAMILLE À PRÉVENIR", [
        civ(fam) + " " + put_person(t, fam, "proche") + " (" + r.choice(["petite-fille", "sœur", "belle-fille"] if fam["sex"] == "F" else ["frère", "gendre", "petit-fils"]) + ")",
        "Tél. " + t.pii("TELEPHONE", fk.phone(mobile=True)) + "  ou  " + t.pii("TELEPHONE", fk.phone()),
        "[ ] Ne pas appeler la nuit   [X] Prévenir en cas d'hospitalisation"])
    mt = fk.doctor()
    ma = fk.address()
    yr = _contact_box(c, t, R_, yr, "MÉDECIN TRAITANT", [
        "Dr " + put_person(t, mt, "medecin") + " — RPPS " + t.pii("RPPS", mt["rpps"]),
        t.addr(ma["street"], ma["street_name"]) + ", " + t.pii("CODE_POSTAL", ma["cp"]) + " " + t.pii("VILLE", ma["ville"]),
        "Tél. " + t.pii("TELEPHONE", fk.phone())])
    ide = fk.person()
    yr = _contact_box(c, t, R_, yr, "IDE LIBÉRALE / SSIAD", [
        civ(ide) + " " + put_person(t, ide, "soignant"), "Tél. " + t.pii("TELEPHONE", fk.phone(mobile=True))])
    kin = fk.person()
    pharm = "Pharmacie " + r.choice(["des Quatre-Chemins", "du Marché-Couvert", "de la Halle-aux-Toiles",
                                     "du Pont-Levis", "des Trois-Moulins"])
    y2 = max(yl, yr)
    y2 = _contact_box(c, t, L, y2, "PHARMACIE", [t.pii("ETABLISSEMENT", pharm, "etablissement"),
                                                 "Tél. " + t.pii("TELEPHONE", fk.phone())])
    _contact_box(c, t, R_, max(yl, yr), "KINÉSITHÉRAPEUTE", [
        civ(kin) + " " + put_person(t, kin, "soignant") + " — 2 séances/semaine",
        "Tél. " + t.pii("TELEPHONE", fk.phone())])
    yy = c.labelled_box(L, y2, 523, 70, "STATUT ET VOLONTÉS")
    c.text(L + 5, yy, "[X] Directives anticipées rédigées le " + t.date(cx.day(-200)) + "   [ ] Mesure de protection"
           "   [" + r.choice("X ") + "] Limitation des thérapeutiques actives", "H", 8.5)
    yy += 12
    dev = r.choice(DEVICES)
    c.text(L + 5, yy, "[X] Porteur de : " + t.decoy("DISPOSITIF", dev) + "   [ ] BMR/BHRe   [X] Troubles cognitifs", "H", 8.5)
    yy += 12
    c.text(L + 5, yy, "Habitudes de vie : " + homonym_phrase(t, cx.homonym) + ", " + ville_phrase(t, cx.ville_word) + ".",
           "H", 8.5)
    _footer(c, t, cx, 1, total, kind)
    # ------------------------------------------------------------------ page 2
    t.page(1)
    c.new_page()
    c.text(L, 50, "ANTÉCÉDENTS ET TRAITEMENTS", "HB", 11)
    y = 70
    c.text(L, y, "Allergies : " + r.choice(["pénicillines (urticaire)", "iode", "aucune connue", "codéine (vomissements)"]),
           "H", 9)
    y += 16
    c.text(L, y, "Antécédents :", "HB", 9)
    for lab, code in cx.pick(CIM10, 4):
        y += 12
        c.text(L + 10, y, "- " + lab + " (CIM-10 " + t.decoy("CIM10", code) + ")", "H", 9)
    y += 20
    c.text(L, y, "Traitement en cours (ordonnance du " + t.date(cx.day(-3)) + ") :", "HB", 9)
    y += 6
    c.rect(L, y, 523, 14, 0.5, 0.9)
    for x, h in ((L + 4, "Médicament"), (L + 150, "Dose"), (L + 230, "Posologie"), (L + 400, "Code ATC")):
        c.text(x, y + 10, h, "HB", 8.5)
    y += 14
    for name, dose, atc in cx.pick(DRUGS, r.randint(4, 6)):
        c.rect(L, y, 523, 14, 0.4)
        c.text(L + 4, y + 10, name, "H", 8.5)
        c.text(L + 150, y + 10, t.decoy("DOSE", dose), "H", 8.5)
        c.text(L + 230, y + 10, r.choice(["1 le matin", "matin et soir", "1 le soir", "si douleur, max 3/j"]), "H", 8.5)
        c.text(L + 400, y + 10, t.decoy("ATC", atc), "H", 8.5)
        y += 14
    y += 18
    bio = cx.pick(BIOLOGY, 3)
    c.text(L, y, "Dernier bilan biologique du " + t.date(cx.day(-10)) + " : " + ", ".join(t.decoy("BIOLOGIE", b) for b in bio),
           "H", 9)
    y += 14
    c.text(L, y, "Vaccin antigrippal le " + t.date(cx.day(-60)) + ", lot " + t.decoy("LOT", "FL%04d%s" % (r.randint(1000, 9999),
           r.choice("ABCX"))), "H", 9)
    y += 14
    c.text(L, y, "Soins : " + r.choice(["pansement talon gauche", "surveillance glycémique", "aérosols"]) + " ; "
           + "[X] Fauteuil roulant  [ ] Déambulateur  [X] Aide au repas  [ ] Oxygène", "H", 9)
    y += 24
    yy = c.labelled_box(L, y, 523, 66, "SIGNATURES")
    mc = fk.doctor()
    c.text(L + 5, yy, "Médecin coordonnateur : Dr " + put_person(t, mc, "medecin") + " (RPPS " + t.pii("RPPS", mc["rpps"]) + ")",
           "H", 9)
    yy += 12
    ref = fk.person()
    c.text(L + 5, yy, "IDE référente : " + put_person(t, ref, "soignant") + " — Tél. " + t.pii("TELEPHONE", fk.phone()), "H", 9)
    yy += 12
    c.text(L + 5, yy, "Fait à " + t.pii("VILLE", a["ville"]) + ", le " + t.date(cx.day(6)), "H", 9)
    _footer(c, t, cx, 2, total, kind)
    if total == 3:
        t.page(2)
        c.new_page()
        c.text(L, 50, "TRANSMISSIONS CIBLÉES", "HB", 11)
        y = 72
        for k in range(r.randint(4, 6)):
            who = fk.person()
            ln = (t.date(cx.day(k - 5)) + " — " + r.choice(["Chute sans gravité", "Refus alimentaire", "Agitation nocturne",
                  "Constipation", "Douleur genou droit", "Toux"]) + " : " + r.choice(["surveillance renforcée",
                  "avis médical demandé", "hydratation encouragée", "antalgique donné"]) + " ("
                  + put_person(t, who, "soignant") + ")")
            y = c.para(L, y, ln, 520, "H", 9) + 4
        c.text(L, y + 10, "Score de Braden : 14 ; " + t.decoy("EPONYME", "échelle de Norton") + " : 12.", "H", 9)
        _footer(c, t, cx, 3, total, kind)
    return c.spec(author=None)
