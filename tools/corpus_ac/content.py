"""Corpus AC: the documents' wording (family-independent block lists with truth items).

A document is a list of blocks; text is a list of runs, each run a plain string
or an item (a dict in the judge's truth format).  Every item carries the exact
text written in the PDF.  Builders take a seeded random.Random, so the corpus is
deterministic for a seed.
"""
from __future__ import annotations

import datetime as dt
import copy

from data import (HOMONYMS, OTHER_SURNAMES, FIRST_F, FIRST_M, DOCTOR_SURNAMES, DOCTOR_FIRST,
                  ESTABLISHMENTS, LABS, IMAGING, COMMUNES, STREETS, EMAIL_PROVIDERS, SERVICES, DRUGS,
                  ANALYTES, EPONYMS, CIM10, IMAGING_EXAMS, CONTRASTS, make_rpps, make_finess, make_nir,
                  fmt_nir, make_phone, date_fr, ascii_fold)

CRITICAL = {("NOM", "patient"), ("PRENOM", "patient"), ("DATE_NAISSANCE", ""), ("NIR", "ins"), ("IPP", "patient")}


def pii(kind, text, sub=""):
    return {"role": "pii", "kind": kind, "text": text, "subtype": sub,
            "critical": (kind, sub) in CRITICAL or kind == "EMAIL", "probes": [text]}


def keep(kind, text, sub):
    return {"role": "keep", "kind": kind, "text": text, "subtype": sub, "critical": False, "probes": [text]}


def care(text):
    return keep("DATE", text, "SOINS")


def decoy(sub, text):
    return keep("DECOY", text, sub)


def ordinary(word):
    return keep("ORDINAIRE", word, "HOMONYME")


def fresh(runs):
    """Deep copy of runs, so each occurrence is its own truth item."""
    return [copy.deepcopy(r) if isinstance(r, dict) else r for r in runs]


def title_case(surname: str) -> str:
    parts = []
    for w in surname.split(" "):
        if w in ("DE", "LE", "LA", "DU") and len(surname.split(" ")) > 1 and w == surname.split(" ")[0] and w == "DE":
            parts.append("de")
            continue
        sub = []
        for piece in w.split("-"):
            if piece.startswith("N'"):
                sub.append("N'" + piece[2:].capitalize())
            else:
                sub.append(piece.capitalize())
        parts.append("-".join(sub))
    return " ".join(parts)


def fmt_num(v, dec):
    s = ("%." + str(dec) + "f") % v
    return s.replace(".", ",")


