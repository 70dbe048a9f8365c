"""Six French hospital document shapes for corpus AJ (all values invented)."""
from __future__ import annotations

import random

from .content import (LABOS, SCHOOLS, SSR, COMMUNES, Builder, Ident, birth_writing, fold)

B = Builder


def care_date(rng, month=None, fmt=0):
    d, m = rng.randint(1, 28), month or rng.randint(1, 12)
    from .content import MOIS
    if fmt == 1:
        return "%d %s 2025" % (d, MOIS[m - 1])
    return "%02d/%02d/2025" % (d, m)


def ddn(P, style):
    return B.P("DATE_NAISSANCE", birth_writing(P.d, P.m, P.y, style), crit=True)


def pname(P, style):
    """Patient name segments in one of several orders and cases."""
    up = P.last.upper()
    if style == 0:
        return [B.P("NOM", up, "patient", True, bold=True), " ", B.P("PRENOM", P.first, "patient", True, bold=True)]
    if style == 1:
        return [B.P("PRENOM", P.first, "patient", True), " ", B.P("NOM", up, "patient", True)]
    if style == 2:
        return [B.P("NOM", up, "patient", True), ", ", B.P("PRENOM", P.first, "patient", True)]
    return [("Mme " if P.sex == 2 else "M. "), B.P("NOM", P.last, "patient", True)]


def civ(P):
    return "Mme" if P.sex == 2 else "M."


def dname(D, style=0):
    if style == 0:
        return ["Dr ", B.P("PRENOM", D.first, "medecin"), " ", B.P("NOM", D.last.upper(), "medecin")]
    if style == 1:
        return ["Docteur ", B.P("NOM", D.last, "medecin")]
    return [B.P("NOM", D.last.upper(), "medecin"), " ", B.P("PRENOM", D.first, "medecin")]


def etab_lines(b, E, col="main", compact=False):
    b.line(B.P("ETABLISSEMENT", E.name, "etablissement", bold=True), col=col, bold=True, size=10.5)
    b.line(B.P("ETABLISSEMENT", E.acr, "sigle"), " — ", B.P("ADRESSE", E.street_no + " " + E.street, "etablissement",
                                                            probes=[E.street_no + " " + E.street, E.street]), col=col, size=8.5)
    b.line(B.P("CODE_POSTAL", E.cp), " ", B.P("VILLE", E.city), " — Standard ", B.P("TELEPHONE", E.phone, "etablissement"),
           col=col, size=8.5)
    if not compact:
        b.line("N° FINESS ", B.P("FINESS", E.finess), col=col, size=8.5)


def ident_block(b, P, rng, full=True):
    b.line("Patient(e) : ", *pname(P, rng.choice([0, 1, 2])))
    if P.birth_last:
        b.line("Nom de naissance : ", B.P("NOM", P.birth_last.upper(), "naissance", True), "   Sexe : ", "F" if P.sex == 2 else "M")
    b.line("Date de naissance : ", ddn(P, rng.randint(0, 4)), "   Lieu de naissance : ", B.P("VILLE", P.birth_city, "naissance"))
    b.line("IPP : ", B.P("IPP", P.ipp, "patient", True), "    N° de séjour : ", B.P("NUM_SEJOUR", P.nda, "sejour"))
    if full:
        b.line("INS (NIR) : ", B.P("NIR", P.nir, "ins", True))
        b.line("Adresse : ", B.P("ADRESSE", P.street_no + " " + P.street, "patient", probes=[P.street_no + " " + P.street, P.street]),
               ", ", B.P("CODE_POSTAL", P.cp), " ", B.P("VILLE", P.city))
        b.line("Tél. : ", B.P("TELEPHONE", P.phone, "patient"), "   Courriel : ", B.P("EMAIL", P.email, "patient", True))


def signature(b, D, rng, idnat=True):
    b.gap(8)
    b.line(*dname(D, 0), bold=True)
    if idnat:
        b.line("RPPS ", B.P("RPPS", D.rpps), " — identifiant national ", B.P("RPPS", "8" + D.rpps, "idnat"), size=8.5)
    else:
        b.line("N° RPPS : ", B.P("RPPS", D.rpps), size=8.5)
    b.line("Messagerie sécurisée : ", B.P("EMAIL", D.email, "medecin", True), size=8.5)


