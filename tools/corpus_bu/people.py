"""The people and the context of a corpus BU document (content.py, content_b.py): the foreign patient with the
writings of his or her names, birth date, foreign address and phone, national identifier, passport, EHIC and insurer;
the hospital's staff (RPPS / ADELI); a doctor practising abroad (LANR, GLN or INAMI number); the hospital's letterhead,
identifiers (IPP, stay, FINESS) and fax line; and the small run helpers (kept decoys)."""
from __future__ import annotations

import datetime
import random

from . import ids, pays
from .model import D, K, R, V, W

INSEE = {"DE": "109", "CH": "140", "BE": "131", "LU": "137", "IT": "127", "ES": "134", "PT": "139", "PL": "122", "NL": "135",
         "GB": "132", "MA": "350", "DZ": "352", "GE": "255", "AF": "212", "TR": "208", "UA": "155", "AL": "125"}


# the patient's country for each shape (the k-th document of a shape takes the k-th, shifted by the seed)
COUNTRIES = {"admission_ceam": ["DE", "BE", "IT", "ES", "NL", "PT", "PL", "LU"], "autorisation_s2": ["DE", "LU", "BE", "IT"],
             "travailleur_frontalier": ["CH", "LU", "DE", "CH"], "consultation_interprete": ["AF", "GE", "TR", "UA", "AL", "MA"],
             "lettre_medecin_etranger": ["CH", "DE", "IT", "BE", "ES", "NL", "LU"], "note_sociale_ame": ["MA", "DZ", "GE", "AL", "TR"],
             "rapatriement_sanitaire_assistance": ["NL", "IT", "ES", "BE", "PL", "GB"], "devis_non_assure": ["CH", "GB", "DE", "CH"],
             "courrier_consulaire": ["IT", "PT", "MA", "ES", "PL", "DZ"], "demande_dossier_etranger": ["DE", "CH", "BE", "LU", "IT", "NL"]}


def P(*parts):
    return ("p", R(*parts))


def hm(h, m, sep="h"):
    return K("HORAIRE", "%02d%s%02d" % (h, sep, m))


def part(title, secs, **kw):
    p = dict(title=title, issuer=None, to=None, place=None, refs=[], sigs=[], note=None)
    p.update(kw)
    p["secs"] = secs
    return p


class Home:
    def __init__(self, c, cc="FR", dept=None):
        r = c.r
        self.cc = cc
        if cc == "FR":
            self.town, self.cp, self.dept = r.choice([t for t in ids.TOWNS if dept is None or t[2] == dept])
            self.street = "%d%s %s" % (r.randint(1, 64), r.choice(["", "", " bis", " a"]), r.choice(ids.STREETS))
            self.country = None
        else:
            self.town, self.cp = r.choice(pays.C[cc]["towns"])
            self.street = pays.street(r, cc, self.town)
            self.country = pays.C[cc]["name"]

    def phone(self, r, mobile, style):
        return ids.phone(r, mobile, style) if self.cc == "FR" else pays.foreign_phone(r, self.cc, mobile, style)


