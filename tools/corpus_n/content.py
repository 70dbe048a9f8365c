"""Fictional people, places, establishments (all invented) and shared snippets."""
import datetime as dt

from . import ids

SURNAMES = ["Lemaire", "Garnier", "Chevallier", "Rousseau", "Lacroix", "Perrot", "Guillot", "Barbier", "Huet",
            "Maréchal", "Collet", "Renaud", "Roussel", "Brunet", "Gauthier", "Picard", "Lefort",
            "Delmas", "Tessier", "Aubert", "Bouvier", "Duval", "Ferrand", "Giraud", "Hamon", "Jacquet",
            "Le Goff", "Mallet", "Pasquier", "Poirier", "Royer", "Schmitt", "Texier", "Vidal", "Weber",
            "Morin-Delaunay", "Ben Amor", "Nguyen", "Da Silva", "Kerbrat", "Fabre", "Maillard", "Cordier",
            "Leroux", "Besnard", "Pruvost", "Quéré", "Hérault", "Lefèvre", "Ménard", "Bénard", "Tardieu",
            "Rigaud", "Courtois", "Vasseur", "Guérin", "Costa", "Lebreton", "Chaput", "Sauvage", "Ollivier"]
FIRST_M = ["Jean-Luc", "Bernard", "Michel", "Thierry", "Olivier", "Mathieu", "Hugo", "Yannick", "Gérard",
           "Rémi", "Karim", "Loïc", "Sébastien", "Christophe", "Alain", "Théo", "Damien", "Franck", "Hervé", "Joël"]
FIRST_F = ["Monique", "Nathalie", "Sylvie", "Camille", "Élodie", "Brigitte", "Hélène", "Sandrine", "Léa",
           "Josiane", "Fatima", "Chantal", "Maëlle", "Agnès", "Corinne", "Océane", "Isabelle", "Martine", "Solène", "Ginette"]
HOMONYMS = ["boulanger", "berger", "meunier", "marchand", "mercier", "charpentier", "fournier", "boucher",
            "couturier", "jardinier", "tailleur", "pêcheur"]
TOWNS = [("Rennes", "35000", "35"), ("Nantes", "44000", "44"), ("Dijon", "21000", "21"), ("Tours", "37000", "37"),
         ("Brest", "29200", "29"), ("Limoges", "87000", "87"), ("Pau", "64000", "64"), ("Ajaccio", "20000", "2A"),
         ("Bastia", "20200", "2B"), ("Amiens", "80000", "80"), ("Colmar", "68000", "68"), ("Angers", "49000", "49"),
         ("Besançon", "25000", "25"), ("Nîmes", "30000", "30"), ("Vannes", "56000", "56"), ("Metz", "57000", "57"),
         ("Poitiers", "86000", "86"), ("Chambéry", "73000", "73"), ("Saint-Brieuc", "22000", "22"),
         ("Montauban", "82000", "82"), ("Évreux", "27000", "27"), ("Agen", "47000", "47"), ("Laval", "53000", "53"),
         ("Pontivy", "56300", "56"), ("Issoire", "63500", "63"), ("Saint-Dié-des-Vosges", "88100", "88"),
         ("Mont-de-Marsan", "40000", "40"), ("Bourg-en-Bresse", "01000", "01"), ("Châteaubriant", "44110", "44"),
         ("Lons-le-Saunier", "39000", "39")]
STREETS = ["rue des Lilas", "impasse du Moulin", "chemin de la Garenne", "boulevard de la Liberté",
           "allée des Peupliers", "rue du Château d'Eau", "place du Marché", "route de Kerlann", "rue des Glycines",
           "avenue des Acacias", "rue de la Croix Verte", "lotissement Les Hortensias", "rue du Four à Chaux",
           "quai des Tanneurs", "rue Basse des Vignes", "chemin du Pré Fleuri"]
EST = {
    "ch": [("Centre Hospitalier Intercommunal des Deux Vallées", "CHIDV"), ("Centre Hospitalier de la Haute Lande", "CHHL"),
           ("Groupe Hospitalier Sud Armor", "GHSA"), ("Centre Hospitalier Universitaire Val de Loire", "CHUVL")],
    "clinique": [("Clinique des Tilleuls", "CDT"), ("Polyclinique des Ormeaux", "PCO"),
                 ("Hôpital privé Les Grands Prés", "HPGP"), ("Clinique du Val Fleuri", "CVF")],
    "labo": [("Laboratoire de biologie médicale BioAlliance Armor", "BAA"), ("Laboratoire Synerbio Loire-Océan", "SLO"),
             ("Laboratoire d'analyses médicales des Trois Rivières", "LAM3R")],
    "radio": [("Imagerie Médicale des Remparts", "IMR"), ("Cabinet d'imagerie du Parc Floral", "CIPF"),
              ("Centre d'imagerie Bords de Vienne", "CIBV")],
    "anapath": [("Centre de Pathologie de l'Estuaire", "CPE"), ("Institut de cytologie et pathologie du Ponant", "ICPP")],
    "mg": [("Maison de santé pluriprofessionnelle du Bocage", "MSP du Bocage"), ("Cabinet médical des Marronniers", "CMM")],
    "ambu": [("Ambulances Taxi du Littoral", "ATL"), ("Transports sanitaires Horizon Santé", "TSHS")],
}
MUTUELLES = ["Mutuelle Armorique Prévoyance", "MutRégion Santé", "Prévia Mutuelle", "Harmonie des Vallons"]