# ---------------------------------------------------------------- shapes


def fibroscopie(b, rng, P, E, docs, idg):
    D, D2, N = docs
    dt = care_date(rng, fmt=0)
    b.title("COMPTE RENDU DE FIBROSCOPIE BRONCHIQUE")
    b.line("Service de pneumologie — UF ", B.K("DECOY", str(rng.randint(2100, 2199)), "UF"), "    Examen du ", B.K("DATE", dt, "SOINS"))
    b.rule()
    ident_block(b, P, rng)
    b.line("Prescripteur : ", *dname(D2, 1), " (RPPS ", B.P("RPPS", D2.rpps), ")")
    b.line("N° d'examen : ", B.P("NUM_ACCESSION", "FB25-" + idg.digits(5), "accession"))
    b.rule()
    b.head("Indication")
    b.line("Opacité lobaire supérieure droite de ", B.K("DECOY", "%d mm" % rng.randint(14, 38), "MESURE"),
           " au scanner du ", B.K("DATE", care_date(rng), "SOINS"), ", tabagisme ", B.K("DECOY", "%d PA" % rng.randint(15, 45), "MESURE"), ".")
    b.line("Code CIM-10 retenu : ", B.K("DECOY", rng.choice(["R91", "C34.1", "J84.1", "R04.2"]), "CIM10"),
           " — acte CCAM ", B.K("DECOY", rng.choice(["GEQE004", "GEQE007", "GEJE001"]), "CCAM"), ".")
    b.head("Technique")
    b.line("Anesthésie locale par lidocaïne ", B.K("DECOY", "%d mg" % rng.choice([100, 150, 200]), "DOSE"),
           " (ATC ", B.K("DECOY", "N01BB02", "ATC"), "), lot ", B.K("DECOY", "L%s-%s" % (idg.digits(2), idg.digits(4)), "LOT"), ".")
    b.line("Vidéobronchoscope ", B.K("DECOY", "BF-%s" % rng.choice(["H190", "1TH190", "P190"]), "DISPOSITIF"),
           " n° série ", B.K("DECOY", idg.digits(7), "DISPOSITIF"), ", SpO2 minimale ", B.K("DECOY", "%d %%" % rng.randint(88, 95), "MESURE"), ".")
    b.head("Résultats")
    b.line("Arbre bronchique gauche normal. À droite, bourgeon endobronchique de la lobaire supérieure,")
    b.line("muqueuse infiltrée, saignant au contact. Éperon de ", B.K("DECOY", "Carina", "EPONYME"), " fin et mobile.")
    b.line("Lavage bronchoalvéolaire : ", B.K("DECOY", "%d mL" % rng.choice([100, 150]), "DOSE"), " instillés, ",
           B.K("DECOY", "%d mL" % rng.randint(40, 70), "DOSE"), " recueillis.")
    b.row("Prélèvement", "Site", "N° flacon", header=True)
    for site in ["LSD B1", "LSD B2", "LBA lingula"]:
        b.row("Biopsie" if "LBA" not in site else "LBA", site, B.P("NUM_DOSSIER_LABO", "AP25-" + idg.digits(6), "dossier_labo"))
    b.newpage()
    b.head("Conclusion")
    b.line("Tumeur bourgeonnante de la lobaire supérieure droite, biopsiée. Résultats anatomopathologiques attendus")
    b.line("sous ", B.K("DECOY", "8 jours", "DELAI"), ". Présentation en RCP thoracique le ", B.K("DATE", care_date(rng, fmt=1), "SOINS"), ".")
    b.line("Surveillance : pas de pneumothorax clinique, reprise alimentaire à ", B.K("DECOY", "2 h", "DELAI"), ".")
    b.gap()
    b.line("Infirmière d'endoscopie : ", B.P("PRENOM", N.first, "soignant"), " ", B.P("NOM", N.last, "soignant"),
           " (ADELI ", B.P("ADELI", N.adeli), ")")
    b.line("Copie : ", *dname(D2, 0), ", ", B.P("TELEPHONE", D2.phone, "medecin"))
    signature(b, D, rng)


