"""Document model and the six document shapes of corpus AK (all content invented).

A document is a dict: title, head (running line, list of segments, or None), foot (idem),
blocks [(type, payload)], meta_title (segments or None). A segment is a plain string or an item
dict {role, kind, text, subtype, critical, probes}. Block types: h (heading), p (paragraph),
kv (label/value rows), table (header, rows of cell segment lists, relative widths), sticker
(étiquette patient lines), lines (short lines: letterhead, signature, addresses).
"""
from . import ids as I

SHAPES = ["nephro_dialyse", "pma_fertilite", "eeg_emg", "scintigraphie", "urgences_pedia", "transport_mutuelle"]


def it(role, kind, text, subtype="", critical=False, probes=None):
    return {"role": role, "kind": kind, "text": text, "subtype": subtype, "critical": critical,
            "probes": list(probes) if probes else [text]}


def P(kind, text, sub="", crit=False, probes=None):
    return it("pii", kind, text, sub, crit, probes)


def K(sub, text, kind="DECOY"):
    return it("keep", kind, text, sub, False)


def D(text):
    return it("keep", "DATE", text, "SOINS", False)


class Person:
    def __init__(self, r, sex=None, surname=None, role="patient", crit=False):
        self.sex = sex or r.choice("FM")
        self.first = r.choice(I.FIRST_F if self.sex == "F" else I.FIRST_M)
        self.last = surname or r.choice(I.SURNAMES)
        self.role, self.crit = role, crit

    def N(self, form="upper"):
        t = {"upper": self.last.upper(), "title": self.last, "lower": self.last.lower()}[form]
        return P("NOM", t, self.role, self.crit)

    def F(self, form="title"):
        t = {"upper": self.first.upper(), "title": self.first, "lower": self.first.lower()}[form]
        return P("PRENOM", t, self.role, self.crit)

    def Init(self):
        return P("PRENOM", self.first[0] + ".", "initiale", False)

    def civ(self):
        return "Mme" if self.sex == "F" else "M."


def birth_written(r, y, m, d, style):
    if style == 0:
        return "%02d/%02d/%d" % (d, m, y)
    if style == 1:
        return "%d %s %d" % (d, I.MOIS[m - 1], y) if d != 1 else "1er %s %d" % (I.MOIS[m - 1], y)
    if style == 2:
        return "%02d.%02d.%d" % (d, m, y)
    if style == 3:
        return "%d-%02d-%02d" % (y, m, d)
    return "%02d/%02d/%02d" % (d, m, y % 100)


