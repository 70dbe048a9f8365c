"""Fictional French clinical documents as an abstract page model, with their ground truth.

Every personal value is written through ``Doc.P`` and every kept item through
``Doc.K``: the call registers the item on the current page and returns the
text, its spaces replaced by NB so that no producer breaks a value across
lines. Producers call ``fix`` before drawing.
"""

from __future__ import annotations

import random

NB = "\x07"
MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
          "novembre", "décembre"]
SURNAMES = ["Quéméner", "Le Goffic", "Vautrin-Lamarque", "de La Roncière", "Pelletan", "Darricau", "Bouvreuil",
            "Kerhervé", "Lacombe-Sarrail", "Ossola", "Du Plessis-Verdier", "Thévenoux", "Morvilliers", "Garrigou",
            "Etchebarne", "Vuillermoz", "Casanova-Leccia", "Brulebois", "Saint-Aubert", "Ferrandi", "Lhermitier",
            "Dubernat", "Mazurier", "Guillemaud", "Rochebrune", "Picardat", "Le Scouarnec", "Van Houtte",
            "Abdelmoula", "Nguyen-Lefort", "Chassagnac", "Maréchaux", "Ponsardin", "Delaunoy", "Teyssandier",
            "d'Arbaumont", "Jourdenet", "Valbonnet", "Escoffret", "Mandrou", "Carrère-Peyrol", "Blanchemaison"]
FIRST_F = ["Maïlys", "Hélène", "Odile", "Solène", "Anne-Laure", "Bérénice", "Gaëlle", "Marie-Thérèse", "Josiane",
           "Inès", "Clémence", "Ghislaine", "Noémie", "Françoise", "Aurélie", "Éliane"]
FIRST_M = ["Gérald", "Loïc", "Jean-Baptiste", "Aurélien", "Thibault", "Étienne", "Yannick", "Hervé", "Rodolphe",
           "Joël", "Mathéo", "Pierre-Yves", "Cédric", "Benoît", "Anselme", "Rémi"]
COMMUNES = [("Quimper", "29000", "29", "232"), ("Brive-la-Gaillarde", "19100", "19", "031"),
            ("Mont-de-Marsan", "40000", "40", "192"), ("Villeurbanne", "69100", "69", "266"),
            ("Saint-Brieuc", "22000", "22", "278"), ("Montluçon", "03100", "03", "185"),
            ("Aix-en-Provence", "13090", "13", "001"), ("Châlons-en-Champagne", "51000", "51", "108"),
            ("Périgueux", "24000", "24", "322"), ("Lons-le-Saunier", "39000", "39", "300"),
            ("Bourg-en-Bresse", "01000", "01", "053"), ("Vannes", "56000", "56", "260"),
            ("Saint-Dié-des-Vosges", "88100", "88", "413"), ("Bayonne", "64100", "64", "102"),
            ("Roanne", "42300", "42", "187"), ("Épinal", "88000", "88", "160")]
STREETS = ["rue des Cormiers Roux", "allée Fernand-Quillivic", "impasse du Pré-Bagot", "chemin de la Goutte-Morin",
           "rue Achille-Trébuchet", "boulevard des Hêtres Pourpres", "avenue Léonie-Carbonnel",
           "rue du Clos-Ravinel", "place des Tisserandes", "route de la Brande-Haute", "rue Hortense-Vaillard",
           "quai des Gabarriers"]
ETABS = [("Centre hospitalier de Cornouaille-Ouest", "CHCO"), ("Clinique Saint-Vorles", "CSV"),
         ("Hôpital privé des Trois-Chênes", "HPTC"), ("Centre hospitalier intercommunal du Val-Sérein", "CHIVS"),
         ("Polyclinique du Haut-Bocage", "PHB"), ("Groupe hospitalier Lanterne-Sud", "GHLS")]
