"""Document kinds of corpus M. Each builder returns (pages, meta, metadata_items)."""
from __future__ import annotations

import datetime

from . import values as V
from .content import CCAM, CIM, GHM, LOINC, ATC, SPECIALTY_CIM, dec, keep, pii, fd

TD = datetime.timedelta


def pagefoot(c, pages):
    n = len(pages)
    for i, pg in enumerate(pages):
        pg["footer"] = c.footer(i + 1, n) if not pg.get("footer") else pg["footer"]
    return pages


def page(header, blocks, footer=None):
    return {"header": header, "blocks": blocks, "footer": footer or []}


def cim_line(c):
    code, lab = CIM[SPECIALTY_CIM[c.spec]]
    return [dec(code, "CIM10"), " - " + lab]


# ------------------------------------------------------------------ 0 lettre de liaison / CRH


def crh(c):
    d0, d1, doc, gp = c.d_in, c.d_out, c.docs[0], c.gp
    hd = c.letterhead()
    intro = ("p", ["Cher confrère, votre patient", "e " if c.p.sex == "F" else " ", c.pname(1), ", âgé" + ("e" if c.p.sex == "F" else "") +
                   " de %d ans, a été hospitalisé" % c.age + ("e" if c.p.sex == "F" else "") + " dans notre unité du ",
                   c.date(d0), " au ", c.date(d1), " (séjour n° ", c.stay_(), ")."])
    dest = ("box", [("p", ["Destinataire : Docteur ", c.doc_name(gp, 1), ", ", pii("ADRESSE", gp.street, False, [gp.street]), ", ",
                           c.cp(gp.cp), " ", c.town(gp.town), " - RPPS ", c.rpps(gp)])])
    p1 = [dest, ("h", ["Lettre de liaison à la sortie"]), c.id_block(c.variant != 1), intro,
          ("h", ["Motif d'hospitalisation"]), ("p", cim_line(c)),
          ("h", ["Antécédents"]),
          ("p", ["Hypertension artérielle traitée, dyslipidémie. ", *c.epo(), " négatif à l'admission. "] + c.homo(0)),
          ("h", ["Histoire de la maladie"])] + [("p", s) for s in c.prose(3, 0)]
    med = []
    for _ in range(4):
        n, d = c.drug()
        med.append([[n], [d], [c.rng.choice(["1 matin", "1 matin et soir", "1 le soir", "si douleur, max 4/j"])], [dec(c.rng.choice(ATC), "ATC")]])
    p2 = [("h", ["Évolution dans le service"])] + [("p", s) for s in c.prose(3, 3)] + [
        ("p", c.homo(1)),
        ("h", ["Traitement de sortie"]), ("table", ["Médicament", "Dose", "Posologie", "Code ATC"], med, [3, 2, 3, 2]),
        ("h", ["Contacts"]),
        ("p", ["Personne de confiance : ", c.rel_name(), " (" + c.rel.link + "), joignable au ", pii("TELEPHONE", c.rel.phone), "."]),
        ("p", ["Le service reste joignable au secrétariat ; GHM du séjour ", dec(c.rng.choice(GHM), "GHM"), "."]),
        ("p", ["Fait le ", c.date(d1), ", Docteur ", c.doc_name(doc, 0), ", praticien hospitalier, RPPS ", c.rpps(doc), "."]),
        ("small", ["Copie : Dr ", c.doc_name(c.docs[1], 2), " (", c.est_acr(), "), dossier patient."])]
    pages = [page(hd, p1), page(hd[:1] + [[c.service, " - suite du courrier concernant ", c.pname(0)]], p2)]
    m, mi = c.meta("Lettre de liaison")
    return pagefoot(c, pages), m, mi


# ------------------------------------------------------------------ 1 compte rendu opératoire