def holter(b, rng, P, E, docs, idg):
    D, D2, N = docs
    b.title("RYTHMOLOGIE — CONTRÔLE DE STIMULATEUR ET HOLTER ECG")
    b.line("Consultation du ", B.K("DATE", care_date(rng, fmt=1), "SOINS"), " — cardiologue : ", *dname(D, 2))
    b.rule()
    ident_block(b, P, rng)
    b.line("Organisme complémentaire : ", B.P("ORGANISME", P.insurer, "mutuelle"), " — adhérent n° ",
           B.P("NUM_ADHERENT", P.member, "mutuelle"))
    b.rule()
    b.head("Dispositif implanté")
    b.line("Stimulateur double chambre modèle ", B.K("DECOY", rng.choice(["Azure XT DR", "Assurity MRI", "Edora 8 DR-T"]), "DISPOSITIF"),
           ", n° série ", B.K("DECOY", rng.choice(["PZK", "RNB", "EDR"]) + idg.digits(6) + "S", "DISPOSITIF"),
           ", implanté le ", B.K("DATE", "%02d/%02d/20%02d" % (rng.randint(1, 28), rng.randint(1, 12), rng.randint(15, 23)), "SOINS"), ".")
    b.row("Paramètre", "Oreillette", "Ventricule", header=True)
    b.row("Seuil de stimulation", B.K("DECOY", "0,%d V à 0,4 ms" % rng.randint(5, 9), "BIOLOGIE"),
          B.K("DECOY", "0,%d V à 0,4 ms" % rng.randint(5, 9), "BIOLOGIE"))
    b.row("Détection", B.K("DECOY", "%d,%d mV" % (rng.randint(1, 4), rng.randint(0, 9)), "BIOLOGIE"),
          B.K("DECOY", "%d,%d mV" % (rng.randint(8, 15), rng.randint(0, 9)), "BIOLOGIE"))
    b.row("Impédance", B.K("DECOY", "%d ohms" % rng.randint(380, 520), "BIOLOGIE"), B.K("DECOY", "%d ohms" % rng.randint(540, 760), "BIOLOGIE"))
    b.line("Longévité estimée de la pile : ", B.K("DECOY", "%d ans" % rng.randint(6, 11), "DELAI"), ". Pourcentage de stimulation ventriculaire ",
           B.K("DECOY", "%d %%" % rng.randint(2, 40), "MESURE"), ".")
    b.head("Holter ECG des 24 heures")
    b.line("FC moyenne ", B.K("DECOY", "%d/min" % rng.randint(60, 80), "MESURE"), ", minimale ", B.K("DECOY", "%d/min" % rng.randint(42, 55), "MESURE"),
           ", maximale ", B.K("DECOY", "%d/min" % rng.randint(110, 150), "MESURE"), ". ESV isolées ", B.K("DECOY", "%d" % rng.randint(150, 900) + " ESV", "MESURE"), ".")
    b.line("Un épisode de fibrillation atriale paroxystique (CIM-10 ", B.K("DECOY", "I48.0", "CIM10"), ") de ", B.K("DECOY", "%d min" % rng.randint(4, 40), "DELAI"),
           ", score ", B.K("DECOY", "CHA2DS2-VASc %d" % rng.randint(2, 5), "SCORE"), ".")
    b.newpage()
    b.head("Traitement")
    b.row("Médicament", "Posologie", "ATC", header=True)
    b.row("Apixaban", B.K("DECOY", "5 mg", "DOSE"), B.K("DECOY", "B01AF02", "ATC"))
    b.row("Bisoprolol", B.K("DECOY", "2,5 mg", "DOSE"), B.K("DECOY", "C07AB07", "ATC"))
    b.row("Atorvastatine", B.K("DECOY", "20 mg", "DOSE"), B.K("DECOY", "C10AA05", "ATC"))
    b.line("Télésurveillance via le boîtier domicile ; alertes transmises au ", B.P("TELEPHONE", E.phone, "etablissement"), ".")
    b.line("En cas d'urgence, prévenir ", B.P("PRENOM", P.rel.first, "proche"), " ", B.P("NOM", P.rel.last, "proche", P.rel.last == P.last),
           " (", P.rel.rel, "), ", B.P("TELEPHONE", P.rel.phone, "proche"), ".")
    b.line("Prochain contrôle dans ", B.K("DECOY", "6 mois", "DELAI"), " ; ECG réalisé par ", B.P("PRENOM", N.first, "soignant"), " ",
           B.P("NOM", N.last.upper(), "soignant"), ", IDE (ADELI ", B.P("ADELI", N.adeli), ").")
    signature(b, D, rng)


