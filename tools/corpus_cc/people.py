"""The people and the context of a corpus CC document (content.py, content_b.py): the PATIENT with dialysis-stage chronic
kidney disease (names in capitals, title case, birth name, initials; birth date and place; address; NIR; IPP, stay,
dialysis file, CRISTAL number), the LIVING DONOR (a relative, named with birth date and NIR), the relative, the team
(nephrologist, vascular surgeon, transplant surgeon, HLA biologist with RPPS; dialysis and home nurses with ADELI),
the GP, the taxi driver and the letterheads. Structure copied from corpus CB's people.py, every pool and role replaced."""
from __future__ import annotations

import datetime
import random

from . import ids
from .model import D, K, R, V, W

LINKS = {2: ["épouse", "sœur", "fille", "mère", "compagne"], 1: ["époux", "frère", "fils", "père", "cousin"]}


def P(*parts):
    return ("p", R(*parts))


def part(title, secs, **kw):
    p = dict(title=title, issuer=None, to=None, place=None, refs=[], sigs=[])
    p.update(kw)
    p["secs"] = secs
    return p


def _k(sub):
    return lambda t: K(sub, t)


(ART, ORG, CIM, CCAM, ATC, DOSE, DUR, SCORE, MES, DISP, LOT, BIO, PUB, AGE, EPO, HLA, PARAM, CERFA, HOR) = map(_k, (
    "ARTICLE", "ORGANISME", "CIM10", "CCAM", "ATC", "DOSE", "DUREE", "SCORE", "MESURE", "DISPOSITIF", "LOT", "BIOLOGIE",
    "NUMERO_PUBLIC", "AGE", "EPONYME", "HLA", "PARAMETRE_DIALYSE", "FORMULAIRE", "HORAIRE"))


class Home:
    def __init__(self, c, avoid=()):
        r = c.r
        self.town, self.cp, _ = r.choice([t for t in ids.TOWNS if t[0] not in avoid])
        self.street = "%d%s %s" % (r.randint(1, 120), r.choice(["", "", " bis"]), r.choice(ids.STREETS))


class Person:
    def __init__(self, c, sex, bdate, sub, last=None, birth=None, home=None):
        r = c.r
        self.c, self.sex, self.sub, self.bdate, self.birth = c, sex, sub, bdate, birth
        self.first = c.take_first(ids.FIRST_F if sex == 2 else ids.FIRST_M)
        self.last = last or c.take_name()
        self.home = home or Home(c)
        self.mob = ids.phone(r, True, c.i + r.randint(0, 4))
        self.fixe = ids.phone(r, False, c.i + r.randint(0, 4))
        base = self.last.split(" ")[-1]
        self.mail = [ids.mail_local(self.first.split("-")[0], base), ids.mail_local(base) + "." + ids.ascii_fold(self.first)[0].lower(),
                     ids.ascii_fold(self.first)[0].lower() + ids.mail_local(base) + "973"][r.randint(0, 2)] + "@" + r.choice(ids.MAIL_DOMAINS)
        if r.random() < 0.7:
            t = r.choice(ids.TOWNS)
            self.btown = (t[0], "97", t[2])
        else:
            t = r.choice(ids.ABROAD)
            self.btown = (t[0], "99", t[1])
        self.n13 = ids.nir13(r, sex, bdate, self.btown[1:])
        self.key = ids.nir_key(self.n13)

    def NOM(self, form="caps"):
        return V("NOM", {"caps": ids.caps_name(self.last), "title": self.last}[form], self.sub)

    def BIRTH(self):
        return V("NOM", ids.caps_name(self.birth), "naissance" if self.sub == "patient" else self.sub)

    def PRE(self, form="title"):
        return V("PRENOM", {"title": self.first, "upper": self.first.upper(), "init": ids.initials(self.first)}[form], self.sub)

    def civ(self, long=False):
        return ("Madame" if self.sex == 2 else "Monsieur") if long else ("Mme" if self.sex == 2 else "M.")

    def ne(self):
        return "née" if self.sex == 2 else "né"

    def e(self):
        return "e" if self.sex == 2 else ""

    def name(self, style=0):
        """0 "Mme Ghislaine BELLONY", 1 "BELLONY Ghislaine", 2 "Mme Ghislaine BELLONY épouse TANON", 3 "Ghislaine Bellony",
        4 "Mme BELLONY", 5 "BELLONY, Ghislaine", 6 "G. BELLONY", 7 "GHISLAINE BELLONY"."""
        s = style % 8
        if s == 2 and not self.birth:
            s = 0
        if s == 2:  # the birth name first, the married name after "épouse"
            return [self.civ() + " ", self.PRE(), " ", self.BIRTH(), " épouse ", self.NOM()]
        return {0: lambda: [self.civ() + " ", self.PRE(), " ", self.NOM()], 1: lambda: [self.NOM(), " ", self.PRE()],
                3: lambda: [self.PRE(), " ", self.NOM("title")], 4: lambda: [self.civ() + " ", self.NOM()],
                5: lambda: [self.NOM(), ", ", self.PRE()], 6: lambda: [self.PRE("init"), " ", self.NOM()],
                7: lambda: [self.PRE("upper"), " ", self.NOM()]}[s]()

    def dn(self, style=0):
        return V("DATE_NAISSANCE", ids.birth_written(self.bdate, style), "" if self.sub == "patient" else self.sub)

    def age(self, at=None):
        return AGE("%d ans" % ids.age(self.bdate, at or self.c.day))

    def nir(self, style=0):
        return V("NIR", ids.nir_written(self.n13, self.key, style), self.sub)

    def born(self, style=0):
        b = self.btown
        return [self.dn(style), " à ", V("VILLE", b[0]), " (%s)" % ("973" if b[1] == "97" else "étranger")]

    def addr(self, caps=False):
        return [V("ADRESSE", self.home.street), ", ", V("CODE_POSTAL", self.home.cp), " ", V("VILLE", self.home.town.upper() if caps else self.home.town)]

    def MOB(self):
        return V("TELEPHONE", self.mob)

    def FIXE(self):
        return V("TELEPHONE", self.fixe)

    def MAIL(self):
        return V("EMAIL", self.mail)


