"""The people and the context of a corpus BX document (content.py, content_b.py): the patient with the writings of his
or her names (capitals, title case, the ARM's lower case, birth name), birth date and place, home address with its
access details (door code, floor, gate), phones, e-mail, NIR / INS, the ED's IPP and episode number; the caller and the
relative; the regulation staff (the ARM known by a trigram, the regulating physician), the SMUR crew, the triage nurse
(IOA), the ED physicians, the GP, the poison-centre physician, the police officer (OPJ), the fire-brigade team leader,
the ambulance crew; the hospital's letterhead and the small run helpers (kept decoys)."""
from __future__ import annotations

import datetime
import random

from . import ids
from .model import D, K, R, V, W

LINKS_F = ["épouse", "fille", "sœur", "voisine", "compagne", "mère"]
LINKS_M = ["époux", "fils", "frère", "voisin", "compagnon", "père"]


def P(*parts):
    return ("p", R(*parts))


def part(title, secs, **kw):
    p = dict(title=title, issuer=None, to=None, place=None, refs=[], sigs=[])
    p.update(kw)
    p["secs"] = secs
    return p


def hm(h, m, s=None, style=0):
    t = ["%02dh%02d", "%02d:%02d", "%02d h %02d"][style % 3] % (h % 24, m)
    return K("HORAIRE", t + (":%02d" % s if s is not None and style % 3 == 1 else ""))


def _k(sub):
    return lambda t: K(sub, t)


ART, LOI, ORG, CIM, CCAM, DOSE, DUR, ATC, SCORE, MES, DISP, LOT, CODE, BIO, PUB, IND = map(_k, (
    "ARTICLE", "LOI", "ORGANISME", "CIM10", "CCAM", "DOSE", "DUREE", "ATC", "SCORE", "MESURE", "DISPOSITIF", "LOT", "CODE",
    "BIOLOGIE", "NUMERO_PUBLIC", "INDICATIF"))


class Home:
    """A home: street address or lieu-dit, postcode, town and the access details a regulation sheet records."""

    def __init__(self, c, dept=None, avoid=()):
        r = c.r
        towns = [t for t in ids.TOWNS[dept or c.dept] if t[0] not in avoid] or ids.TOWNS[dept or c.dept]
        self.town, self.cp = r.choice(towns)
        self.rural = r.random() < 0.25
        if self.rural:
            self.street = r.choice(ids.LIEUX_DITS)
        else:
            self.street = "%d%s %s" % (r.randint(1, 88), r.choice(["", "", "", " bis", " ter"]), r.choice(ids.STREETS))
        self.flat = not self.rural and r.random() < 0.5
        self.floor = r.choice(["2e étage", "4e étage", "rez-de-chaussée", "1er étage", "3e étage sans ascenseur"]) if self.flat else "maison individuelle"
        self.digi = ids.access_code(r) if self.flat else None


