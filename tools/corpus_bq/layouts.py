"""The four templates of corpus BQ; each prints every part of a document from a new page (render.py draws them).
  rlcourrier     ReportLab, Carlito - a French ADMINISTRATIVE LETTER: the acronym large over a teal rule and the
                 letterhead top left (or the private sender's block), under it a REFERENCES COLUMN ("N/Réf.", "V/Réf.",
                 "Affaire suivie par", "Ligne directe"...: italic caption, value beside), the addressee block in the
                 window position on the right, "Town, le date" right-aligned, bold "Objet :" hanging, then the body
                 (fields as an italic caption column, quotes as "> " lines, tables with teal header band, no vertical
                 rules) and the signature in the right half. Running head / foot in grey.
  fpmessagerie   fpdf2, DejaVu Sans - a DESKTOP MAIL CLIENT'S PRINT: the subject large and bold, a GREY HEADER BOX with
                 right-aligned bold captions (De, À, Cc, Date, Objet), the attachments under it with a drawn paperclip,
                 the body with "Caption : value" lines, quoted text indented beside BLUE LEFT BARS (one per level),
                 "Début du message réexpédité :", glyph check boxes, a "-- " signature with the sender's coordinates.
  pycases        pydyf, base-14 Times + Courier - an ADMINISTRATIVE FORM WITH LIGHT BOXES: the title in capitals over
                 a thick-thin double rule, numbered GREY SECTION BANDS (Émetteur, Destinataire, Références, Contenu...),
                 every field a light shaded box in TWO COLUMNS with its caption in small italics ABOVE and the value
                 typed in Courier (a long value takes the full width), fully ruled tables in Courier, a visa box.
  mugedcourrier  PyMuPDF, DejaVu Serif Condensed + Sans Mono - a letter INDEXED IN A DOCUMENT-MANAGEMENT SYSTEM: a
                 pale GED strip in monospace on every page (chrono number, indexing date, page), a red registry STAMP
                 top right ("REÇU LE" or "DÉPART LE" + date + chrono), serif body with monospace upper-case captions, quotes as an
                 indented italic citation, "[X]" check boxes, and a "FICHE DE CIRCULATION" routing table at the end.
"""
from __future__ import annotations

from tools.corpus_kit import frame

from .render import BLACK, GREY, BFlow, Blocks, boxed, lh

SCALES = (1.0, 0.94, 0.88, 0.82, 0.76, 0.7)


def fit(build, fam):
    for k in SCALES:
        f = build(k)
        if len(f.pages) <= 3:
            return f
    raise RuntimeError("%s: %d pages" % (fam, len(f.pages)))


def joined(runs, sep=" - "):
    out = []
    for k, run in enumerate(runs):
        out += ([sep] if k else []) + list(run)
    return out


def start(f, pi):
    if pi:
        f.starting = True
        f.new_page()
        f.starting = False


def suite(f, x0, title, st="I", size=7.6):
    def on_new():
        if len(f.pages) > 1 and not getattr(f, "starting", False):
            f.text(x0, f.top + 1, title() + " (suite)", (), st, size, GREY)
            f.y += 4
    f.on_new_page = on_new


def right_lines(f, run, RIGHT, W, st, size, lead=1.35):
    for t, v in f.lines(run, W, st, size):
        f.y += lh(size, lead)
        f.text(RIGHT - f.m(t, st, size), f.y, t, v, st, size)


