"""Fictional people, real communes, identifier generators (all values invented)."""
from __future__ import annotations

import random

PRENOMS_F = ["Maëlle", "Solène", "Gwenaëlle", "Odile", "Jacqueline", "Anne-Sophie", "Brigitte", "Noémie",
             "Héloïse", "Marie-Thérèse", "Colette", "Armelle", "Ludivine", "Yvonne", "Capucine", "Rozenn"]
PRENOMS_M = ["Yannick", "Gaëtan", "Jean-Baptiste", "Hervé", "Loïc", "Marcel", "Thibault", "Erwan",
             "Pierre-Yves", "Rémi", "Gilbert", "Anatole", "Joël", "Killian", "Bertrand", "Félix"]
NOMS = ["Kerhervé", "Le Bihan-Quéméner", "de La Villemarqué", "Boulanger", "Marchand", "Meunier", "Tanguy-Roudaut",
        "Guillou", "Prigent", "d'Aubigné", "Le Floc'h", "Berger", "Ollivier", "Lagadec", "Courtecuisse",
        "Vasseur", "Desrousseaux", "Pellerin", "Van Damme", "Brochard", "Rouxel", "Cadiou", "du Plessis-Morel",
        "Fauvel", "Gourmelon", "Jaouen", "Bellanger", "Chevillard", "Lemaître", "Duquesnoy", "Saint-Amand",
        "Hamon", "Le Gall", "Riou", "Blanchet", "Tessier"]
# communes réelles : (code postal, commune, code département, code commune INSEE sur 3 chiffres)
COMMUNES = [("29200", "Brest", "29", "019"), ("56100", "Lorient", "56", "121"), ("22000", "Saint-Brieuc", "22", "278"),
            ("35400", "Saint-Malo", "35", "288"), ("44600", "Saint-Nazaire", "44", "184"), ("49100", "Angers", "49", "007"),
            ("59800", "Lille", "59", "350"), ("62300", "Lens", "62", "498"), ("80000", "Amiens", "80", "021"),
            ("76600", "Le Havre", "76", "351"), ("14000", "Caen", "14", "118"), ("37000", "Tours", "37", "261"),
            ("87000", "Limoges", "87", "085"), ("63000", "Clermont-Ferrand", "63", "113"), ("21000", "Dijon", "21", "231"),
            ("25000", "Besançon", "25", "056"), ("51100", "Reims", "51", "454"), ("57000", "Metz", "57", "463"),
            ("64100", "Bayonne", "64", "102"), ("40000", "Mont-de-Marsan", "40", "192"), ("81000", "Albi", "81", "004"),
            ("84000", "Avignon", "84", "007"), ("26000", "Valence", "26", "362"), ("73000", "Chambéry", "73", "065"),
            ("29600", "Morlaix", "29", "151"), ("56000", "Vannes", "56", "260"), ("53000", "Laval", "53", "130"),
            ("72000", "Le Mans", "72", "181"), ("18000", "Bourges", "18", "033"), ("86000", "Poitiers", "86", "194")]
VOIES = ["rue des Tanneurs", "impasse du Clos-Fleuri", "allée des Hortensias", "chemin de Kerbrat", "rue du Moulin-Vert",
         "avenue Théophile-Lemarié", "boulevard des Glycines", "rue Jean-Marie-Quéré", "place du Vieux-Lavoir",
         "résidence les Mouettes", "rue de la Croix-Périne", "lieu-dit Pen-ar-Hoat", "rue Désiré-Ollivro",
         "quai des Gabariers", "rue Aristide-Pouliquen", "sente des Coquelicots"]
ETABS = [("Centre hospitalier de Cornouaille-Ouest", "CHCO"), ("Hôpital privé des Trois-Rivières", "HPTR"),
         ("Centre hospitalier intercommunal du Val-d'Argent", "CHIVA"), ("Clinique mutualiste de l'Estuaire", "CME"),
         ("Groupe hospitalier Sud-Armor", "GHSA"), ("Centre hospitalier des Marches-de-Loire", "CHML"),
         ("Polyclinique Saint-Exupère", "PSE"), ("Laboratoire de biologie médicale BioLittoral", "BIOLIT"),
         ("Centre d'imagerie médicale des Hauts-Prés", "CIMHP"), ("Hôpital local de Kerlann", "HLK")]
SERVICES = ["Cardiologie", "Médecine polyvalente", "Chirurgie viscérale", "Pneumologie", "Gériatrie", "Orthopédie",
            "Néphrologie", "Gastro-entérologie", "Neurologie", "Médecine interne"]
MUTUELLES = ["Mutuelle des Pays d'Iroise", "Harmonie Mutuelle", "MGEN", "Mutuelle Bleue Océane", "Prévoyance Armor Santé"]
DOMAINES = ["orange.fr", "laposte.net", "free.fr", "gmail.com", "wanadoo.fr", "sfr.fr"]
MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]

# kept material
CIM10 = [("I10", "hypertension essentielle"), ("E11.9", "diabète de type 2"), ("J18.9", "pneumopathie"),
         ("N18.4", "insuffisance rénale chronique stade 4"), ("I48.0", "fibrillation auriculaire paroxystique"),
         ("K80.2", "lithiase vésiculaire"), ("S72.0", "fracture du col du fémur"), ("J44.1", "BPCO exacerbée")]
