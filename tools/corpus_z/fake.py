"""Fictional identities, identifiers and decoys for corpus Z (all invented, seeded)."""

from __future__ import annotations

import random

SURNAMES = [
    "Gaudinet", "Lemarquis", "Perrichon", "Vasseuil", "Tournebise", "Chaumerel", "Brossard", "Delaunoy",
    "Fauvelle", "Guillemot", "Hardouin", "Jacquemart", "Kerbrat", "Lavergnat", "Morvandiau", "Naudeix",
    "Orsinet", "Pelletan", "Quesnoy", "Rabuteau", "Sauvignac", "Thévenard", "Ubertin", "Valentré",
    "Wattebled", "Yvonnet", "Zamponi", "Abgrallot", "Bellocq", "Cazenave", "Dufrénoy", "Escoffet",
    "Fourcadet", "Garaudel", "Hennequart", "Isnardon", "Jouvenceau", "Labrousse", "Maréchaux", "Nivelon",
    "Ollivaud", "Pradelle", "Rigaudeau", "Solignac", "Trémouille", "Vaillandet", "Audebrand", "Bonnefoux",
    "Coustillac", "Daguerret", "Estrabaud", "Fontanieu", "Gorsseaux", "Harlé-Mounier", "Le Goarnic",
]
# surnames that are also ordinary French words (the lower-case word is then printed as a keep item)
HOMONYMS = ["Boulanger", "Charpentier", "Boucher", "Berger", "Meunier", "Marchand", "Mercier", "Tisserand"]
HOMONYM_PHRASES = {
    "boulanger": "ancien boulanger", "charpentier": "ancien charpentier", "boucher": "ancien boucher",
    "berger": "ancien berger", "meunier": "ancien meunier", "marchand": "ancien marchand de vins",
    "mercier": "ancien mercier", "tisserand": "ancien tisserand",
}
# ordinary words that are also communes
VILLE_WORDS = {
    "sens": "massage dans le sens du retour veineux",
    "tours": "bande de contention posée en deux tours",
    "orange": "urines de teinte orange",
    "digne": "souhaite une fin de vie digne",
    "moulins": "aime les moulins de sa région natale",
}

FIRST_F = ["Jeanne", "Odile", "Martine", "Solange", "Ghislaine", "Mireille", "Bernadette", "Colette", "Nadège",
           "Sylvie", "Léonie", "Anaïs", "Maëlys", "Clémence", "Agathe", "Roseline", "Huguette", "Fabienne",
           "Josiane", "Lucienne", "Capucine", "Armelle", "Maryvonne", "Édith"]
FIRST_M = ["Marcel", "Gérard", "Thierry", "Lucien", "Régis", "Fernand", "Yannick", "Hervé", "Baptiste",
           "Mathis", "Joël", "Gaston", "Raymond", "Cédric", "Loïc", "Aurélien", "Bertrand", "Gilles",
           "Ludovic", "Maxence", "Florian", "Octave", "Anatole", "Benoît"]

# real communes / postcodes (allowed), département code and INSEE commune code for NIR
COMMUNES = [
    ("Le Mans", "72000", "72", "181"), ("Laval", "53000", "53", "130"), ("Angers", "49000", "49", "007"),
    ("Alençon", "61000", "61", "001"), ("Chartres", "28000", "28", "085"), ("Vendôme", "41100", "41", "269"),
    ("Saumur", "49400", "49", "328"), ("Mayenne", "53100", "53", "147"), ("La Flèche", "72200", "72", "154"),
    ("Châteaudun", "28200", "28", "088"), ("Blois", "41000", "41", "018"), ("Cholet", "49300", "49", "099"),
    ("Sablé-sur-Sarthe", "72300", "72", "264"), ("Château-Gontier", "53200", "53", "062"),
    ("Nogent-le-Rotrou", "28400", "28", "280"), ("Mamers", "72600", "72", "180"), ("Argentan", "61200", "61", "006"),
    ("Segré", "49500", "49", "331"), ("Romorantin-Lanthenay", "41200", "41", "194"), ("Dreux", "28100", "28", "134"),
]
DEPTS = {"72": "la Sarthe", "53": "la Mayenne", "49": "Maine-et-Loire", "61": "l'Orne", "28": "l'Eure-et-Loir",
         "41": "Loir-et-Cher"}

STREETS = ["rue des Tilleuls", "impasse des Glycines", "allée des Cerisiers", "chemin de la Croix-Verte",
           "rue du Pressoir", "boulevard des Hirondelles", "rue des Vignerons", "place du Vieux-Marché",
           "avenue des Acacias", "rue de la Fontaine-Bodin", "chemin des Grands-Prés", "rue des Ormeaux",
           "allée des Bruyères", "rue du Clos-Fleuri", "route de la Garenne", "rue des Tanneurs",
           "square des Lilas", "rue de l'Étang-Neuf", "quai des Mariniers", "rue des Charmilles"]

# invented establishments: (full name, sigle, distinctive part)
PLACES = [("du", "Val-de-Morlan"), ("des", "Trois-Vallées"), ("du", "Haut-Bocage"), ("du", "Pays de Serrain"),
          ("de la", "Vallée de l'Orvanne"), ("de", "Sainte-Adélaïde"), ("des", "Coteaux du Layon-Vert"),
          ("des", "Marches de Brionne"), ("des", "Portes du Perche-Gouët"), ("de", "Saint-Ambrelin"),
          ("du", "Bois-Joli"), ("du", "Val-d'Aubrée")]
EST_PATTERNS = [
    ("Centre hospitalier intercommunal {art} {p}", "CHI{a}"),
    ("Groupe hospitalier {art} {p}", "GH{a}"),
    ("Centre hospitalier {art} {p}", "CH{a}"),
    ("Hôpital privé {art} {p}", "HP{a}"),
]

