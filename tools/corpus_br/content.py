"""People, values and the ten document types of corpus BR (written for this corpus): documents about a CHILD that name
the child, both parents (together or separated, with two homes), a step-parent or a legal guardian, the siblings (first
names only), the school and the class, the nursery, the family doctor, the PMI nurse and the other carers. This module
holds the family, the places and the first three types (a PMI consultation, the 9th / 24th-month health certificate, a
PAI); content_b.py holds the other seven.

A document is a dict: title, num, shape, issuer (the default letterhead: name, acr, service, lines, contact), parts (1 to
3, each printed from a new page), head (running identity run), foot, form (form code, kept). A part is a dict: title,
issuer (None = the document's), to (addressee {name, lines} or None), place ("Town, le date"), refs [(caption, run)],
secs [(heading, [blocks])], sigs [(role, [runs])] (signature blocks printed side by side), note (run or None). Blocks:
("p", run), ("kv", [(caption, run)]), ("tab", heads, rows, weights), ("chk", [(on, text)]), ("yn", [(question, on)]),
("list", [runs]), ("alert", [runs]). Runs mix template strings and values (model.V).
"""
from __future__ import annotations

import datetime
import random

from . import ids
from .model import D, K, R, V, W

SHAPES = ["consultation_pmi", "certificat_sante_enfant", "projet_accueil_individualise", "admission_creche",
          "carnet_vaccinations", "sortie_neonatologie", "information_preoccupante", "bilan_camsp",
          "demande_dossier_mineur", "autorisation_operer_mineur"]
# child's age range in days, per type
AGES = {"consultation_pmi": (40, 900), "certificat_sante_enfant": (0, 0), "projet_accueil_individualise": (1200, 3900),
        "admission_creche": (80, 700), "carnet_vaccinations": (400, 4300), "sortie_neonatologie": (6, 40),
        "information_preoccupante": (300, 4800), "bilan_camsp": (500, 2000), "demande_dossier_mineur": (900, 5000),
        "autorisation_operer_mineur": (1100, 4000)}
CLASSES = {3: "PS", 4: "MS", 5: "GS", 6: "CP", 7: "CE1", 8: "CE2", 9: "CM1", 10: "CM2", 11: "6e", 12: "5e", 13: "4e"}


def hm(h, m, sep="h"):
    return K("HORAIRE", "%02d%s%02d" % (h, sep, m))


def P(*parts):
    return ("p", R(*parts))


class Home:
    def __init__(self, c, town=None):
        r = c.r
        self.town, self.cp, self.dept = town or r.choice([t for t in ids.TOWNS if t[2] == c.dept])
        self.street = ("%d%s %s" % (r.randint(1, 58), r.choice(["", "", " bis", " ter"]), r.choice(ids.STREETS))
                       if r.random() < 0.82 else r.choice(ids.LIEUX))
        self.fixe = ids.phone(r, False, c.i + r.randint(0, 5))


class Person:
    """Names, birth, NIR, home, phones, e-mail. ``sub`` is the subtype of the name and birth-date values."""

    def __init__(self, c, sex, bdate, sub, first=None, last=None, birth=None, home=None, pool=None):
        r = c.r
        self.c, self.sex, self.sub, self.bdate = c, sex, sub, bdate
        self.first = first or c.take_first(pool or (ids.ADULT_F if sex == 2 else ids.ADULT_M))
        self.last = last or c.take_name()
        self.birth = birth
        self.home = home or Home(c)
        self.btown = r.choice(ids.TOWNS)
        self.n13 = ids.nir13(r, sex, bdate, self.btown[2])
        self.key = ids.nir_key(self.n13)
        self.mob = ids.phone(r, True, c.i + r.randint(0, 5))
        self.job = None
        loc = [ids.mail_local(self.first, self.last.split(" ")[0]), ids.mail_local(self.last.split(" ")[0]) + "." + ids.ascii_fold(self.first)[0].lower(),
               ids.mail_local(self.first) + str(r.randint(70, 99)) + "." + ids.mail_local(self.last.split(" ")[0])[:4]][r.randint(0, 2)]
        self.mail = loc + "@" + r.choice(ids.MAIL_DOMAINS)

    def NOM(self, form="caps"):
        t = {"caps": ids.caps_name(self.last), "title": self.last, "upper": self.last.upper()}[form]
        return V("NOM", t, self.sub)

    def BIRTH(self, form="caps"):
        return V("NOM", ids.caps_name(self.birth) if form == "caps" else self.birth, "naissance" if self.sub == "patient" else self.sub)

    def PRE(self, form="title"):
        t = {"title": self.first, "upper": self.first.upper(), "init": ids.initials(self.first)}[form]
        return V("PRENOM", t, self.sub)

    def civ(self, long=False):
        return ("Madame" if self.sex == 2 else "Monsieur") if long else ("Mme" if self.sex == 2 else "M.")

    def ne(self):
        return "née" if self.sex == 2 else "né"

    def e(self):
        return "e" if self.sex == 2 else ""

    def name(self, style=0):
        """0 "Mme Aurélie LEBRETON", 1 "LEBRETON Aurélie", 2 "Mme Aurélie LEBRETON, née HAREL", 3 "Aurélie Lebreton",
        4 "A. LEBRETON", 5 "HAREL épouse LEBRETON Aurélie", 6 "LEBRETON, Aurélie", 7 "Madame LEBRETON"."""
        if style in (2, 5) and not self.birth:
            style = 1 if style == 5 else 0
        return {0: lambda: [self.civ() + " ", self.PRE(), " ", self.NOM()],
                1: lambda: [self.NOM(), " ", self.PRE()],
                2: lambda: [self.civ() + " ", self.PRE(), " ", self.NOM(), ", née ", self.BIRTH()],
                3: lambda: [self.PRE(), " ", self.NOM("title")],
                4: lambda: [self.PRE("init"), " ", self.NOM()],
                5: lambda: [self.BIRTH(), " épouse ", self.NOM(), " ", self.PRE()],
                6: lambda: [self.NOM(), ", ", self.PRE()],
                7: lambda: [self.civ(True) + " ", self.NOM()]}[style]()

    def dn(self, style=0):
        return V("DATE_NAISSANCE", ids.birth_written(self.bdate, style), "" if self.sub == "patient" else self.sub)

    def nir(self, style=0):
        return V("NIR", ids.nir_written(self.n13, self.key, style), self.sub)

    def ADR(self):
        return V("ADRESSE", self.home.street)

    def CPV(self, caps=True):
        return [V("CODE_POSTAL", self.home.cp), " ", V("VILLE", self.home.town.upper() if caps else self.home.town)]

    def addr1(self, caps=False):
        return [self.ADR(), ", ", *self.CPV(caps)]

    def addr_lines(self, caps=True):
        return [R(self.ADR()), R(self.CPV(caps))]

    def MOB(self):
        return V("TELEPHONE", self.mob)

    def FIXE(self):
        return V("TELEPHONE", self.home.fixe)

    def MAIL(self):
        return V("EMAIL", self.mail)

    def BTOWN(self):
        return V("VILLE", self.btown[0])

    def JOB(self):
        return self.job if isinstance(self.job, V) else self.job or "sans profession"

    def card(self, style=0):
        return {"name": R(self.name(0 if style % 2 else 1)), "lines": self.addr_lines(style % 2 == 0) + [R("Tél. ", self.MOB())]}