class Ctx:
    """Everything one document needs: people, identifiers, places, dates."""

    def __init__(self, r, idx, child=False):
        self.r = r
        com = r.choice(I.COMMUNES)
        self.city, self.cp, self.dept = com
        self.bcity = r.choice([c for c in I.COMMUNES if c[0] != self.city])[0]
        self.pat = Person(r, role="patient", crit=True)
        self.by = r.randint(2013, 2023) if child else r.randint(1942, 1996)
        self.bm, self.bd = r.randint(1, 12), r.randint(1, 28)
        self.dob_style = r.randint(0, 4)
        self.n13, self.key = I.nir(r, 2 if self.pat.sex == "F" else 1, self.by, self.bm, self.dept)
        self.nir_style = r.randint(0, 2)
        self.ipp = str(r.randint(10 ** 7, 10 ** 10 - 1)).zfill(r.choice([8, 9, 10]))
        self.nda = r.choice(["%02dA%06d" % (r.randint(24, 26), r.randint(0, 999999)),
                             "S%02d-%05d" % (r.randint(24, 26), r.randint(0, 99999)),
                             "HC-%02d-%05d" % (r.randint(24, 26), r.randint(0, 99999)),
                             "%02d%04dV" % (r.randint(24, 26), r.randint(0, 9999))])
        self.street = "%d%s %s" % (r.randint(1, 148), r.choice(["", "", " bis", " ter"]), r.choice(I.STREETS))
        self.estab, self.sigle = r.choice(I.ESTAB)
        self.estreet = "%d %s" % (r.randint(1, 90), r.choice(I.STREETS))
        self.finess = I.finess(r, self.dept)
        self.doc = Person(r, role="medecin")
        self.doc_rpps = I.rpps(r)
        self.gp = Person(r, role="medecin")
        self.gp_rpps = I.rpps(r)
        self.nurse = Person(r, role="soignant")
        self.nurse_adeli = I.adeli(r, self.dept)
        self.rel = Person(r, role="proche")
        self.phone_pat = I.phone(r, r.randint(0, 2))
        self.phone_rel = I.phone(r, r.randint(0, 2))
        self.phone_svc = I.phone(r, 0)
        self.mail_pat = "%s.%s%d@%s" % (I.slug(self.pat.first), I.slug(self.pat.last), r.randint(1, 99),
                                        r.choice(["laposte.net", "orange.fr", "free.fr", "gmail.com"]))
        self.mail_doc = "%s.%s@%s.fr" % (I.slug(self.doc.first)[0], I.slug(self.doc.last), self.sigle.lower())
        self.year = r.choice([2025, 2026])
        self.mon = r.randint(1, 12)
        self.day = r.randint(1, 20)
        self.mut = r.choice(I.MUTUELLES)
        self.mut_no = "%s%08d" % (r.choice(["", "AD", "M-"]), r.randint(0, 10 ** 8 - 1))
        self.employer = r.choice(I.EMPLOYERS)
        self.school = r.choice(I.SCHOOLS)

    # ---- segments
    def dob(self, style=None):
        s = self.dob_style if style is None else style
        return P("DATE_NAISSANCE", birth_written(self.r, self.by, self.bm, self.bd, s), "", True)

    def nir(self, style=None, ins=False):
        s = self.nir_style if style is None else style
        return P("NIR", I.nir_written(self.n13, self.key, s), "ins" if ins else "", True)

    def care(self, plus=0, style=0):
        import datetime as dt
        d = dt.date(self.year, self.mon, self.day) + dt.timedelta(days=plus)
        if style == 0:
            return D("%02d/%02d/%d" % (d.day, d.month, d.year))
        return D("%d %s %d" % (d.day, I.MOIS[d.month - 1], d.year))

    def addr_pat(self):
        street = self.street.split(" ", 1)[1]
        if street.startswith(("bis ", "ter ")):
            street = street.split(" ", 1)[1]
        return P("ADRESSE", self.street, "patient", False, [self.street, street])

    def addr_est(self):
        return P("ADRESSE", self.estreet, "etablissement", False, [self.estreet, self.estreet.split(" ", 1)[1]])

    def E(self):
        return P("ETABLISSEMENT", self.estab, "etablissement")

    def S(self):
        return P("ETABLISSEMENT", self.sigle, "sigle")

    def V(self, sub=""):
        return P("VILLE", self.city, sub)

    def CP(self):
        return P("CODE_POSTAL", self.cp)

    def letterhead(self, service):
        return [[self.E()], [self.S(), " — ", service], [self.addr_est()], [self.CP(), " ", self.V()],
                ["Tél. secrétariat ", P("TELEPHONE", self.phone_svc, "etablissement")],
                ["FINESS ", P("FINESS", self.finess)]]

    def ident_rows(self, extra=()):
        rows = [("Nom", [self.pat.N()]), ("Prénom", [self.pat.F()]), ("Né(e) le", [self.dob()]),
                ("IPP", [P("IPP", self.ipp, "patient", True)]),
                ("N° séjour", [P("NUM_SEJOUR", self.nda, "sejour")])]
        rows.extend(extra)
        return rows

    def sign(self):
        return [[self.doc.civ().replace("Mme", "Dr").replace("M.", "Dr"), " ", self.doc.F(), " ", self.doc.N()],
                ["RPPS ", P("RPPS", self.doc_rpps), " — id. nat. ", P("RPPS", "8" + self.doc_rpps, "idnat")],
                [P("EMAIL", self.mail_doc, "medecin", True)]]

    def head(self):
        return [self.S(), " · ", self.pat.N(), " ", self.pat.F(), " · IPP ", P("IPP", self.ipp, "patient", True)]

    def foot(self):
        return [self.E(), " — FINESS ", P("FINESS", self.finess), " — séjour ", P("NUM_SEJOUR", self.nda, "sejour")]


