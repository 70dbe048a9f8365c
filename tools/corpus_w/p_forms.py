"""Producer 3: AcroForm templates (Cerfa-like) filled by pdftk-java 3.3.2 ``fill_form``.

The templates are drawn by corpus_w's own PDF writer (pdfraw.py): printed captions,
boxes and rules in the page content (Helvetica, WinAnsiEncoding), one text field per
value. Every personal value and every decoy is ONLY in a field value. The filled file is
written by pdftk-java from an UTF-8 XFDF file, either flattened (``flatten``: the field
appearances become page content) or with live fields (pdftk's generated appearances,
plus ``need_appearances`` for some). The patient's surname goes into the Info
dictionary with ``pdftk update_info_utf8`` for a third of the documents.

Quirk: with live fields pypdf's ``extract_text()`` does not show the values (they are in
widget annotations, not in the page content): the judge can only measure these
documents with pdftotext, which draws the widgets' appearance streams.
"""

from __future__ import annotations

import datetime as dt
import subprocess
from pathlib import Path
from xml.sax.saxutils import escape

from . import pools
from .model import Doc, Item, Para, plain
from .pdfraw import Name, PdfWriter, Stream
from .people import Ctx, title_case

PRODUCER_FLAT = "pdftk-java 3.3.2 fill_form flatten (template: corpus_w AcroForm writer)"
PRODUCER_LIVE = "pdftk-java 3.3.2 fill_form, live fields (template: corpus_w AcroForm writer)"
PRODUCER = PRODUCER_FLAT
META_KEYS = ("Title", "Subject", "Keywords", "Author")
DAY = dt.timedelta(days=1)
PW, PH = 595.0, 842.0
ML, MR = 40.0, 40.0

# Helvetica widths (AFM, /1000) for the printable latin-1 range, enough to centre and right-align captions
_HW = {c: 556 for c in range(32, 256)}
_HW.update({32: 278, 33: 278, 39: 191, 40: 333, 41: 333, 44: 278, 45: 333, 46: 278, 47: 278, 58: 278, 59: 278,
            73: 278, 74: 500, 102: 278, 105: 222, 106: 222, 108: 222, 114: 333, 116: 278, 77: 833, 87: 944, 109: 833,
            119: 722, 65: 667, 66: 667, 67: 722, 68: 722, 69: 667, 70: 611, 71: 778, 72: 722, 75: 667, 76: 556,
            78: 722, 79: 778, 80: 667, 81: 778, 82: 722, 83: 667, 84: 611, 85: 722, 86: 667, 88: 667, 89: 667, 90: 611,
            99: 500, 107: 500, 115: 500, 118: 500, 120: 500, 121: 500, 122: 500, 42: 389, 176: 400})


def text_w(s, size):
    return sum(_HW.get(b, 556) for b in s.encode("cp1252", "replace")) * size / 1000.0


def pdfstr(s: str) -> str:
    b = s.encode("cp1252")
    return "(" + b.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)").decode("latin-1") + ")"


