"""Family 3 ``courbes_matplotlib``: growth, biology-trend and anaesthesia charts drawn by
matplotlib's own PDF backend (PdfPages), half with Type 3 fonts, half with TrueType (fonttype 42)."""

from __future__ import annotations

import math

from . import ids, prose
from .model import D, P, S, seg_items, seg_text

FIG = (8.27, 11.69)


class Page:
    """Texts placed on one figure: (x, y, segments, kwargs); tables: (bbox, header, rows of segments)."""

    def __init__(self):
        self.texts, self.tables, self.draw = [], [], []

    def text(self, x, y, segs, **kw):
        self.texts.append((x, y, segs, kw))

    def items(self):
        out = []
        for _x, _y, segs, _kw in self.texts:
            out += seg_items(segs)
        for _bbox, head, rows, _cw in self.tables:
            for r in rows:
                for c in r:
                    out += seg_items(c)
        return out


def header(pg, est, pat, doc, nda, service, rng, child=False):
    e = [P("ETABLISSEMENT", est.name, "etablissement"), " (", P("ETABLISSEMENT", est.sigle, "sigle"), ") — " + service]
    pg.text(0.06, 0.965, e, fontsize=10.5, weight="bold")
    up = rng.random() < 0.5
    last = ids.up(pat.last) if up else pat.last
    pg.text(0.06, 0.943, ["Patient : ", P("NOM", last, "patient"), " ", P("PRENOM", pat.first, "patient"),
                          "   né(e) le ", P("DATE_NAISSANCE", pat.dob(rng.choice([0, 1, 3, 4]))),
                          "   IPP ", P("IPP", pat.ipp, "patient"), "   séjour ", P("NUM_SEJOUR", nda, "sejour")], fontsize=8.6)
    line3 = ["INS ", P("NIR", pat.nir(rng.choice([0, 2])), "ins"), "   ", P("ADRESSE", pat.street,
             probes=[pat.street, pat.street.split(" ", 1)[1]]), ", ", P("CODE_POSTAL", pat.cp), " ", P("VILLE", pat.commune)]
    pg.text(0.06, 0.926, line3, fontsize=8.2)
    ref = ["Médecin référent : Dr ", P("PRENOM", doc.first, "medecin"), " ", P("NOM", ids.up(doc.last), "medecin"),
           " (RPPS ", P("RPPS", doc.rpps), ")   tél. ", P("TELEPHONE", est.phone, "etablissement")]
    pg.text(0.06, 0.909, ref, fontsize=8.2)
    return last


def footer(pg, est, k, n, day):
    pg.text(0.06, 0.025, ["Édité le ", S(day), " — ", P("ETABLISSEMENT", est.sigle, "sigle"), " — FINESS ",
                          P("FINESS", est.finess), " — document de travail, ne pas diffuser"], fontsize=7, color="#555")
    pg.text(0.86, 0.025, [D("PAGE", "Page %d/%d" % (k, n))], fontsize=7, color="#555")


