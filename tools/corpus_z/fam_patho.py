"""Family 2: pathology (anatomopathologie) requests and reports, laid out and written by pdfme (pure Python)."""

from __future__ import annotations

from .common import Ctx, homonym_phrase, ne, put_person, ville_phrase
from .truth import Truth

SPECIMENS = [
    {"organ": "sein gauche", "piece": "Pièce de tumorectomie orientée par deux fils", "topo": "C50.4", "morpho": "M8500/3",
     "diag": "Carcinome canalaire infiltrant de type non spécifique", "epo": "grade de Elston-Ellis", "tnm": "pT1c N0(sn)",
     "blocks": ["A1", "A2", "A3", "B1"]},
    {"organ": "côlon sigmoïde", "piece": "Pièce de sigmoïdectomie", "topo": "C18.7", "morpho": "M8140/3",
     "diag": "Adénocarcinome lieberkühnien moyennement différencié", "epo": "classification de Astler-Coller",
     "tnm": "pT3 N1a", "blocks": ["A1", "A2", "B1", "C1", "C2"]},
    {"organ": "prostate", "piece": "Biopsies prostatiques (12 carottes)", "topo": "C61", "morpho": "M8140/3",
     "diag": "Adénocarcinome acinaire", "epo": "score de Gleason", "tnm": "ISUP 2", "blocks": ["A1", "A2", "A3", "A4"]},
    {"organ": "peau du dos", "piece": "Exérèse cutanée fusiforme", "topo": "C44.5", "morpho": "M8720/3",
     "diag": "Mélanome à extension superficielle", "epo": "indice de Breslow", "tnm": "pT2a", "blocks": ["A1", "A2"]},
    {"organ": "thyroïde", "piece": "Pièce de thyroïdectomie totale", "topo": "C73", "morpho": "M8260/3",
     "diag": "Carcinome papillaire de la thyroïde", "epo": "classification de Bethesda", "tnm": "pT1b Nx",
     "blocks": ["A1", "A2", "B1", "B2"]},
]


class Page:
    """Positioned paragraphs and tables on pdfme's current page; y grows downwards from the top."""

    def __init__(self, pdf):
        self.pdf = pdf

    def txt(self, x, y, w, parts, size=9, bold=False, align="l"):
        content = {"style": {"s": size, "b": 1 if bold else 0}, ".": parts if isinstance(parts, list) else [parts]}
        self.pdf._text(content, width=w, x=x, y=y, text_align=align, line_height=1.25)
        return self.pdf.page.y + 3

    def table(self, x, y, w, rows, widths, size=8.5):
        self.pdf._table(rows, width=w, x=x, y=y, widths=widths, style={"s": size})
        return self.pdf.page.y + 6

    def rect(self, x, y, w, h, gray=None):
        H = 841.89
        op = ("%.3f g " % gray if gray is not None else "") + "%.2f %.2f %.2f %.2f re %s" % (
            x, H - y - h, w, h, "f" if gray is not None else "S")
        self.pdf.page.add("\nq " + op + " Q\n")


def B(s):
    return {"style": {"b": 1}, ".": s}


def _footer(pg, t, cx, acc, pno, total):
    p = cx.pat
    pg.txt(40, 800, 515, [t.nom(p["nom"].upper()) + " " + t.prenom(p["prenom"]) + " - " + ne(p) + " le "
                          + t.pii("DATE_NAISSANCE", p["dob_s"]) + " - N° d'examen " + t.pii("NUM_ACCESSION", acc)
                          + " - " + t.decoy("PAGE", "Page %d/%d" % (pno, total))], size=7.5)


def _identity_box(pg, t, cx, y, acc, dossier):
    p = cx.pat
    a = p["addr"]
    rows = [["Nom d'usage", t.nom(p["nom"].upper()), "N° d'examen", t.pii("NUM_ACCESSION", acc)],
            ["Nom de naissance", t.pii("NOM", p["naissance"].upper(), "naissance") if p["naissance"] else "-",
             "Dossier", t.pii("NUM_DOSSIER_LABO", dossier)],
            ["Prénom", t.prenom(p["prenom"]), "IPP", t.pii("IPP", p["ipp"])],
            ["Date de naissance", t.pii("DATE_NAISSANCE", p["dob_s"]), "Sexe", p["sex"]],
            ["INS (NIR)", t.pii("NIR", p["nir_s"]), "Tél.", t.pii("TELEPHONE", p["phone"])],
            ["Adresse", t.addr(a["street"], a["street_name"]), "Ville", t.pii("CODE_POSTAL", a["cp"]) + " "
             + t.pii("VILLE", a["ville"])]]
    return pg.table(40, y, 515, rows, [1.1, 1.6, 0.8, 1.5])