def crop(c):
    d0, doc = c.d_in + TD(days=1), c.docs[0]
    hd = c.letterhead()
    team = ("kv", [("Opérateur :", ["Dr ", c.doc_name(doc, 0), " (RPPS ", c.rpps(doc, eight=c.variant == 1), ")"]),
                   ("Aide :", ["Dr ", c.doc_name(c.docs[1], 1)]),
                   ("Anesthésiste :", ["Dr ", c.doc_name(c.docs[2], 2)]),
                   ("IBODE :", [pii("NOM_PROFESSIONNEL", "%s %s" % (c.nurse.first, c.nurse.upper), False,
                                    sorted({"%s %s" % (c.nurse.first, c.nurse.upper), c.nurse.upper})), " - ADELI ", pii("ADELI", c.nurse.adeli)])])
    lot = "%s%d%s" % (c.rng.choice("KHLT"), c.rng.randint(1000, 9999), c.rng.choice("ABXZ"))
    p1 = [("h", ["Compte rendu opératoire"]),
          ("cols", [c.id_block(False)], [("kv", [("Date d'intervention :", [c.date(d0, 1)]), ("Séjour :", [c.stay_()]),
                                                  ("Salle :", [dec("bloc B, salle %d" % c.rng.randint(2, 9), "SALLE")]),
                                                  ("Acte CCAM :", [dec(c.rng.choice(CCAM), "CCAM")])])]),
          team,
          ("h", ["Indication"]), ("p", cim_line(c) + [". Décision prise en réunion collégiale après information du patient."]),
          ("h", ["Installation et anesthésie"]),
          ("p", ["Décubitus dorsal, billot sous la fesse homolatérale. Anesthésie générale avec intubation orotrachéale. ",
                 "Antibioprophylaxie par céfazoline 2 g trente minutes avant l'incision. Check-list HAS vérifiée à voix haute."]),
          ("h", ["Description"])] + [("p", s) for s in c.prose(2, 1)] + [
          ("p", ["Hémostase soigneuse, lavage abondant au sérum physiologique, fermeture plan par plan, agrafes cutanées."])]
    p2 = [("h", ["Matériel et traçabilité"]),
          ("table", ["Dispositif", "Référence", "Lot", "Quantité"],
           [[["Implant principal"], [dec("REF %d-%02d" % (c.rng.randint(1000, 9999), c.rng.randint(10, 99)), "REFERENCE")], [dec(lot, "LOT")], ["1"]],
            [["Fil résorbable 2/0"], [dec("VCP%d" % c.rng.randint(300, 999), "REFERENCE")], [dec("N° lot %s" % V.phone(c.rng, style=0).replace(" ", ""), "NUMERO_TYPE_TELEPHONE")], ["2"]],
            [["Compresses radio-opaques"], ["-"], ["-"], ["compte juste"]]], [4, 3, 3, 2]),
          ("h", ["Suites prévues"]),
          ("p", ["Surveillance en SSPI puis retour en secteur. Lever précoce. ", *c.epo(), " à rechercher quotidiennement. Anticoagulation préventive par ",
                 c.drug()[0], ". Consultation de contrôle à six semaines, le ", c.date(d0 + TD(days=42)), "."]),
          ("p", c.homo(0)),
          ("p", ["Signé électroniquement le ", c.date(d0), " par le Dr ", c.doc_name(doc, 3), "."])]
    pages = [page(hd, p1), page(hd[:1], p2)]
    m, mi = c.meta("Compte rendu opératoire")
    return pagefoot(c, pages), m, mi


# ------------------------------------------------------------------ 2 consultation


def consult(c):
    d0, doc = c.d_in - TD(days=20), c.docs[0]
    hd = c.letterhead()
    ta = "%d/%d mmHg" % (c.rng.randint(110, 160), c.rng.randint(60, 95))
    blocks = [("h", ["Compte rendu de consultation du ", c.date(d0, 1)]),
              ("p", ["Vu" + ("e" if c.p.sex == "F" else "") + " en consultation ce jour ", c.p.civ, " ", c.pname(2), ", née le " if c.p.sex == "F" else ", né le ",
                     c.ddn(), ", adressé" + ("e" if c.p.sex == "F" else "") + " par le Dr ", c.doc_name(c.gp, 3), " (", c.town(c.gp.town), ")."]),
              ("p", ["Patient" + ("e" if c.p.sex == "F" else "") + " de %d ans, autonome, vivant à domicile. " % c.age] + c.homo(0)),
              ("h", ["Examen clinique"]),
              ("p", ["Poids 72 kg, taille 1,68 m. Pression artérielle ", dec(ta, "CONSTANTE"), ", fréquence cardiaque ",
                     dec("%d bpm" % c.rng.randint(55, 95), "CONSTANTE"), ". ", *c.epo(), " absent. Pas d'œdème des membres inférieurs."])] + [
              ("p", s) for s in c.prose(2, 0)] + [
              ("h", ["Conclusion"]), ("p", cim_line(c) + [". Poursuite du traitement par ", c.drug()[0], " et réévaluation dans trois mois."]),
              ("p", ["Prochain rendez-vous : ", c.date(d0 + TD(days=90)), " à 14h30, consultation %s." % c.rng.choice(["porte 3", "niveau 2", "aile Ouest"])]),
              ("p", ["Dr ", c.doc_name(doc, 1), " - RPPS ", c.rpps(doc), " - secrétariat ", pii("TELEPHONE", V.phone(c.rng, style=1)),
                     " - ", pii("EMAIL", "secretariat.%s@%s" % (c.spec, c.est.domain))])]
    if c.variant == 2:
        blocks.insert(0, ("box", [c.id_block(True)]))
    m, mi = c.meta("Consultation", with_name=c.variant != 1)
    return pagefoot(c, [page(hd, blocks)]), m, mi


# ------------------------------------------------------------------ 3 biologie


