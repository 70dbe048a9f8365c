"""Documents of corpus AZ: a fictional context per document and six clinical shapes.

build(seed, i, family, shape) returns a dict:
  title, service, head (letterhead runs), team (care-team runs), ident [(label, run)], foot (run),
  runhead (run printed from page 2), sections [[blocks], [blocks], [blocks]], hours (monitoring grid rows).
Blocks: ("h", title) | ("p", run) | ("kv", [(label, run)]) | ("tab", heads, rows, weights) | ("sig", [runs]).
"""
from __future__ import annotations

import datetime
import random

from . import ids
from .model import D, K, R, V, W

SHAPES = ["bilan_psychomoteur", "consultation_platre", "desensibilisation_venin", "pression_negative_vac",
          "suivi_glaucome", "fibroscopie_deglutition"]

TITLES = {
    "bilan_psychomoteur": ("Compte rendu de bilan psychomoteur", "Centre d'action médico-sociale précoce - pédopsychiatrie"),
    "consultation_platre": ("Consultation de contrôle - salle des plâtres", "Orthopédie-traumatologie"),
    "desensibilisation_venin": ("Induction de tolérance aux venins d'hyménoptères", "Allergologie"),
    "pression_negative_vac": ("Suivi de thérapie par pression négative", "Unité plaies et cicatrisation"),
    "suivi_glaucome": ("Consultation de suivi du glaucome", "Ophtalmologie"),
    "fibroscopie_deglutition": ("Bilan de déglutition par nasofibroscopie", "ORL et phoniatrie"),
}
THERAPIST = {
    "bilan_psychomoteur": "psychomotricienne", "consultation_platre": "infirmier de plâtre",
    "desensibilisation_venin": "infirmière", "pression_negative_vac": "infirmière stomathérapeute",
    "suivi_glaucome": "orthoptiste", "fibroscopie_deglutition": "orthophoniste",
}


def _slug(s: str) -> str:
    return "".join(ch for ch in ids.ascii_fold(s).lower() if ch.isalnum() or ch == "-").replace("--", "-")


def _ipp(r) -> str:
    return r.choice(["%08d" % r.randint(10 ** 7, 10 ** 8 - 1), "40%08d" % r.randint(0, 10 ** 8 - 1),
                     "%09d" % r.randint(10 ** 8, 10 ** 9 - 1)])


def _nda(r, y: int) -> str:
    yy = y % 100
    return r.choice(["%02d-%07d" % (yy, r.randint(0, 10 ** 7 - 1)), "S%02d%08d" % (yy, r.randint(0, 10 ** 8 - 1)),
                     "NDA/%02d/%06d" % (yy, r.randint(0, 10 ** 6 - 1)), "%02d%08d" % (yy, r.randint(0, 10 ** 8 - 1)),
                     "V%02d-%05d-B" % (yy, r.randint(0, 10 ** 5 - 1))])


