"""Kinds: lettre de liaison de sortie, compte rendu de biologie, imagerie, ordonnance, compte rendu opératoire."""
from __future__ import annotations

import datetime as dt

from . import common as C
from . import ids
from .model import B, D, K, V


def liaison(doc, c, r):
    p, d0 = c.pat, c.docs[0]
    C.meta(doc, c, "Lettre de liaison")
    C.header(doc, c, 0)
    C.footer(doc, c, 0)
    C.letterhead(doc, c, c.sortie)
    doc.title_block("LETTRE DE LIAISON DE SORTIE")
    doc.p("Cher confrère, votre patient", "e" if p.sex == "F" else "", " ", p.civ(), " ", p.N(), " ", p.F(),
          ", né", "e" if p.sex == "F" else "", " le ", C.dob(c, "long"), " (", str(c.age), " ans), demeurant ", c.rueV(c.rue),
          " à ", C.ville(c), ", a été hospitalisé", "e" if p.sex == "F" else "", " dans le service du ",
          D(ids.dslash(c.adm)), " au ", D(ids.dslash(c.sortie)), " (séjour n° ", C.nda(c), ").")
    doc.h("MOTIF D'HOSPITALISATION")
    doc.p("Douleur abdominale fébrile de la fosse iliaque droite évoluant depuis 48 heures, avec défense localisée. "
          "Diagnostic principal codé ", K("K35.8", "cim10"), " (appendicite aiguë, autre et sans précision), "
          "diagnostic associé ", K("E11.9", "cim10"), ".")
    doc.h("ÉVOLUTION DANS LE SERVICE")
    doc.p("Prise en charge chirurgicale le ", D(ids.dslash(c.adm + dt.timedelta(days=1))), " (acte CCAM ", K("HHFA016", "ccam"),
          "). Suites simples, apyrexie obtenue à J2, reprise du transit à J3. Le score de ", K("Glasgow", "eponyme"),
          " est resté à 15 durant tout le séjour. Pas de signe de ", K("Murphy", "eponyme"), ". GHM ", K("06C091", "ghm"), ".")
    doc.p("La patiente vit seule" if p.sex == "F" else "Le patient vit seul", " à domicile ; personne de confiance : ",
          c.rel.F(), " ", c.rel.N(), " (", c.rel_lien, "), joignable au ", C.tel(c.rel_tel, "dot"), ".")
    doc.h("TRAITEMENT DE SORTIE")
    doc.table(["Médicament", "Posologie", "Durée", "Code ATC"],
              [[[K("Amoxicilline", "mot"), " et acide clavulanique"], K("1 g x 3/j", "dose"), "7 jours", K("J01CR02", "atc")],
               ["Paracétamol", K("1 g x 4/j", "dose"), "si douleur", K("N02BE01", "atc")],
               ["Enoxaparine", K("4000 UI/j", "dose"), "10 jours", K("B01AB05", "atc")]], [0.44, 0.2, 0.14, 0.22])
    if r.random() < 0.75:
        doc.new_page()
        doc.h("SUIVI ET RENDEZ-VOUS")
    doc.p("Consultation de contrôle prévue le ", D(ids.dslash(c.rdv)), " avec le ", *C.dr(d0, "title"),
          ". Ablation des agrafes par l'IDE à domicile. En cas de fièvre, contacter le secrétariat au ",
          C.tel(c.e_tel, "plain"), " ou par courriel : ", C.email(c.sec_email), ".")
    doc.p("Contact patient : ", C.tel(c.tel, "space"), " - ", C.email(c.email), ".")
    C.signature(doc, c, d0)
    C.copies(doc, c)
    if r.random() < 0.6:
        doc.new_page()
        doc.h("ANNEXE - DERNIER BILAN BIOLOGIQUE")
        doc.p("Prélèvement du ", D(ids.dslash(c.sortie - dt.timedelta(days=1))), " pour ", p.N(), " ", p.F(),
              " (IPP ", C.ipp(c), ").")
        doc.table(["Analyse", "Résultat", "Valeurs de référence", "LOINC"],
                  [[n, K(v + " " + u, "valeur"), K(ref, "reference"), K(lo, "loinc")] for n, lo, u, v, ref in r.sample(LAB, 5)],
                  [0.34, 0.22, 0.24, 0.2])
        doc.p("Fonction rénale stable, syndrome inflammatoire en décroissance. Aucune adaptation posologique nécessaire.")


