"""Fictional French clinical content for corpus AD (all names, numbers and places invented).

A document is a list of logical pages; each page has blocks, and every block holds
segments: plain strings (template words) or ``(text, item)`` pairs whose item is a truth
entry (role pii|keep).  Renderers only see text; the generator collects the items.
"""

from __future__ import annotations

import random

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
        "octobre", "novembre", "décembre"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

HOMONYMES = {
    "Boulanger": "ancien boulanger, exposé aux farines pendant vingt ans",
    "Berger": "vit avec un chien berger à la ferme familiale",
    "Charpentier": "a travaillé comme charpentier sur des chantiers de toiture",
    "Marchand": "tient un étal de marchand de primeurs sur les marchés",
    "Fontaine": "prend son eau à une fontaine publique, sans puits privé",
    "Boucher": "était boucher en grande surface jusqu'à sa retraite",
    "Meunier": "dont le grand-père était meunier, sans lien avec la pathologie",
    "Couturier": "travaille comme couturier dans un atelier de retouches",
    "Renard": "a été mordu par un renard il y a dix ans, vaccination faite",
    "Chevalier": "a été fait chevalier de l'ordre du Mérite agricole",
}
AUTRES_NOMS = ["Kowalczyk", "Nguyen", "Haddad", "Le Goff", "Vasseur", "Marchetti", "Lemaire", "Tessier",
               "Oliveira", "Benali", "Delcourt", "Guillou", "Perrot", "Aubry", "Royer", "Hamon", "N'Diaye",
               "Lefebvre-Duclos", "Carvalho", "Deschamps", "Poirier", "Texier", "Lacombe", "Ferrand",
               "Brochard", "Pelletier", "Rouxel", "Dumoulin", "Gauthier-Lenoir", "Mercier", "Sarrazin",
               "Jacquemin", "Le Bihan", "Vidal", "Masson", "Baudry", "Collin", "Picard", "Étienne", "Labbé"]
PRENOMS_F = ["Élodie", "Maëlle", "Hélène", "Inès", "Léna", "Anaïs", "Céline", "Chloé", "Nathalie", "Solène",
             "Bérénice", "Agnès", "Gaëlle", "Noémie", "Josiane", "Françoise", "Mélanie", "Rose", "Zoé", "Capucine"]
PRENOMS_M = ["Rémi", "Joël", "Gaëtan", "Jérôme", "François", "Benoît", "Thibault", "Yannick", "Mathéo", "Noé",
             "Hervé", "Loïc", "Grégoire", "Anthony", "Sébastien", "Maxime", "Jean-Michel", "Raphaël", "Cédric", "Aurélien"]
COMMUNES = [("Nantes", "44000"), ("Angers", "49000"), ("Rennes", "35000"), ("Dijon", "21000"),
            ("Besançon", "25000"), ("Limoges", "87000"), ("Poitiers", "86000"), ("Amiens", "80000"),
            ("Reims", "51100"), ("Metz", "57000"), ("Nancy", "54000"), ("Caen", "14000"), ("Rouen", "76000"),
            ("Brest", "29200"), ("Quimper", "29000"), ("Grenoble", "38000"), ("Chambéry", "73000"),
            ("Bayonne", "64100"), ("Niort", "79000"), ("Laval", "53000"), ("Vannes", "56000"),
            ("Colmar", "68000"), ("Troyes", "10000"), ("Orléans", "45000"), ("Bourges", "18000"),
            ("Albi", "81000"), ("Agen", "47000"), ("Lorient", "56100"), ("Périgueux", "24000"), ("Auxerre", "89000")]
VOIES = ["rue des Tilleuls", "avenue du Général-Leclerc", "allée des Acacias", "impasse du Moulin",
         "chemin des Vignes", "boulevard Victor-Hugo", "rue de la Gare", "place du Marché-Couvert",
         "rue des Mésanges", "avenue Jean-Jaurès", "rue du Vieux-Pont", "allée des Glycines",
         "chemin de la Source", "rue des Trois-Fontaines", "quai des Bateliers"]
ETABS = [("Centre hospitalier intercommunal des Deux-Rives", "CHIDR"),
         ("Institut de cancérologie de l'Ouest-Atlantique", "ICOA"),
         ("Groupe hospitalier Sud-Loire", "GHSL"),
         ("Polyclinique du Val-d'Arvelle", "PVA"),
         ("Clinique mutualiste de la Vallée-Verte", "CMVV"),
         ("Hôpital privé des Coteaux-Bleus", "HPCB"),
         ("Maternité des Hauts-Prés", "MHP"),
         ("Centre médico-chirurgical de la Forêt-Haute", "CMCFH")]
EMPLOYEURS = ["SARL Menuiseries Ardouin", "Transports Villeret et Fils", "SAS Logistique Quercy-Nord",
              "Boulangeries Hamelin SA", "Entreprise Gaudin Bâtiment"]
MUTUELLES = ["Mutuelle Harmonie-Ouest", "MGEN-like Mutuelle des Enseignants du Lac", "Mutuelle Saint-Aubin Prévoyance"]


