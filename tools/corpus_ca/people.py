"""The people and the context of a corpus CA document (content.py, content_b.py): the patient (or consultant of the
CeGIDD) with the writings of his or her names (capitals, title case, birth name and usage name, initials, lower case),
birth date and place, home address, phones, e-mail, NIR / INS, the hospital's IPP, stay number and the CeGIDD's
anonymity number; the person to call; the PARTNERS (names, first names only, dating-app pseudonyms, phones - they are
persons too); the team (CeGIDD physician, infectious-disease specialist, biologist, pharmacist, nurse, midwife,
sexual-health counsellor, psychologist, social worker, GP); the letterheads, the identifiers of the pathway and the
small run helpers (kept decoys)."""
from __future__ import annotations

import datetime
import random

from . import ids
from .model import D, K, R, V, W

LINKS_F = ["mère", "sœur", "tante", "compagne", "amie"]
LINKS_M = ["père", "frère", "oncle", "compagnon", "ami"]


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


(ART, ORG, CIM, CCAM, ATC, DOSE, DUR, SCORE, MES, DISP, LOT, BIO, PUB, AGE, PROTO, CODE) = map(_k, (
    "ARTICLE", "ORGANISME", "CIM10", "CCAM", "ATC", "DOSE", "DUREE", "SCORE", "MESURE", "DISPOSITIF", "LOT", "BIOLOGIE",
    "NUMERO_PUBLIC", "AGE", "PROTOCOLE", "CODE"))


class Home:
    def __init__(self, c, avoid=()):
        r = c.r
        self.town, self.cp = r.choice([t for t in ids.TOWNS if t[0] not in avoid])
        x = r.random()
        if x < 0.15:
            self.street = r.choice(ids.LIEUX_DITS)
        elif x < 0.3:
            self.street = "%d %s, %s" % (r.randint(1, 60), r.choice(ids.STREETS), r.choice(ids.RESIDENCES))
        else:
            self.street = "%d%s %s" % (r.randint(1, 96), r.choice(["", "", "", " ter", " bis"]), r.choice(ids.STREETS))


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
                     ids.ascii_fold(self.first)[0].lower() + ids.mail_local(base) + "%02d" % (bdate.year % 100)][r.randint(0, 2)] + "@" + r.choice(ids.MAIL_DOMAINS)
        self.btown = r.choice(ids.BIRTH_TOWNS)
        self.n13 = ids.nir13(r, sex, bdate, self.btown)
        self.key = ids.nir_key(self.n13)

    def NOM(self, form="caps"):
        return V("NOM", {"caps": ids.caps_name(self.last), "title": self.last, "low": self.last.lower()}[form], self.sub)

    def BIRTH(self, form="caps"):
        return V("NOM", ids.caps_name(self.birth) if form == "caps" else self.birth, "naissance" if self.sub == "patient" else self.sub)

    def PRE(self, form="title"):
        return V("PRENOM", {"title": self.first, "upper": self.first.upper(), "init": ids.initials(self.first), "low": self.first.lower()}[form], self.sub)

    def civ(self, long=False):
        return ("Madame" if self.sex == 2 else "Monsieur") if long else ("Mme" if self.sex == 2 else "M.")

    def ne(self):
        return "née" if self.sex == 2 else "né"

    def e(self):
        return "e" if self.sex == 2 else ""

    def name(self, style=0):
        """0 "Mme Océane PAYET", 1 "PAYET Océane", 2 "Mme Océane PAYET, née HOARAU", 3 "Océane Payet", 4 "Mme PAYET",
        5 "HOARAU épouse PAYET, Océane", 6 "PAYET, Océane", 7 "Madame Payet", 8 "OCÉANE PAYET", 9 "PAYET (HOARAU)
        Océane", 10 "O. PAYET", 11 "payet océane" (typed in lower case at the reception desk)."""
        s = style % 12
        if s in (2, 5, 9) and not self.birth:
            s = {2: 0, 5: 1, 9: 6}[s]
        return {0: lambda: [self.civ() + " ", self.PRE(), " ", self.NOM()], 1: lambda: [self.NOM(), " ", self.PRE()],
                2: lambda: [self.civ() + " ", self.PRE(), " ", self.NOM(), ", née ", self.BIRTH()],
                3: lambda: [self.PRE(), " ", self.NOM("title")], 4: lambda: [self.civ() + " ", self.NOM()],
                5: lambda: [self.BIRTH(), " épouse ", self.NOM(), ", ", self.PRE()], 6: lambda: [self.NOM(), ", ", self.PRE()],
                7: lambda: [self.civ(True) + " ", self.NOM("title")], 8: lambda: [self.PRE("upper"), " ", self.NOM()],
                9: lambda: [self.NOM(), " (", self.BIRTH(), ") ", self.PRE()], 10: lambda: [self.PRE("init"), " ", self.NOM()],
                11: lambda: [self.NOM("low"), " ", self.PRE("low")]}[s]()

    def dn(self, style=0):
        return V("DATE_NAISSANCE", ids.birth_written(self.bdate, style), "" if self.sub == "patient" else self.sub)

    def age(self, at=None):
        return AGE("%d ans" % ids.age(self.bdate, at or self.c.day))

    def nir(self, style=0, sub=None):
        return V("NIR", ids.nir_written(self.n13, self.key, style), sub or self.sub)

    def ins(self):
        return [V("NIR", self.n13 + self.key, "ins"), " (OID ", CODE(ids.OID_INS), ")"]

    def born(self, style=0):
        b = self.btown
        return [self.dn(style), " à ", V("VILLE", b[0]), " (%s)" % ("étranger" if b[1] == "99" else b[1] + b[2][0] if b[1] == "97" else b[1])]

    def addr1(self, caps=False):
        return [V("ADRESSE", self.home.street), ", ", V("CODE_POSTAL", self.home.cp), " ", V("VILLE", self.home.town.upper() if caps else self.home.town)]

    def MOB(self):
        return V("TELEPHONE", self.mob)

    def FIXE(self):
        return V("TELEPHONE", self.fixe)

    def MAIL(self):
        return V("EMAIL", self.mail)


