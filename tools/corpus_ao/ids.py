"""Fictional people, places and identifiers (valid check keys) for corpus AO.

Check-key helpers follow the structure of tools/corpus_an/ids.py (Luhn for RPPS / ADELI / FINESS,
NIR key 97 - NIR13 mod 97); the pools, phrasing and writings are new. Communes and postcodes are
real; people, streets, establishments and companies are invented. Phones come from the ARCEP
blocks reserved for fiction (01 99 00, 02 61 91, 03 53 01, 04 65 71, 05 36 49, 06 39 98, 07 00 11).
"""
import datetime

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
MOIS_ABR = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

NOMS = ["Bréhéret", "Castagnède", "Quéméner", "Lacombe-Vidal", "Fouquerolle", "Azaïs", "Mérignac", "Thévenot",
        "Guillemard", "Rouquette", "Ollivier", "Pécresse-Lamy", "Dufaÿ", "Kerbrat", "Marchetti", "Sauvageot",
        "Lhermitte", "Boissière", "Escoffier", "N'Diaye", "Vasseur", "Etchegaray", "Roussel-Mahé", "Gaudichon",
        "Bellanger", "Tessandier", "Joubert", "Cazenave", "Verdier", "Lemaître", "Rabier", "Chauvière",
        "Pommerol", "Hamelin", "Ferrand", "Sabatier", "Delmotte", "Goujon", "Aubrac", "Pelissou"]
PARTICULES = ["de La Rochefoucault", "du Plessis-Vernet", "de Kergariou", "d'Espinasse", "Le Guennec", "Le Bihan",
              "de Montaigu", "Van der Weyden"]
PRENOMS_F = ["Maëlle", "Solène", "Bérénice", "Noémie", "Gwenaëlle", "Clémence", "Héloïse", "Anaïs", "Océane",
             "Joëlle", "Perrine", "Ludivine", "Capucine", "Mélissandre", "Adèle", "Françoise", "Inès", "Ségolène"]
PRENOMS_M = ["Aurélien", "Gaël", "Loïc", "Théo", "Rémi", "Benoît", "Jérémie", "Hervé", "Cyprien", "Anselme",
             "Josselin", "Édouard", "Mathéo", "Noël", "François-Xavier", "Yannick", "Gaspard", "Éloi"]
PRENOMS_ENF = ["Lilou", "Timéo", "Zélie", "Nolan", "Maël", "Léonie", "Aymeric", "Céleste"]

# (commune, postcode, department)
VILLES = [("Saint-Brieuc", "22000", "22"), ("Quimperlé", "29300", "29"), ("Périgueux", "24000", "24"),
          ("Bourg-en-Bresse", "01000", "01"), ("Châtellerault", "86100", "86"), ("Montbéliard", "25200", "25"),
          ("Lons-le-Saunier", "39000", "39"), ("Dax", "40100", "40"), ("Épinal", "88000", "88"),
          ("Aurillac", "15000", "15"), ("Carcassonne", "11000", "11"), ("Vierzon", "18100", "18"),
          ("Saint-Dié-des-Vosges", "88100", "88"), ("Fougères", "35300", "35"), ("Cognac", "16100", "16"),
          ("Millau", "12100", "12"), ("Saint-Omer", "62500", "62"), ("Abbeville", "80100", "80"),
          ("Mont-de-Marsan", "40000", "40"), ("Villefranche-sur-Saône", "69400", "69")]
PETITES = [("Plouguerneau", "29880", "29"), ("Saint-Just-Malmont", "43240", "43"), ("Brassac-les-Mines", "63570", "63"),
           ("Écommoy", "72220", "72"), ("Lézignan-Corbières", "11200", "11"), ("Saint-Amand-Montrond", "18200", "18"),
           ("Montigny-le-Roi", "52140", "52"), ("Pont-de-Vaux", "01190", "01"), ("Issoire", "63500", "63"),
           ("Le Chambon-Feugerolles", "42500", "42")]
VOIES = ["rue des Tanneurs", "allée des Mésanges", "chemin de la Croix-Blanche", "rue du Docteur Roux",
         "impasse des Lilas", "avenue Jean-Moulin", "rue de la Poterne", "boulevard des Remparts",
         "place du Minage", "route de Bellevue", "rue Pasteur prolongée", "lotissement Les Genêts",
         "rue du Moulin-à-Vent", "quai des Chartrons", "cours Lafayette", "sentier des Vignes"]
ETAB = [("Centre hospitalier des Marches de Bretagne", "CHMB"), ("Clinique Saint-Exupère", "CSE"),
        ("Hôpital privé du Val-d'Aure", "H.P.V.A."), ("Centre hospitalier intercommunal Porte-d'Oc", "CHI2O"),
        ("Polyclinique des Trois-Vallées", "PC3V"), ("Groupe hospitalier Sud-Ardèche", "GHSA"),
        ("Centre médico-chirurgical Les Cèdres", "CMC-Cèdres"), ("Clinique mutualiste de l'Estuaire", "CME")]
MUTUELLES = ["Mutuelle des Pays de Loire-Océan", "Harmonie Santé Bocage", "MGEN Section 29", "Solidaris Centre-Val",
             "Mutuelle Familiale des Cévennes", "Prévoyance Artisans du Nord"]
EMPLOYEURS = ["SAS Menuiseries Guérin", "Blanchisserie industrielle du Ponant", "Transports Lemoine & Fils",
              "SARL Boulangerie Marquet", "Conserverie Ker Avel", "Plasturgie Jurassienne SA", "Abattoirs du Lauragais",
              "Carrosserie Delpech", "EHPAD Les Jardins d'Ange", "Fonderie Vallourec-Sud (site de Tarbes)"]
PRESTATAIRES = [("Respir'Santé Domicile", "RSD"), ("OxyVie Assistance", "OVA"), ("Médidom Respiration", "MDD"),
                ("Asten Santé Ouest", "ASO")]
PHARMA_DOM = [("BioDom Services", "BDS"), ("Homecare Rhumato Plus", "HRP"), ("Medipôle Livraison", "MPL")]
AUDIO = [("Audition Mutualiste du Trégor", "AMT"), ("Centre auditif Lebreton", "CAL"), ("Entendre Rive-Gauche", "ERG")]

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


def nir(r, sex: int, d: datetime.date, dept: str):
    n13 = "%d%02d%02d%s%03d%03d" % (sex, d.year % 100, d.month, dept[:2], r.randint(1, 899), r.randint(1, 999))
    return n13, "%02d" % (97 - int(n13) % 97)


def nir_written(n13: str, key: str, style: int) -> str:
    if style == 0:
        return "%s %s %s %s %s %s %s" % (n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13], key)
    if style == 1:
        return n13 + " " + key
    return n13 + key


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
    return s


def date_written(d: datetime.date, style: int) -> str:
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
        return d.isoformat()
    if style == 6:
        return "%02d %s %d" % (d.day, MOIS_ABR[d.month - 1], d.year)
    return "%s %d %s %d" % (JOURS[d.weekday()], d.day, MOIS[d.month - 1], d.year)


def care(d: datetime.date) -> str:
    return d.strftime("%d/%m/%Y")