def growth(rng, j, est, pat, doc, nda, npages, day):
    pg = Page()
    last = header(pg, est, pat, doc, nda, "Pédiatrie — consultation de croissance", rng, child=True)
    mother = ids.Person(rng, sex="F")
    nurse = ids.Doctor(rng)
    pg.text(0.06, 0.892, ["Mère : ", P("PRENOM", mother.first, "proche"), " ", P("NOM", pat.last, "patient"),
                          "   tél. ", P("TELEPHONE", mother.phone, "proche"), "   courriel ", P("EMAIL", mother.email, "proche")],
            fontsize=8.2)
    months = sorted(rng.sample(range(1, 72), 7))
    w0 = rng.uniform(3.0, 3.8)
    pts = [(m, w0 + 0.42 * m ** 0.72 * rng.uniform(0.9, 1.05)) for m in months]
    hts = [(m, 50 + 24 * math.log1p(m / 4) * rng.uniform(0.97, 1.02)) for m in months]
    by = pat.y
    dates = []
    for m, _w in pts:
        yy, mm = by + (pat.m - 1 + m) // 12, (pat.m - 1 + m) % 12 + 1
        dates.append("%02d/%02d/%d" % (min(pat.d, 28), mm, yy))

    def draw(fig):
        ax = fig.add_axes([0.1, 0.5, 0.82, 0.36])
        xs = list(range(0, 73, 3))
        for pc, f in (("P3", 0.8), ("P50", 1.0), ("P97", 1.22)):
            ax.plot(xs, [f * (3.3 + 0.42 * x ** 0.72) for x in xs], color="#9ab", lw=0.8)
            ax.text(73, f * (3.3 + 0.42 * 72 ** 0.72), pc, fontsize=7, color="#578")
        ax.plot([m for m, _ in pts], [w for _, w in pts], "o-", color="#c33", ms=4)
        ax.set_xlabel("Âge (mois)")
        ax.set_ylabel("Poids (kg)")
        ax.set_title("Courbe de poids — %s %s" % (last, pat.first), fontsize=10)
        ax.annotate("Avis Dr %s : croissance régulière" % ids.up(doc.last), (pts[-2][0], pts[-2][1]),
                    xytext=(-150, 28), textcoords="offset points", fontsize=7.5,
                    arrowprops={"arrowstyle": "->"})
        ax.grid(alpha=0.3)
    pg.draw.append(draw)
    pg.text(0.1, 0.88, [], fontsize=1)  # placeholder to keep order stable
    # the title/annotation texts (drawn by the axes) are declared here for the truth
    pg.texts.append((None, None, ["Courbe de poids — ", P("NOM", last, "patient"), " ", P("PRENOM", pat.first, "patient")], {}))
    pg.texts.append((None, None, ["Avis Dr ", P("NOM", ids.up(doc.last), "medecin"), " : croissance régulière"], {}))
    rows = []
    for (m, w), (_m, h), dt in zip(pts, hts, dates):
        rows.append([[S(dt)], [D("AGE", "%d mois" % m)], [D("POIDS", ("%.1f kg" % w).replace(".", ","))],
                     [D("MESURE", ("%.1f cm" % h).replace(".", ","))],
                     [("%.1f" % (w / (h / 100) ** 2)).replace(".", ",")]])
    pg.tables.append(([0.1, 0.2, 0.82, 0.22], ["Date", "Âge", "Poids", "Taille", "IMC"], rows, None))
    pg.text(0.1, 0.16, ["Courbes de référence : ", D("NORMES", "AFPA-CRESS/INSERM 2018"), ". Mesures réalisées par ",
                        P("PRENOM", nurse.first, "soignant"), " ", P("NOM", nurse.last, "soignant"), ", puéricultrice."], fontsize=8)
    pg.text(0.1, 0.14, [prose.PROSE[1]], fontsize=8)
    pages = [pg]
    return pages, "Courbe de croissance"


