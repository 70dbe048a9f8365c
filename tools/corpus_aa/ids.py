"""Invented identities and identifiers (every value is fictional; communes/postcodes are real)."""

from __future__ import annotations

import unicodedata

SURNAMES = ["Lemarchand", "Perrichon", "Vautrin", "Gallardo", "Rouxel", "Kerjean", "Delaunoy", "Faucheux",
            "Brossard", "Quillet", "Maréchal", "Lhermitte", "Ténot", "Chauvière", "Abgrall", "Le Goff",
            "Dufresnoy", "Pélissier", "Castagné", "Rivoallan", "Moreau-Sauvage", "Benhamou", "Duchâtel",
            "Poitevin", "Garnache", "Vidalenc", "Loubière", "Hérault", "Sabatier", "Trémolet", "Fontanel",
            "Jacquemin", "Boisseau", "Lagarrigue", "Etcheverry", "Ollivier", "Cazenave", "Morvan",
            "Desjardins", "Villeneuve", "Guérin-Lacoste", "Roussel", "Baptiste", "Carpentier", "Leclercq",
            "Dumoulin", "Pradel", "Vasseur", "Aubertin", "Schaeffer", "Kieffer", "Delmas", "Coutances",
            "Marchetti", "Ferrandi", "Nicolaï", "Tessier", "Bonnefoy", "Arnoux", "Chabert"]
FOREIGN = [("Müller", "Jürgen", "M", "DE"), ("Núñez", "João", "M", "ES"), ("Ołowska", "Małgorzata", "F", "PL"),
           ("Nguyễn", "Thị Hoa", "F", "VN"), ("Ben Saïd", "Yasmine", "F", "TN"), ("Gonçalves", "Inês", "F", "PT"),
           ("Schröder", "Käthe", "F", "DE"), ("Ibáñez", "Iñaki", "M", "ES"), ("O'Sullivan", "Siobhán", "F", "IE"),
           ("Kowalczyk", "Łukasz", "M", "PL"), ("Trần", "Văn Đức", "M", "VN"), ("Haddad", "Rachïd", "M", "MA"),
           ("Fernández", "Begoña", "F", "ES"), ("Björklund", "Sören", "M", "SE"), ("Whitfield", "Eleanor", "F", "GB"),
           ("Dąbrowski", "Paweł", "M", "PL"), ("Conceição", "Conceição", "F", "PT"), ("Özdemir", "Elif", "F", "TR")]
FIRST_F = ["Maëlle", "Solène", "Geneviève", "Héloïse", "Brigitte", "Nadège", "Océane", "Yvette", "Agnès",
           "Clémence", "Josiane", "Rose-Marie", "Bérénice", "Lucienne", "Noémie", "Anaïs", "Maryvonne", "Léa"]
FIRST_M = ["Gaëtan", "Thibault", "Jean-Loup", "Hervé", "Anatole", "Benoît", "Raphaël", "Maxence", "Loïc",
           "Gérard", "Yannick", "Aurélien", "Timothée", "Noël", "Jérémie", "Marius", "Corentin", "Émile"]
# (commune, postcode) — real communes
COMMUNES = [("Quimperlé", "29300"), ("Montbéliard", "25200"), ("Saint-Brieuc", "22000"), ("Vitré", "35500"),
            ("Arcachon", "33120"), ("Périgueux", "24000"), ("Château-Thierry", "02400"), ("Dole", "39100"),
            ("Fougères", "35300"), ("Lons-le-Saunier", "39000"), ("Saint-Dié-des-Vosges", "88100"),
            ("Mont-de-Marsan", "40000"), ("Draguignan", "83300"), ("Manosque", "04100"), ("Cholet", "49300"),
            ("Épernay", "51200"), ("Issoire", "63500"), ("Bourg-en-Bresse", "01000"), ("Lannion", "22300"),
            ("Sarreguemines", "57200"), ("Villefranche-sur-Saône", "69400"), ("Carcassonne", "11000"),
            ("Paris", "75012"), ("Lyon", "69003"), ("Rodez", "12000"), ("Annonay", "07100")]
STREETS = ["rue des Tanneurs", "avenue du Maréchal Foch", "impasse des Glycines", "chemin de la Croix-Blanche",
           "rue Pasteur", "allée des Tilleuls", "boulevard Gambetta", "rue du Moulin-à-Vent", "place de l'Église",
           "route de Kerlouan", "rue Jeanne-d'Arc", "rue des Capucins", "quai de la Fosse", "rue Saint-Nicolas",
           "avenue des Acacias", "rue du Docteur-Roux", "lotissement les Hauts de Brière", "rue Anatole-France"]
