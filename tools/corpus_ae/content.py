"""Corpus AE: fictional persons, establishments and the six document shapes.

Every value is invented (names drawn from common French name lists, numbers
generated with valid check digits, real communes with their postcodes).
A shape writes a list of pages; each page is a list of blocks; a block holds
"segments": plain strings or Item dicts (personal values, care dates, decoys,
ordinary homonym words).  The layout (layout.py) turns blocks into positioned
lines and records the items of each page.
"""

from __future__ import annotations

import datetime as dt

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
        "septembre", "octobre", "novembre", "décembre"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

PRENOMS_F = ["Hélène", "Solène", "Maëlle", "Isabelle", "Nathalie", "Chloé", "Camille", "Agnès", "Brigitte",
             "Océane", "Léonie", "Mathilde", "Sylvie", "Josiane", "Amandine", "Élodie", "Bérénice", "Noémie",
             "Gwenaëlle", "Françoise", "Lucie", "Inès", "Yasmina", "Pauline"]
PRENOMS_M = ["Thierry", "Gaëtan", "Benoît", "Jérôme", "Mathis", "Loïc", "Hervé", "Yannick", "Noël", "Rémi",
             "Théo", "Karim", "Joël", "Frédéric", "Cédric", "Anthony", "Grégoire", "Aurélien", "Maxime",
             "Bastien", "Éric", "Sébastien", "Clément", "Romain"]
NOMS = ["Lefebvre", "Garnier", "Roussel", "Perrin", "Lacombe", "Guillot", "Texier", "Marchal", "Vasseur",
        "Delaunay", "Hoarau", "Le Goff", "Tessier", "Carpentier", "Benard", "Lemaire", "Colin", "Aubert",
        "Da Silva", "N'Guessan", "Schmitt", "Poirier", "Leclercq", "Maillard", "Gauthier", "Prévost",
        "Brunet", "Kerbrat", "Barbier", "Renaud", "Hamel", "Ferrand", "Bouvier", "Jacquet", "Ollivier"]
# surnames that are also ordinary French words: (Surname, lowercase word, phrase using the word)
HOMONYMES = [
    ("Boulanger", "boulanger", "Elle travaillait comme aide du {w} de la rue voisine"),
    ("Marchand", "marchand", "il dit avoir acheté un vélo chez un {w} du marché"),
    ("Berger", "berger", "le chien de la famille, un {w} australien, est vacciné"),
    ("Meunier", "meunier", "le moulin du {w} sert de repère au quartier"),
    ("Charpentier", "charpentier", "son voisin, {w} de métier, a donné l'alerte"),
    ("Fontaine", "fontaine", "une {w} à eau est disponible dans la salle d'attente"),
    ("Boucher", "boucher", "le {w} du village a appelé les secours"),
    ("Chevalier", "chevalier", "il se dit {w} investi d'une mission"),
    ("Mercier", "mercier", "le {w} de la galerie marchande a témoigné"),
    ("Masson", "masson", None),
    ("Pasteur", "pasteur", "le {w} de la paroisse rend visite à la famille"),
    ("Rivière", "rivière", "la promenade longe la {w} en contrebas"),
]
COMMUNES = [("Metz", "57000"), ("Poitiers", "86000"), ("Besançon", "25000"), ("Rennes", "35000"),
            ("Angers", "49000"), ("Limoges", "87000"), ("Tours", "37000"), ("Dijon", "21000"),
            ("Amiens", "80000"), ("Reims", "51100"), ("Brest", "29200"), ("Quimper", "29000"),
            ("Pau", "64000"), ("Bayonne", "64100"), ("Valence", "26000"), ("Annecy", "74000"),
            ("Chambéry", "73000"), ("Colmar", "68000"), ("Nancy", "54000"), ("Troyes", "10000"),
            ("Caen", "14000"), ("Rouen", "76000"), ("Le Mans", "72000"), ("Laval", "53000"),
            ("Niort", "79000"), ("Périgueux", "24000"), ("Albi", "81000"), ("Rodez", "12000"),
            ("Tarbes", "65000"), ("Bourges", "18000"), ("Blois", "41000"), ("Chartres", "28000"),
            ("Vannes", "56000"), ("Lorient", "56100"), ("Saint-Brieuc", "22000"), ("Montauban", "82000"),
            ("Agen", "47000"), ("Vesoul", "70000"), ("Épinal", "88000"), ("Mâcon", "71000"),
            ("Nevers", "58000"), ("Auxerre", "89000"), ("Roanne", "42300"), ("Saint-Malo", "35400")]
