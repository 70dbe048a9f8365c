"""Blocks shared by the document kinds: running headers/footers, letterheads, identity bands, signatures."""
from __future__ import annotations

from . import ids
from .model import PG, B, D, K, V


def dob(c, key="slash"):
    t = c.dob[key]
    pr = [t, c.dob["long"]] if key == "weekday" else [t]
    return V(t, "DATE_NAISSANCE", probes=pr)


def ville(c, which="pat"):
    return V({"pat": c.ville, "gp": c.gp_ville, "e": c.e_ville}[which], "VILLE")


def cp(c, which="pat"):
    return V({"pat": c.cp, "gp": c.gp_cp, "e": c.e_cp}[which], "CODE_POSTAL")


def tel(num, style="space"):
    return V(ids.phone_fmt(num, style), "TEL")


def ipp(c, **kw):
    return V(c.ipp, "IPP", **kw)


def nda(c):
    return V(c.nda, "EPISODE")


def rpps(num, form="plain"):
    return V(("8" + num) if form == "8" else num, "RPPS")


def finess(num, form="plain"):
    return V(("1" + num) if form == "1" else num, "FINESS")


def email(t):
    return V(t, "EMAIL")


def autre(t):
    return V(t, "AUTRE")


def nir(c, spaced=True):
    return V(ids.nir_spaced(c.nir) if spaced else c.nir, "NIR")


def acr(c):
    return V(c.acr, "ETAB")


def dr(p, form="upper", with_first=True, prefix="Dr "):
    out = [prefix] if prefix else []
    if with_first:
        out += [p.F(), " "]
    out.append(p.N(form))
    return out


def pat_line(c, order="NF", form="upper"):
    p = c.pat
    return [p.N(form), " ", p.F()] if order == "NF" else [p.F(), " ", p.N(form)]


def header(doc, c, style):
    p = c.pat
    if style == 0:
        doc.header = [[c.etabV(), " (", acr(c), ") - ", c.service],
                      ["Patient : ", p.N(), " ", p.F(), " - Né(e) le ", dob(c), " - IPP : ", ipp(c)]]
    elif style == 1:
        doc.header = [[V(c.site, "ETAB"), " - ", c.service],
                      [p.civ() + " ", p.N(), " ", p.F(), "   DDN : ", dob(c, "short"), "   Venue : ", nda(c)]]
    else:
        doc.header = [[acr(c), " | ", c.service, " | ", p.N(), " ", p.F("upper"), " ", V(c.dob["compact"], "DATE_NAISSANCE")]]


def footer(doc, c, style):
    p = c.pat
    if style == 0:
        doc.footer = [["Pat.: ", p.N(), " ", p.F(), " | ", ipp(c), " | ", nda(c), " | ", PG()]]
    elif style == 1:
        doc.footer = [[acr(c), " - ", c.rueV(c.e_rue), " - ", cp(c, "e"), " ", ville(c, "e"), " - Standard : ",
                       tel(c.e_tel, "dot")],
                      ["Document confidentiel soumis au secret médical - ", PG()]]
    else:
        doc.footer = [["Édité le ", D(ids.dslash(c.sortie)), " - ", p.N(), " ", p.F(), " (", ipp(c), ") - ", PG()]]


def letterhead(doc, c, when, town=True):
    left = [[c.etabV(), " (", acr(c), ")"], [c.service], [c.rueV(c.e_rue)], [cp(c, "e"), " ", ville(c, "e")],
            ["Secrétariat : ", tel(c.e_tel)], ["FINESS : ", finess(c.finess)]]
    right = [[ville(c, "e"), ", le ", D(ids.dlong(when))]] if town else [["Le ", D(ids.dslash(when))]]
    right += [["Dr ", c.gp.F(), " ", c.gp.N()], [c.rueV(c.gp_rue)], [cp(c, "gp"), " ", ville(c, "gp")]]
    doc.letterhead(left, right)


def identity_kv(c, variant=0):
    p = c.pat
    rows = [("Nom de naissance :", c.maiden and V(c.maiden.upper(), "NOM", critical=True) or p.N()),
            ("Nom d'usage :", p.N()), ("Prénom(s) :", p.F()),
            ("Date de naissance :", dob(c, ["slash", "dots", "iso"][variant % 3])),
            ("Sexe :", "F" if p.sex == "F" else "M"),
            ("INS (NIR) :", [nir(c, variant % 2 == 0), "  ", K("1.2.250.1.213.1.4.8", "oid")]),
            ("IPP :", ipp(c)),
            ("Adresse :", [c.rueV(c.rue), ", ", cp(c), " ", ville(c)]),
            ("Téléphone :", tel(c.tel, ["space", "dot", "intl"][variant % 3]))]
    return rows


def signature(doc, c, who, role="Praticien hospitalier", form="title"):
    i = c.docs.index(who)
    doc.sign([B("Dr "), who.F(bold=True), B(" "), who.N(form, bold=True)], [role + " - " + c.service],
             ["RPPS : ", rpps(c.docs_rpps[i])], ["Signé électroniquement"])


def copies(doc, c):
    doc.p(B("Copie à : "), "Dr ", c.gp.F(), " ", c.gp.N("title"), " (médecin traitant, RPPS ", rpps(c.gp_rpps), "), ",
          c.cabV(), " ; patient(e).")


def meta(doc, c, what):
    p = c.pat
    doc.meta = {"title": "%s - %s %s" % (what, p.last.upper(), p.first), "author": "%s %s" % (c.docs[0].first, c.docs[0].last),
                "subject": "%s %s né(e) le %s" % (p.last.upper(), p.first, c.dob["slash"])}
    doc.meta_items = [V(p.last.upper(), "METADONNEES", critical=True), V(c.dob["slash"], "METADONNEES", critical=True)]
