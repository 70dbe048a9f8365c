"""Content of corpus M documents (fictional French hospital documents, original wording)."""
from __future__ import annotations

import datetime
import random

from . import values as V


def pii(kind, text, critical=False, probes=None):
    return {"role": "pii", "kind": kind, "text": text, "critical": critical, "subtype": "",
            "probes": probes or [text]}


def keep(kind, text, sub):
    return {"role": "keep", "kind": kind, "text": text, "critical": False, "subtype": sub, "probes": [text]}


def dec(text, sub):
    return keep("DECOY", text, sub)


def fd(d, style=0):
    if style == 1:
        return "%d %s %d" % (d.day, V.MONTHS[d.month - 1], d.year)
    if style == 2:
        return "%02d.%02d.%04d" % (d.day, d.month, d.year)
    return "%02d/%02d/%04d" % (d.day, d.month, d.year)


EPONYMS = [("signe de ", "Murphy"), ("manœuvre de ", "Lasègue"), ("score de ", "Glasgow"), ("maladie de ", "Parkinson"),
           ("classification de ", "Child-Pugh"), ("syndrome de ", "Guillain-Barré"), ("test de ", "Schirmer"),
           ("signe de ", "Babinski"), ("maladie de ", "Crohn"), ("score de ", "Wells"), ("formule de ", "Cockcroft"),
           ("classification de ", "Killip"), ("canal de ", "Wirsung"), ("signe de ", "Homans")]
DRUGS = [("Kardégic", "75 mg"), ("Bisoprolol", "2,5 mg"), ("Apixaban", "5 mg"), ("Amoxicilline", "1 g"),
         ("Paracétamol", "1 g"), ("Pantoprazole", "40 mg"), ("Furosémide", "40 mg"), ("Metformine", "850 mg"),
         ("Atorvastatine", "40 mg"), ("Ramipril", "5 mg"), ("Enoxaparine", "4000 UI"), ("Lévothyroxine", "75 µg"),
         ("Tramadol", "50 mg"), ("Ceftriaxone", "2 g")]
CIM = [("I21.4", "infarctus du myocarde sans sus-décalage"), ("J18.9", "pneumopathie sans précision"),
       ("K80.1", "lithiase vésiculaire avec cholécystite"), ("N39.0", "infection des voies urinaires"),
       ("S72.0", "fracture du col du fémur"), ("I48.9", "fibrillation auriculaire"), ("E11.9", "diabète de type 2"),
       ("J44.1", "BPCO en exacerbation"), ("K35.8", "appendicite aiguë"), ("I63.9", "infarctus cérébral")]
CCAM = ["HMFC004", "NEKA020", "HHFA016", "DZQM006", "YYYY600", "EBQM001", "ZCQK002", "JDQJ001"]
ATC = ["B01AC06", "C07AB07", "B01AF02", "J01CA04", "N02BE01", "A02BC02", "C03CA01", "A10BA02"]
LOINC = ["718-7", "2160-0", "2951-2", "6690-2", "777-3", "1742-6", "2345-7", "33762-6"]
GHM = ["05M092", "04M053", "07C142", "08C482", "11M042", "06C093"]
HOMOWORDS = [("boulanger", "Ancien boulanger, habitué à se lever à trois heures du matin, sommeil fragmenté depuis la retraite."),
             ("marchand", "A tenu un commerce de marchand de journaux jusqu'à la retraite."),
             ("berger", "Ancien berger dans les estives, activité physique régulière conservée."),
             ("meunier", "Un voisin meunier assure les courses de la semaine."),
             ("charpentier", "Profession : charpentier, travail en hauteur interrompu depuis l'épisode."),
             ("fontaine", "Consomme uniquement l'eau de la fontaine du village, non contrôlée."),
             ("chevalier", "Lecture d'un roman de chevalier au moment de l'entretien ; orientation parfaite."),
             ("vigneron", "Exploitant vigneron, exposition aux produits phytosanitaires signalée."),
             ("marche", "Reprise de la marche avec déambulateur dès le deuxième jour."),
             ("maçon", "Ancien maçon, exposition probable à la silice au cours de sa carrière.")]