INSURERS = ["Mutuelle Armorique Santé", "MGEN", "Harmonie Mutuelle", "Mutuelle des Pays de Garonne", "Malakoff Humanis"]
EPONYMS = ["Babinski", "Lasègue", "Glasgow", "Parkinson", "Hartmann", "Gleason", "Crohn", "Trendelenburg"]
MOTS_NOM = ["boulanger", "meunier", "berger", "marchand", "charpentier", "fournier", "mercier", "chevalier"]
MOTS_VILLE = ["orange", "sens", "tours", "vienne"]
CIM10 = [("I10", "hypertension essentielle"), ("E11.9", "diabète de type 2"), ("J18.9", "pneumopathie"),
         ("K80.2", "lithiase vésiculaire"), ("S72.0", "fracture du col du fémur"), ("N39.0", "infection urinaire"),
         ("I48.9", "fibrillation auriculaire"), ("C50.9", "tumeur du sein")]
CCAM = [("HMFC004", "cholécystectomie par cœlioscopie"), ("NEKA020", "prothèse totale de hanche"),
        ("JKFA015", "hystérectomie"), ("QEFA004", "tumorectomie du sein"), ("DZQM006", "échocardiographie")]
ATC = [("C09AA05", "Ramipril", "5 mg"), ("A10BA02", "Metformine", "850 mg"), ("B01AC06", "Acide acétylsalicylique", "75 mg"),
       ("N02BE01", "Paracétamol", "1000 mg"), ("C07AB07", "Bisoprolol", "2,5 mg"), ("B01AF01", "Rivaroxaban", "20 mg"),
       ("J01CR02", "Amoxicilline/acide clavulanique", "1000 mg/125 mg")]
LOINC = [("2345-7", "Glucose", "g/L", "0,70-1,10", 0.7, 1.1), ("2160-0", "Créatinine", "µmol/L", "53-97", 53, 97),
         ("718-7", "Hémoglobine", "g/dL", "12,0-16,0", 12.0, 16.0), ("6690-2", "Leucocytes", "G/L", "4,0-10,0", 4.0, 10.0),
         ("2823-3", "Potassium", "mmol/L", "3,5-5,0", 3.5, 5.0), ("1988-5", "CRP", "mg/L", "0-5", 0.5, 4.0),
         ("4548-4", "HbA1c", "%", "4,0-6,0", 4.0, 6.0), ("2951-2", "Sodium", "mmol/L", "136-145", 136, 145)]
DEVICES = ["scanner Revolution CT (GE)", "IRM Magnetom Vida 3T (Siemens)", "échographe Aplio i800 (Canon)",
           "pompe Alaris GP (BD)", "prothèse Corail taille 12 (DePuy)"]


def fix(s: str) -> str:
    return s.replace(NB, " ")


