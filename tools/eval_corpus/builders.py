"""Document templates of the evaluation corpus (own wording, not the model's).

Each builder returns a :class:`model.Doc` whose pages hold segments; every
personal value, decoy and ordinary test word is an :class:`model.Item`, so the
ground truth is exactly what was written. Layout variety (running headers,
tables, two columns, tiny footers, a landscape page, hyphenated words) lives
in the blocks; the renderers decide nothing about content.
"""

from __future__ import annotations

import random

from .identities import (MONTHS, WORD_SURNAMES, Etab, People, fmt_date, fmt_nir, fmt_tel)
from .model import KEEP, PII, Columns, Doc, Frame, Hyph, Item, Page, Para, Table

# ----------------------------------------------------------------- item helpers


def _title(surname: str) -> str:
    return "-".join(p.capitalize() for p in surname.split("-"))


def addr_item(text: str, street_part: str, who: str) -> Item:
    return Item("ADRESSE", text, PII, who, probes=(text, street_part))


def etab_item(e: Etab) -> Item:
    return Item("ETAB", e.name, PII, "etab", probes=(e.name,) + e.probes)


def acr_item(e: Etab) -> Item:
    return Item("ETAB", e.acronym, PII, "etab")


def decoy(text: str, subtype: str, probe: str | None = None) -> Item:
    return Item("DECOY", text, KEEP, subtype, probes=(probe,) if probe else ())


def care(text: str) -> Item:
    return Item("DATE", text, KEEP, "date_soins")


class Person:
    """A person as written in a document, with every surface as an item."""

    def __init__(self, first: str, surname: str, who: str):
        self.first, self.surname, self.who = first, surname, who

    def NOM(self) -> Item:
        return Item("NOM", self.surname, PII, self.who)

    def Nom(self) -> Item:
        return Item("NOM", _title(self.surname), PII, self.who)

    def Prenom(self) -> Item:
        return Item("PRENOM", self.first, PII, self.who)

    def full_caps(self) -> list:
        return [self.NOM(), " ", self.Prenom()]

    def full(self) -> list:
        return [self.Prenom(), " ", self.NOM()]

    def full_title(self) -> list:
        return [self.Prenom(), " ", self.Nom()]


class Patient(Person):
    def __init__(self, d: dict):
        super().__init__(d["first"], d["surname"], "patient")
        self.d = d
        self.sex = d["sex"]

    @property
    def civ(self) -> str:
        return "Mme" if self.sex == "F" else "M."

    @property
    def ne(self) -> str:
        return "née" if self.sex == "F" else "né"

    def ddn(self, style: int, prefix: str = "") -> Item:
        d = self.d
        rem = tuple(prefix.split()) if prefix else ()
        return Item("DATE_NAISSANCE", fmt_date(d["day"], d["month"], d["year"], style), PII, "patient", removable=rem)

    def born(self, style: int, cap: bool = False) -> list:
        """"née le 21/05/1949" with the words that go with the date."""
        w = self.ne.capitalize() if cap else self.ne
        return [w + " le ", self.ddn(style, w + " le")]

    def nir(self, style: int) -> Item:
        return Item("NIR", fmt_nir(self.d["nir"], style), PII, "patient")

    def ipp(self) -> Item:
        return Item("IPP", self.d["ipp"], PII, "patient")

    def nda(self) -> Item:
        return Item("EPISODE", self.d["nda"], PII, "patient")

    def tel(self, style: int) -> Item:
        return Item("TEL", fmt_tel(self.d["tel"], style), PII, "patient")

    def email(self) -> Item:
        return Item("EMAIL", self.d["email"], PII, "patient")

    def street(self) -> Item:
        s = self.d["street"]
        return addr_item(s, s.split(" ", 1)[1], "patient")

    def cp(self) -> Item:
        return Item("CODE_POSTAL", self.d["cp"], PII, "patient")

    def town(self) -> Item:
        return Item("VILLE", self.d["town"], PII, "patient")

    def age(self, ref_year: int) -> int:
        return ref_year - self.d["year"]