class Pro(Person):
    def __init__(self, c, role="medecin", homonym=False, web=None, sex=None):
        r = c.r
        last = None
        if homonym:
            last, c.homonym, c.hw_pre, c.hw_post = ids.HOMONYMS[(c.i + c.seed) % len(ids.HOMONYMS)]
        bd = datetime.date(c.day.year - r.randint(28, 63), r.randint(1, 12), r.randint(1, 28))
        super().__init__(c, sex or r.choice([1, 2]), bd, role, last=last)
        self.rpps, self.adeli = ids.rpps(r), ids.adeli(r)
        self.mail = ids.mail_local(self.first, self.last) + "@" + (web or c.web)

    def dr(self, style=0):
        """0 "Dr Rudy BELLONY", 1 "Dr R. Bellony", 2 "Docteur BELLONY", 3 "BELLONY Rudy", 4 "Rudy Bellony"."""
        return {0: lambda: ["Dr ", self.PRE(), " ", self.NOM()], 1: lambda: ["Dr ", self.PRE("init"), " ", self.NOM("title")],
                2: lambda: ["Docteur ", self.NOM()], 3: lambda: [self.NOM(), " ", self.PRE()],
                4: lambda: [self.PRE(), " ", self.NOM("title")]}[style % 5]()

    def RPPS(self):
        return V("RPPS", self.rpps)

    def ADELI(self):
        return V("ADELI", self.adeli)


