"""People, identity blocks and the six document shapes of corpus AX.

Blocks: ("h", fr, en) heading; ("p", run, run_en) paragraph (run_en is printed only by the bilingual layout);
("kv", [(label_fr, label_en, run, run_en)]) labelled fields; ("tab", heads_fr, heads_en, rows, weights) table;
("sig", [runs]) signature; ("break",) planned page break.
"""
from __future__ import annotations

import datetime

from . import ids
from .model import D, K, R, V, W

SHAPES = ["implant_cochleaire", "capsule_endoscopique", "saignees_hemochromatose", "perfusion_sep",
          "cardioversion", "chip_hyperthermie"]


def T(t):
    return [t] if isinstance(t, (str, V)) else t


class Person:
    def __init__(self, first, last, sub, sex):
        self.first, self.last, self.sub, self.sex = first, last, sub, sex

    def fn(self):
        return V("PRENOM", self.first, self.sub)

    def ln(self, upper=False):
        return V("NOM", self.last.upper() if upper else self.last, self.sub)

    def dr(self, upper=True):
        return R("Dr ", self.fn(), " ", self.ln(upper))

    def full(self, upper=True):
        return R(self.fn(), " ", self.ln(upper))


def _name(r, sex, used):
    while True:
        first = r.choice(ids.FIRST_F if sex == 2 else ids.FIRST_M)
        last = r.choice(ids.PARTICLES) if r.random() < 0.3 else r.choice(ids.SURNAMES)
        if last not in used and first not in used:
            used.update([first, last])
            return first, last


def make_ctx(r, i):
    used = set()
    towns = r.sample(ids.TOWNS, 4)
    et, pt, bt, gt = towns
    est, acr = r.choice(ids.ESTABS)
    sex = r.choice([1, 2])
    first, last = _name(r, sex, used)
    birth_last = None
    if sex == 2 and r.random() < 0.75:
        birth_last = _name(r, 2, used)[1]
    bd = datetime.date(r.randint(1934, 1999), r.randint(1, 12), r.randint(1, 28))
    n13 = ids.nir13(r, sex, bd, bt[2])
    key = ids.nir_key(n13)
    hom, hom_word = r.choice(ids.HOMONYMS)
    d1 = Person(*_name(r, r.choice([1, 2]), used)[:1], hom, "medecin", 1)
    used.add(hom)
    d2 = Person(*_name(r, r.choice([1, 2]), used), "medecin", 1)
    gp = Person(*_name(r, r.choice([1, 2]), used), "medecin", 1)
    nurse = Person(*_name(r, 2, used), "soignant", 2)
    rel = Person(*_name(r, r.choice([1, 2]), used), "proche", 1)
    care0 = datetime.date(2025, r.randint(1, 9), r.randint(1, 28))
    c = dict(
        i=i, sex=sex, pat=Person(first, last, "patient", sex), birth_last=birth_last, bd=bd,
        n13=n13, key=key, est=est, acr=acr, et=et, pt=pt, bt=bt, gt=gt,
        est_addr="%d %s %s" % (r.randint(1, 120), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES)),
        pat_addr="%d %s %s" % (r.randint(1, 98), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES)),
        finess=ids.finess(r, et[2]), est_phone=ids.phone(r, False, 0), pat_phone=ids.phone(r, False, r.randint(0, 4)),
        pat_mobile=ids.phone(r, True, r.randint(0, 4)), rel_phone=ids.phone(r, True, r.randint(0, 2)),
        gp_phone=ids.phone(r, False, 0),
        ipp=str(r.randint(1, 9)) + ids.digits(r, r.choice([7, 8, 9])),
        nda=r.choice(["S25-%s", "HDJ-25-%s", "25A%s", "V25%sK", "E-2025-%s"]) % ids.digits(r, 6),
        email="%s.%s@%s" % (ids.ascii_fold(first).lower().replace(" ", "-"),
                             ids.ascii_fold(last).lower().replace(" ", "").replace("'", ""),
                             r.choice(["courriel-fictif.fr", "boite-test.org", "messagerie-exemple.net"])),
        svc_email="secretariat.%s@%s-sante.fr" % (r.choice(["hdj", "consult", "medecine", "chir"]), acr.lower()),
        insurer=r.choice(ids.INSURERS), member=r.choice(["", "M", "AD-"]) + ids.digits(r, 9),
        lab=r.choice(ids.LABS), labno=r.choice(["L25-%s", "%s", "B%s"]) % ids.digits(r, 8),
        acc="%s%s" % (r.choice(["RX", "IRM", "CT", "ACC"]), ids.digits(r, 9)),
        req=r.choice(["DEM-%s", "ORD%s", "PR-25-%s"]) % ids.digits(r, 6),
        d1=d1, d2=d2, gp=gp, nurse=nurse, rel=rel, rel_link=r.choice(["fille", "fils", "conjoint(e)", "sœur", "neveu"]),
        rpps1=ids.rpps(r), rpps2=ids.rpps(r), rppsgp=ids.rpps(r), adeli=ids.adeli(r, et[2]),
        hom_word=hom_word, care0=care0, bstyle=r.randint(0, 11), bstyle2=r.randint(0, 11), nstyle=r.randint(0, 4),
        age=2025 - bd.year - (1 if (care0.month, care0.day) < (bd.month, bd.day) else 0),
        room="chambre %d" % r.randint(101, 428),
    )
    return c


