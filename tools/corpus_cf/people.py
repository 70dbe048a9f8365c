"""The people and the context of a corpus CF document (content.py): the PATIENT with diabetes (names in capitals, title
case, lower case, birth name after "née", initials, inverted, with particles "de Charette" / "d'ELBÉE" / "du Pontavice";
birth date and place; address; NIR / INS; IPP, stay, pump and sensor serial numbers, provider order and delivery note,
telemonitoring account, prior-approval file, mutual membership), the RELATIVES (spouse or parent for a minor, named
with a phone), the team (diabetologist, GP, paediatrician with RPPS; diabetes nurse and dietitian with ADELI; the home
provider's technician, the telemonitoring nurse, a secretary) and the letterheads. Structure copied from corpus CE's
people.py (Person / Pro / Ctx), every pool and role replaced."""
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


(ART, ORG, CIM, CCAM, ATC, DOSE, DUR, SCORE, MES, LOT, BIO, PUB, AGE, EPO, CERFA, HOR, OID, LPP, DEV) = map(_k, (
    "ARTICLE", "ORGANISME", "CIM10", "CCAM", "ATC", "DOSE", "DUREE", "SCORE", "MESURE", "LOT", "BIOLOGIE",
    "NUMERO_PUBLIC", "AGE", "EPONYME", "FORMULAIRE", "HORAIRE", "OID", "LPP", "DISPOSITIF"))


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
                     ids.ascii_fold(self.first)[0].lower() + ids.mail_local(base) + "85"][r.randint(0, 2)] + "@" + r.choice(ids.MAIL_DOMAINS)
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
    def __init__(self, c, role="medecin", homonym=False, web=None, sex=None, dept="44"):
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
        r = self.r = random.Random(seed * 7919 + i * 104729 + 61)
        self.i, self.seed, self.shape, self.npl = i, seed, shape, npl
        self.day = datetime.date(2025, r.randint(1, 10), r.randint(1, 26))
        self.pool, self.used = [], set()
        self.homonym = self.hw_pre = self.hw_post = None
        k = (i + i // 4 + seed) % 4
        (self.hosp, self.acr, self.htown, self.hcp, self.hdept, self.hstreet, self.web) = ids.HOSPITALS[k]
        self.psad, self.pacr, self.ptown, self.pcp, self.pdept = ids.PSADS[(i + seed) % 3]
        self.tele, self.tacr = ids.TELECOS[(i + seed) % 2]
        self.assoc, self.aacr = ids.ASSOCS[(i + seed) % 2]
        self.mut, self.macr = ids.MUTUALS[(i + seed) % 3]
        self.lab, self.lacr = ids.LABS[(i + seed) % 2]
        self.pump, self.pump_lpp = ids.PUMPS[(i + seed) % 3]
        self.sensor, self.sensor_lpp = ids.SENSORS[(i + seed) % 2]
        self.ins, self.ins_atc, self.ins_conc = ids.INSULINS[(i * 3 + seed) % 3]
        self.diab, self.cim = ids.DIAB[(i + seed) % 4]
        sex = 2 if i % 3 == 1 else 1
        minor = i % 5 == 2
        self.minor = minor
        bd = datetime.date(2025 - (r.randint(7, 16) if minor else r.randint(19, 78)), r.randint(1, 12), r.randint(1, 28))
        married = sex == 2 and not minor and r.random() < 0.65
        self.pat = Person(self, sex, bd, "patient", birth=self.take_name() if married else None)
        if minor:
            self.rel = Person(self, 2, datetime.date(bd.year - r.randint(24, 38), r.randint(1, 12), r.randint(1, 28)), "proche",
                              last=self.pat.last, birth=self.take_name(), home=self.pat.home)
            self.rel_link = "mère"
        else:
            rs = 1 if sex == 2 else 2
            self.rel = Person(self, rs, datetime.date(bd.year + r.randint(-6, 6), r.randint(1, 12), r.randint(1, 28)), "proche",
                              last=self.pat.last if married or sex == 1 else self.take_name(), home=self.pat.home)
            self.rel_link = "épouse" if rs == 2 else "époux"
        self.diabeto = Pro(self, homonym=True, dept=self.hdept)
        self.gp = Pro(self, web="medecin-fictif.fr")
        self.gp.home = Home(self, avoid=(self.pat.home.town,))
        self.gp.fixe = ids.phone(r, False, i + 2, self.gp.home.dept)
        self.ped = Pro(self, dept=self.hdept)
        self.ide = Pro(self, "soignant", dept=self.hdept, sex=2)       # diabetes education nurse
        self.diet = Pro(self, "soignant", dept=self.hdept)
        self.tech = Pro(self, "personnel", web=self.pacr.lower() + "-fictif.fr", dept=self.pdept)  # home-provider technician
        self.idet = Pro(self, "soignant", web=self.tacr.lower() + "-fictif.fr", dept=self.hdept)   # telemonitoring nurse
        self.sec = Pro(self, "personnel", sex=2)
        yy = self.day.year % 100
        self.ipp = ["%s%07d" % (self.hdept, r.randint(0, 9999999)), "%010d" % r.randint(1000000000, 1099999999), "%s%06d" % (self.acr[:3], r.randint(0, 999999))][i % 3]
        self.nda = ["%02d%07d" % (yy, r.randint(1, 9999999)), "HDJ-%d-%05d" % (self.day.year, r.randint(1, 99999))][(i // 3) % 2]
        self.ids = {"pompe": "%s%07d" % (r.choice(["PMP", "SN", "IP"]), r.randint(1, 9999999)),
                    "capteur": "%s%s%s" % (r.choice(["3MH", "0G", "SG7"]), ids.digits(r, 5), "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3))),
                    "commande": "CMD-%s-%02d%06d" % (self.pacr, yy, r.randint(1, 999999)),
                    "bon_livraison": "BL%02d%02d%05d" % (yy, self.day.month, r.randint(1, 99999)),
                    "compte_tls": "TLS-%s-%06d" % (self.tacr[-3:], r.randint(1, 999999)),
                    "entente": "EP%s%09d" % (self.pat.home.dept, r.randint(1, 999999999)),
                    "adherent": "%s-%09d" % (self.macr, r.randint(1, 999999999)),
                    "client": "CLI%07d" % r.randint(1, 9999999)}
        self.finess, self.pfiness = ids.finess(r, self.hdept), ids.finess(r, self.pdept)
        self.hnum = r.randint(1, 90)
        self.htel, self.hfax, self.dtel, self.ptel, self.atel, self.ttel = (ids.phone(r, False, i + k, self.hdept if k < 3 else self.pdept) for k in range(6))
        self.astreinte = ids.phone(r, False, i + 1, self.pdept)
        self.h0 = r.choice([8, 9, 10, 14, 15])
        self.lots = [ids.lot(r, self.day.year) for _ in range(4)]
        self.hba1c = [7.0 + r.randint(0, 25) / 10 for _ in range(3)]
        self.tir = r.randint(48, 82)

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

    def PS(self):
        return self.E(self.psad, "prestataire")

    def PSACR(self):
        return self.E(self.pacr, "sigle")

    def TL(self):
        return self.E(self.tele, "telesurveillance")

    def HVILLE(self, caps=False):
        return V("VILLE", self.htown.upper() if caps else self.htown)

    def TEL(self, which):
        return V("TELEPHONE", which)

    def head(self, service=None):
        return {"name": R(self.H(), " (", self.ACR(), ")"), "service": R("Service d'endocrinologie-diabétologie - ", service or "unité pompes et capteurs"),
                "lines": [R(V("ADRESSE", "%d %s" % (self.hnum, self.hstreet)), " - ", V("CODE_POSTAL", self.hcp), " ", self.HVILLE(True), " CEDEX")],
                "contact": [R("Secrétariat ", self.TEL(self.dtel), " - standard ", self.TEL(self.htel)), R(V("EMAIL", "diabeto.pompes@" + self.web))],
                "legal": R("FINESS ", V("FINESS", self.finess))}

    def psad_head(self):
        return {"name": R(self.PS(), " (", self.PSACR(), ")"), "service": R("Prestataire de santé à domicile - diabète"),
                "lines": [R(V("ADRESSE", "%d rue des Prestataires-Fictifs" % (self.hnum + 3)), " - ", V("CODE_POSTAL", self.pcp), " ", V("VILLE", self.ptown))],
                "contact": [R("Astreinte 24 h/24 ", self.TEL(self.astreinte), " - ", V("EMAIL", "diabete@" + self.pacr.lower() + "-fictif.fr"))],
                "legal": R("FINESS ", V("FINESS", self.pfiness))}

    def tele_head(self):
        return {"name": R(self.TL(), " (", self.E(self.tacr, "sigle"), ")"), "service": R("Télésurveillance médicale du diabète"),
                "lines": [R("adossé au ", self.H())], "contact": [R("Tél. ", self.TEL(self.ttel))], "legal": None}

    def place(self, n=0, style=0, town=None):
        return R(V("VILLE", town) if town else self.HVILLE(), ", le ", self.cday(n, style))

    def gp_run(self):
        g = self.gp
        return R(*g.dr(0), " - ", V("VILLE", g.home.town), " - ", V("TELEPHONE", g.fixe))

    def rpps_line(self, pro, style=0):
        return R(*pro.dr(style), " - RPPS ", pro.RPPS())

    def adeli_line(self, pro):
        return R(*pro.name(3), " - ADELI ", pro.ADELI())


_ = (D, ART, ORG, CIM, CCAM, ATC, DOSE, DUR, SCORE, MES, LOT, BIO, PUB, EPO, CERFA, HOR, OID, LPP, DEV)