class Ctx:
    """All fictional values of one document."""

    def __init__(self, rng, idx, homonym: bool):
        self.rng = rng
        r = rng
        self.sex = r.choice([1, 2])
        if homonym:
            h = HOMONYMS[(idx * 7) % len(HOMONYMS)]
            self.nom, self.word, self.word_clause = h
        else:
            self.nom = OTHER_SURNAMES[(idx * 5) % len(OTHER_SURNAMES)]
            self.word = self.word_clause = None
        self.nom_t = title_case(self.nom)
        self.prenom = r.choice(FIRST_F if self.sex == 2 else FIRST_M)
        self.birth = dt.date(r.randrange(1932, 2001), r.randrange(1, 13), r.randrange(1, 29))
        self.ddn_style = r.randrange(6)
        self.ddn = date_fr(self.birth, self.ddn_style)
        self.care0 = dt.date(2024, 1, 8) + dt.timedelta(days=r.randrange(0, 600))
        self.age = self.care0.year - self.birth.year - ((self.care0.month, self.care0.day) < (self.birth.month, self.birth.day))
        cities = r.sample(COMMUNES, 4)
        self.city, self.cp, self.zone = cities[0]          # patient
        self.e_city, self.e_cp, self.e_zone = cities[1]    # establishment
        self.gp_city, self.gp_cp, self.gp_zone = cities[2]  # general practitioner
        self.x_city, self.x_cp, self.x_zone = cities[3]    # other correspondent / lab
        streets = r.sample(STREETS, 4)
        self.addr = "%d %s" % (r.randrange(1, 140), streets[0])
        self.e_addr = "%d %s" % (r.randrange(1, 60), streets[1])
        self.gp_addr = "%d %s" % (r.randrange(1, 90), streets[2])
        self.x_addr = "%d %s" % (r.randrange(1, 90), streets[3])
        self.tel = make_phone(r, self.zone, r.randrange(3), mobile=True)
        self.tel_fixe = make_phone(r, self.zone, 0)
        self.email = None
        if r.random() < 0.6:
            self.email = "%s.%s%02d@%s" % (ascii_fold(self.prenom).lower().replace(" ", ""),
                                           ascii_fold(self.nom).lower().replace(" ", "").replace("'", ""),
                                           self.birth.year % 100, r.choice(EMAIL_PROVIDERS))
        self.ipp = r.choice(["%08d" % r.randrange(10 ** 7, 10 ** 8), "%010d" % r.randrange(10 ** 9, 10 ** 10),
                             "%09d" % r.randrange(10 ** 8, 10 ** 9)])
        self.nir = make_nir(r, self.sex, self.birth, self.cp)
        self.nir_txt = fmt_nir(self.nir, r.randrange(3))
        yy = self.care0.strftime("%y")
        self.sejour = r.choice(["S%s-%07d" % (yy, r.randrange(10 ** 6, 10 ** 7)),
                                "HC-%s-%06d" % (yy, r.randrange(10 ** 5, 10 ** 6)),
                                "E%sA%05d" % (yy, r.randrange(10 ** 4, 10 ** 5)),
                                "%s%02dV%05d" % (yy, self.care0.month, r.randrange(10 ** 4, 10 ** 5))])
        self.dossier_labo = r.choice(["D%s%03d-%04d" % (self.care0.strftime("%y%m%d")[:4], r.randrange(1000), r.randrange(10000)),
                                      "L%s-%03d-%03d" % (yy, r.randrange(1000), r.randrange(1000))])
        self.accession = r.choice(["ACC%sR%07d" % (yy, r.randrange(10 ** 6, 10 ** 7)),
                                   "A%s%02d-%06d" % (yy, self.care0.month, r.randrange(10 ** 5, 10 ** 6))])
        self.mutuelle = r.choice(["Mutuelle des Vallées", "MGEN", "Harmonie Mutuelle", "Mutuelle Saint-Christophe",
                                  "Solimut", "Mutuelle du Rempart"])
        self.adherent = r.choice(["%04d %04d %02d" % (r.randrange(10 ** 4), r.randrange(10 ** 4), r.randrange(100)),
                                  "ADH-%07d" % r.randrange(10 ** 6, 10 ** 7), "%010d" % r.randrange(10 ** 9, 10 ** 10)])
        e = ESTABLISHMENTS[(idx * 3 + r.randrange(3)) % len(ESTABLISHMENTS)]
        self.e_name, self.e_sigle, self.e_domain = e
        self.e_tel = make_phone(r, self.e_zone, r.randrange(2))
        self.e_fax = make_phone(r, self.e_zone, 0)
        self.e_finess = make_finess(r, self.e_cp)
        self.service = r.choice(SERVICES)
        lab = LABS[idx % len(LABS)]
        self.l_name, self.l_sigle, self.l_domain = lab
        self.l_finess = make_finess(r, self.x_cp)
        self.l_tel = make_phone(r, self.x_zone, 1)
        img = IMAGING[idx % len(IMAGING)]
        self.i_name, self.i_sigle, self.i_domain = img
        self.i_tel = make_phone(r, self.x_zone, 0)
        docs_s = r.sample(DOCTOR_SURNAMES, 6)
        docs_f = r.sample(DOCTOR_FIRST, 6)
        self.docs = []
        for s, f in zip(docs_s, docs_f):
            self.docs.append({"nom": s, "prenom": f, "rpps": make_rpps(r)})
        for d in self.docs:
            d["email"] = "%s.%s@%s" % (ascii_fold(d["prenom"]).lower(), ascii_fold(d["nom"]).lower().replace(" ", "-"),
                                       self.e_domain)
        self.author, self.chef, self.ph2, self.gp, self.corr, self.bio = self.docs
        self.gp["email"] = "cabinet.%s@%s" % (ascii_fold(self.gp["nom"]).lower().replace(" ", ""), "medecin-libre.fr")
        self.gp_tel = make_phone(r, self.gp_zone, 0)

    # ---- runs for recurring values
    def name_block(self, upper=True):
        return [pii("NOM", self.nom, "patient"), " ", pii("PRENOM", self.prenom, "patient")]

    def born(self):
        return "née le " if self.sex == 2 else "né le "

    def civ(self):
        return "Mme" if self.sex == 2 else "M."

    def dr(self, d, rpps=False, idnat=False):
        out = ["Dr ", pii("PRENOM", d["prenom"], "medecin"), " ", pii("NOM", d["nom"], "medecin")]
        if rpps:
            out += [" — RPPS ", pii("RPPS", d["rpps"])]
        if idnat:
            out += [" — n° ", pii("RPPS", "8" + d["rpps"], "idnat")]
        return out

    def d_care(self, days=0, style=0):
        d = self.care0 + dt.timedelta(days=days)
        return care(date_fr(d, style))


def para(*runs, **kw):
    return dict(b="p", runs=list(runs), **kw)


def h1(*runs):
    return dict(b="h1", runs=list(runs))


def h2(text):
    return dict(b="h2", runs=[text])


def kv(rows, box=False, labelw=None):
    return dict(b="kv", rows=rows, box=box, labelw=labelw)


def table(cols, rows, size=None, header=True):
    return dict(b="table", cols=cols, rows=rows, size=size, header=header)


def sp(h=6):
    return dict(b="sp", h=h)


def rule():
    return dict(b="rule")


# ---------------------------------------------------------------- shared pieces


def identity_rows(c: Ctx, full=True):
    rows = [("Nom de naissance", [pii("NOM", c.nom, "patient")]),
            ("Prénom(s)", [pii("PRENOM", c.prenom, "patient")]),
            ("Date de naissance", [pii("DATE_NAISSANCE", c.ddn), " (", decoy("AGE", "%d ans" % c.age), ")"]),
            ("Sexe", ["F" if c.sex == 2 else "M"]),
            ("IPP", [pii("IPP", c.ipp, "patient")])]
    if full:
        rows += [("INS (NIR)", [pii("NIR", c.nir_txt, "ins")]),
                 ("Adresse", [pii("ADRESSE", c.addr), ", ", pii("CODE_POSTAL", c.cp), " ", pii("VILLE", c.city)]),
                 ("Téléphone", [pii("TELEPHONE", c.tel, "patient")])]
        if c.email:
            rows.append(("Courriel", [pii("EMAIL", c.email, "patient")]))
    return rows


