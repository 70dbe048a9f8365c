"""The six document shapes of corpus AO and the people / identifiers they print.

Every printed personal value is an Item (model.P), every printed decoy a model.K; the page
planner spreads the sections over 1-3 explicit pages and adds running heads and feet.
"""
import datetime

from . import ids
from .model import K, P

SHAPES = ["cr_sos_main", "appareillage_auditif", "suivi_ppc", "rcp_bariatrique", "biotherapie_domicile",
          "declaration_mp"]


def up(s):
    return s.upper()


class Person:
    def __init__(self, r, sex=None, particle=False, pool=None):
        self.sex = sex if sex is not None else r.choice([1, 2])
        self.prenom = r.choice(pool or (ids.PRENOMS_M if self.sex == 1 else ids.PRENOMS_F))
        self.nom = r.choice(ids.PARTICULES) if particle else r.choice(ids.NOMS)


class Ctx:
    """Everything one document prints, drawn from one seeded Random."""

    def __init__(self, r, idx, year=2026):
        self.r = r
        self.idx = idx
        self.care = datetime.date(year, r.randint(1, 10), r.randint(1, 28))
        pat = Person(r, particle=(idx % 7 == 3))
        self.pat = pat
        self.female = pat.sex == 2
        self.naissance = ids.NOMS[(ids.NOMS.index(pat.nom) + 7) % len(ids.NOMS)] if (self.female and pat.nom in ids.NOMS) else r.choice(ids.NOMS)
        self.dob = datetime.date(r.randint(1942, 1996), r.randint(1, 12), r.randint(1, 28))
        self.age = self.care.year - self.dob.year - ((self.care.month, self.care.day) < (self.dob.month, self.dob.day))
        v, cp, dept = r.choice(ids.PETITES)
        self.ville, self.cp, self.dept = v, cp, dept
        self.num = r.randint(2, 118)
        self.voie = r.choice(ids.VOIES)
        self.tel = ids.phone(r, mobile=True, style=r.randint(0, 2))
        self.tel_fixe = ids.phone(r, style=r.choice([0, 1, 3]))
        self.email = "%s.%s%d@%s" % (_ascii(pat.prenom).lower().replace(" ", ""),
                                     _ascii(pat.nom).lower().replace(" ", "").replace("'", ""),
                                     r.randint(1, 99), r.choice(["laposte.net", "orange.fr", "free.fr", "gmail.com"]))
        self.n13, self.key = ids.nir(r, pat.sex, self.dob, dept)
        self.ipp = "%d" % r.randint(100000000, 9999999999)
        self.nda = r.choice(["%02d-%06d-%s" % (self.care.year % 100, r.randint(1, 999999), r.choice("ABCHK")),
                             "NDA%02d%s%05d" % (self.care.year % 100, r.choice("BKMS"), r.randint(1, 99999)),
                             "S%d/%07d" % (self.care.year, r.randint(1, 9999999))])
        self.mutuelle = r.choice(ids.MUTUELLES)
        self.adherent = "%s%08d" % (r.choice(["", "AD", "M-"]), r.randint(1, 99999999))
        ev, ecp, edept = r.choice(ids.VILLES)
        self.eville, self.ecp, self.edept = ev, ecp, edept
        self.etab, self.sigle = r.choice(ids.ETAB)
        self.eaddr = "%d %s" % (r.randint(1, 60), r.choice(ids.VOIES))
        self.etel = ids.phone(r, style=r.choice([0, 1]))
        self.finess = ids.finess(r, edept)
        self.med = Person(r, particle=(idx % 5 == 1))
        self.med_rpps = ids.rpps(r)
        self.med2 = Person(r)
        self.med2_rpps = ids.rpps(r)
        self.gp = Person(r)
        self.gp_rpps = ids.rpps(r)
        self.gp_ville, self.gp_cp, _ = r.choice(ids.PETITES)
        self.ide = Person(r)
        self.ide_adeli = ids.adeli(r, edept)
        self.employeur = r.choice(ids.EMPLOYEURS)
        self.proche = Person(r)
        self.proche_tel = ids.phone(r, mobile=True, style=r.randint(0, 2))
        self.dob_style = idx % 8

    # ---- patient names in the writings of real documents
    def nom(self, case="upper", crit=True):
        t = self.pat.nom
        t = up(t) if case == "upper" else t.lower() if case == "lower" else t
        return P("NOM", t, "patient", crit)

    def prenom(self, case="title"):
        t = self.pat.prenom
        t = up(t) if case == "upper" else t
        return P("PRENOM", t, "patient", True)

    def nee(self, case="upper"):
        t = up(self.naissance) if case == "upper" else self.naissance
        return P("NOM", t, "naissance", True)

    def dob_item(self, style=None):
        return P("DATE_NAISSANCE", ids.date_written(self.dob, self.dob_style if style is None else style), "", True)

    def nir_item(self, style, ins=False):
        return P("NIR", ids.nir_written(self.n13, self.key, style), "ins" if ins else "", True)

    def adresse(self):
        return P("ADRESSE", "%d %s" % (self.num, self.voie), "patient", False, ["%d %s" % (self.num, self.voie), self.voie])

    def eadresse(self):
        street = self.eaddr.split(" ", 1)[1]
        return P("ADRESSE", self.eaddr, "etablissement", False, [self.eaddr, street])

    def doc(self, who, case="title", crit=False, sub="medecin"):
        t = who.nom if case == "title" else up(who.nom) if case == "upper" else who.nom.lower()
        return P("NOM", t, sub, crit)

    def pre(self, who, sub="medecin"):
        return P("PRENOM", who.prenom, sub)

    def civ(self):
        return "Mme" if self.female else "M."

    def ne(self):
        return "née" if self.female else "né"