def visite_travail(b, rng, P, E, docs, idg):
    D, D2, N = docs
    b.title("SERVICE DE PRÉVENTION ET DE SANTÉ AU TRAVAIL — FICHE DE VISITE")
    b.line("Visite d'information et de prévention périodique du ", B.K("DATE", care_date(rng), "SOINS"))
    b.rule()
    b.line("Salarié(e) : ", *pname(P, 2))
    if P.birth_last:
        b.line("née ", B.P("NOM", P.birth_last, "naissance", True))
    b.line("Né(e) le ", ddn(P, rng.choice([0, 1, 4])), " à ", B.P("VILLE", P.birth_city, "naissance"))
    b.line("N° de sécurité sociale : ", B.P("NIR", P.nir, "", True))
    b.line("Domicile : ", B.P("ADRESSE", P.street_no + " " + P.street, "patient", probes=[P.street_no + " " + P.street, P.street]),
           " — ", B.P("CODE_POSTAL", P.cp), " ", B.P("VILLE", P.city))
    b.line("Téléphone portable : ", B.P("TELEPHONE", P.phone, "patient"))
    b.line("Dossier médical en santé au travail n° ", B.P("IPP", P.ipp, "patient", True))
    b.rule()
    b.line("Employeur : ", B.P("ETABLISSEMENT", P.employer, "employeur"))
    b.line("Poste : opérateur(trice) de ligne, travail posté en ", B.K("DECOY", "3x8", "HORAIRE"), ", port de charges ",
           B.K("DECOY", "%d kg" % rng.randint(10, 25), "POIDS"), ".")
    b.line("Code de risque : bruit ", B.K("DECOY", "%d dB(A)" % rng.randint(82, 92), "MESURE"), ", froid, gestes répétitifs.")
    b.head("Examen")
    b.line("Poids ", B.K("DECOY", "%d kg" % rng.randint(52, 98), "POIDS"), ", taille ", B.K("DECOY", "1,%d m" % rng.randint(55, 92), "MESURE"),
           ", TA ", B.K("DECOY", "%d/%d mmHg" % (rng.randint(110, 150), rng.randint(65, 90)), "MESURE"), ".")
    b.row("Audiométrie", "500 Hz", "2 kHz", "4 kHz", header=True)
    b.row("Oreille droite", B.K("DECOY", "%d dB" % rng.randint(10, 25), "MESURE"), B.K("DECOY", "%d dB" % rng.randint(15, 30), "MESURE"),
          B.K("DECOY", "%d dB" % rng.randint(30, 45), "MESURE"))
    b.row("Oreille gauche", B.K("DECOY", "%d dB" % rng.randint(10, 25), "MESURE"), B.K("DECOY", "%d dB" % rng.randint(15, 30), "MESURE"),
          B.K("DECOY", "%d dB" % rng.randint(30, 45), "MESURE"))
    b.line("Test de ", B.K("DECOY", "Phalen", "EPONYME"), " positif à droite ; score ", B.K("DECOY", "QuickDASH %d" % rng.randint(20, 45), "SCORE"), ".")
    b.head("Avis")
    b.line("Pas de contre-indication médicale au poste ; aménagement conseillé (rotation toutes les ", B.K("DECOY", "2 h", "DELAI"), ").")
    b.line("Orientation vers ", *dname(D2, 0), ", rhumatologue, ", B.P("ETABLISSEMENT", E.name, "etablissement"), ".")
    b.line("Prochaine visite : ", B.K("DATE", "%02d/%02d/2027" % (rng.randint(1, 28), rng.randint(1, 12)), "SOINS"), ".")
    b.gap()
    b.line(*dname(D, 0), ", médecin du travail — ", B.P("TELEPHONE", D.phone, "medecin"))
    b.line("RPPS ", B.P("RPPS", D.rpps), " ; assistante : ", B.P("PRENOM", N.first, "soignant"), " ", B.P("NOM", N.last, "soignant"))


