"""Fictional people, places and identifiers with valid check keys (corpus AX's own copy, adapted from corpus AU
with new pools of names, establishments, laboratories, insurers and employers)."""
from __future__ import annotations

import datetime
import unicodedata

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
             "November", "December"]
ABBR = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

SURNAMES = ["Kerlouégan", "Montauzier", "Brissonneau", "Dufrénoy-Lacaze", "Escoffier-Nadal", "Gourmelon",
            "Hérisson-Varin", "Izarn", "Jouvenceau", "Larrouturou", "Maupertuis-Gall", "Nédélec", "Ollivro",
            "Pradelles", "Quéffelec", "Roubichou", "Sarrazac", "Tréguier-Moal", "Vialatte", "Yzerbit", "Abgrall",
            "Bellocq-Aubry", "Castagnède", "Daumesnil", "Estrabaud", "Fouquerolle", "Guéguéniat", "Laborderie",
            "Mazurier", "Pécastaing", "Rivalland", "Soubiran-Ké"]
PARTICLES = ["de La Villemarqué", "d'Aubigny", "Le Quéméner", "du Plessis-Kervran", "de Sainte-Foy-Lestang",
             "d'Esparbès", "Le Bihan-Coat", "van Acker", "de L'Estourbeillon", "Des Moutis"]
FIRST_F = ["Apolline", "Bérengère", "Capucine", "Delphine", "Églantine", "Félicie", "Ghislaine", "Héloïse",
           "Inès", "Joséphine", "Léonie", "Maëlys", "Noémie", "Perrine", "Solène", "Anne-Sophie", "Marie-Laure"]
FIRST_M = ["Aristide", "Baptiste", "Corentin", "Donatien", "Évariste", "Florentin", "Gaspard", "Hippolyte",
           "Joachim", "Lucien", "Maxence", "Octave", "Philibert", "Rodolphe", "Sylvain", "Jean-Baptiste", "Paul-Henri"]
# clinicians whose surname is also an ordinary French word (the lower-case word is printed and must stay)
HOMONYMS = [("Tisserand", "tisserand"), ("Couturier", "couturier"), ("Serrurier", "serrurier"),
            ("Fontaine", "fontaine"), ("Rossignol", "rossignol"), ("Moulin", "moulin"), ("Charron", "charron"),
            ("Chapelier", "chapelier"), ("Pommier", "pommier"), ("Rocher", "rocher")]
HOMONYM_SENTENCES = {
    "tisserand": ("Ancien tisserand dans une filature, il garde une bonne dextérité fine.",
                  "A former weaver (tisserand), still with good fine dexterity."),
    "couturier": ("Le métier de couturier exercé jusqu'à la retraite explique la demande de confort.",
                  "Work as a dressmaker (couturier) explains the comfort request."),
    "serrurier": ("Le serrurier est intervenu au domicile pour installer une boîte à clés.",
                  "A locksmith (serrurier) installed a key box at home."),
    "fontaine": ("Une fontaine à eau est disponible dans le hall de l'hôpital de jour.",
                 "A water fountain (fontaine) is available in the day-hospital hall."),
    "rossignol": ("Elle reconnaît à nouveau le chant du rossignol dans son jardin.",
                  "She again recognises the nightingale (rossignol) singing in her garden."),
    "moulin": ("Le trajet passe par le vieux moulin, sans escalier ni obstacle.",
               "The route passes the old mill (moulin), with no stairs."),
    "charron": ("Son père était charron ; il a lui-même travaillé le bois toute sa vie.",
                "His father was a wheelwright (charron)."),
    "chapelier": ("Le chapelier du centre-ville a adapté une coiffe souple sans pression.",
                  "The hatter (chapelier) adapted a soft cap."),
    "pommier": ("Chute d'un escabeau en taillant un pommier il y a deux ans, sans séquelle.",
                "Fell from a stepladder while pruning an apple tree (pommier)."),
    "rocher": ("Il a repris la marche jusqu'au rocher du belvédère, à vingt minutes de chez lui.",
               "He walks again to the lookout rock (rocher)."),
}

# real communes with their postcodes and two-digit departments
TOWNS = [("Landerneau", "29800", "29"), ("Millau", "12100", "12"), ("Issoire", "63500", "63"),
         ("Lannion", "22300", "22"), ("Saint-Flour", "15100", "15"), ("Montbrison", "42600", "42"),
         ("Bar-le-Duc", "55000", "55"), ("Sarlat-la-Canéda", "24200", "24"), ("Paimpol", "22500", "22"),
         ("Figeac", "46100", "46"), ("Oloron-Sainte-Marie", "64400", "64"), ("Vitré", "35500", "35"),
         ("Langres", "52200", "52"), ("Thonon-les-Bains", "74200", "74"), ("Autun", "71400", "71"),
         ("Saint-Claude", "39200", "39"), ("Louhans", "71500", "71"), ("Quimperlé", "29300", "29"),
         ("Villefranche-de-Rouergue", "12200", "12"), ("Ambert", "63600", "63")]
