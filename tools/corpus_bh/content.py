"""Fictional content of corpus BH: ten new shapes, people and values (written for this corpus).

make_doc() returns a dict:
  title, shape, num, service
  head   [run]          letterhead lines (establishment, acronym, address, postcode, town, phone, e-mail, FINESS)
  team   [run]          care team (doctors with RPPS, the homonym doctor, a professional with ADELI)
  runhead run           running head (identity), printed on every page
  foot   run            running foot (acronym, title, stay number), printed on every page
  ident  [(cap, run)]   patient identity fields
  pair   (left title, right title, [(cap, run_patient, run_other)])  the patient facing a second person
  pages  [[block]]      planned pages; a block is ("h", text) | ("p", run) | ("kv", [(cap, run)])
                        | ("tab", heads, rows, weights) | ("sig", [run])
"""
from __future__ import annotations

import datetime
import random

from . import ids
from .model import D, K, R, V, W

SHAPES = ["fugue_patient", "ivg_medicamenteuse", "aptitude_permis_conduire", "autoconservation_sperme",
          "suivi_hemophilie", "signalement_identitovigilance", "admission_ssiad", "naissance_gemellaire",
          "appareillage_amputation", "vasectomie_consultation"]

TITLES = {
    "fugue_patient": ("Fiche de signalement de fugue - disparition inquiétante", "Gériatrie aiguë"),
    "ivg_medicamenteuse": ("Dossier d'interruption volontaire de grossesse médicamenteuse", "Centre d'orthogénie"),
    "aptitude_permis_conduire": ("Avis médical d'aptitude à la conduite - permis de conduire", "Neurologie"),
    "autoconservation_sperme": ("Autoconservation de spermatozoïdes avant traitement gonadotoxique",
                                "Biologie de la reproduction"),
    "suivi_hemophilie": ("Consultation de suivi d'hémophilie A", "Hématologie - hémostase"),
    "signalement_identitovigilance": ("Signalement d'événement d'identitovigilance", "Cellule qualité - gestion des risques"),
    "admission_ssiad": ("Fiche d'admission en service de soins infirmiers à domicile", "Coordination ville-hôpital"),
    "naissance_gemellaire": ("Compte rendu de naissance gémellaire", "Maternité - salle de naissance"),
    "appareillage_amputation": ("Consultation d'appareillage après amputation tibiale", "Médecine physique et réadaptation"),
    "vasectomie_consultation": ("Consultation préalable à une vasectomie", "Urologie"),
}

SEX = {"ivg_medicamenteuse": "F", "naissance_gemellaire": "F", "autoconservation_sperme": "M",
       "suivi_hemophilie": "M", "vasectomie_consultation": "M"}


def N(t, s="patient"):
    return V("NOM", t, s)


def P(t, s="patient"):
    return V("PRENOM", t, s)


def E(t, s="etablissement"):
    return V("ETABLISSEMENT", t, s)


def ID(t, s):
    return V("IDENTIFIANT", t, s)


def up(s):
    return s.upper()


