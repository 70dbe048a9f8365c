"""Corpus C: one fictional case (patient, establishment, practitioners, stay) and its writings."""

from __future__ import annotations

import datetime as dt
import re

from . import ids
from .model import B, Seg, decoy, keep, pii

PARTICLES = {"DE", "DU", "LE", "LA", "DES", "VAN", "D'", "L'"}
ETAB_PHONE = {"64": "05", "40": "05", "65": "05", "17": "05", "29": "02", "67": "03", "2A": "04", "75": "01"}

TOPICS = [
    {"service": "Service de cardiologie", "motif": "palpitations avec malaise", "cim": ("I48.0", "fibrillation auriculaire paroxystique"),
     "ccam": ("DZQM006", "échocardiographie transthoracique"), "epo": ["maladie de Basedow", "signe de Harzer", "score de Wells"], "extra": ("ECG : pas d'", "onde de Pardee", "."),
     "drugs": [("ELIQUIS", "5 mg", "1 comprimé matin et soir", "B01AF02"), ("BISOPROLOL", "2,5 mg", "1 comprimé le matin", "C07AB07"),
               ("ATORVASTATINE", "40 mg", "1 comprimé le soir", "C10AA05")]},
    {"service": "Pôle digestif – Unité de gastro-entérologie", "motif": "douleurs abdominales et diarrhées glaireuses",
     "cim": ("K50.9", "maladie de Crohn, sans précision"), "ccam": ("HHQE005", "coloscopie totale"),
     "epo": ["maladie de Crohn", "signe de Murphy", "indice de Harvey-Bradshaw"], "extra": ("Discrète dilatation du ", "canal de Wirsung", "."),
     "drugs": [("PREDNISOLONE", "20 mg", "2 comprimés le matin, décroissance selon schéma", "H02AB06"),
               ("OMÉPRAZOLE", "20 mg", "1 gélule le matin à jeun", "A02BC01"), ("CALCIUM VITAMINE D3", "500 mg/400 UI", "1 sachet par jour", "A12AX")]},
    {"service": "Service de pneumologie", "motif": "toux fébrile et dyspnée", "cim": ("J18.9", "pneumopathie, sans précision"),
     "ccam": ("ZBQK002", "radiographie du thorax"), "epo": ["syndrome de Cushing", "signe de Hoover", "score de Fine"], "extra": ("Conscience normale, ", "score de Glasgow", " à 15."),
     "drugs": [("AMOXICILLINE/ACIDE CLAVULANIQUE", "1000 mg/125 mg", "1 sachet 3 fois par jour pendant 7 jours", "J01CR02"),
               ("PARACÉTAMOL", "1000 mg", "1 comprimé jusqu'à 3 fois par jour", "N02BE01")]},
    {"service": "Service de médecine interne", "motif": "céphalées temporales et altération de l'état général",
     "cim": ("M31.6", "autres artérites à cellules géantes"), "ccam": ("EBQM001", "échographie-doppler des artères temporales"),
     "epo": ["syndrome de Gougerot-Sjögren", "signe de Romberg", "critères de Hunder"], "extra": ("Le diagnostic de ", "maladie de Horton", " est retenu."),
     "drugs": [("PREDNISONE", "20 mg", "3 comprimés le matin", "H02AB07"), ("KARDÉGIC", "75 mg", "1 sachet à midi", "B01AC06"),
               ("LÉVOTHYROXINE", "75 µg", "1 comprimé le matin", "H03AA01")]},
    {"service": "Service d'orthopédie-traumatologie", "motif": "chute de sa hauteur avec traumatisme du poignet",
     "cim": ("S52.5", "fracture de l'extrémité inférieure du radius"), "ccam": ("MBCB001", "ostéosynthèse du radius"),
     "epo": ["maladie de Dupuytren", "signe de Finkelstein", "classification de Castaing"], "extra": ("Réduction d'une ", "fracture de Pouteau-Colles", " par broches de Kapandji."),
     "drugs": [("PARACÉTAMOL", "1000 mg", "1 comprimé toutes les 6 heures si douleur", "N02BE01"),
               ("ENOXAPARINE", "4000 UI/0,4 mL", "1 injection sous-cutanée le soir pendant 10 jours", "B01AB05")]},
    {"service": "Unité de maladies infectieuses", "motif": "fièvre et douleurs lombaires", "cim": ("N10", "néphrite tubulo-interstitielle aiguë"),
     "ccam": ("JAQM003", "échographie rénale"), "epo": ["maladie de Parkinson", "signe de Giordano", "score de Glasgow"], "extra": ("Retrait de la ", "sonde de Foley", " à J2."),
     "drugs": [("CEFTRIAXONE", "1000 mg", "1 injection par jour", "J01DD04"), ("OFLOXACINE", "200 mg", "1 comprimé matin et soir, 10 jours", "J01MA01")]},
]

