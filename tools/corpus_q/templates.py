"""Document types. Each builder returns (doctype, [blocks of page 1, blocks of page 2?])."""
import datetime as dt

from . import pools
from .model import V, K, W, Title, Para, KV, Table, Lines


def _pick(c, seq, n):
    return c.rng.sample(seq, n)


def identity_kv(c, full=True):
    rows = [("Nom de naissance", [c.pt.last_v("U")] if not c.maiden else [V(c.maiden.upper(), "NOM", "pii", True)]),
            ("Nom d'usage", [c.pt.last_v("U")]),
            ("Prénom(s)", [c.pt.first_v("T")]),
            ("Date de naissance", [c.dob()])]
    if full:
        rows += [("Lieu de naissance", [c.birthplace_v()]),
                 ("Adresse", c.addr() + [", ", c.town_v(True)]),
                 ("Téléphone", [c.tel("pt")]),
                 ("N° de sécurité sociale", [c.nir_v()]),
                 ("IPP", [c.ipp_v()])]
    return KV(rows, caption="Identité du patient")


def homonym(c):
    phrase, word = c.rng.choice(pools.HOMONYMS)
    a, b = phrase.split(word, 1)
    return [a, W(word), b]


def eponym(c):
    return K(c.rng.choice(pools.EPONYMS), "EPONYME")


def signature(c, i=0, role="Le praticien", mail=False):
    lines = [[role], c.dr(i, 0), ["RPPS ", c.rpps_v(i)], ["Signé électroniquement le ", c.care(c.d_out)]]
    if mail:
        lines.append(["Messagerie sécurisée : ", V(c.doc_mail(i), "EMAIL", "pii", True)])
    return Lines(*lines)


def copies(c):  # noqa: D103
    return Lines(["Copie à :"], ["- ", *c.dr(-1, 0), ", médecin traitant, ", V(c.cabinet, "ETABLISSEMENT", "pii", False)],
                 ["- ", *c.dr(2, 1), ", ", K("service de cardiologie", "SERVICE")],
                 ["- Patient(e) : ", *c.pt_name(2)])


# ------------------------------------------------------------------ types
def cr_operatoire(c, two):
    ccam, ccam_l = c.rng.choice(pools.CCAM)
    cim, cim_l = c.rng.choice(pools.CIM10)
    dev = c.rng.choice(pools.DEVICES)
    lot = c.rng.choice(pools.LOTS)
    p1 = [Title(["COMPTE RENDU OPÉRATOIRE"]),
          KV([("Opéré(e)", c.pt_name(0)), ("Né(e) le", [c.dob()]), ("IPP / Séjour", [c.ipp_v(), " / ", c.sej_v()]),
              ("Date d'intervention", [c.care(c.d_op)]), ("Opérateur", c.dr(0, 0)), ("Aide opératoire", c.dr(1, 3)),
              ("Anesthésiste", c.dr(2, 1)), ("IBODE", [c.nurse.name("FL", "U", "T")])]),
          Para("Indication : patient(e) âgé(e) de %d ans présentant une " % c.age, K(cim_l, "DIAGNOSTIC"), " (CIM-10 ", K(cim, "CIM10"),
               "). ", K("Score ASA 2", "SCORE"), ", consentement recueilli le ", c.care(c.d_in), "."),
          Para("Acte réalisé : ", K(ccam_l, "ACTE"), " (CCAM ", K(ccam, "CCAM"), "). Installation en décubitus dorsal, "
               "antibioprophylaxie par ", K("Céfazoline 2 g", "MEDICAMENT"), " IVD à l'induction."),
          Para("Déroulement : exploration sans particularité, hémostase soigneuse, mise en place d'un ", K(dev, "DISPOSITIF"),
               " (", K(lot, "LOT"), "). Fermeture plan par plan, pansement sec. Pertes sanguines estimées à ", K("150 mL", "DOSE"), "."),
          ]
    p2 = [Title(["Suites et consignes"], 2),
          Para(*homonym(c)),
          Para("Surveillance : ", eponym(c), " à réévaluer, ", K("EVA 3/10", "SCORE"), " en salle de réveil. Thromboprophylaxie par ",
               K("Enoxaparine 4000 UI", "MEDICAMENT"), " une injection par jour pendant ", K("10 jours", "DUREE"), "."),
          Para("Rendez-vous de contrôle le ", c.care(c.d_rdv), " avec ", *c.dr(0, 1), " à la consultation du ", c.acro_v(), "."),
          signature(c, 0, "L'opérateur", mail=c.rng.random() < 0.5), copies(c)]
    return "compte_rendu_operatoire", [p1, p2] if two else [p1 + p2[:1] + p2[3:4] + p2[4:5]]