class Form:
    """Template pages (content ops + fields) and the values to fill, with their truth items."""

    def __init__(self, rng, cap_style):
        self.rng = rng
        self.cap_style = cap_style  # "above", "left" or "below"
        self.pages = []
        self.values = {}  # field name -> runs
        self.n = 0
        self.new_page()

    def new_page(self):
        self.page = {"ops": ["0 g 0 G"], "fields": [], "runs": []}
        self.pages.append(self.page)
        self.y = PH - 50

    def label(self, x, y, s, size=8.0, bold=False):
        self.page["ops"].append("BT /%s %.1f Tf %.2f %.2f Td %s Tj ET" % ("HB" if bold else "H", size, x, y, pdfstr(s)))

    def title(self, s, sub=None, cerfa=None):
        w = text_w(s, 13) * 1.05
        self.label((PW - w) / 2, self.y - 14, s, 13, True)
        if cerfa:
            self.page["ops"].append("0.6 w %.2f %.2f 78 22 re S" % (ML, self.y - 20))
            self.label(ML + 6, self.y - 8, "cerfa", 9, True)
            self.label(ML + 6, self.y - 17, cerfa, 7)
        self.y -= 22
        if sub:
            self.label((PW - text_w(sub, 8)) / 2, self.y - 8, sub, 8)
            self.y -= 12
        self.y -= 6

    def section(self, s):
        self.y -= 6
        self.page["ops"].append("0.85 g %.2f %.2f %.2f 14 re f 0 g" % (ML, self.y - 14, PW - ML - MR))
        self.label(ML + 4, self.y - 10.5, s, 9, True)
        self.y -= 20

    def note(self, s, size=7.0):
        self.label(ML, self.y - size, s, size)
        self.y -= size + 5

    def field(self, name, caption, runs, x, w, h=16, size=9.0, multiline=False, style=None):
        """A caption and a boxed text field at the current line; the field gets ``runs``."""
        style = style or self.cap_style
        self.n += 1
        fname = "p%d_%02d_%s" % (len(self.pages), self.n, name)
        top = self.y
        if style == "above":
            self.label(x, top - 7, caption, 7)
            fy = top - 9 - h
        elif style == "left":
            cw = text_w(caption, 8) + 4
            self.label(x, top - h + 4.5, caption, 8)
            x += cw
            w -= cw
            fy = top - h
        else:  # below: value box first, caption under it (Cerfa style)
            fy = top - h
            self.label(x, fy - 7.5, caption, 6.5)
        self.page["ops"].append("0.5 w %.2f %.2f %.2f %.2f re S" % (x, fy, w, h))
        self.page["fields"].append({"name": fname, "rect": [x, fy, x + w, fy + h], "size": size, "multiline": multiline})
        self.values[fname] = runs
        self.page["runs"].append(runs)
        bottom = fy - (10 if style == "below" else 0)
        return bottom

    def row(self, specs, h=16, gap=6.0, style=None):
        """Several fields on one line: specs = [(name, caption, runs, width fraction)]."""
        total = PW - ML - MR
        x = ML
        bottom = self.y
        for name, caption, runs, frac in specs:
            w = total * frac - gap
            b = self.field(name, caption, runs, x, w, h, style=style)
            bottom = min(bottom, b)
            x += total * frac
        self.y = bottom - 5

    def big(self, name, caption, runs, lines=4, size=9.0):
        h = lines * size * 1.25 + 6
        b = self.field(name, caption, runs, ML, PW - ML - MR, h, size=size, multiline=True, style="above")
        self.y = b - 6

    def checks(self, caption, options, chosen):
        """Printed check boxes; the chosen one gets an "X" field."""
        self.label(ML, self.y - 9, caption, 8, True)
        x = ML + text_w(caption, 8) + 10
        for opt in options:
            self.page["ops"].append("0.5 w %.2f %.2f 9 9 re S" % (x, self.y - 11))
            if opt == chosen:
                self.n += 1
                fname = "p%d_%02d_coche" % (len(self.pages), self.n)
                self.page["fields"].append({"name": fname, "rect": [x, self.y - 11, x + 9, self.y - 2], "size": 8, "multiline": False})
                self.values[fname] = ["X"]
            self.label(x + 12, self.y - 9, opt, 8)
            x += 12 + text_w(opt, 8) + 14
        self.y -= 18

    def signature_box(self, caption="Signature et cachet du médecin"):
        self.page["ops"].append("0.5 w %.2f %.2f 200 45 re S" % (PW - MR - 200, self.y - 50))
        self.label(PW - MR - 196, self.y - 14, caption, 7)
        self.y -= 56


# ------------------------------------------------------------------ the four forms

def _who(c, p):
    return [c.nom(p), " ", c.prenom(p)]


