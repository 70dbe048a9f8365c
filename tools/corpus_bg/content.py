"""The ten shapes of corpus BG and the fictional context of every document.

A document is a dict: title, head (letterhead runs), team (team runs), foot (running foot run), pages (planned pages,
each a list of blocks), ctx (values the layouts print in their own places: MRZ lines, invoice references, dictation
header). Blocks: ("h", text), ("p", run), ("kv", [(caption, run)]), ("tab", heads, rows, weights), ("sig", [runs]).
"""
from __future__ import annotations

import datetime
import random

from . import ids
from .model import D, K, R, V, W

SHAPES = ["mdo_legionellose", "aes_exposition_sang", "appel_antipoison", "consultation_lactation",
          "teleexpertise_dermato", "information_preoccupante", "usmp_detenu", "signalement_bhre", "prep_vih",
          "assurance_emprunteur"]

BANKS = ["Banque Lorraine-Mossig", "Crédit coopératif des Combes", "Banque populaire du Haut-Quercy"]
CAPS = ["Centre antipoison et de toxicovigilance Grand-Ouest-Fictif", "Centre antipoison des Pays-de-Combes"]
CEGIDD = ["CeGIDD des Trois-Rivières", "CeGIDD Léonie-Chaptal", "CeGIDD du Haut-Quercy"]


def P(kind, text, sub=""):
    return V(kind, text, sub)