def build(seed: int, i: int, family: str, shape: str) -> dict:
    r = random.Random(seed * 1000 + i)
    child = shape == "bilan_psychomoteur"
    est, acr = r.choice(ids.ESTABS)
    etown, ecp, edept = r.choice(ids.TOWNS)
    fin = ids.finess(r, edept)
    fin_txt = fin if r.random() < 0.5 else "%s %s %s" % (fin[:3], fin[3:6], fin[6:])
    dom = _slug(acr) + "-sante.fr"
    title, service = TITLES[shape]
    care0 = datetime.date(2025, 1, 6) + datetime.timedelta(days=r.randint(0, 300))
    cd = [care0 + datetime.timedelta(days=k * r.randint(5, 12)) for k in range(5)]
    cdt = [ids.care(d) for d in cd]

    # patient
    sex = r.choice([1, 2])
    if child:
        age = r.randint(5, 10)
        first = r.choice(ids.CHILD_M if sex == 1 else ids.CHILD_F)
    else:
        age = r.randint(24, 86)
        first = r.choice(ids.FIRST_M if sex == 1 else ids.FIRST_F)
    bdate = datetime.date(care0.year - age, 1, 1) + datetime.timedelta(days=r.randint(0, 360))
    if bdate > care0.replace(year=care0.year - age):
        age -= 1
    sname = r.choice(ids.SURNAMES + ids.PARTICLES)
    birth_name = r.choice([s for s in ids.SURNAMES if s != sname]) if (sex == 2 and not child and r.random() < 0.75) else None
    bt, bcp, bdept = r.choice(ids.TOWNS)
    ptown, pcp, pdept = r.choice(ids.TOWNS)
    n13 = ids.nir13(r, sex, bdate, bdept)
    key = ids.nir_key(n13)
    st1, st2 = r.randrange(6), r.randrange(11)
    while st2 == st1:
        st2 = r.randrange(11)
    NOMC = V("NOM", sname.upper(), "patient")
    NOMT = V("NOM", sname, "patient")
    PRE = V("PRENOM", first, "patient")
    NAIS = V("NOM", birth_name.upper(), "naissance") if birth_name else None
    DDN1 = V("DATE_NAISSANCE", ids.birth_written(bdate, st1))
    DDN2 = V("DATE_NAISSANCE", ids.birth_written(bdate, st2))
    DDNF = V("DATE_NAISSANCE", bdate.strftime("%d/%m/%Y"))
    BT = V("VILLE", bt)
    IPP = V("IPP", _ipp(r))
    NDA = V("NUM_SEJOUR", _nda(r, care0.year))
    addr = "%d %s %s" % (r.randint(1, 140), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
    ADR, PCP, PT = V("ADRESSE", addr), V("CODE_POSTAL", pcp), V("VILLE", ptown)
    TEL1 = V("TELEPHONE", ids.phone(r, False, r.randrange(6)))
    TEL2 = V("TELEPHONE", ids.phone(r, True, r.randrange(6)))
    pmail = "%s.%s%d@%s" % (_slug(first), _slug(sname.split()[-1]), r.randint(1, 99), r.choice(["courriel-fictif.fr", "messagerie-exemple.fr", "boite-test.net"]))
    MAIL = V("EMAIL", pmail)
    NIR = V("NIR", ids.nir_written(n13, key, r.randrange(6)))
    INS = V("NIR", n13 + key, "ins")
    # relative
    rel_sex = r.choice([1, 2])
    rel_first = r.choice(ids.FIRST_M if rel_sex == 1 else ids.FIRST_F)
    rel_name = sname if (child or r.random() < 0.4) else r.choice(ids.SURNAMES)
    link = ("père" if rel_sex == 1 else "mère") if child else r.choice(["fils", "fille", "conjoint(e)", "frère", "sœur", "voisin(e)"])
    RPRE, RNOM = V("PRENOM", rel_first, "proche"), V("NOM", rel_name.upper(), "proche")
    RTEL = V("TELEPHONE", ids.phone(r, True, r.randrange(6)))
    INSU = V("ORGANISME", r.choice(ids.INSURERS))
    MEMB = V("NUM_ADHERENT", r.choice(["%09d" % r.randint(10 ** 8, 10 ** 9 - 1), "A%07d-%02d" % (r.randint(0, 10 ** 7 - 1), r.randint(0, 99)),
                                       "%03d %03d %03d %02d" % (r.randint(100, 999), r.randint(0, 999), r.randint(0, 999), r.randint(1, 99))]), "mutuelle")
    EMP = V("ETABLISSEMENT", r.choice(ids.EMPLOYERS), "employeur")
    # care team
    hom, word, sentence = r.choice(ids.HOMONYMS)
    d1_first = r.choice(ids.FIRST_F + ids.FIRST_M)
    rp1 = ids.rpps(r)
    D1N, D1P = V("NOM", hom.upper(), "medecin"), V("PRENOM", d1_first, "medecin")
    D1T = V("NOM", hom, "medecin")
    D1R, D1I = V("RPPS", rp1), V("RPPS", "8" + rp1, "idnat")
    d2 = r.choice([s for s in ids.SURNAMES if s not in (sname, rel_name)])
    d2_first = r.choice(ids.FIRST_F + ids.FIRST_M)
    D2N, D2R = V("NOM", d2.upper(), "medecin"), V("RPPS", ids.rpps(r))
    th_first = r.choice(ids.FIRST_F)
    th = r.choice([s for s in ids.SURNAMES if s not in (sname, rel_name, d2)])
    THP, THN, THA = V("PRENOM", th_first, "soignant"), V("NOM", th.upper(), "soignant"), V("ADELI", ids.adeli(r, edept))
    gp = r.choice([s for s in ids.SURNAMES if s not in (sname, rel_name, d2, th)])
    gp_first = r.choice(ids.FIRST_M + ids.FIRST_F)
    gtown = r.choice(ids.TOWNS)[0]
    GPP, GPN, GPV, GPR = V("PRENOM", gp_first, "medecin"), V("NOM", gp, "medecin"), V("VILLE", gtown), V("RPPS", ids.rpps(r))
    GPT = V("TELEPHONE", ids.phone(r, False, r.randrange(6)))
    LAB = V("ETABLISSEMENT", r.choice(ids.LABS), "laboratoire")
    LABN = V("NUM_DOSSIER_LABO", r.choice(["%02dB%06d" % (care0.year % 100, r.randint(0, 10 ** 6 - 1)),
                                           "L-%02d%02d-%05d" % (care0.year % 100, care0.month, r.randint(0, 10 ** 5 - 1)),
                                           "%010d" % r.randint(10 ** 9, 10 ** 10 - 1)]))
    ACC = V("NUM_ACCESSION", r.choice(["RX%02d-%08d" % (care0.year % 100, r.randint(0, 10 ** 8 - 1)),
                                       "ACC%010d" % r.randint(0, 10 ** 10 - 1), "IMG.%06d.%03d" % (r.randint(0, 10 ** 6 - 1), r.randint(0, 999))]))
    DEM = V("IDENTIFIANT", "DEM-%02d-%06d" % (care0.year % 100, r.randint(0, 10 ** 6 - 1)), "DEMANDE")
    ORD = V("IDENTIFIANT", r.choice(["ORD-%d-%05d" % (care0.year, r.randint(0, 10 ** 5 - 1)), "RX/%06d" % r.randint(0, 10 ** 6 - 1)]), "ORDONNANCE")
    PRES, PRESA = r.choice(ids.PRESTATAIRES)
    PREST = V("ETABLISSEMENT", PRES, "prestataire")
    # letterhead
    E, A = V("ETABLISSEMENT", est, "etablissement"), V("ETABLISSEMENT", acr, "sigle")
    street = "%d %s %s" % (r.randint(1, 90), r.choice(["rue", "avenue", "boulevard", "allée"]), r.choice(ids.STREET_NAMES))
    EADR, ECP, ETOWN = V("ADRESSE", street), V("CODE_POSTAL", ecp), V("VILLE", etown)
    ETEL = V("TELEPHONE", ids.phone(r, False, r.randrange(6)))
    EMAIL = V("EMAIL", "%s@%s" % (r.choice(["secretariat.", "accueil.", "sec."]) + _slug(service.split()[0]), dom))
    FIN, FINJ = V("FINESS", fin_txt), V("FINESS", "1" + fin)
    AGE = K("AGE", "%d ans" % age)
    sgl = "né" if sex == 1 else "née"

    c = dict(locals())
    head = [R(E, " (", A, ")"), R(service), R(EADR, ", ", ECP, " ", ETOWN), R("Tél. ", ETEL, " - ", EMAIL),
            R("FINESS ", FIN, " - entité juridique ", FINJ)]
    team = [R("Dr ", D1P, " ", D1N, " - RPPS ", D1R), R("Dr ", d2_first[0] + ". ", D2N, " - RPPS ", D2R),
            R(THP, " ", THN, ", %s - ADELI " % THERAPIST[shape], THA)]
    ident = [("Nom d'usage", R(NOMC))]
    if NAIS:
        ident.append(("Nom de naissance", R(NAIS)))
    ident += [("Prénom", R(PRE)), ("Né(e) le", R(DDN1, " à ", BT, " (", AGE, ")")), ("IPP / NDA", R(IPP, " / ", NDA)),
              ("Adresse", R(ADR, ", ", PCP, " ", PT)), ("Téléphones", R(TEL1, " - ", TEL2)), ("Courriel", R(MAIL)),
              ("NIR", R(NIR)), ("INS", R(INS)),
              ("Représentant légal" if child else "Personne à prévenir", R(RPRE, " ", RNOM, " (%s), " % link, RTEL)),
              ("Complémentaire", R(INSU, " - adhérent n° ", MEMB)),
              ("Employeur" + (" du parent" if child else ""), R(EMP)),
              ("Médecin traitant", R("Dr ", GPP, " ", GPN, " (", GPV, ") - RPPS ", GPR, " - ", GPT))]
    foot = R(A, " - ", NOMC, " ", PRE, " - né(e) le ", DDNF, " - IPP ", IPP)
    runhead = R(A, " - ", title, " - ", NOMC, " ", PRE, " (suite)")
    secs = SHAPE_FUN[shape](r, c)
    sig = ("sig", [R("Fait à ", V("VILLE", etown), ", le ", D(cdt[0])),
                   R("Dr ", D1P, " ", D1N, " - RPPS ", D1R, " - n° national ", D1I),
                   R("Copie : Dr ", GPP, " ", GPN, ", médecin traitant (", GPV, ")")])
    secs[2].append(sig)
    hours = _hours(r, shape)
    return {"title": title, "service": service, "head": head, "team": team, "ident": ident, "foot": foot,
            "runhead": runhead, "sections": secs, "hours": hours, "care0": cdt[0], "care0v": D(cdt[0]), "acr": acr}


def _hours(r, shape):
    """Monitoring grid rows (used by the surveillance-sheet layout): parameter, unit, values at 6 hours."""
    hrs = ["08h", "10h", "12h", "14h", "16h", "18h"]
    rows = [("PA (mmHg)", ["%d/%d" % (r.randint(105, 150), r.randint(60, 90)) for _ in hrs]),
            ("FC (bpm)", ["%d" % r.randint(58, 98) for _ in hrs]),
            ("SpO2 (%)", ["%d" % r.randint(94, 100) for _ in hrs]),
            ("T (°C)", ["%d,%d" % (36 + r.randint(0, 1), r.randint(0, 9)) for _ in hrs]),
            ("EVA (/10)", ["%d" % r.randint(0, 4) for _ in hrs])]
    return hrs, [(lab, [K("MESURE", v) for v in vals]) for lab, vals in rows]


# ------------------------------------------------------------------ shapes
def psychomot(r, c):
    g = r.choice(["F82", "F90.0", "F80.1"])
    mabc = r.randint(3, 12)
    s1 = [("h", "Motif et contexte"),
          ("p", R("Bilan demandé par le Dr ", c["GPP"], " ", c["GPN"], " pour ", c["PRE"], " ", c["NOMT"], ", ", c["AGE"],
                  ", scolarisé(e) en cycle 2, pour maladresse et lenteur graphique. Premier rendez-vous le ", D(c["cdt"][0]),
                  ", accompagné(e) de son ", "père" if c["rel_sex"] == 1 else "parent", " ", c["RPRE"], " ", c["RNOM"], ".")),
          ("kv", [("Hypothèse", R("trouble développemental de la coordination, CIM-10 ", K("CIM10", g))),
                  ("Grossesse / naissance", R("terme ", K("MESURE", "38 SA"), ", poids de naissance ", K("POIDS", "%d g" % r.randint(2600, 3900)))),
                  ("Demande n°", R(c["DEM"]))])]
    s2 = [("h", "Épreuves standardisées"),
          ("tab", ["Épreuve", "Score", "Norme", "Date"],
           [[R("M-ABC-2 total"), R(K("SCORE", "%d/19" % mabc)), R(K("NORMES", "5e percentile")), R(D(c["cdt"][0]))],
            [R("Figure de Rey (copie)"), R(K("SCORE", "%d/36" % r.randint(14, 30))), R(K("NORMES", "-1,5 DS")), R(D(c["cdt"][1]))],
            [R("BHK (écriture)"), R(K("SCORE", "%d points" % r.randint(12, 30))), R(K("NORMES", "+2 DS")), R(D(c["cdt"][1]))],
            [R("Test de Bender"), R(K("SCORE", "%d erreurs" % r.randint(2, 9))), R(K("NORMES", "seuil 5")), R(D(c["cdt"][2]))]],
           [3, 2, 2, 2]),
          ("p", R("Tonus : paratonie modérée (épreuve de Stambak), latéralité gauche. Praxies : imitation de gestes de ", K("EPONYME", "Bergès-Lézine"), " ",
                  K("SCORE", "%d/30" % r.randint(15, 27)), ". Graphisme lent, prise tripode crispée.")),
          ("p", R("Observation réalisée par ", c["THP"], " ", c["THN"], ", psychomotricienne (ADELI ", c["THA"], ")."))]
    s3 = [("h", "Conclusion et projet"),
          ("p", R("Le profil est compatible avec un trouble de la coordination. Séances hebdomadaires proposées (",
                  K("MESURE", "20 séances"), ") à partir du ", D(c["cdt"][3]), ". Ergothérapie à discuter ; aménagements scolaires (PAP).")),
          _homonym_p(c),
          ("kv", [("Prise en charge", R(c["INSU"], " - n° ", c["MEMB"])),
                  ("Contact parent", R(c["RPRE"], " ", c["RNOM"], " - ", c["RTEL"]))])]
    return [s1, s2, s3]


def _homonym_p(c):
    a, b = c["sentence"].split(c["word"], 1)
    return ("p", R(a, W(c["word"]), b))


def platre(r, c):
    side = r.choice(["gauche", "droit"])
    code = r.choice(["S52.5", "S82.6", "S62.3"])
    s1 = [("h", "Contexte"),
          ("p", R(c["PRE"], " ", c["NOMT"], ", ", c["AGE"], ", vu(e) le ", D(c["cdt"][0]), " pour contrôle d'une fracture de ", K("EPONYME", "Pouteau-Colles"), " du poignet ",
                  side, " (", K("CIM10", code), "), réduite sous anesthésie locorégionale. Employeur informé : ", c["EMP"], ".")),
          ("kv", [("Radiographie de contrôle", R("n° ", c["ACC"], " du ", D(c["cdt"][1]))),
                  ("Acte", R("CCAM ", K("CCAM", r.choice(["MZMP002", "QZMP001", "MZMP006"])))),
                  ("Immobilisation", R(K("DISPOSITIF", "résine Scotchcast Plus 7,5 cm"), ", lot ", K("LOT", "SC%d%s" % (r.randint(1000, 9999), r.choice("ABKM")))))])]
    s2 = [("h", "Surveillance sous plâtre"),
          ("tab", ["Date", "Œdème", "Sensibilité", "Remarque"],
           [[R(D(c["cdt"][0])), R(K("MESURE", "++")), R("normale"), R("pose de la manchette")],
            [R(D(c["cdt"][1])), R(K("MESURE", "+")), R("normale"), R("fenêtrage, appui refusé")],
            [R(D(c["cdt"][2])), R(K("MESURE", "0")), R("normale"), R("réfection par ", c["THP"], " ", c["THN"])]],
           [2, 1.4, 1.6, 3.5]),
          ("p", R("Thromboprophylaxie : ", K("MEDICAMENT", "Lovenox"), " ", K("DOSE", "4000 UI"), " par jour (ATC ", K("ATC", "B01AB05"),
                  "), arrêt prévu le ", D(c["cdt"][3]), ". Antalgie : paracétamol ", K("DOSE", "1000 mg"), " (ATC ", K("ATC", "N02BE01"), ").")),
          ("p", R("Signes d'alerte (syndrome de ", K("EPONYME", "Volkmann"), ") expliqués au patient et à son proche ", c["RPRE"], " ", c["RNOM"], " (", c["RTEL"], ")."))]
    s3 = [("h", "Conduite à tenir"),
          ("p", R("Ablation prévue à ", K("MESURE", "6 semaines"), ", puis rééducation ; contrôle radiographique demandé (demande ", c["DEM"], ").")),
          _homonym_p(c),
          ("kv", [("Ordonnance", R(c["ORD"])), ("Transport", R(c["PREST"], " - bon établi le ", D(c["cdt"][2])))])]
    return [s1, s2, s3]


def venin(r, c):
    ven = r.choice([("Vespula", "guêpe"), ("Apis mellifera", "abeille"), ("Polistes", "poliste")])
    tryp = "%d,%d" % (r.randint(3, 14), r.randint(0, 9))
    s1 = [("h", "Indication"),
          ("p", R(c["PRE"], " ", c["NOMT"], ", ", c["AGE"], ", a présenté une réaction systémique de grade III de ", K("EPONYME", "Müller"), " après piqûre de ",
                  ven[1], " (", K("CIM10", "T63.4"), "). ", c["sentence"].split(c["word"])[0], W(c["word"]), c["sentence"].split(c["word"])[1])),
          ("kv", [("IgE spécifiques", R(K("GERME", ven[0]), " : ", K("BIOLOGIE", "%d,%d kUA/L" % (r.randint(2, 40), r.randint(0, 9))))),
                  ("Tryptase basale", R(K("BIOLOGIE", tryp + " µg/L"), " (N < ", K("INTERVALLE", "11,4 µg/L"), ")")),
                  ("Laboratoire", R(c["LAB"], " - dossier ", c["LABN"])),
                  ("LOINC", R(K("LOINC", "21582-2")))])]
    rows = []
    doses = ["0,1 µg", "1 µg", "10 µg", "20 µg", "50 µg", "100 µg"]
    for k, d in enumerate(doses):
        rows.append([R(K("HORAIRE", "%02dh%02d" % (8 + k // 2, 30 * (k % 2)))), R(K("DOSE", d)),
                     R(K("MESURE", "%d/%d" % (r.randint(110, 140), r.randint(60, 85)))), R("sans réaction" if k < 5 else "érythème local")])
    s2 = [("h", "Protocole accéléré (rush)"),
          ("p", R("Séance du ", D(c["cdt"][1]), " en hôpital de jour, voie veineuse en place, ", K("MEDICAMENT", "Anapen"), " ",
                  K("DOSE", "0,3 mg"), " à disposition. Extrait ", K("MEDICAMENT", "Alyostal venin"), " lot ", K("LOT", "VN%05d" % r.randint(0, 99999)), ".")),
          ("tab", ["Heure", "Dose", "PA", "Tolérance"], rows, [1.2, 1.2, 1.2, 3]),
          ("p", R("Injections réalisées par ", c["THP"], " ", c["THN"], " (ADELI ", c["THA"], ") ; surveillance ", K("MESURE", "2 heures"), "."))]
    s3 = [("h", "Entretien"),
          ("p", R("Dose d'entretien ", K("DOSE", "100 µg"), " toutes les ", K("MESURE", "4 semaines"), " pendant ", K("MESURE", "5 ans"),
                  ". Prochaine injection le ", D(c["cdt"][2]), ". Trousse d'urgence : adrénaline (ATC ", K("ATC", "C01CA24"), "), ",
                  K("MEDICAMENT", "Aerius"), " ", K("DOSE", "5 mg"), " (ATC ", K("ATC", "R06AX27"), ").")),
          ("kv", [("Ordonnance", R(c["ORD"])), ("Acte", R("CCAM ", K("CCAM", "FGLF001"))),
                  ("Complémentaire", R(c["INSU"], " (", c["MEMB"], ")"))])]
    return [s1, s2, s3]


def vac(r, c):
    code = r.choice(["T81.3", "L89.3", "L97"])
    w = [r.randint(40, 90) for _ in range(3)]
    s1 = [("h", "Plaie et indication"),
          ("p", R(c["PRE"], " ", c["NOMT"], ", ", c["AGE"], ", porteur(se) d'une plaie ", K("CIM10", code),
                  " après désunion de cicatrice ; thérapie par pression négative débutée le ", D(c["cdt"][0]), ".")),
          ("kv", [("Système", R(K("DISPOSITIF", "V.A.C. Ultra (KCI)"), ", mousse ", K("DISPOSITIF", "GranuFoam M"), ", lot ", K("LOT", "GF%06d" % r.randint(0, 999999)))),
                  ("Réglage", R(K("MESURE", "-125 mmHg"), " continu")),
                  ("Prélèvement", R(K("GERME", r.choice(["Staphylococcus aureus", "Pseudomonas aeruginosa", "Enterobacter cloacae"])),
                                    " - ", c["LAB"], ", dossier ", c["LABN"])),
                  ("Échelle", R("Braden ", K("SCORE", "%d" % r.randint(11, 18))))])]
    s2 = [("h", "Changements de pansement"),
          ("tab", ["Date", "Dimensions", "Exsudat", "Soignant"],
           [[R(D(c["cdt"][k])), R(K("MESURE", "%d x %d mm" % (w[k], w[k] // 2 + 5))), R(K("MESURE", "%d mL" % r.randint(30, 180))),
             R(c["THN"] if k != 1 else "IDE libérale")] for k in range(3)],
           [1.6, 2, 1.4, 2]),
          ("p", R("Albumine ", K("BIOLOGIE", "%d g/L" % r.randint(26, 38)), ", CRP ", K("BIOLOGIE", "%d mg/L" % r.randint(4, 60)),
                  " (", K("LOINC", "1988-5"), "). Complément ", K("MEDICAMENT", "Renutryl"), " deux fois par jour.")),
          ("p", R("Matériel livré par ", c["PREST"], " ; ordonnance ", c["ORD"], "."))]
    s3 = [("h", "Suite"),
          ("p", R("Poursuite ", K("MESURE", "3 semaines"), " avec changement tous les ", K("MESURE", "72 h"),
                  ", puis relais par pansement ", K("DISPOSITIF", "Mepilex Border"), ". Acte CCAM ", K("CCAM", "QZJB001"), ".")),
          _homonym_p(c),
          ("kv", [("Photographie", R("examen n° ", c["ACC"])), ("Infirmière référente", R(c["THP"], " ", c["THN"], " - ADELI ", c["THA"]))])]
    return [s1, s2, s3]


def glaucome(r, c):
    p1, p2 = r.randint(18, 30), r.randint(13, 19)
    s1 = [("h", "Histoire"),
          ("p", R(c["PRE"], " ", c["NOMT"], ", ", c["AGE"], ", suivi(e) pour glaucome primitif à angle ouvert (", K("CIM10", "H40.1"),
                  "), adressé(e) par le Dr ", c["GPP"], " ", c["GPN"], ". Gonioscopie : angle ouvert grade IV de ", K("EPONYME", "Shaffer"), ".")),
          ("kv", [("OCT RNFL", R("examen ", c["ACC"], " du ", D(c["cdt"][0]))),
                  ("Champ visuel", R(K("DISPOSITIF", "Humphrey 24-2"), ", MD ", K("MESURE", "-%d,%d dB" % (r.randint(1, 9), r.randint(0, 9))))),
                  ("Acte", R("CCAM ", K("CCAM", "BZQK001")))])]
    s2 = [("h", "Pression intraoculaire"),
          ("tab", ["Date", "OD", "OG", "Pachymétrie"],
           [[R(D(c["cdt"][k])), R(K("MESURE", "%d mmHg" % (p1 - 3 * k))), R(K("MESURE", "%d mmHg" % (p2 + k))),
             R(K("MESURE", "%d µm" % r.randint(505, 585)))] for k in range(3)],
           [2, 1.5, 1.5, 1.8]),
          ("p", R("Traitement : ", K("MEDICAMENT", "Xalatan"), " ", K("DOSE", "1 goutte"), " le soir (ATC ", K("ATC", "S01EE01"),
                  ") puis ajout de ", K("MEDICAMENT", "Cosopt"), " (ATC ", K("ATC", "S01ED51"), "), flacon lot ", K("LOT", "XL%05d" % r.randint(0, 99999)), ".")),
          ("p", R("Bilan orthoptique par ", c["THP"], " ", c["THN"], " (ADELI ", c["THA"], ")."))]
    s3 = [("h", "Conclusion"),
          ("p", R("Trabéculoplastie laser (SLT) proposée le ", D(c["cdt"][3]), " si la cible de ", K("MESURE", "15 mmHg"),
                  " n'est pas atteinte. Conduite automobile autorisée ; informer l'employeur (", c["EMP"], ") des absences.")),
          _homonym_p(c),
          ("kv", [("Ordonnance", R(c["ORD"])), ("Demande", R(c["DEM"]))])]
    return [s1, s2, s3]


def deglutition(r, c):
    s1 = [("h", "Indication"),
          ("p", R(c["PRE"], " ", c["NOMT"], ", ", c["AGE"], ", adressé(e) pour dysphagie oropharyngée (", K("CIM10", "R13"),
                  ") après accident vasculaire ; pneumopathie d'inhalation à ", K("GERME", "Klebsiella pneumoniae"), " le ", D(c["cdt"][0]), ".")),
          ("kv", [("Examen", R("nasofibroscopie de déglutition, CCAM ", K("CCAM", "GDQE004"))),
                  ("Endoscope", R(K("DISPOSITIF", "Olympus ENF-VH"), " - n° d'archivage ", c["ACC"])),
                  ("Demande", R(c["DEM"]))])]
    s2 = [("h", "Essais de textures"),
          ("tab", ["Texture IDDSI", "Volume", "Pénétration-aspiration", "Résidus"],
           [[R("niveau 0 (liquide)"), R(K("MESURE", "5 mL")), R(K("SCORE", "PAS %d" % r.randint(5, 8))), R("vallécules ++")],
            [R("niveau 2 (légèrement épais)"), R(K("MESURE", "10 mL")), R(K("SCORE", "PAS %d" % r.randint(2, 4))), R("vallécules +")],
            [R("niveau 4 (mixé lisse)"), R(K("MESURE", "1 cuillère")), R(K("SCORE", "PAS 1")), R("aucun")]],
           [2.6, 1.4, 2, 1.5]),
          ("p", R("Manœuvre de ", K("EPONYME", "Mendelsohn"), " et flexion antérieure efficaces. Échelle de Yale : ", K("SCORE", "grade %d" % r.randint(2, 4)),
                  ". Albumine ", K("BIOLOGIE", "%d g/L" % r.randint(28, 40)), " au laboratoire ", c["LAB"], " (dossier ", c["LABN"], ").")),
          _homonym_p(c)]
    s3 = [("h", "Recommandations"),
          ("p", R("Eau gélifiée, épaississant ", K("MEDICAMENT", "Resource ThickenUp Clear"), " ", K("DOSE", "2 dosettes"),
                  " pour 200 mL. Rééducation par ", c["THP"], " ", c["THN"], ", orthophoniste (ADELI ", c["THA"], "), dès le ", D(c["cdt"][2]), ".")),
          ("kv", [("Ordonnance", R(c["ORD"])), ("Aidant", R(c["RPRE"], " ", c["RNOM"], " - ", c["RTEL"]))])]
    return [s1, s2, s3]


SHAPE_FUN = {"bilan_psychomoteur": psychomot, "consultation_platre": platre, "desensibilisation_venin": venin,
             "pression_negative_vac": vac, "suivi_glaucome": glaucome, "fibroscopie_deglutition": deglutition}