LAB = [  # name, unit, low, high, decimals, LOINC
    ("Hémoglobine", "g/dL", 11.5, 16.5, 1, "718-7"), ("Leucocytes", "G/L", 4.0, 10.0, 1, "6690-2"),
    ("Plaquettes", "G/L", 150, 400, 0, "777-3"), ("Sodium", "mmol/L", 136, 145, 0, "2951-2"),
    ("Potassium", "mmol/L", 3.5, 5.1, 1, "2823-3"), ("Créatinine", "µmol/L", 50, 100, 0, "2160-0"),
    ("DFG (CKD-EPI)", "mL/min/1,73m²", 60, 120, 0, "62238-1"), ("Protéine C réactive", "mg/L", 0, 5, 1, "1988-5"),
    ("ASAT", "UI/L", 5, 34, 0, "1920-8"), ("ALAT", "UI/L", 5, 55, 0, "1742-6"), ("Ferritine", "µg/L", 22, 275, 0, "2276-4"),
    ("TSH", "mUI/L", 0.35, 4.94, 2, "3016-3"), ("HbA1c", "%", 4.0, 6.0, 1, "4548-4"), ("Glucose à jeun", "mmol/L", 4.1, 5.9, 2, "14749-6"),
    ("TP", "%", 70, 100, 0, "5894-1"), ("INR", "", 0.8, 1.2, 2, "6301-6"), ("NT-proBNP", "ng/L", 0, 125, 0, "33762-6"),
]


def title_case(name: str) -> str:
    parts = re.split(r"([ \-'])", name)
    out = []
    for p in parts:
        if p.upper() in ("DE", "DU", "DES", "LA") and out or p.upper() in ("DE", "DU", "DES"):
            out.append(p.lower())
        else:
            out.append(p[:1].upper() + p[1:].lower() if p not in " -'" else p)
    return "".join(out)


def name_probes(text: str) -> list[str]:
    parts = [p for p in re.split(r"[ \-']", text) if len(p) >= 3 and p.upper() not in PARTICLES]
    return [text] + [p for p in parts if p != text]


def cased(name: str, case: str) -> str:
    return {"upper": name, "title": title_case(name), "lower": name.lower()}[case]


