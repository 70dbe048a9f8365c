"""Fictional people, places and identifiers with valid check keys (corpus AZ's own copy, adapted from
tools/corpus_au/ids.py with new pools)."""
from __future__ import annotations

import datetime
import unicodedata

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
MOIS_ABR = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

SURNAMES = ["Kerbriand", "Lacoudraie", "Montaufier", "Bertheloz-Vidal", "Chaptalain", "Dourdanne", "Estrabaut",
            "Fayolle-Cerny", "Garrigouès", "Hazebrouck", "Ibarrondo", "Jolimetz", "Kervennic", "Laborde-Nouet",
            "Massonnaud", "Nivelleau", "Ollagnier", "Pradelou", "Quéméneur", "Roucayrol", "Salvetat-Brun",
            "Tournemire", "Urbistondo", "Vignancour", "Wattebled", "Yzerbault", "Zilberstein", "Amouroux-Dal",
            "Bourdarias", "Castagnol", "Delpeuch", "Escoffié"]
PARTICLES = ["de Kerangal", "d'Arvieux", "Le Moal", "de La Brosse-Huon", "du Tertre", "Le Dantec-Ruz",
             "d'Ossun", "van Hamme", "de Saint-Rémy", "Le Cornec"]
FIRST_F = ["Albane", "Bérangère", "Capucine", "Delphine", "Élodie", "Flavie", "Ghislaine", "Héloïse",
           "Inès", "Josiane", "Laurine", "Maëlys", "Noémie", "Perrine", "Solange", "Anne-Laure"]
FIRST_M = ["Aurélien", "Benoît", "Clovis", "Damien", "Évariste", "Fabrice", "Grégoire", "Hippolyte",
           "Joachim", "Ludovic", "Maxence", "Norbert", "Octave", "Paul-Henri", "Romuald", "Valentin"]
CHILD_F = ["Maëlle", "Lilou", "Romane", "Zélie"]
CHILD_M = ["Noé", "Timéo", "Sacha", "Gabin"]
# clinicians whose surname is also an ordinary French noun (the lowercase word stays: kind ORDINAIRE HOMONYME)
HOMONYMS = [("Poirier", "poirier", "Il taille encore lui-même le poirier du jardin familial."),
            ("Laurier", "laurier", "Une haie de laurier borde la maison, sans incidence sur l'allergie."),
            ("Brasseur", "brasseur", "Le père travaille comme brasseur dans une petite unité artisanale."),
            ("Tailleur", "tailleur", "Ancien tailleur de pierre, il garde une bonne habileté manuelle."),
            ("Vannier", "vannier", "Passe-temps : vannier amateur (osier), gestes fins conservés."),
            ("Tanneur", "tanneur", "Exposition professionnelle ancienne comme tanneur, sans suite."),
            ("Rosier", "rosier", "Piqûre initiale survenue en taillant un rosier au printemps."),
            ("Olivier", "olivier", "Vit près d'une oliveraie ; le pollen d'olivier est noté sans lien."),
            ("Charbonnier", "charbonnier", "Le grand-père était charbonnier ; pas d'antécédent familial notable."),
            ("Batelier", "batelier", "Loisir : batelier bénévole sur le canal, à reprendre progressivement."),
            ("Plombier", "plombier", "Le conjoint, plombier, assure les trajets vers l'hôpital."),
            ("Marin", "marin", "Ancien marin pêcheur, il signale une bonne tolérance à l'effort.")]

# real communes with postcodes and two-digit departments
TOWNS = [("Lannion", "22300", "22"), ("Bourg-en-Bresse", "01000", "01"), ("Montbrison", "42600", "42"),
         ("Dole", "39100", "39"), ("Millau", "12100", "12"), ("Saumur", "49400", "49"),
         ("Figeac", "46100", "46"), ("Issoire", "63500", "63"), ("Morlaix", "29600", "29"),
         ("Paimpol", "22500", "22"), ("Châteaubriant", "44110", "44"), ("Bar-le-Duc", "55000", "55"),
         ("Saint-Flour", "15100", "15"), ("Oloron-Sainte-Marie", "64400", "64"), ("Vitré", "35500", "35"),
         ("Langres", "52200", "52"), ("Sarlat-la-Canéda", "24200", "24"), ("Thonon-les-Bains", "74200", "74"),
         ("Villefranche-de-Rouergue", "12200", "12"), ("Autun", "71400", "71"), ("Privas", "07000", "07"),
         ("Lons-le-Saunier", "39000", "39"), ("Mende", "48000", "48"), ("Guéret", "23000", "23")]