BIO = [("Hémoglobine", "g/dL", (11.5, 16.0), 1), ("Leucocytes", "G/L", (4.0, 10.0), 1), ("Plaquettes", "G/L", (150, 400), 0),
       ("Sodium", "mmol/L", (136, 145), 0), ("Potassium", "mmol/L", (3.5, 5.1), 1), ("Créatinine", "µmol/L", (59, 104), 0),
       ("Urée", "mmol/L", (2.8, 7.2), 1), ("CRP", "mg/L", (0, 5), 1), ("ASAT", "UI/L", (5, 34), 0), ("ALAT", "UI/L", (0, 55), 0),
       ("Glycémie à jeun", "mmol/L", (3.9, 5.8), 2), ("Troponine Ic HS", "ng/L", (0, 26), 0), ("TSH", "mUI/L", (0.35, 4.94), 2),
       ("INR", "", (0.8, 1.2), 2), ("Ferritine", "µg/L", (22, 275), 0), ("Albumine", "g/L", (35, 52), 1)]


def fnum(x, dp):
    return ("%." + str(dp) + "f") % x if dp else "%d" % round(x)


def bio(c):
    d0, doc = c.d_in, c.docs[0]
    lab = c.est.acr + " - Laboratoire de Biologie Médicale"
    dossier = "%s%06d" % (c.rng.choice(["B", "LB", "24-"]), c.rng.randint(0, 999999))
    sample = "%d%s" % (c.rng.randint(10 ** 9, 10 ** 10 - 1), c.rng.choice(["", "-01", "A"]))
    hd = [[c.est_name()], [lab, " - Biologiste responsable : Dr ", c.doc_name(c.docs[1], 2)],
          ["Tél. ", pii("TELEPHONE", c.est.phone), " - FINESS ", c.finess(one=c.variant == 0)]]
    ident = ("table", ["Patient", "Né(e) le", "IPP", "Dossier labo"],
             [[[c.pname(0)], [c.ddn()], [c.ipp()], [pii("NUM_DOSSIER_LABO", dossier)]]], [4, 3, 2, 3])
    rows = []
    tests = c.rng.sample(BIO, 12)
    for i, (name, unit, (lo, hi), dp) in enumerate(tests):
        val = lo + (hi - lo) * c.rng.uniform(-0.3, 1.4)
        flag = "H" if val > hi else ("B" if val < lo else "")
        rows.append([[name], [dec(fnum(val, dp).replace(".", ","), "BIOLOGIE")], [unit or "-"],
                     [dec("%s - %s" % (fnum(lo, dp).replace(".", ","), fnum(hi, dp).replace(".", ",")), "INTERVALLE")], [flag],
                     [dec(LOINC[i % len(LOINC)], "LOINC")]])
    p1 = [("h", ["Compte rendu d'analyses de biologie médicale"]), ident,
          ("kv", [("Prélèvement n° :", [pii("NUM_PRELEVEMENT", sample)]), ("Prélevé le :", [c.date(d0), " à 07h45"]),
                  ("Reçu le :", [c.date(d0), " à 08h20"]), ("Prescripteur :", ["Dr ", c.doc_name(doc, 0), ", ", c.service]),
                  ("Séjour :", [c.stay_()])]),
          ("table", ["Analyse", "Résultat", "Unité", "Valeurs de référence", "", "LOINC"], rows[:6], [4, 2, 2, 3, 1, 2])]
    p2 = [("h", ["Suite des résultats"]),
          ("table", ["Analyse", "Résultat", "Unité", "Valeurs de référence", "", "LOINC"], rows[6:], [4, 2, 2, 3, 1, 2]),
          ("p", ["Commentaire : hémolyse légère sans incidence sur le dosage du potassium. Formule de ", dec("Cockcroft", "EPONYME"),
                 " non calculée faute de poids récent. Résultat antérieur comparable le ", c.date(d0 - TD(days=60)), "."]),
          ("p", ["Les valeurs signalées H ou B sortent de l'intervalle de référence établi par le laboratoire pour l'adulte."]),
          ("p", ["Validé biologiquement le ", c.date(d0), " par le Dr ", c.doc_name(c.docs[1], 0), " (RPPS ", c.rpps(c.docs[1]), ")."]),
          ("p", ["Automate de chimie n° de série ", dec(V.luhn_wrong("%010d" % c.rng.randint(0, 10 ** 10 - 1)), "NUMERO_INVALIDE"),
                 ", contrôle qualité interne conforme."]),
          ("small", ["Laboratoire accrédité selon la norme NF EN ISO 15189, portée disponible sur demande. SIRET ", c.siret(), "."])]
    pages = [page(hd, p1), page(hd[:2], p2)]
    m, mi = c.meta("Résultats biologiques")
    return pagefoot(c, pages), m, mi


# ------------------------------------------------------------------ 4 imagerie