def biology(rng, j, est, pat, doc, nda, npages, day):
    pg = Page()
    last = header(pg, est, pat, doc, nda, "Néphrologie — suivi biologique", rng)
    lab = rng.choice(ids.LABS)
    pg.text(0.06, 0.892, ["Laboratoire : ", P("ETABLISSEMENT", lab, "laboratoire"), "   dossier ",
                          P("NUM_DOSSIER_LABO", ids.labfile(rng)), "   ", D("COFRAC", "COFRAC n° 8-%04d" % rng.randint(1000, 4999))],
            fontsize=8.2)
    n = 8
    dates = sorted({(rng.randint(1, 28), rng.randint(1, 12), y) for y in (2023, 2024) for _ in range(6)},
                   key=lambda t: (t[2], t[1], t[0]))[:n]
    creat = [rng.randint(88, 160) for _ in dates]
    hba = [round(rng.uniform(6.2, 8.9), 1) for _ in dates]
    dfg = [max(15, int(140 - c * 0.6)) for c in creat]

    def draw(fig):
        ax1 = fig.add_axes([0.1, 0.66, 0.82, 0.2])
        ax1.plot(range(n), creat, "s-", color="#a33")
        ax1.axhspan(62, 106, color="#cde", alpha=0.5)
        ax1.set_ylabel("Créatinine (µmol/L)")
        ax1.set_title("Évolution de la fonction rénale et de l'équilibre glycémique", fontsize=10)
        ax1.set_xticks(range(n), ["T%d" % (k + 1) for k in range(n)])
        ax1.annotate("Introduction ramipril 5 mg (Dr %s)" % doc.last, (3, creat[3]), xytext=(10, 10),
                     textcoords="offset points", fontsize=7.5, arrowprops={"arrowstyle": "->"})
        ax2 = fig.add_axes([0.1, 0.42, 0.82, 0.18])
        ax2.plot(range(n), hba, "o-", color="#36a")
        ax2.axhline(7.0, ls="--", color="#888")
        ax2.set_ylabel("HbA1c (%)")
        ax2.set_xticks(range(n), ["T%d" % (k + 1) for k in range(n)])
        for ax in (ax1, ax2):
            ax.grid(alpha=0.3)
    pg.draw.append(draw)
    pg.texts.append((None, None, ["Introduction ramipril 5 mg (Dr ", P("NOM", doc.last, "medecin"), ")"], {}))
    rows = []
    for k, (d, m, y) in enumerate(dates):
        rows.append([["T%d" % (k + 1)], [S("%02d/%02d/%d" % (d, m, y))], [D("BIOLOGIE", "%d µmol/L" % creat[k])],
                     [D("BIOLOGIE", "%d mL/min" % dfg[k])], [D("BIOLOGIE", ("%.1f %%" % hba[k]).replace(".", ","))]])
    pg.tables.append(([0.1, 0.12, 0.82, 0.25], ["Point", "Date", "Créatinine", "DFG (CKD-EPI)", "HbA1c"], rows, None))
    pg.text(0.1, 0.085, ["LOINC : créatinine ", D("LOINC", "2160-0"), ", HbA1c ", D("LOINC", "4548-4"),
                         " ; diagnostic ", D("CIM10", "N18.3"), " ; valeurs de référence ", D("INTERVALLE", "62-106"),
                         " µmol/L."], fontsize=7.8)
    pages = [pg]
    if npages == 2:
        pg2 = Page()
        pg2.text(0.06, 0.965, ["Suite — ", P("NOM", last, "patient"), " ", P("PRENOM", pat.first, "patient"), " — IPP ",
                               P("IPP", pat.ipp, "patient")], fontsize=10, weight="bold")
        rows2 = []
        for k, (d, m, y) in enumerate(dates):
            rows2.append([[S("%02d/%02d/%d" % (d, m, y))], [D("BIOLOGIE", "%s mmol/L" % rng.choice(["4,1", "4,8", "5,3"]))],
                          [D("BIOLOGIE", "%d g/L" % rng.randint(118, 152))], [rng.choice(["ras", "hémolysé", "ras"])]])
        pg2.tables.append(([0.08, 0.6, 0.84, 0.3], ["Date", "Kaliémie", "Hémoglobine", "Commentaire"], rows2, None))
        pg2.text(0.08, 0.54, ["Synthèse : " + prose.PROSE[3]], fontsize=8.5)
        pg2.text(0.08, 0.52, ["Traitement : "] + prose.drug(rng) + [" ; contrôle prévu le ", S(prose.care_date(rng, 2025)), "."],
                 fontsize=8.5)
        pg2.text(0.08, 0.50, ["Courrier au Dr ", P("PRENOM", doc.first, "medecin"), " ", P("NOM", doc.last, "medecin"), " (",
                              P("EMAIL", doc.email, "medecin"), ")."], fontsize=8.5)
        pages.append(pg2)
    return pages, "Suivi biologique"


