"""The people and the context of a corpus CB document (content.py, content_b.py): the DETAINEE (patient) with the writings
of his or her names (capitals, title case, birth name, initials, the registry's "NOM Prénom"), birth date and place,
address before incarceration, NIR, the hospital's IPP and stay, the ÉCROU number, the CELL, the prosecutor's case
number and the extraction order; the relative (a visitor at the parlour); the LAWYER, the JUDGE (juge de l'application
des peines), the probation officer of the SPIP, the prison officer; the team (USMP physician, psychiatrist, dentist,
nurses with ADELI, pharmacist, the UHSI's physician, the GP outside); the letterheads (prison, hospital, lawyer) and
the small run helpers (kept decoys). Structure copied from corpus CA's people.py, every pool and role replaced."""
from __future__ import annotations

import datetime
import random

from . import ids
from .model import D, K, R, V, W

LINKS_F = ["mère", "sœur", "compagne", "épouse", "tante"]
LINKS_M = ["père", "frère", "oncle", "fils", "ami"]


def P(*parts):
    return ("p", R(*parts))


def part(title, secs, **kw):
    p = dict(title=title, issuer=None, to=None, place=None, refs=[], sigs=[])
    p.update(kw)
    p["secs"] = secs
    return p


def hm(h, m, style=0):
    return K("HORAIRE", ["%02dh%02d", "%02d:%02d", "%02d h %02d"][style % 3] % (h % 24, m))


def _k(sub):
    return lambda t: K(sub, t)


(ART, ORG, CIM, CCAM, ATC, DOSE, DUR, SCORE, MES, DISP, LOT, BIO, PUB, AGE, EPO, DENT) = map(_k, (
    "ARTICLE", "ORGANISME", "CIM10", "CCAM", "ATC", "DOSE", "DUREE", "SCORE", "MESURE", "DISPOSITIF", "LOT", "BIOLOGIE",
    "NUMERO_PUBLIC", "AGE", "EPONYME", "DENT"))


class Home:
    def __init__(self, c, avoid=()):
        r = c.r
        self.town, self.cp = r.choice([t for t in ids.TOWNS if t[0] not in avoid])
        self.street = "%d%s %s" % (r.randint(1, 88), r.choice(["", "", "", " bis"]), r.choice(ids.STREETS))


class Person:
    def __init__(self, c, sex, bdate, sub, last=None, birth=None, home=None):
        r = c.r
        self.c, self.sex, self.sub, self.bdate = c, sex, sub, bdate
        self.first = c.take_first(ids.FIRST_F if sex == 2 else ids.FIRST_M)
        self.last = last or c.take_name()
        self.birth = birth
        self.home = home or Home(c)
        dept = ids.dept_of(self.home.cp)
        self.mob = ids.phone(r, True, c.i + r.randint(0, 4))
        self.fixe = ids.phone(r, False, c.i + r.randint(0, 4), dept)
        base = self.last.split(" ")[-1].replace("'", "")
        self.mail = [ids.mail_local(self.first.split("-")[0], base), ids.mail_local(base) + "." + ids.ascii_fold(self.first)[0].lower(),
                     ids.ascii_fold(self.first)[0].lower() + ids.mail_local(base) + "%02d" % (bdate.year % 100)][r.randint(0, 2)] + "@" + r.choice(ids.MAIL_DOMAINS)
        self.btown = r.choice(ids.BIRTH_TOWNS)
        self.n13 = ids.nir13(r, sex, bdate, self.btown)
        self.key = ids.nir_key(self.n13)

    def NOM(self, form="caps"):
        return V("NOM", {"caps": ids.caps_name(self.last), "title": self.last, "low": self.last.lower()}[form], self.sub)

    def BIRTH(self, form="caps"):
        return V("NOM", ids.caps_name(self.birth) if form == "caps" else self.birth, "naissance" if self.sub == "patient" else self.sub)

    def PRE(self, form="title"):
        return V("PRENOM", {"title": self.first, "upper": self.first.upper(), "init": ids.initials(self.first)}[form], self.sub)

    def civ(self, long=False):
        return ("Madame" if self.sex == 2 else "Monsieur") if long else ("Mme" if self.sex == 2 else "M.")

    def ne(self):
        return "née" if self.sex == 2 else "né"

    def e(self):
        return "e" if self.sex == 2 else ""

    def name(self, style=0):
        """0 "M. Kévin LECANU", 1 "LECANU Kévin", 2 "Mme Sandrine OSMONT, née HAMEL", 3 "Kévin Lecanu", 4 "M. LECANU",
        5 "LECANU, Kévin", 6 "Monsieur Lecanu", 7 "KÉVIN LECANU", 8 "K. LECANU", 9 "LECANU (HAMEL) Sandrine"."""
        s = style % 10
        if s in (2, 9) and not self.birth:
            s = {2: 0, 9: 5}[s]
        return {0: lambda: [self.civ() + " ", self.PRE(), " ", self.NOM()], 1: lambda: [self.NOM(), " ", self.PRE()],
                2: lambda: [self.civ() + " ", self.PRE(), " ", self.NOM(), ", née ", self.BIRTH()],
                3: lambda: [self.PRE(), " ", self.NOM("title")], 4: lambda: [self.civ() + " ", self.NOM()],
                5: lambda: [self.NOM(), ", ", self.PRE()], 6: lambda: [self.civ(True) + " ", self.NOM("title")],
                7: lambda: [self.PRE("upper"), " ", self.NOM()], 8: lambda: [self.PRE("init"), " ", self.NOM()],
                9: lambda: [self.NOM(), " (", self.BIRTH(), ") ", self.PRE()]}[s]()

    def dn(self, style=0):
        return V("DATE_NAISSANCE", ids.birth_written(self.bdate, style), "" if self.sub == "patient" else self.sub)

    def dn_words(self):
        return V("DATE_NAISSANCE", ids.date_words(self.bdate), "" if self.sub == "patient" else self.sub)

    def age(self, at=None):
        return AGE("%d ans" % ids.age(self.bdate, at or self.c.day))

    def nir(self, style=0):
        return V("NIR", ids.nir_written(self.n13, self.key, style), self.sub)

    def born(self, style=0):
        b = self.btown
        return [self.dn(style), " à ", V("VILLE", b[0]), " (%s)" % ("étranger" if b[1] == "99" else b[1])]

    def addr1(self, caps=False):
        return [V("ADRESSE", self.home.street), ", ", V("CODE_POSTAL", self.home.cp), " ", V("VILLE", self.home.town.upper() if caps else self.home.town)]

    def MOB(self):
        return V("TELEPHONE", self.mob)

    def FIXE(self):
        return V("TELEPHONE", self.fixe)

    def MAIL(self):
        return V("EMAIL", self.mail)