def signature(c: Ctx, d, role="Médecin responsable", email=True, idnat=False):
    out = [sp(10), para(*([role + " : "] + c.dr(d))),
           para("RPPS : ", pii("RPPS", d["rpps"]),
                *([" — identifiant national : ", pii("RPPS", "8" + d["rpps"], "idnat")] if idnat else []))]
    if email:
        out.append(para("Messagerie sécurisée : ", pii("EMAIL", d["email"], "medecin")))
    out.append(para("Signé électroniquement le ", c.d_care(c.rng.randrange(1, 4), 0)))
    return out


def copies(c: Ctx, extra=True):
    rows = [[c.dr(c.gp) + [" (médecin traitant)"],
             [pii("ADRESSE", c.gp_addr), " ", pii("CODE_POSTAL", c.gp_cp), " ", pii("VILLE", c.gp_city)],
             [pii("TELEPHONE", c.gp_tel, "medecin")]]]
    if extra:
        rows.append([c.dr(c.corr) + [" (correspondant)"],
                     [pii("ETABLISSEMENT", c.e_sigle, "sigle"), " — ", c.service],
                     ["RPPS ", pii("RPPS", c.corr["rpps"])]])
    rows.append([["Patient : ", c.civ() + " "] + c.name_block(),
                 [pii("ADRESSE", c.addr), " ", pii("CODE_POSTAL", c.cp), " ", pii("VILLE", c.city)], ["remis en main propre"]])
    return [h2("Destinataires"), table([("Destinataire", 0.38), ("Adresse", 0.40), ("Contact", 0.22)], rows, header=False)]


def homonym_sentence(c: Ctx):
    if not c.word:
        return None
    w = c.word
    clause = c.word_clause
    i = clause.find(" " + w + " ") + 1 if (" " + w + " ") in clause else clause.find(w)
    return [clause[:i], ordinary(w), clause[i + len(w):]]


def estab_head(c: Ctx, kind="hopital"):
    """Letterhead lines: list of runs."""
    if kind == "labo":
        name, sigle, tel = c.l_name, c.l_sigle, c.l_tel
        return [[pii("ETABLISSEMENT", name, "etablissement")],
                [pii("ETABLISSEMENT", sigle, "sigle"), " — plateau technique"],
                [pii("ADRESSE", c.x_addr), " — ", pii("CODE_POSTAL", c.x_cp), " ", pii("VILLE", c.x_city)],
                ["Tél. ", pii("TELEPHONE", tel, "etablissement"), " — FINESS ", pii("FINESS", c.l_finess)]]
    if kind == "imagerie":
        return [[pii("ETABLISSEMENT", c.i_name, "etablissement")],
                [pii("ETABLISSEMENT", c.i_sigle, "sigle"), " — scanner, IRM, échographie"],
                [pii("ADRESSE", c.x_addr), " — ", pii("CODE_POSTAL", c.x_cp), " ", pii("VILLE", c.x_city)],
                ["Secrétariat ", pii("TELEPHONE", c.i_tel, "etablissement")]]
    return [[pii("ETABLISSEMENT", c.e_name, "etablissement")],
            [pii("ETABLISSEMENT", c.e_sigle, "sigle"), " — ", c.service],
            [pii("ADRESSE", c.e_addr), " — ", pii("CODE_POSTAL", c.e_cp), " ", pii("VILLE", c.e_city)],
            ["Standard ", pii("TELEPHONE", c.e_tel, "etablissement"), " — Fax ", pii("TELEPHONE", c.e_fax, "etablissement")],
            ["FINESS ", pii("FINESS", c.e_finess)]]


def staff_sidebar(c: Ctx, kind="hopital"):
    """Blocks for a left column listing the service's staff (used by the families that have one)."""
    head = {"labo": "Biologiste responsable", "imagerie": "Radiologue coordinateur"}.get(kind, "Chef de service")
    team = {"labo": "Biologistes", "imagerie": "Radiologues"}.get(kind, "Praticiens")
    site = c.e_city if kind == "hopital" else c.x_city
    return [dict(b="small", runs=[head]),
            dict(b="small", runs=["Pr ", pii("PRENOM", c.chef["prenom"], "medecin"), " ", pii("NOM", c.chef["nom"], "medecin")]),
            dict(b="small", runs=["RPPS ", pii("RPPS", c.chef["rpps"])]),
            dict(b="small", runs=[""]),
            dict(b="small", runs=[team]),
            dict(b="small", runs=["Dr ", pii("NOM", c.author["nom"], "medecin")]),
            dict(b="small", runs=["Dr ", pii("NOM", c.ph2["nom"], "medecin")]),
            dict(b="small", runs=["Dr ", pii("NOM", c.corr["nom"], "medecin")]),
            dict(b="small", runs=[""]),
            dict(b="small", runs=["Secrétariat médical"]),
            dict(b="small", runs=[pii("TELEPHONE", c.e_tel, "etablissement")]),
            dict(b="small", runs=[""]),
            dict(b="small", runs=["Hôpital de jour"]),
            dict(b="small", runs=["poste 4417"]),
            dict(b="small", runs=[""]),
            dict(b="small", runs=["Site : ", pii("VILLE", site)])]