def anaesthesia(rng, j, est, pat, doc, nda, npages, day):
    pg = Page()
    header(pg, est, pat, doc, nda, "Bloc opératoire — feuille d'anesthésie", rng)
    ibode = ids.Doctor(rng)
    cc, lab = rng.choice(prose.CCAM[1:])
    pg.text(0.06, 0.892, ["Intervention du ", S(day), " : " + lab + " (", D("CCAM", cc), ") + ", D("CCAM", "YYYY600"),
                          " ; ", D("SCORE", "ASA 2"), " ; ", D("POIDS", "%d kg" % rng.randint(52, 98))], fontsize=8.2)
    t = list(range(0, 125, 5))
    fc = [72 + 10 * math.sin(x / 17) + rng.uniform(-3, 3) for x in t]
    pas = [128 - 20 * math.exp(-((x - 15) / 12) ** 2) + rng.uniform(-4, 4) for x in t]
    pad = [v - 48 for v in pas]
    spo2 = [min(100, 97 + rng.uniform(-1.5, 2)) for _ in t]

    def draw(fig):
        ax = fig.add_axes([0.1, 0.5, 0.82, 0.35])
        ax.plot(t, fc, color="#c22", label="FC (bpm)")
        ax.plot(t, pas, "v-", color="#225", ms=3, label="PAS (mmHg)")
        ax.plot(t, pad, "^-", color="#558", ms=3, label="PAD (mmHg)")
        ax.plot(t, spo2, color="#2a2", label="SpO2 (%)")
        ax.set_xlabel("Temps depuis l'induction (min)")
        ax.legend(fontsize=7, loc="lower right")
        ax.annotate("Induction propofol 2,5 mg/kg", (0, fc[0]), xytext=(4, 158), fontsize=7.5,
                    arrowprops={"arrowstyle": "->"})
        ax.annotate("Incision", (20, pas[4]), xytext=(24, 160), fontsize=7.5, arrowprops={"arrowstyle": "->"})
        ax.set_title("Surveillance peropératoire — MAR Dr %s" % ids.up(doc.last), fontsize=10)
        ax.set_ylim(30, 180)
        ax.grid(alpha=0.3)
    pg.draw.append(draw)
    pg.texts.append((None, None, ["Surveillance peropératoire — MAR Dr ", P("NOM", ids.up(doc.last), "medecin")], {}))
    drugs = [("propofol", "200 mg", "9244315"), ("sufentanil", "15 µg", "9215740"), ("rocuronium", "50 mg", "9222361"),
             ("céfazoline", "2 g", "9156720"), ("ondansétron", "4 mg", "9191284")]
    rows = []
    for k, (dname, dose, ucd) in enumerate(rng.sample(drugs, 4)):
        hh = "%02d:%02d" % (8 + k // 2, rng.randint(0, 59))
        rows.append([[hh], [dname], [D("DOSE", dose)], [D("UCD", ucd)], [rng.choice(["IVD", "IVL"])]])
    pg.tables.append(([0.1, 0.22, 0.82, 0.2], ["Heure", "Médicament", "Dose", "UCD", "Voie"], rows, None))
    pg.text(0.1, 0.18, ["IADE : ", P("PRENOM", ibode.first, "soignant"), " ", P("NOM", ibode.last, "soignant"),
                        " — ADELI ", P("ADELI", ibode.adeli)], fontsize=8.2)
    pg.text(0.1, 0.16, ["Lot de ", D("DISPOSITIF", "sonde d'intubation 7,5"), " : ", D("LOT", "LOT %d%s%04d" % (
        rng.randint(21, 24), rng.choice("ABR"), rng.randint(0, 9999))), ". " + prose.PROSE[4]], fontsize=8.2)
    return [pg], "Feuille d'anesthésie"


KINDS = [("croissance", growth), ("biologie", biology), ("anesthesie", anaesthesia)]


def render(pages, pdf, fonttype, metadata):
    import matplotlib
    matplotlib.use("pdf")
    import matplotlib.pyplot as plt
    from matplotlib.backends.backend_pdf import PdfPages

    matplotlib.rcParams["pdf.fonttype"] = fonttype
    matplotlib.rcParams["font.family"] = "DejaVu Sans"
    matplotlib.rcParams["svg.hashsalt"] = "aa"
    with PdfPages(str(pdf), metadata=dict(metadata, CreationDate=None)) as pp:
        for pg in pages:
            fig = plt.figure(figsize=FIG)
            for draw in pg.draw:
                draw(fig)
            for x, y, segs, kw in pg.texts:
                if x is None or not segs:
                    continue
                fig.text(x, y, seg_text(segs), **kw)
            for bbox, head, rows, _cw in pg.tables:
                ax = fig.add_axes(bbox)
                ax.axis("off")
                tb = ax.table(cellText=[[seg_text(c) for c in r] for r in rows], colLabels=head, loc="upper center",
                              cellLoc="center")
                tb.auto_set_font_size(False)
                tb.set_fontsize(8)
                tb.scale(1, 1.3)
            pp.savefig(fig)
            plt.close(fig)
