"""Shared furniture: running headers/footers, patient stickers, letterheads, lab panels, signatures."""

from __future__ import annotations

import datetime as dt

from . import ids, pools
from .model import Doc, Page

HOURS = ["08h12", "09h47", "10h05", "11h30", "13h58", "14h32", "16h20", "17h41", "19h03", "22h15"]


def sticker(ctx, pat, style=0, nda=True, width=0.48):
    """A patient label as printed by the admission office, drawn as a framed box."""
    r = ctx.rng
    if style == 0:
        lines = [pat.full("UF", civ=False, spouse_style=r.choice(["ép.", "épouse"])),
                 ["Né(e) le ", pat.ddn("slash", "Né(e) le"), "  Sexe : ", pat.sex],
                 ["IPP ", pat.ipp()] + ([" / NDA ", pat.nda()] if nda else [])]
    elif style == 1:
        lines = [[pat.N(), " ", pat.F("U"), " ", pat.ddn("compact")],
                 ["IPP:", pat.ipp()] + (["  Venue:", pat.nda()] if nda else []),
                 [pat.ville(), " - ", r.choice(["Méd.", "Chir.", "SSR"]), " lit ", str(r.randint(1, 30))]]
    else:
        lines = [pat.name("lower"), ["ddn ", pat.ddn("dots", "ddn")], ["n° patient ", pat.ipp()]]
    return ("box", lines, {"width": width, "size": "small"})


def head_line(ctx, pat, variant):
    if variant == 0:
        return [pat.name("UF"), " — né(e) le ", pat.ddn("slash", "né(e) le"), " — IPP ", pat.ipp()]
    if variant == 1:
        return ["Patient : ", pat.name("U,F"), " | Dossier ", pat.ipp(), " | Séjour ", pat.nda()]
    if variant == 2:
        return [pat.civ, " ", pat.name("UF"), " (", pat.ddn("iso", ""), ")"]
    return ["Réf. patient ", pat.ipp(), " – ", pat.name("NT")]


def foot_line(ctx, etab_acr, login, day, i, n, variant):
    hour = ctx.choice(HOURS)
    if variant == 0:
        return ["Imprimé par ", login, " le ", ctx.dsoin(day), " à ", hour, " — ", etab_acr, " — page %d/%d" % (i + 1, n)]
    if variant == 1:
        return [etab_acr, " · document généré le ", ctx.dsoin(day, "dash"), " (utilisateur : ", login, ") · %d/%d" % (i + 1, n)]
    return ["Page %d sur %d — édité par " % (i + 1, n), login, " — ", etab_acr, " — confidentiel, secret médical"]


def furnish(doc: Doc, ctx, pat, etab, login, day, head_variant=None, foot_variant=None, head_first=True):
    n = len(doc.pages)
    hv = ctx.rng.randint(0, 3) if head_variant is None else head_variant
    fv = ctx.rng.randint(0, 2) if foot_variant is None else foot_variant
    for i, pg in enumerate(doc.pages):
        if pat is not None and (i > 0 or head_first):
            pg.header = [head_line(ctx, pat, hv)]
        if etab is not None:
            pg.footer = [foot_line(ctx, etab.acr() if hasattr(etab, "acr") else etab.name(), login, day, i, n, fv)]


def letterhead(ctx, etab, service, with_finess=True, align="l"):
    lines = [("para", [etab.name(), " (", etab.acr(), ")"], {"bold": True, "size": "big", "align": align}),
             ("para", [service], {"align": align, "size": "small"}),
             ("para", etab.addr() + [" — ", etab.cp(), " ", etab.ville()], {"size": "small", "align": align}),
             ("para", ["Tél. ", etab.tel(), " — Fax ", etab.fax()], {"size": "small", "align": align})]
    if with_finess:
        lines.append(("para", ["FINESS ", etab.finess(True), " — EJ ", etab.finess(False)], {"size": "tiny", "align": align}))
    return lines


def signature(ctx, doc_person, etab, with_rpps=True, mail=True, city_day=None):
    out = []
    if city_day:
        out.append(("para", ["Fait à ", city_day[0], ", le ", city_day[1]], {"align": "r"}))
    out.append(("para", doc_person.dr(ctx.choice(["FU", "T"])), {"align": "r", "bold": True}))
    sub = []
    if with_rpps:
        sub += ["RPPS ", doc_person.rpps()]
    if mail:
        sub += ([" — "] if sub else []) + [doc_person.email(etab.domain)]
    if sub:
        out.append(("para", sub, {"align": "r", "size": "small"}))
    return out