def imag(c):
    d0, doc = c.d_in, c.docs[2]
    acc = c.rng.choice(["A%s%07d" % (d0.strftime("%y"), c.rng.randint(0, 10 ** 7 - 1)), "RX-%d-%06d" % (d0.year, c.rng.randint(0, 999999)),
                        "%d" % c.rng.randint(10 ** 10, 10 ** 11 - 1)])
    exam = "EX%08d" % c.rng.randint(0, 10 ** 8 - 1)
    hd = [[c.est_name()], ["Pôle Imagerie Médicale - ", c.est_acr(), " - secrétariat ", pii("TELEPHONE", V.phone(c.rng, style=2))]]
    mod = c.rng.choice(["Scanner thoraco-abdomino-pelvien avec injection", "IRM cérébrale avec séquences de diffusion",
                        "Échographie abdominale complète", "Radiographie du bassin de face et hanche gauche"])
    blocks = [("cols", [("kv", [("Patient :", [c.pname(3)]), ("Naissance :", [c.ddn()]), ("IPP :", [c.ipp()])])],
               [("kv", [("N° d'accession :", [pii("NUM_ACCESSION", acc)]), ("ID examen :", [pii("ID_EXAMEN", exam)]),
                        ("Date :", [c.date(d0)])])]),
              ("h", [mod]),
              ("p", ["Demandeur : Dr ", c.doc_name(c.docs[0], 1), ". Indication : ", *cim_line(c), "."]),
              ("p", ["Technique : acquisition hélicoïdale, produit de contraste iodé 80 mL (", dec("Lot 23K%04d" % c.rng.randint(0, 9999), "LOT"),
                     "), PDL ", dec("%d mGy.cm" % c.rng.randint(250, 900), "DOSIMETRIE"), ". Code acte ", dec(c.rng.choice(CCAM), "CCAM"), "."]),
              ("h", ["Résultats"]),
              ("p", ["Absence d'épanchement. Pas d'adénomégalie médiastinale. Le ", dec("Wirsung", "EPONYME"),
                     " n'est pas dilaté. Foie de taille normale, de densité homogène. Reins de morphologie normale."]),
              ("p", ["Comparaison avec l'examen antérieur du ", c.date(d0 - TD(days=400), 2), " : stabilité des micronodules sous-pleuraux de 3 mm."]),
              ("h", ["Conclusion"]),
              ("box", [("p", ["Examen sans anomalie aiguë ; pas de signe de complication. Avis du correspondant souhaité si persistance des symptômes."])]),
              ("p", ["Compte rendu validé par le Dr ", c.doc_name(doc, 0), ", radiologue, RPPS ", c.rpps(doc), "."]),
              ("small", ["Images consultables sur le PACS régional ; conservez ce compte rendu pour vos examens ultérieurs."])]
    m, mi = c.meta("Compte rendu d'imagerie")
    return pagefoot(c, [page(hd, blocks)]), m, mi


# ------------------------------------------------------------------ 5 ordonnance


def ordo(c):
    d0, doc = c.d_out, c.docs[0]
    rx = c.rng.choice(["ORD-%d-%07d" % (d0.year, c.rng.randint(0, 10 ** 7 - 1)), "%s%012d" % ("RX", c.rng.randint(0, 10 ** 12 - 1))])
    hd = [[c.est_name()], [c.service, " - Dr ", c.doc_name(doc, 0)],
          ["RPPS ", c.rpps(doc), " - N° AM ", pii("FINESS", c.est.finess), " - ", pii("TELEPHONE", c.est.phone)]]
    lines = []
    for _ in range(3):
        n, d = c.drug()
        lines.append(("p", ["- ", n, " ", d, " : un comprimé %s pendant %d jours." % (c.rng.choice(["le matin", "matin et soir", "trois fois par jour"]), c.rng.randint(5, 30))]))
    blocks = [("p", ["Identifiant de prescription : ", pii("ID_PRESCRIPTION", rx)]),
              ("p", ["Le ", c.date(d0, 1), ", à ", c.town(c.est.town)]),
              ("box", [("p", [c.p.civ, " ", c.pname(1)]), ("p", ["Né" + ("e" if c.p.sex == "F" else "") + " le ", c.ddn(), " - ", c.nir()]),
                       ("p", ["Poids : 64 kg - Clairance : 58 mL/min"])]),
              ("h", ["Ordonnance"])] + lines + [
              ("p", ["Renouvelable deux fois. Ne pas substituer le ", dec("Lévothyroxine", "MEDICAMENT"), " (mention manuscrite non requise en version imprimée)."]),
              ("p", ["Soins infirmiers à domicile : injection sous-cutanée quotidienne, surveillance du point de ponction. Code UCD ",
                     dec("34008%08d" % c.rng.randint(0, 10 ** 8 - 1), "UCD"), "."]),
              ("sp", 30), ("p", ["Signature : Dr ", c.doc_name(doc, 2)]),
              ("small", ["En cas d'urgence composer le 15. Ordonnance sécurisée - lot ", dec("%06d" % c.rng.randint(0, 999999), "LOT"), "."])]
    m, mi = c.meta("Ordonnance", with_name=c.variant == 0)
    return pagefoot(c, [page(hd, blocks)]), m, mi


# ------------------------------------------------------------------ 6 bulletin de situation / admission


