"""The people and the context of a corpus BV document (content.py, content_b.py): the patient with the writings of his
or her names, birth date and place, address, phones, e-mail, NIR / INS, IPP and stay; the third party who asked for
care or the relative; the hospital's psychiatrists, nurses and staff (RPPS / ADELI); the outside doctor; the court
(judge, clerk, lawyer, prosecutor), the prefecture's signatory, the guardian and the association, the police officer;
the hospital's letterhead and the small run helpers (kept decoys)."""
from __future__ import annotations

import datetime
import random

from . import ids
from .model import D, K, R, V, W

LINKS_F = ["mère", "sœur", "épouse", "fille", "compagne", "tante", "amie proche"]
LINKS_M = ["père", "frère", "époux", "fils", "compagnon", "oncle", "voisin"]


def P(*parts):
    return ("p", R(*parts))


def hm(h, m, sep="h"):
    return K("HORAIRE", "%02d%s%02d" % (h, sep, m))


def part(title, secs, **kw):
    p = dict(title=title, issuer=None, to=None, place=None, refs=[], sigs=[], note=None)
    p.update(kw)
    p["secs"] = secs
    return p


def ART(t):
    return K("ARTICLE", t)


def LOI(t):
    return K("LOI", t)


def ORG(t):
    return K("ORGANISME", t)


def CIM(t):
    return K("CIM10", t)


def DOSE(t):
    return K("DOSE", t)


def DUR(t):
    return K("DUREE", t)


def money(x):
    return K("MONTANT", ids.amount(x))


class Home:
    def __init__(self, c, dept=None, avoid=()):
        r = c.r
        towns = [t for t in ids.TOWNS[dept or c.dept] if t[0] not in avoid] or ids.TOWNS[dept or c.dept]
        self.town, self.cp = r.choice(towns)
        self.street = "%d%s %s" % (r.randint(1, 64), r.choice(["", "", " bis", " ter"]), r.choice(ids.STREETS))
        if self.street.split(" ", 1)[1].startswith(("lotissement", "résidence")):
            self.street = self.street.split(" ", 1)[1]


class Person:
    def __init__(self, c, sex, bdate, sub, first=None, last=None, birth=None, home=None):
        r = c.r
        self.c, self.sex, self.sub, self.bdate = c, sex, sub, bdate
        self.first = first or c.take_first(ids.FIRST_F if sex == 2 else ids.FIRST_M)
        self.last = last or c.take_name()
        self.birth = birth
        self.home = home or Home(c)
        self.mob = ids.phone(r, True, c.i + r.randint(0, 5))
        self.fixe = ids.phone(r, False, c.i + r.randint(0, 5))
        base = (birth or self.last).split(" ")[-1].replace("'", "")
        self.mail = [ids.mail_local(self.first.split("-")[0], base), ids.mail_local(base) + "." + ids.ascii_fold(self.first)[0].lower(),
                     ids.mail_local(self.first.split("-")[0]) + str(r.randint(60, 99))][r.randint(0, 2)] + "@" + r.choice(ids.MAIL_DOMAINS)
        self.btown = r.choice(ids.BIRTH_TOWNS)
        self.n13 = ids.nir13(r, sex, bdate, self.btown)
        self.key = ids.nir_key(self.n13)

    # names
    def NOM(self, form="caps"):
        return V("NOM", {"caps": ids.caps_name(self.last), "title": self.last}[form], self.sub)

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
        """0 "M. Jordi PUJOL", 1 "PUJOL Jordi", 2 "Mme Magali ESTÈVE, née CABANEL", 3 "Jordi Pujol", 4 "J. PUJOL",
        5 "ESTÈVE née CABANEL Magali", 6 "PUJOL, Jordi", 7 "Monsieur PUJOL", 8 "JORDI PUJOL", 9 "Monsieur Jordi PUJOL"."""
        if style in (2, 5) and not self.birth:
            style = 1 if style == 5 else 0
        return {0: lambda: [self.civ() + " ", self.PRE(), " ", self.NOM()], 1: lambda: [self.NOM(), " ", self.PRE()],
                2: lambda: [self.civ() + " ", self.PRE(), " ", self.NOM(), ", née ", self.BIRTH()],
                3: lambda: [self.PRE(), " ", self.NOM("title")], 4: lambda: [self.PRE("init"), " ", self.NOM()],
                5: lambda: [self.NOM(), " née ", self.BIRTH(), " ", self.PRE()], 6: lambda: [self.NOM(), ", ", self.PRE()],
                7: lambda: [self.civ(True) + " ", self.NOM()], 8: lambda: [self.PRE("upper"), " ", self.NOM()],
                9: lambda: [self.civ(True) + " ", self.PRE(), " ", self.NOM()]}[style % 10]()

    def dn(self, style=0):
        return V("DATE_NAISSANCE", ids.birth_written(self.bdate, style), "" if self.sub == "patient" else self.sub)

    def age(self):
        return K("AGE", "%d ans" % ids.age(self.bdate, self.c.day))

    def nir(self, style=0, sub=None):
        return V("NIR", ids.nir_written(self.n13, self.key, style), sub or self.sub)

    def BTOWN(self):
        return V("VILLE", self.btown[0])

    def born(self, style=0):
        """"le 07/03/1984 à Rodez (12)" as a run."""
        dep = self.btown[1]
        return [self.dn(style), " à ", self.BTOWN(), " (%s)" % ("étranger" if dep == "99" else dep)]

    def ADR(self):
        return V("ADRESSE", self.home.street)

    def CP(self):
        return V("CODE_POSTAL", self.home.cp)

    def VILLE(self, caps=False):
        return V("VILLE", self.home.town.upper() if caps else self.home.town)

    def cpv(self, caps=False):
        return [self.CP(), " ", self.VILLE(caps)]

    def addr1(self, caps=False):
        return [self.ADR(), ", ", *self.cpv(caps)]

    def addr_lines(self, caps=True):
        return [R(self.ADR()), R(self.cpv(caps))]

    def MOB(self):
        return V("TELEPHONE", self.mob)

    def FIXE(self):
        return V("TELEPHONE", self.fixe)

    def MAIL(self):
        return V("EMAIL", self.mail)

    def card(self, style=0):
        return {"name": R(self.name(9 if style % 3 == 2 else 0 if style % 2 else 1)), "lines": self.addr_lines(style % 2 == 0)}


