"""Invented people, establishments and identifiers (real communes and postcodes only)."""
import datetime as dt

COMMUNES = [
    ("Rouen", "76000", "02"), ("Le Havre", "76600", "02"), ("Évreux", "27000", "02"), ("Caen", "14000", "02"),
    ("Lisieux", "14100", "02"), ("Bayeux", "14400", "02"), ("Saint-Lô", "50000", "02"), ("Alençon", "61000", "02"),
    ("Amiens", "80000", "03"), ("Abbeville", "80100", "03"), ("Beauvais", "60000", "03"), ("Compiègne", "60200", "03"),
    ("Roubaix", "59100", "03"), ("Tourcoing", "59200", "03"), ("Dunkerque", "59140", "03"), ("Valenciennes", "59300", "03"),
    ("Arras", "62000", "03"), ("Boulogne-sur-Mer", "62200", "03"), ("Reims", "51100", "03"), ("Troyes", "10000", "03"),
    ("Nancy", "54000", "03"), ("Metz", "57000", "03"), ("Colmar", "68000", "03"), ("Mulhouse", "68100", "03"),
    ("Besançon", "25000", "03"), ("Dijon", "21000", "03"), ("Chalon-sur-Saône", "71100", "03"), ("Mâcon", "71000", "03"),
    ("Villeurbanne", "69100", "04"), ("Vénissieux", "69200", "04"), ("Saint-Étienne", "42000", "04"), ("Roanne", "42300", "04"),
    ("Grenoble", "38000", "04"), ("Annecy", "74000", "04"), ("Chambéry", "73000", "04"), ("Valence", "26000", "04"),
    ("Clermont-Ferrand", "63000", "04"), ("Vichy", "03200", "04"), ("Montpellier", "34000", "04"), ("Béziers", "34500", "04"),
    ("Nîmes", "30000", "04"), ("Avignon", "84000", "04"), ("Aix-en-Provence", "13100", "04"), ("Toulon", "83000", "04"),
    ("Antibes", "06600", "04"), ("Ajaccio", "20000", "04"), ("Bastia", "20200", "04"), ("Perpignan", "66000", "04"),
    ("Limoges", "87000", "05"), ("Brive-la-Gaillarde", "19100", "05"), ("Poitiers", "86000", "05"), ("La Rochelle", "17000", "05"),
    ("Niort", "79000", "05"), ("Angoulême", "16000", "05"), ("Mérignac", "33700", "05"), ("Pessac", "33600", "05"),
    ("Bayonne", "64100", "05"), ("Pau", "64000", "05"), ("Mont-de-Marsan", "40000", "05"), ("Agen", "47000", "05"),
    ("Périgueux", "24000", "05"), ("Montauban", "82000", "05"), ("Albi", "81000", "05"), ("Rodez", "12000", "05"),
    ("Tarbes", "65000", "05"), ("Nantes", "44000", "02"), ("Saint-Nazaire", "44600", "02"), ("Angers", "49000", "02"),
    ("Cholet", "49300", "02"), ("Le Mans", "72000", "02"), ("Laval", "53000", "02"), ("Rennes", "35000", "02"),
    ("Saint-Malo", "35400", "02"), ("Brest", "29200", "02"), ("Quimper", "29000", "02"), ("Lorient", "56100", "02"),
    ("Vannes", "56000", "02"), ("Saint-Brieuc", "22000", "02"), ("Orléans", "45000", "02"), ("Blois", "41000", "02"),
    ("Chartres", "28000", "02"), ("Bourges", "18000", "02"), ("Nevers", "58000", "03"), ("Auxerre", "89000", "03"),
    ("Versailles", "78000", "01"), ("Argenteuil", "95100", "01"), ("Créteil", "94000", "01"), ("Montreuil", "93100", "01"),
    ("Nanterre", "92000", "01"), ("Boulogne-Billancourt", "92100", "01"), ("Meaux", "77100", "01"), ("Melun", "77000", "01"),
    ("Charleville-Mézières", "08000", "03"), ("Épinal", "88000", "03"), ("Belfort", "90000", "03"), ("Vesoul", "70000", "03"),
    ("Le Puy-en-Velay", "43000", "04"), ("Aurillac", "15000", "04"), ("Guéret", "23000", "05"), ("Cahors", "46000", "05"),
    ("Carcassonne", "11000", "04"), ("Narbonne", "11100", "04"), ("Privas", "07000", "04"), ("Digne-les-Bains", "04000", "04"),
    ("Fréjus", "83600", "04"), ("Hyères", "83400", "04"), ("Libourne", "33500", "05"), ("Cognac", "16100", "05"),
    ("Saintes", "17100", "05"), ("Châtellerault", "86100", "05"), ("Vierzon", "18100", "02"), ("Dreux", "28100", "02"),
    ("Fécamp", "76400", "02"), ("Dieppe", "76200", "02"), ("Vernon", "27200", "02"), ("Granville", "50400", "02"),
]