def luhn_key(digits: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


class Page:
    def __init__(self, index: int):
        self.index = index
        self.items: list[dict] = []
        self.elems: list[tuple] = []
        self.header = ""
        self.footer = ""


class Doc:
    def __init__(self, name: str, producer: str, shape: str, rng: random.Random):
        self.name, self.producer, self.shape, self.rng = name, producer, shape, rng
        self.pages: list[Page] = []
        self.meta_items: list[dict] = []
        self.meta: dict = {}
        self.new_page()

    def new_page(self):
        self.pages.append(Page(len(self.pages)))
        self.cur = self.pages[-1]

    def add(self, *elem):
        self.cur.elems.append(elem)

    def P(self, kind: str, text: str, crit: bool = False, probes=None, page=None) -> str:
        pg = self.cur if page is None else page
        pg.items.append({"role": "pii", "kind": kind, "text": text, "critical": crit, "subtype": "",
                         "probes": probes or [text]})
        return text.replace(" ", NB)

    def K(self, kind: str, sub: str, text: str, page=None) -> str:
        pg = self.cur if page is None else page
        pg.items.append({"role": "keep", "kind": kind, "text": text, "critical": False, "subtype": sub,
                         "probes": [text]})
        return text.replace(" ", NB)

    def truth(self) -> dict:
        return {"name": self.name, "producer": self.producer, "shape": self.shape,
                "pages": [{"index": p.index, "items": p.items} for p in self.pages],
                "metadata_items": self.meta_items}


# ------------------------------------------------------------------ people


def fmt_date(d, m, y, style):
    if style == 0:
        return "%02d/%02d/%04d" % (d, m, y)
    if style == 1:
        return "%d %s %d" % (d, MONTHS[m - 1], y)
    if style == 2:
        return "%04d-%02d-%02d" % (y, m, d)
    if style == 3:
        return "%02d.%02d.%04d" % (d, m, y)
    return "%02d/%02d/%02d" % (d, m, y % 100)


class Person:
    def __init__(self, rng: random.Random, female=None, old=True):
        self.female = rng.random() < 0.5 if female is None else female
        self.nom = rng.choice(SURNAMES)
        self.prenom = rng.choice(FIRST_F if self.female else FIRST_M)
        self.y = rng.randint(1931, 1999) if old else rng.randint(1950, 1985)
        self.m, self.d = rng.randint(1, 12), rng.randint(1, 28)
        c = rng.choice(COMMUNES)
        self.ville, self.cp, self.dep, self.com = c
        self.rue = "%d %s" % (rng.randint(1, 148), rng.choice(STREETS))
        self.tel = "0%d %02d %02d %02d %02d" % (rng.choice([1, 2, 3, 4, 5, 6, 7]), *(rng.randint(10, 99) for _ in range(4)))
        base = "%d%02d%02d%s%s%03d" % (2 if self.female else 1, self.y % 100, self.m, self.dep, self.com, rng.randint(1, 899))
        self.nir13 = base
        self.nirkey = "%02d" % (97 - int(base) % 97)
        self.ipp = str(rng.randint(10 ** 7, 10 ** 9))
        self.nda = str(rng.randint(10 ** 8, 10 ** 9 - 1))
        self.maiden = rng.choice(SURNAMES) if self.female and rng.random() < 0.5 else None
        simple = lambda s: "".join(ch for ch in s.lower().replace("é", "e").replace("è", "e").replace("ë", "e").replace("ï", "i")
                                   .replace("ç", "c").replace("ô", "o").replace("'", "") if ch.isalnum() or ch == "-")
        self.email = "%s.%s%d@%s" % (simple(self.prenom), simple(self.nom).replace("-", ""), rng.randint(1, 99),
                                     rng.choice(["laposte.net", "orange.fr", "gmail.com", "free.fr"]))
        self.member = "%s%07d" % (rng.choice(["MA", "HM", "", "AD"]), rng.randint(10 ** 6, 10 ** 7 - 1))

    def nir(self, style):
        b = self.nir13
        if style == 0:
            return "%s %s %s %s %s %s %s" % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], self.nirkey)
        if style == 1:
            return b + self.nirkey
        return "%s %s" % (b, self.nirkey)

    def ddn(self, style):
        return fmt_date(self.d, self.m, self.y, style)


def rpps(rng):
    b = "10" + "%08d" % rng.randint(0, 10 ** 8 - 1)
    return b + luhn_key(b)


def finess(rng):
    b = "%02d%06d" % (rng.choice([29, 19, 40, 69, 22, 3, 13, 51]), rng.randint(0, 999999))
    return b + luhn_key(b)


# ------------------------------------------------------------------ documents

SHAPES = ["lettre_sortie", "cr_operatoire", "consultation", "biologie", "imagerie", "ordonnance_ald",
          "fiche_liaison_ide", "bon_transport", "admission", "courrier_confrere", "certificat", "cr_hospitalisation",
          "consentement"]