def lettre_liaison(c, two):
    drugs = _pick(c, pools.DRUGS, 4)
    cim, cim_l = c.rng.choice(pools.CIM10)
    p1 = [Lines(*c.gp_block()),
          Para("Objet : lettre de liaison à la sortie, hospitalisation du ", c.care(c.d_in), " au ", c.care(c.d_out)),
          Para("Cher confrère, j'ai pris en charge ", *c.pt_name(6), ", né(e) le ", c.dob(), " à ", c.birthplace_v(),
               ", demeurant ", *c.addr(), " à ", c.town_v(), ", hospitalisé(e) dans le service pour ", K(cim_l, "DIAGNOSTIC"),
               " (", K(cim, "CIM10"), ")."),
          Para("NIR : ", c.nir_v(), ". Personne de confiance : ", c.rel.name("FL", "U", "T"), " (%s), joignable au " % c.rel_role, c.tel("rel"), "."),
          Table(["Traitement de sortie", "Posologie", "Code ATC"],
                [[[K(d, "MEDICAMENT")], [K(ds, "DOSE"), " matin et soir" if i % 2 else " le matin"], [K(atc, "ATC")]] for i, (d, ds, atc) in enumerate(drugs)],
                widths=[0.45, 0.35, 0.2], caption=["Ordonnance de sortie n° ", V(c.presc, "NUM_ORDONNANCE", "pii", False)]),
          ]
    p2 = [Title(["Évolution pendant le séjour"], 2),
          Para("Évolution favorable. ", *homonym(c), " ", eponym(c), " négatif à la sortie. Dernière ", K("CRP à 12 mg/L", "BIOLOGIE"),
               " le ", c.care(c.d_out - dt.timedelta(days=1)), "."),
          Para("Suivi : contrôle biologique à une semaine au ", V(c.lab, "ETABLISSEMENT", "pii", False),
               ", puis consultation le ", c.care(c.d_rdv), "."),
          signature(c, 0, "Le médecin du service", mail=True), copies(c)]
    return "lettre_de_liaison", [p1, p2] if two else [p1 + p2[2:3]]


def consultation(c, two):
    cim, cim_l = c.rng.choice(pools.CIM10)
    p1 = [Title(["Compte rendu de consultation"]),
          Para("Consultation du ", c.care(c.d_in), " — ", *c.dr(1, 2)),
          Para("Je revois ce jour ", *c.pt_name(1), " (né(e) le ", c.dob(), ", IPP ", c.ipp_v(), "), âgé(e) de %d ans, adressé(e) par " % c.age,
               *c.dr(-1, 0), " pour avis concernant une ", K(cim_l, "DIAGNOSTIC"), "."),
          Para(*c.ins_line(), ", né(e) à ", c.birthplace_v(), "."),
          Para("Antécédents : ", K("hypertension artérielle", "PATHOLOGIE"), ", ", K("cholécystectomie en 2009", "ANTECEDENT"),
               ". ", *homonym(c)),
          Para("Examen : poids ", K("78 kg", "MESURE"), ", TA ", K("142/86 mmHg", "MESURE"), ", FC ", K("72 bpm", "MESURE"), ". ",
               eponym(c), " recherché. ", K("Score de Charlson à 3", "SCORE"), "."),
          Para("Conclusion : ", K(cim, "CIM10"), ". Je propose ", K("Bisoprolol 2,5 mg", "MEDICAMENT"),
               " et un contrôle dans trois mois. Le patient peut être joint au ", c.tel("pt"), " ou par courriel à ", c.email_v(), "."),
          ]
    p2 = [Title(["Documents remis"], 2),
          Lines(["- Ordonnance n° ", V(c.presc, "NUM_ORDONNANCE", "pii", False)], ["- Bon d'examen biologique, dossier ", V(c.lab_file, "NUM_DOSSIER_LABO", "pii", False)],
                ["- Fiche d'information ", K("FI-CARDIO-07 version 2.3", "VERSION")]),
          Para("Mutuelle déclarée : ", V(c.mutuelle, "ORGANISME", "pii", False), ", n° adhérent ", V(c.member, "NUM_ADHERENT", "pii", False), "."),
          signature(c, 1, "Le consultant", mail=True), copies(c)]
    return "compte_rendu_consultation", [p1, p2] if two else [p1 + p2[3:4]]