class Person:
    def __init__(self, c, cc, sex, bdate, sub, first=None, last=None, birth=None, home=None):
        r = c.r
        self.c, self.cc, self.sex, self.sub, self.bdate = c, cc, sex, sub, bdate
        pool = pays.C[cc] if cc != "FR" else {"ff": ids.FIRST_F, "fm": ids.FIRST_M}
        self.first = first or c.take_first(pool["ff"] if sex == 2 else pool["fm"])
        self.last = last or c.take_name(cc)
        self.birth = birth
        self.home = home or Home(c, cc if cc != "FR" and pays.C[cc]["streets"] else "FR")
        self.mob = self.home.phone(r, True, c.i + r.randint(0, 3))
        self.fixe = self.home.phone(r, False, c.i + r.randint(0, 3))
        doms = pays.C[cc]["mails"] if cc != "FR" else ids.MAIL_DOMAINS
        base = (birth or self.last).split(" ")[-1]
        self.mail = [ids.mail_local(self.first.split(" ")[0], base), ids.mail_local(base) + "." + ids.ascii_fold(self.first)[0].lower(),
                     ids.mail_local(self.first.split(" ")[0]) + str(r.randint(60, 99))][r.randint(0, 2)] + "@" + r.choice(doms)
        self.nat = pays.natid(r, cc, self, c.i + r.randint(0, 2)) if cc != "FR" else None
        self.passno = pays.passport(r, cc) if cc != "FR" else None
        self.ehic = pays.ehic(r, cc, c.i) if cc in pays.ISO else None
        self.ins = r.choice(pays.C[cc]["ins"]) if cc != "FR" and pays.C[cc]["ins"] else None
        self.btown = r.choice(pays.C[cc]["towns"])[0] if cc != "FR" else r.choice(ids.TOWNS)[0]
        dept = "99" + INSEE.get(cc, "109") if cc != "FR" else r.choice(ids.TOWNS)[2] + "%03d" % r.randint(1, 600)
        self.n13 = "%d%02d%02d%s%03d" % (sex, bdate.year % 100, bdate.month, dept, r.randint(1, 999))
        self.key = ids.nir_key(self.n13)

    def NOM(self, form="caps"):
        return V("NOM", {"caps": ids.caps_name(self.last), "title": self.last}[form], self.sub)

    def BIRTH(self):
        return V("NOM", ids.caps_name(self.birth), "naissance" if self.sub == "patient" else self.sub)

    def PRE(self, form="title"):
        return V("PRENOM", {"title": self.first, "upper": self.first.upper(), "init": ids.initials(self.first.split(" ")[0])}[form], self.sub)

    def civ(self, long=False):
        return ("Madame" if self.sex == 2 else "Monsieur") if long else ("Mme" if self.sex == 2 else "M.")

    def ne(self):
        return "née" if self.sex == 2 else "né"

    def e(self):
        return "e" if self.sex == 2 else ""

    def name(self, style=0):
        """0 "M. Marco ROSSI", 1 "ROSSI Marco", 2 "Mme Lena WAGNER, née SCHÄFER", 3 "Marco Rossi", 4 "M. ROSSI" (initial
        first name: "M. ROSSI"), 5 "SCHÄFER épouse WAGNER Lena", 6 "ROSSI, Marco", 7 "Monsieur ROSSI", 8 "MARCO ROSSI",
        9 "Rossi Marco" (a foreign register's order)."""
        if style in (2, 5) and not self.birth:
            style = 1 if style == 5 else 0
        return {0: lambda: [self.civ() + " ", self.PRE(), " ", self.NOM()], 1: lambda: [self.NOM(), " ", self.PRE()],
                2: lambda: [self.civ() + " ", self.PRE(), " ", self.NOM(), ", née ", self.BIRTH()],
                3: lambda: [self.PRE(), " ", self.NOM("title")], 4: lambda: [self.PRE("init"), " ", self.NOM()],
                5: lambda: [self.BIRTH(), " épouse ", self.NOM(), " ", self.PRE()], 6: lambda: [self.NOM(), ", ", self.PRE()],
                7: lambda: [self.civ(True) + " ", self.NOM()], 8: lambda: [self.PRE("upper"), " ", self.NOM()],
                9: lambda: [self.NOM("title"), " ", self.PRE()]}[style % 10]()

    def dn(self, style=0):
        return V("DATE_NAISSANCE", ids.birth_written(self.bdate, style), "" if self.sub == "patient" else self.sub)

    def dn_age(self, style=0):
        return [self.dn(style), " (", K("AGE", "%d ans" % ids.age(self.bdate, self.c.day)), ")"]

    def nir(self, style=0):
        return V("NIR", ids.nir_written(self.n13, self.key, style), self.sub)

    def NAT(self):
        return V("IDENTIFIANT", self.nat[1], self.nat[0])

    def PASS(self):
        return V("IDENTIFIANT", self.passno, "passeport")

    def CEAM(self):
        return V("IDENTIFIANT", self.ehic, "carte_ceam")

    def INS(self):
        return K("ORGANISME", self.ins[0])

    def INSCODE(self):
        return K("CODE_INSTITUTION", self.ins[1])

    def nationality(self):
        return pays.C[self.cc]["nat"][0 if self.sex == 2 else 1] if self.cc != "FR" else "française"

    def ADR(self):
        return V("ADRESSE", self.home.street)

    def CP(self):
        return V("CODE_POSTAL", self.home.cp)

    def VILLE(self, caps=False):
        return V("VILLE", self.home.town.upper() if caps else self.home.town)

    def cpv(self, caps=False):
        if self.home.cc == "GB":
            return [self.VILLE(caps), " ", self.CP()]
        return [self.CP(), " ", self.VILLE(caps)]

    def addr1(self, caps=False):
        out = [self.ADR(), ", ", *self.cpv(caps)]
        return out + ([" (" + self.home.country + ")"] if self.home.country else [])

    def addr_lines(self, caps=True):
        out = [R(self.ADR()), R(self.cpv(caps))]
        return out + ([R(self.home.country.upper())] if self.home.country else [])

    def BTOWN(self):
        return V("VILLE", self.btown)

    def MOB(self):
        return V("TELEPHONE", self.mob)

    def FIXE(self):
        return V("TELEPHONE", self.fixe)

    def MAIL(self):
        return V("EMAIL", self.mail)

    def card(self, style=0):
        return {"name": R(self.name(7 if style % 3 == 2 else 0 if style % 2 else 1)), "lines": self.addr_lines(style % 2 == 0)}


