"""The six document shapes of corpus AT and the parts every document shares.

A document is a list of planned pages, each a list of blocks:
  ("letterhead", left_runs, right_runs)   two-column header (establishment | patient identity)
  ("title", str) / ("h", str)             document title / section heading
  ("p", run)                              paragraph
  ("kv", [(label, run), ...])             labelled fields
  ("table", header_runs, rows, widths)    table (cells are runs; widths are fractions)
  ("checks", [(checked, run), ...])       check boxes
  ("sticker", runs)                       patient label (étiquette)
  ("sign", runs)                          signature block
plus a running head and foot (runs, with the patient's identity) printed on every page.
"""
from __future__ import annotations

import datetime
import random
from dataclasses import dataclass, field

from . import ids
from .model import D, K, R, V, W

SHAPES = ["dialyse_peritoneale", "chambre_implantable", "nutrition_enterale", "myelogramme", "suivi_epilepsie",
          "hepatite_c"]


@dataclass
class Person:
    first: str
    last: str
    sex: int = 1
    birth: str = ""  # birth name (women)

    def cap(self) -> str:
        return self.last.upper()


@dataclass
class Doc:
    name: str
    family: int
    shape: str
    title: str
    pages: list
    head: list
    foot: list
    meta_title: str
    meta_items: list = field(default_factory=list)


def _person(r, used, female=None, homonym=None):
    if female is None:
        female = r.random() < 0.5
    while True:
        last = homonym or (r.choice(ids.PARTICLES) if r.random() < 0.18 else r.choice(ids.SURNAMES))
        first = r.choice(ids.FIRST_F if female else ids.FIRST_M)
        if (last, first) not in used and last not in {u[0] for u in used} or homonym:
            used.add((last, first))
            return Person(first, last, 2 if female else 1)


def _case(s: str, style: int) -> str:
    return [s.upper(), s, s.lower()][style % 3]