def _ascii(s):
    import unicodedata
    s = s.replace("œ", "oe").replace("'", "")
    return "".join(c for c in unicodedata.normalize("NFD", s) if not unicodedata.combining(c))


def D(d):
    return K("DATE", ids.care(d), "SOINS")


def X(sub, text):
    return K("DECOY", text, sub)


# ------------------------------------------------------------------ identity blocks (three styles)


def identity_block(c: Ctx, style: int):
    if style == 0:
        rows = [("Nom de naissance", [c.nee() if c.female else c.nom()]),
                ("Nom d'usage", [c.nom()]) if c.female else ("Prénom(s)", [c.prenom()]),
                ("Né(e) le", [c.dob_item()]),
                ("IPP", [P("IPP", c.ipp, "patient", True)]),
                ("Adresse", [c.adresse(), ", ", P("CODE_POSTAL", c.cp), " ", P("VILLE", up(c.ville), "domicile")]),
                ("Téléphone", [P("TELEPHONE", c.tel, "patient")])]
        if c.female:
            rows.insert(2, ("Prénom", [c.prenom()]))
        return ("kv", rows)
    if style == 1:
        return ("kv", [("Patient(e)", [c.nom(), " ", c.prenom("upper")] + ([" née ", c.nee()] if c.female else [])),
                       ("Date de naissance", [c.dob_item(3)]),
                       ("N° INS", [c.nir_item(0, ins=True)]),
                       ("Domicile", [c.adresse(), " – ", P("CODE_POSTAL", c.cp), " ", P("VILLE", c.ville, "domicile")]),
                       ("Courriel", [P("EMAIL", c.email, "patient", True)])])
    return ("kv", [("Identité", [c.civ() + " ", c.prenom(), " ", c.nom("title")]
                    + ([", née ", c.nee("title")] if c.female else [])),
                   ("Naissance", [c.dob_item(7), " (", X("AGE", "%d ans" % c.age), ")"]),
                   ("Dossier", [P("IPP", c.ipp, "patient", True), " / séjour ", P("NUM_SEJOUR", c.nda, "sejour")]),
                   ("Portable", [P("TELEPHONE", c.tel, "patient")])])


def sticker(c: Ctx):
    return ("sticker", [[c.nom(), " ", c.prenom()],
                        [c.ne().capitalize() + " le ", c.dob_item(1), " – " + ("F" if c.female else "M")],
                        ["IPP ", P("IPP", c.ipp, "patient", True)],
                        ["NDA ", P("NUM_SEJOUR", c.nda, "sejour")]])


def letterhead(c: Ctx):
    return ("cols",
            [[P("ETABLISSEMENT", c.etab, "etablissement")],
             [P("ETABLISSEMENT", c.sigle, "sigle"), " – FINESS ", P("FINESS", c.finess)],
             [c.eadresse()],
             [P("CODE_POSTAL", c.ecp), " ", P("VILLE", c.eville, "etablissement")]],
            [["Standard : ", P("TELEPHONE", c.etel, "etablissement")],
             ["Secrétariat : ", P("TELEPHONE", ids.phone(c.r), "etablissement")],
             ["Dr ", c.pre(c.med), " ", c.doc(c.med, "upper")],
             ["RPPS ", P("RPPS", c.med_rpps)]])


