"""Corpus BA documents: people, identity blocks and the six shapes (all invented).

A document is a dict: title (neutral), head / team (runs), ident (label, run) pairs of the core identity (placed by
each layout in its own way), foot (run, printed on every page), pages (planned pages, lists of blocks).
Blocks: ("h", title), ("p", run), ("kv", [(label, run)]), ("tab", heads, rows, weights), ("sig", [runs]),
("likert", title, statements, columns, picks).
"""
from __future__ import annotations

import datetime

from . import ids
from .model import D, K, R, V, W

SHAPES = ["polygraphie_ventilatoire", "ponction_lombaire", "mammographie_depistage", "test_provocation_orale",
          "radiotherapie_fin", "bilan_lymphoedeme"]
LIKERT_COLS = ["Pas du tout", "Un peu", "Moyennement", "Beaucoup", "Tout à fait"]


def P(kind, text, sub=""):
    return V(kind, text, sub)


def _email_local(first: str, last: str, style: int) -> str:
    f = ids.ascii_fold(first).lower().replace(" ", "").replace("'", "")
    la = ids.ascii_fold(last).lower().replace(" ", "").replace("'", "")
    return [f + "." + la, f[0] + la, la + "." + f[0], f + "_" + la + str(style % 90 + 10)][style % 4]


DOMAINS = ["courriel-fictif.fr", "boite-exemple.fr", "messagerie-test.net", "posteclair.example"]