def orthoptie(b, rng, P, E, docs, idg):
    D, D2, N = docs
    b.title("BILAN ORTHOPTIQUE")
    b.line("Réalisé le ", B.K("DATE", care_date(rng, fmt=1), "SOINS"), " par ", B.P("PRENOM", N.first, "soignant"), " ",
           B.P("NOM", N.last.upper(), "soignant"), ", orthoptiste (ADELI ", B.P("ADELI", N.adeli), ")")
    b.rule()
    b.line("Enfant : ", *pname(P, 1))
    b.line("Date de naissance : ", ddn(P, rng.choice([0, 2, 3])), "   IPP ", B.P("IPP", P.ipp, "patient", True))
    M = P.rel
    b.line("Responsable légal : ", B.P("PRENOM", M.first, "proche"), " ", B.P("NOM", M.last.upper(), "proche", M.last == P.last),
           " — ", B.P("TELEPHONE", M.phone, "proche"))
    b.line("Adresse : ", B.P("ADRESSE", P.street_no + " " + P.street, "patient", probes=[P.street_no + " " + P.street, P.street]),
           ", ", B.P("CODE_POSTAL", P.cp), " ", B.P("VILLE", P.city))
    b.line("Scolarité : ", B.P("ETABLISSEMENT", rng.choice(SCHOOLS), "ecole"), ", classe de CE1")
    b.line("Adressé(e) par ", *dname(D, 0), ", ophtalmologiste, ", B.P("ETABLISSEMENT", E.acr, "sigle"))
    b.rule()
    b.head("Mesures")
    b.row("Examen", "OD", "OG", header=True)
    b.row("Acuité de loin (Monoyer)", B.K("DECOY", "%d/10" % rng.randint(5, 10), "MESURE"), B.K("DECOY", "%d/10" % rng.randint(3, 10), "MESURE"))
    b.row("Acuité de près (Parinaud)", B.K("DECOY", "P%d" % rng.choice([2, 3, 4]), "MESURE"), B.K("DECOY", "P%d" % rng.choice([3, 4, 5]), "MESURE"))
    b.row("Réfraction sous cyclopentolate", B.K("DECOY", "+%d,%d5 D" % (rng.randint(1, 3), rng.choice([0, 2, 5, 7])), "MESURE"),
          B.K("DECOY", "+%d,%d5 D" % (rng.randint(2, 4), rng.choice([0, 2, 5, 7])), "MESURE"))
    b.line("Stéréoscopie : test de ", B.K("DECOY", "Lang", "EPONYME"), " II négatif, TNO ", B.K("DECOY", "%d secondes d'arc" % rng.choice([240, 480]), "MESURE"), ".")
    b.line("Déviation : ésotropie de ", B.K("DECOY", "%d dioptries" % rng.randint(6, 20), "MESURE"), " de loin au prisme, coordimétrie de ",
           B.K("DECOY", "Hess-Lancaster", "EPONYME"), " normale.")
    b.line("Diagnostic : amblyopie fonctionnelle (", B.K("DECOY", "H53.0", "CIM10"), ").")
    b.head("Conduite à tenir")
    b.line("Occlusion de l'œil dominant ", B.K("DECOY", "%d h par jour" % rng.choice([2, 3, 4]), "DELAI"), ", rééducation (acte ",
           B.K("DECOY", "AMY 7,5", "NGAP"), ") à revoir le ", B.K("DATE", care_date(rng), "SOINS"), ".")
    b.line("Contact parents : ", B.P("EMAIL", P.email, "patient", True))
    b.gap()
    b.line(B.P("PRENOM", N.first, "soignant"), " ", B.P("NOM", N.last.upper(), "soignant"), " — cabinet ", B.P("TELEPHONE", N.phone, "soignant"))