class Person:
    def __init__(self, rng, sex=None, title=""):
        self.sex = sex or rng.choice("MF")
        self.last = rng.choice(SURNAMES)
        self.first = rng.choice(FIRST_M if self.sex == "M" else FIRST_F)
        self.title = title

    @property
    def LAST(self):
        return self.last.upper()


def make_ctx(rng, kind_est, doc_date):
    ctx = {}
    used_last, used_first = set(), set()

    def person(sex=None):
        while True:
            p = Person(rng, sex)
            if p.last not in used_last and p.first not in used_first:
                used_last.add(p.last)
                used_first.add(p.first)
                return p

    pat = person()
    pat.birth = dt.date(rng.randint(1932, 2004), rng.randint(1, 12), rng.randint(1, 28))
    pat.age = doc_date.year - pat.birth.year - ((doc_date.month, doc_date.day) < (pat.birth.month, pat.birth.day))
    pat.maiden = person("F").last if pat.sex == "F" and rng.random() < .6 else None
    town, cp, dept = rng.choice(TOWNS)
    pat.street = "%d %s" % (rng.randint(1, 148), rng.choice(STREETS))
    pat.cp, pat.town = cp, town
    pat.mobile = ids.phone(rng, rng.choice(["06", "07"]))
    pat.fixe = ids.phone(rng, rng.choice(["02", "03", "04", "05"]))
    dom = rng.choice(["laposte.net", "orange.fr", "free.fr", "gmail.com", "sfr.fr"])
    import unicodedata
    ascii_ = lambda s: unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode().lower().replace(" ", "").replace("'", "")
    pat.email = rng.choice(["%s.%s@%s", "%s%s@%s", "%s-%s@%s"]) % (ascii_(pat.first), ascii_(pat.last), dom)
    bdept = rng.choice(["2A", "2B", "75", "13", "35", "59", "69", dept])
    pat.nir = ids.nir(rng, 1 if pat.sex == "M" else 2, pat.birth, bdept)
    pat.ipp = rng.choice(["%010d", "%08d", "P%07d"]) % rng.randint(10 ** 6, 10 ** 8 - 1)
    f = rng.choice(["%09d", "S%08d", "Y"])
    pat.nda = "%d-%06d" % (doc_date.year, rng.randint(1, 999999)) if f == "Y" else f % rng.randint(10 ** 7, 10 ** 8 - 1)
    pat.mut = rng.choice(MUTUELLES)
    pat.mutnum = "%s%08d" % (rng.choice(["AP", "MR", "", "H"]), rng.randint(10 ** 6, 10 ** 8 - 1))
    ctx["pat"] = pat
    rel = person()
    if rel.sex == "F":
        rel.link = rng.choice(["fille", "sœur", "nièce", "voisine"] + (["épouse"] if pat.sex == "M" else []))
    else:
        rel.link = rng.choice(["fils", "frère", "neveu"] + (["époux"] if pat.sex == "F" else []))
    rel.phone = ids.phone(rng, rng.choice(["06", "07"]))
    ctx["rel"] = rel
    docs = []
    for _ in range(3):
        d = person()
        d.rpps = ids.rpps(rng)
        docs.append(d)
    ctx["docs"] = docs
    nurse = person()
    nurse.adeli = ids.adeli(rng, dept)
    ctx["nurse"] = nurse
    gp = person()
    gp.rpps = ids.rpps(rng)
    gtown, gcp, gdept = rng.choice(TOWNS)
    gp.street, gp.cp, gp.town = "%d %s" % (rng.randint(1, 90), rng.choice(STREETS)), gcp, gtown
    gp.phone = ids.phone(rng, rng.choice(["02", "03", "04", "05"]))
    ctx["gp"] = gp
    name, acro = rng.choice(EST[kind_est])
    etown, ecp, edept = rng.choice(TOWNS)
    est = {"name": name, "acro": acro, "town": etown, "cp": ecp,
           "street": "%d %s" % (rng.randint(1, 60), rng.choice(["avenue du Général Leclerc", "rue de l'Hôpital",
                                                                  "boulevard Pasteur", "rue des Écoles", "route de Lorient",
                                                                  "allée du Parc Médical"])),
           "phone": ids.phone(rng, rng.choice(["02", "03", "04", "05"])), "fax": ids.phone(rng, "0" + rng.choice("2345")),
           "finess": ids.finess(rng, edept), "siret": ids.siret(rng),
           "domain": acro.lower().replace(" ", "-") + rng.choice(["-sante.fr", ".fr", "-bio.fr"])}
    ctx["est"] = est
    ctx["homonym"] = rng.choice(HOMONYMS)
    return ctx


def em(p, domain):
    import unicodedata
    a = lambda s: unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode().lower().replace(" ", "").replace("'", "")
    return "%s.%s@%s" % (a(p.first)[0], a(p.last), domain)
