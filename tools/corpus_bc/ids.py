"""Fictional people, places and identifiers with valid check keys (corpus BC's copy of corpus AU's ids.py,
with new pools and new writings)."""
from __future__ import annotations

import datetime
import unicodedata

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
MOIS_ABR = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
             "November", "December"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

# regional, compound and rare surnames (invented combinations)
SURNAMES = ["Kergoustin", "Larrabure", "Bourdarias", "Haussmannel", "Ferréol-Daumas", "Gastaldy", "Heurtevent",
            "Irigoyen-Sallaberry", "Jaouenic", "Lescoublet", "Marquestaut", "Nogaret-Ribes", "Ollagnier",
            "Pujolas", "Quéméner-Le Bihan", "Rabasse", "Sarrailh", "Tréguier-Mahé", "Urruty", "Vercambre",
            "Wetzstein", "Ybarnégaray", "Zimmerlé", "Arrighi-Campana", "Bétemps", "Coutelier-Massip",
            "Duchâtelet", "Esquerré", "Fontvieille", "Goascoz", "Hiriart", "Labescau"]
PARTICLES = ["de Kerangal", "d'Abbadie-Larrart", "Le Moal", "de La Tour-Fondue", "du Plessix", "Le Hénaff-Kerdraon",
             "d'Urtubie", "de Casabianca", "van Moerkerke", "dal Molin"]
# patient surnames that are ordinary French words (the word also occurs in the text in lower case, as a decoy)
WORD_NAMES = [("Lavande", "lavande"), ("Rocher", "rocher"), ("Moisson", "moisson"), ("Fauvette", "fauvette"),
              ("Grenier", "grenier"), ("Sabot", "sabot"), ("Chaudron", "chaudron"), ("Clairière", "clairière")]
FIRST_F = ["Apolline", "Bérangère", "Capucine", "Daphné", "Enora", "Ferdinande", "Ghislaine", "Héloïse",
           "Iseult", "Joséphine", "Léopoldine", "Maëlys", "Ninon", "Perrine", "Solène", "Anne-Sophie", "Marie-Laure"]
FIRST_M = ["Aurélien", "Baptiste", "Corentin", "Damien", "Evrard", "Fulbert", "Grégoire", "Hippolyte", "Jean-Baptiste",
           "Loïc", "Maël", "Norbert", "Octave", "Paul-Émile", "Romuald", "Tanguy", "Yves-Marie"]
# clinicians whose surname is an ordinary trade noun (the lower-case noun is kept: ORDINAIRE / HOMONYME)
HOMONYMS = [("Cordonnier", "cordonnier"), ("Serrurier", "serrurier"), ("Boucher", "boucher"),
            ("Verrier", "verrier"), ("Couturier", "couturier"), ("Vigneron", "vigneron"), ("Charron", "charron"),
            ("Sellier", "sellier"), ("Batelier", "batelier"), ("Meunier", "meunier")]

TOWNS = [("Paimpol", "22500", "22"), ("Saint-Jean-Pied-de-Port", "64220", "64"), ("Millau", "12100", "12"),
         ("Lons-le-Saunier", "39000", "39"), ("Tulle", "19000", "19"), ("Saint-Flour", "15100", "15"),
         ("Mende", "48000", "48"), ("Figeac", "46100", "46"), ("Montbrison", "42600", "42"), ("Landerneau", "29800", "29"),
         ("Oloron-Sainte-Marie", "64400", "64"), ("Bar-le-Duc", "55000", "55"), ("Sarlat-la-Canéda", "24200", "24"),
         ("Ussel", "19200", "19"), ("Porto-Vecchio", "20137", "2A"), ("Corte", "20250", "2B"),
         ("Gérardmer", "88400", "88"), ("Autun", "71400", "71"), ("Issoire", "63500", "63"), ("Quimperlé", "29300", "29")]
STREET_TYPES = ["rue", "allée", "impasse", "chemin", "avenue", "lieu-dit", "place", "cours", "sente", "boulevard"]
STREET_NAMES = ["des Tanneurs", "du Moulin-à-Vent", "des Ajoncs", "Jean-Jaurès", "de la Croix-Verte", "des Hirondelles",
                "du Four-à-Chaux", "Victor-Hugo", "des Genêts-d'Or", "de la Sabotière", "des Vieilles-Vignes",
                "du Pré-Carré", "Louise-Michel", "des Bruyères", "de la Mare-aux-Loups"]
ESTABS = [("Centre hospitalier des Causses-et-Vallées", "CHCV"), ("Hôpital privé Saint-Gildas-des-Bois", "HPSG"),
          ("Clinique des Trois-Rivières", "C3R"), ("Centre hospitalier intercommunal Haute-Corrèze", "CHIHC"),
          ("Polyclinique de l'Aubrac", "POLYA"), ("Groupe hospitalier Léon-Iroise", "GHLI"),
          ("Hôpital Marthe-Lacombe", "HML"), ("Centre médico-chirurgical du Pays basque intérieur", "CMCPBI")]
LABS = ["Laboratoire Biomérieu-Causses", "Synlab Haute-Corrèze", "Laboratoire Cerballiance Iroise",
        "Biogroup Val-d'Ance", "Laboratoire Eurofins Biomnis Aubrac"]
EMPLOYERS = ["Fromagerie Cabrol et Fils", "Scierie Vidalenc SAS", "Transports Laborderie", "Conserverie Kerbrat",
             "Pépinières Rouquayrol", "Menuiserie Aldebert", "EHPAD Les Glycines de Millau"]
INSURERS = ["Mutuelle Entrain", "Harmonie Mutuelle", "Mutuelle des Causses", "MGEN", "Groupama Gan Vie",
            "Mutuelle Familiale du Léon", "AG2R La Mondiale"]
