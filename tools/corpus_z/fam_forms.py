"""Family 4: administrative forms (arrêt de travail, prescription de transport, entente préalable) with
one character per box, drawn by PDF::Create (Perl)."""

from __future__ import annotations

from .canvas import Canvas
from .common import Ctx, civ, homonym_phrase, put_person, ville_phrase
from .fake import DEPTS
from .truth import Truth

L = 36.0
MUTUELLES = ["Mutuelle Harmonie du Bocage", "Mutuelle des Cheminots du Perche", "Prévoyance Ligérienne Santé",
             "Mutuelle Familiale des Marches de l'Ouest", "Union Mutualiste du Haut-Anjou"]
EMPLOYERS = ["Menuiserie Gorsseaux et Fils", "Transports Rabuteau SAS", "Laiterie coopérative du Bocage Vert",
             "Imprimerie Nivelon SARL", "Ateliers mécaniques de la Sarthe-Amont", "Jardinerie Pradelle",
             "Conserverie Bellocq", "Plâtrerie Daguerret"]
TRANSPORTERS = ["Ambulances Saint-Brévin", "Taxis du Rocher-Gris", "Ambulances de l'Hermitière", "VSL Les Grands-Chênes"]
CCAM = [("Séances de rééducation du rachis", "LHRP001"), ("Séances de rééducation de l'épaule", "MKRP002"),
        ("Pose de prothèse de genou", "NFKA006"), ("Appendicectomie", "HHFA016"), ("Coloscopie totale", "HHQE005")]
MOTIFS = [("Lombosciatique", "M54.4"), ("Syndrome dépressif", "F32.9"), ("Entorse de cheville", "S93.4"),
          ("Grippe", "J11.1"), ("Tendinopathie de l'épaule", "M75.1"), ("Fracture du poignet", "S62.5")]


def spaced(s: str) -> str:
    return " ".join(ch for ch in s if ch != " ")


def _boxdate(c, t, x, y, d: str, keep=True):
    digits = d.replace("/", "")
    txt = spaced(digits)
    (t.date(txt) if keep else t.pii("DATE_NAISSANCE", txt))
    return c.boxes(x, y, digits, gap_every=[2, 2, 4])


def _assure(c, t, cx, y, organisme, adh, full=True):
    p, fk = cx.pat, cx.fk
    yy = c.labelled_box(L, y, 523, 172 if full else 132, "ASSURÉ(E) — identification")
    c.text(L + 5, yy + 8, "Nom", "H", 8.5)
    nom = p["nom"].upper()
    t.pii("NOM", spaced(nom), "patient")
    c.boxes(L + 95, yy - 3, nom)
    yy += 18
    c.text(L + 5, yy + 8, "Prénom", "H", 8.5)
    t.pii("PRENOM", spaced(p["prenom"].upper()), "patient")
    c.boxes(L + 95, yy - 3, p["prenom"].upper())
    yy += 18
    c.text(L + 5, yy + 8, "N° d'immatriculation", "H", 8.5)
    t.pii("NIR", p["nir_boxes"])
    c.boxes(L + 95, yy - 3, p["nir13"] + p["nir_key"], gap_every=[1, 2, 2, 2, 3, 3, 2])
    yy += 18
    c.text(L + 5, yy + 8, "Date de naissance", "H", 8.5)
    d, m, yr = p["dob_s"].split("/")
    _boxdate(c, t, L + 95, yy - 3, d + m + yr, keep=False)
    if full and p["naissance"]:
        c.text(L + 300, yy + 8, "Nom de naissance : " + t.pii("NOM", p["naissance"].upper(), "naissance"), "H", 8.5)
    yy += 24
    if full:
        a = p["addr"]
        c.text(L + 5, yy, "Adresse : " + t.addr(a["street"], a["street_name"]), "H", 8.5)
        c.text(L + 300, yy, "Commune : " + t.pii("VILLE", a["ville"].upper()), "H", 8.5)
        yy += 8
        c.text(L + 5, yy + 8, "Code postal", "H", 8.5)
        t.pii("CODE_POSTAL", spaced(a["cp"]))
        c.boxes(L + 95, yy - 3, a["cp"])
        c.text(L + 300, yy + 8, "Tél. " + t.pii("TELEPHONE", p["phone"]), "H", 8.5)
        yy += 22
    c.text(L + 5, yy, "Organisme : " + t.pii("ORGANISME", organisme) + "   [X] Régime général  [ ] MSA  [ ] Autre", "H", 8.5)
    yy += 12
    mut, num = adh
    c.text(L + 5, yy, "Complémentaire : " + t.pii("ORGANISME", mut) + " — N° d'adhérent " + t.pii("NUM_ADHERENT", num), "H", 8.5)
    if full and p["email"]:
        yy += 12
        c.text(L + 5, yy, "Courriel (facultatif) : " + t.pii("EMAIL", p["email"]), "H", 8.5)
    return y + (172 if full else 132) + 8