SPECIALTIES = [("cardiologie", "Cardiologie"), ("médecine interne", "Médecine interne"),
               ("pneumologie", "Pneumologie"), ("gériatrie", "Gériatrie"), ("néphrologie", "Néphrologie"),
               ("gastro-entérologie", "Gastro-entérologie")]


def luhn_ok(num: str) -> bool:
    s = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def luhn_complete(prefix: str) -> str:
    for d in "0123456789":
        if luhn_ok(prefix + d):
            return prefix + d
    raise AssertionError


class Faker:
    def __init__(self, rng: random.Random):
        self.r = rng
        self.used: set[str] = set()

    def _uniq(self, fn):
        for _ in range(200):
            v = fn()
            if v not in self.used:
                self.used.add(v)
                return v
        raise RuntimeError("no unique value")

    def surname(self, homonym_ok=False) -> str:
        pool = SURNAMES + (HOMONYMS if homonym_ok else [])
        return self._uniq(lambda: self.r.choice(pool))

    def first(self, sex: str) -> str:
        return self._uniq(lambda: self.r.choice(FIRST_F if sex == "F" else FIRST_M))

    def digits(self, n: int) -> str:
        return "".join(self.r.choice("0123456789") for _ in range(n))

    def phone(self, mobile=False) -> str:
        def mk():
            head = self.r.choice(["06", "07"]) if mobile else self.r.choice(["02", "02", "01"])
            return head + " " + " ".join(self.digits(2) for _ in range(4))
        return self._uniq(mk)

    def rpps(self) -> str:
        return self._uniq(lambda: luhn_complete("10" + self.digits(8)))

    def finess(self, dept: str) -> str:
        return self._uniq(lambda: luhn_complete(dept + "0" + self.digits(5)))

    def commune(self):
        return self._uniq_tuple(COMMUNES)

    def _uniq_tuple(self, pool):
        for _ in range(200):
            v = self.r.choice(pool)
            if v[0] not in self.used:
                self.used.add(v[0])
                return v
        raise RuntimeError

    def street(self) -> tuple[str, str]:
        name = self._uniq(lambda: self.r.choice(STREETS))
        num = str(self.r.randint(1, 148))
        if self.r.random() < 0.15:
            num += " bis"
        return num + " " + name, name

    def address(self):
        full, street = self.street()
        ville, cp, dept, insee = self.commune()
        return {"street": full, "street_name": street, "ville": ville, "cp": cp, "dept": dept, "insee": insee}

    def establishment(self, dept: str):
        art, place = self._uniq(lambda: self.r.choice(PLACES))
        pat, sig = self.r.choice(EST_PATTERNS)
        name = pat.format(art=art, p=place)
        letters = "".join(w[0] for w in place.replace("-", " ").replace("'", " ").split() if w[0].isupper())
        sigle = sig.format(a=letters)
        domain = sigle.lower() + ".fr"
        return {"name": name, "sigle": sigle, "place": place, "art": art, "finess": self.finess(dept), "domain": domain}

    def date(self, y0: int, y1: int) -> tuple[int, int, int]:
        return self.r.randint(y0, y1), self.r.randint(1, 12), self.r.randint(1, 28)

    def person(self, sex=None, homonym_ok=False):
        sex = sex or self.r.choice("FM")
        return {"sex": sex, "nom": self.surname(homonym_ok), "prenom": self.first(sex)}

    def patient(self):
        sex = self.r.choice("FM")
        p = self.person(sex)
        p["naissance"] = self.surname() if sex == "F" and self.r.random() < 0.7 else None
        y, m, d = self.date(1931, 1975)
        p["dob"] = (y, m, d)
        p["dob_s"] = "%02d/%02d/%04d" % (d, m, y)
        addr = self.address()
        p["addr"] = addr
        birth_dept, birth_insee = self.r.choice([(c[2], c[3]) for c in COMMUNES])
        nir13 = ("1" if sex == "M" else "2") + "%02d%02d" % (y % 100, m) + birth_dept + birth_insee + self.digits(3)
        key = 97 - (int(nir13) % 97)
        p["nir13"], p["nir_key"] = nir13, "%02d" % key
        n = nir13
        p["nir_s"] = "%s %s %s %s %s %s %s" % (n[0], n[1:3], n[3:5], n[5:7], n[7:10], n[10:13], p["nir_key"])
        p["nir_boxes"] = " ".join(n) + " " + " ".join(p["nir_key"])
        p["ipp"] = self._uniq(lambda: "8" + self.digits(8))
        p["phone"] = self.phone(mobile=True)
        p["email"] = None
        if self.r.random() < 0.5:
            base = (p["prenom"][0] + "." + p["nom"]).lower()
            for a, b in (("é", "e"), ("è", "e"), ("ë", "e"), ("ï", "i"), ("î", "i"), ("ç", "c"), (" ", ""),
                         ("'", ""), ("â", "a"), ("ô", "o"), ("É", "e")):
                base = base.replace(a, b)
            p["email"] = base + str(self.r.randint(10, 99)) + "@" + self.r.choice(["laposte.net", "orange.fr", "free.fr", "gmail.com"])
        return p

    def doctor(self, title="Dr"):
        p = self.person(homonym_ok=True)
        p["rpps"] = self.rpps()
        p["title"] = title
        return p


def fmt_date(t) -> str:
    y, m, d = t
    return "%02d/%02d/%04d" % (d, m, y)


def age_at(dob, when) -> int:
    y, m, d = dob
    yy, mm, dd = when
    return yy - y - ((mm, dd) < (m, d))
