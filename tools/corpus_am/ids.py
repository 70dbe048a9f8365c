"""Fictional people, places and identifiers (valid check keys) for corpus AM.

Structure after tools/corpus_al/ids.py; pools are new. Communes/postcodes are real, everything
else is invented. Phones come from the ARCEP blocks reserved for fiction.
"""
import datetime
import unicodedata

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]


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


def rpps(r) -> str:
    body = "10" + "".join(str(r.randint(0, 9)) for _ in range(8))
    return body + luhn_digit(body)


def finess(r, dept: str) -> str:
    body = dept[:2] + str(r.choice([0, 1, 2, 3])) + "".join(str(r.randint(0, 9)) for _ in range(5))
    return body + luhn_digit(body)


def adeli(r, dept: str) -> str:
    body = dept[:2] + str(r.choice([6, 7, 9])) + "".join(str(r.randint(0, 9)) for _ in range(5))
    return body + luhn_digit(body)


def nir(r, sex: int, yy: int, mm: int, dept: str):
    n13 = "%d%02d%02d%s%03d%03d" % (sex, yy % 100, mm, dept[:2], r.randint(1, 899), r.randint(1, 999))
    return n13, "%02d" % (97 - int(n13) % 97)


def nir_written(n13: str, key: str, style: int) -> str:
    if style == 0:
        return "%s %s %s %s %s %s %s" % (n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13], key)
    if style == 1:
        return n13 + " " + key
    return n13 + key


def fold(s: str) -> str:
    s = s.replace("œ", "oe").replace("Œ", "OE").replace("’", "'")
    return "".join(c for c in unicodedata.normalize("NFD", s) if not unicodedata.combining(c))


def date_written(d: datetime.date, style: int) -> str:
    """Birth-date writings: numeric, words, CAPITALS, 2-digit year, weekday, spaced digits, dotted."""
    if style == 0:
        return d.strftime("%d/%m/%Y")
    if style == 1:
        return "%d %s %d" % (d.day, MOIS[d.month - 1], d.year) if d.day != 1 else "1er %s %d" % (MOIS[d.month - 1], d.year)
    if style == 2:
        return ("%d %s %d" % (d.day, MOIS[d.month - 1], d.year)).upper()
    if style == 3:
        return d.strftime("%d/%m/%y")
    if style == 4:
        return "%s %d %s %d" % (JOURS[d.weekday()], d.day, MOIS[d.month - 1], d.year)
    if style == 5:
        return d.strftime("%d %m %Y")
    return d.strftime("%d.%m.%Y")


FIRST_F = ["Armelle", "Bénédicte", "Capucine", "Domitille", "Edwige", "Félicie", "Gwenaëlle", "Héloïse",
           "Iseult", "Jacinthe", "Léonie", "Maëlys", "Noémie", "Ophélie", "Perrine", "Roselyne", "Solène",
           "Thaïs", "Véronique", "Zélie", "Marie-Noëlle", "Anaïs"]
FIRST_M = ["Achille", "Baptiste", "Côme", "Damien", "Eudes", "Fulbert", "Grégoire", "Hervé", "Ignace",
           "Jérôme", "Lancelot", "Matthieu", "Nestor", "Olivier", "Philémon", "Quentin", "Raphaël", "Samson",
           "Thibault", "Valère", "Jean-Baptiste", "Loïc"]
SURNAMES = ["Abgrall", "Barbotin", "Castagné", "Dufresnoy", "Escoffier", "Figuière", "Gastaldi", "Hamelin",
            "Izarn", "Jaouen", "Keruzoré", "Lagrèze", "Maréchal-Vidal", "Nivelle", "Orsoni", "Plouzané",
            "Quéméner", "Rivalland", "Sabatier-Noël", "Trémolières", "Uzureau", "Vasseur", "Wargnier",
            "Ysebaert", "Zaoui", "Bellocq", "Chabrol", "Dagorne", "Espitalier", "Fourcade", "Guillemot",
            "Hérault", "Jacquemin", "Lamarque", "Mercadier", "Nogaret", "Pujol-Ferran", "Raffray",
            "Sénéchal", "Tanguy", "Vergnolle", "Aubertin", "Bouscarel", "Crouzet", "Ducasse", "Étcheverry",
            "Ferrandiz", "Gourdon", "Lacombe-Sarrat", "Mazurier"]
PARTICLES = ["de La Villemarqué", "du Plessis-Kergoat", "d'Aubigny", "de Saint-Priest", "Le Floc'h", "de Castelnau"]
# surnames that are also ordinary French words (the word also appears lower-case in the prose)
COMMON_SURNAMES = [("Charpentier", "charpentier"), ("Couturier", "couturier"), ("Pasteur", "pasteur"),
                   ("Bouvier", "bouvier"), ("Vigneron", "vigneron")]

