"""The people and the context of a corpus CE document (content.py, content_b.py): the PATIENT (index case) of the RARE
DISEASE REFERENCE CENTRE (names in capitals, title case, lower case, birth name after "née", initials, inverted, with
particles "de Ligniville" / "d'HAUSSONVILLE"; birth date and place; address; NIR / INS; IPP, stay, laboratory file, DNA
sample, request, BNDMR identifier, RCP file, emergency card, MDPH file, mutual membership), the FAMILY of the pedigree
(mother with her maiden name, father, sibling, child, maternal aunt - names and birth dates), the team (geneticist,
biologist, cardiologist / neurologist, GP, RCP coordinator with RPPS; genetic counsellor and nurse with ADELI;
psychologist, social worker, secretary) and the letterheads. Structure copied from corpus CD's people.py, every pool
and role replaced."""
from __future__ import annotations

import datetime
import random

from . import ids
from .model import D, K, R, V, W


def P(*parts):
    return ("p", R(*parts))


def part(title, secs, **kw):
    p = dict(title=title, issuer=None, to=None, place=None, refs=[], sigs=[], notes=[])
    p.update(kw)
    p["secs"] = secs
    return p


def _k(sub):
    return lambda t: K(sub, t)


(ART, ORG, CIM, CCAM, ATC, DOSE, DUR, SCORE, MES, LOT, BIO, PUB, AGE, EPO, CERFA, HOR, OID, ORPHA, GENE, HGVS, LOINC, ACMG) = map(_k, (
    "ARTICLE", "ORGANISME", "CIM10", "CCAM", "ATC", "DOSE", "DUREE", "SCORE", "MESURE", "LOT", "BIOLOGIE",
    "NUMERO_PUBLIC", "AGE", "EPONYME", "FORMULAIRE", "HORAIRE", "OID", "ORPHA", "GENE", "HGVS", "LOINC", "CLASSE"))


class Home:
    def __init__(self, c, avoid=()):
        r = c.r
        self.town, self.cp, self.dept, _ = r.choice([t for t in ids.TOWNS if t[0] not in avoid])
        self.street = "%d%s %s" % (r.randint(1, 96), r.choice(["", "", " bis", " ter"]), r.choice(ids.STREETS))


