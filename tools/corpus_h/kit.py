"""Shared pieces of the documents: letterheads, patient stickers, running identity lines."""

from __future__ import annotations

import datetime as dt

from . import values as vv
from .values import keep, pii

EPONYMS = ["maladie de Crohn", "signe de Murphy", "score de Glasgow", "syndrome de Cushing",
           "manœuvre de Lasègue", "classification de Child-Pugh", "score de Wells", "maladie de Parkinson",
           "signe de Babinski", "maladie de Horton", "score de Apgar", "fracture de Pouteau-Colles"]
WORD_DECOYS = [("ancien boulanger", "boulanger"), ("un petit kyste", "petit kyste"),
               ("cheveux brun foncé", "brun foncé"), ("marchand de journaux retraité", "marchand de journaux"),
               ("près de la fontaine du village", "fontaine du village"), ("berger en estive", "berger en estive"),
               ("chevalier servant de son épouse", "chevalier servant")]


def D(sub: str, text: str, probes=None):
    return keep("DECOY", text, sub, probes)


def care(d: dt.date, fmt: str = "slash"):
    return keep("DATE", vv.fmt_date(d, fmt), "soins")


def ddn(pat, fmt: str, sub="patient"):
    return pii("DATE_NAISSANCE", vv.fmt_date(pat.dob, fmt), sub)


def rnd_dob_fmt(rng):
    return rng.choice(vv.DOB_FORMATS)


def nir_v(pat, style):
    return pii("NIR", vv.nir_fmt(pat.nir, style), "patient")


def ipp_v(pat):
    return pii("IPP", pat.ipp, "patient")


def nda_v(pat):
    return pii("EPISODE", pat.nda, "patient")


def tel_v(num, sub):
    return pii("TEL", num, sub)


def email_v(addr, sub):
    return pii("EMAIL", addr, sub)


def autre(text, sub):
    return pii("AUTRE", text, sub)


def ne(pat):
    return "Né le " if pat.sex == 1 else "Née le "


def civ(pat):
    return "Monsieur" if pat.sex == 1 else "Madame"


def letterhead(ctx, etab, service, acro=True, upper=False, finess=True):
    """Lines of a hospital letterhead; defines the acronym when there is one."""
    name = [etab.v(upper)]
    if acro and etab.acro:
        name += [" (", etab.acro_v(), ")"]
    pl = etab.place
    lines = [name, [service], [pl.street_v()], [pl.cp_v(), " ", pl.city_v(upper)],
             ["Tél. ", etab.tel_v(), " - Fax ", etab.fax_v()]]
    if finess:
        lines.append(["N° FINESS ", etab.finess_v()])
    return ("lines", lines)


def sticker(ctx, pat, with_nda=True, caption="Étiquette patient"):
    rng = ctx.rng
    lines = [[pat.nom("upper"), " ", pat.prenom(rng.choice(["title", "upper"]))]]
    if pat.maiden and rng.random() < 0.7:
        lines.append(["Nom de naissance : ", pii("NOM", pat.maiden.upper(), "patient")])
    lines.append([ne(pat), ddn(pat, rnd_dob_fmt(rng)), " (", "F" if pat.sex == 2 else "M", ")"])
    lines.append(["IPP : ", ipp_v(pat)])
    if with_nda:
        lines.append([rng.choice(["NDA : ", "N° séjour : ", "Venue : "]), nda_v(pat)])
    return ("box", caption, lines)


def identity_footer(ctx, pat, etab=None, extra=None):
    """A running footer "NOM Prénom - DDN - IPP ... Page i/n", one fixed writing per document."""
    fmt = rnd_dob_fmt(ctx.rng)
    st = ctx.rng.choice(["upper", "title"])

    def f(i, n):
        line = ["Patient : ", pat.nom(st), " ", pat.prenom(), " - ", ddn(pat, fmt), " - IPP ", ipp_v(pat)]
        if etab is not None and etab.acro:
            line += [" - ", etab.acro_v()]
        out = [line]
        if extra:
            out.append(list(extra))
        out.append([D("page", "Page %d/%d" % (i + 1, n))])
        return out
    return f


def identity_header(ctx, pat, title):
    fmt = rnd_dob_fmt(ctx.rng)

    def f(i, n):
        if i == 0:
            return []
        return [[title, " - suite - ", pat.nom("upper"), " ", pat.prenom("upper"), " - DDN ", ddn(pat, fmt)]]
    return f


def signature(ctx, doc_p, city=None, date=None, fmt="slash", title="Docteur"):
    lines = []
    if city is not None:
        lines.append([city, ", le ", care(date, fmt)])
    lines.append([title + " ", doc_p.prenom(), " ", doc_p.nom(ctx.rng.choice(["upper", "title"]))])
    if getattr(doc_p, "rpps", None):
        lines.append(["RPPS ", pii("RPPS", doc_p.rpps, doc_p.sub)])
    return ("sign", lines)


def set_meta(doc, ctx, pat, label):
    """PDF Title / Author naming the patient on about half of the documents (a real-life leak path)."""
    if ctx.rng.random() < 0.5:
        doc.meta_title = [label]
        return
    doc.meta_title = [label + " ", pat.nom("upper"), " ", pat.prenom()]
