"""The people and the context of a corpus BY document (content.py, content_b.py): the patient with the writings of his
or her names (capitals, title case, birth name and usage name - the heart of transfusion identity), birth date and
place, home address, phones, e-mail, NIR / INS, the hospital's IPP and stay number; the relative; the prescriber, the
two nurses of the bedside check (ADELI), the haemovigilance correspondent of the hospital, the EFS physician, the
biologist, the GP; the hospital's letterhead, the EFS delivery site, the identifiers of the transfusion chain and the
small run helpers (kept decoys)."""
from __future__ import annotations

import datetime
import random

from . import ids
from .model import D, K, R, V, W

LINKS_F = ["épouse", "fille", "sœur", "nièce", "compagne"]
LINKS_M = ["époux", "fils", "frère", "neveu", "compagnon"]


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


ART, ORG, CIM, DOSE, DUR, SCORE, MES, DISP, LOT, CODE, BIO, PUB, PROD, DON, GRP = map(_k, (
    "ARTICLE", "ORGANISME", "CIM10", "DOSE", "DUREE", "SCORE", "MESURE", "DISPOSITIF", "LOT", "CODE", "BIOLOGIE",
    "NUMERO_PUBLIC", "CODE_PRODUIT", "NUM_DON", "PHENOTYPE"))


class Home:
    def __init__(self, c, avoid=()):
        r = c.r
        towns = [t for t in ids.TOWNS[c.dept] if t[0] not in avoid]
        self.town, self.cp = r.choice(towns)
        if r.random() < 0.2:
            self.street = r.choice(ids.LIEUX_DITS)
        else:
            self.street = "%d%s %s" % (r.randint(1, 96), r.choice(["", "", "", " bis"]), r.choice(ids.STREETS))


class Person:
    def __init__(self, c, sex, bdate, sub, last=None, birth=None, home=None):
        r = c.r
        self.c, self.sex, self.sub, self.bdate = c, sex, sub, bdate
        self.first = c.take_first(ids.FIRST_F if sex == 2 else ids.FIRST_M)
        self.last = last or c.take_name()
        self.birth = birth
        self.home = home or Home(c)
        self.mob = ids.phone(r, True, c.i + r.randint(0, 5))
        self.fixe = ids.phone(r, False, c.i + r.randint(0, 5))
        base = (birth or self.last).split(" ")[-1].replace("'", "")
        self.mail = [ids.mail_local(self.first.split("-")[0], base), ids.mail_local(base) + "." + ids.ascii_fold(self.first)[0].lower(),
                     ids.mail_local(self.first.split("-")[0]) + "_" + ids.mail_local(base)[:5]][r.randint(0, 2)] + "@" + r.choice(ids.MAIL_DOMAINS)
        self.btown = r.choice(ids.BIRTH_TOWNS)
        self.n13 = ids.nir13(r, sex, bdate, self.btown)
        self.key = ids.nir_key(self.n13)

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
        """0 "Mme Josiane CARON", 1 "CARON Josiane", 2 "Mme Josiane CARON née DEWAILLY", 3 "Josiane Caron",
        4 "Mme CARON", 5 "DEWAILLY ép. CARON Josiane", 6 "CARON, Josiane", 7 "Madame CARON", 8 "JOSIANE CARON",
        9 "DEWAILLY Josiane (nom d'usage CARON)"."""
        s = style % 10
        if s in (2, 5, 9) and not self.birth:
            s = {2: 0, 5: 1, 9: 6}[s]
        return {0: lambda: [self.civ() + " ", self.PRE(), " ", self.NOM()], 1: lambda: [self.NOM(), " ", self.PRE()],
                2: lambda: [self.civ() + " ", self.PRE(), " ", self.NOM(), " née ", self.BIRTH()],
                3: lambda: [self.PRE(), " ", self.NOM("title")], 4: lambda: [self.civ() + " ", self.NOM()],
                5: lambda: [self.BIRTH(), " ép. ", self.NOM(), " ", self.PRE()], 6: lambda: [self.NOM(), ", ", self.PRE()],
                7: lambda: [self.civ(True) + " ", self.NOM()], 8: lambda: [self.PRE("upper"), " ", self.NOM()],
                9: lambda: [self.BIRTH(), " ", self.PRE(), " (nom d'usage ", self.NOM(), ")"]}[s]()

    def dn(self, style=0):
        return V("DATE_NAISSANCE", ids.birth_written(self.bdate, style), "" if self.sub == "patient" else self.sub)

    def age(self):
        return K("AGE", "%d ans" % ids.age(self.bdate, self.c.day))

    def nir(self, style=0, sub=None):
        return V("NIR", ids.nir_written(self.n13, self.key, style), sub or self.sub)

    def born(self, style=0):
        return [self.dn(style), " à ", V("VILLE", self.btown[0]), " (%s)" % ("étranger" if self.btown[1] == "99" else self.btown[1])]

    def addr1(self, caps=False):
        return [V("ADRESSE", self.home.street), ", ", V("CODE_POSTAL", self.home.cp), " ", V("VILLE", self.home.town.upper() if caps else self.home.town)]

    def MOB(self):
        return V("TELEPHONE", self.mob)

    def FIXE(self):
        return V("TELEPHONE", self.fixe)

    def MAIL(self):
        return V("EMAIL", self.mail)