def _rel_word(c):
    return {"F": "sa fille", "M": "son fils"}[c.rel.sex]


def nephro_dialyse(c):
    r = c.r
    pt, dr, gp = c.pat, c.doc, c.gp
    dfg = r.randint(9, 17)
    creat = r.randint(380, 690)
    b = [("lines", c.letterhead("Néphrologie, dialyse et transplantation")),
         ("h", ["Consultation de néphrologie — préparation à la suppléance rénale"]),
         ("kv", c.ident_rows([("N° INS", [c.nir(ins=True)]), ("Adresse", [c.addr_pat(), ", ", c.CP(), " ", c.V()]),
                              ("Téléphone", [P("TELEPHONE", c.phone_pat, "patient")])])),
         ("p", [c.V("lieu_redaction"), ", le ", c.care(0, 1), ". Cher confrère, cher Dr ", gp.N("title"),
                ", j'ai revu en consultation ", pt.civ(), " ", pt.F(), " ", pt.N("title"),
                ", suivi(e) pour une maladie rénale chronique de stade 5 (", K("CIM10", "N18.5"),
                ") sur néphroangiosclérose. Le DFG estimé (CKD-EPI) est à ", K("BIOLOGIE", "%d mL/min/1,73 m²" % dfg),
                ", la créatininémie à ", K("BIOLOGIE", "%d µmol/L" % creat), ", la kaliémie à ",
                K("BIOLOGIE", "5,%d mmol/L" % r.randint(1, 8)), "."]),
         ("p", ["Après information de ", pt.civ(), " ", pt.N("title"), " et de ", _rel_word(c), " ",
                c.rel.F(), " ", c.rel.N("title"), " (", P("TELEPHONE", c.phone_rel, "proche"),
                "), une hémodialyse en centre est retenue. La fistule artério-veineuse radio-céphalique gauche a été créée le ",
                c.care(-40, 0), " (", K("CCAM", "EBFA012"), ") ; le thrill est perçu, débit de fistule ",
                K("MESURE", "%d mL/min" % r.randint(600, 1100)), "."]),
         ("table", ["Date", "Séance prévue", "Poste", "Durée"],
          [[c.care(14 + 2 * k, 0), ["Hémodialyse HD%d" % (k + 1)], ["Poste %d" % r.randint(1, 12)], ["4 h"]]
           for k in range(3)], [2, 3, 2, 1]),
         ("p", ["Traitement : époétine bêta ", K("DOSE", "%d000 UI" % r.randint(3, 6)), " par semaine (",
                K("ATC", "B03XA01"), "), carbonate de calcium ", K("DOSE", "500 mg"), " matin et soir (",
                K("ATC", "A12AA04"), "), furosémide ", K("DOSE", "250 mg"), " (", K("ATC", "C03CA01"),
                "). Vaccination hépatite B : rappel lot ", K("LOT", "HB%05dX" % r.randint(0, 99999)), "."]),
         ("p", ["Un courrier est adressé à l'IDE de l'unité, ", c.nurse.F(), " ", c.nurse.N("upper"),
                " (ADELI ", P("ADELI", c.nurse_adeli), "), et au centre de dialyse. Prochaine consultation le ",
                c.care(60, 1), ". Contact patient : ", P("EMAIL", c.mail_pat, "patient", True), "."]),
         ("lines", c.sign())]
    return {"title": "Consultation de néphrologie", "blocks": b}