TITLES = {"lettre_sortie": "LETTRE DE LIAISON – SORTIE", "cr_operatoire": "COMPTE RENDU OPÉRATOIRE",
          "consultation": "COMPTE RENDU DE CONSULTATION", "biologie": "COMPTE RENDU D'ANALYSES DE BIOLOGIE MÉDICALE",
          "imagerie": "COMPTE RENDU D'IMAGERIE", "ordonnance_ald": "ORDONNANCE BIZONE – AFFECTION DE LONGUE DURÉE",
          "fiche_liaison_ide": "FICHE DE LIAISON INFIRMIÈRE", "bon_transport": "PRESCRIPTION MÉDICALE DE TRANSPORT",
          "admission": "FEUILLE D'ADMISSION", "courrier_confrere": "COURRIER", "certificat": "CERTIFICAT MÉDICAL",
          "cr_hospitalisation": "COMPTE RENDU D'HOSPITALISATION", "consentement": "CONSENTEMENT ÉCLAIRÉ"}


def build(name: str, producer: str, shape: str, rng: random.Random) -> Doc:
    d = Doc(name, producer, shape, rng)
    pat = Person(rng)
    rel = Person(rng, old=False)
    rel.nom = pat.nom if rng.random() < 0.3 else rel.nom
    gp, doc_, doc2 = Person(rng), Person(rng), Person(rng)
    etab, acro = rng.choice(ETABS)
    ecity = rng.choice(COMMUNES)
    estreet = "%d %s" % (rng.randint(1, 90), rng.choice(STREETS))
    efin = finess(rng)
    etel = "0%d %02d %02d %02d %02d" % (rng.choice([2, 3, 4, 5]), *(rng.randint(10, 99) for _ in range(4)))
    dom = acro.lower() + "-" + ecity[0].lower().split("-")[0].replace("é", "e").replace("â", "a").replace("ç", "c")[:8]
    caps = rng.random() < 0.5
    PN = lambda: d.P("NOM", pat.nom.upper() if caps else pat.nom, True)
    PP = lambda: d.P("PRENOM", pat.prenom, True)
    ds = rng.choice([0, 0, 1, 3])  # birth date style
    yr = rng.choice([2024, 2025])
    mo = rng.randint(1, 10)
    day = rng.randint(1, 20)
    care = lambda off, st=None: d.K("DATE", "", fmt_date(min(28, day + off), mo, yr, ds if st is None else st))
    define_acro = rng.random() < 0.5

    def letterhead():
        lines = [d.P("ETAB", etab, probes=[etab]) + ((" (" + d.P("ETAB", acro) + ")") if define_acro else ""),
                 d.P("ADRESSE", estreet, probes=[estreet, estreet.split(" ", 1)[1]]) + " – " + d.P("CODE_POSTAL", ecity[1]) + " " + d.P("VILLE", ecity[0]),
                 "Tél. " + d.P("TEL", etel) + " – FINESS " + d.P("FINESS", efin)]
        right = ["Service de " + rng.choice(["médecine interne", "chirurgie viscérale", "cardiologie", "gériatrie", "orthopédie"]),
                 "Dr " + d.P("PRENOM", doc_.prenom) + " " + d.P("NOM", doc_.nom.upper()),
                 "RPPS " + d.P("RPPS", rpps(rng))]
        d.add("head", lines, right)

    def running(page):
        page.header = "%s %s – né(e) le %s – IPP %s" % (
            d.P("NOM", pat.nom.upper(), True, page=page), d.P("PRENOM", pat.prenom, True, page=page),
            d.P("DATE_NAISSANCE", pat.ddn(ds), True, page=page), d.P("IPP", pat.ipp, True, page=page))
        page.footer = "%s – %s" % (d.P("ETAB", acro, page=page), d.K("DECOY", "VERSION", "Formulaire %s v%d.%d" % (shape[:3].upper(), rng.randint(1, 4), rng.randint(0, 9))))

    def identity(style=None):
        style = style or rng.choice(["colon", "dots", "under", "valfirst"])
        pairs = [("Nom de naissance" if pat.maiden else "Nom", d.P("NOM", (pat.maiden or pat.nom).upper(), True)),
                 ("Prénom", PP()),
                 ("Date de naissance", d.P("DATE_NAISSANCE", pat.ddn(ds), True)),
                 ("Sexe", "F" if pat.female else "M")]
        if pat.maiden:
            pairs.insert(1, ("Nom d'usage", d.P("NOM", pat.nom.upper(), True)))
        pairs += [("IPP", d.P("IPP", pat.ipp, True)),
                  (rng.choice(["NDA", "N° séjour", "N° venue"]), d.P("EPISODE", pat.nda)),
                  ("Date d'entrée", care(0)),
                  ("Adresse", d.P("ADRESSE", pat.rue, probes=[pat.rue, pat.rue.split(" ", 1)[1]])),
                  ("Ville", d.P("CODE_POSTAL", pat.cp) + " " + d.P("VILLE", pat.ville)),
                  ("Téléphone", d.P("TEL", pat.tel))]
        if rng.random() < 0.6:
            pairs.append(("INS (NIR)", d.P("NIR", pat.nir(rng.choice([0, 1, 2])), True)))
            pairs.append(("OID", d.K("DECOY", "OID", "1.2.250.1.213.1.4.8")))
        if rng.random() < 0.5:
            pairs.append(("Courriel", d.P("EMAIL", pat.email, True)))
        d.add("kv", pairs, rng.choice([1, 2]), style)

    def label():
        lines = ["%s %s" % (PN(), PP()), "Né(e) le %s  (%s)" % (d.P("DATE_NAISSANCE", pat.ddn(ds), True), "F" if pat.female else "M"),
                 "IPP %s   NDA %s" % (d.P("IPP", pat.ipp, True), d.P("EPISODE", pat.nda))]
        d.add("label", lines, pat.ipp + pat.nda[-3:])
        d.cur.items.append({"role": "pii", "kind": "IPP", "text": pat.ipp + pat.nda[-3:], "critical": True, "subtype": "",
                            "probes": [pat.ipp + pat.nda[-3:]]})

    def signature():
        d.add("sig", ["Dr %s %s" % (d.P("PRENOM", doc_.prenom), d.P("NOM", doc_.nom.upper())),
                      "RPPS %s – identifiant %s" % (d.P("RPPS", rpps(rng)), d.P("RPPS", "8" + rpps(rng))),
                      "MSSanté : %s" % d.P("EMAIL", "%s.%s@%s.mssante.fr" % (doc_.prenom.lower()[:1], "".join(c for c in doc_.nom.lower() if c.isalpha()), dom)),
                      "Signé électroniquement le %s" % care(rng.randint(1, 5))])

    def mots(n=2):
        out = []
        for _ in range(n):
            w = rng.choice(MOTS_NOM)
            out.append(rng.choice(["le patient était %s de profession", "ancien %s, retraité"]) % d.K("MOT", "NOM", w))
        v = rng.choice(MOTS_VILLE)
        out.append({"orange": "urines de couleur %s", "sens": "rotation dans le %s horaire",
                    "tours": "trois %s de bande", "vienne": "en attendant qu'il %s en consultation"}[v] % d.K("MOT", "VILLE", v))
        return "; ".join(out)

    letterhead()
    d.add("title", TITLES[shape])
    if shape in ("admission", "bon_transport") or rng.random() < 0.3:
        label()
    identity()
    cim = rng.sample(CIM10, 2)
    med = rng.sample(ATC, 3)
    epo = rng.choice(EPONYMS)
    g = "Madame" if pat.female else "Monsieur"
    intro = "%s %s %s, %d ans, né(e) le %s, hospitalisé(e) du %s au %s. Médecin traitant : Dr %s %s, %s, %s %s, tél. %s." % (
        g, PN(), PP(), 2025 - pat.y, d.P("DATE_NAISSANCE", pat.ddn(ds), True), care(0), care(6),
        d.P("PRENOM", gp.prenom), d.P("NOM", gp.nom), d.P("ADRESSE", gp.rue, probes=[gp.rue, gp.rue.split(" ", 1)[1]]),
        d.P("CODE_POSTAL", gp.cp), d.P("VILLE", gp.ville), d.P("TEL", gp.tel))
    d.add("para", intro, "Motif")
    d.add("para", "Diagnostic principal %s (%s), diagnostic associé %s (%s). Signe de %s recherché. Contexte : %s." % (
        d.K("DECOY", "CIM10", cim[0][0]), cim[0][1], d.K("DECOY", "CIM10", cim[1][0]), cim[1][1],
        d.K("DECOY", "EPONYME", epo), mots()), "Diagnostics")
    if shape in ("cr_operatoire", "consentement", "lettre_sortie"):
        act = rng.choice(CCAM)
        d.add("para", "Acte %s : %s réalisé le %s, matériel : %s, lot %s. Installation en position de %s." % (
            d.K("DECOY", "CCAM", act[0]), act[1], care(1), d.K("DECOY", "DISPOSITIF", rng.choice(DEVICES)),
            d.K("DECOY", "LOT", "LOT %s%05d" % (rng.choice("ABKX"), rng.randint(0, 99999))), d.K("DECOY", "EPONYME", "Trendelenburg")), "Intervention")
    if shape in ("biologie", "cr_hospitalisation", "lettre_sortie", "consultation"):
        rows = []
        dossier = d.P("AUTRE", "%02d%06d" % (yr % 100, rng.randint(0, 999999)))
        for code, lab, unit, rng_txt, lo, hi in rng.sample(LOINC, 5):
            val = lo + (hi - lo) * rng.random() * 1.3
            v = ("%.2f" % val).replace(".", ",") if hi < 20 else "%d" % round(val)
            rows.append([lab, d.K("DECOY", "BIO", v), unit, d.K("DECOY", "BIO", rng_txt), d.K("DECOY", "LOINC", code)])
        d.add("para", "Dossier de laboratoire n° %s, prélèvement du %s." % (dossier, care(1)), "Biologie")
        d.add("table", ["Analyse", "Résultat", "Unité", "Référence", "LOINC"], rows)
    if shape in ("imagerie",):
        acc = d.P("AUTRE", "ACC%s%07d" % (yr, rng.randint(0, 10 ** 7 - 1)))
        d.add("para", "Examen du %s, n° d'accession %s, appareil %s. Produit de contraste iopamidol 300, %s. Pas d'anomalie en regard du segment VII ; pas de signe de %s." % (
            care(0), acc, d.K("DECOY", "DISPOSITIF", rng.choice(DEVICES[:3])), d.K("DECOY", "DOSE", "80 mL"), d.K("DECOY", "EPONYME", "Crohn")), "Technique et résultats")
    if shape in ("ordonnance_ald", "lettre_sortie", "fiche_liaison_ide", "cr_hospitalisation"):
        shown = med[:2] if shape == "ordonnance_ald" else med
        rows = [[m[1], d.K("DECOY", "DOSE", m[2]), d.K("DECOY", "ATC", m[0]), "1 %s" % rng.choice(["matin", "soir", "matin et soir"])] for m in shown]
        if shape == "ordonnance_ald":
            d.add("para", "Ordonnance n° %s du %s. Prescriptions relatives au traitement de l'affection de longue durée reconnue (liste ou hors liste) :" % (
                d.P("AUTRE", "ORD-%d-%06d" % (yr, rng.randint(0, 999999))), care(0)), "Zone ALD")
            d.add("table", ["Médicament", "Dose", "ATC", "Posologie"], rows[:2])
            d.add("para", "Prescriptions SANS RAPPORT avec l'affection de longue durée : %s %s, UCD %s." % (
                med[2][1], d.K("DECOY", "DOSE", med[2][2]), d.K("DECOY", "UCD", "34008%08d" % rng.randint(0, 10 ** 8 - 1))), "Hors ALD")
        else:
            d.add("table", ["Traitement de sortie", "Dose", "ATC", "Posologie"], rows)
    d.new_page() if rng.random() < 0.7 or shape in ("cr_hospitalisation", "consentement") else None
    if shape == "cr_hospitalisation" or rng.random() < 0.3:
        rows = []
        for i in range(rng.randint(2, 4)):
            yy = yr - i - 1
            rows.append([d.K("DATE", "", fmt_date(rng.randint(1, 28), rng.randint(1, 12), yy, ds)),
                         d.P("EPISODE", str(rng.randint(10 ** 8, 10 ** 9 - 1))), rng.choice(["cardiologie", "pneumologie", "chirurgie"]),
                         d.K("DECOY", "CIM10", rng.choice(CIM10)[0])])
        d.add("table", ["Entrée", "N° séjour", "Service", "Diag."], rows, "Séjours antérieurs")
    if shape in ("bon_transport", "fiche_liaison_ide", "admission", "consentement"):
        d.add("kv", [("Personne à prévenir", "%s %s" % (d.P("PRENOM", rel.prenom), d.P("NOM", rel.nom.upper()))),
                     ("Lien", rng.choice(["fille", "fils", "épouse", "époux", "frère"])),
                     ("Adresse", d.P("ADRESSE", rel.rue, probes=[rel.rue, rel.rue.split(" ", 1)[1]]) + ", " + d.P("CODE_POSTAL", rel.cp) + " " + d.P("VILLE", rel.ville)),
                     ("Téléphone", d.P("TEL", rel.tel)),
                     ("Organisme complémentaire", d.P("ETAB", rng.choice(INSURERS))),
                     ("N° adhérent", d.P("AUTRE", pat.member))], 1, "dots")
    if shape in ("fiche_liaison_ide", "bon_transport", "admission"):
        ide = Person(rng)
        d.add("para", "IDE référente : %s %s, ADELI %s, joignable au %s (poste de soins)." % (
            d.P("PRENOM", ide.prenom), d.P("NOM", ide.nom.upper()), d.P("AUTRE", "%s%07d" % (ecity[2], rng.randint(0, 10 ** 7 - 1))),
            d.P("TEL", etel[:-2] + "%02d" % rng.randint(10, 99))), "Équipe soignante")
    if shape == "bon_transport":
        d.add("para", "Transport assis professionnalisé (VSL) du %s vers le %s pour séance de %s ; retour prévu le %s. Référentiel de prescription version %s." % (
            care(2), d.P("ETAB", etab), rng.choice(["dialyse", "radiothérapie"]), care(3), d.K("DECOY", "VERSION", "2024.1")), "Transport")
    if shape == "consentement":
        d.add("para", "Je soussigné(e) %s %s reconnais avoir été informé(e) par le Dr %s des bénéfices et des risques de l'intervention. Fait à %s le %s." % (
            PP(), PN(), d.P("NOM", doc_.nom.upper()), d.P("VILLE", ecity[0]), care(0)), "Déclaration")
        d.add("kv", [("Signature du patient", "%s %s" % (PP(), PN())), ("Signature du proche", "%s %s" % (d.P("PRENOM", rel.prenom), d.P("NOM", rel.nom.upper())))], 2, "under")
    if shape in ("courrier_confrere", "certificat", "consultation"):
        d.add("para", "Cher confrère, je revois ce jour %s %s %s pour le suivi de son %s. Examen : force motrice conservée, réflexes symétriques. Le patient reste joignable au %s ou par courriel (%s). Bien confraternellement." % (
            g, PP(), PN(), cim[0][1], d.P("TEL", pat.tel), d.P("EMAIL", pat.email, True)), "Conclusion")
    d.add("para", "Suite : contrôle le %s ; reconsulter en cas de fièvre. %s" % (
        care(rng.randint(7, 9), rng.choice([0, 1, 2])), mots(1)), "Suivi")
    signature()
    for p in d.pages:
        running(p)
    n = len(d.pages)
    for p in d.pages:
        p.footer += " – " + d.K("DECOY", "PAGE", "Page %d/%d" % (p.index + 1, n), page=p)
    if rng.random() < 0.5:
        d.meta = {"title": "%s – %s %s" % (TITLES[shape].title(), pat.nom.upper(), pat.prenom), "author": acro}
        d.meta_items.append({"kind": "NOM", "text": pat.nom.upper(), "probes": [pat.nom.upper()]})
    else:
        d.meta = {"title": TITLES[shape].title(), "author": acro}
    return d