class Doctor(Person):
    def __init__(self, first: str, surname: str, rpps: str, title: str = "Dr"):
        super().__init__(first, surname, "praticien")
        self.rpps_value, self.title = rpps, title

    def rpps(self) -> Item:
        return Item("RPPS", self.rpps_value, PII, "praticien")

    def sig(self) -> list:
        return [self.title + " ", self.Prenom(), " ", self.NOM()]


# ----------------------------------------------------------------- decoy pools

EPONYM_SENTENCES = [
    ("Signe de {e} négatif, défense en fosse iliaque droite.", "Murphy"),
    ("Antécédent de maladie de {e} traitée par lévodopa.", "Parkinson"),
    ("Suivi pour une maladie de {e} iléale depuis 2011.", "Crohn"),
    ("Réflexes ostéotendineux vifs, signe de {e} absent des deux côtés.", "Babinski"),
    ("Score de {e} à 15 à l'arrivée.", "Glasgow"),
    ("Incision au point de Mac {e}.", "Burney"),
    ("Épanchement modéré du cul-de-sac de {e}.", "Douglas"),
    ("Laparotomie par incision de {e}.", "Pfannenstiel"),
    ("Intervention de {e} avec colostomie terminale.", "Hartmann"),
    ("Test de la manoeuvre de {e} sans fuite.", "Valsalva"),
    ("Mise en place d'une sonde de {e} ch 16.", "Foley"),
    ("Installation en position de {e}.", "Trendelenburg"),
    ("Signe de {e} positif à 40 degrés à gauche.", "Lasègue"),
    ("Score d'{e} à 9 puis 10 à la naissance.", "Apgar"),
    ("Décollement duodéno-pancréatique selon {e}.", "Kocher"),
    ("Bilan d'une démence de type {e} débutante.", "Alzheimer"),
]

CODES = [
    ("HHFA017", "appendicectomie par coelioscopie", "K35.8"),
    ("HMFC004", "cholécystectomie par coelioscopie", "K80.1"),
    ("HHFA011", "colectomie gauche par laparotomie", "K57.2"),
    ("NEKA020", "remplacement de l'articulation coxofémorale par prothèse totale", "M16.1"),
    ("LMMA012", "cure de hernie de l'aine par abord inguinal", "K40.9"),
    ("JKFA015", "hystérectomie totale par coelioscopie", "D25.9"),
]

LABS = [
    ("Hémoglobine", "12,4", "g/dL", "12 - 16"),
    ("Leucocytes", "9,8", "G/L", "4 - 10"),
    ("Plaquettes", "254", "G/L", "150 - 400"),
    ("CRP", "48", "mg/L", "< 5"),
    ("Créatinine", "87", "µmol/L", "45 - 90"),
    ("Kaliémie", "4,1", "mmol/L", "3,5 - 5,0"),
    ("Natrémie", "139", "mmol/L", "135 - 145"),
    ("Glycémie à jeun", "5,6", "mmol/L", "3,9 - 6,1"),
    ("TP", "92", "%", "70 - 100"),
    ("INR", "1,1", "", "0,8 - 1,2"),
    ("Bilirubine totale", "14", "µmol/L", "< 21"),
    ("Lipase", "32", "UI/L", "< 60"),
]

FILLER = [
    "Les suites immédiates sont simples, la douleur est contrôlée par les antalgiques de palier 1.",
    "La reprise de l'alimentation orale s'est faite à J1 sans nausée ni vomissement.",
    "Le pansement est propre et sec, sans écoulement ni signe inflammatoire local.",
    "La mobilisation précoce a été encouragée avec l'aide de l'équipe de kinésithérapie.",
    "Le traitement anticoagulant préventif est poursuivi pendant dix jours.",
    "Aucune complication hémorragique ni infectieuse n'a été relevée pendant le séjour.",
    "La diurèse est conservée et le transit a repris au deuxième jour postopératoire.",
    "Un contrôle clinique est prévu en consultation dans six semaines.",
    "Les consignes de surveillance ont été expliquées et un document remis au patient.",
    "L'examen de l'abdomen retrouve un ventre souple, dépressible et peu douloureux.",
    "Les constantes sont stables : tension artérielle 128/76 mmHg, fréquence cardiaque 82/min.",
    "Apyrexie depuis l'admission, saturation à 97 % en air ambiant.",
]