def ident_line(c: Ctx):
    """Running header/footer identity runs (fresh items each call)."""
    return [pii("NOM", c.nom, "patient"), " ", pii("PRENOM", c.prenom, "patient"), " — ", c.born(),
            pii("DATE_NAISSANCE", c.ddn), " — IPP ", pii("IPP", c.ipp, "patient")]


# ---------------------------------------------------------------- shapes


def lettre_liaison(c: Ctx):
    r = c.rng
    stay = r.randrange(6, 26)
    diag = r.sample(CIM10, 2)
    eps = r.sample(EPONYMS, 2)
    drugs = r.sample(DRUGS, r.randrange(5, 10))
    labs = r.sample(ANALYTES[:13], 4)
    blocks = [h1("LETTRE DE LIAISON À LA SORTIE"),
              para("Document remis au patient le jour de la sortie et adressé au médecin traitant."),
              h2("Patient"), kv(identity_rows(c), box=True),
              kv([("Mutuelle", [c.mutuelle + ", adhérent n° ", pii("IPP", c.adherent, "adherent_mutuelle")])]),
              h2("Séjour"),
              kv([("N° de séjour", [pii("NUM_SEJOUR", c.sejour, "sejour")]),
                  ("Entrée", [c.d_care(0, 0), " par les urgences"]),
                  ("Sortie", [c.d_care(stay, 0), " — retour à domicile"]),
                  ("Service", [c.service + ", chambre " + str(r.randrange(101, 460))]),
                  ("Médecin référent", c.dr(c.author))]),
              h2("Antécédents et allergies"),
              para("Antécédents : ", diag[1][1], ", appendicectomie dans l'enfance, ", r.choice(["cataracte opérée", "prothèse totale de hanche gauche", "ulcère gastrique ancien", "zona ophtalmique"]),
                   ". Allergie déclarée : ", r.choice(["pénicillines (urticaire)", "iode (prurit)", "aucune connue", "codéine (vomissements)"]),
                   ". Mode de vie : vit " + r.choice(["seul", "en couple", "chez sa fille"]) + " en appartement, autonome pour les actes de la vie quotidienne, "
                   "aide ménagère deux fois par semaine.", justify=True),
              h2("Histoire de la maladie"),
              para("Le patient est adressé par son médecin traitant, le ", *c.dr(c.gp), ", pour ",
                   r.choice(["une dyspnée d'effort d'aggravation progressive", "une fièvre persistante malgré l'antibiothérapie orale",
                             "une altération de l'état général avec perte de poids", "des douleurs abdominales récidivantes"]),
                   " évoluant depuis ", r.choice(["dix jours", "trois semaines", "un mois"]),
                   ". Aux urgences, l'examen retrouve une fréquence cardiaque à ",
                   decoy("MESURE", "%d bpm" % r.randrange(70, 125)), " et une saturation à ",
                   decoy("MESURE", "%d %%" % r.randrange(88, 99)), " en air ambiant. Un bilan biologique et une imagerie sont réalisés le jour même ; ",
                   "la prise en charge initiale comporte une réhydratation et une adaptation des traitements habituels.", justify=True),
              para("Examens complémentaires : ", r.choice(["scanner thoracique", "échographie abdominale", "radiographie de thorax"]),
                   " du ", c.d_care(1, 0), " (examen n° ", pii("NUM_SEJOUR", c.accession, "accession"),
                   ") sans anomalie aiguë ; électrocardiogramme en rythme sinusal. Prélèvements microbiologiques enregistrés sous le dossier ",
                   pii("NUM_SEJOUR", c.dossier_labo, "dossier_labo"), ", stériles à 48 heures.", justify=True),
              h2("Évolution jour par jour")]
    events = ["Entrée, bilan initial, mise en route du traitement", "Amélioration clinique, apyrexie",
              "Relais per os, kinésithérapie respiratoire", "Bilan biologique de contrôle satisfaisant",
              "Avis diététique, reprise alimentaire", "Réévaluation des traitements habituels",
              "Mobilisation au fauteuil puis marche avec aide", "Éducation thérapeutique (infirmière référente)",
              "Surveillance de la diurèse, bilan entrées-sorties", "Préparation de la sortie, contact avec le médecin traitant"]
    rows = []
    for d in range(stay + 1):
        who = r.choice([c.author, c.ph2, c.chef])
        rows.append([[c.d_care(d, 0)], [events[d % len(events)] if d < stay else "Sortie à domicile"],
                     ["Dr ", pii("NOM", who["nom"], "medecin")]])
    blocks += [table([("Date", 0.18), ("Évènement", 0.58), ("Médecin", 0.24)], rows),
              h2("Motif et synthèse du séjour"),
              para(c.civ() + " ", pii("NOM", c.nom_t, "patient"), ", ", decoy("AGE", "%d ans" % c.age),
                   ", est hospitalisé" + ("e" if c.sex == 2 else "") + " pour ", diag[0][1], " (", decoy("CIM10", diag[0][0]),
                   "). On retrouve à l'entrée ", *(homonym_sentence(c) or ["une asthénie marquée"]),
                   ". Le ", decoy("EPONYME", eps[0]), " est négatif ; tension artérielle ",
                   decoy("MESURE", "%d/%d mmHg" % (r.randrange(105, 165), r.randrange(55, 95))), ", poids ",
                   decoy("POIDS", "%d kg" % r.randrange(48, 110)), ".", justify=True),
              para("L'évolution est favorable sous traitement. Comorbidité : ", diag[1][1], " (",
                   decoy("CIM10", diag[1][0]), "). Un contrôle du ", decoy("EPONYME", eps[1]),
                   " a été réalisé le ", c.d_care(2, 1), ". Acte réalisé : ",
                   decoy("CCAM", r.choice(["DEQP003", "YYYY600", "ZBQK002", "HEQE002"])),
                   ". La sortie est organisée avec l'accord du patient et de sa famille.", justify=True),
              h2("Résultats biologiques notables")]
    rows = []
    for a in labs:
        lo, hi = a[3]
        v = r.uniform(lo * 0.7, hi * 1.3)
        val = fmt_num(v, a[4])
        rows.append([[a[0]], [decoy("BIOLOGIE", (val + " " + a[2]).strip())],
                     [decoy("INTERVALLE", fmt_num(lo, a[4]) + "-" + fmt_num(hi, a[4]))], [c.d_care(1, 0)]])
    blocks.append(table([("Examen", 0.34), ("Résultat", 0.24), ("Référence", 0.2), ("Date", 0.22)], rows))
    blocks.append(h2("Traitement de sortie"))
    rows = []
    for d in drugs:
        rows.append([[d[0] + " ", decoy("DOSE", d[1])], [d[2]], [decoy("ATC", d[3])],
                     [r.choice(["poursuivi", "nouveau", "modifié"])]])
    blocks.append(table([("Médicament", 0.3), ("Posologie", 0.42), ("ATC", 0.14), ("Statut", 0.14)], rows))
    blocks += [h2("Suites à donner"),
               para("Consultation de suivi le ", c.d_care(stay + 30, 1), " avec le ", *c.dr(c.ph2),
                    ". Bilan sanguin de contrôle à J7 (ionogramme, créatinine). En cas de besoin, joindre le service au ",
                    pii("TELEPHONE", c.e_tel, "etablissement"), ".", justify=True)]
    blocks += [h2("Informations transmises"),
               para("Le patient a été informé du diagnostic, des traitements et des signes devant conduire à reconsulter. "
                    "Les ordonnances de sortie et un rendez-vous lui ont été remis. Aucun évènement indésirable grave n'est survenu "
                    "pendant le séjour. Vaccination antipneumococcique à prévoir en ville.", justify=True),
               para("Personne à prévenir : ", pii("PRENOM", r.choice(FIRST_F + FIRST_M), "proche"), " ",
                    pii("NOM", c.nom, "patient"), ", ", pii("TELEPHONE", c.tel_fixe, "proche"), ".")]
    blocks += signature(c, c.author, idnat=True)
    blocks += copies(c)
    return dict(shape="lettre_liaison_sortie", blocks=blocks, head="hopital",
                title="Lettre de liaison", author=c.author)


