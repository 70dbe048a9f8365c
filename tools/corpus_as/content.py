"""The six document shapes of corpus AS and the shared identity/letterhead/signature parts.

Shapes (none in an earlier corpus's docstring): sspi_reveil, clinique_avk, evaluation_sociale,
enquete_tuberculose, centre_brules, stomatherapie. Every value printed is a V (model.py).
"""
from __future__ import annotations

import datetime
import random

from . import ids
from .model import D, Doc, K, R, V, W

SHAPES = ["sspi_reveil", "clinique_avk", "evaluation_sociale", "enquete_tuberculose", "centre_brules",
          "stomatherapie"]
SERVICES = {"sspi_reveil": "Département d'anesthésie - Salle de surveillance post-interventionnelle",
            "clinique_avk": "Clinique des anticoagulants - Pôle cardiovasculaire",
            "evaluation_sociale": "Service social hospitalier - PASS",
            "enquete_tuberculose": "Centre de lutte antituberculeuse (CLAT)",
            "centre_brules": "Centre de traitement des brûlés",
            "stomatherapie": "Consultation de stomathérapie - Chirurgie digestive"}
TITLES = {"sspi_reveil": "Feuille de surveillance en SSPI",
          "clinique_avk": "Suivi d'anticoagulation par AVK - compte rendu",
          "evaluation_sociale": "Évaluation sociale - fiche de synthèse",
          "enquete_tuberculose": "Déclaration de tuberculose et enquête autour d'un cas",
          "centre_brules": "Compte rendu d'hospitalisation - brûlures",
          "stomatherapie": "Consultation de stomathérapie"}
HOMONYM_PHRASES = {
    "chevalier": "titulaire de l'ordre national du Mérite au grade de chevalier",
    "marchand": "a longtemps travaillé comme marchand forain sur les marchés",
    "mercier": "a tenu une boutique de mercier jusqu'à sa retraite",
    "charpentier": "exerçait comme charpentier avant l'arrêt",
    "boucher": "ancien boucher, habitué au port de charges",
    "pêcheur": "ancien pêcheur côtier, exposé au soleil",
    "pasteur": "ancien pasteur de la paroisse réformée",
    "lièvre": "bec-de-lièvre opéré dans l'enfance",
    "bonhomme": "dessine le bonhomme de façon adaptée",
}


class Person:
    def __init__(self, r, sex=None, surname=None, dept="22", age=(25, 90), ref=datetime.date(2025, 5, 1)):
        self.sex = sex or r.choice("FM")
        self.first = r.choice(ids.FIRST_F if self.sex == "F" else ids.FIRST_M)
        self.last = surname or r.choice(ids.SURNAMES + ids.PARTICLES)
        y = ref.year - r.randint(*age)
        self.birth = datetime.date(y, r.randint(1, 12), r.randint(1, 28))
        self.n13 = ids.nir13(r, 2 if self.sex == "F" else 1, self.birth, dept)
        self.key = ids.nir_key(self.n13)

    @property
    def up(self):
        return self.last.upper()