SURNAMES = ["Lefèvre", "Garnier", "Rousseau", "Faure", "Mercier", "Girard", "Dupuis", "Lambert", "Robin", "Sanchez",
            "Gauthier", "Perrin", "Morin", "Roussel", "Leclerc", "Caron", "Renaud", "Aubert", "Duval", "Lemoine",
            "Arnaud", "Collin", "Carpentier", "Huet", "Jacquet", "Guillot", "Fleury", "Maillard", "Hoarau", "Besnard",
            "Pasquier", "Bouchard", "Texier", "Tessier", "Hamon", "Prigent", "Ollivier", "Jouan", "Cadiou", "Riou",
            "Lebreton", "Vasseur", "Delattre", "Wattier", "Dewaele", "Bertin", "Gillet", "Boyer", "Fabre", "Bousquet",
            "Vidal", "Aubry", "Lacroix", "Giraud", "Chabert", "Grosjean", "Humbert", "Vallet", "Jaouen", "Morvan",
            "Ferrand", "Tanguy", "Esnault", "Kerbrat", "Quéméner", "Nguyen", "Haddad", "Benali", "Desmoulins",
            "Delacroix", "Blanchard", "Lemaire", "Dubreuil", "Thibault", "Poulain", "Lecomte", "Bazin", "Guérin",
            "Lévêque", "Rivière", "Bérard", "Chauveau", "Marty", "Pruvost", "Dufresne", "Ménard", "Coulon", "Josse"]
COMPOUND = ["Le Goff", "Le Gall", "Le Bihan", "Le Floch", "de Kervéguen", "du Plessis", "de La Roche", "Dos Santos",
            "Da Silva", "Van den Berghe", "Lemaire-Dubreuil", "Moreau-Lefranc", "Ben Haddou", "d'Harcourt", "de Villeroy"]
PARTICLES = {"le", "la", "de", "du", "des", "da", "dos", "van", "den", "ben", "d'"}

MALE = ["Thierry", "Philippe", "Jean-Pierre", "Michel", "Bernard", "Alain", "Patrick", "Christophe", "Sébastien", "Julien",
        "Mathis", "Hugo", "Yannick", "Gilles", "Hervé", "Didier", "Jean-Baptiste", "Pierre-Yves", "Loïc", "Gaël",
        "Mehdi", "Karim", "Benoît", "Jérôme", "Fabrice", "Rémi", "Thibaut", "Jean-Marc", "Serge", "Régis"]
FEMALE = ["Monique", "Françoise", "Isabelle", "Nathalie", "Sylvie", "Catherine", "Élodie", "Camille", "Léa", "Chloé",
          "Marie-Thérèse", "Anne-Sophie", "Marie-Claire", "Brigitte", "Josiane", "Nadège", "Solène", "Gwenaëlle",
          "Yasmina", "Amandine", "Céline", "Héloïse", "Maëlle", "Odile", "Ghislaine", "Annick", "Bérengère", "Sandrine"]
STREETS = ["rue des Glycines", "avenue du Maréchal Foch", "rue Jean Jaurès", "boulevard Gambetta", "impasse des Mésanges",
           "rue Victor Hugo", "chemin des Vignes", "allée des Tilleuls", "rue de la République", "place du Marché",
           "rue Pasteur", "avenue de Verdun", "rue des Écoles", "route de la Forêt", "rue du Moulin", "rue Saint-Nicolas",
           "résidence Les Hortensias", "rue Émile Zola", "quai des Bateliers", "rue des Peupliers", "lotissement Le Clos Fleuri",
           "avenue Aristide Briand", "rue du Général Leclerc", "rue des Capucins", "cours Lafayette", "rue de la Gare"]
ETAB_HOSP = ["Centre hospitalier {v}", "Centre hospitalier intercommunal {v}", "Hôpital {saint}", "Groupe hospitalier {n}"]
CLINIC_NAMES = ["Clinique des Tilleuls", "Polyclinique du Val Fleuri", "Clinique Sainte-Odile", "Clinique de l'Anjou",
                "Polyclinique des Trois Rivières", "Clinique du Parc Montaigne", "Clinique Saint-Vincent-de-Paul",
                "Hôpital privé Les Cèdres", "Clinique Jeanne d'Arc", "Polyclinique de la Baie"]