def cr_biologie(c: Ctx):
    r = c.rng
    sel = [a for a in ANALYTES if r.random() < 0.75]
    blocks = [h1("COMPTE RENDU D'ANALYSES DE BIOLOGIE MÉDICALE"),
              kv(identity_rows(c, full=False) + [("Adresse", [pii("ADRESSE", c.addr), ", ", pii("CODE_POSTAL", c.cp), " ", pii("VILLE", c.city)])], box=True),
              kv([("Dossier n°", [pii("NUM_SEJOUR", c.dossier_labo, "dossier_labo")]),
                  ("Prélevé le", [c.d_care(0, 0), " à %02dh%02d" % (r.randrange(6, 12), r.randrange(60))]),
                  ("Reçu le", [c.d_care(0, 2)]),
                  ("Prescripteur", c.dr(c.author) + [", ", pii("ETABLISSEMENT", c.e_sigle, "sigle")]),
                  ("N° de séjour", [pii("NUM_SEJOUR", c.sejour, "sejour")])]),
              para("Échantillons : sang veineux sur tubes citraté, EDTA et hépariné. Les résultats antérieurs du ",
                   c.d_care(-r.randrange(20, 200), 0), " sont rappelés dans la colonne « Antériorité ».")]
    sections = []
    for a in sel:
        if a[5] not in sections:
            sections.append(a[5])
    for s in sections:
        blocks.append(h2(s))
        rows = []
        for a in [x for x in sel if x[5] == s]:
            lo, hi = a[3]
            v = r.uniform(lo * 0.75, hi * 1.35)
            prev = r.uniform(lo * 0.8, hi * 1.2)
            flag = " *" if (v < lo or v > hi) else ""
            rows.append([[a[0]], [decoy("BIOLOGIE", fmt_num(v, a[4]) + (" " + a[2] if a[2] else "")) if a[2] else fmt_num(v, a[4]), flag],
                         [decoy("INTERVALLE", fmt_num(lo, a[4]) + "-" + fmt_num(hi, a[4]))],
                         [fmt_num(prev, a[4])], [decoy("LOINC", a[1])]])
        blocks.append(table([("Analyse", 0.3), ("Résultat", 0.22), ("Réf.", 0.16), ("Antériorité", 0.14), ("LOINC", 0.18)], rows, size=8.5))
    hom = homonym_sentence(c)
    blocks += [h2("Commentaire du biologiste"),
               para("Résultats marqués * hors intervalle de référence. ",
                    *(["Sérum d'aspect clair ; on note "] + hom + [" dans le dossier clinique transmis. "] if hom else []),
                    "Contrôle conseillé sous 8 jours. Pour tout renseignement, contacter le laboratoire au ",
                    pii("TELEPHONE", c.l_tel, "etablissement"), ".", justify=True)]
    blocks += [sp(8), para("Validé biologiquement par ", *c.dr(c.bio), ", biologiste médical"),
               para("Identifiant RPPS : ", pii("RPPS", "8" + c.bio["rpps"], "idnat")),
               para("Compte rendu transmis à : ", *c.dr(c.author), " — ", pii("EMAIL", c.author["email"], "medecin")),
               para("Copie : ", *c.dr(c.gp), ", ", pii("VILLE", c.gp_city))]
    return dict(shape="compte_rendu_biologie", blocks=blocks, head="labo",
                title="CR biologie", author=c.bio)