class Ctx:
    def __init__(self, rng, index: int):
        r = self.r = rng
        self.index = index
        self.sex = r.choice([1, 2])
        self.word_surname = None
        if r.random() < 0.2:
            self.nom = r.choice(sorted(ids.WORD_SURNAMES))
            self.word_surname = ids.WORD_SURNAMES[self.nom]
        else:
            self.nom = r.choice(ids.SURNAMES)
        self.nom_usage = r.choice(ids.SURNAMES) if self.sex == 2 and r.random() < 0.45 else None
        pool = ids.FEMALE if self.sex == 2 else ids.MALE
        self.prenoms = r.sample(pool, r.choice([1, 1, 2, 3]))
        self.ddn = dt.date(r.randint(1932, 2004), r.randint(1, 12), r.randint(1, 28))
        if r.random() < 0.12:
            self.birth_place, self.insee = r.choice(ids.ABROAD)
        else:
            city = r.choice(ids.CITIES)
            self.birth_place, self.insee = city[0], city[2]
        self.nir = ids.nir(self.sex, self.ddn, self.insee, r)
        self.city, self.cp, _ = r.choice(ids.CITIES)
        self.street = (str(r.randint(1, 148)) + r.choice(["", "", "", " bis", " ter"]), r.choice(ids.STREET_TYPES),
                       r.choice(ids.STREET_NAMES))
        self.mobile = "0" + r.choice("67") + ids.digits(r, 8)
        self.mail = "%s.%s%s@%s" % (re.sub(r"[^a-z]", "", self._ascii(self.prenoms[0]).lower()),
                                    re.sub(r"[^a-z]", "", self._ascii(self.nom).lower()), r.choice(["", "64", "40", "1959"]),
                                    r.choice(ids.MAIL_DOMAINS))
        self.ipp_style = r.choice(["digits10", "letters", "digits8", "dashed"])
        self.ipp = {"digits10": "80" + ids.digits(r, 8), "letters": "PA" + ids.digits(r, 8),
                    "digits8": ids.digits(r, 8), "dashed": "IPP%s" % ids.digits(r, 7)}[self.ipp_style]
        self.nda = r.choice(["16" + ids.digits(r, 8), "2024-" + ids.digits(r, 6), "E24-" + ids.digits(r, 6),
                             "V24" + ids.digits(r, 6)])
        self.ins_c = ids.digits(r, 22)
        # establishment
        if index % 8 == 7:
            self.aphp = True
            self.etab, self.acr, self.dept = r.choice(ids.APHP_SITES), "AP-HP", "75"
            self.etab_city, self.etab_cp = "Paris", "75013"
        else:
            self.aphp = False
            self.etab, self.acr, self.dept, ci = ids.ESTABS[r.randrange(len(ids.ESTABS))]
            self.etab_city, self.etab_cp, _ = ids.CITIES[ci]
        self.etab_street = "%d %s %s" % (r.randint(1, 60), r.choice(["avenue", "rue", "boulevard"]), r.choice(ids.STREET_NAMES))
        pre = ETAB_PHONE.get(self.dept, "05")
        self.etab_tel = pre + ids.digits(r, 8)
        self.etab_fax = pre + ids.digits(r, 8)
        self.finess_ej = ids.finess(r, "75" if self.aphp else self.dept.replace("2A", "20"))
        self.finess_eg = ids.finess(r, "75" if self.aphp else self.dept.replace("2A", "20"))
        self.topic = TOPICS[r.randrange(len(TOPICS))]
        self.serv_mail = "secretariat.%s@%s.fr" % (r.choice(["cardio", "medecine", "hdj", "unite3"]), self.acr.lower().replace("-", ""))
        self.docs = []
        for _ in range(5):
            s = r.choice([1, 2])
            self.docs.append({"prenom": r.choice(ids.FEMALE if s == 2 else ids.MALE), "nom": r.choice(ids.SURNAMES),
                              "rpps": ids.rpps(r), "sex": s})
        mt_city = r.choice(ids.CITIES)
        self.mt = {"prenom": r.choice(ids.MALE + ids.FEMALE), "nom": r.choice(ids.SURNAMES), "rpps": ids.rpps(r),
                   "street": "%d %s %s" % (r.randint(1, 90), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES)),
                   "city": mt_city[0], "cp": mt_city[1], "tel": "0" + r.choice("12345") + ids.digits(r, 8)}
        self.proche = {"prenom": r.choice(ids.MALE + ids.FEMALE), "nom": r.choice(ids.SURNAMES + [self.nom]),
                       "lien": r.choice(["fille", "fils", "époux", "épouse", "nièce", "voisin"]), "tel": "06" + ids.digits(r, 8)}
        self.entree = dt.date(2024, r.randint(1, 11), r.randint(1, 20))
        self.sortie = self.entree + dt.timedelta(days=r.randint(2, 9))
        self.login = (self._ascii(self.docs[1]["prenom"])[0] + self._ascii(self.docs[1]["nom"])).lower().replace(" ", "")[:10]
        self.acr_used = False

    @staticmethod
    def _ascii(s: str) -> str:
        import unicodedata
        return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch)).replace("'", "")

    # ----------------------------------------------------------- patient
    def nom_seg(self, case="upper", usage=False):
        n = cased(self.nom_usage if usage and self.nom_usage else self.nom, case)
        return pii("NOM", n, "patient", name_probes(n))

    def prenom_seg(self, case="title", all_=False):
        out = []
        for k, p in enumerate(self.prenoms if all_ else self.prenoms[:1]):
            if k:
                out.append(", " if all_ == "comma" else " ")
            t = cased(p.upper(), case) if case != "title" else p
            out.append(pii("PRENOM", t, "patient", name_probes(t)))
        return out

    def name(self, order="NP", case="upper", civ=False, usage=True):
        """Patient name as a list of segments: "NOM Prénom", "Prénom NOM", with "née X"."""
        civ_txt = ("Mme " if self.sex == 2 else "M. ") if civ else ""
        nom = self.nom_seg(case, usage)
        born = []
        if usage and self.nom_usage:
            born = [" née " if self.sex == 2 else " né ", self.nom_seg(case, False)]
        pre = self.prenom_seg("upper" if case == "upper" and order == "NP" and self.r.random() < 0.3 else ("lower" if case == "lower" else "title"))
        if order == "NP":
            return [civ_txt, nom] + born + [" "] + pre
        return [civ_txt] + pre + [" ", nom] + born

    def ddn_seg(self, style=None, prefix=False):
        style = style or self.r.choice(ids.BIRTH_STYLES)
        t = ids.birth_date_text(self.ddn, style)
        return pii("DATE_NAISSANCE", t, "patient", removable=("née", "né", "le") if prefix else ())

    def nir_seg(self, style=None):
        style = style or self.r.choice(["spaced", "compact", "key"])
        n = self.nir
        t = {"spaced": ids.nir_spaced(n), "compact": n, "key": n[:13] + " " + n[13:]}[style]
        probes = [t] if style == "compact" else [t, n[:13] if style == "key" else " ".join(t.split()[3:])]
        return pii("NIR", t, "patient", sorted(set(probes), key=probes.index))

    def ipp_seg(self):
        return pii("IPP", self.ipp, "patient")

    def nda_seg(self):
        return pii("EPISODE", self.nda, "patient")

    def addr_segs(self, caps_city=True):
        num, typ, nm = self.street
        t = "%s %s %s" % (num, typ, nm)
        return [[pii("ADRESSE", t, "patient", [t, nm])],
                [pii("CODE_POSTAL", self.cp, "patient"), " ",
                 pii("VILLE", self.city.upper() if caps_city else self.city, "patient")]]

    def tel_seg(self, num=None, sub="patient"):
        return pii("TEL", ids.phone_text(num or self.mobile, self.r.choice(ids.PHONE_STYLES)), sub)

    def mail_seg(self):
        return pii("EMAIL", self.mail, "patient")

    # ----------------------------------------------------------- establishment
    def etab_seg(self, short_ok=True):
        if self.aphp:
            return [pii("ETAB", "AP-HP", "etab"), " – ", pii("ETAB", self.etab, "etab", name_probes(self.etab))]
        if short_ok and self.acr_used:
            return [pii("ETAB", self.acr, "etab")]
        self.acr_used = True
        return [pii("ETAB", self.etab, "etab", name_probes(self.etab)), " (", pii("ETAB", self.acr, "etab"), ")"]

    def etab_addr(self):
        return [pii("ADRESSE", self.etab_street, "etab", [self.etab_street, self.etab_street.split(" ", 2)[2]]), ", ",
                pii("CODE_POSTAL", self.etab_cp, "etab"), " ", pii("VILLE", self.etab_city, "etab")]

    def finess_seg(self, which="eg", ten=False):
        f = self.finess_eg if which == "eg" else self.finess_ej
        return pii("FINESS", ("1" + f) if ten else f, "etab")

    # ----------------------------------------------------------- practitioners
    def doc_name(self, d, style=None, title="Dr "):
        style = style or self.r.choice(["PN", "NP", "title"])
        nom = d["nom"] if style != "title" else title_case(d["nom"])
        ns = pii("NOM", nom, "praticien", name_probes(nom))
        ps = pii("PRENOM", d["prenom"], "praticien", name_probes(d["prenom"]))
        return [title] + ([ps, " ", ns] if style in ("PN", "title") else [ns, " ", ps])

    def rpps_seg(self, d, eight=False):
        return pii("RPPS", ("8" + d["rpps"]) if eight else d["rpps"], "praticien")

    # ----------------------------------------------------------- decoys
    def care(self, d: dt.date, style=None):
        return keep("DATE", ids.care_date_text(d, style or self.r.choice(["slash", "long", "short", "dots", "weekday"])), "date_soins")

    def epo(self, k=0):
        e = self.topic["epo"][k % len(self.topic["epo"])]
        return decoy(e, "eponyme")

    def epo_extra(self):
        a, e, b = self.topic["extra"]
        return [a, decoy(e, "eponyme"), b]

    def room(self):
        r = self.r
        return decoy(r.choice(["chambre %d" % r.randint(101, 448), "box %d" % r.randint(1, 12), "lit %d%s" % (r.randint(1, 30), r.choice("AB")),
                               "salle %d" % r.randint(1, 9)]), "salle")

    def lab_value(self, row, abnormal=False):
        _n, _u, lo, hi, dec, _l = row
        span = hi - lo
        v = lo + span * (self.r.uniform(1.05, 1.6) if abnormal else self.r.uniform(0.1, 0.9))
        t = ("%.*f" % (dec, v)).replace(".", ",")
        return decoy(t, "labo")

    def ref_text(self, row):
        _n, _u, lo, hi, dec, _l = row
        f = lambda x: ("%.*f" % (dec, x)).replace(".", ",")
        return "< %s" % f(hi) if lo == 0 else "%s – %s" % (f(lo), f(hi))


def signature(c: Ctx, d, city_line=True, when=None):
    """"Bayonne, le 12 mars 2024" (writer's city = personal VILLE, see make_corpus_c) + signer."""
    lines = []
    if city_line:
        lines.append([pii("VILLE", c.etab_city, "lieu_redaction"), ", le ", c.care(when or c.sortie, "long")])
    lines.append(c.doc_name(d, "PN"))
    lines.append(["RPPS ", c.rpps_seg(d)])
    return lines


def bold(t):
    return B(t)


__all__ = ["LAB", "TOPICS", "Ctx", "Seg", "bold", "cased", "name_probes", "signature", "title_case"]