def admission(c):
    p, e = c.p, c.est
    hd = [[c.est_name()], ["Bureau des admissions - ", c.est_acr(), " - ", pii("ADRESSE", e.street, False, [e.street]), ", ",
                           c.cp(e.cp), " ", c.town(e.town)]]
    kv = [("Nom d'usage :", [pii("NOM_PATIENT", p.upper, True)]), ("Prénom(s) :", [pii("PRENOM_PATIENT", p.first, True)])]
    if p.maiden:
        kv.append(("Née :", [c.maiden()]))
    kv += [("Sexe :", ["féminin" if p.sex == "F" else "masculin"]), ("Date de naissance :", [c.ddn()]),
           ("Lieu de naissance :", [c.town(p.birth_town), " (", c.cp(p.birth_cp), ")"]),
           ("NIR :", [c.nir()]) if c.variant != 2 else ("NIA (immatriculation en attente) :", [c.nia()]),
           ("Matricule INS :", [c.ins()]) if c.variant != 2 else ("Matricule INS :", ["non qualifié, identité provisoire"]),
           ("Adresse :", [c.addr()] + ([" - ", pii("ADRESSE", p.extra_addr)] if p.extra_addr else [])),
           ("Commune :", [c.cp(), " ", c.town()]), ("Téléphone :", [c.phone_p()]), ("Courriel :", [c.email_p()])]
    org = [("Caisse :", ["CPAM, régime général"]), ("Mutuelle - n° adhérent :", [pii("NUM_ADHERENT", p.mutuelle)]),
           ("Entrée :", [c.date(c.d_in), " 10h12"]), ("Sortie :", [c.date(c.d_out), " 15h00"]),
           ("N° de venue :", [c.stay_()]), ("IPP :", [c.ipp()]), ("Mode :", ["hospitalisation complète"])]
    blocks = [("h", ["Bulletin de situation" if c.variant != 1 else "Fiche administrative d'admission"]),
              ("box", [("kv", kv)]),
              ("h", ["Séjour"]), ("kv", org),
              ("p", ["Le présent bulletin atteste que la personne désignée ci-dessus a été hospitalisée dans l'établissement durant la période indiquée. ",
                     "Il est destiné à l'employeur ou à l'organisme d'assurance maladie et ne comporte aucune information médicale."]),
              ("p", ["Médecin responsable : Dr ", c.doc_name(c.docs[0], 1), ". Contact à prévenir : ", c.rel_name(), ", ", c.rel.link, ", ",
                     pii("TELEPHONE", c.rel.phone), "."]),
              ("small", ["Établissement ", c.est_name(), " - FINESS juridique ", pii("FINESS", e.finess_ej), " - SIRET ", c.siret(),
                         ". Numéro de chambre indicatif : ", dec("ch. %d" % c.rng.randint(101, 450), "SALLE"), "."])]
    m, mi = c.meta("Bulletin de situation")
    return pagefoot(c, [page(hd, blocks)]), m, mi


# ------------------------------------------------------------------ 7 certificat


def certif(c):
    d0, doc = c.d_out, c.docs[0]
    hd = c.letterhead()
    kind = c.rng.choice(["d'hospitalisation", "médical initial", "de non contre-indication à la reprise du travail"])
    blocks = [("sp", 10), ("h", ["Certificat %s" % kind]), ("sp", 8),
              ("p", ["Je soussigné" + ("e" if doc.sex == "F" else "") + ", Docteur ", c.doc_name(doc, 1), ", ", c.service.lower(), " du ",
                     c.est_name(), ", certifie avoir examiné ce jour ", c.p.civ, " ", c.pname(2), ", né" + ("e" if c.p.sex == "F" else ""),
                     " le ", c.ddn(), " et demeurant ", c.addr(), " à ", c.town(), "."]),
              ("p", ["L'état de santé de l'intéressé" + ("e" if c.p.sex == "F" else "") + " a nécessité une prise en charge du ", c.date(c.d_in), " au ",
                     c.date(d0), " inclus. Un arrêt de travail de %d jours est prescrit à compter de la sortie." % c.rng.randint(7, 30)]),
              ("p", ["Les lésions constatées sont compatibles avec les faits rapportés ; l'ITT au sens pénal est évaluée à %d jours." % c.rng.randint(0, 10)]),
              ("p", c.homo(0)),
              ("p", ["Certificat établi à la demande de l'intéressé" + ("e" if c.p.sex == "F" else "") + " et remis en main propre pour servir et valoir ce que de droit."]),
              ("sp", 16), ("p", ["Fait à ", c.town(c.est.town), ", le ", c.date(d0, 1), "."]),
              ("p", ["Dr ", c.doc_name(doc, 3), " - RPPS ", c.rpps(doc, eight=True), " - identifiant structure ", c.finess(one=True)])]
    m, mi = c.meta("Certificat")
    return pagefoot(c, [page(hd, blocks)]), m, mi


# ------------------------------------------------------------------ 8 courrier au médecin traitant


