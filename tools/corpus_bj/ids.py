"""Fictional people, places and identifiers with valid check keys (corpus BJ's own copy, adapted from corpus AU
with new pools and new writings of birth dates, NIR, IPP, stay numbers, phones and first names)."""
from __future__ import annotations

import datetime
import unicodedata

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
JOURS2 = ["Lu", "Ma", "Me", "Je", "Ve", "Sa", "Di"]
ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]

# every character below is in cp1252 (the pydyf writer uses base-14 Courier with /WinAnsiEncoding)
SURNAMES = ["Abgrall-Kerneis", "Bourdarias", "Cazalbou", "Dieudé-Larré", "Estéoule", "Fouquerel", "Guichardet",
            "Hérissé", "Itçaina", "Jouanchicot", "Kerdoncuff", "Lamothe-Saubat", "Massoutié", "Nadalou", "Ollivro",
            "Peyrebrune", "Quillévéré", "Rabanit", "Sarrabère", "Tournesac", "Uhalde-Béhé", "Vergnaud-Pic",
            "Yvinec", "Zabalza", "Barrouillet", "Carrade", "Despujols", "Espitalier", "Fourcassié", "Gaudemar"]
PARTICLES = ["de Kerguélen-Rosmar", "d'Estaing-Lapeyre", "Le Bihan-Quéré", "du Cauzé", "Le Meur-Tanguy",
             "d'Alzonne", "van Hecke", "de Saint-Rémy-Vialle"]
FIRST_F = ["Adélaïde", "Blandine", "Clémence", "Déborah", "Edwige", "Gwenaëlle", "Héloïse", "Irène", "Justine",
           "Laurène", "Mahaut", "Nadège", "Oriane", "Solène", "Tiphaine", "Victorine"]
FIRST_M = ["Alphonse", "Baptiste", "Corentin", "Enguerrand", "Félicien", "Gatien", "Hugues", "Ignace",
           "Josselin", "Lazare", "Médéric", "Norbert", "Octave", "Pacôme", "Rodrigue", "Théophile"]
# second and third birth first names (the INS "liste des prénoms de naissance")
MORE_F = ["Marie", "Thérèse", "Odile", "Bernadette", "Colette", "Simone", "Germaine", "Yvette"]
MORE_M = ["Marcel", "Joseph", "Gérard", "Raymond", "Bernard", "Lucien", "Gilbert", "Roger"]
# clinicians whose surname is also an ordinary French noun: the lower-case noun stays in the text (ORDINAIRE)
HOMONYMS = [("Marais", "marais", "se promener souvent le long du marais avec son chien"),
            ("Tilleul", "tilleul", "boire une infusion de tilleul chaque soir pour dormir"),
            ("Fougère", "fougère", "couper autrefois la fougère pour la litière des chèvres"),
            ("Chardon", "chardon", "s'être écorché la main sur un chardon du talus"),
            ("Bruyère", "bruyère", "avoir vu la bruyère du plateau en fleur ce jour-là"),
            ("Prunier", "prunier", "avoir taillé le prunier du jardin la semaine précédente"),
            ("Cerisier", "cerisier", "être tombé(e) d'un cerisier à l'âge de dix ans, sans séquelle"),
            ("Sureau", "sureau", "préparer encore du sirop de sureau pour ses petits-enfants"),
            ("Peuplier", "peuplier", "avoir trouvé un peuplier abattu par le vent en travers du chemin"),
            ("Noisetier", "noisetier", "fabriquer ses bâtons de marche en bois de noisetier")]

# real communes with their postcodes and departments
TOWNS = [("Ussel", "19200", "19"), ("Tulle", "19000", "19"), ("Briançon", "05100", "05"),
         ("Saint-Dié-des-Vosges", "88100", "88"), ("Remiremont", "88200", "88"), ("Pontivy", "56300", "56"),
         ("Quimperlé", "29300", "29"), ("Morlaix", "29600", "29"), ("Argentan", "61200", "61"),
         ("Montbard", "21500", "21"), ("Avallon", "89200", "89"), ("Privas", "07000", "07"),
         ("Aubenas", "07200", "07"), ("Nérac", "47600", "47"), ("Marmande", "47200", "47"),
         ("Saint-Girons", "09200", "09"), ("Pamiers", "09100", "09"), ("Limoux", "11300", "11"),
         ("Ambert", "63600", "63"), ("Château-Gontier-sur-Mayenne", "53200", "53")]
STREET_TYPES = ["rue", "allée", "impasse", "chemin", "avenue", "boulevard", "place", "quai", "route", "sente"]
STREET_NAMES = ["du Puits-Salé", "des Hirondelles", "de la Forge-Basse", "du Lavoir", "des Mûriers",
                "de la Côte-Rôtie", "du Pré-Carré", "des Ardoisières", "de la Tour-Ronde", "des Capucins",
                "du Val-Fleury", "des Sources-Chaudes", "de l'Ancienne-Gare", "des Trois-Ormes", "du Grand-Four"]
