"""Fictional people, places and identifiers (valid check keys) for corpus AP.

Written for this corpus (structure of the check-key helpers as in tools/corpus_ao/ids.py: Luhn for
RPPS / ADELI / FINESS, NIR key = 97 - NIR13 mod 97). Communes and postcodes are real; people,
streets, establishments and companies are invented. Phones come from the ARCEP blocks reserved for
fiction (01 99 00, 02 61 91, 03 53 01, 04 65 71, 05 36 49, 06 39 98, 07 00 11).
"""
import datetime

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

NOMS = ["Kervella", "Lavergne-Sorel", "Brunetière", "Mauduit", "Cassagnou", "Delacroix-Huet", "Fromentin",
        "Goasdoué", "Hérissé", "Jaouen", "Labarthe", "Massonnaud", "Nédélec", "Orsini", "Peyrefitte",
        "Quintin", "Rivoallan", "Salaün", "Tardieu", "Urvoy", "Vautrin", "Wacquier", "Yvinec", "Zanetti",
        "Bouyssou", "Chabrerie", "Daguerre", "Estrade", "Fauchereau", "Gilardoni", "Hourcade", "Issartel",
        "Lagadec", "Marsollier", "Noblecourt", "Pradeilles", "Roumégoux", "Sicard-Bonnet", "Tuffery", "Vidalenc"]
# surnames that are also ordinary French words (the common noun appears elsewhere in the text)
HOMONYMES = [("Meunier", "meunier"), ("Charpentier", "charpentier"), ("Lefèvre", None), ("Boucher", "boucher"),
             ("Couturier", "couturier"), ("Berger", "berger"), ("Pelletier", "pelletier"), ("Tisserand", "tisserand")]
PARTICULES = ["de Kerguelen", "du Fresnay-Vallin", "d'Aubigné", "Le Floch", "Le Moal", "de Sainte-Croix",
              "Van den Bossche", "d'Arcangues"]
PRENOMS_F = ["Armelle", "Bénédicte", "Célestine", "Daphné", "Éliane", "Faustine", "Ghislaine", "Hortense",
             "Irène", "Jacinthe", "Léontine", "Maïwenn", "Nadège", "Ombeline", "Pascaline", "Rozenn", "Sidonie",
             "Thérèse", "Valérie-Anne", "Zoé"]
PRENOMS_M = ["Alban", "Baptiste", "Corentin", "Didier", "Émilien", "Firmin", "Grégoire", "Hugues", "Ignace",
             "Jean-Baptiste", "Killian", "Lucien", "Marius", "Nathanaël", "Octave", "Pierre-Yves", "Quentin",
             "Romuald", "Sylvain", "Tanguy"]

# (commune, postcode, department)
VILLES = [("Lannion", "22300", "22"), ("Morlaix", "29600", "29"), ("Bergerac", "24100", "24"),
          ("Oyonnax", "01100", "01"), ("Poitiers", "86000", "86"), ("Pontarlier", "25300", "25"),
          ("Dole", "39100", "39"), ("Tarbes", "65000", "65"), ("Remiremont", "88200", "88"),
          ("Saint-Flour", "15100", "15"), ("Narbonne", "11100", "11"), ("Bourges", "18000", "18"),
          ("Lunéville", "54300", "54"), ("Vitré", "35500", "35"), ("Saintes", "17100", "17"),
          ("Rodez", "12000", "12"), ("Béthune", "62400", "62"), ("Péronne", "80200", "80"),
          ("Oloron-Sainte-Marie", "64400", "64"), ("Annonay", "07100", "07")]
PETITES = [("Plouescat", "29430", "29"), ("Yssingeaux", "43200", "43"), ("Ambert", "63600", "63"),
           ("Sablé-sur-Sarthe", "72300", "72"), ("Quillan", "11500", "11"), ("Aubigny-sur-Nère", "18700", "18"),
           ("Langres", "52200", "52"), ("Châtillon-sur-Chalaronne", "01400", "01"), ("Riom", "63200", "63"),
           ("Saint-Chamond", "42400", "42")]
VOIES = ["rue des Cordiers", "allée des Hirondelles", "chemin du Puits-Salé", "rue du Docteur Calmette",
         "impasse des Glycines", "avenue Aristide-Briand", "rue de la Herse", "boulevard des Tilleuls",
         "place de la Halle-aux-Grains", "route de Kerbriant", "rue Ambroise-Paré", "lotissement Les Ajoncs",
         "rue du Four-Banal", "quai des Tanneurs", "cours Victor-Hugo", "sentier des Chaumes"]