FOREIGN_ADDR = {
    "DE": ("Lindenstraße 14", "10969 Berlin", "Deutschland", "+49 30 5557 2291"),
    "ES": ("Calle de Alcalá 87, 3.º B", "28009 Madrid", "España", "+34 915 55 21 48"),
    "PL": ("ul. Długa 22 m. 5", "80-827 Gdańsk", "Polska", "+48 58 555 41 07"),
    "VN": ("12 Phố Hàng Bạc", "Hoàn Kiếm, Hà Nội", "Việt Nam", "+84 24 5553 8812"),
    "TN": ("7 rue de Marseille", "1000 Tunis", "Tunisie", "+216 71 555 302"),
    "PT": ("Rua das Flores 61, 2.º", "4050-265 Porto", "Portugal", "+351 22 555 0187"),
    "IE": ("14 Merrion Square North", "Dublin 2", "Ireland", "+353 1 555 0142"),
    "GB": ("27 Alder Grove", "Bristol BS7 9QZ", "United Kingdom", "+44 117 496 0734"),
    "SE": ("Kungsgatan 9", "411 19 Göteborg", "Sverige", "+46 31 555 62 18"),
    "MA": ("23 rue Ibn Battouta", "20250 Casablanca", "Maroc", "+212 522 55 47 30"),
    "TR": ("Bağdat Caddesi 112", "34728 İstanbul", "Türkiye", "+90 216 555 38 44"),
}
FOREIGN_HOSP = {
    "DE": ("Klinikum Havelufer", "KHU"), "ES": ("Hospital Universitario del Manzanares", "HUM"),
    "GB": ("Avon Valley Infirmary", "AVI"), "PT": ("Hospital de Santa Clara do Douro", "HSCD"),
    "PL": ("Szpital Wojewódzki Nadmorski", "SWN"), "IE": ("St Brigid's Liffey Hospital", "SBLH"),
}
HOSPITALS = [("Centre hospitalier des Monts d'Arrée", "CHMA"), ("Centre hospitalier intercommunal Val-de-Sèvre", "CHIVS"),
             ("Clinique du Parc Saint-Lazare", "CPSL"), ("Hôpital privé des Trois Rivières", "HP3R"),
             ("Centre hospitalier Émile-Rousseau", "CHER"), ("Groupe hospitalier Bretagne Nord-Ouest", "GHBNO"),
             ("Polyclinique de la Haute-Vallée", "PCHV"), ("Centre hospitalier de la Côte d'Opale Sud", "CHCOS")]
LABS = ["Laboratoire BioVallée Armor", "Laboratoire Cerballiance du Lac", "Biolab Sèvre et Maine",
        "Laboratoire d'analyses Pasteur-Ouest", "Synlab Fictif Val-d'Oise", "Laboratoire Bio-Estuaire"]
MUTUELLES = ["Mutuelle Ligérienne des Familles", "Mutuelle Armorique Santé", "Prévoyance des Cheminots de l'Est",
             "Mutuelle Solidaire du Quercy", "Harmonie Fictive Sud", "Mutuelle des Agents Territoriaux d'Aquitaine"]
MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
             "November", "December"]
MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
         "noviembre", "diciembre"]


