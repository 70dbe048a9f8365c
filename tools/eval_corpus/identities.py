"""Fictional people, establishments and identifiers for the evaluation corpus.

Why separate from the model's training templates (tools/ner_build): a score on
text the model was trained on would flatter it. Pools, wording and formats
here are written independently. All people are invented; towns and their
postal codes are real so that gazetteer rules meet what they meet in practice.
Check digits (NIR key, Luhn) are computed here, not with the app's code.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
          "septembre", "octobre", "novembre", "décembre"]

# Surnames that are also ordinary lowercase words: the hard case for name
# propagation ("un ancien boulanger"). Each comes with a sentence using the
# lowercase word in body prose.
WORD_SURNAMES = {
    "BOULANGER": "Ancien {w} à la retraite, il reste actif.",
    "BERGER": "Vit avec son chien, un {w} des Pyrénées.",
    "FONTAINE": "Boit l'eau de la {w} du hameau.",
    "MARCHAND": "Travaille comme {w} de primeurs sur les marchés.",
    "CHARPENTIER": "Profession : {w} couvreur, travail en hauteur.",
    "PETIT": "Un {w} hématome au point de ponction, sans gravité.",
    "BONNET": "Port du {w} et de la surblouse à l'entrée du bloc.",
    "TROUVE": "Le patient se {w} mieux depuis la reprise du traitement.",
    "BOUCHER": "Ancien {w} en grande surface, droitier.",
    "MEUNIER": "A exercé comme ouvrier {w} pendant vingt ans.",
    "BLANC": "Liquide de drainage {w} laiteux, en faible quantité.",
    "GERMAIN": "Son cousin {w} a présenté la même pathologie.",
}

OTHER_SURNAMES = [
    "ARRIBEHAUTE", "LASSALLETTE", "ETCHEGORRY", "DUPOUEY", "CAZENABE", "LABORDETTE",
    "HIRIGOYEN", "SALLENAVE", "POUYANNE", "LARRIEUX", "MIRASSOU", "BASTERREIX",
    "DARRIGRAND", "LACAZETTE", "TOURNIAIRE", "VERDALLE", "QUILLACQ", "BROUSTAUT",
    "CASTAINGTS", "LAPEYRADE", "OSPITAL", "PEYREBLANQUE", "GOYHENECHE", "CAMBLONG",
    "DESCLAUX", "FOURTINE", "HARGOUS", "LESPINASSE", "MOUSTROU", "SARRAILH",
]

FIRST_F = ["Jeanne", "Odette", "Marie-Claire", "Solène", "Ginette", "Maïté", "Nadège",
           "Bernadette", "Élodie", "Annick", "Chantal", "Laurence", "Paulette", "Ines"]
FIRST_M = ["Jean-Marc", "Guy", "Patrice", "Raymond", "Thierry", "Loïc", "Gérard",
           "Jean-Baptiste", "Émile", "Didier", "Alain", "Fabrice", "Mathis", "Pierre-Yves"]

DOCTOR_SURNAMES = ["ARRAMBIDE", "GARATEGUY", "LOUSTAU", "CHABANNE", "HAOUZI", "IRIBARNE",
                   "MONDRAGON", "PEDEBOSCQ", "SEMPÉ", "TASTET", "VIGNAU", "ZUBIETA",
                   "BORDENAVE", "CAPDEVIELLE", "DUHALDE", "LAFFITTE"]
DOCTOR_FIRST = ["Hélène", "Olivier", "Amaia", "Stéphane", "Karim", "Claire", "Benoît",
                "Agnès", "Xabi", "Sylvie", "Romain", "Nathalie"]

# (town, postal code): real communes.
TOWNS = [("Bayonne", "64100"), ("Anglet", "64600"), ("Biarritz", "64200"), ("Pau", "64000"),
         ("Orthez", "64300"), ("Dax", "40100"), ("Mont-de-Marsan", "40000"), ("Tarbes", "65000"),
         ("Hendaye", "64700"), ("Saint-Palais", "64120"), ("Mauléon-Licharre", "64130"),
         ("Capbreton", "40130"), ("Tyrosse", "40230"), ("Peyrehorade", "40300"),
         ("Oloron-Sainte-Marie", "64400"), ("Lourdes", "65100")]

STREET_TYPES = ["rue", "avenue", "chemin", "impasse", "allée", "boulevard", "place", "route",
                "résidence", "lotissement"]
STREET_NAMES = ["des Tilleuls", "du Moulin Neuf", "Lauga", "des Acacias", "de la Nive",
                "du Pont Vieux", "des Genêts", "Bellevue", "de Hargous", "des Écoliers",
                "du Stade", "des Palombes", "de l'Adour", "Marengo", "des Mimosas"]


@dataclass(frozen=True)
class Etab:
    name: str
    acronym: str
    probes: tuple[str, ...]
    street: str
    town: str
    cp: str
    finess: str
    tel: str
    email: str


def luhn_complete(body: str) -> str:
    """Append the Luhn digit to ``body`` (RPPS, FINESS)."""
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


def nir_with_key(body13: str) -> str:
    b = body13.replace("2A", "19").replace("2B", "18") if body13[5:7] in ("2A", "2B") else body13
    return body13 + "%02d" % (97 - int(b) % 97)


ETAB_SPECS = [
    ("Centre Hospitalier de la Côte d'Argent", "CHCA", ("Côte d'Argent",), "13 avenue de l'Interne Loëb", "Bayonne", "64100"),
    ("Clinique des Ormeaux", "CLO", ("Ormeaux",), "2 rue Lavigne", "Dax", "40100"),
    ("Hôpital Privé des Trois Vallons", "HPTV", ("Trois Vallons",), "45 chemin de Lahoun", "Pau", "64000"),
    ("Centre Hospitalier Intercommunal du Val d'Adour", "CHIVA", ("Val d'Adour",), "8 boulevard du Général Lasalle", "Tarbes", "65000"),
    ("Polyclinique Sainte-Quitterie des Landes", "PSQL", ("Sainte-Quitterie",), "1 place Saint-Roch", "Mont-de-Marsan", "40000"),
]


class People:
    """Deterministic source of fictional identities."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self._ipp = set()

    def etabs(self) -> list[Etab]:
        out = []
        for name, acr, probes, street, town, cp in ETAB_SPECS:
            finess = luhn_complete("%02d%06d" % (int(cp[:2]), self.rng.randrange(10**6)))
            tel = "05 %02d %02d %02d %02d" % tuple(self.rng.randrange(100) for _ in range(4))
            dom = acr.lower() + "-sante.fr"
            email = self.rng.choice(["secretariat.chirurgie", "accueil", "bureau.entrees", "sec.medecine"]) + "@" + dom
            out.append(Etab(name, acr, probes, street, town, cp, finess, tel, email))
        return out

    def doctor(self) -> tuple[str, str, str]:
        """(first name, SURNAME, RPPS)."""
        rpps = luhn_complete("10" + "%08d" % self.rng.randrange(10**8))
        return self.rng.choice(DOCTOR_FIRST), self.rng.choice(DOCTOR_SURNAMES), rpps

    def patient(self, word_surname: bool) -> dict:
        r = self.rng
        sex = r.choice("FM")
        first = r.choice(FIRST_F if sex == "F" else FIRST_M)
        surname = r.choice(sorted(WORD_SURNAMES)) if word_surname else r.choice(OTHER_SURNAMES)
        year = r.randrange(1931, 2004)
        month = r.randrange(1, 13)
        day = r.randrange(1, 29)
        town, cp = r.choice(TOWNS)
        dept = cp[:2]
        if r.random() < 0.12:
            dept = r.choice(["2A", "2B"])  # born in Corsica
        elif r.random() < 0.1:
            dept = "99"  # born abroad
        body = "%d%02d%02d%s%03d%03d" % (1 if sex == "M" else 2, year % 100, month, dept,
                                          r.randrange(1, 990), r.randrange(1, 999))
        nir = nir_with_key(body)
        while True:
            ipp = str(r.randrange(10**6, 10**8))
            if ipp not in self._ipp:
                self._ipp.add(ipp)
                break
        nda = "%02d%06d" % (r.randrange(20, 26), r.randrange(10**6))
        tel = "0%d%08d" % (r.choice([5, 6, 7]), r.randrange(10**8))
        mail_user = "%s.%s" % (_ascii(first).lower().replace("-", ""), _ascii(surname).lower())
        email = mail_user + "@" + r.choice(["orange.fr", "free.fr", "laposte.net", "sfr.fr", "gmail.com"])
        street = "%d %s %s" % (r.randrange(1, 120), r.choice(STREET_TYPES), r.choice(STREET_NAMES))
        return dict(sex=sex, first=first, surname=surname, year=year, month=month, day=day,
                    town=town, cp=cp, nir=nir, ipp=ipp, nda=nda, tel=tel, email=email, street=street)


