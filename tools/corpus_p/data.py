"""Invented identities and identifier generators (all values fictional)."""
from __future__ import annotations

import datetime as dt

SURNAMES = ["Vasseur", "Legrand", "Poirier", "Delmas", "Carrère", "Hoarau", "Kerjean", "Lemaître", "Barthélémy",
            "Courtois", "Saulnier", "Marchetti", "Ndiaye", "Ouellet", "Tessier", "Guillou", "Rambert", "Bouvier",
            "Lacombe", "Perrot", "Jaouen", "Ferrandi", "Castagné", "Dufresne", "Le Goff", "Maréchal", "Benhamou",
            "Rousselot", "Vidal-Naquet", "Thibaudeau", "Escoffier", "Morvan", "Aubertin", "Lagarde", "Peyrot"]
FIRST_F = ["Jeanne", "Monique", "Sylvie", "Odile", "Hélène", "Lucienne", "Anne-Sophie", "Gisèle", "Nadia", "Solène",
           "Brigitte", "Ginette", "Élodie", "Marie-Claude", "Yvette", "Claire"]
FIRST_M = ["Gérard", "Bernard", "Jean-Luc", "Raymond", "Thierry", "Lucien", "Mathieu", "Karim", "Yannick", "Étienne",
           "Marcel", "Pierre-Yves", "Roger", "Denis", "Hugo", "Fabrice"]
STAFF_SURNAMES = ["Abgrall", "Roussel", "Chevrier", "Marquand", "Lhuillier", "Besnard", "Toulemonde", "Quéméner",
                  "Grosjean", "Deschamps", "Fontanel", "Ribeiro", "Haddad", "Villeneuve", "Garnier", "Le Bihan",
                  "Cazenave", "Pelletier", "Nguyen", "Mercadier", "Loiseau", "Sabatier", "Jacquemin", "Ollivier"]
TOWNS = [("Rochefort", "17300", "17"), ("Vannes", "56000", "56"), ("Chambéry", "73000", "73"),
         ("Montauban", "82000", "82"), ("Saint-Brieuc", "22000", "22"), ("Épinal", "88000", "88"),
         ("Périgueux", "24000", "24"), ("Aurillac", "15000", "15"), ("Charleville-Mézières", "08000", "08"),
         ("Mont-de-Marsan", "40000", "40"), ("Bourg-en-Bresse", "01000", "01"), ("Dieppe", "76200", "76")]
VILLAGES = ["Plouguenast", "Saint-Jory", "Lignerolles", "Fontvieille", "Montcuq", "Villedieu-les-Poêles",
            "Saint-Amans", "Beaulieu-sur-Layon", "Ploërmel", "Arvieu"]
STREETS = ["rue des Glycines", "avenue Maurice Ravel", "chemin de la Fontaine Salée", "impasse des Tisserands",
           "boulevard Gambetta", "allée des Acacias", "rue du Moulin à Vent", "route de Kerlouan",
           "rue Jean Jaurès", "place de la Halle aux Grains", "rue des Capucines", "chemin du Puits Neuf"]
RESIDENCES = ["Résidence Les Tilleuls", "Résidence du Parc", "Résidence Les Hauts de Bel-Air", "Lieu-dit La Croix Blanche",
              "Lieu-dit Kervéguen", "Résidence Les Mimosas"]
ESTAB = [("Centre Hospitalier", "CH"), ("Clinique", "CL"), ("Polyclinique", "PC"), ("Centre Hospitalier Intercommunal", "CHI")]
ESTAB_NAMES = ["Val de Lauze", "Saint-Aubin des Prés", "Les Cèdres Bleus", "Pierre Vaillancourt", "Côte d'Émeraude",
               "Les Hautes Bruyères", "Sainte-Victorine", "du Pays de Sarre"]
LABS = [("Laboratoire de Biologie Médicale Bioaxe Garonne", "Bioaxe"), ("Laboratoire Biolyne Atlantique", "Biolyne"),
        ("Laboratoire Synbiolis Alpes", "Synbiolis")]
RADIO = [("Cabinet d'Imagerie Médicale du Lac Noir", "CIMLN"), ("Centre de Radiologie Les Augustins", "CRLA"),
         ("Imagerie Médicale Horizon Vauban", "IMHV")]
