"""Fictional cases (patient, relatives, professionals, establishments) and the ways to print them."""

from __future__ import annotations

import datetime as dt
import random
import re
import unicodedata
from dataclasses import dataclass, field

from . import data, ids
from .model import Doc


def strip_accents(s: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")


def upper(s: str) -> str:
    return s.upper()


def slug(s: str) -> str:
    return re.sub(r"[^a-z]", "", strip_accents(s).lower())


# ------------------------------------------------------------------ people and places

@dataclass
class Address:
    num: str
    street_type: str
    street: str
    street_main: str
    extra: str = ""         # résidence / lieu-dit / bâtiment line
    extra_main: str = ""
    postcode: str = ""
    town: str = ""
    bp: str = ""            # "BP 20145" / "CS 40123"
    cedex: bool = False


@dataclass
class Person:
    sex: int
    first: str
    last: str
    last_main: str = ""
    maiden: str = ""
    birth: dt.date | None = None
    nir: str = ""
    address: Address | None = None
    phone: str = ""
    mobile: str = ""
    email: str = ""
    nia: str = ""
    birth_place: str = ""
    title: str = ""         # Dr, Pr, Mme, M.
    role: str = ""          # specialty / relationship
    rpps: str = ""
    adeli: str = ""


@dataclass
class Etab:
    kind: str
    full: str
    distinct: str
    acronym: str | None
    address: Address
    phone: str
    fax: str
    finess: str
    domain: str


@dataclass
class Case:
    rng: random.Random
    patient: Person
    relatives: list
    pros: list
    mt: Person
    mt_cab: Etab
    etab: Etab
    others: dict
    ref: dt.date
    ipp: str
    nda: str
    care_style: str
    used: set = field(default_factory=set)


class Pools:
    """Draw without repetition inside one document (distinct probes)."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.taken: set = set()

    def pick(self, seq, key=lambda x: x):
        cands = [x for x in seq if key(x) not in self.taken]
        x = self.rng.choice(cands)
        self.taken.add(key(x))
        return x


def phone_number(rng, prefix: str, mobile: bool = False) -> str:
    if mobile:
        return rng.choice(["06", "07"]) + "".join(str(rng.randint(0, 9)) for _ in range(8))
    return prefix + str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(7))


def make_address(rng, pools: Pools, town, extra_kind: str | None = None, bp: bool = False) -> Address:
    name, main = pools.pick(data.STREETS, key=lambda x: x[1])
    stype = rng.choice(data.STREET_TYPES)
    num = str(rng.randint(1, 148)) + rng.choice(["", "", "", "", " bis", " ter"])
    a = Address(num=num, street_type=stype, street=name, street_main=main, postcode=town[1], town=town[0])
    if extra_kind == "residence":
        r, rm = pools.pick(data.RESIDENCES, key=lambda x: x[1])
        a.extra = "Résidence %s, bât. %s, appt %d" % (r, rng.choice("ABCDEF"), rng.randint(1, 48))
        a.extra_main = rm
    elif extra_kind == "lieudit":
        l, lm = pools.pick(data.LIEUX_DITS, key=lambda x: x[1])
        a.extra = "Lieu-dit %s" % l
        a.extra_main = lm
    if bp:
        a.bp = rng.choice(["BP", "CS"]) + " " + str(rng.randint(10, 90)) + "%03d" % rng.randint(0, 999)
        a.cedex = True
        a.postcode = a.postcode[:-1] + str(rng.randint(1, 9))  # CEDEX codes differ from the town code
    return a


def make_person(rng, pools: Pools, sex: int, birth: dt.date | None, town, particle_ok=True) -> Person:
    if particle_ok and rng.random() < 0.18:
        last, main = pools.pick(data.PARTICLE_SURNAMES, key=lambda x: x[1])
    else:
        last = pools.pick(data.SURNAMES)
        main = ""
    first = pools.pick(data.FEMALE if sex == 2 else data.MALE)
    p = Person(sex=sex, first=first, last=last, last_main=main, birth=birth)
    return p


def make_etab(rng, pools: Pools, kind: str, town) -> Etab:
    full, distinct, acro = pools.pick(data.ESTABLISHMENTS[kind], key=lambda x: x[1])
    full = full.replace("{town}", town[0])
    distinct = distinct.replace("{town}", town[0])
    if acro is None and kind == "hopital":
        acro = "CH" + "".join(w[0] for w in re.split(r"[- ]", town[0]) if w and w[0].isupper())
    addr = make_address(rng, pools, town, bp=kind in ("hopital", "clinique") and rng.random() < 0.6)
    dom = slug(distinct)[:14] or "sante"
    domain = {"hopital": "ch-%s.fr", "clinique": "clinique-%s.fr", "labo": "%s-bio.fr", "imagerie": "imagerie-%s.fr",
              "cabinet": "cabinet-%s.fr", "ehpad": "ehpad-%s.fr", "pharmacie": "pharmacie-%s.fr", "ssr": "%s-smr.fr"}[kind] % dom
    return Etab(kind=kind, full=full, distinct=distinct, acronym=acro, address=addr,
                phone=phone_number(rng, town[3]), fax=phone_number(rng, town[3]),
                finess=ids.finess(rng, town[2] if town[2].isdigit() else "20"), domain=domain)


SPECIALTIES = ["cardiologue", "pneumologue", "gastro-entérologue", "neurologue", "gériatre", "endocrinologue",
               "chirurgien viscéral", "chirurgien orthopédiste", "radiologue", "biologiste", "urologue", "rhumatologue",
               "anesthésiste-réanimateur", "urgentiste"]


def make_pro(rng, pools: Pools, role: str, town, etab: Etab | None = None, title: str | None = None) -> Person:
    sex = rng.choice([1, 2])
    p = make_person(rng, pools, sex, None, town, particle_ok=True)
    paramed = ("IDE", "IDE libéral", "IBODE", "cadre de santé", "kinésithérapeute", "orthophoniste", "assistante sociale", "secrétaire")
    p.title = title or ("Mme" if sex == 2 else "M.") if role in paramed else (title or "Dr")
    p.role = role
    p.rpps = ids.rpps(rng)
    if role in ("kinésithérapeute", "IDE libéral", "orthophoniste"):
        p.adeli = ids.adeli(rng, town[2] if town[2].isdigit() else "20")
    p.phone = phone_number(rng, town[3])
    dom = etab.domain if etab else rng.choice(data.EMAIL_DOMAINS)
    p.email = "%s.%s@%s" % (slug(p.first)[:1] if rng.random() < 0.5 else slug(p.first), slug(p.last_main or p.last), dom)
    return p


def make_case(rng: random.Random, main_kind: str = "hopital", age_range=(19, 96), sex: int | None = None) -> Case:
    pools = Pools(rng)
    town = rng.choice(data.TOWNS)
    near = [t for t in data.TOWNS if t[2] == town[2] or t[3] == town[3]]
    ptown = rng.choice(near)
    ref = dt.date(2023, 1, 9) + dt.timedelta(days=rng.randint(0, 900))
    age = rng.randint(*age_range)
    birth = dt.date(ref.year - age, rng.randint(1, 12), 1)
    birth = birth + dt.timedelta(days=rng.randint(0, 27))
    if birth >= dt.date(ref.year - age + 1, 1, 1):
        birth = dt.date(ref.year - age, 12, 28)
    sex = sex or rng.choice([1, 2])
    pat = make_person(rng, pools, sex, birth, ptown)
    if sex == 2 and rng.random() < 0.55:
        pat.maiden = pools.pick(data.SURNAMES)
    btown = rng.choice(data.TOWNS)
    dept = btown[2]
    pat.nir = ids.nir(rng, sex, birth, dept, btown[4])
    pat.birth_place = btown[0]
    if rng.random() < 0.15:  # born abroad, still waiting for a NIR: temporary number (NIA)
        code, country = rng.choice([("352", "Algérie"), ("350", "Maroc"), ("139", "Portugal"), ("351", "Tunisie"), ("134", "Espagne")])
        pat.nia = ids.nir(rng, sex, birth, "99", code, nia=True)
        pat.birth_place = country
    extra = rng.choice([None, None, "residence", "lieudit"])
    pat.address = make_address(rng, pools, ptown, extra_kind=extra)
    pat.phone = phone_number(rng, ptown[3])
    pat.mobile = phone_number(rng, ptown[3], mobile=True)
    pat.email = "%s.%s%s@%s" % (slug(pat.first), slug(pat.last_main or pat.last), rng.choice(["", str(birth.year % 100), str(rng.randint(1, 99))]),
                                rng.choice(data.EMAIL_DOMAINS))
    etab = make_etab(rng, pools, main_kind, town)
    # relatives
    rels = []
    if age > 30:
        spouse = make_person(rng, pools, 3 - sex, None, ptown)
        spouse.last = pat.last if rng.random() < 0.5 else spouse.last
        spouse.last_main = pat.last_main if spouse.last == pat.last else spouse.last_main
        spouse.role = "épouse" if sex == 1 else "époux"
        spouse.mobile = phone_number(rng, ptown[3], mobile=True)
        rels.append(spouse)
    child = make_person(rng, pools, rng.choice([1, 2]), None, ptown)
    child.role = "fille" if child.sex == 2 else "fils"
    if age < 30:
        child.role = "mère" if child.sex == 2 else "père"
    child.mobile = phone_number(rng, ptown[3], mobile=True)
    child.email = "%s.%s@%s" % (slug(child.first), slug(child.last_main or child.last), rng.choice(data.EMAIL_DOMAINS))
    rels.append(child)
    # attending GP and cabinet
    mt_cab = make_etab(rng, pools, "cabinet", ptown)
    mt = make_pro(rng, pools, "médecin généraliste", ptown, mt_cab)
    pros = [make_pro(rng, pools, rng.choice(SPECIALTIES), town, etab) for _ in range(3)]
    ipp_style = rng.choice(["num8", "num10", "zero", "prefix"])
    ipp = {"num8": ids.digits(rng, 8), "num10": ids.digits(rng, 10), "zero": "00" + ids.digits(rng, 7),
           "prefix": rng.choice(["P", "I", "H"]) + ids.digits(rng, 7)}[ipp_style]
    yy = "%02d" % (ref.year % 100)
    nda = rng.choice([yy + ids.digits(rng, 7, False), "V" + yy + "-" + ids.digits(rng, 7, False),
                      "S%d/%s" % (ref.year, ids.digits(rng, 6, False)), "E-" + ids.digits(rng, 9, False),
                      "%s%s" % (yy, ids.digits(rng, 8, False))])
    return Case(rng=rng, patient=pat, relatives=rels, pros=pros, mt=mt, mt_cab=mt_cab, etab=etab,
                others={"pools": pools, "town": town, "ptown": ptown}, ref=ref, ipp=ipp, nda=nda,
                care_style=rng.choice(["slash", "slash", "text", "dot", "slash2", "dash"]))


def age_years(birth: dt.date, on: dt.date) -> int:
    return on.year - birth.year - ((on.month, on.day) < (birth.month, birth.day))


# ------------------------------------------------------------------ printing values (marked)

class W:
    """Printer bound to one document: every personal value or decoy is marked."""

    def __init__(self, d: Doc, c: Case):
        self.d = d
        self.c = c
        self.rng = c.rng

    # names -------------------------------------------------------
    def nom(self, p: Person, case: str = "upper", owner: str = "") -> str:
        owner = owner or ("patient" if p is self.c.patient else "")
        text = p.last
        main = p.last_main
        if case == "upper":
            text, main = upper(text), upper(main)
        elif case == "plain_upper":
            text, main = strip_accents(upper(text)), strip_accents(upper(main))
        elif case == "lower":
            text, main = text.lower(), main.lower()
        return self.d.pii(text, "NOM", extra=[main] if main else [], owner=owner)

    def maiden(self, p: Person, case: str = "upper") -> str:
        t = p.maiden.upper() if case == "upper" else (p.maiden.lower() if case == "lower" else p.maiden)
        return self.d.pii(t, "NOM", owner="patient" if p is self.c.patient else "")

    def prenom(self, p: Person, case: str = "title", owner: str = "") -> str:
        owner = owner or ("patient" if p is self.c.patient else "")
        t = p.first
        if case == "upper":
            t = upper(t)
        elif case == "lower":
            t = t.lower()
        elif case == "initial" and not t.startswith("M"):  # "M." would be read as Monsieur
            t = "-".join(part[0] + "." for part in t.split("-"))
        return self.d.pii(t, "PRENOM", owner=owner)

    def full(self, p: Person, fmt: str = "LAST First") -> str:
        if fmt == "LAST First":
            return "%s %s" % (self.nom(p), self.prenom(p))
        if fmt == "First LAST":
            return "%s %s" % (self.prenom(p), self.nom(p))
        if fmt == "LAST FIRST":
            return "%s %s" % (self.nom(p), self.prenom(p, "upper"))
        if fmt == "First Last":
            return "%s %s" % (self.prenom(p), self.nom(p, "title"))
        if fmt == "Last First":
            return "%s %s" % (self.nom(p, "title"), self.prenom(p))
        if fmt == "I. LAST":
            return "%s %s" % (self.prenom(p, "initial"), self.nom(p))
        if fmt == "I. Last":
            return "%s %s" % (self.prenom(p, "initial"), self.nom(p, "title"))
        if fmt == "PLAIN":
            return "%s %s" % (self.nom(p, "plain_upper"), self.prenom(p, "upper") if self.rng.random() < 0.5 else self.prenom(p))
        if fmt == "lower":
            return "%s %s" % (self.prenom(p, "lower"), self.nom(p, "lower"))
        raise ValueError(fmt)

    def civ(self, p: Person, long: bool = False) -> str:
        if p.title in ("Dr", "Pr"):
            return {"Dr": "Docteur", "Pr": "Professeur"}[p.title] if long else p.title
        if long:
            return "Madame" if p.sex == 2 else "Monsieur"
        return "Mme" if p.sex == 2 else "M."

    def pro(self, p: Person, fmt: str = "Dr First LAST") -> str:
        t = p.title
        if fmt == "Dr First LAST":
            return "%s %s %s" % (t, self.prenom(p), self.nom(p))
        if fmt == "Dr LAST First":
            return "%s %s %s" % (t, self.nom(p), self.prenom(p))
        if fmt == "Dr First Last":
            return "%s %s %s" % (t, self.prenom(p), self.nom(p, "title"))
        if fmt == "Dr I. LAST":
            return "%s %s %s" % (t, self.prenom(p, "initial"), self.nom(p))
        if fmt == "Dr Last":
            return "%s %s" % (t, self.nom(p, "title"))
        if fmt == "Dr LAST":
            return "%s %s" % (t, self.nom(p))
        raise ValueError(fmt)

    def patient_name_with_maiden(self, fmt: str = "upper") -> str:
        p = self.c.patient
        if fmt == "upper":
            base = "%s %s" % (self.nom(p), self.prenom(p))
            if p.maiden:
                base = "%s née %s %s" % (self.nom(p), self.maiden(p), self.prenom(p))
            return base
        if fmt == "title":
            if p.maiden:
                return "%s %s, née %s" % (self.prenom(p), self.nom(p, "title"), self.maiden(p, "title"))
            return "%s %s" % (self.prenom(p), self.nom(p, "title"))
        raise ValueError(fmt)

    # identity numbers --------------------------------------------
    def ddn(self, style: str | None = None, p: Person | None = None) -> str:
        p = p or self.c.patient
        # spaced digits only when asked for: alone in a cell, pdftotext glues them back together
        style = style or self.rng.choice([x for x in ids.BIRTH_STYLES if x != "spaced_digits"])
        return self.d.pii(ids.fmt_date(p.birth, style), "DATE_NAISSANCE", owner="patient")

    def nir(self, style: str = "spaced", kind: str = "NIR", p: Person | None = None) -> str:
        """The national number as printed; a patient waiting for a NIR shows a NIA instead."""
        p = p or self.c.patient
        if p.nia:
            return self.d.pii(ids.fmt_nir(p.nia, style), "NIA", owner="patient")
        return self.d.pii(ids.fmt_nir(p.nir, style), kind, owner="patient")

    def nir_label(self, p: Person | None = None) -> str:
        p = p or self.c.patient
        return "NIA (numéro d'attente)" if p.nia else "N° de sécurité sociale"

    def siret(self, owner: str = "org") -> str:
        return self.d.pii(ids.siret(self.rng), "SIRET", owner=owner)

    def ipp(self) -> str:
        return self.d.pii(self.c.ipp, "IPP", owner="patient")

    def nda(self) -> str:
        return self.d.pii(self.c.nda, "NUM_SEJOUR", owner="patient")

    def ident(self, text: str, kind: str, owner: str = "patient") -> str:
        return self.d.pii(text, kind, owner=owner)

    def rpps(self, p: Person, eight: bool = False) -> str:
        return self.d.pii(("8" + p.rpps) if eight else p.rpps, "RPPS", owner="pro")

    def adeli(self, p: Person) -> str:
        return self.d.pii(p.adeli, "ADELI", owner="pro")

    def finess(self, e: Etab, one: bool = False) -> str:
        return self.d.pii(("1" + e.finess) if one else e.finess, "FINESS", owner="org")

    # contact -----------------------------------------------------
    def tel(self, num: str, style: str | None = None, owner: str = "") -> str:
        style = style or self.rng.choice(["spaces", "spaces", "dots", "intl", "compact", "intl0", "dashes"])
        return self.d.pii(ids.fmt_phone(num, style), "TELEPHONE", owner=owner)

    def mail(self, addr: str, owner: str = "") -> str:
        return self.d.pii(addr, "EMAIL", owner=owner)

    def street(self, a: Address, owner: str = "") -> str:
        text = "%s %s %s" % (a.num, a.street_type, a.street)
        return self.d.pii(text, "ADRESSE", extra=[a.street_main], owner=owner)

    def extra(self, a: Address, owner: str = "") -> str:
        return self.d.pii(a.extra, "ADRESSE", extra=[a.extra_main], owner=owner)

    def bp(self, a: Address, owner: str = "org") -> str:
        return self.d.pii(a.bp, "ADRESSE", owner=owner)

    def cp(self, a: Address, owner: str = "") -> str:
        return self.d.pii(a.postcode, "CODE_POSTAL", owner=owner)

    def ville(self, a: Address, case: str = "upper", owner: str = "") -> str:
        t = a.town.upper() if case == "upper" else a.town
        return self.d.pii(t, "VILLE", owner=owner)

    def address_lines(self, a: Address, case: str = "upper", owner: str = "") -> list[str]:
        lines = []
        if a.extra and a.extra.startswith("Résidence"):
            lines.append(self.extra(a, owner))
        lines.append(self.street(a, owner))
        if a.extra and a.extra.startswith("Lieu-dit"):
            lines.append(self.extra(a, owner))
        if a.bp:
            lines.append(self.bp(a, owner))
        lines.append("%s %s%s" % (self.cp(a, owner), self.ville(a, case, owner), " CEDEX" if a.cedex else ""))
        return lines

    def address_inline(self, a: Address, case: str = "title", owner: str = "") -> str:
        return ", ".join(self.address_lines(a, case, owner))

    # establishments ----------------------------------------------
    def etab(self, e: Etab, case: str = "title") -> str:
        t = e.full.upper() if case == "upper" else e.full
        dist = e.distinct.upper() if case == "upper" else e.distinct
        return self.d.pii(t, "ETABLISSEMENT", extra=[dist], owner="org")

    def acro(self, e: Etab) -> str:
        return self.d.pii(e.acronym, "ETABLISSEMENT", owner="org")

    # care dates and decoys ---------------------------------------
    def care(self, delta: int = 0, style: str | None = None) -> str:
        dte = self.c.ref + dt.timedelta(days=delta)
        return self.d.date(ids.fmt_date(dte, style or self.c.care_style))

    def care_date(self, delta: int = 0) -> dt.date:
        return self.c.ref + dt.timedelta(days=delta)

    # prose -------------------------------------------------------
    def fill(self, text: str, date_style: str | None = None) -> str:
        p = self.c.patient
        fem = p.sex == 2
        d = self.d

        def rep(m):
            tok = m.group(1)
            if re.fullmatch(r"J([+-]\d+|0)", tok):
                n = 0 if tok == "J0" else int(tok[1:])
                return self.care(n, date_style)
            if len(tok) > 2 and tok[1] == ":":
                code, val = tok[0], tok[2:]
                sub = {"E": "EPONYME", "C": "CODE", "D": "DOSE", "L": "LOT", "B": "BIOLOGIE", "M": "MEDICAMENT",
                       "A": "ACRONYME", "N": "NOMBRE", "S": "SALLE"}.get(code)
                if code == "W":
                    return d.word(val)
                if sub is None:
                    raise ValueError(tok)
                if code in "BN" and not ("," in val or " " in val or "/" in val or len(val) >= 4):
                    return val  # a bare short number is no probe: it also occurs inside phones and addresses
                return d.decoy(val, sub)
            simple = {"civ": "Mme" if fem else "M.", "Civ": "Madame" if fem else "Monsieur", "e": "e" if fem else "",
                      "il": "elle" if fem else "il", "Il": "Elle" if fem else "Il", "le": "la" if fem else "le",
                      "Le": "La" if fem else "Le", "ne": "ne" if fem else "", "se": "se" if fem else "",
                      "age": "%d ans" % age_years(p.birth, self.c.ref)}
            if tok in simple:
                return simple[tok]
            if tok == "nom":
                return self.nom(p, "title")
            if tok == "NOM":
                return self.nom(p)
            if tok == "prenom":
                return self.prenom(p)
            if tok == "mt":
                return self.pro(self.c.mt, "Dr First Last")
            if tok == "mt_nom":
                return self.pro(self.c.mt, "Dr Last")
            raise ValueError("balise inconnue %r" % tok)

        return re.sub(r"\{([^{}]+)\}", rep, text)