def biologie(c, two):
    tests = _pick(c, pools.LAB_PANEL, 12 if two else 9)
    rows = [[[t], [K(v, "BIOLOGIE")], [K(u, "UNITE")] if u else ["-"], [K(rg, "NORMES")], [K(lo, "LOINC")]] for t, v, u, rg, lo in tests]
    p1 = [Title([V(c.lab, "ETABLISSEMENT", "pii", False)]),
          KV([("Patient", c.pt_name(4)), ("Date de naissance", [c.dob()]), ("Sexe", ["M" if c.sex == 1 else "F"]),
              ("N° dossier", [V(c.lab_file, "NUM_DOSSIER_LABO", "pii", False)]), ("N° de sécurité sociale", [c.nir_v()]), ("Prélevé le", [c.care(c.d_in), " à 07h42"]),
              ("Prescripteur", c.dr(0, 3)), ("Établissement", [c.estab_v()])], caption="Dossier de biologie"),
          Table(["Analyse", "Résultat", "Unité", "Valeurs de référence", "LOINC"], rows[:9] if two else rows,
                widths=[0.3, 0.15, 0.15, 0.25, 0.15]),
          Para("Commentaire : résultats contrôlés sur ", K("automate Cobas 8000", "DISPOSITIF"), ". ",
               K("Hémolyse absente", "BIOLOGIE"), ". ", K("DFG estimé (CKD-EPI) 68 mL/min/1,73m²", "BIOLOGIE"), "."),
          ]
    p2 = [Title(["Suite des résultats — dossier ", V(c.lab_file, "NUM_DOSSIER_LABO", "pii", False)], 2),
          Table(["Analyse", "Résultat", "Unité", "Valeurs de référence", "LOINC"], rows[9:], widths=[0.3, 0.15, 0.15, 0.25, 0.15]),
          Para("Validé biologiquement par ", *c.dr(3, 0), " le ", c.care(c.d_in), ". Accréditation ", K("Cofrac n° 8-3541", "CODE"), "."),
          Lines(["Résultats transmis à :"], ["- ", *c.dr(0, 0), " (", c.acro_v(), ")"], ["- ", *c.dr(-1, 1)])]
    return "compte_rendu_biologie", [p1, p2] if two else [p1 + [p2[2]]]