ESTABS = [("Centre hospitalier des Hautes-Combes", "CHHC", "ch-hautescombes.fr"),
          ("Hôpital intercommunal du Val-d'Arlande", "HIVA", "hiva-sante.fr"),
          ("Clinique mutualiste Sainte-Ismérie", "CMSI", "cmsi-clinique.fr"),
          ("Groupe hospitalier Lauragais-Montagne Noire", "GHLMN", "ghlmn.fr"),
          ("Polyclinique du Bois-Joli", "PBJ", "polyclinique-boisjoli.fr"),
          ("Centre médico-chirurgical des Quatre-Chemins", "CMCQC", "cmc-quatrechemins.fr"),
          ("Hôpital local de Haute-Ribière", "HLHR", "hl-hauteribiere.fr"),
          ("Centre hospitalier du Pays d'Auxois", "CHPA", "ch-auxois.fr")]
LABS = ["Laboratoire Bioxa Combes", "Laboratoire Arlanbio", "Cerbiolis Auxois", "Laboratoire Synthèse-Ribière",
        "Biomédic Lauragais"]
EMPLOYERS = ["Scierie des Hautes-Combes SARL", "Laiterie coopérative du Haut-Vivarais",
             "Transports frigorifiques Arlande-Froid", "Boulangerie du Pont-Vieux", "Cabinet d'architecture Trait-d'Union",
             "Conserverie de l'Anse-Rouge", "Menuiserie aluminium Alu-Combes"]
INSURERS = ["Mutuelle Saint-Martial", "Mutuelle Ardéchoise Solidaire", "Prévoyance des Combes",
            "Mutuelle Vosgienne Entraide", "Mutuelle du Rouergue-Ségala", "Solimut Armor-Argoat",
            "Mutuelle Pyrène Santé"]


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
    """The key as corpus AU computes it: 97 - (NIR13 mod 97)."""
    return "%02d" % (97 - int(n13) % 97)


def nir_written(n13: str, key: str, style: int) -> str:
    """Six writings; the last three are new: the INSEE commune code kept whole ("2 65 11 64123 456 78"),
    three groups after the sex ("2 651164 123456 78"), slashes throughout ("2/65/11/64/123/456/78")."""
    g = [n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13], key]
    return [" ".join(g), n13 + " " + key, n13 + key,
            "%s %s %s %s%s %s %s" % tuple(g),
            "%s %s %s %s" % (n13[0], n13[1:7], n13[7:13], key),
            "/".join(g)][style % 6]


LAND_BLOCKS = ["02 61 91", "03 53 01", "04 65 71", "05 36 49", "01 99 00"]
MOBILE_BLOCKS = ["06 39 98", "07 00 11"]


def phone(r, mobile: bool = False, style: int = 0) -> str:
    """Six writings; the last three are new: "(06) 39 98 12 34", "+33639981234" (E.164), "0639 98 12 34"."""
    s = r.choice(MOBILE_BLOCKS if mobile else LAND_BLOCKS) + " %02d %02d" % (r.randint(0, 99), r.randint(0, 99))
    c = s.replace(" ", "")
    return [s, s.replace(" ", "."), "+33 " + s[1:], "(%s) %s" % (s[:2], s[3:]), "+33" + c[1:],
            "%s %s %s %s" % (c[0:4], c[4:6], c[6:8], c[8:10])][style % 6]


def birth_written(d: datetime.date, style: int) -> str:
    """Thirteen writings; 5-12 are new here: "06/11/1965 00:00" (date + midnight time), "1965-11-06T00:00:00+01:00"
    (ISO date-time with UTC offset), "06-novembre-1965" (full month between dashes), "6 novembre 1965 (samedi)"
    (weekday after, in brackets), "Sa 06.11.1965" (two-letter weekday + dotted), "19651106000000" (HL7 TS with
    time, 14 digits), "6-XI-1965" (Roman month between dashes), "1965-11-06 00:00:00" (SQL date-time)."""
    m = MOIS[d.month - 1]
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, m, d.year), d.strftime("%d.%m.%Y"),
            d.strftime("%Y-%m-%d"), d.strftime("%d/%m/%y"),
            d.strftime("%d/%m/%Y 00:00"), d.strftime("%Y-%m-%dT00:00:00+01:00"),
            "%02d-%s-%d" % (d.day, m, d.year), "%d %s %d (%s)" % (d.day, m, d.year, JOURS[d.weekday()]),
            "%s %s" % (JOURS2[d.weekday()], d.strftime("%d.%m.%Y")), d.strftime("%Y%m%d000000"),
            "%d-%s-%d" % (d.day, ROMAN[d.month - 1], d.year), d.strftime("%Y-%m-%d 00:00:00")][style % 13]


def care(d: datetime.date) -> str:
    return d.strftime("%d/%m/%Y")


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))