class Child(Person):
    def __init__(self, c, sex, bdate, last, home):
        r = c.r
        firsts = [c.take_first(ids.CHILD_F if sex == 2 else ids.CHILD_M)] + r.sample(ids.MIDDLE_F if sex == 2 else ids.MIDDLE_M, r.randint(1, 2))
        super().__init__(c, sex, bdate, "patient", first=firsts[0], last=last, home=home)
        self.firsts = firsts
        self.btown = (c.htown, c.hcp, c.dept)
        self.n13 = ids.nir13(r, sex, bdate, c.dept)
        self.key = ids.nir_key(self.n13)

    def PRES(self):
        """All the given names, as the civil registry lists them."""
        out = []
        for k, f in enumerate(self.firsts):
            out += ([", "] if k else []) + [V("PRENOM", f, "patient")]
        return out

    def name(self, style=0):
        """0 "Léo LEBRETON", 1 "LEBRETON Léo", 2 "Léo", 3 "Léo Lebreton", 4 "LEBRETON Léo, Pierre, Marcel", 5 "l'enfant Léo LEBRETON"."""
        return {0: lambda: [self.PRE(), " ", self.NOM()], 1: lambda: [self.NOM(), " ", self.PRE()], 2: lambda: [self.PRE()],
                3: lambda: [self.PRE(), " ", self.NOM("title")], 4: lambda: [self.NOM(), " "] + self.PRES(),
                5: lambda: ["l'enfant ", self.PRE(), " ", self.NOM()]}[style]()

    def age(self, day=None, style=0):
        return K("AGE", ids.age_text(self.bdate, day or self.c.day, style))

    def de(self):
        """"de " or "d'" before the child's first name."""
        return "d'" if ids.ascii_fold(self.first[0]).upper() in "AEIOUY" else "de "

    def il(self):
        return "elle" if self.sex == 2 else "il"

    def fils(self):
        return "fille" if self.sex == 2 else "fils"


class Pro(Person):
    """A doctor (RPPS) or another professional (ADELI)."""

    def __init__(self, c, role="medecin", homonym=False, sex=None):
        r = c.r
        sex = sex or r.choice([1, 2, 2])
        last = None
        if homonym:
            last, c.homonym = ids.HOMONYMS[c.i % len(ids.HOMONYMS)]
        bd = datetime.date(c.day.year - r.randint(28, 62), r.randint(1, 12), r.randint(1, 28))
        super().__init__(c, sex, bd, role, last=last)
        self.rpps, self.adeli = ids.rpps(r), ids.adeli(r, c.dept)
        self.mail = ids.mail_local(self.first, self.last) + "@" + c.mssante

    def dr(self, style=0):
        """0 "Dr Camille HUET", 1 "Dr C. Huet", 2 "Docteur HUET", 3 "HUET Camille", 4 "Camille Huet"."""
        return {0: lambda: ["Dr ", self.PRE(), " ", self.NOM()], 1: lambda: ["Dr ", self.PRE("init"), " ", self.NOM("title")],
                2: lambda: ["Docteur ", self.NOM()], 3: lambda: [self.NOM(), " ", self.PRE()],
                4: lambda: [self.PRE(), " ", self.NOM("title")]}[style]()

    def RPPS(self):
        return V("RPPS", self.rpps)

    def ADELI(self):
        return V("ADELI", self.adeli)