def imagerie(c, two):
    ccam, ccam_l = c.rng.choice(pools.CCAM[5:])
    p1 = [Title(["COMPTE RENDU D'IMAGERIE"]),
          KV([("Patient", c.pt_name(5) + [" ", c.pt.first_v("T")]), ("DDN", [c.dob()]), ("INS", [c.ins_v()]), ("N° d'examen", [V(c.accession, "NUM_EXAMEN", "pii", False)]),
              ("Examen du", [c.care(c.d_in)]), ("Demandeur", c.dr(-1, 1))]),
          Para("Technique : ", K(ccam_l, "ACTE"), " (", K(ccam, "CCAM"), ") après injection de ", K("Iomeron 350", "MEDICAMENT"),
               ", ", K("90 mL", "DOSE"), ", ", K("Lot 4471-FR-08", "LOT"), ". ", K("PDL 612 mGy.cm", "MESURE"), "."),
          Para("Résultats : pas d'épanchement. Formation hypodense de ", K("14 mm", "MESURE"), " du segment VII, classée ",
               K("LI-RADS 3", "SCORE"), ". ", *homonym(c)),
          Para("Conclusion : aspect compatible avec un ", K("kyste biliaire", "PATHOLOGIE"), ". Contrôle à 6 mois proposé."),
          Lines(["Le radiologue : ", *c.dr(3, 0)], [V(c.estab, "ETABLISSEMENT", "pii", False), " — ", *c.e_addr()])]
    p2 = [Title(["Comparaison et images clés"], 2),
          Para("Comparaison avec l'examen du ", c.care(c.d_in - dt.timedelta(days=200)), " réalisé au ", V("Cabinet de radiologie Saint-Éloi", "ETABLISSEMENT", "pii", False),
               " : stabilité. Images clés archivées sous le numéro ", V(c.accession, "NUM_EXAMEN", "pii", False), "."),
          Para("Appareil : ", K("Somatom Definition AS+", "DISPOSITIF"), ", logiciel ", K("syngo.via VB60", "VERSION"), ". ", eponym(c), "."),
          Lines(["Copie à :"], ["- ", *c.dr(0, 0)], ["- ", *c.pt_name(3)])]
    return "compte_rendu_imagerie", [p1, p2] if two else [p1]


def ordonnance(c, two):
    drugs = _pick(c, pools.DRUGS, 4)
    p1 = [Lines(c.dr(0, 0), ["RPPS : ", c.rpps_v(0)], [K("Médecine interne", "SERVICE"), " — ", c.estab_v()], ["Tél. ", c.tel("e")]),
          Title(["ORDONNANCE"]),
          Lines(["Ordonnance n° ", V(c.presc, "NUM_ORDONNANCE", "pii", False), "   du ", c.care(c.d_out)],
                ["Pour : ", *c.pt_name(2), ", né(e) le ", c.dob()], ["Poids : ", K("64 kg", "MESURE")]),
          ] + [Para("%d) " % (i + 1), K(d, "MEDICAMENT"), " ", K(ds, "DOSE"), " : %s, pendant %s." % (
              ["1 comprimé matin et soir", "1 cp le matin", "1 injection sous-cutanée par jour", "2 gélules 3 fois par jour"][i],
              ["1 mois", "3 mois", "10 jours", "7 jours"][i])) for i, (d, ds, _) in enumerate(drugs)] + [
          Para("Ordonnance à renouveler ", K("2 fois", "DOSE"), ". ", *homonym(c)),
          Lines(["Signature du prescripteur"], c.dr(0, 1))]
    p2 = [Title(["Ordonnance de soins infirmiers"], 2),
          Para("Faire pratiquer par IDE à domicile, au ", *c.addr(), ", ", c.town_v(), " : injection de ", K("Enoxaparine 4000 UI", "MEDICAMENT"),
               " une fois par jour, surveillance plaquettaire (", K("NFS", "BIOLOGIE"), ") deux fois par semaine au laboratoire ", V(c.lab_acro, "ETABLISSEMENT", "pii", False), "."),
          Para("Bas de contention : ", K("bas de contention classe 2", "DISPOSITIF"), ". Prise en charge ", K("ALD 30", "CODE"), "."),
          Lines(["Ordonnance n° ", V(c.presc, "NUM_ORDONNANCE", "pii", False), " (suite)"], c.dr(0, 0), ["RPPS : ", c.rpps_v(0)])]
    return "ordonnance", [p1, p2] if two else [p1]


