"""Fictional identities, establishments and identifiers (all invented)."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
        "octobre", "novembre", "décembre"]
MOIS_ABR = ["JAN", "FEV", "MAR", "AVR", "MAI", "JUN", "JUL", "AOU", "SEP", "OCT", "NOV", "DEC"]

SURNAMES = [
    "GARNIER-VIDAL", "QUÉMÉNEUR", "LAFFITTE", "BOUSQUET", "HAMEL", "TRÉGUIER", "AUBRAC", "VERDIER",
    "CASTAING", "PELLOUX", "D'ALMEIDA", "LE BIHAN", "MOKRANI", "NGUYEN VAN", "SCHAEFFER", "FERRAND",
    "MONTAGNAC", "RABIER", "COSTANZA", "BENHAMOU", "DELAHAYE", "JOUVENEL", "KERBRAT", "LAMOTTE",
    "OUEDRAOGO", "PERRICHON", "ROUSSILLE", "SAINT-AUBIN", "TISSERAND", "VASSEUR", "WEBER-KLEIN",
    "AZOULAY", "CHARPENTIER", "DUVERNOY", "ESCUDIÉ", "FAUCHER", "GAILLOT", "HÉRAULT", "IBANEZ",
    "DE LA VARENNE", "MAZOUZ", "N'GUESSAN", "ORSINI", "PRADEL", "RIGAUDIÈRE", "SOULIÉ", "THIBOUT",
]
# surnames that are also ordinary French words (the word appears in the text as such)
HOMONYMS = [  # (surname, ordinary form used in the text, sentence using it)
    ("BLANC", "blanc", "Liquide de lavage {w}, sans caillot."),
    ("PETIT", "petit", "Présence d'un {w} épanchement pleural droit."),
    ("MASSE", "masse", "Pas de {w} palpable en fosse iliaque."),
    ("LÉGER", "léger", "Souffle systolique {w} au foyer aortique."),
    ("LONG", "long", "Traitement au {w} cours inchangé."),
    ("PORTE", "porte", "Tronc de la veine {w} perméable."),
    ("BRUN", "brun", "Liquide gastrique {w} ramené par la sonde."),
    ("FORT", "fort", "Pouls radial bien frappé, {w} et régulier."),
    ("GRAND", "grand", "Lésion mesurée à 14 mm de {w} axe."),
    ("MARCHE", "marche", "Reprise de la {w} dès J1 avec kinésithérapeute."),
    ("SALLE", "salle", "Surveillance en {w} de réveil sans particularité."),
    ("COURT", "court", "Antibiothérapie de {w} durée proposée."),
]
FIRST_F = ["Ghislaine", "Maëlle", "Odile", "Bérénice", "Solène", "Huguette", "Yasmina", "Anne-Sophie",
           "Léonie", "Marie-Josèphe", "Nadège", "Clothilde", "Inès", "Perrine", "Rolande", "Aïcha",
           "Viviane", "Éloïse", "Gwenaëlle", "Françoise"]
FIRST_M = ["Gaëtan", "Hervé", "Lucien", "Aurélien", "Jean-Baptiste", "Maxence", "Rodolphe", "Yannick",
           "Noël", "Édouard", "Karim", "Thibault", "Armel", "Joël", "Séverin", "Bastien", "Marc-Antoine",
           "Ludovic", "Anatole", "Gérald"]
# first names that are also ordinary words: (first name, word, sentence)
FIRST_HOMONYMS_F = [("Rose", "rose", "Muqueuse {w} et humide."), ("Claire", "claire",
                    "Urines {w}s, pas d'hématurie."), ("Blanche", "blanche", "Cicatrice {w} et souple.")]
FIRST_HOMONYMS_M = [("Constant", "constant", "Poids {w} depuis la dernière visite."),
                    ("Clément", "clément", "Hiver {w} : pas d'exacerbation.")]
DOC_SURNAMES = ["VILLARD", "ABITBOL", "LEROUX-DANTEC", "COMBESCURE", "HADDAD", "FONTVIEILLE", "MARQUET",
                "DESCAMPS", "BOUKHARI", "PIERRARD", "LACOMBE", "VAN DER MEULEN", "ROCHEFORT", "TANGUY",
                "ESTÈVE", "KHALIL", "DUFOURNET", "SARRAZIN", "BERTHOLON", "LÉAUTÉ", "CHABROL", "MEUNIER"]
DOC_FIRST = ["Hélène", "Samir", "Agathe", "Benoît", "Capucine", "Denis", "Estelle", "Florian", "Géraldine",
             "Hugo", "Isaure", "Jérôme", "Laetitia", "Mathias", "Nathalie", "Olivier", "Pascale", "Quentin",
             "Sandrine", "Timothée"]
STREETS = ["rue des Tanneurs", "avenue du Maréchal-Leclerc", "chemin de la Croix-Blanche", "impasse des Coquelicots",
           "boulevard Jean-Moulin", "allée Camille-Claudel", "route de Saint-Gildas", "place de l'Église",
           "rue du Four-à-Chaux", "lotissement les Hauts du Moulin", "quai des Bateliers", "rue Pasteur-Vallery-Radot",
           "chemin des Vignes Hautes", "rue de la Fontaine-aux-Loups", "avenue des Acacias", "rue Nungesser-et-Coli"]
COMPLEMENTS = ["Bâtiment C, appartement 12", "Résidence les Glycines", "Escalier B, 3e étage", "Lieu-dit la Borderie",
               "Chez Mme PRUVOST", "EHPAD les Tilleuls, chambre 14", "BP 27"]
CITIES = [("L'Isle-sur-la-Sorgue", "84800"), ("Villeneuve-d'Ascq", "59650"), ("Saint-Étienne-du-Rouvray", "76800"),
          ("Le Puy-en-Velay", "43000"), ("Château-Gontier-sur-Mayenne", "53200"), ("Aix-les-Bains", "73100"),
          ("Plœmeur", "56270"), ("Bourg-Saint-Andéol", "07700"), ("Les Sables-d'Olonne", "85100"),
          ("Saint-Jean-de-Luz", "64500"), ("Montigny-lès-Metz", "57950"), ("Châlons-en-Champagne", "51000"),
          ("Lons-le-Saunier", "39000"), ("Hénin-Beaumont", "62110"), ("Pont-l'Abbé", "29120"), ("Ajaccio", "20000"),
          ("Bagnères-de-Bigorre", "65200"), ("Saint-Dié-des-Vosges", "88100")]
ETABS = [  # name, acronym, city, cp
    ("Centre Hospitalier Intercommunal des Deux-Rives", "CHIDR", "Vernouillet-sur-Oise", "78540"),
    ("Centre Hospitalier Universitaire de Montval", "CHU Montval", "Montval", "31790"),
    ("Clinique mutualiste du Val-Fleuri", "CMVF", "Saint-Aulaye-Puymangou", "24410"),
    ("Groupe Hospitalier Bretagne-Sud Océane", "GHBSO", "Quimperlé", "29300"),
    ("Hôpital privé Sainte-Clotilde-des-Pins", "HPSC", "Mérignac-les-Landes", "33700"),
    ("Centre Hospitalier de Haute-Cerdagne", "CHHC", "Font-Romeu-Odeillo-Via", "66120"),
    ("Institut régional de cancérologie Rhône-Dauphiné", "IRCRD", "Bron-la-Plaine", "69500"),
    ("Polyclinique de l'Estuaire", "PCE", "Saint-Nazaire", "44600"),
]
SERVICES = {
    "operatoire": ["Chirurgie digestive et viscérale", "Chirurgie orthopédique et traumatologique", "Urologie"],
    "hospitalisation": ["Médecine interne", "Cardiologie", "Pneumologie", "Gériatrie aiguë"],
    "consultation": ["Neurologie", "Gastro-entérologie", "Endocrinologie-Diabétologie", "Rhumatologie"],
    "bio": ["Laboratoire de biologie médicale", "Pôle Biologie - Laboratoire polyvalent"],
    "imagerie": ["Service d'imagerie médicale", "Radiologie et imagerie interventionnelle"],
    "ordonnance": ["Cardiologie", "Diabétologie", "Médecine polyvalente", "Oncologie médicale"],
    "adressage": ["Cabinet de médecine générale", "Maison de santé pluriprofessionnelle"],
    "certificat": ["Urgences adultes", "Médecine du sport", "Cabinet de médecine générale"],
    "transport": ["Urgences adultes", "Néphrologie - Dialyse", "Oncologie médicale"],
    "liaison": ["Soins de suite et réadaptation", "Gériatrie aiguë", "Chirurgie orthopédique et traumatologique"],
    "anapath": ["Service d'anatomie et cytologie pathologiques"],
    "anesthesie": ["Département d'anesthésie-réanimation"],
}
MUTUELLES = ["MGEN", "Harmonie Mutuelle", "Mutuelle des Pays de Loire", "AG2R La Mondiale", "Malakoff Humanis",
             "Mutuelle Familiale du Rouergue"]


def luhn_ok_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


@dataclass
class Person:
    nom: str
    prenom: str
    sexe: str  # "F" / "M"
    ddn: dt.date
    nom_naissance: str = ""
    nir: str = ""
    ipp: str = ""
    nda: str = ""
    adresse: str = ""
    complement: str = ""
    cp: str = ""
    ville: str = ""
    tel: str = ""
    tel2: str = ""
    email: str = ""
    mutuelle: str = ""
    adherent: str = ""
    homonym: tuple | None = None  # (surname form, word, sentence) when the surname is an ordinary word
    first_homonym: tuple | None = None


@dataclass
class Doctor:
    nom: str
    prenom: str
    rpps: str
    adeli: str = ""
    specialite: str = ""
    email: str = ""
    login: str = ""


@dataclass
class Etab:
    nom: str
    sigle: str
    ville: str
    cp: str
    adresse: str
    tel: str
    fax: str
    finess: str
    finess_ej: str
    service: str
    email: str
    doctors: list = field(default_factory=list)


class Faker:
    def __init__(self, rng: random.Random):
        self.r = rng
        self.used: set[str] = set()

    def pick(self, seq):
        return self.r.choice(seq)

    def digits(self, n: int) -> str:
        return "".join(str(self.r.randrange(10)) for _ in range(n))

    def tel(self, mobile=False, style=None) -> str:
        first = self.pick(["06", "07"]) if mobile else self.pick(["01", "02", "03", "04", "05", "09"])
        d = first + self.digits(8)
        style = style or self.pick(["sp", "dot", "plain", "intl", "dash", "sp"])
        pairs = [d[i:i + 2] for i in range(0, 10, 2)]
        if style == "sp":
            return " ".join(pairs)
        if style == "dot":
            return ".".join(pairs)
        if style == "dash":
            return "-".join(pairs)
        if style == "intl":
            return "+33 " + d[1] + " " + " ".join(pairs[1:])
        return d

    def nir(self, p: Person, style=None) -> str:
        sex = "2" if p.sexe == "F" else "1"
        dept = p.cp[:2] if p.cp[:2] != "20" else "2A"
        body = sex + "%02d" % (p.ddn.year % 100) + "%02d" % p.ddn.month + dept + self.digits(3) + self.digits(3)
        num = int(body.replace("2A", "19").replace("2B", "18"))
        key = "%02d" % (97 - num % 97)
        style = style or self.pick(["sp", "plain", "key", "sp"])
        if style == "sp":
            return " ".join([body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key])
        if style == "key":
            return body + " " + key
        return body + key

    def rpps(self) -> str:
        b = "10" + self.digits(8)
        return b + luhn_ok_digit(b)

    def finess(self, dept: str) -> str:
        b = dept[:2].replace("2A", "20") + "0" + self.digits(5)
        return b + luhn_ok_digit(b)

    def person(self, sexe=None, homonym=False, first_homonym=False, year_range=(1931, 2004)) -> Person:
        r = self.r
        sexe = sexe or r.choice("FM")
        hom = None
        while True:
            if homonym:
                hom = r.choice(HOMONYMS)
                nom = hom[0]
            else:
                nom = r.choice(SURNAMES)
            if nom not in self.used:
                break
        self.used.add(nom)
        fh = None
        if first_homonym:
            fh = r.choice(FIRST_HOMONYMS_F if sexe == "F" else FIRST_HOMONYMS_M)
            prenom = fh[0]
        else:
            prenom = r.choice(FIRST_F if sexe == "F" else FIRST_M)
        y = r.randint(*year_range)
        ddn = dt.date(y, r.randint(1, 12), r.randint(1, 28))
        p = Person(nom=nom, prenom=prenom, sexe=sexe, ddn=ddn, homonym=hom, first_homonym=fh)
        if sexe == "F" and r.random() < 0.45:
            while True:
                nn = r.choice(SURNAMES)
                if nn not in self.used:
                    break
            self.used.add(nn)
            p.nom_naissance = nn
        p.ville, p.cp = r.choice(CITIES)
        p.adresse = "%d%s %s" % (r.randint(1, 180), r.choice(["", "", "", " bis", " ter"]), r.choice(STREETS))
        if r.random() < 0.4:
            p.complement = r.choice(COMPLEMENTS)
        p.nir = self.nir(p)
        p.ipp = self.pick([lambda: self.digits(9), lambda: "IPP" + self.digits(7), lambda: "0" + self.digits(7),
                           lambda: "E" + self.digits(8), lambda: self.digits(2) + "-" + self.digits(6)])()
        p.nda = self.pick([lambda: self.digits(2) + "/" + self.digits(6), lambda: "NDA" + self.digits(8),
                           lambda: "V" + self.digits(9), lambda: "2025-" + self.digits(6),
                           lambda: self.digits(10)])()
        p.tel = self.tel(mobile=r.random() < 0.6)
        p.tel2 = self.tel()
        base = (prenom.split("-")[0] + "." + nom.split(" ")[-1]).lower()
        base = base.translate(str.maketrans("éèêëàâäîïôöûüùçñ'", "eeeeaaaiioouuucn-"))
        p.email = base + self.pick(["", "", "76", "1962", "_pro"]) + "@" + self.pick(
            ["orange.fr", "laposte.net", "gmail.com", "free.fr", "sfr.fr", "wanadoo.fr", "outlook.fr"])
        p.mutuelle = r.choice(MUTUELLES)
        p.adherent = self.pick([lambda: self.digits(10), lambda: "ADH-" + self.digits(7),
                                lambda: self.digits(3) + " " + self.digits(3) + " " + self.digits(3)])()
        return p

    def doctor(self, spec="") -> Doctor:
        while True:
            nom = self.r.choice(DOC_SURNAMES)
            if nom not in self.used:
                break
        self.used.add(nom)
        prenom = self.r.choice(DOC_FIRST)
        d = Doctor(nom=nom, prenom=prenom, rpps=self.rpps(), specialite=spec)
        d.adeli = self.digits(2) + self.pick(["1", "3"]) + self.digits(5) + self.digits(1)
        simple = lambda s: s.lower().replace(" ", "").translate(str.maketrans("éèêëàâîïôöûüç'", "eeeeaaiioouuc-"))
        d.login = self.pick([simple(prenom)[0] + simple(nom), simple(nom)[:6] + simple(prenom)[:2],
                             simple(prenom) + "." + simple(nom)])
        d.email = simple(prenom) + "." + simple(nom)
        return d

    def etab(self, kind: str, ndoctors=3) -> Etab:
        nom, sigle, ville, cp = self.r.choice(ETABS)
        e = Etab(nom=nom, sigle=sigle, ville=ville, cp=cp,
                 adresse="%d %s" % (self.r.randint(1, 90), self.r.choice(
                     ["avenue de l'Hôpital", "rue du Docteur-Calmette", "boulevard Ambroise-Paré",
                      "route de la Corniche", "allée des Soignants", "rue Jeanne-Garnier"])),
                 tel=self.tel(), fax=self.tel(), finess=self.finess(cp), finess_ej=self.finess(cp),
                 service=self.r.choice(SERVICES[kind]), email="")
        dom = sigle.lower().replace(" ", "-")
        e.email = self.r.choice(["secretariat", "sec.medical", "accueil.service", "rdv"]) + "@" + dom + ".fr"
        e.doctors = [self.doctor() for _ in range(ndoctors)]
        for d in e.doctors:
            d.email = d.email + "@" + dom + ".fr"
        return e


def fmt_date(d: dt.date, style: str) -> str:
    if style == "slash":
        return d.strftime("%d/%m/%Y")
    if style == "dot":
        return d.strftime("%d.%m.%Y")
    if style == "dash":
        return d.strftime("%d-%m-%Y")
    if style == "short":
        return d.strftime("%d/%m/%y")
    if style == "iso":
        return d.isoformat()
    if style == "text":
        return ("1er" if d.day == 1 else str(d.day)) + " " + MOIS[d.month - 1] + " " + str(d.year)
    if style == "TEXT":
        return "%02d %s %d" % (d.day, MOIS[d.month - 1].upper(), d.year)
    if style == "abr":
        return "%02d-%s-%d" % (d.day, MOIS_ABR[d.month - 1], d.year)
    if style == "nozero":
        return "%d/%d/%d" % (d.day, d.month, d.year)
    raise ValueError(style)


DATE_STYLES = ["slash", "slash", "dot", "dash", "short", "iso", "text", "TEXT", "abr", "nozero"]


def age_at(ddn: dt.date, when: dt.date) -> int:
    return when.year - ddn.year - ((when.month, when.day) < (ddn.month, ddn.day))