def _prescriber(c, t, cx, y, doc, est, ea):
    yy = c.labelled_box(L, y, 523, 84, "PRESCRIPTEUR — identification du praticien et de la structure")
    c.text(L + 5, yy, "Dr " + put_person(t, doc, "medecin") + " — " + t.etab(est) + " (" + t.etab(est, "sigle") + ")", "H", 8.5)
    yy += 8
    c.text(L + 5, yy + 8, "N° RPPS", "H", 8.5)
    t.pii("RPPS", spaced(doc["rpps"]))
    c.boxes(L + 95, yy - 3, doc["rpps"])
    yy += 18
    c.text(L + 5, yy + 8, "N° FINESS", "H", 8.5)
    t.pii("FINESS", spaced(est["finess"]))
    c.boxes(L + 95, yy - 3, est["finess"])
    yy += 24
    c.text(L + 5, yy, t.addr(ea["street"], ea["street_name"]) + " — " + t.pii("CODE_POSTAL", ea["cp"]) + " "
           + t.pii("VILLE", ea["ville"]) + " — Tél. " + t.pii("TELEPHONE", cx.fk.phone()), "H", 8.5)
    return y + 92


def build(cx: Ctx, t: Truth, variant: int) -> dict:
    r, fk, p = cx.r, cx.fk, cx.pat
    c = Canvas()
    organisme = "CPAM de " + DEPTS[p["addr"]["dept"]]
    adh = (r.choice(MUTUELLES), fk.digits(3) + " " + fk.digits(3) + " " + fk.digits(4))
    doc = fk.doctor()
    titles = ["AVIS D'ARRÊT DE TRAVAIL", "PRESCRIPTION MÉDICALE DE TRANSPORT", "DEMANDE D'ENTENTE PRÉALABLE"]
    title = titles[variant]
    refs = ["S3116", "S3138", "S3139"]
    # ------------------------------------------------------------------ page 1
    t.page(0)
    c.new_page()
    c.rect(L, 28, 523, 30, 0.9, 0.8)
    c.text(L + 8, 48, title, "HB", 14)
    c.text(430, 40, "Formulaire " + refs[variant], "H", 8)
    c.text(430, 51, "Édition " + t.decoy("VERSION", "v%d.%d" % (r.randint(2, 6), r.randint(0, 9))), "H", 8)
    c.text(L, 72, "Volet 1 — à adresser sous 48 heures au service médical de votre caisse", "HI", 8.5)
    y = _assure(c, t, cx, 80, organisme, adh)
    y = _prescriber(c, t, cx, y, doc, cx.est, cx.est_addr)
    yy = c.labelled_box(L, y, 523, 160, ["ARRÊT DE TRAVAIL", "TRANSPORT", "ACTES SOUMIS À ENTENTE PRÉALABLE"][variant])
    if variant == 0:
        c.text(L + 5, yy, "[X] Arrêt initial   [ ] Prolongation   [ ] Accident du travail", "H", 8.5)
        yy += 10
        c.text(L + 5, yy + 8, "Du", "H", 8.5)
        d1, d2 = cx.day(0).replace("/", ""), cx.day(14).replace("/", "")
        _boxdate(c, t, L + 40, yy - 3, d1)
        c.text(L + 200, yy + 8, "au", "H", 8.5)
        _boxdate(c, t, L + 230, yy - 3, d2)
        yy += 26
        lab, code = r.choice(MOTIFS)
        c.text(L + 5, yy, "Éléments d'ordre médical : " + lab + " (" + t.decoy("CIM10", code) + ")", "H", 8.5)
        yy += 12
        c.text(L + 5, yy, "Sorties : [ ] non autorisées  [X] autorisées de 10 h à 12 h et de 14 h à 16 h", "H", 8.5)
        yy += 12
        c.text(L + 5, yy, "Profession : " + homonym_phrase(t, cx.homonym) + " ; poste actuel : cariste", "H", 8.5)
        yy += 12
        emp = r.choice(EMPLOYERS)
        c.text(L + 5, yy, "Employeur : " + t.pii("ETABLISSEMENT", emp, "etablissement"), "H", 8.5)
        yy += 12
        ea = fk.address()
        c.text(L + 5, yy, "Adresse de l'employeur : " + t.addr(ea["street"], ea["street_name"]) + ", "
               + t.pii("CODE_POSTAL", ea["cp"]) + " " + t.pii("VILLE", ea["ville"]), "H", 8.5)
    elif variant == 1:
        c.text(L + 5, yy, "Mode : [ ] Ambulance  [X] VSL  [ ] Taxi conventionné  [ ] Transport en commun", "H", 8.5)
        yy += 12
        c.text(L + 5, yy, "Séjour n° " + t.pii("NUM_SEJOUR", "24" + fk.digits(8)) + " — motif : "
               + r.choice(["séances de chimiothérapie", "dialyse", "consultation post-opératoire"]), "H", 8.5)
        yy += 10
        c.text(L + 5, yy + 8, "Aller le", "H", 8.5)
        _boxdate(c, t, L + 60, yy - 3, cx.day(2).replace("/", ""))
        c.text(L + 220, yy + 8, "Retour le", "H", 8.5)
        _boxdate(c, t, L + 270, yy - 3, cx.day(3).replace("/", ""))
        yy += 26
        c.text(L + 5, yy, "Distance domicile – établissement : " + t.decoy("MESURE", "%d km" % r.randint(12, 80)), "H", 8.5)
        yy += 12
        c.text(L + 5, yy, "Transporteur : " + t.pii("ETABLISSEMENT", r.choice(TRANSPORTERS), "etablissement")
               + " — Tél. " + t.pii("TELEPHONE", fk.phone()), "H", 8.5)
        yy += 12
        c.text(L + 5, yy, "Consigne : " + ville_phrase(t, cx.ville_word) + " ; patient " + homonym_phrase(t, cx.homonym), "H", 8.5)
    else:
        for lab, code in cx.pick(CCAM, 2):
            c.text(L + 5, yy, lab + " — CCAM " + t.decoy("CCAM", code) + " — " + str(r.randint(10, 30)) + " séances", "H", 8.5)
            yy += 12
        c.text(L + 5, yy, "Acte prévu à partir du", "H", 8.5)
        _boxdate(c, t, L + 120, yy - 11, cx.day(5).replace("/", ""))
        yy += 16
        lab, code = r.choice(MOTIFS)
        c.text(L + 5, yy, "Diagnostic : " + lab + " (" + t.decoy("CIM10", code) + ") ; " + homonym_phrase(t, cx.homonym), "H", 8.5)
        yy += 12
        c.text(L + 5, yy, "Séjour n° " + t.pii("NUM_SEJOUR", "24" + fk.digits(8)), "H", 8.5)
    c.text(L, 800, "Fait le " + t.date(cx.day(0)) + " — signature et cachet du praticien", "H", 8.5)
    c.text(500, 800, t.decoy("PAGE", "Page 1/2"), "H", 8)
    # ------------------------------------------------------------------ page 2
    t.page(1)
    c.new_page()
    c.rect(L, 28, 523, 30, 0.9, 0.8)
    c.text(L + 8, 48, title, "HB", 14)
    c.text(L, 72, "Volet 3 — " + ["à conserver par l'employeur", "à remettre au transporteur", "à conserver par l'assuré(e)"][variant],
           "HI", 8.5)
    y = _assure(c, t, cx, 80, organisme, adh, full=False)
    yy = c.labelled_box(L, y, 523, 70, "RÉFÉRENCES")
    c.text(L + 5, yy, "Prescripteur : Dr " + put_person(t, doc, "medecin") + " (" + t.etab(cx.est, "sigle") + ")", "H", 8.5)
    yy += 12
    c.text(L + 5, yy, "Date de la prescription : " + t.date(cx.day(0)) + " ; réception caisse : " + t.date(cx.day(2)), "H", 8.5)
    yy += 12
    c.text(L + 5, yy, "Contact assuré(e) : " + civ(p) + " " + t.nom(p["nom"].upper()) + ", tél. " + t.pii("TELEPHONE", p["phone"]),
           "H", 8.5)
    c.text(L, 800, "Document édité le " + t.date(cx.day(1)), "H", 8.5)
    c.text(500, 800, t.decoy("PAGE", "Page 2/2"), "H", 8)
    return c.spec()
