"""Invented people, places and establishments (pools combined at random; communes/postcodes are real)."""
from __future__ import annotations

import datetime as dt

from . import ids

SURNAMES = ["Guillemot", "Rivaud", "Kerbrat", "Lemaréchal", "Dutheil", "Ferrandon", "Maupertuis", "Chassagne",
            "Le Gouëff", "de Saint-Aubert", "Vasseur-Dampierre", "Hérault", "Abadie", "Tchakarian", "Mokrani",
            "Nguyen-Thanh", "Lachaume", "Bouvreuil", "Ollivaux", "Peyrefitte", "Daubigné", "Escoffier", "Rabiller",
            "Da Costa Pinto", "Fauchereau", "Guérineau", "Jacquemard", "Lestrade", "Marsollier", "Quénéhervé",
            "Sabatier", "Thévenoux", "Villemin", "Wattebled", "Zanotti", "Bénichou", "Cazenave", "Delahaye-Roux",
            "Espinasse", "Gourdon", "Hamelin", "Imbert", "Journiac", "Laffargue", "Mallet-Joris", "Pradalié"]
HOMONYMS = {"Boulanger": ("boulanger", "Ancien boulanger, il a cessé toute activité professionnelle."),
            "Berger": ("berger", "A longtemps travaillé comme berger en estive."),
            "Marchand": ("marchand", "Exerçait comme marchand de primeurs sur les marchés."),
            "Meunier": ("meunier", "Fils de meunier, vit dans l'ancien moulin familial."),
            "Charpentier": ("charpentier", "Ancien charpentier, port de charges lourdes pendant 30 ans."),
            "Petit": ("petit", "Prend un petit déjeuner léger le matin."),
            "Chevalier": ("chevalier", "Pratique l'équitation (se décrit comme « chevalier du dimanche »)."),
            "Barbier": ("barbier", "Travaillait comme barbier dans un salon de quartier.")}
F_FIRST = ["Maëlle", "Solène", "Bérangère", "Josiane", "Noémie", "Ghislaine", "Aurélie", "Perrine", "Yasmina",
           "Marie-Thérèse", "Clémence", "Odile", "Léonie", "Anne-Laure", "Rozenn", "Fatoumata", "Gwenaëlle", "Inès"]
M_FIRST = ["Théophile", "Gaëtan", "Jean-Baptiste", "Loïc", "Régis", "Anatole", "Mathurin", "Bastien", "Karim",
           "Pierre-Yves", "Édouard", "Hervé", "Corentin", "Séverin", "Yannick", "Aurélien", "Ludovic", "Marius"]
PLACES = [("Laval", "53000", "53"), ("Quimperlé", "29300", "29"), ("Vierzon", "18100", "18"), ("Montluçon", "03100", "03"),
          ("Saint-Dié-des-Vosges", "88100", "88"), ("Agen", "47000", "47"), ("Dole", "39100", "39"),
          ("Châteaubriant", "44110", "44"), ("Saintes", "17100", "17"), ("Lisieux", "14100", "14"),
          ("Mont-de-Marsan", "40000", "40"), ("Épinal", "88000", "88"), ("Cholet", "49300", "49"),
          ("Bourg-en-Bresse", "01000", "01"), ("Fougères", "35300", "35"), ("Périgueux", "24000", "24"),
          ("Rodez", "12000", "12"), ("Saint-Brieuc", "22000", "22"), ("Aurillac", "15000", "15"), ("Dieppe", "76200", "76")]
STREETS = ["rue des Tanneurs", "impasse du Clos-Fleuri", "avenue Jean-Jaurès", "chemin de la Garenne", "rue Émile-Zola",
           "allée des Peupliers", "boulevard Gambetta", "rue du Moulin-à-Vent", "place de la Halle", "route de Bellevue",
           "rue Pasteur", "quai des Carmes", "lotissement Les Hauts de Sèvre", "rue de la Croix-Verte"]
ETAB = [("Centre hospitalier des Marches de Bretagne", "CHMB"), ("Hôpital intercommunal du Val d'Ancre", "HIVA"),
        ("Clinique Sainte-Radegonde", "CSR"), ("Centre hospitalier de la Haute-Vézère", "CHHV"),
        ("Polyclinique du Pays de Retz", "PPR"), ("Groupe hospitalier Loire-Aubance", "GHLA"),
        ("Centre hospitalier Lucien-Darvel", "CHLD"), ("Hôpital privé des Trois-Rivières", "HPTR")]
DOMAINS = ["orange-fiction.fr", "laposte-test.net", "courriel-exemple.fr", "mailtest.fr"]


class Person(dict):
    pass


def person(rng, sex=None, birth_years=(1935, 2004), used=None):
    sex = sex or rng.choice("FM")
    used = used if used is not None else set()
    pool = SURNAMES + list(HOMONYMS)
    while True:
        sn = rng.choice(pool)
        if sn not in used:
            used.add(sn)
            break
    fn = rng.choice(F_FIRST if sex == "F" else M_FIRST)
    born = dt.date(rng.randint(*birth_years), rng.randint(1, 12), rng.randint(1, 28))
    return Person(sn=sn, fn=fn, sex=sex, born=born)


def upper(sn):
    return sn.upper()


def address(rng):
    city, cp, dept = rng.choice(PLACES)
    num = rng.randint(1, 140)
    bis = rng.choice(["", "", "", " bis", " ter"])
    return {"street": rng.choice(STREETS), "num": "%d%s" % (num, bis), "city": city, "cp": cp, "dept": dept}


def email(rng, p, domain=None):
    loc = ids.fold(p["fn"].lower().split("-")[0]) + rng.choice([".", "_", ""]) + ids.fold(p["sn"].lower().replace(" ", "").replace("'", ""))
    return loc + "@" + (domain or rng.choice(DOMAINS))