class Ctx:
    """Everything fictional one document needs."""

    def __init__(self, seed: int, i: int, shape: str):
        r = self.r = random.Random(seed * 1000 + i)
        self.i, self.shape = i, shape
        self.town = r.choice(ids.TOWNS)
        self.estab, self.sigle = ids.ESTABS[(i * 3 + seed) % len(ids.ESTABS)]
        dept = self.town[2]
        self.finess = ids.finess(r, dept)
        self.estab_addr = "%d %s %s" % (r.randint(1, 60), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
        self.estab_tel = ids.phone(r, style=i % 5)
        dom = self.sigle.lower().replace(".", "").replace("-", "") + "-" + ids.ascii_fold(self.town[0]).lower().split("-")[0]
        self.sec_mail = "%s.%s@%s.fr" % (r.choice(["secretariat", "accueil", "sec", "contact"]),
                                         shape.split("_")[-1][:6], dom)
        hom_word = None
        hom_i = i % 4  # 0 patient, 1 doctor, 2 nurse, 3 relative
        hk = list(HOMONYM_PHRASES)
        hom_name = None
        if i % 3 != 2:
            hom_word = hk[(i * 7 + seed) % len(hk)]
            hom_name = [h for h, w in ids.HOMONYMS if w == hom_word][0]
        self.hom_word = hom_word
        sex = "F" if i % 2 else "M"
        self.pat = Person(r, sex, hom_name if hom_i == 0 else None, dept, (30, 88))
        self.birth_name = None
        if sex == "F" and i % 4 != 2:
            self.birth_name = r.choice([s for s in ids.SURNAMES if s != self.pat.last])
        self.doc = Person(r, None, hom_name if hom_i == 1 else None, dept, (30, 60))
        self.nurse = Person(r, None, hom_name if hom_i == 2 else None, dept, (25, 60))
        self.rel = Person(r, None, hom_name if hom_i == 3 else None, dept, (20, 70))
        self.gp = Person(r, None, None, dept, (35, 65))
        for p in (self.doc, self.nurse, self.rel, self.gp):
            while p.last in (self.pat.last, self.birth_name) and p is not self.rel:
                p.last = r.choice(ids.SURNAMES)
        self.rel_link = r.choice(["fille", "fils", "époux", "épouse", "sœur", "frère", "neveu", "nièce"])
        self.doc_rpps = ids.rpps(r)
        self.gp_rpps = ids.rpps(r)
        self.nurse_adeli = ids.adeli(r, dept)
        self.ipp = str(r.randint(1, 9)) + ids.digits(r, 8)
        self.nda = r.choice(["S25%s" % ids.digits(r, 7), "25-%s" % ids.digits(r, 6), "HC25%s" % ids.digits(r, 5),
                             "2025V%s" % ids.digits(r, 6)])
        self.addr = "%d %s %s" % (r.randint(1, 140), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
        self.ptown = r.choice(ids.TOWNS)
        self.ptel = ids.phone(r, mobile=True, style=i)
        self.mail = "%s.%s%d@%s" % (ids.ascii_fold(self.pat.first).lower().replace("-", ""),
                                    ids.ascii_fold(self.pat.last).lower().replace(" ", "").replace("'", ""),
                                    r.randint(1, 99), r.choice(["orange.fr", "laposte.net", "free.fr", "gmail.com"]))
        self.rel_tel = ids.phone(r, mobile=True, style=i + 1)
        self.gp_addr = "%d %s %s" % (r.randint(1, 90), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
        self.gp_town = r.choice(ids.TOWNS)
        self.insurer = r.choice(ids.INSURERS)
        self.member = r.choice(["%s %s %s" % (ids.digits(r, 4), ids.digits(r, 4), ids.digits(r, 2)),
                                "AD-%s" % ids.digits(r, 8), "%s/%s" % (ids.digits(r, 7), ids.digits(r, 2))])
        self.caisse = r.choice(ids.CAISSES)
        self.employer = r.choice(ids.EMPLOYERS)
        self.lab = r.choice(ids.LABS)
        self.labno = r.choice(["%s%s" % (datetime.date(2025, 1, 1).strftime("%y"), ids.digits(r, 8)),
                               "L25-%s" % ids.digits(r, 6), "B%s-%s" % (ids.digits(r, 4), ids.digits(r, 4))])
        self.accno = r.choice(["RX25%s" % ids.digits(r, 6), "ACC-%s" % ids.digits(r, 8), "IM25.%s" % ids.digits(r, 5)])
        self.ordno = "ORD-%s-%s" % (ids.digits(r, 4), ids.digits(r, 4))
        self.day0 = datetime.date(2025, r.randint(1, 11), r.randint(1, 28))
        self.bstyle = (i * 5 + 3) % 11
        self.nstyle = i % 6

    # -- value helpers ------------------------------------------------------------------------
    def d(self, k=0):
        return D(ids.care(self.day0 + datetime.timedelta(days=k)))

    def pnom(self, case="up"):
        t = {"up": self.pat.up, "title": self.pat.last, "low": self.pat.last.lower()}[case]
        return V("NOM", t, "patient")

    def ppre(self, case="title"):
        t = {"up": self.pat.first.upper(), "title": self.pat.first}[case]
        return V("PRENOM", t, "patient")

    def bname(self, case="up"):
        return V("NOM", self.birth_name.upper() if case == "up" else self.birth_name, "naissance")

    def dob(self, style=None):
        return V("DATE_NAISSANCE", ids.birth_written(self.pat.birth, self.bstyle if style is None else style))

    def nir(self, style=None, ins=False):
        return V("NIR", ids.nir_written(self.pat.n13, self.pat.key, self.nstyle if style is None else style),
                 "ins" if ins else "")

    def ippv(self):
        return V("IPP", self.ipp)

    def ndav(self):
        return V("NUM_SEJOUR", self.nda)

    def person(self, p, sub, first_first=True, case="up"):
        last = V("NOM", p.up if case == "up" else (p.last if case == "title" else p.last.lower()), sub)
        first = V("PRENOM", p.first, sub)
        return [first, " ", last] if first_first else [last, " ", first]

    def dr(self, first_first=True):
        return R("Dr ", self.person(self.doc, "medecin", first_first))

    def estab_v(self):
        return V("ETABLISSEMENT", self.estab, "etablissement")

    def sigle_v(self):
        return V("ETABLISSEMENT", self.sigle, "sigle")

    def finess_v(self, idnat=False):
        return V("FINESS", ("1" + self.finess) if idnat else self.finess, "idnat" if idnat else "")

    def hom(self):
        if not self.hom_word:
            return None
        ph = HOMONYM_PHRASES[self.hom_word]
        a, b = ph.split(self.hom_word, 1)
        return R(a, W(self.hom_word), b)


def letterhead(c: Ctx) -> list:
    return [R(c.estab_v()), R("(", c.sigle_v(), ")"), R(SERVICES[c.shape]),
            R(V("ADRESSE", c.estab_addr), " - ", V("CODE_POSTAL", c.town[1]), " ", V("VILLE", c.town[0])),
            R("Tél. ", V("TELEPHONE", c.estab_tel), " - ", V("EMAIL", c.sec_mail)),
            R("FINESS ", c.finess_v(), " - id. structure ", c.finess_v(True))]


def sticker(c: Ctx) -> list:
    sx = "F" if c.pat.sex == "F" else "M"
    lines = [R(c.pnom(), " ", c.ppre("up")),
             R("Né(e) le ", c.dob(1), "  ", sx),
             R("IPP ", c.ippv(), "  NDA ", c.ndav())]
    if c.birth_name:
        lines.insert(1, R("née ", c.bname()))
    return lines


def head(c: Ctx):
    st = c.i % 3

    def f(pg, n):
        if st == 0:
            return R(c.pnom(), " ", c.ppre(), " - né(e) le ", c.dob(0), " - IPP ", c.ippv())
        if st == 1:
            return R(c.sigle_v(), " | ", c.pnom(), ", ", c.ppre(), " | IPP ", c.ippv(), " | séjour ", c.ndav())
        return R("Patient(e) : ", c.ppre(), " ", c.pnom("title"), " (", c.dob(4), ") - dossier ", c.ippv())
    return f


def foot(c: Ctx):
    def f(pg, n):
        return R(c.sigle_v(), " - FINESS ", c.finess_v(), " - NDA ", c.ndav(), " - ", c.pnom(), " ",
                 c.ppre(), " - page %d/%d" % (pg, n))
    return f


def identity(c: Ctx) -> list:
    sx = "Féminin" if c.pat.sex == "F" else "Masculin"
    pairs = [("Nom d'usage", R(c.pnom())), ("Prénom(s)", R(c.ppre()))]
    if c.birth_name:
        pairs.append(("Nom de naissance", R(c.bname())))
    pairs += [("Date de naissance", R(c.dob())), ("Sexe", R(sx)), ("IPP", R(c.ippv())), ("N° de séjour", R(c.ndav())),
              ("INS" if c.i % 2 else "NIR", R(c.nir(ins=bool(c.i % 2)))),
              ("Adresse", R(V("ADRESSE", c.addr))),
              ("Commune", R(V("CODE_POSTAL", c.ptown[1]), " ", V("VILLE", c.ptown[0]))),
              ("Portable", R(V("TELEPHONE", c.ptel))), ("Courriel", R(V("EMAIL", c.mail)))]
    if c.i % 5 in (0, 3):
        pairs.append(("Organisme", R(V("ORGANISME", c.caisse, "caisse"))))
    return [("h", "Identité du patient"), ("kv", pairs, 2 + c.i % 2)]


def signature(c: Ctx, k: int) -> list:
    return [("sig", [R("Fait à ", V("VILLE", c.town[0]), ", le ", c.d(k)),
                     R(c.dr()), R("RPPS ", V("RPPS", c.doc_rpps), " - id. national ", V("RPPS", "8" + c.doc_rpps, "idnat")),
                     R("Copie : Dr ", c.person(c.gp, "medecin", True, "title"), ", ", V("ADRESSE", c.gp_addr), ", ",
                       V("CODE_POSTAL", c.gp_town[1]), " ", V("VILLE", c.gp_town[0]))])]


def relative_line(c: Ctx) -> list:
    return R("Personne à prévenir : ", c.person(c.rel, "proche", c.i % 2 == 0, "up" if c.i % 3 else "title"),
             " (", c.rel_link, "), tél. ", V("TELEPHONE", c.rel_tel))


def insurer_line(c: Ctx) -> list:
    return R("Complémentaire : ", V("ORGANISME", c.insurer, "mutuelle"), ", adhérent n° ",
             V("NUM_ADHERENT", c.member, "mutuelle"))


# ------------------------------------------------------------------ shapes

def sspi(c: Ctx):
    r = c.r
    salle = "salle %d" % r.randint(1, 9)
    poste = "poste %d" % r.randint(1, 12)
    ch = "chambre %d%02d lit %s" % (r.randint(1, 4), r.randint(1, 30), r.choice("AB"))
    acts = r.choice([("cholécystectomie par cœlioscopie", "HMFC004", "K80.2"),
                     ("prothèse totale de genou", "NFKA008", "M17.1"),
                     ("cure de hernie inguinale", "LMMA006", "K40.9")])
    vit = []
    for k in range(5):
        h = "%02d:%02d" % (10 + k // 2, (k * 15) % 60)
        vit.append([R(h), R(K("MESURE", "%d" % r.randint(62, 96))), R(K("MESURE", "%d/%d" % (r.randint(105, 150), r.randint(60, 85)))),
                    R(K("MESURE", "%d %%" % r.randint(94, 100))), R(K("SCORE", "%d/10" % r.randint(0, 6))),
                    R(K("SCORE", "%d" % r.randint(7, 10)))])
    s0 = identity(c)
    s1 = [("h", "Intervention"),
          ("cap", [(R(c.d(0)), "date"), (R(K("SALLE", salle)), "bloc"), (R(K("SALLE", poste)), "SSPI"),
                   (R(K("CCAM", acts[1])), "acte CCAM")]),
          ("p", R("Intervention : ", acts[0], " (", K("CIM10", acts[2]), "). Anesthésie générale conduite par le ",
                  c.dr(), ", RPPS ", V("RPPS", c.doc_rpps), ". IADE : ",
                  c.person(c.nurse, "soignant", False), ", ADELI ", V("ADELI", c.nurse_adeli), "."))]
    s2 = [("h", "Surveillance"),
          ("tab", ["Heure", "FC", "PA", "SpO2", "EVA", "Aldrete"], vit, ("Constantes", 1, 3))]
    drugs = [("morphine", "N02AA01", "%d mg" % r.choice([2, 3])), ("ondansétron", "A04AA01", "4 mg"),
             ("paracétamol", "N02BE01", "1000 mg"), ("kétoprofène", "M01AE03", "100 mg")]
    s3 = [("h", "Administrations"),
          ("tab", ["Médicament", "ATC", "Dose", "Lot"],
           [[R(n), R(K("ATC", a)), R(K("DOSE", d)), R(K("LOT", "%s%d%s" % (r.choice("LKB"), r.randint(10, 99), r.choice(["A", "B7", "C2"]))))]
            for n, a, d in drugs[: 3 + c.i % 2]], None)]
    s4 = [("h", "Dispositifs et sortie"),
          ("p", R("Dispositifs : ", K("DISPOSITIF", "cathéter Insyte 20G"), ", ", K("DISPOSITIF", "sonde Foley CH14"),
                  ". Score d'", K("EPONYME", "Aldrete"), " à la sortie ", K("SCORE", "10/10"), ", transfert en ",
                  K("SALLE", ch), ".")),
          ("p", relative_line(c))]
    s5 = [("h", "Prescriptions de sortie de SSPI"),
          ("p", R("Ordonnance ", V("IDENTIFIANT", c.ordno, "ordonnance"), " : relais ", K("DOSE", "500 mg"),
                  " de paracétamol toutes les 6 h. ", c.hom(), ".")), ]
    return [s0 + s1, s2, s3, s4, s5, signature(c, 0)]


def avk(c: Ctx):
    r = c.r
    mol = r.choice([("warfarine", "B01AA03", "Coumadine"), ("fluindione", "B01AA12", "Préviscan"),
                    ("acénocoumarol", "B01AA07", "Sintrom")])
    rows = []
    for k in range(5):
        rows.append([R(c.d(-7 * (4 - k))), R(K("BIOLOGIE", "%d,%d" % (r.randint(1, 3), r.randint(0, 9)))),
                     R(K("DOSE", "%d mg" % r.choice([2, 3, 4, 5]))), R(V("NUM_DOSSIER_LABO", "%s%02d" % (c.labno[:-2], k + 10)))])
    s1 = [("h", "Indication"),
          ("p", R("Fibrillation atriale non valvulaire (", K("CIM10", "I48.9"), "), score ", K("SCORE", "CHA2DS2-VASc 4"),
                  ". Traitement par ", mol[0], " (", mol[2], ", ", K("ATC", mol[1]), "), INR cible ",
                  K("INTERVALLE", "2,0 - 3,0"), ".")),
          ("cap", [(R(c.d(0)), "consultation"), (R(K("BIOLOGIE", "2,4")), "dernier INR"), (R(K("LOINC", "6301-6")), "code LOINC")])]
    s2 = [("h", "Historique des INR"),
          ("tab", ["Date", "INR", "Dose", "N° dossier labo"], rows, ("Résultat et posologie", 1, 2)),
          ("p", R("Laboratoire : ", V("ETABLISSEMENT", c.lab, "laboratoire"), ", dossier ", V("NUM_DOSSIER_LABO", c.labno), "."))]
    s3 = [("h", "Éducation thérapeutique"),
          ("p", R("Remise du carnet AVK. Autosurveillance par ", K("DISPOSITIF", "CoaguChek INRange"),
                  " (bandelettes lot ", K("LOT", "L%d%s" % (r.randint(100, 999), r.choice("XYZ"))), "). Éviter l'",
                  K("ATC", "M01AE01"), " (ibuprofène). ", c.hom(), "."))]
    s4 = [("h", "Biologie"),
          ("tab", ["Analyse", "Résultat", "Référence", "LOINC"],
           [[R("TP"), R(K("BIOLOGIE", "%d %%" % r.randint(20, 40))), R(K("INTERVALLE", "70 - 100 %")), R(K("LOINC", "5894-1"))],
            [R("Hémoglobine"), R(K("BIOLOGIE", "%d,%d g/dL" % (r.randint(10, 15), r.randint(0, 9)))), R(K("INTERVALLE", "12,0 - 16,0")), R(K("LOINC", "718-7"))],
            [R("Créatinine"), R(K("BIOLOGIE", "%d µmol/L" % r.randint(60, 130))), R(K("INTERVALLE", "45 - 104")), R(K("LOINC", "2160-0"))]],
           None)]
    s5 = [("h", "Coordination"),
          ("p", R("Infirmière de coordination : ", c.person(c.nurse, "soignant", True, "title"), " (ADELI ",
                  V("ADELI", c.nurse_adeli), "), joignable au ", V("TELEPHONE", c.estab_tel), ".")),
          ("p", relative_line(c)), ("p", insurer_line(c))]
    s6 = [("h", "Conduite à tenir"),
          ("p", R("Prochain contrôle le ", c.d(7), ". Ordonnance ", V("IDENTIFIANT", c.ordno, "ordonnance"), "."))] + signature(c, 0)
    return [identity(c) + s1, s2, s3, s4, s5, s6]


def social(c: Ctx):
    r = c.r
    caf = "%s %s" % (ids.digits(r, 7), r.choice("ABCDEFGH"))
    bailleur = r.choice(["Côtes-d'Armor Habitat", "Cantal Habitat", "Orne Habitat", "Terre d'Opale Habitat"])
    saad = r.choice(["ADMR du Pays de Lannion", "Aide à domicile Trégor Services", "SAAD Présence Verte Ouest"])
    s1 = [("h", "Situation administrative"),
          ("kv", [("Régime", R(V("ORGANISME", c.caisse, "caisse"))),
                  ("NIR", R(c.nir(2))),
                  ("Mutuelle", R(V("ORGANISME", c.insurer, "mutuelle"))),
                  ("N° adhérent", R(V("NUM_ADHERENT", c.member, "mutuelle"))),
                  ("N° allocataire CAF", R(V("IDENTIFIANT", caf, "allocataire"))),
                  ("Employeur", R(V("ETABLISSEMENT", c.employer, "employeur")))], 2)]
    if c.hom():
        s1.append(("p", R("Parcours : ", c.hom(), ".")))
    ent = [[R(c.rel_link), R(V("NOM", c.rel.up, "proche")), R(V("PRENOM", c.rel.first, "proche")),
            R(V("TELEPHONE", c.rel_tel)), R(V("VILLE", c.ptown[0]))]]
    p2 = Person(r, None, None, "22")
    ent.append([R("voisin(e)"), R(V("NOM", p2.up, "proche")), R(V("PRENOM", p2.first, "proche")),
                R(V("TELEPHONE", ids.phone(r, False, 2))), R(V("VILLE", c.town[0]))])
    s2 = [("h", "Entourage"), ("tab", ["Lien", "Nom", "Prénom", "Téléphone", "Commune"], ent, ("Contact", 1, 2))]
    s3 = [("h", "Logement"),
          ("p", R("Locataire d'un T2 au 3e étage sans ascenseur, bailleur ", V("ORGANISME", bailleur, "bailleur"),
                  ", ", V("ADRESSE", c.addr), ", ", V("CODE_POSTAL", c.ptown[1]), " ", V("VILLE", c.ptown[0]), "."))]
    s4 = [("h", "Ressources et autonomie"),
          ("tab", ["Ressource", "Montant mensuel"],
           [[R("Pension de retraite"), R(K("MONTANT", "%d,00 €" % r.randint(700, 1400)))],
            [R("Allocation logement"), R(K("MONTANT", "%d,00 €" % r.randint(90, 260)))]], None),
          ("p", R("Évaluation ", K("SCORE", "GIR 4"), " (grille ", K("EPONYME", "AGGIR"), "), demande d'APA n° ",
                  V("IDENTIFIANT", "APA-%s" % ids.digits(r, 6), "demande"), " déposée le ", c.d(-3), "."))]
    s5 = [("h", "Plan d'aide"),
          ("p", R("Aide à domicile par ", V("ETABLISSEMENT", saad, "prestataire"), " (", V("TELEPHONE", ids.phone(r, False, 0)),
                  "), portage de repas à partir du ", c.d(5), ". Médecin traitant : Dr ",
                  c.person(c.gp, "medecin", True, "title"), ", RPPS ", V("RPPS", c.gp_rpps), "."))]
    s6 = [("h", "Assistante sociale"),
          ("sig", [R(c.person(c.nurse, "soignant", True, "title"), ", assistante de service social"),
                   R("Tél. ", V("TELEPHONE", c.estab_tel), " - ", V("EMAIL", c.sec_mail)),
                   R("Fait à ", V("VILLE", c.town[0]), ", le ", c.d(0))])]
    return [identity(c) + s1, s2, s3, s4, s5, s6]


def tuberculose(c: Ctx):
    r = c.r
    w = r.randint(52, 84)
    decl = "%s-TB-%s" % (c.town[2], ids.digits(r, 5))
    s1 = [("h", "Cas index"),
          ("p", R("Tuberculose pulmonaire (", K("CIM10", "A15.0"), ") diagnostiquée le ", c.d(0),
                  ". Né(e) à ", V("VILLE", r.choice(ids.TOWNS)[0], "naissance"), ". Profession exercée chez ",
                  V("ETABLISSEMENT", c.employer, "employeur"), ". ", c.hom(), ".")),
          ("cap", [(R(V("NUM_DOSSIER_LABO", c.labno)), "dossier bactériologie"), (R(K("BIOLOGIE", "BAAR 2+")), "examen direct"),
                   (R(V("NUM_ACCESSION", c.accno)), "scanner thoracique"), (R(K("POIDS", "%d kg" % w)), "poids")]),
          ("p", R("Coloration de ", K("EPONYME", "Ziehl-Neelsen"), " positive ; ", K("DISPOSITIF", "GeneXpert MTB/RIF Ultra"),
                  " : complexe tuberculosis détecté, pas de résistance à la rifampicine. Laboratoire ",
                  V("ETABLISSEMENT", c.lab, "laboratoire"), "."))]
    tr = [("rifampicine", "J04AB02", "%d mg" % (600 if w > 50 else 450)), ("isoniazide", "J04AC01", "300 mg"),
          ("pyrazinamide", "J04AK01", "%d mg" % (25 * w // 100 * 100)), ("éthambutol", "J04AK02", "%d mg" % (20 * w // 100 * 100))]
    s2 = [("h", "Traitement antituberculeux"),
          ("tab", ["Molécule", "ATC", "Dose", "Début"], [[R(n), R(K("ATC", a)), R(K("DOSE", d)), R(c.d(1))] for n, a, d in tr],
           ("Quadrithérapie", 0, 4))]
    rows = []
    for k in range(3 + c.i % 2):
        p = Person(r, None, None, "22")
        rows.append([R(V("NOM", p.up, "proche")), R(V("PRENOM", p.first, "proche")),
                     R(["conjoint(e)", "collègue", "enfant", "ami(e)"][k % 4]),
                     R(V("VILLE", r.choice(ids.TOWNS)[0])), R(K("MESURE", "IDR %d mm" % r.randint(0, 18)))])
    s3 = [("h", "Sujets contacts"), ("tab", ["Nom", "Prénom", "Lien", "Commune", "Dépistage"], rows, ("Identité", 0, 2)),
          ("p", R("Test de ", K("EPONYME", "Mantoux"), " et IGRA à 8 semaines pour les contacts étroits."))]
    s4 = [("h", "Déclaration obligatoire"),
          ("p", R("Déclaration n° ", V("IDENTIFIANT", decl, "declaration"), " transmise à l'ARS le ", c.d(2),
                  " par le ", c.dr(False), " (RPPS ", V("RPPS", c.doc_rpps), ")."))]
    s5 = [("h", "Suivi CLAT"),
          ("p", R("Infirmière référente : ", c.person(c.nurse, "soignant", False), ", ADELI ", V("ADELI", c.nurse_adeli),
                  ", tél. ", V("TELEPHONE", c.estab_tel), ", ", V("EMAIL", c.sec_mail), ".")),
          ("p", relative_line(c))]
    return [identity(c) + s1, s2, s3, s4, s5, signature(c, 2)]


def brules(c: Ctx):
    r = c.r
    scb = r.randint(8, 30)
    w = r.randint(55, 90)
    s1 = [("h", "Mode de survenue"),
          ("p", R("Brûlure par flamme le ", c.d(0), " sur son lieu de travail (", V("ETABLISSEMENT", c.employer, "employeur"),
                  "), déclarée en accident du travail. ", c.hom(), ".")),
          ("cap", [(R(K("MESURE", "SCB %d %%" % scb)), "surface brûlée"), (R(K("SCORE", "Baux %d" % (scb + 50))), "score"),
                   (R(K("CIM10", "T31.%d" % (scb // 10))), "CIM-10"), (R(K("POIDS", "%d kg" % w)), "poids")])]
    s2 = [("h", "Réanimation initiale"),
          ("p", R("Surface estimée par la ", K("EPONYME", "règle des 9 de Wallace"), " puis la table de ",
                  K("EPONYME", "Lund et Browder"), ". Remplissage selon la formule de ", K("EPONYME", "Parkland"), " : ",
                  K("DOSE", "4 mL/kg/% SCB"), " de Ringer lactate, soit ", K("DOSE", "%d mL" % (4 * w * scb)), " sur 24 h."))]
    dress = []
    for k in range(4):
        dress.append([R(c.d(2 * k + 1)), R(r.choice(["avant-bras D", "main G", "thorax", "cuisse D"])),
                      R(K("DISPOSITIF", r.choice(["Aquacel Ag+ Extra 15 x 20 cm", "Mepitel One 10 x 18 cm", "Urgotul Ag 15 x 20 cm"]))),
                      R(K("LOT", "%d%s%d" % (r.randint(10, 99), r.choice("KLMN"), r.randint(1000, 9999)))),
                      R(V("NOM", c.nurse.last.lower(), "soignant"))])
    s3 = [("h", "Pansements"), ("tab", ["Date", "Zone", "Pansement", "Lot", "IDE"], dress, ("Produit", 2, 2))]
    s4 = [("h", "Chirurgie"),
          ("p", R("Excision-greffe en peau mince le ", c.d(6), " (", K("CCAM", "QZFA008"), "), opérateur ", c.dr(),
                  ", RPPS ", V("RPPS", c.doc_rpps), ". Prise de greffe au dermatome ", K("DISPOSITIF", "Zimmer 3 pouces"), "."))]
    s5 = [("h", "Biologie"),
          ("tab", ["Analyse", "Résultat", "Normes", "LOINC"],
           [[R("Albumine"), R(K("BIOLOGIE", "%d g/L" % r.randint(18, 34))), R(K("INTERVALLE", "35 - 52")), R(K("LOINC", "1751-7"))],
            [R("CRP"), R(K("BIOLOGIE", "%d mg/L" % r.randint(20, 180))), R(K("INTERVALLE", "0,0 - 5,0")), R(K("LOINC", "1988-5"))]], None),
          ("p", R("Dossier ", V("NUM_DOSSIER_LABO", c.labno), " - ", V("ETABLISSEMENT", c.lab, "laboratoire"), "."))]
    s6 = [("h", "Sortie"), ("p", relative_line(c)), ("p", insurer_line(c))] + signature(c, 14)
    return [identity(c) + s1, s2, s3, s4, s5, s6]


def stomie(c: Ctx):
    r = c.r
    diam = r.choice([25, 30, 35, 40])
    prest = r.choice(["Santé Service Trégor", "Bastide Le Confort Médical", "Homecare Pays d'Oc"])
    s1 = [("h", "Contexte chirurgical"),
          ("p", R("Intervention de ", K("EPONYME", "Hartmann"), " le ", c.d(-20), " pour adénocarcinome du haut rectum (",
                  K("CIM10", "C20"), ") ; colostomie terminale iliaque gauche (", K("CIM10", "Z93.3"), "), acte ",
                  K("CCAM", "HHFA017"), ". Opérateur : ", c.dr(False), ".")),
          ("cap", [(R(c.d(0)), "consultation"), (R(K("MESURE", "Ø %d mm" % diam)), "diamètre"),
                   (R(K("SCORE", "SACS L2")), "peau péristomiale"), (R(K("POIDS", "%d kg" % r.randint(48, 92))), "poids")])]
    s2 = [("h", "Appareillage"),
          ("tab", ["Référence", "Taille", "Quantité / mois", "Lot"],
           [[R(K("DISPOSITIF", "SenSura Mio Convex")), R(K("MESURE", "%d mm" % (diam + 5))), R("30"), R(K("LOT", "C%d" % r.randint(10000, 99999)))],
            [R(K("DISPOSITIF", "Esteem+ poche fermée")), R(K("MESURE", "%d mm" % (diam + 10))), R("90"), R(K("LOT", "E%d" % r.randint(10000, 99999)))],
            [R(K("DISPOSITIF", "Brava pâte")), R(K("MESURE", "60 g")), R("2"), R(K("LOT", "B%d" % r.randint(10000, 99999)))]],
           ("Fourniture", 2, 2))]
    s3 = [("h", "Prestataire"),
          ("p", R("Livraison par ", V("ETABLISSEMENT", prest, "prestataire"), ", tél. ", V("TELEPHONE", ids.phone(r, False, 1)),
                  ", sur ordonnance ", V("IDENTIFIANT", c.ordno, "ordonnance"), ".")), ("p", insurer_line(c))]
    s4 = [("h", "Éducation"),
          ("p", R("Selles de type 4 sur l'échelle de ", K("EPONYME", "Bristol"), ". Vidange autonome ; l'aidant, ",
                  c.person(c.rel, "aidant", True, "title"), " (", c.rel_link, "), assiste aux changements. ", c.hom(), "."))]
    rows = [[R(c.d(7 * k)), R(K("MESURE", "%d mm" % (diam - k))), R(K("SCORE", "SACS L%d" % (2 - k % 2))),
             R(V("NOM", c.nurse.up, "soignant"))] for k in range(3)]
    s5 = [("h", "Suivi"), ("tab", ["Date", "Diamètre", "Peau", "Stomathérapeute"], rows, None),
          ("p", R("Stomathérapeute : ", c.person(c.nurse, "soignant"), ", ADELI ", V("ADELI", c.nurse_adeli), ".")),
          ("p", relative_line(c))]
    return [identity(c) + s1, s2, s3, s4, s5, signature(c, 0)]


BUILDERS = {"sspi_reveil": sspi, "clinique_avk": avk, "evaluation_sociale": social,
            "enquete_tuberculose": tuberculose, "centre_brules": brules, "stomatherapie": stomie}


def build(seed: int, i: int, family: str, fam_index: int, k: int) -> Doc:
    shape = SHAPES[(k + fam_index) % 6]
    c = Ctx(seed, i, shape)
    secs = BUILDERS[shape](c)
    secs = [[b for b in s if not (b[0] == "p" and not b[1])] for s in secs]
    n = 1 + (i + k) % 3
    if n == 1:
        pages = [secs[0] + secs[1] + secs[5]]
    elif n == 2:
        pages = [secs[0] + secs[1], secs[2] + secs[3] + secs[5]]
    else:
        pages = [secs[0] + secs[1], secs[2] + secs[3], secs[4] + secs[5]]
    name = "as%03d_%s_%s" % (i, family, shape)
    doc = Doc(name=name, family=family, shape=shape, title=TITLES[shape], letterhead=letterhead(c),
              head=head(c), foot=foot(c), sticker=sticker(c), pages=pages)
    if i % 3 == 0:
        doc.meta_title = "%s %s - %s" % (c.pat.up, c.pat.first, TITLES[shape])
        doc.meta_items = [{"kind": "NOM", "text": c.pat.up, "field": "Info/Title", "critical": True, "probes": [c.pat.up]},
                          {"kind": "PRENOM", "text": c.pat.first, "field": "Info/Title", "critical": True,
                           "probes": [c.pat.first]}]
    else:
        doc.meta_title = "%s - %s" % (TITLES[shape], c.sigle)
    doc.info = {"ctx": c}
    return doc