class Pro(Person):
    """A clinician (RPPS), nurse or staff member (ADELI) of the hospital, or an outside professional."""

    def __init__(self, c, role="medecin", homonym=False, sex=None, web=None):
        r = c.r
        last = None
        if homonym:
            last, c.homonym, c.hw_pre, c.hw_post = ids.HOMONYMS[(c.i + c.seed) % len(ids.HOMONYMS)]
        bd = datetime.date(c.day.year - r.randint(29, 63), r.randint(1, 12), r.randint(1, 28))
        super().__init__(c, sex or r.choice([1, 2]), bd, role, last=last)
        self.rpps, self.adeli = ids.rpps(r), ids.adeli(r, c.dept)
        self.mail = ids.mail_local(self.first, self.last) + "@" + (web or c.web)

    def dr(self, style=0):
        """0 "Dr Magali ESTÈVE", 1 "Dr M. Estève", 2 "Docteur ESTÈVE", 3 "ESTÈVE Magali", 4 "Magali Estève", 5 "Pr Magali ESTÈVE"."""
        return {0: lambda: ["Dr ", self.PRE(), " ", self.NOM()], 1: lambda: ["Dr ", self.PRE("init"), " ", self.NOM("title")],
                2: lambda: ["Docteur ", self.NOM()], 3: lambda: [self.NOM(), " ", self.PRE()],
                4: lambda: [self.PRE(), " ", self.NOM("title")], 5: lambda: ["Pr ", self.PRE(), " ", self.NOM()]}[style]()

    def me(self, style=0):
        """A lawyer: 0 "Me Jordi PUJOL", 1 "Maître PUJOL", 2 "Me J. Pujol"."""
        return [["Me ", self.PRE(), " ", self.NOM()], ["Maître ", self.NOM()], ["Me ", self.PRE("init"), " ", self.NOM("title")]][style % 3]

    def RPPS(self):
        return V("RPPS", self.rpps)

    def ADELI(self):
        return V("ADELI", self.adeli)