def signature(c: Ctx, who, rpps, role):
    return ("sign", [["Fait à ", P("VILLE", c.eville, "lieu_redaction"), ", le ", D(c.care)],
                     ["Dr ", P("PRENOM", who.prenom, "medecin"), " ", P("NOM", who.nom, "medecin")],
                     [role],
                     ["N° RPPS : ", P("RPPS", rpps)]])


# ------------------------------------------------------------------ shapes


def cr_sos_main(c: Ctx):
    r = c.r
    side = r.choice(["droite", "gauche"])
    h1 = "%02dh%02d" % (r.randint(7, 18), r.choice([0, 10, 25, 40, 55]))
    anes = Person(r)
    ibode = Person(r)
    lot = "LT%06d" % r.randint(1, 999999)
    s1 = [("title", ["Compte rendu opératoire – Urgences de la main (SOS Main)"]),
          identity_block(c, c.idx % 3), sticker(c),
          ("h", "Intervention"),
          ("kv", [("Date / heure", [D(c.care), " à ", X("HEURE", h1)]),
                  ("Opérateur", ["Dr ", c.doc(c.med, "upper"), " ", c.pre(c.med)] if c.idx % 2 else
                   ["Dr " + c.med.prenom[0] + ". ", c.doc(c.med, "upper")]),
                  ("Anesthésie", ["bloc axillaire échoguidé, Dr ", c.doc(anes, "title"), " (MAR)"]),
                  ("IBODE", [P("PRENOM", ibode.prenom, "soignant"), " ", P("NOM", up(ibode.nom), "soignant")]),
                  ("Acte CCAM", [X("CCAM", "MJCA010"), " – suture de tendon fléchisseur"])])]
    s2 = [("h", "Description"),
          ("p", ["Plaie palmaire de la main " + side + " par scie circulaire le ", D(c.care - datetime.timedelta(days=1)),
                 " sur son lieu de travail (", P("ETABLISSEMENT", c.employeur, "employeur"),
                 "). Section complète du fléchisseur profond en zone II, testing de ", X("EPONYME", "Kleinert"),
                 " prévu. Garrot pneumatique à ", X("MESURE", "250 mmHg"), " pendant ", X("DELAI", "42 min"), "."]),
          ("table", ["Élément", "Constat", "Geste"],
           [[["FDP D3"], ["section complète"], ["suture 4 brins"]],
            [["Nerf collatéral ulnaire"], ["contus"], ["neurolyse"]],
            [["Fil"], [X("DISPOSITIF", "Prolène 4/0")], ["lot ", X("LOT", lot)]]]),
          ("p", ["Antibioprophylaxie : ", X("MEDICAMENT", "céfazoline 2 g"), " IV. Vaccination antitétanique à jour."])]
    s3 = [("h", "Suites"),
          ("p", ["Attelle de ", X("EPONYME", "Duran"), " pendant ", X("DELAI", "6 semaines"),
                 ". Rééducation chez ", P("PRENOM", c.ide.prenom, "soignant"), " ", P("NOM", c.ide.nom, "soignant"),
                 ", kinésithérapeute à ", P("VILLE", c.ville, "domicile"), ". Accident du travail déclaré par ",
                 P("ETABLISSEMENT", c.employeur, "employeur"), "."]),
          ("kv", [("Médecin traitant", ["Dr ", P("NOM", up(c.gp.nom), "medecin"), ", ", P("VILLE", c.gp_ville, "medecin")]),
                  ("Contrôle", [D(c.care + datetime.timedelta(days=10)), " consultation SOS Main"])]),
          signature(c, c.med, c.med_rpps, "Chirurgien de la main")]
    return [s1, s2, s3]