LAB_NAMES = ["Laboratoire Biolam", "Laboratoire BioAtlantique", "Laboratoire Cerballiance Val", "Laboratoire Bio-Med Lorraine",
             "Laboratoire Synlab Vallée", "Laboratoire Labazur Provence"]
EHPAD_NAMES = ["EHPAD Les Glycines", "EHPAD Résidence Le Grand Chêne", "EHPAD Les Jardins d'Automne", "EHPAD Korian Les Aulnes"]
INSURERS = ["Mutuelle Armor Prévoyance", "Harmonie Mutuelle", "Mutuelle Horizon Santé", "MNT Prévoyance", "Mutuelle des Cheminots du Nord"]
MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]
MOIS_ABR = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]


def luhn_digit(s):
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d - 9 if d > 9 else d
        tot += d
    return str((10 - tot % 10) % 10)


class Faker:
    def __init__(self, rng):
        self.r = rng
        self.used = set()

    def pick(self, pool):
        for _ in range(200):
            v = self.r.choice(pool)
            if v not in self.used:
                self.used.add(v)
                return v
        raise RuntimeError("pool exhausted")

    def surname(self, compound_p=0.2):
        return self.pick(COMPOUND if self.r.random() < compound_p else SURNAMES)

    def first(self, sex):
        return self.pick(MALE if sex == "M" else FEMALE)

    def commune(self):
        return self.pick(COMMUNES)

    def street(self):
        n = self.r.randint(1, 148)
        suf = self.r.choice(["", "", "", " bis", " ter"])
        return "%d%s %s" % (n, suf, self.pick(STREETS))

    def phone(self, zone, mobile=False):
        d = [self.r.randint(10, 99) for _ in range(4)]
        head = self.r.choice(["06", "07"]) if mobile else zone
        style = self.r.randint(0, 5)
        if style == 0:
            return "%s.%02d.%02d.%02d.%02d" % (head, *d)
        if style == 1:
            return "+33 %s %02d %02d %02d %02d" % (head[1], *d)
        if style == 2:
            return "%s%02d%02d%02d%02d" % (head, *d)
        return "%s %02d %02d %02d %02d" % (head, *d)

    def nir(self, sex, birth, dept):
        s = "1" if sex == "M" else "2"
        com = "%03d" % self.r.randint(1, 680)
        order = "%03d" % self.r.randint(1, 999)
        body = "%s%02d%02d%s%s%s" % (s, birth.year % 100, birth.month, dept, com, order)
        key = 97 - int(body) % 97
        style = self.r.randint(0, 3)
        if style == 0:
            return "%s %s %s %s %s %s %02d" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)
        if style == 1:
            return "%s %02d" % (body, key)
        if style == 2:
            return "%s%02d" % (body, key)
        return "%s %s %s %s %s %s - %02d" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)

    def rpps(self):
        b = "10" + "".join(str(self.r.randint(0, 9)) for _ in range(8))
        return b + luhn_digit(b)

    def adeli(self, dept):
        return dept + "".join(str(self.r.randint(0, 9)) for _ in range(7))

    def finess(self, dept):
        b = dept + "".join(str(self.r.randint(0, 9)) for _ in range(6))
        return b + luhn_digit(b)

    def digits(self, n, first_nonzero=True):
        s = "".join(str(self.r.randint(0, 9)) for _ in range(n))
        return (str(self.r.randint(1, 9)) + s[1:]) if first_nonzero else s

    def birth(self):
        return dt.date(self.r.randint(1932, 2004), self.r.randint(1, 12), self.r.randint(1, 28))

    def care_day(self):
        return dt.date(2024, 1, 1) + dt.timedelta(days=self.r.randint(0, 600))


def fmt_birth(d, style):
    return [lambda: d.strftime("%d/%m/%Y"), lambda: d.strftime("%d.%m.%Y"), lambda: d.strftime("%d-%m-%Y"),
            lambda: "%d %s %d" % (d.day, MOIS[d.month - 1], d.year), lambda: d.strftime("%Y-%m-%d"),
            lambda: "%02d %s %d" % (d.day, MOIS[d.month - 1].upper(), d.year), lambda: d.strftime("%d/%m/%y")][style]()


def fmt_care(d, style):
    return [lambda: d.strftime("%d/%m/%Y"), lambda: "%d %s %d" % (d.day, MOIS[d.month - 1], d.year),
            lambda: d.strftime("%d.%m.%Y"), lambda: "%d %s %d" % (d.day, MOIS_ABR[d.month - 1], d.year),
            lambda: d.strftime("%d-%m-%Y")][style]()


def ascii_fold(s):
    import unicodedata
    return "".join(c for c in unicodedata.normalize("NFD", s) if not unicodedata.combining(c)).lower().replace(" ", "").replace("'", "")