class Partner(Person):
    """A sexual partner: a person, sometimes known only by a first name or a dating-app pseudonym."""

    def __init__(self, c, sex, k):
        r = c.r
        bd = datetime.date(c.pat.bdate.year + r.randint(-8, 8), r.randint(1, 12), r.randint(1, 28))
        super().__init__(c, sex, bd, "partenaire")
        self.k = k
        self.pseudo = ids.pseudo(r)
        self.known = ["full", "first", "pseudo", "full"][(c.i + k) % 4]

    def who(self):
        if self.known == "first":
            return [self.PRE(), " (nom inconnu)"]
        if self.known == "pseudo":
            return ["pseudonyme « ", V("IDENTIFIANT", self.pseudo, "pseudo"), " »"]
        return [self.PRE(), " ", self.NOM()] if self.k % 2 else [self.NOM(), " ", self.PRE()]


class Pro(Person):
    """A physician, a midwife or a pharmacist (RPPS), a nurse, a psychologist or a social worker (ADELI), a counsellor."""

    def __init__(self, c, role="medecin", spec="", homonym=False, web=None, prof=False, sex=None):
        r = c.r
        last = None
        if homonym:
            last, c.homonym, c.hw_pre, c.hw_post = ids.HOMONYMS[(c.i + c.seed) % len(ids.HOMONYMS)]
        bd = datetime.date(c.day.year - r.randint(28, 63), r.randint(1, 12), r.randint(1, 28))
        super().__init__(c, sex or r.choice([1, 2]), bd, role, last=last)
        self.spec, self.prof = spec, prof
        self.rpps, self.adeli = ids.rpps(r), ids.adeli(r)
        self.mail = ids.mail_local(self.first, self.last) + "@" + (web or c.web)

    def dr(self, style=0):
        """0 "Dr Jean-Hugues PAYET" (or "Pr"), 1 "Dr J.-H. Payet", 2 "Docteur PAYET", 3 "PAYET Jean-Hugues",
        4 "Jean-Hugues Payet", 5 "J.-H. PAYET"."""
        t = "Pr" if self.prof else "Dr"
        return {0: lambda: [t + " ", self.PRE(), " ", self.NOM()], 1: lambda: [t + " ", self.PRE("init"), " ", self.NOM("title")],
                2: lambda: [("Professeur " if self.prof else "Docteur ") + "", self.NOM()], 3: lambda: [self.NOM(), " ", self.PRE()],
                4: lambda: [self.PRE(), " ", self.NOM("title")], 5: lambda: [self.PRE("init"), " ", self.NOM()]}[style % 6]()

    def RPPS(self, long=False):
        return V("RPPS", ("8" + self.rpps) if long else self.rpps)

    def ADELI(self):
        return V("ADELI", self.adeli)