PROSE = {
    "cardio": [
        "Douleur thoracique constrictive apparue au repos, irradiant vers la mâchoire, durant une vingtaine de minutes.",
        "L'électrocardiogramme initial montre un sous-décalage du segment ST en territoire latéral, sans onde Q constituée.",
        "La coronarographie réalisée dans les vingt-quatre heures retrouve une sténose serrée de l'artère interventriculaire antérieure moyenne, traitée par angioplastie avec pose d'un stent actif.",
        "Les suites sont simples, sans récidive douloureuse ni trouble du rythme sur la télémétrie.",
        "L'échographie cardiaque de contrôle retrouve une fraction d'éjection ventriculaire gauche conservée, estimée à cinquante-cinq pour cent, sans valvulopathie significative.",
        "Un programme de réadaptation cardiaque est proposé en ambulatoire ; les règles hygiéno-diététiques ont été expliquées.",
    ],
    "pneumo": [
        "Toux productive et fièvre à trente-neuf degrés depuis quatre jours, avec dyspnée d'effort progressive.",
        "L'auscultation retrouve des crépitants de la base droite ; la saturation en air ambiant est à quatre-vingt-onze pour cent.",
        "La radiographie thoracique objective un foyer alvéolaire du lobe inférieur droit, sans épanchement pleural.",
        "Une antibiothérapie probabiliste est débutée après réalisation des hémocultures, avec une apyrexie obtenue en quarante-huit heures.",
        "Le relais per os est effectué au troisième jour ; la kinésithérapie respiratoire est poursuivie quotidiennement.",
        "Un sevrage tabagique est fortement conseillé ; une consultation d'addictologie a été proposée.",
    ],
    "digestif": [
        "Douleurs de l'hypochondre droit évoluant depuis la veille, associées à des vomissements et à une fébricule.",
        "L'échographie abdominale met en évidence une vésicule lithiasique à paroi épaissie, sans dilatation des voies biliaires.",
        "Une cholécystectomie par cœlioscopie est réalisée sans difficulté particulière ni conversion.",
        "La reprise alimentaire est progressive et bien tolérée ; le transit est repris au deuxième jour.",
        "Le bilan hépatique de sortie est en voie de normalisation ; l'examen anatomopathologique est attendu.",
        "Les fils seront retirés par l'infirmière à domicile au dixième jour postopératoire.",
    ],
    "ortho": [
        "Chute de sa hauteur à domicile avec impotence fonctionnelle totale du membre inférieur gauche.",
        "Le membre est raccourci et en rotation externe ; les radiographies confirment une fracture cervicale vraie.",
        "Une arthroplastie intermédiaire de hanche est réalisée par voie postéro-latérale sous rachianesthésie.",
        "La verticalisation est obtenue dès le lendemain avec appui complet autorisé ; la douleur est contrôlée par antalgiques de palier un.",
        "La prévention thromboembolique est poursuivie pour une durée totale de trente-cinq jours.",
        "Un séjour en soins médicaux et de réadaptation est organisé afin de poursuivre la rééducation.",
    ],
    "neuro": [
        "Installation brutale d'une hémiparésie droite avec aphasie, constatée par l'entourage au réveil.",
        "L'imagerie cérébrale en urgence montre une occlusion de l'artère cérébrale moyenne gauche, sans remaniement hémorragique.",
        "Une thrombectomie mécanique permet une recanalisation complète ; l'évolution clinique est favorable.",
        "Le bilan étiologique comprend un holter de soixante-douze heures et une échographie transthoracique.",
        "L'orthophonie est débutée pendant le séjour, avec une nette amélioration de l'expression orale.",
        "La conduite automobile est déconseillée jusqu'à la consultation de suivi neurovasculaire.",
    ],
    "uro": [
        "Brûlures mictionnelles et fièvre élevée avec frissons, douleur lombaire droite à l'ébranlement.",
        "La bandelette urinaire est positive aux leucocytes et aux nitrites ; l'uroscanner élimine un obstacle.",
        "Le traitement par céphalosporine de troisième génération est adapté à l'antibiogramme au troisième jour.",
        "L'hydratation orale est encouragée et la fonction rénale reste stable durant le séjour.",
        "Une échographie des voies urinaires à distance est recommandée en cas de récidive.",
    ],
}
SPECIALTY_SERVICE = {"cardio": "Service de Cardiologie et Soins Intensifs", "pneumo": "Service de Pneumologie",
                     "digestif": "Service de Chirurgie Viscérale et Digestive", "ortho": "Service d'Orthopédie-Traumatologie",
                     "neuro": "Unité Neurovasculaire", "uro": "Service de Médecine Polyvalente"}
