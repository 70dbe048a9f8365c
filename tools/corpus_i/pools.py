"""Invented pools (names, streets, establishments) and the fictional case of one document."""
from __future__ import annotations

import datetime as dt
import unicodedata

from . import ids
from .model import V

PRENOMS_F = ["Maëlys", "Josiane", "Anne-Sophie", "Nadia", "Bernadette", "Solenn", "Fatoumata", "Ginette",
             "Marie-Hélène", "Yasmina", "Odile", "Thi Lan", "Rozenn", "Chantal", "Inès", "Ghislaine",
             "Aurélie", "Jocelyne", "Samira", "Laëtitia", "Gwenaëlle", "Huguette", "Clémence", "Zoé-Lou"]
PRENOMS_M = ["Yannick", "Jean-Baptiste", "Mamadou", "Gérard", "Loïc", "Karim", "Thierry", "Erwan",
             "Marc-Antoine", "Rémi", "Abdelkader", "Gaëtan", "Hervé", "Ludovic", "Tanguy", "Didier",
             "Quang Minh", "Joël", "Sébastien", "Ronan", "Jean-Luc", "Bastien", "Farid", "Léandre"]
NOMS = ["Kerhervé", "Le Bihan", "Guillou", "N'Diaye", "Benhamou", "Tran", "Da Costa", "Rouxel",
        "Quéméneur", "Haddad", "Le Goff", "de Kerguelen", "d'Aubigné", "Lemarié", "Pichon-Lecoq",
        "Ouedraogo", "Cadiou", "Morvan", "Le Floch", "Bouchareb", "Jégou", "Nicolazo", "Ferrand",
        "Tessier", "Mbappé-Koné", "Carré", "Lebreton", "Gourvès", "Saïdi", "Nguyen Van", "Hamon",
        "Le Roux", "Riou", "Coatanéa", "Barbedette", "Delaunay", "Yilmaz", "Pellerin", "Kervella",
        "Dos Santos", "Briand", "Ollivier", "Cariou", "Ben Salah", "Ezanno", "Gicquel", "Jaouen"]
RUES = ["rue de la Motte-Brûlon", "allée des Hortensias", "boulevard de Verdun", "impasse du Clos Gérard",
        "rue Pierre-Loti", "avenue Janvier", "chemin de la Ville-Audrain", "rue des Trente",
        "place Sainte-Anne", "rue Jules-Ferry", "lieu-dit Kermoysan", "rue de Fougères", "quai Duguay-Trouin",
        "résidence les Mimosas", "rue du Stade", "avenue du Général-Leclerc", "rue Saint-Malo",
        "rue des Iris", "square de Galicie", "rue de la Croix-Verte"]
VILLES = [("35000", "Rennes"), ("35400", "Saint-Malo"), ("29200", "Brest"), ("56100", "Lorient"),
          ("22000", "Saint-Brieuc"), ("35300", "Fougères"), ("44000", "Nantes"), ("29000", "Quimper"),
          ("35500", "Vitré"), ("56000", "Vannes"), ("22100", "Dinan"), ("35170", "Bruz"),
          ("35510", "Cesson-Sévigné"), ("29600", "Morlaix"), ("35600", "Redon"), ("53000", "Laval")]
ETABS = [("Centre Hospitalier de Pontcallec", "CHP", "Hôpital"), ("Clinique des Tilleuls", "CDT", "Clinique"),
         ("Hôpital privé Sévigné-Vilaine", "HPSV", "Hôpital"), ("Polyclinique de l'Ellé", "PCE", "Clinique"),
         ("Centre Hospitalier du Pays de Brocéliande", "CHPB", "Hôpital"), ("GHU Armor-Rance", "GHUAR", "GHU"),
         ("Clinique Saint-Yves de Kerlédan", "CSYK", "Clinique"), ("Centre Hospitalier de la Côte d'Émeraude", "CHCE", "Hôpital")]
SITES = ["SITE HÔPITAL NORD-KERGOAT", "SITE LA TOURELLE", "SITE PONTCHAILLOU-EST", "SITE DU BOIS-RIOU"]
LABOS = ["Laboratoire Biolance Atlantique", "Laboratoire de biologie médicale Vilaine-Bio",
         "Cerballiance Ouest-Goëlo", "Laboratoire Armorbio"]
CABINETS = ["MSP du Couesnon", "Cabinet médical des Lices",
            "Maison de santé de Pleurtuit-Rance", "Cabinet du Dr {nom}", "Centre de santé Lanveur"]
SSR = ["Centre de rééducation de Kerpape-Ouest", "SSR Les Rochers de Trégastel", "HAD Vilaine Santé",
       "Centre de soins de suite Le Bois-Guillaume"]
MUTUELLES = ["Mutuelle Armorique Santé", "Harmonie des Marins", "Prévoyance Ouest Mutualiste"]
SERVICES = ["Chirurgie viscérale et digestive", "Médecine interne", "Cardiologie", "Pneumologie",
            "Orthopédie-traumatologie", "Gastro-entérologie", "Neurologie", "Gériatrie aiguë"]


def slug(t):
    t = unicodedata.normalize("NFKD", t).encode("ascii", "ignore").decode()
    return t.lower().replace(" ", "").replace("'", "")