def luhn_ok(s: str) -> bool:
    tot = 0
    for k, ch in enumerate(reversed(s)):
        d = int(ch)
        if k % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_complete(body: str) -> str:
    for c in "0123456789":
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def deaccent(s: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", s) if not unicodedata.combining(c))


def up(s: str) -> str:
    return s.upper()


def ascii_up(s: str) -> str:
    return deaccent(s).upper()


class Person:
    """A fictional patient (or relative) with every identifier."""

    def __init__(self, rng, foreign=None, child=False, sex=None):
        self.rng = rng
        if foreign:
            self.last, self.first, self.sex, self.country = foreign
            self.birth_last = None
        else:
            self.sex = sex or rng.choice("FM")
            self.last = rng.choice(SURNAMES)
            self.first = rng.choice(FIRST_F if self.sex == "F" else FIRST_M)
            self.country = "FR"
            self.birth_last = rng.choice([s for s in SURNAMES if s != self.last]) if self.sex == "F" and rng.random() < 0.5 else None
        y = rng.randint(2014, 2022) if child else rng.randint(1936, 1999)
        self.y, self.m, self.d = y, rng.randint(1, 12), rng.randint(1, 28)
        self.commune, self.cp = rng.choice(COMMUNES)
        self.street = "%d %s" % (rng.randint(1, 148), rng.choice(STREETS))
        dep = self.cp[:2] if self.cp[:2] not in ("20",) else "75"
        n13 = "%d%02d%02d%s%03d%03d" % (1 if self.sex == "M" else 2, y % 100, self.m, dep, rng.randint(1, 990),
                                       rng.randint(1, 999))
        self.nir13 = n13
        self.nir_key = 97 - (int(n13) % 97)
        self.ipp = str(rng.randint(10, 99)) + "%06d" % rng.randint(0, 999999)
        self.phone = "06 %02d %02d %02d %02d" % tuple(rng.randint(10, 99) for _ in range(4))
        self.email = "%s.%s%d@courriel-fictif.fr" % (ascii_up(self.first).lower().replace(" ", "").replace("'", ""),
                                                     ascii_up(self.last).lower().replace(" ", "").replace("'", ""),
                                                     rng.randint(1, 99))

    # NIR writings
    def nir(self, style=0) -> str:
        n, k = self.nir13, "%02d" % self.nir_key
        if style == 0:
            return "%s %s %s %s %s %s %s" % (n[0], n[1:3], n[3:5], n[5:7], n[7:10], n[10:13], k)
        if style == 1:
            return n + k
        return n + " " + k

    def dob(self, style=0) -> str:
        y, m, d = self.y, self.m, self.d
        return [
            "%02d/%02d/%04d" % (d, m, y),               # 0
            "%d %s %d" % (d, MOIS[m - 1], y),          # 1
            "%04d%02d%02d" % (y, m, d),                 # 2 HL7/HPRIM
            "%02d.%02d.%04d" % (d, m, y),               # 3
            "%04d-%02d-%02d" % (y, m, d),               # 4
            "%s %d, %d" % (MONTHS_EN[m - 1], d, y),     # 5
            "%d %s %d" % (d, MONTHS_EN[m - 1], y),      # 6
            "%02d-%02d-%04d" % (d, m, y),               # 7
            "%d de %s de %d" % (d, MESES[m - 1], y),    # 8
            "%02d/%02d/%02d" % (d, m, y % 100),         # 9
        ][style]

    def age(self, ref_year=2024) -> int:
        return ref_year - self.y


class Doctor:
    def __init__(self, rng, specialty="médecine interne"):
        self.sex = rng.choice("FM")
        self.last = rng.choice(SURNAMES)
        self.first = rng.choice(FIRST_F if self.sex == "F" else FIRST_M)
        self.rpps = luhn_complete("10" + "%08d" % rng.randint(0, 99999999))
        self.idnat = "8" + self.rpps
        self.adeli = "%02d%d%05d%d" % (rng.choice([29, 35, 22, 56, 75, 69]), rng.randint(1, 9), rng.randint(0, 99999),
                                      rng.randint(0, 9))
        self.specialty = specialty
        self.email = "%s.%s@ch-fictif-sante.fr" % (ascii_up(self.first).lower().replace(" ", ""),
                                                   ascii_up(self.last).lower().replace(" ", "").replace("'", ""))


class Estab:
    def __init__(self, rng, idx=None):
        self.name, self.sigle = HOSPITALS[idx % len(HOSPITALS)] if idx is not None else rng.choice(HOSPITALS)
        self.commune, self.cp = rng.choice(COMMUNES)
        self.street = "%d %s" % (rng.randint(1, 90), rng.choice(STREETS))
        self.finess = luhn_complete(self.cp[:2] + "0" + "%05d" % rng.randint(0, 99999))
        self.phone = "0%d %02d %02d %02d %02d" % (rng.choice([1, 2, 3, 4, 5]),
                                                  *(rng.randint(10, 99) for _ in range(4)))
        self.fax = self.phone[:-2] + "%02d" % rng.randint(10, 99)
        self.oid = "1.2.250.1.71.4.2.1.%s" % self.finess


def nda(rng, style=None) -> str:
    style = rng.randint(0, 3) if style is None else style
    y = rng.choice([23, 24])
    return ["%d%07d" % (y, rng.randint(0, 9999999)),
            "V%dA%06d" % (y, rng.randint(0, 999999)),
            "S%d-%06d-%d" % (y, rng.randint(0, 999999), rng.randint(0, 9)),
            "NDA%d%05dB" % (y, rng.randint(0, 99999))][style]


def labfile(rng) -> str:
    return "%d%s%07d" % (rng.choice([23, 24]), rng.choice("BHLX"), rng.randint(0, 9999999))


def accession(rng) -> str:
    return rng.choice(["RX", "CT", "US", "MR"]) + "%02d%08d" % (rng.choice([23, 24]), rng.randint(0, 99999999))


def adherent(rng) -> str:
    return "%d%08d" % (rng.randint(1, 9), rng.randint(0, 99999999)) + rng.choice(["", "-01", "-02"])


def ceam(rng, country) -> str:
    if country == "DE":
        return "%s%09d" % (rng.choice("ABKM"), rng.randint(0, 999999999))
    if country == "ES":
        return "ESP%012d" % rng.randint(0, 10 ** 12 - 1)
    if country == "PL":
        return "%011d" % rng.randint(10 ** 10, 10 ** 11 - 1)
    return "%s%010d" % (country, rng.randint(0, 10 ** 10 - 1))


def passport(rng, country) -> str:
    if country == "DE":
        return "C%s%07d" % (rng.choice("FGHJK"), rng.randint(0, 9999999))
    return "%s%07d" % (rng.choice(["PA", "XD", "AB", "EK"]), rng.randint(0, 9999999))