STREET_TYPES = ["rue", "allée", "impasse", "chemin", "avenue", "boulevard", "place", "quai", "route", "sentier"]
STREET_NAMES = ["des Vanneaux", "du Moulin-Brûlé", "des Courtils", "Jean-Jaurès", "de la Croix-Verte",
                "des Hauts-Buttés", "du Gué-Perrin", "Camille-Claudel", "des Bruyères-Rousses", "de la Grande-Fosse",
                "des Saulniers", "du Tertre-Noir", "Louise-Michel", "des Peupliers", "de la Chaume-Basse"]
ESTABS = [("Centre hospitalier des Trois-Rivières", "CHTR"), ("Hôpital privé Saint-Aldric", "HPSA"),
          ("Clinique mutualiste du Val-Sauvage", "CMVS"), ("Centre hospitalier intercommunal Bresse-Revermont", "CHIBR"),
          ("Polyclinique des Hautes-Landes", "PHL"), ("Groupe hospitalier Rance-Émeraude", "GHRE"),
          ("Hôpital Gaspard-Monteil", "HGM"), ("Institut de soins du Causse-Noir", "ISCN")]
LABS = ["Laboratoire Biomédiane Rouergue", "Synlab Val-de-Bresse", "Laboratoire Eurofins Trois-Rivières",
        "Biogroupe Causse-Ségala", "Laboratoire Cerballiance Émeraude"]
EMPLOYERS = ["Scierie Bonnefous et Fils", "Transports Maguelonne SARL", "Fromagerie coopérative du Larzac-Sud",
             "Menuiserie Escoubet", "Boulangerie Caussanel", "Garage Roumiguières Automobiles",
             "Crédit agricole Causses-Vallées"]
INSURERS = ["Mutuelle Val-de-Rance", "Harmonie Mutuelle", "Mutuelle des Causses", "Groupama Gan Vie",
            "MGEN Santé", "Mutuelle Entrain", "Malakoff Humanis Santé"]
PRESTATAIRES = [("Ambulances des Trois-Rivières", "ATR"), ("Taxi Castagnol Services", "TCS"),
                ("Bastide Médical Domicile", "BMD")]


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
    return [sp + " " + key, n13 + " " + key, sp + " clé " + key, sp + " - " + key, n13 + "/" + key,
            sp + " (" + key + ")"][style % 6]


PHONE_BLOCKS = ["01 99 00", "02 61 91", "03 53 01", "04 65 71", "05 36 49"]
MOBILE_BLOCKS = ["06 39 98", "07 00 11"]


def phone(r, mobile: bool = False, style: int = 0) -> str:
    s = r.choice(MOBILE_BLOCKS if mobile else PHONE_BLOCKS) + " %02d %02d" % (r.randint(0, 99), r.randint(0, 99))
    return [s, s.replace(" ", "."), "+33 " + s[1:], s.replace(" ", ""), s.replace(" ", "-"),
            "+33 (0)" + s[1:]][style % 6]


def birth_written(d: datetime.date, style: int) -> str:
    m = MOIS[d.month - 1]
    return [d.strftime("%d/%m/%Y"), d.strftime("%d/%m/%y"), "%d %s %d" % (d.day, m, d.year),
            ("%d %s %d" % (d.day, m, d.year)).upper(), d.strftime("%d.%m.%Y"), d.strftime("%Y-%m-%d"),
            d.strftime("%d %m %Y"), "%s %d %s %d" % (JOURS[d.weekday()], d.day, m, d.year),
            "%d %s %d" % (d.day, MOIS_ABR[d.month - 1], d.year), "%d/%d/%d" % (d.day, d.month, d.year),
            "%s %s %d" % ("1er" if d.day == 1 else str(d.day), m, d.year)][style % 11]


def care(d: datetime.date) -> str:
    return d.strftime("%d/%m/%Y")


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))