def courrier(c):
    doc, gp = c.docs[1], c.gp
    hd = c.letterhead()
    blocks = [("cols", [("p", ["Dr ", c.doc_name(doc, 1)]), ("small", ["Ligne directe ", pii("TELEPHONE", V.phone(c.rng, style=3))]),
                        ("small", [pii("EMAIL", "%s.%s@%s" % (V.strip(doc.first).lower().replace(" ", "-"), V.strip(doc.surname).lower().replace(" ", "").replace("'", ""), c.est.domain))])],
               [("p", ["Docteur ", c.doc_name(gp, 0)]), ("p", [pii("ADRESSE", gp.street, False, [gp.street])]), ("p", [c.cp(gp.cp), " ", c.town(gp.town)])]),
              ("p", [c.town(c.est.town), ", le ", c.date(c.d_out + TD(days=2), 1)]),
              ("p", ["Objet : ", c.pname(0), ", né" + ("e" if c.p.sex == "F" else "") + " le ", c.ddn(), " - IPP ", c.ipp()]),
              ("p", ["Cher ami, je revois ce jour en consultation post-hospitalisation ", c.pname(5),
                     ", que tu connais bien. Depuis sa sortie le ", c.date(c.d_out), ", l'évolution est satisfaisante."])] + [
              ("p", s) for s in c.prose(3, 2)] + [
              ("p", ["Son ", c.rel.link, " ", c.rel_name(), " l'accompagnait et confirme une bonne observance. "] + c.homo(1)),
              ("p", ["Je te propose de poursuivre ", c.drug()[0], " et d'arrêter l'anticoagulation préventive. ", *c.epo(), " négatif ce jour."]),
              ("p", ["Je reverrai " + ("ta patiente" if c.p.sex == "F" else "ton patient") + " dans six mois, avec un bilan comprenant créatinine et ",
                     dec("HbA1c", "ACRONYME"), ". Bien confraternellement."]),
              ("p", ["Dr ", c.doc_name(doc, 3), " (RPPS ", c.rpps(doc), ")"])]
    m, mi = c.meta("Courrier médecin traitant", with_name=c.variant != 2)
    return pagefoot(c, [page(hd, blocks)]), m, mi


# ------------------------------------------------------------------ 9 fiche de liaison infirmière


def fide(c):
    n, d0 = c.nurse, c.d_out
    hd = [[c.est_name(), " - ", c.service], ["Fiche de liaison infirmière - sortie du ", c.date(d0)]]
    rows = [[["Autonomie"], ["aide partielle à la toilette, marche avec canne"]], [["Alimentation"], ["mixée, eau gélifiée"]],
            [["Élimination"], ["continente, selles régulières"]], [["Peau"], ["escarre talon droit stade 1, pansement hydrocolloïde"]],
            [["Douleur"], ["EVA 2/10 au repos"]], [["Risque de chute"], ["élevé, score de Downton 4"]]]
    blocks = [c.id_block(True),
              ("p", ["Âge : %d ans. Chambre " % c.age, dec(str(c.rng.randint(101, 330)), "SALLE"), ", lit B. Allergie : ", dec("Amoxicilline", "MEDICAMENT"), " (urticaire)."]),
              ("table", ["Besoin", "Observation"], rows, [1, 3]),
              ("h", ["Soins à poursuivre"]),
              ("p", ["Injection d'", dec("Enoxaparine", "MEDICAMENT"), " ", dec("4000 UI", "DOSE"), " tous les soirs jusqu'au ", c.date(d0 + TD(days=20)),
                     ". Glycémie capillaire matin et soir, cible 6 à 10 mmol/L. Pansement tous les deux jours."]),
              ("p", c.homo(0)),
              ("p", ["Transmissions de nuit : ", c.surname_only(lower=True), " dort bien, pas de désorientation, hydratation correcte."]),
              ("h", ["Entourage"]),
              ("p", ["Vit avec son ", c.rel.link, ", ", c.rel_name(), " (", pii("TELEPHONE", c.rel.phone), "). Passage de l'IDE libérale ",
                     pii("NOM_PROFESSIONNEL", "Mme %s" % c.docs[2].surname, False, ["Mme %s" % c.docs[2].surname, c.docs[2].surname]), " prévu le lendemain."]),
              ("p", ["Rédigée par ", pii("NOM_PROFESSIONNEL", "%s %s" % (n.first, n.upper), False, sorted({"%s %s" % (n.first, n.upper), n.upper})),
                     ", IDE, ADELI ", pii("ADELI", n.adeli), " ; poste de soins joignable au ", dec("poste 4 52 17", "NUMERO_TYPE_TELEPHONE"), "."])]
    m, mi = c.meta("Fiche de liaison IDE")
    return pagefoot(c, [page(hd, blocks)]), m, mi


# ------------------------------------------------------------------ 10 passage aux urgences


