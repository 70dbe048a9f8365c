"""Shared writing helpers: a case (patient, establishment, staff), and the many ways each value is written."""

from __future__ import annotations

import datetime as dt

from . import data
from .ident import (BIRTH_STYLES, CARE_STYLES, NIR_STYLES, PHONE_STYLES, age_at, fmt_date, fmt_nir, fmt_phone,
                    strip_accents)
from .model import R

PARTICLES = {"de", "du", "des", "d'", "Le", "La", "Van", "der", "Ben", "Dos", "Da", "El", "Des", "LE", "LA", "DE", "DU",
             "DES", "VAN", "DER", "BEN", "DOS", "DA", "EL"}


def de(x: str) -> str:
    """French elision: "de Agen" -> "d'Agen", "de Le Mans" -> "du Mans"."""
    if x[:3] in ("Le ", "LE "):
        return ("du " if x[0] == "L" and x[1] == "e" else "DU ") + x[3:]
    if x[:4] in ("Les ", "LES "):
        return ("des " if x[1] == "e" else "DES ") + x[4:]
    if x[:1].lower() in "aeiouyéèêâîôœh":
        return ("d'" if not x.isupper() else "D'") + x
    return ("de " if not x.isupper() else "DE ") + x


def prep_de(x: str) -> str:
    """The preposition alone: "d'" before a vowel or mute h, else "de "."""
    return "d'" if x[:1].lower() in "aeiouyéèêâîôœh" else "de "


class Case:
    """Everything one document talks about."""

    def __init__(self, doc, sex=None, age=(18, 95), ref=None):
        self.doc = doc
        r = self.r = doc.rng
        fac = self.fac = doc.fac
        self.ref = ref or dt.date(2023, 1, 2) + dt.timedelta(days=r.randint(0, 800))
        town, pc = fac.commune()
        self.town, self.pc = town, pc
        fac.near = pc[:2]
        sex = sex or r.choice("MF")
        self.pt = fac.person(sex=sex, age=age, ref=self.ref,
                             surname_style="homonym" if r.random() < (0.4 if sex == "M" else 0.12) else None)
        self.homonym = data.HOMONYM_SURNAMES.get(self.pt.surname)
        self.caps_accents = r.random() < 0.6       # capitals keep their accents
        self.upper_particle = r.random() < 0.5     # "DE ROQUEFEUIL" vs "de ROQUEFEUIL"
        self.ipp = self._ipp()
        self.nda = self._nda()
        self.finess = fac.finess(pc[:2] if pc[:2].isdigit() and not pc.startswith("97") else None)
        self.phone_style = r.choice(PHONE_STYLES)
        self.care_style = r.choice(CARE_STYLES)
        self.birth_style = r.choice(BIRTH_STYLES)

    def etab(self, kind="hospital"):
        r = self.r
        if kind == "hospital":
            name, acr = r.choice([h for h in data.HOSPITALS if data.fits(h[0], self.pc)])
            return name.replace("de {v}", de(self.town)).format(v=self.town), acr.replace("de {v}", de(self.town)).format(v=self.town)
        pool = {"clinic": data.CLINICS, "lab": data.LABS, "ehpad": data.EHPADS, "had": data.HADS,
                "practice": [x for x in data.PRACTICES if "radio" not in x and "imagerie" not in x],
                "imaging": [x for x in data.PRACTICES if "radio" in x or "imagerie" in x]}[kind]
        return r.choice([x for x in pool if data.fits(x, self.pc)]), None

    def rel_age(self, role):
        """Plausible age range of a relative, from the patient's age."""
        a = age_at(self.pt.birth, self.ref)
        kind = {"mère": "parent", "père": "parent", "fils": "child", "fille": "child", "frère": "sibling", "sœur": "sibling",
                "neveu": "nephew", "nièce": "nephew", "belle-fille": "child", "oncle": "parent"}.get(role, "spouse")
        lo, hi = {"parent": (a + 19, a + 40), "child": (a - 40, a - 19), "sibling": (a - 9, a + 9), "nephew": (a - 50, a - 18),
                  "spouse": (a - 9, a + 9)}[kind]
        lo, hi = max(18, lo), max(19, min(98, hi))
        return min(lo, hi - 1), hi

    def insurer(self):
        return self.r.choice([x for x in data.INSURERS if data.fits(x[0], self.pc)])

    def transporter(self):
        return self.r.choice([x for x in data.TRANSPORTERS if data.fits(x, self.pc)])

    def _ipp(self):
        r, fac = self.r, self.fac
        return r.choice([fac.digits(8), "00" + fac.digits(8), fac.digits(10), "%s%s" % (r.choice("PAM"), fac.digits(7)),
                         "%d%s" % (r.randint(1, 9), fac.digits(7))])

    def _nda(self):
        r, fac = self.r, self.fac
        y = self.ref.year % 100
        return r.choice(["%d%s" % (y, fac.digits(8)), "%dV%s" % (y, fac.digits(6)), "S%d-%s" % (y, fac.digits(6)),
                         "1%d%s" % (y, fac.digits(6)), fac.digits(9)])


# ------------------------------------------------------------------ names


