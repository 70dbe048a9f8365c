"""Fictional people, places and identifiers with valid check keys, written for corpus BQ (documents that carry a
patient's data through CORRESPONDENCE and ADMINISTRATION rather than care). Every character is in cp1252 (the form
writer draws base-14 Times and Courier with /WinAnsiEncoding). The check-key helpers (Luhn, NIR key, RPPS, ADELI,
FINESS) are corpus AU's, imported as is.

Writings: birth dates "12/03/1958", "12.03.1958", "12 mars 1958", "12/03/58", "1958-03-12", "12-03-1958",
"19580312" (compact ISO, in attachment file names), "12 MARS 1958"; care / sending dates "12/08/2025",
"12 août 2025", "12/08/25", "2025-08-12", "12.08.2025", "mardi 12 août 2025"; NIR "2 58 03 36 123 456 78",
"2580336123456 78", "258033612345678", "2 58 03 36 123 456 - 78"; IPP by establishment (9 digits, "P" + 8 digits,
10 digits "20...", "58-" + 6 digits); stay numbers "125004512", "S2025-04512", "V25-004512", "2025/045127";
member numbers "ADH 0447 1209", "M0447120935", "4471209/01"; phones in fiction blocks "02 61 91 xx xx",
"05 36 49 xx xx", "03 53 01 xx xx", mobiles "06 39 98 xx xx", "07 00 11 xx xx", written "02 61 91 12 34",
"02.61.91.12.34", "0261911234", "+33 2 61 91 12 34", "+33 (0)2 61 91 12 34"; identity cards (9 characters),
registered-letter numbers "1A 123 456 7890 1", number plates "GH-482-QZ", SIRET (14 digits, Luhn).
"""
from __future__ import annotations

import datetime
import unicodedata

from tools.corpus_au.ids import adeli, digits, finess, luhn_digit, nir13, nir_key, rpps  # noqa: F401

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
JOURS3 = ["lun.", "mar.", "mer.", "jeu.", "ven.", "sam.", "dim."]

SURNAMES = ["Aumasson", "Barbotin", "Bonnichon", "Boutonnet-Rigal", "Chabenat", "Chauvat", "Coulandon",
            "Dardaillon", "Delaporte-Sauvat", "Desfougères", "Dufraisse", "Écochard", "Fayolle", "Fougeret",
            "Gazonnaud", "Gendraud-Pinel", "Guimonneau", "Jamet", "Labesse", "Lachaize", "Lagrange-Beaufils",
            "Laplanche", "Malterre", "Mandonnet", "Marchadier", "Meunier-Thorel", "Mouveroux", "Nadaud",
            "Peyrichoux", "Pinaud", "Planchenault", "Queyroi", "Ravinet", "Rebière", "Ribérol", "Sauvanet",
            "Tabaraud", "Texier-Loubet", "Thomazeau", "Trarieux", "Vergnaud", "Villoutreix", "Viroulaud",
            "Yvernault", "Zabalza", "Chaumeton", "Bernardeau", "Pinguet", "Rabaté", "Thévenin", "Aucouturier",
            "Brunaud", "Chassagne-Mérigot", "Dumazet", "Faugeras", "Grelet", "Jouhannaud", "Lavaud-Bessière",
            "Mazeirat", "Nouhaud", "Pradeau", "Rougerie", "Soulat", "Tournebize", "Vignaud", "de Sainte-Hermine",
            "du Mazaubrun", "de La Celle-Guenand", "d'Ambrugeac", "Le Goff-Rivière", "Le Quéré"]
FIRST_F = ["Ginette", "Maryvonne", "Laurence", "Sylvie-Anne", "Clémence", "Édith", "Françoise", "Renée", "Lucie",
           "Blandine", "Coralie", "Pascale", "Marie-Claude", "Annick", "Céline", "Yolande", "Margaux", "Bérengère",
           "Nadège", "Estelle", "Anaïs", "Léa-Rose", "Véronique", "Monique", "Jocelyne", "Éliane"]
FIRST_M = ["Jean-Pierre", "Didier", "Fabrice", "Guy", "Serge", "Patrice", "Loïc", "Hervé", "Xavier", "Cédric",
           "Jean-Baptiste", "Aurélien", "Romain", "Gilles", "Joël", "Francis", "Thibault", "Éric", "Bastien",
           "Paul-Henri", "Léandre", "Stéphane", "Kévin", "René", "Marcel", "Claude-Henri"]