class Ctx:
    def __init__(self, i, seed, shape, npl):
        r = self.r = random.Random(seed * 7907 + i * 104723 + 29)
        self.i, self.seed, self.shape, self.npl = i, seed, shape, npl
        self.day = datetime.date(2025, r.randint(1, 10), r.randint(1, 26))
        self.pool, self.used = [], set()
        self.homonym = self.hw_pre = self.hw_post = None
        k = (i + i // 4 + seed) % 4
        (self.hosp, self.acr, self.htown, self.hcp, self.hstreet, self.web) = ids.HOSPITALS[k]
        self.dial, self.dacr = ids.DIAL[(i + seed) % 3]
        self.tx, self.txacr = ids.TX[(i + seed) % 2]
        self.hlalab, self.hlaacr = ids.HLA_LABS[(i + seed) % 2]
        self.taxi = ids.TAXIS[(i + seed) % 3]
        self.cabinet = ids.CABINETS[(i + seed) % 3]
        self.sc = ids.SCEN[(i * 3 + seed) % len(ids.SCEN)]
        sex = 2 if i % 3 == 1 else 1
        bd = datetime.date(2025 - r.randint(24, 74), r.randint(1, 12), r.randint(1, 28))
        married = sex == 2 and r.random() < 0.6
        self.pat = Person(self, sex, bd, "patient", birth=self.take_name() if married else None)
        dsex = r.choice([1, 2])
        self.link = r.choice(LINKS[dsex])
        dbd = datetime.date(max(1950, bd.year + r.randint(-20, 20)), r.randint(1, 12), r.randint(1, 28))
        self.donor = Person(self, dsex, dbd, "donneur", home=self.pat.home if self.link in ("épouse", "époux", "compagne") else None)
        self.rel = Person(self, r.choice([1, 2]), datetime.date(bd.year + r.randint(-10, 25), r.randint(1, 12), r.randint(1, 28)), "proche")
        self.neph = Pro(self, homonym=True)
        self.neph2 = Pro(self)
        self.chir = Pro(self)
        self.txdoc = Pro(self, web=self.txacr.lower() + "-fictif.fr")
        self.bio = Pro(self, web=self.hlaacr.lower() + "-fictif.fr")
        self.ide = Pro(self, "soignant")
        self.idel = Pro(self, "soignant", web="idel-fictif.fr")
        self.gp = Pro(self, web="medecin-fictif.fr")
        self.gp.home = Home(self, avoid=(self.pat.home.town,))
        self.driver = Pro(self, "personnel", sex=1)
        yy = self.day.year % 100
        self.ipp = ["%09d" % r.randint(973000000, 973999999), "%s-%07d" % (self.acr, r.randint(0, 9999999)), "%08d" % r.randint(10000000, 99999999)][i % 3]
        self.nda = ["%02d%07d" % (yy, r.randint(1, 9999999)), "V%d%06d" % (self.day.year, r.randint(1, 999999))][(i // 3) % 2]
        self.ids = {"cristal": ids.cristal(r, self.day.year, i), "dossier_dialyse": "DIA-%02d-%04d" % (yy, r.randint(1, 9999)),
                    "dossier_hla": "%s%02d-%05d" % (self.hlaacr[:3], yy, r.randint(1, 99999)), "immatriculation": ids.plate(r),
                    "donneur": "DV-%02d-%03d" % (yy, r.randint(1, 999))}
        self.finess, self.dfiness = ids.finess(r), ids.finess(r)
        self.hnum = r.randint(1, 90)
        self.htel, self.hfax, self.dtel, self.ttel = (ids.phone(r, False, i + k) for k in range(4))
        self.w = r.randint(52, 98)
        self.h0 = r.choice([6, 7, 12, 13])
        self.gen = "%s-%05d" % (r.choice(["5008S", "AK98", "6008"]), r.randint(10000, 99999))
        self.post = r.randint(1, 14)
        self.lots = [ids.lot(r, self.day.year) for _ in range(6)]
        self.a = [r.choice(ids.HLA_A) for _ in range(2)] + [r.choice(ids.HLA_B) for _ in range(2)] + \
                 [r.choice(ids.HLA_DR) for _ in range(2)] + [r.choice(ids.HLA_DQ) for _ in range(2)]

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
        tot = self.h0 * 60 + 15 + dm
        return HOR("%02dh%02d" % (tot // 60 % 24, tot % 60))

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

    def E(self, name, sub="etablissement"):
        return V("ETABLISSEMENT", name, sub)

    def HVILLE(self, caps=False):
        return V("VILLE", self.htown.upper() if caps else self.htown)

    def TEL(self, which):
        return V("TELEPHONE", which)

    def head(self, service="Service de néphrologie et dialyse"):
        return {"name": R(self.H(), " (", self.ACR(), ")"), "service": service,
                "lines": [R(V("ADRESSE", "%d %s" % (self.hnum, self.hstreet)), " - ", V("CODE_POSTAL", self.hcp), " ", self.HVILLE(True), " CEDEX")],
                "contact": [R("Secrétariat ", self.TEL(self.htel), " - fax ", self.TEL(self.hfax)), R(V("EMAIL", "nephro.secretariat@" + self.web))],
                "legal": R("FINESS ", V("FINESS", self.finess))}

    def dial_head(self):
        return {"name": R(self.E(self.dial), " (", self.E(self.dacr, "sigle"), ")"), "service": "Dialyse hors centre",
                "lines": [R(V("ADRESSE", "%d %s" % (self.hnum + 3, ids.STREETS[self.i % len(ids.STREETS)])), " - ", V("CODE_POSTAL", "97351"), " ", V("VILLE", "Matoury"))],
                "contact": [R("Astreinte ", self.TEL(self.dtel))], "legal": R("FINESS ", V("FINESS", self.dfiness))}

    def tx_head(self):
        return {"name": R(self.E(self.tx), " (", self.E(self.txacr, "sigle"), ")"), "service": "Consultation pré-greffe",
                "lines": [], "contact": [R("Coordination de greffe ", V("EMAIL", "coordination.greffe@" + self.txacr.lower() + "-fictif.fr"))], "legal": None}

    def place(self, n=0, style=0):
        return R(self.HVILLE(), ", le ", self.cday(n, style))

    def pat_line(self, style=0):
        p = self.pat
        return R(*p.name(style), ", ", p.ne(), " le ", p.dn(self.i + style), " - IPP ", self.IPP())

    def gp_run(self):
        g = self.gp
        return R(*g.dr(0), " - ", V("VILLE", g.home.town), " - ", V("TELEPHONE", g.fixe))

    def rpps_line(self, pro, style=0):
        return R(*pro.dr(style), " - RPPS ", pro.RPPS())

    def adeli_line(self, pro):
        return R(*pro.name(3), " - ADELI ", pro.ADELI())


_ = (D, ART, ORG, CIM, CCAM, ATC, DOSE, DUR, SCORE, MES, DISP, LOT, BIO, PUB, EPO, HLA, PARAM, CERFA)