def _header(pg, t, lab, la, y=40):
    y = pg.txt(40, y, 515, [t.etab(lab, "laboratoire")], size=12, bold=True) + 2
    y = pg.txt(40, y, 515, ["(" + t.etab(lab, "sigle") + ") " + t.addr(la["street"], la["street_name"]) + ", "
                            + t.pii("CODE_POSTAL", la["cp"]) + " " + t.pii("VILLE", la["ville"])], size=8.5)
    return y


def build(cx: Ctx, t: Truth, pdf) -> None:
    r, fk, p = cx.r, cx.fk, cx.pat
    sp = r.choice(SPECIMENS)
    lab_addr = fk.address()
    lab = fk.establishment(lab_addr["dept"])
    lab["name"] = "Laboratoire d'anatomie et cytologie pathologiques %s %s" % (lab["art"], lab["place"])
    lab["sigle"] = "ACP" + lab["sigle"][-3:]
    acc = "%02d%s%05d" % (cx.day0[0] % 100, r.choice("HPCB"), r.randint(1000, 99999))
    dossier = "DL-%02d-%07d" % (cx.day0[0] % 100, r.randint(10000, 9999999))
    presc = fk.doctor()
    path1, path2 = fk.doctor(), fk.doctor()
    with_request = r.random() < 0.4
    total = 3 if with_request else 2
    pno = 0
    if with_request:
        # -------------------------------------------------------- request form
        t.page(pno)
        pdf.add_page()
        pg = Page(pdf)
        y = pg.txt(40, 40, 515, ["DEMANDE D'EXAMEN ANATOMOPATHOLOGIQUE"], size=13, bold=True) + 4
        y = pg.txt(40, y, 515, ["Établissement demandeur : " + t.etab(cx.est) + " (" + t.etab(cx.est, "sigle") + ")"
                                + " - FINESS " + t.pii("FINESS", cx.est["finess"])], size=9) + 2
        ea = cx.est_addr
        y = pg.txt(40, y, 515, [t.addr(ea["street"], ea["street_name"]) + ", " + t.pii("CODE_POSTAL", ea["cp"]) + " "
                                + t.pii("VILLE", ea["ville"]) + " - UF " + t.decoy("UF", "UF %d" % r.randint(1000, 9999))],
                    size=9) + 4
        y = _identity_box(pg, t, cx, y, acc, dossier) + 4
        y = pg.txt(40, y, 515, [B("Préleveur : "), "Dr " + put_person(t, presc, "medecin") + " - RPPS "
                                + t.pii("RPPS", presc["rpps"]) + " - tél. " + t.pii("TELEPHONE", fk.phone())], size=9) + 2
        y = pg.txt(40, y, 515, [B("Séjour : "), t.pii("NUM_SEJOUR", "2" + fk.digits(9)) + " - prélèvement le "
                                + t.date(cx.day(0)) + " à 10 h 40, fixation formol 10 % à 10 h 55"], size=9) + 2
        y = pg.txt(40, y, 515, [B("Nature du prélèvement : "), sp["piece"] + " (" + sp["organ"] + ")"], size=9) + 2
        y = pg.txt(40, y, 515, [B("Renseignements cliniques : "), "patient(e) de " + t.decoy("AGE", "%d ans" % cx.age)
                                + ", " + homonym_phrase(t, cx.homonym) + " ; lésion découverte le " + t.date(cx.day(-30))
                                + ", imagerie du " + t.date(cx.day(-21)) + "."], size=9) + 2
        y = pg.txt(40, y, 515, ["[X] Examen standard   [ ] Examen extemporané   [ ] Biologie moléculaire   "
                                "[X] Copie au médecin traitant"], size=9)
        _footer(pg, t, cx, acc, pno + 1, total)
        pno += 1
    # ------------------------------------------------------------ report p1
    t.page(pno)
    pdf.add_page()
    pg = Page(pdf)
    y = _header(pg, t, lab, lab_addr)
    y = pg.txt(40, y, 515, ["FINESS " + t.pii("FINESS", lab["finess"]) + " - Tél. " + t.pii("TELEPHONE", fk.phone())
                            + " - Accréditation " + t.decoy("COFRAC", "COFRAC n° 8-%04d" % r.randint(1000, 3999))
                            + ", portée disponible sur demande"], size=8) + 6
    pg.rect(40, y - 2, 515, 18, 0.85)
    y = pg.txt(46, y + 1, 500, ["COMPTE RENDU D'EXAMEN ANATOMOPATHOLOGIQUE"], size=11, bold=True) + 6
    y = _identity_box(pg, t, cx, y, acc, dossier) + 2
    y = pg.txt(40, y, 515, [B("Prescripteur : "), "Dr " + put_person(t, presc, "medecin") + ", service de "
                            + r.choice(["chirurgie viscérale", "gynécologie", "urologie", "dermatologie", "ORL"]) + ", "
                            + t.etab(cx.est, "sigle")], size=9) + 2
    y = pg.txt(40, y, 515, [B("Dates : "), "prélèvement " + t.date(cx.day(0)) + " ; réception " + t.date(cx.day(1))
                            + " ; compte rendu " + t.date(cx.day(6))], size=9) + 6
    y = pg.txt(40, y, 515, ["RENSEIGNEMENTS CLINIQUES"], size=9.5, bold=True)
    y = pg.txt(40, y, 515, ["Lésion de " + sp["organ"] + " chez un(e) patient(e) de " + t.decoy("AGE", "%d ans" % cx.age)
                            + ". Antécédent de " + r.choice(["cholécystectomie", "diabète de type 2", "tabagisme sevré"])
                            + ". " + ville_phrase(t, cx.ville_word).capitalize() + " (noté par l'infirmière)."], size=9) + 6
    y = pg.txt(40, y, 515, ["MACROSCOPIE"], size=9.5, bold=True)
    dims = "%d x %d x %d cm" % (r.randint(3, 9), r.randint(2, 6), r.randint(1, 4))
    tumor = "%d mm" % r.randint(6, 38)
    y = pg.txt(40, y, 515, [sp["piece"] + " mesurant " + t.decoy("MESURE", dims) + ". À la coupe, lésion blanchâtre"
                            " ferme de " + t.decoy("MESURE", tumor) + " de grand axe, à distance des limites. "
                            "Prélèvements en totalité."], size=9, align="j") + 2
    rows = [["Bloc", "Contenu", "Coloration"]]
    for b in sp["blocks"]:
        rows.append([b, r.choice(["lésion", "limite profonde", "tissu adjacent", "ganglion"]), "HES"])
    y = pg.table(40, y, 300, rows, [0.5, 1.6, 0.9], size=8)
    _footer(pg, t, cx, acc, pno + 1, total)
    pno += 1
    # ------------------------------------------------------------ report p2
    t.page(pno)
    pdf.add_page()
    pg = Page(pdf)
    y = _header(pg, t, lab, lab_addr) + 8
    y = pg.txt(40, y, 515, ["MICROSCOPIE"], size=9.5, bold=True)
    y = pg.txt(40, y, 515, ["Prolifération tumorale d'architecture " + r.choice(["tubulaire", "massive", "glandulaire"])
                            + ", cellules à noyaux atypiques, " + str(r.randint(3, 18)) + " mitoses pour 10 champs. "
                            "Évaluation selon le " + t.decoy("EPONYME", sp["epo"]) + ". Absence d'embole vasculaire. "
                            "Limites saines, marge minimale " + t.decoy("MESURE", "%d,5 mm" % r.randint(2, 9)) + "."],
                size=9, align="j") + 2
    y = pg.txt(40, y, 515, ["Immunohistochimie (" + t.date(cx.day(4)) + ") : " + t.decoy("BIOLOGIE", "Ki67 %d %%" %
                            r.randint(5, 40)) + " des cellules tumorales."], size=9) + 6
    pg.rect(40, y - 2, 515, 86)
    y = pg.txt(46, y + 2, 500, ["CONCLUSION"], size=9.5, bold=True)
    y = pg.txt(46, y, 500, [sp["diag"] + " (" + sp["organ"] + "), " + sp["tnm"] + "."], size=9)
    y = pg.txt(46, y, 500, ["Codage ADICAP/CIM-O : topographie " + t.decoy("CIM10", sp["topo"]) + ", morphologie "
                            + t.decoy("CIM10", sp["morpho"]) + "."], size=9)
    y = pg.txt(46, y, 500, ["Dossier présenté en RCP le " + t.date(cx.day(13)) + "."], size=9) + 14
    y = pg.txt(40, y, 515, ["Compte rendu validé le " + t.date(cx.day(6)) + " par le Dr " + put_person(t, path1, "medecin")
                            + " (RPPS " + t.pii("RPPS", path1["rpps"]) + "), relu par le Dr "
                            + put_person(t, path2, "medecin") + "."], size=9) + 2
    y = pg.txt(40, y, 515, ["Identifiant national du pathologiste : " + t.pii("RPPS", "8" + path1["rpps"])
                            + " - courriel : " + t.pii("EMAIL", "secretariat@" + lab["sigle"].lower() + ".fr")], size=9) + 2
    copies = fk.doctor()
    y = pg.txt(40, y, 515, ["Copie : Dr " + put_person(t, copies, "medecin") + ", médecin traitant, "
                            + t.pii("VILLE", fk.commune()[0])], size=9)
    _footer(pg, t, cx, acc, pno + 1, total)