class Ctx:
    """Everything personal about one document, drawn from the seeded random generator."""

    def __init__(self, r, num, female=False):
        self.r, self.num = r, num
        self.sex = 2 if female else r.choice([1, 2])
        fem = self.sex == 2
        pool = ids.SURNAMES + ids.PARTICLES[:4] + ids.WORDY[:2]
        k = r.randrange(10)
        if k < 2:
            self.last = r.choice(ids.PARTICLES)
        elif k < 3:
            self.last = r.choice(ids.WORDY)
        else:
            self.last = r.choice(ids.SURNAMES)
        self.birth_last = r.choice([s for s in pool if s != self.last]) if fem and r.random() < 0.6 else None
        self.first = r.choice(ids.FIRST_F if fem else ids.FIRST_M)
        y = r.randint(1938, 2001)
        self.dob = datetime.date(y, r.randint(1, 12), r.randint(1, 28))
        self.dob_style = r.randrange(14)
        town = r.choice(ids.TOWNS)
        self.town, self.cp, self.dept = town
        self.btown, _, self.bdept = r.choice([t for t in ids.TOWNS if t[0] != self.town])
        self.addr = "%d %s %s" % (r.randint(1, 140), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
        self.estab, self.acro = r.choice(ids.ESTABS)
        et = r.choice(ids.TOWNS)
        self.etown, self.ecp, self.edept = et
        self.eaddr = "%d %s %s" % (r.randint(1, 60), r.choice(["avenue", "boulevard", "rue"]),
                                   r.choice(["du Docteur-Roux", "de l'Hôtel-Dieu", "Pasteur-Vallery-Radot",
                                             "des Soeurs-Hospitalières", "Ambroise-Paré"]))
        self.finess = ids.finess(r, self.edept)
        self.finess_ej = "1" + ids.finess(r, self.edept)[:8]
        n13 = ids.nir13(r, self.sex, self.dob, self.bdept)
        self.nir = ids.nir_written(n13, ids.nir_key(n13), r.randrange(6))
        self.ins = n13 + ids.nir_key(n13)
        self.ipp = r.choice(["%010d" % r.randint(10 ** 8, 10 ** 9), "IPP%07d" % r.randint(0, 9999999),
                             "8%09d" % r.randint(0, 10 ** 9 - 1), "P.%03d.%03d.%03d" % (r.randint(0, 999), r.randint(0, 999), r.randint(0, 999))])
        self.nda = r.choice(["SEJ.2025.%06d" % r.randint(0, 999999), "25 %03d %03d" % (r.randint(0, 999), r.randint(0, 999)),
                             "HDJ-25%04d" % r.randint(0, 9999), "2025/E/%05d" % r.randint(0, 99999),
                             "N°V%08d" % r.randint(0, 10 ** 8 - 1)])
        self.phone = ids.phone(r, False, r.randrange(8))
        self.mobile = ids.phone(r, True, r.randrange(8))
        self.email = _email_local(self.first, self.last, r.randrange(4)) + "@" + r.choice(DOMAINS)
        self.esec = "secretariat.%s@%s-sante.example" % (r.choice(["pneumo", "neuro", "onco", "imagerie", "pediatrie", "mpr"]),
                                                        self.acro.lower())
        self.ephone = ids.phone(r, False, r.randrange(8))
        self.efax = ids.phone(r, False, r.randrange(8))
        # relative
        self.rel_first = r.choice(ids.FIRST_F + ids.FIRST_M)
        self.rel_last = r.choice([self.last, r.choice(ids.SURNAMES)])
        self.rel_kin = r.choice(["fille", "fils", "épouse", "conjoint", "sœur", "frère", "mère", "nièce"])
        self.rel_phone = ids.phone(r, True, r.randrange(8))
        # team
        hom = r.sample(ids.HOMONYMS, 2)
        self.homonym = hom[0]
        self.docs = []
        for j in range(3):
            last = hom[0][0] if j == 0 else (hom[1][0] if j == 2 else r.choice(ids.SURNAMES + ids.PARTICLES))
            self.docs.append((r.choice(ids.FIRST_F + ids.FIRST_M), last, ids.rpps(r)))
        self.nurse = (r.choice(ids.FIRST_F + ids.FIRST_M), r.choice(ids.SURNAMES), ids.adeli(r, self.edept))
        self.lab = r.choice(ids.LABS)
        self.labfile = r.choice(["BIO-25-%05d" % r.randint(0, 99999), "25L%07d" % r.randint(0, 9999999),
                                 "LAB/%06d/25" % r.randint(0, 999999)])
        self.acc = r.choice(["A25.%07d" % r.randint(0, 9999999), "IMG%09d" % r.randint(0, 10 ** 9 - 1),
                             "RIS-2025-%06d" % r.randint(0, 999999)])
        self.req = r.choice(["DMD/25/%05d" % r.randint(0, 99999), "REQ%08d" % r.randint(0, 10 ** 8 - 1)])
        self.presc = r.choice(["ORD-BA-2025-%04d" % r.randint(0, 9999), "Rx 25 %05d" % r.randint(0, 99999)])
        self.insurer = r.choice(ids.INSURERS)
        self.member = r.choice(["MUT %03d %03d %03d" % (r.randint(0, 999), r.randint(0, 999), r.randint(0, 999)),
                                "AD-%07d-%02d" % (r.randint(0, 9999999), r.randint(0, 99)),
                                "%09d-%02d" % (r.randint(0, 10 ** 9 - 1), r.randint(0, 99))])
        self.employer = r.choice(ids.EMPLOYERS)
        base = datetime.date(2025, r.randint(1, 9), r.randint(1, 20))
        self.days = [base + datetime.timedelta(days=d) for d in (0, 7, 21, 35, 49, 63)]

    # --------------------------------------------------------- value helpers
    def nom(self, form="upper"):
        t = {"upper": self.last.upper(), "title": self.last, "lower": self.last.lower()}[form]
        return P("NOM", t, "patient")

    def prenom(self, form="title"):
        return P("PRENOM", self.first.upper() if form == "upper" else self.first, "patient")

    def naiss(self):
        return P("NOM", self.birth_last.upper(), "naissance") if self.birth_last else None

    def ddn(self, style=None):
        return P("DATE_NAISSANCE", ids.birth_written(self.dob, self.dob_style if style is None else style))

    def doc_name(self, j, form):
        f, la, _ = self.docs[j]
        if form == 0:
            return R("Dr ", P("PRENOM", f, "medecin"), " ", P("NOM", la, "medecin"))
        if form == 1:
            return R("Pr ", P("NOM", la.upper(), "medecin"), " ", P("PRENOM", f, "medecin"))
        return R(f[0] + ". ", P("NOM", la, "medecin"))

    def rpps(self, j, nat=False):
        return P("RPPS", ("8" + self.docs[j][2]) if nat else self.docs[j][2], "idnat" if nat else "")

    def nurse_run(self, caps=False):
        f, la, ad = self.nurse
        return R(P("PRENOM", f, "soignant"), " ", P("NOM", la.upper() if caps else la, "soignant"),
                 " (ADELI ", P("ADELI", ad), ")")

    def care(self, k, style=0):
        return D(ids.care(self.days[k], style))

    def hom_word(self):
        return W(self.homonym[1])


def head_runs(c: Ctx, variant: int):
    runs = [R(P("ETABLISSEMENT", c.estab, "etablissement"), " (", P("ETABLISSEMENT", c.acro, "sigle"), ")"),
            R(P("ADRESSE", c.eaddr), " - ", P("CODE_POSTAL", c.ecp), " ", P("VILLE", c.etown))]
    if variant % 2:
        runs.append(R("Standard ", P("TELEPHONE", c.ephone), " | télécopie ", P("TELEPHONE", c.efax)))
    else:
        runs.append(R("Tél. secrétariat ", P("TELEPHONE", c.ephone)))
    runs.append(R("Courriel : ", P("EMAIL", c.esec)))
    runs.append(R("FINESS ET ", P("FINESS", c.finess), " / EJ ", P("FINESS", c.finess_ej, "ej")))
    return runs


def team_runs(c: Ctx, service: str):
    return [R(service),
            R(c.doc_name(0, 0), ", praticien hospitalier - RPPS ", c.rpps(0)),
            R(c.doc_name(1, 1), ", chef de service - n° ", c.rpps(1, True)),
            R("Infirmier(e) référent(e) : ", c.nurse_run())]


def ident_pairs(c: Ctx, v: int):
    pairs = [("Nom d'usage", R(c.nom("upper"))), ("Prénom", R(c.prenom()))]
    if c.birth_last:
        pairs.append(("Nom de naissance", R(c.naiss())))
    pairs.append(("Date de naissance" if v % 3 else "Né(e) le", R(c.ddn())))
    pairs.append(("IPP" if v % 2 else "N° patient (IPP)", R(P("IPP", c.ipp))))
    pairs.append(("Séjour" if v % 2 else "NDA", R(P("NUM_SEJOUR", c.nda))))
    return pairs


def foot_run(c: Ctx, v: int):
    if v % 3 == 0:
        return R(c.nom("upper"), " ", c.prenom(), " - IPP ", P("IPP", c.ipp), " - ", P("ETABLISSEMENT", c.acro, "sigle"))
    if v % 3 == 1:
        return R(c.nom("title"), ", ", c.prenom(), " (", c.ddn(5), ") - ", P("ETABLISSEMENT", c.acro, "sigle"))
    return R("Patient(e) ", c.nom("upper"), " ", c.prenom("upper"), " - séjour ", P("NUM_SEJOUR", c.nda))


def admin_blocks(c: Ctx, v: int):
    """Second identity block: birthplace, NIR / INS, address, phones, e-mail, relative, insurer, employer."""
    kv = [("Lieu de naissance", R(P("VILLE", c.btown, "naissance"), " (", c.bdept, ")")),
          ("N° de sécurité sociale", R(P("NIR", c.nir))),
          ("Matricule INS", R(P("NIR", c.ins, "ins"), " (qualifiée)")),
          ("Adresse", R(P("ADRESSE", c.addr), ", ", P("CODE_POSTAL", c.cp), " ", P("VILLE", c.town))),
          ("Téléphones", R(P("TELEPHONE", c.phone), " (fixe) / ", P("TELEPHONE", c.mobile), " (portable)")),
          ("Messagerie", R(P("EMAIL", c.email))),
          ("Personne de confiance", R("sa ", c.rel_kin, " ", P("PRENOM", c.rel_first, "proche"), " ",
                                      P("NOM", c.rel_last.upper(), "proche"), ", ", P("TELEPHONE", c.rel_phone))),
          ("Complémentaire", R(P("ORGANISME", c.insurer), " - adhérent n° ", P("NUM_ADHERENT", c.member, "mutuelle"))),
          ("Activité", R(c.hom_word(), " chez ", P("EMPLOYEUR", c.employer)) if v % 2 == 0 else
           R("salarié(e) de ", P("EMPLOYEUR", c.employer), ", ancien ", c.hom_word()))]
    if v % 4 == 1:
        kv.insert(3, None)
        kv[3] = ("Nom (saisie accueil)", R(c.nom("lower"), " ", P("PRENOM", c.first.lower(), "patient")))
    return [("h", "Renseignements administratifs"), ("kv", kv)]


def sig_block(c: Ctx, j: int, v: int):
    return ("sig", [R("Fait à ", P("VILLE", c.etown), ", le ", c.care(5 if v % 2 else 1, v)),
                    c.doc_name(j, 0 if v % 2 else 1), R("RPPS ", c.rpps(j))])


# ------------------------------------------------------------------ shapes (three sections each)

def s_polygraphie(c: Ctx, v: int):
    s1 = [("h", "Motif et contexte"),
          ("p", R("Polygraphie ventilatoire nocturne à domicile réalisée le ", c.care(0), " à la demande du ",
                  c.doc_name(2, 2), " pour ronflements, somnolence diurne (Epworth ", K("SCORE", "15/24"),
                  ") et HTA résistante. IMC ", K("MESURE", "33,1 kg/m²"), ", score de ", K("EPONYME", "Mallampati"),
                  " III. Demande ", P("IDENTIFIANT", c.req, "DEMANDE"), ".")),
          ("kv", [("Diagnostic", R(K("CIM10", "G47.3"), " syndrome d'apnées obstructives du sommeil")),
                  ("Acte", R(K("CCAM", "GLQP012"), " polygraphie respiratoire nocturne")),
                  ("Appareil", R(K("DISPOSITIF", "Nox T3s"), " - capteur lot ", K("LOT", "NX24-0871")))])]
    s2 = [("h", "Résultats de l'enregistrement"),
          ("tab", ["Paramètre", "Valeur", "Référence"],
           [[R("IAH"), R(K("MESURE", "38,2/h")), R(K("INTERVALLE", "< 5/h"))],
            [R("Index de désaturation"), R(K("MESURE", "35,6/h")), R(K("INTERVALLE", "< 5/h"))],
            [R("SpO2 minimale"), R(K("MESURE", "78 %")), R(K("INTERVALLE", "> 90 %"))],
            [R("TSH (", P("NUM_DOSSIER_LABO", c.labfile), ")"), R(K("BIOLOGIE", "2,41 mUI/L")), R(K("INTERVALLE", "[0,27-4,20]"))]],
           [3, 2, 2]),
          ("p", R("Bilan thyroïdien réalisé par le ", P("ETABLISSEMENT", c.lab, "laboratoire"),
                  ". Absence de syndrome de ", K("EPONYME", "Pickwick"), " (gazométrie normale).")),
          ("likert", "Échelle de qualité du sommeil (auto-questionnaire)",
           ["Je me sens reposé(e) au réveil", "Je m'endors en conduisant", "Mon entourage signale des pauses respiratoires",
            "Je me lève la nuit pour uriner"], LIKERT_COLS, [c.r.randrange(5) for _ in range(4)])]
    s3 = [("h", "Mise sous PPC et suivi"),
          ("p", R("Appareillage par ", K("DISPOSITIF", "AirSense 11 AutoSet"), " (masque ", K("DISPOSITIF", "AirFit F30"),
                  " taille M) le ", c.care(1), ", pression P95 ", K("MESURE", "11,4 cmH2O"), ". ",
                  K("MEDICAMENT", "Modiodal"), " ", K("DOSE", "100 mg"), " (", K("ATC", "N06BA07"), ") non reconduit.")),
          ("tab", ["Date", "IAH résiduel", "Observance", "Fuites"],
           [[R(c.care(2)), R(K("MESURE", "4,1/h")), R(K("MESURE", "5 h 40")), R(K("MESURE", "12 L/min"))],
            [R(c.care(3)), R(K("MESURE", "2,8/h")), R(K("MESURE", "6 h 15")), R(K("MESURE", "8 L/min"))]],
           [2, 2, 2, 2]),
          sig_block(c, 0, v)]
    return "Compte rendu de polygraphie ventilatoire", "Service de pneumologie - unité du sommeil", [s1, s2, s3]


def s_ponction(c: Ctx, v: int):
    s1 = [("h", "Indication"),
          ("p", R("Ponction lombaire diagnostique le ", c.care(0, 1), " pour suspicion d'hydrocéphalie à pression normale ",
                  "(triade d'", K("EPONYME", "Hakim-Adams"), "), adressé(e) par ", c.doc_name(2, 2),
                  ". Pas de signe de ", K("EPONYME", "Kernig"), " ni de ", K("EPONYME", "Brudzinski"), ".")),
          ("kv", [("Codage", R(K("CIM10", "G91.2"), " ; acte ", K("CCAM", "AFHB001"))),
                  ("Matériel", R(K("DISPOSITIF", "aiguille Sprotte 25G"), " lot ", K("LOT", "SP5521-07"))),
                  ("Anesthésie locale", R(K("MEDICAMENT", "Xylocaïne"), " ", K("DOSE", "1 %"), " 5 mL (",
                                          K("ATC", "N01BB02"), ")")),
                  ("Opérateur", R(c.doc_name(0, 0), " assisté(e) de ", c.nurse_run(True)))])]
    s2 = [("h", "Analyse du liquide cérébrospinal"),
          ("p", R("Dossier ", P("NUM_DOSSIER_LABO", c.labfile), " - ", P("ETABLISSEMENT", c.lab, "laboratoire"), ".")),
          ("tab", ["Analyse", "LOINC", "Résultat", "Valeurs usuelles"],
           [[R("Protéinorachie"), R(K("LOINC", "2880-3")), R(K("BIOLOGIE", "0,38 g/L")), R(K("INTERVALLE", "[0,15-0,45]"))],
            [R("Glycorachie"), R(K("LOINC", "2342-4")), R(K("BIOLOGIE", "3,4 mmol/L")), R(K("INTERVALLE", "[2,2-3,9]"))],
            [R("Leucocytes"), R(K("LOINC", "26465-5")), R(K("BIOLOGIE", "2/mm3")), R(K("INTERVALLE", "< 5/mm3"))],
            [R("Lactates"), R(K("LOINC", "2520-5")), R(K("BIOLOGIE", "1,6 mmol/L")), R(K("INTERVALLE", "< 2,8"))]],
           [3, 2, 2, 3]),
          ("p", R("Soustraction de ", K("MESURE", "40 mL"), " (tap test). Pression d'ouverture ", K("MESURE", "14 cmH2O"), "."))]
    s3 = [("h", "Évolution et conduite à tenir"),
          ("likert", "Auto-évaluation de la marche après ponction",
           ["Ma marche est plus facile", "J'ai moins peur de tomber", "J'ai mal à la tête en position debout",
            "Je me sens plus attentif(ve)"], LIKERT_COLS, [c.r.randrange(5) for _ in range(4)]),
          ("p", R("Test de marche 10 m : ", K("MESURE", "14,2 s"), " avant, ", K("MESURE", "10,8 s"), " après. ",
                  K("MEDICAMENT", "Paracétamol"), " ", K("DOSE", "1 g"), " (", K("ATC", "N02BE01"),
                  ") si céphalées. Avis neurochirurgical le ", c.care(3), ".")),
          sig_block(c, 1, v)]
    return "Compte rendu de ponction lombaire", "Service de neurologie", [s1, s2, s3]


def s_mammo(c: Ctx, v: int):
    s1 = [("h", "Dépistage organisé"),
          ("p", R("Mammographie bilatérale de dépistage du ", c.care(0), " (invitation ", P("IDENTIFIANT", c.req, "DEMANDE"),
                  "). Antécédent familial : mastose de ", K("EPONYME", "Reclus"), " chez la mère. Examen n° ",
                  P("NUM_ACCESSION", c.acc), ".")),
          ("kv", [("Codage", R(K("CIM10", "Z12.3"), " - ", K("CCAM", "QEQK004"))),
                  ("Mammographe", R(K("DISPOSITIF", "Senographe Pristina"), " (dose glande ", K("MESURE", "1,3 mGy"), ")")),
                  ("Premier lecteur", R(c.doc_name(0, 0), " - ", c.rpps(0, True)))])]
    s2 = [("h", "Résultats par sein"),
          ("tab", ["Sein", "Incidences", "Densité", "ACR"],
           [[R("Droit"), R("F, MLO"), R(K("SCORE", "type B")), R(K("SCORE", "ACR 2"))],
            [R("Gauche"), R("F, MLO, cliché localisé"), R(K("SCORE", "type B")), R(K("SCORE", "ACR 3"))]],
           [2, 3, 2, 2]),
          ("p", R("Foyer de microcalcifications rondes de ", K("MESURE", "6 mm"), " au QSE gauche, échographie complémentaire ",
                  "(", K("DISPOSITIF", "Aixplorer Mach 30"), ") sans anomalie, classement ", K("SCORE", "BI-RADS 3"), "."))]
    s3 = [("h", "Seconde lecture et suite"),
          ("p", R("Seconde lecture au centre de coordination le ", c.care(2), " par ", c.doc_name(2, 1),
                  " : concordance. Contrôle à 6 mois le ", c.care(5, 1), ".")),
          ("likert", "Vécu de l'examen",
           ["La compression a été douloureuse", "Les explications étaient claires", "Le délai de résultat m'a inquiétée",
            "Je referai le dépistage dans deux ans"], LIKERT_COLS, [c.r.randrange(5) for _ in range(4)]),
          sig_block(c, 0, v)]
    return "Compte rendu de mammographie de dépistage", "Imagerie de la femme", [s1, s2, s3]


def s_tpo(c: Ctx, v: int):
    s1 = [("h", "Contexte allergologique"),
          ("p", R("Enfant suivi pour allergie à l'arachide (", K("CIM10", "T78.1"), ", ", K("CIM10", "Z91.0"),
                  ") depuis un œdème de ", K("EPONYME", "Quincke"), ". Accompagné(e) ce jour de ",
                  P("PRENOM", c.rel_first, "proche"), " ", P("NOM", c.rel_last, "proche"), " (",
                  P("TELEPHONE", c.rel_phone), "), employé(e) chez ", P("EMPLOYEUR", c.employer), ".")),
          ("tab", ["Test", "Résultat", "Seuil"],
           [[R("IgE spécifiques Ara h 2"), R(K("BIOLOGIE", "12,4 kUA/L")), R(K("INTERVALLE", "< 0,35 kUA/L"))],
            [R("Prick-test arachide"), R(K("MESURE", "8 mm")), R(K("INTERVALLE", "témoin 0 mm"))],
            [R("Dossier ", P("NUM_DOSSIER_LABO", c.labfile)), R("IgE totales ", K("BIOLOGIE", "356 kUI/L")), R(K("INTERVALLE", "< 100"))]],
           [3, 2, 2])]
    s2 = [("h", "Test de provocation orale"),
          ("p", R("Réalisé le ", c.care(0, 1), " en hôpital de jour (acte ", K("CCAM", "FGRP001"), "), poids ",
                  K("POIDS", "24,5 kg"), ", voie veineuse posée par ", c.nurse_run(True), ".")),
          ("tab", ["Heure", "Dose de protéine", "Symptômes"],
           [[R(K("MESURE", "09 h 00")), R(K("DOSE", "3 mg")), R("aucun")],
            [R(K("MESURE", "09 h 20")), R(K("DOSE", "30 mg")), R("aucun")],
            [R(K("MESURE", "09 h 40")), R(K("DOSE", "100 mg")), R("prurit labial")],
            [R(K("MESURE", "10 h 00")), R(K("DOSE", "300 mg")), R("urticaire, toux : arrêt")]],
           [2, 2, 4]),
          ("p", R("Traitement : ", K("MEDICAMENT", "Aerius"), " ", K("DOSE", "2,5 mg"), " (", K("ATC", "R06AX27"),
                  "), ", K("MEDICAMENT", "adrénaline"), " IM ", K("DOSE", "0,25 mg"), " (", K("ATC", "C01CA24"), ")."))]
    s3 = [("h", "Conclusion et projet d'accueil"),
          ("p", R("Dose réactogène cumulée ", K("DOSE", "433 mg"), ". Trousse d'urgence : ", K("DISPOSITIF", "Anapen 150"),
                  " lot ", K("LOT", "AP3017B"), ". PAI transmis à l'école, ordonnance ", P("IDENTIFIANT", c.presc, "PRESCRIPTION"), ".")),
          ("likert", "Questionnaire de qualité de vie (FAQLQ, parent)",
           ["Je crains un accident à la cantine", "Nous évitons les sorties au restaurant", "Mon enfant sait refuser un aliment",
            "Je sais utiliser le stylo d'adrénaline"], LIKERT_COLS, [c.r.randrange(5) for _ in range(4)]),
          sig_block(c, 0, v)]
    return "Compte rendu de test de provocation orale", "Pédiatrie - allergologie", [s1, s2, s3]


def s_radio(c: Ctx, v: int):
    s1 = [("h", "Indication"),
          ("p", R("Carcinome canalaire infiltrant du sein gauche (", K("CIM10", "C50.4"), ") opéré le ", c.care(0),
                  ", pT1c N0, RH+. Scanner de centrage n° ", P("NUM_ACCESSION", c.acc), ". Présenté(e) en RCP par ",
                  c.doc_name(2, 0), ".")),
          ("kv", [("Accélérateur", R(K("DISPOSITIF", "TrueBeam STx"), " - technique ", K("DISPOSITIF", "VMAT"))),
                  ("Radiothérapeute", R(c.doc_name(0, 1), " - ", c.rpps(0))),
                  ("Manipulateur(trice)", R(c.nurse_run()))])]
    s2 = [("h", "Volumes et doses délivrées"),
          ("tab", ["Volume", "Dose totale", "Fractions", "Début", "Fin"],
           [[R("Sein gauche"), R(K("DOSE", "40,05 Gy")), R(K("MESURE", "15 x 2,67 Gy")), R(c.care(1)), R(c.care(3))],
            [R("Complément lit tumoral"), R(K("DOSE", "10 Gy")), R(K("MESURE", "4 x 2,5 Gy")), R(c.care(3)), R(c.care(4))]],
           [3, 2, 2, 2, 2]),
          ("p", R("Acte ", K("CCAM", "ZZNL050"), ". Tolérance : radiodermite grade ", K("SCORE", "1 CTCAE"),
                  ", traitée par ", K("MEDICAMENT", "Biafine"), "."))]
    s3 = [("h", "Suite"),
          ("p", R("Hormonothérapie par ", K("MEDICAMENT", "létrozole"), " ", K("DOSE", "2,5 mg"), " (", K("ATC", "L02BG04"),
                  ") à débuter le ", c.care(5), ", ordonnance ", P("IDENTIFIANT", c.presc, "PRESCRIPTION"),
                  ". Ostéodensitométrie et dosage ", K("BIOLOGIE", "25-OH D3 18 ng/mL"), " (", P("ETABLISSEMENT", c.lab, "laboratoire"), ").")),
          ("likert", "Fatigue ressentie en fin de traitement",
           ["Je suis fatigué(e) toute la journée", "Je peux faire mes courses seul(e)", "Ma peau me gêne pour m'habiller",
            "J'ai repris une activité physique"], LIKERT_COLS, [c.r.randrange(5) for _ in range(4)]),
          sig_block(c, 0, v)]
    return "Compte rendu de fin de radiothérapie", "Département de radiothérapie", [s1, s2, s3]


def s_lymph(c: Ctx, v: int):
    s1 = [("h", "Histoire"),
          ("p", R("Lymphœdème du membre supérieur droit (", K("CIM10", "I97.2"), ") apparu après curage axillaire. Signe de ",
                  K("EPONYME", "Stemmer"), " positif. Bilan prescrit par ", c.doc_name(2, 2), " (ordonnance ",
                  P("IDENTIFIANT", c.presc, "PRESCRIPTION"), ") le ", c.care(0), ".")),
          ("kv", [("Kinésithérapeute", R(c.nurse_run())),
                  ("Méthode", R("drainage lymphatique manuel de ", K("EPONYME", "Vodder"), " et bandages ",
                                K("DISPOSITIF", "Rosidal K"))),
                  ("Bioimpédance", R(K("DISPOSITIF", "SOZO"), " L-Dex ", K("MESURE", "14,8")))])]
    s2 = [("h", "Périmètres comparés"),
          ("tab", ["Niveau", "Côté droit", "Côté gauche", "Écart"],
           [[R("Poignet"), R(K("MESURE", "17,5 cm")), R(K("MESURE", "16,0 cm")), R(K("MESURE", "+1,5 cm"))],
            [R("Avant-bras +10 cm"), R(K("MESURE", "26,2 cm")), R(K("MESURE", "22,9 cm")), R(K("MESURE", "+3,3 cm"))],
            [R("Bras +15 cm"), R(K("MESURE", "33,0 cm")), R(K("MESURE", "29,4 cm")), R(K("MESURE", "+3,6 cm"))]],
           [3, 2, 2, 2]),
          ("p", R("Excès de volume ", K("MESURE", "24 %"), " le ", c.care(1), ", ", K("MESURE", "11 %"), " le ", c.care(3), "."))]
    s3 = [("h", "Contention et suivi"),
          ("p", R("Manchon sur mesure ", K("DISPOSITIF", "Mobiderm Autofit"), " classe 2, lot ", K("LOT", "MB22-4410"),
                  ". Anticoagulation en cours par ", K("MEDICAMENT", "apixaban"), " ", K("DOSE", "5 mg"), " (",
                  K("ATC", "B01AF02"), "). Acte ", K("CCAM", "QZRB001"), ". Revu(e) par ", c.doc_name(0, 0), " le ", c.care(4), ".")),
          ("likert", "Retentissement fonctionnel (auto-évaluation)",
           ["Mon bras est lourd le soir", "Je porte mon manchon tous les jours", "Je peux porter un sac de courses",
            "Le regard des autres me gêne"], LIKERT_COLS, [c.r.randrange(5) for _ in range(4)]),
          sig_block(c, 0, v)]
    return "Bilan de lymphœdème", "Médecine physique et réadaptation", [s1, s2, s3]


BUILDERS = dict(zip(SHAPES, [s_polygraphie, s_ponction, s_mammo, s_tpo, s_radio, s_lymph]))


def build(r, num: int, shape: str, planned: int) -> dict:
    c = Ctx(r, num, female=shape in ("mammographie_depistage", "radiotherapie_fin", "bilan_lymphoedeme"))
    v = num
    title, service, (s1, s2, s3) = BUILDERS[shape](c, v)
    s1 = admin_blocks(c, v) + s1
    if planned == 1:
        pages = [s1 + s2 + s3]
    elif planned == 2:
        pages = [s1, s2 + s3]
    else:
        pages = [s1, s2, s3]
    return {"num": num, "title": title, "service": service, "head": head_runs(c, v), "team": team_runs(c, service),
            "ident": ident_pairs(c, v), "foot": foot_run(c, v),
            "foldertab": R(c.nom("upper"), ", ", c.prenom(), " — IPP ", P("IPP", c.ipp)), "pages": pages, "ctx": c}
