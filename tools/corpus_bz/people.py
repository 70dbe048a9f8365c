"""The people and the context of a corpus BZ document (content.py, content_b.py): the patient with the writings of his
or her names (capitals, title case, birth name and usage name, initials), birth date and place, home address, phones,
e-mail, NIR, the hospital's IPP and stay number; the trusted person; the RELATIVES of the family tree (names, birth
years, cancers and ages at diagnosis); the team of the pathway (referent oncologist, surgeon, radiologist, pathologist,
radiation oncologist, medical physicist, pharmacist, announcement nurse, coordinating nurse, geneticist and genetic
counsellor, palliative-care physician, psychologist, GP); the letterheads, the identifiers of the pathway and the
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


(ART, ORG, CIM, CCAM, ATC, UCD, PROTO, DOSE, DUR, SCORE, MES, DISP, LOT, BIO, PUB, TNM, MARK, GENE, DOSI, AGE) = map(_k, (
    "ARTICLE", "ORGANISME", "CIM10", "CCAM", "ATC", "UCD", "PROTOCOLE", "DOSE", "DUREE", "SCORE", "MESURE", "DISPOSITIF",
    "LOT", "BIOLOGIE", "NUMERO_PUBLIC", "TNM", "BIOMARQUEUR", "GENETIQUE", "DOSIMETRIE", "AGE"))


class Home:
    def __init__(self, c, avoid=()):
        r = c.r
        towns = [t for t in ids.TOWNS[c.dept] if t[0] not in avoid]
        self.town, self.cp = r.choice(towns)
        if r.random() < 0.2:
            self.street = r.choice(ids.LIEUX_DITS)
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
        """0 "Mme Éloïse FAURE", 1 "FAURE Éloïse", 2 "Mme Éloïse FAURE, née CHASSAGNE", 3 "Éloïse Faure", 4 "Mme FAURE",
        5 "CHASSAGNE épouse FAURE, Éloïse", 6 "FAURE, Éloïse", 7 "Madame Faure", 8 "ÉLOÏSE FAURE", 9 "FAURE (CHASSAGNE)
        Éloïse", 10 "É. FAURE", 11 "Faure É."."""
        s = style % 12
        if s in (2, 5, 9) and not self.birth:
            s = {2: 0, 5: 1, 9: 6}[s]
        return {0: lambda: [self.civ() + " ", self.PRE(), " ", self.NOM()], 1: lambda: [self.NOM(), " ", self.PRE()],
                2: lambda: [self.civ() + " ", self.PRE(), " ", self.NOM(), ", née ", self.BIRTH()],
                3: lambda: [self.PRE(), " ", self.NOM("title")], 4: lambda: [self.civ() + " ", self.NOM()],
                5: lambda: [self.BIRTH(), " épouse ", self.NOM(), ", ", self.PRE()], 6: lambda: [self.NOM(), ", ", self.PRE()],
                7: lambda: [self.civ(True) + " ", self.NOM("title")], 8: lambda: [self.PRE("upper"), " ", self.NOM()],
                9: lambda: [self.NOM(), " (", self.BIRTH(), ") ", self.PRE()], 10: lambda: [self.PRE("init"), " ", self.NOM()],
                11: lambda: [self.NOM("title"), " ", self.PRE("init")]}[s]()

    def dn(self, style=0):
        return V("DATE_NAISSANCE", ids.birth_written(self.bdate, style), "" if self.sub == "patient" else self.sub)

    def year(self):
        return V("DATE_NAISSANCE", str(self.bdate.year), self.sub)

    def age(self, at=None):
        return AGE("%d ans" % ids.age(self.bdate, at or self.c.day))

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
    """A physician (RPPS), a nurse or a psychologist (ADELI), a pharmacist (RPPS), a physicist (no number)."""

    def __init__(self, c, role="medecin", spec="", homonym=False, web=None, prof=False):
        r = c.r
        last = None
        if homonym:
            last, c.homonym, c.hw_pre, c.hw_post = ids.HOMONYMS[(c.i + c.seed) % len(ids.HOMONYMS)]
        bd = datetime.date(c.day.year - r.randint(28, 63), r.randint(1, 12), r.randint(1, 28))
        super().__init__(c, r.choice([1, 2]), bd, role, last=last)
        self.spec, self.prof = spec, prof
        self.rpps, self.adeli = ids.rpps(r), ids.adeli(r, c.dept)
        self.mail = ids.mail_local(self.first, self.last) + "@" + (web or c.web)

    def dr(self, style=0):
        """0 "Dr Jean-Yves MALLET" (or "Pr"), 1 "Dr J.-Y. Mallet", 2 "Docteur MALLET", 3 "MALLET Jean-Yves",
        4 "Jean-Yves Mallet", 5 "J.-Y. MALLET"."""
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
        r = self.r = random.Random(seed * 7919 + i * 104729 + 31)
        self.i, self.seed, self.shape, self.npl = i, seed, shape, npl
        self.day = datetime.date(2025, r.randint(1, 10), r.randint(1, 26))
        self.pool, self.used = [], set()
        self.homonym = self.hw_pre = self.hw_post = None
        (self.hosp, self.acr, self.dept, self.htown, self.hcp, self.hstreet, self.web) = ids.HOSPITALS[(i + i // 4 + seed) % len(ids.HOSPITALS)]
        self.sc = ids.SCEN[(i * 3 + seed) % len(ids.SCEN)]
        sex = 2 if self.sc["organ"] in ("sein", "ovaire") else 1 if self.sc["organ"] == "prostate" else r.choice([1, 2])
        bd = datetime.date(2025 - r.randint(34, 86), r.randint(1, 12), r.randint(1, 28))
        married = sex == 2 and r.random() < 0.8 and bd.year < 1995
        self.pat = Person(self, sex, bd, "patient", birth=self.take_name() if married else None)
        lsex = r.choice([1, 2])
        self.link = r.choice(LINKS_F if lsex == 2 else LINKS_M)
        near = self.link in ("épouse", "époux", "compagne", "compagnon")
        lbd = datetime.date(max(1935, bd.year + r.randint(-25, 25)), r.randint(1, 12), r.randint(1, 28))
        self.rel = Person(self, lsex, lbd, "proche", home=self.pat.home if near else Home(self, avoid=(self.pat.home.town,)))
        self.onco = Pro(self, spec="oncologue médical", homonym=True)
        self.chir = Pro(self, spec="chirurgien", prof=r.random() < 0.3)
        self.radio = Pro(self, spec="radiologue")
        self.patho = Pro(self, spec="pathologiste")
        self.rth = Pro(self, spec="oncologue radiothérapeute")
        self.phys = Pro(self, "soignant", spec="physicien médical")
        self.pharma = Pro(self, spec="pharmacien")
        self.ide = Pro(self, "soignant", spec="infirmière d'annonce")
        self.idec = Pro(self, "soignant", spec="infirmière de coordination")
        self.genet = Pro(self, spec="oncogénéticien", prof=True)
        self.cg = Pro(self, "soignant", spec="conseillère en génétique")
        self.palli = Pro(self, spec="médecin de soins palliatifs")
        self.psy = Pro(self, "soignant", spec="psychologue")
        self.gp = Pro(self, spec="médecin généraliste", web="medecin-fictif.fr")
        self.gp.home = Home(self, avoid=(self.pat.home.town,))
        self.organ_dr = Pro(self, spec={"sein": "gynécologue", "côlon": "gastro-entérologue", "poumon": "pneumologue", "prostate": "urologue",
                                        "larynx": "ORL", "ovaire": "gynécologue", "rectum": "gastro-entérologue", "pancréas": "gastro-entérologue"}[self.sc["organ"]])
        yy = self.day.year % 100
        self.ipp = ["%010d" % r.randint(6300000000, 6399999999), "P%s-%07d" % (self.dept, r.randint(0, 9999999)), "%s%08d" % (self.acr[:2], r.randint(0, 99999999))][i % 3]
        self.nda = ["%02d%s%07d" % (yy, "HAJ"[r.randint(0, 2)], r.randint(1, 9999999)), "SE%02d%06d" % (yy, r.randint(1, 999999)),
                    "%02d.%03d.%04d" % (yy, r.randint(1, 999), r.randint(1, 9999))][(i // 3) % 3]
        self.ids = {"num_dcc": "DCC-%s-%d-%06d" % (self.dept, self.day.year, r.randint(1, 999999)),
                    "num_rcp": "RCP%02d-%04d" % (yy, r.randint(1, 9999)),
                    "num_prelevement": ["H%02d-%05d" % (yy, r.randint(1, 99999)), "%02dB%06d" % (yy, r.randint(1, 999999)), "AP-%d-%05d" % (self.day.year, r.randint(1, 99999))][i % 3],
                    "num_analyse": "OG%02d-%04d-%s" % (yy, r.randint(1, 9999), ids.code(r, 2)),
                    "num_plan": "RT%02d-%04d/%s" % (yy, r.randint(1, 9999), "ABC"[r.randint(0, 2)]),
                    "num_preparation": "PRP-%02d%02d%02d-%03d" % (yy, self.day.month, self.day.day, r.randint(1, 999)),
                    "num_registre": "RGA-%s-%02d-%05d" % (self.dept, yy, r.randint(1, 99999)),
                    "num_ald": "%s%02d%07d" % (self.dept, yy, r.randint(1, 9999999)),
                    "num_pv": "PV-%s%02d-%05d" % (ids.code(r, 3), yy, r.randint(1, 99999))}
        self.bloc = self.ids["num_prelevement"] + "-A%d" % r.randint(1, 6)
        self.finess = ids.finess(r, self.dept)
        self.hnum, self.htel, self.hfax = r.randint(1, 80), ids.phone(r, False, i + 1), ids.phone(r, False, i + 2)
        self.idec_tel, self.hdj_tel = ids.phone(r, False, i + 3), ids.phone(r, False, i + 4)
        self.rtc, self.rtc_acr = ids.RT_CENTRES[(i + seed) % len(ids.RT_CENTRES)]
        self.clinic, self.clinic_acr = ids.CLINICS[(i + seed) % len(ids.CLINICS)]
        self.h = r.randint(152, 186) if sex == 1 else r.randint(150, 174)
        self.w = r.randint(52, 96)
        self.bsa = ids.bsa(self.h, self.w)
        self.h0 = r.choice([8, 9, 10, 13, 14])
        self.fam = self.family(r)

    def family(self, r):
        """The relatives of the pedigree: (link, Person, cancer or None, age at diagnosis or None, alive)."""
        p, cancers = self.pat, ids.CANCERS_FAM[self.sc["fam"]]
        out = []
        mb = datetime.date(p.bdate.year - r.randint(22, 34), r.randint(1, 12), r.randint(1, 28))
        mother = Person(self, 2, mb, "apparente", birth=None)
        out.append(("mère", mother, cancers[0], r.randint(44, 68), r.random() < 0.4))
        aunt = Person(self, 2, datetime.date(mb.year + r.choice([-4, -2, 3, 5]), r.randint(1, 12), r.randint(1, 28)), "apparente", last=mother.last)
        out.append(("tante maternelle", aunt, cancers[1], r.randint(38, 70), r.random() < 0.5))
        gm = Person(self, 2, datetime.date(mb.year - r.randint(22, 32), r.randint(1, 12), r.randint(1, 28)), "apparente", last=mother.last)
        out.append(("grand-mère maternelle", gm, cancers[2], r.randint(50, 79), False))
        sib_sex = r.choice([1, 2])
        sib = Person(self, sib_sex, datetime.date(p.bdate.year + r.choice([-6, -3, 2, 4]), r.randint(1, 12), r.randint(1, 28)), "apparente",
                     last=p.birth or p.last)
        out.append(("sœur" if sib_sex == 2 else "frère", sib, None, None, True))
        return out

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
        return V("IDENTIFIANT", self.bloc if what == "num_bloc" else self.ids[what], "num_prelevement" if what == "num_bloc" else what)

    def H(self):
        return V("ETABLISSEMENT", self.hosp, "etablissement")

    def ACR(self):
        return V("ETABLISSEMENT", self.acr, "sigle")

    def RTC(self):
        return V("ETABLISSEMENT", self.rtc, "etablissement")

    def HVILLE(self, caps=False):
        return V("VILLE", self.htown.upper() if caps else self.htown)

    def CPAM(self):
        return ORG(ids.CPAM[self.dept])

    def head(self, service="Département d'oncologie médicale"):
        return {"name": R(self.H()), "service": service,
                "lines": [R(V("ADRESSE", "%d %s" % (self.hnum, self.hstreet))), R(V("CODE_POSTAL", self.hcp), " ", self.HVILLE(True), " CEDEX")],
                "contact": [R("Standard ", V("TELEPHONE", self.htel), " - hôpital de jour ", V("TELEPHONE", self.hdj_tel)),
                            R(V("EMAIL", "oncologie@" + self.web))],
                "legal": R("FINESS ", V("FINESS", self.finess))}

    def rt_head(self):
        return {"name": R(self.RTC(), " (", V("ETABLISSEMENT", self.rtc_acr, "sigle"), ")"), "service": "Radiothérapie - physique médicale",
                "lines": [R("Plateau technique associé au ", self.ACR())], "contact": [R("Secrétariat ", V("TELEPHONE", self.hfax))], "legal": None}

    def place(self, n=0, style=0):
        return R(self.HVILLE(), ", le ", self.cday(n, style))

    def team_sig(self, pro, style=0, num="rpps"):
        return [R(*pro.dr(style)), R(pro.spec), R({"rpps": "RPPS ", "adeli": "ADELI "}[num], pro.RPPS() if num == "rpps" else pro.ADELI())]