def cr_imagerie(c: Ctx):
    r = c.rng
    ex = r.choice(IMAGING_EXAMS)
    ctr = r.choice(CONTRASTS)
    lot = "%s%02d%s" % (r.choice(["K", "P", "T", "W"]), r.randrange(10, 99), "".join(r.choice("ABCDEFGHJ0123456789") for _ in range(4)))
    eps = r.choice(EPONYMS)
    hom = homonym_sentence(c)
    blocks = [h1("COMPTE RENDU D'EXAMEN D'IMAGERIE"),
              kv([("Patient", [c.civ() + " "] + c.name_block()),
                  ("Né(e) le", [pii("DATE_NAISSANCE", c.ddn), " — ", decoy("AGE", "%d ans" % c.age)]),
                  ("IPP", [pii("IPP", c.ipp, "patient")]),
                  ("N° d'examen (accession)", [pii("NUM_SEJOUR", c.accession, "accession")]),
                  ("Date de l'examen", [c.d_care(0, 1)]),
                  ("Demandeur", c.dr(c.author) + [" — ", pii("ETABLISSEMENT", c.e_name, "etablissement")])], box=True),
              h2("Examen"),
              para(ex[0], " — code CCAM ", decoy("CCAM", ex[1]), "."),
              h2("Indication"),
              para("Bilan de ", r.choice(CIM10)[1], " ; ", decoy("EPONYME", eps), " positif à l'examen clinique du ",
                   c.d_care(-2, 0), ".", justify=True),
              h2("Technique")]
    if ex[2] in ("scanner",):
        blocks.append(para("Acquisition hélicoïdale après injection intraveineuse de ", ctr[0], ", ",
                           decoy("DOSE", ctr[1]), " (lot ", decoy("LOT", lot), "). Produit de dose : ",
                           decoy("MESURE", "%d mGy.cm" % r.randrange(250, 900)), ". Créatininémie préalable ",
                           decoy("BIOLOGIE", "%d µmol/L" % r.randrange(55, 110)), ".", justify=True))
    else:
        blocks.append(para("Examen réalisé selon le protocole standard du service, sans injection. Patient coopérant, ",
                           "poids ", decoy("POIDS", "%d kg" % r.randrange(45, 105)), ".", justify=True))
    blocks += [h2("Résultats"),
               para("Absence de lésion focale suspecte. ", *(hom + [". "] if hom else ["Pas d'épanchement. "]),
                    "Le foie est de taille normale, de contours réguliers ; pas de dilatation des voies biliaires. ",
                    "Comparaison avec l'examen antérieur du ", c.d_care(-r.randrange(90, 500), 0), " : stabilité.",
                    justify=True),
               para("Images disponibles sur le portail du ", pii("ETABLISSEMENT", c.i_sigle, "sigle"),
                    " (identifiant d'examen ", pii("NUM_SEJOUR", c.accession, "accession"), ")."),
               h2("Conclusion"),
               para("Examen sans anomalie évolutive. Pas d'argument pour une complication aiguë. ",
                    "Résultat communiqué au demandeur le ", c.d_care(0, 0), ".", justify=True),
               sp(8), para("Radiologue : ", *c.dr(c.corr, rpps=True)),
               para("Secrétariat : ", pii("TELEPHONE", c.i_tel, "etablissement"), " — ",
                    pii("EMAIL", c.corr["email"].split("@")[0] + "@" + c.i_domain, "medecin")),
               para("Copie adressée à : ", *c.dr(c.gp), " — ", pii("ADRESSE", c.gp_addr), ", ", pii("CODE_POSTAL", c.gp_cp), " ", pii("VILLE", c.gp_city))]
    return dict(shape="compte_rendu_imagerie", blocks=blocks, head="imagerie", title="CR imagerie", author=c.corr)


