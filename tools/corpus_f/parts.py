"""Building blocks shared by the document templates: values of one patient, staff, establishment."""

from __future__ import annotations

import datetime as dt

from . import ids, pools
from .model import D, K, P, distinct


def case(s: str, style: str) -> str:
    if style == "upper":
        return s.upper()
    if style == "lower":
        return s.lower()
    if style == "title":
        return " ".join("-".join(x.capitalize() for x in w.split("-")) for w in s.lower().split(" "))
    return s


class Ctx:
    """Values of one document: patient, establishment, staff; every call returns fresh segments."""

    def __init__(self, world, rng, homonyme=False, etab_exclude=None):
        self.rng, self.w = rng, world
        self.used: set = set()
        self.p = world.patient(self.used, homonyme=homonyme)
        self.e = world.etab(set(etab_exclude or ()))
        self.care = dt.date(2025, rng.randint(1, 11), rng.randint(1, 28))
        self.login = pools.LOGINS(rng)

    # --- patient
    def nom(self, style="upper"):
        return P("NOM", case(self.p["nom"], style))

    def nom_naiss(self, style="upper"):
        return P("NOM", case(self.p.get("nom_naissance", self.p["nom"]), style))

    def prenom(self, style="title"):
        t = self.p["prenom"]
        return P("PRENOM", t.upper() if style == "upper" else (t.lower() if style == "lower" else t))

    def np(self, order="NP", style="upper", pstyle=None):
        """Name + first name segments, e.g. ["DUPONT", " ", "Jean"]."""
        n, pr = self.nom(style), self.prenom(pstyle or ("upper" if style == "upper" and self.rng.random() < 0.3 else "title"))
        return [n, " ", pr] if order == "NP" else [pr, " ", n]

    def civ(self):
        return "M." if self.p["sex"] == 1 else "Mme"

    def ne(self):
        return "né" if self.p["sex"] == 1 else "née"

    def full_identity(self, order="NP"):
        """'Mme DUPONT épouse MARTIN' style when a birth name exists."""
        if self.p.get("nom_naissance"):
            return [self.civ() + " ", self.nom_naiss(), " épouse ", self.nom(), " ", self.prenom()]
        return [self.civ() + " "] + self.np(order)

    def ddn(self, style="slash"):
        return P("DATE_NAISSANCE", ids.date_fr(self.p["birth"], style))

    def nir(self, spaced=False, key_sep=False):
        n = self.p["nir"]
        t = ids.nir_spaced(n) if spaced else (n[:13] + " " + n[13:] if key_sep else n)
        return P("NIR", t)

    def nia(self):
        return P("NIR", self.p["nia"])

    def ipp(self):
        return P("IPP", self.p["ipp"])

    def ipp2(self):
        return P("IPP", self.p["ipp_plain"])

    def sejour(self):
        return P("EPISODE", self.p["sejour"])

    def street(self, sub="patient", e=None):
        src = e or self.p
        return P("ADRESSE", "%s %s" % (src["num"], src["rue"]), sub, probes=[src["rue"]])

    def addr(self, sub="patient", e=None, sep=", "):
        src = e or self.p
        return [self.street(sub, e), sep, P("CODE_POSTAL", src["cp"], sub), " ", P("VILLE", src["ville"], sub)]

    def addr_lines(self, sub="patient", e=None):
        src = e or self.p
        return [[self.street(sub, e)], [P("CODE_POSTAL", src["cp"], sub), " ", P("VILLE", src["ville"], sub)]]

    def ville(self):
        return P("VILLE", self.p["ville"])

    def tel(self, second=False):
        return P("TEL", self.p["tel2" if second else "tel"])

    def email(self):
        return P("EMAIL", self.p["email"])

    def lieu_naissance(self):
        return P("VILLE", self.p["lieu"])

    def mutuelle(self):
        return P("ETAB", self.p["mutuelle"], "mutuelle", probes=[self.p["mutuelle"]])

    def adherent(self):
        return P("AUTRE", self.p["adherent"], "adherent")

    def ins_c(self):
        return P("AUTRE", self.p["ins_c"], "ins_c")

    # --- people around
    def medecin(self, dept=""):
        return self.w.medecin(self.used, dept)

    def soignant(self):
        return self.w.soignant(self.used)

    def dr(self, m, order="PN", style="upper"):
        n = P("NOM", case(m["nom"], style), "praticien")
        pr = P("PRENOM", m["prenom"], "praticien")
        return ["Dr ", pr, " ", n] if order == "PN" else ["Dr ", n, " ", pr]

    def dr_nom(self, m, style="upper"):
        return ["Dr ", P("NOM", case(m["nom"], style), "praticien")]

    def rpps(self, m):
        return P("RPPS", m["rpps"], "praticien")

    def adeli(self, m):
        return P("RPPS", m["adeli"], "praticien")

    def id8(self, m):
        return P("RPPS", m["id8"], "praticien")

    def pro_email(self, m):
        return P("EMAIL", m["email"] + self.e["domaine"], "praticien")

    def person(self, q, sub="proche"):
        return [P("PRENOM", q["prenom"], sub), " ", P("NOM", q["nom"], sub)]

    def proche(self, same_name=False):
        return self.w.proche(self.used, self.p["nom"] if same_name else None)

    # --- establishment
    def etab(self):
        return P("ETAB", self.e["nom"], "etab", probes=[distinct(self.e["nom"])])

    def sigle(self):
        return P("ETAB", self.e["sigle"], "etab") if self.e["sigle"] else self.etab()

    def etab_def(self):
        """'Centre hospitalier de X (CHX)' then the acronym alone later."""
        return [self.etab(), " (", self.sigle(), ")"] if self.e["sigle"] else [self.etab()]

    def finess(self, ej=False):
        return P("FINESS", self.e["finess_ej" if ej else "finess"], "etab")

    def finess_grouped(self):
        f = self.e["finess"]
        return P("FINESS", "%s %s %s %s" % (f[:2], f[2:5], f[5:8], f[8]), "etab")

    def etab_tel(self, fax=False):
        return P("TEL", self.e["fax" if fax else "tel"], "etab")

    def etab_addr(self):
        return self.addr("etab", self.e)

    def etab_ville(self):
        return P("VILLE", self.e["ville"], "etab")

    def user(self):
        return P("AUTRE", self.login, "utilisateur")

    # --- care data (kept)
    def dcare(self, delta=0, style="slash"):
        return D(ids.date_fr(self.care + dt.timedelta(days=delta), style))

    def printed(self, delta=1):
        d = self.care + dt.timedelta(days=delta)
        return [D(d.strftime("%d/%m/%Y")), " à %02d:%02d" % (self.rng.randint(7, 20), self.rng.randint(0, 59))]

    def code(self, text):
        return K("DECOY", text, "code")

    def epon(self, text, probe):
        return K("DECOY", text, "eponyme", probes=[probe])

    def labo(self, text):
        return K("DECOY", text, "labo")

    def salle(self, text):
        return K("DECOY", text, "salle")

    def med(self, name):
        return K("DECOY", name, "medicament")

    def mot(self, word):
        return K("MOT", word, "mot_nom")