def pma_fertilite(c):
    r = c.r
    c.pat = Person(r, sex="F", role="patient", crit=True)
    c.mail_pat = "%s.%s@%s" % (I.slug(c.pat.first), I.slug(c.pat.last), r.choice(["orange.fr", "free.fr"]))
    pt = c.pat
    c.n13, c.key = I.nir(r, 2, c.by, c.bm, c.dept)
    birth = Person(r, sex="F", role="naissance", crit=True)
    partner = Person(r, sex="M", role="proche")
    pdob = birth_written(r, c.by - r.randint(-3, 6), r.randint(1, 12), r.randint(1, 28), 0)
    b = [("lines", c.letterhead("Centre d'assistance médicale à la procréation")),
         ("h", ["Compte rendu de consultation de PMA — bilan du couple"]),
         ("kv", [("Patiente", [pt.N(), " ", pt.F()]), ("Nom de naissance", [birth.N()]),
                 ("Née le", [c.dob()]), ("Lieu de naissance", [P("VILLE", c.bcity, "naissance")]),
                 ("IPP", [P("IPP", c.ipp, "patient", True)]), ("NIR", [c.nir()]),
                 ("Conjoint", [partner.N(), " ", partner.F(), ", né le ", P("DATE_NAISSANCE", pdob, "proche")]),
                 ("Employeur (conjoint)", [P("ETABLISSEMENT", c.employer, "employeur")])]),
         ("p", ["Le couple ", pt.N("title"), "-", partner.N("title"),
                " consulte pour une infertilité primaire de ", K("DELAI", "%d mois" % r.randint(18, 40)),
                " (", K("CIM10", "N97.9"), "). Chez ", pt.civ(), " ", pt.N("title"), " (née ", birth.N("title"),
                "), l'AMH est à ", K("BIOLOGIE", "%s ng/mL" % r.choice(["0,8", "1,4", "2,1", "3,6"])),
                ", la FSH à J3 à ", K("BIOLOGIE", "%s UI/L" % r.choice(["6,2", "7,9", "9,4"])),
                ". L'hystérosalpingographie du ", c.care(-30, 0), " montre des trompes perméables."]),
         ("table", ["Spermogramme", "Valeur", "Norme OMS 2021"],
          [[["Volume"], [K("BIOLOGIE", "%s mL" % r.choice(["2,4", "3,1", "1,9"]))], [K("INTERVALLE", "≥ 1,4 mL")]],
           [["Numération"], [K("BIOLOGIE", "%d M/mL" % r.randint(4, 30))], [K("INTERVALLE", "≥ 16 M/mL")]],
           [["Mobilité progressive"], [K("BIOLOGIE", "%d %%" % r.randint(12, 40))], [K("INTERVALLE", "≥ 30 %")]]],
          [3, 2, 2]),
         ("p", ["Une FIV-ICSI est proposée (", K("CCAM", "JSEC001"), "). Stimulation par follitropine alfa ",
                K("DOSE", "%d UI/j" % r.choice([150, 187, 225])), " (", K("ATC", "G03GA05"),
                "), déclenchement prévu vers le ", c.care(21, 1), ". Dossier transmis à la biologiste, Dr ",
                c.gp.F(), " ", c.gp.N(), " (RPPS ", P("RPPS", c.gp_rpps), ")."]),
         ("p", ["Prise en charge à 100 % demandée ; mutuelle ", P("ORGANISME", c.mut, "mutuelle"),
                ", adhérent n° ", P("NUM_ADHERENT", c.mut_no, "mutuelle"), ". Joindre ", pt.civ(), " ",
                pt.N("title"), " au ", P("TELEPHONE", c.phone_pat, "patient"), " ou par courriel ",
                P("EMAIL", c.mail_pat, "patient", True), "."]),
         ("lines", c.sign())]
    return {"title": "Assistance médicale à la procréation", "blocks": b}