LAB = [("Sodium", "2951-2", "mmol/L", "141", "136 - 145"), ("Potassium", "2823-3", "mmol/L", "4,3", "3,5 - 5,1"),
       ("Créatinine", "2160-0", "µmol/L", "78", "45 - 84"), ("Glucose à jeun", "2345-7", "mmol/L", "5,9", "4,1 - 5,9"),
       ("Hémoglobine", "718-7", "g/dL", "12,6", "12,0 - 16,0"), ("Leucocytes", "6690-2", "G/L", "9,82", "4,00 - 10,00"),
       ("Plaquettes", "777-3", "G/L", "251", "150 - 400"), ("CRP", "1988-5", "mg/L", "27,4", "< 5,0"),
       ("TSH", "3016-3", "mUI/L", "2,14", "0,27 - 4,20"), ("HbA1c", "4548-4", "%", "7,2", "4,0 - 6,0"),
       ("ASAT", "1920-8", "UI/L", "31", "< 35"), ("Ferritine", "2276-4", "µg/L", "188", "15 - 150")]


def biologie(doc, c, r):
    p = c.pat
    C.meta(doc, c, "Compte rendu de biologie")
    doc.header = [[V(c.labo, "ETAB"), " - ", C.rpps(c.docs_rpps[2]), " - ", c.rueV(c.e_rue), ", ", C.cp(c, "e"), " ", C.ville(c, "e")],
                  ["Tél. ", C.tel(c.e_tel, "dot"), " - FINESS ", C.finess(c.finess, "1")]]
    doss = "%s%s" % (ids.digits(r, 7), r.choice(["B1003", "A2001", "C0107"]))
    doc.footer = [["Dossier n° ", C.autre(doss), " - ", p.N(), " ", p.F(), " - ", C.PG()]]
    doc.title_block("COMPTE RENDU D'ANALYSES DE BIOLOGIE MÉDICALE")
    doc.letterhead([[B("Patient")], [p.civ() + " ", p.N(), " ", p.F()],
                    ["Née" if p.sex == "F" else "Né", " le ", C.dob(c, "dots")], [c.rueV(c.rue)], [C.cp(c), " ", C.ville(c)],
                    ["INS : ", C.nir(c, False), " [", K("1.2.250.1.213.1.4.8", "oid"), "]"]],
                   [[B("Prescripteur")], ["Dr ", c.gp.N(), " ", c.gp.F()], ["RPPS ", C.rpps(c.gp_rpps, "8")],
                    [c.cabV()], [C.cp(c, "gp"), " ", C.ville(c, "gp")]])
    smp = c.adm + dt.timedelta(days=1)
    doc.kv([("Dossier n° :", C.autre(doss)), ("Prélevé le :", [D(ids.dslash(smp)), " à 07h45"]),
            ("Reçu le :", [D(ids.dslash(smp)), " à 09h12"]), ("IPP :", [C.ipp(c), "^^^&", K("1.2.250.1.71.4.2.1", "oid"), "&ISO"])])
    rows = r.sample(LAB, 8)
    tab = lambda rs: [[name, K(val + " " + unit, "valeur"), K(ref, "reference"), K(loinc, "loinc")] for name, loinc, unit, val, ref in rs]
    doc.h("BIOCHIMIE - HÉMATOLOGIE")
    split = 4 if r.random() < 0.65 else 8
    doc.table(["Analyse", "Résultat", "Valeurs de référence", "LOINC"], tab(rows[:split]), [0.34, 0.22, 0.24, 0.2])
    if split == 4:
        doc.new_page()
        doc.h("SUITE DES RÉSULTATS")
        doc.table(["Analyse", "Résultat", "Valeurs de référence", "LOINC"], tab(rows[4:]), [0.34, 0.22, 0.24, 0.2])
    doc.p("Commentaire du biologiste : résultats à interpréter selon le contexte clinique. Contrôle conseillé à distance. "
          "Antériorité du ", D(ids.dslash(c.adm - dt.timedelta(days=40))), " disponible au laboratoire.")
    doc.sign(["Validé par ", c.docs[2].F(), " ", c.docs[2].N()], ["Biologiste médical"], ["Le ", D(ids.dslash(smp))])