class Ctx:
    def __init__(self, i, seed, shape, npl):
        r = self.r = random.Random(seed * 7919 + i * 104729 + 97)
        self.i, self.seed, self.shape, self.npl = i, seed, shape, npl
        self.day = datetime.date(2025, r.randint(1, 10), r.randint(1, 26))
        self.pool, self.used = [], set()
        self.homonym = self.hw_pre = self.hw_post = None
        self.hk = (i + i // 4 + seed) % len(ids.HOSPITALS)
        h = ids.HOSPITALS[self.hk]
        (self.hosp, self.acr, self.dept, self.htown, self.hcp, self.hcedex, self.hstreet, self.hbox, self.court,
         self.appeal, self.prefecture, self.sector) = h
        self.web = ids.ascii_fold(self.acr).lower().replace(" ", "-").replace("'", "") + ".fr"
        sex = r.choice([1, 2])
        bd = datetime.date(2025 - r.randint(19, 74), r.randint(1, 12), r.randint(1, 28))
        married = sex == 2 and r.random() < 0.5
        self.pat = Person(self, sex, bd, "patient", birth=self.take_name() if married else None)
        lsex = r.choice([1, 2])
        link = r.choice(ids_links(lsex))
        lbd = datetime.date(bd.year + (-27 if link in ("mère", "père", "tante", "oncle") else 26 if link in ("fille", "fils") else r.randint(-6, 6)),
                            r.randint(1, 12), r.randint(1, 28))
        same = link in ("mère", "père", "sœur", "frère", "fille", "fils") and not married
        self.tiers = Person(self, lsex, lbd, "tiers", last=self.pat.last if same else None,
                            home=self.pat.home if link in ("épouse", "époux", "compagne", "compagnon") else Home(self, avoid=(self.pat.home.town,)))
        self.link = link
        self.psy = Pro(self)
        self.psy2 = Pro(self, homonym=True)
        self.ide = Pro(self, "soignant", sex=2)
        self.ide2 = Pro(self, "soignant")
        self.dir = Pro(self, "personnel")
        self.ext = Pro(self, web="medecin-fictif.fr")
        self.ext.home = Home(self, avoid=(self.pat.home.town,))
        self.gp = Pro(self, web="medecin-fictif.fr")
        self.gp.home = Home(self, avoid=(self.pat.home.town, self.ext.home.town))
        self.ipp = ["%010d" % r.randint(10 ** 8, 10 ** 10 - 1), self.dept + "%08d" % r.randint(0, 99999999), "P%s%07d" % (self.dept, r.randint(0, 9999999))][i % 3]
        self.stay = ["%d%07d" % (self.day.year % 100, r.randint(0, 9999999)), "S%d-%06d" % (self.day.year, r.randint(1, 999999)),
                     "%dA%06d" % (self.day.year % 100, r.randint(1, 999999))][(i // 3) % 3]
        self.finess = ids.finess(r, self.dept)
        self.hnum, self.htel, self.hfax = r.randint(1, 60), ids.phone(r, False, i + 1), ids.phone(r, False, i + 2)

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
        """The sentence that prints a clinician's surname as an ordinary word (kept)."""
        return P(self.hw_pre, W(self.homonym), self.hw_post)

    def cday(self, n=0, style=0):
        return D(ids.care(self.day + datetime.timedelta(days=n), style))

    def date(self, n=0):
        return self.day + datetime.timedelta(days=n)

    def IPP(self):
        return V("IPP", self.ipp)

    def STAY(self):
        return V("NUM_SEJOUR", self.stay)

    def H(self):
        return V("ETABLISSEMENT", self.hosp, "etablissement")

    def ACR(self):
        return V("ETABLISSEMENT", self.acr, "sigle")

    def a_(self, which="H"):
        """"au Centre ..." / "à l'Établissement ..." (``which`` H or ACR) as a run."""
        v = self.H() if which == "H" else self.ACR()
        return ["à l'" if v.text[0] in "AEIOUÉ" else "au ", v]

    def de_(self, which="H"):
        v = self.H() if which == "H" else self.ACR()
        return ["de l'" if v.text[0] in "AEIOUÉ" else "du ", v]

    def HVILLE(self, caps=False):
        return V("VILLE", self.htown.upper() if caps else self.htown)

    def head(self, service="Bureau des admissions - soins sans consentement"):
        return {"name": R(self.H()), "service": service,
                "lines": [R(V("ADRESSE", "%d %s" % (self.hnum, self.hstreet)), " - ", K("BOITE_POSTALE", self.hbox)),
                          R(V("CODE_POSTAL", self.hcedex), " ", self.HVILLE(True), " CEDEX")],
                "contact": [R("Tél. ", V("TELEPHONE", self.htel), " - télécopie ", V("TELEPHONE", self.hfax)),
                            R(V("EMAIL", "soins.sans.consentement@" + self.web))],
                "legal": R("FINESS ", V("FINESS", self.finess), " - secteur ", K("CODE", self.sector))}

    def place(self, n=0, style=1):
        return R(self.HVILLE(), ", le ", self.cday(n, style))

    def TJ(self, caps=False, first=False):
        t = "tribunal judiciaire de " + self.court
        return ORG(t.upper() if caps else "T" + t[1:] if first else t)

    def CA(self):
        return ORG("cour d'appel de " + self.appeal)

    def PREF(self):
        return ORG(self.prefecture)

    def ARS(self):
        return ORG("Agence régionale de santé Occitanie, délégation départementale " + ids.DEPT_NAME[self.dept])

    def CDSP(self):
        return ORG("commission départementale des soins psychiatriques " + ids.DEPT_NAME[self.dept])

    def BARREAU(self):
        return ORG("barreau de " + self.court)


def ids_links(sex):
    return LINKS_F if sex == 2 else LINKS_M