def eeg_emg(c):
    r = c.r
    pt = c.pat
    serial = "SN-%s%06d" % (r.choice(["NK", "DT", "MX"]), r.randint(0, 999999))
    b = [("lines", c.letterhead("Explorations fonctionnelles neurologiques")),
         ("h", ["Compte rendu d'électroencéphalogramme et d'électroneuromyogramme"]),
         ("sticker", [[pt.N(), " ", pt.F()], ["né(e) le ", c.dob(), " — ", P("VILLE", c.bcity, "naissance")],
                      ["IPP ", P("IPP", c.ipp, "patient", True), " — NDA ", P("NUM_SEJOUR", c.nda, "sejour")],
                      ["*", P("IPP", c.ipp, "patient", True), "*"]]),
         ("p", ["Examen réalisé le ", c.care(0, 1), " à la demande du Dr ", c.gp.N("title"),
                " pour suspicion de syndrome du canal carpien droit et malaises. Enregistrement EEG de ",
                K("DELAI", "30 min"), " en montage 10-20, appareil ", K("DISPOSITIF", serial),
                ", technicienne ", c.nurse.F(), " ", c.nurse.N(), "."]),
         ("p", ["Le tracé de ", pt.F(), " ", pt.N("title"), " montre un rythme de fond alpha à ",
                K("MESURE", "%d Hz" % r.randint(8, 11)), ", réactif à l'ouverture des yeux, sans grapho-élément paroxystique. ",
                "La stimulation lumineuse intermittente est sans effet. Conclusion EEG : normal (", K("CIM10", "R55"), ")."]),
         ("table", ["Nerf", "Latence distale", "Amplitude", "Vitesse"],
          [[["Médian D (moteur)"], [K("MESURE", "%s ms" % r.choice(["5,8", "6,2", "4,9"]))],
            [K("MESURE", "%s mV" % r.choice(["4,1", "6,3"]))], [K("MESURE", "%d m/s" % r.randint(44, 52))]],
           [["Ulnaire D (moteur)"], [K("MESURE", "%s ms" % r.choice(["2,7", "3,0"]))],
            [K("MESURE", "%s mV" % r.choice(["8,9", "9,6"]))], [K("MESURE", "%d m/s" % r.randint(53, 60))]]],
          [3, 2, 2, 2]),
         ("p", ["Le signe de Tinel est positif ; test de Phalen positif à ", K("DELAI", "40 s"),
                ". ENMG en faveur d'un syndrome du canal carpien droit modéré (", K("CIM10", "G56.0"),
                "), acte ", K("CCAM", "AHQB027"), ". Résultats adressés à ", pt.civ(), " ", pt.N("title"),
                ", ", c.addr_pat(), ", ", c.CP(), " ", c.V(), "."]),
         ("lines", c.sign())]
    return {"title": "EEG / ENMG", "blocks": b}


def scintigraphie(c):
    r = c.r
    pt = c.pat
    acc = "%s%02d%07d" % (r.choice(["MN", "SC"]), c.year % 100, r.randint(0, 9999999))
    act = r.randint(550, 750)
    b = [("lines", c.letterhead("Service de médecine nucléaire")),
         ("h", ["Scintigraphie osseuse corps entier — compte rendu"]),
         ("kv", c.ident_rows([("N° d'examen", [P("NUM_ACCESSION", acc)]),
                              ("Médecin demandeur", ["Dr ", c.gp.F(), " ", c.gp.N(), " (RPPS ", P("RPPS", c.gp_rpps), ")"])])),
         ("p", ["Indication : bilan d'extension d'un adénocarcinome prostatique chez ", pt.civ(), " ", pt.N(),
                " ", pt.F(), " (", K("CIM10", "C61"), "), PSA à ", K("BIOLOGIE", "%s ng/mL" % r.choice(["14,2", "22,8", "9,7"])), "."]),
         ("p", ["Technique : injection IV de ", K("DOSE", "%d MBq" % act), " d'HMDP-99mTc (", K("ATC", "V09BA03"),
                "), lot ", K("LOT", "TC%02d-%04d" % (r.randint(1, 52), r.randint(0, 9999))),
                ", acquisition à ", K("DELAI", "3 h"), " sur gamma-caméra ", K("DISPOSITIF", "GC-%05d" % r.randint(0, 99999)),
                ", acte ", K("CCAM", "PAQL002"), ". Dose efficace estimée ", K("MESURE", "%s mSv" % r.choice(["3,2", "3,8"])), "."]),
         ("table", ["Région", "Fixation", "Interprétation"],
          [[["Rachis lombaire"], ["hyperfixation L3"], ["arthrosique"]],
           [["Bassin"], ["homogène"], ["normal"]],
           [["Côtes"], ["aucune anomalie"], ["normal"]]], [2, 2, 3]),
         ("p", ["Conclusion : pas d'argument scintigraphique pour une localisation secondaire osseuse. ",
                "Examen validé le ", c.care(0, 1), ". Copie au Dr ", c.gp.N("title"), " et à ", pt.civ(), " ",
                pt.N("title"), " (", P("EMAIL", c.mail_pat, "patient", True), ")."]),
         ("lines", c.sign())]
    return {"title": "Médecine nucléaire", "blocks": b}