def appareillage_auditif(c: Ctx):
    r = c.r
    aud, asig = r.choice(ids.AUDIO)
    tech = Person(r)
    serial_l = "SN %s%07d" % (r.choice(["PH", "SG", "OT"]), r.randint(1, 9999999))
    adeli = ids.adeli(r, c.edept)
    s1 = [("title", ["Bilan d'appareillage auditif – adaptation prothétique"]),
          letterhead(c) if c.idx % 2 else sticker(c), identity_block(c, (c.idx + 1) % 3),
          ("h", "Audiométrie tonale (dB HL)"),
          ("table", ["Fréquence", "OD", "OG"],
           [[["500 Hz"], [X("MESURE", "%d dB" % r.randint(25, 45))], [X("MESURE", "%d dB" % r.randint(30, 50))]],
            [["1000 Hz"], [X("MESURE", "%d dB" % r.randint(35, 55))], [X("MESURE", "%d dB" % r.randint(40, 60))]],
            [["4000 Hz"], [X("MESURE", "%d dB" % r.randint(55, 80))], [X("MESURE", "%d dB" % r.randint(60, 85))]]]),
          ("p", ["Vocale dans le bruit : ", X("SCORE", "%d %%" % r.randint(40, 70)), " à ", X("MESURE", "65 dB SPL"),
                 ". Presbyacousie bilatérale (", X("CIM10", "H91.1"), ")."])]
    s2 = [("h", "Appareils délivrés"),
          ("caption", [([X("DISPOSITIF", "Phonak Audéo L90-R")], "modèle"), ([X("DISPOSITIF", serial_l)], "n° de série OD"),
                       ([X("LPP", "2355084")], "code LPP classe II"), ([D(c.care)], "date de délivrance")]),
          ("p", ["Centre : ", P("ETABLISSEMENT", aud, "prestataire"), " (", P("ETABLISSEMENT", asig, "sigle"),
                 "), audioprothésiste ", P("PRENOM", tech.prenom, "soignant"), " ", P("NOM", up(tech.nom), "soignant"),
                 ", ADELI ", P("ADELI", adeli), ", tél. ", P("TELEPHONE", ids.phone(r, style=1), "etablissement"), "."]),
          ("kv", [("Organisme complémentaire", [P("ORGANISME", c.mutuelle, "mutuelle")]),
                  ("N° adhérent", [P("NUM_ADHERENT", c.adherent)]),
                  ("NIR", [c.nir_item(1)])])]
    s3 = [("h", "Contrôle d'efficacité"),
          ("p", ["Gain prothétique ", X("MESURE", "%d dB" % r.randint(15, 30)), ", questionnaire APHAB amélioré. Accompagné de sa fille ",
                 P("PRENOM", c.proche.prenom, "proche"), " ", P("NOM", c.proche.nom, "proche"), " (",
                 P("TELEPHONE", c.proche_tel, "proche"), "). Prochain contrôle le ",
                 D(c.care + datetime.timedelta(days=90)), "."]),
          ("kv", [("Prescripteur ORL", ["Dr ", c.pre(c.med), " ", c.doc(c.med, "title")]),
                  ("Copie", ["Dr ", P("NOM", c.gp.nom, "medecin"), ", médecin traitant, ", P("CODE_POSTAL", c.gp_cp), " ",
                             P("VILLE", c.gp_ville, "medecin")])]),
          signature(c, c.med, c.med_rpps, "ORL – phoniatre")]
    return [s1, s2, s3]