class Pro(Person):
    """A physician, dentist or pharmacist (RPPS), a nurse or psychologist (ADELI), a lawyer, a judge, an officer."""

    def __init__(self, c, role="medecin", spec="", homonym=False, web=None, sex=None):
        r = c.r
        last = None
        if homonym:
            last, c.homonym, c.hw_pre, c.hw_post = ids.HOMONYMS[(c.i + c.seed) % len(ids.HOMONYMS)]
        bd = datetime.date(c.day.year - r.randint(28, 63), r.randint(1, 12), r.randint(1, 28))
        super().__init__(c, sex or r.choice([1, 2]), bd, role, last=last)
        self.spec = spec
        self.rpps, self.adeli = ids.rpps(r), ids.adeli(r, c.dept)
        self.mail = ids.mail_local(self.first, self.last) + "@" + (web or c.web)

    def dr(self, style=0):
        """0 "Dr Cédric LECANU", 1 "Dr C. Lecanu", 2 "Docteur LECANU", 3 "LECANU Cédric", 4 "Cédric Lecanu", 5 "C. LECANU"."""
        return {0: lambda: ["Dr ", self.PRE(), " ", self.NOM()], 1: lambda: ["Dr ", self.PRE("init"), " ", self.NOM("title")],
                2: lambda: ["Docteur ", self.NOM()], 3: lambda: [self.NOM(), " ", self.PRE()],
                4: lambda: [self.PRE(), " ", self.NOM("title")], 5: lambda: [self.PRE("init"), " ", self.NOM()]}[style % 6]()

    def me(self, style=0):
        """A lawyer: "Me Claire OSMONT", "Maître Osmont", "Me C. OSMONT"."""
        return [["Me ", self.PRE(), " ", self.NOM()], ["Maître ", self.NOM("title")], ["Me ", self.PRE("init"), " ", self.NOM()]][style % 3]

    def RPPS(self, long=False):
        return V("RPPS", ("8" + self.rpps) if long else self.rpps)

    def ADELI(self):
        return V("ADELI", self.adeli)