class Person:
    def __init__(self, c, sex, bdate, sub, last=None, birth=None, home=None):
        r = c.r
        self.c, self.sex, self.sub, self.bdate, self.birth = c, sex, sub, bdate, birth
        self.first = c.take_first(ids.FIRST_F if sex == 2 else ids.FIRST_M)
        self.last = last or c.take_name()
        self.home = home or Home(c)
        self.mob = ids.phone(r, True, c.i + r.randint(0, 5))
        self.fixe = ids.phone(r, False, c.i + r.randint(0, 5), self.home.dept)
        base = self.last.split(" ")[-1].replace("d'", "")
        self.mail = [ids.mail_local(self.first.split("-")[0], base), ids.mail_local(base) + "." + ids.ascii_fold(self.first)[0].lower(),
                     ids.ascii_fold(self.first)[0].lower() + ids.mail_local(base) + "54"][r.randint(0, 2)] + "@" + r.choice(ids.MAIL_DOMAINS)
        if r.random() < 0.75:
            t = r.choice(ids.TOWNS)
            self.btown = (t[0], t[2], t[3])
        else:
            self.btown = r.choice(ids.ELSEWHERE)
        self.n13 = ids.nir13(r, sex, bdate, self.btown[1:])
        self.key = ids.nir_key(self.n13)

    def NOM(self, form="caps"):
        t = {"caps": ids.caps_name(self.last), "title": self.last, "lower": self.last.lower(),
             "init": ids.initials(self.last.split(" ")[-1].replace("d'", ""))}[form]
        return V("NOM", t, self.sub)

    def BIRTH(self, form="caps"):
        return V("NOM", ids.caps_name(self.birth) if form == "caps" else self.birth, "naissance" if self.sub == "patient" else self.sub)

    def PRE(self, form="title"):
        return V("PRENOM", {"title": self.first, "upper": self.first.upper(), "init": ids.initials(self.first),
                            "lower": self.first.lower()}[form], self.sub)

    def civ(self, long=False):
        return ("Madame" if self.sex == 2 else "Monsieur") if long else ("Mme" if self.sex == 2 else "M.")

    def ne(self):
        return "née" if self.sex == 2 else "né"

    def e(self):
        return "e" if self.sex == 2 else ""

    def name(self, style=0):
        """0 "Mme Solène THIRIET", 1 "THIRIET Solène", 2 "Mme Solène MANGIN née THIRIET", 3 "Solène Thiriet",
        4 "Mme THIRIET", 5 "THIRIET, Solène", 6 "S. THIRIET", 7 "SOLÈNE THIRIET", 8 "thiriet solène" (software
        export), 9 "S. T." (initials), 10 "Thiriet Solène épouse Mangin"."""
        s = style % 11
        if s in (2, 10) and not self.birth:
            s = 0
        if s == 2:
            return [self.civ() + " ", self.PRE(), " ", self.NOM(), " née ", self.BIRTH()]
        if s == 10:
            return [self.BIRTH("title"), " ", self.PRE(), " épouse ", self.NOM("title")]
        return {0: lambda: [self.civ() + " ", self.PRE(), " ", self.NOM()], 1: lambda: [self.NOM(), " ", self.PRE()],
                3: lambda: [self.PRE(), " ", self.NOM("title")], 4: lambda: [self.civ() + " ", self.NOM()],
                5: lambda: [self.NOM(), ", ", self.PRE()], 6: lambda: [self.PRE("init"), " ", self.NOM()],
                7: lambda: [self.PRE("upper"), " ", self.NOM()], 8: lambda: [self.NOM("lower"), " ", self.PRE("lower")],
                9: lambda: [self.PRE("init"), " ", self.NOM("init")]}[s]()

    def dn(self, style=0):
        return V("DATE_NAISSANCE", ids.birth_written(self.bdate, style), "" if self.sub == "patient" else self.sub)

    def age(self, at=None):
        return AGE("%d ans" % ids.age(self.bdate, at or self.c.day))

    def nir(self, style=0):
        return V("NIR", ids.nir_written(self.n13, self.key, style), self.sub)

    def born(self, style=0):
        return [self.dn(style), " à ", V("VILLE", self.btown[0])]

    def addr(self, caps=False):
        return [V("ADRESSE", self.home.street), ", ", V("CODE_POSTAL", self.home.cp), " ", V("VILLE", self.home.town.upper() if caps else self.home.town)]

    def MOB(self):
        return V("TELEPHONE", self.mob)

    def FIXE(self):
        return V("TELEPHONE", self.fixe)

    def MAIL(self):
        return V("EMAIL", self.mail)


class Pro(Person):
    def __init__(self, c, role="medecin", homonym=False, web=None, sex=None, dept="54"):
        r = c.r
        last = None
        if homonym:
            last, c.homonym, c.hw_pre, c.hw_post = ids.HOMONYMS[(c.i + c.seed) % len(ids.HOMONYMS)]
        bd = datetime.date(c.day.year - r.randint(28, 63), r.randint(1, 12), r.randint(1, 28))
        super().__init__(c, sex or r.choice([1, 2]), bd, role, last=last)
        self.rpps, self.adeli = ids.rpps(r), ids.adeli(r, dept)
        self.mail = ids.mail_local(self.first, self.last.replace("d'", "")) + "@" + (web or c.web)

    def dr(self, style=0):
        """0 "Dr Thibault MANGIN", 1 "Dr T. Mangin", 2 "Docteur MANGIN", 3 "MANGIN Thibault", 4 "Pr Thibault Mangin"."""
        return {0: lambda: ["Dr ", self.PRE(), " ", self.NOM()], 1: lambda: ["Dr ", self.PRE("init"), " ", self.NOM("title")],
                2: lambda: ["Docteur ", self.NOM()], 3: lambda: [self.NOM(), " ", self.PRE()],
                4: lambda: ["Pr ", self.PRE(), " ", self.NOM("title")]}[style % 5]()

    def RPPS(self):
        return V("RPPS", self.rpps)

    def IDNAT(self):
        return V("RPPS", "8" + self.rpps)

    def ADELI(self):
        return V("ADELI", self.adeli)