HYPH_WORDS = ["intervention", "cholécystectomie", "postopératoire", "surveillance",
              "kinésithérapie", "anticoagulation", "hospitalisation", "inflammatoire",
              "antalgiques", "consultation", "pansements", "thromboprophylaxie"]

ROOMS = ["salle {n}", "chambre {n}", "box {n}", "lit {n}"]


class Builder:
    """Makes the corpus documents from one seeded random source."""

    def __init__(self, seed: int):
        self.rng = random.Random(seed)
        self.people = People(self.rng)
        self.etabs = self.people.etabs()

    # ------------------------------------------------------------ small pieces
    def care_date(self, year: int) -> tuple[Item, tuple[int, int, int]]:
        r = self.rng
        d, m = r.randrange(1, 29), r.randrange(1, 13)
        return care(fmt_date(d, m, year, r.choice([0, 0, 1, 3]))), (d, m, year)

    def room(self) -> Item:
        t = self.rng.choice(ROOMS).format(n=self.rng.randrange(1, 40) if self.rng.random() < 0.5 else self.rng.randrange(101, 330))
        return decoy(t, "salle")

    def eponym_para(self, used: set) -> Para:
        choices = [x for x in EPONYM_SENTENCES if x[1] not in used] or EPONYM_SENTENCES
        sent, e = self.rng.choice(choices)
        used.add(e)
        a, b = sent.split("{e}")
        return Para([a, decoy(e, "eponyme"), b])

    def filler(self, n: int, hyph: bool = False) -> list:
        paras = []
        for i in range(n):
            text = " ".join(self.rng.sample(FILLER, 2))
            if hyph and i == 0:
                w = self.rng.choice(HYPH_WORDS)
                cut = max(3, len(w) // 2)
                paras.append(Para(["Suites marquées par une ", Hyph(w, cut), " sans particularité. ", text]))
            else:
                paras.append(Para([text]))
        return paras

    def lab_table(self, n: int, size: float = 8.0) -> Table:
        rows = [[["Examen"], ["Résultat"], ["Unité"], ["Valeurs de référence"]]]
        for name, val, unit, ref in self.rng.sample(LABS, n):
            probe = val + (" " + unit if unit else "")
            rows.append([[name], [decoy(val, "labo", probe=val)], [unit], [ref]])
        return Table(rows, size=size, widths=(0.34, 0.18, 0.16, 0.32))

    def ordinary_para(self, surname: str) -> Para | None:
        if surname not in WORD_SURNAMES:
            return None
        w = surname.lower()
        a, b = WORD_SURNAMES[surname].split("{w}")
        return Para([a, Item("ORDINARY", w, KEEP, "mot_nom"), b])

    def other_ordinary(self, exclude: str) -> Para:
        choices = sorted(k for k in WORD_SURNAMES if k != exclude)
        w = self.rng.choice(choices)
        a, b = WORD_SURNAMES[w].split("{w}")
        return Para([a, Item("ORDINARY", w.lower(), KEEP, "mot_nom"), b])

    # ------------------------------------------------------------ frames
    def letterhead(self, e: Etab, service: str) -> list:
        return [
            Para([etab_item(e), " (", acr_item(e), ")"], size=11, bold=True),
            Para(["Service de " + service], size=9),
            Para([addr_item(e.street, e.street.split(" ", 1)[1], "etab"), " - ",
                  Item("CODE_POSTAL", e.cp, PII, "etab"), " ", Item("VILLE", e.town, PII, "etab")], size=8),
            Para(["Secrétariat : ", Item("TEL", e.tel, PII, "etab"), " - ",
                  Item("EMAIL", e.email, PII, "etab"), " - FINESS ",
                  Item("FINESS", e.finess, PII, "etab")], size=8),
        ]

    def running_frame(self, p: Patient, e: Etab, style: int, tiny_footer: bool = True,
                      landscape: bool = False, font: str = "sans") -> Frame:
        r = self.rng
        hs = r.randrange(3)
        if hs == 0:
            head = [Para([acr_item(e), " - "] + p.full_caps() + [" - "] + p.born(style) + [" - IPP ", p.ipp()], size=8)]
        elif hs == 1:
            head = [Para(["Patient(e) : ", p.NOM(), " ", p.Prenom(), "   DDN : ", p.ddn(style), "   N° patient : ", p.ipp()], size=8)]
        else:
            head = [Para([etab_item(e)], size=8),
                    Para([p.civ + " "] + p.full_title() + [" (", p.ddn(style), ") - séjour ", p.nda()], size=8)]
        foot = []
        if tiny_footer:
            foot = [Para(["Édité par le logiciel de dossier patient - "] + p.full_caps() + [" - IPP ", p.ipp(), " - document confidentiel"], size=5.5)]
        return Frame(head, foot, landscape=landscape, font=font)

    def identity_block(self, p: Patient, detailed: bool = True) -> list:
        r = self.rng
        rows = [
            [["Nom de naissance"], [p.NOM()]],
            [["Prénom"], [p.Prenom()]],
            [["Date de naissance"], [p.ddn(r.choice([0, 0, 1]))]],
            [["IPP"], [p.ipp()]],
            [["N° de séjour"], [p.nda()]],
        ]
        if detailed:
            rows += [
                [["N° de sécurité sociale"], [p.nir(r.choice([0, 1, 2]))]],
                [["Adresse"], [p.street(), ", ", p.cp(), " ", p.town()]],
                [["Téléphone"], [p.tel(r.randrange(5))]],
                [["Courriel"], [p.email()]],
            ]
        return [Table(rows, size=9, widths=(0.32, 0.68), header=False)]

    # ------------------------------------------------------------ documents
    def new_patient(self) -> Patient:
        return Patient(self.people.patient(word_surname=self.rng.random() < 0.45))

    def new_doctor(self, title: str = "Dr") -> Doctor:
        f, s, rpps = self.people.doctor()
        return Doctor(f, s, rpps, title)

    def cro(self, p: Patient, e: Etab, n_pages: int, font: str = "sans", dense: bool = False) -> list[Page]:
        r = self.rng
        year = r.randrange(2022, 2026)
        op, aide, anes = self.new_doctor(), self.new_doctor(), self.new_doctor()
        ibode = Person(r.choice(["Lucie", "Maylis", "Kevin", "Ainhoa"]), r.choice(["ETCHEVERRY", "LAHARGUE", "BIDEGAIN"]), "praticien")
        code, label, cim = r.choice(CODES)
        dstyle = r.choice([0, 1])
        frame = self.running_frame(p, e, dstyle, font=font)
        used: set = set()
        dop, _ = self.care_date(year)
        pages = []
        first = self.letterhead(e, "chirurgie viscérale et digestive") + [
            Para(["COMPTE RENDU OPÉRATOIRE"], size=13, bold=True),
        ] + self.identity_block(p) + [
            Para(["Intervention du ", dop, " en ", self.room(), ", début 10h42, fin 11h58."]),
            Para(["Opérateur : "] + op.sig() + [" (RPPS ", op.rpps(), ")"]),
            Para(["Aide : "] + aide.sig() + ["   Anesthésiste : "] + anes.sig()),
            Para(["IBODE : "] + ibode.full() ),
            Para(["Acte CCAM : ", decoy(code, "code"), " - " + label + ". Diagnostic CIM-10 : ", decoy(cim, "code"), "."]),
            self.eponym_para(used),
        ]
        pages.append(Page(frame, first))
        for i in range(1, n_pages):
            blocks = [Para(["Déroulement de l'intervention (suite, page %d)" % (i + 1)], bold=True)]
            blocks.append(Para(["Chez " + p.civ + " ", p.NOM(), ", "] + p.born(r.randrange(6)) +
                               [", âgée de %d ans, " % p.age(year) if p.sex == "F" else ", âgé de %d ans, " % p.age(year),
                                "le geste s'est déroulé sans incident notable."]))
            blocks += self.filler(19 if dense else 5, hyph=(i == 1))
            blocks.append(self.eponym_para(used))
            if i == 1:
                o = self.ordinary_para(p.surname) or self.other_ordinary(p.surname)
                blocks.append(o)
                blocks.append(Para(["Antibioprophylaxie : céfazoline 2 g IV, puis 1 g x 3/j pendant 24 heures."]))
            if i == n_pages - 1:
                ctrl, _ = self.care_date(year)
                blocks.append(Para(["Rendez-vous de contrôle le ", ctrl, " avec le ", op.title + " ", op.Nom(), "."]))
                blocks.append(Para(["Pour tout renseignement, la patiente peut être jointe au ", p.tel(r.randrange(5)),
                                    " ou par courriel (", p.email(), ")."] if p.sex == "F" else
                                   ["Pour tout renseignement, le patient peut être joint au ", p.tel(r.randrange(5)),
                                    " ou par courriel (", p.email(), ")."]))
                blocks.append(Para(["Signé : "] + op.sig() + [", le ", dop, "."]))
            if i == 2:
                blocks.append(Para(["Rappel identité : NIR ", p.nir(r.choice([0, 1])), ", IPP ", p.ipp(), "."]))
            pages.append(Page(frame, blocks))
        return pages

    def letter(self, p: Patient, e: Etab, n_pages: int, font: str = "sans") -> list[Page]:
        r = self.rng
        year = r.randrange(2022, 2026)
        doc = self.new_doctor()
        gp = self.new_doctor()
        town, cp = r.choice([(e.town, e.cp)])
        d_in, _ = self.care_date(year)
        d_out, _ = self.care_date(year)
        frame = self.running_frame(p, e, r.choice([0, 1]), tiny_footer=r.random() < 0.5, font=font)
        daughter = Person(r.choice(["Sophie", "Maider", "Julie"]), r.choice(["LABAT", "HOURCADE", "SAINT-JEAN"]), "tiers")
        first = self.letterhead(e, "médecine polyvalente") + [
            Para([Item("VILLE", town, PII, "etab"), ", le ", d_out]),
            Columns([Para(["Expéditeur : "] + doc.sig()), Para(["RPPS ", doc.rpps()])],
                    [Para(["Destinataire : "] + gp.sig()), Para([Item("ADRESSE", "3 place du Marcadieu", PII, "praticien", probes=("3 place du Marcadieu", "Marcadieu")), ", ", Item("CODE_POSTAL", "65000", PII, "praticien"), " ", Item("VILLE", "Tarbes", PII, "praticien")])]),
            Para(["LETTRE DE LIAISON A LA SORTIE"], size=12, bold=True),
            Para(["Cher confrère,"]),
            Para(["Votre patient" + ("e" if p.sex == "F" else "") + " " + p.civ + " "] + p.full_title() + [", "] + p.born(r.choice([0, 3, 4])) +
                 [", demeurant ", p.street(), " à ", p.town(), ", a été hospitalisé" + ("e" if p.sex == "F" else "") + " du ", d_in, " au ", d_out, " pour une décompensation cardiaque."]),
            self.eponym_para(set()),
            Para(["Biologie d'entrée : "]), self.lab_table(4),
        ] + self.filler(2, hyph=True)
        pages = [Page(frame, first)]
        for i in range(1, n_pages):
            blocks = [Para(["Personne de confiance : sa fille, Mme "] + daughter.full_title() + [", joignable au ", Item("TEL", fmt_tel("06%08d" % r.randrange(10**8), r.randrange(5)), PII, "tiers"), "."]),
                      self.ordinary_para(p.surname) or self.other_ordinary(p.surname)]
            blocks += self.filler(3)
            blocks.append(Para(["Traitement de sortie : furosémide 40 mg 1 cp le matin, bisoprolol 2,5 mg, 2 x 500 mg de paracétamol si besoin."]))
            blocks.append(Para(["Je vous prie de croire, cher confrère, à mes sentiments les meilleurs."]))
            blocks.append(Para(doc.sig() + [", service de médecine polyvalente, ", etab_item(e)]))
            pages.append(Page(frame, blocks))
        return pages

    def biology(self, p: Patient, e: Etab, n_pages: int, font: str = "sans") -> list[Page]:
        r = self.rng
        year = r.randrange(2022, 2026)
        frame = self.running_frame(p, e, r.choice([0, 1, 4]), font=font)
        pages = []
        for i in range(n_pages):
            dprel, _ = self.care_date(year)
            blocks = []
            if i == 0:
                blocks += [Para(["Laboratoire de biologie médicale - ", etab_item(e)], size=10, bold=True),
                           Para(["COMPTE RENDU D'ANALYSES"], size=12, bold=True)]
                blocks += self.identity_block(p, detailed=r.random() < 0.5)
            blocks.append(Para(["Prélèvement du ", dprel, " à 07h35, ", self.room(), ", prescripteur "] + self.new_doctor().sig()))
            blocks.append(self.lab_table(r.randrange(6, 10), size=r.choice([7.0, 8.0])))
            blocks.append(Para(["Commentaire : résultats contrôlés, ", Hyph("interprétation", 6), " à confronter à la clinique."], size=8))
            blocks.append(Para(["Biologiste responsable : "] + self.new_doctor().sig() + [" - valeurs validées pour ", p.NOM(), " ", p.Prenom(), "."], size=6))
            pages.append(Page(frame, blocks))
        return pages

    def consult(self, p: Patient, e: Etab, n_pages: int, font: str = "sans") -> list[Page]:
        """Consultation note laid out in two columns."""
        r = self.rng
        year = r.randrange(2022, 2026)
        frame = self.running_frame(p, e, r.choice([0, 3]), font=font)
        dr = self.new_doctor("Pr")
        pages = []
        used: set = set()
        for i in range(n_pages):
            dcons, _ = self.care_date(year)
            left = [Para(["CONSULTATION DE NEUROLOGIE" if i == 0 else "Suite de la consultation"], bold=True),
                    Para(["Vu ce jour (", dcons, ") ", p.civ + " "] + p.full_caps() + [", ", "%d ans, " % p.age(year)] + p.born(r.randrange(6)) + ["."]),
                    self.eponym_para(used)]
            left += self.filler(2, hyph=(i == 0))
            right = [Para(["Examen clinique"], bold=True), self.eponym_para(used),
                     self.ordinary_para(p.surname) or self.other_ordinary(p.surname)]
            right += self.filler(2)
            if i == n_pages - 1:
                right.append(Para(["Conclusion transmise à "] + self.new_doctor().sig() + [". Adresse de la patiente : " if p.sex == "F" else ". Adresse du patient : ",
                                   p.street(), ", ", p.cp(), " ", p.town(), "."]))
                right.append(Para(dr.sig() + [", RPPS ", dr.rpps()]))
            blocks = (self.letterhead(e, "neurologie") if i == 0 else []) + [Columns(left, right)]
            pages.append(Page(frame, blocks))
        return pages

    def liaison(self, p: Patient, e: Etab, font: str = "sans") -> list[Page]:
        """A portrait page followed by a landscape care-plan table."""
        r = self.rng
        year = r.randrange(2022, 2026)
        frame = self.running_frame(p, e, 0, font=font)
        land = self.running_frame(p, e, 0, tiny_footer=False, landscape=True, font=font)
        ide = Person(r.choice(["Amélie", "Peio", "Sandrine"]), r.choice(["DASSANCE", "URRUTY", "LAMAISON"]), "praticien")
        p1 = self.letterhead(e, "soins de suite et réadaptation") + [
            Para(["FICHE DE LIAISON INFIRMIÈRE"], size=12, bold=True)] + self.identity_block(p) + [
            Para(["Infirmière référente : IDE "] + ide.full_title() + ["."]),
            self.ordinary_para(p.surname) or self.other_ordinary(p.surname)] + self.filler(2)
        rows = [[["Date"], ["Heure"], ["Soin"], ["Lieu"], ["Observation"]]]
        for _ in range(8):
            dd, _ = self.care_date(year)
            rows.append([[dd], ["%02dh%02d" % (r.randrange(6, 22), r.randrange(60))],
                         [r.choice(["pansement", "glycémie capillaire", "injection HBPM", "aide à la toilette", "prise des constantes"])],
                         [self.room()], [r.choice(["RAS", "douleur 3/10", "patient(e) algique", "refus du repas", "bonne tolérance"])]])
        p2 = [Para(["PLANIFICATION DES SOINS - "] + p.full_caps() + [" - IPP ", p.ipp()], bold=True),
              Table(rows, size=8, widths=(0.14, 0.1, 0.3, 0.16, 0.3)),
              Para(["Glycémies : 6,2 mmol/L à 8h, 7,9 mmol/L à 12h. Poids 71,4 kg."])]
        return [Page(frame, p1), Page(land, p2)]

    def prescription(self, p: Patient, e: Etab, font: str = "sans") -> list[Page]:
        r = self.rng
        year = r.randrange(2022, 2026)
        dr = self.new_doctor()
        dd, _ = self.care_date(year)
        frame = Frame([], [], font=font)
        blocks = self.letterhead(e, "chirurgie orthopédique") + [
            Para(["ORDONNANCE"], size=13, bold=True),
            Para([Item("VILLE", e.town, PII, "etab"), ", le ", dd]),
            Para([p.civ + " "] + p.full_caps() + [" - "] + p.born(r.choice([0, 1, 2, 5]), cap=True)),
            Para(["Poids : 68 kg - Clairance 74 mL/min"]),
            Para(["1) Paracétamol 1 g : 1 comprimé 3 fois par jour pendant 5 jours."]),
            Para(["2) Énoxaparine 4000 UI/0,4 mL : 1 injection sous-cutanée par jour pendant 35 jours."]),
            Para(["3) Soins infirmiers à domicile : ablation des agrafes à J15, réfection du pansement 1 jour sur 2."]),
            Para(["Contrôle NFS plaquettes 2 fois par semaine."]),
            Para(dr.sig() + [" - RPPS ", dr.rpps()]),
            Para(["En cas d'urgence : ", Item("TEL", e.tel, PII, "etab")], size=8),
        ]
        return [Page(frame, blocks)]

    # ------------------------------------------------------------ corpus plan
    def corpus(self, n_docs: int) -> list[Doc]:
        """The list of documents; producers alternate so each kind meets both."""
        r = self.rng
        plan = ["cro", "lettre", "bio", "consult", "liaison", "cro", "ogc", "ordonnance", "cro", "bio", "lettre", "ogc"]
        docs = []
        for i in range(n_docs):
            kind = plan[i % len(plan)]
            p = self.new_patient()
            e = r.choice(self.etabs)
            producer = "libreoffice" if i % 2 else "pymupdf"
            font = r.choice(["sans", "serif"])
            name = "eval_%03d_%s" % (i, kind)
            if kind == "ogc":
                parts = [("cro", self.cro(p, e, r.randrange(3, 5), font)),
                         ("lettre", self.letter(p, e, 1, font)),
                         ("bio", self.biology(p, e, 1, font)),
                         ("ordonnance", self.prescription(p, e, font))]
                doc = Doc(name, kind, "bundle")
                for j, (k, pages) in enumerate(parts):
                    doc.parts.append(Doc("%s_part%d_%s" % (name, j, k), k, "libreoffice" if j % 2 else "pymupdf", pages))
                    doc.pages.extend(pages)
            else:
                if kind == "cro":
                    pages = self.cro(p, e, r.randrange(3, 6), font)
                elif kind == "lettre":
                    pages = self.letter(p, e, r.randrange(1, 3), font)
                elif kind == "bio":
                    pages = self.biology(p, e, r.randrange(1, 3), font)
                elif kind == "consult":
                    pages = self.consult(p, e, 2, font)
                elif kind == "liaison":
                    pages = self.liaison(p, e, font)
                else:
                    pages = self.prescription(p, e, font)
                doc = Doc(name, kind, producer, pages)
            docs.append(doc)
        return docs


__all__ = ["Builder", "MONTHS"]