class Pro(Person):
    """A French clinician (RPPS), nurse or social worker (ADELI) of the hospital."""

    def __init__(self, c, role="medecin", homonym=False, sex=None):
        r = c.r
        last = None
        if homonym:
            last, c.homonym, c.hw_pre, c.hw_post = ids.HOMONYMS[(c.i + c.seed) % len(ids.HOMONYMS)]
        bd = datetime.date(c.day.year - r.randint(29, 63), r.randint(1, 12), r.randint(1, 28))
        super().__init__(c, "FR", sex or r.choice([1, 2]), bd, role, last=last)
        self.rpps, self.adeli = ids.rpps(r), ids.adeli(r, c.dept)
        self.mail = ids.mail_local(self.first, self.last) + "@" + c.web

    def dr(self, style=0):
        """0 "Dr Odile SCHAEFFER", 1 "Dr O. Schaeffer", 2 "Docteur SCHAEFFER", 3 "SCHAEFFER Odile", 4 "Odile Schaeffer", 5 "Pr Odile SCHAEFFER"."""
        return {0: lambda: ["Dr ", self.PRE(), " ", self.NOM()], 1: lambda: ["Dr ", self.PRE("init"), " ", self.NOM("title")],
                2: lambda: ["Docteur ", self.NOM()], 3: lambda: [self.NOM(), " ", self.PRE()],
                4: lambda: [self.PRE(), " ", self.NOM("title")], 5: lambda: ["Pr ", self.PRE(), " ", self.NOM()]}[style]()

    def RPPS(self):
        return V("RPPS", self.rpps)

    def ADELI(self):
        return V("ADELI", self.adeli)


class ForeignDoc(Person):
    """A doctor practising abroad: practice address, phone, fax, professional number."""

    def __init__(self, c, cc):
        r = c.r
        super().__init__(c, cc, r.choice([1, 2]), datetime.date(1970, 1, 1), "medecin")
        self.title = {"DE": "Dr. med.", "CH": "Dr. med.", "IT": "Dott.", "ES": "Dr.", "NL": "dr.", "PT": "Dr."}.get(cc, "Dr")
        self.pid = pays.foreign_doctor_id(r, cc)
        self.fax = self.home.phone(r, False, c.i + 1)
        self.mail = ids.mail_local(self.first.split(" ")[0], self.last) + "@" + r.choice(["praxis-", "cabinet-", "studio-"]) + \
            ids.ascii_fold(self.home.town.split("/")[0].split(" ")[0]).lower() + "." + cc.lower()

    def dr(self, style=0):
        return [[self.title + " ", self.PRE(), " ", self.NOM()], [self.title + " ", self.NOM("title")], [self.NOM(), " ", self.PRE()]][style % 3]

    def PID(self):
        return V("IDENTIFIANT", self.pid[1], self.pid[0]) if self.pid else None