def day(c, n):
    return D(ids.care(c["care0"] + datetime.timedelta(days=n)))


# ------------------------------------------------------------------ common blocks
def head_runs(c, service):
    return [R(V("ETABLISSEMENT", c["est"], "etablissement")),
            R(service + " - ", V("ETABLISSEMENT", c["acr"], "sigle")),
            R(V("ADRESSE", c["est_addr"]), ", ", V("CODE_POSTAL", c["et"][1]), " ", V("VILLE", c["et"][0])),
            R("Tél. ", V("TELEPHONE", c["est_phone"]), " - ", V("EMAIL", c["svc_email"])),
            R("FINESS ", V("FINESS", c["finess"]), " - EJ ", V("FINESS", "1" + c["finess"], "idnat"))]


def team_runs(c, nurse_role):
    return [R(c["d1"].dr(), " - RPPS ", V("RPPS", c["rpps1"])),
            R(c["d2"].dr(False), " - RPPS ", V("RPPS", c["rpps2"])),
            R(nurse_role + " : ", c["nurse"].full(False), " - ADELI ", V("ADELI", c["adeli"]))]


def pat_name(c, upper=True):
    return R(c["pat"].ln(upper), " ", c["pat"].fn())


def bdate(c, style=None):
    return V("DATE_NAISSANCE", ids.birth_written(c["bd"], c["bstyle"] if style is None else style))


def foot_run(c):
    return R(pat_name(c), " ", V("DATE_NAISSANCE", ids.compact(c["bd"])), " - IPP ", V("IPP", c["ipp"]), " - ",
             V("ETABLISSEMENT", c["acr"], "sigle"))


def runhead_run(c):
    return R(V("ETABLISSEMENT", c["acr"], "sigle"), " | ", c["pat"].ln(True), ", ", c["pat"].fn(), " | NDA ",
             V("NUM_SEJOUR", c["nda"]))


def banner_runs(c):
    """Patient banner of the screen layout / identity box of the encadré layout."""
    allergy = ["Pénicilline", "Iode", "Latex", "Aucune connue"][c["i"] % 4]
    return [R(pat_name(c), "  (", "F" if c["sex"] == 2 else "M", ")  ", K("AGE", "%d ans" % c["age"])),
            R("Né(e) le ", bdate(c, c["bstyle2"]), "  IPP ", V("IPP", c["ipp"])),
            R("Séjour ", V("NUM_SEJOUR", c["nda"]), "  ", K("CHAMBRE", c["room"])),
            R("Allergies : ", K("ALLERGENE", allergy) if allergy != "Aucune connue" else allergy)]