def make_doc(i: int, seed: int, shape: str, npl: int) -> dict:
    r = random.Random(seed * 1000 + i)
    title, service = TITLES[shape]
    # ---- establishment
    estab, acr = ids.ESTABS[(i * 3 + i // 8) % len(ids.ESTABS)]
    town, cp, dept = ids.TOWNS[i % len(ids.TOWNS)]
    e_addr = "%d %s %s" % (r.randint(1, 180), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
    e_tel = ids.phone(r, False, i)
    e_mail = "%s.%s@%s-sante.fr" % (r.choice(["secretariat", "accueil", "cadre", "coordination"]),
                                    ids.ascii_fold(service.split()[0]).lower().strip("'"), acr.lower())
    fin = ids.finess(r, dept)
    # ---- team
    fa = r.choice(ids.FIRST_F + ids.FIRST_M)
    la = ids.SURNAMES[(i * 7 + 3) % len(ids.SURNAMES)]
    rp_a = ids.rpps(r)
    hom, word, sentence = ids.HOMONYMS[i % len(ids.HOMONYMS)]
    fh = r.choice(ids.FIRST_M + ids.FIRST_F)
    rp_h = ids.rpps(r)
    fn_ = r.choice(ids.FIRST_F + ids.FIRST_M)
    ln_ = ids.SURNAMES[(i * 11 + 5) % len(ids.SURNAMES)]
    ad = ids.adeli(r, dept)
    prof = {"fugue_patient": "IDE", "ivg_medicamenteuse": "Conseillère conjugale", "aptitude_permis_conduire": "Orthoptiste",
            "autoconservation_sperme": "Technicienne de laboratoire", "suivi_hemophilie": "Kinésithérapeute",
            "signalement_identitovigilance": "Cadre de santé", "admission_ssiad": "IDE coordinatrice",
            "naissance_gemellaire": "Sage-femme", "appareillage_amputation": "Ergothérapeute",
            "vasectomie_consultation": "IDE de consultation"}[shape]
    # ---- patient
    sex = SEX.get(shape) or ("F" if r.random() < 0.5 else "M")
    first = r.choice(ids.FIRST_F if sex == "F" else ids.FIRST_M)
    last = ids.PARTICLES[i % len(ids.PARTICLES)] if i % 5 == 2 else ids.SURNAMES[(i * 5 + 1) % len(ids.SURNAMES)]
    if last in (la, ln_):
        last = ids.SURNAMES[(i * 5 + 9) % len(ids.SURNAMES)]
    birth = None
    if sex == "F" and i % 3 != 2:
        birth = ids.SURNAMES[(i * 13 + 8) % len(ids.SURNAMES)]
        if birth in (last, la, ln_):
            birth = ids.SURNAMES[(i * 13 + 17) % len(ids.SURNAMES)]
    lo, hi = {"naissance_gemellaire": (1988, 2000), "ivg_medicamenteuse": (1990, 2004),
              "autoconservation_sperme": (1995, 2006), "suivi_hemophilie": (1978, 2004),
              "vasectomie_consultation": (1978, 1992), "fugue_patient": (1932, 1948),
              "admission_ssiad": (1930, 1950)}.get(shape, (1945, 1995))
    dob = datetime.date(r.randint(lo, hi), r.randint(1, 12), r.randint(1, 28))
    ptown, pcp, pdept = ids.TOWNS[(i * 3 + 7) % len(ids.TOWNS)]
    btown, _, bdept = ids.TOWNS[(i * 7 + 2) % len(ids.TOWNS)]
    n13 = ids.nir13(r, 2 if sex == "F" else 1, dob, bdept)
    key = ids.nir_key(n13)
    ipp = "80" + ids.digits(r, 8)
    ipp2 = "%s-%s-%s" % (ipp[:3], ipp[3:6], ipp[6:])
    sej = "SJ%02d-%06d" % (25, r.randint(1, 999999))
    sej2 = sej.replace("-", "")
    p_addr = "%d %s %s" % (r.randint(1, 99), r.choice(ids.STREET_TYPES), r.choice(ids.STREET_NAMES))
    mob = ids.phone(r, True, i + 1)
    fix = ids.phone(r, False, i + 3)
    p_mail = "%s.%s@%s" % (ids.ascii_fold(first).lower().replace(" ", ""),
                           ids.ascii_fold(last).lower().replace(" ", "").replace("'", ""),
                           r.choice(["courriel-test.fr", "boite-fictive.net", "messagerie-demo.org"]))
    # ---- care dates
    d0 = datetime.date(2025, r.randint(1, 10), r.randint(1, 20))
    dd = [d0 + datetime.timedelta(days=k) for k in (0, 1, 3, 7, 14, 30, 90)]
    # ---- others
    gp_f, gp_l = r.choice(ids.FIRST_F + ids.FIRST_M), ids.SURNAMES[(i * 17 + 11) % len(ids.SURNAMES)]
    if gp_l in (last, la, ln_, birth):
        gp_l = ids.SURNAMES[(i * 17 + 20) % len(ids.SURNAMES)]
    gp_rpps = ids.rpps(r)
    gtown = ids.TOWNS[(i * 9 + 4) % len(ids.TOWNS)][0]
    gp_tel = ids.phone(r, False, i + 2)
    ins = ids.INSURERS[i % len(ids.INSURERS)]
    ins_no = "%s%08d" % (r.choice(["AD", "MB", "HX", "GF"]), r.randint(0, 99999999))
    emp = ids.EMPLOYERS[i % len(ids.EMPLOYERS)]
    lab = ids.LABS[i % len(ids.LABS)]
    lab_no = "%02d%02d%s" % (25, d0.month, ids.digits(r, 6))
    rel_f = r.choice(ids.FIRST_F + ids.FIRST_M)
    rel_l = last if r.random() < 0.5 else ids.SURNAMES[(i * 19 + 6) % len(ids.SURNAMES)]
    if rel_l in (la, ln_, gp_l):
        rel_l = last
    rel_tel = ids.phone(r, True, i + 4)
    room = "%d%02d" % (r.randint(1, 4), r.randint(1, 30))

    mme = "Mme" if sex == "F" else "M."
    ne = "née" if sex == "F" else "né"
    bw = lambda s: V("DATE_NAISSANCE", ids.birth_written(dob, s))  # noqa: E731
    nir = lambda s: V("NIR", ids.nir_written(n13, key, s))  # noqa: E731

    def dr_a(form=0):
        return [R("Dr ", P(fa, "medecin"), " ", N(up(la), "medecin")), R("Dr ", fa[0] + ". ", N(la, "medecin")),
                R("Docteur ", N(up(la), "medecin"), " ", P(up(fa), "medecin"))][form % 3]

    def dr_h(form=0):
        return [R("Dr ", P(fh, "medecin"), " ", N(hom, "medecin")), R("Dr ", N(up(hom), "medecin")),
                R("Dr ", fh[0] + ". ", N(hom, "medecin"))][form % 3]

    head = [R(E(estab), " (", E(acr, "sigle"), ")"),
            R("Service : ", service),
            R(V("ADRESSE", e_addr), " - ", V("CODE_POSTAL", cp), " ", V("VILLE", town)),
            R("Standard ", V("TELEPHONE", e_tel), " - ", V("EMAIL", e_mail)),
            R("N° FINESS ", V("FINESS", fin))]
    team = [R(dr_a(0), ", praticien hospitalier - RPPS ", V("RPPS", rp_a)),
            R(dr_h(0), ", praticien attaché - RPPS ", V("RPPS", rp_h)),
            R(prof, " : ", P(fn_, "soignant"), " ", N(up(ln_), "soignant"), " - ADELI ", V("ADELI", ad))]

    runhead = R(N(up(last)), " ", P(first), " - ", ne, " le ", bw(5 + i % 6), " - IPP ", V("IPP", ipp))
    foot = R(E(acr, "sigle"), " - ", title.split(" - ")[0], " - séjour ", V("NUM_SEJOUR", sej), " - ",
             P(up(first)), " ", N(up(last)))

    ident = [("Nom d'usage", R(N(up(last)))), ("Prénom", R(P(first)))]
    if birth:
        ident.append(("Nom de naissance", R(N(up(birth), "naissance"))))
    ident += [("Date de naissance", R(bw(i % 5))), ("Lieu de naissance", R(V("VILLE", btown))),
              ("IPP", R(V("IPP", ipp2))), ("N° de séjour", R(V("NUM_SEJOUR", sej2))),
              ("NIR", R(nir(i % 7))),
              ("Domicile", R(V("ADRESSE", p_addr), ", ", V("CODE_POSTAL", pcp), " ", V("VILLE", ptown))),
              ("Téléphones", R(V("TELEPHONE", mob), " / ", V("TELEPHONE", fix))),
              ("Courriel", R(V("EMAIL", p_mail)))]

    c = dict(r=r, i=i, sex=sex, mme=mme, ne=ne, first=first, last=last, birth=birth, dob=dob, town=town, estab=estab,
             acr=acr, dd=dd, room=room, lab=lab, lab_no=lab_no, emp=emp, ptown=ptown, dept=dept)
    other_title, link, rel_extra, blocks = SHAPE_FUN[shape](c)
    pair = ("Patient(e)", other_title,
            [("Nom", R(N(last)), R(N(rel_l, "proche" if link != "autre patient" else "tiers"))),
             ("Prénom", R(P(first)), R(P(rel_f, "proche" if link != "autre patient" else "tiers"))),
             ("Lien", R("intéressé(e)"), R(link)),
             ("Date de naissance", R(bw((i + 2) % 11)), R("non renseignée"))]
            + ([("IPP", R(V("IPP", ipp)), R(*rel_extra))] if rel_extra else []) + [
             ("Téléphone", R(V("TELEPHONE", ids.phone(r, True, i + 5))), R(V("TELEPHONE", rel_tel)))])

    # ---- prose shared by every shape: the patient in several writings + the homonym word
    a, b = sentence.split(word)
    intro = R(mme, " ", P(first), " ", N(last),
              (R(", ", ne, " ", N(birth, "naissance")) if birth else ""),
              ", ", ne, " le ", bw((i + 7) % 11), ", est suivi(e) par le ", dr_a(1), ". ",
              "Saisie d'admission : ", N(last.lower()), " ", P(first.lower()), ". ", a, W(word), b)
    admin = ("kv", [("Médecin traitant", R(dr_gp := R("Dr ", P(gp_f, "medecin"), " ", N(up(gp_l), "medecin")),
                                           " à ", V("VILLE", gtown), ", RPPS ", V("RPPS", gp_rpps))),
                    ("Tél. du médecin traitant", R(V("TELEPHONE", gp_tel))),
                    ("Organisme complémentaire", R(V("ORGANISME", ins), " - adhérent n° ", V("NUM_ADHERENT", ins_no))),
                    ("Employeur déclaré", R(E(emp, "employeur"))),
                    ("NIR (carte Vitale)", R(nir((i + 3) % 7)))])
    s1, s2, s3 = blocks
    s1 = [s1[0], ("p", intro)] + s1[1:] + [admin]
    s3 = s3 + [("p", R("Copie adressée au ", dr_gp, ". Dossier de ", N(up(last)), ", ", P(first), " (", first[0] + ". ",
                       N(up(last)), ").")),
               ("sig", [R("Fait à ", V("VILLE", town), ", le ", D(ids.care(dd[2]))), dr_a(2),
                        R("RPPS ", V("RPPS", rp_a), " - identifiant national ", V("RPPS", "8" + rp_a, "idnat"))])]
    if npl == 1:
        pages = [s1 + s2 + s3]
    elif npl == 2:
        pages = [s1, s2 + s3]
    else:
        pages = [s1, s2, s3]
    return {"num": i + 1, "title": title, "shape": shape, "service": service, "head": head, "team": team,
            "runhead": runhead, "foot": foot, "ident": ident, "pair": pair, "pages": pages, "room": room,
            "short": R(N(up(last)), " ", first[0] + ".")}


# ------------------------------------------------------------------ shapes
# each returns (title of the second person, link, extra run for his/her birth line, (s1, s2, s3))

def lot(r):
    return "%s%05d%s" % (r.choice("ABCKLMX"), r.randint(0, 99999), r.choice("ABFT"))


def fugue(c):
    r, dd = c["r"], c["dd"]
    mc = "MC-%d-%06d" % (2025, r.randint(1, 999999))
    gend = "Brigade de gendarmerie du " + r.choice(["Haut-Lignon", "Val-d'Orval", "Causse-Comtal", "Pays-Bigouden"])
    s1 = [("h", "Circonstances de la disparition"),
          ("kv", [("Constat d'absence", R(D(ids.care(dd[1])), " à ", K("HORAIRE", "14 h 20"), ", ", K("CHAMBRE", "chambre " + c["room"]))),
                  ("Dernière vue par l'équipe", R(K("HORAIRE", "13 h 45"), " au ", K("SALLE", "salon d'étage 2"))),
                  ("Dispositif porté", R(K("DISPOSITIF", "bracelet anti-fugue Ekahau"), " (non déclenché)")),
                  ("Gendarmerie avisée", R(E(gend, "gendarmerie"))),
                  ("N° de main courante", R(ID(mc, "MAIN_COURANTE")))])]
    s2 = [("h", "Chronologie des recherches"),
          ("tab", ["Heure", "Action", "Résultat"],
           [[R(K("HORAIRE", "14 h 25")), R("fouille des étages et du parc"), R("négatif")],
            [R(K("HORAIRE", "14 h 50")), R("appel à la famille"), R("pas de retour au domicile")],
            [R(K("HORAIRE", "15 h 10")), R("signalement à la ", E(gend, "gendarmerie")), R("main courante ", ID(mc, "MAIN_COURANTE"))],
            [R(K("HORAIRE", "17 h 35")), R("patient retrouvé à la gare routière"), R("retour aux urgences")]],
           [1, 3, 2]),
          ("p", R("Contexte : troubles neurocognitifs majeurs (", K("CIM10", "F03"), "), ", K("SCORE", "MMS 17/30"),
                  ", risque de chute élevé (", K("SCORE", "Morse 65"), "). Traitement : ", K("MEDICAMENT", "rispéridone"),
                  " ", K("DOSE", "0,5 mg"), " (", K("ATC", "N05AX08"), ") le soir. Agitation cotée sur l'échelle de ",
                  K("EPONYME", "Cohen-Mansfield"), "."))]
    s3 = [("h", "Retour et mesures"),
          ("kv", [("Retour dans l'unité", R(D(ids.care(dd[1])), " à ", K("HORAIRE", "18 h 40"))),
                  ("Examen au retour", R(K("BIOLOGIE", "glycémie 1,02 g/L"), ", ", K("MESURE", "température 36,4 °C"),
                                          ", pas de lésion")),
                  ("Mesure décidée", R("chambre proche du poste de soins, réévaluation le ", D(ids.care(dd[3]))))])]
    return "Proche informé", "fille" if r.random() < 0.5 else "fils", None, (s1, s2, s3)


def ivg(c):
    r, dd = c["r"], c["dd"]
    ref = "ORT-%02d-%05d" % (25, r.randint(1, 99999))
    s1 = [("h", "Consultation de demande"),
          ("kv", [("Réf. du dossier d'orthogénie", R(ID(ref, "ORTHOGENIE"))),
                  ("Terme estimé", R(K("MESURE", "6 SA + 3 j"), " (", K("MESURE", "LCC 7 mm"), ")")),
                  ("Échographie de datation", R(D(ids.care(dd[0])), " - acte ", K("CCAM", "JQQM010"))),
                  ("Laboratoire", R(E(c["lab"], "laboratoire"), ", dossier ", V("NUM_DOSSIER_LABO", c["lab_no"])))])]
    s2 = [("h", "Protocole médicamenteux"),
          ("tab", ["Date", "Médicament", "Dose", "ATC", "Lot"],
           [[R(D(ids.care(dd[1]))), R(K("MEDICAMENT", "Mifépristone")), R(K("DOSE", "600 mg")), R(K("ATC", "G03XB01")), R(K("LOT", lot(r)))],
            [R(D(ids.care(dd[3]))), R(K("MEDICAMENT", "Misoprostol")), R(K("DOSE", "400 microgrammes")), R(K("ATC", "G02AD06")), R(K("LOT", lot(r)))],
            [R(D(ids.care(dd[1]))), R(K("MEDICAMENT", "Immunoglobuline anti-D")), R(K("DOSE", "200 microgrammes")), R(K("ATC", "J06BB01")), R(K("LOT", lot(r)))]],
           [1.2, 2.2, 1.6, 1.1, 1.1]),
          ("p", R("Groupe ", K("BIOLOGIE", "O rhésus négatif"), ", ", K("BIOLOGIE", "bêta-hCG 18 450 UI/L"),
                  " (", K("LOINC", "21198-7"), "). Diagnostic ", K("CIM10", "O04.9"), ". Antalgie : ",
                  K("MEDICAMENT", "ibuprofène"), " ", K("DOSE", "400 mg"), "."))]
    s3 = [("h", "Contrôle"),
          ("kv", [("Contrôle biologique", R(D(ids.care(dd[4])), " : ", K("BIOLOGIE", "bêta-hCG 312 UI/L"))),
                  ("Contraception choisie", R(K("DISPOSITIF", "DIU au cuivre Mona Lisa NT Cu380"), ", pose le ", D(ids.care(dd[5]))))])]
    return "Personne accompagnante", "amie", None, (s1, s2, s3)


def permis(c):
    r, dd = c["r"], c["dd"]
    pc = "%02d%02d%02d%06d" % (r.randint(90, 99), r.randint(1, 12), r.randint(10, 95), r.randint(0, 999999))
    com = "Commission médicale primaire du " + r.choice(["Haut-Lignon", "Causse-Noir", "Pays-d'Ambert"])
    s1 = [("h", "Objet de l'avis"),
          ("kv", [("N° du permis de conduire", R(ID(pc, "PERMIS"))),
                  ("Catégories détenues", R(K("CODE", "B"), " et ", K("CODE", "C1E"))),
                  ("Commission saisie", R(E(com, "commission"))),
                  ("Pathologie en cause", R("épilepsie focale (", K("CIM10", "G40.1"), ")"))])]
    s2 = [("h", "Examen médical"),
          ("tab", ["Examen", "Résultat", "Seuil réglementaire"],
           [[R("Acuité visuelle binoculaire"), R(K("MESURE", "9/10")), R("5/10")],
            [R("Champ visuel horizontal"), R(K("MESURE", "130 degrés")), R("120 degrés")],
            [R("Somnolence"), R(K("SCORE", "Epworth 7")), R("moins de 11")],
            [R("Épreuve de ", K("EPONYME", "Romberg")), R("négative"), R("-")],
            [R("EEG du ", D(ids.care(dd[0]))), R("sans anomalie paroxystique"), R("-")]],
           [2.2, 1.8, 1.6]),
          ("p", R("Traitement : ", K("MEDICAMENT", "lévétiracétam"), " ", K("DOSE", "1000 mg"), " deux fois par jour (",
                  K("ATC", "N03AX14"), "). Dernière crise : ", D(ids.care(dd[0] - datetime.timedelta(days=400))),
                  ". ", K("BIOLOGIE", "CDT 1,1 %"), ", ", K("BIOLOGIE", "GGT 34 UI/L"), ", ", K("SCORE", "AUDIT-C 2"), "."))]
    s3 = [("h", "Conclusion de l'avis"),
          ("kv", [("Avis", R("apte temporairement, catégorie ", K("CODE", "B"), " seule, pour une durée de 1 an")),
                  ("Prochain contrôle", R("avant le ", D(ids.care(dd[6]))))])]
    return "Conjoint(e)", "conjoint(e)", None, (s1, s2, s3)


def sperme(c):
    r, dd = c["r"], c["dd"]
    cecos = "CECOS " + r.choice(["Causses-Lignon", "Armor-Trégor", "Forez-Velay"])
    cref = "CEC-%02d-%04d" % (25, r.randint(1, 9999))
    s1 = [("h", "Indication"),
          ("kv", [("Centre de conservation", R(E(cecos, "cecos"))),
                  ("N° de dossier de conservation", R(ID(cref, "CECOS"))),
                  ("Pathologie", R("tumeur germinale du testicule (", K("CIM10", "C62.1"), "), orchidectomie ",
                                   K("CCAM", "JHFA001"), " le ", D(ids.care(dd[0])))),
                  ("Traitement prévu", R("3 cycles ", K("MEDICAMENT", "BEP"), " à partir du ", D(ids.care(dd[4]))))])]
    s2 = [("h", "Recueils et paillettes"),
          ("tab", ["Recueil", "Volume", "Concentration", "Mobilité a+b", "Paillettes"],
           [[R(D(ids.care(dd[1]))), R(K("BIOLOGIE", "3,2 mL")), R(K("BIOLOGIE", "41 M/mL")), R(K("BIOLOGIE", "38 %")), R(K("MESURE", "12 paillettes"))],
            [R(D(ids.care(dd[2]))), R(K("BIOLOGIE", "2,7 mL")), R(K("BIOLOGIE", "36 M/mL")), R(K("BIOLOGIE", "35 %")), R(K("MESURE", "10 paillettes"))]],
           [1.3, 1, 1.3, 1.2, 1.3]),
          ("p", R("Sérologies : ", K("LOINC", "5196-1"), " AgHBs négatif, ", K("LOINC", "16128-1"), " VHC négatif, ",
                  K("LOINC", "7917-8"), " VIH négatif. Morphologie selon ", K("EPONYME", "Kruger"), " : ",
                  K("BIOLOGIE", "5 % de formes typiques"), ". Stockage ", K("SALLE", "cuve 4 canister B"),
                  ", laboratoire ", E(c["lab"], "laboratoire"), " (dossier ", V("NUM_DOSSIER_LABO", c["lab_no"]), ")."))]
    s3 = [("h", "Consentement et suites"),
          ("kv", [("Consentement signé", R(D(ids.care(dd[1])))),
                  ("Relance annuelle", R("à partir du ", D(ids.care(dd[6]))))])]
    return "Partenaire", "compagne", None, (s1, s2, s3)


def hemophilie(c):
    r, dd = c["r"], c["dd"]
    crc = "CRC-MHC " + r.choice(["Lignon-Forez", "Causses-Aubrac", "Trégor-Goëlo"])
    carte = "HA-%d-%05d" % (r.randint(1998, 2012), r.randint(1, 99999))
    s1 = [("h", "Situation"),
          ("kv", [("Centre de référence", R(E(crc, "crc_mhc"))),
                  ("N° de la carte d'hémophile", R(ID(carte, "CARTE_HEMOPHILIE"))),
                  ("Diagnostic", R("hémophilie A sévère (", K("CIM10", "D66"), "), ", K("BIOLOGIE", "FVIII inférieur à 1 %"))),
                  ("Prophylaxie", R(K("MEDICAMENT", "Hemlibra"), " ", K("DOSE", "3 mg/kg"), " toutes les 2 semaines (",
                                    K("ATC", "B02BX06"), ")"))])]
    s2 = [("h", "Bilan biologique et articulaire"),
          ("tab", ["Paramètre", "Résultat", "LOINC"],
           [[R("Activité FVIII chromogénique"), R(K("BIOLOGIE", "0,6 %")), R(K("LOINC", "3209-4"))],
            [R("Inhibiteur (", K("EPONYME", "Bethesda"), ")"), R(K("BIOLOGIE", "0,0 UB/mL")), R(K("LOINC", "3204-5"))],
            [R("Hémoglobine"), R(K("BIOLOGIE", "14,6 g/dL")), R(K("LOINC", "718-7"))]],
           [2.5, 1.5, 1.2]),
          ("p", R("Score articulaire ", K("SCORE", "HJHS 9"), ", synovite de la cheville droite. Réserve pour saignement : ",
                  K("MEDICAMENT", "octocog alfa"), " ", K("DOSE", "2000 UI"), " (", K("ATC", "B02BD02"), ", lot ",
                  K("LOT", lot(r)), ")."))]
    s3 = [("h", "Plan"),
          ("kv", [("Kinésithérapie", R("renforcement, bilan le ", D(ids.care(dd[5])))),
                  ("Prochaine consultation", R(D(ids.care(dd[6])), ", ", K("SALLE", "box 3 de l'hôpital de jour")))])]
    return "Mère (conductrice)", "mère", None, (s1, s2, s3)


def identito(c):
    r, dd = c["r"], c["dd"]
    civ = "CIV-%d-%04d" % (2025, r.randint(1, 9999))
    ipp_t = "80" + ids.digits(r, 8)
    s1 = [("h", "Description de l'événement"),
          ("kv", [("Réf. cellule d'identitovigilance", R(ID(civ, "CELLULE_IDV"))),
                  ("Date et heure", R(D(ids.care(dd[0])), " à ", K("HORAIRE", "07 h 45"))),
                  ("Lieu", R(K("SALLE", "salle de prélèvement 3"))),
                  ("Nature", R("tube ", K("DISPOSITIF", "EDTA 4 mL"), " étiqueté au nom d'un autre patient")),
                  ("IPP de l'autre patient", R(V("IPP", ipp_t, "tiers")))])]
    s2 = [("h", "Analyse et résultats concernés"),
          ("tab", ["Analyse", "Résultat rendu", "LOINC"],
           [[R("Hémoglobine"), R(K("BIOLOGIE", "11,2 g/dL")), R(K("LOINC", "718-7"))],
            [R("Potassium"), R(K("BIOLOGIE", "6,1 mmol/L")), R(K("LOINC", "2823-3"))]],
           [2, 2, 1.2]),
          ("p", R("Résultats annulés par le laboratoire ", E(c["lab"], "laboratoire"), " (dossier ",
                  V("NUM_DOSSIER_LABO", c["lab_no"]), "). Criticité ", K("SCORE", "3/5"), ", code ", K("CIM10", "Y65.8"),
                  ". Aucune transfusion ni ", K("MEDICAMENT", "Kayexalate"), " administré."))]
    s3 = [("h", "Actions correctives"),
          ("kv", [("Nouveau prélèvement", R(D(ids.care(dd[0])), " à ", K("HORAIRE", "09 h 10"))),
                  ("Retour d'expérience", R("revue en CREX le ", D(ids.care(dd[4]))))])]
    return "Autre patient concerné", "autre patient", [V("IPP", ipp_t, "tiers")], (s1, s2, s3)


def ssiad(c):
    r, dd = c["r"], c["dd"]
    name = "SSIAD " + r.choice(["Les Genêts d'Aubrac", "Lignon-Solidarité", "Entraide du Goëlo"])
    ref = "PEC-%05d" % r.randint(1, 99999)
    s1 = [("h", "Demande de prise en charge"),
          ("kv", [("Service sollicité", R(E(name, "ssiad"))),
                  ("N° de prise en charge SSIAD", R(ID(ref, "SSIAD"))),
                  ("Début des passages", R(D(ids.care(dd[2])), ", matin et soir")),
                  ("Autonomie", R(K("SCORE", "GIR 2"), ", ", K("SCORE", "Braden 13"), ", ", K("SCORE", "MNA 19,5")))])]
    s2 = [("h", "Soins et matériel"),
          ("tab", ["Soin", "Fréquence", "Produit ou matériel"],
           [[R("Injection d'insuline"), R("1 fois par jour"), R(K("MEDICAMENT", "Toujeo"), " ", K("DOSE", "18 UI"), " ", K("ATC", "A10AE04"))],
            [R("Prévention d'escarre"), R("2 fois par jour"), R(K("DISPOSITIF", "matelas Axtair One"))],
            [R("Transferts"), R("2 fois par jour"), R(K("DISPOSITIF", "lève-personne Birdie Evo"))]],
           [2, 1.4, 2.6]),
          ("p", R("Insuffisance cardiaque (", K("CIM10", "I50.9"), "), ", K("BIOLOGIE", "NT-proBNP 2350 ng/L"),
                  ", diabète (", K("CIM10", "E11.9"), "), signe de ", K("EPONYME", "Homans"), " négatif."))]
    s3 = [("h", "Coordination"),
          ("kv", [("Visite d'évaluation", R(D(ids.care(dd[1])), " au domicile")),
                  ("Réévaluation", R(D(ids.care(dd[5]))))])]
    return "Aidant principal", "époux ou épouse", None, (s1, s2, s3)


def jumeaux(c):
    r, dd = c["r"], c["dd"]
    babies = r.sample(ids.FIRST_F + ids.FIRST_M, 2)
    bdate = dd[0].strftime("%d.%m.%Y")
    mat = "Unité de néonatologie " + r.choice(["du Pays-de-Morlaix-Est", "Lignon-Enfance", "des Coteaux"])
    s1 = [("h", "Grossesse et travail"),
          ("kv", [("Grossesse", R("gémellaire ", K("CODE", "bichoriale biamniotique"), " (", K("CIM10", "O30.0"), ")")),
                  ("Terme", R(K("MESURE", "35 SA + 2 j"))),
                  ("Travail", R(K("MEDICAMENT", "Syntocinon"), " ", K("DOSE", "5 UI"), " (", K("ATC", "H01BB02"),
                                "), acte ", K("CCAM", "JQGD012")))])]
    s2 = [("h", "Nouveau-nés"),
          ("tab", ["Rang", "Prénom", "Né(e) le", "Poids", "Apgar"],
           [[R("J1"), R(P(babies[0], "enfant")), R(V("DATE_NAISSANCE", bdate, "enfant"), " ", K("HORAIRE", "03 h 12")),
             R(K("POIDS", "2 310 g")), R(K("SCORE", "9/10/10"))],
            [R("J2"), R(P(babies[1], "enfant")), R(V("DATE_NAISSANCE", bdate, "enfant"), " ", K("HORAIRE", "03 h 29")),
             R(K("POIDS", "2 045 g")), R(K("SCORE", "7/9/10"))]],
           [0.7, 1.6, 2.2, 1.2, 1.2]),
          ("p", R("J2 en siège, extraction avec manœuvre de ", K("EPONYME", "Mauriceau"), ". Issue : naissances vivantes gémellaires (", K("CIM10", "Z37.2"), "). Le second jumeau est transféré en ",
                  E(mat, "neonatologie"), " pour ", K("BIOLOGIE", "glycémie 0,32 g/L"), "."))]
    s3 = [("h", "Suites de couches"),
          ("kv", [("Délivrance", R("complète, pertes estimées ", K("MESURE", "450 mL"))),
                  ("Sortie prévue", R(D(ids.care(dd[3])))),
                  ("Unité d'accueil du J2", R(E(mat, "neonatologie")))])]
    return "Père des enfants", "père", None, (s1, s2, s3)


def amputation(c):
    r, dd = c["r"], c["dd"]
    ortho = "Orthopédie " + r.choice(["Lagrèze et Fils", "Malbosc Appareillage", "Kerlann Prothèses"])
    dep = "DV-%d-%06d" % (2025, r.randint(1, 999999))
    s1 = [("h", "Histoire"),
          ("kv", [("Amputation", R("transtibiale gauche le ", D(ids.care(dd[0] - datetime.timedelta(days=120))), " (",
                                   K("CIM10", "Z89.5"), ", artériopathie ", K("CIM10", "I70.2"), ")")),
                  ("Orthoprothésiste", R(E(ortho, "orthoprothesiste"))),
                  ("N° de devis d'appareillage", R(ID(dep, "DEVIS_APPAREILLAGE")))])]
    s2 = [("h", "Évaluation fonctionnelle"),
          ("tab", ["Test", "Résultat", "Commentaire"],
           [[R("Niveau d'activité"), R(K("SCORE", "K3")), R("marche en extérieur")],
            [R("Timed Up and Go"), R(K("MESURE", "14 s")), R("aide technique : canne")],
            [R("Score de ", K("EPONYME", "Houghton")), R(K("SCORE", "9/12")), R("port quotidien")]],
           [2, 1.4, 2.4]),
          ("p", R("Prescription : manchon ", K("DISPOSITIF", "Iceross Seal-In X5"), ", pied ",
                  K("DISPOSITIF", "Triton Vertical Shock"), ", code LPP ", K("CODE", "2789650"), ". Douleur de membre fantôme : ",
                  K("MEDICAMENT", "prégabaline"), " ", K("DOSE", "75 mg"), " (", K("ATC", "N03AX16"), ")."))]
    s3 = [("h", "Suivi"),
          ("kv", [("Essayage", R(D(ids.care(dd[4])), " chez l'orthoprothésiste")),
                  ("Consultation de contrôle", R(D(ids.care(dd[6]))))])]
    return "Épouse ou époux", "conjoint(e)", None, (s1, s2, s3)


def vasectomie(c):
    r, dd = c["r"], c["dd"]
    ref = "DR-%02d-%05d" % (25, r.randint(1, 99999))
    s1 = [("h", "Demande"),
          ("kv", [("Motif", R("contraception définitive (", K("CIM10", "Z30.2"), ")")),
                  ("Réf. de l'attestation de délai de réflexion", R(ID(ref, "DELAI_REFLEXION"))),
                  ("Fin du délai légal", R(D(ids.care(dd[6])), " (", K("MESURE", "4 mois"), ")"))])]
    s2 = [("h", "Examen et information"),
          ("tab", ["Élément", "Constat"],
           [[R("Examen génital"), R("normal, déférents palpables")],
            [R("Score urinaire"), R(K("SCORE", "IPSS 4"))],
            [R("Autoconservation proposée"), R("refusée")]],
           [2, 3]),
          ("p", R("Technique prévue : ", K("CCAM", "JHSA001"), " sous anesthésie locale (", K("MEDICAMENT", "lidocaïne"), " ",
                  K("DOSE", "1 %"), ", ", K("ATC", "N01BB02"), "). Contrôle par spermogramme au laboratoire ",
                  E(c["lab"], "laboratoire"), " (dossier ", V("NUM_DOSSIER_LABO", c["lab_no"]), ")."))]
    s3 = [("h", "Programmation"),
          ("kv", [("Date d'intervention", R(D(ids.care(dd[6] + datetime.timedelta(days=7))), ", ", K("SALLE", "salle 2 du bloc ambulatoire"))),
                  ("Spermogramme de contrôle", R("à ", K("MESURE", "3 mois"), " de l'intervention"))])]
    return "Partenaire", "conjointe", None, (s1, s2, s3)


SHAPE_FUN = {"fugue_patient": fugue, "ivg_medicamenteuse": ivg, "aptitude_permis_conduire": permis,
             "autoconservation_sperme": sperme, "suivi_hemophilie": hemophilie,
             "signalement_identitovigilance": identito, "admission_ssiad": ssiad, "naissance_gemellaire": jumeaux,
             "appareillage_amputation": amputation, "vasectomie_consultation": vasectomie}
