"""Fictional people, places and identifiers with valid check keys (corpus BG's own copy, adapted from corpus AU
with new pools and added writings: MRZ-style names and YYMMDD birth dates, birth dates with day and year in words,
spelled names, yyyy/mm/dd and yyyy.mm.dd dates, "NOV"-style capital month abbreviations, NIR with "<" or "(key)").

Every string is encodable in cp1252 (the pydyf family prints base-14 fonts with /WinAnsiEncoding).
"""
from __future__ import annotations

import datetime
import unicodedata

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
MOIS_MRZ = ["JAN", "FEV", "MAR", "AVR", "MAI", "JUN", "JUL", "AOU", "SEP", "OCT", "NOV", "DEC"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

SURNAMES = ["Trouillebert", "Bazinghen", "Coëffic", "Lestiboudois", "Mauduit-Larive", "Pélissard", "Rouffignac",
            "Sarrazac", "Tiphaigne", "Vautrinot", "Ygouf", "Quéméneur-Lagrue", "Abgrall-Denis", "Brunschwig",
            "Carréga", "Dufourmantelle", "Escoffier-Rame", "Fraysse", "Goasdoué", "Hallereau", "Istace",
            "Jourdren", "Kervella-Ansquer", "Labourdette", "Montcharmont", "Nédellec", "Oudinot", "Pouzadoux",
            "Raffenaud", "Souquières", "Thébaudeau", "Uzureau"]
PARTICLES = ["de Kerdrel", "d'Arcangues", "Le Moal-Quéré", "du Plessix", "van Heddegem", "de Saint-Priest",
             "Le Bihan-Corre", "d'Ornano-Lucchesi"]
FIRST_F = ["Adélaïde", "Bérengère", "Capucine", "Rose-Delphine", "Ernestine", "Flavie", "Ghislaine", "Héloïse",
           "Ingrid", "Joséphine", "Léopoldine", "Maïwenn", "Ombeline", "Pervenche", "Solène", "Violaine"]
FIRST_M = ["Aristide", "Basile", "Corentin", "Désiré", "Eudes", "Fulbert", "Gatien", "Hippolyte", "Ignace",
           "Jean-Baptiste", "Lazare", "Maël", "Octave", "Prosper", "Romuald", "Sosthène"]
CHILD_F = ["Lilou", "Capucine", "Nahia", "Romy", "Anaïs", "Apolline"]
CHILD_M = ["Noé", "Timéo", "Gaspard", "Eliott", "Marin", "Sacha"]
# surnames that are also ordinary French words (trades): the lowercase word stays in the text (ORDINAIRE)
HOMONYMS = [("Tisserand", "tisserand"), ("Vigneron", "vigneron"), ("Sabotier", "sabotier"),
            ("Bourrelier", "bourrelier"), ("Chaudronnier", "chaudronnier"), ("Cordier", "cordier"),
            ("Verrier", "verrier"), ("Batelier", "batelier"), ("Meunier", "meunier"), ("Couvreur", "couvreur")]

# real communes with their postcode and two-digit department
TOWNS = [("Paimpol", "22500", "22"), ("Issoire", "63500", "63"), ("Lodève", "34700", "34"), ("Millau", "12100", "12"),
         ("Saint-Flour", "15100", "15"), ("Autun", "71400", "71"), ("Avallon", "89200", "89"), ("Gien", "45500", "45"),
         ("Vierzon", "18100", "18"), ("Lannion", "22300", "22"), ("Quimperlé", "29300", "29"),
         ("Oloron-Sainte-Marie", "64400", "64"), ("Saint-Girons", "09200", "09"), ("Remiremont", "88200", "88"),
         ("Saverne", "67700", "67"), ("Dole", "39100", "39"), ("Figeac", "46100", "46"), ("Ussel", "19200", "19"),
         ("Privas", "07000", "07"), ("Digne-les-Bains", "04000", "04"), ("Vitré", "35500", "35"),
         ("Château-Gontier-sur-Mayenne", "53200", "53")]
STREET_TYPES = ["rue", "allée", "impasse", "chemin", "avenue", "boulevard", "place", "quai", "route", "cours"]
STREET_NAMES = ["des Tanneurs", "du Moulin-Neuf", "des Chardonnerets", "Aristide-Briand", "de la Croix-Verte",
                "des Vergers-Hauts", "du Petit-Bois", "des Glycines", "Sainte-Barbe", "de l'Abreuvoir",
                "des Mésanges", "du Four-à-Chaux", "des Bleuets", "Pasteur-Roux", "de la Source-Vive"]
ESTABS = [("Centre hospitalier des Hautes-Combes", "CHHC"), ("Clinique Saint-Amarin", "CLSA"),
          ("Hôpital de la Presqu'île d'Armen", "HPIA"), ("Centre hospitalier intercommunal Gier-Pilat", "CHIGP"),
          ("Polyclinique des Trois-Rivières", "PTRV"), ("Groupe hospitalier Vosges-Mossig", "GHVM"),
          ("Hôpital Léonie-Chaptal", "HLCH"), ("Centre médical Saint-Eutrope", "CMSE")]
LABS = ["Laboratoire Biolaris Combes", "Laboratoire Synergibio Pilat", "Analys'Est Biologie",
        "Laboratoire Bio-Presqu'île", "Biomédica Haut-Quercy"]
EMPLOYERS = ["Scierie Brossard-Lamotte", "Transports Rivolet et Fils", "Laiterie coopérative du Haut-Mossig",
             "Menuiserie Aluvert SAS", "Boulangerie Quénot-Duval", "Garage Pétavy Automobiles",
             "Cartonnerie de la Vallée-Noire"]
INSURERS = ["Mutuelle Cœur de Loire", "Prévoyance artisanale du Centre", "Mutuelle Océane Santé",
            "Solimut Vallée-Noire", "MutAlpes Santé", "Mutuelle des Cheminots du Quercy"]
PRISONS = ["Centre pénitentiaire de Kerhallet", "Maison d'arrêt des Hautes-Combes", "Centre de détention de Moncharvet"]
SCHOOLS = ["École élémentaire Les Tilleuls-Bleus", "Groupe scolaire Jean-Macé-Verdier", "École primaire du Moulin-Neuf"]
HOTELS = ["Hôtel-spa des Thermes de Bonnerive", "Camping Les Pins-Dorés", "Résidence Aquaforme Valcombe"]


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
    body = dept[:2] + str(r.choice([0, 1, 2, 3])) + digits(r, 5)
    return body + luhn_digit(body)


def adeli(r, dept: str) -> str:
    body = dept[:2] + str(r.choice([6, 7, 9])) + digits(r, 5)
    return body + luhn_digit(body)


def nir13(r, sex: int, d: datetime.date, dept: str) -> str:
    return "%d%02d%02d%s%03d%03d" % (sex, d.year % 100, d.month, dept[:2], r.randint(1, 899), r.randint(1, 999))


def nir_key(n13: str) -> str:
    return "%02d" % (97 - int(n13) % 97)


def nir_written(n13: str, key: str, style: int) -> str:
    """NIR writings; 0-2 and 4 are common, 3, 5 and 6 are added in corpus BG."""
    sp = "%s %s %s %s %s %s" % (n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13])
    return [sp + " " + key,                                   # 2 65 11 64 123 456 78
            n13 + " " + key,                                  # 2651164123456 78
            sp + " - " + key,
            n13 + "<" + key,                                  # MRZ optional-data style
            "%s %s %s" % (n13[:7], n13[7:13], key),           # 2651164 123456 78
            n13[:7] + "." + n13[7:] + "." + key,              # 2651164.123456.78
            sp + " (" + key + ")"][style % 7]