# real communes (postcode, department) of Berry, Limousin, Nivernais and Sologne
TOWNS = [("Issoudun", "36100", "36"), ("Vierzon", "18100", "18"), ("Saint-Amand-Montrond", "18200", "18"),
         ("Le Blanc", "36300", "36"), ("La Châtre", "36400", "36"), ("Argenton-sur-Creuse", "36200", "36"),
         ("Guéret", "23000", "23"), ("Aubusson", "23200", "23"), ("Ussel", "19200", "19"), ("Tulle", "19000", "19"),
         ("Brive-la-Gaillarde", "19100", "19"), ("Saint-Junien", "87200", "87"), ("Bellac", "87300", "87"),
         ("Saint-Yrieix-la-Perche", "87500", "87"), ("Nevers", "58000", "58"), ("Cosne-Cours-sur-Loire", "58200", "58"),
         ("Clamecy", "58500", "58"), ("Decize", "58300", "58"), ("Romorantin-Lanthenay", "41200", "41"),
         ("Vendôme", "41100", "41"), ("Montluçon", "03100", "03"), ("Gien", "45500", "45"), ("Aigurande", "36140", "36"),
         ("Bourganeuf", "23400", "23")]
# own letterheads: name, acronym, department, town, postcode, CEDEX postcode, street, postal box (kept decoy)
HOSPITALS = [("Centre hospitalier du Berry-Champagne", "CHBC", "36", "Issoudun", "36100", "36105",
              "rue des Hospitaliers", "CS 60023"),
             ("Centre hospitalier intercommunal Cher-Sologne", "CHICS", "18", "Vierzon", "18100", "18102",
              "avenue du Docteur Léon-Bidault", "BP 412"),
             ("Hôpital de la Haute-Marche", "HHM", "23", "Guéret", "23000", "23011", "boulevard des Tisserands",
              "CS 10219"),
             ("Centre hospitalier Nivernais-Morvan", "CHNM", "58", "Clamecy", "58500", "58501",
              "route des Flotteurs", "BP 38")]
OTHER_ESTABS = [("Centre de SMR Les Genêts de Sologne", "SMR-GS"), ("Clinique des Grands Prés", "CGP"),
                ("EHPAD Résidence du Vieux-Moulin", "RVM"), ("Centre de rééducation de la Vallée de la Creuse", "CRVC"),
                ("Polyclinique Saint-Ursin du Cher", "PSUC"), ("Hôpital local du Haut-Limousin", "HLHL")]
AMBULANCES = [("Ambulances Berrichonnes du Boischaut", "ABB"), ("Taxi-Ambulances des Bords de Loire", "TABL"),
              ("Ambulances Vals de Sologne", "AVS"), ("Transports sanitaires Morvan Assistance", "TSMA")]
EMPLOYERS = ["Laiterie coopérative du Boischaut", "Fonderie de la Marche SAS", "Menuiseries du Pays Fort SARL",
             "Scierie du Haut-Morvan", "Transports frigorifiques Val de Cher", "Imprimerie Creusoise des Arts"]
MUTUELLES = ["Mutuelle du Pays Fort", "Mutuelle limousine de prévoyance", "Prévoyance Sologne Santé",
             "Mutuelle des agents du Nivernais", "Sologne Mutualité", "Mutuelle berrichonne des artisans"]
CPAM = {"36": "CPAM de l'Indre", "18": "CPAM du Cher", "23": "CPAM de la Creuse", "58": "CPAM de la Nièvre",
        "19": "CPAM de la Corrèze", "87": "CPAM de la Haute-Vienne", "41": "CPAM de Loir-et-Cher",
        "03": "CPAM de l'Allier", "45": "CPAM du Loiret"}
STREETS = ["rue des Tanneurs", "allée des Charmilles", "chemin de la Croix-Blanche", "route de Châteauroux",
           "impasse du Four-à-Chaux", "place du Champ-de-Foire", "rue de la Poterne", "avenue Pierre-Mendès-France",
           "rue du Moulin-Neuf", "faubourg de Bourges", "chemin des Vignes-Hautes", "rue des Trois-Ponts",
           "allée des Peupliers-Blancs", "rue du Maréchal-Ferrant"]
LIEUX = ["lieu-dit Les Grandes Bruyères", "lieu-dit La Font-Chaude", "hameau des Chirons", "lieu-dit Le Grand Village"]
MAIL_DOMAINS = ["laposte.net", "orange.fr", "free.fr", "sfr.fr", "gmail.com", "wanadoo.fr"]
FICTION = ["02 61 91", "05 36 49", "03 53 01"]
MOBILE = ["06 39 98", "07 00 11"]