def imagerie(doc, c, r):
    p, d1 = c.pat, c.docs[1]
    C.meta(doc, c, "Compte rendu d'imagerie")
    C.header(doc, c, 1)
    C.footer(doc, c, 1)
    acc = "RX%d-%06d" % (c.year % 100, r.randint(100000, 999999))
    doc.title_block("SCANNER THORACIQUE AVEC INJECTION")
    doc.kv([("Patient :", [p.N(), " ", p.F(), " (", C.dob(c, "slash"), ")"]), ("Examen n° :", C.autre(acc)),
            ("Date de l'examen :", D(ids.dslash(c.adm))), ("Demandeur :", C.dr(c.docs[3], "upper")),
            ("Identifiant :", [C.ipp(c), " [", K("1.2.250.1.71.4.2.1", "oid"), "]"])])
    doc.h("INDICATION")
    doc.p("Dyspnée d'effort et toux persistante chez un", "e" if p.sex == "F" else "", " patient", "e" if p.sex == "F" else "",
          " de ", str(c.age), " ans, ancien fumeur. Recherche de lésion parenchymateuse.")
    doc.h("TECHNIQUE")
    doc.p("Acquisition hélicoïdale thoraco-abdominale après injection de ", K("80 mL", "dose"), " d'iohexol, PDL ",
          K("412 mGy.cm", "valeur"), ". Appareil n° de série ", K("SN-CT7730-41", "serie"), ", salle ", K("salle 3", "salle"), ".")
    doc.h("RÉSULTATS")
    doc.p("Nodule spiculé du lobe supérieur droit mesuré à ", K("14 mm", "valeur"), ", sans adénomégalie médiastinale. "
          "Absence d'épanchement pleural. Emphysème centrolobulaire modéré. Pas de lésion osseuse suspecte.")
    doc.h("CONCLUSION")
    doc.p("Nodule suspect du LSD (Lung-RADS 4B). Avis RCP d'oncologie thoracique recommandé. Résultat transmis au Dr ",
          c.gp.N("title"), " par messagerie sécurisée.")
    doc.sign(["Dr ", d1.F(), " ", d1.N()], ["Radiologue, ", V(c.site, "ETAB")], ["RPPS ", C.rpps(c.docs_rpps[1])])