def transport(c, two):
    p1 = [Title(["PRESCRIPTION MÉDICALE DE TRANSPORT"]),
          KV([("Assuré(e)", c.pt_name(4)), ("N° d'immatriculation", [c.nir_v()]), ("Date de naissance", [c.dob()]),
              ("Adresse", c.addr() + [" ", c.town_v(True)]), ("Organisme complémentaire", [V(c.mutuelle, "ORGANISME", "pii", False)]),
              ("N° adhérent", [V(c.member, "NUM_ADHERENT", "pii", False)])], caption="Patient"),
          KV([("Mode", [K("VSL", "TRANSPORT"), " (véhicule sanitaire léger)"]), ("Trajet", ["domicile → ", c.acro_v(), " aller-retour"]),
              ("Motif", [K("séance de chimiothérapie", "SOIN"), ", ", K("ALD 30", "CODE")]), ("Date du transport", [c.care(c.d_rdv)]),
              ("Position", ["assise, ", W("la marche"), " seule étant impossible"])], caption="Transport prescrit"),
          Lines(["Prescripteur : ", *c.dr(1, 0), " — RPPS ", c.rpps_v(1)], ["Établissement : ", c.estab_v(), " — FINESS ", c.finess_v()],
                ["Fait le ", c.care(c.d_out), " — ", K("Cerfa n° 11574*05", "VERSION")])]
    return "bon_de_transport", [p1]


def liaison_ide(c, two):
    p1 = [Title(["FICHE DE LIAISON INFIRMIÈRE"]),
          KV([("Nom", [c.pt.last_v("U")]), ("Prénom", [c.pt.first_v("T")]), ("Né(e) le", [c.dob()]), ("Séjour", [c.sej_v()]),
              ("Sortie prévue le", [c.care(c.d_out)]), ("IPP", [c.ipp_v()]), ("Contact famille", [c.rel.name("FL", "T", "T"), " (%s) " % c.rel_role, c.tel("rel")])]),
          Table(["Besoin", "Niveau d'autonomie", "Observations"],
                [[["Mobilisation"], ["aide partielle"], [W("la marche"), " avec canne, ", K("échelle de Braden 16", "SCORE")]],
                 [["Alimentation"], ["autonome"], ["régime diabétique, ", K("HbA1c 7,2 %", "BIOLOGIE")]],
                 [["Élimination"], ["aide"], [K("sonde de Foley Ch 16", "DISPOSITIF"), " posée le ", c.care(c.d_op)]],
                 [["Peau"], ["surveillance"], ["escarre talon stade 1, ", K("Mepilex Border", "DISPOSITIF")]]],
                widths=[0.22, 0.25, 0.53]),
          Para("Traitement en cours : ", K("Paracétamol 1 g", "MEDICAMENT"), " si douleur, ", K("Furosémide 40 mg", "MEDICAMENT"), " le matin. ", *homonym(c)),
          Lines(["Infirmier(ère) référent(e) : ", c.nurse.name("FL", "U", "T"), " — ADELI ", c.adeli_v()], ["Joignable au ", c.tel("e"), " (poste 4412)"])]
    p2 = [Title(["Transmissions ciblées"], 2),
          Table(["Date", "Cible", "Données / Actions / Résultats"],
                [[[c.care(c.d_op)], ["Douleur"], [K("EVA 6/10", "SCORE"), ", ", K("Tramadol 50 mg", "MEDICAMENT"), " administré, EVA 2/10 à H+1"]],
                 [[c.care(c.d_op + dt.timedelta(days=1))], ["Chute"], ["risque élevé, ", K("score de Morse 55", "SCORE"), ", barrières"]],
                 [[c.care(c.d_out)], ["Sortie"], ["retour à domicile au ", *c.addr(), ", ", c.town_v()]]], widths=[0.18, 0.17, 0.65]),
          Lines(["Visa IDE : ", c.nurse.name("LF", "U", "T")], ["Cadre de santé : ", *c.dr(3, 3)])]
    return "fiche_liaison_infirmiere", [p1, p2] if two else [p1]


