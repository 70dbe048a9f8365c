"""Fictional value lists and identifier generators for corpus D.

Written from scratch for this corpus so that the product was never tuned on
them: invented communes and establishments, mixed common / rare / compound /
particle surnames, and identifiers with their real check keys (NIR key
97 - n mod 97, Luhn for RPPS and FINESS) so that a validator cannot tell them
apart from real ones. Everything is drawn from one ``random.Random``: the
corpus is a pure function of the seed.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field

F_FIRST = ("Odile Martine Brigitte Sandrine Cécile Hélène Josiane Ghislaine Armelle Solène Maëlle Clémence "
           "Bérénice Yvette Lucienne Fatoumata Naïma Samia Leïla Anaïs Capucine Ségolène Gwenaëlle Rozenn "
           "Marie-Hélène Anne-Sophie Marie-Thérèse Paule Agathe Éloïse Mireille Colette Noëlle Viviane "
           "Marjolaine Héloïse Inès Jacqueline Raymonde").split()
M_FIRST = ("Gérard Thierry Pascal Hervé Yannick Gwendal Loïc Ronan Didier Bernard Lucien Marcel Aurélien "
           "Baptiste Timothée Anatole Mehdi Karim Moussa Youssef Rachid Olivier Sébastien Ludovic Grégoire "
           "Jean-Marc Jean-Baptiste Pierre-Yves Paul-Henri Armand Gaston Émile Honoré Fabrice Joël Rémi "
           "Cyprien Florent Gilles Maxence").split()
SURNAMES = ("GUILLOTEAU BRETONNEAU FAUCHEUX LAMBERTIN RABIER CHAUVEAU MOREAUX TESSIER JOUBERT GRIMAUD "
            "PELLETIER LECLERCQ VERHAEGHE DELCOURT BOUCHERIT HAMADI BENSALEM N'DIAYE TRAORÉ NGUYEN "
            "KERMARREC LE_BIHAN LE_CORRE QUÉMÉNER ROUSSELOT MAZURIER GAUTRAND ESCANDE LABARTHE "
            "ETCHEVERRY CASTAGNÉ RIBEROLLES VIDALENC FOURNERET BARTHÉLEMY CHARPENTIER-VOISIN "
            "DUMONT-LACAZE SALLES-ARNAUD DE_VILLENEUVE DE_LA_BROSSE D'ESPINAY DU_MESNIL LE_GALL "
            "MARCHAL POITEVIN BONNEFOY ROBILLARD AUCLAIR THÉVENOT MALLET COUDERC PETIT MASSE GRAND "
            "LÉGER FORT BON").split()
SURNAMES = [s.replace("_", " ") for s in SURNAMES]

# (name, postal prefix = département) -- invented communes with plausible shapes
CITIES = [("Valmorency", "45"), ("Saint-Aubin-des-Landes", "35"), ("Montferrand-le-Vieux", "63"),
          ("Brézolles-sur-Avre", "28"), ("Lanvéoc-Plage", "29"), ("Castelrouge", "31"), ("Vauclaire", "24"),
          ("Pont-Sainte-Eulalie", "86"), ("Moustiers-la-Fontaine", "04"), ("Roncevaux-en-Bresse", "01"),
          ("Villefranche-d'Ardenne", "08"), ("Aurignac-les-Bains", "65"), ("Kerlouan-Izel", "22"),
          ("Beauvoir-la-Cité", "79"), ("Sainte-Menehould-sur-Aisne", "02"), ("Lussac-Chaumont", "87"),
          ("L'Isle-Vernay", "84"), ("Haut-Marzan", "56"), ("Trémeur", "22"), ("Cazals-d'Olt", "46")]
STREET_TYPES = ["rue", "avenue", "boulevard", "impasse", "allée", "chemin", "place", "route", "quai", "square"]
STREET_NAMES = ["des Glycines", "du Lavoir", "Paul-Émile Victor", "des Tanneurs", "du Champ de Foire",
                "de la Fontaine aux Moines", "du Docteur Roux", "Anatole Le Braz", "des Capucines",
                "de l'Abbé Grégoire", "des Trois Cailloux", "du Clos Fleuri", "Jeanne Barret", "des Cordiers",
                "de la Croix Verte", "du Pré Saint-Jean", "Olympe de Gouges", "des Mésanges", "du Vieux Pressoir",
                "Aristide Bergès", "de la Tuilerie", "des Lilas Blancs", "du Moulin Neuf", "Camille Claudel"]
COMPLEMENTS = ["Bât. C", "Bât. B2, esc. 3", "Résidence Les Hortensias", "Appt 14", "Lieu-dit La Garenne",
               "Résidence du Parc, Bât. A", "chez M. et Mme {rel}"]
ETAB_PATTERNS = [("Centre Hospitalier de {c}", "{c}"), ("Clinique Sainte-Colombe", "Sainte-Colombe"),
                 ("Hôpital privé des Trois-Chênes", "Trois-Chênes"), ("Groupe Hospitalier Loire-Brenne", "Loire-Brenne"),
                 ("CHU de {c}", "{c}"), ("Polyclinique du Val d'Orbieu", "Val d'Orbieu"),
                 ("Centre Hospitalier Intercommunal Marsac-Lunel", "Marsac-Lunel"),
                 ("Clinique mutualiste Les Alouettes", "Les Alouettes"), ("Hôpital Saint-Florentin", "Saint-Florentin"),
                 ("Laboratoire Biolor Atlantique", "Biolor Atlantique"), ("Cabinet d'imagerie Radiolys", "Radiolys"),
                 ("EHPAD Les Jardins de Solenn", "Jardins de Solenn")]
MAIL_DOMAINS = ["orange.fr", "free.fr", "laposte.net", "gmail.com", "sfr.fr", "wanadoo.fr", "hotmail.fr"]
MUTUELLES = ["MGEN", "Harmonie Mutuelle", "MAAF Santé", "Mutuelle Bleue", "AG2R", "Malakoff Humanis"]
MONTHS = "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split()
MONTHS_ABBR = "JAN FEV MAR AVR MAI JUN JUL AOU SEP OCT NOV DEC".split()


def luhn_ok(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def luhn_complete(body: str) -> str:
    """``body`` plus the one digit that makes it Luhn-valid."""
    return next(body + str(k) for k in range(10) if luhn_ok(body + str(k)))


def nir_key(thirteen: str) -> int:
    n = int(thirteen.replace("2A", "19").replace("2B", "18"))
    return 97 - n % 97


@dataclass
class Person:
    sex: str  # "F" / "M"
    first: list[str]
    birth_name: str
    used_name: str | None  # married name, None if same as birth name
    dob: dt.date
    nir: str
    ipp: str
    nda: str
    number: str
    street_type: str
    street: str
    complement: str | None
    cp: str
    city: str
    tel: str
    email: str
    mutuelle: tuple[str, str]
    relative: tuple[str, str, str, str] = field(default=("", "", "", ""))  # link, first, name, tel

    @property
    def name(self) -> str:
        return self.used_name or self.birth_name


@dataclass
class Practitioner:
    title: str
    first: str
    name: str
    specialty: str
    rpps: str
    adeli: str
    email: str


@dataclass
class Etab:
    name: str
    probe: str
    number: str
    street: str
    bp: str | None
    cp: str
    city: str
    cedex: str | None
    tel: str
    fax: str
    finess: str
    email: str


class Gen:
    """All random draws of one document go through here (deterministic per seed)."""

    def __init__(self, rng: random.Random):
        self.r = rng
        self.used_names: set[str] = set()

    def choice(self, seq):
        return self.r.choice(seq)

    def chance(self, p: float) -> bool:
        return self.r.random() < p

    def digits(self, n: int) -> str:
        return "".join(self.r.choice("0123456789") for _ in range(n))

    def surname(self) -> str:
        for _ in range(50):
            s = self.r.choice(SURNAMES)
            if s not in self.used_names:
                break
        self.used_names.add(s)
        return s

    def first(self, sex: str) -> str:
        return self.r.choice(F_FIRST if sex == "F" else M_FIRST)

    def date_between(self, y0: int, y1: int) -> dt.date:
        start = dt.date(y0, 1, 1).toordinal()
        return dt.date.fromordinal(self.r.randint(start, dt.date(y1, 12, 28).toordinal()))

    def phone(self, mobile: bool | None = None) -> str:
        mobile = self.chance(0.5) if mobile is None else mobile
        head = self.r.choice("67") if mobile else self.r.choice("12345")
        d = "0" + head + self.digits(8)
        pairs = [d[i:i + 2] for i in range(0, 10, 2)]
        style = self.r.randrange(7)
        if style == 0:
            return " ".join(pairs)
        if style == 1:
            return ".".join(pairs)
        if style == 2:
            return d
        if style == 3:
            return "+33 " + d[1] + " " + " ".join(pairs[1:])
        if style == 4:
            return "+33 (0)" + d[1] + " " + " ".join(pairs[1:])
        if style == 5:
            return "-".join(pairs)
        return "+33" + d[1:]

    def nir(self, sex: str, dob: dt.date, dept: str) -> str:
        dep = dept if self.chance(0.9) else self.r.choice(["2A", "2B", "99"])
        body = ("1" if sex == "M" else "2") + dob.strftime("%y%m") + dep + self.digits(3) + self.digits(3)
        key = "%02d" % nir_key(body)
        style = self.r.randrange(3)
        if style == 0:
            return " ".join([body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key])
        if style == 1:
            return body + key
        return body + " " + key

    def rpps(self) -> str:
        return luhn_complete("10" + self.digits(8))

    def finess(self, dept: str) -> str:
        return luhn_complete(dept + self.digits(6))

    def city(self):
        return self.r.choice(CITIES)

    def cp(self, dept: str) -> str:
        return dept + self.r.choice(["000", "100", "120", "200", "230", "310", "400", "470", "560", "800"])

    def person(self, sex: str | None = None) -> Person:
        sex = sex or self.r.choice("FM")
        first = [self.first(sex)]
        if self.chance(0.35):
            first.append(self.first(sex))
        birth = self.surname()
        used = self.surname() if sex == "F" and self.chance(0.45) else None
        dob = self.date_between(1928, 2006)
        city, dept = self.city()
        nom = used or birth
        email_local = self.r.choice(["{f}.{n}", "{f}{n}{y}", "{i}{n}", "{n}.{f}{y}"]).format(
            f=_ascii(first[0]).lower(), n=_ascii(nom).lower().replace(" ", "").replace("'", ""),
            i=_ascii(first[0])[0].lower(), y=dob.strftime("%y"))
        rel_first = self.first(self.r.choice("FM"))
        return Person(sex=sex, first=first, birth_name=birth, used_name=used, dob=dob,
                      nir=self.nir(sex, dob, dept), ipp=self.ipp(), nda=self.nda(),
                      number=str(self.r.randint(1, 180)) + (self.r.choice([" bis", " ter", "bis"]) if self.chance(0.2) else ""),
                      street_type=self.r.choice(STREET_TYPES), street=self.r.choice(STREET_NAMES),
                      complement=self.r.choice(COMPLEMENTS) if self.chance(0.35) else None,
                      cp=self.cp(dept), city=city, tel=self.phone(), email=email_local + "@" + self.r.choice(MAIL_DOMAINS),
                      mutuelle=(self.r.choice(MUTUELLES), self.digits(self.r.choice([8, 9, 10]))),
                      relative=(self.r.choice(["fille", "fils", "époux", "épouse", "sœur", "neveu", "voisine"]),
                                rel_first, self.surname(), self.phone(True)))

    def ipp(self) -> str:
        return self.r.choice(["00", "", "1", "9"]) + self.digits(self.r.choice([7, 8]))

    def nda(self) -> str:
        y = str(self.r.randint(22, 25))
        return self.r.choice([y + self.digits(7), "V" + y + "-" + self.digits(6), "S" + self.digits(8),
                              y + "/" + self.digits(6)])

    def practitioner(self, specialty: str, title: str | None = None) -> Practitioner:
        sex = self.r.choice("FM")
        first = self.first(sex)
        name = self.surname()
        adeli = self.r.choice(["45", "35", "63", "29", "31"]) + "1" + self.digits(6)
        mail = "%s.%s@%s" % (_ascii(first).lower(), _ascii(name).lower().replace(" ", "").replace("'", ""),
                             self.r.choice(["ch-hopital.fr", "medecin.mssante.fr", "clinique-sante.fr"]))
        return Practitioner(title or self.r.choice(["Dr", "Dr", "Dr", "Pr"]), first, name, specialty,
                            self.rpps(), adeli, mail)

    def etab(self) -> Etab:
        pat, probe = self.r.choice(ETAB_PATTERNS)
        city, dept = self.city()
        return Etab(name=pat.format(c=city), probe=probe.format(c=city), number=str(self.r.randint(1, 90)),
                    street=self.r.choice(STREET_TYPES) + " " + self.r.choice(STREET_NAMES),
                    bp="BP " + self.digits(self.r.choice([3, 4])) if self.chance(0.4) else None,
                    cp=self.cp(dept), city=city, cedex=self.r.choice(["Cedex", "Cedex 9", "CEDEX 02"]) if self.chance(0.5) else None,
                    tel=self.phone(False), fax=self.phone(False), finess=self.finess(dept),
                    email="secretariat.%s@%s" % (self.r.choice(["chir", "med", "bio", "radio", "sortie"]),
                                                  self.r.choice(["ghsud.fr", "clinique-colombe.fr", "hopital-nord.org"])))

    def login(self, first: str, name: str) -> str:
        return self.r.choice(["{i}{n}", "{n}{i}", "{f}.{n}", "{n}_{i}2"]).format(
            i=_ascii(first)[0].lower(), f=_ascii(first).lower(), n=_ascii(name).lower().replace(" ", "").replace("'", "")[:8])


def _ascii(s: str) -> str:
    import unicodedata
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


def fmt_date(d: dt.date, style: int) -> str:
    """The many ways hospital software prints a date."""
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year), d.strftime("%d/%m/%y"),
            d.strftime("%d.%m.%Y"), d.strftime("%Y-%m-%d"), "%02d-%s-%d" % (d.day, MONTHS_ABBR[d.month - 1], d.year),
            ("1er" if d.day == 1 else str(d.day)) + " " + MONTHS[d.month - 1] + " " + str(d.year),
            d.strftime("%d-%m-%Y")][style % 8]
