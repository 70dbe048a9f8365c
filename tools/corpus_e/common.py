"""Shared pieces of the documents: letterheads, stickers, running headers, footers, signatures."""

from __future__ import annotations

import datetime as dt
import random

from .fake import DATE_STYLES, Faker, Person, age_at, fmt_date
from .ir import Box, Cols, Doc, HR, Sp, T, Table

DDN_REMOVABLE = ["né", "née", "Né", "Née", "le", "Né(e)", "né(e)", "DDN"]


def title_name(s: str) -> str:
    out = []
    for part in s.split(" "):
        sub = []
        for h in part.split("-"):
            if "'" in h:
                a, b = h.split("'", 1)
                sub.append(a.capitalize() + "'" + b.capitalize())
            else:
                sub.append(h.capitalize())
        out.append("-".join(sub))
    return " ".join(out)


class Ctx:
    """Everything one document needs: the random source, the people and the dates."""

    def __init__(self, rng: random.Random, fk: Faker, kind: str, doc: Doc):
        self.r = rng
        self.fk = fk
        self.kind = kind
        self.doc = doc
        r = rng
        self.pat: Person = fk.person(homonym=r.random() < 0.4, first_homonym=r.random() < 0.15)
        self.etab = fk.etab(kind, ndoctors=r.randint(3, 5))
        self.dr = self.etab.doctors[0]
        self.mt = fk.doctor()  # médecin traitant
        self.mt.ville, self.mt.cp = self.pat.ville, self.pat.cp
        self.mt.adresse = "%d %s" % (r.randint(1, 60), r.choice(["place du Marché", "rue de la Poste", "avenue Victor-Hugo",
                                                                   "rue des Écoles", "cours Gambetta"]))
        self.d0 = dt.date(2024, 1, 1) + dt.timedelta(days=r.randint(0, 600))
        self.ddn_style = r.choice(DATE_STYLES)
        self.care_style = r.choice(["slash", "slash", "slash", "dot", "dash", "short", "text"])
        self.login = r.choice([fk.doctor().login, "sec" + fk.digits(3), "ide." + r.choice(["lmartel", "cpoirot", "jyvain"])])
        self.time = "%02d:%02d" % (r.randint(7, 19), r.randint(0, 59))
        self.printed = self.d0 + dt.timedelta(days=r.randint(0, 3))
        self.uf = "UF " + fk.digits(4)
        self.npages = 1
        self.proche = fk.person(sexe=r.choice("FM"))
        self.proche.nom = r.choice([self.pat.nom, self.proche.nom])
        self.lien = r.choice(["fille", "fils", "époux", "épouse", "sœur", "neveu", "voisine"])

    # --------------------------------------------------------------- dates
    def cdate(self, p, d: dt.date | None = None, style: str | None = None) -> str:
        return p.date(fmt_date(d or self.d0, style or self.care_style))

    def ddn(self, p, style=None) -> str:
        return p.v("DATE_NAISSANCE", fmt_date(self.pat.ddn, style or self.ddn_style), removable=DDN_REMOVABLE)

    def age(self) -> int:
        return age_at(self.pat.ddn, self.d0)

    # --------------------------------------------------------------- patient names
    def nom(self, p, title=False) -> str:
        s = title_name(self.pat.nom) if title else self.pat.nom
        return p.v("NOM", s)

    def prenom(self, p, upper=False) -> str:
        return p.v("PRENOM", self.pat.prenom.upper() if upper else self.pat.prenom)

    def naissance(self, p, title=False) -> str:
        s = title_name(self.pat.nom_naissance) if title else self.pat.nom_naissance
        return p.v("NOM", s)

    def np(self, p, order="NP", title=False) -> str:
        if order == "NP":
            return self.nom(p, title) + " " + self.prenom(p)
        return self.prenom(p) + " " + self.nom(p, title)

    def civ(self, short=False):
        if self.pat.sexe == "F":
            return "Mme" if short else "Madame"
        return "M." if short else "Monsieur"

    def ne(self):
        return "née" if self.pat.sexe == "F" else "né"

    def ipp(self, p) -> str:
        return p.v("IPP", self.pat.ipp)

    def nda(self, p) -> str:
        return p.v("EPISODE", self.pat.nda, critical=False)

    def nir(self, p, style=None) -> str:
        txt = self.fk.nir(self.pat, style) if style else self.pat.nir
        return p.v("NIR", txt)

    def adresse(self, p, who=None, sub="patient") -> list:
        who = who or self.pat
        street = who.adresse
        probe = street.split(" ", 1)[1]
        if probe.split(" ")[0] in ("bis", "ter"):
            probe = probe.split(" ", 1)[1]
        lines = [p.v("ADRESSE", street, sub, probes=[probe])]
        if getattr(who, "complement", ""):
            c = who.complement
            pr = c.split(",")[0] if not c.startswith("Chez") else c.replace("Chez Mme ", "")
            lines.append(p.v("ADRESSE", c, sub, probes=[pr]))
        lines.append(p.v("CODE_POSTAL", who.cp, sub) + " " + p.v("VILLE", who.ville if self.r.random() < 0.7 else who.ville.upper(), sub))
        return lines

    def tel(self, p, num=None, sub="patient") -> str:
        return p.v("TEL", num or self.pat.tel, sub)

    # --------------------------------------------------------------- doctors
    def drname(self, p, d, style=None, sub="praticien") -> str:
        style = style or self.r.choice(["full", "full", "upper", "init"])
        if style == "full":
            return "Dr " + p.v("PRENOM", d.prenom, sub) + " " + p.v("NOM", d.nom, sub)
        if style == "upper":
            return "Docteur " + p.v("NOM", d.nom, sub) + " " + p.v("PRENOM", d.prenom, sub)
        return "Dr " + d.prenom[0] + ". " + p.v("NOM", d.nom, sub)

    def rpps(self, p, d, national=False) -> str:
        return p.v("RPPS", ("8" + d.rpps) if national else d.rpps, "praticien")

    def staff(self, p, title="IDE") -> str:
        s = self.fk.doctor()
        return title + " " + p.v("PRENOM", s.prenom, "soignant") + " " + p.v("NOM", s.nom, "soignant")

    # --------------------------------------------------------------- building blocks
    def letterhead(self, p, variant=None, with_doctors=True) -> list:
        e = self.etab
        v = variant if variant is not None else self.r.randrange(3)
        sig = p.v("ETAB", e.sigle, "etab")
        left = [T(p.v("ETAB", e.nom, "etab", probes=[self._etab_probe(e.nom)]), 11.5, True),
                T(sig + " - " + e.service, 9, True)]
        addr = [T(p.v("ADRESSE", e.adresse, "etab", probes=[e.adresse.split(" ", 1)[1]]) + " - " +
                  p.v("CODE_POSTAL", e.cp, "etab") + " " + p.v("VILLE", e.ville.upper(), "etab"), 8),
                T("Standard : " + p.v("TEL", e.tel, "etab") + "   Fax : " + p.v("TEL", e.fax, "etab"), 8),
                T("FINESS " + p.v("FINESS", e.finess if self.r.random() < 0.7 else
                                    " ".join([e.finess[:2], e.finess[2:5], e.finess[5:8], e.finess[8]]), "etab"), 8)]
        docs = []
        if with_doctors:
            docs.append(T("Praticiens du service", 7.5, True))
            for i, d in enumerate(e.doctors):
                prefix = "Pr " if i == 0 and self.r.random() < 0.5 else "Dr "
                docs.append(T(prefix + p.v("PRENOM", d.prenom, "praticien") + " " + p.v("NOM", d.nom, "praticien"), 7.5))
                if self.r.random() < 0.5:
                    docs.append(T("RPPS " + self.rpps(p, d), 6.5))
            docs.append(T("Secrétariat : " + p.v("EMAIL", e.email, "etab"), 7))
        if v == 0:
            return [Cols([(0.62, left + addr), (0.38, docs)]), HR()]
        if v == 1:
            return [T(left[0].text, 12, True, "C"), T(left[1].text, 9, False, "C")] + \
                   [T(a.text, 8, False, "C") for a in addr] + [HR()] + ([Cols([(0.5, docs[:len(docs) // 2 + 1]), (0.5, docs[len(docs) // 2 + 1:])])] if docs else [])
        return [Cols([(0.3, docs), (0.7, [T(left[0].text, 11, True, "R"), T(left[1].text, 9, False, "R")] +
                                          [T(a.text, 8, False, "R") for a in addr])]), HR()]

    @staticmethod
    def _etab_probe(name: str) -> str:
        generic = {"Centre", "Hospitalier", "Universitaire", "Hôpital", "Clinique", "Groupe", "Institut",
                   "Polyclinique", "Intercommunal"}
        tail = [w.split("'")[-1] for w in name.split(" ") if w.split("'")[-1][:1].isupper() and w not in generic]
        return " ".join(tail) if tail else name

    def sticker(self, p, size=8) -> Box:
        r = self.r
        pat = self.pat
        lines = [T(self.nom(p) + " " + self.prenom(p, upper=r.random() < 0.3), size + 1.5, True)]
        if pat.nom_naissance:
            lines.append(T("Née " + self.naissance(p), size))
        lines.append(T(r.choice(["Né(e) le ", "DDN : ", ""]) + self.ddn(p) + "   " + pat.sexe, size))
        lines.append(T("IPP : " + self.ipp(p) + "   " + r.choice(["NDA", "Séjour", "Venue"]) + " : " + self.nda(p), size))
        if r.random() < 0.3:
            lines.append(T("NIR " + self.nir(p, r.choice(["sp", "plain", "key"])), size - 0.5))
        if r.random() < 0.5:
            lines.append(T(self.uf + " - Lit " + str(r.randint(1, 30)) + r.choice("AB"), size - 1))
        return Box(lines, pad=3)

    def running(self, p, n, total) -> list:
        s = "%s %s - %s le %s - IPP %s" % (self.nom(p), self.prenom(p), self.ne().capitalize(), self.ddn(p), self.ipp(p))
        return [Cols([(0.8, [T(s, 7.5, True)]), (0.2, [T("Page %d/%d" % (n, total), 7.5, False, "R")])]), HR(0.4)]

    def footer(self, p, n, total, extra="") -> None:
        r = self.r
        txt = "Édité le %s à %s par %s" % (p.date(fmt_date(self.printed, "slash")), self.time,
                                          p.v("AUTRE", self.login, "utilisateur"))
        if r.random() < 0.5:
            txt += " - " + self.uf
        p.footer = [T(txt + ("  " + extra if extra else "") + "   Page %d sur %d" % (n, total), 6.5, False, "C")]

    def signature(self, p, d, role="") -> list:
        out = [Sp(6), T(self.drname(p, d, "full") + (", " + role if role else ""), 9, True, "R")]
        if self.r.random() < 0.6:
            out.append(T("RPPS " + self.rpps(p, d), 7.5, False, "R"))
        out.append(T("Signé électroniquement", 7, False, "R", italic=True))
        return out

    def meta(self, title_word):
        """Metadata as hospital software writes them: title with the patient, author = login."""
        d = self.doc
        d.title = "%s %s %s" % (title_word, self.pat.nom, self.pat.prenom)
        d.author = self.login
        d.metadata_items.append({"kind": "NOM", "text": self.pat.nom, "role": "pii", "subtype": "patient",
                                 "critical": True, "probes": [self.pat.nom], "removable": []})
        d.metadata_items.append({"kind": "PRENOM", "text": self.pat.prenom, "role": "pii", "subtype": "patient",
                                 "critical": True, "probes": [self.pat.prenom], "removable": []})
        d.metadata_items.append({"kind": "AUTRE", "text": self.login, "role": "pii", "subtype": "utilisateur",
                                 "critical": False, "probes": [self.login], "removable": []})