def transfert_ssr(b, rng, P, E, docs, idg):
    D, D2, N = docs
    S = rng.choice(SSR)
    b.title("COURRIER DE TRANSFERT EN SOINS MÉDICAUX ET DE RÉADAPTATION")
    b.line(B.P("VILLE", E.city, "lieu_redaction"), ", le ", B.K("DATE", care_date(rng, fmt=1), "SOINS"))
    b.line("À l'attention du médecin coordonnateur, ", B.P("ETABLISSEMENT", S[0], "etablissement"), " (", B.P("ETABLISSEMENT", S[1], "sigle"), ")")
    b.rule()
    ident_block(b, P, rng)
    b.line("Personne de confiance : ", B.P("PRENOM", P.rel.first, "proche"), " ", B.P("NOM", P.rel.last.upper(), "proche", P.rel.last == P.last),
           " (", P.rel.rel, ") ", B.P("TELEPHONE", P.rel.phone, "proche"))
    b.line("Mutuelle : ", B.P("ORGANISME", P.insurer, "mutuelle"), ", n° ", B.P("NUM_ADHERENT", P.member, "mutuelle"))
    b.rule()
    b.line("Cher confrère,")
    b.line("Je vous adresse ", civ(P), " ", B.P("NOM", P.last, "patient", True), ", hospitalisé(e) du ", B.K("DATE", care_date(rng, 3), "SOINS"),
           " au ", B.K("DATE", care_date(rng, 4), "SOINS"), " pour fracture")
    b.line("du col fémoral droit (", B.K("DECOY", "S72.0", "CIM10"), ") opérée par prothèse intermédiaire (CCAM ", B.K("DECOY", "NEKA012", "CCAM"), ").")
    b.line("Suites marquées par une anémie à ", B.K("DECOY", "8,4 g/dL", "BIOLOGIE"), " transfusée de ", B.K("DECOY", "2 CGR", "DOSE"),
           " et un syndrome confusionnel régressif.")
    b.head("Autonomie à la sortie")
    b.line("Indice de ", B.K("DECOY", "Barthel", "EPONYME"), " ", B.K("DECOY", "%d/100" % rng.choice([45, 55, 60, 70]), "SCORE"),
           ", ", B.K("DECOY", "GIR %d" % rng.randint(2, 4), "SCORE"), ", appui total autorisé, marche avec déambulateur sur ",
           B.K("DECOY", "%d m" % rng.choice([10, 20, 30]), "MESURE"), ".")
    b.newpage()
    b.head("Traitement de sortie")
    b.row("Spécialité", "Dose", "Rythme", "ATC", header=True)
    b.row("Enoxaparine", B.K("DECOY", "4000 UI", "DOSE"), "1/j pendant 35 j", B.K("DECOY", "B01AB05", "ATC"))
    b.row("Paracétamol", B.K("DECOY", "1000 mg", "DOSE"), "x 3/j si douleur", B.K("DECOY", "N02BE01", "ATC"))
    b.row("Cholécalciférol", B.K("DECOY", "50000 UI", "DOSE"), "1/mois", B.K("DECOY", "A11CC05", "ATC"))
    b.row("Fer ferreux", B.K("DECOY", "80 mg", "DOSE"), "1/j", B.K("DECOY", "B03AA07", "ATC"))
    b.line("Kinésithérapie quotidienne ; bilan ostéodensitométrique à programmer (T-score attendu ", B.K("DECOY", "-2,8", "BIOLOGIE"), ").")
    b.line("Contact du service : ", B.P("TELEPHONE", E.phone, "etablissement"), " ; interne : ", B.P("PRENOM", D2.first, "medecin"), " ",
           B.P("NOM", D2.last, "medecin"), ".")
    b.line("Avec mes remerciements, bien confraternellement.")
    signature(b, D, rng)
    b.line("Copie : médecin traitant, ", *dname(D2, 1))
    if rng.random() < 0.5:
        b.newpage()
        b.head("Fiche de liaison paramédicale")
        b.line("Patient(e) : ", *pname(P, 2), " — IPP ", B.P("IPP", P.ipp, "patient", True))
        b.line("Poids ", B.K("DECOY", "%d kg" % rng.randint(48, 90), "POIDS"), ", risque d'escarre (", B.K("DECOY", "Braden", "EPONYME"),
               " ", B.K("DECOY", "%d" % rng.randint(11, 17), "SCORE"), "), talon droit en surveillance.")
        b.line("Dernière injection d'enoxaparine le ", B.K("DATE", care_date(rng), "SOINS"), " à ", B.K("DECOY", "20h00", "HEURE"), ".")
        b.line("Régime mixé, eau gélifiée ; appareil dentaire et lunettes dans la valise.")
        b.line("Famille informée : ", B.P("PRENOM", P.rel.first, "proche"), " ", B.P("NOM", P.rel.last, "proche", P.rel.last == P.last),
               ", ", B.P("TELEPHONE", P.rel.phone, "proche"), ".")
        b.line("Transport : ambulance, départ prévu à ", B.K("DECOY", "14h30", "HEURE"), ".")
        b.line("IDE référente : ", B.P("PRENOM", N.first, "soignant"), " ", B.P("NOM", N.last.upper(), "soignant"), " (ADELI ",
               B.P("ADELI", N.adeli), ")")