ETAB = [("Centre hospitalier des Monts d'Arrée", "CHMA"), ("Clinique Saint-Gildas", "CSG"),
        ("Hôpital privé de la Vallée-Blanche", "H.P.V.B."), ("Centre hospitalier intercommunal Rance-Émeraude", "CHI2R"),
        ("Polyclinique des Quatre-Rivières", "PC4R"), ("Groupe hospitalier Nord-Vivarais", "GHNV"),
        ("Centre médico-chirurgical Les Genévriers", "CMC-Genévriers"), ("Clinique mutualiste du Val-de-Sèvre", "CMVS")]
MUTUELLES = ["Mutuelle des Marais Poitevins", "Harmonie Santé Argoat", "MGEN Section 86", "Solimut Vivarais",
             "Mutuelle Familiale du Rouergue", "Prévoyance Bâtiment Nord-Est"]
EMPLOYEURS = ["SAS Scierie Le Goff", "Laiterie coopérative de l'Arguenon", "Transports Berthelot & Fils",
              "SARL Pâtisserie Kerhervé", "Conserverie Penn Ar Bed", "Décolletage du Haut-Doubs SA",
              "Tuilerie du Lauragais", "Garage Delbos Automobiles", "EHPAD Les Myosotis",
              "Forges de Belval-Sud (site de Tarbes)"]
PRESTATAIRES = [("Soins Plaies Domicile Armor", "SPDA"), ("Medi-Pansements Services", "MPS"),
                ("Cicatrisation Conseil Ouest", "C2O")]
LABOS = [("Laboratoire Biolor Sud", "BLS"), ("Bio-Analyses du Ponant", "BAP"), ("Cerballiance Vivarais", "CBV")]

PHONE_BLOCKS = ["01 99 00", "02 61 91", "03 53 01", "04 65 71", "05 36 49"]
MOBILE_BLOCKS = ["06 39 98", "07 00 11"]


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


def luhn_ok(num: str) -> bool:
    return luhn_digit(num[:-1]) == num[-1]


def digits(r, n):
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
    if style == 0:
        return "%s %s %s %s %s %s %s" % (n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13], key)
    if style == 1:
        return n13 + " " + key
    if style == 2:
        return n13 + key
    return "%s %s %s %s %s %s - %s" % (n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13], key)


def phone(r, mobile=False, style=0) -> str:
    blk = r.choice(MOBILE_BLOCKS if mobile else PHONE_BLOCKS)
    tail = "%02d %02d" % (r.randint(0, 99), r.randint(0, 99))
    s = blk + " " + tail
    if style == 1:
        return s.replace(" ", ".")
    if style == 2:
        return "+33 " + s[1:]
    if style == 3:
        return s.replace(" ", "")
    if style == 4:
        return s.replace(" ", "-")
    return s


def birth_written(d: datetime.date, style: int) -> str:
    """Birth-date writings: numeric, two-digit year, words, CAPITALS, dotted, compact, spaced, weekday."""
    if style == 0:
        return d.strftime("%d/%m/%Y")
    if style == 1:
        return d.strftime("%d/%m/%y")
    if style == 2:
        return "%d %s %d" % (d.day, MOIS[d.month - 1], d.year)
    if style == 3:
        return ("%d %s %d" % (d.day, MOIS[d.month - 1], d.year)).upper()
    if style == 4:
        return d.strftime("%d.%m.%Y")
    if style == 5:
        return d.strftime("%d%m%Y")
    if style == 6:
        return d.strftime("%d %m %Y")
    if style == 7:
        return "%s %d %s %d" % (JOURS[d.weekday()], d.day, MOIS[d.month - 1], d.year)
    if style == 8:
        return "%s %d %s %d" % (JOURS[d.weekday()].capitalize(), d.day, MOIS[d.month - 1], d.year)
    return d.strftime("%d-%m-%Y")


def care(d: datetime.date) -> str:
    return d.strftime("%d/%m/%Y")


def care_words(d: datetime.date) -> str:
    return "%d %s %d" % (d.day, MOIS[d.month - 1], d.year)


def ascii_fold(s: str) -> str:
    import unicodedata
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))