EHPAD = ["EHPAD Les Jardins de Clairefontaine", "EHPAD Résidence Le Clos Fleuri", "EHPAD La Maison des Sorbiers"]
SSIAD = [("Service de Soins Infirmiers à Domicile du Haut-Vallon", "SSIAD-HV"), ("Association Aide et Soins à Domicile Trois Rivières", "ASD3R")]
SITES = ["Site Sainte-Colombe", "Site des Ursulines", "Site Louis Pergaud", "Site du Belvédère", "Site de la Rabine"]
MUTUELLES = ["Mutuelle Armorique Santé", "Mutuelle des Trois Vallées", "Prévoyance Solidaire du Rhône"]
TRANSPORT = ["Ambulances Guérande Assistance", "Taxi-Ambulances du Bocage", "Ambulances Saint-Roch Secours"]

MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
          "novembre", "décembre"]
WEEKDAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]


def luhn_ok(s: str) -> bool:
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_complete(body: str) -> str:
    for k in range(10):
        if luhn_ok(body + str(k)):
            return body + str(k)
    raise AssertionError


def nir(rng, sex: int, birth: dt.date, dept: str) -> tuple[str, str]:
    """(spaced, compact) NIR with a valid 97-key."""
    body = "%d%02d%02d%s%03d%03d" % (sex, birth.year % 100, birth.month, dept, rng.randint(1, 899), rng.randint(1, 999))
    key = 97 - int(body) % 97
    spaced = "%s %s %s %s %s %s %02d" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)
    return spaced, body + "%02d" % key


def rpps(rng) -> str:
    return luhn_complete("10" + "".join(str(rng.randint(0, 9)) for _ in range(8)))


def adeli(rng, dept: str, prof: str = "60") -> str:
    return dept + prof + "%05d" % rng.randint(1000, 99999)


def finess(rng, dept: str) -> str:
    return luhn_complete(dept + "0" + "".join(str(rng.randint(0, 9)) for _ in range(5)))


def siret(rng) -> str:
    s = luhn_complete(str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(12)))
    return s


def digits(rng, n: int) -> str:
    return str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))


def phone_writings(rng, prefix: str = "0") -> list[str]:
    p = [prefix + str(rng.choice([1, 2, 3, 4, 5]))] + ["%02d" % rng.randint(0, 99) for _ in range(4)]
    return [" ".join(p), ".".join(p), "".join(p), "+33 " + p[0][1] + " " + " ".join(p[1:]), "-".join(p)]


def mobile(rng) -> list[str]:
    p = ["0" + rng.choice("67")] + ["%02d" % rng.randint(0, 99) for _ in range(4)]
    return [" ".join(p), ".".join(p), "".join(p), "+33 " + p[0][1] + " " + " ".join(p[1:])]


def date_writing(d: dt.date, style: str) -> str:
    if style == "slash":
        return d.strftime("%d/%m/%Y")
    if style == "dot":
        return d.strftime("%d.%m.%Y")
    if style == "dash":
        return d.strftime("%d-%m-%Y")
    if style == "yy":
        return d.strftime("%d/%m/%y")
    if style == "long":
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == "first":
        return ("1er" if d.day == 1 else str(d.day)) + " %s %d" % (MONTHS[d.month - 1], d.year)
    if style == "caps":
        return ("%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)).upper()
    if style == "weekday":
        return "%s %d %s %d" % (WEEKDAYS[d.weekday()], d.day, MONTHS[d.month - 1], d.year)
    if style == "Weekday":
        return "%s %d %s %d" % (WEEKDAYS[d.weekday()].capitalize(), d.day, MONTHS[d.month - 1], d.year)
    if style == "iso":
        return d.isoformat()
    if style == "compact":
        return d.strftime("%d%m%Y")
    if style == "compact_iso":
        return d.strftime("%Y%m%d")
    if style == "short_month":
        return "%02d-%s-%d" % (d.day, MONTHS[d.month - 1][:3].replace("é", "e").replace("û", "u"), d.year)
    raise ValueError(style)


DATE_STYLES = ["slash", "dot", "dash", "yy", "long", "caps", "weekday", "iso", "compact", "compact_iso", "Weekday", "short_month"]