def hemato(b, rng, P, E, docs, idg):
    D, D2, N = docs
    L = rng.choice(LABOS)
    dlab = "L%s-%s" % ("25" + "%02d" % rng.randint(1, 12), idg.digits(5))
    b.title("RÉSULTATS D'HÉMATOLOGIE ET D'HÉMOSTASE")
    b.line(B.P("ETABLISSEMENT", L[0], "laboratoire"), " (", B.P("ETABLISSEMENT", L[1], "sigle"), ") — accréditation COFRAC ",
           B.K("DECOY", "8-%04d" % rng.randint(1000, 4000), "COFRAC"))
    b.line("Dossier ", B.P("NUM_DOSSIER_LABO", dlab, "dossier_labo"), " — prélevé le ", B.K("DATE", care_date(rng), "SOINS"),
           " à ", B.K("DECOY", "%02dh%02d" % (rng.randint(6, 11), rng.choice([5, 20, 40])), "HEURE"), " par ", B.P("PRENOM", N.first, "soignant"),
           " ", B.P("NOM", N.last.upper(), "soignant"))
    b.rule()
    b.line("Patient : ", *pname(P, 0), "   né(e) le ", ddn(P, rng.randint(0, 4)))
    if P.birth_last:
        b.line("Nom de naissance : ", B.P("NOM", P.birth_last.upper(), "naissance", True))
    b.line("IPP ", B.P("IPP", P.ipp, "patient", True), " — INS ", B.P("NIR", P.nir, "ins", True))
    b.line("Prescripteur : ", *dname(D2, 0), ", ", B.P("ETABLISSEMENT", E.acr, "sigle"))
    b.rule()
    b.row("Analyse", "Résultat", "Valeurs de référence", "LOINC", header=True)
    rows = [("Hématies", "%d,%02d T/L" % (rng.randint(3, 5), rng.randint(0, 99)), "4,20 - 5,70", "789-8"),
            ("Hémoglobine", "%d,%d g/dL" % (rng.randint(9, 16), rng.randint(0, 9)), "13,0 - 17,0", "718-7"),
            ("Hématocrite", "%d,%d %%" % (rng.randint(30, 48), rng.randint(0, 9)), "40,0 - 52,0", "4544-3"),
            ("VGM", "%d fL" % rng.randint(78, 101), "80 - 100", "787-2"),
            ("Leucocytes", "%d,%d G/L" % (rng.randint(3, 14), rng.randint(0, 9)), "4,0 - 10,0", "6690-2"),
            ("Polynucléaires neutrophiles", "%d,%02d G/L" % (rng.randint(1, 9), rng.randint(0, 99)), "1,80 - 7,50", "751-8"),
            ("Lymphocytes", "%d,%02d G/L" % (rng.randint(0, 3), rng.randint(0, 99)), "1,00 - 4,00", "731-0"),
            ("Plaquettes", "%d G/L" % rng.randint(90, 420), "150 - 400", "777-3"),
            ("Réticulocytes", "%d G/L" % rng.randint(25, 140), "20 - 120", "60474-4")]
    for name, val, rg, lo in rows:
        b.row(name, B.K("DECOY", val, "BIOLOGIE"), B.K("DECOY", rg, "INTERVALLE"), B.K("DECOY", lo, "LOINC"))
    b.newpage()
    b.head("Hémostase")
    b.row("Analyse", "Résultat", "Valeurs de référence", "LOINC", header=True)
    rows2 = [("Taux de prothrombine", "%d %%" % rng.randint(40, 100), "70 - 100", "5894-1"),
             ("INR", "%d,%d" % (rng.randint(1, 3), rng.randint(0, 9)), "2,0 - 3,0", "6301-6"),
             ("TCA ratio", "%d,%02d" % (1, rng.randint(0, 60)), "< 1,20", "14979-9"),
             ("Fibrinogène", "%d,%d g/L" % (rng.randint(2, 6), rng.randint(0, 9)), "2,0 - 4,0", "3255-7"),
             ("D-dimères", "%d ng/mL" % rng.randint(200, 2400), "< 500", "48065-7")]
    for name, val, rg, lo in rows2:
        b.row(name, B.K("DECOY", val, "BIOLOGIE"), B.K("DECOY", rg, "INTERVALLE"), B.K("DECOY", lo, "LOINC"))
    b.line("Frottis : anisocytose modérée, pas de schizocyte. Contrôle conseillé sous ", B.K("DECOY", "15 jours", "DELAI"), ".")
    b.line("Traitement signalé : fluindione ", B.K("DECOY", "20 mg", "DOSE"), " (", B.K("DECOY", "B01AA12", "ATC"), ").")
    b.line("Résultats transmis à ", B.P("EMAIL", D2.email, "medecin", True), " le ", B.K("DATE", care_date(rng), "SOINS"), ".")
    b.gap()
    b.line("Validé par ", *dname(D, 2), ", biologiste — RPPS ", B.P("RPPS", D.rpps), " / ", B.P("RPPS", "8" + D.rpps, "idnat"))
    b.line("Secrétariat du laboratoire : ", B.P("TELEPHONE", D.phone, "laboratoire"))
    if rng.random() < 0.5:
        b.newpage()
        b.head("Antériorités (même laboratoire)")
        dates = sorted({care_date(rng) for _ in range(3)})
        b.row("Analyse", *[B.K("DATE", d, "SOINS") for d in dates], header=True)
        for name, unit, lo, hi in [("Hémoglobine", "g/dL", 9, 15), ("Plaquettes", "G/L", 120, 390), ("Leucocytes", "G/L", 3, 12),
                                   ("INR", "", 1, 3), ("Fibrinogène", "g/L", 2, 5)]:
            vals = []
            for _ in dates:
                v = ("%d,%d" % (rng.randint(lo, hi - 1), rng.randint(0, 9))) if hi < 50 else "%d" % rng.randint(lo, hi)
                vals.append(B.K("DECOY", (v + " " + unit).strip(), "BIOLOGIE"))
            b.row(name, *vals)
        b.line("Évolution : baisse progressive de l'hémoglobine depuis le ", B.K("DATE", dates[0], "SOINS"), ", à confronter à la clinique.")
        b.line("Dossier ", B.P("NUM_DOSSIER_LABO", dlab, "dossier_labo"), " — patient ", B.P("NOM", P.last.upper(), "patient", True),
               " ", B.P("PRENOM", P.first, "patient", True))
        b.line("Biologiste : ", *dname(D, 1), " ; technicien : ", B.P("PRENOM", N.first, "soignant"), " ", B.P("NOM", N.last, "soignant"))


