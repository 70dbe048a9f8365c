"""The people and the context of a corpus CD document (content.py, content_b.py): the PATIENT of the dental practice or
of the hospital's oral-surgery unit (names in capitals, title case, lower case, birth name after "née", initials,
inverted; birth date and place; address; NIR / INS; IPP, stay, practice file, radiology accession, quote, mutual
membership), the MINOR patient of the orthodontist with the two legal guardians, the relative, the team (dentist,
oral surgeon, anaesthetist, radiologist, orthodontist, periodontist, cardiologist, GP with RPPS; nurse and radiographer
with ADELI; dental assistant and dental technician) and the letterheads. Structure copied from corpus CC's people.py,
every pool and role replaced."""
from __future__ import annotations

import datetime
import random

from . import ids
from .model import D, K, R, V, W

LINKS = {2: ["épouse", "sœur", "fille", "mère", "compagne"], 1: ["époux", "frère", "fils", "père", "compagnon"]}


def P(*parts):
    return ("p", R(*parts))


def part(title, secs, **kw):
    p = dict(title=title, issuer=None, to=None, place=None, refs=[], sigs=[], notes=[])
    p.update(kw)
    p["secs"] = secs
    return p


def _k(sub):
    return lambda t: K(sub, t)


(ART, ORG, CIM, CCAM, ATC, DOSE, DUR, SCORE, MES, DISP, LOT, BIO, PUB, AGE, EPO, DENT, TEINTE, CERFA, HOR, MONT, OID, NGAP) = map(_k, (
    "ARTICLE", "ORGANISME", "CIM10", "CCAM", "ATC", "DOSE", "DUREE", "SCORE", "MESURE", "DISPOSITIF", "LOT", "BIOLOGIE",
    "NUMERO_PUBLIC", "AGE", "EPONYME", "DENT", "TEINTE", "FORMULAIRE", "HORAIRE", "MONTANT", "OID", "NGAP"))


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
        self.fixe = ids.phone(r, False, c.i + r.randint(0, 5))
        base = self.last.split(" ")[-1]
        self.mail = [ids.mail_local(self.first.split("-")[0], base), ids.mail_local(base) + "." + ids.ascii_fold(self.first)[0].lower(),
                     ids.ascii_fold(self.first)[0].lower() + ids.mail_local(base) + "20"][r.randint(0, 2)] + "@" + r.choice(ids.MAIL_DOMAINS)
        if r.random() < 0.72:
            t = r.choice(ids.TOWNS)
            self.btown = (t[0], t[2], t[3])
        else:
            self.btown = r.choice(ids.ELSEWHERE)
        self.n13 = ids.nir13(r, sex, bdate, self.btown[1:])
        self.key = ids.nir_key(self.n13)

    def NOM(self, form="caps"):
        t = {"caps": ids.caps_name(self.last), "title": self.last, "lower": self.last.lower(),
             "init": ids.initials(self.last.split(" ")[-1])}[form]
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
        """0 "Mme Ghjulia SANTONI", 1 "SANTONI Ghjulia", 2 "Mme Ghjulia CECCALDI née SANTONI", 3 "Ghjulia Santoni",
        4 "Mme SANTONI", 5 "SANTONI, Ghjulia", 6 "G. SANTONI", 7 "GHJULIA SANTONI", 8 "santoni ghjulia" (software
        export), 9 "G. S." (initials), 10 "Santoni Ghjulia épouse Ceccaldi"."""
        s = style % 11
        if s in (2, 10) and not self.birth:
            s = 0
        if s == 2:  # the married name, the birth name after "née"
            return [self.civ() + " ", self.PRE(), " ", self.NOM(), " née ", self.BIRTH()]
        if s == 10:  # the birth name first, the married name after "épouse"
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
    def __init__(self, c, role="medecin", homonym=False, web=None, sex=None, dept="2A"):
        r = c.r
        last = None
        if homonym:
            last, c.homonym, c.hw_pre, c.hw_post = ids.HOMONYMS[(c.i + c.seed) % len(ids.HOMONYMS)]
        bd = datetime.date(c.day.year - r.randint(28, 63), r.randint(1, 12), r.randint(1, 28))
        super().__init__(c, sex or r.choice([1, 2]), bd, role, last=last)
        self.rpps, self.adeli = ids.rpps(r), ids.adeli(r, dept)
        self.mail = ids.mail_local(self.first, self.last) + "@" + (web or c.web)

    def dr(self, style=0):
        """0 "Dr Paulu SANTONI", 1 "Dr P. Santoni", 2 "Docteur SANTONI", 3 "SANTONI Paulu", 4 "Paulu Santoni"."""
        return {0: lambda: ["Dr ", self.PRE(), " ", self.NOM()], 1: lambda: ["Dr ", self.PRE("init"), " ", self.NOM("title")],
                2: lambda: ["Docteur ", self.NOM()], 3: lambda: [self.NOM(), " ", self.PRE()],
                4: lambda: [self.PRE(), " ", self.NOM("title")]}[style % 5]()

    def RPPS(self):
        return V("RPPS", self.rpps)

    def IDNAT(self):
        """The national identifier of the CPS card: 8 + RPPS."""
        return V("RPPS", "8" + self.rpps)

    def ADELI(self):
        return V("ADELI", self.adeli)