def name_probes(text):
    words = text.replace("’", "'").split(" ")
    probes = []
    core = [w for w in words if w not in PARTICLES and not w.endswith("'")]
    if len(words) > 1 and core:
        probes.append(max(core, key=len))
    elif "-" in text:
        parts = [p for p in text.split("-") if len(p) >= 4]
        if parts:
            probes.append(max(parts, key=len))
    if text.startswith(("d'", "D'")) and len(text) > 5:
        probes.append(text[2:])
    return probes


def cased(case, name, how):
    if how == "upper":
        if case.upper_particle:
            s = name.upper()
        else:
            ws = name.split(" ")
            s = " ".join(w if w in PARTICLES else w.upper() for w in ws)
        return s if case.caps_accents else strip_accents(s)
    if how == "lower" and not (case.homonym and case.homonym in name.lower()):
        return name.lower()
    if how == "lower":
        return name
    return name


def nom(doc, case, person, how="upper", critical=None, style=""):
    text = cased(case, person.surname, how)
    crit = (person is case.pt) if critical is None else critical
    return doc.pii("NOM", text, critical=crit, probes=name_probes(text), style=style)


def nom_naissance(doc, case, person, how="upper", style=""):
    text = cased(case, person.birth_name, how)
    return doc.pii("NOM", text, critical=person is case.pt, probes=name_probes(text), subtype="naissance", style=style)


def prenom(doc, case, person, how="title", k=0, critical=None, style=""):
    text = person.first[k]
    text = text.upper() if how == "upper" else (text.lower() if how == "lower" else text)
    crit = (person is case.pt) if critical is None else critical
    return doc.pii("PRENOM", text, critical=crit, style=style)


def civ(person, short=True):
    if person.sex == "M":
        return "M." if short else "Monsieur"
    return "Mme" if short else "Madame"


def person_runs(doc, case, person, form, style=""):
    """A person's name in one of many writings (list of runs)."""
    P = lambda how="title", k=0: prenom(doc, case, person, how, k, style=style)  # noqa: E731
    N = lambda how="upper": nom(doc, case, person, how, style=style)  # noqa: E731
    if form == "NOM Prenom":
        return [N(), " ", P()]
    if form == "Prenom NOM":
        return [P(), " ", N()]
    if form == "civ Prenom Nom":
        return [civ(person) + " ", P(), " ", N("title")]
    if form == "civ NOM Prenom":
        return [civ(person, False) + " ", N(), " ", P()]
    if form == "NOM, Prenom":
        return [N(), ", ", P()]
    if form == "NOM PRENOM":
        return [N(), " ", P("upper")]
    if form == "lower" and case.homonym:
        form = "Nom Prenom"
    if form == "lower":
        return [N("lower"), " ", P("lower")]
    if form == "Nom Prenom":
        return [N("title"), " ", P()]
    if form == "nee":
        if person.birth_name:
            return [civ(person) + " ", N(), " née ", nom_naissance(doc, case, person, "upper", style), " ", P()]
        return [civ(person) + " ", N(), " ", P()]
    raise ValueError(form)


NAME_FORMS = ["NOM Prenom", "NOM Prenom", "Prenom NOM", "civ Prenom Nom", "civ NOM Prenom", "NOM, Prenom",
              "NOM PRENOM", "Nom Prenom", "nee", "nee"]


def doctor_runs(doc, case, d, form=None, with_id=False, style=""):
    r = doc.rng
    form = form or r.choice(["Dr Prenom NOM", "Dr NOM", "Docteur Prenom Nom", "Pr Prenom NOM", "Dr P. NOM", "NOM Prenom"])
    title = d.title or "Dr"
    if form.startswith("Pr"):
        title = "Pr"
    out = []
    if form in ("Dr Prenom NOM", "Pr Prenom NOM"):
        out = [title + " ", prenom(doc, case, d, style=style), " ", nom(doc, case, d, "upper", style=style)]
    elif form == "Dr NOM":
        out = [title + " ", nom(doc, case, d, "upper", style=style)]
    elif form == "Docteur Prenom Nom":
        out = ["Docteur ", prenom(doc, case, d, style=style), " ", nom(doc, case, d, "title", style=style)]
    elif form == "Dr P. NOM":
        out = [title + " " + d.prenom[0] + ". ", nom(doc, case, d, "upper", style=style)]
    elif form == "NOM Prenom":
        out = [nom(doc, case, d, "upper", style=style), " ", prenom(doc, case, d, style=style)]
    if with_id:
        out += [" — " if r.random() < 0.5 else ", "] + rpps_runs(doc, d)
    return out


def rpps_runs(doc, d, label=True):
    if d.adeli and doc.rng.random() < 0.5:
        v = d.adeli if doc.rng.random() < 0.6 else "%s %s %s %s" % (d.adeli[:2], d.adeli[2], d.adeli[3:8], d.adeli[8])
        return (["ADELI "] if label else []) + [doc.pii("RPPS", v, subtype="ADELI")]
    lab = doc.rng.choice(["RPPS ", "RPPS : ", "N° RPPS ", "RPPS n° "])
    return ([lab] if label else []) + [doc.pii("RPPS", d.rpps)]