VOIES = ["rue des Tilleuls", "avenue Jean-Jaurès", "chemin des Vignes", "impasse du Moulin-Neuf",
         "boulevard Gambetta", "allée des Cerisiers", "place de la Halle", "rue Pasteur-Valléry",
         "route de Lyon", "quai des Bateliers", "rue du Four-à-Chaux", "avenue de la Libération",
         "rue des Jardins-Ouvriers", "chemin de la Garenne", "rue Victor-Hugo", "résidence Les Iris, rue Carnot"]
ETABS = {
    "psy": [("Centre Hospitalier Spécialisé du Vieux-Chêne", "CHSVC"),
            ("Établissement Public de Santé Mentale des Côteaux", "EPSMC"),
            ("Centre Psychothérapique de la Vallée-Haute", "CPVH")],
    "umj": [("Centre Hospitalier Intercommunal des Trois-Vallées", "CHITV"),
            ("Hôpital Nord-Ouest des Marches", "HNOM"),
            ("Centre Hospitalier de la Côte-Blanche", "CHCB")],
    "ped": [("Pôle Pédiatrique Les Lucioles", "PPLL"),
            ("Hôpital Mère-Enfant du Bocage", "HMEB"),
            ("Clinique Pédiatrique du Val-Fleuri", "CPVF")],
    "hd": [("Centre de Néphrologie des Hauts-de-Seille", "CNHS"),
           ("Association Régionale de Dialyse du Littoral", "ARDL"),
           ("Clinique Néphrologique Saint-Aubert", "CNSA")],
    "oph": [("Centre Ophtalmologique des Remparts", "CODR"),
            ("Institut de la Vision du Grand-Pré", "IVGP"),
            ("Clinique des Yeux de l'Estuaire", "CYDE")],
    "dc": [("Hôpital Privé des Quatre-Vents", "HPQV"),
           ("Centre Hospitalier du Val-de-Brume", "CHVB"),
           ("Groupe Hospitalier des Deux-Rives", "GHDR")],
}
ECOLES = ["école maternelle Les Capucines", "école élémentaire Jules-Ferry", "crèche Les Petits Mousses",
          "école primaire du Bois-Joli", "multi-accueil Pom'Cannelle"]
COMMISSARIATS = ["commissariat de police de {v}", "brigade de gendarmerie de {v}",
                 "hôtel de police de {v}", "commissariat central de {v}"]
EMPLOYEURS = ["Transports Lemercier SAS", "Boulangeries Artisanales du Centre", "SARL Menuiserie Ravel",
              "Hypermarché Atlantis", "Société Armoricaine de Logistique", "Imprimerie Delta-Nord"]
DOMAINES = ["laposte.net", "orange.fr", "free.fr", "gmail.com", "sfr.fr", "wanadoo.fr"]


# ------------------------------------------------------------------ numbers

def luhn_ok(s: str) -> bool:
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_complete(rng, prefix: str, length: int) -> str:
    body = prefix + "".join(str(rng.randint(0, 9)) for _ in range(length - len(prefix) - 1))
    for k in range(10):
        if luhn_ok(body + str(k)):
            return body + str(k)
    raise AssertionError


def nir(rng, sexe: int, naissance: dt.date) -> str:
    dep = "%02d" % rng.choice([14, 21, 25, 29, 35, 37, 49, 51, 54, 57, 64, 69, 75, 76, 86, 87, 93])
    com = "%03d" % rng.randint(1, 399)
    ordre = "%03d" % rng.randint(1, 999)
    base = "%d%02d%02d%s%s%s" % (sexe, naissance.year % 100, naissance.month, dep, com, ordre)
    cle = 97 - int(base) % 97
    return "%s %s %s %s %s %s %02d" % (base[0], base[1:3], base[3:5], base[5:7], base[7:10], base[10:13], cle)


