"""Held-out wording ("B") of the evaluation corpus.

Why: the main corpus was visible while the rules were tuned, so its figures
are optimistic. This variant keeps the same kinds of documents and the same
ground-truth machinery but writes every identity line, header, label,
establishment and prose mention differently. Use it with
``tools/make_eval_corpus.py --holdout``. It is held out only until someone
tunes on it: say so when you publish its figures.
"""

from __future__ import annotations

from .builders import CODES, Builder, Patient, Person, acr_item, addr_item, etab_item
from .identities import Etab, fmt_tel, luhn_complete
from .model import KEEP, PII, Columns, Frame, Item, Page, Para, Table

ETAB_SPECS_B = [
    ("Groupe Hospitalier du Pays de Soule", "GHPS", ("Pays de Soule",), "4 rue du Jeu de Paume", "Mauléon-Licharre", "64130"),
    ("Clinique Bel-Air de l'Océan", "CBAO", ("Bel-Air de l'Océan",), "27 avenue des Embruns", "Capbreton", "40130"),
    ("Centre Médico-Chirurgical des Gaves", "CMCG", ("des Gaves",), "9 chemin du Barrage", "Lourdes", "65100"),
    ("Hôpital Local de la Vallée d'Aspe", "HLVA", ("Vallée d'Aspe",), "3 place de la Mairie", "Oloron-Sainte-Marie", "64400"),
]