def adressage(c, two):
    cim, cim_l = c.rng.choice(pools.CIM10)
    p1 = [Lines(*c.gp_block(), ["Tél. ", c.tel("gp")], ["RPPS ", c.rpps_v(-1)]),
          Lines(["à l'attention de ", *c.dr(0, 0)], [c.estab_v(), " (", c.acro_v(), ")"], c.e_addr()),
          Para("Le ", c.care(c.d_in), ","),
          Para("Mon cher confrère, je te confie ", *c.pt_name(0), ", âgé(e) de %d ans (DDN " % c.age, c.dob(), "), que je suis pour une ",
               K(cim_l, "DIAGNOSTIC"), ". Depuis trois semaines : dyspnée d'effort ", K("NYHA III", "SCORE"), ", ", K("NT-proBNP 1240 ng/L", "BIOLOGIE"), "."),
          Para("Traitement actuel : ", K("Apixaban 5 mg", "MEDICAMENT"), " deux fois par jour, ", K("Ramipril 5 mg", "MEDICAMENT"), ". ", *homonym(c)),
          Para("Je te remercie de bien vouloir la/le recevoir au ", c.acro_v(), ". Son épouse/époux, ", c.rel.name("FL", "T", "T"),
               ", peut être jointe au ", c.tel("rel"), ". Amitiés confraternelles."),
          Lines(c.dr(-1, 0))]
    return "courrier_adressage", [p1]


def certificat(c, two):
    p1 = [Lines(c.dr(1, 0), [K("Médecine physique et réadaptation", "SERVICE")], [c.estab_v()], c.e_addr(), ["RPPS ", c.rpps_v(1)]),
          Title(["CERTIFICAT MÉDICAL"]),
          Para("Je soussigné(e), ", *c.dr(1, 0), ", certifie avoir examiné ce jour ", *c.pt_name(1), ", né(e) le ", c.dob(), " à ",
               c.birthplace_v(), ", demeurant ", *c.addr(), ", ", c.town_v(), "."),
          Para("L'état de santé de l'intéressé(e) justifie un arrêt de travail du ", c.care(c.d_in), " au ", c.care(c.d_rdv),
               " inclus, sorties autorisées. ", *homonym(c)),
          Para("Certificat établi à la demande de l'intéressé(e) et remis en main propre pour faire valoir ce que de droit. Numéro d'assuré : ",
               c.nir_v(), "."),
          Lines(["Fait à ", V(c.e_town, "ADRESSE", "pii", False), ", le ", c.care(c.d_in)], ["Signature et cachet"], c.dr(1, 1))]
    return "certificat_medical", [p1]


def urgences(c, two):
    p1 = [Title(["RÉSUMÉ DE PASSAGE AUX URGENCES"]),
          KV([("Patient", c.pt_name(0)), ("Né(e) le", [c.dob()]), ("IPP", [c.ipp_v()]), ("INS", [c.ins_v()]), ("N° de passage", [c.sej_v()]),
              ("Arrivée", [c.care(c.d_in), " à 22h17, ", K("CCMU 3", "SCORE")]), ("Médecin", c.dr(2, 0)),
              ("Adressé par", [K("SAMU 15", "SERVICE"), " — accompagné de ", c.rel.name("FL", "U", "T")])]),
          Para("Motif : douleur thoracique depuis 2 heures. Constantes : TA ", K("168/94 mmHg", "MESURE"), ", SpO2 ", K("94 %", "MESURE"),
               ", ", K("score de Glasgow à 15", "EPONYME"), ". ECG : sous-décalage ST en V4-V6."),
          Table(["Examen", "Résultat", "Normes"],
                [[["Troponine T hs H0"], [K("18 ng/L", "BIOLOGIE")], [K("< 14", "NORMES")]],
                 [["Troponine T hs H3"], [K("64 ng/L", "BIOLOGIE")], [K("< 14", "NORMES")]],
                 [["Potassium"], [K("4,6 mmol/L", "BIOLOGIE")], [K("3,5 - 5,1", "NORMES")]]], widths=[0.4, 0.3, 0.3]),
          Para("Diagnostic : ", K("I21.4", "CIM10"), ". Traitement : ", K("Aspirine 250 mg", "MEDICAMENT"), " IV, ", K("Ticagrélor 180 mg", "MEDICAMENT"),
               ". Orientation : USIC du ", c.acro_v(), ". ", *homonym(c))]
    p2 = [Title(["Observations médicales et paramédicales"], 2),
          Para("Examen clinique : ", eponym(c), ", pas de souffle. Le patient signale vivre seul au ", *c.addr(), " (", c.town_v(), ")."),
          Para("Famille prévenue par téléphone au ", c.tel("rel"), " à 23h05."),
          Para("Relais : ", K("Aspirine 75 mg", "MEDICAMENT"), " par jour, ", K("Ticagrélor 90 mg", "MEDICAMENT"), " deux fois par jour, ",
               K("score GRACE à 142", "SCORE"), ", coronarographie programmée le ", c.care(c.d_op), ". ", K("Hémoglobine 13,4 g/dL", "BIOLOGIE"), "."),
          Lines(["Urgentiste : ", *c.dr(2, 0), " — RPPS ", c.rpps_v(2)], ["IDE d'accueil : ", c.nurse.name("FL", "T", "T")])]
    return "resume_passage_urgences", [p1, p2] if two else [p1]