# ------------------------------------------------------------------ 1. administrative letter (ReportLab)
def lay_courrier(doc, meas):
    x0, W, INK = 20.0, 170.0, (0.05, 0.36, 0.44)
    RIGHT, es = x0 + W, doc["estab"]

    def head(f, text, x, w, k):
        f.need(12)
        f.y += 3.5
        f.para([text], x, w, 10.2 * k, "B", 1.3, INK)
        f.line(x, f.y + 1.2, x + 25, f.y + 1.2, 0.4, INK)
        f.y += 1.2
    S = Blocks(size=10.0, lead=1.36, cap_w=50, cap_size=9.0, cap_color=(0.3, 0.3, 0.3), val_size=9.8, quote="gt",
               qcolor=(0.15, 0.2, 0.45), tab_fill=(0.84, 0.91, 0.93), tab_rule=(0.62, 0.62, 0.62), tab_size=8.6,
               card_stroke=INK, card_band=(0.86, 0.92, 0.94), heading=head)

    def build(k):
        f = BFlow(meas, 18, 272)
        cur = {"t": ""}
        suite(f, x0, lambda: cur["t"])
        for pi, part in enumerate(doc["parts"]):
            start(f, pi)
            cur["t"] = part["title"]
            top = f.y
            frm = part["frm"]
            if frm is None:
                f.para(es["acr"], x0, 90, 21 * k, "B", 1.0, INK)
                f.line(x0, f.y + 1.6, x0 + 82, f.y + 1.6, 0.6, INK)
                f.y += 2.4
                f.para(es["name"], x0, 88, 9.6 * k, "B", 1.25)
                f.para([es["service"]], x0, 88, 8.8 * k, "I", 1.25)
                for run in es["addr"] + [es["tel"]]:
                    f.para(run, x0, 88, 7.8 * k, "R", 1.25, GREY)
            else:
                f.para(frm["name"], x0, 88, 10.4 * k, "B", 1.3, brk=True)
                for run in frm["lines"]:
                    f.para(run, x0, 88, 9.2 * k, "R", 1.3, brk=True)
                if frm["mail"]:
                    f.para(["Courriel : ", frm["mail"]], x0, 88, 9.2 * k, "R", 1.3)
            if part["refs"]:
                f.y += 4
                Blocks(size=8.4, lead=1.3, cap_w=33, cap_size=7.8, val_size=8.6, cap_color=GREY, kv_sep=" :", k=k).b_kv(f, ("kv", part["refs"]), x0, 86)
            yl, f.y = f.y, top + 34 * k
            if part["to"]:
                to = part["to"]
                f.para(to["name"], x0 + 92, W - 92, 10.4 * k, "B", 1.3, brk=True)
                for run in to["lines"]:
                    f.para(run, x0 + 92, W - 92, 10 * k, "R", 1.3, brk=True)
                if to["mail"]:
                    f.para(["Courriel : ", to["mail"]], x0 + 92, W - 92, 9.2 * k, "R", 1.3)
            f.y = max(yl, f.y) + 7 * k
            pl = part["place"] or (["Envoyé le "] + part["when"] if part["when"] else None)
            if pl:
                right_lines(f, pl, RIGHT, W, "R", 10 * k)
            f.y += 4 * k
            obj = part["obj"] or [part["title"]]
            extra = part["extra"] + ([("P.J.", joined(part["att"], " ; "))] if part["att"] else [])
            Blocks(size=10, lead=1.32, kv_mode="hang", cap_st="B", cap_size=10, cap_color=BLACK, kv_sep=" :", val_st="B", k=k).b_kv(
                f, ("kv", [("Objet", obj)]), x0, W)
            if extra:
                Blocks(size=9.4, lead=1.32, kv_mode="hang", cap_st="R", cap_size=9.4, cap_color=BLACK, kv_sep=" :", k=k).b_kv(f, ("kv", extra), x0, W)
            f.y += 3
            S.draw(f, part["blocks"], x0, W, k)
            if part["sig"]:
                f.y += 5
                f.need(lh(10 * k, 1.35) * len(part["sig"]) + 2)
                for run in part["sig"]:
                    f.para(run, x0 + 96, W - 96, 10 * k, "R", 1.35)
        return f
    fl = fit(build, "rlcourrier")
    frame(fl, doc["runhead"], " - page {k}/{n}", doc["foot"], " - {k}/{n}", x0, W, yh=10.5, yf=286.0, color=GREY, size=7.0, rules=False)
    return fl