class Ctx:
    def __init__(self, i, seed, shape, npl):
        r = self.r = random.Random(seed * 7919 + i * 104729 + 31)
        self.i, self.seed, self.shape, self.npl = i, seed, shape, npl
        self.day = datetime.date(2025, r.randint(1, 10), r.randint(1, 26))
        self.pool, self.used = [], set()
        self.homonym = self.hw_pre = self.hw_post = None
        k = (i + i // 4 + seed) % 4
        (self.hosp, self.acr, self.htown, self.hcp, self.hdept, self.hstreet, self.web) = ids.HOSPITALS[k]
        (self.cab, self.cacr, self.ctown, self.ccp, self.cdept, self.cstreet, self.cweb) = ids.PRACTICES[(i + seed) % 3]
        self.rad, self.racr, self.rtown, self.rcp, self.rdept = ids.RADIO[(i + seed) % 2]
        self.lab, self.lacr = ids.LABS[(i + seed) % 2]
        self.bl, self.blacr = ids.BIOLABS[(i + seed + 1) % 2]
        self.mut, self.macr = ids.MUTUALS[(i + seed) % 3]
        self.sc = ids.SCEN[(i * 3 + seed) % len(ids.SCEN)]
        sex = 2 if i % 3 == 1 else 1
        minor = shape == "orthodontie"
        bd = datetime.date(2025 - (r.randint(9, 14) if minor else r.randint(22, 84)), r.randint(1, 12), r.randint(1, 28))
        married = sex == 2 and not minor and r.random() < 0.65
        self.pat = Person(self, sex, bd, "patient", birth=self.take_name() if married else None)
        self.link = r.choice(LINKS[r.choice([1, 2])])
        self.rel = Person(self, 2 if self.link in LINKS[2] else 1, datetime.date(bd.year + r.randint(-12, 12), r.randint(1, 12), r.randint(1, 28)), "proche",
                          home=self.pat.home if self.link in ("épouse", "époux", "compagne", "compagnon") else None)
        # the two legal guardians of a minor (same home as the child)
        self.mother = Person(self, 2, datetime.date(bd.year - r.randint(24, 38), r.randint(1, 12), r.randint(1, 28)), "proche", home=self.pat.home)
        self.father = Person(self, 1, datetime.date(bd.year - r.randint(25, 42), r.randint(1, 12), r.randint(1, 28)), "proche",
                             last=self.pat.last, home=self.pat.home)
        self.dent = Pro(self, homonym=True, web=self.cweb, dept=self.cdept)
        self.chir = Pro(self, dept=self.hdept)
        self.anes = Pro(self, dept=self.hdept)
        self.radio = Pro(self, web=self.racr.lower() + "-fictif.fr", dept=self.rdept)
        self.orthod = Pro(self, web=ids.ORTHO[6], dept="2B")
        self.paro = Pro(self, web=self.cweb, dept=self.cdept)
        self.cardio = Pro(self, web="cardio-fictif.fr")
        self.biol = Pro(self, web=self.blacr.lower() + "-fictif.fr")
        self.gp = Pro(self, web="medecin-fictif.fr")
        self.gp.home = Home(self, avoid=(self.pat.home.town,))
        self.ide = Pro(self, "soignant", dept=self.hdept)
        self.manip = Pro(self, "soignant", dept=self.rdept)
        self.assist = Pro(self, "personnel", sex=2)
        self.proth = Pro(self, "personnel", web=self.lacr.lower() + "-fictif.fr")
        yy = self.day.year % 100
        self.ipp = ["%s%07d" % (self.hdept, r.randint(0, 9999999)), "%09d" % r.randint(200000000, 209999999), "%s-%06d" % (self.acr, r.randint(0, 999999))][i % 3]
        self.nda = ["%02d%07d" % (yy, r.randint(1, 9999999)), "S%d-%05d" % (self.day.year, r.randint(1, 99999))][(i // 3) % 2]
        self.ids = {"dossier_cabinet": ["%06d" % r.randint(1, 99999), "%s-%05d" % (self.cacr, r.randint(1, 99999))][i % 2],
                    "accession": "%s%02d%07d" % (self.racr[:2], yy, r.randint(1, 9999999)),
                    "demande": "%02d%02d%02d-%03d" % (yy, self.day.month, self.day.day, r.randint(1, 999)),
                    "devis": "D%d-%04d" % (self.day.year, r.randint(1, 9999)),
                    "entente": "EP-%s-%06d" % ("2B", r.randint(1, 999999)),
                    "bon_labo": "BC%02d/%04d" % (yy, r.randint(1, 9999)),
                    "carte_implant": "PI-%02d-%05d" % (yy, r.randint(1, 99999)),
                    "adherent": "%s %08d-%02d" % (self.macr, r.randint(1, 99999999), r.randint(1, 4))}
        self.finess, self.cfiness, self.rfiness = ids.finess(r, self.hdept), ids.finess(r, self.cdept), ids.finess(r, self.rdept)
        self.hnum, self.cnum = r.randint(1, 90), r.randint(1, 60)
        self.htel, self.hfax, self.ctel, self.rtel, self.ltel, self.otel = (ids.phone(r, False, i + k) for k in range(6))
        self.h0 = r.choice([8, 9, 10, 14, 15])
        self.lots = [ids.lot(r, self.day.year) for _ in range(6)]
        self.imp = ids.IMPLANTS[(i + seed) % len(ids.IMPLANTS)]
        self.teeth = r.sample([16, 17, 26, 27, 36, 37, 46, 47, 15, 25, 35, 45, 14, 24], 4)

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

    def CAB(self):
        return self.E(self.cab, "cabinet_dentaire")

    def CACR(self):
        return self.E(self.cacr, "sigle")

    def HVILLE(self, caps=False):
        return V("VILLE", self.htown.upper() if caps else self.htown)

    def TEL(self, which):
        return V("TELEPHONE", which)

    def T(self, n):
        return DENT(str(n))

    def head(self, service="Odontologie - chirurgie orale"):
        return {"name": R(self.H(), " (", self.ACR(), ")"), "service": service,
                "lines": [R(V("ADRESSE", "%d %s" % (self.hnum, self.hstreet)), " - ", V("CODE_POSTAL", self.hcp), " ", self.HVILLE(True), " CEDEX")],
                "contact": [R("Secrétariat ", self.TEL(self.htel), " - fax ", self.TEL(self.hfax)), R(V("EMAIL", "odontologie@" + self.web))],
                "legal": R("FINESS ", V("FINESS", self.finess))}

    def cab_head(self, service="Chirurgie dentaire - omnipratique"):
        return {"name": R(self.CAB(), " (", self.CACR(), ")"), "service": service,
                "lines": [R(V("ADRESSE", "%d %s" % (self.cnum, self.cstreet)), ", ", V("CODE_POSTAL", self.ccp), " ", V("VILLE", self.ctown))],
                "contact": [R("Tél. ", self.TEL(self.ctel), " - ", V("EMAIL", "accueil@" + self.cweb))],
                "legal": R("FINESS ", V("FINESS", self.cfiness))}

    def rad_head(self):
        return {"name": R(self.E(self.rad), " (", self.E(self.racr, "sigle"), ")"), "service": "Imagerie dentaire et maxillo-faciale",
                "lines": [R(V("ADRESSE", "%d place du Diamant-Fictive" % self.cnum if self.rtown == "Ajaccio" else "%d rue de Lupinu-Fictive" % self.cnum), ", ",
                            V("CODE_POSTAL", self.rcp), " ", V("VILLE", self.rtown))],
                "contact": [R("Rendez-vous ", self.TEL(self.rtel))], "legal": R("FINESS ", V("FINESS", self.rfiness))}

    def ortho_head(self):
        o = ids.ORTHO
        return {"name": R(self.E(o[0], "cabinet_dentaire"), " (", self.E(o[1], "sigle"), ")"), "service": "Orthopédie dento-faciale",
                "lines": [R(V("ADRESSE", "%d %s" % (self.cnum + 2, o[5])), ", ", V("CODE_POSTAL", o[3]), " ", V("VILLE", o[2]))],
                "contact": [R("Tél. ", self.TEL(self.otel), " - ", V("EMAIL", "secretariat@" + o[6]))], "legal": None}

    def lab_head(self):
        return {"name": R(self.E(self.lab, "laboratoire_prothese"), " (", self.E(self.lacr, "sigle"), ")"), "service": "Dispositifs médicaux sur mesure",
                "lines": [R(V("ADRESSE", self.proth.home.street), ", ", V("CODE_POSTAL", self.proth.home.cp), " ", V("VILLE", self.proth.home.town))],
                "contact": [R("Tél. ", self.TEL(self.ltel), " - ", V("EMAIL", "atelier@" + self.lacr.lower() + "-fictif.fr"))], "legal": None}

    def place(self, n=0, style=0, town=None):
        return R(V("VILLE", town) if town else self.HVILLE(), ", le ", self.cday(n, style))

    def gp_run(self):
        g = self.gp
        return R(*g.dr(0), " - ", V("VILLE", g.home.town), " - ", V("TELEPHONE", g.fixe))

    def rpps_line(self, pro, style=0):
        return R(*pro.dr(style), " - RPPS ", pro.RPPS())

    def adeli_line(self, pro):
        return R(*pro.name(3), " - ADELI ", pro.ADELI())


_ = (D, ART, ORG, CIM, CCAM, ATC, DOSE, DUR, SCORE, MES, DISP, LOT, BIO, PUB, EPO, DENT, TEINTE, CERFA, HOR, MONT, OID, NGAP)