def eponym_parts(text: str) -> str:
    """The eponym itself ('maladie de Crohn' -> 'Crohn', 'maladie d'Alzheimer' -> 'Alzheimer')."""
    tail = text.split(" de ")[-1] if " de " in text else text.split("d'")[-1]
    return tail


def std_header(c: Ctx, variant: int):
    """Running header of a hospital printout."""
    if variant == 0:
        return ["Pat.: "] + c.np("NP", "upper") + [" | ", c.ipp(), " | ", c.sejour()]
    if variant == 1:
        return c.np("NP", "upper") + [" — %s le " % c.ne(), c.ddn("slash"), " — IPP : ", c.ipp()]
    if variant == 2:
        return [c.nom("upper"), " ", c.prenom("upper"), " ", c.ddn("compact"), "   N° séjour ", c.sejour()]
    return ["Patient(e) : "] + c.np("NP", "upper") + [" (", c.ddn("dot"), ")  —  ", c.etab()]


def std_footer(c: Ctx, variant: int):
    if variant == 0:
        return ["Imprimé le "] + c.printed() + [" par ", c.user(), " — document confidentiel"]
    if variant == 1:
        return [c.etab(), " — ", c.etab_addr()[0], ", ", c.etab_addr()[2], " ", c.etab_ville(), " — Tél. ", c.etab_tel(),
                " — FINESS ", c.finess()]
    return ["Édité le "] + c.printed(0) + [" — utilisateur : ", c.user()]