# ------------------------------------------------------------------ 2. mail client print (fpdf2)
def lay_messagerie(doc, meas):
    x0, W, BLUE = 15.0, 180.0, (0.16, 0.33, 0.62)
    es = doc["estab"]

    def head(f, text, x, w, k):
        f.need(11)
        f.y += 3
        f.para([text], x, w, 10 * k, "B", 1.3, BLUE)
    S = Blocks(size=9.2, lead=1.42, kv_mode="hang", cap_st="B", cap_size=9.2, cap_color=BLACK, kv_sep=" :", quote="bar",
               qcolor=BLUE, check="glyph", tab_fill=(0.92, 0.92, 0.92), tab_ruled=True, tab_rule=(0.72, 0.72, 0.72),
               tab_size=8.2, card_fill=(0.975, 0.975, 0.975), card_stroke=(0.62, 0.62, 0.62), card_band=None, heading=head,
               fw_line="Début du message réexpédité :")

    def build(k):
        f = BFlow(meas, 17, 279)
        cur = {"t": ""}
        suite(f, x0, lambda: cur["t"], "I", 7.4)
        for pi, part in enumerate(doc["parts"]):
            start(f, pi)
            subj = part["obj"] or [part["title"]]
            cur["t"] = part["title"]
            f.para(subj, x0, W, 13.5 * k, "B", 1.25)
            f.y += 2.5
            frm, to = part["frm"], part["to"]
            rows = [("De", (list(frm["name"]) + ([" <", frm["mail"], ">"] if frm["mail"] else [])) if frm else
                     [es["service"], " - "] + es["acr"] + [" <"] + doc["mailbox"] + [">"])]
            if to:
                rows.append(("À", list(to["name"]) + ([" <", to["mail"], ">"] if to["mail"] else [])))
            rows += part["extra"]
            if part["when"]:
                rows.append(("Date", part["when"]))
            rows.append(("Objet", subj))
            s, cw = 9 * k, 24

            def hbox(g):
                g.y += 1.2
                for cap, run in rows:
                    ls = g.lines(run, W - cw - 4, "R", s)
                    g.text(x0 + cw - g.m(cap + " :", "B", s), g.y + lh(s, 1.4), cap + " :", (), "B", s)
                    for t, v in ls:
                        g.y += lh(s, 1.4)
                        g.text(x0 + cw + 2, g.y, t, v, "R", s)
                g.y += 1.8
            boxed(f, hbox, x0, W, fill=(0.91, 0.91, 0.91), stroke=(0.75, 0.75, 0.75), lw=0.2)
            for run in part["att"]:
                f.need(6)
                f.y += lh(8.6 * k, 1.6)
                f.rect(x0 + 1, f.y - 3.0, 1.8, 3.6, stroke=(0.4, 0.4, 0.4), r=0.8, lw=0.25)
                f.rect(x0 + 1.5, f.y - 2.4, 0.8, 2.6, stroke=(0.4, 0.4, 0.4), r=0.4, lw=0.2)
                for t, v in f.lines(run, W - 6, "R", 8.6 * k)[:1]:
                    f.text(x0 + 5, f.y, t, v, "R", 8.6 * k, (0.2, 0.2, 0.2))
            f.y += 4
            if part["refs"]:
                S.b_kv(f, ("kv", part["refs"]), x0, W)
            if part["place"]:
                f.para(part["place"], x0, W, 9.2 * k, "I", 1.4)
            S.draw(f, part["blocks"], x0, W, k)
            sig = list(part["sig"])
            coords = (frm["lines"] if frm else [es["name"], [es["service"]]] + es["addr"] + [es["tel"]] + es["contact"]) if pi == 0 or frm else []
            if sig or coords:
                f.y += 4
                f.para(["-- "], x0, W, 8.8 * k, "R", 1.35, GREY)
                for run in sig:
                    f.para(run, x0, W, 8.8 * k, "R", 1.35, (0.25, 0.25, 0.25))
                for run in coords:
                    f.para(run, x0, W, 7.8 * k, "R", 1.3, GREY)
        return f
    fl = fit(build, "fpmessagerie")
    frame(fl, ["Messagerie sécurisée de santé - "] + doc["mailbox"], "   -   page {k} sur {n}", doc["runhead"], " - {k}/{n}",
          x0, W, yh=9.0, yf=288.0, color=GREY, size=6.8, rules=True)
    return fl