def ident_kv(c):
    p, bl = c["pat"], c["birth_last"]
    nir = ids.nir_written(c["n13"], c["key"], c["nstyle"])
    rows = [("Nom d'usage", "Surname", R(p.ln(True)), None)]
    if bl:
        rows.append(("Nom de naissance", "Birth name", R(V("NOM", bl.upper(), "naissance")), None))
    rows += [
        ("Prénom(s)", "First name", R(p.fn()), None),
        ("Date de naissance", "Date of birth", R(bdate(c), " à ", V("VILLE", c["bt"][0], "naissance")),
         R(V("DATE_NAISSANCE", ids.birth_en(c["bd"])), ", ", V("VILLE", c["bt"][0], "naissance"))),
        ("IPP / NDA", "Patient / stay no.", R(V("IPP", c["ipp"]), " / ", V("NUM_SEJOUR", c["nda"])), None),
        ("NIR", "Social security no.", R(V("NIR", nir)), None),
        ("INS", "National health id", R(V("NIR", c["n13"] + c["key"], "ins")), None),
        ("Adresse", "Address", R(V("ADRESSE", c["pat_addr"]), ", ", V("CODE_POSTAL", c["pt"][1]), " ",
                                 V("VILLE", c["pt"][0])), None),
        ("Téléphones", "Phones", R(V("TELEPHONE", c["pat_phone"]), " / ", V("TELEPHONE", c["pat_mobile"])), None),
        ("Courriel", "E-mail", R(V("EMAIL", c["email"])), None),
        ("Complémentaire", "Insurer", R(V("ORGANISME", c["insurer"]), " - adhérent ", V("NUM_ADHERENT", c["member"], "mutuelle")),
         R(V("ORGANISME", c["insurer"]), " - member ", V("NUM_ADHERENT", c["member"], "mutuelle"))),
        ("Personne de confiance", "Trusted person", R(c["rel"].full(True), " (", c["rel_link"], "), ",
                                                     V("TELEPHONE", c["rel_phone"])),
         R(c["rel"].full(True), ", ", V("TELEPHONE", c["rel_phone"]))),
        ("Médecin traitant", "General practitioner", R(c["gp"].dr(), ", ", V("VILLE", c["gt"][0], "cabinet"),
                                                       " - RPPS ", V("RPPS", c["rppsgp"])), None),
        ("N° de demande", "Request no.", R(V("IDENTIFIANT", c["req"], "demande")), None),
    ]
    return ("kv", rows)


def homonym_block(c):
    fr, en = ids.HOMONYM_SENTENCES[c["hom_word"]]
    w = c["hom_word"]
    a, b = fr.split(w, 1)
    a2, b2 = en.split(w, 1)
    return ("p", R(a, W(w), b), R(a2, W(w), b2))


def sig_block(c, n):
    return ("sig", [R("Fait à ", V("VILLE", c["et"][0]), ", le ", day(c, n)),
                    R(c["d1"].dr()),
                    R("RPPS ", V("RPPS", c["rpps1"]), " - n° national ", V("RPPS", "8" + c["rpps1"], "idnat")),
                    R("Copie : ", c["gp"].dr(False), ", ", V("TELEPHONE", c["gp_phone"]))])


def lab_run(c, en=False):
    return R("dossier " if not en else "file ", V("NUM_DOSSIER_LABO", c["labno"]), " (", V("ETABLISSEMENT", c["lab"], "laboratoire"), ")")