def surveillance(c, two):
    d0 = c.d_op
    rows = []
    for h in range(8):
        rows.append([["%02dh00" % (6 + 2 * h)], [K("%d/%d" % (120 + 3 * h, 70 + h), "MESURE")], [K(str(70 + 2 * h), "MESURE")],
                     [K("%s,%d" % (36 + (h > 4), h), "MESURE")], [K("%d/10" % max(0, 5 - h), "SCORE")], [c.nurse.last_v("U") if h % 3 == 0 else "idem"]])
    p1 = [Title(["FEUILLE DE SURVEILLANCE POST-OPÉRATOIRE"]),
          KV([("Patient", c.pt_name(4)), ("Né(e) le", [c.dob()]), ("IPP", [c.ipp_v()]), ("Chambre", [K("Salle 214 lit B", "SALLE")]), ("Date", [c.care(d0)])]),
          Table(["Heure", "TA", "FC", "T°", "EVA", "IDE"], rows, widths=[0.12, 0.18, 0.12, 0.12, 0.14, 0.32]),
          Para("Perfusion : ", K("NaCl 0,9 % 1000 mL/24h", "DOSE"), " sur ", K("pompe volumétrique Volumat Agilia", "DISPOSITIF"), ". ", *homonym(c))]
    p2 = [Title(["Bilan entrées / sorties"], 2),
          Table(["Poste", "Entrées", "Sorties"], [[["Matin"], [K("850 mL", "DOSE")], [K("600 mL", "DOSE")]], [["Après-midi"], [K("700 mL", "DOSE")], [K("550 mL", "DOSE")]]],
                widths=[0.4, 0.3, 0.3]),
          Lines(["Médecin responsable : ", *c.dr(0, 0)], ["IDE : ", c.nurse.name("FL", "U", "T"), " ADELI ", c.adeli_v()])]
    return "feuille_surveillance", [p1, p2] if two else [p1]