# ------------------------------------------------------------------ 3. form with light boxes (pydyf, Times + Courier)
def lay_cases(doc, meas):
    x0, W = 16.0, 178.0
    RIGHT, es = x0 + W, doc["estab"]
    cnt = {"n": 0}

    def head(f, text, x, w, k):
        cnt["n"] += 1
        s = 8.8 * k
        f.need(16)
        f.y += 3
        f.rect(x, f.y, w, lh(s, 1.6) + 0.8, fill=(0.8, 0.8, 0.8))
        f.text(x + 2, f.y + lh(s, 1.3) + 0.3, "%d. %s" % (cnt["n"], text.upper()), (), "B", s)
        f.y += lh(s, 1.6) + 2.6
    S = Blocks(size=10, lead=1.3, kv_mode="boxes", val_size=8.8, quote="gt", qcolor=(0.15, 0.15, 0.15), check="box",
               tab_fill=(0.86, 0.86, 0.86), tab_ruled=True, tab_rule=BLACK, tab_st="M", tab_size=7.6, card_stroke=BLACK,
               card_band=(0.86, 0.86, 0.86), heading=head, bullet="-", cap_st="I")

    def build(k):
        f = BFlow(meas, 16, 277)
        cur = {"t": ""}
        suite(f, x0, lambda: cur["t"])
        for pi, part in enumerate(doc["parts"]):
            start(f, pi)
            cnt["n"] = 0
            cur["t"] = part["title"]
            y0, frm, to = f.y, part["frm"], part["to"]
            if frm is None:
                f.para(es["name"], x0, 110, 10.5 * k, "B", 1.25)
                f.para([es["service"], " - "] + es["acr"], x0, 110, 8.6 * k, "R", 1.25)
            else:
                f.para(frm["name"], x0, 110, 10.5 * k, "B", 1.25)
            yl, f.y = f.y, y0
            right_lines(f, ["Formulaire "] + doc["form_code"], RIGHT, 60, "B", 9 * k)
            if part["when"]:
                right_lines(f, ["Édition : "] + part["when"], RIGHT, 62, "R", 8.4 * k)
            f.y = max(yl, f.y) + 4
            f.para([part["title"].upper()], x0, W, 14 * k, "B", 1.2)
            f.line(x0, f.y + 1.8, RIGHT, f.y + 1.8, 0.8, BLACK)
            f.line(x0, f.y + 2.8, RIGHT, f.y + 2.8, 0.2, BLACK)
            f.y += 3.5
            head(f, "Émetteur", x0, W, k)
            if frm is None:
                em = [("Établissement", es["name"] + [" ("] + es["acr"] + [")"]), ("Service", [es["service"]]),
                      ("Adresse", joined(es["addr"], ", ")), ("Standard", es["tel"][1:]), ("Courriel", doc["mailbox"]), ("FINESS", es["legal"][0][1:])]
            else:
                em = [("Nom / raison sociale", frm["name"])] + [("Adresse" if q == 0 else "Coordonnées", x) for q, x in enumerate(frm["lines"])] + (
                    [("Courriel", [frm["mail"]])] if frm["mail"] else [])
            S.k = k
            S.kv_boxes(f, em, x0, W)
            if to:
                head(f, "Destinataire", x0, W, k)
                S.kv_boxes(f, [("Nom", to["name"])] + ([("Adresse", joined(to["lines"], ", "))] if to["lines"] else []) +
                           ([("Courriel", [to["mail"]])] if to["mail"] else []), x0, W)
            head(f, "Références", x0, W, k)
            refs = part["refs"] + ([("Lieu et date", part["place"])] if part["place"] else []) + [("Objet", part["obj"] or [part["title"]])] + \
                part["extra"] + ([("Pièces jointes", joined(part["att"], " ; "))] if part["att"] else [])
            S.kv_boxes(f, refs, x0, W)
            if not part["blocks"] or part["blocks"][0][0] != "h":
                head(f, "Contenu", x0, W, k)
            S.draw(f, part["blocks"], x0, W, k)
            if part["sig"]:
                f.y += 3
                bw = W * 0.5

                def vis(g):
                    g.text(RIGHT - bw + 2, g.y + 3.6, "Visa et signature", (), "I", 7.2 * k, GREY)
                    g.y += 4.5
                    for run in part["sig"]:
                        g.para(run, RIGHT - bw + 2, bw - 4, 9.6 * k, "R", 1.35)
                    g.y += 6
                boxed(f, vis, RIGHT - bw, bw, stroke=BLACK, lw=0.3)
        return f
    fl = fit(build, "pycases")
    frame(fl, doc["runhead"], " - page {k} / {n}", doc["foot"], " - page {k} / {n}", x0, W, yh=9.0, yf=287.0,
          color=(0.3, 0.3, 0.3), size=7.0, rules=True)
    return fl