class Ctx:
    def __init__(self, i, seed, shape, npl):
        r = self.r = random.Random(seed * 7919 + i * 104729 + 83)
        self.i, self.seed, self.shape, self.npl = i, seed, shape, npl
        self.day = datetime.date(2025, r.randint(2, 10), r.randint(2, 27))
        self.pools = {}
        self.used = set()
        self.homonym = self.hw_pre = self.hw_post = None
        h = ids.HOSPITALS[(i + i // 4 + seed) % len(ids.HOSPITALS)]
        self.hosp, self.acr, self.dept, self.htown, self.hcp, self.hcedex, self.hstreet, self.hbox = h
        self.web = ids.ascii_fold(self.acr).lower() + "-sante.fr"
        self.cpam = ids.CPAM[self.dept]
        lst = COUNTRIES[shape]
        self.cc = lst[(i % 4 + seed) % len(lst)]
        sex = r.choice([1, 2])
        bd = datetime.date(2025 - r.randint(19, 79), r.randint(1, 12), r.randint(1, 28))
        married = sex == 2 and self.cc in ("DE", "CH", "NL", "BE", "LU", "GB", "PL") and r.random() < 0.6
        self.pat = Person(self, self.cc, sex, bd, "patient", birth=self.take_name(self.cc) if married else None)
        self.doc = Pro(self)
        self.co = Pro(self, homonym=True)
        self.ide = Pro(self, "soignant", sex=2)
        self.staff = Pro(self, "personnel")
        self.rel = Person(self, self.cc, r.choice([1, 2]), datetime.date(bd.year + r.choice([-4, 2, 27]), r.randint(1, 12), r.randint(1, 28)),
                          "proche", last=self.pat.last if r.random() < 0.5 else None, home=self.pat.home)
        self.ipp = ["%08d" % r.randint(10 ** 6, 10 ** 8 - 1), self.dept + "%07d" % r.randint(0, 9999999), "E" + "%07d" % r.randint(0, 9999999)][i % 3]
        self.stay = ["%d%06d" % (self.day.year % 100 * 10 + r.randint(0, 9), r.randint(0, 999999)), "S%s-%05d" % (self.day.year, r.randint(1, 99999))][i % 2]
        self.finess = ids.finess(r, self.dept)
        self.fax = ids.phone(r, False, i + 2)
        self.hnum, self.htel = r.randint(1, 60), ids.phone(r, False, i + 1)

    def hw(self):
        """The sentence that prints a clinician's surname as an ordinary word (kept)."""
        return P(self.hw_pre, W(self.homonym), self.hw_post)

    def take_name(self, cc="FR"):
        if cc not in self.pools:
            pool = list(ids.STAFF if cc == "FR" else pays.C[cc]["sur"])
            self.r.shuffle(pool)
            self.pools[cc] = pool
        return self.pools[cc].pop()

    def take_first(self, pool):
        f = self.r.choice([x for x in pool if x not in self.used] or pool)
        self.used.add(f)
        return f

    def cday(self, n=0, style=0):
        return D(ids.care(self.day + datetime.timedelta(days=n), style))

    def IPP(self):
        return V("IPP", self.ipp)

    def STAY(self):
        return V("NUM_SEJOUR", self.stay)

    def H(self):
        return V("ETABLISSEMENT", self.hosp, "etablissement")

    def ACR(self):
        return V("ETABLISSEMENT", self.acr, "sigle")

    def head(self, service="Bureau des patients internationaux"):
        return {"name": R(self.H(), " (", self.ACR(), ")"), "service": service,
                "lines": [R(V("ADRESSE", "%d %s" % (self.hnum, self.hstreet)), " - ", K("BOITE_POSTALE", self.hbox)),
                          R(V("CODE_POSTAL", self.hcedex), " ", V("VILLE", self.htown.upper()), " CEDEX")],
                "contact": [R("Tél. ", V("TELEPHONE", self.htel), " - fax ", V("TELEPHONE", self.fax), " - ",
                              V("EMAIL", "international@" + self.web))],
                "legal": R("FINESS ", V("FINESS", self.finess))}

    def place(self, n=0, style=1):
        return R(V("VILLE", self.htown), ", le ", self.cday(n, style))

    def tti(self):
        return R(V("TELEPHONE", self.fax), "  ", self.ACR())

    def CPAM(self):
        return K("ORGANISME", self.cpam)


def ORG(t):
    return K("ORGANISME", t)


def REG(n="883/2004"):
    return K("REGLEMENT", "règlement (CE) n° " + n)


def FORM(t):
    return K("FORMULAIRE", t)


def money(x):
    return K("MONTANT", ids.amount(x))