def f_bon_transport(c: Ctx, f: Form):
    r = c.rng
    p = c.pat
    c.entry = c.adm
    c.exit = c.adm + r.randint(2, 9) * DAY
    f.title("PRESCRIPTION MÉDICALE DE TRANSPORT", "Articles L.322-5 et R.322-10 du code de la sécurité sociale", "N° 11574*05")
    f.section("Personne transportée")
    f.row([("nom", "Nom et prénom", _who(c, p), 0.62), ("ddn", "Date de naissance", [c.ddn()], 0.38)])
    if p.maiden:
        f.row([("naiss", "Nom de naissance (si différent)", [c.maiden()], 0.5), ("nir", "N° d'immatriculation", [c.nir(0)], 0.5)])
    else:
        f.row([("nir", "N° d'immatriculation", [c.nir(0)], 0.6), ("tel", "Téléphone", [c.tel(p.phone)], 0.4)])
    f.row([("adr", "Adresse", [c.addr(p.addr)], 0.55), ("cp", "Code postal", [c.cp(p.commune)], 0.15),
           ("ville", "Commune", [c.ville(p.commune, True)], 0.30)])
    f.section("Le transport")
    f.checks("Mode de transport :", ["Ambulance", "VSL", "Taxi conventionné", "Véhicule personnel"],
             r.choice(["Ambulance", "VSL", "Taxi conventionné"]))
    f.checks("Prescription en rapport avec une ALD :", ["oui", "non"], r.choice(["oui", "non"]))
    f.row([("date", "Date du transport", [c.d_date(c.exit, r.choice(["slash", "long"]))], 0.3),
           ("dep", "Lieu de départ", [c.etab(True)], 0.25), ("arr", "Lieu d'arrivée", ["domicile du patient"], 0.45)])
    amb = r.choice(pools.AMBULANCES)
    f.row([("transp", "Transporteur", [Item(amb[0], "ETAB", probes=[amb[0], amb[1]])], 0.6),
           ("agr", "N° d'agrément", ["%d-%03d" % (r.randint(10, 95), r.randint(1, 300))], 0.4)])
    dx = r.choice(pools.DIAGNOSES)
    f.big("motif", "Éléments d'ordre médical justifiant le transport",
          ["Sortie d'hospitalisation après ", dx[0].lower(), " (", c.code(dx[1]), "). Position allongée nécessaire, ",
           c.eponym(), " récent. "] + c.mot_sentence() + [" Entrée le ", c.d_date(c.entry, "slash"), "."], lines=4)
    f.section("Le prescripteur")
    d = c.docs[0]
    f.row([("med", "Nom et prénom du prescripteur", ["Dr "] + _who(c, d), 0.5), ("rpps", "Identifiant RPPS", [c.rpps(d)], 0.25),
           ("finess", "N° FINESS", [c.finess()], 0.25)])
    f.row([("etab", "Établissement", [c.etab()], 0.62), ("tel2", "Téléphone du service", [c.tel(c.etab_tel)], 0.38)])
    f.row([("fait", "Fait à", [c.ville(c.etab_commune)], 0.4), ("le", "le", [c.d_date(c.exit, "slash")], 0.25)])
    f.signature_box()
    f.note("La loi n° 78-17 du 6 janvier 1978 modifiée relative à l'informatique, aux fichiers et aux libertés s'applique aux réponses faites sur ce formulaire.", 6)
    return "Bon de transport"


def f_entente(c: Ctx, f: Form):
    r = c.rng
    p = c.pat
    f.title("DEMANDE D'ACCORD PRÉALABLE", "Actes et prestations soumis à entente préalable (art. L.315-2 CSS)", "N° 12039*02")
    f.section("Assuré(e) / bénéficiaire des soins")
    f.row([("nom", "Nom", [c.nom(p)], 0.35), ("prenom", "Prénom(s)", [c.prenom(p)], 0.35), ("ddn", "Date de naissance", [c.ddn()], 0.30)])
    f.row([("nir", "Numéro d'immatriculation", [c.nir(r.choice([0, 1]))], 0.5), ("mut", "Organisme complémentaire", [c.mutuelle], 0.5)])
    f.row([("adh", "N° d'adhérent", [Item(c.mutuelle_no, "EPISODE")], 0.35), ("email", "Courriel", [c.email(p.email)] if p.email else [""], 0.65)])
    f.row([("adr", "Adresse", c.pat_address_runs(True), 1.0)])
    f.section("Acte(s) ou traitement(s) envisagé(s)")
    proc = r.choice(pools.PROCEDURES)
    f.row([("acte", "Nature de l'acte", [proc[0]], 0.6), ("ccam", "Code CCAM", [c.code(proc[1])], 0.2),
           ("date", "Date prévue", [c.d_date(c.adm + r.randint(15, 60) * DAY, r.choice(["slash", "long"]))], 0.2)])
    f.row([("seances", "Nombre de séances", ["%d" % r.randint(1, 30)], 0.25),
           ("cot", "Cotation", [c.decoy("AMK %s" % r.choice(["8,5", "9", "10,5"]), "code", ["AMK"])], 0.25),
           ("lieu", "Lieu de réalisation", [c.etab(True)], 0.5)])
    dx = r.choice(pools.DIAGNOSES)
    f.big("motif", "Justification médicale",
          [dx[0], " (CIM-10 ", c.code(dx[1]), ") diagnostiqué" + p.e + " le ", c.d_date(c.adm - r.randint(10, 90) * DAY, "slash"), ". ",
           c.eponym(), " positif. Échec du traitement médical bien conduit (", r.choice(pools.DRUGS)[0].lower(), " ",
           c.decoy(r.choice(["2,5 mg", "40 mg", "500 mg"]), "dose", None), "). "] + c.mot_sentence(), lines=5)
    f.section("Médecin prescripteur")
    d = c.gp
    f.row([("med", "Nom et prénom", ["Dr "] + _who(c, d), 0.5), ("rpps", "N° RPPS", [c.rpps(d)], 0.5)])
    f.row([("cab", "Adresse du cabinet", c.gp_address_runs(True), 0.7), ("tel", "Téléphone", [c.tel(d.phone)], 0.3)])
    f.row([("mail", "Messagerie sécurisée", [c.email(d.email)], 0.6), ("le", "Date", [c.d_date(c.adm, "slash")], 0.4)])
    f.signature_box()
    for run in f.values.values():
        for it in run:
            if isinstance(it, Item) and it.subtype == "dose" and it.probes == [it.text]:
                it.probes = [it.text.split()[0]]
    return "Demande d'entente préalable"


