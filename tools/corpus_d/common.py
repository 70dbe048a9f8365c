"""Per-document context: the cast (patient, practitioners, establishment) and
the many ways hospital software writes them.

Each writer returns segments (strings and ``Val``) so that a value is marked
exactly where and how it is printed: "Mme GUILLOTEAU épouse TESSIER Odile",
"TESSIER Odile (née GUILLOTEAU)", "né(e) le 12 mars 1956", "Dr G. MARCHAL",
an upper-case surname in a table cell, a lower-case one in a dictated
sentence. Kept values (care dates, codes, doses, eponyms, ordinary words that
are also surnames) are marked the same way so their loss can be measured.
"""

from __future__ import annotations

import datetime as dt

from .layout import B, Bars, Text, keep, pii
from .values import Gen, fmt_date

PARTICLES = {"de", "du", "des", "la", "le", "d'", "van", "der", "DE", "DU", "DES", "LA", "LE", "D'"}

EPONYMS = [("signe de Murphy", "Murphy"), ("triangle de Calot", "Calot"), ("incision de Pfannenstiel", "Pfannenstiel"),
           ("sonde de Foley", "Foley"), ("drain de Redon", "Redon"), ("score de Glasgow", "Glasgow"),
           ("maladie de Crohn", "Crohn"), ("signe de Babinski", "Babinski"), ("manœuvre de Valsalva", "Valsalva"),
           ("score de Wells", "Wells"), ("ligament de Treitz", "Treitz"), ("critères de Ranson", "Ranson"),
           ("classification de Child-Pugh", "Child-Pugh"), ("angle de Cobb", "Cobb"), ("signe de Lasègue", "Lasègue"),
           ("maladie de Horton", "Horton"), ("position de Trendelenburg", "Trendelenburg"),
           ("échelle de Norton", "Norton"), ("score de Braden", "Braden"), ("canal de Wirsung", "Wirsung")]
# capitalised ordinary words that are also surnames (start of a clinical sentence)
HOMONYMS = [("Léger", "Léger œdème des membres inférieurs, prenant le godet."),
            ("Petit", "Petit épanchement pleural gauche, non ponctionnable."),
            ("Masse", "Masse indolore, mobile, de 2 cm environ."),
            ("Bon", "Bon état général, patient(e) autonome."),
            ("Franc", "Franc décalage du segment ST en territoire inférieur : absent."),
            ("Large", "Large cicatrice de laparotomie médiane ancienne."),
            ("Doux", "Doux au toucher, sans induration."),
            ("Grand", "Grand bassin libre, pas d'épanchement."),
            ("Fort", "Fort retentissement fonctionnel sur la marche."),
            ("Marchand", "Marchand de journaux de profession, retraité depuis peu.")]


def name_probes(name: str) -> list[str]:
    """Distinctive tokens of a surname: particles alone are not a leak, each part of a compound is."""
    toks = [t for t in name.replace("-", " ").split(" ") if t]
    out = []
    for t in toks:
        core = t[2:] if t[:2] in ("D'", "d'") else t
        if t in PARTICLES or len(core) < 3:
            continue
        out.append(t if t[:2] not in ("D'", "d'") else core)
    return out or [name]


def cap_name(name: str) -> str:
    """'DE LA BROSSE' -> 'de La Brosse', 'CHARPENTIER-VOISIN' -> 'Charpentier-Voisin'."""
    def one(w):
        if w in ("DE", "DU", "DES"):
            return w.lower()
        if w.startswith("D'"):
            return "d'" + w[2:].capitalize()
        return "-".join(p.capitalize() for p in w.split("-"))
    return " ".join(one(w) for w in name.split(" "))