COMMUNES = [("59300", "Valenciennes", "59"), ("62100", "Calais", "62"), ("80100", "Abbeville", "80"),
            ("02100", "Saint-Quentin", "02"), ("08000", "Charleville-Mézières", "08"), ("51100", "Reims", "51"),
            ("10000", "Troyes", "10"), ("52100", "Saint-Dizier", "52"), ("55100", "Verdun", "55"),
            ("57200", "Sarreguemines", "57"), ("88100", "Saint-Dié-des-Vosges", "88"), ("68100", "Mulhouse", "68"),
            ("25200", "Montbéliard", "25"), ("39100", "Dole", "39"), ("70000", "Vesoul", "70"),
            ("21200", "Beaune", "21"), ("89100", "Sens", "89"), ("45200", "Montargis", "45"),
            ("36000", "Châteauroux", "36"), ("23000", "Guéret", "23"), ("19100", "Brive-la-Gaillarde", "19"),
            ("46000", "Cahors", "46"), ("82000", "Montauban", "82"), ("32000", "Auch", "32"),
            ("40100", "Dax", "40"), ("09100", "Pamiers", "09"), ("66000", "Perpignan", "66"),
            ("34500", "Béziers", "34"), ("48000", "Mende", "48"), ("43000", "Le Puy-en-Velay", "43")]
STREETS = ["rue des Tanneurs", "allée des Marronniers", "chemin de la Garenne", "rue Anatole-France",
           "impasse des Coquelicots", "boulevard Gambetta", "rue du Moulin-à-Vent", "place de l'Hôtel-de-Ville",
           "route de Fontenelle", "rue des Trois-Épis", "avenue du Maréchal-Foch", "quai des Salines",
           "lotissement les Hauts-de-Brême", "rue Jean-Moulin", "cité des Peupliers", "rue de l'Abreuvoir"]
# establishments: (full name, acronym); acronyms with digits or odd forms on purpose
ESTABS = [("Centre hospitalier de la Haute-Somme", "CHHS"), ("Hôpital Sainte-Odile de l'Ill", "HSOI"),
          ("Centre hospitalier régional des Trois-Frontières", "CHR3F"),
          ("Groupement hospitalier Argonne-Meuse", "GHAM"), ("Clinique du Parc-Lumière", "CPL-Lumière"),
          ("Centre hospitalier Marie-Curie du Quercy", "CHMCQ"), ("Polyclinique de l'Adour-Landes", "P.A.L."),
          ("Centre hospitalier de Vesle-et-Marne", "CH2VM")]
MUTUELLES = ["Mutuelle Ociane", "Apréva", "MGEFI", "Mutuelle des Pays de Vilaine", "Aésio Mutuelle",
             "Mutuelle Just", "Smatis"]
EMPLOYERS = ["Verrerie Hamelin & Cie", "Transports Nogaret Frères", "Fromagerie des Causses",
             "Menuiserie Castagné SARL", "Imprimerie Bellocq", "Laiterie coopérative du Ternois",
             "Ambulances Raffray", "Pépinières Tanguy"]
SCHOOLS = ["collège Paul-Éluard", "lycée professionnel Jean-Rostand", "école maternelle Les Lilas",
           "IFSI de la Croix-Rouge"]
PRESTATAIRES = [("OxyDom Santé", "ODS"), ("Respir'Est Assistance", "REA"), ("Alizé Médical Domicile", "AMD"),
                ("VitalAir Sud-Ouest", "VASO")]
TRIBUNAUX = ["tribunal judiciaire de Reims", "tribunal judiciaire de Cahors", "tribunal judiciaire de Perpignan",
             "tribunal judiciaire de Troyes", "pôle social du tribunal judiciaire de Dax"]
MAIL_DOMAINS = ["orange.fr", "laposte.net", "free.fr", "sfr.fr", "gmail.com", "bbox.fr"]
PHONE_BLOCKS = ["01 99 00", "02 61 91", "03 53 01", "04 65 71", "05 36 49", "06 39 98"]


def phone(r, style: int = 0) -> str:
    blk = r.choice(PHONE_BLOCKS)
    tail = "%02d %02d" % (r.randint(0, 99), r.randint(0, 99))
    s = blk + " " + tail
    if style == 1:
        return s.replace(" ", ".")
    if style == 2:
        return "+33 " + s[1:]
    return s