CCAM = [("HMFC004", "cholécystectomie par cœlioscopie"), ("NEKA020", "arthroplastie de hanche"),
        ("DEQP003", "électrocardiogramme"), ("ZBQK002", "radiographie du thorax"), ("HHFA016", "appendicectomie"),
        ("YYYY600", "supplément")]
ATC = [("C09AA05", "ramipril"), ("B01AF01", "rivaroxaban"), ("A10BA02", "metformine"), ("N02BE01", "paracétamol"),
       ("C07AB07", "bisoprolol"), ("C03CA01", "furosémide"), ("J01CR02", "amoxicilline/acide clavulanique")]
DRUGS = [("Ramipril", "5 mg", "1 cp le matin"), ("Bisoprolol", "2,5 mg", "1 cp matin"), ("Metformine", "1000 mg", "1 cp matin et soir"),
         ("Paracétamol", "1000 mg", "1 cp toutes les 6 h si douleur"), ("Furosémide", "40 mg", "1 cp le matin"),
         ("Rivaroxaban", "15 mg", "1 cp au dîner"), ("Atorvastatine", "20 mg", "1 cp le soir"),
         ("Enoxaparine", "4000 UI", "1 injection SC par jour")]
EPONYMES = ["signe de Murphy", "maladie de Crohn", "manœuvre de Valsalva", "score de Glasgow", "signe de Babinski",
            "maladie de Parkinson", "classification de Child-Pugh", "signe de Lasègue", "syndrome de Cushing",
            "test de Romberg", "maladie de Horton", "score de Wells"]
DEVICES = ["Dräger Primus", "Medtronic Azure XT DR", "Philips IntelliVue MX450", "Siemens Somatom go.Up",
           "GE Revolution EVO", "Sysmex XN-1000", "Roche cobas 8000", "Fresenius 5008S"]
HOMONYMES = [("ancien boucher", "boucher"), ("ancien marchand de bestiaux", "marchand"), ("était meunier", "meunier"),
             ("ancien charpentier", "charpentier"), ("ancien boulanger", "boulanger"), ("jardinier retraité", "jardinier"),
             ("ancien berger", "berger"), ("ancienne couturière", "couturière")]
RIVIERES = ["la Loire", "la Vilaine", "la Garonne", "la Dordogne", "l'Odet", "la Rance"]
BIO = [("Hémoglobine", "g/dL", (11.0, 16.5), "12,0 – 16,0", "718-7"), ("Leucocytes", "G/L", (3.5, 14.0), "4,0 – 10,0", "6690-2"),
       ("Plaquettes", "G/L", (120, 420), "150 – 400", "777-3"), ("Sodium", "mmol/L", (130, 146), "136 – 145", "2951-2"),
       ("Potassium", "mmol/L", (3.2, 5.6), "3,5 – 5,1", "2823-3"), ("Créatinine", "µmol/L", (50, 240), "45 – 90", "2160-0"),
       ("CRP", "mg/L", (1, 180), "0,0 – 5,0", "1988-5"), ("Glycémie à jeun", "mmol/L", (4.0, 11.0), "3,9 – 5,8", "14749-6"),
       ("TSH", "mUI/L", (0.2, 6.0), "0,27 – 4,20", "3016-3"), ("Troponine Ic HS", "ng/L", (2, 90), "0,0 – 19,0", "89579-7"),
       ("INR", "", (0.9, 3.4), "0,8 – 1,2", "6301-6"), ("Albumine", "g/L", (25, 48), "35 – 52", "1751-7")]


def luhn_ok(digits: str) -> bool:
    s = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def luhn_complete(prefix: str) -> str:
    for c in "0123456789":
        if luhn_ok(prefix + c):
            return prefix + c
    raise AssertionError


class Ids:
    def __init__(self, rng: random.Random):
        self.rng = rng

    def digits(self, n: int) -> str:
        return "".join(self.rng.choice("0123456789") for _ in range(n))

    def rpps(self) -> str:
        return luhn_complete("10" + self.digits(8))

    def finess(self, dept: str) -> str:
        return luhn_complete(dept + "0" + self.digits(5))

    def adeli(self, dept: str) -> str:
        return dept + self.rng.choice(["1", "9", "6"]) + self.digits(6)

    def nir(self, sex: int, yy: str, mm: str, dept: str, com: str) -> tuple[str, str]:
        body = "%d%s%s%s%s%s" % (sex, yy, mm, dept, com, self.digits(3))
        key = 97 - int(body) % 97
        raw = body + "%02d" % key
        spaced = "%s %s %s %s %s %s %s" % (raw[0], raw[1:3], raw[3:5], raw[5:7], raw[7:10], raw[10:13], raw[13:])
        return raw, spaced

    def phone(self, fixe_prefix: str = "02") -> str:
        p = fixe_prefix if self.rng.random() < 0.6 else self.rng.choice(["06", "07"])
        return p + " " + " ".join(self.digits(2) for _ in range(4))