def luhn_ok(digits: str) -> bool:
    tot = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_complete(prefix: str) -> str:
    for c in "0123456789":
        if luhn_ok(prefix + c):
            return prefix + c
    raise AssertionError


def I(role, kind, text, subtype="", critical=False, probes=None):  # noqa: E743
    return {"role": role, "kind": kind, "text": text, "subtype": subtype, "critical": critical,
            "probes": list(probes or [text])}


def pii(kind, text, subtype="", critical=False):
    return (text, I("pii", kind, text, subtype, critical))


def keep(kind, text, subtype=""):
    if kind == "DATE":
        return (text, I("keep", "DATE", text, subtype or "SOINS"))
    if kind == "ORDINAIRE":
        return (text, I("keep", "ORDINAIRE", text, subtype or "HOMONYME"))
    return (text, I("keep", "DECOY", text, kind))


class World:
    """Random fictional people, places and numbers for one document."""

    def __init__(self, rng: random.Random, used: set):
        self.rng = rng
        self.used = used

    def uniq(self, f):
        for _ in range(200):
            v = f()
            if v not in self.used:
                self.used.add(v)
                return v
        raise AssertionError("no unique value")

    def digits(self, n, first="123456789"):
        r = self.rng
        return self.uniq(lambda: r.choice(first) + "".join(r.choice("0123456789") for _ in range(n - 1)))

    def person(self, sex=None, surname=None):
        r = self.rng
        sex = sex or r.choice("FM")
        nom = surname or self.uniq(lambda: r.choice(AUTRES_NOMS))
        prenom = r.choice(PRENOMS_F if sex == "F" else PRENOMS_M)
        return {"sex": sex, "nom": nom, "prenom": prenom}

    def rpps(self):
        return self.uniq(lambda: luhn_complete("10" + "".join(self.rng.choice("0123456789") for _ in range(8))))

    def finess(self):
        dep = self.rng.choice(["44", "49", "35", "21", "25", "87", "86", "80", "51", "57"])
        return self.uniq(lambda: luhn_complete(dep + "0" + "".join(self.rng.choice("0123456789") for _ in range(5))))

    def adeli(self):
        dep = self.rng.choice(["44", "49", "35", "21", "87", "86"])
        return self.uniq(lambda: dep + self.rng.choice("1234") + "".join(self.rng.choice("0123456789") for _ in range(6)))

    def phone(self, style=None):
        r = self.rng
        pre = r.choice(["02", "03", "04", "05", "06", "07"])
        g = [pre] + ["%02d" % r.randrange(100) for _ in range(4)]
        style = style if style is not None else r.randrange(5)
        if style == 0:
            return " ".join(g)
        if style == 1:
            return ".".join(g)
        if style == 2:
            return "+33 " + g[0][1] + " " + " ".join(g[1:])
        if style == 3:
            return "".join(g)
        return "-".join(g)

    def address(self):
        r = self.rng
        ville, cp = r.choice(COMMUNES)
        return "%d %s" % (r.randrange(1, 120), r.choice(VOIES)), cp, ville

    def nir(self, sex, birth):
        r = self.rng
        d, m, y = birth
        dep = "%02d" % r.choice([44, 49, 35, 21, 25, 87, 86, 80, 51, 57, 14, 76, 29])
        body = "%d%02d%02d%s%03d%03d" % (1 if sex == "M" else 2, y % 100, m, dep, r.randrange(1, 990), r.randrange(1, 999))
        key = 97 - int(body) % 97
        s = body + "%02d" % key
        return "%s %s %s %s %s %s %s" % (s[0], s[1:3], s[3:5], s[5:7], s[7:10], s[10:13], s[13:15])


def fmt_birth(d, m, y, style):
    import datetime
    wd = JOURS[datetime.date(y, m, d).weekday()]
    return [
        "%02d/%02d/%04d" % (d, m, y),
        "%d %s %d" % (d, MOIS[m - 1], y),
        "%02d.%02d.%02d" % (d, m, y % 100),
        "%s %d %s %d" % (wd, d, MOIS[m - 1], y),
        "%02d %s %d" % (d, MOIS[m - 1].upper(), y),
        "%02d %02d %04d" % (d, m, y),
        "%02d-%02d-%04d" % (d, m, y),
    ][style]


def fmt_care(d, m, y, style):
    return ["%02d/%02d/%04d" % (d, m, y), "%02d.%02d.%04d" % (d, m, y), "%d %s %d" % (d, MOIS[m - 1], y),
            "%02d/%02d/%02d" % (d, m, y % 100)][style]


SHAPES = ["rcp", "anesthesie", "maternite", "endoscopie", "accident_travail", "plan_chimio"]
SHAPE_FILE = {"rcp": "fiche_rcp_oncologie", "anesthesie": "consultation_anesthesie",
              "maternite": "lettre_sortie_maternite", "endoscopie": "compte_rendu_endoscopie",
              "accident_travail": "certificat_accident_travail", "plan_chimio": "plan_cures_chimiotherapie"}


