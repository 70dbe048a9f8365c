"""Six new document shapes of corpus BD (French clinical / administrative papers), fictional values.

A document is a dict: title, shape, head (letterhead runs), team (runs), ident (identity run printed in the running
heads / feet), foot (identifier run printed at the foot of every page), sections (three lists of blocks).
Blocks: ("h", text), ("kv", [(caption, run), ...]), ("p", run), ("tab", heads, rows, weights), ("sig", [runs]).
"""
from __future__ import annotations

import datetime

from . import ids
from .model import D, K, R, V, W

SHAPES = ["pv_mediation_cdu", "cr_accouchement", "isolement_contention", "sortie_contre_avis",
          "inventaire_valeurs", "bilan_pre_biotherapie"]
TITLES = {"pv_mediation_cdu": "Procès-verbal de médiation - Commission des usagers",
          "cr_accouchement": "Compte rendu d'accouchement",
          "isolement_contention": "Surveillance d'une mesure d'isolement et de contention",
          "sortie_contre_avis": "Attestation de sortie contre avis médical",
          "inventaire_valeurs": "Inventaire des biens et valeurs déposés",
          "bilan_pre_biotherapie": "Bilan pré-thérapeutique avant biothérapie"}


class World:
    """Every fictional value of one document."""

    def __init__(self, r, shape):
        self.r = r
        self.cs = r.randint(0, 2)  # caption style: 0 French words, 1 abbreviated, 2 capitals
        female = shape == "cr_accouchement" or r.random() < 0.5
        self.female = female
        self.sex = 2 if female else 1
        self.first = r.choice(ids.FIRST_F if female else ids.FIRST_M)
        self.last = r.choice(ids.SURNAMES + ids.PARTICLES)
        self.birth_last = r.choice(ids.SURNAMES) if female and r.random() < 0.7 else None
        y = 1988 + r.randint(0, 12) if shape == "cr_accouchement" else r.randint(1938, 2001)
        self.dob = datetime.date(y, r.randint(1, 12), r.randint(1, 28))
        self.town, self.cp, self.dept = r.choice(ids.TOWNS)
        self.btown, _, self.bdept = r.choice(ids.TOWNS)
        n13 = ids.nir13(r, self.sex, self.dob, self.bdept)
        self.nir = ids.nir_written(n13, ids.nir_key(n13), r.randint(0, 5))
        self.ipp = r.choice(["%010d" % r.randint(10 ** 8, 10 ** 10 - 1), "P" + ids.digits(r, 8),
                             "%s-%s" % (ids.digits(r, 3), ids.digits(r, 6))])
        self.sej = r.choice(["S25-%06d" % r.randint(1, 999999), "NDA " + ids.digits(r, 9),
                             "25%07d" % r.randint(0, 9999999)])
        if self.sej.startswith("NDA "):
            self.sej = self.sej[4:]
        self.addr = "%d %s %s" % (r.randint(1, 140), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
        self.tel = ids.phone(r, True, r.randint(0, 5))
        self.tel2 = ids.phone(r, False, r.randint(0, 5))
        fold = ids.ascii_fold(self.last).lower().replace(" ", "").replace("'", "")
        self.mail = r.choice(["%s.%s@orange.fr", "%s%s@laposte.net", "%s_%s@gmail.com"]) % (
            ids.ascii_fold(self.first).lower().replace("-", ""), fold)
        self.estab, self.sigle = r.choice(ids.ESTABS)
        self.etown, self.ecp, self.edept = r.choice(ids.TOWNS)
        self.finess = ids.finess(r, self.edept)
        self.eaddr = "%d %s %s" % (r.randint(1, 90), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
        self.etel = ids.phone(r, False, r.randint(0, 5))
        self.email_e = r.choice(["secretariat", "accueil", "cdu", "direction.qualite", "bureau.entrees"]) + "@" + \
            self.sigle.lower() + r.choice(["-sante.fr", ".fr", "-hopital.fr"])
        self.employer = r.choice(ids.EMPLOYERS)
        self.insurer = r.choice(ids.INSURERS)
        self.member = r.choice(["%09d" % r.randint(10 ** 7, 10 ** 9 - 1), "ADH-" + ids.digits(r, 7),
                                "%s %s %s" % (ids.digits(r, 3), ids.digits(r, 3), ids.digits(r, 3))])
        self.lab = r.choice(ids.LABS)
        self.labno = r.choice(["%s%s" % ("25", ids.digits(r, 8)), "DL-" + ids.digits(r, 7)])
        used = {self.last}
        self.docs = []
        homs = list(ids.HOMONYMS)
        r.shuffle(homs)
        for k in range(4):
            if k == 1 and r.random() < 0.8:
                last, word = homs[0]
                self.hom = word
            else:
                last = r.choice([s for s in ids.SURNAMES if s not in used])
            used.add(last)
            fem = r.random() < 0.5
            self.docs.append({"first": r.choice(ids.FIRST_F if fem else ids.FIRST_M), "last": last,
                              "rpps": ids.rpps(r), "adeli": ids.adeli(r, self.edept), "fem": fem})
        if not hasattr(self, "hom"):
            self.hom = None
        d0 = datetime.date(2025, r.randint(1, 10), r.randint(1, 20))
        self.d = [d0 + datetime.timedelta(days=k) for k in range(8)]

    def cap(self, full, abbr):
        return [full, abbr, full.upper()][self.cs]


def pname(w, style):
    """Patient name written in one of several orders and cases (values only, no caption)."""
    last, first = w.last, w.first
    if style == 0:
        return R(V("NOM", last.upper(), "patient"), " ", V("PRENOM", first, "patient"))
    if style == 1:
        return R(V("PRENOM", first, "patient"), " ", V("NOM", last, "patient"))
    if style == 2:
        return R(V("NOM", last.upper(), "patient"), ", ", V("PRENOM", first.upper(), "patient"))
    return R(V("NOM", last, "patient"), " ", V("PRENOM", first, "patient"))


def dname(doc, style=0, title="Dr"):
    if style == 0:
        return R(title + " ", V("PRENOM", doc["first"], "medecin"), " ", V("NOM", doc["last"], "medecin"))
    if style == 1:
        return R(title + " ", V("NOM", doc["last"].upper(), "medecin"), " ", V("PRENOM", doc["first"], "medecin"))
    return R(V("PRENOM", doc["first"][0] + ".", "medecin"), " ", V("NOM", doc["last"], "medecin"))


def dob(w, style=None):
    return V("DATE_NAISSANCE", ids.birth_written(w.dob, w.r.randint(0, 10) if style is None else style))


def common(w):
    r = w.r
    head = [R(V("ETABLISSEMENT", w.estab, "etablissement"), " (", V("ETABLISSEMENT", w.sigle, "sigle"), ")"),
            R(V("ADRESSE", w.eaddr), " - ", V("CODE_POSTAL", w.ecp), " ", V("VILLE", w.etown)),
            R("Tél. ", V("TELEPHONE", w.etel), " - ", V("EMAIL", w.email_e)),
            R("FINESS ", V("FINESS", w.finess))]
    team = []
    roles = ["Chef de service", "Praticien hospitalier", "Cadre de santé", "Interne"]
    for k, doc in enumerate(w.docs[:3]):
        if k == 2:
            team.append(R(roles[2] + " : ", V("PRENOM", doc["first"], "soignant"), " ",
                          V("NOM", doc["last"].upper(), "soignant"), " - ADELI ", V("ADELI", doc["adeli"])))
        else:
            team.append(R(roles[k] + " : ", dname(doc, k % 2), " - RPPS ", V("RPPS", doc["rpps"])))
    st = r.randint(0, 3)
    if st == 0:
        ident = R(V("NOM", w.last.upper(), "patient"), " ", V("PRENOM", w.first, "patient"), " - né" +
                  ("e" if w.female else "") + " le ", dob(w, 0))
    elif st == 1:
        ident = R("Patient : ", V("PRENOM", w.first, "patient"), " ", V("NOM", w.last.upper(), "patient"), " (",
                  dob(w, 4), ")")
    elif st == 2:
        ident = R("Pat. ", V("NOM", w.last.upper(), "patient"), ", ", V("PRENOM", w.first, "patient"), " · DDN ",
                  dob(w, 1))
    else:
        ident = R(V("NOM", w.last, "patient"), " / ", V("PRENOM", w.first, "patient"), " / ", dob(w, 9))
    ft = r.randint(0, 2)
    if ft == 0:
        foot = R("IPP ", V("IPP", w.ipp), " · séjour ", V("NUM_SEJOUR", w.sej))
    elif ft == 1:
        foot = R(V("IPP", w.ipp), " (IPP) - ", V("NUM_SEJOUR", w.sej), " (NDA)")
    else:
        foot = R("Dossier ", V("IPP", w.ipp), " - ", V("ETABLISSEMENT", w.sigle, "sigle"), " - venue ",
                 V("NUM_SEJOUR", w.sej))
    return head, team, ident, foot


def id_fields(w, with_ins=True, with_contact=True):
    c = w.cap
    f = [(c("Nom d'usage", "Nom us."), R(V("NOM", w.last.upper(), "patient")))]
    if w.birth_last:
        f.append((c("Nom de naissance", "Nom naiss."), R(V("NOM", w.birth_last.upper(), "naissance"))))
    f.append((c("Prénom(s)", "Prén."), R(V("PRENOM", w.first, "patient"))))
    f.append((c("Date et lieu de naissance", "DDN / lieu"), R(dob(w), " à ", V("VILLE", w.btown))))
    f.append((c("Identifiant patient (IPP)", "IPP"), R(V("IPP", w.ipp))))
    if with_ins:
        f.append((c("Matricule INS", "INS (NIR)"), R(V("NIR", w.nir))))
    if with_contact:
        f.append((c("Adresse", "Adr."), R(V("ADRESSE", w.addr), ", ", V("CODE_POSTAL", w.cp), " ", V("VILLE", w.town))))
        f.append((c("Téléphone / courriel", "Tél. / mél"), R(V("TELEPHONE", w.tel), " - ", V("EMAIL", w.mail))))
    return f


def sig(w, doc, role):
    return [R("Fait à ", V("VILLE", w.etown), ", le ", D(ids.care(w.d[-1]))), R(role + " : ", dname(doc, 0)),
            R("RPPS ", V("RPPS", doc["rpps"]), " - signature")]


# ------------------------------------------------------------------ shapes
def pv_mediation_cdu(w):
    r, c, d = w.r, w.cap, w.d
    asso, asig = r.choice(ids.ASSOCIATIONS)
    rec = "REC-2025-%04d" % r.randint(1, 9999)
    ru = (r.choice(ids.FIRST_F + ids.FIRST_M), r.choice(ids.SURNAMES))
    s1 = [("h", "Parties présentes"),
          ("kv", [(c("Auteur de la réclamation", "Réclamant"), pname(w, 0)),
                  (c("Né(e) le", "DDN"), R(dob(w))),
                  (c("Demeurant", "Adr."), R(V("ADRESSE", w.addr), ", ", V("CODE_POSTAL", w.cp), " ", V("VILLE", w.town))),
                  (c("Joignable au", "Tél."), R(V("TELEPHONE", w.tel), " ou ", V("EMAIL", w.mail))),
                  (c("Médiateur médical", "Méd. médiateur"), R(dname(w.docs[0], 1), " (RPPS ", V("RPPS", w.docs[0]["rpps"]), ")")),
                  (c("Représentant des usagers", "RU"), R(V("PRENOM", ru[0], "tiers"), " ", V("NOM", ru[1], "tiers"), ", ",
                                                            V("ORGANISME", asso, "association"), " (", V("ORGANISME", asig, "sigle"), ")"))]),
          ("p", R("La séance s'est tenue le ", D(ids.care(d[6])), " à ", K("HORAIRE", "14 h 30"), ", en salle ",
                  K("SALLE", "B 112"), " du bâtiment administratif, en application des articles R. 1112-91 à R. 1112-94 du code de la santé publique."))]
    s2 = [("h", "Objet de la réclamation"),
          ("p", R("Réclamation écrite reçue le ", D(ids.care(d[3])), " sous la référence ", V("IDENTIFIANT", rec, "RECLAMATION"),
                  ", relative au séjour n° ", V("NUM_SEJOUR", w.sej), " en chirurgie orthopédique, chambre ", K("CHAMBRE", "214"),
                  ". Prise en charge d'une fracture du col du fémur (", K("CIM10", "S72.0"), "), classée ", K("EPONYME", "Garden III"),
                  ", traitée par prothèse intermédiaire (", K("CCAM", "NEKA012"), ")."))
          ,("p", R("Le réclamant fait état d'un délai d'attente jugé excessif avant l'intervention et d'une information insuffisante sur "
                   "le traitement anticoagulant (", K("MEDICAMENT", "énoxaparine"), " ", K("DOSE", "4 000 UI"), " par jour, ATC ",
                   K("ATC", "B01AB05"), "). Un proche, ", V("PRENOM", r.choice(ids.FIRST_F), "proche"), " ", V("NOM", w.last, "patient"),
                   ", joignable au ", V("TELEPHONE", w.tel2), ", confirme ces éléments.")),
          ("tab", ["Date", "Heure", "Événement"],
           [[R(D(ids.care(d[0]))), R(K("HORAIRE", "22 h 10")), R("Admission aux urgences, score de ", K("EPONYME", "Glasgow"), " ", K("SCORE", "15"))],
            [R(D(ids.care(d[1]))), R(K("HORAIRE", "16 h 45")), R("Intervention, bloc ", K("SALLE", "salle 4"))],
            [R(D(ids.care(d[2]))), R(K("HORAIRE", "09 h 00")), R("Hémoglobine ", K("BIOLOGIE", "9,8 g/dL"), ", transfusion non retenue")]],
           [1.2, 0.8, 3])]
    s3 = [("h", "Conclusions de la médiation"),
          ("p", R("Le médiateur a rappelé le protocole de thromboprophylaxie et la chronologie des soins. Le ",
                  V("ETABLISSEMENT", w.sigle, "sigle"), " s'engage à revoir l'information écrite remise aux patients. Le dossier sera présenté à la "
                  "prochaine séance plénière de la commission des usagers.")),
          ("kv", [(c("Suite proposée", "Suite"), R("courrier de réponse du directeur sous quinze jours")),
                  (c("Copie adressée à", "Copie"), R(dname(w.docs[3], 0), ", médecin traitant à ", V("VILLE", w.town)))]),
          ("sig", sig(w, w.docs[0], "Le médiateur"))]
    return [s1, s2, s3]


def cr_accouchement(w):
    r, c, d = w.r, w.cap, w.d
    baby_f = r.random() < 0.5
    baby = r.choice(ids.FIRST_F if baby_f else ids.FIRST_M)
    bd = d[1]
    bdw = "%d %s %d" % (bd.day, ids.MOIS[bd.month - 1], bd.year)
    sf = w.docs[2]
    s1 = [("h", "Identité de la parturiente"), ("kv", id_fields(w)),
          ("kv", [(c("Employeur", "Empl."), R(V("ORGANISME", w.employer, "employeur"))),
                  (c("Organisme complémentaire", "Mutuelle"), R(V("ORGANISME", w.insurer, "mutuelle"), " - adhérent ",
                                                                V("NUM_ADHERENT", w.member))),
                  (c("Terme", "Terme"), R(K("MESURE", "39 SA + 4 j"), ", G2P1, groupe ", K("CODE", "O Rh+")))])]
    s2 = [("h", "Travail et expulsion"),
          ("p", R("Entrée en salle de naissance ", K("SALLE", "n° 3"), " le ", D(ids.care(bd)), " à ", K("HORAIRE", "01 h 40"),
                  " pour travail spontané. Score de ", K("EPONYME", "Bishop"), " ", K("SCORE", "8"), ". Analgésie péridurale (",
                  K("CCAM", "AFLB010"), ") par ", K("MEDICAMENT", "ropivacaïne"), " ", K("DOSE", "0,1 %"), ". Perfusion de ",
                  K("MEDICAMENT", "Syntocinon"), " ", K("DOSE", "5 UI"), " (ATC ", K("ATC", "H01BB02"), "), lot ", K("LOT", "T4512B"), ".")),
          ("tab", ["Heure", "Dilatation", "Présentation", "RCF"],
           [[R(K("HORAIRE", "02 h 00")), R("4 cm"), R("OIGA, partie haute"), R(K("MESURE", "140 bpm"), ", normal")],
            [R(K("HORAIRE", "04 h 00")), R("7 cm"), R("OIGA, engagée"), R("ralentissements précoces")],
            [R(K("HORAIRE", "05 h 30")), R("complète"), R("OP, partie basse"), R(K("MESURE", "135 bpm"))]],
           [1, 1, 1.6, 1.6]),
          ("p", R("Naissance à ", K("HORAIRE", "05 h 52"), " par voie basse spontanée (", K("CIM10", "O80"),
                  "), délivrance dirigée complète, périnée intact. Pertes sanguines estimées à ", K("MESURE", "350 mL"),
                  ". Accouchement réalisé par ", V("PRENOM", sf["first"], "soignant"), " ", V("NOM", sf["last"], "soignant"),
                  ", sage-femme, RPPS ", V("RPPS", sf["rpps"]), "."))]
    s3 = [("h", "Nouveau-né"),
          ("kv", [(c("Prénom de l'enfant", "Prénom enf."), R(V("PRENOM", baby, "enfant"), " ", V("NOM", w.last.upper(), "patient"))),
                  (c("Né(e) le", "Naissance"), R(V("DATE_NAISSANCE", bdw), " à ", V("VILLE", w.etown))),
                  ("Apgar", R(K("SCORE", "9/10/10"))),
                  (c("Poids, taille, PC", "P / T / PC"), R(K("POIDS", "3 420 g"), ", 50 cm, ", K("MESURE", "34,5 cm"))),
                  (c("Prophylaxie", "Prophyl."), R(K("MEDICAMENT", "vitamine K1"), " ", K("DOSE", "2 mg"), " per os, lot ", K("LOT", "K1-24-0917")))]),
          ("p", R("Examen du nouveau-né par ", dname(w.docs[1], 2), ", pédiatre : pas d'anomalie, manœuvre d'",
                  K("EPONYME", "Ortolani"), " négative. Suites de couches confiées au ", V("ETABLISSEMENT", w.sigle, "sigle"), "."
                  + (" Le " if w.hom else ""), W(w.hom) if w.hom else None, " du village" if w.hom else None,
                  " a été prévenu par la famille." if w.hom else None)),
          ("sig", sig(w, w.docs[0], "Le gynécologue-obstétricien"))]
    return [s1, s2, s3]


def isolement_contention(w):
    r, c, d = w.r, w.cap, w.d
    nurses = [(r.choice(ids.FIRST_F + ids.FIRST_M), r.choice(ids.SURNAMES), ids.adeli(r, w.edept)) for _ in range(2)]
    s1 = [("h", "Patient et cadre légal"), ("kv", id_fields(w, with_contact=False)),
          ("kv", [(c("Mode d'hospitalisation", "Mode"), R(K("CODE", "SDT"), " (article L. 3212-1), séjour ", V("NUM_SEJOUR", w.sej))),
                  (c("Diagnostic", "Diag."), R("schizophrénie paranoïde ", K("CIM10", "F20.0"))),
                  (c("Décision initiale", "Décision"), R(dname(w.docs[0], 1), ", psychiatre, RPPS ", V("RPPS", w.docs[0]["rpps"]),
                                                        ", le ", D(ids.care(d[0])), " à ", K("HORAIRE", "18 h 20"))),
                  (c("Lieu", "Lieu"), R("chambre d'isolement ", K("CHAMBRE", "CI-2"), ", unité Les Tilleuls"))])]
    rows = []
    for k, (h, obs) in enumerate([("18 h 35", "agitation, contention 5 points"), ("19 h 35", "apaisé, hydratation proposée"),
                                  ("20 h 35", "sommeil, contention 3 points"), ("21 h 35", "réveil calme, repas pris")]):
        n = nurses[k % 2]
        rows.append([R(K("HORAIRE", h)), R(K("MESURE", "%d/%d mmHg" % (120 + 5 * k, 75 + k))), R(obs),
                     R(V("PRENOM", n[0], "soignant"), " ", V("NOM", n[1].upper(), "soignant"))])
    s2 = [("h", "Surveillance horaire"),
          ("tab", ["Heure", "TA", "Observation", "IDE"], rows, [0.8, 1.1, 2.2, 1.6]),
          ("p", R("Traitement : ", K("MEDICAMENT", "loxapine"), " ", K("DOSE", "50 mg"), " IM (ATC ", K("ATC", "N05AH01"),
                  "), lot ", K("LOT", "LX2307A"), ", à ", K("HORAIRE", "18 h 25"), ". IDE référent ADELI ",
                  V("ADELI", nurses[0][2]), "."))]
    s3 = [("h", "Information et contrôle"),
          ("p", R("Le juge des libertés et de la détention du tribunal judiciaire de ", V("VILLE", w.etown),
                  " a été informé le ", D(ids.care(d[1])), ". La sœur du patient, ", V("PRENOM", r.choice(ids.FIRST_F), "proche"), " ",
                  V("NOM", r.choice(ids.SURNAMES), "proche"), " (", V("TELEPHONE", w.tel2), "), a été avisée. ")),
          ("kv", [(c("Levée de la mesure", "Levée"), R(D(ids.care(d[1]))," à ", K("HORAIRE", "10 h 05"))),
                  (c("Médecin traitant", "MT"), R(dname(w.docs[3], 0), ", ", V("VILLE", w.town)))]),
          ("sig", sig(w, w.docs[0], "Le psychiatre"))]
    return [s1, s2, s3]


def sortie_contre_avis(w):
    r, c, d = w.r, w.cap, w.d
    wit = (r.choice(ids.FIRST_F + ids.FIRST_M), r.choice(ids.SURNAMES))
    s1 = [("h", "Identification"), ("kv", id_fields(w)),
          ("kv", [(c("Service / chambre", "Serv./ch."), R("cardiologie, chambre ", K("CHAMBRE", "312 B"))),
                  (c("Entrée le", "Entrée"), R(D(ids.care(d[0])), ", séjour ", V("NUM_SEJOUR", w.sej))),
                  (c("Diagnostic retenu", "Diag."), R("SCA sans sus-décalage ", K("CIM10", "I21.4"), ", troponine ",
                                                       K("BIOLOGIE", "84 ng/L"), ", score ", K("EPONYME", "GRACE"), " ", K("SCORE", "142")))])]
    s2 = [("h", "Déclaration du patient"),
          ("p", R("Je soussigné(e) ", pname(w, 1), ", né(e) le ", dob(w), ", demeurant ", V("ADRESSE", w.addr), " à ",
                  V("VILLE", w.town), ", déclare quitter le ", V("ETABLISSEMENT", w.estab, "etablissement"),
                  " contre l'avis du ", dname(w.docs[0], 0), ", qui m'a informé(e) des risques encourus, notamment :")),
          ("tab", ["Risque", "Information donnée"],
           [[R("récidive d'infarctus"), R("coronarographie (", K("CCAM", "DDQH009"), ") prévue le ", D(ids.care(d[2])))],
            [R("trouble du rythme"), R("surveillance scopée, ", K("DISPOSITIF", "moniteur Philips IntelliVue MX450"))],
            [R("saignement"), R("double antiagrégation à respecter")]], [1.4, 3]),
          ("kv", [(c("Témoin", "Témoin"), R(V("PRENOM", wit[0], "tiers"), " ", V("NOM", wit[1].upper(), "tiers"), ", infirmier(e)")),
                  (c("Personne à prévenir", "Pers. à prév."), R(V("TELEPHONE", w.tel2)))])]
    s3 = [("h", "Ordonnance remise"),
          ("tab", ["Médicament", "Posologie", "ATC"],
           [[R(K("MEDICAMENT", "ticagrélor")), R(K("DOSE", "90 mg"), " matin et soir"), R(K("ATC", "B01AC24"))],
            [R(K("MEDICAMENT", "acide acétylsalicylique")), R(K("DOSE", "75 mg"), " le midi"), R(K("ATC", "B01AC06"))],
            [R(K("MEDICAMENT", "atorvastatine")), R(K("DOSE", "80 mg"), " le soir"), R(K("ATC", "C10AA05"))]], [2, 2, 1]),
          ("p", R("Ordonnance n° ", V("IDENTIFIANT", "ORD-%s" % ids.digits(r, 8), "ORDONNANCE"),
                  ". Rendez-vous conseillé chez ", dname(w.docs[3], 1), ", cardiologue, au ", V("TELEPHONE", ids.phone(r, False, 0)), ".")),
          ("sig", sig(w, w.docs[0], "Le médecin"))]
    return [s1, s2, s3]


def inventaire_valeurs(w):
    r, c, d = w.r, w.cap, w.d
    ag = (r.choice(ids.FIRST_M), r.choice(ids.SURNAMES))
    s1 = [("h", "Déposant"), ("kv", id_fields(w, with_ins=False)),
          ("kv", [(c("Reçu de dépôt", "Reçu n°"), R(V("IDENTIFIANT", "RV-2025-%06d" % r.randint(1, 999999), "RECU"))),
                  (c("Date et heure du dépôt", "Dépôt"), R(D(ids.care(d[0])), " à ", K("HORAIRE", "03 h 15"))),
                  (c("Motif", "Motif"), R("admission aux urgences, intoxication éthylique aiguë ", K("CIM10", "F10.0")))])]
    s2 = [("h", "Objets inventoriés"),
          ("tab", ["N°", "Désignation", "État", "Valeur"],
           [[R("1"), R("téléphone portable ", K("DISPOSITIF", "Samsung Galaxy A54")), R("écran fêlé"), R("-")],
            [R("2"), R("montre ", K("DISPOSITIF", "Tissot PR 100")), R("bon"), R("-")],
            [R("3"), R("numéraire"), R("billets et pièces"), R(K("MESURE", "145,50 €"))],
            [R("4"), R("carte Vitale, carte de mutuelle ", V("ORGANISME", w.insurer, "mutuelle")), R("bon"), R("-")]],
           [0.4, 2.6, 1.2, 0.9]),
          ("p", R("Adhérent n° ", V("NUM_ADHERENT", w.member), ". Les clés et les vêtements restent dans l'armoire de la chambre ",
                  K("CHAMBRE", "UHCD 6"), "."))]
    s3 = [("h", "Témoins et retrait"),
          ("p", R("Inventaire dressé par ", V("PRENOM", w.docs[2]["first"], "soignant"), " ", V("NOM", w.docs[2]["last"], "soignant"),
                  ", IDE (ADELI ", V("ADELI", w.docs[2]["adeli"]), "), en présence de ", V("PRENOM", ag[0], "tiers"), " ",
                  V("NOM", ag[1].upper(), "tiers"), ", agent de sécurité. Dépôt transmis à la régie du ",
                  V("ETABLISSEMENT", w.sigle, "sigle"), " puis à la trésorerie de ", V("VILLE", w.etown), ".")),
          ("kv", [(c("Retrait", "Retrait"), R("sur présentation du reçu et d'une pièce d'identité, du lundi au vendredi, ",
                                               K("HORAIRE", "9 h - 16 h"))),
                  (c("Contact régie", "Régie"), R(V("TELEPHONE", w.etel)))]),
          ("sig", [R("Signature du déposant : ", V("NOM", w.last.upper(), "patient")), R("Le ", D(ids.care(d[0])), ", ", dname(w.docs[1], 1))])]
    return [s1, s2, s3]


def bilan_pre_biotherapie(w):
    r, c, d = w.r, w.cap, w.d
    s1 = [("h", "Patient"), ("kv", id_fields(w)),
          ("kv", [(c("Médecin traitant", "MT"), R(dname(w.docs[3], 0), " - RPPS ", V("RPPS", w.docs[3]["rpps"]))),
                  (c("Indication", "Indic."), R("polyarthrite rhumatoïde séropositive ", K("CIM10", "M05.8"), ", DAS28-CRP ",
                                                 K("SCORE", "5,1"))),
                  (c("Molécule prévue", "Molécule"), R(K("MEDICAMENT", "adalimumab"), " ", K("DOSE", "40 mg"), " toutes les deux semaines, ATC ",
                                                        K("ATC", "L04AB04"), ", UCD ", K("UCD", "3400893875434")))])]
    s2 = [("h", "Dépistage infectieux"),
          ("tab", ["Examen", "Résultat", "Date", "LOINC"],
           [[R(K("DISPOSITIF", "QuantiFERON-TB Gold Plus")), R("négatif"), R(D(ids.care(d[0]))), R(K("LOINC", "71774-4"))],
            [R("Ag HBs"), R("négatif"), R(D(ids.care(d[0]))), R(K("LOINC", "5196-1"))],
            [R("Ac anti-HBc"), R("négatif"), R(D(ids.care(d[0]))), R(K("LOINC", "16933-4"))],
            [R("CRP"), R(K("BIOLOGIE", "18 mg/L")), R(D(ids.care(d[1]))), R(K("LOINC", "1988-5"))]], [2.2, 1.2, 1.2, 1]),
          ("p", R("Analyses réalisées par le ", V("ETABLISSEMENT", w.lab, "laboratoire"), ", dossier ",
                  V("NUM_DOSSIER_LABO", w.labno), ". Radiographie thoracique sans séquelle, prélèvement ",
                  V("NUM_ACCESSION", "ACC-%s" % ids.digits(r, 7)), "."))]
    s3 = [("h", "Vaccinations et éducation"),
          ("tab", ["Vaccin", "Lot", "Date"],
           [[R(K("MEDICAMENT", "Prevenar 20")), R(K("LOT", "HL9823")), R(D(ids.care(d[2])))],
            [R(K("MEDICAMENT", "Shingrix")), R(K("LOT", "AS2K071")), R(D(ids.care(d[2])))]], [2, 1.5, 1.2]),
          ("p", R("Séance d'éducation réalisée par ", V("PRENOM", w.docs[2]["first"], "soignant"), " ",
                  V("NOM", w.docs[2]["last"], "soignant"), ", IDE (ADELI ", V("ADELI", w.docs[2]["adeli"]),
                  "). Employeur informé de l'arrêt : ", V("ORGANISME", w.employer, "employeur"), "."
                  + (" Ancien métier : " if w.hom else ""), W(w.hom) if w.hom else None, "." if w.hom else None)),
          ("sig", sig(w, w.docs[0], "Le rhumatologue"))]
    return [s1, s2, s3]


BUILDERS = {s: globals()[s] for s in SHAPES}


def build(r, shape, num):
    w = World(r, shape)
    head, team, ident, foot = common(w)
    return {"title": TITLES[shape], "shape": shape, "num": num, "head": head, "team": team, "ident": ident, "foot": foot,
            "sections": BUILDERS[shape](w), "town": w.etown}