# ------------------------------------------------------------------ values


def ddn(doc, case, person=None, style=None, st=""):
    person = person or case.pt
    style = style or case.birth_style
    text = fmt_date(person.birth, style)
    probes = []
    if style in ("wlong", "Wlong", "wlong1"):
        probes.append(text.split(" ", 1)[1])
    return doc.pii("DATE_NAISSANCE", text, critical=person is case.pt, probes=probes, style=st)


def age(doc, case, when=None, person=None, form=None):
    person = person or case.pt
    a = age_at(person.birth, when or case.ref)
    form = form or doc.rng.choice(["{} ans", "{} ans", "{} ans", "{}ans", "{} ANS"])
    if a < 2:
        months = (((when or case.ref) - person.birth).days) // 30
        text = "%d mois" % months
    else:
        text = form.format(a)
    return doc.pii("AGE", text)


def nir(doc, case, person=None, style=None, key=True):
    person = person or case.pt
    style = style or doc.rng.choice(NIR_STYLES)
    return doc.pii("NIR", fmt_nir(person.nir, style), critical=person is case.pt)


def phone(doc, case, num, style=None, st=""):
    return doc.pii("TEL", fmt_phone(num, style or case.phone_style), style=st)


def email(doc, case, addr, person=None):
    return doc.pii("EMAIL", addr, critical=person is case.pt if person else False)


def care(doc, case, d, style=None, st=""):
    return doc.care(fmt_date(d, style or case.care_style), style=st)


def street_runs(doc, case, person, caps=False):
    num, typ, name, comp = person.street
    out = []
    if comp:
        out.append([doc.pii("ADRESSE", comp, probes=[comp.split(",")[0].split(" ", 1)[1]] if " " in comp else [])])
    if num:
        line = "%s %s %s" % (num, typ, name)
        if caps:
            line, name = line.upper(), name.upper()
        if doc.rng.random() < 0.25 and not caps:
            line = "%s, %s %s" % (num, typ, name)
    else:
        line = "%s %s" % (typ.capitalize(), name)
        if caps:
            line, name = line.upper(), name.upper()
    out.append([doc.pii("ADRESSE", line, probes=[name] if len(name) >= 5 else [])])
    return out


def town_runs(doc, case, town, pc, caps=None, cedex=False):
    caps = doc.rng.random() < 0.45 if caps is None else caps
    tx = town.upper() if caps else town
    probes = []
    if tx.split(" ")[0] in ("Le", "La", "Les", "LE", "LA", "LES", "L'") and " " in tx:
        probes.append(tx.split(" ", 1)[1])
    out = [doc.pii("CODE_POSTAL", pc), " ", doc.pii("VILLE", tx, probes=probes)]
    if cedex:
        out.append(" CEDEX")
    return out


def address_lines(doc, case, person, caps=None):
    caps = doc.rng.random() < 0.3 if caps is None else caps
    lines = street_runs(doc, case, person, caps)
    lines.append(town_runs(doc, case, person.town[0], person.town[1], caps))
    return lines


def etab_runs(doc, name, acr=None, show_acr=False, style=""):
    probes = []
    words = name.split(" ")
    if len(words) > 2:
        tail = " ".join(words[2:]) if words[0] in ("Centre", "Groupe", "Groupement", "Pôle") else " ".join(words[1:])
        tail = tail[3:] if tail.startswith(("de ", "du ")) else tail
        tail = tail[4:] if tail.startswith("des ") else tail
        if len(tail) >= 5 and tail != name:
            probes.append(tail)
    out = [doc.pii("ETAB", name, probes=probes, style=style)]
    if show_acr and acr:
        out += [" (", doc.pii("ETAB", acr, subtype="sigle", probes=[], style=style), ")"]
    return out


def acr_run(doc, acr, style=""):
    return doc.pii("ETAB", acr, subtype="sigle", style=style)


def label(doc, text, colon=True):
    """A field label in the document's own convention (capitals or not, "Nom :" / "Nom:" / "Nom")."""
    lab = doc.style.get("labels", ("title", " :"))
    t = text.upper() if lab[0] == "caps" else text
    return t + (lab[1] if colon else "")


PROFESSIONS = ["agent administratif", "aide-soignant", "agriculteur", "enseignant", "chauffeur routier", "comptable",
               "ouvrier du bâtiment", "commerçant", "infirmier", "employé de banque"]


PROFESSIONS_F = ["secrétaire", "aide-soignante", "agricultrice", "enseignante", "vendeuse", "comptable", "infirmière",
                 "employée de banque", "couturière", "assistante maternelle"]


def profession(doc, case, person=None):
    """A profession phrase; when the patient's surname is also a common noun, that noun (a keep item)."""
    person = person or case.pt
    if case.homonym and person is case.pt and person.sex == "M":
        return ["ancien ", doc.keep(case.homonym, "HOMONYME")]
    if person.sex == "F":
        return ["ancienne %s" % doc.rng.choice(PROFESSIONS_F)]
    return ["ancien %s" % doc.rng.choice(PROFESSIONS)]