def _ascii(s: str) -> str:
    table = str.maketrans("éèêëàâäïîôöùûüçÉÈ", "eeeeaaaiioouuucEE")
    return s.translate(table)


def fmt_tel(tel: str, style: int) -> str:
    pairs = [tel[i:i + 2] for i in range(0, 10, 2)]
    if style == 0:
        return " ".join(pairs)
    if style == 1:
        return ".".join(pairs)
    if style == 2:
        return tel
    if style == 3:
        return "+33 " + tel[1] + " " + " ".join(pairs[1:])
    return "-".join(pairs)


def fmt_nir(nir: str, style: int) -> str:
    if style == 0:
        return "%s %s %s %s %s %s %s" % (nir[0], nir[1:3], nir[3:5], nir[5:7], nir[7:10], nir[10:13], nir[13:])
    if style == 1:
        return nir
    return nir[:13] + " " + nir[13:]


def fmt_date(day: int, month: int, year: int, style: int) -> str:
    if style == 0:
        return "%02d/%02d/%04d" % (day, month, year)
    if style == 1:
        return "%02d.%02d.%04d" % (day, month, year)
    if style == 2:
        return "%02d-%02d-%04d" % (day, month, year)
    if style == 3:
        return "%s %s %d" % ("1er" if day == 1 else str(day), MONTHS[month - 1], year)
    if style == 4:
        return "%02d/%02d/%02d" % (day, month, year % 100)
    return "%d/%d/%04d" % (day, month, year)