def telephone(rng, style: int | None = None) -> str:
    d = [rng.choice(["01", "02", "03", "04", "05", "06", "07", "09"])] + ["%02d" % rng.randint(0, 99) for _ in range(4)]
    style = rng.randint(0, 4) if style is None else style
    if style == 0:
        return " ".join(d)
    if style == 1:
        return ".".join(d)
    if style == 2:
        return "-".join(d)
    if style == 3:
        return "+33 " + d[0][1] + " " + " ".join(d[1:])
    return "".join(d)


def fmt_date(d: dt.date, style: str) -> str:
    if style == "slash":
        return d.strftime("%d/%m/%Y")
    if style == "long":
        return "%d %s %d" % (d.day, MOIS[d.month - 1], d.year)
    if style == "dot2":
        return d.strftime("%d.%m.%y")
    if style == "dot":
        return d.strftime("%d.%m.%Y")
    if style == "weekday":
        return "%s %d %s %d" % (JOURS[d.weekday()], d.day, MOIS[d.month - 1], d.year)
    if style == "caps":
        return ("%d %s %d" % (d.day, MOIS[d.month - 1], d.year)).upper()
    if style == "spaced":
        return d.strftime("%d %m %Y")
    if style == "dash":
        return d.strftime("%d-%m-%Y")
    raise ValueError(style)


DDN_STYLES = ["slash", "long", "dot2", "weekday", "caps", "spaced", "dot"]
SOIN_STYLES = ["slash", "long", "dot", "slash", "dash"]


def age_at(born: dt.date, on: dt.date) -> int:
    return on.year - born.year - ((on.month, on.day) < (born.month, born.day))


def strip_accents(s: str) -> str:
    import unicodedata
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")


# ------------------------------------------------------------------ items

def item(role, kind, text, subtype="", critical=False):
    return {"role": role, "kind": kind, "text": text, "subtype": subtype, "critical": critical, "probes": [text]}


class Person:
    def __init__(self, rng, used, sexe=None, homonym=None, born_range=(1935, 2000), role="patient"):
        self.sexe = sexe if sexe is not None else rng.choice([1, 2])
        self.prenom = rng.choice(PRENOMS_M if self.sexe == 1 else PRENOMS_F)
        if homonym is not None:
            self.nom, self.word, self.phrase = homonym
        else:
            while True:
                n = rng.choice(NOMS)
                if n not in used:
                    break
            self.nom, self.word, self.phrase = n, None, None
        used.add(self.nom)
        y = rng.randint(*born_range)
        self.ddn = dt.date(y, rng.randint(1, 12), rng.randint(1, 28))
        c, cp = rng.choice(COMMUNES)
        self.ville, self.cp = c, cp
        self.adresse = "%d %s" % (rng.randint(1, 148), rng.choice(VOIES))
        self.tel = telephone(rng)
        self.email = "%s.%s@%s" % (strip_accents(self.prenom).lower().replace(" ", ""),
                                   strip_accents(self.nom).lower().replace(" ", "").replace("'", ""),
                                   rng.choice(DOMAINES))
        self.role = role
        self.civ = "M." if self.sexe == 1 else "Mme"
        self.ne = "né" if self.sexe == 1 else "née"


class Doctor:
    def __init__(self, rng, used, etab_domain):
        self.sexe = rng.choice([1, 2])
        self.prenom = rng.choice(PRENOMS_M if self.sexe == 1 else PRENOMS_F)
        while True:
            n = rng.choice(NOMS)
            if n not in used:
                break
        used.add(n)
        self.nom = n
        self.rpps = luhn_complete(rng, "10", 11)
        self.adeli = "%02d%02d%05d" % (rng.choice([14, 35, 57, 69, 75, 86]), rng.choice([10, 60, 91]), rng.randint(0, 99999))
        self.tel = telephone(rng)
        self.email = "%s.%s@%s" % (strip_accents(self.prenom)[0].lower(), strip_accents(self.nom).lower().replace(" ", "").replace("'", ""), etab_domain)


class Etab:
    def __init__(self, rng, pool):
        self.nom, self.sigle = rng.choice(pool)
        self.ville, self.cp = rng.choice(COMMUNES)
        self.adresse = "%d %s" % (rng.randint(1, 220), rng.choice(VOIES))
        self.tel = telephone(rng, rng.choice([0, 1]))
        self.finess = luhn_complete(rng, rng.choice(["14", "35", "57", "69", "86", "49"]) + "0", 9)
        self.domain = self.sigle.lower() + ".fr"