def urg(c):
    d0, doc = c.d_in, c.docs[0]
    venue = "URG%d%06d" % (d0.year % 100, c.rng.randint(0, 999999))
    hd = [[c.est_name(), " - Structure des urgences"], ["Dossier de passage n° ", pii("NUM_SEJOUR", venue), " - ", c.pname(0), " - ", c.ddn()]]
    p1 = [("h", ["Passage aux urgences du ", c.date(d0, 1)]),
          ("kv", [("Arrivée :", ["08h47, moyens personnels"]), ("Tri IOA :", ["tri 3, ", *c.epo()]),
                  ("Patient :", [c.pname(1), " (%d ans)" % c.age]), ("Adresse :", [c.addr(), ", ", c.cp(), " ", c.town()]),
                  ("Téléphone :", [c.phone_p()]), ("Accompagnant :", [c.rel_name(), " (" + c.rel.link + ")"])]),
          ("h", ["Constantes à l'arrivée"]),
          ("table", ["Heure", "TA", "FC", "SpO2", "T°", "EVA"],
           [[["08h55"], [dec("%d/%d" % (c.rng.randint(100, 170), c.rng.randint(55, 95)), "CONSTANTE")], [dec(str(c.rng.randint(60, 120)), "CONSTANTE")],
             [dec("%d %%" % c.rng.randint(88, 99), "CONSTANTE")], [dec("38,%d" % c.rng.randint(0, 9), "CONSTANTE")], ["6/10"]],
            [["10h30"], ["128/74"], ["84"], ["97 %"], ["37,4"], ["2/10"]]], [2, 2, 2, 2, 2, 2]),
          ("h", ["Observation médicale"])] + [("p", s) for s in c.prose(3, 0)]
    p2 = [("h", ["Examens et traitements aux urgences"]),
          ("p", ["ECG : rythme sinusal. Bilan sanguin : CRP ", dec("%d mg/L" % c.rng.randint(8, 180), "BIOLOGIE"), ", lactates ",
                 dec("1,%d mmol/L" % c.rng.randint(0, 9), "BIOLOGIE"), ". Gaz du sang sans acidose."]),
          ("p", ["Traitement administré : ", c.drug()[0], " IV à 09h20, ", dec("Paracétamol", "MEDICAMENT"), " 1 g à 09h25."]),
          ("p", c.homo(1)),
          ("h", ["Diagnostic et orientation"]), ("p", cim_line(c) + [". Hospitalisation en ", c.service.lower(), "."]),
          ("p", ["Médecin urgentiste : Dr ", c.doc_name(doc, 0), " (RPPS ", c.rpps(doc), "). Transmission orale au Dr ", c.doc_name(c.docs[1], 3), "."]),
          ("small", ["Numéro de régulation SAMU : ", dec("15-%d-%05d" % (d0.year % 100, c.rng.randint(0, 99999)), "NUMERO_REGULATION"),
                     ". Durée de passage : 4 h 12. Réf. matériovigilance ", dec(V.nir_wrong_key(c.rng), "NUMERO_INVALIDE"), "."])]
    pages = [page(hd, p1), page(hd, p2)]
    m, mi = c.meta("Passage urgences")
    return pagefoot(c, pages), m, mi


# ------------------------------------------------------------------ 11 demande d'examen


def demande(c):
    d0, doc = c.d_in + TD(days=1), c.docs[0]
    req = "DEM%s%05d" % (d0.strftime("%y%m"), c.rng.randint(0, 99999))
    hd = [[c.est_name()], ["Demande d'examen - ", c.service]]
    blocks = [("table", ["Identité", "Naissance", "N° séjour", "Demande"],
               [[[c.pname(4)], [c.ddn()], [c.stay_()], [pii("ID_DEMANDE", req)]]], [3, 3, 3, 3]),
              ("kv", [("Nom de naissance :", [c.maiden() if c.p.maiden else pii("NOM_PATIENT", c.p.upper, True)]),
                      ("Chambre :", [dec("%d" % c.rng.randint(100, 499), "SALLE")]), ("Transport :", ["brancard, oxygène 2 L/min"]),
                      ("Date souhaitée :", [c.date(d0), " matin"])]),
              ("h", ["Examen demandé"]),
              ("box", [("p", [c.rng.choice(["Doppler veineux des membres inférieurs", "Échographie cardiaque transthoracique",
                                             "Fibroscopie bronchique", "Scanner cérébral sans injection"]), " - acte ", dec(c.rng.choice(CCAM), "CCAM")])]),
              ("h", ["Renseignements cliniques"]),
              ("p", cim_line(c) + [". ", *c.epo(), " positif à gauche. Clairance de la créatinine ", dec("%d mL/min" % c.rng.randint(30, 110), "BIOLOGIE"),
                                   ". Pas d'allergie connue à l'iode."]),
              ("p", c.homo(0)),
              ("p", ["Prescripteur : Dr ", c.doc_name(doc, 2), ", RPPS ", c.rpps(doc), ", bip ", dec("%d" % c.rng.randint(4000, 4999), "BIP"), "."]),
              ("small", ["Résultat à transmettre au service et au médecin traitant, Dr ", c.doc_name(c.gp, 1), "."])]
    m, mi = c.meta("Demande d'examen", with_name=c.variant != 0)
    return pagefoot(c, [page(hd, blocks)]), m, mi