def suivi_ppc(c: Ctx):
    r = c.r
    pres, psig = r.choice(ids.PRESTATAIRES)
    tech = Person(r)
    serial = "%s-%06d" % (r.choice(["AS11", "DS2", "PRI"]), r.randint(1, 999999))
    s1 = [("title", ["Suivi de pression positive continue (PPC) – syndrome d'apnées du sommeil"]),
          sticker(c), identity_block(c, (c.idx + 2) % 3),
          ("h", "Télésuivi des 90 derniers jours"),
          ("table", ["Période", "Observance", "IAH résiduel", "Fuites"],
           [[["M1"], [X("MESURE", "%.1f h/nuit" % (r.randint(40, 75) / 10))], [X("BIOLOGIE", "IAH %.1f/h" % (r.randint(10, 80) / 10))], [X("MESURE", "%d L/min" % r.randint(4, 30))]],
            [["M2"], [X("MESURE", "%.1f h/nuit" % (r.randint(40, 75) / 10))], [X("BIOLOGIE", "IAH %.1f/h" % (r.randint(10, 80) / 10))], [X("MESURE", "%d L/min" % r.randint(4, 30))]],
            [["M3"], [X("MESURE", "%.1f h/nuit" % (r.randint(40, 75) / 10))], [X("BIOLOGIE", "IAH %.1f/h" % (r.randint(10, 80) / 10))], [X("MESURE", "%d L/min" % r.randint(4, 30))]]])]
    s2 = [("h", "Matériel"),
          ("kv", [("Appareil", [X("DISPOSITIF", "ResMed AirSense 11"), " n° ", X("DISPOSITIF", serial)]),
                  ("Masque", [X("DISPOSITIF", "AirFit F20 taille M")]),
                  ("Pression", [X("MESURE", "auto 6-12 cmH2O")]),
                  ("Forfait", [X("LPP", "1188413"), " (forfait 9.0)"])]),
          ("p", ["Prestataire : ", P("ETABLISSEMENT", pres, "prestataire"), " (", P("ETABLISSEMENT", psig, "sigle"),
                 "), technicien ", P("PRENOM", tech.prenom, "soignant"), " ", P("NOM", tech.nom.lower(), "soignant"),
                 ", astreinte ", P("TELEPHONE", ids.phone(r, style=2), "etablissement"), ". Epworth ",
                 X("SCORE", "%d/24" % r.randint(3, 16)), " ce jour."])]
    s3 = [("h", "Conclusion"),
          ("p", ["Observance suffisante, poursuite de la PPC. Somnolence résiduelle discutée ; travail posté chez ",
                 P("ETABLISSEMENT", c.employeur, "employeur"), ". Conduite automobile autorisée."]),
          ("cols", [["Pneumologue"], ["Dr ", c.pre(c.med), " ", c.doc(c.med, "upper")], ["RPPS ", P("RPPS", c.med_rpps)]],
           [["Médecin traitant"], ["Dr ", P("PRENOM", c.gp.prenom, "medecin"), " ", P("NOM", c.gp.nom, "medecin")],
            [P("CODE_POSTAL", c.gp_cp), " ", P("VILLE", c.gp_ville, "medecin")]]),
          signature(c, c.med, c.med_rpps, "Pneumologie – sommeil")]
    return [s1, s2, s3]


def rcp_bariatrique(c: Ctx):
    r = c.r
    diet, psy = Person(r), Person(r)
    poids = r.randint(105, 160)
    taille = r.randint(155, 190)
    s1 = [("title", ["Réunion de concertation pluridisciplinaire – chirurgie de l'obésité"]),
          letterhead(c), identity_block(c, c.idx % 3),
          ("caption", [([X("MESURE", "%d kg" % poids)], "poids"), ([X("MESURE", "%d cm" % taille)], "taille"),
                       ([X("MESURE", "IMC %.1f" % (poids / (taille / 100) ** 2))], "kg/m²"),
                       ([X("BIOLOGIE", "HbA1c %.1f %%" % (r.randint(55, 85) / 10))], "glycémie")]),
          ("h", "Participants")]
    s1.append(("table", ["Fonction", "Nom", "Présent"],
               [[["Chirurgien viscéral"], ["Dr ", c.doc(c.med, "upper")], ["oui"]],
                [["Endocrinologue"], ["Dr ", P("NOM", c.med2.nom, "medecin"), " ", P("PRENOM", c.med2.prenom, "medecin")], ["oui"]],
                [["Diététicienne"], [P("PRENOM", diet.prenom, "soignant"), " ", P("NOM", diet.nom, "soignant")], ["oui"]],
                [["Psychologue"], [P("NOM", up(psy.nom), "soignant")], ["excusé(e)"]]]))
    s2 = [("h", "Dossier présenté"),
          ("p", ["Obésité de grade III (", X("CIM10", "E66.02"), ") avec SAOS appareillé et diabète de type 2 sous ",
                 X("MEDICAMENT", "metformine 1000 mg"), ". Échec d'une prise en charge médicale de ", X("DELAI", "18 mois"),
                 ". Fibroscopie du ", D(c.care - datetime.timedelta(days=40)), " : ", X("EPONYME", "Helicobacter pylori"),
                 " négatif. Mutuelle ", P("ORGANISME", c.mutuelle, "mutuelle"), " informée."]),
          ("kv", [("Employeur", [P("ETABLISSEMENT", c.employeur, "employeur")]),
                  ("NIR", [c.nir_item(2)]),
                  ("Séjour", [P("NUM_SEJOUR", c.nda, "sejour")])])]
    s3 = [("h", "Décision"),
          ("p", ["Avis favorable pour une ", X("EPONYME", "sleeve gastrectomie"), " (CCAM ", X("CCAM", "HFFC018"),
                 "). Date prévisionnelle : ", D(c.care + datetime.timedelta(days=60)),
                 ". Accord préalable CPAM à demander. Courrier au Dr ", P("NOM", c.gp.nom, "medecin"), " (",
                 P("VILLE", c.gp_ville, "medecin"), ")."]),
          signature(c, c.med, c.med_rpps, "Coordonnateur de la RCP")]
    return [s1, s2, s3]