class Builder:
    """Draws every fictional value of one document."""

    def __init__(self, seed: int, i: int, family: int, k: int, shape: str, pages: int):
        self.r = r = random.Random(seed * 1000 + i)
        self.i, self.family, self.k, self.shape, self.npages = i, family, k, shape, pages
        used: set = set()
        self.hom = ids.HOMONYMS[i % len(ids.HOMONYMS)] if i % 3 != 2 else None
        female = r.random() < 0.55
        self.pat = _person(r, used, female)
        if female and r.random() < 0.7:
            self.pat.birth = r.choice([s for s in ids.SURNAMES if s != self.pat.last])
        self.pat_town = r.choice(ids.TOWNS)
        self.dob = datetime.date(r.randint(1938, 2006), r.randint(1, 12), r.randint(1, 28))
        self.birth_town = r.choice([t for t in ids.TOWNS if t != self.pat_town])
        self.estab, self.sigle = ids.ESTABS[(i + family) % len(ids.ESTABS)]
        self.est_town = r.choice(ids.TOWNS)
        self.finess = ids.finess(r, self.est_town[2])
        self.ipp = ids.digits(r, 1) + ids.digits(r, r.choice([8, 9]))
        self.ipp = str(r.randint(1, 9)) + self.ipp[1:]
        yy = r.choice([23, 24, 25])
        self.nda = r.choice(["%d%s" % (yy, ids.digits(r, 7)), "NDA%d-%s" % (yy, ids.digits(r, 6)),
                             "S%d/%s" % (yy, ids.digits(r, 5))])
        n13 = ids.nir13(r, self.pat.sex, self.dob, self.birth_town[2])
        self.nir13, self.nirkey = n13, ids.nir_key(n13)
        self.doctor = _person(r, used, homonym=self.hom[0] if self.hom and i % 2 == 0 else None)
        self.doc_rpps = ids.rpps(r)
        self.gp = _person(r, used)
        self.gp_rpps = ids.rpps(r)
        self.gp_town = r.choice(ids.TOWNS)
        self.nurse = _person(r, used, homonym=self.hom[0] if self.hom and i % 2 == 1 else None)
        self.nurse_adeli = ids.adeli(r, self.est_town[2])
        self.rel = _person(r, used)
        self.rel_kind = r.choice(["épouse", "époux", "fille", "fils", "sœur", "frère", "compagne", "compagnon"])
        self.care0 = datetime.date(2024, 1, 8) + datetime.timedelta(days=r.randint(0, 500))
        self.lab = r.choice(ids.LABS)
        self.employer = r.choice(ids.EMPLOYERS)
        self.insurer = r.choice(ids.INSURERS)
        self.caisse = r.choice(ids.CAISSES)
        self.member = r.choice(["%s-%s" % (ids.digits(r, 4), ids.digits(r, 5)), "AD%s" % ids.digits(r, 8),
                                ids.digits(r, 10)])
        self.style = r.randint(0, 1000)

    # ------------------------------------------------------------ values
    def v(self, kind, text, sub=""):
        return V(kind, text, sub)

    def addr(self, sub="domicile"):
        r = self.r
        return V("ADRESSE", "%d %s %s" % (r.randint(1, 148), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES)), sub)

    def ph(self, mobile=False):
        return V("TELEPHONE", ids.phone(self.r, mobile, self.r.randint(0, 4)))

    def email(self, p: Person, domain=None):
        dom = domain or self.r.choice(["laposte.net", "orange.fr", "free.fr", "gmail.com", "sfr.fr", "wanadoo.fr"])
        local = self.r.choice(["%s.%s", "%s_%s", "%s%s"]) % (ids.slug(p.first), ids.slug(p.last.split()[-1]))
        return V("EMAIL", "%s%s@%s" % (local, self.r.choice(["", str(self.r.randint(2, 99))]), dom))

    def nom(self, p: Person, sub, style=0):
        if self.hom and p.last == self.hom[0]:
            style = style % 2  # never print the homonym surname in lower case (it is the kept word)
        return V("NOM", _case(p.last, style), sub)

    def pre(self, p: Person, sub, style=1):
        return V("PRENOM", _case(p.first, style), sub)

    def dob_v(self, style=None):
        return V("DATE_NAISSANCE", ids.birth_written(self.dob, self.style if style is None else style), "patient")

    def nir_v(self, style=None, ins=False):
        return V("NIR", ids.nir_written(self.nir13, self.nirkey, self.style if style is None else style),
                 "ins" if ins else "")

    def care(self, days):
        return D(ids.care(self.care0 + datetime.timedelta(days=days)))

    def pat_name(self, style=0, first_style=1):
        return [self.nom(self.pat, "patient", style), " ", self.pre(self.pat, "patient", first_style)]

    def dr(self, p: Person, sub="medecin", style=0):
        return ["Dr ", self.pre(p, sub, 1), " ", self.nom(p, sub, style)]

    def est(self):
        return V("ETABLISSEMENT", self.estab, "etablissement")

    def sig(self):
        return V("ETABLISSEMENT", self.sigle, "sigle")

    def born(self):
        return "née" if self.pat.sex == 2 else "né"


# ---------------------------------------------------------------- shared parts