# ------------------------------------------------------------------ shapes
def shape_implant_cochleaire(c, r):
    serv = "Service d'ORL et de chirurgie cervico-faciale"
    elec = []
    for e in (3, 8, 12, 16, 20):
        elec.append([R("E%d" % e), R(K("MESURE", "%d,%d kOhm" % (r.randint(5, 12), r.randint(0, 9)))),
                     R(K("MESURE", "%d UC" % r.randint(95, 130))), R(K("MESURE", "%d UC" % r.randint(160, 200)))])
    audio = []
    for f in ("250 Hz", "500 Hz", "1000 Hz", "2000 Hz", "4000 Hz"):
        audio.append([R(K("MESURE", f)), R(K("MESURE", "%d dB HL" % r.randint(85, 110))),
                      R(K("MESURE", "%d dB HL" % r.randint(20, 40)))])
    s1 = [ident_kv(c),
          ("h", "Contexte", "Background"),
          ("p", R("Surdité de perception bilatérale sévère à profonde (", K("CIM10", "H90.3"), "), implantation "
                  "côté droit le ", day(c, -120), " (acte ", K("CCAM", "CDLA001"), "). Antécédent d'otite chronique "
                  "à ", K("GERME", "Pseudomonas aeruginosa"), ". Scanner des rochers n° ", V("NUM_ACCESSION", c["acc"]), "."),
           R("Bilateral severe-to-profound sensorineural loss (", K("CIM10", "H90.3"), "), right implant on ",
             day(c, -120), ". CT no. ", V("NUM_ACCESSION", c["acc"]), ".")),
          ("kv", [("Implant", "Implant", R(K("DISPOSITIF", "Nucleus CI632")), None),
                  ("Processeur", "Processor", R(K("DISPOSITIF", "Nucleus 8 CP1110"), " - lot ", K("LOT", "NX%dK%d" % (r.randint(1000, 9999), r.randint(10, 99)))),
                   R(K("DISPOSITIF", "Nucleus 8 CP1110"))),
                  ("Date du réglage", "Fitting date", R(day(c, 0)), None)])]
    s2 = [("h", "Réglages du processeur", "Processor fitting"),
          ("tab", ["Électrode", "Impédance", "Seuil T", "Confort C"], ["Electrode", "Impedance", "T level", "C level"],
           elec, [1, 1.3, 1.2, 1.2]),
          ("h", "Audiométrie en champ libre", "Free-field audiometry"),
          ("tab", ["Fréquence", "Sans implant", "Avec implant"], ["Frequency", "Unaided", "Aided"], audio, [1, 1.3, 1.3]),
          ("p", R("Listes cochléaires de ", K("EPONYME", "Lafon"), " : ", K("SCORE", "%d %%" % r.randint(55, 90)),
                  " de reconnaissance en liste ouverte à ", K("MESURE", "65 dB SPL"), "."),
           R("Open-set recognition: ", K("SCORE", "%d %%" % r.randint(55, 90)), "."))]
    s3 = [("h", "Rééducation orthophonique", "Speech therapy"),
          ("p", R("Séances avec ", c["nurse"].full(False), ", orthophoniste (ADELI ", V("ADELI", c["adeli"]),
                  "), deux fois par semaine depuis le ", day(c, -90), ". Prochain réglage le ", day(c, 60), "."),
           R("Sessions with ", c["nurse"].full(False), " twice a week; next fitting on ", day(c, 60), ".")),
          homonym_block(c)]
    return serv, "Compte rendu de suivi d'implant cochléaire", "Cochlear implant follow-up", "Orthophoniste", s1, s2, s3