# ------------------------------------------------------------------ 12 CDA-like document de synthèse


def cda(c):
    p, e, doc = c.p, c.est, c.docs[0]
    oid_ipp = "1.2.250.1.71.4.2.1.%d" % c.rng.randint(100, 999)
    docid = "1.2.250.1.213.1.1.9.%d.%d" % (c.rng.randint(1000, 9999), c.rng.randint(10 ** 7, 10 ** 8 - 1))
    hd = [["Document de synthèse médicale (VSM)"], ["Volet de synthèse - format d'échange CDA R2 imprimé"]]
    p1 = [("kv", [("Identifiant du document :", [pii("OID", docid)]), ("Date de création :", [c.date(c.d_out), " 16:04:11+0100"]),
                  ("Confidentialité :", ["N (normal)"]), ("Type de document :", [dec("60591-5", "LOINC"), " Patient summary"])]),
          ("h", ["Patient (recordTarget)"]),
          ("table", ["Élément", "Valeur", "Racine OID / système"],
           [[["Matricule INS"], [c.ins()], ["1.2.250.1.213.1.4.8"]],
            [["IPP"], [c.ipp()], [dec(oid_ipp, "OID_RACINE")]],
            [["Nom de naissance"], [pii("NOM_PATIENT", (p.maiden or p.surname).upper(), True)], ["-"]],
            [["Prénoms"], [pii("PRENOM_PATIENT", p.first, True)], ["-"]],
            [["Date de naissance"], [c.ddn(9)], ["TS"]],
            [["Sexe administratif"], ["F" if p.sex == "F" else "M"], ["AdministrativeGender"]],
            [["Lieu de naissance (INSEE)"], [c.town(p.birth_town)], ["-"]]], [3, 4, 4]),
          ("p", ["Identifiant qualifié : ", pii("OID", "%s^^^&1.2.250.1.213.1.4.8&ISO^NH" % p.nir, True, ["%s^^^&1.2.250.1.213.1.4.8&ISO^NH" % p.nir, p.nir])]),
          ("p", ["Adresse : ", c.addr(), ", ", c.cp(), " ", c.town(), " - tél. ", c.phone_p()]),
          ("h", ["Auteur (author)"]),
          ("p", ["Dr ", c.doc_name(doc, 1), ", identifiant national ", pii("RPPS", "8" + doc.rpps), " (OID 1.2.250.1.71.4.2.1), spécialité ",
                 dec("SM26", "CODE_NOMENCLATURE"), " qualifié en médecine générale."]),
          ("h", ["Gardien (custodian)"]),
          ("p", [c.est_name(), " (", c.est_acr(), "), FINESS ", c.finess(one=True), ", OID 1.2.250.1.71.4.2.2, ",
                 pii("ADRESSE", e.street, False, [e.street]), ", ", c.cp(e.cp), " ", c.town(e.town)])]
    probs = [[[dec(code, "CIM10")], [lab], [c.date(c.d_in - TD(days=c.rng.randint(100, 3000)))]] for code, lab in c.rng.sample(CIM, 4)]
    meds = []
    for _ in range(3):
        n, d = c.drug()
        meds.append([[n], [d], [dec(c.rng.choice(ATC), "ATC")]])
    p2 = [("h", ["Problèmes actifs (section 11450-4)"]), ("table", ["Code CIM-10", "Libellé", "Début"], probs, [2, 6, 2]),
          ("h", ["Traitements au long cours"]), ("table", ["Substance", "Dosage", "ATC"], meds, [4, 3, 3]),
          ("h", ["Facteurs de risque et mode de vie"]),
          ("p", ["Tabagisme sevré depuis dix ans. Activité physique modérée. "] + c.homo(0)),
          ("h", ["Vaccinations"]),
          ("p", ["Rappel diphtérie-tétanos-poliomyélite le ", c.date(c.d_in - TD(days=800)), ", ", dec("lot X%05d" % c.rng.randint(0, 99999), "LOT"),
                 ". Grippe saisonnière annuelle."]),
          ("p", ["Personne à prévenir : ", c.rel_name(), " (" + c.rel.link + ")."]),
          ("small", ["Document généré par le logiciel de dossier patient de l'établissement ", c.est_acr(), " ; identifiant de lot d'échange ",
                     pii("OID", "1.2.250.1.213.1.1.1.%d" % c.rng.randint(10 ** 9, 10 ** 10 - 1)), "."])]
    pages = [page(hd, p1), page(hd, p2)]
    m, mi = c.meta("Document de synthèse")
    return pagefoot(c, pages), m, mi


KINDS = [("lettre_liaison", crh), ("cr_operatoire", crop), ("consultation", consult), ("biologie", bio), ("imagerie", imag),
         ("ordonnance", ordo), ("bulletin_admission", admission), ("certificat", certif), ("courrier_medecin_traitant", courrier),
         ("fiche_liaison_ide", fide), ("passage_urgences", urg), ("demande_examen", demande), ("document_synthese_cda", cda)]