def biotherapie_domicile(c: Ctx):
    r = c.r
    pres, psig = r.choice(ids.PHARMA_DOM)
    ide = c.ide
    lot = "%s%d%s" % (r.choice(["AB", "KL", "X"]), r.randint(1000, 9999), r.choice("ABCDE"))
    cmd = "CMD-%d-%05d" % (c.care.year, r.randint(1, 99999))
    s1 = [("title", ["Biothérapie à domicile – ordonnance et plan de livraison"]),
          sticker(c), identity_block(c, (c.idx + 1) % 3),
          ("h", "Traitement"),
          ("kv", [("Molécule", [X("MEDICAMENT", "adalimumab 40 mg")]),
                  ("Rythme", ["1 injection sous-cutanée tous les ", X("DELAI", "14 jours")]),
                  ("Indication", ["polyarthrite rhumatoïde (", X("CIM10", "M05.8"), "), DAS28 ", X("SCORE", "%.2f" % (r.randint(200, 520) / 100))]),
                  ("Bilan", [X("BIOLOGIE", "CRP %d mg/L" % r.randint(2, 40)), ", QuantiFERON négatif le ", D(c.care - datetime.timedelta(days=20))])])]
    s2 = [("h", "Livraisons programmées"),
          ("table", ["Date", "Quantité", "Lot", "Réception"],
           [[[D(c.care + datetime.timedelta(days=7 * k))], ["2 stylos"], [X("LOT", lot)],
             [P("NOM", up(c.pat.nom), "patient", True) if k == 1 else P("VILLE", c.ville, "domicile") if k == 2
              else "domicile"]] for k in range(3)]),
          ("p", ["Prestataire : ", P("ETABLISSEMENT", pres, "prestataire"), " (", P("ETABLISSEMENT", psig, "sigle"),
                 "), commande ", X("CODE", cmd), ", chaîne du froid ", X("MESURE", "2-8 °C"),
                 ". Livraison au ", c.adresse(), ", ", P("CODE_POSTAL", c.cp), " ", P("VILLE", c.ville, "domicile"),
                 ", digicode communiqué par téléphone (", P("TELEPHONE", c.tel_fixe, "patient"), ")."])]
    s3 = [("h", "Éducation et relais"),
          ("p", ["Première injection faite par l'infirmière ", P("PRENOM", ide.prenom, "soignant"), " ",
                 P("NOM", up(ide.nom), "soignant"), " (ADELI ", P("ADELI", c.ide_adeli), "). Courriel de suivi : ",
                 P("EMAIL", c.email, "patient", True), ". Assurée à la ", P("ORGANISME", c.mutuelle, "mutuelle"),
                 ", adhérent ", P("NUM_ADHERENT", c.adherent), "."]),
          signature(c, c.med, c.med_rpps, "Rhumatologue – prescription initiale hospitalière")]
    return [s1, s2, s3]


