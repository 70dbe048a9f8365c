"""Per-document context: an invented patient, establishment, doctors, dates; value printers.

Each printer returns segments (strings and fresh ``Item`` objects): one item per
printed occurrence. ``up=True`` prints the legacy-HIS spelling (upper case ASCII).
"""

from __future__ import annotations

import datetime as dt
import random

from . import ids
from .model import care_date, decoy, mot, pii

CIM10 = [("I48.0", "Fibrillation auriculaire paroxystique"), ("E11.9", "Diabète de type 2 sans complication"),
         ("I10", "Hypertension essentielle"), ("J18.9", "Pneumopathie sans précision"),
         ("N18.3", "Maladie rénale chronique stade 3"), ("K80.2", "Lithiase vésiculaire sans cholécystite"),
         ("I50.1", "Insuffisance ventriculaire gauche"), ("S72.0", "Fracture du col du fémur"),
         ("J44.1", "BPCO avec exacerbation aiguë"), ("K35.8", "Appendicite aiguë"), ("M17.1", "Gonarthrose primaire"),
         ("G40.9", "Épilepsie sans précision"), ("I63.4", "Infarctus cérébral embolique"),
         ("E03.9", "Hypothyroïdie sans précision"), ("N39.0", "Infection des voies urinaires")]
CCAM = [("DZQM006", "Échocardiographie transthoracique"), ("ZBQK002", "Radiographie du thorax"),
        ("HMFC004", "Cholécystectomie par cœlioscopie"), ("HHFA016", "Appendicectomie par cœlioscopie"),
        ("NEKA020", "Arthroplastie totale de hanche"), ("NFKA007", "Arthroplastie totale du genou"),
        ("DEQP003", "Électrocardiographie sur 12 dérivations"), ("QZFA036", "Exérèse de lésion cutanée"),
        ("ACQK001", "Scanographie du crâne"), ("ZCQN002", "Remnographie de l'abdomen")]
LOINC = [("718-7", "Hémoglobine", "g/dL", 12.0, 16.0, 1), ("6690-2", "Leucocytes", "G/L", 4.0, 10.0, 1),
         ("777-3", "Plaquettes", "G/L", 150, 400, 0), ("2951-2", "Sodium", "mmol/L", 136, 145, 0),
         ("2823-3", "Potassium", "mmol/L", 3.5, 5.1, 1), ("2160-0", "Créatinine", "µmol/L", 45, 90, 0),
         ("1742-6", "ALAT", "UI/L", 7, 40, 0), ("1988-5", "Protéine C réactive", "mg/L", 0, 5, 1),
         ("4548-4", "Hémoglobine glyquée", "%", 4.0, 6.0, 1), ("3016-3", "TSH", "mUI/L", 0.27, 4.20, 2),
         ("2345-7", "Glucose à jeun", "mmol/L", 3.9, 5.8, 1), ("33762-6", "NT-proBNP", "ng/L", 0, 125, 0),
         ("6301-6", "INR", "", 0.8, 1.2, 2), ("2093-3", "Cholestérol total", "g/L", 1.5, 2.0, 2)]
DRUGS = [("C07AB07", "bisoprolol", "2,5 mg", "1 comprimé le matin"),
         ("B01AF01", "rivaroxaban", "20 mg", "1 comprimé le soir au cours du repas"),
         ("A10BA02", "metformine", "1000 mg", "1 comprimé matin et soir"),
         ("N02BE01", "paracétamol", "1 g", "1 comprimé toutes les 6 heures si douleur"),
         ("C10AA05", "atorvastatine", "40 mg", "1 comprimé le soir"),
         ("C09AA05", "ramipril", "5 mg", "1 gélule le matin"),
         ("C03CA01", "furosémide", "40 mg", "1 comprimé le matin"),
         ("A02BC05", "ésoméprazole", "20 mg", "1 gélule le matin à jeun"),
         ("B01AC06", "acide acétylsalicylique", "75 mg", "1 sachet à midi"),
         ("H03AA01", "lévothyroxine", "75 µg", "1 comprimé le matin à jeun"),
         ("J01CR02", "amoxicilline/acide clavulanique", "1 g", "1 sachet 3 fois par jour pendant 7 jours"),
         ("B01AB05", "énoxaparine", "4000 UI", "1 injection sous-cutanée par jour")]
