"""The people and the context of a corpus BW document (content.py, content_b.py): the patient at home with the writings
of his or her names, birth date and place, address with its access details (door code, key box, floor, parking),
phones, e-mail, NIR / INS, the hospital's IPP and the HAD stay; the caregiver (aidant) and the neighbour who keeps the
keys; the HAD's coordinating physician and nurse, the hospital ward's physician, the GP, the private nurses and their
practice, the SSIAD aides, the pharmacist, the equipment provider's technician, the social worker and the
psychologist; the HAD's letterhead and the small run helpers (kept decoys)."""
from __future__ import annotations

import datetime
import random

from . import ids
from .model import D, K, R, V, W

LINKS_F = ["épouse", "fille", "sœur", "belle-fille", "compagne", "nièce"]
LINKS_M = ["époux", "fils", "frère", "gendre", "compagnon", "neveu"]


def P(*parts):
    return ("p", R(*parts))


def hm(h, m, sep="h"):
    return K("HORAIRE", "%02d%s%02d" % (h % 24, sep, m))


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


def ATC(t):
    return K("ATC", t)


def SCORE(t):
    return K("SCORE", t)


def MES(t):
    return K("MESURE", t)


def DISP(t):
    return K("DISPOSITIF", t)


def LOT(t):
    return K("LOT", t)


def CODE(t):
    return K("CODE", t)


def money(x):
    return K("MONTANT", ids.amount(x))