class Person:
    def __init__(self, c, sex, bdate, sub, first=None, last=None, birth=None, home=None):
        r = c.r
        self.c, self.sex, self.sub, self.bdate = c, sex, sub, bdate
        self.first = first or c.take_first(ids.FIRST_F if sex == 2 else ids.FIRST_M)
        self.last = last or c.take_name()
        self.birth = birth
        self.home = home or Home(c)
        self.mob = ids.phone(r, True, c.i + r.randint(0, 6))
        self.fixe = ids.phone(r, False, c.i + r.randint(0, 6))
        base = (birth or self.last).split(" ")[-1].replace("'", "")
        self.mail = [ids.mail_local(self.first.split("-")[0], base), ids.mail_local(base) + "." + ids.ascii_fold(self.first)[0].lower(),
                     ids.mail_local(self.first.split("-")[0]) + str(r.randint(40, 99))][r.randint(0, 2)] + "@" + r.choice(ids.MAIL_DOMAINS)
        self.btown = r.choice(ids.BIRTH_TOWNS)
        self.n13 = ids.nir13(r, sex, bdate, self.btown)
        self.key = ids.nir_key(self.n13)

    def NOM(self, form="caps"):
        return V("NOM", {"caps": ids.caps_name(self.last), "title": self.last, "lower": self.last.lower()}[form], self.sub)

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
        """0 "M. Régis VUILLEMIN", 1 "VUILLEMIN Régis", 2 "Mme Odile PERRIN, née VUILLEMIN", 3 "Régis Vuillemin",
        4 "M. VUILLEMIN", 5 "PERRIN née VUILLEMIN Odile", 6 "VUILLEMIN, Régis", 7 "Monsieur VUILLEMIN",
        8 "RÉGIS VUILLEMIN", 9 "vuillemin régis" (typed by the ARM)."""
        if style % 10 in (2, 5) and not self.birth:
            style = 1 if style % 10 == 5 else 0
        return {0: lambda: [self.civ() + " ", self.PRE(), " ", self.NOM()], 1: lambda: [self.NOM(), " ", self.PRE()],
                2: lambda: [self.civ() + " ", self.PRE(), " ", self.NOM(), ", née ", self.BIRTH()],
                3: lambda: [self.PRE(), " ", self.NOM("title")], 4: lambda: [self.civ() + " ", self.NOM()],
                5: lambda: [self.NOM(), " née ", self.BIRTH(), " ", self.PRE()], 6: lambda: [self.NOM(), ", ", self.PRE()],
                7: lambda: [self.civ(True) + " ", self.NOM()], 8: lambda: [self.PRE("upper"), " ", self.NOM()],
                9: lambda: [self.NOM("lower"), " ", self.PRE("lower")]}[style % 10]()

    def dn(self, style=0):
        return V("DATE_NAISSANCE", ids.birth_written(self.bdate, style), "" if self.sub == "patient" else self.sub)

    def age(self):
        return K("AGE", "%d ans" % ids.age(self.bdate, self.c.day))

    def nir(self, style=0, sub=None):
        return V("NIR", ids.nir_written(self.n13, self.key, style), sub or self.sub)

    def born(self, style=0):
        dep = self.btown[1]
        return [self.dn(style), " à ", V("VILLE", self.btown[0]), " (%s)" % ("étranger" if dep == "99" else dep)]

    def ADR(self):
        return V("ADRESSE", self.home.street)

    def CP(self):
        return V("CODE_POSTAL", self.home.cp)

    def VILLE(self, caps=False):
        return V("VILLE", self.home.town.upper() if caps else self.home.town)

    def addr1(self, caps=False):
        return [self.ADR(), ", ", self.CP(), " ", self.VILLE(caps)]

    def MOB(self):
        return V("TELEPHONE", self.mob)

    def FIXE(self):
        return V("TELEPHONE", self.fixe)

    def MAIL(self):
        return V("EMAIL", self.mail)


class Pro(Person):
    """A physician (RPPS), a nurse or an ambulance worker (ADELI / RPPS), an ARM, a police officer, a fire-fighter."""

    def __init__(self, c, role="medecin", homonym=False, sex=None, web=None):
        r = c.r
        last = None
        if homonym:
            last, c.homonym, c.hw_pre, c.hw_post = ids.HOMONYMS[(c.i + c.seed) % len(ids.HOMONYMS)]
        bd = datetime.date(c.day.year - r.randint(27, 62), r.randint(1, 12), r.randint(1, 28))
        super().__init__(c, sex or r.choice([1, 2]), bd, role, last=last)
        self.rpps, self.adeli = ids.rpps(r), ids.adeli(r, c.dept)
        self.mail = ids.mail_local(self.first, self.last) + "@" + (web or c.web)

    def dr(self, style=0):
        """0 "Dr Odile PERRIN", 1 "Dr O. Perrin", 2 "Docteur PERRIN", 3 "PERRIN Odile", 4 "Odile Perrin"."""
        return {0: lambda: ["Dr ", self.PRE(), " ", self.NOM()], 1: lambda: ["Dr ", self.PRE("init"), " ", self.NOM("title")],
                2: lambda: ["Docteur ", self.NOM()], 3: lambda: [self.NOM(), " ", self.PRE()],
                4: lambda: [self.PRE(), " ", self.NOM("title")]}[style % 5]()

    def ini(self):
        """Initials as a crew member signs ("O.P.", "J.-C.V."): kind NOM, subtype initiales."""
        main = [w for w in self.last.replace("'", "' ").split(" ") if w not in ("de", "du", "d'", "Le", "La", "Da", "Ben")][0]
        return V("NOM", ids.initials(self.first).replace("-", "") + ids.ascii_fold(main)[0].upper() + ".", "initiales")

    def tri(self):
        """The ARM's trigram ("OPE"): kind NOM, subtype initiales."""
        return V("NOM", ids.trigram(self.first, self.last), "initiales")

    def RPPS(self, long=False):
        return V("RPPS", ("8" + self.rpps) if long else self.rpps)

    def ADELI(self):
        return V("ADELI", self.adeli)


