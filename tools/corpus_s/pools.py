"""Invented data pools and identifier generators (all values fictional)."""
import datetime as dt

PRENOMS_F = ["Josiane", "Maëlle", "Ghislaine", "Solène", "Anaïs", "Bérangère", "Odile", "Capucine", "Léonie",
             "Nadège", "Héloïse", "Marie-Noëlle", "Yvette", "Clémence", "Rosine", "Agathe", "Fanny", "Perrine"]
PRENOMS_M = ["Gérard", "Thibault", "Anselme", "Loïc", "Évariste", "Jean-Baptiste", "Rodolphe", "Quentin", "Maxence",
             "Aurélien", "Gaëtan", "Fernand", "Bastien", "Corentin", "Lucien", "Ambroise", "Yannick", "Séverin"]
NOMS = ["Quémener", "Lestrade", "Barthélemy", "Cazenave", "Hennequin", "Le Goff", "Doucerain", "Vasseur-Lemaire",
        "Pelletier", "Rigaudeau", "Kervella", "Fauconnier", "Maréchal", "Gourdon", "Lacombe-Arrighi", "Tessier",
        "Brossard", "Haudecoeur", "Jacquemart", "Villeneuve", "Bourgeade", "Lhermitte", "Piquemal", "Séverac",
        "Rouxel", "Delaunay-Pichon", "Mazurier", "Courtecuisse", "Abdelkrim", "Nguyen Van", "Ollivier", "Castagné",
        "Trébuchet", "Ferrandini", "Goasdoué", "Leprêtre", "Dumoulin", "Chabrerie", "Guillerm", "Sarrazin"]
PARTICULES = ["de La Roche-Aymon", "d'Hautefeuille", "du Plessis", "de Kerguelen", "Le Bihan de Kervéguen"]
VOIES = ["rue des Tanneurs", "impasse du Vieux Lavoir", "allée des Mésanges", "avenue Jean-Moulin", "chemin de la Croix Blanche",
         "boulevard de l'Yser", "rue du Commandant Charcot", "place des Halles", "route de Saint-Amand", "rue Pasteur",
         "quai des Chartreux", "résidence Les Hortensias, bât. C", "lotissement Le Clos Fleuri", "rue de la Tuilerie"]
VILLES = [("37270", "Montlouis-sur-Loire"), ("29200", "Brest"), ("64100", "Bayonne"), ("71100", "Chalon-sur-Saône"),
          ("59280", "Armentières"), ("13300", "Salon-de-Provence"), ("63200", "Riom"), ("22300", "Lannion"),
          ("21200", "Beaune"), ("87100", "Limoges"), ("69400", "Villefranche-sur-Saône"), ("33500", "Libourne"),
          ("76400", "Fécamp"), ("04100", "Manosque"), ("12000", "Rodez"), ("56100", "Lorient"), ("39100", "Dole"),
          ("41000", "Blois"), ("24100", "Bergerac"), ("50100", "Cherbourg-en-Cotentin")]
NAISS = ["Saint-Brieuc", "Oran", "Mâcon", "Vierzon", "Châteauroux", "Tarbes", "Douarnenez", "Montbéliard", "Lisieux",
         "Carcassonne", "Béthune", "Saint-Flour"]
ETAB = [("Centre hospitalier de la Vallée du Loir", "CHVL"), ("Clinique Sainte-Odile des Remparts", "CSOR"),
        ("Hôpital privé des Quatre Vents", "HPQV"), ("Centre hospitalier intercommunal Val d'Arnon", "CHIVA"),
        ("Polyclinique du Parc Montaigu", "PPM"), ("Centre hospitalier Émile-Roux de Saint-Fargeau", "CHERSF"),
        ("Groupe hospitalier Rives de l'Aulne", "GHRA"), ("Clinique mutualiste de la Brenne", "CMB")]
LABOS = ["Laboratoire BioPôle Sud-Loire", "Laboratoire d'analyses Cerballiance Thiérache", "LBM Bio-Armor Kériolet",
         "Laboratoire des Trois Rivières"]
CABINETS = ["Cabinet médical des Glycines", "Maison de santé pluriprofessionnelle du Bocage", "Cabinet de kinésithérapie du Moulin Neuf",
            "Centre d'imagerie Pasteur-Vauban", "Cabinet de radiologie des Cordeliers"]
HAD = ["HAD Soins et Présence Val de Sèvre", "SSIAD Les Aubépines"]
EHPAD = ["EHPAD Les Jardins de Blanchefontaine", "EHPAD Résidence du Prieuré Saint-Lazare"]
TRANSP = ["Ambulances Taxis Guérinel", "Ambulances du Pays de Retz"]
ASSUREURS = ["Mutuelle des Cordiers de Loire", "Prévoyance Armoricaine Santé", "Mutuelle Familiale du Quercy",
             "Caisse Solidaire des Cheminots du Nord"]
DOMAINES = ["laposte.net", "free.fr", "gmail.com", "wanadoo.fr", "sfr.fr", "yahoo.fr"]