class Person:
    def __init__(self, first, last, sex, title=""):
        self.first, self.last, self.sex, self.title = first, last, sex, title
        self.crit = False

    def N(self, form="upper", bold=False):
        t = {"upper": self.last.upper(), "title": self.last, "lower": self.last.lower()}[form]
        return V(t, "NOM", critical=self.crit, bold=bold)

    def F(self, form="title", bold=False):
        t = {"upper": self.first.upper(), "title": self.first, "lower": self.first.lower()}[form]
        return V(t, "PRENOM", critical=self.crit, bold=bold)

    def civ(self):
        return "M." if self.sex == "M" else "Mme"


class Case:
    """Everything personal about one fictional document."""

    def __init__(self, rng, year=2024):
        self.rng = r = rng
        used = set()

        def pick_name():
            while True:
                n = r.choice(NOMS)
                if n not in used:
                    used.add(n)
                    return n

        def person(sex=None, title=""):
            sex = sex or r.choice("MF")
            p = Person(r.choice(PRENOMS_M if sex == "M" else PRENOMS_F), pick_name(), sex, title)
            return p

        self.pat = person()
        self.pat.crit = True
        self.maiden = pick_name() if self.pat.sex == "F" and r.random() < 0.6 else None
        self.born = dt.date(r.randint(1932, 1998), r.randint(1, 12), r.randint(1, 28))
        self.dob = ids.date_forms(self.born)
        self.cp, self.ville = r.choice(VILLES)
        self.rue = "%d %s" % (r.randint(1, 98), r.choice(RUES))
        self.tel = ids.phone(r, mobile=True)
        self.tel_fixe = ids.phone(r, area=r.choice(["02", "09"]))
        self.email = "%s.%s%d@%s" % (slug(self.pat.first), slug(self.pat.last),
                                     self.born.year % 100, r.choice(["orange.fr", "gmail.com", "free.fr", "laposte.net"]))
        dept = self.cp[:2]
        self.nir = ids.nir(r, self.pat.sex, self.born, dept)
        self.insc = ids.digits(r, 22)
        self.ipp = ids.digits(r, 10, "8")
        self.nda = r.choice(["E%d-%06d" % (year % 100, r.randint(100000, 999999)),
                             "V%s" % ids.digits(r, 10), "%d-%06d" % (year, r.randint(100000, 999999))])
        self.rel = person()
        self.rel_lien = r.choice(["fille", "fils", "épouse", "époux", "sœur", "neveu", "compagne"])
        self.rel_tel = ids.phone(r, mobile=True)
        self.gp = person(title="Dr")
        self.gp_rpps = ids.rpps(r)
        self.gp_cab = r.choice(CABINETS).replace("{nom}", self.gp.last)
        self.gp_cp, self.gp_ville = r.choice(VILLES)
        self.gp_rue = "%d %s" % (r.randint(1, 60), r.choice(RUES))
        self.gp_tel = ids.phone(r)
        self.docs = [person(title="Dr") for _ in range(5)]
        self.docs_rpps = [ids.rpps(r) for _ in self.docs]
        self.adeli = [ids.adeli(r, dept) for _ in range(3)]
        self.etab, self.acr, _ = r.choice(ETABS)
        self.site = r.choice(SITES)
        self.finess = ids.finess(r, self.cp[:2])
        self.finess_ej = ids.finess(r, self.cp[:2])
        self.e_cp, self.e_ville = r.choice(VILLES)
        self.e_rue = "%d %s" % (r.randint(1, 200), r.choice(RUES))
        self.e_tel = ids.phone(r)
        self.e_fax = ids.phone(r)
        self.service = r.choice(SERVICES)
        self.labo = r.choice(LABOS)
        self.ssr = r.choice(SSR)
        self.mutuelle = r.choice(MUTUELLES)
        self.adherent = "%s%s" % (r.choice(["", "AD", "M"]), ids.digits(r, 9))
        self.sec = person(sex="F")
        self.sec_email = "secretariat.%s@%s.fr" % (slug(self.service.split()[0]),
                                                   self.acr.lower())
        self.dr_email = "%s.%s@%s.fr" % (slug(self.docs[0].first), slug(self.docs[0].last),
                                         self.acr.lower())
        # care dates (kept): never equal to the birth date
        self.adm = dt.date(year, r.randint(1, 10), r.randint(1, 20))
        self.sortie = self.adm + dt.timedelta(days=r.randint(3, 12))
        self.rdv = self.sortie + dt.timedelta(days=r.randint(20, 60))
        self.age = ids.age_at(self.born, self.adm)
        self.year = year

    # convenience values ------------------------------------------------
    def v(self, text, kind, **kw):
        return V(text, kind, **kw)

    def etabV(self, text=None):
        t = text or self.etab
        core = t.split(" de ")[-1].split(" des ")[-1] if " " in t else t
        return V(t, "ETAB", probes=[t] + ([core] if core != t and len(core) > 4 else []))

    def rueV(self, text):
        street = text.split(" ", 1)[1] if text[0].isdigit() else text
        return V(text, "ADRESSE", probes=[text, street])

    def cabV(self):
        return V(self.gp_cab, "ETAB")

    def telV(self, num, style="space"):
        return V(ids.phone_fmt(num, style), "TEL")