# analyte, LOINC-like code, unit, low, high, decimals
ANALYTES = [
    ("Sodium", "2951-2", "mmol/L", 136, 145, 0), ("Potassium", "2823-3", "mmol/L", 3.5, 5.1, 1),
    ("Chlore", "2075-0", "mmol/L", 98, 107, 0), ("Créatinine", "2160-0", "µmol/L", 59, 104, 0),
    ("Urée", "3094-0", "mmol/L", 2.8, 8.1, 1), ("Glucose à jeun", "1558-6", "mmol/L", 4.1, 5.9, 2),
    ("CRP", "1988-5", "mg/L", 0, 5, 1), ("Hémoglobine", "718-7", "g/dL", 12.0, 16.0, 1),
    ("Leucocytes", "6690-2", "G/L", 4.0, 10.0, 2), ("Plaquettes", "777-3", "G/L", 150, 400, 0),
    ("ASAT", "1920-8", "UI/L", 5, 34, 0), ("ALAT", "1742-6", "UI/L", 0, 55, 0),
    ("Gamma-GT", "2324-2", "UI/L", 12, 64, 0), ("TSH", "3016-3", "mUI/L", 0.35, 4.94, 2),
    ("Ferritine", "2276-4", "µg/L", 22, 275, 0), ("HbA1c", "4548-4", "%", 4.0, 6.0, 1),
    ("Calcium", "17861-6", "mmol/L", 2.15, 2.55, 2), ("Albumine", "1751-7", "g/L", 35, 52, 1),
    ("NT-proBNP", "33762-6", "ng/L", 0, 125, 0), ("TP", "5894-1", "%", 70, 100, 0),
]


def fnum(x, dec):
    return ("%.*f" % (dec, x)).replace(".", ",")


def lab_rows(ctx, n, code_col=True, flag=True):
    """Rows of a lab table; decimal values and reference ranges are decoys to keep."""
    rows = []
    for name, loinc, unit, lo, hi, dec in ctx.rng.sample(ANALYTES, n):
        span = hi - lo if hi > lo else 1
        x = lo + span * ctx.rng.uniform(-0.35, 1.4)
        x = max(x, 0.1 if dec else 1)
        vt = fnum(x, dec)
        # integer values are too short to be counted reliably: only decimals are tagged
        val = ctx.labo(vt) if dec and len(vt) >= 4 else vt
        ref = ctx.labo("%s - %s" % (fnum(lo, dec), fnum(hi, dec)))
        mark = ("H" if x > hi else "B" if x < lo else "") if flag else ""
        row = [[name], [val], [unit], [ref]] + ([[mark]] if flag else [])
        if code_col:
            row = [[ctx.code(loinc)]] + row
        rows.append(row)
    return rows


def drugs(ctx, n):
    return ctx.rng.sample(pools.DRUGS, n)


def word_name(ctx, p=0.5):
    """Sometimes a patient whose surname is also an ordinary French word."""
    if ctx.rng.random() < p:
        return ctx.rng.choice(sorted(pools.WORD_SURNAMES))
    return None


def word_sentence(ctx, pat):
    """A clause using the patient's surname as an ordinary word (lower case), or None."""
    s = pools.WORD_SURNAMES.get(pat.last)
    if not s:
        return None
    text = ctx.choice(s)
    w = pat.last.lower()
    a, b = text.split(w, 1)
    return [a, ctx.mot(w), b]


def town_word(ctx, pat):
    """A clause using the patient's town as an ordinary lower-case word, or None."""
    t = pat.town[3]
    if not t:
        return None
    w = pat.town[0].lower()
    a, b = t.split(w, 1)
    return [a, ctx.mot(w, "mot_ville"), b]


def days(d: dt.date, n: int) -> dt.date:
    return d + dt.timedelta(days=n)


def new_page(landscape=False):
    return Page(landscape=landscape)


def mutual_no(ctx):
    r = ctx.rng
    return r.choice(["%s %s %s" % (ids.digits(r, 4), ids.digits(r, 4), ids.digits(r, 2)),
                     "%s-%s" % (ids.letters(r, 3), ids.digits(r, 8)), ids.digits(r, 11)])