def shape_capsule_endoscopique(c, r):
    serv = "Service d'hépato-gastro-entérologie"
    hb = "%d,%d g/dL" % (r.randint(7, 9), r.randint(0, 9))
    s1 = [ident_kv(c),
          ("h", "Indication", "Indication"),
          ("p", R("Anémie ferriprive (", K("CIM10", "D50.0"), ") avec gastroscopie et coloscopie normales le ",
                  day(c, -30), ". Hémoglobine ", K("BIOLOGIE", hb), " (", K("LOINC", "718-7"), "), ferritine ",
                  K("BIOLOGIE", "%d µg/L" % r.randint(3, 12)), ", ", lab_run(c), "."),
           R("Iron-deficiency anaemia (", K("CIM10", "D50.0"), "), haemoglobin ", K("BIOLOGIE", hb), ", ", lab_run(c, True), ".")),
          ("kv", [("Capsule", "Capsule", R(K("DISPOSITIF", "PillCam SB3"), " - lot ", K("LOT", "SB3-%d" % r.randint(10000, 99999))), None),
                  ("N° d'examen", "Exam no.", R(V("NUM_ACCESSION", c["acc"])), None),
                  ("Acte", "Procedure", R(K("CCAM", "HEQE002"), " le ", day(c, 0)), R(K("CCAM", "HEQE002"), " on ", day(c, 0)))])]
    tr = [[R("Ingestion"), R(K("HORAIRE", "08:%02d" % r.randint(0, 20)))], [R("Pylore"), R(K("HORAIRE", "08:%02d" % r.randint(40, 59)))],
          [R("Valvule iléo-caecale"), R(K("HORAIRE", "13:%02d" % r.randint(0, 59)))]]
    les = []
    for seg in ("jéjunum proximal", "jéjunum moyen", "iléon"):
        les.append([R(K("HORAIRE", "0%d:%02d:%02d" % (r.randint(1, 4), r.randint(0, 59), r.randint(0, 59)))), R(seg),
                    R("angiodysplasie ", K("MESURE", "%d mm" % r.randint(2, 6))), R(K("SCORE", r.choice(["P1", "P2"])))])
    s2 = [("h", "Temps de transit", "Transit times"),
          ("tab", ["Repère", "Horaire"], ["Landmark", "Time"], tr, [2, 1]),
          ("h", "Lésions", "Findings"),
          ("tab", ["Horodatage", "Segment", "Lésion", "Saurin"], ["Time stamp", "Segment", "Lesion", "Saurin"], les, [1.1, 1.3, 1.6, 0.7]),
          ("p", R("Classification de ", K("EPONYME", "Saurin"), ". Recherche d'", K("GERME", "Helicobacter pylori"), " négative."),
           R(K("GERME", "Helicobacter pylori"), " negative."))]
    s3 = [("h", "Conclusion", "Conclusion"),
          ("p", R("Traitement par ", K("MEDICAMENT", "Ferinject"), " ", K("DOSE", "1000 mg"), " (", K("ATC", "B03AC01"),
                  ") en hôpital de jour le ", day(c, 14), ", perfusion posée par ", c["nurse"].full(False), " (ADELI ",
                  V("ADELI", c["adeli"]), ")."),
           R(K("MEDICAMENT", "Ferinject"), " ", K("DOSE", "1000 mg"), " on ", day(c, 14), ".")),
          homonym_block(c)]
    return serv, "Compte rendu de vidéocapsule endoscopique", "Capsule endoscopy report", "IDE", s1, s2, s3