class Ctx:
    def __init__(self, gen: Gen, kind: str, today: dt.date):
        self.g = gen
        self.kind = kind
        self.today = today
        self.p = gen.person()
        self.etab = gen.etab()
        self.dstyle = gen.r.randrange(8)  # this software's favourite date writing

    # -------------------------------------------------------------- patient

    def nom(self, which="used", style="upper", subtype="patient"):
        raw = self.p.birth_name if which == "birth" else self.p.name
        return self.name_val(raw, style, subtype)

    def name_val(self, raw, style="upper", subtype="patient"):
        text = {"upper": raw, "cap": cap_name(raw), "lower": cap_name(raw).lower()}[style]
        return pii("NOM", text, subtype, probes=name_probes(text))

    def prenom(self, all_names=False, style="cap", subtype="patient"):
        names = self.p.first if all_names else self.p.first[:1]
        text = " ".join(names)
        text = text.upper() if style == "upper" else (text.lower() if style == "lower" else text)
        return pii("PRENOM", text, subtype, probes=text.split(" ") if len(names) > 1 else None)

    def dob(self, style=None):
        style = self.dstyle if style is None else style
        return pii("DATE_NAISSANCE", fmt_date(self.p.dob, style), removable=["né", "née", "le", "Né(e)"])

    def civ(self, long=False):
        if self.p.sex == "F":
            return "Madame" if long else "Mme"
        return "Monsieur" if long else "M."

    def ne(self):
        return "née" if self.p.sex == "F" else "né"

    def identity(self, variant=None):
        """One-line identity in a shape chosen among those real software prints."""
        v = self.g.r.randrange(5) if variant is None else variant
        p = self.p
        if p.used_name and v in (0, 1):
            if v == 0:
                return [self.civ() + " ", self.nom("birth"), " épouse ", self.nom(), " ", self.prenom()]
            return [self.nom(), " ", self.prenom(), " (" + self.ne() + " ", self.nom("birth"), ")"]
        if v == 2:
            return [self.civ(True) + " ", self.prenom(), " ", self.nom()]
        if v == 3:
            return [self.nom(), " ", self.prenom(style="upper")]
        return [self.civ() + " ", self.nom(style="cap"), " ", self.prenom()]

    def address_lines(self, subtype="patient"):
        p = self.p
        street = p.street_type + " " + p.street
        probes = [w for w in [p.street.split(" ", 1)[1] if p.street.split(" ")[0] in ("des", "du", "de") else p.street]]
        lines = [[pii("ADRESSE", p.number + " " + street, subtype, probes=probes)]]
        if p.complement:
            if "{rel}" in p.complement:
                lines.insert(0, ["chez M. et Mme ", self.name_val(p.relative[2], "upper", "proche")])
            else:
                distinct = p.complement.split(", ")[0]
                distinct = distinct.split(" ", 1)[1] if distinct.startswith(("Résidence", "Lieu-dit")) else p.complement
                lines.insert(0, [pii("ADRESSE", p.complement, subtype, probes=[distinct])])
        lines.append([pii("CODE_POSTAL", p.cp, subtype), " ", pii("VILLE", p.city.upper() if self.g.chance(0.5) else p.city, subtype)])
        return lines

    def tel(self, value=None, subtype="patient"):
        return pii("TEL", value or self.p.tel, subtype)

    def ipp(self):
        return pii("IPP", self.p.ipp)

    def nda(self):
        return pii("EPISODE", self.p.nda)

    def nir(self):
        return pii("NIR", self.p.nir)

    def email(self):
        return pii("EMAIL", self.p.email)

    def relative(self):
        link, first, name, tel = self.p.relative
        return [pii("PRENOM", first, "proche"), " ", pii("NOM", name, "proche", probes=name_probes(name)),
                " (" + link + ") - ", pii("TEL", tel, "proche")]

    # -------------------------------------------------------------- practitioners

    def doc(self, specialty, title=None):
        return self.g.practitioner(specialty, title)

    def dr(self, pr, variant=None):
        v = self.g.r.randrange(5) if variant is None else variant
        nom = pii("NOM", pr.name, "praticien", probes=name_probes(pr.name))
        if v == 0:
            return [pr.title + " ", pii("PRENOM", pr.first, "praticien"), " ", nom]
        if v == 1:
            return ["Docteur " if pr.title == "Dr" else "Professeur ", nom, " ", pii("PRENOM", pr.first, "praticien")]
        if v == 2:
            return [pr.title + " " + pr.first[0] + ". ", nom]
        if v == 3:
            return [pr.title + " ", pii("NOM", cap_name(pr.name), "praticien", probes=name_probes(cap_name(pr.name)))]
        return [nom, " ", pii("PRENOM", pr.first, "praticien")]

    def rpps(self, pr, prefix8=False):
        return pii("RPPS", ("8" + pr.rpps) if prefix8 else pr.rpps, "praticien")

    def adeli(self, pr):
        return pii("RPPS", pr.adeli, "praticien")

    # -------------------------------------------------------------- establishment

    def etab_name(self, upper=False):
        e = self.etab
        text = e.name.upper() if upper else e.name
        probe = e.probe.upper() if upper else e.probe
        return pii("ETAB", text, "etab", probes=[probe])

    def etab_lines(self, with_finess=True):
        e = self.etab
        out = [[B(self.etab_name())], [pii("ADRESSE", e.number + " " + e.street, "etab", probes=[e.street.split(" ", 1)[1]])]]
        if e.bp:
            out.append([e.bp])
        cp_line = [pii("CODE_POSTAL", e.cp, "etab"), " ", pii("VILLE", e.city.upper(), "etab")]
        if e.cedex:
            cp_line.append(" " + e.cedex)
        out.append(cp_line)
        out.append(["Tél. ", pii("TEL", e.tel, "etab"), " - Fax ", pii("TEL", e.fax, "etab")])
        if with_finess:
            out.append(["N° FINESS : ", pii("FINESS", e.finess, "etab")])
        return out

    # -------------------------------------------------------------- kept values

    def date(self, d: dt.date, style=None):
        return keep("DATE", fmt_date(d, self.dstyle if style is None else style), "date_soins")

    def care_date(self, days_back=0):
        return self.today - dt.timedelta(days=days_back)

    def eponym(self):
        text, word = self.g.choice(EPONYMS)
        v = keep("DECOY", text, "eponyme")
        v.probes = [word]
        return v

    def homonym(self):
        word, sentence = self.g.choice(HOMONYMS)
        head, tail = sentence[:len(word)], sentence[len(word):]
        v = keep("ORDINARY", head, "homonyme")
        return [v, tail]

    def code(self, text):
        return keep("DECOY", text, "code")

    def dose(self, text):
        return keep("DECOY", text, "dose")

    # -------------------------------------------------------------- furniture

    def login_val(self, user=None):
        user = user or self.g.practitioner("secrétariat")
        return pii("AUTRE", self.g.login(user.first, user.name), "utilisateur")

    def running_footer(self, page, total, style=0):
        """The patient line repeated on every page, as DxCare/Orbis-like software prints it."""
        if style == 0:
            line = [self.nom(), " ", self.prenom(), " - " + self.ne().capitalize() + " le ", self.dob(),
                    " - IPP : ", self.ipp(), "    Page %d/%d" % (page, total)]
        elif style == 1:
            line = ["Patient : ", self.nom(), " ", self.prenom(style="upper"), " (", self.ipp(), ")  -  Séjour ",
                    self.nda(), "  -  %d / %d" % (page, total)]
        else:
            line = ["Page %d sur %d - " % (page, total), self.nom(style="cap"), " ", self.prenom(), ", DDN ",
                    self.dob(0)]
        return [Text(line, size=7, space_after=0)]

    def sticker(self):
        """'Étiquette patient' lines (for a boxed column)."""
        p = self.p
        lines = [[B(self.nom()), " ", B(self.prenom(style="upper"))]]
        if p.used_name:
            lines.append(["Née ", self.nom("birth")])
        lines.append([self.ne().capitalize() + " le ", self.dob(0), "   Sexe : " + p.sex])
        lines.append(["IPP ", self.ipp(), "  NDA ", self.nda()])
        if self.g.chance(0.3):
            lines.append(["NIR ", self.nir()])
        lines.append(Bars(self.ipp()))
        return lines
