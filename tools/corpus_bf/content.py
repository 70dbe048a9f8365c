"""Contexts (one fictional patient and team per document) and the ten document shapes of corpus BF.

A document is a dict: title, shape, ctx, head (letterhead runs), team (runs), runhead (run printed at the top of
every page), foot (run printed at the bottom of every page), ident (identity fields: caption, run) and pages
(list of lists of blocks). Blocks: ("h", text), ("p", run), ("kv", [(caption, run)]), ("tab", heads, rows, weights),
("tick", [(checked, run)]), ("dots", [(caption, run)]), ("sig", [runs]).
"""
from __future__ import annotations

import datetime
import random

from . import ids
from .model import D, K, R, V, W

SHAPES = ["materiovigilance", "hemovigilance_feir", "directives_anticipees", "cure_thermale", "oxygenotherapie",
          "nutrition_enterale", "stomatherapie", "rapatriement_sanitaire", "tracabilite_mds", "appel_lendemain"]


def person(r, sex, used):
    while True:
        sur = r.choice(ids.SURNAMES + ids.PARTICLES)
        if sur not in used:
            used.add(sur)
            break
    while True:
        first = r.choice(ids.FIRST_F if sex == 2 else ids.FIRST_M)
        if first not in used:
            used.add(first)
            return first, sur