CLUBS = ["Union sportive de Paimpol (cyclisme)", "Aviron club de Millau", "Trail des Causses Athlétisme",
         "Judo club de Tulle", "Basket Haute-Corrèze", "Pelote basque Garazi"]
FEDERATIONS = [("Fédération française de cyclisme", "FFC"), ("Fédération française d'aviron", "FFA-viron"),
               ("Fédération française d'athlétisme", "FFA"), ("Fédération française de judo", "FFJDA"),
               ("Fédération française de basket-ball", "FFBB"), ("Fédération française de pelote basque", "FFPB")]


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def digits(r, n: int) -> str:
    return "".join(str(r.randint(0, 9)) for _ in range(n))


def rpps(r) -> str:
    body = "10" + digits(r, 8)
    return body + luhn_digit(body)


def finess(r, dept: str) -> str:
    body = dept[:2].replace("2A", "20").replace("2B", "20") + str(r.choice([0, 1, 2, 3])) + digits(r, 5)
    body = body.replace("A", "0").replace("B", "0")
    return body + luhn_digit(body)


def finess_ej(r, dept: str) -> str:
    body = dept[:2].replace("A", "0").replace("B", "0") + "0" + digits(r, 5)
    return body + luhn_digit(body)


def adeli(r, dept: str) -> str:
    body = dept[:2].replace("A", "0").replace("B", "0") + str(r.choice([6, 7, 9])) + digits(r, 5)
    return body + luhn_digit(body)


def nir13(r, sex: int, d: datetime.date, dept: str) -> str:
    return "%d%02d%02d%s%03d%03d" % (sex, d.year % 100, d.month, dept, r.randint(1, 899), r.randint(1, 999))


def nir_key(n13: str) -> str:
    num = n13.replace("2A", "19").replace("2B", "18")
    return "%02d" % (97 - int(num) % 97)


def nir_written(n13: str, key: str, style: int) -> str:
    a, b, c, d, e, f = n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13]
    return ["%s %s %s %s %s %s %s" % (a, b, c, d, e, f, key),           # 1 61 03 29 123 456 78
            "%s%s%s%s %s%s %s" % (a, b, c, d, e, f, key),              # 1610329 123456 78
            "%s %s%s %s%s%s-%s" % (a, b, c, d, e, f, key),             # 1 6103 29123456-78
            "%s-%s-%s-%s-%s-%s-%s" % (a, b, c, d, e, f, key),          # 1-61-03-29-123-456-78
            "%s%s%s%s%s%s %s" % (a, b, c, d, e, f, key),               # 1610329123456 78
            "%s %s %s %s %s %s [%s]" % (a, b, c, d, e, f, key)][style % 6]  # key in brackets


PHONE_BLOCKS = ["01 99 00", "02 61 91", "03 53 01", "04 65 71", "05 36 49"]
MOBILE_BLOCKS = ["06 39 98", "07 00 11"]


def phone(r, mobile: bool = False, style: int = 0) -> str:
    s = r.choice(MOBILE_BLOCKS if mobile else PHONE_BLOCKS) + " %02d %02d" % (r.randint(0, 99), r.randint(0, 99))
    c = s.replace(" ", "")
    return [s, s.replace(" ", "."), "+33 " + s[1:], c, s.replace(" ", "-"), "+33 (0)" + s[1:],
            "(0)" + c[1:3] + " " + c[3:6] + " " + c[6:], c[:4] + " " + c[4:7] + " " + c[7:],
            "+33-" + c[1] + "-" + "-".join(c[i:i + 2] for i in range(2, 10, 2))][style % 9]


def birth_written(d: datetime.date, style: int) -> str:
    m = MOIS[d.month - 1]
    return [d.strftime("%d/%m/%Y"),                                   # 0 07/03/1958
            "%d.%d.%d" % (d.day, d.month, d.year),                    # 1 7.3.1958
            "%d %s %d" % (d.day, MOIS_ABR[d.month - 1], d.year),      # 2 7 mars / 7 févr. 1958
            "%s %d %s %d" % (JOURS[d.weekday()], d.day, m, d.year),   # 3 vendredi 7 mars 1958
            d.strftime("%d-%m-%y"),                                   # 4 07-03-58
            "  ".join(d.strftime("%d%m%Y")),                          # 5 0  7  0  3  1  9  5  8 (two spaces)
            d.strftime("%Y%m%d"),                                     # 6 19580307
            d.isoformat(),                                            # 7 1958-03-07
            "%s %d, %d" % (MONTHS_EN[d.month - 1], d.day, d.year),    # 8 March 7, 1958
            "%d %s %d" % (d.day, MONTHS_EN[d.month - 1][:3].upper(), d.year),  # 9 7 MAR 1958
            "le %s %d" % ("1er " + m if d.day == 1 else "%d %s" % (d.day, m), d.year),  # 10 le 7 mars 1958
            d.strftime("%d/%m/%y"),                                   # 11 07/03/58
            ("%d %s %d" % (d.day, m, d.year)).upper(),                # 12 7 MARS 1958
            "%02d / %02d / %d" % (d.day, d.month, d.year),            # 13 07 / 03 / 1958
            "%s. %s" % (JOURS[d.weekday()][:3], d.strftime("%d.%m.%Y")),  # 14 ven. 07.03.1958
            " ".join(d.strftime("%d%m%Y"))][style % 16]               # 15 0 7 0 3 1 9 5 8 (monospace layouts)


def care(d: datetime.date, style: int = 0) -> str:
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, MOIS[d.month - 1], d.year), d.strftime("%d.%m.%Y")][style % 3]


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))