class Doc:
    """Builds the pages of one document."""

    def __init__(self, rng: random.Random, shape: str, homonym: str | None):
        self.r = rng
        self.w = World(rng, set())
        self.shape = shape
        w, r = self.w, rng
        pool = [e for e in ETABS if (e[1] != "MHP" or shape == "maternite") and (e[1] != "ICOA" or shape in ("rcp", "plan_chimio"))]
        self.etab, self.sigle = r.choice(pool)
        self.dom = self.sigle.lower() + ".fr"
        self.finess = w.finess()
        self.etab_tel = w.phone(r.choice([0, 1, 2]))
        self.etab_adr = w.address()
        sex = "F" if shape == "maternite" else r.choice("FM")
        self.pat = w.person(sex, surname=homonym.upper() if homonym else None)
        if not homonym:
            self.pat["nom"] = self.pat["nom"].upper()
        self.homonym = homonym
        by = r.randrange(1985, 1998) if shape == "maternite" else r.randrange(1938, 1990)
        self.birth = (r.randrange(1, 29), r.randrange(1, 13), by)
        self.ddn_style = r.randrange(7)
        self.ddn = fmt_birth(*self.birth, self.ddn_style)
        self.ipp = w.digits(r.choice([8, 9, 10]))
        self.nir = w.nir(sex, self.birth)
        self.sejour = w.uniq(lambda: r.choice(["S", "V", "H"]) + "24" + "-" + "".join(r.choice("0123456789") for _ in range(6)) + r.choice(["", "-A", "B"]))
        self.adr = w.address()
        self.tel = w.phone()
        self.mail = "%s.%s@%s" % (self.pat["prenom"].lower().replace("é", "e").replace("ë", "e").replace("è", "e").replace("ï", "i").replace("ç", "c"),
                                   self.pat["nom"].lower().replace(" ", "").replace("'", ""), r.choice(["laposte.net", "orange.fr", "free.fr", "gmail.com"]))
        self.age = 2024 - self.birth[2]
        self.month = r.randrange(2, 11)
        self.docs = [w.person() for _ in range(5)]
        for d in self.docs:
            d["rpps"] = w.rpps()
        self.gp = w.person()
        self.gp["rpps"] = w.rpps()
        self.gp["adr"] = w.address()
        self.gp["tel"] = w.phone()
        self.pages: list[dict] = []
        self.n_pages = 0
        self.dates_used: set = set()

    # ---- segment helpers
    def NOMP(self):
        return pii("NOM", self.pat["nom"], "patient", True)

    def PREP(self):
        return pii("PRENOM", self.pat["prenom"], "patient", True)

    def DDN(self):
        return pii("DATE_NAISSANCE", self.ddn, "", True)

    def IPP(self):
        return pii("IPP", self.ipp, "patient", True)

    def doc_name(self, d, title=True, full=True):
        segs = ["Dr "] if title else []
        if full:
            segs += [pii("PRENOM", d["prenom"], "medecin"), " "]
        segs += [pii("NOM", d["nom"], "medecin")]
        return segs

    def care(self, style=None, day=None, month=None):
        r = self.r
        style = r.randrange(4) if style is None else style
        d = day or r.randrange(1, 28)
        m = month or self.month
        return keep("DATE", fmt_care(d, m, 2024, style))

    def header(self, i, n):
        t = "Mme " if self.pat["sex"] == "F" else "M. "
        né = "née" if self.pat["sex"] == "F" else "né"
        return [pii("ETABLISSEMENT", self.sigle, "sigle"), " | Patient : ", t, self.NOMP(), " ", self.PREP(),
                " | %s le " % né, self.DDN(), " | IPP ", self.IPP()]

    def footer(self, i, n):
        return [pii("ETABLISSEMENT", self.etab, "etablissement"), " (", pii("ETABLISSEMENT", self.sigle, "sigle"),
                ") - FINESS ", pii("FINESS", self.finess), " - Tél. ", pii("TELEPHONE", self.etab_tel, "etablissement"),
                " - ", keep("PAGE", "Page %d/%d" % (i + 1, n))]

    def letterhead(self):
        a, cp, v = self.etab_adr
        return [("h", [pii("ETABLISSEMENT", self.etab, "etablissement"), " (", pii("ETABLISSEMENT", self.sigle, "sigle"), ")"]),
                ("p", [pii("ADRESSE", a), ", ", pii("CODE_POSTAL", cp), " ", pii("VILLE", v), " - standard ",
                       pii("TELEPHONE", self.etab_tel, "etablissement"), " - FINESS ", pii("FINESS", self.finess)])]

    def identity(self, with_nir=True, with_adr=True):
        a, cp, v = self.adr
        rows = [("Nom, prénom", [self.NOMP(), " ", self.PREP()]),
                ("Date de naissance", [self.DDN(), " (", keep("AGE", "%d ans" % self.age), ")"]),
                ("IPP / séjour", [self.IPP(), " / ", pii("NUM_SEJOUR", self.sejour, "sejour")])]
        if with_nir:
            rows.append(("N° de sécurité sociale", [pii("NIR", self.nir, "", True)]))
        if with_adr:
            rows.append(("Adresse", [pii("ADRESSE", a), ", ", pii("CODE_POSTAL", cp), " ", pii("VILLE", v)]))
            rows.append(("Téléphone / courriel", [pii("TELEPHONE", self.tel, "patient"), " / ", pii("EMAIL", self.mail, "patient", True)]))
        return ("kv", rows)

    def gp_line(self):
        g = self.gp
        a, cp, v = g["adr"]
        return ("p", ["Médecin traitant : "] + self.doc_name(g) + [", ", pii("ADRESSE", a), ", ", pii("CODE_POSTAL", cp), " ",
                pii("VILLE", v), " (RPPS ", pii("RPPS", g["rpps"]), ", tél. ", pii("TELEPHONE", g["tel"], "medecin"), ")."])

    def signature(self, d, role):
        return ("p", ["%s : " % role] + self.doc_name(d) + [" - RPPS ", pii("RPPS", d["rpps"]), " - identifiant ",
                pii("RPPS", "8" + d["rpps"], "idnat"), " - ",
                pii("EMAIL", "%s.%s@%s" % (d["prenom"][0].lower(), d["nom"].lower().replace(" ", "").replace("'", "").replace("é", "e"), self.dom), "medecin", True)])

    def homonym_line(self):
        if not self.homonym:
            return None
        s = HOMONYMES[self.homonym]
        w = self.homonym.lower()
        a, b = s.split(w, 1)
        t = "Mme " if self.pat["sex"] == "F" else "M. "
        return ("p", ["Contexte social : ", t, pii("NOM", self.homonym, "patient", True), " " + a, keep("ORDINAIRE", w), b + "."])

    def meta(self, title):
        n, p = self.pat["nom"], self.pat["prenom"]
        d = self.docs[0]
        m = {"Title": "%s - %s %s" % (title, n, p),
             "Author": "Dr %s %s" % (d["prenom"], d["nom"]),
             "Subject": "IPP %s - né(e) le %s" % (self.ipp, self.ddn),
             "Keywords": "%s; %s; %s; séjour %s" % (title, self.sigle, n, self.sejour)}
        items = [I("pii", "NOM", n, "patient", True), I("pii", "PRENOM", p, "patient", True),
                 I("pii", "IPP", self.ipp, "patient", True), I("pii", "DATE_NAISSANCE", self.ddn, "", True),
                 I("pii", "NOM", d["nom"], "medecin"), I("pii", "NUM_SEJOUR", self.sejour, "sejour"),
                 I("pii", "ETABLISSEMENT", self.sigle, "sigle")]
        return m, items

    # ---- shapes
    def build(self):
        return getattr(self, "s_" + self.shape)()

    def s_rcp(self):
        r, d = self.r, self.docs
        loc = r.choice([("Adénocarcinome du côlon sigmoïde", "C18.7", "pT3 N1a M0", "FOLFOX 4", "L01XA03", "Oxaliplatine 85 mg/m²"),
                        ("Carcinome canalaire infiltrant du sein gauche", "C50.4", "cT2 N0 M0", "EC puis paclitaxel", "L01CD01", "Paclitaxel 80 mg/m²"),
                        ("Adénocarcinome pulmonaire du lobe supérieur droit", "C34.1", "cT2a N2 M0", "Cisplatine-pémétrexed", "L01BA04", "Pémétrexed 500 mg/m²"),
                        ("Adénocarcinome de la prostate", "C61", "cT3a N0 M0", "Hormonothérapie + radiothérapie", "L02AE02", "Leuproréline 22,5 mg")])
        diag, cim, tnm, proto, atc, dose = loc
        p1 = self.letterhead() + [
            ("h", ["Fiche de réunion de concertation pluridisciplinaire (RCP) d'oncologie"]),
            ("p", ["RCP du ", self.care(0), " - dossier présenté par "] + self.doc_name(d[0]) + [", oncologue référent."]),
            self.identity(),
            self.gp_line(),
            ("kv", [("Diagnostic", [diag + " (CIM-10 ", keep("CIM10", cim), ")"]),
                    ("Stade", ["classification TNM ", keep("TNM", tnm), ", OMS ", keep("SCORE", "PS 1")]),
                    ("Poids / taille", [keep("POIDS", "%d kg" % r.randrange(52, 95)), " / ", keep("CONSTANTE", "1,%02d m" % r.randrange(55, 90))]),
                    ("Date du diagnostic", [self.care(2)])]),
            ("p", ["Histoire : découverte lors d'une ", r.choice(["coloscopie", "mammographie", "tomodensitométrie", "biopsie"]),
                   " réalisée le ", self.care(1), ". Bilan d'extension par TEP-TDM le ", self.care(0),
                   ". Marqueur ", keep("BIOLOGIE", "ACE 4,2 ng/mL"), " (normale < ", keep("INTERVALLE", "5,0 ng/mL"), ")."]),
        ]
        h = self.homonym_line()
        if h:
            p1.append(h)
        p2 = [("h", ["Participants et proposition thérapeutique"]),
              ("table", ["Spécialité", "Médecin", "RPPS"],
               [[["Oncologie médicale"], self.doc_name(d[0]), [pii("RPPS", d[0]["rpps"])]],
                [["Chirurgie viscérale"], self.doc_name(d[1]), [pii("RPPS", d[1]["rpps"])]],
                [["Radiothérapie"], self.doc_name(d[2]), [pii("RPPS", d[2]["rpps"])]],
                [["Anatomopathologie"], self.doc_name(d[3]), [pii("RPPS", d[3]["rpps"])]]]),
              ("p", ["Quorum atteint (", keep("AGE", "4 spécialités"), "). Proposition : ", proto + " (ATC ", keep("ATC", atc), "), ",
                     keep("DOSE", dose), " toutes les 2 semaines, 6 cycles, début prévu le ", self.care(0),
                     ". Consultation d'annonce avec l'infirmière de coordination le ", self.care(2), "."]),
              ("p", ["Personne de confiance : ", pii("PRENOM", self.docs[4]["prenom"], "personne_confiance"), " ",
                     pii("NOM", self.docs[4]["nom"], "personne_confiance"), ", joignable au ", pii("TELEPHONE", self.w.phone(), "personne_confiance"), "."]),
              ("p", ["Inclusion dans un essai : non. Référentiel régional appliqué (version ", keep("DATE", "2023"), ")."]),
              self.signature(d[0], "Coordinateur de la RCP")]
        return "Fiche RCP", [p1, p2]

    def s_anesthesie(self):
        r, d = self.r, self.docs
        op = r.choice([("Cholécystectomie par cœlioscopie", "HMFC004"), ("Arthroplastie totale de hanche", "NEKA020"),
                       ("Appendicectomie par cœlioscopie", "HHFA016"), ("Hernioplastie inguinale", "LMMA012")])
        w = r.randrange(55, 110)
        p1 = self.letterhead() + [
            ("h", ["Consultation pré-anesthésique"]),
            ("p", ["Consultation du ", self.care(0), " par "] + self.doc_name(d[0]) + [", anesthésiste-réanimateur."]),
            self.identity(with_nir=r.random() < 0.5),
            ("kv", [("Intervention prévue", [op[0] + " (CCAM ", keep("CCAM", op[1]), ") le ", self.care(2)]),
                    ("Chirurgien", self.doc_name(d[1])),
                    ("Score ASA", [keep("ASA", "ASA %d" % r.randrange(1, 4))]),
                    ("Intubation", ["score de ", keep("EPONYME", "Mallampati"), " ", keep("SCORE", "classe II"), ", ouverture de bouche > 3 cm"])]),
            ("table", ["Constante", "Valeur", "Référence"],
             [[["Poids"], [keep("POIDS", "%d kg" % w)], ["-"]],
              [["Pression artérielle"], [keep("CONSTANTE", "%d/%d mmHg" % (r.randrange(110, 150), r.randrange(60, 90)))], ["< 140/90"]],
              [["Fréquence cardiaque"], [keep("CONSTANTE", "%d bpm" % r.randrange(58, 95))], ["60-100"]],
              [["SpO2"], [keep("CONSTANTE", "%d %%" % r.randrange(94, 100))], ["> 94 %"]],
              [["Hémoglobine (LOINC ", keep("LOINC", "718-7"), ")"], [keep("BIOLOGIE", "%d,%d g/dL" % (r.randrange(11, 16), r.randrange(10)))], [keep("INTERVALLE", "12,0-16,0")]],
              [["Plaquettes (LOINC ", keep("LOINC", "777-3"), ")"], [keep("BIOLOGIE", "%d G/L" % r.randrange(160, 390))], [keep("INTERVALLE", "150-400")]]]),
        ]
        p2 = [("h", ["Traitements et consignes"]),
              ("p", ["Traitement habituel : ", keep("DOSE", "bisoprolol 2,5 mg"), " (ATC ", keep("ATC", "C07AB07"), ") le matin, ",
                     keep("DOSE", "atorvastatine 20 mg"), " (ATC ", keep("ATC", "C10AA05"), ") le soir. Allergie : aucune connue."]),
              ("p", ["Jeûne : solides 6 h, liquides clairs 2 h. Antibioprophylaxie par ", keep("DOSE", "céfazoline 2 g"),
                     " (lot ", keep("LOT", "B%dK%04d" % (r.randrange(1, 9), r.randrange(10000))), "). Anesthésie générale prévue, "
                     "visite pré-anesthésique la veille, le ", self.care(2), "."]),
              ("p", ["Personne de confiance : ", pii("PRENOM", d[4]["prenom"], "personne_confiance"), " ",
                     pii("NOM", d[4]["nom"], "personne_confiance"), " (", pii("TELEPHONE", self.w.phone(), "personne_confiance"), ")."]),
              self.gp_line(),
              self.signature(d[0], "Anesthésiste")]
        h = self.homonym_line()
        if h:
            p2.insert(1, h)
        if r.random() < 0.5:  # single-page variant
            return "Consultation d'anesthésie", [p1 + [p2[-1]]]
        return "Consultation d'anesthésie", [p1, p2]

    def s_maternite(self):
        r, d, w = self.r, self.docs, self.w
        bd = (r.randrange(1, 20), self.month, 2024)
        self.bb = w.person(surname=self.pat["nom"])
        self.bb["nom"] = self.pat["nom"]
        father = w.person("M")
        bb_ddn = fmt_birth(*bd, r.choice([0, 1, 3]))
        heure = "%d h %02d" % (r.randrange(0, 24), r.randrange(60))
        bb_ipp = w.digits(9)
        BBN = lambda: pii("NOM", self.bb["nom"], "nouveau_ne", True)  # noqa: E731
        BBP = lambda: pii("PRENOM", self.bb["prenom"], "nouveau_ne", True)  # noqa: E731
        BBD = lambda: pii("DATE_NAISSANCE", bb_ddn, "nouveau_ne", True)  # noqa: E731
        apg = "Apgar %d/%d/%d" % (r.randrange(7, 10), r.randrange(8, 11), 10)
        p1 = self.letterhead() + [
            ("h", ["Lettre de sortie de maternité"]),
            ("p", ["Chère consœur, cher confrère, je vous adresse la synthèse du séjour de votre patiente, sortie le ",
                   self.care(0, day=bd[0] + 3, month=bd[1]), "."]),
            self.identity(),
            ("kv", [("Conjoint / père", [pii("PRENOM", father["prenom"], "pere"), " ", pii("NOM", father["nom"], "pere"),
                                          ", tél. ", pii("TELEPHONE", w.phone(), "pere")]),
                    ("Grossesse", ["G2P2, terme à l'accouchement ", keep("SCORE", "39 SA + %d j" % r.randrange(7))]),
                    ("Accouchement", ["voie basse spontanée, péridurale, délivrance dirigée, périnée intact"]),
                    ("Groupe sanguin", ["A Rhésus positif, RAI négatives le ", self.care(1, day=bd[0], month=bd[1])])]),
        ]
        p2 = [("h", ["Nouveau-né"]),
              ("kv", [("Nom, prénom", [BBN(), " ", BBP()]),
                      ("Naissance", ["le ", BBD(), " à ", pii("DATE_NAISSANCE", heure, "heure_naissance", True)]),
                      ("IPP nouveau-né", [pii("IPP", bb_ipp, "nouveau_ne", True)]),
                      ("Mensurations", [keep("POIDS", "%d %03d g" % (r.randrange(2, 4), r.randrange(1000))), ", taille ",
                                        keep("CONSTANTE", "%d cm" % r.randrange(46, 53)), ", PC ", keep("CONSTANTE", "%d cm" % r.randrange(32, 37))]),
                      ("Adaptation", ["score d'", keep("EPONYME", "Apgar"), " : ", keep("APGAR", apg)])]),
              ("p", ["Vitamine K1 ", keep("DOSE", "2 mg"), " per os à la naissance. Test de ", keep("EPONYME", "Guthrie"),
                     " (dépistage néonatal) réalisé le ", self.care(0, day=bd[0] + 3, month=bd[1]),
                     ". Vaccin hépatite B : lot ", keep("LOT", "HB%d%03dX" % (r.randrange(10, 99), r.randrange(1000))), "."]),
              ("p", ["Allaitement maternel exclusif. Poids de sortie ", keep("POIDS", "%d %03d g" % (r.randrange(2, 4), r.randrange(1000))),
                     ". Suivi par la sage-femme libérale "] + self.doc_name(d[2], title=False) + [" (ADELI ", pii("ADELI", w.adeli()), ")."]),
              ]
        h = self.homonym_line()
        if h:
            p2.append(h)
        p3 = [("h", ["Suites de couches et suivi"]),
              ("p", ["Traitement de sortie : ", keep("DOSE", "paracétamol 1 g"), " (ATC ", keep("ATC", "N02BE01"), ") si douleur, ",
                     keep("DOSE", "fer 80 mg/j"), " pendant 1 mois. Hémoglobine ", keep("BIOLOGIE", "10,4 g/dL"), " à J2."]),
              ("p", ["Visite post-natale prévue le ", self.care(2, day=r.randrange(1, 28), month=bd[1] + 1 if bd[1] < 12 else 1),
                     ". Pédiatre du nourrisson : "] + self.doc_name(d[1]) + [" (RPPS ", pii("RPPS", d[1]["rpps"]), ")."]),
              ("p", ["Mutuelle : ", r.choice(MUTUELLES), ", adhérent n° ", pii("NUM_MUTUELLE", w.digits(10), "adherent"), "."]),
              self.gp_line(),
              self.signature(d[0], "Gynécologue-obstétricien")]
        if r.random() < 0.7:  # two-page variant: the newborn section goes on page 1
            return "Lettre de sortie de maternité", [p1 + p2, p3]
        return "Lettre de sortie de maternité", [p1, p2, p3]

    def s_endoscopie(self):
        r, d = self.r, self.docs
        kind = r.choice([("Coloscopie totale", "HHQE005"), ("Œso-gastro-duodénoscopie", "HEQE002"), ("Coloscopie avec polypectomie", "HHFE002")])
        acc = self.w.uniq(lambda: "ENDO-%02d%s%05d" % (24, r.choice("ABCDE"), r.randrange(100000)))
        ana = self.w.uniq(lambda: "AP24-%06d" % r.randrange(1000000))
        p1 = self.letterhead() + [
            ("h", ["Compte rendu d'endoscopie digestive"]),
            ("kv", [("Examen", [kind[0] + " (CCAM ", keep("CCAM", kind[1]), ")"]),
                    ("Date", [self.care(0), ", salle 3, n° d'examen ", pii("NUM_SEJOUR", acc, "accession")]),
                    ("Patient", [self.NOMP(), " ", self.PREP(), ", né(e) le ", self.DDN(), ", IPP ", self.IPP()]),
                    ("Prescripteur", self.doc_name(self.gp) + [" (RPPS ", pii("RPPS", self.gp["rpps"]), ")"]),
                    ("Anesthésie", ["sédation au propofol ", keep("DOSE", "%d mg" % r.randrange(80, 220)), ", ", keep("ASA", "ASA %d" % r.randrange(1, 4))]),
                    ("Préparation", ["score de ", keep("EPONYME", "Boston"), " ", keep("SCORE", "%d/9" % r.randrange(6, 10))])]),
            ("p", ["Indication : ", r.choice(["anémie ferriprive", "rectorragies", "dépistage après test immunologique positif", "épigastralgies"]),
                   ". Examen réalisé jusqu'au ", r.choice(["bas-fond cæcal", "deuxième duodénum"]), ". Découverte d'un polype sessile de 8 mm, "
                   "classification de ", keep("EPONYME", "Paris"), " 0-Is, réséqué à l'anse froide. Pas de saignement selon ",
                   keep("EPONYME", "Forrest"), "."]),
            ("p", ["Prélèvements adressés en anatomopathologie, demande ", pii("NUM_SEJOUR", ana, "demande_labo"), ". Endoscope ", keep("LOT", "EC-%d" % r.randrange(3000, 9999)),
                   ", désinfection lot ", keep("LOT", "D%02d-%04d" % (r.randrange(10, 99), r.randrange(10000))), "."]),
        ]
        p2 = [("h", ["Conclusion et suites"]),
              ("p", ["Polype unique réséqué. Reprise alimentaire le soir même. Contrôle endoscopique à 3 ans si adénome en dysplasie de bas grade. "
                     "Résultat anatomopathologique attendu vers le ", self.care(2), "."]),
              ("p", ["Diagnostic retenu : ", keep("CIM10", "K63.5"), " (polype du côlon). Kaliémie du jour ",
                     keep("BIOLOGIE", "4,1 mmol/L"), " (", keep("INTERVALLE", "3,5-5,0"), ", LOINC ", keep("LOINC", "2823-3"), ")."]),
              self.identity(with_nir=False),
              self.signature(d[0], "Gastro-entérologue")]
        h = self.homonym_line()
        if h:
            p2.insert(2, h)
        if r.random() < 0.7:  # single-page variant
            return "Compte rendu d'endoscopie", [p1 + p2[:3] + [p2[-1]]]
        return "Compte rendu d'endoscopie", [p1, p2]

    def s_accident_travail(self):
        r, d, w = self.r, self.docs, self.w
        a, cp, v = self.adr
        emp = r.choice(EMPLOYEURS)
        ea, ecp, ev = w.address()
        blocks = self.letterhead()[:1] + [
            ("h", ["Certificat médical - accident du travail / maladie professionnelle - certificat initial"]),
            ("box", "Identification de la victime", [self.NOMP(), " ", self.PREP(), " - né(e) le ", self.DDN()]),
            ("box", "N° d'immatriculation", [pii("NIR", self.nir, "", True)]),
            ("box", "Adresse de la victime", [pii("ADRESSE", a), " ", pii("CODE_POSTAL", cp), " ", pii("VILLE", v), " - tél. ", pii("TELEPHONE", self.tel, "patient")]),
            ("box", "Employeur", [pii("ETABLISSEMENT", emp, "employeur"), ", ", pii("ADRESSE", ea), " ", pii("CODE_POSTAL", ecp), " ", pii("VILLE", ev)]),
            ("box", "Date de l'accident", [self.care(0), " [X] accident du travail   [ ] maladie professionnelle   [ ] rechute"]),
            ("box", "Constatations détaillées", ["Plaie de la face palmaire de la main droite avec section partielle du fléchisseur, ",
                                                 r.choice(["chute d'une échelle", "coupure par outil", "manutention de charge"]), " sur le lieu de travail. Code ",
                                                 keep("CIM10", "S61.0"), ". Examen selon ", keep("EPONYME", "Kanavel"), " négatif."]),
            ("box", "Conséquences", ["[X] arrêt de travail jusqu'au ", self.care(0), "   [ ] soins sans arrêt. Antalgique ",
                                     keep("DOSE", "paracétamol 1 g x 3/j"), ", vaccin antitétanique lot ", keep("LOT", "T%dA%04d" % (r.randrange(1, 9), r.randrange(10000)))]),
            ("box", "Médecin", self.doc_name(d[0]) + [" - RPPS ", pii("RPPS", d[0]["rpps"]), " - AM ", pii("ADELI", w.adeli()),
                                 " - ", pii("TELEPHONE", w.phone(), "medecin")]),
            ("box", "Établissement", [pii("ETABLISSEMENT", self.etab, "etablissement"), " (", pii("ETABLISSEMENT", self.sigle, "sigle"),
                                      ") - FINESS ", pii("FINESS", self.finess), " - fait le ", self.care(1), ", IPP ", self.IPP()]),
        ]
        h = self.homonym_line()
        if h:
            blocks.append(h)
        return "Certificat AT initial", [blocks]

    def s_plan_chimio(self):
        r, d = self.r, self.docs
        prot = r.choice([("FOLFOX 4", "Oxaliplatine", "85 mg/m²", "L01XA03", 14), ("Carboplatine-paclitaxel", "Paclitaxel", "175 mg/m²", "L01CD01", 21),
                         ("XELOX", "Capécitabine", "1000 mg/m²", "L01BC06", 21), ("Gemcitabine", "Gemcitabine", "1000 mg/m²", "L01BC05", 7)])
        sc = r.choice([1.62, 1.74, 1.81, 1.93])
        import datetime
        start = datetime.date(2024, self.month, r.randrange(1, 25))
        rows = []
        for c in range(6):
            dt = start + datetime.timedelta(days=prot[4] * c)
            mg = int(float(prot[2].split()[0]) * sc * (1 if c < 3 else 0.8))
            rows.append([["C%d" % (c + 1)], [keep("DATE", fmt_care(dt.day, dt.month, dt.year, 0 if c % 3 else 1))],
                         [keep("DOSE", "%d mg" % mg)], [keep("BIOLOGIE", "%d,%d G/L" % (r.randrange(1, 5), r.randrange(10)))],
                         [keep("LOT", "%s%d%04d" % (r.choice("ABKM"), r.randrange(1, 9), r.randrange(10000)))]])
        p1 = self.letterhead() + [
            ("h", ["Plan de soins - tableau des cures de chimiothérapie"]),
            self.identity(with_adr=False),
            ("kv", [("Protocole", [prot[0], " - ", prot[1], " ", keep("DOSE", prot[2]), " (ATC ", keep("ATC", prot[3]), "), J1 = J%d" % (prot[4] + 1)]),
                    ("Surface corporelle", [keep("CONSTANTE", ("%.2f m²" % sc).replace(".", ",")), ", poids ", keep("POIDS", "%d kg" % r.randrange(50, 96))]),
                    ("Prescripteur", self.doc_name(d[0]) + [" (RPPS ", pii("RPPS", d[0]["rpps"]), ")"])]),
            ("table", ["Cycle", "Date", "Dose", "PNN", "Lot"], rows),
            ("p", ["Réduction de dose de 20 % à partir de C4 pour neurotoxicité de grade 2. Condition de traitement : PNN > ",
                   keep("INTERVALLE", "1,5 G/L"), " et plaquettes > ", keep("INTERVALLE", "100 G/L"), "."]),
        ]
        p2 = [("h", ["Surveillance et coordination"]),
              ("p", ["Bilan avant chaque cure : NFS, créatininémie (LOINC ", keep("LOINC", "2160-0"), "), bilan hépatique. Dernière créatinine ",
                     keep("BIOLOGIE", "%d µmol/L" % r.randrange(55, 110)), " le ", self.care(0), "."]),
              ("p", ["Infirmière de coordination : ", pii("PRENOM", d[3]["prenom"], "soignant"), " ", pii("NOM", d[3]["nom"], "soignant"),
                     ", tél. ", pii("TELEPHONE", self.w.phone(), "etablissement"), ". Hôpital de jour, séjour ", pii("NUM_SEJOUR", self.sejour, "sejour"), "."]),
              self.gp_line(),
              self.signature(d[0], "Oncologue")]
        h = self.homonym_line()
        if h:
            p2.insert(1, h)
        if r.random() < 0.4:  # single-page variant
            return "Plan de cures", [p1 + [p2[-1]]]
        return "Plan de cures", [p1, p2]


def build_document(rng: random.Random, shape: str, homonym: str | None):
    doc = Doc(rng, shape, homonym)
    title, pages = doc.build()
    n = len(pages)
    out = []
    for i, blocks in enumerate(pages):
        out.append({"header": doc.header(i, n), "footer": doc.footer(i, n), "blocks": blocks})
    meta, meta_items = doc.meta(title)
    return {"title": title, "pages": out, "meta": meta, "meta_items": meta_items, "doc": doc}