def letterhead(b: Builder, service: str) -> tuple:
    r = b.r
    left = [R(b.est(), " (", b.sig(), ")"), R(service),
            R(b.addr("etablissement"), ", ", V("CODE_POSTAL", b.est_town[1]), " ", V("VILLE", b.est_town[0], "etablissement")),
            R("Secrétariat : ", b.ph()),
            R("FINESS ", V("FINESS", b.finess), " – id. structure ", V("FINESS", "1" + b.finess, "idnat"))]
    if r.random() < 0.6:
        left.append(R("Courriel : ", V("EMAIL", "secretariat.%s@%s.fr" % (ids.slug(service.split()[-1]), ids.slug(b.sigle).replace(".", "").replace("-", "")), "service")))
    p = b.pat
    right = [R("Patient(e) : ", b.pat_name(0, 1))]
    if p.birth:
        right.append(R("Nom de naissance : ", V("NOM", _case(p.birth, b.style // 3), "naissance")))
    right.append(R("Né(e) le : ", b.dob_v()))
    right.append(R("IPP : ", V("IPP", b.ipp), "   NDA : ", V("NUM_SEJOUR", b.nda)))
    right.append(R("UF 4%02d – chambre " % r.randint(10, 60), K("SALLE", "%d-%02d" % (r.randint(1, 4), r.randint(1, 40))),
                   " lit ", K("SALLE", "%s" % r.choice("ABC"))))
    return ("letterhead", left, right)


def identity_kv(b: Builder) -> tuple:
    r = b.r
    p = b.pat
    rows = [("Nom d'usage", R(b.nom(p, "patient", 0))), ("Prénom(s)", R(b.pre(p, "patient", 1)))]
    if p.birth:
        rows.append(("Nom de naissance", R(V("NOM", p.birth.upper(), "naissance"))))
    rows.append(("Date de naissance", R(b.dob_v((b.style + 4) % 12))))
    rows.append(("Lieu de naissance", R(V("VILLE", b.birth_town[0], "naissance"), " (%s)" % b.birth_town[2])))
    ins = r.random() < 0.5
    rows.append(("Matricule INS" if ins else "N° de sécurité sociale", R(b.nir_v(None, ins))))
    rows.append(("Adresse", R(b.addr())))
    rows.append(("Commune", R(V("CODE_POSTAL", b.pat_town[1]), " ", V("VILLE", b.pat_town[0], "domicile"))))
    rows.append(("Téléphone", R(b.ph(True), " / ", b.ph())))
    rows.append(("Courriel", R(b.email(p))))
    rows.append(("Caisse", R(V("ORGANISME", b.caisse, "caisse"))))
    rows.append(("Complémentaire", R(V("ORGANISME", b.insurer, "mutuelle"), " n° ", V("NUM_ADHERENT", b.member))))
    return ("kv", rows)


def people_kv(b: Builder) -> tuple:
    rel = b.rel
    gpaddr = b.addr("cabinet")
    rows = [("Personne de confiance", R(b.pre(rel, "proche", 1), " ", b.nom(rel, "proche", b.style % 2), " (%s) – " % b.rel_kind, b.ph(True))),
            ("Médecin traitant", R(b.dr(b.gp, "medecin", 1), ", ", gpaddr, ", ", V("CODE_POSTAL", b.gp_town[1]), " ",
                                   V("VILLE", b.gp_town[0], "cabinet"), " – RPPS ", V("RPPS", b.gp_rpps))),
            ("Infirmier(ère) référent(e)", R(b.pre(b.nurse, "soignant", 1 + (b.style % 2)), " ",
                                           b.nom(b.nurse, "soignant", b.style % 3), " – ADELI ", V("ADELI", b.nurse_adeli)))]
    if b.i % 2:
        rows.append(("Employeur", R(V("ETABLISSEMENT", b.employer, "employeur"))))
    return ("kv", rows)


def signature(b: Builder, days: int) -> tuple:
    rp = b.doc_rpps
    return ("sign", [R("Fait à ", V("VILLE", b.est_town[0], "lieu_redaction"), ", le ", b.care(days)),
                     R(b.dr(b.doctor, "medecin", b.style % 2)),
                     R("RPPS ", V("RPPS", rp), " – IdNat ", V("RPPS", "8" + rp, "idnat")),
                     R("Copie : ", b.dr(b.gp, "medecin", 0), ", médecin traitant")])


def head_foot(b: Builder) -> tuple:
    st = b.style % 3
    if st == 0:
        head = R(b.sig(), " · ", b.pat_name(0, 1), " · IPP ", V("IPP", b.ipp))
    elif st == 1:
        head = R(b.nom(b.pat, "patient", 0), ", ", b.pre(b.pat, "patient", 1), " – ", b.born(), "(e) le ",
                 V("DATE_NAISSANCE", ids.birth_written(b.dob, 1), "patient"), " – séjour ", V("NUM_SEJOUR", b.nda))
    else:
        head = R("Dossier ", V("IPP", b.ipp), " | ", b.est())
    foot = R(b.pat_name(0, 1), " – ", V("DATE_NAISSANCE", ids.birth_written(b.dob, 0), "patient"), " – IPP ",
             V("IPP", b.ipp), " – ", b.sig(), " – FINESS ", V("FINESS", b.finess))
    return head, foot


def sticker(b: Builder) -> tuple:
    if b.style % 2:  # birth date glued to the name, as some label printers do
        return ("sticker", [R(b.nom(b.pat, "patient", 0), " ", b.pre(b.pat, "patient", 1), "(",
                              V("DATE_NAISSANCE", ids.birth_written(b.dob, 5), "patient"), ")"),
                            R("IPP:", V("IPP", b.ipp), " NDA:", V("NUM_SEJOUR", b.nda))])
    return ("sticker", [R(b.nom(b.pat, "patient", 0), " ", b.pre(b.pat, "patient", 0)),
                        R(b.born(), " le ", V("DATE_NAISSANCE", ids.birth_written(b.dob, 9), "patient"), " ", "F" if b.pat.sex == 2 else "M"),
                        R("IPP ", V("IPP", b.ipp), " NDA ", V("NUM_SEJOUR", b.nda))])


# ---------------------------------------------------------------- shapes
def lab_rows(b, rows, ncol):
    """rows: (name, unit, [values], range, loinc)."""
    out = []
    for name, unit, vals, rng, loinc in rows:
        cells = [R(name + (" (%s)" % unit if unit else ""))]
        cells += [R(K("BIOLOGIE", v)) for v in vals[:ncol]]
        cells.append(R(K("INTERVALLE", rng)) if rng else R("—"))
        cells.append(R(K("LOINC", loinc)) if loinc else R("—"))
        out.append(cells)
    return out


def shape_dialyse(b: Builder) -> list:
    r = b.r
    labno = "%s%s" % (r.choice(["L", "B", "DL"]), ids.digits(r, 8))
    secs = []
    secs.append(("h", "Motif et histoire"))
    secs.append(("p", R("Suivi en dialyse péritonéale automatisée (DPA) pour insuffisance rénale chronique stade 5 ",
                        K("CIM10", "N18.5"), " sur néphropathie diabétique ", K("CIM10", "E11.2"),
                        ". Cathéter de ", K("EPONYME", "Tenckhoff"), " posé le ", b.care(-220), " (acte ",
                        K("CCAM", "JVJB001"), "). Cycleur ", K("DISPOSITIF", "HomeChoice Claria"), ", poches ",
                        K("MEDICAMENT", "Physioneal 40 1,36 %"), " et ", K("MEDICAMENT", "Extraneal 7,5 %"),
                        " pour la longue stase. Diurèse résiduelle ", K("MESURE", "850 mL/24 h"), ".")))
    secs.append(("h", "Résultats biologiques – antériorités"))
    dates = [b.care(-84), b.care(-42), b.care(0)]
    hdr = [R("Analyse")] + [R(d) for d in dates] + [R("Réf."), R("LOINC")]
    rows = [("Urée", "mmol/L", ["%.1f" % r.uniform(14, 28) for _ in range(3)], "2,5 – 7,5", "22664-7"),
            ("Créatinine", "µmol/L", [str(r.randint(520, 780)) for _ in range(3)], "45 – 104", "14682-9"),
            ("Potassium", "mmol/L", ["%.1f" % r.uniform(3.4, 5.4) for _ in range(3)], "3,5 – 5,0", "2823-3"),
            ("Hémoglobine", "g/dL", ["%.1f" % r.uniform(9.5, 12.4) for _ in range(3)], "12,0 – 16,0", "718-7"),
            ("Kt/V hebdo.", "", ["%.2f" % r.uniform(1.6, 2.2) for _ in range(3)], "≥ 1,70", "")]
    rows = [(n, u, [x.replace(".", ",") for x in vals], g, l) for n, u, vals, g, l in rows]
    secs.append(("table", hdr, lab_rows(b, rows, 3), [0.26, 0.13, 0.13, 0.13, 0.2, 0.15]))
    secs.append(("p", R("Prélèvements : ", V("ETABLISSEMENT", b.lab, "laboratoire"), ", dossier n° ",
                        V("NUM_DOSSIER_LABO", labno), ". Test d'équilibration péritonéale (PET) : D/P créatinine ",
                        K("BIOLOGIE", "0,71"), ", profil moyen-haut.")))
    secs.append(("h", "Prescription de dialyse"))
    secs.append(("checks", [(True, R("DPA nocturne 5 cycles de ", K("DOSE", "2 000 mL"))), (False, R("DPCA 4 échanges")),
                            (True, R("Icodextrine longue stase")), (r.random() < 0.5, R("Livraison à domicile")),
                            (False, R("Hémodialyse de repli"))]))
    prov, psig = ids.PROVIDERS[0]
    secs.append(("p", R("Matériel livré par ", V("ETABLISSEMENT", prov, "prestataire"), " (", V("ETABLISSEMENT", psig, "prestataire"),
                        "), ordonnance n° ", V("IDENTIFIANT", "ORD-%s" % ids.digits(r, 7), "ordonnance"),
                        ". Époétine bêta ", K("DOSE", "4 000 UI"), " par semaine (", K("ATC", "B03XA01"), "), lot ",
                        K("LOT", "EB%s" % ids.digits(r, 5)), ". Poids sec ", K("POIDS", "%d,%d kg" % (r.randint(58, 92), r.randint(0, 9))), ".")))
    return secs


def shape_chambre(b: Builder) -> list:
    r = b.r
    acc = "%s%s" % (r.choice(["RX", "ACC", "IR"]), ids.digits(r, 9))
    secs = [("h", "Indication"),
            ("p", R("Pose de chambre à cathéter implantable pour chimiothérapie d'un adénocarcinome du côlon ",
                    K("CIM10", "C18.7"), " (protocole ", K("MEDICAMENT", "FOLFOX 6 modifié"), "). Examen n° ",
                    V("NUM_ACCESSION", acc), ", demande n° ", V("IDENTIFIANT", "DEM-%s" % ids.digits(r, 6), "demande"), ".")),
            ("h", "Compte rendu opératoire"),
            ("p", R("Le ", b.care(0), ", en salle ", K("SALLE", "IR-%d" % r.randint(1, 4)),
                    ", sous anesthésie locale (", K("MEDICAMENT", "lidocaïne 1 %"), ", ", K("DOSE", "10 mL"),
                    "), ponction échoguidée de la veine jugulaire interne droite. Mise en place d'un boîtier ",
                    K("DISPOSITIF", "PowerPort ClearVUE isp 8 Fr"), ", lot ", K("LOT", "RE%s" % ids.digits(r, 6)),
                    ", extrémité du cathéter à la jonction atrio-cave. Aiguille de ", K("EPONYME", "Huber"), " ",
                    K("DISPOSITIF", "20 G 20 mm"), ". Acte ", K("CCAM", "EBLA003"), ".")),
            ("table", [R("Paramètre"), R("Valeur"), R("Commentaire")],
             [[R("Scopie"), R(K("MESURE", "%d,%d s" % (r.randint(8, 40), r.randint(0, 9)))), R("PDS ", K("MESURE", "%d mGy.cm²" % r.randint(30, 90)))],
              [R("Longueur cathéter"), R(K("MESURE", "%d cm" % r.randint(14, 19))), R("recoupé")],
              [R("Plaquettes"), R(K("BIOLOGIE", "%d G/L" % r.randint(160, 380))), R("norme ", K("INTERVALLE", "150 – 400 G/L"))],
              [R("TP"), R(K("BIOLOGIE", "%d %%" % r.randint(78, 100))), R("INR ", K("BIOLOGIE", "1,0%d" % r.randint(0, 9)))],
              [R("EVA post-geste"), R(K("SCORE", "%d/10" % r.randint(0, 3))), R("paracétamol ", K("DOSE", "1 g"))]],
             [0.34, 0.26, 0.4]),
            ("h", "Consignes"),
            ("checks", [(True, R("Radiographie thoracique de contrôle faite")), (True, R("Pansement occlusif 48 h")),
                        (False, R("Ablation des fils à J10")), (True, R("Carnet de surveillance remis au patient"))]),
            ("p", R("Rinçage pulsé ", K("DOSE", "10 mL"), " de NaCl 0,9 % après chaque utilisation ; héparine non nécessaire.")),
            ]
    return secs


def shape_nutrition(b: Builder) -> list:
    r = b.r
    prov, psig = ids.PROVIDERS[1]
    poids = r.randint(41, 63)
    return [("h", "Contexte"),
            ("p", R("Dénutrition sévère ", K("CIM10", "E43"), " après accident vasculaire cérébral ", K("CIM10", "I63.4"),
                    " avec troubles de la déglutition. Gastrostomie per-endoscopique le ", b.care(-30), " (", K("CCAM", "HPLE001"),
                    "), sonde ", K("DISPOSITIF", "Freka PEG 15 CH"), ". IMC ", K("MESURE", "%d,%d kg/m²" % (r.randint(15, 18), r.randint(0, 9))), ".")),
            ("h", "Évolution pondérale et biologique"),
            ("table", [R("Date"), R("Poids"), R("Albumine"), R("Préalbumine"), R("CRP")],
             [[R(b.care(d)), R(K("POIDS", "%d,%d kg" % (poids + n, r.randint(0, 9)))), R(K("BIOLOGIE", "%d g/L" % r.randint(24, 36))),
               R(K("BIOLOGIE", "0,%02d g/L" % r.randint(10, 28))), R(K("BIOLOGIE", "%d mg/L" % r.randint(2, 40)))]
              for n, d in enumerate((-30, -14, 0))],
             [0.22, 0.18, 0.2, 0.2, 0.2]),
            ("p", R("Norme albumine ", K("INTERVALLE", "35 – 50 g/L"), ", préalbumine ", K("INTERVALLE", "0,20 – 0,40 g/L"),
                    ". Score NRS-2002 ", K("SCORE", "%d" % r.randint(3, 6)), ", MNA ", K("SCORE", "%d/30" % r.randint(10, 17)), ".")),
            ("h", "Prescription de nutrition entérale"),
            ("checks", [(True, R("Nutrition continue par pompe ", K("DISPOSITIF", "Flocare Infinity"))), (False, R("Bolus à la seringue")),
                        (True, R(K("MEDICAMENT", "Fresubin 2 kcal HP Fibre"), " ", K("DOSE", "1 000 mL/j"))),
                        (True, R("Eau ", K("DOSE", "500 mL"), " en rinçages"))]),
            ("p", R("Débit ", K("DEBIT", "80 mL/h"), " sur 12 h. Prestataire : ", V("ETABLISSEMENT", prov, "prestataire"), " (",
                    V("ETABLISSEMENT", psig, "prestataire"), "), prescription n° ",
                    V("IDENTIFIANT", "PN%s" % ids.digits(r, 8), "ordonnance"), ", code ", K("CODE", "LPP 1136440"), ". Diététicienne : ",
                    b.pre(b.nurse, "soignant", 1), " ", b.nom(b.nurse, "soignant", 0), ".")),
            ]


def shape_myelo(b: Builder) -> list:
    r = b.r
    labno = "H%s-%s" % (r.choice(["24", "25"]), ids.digits(r, 6))
    form = [("Blastes", "%d,%d" % (r.randint(0, 4), r.randint(0, 9)), "0,0 – 5,0"), ("Promyélocytes", "%d,%d" % (r.randint(1, 4), r.randint(0, 9)), "1,0 – 4,0"),
            ("Myélocytes", "%d,%d" % (r.randint(8, 16), r.randint(0, 9)), "10,0 – 20,0"), ("Érythroblastes", "%d,%d" % (r.randint(15, 32), r.randint(0, 9)), "15,0 – 30,0"),
            ("Lymphocytes", "%d,%d" % (r.randint(8, 20), r.randint(0, 9)), "5,0 – 20,0"), ("Plasmocytes", "%d,%d" % (r.randint(0, 3), r.randint(0, 9)), "0,0 – 3,0")]
    return [("h", "Renseignements cliniques"),
            ("p", R("Bicytopénie découverte le ", b.care(-21), " : hémoglobine ", K("BIOLOGIE", "%d,%d g/dL" % (r.randint(7, 10), r.randint(0, 9))),
                    ", plaquettes ", K("BIOLOGIE", "%d G/L" % r.randint(40, 120)), ". Suspicion de syndrome myélodysplasique ",
                    K("CIM10", "D46.9"), ". Prescripteur : ", b.dr(b.doctor, "medecin", 2), ".")),
            ("h", "Prélèvement"),
            ("p", R("Ponction sternale le ", b.care(0), " à l'aiguille de ", K("EPONYME", "Mallarmé"), " ",
                    K("DISPOSITIF", "16 G"), ", acte ", K("CCAM", "FEHB001"), ". Dossier laboratoire ", V("NUM_DOSSIER_LABO", labno),
                    ", ", V("ETABLISSEMENT", b.lab, "laboratoire"), ". Coloration de ", K("EPONYME", "May-Grünwald-Giemsa"), " et de ",
                    K("EPONYME", "Perls"), ".")),
            ("h", "Formule médullaire"),
            ("table", [R("Lignée"), R("Résultat (%)"), R("Valeurs usuelles (%)")],
             [[R(n), R(K("BIOLOGIE", v)), R(K("INTERVALLE", g))] for n, v, g in form], [0.4, 0.25, 0.35]),
            ("checks", [(True, R("Moelle riche")), (False, R("Mégacaryocytes absents")), (True, R("Sidéroblastes en couronne < 15 %")),
                        (r.random() < 0.5, R("Caryotype adressé"))]),
            ("p", R("Score IPSS-R ", K("SCORE", "%d,%d" % (r.randint(1, 5), r.randint(0, 9))), ". Conclusion : aspect compatible avec un ",
                    "syndrome myélodysplasique de bas risque. Numération à recontrôler (", K("LOINC", "26515-7"), ").")),
            ]


def shape_epilepsie(b: Builder) -> list:
    r = b.r
    acc = "EEG%s" % ids.digits(r, 7)
    young = b.dob.year >= 2004
    rows = [[R(b.care(d)), R(K("BIOLOGIE", "%d mg/L" % r.randint(45, 95))), R(K("DOSE", "%d mg/j" % dose)), R(K("SCORE", "%d" % cr))]
            for d, dose, cr in ((-180, 1000, 4), (-90, 1500, 2), (0, 1500, 0))]
    school_or_work = (R("Scolarité : ", V("ETABLISSEMENT", r.choice(ids.SCHOOLS), "ecole"), ", aménagement demandé.") if young else
                      R("Activité professionnelle : agent de fabrication chez ", V("ETABLISSEMENT", b.employer, "employeur"),
                        ", pas de travail en hauteur."))
    return [("h", "Histoire de l'épilepsie"),
            ("p", R("Épilepsie focale temporale gauche ", K("CIM10", "G40.2"), " depuis ", K("DELAI", "6 ans"),
                    ". IRM du ", b.care(-200), " : sclérose hippocampique. EEG n° ", V("NUM_ACCESSION", acc),
                    " : pointes temporales gauches.")),
            ("h", "Traitement et dosages – antériorités"),
            ("table", [R("Date"), R("Valproémie"), R("Dose"), R("Crises / mois")], rows, [0.25, 0.25, 0.25, 0.25]),
            ("p", R("Zone thérapeutique ", K("INTERVALLE", "50 – 100 mg/L"), ". ", K("MEDICAMENT", "Dépakine Chrono 500 mg"),
                    " (", K("ATC", "N03AG01"), "), ", K("MEDICAMENT", "lévétiracétam"), " ", K("DOSE", "500 mg"), " x 2 (",
                    K("ATC", "N03AX14"), "). Échelle de ", K("EPONYME", "Liverpool"), " : ", K("SCORE", "%d" % r.randint(20, 45)), ".")),
            ("p", school_or_work),
            ("h", "Conduite automobile et sécurité"),
            ("checks", [(False, R("Permis de conduire autorisé")), (True, R("Information sur l'arrêté du 28 mars 2022 donnée")),
                        (True, R("Éviter bains seuls et baignade")), (r.random() < 0.5, R("Demande de reconnaissance de handicap"))]),
            ]


def shape_vhc(b: Builder) -> list:
    r = b.r
    labno = "%s%s" % (r.choice(["V", "HC"]), ids.digits(r, 9))
    loads = ["%d %03d" % (r.randint(100, 900), r.randint(0, 999)), "< 15", "non détectée"]
    return [("h", "Bilan initial"),
            ("p", R("Hépatite C chronique ", K("CIM10", "B18.2"), ", génotype ", K("BIOLOGIE", "3a"), ", découverte le ", b.care(-120),
                    ". Élastométrie ", K("DISPOSITIF", "FibroScan 530"), " : ", K("MESURE", "%d,%d kPa" % (r.randint(6, 14), r.randint(0, 9))),
                    " (", K("SCORE", "F2"), "). Score APRI ", K("SCORE", "0,%d" % r.randint(4, 9)), ".")),
            ("h", "Suivi virologique"),
            ("table", [R("Date"), R("ARN VHC (UI/mL)"), R("ALAT (UI/L)"), R("Plaquettes (G/L)")],
             [[R(b.care(d)), R(K("BIOLOGIE", lv)), R(K("BIOLOGIE", "%d" % r.randint(18, 140))), R(K("BIOLOGIE", "%d" % r.randint(150, 320)))]
              for d, lv in zip((-120, -28, 0), loads)], [0.22, 0.3, 0.24, 0.24]),
            ("p", R("Laboratoire ", V("ETABLISSEMENT", b.lab, "laboratoire"), ", dossier ", V("NUM_DOSSIER_LABO", labno),
                    ". ALAT : norme ", K("INTERVALLE", "< 35 UI/L"), " (", K("LOINC", "1742-6"), ").")),
            ("h", "Traitement"),
            ("p", R(K("MEDICAMENT", "Epclusa"), " (sofosbuvir/velpatasvir ", K("DOSE", "400 mg/100 mg"), ", ", K("ATC", "J05AP55"),
                    ") un comprimé par jour pendant ", K("DELAI", "12 semaines"), ", lot ", K("LOT", "GS%s" % ids.digits(r, 5)),
                    ". RCP d'hépatologie du ", b.care(-60), ". Ordonnance n° ", V("IDENTIFIANT", "%s" % ids.digits(r, 11), "ordonnance"), ".")),
            ("checks", [(True, R("Réponse virologique soutenue à S12")), (False, R("Recontamination")),
                        (True, R("Dépistage de l'entourage proposé")), (r.random() < 0.5, R("Vaccination hépatite B à faire"))]),
            ]


SHAPE_FUN = {"dialyse_peritoneale": (shape_dialyse, "Consultation de dialyse péritonéale", "Service de néphrologie"),
             "chambre_implantable": (shape_chambre, "Compte rendu de pose de chambre implantable", "Service de radiologie interventionnelle"),
             "nutrition_enterale": (shape_nutrition, "Prescription de nutrition entérale à domicile", "Unité transversale de nutrition"),
             "myelogramme": (shape_myelo, "Compte rendu de myélogramme", "Laboratoire d'hématologie"),
             "suivi_epilepsie": (shape_epilepsie, "Consultation d'épileptologie", "Service de neurologie"),
             "hepatite_c": (shape_vhc, "Suivi d'hépatite C", "Service d'hépato-gastro-entérologie")}

FAMILY_NAMES = {1: "grolist", 2: "typstlab", 3: "fpdfform", 0: "rlletter"}


def build(seed: int, i: int) -> Doc:
    family = i % 4
    k = (i - 1) // 4
    shape = SHAPES[(k + family) % 6]
    npages = 1 + (i + k) % 3
    b = Builder(seed, i, family, k, shape, npages)
    fun, title, service = SHAPE_FUN[shape]
    blocks_shape = fun(b)
    head, foot = head_foot(b)
    first = [letterhead(b, service), ("title", title)]
    if family == 0 or b.style % 2:
        first.append(sticker(b))
    first.append(("h", "Identité et couverture sociale"))
    first.append(identity_kv(b))
    tail = [("h", "Entourage et intervenants"), people_kv(b)]
    if b.hom:
        word = b.hom[1]
        tail.append(("p", R("Mode de vie : vit avec son ", b.rel_kind if b.rel_kind in ("époux", "fils", "frère", "compagnon") else "entourage",
                            "; ancien métier de ", W(word), " exercé dans la région, ", "loisirs : marche.")))
    tail.append(("p", R("Prochain rendez-vous le ", b.care(28 + b.r.randint(0, 30)), ". Joignable au secrétariat.")))
    tail.append(signature(b, 1))
    allb = first + blocks_shape + tail
    # spread the blocks over the planned pages (headings stay with what follows)
    groups, cur = [], []
    for blk in allb:
        if blk[0] == "h" and cur:
            groups.append(cur)
            cur = []
        cur.append(blk)
    groups.append(cur)
    pages = [[] for _ in range(npages)]
    n = len(groups)
    for gi, g in enumerate(groups):
        pages[min(npages - 1, gi * npages // n)].extend(g)
    for pi in range(1, npages):
        pages[pi].insert(0, ("p", R("Suite du document de ", b.pat_name(0, 1), " (feuillet %d)" % (pi + 1))))
    name = "at%03d_%s_%s" % (i, FAMILY_NAMES[family], shape)
    meta_items = []
    if i % 3 == 0:
        mt = "%s %s - %s" % (b.pat.last.upper(), b.pat.first, title)
        meta_items = [V("NOM", b.pat.last.upper(), "patient"), V("PRENOM", b.pat.first, "patient")]
    else:
        mt = "%s - %s" % (title, b.sigle)
    return Doc(name, family, shape, title, pages, head, foot, mt, meta_items)