def f_certificat(c: Ctx, f: Form):
    r = c.rng
    p = c.pat
    f.title("CERTIFICAT MÉDICAL", "Accident du travail - Maladie professionnelle - certificat initial", "N° 11138*06")
    f.section("La victime")
    f.row([("nom", "Nom d'usage", [c.nom(p)], 0.34), ("prenom", "Prénom", [c.prenom(p)], 0.33),
           ("naiss", "Nom de naissance", [c.maiden()] if p.maiden else [c.nom(p)], 0.33)])
    f.row([("nir", "N° d'immatriculation", [c.nir(r.choice([0, 2]))], 0.5), ("ddn", "Date de naissance", [c.ddn()], 0.5)])
    f.row([("adr", "Adresse", [c.addr(p.addr)], 0.6), ("cpv", "Code postal et commune", [c.cp(p.commune), " ", c.ville(p.commune)], 0.4)])
    f.section("Constatations")
    acc = c.adm - r.randint(0, 2) * DAY
    f.row([("dacc", "Date de l'accident", [c.d_date(acc, r.choice(["slash", "long", "dash_fr"]))], 0.33),
           ("dcons", "Date de la constatation", [c.d_date(c.adm, "slash")], 0.33),
           ("heure", "Heure", ["%02dh%02d" % (r.randint(8, 19), r.randint(0, 59))], 0.34)])
    f.big("lesions", "Constatations détaillées (siège, nature des lésions ou de la maladie)",
          ["Entorse du genou droit avec épanchement, ", c.eponym(), " positif. Plaie de ", c.decoy("%d cm" % r.randint(2, 8), "labo", None),
           " à l'avant-", c.mot("bras"), " gauche, suturée (", c.decoy("%d points" % r.randint(2, 9), "labo", None), "). "]
          + c.mot_sentence() + [" Radiographie sur ", c.decoy(r.choice(pools.DEVICES_IMG["radio"]), "appareil"), " : pas de fracture."], lines=5)
    f.checks("Conséquences :", ["soins sans arrêt", "arrêt de travail", "décès"], "arrêt de travail")
    f.row([("jusqu", "Arrêt de travail jusqu'au", [c.d_date(c.adm + r.randint(5, 30) * DAY, "long")], 0.5),
           ("sortie", "Sorties autorisées", [r.choice(["oui, sans restriction d'horaire", "non"])], 0.5)])
    f.section("Le médecin")
    d = c.docs[0]
    f.row([("med", "Nom, prénom", ["Dr "] + _who(c, d), 0.5), ("rpps", "Identifiant (RPPS)", [c.rpps(d)], 0.5)])
    f.row([("etab", "Établissement", [c.etab()], 0.65), ("fin", "N° FINESS", [c.finess()], 0.35)])
    f.row([("adr2", "Adresse", c.etab_address_runs(True), 1.0)])
    f.row([("fait", "Fait à", [c.ville(c.etab_commune)], 0.4), ("le", "le", [c.d_date(c.adm, "slash")], 0.3)])
    f.signature_box()
    for run in f.values.values():
        for it in run:
            if isinstance(it, Item) and it.subtype == "labo" and it.probes == [it.text]:
                it.probes = [it.text.split()[0]]
    return "Certificat médical AT"