def phone(r, mobile=False, style=0, block=None) -> str:
    b = block or r.choice(MOBILE if mobile else FICTION)
    p = (b + " %02d %02d" % (r.randint(10, 99), r.randint(10, 99))).split(" ")
    return [" ".join(p), ".".join(p), "".join(p), "+33 " + " ".join([p[0][1]] + p[1:]),
            "+33 (0)" + p[0][1] + " " + " ".join(p[1:])][style % 5]


def nir_written(n13: str, key: str, style: int) -> str:
    sp = "%s %s %s %s %s %s" % (n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13])
    return [sp + " " + key, n13 + " " + key, n13 + key, sp + " - " + key][style % 4]


def birth_written(d: datetime.date, style: int) -> str:
    m = MOIS[d.month - 1]
    return [d.strftime("%d/%m/%Y"), d.strftime("%d.%m.%Y"), "%d %s %d" % (d.day, m, d.year), d.strftime("%d/%m/%y"),
            d.strftime("%Y-%m-%d"), d.strftime("%d-%m-%Y"), d.strftime("%Y%m%d"),
            ("%d %s %d" % (d.day, m, d.year)).upper()][style % 8]


def care(d: datetime.date, style=0) -> str:
    return [d.strftime("%d/%m/%Y"), "%d %s %d" % (d.day, MOIS[d.month - 1], d.year), d.strftime("%d/%m/%y"),
            d.strftime("%Y-%m-%d"), d.strftime("%d.%m.%Y"), long_day(d), d.strftime("%d-%m-%Y")][style % 7]


def long_day(d: datetime.date) -> str:
    return "%s %d %s %d" % (JOURS[d.weekday()], d.day, MOIS[d.month - 1], d.year)


def mail_day(d: datetime.date) -> tuple:
    """("mar.", "12 août 2025"): the weekday stays template text, the date is the value."""
    return JOURS3[d.weekday()], "%d %s %d" % (d.day, MOIS[d.month - 1], d.year)


def age_at(b: datetime.date, d: datetime.date) -> int:
    return d.year - b.year - ((d.month, d.day) < (b.month, b.day))


def ipp(r, h: int) -> str:
    return ["%09d" % r.randint(10 ** 7, 10 ** 9 - 1), "P" + digits(r, 8), "20" + digits(r, 8), "58-" + digits(r, 6)][h % 4]


def stay(r, style: int, d: datetime.date) -> str:
    y = d.year % 100
    return ["1%02d%06d" % (y, r.randint(1, 999999)), "S%d-%05d" % (d.year, r.randint(1, 99999)),
            "V%02d-%06d" % (y, r.randint(1, 999999)), "%d/%06d" % (d.year, r.randint(1, 999999))][style % 4]


def member(r, style: int) -> str:
    return ["ADH %s %s" % (digits(r, 4), digits(r, 4)), "M" + digits(r, 10), "%s/0%d" % (digits(r, 7), r.randint(1, 3))][style % 3]


def siret(r) -> str:
    body = digits(r, 13)
    return body + luhn_digit(body)


def id_card(r) -> str:
    al = "ABCDEFGHJKLMNPRSTUVWXYZ23456789"
    return "".join(r.choice(al) for _ in range(9))


def registered(r) -> str:
    return "1A %s %s %s %s" % (digits(r, 3), digits(r, 3), digits(r, 4), digits(r, 1))


def plate(r) -> str:
    al = "ABCDEFGHJKLMNPQRSTVWXZ"
    return "%s%s-%s-%s%s" % (r.choice(al), r.choice(al), digits(r, 3), r.choice(al), r.choice(al))


def caps_name(name: str) -> str:
    for part in ("de La ", "de ", "du ", "d'"):
        if name.startswith(part):
            return part + name[len(part):].upper()
    return name.upper()


def initials(name: str) -> str:
    for part in ("de La ", "de ", "du ", "d'"):
        if name.startswith(part):
            name = name[len(part):]
    return "".join("-".join(h[0].upper() + "." for h in w.split("-")) for w in name.split(" "))


def ascii_fold(s: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))


def mail_local(*parts) -> str:
    return ".".join(ascii_fold(p).lower().replace(" ", "").replace("'", "").replace("-", "") for p in parts)