def urgences_pedia(c):
    r = c.r
    pt = c.pat
    mom = Person(r, sex="F", role="proche")
    dad = Person(r, sex="M", surname=pt.last, role="proche", crit=True)
    w = r.randint(14, 38)
    b = [("lines", c.letterhead("Urgences pédiatriques")),
         ("h", ["Passage aux urgences pédiatriques — observation médicale"]),
         ("kv", c.ident_rows([("Poids", [K("POIDS", "%d kg" % w)]),
                              ("Établissement scolaire", [P("ETABLISSEMENT", c.school, "ecole")]),
                              ("Responsables légaux", [mom.F(), " ", mom.N(), " (mère), ", dad.F(), " ", dad.N(), " (père)"]),
                              ("Téléphone parents", [P("TELEPHONE", c.phone_rel, "proche")])])),
         ("p", ["L'enfant ", pt.F(), " ", pt.N("title"), " est amené par sa mère ", mom.civ().replace("M.", "Mme"),
                " ", mom.N("title"), " le ", c.care(0, 1), " pour fièvre à ", K("MESURE", "39,%d °C" % r.randint(1, 9)),
                " depuis ", K("DELAI", "48 h"), " et otalgie droite. Score de Glasgow ", K("SCORE", "15/15"),
                ", FC ", K("MESURE", "%d/min" % r.randint(100, 140)), ", SpO2 ", K("MESURE", "%d %%" % r.randint(96, 100)), "."]),
         ("p", ["Examen : otite moyenne aiguë purulente droite (", K("CIM10", "H66.0"),
                "). Pas de signe de Kernig ni de Brudzinski. Vaccinations à jour selon le carnet (lot ROR ",
                K("LOT", "R%06d" % r.randint(0, 999999)), ")."]),
         ("table", ["Médicament", "Posologie", "Code ATC"],
          [[["amoxicilline"], [K("DOSE", "%d mg/kg/j" % 80)], [K("ATC", "J01CA04")]],
           [["paracétamol"], [K("DOSE", "15 mg/kg")], [K("ATC", "N02BE01")]]], [3, 3, 2]),
         ("p", ["Sortie à domicile, ", c.addr_pat(), ", ", c.CP(), " ", c.V(), ". Certificat d'absence pour l'école remis. ",
                "Médecin traitant : Dr ", c.gp.F(), " ", c.gp.N(), ". Réévaluation si fièvre au-delà du ", c.care(3, 0), "."]),
         ("lines", c.sign())]
    return {"title": "Urgences pédiatriques", "blocks": b}


def transport_mutuelle(c):
    r = c.r
    pt = c.pat
    b = [("lines", c.letterhead("Service de radiothérapie — bureau des admissions")),
         ("h", ["Prescription médicale de transport et demande de prise en charge"]),
         ("kv", [("Assuré(e)", [pt.N(), " ", pt.F()]), ("N° de sécurité sociale", [c.nir()]),
                 ("Date de naissance", [c.dob()]), ("Adresse", [c.addr_pat(), ", ", c.CP(), " ", c.V()]),
                 ("Employeur", [P("ETABLISSEMENT", c.employer, "employeur")]),
                 ("Organisme complémentaire", [P("ORGANISME", c.mut, "mutuelle")]),
                 ("N° adhérent", [P("NUM_ADHERENT", c.mut_no, "mutuelle")])]),
         ("p", ["Transport assis professionnalisé (VSL) prescrit pour ", pt.civ(), " ", pt.N("title"),
                " pour ", K("MESURE", "%d séances" % r.randint(20, 33)), " de radiothérapie externe à compter du ",
                c.care(2, 1), " (", K("CIM10", "C50.4"), ", ALD 30). Dose totale ", K("DOSE", "50 Gy"),
                " en fractions de ", K("DOSE", "2 Gy"), ", acte ", K("CCAM", "ZZNL050"), "."]),
         ("p", ["Madame, Monsieur, nous sollicitons auprès de la ", P("ORGANISME", c.mut, "mutuelle"),
                " la prise en charge du forfait hospitalier pour le séjour ", P("NUM_SEJOUR", c.nda, "sejour"),
                " de votre adhérent(e) ", pt.F(), " ", pt.N("title"), ". Le dossier ", pt.N("title"),
                " est suivi par le Dr ", c.doc.N("title"), ". Personne à prévenir : ", c.rel.F(), " ",
                c.rel.N(), ", ", P("TELEPHONE", c.phone_rel, "proche"), "."]),
         ("table", ["Trajet", "Date", "Distance"],
          [[["domicile → ", c.S()], c.care(2, 0), [K("MESURE", "%d km" % r.randint(8, 60))]],
           [[c.S(), " → domicile"], c.care(2, 0), [K("MESURE", "%d km" % r.randint(8, 60))]]], [3, 2, 2]),
         ("p", ["Fait à ", c.V("lieu_redaction"), " le ", c.care(0, 1), ". Réponse souhaitée par courriel à ",
                P("EMAIL", c.mail_pat, "patient", True), "."]),
         ("lines", c.sign())]
    return {"title": "Transport et prise en charge", "blocks": b}