# ------------------------------------------------------------------ context
def make_ctx(i: int, seed: int, shape: str) -> dict:
    r = random.Random(seed * 1000 + i)
    c = {"i": i, "r": r, "shape": shape}
    c["est"], c["acr"] = ids.ESTABS[(i + seed) % len(ids.ESTABS)]
    town = r.choice(ids.TOWNS)
    c["etown"], c["ecp"], dept = town
    c["eaddr"] = "%d %s %s" % (r.randint(1, 180), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
    c["ephone"] = ids.phone(r, False, i % 3)
    c["efax"] = ids.phone(r, False, i % 3)
    svc = {"mdo_legionellose": "infectio", "aes_exposition_sang": "sante.travail", "appel_antipoison": "toxico",
           "consultation_lactation": "maternite", "teleexpertise_dermato": "dermato", "information_preoccupante":
           "pediatrie", "usmp_detenu": "usmp", "signalement_bhre": "hygiene", "prep_vih": "cegidd",
           "assurance_emprunteur": "medecine.conseil"}[shape]
    c["email"] = "%s@%s-soins.fr" % (svc, c["acr"].lower())
    c["finess"] = ids.finess(r, dept)
    # team
    fam = r.sample(ids.SURNAMES, 6)
    hom = ids.HOMONYMS[(i * 3 + seed) % len(ids.HOMONYMS)]
    c["d1"] = (r.choice(ids.FIRST_F + ids.FIRST_M), fam[0], ids.rpps(r))
    c["d2"] = (r.choice(ids.FIRST_F + ids.FIRST_M), hom[0], ids.rpps(r))
    c["word"] = hom[1]
    c["pro"] = (r.choice(ids.FIRST_F), fam[1], ids.adeli(r, dept))
    c["gp"] = (r.choice(ids.FIRST_M + ids.FIRST_F), fam[2], ids.rpps(r), r.choice(ids.TOWNS)[0])
    # patient
    child = shape == "information_preoccupante"
    female = (i % 3 != 1) if shape not in ("consultation_lactation",) else True
    c["female"] = female
    c["first"] = r.choice((ids.CHILD_F if female else ids.CHILD_M) if child else (ids.FIRST_F if female else ids.FIRST_M))
    c["last"] = ids.PARTICLES[i % len(ids.PARTICLES)] if i % 5 == 2 else fam[3]
    c["birth"] = fam[4] if female and not child and i % 2 == 0 else None
    if child:
        c["bdate"] = datetime.date(r.randint(2014, 2018), r.randint(1, 12), r.randint(1, 28))
    elif shape == "consultation_lactation":
        c["bdate"] = datetime.date(r.randint(1988, 1998), r.randint(1, 12), r.randint(1, 28))
    else:
        c["bdate"] = datetime.date(r.randint(1942, 2003), r.randint(1, 12), r.randint(1, 28))
    c["ipp"] = ["%010d" % r.randint(10 ** 8, 10 ** 10 - 1), "P%08d" % r.randint(0, 10 ** 8 - 1),
                "%d-%06d" % (r.randint(20, 25), r.randint(0, 999999)), "IP%09d" % r.randint(0, 10 ** 9 - 1)][i % 4]
    c["nda"] = ["V25%07d" % r.randint(0, 10 ** 7 - 1), "2025-%06d" % r.randint(0, 999999),
                "NDA%08d" % r.randint(0, 10 ** 8 - 1), "25.%03d.%04d" % (r.randint(0, 999), r.randint(0, 9999))][(i // 4) % 4]
    c["n13"] = ids.nir13(r, 2 if female else 1, c["bdate"], r.choice(ids.TOWNS)[2])
    c["key"] = ids.nir_key(c["n13"])
    ptown = r.choice(ids.TOWNS)
    c["ptown"], c["pcp"] = ptown[0], ptown[1]
    c["paddr"] = "%d %s %s" % (r.randint(1, 240), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
    c["pmob"] = ids.phone(r, True, i % 7)
    c["pfix"] = ids.phone(r, False, (i + 3) % 7)
    first_ascii = ids.ascii_fold(c["first"]).lower().replace(" ", "")
    last_ascii = ids.ascii_fold(c["last"]).lower().replace(" ", "").replace("'", "")
    c["pmail"] = ["%s.%s@courriel-fictif.fr" % (first_ascii, last_ascii), "%s%s%d@boite-exemple.net" %
                  (first_ascii[0], last_ascii, r.randint(10, 99)), "%s_%s@messagerie.example" % (last_ascii, first_ascii)][i % 3]
    rel_first = r.choice(ids.FIRST_M + ids.FIRST_F)
    c["rel"] = (rel_first, c["last"] if i % 2 else fam[5], r.choice(["époux", "fille", "frère", "sœur", "fils", "compagne"]),
                ids.phone(r, True, (i + 1) % 7))
    c["insurer"] = ids.INSURERS[i % len(ids.INSURERS)]
    c["member"] = ["ADH-%07d" % r.randint(0, 10 ** 7 - 1), "%04d %04d %02d" % (r.randint(0, 9999), r.randint(0, 9999), r.randint(0, 99)),
                   "M%09d" % r.randint(0, 10 ** 9 - 1)][i % 3]
    c["employer"] = ids.EMPLOYERS[(i + seed) % len(ids.EMPLOYERS)]
    c["lab"] = ids.LABS[i % len(ids.LABS)]
    c["labno"] = ["LB%02d-%06d" % (25, r.randint(0, 999999)), "25/%07d" % r.randint(0, 10 ** 7 - 1)][i % 2]
    base = datetime.date(2025, r.randint(2, 10), r.randint(1, 24))
    c["d0"], c["dm1"], c["dp7"] = base, base - datetime.timedelta(days=r.randint(2, 6)), base + datetime.timedelta(days=r.randint(7, 30))
    c["bd_styles"] = [(i + k * 4) % 15 for k in range(4)]
    c["nir_styles"] = [(i + k * 2) % 7 for k in range(3) if (i + k * 2) % 7 != 3]
    c["ref"] = r.randint(10 ** 5, 10 ** 6 - 1)
    return c


# ------------------------------------------------------------------ value helpers
def EST(c):
    return P("ETABLISSEMENT", c["est"], "etablissement")


def ACR(c):
    return P("ETABLISSEMENT", c["acr"], "sigle")


def civ(c):
    return "Mme" if c["female"] else "M."


def pname(c, style: int) -> list:
    f, l = c["first"], c["last"]
    pf = lambda t: P("PRENOM", t, "patient")  # noqa: E731
    pl = lambda t: P("NOM", t, "patient")  # noqa: E731
    s = style % 8
    if s == 0:
        return [civ(c) + " ", pf(f), " ", pl(l.upper())]
    if s == 1:
        return [pl(l.upper()), " ", pf(f)]
    if s == 2:
        return [pl(l.upper()), ", ", pf(f)]
    if s == 3:
        return [f[0] + ". ", pl(l.upper())]
    if s == 4:
        return [pf(f.lower()), " ", pl(l.lower())]
    if s == 5:
        return [pl(l), " ", pf(f.upper())]
    if s == 6:
        return [pf(f.upper()), " ", pl(l.upper())]
    return [pf(f), " ", pl(l)]


def bname(c, upper=True):
    if not c["birth"]:
        return []
    return [", née ", P("NOM", c["birth"].upper() if upper else c["birth"], "naissance")]


def bd(c, k: int):
    return P("DATE_NAISSANCE", ids.birth_written(c["bdate"], c["bd_styles"][k % 4]))


def nir(c, k: int):
    st = c["nir_styles"][k % len(c["nir_styles"])]
    return P("NIR", ids.nir_written(c["n13"], c["key"], st))


def doc_name(c, who: str, style: int) -> list:
    f, l, n = c[who][0], c[who][1], c[who][2]
    pf = P("PRENOM", f, "medecin")
    s = style % 4
    if s == 0:
        return ["Dr ", pf, " ", P("NOM", l.upper(), "medecin")]
    if s == 1:
        return ["Docteur ", P("NOM", l, "medecin"), " ", pf]
    if s == 2:
        return ["Dr ", P("NOM", l, "medecin")]
    return [pf, " ", P("NOM", l, "medecin")]


def rpps(c, who, idnat=False):
    n = c[who][2]
    return P("RPPS", ("8" + n) if idnat else n, "idnat" if idnat else "")


def pro_name(c, style=0):
    f, l, n = c["pro"]
    return [P("PRENOM", f, "soignant"), " ", P("NOM", l.upper() if style % 2 == 0 else l, "soignant")]


def rel_name(c, style=0):
    f, l, link, ph = c["rel"]
    if style % 2:
        return [P("NOM", l.upper(), "proche"), " ", P("PRENOM", f, "proche")]
    return [P("PRENOM", f, "proche"), " ", P("NOM", l, "proche")]


def gp_name(c, style=0):
    f, l, n, t = c["gp"]
    if style % 2:
        return ["Dr ", P("PRENOM", f, "medecin"), " ", P("NOM", l.upper(), "medecin")]
    return ["Docteur ", P("NOM", l, "medecin"), " (", P("VILLE", t), ")"]


def paddr(c):
    return [P("ADRESSE", c["paddr"]), ", ", P("CODE_POSTAL", c["pcp"]), " ", P("VILLE", c["ptown"])]


def date_run(d, style=0):
    return D(ids.care(d, style))


# ------------------------------------------------------------------ common parts
def letterhead(c) -> list:
    return [R(EST(c), " (", ACR(c), ")"),
            R(P("ADRESSE", c["eaddr"]), " - ", P("CODE_POSTAL", c["ecp"]), " ", P("VILLE", c["etown"])),
            R("Tél. ", P("TELEPHONE", c["ephone"]), " - fax ", P("TELEPHONE", c["efax"])),
            R("Courriel : ", P("EMAIL", c["email"]), " - FINESS ", P("FINESS", c["finess"]))]


def team(c, pro_title: str) -> list:
    return [R(doc_name(c, "d1", 0), " - RPPS ", rpps(c, "d1")),
            R(doc_name(c, "d2", 3), " - RPPS ", rpps(c, "d2")),
            R(pro_name(c, 0), ", ", pro_title, " - ADELI ", P("ADELI", c["pro"][2]))]


def foot(c) -> list:
    k = c["i"] % 3
    if k == 0:
        return R(pname(c, 1), " - né(e) le ", bd(c, 1), " - IPP ", P("IPP", c["ipp"]), " - ", ACR(c))
    if k == 1:
        return R(ACR(c), " | ", pname(c, 3), " | ", bd(c, 1), " | séjour ", P("NUM_SEJOUR", c["nda"]))
    return R("Patient(e) : ", pname(c, 5), " - IPP ", P("IPP", c["ipp"]), " - DDN ", bd(c, 1))


def identity_kv(c, caps: dict) -> list:
    """Identity pairs; caps maps a field to the shape's own caption (new captions)."""
    kv = [(caps.get("nom", "Nom d'usage"), R(P("NOM", c["last"].upper(), "patient"))),
          (caps.get("prenom", "Prénom"), R(P("PRENOM", c["first"], "patient")))]
    if c["birth"]:
        kv.append((caps.get("naissance", "Nom de naissance"), R(P("NOM", c["birth"].upper(), "naissance"))))
    kv += [(caps.get("ddn", "Date de naissance"), R(bd(c, 0))),
           (caps.get("ipp", "IPP"), R(P("IPP", c["ipp"]), " / séjour ", P("NUM_SEJOUR", c["nda"]))),
           (caps.get("nir", "N° de sécurité sociale"), R(nir(c, 0))),
           (caps.get("adresse", "Domicile"), R(paddr(c))),
           (caps.get("tel", "Téléphone"), R(P("TELEPHONE", c["pmob"]), " ; fixe ", P("TELEPHONE", c["pfix"]))),
           (caps.get("mail", "Courriel"), R(P("EMAIL", c["pmail"])))]
    if caps.get("mutuelle", "Organisme complémentaire"):
        kv.append((caps.get("mutuelle", "Organisme complémentaire"),
                   R(P("ORGANISME", c["insurer"]), " - n° d'adhérent ", P("NUM_ADHERENT", c["member"], "mutuelle"))))
    return kv


def word_sentence(c) -> list:
    w = c["word"]
    forms = ["La personne de confiance indique que le grand-père était ", W(w), " de métier, sans lien avec l'épisode actuel.",
             "Mention sociale : ancien ", W(w), " à temps partiel, actuellement sans activité.",
             "Le conjoint exerce comme ", W(w), " ; pas d'exposition professionnelle retenue.",
             "Note de l'équipe : le voisin, ", W(w), " retraité, assure les courses deux fois par semaine."]
    k = c["i"] % 4
    return R(*forms[k * 3:k * 3 + 3])


def signature(c, ville_first=True) -> list:
    return [R("Fait à ", P("VILLE", c["etown"]), ", le ", date_run(c["d0"], 1)),
            R(doc_name(c, "d1", 1), " - RPPS ", rpps(c, "d1", idnat=c["i"] % 2 == 1)),
            R("Copie : ", gp_name(c, 1), ", RPPS ", rpps(c, "gp")),
            R("Index du dossier : ", pname(c, 4), " ; ", pname(c, 6), " ; ", pname(c, 3), bname(c, upper=False))]


# ------------------------------------------------------------------ shapes
def s_mdo(c):
    title = "Notification d'une maladie à déclaration obligatoire - légionellose"
    ref = P("IDENTIFIANT", "MDO-LEG-25-%05d" % (c["ref"] % 100000), "MDO")
    s1 = [("h", "Personne atteinte"),
          ("kv", identity_kv(c, {"nom": "Nom (personne atteinte)", "ddn": "Née / né le", "nir": "NIR (facultatif)"})
           + [("Réf. de notification (ARS)", R(ref)), ("Employeur", R(P("ETABLISSEMENT", c["employer"], "employeur")))]),
          ("p", R("Le déclarant, ", doc_name(c, "d1", 0), ", notifie ce jour le cas de ", pname(c, 0), bname(c),
                  ", hospitalisé(e) depuis le ", date_run(c["dm1"]), ". ", word_sentence(c)))]
    s2 = [("h", "Critères cliniques et biologiques"),
          ("p", R("Pneumopathie ", K("CIM10", "A48.1"), " confirmée radiologiquement (", K("CCAM", "ZBQK002"),
                  "), fièvre à ", K("MESURE", "39,6 °C"), ", score de Fine classe ", K("SCORE", "IV"), ", ",
                  K("SCORE", "CURB-65 à 3"), ". Antigénurie ", K("EPONYME", "Legionella pneumophila"),
                  " sérogroupe 1 positive (LOINC ", K("LOINC", "32781-5"), ").")),
          ("tab", ["Examen", "Résultat", "Date"],
           [[R("CRP"), R(K("BIOLOGIE", "245 mg/L")), R(date_run(c["dm1"]))],
            [R("Natrémie"), R(K("BIOLOGIE", "128 mmol/L")), R(date_run(c["dm1"]))],
            [R("Antigénurie (", P("ETABLISSEMENT", c["lab"], "laboratoire"), ")"), R("positive, dossier ", P("NUM_DOSSIER_LABO", c["labno"])), R(date_run(c["d0"]))]],
           [3, 3, 2]),
          ("p", R("Traitement : lévofloxacine ", K("DOSE", "500 mg"), " x 2/j (ATC ", K("ATC", "J01MA12"),
                  "), admission en ", K("SALLE", "USC lit 6"), " à ", K("HORAIRE", "02 h 40"), "."))]
    s3 = [("h", "Expositions à risque (10 jours précédant les signes)"),
          ("kv", [("Séjour en établissement recevant du public", R(P("ETABLISSEMENT", ids.HOTELS[c["i"] % 3], "lieu_exposition"))),
                  ("Personne à recontacter", R(rel_name(c, 0), " (", c["rel"][2], "), ", P("TELEPHONE", c["rel"][3]))),
                  ("Médecin traitant", R(gp_name(c, 0)))]),
          ("p", R("Tour aéroréfrigérante à moins de 2 km : inconnu. Enquête environnementale demandée à la délégation "
                  "départementale. Contact du patient : ", P("EMAIL", c["pmail"]), ".")),
          ("sig", signature(c))]
    return title, [s1, s2, s3], ref


def s_aes(c):
    title = "Accident d'exposition au sang - déclaration et suivi"
    at = P("IDENTIFIANT", "AT-%d-%06d" % (2025, c["ref"]), "ACCIDENT_TRAVAIL")
    src_ipp = P("IPP", "%010d" % (c["ref"] * 1031 % 10 ** 10))
    s1 = [("h", "Agent exposé"),
          ("kv", identity_kv(c, {"nom": "Agent - nom", "prenom": "Agent - prénom", "tel": "Joignable au", "mutuelle": None})
           + [("Employeur de l'agent", R(P("ETABLISSEMENT", c["employer"], "employeur"))),
              ("N° d'accident du travail", R(at))]),
          ("p", R("Piqûre profonde par ", K("DISPOSITIF", "aiguille de Huber 20G"), " le ", date_run(c["d0"]),
                  " à ", K("HORAIRE", "14 h 35"), ", en ", K("CHAMBRE", "chambre 317"), ", sans gants. ", word_sentence(c)))]
    s2 = [("h", "Patient source et évaluation du risque"),
          ("kv", [("Patient source (identité)", R(P("PRENOM", ids.FIRST_M[c["ref"] % 16], "tiers"), " ",
                                                  P("NOM", ids.SURNAMES[c["ref"] % 32].upper(), "tiers"))),
                  ("IPP du patient source", R(src_ipp)),
                  ("Statut source", R("VIH inconnu, TROD négatif à ", K("HORAIRE", "15 h 10")))]),
          ("tab", ["Sérologie (J0)", "Résultat", "Code"],
           [[R("Ac anti-HBs"), R(K("BIOLOGIE", "140 UI/L")), R(K("LOINC", "5193-8"))],
            [R("ALAT"), R(K("BIOLOGIE", "32 UI/L")), R(K("LOINC", "1742-6"))],
            [R("Créatinine"), R(K("BIOLOGIE", "71 µmol/L")), R(K("LOINC", "2160-0"))]], [3, 2, 2]),
          ("p", R("Traitement post-exposition : emtricitabine/ténofovir ", K("DOSE", "200/245 mg"), " (ATC ",
                  K("ATC", "J05AR03"), ", UCD ", K("UCD", "3400893826704"), ", lot ", K("LOT", "TV5521B"), ") et raltégravir ", K("DOSE", "400 mg"),
                  " x 2 (", K("ATC", "J05AJ01"), "), codage ", K("CIM10", "W46"),
                  " / ", K("CIM10", "Z20.6"), "."))]
    s3 = [("h", "Suivi en santé au travail"),
          ("kv", [("Médecin du travail", R(doc_name(c, "d2", 1), ", RPPS ", rpps(c, "d2"))),
                  ("Infirmière référente", R(pro_name(c, 1), ", ADELI ", P("ADELI", c["pro"][2]))),
                  ("Complémentaire", R(P("ORGANISME", c["insurer"]), ", adhérent ", P("NUM_ADHERENT", c["member"], "mutuelle")))]),
          ("p", R("Contrôles à ", K("CODE", "S6"), " et ", K("CODE", "M3"), ". Prochain rendez-vous le ",
                  date_run(c["dp7"]), ". Joindre l'agent au ", P("TELEPHONE", c["pmob"]), ".")),
          ("sig", signature(c))]
    return title, [s1, s2, s3], at


def s_cap(c):
    title = "Fiche d'appel au centre antipoison - intoxication par champignons"
    dos = P("IDENTIFIANT", "CAP-25/%06d" % c["ref"], "DOSSIER_CAP")
    cap = CAPS[c["i"] % 2]
    s1 = [("h", "Appel"),
          ("kv", [("Appelant", R(rel_name(c, 1), ", ", c["rel"][2], " du patient")),
                  ("Rappel possible au", R(P("TELEPHONE", c["rel"][3]))),
                  ("Centre consulté", R(P("ETABLISSEMENT", cap, "etablissement"))),
                  ("N° de dossier toxicovigilance", R(dos)),
                  ("Heure d'appel", R(K("HORAIRE", "21 h 52"), " le ", date_run(c["d0"])))]),
          ("kv", identity_kv(c, {"nom": "Intoxiqué(e) - nom", "ddn": "Né(e) le", "adresse": "Lieu de l'exposition (domicile)"}))]
    s2 = [("h", "Circonstances et symptômes"),
          ("p", R("Repas de champignons cueillis le ", date_run(c["dm1"], 1), ". Latence de ", K("MESURE", "11 heures"),
                  ", vomissements et diarrhée profuse. Test de ", K("EPONYME", "Meixner"),
                  " positif sur les restes. Syndrome phalloïdien suspecté (", K("CIM10", "T62.0"), "). ", word_sentence(c))),
          ("tab", ["Paramètre", "H12", "H36"],
           [[R("ASAT"), R(K("BIOLOGIE", "86 UI/L")), R(K("BIOLOGIE", "1240 UI/L"))],
            [R("TP"), R(K("BIOLOGIE", "78 %")), R(K("BIOLOGIE", "38 %"))],
            [R("Score PSS"), R(K("SCORE", "PSS 1")), R(K("SCORE", "PSS 2"))]], [3, 2, 2])]
    s3 = [("h", "Conduite à tenir"),
          ("p", R("Silibinine ", K("DOSE", "20 mg/kg/j"), " (ATC ", K("ATC", "A05BA03"), ", UCD ", K("UCD", "3400890163825"), ", lot ", K("LOT", "SL0934"),
                  "), N-acétylcystéine (", K("ATC", "V03AB23"), "). Transfert vers ", EST(c), " (", ACR(c),
                  "), service de réanimation, ", K("SALLE", "box 3"), ".")),
          ("kv", [("Médecin régulateur du CAP", R(doc_name(c, "d2", 0), " - RPPS ", rpps(c, "d2"))),
                  ("Médecin traitant prévenu", R(gp_name(c, 1))),
                  ("Sécurité sociale", R(nir(c, 1)))]),
          ("sig", signature(c))]
    return title, [s1, s2, s3], dos


def s_lact(c):
    title = "Consultation d'allaitement et de lactation"
    r = c["r"]
    baby = r.choice(ids.CHILD_F + ids.CHILD_M)
    bdate = c["dm1"] - datetime.timedelta(days=18)
    s1 = [("h", "Mère et enfant"),
          ("kv", identity_kv(c, {"nom": "Mère - nom d'usage", "prenom": "Mère - prénom", "ddn": "Mère née le", "mutuelle": None})
           + [("Enfant", R(P("PRENOM", baby, "enfant"), " ", P("NOM", c["last"].upper(), "enfant"))),
              ("Enfant né le", R(P("DATE_NAISSANCE", ids.birth_written(bdate, 0)))),
              ("Maternité de naissance", R(P("ETABLISSEMENT", ESTAB_OTHER(c), "etablissement"))),
              ("Co-parent", R(rel_name(c, 0), ", ", P("TELEPHONE", c["rel"][3])))])]
    s2 = [("h", "Observation de la tétée"),
          ("p", R("Poids de naissance ", K("POIDS", "3480 g"), ", poids ce jour ", K("POIDS", "3390 g"),
                  ". Score LATCH ", K("SCORE", "7/10"), ", frein de langue évalué par l'outil de ", K("EPONYME", "Hazelbaker"),
                  " (", K("SCORE", "score 9"), "). Crevasse bilatérale, suspicion de mastite ", K("CIM10", "O91.2"), ".")),
          ("tab", ["Traitement", "Posologie", "ATC"],
           [[R("Paracétamol"), R(K("DOSE", "1 g x 3/j")), R(K("ATC", "N02BE01"))],
            [R("Ibuprofène"), R(K("DOSE", "400 mg x 3/j")), R(K("ATC", "M01AE01"))],
            [R("Tire-lait ", K("DISPOSITIF", "Medela Symphony")), R("location 4 semaines"), R("-")]], [3, 3, 2]),
          ("p", R("Échelle d'", K("EPONYME", "Edimbourg"), " (EPDS) : ", K("SCORE", "9"), ". ", word_sentence(c)))]
    s3 = [("h", "Suivi"),
          ("kv", [("Puéricultrice", R(pro_name(c, 1), " - ADELI ", P("ADELI", c["pro"][2]))),
                  ("Sage-femme libérale", R(doc_name(c, "d2", 2), " - RPPS ", rpps(c, "d2"))),
                  ("Mutuelle", R(P("ORGANISME", c["insurer"]), " n° ", P("NUM_ADHERENT", c["member"], "mutuelle"))),
                  ("NIR de la mère", R(nir(c, 1)))]),
          ("p", R("Revoir le ", date_run(c["dp7"]), " à ", K("HORAIRE", "10 h 30"), ", ", K("SALLE", "salle Lactarium 2"), ".")),
          ("sig", signature(c))]
    return title, [s1, s2, s3], None


def ESTAB_OTHER(c):
    """Another establishment of the pool (maternity, transferring hospital)."""
    names = [e[0] for e in ids.ESTABS if e[0] != c["est"]]
    return names[c["i"] % len(names)]


def s_tele(c):
    title = "Demande de téléexpertise en dermatologie (niveau 2)"
    req = P("IDENTIFIANT", "TLE-%06d-DER" % c["ref"], "TELEEXPERTISE")
    acc = P("NUM_ACCESSION", "IMG25%07d" % (c["ref"] * 7 % 10 ** 7))
    s1 = [("h", "Requérant et patient"),
          ("kv", [("Médecin requérant", R(gp_name(c, 1), ", RPPS ", rpps(c, "gp"))),
                  ("Réf. de la demande", R(req)), ("Série photographique", R(acc))]
           + identity_kv(c, {"nom": "Patient(e)", "nir": "NIR / INS"})),
          ("p", R("Consentement recueilli le ", date_run(c["dm1"]), " par le requérant. ", word_sentence(c)))]
    s2 = [("h", "Question posée et description"),
          ("p", R("Lésion pigmentée du dos de ", K("MESURE", "9 mm"), ", asymétrique, évolutive selon la règle ",
                  K("CODE", "ABCDE"), ". Phototype ", K("SCORE", "III"), " de ", K("EPONYME", "Fitzpatrick"),
                  ". Dermoscopie au ", K("DISPOSITIF", "Heine Delta 30"), " : réseau atypique, ", K("SCORE", "score 7 points"), ".")),
          ("tab", ["Hypothèse", "CIM-10", "Acte proposé"],
           [[R("naevus atypique"), R(K("CIM10", "D22.5")), R(K("CCAM", "QZFA002"))],
            [R("mélanome à extension superficielle"), R(K("CIM10", "C43.5")), R(K("CCAM", "QZFA036"))]], [4, 2, 2])]
    s3 = [("h", "Réponse de l'expert"),
          ("p", R("Exérèse complète avec marges de ", K("MESURE", "2 mm"), " recommandée sous ", K("DOSE", "5 mL"),
                  " de lidocaïne 1 % (", K("ATC", "N01BB02"), "). Réponse rendue le ", date_run(c["d0"], 1), " à ",
                  K("HORAIRE", "17 h 05"), ".")),
          ("kv", [("Expert", R(doc_name(c, "d1", 3), " (", ACR(c), "), RPPS ", rpps(c, "d1"))),
                  ("Requérant joignable", R(P("EMAIL", "dr.%s@medecin-fictif.fr" % ids.ascii_fold(c["gp"][1]).lower().replace(" ", "")))),
                  ("Employeur du patient", R(P("ETABLISSEMENT", c["employer"], "employeur")))]),
          ("sig", signature(c))]
    return title, [s1, s2, s3], req


def s_ip(c):
    title = "Transmission d'une information préoccupante (mineur)"
    crip = P("IDENTIFIANT", "CRIP-%s-%05d" % (c["ecp"][:2], c["ref"] % 100000), "CRIP")
    school = ids.SCHOOLS[c["i"] % 3]
    mother = (ids.FIRST_F[c["ref"] % 16], c["last"])
    father = (ids.FIRST_M[c["ref"] % 16], c["last"])
    s1 = [("h", "Enfant concerné"),
          ("kv", identity_kv(c, {"nom": "Nom de l'enfant", "prenom": "Prénom de l'enfant", "ddn": "Date de naissance de l'enfant",
                                  "tel": "Téléphone du foyer", "mail": "Courriel des parents",
                                  "mutuelle": "Mutuelle de l'ouvrant droit"})
           + [("Établissement scolaire", R(P("ETABLISSEMENT", school, "ecole"))),
              ("Mère", R(P("PRENOM", mother[0], "proche"), " ", P("NOM", mother[1].upper(), "proche"), ", ", P("TELEPHONE", c["rel"][3]))),
              ("Père", R(P("PRENOM", father[0], "proche"), " ", P("NOM", father[1], "proche")))])]
    s2 = [("h", "Éléments constatés"),
          ("p", R("Enfant vu aux urgences pédiatriques le ", date_run(c["dm1"]), " à ", K("HORAIRE", "19 h 20"),
                  ", ", K("SALLE", "box 4"), ". Poids ", K("POIDS", "21 kg"), " (", K("SCORE", "-2,1 DS"),
                  "), absentéisme scolaire signalé, hématomes d'âges différents. ", word_sentence(c))),
          ("tab", ["Examen", "Résultat", "Code"],
           [[R("Vitamine D"), R(K("BIOLOGIE", "12 ng/mL")), R(K("LOINC", "1989-3"))],
            [R("Ferritine"), R(K("BIOLOGIE", "8 µg/L")), R(K("LOINC", "2276-4"))],
            [R("Radiographies du squelette"), R("sans fracture"), R(K("CCAM", "PAQK001"))]], [3, 2, 2]),
          ("p", R("Codage ", K("CIM10", "T74.8"), " / ", K("CIM10", "Z62.0"), ", échelle de ", K("EPONYME", "Conners"),
                  " ", K("SCORE", "62"), "."))]
    s3 = [("h", "Transmission"),
          ("kv", [("Réf. CRIP attribuée", R(crip)),
                  ("Assistante sociale", R(pro_name(c, 0), " - ADELI ", P("ADELI", c["pro"][2]))),
                  ("Pédiatre", R(doc_name(c, "d2", 0), " - RPPS ", rpps(c, "d2"))),
                  ("NIR de l'ouvrant droit", R(nir(c, 1)))]),
          ("p", R("Les parents ont été informés le ", date_run(c["d0"], 1), ". Domicile : ", paddr(c), ".")),
          ("sig", signature(c))]
    return title, [s1, s2, s3], crip


def s_usmp(c):
    title = "Consultation en unité sanitaire en milieu pénitentiaire (USMP)"
    ecrou = P("IDENTIFIANT", "%06d%s" % (c["ref"], "ABCDEFGH"[c["i"] % 8]), "ECROU")
    prison = ids.PRISONS[c["i"] % 3]
    s1 = [("h", "Personne détenue"),
          ("kv", [("N° d'écrou", R(ecrou)), ("Établissement pénitentiaire", R(P("ETABLISSEMENT", prison, "penitentiaire")))]
           + identity_kv(c, {"adresse": "Dernière adresse déclarée", "tel": "Téléphone (famille)", "mail": "Courriel déclaré", "mutuelle": None})
           + [("Employeur avant incarcération", R(P("ETABLISSEMENT", c["employer"], "employeur")))])]
    s2 = [("h", "Consultation d'entrée"),
          ("p", R("Entretien le ", date_run(c["d0"]), " à ", K("HORAIRE", "09 h 15"), ", ", K("SALLE", "salle de soins 2"),
                  ". Dépendance aux opiacés ", K("CIM10", "F11.2"), ", score ", K("EPONYME", "COWS"), " à ",
                  K("SCORE", "6"), ". ", word_sentence(c))),
          ("tab", ["Dépistage", "Résultat", "Code"],
           [[R("TROD VHC"), R("négatif"), R(K("CIM10", "Z20.5"))],
            [R("Fibroscan"), R(K("MESURE", "5,2 kPa")), R(K("CCAM", "HLQM002"))],
            [R("Quantiféron"), R("négatif"), R(K("LOINC", "71773-6"))]], [3, 2, 2]),
          ("p", R("Buprénorphine ", K("DOSE", "8 mg"), "/j (ATC ", K("ATC", "N07BC01"), ", UCD ", K("UCD", "3400892654987"), "), délivrance supervisée, lot ",
                  K("LOT", "BX47120"), "."))]
    s3 = [("h", "Liens et coordination"),
          ("kv", [("Famille à prévenir", R(rel_name(c, 1), " (", c["rel"][2], "), ", P("TELEPHONE", c["rel"][3]))),
                  ("Psychiatre du SMPR", R(doc_name(c, "d2", 1), ", RPPS ", rpps(c, "d2"))),
                  ("IDE USMP", R(pro_name(c, 0), ", ADELI ", P("ADELI", c["pro"][2]))),
                  ("NIR rattaché à l'écrou", R(nir(c, 1)))]),
          ("sig", signature(c))]
    return title, [s1, s2, s3], ecrou


def s_bhre(c):
    title = "Signalement d'un patient porteur de BHRe"
    esin = P("IDENTIFIANT", "eSIN-25-%05d" % (c["ref"] % 100000), "ESIN")
    other = ESTAB_OTHER(c)
    s1 = [("h", "Patient porteur"),
          ("kv", identity_kv(c, {"nom": "Porteur - nom", "ipp": "IPP / venue", "adresse": "Adresse de sortie"})
           + [("Établissement d'origine (transfert)", R(P("ETABLISSEMENT", other, "etablissement"))),
              ("Réf. de signalement externe", R(esin))])]
    s2 = [("h", "Microbiologie"),
          ("p", R(K("EPONYME", "Klebsiella pneumoniae"), " productrice de carbapénémase ", K("CODE", "OXA-48"),
                  ", écouvillon rectal du ", date_run(c["dm1"]), " (", P("ETABLISSEMENT", c["lab"], "laboratoire"),
                  ", dossier ", P("NUM_DOSSIER_LABO", c["labno"]), "). Test de ", K("EPONYME", "Hodge"), " modifié positif.")),
          ("tab", ["Antibiotique", "CMI", "ATC"],
           [[R("Ceftazidime-avibactam"), R(K("BIOLOGIE", "0,5 mg/L")), R(K("ATC", "J01DD52"))],
            [R("Méropénème"), R(K("BIOLOGIE", "4 mg/L")), R(K("ATC", "J01DH02"))],
            [R("Colistine"), R(K("BIOLOGIE", "0,25 mg/L")), R(K("ATC", "J01XB01"))]], [3, 2, 2]),
          ("p", R("Codage ", K("CIM10", "Z22.3"), " et ", K("CIM10", "U82.2"), ". ", word_sentence(c)))]
    s3 = [("h", "Mesures et dépistage des contacts"),
          ("p", R("Précautions complémentaires contact en ", K("CHAMBRE", "chambre 214"), ", personnel dédié. Voisin de chambre à dépister : ",
                  P("PRENOM", ids.FIRST_F[c["ref"] % 16], "tiers"), " ", P("NOM", ids.SURNAMES[(c["ref"] + 5) % 32].upper(), "tiers"), ".")),
          ("kv", [("Équipe opérationnelle d'hygiène", R(doc_name(c, "d2", 3), ", RPPS ", rpps(c, "d2"))),
                  ("Infirmière hygiéniste", R(pro_name(c, 1), ", ADELI ", P("ADELI", c["pro"][2]))),
                  ("Personne à informer", R(rel_name(c, 0), ", ", P("TELEPHONE", c["rel"][3]))),
                  ("NIR", R(nir(c, 1)))]),
          ("sig", signature(c))]
    return title, [s1, s2, s3], esin


def s_prep(c):
    title = "Consultation de prophylaxie pré-exposition (PrEP) au VIH"
    ordo = P("IDENTIFIANT", "ORD-PREP-%06d" % c["ref"], "ORDONNANCE")
    ceg = CEGIDD[c["i"] % 3]
    s1 = [("h", "Usager"),
          ("kv", identity_kv(c, {"nom": "Usager - nom", "tel": "Joignable (SMS)", "mail": "Courriel pour résultats", "mutuelle": None})
           + [("Centre de dépistage", R(P("ETABLISSEMENT", ceg, "etablissement"))),
              ("Complémentaire santé", R(P("ORGANISME", c["insurer"]), " / ", P("NUM_ADHERENT", c["member"], "mutuelle")))])]
    s2 = [("h", "Bilan initial"),
          ("tab", ["Analyse", "Résultat", "LOINC"],
           [[R("VIH 1+2 Ac + Ag p24"), R("négatif"), R(K("LOINC", "75622-1"))],
            [R("Créatinine"), R(K("BIOLOGIE", "84 µmol/L")), R(K("LOINC", "2160-0"))],
            [R("DFG (CKD-EPI)"), R(K("BIOLOGIE", "98 mL/min/1,73 m²")), R(K("LOINC", "62238-1"))],
            [R("Ag HBs"), R("négatif"), R(K("LOINC", "5196-1"))]], [3, 3, 2]),
          ("p", R("Prélèvements adressés au ", P("ETABLISSEMENT", c["lab"], "laboratoire"), " (dossier ",
                  P("NUM_DOSSIER_LABO", c["labno"]), "). Confirmation par ", K("EPONYME", "Western blot"),
                  " non nécessaire. ", word_sentence(c)))]
    s3 = [("h", "Prescription"),
          ("p", R("Emtricitabine/ténofovir disoproxil ", K("DOSE", "200 mg/245 mg"), " (ATC ", K("ATC", "J05AR03"),
                  ", UCD ", K("UCD", "3400894027612"), ", lot ", K("LOT", "PR88213"), "), schéma continu, ", K("CIM10", "Z20.6"), ". Ordonnance ", ordo,
                  " délivrée le ", date_run(c["d0"]), ". Prochaine visite le ", date_run(c["dp7"], 1), " à ",
                  K("HORAIRE", "18 h 00"), ", ", K("SALLE", "salle 3"), ".")),
          ("kv", [("Médecin prescripteur", R(doc_name(c, "d1", 2), ", RPPS ", rpps(c, "d1"))),
                  ("Infirmier(ère) de santé sexuelle", R(pro_name(c, 0), ", ADELI ", P("ADELI", c["pro"][2]))),
                  ("Personne de confiance", R(rel_name(c, 1), ", ", P("TELEPHONE", c["rel"][3]))),
                  ("N° de sécurité sociale", R(nir(c, 1)))]),
          ("sig", signature(c))]
    return title, [s1, s2, s3], ordo


def s_assur(c):
    title = "Rapport médical confidentiel - assurance emprunteur"
    loan = P("IDENTIFIANT", "PRET-%d-%07d" % (2025, c["ref"] * 3 % 10 ** 7), "PRET")
    bank = BANKS[c["i"] % 3]
    s1 = [("h", "Candidat à l'assurance"),
          ("kv", identity_kv(c, {"nom": "Assuré(e) - nom", "ddn": "Date de naissance de l'assuré(e)", "mutuelle": None})
           + [("Organisme prêteur", R(P("ETABLISSEMENT", bank, "banque"))),
              ("Assureur", R(P("ORGANISME", c["insurer"]), ", contrat n° ", P("NUM_ADHERENT", c["member"], "mutuelle"))),
              ("N° de dossier de prêt", R(loan)),
              ("Profession / employeur", R(P("ETABLISSEMENT", c["employer"], "employeur")))])]
    s2 = [("h", "Antécédents et examen"),
          ("p", R("Diabète de type 2 ", K("CIM10", "E11.9"), " depuis 2019, sans complication. IMC ", K("MESURE", "31,2 kg/m²"),
                  ", PA ", K("MESURE", "142/88 mmHg"), ". ", word_sentence(c))),
          ("tab", ["Examen", "Résultat", "Date"],
           [[R("HbA1c"), R(K("BIOLOGIE", "7,1 %")), R(date_run(c["dm1"]))],
            [R("Microalbuminurie"), R(K("BIOLOGIE", "18 mg/L")), R(date_run(c["dm1"]))],
            [R("ECG (", K("CCAM", "DEQP003"), ")"), R("rythme sinusal"), R(date_run(c["d0"]))]], [3, 2, 2]),
          ("p", R("Traitement : metformine ", K("DOSE", "1000 mg"), " x 2 (", K("ATC", "A10BA02"), ", UCD ", K("UCD", "3400891996128"), "). Risque ",
                  K("EPONYME", "SCORE2-Diabetes"), " estimé à ", K("SCORE", "8 %"), ". Grille de la convention ",
                  K("CODE", "AERAS"), " applicable."))]
    s3 = [("h", "Conclusion du médecin examinateur"),
          ("kv", [("Médecin examinateur", R(doc_name(c, "d2", 0), ", RPPS ", rpps(c, "d2"))),
                  ("Médecin traitant", R(gp_name(c, 0), ", RPPS ", rpps(c, "gp"))),
                  ("Secrétariat médical", R(pro_name(c, 1), ", ADELI ", P("ADELI", c["pro"][2]))),
                  ("NIR de l'assuré(e)", R(nir(c, 1)))]),
          ("p", R("Pli confidentiel à l'attention du médecin-conseil. Examen réalisé le ", date_run(c["d0"]), " à ",
                  K("HORAIRE", "08 h 45"), ", ", K("SALLE", "cabinet 12"), ".")),
          ("sig", signature(c))]
    return title, [s1, s2, s3], loan


BUILD = {"mdo_legionellose": s_mdo, "aes_exposition_sang": s_aes, "appel_antipoison": s_cap,
         "consultation_lactation": s_lact, "teleexpertise_dermato": s_tele, "information_preoccupante": s_ip,
         "usmp_detenu": s_usmp, "signalement_bhre": s_bhre, "prep_vih": s_prep, "assurance_emprunteur": s_assur}
PRO_TITLE = {"mdo_legionellose": "IDE d'hygiène", "aes_exposition_sang": "IDE de santé au travail",
             "appel_antipoison": "IDE de régulation", "consultation_lactation": "puéricultrice",
             "teleexpertise_dermato": "IDE de coordination", "information_preoccupante": "assistante sociale",
             "usmp_detenu": "IDE USMP", "signalement_bhre": "infirmière hygiéniste", "prep_vih": "IDE de santé sexuelle",
             "assurance_emprunteur": "secrétaire médicale"}


def make_doc(i: int, seed: int, shape: str, npl: int) -> dict:
    c = make_ctx(i, seed, shape)
    title, secs, shape_id = BUILD[shape](c)
    if npl == 1:
        pages = [secs[0] + secs[1] + secs[2]]
    elif npl == 2:
        pages = [secs[0], secs[1] + secs[2]]
    else:
        pages = [secs[0], secs[1], secs[2]]
    return {"num": i + 1, "title": title, "shape": shape, "head": letterhead(c), "team": team(c, PRO_TITLE[shape]),
            "foot": foot(c), "pages": pages, "ctx": c, "shape_id": shape_id}
