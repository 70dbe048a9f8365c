"""People of a corpus BC document, identity blocks, letterhead, team, running head / foot, and the six shapes.

A document is {"title", "head": [runs], "team": [runs], "foot": run, "short": run, "sections": [[blocks] x 3]}.
Blocks: ("h", text) ("p", run) ("kv", [(label, run)]) ("tab", heads, rows, weights) ("sig", [runs]).
"""
from __future__ import annotations

import datetime

from . import ids
from .model import D, K, R, V, W

SHAPES = ["certificat_sport", "triage_ioa", "tournee_idel", "mammographie_depistage", "colposcopie", "hgpo_grossesse"]
TITLES = {"certificat_sport": "Certificat médical de non-contre-indication au sport",
          "triage_ioa": "Fiche de tri de l'infirmier(ère) d'accueil",
          "tournee_idel": "Journal de tournée de soins infirmiers à domicile",
          "mammographie_depistage": "Mammographie de dépistage organisé",
          "colposcopie": "Compte rendu de colposcopie",
          "hgpo_grossesse": "Épreuve d'hyperglycémie provoquée orale"}
FEMALE_ONLY = {"mammographie_depistage", "colposcopie", "hgpo_grossesse"}


def _email(r, first, last):
    f, l_ = ids.ascii_fold(first).lower().replace(" ", ""), ids.ascii_fold(last).lower().replace(" ", "").replace("'", "")
    dom = r.choice(["courriel-fictif.fr", "exemple-sante.example", "boite.example", "messagerie-test.fr"])
    return r.choice(["%s.%s@%s", "%s-%s@%s", "%s_%s@%s"]) % (f, l_, dom) if r.random() < 0.7 else "%s%s@%s" % (f[0], l_, dom)