def ordonnance(c: Ctx):
    r = c.rng
    drugs = r.sample(DRUGS, r.randrange(3, 6))
    ald = drugs[:2]
    other = drugs[2:]
    blocks = [h1("ORDONNANCE"),
              kv([("Prescripteur", c.dr(c.author)), ("RPPS", [pii("RPPS", c.author["rpps"])]),
                  ("Service", [c.service]), ("FINESS géographique", [pii("FINESS", c.e_finess)])]),
              sp(4),
              kv([("Patient", [c.civ() + " "] + c.name_block()),
                  ("Date de naissance", [pii("DATE_NAISSANCE", c.ddn)]),
                  ("Poids", [decoy("POIDS", "%d kg" % r.randrange(45, 105))]),
                  ("N° de sécurité sociale", [pii("NIR", c.nir_txt, "ins")])], box=True),
              para("Le ", c.d_care(0, 1)),
              h2("Prescriptions relatives au traitement de l'affection de longue durée")]
    for i, d in enumerate(ald, 1):
        blocks.append(para("%d. %s " % (i, d[0]), decoy("DOSE", d[1]), " — ", d[2] + ". Durée : 3 mois. (", decoy("ATC", d[3]), ")"))
    blocks.append(h2("Prescriptions sans rapport avec l'affection de longue durée"))
    for i, d in enumerate(other, len(ald) + 1):
        blocks.append(para("%d. %s " % (i, d[0]), decoy("DOSE", d[1]), " — ", d[2] + ". (", decoy("ATC", d[3]), ")"))
    hom = homonym_sentence(c)
    blocks += [para("Soins infirmiers à domicile : surveillance clinique, ",
                    *(hom if hom else ["contrôle des points d'appui"]), ", pilulier hebdomadaire. ",
                    "Prise de sang le ", c.d_care(7, 0), " : NFS, ionogramme, créatinine.", justify=True),
               para("Renouvellement non autorisé. Ordonnance valable jusqu'au ", c.d_care(90, 0), "."),
               sp(10), para("Signature : ", *c.dr(c.author)),
               para("Code-barres prescripteur : *", pii("RPPS", c.author["rpps"]), "*   Établissement : *",
                    pii("FINESS", c.e_finess), "*"),
               para("Pharmacie : merci de contacter le service au ", pii("TELEPHONE", c.e_tel, "etablissement"),
                    " en cas de doute.")]
    return dict(shape="ordonnance", blocks=blocks, head="hopital", title="Ordonnance", author=c.author)


def courrier_consultation(c: Ctx):
    r = c.rng
    eps = r.sample(EPONYMS, 2)
    diag = r.choice(CIM10)
    drugs = r.sample(DRUGS, 2)
    hom = homonym_sentence(c)
    blocks = [dict(b="right", runs=[pii("VILLE", c.e_city), ", le ", c.d_care(0, 1)]),
              dict(b="right", runs=c.dr(c.gp)),
              dict(b="right", runs=[pii("ADRESSE", c.gp_addr)]),
              dict(b="right", runs=[pii("CODE_POSTAL", c.gp_cp), " ", pii("VILLE", c.gp_city)]),
              sp(8),
              para("Objet : consultation du ", c.d_care(0, 0), " — ", c.civ() + " ", *c.name_block(), ", ",
                   c.born(), pii("DATE_NAISSANCE", c.ddn), ", IPP ", pii("IPP", c.ipp, "patient")),
              sp(4), para("Cher confrère,"),
              para("J'ai revu en consultation votre patient" + ("e" if c.sex == 2 else "") + " " + c.civ() + " ",
                   pii("NOM", c.nom_t, "patient"), ", ", decoy("AGE", "%d ans" % c.age), ", suivi" + ("e" if c.sex == 2 else "") +
                   " pour ", diag[1], " (", decoy("CIM10", diag[0]), "). ",
                   *(["Dans ses antécédents, on note "] + hom + [". "] if hom else []),
                   "Depuis la dernière consultation du ", c.d_care(-r.randrange(60, 200), 1),
                   ", l'état général est conservé.", justify=True),
              para("À l'examen : poids ", decoy("POIDS", "%d kg" % r.randrange(48, 110)), ", pression artérielle ",
                   decoy("MESURE", "%d/%d mmHg" % (r.randrange(105, 165), r.randrange(55, 95))), ". Le ",
                   decoy("EPONYME", eps[0]), " est absent, le ", decoy("EPONYME", eps[1]), " est négatif. ",
                   "Auscultation cardio-pulmonaire sans particularité.", justify=True),
              para("Biologie du ", c.d_care(-5, 0), " : créatinine ", decoy("BIOLOGIE", "%d µmol/L" % r.randrange(55, 130)),
                   ", potassium ", decoy("BIOLOGIE", "%s mmol/L" % fmt_num(r.uniform(3.6, 5.2), 1)), ".", justify=True),
              para("Je propose de poursuivre ", drugs[0][0], " ", decoy("DOSE", drugs[0][1]), " et d'introduire ",
                   drugs[1][0], " ", decoy("DOSE", drugs[1][1]), " (", decoy("ATC", drugs[1][3]),
                   "). Je la reverrai dans six mois, le ", c.d_care(180, 1), ".", justify=True),
              para("Je vous prie de croire, cher confrère, à l'assurance de mes sentiments les meilleurs."),
              sp(8), para(*c.dr(c.author)),
              para(c.service + " — ", pii("ETABLISSEMENT", c.e_sigle, "sigle")),
              para("RPPS ", pii("RPPS", c.author["rpps"]), " — ", pii("EMAIL", c.author["email"], "medecin")),
              sp(6), para("Copie : ", *c.dr(c.corr), " ; dossier patient ", pii("NUM_SEJOUR", c.sejour, "sejour"))]
    return dict(shape="courrier_consultation", blocks=blocks, head="hopital", title="Courrier de consultation", author=c.author)


