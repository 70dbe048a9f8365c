"""Document content of corpus AG: six clinical shapes, truth items embedded in the text.

A document is a list of blocks; text is a list of segments, a segment being a plain string
or an ``It`` (one truth item = one printed occurrence).
  ("h", text)  ("p", segs)  ("kv", [(label, segs)])  ("table", headers, rows[cells[segs]])  ("pb",)
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from .ids import (CITIES, EMPLOYERS, ESTABS, FIRST_F, FIRST_M, HOMONYMS, MAIL_DOMAINS, MUTUELLES,
                  SCHOOLS, STREETS, SURNAMES, Ids, date_fmt, email_of, name_variant, rand_date)

SHAPES = ["consultation_addictologie", "bilan_dietetique", "cr_had", "fiche_smur",
          "cr_polysomnographie", "consultation_memoire"]


@dataclass
class It:
    text: str
    kind: str
    sub: str = ""
    role: str = "pii"
    crit: bool = False
    probes: list = field(default_factory=list)

    def item(self):
        return {"role": self.role, "kind": self.kind, "text": self.text, "subtype": self.sub,
                "critical": self.crit, "probes": list(self.probes or [self.text])}


def K(text, sub, kind="DECOY"):
    return It(text, kind, sub, role="keep")


def D(text):
    return It(text, "DATE", "SOINS", role="keep")


def plain(segs):
    return "".join(s if isinstance(s, str) else s.text for s in segs)


class Person:
    pass


@dataclass
class Doc:
    shape: str
    title: str
    header: list
    blocks: list
    meta: list  # metadata items (dicts) when the title names the patient
    meta_title: str


class Builder:
    def __init__(self, rng: random.Random, shape: str, doc_no: int):
        self.r = rng
        self.ids = Ids(rng)
        self.shape = shape
        self.no = doc_no
        r = rng
        self.sex = r.choice("MF")
        self.first = r.choice(FIRST_M if self.sex == "M" else FIRST_F)
        self.last = r.choice(SURNAMES)
        self.style = r.choice(["upper", "upper", "title", "title", "lower"]) if doc_no % 5 else "upper"
        self.maiden = r.choice([s for s in SURNAMES if s != self.last]) if self.sex == "F" and r.random() < .6 else None
        y0, y1 = (1932, 1952) if shape == "consultation_memoire" else (1950, 2004)
        self.birth = rand_date(r, y0, y1)
        self.nir_body, self.nir_key = self.ids.nir(self.sex, self.birth)
        self.ipp = self.ids.ipp()
        self.nda = self.ids.nda()
        self.cp, self.city = r.choice(CITIES)
        self.street = "%d %s" % (r.randint(1, 140), r.choice(STREETS))
        self.phone = self.ids.phone()
        self.mail = email_of(self.first, self.last, r.choice(MAIL_DOMAINS), r)
        self.estab, self.sigle = r.choice(ESTABS)
        self.finess = self.ids.finess()
        self.ecp, self.ecity = r.choice(CITIES)
        self.estreet = "%d %s" % (r.randint(1, 60), r.choice(STREETS))
        self.ephone = self.ids.phone(0)
        self.doc_first = r.choice(FIRST_F + FIRST_M)
        self.doc_last = r.choice([s for s in SURNAMES if s not in (self.last, self.maiden)])
        self.rpps = self.ids.rpps()
        self.gp_first = r.choice(FIRST_F + FIRST_M)
        self.gp_last = r.choice([s for s in SURNAMES if s not in (self.last, self.maiden, self.doc_last)])
        self.gp_rpps = self.ids.rpps()
        self.gp_cp, self.gp_city = r.choice(CITIES)
        self.rel_first = r.choice(FIRST_F + FIRST_M)
        self.rel_last = self.last if r.random() < .5 else r.choice(SURNAMES)
        self.rel_phone = self.ids.phone()
        self.rel_mail = email_of(self.rel_first, self.rel_last, r.choice(MAIL_DOMAINS), r)
        self.nurse_first = r.choice(FIRST_F + FIRST_M)
        self.nurse_last = r.choice(SURNAMES)
        self.adeli = self.ids.adeli()
        self.mutuelle = r.choice(MUTUELLES)
        self.adherent = r.choice(["", "AD-", "N° "]) + self.ids.digits(r.choice([8, 9, 10]))
        if self.adherent.startswith("N° "):
            self.adherent = self.adherent[3:]
        self.employer = r.choice(EMPLOYERS)
        self.school = r.choice(SCHOOLS)
        self.care = rand_date(r, 2025, 2026)

    # ---------------------------------------------------------------- item helpers
    def pl(self, style=None):
        return It(name_variant(self.last, style or self.style), "NOM", "patient", crit=True)

    def pf(self, style=None):
        t = self.first if (style or self.style) != "lower" else self.first.lower()
        if (style or self.style) == "upper" and self.r.random() < .2:
            t = self.first.upper()
        return It(t, "PRENOM", "patient", crit=True)

    def pmaiden(self):
        return It(name_variant(self.maiden, self.style), "NOM", "naissance", crit=True)

    def civ(self):
        return "M." if self.sex == "M" else "Mme"

    def ne(self):
        return "né" if self.sex == "M" else "née"

    def patient_name(self, order=None):
        order = order if order is not None else self.r.randint(0, 2)
        segs = [self.civ() + " "]
        if order == 0:
            segs += [self.pl(), " ", self.pf()]
        elif order == 1:
            segs += [self.pf(), " ", self.pl()]
        else:
            segs += [self.pl("upper"), ", ", self.pf("title")]
        if self.maiden:
            segs += [" née ", self.pmaiden()]
        return segs

    def bd(self, style=None):
        d, m, y = self.birth
        return It(date_fmt(self.r, d, m, y, style), "DATE_NAISSANCE", crit=True)

    def nir(self, style=None):
        st = self.r.randint(0, 2) if style is None else style
        return It(self.ids.nir_text(self.nir_body, self.nir_key, st), "NIR", "ins" if self.r.random() < .5 else "", crit=True)

    def care_date(self, delta=0, style=None):
        import datetime as dt
        d, m, y = self.care
        x = dt.date(y, m, d) + dt.timedelta(days=delta)
        return D(date_fmt(self.r, x.day, x.month, x.year, style if style is not None else self.r.choice([0, 0, 2, 1, 6])))

    def person(self, first, last, sub, upper_last=None):
        up = self.r.random() < .5 if upper_last is None else upper_last
        return [It(first, "PRENOM", sub), " ", It(last.upper() if up else last, "NOM", sub)]

    def doctor(self):
        return ["Dr "] + self.person(self.doc_first, self.doc_last, "medecin")

    def letterhead(self):
        blocks = [("p", [It(self.estab, "ETABLISSEMENT", "etablissement"), " (", It(self.sigle, "ETABLISSEMENT", "sigle"), ")"]),
                  ("p", [It(self.estreet, "ADRESSE", "etablissement"), " — ", It(self.ecp, "CODE_POSTAL"), " ",
                         It(self.ecity, "VILLE"), " — Standard ", It(self.ephone, "TELEPHONE", "etablissement"),
                         " — FINESS ", It(self.finess, "FINESS")])]
        return blocks

    def identity_kv(self, extra=()):
        r = self.r
        rows = [("Patient(e)", self.patient_name()),
                ("Date de naissance", [self.bd()]),
                ("IPP", [It(self.ipp, "IPP", "patient", crit=True)])]
        if r.random() < .7:
            rows.append(("INS (NIR)", [self.nir()]))
        rows.append(("Adresse", [It(self.street, "ADRESSE", "patient"), ", ", It(self.cp, "CODE_POSTAL"), " ", It(self.city, "VILLE")]))
        rows.append(("Téléphone", [It(self.phone, "TELEPHONE", "patient")]))
        if r.random() < .6:
            rows.append(("Courriel", [It(self.mail, "EMAIL", "patient", crit=True)]))
        rows += list(extra)
        return ("kv", rows)

    def header(self):
        h = [It(self.sigle, "ETABLISSEMENT", "sigle"), " · ", self.pl("upper"), " ", self.pf("title"),
             " · IPP ", It(self.ipp, "IPP", "patient", crit=True)]
        if self.r.random() < .5:
            h += [" · ", self.ne(), " le ", self.bd(0)]
        return h

    def signature(self):
        r = self.r
        segs = [r.choice(["Le médecin, ", "Signé électroniquement par ", "Compte rendu validé par ", ""])] + self.doctor()
        segs += [" — RPPS ", It(self.rpps, "RPPS")]
        if r.random() < .5:
            segs += [" — identifiant national ", It("8" + self.rpps, "RPPS", "national")]
        if r.random() < .5:
            em = email_of(self.doc_first, self.doc_last, self.sigle.lower() + ".fr", r)
            segs += [" — ", It(em, "EMAIL", "medecin", crit=True)]
        cc = [r.choice(["Copie : ", "Double adressé à ", "Copie au médecin traitant : "]), "Dr "] + self.person(self.gp_first, self.gp_last, "medecin")
        cc += [" (RPPS ", It(self.gp_rpps, "RPPS"), "), ", It(self.gp_cp, "CODE_POSTAL"), " ", It(self.gp_city, "VILLE")]
        return [("p", segs), ("p", cc)]

    def homonym_sentence(self):
        key = self.last if self.last in HOMONYMS else self.r.choice(list(HOMONYMS))
        w = HOMONYMS[key]
        tpl = {"boulanger": "Ancien ouvrier boulanger, levers nocturnes pendant vingt ans.",
               "berger": "A longtemps travaillé comme berger en estive.",
               "marchand": "Activité de marchand ambulant sur les marchés.",
               "meunier": "Son père était meunier ; pas d'exposition professionnelle notable.",
               "chevalier": "Décoré chevalier du Mérite agricole, précise-t-il avec fierté.",
               "barbier": "Travaille comme barbier, station debout prolongée."}[w]
        i = tpl.index(w)
        return [tpl[:i], It(w, "ORDINARY", "homonyme", role="keep"), tpl[i + len(w):]]

    def finish(self, title_word, blocks):
        r = self.r
        meta = []
        mt = "%s — %s" % (title_word, self.sigle)
        if self.no % 3 == 0:
            mt = "%s %s %s" % (title_word, name_variant(self.last, "upper"), self.first)
            meta = [It(name_variant(self.last, "upper"), "NOM", "patient", crit=True).item(),
                    It(self.first, "PRENOM", "patient", crit=True).item()]
        return Doc(self.shape, title_word, self.header(), blocks, meta, mt)


# ------------------------------------------------------------------ shapes

def addicto(b: Builder):
    r = b.r
    bl = b.letterhead() + [("h", r.choice(["Consultation d'addictologie", "Consultation hospitalière d'addictologie — ELSA"])),
                           ("p", ["Consultation du ", b.care_date(0), "."]), b.identity_kv([("Employeur", [It(b.employer, "ETABLISSEMENT", "employeur")])])]
    ref = r.choice(["Adressé(e) par son médecin traitant, le ", "Orienté(e) par le ", "Vu(e) à la demande du "])
    bl.append(("p", ["Motif : ", r.choice(["demande d'aide au sevrage", "mésusage d'alcool repéré lors d'une hospitalisation",
                                          "reprise de consommation après cure"]), ". " , ref, "Dr "] + b.person(b.gp_first, b.gp_last, "medecin") + [", exerçant à ", It(b.gp_city, "VILLE"), "."]))
    bl.append(("table", ["Produit", "Quantité", "Ancienneté", "Dernière prise"],
               [[["Alcool"], [K(r.choice(["8 UA/j", "12 UA/j", "6 UA/j"]), "DOSE")], ["%d ans" % r.randint(5, 25)], [b.care_date(-1)]],
                [["Tabac"], [K(r.choice(["20 cig/j", "15 cig/j", "25 cig/j"]), "DOSE")], ["%d ans" % r.randint(10, 30)], [b.care_date(0)]],
                [["Cannabis"], [r.choice(["occasionnel", "3 joints/j", "sevré"])], ["—"], [b.care_date(-r.randint(20, 90))]]]))
    bl.append(("p", ["Scores : AUDIT ", K("%d/40" % r.randint(16, 32), "SCORE"), ", Fagerström ", K("%d/10" % r.randint(4, 9), "SCORE"),
                     ". Antécédents : ", K(r.choice(["F10.2", "F10.1"]), "CIM10"), " (syndrome de dépendance à l'alcool), ",
                     K("F17.2", "CIM10"), ", ", r.choice(["hépatopathie stéatosique", "pancréatite aiguë en 2019", "épilepsie de sevrage"]), "."]))
    bl.append(("p", ["Biologie du ", b.care_date(-3), " : GGT ", K("%d UI/L" % r.randint(90, 410), "BIOLOGIE"), ", VGM ",
                     K("%d fL" % r.randint(98, 108), "BIOLOGIE"), ", CDT ", K("%s %%" % r.choice(["2,8", "3,4", "1,9"]), "BIOLOGIE"),
                     ", plaquettes ", K("%d 000/mm3" % r.randint(110, 260), "BIOLOGIE"), ". Dossier laboratoire ",
                     It(r.choice(["LB", "BIO-"]) + b.ids.digits(9), "NUM_DOSSIER_LABO"), "."]))
    bl.append(("p", b.homonym_sentence()))
    bl.append(("p", ["Entourage : vit avec ", r.choice(["son conjoint ", "sa compagne ", "son frère "])] + b.person(b.rel_first, b.rel_last, "proche")
               + [", joignable au ", It(b.rel_phone, "TELEPHONE", "proche"), r.choice([", très soutenant(e).", ", inquiet(e) des alcoolisations.", "."])]))
    if r.random() < .6:
        bl.append(("pb",))
    bl.append(("h", "Projet de soins"))
    bl.append(("p", ["Sevrage ambulatoire : ", K("acamprosate 333 mg", "DOSE"), " 2 cp 3 fois par jour (", K("N07BB03", "ATC"),
                     "), substitution nicotinique ", K("21 mg/24 h", "DOSE"), " (", K("N07BA01", "ATC"), "), ", K("thiamine 500 mg/j", "DOSE"),
                     ". Ordonnance n° ", It("ORD-" + b.ids.digits(8), "IDENTIFIANT", "ordonnance"), ". Revu(e) le ", b.care_date(14, 2), "."]))
    bl.append(("p", ["Complémentaire : ", It(b.mutuelle, "ORGANISME"), ", adhérent ", It(b.adherent, "NUM_ADHERENT", "mutuelle"), "."]))
    bl += b.signature()
    return b.finish("Consultation d'addictologie", bl)


def dietetique(b: Builder):
    r = b.r
    poids = r.randint(620, 1280) / 10
    taille = r.randint(150, 192) / 100
    imc = poids / taille ** 2
    f = lambda x: ("%.1f" % x).replace(".", ",")
    bl = b.letterhead() + [("h", r.choice(["Bilan diététique", "Bilan nutritionnel et diététique"])),
                           ("p", [r.choice(["Entretien du ", "Bilan réalisé le "]), b.care_date(0), " par "] + b.person(b.nurse_first, b.nurse_last, "soignant")
                            + [", diététicien(ne) (ADELI ", It(b.adeli, "ADELI"), ")."]), b.identity_kv()]
    bl.append(("p", ["Indication : ", r.choice(["obésité de grade 2 avant chirurgie bariatrique", "dénutrition modérée", "diabète de type 2 déséquilibré"]),
                     " (", K(r.choice(["E66.0", "E44.0", "E11.9"]), "CIM10"), "), à la demande du "] + b.doctor() + ["."]))
    bl.append(("table", ["Mesure", "Valeur", "Référence"],
               [[["Poids"], [K(f(poids) + " kg", "MESURE")], ["—"]],
                [["Taille"], [K(("%.2f" % taille).replace(".", ",") + " m", "MESURE")], ["—"]],
                [["IMC"], [K(f(imc) + " kg/m2", "MESURE")], ["18,5 – 25"]],
                [["Tour de taille"], [K("%d cm" % r.randint(80, 130), "MESURE")], ["< 94 cm"]],
                [["Albumine"], [K("%s g/L" % f(r.randint(300, 420) / 10), "BIOLOGIE")], ["35 – 50 g/L"]]]))
    bl.append(("p", ["Impédancemétrie sur appareil n° de série ", K("SN-" + b.ids.digits(11), "DISPOSITIF"), " : masse grasse ",
                     K("%s %%" % f(r.randint(250, 450) / 10), "MESURE"), ". Ingesta estimés à ", K("%d kcal/j" % r.randint(1400, 3200), "MESURE"),
                     r.choice([", grignotages fréquents l'après-midi.", ", repas sautés le midi.", ", apports protidiques insuffisants."])]))
    bl.append(("p", ["Contexte : ", r.choice(["travaille chez ", "employé(e) par "]), It(b.employer, "ETABLISSEMENT", "employeur"),
                     r.choice([", horaires décalés.", ", repas pris au poste.", "."]), " Repas préparés par "]
               + b.person(b.rel_first, b.rel_last, "proche") + ["."]))
    bl.append(("p", b.homonym_sentence()))
    if r.random() < .5:
        bl.append(("pb",))
    bl.append(("h", "Objectifs et conseils"))
    bl.append(("p", ["Fractionnement en trois repas et une collation, ", r.choice(["réduction des boissons sucrées", "enrichissement protidique", "limitation des graisses saturées"]),
                     ", supplémentation ", K("cholécalciférol 100 000 UI", "DOSE"), " (", K("A11CC05", "ATC"), "). Prochain rendez-vous le ",
                     b.care_date(r.randint(20, 60), 2), ". Joignable au ", It(b.phone, "TELEPHONE", "patient"), "."]))
    bl += b.signature()
    return b.finish("Bilan diététique", bl)


def had(b: Builder):
    r = b.r
    bl = b.letterhead() + [("h", "Compte rendu d'hospitalisation à domicile (HAD)"),
                           ("p", ["Séjour HAD n° ", It(b.nda, "NUM_SEJOUR"), " du ", b.care_date(-r.randint(15, 40)), " au ", b.care_date(0), "."]),
                           b.identity_kv([("Mutuelle", [It(b.mutuelle, "ORGANISME"), " — n° ", It(b.adherent, "NUM_ADHERENT", "mutuelle")])])]
    bl.append(("p", ["Aidant principal : "] + b.person(b.rel_first, b.rel_last, "proche") + [" (", r.choice(["épouse", "fils", "fille", "voisin", "conjoint"]),
                     "), tél. ", It(b.rel_phone, "TELEPHONE", "proche"), r.choice([", présent le soir.", ", disponible en journée.", "."])]))
    bl.append(("p", ["Motif de prise en charge : ", r.choice(["antibiothérapie intraveineuse prolongée pour spondylodiscite",
                     "soins palliatifs, cancer pulmonaire métastatique", "pansements complexes d'escarre sacrée"]), " (",
                     K(r.choice(["M46.2", "C34.9", "L89.3"]), "CIM10"), "). Score de Karnofsky ", K("%d %%" % r.choice([40, 50, 60]), "SCORE"),
                     ", GIR ", K(str(r.randint(2, 4)), "SCORE"), "."]))
    rows = []
    for k in range(r.randint(4, 7)):
        rows.append([[b.care_date(-k * 4 - 1, 0)], [r.choice(["IDE", "Médecin coordonnateur", "Kinésithérapeute", "IDE de nuit"])],
                     [r.choice(["pansement VAC", "bilan sanguin", "réfection PICC", "évaluation douleur EVA 3/10", "injection ceftriaxone 2 g"])]])
    bl.append(("table", ["Date", "Intervenant", "Acte"], rows))
    bl.append(("p", ["Dispositif : pompe ", K("CADD-Solis", "DISPOSITIF"), " n° ", K(b.ids.digits(4) + "-" + b.ids.digits(6), "DISPOSITIF"),
                     ", PICC line posée le ", b.care_date(-r.randint(20, 41), 2), " (lot ", K("L" + b.ids.digits(7), "LOT"), ")."]))
    if r.random() < .7:
        bl.append(("pb",))
    bl.append(("h", "Traitements et coordination"))
    bl.append(("p", [K("Ceftriaxone 2 g", "DOSE"), " IV/24 h (", K("J01DD04", "ATC"), "), ", K("morphine 10 mg", "DOSE"), " si besoin (",
                     K("N02AA01", "ATC"), "), ", K("énoxaparine 4000 UI", "DOSE"), ". CRP ", K("%d mg/L" % r.randint(3, 80), "BIOLOGIE"),
                     " (LOINC ", K("1988-5", "LOINC"), ")."]))
    bl.append(("p", ["IDE coordinatrice : "] + b.person(b.nurse_first, b.nurse_last, "soignant") + [" (ADELI ", It(b.adeli, "ADELI"), "), ",
                     It(b.ephone, "TELEPHONE", "etablissement"), ". "] + b.homonym_sentence()))
    bl += b.signature()
    return b.finish("Compte rendu HAD", bl)


def smur(b: Builder):
    r = b.r
    d = b.care_date(0, 0)
    bl = b.letterhead() + [("h", r.choice(["Fiche d'intervention SMUR", "SMUR — fiche d'intervention primaire"])),
                           ("kv", [("Date", [d]), ("Dossier de régulation", [It("DR-" + b.ids.digits(9), "NUM_SEJOUR", "regulation")]),
                                   ("Appel", ["%02dh%02d" % (r.randint(0, 23), r.randint(0, 59))]),
                                   ("Lieu", [It(b.street, "ADRESSE", "intervention"), ", ", It(b.cp, "CODE_POSTAL"), " ", It(b.city, "VILLE")]),
                                   ("Appelant", b.person(b.rel_first, b.rel_last, "proche") + [" — ", It(b.rel_phone, "TELEPHONE", "proche")])]),
                           b.identity_kv()]
    bl.append(("p", ["Circonstances : ", r.choice(["douleur thoracique constrictive depuis 40 min",
                     "chute dans l'escalier, perte de connaissance brève", "dyspnée aiguë fébrile", "malaise sur le lieu de travail"]),
                     ". Employeur prévenu : ", It(b.employer, "ETABLISSEMENT", "employeur"), "."]))
    bl.append(("table", ["Heure", "PA", "FC", "SpO2", "Glasgow"],
               [[["%02dh%02d" % (r.randint(0, 23), r.randint(0, 59))], [K("%d/%d mmHg" % (r.randint(80, 170), r.randint(40, 95)), "MESURE")],
                 [K("%d/min" % r.randint(50, 140), "MESURE")], [K("%d %%" % r.randint(82, 99), "MESURE")], [K("%d" % r.randint(9, 15), "SCORE")]]
                for _ in range(r.randint(2, 4))]))
    bl.append(("p", ["Glycémie capillaire ", K("%s g/L" % r.choice(["1,12", "0,68", "2,41"]), "BIOLOGIE"), ", ECG : ",
                     r.choice(["sus-décalage ST en territoire inférieur", "rythme sinusal", "ACFA rapide"]), ". Diagnostic retenu : ",
                     K(r.choice(["I21.1", "S06.0", "J18.9", "R55"]), "CIM10"), "."]))
    bl.append(("p", ["Thérapeutiques : ", K("aspirine 250 mg", "DOSE"), " IVD, ", K("héparine 5000 UI", "DOSE"), ", ",
                     K("noradrénaline 0,5 µg/kg/min", "DOSE"), " (lot ", K(r.choice(["N", "B"]) + b.ids.digits(6) + "A", "LOT"), ")."]))
    if r.random() < .4:
        bl.append(("pb",))
    bl.append(("p", ["Transport vers ", It(r.choice([e for e, _ in ESTABS if e != b.estab]), "ETABLISSEMENT", "etablissement"),
                     ", admission en ", r.choice(["salle de cathétérisme", "déchocage", "USIC"]), ". Équipe : ", "Dr "]
               + b.person(b.doc_first, b.doc_last, "medecin") + [", IDE "] + b.person(b.nurse_first, b.nurse_last, "soignant")
               + [" (ADELI ", It(b.adeli, "ADELI"), ")."]))
    bl.append(("p", b.homonym_sentence()))
    bl += b.signature()
    return b.finish("Fiche SMUR", bl)


def psg(b: Builder):
    r = b.r
    bl = b.letterhead() + [("h", r.choice(["Compte rendu de polysomnographie", "Polysomnographie nocturne — compte rendu"])),
                           ("p", ["Enregistrement de la nuit du ", b.care_date(-1), " au ", b.care_date(0), ", laboratoire du sommeil."]),
                           b.identity_kv([("Profession", [r.choice(["chauffeur poids lourd", "infirmier(e) de nuit", "enseignant(e)", "retraité(e)"])])])]
    bl.append(("p", ["Indication : ", r.choice(["ronflements et pauses respiratoires rapportés par ", "somnolence diurne, signalée par "])]
               + b.person(b.rel_first, b.rel_last, "proche") + [". Epworth ", K("%d/24" % r.randint(9, 19), "SCORE"), ". Polygraphe ",
                     K("Nox A1", "DISPOSITIF"), " n° ", K(b.ids.digits(3) + "A" + b.ids.digits(7), "DISPOSITIF"), "."]))
    f = lambda x: ("%.1f" % x).replace(".", ",")
    bl.append(("table", ["Paramètre", "Résultat", "Norme"],
               [[["Temps de sommeil total"], [K("%d min" % r.randint(280, 420), "MESURE")], ["> 360 min"]],
                [["Efficacité du sommeil"], [K("%d %%" % r.randint(60, 92), "MESURE")], ["> 85 %"]],
                [["IAH"], [K(f(r.randint(50, 600) / 10) + " /h", "MESURE")], ["< 5 /h"]],
                [["Index de désaturation"], [K(f(r.randint(50, 500) / 10) + " /h", "MESURE")], ["< 5 /h"]],
                [["SpO2 minimale"], [K("%d %%" % r.randint(72, 90), "MESURE")], ["> 90 %"]],
                [["Index de mouvements périodiques"], [K(f(r.randint(0, 300) / 10) + " /h", "MESURE")], ["< 15 /h"]]]))
    bl.append(("p", ["Conclusion : ", r.choice(["syndrome d'apnées obstructives du sommeil sévère", "SAOS modéré à prédominance positionnelle",
                     "hypopnées obstructives avec fragmentation du sommeil"]), " (", K(r.choice(["G47.31", "G47.3"]), "CIM10"),
                     "). Acte ", K(r.choice(["GLQP012", "GLQP008"]), "CCAM"), ". Pas d'argument pour une narcolepsie (pas d'endormissement en sommeil paradoxal)."]))
    if r.random() < .5:
        bl.append(("pb",))
    bl.append(("p", ["Proposition : PPC autopilotée ", K("4–12 cmH2O", "DOSE"), ", prestataire à domicile ", It(r.choice(["Armor Respir Services", "Oxyvie Ouest", "Bretagne Ventil'"]), "ETABLISSEMENT", "prestataire"),
                     ". Consultation de contrôle le ", b.care_date(r.randint(60, 120), 2), ". Conduite automobile déconseillée jusqu'à l'appareillage."]))
    bl.append(("p", b.homonym_sentence()))
    bl += b.signature()
    return b.finish("Polysomnographie", bl)


def memoire(b: Builder):
    r = b.r
    rel = r.choice(["fille", "fils", "épouse", "époux", "nièce", "belle-fille"])
    bl = b.letterhead() + [("h", r.choice(["Consultation mémoire", "Consultation mémoire de proximité — bilan initial"])),
                           ("p", ["Consultation du ", b.care_date(0), ", ", r.choice(["première évaluation", "bilan de suivi à six mois"]), "."]), b.identity_kv()]
    bl.append(("p", ["Accompagné(e) par ", ("sa " if rel in ("fille", "épouse", "nièce", "belle-fille") else "son ") + rel + ", "] + b.person(b.rel_first, b.rel_last, "aidant", True)
               + [", aidante principale joignable au ", It(b.rel_phone, "TELEPHONE", "aidant"), " ou par courriel ",
                  It(b.rel_mail, "EMAIL", "aidant", crit=True), "."]))
    bl.append(("p", ["Plainte : ", r.choice(["oublis des faits récents depuis deux ans", "se perd en voiture sur des trajets connus",
                     "répète les mêmes questions, oublie ses rendez-vous"]), ". Scolarité : ", It(b.school, "ETABLISSEMENT", "ecole"),
                     ", certificat d'études. ", r.choice(["Vit seul(e) à domicile.", "Vit avec son conjoint.", "Aide à domicile trois fois par semaine."])]))
    bl.append(("table", ["Test", "Score", "Commentaire"],
               [[["MMSE"], [K("%d/30" % r.randint(14, 27), "SCORE")], ["orientation temporelle altérée"]],
                [["MoCA"], [K("%d/30" % r.randint(12, 25), "SCORE")], ["—"]],
                [["5 mots de Dubois"], [K("%d/10" % r.randint(4, 10), "SCORE")], ["rappel indicé peu efficace"]],
                [["BREF"], [K("%d/18" % r.randint(9, 17), "SCORE")], ["—"]],
                [["Test de l'horloge"], [r.choice(["échoué", "réussi", "partiel"])], ["—"]]]))
    bl.append(("p", ["IRM cérébrale du ", b.care_date(-r.randint(10, 40)), " (examen n° ", It("IRM" + b.ids.digits(8), "NUM_ACCESSION"),
                     ") : atrophie hippocampique ", r.choice(["Scheltens 2", "Scheltens 3"]), ", leucopathie Fazekas ", K(str(r.randint(1, 2)), "SCORE"),
                     ". Vitamine B12 ", K("%d pmol/L" % r.randint(150, 500), "BIOLOGIE"), ", TSH ", K("%s mUI/L" % r.choice(["1,84", "2,3", "0,97"]), "BIOLOGIE"), "."]))
    if r.random() < .6:
        bl.append(("pb",))
    bl.append(("h", "Conclusion"))
    bl.append(("p", [r.choice(["Trouble neurocognitif majeur", "Trouble neurocognitif léger"]), " compatible avec une maladie d'Alzheimer (",
                     K(r.choice(["G30.1", "F00.1", "G31.84"]), "CIM10"), "). ", K("Donépézil 5 mg", "DOSE"), " le soir (", K("N06DA02", "ATC"),
                     "), orthophonie, dossier APA. Revoir le ", b.care_date(r.randint(150, 200), 2), "."]))
    bl.append(("p", b.homonym_sentence()))
    bl += b.signature()
    return b.finish("Consultation mémoire", bl)


BUILDERS = {"consultation_addictologie": addicto, "bilan_dietetique": dietetique, "cr_had": had,
            "fiche_smur": smur, "cr_polysomnographie": psg, "consultation_memoire": memoire}


def make_doc(seed: int, doc_no: int, shape: str) -> Doc:
    rng = random.Random("%d/%d/%s" % (seed, doc_no, shape))
    return BUILDERS[shape](Builder(rng, shape, doc_no))