class Ctx:
    def __init__(self, i, seed, shape, npl):
        r = self.r = random.Random(seed * 7919 + i * 104729 + 57)
        self.i, self.seed, self.shape, self.npl = i, seed, shape, npl
        self.day = datetime.date(2025, r.randint(1, 10), r.randint(1, 26))
        self.pool, self.used = [], set()
        self.homonym = self.hw_pre = self.hw_post = None
        (self.hosp, self.acr, self.htown, self.hcp, self.hstreet, self.web) = ids.HOSPITALS[(i + i // 4 + seed) % len(ids.HOSPITALS)]
        self.sc = ids.SCEN[(i * 3 + seed) % len(ids.SCEN)]
        sex = 2 if shape == "consultation_contraception" else r.choice([1, 1, 2])
        lo, hi = (16, 27) if shape == "consultation_contraception" else (18, 62)
        bd = datetime.date(2025 - r.randint(lo, hi), r.randint(1, 12), r.randint(1, 28))
        married = sex == 2 and r.random() < 0.5 and bd.year < 1996
        self.pat = Person(self, sex, bd, "patient", birth=self.take_name() if married else None)
        lsex = r.choice([1, 2])
        self.link = r.choice(LINKS_F if lsex == 2 else LINKS_M)
        near = self.link in ("compagne", "compagnon")
        lbd = datetime.date(max(1940, bd.year + r.randint(-28, 10)), r.randint(1, 12), r.randint(1, 28))
        self.rel = Person(self, lsex, lbd, "proche", home=self.pat.home if near else Home(self, avoid=(self.pat.home.town,)))
        psex = [1 if sex == 2 else r.choice([1, 2]) for _ in range(4)]
        self.partners = [Partner(self, psex[k], k) for k in range(2 + (i % 3))]
        self.doc = Pro(self, spec="médecin du CeGIDD", homonym=True)
        self.infect = Pro(self, spec="infectiologue", prof=r.random() < 0.3)
        self.bio = Pro(self, spec="biologiste médical")
        self.pharma = Pro(self, spec="pharmacien")
        self.ide = Pro(self, "soignant", spec="infirmier" if r.random() < 0.4 else "infirmière")
        self.sf = Pro(self, spec="sage-femme")
        self.cons = Pro(self, "soignant", spec="conseillère en santé sexuelle", sex=2)
        self.psy = Pro(self, "soignant", spec="psychologue")
        self.as_ = Pro(self, "soignant", spec="assistante sociale", sex=2)
        self.gp = Pro(self, spec="médecin généraliste", web="medecin-fictif.re")
        self.gp.home = Home(self, avoid=(self.pat.home.town,))
        yy = self.day.year % 100
        self.ipp = ["97%08d" % r.randint(0, 99999999), "%s-%07d" % (self.acr, r.randint(0, 9999999)), "%d%s%05d" % (r.randint(1, 9), ids.code(r, 2), r.randint(0, 99999))][i % 3]
        self.nda = ["%02dR%06d" % (yy, r.randint(1, 999999)), "V%d-%06d" % (self.day.year, r.randint(1, 999999)),
                    "%02d %03d %03d" % (yy, r.randint(1, 999), r.randint(1, 999))][(i // 3) % 3]
        self.ids = {"num_anonymat": ["AN-%02d-%05d" % (yy, r.randint(1, 99999)), "974-CG-%02d-%04d%s" % (yy, r.randint(1, 9999), ids.code(r, 1)),
                                     "ANO%02d%s%04d" % (yy, ids.code(r, 2), r.randint(1, 9999))][i % 3],
                    "num_dossier": "CG%s/%02d/%05d" % (self.acr[:2], yy, r.randint(1, 99999)),
                    "num_prelevement": ["%02d%02d%05d" % (yy, self.day.month, r.randint(1, 99999)), "P%02d-%06d" % (yy, r.randint(1, 999999)),
                                        "ECH-974-%05d" % r.randint(1, 99999)][(i + 1) % 3],
                    "num_ordonnance": "ORD-%d-%06d" % (self.day.year, r.randint(1, 999999)),
                    "num_edo": "EDO-%d-974-%05d" % (self.day.year, r.randint(1, 99999)),
                    "code_anonymisation": "".join(r.choice("0123456789ABCDEF") for _ in range(16)),
                    "num_notification": "NP-%02d%02d-%03d" % (yy, self.day.month, r.randint(1, 999))}
        self.finess = ids.finess(r)
        self.hnum, self.htel, self.hfax = r.randint(1, 80), ids.phone(r, False, i + 1), ids.phone(r, False, i + 2)
        self.ctel, self.cmob = ids.phone(r, False, i + 3), ids.phone(r, True, i + 4)
        self.lab, self.lab_acr = ids.LABS[(i + seed) % len(ids.LABS)]
        self.pharmacy = ids.PHARMACIES[(i + seed) % len(ids.PHARMACIES)]
        self.planning = ids.PLANNINGS[(i + seed) % len(ids.PLANNINGS)]
        self.asso = ids.ASSOS[(i + seed) % len(ids.ASSOS)]
        self.h = r.randint(152, 188) if sex == 1 else r.randint(150, 176)
        self.w = r.randint(48, 98)
        self.h0 = r.choice([8, 9, 10, 13, 14])
        self.crea = 62 + (i * 7) % 38
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

    def LAB(self):
        return V("ETABLISSEMENT", self.lab, "etablissement")

    def E(self, name):
        return V("ETABLISSEMENT", name, "etablissement")

    def HVILLE(self, caps=False):
        return V("VILLE", self.htown.upper() if caps else self.htown)

    def head(self, service="CeGIDD - centre gratuit d'information, de dépistage et de diagnostic"):
        return {"name": R(self.H()), "service": service,
                "lines": [R(V("ADRESSE", "%d %s" % (self.hnum, self.hstreet))), R(V("CODE_POSTAL", self.hcp), " ", self.HVILLE(True), " CEDEX")],
                "contact": [R("Accueil ", V("TELEPHONE", self.htel), " - CeGIDD ", V("TELEPHONE", self.ctel)),
                            R(V("EMAIL", "cegidd@" + self.web))],
                "legal": R("FINESS ", V("FINESS", self.finess))}

    def lab_head(self):
        return {"name": R(self.LAB(), " (", V("ETABLISSEMENT", self.lab_acr, "sigle"), ")"), "service": "Biologie médicale - sérologie et biologie moléculaire",
                "lines": [R("Site de ", self.HVILLE())], "contact": [R("Secrétariat ", V("TELEPHONE", self.hfax))], "legal": None}

    def place(self, n=0, style=0):
        return R(self.HVILLE(), ", le ", self.cday(n, style))