PHONE_BLOCKS = ["01 99 00", "02 61 91", "03 53 01", "04 65 71", "05 36 49"]
MOBILE_BLOCKS = ["06 39 98", "07 00 11"]


def phone(r, mobile: bool = False, style: int = 0) -> str:
    s = r.choice(MOBILE_BLOCKS if mobile else PHONE_BLOCKS) + " %02d %02d" % (r.randint(0, 99), r.randint(0, 99))
    d = s.replace(" ", "")
    return [s, s.replace(" ", "."), "+33 " + s[1:], d, s.replace(" ", "-"),
            "%s %s %s" % (d[:2], d[2:6], d[6:]),              # 06 3998 1234
            "(0)" + s[1:]][style % 7]                           # (0)6 39 98 12 34


UNITS = ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze",
         "treize", "quatorze", "quinze", "seize"]
TENS = {2: "vingt", 3: "trente", 4: "quarante", 5: "cinquante", 6: "soixante"}


def words_0_99(n: int) -> str:
    if n < 17:
        return UNITS[n]
    if n < 20:
        return "dix-" + UNITS[n - 10]
    t, u = divmod(n, 10)
    if t in (7, 9):
        base = "soixante" if t == 7 else "quatre-vingt"
        rest = n - (60 if t == 7 else 80)
        if rest == 11 and t == 7:
            return "soixante et onze"
        return base + "-" + words_0_99(rest)
    if t == 8:
        return "quatre-vingts" if u == 0 else "quatre-vingt-" + UNITS[u]
    if u == 0:
        return TENS[t]
    if u == 1:
        return TENS[t] + " et un"
    return TENS[t] + "-" + UNITS[u]