EPONYMS = [("signe de ", "Babinski", " absent des deux côtés"), ("manœuvre de ", "Lasègue", " négative"),
           ("signe de ", "Murphy", " positif"), ("score de ", "Glasgow", " à 15"),
           ("classification de ", "Garden", " III"), ("voie d'abord de ", "Hardinge", " modifiée"),
           ("sonde de ", "Foley", " ch 16"), ("signe de ", "Homans", " négatif"),
           ("maladie de ", "Basedow", " ancienne, en rémission"), ("score de ", "Wells", " à 1"),
           ("incision de ", "McBurney", ""), ("classification de ", "Child-Pugh", " A5"),
           ("syndrome de ", "Cushing", " écarté"), ("test de ", "Romberg", " négatif")]
DEVICES = [("échographe ", "Vivid E95"), ("scanner ", "Revolution CT"), ("IRM ", "Magnetom Sola"),
           ("pompe ", "Graseby 3300"), ("Holter ", "Spiderview"), ("capteur ", "FreeStyle Libre 2"),
           ("stimulateur ", "Azure XT DR"), ("prothèse ", "Corail KA"), ("table ", "Luminos dRF")]
MOT_SENTENCES = {
    "boulanger": ("Ancien ", "boulanger", ", retraité, vit en maison avec étage."),
    "charpentier": ("Il exerçait comme ", "charpentier", " jusqu'à son accident du travail."),
    "berger": ("Vit avec son épouse et un chien ", "berger", " allemand."),
    "petit": ("Présence d'un ", "petit", " épanchement péricardique sans retentissement."),
    "masse": ("Pas de ", "masse", " palpable, pas d'organomégalie."),
    "marchand": ("Ancien ", "marchand", " de bestiaux, autonome au domicile."),
    "roux": ("Aspect ", "roux", " du liquide de drainage le premier jour."),
    "meunier": ("Profession : ", "meunier", " à la retraite."),
    "chevalier": ("Le patient, ", "chevalier", " du Mérite agricole, souhaite rentrer vite."),
    "orange": ("Urines de couleur ", "orange", " foncé le matin."),
    "tours": ("Deux ", "tours", " de bande cohésive au mollet droit."),
    "sens": ("Rotation dans le ", "sens", " antihoraire limitée et douloureuse."),
    "vienne": ("Il souhaite que sa fille ", "vienne", " le chercher à la sortie."),
    "grasse": ("Selles de consistance ", "grasse", " depuis une semaine."),
}
SPECIALTIES = ["cardiologie", "pneumologie", "gastro-entérologie", "chirurgie orthopédique", "neurologie",
               "médecine interne", "chirurgie viscérale", "néphrologie", "endocrinologie", "gériatrie"]
SOFTS = [("HOSPILINK", "7.3.2"), ("MEDIAGO", "4.12"), ("SIHRA", "2.8.1"), ("CLINITEXT", "11.0.4"),
         ("PHARMAVIEW", "3.5"), ("RADIOSPHERE", "6.1.0")]


def lf(s: str) -> str:
    """Lower-case the first letter of a label unless it starts with an acronym (BPCO)."""
    w = s.split(" ", 1)[0]
    return s if (len(w) > 1 and w.isupper()) else s[0].lower() + s[1:]


def title_case(s: str) -> str:
    out, up = [], True
    for ch in s:
        out.append(ch.upper() if up else ch.lower())
        up = ch in " -'"
    return "".join(out).replace("De ", "de ")


class Person:
    def __init__(self, first, last, sub):
        self.first, self.last, self.sub = first, last, sub


