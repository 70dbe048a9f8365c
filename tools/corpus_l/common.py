"""Shared pieces of the corpus L templates: styles, letterheads, identity blocks, signatures, metadata."""

from __future__ import annotations

import datetime as dt

from . import ids
from .model import Doc, sign, small
from .writer import W, Etab, Person, age_years

FONT_CHOICES = {
    "prawn": ["Lato", "DejaVuSans", "LiberationSerif", "DejaVuSansCondensed"],
    "tcpdf": ["LiberationSans", "DejaVuSerif", "LiberationSerif", "DejaVuSans"],
    "dompdf": ["DejaVuSerif", "Lato", "LiberationSansNarrow", "LiberationSans"],
    "rinoh": ["LiberationSans", "LiberationSerif", "Lato", "DejaVuSerif"],
}
ACCENTS = ["#1f4e79", "#5b2c6f", "#0b5345", "#7b241c", "#1b2631", "#154360", "#6e2c00", "#34495e"]


def choose_style(rng, producer: str, created: dt.datetime, **over) -> dict:
    st = dict(
        font=rng.choice(FONT_CHOICES[producer]),
        font2=rng.choice([None, "DejaVuSansCondensed", "LiberationSans", "Lato", None]),
        size=rng.choice([8.5, 9, 9, 9.5, 9.5, 10]),
        margins=[rng.randint(26, 31), rng.randint(14, 19), rng.randint(22, 26), rng.randint(15, 21)],
        accent=rng.choice(ACCENTS),
        align=rng.choice(["justify", "left", "justify"]),
        h_rule=rng.random() < 0.5,
        h_upper=rng.random() < 0.35,
        title_align=rng.choice(["left", "center"]),
        line_height=rng.choice([1.2, 1.25, 1.3]),
        created=created.isoformat(),
        paper="A4",
    )
    if st["font2"] == st["font"]:
        st["font2"] = None
    st.update(over)
    return st


def created_at(c, delta_days: int, rng) -> dt.datetime:
    d = c.ref + dt.timedelta(days=delta_days)
    return dt.datetime(d.year, d.month, d.day, rng.randint(8, 18), rng.randint(0, 59), 0)


# ------------------------------------------------------------------ establishments


def etab_lines(w: W, e: Etab, service: str | None = None, phone: bool = True, finess: bool = False,
               case: str = "title", acronym: bool = False, mail: str | None = None) -> list[str]:
    lines = ["**%s**" % w.etab(e, case)]
    if acronym and e.acronym:
        lines[0] += " (%s)" % w.acro(e)
    if service:
        lines.append(service)
    lines += w.address_lines(e.address, "upper" if e.address.cedex else "title", owner="org")
    if phone:
        lines.append("Tél. %s — Fax %s" % (w.tel(e.phone, owner="org"), w.tel(e.fax, "spaces", owner="org"))
                     if w.rng.random() < 0.5 else "Standard : %s" % w.tel(e.phone, owner="org"))
    if mail:
        lines.append("Courriel : %s" % w.mail(mail, owner="org"))
    if finess:
        lines.append("N° FINESS : %s" % w.finess(e))
    return lines


def recipient_lines(w: W, p: Person, cab: Etab | None = None) -> list[str]:
    lines = ["%s %s" % ("Docteur" if w.rng.random() < 0.5 else "Dr", "%s %s" % (w.prenom(p), w.nom(p)))]
    if cab is not None and w.rng.random() < 0.6:
        lines.append(w.etab(cab))
    lines += w.address_lines(cab.address if cab else p.address, "upper")
    return lines


def footer_etab(w: W, e: Etab, extra: str = "") -> list[str]:
    a = e.address
    parts = [w.acro(e) if e.acronym else w.etab(e), "%s, %s %s" % (w.street(a, "org"), w.cp(a, "org"), w.ville(a, "title", "org")),
             "Tél. %s" % w.tel(e.phone, owner="org")]
    line = " — ".join(parts)
    return [line + ((" — " + extra) if extra else "")]


# ------------------------------------------------------------------ patient identity


def patient_header_right(w: W, style: str | None = None) -> list[str]:
    c = w.c
    p = c.patient
    v = w.rng.randint(0, 4)
    ne = "Née" if p.sex == 2 else "Né"
    if v == 0:
        return ["Patient : %s %s" % (w.nom(p), w.prenom(p)), "%s le %s — IPP %s" % (ne, w.ddn(style or "slash"), w.ipp())]
    if v == 1:
        return ["%s %s (%s)" % (w.nom(p), w.prenom(p, "upper"), w.ddn(style or "dot")), "IPP : %s / Séjour : %s" % (w.ipp(), w.nda())]
    if v == 2:
        return ["%s, %s %s" % (w.nom(p), w.prenom(p), w.ddn(style or "slash2")), "N° patient %s" % w.ipp()]
    if v == 3:
        return ["Dossier %s — %s %s" % (w.ipp(), w.nom(p), w.prenom(p))]
    return ["%s %s %s" % (w.nom(p, "plain_upper"), w.prenom(p, "upper"), w.ddn("compact")), "IPP %s" % w.ipp()]