class Pro(Person):
    """A physician (RPPS), a nurse (ADELI), a biologist."""

    def __init__(self, c, role="medecin", homonym=False, web=None):
        r = c.r
        last = None
        if homonym:
            last, c.homonym, c.hw_pre, c.hw_post = ids.HOMONYMS[(c.i + c.seed) % len(ids.HOMONYMS)]
        bd = datetime.date(c.day.year - r.randint(27, 62), r.randint(1, 12), r.randint(1, 28))
        super().__init__(c, r.choice([1, 2]), bd, role, last=last)
        self.rpps, self.adeli = ids.rpps(r), ids.adeli(r, c.dept)
        self.mail = ids.mail_local(self.first, self.last) + "@" + (web or c.web)

    def dr(self, style=0):
        """0 "Dr Josiane CARON", 1 "Dr J. Caron", 2 "Docteur CARON", 3 "CARON Josiane", 4 "Josiane Caron"."""
        return {0: lambda: ["Dr ", self.PRE(), " ", self.NOM()], 1: lambda: ["Dr ", self.PRE("init"), " ", self.NOM("title")],
                2: lambda: ["Docteur ", self.NOM()], 3: lambda: [self.NOM(), " ", self.PRE()],
                4: lambda: [self.PRE(), " ", self.NOM("title")]}[style % 5]()

    def RPPS(self, long=False):
        return V("RPPS", ("8" + self.rpps) if long else self.rpps)

    def ADELI(self):
        return V("ADELI", self.adeli)