def fiche_infirmiere(c: Ctx):
    r = c.rng
    hom = homonym_sentence(c)
    blocks = [h1("FICHE DE LIAISON INFIRMIÈRE"),
              para("Transfert vers : ", pii("ETABLISSEMENT", r.choice(["EHPAD Les Jardins d'Automne", "EHPAD Résidence du Vieux-Pont", "SSR Les Coquelicots", "USLD Le Clos des Aulnes"]), "etablissement"),
                   ", ", pii("ADRESSE", c.x_addr), ", ", pii("CODE_POSTAL", c.x_cp), " ", pii("VILLE", c.x_city)),
              kv(identity_rows(c) + [("Personne de confiance", [pii("PRENOM", r.choice(FIRST_F + FIRST_M), "proche"), " ",
                                                                 pii("NOM", c.nom, "patient"), " (enfant) — ",
                                                                 pii("TELEPHONE", c.tel_fixe, "proche")]),
                                     ("Mutuelle", [c.mutuelle, " — n° adhérent ", pii("IPP", c.adherent, "adherent_mutuelle")])], box=True),
              kv([("Séjour", [pii("NUM_SEJOUR", c.sejour, "sejour"), " du ", c.d_care(0, 0), " au ", c.d_care(r.randrange(3, 12), 0)]),
                  ("Unité", [c.service])]),
              h2("Constantes du jour"),
              table([("Paramètre", 0.4), ("Valeur", 0.3), ("Heure", 0.3)],
                    [[["Pression artérielle"], [decoy("MESURE", "%d/%d mmHg" % (r.randrange(105, 165), r.randrange(55, 95)))], ["08h00"]],
                     [["Fréquence cardiaque"], [decoy("MESURE", "%d bpm" % r.randrange(55, 105))], ["08h00"]],
                     [["Température"], [decoy("MESURE", "%s °C" % fmt_num(r.uniform(36.2, 38.4), 1))], ["08h00"]],
                     [["Poids"], [decoy("POIDS", "%d kg" % r.randrange(45, 100))], ["07h30"]],
                     [["Saturation"], [decoy("MESURE", "%d %%" % r.randrange(91, 100))], ["08h00"]]]),
              h2("Soins et autonomie"),
              para("Toilette avec aide partielle ; ", *(hom + ["; "] if hom else []), "pansement de la jambe droite tous les deux jours ",
                   "(dernier le ", c.d_care(1, 0), "). Risque d'escarre évalué par le score de Braden : 14. ",
                   "Le ", decoy("EPONYME", r.choice(EPONYMS)), " a été recherché sans particularité.", justify=True),
              h2("Traitements administrés")]
    rows = []
    for d in r.sample(DRUGS, 4):
        rows.append([[d[0]], [decoy("DOSE", d[1])], [d[2]], ["dernière prise " + r.choice(["8h", "12h", "18h", "20h"])]])
    blocks.append(table([("Médicament", 0.26), ("Dose", 0.14), ("Posologie", 0.4), ("Remarque", 0.2)], rows, size=8.5))
    blocks += [para("Vaccin antigrippal administré (lot ", decoy("LOT", "%s%04d" % (r.choice(["FR", "VX", "GH"]), r.randrange(10 ** 4))), ")."),
               sp(8), para("Infirmier(ère) : ", pii("PRENOM", r.choice(DOCTOR_FIRST), "soignant"), " ",
                           pii("NOM", r.choice(["Lemarchal", "Oudinot", "Pradelle", "Sauvaget", "Tréguier"]), "soignant"),
                           " — poste ", pii("TELEPHONE", c.e_tel, "etablissement")),
               para("Cadre de santé : ", pii("NOM", c.ph2["nom"], "soignant"), " ; médecin : ", *c.dr(c.author)),
               para("Fiche éditée le ", c.d_care(2, 0), " par ", pii("ETABLISSEMENT", c.e_name, "etablissement"), " (",
                    pii("ETABLISSEMENT", c.e_sigle, "sigle"), ")")]
    return dict(shape="fiche_liaison_infirmiere", blocks=blocks, head="hopital", title="Fiche de liaison IDE", author=c.author)


SHAPES = [lettre_liaison, cr_biologie, cr_imagerie, ordonnance, courrier_consultation, fiche_infirmiere]