def declaration_mp(c: Ctx):
    r = c.r
    tableau = r.choice([("57", "tendinopathie de la coiffe des rotateurs", "M75.1"),
                        ("98", "lombosciatique par hernie discale", "M51.1"),
                        ("42", "surdité de perception", "H90.3")])
    siret = "%s %s %s %s" % (ids.digits(r, 3), ids.digits(r, 3), ids.digits(r, 3), ids.digits(r, 5))
    s1 = [("title", ["Certificat médical initial – maladie professionnelle"]),
          identity_block(c, (c.idx + 2) % 3),
          ("kv", [("N° de sécurité sociale", [c.nir_item(0)]),
                  ("Employeur", [P("ETABLISSEMENT", c.employeur, "employeur")]),
                  ("SIRET employeur", [P("NUM_DOSSIER", siret, "siret")]),
                  ("Poste occupé", ["cariste depuis ", X("DELAI", "%d ans" % r.randint(4, 25))]),
                  ("Identifiant du rédacteur", [P("RPPS", "8" + c.med_rpps, "idnat")])]),
          ("h", "Constatations")]
    s1.append(("p", [("La patiente" if c.female else "Le patient") + " déclare une ", tableau[1], " (", X("CIM10", tableau[2]), ") relevant du tableau n° ",
                     X("CODE", tableau[0]), " du régime général. Première constatation médicale le ",
                     D(c.care - datetime.timedelta(days=r.randint(30, 200))), ". IRM du ",
                     D(c.care - datetime.timedelta(days=12)), ", examen n° ",
                     P("NUM_ACCESSION", "IRM%d%06d" % (c.care.year % 100, r.randint(1, 999999))), "."]))
    s2 = [("h", "Arrêt et soins"),
          ("caption", [([D(c.care)], "date du certificat"), ([D(c.care + datetime.timedelta(days=30))], "arrêt jusqu'au"),
                       ([X("CODE", "S3201")], "formulaire"), ([X("MEDICAMENT", "kétoprofène 100 mg")], "traitement")]),
          ("p", ["Sorties autorisées de ", X("HEURE", "9h"), " à ", X("HEURE", "11h"), " et de ", X("HEURE", "14h"),
                 " à ", X("HEURE", "16h"), ". Le médecin du travail, Dr ", P("PRENOM", c.med2.prenom, "medecin"), " ",
                 P("NOM", up(c.med2.nom), "medecin"), " (service de santé au travail de ", P("VILLE", c.eville, "etablissement"),
                 "), est informé."])]
    s3 = [("h", "Transmission"),
          ("kv", [("Caisse", [P("ORGANISME", "CPAM de " + c.eville, "caisse", False, ["CPAM de " + c.eville])]),
                  ("Adresse de l'assuré", [c.adresse(), ", ", P("CODE_POSTAL", c.cp), " ", P("VILLE", up(c.ville), "domicile")]),
                  ("Téléphone", [P("TELEPHONE", c.tel, "patient")])]),
          signature(c, c.med, c.med_rpps, "Médecin rédacteur")]
    return [s1, s2, s3]


FUNCS = {"cr_sos_main": cr_sos_main, "appareillage_auditif": appareillage_auditif, "suivi_ppc": suivi_ppc,
         "rcp_bariatrique": rcp_bariatrique, "biotherapie_domicile": biotherapie_domicile,
         "declaration_mp": declaration_mp}


# ------------------------------------------------------------------ pages, running heads and feet


def running_head(c: Ctx, style: int):
    if style == 0:
        return [P("ETABLISSEMENT", c.sigle, "sigle"), " · ", c.nom(), " ", c.prenom(), " · IPP ", P("IPP", c.ipp, "patient", True)]
    if style == 1:
        return [c.nom(), ", ", c.prenom(), " – ", c.ne(), " le ", c.dob_item(1), " – séjour ", P("NUM_SEJOUR", c.nda, "sejour")]
    return ["Dossier ", P("IPP", c.ipp, "patient", True), " | ", P("ETABLISSEMENT", c.etab, "etablissement")]


def running_foot(c: Ctx, style: int, k: int, n: int):
    if style == 0:
        return [P("ETABLISSEMENT", c.etab, "etablissement"), " — FINESS ", P("FINESS", c.finess), " — page %d/%d" % (k, n)]
    if style == 1:
        return [P("ETABLISSEMENT", c.sigle, "sigle"), " – ", P("VILLE", c.eville, "etablissement"), " – Tél. ",
                P("TELEPHONE", c.etel, "etablissement"), " – feuillet %d sur %d" % (k, n)]
    return ["Document confidentiel – ", P("ETABLISSEMENT", c.sigle, "sigle"), " – ", c.nom(), " – %d/%d" % (k, n)]


def build(shape: str, c: Ctx, npages: int):
    sections = FUNCS[shape](c)
    # spread the three sections over the planned pages
    if npages == 1:
        groups = [sections[0] + sections[1] + sections[2]]
    elif npages == 2:
        groups = [sections[0], sections[1] + sections[2]]
    else:
        groups = sections
    hs, fs = c.idx % 3, (c.idx // 3) % 3
    pages = []
    for k, blocks in enumerate(groups, 1):
        if k > 1:
            blocks = [("p", ["Suite du document de ", c.nom(), " ", c.prenom(), " (feuillet %d)" % k])] + blocks
        pages.append({"head": running_head(c, hs), "foot": running_foot(c, fs, k, npages), "blocks": blocks})
    return pages