class BuilderB(Builder):
    """Same documents, new wording everywhere identities are written."""

    def __init__(self, seed: int):
        super().__init__(seed)
        r = self.rng
        self.etabs = []
        for name, acr, probes, street, town, cp in ETAB_SPECS_B:
            finess = luhn_complete("%02d%06d" % (int(cp[:2]), r.randrange(10**6)))
            tel = "05 %02d %02d %02d %02d" % tuple(r.randrange(100) for _ in range(4))
            email = r.choice(["contact", "admissions", "cs.orthopedie"]) + "@" + acr.lower() + ".fr"
            self.etabs.append(Etab(name, acr, probes, street, town, cp, finess, tel, email))

    # ------------------------------------------------------------ frames
    def letterhead(self, e: Etab, service: str) -> list:
        return [
            Para([acr_item(e), " | ", etab_item(e)], size=10, bold=True),
            Para(["Pôle " + service + " - standard ", Item("TEL", e.tel, PII, "etab"), " - N° FINESS ",
                  Item("FINESS", e.finess, PII, "etab")], size=8),
            Para([addr_item(e.street, e.street.split(" ", 1)[1], "etab"), ", ", Item("CODE_POSTAL", e.cp, PII, "etab"),
                  " ", Item("VILLE", e.town, PII, "etab"), " - écrire à ", Item("EMAIL", e.email, PII, "etab")], size=8),
        ]

    def running_frame(self, p: Patient, e: Etab, style: int, tiny_footer: bool = True,
                      landscape: bool = False, font: str = "sans") -> Frame:
        hs = self.rng.randrange(3)
        if hs == 0:
            head = [Para(["Dossier ", p.ipp(), " / ", p.NOM(), ", ", p.Prenom(), " / DN ", p.ddn(style)], size=8)]
        elif hs == 1:
            head = [Para([p.Prenom(), " ", p.NOM(), " (", "F" if p.sex == "F" else "M", ") - ", p.ddn(style),
                          " - venue ", p.nda(), " - ", acr_item(e)], size=8)]
        else:
            head = [Para(["NIP ", p.ipp(), "   Usager : ", p.NOM(), " ", p.Prenom(), "   Naiss. ", p.ddn(style)], size=8)]
        foot = []
        if tiny_footer:
            foot = [Para(["Imprimé depuis le DPI pour ", p.Prenom(), " ", p.NOM(), " (NIP ", p.ipp(), "). Diffusion restreinte."], size=5.5)]
        return Frame(head, foot, landscape=landscape, font=font)

    def identity_block(self, p: Patient, detailed: bool = True) -> list:
        r = self.rng
        rows = [
            [["NOM D'USAGE"], [p.NOM()], ["Prénom(s)"], [p.Prenom()]],
            [["Né(e) le"], [p.ddn(r.choice([0, 1, 3]))], ["Identifiant patient"], [p.ipp()]],
            [["Numéro de venue"], [p.nda()], ["Sexe"], ["F" if p.sex == "F" else "M"]],
        ]
        if detailed:
            rows += [
                [["N° INSEE"], [p.nir(r.choice([0, 1]))], ["Portable"], [p.tel(r.randrange(5))]],
                [["Domicile"], [p.street(), " ", p.cp(), " ", p.town()], ["Médecin traitant"], ["déclaré"]],
            ]
        out = [Table(rows, size=8.5, widths=(0.18, 0.32, 0.2, 0.3), header=False)]
        if detailed:  # a long e-mail address would wrap inside a narrow cell
            out.append(Para(["Adresse électronique : ", p.email()], size=8.5))
        return out

    def _mention(self, p: Patient, year: int) -> list:
        r = self.rng
        k = r.randrange(3)
        if k == 0:
            return ["La patiente, " if p.sex == "F" else "Le patient, "] + p.full_title() + [", %d ans (DDN " % p.age(year), p.ddn(r.randrange(6)), "), "]
        if k == 1:
            return [p.Nom(), " ", p.Prenom(), ", " + p.ne + " le ", p.ddn(r.randrange(6), p.ne + " le"), ", "]
        return ["Concernant " + ("Madame " if p.sex == "F" else "Monsieur "), p.NOM(), " (" + p.ne + " le ", p.ddn(r.randrange(6), p.ne + " le"), "), "]

    # ------------------------------------------------------------ documents
    def cro(self, p: Patient, e: Etab, n_pages: int, font: str = "sans", dense: bool = False) -> list[Page]:
        r = self.rng
        year = r.randrange(2022, 2026)
        op, aide, anes = self.new_doctor("Pr"), self.new_doctor(), self.new_doctor()
        code, label, cim = r.choice(CODES)
        frame = self.running_frame(p, e, r.choice([0, 2]), font=font)
        used: set = set()
        dop, _ = self.care_date(year)
        first = self.letterhead(e, "chirurgie") + [Para(["Compte rendu d'intervention chirurgicale"], size=12, bold=True)] + self.identity_block(p) + [
            Para(["Date : ", dop, " - bloc central, ", self.room(), ". Incision 8h05, fermeture 9h20."]),
            Para(["Chirurgien : "] + op.sig() + [" ; 2e opérateur : Dr ", aide.NOM(), " ; anesthésie : Dr ", anes.Prenom(), " ", anes.NOM(), "."]),
            Para(["N° RPPS du chirurgien : ", op.rpps()]),
            Para(["Geste : " + label + " (", Item("DECOY", code, KEEP, "code"), "), motif ", Item("DECOY", cim, KEEP, "code"), "."]),
            self.eponym_para(used),
        ]
        pages = [Page(frame, first)]
        for i in range(1, n_pages):
            blocks = [Para(["Compte rendu (suite)"], bold=True), Para(self._mention(p, year) + ["suites opératoires détaillées ci-dessous."])]
            blocks += self.filler(19 if dense else 5, hyph=(i == 1))
            blocks.append(self.eponym_para(used))
            if i == 1:
                blocks.append(self.ordinary_para(p.surname) or self.other_ordinary(p.surname))
            if i == n_pages - 1:
                ctrl, _ = self.care_date(year)
                blocks.append(Para(["Revoir en consultation le ", ctrl, " (", op.title + " ", op.Nom(), ")."]))
                blocks.append(Para(["Contact : ", p.tel(r.randrange(5)), " / ", p.email(), "."]))
                blocks.append(Para(["Le ", dop, ", "] + op.sig() + ["."]))
            if i == 2:
                blocks.append(Para(["Identité vérifiée (bracelet) : NIP ", p.ipp(), ", INSEE ", p.nir(r.choice([0, 1])), "."]))
            pages.append(Page(frame, blocks))
        return pages

    def letter(self, p: Patient, e: Etab, n_pages: int, font: str = "sans") -> list[Page]:
        r = self.rng
        year = r.randrange(2022, 2026)
        doc, gp = self.new_doctor(), self.new_doctor()
        d_in, _ = self.care_date(year)
        d_out, _ = self.care_date(year)
        frame = self.running_frame(p, e, r.choice([0, 1]), tiny_footer=r.random() < 0.5, font=font)
        son = Person(r.choice(["Xavier", "Iban", "Olivier"]), r.choice(["ELISSALDE", "POCHELU", "MIQUEU"]), "tiers")
        first = self.letterhead(e, "gériatrie") + [
            Para(["Fait à ", Item("VILLE", e.town, PII, "etab"), ", le ", d_out]),
            Columns([Para(["De la part du "] + doc.sig() + [" (RPPS ", doc.rpps(), ")"])],
                    [Para(["À l'attention du "] + gp.sig()), Para([Item("ADRESSE", "11 cours Bosquet", PII, "praticien", probes=("11 cours Bosquet", "cours Bosquet")), " ",
                                                               Item("CODE_POSTAL", "64000", PII, "praticien"), " ", Item("VILLE", "Pau", PII, "praticien")])]),
            Para(["Compte rendu d'hospitalisation"], size=12, bold=True),
            Para(["Chère consoeur, cher confrère,"]),
            Para(["J'ai pris en charge "] + p.full_title() + [", " + p.ne + " le ", p.ddn(r.choice([0, 3, 4]), p.ne + " le"),
                  ", domicilié" + ("e" if p.sex == "F" else "") + " au ", p.street(), ", ", p.cp(), " ", p.town(),
                  ", entre le ", d_in, " et le ", d_out, " pour une chute avec fracture du poignet."]),
            self.eponym_para(set()),
            Para(["Bilan à l'admission : "]), self.lab_table(4),
        ] + self.filler(2, hyph=True)
        pages = [Page(frame, first)]
        for i in range(1, n_pages):
            blocks = [Para(["Contact : son fils "] + son.full_caps() + [" (", Item("TEL", fmt_tel("07%08d" % r.randrange(10**8), r.randrange(5)), PII, "tiers"), ")."]),
                      self.ordinary_para(p.surname) or self.other_ordinary(p.surname)]
            blocks += self.filler(3)
            blocks.append(Para(["Sortie avec kinésithérapie à domicile, paracétamol 1 g x 3/j."]))
            blocks.append(Para(["Bien confraternellement, "] + doc.sig() + [" (", acr_item(e), ")"]))
            pages.append(Page(frame, blocks))
        return pages

    def consult(self, p: Patient, e: Etab, n_pages: int, font: str = "sans") -> list[Page]:
        r = self.rng
        year = r.randrange(2022, 2026)
        frame = self.running_frame(p, e, r.choice([0, 3]), font=font)
        dr = self.new_doctor()
        pages = []
        used: set = set()
        for i in range(n_pages):
            dcons, _ = self.care_date(year)
            left = [Para(["Consultation de rhumatologie" if i == 0 else "Suite"], bold=True),
                    Para(["Le ", dcons, ", "] + self._mention(p, year) + ["adressé" + ("e" if p.sex == "F" else "") + " pour lombalgies."]),
                    self.eponym_para(used)]
            left += self.filler(2, hyph=(i == 0))
            right = [Para(["Examen"], bold=True), self.eponym_para(used),
                     self.ordinary_para(p.surname) or self.other_ordinary(p.surname)]
            right += self.filler(2)
            if i == n_pages - 1:
                right.append(Para(["Courrier adressé au domicile : ", p.street(), " - ", p.cp(), " ", p.town(), "."]))
                right.append(Para(dr.sig() + [" - RPPS ", dr.rpps()]))
            blocks = (self.letterhead(e, "appareil locomoteur") if i == 0 else []) + [Columns(left, right)]
            pages.append(Page(frame, blocks))
        return pages

    def prescription(self, p: Patient, e: Etab, font: str = "sans") -> list[Page]:
        r = self.rng
        year = r.randrange(2022, 2026)
        dr = self.new_doctor()
        dd, _ = self.care_date(year)
        blocks = self.letterhead(e, "consultations externes") + [
            Para(["Prescription médicamenteuse"], size=12, bold=True),
            Para(["Le ", dd, " à ", Item("VILLE", e.town, PII, "etab")]),
            Para(["Bénéficiaire : ", p.NOM(), " ", p.Prenom(), ", ", p.ddn(r.choice([0, 1, 2, 5]))]),
            Para(["Kétoprofène 100 mg LP : 1 cp le soir au repas, 7 jours."]),
            Para(["Oméprazole 20 mg : 1 gélule le soir, 7 jours."]),
            Para(["Séances de kinésithérapie : 15 séances, rééducation du rachis."]),
            Para(["Signature : "] + dr.sig() + [", RPPS ", dr.rpps()]),
        ]
        return [Page(Frame([], [], font=font), blocks)]