# ------------------------------------------------------------------ 4. mail indexed in a GED (PyMuPDF)
def lay_ged(doc, meas):
    x0, W, RED = 22.0, 166.0, (0.78, 0.1, 0.12)
    RIGHT, es = x0 + W, doc["estab"]

    def head(f, text, x, w, k):
        s = 10 * k
        f.need(12)
        f.y += 3.5
        f.para([text], x, w, s, "B", 1.3)
        f.line(x, f.y + 1, x + f.m(text, "B", s), f.y + 1, 0.25, BLACK)
        f.y += 1.5
    S = Blocks(size=9.8, lead=1.4, cap_w=48, cap_st="M", cap_size=7.2, cap_color=(0.35, 0.35, 0.35), quote="indent",
               qcolor=(0.2, 0.2, 0.2), check="brackets", tab_fill=(0.95, 0.93, 0.84), tab_rule=(0.5, 0.5, 0.5), tab_size=8.4,
               card_fill=(0.99, 0.975, 0.92), card_stroke=(0.55, 0.5, 0.4), card_band=None, heading=head)

    def build(k):
        f = BFlow(meas, 22, 271)
        cur = {"t": ""}
        suite(f, x0, lambda: cur["t"])
        for pi, part in enumerate(doc["parts"]):
            start(f, pi)
            cur["t"] = part["title"]
            top = f.y

            lab, day = ("REÇU LE", part["recv"] or part["when"]) if part["frm"] else ("DÉPART LE", part["when"])

            def stamp(g):
                g.y += lh(7.6, 1.5)
                for run, st, s in (([lab], "S", 7.6), (day or doc["ged_day"], "S", 9), (["BUREAU D'ORDRE"], "S", 6.8),
                                   (["chrono "] + doc["chrono"], "M", 6.8)):
                    for t, v in g.lines(run, 50, st, s):
                        g.text(RIGHT - 27 - g.m(t, st, s) / 2, g.y, t, v, st, s, RED)
                        g.y += lh(s, 1.35)
                g.y += 0.5
            boxed(f, stamp, RIGHT - 54, 54, stroke=RED, r=2.5, lw=0.6)
            f.y = top
            frm = part["frm"]
            if frm is None:
                f.para(es["name"], x0, 100, 11 * k, "B", 1.25)
                f.para([es["service"]], x0, 100, 9 * k, "I", 1.3)
                for run in es["addr"] + [es["tel"]] + es["legal"]:
                    f.para(run, x0, 100, 8.2 * k, "R", 1.3, (0.3, 0.3, 0.3))
            else:
                f.para(frm["name"], x0, 100, 10.4 * k, "B", 1.3, brk=True)
                for run in frm["lines"] + ([[frm["mail"]]] if frm["mail"] else []):
                    f.para(run, x0, 100, 9.4 * k, "R", 1.3, brk=True)
            f.y = max(f.y, top + 26) + 5
            if part["to"]:
                to = part["to"]
                f.para(to["name"], x0 + 86, W - 86, 10.2 * k, "B", 1.3, brk=True)
                for run in to["lines"] + ([[to["mail"]]] if to["mail"] else []):
                    f.para(run, x0 + 86, W - 86, 9.8 * k, "R", 1.3, brk=True)
                f.y += 4
            if part["refs"]:
                Blocks(size=8.8, lead=1.32, cap_w=40, cap_st="M", cap_size=6.8, val_size=8.8, cap_color=GREY, k=k).b_kv(
                    f, ("kv", [(c.upper(), r) for c, r in part["refs"]]), x0, W)
            pl = part["place"] or (["le "] + part["when"] if part["when"] else None)
            if pl:
                right_lines(f, pl, RIGHT, W, "I", 9.8 * k)
            f.y += 3
            Blocks(size=9.8, lead=1.35, kv_mode="hang", cap_st="B", cap_size=9.8, cap_color=BLACK, kv_sep=" :", k=k).b_kv(
                f, ("kv", [("Objet", part["obj"] or [part["title"]])] + part["extra"] +
                    ([("Pièces jointes", joined(part["att"], " ; "))] if part["att"] else [])), x0, W)
            f.y += 2
            S.draw(f, part["blocks"], x0, W, k)
            if part["sig"]:
                f.y += 5
                f.need(lh(9.8 * k, 1.35) * len(part["sig"]) + 2)
                for run in part["sig"]:
                    f.para(run, x0 + 84, W - 84, 9.8 * k, "I", 1.35)
        f.y += 5
        f.para(["FICHE DE CIRCULATION"], x0, W, 8.4 * k, "S", 1.3, RED)
        S.b_tab(f, ("tab", ["Destinataire interne", "Reçu le", "Action", "Visa"], doc["routing"], [2.2, 1.0, 1.6, 0.8]), x0, W)
        return f
    fl = fit(build, "mugedcourrier")
    frame(fl, ["GED-Courrier 5.2 | dossier de correspondance | chrono "] + doc["chrono"] + [" | indexé le "] + doc["ged_day"], " | p. {k}/{n}",
          doc["foot"], " - document numérisé - page {k}/{n}", x0, W, yh=10.5, yf=287.0, color=(0.3, 0.3, 0.3), st="M", size=6.4, rules=False)
    for p in fl.pages:
        p["ops"].insert(0, ("r", x0 - 2, 7.0, W + 4, 5.0, (0.97, 0.95, 0.82), None, 0.0, 0.1))
    return fl


LAYOUTS = {"rlcourrier": lay_courrier, "fpmessagerie": lay_messagerie, "pycases": lay_cases, "mugedcourrier": lay_ged}