class Ctx:
    def __init__(self, i, seed, shape, npl):
        r = self.r = random.Random(seed * 7919 + i * 104729 + 71)
        self.i, self.seed, self.shape, self.npl = i, seed, shape, npl
        self.day = datetime.date(2025, r.randint(1, 10), r.randint(1, 26))
        self.pool, self.used = [], set()
        self.homonym = self.hw_pre = self.hw_post = None
        k = (i + i // 4 + seed) % 4
        self.prison, self.pacr, self.ptown, self.pcp, self.pstreet = ids.PRISONS[k]
        (self.hosp, self.acr, self.htown, self.hcp, self.hstreet, self.web) = ids.HOSPITALS[k]
        self.dept = ids.dept_of(self.pcp)
        self.trib, self.spip, self.barreau, self.cpam = ids.TRIB[k], ids.SPIP[k], ids.BARREAU[k], ids.CPAM[k]
        self.sc = ids.SCEN[(i * 3 + seed) % len(ids.SCEN)]
        sex = 2 if i % 9 == 4 else 1
        bd = datetime.date(2025 - r.randint(19, 66), r.randint(1, 12), r.randint(1, 28))
        married = sex == 2 and r.random() < 0.6
        self.pat = Person(self, sex, bd, "patient", birth=self.take_name() if married else None)
        lsex = r.choice([1, 2, 2])
        self.link = r.choice(LINKS_F if lsex == 2 else LINKS_M)
        lbd = datetime.date(max(1940, bd.year + r.randint(-28, 10)), r.randint(1, 12), r.randint(1, 28))
        self.rel = Person(self, lsex, lbd, "proche", home=self.pat.home if self.link in ("compagne", "épouse") else None)
        self.doc = Pro(self, spec="médecin de l'USMP", homonym=True)
        self.psy = Pro(self, spec="psychiatre")
        self.dent = Pro(self, spec="chirurgien-dentiste")
        self.uhsi = Pro(self, spec="médecin de l'UHSI")
        self.pharma = Pro(self, spec="pharmacien")
        self.ide = Pro(self, "soignant", spec="infirmier" if r.random() < 0.4 else "infirmière")
        self.ide2 = Pro(self, "soignant", spec="infirmière", sex=2)
        self.gp = Pro(self, spec="médecin généraliste", web="medecin-fictif.fr")
        self.gp.home = Home(self, avoid=(self.pat.home.town,))
        self.avocat = Pro(self, "avocat", spec="avocat", web="avocat-fictif.fr")
        self.jap = Pro(self, "magistrat", spec="juge de l'application des peines")
        self.cpip = Pro(self, "personnel", spec="conseiller pénitentiaire d'insertion et de probation", web="justice-fictif.fr")
        self.surv = Pro(self, "personnel", spec="premier surveillant", sex=1)
        yy = self.day.year % 100
        self.inc = self.day - datetime.timedelta(days=r.randint(3, 900) if shape != "visite_arrivant" else r.randint(0, 2))
        self.ipp = ["%08d" % r.randint(10000000, 99999999), "%s%07d" % (self.acr[:2], r.randint(0, 9999999)), "IPP-%s-%06d" % (self.dept, r.randint(0, 999999))][i % 3]
        self.nda = ["%02d%07d" % (yy, r.randint(1, 9999999)), "S%d-%05d" % (self.day.year, r.randint(1, 99999)), "%02d.%03d.%04d" % (yy, r.randint(1, 999), r.randint(1, 9999))][(i // 3) % 3]
        ec = r.randint(1000, 39999)
        self.ids = {"ecrou": ["%d" % ec, "%d/%05d" % (self.day.year if self.inc.year == self.day.year else self.inc.year, ec), "%s-%d" % (self.pacr, ec)][i % 3],
                    "cellule": ["%s-%d%02d" % (r.choice("ABCD"), r.randint(1, 3), r.randint(1, 40)), "QA %02d" % r.randint(1, 24), "%d.%03d" % (r.randint(1, 4), r.randint(1, 160))][(i + 1) % 3],
                    "parquet": "%02d%03d%06d" % (yy, r.randint(100, 365), r.randint(1, 999999)),
                    "extraction": "EXT-%s-%02d-%04d" % (self.pacr, yy, r.randint(1, 9999)),
                    "requisition": "PV %d/%05d" % (self.day.year, r.randint(1, 99999)),
                    "dossier_usmp": "USMP/%s/%02d/%04d" % (self.pacr, yy, r.randint(1, 9999)),
                    "ordonnance": "ORD%02d%06d" % (yy, r.randint(1, 999999)),
                    "dossier_jap": "JAP %02d/%04d" % (yy, r.randint(1, 9999))}
        self.finess = ids.finess(r, self.dept)
        self.pfiness = ids.finess(r, self.dept)
        self.hnum, self.htel, self.hfax = r.randint(1, 80), ids.phone(r, False, i + 1, self.dept), ids.phone(r, False, i + 2, self.dept)
        self.utel, self.ptel = ids.phone(r, False, i + 3, self.dept), ids.phone(r, False, i + 4, self.dept)
        self.lab, self.lab_acr = ids.LABS[(i + seed) % len(ids.LABS)]
        self.csapa = ids.CSAPAS[(i + seed) % len(ids.CSAPAS)]
        self.chrs = ids.CHRS[(i + seed) % len(ids.CHRS)]
        self.cabinet = ids.CABINETS[(i + seed) % len(ids.CABINETS)]
        self.ctel = ids.phone(r, False, i, self.dept)
        self.h = r.randint(160, 192) if sex == 1 else r.randint(152, 176)
        self.w = r.randint(54, 104)
        self.h0 = r.choice([8, 9, 10, 14, 15])
        self.lots = [ids.lot(r, self.day.year) for _ in range(6)]

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

    def incday(self, style=0):
        return D(ids.care(self.inc, style))

    def t(self, dm=0, style=0):
        tot = self.h0 * 60 + 10 + dm
        return hm(tot // 60, tot % 60, style)

    def IPP(self):
        return V("IPP", self.ipp)

    def NDA(self):
        return V("NUM_SEJOUR", self.nda)

    def ID(self, what):
        return V("IDENTIFIANT", self.ids[what], what)

    def H(self):
        return V("ETABLISSEMENT", self.hosp, "etablissement")

    def ACR(self):
        return V("ETABLISSEMENT", self.acr, "sigle")

    def au(self):
        return "à la " if self.prison.startswith("Maison") else "au "

    def du(self):
        return "de la " if self.prison.startswith("Maison") else "du "

    def le(self):
        return "la " if self.prison.startswith("Maison") else "le "

    def PRISON(self):
        return V("ETABLISSEMENT", self.prison, "penitentiaire")

    def PACR(self):
        return V("ETABLISSEMENT", self.pacr, "sigle")

    def E(self, name, sub="etablissement"):
        return V("ETABLISSEMENT", name, sub)

    def UH(self, k=0, which=None):
        u = which or ids.UHSI
        return V("ETABLISSEMENT", u[k], "sigle" if k else "etablissement")

    def HVILLE(self, caps=False):
        return V("VILLE", self.htown.upper() if caps else self.htown)

    def PVILLE(self, caps=False):
        return V("VILLE", self.ptown.upper() if caps else self.ptown)

    def head(self, service="Unité sanitaire en milieu pénitentiaire (USMP)"):
        """Letterheads: name, service (a string or a run), lines, contact, legal."""
        return {"name": R(self.H(), " (", self.ACR(), ")"), "service": service,
                "lines": [R("Antenne ", self.au(), self.PRISON()), R(V("ADRESSE", self.pstreet), " - ", V("CODE_POSTAL", self.pcp), " ", self.PVILLE(True))],
                "contact": [R("USMP ", V("TELEPHONE", self.utel), " - standard ", V("TELEPHONE", self.htel)), R(V("EMAIL", "usmp." + self.pacr.lower() + "@" + self.web))],
                "legal": R("FINESS ", V("FINESS", self.finess))}

    def hosp_head(self, service):
        return {"name": R(self.H()), "service": service,
                "lines": [R(V("ADRESSE", "%d %s" % (self.hnum, self.hstreet))), R(V("CODE_POSTAL", self.hcp), " ", self.HVILLE(True), " CEDEX")],
                "contact": [R("Secrétariat ", V("TELEPHONE", self.hfax))], "legal": R("FINESS ", V("FINESS", self.finess))}

    def prison_head(self, service="Greffe pénitentiaire"):
        return {"name": R(self.PRISON(), " (", self.PACR(), ")"), "service": service,
                "lines": [R(V("ADRESSE", self.pstreet)), R(V("CODE_POSTAL", self.pcp), " ", self.PVILLE(True))],
                "contact": [R("Standard ", V("TELEPHONE", self.ptel))], "legal": R("Rattaché à la ", ORG(ids.DISP))}

    def lawyer_head(self):
        a = self.avocat
        return {"name": R(self.E(self.cabinet, "cabinet_avocat")), "service": "Avocat au " + self.barreau,
                "lines": [R(*a.me(0)), R(V("ADRESSE", a.home.street), ", ", V("CODE_POSTAL", a.home.cp), " ", V("VILLE", a.home.town.upper()))],
                "contact": [R("Tél. ", a.FIXE(), " - ", V("EMAIL", a.mail))], "legal": None}

    def place(self, n=0, style=0):
        return R(self.PVILLE(), ", le ", self.cday(n, style))

    def ident(self, style=0):
        """The detainee as the prison names him: name, écrou and cell."""
        return R(*self.pat.name(style), " - écrou n° ", self.ID("ecrou"), " - cellule ", self.ID("cellule"))
