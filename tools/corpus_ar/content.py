"""People of a corpus AR document, its letterhead, identity blocks, running lines and the six shapes.

Shapes (all new to the project's corpora): densitometrie (DXA bone-density report), sismotherapie
(electroconvulsive-therapy session sheet), hyperbare (hyperbaric-oxygen session sheet), paracentese
(day-hospital evacuating paracentesis report), neuropsy (neuropsychological assessment), tabacologie
(smoking-cessation consultation). Each builder returns sections (lists of blocks) that the generator
spreads over the planned pages.
"""
from __future__ import annotations

import datetime

from . import ids
from .model import D, K, R, V, W

SHAPES = ["densitometrie", "sismotherapie", "hyperbare", "paracentese", "neuropsy", "tabacologie"]
TITLES = {
    "densitometrie": "Compte rendu d'ostéodensitométrie (absorptiométrie biphotonique)",
    "sismotherapie": "Fiche de suivi des séances d'électroconvulsivothérapie",
    "hyperbare": "Feuille de séances d'oxygénothérapie hyperbare",
    "paracentese": "Compte rendu d'hôpital de jour - paracentèse évacuatrice",
    "neuropsy": "Bilan neuropsychologique",
    "tabacologie": "Consultation de tabacologie",
}
SERVICES = {
    "densitometrie": "Service de rhumatologie - Unité d'ostéodensitométrie",
    "sismotherapie": "Pôle de psychiatrie adulte - Unité de sismothérapie",
    "hyperbare": "Centre de médecine hyperbare et de plongée",
    "paracentese": "Hépato-gastroentérologie - Hôpital de jour",
    "neuropsy": "Consultation mémoire - Neurologie",
    "tabacologie": "Unité de coordination de tabacologie",
}


class Person:
    def __init__(self, r, sex, surname, first, role, sub):
        self.sex, self.surname, self.first, self.role, self.sub = sex, surname, first, role, sub

    def nom(self, case="upper"):
        t = {"upper": self.surname.upper(), "title": self.surname, "lower": self.surname.lower()}[case]
        return V("NOM", t, self.sub)

    def pre(self, case="title"):
        t = {"upper": self.first.upper(), "title": self.first, "lower": self.first.lower()}[case]
        return V("PRENOM", t, self.sub)

    def civ(self):
        return "Mme" if self.sex == 2 else "M."

    def full(self, style=0):
        """Name runs in several printings."""
        s = style % 6
        if s == 0:
            return R(self.nom("upper"), " ", self.pre())
        if s == 1:
            return R(self.pre(), " ", self.nom("title"))
        if s == 2:
            return R(self.civ(), " ", self.nom("upper"), " ", self.pre())
        if s == 3:
            return R(self.nom("upper"), ", ", self.pre("title"))
        if s == 4:
            return R(self.pre("upper"), " ", self.nom("upper"))
        return R(self.civ(), " ", self.pre(), " ", self.nom("title"))

    def initial(self):
        return R(self.first[0] + ". ", self.nom("upper"))


def _name(r, sex, used):
    while True:
        s = r.choice(ids.SURNAMES + ids.PARTICLES[:4] if r.random() < 0.85 else ids.PARTICLES)
        f = r.choice(ids.FIRST_F if sex == 2 else ids.FIRST_M)
        if s not in used and f not in used:
            used.update({s, f})
            return s, f