SPECIALTY_CIM = {"cardio": 0, "pneumo": 1, "digestif": 2, "ortho": 4, "neuro": 9, "uro": 3}


class Ctx:
    """Everything one document knows: patient, establishment, people, dates."""

    def __init__(self, rng: random.Random, index: int, variant: int):
        self.rng = rng
        self.variant = variant
        self.p = V.Patient(rng)
        self.est = V.Establishment(rng, index + variant)
        self.spec = rng.choice(sorted(PROSE))
        self.service = SPECIALTY_SERVICE[self.spec]
        self.docs = [V.Person(rng) for _ in range(3)]
        for d in self.docs:
            d.rpps = V.rpps(rng)
        self.gp = V.Person(rng)
        self.gp.rpps = V.rpps(rng)
        self.gp.town, self.gp.cp = rng.choice(V.TOWNS)
        self.gp.street = "%d %s" % (rng.randint(1, 90), rng.choice(["rue Jean Jaurès", "place de l'Église", "rue Gambetta", "avenue Victor Hugo"]))
        self.gp.phone = V.phone(rng, style=rng.randint(0, 3))
        self.nurse = V.Person(rng)
        self.nurse.adeli = V.adeli(rng, self.est.cp[:2])
        self.rel = V.Person(rng)
        self.rel.link = rng.choice(["fille", "fils", "époux", "épouse", "sœur", "neveu", "voisine"])
        self.rel.phone = V.phone(rng, mobile=True, style=rng.randint(0, 3))
        y = rng.choice([2024, 2025])
        self.d_in = datetime.date(y, rng.randint(1, 11), rng.randint(1, 20))
        self.d_out = self.d_in + datetime.timedelta(days=rng.randint(3, 9))
        self.stay = rng.choice(["%d%07d" % (y % 100, rng.randint(0, 10 ** 7 - 1)), "S%d-%06d" % (y, rng.randint(0, 999999)),
                                "VN%09d" % rng.randint(0, 10 ** 9 - 1), "EP-%d-%05d" % (y % 100, rng.randint(0, 99999))])
        self.age = (self.d_in - datetime.date(self.p.by, self.p.bm, self.p.bd)).days // 365
        self.hw = rng.sample(HOMOWORDS, 2)
        self.bstyle = rng.randint(0, 11)

    # --- personal items
    def P(self, kind, text, critical=False, probes=None):
        return pii(kind, text, critical, probes)

    def pname(self, style=None):
        p = self.p
        style = self.rng.randint(0, 5) if style is None else style
        if style == 0:
            t = "%s %s" % (p.upper, p.first)
        elif style == 1:
            t = "%s %s" % (p.first, p.upper)
        elif style == 2:
            t = "%s %s" % (p.first, p.surname)
        elif style == 3:
            t = "%s, %s" % (p.upper, p.first.upper())
        elif style == 4:
            t = "%s %s." % (p.upper, p.first[0])
        else:
            t = "%s %s" % (p.surname, p.first)
        probes = [t, p.surname if style in (2, 5) else p.upper]
        return pii("NOM_PATIENT", t, True, sorted(set(probes)))

    def surname_only(self, lower=False):
        t = self.p.surname.lower() if lower else self.p.surname
        return pii("NOM_PATIENT", t, True)

    def maiden(self):
        return pii("NOM_PATIENT", self.p.maiden.upper(), True)

    def ddn(self, style=None):
        return pii("DATE_NAISSANCE", self.p.birth(self.bstyle if style is None else style), True)

    def nir(self, spaced=None):
        spaced = self.rng.random() < 0.5 if spaced is None else spaced
        return pii("NIR", V.nir_spaced(self.p.nir) if spaced else self.p.nir, True)

    def ins(self):
        return pii("INS", self.p.nir, True)

    def nia(self):
        n = self.p.nir
        body = "7" + n[1:13]
        return pii("NIA", body + "%02d" % (97 - int(body) % 97), True)

    def ipp(self):
        return pii("IPP", self.p.ipp, True)

    def stay_(self):
        return pii("NUM_SEJOUR", self.stay)

    def doc_name(self, d, style=0):
        t = ["%s %s" % (d.first, d.upper), "%s %s" % (d.first, d.surname), "%s. %s" % (d.first[0], d.upper), "%s" % d.upper][style % 4]
        return pii("NOM_PROFESSIONNEL", t, False, sorted({t, d.upper if style in (0, 2, 3) else d.surname}))

    def rel_name(self):
        r = self.rel
        t = "%s %s" % (r.first, r.upper)
        return pii("NOM_PROCHE", t, False, sorted({t, r.upper}))

    def rpps(self, d, eight=False):
        return pii("RPPS", ("8" + d.rpps) if eight else d.rpps)

    def addr(self):
        p = self.p
        street = p.street.split(" ", 1)[1]
        return pii("ADRESSE", p.street, False, [p.street, street])

    def town(self, t=None):
        return pii("VILLE", t or self.p.town)

    def cp(self, c=None):
        return pii("CODE_POSTAL", c or self.p.cp)

    def phone_p(self):
        return pii("TELEPHONE", self.p.phone)

    def email_p(self):
        return pii("EMAIL", self.p.email, True)

    def est_name(self):
        return pii("ETABLISSEMENT", self.est.name)

    def est_acr(self):
        return pii("ETABLISSEMENT", self.est.acr)

    def finess(self, one=False):
        return pii("FINESS", ("1" + self.est.finess) if one else self.est.finess)

    def siret(self):
        return pii("SIRET", self.est.siret)

    # --- kept items
    def date(self, d, style=0):
        return keep("DATE", fd(d, style), "DATE_SOINS")

    def epo(self):
        a, b = self.rng.choice(EPONYMS)
        return [a, dec(b, "EPONYME")]

    def drug(self):
        n, d = self.rng.choice(DRUGS)
        return dec(n, "MEDICAMENT"), dec(d, "DOSE")

    def homo(self, i=0):
        w, sent = self.hw[i]
        a, b = sent.split(w, 1)
        return [a, keep("MOT", w, "HOMONYME"), b]

    def prose(self, n=3, start=0):
        return [[s] for s in PROSE[self.spec][start:start + n]]

    # --- shared layout pieces
    def letterhead(self, with_service=True):
        e = self.est
        h = [[self.est_name()],
             [self.est_acr(), " - ", pii("ADRESSE", e.street, False, [e.street, e.street.split(" ", 1)[1]]), " - ",
              pii("ADRESSE", e.bp), " - ", self.cp(e.cp), " ", pii("VILLE", e.cedex)],
             ["Standard : ", pii("TELEPHONE", e.phone), " - FINESS : ", self.finess()]]
        if with_service:
            h.append([self.service])
        return h

    def footer(self, n, total, extra=None):
        e = self.est
        f = [[self.est_acr(), " - ", self.pname(0), " - né(e) le ", self.ddn(), " - IPP ", self.ipp(),
              " - page %d/%d" % (n, total)]]
        if extra:
            f.append(extra)
        else:
            f.append(["Document confidentiel couvert par le secret médical. SIRET ", self.siret(), "."])
        return f

    def meta(self, title_kind, with_name=True):
        m = {"title": "%s - %s %s" % (title_kind, self.p.upper, self.p.first) if with_name else title_kind,
             "author": "%s %s" % (self.docs[0].first, self.docs[0].upper),
             "subject": "%s - %s" % (self.service, self.est.acr),
             "keywords": "IPP %s; %s" % (self.p.ipp, title_kind)}
        items = [{"probes": [self.p.upper]}] if with_name else []
        items.append({"probes": [self.p.ipp]})
        items.append({"probes": [self.docs[0].upper]})
        return m, items

    def id_block(self, long=True):
        p = self.p
        rows = [("Patient(e) :", [p.civ, " ", self.pname(0)])]
        if p.maiden:
            rows.append(("Nom de naissance :", [self.maiden()]))
        rows.append(("Date de naissance :", [self.ddn()]))
        rows.append(("IPP :", [self.ipp()]))
        if long:
            rows.append(("Adresse :", [self.addr()] + ([", ", pii("ADRESSE", p.extra_addr)] if p.extra_addr else []) +
                         [", ", self.cp(), " ", self.town()]))
            rows.append(("Téléphone :", [self.phone_p()]))
            rows.append(("N° de séjour :", [self.stay_()]))
        return ("kv", rows)