class Ctx:
    def __init__(self, i, seed, shape, npl):
        r = self.r = random.Random(seed * 7919 + i * 104729 + 57)
        self.i, self.seed, self.shape, self.npl = i, seed, shape, npl
        self.day = datetime.date(2025, r.randint(1, 10), r.randint(1, 26))
        self.pool, self.used = [], set()
        self.homonym = self.hw_pre = self.hw_post = None
        k = (i + i // 4 + seed) % 4
        (self.hosp, self.acr, self.htown, self.hcp, self.hdept, self.hstreet, self.web) = ids.HOSPITALS[k]
        self.crmr, self.cacr = ids.CENTRES[(i + seed) % 3]
        self.gl, self.glacr, self.gltown, self.glcp, self.gldept = ids.GENLABS[(i + seed) % 2]
        self.assoc, self.aacr = ids.ASSOCS[(i + seed) % 2]
        self.mut, self.macr = ids.MUTUALS[(i + seed) % 3]
        self.sc = ids.SCEN[(i * 3 + seed) % len(ids.SCEN)]
        sex = 2 if i % 3 == 1 else 1
        minor = shape in ("carte_urgence",) and i % 2 == 0
        self.minor = minor
        bd = datetime.date(2025 - (r.randint(6, 15) if minor else r.randint(19, 72)), r.randint(1, 12), r.randint(1, 28))
        married = sex == 2 and not minor and r.random() < 0.65
        self.pat = Person(self, sex, bd, "patient", birth=self.take_name() if married else None)
        # the family of the pedigree
        fam = self.pat.birth or self.pat.last
        self.mother = Person(self, 2, datetime.date(bd.year - r.randint(22, 38), r.randint(1, 12), r.randint(1, 28)), "proche",
                             last=fam, birth=self.take_name(), home=self.pat.home if minor else None)
        self.father = Person(self, 1, datetime.date(bd.year - r.randint(24, 42), r.randint(1, 12), r.randint(1, 28)), "proche",
                             last=fam, home=self.mother.home)
        self.sib = Person(self, r.choice([1, 2]), datetime.date(bd.year + r.choice([-5, -3, -2, 2, 4, 6]), r.randint(1, 12), r.randint(1, 28)), "proche",
                          last=fam)
        self.aunt = Person(self, 2, datetime.date(self.mother.bdate.year + r.choice([-4, -2, 3, 5]), r.randint(1, 12), r.randint(1, 28)), "proche",
                           last=self.take_name(), birth=self.mother.birth)
        self.child = Person(self, r.choice([1, 2]), datetime.date(min(2023, bd.year + r.randint(22, 34)), r.randint(1, 12), r.randint(1, 28)), "proche",
                            last=self.pat.last if (sex == 1 or married) else self.take_name(), home=self.pat.home)
        self.gen = Pro(self, homonym=True, dept=self.hdept)
        self.bio = Pro(self, web=self.glacr.lower() + "-fictif.fr", dept=self.gldept)
        self.spec = Pro(self, dept=self.hdept)
        self.coord = Pro(self, dept=self.hdept)
        self.gp = Pro(self, web="medecin-fictif.fr")
        self.gp.home = Home(self, avoid=(self.pat.home.town,))
        self.gp.fixe = ids.phone(r, False, i + 2, self.gp.home.dept)
        self.cg = Pro(self, "soignant", dept=self.hdept, sex=2)        # genetic counsellor
        self.ide = Pro(self, "soignant", dept=self.hdept)
        self.psy = Pro(self, "personnel")
        self.as_ = Pro(self, "personnel")
        self.sec = Pro(self, "personnel", sex=2)
        yy = self.day.year % 100
        self.ipp = ["%s%07d" % (self.hdept, r.randint(0, 9999999)), "%010d" % r.randint(1000000000, 1099999999), "%s%06d" % (self.acr[:3], r.randint(0, 999999))][i % 3]
        self.nda = ["%02d%07d" % (yy, r.randint(1, 9999999)), "HDJ-%d-%05d" % (self.day.year, r.randint(1, 99999))][(i // 3) % 2]
        self.ids = {"dossier_labo": "%s-%02d-G%05d" % (self.glacr[:2], yy, r.randint(1, 99999)),
                    "echantillon": "ADN%02d%06d" % (yy, r.randint(1, 999999)),
                    "demande": "DG%02d%02d-%04d" % (yy, self.day.month, r.randint(1, 9999)),
                    "bndmr": "BN%s%07d" % (r.choice(["A", "C", "E"]), r.randint(1, 9999999)),
                    "rcp": "RCP-MR-%02d-%03d" % (yy, r.randint(1, 999)),
                    "carte": "CU-%s-%05d" % (self.sc["key"][:3].upper(), r.randint(1, 99999)),
                    "mdph": "%s%08d" % (self.pat.home.dept, r.randint(1, 99999999)),
                    "adherent": "%s-%09d" % (self.macr, r.randint(1, 999999999))}
        self.finess, self.glfiness = ids.finess(r, self.hdept), ids.finess(r, self.gldept)
        self.hnum = r.randint(1, 90)
        self.htel, self.hfax, self.crtel, self.gltel, self.atel, self.mtel = (ids.phone(r, False, i + k, self.hdept if k < 3 else self.gldept) for k in range(6))
        self.h0 = r.choice([8, 9, 10, 14, 15])
        self.lots = [ids.lot(r, self.day.year) for _ in range(4)]

    def take_name(self):
        if not self.pool:
            self.pool = list(ids.SURNAMES)
            self.r.shuffle(self.pool)
        return self.pool.pop()

    def take_first(self, pool):
        f = self.r.choice([x for x in pool if x not in self.used] or pool)
        self.used.add(f)
        return f

    def hw(self):
        return P(self.hw_pre, W(self.homonym), self.hw_post)

    def cday(self, n=0, style=0):
        return D(ids.care(self.day + datetime.timedelta(days=n), style))

    def t(self, dm=0):
        tot = self.h0 * 60 + 10 + dm
        return HOR("%02dh%02d" % (tot // 60 % 24, tot % 60))

    def IPP(self):
        return V("IPP", self.ipp)

    def NDA(self):
        return V("NUM_SEJOUR", self.nda)

    def ID(self, what):
        return V("IDENTIFIANT", self.ids[what], what)

    def E(self, name, sub="etablissement"):
        return V("ETABLISSEMENT", name, sub)

    def H(self):
        return self.E(self.hosp)

    def ACR(self):
        return self.E(self.acr, "sigle")

    def CR(self):
        return self.E(self.crmr, "centre_reference")

    def CRACR(self):
        return self.E(self.cacr, "sigle")

    def GL(self):
        return self.E(self.gl, "laboratoire_genetique")

    def HVILLE(self, caps=False):
        return V("VILLE", self.htown.upper() if caps else self.htown)

    def TEL(self, which):
        return V("TELEPHONE", which)

    def head(self, service=None):
        return {"name": R(self.H(), " (", self.ACR(), ")"), "service": R(self.CR(), " - ", service or "consultation de génétique"),
                "lines": [R(V("ADRESSE", "%d %s" % (self.hnum, self.hstreet)), " - ", V("CODE_POSTAL", self.hcp), " ", self.HVILLE(True), " CEDEX")],
                "contact": [R("Secrétariat ", self.TEL(self.crtel), " - standard ", self.TEL(self.htel)), R(V("EMAIL", "maladies.rares@" + self.web))],
                "legal": R("FINESS ", V("FINESS", self.finess))}

    def lab_head(self):
        return {"name": R(self.GL(), " (", self.E(self.glacr, "sigle"), ")"), "service": R("Génétique moléculaire - agrément ", ORG(ids.ABM)),
                "lines": [R(V("ADRESSE", "%d rue des Généticiens-Fictifs" % (self.hnum + 3)), " - ", V("CODE_POSTAL", self.glcp), " ", V("VILLE", self.gltown))],
                "contact": [R("Tél. ", self.TEL(self.gltel), " - ", V("EMAIL", "genetique@" + self.glacr.lower() + "-fictif.fr"))],
                "legal": R("FINESS ", V("FINESS", self.glfiness))}

    def assoc_head(self):
        return {"name": R(self.E(self.assoc, "association"), " (", self.E(self.aacr, "sigle"), ")"), "service": R("Permanence des familles"),
                "lines": [R(V("ADRESSE", "maison des associations, %d %s" % (self.hnum + 1, self.hstreet)), ", ", V("CODE_POSTAL", self.hcp), " ", self.HVILLE())],
                "contact": [R("Tél. ", self.TEL(self.atel))], "legal": None}

    def place(self, n=0, style=0, town=None):
        return R(V("VILLE", town) if town else self.HVILLE(), ", le ", self.cday(n, style))

    def gp_run(self):
        g = self.gp
        return R(*g.dr(0), " - ", V("VILLE", g.home.town), " - ", V("TELEPHONE", g.fixe))

    def rpps_line(self, pro, style=0):
        return R(*pro.dr(style), " - RPPS ", pro.RPPS())

    def adeli_line(self, pro):
        return R(*pro.name(3), " - ADELI ", pro.ADELI())


_ = (D, ART, ORG, CIM, CCAM, ATC, DOSE, DUR, SCORE, MES, LOT, BIO, PUB, EPO, CERFA, HOR, OID, ORPHA, GENE, HGVS, LOINC, ACMG)