def anapath(c, two):
    p1 = [Title(["COMPTE RENDU ANATOMOPATHOLOGIQUE"]),
          KV([("Patient", c.pt_name(1)), ("Date de naissance", [c.dob()]), ("Lieu de naissance", [c.birthplace_v()]), ("N° d'examen", [V("H%s" % c.lab_file, "NUM_DOSSIER_LABO", "pii", False)]),
              ("Prélèvement du", [c.care(c.d_op)]), ("Préleveur", c.dr(0, 0))]),
          Para("Renseignements : ", K("tumeur du côlon sigmoïde", "PATHOLOGIE"), ", ", K("C18.7", "CIM10"), "."),
          Para("Macroscopie : pièce de colectomie de ", K("22 cm", "MESURE"), ", tumeur ulcéro-bourgeonnante de ", K("4,5 cm", "MESURE"), "."),
          Para("Microscopie : ", K("adénocarcinome lieberkühnien", "PATHOLOGIE"), " moyennement différencié, ", K("pT3 N1a", "SCORE"),
               " (", K("TNM 8e édition", "VERSION"), "), 1 ganglion envahi sur 17. Statut ", K("MSS", "BIOLOGIE"), ". ", *homonym(c)),
          Lines(["Pathologiste : ", *c.dr(3, 2)], ["Copie : ", *c.dr(-1, 0), " ; ", V(c.estab, "ETABLISSEMENT", "pii", False)])]
    return "compte_rendu_anatomopathologique", [p1]


def entente(c, two):
    p1 = [Title(["DEMANDE D'ENTENTE PRÉALABLE"]),
          KV([("Nom, prénom de l'assuré(e)", c.pt_name(4)), ("N° d'immatriculation", [c.nir_v()]), ("Date de naissance", [c.dob()]),
              ("Adresse", c.addr() + [", ", c.town_v()]), ("Courriel", [c.email_v()]), ("Téléphone", [c.tel("pt2")])], caption="L'assuré(e)"),
          KV([("Acte", [K("rééducation de la marche", "ACTE"), " après ", K("prothèse totale du genou", "ACTE")]),
              ("Nombre de séances", [K("30 séances", "DOSE")]), ("Cotation", [K("AMK 8,1", "CODE")]), ("Date de début", [c.care(c.d_rdv)])], caption="Soins demandés"),
          Lines(["Médecin prescripteur : ", *c.dr(1, 0), " — RPPS ", c.rpps_v(1)], ["Kinésithérapeute : ", c.nurse.name("FL", "U", "T"), " — ADELI ", c.adeli_v()],
                ["Document ", K("S3135 v2022", "VERSION")])]
    return "demande_entente_prealable", [p1]


def bulletin(c, two):
    p1 = [Title(["BULLETIN D'HOSPITALISATION"]),
          Para("Le ", c.estab_v(), " (", c.acro_v(), "), FINESS ", c.finess_v(), ", certifie que :"),
          KV([("Nom", [c.pt.last_v("U")]) ] + ([("Nom de naissance", [V(c.maiden.upper(), "NOM", "pii", True)])] if c.maiden else []) + [
              ("Prénom", [c.pt.first_v("U")]), ("Né(e) le", [c.dob()]), ("À", [c.birthplace_v()]), ("Domicile", c.addr() + [" — ", c.town_v(True)]),
              ("N° de séjour", [c.sej_v()]), ("IPP", [c.ipp_v()]), ("N° de sécurité sociale", [c.nir_v()])]),
          Para(*c.ins_line()),
          Para("a été hospitalisé(e) du ", c.care(c.d_in), " au ", c.care(c.d_out), " inclus en ", K("hospitalisation complète", "MODE"),
               ", service de ", K("chirurgie orthopédique", "SERVICE"), " (", K("UF 2140", "CODE"), ")."),
          Para("Forfait journalier : ", K("20 €", "DOSE"), " par jour. Organisme complémentaire : ", V(c.mutuelle, "ORGANISME", "pii", False),
               ", adhérent n° ", V(c.member, "NUM_ADHERENT", "pii", False), "."),
          Lines(["Pour le directeur, le bureau des entrées"], ["Tél. ", c.tel("e"), " — ", V(c.e_mail, "EMAIL", "pii", True)])]
    return "bulletin_hospitalisation", [p1]


ALL = [cr_operatoire, lettre_liaison, consultation, biologie, imagerie, ordonnance, transport, liaison_ide, adressage,
       certificat, urgences, surveillance, anapath, entente, bulletin]
TWO_CAPABLE = {cr_operatoire, lettre_liaison, consultation, biologie, imagerie, ordonnance, liaison_ide, urgences, surveillance}