BUILDERS = {"fibroscopie_bronchique": fibroscopie, "holter_rythmo": holter, "visite_travail": visite_travail,
            "bilan_orthoptique": orthoptie, "transfert_ssr": transfert_ssr, "bilan_hemato": hemato}


def running(P, E, rng, style):
    """Running head (segments) and foot factory for every page."""
    if style == 0:
        head = [B.P("ETABLISSEMENT", E.acr, "sigle"), " · ", B.P("NOM", P.last.upper(), "patient", True), " ",
                B.P("PRENOM", P.first, "patient", True), " · IPP ", B.P("IPP", P.ipp, "patient", True)]
    elif style == 1:
        head = [B.P("NOM", P.last.upper(), "patient", True), ", ", B.P("PRENOM", P.first, "patient", True), " — né(e) le ",
                ddn(P, 0), " — séjour ", B.P("NUM_SEJOUR", P.nda, "sejour")]
    else:
        head = ["Dossier ", B.P("IPP", P.ipp, "patient", True), " | ", B.P("ETABLISSEMENT", E.name, "etablissement")]

    def foot(p, n):
        segs = [B.P("ETABLISSEMENT", E.name, "etablissement") if style != 2 else B.P("ETABLISSEMENT", E.acr, "sigle"),
                " — FINESS ", B.P("FINESS", E.finess)]
        if p is not None:
            segs += ["   ", B.K("DECOY", "Page %d/%d" % (p, n), "PAGE")]
        return B._segs(segs)
    return B._segs(head), foot