def f_admission(c: Ctx, f: Form):
    r = c.rng
    p = c.pat
    f.title("FORMULAIRE D'ADMISSION", "Bureau des entrées - à compléter par l'agent d'accueil")
    f.row([("etab", "Établissement", [c.etab()], 0.75), ("acr", "Sigle", [c.etab(True)], 0.25)], style="left")
    f.section("Identité du patient")
    f.row([("nomu", "Nom d'usage", [c.nom(p)], 0.5), ("nomn", "Nom de naissance", [c.maiden()] if p.maiden else [c.nom(p)], 0.5)])
    f.row([("prenoms", "Prénom(s)", [c.prenom(p), " ", c.prenom(p, True)], 0.5), ("ddn", "Né(e) le", [c.ddn()], 0.25),
           ("sexe", "Sexe", ["F" if p.sex == "F" else "M"], 0.25)])
    f.row([("lieu", "Lieu de naissance", [c.ville(p.birth_place), " (", p.birth_place[2], ")"], 0.5), ("nir", "N° de sécurité sociale", [c.nir()], 0.5)])
    f.row([("adr", "Adresse", [c.addr(p.addr)] + ([", ", c.addr_extra(p.addr_extra)] if p.addr_extra else []), 1.0)])
    f.row([("cp", "Code postal", [c.cp(p.commune)], 0.2), ("ville", "Ville", [c.ville(p.commune, True)], 0.4),
           ("tel", "Téléphone", [c.tel(p.phone)], 0.4)])
    f.row([("mail", "Adresse électronique", [c.email(p.email)] if p.email else ["néant"], 1.0)])
    f.section("Séjour")
    f.row([("ipp", "IPP", [c.ipp()], 0.3), ("nda", "N° de séjour", [c.episode()], 0.3),
           ("dadm", "Date d'admission", [c.d_date(c.adm, r.choice(["slash", "dash_en", "dot4"]))], 0.4)])
    f.checks("Mode d'entrée :", ["domicile", "urgences", "mutation", "transfert"], r.choice(["domicile", "urgences"]))
    f.row([("serv", "Service", [pools.SERVICES[c.service]], 0.5), ("ch", "Chambre", [c.decoy("Chambre %d" % r.randint(100, 499), "salle")], 0.2),
           ("medref", "Médecin responsable", ["Dr "] + _who(c, c.docs[0]), 0.3)])
    f.new_page()
    f.title("FORMULAIRE D'ADMISSION (suite)")
    f.section("Personne de confiance")
    rel = c.relative
    f.row([("pcn", "Nom", [c.nom(rel)], 0.3), ("pcp", "Prénom", [c.prenom(rel)], 0.25), ("pcl", "Lien", [rel.link], 0.15),
           ("pct", "Téléphone", [c.tel(rel.phone)], 0.3)])
    f.section("Médecin traitant")
    g = c.gp
    f.row([("mt", "Nom", ["Dr "] + _who(c, g), 0.5), ("mttel", "Téléphone", [c.tel(g.phone)], 0.5)])
    f.row([("mtadr", "Adresse", c.gp_address_runs(True), 1.0)])
    f.section("Couverture sociale")
    f.row([("caisse", "Caisse d'assurance maladie", ["CPAM - régime général"], 0.5), ("mut", "Mutuelle", [c.mutuelle], 0.5)])
    f.row([("adh", "N° d'adhérent", [Item(c.mutuelle_no, "EPISODE")], 0.5), ("ald", "ALD", [r.choice(["oui", "non"])], 0.5)])
    f.section("Observations de l'accueil")
    f.big("obs", "Observations", ["Patient" + p.e + " admis" + p.e + " le ", c.d_date(c.adm, "long"), " pour ",
                                   r.choice(pools.DIAGNOSES)[0].lower(), ". Livret d'accueil remis (version ",
                                   c.decoy("v%d.%d" % (r.randint(2, 6), r.randint(0, 9)), "version"), "). "] + c.mot_sentence(ville=True), lines=3)
    f.checks("Consentement à l'hébergement des données (DMP) :", ["oui", "non"], "oui")
    f.row([("le", "Fait le", [c.d_date(c.adm, "slash")], 0.3), ("agent", "Agent d'accueil", [c.prenom(c.nurses[3])], 0.4)])
    f.signature_box("Signature du patient ou de son représentant")
    return "Formulaire d'admission"


FORMS = {"bon_transport": f_bon_transport, "entente_prealable": f_entente, "certificat": f_certificat, "admission": f_admission}