class Home:
    """A home: street address or lieu-dit, postcode, town and its access details."""

    def __init__(self, c, dept=None, avoid=()):
        r = c.r
        towns = [t for t in ids.TOWNS[dept or c.dept] if t[0] not in avoid] or ids.TOWNS[dept or c.dept]
        self.town, self.cp = r.choice(towns)
        if r.random() < 0.22:
            self.street = r.choice(ids.LIEUX_DITS)
        else:
            self.street = "%d%s %s" % (r.randint(1, 68), r.choice(["", "", "", " bis", " ter"]), r.choice(ids.STREETS))
        self.flat = r.random() < 0.45
        self.floor = r.choice(["2e étage", "3e étage", "rez-de-chaussée surélevé", "1er étage"]) if self.flat else "plain-pied"
        self.digi = ids.access_code(r, "digicode") if self.flat else None
        self.box = ids.access_code(r, "boite")
        self.bell = None


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
                     ids.mail_local(self.first.split("-")[0]) + str(r.randint(40, 99))][r.randint(0, 2)] + "@" + r.choice(ids.MAIL_DOMAINS)
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
        """0 "M. Marcel CHAMBRAUD", 1 "CHAMBRAUD Marcel", 2 "Mme Odette RABIER, née CHAMBRAUD", 3 "Marcel Chambraud",
        4 "M. CHAMBRAUD", 5 "RABIER née CHAMBRAUD Odette", 6 "CHAMBRAUD, Marcel", 7 "Monsieur CHAMBRAUD",
        8 "MARCEL CHAMBRAUD", 9 "Monsieur Marcel CHAMBRAUD"."""
        if style in (2, 5) and not self.birth:
            style = 1 if style == 5 else 0
        return {0: lambda: [self.civ() + " ", self.PRE(), " ", self.NOM()], 1: lambda: [self.NOM(), " ", self.PRE()],
                2: lambda: [self.civ() + " ", self.PRE(), " ", self.NOM(), ", née ", self.BIRTH()],
                3: lambda: [self.PRE(), " ", self.NOM("title")], 4: lambda: [self.civ() + " ", self.NOM()],
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
    """A physician or pharmacist (RPPS), a nurse (RPPS or ADELI), an aide, a technician or a staff member."""

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
        """0 "Dr Odette RABIER", 1 "Dr O. Rabier", 2 "Docteur RABIER", 3 "RABIER Odette", 4 "Odette Rabier"."""
        return {0: lambda: ["Dr ", self.PRE(), " ", self.NOM()], 1: lambda: ["Dr ", self.PRE("init"), " ", self.NOM("title")],
                2: lambda: ["Docteur ", self.NOM()], 3: lambda: [self.NOM(), " ", self.PRE()],
                4: lambda: [self.PRE(), " ", self.NOM("title")]}[style]()

    def ini(self):
        """Initials as a nurse signs a log or a planning cell: "O.R.", "M.C.B." (kind NOM, subtype initiales)."""
        main = [w for w in self.last.replace("'", "' ").split(" ") if w not in ("de", "du", "d'", "Le", "La", "Da")][0]
        return V("NOM", "".join(h[0].upper() + "." for h in self.first.split("-")) + ids.ascii_fold(main)[0].upper() + ".", "initiales")

    def RPPS(self):
        return V("RPPS", self.rpps)

    def ADELI(self):
        return V("ADELI", self.adeli)


class Ctx:
    def __init__(self, i, seed, shape, npl):
        r = self.r = random.Random(seed * 7907 + i * 104723 + 31)
        self.i, self.seed, self.shape, self.npl = i, seed, shape, npl
        self.day = datetime.date(2025, r.randint(1, 10), r.randint(1, 26))
        self.pool, self.used = [], set()
        self.homonym = self.hw_pre = self.hw_post = None
        self.hk = (i + i // 4 + seed) % len(ids.HADS)
        (self.had, self.acr, self.dept, self.htown, self.hcp, self.hstreet, self.web, self.hosp, self.hosp_town) = ids.HADS[self.hk]
        self.ward = ids.WARDS[(i + seed) % len(ids.WARDS)]
        sex = r.choice([1, 2])
        bd = datetime.date(2025 - r.randint(58, 94), r.randint(1, 12), r.randint(1, 28))
        married = sex == 2 and r.random() < 0.6
        self.pat = Person(self, sex, bd, "patient", birth=self.take_name() if married else None)
        lsex = r.choice([1, 2])
        link = r.choice(LINKS_F if lsex == 2 else LINKS_M)
        spouse = link in ("épouse", "époux", "compagne", "compagnon")
        lbd = datetime.date(bd.year + (r.randint(-5, 5) if spouse or link in ("sœur", "frère") else r.randint(24, 34)), r.randint(1, 12), r.randint(1, 28))
        same = link in ("fils", "fille", "sœur", "frère", "épouse", "époux") and not (married and link in ("sœur", "frère"))
        self.aidant = Person(self, lsex, lbd, "proche", last=self.pat.last if same else None,
                             home=self.pat.home if spouse else Home(self, avoid=(self.pat.home.town,)))
        self.link = link
        self.cohab = spouse
        self.voisin = Person(self, r.choice([1, 2]), datetime.date(1950 + r.randint(0, 30), 5, 5), "proche", home=self.pat.home)
        self.coord = Pro(self)                        # the HAD's coordinating physician
        self.idec = Pro(self, "soignant", sex=2)      # the coordinating nurse
        self.wdoc = Pro(self, web=ids.ascii_fold(self.hosp.split(" ")[-1]).lower() + "-ch.fr")  # the ward's physician
        self.gp = Pro(self, homonym=True, web="medecin-fictif.fr")
        self.gp.home = Home(self, avoid=(self.pat.home.town,))
        self.idel = Pro(self, "soignant", sex=2, web="infirmiers-fictifs.fr")
        self.idel2 = Pro(self, "soignant", web="infirmiers-fictifs.fr")
        self.aide = Pro(self, "soignant", sex=2)
        self.aide2 = Pro(self, "soignant")
        self.phar = Pro(self, "pharmacien", web="pharmacie-fictive.fr")
        self.tech = Pro(self, "technicien", sex=1)
        self.asoc = Pro(self, "personnel", sex=2)
        self.ipp = ["%010d" % r.randint(10 ** 8, 10 ** 10 - 1), self.dept + "%08d" % r.randint(0, 99999999), "%s%07d" % ("P" + self.dept, r.randint(0, 9999999))][i % 3]
        self.stay = ["HAD%d-%05d" % (self.day.year % 100, r.randint(1, 99999)), "%d%06d" % (self.day.year, r.randint(1, 999999)),
                     "S%02d/%04d" % (self.day.year % 100, r.randint(1, 9999))][(i // 3) % 3]
        self.finess = ids.finess(r, self.dept)
        self.hnum, self.htel, self.hfax = r.randint(1, 60), ids.phone(r, False, i + 1), ids.phone(r, False, i + 2)
        self.h24 = ids.phone(r, True, i)
        self.cab = V("ETABLISSEMENT", ids.CABINETS[(i + seed) % len(ids.CABINETS)], "cabinet")
        self.ssiad = V("ETABLISSEMENT", ids.SSIADS[(i + 2 * seed) % len(ids.SSIADS)], "ssiad")
        self.pharma = V("ETABLISSEMENT", ids.PHARMACIES[(i + seed) % len(ids.PHARMACIES)], "pharmacie")
        self.prov, self.prov_acr = ids.PROVIDERS[(i + seed) % len(ids.PROVIDERS)]
        self.cabtel = ids.phone(r, False, i + 3)
        self.phtel = ids.phone(r, False, i + 4)
        self.provtel = ids.phone(r, False, i)
        self.client = "%s%06d" % (self.prov_acr, r.randint(1, 999999))

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

    def date(self, n=0):
        return self.day + datetime.timedelta(days=n)

    def IPP(self):
        return V("IPP", self.ipp)

    def STAY(self):
        return V("NUM_SEJOUR", self.stay)

    def H(self):
        return V("ETABLISSEMENT", self.had, "etablissement")

    def ACR(self):
        return V("ETABLISSEMENT", self.acr, "sigle")

    def HOSP(self):
        return V("ETABLISSEMENT", self.hosp, "etablissement")

    def PROV(self):
        return V("ETABLISSEMENT", self.prov, "prestataire")

    def CLIENT(self):
        return V("IDENTIFIANT", self.client, "num_client")

    def HVILLE(self, caps=False):
        return V("VILLE", self.htown.upper() if caps else self.htown)

    def DIGI(self):
        return V("IDENTIFIANT", self.pat.home.digi, "code_acces")

    def BOX(self):
        return V("IDENTIFIANT", self.pat.home.box, "code_acces")

    def head(self, service="Équipe de coordination"):
        return {"name": R(self.H()), "service": service,
                "lines": [R(V("ADRESSE", "%d %s" % (self.hnum, self.hstreet))),
                          R(V("CODE_POSTAL", self.hcp), " ", self.HVILLE(True), " CEDEX")],
                "contact": [R("Tél. ", V("TELEPHONE", self.htel), " - astreinte 24 h/24 ", V("TELEPHONE", self.h24)),
                            R(V("EMAIL", "coordination@" + self.web))],
                "legal": R("FINESS ", V("FINESS", self.finess))}

    def hosp_head(self):
        return {"name": R(self.HOSP()), "service": self.ward[0].upper() + self.ward[1:],
                "lines": [R(V("VILLE", self.hosp_town))], "contact": [R("Secrétariat ", V("TELEPHONE", self.hfax))], "legal": None}

    def place(self, n=0, style=1):
        return R(self.HVILLE(), ", le ", self.cday(n, style))

    def CPAM(self):
        return ORG(ids.CPAM[self.dept])

    def ARS(self):
        return ORG("ARS Centre-Val de Loire")

    def CD(self):
        return ORG("Conseil départemental " + ids.DEPT_NAME[self.dept])