def annex(c, a):
    """Extra page(s): administrative summary, in prose with other name forms."""
    r, pt = c.r, c.pat
    blocks = [("pagebreak", None)] if a == 0 or r.random() < 0.5 else []
    blocks += [
        ("h", ["Annexe %d — %s" % (a + 1, ["fiche administrative et contacts", "synthèse pour le médecin traitant"][a % 2])]),
        ("kv", [("Patient(e)", [pt.N("upper"), ", ", pt.F()]), ("Date de naissance", [c.dob((c.dob_style + 1 + a) % 5)]),
                ("Domicile", [c.addr_pat(), " — ", c.CP(), " ", c.V()]),
                ("Courriel", [P("EMAIL", c.mail_pat, "patient", True)]),
                ("Médecin traitant", ["Dr ", c.gp.N(), " — RPPS ", P("RPPS", c.gp_rpps)]),
                ("Personne de confiance", [c.rel.F(), " ", c.rel.N(), " — ", P("TELEPHONE", c.phone_rel, "proche")])]),
        ("p", ["À l'accueil, l'identité a été saisie en minuscules (« ", pt.N("lower"), " ", pt.F("lower"),
               " ») puis corrigée ; initiales ", pt.Init(), " ", P("NOM", pt.last.upper()[0] + ".", "initiale"),
               ". Le dossier ", pt.N("title"), " a été rapproché de l'INS ", c.nir(2, ins=True),
               " le ", c.care(1, 0), ". La famille ", pt.N("title"), " a reçu le livret d'accueil du ", c.S(),
               ". Les comptes rendus de ", pt.civ(), " ", pt.N("title"), " sont déposés dans l'espace santé."]),
        ("p", ["Synthèse : évolution favorable, aucune complication (", K("CIM10", "Z09.8"), "). Score de douleur EVA ",
               K("SCORE", "%d/10" % r.randint(0, 4)), ", poids ", K("POIDS", "%d kg" % r.randint(48, 96)),
               ". Prochain contrôle le ", c.care(90 + 30 * a, 1), " au ", c.E(), "."]),
        ("table", ["Contrôle", "Échéance", "Lieu"],
         [[["bilan sanguin"], c.care(30 + a, 0), [c.V()]], [["consultation"], c.care(90 + 30 * a, 0), [c.S()]]],
         [3, 2, 3]),
    ]
    return blocks


BUILD = {"nephro_dialyse": nephro_dialyse, "pma_fertilite": pma_fertilite, "eeg_emg": eeg_emg,
         "scintigraphie": scintigraphie, "urgences_pedia": urgences_pedia, "transport_mutuelle": transport_mutuelle}


def make(r, idx, shape):
    c = Ctx(r, idx, child=(shape == "urgences_pedia"))
    doc = BUILD[shape](c)
    n_annex = r.choice([0, 1, 1, 2])
    for a in range(n_annex):
        doc["blocks"] += annex(c, a)
    doc["blocks"] = [(b[0], b[1] if len(b) == 2 else tuple(b[1:])) for b in doc["blocks"]]
    doc["head"] = c.head()
    doc["foot"] = c.foot()
    doc["meta_title"] = [c.pat.N(), " ", c.pat.F()]
    doc["ctx"] = c
    return doc