def identity_rows(w: W, fields: list[str], ddn_style: str | None = None) -> list[list[str]]:
    c = w.c
    p = c.patient
    rows = []
    for f in fields:
        if f == "nom":
            rows.append(["Nom de naissance" if p.maiden else "Nom", w.maiden(p) if p.maiden else w.nom(p)])
            if p.maiden:
                rows.append(["Nom d'usage", w.nom(p)])
        elif f == "nom_simple":
            rows.append(["Nom", w.nom(p)])
        elif f == "prenom":
            rows.append(["Prénom(s)", w.prenom(p)])
        elif f == "ddn":
            rows.append(["Date de naissance", w.ddn(ddn_style)])
        elif f == "sexe":
            rows.append(["Sexe", "F" if p.sex == 2 else "M"])
        elif f == "age":
            rows.append(["Âge", "%d ans" % age_years(p.birth, c.ref)])
        elif f == "ipp":
            rows.append(["IPP", w.ipp()])
        elif f == "nda":
            rows.append(["N° de séjour", w.nda()])
        elif f == "nir":
            rows.append([w.nir_label(), w.nir(w.rng.choice(["spaced", "compact", "keysep", "dash"]))])
        elif f == "ins":
            rows.append(["Matricule INS", "%s (%s)" % (w.nir(w.rng.choice(["compact", "spaced"]), kind="INS"), "NIA" if p.nia else "NIR")])
        elif f == "adresse":
            rows.append(["Adresse", w.address_inline(p.address, "title", owner="patient")])
        elif f == "tel":
            rows.append(["Téléphone", w.tel(p.mobile if w.rng.random() < 0.6 else p.phone, owner="patient")])
        elif f == "mail":
            rows.append(["Courriel", w.mail(p.email, owner="patient")])
        else:
            raise ValueError(f)
    return rows


def signature(w: W, p: Person, role: str | None = None, rpps: bool = True, eight: bool = False, mail: bool = False) -> dict:
    lines = [w.pro(p, w.rng.choice(["Dr First LAST", "Dr First Last", "Dr I. LAST"]))]
    lines.append(role or p.role.capitalize())
    if rpps:
        lines.append(("Identifiant national : %s" if eight else "RPPS : %s") % w.rpps(p, eight))
    if mail:
        lines.append(w.mail(p.email, owner="pro"))
    lines.append("Signature électronique" if w.rng.random() < 0.5 else "(signé)")
    return sign(lines)


def set_meta(d: Doc, w: W, label: str, author: Person | None, with_patient: bool = True) -> None:
    p = w.c.patient
    rng = w.rng
    if author is not None:
        d.meta["author"] = "%s %s %s" % (author.title, author.first, author.last.upper())
    if with_patient:
        v = rng.randint(0, 2)
        if v == 0:
            d.meta_value("title", "%s - %s %s" % (label, p.last.upper(), p.first), [p.last.upper(), p.first])
            d.meta_value("keywords", "IPP %s; %s" % (w.c.ipp, label.lower()), [w.c.ipp])
        elif v == 1:
            d.meta["title"] = label
            d.meta_value("subject", "%s %s né(e) le %s" % (p.last.upper(), p.first, ids.fmt_date(p.birth, "slash")),
                          [p.last.upper(), ids.fmt_date(p.birth, "slash")])
        else:
            d.meta_value("title", "%s_%s_%s" % (w.c.ipp, p.last.upper().replace(" ", "-"), label.replace(" ", "-")),
                         [w.c.ipp, p.last.upper().replace(" ", "-")])
            d.meta["subject"] = label
    else:
        d.meta["title"] = label
    d.meta.setdefault("keywords", "santé; compte rendu; %s" % label.lower())


def legal_small(w: W, text: str | None = None) -> dict:
    return small(text or w.rng.choice([
        "Document couvert par le secret médical. Il est destiné au seul professionnel de santé désigné ; toute diffusion à un tiers est interdite.",
        "Ce document contient des informations à caractère médical soumises au secret professionnel (article L1110-4 du code de la santé publique).",
        "Conformément au règlement général sur la protection des données, le patient dispose d'un droit d'accès et de rectification auprès de la direction de l'établissement.",
    ]))