def shape_saignees_hemochromatose(c, r):
    serv = "Médecine interne - hôpital de jour"
    rows = []
    fer = r.randint(700, 1100)
    for k in range(4):
        fer = int(fer * 0.82)
        rows.append([R(day(c, 14 * k)), R(K("MESURE", "%d mL" % r.choice([350, 400, 450]))),
                     R(K("BIOLOGIE", "%d,%d g/dL" % (r.randint(13, 15), r.randint(0, 9)))), R(K("BIOLOGIE", "%d µg/L" % fer)),
                     R(c["nurse"].ln(True))])
    s1 = [ident_kv(c),
          ("h", "Diagnostic", "Diagnosis"),
          ("p", R("Hémochromatose génétique (", K("CIM10", "E83.1"), "), génotype ", K("BIOLOGIE", "C282Y/C282Y"),
                  ", coefficient de saturation de la transferrine ", K("BIOLOGIE", "%d %%" % r.randint(60, 85)),
                  " (normes ", K("INTERVALLE", "20 - 40 %"), "), ", lab_run(c), "."),
           R("HFE haemochromatosis (", K("CIM10", "E83.1"), "), ", K("BIOLOGIE", "C282Y/C282Y"), ", ", lab_run(c, True), "."))]
    s2 = [("h", "Séances de saignée", "Phlebotomy sessions"),
          ("tab", ["Date", "Volume", "Hb avant", "Ferritine", "IDE"], ["Date", "Volume", "Hb before", "Ferritin", "Nurse"],
           rows, [1.2, 0.9, 1.1, 1.1, 1.4]),
          ("p", R("Acte ", K("CCAM", "FELF011"), ". Collation après chaque séance, contrôle de la pression artérielle à ",
                  K("MESURE", "%d/%d mmHg" % (r.randint(110, 135), r.randint(65, 85))), "."),
           R("Blood pressure after session ", K("MESURE", "%d/%d mmHg" % (r.randint(110, 135), r.randint(65, 85))), "."))]
    s3 = [("h", "Suite du programme", "Next steps"),
          ("p", R("Objectif de ferritine ", K("INTERVALLE", "50 - 100 µg/L"), ". Infirmière référente : ", c["nurse"].full(False),
                  " (ADELI ", V("ADELI", c["adeli"]), "). Prochaine séance le ", day(c, 70), "."),
           R("Target ferritin ", K("INTERVALLE", "50 - 100 µg/L"), "; next session on ", day(c, 70), ".")),
          homonym_block(c)]
    return serv, "Programme de saignées thérapeutiques", "Therapeutic phlebotomy programme", "IDE référente", s1, s2, s3


