"""Fictional identities and identifiers (all invented; communes and postcodes are real).

NIR keys are mod-97 valid, RPPS (11 digits) and FINESS (9 digits) are Luhn-valid.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

SURNAMES = [
    "VASSEROT", "PLANCHARD", "GRIMALDET", "MORVILLE", "TESSANDIER", "BOURDALET", "CHAMPRENAULT",
    "LAVERGNAT", "DESCOMBIER", "FAUCHERAND", "QUINTARD", "ROUVILLAIN", "SAUVANET", "BRESSOLIER",
    "MALICORNE", "PETITJEAN", "HERBELIN", "COUDERCHE", "VILLEMINOT", "JOUFFREY", "LACOMBIER",
    "DAMBREVILLE", "GOURLANDE", "NICOLEAU", "TRIBOULOT", "FERRANDIN", "BALMONT", "CORBINEAU",
    "MARQUELET", "RIVOALEN", "SOUCHARD", "DELAVIGNE", "POUILLARD", "GRANDCLÉMENT", "ESTRADÈRE",
    "LÉVÊQUE-MARTAL", "BOISSELIN", "CHAUVIGNAT", "ARNOUVILLE", "MONTAGNAC", "DUFRESNOIS", "TAILLANDET",
    "VERNOCHET", "BRIANÇON-ROY", "GUÉNARDEAU", "OLLIVRAND", "PRADEILHES", "RABUTEAU",
]
F_FIRST = ["Solange", "Ghislaine", "Maryvonne", "Élise", "Bérengère", "Odile", "Armelle", "Capucine",
           "Noémie", "Josiane", "Perrine", "Apolline", "Rozenn", "Maëlys", "Clothilde", "Huguette",
           "Anaïs", "Jacinthe", "Violaine", "Ludivine"]
M_FIRST = ["Gonzague", "Thibault", "Aymeric", "Lucien", "Gaëtan", "Norbert", "Évrard", "Barnabé",
           "Maxence", "Félicien", "Anselme", "Corentin", "Léandre", "Octave", "Tristan", "Hervé",
           "Ulysse", "Gautier", "Rodolphe", "Sixtin"]
# (commune, postcode, INSEE department, INSEE commune number used in NIRs)
COMMUNES = [("Auxerre", "89000", "89", "024"), ("Avallon", "89200", "89", "025"), ("Joigny", "89300", "89", "206"),
            ("Tonnerre", "89700", "89", "418"), ("Dijon", "21000", "21", "231"), ("Beaune", "21200", "21", "054"),
            ("Nevers", "58000", "58", "194"), ("Mâcon", "71000", "71", "270"), ("Chalon-sur-Saône", "71100", "71", "076"),
            ("Troyes", "10000", "10", "387"), ("Besançon", "25000", "25", "056"), ("Lons-le-Saunier", "39000", "39", "300"),
            ("Vesoul", "70000", "70", "550"), ("Montbard", "21500", "21", "425"), ("Clamecy", "58500", "58", "079"),
            ("Autun", "71400", "71", "014")]
STREETS = ["rue des Tanneurs", "allée des Mésanges", "chemin de la Creusotte", "rue du Petit-Moulin",
           "impasse des Vignerons", "avenue de la Gravière", "rue Haute-des-Cordiers", "place du Pilori",
           "route de Champvallon", "rue des Trois-Saulniers", "boulevard de la Liotte", "quai des Flotteurs",
           "rue de la Poterne-Basse", "chemin des Échaliers", "résidence les Glycines", "rue du Four-Banal"]
# (full name, acronym, e-mail domain stem)
HOSPITALS = [("Centre hospitalier de Vaubrenne-les-Bois", "CHVB", "ch-vaubrenne"),
             ("Centre hospitalier intercommunal du Haut-Serein", "CHIHS", "chi-hautserein"),
             ("Hôpital privé des Ormeaux-Saint-Andoche", "HPOSA", "hp-ormeaux"),
             ("Clinique mutualiste du Val-Cousin", "CMVC", "clinique-valcousin"),
             ("Centre hospitalier régional de Montrevoise", "CHRM", "chr-montrevoise"),
             ("Groupe hospitalier de la Vingeanne", "GHV", "gh-vingeanne")]
LABS = [("Laboratoire Biolaris Sud-Morvan", "Biolaris"), ("Laboratoire d'analyses Quinconce-Biologie", "Quinconce"),
        ("Laboratoire Cytoval de la Côte-Brûlée", "Cytoval"), ("Laboratoire Héliobio Terre-Plaine", "Héliobio")]
PHARMACIES = ["Pharmacie de la Fontaine-Sainte-Reine", "Pharmacie du Bourg-Neuf Aurignac", "Pharmacie des Grands-Prés Villemaur"]
ORGANISMES = ["CPAM de l'Yonne", "CPAM de la Côte-d'Or", "MSA Bourgogne", "Mutuelle Solimut Centre-Est",
              "Harmonie Mutuelle", "Mutuelle MGEN", "Mutuelle Intériale", "CPAM de Saône-et-Loire"]
SPECIALTIES = ["cardiologie", "néphrologie", "médecine interne", "pneumologie", "gériatrie", "endocrinologie",
               "médecine générale", "radiologie", "hépato-gastro-entérologie"]
RELATIONS = ["fille", "fils", "époux", "épouse", "nièce", "voisin (personne de confiance)", "frère", "sœur"]
NURSE_ROLES = ["IDE", "cadre de santé", "IDE coordinatrice", "aide-soignante"]

MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
          "novembre", "décembre"]


def luhn_complete(body: str) -> str:
    """Append the Luhn check digit to ``body``."""
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:  # these digits are doubled once the check digit is appended
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


def luhn_ok(num: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


@dataclass
class Person:
    first: str
    last: str
    sex: str = "F"
    role: str = ""
    rpps: str = ""
    phone: str = ""
    email: str = ""
    extra: dict = field(default_factory=dict)

    @property
    def rpps12(self) -> str:
        return "8" + self.rpps


@dataclass
class Patient(Person):
    maiden: str = ""
    birth: tuple = (1950, 1, 1)
    nir: str = ""
    ipp: str = ""
    street_no: str = ""
    street: str = ""
    cp: str = ""
    city: str = ""
    mobile: str = ""

    def nir_spaced(self) -> str:
        n = self.nir
        return " ".join([n[0], n[1:3], n[3:5], n[5:7], n[7:10], n[10:13], n[13:15]])

    def ddn(self, fmt: str = "slash") -> str:
        y, m, d = self.birth
        return {"slash": "%02d/%02d/%04d" % (d, m, y), "dot": "%02d.%02d.%04d" % (d, m, y),
                "short": "%02d/%02d/%02d" % (d, m, y % 100), "hl7": "%04d%02d%02d" % (y, m, d),
                "iso": "%04d-%02d-%02d" % (y, m, d), "compact": "%02d%02d%04d" % (d, m, y),
                "words": "%d %s %02d" % (d, MONTHS[m - 1], y % 100),
                "long": "%d %s %04d" % (d, MONTHS[m - 1], y)}[fmt]


@dataclass
class Site:
    name: str
    sigle: str
    domain: str
    finess: str
    street: str
    cp: str
    city: str
    phone: str


class Cast:
    """Every fictional value of one document, drawn without repetition from the pools."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        sn = rng.sample(SURNAMES, 9)
        fn_f = rng.sample(F_FIRST, 6)
        fn_m = rng.sample(M_FIRST, 6)
        sex = rng.choice("FM")
        first = fn_f.pop() if sex == "F" else fn_m.pop()
        y = rng.randint(1931, 1989)
        m = rng.randint(1, 12)
        d = rng.randint(1, 28)
        birth_commune = rng.choice(COMMUNES)
        nir13 = "%s%02d%02d%s%s%03d" % ("2" if sex == "F" else "1", y % 100, m, birth_commune[2],
                                        birth_commune[3], rng.randint(1, 999))
        nir = nir13 + "%02d" % (97 - int(nir13) % 97)
        home = rng.choice(COMMUNES)
        self.patient = Patient(first=first, last=sn[0], sex=sex, maiden=sn[1] if sex == "F" and rng.random() < 0.7 else "",
                               birth=(y, m, d), nir=nir, ipp=str(rng.randint(10 ** 7, 10 ** 9 - 1)),
                               street_no=str(rng.randint(2, 98)), street=rng.choice(STREETS), cp=home[1],
                               city=home[0], phone=self.fixed(home[1]), mobile=self.mobile())
        self.patient.email = "%s.%s%02d@%s" % (_ascii(first), _ascii(sn[0]), y % 100,
                                               rng.choice(["laposte.net", "orange.fr", "free.fr", "gmail.com"]))
        # doctors, relative, nurse
        self.doctors = []
        for k in range(3):
            s = rng.choice("FM")
            f = fn_f.pop() if s == "F" else fn_m.pop()
            doc = Person(first=f, last=sn[2 + k], sex=s, role=rng.choice(SPECIALTIES),
                         rpps=luhn_complete("10" + "%08d" % rng.randint(0, 10 ** 8 - 1)))
            self.doctors.append(doc)
        rs = rng.choice("FM")
        self.relative = Person(first=fn_f.pop() if rs == "F" else fn_m.pop(), last=sn[5], sex=rs,
                               role=rng.choice(RELATIONS), phone=self.mobile())
        ns = rng.choice("FM")
        self.nurse = Person(first=fn_f.pop() if ns == "F" else fn_m.pop(), last=sn[6], sex=ns,
                            role=rng.choice(NURSE_ROLES))
        hs = rng.sample(HOSPITALS, 2)
        self.sites = []
        for name, sigle, dom in hs:
            c = rng.choice(COMMUNES)
            self.sites.append(Site(name, sigle, dom, luhn_complete("%02d0%05d" % (int(c[2]), rng.randint(0, 99999))),
                                   "%d %s" % (rng.randint(1, 60), rng.choice([s for s in STREETS if s != self.patient.street])),
                                   c[1], c[0], self.fixed(c[1])))
        lab = rng.choice(LABS)
        lc = rng.choice(COMMUNES)
        self.lab = Site(lab[0], lab[1], _ascii(lab[1]).lower(),
                        luhn_complete("%02d0%05d" % (int(lc[2]), rng.randint(0, 99999))),
                        "%d %s" % (rng.randint(1, 60), rng.choice([s for s in STREETS if s != self.patient.street])), lc[1], lc[0],
                        self.fixed(lc[1]))
        self.pharmacy = rng.choice(PHARMACIES)
        self.caisse = rng.choice([o for o in ORGANISMES if o.startswith(("CPAM", "MSA"))])
        self.mutuelle = [o for o in ORGANISMES if o.startswith("Mutuelle") or o.startswith("Harmonie")]
        self.mutuelle = rng.choice(self.mutuelle)
        if self.mutuelle == self.caisse:
            self.caisse = "MSA Bourgogne"
        self.adherent = str(rng.randint(10 ** 9, 10 ** 10 - 1))
        for dr in self.doctors:
            site = self.sites[0]
            dr.email = "%s.%s@%s.mssante.fr" % (_ascii(dr.first), _ascii(dr.last), site.domain)
            dr.phone = site.phone[:-5] + "%02d %02d" % (rng.randint(10, 99), rng.randint(10, 99))
        self.doctors[2].email = "%s.%s@medecin.mssante.fr" % (_ascii(self.doctors[2].first), _ascii(self.doctors[2].last))
        self.doctors[2].phone = self.fixed(self.patient.cp)
        # care dates: an episode in 2023-2025
        base_y = rng.choice([2023, 2024, 2025])
        self.year = base_y
        self.month = rng.randint(1, 10)
        self.day0 = rng.randint(1, 12)
        self.sejour = "%02d%07d" % (base_y % 100, rng.randint(0, 10 ** 7 - 1))
        self.accession = "RX%02d%06d" % (base_y % 100, rng.randint(0, 10 ** 6 - 1))
        self.labfile = "%02d%02d%05d" % (base_y % 100, self.month, rng.randint(0, 99999))
        self.age = base_y - y - (1 if (self.month, self.day0) < (m, d) else 0)
        self.weight = rng.randint(48, 104)

    def care(self, offset_days: int, fmt: str = "slash") -> str:
        import datetime
        dt = datetime.date(self.year, self.month, self.day0) + datetime.timedelta(days=offset_days)
        if fmt == "slash":
            return dt.strftime("%d/%m/%Y")
        if fmt == "iso":
            return dt.isoformat()
        if fmt == "hl7":
            return dt.strftime("%Y%m%d")
        if fmt == "short":
            return dt.strftime("%d/%m/%y")
        if fmt == "words":
            return "%d %s %d" % (dt.day, MONTHS[dt.month - 1], dt.year)
        raise ValueError(fmt)

    def fixed(self, cp: str) -> str:
        pref = {"89": "03 86", "21": "03 80", "58": "03 86", "71": "03 85", "10": "03 25", "25": "03 81",
                "39": "03 84", "70": "03 84"}[cp[:2]]
        return "%s %02d %02d %02d" % (pref, self.rng.randint(10, 99), self.rng.randint(10, 99), self.rng.randint(10, 99))

    def mobile(self) -> str:
        return "0%d %02d %02d %02d %02d" % (self.rng.choice([6, 7]), *(self.rng.randint(10, 99) for _ in range(4)))


def _ascii(s: str) -> str:
    import unicodedata
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c)).lower().replace(" ", "").replace("'", "")