def ordonnance(doc, c, r):
    p, d0 = c.pat, c.docs[0]
    C.meta(doc, c, "Ordonnance")
    doc.header = [[c.etabV(), " - ", V(c.site, "ETAB")], ["FINESS EG ", C.finess(c.finess), " - FINESS EJ ", C.finess(c.finess_ej)]]
    doc.footer = [["Prescription Id : ", C.autre("%s-%s" % (ids.digits(r, 8), ids.digits(r, 4))), " - ", C.PG()]]
    doc.letterhead([[B("Dr "), d0.F(bold=True), B(" "), d0.N(bold=True)], [c.service], ["RPPS : ", C.rpps(c.docs_rpps[0])],
                    ["ADELI : ", C.autre(c.adeli[0])], ["Tél. : ", C.tel(c.e_tel, "space")]],
                   [[C.ville(c, "e"), ", le ", D(ids.dlong(c.sortie))], [p.civ() + " ", p.N(), " ", p.F()],
                    ["Né(e) le ", C.dob(c, "slash")], ["Poids : 71 kg"]])
    doc.title_block("ORDONNANCE")
    doc.p(B("Prescription médicamenteuse"))
    meds = [("PARACETAMOL 1 g comprimé", "1 comprimé 4 fois par jour si douleur", "3400935955838"),
            ("TRAMADOL 50 mg gélule", "1 gélule matin et soir pendant 5 jours", "3400933986124"),
            ("ESOMEPRAZOLE 20 mg", "1 gélule le soir", "3400937766418"),
            ("MACROGOL 4000 sachet", "1 à 2 sachets par jour", "3400930018474")]
    for name, dose, ucd in r.sample(meds, 3):
        doc.p(B(name), " - ", K(dose, "dose"), " (UCD ", K(ucd, "ucd"), ")")
    doc.p("Soins infirmiers à domicile : réfection de pansement un jour sur deux jusqu'à cicatrisation.")
    doc.p("Renouvellement : non. Ordonnance à présenter à la pharmacie avec la carte Vitale de ", p.F(), " ", p.N("title"), ".")
    doc.sign(["Dr ", d0.N()], ["Signature et cachet"])


def cro(doc, c, r):
    p = c.pat
    C.meta(doc, c, "Compte rendu opératoire")
    C.header(doc, c, 2)
    C.footer(doc, c, 2)
    op = c.adm + dt.timedelta(days=1)
    doc.title_block("COMPTE RENDU OPÉRATOIRE")
    doc.kv([("Patient :", [p.civ() + " ", p.N(), " ", p.F(), ", ", C.dob(c, "upper")]), ("Date d'intervention :", D(ids.dslash(op))),
            ("Séjour :", C.nda(c)), ("Salle :", K("Bloc B - salle 6", "salle"))])
    doc.h("ÉQUIPE OPÉRATOIRE")
    iade, ibode = c.docs[4], c.sec
    doc.table(["Chirurgien", "Anesthésiste", "IADE", "IBODE"],
              [[C.dr(c.docs[0], "upper", False), C.dr(c.docs[1], "upper", False), [iade.F(), " ", iade.N()], [ibode.F(), " ", ibode.N()]],
               [{"segs": ["Interne : ", c.docs[2].F(), " ", c.docs[2].N()], "span": 4}]], [0.25, 0.25, 0.25, 0.25])
    doc.h("INDICATION")
    doc.p("Cholécystite lithiasique récidivante (", K("K80.1", "cim10"), ") chez un", "e" if p.sex == "F" else "",
          " patient", "e" if p.sex == "F" else "", " de ", str(c.age), " ans. Score ASA 2.")
    doc.h("DESCRIPTION")
    doc.p("Installation en décubitus dorsal, open-cœlioscopie ombilicale, trois trocarts. Vésicule inflammatoire, dissection "
          "du triangle de ", K("Calot", "eponyme"), ", identification du canal cystique et de l'artère cystique, clips et section. "
          "Cholécystectomie rétrograde, extraction en sac. Acte CCAM ", K("HMFC004", "ccam"), ".")
    if r.random() < 0.6:
        doc.new_page()
    doc.p("Matériel : agrafeuse lot ", K("LOT 24K0917", "lot"), ", clips Hem-o-lok référence ", K("REF 544230", "reference"), ".")
    doc.h("CONSIGNES POST-OPÉRATOIRES")
    doc.p("Lever précoce, alimentation légère le soir, ", K("enoxaparine 4000 UI/j", "dose"), " pendant 10 jours. "
          "Sortie envisagée le ", D(ids.dslash(c.sortie)), ".")
    C.signature(doc, c, c.docs[0], "Chirurgien", "upper")


KINDS = {"liaison": liaison, "biologie": biologie, "imagerie": imagerie, "ordonnance": ordonnance, "cro": cro}