class Ctx:
    """Everything one document needs: people, establishment, identifiers, dates."""

    def __init__(self, r, i, shape):
        self.r, self.i, self.shape = r, i, shape
        used = set()
        self.sex = 1 + (i * 7 + 3) % 2
        s, f = _name(r, self.sex, used)
        self.pat = Person(r, self.sex, s, f, "patient", "patient")
        self.birth_name = None
        if self.sex == 2 and i % 3 != 1:
            bn, _ = _name(r, 2, used)
            self.birth_name = Person(r, 2, bn, f, "patient", "naissance")
        self.dob = datetime.date(r.randint(1938, 1996), r.randint(1, 12), r.randint(1, 28))
        self.town, self.cp, self.dept = r.choice(ids.TOWNS)
        self.etab_town, self.etab_cp, self.etab_dept = r.choice([t for t in ids.TOWNS if t[0] != self.town])
        self.etab, self.sigle = ids.ESTABS[i % len(ids.ESTABS)]
        self.service = SERVICES[shape]
        self.finess = ids.finess(r, self.etab_dept)
        n13 = ids.nir13(r, self.sex, self.dob, self.dept)
        self.nir = (n13, ids.nir_key(n13))
        self.ipp = ids.digits(r, r.choice([8, 9, 10])).lstrip("0").rjust(8, "7")
        yy = r.choice([24, 25])
        self.nda = r.choice(["%d%s" % (yy, ids.digits(r, 7)), "S%d-%s" % (yy, ids.digits(r, 6)),
                             "HDJ%d%s" % (yy, ids.digits(r, 5)), "%d.%s.%s" % (yy, ids.digits(r, 3), ids.digits(r, 4))])
        self.street = "%d %s %s" % (r.randint(1, 148), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
        self.phone = ids.phone(r, mobile=True, style=i)
        self.fixe = ids.phone(r, mobile=False, style=i + 1)
        fold = ids.ascii_fold(self.pat.first.lower().replace(" ", "")).replace("'", "")
        sfold = ids.ascii_fold(self.pat.surname.lower().replace(" ", "").replace("'", ""))
        self.email = r.choice(["%s.%s@laposte.net" % (fold, sfold), "%s%s%d@orange.fr" % (fold[0], sfold, r.randint(2, 88)),
                               "%s_%s@gmail.com" % (sfold, fold), "%s.%s@free.fr" % (fold[:3], sfold)])
        self.insurer = r.choice(ids.INSURERS)
        self.member = r.choice(["%s%s" % (ids.digits(r, 3), ids.digits(r, 6)), "AD-%s" % ids.digits(r, 7),
                                "%s %s %s" % (ids.digits(r, 2), ids.digits(r, 4), ids.digits(r, 4))])
        self.employer = r.choice(ids.EMPLOYERS)
        # clinicians
        hs, hw = ids.HOMONYMS[i % len(ids.HOMONYMS)]
        self.homonym_word = hw
        self.author = Person(r, 1 + i % 2, hs, r.choice(ids.FIRST_F if i % 2 else ids.FIRST_M), "medecin", "medecin")
        self.author_rpps = ids.rpps(r)
        s2, f2 = _name(r, 1 + (i + 1) % 2, used)
        self.gp = Person(r, 1 + (i + 1) % 2, s2, f2, "medecin", "medecin")
        self.gp_rpps = ids.rpps(r)
        self.gp_town, self.gp_cp, _ = r.choice(ids.TOWNS)
        self.gp_street = "%d %s %s" % (r.randint(1, 90), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
        s3, f3 = _name(r, 2, used)
        self.nurse = Person(r, 2, s3, f3, "soignant", "soignant")
        self.nurse_adeli = ids.adeli(r, self.etab_dept)
        s4, f4 = _name(r, 1 + i % 2, used)
        self.rel = Person(r, 1 + i % 2, s4 if i % 4 else self.pat.surname, f4, "proche", "proche")
        self.rel_link = r.choice(["fille", "fils", "épouse", "conjoint", "sœur", "frère", "nièce"])
        self.rel_phone = ids.phone(r, mobile=True, style=i + 2)
        self.lab = r.choice(ids.LABS)
        self.labno = "%s%s" % (r.choice(["", "L", "B-"]), ids.digits(r, 10))
        self.accno = r.choice(["A%s" % ids.digits(r, 9), "RX-%s-%s" % (yy, ids.digits(r, 6)), "%s%s" % (yy, ids.digits(r, 8))])
        self.reqid = r.choice(["DEM-%d-%s" % (yy, ids.digits(r, 6)), "%s%s" % (ids.digits(r, 4), r.choice("ABCDEFGH") + ids.digits(r, 5)),
                               "PRS%s" % ids.digits(r, 8)])
        self.day = datetime.date(2000 + yy, r.randint(1, 11), r.randint(1, 27))
        self.etab_street = "%d %s %s" % (r.randint(1, 60), r.choice(["avenue", "rue", "boulevard"]),
                                         r.choice(["du Docteur-Roux", "Jacques-Cartier", "de l'Hôpital", "Louise-Michel",
                                                   "des Frères-Lumière", "Ambroise-Paré"]))
        self.etab_phone = ids.phone(r, style=i + 3)
        self.etab_mail_dom = ids.ascii_fold(self.sigle.lower().replace(" ", "-")) + "-sante.fr"

    # -- helpers
    def d(self, delta=0, style=0):
        return D(ids.care(self.day + datetime.timedelta(days=delta), style))

    def dob_v(self, style):
        return V("DATE_NAISSANCE", ids.birth_written(self.dob, style))

    def nir_v(self, style, sub=""):
        return V("NIR", ids.nir_written(self.nir[0], self.nir[1], style), sub)

    def ins_v(self):
        n13, key = self.nir
        return V("NIR", n13 + key, "ins")

    def ne(self):
        return "Née le" if self.sex == 2 else "Né le"

    def pat_name(self, style=0):
        return self.pat.full(style)

    def rpps_v(self, who="author"):
        return V("RPPS", self.author_rpps if who == "author" else self.gp_rpps)

    def idnat_v(self, who="author"):
        return V("RPPS", "8" + (self.author_rpps if who == "author" else self.gp_rpps), "idnat")

    def dr(self, style=0):
        p = self.author
        return [R("Dr ", p.nom("upper"), " ", p.pre()), R("Docteur ", p.pre(), " ", p.nom("title")),
                R("Dr ", p.first[0] + ". ", p.nom("title"))][style % 3]


# ------------------------------------------------------------------ common blocks


def letterhead(c: Ctx) -> dict:
    return {
        "name": R(V("ETABLISSEMENT", c.etab, "etablissement")),
        "sigle": R(V("ETABLISSEMENT", c.sigle, "sigle"), " - ", c.service),
        "addr": R(V("ADRESSE", c.etab_street), ", ", V("CODE_POSTAL", c.etab_cp), " ", V("VILLE", c.etab_town, "etablissement")),
        "phone": R("Secrétariat : ", V("TELEPHONE", c.etab_phone)),
        "finess": R("FINESS ", V("FINESS", c.finess), " (n° national ", V("FINESS", "1" + c.finess, "idnat"), ")"),
        "mail": R("secretariat.", c.shape[:5], "@", c.etab_mail_dom),
    }


def identity(c: Ctx, style: int) -> list:
    """Identity pairs (label, run)."""
    pairs = [("Nom d'usage", R(c.pat.nom("upper"))), ("Prénom(s)", R(c.pat.pre()))]
    if c.birth_name:
        pairs.append(("Nom de naissance", R(c.birth_name.nom("upper"))))
    pairs += [("Date de naissance", R(c.dob_v(style))),
              ("Sexe", R("F" if c.sex == 2 else "M")),
              ("IPP", R(V("IPP", c.ipp))),
              ("N° de séjour (NDA)", R(V("NUM_SEJOUR", c.nda))),
              ("Matricule INS" if style % 2 else "N° de sécurité sociale", R(c.ins_v() if style % 2 else c.nir_v(style))),
              ("Adresse", R(V("ADRESSE", c.street))),
              ("Commune", R(V("CODE_POSTAL", c.cp), " ", V("VILLE", c.town))),
              ("Téléphone", R(V("TELEPHONE", c.phone)))]
    if style % 3 != 2:
        pairs.append(("Courriel", R(V("EMAIL", c.email))))
    return pairs


def admin(c: Ctx) -> list:
    return [("Organisme complémentaire", R(V("ORGANISME", c.insurer, "mutuelle"))),
            ("N° d'adhérent", R(V("NUM_ADHERENT", c.member, "mutuelle"))),
            ("Médecin traitant", R("Dr ", c.gp.nom("upper"), " ", c.gp.pre(), " (RPPS ", c.rpps_v("gp"), ")")),
            ("Personne à prévenir", R(c.rel.full(2), " (", c.rel_link, ") ", V("TELEPHONE", c.rel_phone)))]


def signature(c: Ctx, style: int) -> list:
    return [R(c.dr(style), ", ", ["praticien hospitalier", "cheffe de clinique", "praticien attaché"][style % 3]),
            R("RPPS ", c.rpps_v(), " - identifiant national ", c.idnat_v()),
            R("Copie : Dr ", c.gp.pre(), " ", c.gp.nom("upper"), ", ", V("ADRESSE", c.gp_street), ", ",
              V("CODE_POSTAL", c.gp_cp), " ", V("VILLE", c.gp_town))]


def head_run(c: Ctx, style: int) -> list:
    if style == 0:
        return R(V("ETABLISSEMENT", c.sigle, "sigle"), " - ", c.pat.nom("upper"), " ", c.pat.pre(), " - IPP ", V("IPP", c.ipp))
    if style == 1:
        return R("Patient : ", c.pat.nom("upper"), ", ", c.pat.pre(), " - ", c.ne().lower(), " ", c.dob_v(0), " - NDA ", V("NUM_SEJOUR", c.nda))
    if style == 2:
        return R(c.pat.pre(), " ", c.pat.nom("upper"), " | IPP ", V("IPP", c.ipp), " | séjour ", V("NUM_SEJOUR", c.nda))
    return R("Dossier ", V("IPP", c.ipp), " - ", c.pat.nom("title"), " ", c.pat.pre(), " (", c.dob_v(4), ")")


def foot_run(c: Ctx, style: int, k: int, n: int) -> list:
    if style == 0:
        return R(V("ETABLISSEMENT", c.etab, "etablissement"), " - FINESS ", V("FINESS", c.finess), " - feuillet ", K("PAGE", "%d/%d" % (k, n)))
    if style == 1:
        return R(V("ETABLISSEMENT", c.sigle, "sigle"), " - IPP ", V("IPP", c.ipp), " - ", K("PAGE", "Page %d sur %d" % (k, n)))
    if style == 2:
        return R("Document édité le ", c.d(0), " - ", c.pat.nom("upper"), " ", c.pat.pre(), " - ", K("PAGE", "%d / %d" % (k, n)))
    return R("NDA ", V("NUM_SEJOUR", c.nda), " - ", V("ETABLISSEMENT", c.sigle, "sigle"), " - ", K("PAGE", "page %d/%d" % (k, n)))


# ------------------------------------------------------------------ shapes


def densitometrie(c: Ctx, st: int) -> list:
    r = c.r
    sites = [("Rachis L1-L4", 0.812, -2.6), ("Col fémoral gauche", 0.641, -2.1), ("Hanche totale gauche", 0.778, -1.7),
             ("Col fémoral droit", 0.655, -2.0), ("Radius 33 % gauche", 0.598, -1.4)]
    rows = []
    for name, dmo, t in sites[: 3 + st % 3]:
        dmo = dmo + r.randint(-40, 40) / 1000
        t = t + r.randint(-4, 4) / 10
        rows.append([R(name), R(K("BIOLOGIE", ("%.3f" % dmo).replace(".", ","))), R(K("SCORE", ("%+.1f" % t).replace(".", ","))),
                     R(K("SCORE", ("%+.1f" % (t + 0.9)).replace(".", ",")))])
    s1 = [("title", R(TITLES["densitometrie"])),
          ("kv", identity(c, st)),
          ("head", "Indication"),
          ("para", R("Demande n° ", V("IDENTIFIANT", c.reqid, "demande"), " - examen demandé par le ", "Dr ", c.gp.nom("upper"), " ", c.gp.pre(), " (RPPS ", c.rpps_v("gp"), ") pour ",
                     c.pat.civ(), " ", c.pat.nom("title"), ", ménopausée depuis 2011, corticothérapie par ", K("MEDICAMENT", "prednisolone"), " ",
                     K("DOSE", "7,5 mg/j"), " depuis plus de trois mois. Antécédent de fracture du poignet (signe de ",
                     K("EPONYME", "Pouteau-Colles"), "). Code CIM-10 ", K("CIM10", "M81.0"), ", acte CCAM ", K("CCAM", "PAQK007"), ".")),
          ]
    s2 = [("head", "Résultats"),
          ("para", R("Appareil ", K("DISPOSITIF", "Hologic Horizon A"), ", contrôle qualité du jour conforme (fantôme rachidien). Examen n° ",
                     V("NUM_ACCESSION", c.accno), " réalisé le ", c.d(0), " par ", c.nurse.pre("lower"), " ", c.nurse.nom("lower"),
                     ", manipulatrice (ADELI ", V("ADELI", c.nurse_adeli), ").")),
          ("table", ["Site", "DMO (g/cm²)", "T-score", "Z-score"], rows, [3, 2, 1.5, 1.5]),
          ("para", R("FRAX (France) : risque à 10 ans de fracture majeure ", K("SCORE", "18 %"), ", de fracture de hanche ",
                     K("SCORE", "4,2 %"), ". Poids ", K("POIDS", "58 kg"), ", taille ", K("MESURE", "1,61 m"), ". TBS rachidien ",
                     K("BIOLOGIE", "1,218"), "."))]
    s3 = [("head", "Conclusion"),
          ("para", R("Ostéoporose densitométrique rachidienne. Proposition : ", K("MEDICAMENT", "alendronate"), " ", K("DOSE", "70 mg"), " une fois par semaine (ATC ",
                     K("ATC", "M05BA04"), "), vitamine D ", K("DOSE", "100 000 UI"), " tous les trois mois, contrôle dans deux ans (vers le ",
                     c.d(730), "). Le patient ne travaille plus comme ", W(c.homonym_word), " depuis 2019.")),
          ("kv", admin(c)[:2]),
          ("sign", signature(c, st))]
    return [s1, s2, s3]


def sismotherapie(c: Ctx, st: int) -> list:
    r = c.r
    rows = []
    for k in range(4 + st % 3):
        rows.append([R(c.d(2 * k + k // 2, 0)), R(K("MESURE", "%d %%" % (30 + 5 * k))), R(K("MESURE", "%d s" % r.randint(28, 62))),
                     R(K("DOSE", "%d mg" % r.choice([14, 16, 18]))), R(K("SCORE", "%d" % max(8, 34 - 4 * k)))])
    s1 = [("title", R(TITLES["sismotherapie"])),
          ("kv", identity(c, st + 1)),
          ("head", "Indication et consentement"),
          ("para", R("Épisode dépressif majeur récurrent sévère sans symptôme psychotique (", K("CIM10", "F33.2"),
                     "), résistant à deux antidépresseurs. Consentement écrit recueilli le ", c.d(-3), " auprès de ",
                     c.pat.full(5), " ; personne de confiance : ", c.rel.full(0), " (", c.rel_link, "), joignable au ",
                     V("TELEPHONE", c.rel_phone), ".")),
          ]
    s2 = [("head", "Séances"),
          ("para", R("Appareil ", K("DISPOSITIF", "Thymatron System IV"), ", électrodes bitemporales, anesthésie par étomidate et curarisation par suxaméthonium ",
                     K("DOSE", "1 mg/kg"), ". Score de dépression MADRS relevé avant chaque séance. Bon de demande n° ",
                     V("IDENTIFIANT", c.reqid, "demande"), ".")),
          ("table", ["Date", "Charge", "Crise EEG", "Étomidate", "MADRS"], rows, [2.2, 1.3, 1.4, 1.4, 1.2]),
          ("para", R("Anesthésiste : ", c.dr(1), " (RPPS ", c.rpps_v(), "). Infirmière référente : ", c.nurse.full(1),
                     ", ADELI ", V("ADELI", c.nurse_adeli), "."))]
    s3 = [("head", "Évolution"),
          ("para", R("Amélioration nette après la quatrième séance ; pas de trouble mnésique objectivé au test des cinq mots de ",
                     K("EPONYME", "Dubois"), ". Séance de consolidation prévue le ", c.d(28), ". Ancien ", W(c.homonym_word),
                     ", le patient souhaite reprendre une activité.")),
          ("kv", admin(c)),
          ("sign", signature(c, st + 1))]
    return [s1, s2, s3]


def hyperbare(c: Ctx, st: int) -> list:
    r = c.r
    rows = []
    for k in range(5 + st % 2):
        rows.append([R(K("MESURE", "n° %d" % (k + 1))), R(c.d(k, 2)), R(K("MESURE", "2,5 ATA")), R(K("MESURE", "%d min" % r.choice([90, 95]))),
                     R(K("SCORE", "Teed %d" % r.choice([0, 0, 1])))])
    s1 = [("title", R(TITLES["hyperbare"])),
          ("kv", identity(c, st + 2)),
          ("kv", admin(c)[:2] + [("Employeur", R(V("ETABLISSEMENT", c.employer, "employeur")))]),
          ("head", "Indication"),
          ("para", R("Surdité brusque unilatérale droite (", K("CIM10", "H91.2"), ") adressée par le Dr ", c.gp.nom("title"),
                     ", ORL. Audiogramme initial : perte moyenne ", K("MESURE", "62 dB"), " (prescription n° ", V("IDENTIFIANT", c.reqid, "demande"), "). Otoscopie normale, pas de contre-indication (radiographie thoracique du ",
                     c.d(-2), "). Acte CCAM ", K("CCAM", "ZZQM004"), ".")),
          ]
    s2 = [("head", "Séances en caisson multiplace"),
          ("table", ["Séance", "Date", "Pression", "Durée", "Otoscopie"], rows, [1.2, 2, 1.4, 1.2, 1.4]),
          ("para", R("Caisson ", K("DISPOSITIF", "Comex 2200 multiplace"), ", oxygène au masque facial ; surveillance par ",
                     c.nurse.nom("upper"), " ", c.nurse.pre(), " (infirmière hyperbariste, ADELI ", V("ADELI", c.nurse_adeli),
                     "). Aucune manœuvre de ", K("EPONYME", "Valsalva"), " difficile.")),
          ]
    s3 = [("head", "Bilan"),
          ("para", R("Audiogramme de contrôle du ", c.d(9), " : gain de ", K("MESURE", "25 dB"), ". Corticothérapie associée : ", K("MEDICAMENT", "prednisolone"), " ",
                     K("DOSE", "1 mg/kg/j"), " (ATC ", K("ATC", "H02AB06"), "). Joindre ", c.pat.civ(), " ", c.pat.nom("upper"),
                     " au ", V("TELEPHONE", c.phone), " en cas de report.")),
          ("sign", signature(c, st + 2))]
    return [s1, s2, s3]


def paracentese(c: Ctx, st: int) -> list:
    r = c.r
    labs = [("Sodium", "%d" % r.randint(128, 137), "mmol/L", "136-145", "2951-2"),
            ("Créatinine", "%d" % r.randint(70, 130), "µmol/L", "45-90", "2160-0"),
            ("Albumine", "%d" % r.randint(24, 31), "g/L", "35-50", "1751-7"),
            ("Taux de prothrombine", "%d %%" % r.randint(48, 66), "", "70-130", "5894-1"),
            ("Bilirubine totale", "%d" % r.randint(20, 48), "µmol/L", "< 21", "1975-2")]
    rows = [[R(n), R(K("BIOLOGIE", v)), R(u), R(K("INTERVALLE", rg)), R(K("LOINC", lo))] for n, v, u, rg, lo in labs[: 4 + st % 2]]
    lot = "%s%d" % (r.choice(["AB", "KX", "L"]), r.randint(10000, 99999))
    s1 = [("title", R(TITLES["paracentese"])),
          ("kv", identity(c, st + 3)),
          ("head", "Motif"),
          ("para", R(c.pat.full(st), ", ", c.ne().lower(), " ", c.dob_v(st + 5), ", est suivi(e) pour une cirrhose alcoolique ",
                     K("CIM10", "K70.3"), " classée ", K("SCORE", "Child-Pugh B8"), ", score ", K("SCORE", "MELD 14"),
                     ". Ascite réfractaire (", K("CIM10", "R18"), "), troisième ponction en hôpital de jour.")),
          ]
    s2 = [("head", "Biologie du jour"),
          ("para", R(V("ETABLISSEMENT", c.lab, "laboratoire"), " - dossier n° ", V("NUM_DOSSIER_LABO", c.labno), " - prélèvement du ", c.d(0, 1), ".")),
          ("table", ["Analyse", "Résultat", "Unité", "Référence", "LOINC"], rows, [2.6, 1.2, 1.2, 1.3, 1.2]),
          ("para", R("Élastométrie (", K("DISPOSITIF", "FibroScan 630 Expert"), ") : ", K("MESURE", "38,4 kPa"), "."))]
    s3 = [("head", "Geste"),
          ("para", R("Ponction en fosse iliaque gauche sous contrôle échographique (CCAM ", K("CCAM", "HPJB001"), "), volume évacué ",
                     K("MESURE", "6,5 L"), ", compensation par albumine humaine 20 % ", K("DOSE", "100 mL"), " (lot ", K("LOT", lot),
                     "). Pas de signe de ", K("EPONYME", "Cullen"), ". Infirmière : ", c.nurse.full(3), " (ADELI ", V("ADELI", c.nurse_adeli), ").")),
          ("para", R("Prochaine venue le ", c.d(14), ". Le conjoint, ", W(c.homonym_word), " de métier, accompagnera le patient.")),
          ("sign", signature(c, st + 3))]
    return [s1, s2, s3]


def neuropsy(c: Ctx, st: int) -> list:
    r = c.r
    tests = [("MMSE", "%d/30" % r.randint(21, 27), "N > 26"), ("MoCA", "%d/30" % r.randint(17, 25), "N >= 26"),
             ("RL/RI-16 rappel libre total", "%d/48" % r.randint(14, 30), "N > 26"),
             ("TMT A", "%d s" % r.randint(40, 80), "< 50 s"), ("TMT B", "%d s" % r.randint(110, 260), "< 120 s"),
             ("Fluence catégorielle", "%d" % r.randint(12, 25), "> 20"), ("BREF", "%d/18" % r.randint(11, 17), "> 15")]
    rows = [[R(n), R(K("SCORE", v)), R(K("NORMES", nr))] for n, v, nr in tests[: 5 + st % 3]]
    rmail = ids.ascii_fold(c.rel.first.lower().replace(" ", "")) + "." + ids.ascii_fold(c.rel.surname.lower().replace(" ", "").replace("'", "")) + "@wanadoo.fr"
    s1 = [("title", R(TITLES["neuropsy"])),
          ("kv", identity(c, st + 4)),
          ("head", "Contexte"),
          ("para", R("Bilan demandé par le ", c.dr(2), " pour une plainte mnésique évoluant depuis deux ans. ", c.pat.full(2),
                     ", ancien(ne) salarié(e) de ", V("ETABLISSEMENT", c.employer, "employeur"), ", scolarité jusqu'au certificat d'études. IRM cérébrale n° ",
                     V("NUM_ACCESSION", c.accno), " du ", c.d(-20), " : atrophie hippocampique ", K("SCORE", "Scheltens 2"), ".")),
          ("para", R("Accompagné(e) de ", c.rel.full(5), " (", c.rel_link, "), ", V("TELEPHONE", c.rel_phone), ", ", V("EMAIL", rmail), ".")),
          ]
    s2 = [("head", "Épreuves"),
          ("table", ["Épreuve", "Score", "Norme"], rows, [3.4, 1.4, 1.4]),
          ("para", R("Empan endroit ", K("SCORE", "5/9"), ", envers ", K("SCORE", "3/8"), ". Pas d'aphasie ; figure de ", K("EPONYME", "Rey"),
                     " copiée correctement. Échelle de ", K("EPONYME", "Zarit"), " de l'aidant : ", K("SCORE", "34/88"), "."))]
    s3 = [("head", "Synthèse"),
          ("para", R("Syndrome amnésique de type hippocampique compatible avec une maladie d'", K("EPONYME", "Alzheimer"), " débutante (",
                     K("CIM10", "G30.1"), "). Revue en consultation le ", c.d(180, 1), ". Bilan réalisé par ", c.nurse.full(0),
                     ", psychologue spécialisée en neuropsychologie (ADELI ", V("ADELI", c.nurse_adeli), ").")),
          ("kv", admin(c)[:2]),
          ("sign", signature(c, st + 4))]
    return [s1, s2, s3]


def tabacologie(c: Ctx, st: int) -> list:
    r = c.r
    lot = "%d%s" % (r.randint(100, 999), r.choice(["A", "BX", "TT"]))
    rows = [[R("Timbre"), R(K("DOSE", "21 mg/24 h")), R(c.d(0)), R(K("LOT", lot))],
            [R("Gomme"), R(K("DOSE", "2 mg")), R(c.d(0)), R(K("LOT", "G%d" % r.randint(1000, 9999)))],
            [R("Timbre"), R(K("DOSE", "14 mg/24 h")), R(c.d(28)), R("-")]]
    s1 = [("title", R(TITLES["tabacologie"])),
          ("kv", identity(c, st + 5)),
          ("head", "Histoire tabagique"),
          ("para", R(c.pat.full(1), " fume depuis l'âge de ", K("AGE", "15 ans"), ", ", K("MESURE", "32 paquets-années"), ". Test de ",
                     K("EPONYME", "Fagerström"), " : ", K("SCORE", "7/10"), ". CO expiré : ", K("MESURE", "24 ppm"), ". Trouble lié au tabac ",
                     K("CIM10", "F17.2"), ". Travaille de nuit chez ", V("ETABLISSEMENT", c.employer, "employeur"), ".")),
          ]
    s2 = [("head", "Traitement nicotinique de substitution"),
          ("table", ["Forme", "Dosage", "Début", "Lot remis"], rows, [1.6, 1.8, 1.8, 1.4]),
          ("para", R("Alternative discutée : ", K("MEDICAMENT", "varénicline"), " (ATC ", K("ATC", "N07BA03"), "). Forfait pris en charge par ",
                     V("ORGANISME", c.insurer, "mutuelle"), " (adhérent ", V("NUM_ADHERENT", c.member, "mutuelle"), ")."))]
    s3 = [("head", "Suivi"),
          ("para", R("Prochain rendez-vous le ", c.d(28), ". Messages de soutien par SMS au ", V("TELEPHONE", c.phone), " et par courriel (",
                     V("EMAIL", c.email), "). Son voisin, ", W(c.homonym_word), " retraité, a arrêté avec succès.")),
          ("kv", admin(c)[2:]),
          ("sign", signature(c, st + 5))]
    return [s1, s2, s3]


BUILDERS = {"densitometrie": densitometrie, "sismotherapie": sismotherapie, "hyperbare": hyperbare,
            "paracentese": paracentese, "neuropsy": neuropsy, "tabacologie": tabacologie}