class Ctx:
    def __init__(self, rng: random.Random, idx: int):
        self.rng = rng
        r = rng
        self.used_names: set = set()
        self.sex = r.choice([1, 2])
        homonym = r.random() < 0.25
        if homonym:
            self.last = r.choice(sorted(ids.HOMONYM_SURNAMES))
        else:
            self.last = self._surname()
        self.used_names.add(self.last)
        self.first = r.choice(ids.FIRST_M if self.sex == 1 else ids.FIRST_F)
        self.maiden = self._surname() if (self.sex == 2 and r.random() < 0.55) else None
        y = r.randint(1931, 2004)
        self.dob = dt.date(y, r.randint(1, 12), r.randint(1, 28))
        if r.random() < 0.18:
            c = r.choice(ids.HOMONYM_TOWNS)
            self.town, self.cp, self.town_mot = c[0], c[1], c[4]
        else:
            c = r.choice(ids.COMMUNES)
            self.town, self.cp, self.town_mot = c[0], c[1], None
        bc = r.choice(ids.COMMUNES)
        self.birth_town = bc[0]
        self.nir = ids.nir(r, self.sex, y, self.dob.month, bc[2], bc[3])
        self.ipp = ids.digits(r, r.choice([8, 9, 10]), lead=r.choice(["0", "1", "2", "8"]))
        self.nda = ids.digits(r, 9, lead=r.choice(["25", "26"]))
        self.street = "%d%s %s %s" % (r.randint(1, 148), r.choice(["", "", "", " bis"]), r.choice(ids.STREET_TYPES),
                                      r.choice(ids.STREET_NAMES))
        self.tel_fixe = ids.phone(r)
        self.tel_mob = ids.phone(r, mobile=True)
        dom = r.choice(ids.MAIL_DOMAINS)
        sep = r.choice([".", "-", "_", ""])
        self.email = "%s%s%s%s@%s" % (ids.deaccent_lower(self.first.split("-")[0]), sep,
                                      ids.deaccent_lower(self.last.replace(" ", "")),
                                      r.choice(["", "", str(r.randint(1, 99))]), dom)
        self.mutuelle = r.choice(ids.MUTUELLES)
        self.adherent = ids.digits(r, r.choice([8, 10]), lead="7")
        # next of kin, a different surname
        self.proche = Person(r.choice(ids.FIRST_F if r.random() < 0.5 else ids.FIRST_M), self._surname(), "proche")
        fem = self.proche.first in ids.FIRST_F
        self.proche_lien = r.choice(["fille", "épouse", "sœur", "nièce", "voisine"] if fem else ["fils", "époux", "frère", "neveu", "voisin"])
        self.proche_tel = ids.phone(r, mobile=True)
        # establishment
        ec = r.choice(ids.COMMUNES)
        kind = r.choice(["CH", "CHI", "CL", "PC", "GH"])
        place = r.choice(ids.ETAB_PLACES)
        if kind == "CH":
            self.etab = "Centre hospitalier de " + place
        elif kind == "CHI":
            self.etab = "Centre hospitalier intercommunal de " + place
        elif kind == "GH":
            self.etab = "Groupe hospitalier " + place
        elif kind == "CL":
            self.etab = "Clinique " + r.choice(ids.CLINIC_NAMES)
        else:
            self.etab = "Polyclinique " + r.choice(ids.CLINIC_NAMES)
        self.sigle = ids.acronym(self.etab)
        if len(self.sigle) < 3:
            self.sigle += "X"
        self.etab_town, self.etab_cp = ec[0], ec[1]
        self.etab_street = "%d %s %s" % (r.randint(1, 90), r.choice(["avenue", "boulevard", "rue", "route"]),
                                         r.choice(ids.STREET_NAMES))
        while self.etab_street.split(" ", 2)[2] == self.street.split(" ", 2)[-1].split(" ", 1)[-1]:
            self.etab_street = "%d avenue %s" % (r.randint(1, 90), r.choice(ids.STREET_NAMES))
        self.etab_tel = ids.phone(r, region="0" + str(r.randint(1, 5)))
        self.etab_fax = ids.phone(r, region=self.etab_tel[:2])
        self.finess = ids.finess(r, ec[2])
        self.etab_domain = ids.deaccent_lower(self.sigle) + r.choice([".fr", "-sante.fr", ".org"])
        self.service = r.choice(SPECIALTIES)
        self.sec_email = "secretariat.%s@%s" % (ids.deaccent_lower(self.service.split()[0])[:12], self.etab_domain)
        # doctors
        self.docs = []
        for _ in range(4):
            p = Person(r.choice(ids.FIRST_M + ids.FIRST_F), self._surname(), "medecin")
            p.rpps = ids.rpps(r)
            self.docs.append(p)
        self.mt = Person(r.choice(ids.FIRST_M + ids.FIRST_F), self._surname(), "medecin")
        self.mt.rpps = ids.rpps(r)
        mc = r.choice(ids.COMMUNES)
        self.mt.town, self.mt.cp = mc[0], mc[1]
        self.mt.street = "%d %s %s" % (r.randint(1, 60), r.choice(["rue", "place", "avenue"]), r.choice(ids.STREET_NAMES))
        self.mt.tel = ids.phone(r)
        self.ide = [Person(r.choice(ids.FIRST_F + ids.FIRST_M), self._surname(), "soignant") for _ in range(3)]
        # care dates
        base = dt.date(2025, 1, 6) + dt.timedelta(days=r.randint(0, 330))
        self.adm = base
        self.out = base + dt.timedelta(days=r.randint(2, 12))
        self.doc_date = self.out + dt.timedelta(days=r.randint(0, 6))
        self.soft = r.choice(SOFTS)
        self.used_first = {self.first, self.proche.first, self.mt.first} | {d.first for d in self.docs} | {p.first for p in self.ide}
        self._dedupe_first()
        self.acc = "%s%s%06d" % (r.choice(["A", "RX", "IM", "CT"]), self.doc_date.strftime("%y%m"), r.randint(1, 999999))
        self.labno = "%s%s" % (self.doc_date.strftime("%y%m%d"), ids.digits(r, 4))

    def _surname(self) -> str:
        while True:
            s = self.rng.choice(ids.SURNAMES)
            if s not in self.used_names and not any(s in u or u in s for u in self.used_names):
                self.used_names.add(s)
                return s

    def _dedupe_first(self):
        # avoid two people sharing a first name (or one being part of another)
        people = [self.proche, self.mt] + self.docs + self.ide
        seen = {self.first}
        for p in people:
            pool = ids.FIRST_F if p.first in ids.FIRST_F else ids.FIRST_M
            while p.first in seen or any(p.first in s or s in p.first for s in seen):
                p.first = self.rng.choice(pool)
            seen.add(p.first)

    # ----------------------------------------------------------- printers
    def NOM(self, who="patient", case="upper", up=False):
        last = {"patient": self.last, "naissance": self.maiden}.get(who) if isinstance(who, str) else who.last
        sub = who if isinstance(who, str) else who.sub
        return pii("NOM", self._case(last, case, up), sub)

    def PRENOM(self, who="patient", case="title", up=False):
        first = self.first if who == "patient" else who.first
        sub = "patient" if who == "patient" else who.sub
        return pii("PRENOM", self._case(first, case, up), sub)

    @staticmethod
    def _case(s, case, up):
        if up:
            return ids.ascii_upper(s)
        if case == "upper":
            return s.upper()
        return title_case(s)

    def patient_name(self, style=None, up=False, civ=True):
        """Patient name segments in one of the ways staff print it."""
        r = self.rng
        style = style or r.choice(["civ_first_LAST", "LAST_first", "LAST_FIRST", "Last_First", "LAST_née"])
        c = ("M. " if self.sex == 1 else "Mme ") if civ else ""
        if up:
            c = c.upper()
        if style == "LAST_née" and self.maiden:
            return [c, self.NOM(up=up), " née " if not up else " NEE ", self.NOM("naissance", up=up), " ", self.PRENOM(up=up)]
        if style == "civ_first_LAST":
            return [c, self.PRENOM(up=up), " ", self.NOM(up=up)]
        if style == "LAST_FIRST":
            return [c, self.NOM(up=up), " ", self.PRENOM(case="upper", up=up)]
        if style == "Last_First":
            return [c, self.NOM(case="title", up=up), " ", self.PRENOM(up=up)]
        return [c, self.NOM(up=up), " ", self.PRENOM(up=up)]

    def doctor(self, p, style=None, up=False):
        r = self.rng
        style = style or r.choice(["Dr First LAST", "Docteur First LAST", "Dr LAST First", "Dr F. LAST"])
        dr = "DR " if up else ("Docteur " if style.startswith("Docteur") else "Dr ")
        if style == "Dr LAST First":
            return [dr, self.NOM(p, up=up), " ", self.PRENOM(p, up=up)]
        return [dr, self.PRENOM(p, up=up), " ", self.NOM(p, up=up)]

    def DDN(self, style=None, up=False):
        style = style or self.rng.choice(["slash", "slash", "dot2", "long", "mon", "slash2", "dot"])
        t = ids.fmt_date(self.dob, style)
        return pii("DATE_NAISSANCE", t.upper() if up else t, "patient")

    def DATE(self, d, style=None, up=False):
        style = style or self.rng.choice(["slash", "slash", "long", "dot", "mon"])
        t = ids.fmt_date(d, style)
        return care_date(ids.ascii_upper(t) if up else t)

    def NIR(self, spaced=None):
        spaced = self.rng.random() < 0.6 if spaced is None else spaced
        return pii("NIR", ids.nir_spaced(self.nir) if spaced else self.nir, "patient")

    def IPP(self):
        return pii("IPP", self.ipp, "patient")

    def NDA(self):
        return pii("NUM_SEJOUR", self.nda, "sejour")

    def TEL(self, t, sub=""):
        return pii("TELEPHONE", t, sub)

    def EMAIL(self, e, sub="patient"):
        return pii("EMAIL", e, sub)

    def ADDR(self, street, cp, town, up=False):
        f = ids.ascii_upper if up else (lambda s: s)
        return [pii("ADRESSE", f(street)), ", " if self.rng.random() < 0.5 else " - ", pii("CODE_POSTAL", cp), " ",
                pii("VILLE", f(town))]

    def ETAB(self, up=False):
        return pii("ETABLISSEMENT", ids.ascii_upper(self.etab) if up else self.etab, "etablissement")

    def SIGLE(self):
        return pii("ETABLISSEMENT", self.sigle, "sigle")

    def RPPS(self, p):
        return pii("RPPS", p.rpps, "medecin")

    def FINESS(self):
        return pii("FINESS", self.finess, "etablissement")

    def mot_sentence(self, word):
        a, w, b = MOT_SENTENCES[word]
        sub = "VILLE" if word in ("orange", "tours", "sens", "vienne", "grasse") else "HOMONYME"
        return [a, mot(sub, w), b]

    def mot_words(self, n=1):
        """Ordinary words to use: the patient's own homonym first, then others."""
        words = []
        if self.last in ids.HOMONYM_SURNAMES:
            words.append(ids.HOMONYM_SURNAMES[self.last])
        if self.town_mot:
            words.append(self.town_mot)
        pool = sorted(MOT_SENTENCES)
        self.rng.shuffle(pool)
        for w in pool:
            if len(words) >= n:
                break
            if w not in words and w.capitalize() != self.town:
                words.append(w)
        return words[:max(n, len(words))]

    def eponym(self, cap=False):
        a, e, b = self.rng.choice(EPONYMS)
        return [a[0].upper() + a[1:] if cap else a, decoy("EPONYME", e), b]

    def version_seg(self, up=False):
        name, v = self.soft
        return [name + " ", decoy("VERSION", ("V" if up else "v") + v)]