# ordinary words that are also surnames or towns (used as common words in sentences)
HOMONYMES = [("boulanger", "PATRONYME", "Le patient travaille comme boulanger de nuit depuis vingt ans."),
             ("berger", "PATRONYME", "Ancien berger, il garde une activité physique régulière."),
             ("meunier", "PATRONYME", "Son grand-père était meunier dans la vallée, il en parle volontiers."),
             ("charpentier", "PATRONYME", "Profession : charpentier, travail en hauteur à éviter six semaines."),
             ("mercier", "PATRONYME", "Elle a tenu un commerce de mercier pendant trente ans."),
             ("fontaine", "PATRONYME", "Le service dispose d'une fontaine à eau dans le couloir."),
             ("marchand", "PATRONYME", "Le marchand de journaux voisin a donné l'alerte."),
             ("chevalier", "PATRONYME", "Jeu d'échecs en chambre : il préfère jouer le chevalier."),
             ("grasse", "VILLE", "Alimentation pauvre en matière grasse conseillée."),
             ("orange", "VILLE", "Urines de couleur orange sous rifampicine, prévenir le patient."),
             ("tours", "VILLE", "Marche de trois tours de couloir par jour."),
             ("sens", "VILLE", "Pansement à refaire dans le sens de la cicatrice."),
             ("vire", "VILLE", "La peau vire au rouge en cas d'appui prolongé."),
             ("lens", "VILLE", "Il porte des lentilles (soft lens) : retrait avant le bloc.")]

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]
MOIS_AB = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]


def luhn_ok(s):
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_complete(prefix):
    for k in range(10):
        if luhn_ok(prefix + str(k)):
            return prefix + str(k)


def rpps(rng):
    return luhn_complete("10" + "".join(str(rng.randint(0, 9)) for _ in range(8)))


def finess(rng):
    return luhn_complete(rng.choice(["37", "29", "64", "71", "59", "63", "22", "87"]) + "0" + "".join(str(rng.randint(0, 9)) for _ in range(5)))


def adeli(rng):
    return rng.choice(["37", "29", "64", "71"]) + rng.choice(["7", "8", "1"]) + "".join(str(rng.randint(0, 9)) for _ in range(6))


def nir(rng, sexe, ddn):
    dep = "%02d" % rng.randint(1, 95)
    body = "%d%02d%02d%s%03d%03d" % (sexe, ddn.year % 100, ddn.month, dep, rng.randint(1, 990), rng.randint(1, 999))
    key = 97 - int(body) % 97
    return body, "%02d" % key


def fmt_nir(body, key, style):
    b = body
    if style == 0:
        return "%s %s %s %s %s %s %s" % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], key)
    if style == 1:
        return "%s %s" % (b, key)
    if style == 2:
        return b + key
    return "%s.%s.%s.%s.%s.%s.%s" % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], key)


def fmt_ddn(d, style):
    """Many ways of writing a birth date; returns (text, probes)."""
    y2 = "%02d" % (d.year % 100)
    s = style % 14
    if s == 0:
        t = "%02d/%02d/%d" % (d.day, d.month, d.year)
    elif s == 1:
        t = "%d/%d/%d" % (d.day, d.month, d.year)
    elif s == 2:
        t = "%02d.%02d.%d" % (d.day, d.month, d.year)
    elif s == 3:
        t = "%02d-%02d-%d" % (d.day, d.month, d.year)
    elif s == 4:
        t = "%02d/%02d/%s" % (d.day, d.month, y2)
    elif s == 5:
        t = "%d %s %d" % (d.day, MOIS[d.month - 1], d.year)
    elif s == 6:
        t = "%d %s %d" % (d.day, MOIS_AB[d.month - 1], d.year)
    elif s == 7:
        t = "%d %s %d" % (d.day, MOIS[d.month - 1].upper(), d.year)
    elif s == 8:
        base = "%d %s %d" % (d.day, MOIS[d.month - 1], d.year)
        return "%s %s" % (JOURS[d.weekday()], base), ["%s %s" % (JOURS[d.weekday()], base), base]
    elif s == 9:
        t = "%02d %02d %d" % (d.day, d.month, d.year)
    elif s == 10:
        t = "%02d%02d%d" % (d.day, d.month, d.year)
    elif s == 11:
        t = "%d.%d.%s" % (d.day, d.month, y2)
    elif s == 12:
        t = "%d-%02d-%02d" % (d.year, d.month, d.day)
    else:
        t = "1er %s %d" % (MOIS[d.month - 1], d.year) if d.day == 1 else "%02d %s %d" % (d.day, MOIS[d.month - 1].capitalize(), d.year)
    return t, [t]


def fmt_phone(digits, style):
    d = digits
    pairs = [d[i:i + 2] for i in range(0, 10, 2)]
    s = style % 6
    if s == 0:
        return " ".join(pairs)
    if s == 1:
        return ".".join(pairs)
    if s == 2:
        return "+33 %s %s" % (d[1], " ".join(pairs[1:]))
    if s == 3:
        return d
    if s == 4:
        return "-".join(pairs)
    return "+33 (0)%s %s" % (d[1], " ".join(pairs[1:]))


def phone_digits(rng, mobile=False):
    first = rng.choice(["06", "07"]) if mobile else rng.choice(["01", "02", "03", "04", "05"])
    return first + "".join(str(rng.randint(0, 9)) for _ in range(8))


def strip_accents(s):
    import unicodedata
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")


def rand_date(rng, y0, y1):
    start = dt.date(y0, 1, 1).toordinal()
    end = dt.date(y1, 12, 28).toordinal()
    return dt.date.fromordinal(rng.randint(start, end))