class People:
    def __init__(self, r, idx, shape, mono=False):
        self.r = r
        self.mono = mono
        self.idx = idx
        fem = shape in FEMALE_ONLY or r.random() < 0.5
        self.sex = 2 if fem else 1
        pick = idx % 4
        if pick == 0:
            self.last = r.choice(ids.PARTICLES)
        elif pick == 1:
            wn = r.choice(ids.WORD_NAMES)
            self.last, self.word = wn
        else:
            self.last = r.choice(ids.SURNAMES)
        if not hasattr(self, "word"):
            self.word = None
        self.first = r.choice(ids.FIRST_F if fem else ids.FIRST_M)
        self.birth_last = r.choice(ids.SURNAMES) if fem and r.random() < 0.6 else None
        if self.birth_last == self.last:
            self.birth_last = None
        age = {"certificat_sport": (12, 60), "hgpo_grossesse": (22, 41), "mammographie_depistage": (50, 74)}.get(shape, (18, 92))
        self.birth = datetime.date(2025 - r.randint(*age), r.randint(1, 12), r.randint(1, 28))
        self.town, self.cp, self.dept = r.choice(ids.TOWNS)
        self.btown = r.choice([t for t in ids.TOWNS if t[0] != self.town])
        self.addr = "%d %s %s" % (r.randint(1, 148), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
        self.phone = ids.phone(r, True, idx)
        self.phone2 = ids.phone(r, False, idx + 3)
        self.email = _email(r, self.first, self.last)
        n13 = ids.nir13(r, self.sex, self.birth, self.btown[2])
        self.nir13, self.key = n13, ids.nir_key(n13)
        self.ipp = ["%010d" % r.randint(10 ** 8, 10 ** 10 - 1), "PAT%08d" % r.randint(0, 10 ** 8 - 1),
                    "4 %03d %03d %03d" % (r.randint(0, 999), r.randint(0, 999), r.randint(0, 999)),
                    "E%07d" % r.randint(0, 10 ** 7 - 1)][idx % 4]
        self.nda = ["25-S-%06d" % r.randint(0, 999999), "SEJ 2025 %06d" % r.randint(0, 999999),
                    "2025.%07d" % r.randint(0, 9999999), "U25/%06d" % r.randint(0, 999999)][(idx // 4) % 4]
        self.estab, self.sigle = r.choice(ids.ESTABS)
        self.etown, self.ecp, self.edept = r.choice(ids.TOWNS)
        self.eaddr = "%d %s %s" % (r.randint(1, 60), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
        self.finess = ids.finess(r, self.edept)
        self.finess_ej = ids.finess_ej(r, self.edept)
        self.etel = ids.phone(r, False, idx + 1)
        self.efax = ids.phone(r, False, idx + 2)
        self.docs = []
        hom = r.sample(ids.HOMONYMS, 2)
        for k in range(3):
            fm = r.random() < 0.5
            last = hom[k][0] if k < 2 else r.choice(ids.SURNAMES + [p for p in ids.PARTICLES])
            if last == self.last:
                last = "Esquirol-Dambrun"
            self.docs.append({"first": r.choice(ids.FIRST_F if fm else ids.FIRST_M), "last": last,
                              "rpps": ids.rpps(r), "word": hom[k][1] if k < 2 else None})
        self.docs[0]["email"] = _email(r, self.docs[0]["first"], self.docs[0]["last"])
        self.nurse = {"first": r.choice(ids.FIRST_F + ids.FIRST_M), "last": r.choice(ids.SURNAMES),
                      "adeli": ids.adeli(r, self.edept)}
        if self.nurse["last"] == self.last:
            self.nurse["last"] = "Bonnecarrère"
        self.rel = {"first": r.choice(ids.FIRST_F + ids.FIRST_M), "last": r.choice(ids.SURNAMES + [self.last]),
                    "link": r.choice(["époux", "épouse", "fille", "fils", "sœur", "frère", "compagne", "voisin (personne de confiance)"]),
                    "phone": ids.phone(r, True, idx + 5)}
        self.gp = {"first": r.choice(ids.FIRST_M + ids.FIRST_F), "last": r.choice(ids.SURNAMES), "rpps": ids.rpps(r)}
        self.lab = r.choice(ids.LABS)
        self.insurer = r.choice(ids.INSURERS)
        self.member = ["ADH-25-%07d" % r.randint(0, 9999999), "%04d %03d %03d / 01" % (r.randint(0, 9999), r.randint(0, 999), r.randint(0, 999)),
                       "M%09d" % r.randint(0, 10 ** 9 - 1)][idx % 3]
        self.employer = r.choice(ids.EMPLOYERS)
        self.labfile = ["LBM-25-%06d" % r.randint(0, 999999), "25B%06d" % r.randint(0, 999999),
                        "DOS.2025.%05d" % r.randint(0, 99999)][idx % 3]
        self.acc = ["MAM25%06d" % r.randint(0, 999999), "ACN-2025-%07d" % r.randint(0, 9999999),
                    "PACS 25 %03d %04d" % (r.randint(0, 999), r.randint(0, 9999))][idx % 3]
        self.req = ["DEM/%s/25-%05d" % (r.choice(["IOA", "GYN", "DOM"]), r.randint(0, 99999)), "RQT-25%04d" % r.randint(0, 9999)][idx % 2]
        self.rx = ["ORDO-25-%06d" % r.randint(0, 999999), "Rx/25/%04d" % r.randint(0, 9999)][idx % 2]
        self.care = datetime.date(2025, r.randint(1, 11), r.randint(1, 27))

    # ---------------------------------------------------------------- values
    def N(self, style=0):
        t = {0: self.last.upper(), 1: self.last, 2: self.last.lower()}[style]
        return V("NOM", t, "patient")

    def F(self, style=0):
        return V("PRENOM", {0: self.first, 1: self.first.upper(), 2: self.first.lower()}[style], "patient")

    def bd(self, style):
        if style % 15 == 5 and self.mono:  # one space between digits is already wide in a monospace font
            style = 15
        elif style % 15 == 5:
            style = 5
        else:
            style = style % 15
        return V("DATE_NAISSANCE", ids.birth_written(self.birth, style))

    def nir(self, style):
        return V("NIR", ids.nir_written(self.nir13, self.key, style))

    def ins(self):
        return V("NIR", self.nir13 + self.key, "ins")

    def doc_name(self, k, form):
        d = self.docs[k]
        f, l_ = V("PRENOM", d["first"], "medecin"), V("NOM", d["last"], "medecin")
        lu = V("NOM", d["last"].upper(), "medecin")
        return [R("Dr ", f, " ", l_), R("Pr ", lu, " ", f), R(lu, " ", f, " (Dr)"), R("Docteur ", f, " ", l_),
                R(V("PRENOM", d["first"][0] + ".", "medecin"), " ", l_)][form % 5]


def letterhead(p: People, i):
    r = p.r
    serv = {0: "Service des urgences", 1: "Consultations externes", 2: "Pôle femme-mère-enfant", 3: "Pôle de santé publique"}[i % 4]
    return [R(V("ETABLISSEMENT", p.estab, "etablissement"), " (", V("ETABLISSEMENT", p.sigle, "sigle"), ")"),
            R(serv),
            R(V("ADRESSE", p.eaddr), " \u2013 ", V("CODE_POSTAL", p.ecp), " ", V("VILLE", p.etown.upper())),
            R(["Standard ", "Tél. ", "Accueil : "][i % 3], V("TELEPHONE", p.etel), " \u2013 fax ", V("TELEPHONE", p.efax)),
            R(["FINESS ", "N° FINESS : ", "Finess ét. "][i % 3], V("FINESS", p.finess), " \u2013 EJ ", V("FINESS", p.finess_ej, "ej"))]


def team(p: People, i):
    out = []
    for k in range(3):
        d = p.docs[k]
        rp = V("RPPS", d["rpps"]) if (i + k) % 2 else V("RPPS", "8" + d["rpps"], "idnat")
        out.append(R(p.doc_name(k, i + k), [" \u2013 RPPS ", " \u2013 n° ", " (RPPS) "][(i + k) % 3], rp))
    out.append(R("Courriel : ", V("EMAIL", p.docs[0]["email"])))
    out.append(R("IDE ", V("PRENOM", p.nurse["first"], "soignant"), " ", V("NOM", p.nurse["last"], "soignant"),
                 " \u2013 ADELI ", V("ADELI", p.nurse["adeli"])))
    return out


def identity(p: People, i):
    """The identity block in one of four label writings (French, English, numbered boxes, value first)."""
    mode = i % 4
    birth_town = V("VILLE", p.btown[0], "naissance")
    if mode == 0:
        kv = [("Nom d'usage", R(p.N(0))), ("Prénom(s)", R(p.F(0)))]
        if p.birth_last:
            kv.append(("Nom de naissance", R(V("NOM", p.birth_last.upper(), "naissance"))))
        kv += [("Né(e) le", R(p.bd(i), " à ", birth_town, " (", V("CODE_POSTAL", p.btown[1]), ")")),
               ("Domicile", R(V("ADRESSE", p.addr), ", ", V("CODE_POSTAL", p.cp), " ", V("VILLE", p.town))),
               ("Portable", R(V("TELEPHONE", p.phone))), ("Mél.", R(V("EMAIL", p.email))),
               ("N° sécu", R(p.nir(i))), ("IPP", R(V("IPP", p.ipp))), ("NDA", R(V("NUM_SEJOUR", p.nda)))]
    elif mode == 1:
        kv = [("Last name", R(p.N(0))), ("First name", R(p.F(0)))]
        if p.birth_last:
            kv.append(("Maiden name", R(V("NOM", p.birth_last, "naissance"))))
        kv += [("Date of birth", R(p.bd(8 if i % 8 < 4 else i))), ("Place of birth", R(birth_town)),
               ("Address", R(V("ADRESSE", p.addr), " ", V("CODE_POSTAL", p.cp), " ", V("VILLE", p.town.upper()))),
               ("Phone", R(V("TELEPHONE", p.phone), " / ", V("TELEPHONE", p.phone2))), ("E-mail", R(V("EMAIL", p.email))),
               ("Patient ID", R(V("IPP", p.ipp))), ("Episode", R(V("NUM_SEJOUR", p.nda))), ("INS (NIR)", R(p.ins()))]
    elif mode == 2:
        kv = [("[1] Nom", R(p.N(0))), ("[2] Prénom", R(p.F(0))),
              ("[3] Date de naissance (jj mm aaaa)", R(p.bd(5 if i % 3 else i))),
              ("[4] Commune de naissance", R(birth_town, " \u2013 dépt ", V("CODE_POSTAL", p.btown[1]))),
              ("[5] Adresse", R(V("ADRESSE", p.addr))), ("[6] CP / Ville", R(V("CODE_POSTAL", p.cp), " / ", V("VILLE", p.town))),
              ("[7] Téléphone", R(V("TELEPHONE", p.phone))), ("[8] N° d'immatriculation", R(p.nir(i))),
              ("[9] Identifiant patient", R(V("IPP", p.ipp)))]
        if p.birth_last:
            kv.insert(2, ("[2 bis] Nom de jeune fille", R(V("NOM", p.birth_last, "naissance"))))
    else:  # value first, label after
        kv = [("identité", R(p.N(0), " ", p.F(0), " \u2014 nom, prénom")),
              ("naissance", R(p.bd(i), " = DDN ; ", birth_town, " = lieu")),
              ("contact", R(V("TELEPHONE", p.phone), " (tél.) \u2013 ", V("EMAIL", p.email), " (courriel)")),
              ("adresse", R(V("ADRESSE", p.addr), " ", V("CODE_POSTAL", p.cp), " ", V("VILLE", p.town), " \u2014 domicile")),
              ("dossier", R(V("IPP", p.ipp), " (IPP) \u2013 ", V("NUM_SEJOUR", p.nda), " (séjour)")),
              ("sécurité sociale", R(p.nir(i), " (NIR) ; INS ", p.ins())),
              ("saisie accueil", R(p.N(2), " ", p.F(2)))]
    return kv


def admin(p: People, i):
    rel = p.rel
    kv = [("Personne à prévenir", R(V("PRENOM", rel["first"], "proche"), " ", V("NOM", rel["last"].upper(), "proche"),
                                     " (", rel["link"], ") ", V("TELEPHONE", rel["phone"]))),
          ("Médecin traitant", R("Dr ", V("PRENOM", p.gp["first"], "medecin"), " ", V("NOM", p.gp["last"], "medecin"),
                                  " \u2013 RPPS ", V("RPPS", p.gp["rpps"]))),
          ("Complémentaire", R(V("ORGANISME", p.insurer), " \u2013 adhérent n° ", V("NUM_ADHERENT", p.member, "mutuelle")))]
    if i % 2:
        kv.append(("Employeur", R(V("ETABLISSEMENT", p.employer, "employeur"))))
    return kv


def foot(p: People, i):
    return [[p.N(0), " ", p.F(0), " \u2013 né(e) le ", p.bd(0), " \u2013 IPP ", V("IPP", p.ipp)],
            [V("IPP", p.ipp), " \u00b7 ", p.N(0), ", ", p.F(0), " \u00b7 ", V("ETABLISSEMENT", p.sigle, "sigle")],
            ["Patient(e) : ", p.F(0), " ", p.N(1), " (", p.bd(11), ")"]][i % 3]


def short(p: People, i):
    return [p.N(0), " ", p.F(0), " \u00b7 ", V("NUM_SEJOUR", p.nda)]


def homonym_sentence(p: People):
    """Ordinary nouns equal to the clinicians' surnames (and the patient's word surname) in prose."""
    out = ["Profession déclarée : ", W(p.docs[0]["word"]), " ; activité du conjoint : ", W(p.docs[1]["word"]), "."]
    if p.word:
        out += [" Vit près du lieu-dit « le ", W(p.word), " »."]
    return R(*out)


def sig(p: People, i, k=0):
    return ("sig", [R("Fait à ", V("VILLE", p.etown), ", le ", D(ids.care(p.care, i))), p.doc_name(k, i + 2)])


# ---------------------------------------------------------------- shapes
def shape_certificat_sport(p, i):
    r = p.r
    fed, fsig = r.choice(ids.FEDERATIONS)
    club = r.choice(ids.CLUBS)
    lic = ["%s-2025-%06d" % (fsig.split("-")[0], r.randint(0, 999999)), "L 25 %07d" % r.randint(0, 9999999)][i % 2]
    s1 = [("h", "Identité du sportif"), ("kv", identity(p, i)), ("kv", admin(p, i))]
    s2 = [("h", "Pratique sportive"),
          ("kv", [("Fédération", R(fed, " (", fsig, ")")),
                  ("Club", R(V("ETABLISSEMENT", club, "club"))),
                  ("N° de licence", R(V("IDENTIFIANT", lic, "LICENCE"))),
                  ("Discipline", R(r.choice(["en compétition", "loisir", "surclassement demandé"])))]),
          ("h", "Examen clinique"),
          ("tab", ["Mesure", "Valeur", "Repère"],
           [[R("Poids"), R(K("POIDS", "%d kg" % r.randint(48, 92))), R("\u2013")],
            [R("Taille"), R(K("MESURE", "%d cm" % r.randint(150, 192))), R("\u2013")],
            [R("Pression artérielle"), R(K("MESURE", "%d/%d mmHg" % (r.randint(105, 135), r.randint(62, 84)))), R("< 140/90")],
            [R("Fréquence cardiaque"), R(K("MESURE", "%d bpm" % r.randint(52, 78))), R("repos")],
            [R("ECG de repos"), R(K("ACTE", "ECG 12 dérivations")), R(K("CCAM", "DEQP003"))]], [3, 2, 2]),
          ("p", R("Critères de Seattle appliqués (", K("EPONYME", "critères de Seattle"), ") ; manœuvre de ",
                  K("EPONYME", "Valsalva"), " sans souffle ; test de ", K("EPONYME", "Ruffier-Dickson"), " : indice ",
                  K("SCORE", "%d,%d" % (r.randint(3, 9), r.randint(0, 9))), ". Vaccin ", K("MEDICAMENT", "Boostrixtetra"),
                  " lot ", K("LOT", "AC37B%03dAA" % r.randint(0, 999)), " le ", D(ids.care(p.care - datetime.timedelta(days=40))), "."))]
    s3 = [("h", "Conclusion"),
          ("p", R("Je soussigné(e), ", p.doc_name(0, i), ", certifie avoir examiné ", p.F(0), " ", p.N(1),
                  " et n'avoir pas constaté ce jour de signe clinique apparent contre-indiquant la pratique du sport en compétition. Code ",
                  K("CIM10", "Z02.5"), ".")),
          ("p", homonym_sentence(p)), sig(p, i)]
    return [s1, s2, s3]


def shape_triage_ioa(p, i):
    r = p.r
    t0 = "%02dh%02d" % (r.randint(0, 23), r.randint(0, 59))
    s1 = [("h", "Admission"), ("kv", [("Arrivée", R(D(ids.care(p.care)), " à ", K("HORAIRE", t0))),
                                       ("Mode", R(r.choice(["pompiers", "SMUR", "moyens personnels", "ambulance privée"]))),
                                       ("N° de demande", R(V("IDENTIFIANT", p.req, "DEMANDE")))]),
          ("h", "Patient"), ("kv", identity(p, i)), ("kv", admin(p, i))]
    s2 = [("h", "Constantes à l'accueil"),
          ("tab", ["Paramètre", "Valeur", "Norme", "Alerte"],
           [[R("PA"), R(K("MESURE", "%d/%d mmHg" % (r.randint(90, 170), r.randint(50, 100)))), R("100-140"), R("non")],
            [R("FC"), R(K("MESURE", "%d/min" % r.randint(60, 125))), R("60-100"), R(r.choice(["oui", "non"]))],
            [R("SpO2"), R(K("MESURE", "%d %%" % r.randint(90, 99))), R("> 94 %"), R("non")],
            [R("Température"), R(K("MESURE", "%d,%d °C" % (r.randint(36, 39), r.randint(0, 9)))), R("36-37,8"), R("non")],
            [R("Glycémie capillaire"), R(K("BIOLOGIE", "%d,%d mmol/L" % (r.randint(4, 11), r.randint(0, 9)))), R("4,0-7,8"), R("non")],
            [R("EVA douleur"), R(K("SCORE", "%d/10" % r.randint(2, 9))), R("\u2013"), R("oui")],
            [R("Glasgow"), R(K("SCORE", "GCS %d" % r.randint(13, 15))), R("15"), R("non")]], [3, 3, 2, 1]),
          ("p", R("Motif : ", r.choice(["douleur thoracique", "traumatisme de cheville", "dyspnée", "céphalées"]),
                  ". Tri ", K("SCORE", "FRENCH %d" % r.randint(2, 4)), " (échelle ", K("EPONYME", "FRENCH"),
                  "). Orientation box ", K("SALLE", "B%d" % r.randint(1, 12)), ". Code ", K("CIM10", r.choice(["R07.4", "S93.4", "R06.0", "R51"])), "."))]
    s3 = [("h", "Prescriptions protocolisées IOA"),
          ("tab", ["Médicament", "Dose", "ATC", "Heure"],
           [[R(K("MEDICAMENT", "Paracétamol")), R(K("DOSE", "1 g per os")), R(K("ATC", "N02BE01")), R(K("HORAIRE", t0))],
            [R(K("MEDICAMENT", "Méthoxyflurane")), R(K("DOSE", "3 mL inhalé")), R(K("ATC", "N02BG09")), R("si EVA > 6")]], [3, 2, 2, 1]),
          ("kv", [("Infirmier(e) d'accueil", R(V("PRENOM", p.nurse["first"], "soignant"), " ", V("NOM", p.nurse["last"].upper(), "soignant"))),
                  ("Tél. direct IOA", R(V("TELEPHONE", ids.phone(r, False, i + 4)))),
                  ("Bilan", R("dossier labo ", V("NUM_DOSSIER_LABO", p.labfile), " \u2013 ", V("ETABLISSEMENT", p.lab, "laboratoire")))]),
          ("p", homonym_sentence(p)), sig(p, i, 1)]
    return [s1, s2, s3]


def shape_tournee_idel(p, i):
    r = p.r
    rows = []
    d = p.care
    for k in range(5):
        d2 = d + datetime.timedelta(days=k)
        rows.append([R(D(ids.care(d2, k))), R(K("HORAIRE", "%02dh%02d" % (r.choice([7, 8, 12, 18, 19]), r.randint(0, 59)))),
                     R(r.choice(["pansement", "injection", "pilulier", "prise de sang", "surveillance"]), " \u2013 ",
                       K("MESURE", "TA %d/%d" % (r.randint(110, 150), r.randint(60, 90)))),
                     R(V("PRENOM", p.nurse["first"][0] + ".", "soignant"), " ", V("NOM", p.nurse["last"], "soignant"))])
    s1 = [("h", "Patient suivi à domicile"), ("kv", identity(p, i)),
          ("kv", [("Code d'accès immeuble", R(K("CODE", "%d%d%dB" % (r.randint(0, 9), r.randint(0, 9), r.randint(0, 9))))),
                  ("Ordonnance", R(V("IDENTIFIANT", p.rx, "ORDONNANCE"), " du ", D(ids.care(d - datetime.timedelta(days=3)))))]),
          ("kv", admin(p, i))]
    s2 = [("h", "Passages"), ("tab", ["Date", "Heure", "Soin", "IDE"], rows, [2, 1, 4, 2]),
          ("p", R("Pansement ", K("DISPOSITIF", "Urgotul Absorb"), " lot ", K("LOT", "UA%06d" % r.randint(0, 999999)),
                  " ; ", K("MEDICAMENT", "Enoxaparine"), " ", K("DOSE", "4000 UI/0,4 mL"), " (", K("ATC", "B01AB05"),
                  ") ; plaquettes ", K("BIOLOGIE", "%d G/L" % r.randint(160, 380)), " (N 150-400) au labo ",
                  V("ETABLISSEMENT", p.lab, "laboratoire"), ", dossier ", V("NUM_DOSSIER_LABO", p.labfile), "."))]
    s3 = [("h", "Transmissions"),
          ("p", R("Appel de ", V("PRENOM", p.rel["first"], "proche"), " (", p.rel["link"], ") au ", V("TELEPHONE", p.rel["phone"]),
                  " : tolère bien. Score de ", K("EPONYME", "Norton"), " ", K("SCORE", "%d/20" % r.randint(10, 18)),
                  ". Avis du ", p.doc_name(1, i), " joint par courriel ", V("EMAIL", p.docs[0]["email"]), ".")),
          ("p", homonym_sentence(p)), sig(p, i, 2)]
    return [s1, s2, s3]


def shape_mammographie_depistage(p, i):
    r = p.r
    prog = "DO-SEIN-%s-%07d" % (p.dept, r.randint(0, 9999999))
    acr = r.choice(["ACR 1", "ACR 2", "ACR 3"])
    s1 = [("h", "Invitation et identité"),
          ("kv", [("N° de dépistage", R(V("IDENTIFIANT", prog, "DEPISTAGE"))), ("N° d'examen", R(V("NUM_ACCESSION", p.acc)))]),
          ("kv", identity(p, i)), ("kv", admin(p, i))]
    s2 = [("h", "Première lecture"),
          ("tab", ["Incidence", "Côté", "Densité", "Classification"],
           [[R(K("ACTE", "face (CC)")), R("droit"), R(K("SCORE", "type B")), R(K("SCORE", acr))],
            [R(K("ACTE", "oblique externe (MLO)")), R("gauche"), R(K("SCORE", "type B")), R(K("SCORE", "ACR 2"))]], [3, 2, 2, 2]),
          ("p", R("Mammographe ", K("DISPOSITIF", "Senographe Pristina"), ", dose glandulaire moyenne ",
                  K("MESURE", "1,%d mGy" % r.randint(1, 9)), ". Acte ", K("CCAM", "QEQK004"), ", code ", K("CIM10", "Z12.3"),
                  ". Échographie complémentaire le ", D(ids.care(p.care + datetime.timedelta(days=7), 1)), "."))]
    s3 = [("h", "Deuxième lecture"),
          ("p", R("Relecture par ", p.doc_name(2, i), " (centre de gestion, tél. ", V("TELEPHONE", ids.phone(r, False, i + 6)),
                  ") : classification ", K("SCORE", acr), " confirmée selon ", K("EPONYME", "BI-RADS"), ". Compte rendu adressé à ",
                  p.F(0), " ", p.N(1), ".")),
          ("p", homonym_sentence(p)), sig(p, i, 0)]
    return [s1, s2, s3]


def shape_colposcopie(p, i):
    r = p.r
    s1 = [("h", "Patiente"), ("kv", identity(p, i)), ("kv", admin(p, i)),
          ("kv", [("Demande", R(V("IDENTIFIANT", p.req, "DEMANDE"))), ("Prescription", R(V("IDENTIFIANT", p.rx, "ORDONNANCE")))])]
    s2 = [("h", "Antécédents de dépistage"),
          ("tab", ["Date", "Examen", "Résultat", "Laboratoire"],
           [[R(D(ids.care(p.care - datetime.timedelta(days=60)))), R(K("ACTE", "test HPV-HR")), R(K("BIOLOGIE", "HPV 16 positif")),
             R(V("ETABLISSEMENT", p.lab, "laboratoire"))],
            [R(D(ids.care(p.care - datetime.timedelta(days=45)))), R(K("ACTE", "cytologie réflexe")), R(K("BIOLOGIE", "ASC-US")),
             R("dossier ", V("NUM_DOSSIER_LABO", p.labfile))]], [2, 2, 2, 3]),
          ("p", R("Colposcope ", K("DISPOSITIF", "Zeiss OPMI pico"), " ; acide acétique ", K("DOSE", "5 %"), ", lugol ; zone de jonction ",
                  K("SCORE", "type 1"), " ; score de ", K("EPONYME", "Swede"), " ", K("SCORE", "%d/10" % r.randint(2, 7)), "."))]
    s3 = [("h", "Conclusion"),
          ("p", R("Biopsie à ", K("MESURE", "6 h"), " (", K("CCAM", "JKHA002"), "), code ", K("CIM10", "N87.0"),
                  ". Contrôle le ", D(ids.care(p.care + datetime.timedelta(days=90), 1)), ". Résultats à transmettre à ",
                  p.F(0), " par courriel ", V("EMAIL", p.email), ".")),
          ("p", homonym_sentence(p)), sig(p, i, 1)]
    return [s1, s2, s3]


def shape_hgpo_grossesse(p, i):
    r = p.r
    g = [r.randint(40, 52), r.randint(70, 110), r.randint(60, 95)]
    s1 = [("h", "Identité de la patiente"), ("kv", identity(p, i)), ("kv", admin(p, i))]
    s2 = [("h", "Protocole"),
          ("p", R("Charge orale de ", K("DOSE", "75 g"), " de glucose à ", K("HORAIRE", "08h%02d" % r.randint(0, 30)), " le ",
                  D(ids.care(p.care, 2)), ", terme ", K("MESURE", "%d SA" % r.randint(24, 28)), ", critères ", K("EPONYME", "IADPSG"), ".")),
          ("tab", ["Temps", "Glycémie", "Seuil", "LOINC"],
           [[R("T0"), R(K("BIOLOGIE", "0,%02d g/L" % (g[0] + 40))), R(K("BIOLOGIE", "0,92 g/L")), R(K("LOINC", "1558-6"))],
            [R("T60"), R(K("BIOLOGIE", "1,%02d g/L" % (g[1] % 100))), R(K("BIOLOGIE", "1,80 g/L")), R(K("LOINC", "1504-0"))],
            [R("T120"), R(K("BIOLOGIE", "1,%02d g/L" % (g[2] % 100))), R(K("BIOLOGIE", "1,53 g/L")), R(K("LOINC", "1518-0"))]], [1, 2, 2, 2]),
          ("kv", [("Laboratoire", R(V("ETABLISSEMENT", p.lab, "laboratoire"))), ("N° de dossier", R(V("NUM_DOSSIER_LABO", p.labfile)))])]
    s3 = [("h", "Interprétation"),
          ("p", R("Diabète gestationnel ", r.choice(["exclu", "retenu"]), " (", K("CIM10", "O24.4"), "). Si retenu : ",
                  K("MEDICAMENT", "insuline asparte"), " ", K("DOSE", "4 UI"), " (", K("ATC", "A10AB05"), "), lecteur ",
                  K("DISPOSITIF", "FreeStyle Libre 2"), ". Échographie de croissance (", V("NUM_ACCESSION", p.acc), ").")),
          ("p", R("Sage-femme référente joignable au ", V("TELEPHONE", ids.phone(r, True, i + 7)), ".")),
          ("p", homonym_sentence(p)), sig(p, i, 0)]
    return [s1, s2, s3]


BUILDERS = {s: globals()["shape_" + s] for s in SHAPES}


def build(r, i, shape, mono=False):
    p = People(r, i, shape, mono)
    return {"title": TITLES[shape], "head": letterhead(p, i), "team": team(p, i), "foot": foot(p, i),
            "short": short(p, i), "sections": BUILDERS[shape](p, i)}