class Ctx:
    def __init__(self, i, seed, shape, npl):
        r = self.r = random.Random(seed * 6151 + i * 92821 + 29)
        self.i, self.seed, self.shape, self.npl = i, seed, shape, npl
        self.day = datetime.date(2025, r.randint(1, 11), r.randint(1, 26))
        self.pool, self.used = [], set()
        self.homonym = self.hw_pre = self.hw_post = None
        (self.hosp, self.acr, self.dept, self.htown, self.hcp, self.hstreet, self.web) = ids.HOSPITALS[(i + i // 4 + seed) % len(ids.HOSPITALS)]
        self.efs_town, self.efs_cp, self.efs_street = ids.EFS_SITES[self.dept]
        sex = r.choice([1, 2])
        bd = datetime.date(2025 - r.randint(18, 92), r.randint(1, 12), r.randint(1, 28))
        married = sex == 2 and r.random() < 0.85 and bd.year < 2002
        self.pat = Person(self, sex, bd, "patient", birth=self.take_name() if married else None)
        lsex = r.choice([1, 2])
        self.link = r.choice(LINKS_F if lsex == 2 else LINKS_M)
        near = self.link in ("épouse", "époux", "compagne", "compagnon")
        lbd = datetime.date(max(1932, bd.year + r.randint(-25, 25)), r.randint(1, 12), r.randint(1, 28))
        self.rel = Person(self, lsex, lbd, "proche", home=self.pat.home if near else Home(self, avoid=(self.pat.home.town,)))
        self.presc = Pro(self, homonym=True)                # prescriber (ward physician)
        self.ide = Pro(self, "soignant")                    # nurse who transfuses
        self.ide2 = Pro(self, "soignant")                   # second nurse of the bedside check
        self.hv = Pro(self)                                 # haemovigilance correspondent of the hospital
        self.efsdr = Pro(self, web="efs-fictif.fr")         # physician of the EFS site
        self.bio = Pro(self)                                # biologist of immuno-haematology
        self.gp = Pro(self, web="medecin-fictif.fr")
        self.gp.home = Home(self, avoid=(self.pat.home.town,))
        yy = self.day.year % 100
        self.ipp = ["%09d" % r.randint(10 ** 8, 10 ** 9 - 1), "IPP%s%06d" % (self.dept, r.randint(0, 999999)), "%s%07d" % (self.acr[:2], r.randint(0, 9999999))][i % 3]
        self.nda = ["H%02d%07d" % (yy, r.randint(1, 9999999)), "%02d-%s-%05d" % (yy, "MCR"[r.randint(0, 2)], r.randint(1, 99999)),
                    "SEJ%02d%s%04d" % (yy, "ABCDEF"[r.randint(0, 5)], r.randint(1, 9999))][(i // 3) % 3]
        self.dem = "DPS-%02d%02d-%05d" % (yy, self.day.month, r.randint(1, 99999))
        self.bord = ["BD%s%02d%06d" % (self.dept, yy, r.randint(1, 999999)), "%s-%02d-%05d/D" % (self.efs_town[:3].upper(), yy, r.randint(1, 99999))][i % 2]
        self.efit = "%d-%s-%05d" % (self.day.year, self.dept, r.randint(1, 99999))
        self.enq = "EA-%02d-%04d" % (yy, r.randint(1, 9999))
        self.card = "CG%s%07d" % (self.dept, r.randint(0, 9999999))
        self.finess = ids.finess(r, self.dept)
        self.hnum, self.htel, self.hfax, self.efs_tel = r.randint(1, 80), ids.phone(r, False, i + 1), ids.phone(r, False, i + 2), ids.phone(r, False, i + 3)
        self.hv_tel = ids.phone(r, False, i + 4)
        self.grp, self.pheno = ids.GROUPS[(i * 3 + seed) % len(ids.GROUPS)], ids.PHENOS[(i + seed) % len(ids.PHENOS)]
        self.h0 = r.choice([8, 9, 10, 13, 14, 15, 16, 20, 22])
        n = 2 + i % 3
        self.units = [(ids.PRODUCTS[0 if k < n - (i % 2) else 1 + i % 3], ids.donation(r, self.day.year)) for k in range(n)]
        self.clinic, self.clinic_acr = ids.CLINICS[(i + seed) % len(ids.CLINICS)]

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

    def t(self, dm=0, style=0):
        tot = self.h0 * 60 + 10 + dm
        return hm(tot // 60, tot % 60, style)

    def IPP(self):
        return V("IPP", self.ipp)

    def NDA(self):
        return V("NUM_SEJOUR", self.nda)

    def ID(self, what):
        return V("IDENTIFIANT", {"num_demande": self.dem, "num_bordereau": self.bord, "num_efit": self.efit,
                                 "num_enquete": self.enq, "num_carte": self.card}[what], what)

    def H(self):
        return V("ETABLISSEMENT", self.hosp, "etablissement")

    def ACR(self):
        return V("ETABLISSEMENT", self.acr, "sigle")

    def HVILLE(self, caps=False):
        return V("VILLE", self.htown.upper() if caps else self.htown)

    def EFS(self):
        return ORG(ids.EFS)

    def efs_site(self):
        return R("site de délivrance de ", V("VILLE", self.efs_town))

    def head(self, service="Hémovigilance et sécurité transfusionnelle"):
        return {"name": R(self.H()), "service": service,
                "lines": [R(V("ADRESSE", "%d %s" % (self.hnum, self.hstreet))), R(V("CODE_POSTAL", self.hcp), " ", self.HVILLE(True), " CEDEX")],
                "contact": [R("Tél. ", V("TELEPHONE", self.htel), " - dépôt de sang ", V("TELEPHONE", self.hfax)),
                            R(V("EMAIL", "hemovigilance@" + self.web))],
                "legal": R("FINESS ", V("FINESS", self.finess))}

    def efs_head(self):
        return {"name": R(self.EFS()), "service": "Délivrance et immuno-hématologie",
                "lines": [R(V("ADRESSE", self.efs_street)), R(V("CODE_POSTAL", self.efs_cp), " ", V("VILLE", self.efs_town.upper()))],
                "contact": [R("Délivrance 24 h/24 : ", V("TELEPHONE", self.efs_tel))], "legal": None}

    def place(self, n=0, style=0):
        return R(self.HVILLE(), ", le ", self.cday(n, style))