class Ctx:
    def __init__(self, i, seed, shape, npl):
        r = self.r = random.Random(seed * 7919 + i * 104729 + 17)
        self.i, self.seed, self.shape, self.npl = i, seed, shape, npl
        self.day = datetime.date(2025, r.randint(1, 11), r.randint(1, 27))
        self.pool, self.used = [], set()
        self.homonym = self.hw_pre = self.hw_post = None
        self.hk = (i + i // 4 + seed) % len(ids.HOSPITALS)
        (self.hosp, self.acr, self.dept, self.htown, self.hcp, self.hstreet, self.web, self.samu, self.smur, self.vsav) = ids.HOSPITALS[self.hk]
        self.ref, self.ref_acr, self.ref_town = ids.REFERRAL[(i + seed) % 2 if self.dept != "25" else 1]
        sex = r.choice([1, 2])
        bd = datetime.date(2025 - r.randint(19, 91), r.randint(1, 12), r.randint(1, 28))
        married = sex == 2 and r.random() < 0.85 and bd.year < 2000
        self.pat = Person(self, sex, bd, "patient", birth=self.take_name() if married else None)
        lsex = r.choice([1, 2])
        link = r.choice(LINKS_F if lsex == 2 else LINKS_M)
        self.link = link
        near = link in ("épouse", "époux", "compagne", "compagnon")
        same = link in ("fils", "fille", "sœur", "frère", "épouse", "époux", "mère", "père") and not married
        lbd = datetime.date(max(1930, bd.year + r.randint(-30, 30)), r.randint(1, 12), r.randint(1, 28))
        self.rel = Person(self, lsex, lbd, "proche", last=self.pat.last if same else None,
                          home=self.pat.home if near else Home(self, avoid=(self.pat.home.town,)))
        self.arm = Pro(self, "personnel", web=self.web)           # assistant de régulation médicale
        self.reg = Pro(self)                                       # regulating physician
        self.smd = Pro(self)                                       # SMUR physician
        self.ide = Pro(self, "soignant")                           # SMUR nurse
        self.amb = Pro(self, "soignant")                           # ambulance worker / SMUR driver
        self.ioa = Pro(self, "soignant", sex=2)                    # triage nurse
        self.urg = Pro(self, homonym=True)                         # ED physician
        self.gp = Pro(self, web="medecin-fictif.fr")
        self.gp.home = Home(self, avoid=(self.pat.home.town,))
        self.ipp = ["%010d" % r.randint(10 ** 8, 10 ** 10 - 1), self.dept + "%07d" % r.randint(0, 9999999), "P%s%06d" % (self.dept, r.randint(0, 999999))][i % 3]
        self.nda = ["U%02d-%06d" % (self.day.year % 100, r.randint(1, 999999)), "EP%02d%s%05d" % (self.day.year % 100, "ABCDEFGH"[r.randint(0, 7)], r.randint(1, 99999)),
                    "%02d%s%06d" % (self.day.year % 100, "UR"[i % 2], r.randint(1, 999999))][(i // 3) % 3]
        self.drn = ["DR-%s-%02d%02d-%04d" % (self.dept, self.day.month, self.day.day, r.randint(1, 9999)), "%s/%02d%02d/%05d" % (self.dept, self.day.year % 100, self.day.month, r.randint(1, 99999)),
                    "R%s%02d%02d%02d-%03d" % (self.dept, self.day.year % 100, self.day.month, self.day.day, r.randint(1, 999))][i % 3]
        self.finess = ids.finess(r, self.dept)
        self.hnum, self.htel, self.hfax = r.randint(1, 60), ids.phone(r, False, i + 1), ids.phone(r, False, i + 2)
        self.uhcd_tel = ids.phone(r, False, i + 3)
        self.call_h, self.call_m, self.call_s = r.choice([0, 1, 2, 3, 6, 9, 13, 17, 19, 21, 22, 23]), r.randint(0, 59), r.randint(0, 59)
        self.amb_co, self.amb_acr = ids.AMBULANCES[(i + seed) % len(ids.AMBULANCES)]
        self.amb_plate = ids.plate(r)
        self.car_plate = ids.plate(r)
        self.amb_tel = ids.phone(r, False, i + 4)
        self.agrement = "%s-%03d" % (self.dept, r.randint(1, 250))

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

    def hwr(self):
        return R(self.hw_pre, W(self.homonym), self.hw_post)

    def cday(self, n=0, style=0):
        return D(ids.care(self.day + datetime.timedelta(days=n), style))

    def date(self, n=0):
        return self.day + datetime.timedelta(days=n)

    def t(self, dm=0, style=0, sec=False):
        """A time dm minutes after the call (kept HORAIRE)."""
        tot = self.call_h * 60 + self.call_m + dm
        return hm(tot // 60, tot % 60, (self.call_s + dm * 7) % 60 if sec else None, style)

    def IPP(self):
        return V("IPP", self.ipp)

    def NDA(self):
        return V("NUM_SEJOUR", self.nda)

    def DRN(self):
        return V("IDENTIFIANT", self.drn, "num_regulation")

    def H(self):
        return V("ETABLISSEMENT", self.hosp, "etablissement")

    def ACR(self):
        return V("ETABLISSEMENT", self.acr, "sigle")

    def REF(self, acr=False):
        return V("ETABLISSEMENT", self.ref_acr if acr else self.ref, "sigle" if acr else "etablissement")

    def HVILLE(self, caps=False):
        return V("VILLE", self.htown.upper() if caps else self.htown)

    def DIGI(self):
        return V("IDENTIFIANT", self.pat.home.digi, "code_acces")

    def AMB(self):
        return V("ETABLISSEMENT", self.amb_co, "transporteur")

    def SAMU(self):
        return ORG(self.samu)

    def CPAM(self):
        return ORG(ids.CPAM[self.dept])

    def head(self, service="Structure des urgences"):
        return {"name": R(self.H()), "service": service,
                "lines": [R(V("ADRESSE", "%d %s" % (self.hnum, self.hstreet))), R(V("CODE_POSTAL", self.hcp), " ", self.HVILLE(True), " CEDEX")],
                "contact": [R("Standard ", V("TELEPHONE", self.htel), " - secrétariat ", V("TELEPHONE", self.hfax)),
                            R(V("EMAIL", "urgences@" + self.web))],
                "legal": R("FINESS ", V("FINESS", self.finess))}

    def samu_head(self):
        return {"name": R(self.SAMU(), " - centre de réception et de régulation des appels"), "service": "Centre 15 - " + ids.DEPT_SHORT[self.dept],
                "lines": [R(self.H())], "contact": [R("Ligne réservée aux professionnels ", V("TELEPHONE", self.hfax))], "legal": None}

    def place(self, n=0, style=0):
        return R(self.HVILLE(), ", le ", self.cday(n, style))