def make_ctx(i: int, seed: int) -> dict:
    r = random.Random(seed * 1000 + i)
    used = set()
    c = {"i": i, "r": r}
    sex = 1 + i % 2
    c["sex"] = sex
    c["first"], c["sur"] = person(r, sex, used)
    if sex == 2 and i % 4 == 1:
        c["birthname"] = person(r, 1, used)[1]
    else:
        c["birthname"] = None
    c["dob"] = datetime.date(r.randint(1931, 1998), r.randint(1, 12), r.randint(1, 28))
    town, cp, dept = r.choice(ids.TOWNS)
    c["town"], c["cp"], c["dept"] = town, cp, dept
    c["addr"] = "%d %s %s" % (r.randint(2, 148), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
    n13 = ids.nir13(r, sex, c["dob"], dept)
    c["nir"] = ids.nir_written(n13, ids.nir_key(n13), i)
    c["ins"] = n13 + ids.nir_key(n13)
    c["ipp"] = ["", "IPP", "8", "00"][i % 4] + ids.digits(r, [8, 6, 7, 8][i % 4])
    if c["ipp"].startswith("IPP"):
        c["ipp"] = "IPP" + ids.digits(r, 7)
    c["nda"] = "%d%s" % (2025 if i % 2 else 25, ids.digits(r, 6))
    c["tel"] = ids.phone(r, True, i)
    c["tel2"] = ids.phone(r, False, i + 3)
    fold = ids.ascii_fold(c["first"]).lower().replace(" ", "") + "." + ids.ascii_fold(c["sur"]).lower().replace(" ", "").replace("'", "")
    c["mail"] = fold + ["@orange.fr", "@laposte.net", "@free.fr", "@gmail.com"][i % 4]
    e, acr = ids.ESTABS[i % len(ids.ESTABS)]
    c["estab"], c["acr"] = e, acr
    e2, acr2 = ids.ESTABS[(i + 3) % len(ids.ESTABS)]
    c["estab2"], c["acr2"] = e2, acr2
    c["etown"], c["ecp"], c["edept"] = ids.TOWNS[(i * 7 + 3) % len(ids.TOWNS)]
    c["eaddr"] = "%d %s %s" % (r.randint(1, 60), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
    c["finess"] = ids.finess(r, c["edept"])
    c["etel"] = ids.phone(r, False, i + 1)
    c["email_svc"] = "secretariat.%s@%s.fr" % (["pneumologie", "hemovigilance", "soins-palliatifs", "rhumatologie",
                                                  "chirurgie-digestive", "stomatherapie"][i % 6], acr.lower())
    c["docs"] = []
    for k in range(2):
        f, s = person(r, 1 + (i + k) % 2, used)
        c["docs"].append((f, s, ids.rpps(r)))
    hf, hs = ids.HOMONYMS[i % len(ids.HOMONYMS)]
    c["hom"] = (r.choice(ids.FIRST_F + ids.FIRST_M), hf, hs, ids.rpps(r))
    nf, ns = person(r, 2, used)
    c["nurse"] = (nf, ns, ids.adeli(r, c["edept"]))
    pf, ps = person(r, 1 + (i + 1) % 2, used)
    c["proche"] = (pf, ps, ids.phone(r, True, i + 2), ["fille", "fils", "époux", "épouse", "nièce", "frère"][i % 6])
    c["gp"] = person(r, 1 + i % 2, used) + (ids.rpps(r),)
    c["insurer"] = ids.INSURERS[i % len(ids.INSURERS)]
    c["member"] = ["", "ADH-", "M", ""][i % 4] + ids.digits(r, 9)
    c["employer"] = ids.EMPLOYERS[i % len(ids.EMPLOYERS)]
    c["lab"] = ids.LABS[i % len(ids.LABS)]
    c["labno"] = "%s%s" % (["L", "B25-", "DL"][i % 3], ids.digits(r, 7))
    c["acc"] = "ACC%s" % ids.digits(r, 8)
    c["rx"] = "ORD-%s-%s" % (ids.digits(r, 4), ids.digits(r, 5))
    c["d0"] = datetime.date(2025, 1 + i % 11, 1 + (i * 5) % 20)
    c["dates"] = [c["d0"] + datetime.timedelta(days=k * (3 + i % 4)) for k in range(6)]
    c["room"] = "%d%02d" % (1 + i % 4, 5 + i % 30)
    c["salle"] = "salle %d" % (1 + i % 6)
    c["time"] = "%02dh%02d" % (8 + i % 9, (i * 13) % 60)
    c["time2"] = "%02d:%02d" % (13 + i % 5, (i * 7) % 60)
    c["weight"] = "%d kg" % (52 + (i * 3) % 40)
    return c


# ------------------------------------------------------------------ identity writings
def patient_name(c, style):
    """Run naming the patient in one of 8 writings."""
    f, s = c["first"], c["sur"]
    civ = "Mme" if c["sex"] == 2 else "M."
    P = lambda t: V("PRENOM", t, "patient")  # noqa: E731
    N = lambda t: V("NOM", t, "patient")  # noqa: E731
    st = style % 8
    if st == 0:
        return R(civ + " ", P(f), " ", N(s.upper()))
    if st == 1:
        return R(N(s.upper()), " ", P(f))
    if st == 2:
        return R(N(s.upper()), ", ", P(f))
    if st == 3:
        return R(f[0] + ". ", N(s.upper()))
    if st == 4:
        return R(P(f.lower()), " ", N(s.lower()))
    if st == 5:
        return R(N(s), " ", P(f.upper()))
    if st == 6:
        return R(N(s.upper()), " ", P(f.upper()))
    return R(P(f), " ", N(s))


def airline_name(c):
    civ = "MME" if c["sex"] == 2 else "M"
    return R(V("NOM", c["sur"].upper(), "patient"), "/", V("PRENOM", c["first"].upper(), "patient"), " " + civ)


def doc_name(c, k, style=0, title="Dr "):
    f, s, rp = c["docs"][k]
    if style % 3 == 0:
        return R(title, V("PRENOM", f, "medecin"), " ", V("NOM", s, "medecin"))
    if style % 3 == 1:
        return R(title, V("NOM", s.upper(), "medecin"), " ", V("PRENOM", f, "medecin"))
    return R(title + f[0] + ". ", V("NOM", s, "medecin"))


def rpps_run(c, k, style=0):
    rp = c["docs"][k][2] if k < 2 else c["hom"][3]
    if style % 2:
        return R("RPPS ", V("RPPS", rp))
    return R("n° RPPS : ", V("RPPS", rp))


def birth(c, style):
    return V("DATE_NAISSANCE", ids.birth_written(c["dob"], style))


def build_head(c):
    return [R(V("ETABLISSEMENT", c["estab"], "etablissement"), " (", V("ETABLISSEMENT", c["acr"], "sigle"), ")"),
            R(V("ADRESSE", c["eaddr"]), ", ", V("CODE_POSTAL", c["ecp"]), " ", V("VILLE", c["etown"])),
            R("Standard ", V("TELEPHONE", c["etel"]), " - ", V("EMAIL", c["email_svc"])),
            R("FINESS ", V("FINESS", c["finess"]))]


def build_team(c):
    hf, hs, hlow, hrp = c["hom"]
    nf, ns, nad = c["nurse"]
    return [R(doc_name(c, 0, c["i"]), ", praticien hospitalier - ", rpps_run(c, 0, c["i"])),
            R(doc_name(c, 1, c["i"] + 1), ", assistant - ", rpps_run(c, 1, c["i"] + 1)),
            R("Dr ", V("PRENOM", hf, "medecin"), " ", V("NOM", hs, "medecin"), " - RPPS ", V("RPPS", hrp)),
            R("IDE ", V("PRENOM", nf, "soignant"), " ", V("NOM", ns.upper(), "soignant"), " - ADELI ",
              V("ADELI", nad))]


def ident_fields(c):
    """Identity fields (caption, run); captions and writings vary with the document."""
    i = c["i"]
    f = []
    f.append((["Nom d'usage", "NOM", "Patient(e)", "Nom et prénom"][i % 4], patient_name(c, i)))
    if c["birthname"]:
        f.append((["Nom de naissance", "Née", "NN"][i % 3], R(V("NOM", c["birthname"].upper(), "naissance"))))
    f.append((["Date de naissance", "DDN", "Né(e) le", "Naissance"][(i // 2) % 4], R(birth(c, i))))
    f.append((["IPP", "N° patient", "Identifiant permanent", "IPP"][i % 4], R(V("IPP", c["ipp"]))))
    f.append((["N° de séjour", "NDA", "Venue", "Séjour"][i % 4], R(V("NUM_SEJOUR", c["nda"]))))
    f.append((["NIR", "N° sécurité sociale", "Matricule INS", "NIR (clé)"][i % 4], R(V("NIR", c["nir"]))))
    f.append(("Adresse", R(V("ADRESSE", c["addr"]), ", ", V("CODE_POSTAL", c["cp"]), " ", V("VILLE", c["town"]))))
    f.append((["Tél.", "Portable", "Téléphone", "Mobile"][i % 4], R(V("TELEPHONE", c["tel"]))))
    f.append((["Courriel", "E-mail", "Mél", "Adresse électronique"][i % 4], R(V("EMAIL", c["mail"]))))
    return f


def short_id(c, style=0):
    return R(patient_name(c, style + 1), " - IPP ", V("IPP", c["ipp"]))


def care_d(c, k, style=0):
    return D(ids.care(c["dates"][k], style))


# ------------------------------------------------------------------ shapes
def shape_blocks(c, shape):
    i = c["i"]
    d1f, d1s, _ = c["docs"][0]
    hf, hs, hlow, hrp = c["hom"]
    pf, ps, ptel, plien = c["proche"]
    gf, gs, grp = c["gp"]
    nf, ns, nad = c["nurse"]
    ins = R(V("ORGANISME", c["insurer"]), " - adhérent n° ", V("NUM_ADHERENT", c["member"], "mutuelle"))
    proche = R(V("PRENOM", pf, "proche"), " ", V("NOM", ps.upper(), "proche"), " (" + plien + "), ",
               V("TELEPHONE", ptel))
    gp = R("Dr ", V("PRENOM", gf, "medecin"), " ", V("NOM", gs, "medecin"), ", médecin traitant, RPPS ",
           V("RPPS", grp))
    emp = R("Employeur : ", V("ORGANISME", c["employer"], "employeur"))
    hom = R("Ancien ", W(hlow), " de métier, le patient reste autonome pour les gestes simples.")
    if shape == "materiovigilance":
        title = "Signalement de matériovigilance"
        s1 = [("h", "Dispositif en cause"),
              ("kv", [("Dispositif", R(K("DISPOSITIF", "pompe à perfusion Volumat Agilia"), " (Fresenius Kabi)")),
                      ("Numéro de lot", R(K("LOT", "LOT 24B1187"))),
                      ("Date de l'incident", R(care_d(c, 0), " à ", K("HORAIRE", c["time"]))),
                      ("Lieu", R("chambre ", K("CHAMBRE", c["room"]), ", unité de soins continus"))]),
              ("p", R("Lors de la perfusion de ", K("MEDICAMENT", "noradrénaline"), " ", K("DOSE", "0,4 µg/kg/min"),
                      ", l'alarme d'occlusion ne s'est pas déclenchée ; pression artérielle moyenne à ",
                      K("MESURE", "58 mmHg"), ". Score ", K("SCORE", "NEWS2 7"), ".")),
              ("tick", [(True, R("incident grave")), (False, R("risque d'incident")),
                        (True, R("dispositif conservé et mis en quarantaine"))])]
        s2 = [("h", "Déclarant"),
              ("kv", [("Correspondant local", R(doc_name(c, 0, i + 2), " - ", rpps_run(c, 0))),
                      ("Soignant témoin", R("IDE ", V("PRENOM", nf, "soignant"), " ", V("NOM", ns, "soignant"),
                                            ", ADELI ", V("ADELI", nad))),
                      ("Code CIM-10", R(K("CIM10", "Y71.2"), " incident lié à un dispositif"))]),
              ("p", R("Transmis à l'ANSM le ", care_d(c, 1), ". ", hom))]
        s3 = [("h", "Suites"), ("p", R("Surveillance renforcée, lactates ", K("BIOLOGIE", "2,8 mmol/L"),
                                       ", aucun dommage durable. Signe de ", K("EPONYME", "Homans"), " négatif."))]
    elif shape == "hemovigilance_feir":
        title = "Fiche d'effet indésirable receveur"
        s1 = [("h", "Produits sanguins transfusés"),
              ("tab", ["Produit", "N° de don", "Heure", "Volume"],
               [[R(K("CODE", "CGR phénotypé")), R(K("LOT", "9734 25 118842")), R(K("HORAIRE", c["time"])), R(K("MESURE", "285 mL"))],
                [R(K("CODE", "PFC-IA")), R(K("LOT", "9734 25 120315")), R(K("HORAIRE", c["time2"])), R(K("MESURE", "220 mL"))]],
               [3, 3, 2, 2]),
              ("p", R("Frissons et hyperthermie à ", K("MESURE", "39,2 °C"), " trente minutes après le début ; hémoglobine ",
                      K("BIOLOGIE", "7,9 g/dL"), " avant transfusion (", K("LOINC", "LOINC 718-7"), ")."))]
        s2 = [("h", "Analyses"),
              ("kv", [("Laboratoire", R(V("ETABLISSEMENT", c["lab"], "laboratoire"))),
                      ("Dossier labo", R(V("NUM_DOSSIER_LABO", c["labno"]))),
                      ("Hémocultures", R("prélevées le ", care_d(c, 0, 1), ", ", K("BIOLOGIE", "CRP 48 mg/L"))),
                      ("Imputabilité", R(K("SCORE", "grade 1, imputabilité 2")))]),
              ("p", R("Correspondant d'hémovigilance : ", doc_name(c, 1, i), ", ", V("EMAIL", c["email_svc"]), ". ", gp, "."))]
        s3 = [("h", "Conclusion"), ("p", R("Réaction fébrile non hémolytique. ", hom)), ("sig", [R(doc_name(c, 0, i)), R(rpps_run(c, 0, 1))])]
    elif shape == "directives_anticipees":
        title = "Directives anticipées"
        s1 = [("h", "Rédaction"),
              ("p", R("Je soussigné(e) ", patient_name(c, i + 3), ", né(e) le ", birth(c, i + 5),
                      ", rédige mes directives anticipées en pleine conscience.")),
              ("tick", [(True, R("je refuse une réanimation cardio-pulmonaire prolongée")),
                        (False, R("je souhaite une ventilation mécanique invasive")),
                        (True, R("je demande une sédation profonde si mes souffrances sont réfractaires"))])]
        s2 = [("h", "Personne de confiance"), ("dots", [("Nom, lien, téléphone", proche), ("Médecin", gp)]),
              ("p", R("Situation médicale : ", K("CIM10", "C34.1"), " traité par ", K("MEDICAMENT", "pembrolizumab"),
                      " ", K("DOSE", "200 mg"), " ; score ", K("SCORE", "OMS 2"), ", ", K("SCORE", "Karnofsky 60 %"), "."))]
        s3 = [("h", "Dépôt"), ("p", R("Document remis le ", care_d(c, 0, 2), " et versé au dossier ", V("IPP", c["ipp"]), ". ", hom)),
              ("sig", [R(patient_name(c, i + 1)), R("témoin : ", doc_name(c, 0, i + 1))])]
    elif shape == "cure_thermale":
        title = "Demande de prise en charge de cure thermale"
        s1 = [("h", "Orientation thérapeutique"),
              ("kv", [("Orientation", R(K("CODE", "RH"), " rhumatologie, ", K("CODE", "VR"), " voies respiratoires")),
                      ("Station", R("Dax, 18 jours, début prévu le ", care_d(c, 2))),
                      ("Diagnostic", R(K("CIM10", "M17.0"), " gonarthrose bilatérale, score ", K("SCORE", "Lequesne 12")))]),
              ("p", R("Traitement en cours : ", K("MEDICAMENT", "étoricoxib"), " ", K("DOSE", "60 mg"), " (", K("ATC", "M01AH05"),
                      "), ", K("MEDICAMENT", "paracétamol"), " ", K("DOSE", "1 g x 3/j"), "."))]
        s2 = [("h", "Assuré et organismes"),
              ("kv", [("Complémentaire", ins), ("Situation", emp),
                      ("Prescripteur", R(gp))]),
              ("tick", [(True, R("ressources inférieures au plafond")), (False, R("cure en rapport avec une ALD"))])]
        s3 = [("h", "Observations"), ("p", R("Signe de ", K("EPONYME", "Lasègue"), " négatif. ", hom))]
    elif shape == "oxygenotherapie":
        title = "Prescription d'oxygénothérapie à domicile"
        pr, pa = ids.PRESTATAIRES[i % 3]
        s1 = [("h", "Indication"),
              ("kv", [("Gazométrie", R(K("BIOLOGIE", "PaO2 52 mmHg"), ", ", K("BIOLOGIE", "PaCO2 47 mmHg"), " le ", care_d(c, 0))),
                      ("Diagnostic", R(K("CIM10", "J44.1"), " BPCO, stade ", K("SCORE", "GOLD 4"))),
                      ("Débit", R(K("DOSE", "2 L/min"), " au repos, ", K("DOSE", "3 L/min"), " à l'effort, 15 h/24"))]),
              ("p", R("Matériel : ", K("DISPOSITIF", "concentrateur EverFlo Philips"), " et ", K("DISPOSITIF", "SimplyGo Mini"),
                      "; test de marche 6 min : ", K("MESURE", "290 m"), "."))]
        s2 = [("h", "Prestataire"),
              ("kv", [("Prestataire", R(V("ETABLISSEMENT", pr, "prestataire"), " (", V("ETABLISSEMENT", pa, "sigle"), ")")),
                      ("Prescription", R(V("IDENTIFIANT", c["rx"], "ORDONNANCE"))),
                      ("Prescripteur", R(doc_name(c, 0, i), ", ", rpps_run(c, 0, i)))]),
              ("p", R("Contact famille : ", proche, ". ", hom))]
        s3 = [("h", "Renouvellement"), ("p", R("Réévaluation prévue le ", care_d(c, 3, 1), " ; ", K("SCORE", "mMRC 3"), "."))]
    elif shape == "nutrition_enterale":
        title = "Protocole de nutrition entérale"
        s1 = [("h", "Évaluation"),
              ("kv", [("Poids", R(K("POIDS", c["weight"]), " (", K("MESURE", "IMC 17,4"), ")")),
                      ("Albumine", R(K("BIOLOGIE", "28 g/L"), ", ", K("BIOLOGIE", "préalbumine 0,11 g/L"))),
                      ("Score", R(K("SCORE", "NRS 2002 = 5")))]),
              ("tab", ["Produit", "Débit", "Horaire"],
               [[R(K("MEDICAMENT", "Fresubin 2 kcal HP")), R(K("DOSE", "80 mL/h")), R(K("HORAIRE", "20h00"))],
                [R(K("MEDICAMENT", "eau")), R(K("DOSE", "250 mL x 4")), R(K("HORAIRE", c["time"]))]], [4, 3, 2])]
        s2 = [("h", "Matériel"),
              ("p", R("Sonde ", K("DISPOSITIF", "gastrostomie MIC-KEY 14 Fr"), ", pompe ", K("DISPOSITIF", "Amika Fresenius"),
                      ", geste ", K("CCAM", "HPLB003"), " réalisé le ", care_d(c, 1), " en ", K("SALLE", c["salle"]), ".")),
              ("kv", [("Diététicienne", R(V("PRENOM", nf, "soignant"), " ", V("NOM", ns.upper(), "soignant"))),
                      ("Prescription", R(V("IDENTIFIANT", c["rx"], "ORDONNANCE"))), ("Mutuelle", ins)])]
        s3 = [("h", "Suivi"), ("p", R("Pesée hebdomadaire. ", hom, " ", gp, "."))]
    elif shape == "stomatherapie":
        title = "Consultation de stomathérapie"
        s1 = [("h", "Stomie"),
              ("kv", [("Type", R("colostomie gauche, ", K("CCAM", "HHCA002"), " le ", care_d(c, 0))),
                      ("Diamètre", R(K("MESURE", "32 mm"))),
                      ("Appareillage", R(K("DISPOSITIF", "SenSura Mio Convex Coloplast"), ", ", K("LOT", "lot 5512874")))]),
              ("p", R("Peau péristomiale : ", K("SCORE", "DET 3"), ". Pas de signe de ", K("EPONYME", "Cullen"), "."))]
        s2 = [("h", "Éducation"),
              ("tick", [(True, R("vidange autonome")), (True, R("changement de support")), (False, R("irrigation"))]),
              ("dots", [("Stomathérapeute", R("IDE ", V("PRENOM", nf, "soignant"), " ", V("NOM", ns, "soignant"), ", ADELI ", V("ADELI", nad))),
                        ("Aidant", proche)]),
              ("p", R(hom))]
        s3 = [("h", "Ordonnance"), ("p", R(K("MEDICAMENT", "lopéramide"), " ", K("DOSE", "2 mg"), " si besoin ; ordonnance ",
                                            V("IDENTIFIANT", c["rx"], "ORDONNANCE"), ". ", emp, "."))]
    elif shape == "rapatriement_sanitaire":
        title = "Demande de rapatriement sanitaire"
        an, aa = ids.ASSISTANCE[i % 3]
        s1 = [("h", "Situation"),
              ("p", R("Hospitalisé(e) depuis le ", care_d(c, 0), " pour ", K("CIM10", "S72.0"), " fracture du col fémoral, ostéosynthèse ",
                      K("CCAM", "NBCA006"), ". Score ", K("SCORE", "ASA 2"), ", ", K("BIOLOGIE", "Hb 10,8 g/dL"), ".")),
              ("kv", [("Assisteur", R(V("ORGANISME", an), " (", V("ORGANISME", aa, "sigle"), "), dossier ", V("NUM_ADHERENT", c["member"], "assistance"))),
                      ("Établissement d'accueil", R(V("ETABLISSEMENT", c["estab2"], "etablissement"), " - ", V("ETABLISSEMENT", c["acr2"], "sigle"))),
                      ("Vecteur", R("avion sanitaire, civière, ", K("DISPOSITIF", "oxygène 2 L/min")))])]
        s2 = [("h", "Accompagnement"), ("dots", [("Proche", proche), ("Médecin accompagnateur", R(doc_name(c, 1, i), ", ", rpps_run(c, 1)))]),
              ("p", R("Anticoagulation : ", K("MEDICAMENT", "énoxaparine"), " ", K("DOSE", "4000 UI"), " (", K("ATC", "B01AB05"), "). ", hom))]
        s3 = [("h", "Départ"), ("p", R("Départ prévu le ", care_d(c, 2, 1), " à ", K("HORAIRE", c["time2"]), ", porte ", K("SALLE", "brancardage B"), "."))]
    elif shape == "tracabilite_mds":
        title = "Traçabilité des médicaments dérivés du sang"
        s1 = [("h", "Administrations"),
              ("tab", ["Médicament", "UCD", "Lot", "Dose"],
               [[R(K("MEDICAMENT", "Privigen 10 %")), R(K("UCD", "3400892088310")), R(K("LOT", "P100239871")), R(K("DOSE", "0,4 g/kg"))],
                [R(K("MEDICAMENT", "Albunorm 20 %")), R(K("UCD", "3400893826072")), R(K("LOT", "A227B0451")), R(K("DOSE", "100 mL"))]],
               [3, 3, 3, 2]),
              ("p", R("Administré le ", care_d(c, 0), " à ", K("HORAIRE", c["time"]), ", chambre ", K("CHAMBRE", c["room"]), "."))]
        s2 = [("h", "Dispensation"),
              ("kv", [("Pharmacien", R(doc_name(c, 1, i, "Dr "), " - ", rpps_run(c, 1, i))),
                      ("Ordonnance", R(V("IDENTIFIANT", c["rx"], "ORDONNANCE"))),
                      ("Indication", R(K("CIM10", "G61.0"), " syndrome de ", K("EPONYME", "Guillain-Barré"))),
                      ("ATC", R(K("ATC", "J06BA02")))]),
              ("p", R(hom))]
        s3 = [("h", "Archivage"), ("p", R("Feuillet conservé 40 ans, copie au ", gp, "."))]
    else:  # appel_lendemain
        title = "Appel du lendemain après chirurgie ambulatoire"
        s1 = [("h", "Intervention"),
              ("kv", [("Acte", R(K("CCAM", "HMFC004"), " cholécystectomie cœlioscopique le ", care_d(c, 0))),
                      ("Sortie", R(K("HORAIRE", c["time2"]), ", score ", K("SCORE", "Chung 10"))),
                      ("Joint au", R(V("TELEPHONE", c["tel"]), " (patient) puis ", V("TELEPHONE", ptel), " (proche)"))])]
        s2 = [("h", "Questionnaire"),
              ("tick", [(False, R("douleur supérieure à 4")), (False, R("nausées, vomissements")), (True, R("reprise de l'alimentation")),
                        (True, R("pansement propre et sec"))]),
              ("p", R("Antalgie : ", K("MEDICAMENT", "tramadol"), " ", K("DOSE", "50 mg"), " (", K("ATC", "N02AX02"), "), ", K("SCORE", "EVA 2"), ". ", hom))]
        s3 = [("h", "Appelant"), ("p", R("IDE ", V("PRENOM", nf, "soignant"), " ", V("NOM", ns.upper(), "soignant"), " ; rappel de ", gp, "."))]
    return title, [s1, s2, s3]


def make_doc(i: int, seed: int, shape: str, npages: int) -> dict:
    c = make_ctx(i, seed)
    title, secs = shape_blocks(c, shape)
    pages = [[] for _ in range(npages)]
    for k, s in enumerate(secs):
        pages[min(k * npages // 3, npages - 1)].extend(s)
    return {"title": title, "shape": shape, "ctx": c, "head": build_head(c), "team": build_team(c),
            "ident": ident_fields(c), "pages": pages,
            "runhead": R(patient_name(c, i + 2), " - né(e) le ", birth(c, i + 1)),
            "foot": R(V("ETABLISSEMENT", c["acr"], "sigle"), " - IPP ", V("IPP", c["ipp"]), " - séjour ", V("NUM_SEJOUR", c["nda"]))}