def shape_perfusion_sep(c, r):
    serv = "Neurologie - hôpital de jour"
    pre = [("Méthylprednisolone", "100 mg", "H02AB04"), ("Dexchlorphéniramine", "5 mg", "R06AB02"),
           ("Paracétamol", "1000 mg", "N02BE01"), ("Ocrevus", "600 mg", "L04AG08")]
    rows = [[R(K("MEDICAMENT", m)), R(K("DOSE", d)), R(K("ATC", a)), R(K("LOT", "%s%d" % (r.choice("ABHKX"), r.randint(100000, 999999))))]
            for m, d, a in pre]
    deb = []
    for k, q in enumerate((40, 80, 120, 160, 200)):
        deb.append([R(K("HORAIRE", "%02d:%02d" % (9 + k // 2, 30 * (k % 2)))), R(K("DEBIT", "%d mL/h" % q)),
                    R(K("MESURE", "%d/%d mmHg" % (r.randint(110, 140), r.randint(60, 85)))), R(K("MESURE", "%d bpm" % r.randint(60, 90)))])
    s1 = [ident_kv(c),
          ("h", "Histoire de la maladie", "History"),
          ("p", R("Sclérose en plaques récurrente-rémittente (", K("CIM10", "G35"), ") diagnostiquée le ", day(c, -900),
                  " selon les critères de ", K("EPONYME", "McDonald"), ", ", K("SCORE", "EDSS 3,5"), ". IRM du ", day(c, -40),
                  " (examen ", V("NUM_ACCESSION", c["acc"]), ") sans nouvelle lésion."),
           R("Relapsing-remitting multiple sclerosis (", K("CIM10", "G35"), "), MRI ", V("NUM_ACCESSION", c["acc"]), " stable."))]
    s2 = [("h", "Prémédication et traitement", "Premedication and treatment"),
          ("tab", ["Produit", "Dose", "ATC", "Lot"], ["Drug", "Dose", "ATC", "Batch"], rows, [1.8, 1, 1, 1]),
          ("h", "Paliers de débit", "Infusion rates"),
          ("tab", ["Heure", "Débit", "PA", "FC"], ["Time", "Rate", "BP", "HR"], deb, [1, 1, 1.3, 1])]
    s3 = [("h", "Biologie", "Laboratory"),
          ("p", R("Lymphocytes CD19 ", K("BIOLOGIE", "0,01 G/L"), ", IgG ", K("BIOLOGIE", "%d,%d g/L" % (r.randint(7, 12), r.randint(0, 9))),
                  " (", K("INTERVALLE", "7,0 - 16,0 g/L"), ", ", K("LOINC", "2465-3"), "), ", lab_run(c), ". Surveillance par ",
                  c["nurse"].full(False), " (ADELI ", V("ADELI", c["adeli"]), "). Prochaine perfusion le ", day(c, 182), "."),
           R("IgG ", K("INTERVALLE", "7,0 - 16,0 g/L"), ", ", lab_run(c, True), "; next infusion on ", day(c, 182), ".")),
          homonym_block(c)]
    return serv, "Fiche de perfusion d'ocrélizumab", "Ocrelizumab infusion sheet", "IDE", s1, s2, s3


def shape_cardioversion(c, r):
    serv = "Cardiologie - rythmologie"
    s1 = [ident_kv(c),
          ("h", "Indication", "Indication"),
          ("p", R("Fibrillation atriale persistante (", K("CIM10", "I48.1"), "), ", K("SCORE", "CHA2DS2-VASc 3"), ", anticoagulée par ",
                  K("MEDICAMENT", "Eliquis"), " ", K("DOSE", "5 mg"), " (", K("ATC", "B01AF02"), ") depuis le ", day(c, -35),
                  ". ETO du ", day(c, 0), " (examen ", V("NUM_ACCESSION", c["acc"]), ") : pas de thrombus."),
           R("Persistent atrial fibrillation (", K("CIM10", "I48.1"), "), TOE ", V("NUM_ACCESSION", c["acc"]), ": no thrombus."))]
    shocks = [[R("1"), R(K("MESURE", "150 J")), R("FA persistante")], [R("2"), R(K("MESURE", "200 J")), R("rythme sinusal")]]
    s2 = [("h", "Procédure", "Procedure"),
          ("kv", [("Défibrillateur", "Defibrillator", R(K("DISPOSITIF", "LIFEPAK 20e"), " - électrodes lot ", K("LOT", "4A%d" % r.randint(10000, 99999))),
                   R(K("DISPOSITIF", "LIFEPAK 20e"))),
                  ("Anesthésie", "Anaesthesia", R(K("MEDICAMENT", "propofol"), " ", K("DOSE", "%d mg" % r.choice([60, 70, 80, 90])),
                                                  " (", K("ATC", "N01AX10"), "), ", c["d2"].dr(False)), None),
                  ("Acte / salle", "Procedure / room", R(K("CCAM", "DERP004"), " - ", K("SALLE", "salle %d" % r.randint(2, 6))), None)]),
          ("tab", ["Choc", "Énergie", "Rythme obtenu"], ["Shock", "Energy", "Resulting rhythm"], shocks, [0.6, 1, 2])]
    s3 = [("h", "Surveillance", "Monitoring"),
          ("p", R("Kaliémie ", K("BIOLOGIE", "4,%d mmol/L" % r.randint(0, 8)), " (", K("INTERVALLE", "3,5 - 5,0 mmol/L"), "), ",
                  lab_run(c), ". ECG à ", K("HORAIRE", "11:%02d" % r.randint(10, 59)), " : rythme sinusal à ",
                  K("MESURE", "%d bpm" % r.randint(55, 75)), ". ", K("EPONYME", "Holter"), " le ", day(c, 30), ", surveillance par ",
                  c["nurse"].full(False), " (ADELI ", V("ADELI", c["adeli"]), ")."),
           R("Potassium ", K("INTERVALLE", "3,5 - 5,0 mmol/L"), ", ", lab_run(c, True), "; Holter on ", day(c, 30), ".")),
          homonym_block(c)]
    return serv, "Compte rendu de cardioversion électrique", "Electrical cardioversion report", "IDE", s1, s2, s3


def shape_chip_hyperthermie(c, r):
    serv = "Chirurgie digestive et oncologique"
    rows = []
    for k in range(4):
        rows.append([R(K("HORAIRE", "10:%02d" % (10 * k + 5))), R(K("MESURE", "43,%d °C" % r.randint(0, 4))),
                     R(K("MESURE", "41,%d °C" % r.randint(5, 9))), R(K("DEBIT", "1,%d L/min" % r.randint(1, 5)))])
    s1 = [ident_kv(c),
          ("h", "Indication", "Indication"),
          ("p", R("Carcinose péritonéale d'origine colique (", K("CIM10", "C78.6"), "), ", K("SCORE", "PCI %d" % r.randint(6, 14)),
                  " selon ", K("EPONYME", "Sugarbaker"), ". Dossier présenté en RCP le ", day(c, -21), "."),
           R("Peritoneal carcinomatosis (", K("CIM10", "C78.6"), "), MDT on ", day(c, -21), "."))]
    s2 = [("h", "Intervention", "Operation"),
          ("kv", [("Date / salle", "Date / room", R(day(c, 0), " - ", K("SALLE", "bloc %d" % r.randint(1, 9))), None),
                  ("Acte", "Procedure", R(K("CCAM", "HPFA005"), ", cytoréduction ", K("SCORE", "CC-0")), None),
                  ("Opérateurs", "Surgeons", R(c["d1"].dr(), " et ", c["d2"].dr(False)), None),
                  ("IBODE", "Scrub nurse", R(c["nurse"].full(True), " - ADELI ", V("ADELI", c["adeli"])), None),
                  ("Machine", "Device", R(K("DISPOSITIF", "Performer HT")), None)]),
          ("tab", ["Heure", "T° entrée", "T° sortie", "Débit"], ["Time", "Inflow", "Outflow", "Flow"], rows, [1, 1, 1, 1]),
          ("p", R("Oxaliplatine ", K("DOSE", "%d mg" % r.randint(600, 800)), " (", K("ATC", "L01XA03"), ", lot ",
                  K("LOT", "OX%d" % r.randint(10000, 99999)), ") pendant ", K("MESURE", "30 min"), "."),
           R("Oxaliplatin ", K("DOSE", "%d mg" % r.randint(600, 800)), " (", K("ATC", "L01XA03"), ")."))]
    s3 = [("h", "Suites opératoires", "Post-operative course"),
          ("p", R("Liquide péritonéal : ", K("GERME", "Escherichia coli"), " sensible. Créatinine ",
                  K("BIOLOGIE", "%d µmol/L" % r.randint(60, 110)), " (", K("LOINC", "2160-0"), "), ", lab_run(c),
                  ". Sortie prévue le ", day(c, 12), "."),
           R(K("GERME", "Escherichia coli"), " in peritoneal fluid, ", lab_run(c, True), "; discharge on ", day(c, 12), ".")),
          homonym_block(c)]
    return serv, "Compte rendu de CHIP", "HIPEC operative report", "IBODE", s1, s2, s3


def build(r, i, shape, planned):
    c = make_ctx(r, i)
    fn = globals()["shape_" + shape]
    serv, title, title_en, nrole, s1, s2, s3 = fn(c, r)
    s3 = s3 + [sig_block(c, 1)]
    if planned == 1:
        blocks = s1 + s2 + s3
    elif planned == 2:
        blocks = s1 + s2 + [("break",)] + s3
    else:
        blocks = s1 + [("break",)] + s2 + [("break",)] + s3
    return {"num": i, "shape": shape, "title": title, "title_en": title_en, "service": serv, "ctx": c,
            "head": head_runs(c, serv), "team": team_runs(c, nrole), "foot": foot_run(c), "runhead": runhead_run(c),
            "banner": banner_runs(c), "blocks": blocks, "planned": planned}