def build(name, kind, rng, meta_patient):
    c = Ctx(rng, "hospital")
    f = Form(rng, rng.choice(["above", "left", "below"]))
    title = FORMS[kind](c, f)
    doc = Doc(name=name, kind=kind, title=title, pages=[[Para(runs) for runs in pg["runs"]] for pg in f.pages])
    doc.form = f
    doc.ctx = c
    p = c.pat
    doc.patient_probes = [p.last, p.first, title_case(p.last)] + ([p.maiden] if p.maiden else [])
    doc.meta = {}
    if meta_patient:
        doc.meta = {"Title": "%s - %s %s" % (title, p.last, p.first), "Subject": title}
        doc.meta_items = [{"kind": "NOM", "text": p.last, "probes": [p.last]}, {"kind": "PRENOM", "text": p.first, "probes": [p.first]}]
    return doc


# ------------------------------------------------------------------ template + pdftk

def write_template(f: Form, path: Path, title: str):
    pdf = PdfWriter("1.6")
    helv = pdf.add({"Type": Name("Font"), "Subtype": Name("Type1"), "BaseFont": Name("Helvetica"), "Encoding": Name("WinAnsiEncoding")})
    helvb = pdf.add({"Type": Name("Font"), "Subtype": Name("Type1"), "BaseFont": Name("Helvetica-Bold"), "Encoding": Name("WinAnsiEncoding")})
    pages_ref = pdf.reserve()
    kids = []
    all_fields = []
    for pg in f.pages:
        page_ref = pdf.reserve()
        annots = []
        for fd in pg["fields"]:
            ff = 4096 if fd["multiline"] else 0
            a = pdf.add({"Type": Name("Annot"), "Subtype": Name("Widget"), "FT": Name("Tx"), "T": fd["name"],
                         "Rect": fd["rect"], "F": 4, "P": page_ref, "DA": "/Helv %.1f Tf 0 g" % fd["size"], "Ff": ff,
                         "MK": {"BG": [0.93, 0.95, 1.0]}})
            annots.append(a)
        all_fields += annots
        content = pdf.add(Stream("\n".join(pg["ops"]).encode("latin-1")))
        pdf.set(page_ref, {"Type": Name("Page"), "Parent": pages_ref, "MediaBox": [0, 0, PW, PH], "Contents": content,
                           "Resources": {"Font": {"H": helv, "HB": helvb, "Helv": helv}}, "Annots": annots})
        kids.append(page_ref)
    pdf.set(pages_ref, {"Type": Name("Pages"), "Kids": kids, "Count": len(kids)})
    acro = pdf.add({"Fields": all_fields, "DR": {"Font": {"Helv": helv}}, "DA": "/Helv 9 Tf 0 g"})
    root = pdf.add({"Type": Name("Catalog"), "Pages": pages_ref, "AcroForm": acro})
    info = pdf.add({"Producer": "corpus_w AcroForm template writer 1.0", "Creator": "Gabarit %s" % title})
    pdf.write(path, root, info)


def xfdf(values: dict) -> str:
    fields = "".join('<field name="%s"><value>%s</value></field>\n' % (escape(k), escape(plain(v))) for k, v in values.items())
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<xfdf xmlns="http://ns.adobe.com/xfdf/" xml:space="preserve">\n'
            '<fields>\n%s</fields>\n</xfdf>\n' % fields)


def produce(doc, path, rng):
    global PRODUCER
    work = Path(__file__).resolve().parent.parent / "_cache" / "corpusw-work" / "forms"
    work.mkdir(parents=True, exist_ok=True)
    tpl = work / (doc.name + ".template.pdf")
    data = work / (doc.name + ".xfdf")
    write_template(doc.form, tpl, doc.title)
    data.write_text(xfdf(doc.form.values), encoding="utf-8")
    mode = doc.fill_mode
    filled = work / (doc.name + ".filled.pdf") if doc.meta else Path(path)
    cmd = ["pdftk", str(tpl), "fill_form", str(data), "output", str(filled)]
    if mode == "flatten":
        cmd.append("flatten")
    elif mode == "need_appearances":
        cmd.append("need_appearances")
    subprocess.run(cmd, check=True, capture_output=True, timeout=120)
    if doc.meta:
        info = work / (doc.name + ".info.txt")
        info.write_text("".join("InfoBegin\nInfoKey: %s\nInfoValue: %s\n" % (k, v) for k, v in doc.meta.items()), encoding="utf-8")
        subprocess.run(["pdftk", str(filled), "update_info_utf8", str(info), "output", str(path)], check=True,
                       capture_output=True, timeout=120)
    import pypdf
    return len(pypdf.PdfReader(str(path)).pages)