class Ctx:
    def __init__(self, i, seed, shape, npl):
        r = self.r = random.Random(seed * 7919 + i * 104729 + 31)
        self.i, self.shape, self.npl = i, shape, npl
        self.day = datetime.date(2025, r.randint(1, 11), r.randint(2, 27))
        self.names = list(ids.SURNAMES)
        r.shuffle(self.names)
        self.used = set()
        self.homonym = None
        h = ids.HOSPITALS[i % len(ids.HOSPITALS)]
        self.hosp, self.acr, self.dept, self.htown, self.hcp, self.hcedex, self.hstreet, self.hbox, self.acad = h
        self.mssante = ids.ascii_fold(self.acr).lower() + ".mssante.fr"
        self.web = ids.ascii_fold(self.acr).lower() + ".fr"
        self.std = ids.phone(r, False, i % 3)
        self.family()
        self.gp = Pro(self)
        self.ipp = ids.ipp(r, i)
        self.stay = ids.stay(r, i + i // 4, self.day)
        self.alloc = ids.allocataire(r, i)

    def take_name(self):
        return self.names.pop()

    def take_first(self, pool):
        f = self.r.choice([x for x in pool if x not in self.used])
        self.used.add(f)
        return f

    def family(self):
        r, si = self.r, SHAPES.index(self.shape)
        lo, hi = AGES[self.shape]
        if self.shape == "certificat_sante_enfant":
            lo = hi = (275 if self.i % 2 == 0 else 735) + r.randint(0, 20)
        bd = self.day - datetime.timedelta(days=r.randint(lo, hi))
        self.mode = ["couple", "union", "separes", "recompose"][(self.i * 3 + si) % 4]
        mo_bd = datetime.date(bd.year - r.randint(21, 40), r.randint(1, 12), r.randint(1, 28))
        fa_bd = datetime.date(mo_bd.year - r.randint(-3, 8), r.randint(1, 12), r.randint(1, 28))
        home = Home(self)
        self.father = fa = Person(self, 1, fa_bd, "pere", home=home if self.mode in ("couple", "union") else None)
        married = self.mode == "couple"
        self.mother = mo = Person(self, 2, mo_bd, "mere", last=fa.last if married else None, home=home,
                                  birth=self.take_name() if married else None)
        last = fa.last if (married or r.random() < 0.5) else fa.last + " " + mo.last
        self.child = ch = Child(self, r.choice([1, 2]), bd, last, home)
        mo.mail = ids.mail_local(mo.first, (mo.birth or mo.last).split(" ")[0]) + "@" + r.choice(ids.MAIL_DOMAINS)
        self.step = None
        if self.mode == "recompose":
            st = Person(self, 1, datetime.date(mo_bd.year - r.randint(-4, 6), r.randint(1, 12), r.randint(1, 28)), "beau_parent", home=home)
            self.step = st
        jobs = [W(ids.HOMONYMS[self.i % len(ids.HOMONYMS)][1]), "technicien de maintenance", "chauffeur routier",
                "agent de production", "infirmier", "employé de mairie"]
        fa.job = jobs[0] if self.shape in ("consultation_pmi", "certificat_sante_enfant") else r.choice(jobs[1:])
        mo.job = r.choice(["aide-soignante", "assistante de gestion", "vendeuse", "en congé parental", "professeure des écoles",
                           "agricultrice", "sans emploi"])
        self.sibs = []
        for k in range(r.randint(1, 3) if self.shape != "sortie_neonatologie" else r.randint(0, 2)):
            sx = r.choice([1, 2])
            younger = k > 0 and r.random() >= 0.6 and all(b < bd for _, _, b in self.sibs)
            sbd = bd + datetime.timedelta(days=r.randint(400, 900)) if younger else bd - datetime.timedelta(days=r.randint(500, 3200))
            if sbd >= self.day or any(abs((sbd - b).days) < 330 for _, _, b in self.sibs):
                sbd = bd - datetime.timedelta(days=r.randint(500, 2500))
            self.sibs.append((self.take_first(ids.SIB_F if sx == 2 else ids.SIB_M), sx, sbd))
        self.guardian = None
        if self.i % 4 == 2:
            self.guardian = Person(self, 2, datetime.date(mo_bd.year - r.randint(22, 30), r.randint(1, 12), r.randint(1, 28)),
                                   "tuteur", last=mo.birth or mo.last, pool=ids.OLD_F)

    # -------------------------------------------------------------- values
    def cday(self, n=0, style=0):
        return D(ids.care(self.day + datetime.timedelta(days=n), style))

    def dday(self, d, style=0):
        return D(ids.care(d, style))

    def IPP(self):
        return V("IPP", self.ipp)

    def STAY(self):
        return V("NUM_SEJOUR", self.stay)

    def ALLOC(self):
        return V("IDENTIFIANT", self.alloc, "allocataire")

    def E(self):
        return V("ETABLISSEMENT", self.hosp, "etablissement")

    def A(self):
        return V("ETABLISSEMENT", self.acr, "sigle")

    def dept_org(self, what):
        return V("ORGANISME", what + " " + ids.DEPTS[self.dept][0], "departement")

    def place(self, n=0, style=1, town=None):
        return R(V("VILLE", town or self.htown), ", le ", self.cday(n, style))

    def sib_run(self, ages=True):
        out = []
        for k, (f, sx, b) in enumerate(self.sibs):
            out += ([", "] if k else []) + [V("PRENOM", f, "fratrie")]
            if ages:
                out += [" (", K("AGE", ids.age_text(b, self.day, 3)), ")"]
        return out or ["enfant unique"]

    def payer(self):
        """The parent whose health insurance covers the child (the child is his or her "ayant droit")."""
        return self.mother if self.i % 2 else self.father

    def estab(self, service, box):
        r = self.r
        return {"name": R(self.E()), "acr": R(self.A()), "service": service,
                "lines": [R(V("ADRESSE", "%d %s" % (r.randint(1, 60), self.hstreet)), " - ", K("BOITE_POSTALE", self.hbox)),
                          R(V("CODE_POSTAL", self.hcedex), " ", V("VILLE", self.htown.upper()), " CEDEX")],
                "contact": [R("Standard ", V("TELEPHONE", self.std)), R("Secrétariat ", V("TELEPHONE", ids.phone(r, False, self.i + 1))),
                            R(V("EMAIL", "%s@%s" % (box, self.web)))],
                "legal": R("FINESS ", V("FINESS", ids.finess(r, self.dept)))}

    def pmi(self):
        r = self.r
        town, cp, _ = r.choice([t for t in ids.TOWNS if t[2] == self.dept])
        nm = ids.PMI[self.i % len(ids.PMI)]
        return {"name": R(V("ETABLISSEMENT", nm, "pmi")), "acr": R(self.dept_org("Conseil départemental")), "service": "Protection maternelle et infantile",
                "lines": [R(V("ADRESSE", "%d %s" % (r.randint(1, 40), r.choice(ids.STREETS))), ", ", V("CODE_POSTAL", cp), " ", V("VILLE", town))],
                "contact": [R("Tél. ", V("TELEPHONE", ids.phone(r, False, self.i + 2))),
                            R(V("EMAIL", "pmi.%s@cd%s.fr" % (ids.mail_local(nm.split(" ")[-1]), self.dept)))],
                "legal": R("Service départemental de PMI - ", self.dept_org("Conseil départemental")), "town": town}

    def school(self):
        r = self.r
        town, cp = self.child.home.town, self.child.home.cp
        u = ids.uai(r, self.dept)
        yrs = (self.day.year if self.day.month >= 9 else self.day.year - 1) - self.child.bdate.year
        yrs = max(3, min(13, yrs))
        pool = ids.SCHOOLS["college"] if yrs >= 11 else ids.SCHOOLS["primaire"] + ids.SCHOOLS["maternelle" if yrs <= 5 else "elementaire"]
        return {"name": V("ETABLISSEMENT", r.choice(pool), "ecole"), "college": yrs >= 11, "town": V("VILLE", town), "cp": V("CODE_POSTAL", cp),
                "street": V("ADRESSE", "%d %s" % (r.randint(1, 30), r.choice(ids.STREETS))), "uai": V("IDENTIFIANT", u, "uai"),
                "mail": V("EMAIL", "ce.%s@%s" % (u, self.acad)), "tel": V("TELEPHONE", ids.phone(r, False, self.i + 3)),
                "cls": K("CLASSE", CLASSES[yrs]),
                "head": Person(self, 2, datetime.date(1975, 5, 5), "personnel"), "teacher": Person(self, r.choice([1, 2]), datetime.date(1985, 3, 3), "personnel")}

    def creche(self):
        r = self.r
        town, cp, _ = r.choice([t for t in ids.TOWNS if t[2] == self.dept])
        nm = r.choice(ids.CRECHES)
        return {"name": V("ETABLISSEMENT", nm, "creche"), "town": V("VILLE", town), "cp": V("CODE_POSTAL", cp),
                "street": V("ADRESSE", "%d %s" % (r.randint(1, 30), r.choice(ids.STREETS))), "tel": V("TELEPHONE", ids.phone(r, False, self.i + 4)),
                "mail": V("EMAIL", "%s@%s" % (ids.mail_local(nm.split(" ", 1)[1]).replace(".", ""), r.choice(["orange.fr", "wanadoo.fr"]))),
                "head": Pro(self, "soignant", sex=2)}


def part(title, secs, **kw):
    p = dict(title=title, issuer=None, to=None, place=None, refs=[], sigs=[], note=None)
    p.update(kw)
    p["secs"] = secs
    return p


def who(c, style=0):
    """The parents' table rows: quality, name, birth date, address, phones, e-mail (the step-parent or the guardian too)."""
    mo, fa = c.mother, c.father
    rows = [[["Mère"], mo.name(2 if style % 2 else 1), [mo.dn(style % 7)], mo.addr1(), [mo.MOB()], [mo.MAIL()]],
            [["Père"], fa.name(1), [fa.dn((style + 3) % 6)], fa.addr1(), [fa.MOB()] + ([" / ", fa.FIXE()] if c.mode == "separes" else []), [fa.MAIL()]]]
    if c.step:
        rows.append([["Beau-père (conjoint de la mère)"], c.step.name(1), [c.step.dn(0)], ["au domicile de la mère"], [c.step.MOB()], ["-"]])
    if c.guardian:
        g = c.guardian
        rows.append([["Grand-mère, tiers digne de confiance"], g.name(1), [g.dn(2)], g.addr1(), [g.MOB()], ["-"]])
    return rows


def who_tab(c, style=0):
    return ("tab", ["Qualité", "Nom et prénom", "Né(e) le", "Adresse", "Téléphone", "Courriel"], who(c, style), [1.0, 1.6, 1.0, 2.2, 1.3, 1.9])


def growth(c, rng, n):
    """Rows of a growth table: date, age, weight, height, head circumference, BMI (all kept)."""
    ch, rows = c.child, []
    total = (c.day - ch.bdate).days
    for k in range(n):
        d = c.day - datetime.timedelta(days=int(total * (n - 1 - k) / max(1, n - 1))) if k else ch.bdate
        days = (d - ch.bdate).days
        a, b, e = min(days, 120), max(0, min(days, 365) - 120), max(0, days - 365)
        w = 3.3 + 0.025 * a + 0.013 * b + 0.0055 * e + (rng.uniform(-0.15, 0.15) if days else 0)
        h = 50 + 0.108 * a + 0.05 * b + 0.027 * e
        pc = min(52.0, 35 + 5.5 * a / 120 + 5 * b / 245 + 3 * e / 365)
        rows.append([[c.dday(d, 0) if days else ch.dn(0)], [K("AGE", ids.age_text(ch.bdate, d) if days else "naissance")], [K("MESURE", ("%.3f kg" % w).replace(".", ","))],
                     [K("MESURE", ("%.1f cm" % h).replace(".", ","))], [K("MESURE", ("%.1f cm" % pc).replace(".", ","))],
                     [K("MESURE", ("%.1f" % (w / (h / 100) ** 2)).replace(".", ","))]])
    return rows


# valence -> (label, names for children born since 2022, names for older children)
VACCINES = {"hexa": ("DTCaP-Hib-HepB", ["Vaxelis", "Hexyon"], ["Infanrix hexa", "Hexyon"]),
            "pneumo": ("pneumocoque", ["Vaxneuvance", "Prevenar 13"], ["Prevenar 13"]),
            "menB": ("méningocoque B", ["Bexsero"], []), "menC": ("méningocoque C", ["Neisvac", "Nimenrix"], ["Neisvac", "Menjugate"]),
            "ror": ("ROR", ["Priorix", "M-M-RVaxPro"], ["Priorix", "M-M-RVaxPro"]), "dtcap": ("dTcaP", ["Boostrixtetra"], ["Boostrixtetra", "Repevax"])}
# the French schedule: day of life, valences given that day
SCHEDULE = [(61, ["hexa", "pneumo", "menB"]), (91, ["menB"]), (122, ["hexa", "pneumo"]), (152, ["menC", "menB"]),
            (335, ["hexa", "pneumo"]), (366, ["ror", "menC", "menB"]), (500, ["ror"]), (2220, ["dtcap"])]


def vaccine(c, val):
    """(commercial name, valence label) for the child's birth year."""
    lab, new, old = VACCINES[val]
    names = new if c.child.bdate.year >= 2022 else old
    return (names[c.i % len(names)] if names else None), lab


def shots(c, r, until=None):
    """(date, name, valence) of every injection up to ``until`` (the document's day)."""
    out = []
    for d, vals in SCHEDULE:
        when = c.child.bdate + datetime.timedelta(days=d + r.randint(0, 12))
        if when >= (until or c.day):
            break
        out += [(when, *vaccine(c, v)) for v in vals if vaccine(c, v)[0]]
    return out


def lot(r):
    return K("LOT", "%s%s%d%s" % (r.choice("ABCDKMNRSTUX"), r.choice("ABCDEFHJKLMNPRTW"), r.randint(100, 999), r.choice(["AA", "AB", "C", "F", "01", ""])))


# ------------------------------------------------------------------ 1. PMI consultation
def sh_pmi(c, r):
    ch, mo, fa = c.child, c.mother, c.father
    pmi = c.pmi()
    nurse, doc = Pro(c, "soignant", sex=2), Pro(c, homonym=True)
    payer = c.payer()
    am = Person(c, 2, datetime.date(1979, 6, 6), "personnel")
    agr = V("IDENTIFIANT", "AM %s-%d-%04d" % (c.dept, r.randint(2012, 2022), r.randint(1, 999)), "agrement")
    dossier = V("IDENTIFIANT", "PMI-%s-%05d" % (c.dept, r.randint(1, 99999)), "dossier_pmi")
    vrow = []
    todo = [x for x in shots(c, r, c.day + datetime.timedelta(days=40)) if x[0] >= c.day - datetime.timedelta(days=20)][:3] or \
        [(c.day, *vaccine(c, "hexa")), (c.day, *vaccine(c, "pneumo"))]
    for k, (_, vn, val) in enumerate(todo):
        vrow.append([[c.cday(0, 0)], [K("VACCIN", vn)], [val], [lot(r)], [["cuisse droite", "cuisse gauche", "deltoïde droit"][k]], [nurse.PRE("init"), " ", nurse.NOM()]])
    ident = [("Nom", R(ch.NOM())), ("Prénom(s)", R(*ch.PRES())), ("Né" + ch.e() + " le", R(ch.dn(0), " à ", ch.BTOWN())),
             ("Âge", R(ch.age())), ("INS", R(ch.nir(0))), ("Ayant droit de", R(payer.name(1), " - NIR ", payer.nir(1))),
             ("N° allocataire CAF", R(c.ALLOC(), " (", V("ORGANISME", "CAF " + ids.DEPTS[c.dept][0], "caf"), ")"))]
    fam = [("tab", ["Parent", "Nom et prénom", "Né(e) le", "Profession", "Téléphone"],
            [[["Mère"], mo.name(2), [mo.dn(0)], [mo.JOB()], [mo.MOB()]], [["Père"], fa.name(1), [fa.dn(3)], [fa.JOB()], [fa.MOB()]]] +
            ([[["Grand-mère"], c.guardian.name(5), [c.guardian.dn(2)], ["retraitée"], [c.guardian.MOB()]]] if c.guardian else []),
            [0.7, 2.2, 1.0, 1.4, 1.2]),
           P("Situation familiale : ", {"couple": "parents mariés", "union": "parents pacsés, vie commune", "separes": "parents séparés, résidence principale chez la mère",
                                         "recompose": "parents séparés ; la mère vit avec son compagnon"}[c.mode],
             ". Domicile de l'enfant : ", *ch.addr1(), ". Fratrie : ", *c.sib_run(), "."),
           ("kv", [("Mode d'accueil", R("assistante maternelle agréée, ", am.name(0), " (agrément ", agr, "), ", am.MOB()))])]
    exam = [("tab", ["Date", "Âge", "Poids", "Taille", "PC", "IMC"], growth(c, r, 4), [1.0, 1.1, 1.0, 1.0, 1.0, 0.7]),
            ("yn", [("Tonus axial et tenue de tête satisfaisants", True), ("Réflexe de Moro présent", ids.months_between(ch.bdate, c.day) < 4),
                    ("Hanches : manœuvre d'Ortolani négative", True), ("Suit du regard, sourire réponse", True)]),
            P("Examen sans particularité. Courbe de poids sur le couloir ", K("PERCENTILE", "P50"), ". Allaitement ", r.choice(["maternel exclusif", "mixte", "artificiel (lait 2e âge)"]),
              ", supplémentation en ", K("DOSE", "vitamine D 400 UI/j"), ". Muguet buccal traité (", K("DOSE", "Fungizone 1 ml x 4/j"), ").")]
    parts = [part("Consultation de PMI - nourrisson", [("Enfant", [("kv", ident)]), ("Parents et mode d'accueil", fam), ("Examen", exam),
                                                       ("Vaccinations du jour", [("tab", ["Date", "Vaccin", "Valences", "Lot", "Site", "Vaccinateur"], vrow, [1.0, 1.1, 1.4, 0.9, 1.0, 1.3])])],
                  issuer=pmi, refs=[("Dossier", R(dossier)), ("Consultation du", R(c.cday(0, 4))), ("Médecin de PMI", R(doc.dr(0))),
                                    ("Puéricultrice", R(nurse.name(0), ", ADELI ", nurse.ADELI()))],
                  sigs=[("La puéricultrice", [R(nurse.name(3))]), ("Le médecin de PMI", [R(doc.dr(1)), R("RPPS ", doc.RPPS())])])]
    if c.npl >= 2:
        parts.append(part("Courrier au médecin traitant", [(None, [
            P("Cher confrère,"),
            P("J'ai vu ce jour en consultation de PMI ", ch.name(0), ", ", ch.ne(), " le ", ch.dn(2), ", ", K("AGE", ids.age_text(ch.bdate, c.day, 1)),
              ", accompagné" + ch.e() + " de sa mère, ", mo.name(2), ". Le développement psychomoteur est harmonieux ; le poids est de ",
              growth(c, r, 2)[-1][2][0], ". Les vaccinations du jour ont été faites ; le prochain rendez-vous est fixé au ", c.cday(61, 1), "."),
            P("La maman évoque une fatigue importante et un couchage difficile ; la puéricultrice, ", nurse.name(0), ", lui a proposé une visite à domicile. "
              "Le père, ", fa.name(3), ", ", fa.JOB(), ", travaille de nuit."),
            P("Bien confraternellement,")])],
            issuer=pmi, to={"name": R(c.gp.dr(0)), "lines": c.gp.addr_lines() + [R("RPPS ", c.gp.RPPS())]}, place=R(V("VILLE", pmi["town"]), ", le ", c.cday(0, 1)),
            refs=[("Concerne", R(ch.name(1), " - ", ch.dn(0)))], sigs=[("", [R(doc.dr(0)), R("médecin de PMI")])]))
    if c.npl >= 3:
        parts.append(part("Compte rendu de visite à domicile", [
            ("Visite", [("kv", [("Date", R(c.cday(9, 0), " à ", hm(14, 30))), ("Adresse", R(*mo.addr1())), ("Téléphone", R(mo.FIXE(), " / ", mo.MOB())),
                                ("Présents", R(mo.name(0), ", ", ch.name(2), ", ", *c.sib_run(False)) + ([", ", c.step.name(0)] if c.step else []))])]),
            ("Observations", [P("Logement propre, chambre de l'enfant aménagée (lit à barreaux, ", K("MESURE", "19 °C"), "). Pesée à domicile : ",
                                growth(c, r, 2)[-1][2][0], ". ", *(["Tétées toutes les ", K("DUREE", "3 heures")] if ids.months_between(ch.bdate, c.day) < 6 else ["Quatre repas par jour, sieste de ", K("DUREE", "2 heures")]),
                                " ; la maman dit être soutenue par sa propre mère."),
                              ("chk", [(True, "Sommeil sur le dos"), (True, "Pas de tabac au domicile"), (False, "Signes de dépression du post-partum"),
                                       (True, "Carnet de santé présenté")])]),
            ("Suite", [P("Prochaine consultation le ", c.cday(61, 0), " au ", *pmi["name"], ".")])],
            issuer=pmi, refs=[("Dossier", R(dossier)), ("Famille", R(mo.NOM(), " / ", fa.NOM()))], sigs=[("La puéricultrice", [R(nurse.name(0)), R("ADELI ", nurse.ADELI())])]))
    return dict(title="Consultation de PMI", issuer=pmi, parts=parts, head=R(ch.name(1), " - ", ch.ne(), " le ", ch.dn(0), " - dossier ", dossier),
                foot=R(*pmi["name"], " - ", *pmi["lines"][0], " - ", *pmi["contact"][0]))


# ------------------------------------------------------------------ 2. 9th / 24th month health certificate
def sh_cert(c, r):
    ch, mo, fa = c.child, c.mother, c.father
    nine = c.i % 2 == 0
    doc = Pro(c, homonym=True)
    cab = {"name": R(doc.dr(0)), "acr": R("Pédiatre"), "service": "Cabinet de pédiatrie",
           "lines": [R(*doc.addr1())], "contact": [R("Tél. ", doc.FIXE()), R("RPPS ", doc.RPPS())], "legal": R("Conventionné secteur 1")}
    term = r.randint(34, 41)
    bw = r.randint(2100, 4200)
    par = [[["Nom"], [mo.BIRTH() if mo.birth else mo.NOM()], [fa.NOM()]], [["Nom d'usage"], [mo.NOM() if mo.birth else "-"], ["-"]],
           [["Prénom"], [mo.PRE()], [fa.PRE()]], [["Date de naissance"], [mo.dn(8)], [fa.dn(8)]],
           [["Profession"], [mo.JOB()], [fa.JOB()]], [["Adresse"], mo.addr1(), fa.addr1()]]
    items = ([("Tient assis sans appui", True), ("Se déplace (4 pattes, retournement)", True), ("Pince pouce-index", r.random() < 0.8),
              ("Réagit à son prénom", True), ("Répète une syllabe", True), ("Strabisme", False)] if nine else
             [("Marche acquise", True), ("Associe deux mots", r.random() < 0.7), ("Superpose des objets", True),
              ("Comprend une consigne simple", True), ("Troubles du sommeil", False), ("Otites à répétition", r.random() < 0.3)])
    meas = [[[c.cday(0, 0)], [ch.age(style=1)], [K("MESURE", "%.1f kg" % (8.7 if nine else 12.1))], [K("MESURE", "%d cm" % (72 if nine else 86))],
             [K("MESURE", "%.1f cm" % (45.0 if nine else 48.2))], [K("PERCENTILE", r.choice(["P25", "P50", "P75"]))]]]
    title = "Certificat de santé du %s mois" % ("9e" if nine else "24e")
    s1 = [("Identification de l'enfant", [("kv", [("Nom de naissance", R(ch.NOM())), ("Prénoms", R(*ch.PRES())),
                                                    ("Sexe", R("féminin" if ch.sex == 2 else "masculin")), ("Né" + ch.e() + " le", R(ch.dn(8))),
                                                    ("Commune de naissance", R(ch.BTOWN())), ("Rang dans la fratrie", R("%d" % (len(c.sibs) + 1))),
                                                    ("Mode de garde", R(r.choice(["parents", "assistante maternelle", "crèche collective"])))])]),
          ("Parents", [("tab", ["", "Mère", "Père"], par, [1.0, 2.0, 2.0])]),
          ("Naissance", [("kv", [("Terme", R(K("TERME", "%d SA + %d j" % (term, r.randint(0, 6))))), ("Poids de naissance", R(K("MESURE", "%d g" % bw))),
                                 ("Apgar", R(K("SCORE", "%d/%d/10" % (r.randint(6, 9), r.randint(8, 10))))),
                                 ("Maternité", R(c.E()))])])]
    s2 = [("Examen du jour", [("tab", ["Date", "Âge", "Poids", "Taille", "PC", "Couloir"], meas, [1.0, 1.0, 0.9, 0.9, 0.9, 0.8]), ("yn", items)]),
          ("Vaccinations", [("chk", [(True, "DTCaP"), (True, "Hib"), (True, "Hépatite B"), (True, "Pneumocoque"), (True, "Méningocoque B"),
                                     (True, "Méningocoque C"), (not nine, "ROR 1re dose"), (not nine and r.random() < 0.7, "ROR 2e dose")])])]
    sig = [("Le médecin examinateur", [R(doc.dr(0)), R("RPPS ", doc.RPPS()), R("Cachet :")])]
    parts = [part(title, s1 + ([] if c.npl >= 2 else s2), issuer=cab, place=R(V("VILLE", doc.home.town), ", le ", c.cday(0, 1)),
                  refs=[("Volet", R("1 - à adresser sous pli confidentiel au médecin de PMI")), ("Destinataire", R(c.dept_org("Conseil départemental"))),
                        ("Texte", R(K("ARTICLE", "article L.2132-2 du CSP")))],
                  sigs=[] if c.npl >= 2 else sig)]
    if c.npl >= 2:
        parts.append(part(title + " - suite", s2 + [("Pathologies et conclusions", [
            P("Hospitalisation pour bronchiolite le ", c.cday(-r.randint(40, 120), 0), " (", K("DUREE", "4 jours"), ") ; pas de ",
              K("EPONYME", "maladie de Kawasaki"), " ni d'autre pathologie notable. Dépistages néonatals (", K("EPONYME", "test de Guthrie"),
              ") normaux. Enfant vu ", "avec sa mère" if c.i % 3 else "avec ses deux parents", "."),
            ("chk", [(False, "Prise en charge spécifique nécessaire"), (True, "Suivi habituel par le médecin traitant")])])],
            issuer=cab, refs=[("Enfant", R(ch.name(1))), ("Né" + ch.e() + " le", R(ch.dn(0)))], sigs=sig))
    if c.npl >= 3:
        rows = []
        for k in range(6):
            o = ch if k == 2 else Person(c, r.choice([1, 2]), ch.bdate + datetime.timedelta(days=r.randint(-40, 40)), "enfant_tiers",
                                         first=c.take_first(ids.CHILD_F + ids.CHILD_M))
            rows.append([[str(k + 1)], o.name(1), [o.dn(0)], [V("VILLE", o.home.town)], doc.dr(1) if k == 2 else Pro(c).dr(1), [c.cday(k + 3, 0)]])
        parts.append(part("Bordereau de réception des certificats de santé", [(None, [
            P("Certificats du ", "9e" if nine else "24e", " mois reçus par le service de PMI (", K("ARTICLE", "article R.2132-3 du CSP"), ") :"),
            ("tab", ["N°", "Enfant", "Né(e) le", "Commune", "Médecin", "Reçu le"], rows, [0.4, 2.0, 1.0, 1.5, 1.6, 1.0]),
            P("Saisie dans le logiciel départemental le ", c.cday(12, 0), ".")])],
            issuer=c.pmi(), refs=[("Lot", R(K("CODE", "CS%s-%02d" % ("09" if nine else "24", r.randint(10, 52)))))]))
    return dict(title=title, issuer=cab, parts=parts, head=R(title, " - ", ch.name(1), " - ", ch.dn(0)),
                foot=R(doc.dr(0), " - ", *doc.addr1(), " - ", doc.FIXE()))


# ------------------------------------------------------------------ 3. PAI
def sh_pai(c, r):
    ch, mo, fa = c.child, c.mother, c.father
    sc = c.school()
    sdoc, allerg, nurse = Pro(c), Pro(c), Pro(c, "soignant", sex=2)
    mairie = Person(c, 1, datetime.date(1970, 1, 1), "personnel")
    asthma = c.i % 2 == 1
    wt = 8 + 2 * ((c.day - ch.bdate).days // 365) + r.randint(-1, 3)
    iss = {"name": R(sc["name"]), "acr": R(sc["uai"]), "service": "Projet d'accueil individualisé",
           "lines": [R(sc["street"], ", ", sc["cp"], " ", sc["town"])], "contact": [R("Tél. ", sc["tel"]), R(sc["mail"])], "legal": R("UAI ", sc["uai"])}
    path = (R("asthme allergique (", K("CIM10", "J45.0"), ") ; allergie aux acariens et aux pollens de graminées") if asthma else
            R("allergie alimentaire à l'arachide et aux fruits à coque (", K("CIM10", "T78.1"), "), antécédent d'œdème de ", K("EPONYME", "Quincke"), " le ",
              c.cday(-r.randint(200, 600), 0)))
    s1 = [("Élève", [("kv", [("Nom, prénom", R(ch.name(1))), ("Né" + ch.e() + " le", R(ch.dn(1))), ("Âge", R(ch.age(style=2))),
                             ("École", R(sc["name"], ", ", sc["town"])), ("Classe", R(sc["cls"], " - enseignant" + ("e" if sc["teacher"].sex == 2 else "") + " : ",
                                                                                    sc["teacher"].name(7))), ("Année scolaire", R(K("CODE", "2025-2026")))])]),
          ("Responsables légaux", [who_tab(c, c.i)]),
          ("Pathologie", [P("L'élève présente un ", *path, ". Le PAI est établi à la demande de ", (mo if c.i % 2 else fa).name(0),
                            " par le ", sdoc.dr(0), ", médecin de l'Éducation nationale, sur prescription du ", allerg.dr(1), " (",
                            c.E(), ", RPPS ", allerg.RPPS(), ")."),
                          ("list", [R("restauration scolaire : panier-repas fourni par la famille" if not asthma else "éviction des activités avec plumes et animaux"),
                                    R("trousse d'urgence : bureau de la direction, armoire haute, double dans le sac de sortie"),
                                    R("activité physique : ", K("DOSE", "salbutamol 2 bouffées"), " 15 minutes avant l'effort") if asthma else
                                    R("goûters collectifs : uniquement des produits emballés, étiquetage vérifié")])])]
    urg = [("Protocole d'urgence", [
        ("alert", [R("APPELER LE 15 (SAMU) - préciser : enfant allergique, ", ch.name(0), ", ", K("AGE", ids.age_text(ch.bdate, c.day, 3)),
                     ", ", sc["name"], ", ", sc["street"], ", ", sc["town"])]),
        ("tab", ["Signes", "Conduite à tenir"],
         ([[["toux, sifflement, gêne respiratoire modérée"], [K("DOSE", "salbutamol 100 µg : 4 à 10 bouffées"), " en chambre d'inhalation, à renouveler après ", K("DUREE", "20 minutes")]],
           [["difficulté à parler, lèvres bleues, épuisement"], ["appeler le 15, position assise, renouveler le salbutamol"]]] if asthma else
          [[["démangeaisons, urticaire localisé"], [K("DOSE", "desloratadine 2,5 ml"), " par voie orale, surveiller ", K("DUREE", "30 minutes")]],
           [["gêne respiratoire, voix rauque, malaise, vomissements"], [K("DOSE", "Anapen %d µg" % (150 if wt < 25 else 300)), " en intramusculaire face externe de cuisse (lot ", lot(r),
                                                                           "), puis appeler le 15, allonger l'enfant jambes surélevées"]]]),
         [2.0, 3.2]),
        P("Prévenir ensuite la famille : mère ", mo.MOB(), ", père ", fa.MOB(), ". Médecin traitant : ", c.gp.dr(0), ", ", c.gp.FIXE(), "."),
        ("kv", [("Péremption de la trousse", R(c.cday(r.randint(120, 300), 0))), ("Poids de l'enfant", R(K("MESURE", "%d kg" % wt)))])])]
    sg = [("Mère", [R(mo.name(3)), R("Date : ", c.cday(0, 0))]), ("Père", [R(fa.name(3)), R("Date : ", c.cday(2, 0))]),
          ("Principale du collège" if sc["college"] else "Directrice d'école", [R(sc["head"].name(0))]), ("Médecin de l'Éducation nationale", [R(sdoc.dr(0))]),
          ("Médecin prescripteur", [R(allerg.dr(0)), R("RPPS ", allerg.RPPS())]), ("Restauration scolaire (mairie)", [R(mairie.name(0))])]
    parts = [part("Projet d'accueil individualisé (PAI)", s1 + ([] if c.npl >= 2 else urg), issuer=iss,
                  refs=[("Demande du", R(c.cday(-21, 0))), ("Infirmière scolaire", R(nurse.name(0), " - ", V("TELEPHONE", ids.phone(r, False, c.i + 5))))],
                  sigs=[] if c.npl >= 2 else sg[:4])]
    if c.npl >= 2:
        parts.append(part("PAI - protocole d'urgence", urg, issuer=iss, refs=[("Élève", R(ch.name(1), ", ", sc["cls"])), ("Né" + ch.e() + " le", R(ch.dn(0)))],
                          sigs=[] if c.npl >= 3 else sg[:4]))
    if c.npl >= 3:
        parts.append(part("PAI - engagements et signatures", [(None, [
            P("Les signataires s'engagent à mettre en œuvre le présent projet pour ", ch.name(0), " pendant le temps scolaire et périscolaire (",
              K("ARTICLE", "article D.351-9 du code de l'éducation"), "). Les parents fournissent la trousse d'urgence et signalent toute modification du traitement."),
            ("chk", [(True, "Copie remise à l'enseignant" + ("e" if sc["teacher"].sex == 2 else "")), (True, "Copie au service de restauration"),
                     (c.i % 4 == 3, "Copie à l'accueil de loisirs"), (True, "Copie aux parents")])])],
            issuer=iss, place=R(sc["town"], ", le ", c.cday(4, 1)), sigs=sg))
    return dict(title="Projet d'accueil individualisé", issuer=iss, parts=parts, head=R("PAI ", K("CODE", "2025-2026"), " - ", ch.name(1), " - ", sc["cls"]),
                foot=R(sc["name"], " - ", sc["street"], ", ", sc["cp"], " ", sc["town"], " - UAI ", sc["uai"]))


def make_doc(i, seed, shape, npl):
    from .content_b import SHAPE_FUN
    c = Ctx(i, seed, shape, npl)
    s = {"consultation_pmi": sh_pmi, "certificat_sante_enfant": sh_cert, "projet_accueil_individualise": sh_pai, **SHAPE_FUN}[shape](c, c.r)
    return {"title": s["title"], "num": i + 1, "shape": shape, "issuer": s["issuer"], "parts": s["parts"], "head": s["head"], "foot": s["foot"],
            "form": R(K("CODE", "BR-%02d" % (SHAPES.index(shape) + 1))), "day": R(c.cday(0, 0)), "npl": npl}