STREET_TYPES = ["rue", "allée", "impasse", "chemin", "avenue", "boulevard", "place", "quai", "route", "cours"]
STREET_NAMES = ["des Tanneurs", "du Petit-Verger", "des Hirondelles", "Jean-Jaurès", "de la Croix-Blanche",
                "des Saulniers", "du Gué-Fleuri", "Victor-Hugo", "des Genêts-d'Or", "de la Maladrerie",
                "des Hautes-Bruyères", "du Colombier", "Louise-Michel", "des Tilleuls", "de la Briqueterie"]
ESTABS = [("Centre hospitalier des Hautes-Combes", "CHHC"), ("Hôpital privé Saint-Gildas-des-Bois", "HPSG"),
          ("Clinique mutualiste de la Vallée du Lot", "CMVL"), ("Centre hospitalier intercommunal Rance-Émeraude", "CHIRE"),
          ("Polyclinique des Trois-Rivières", "PTR"), ("Groupe hospitalier Pays de Cornouaille-Sud", "GHPCS"),
          ("Hôpital Clémence-Royer", "HCR"), ("Institut de soins du Mont-Aigoual", "ISMA")]
LABS = ["Laboratoire Biomnis Combrailles", "Cerballiance Pays d'Aubrac", "Laboratoire Eurofins Vallée-d'Aure",
        "Biopath Bocage-Normand", "Laboratoire Synlab Haut-Jura"]
EMPLOYERS = ["Scierie Montauzier et Fils", "Fromagerie coopérative de Laguiole-Est", "Transports Brissonneau SAS",
             "Menuiserie Abgrall Frères", "Papeterie du Haut-Vivarais", "Crédit mutuel de Bretagne-Nord"]
INSURERS = ["Mutuelle Saint-Aubin Prévoyance", "Harmonie Mutuelle Vallée", "Mutuelle des Cheminots du Centre",
            "Groupama Santé Rouergue", "MGEN Section Cantal", "Mutuelle Ociane Atlantique", "Alptis Santé Senior"]


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


def luhn_ok(s: str) -> bool:
    return luhn_digit(s[:-1]) == s[-1]


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
    sp = "%s %s %s %s %s %s" % (n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13])
    return [sp + " " + key, n13 + " " + key, sp + " - " + key, n13 + "/" + key, n13 + "-" + key][style % 5]


PHONE_BLOCKS = ["01 99 00", "02 61 91", "03 53 01", "04 65 71", "05 36 49"]
MOBILE_BLOCKS = ["06 39 98", "07 00 11"]


def phone(r, mobile: bool = False, style: int = 0) -> str:
    s = r.choice(MOBILE_BLOCKS if mobile else PHONE_BLOCKS) + " %02d %02d" % (r.randint(0, 99), r.randint(0, 99))
    return [s, s.replace(" ", "."), "+33 " + s[1:], s.replace(" ", ""), s.replace(" ", "-")][style % 5]


def birth_written(d: datetime.date, style: int) -> str:
    """Twelve writings: numeric, two-digit year, words, CAPITAL month, weekday, one-digit day / month, spaced
    digits (two spaces: pdftotext glues single-spaced digits), dotted, dashed, weekday capitalised, ISO-like
    reversed, abbreviated month."""
    m = MOIS[d.month - 1]
    spaced = "  ".join(d.strftime("%d%m%Y"))
    return [d.strftime("%d/%m/%Y"), d.strftime("%d/%m/%y"), "%d %s %d" % (d.day, m, d.year),
            "%d %s %d" % (d.day, m.upper(), d.year), "%s %d %s %d" % (JOURS[d.weekday()], d.day, m, d.year),
            "%d/%d/%d" % (d.day, d.month, d.year), spaced, d.strftime("%d.%m.%Y"), d.strftime("%d-%m-%y"),
            "%s %02d %s %d" % (JOURS[d.weekday()].capitalize(), d.day, m.upper(), d.year),
            "%d/%d/%02d" % (d.day, d.month, d.year % 100), "%d %s %d" % (d.day, ABBR[d.month - 1], d.year)
            ][style % 12]


def birth_en(d: datetime.date) -> str:
    return "%s %d, %d" % (MONTHS_EN[d.month - 1], d.day, d.year)


def compact(d: datetime.date) -> str:
    return d.strftime("%d%m%Y")


def care(d: datetime.date) -> str:
    return d.strftime("%d/%m/%Y")


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))