def year_words(y: int) -> str:
    if y < 2000:
        return "mil neuf cent " + words_0_99(y - 1900) if y != 1900 else "mil neuf cent"
    return "deux mille" + ("" if y == 2000 else " " + words_0_99(y - 2000))


def birth_written(d: datetime.date, style: int) -> str:
    """Birth-date writings: 0-8 are classic, 9-14 are added in corpus BG."""
    m = MOIS[d.month - 1]
    day_w = "premier" if d.day == 1 else words_0_99(d.day)
    return [d.strftime("%d/%m/%Y"), d.strftime("%d/%m/%y"), "%d %s %d" % (d.day, m, d.year),
            d.strftime("%d.%m.%Y"), d.strftime("%d-%m-%Y"), "%s %d %s %d" % (JOURS[d.weekday()], d.day, m, d.year),
            ("%d %s %d" % (d.day, m, d.year)).upper(), d.strftime("%d %m %Y"), d.strftime("%d%m%Y"),
            d.strftime("%y%m%d"),                                  # 9  MRZ YYMMDD
            "%02d %s %d" % (d.day, MOIS_MRZ[d.month - 1], d.year),  # 10 06 NOV 1965 (passport data page)
            d.strftime("%Y/%m/%d"),                                # 11 1965/11/06
            d.strftime("%Y.%m.%d"),                                # 12 1965.11.06
            "%s %s %s" % (day_w, m, year_words(d.year)),           # 13 six novembre mil neuf cent soixante-cinq
            "%d/%d/%d" % (d.day, d.month, d.year % 100)][style % 15]  # 14 6/11/65


def care(d: datetime.date, style: int = 0) -> str:
    m = MOIS[d.month - 1]
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, m, d.year), d.strftime("%d.%m.%Y")][style % 3]


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))


def mrz_name(s: str) -> str:
    """'Le Moal-Quéré' -> 'LE<MOAL<QUERE' (ICAO 9303 filler for spaces, hyphens and apostrophes)."""
    t = ascii_fold(s).upper().replace("Œ", "OE")
    for ch in " -'":
        t = t.replace(ch, "<")
    return t


def spelled(s: str) -> str:
    """'Coëffic' -> 'C-O-Ë-F-F-I-C' (dictated letter by letter); spaces and hyphens of the name are kept as '/'."""
    out = []
    for ch in s.upper():
        if ch in " -'":
            out.append("/")
        else:
            out.append(ch)
    return "-".join(out).replace("-/-", " / ")
