"""The document kinds: what French hospitals, labs, EHPAD, HAD, pharmacies and GPs print."""
from __future__ import annotations

import datetime as dt

from .content import (Doc, slug, fdate, make_pro, phone, cap, rpps, adeli, finess, siret, ESTABS, LABS, IMAGING,
                      EHPADS, HAD, PHARMA, DOMAINS, APICRYPT, TOWNS, DATE_STYLES, F_FIRST)

CIM = [("K35.8", "appendicite aiguë, autre et sans précision"), ("I50.1", "insuffisance ventriculaire gauche"),
       ("J18.9", "pneumopathie, sans précision"), ("E11.9", "diabète de type 2 sans complication"),
       ("N39.0", "infection des voies urinaires"), ("S72.0", "fracture du col du fémur"),
       ("F32.2", "épisode dépressif sévère"), ("C18.7", "tumeur maligne du côlon sigmoïde"),
       ("I48.9", "fibrillation auriculaire"), ("K50.9", "maladie de Crohn, sans précision")]
CCAM = [("HHFA016", "appendicectomie par cœlioscopie"), ("NEKA020", "arthroplastie de hanche par prothèse fémorale"),
        ("HHFA005", "colectomie gauche par cœlioscopie"), ("JDFE001", "résection de tumeur de vessie par urétrocystoscopie"),
        ("QEFA004", "tumorectomie du sein")]
DRUGS = [("Paracétamol 1 g", "1 comprimé 3 fois par jour si douleur", "N02BE01"),
         ("Bisoprolol 2,5 mg", "1 comprimé le matin", "C07AB07"),
         ("Apixaban 5 mg", "1 comprimé matin et soir", "B01AF02"),
         ("Metformine 850 mg", "1 comprimé matin et soir au cours des repas", "A10BA02"),
         ("Furosémide 40 mg", "1 comprimé le matin", "C03CA01"),
         ("Lévothyroxine 75 µg", "1 comprimé le matin à jeun", "H03AA01"),
         ("Amoxicilline 1 g", "1 comprimé matin, midi et soir pendant 7 jours", "J01CA04"),
         ("Escitalopram 10 mg", "1 comprimé le soir", "N06AB10"),
         ("Enoxaparine 4000 UI/0,4 mL", "1 injection sous-cutanée par jour", "B01AB05"),
         ("Macrogol 4000 10 g", "1 sachet le matin", "A06AD15")]
EPONYMS = ["maladie de Parkinson", "maladie d'Alzheimer", "signe de Babinski", "signe de Murphy",
           "signe de Lasègue", "maladie de Crohn", "syndrome de Sjögren", "manœuvre de Valsalva"]
SERVICES = ["Service de Médecine Polyvalente", "Service de Cardiologie", "Chirurgie Viscérale et Digestive",
            "Pneumologie", "Gériatrie aiguë", "Service d'Accueil des Urgences", "Orthopédie-Traumatologie"]
HOMONYMS = [("ancien boulanger", "boulanger"), ("retraité, ancien meunier", "meunier"), ("berger transhumant", "berger"),
            ("ancienne mercière", "mercière"), ("charpentier en activité", "charpentier"), ("boucher à la retraite", "boucher")]


class Ctx:
    pass


PSY_ESTAB = 4  # index of the EPSM in ESTABS


def make_ctx(rng, p, care: dt.date, i: int, kind: str = "") -> Ctx:
    c = Ctx()
    k = i % len(ESTABS)
    if kind == "consultation_psychiatrie":
        k = PSY_ESTAB
    elif k == PSY_ESTAB:
        k += 1
    c.est, c.acr, c.site = ESTABS[k]
    town = TOWNS[(i * 5 + 3) % len(TOWNS)]
    c.town, c.cp = town[0], town[1]
    c.dep = town[2]
    c.domain = c.acr.lower().replace("-", "") + ".fr"
    c.care = care
    c.service = {"consultation_psychiatrie": "Pôle de psychiatrie adulte", "consultation_pediatrie": "Service de Pédiatrie",
                 "cr_operatoire": "Chirurgie Viscérale et Digestive", "rcp": "Département d'oncologie", "urgences": "Service d'Accueil des Urgences",
                 "consultation_cardio": "Service de Cardiologie"}.get(kind, SERVICES[i % len(SERVICES)])
    used = {p.nom, p.naissance_nom, p.proche_nom}
    pros = []
    while len(pros) < 5:
        x = make_pro(rng, "Dr")
        if x.nom not in used:
            used.add(x.nom)
            pros.append(x)
    c.doc, c.doc2, c.gp, c.ide, c.ide2 = pros
    c.tel = phone(rng, rng.randint(0, 4))
    c.fax = phone(rng, 0)
    c.finess = finess(rng, c.dep)
    c.nda = rng.choice(["%09d" % rng.randint(10 ** 8, 10 ** 9 - 1), "S%08d" % rng.randint(10 ** 7, 10 ** 8 - 1), "V%d-%05d" % (care.year, rng.randint(1, 99999))])
    c.dstyle = DATE_STYLES[i % len(DATE_STYLES)]
    return c


def D(d: Doc, day: dt.date, style: str) -> str:
    return d.date(fdate(day, style))


def letterhead(d: Doc, c: Ctx, rng, define_acronym=True, service=True):
    left = [d.pii("ETABLISSEMENT", c.est) + (" (" + d.pii("ETABLISSEMENT", c.acr) + ")" if define_acronym else ""),
            d.pii("ETABLISSEMENT", c.site) + " – %s" % (d.keep("SERVICE", c.service) if service else "Direction"),
            "%d rue de l'Hôpital – %s %s" % (rng.randint(1, 60), c.cp, c.town),
            "Secrétariat : " + d.pii("TELEPHONE", c.tel) + " – Fax : " + d.pii("TELEPHONE", c.fax),
            "N° FINESS : " + d.pii("FINESS", c.finess)]
    right = ["Chef de service : " + d.pii("NOM_SOIGNANT", "Pr " + c.doc2.prenom + " " + c.doc2.nom, [c.doc2.nom, c.doc2.prenom]),
             "RPPS " + d.pii("RPPS", c.doc2.rpps),
             d.pii("EMAIL", "sec.%s@%s" % (slug(c.service.split()[-1]), c.domain), critical=True)]
    d.add("head", left, right)


def patient_box(d: Doc, p, c: Ctx, rng, variant: int):
    rows = []
    if variant % 3 == 0:
        rows.append(("Patient", d.civ(p) + " " + d.name(p, "NOM Prenom")))
        if p.naissance_nom:
            rows.append(("Nom de naissance", d.pii("NOM_PATIENT", p.naissance_nom, critical=True)))
        rows.append(("Né(e) le", d.birth(p, "dmy") + " à " + d.pii("LIEU_NAISSANCE", p.birthplace)))
        rows.append(("IPP", d.pii("IPP", p.ipp, critical=True)))
        rows.append(("N° de séjour", d.pii("NDA", c.nda)))
    elif variant % 3 == 1:
        rows.append(("Nom, prénom", d.name(p, "NOM, Prenom")))
        rows.append(("DDN", d.birth(p, rng.choice(["dmy_short", "dot", "dash"])) + " (" + d.keep("AGE", "%d ans" % p.age) + ")"))
        rows.append(("Matricule INS", d.pii("INS", p.nir_sp, [p.nir_sp], critical=True)))
        rows.append(("Adresse", d.addr(p)[0]))
        rows.append(("Tél.", d.pii("TELEPHONE", p.tel)))
    else:
        rows.append(("Identité", d.name(p, "epouse" if p.naissance_nom else "NOM PRENOM")))
        rows.append(("Date de naissance", d.birth(p, rng.choice(["long", "LONG", "iso"]))))
        rows.append(("N° sécurité sociale", d.pii("NIR", p.nir, critical=True)))
        rows.append(("N° de venue", d.pii("NDA", c.nda)))
    d.add("kv", rows)


def signature(d: Doc, c: Ctx, rng, who=None):
    who = who or c.doc
    d.add("p", "Fait à " + d.pii("VILLE", c.town) + ", le " + D(d, c.care + dt.timedelta(days=1), "long") + ".")
    d.add("sign", ["Docteur " + d.pro(who, 2), "Praticien hospitalier – RPPS " + d.pii("RPPS", who.rpps),
                   d.pii("EMAIL", "%s.%s@%s" % (slug(who.prenom), slug(who.nom), c.domain), critical=True)])


def foot(d: Doc, c: Ctx, page: int, total: int, ver="Version 3 – 2024"):
    d.add("foot", d.pii("ETABLISSEMENT", c.acr) + " – " + d.keep("VERSION", ver) + " – " + d.keep("PAGE", "Page %d/%d" % (page, total)))


# ------------------------------------------------------------------ kinds

def lettre_liaison(d, p, c, rng):
    letterhead(d, c, rng)
    d.add("title", "LETTRE DE LIAISON À LA SORTIE")
    patient_box(d, p, c, rng, 0)
    adm = c.care - dt.timedelta(days=rng.randint(3, 12))
    cim = rng.choice(CIM)
    d.add("p", "Destinataire : " + d.pii("NOM_SOIGNANT", "Docteur " + c.gp.prenom + " " + cap(c.gp.nom), [cap(c.gp.nom), c.gp.prenom]) +
          ", médecin traitant, " + d.pii("ADRESSE", "%d place du Marché, %s" % (rng.randint(1, 30), "Ornans")) + ".")
    d.add("sub", "Motif et dates d'hospitalisation")
    d.add("p", "%s %s, %s, a été hospitalisé(e) dans le service du %s au %s pour %s (%s)." % (
        d.civ(p), d.name(p, "Prenom Nom"), "âgé(e) de " + d.keep("AGE", "%d ans" % p.age), D(d, adm, "dmy"),
        D(d, c.care, "dmy"), cim[1], d.keep("CIM10", cim[0])))
    d.add("sub", "Antécédents")
    h = rng.choice(HOMONYMS)
    d.add("p", "Hypertension artérielle, %s traitée depuis 2015. Mode de vie : %s, vit à domicile avec son conjoint. Tabac sevré. Allergie : pénicilline (urticaire)." % (
        d.keep("EPONYME", rng.choice(EPONYMS)), h[0].replace(h[1], d.word(h[1]))))
    d.add("sub", "Évolution")
    d.add("p", "Évolution favorable sous traitement. Score de Glasgow à l'entrée : %s. Poids %s, taille %s. Pas de %s. Relais per os le %s." % (
        d.keep("SCORE", "GCS 15"), d.keep("POIDS", "%d kg" % rng.randint(48, 102)), d.keep("TAILLE", "1,%d m" % rng.randint(52, 88)),
        d.keep("EPONYME", "signe de Murphy"), D(d, adm + dt.timedelta(days=2), "long")))
    foot(d, c, 1, 2)
    d.newpage()
    d.add("sub", "Traitement de sortie")
    rows = []
    for dr in rng.sample(DRUGS, 4):
        rows.append([d.keep("MEDICAMENT", dr[0]), dr[1], d.keep("ATC", dr[2])])
    d.add("table", ["Médicament", "Posologie", "Code ATC"], rows)
    d.add("sub", "Suivi")
    d.add("p", "Consultation de contrôle avec le " + d.pii("NOM_SOIGNANT", "Dr " + cap(c.doc2.nom), [cap(c.doc2.nom)]) + " le " + D(d, c.care + dt.timedelta(days=30), "weekday") +
          ". Personne de confiance : " + d.pii("PROCHE", p.proche_prenom + " " + cap(p.proche_nom), [cap(p.proche_nom), p.proche_prenom]) + " (" + p.proche_lien + "), " + d.pii("TELEPHONE", p.proche_tel) + ".")
    d.add("p", "En cas d'urgence vitale, appeler le " + d.keep("NUM_NATIONAL", "Centre 15") + " ou le " + d.keep("NUM_NATIONAL", "112") + ".")
    signature(d, c, rng)
    foot(d, c, 2, 2)
    d.set_meta("title", "Lettre de liaison %s %s" % (p.nom, p.prenom), p.nom, "NOM_PATIENT")


def cr_operatoire(d, p, c, rng):
    letterhead(d, c, rng)
    d.add("title", "COMPTE RENDU OPÉRATOIRE")
    patient_box(d, p, c, rng, 2)
    acte = rng.choice(CCAM)
    d.add("kv", [("Date de l'intervention", D(d, c.care, c.dstyle)), ("Opérateur", "Dr " + d.pro(c.doc, 0)),
                 ("Aide", d.pii("NOM_SOIGNANT", "IBODE " + c.ide.prenom + " " + cap(c.ide.nom), [cap(c.ide.nom), c.ide.prenom])),
                 ("Anesthésiste", "Dr " + d.pro(c.doc2, 3)), ("Acte CCAM", d.keep("CCAM", acte[0]) + " – " + acte[1]),
                 ("Classe ASA", d.keep("SCORE", "ASA 2"))])
    d.add("sub", "Indication")
    d.add("p", "Patient(e) de %s adressé(e) pour %s. Bilan préopératoire sans particularité, hémoglobine à %s." % (
        d.keep("AGE", "%d ans" % p.age), acte[1], d.keep("BIOLOGIE", "13,4 g/dL")))
    d.add("sub", "Description")
    d.add("p", "Installation en décubitus dorsal. Open-cœlioscopie ombilicale, insufflation à %s. Exploration de la cavité péritonéale : pas d'épanchement. "
          "Réalisation du geste selon la technique habituelle. Hémostase soigneuse. Agrafeuse %s, lot %s. Fermeture plan par plan, surjet intradermique." % (
              d.keep("DOSE", "12 mmHg"), d.keep("DISPOSITIF", "Endo GIA"), d.keep("LOT", "LOT %s%d" % (rng.choice("ABKR"), rng.randint(10000, 99999)))))
    d.add("p", "Antibioprophylaxie : %s en IVD. Durée opératoire %s." % (d.keep("DOSE", "céfazoline 2 g"), d.keep("DUREE", "55 min")))
    d.add("sub", "Suites")
    d.add("p", "Sortie envisagée le " + D(d, c.care + dt.timedelta(days=2), "dmy") + ". Ablation des fils par " + d.pii("NOM_SOIGNANT", "IDE " + c.ide2.prenom + " " + c.ide2.nom, [c.ide2.nom, c.ide2.prenom]) + " à domicile.")
    signature(d, c, rng)
    foot(d, c, 1, 1)


def cr_anesthesie(d, p, c, rng):
    letterhead(d, c, rng, define_acronym=False)
    d.add("title", "CONSULTATION PRÉ-ANESTHÉSIQUE")
    patient_box(d, p, c, rng, 1)
    d.add("kv", [("Consultation du", D(d, c.care - dt.timedelta(days=10), "dmy")), ("Intervention prévue le", D(d, c.care, "long")),
                 ("Anesthésiste", "Docteur " + d.pro(c.doc, 1))])
    d.add("table", ["Paramètre", "Valeur", "Commentaire"],
          [["Poids", d.keep("POIDS", "%d kg" % rng.randint(50, 110)), "IMC " + d.keep("MESURE", "%d,%d kg/m²" % (rng.randint(19, 34), rng.randint(0, 9)))],
           ["Score ASA", d.keep("SCORE", "ASA 3"), "HTA, diabète"], ["Mallampati", d.keep("SCORE", "Mallampati II"), "ouverture buccale > 3 cm"],
           ["NYHA", d.keep("SCORE", "NYHA II"), "dyspnée d'effort"], ["Hémoglobine", d.keep("BIOLOGIE", "12,1 g/dL"), "12,0 – 16,0"]])
    d.add("p", "Protocole : anesthésie générale, intubation orotrachéale. Arrêt de l'%s 48 h avant. Jeûne selon les recommandations de la %s." % (
        d.keep("MEDICAMENT", "apixaban"), d.keep("INSTITUTION", "Haute Autorité de Santé")))
    h = rng.choice(HOMONYMS)
    d.add("p", "Profession : " + h[0].replace(h[1], d.word(h[1])) + ". Tabagisme sevré, pas d'alcool.")
    d.add("p", "Patient(e) informé(e) ; consentement recueilli. Personne à prévenir : " + d.pii("PROCHE", cap(p.proche_nom) + " " + p.proche_prenom, [cap(p.proche_nom), p.proche_prenom]) +
          ", tél. " + d.pii("TELEPHONE", p.proche_tel) + ".")
    signature(d, c, rng, c.doc)
    foot(d, c, 1, 1, "Formulaire ANE-04 v2")


def consultation(d, p, c, rng, spec="Cardiologie"):
    letterhead(d, c, rng)
    d.add("title", "COMPTE RENDU DE CONSULTATION – " + spec.upper())
    d.add("p", "%s, le %s" % (d.pii("VILLE", c.town), D(d, c.care, "long")))
    d.add("p", "Cher Confrère, " + d.pii("NOM_SOIGNANT", "Dr " + c.gp.prenom[0] + ". " + c.gp.nom, [c.gp.nom]) + ",")
    bst = rng.choice(["dmy", "long", "weekday", "dmy_short"])
    disease = {"Pédiatrie": "maladie de Kawasaki", "Psychiatrie": "maladie de Huntington débutante"}.get(spec, rng.choice(["maladie de Horton", "maladie de Basedow", "maladie de Crohn"]))
    d.add("p", "J'ai revu en consultation %s %s, né(e) le %s à %s, demeurant %s, pour le suivi de sa %s." % (
        "l'enfant" if spec == "Pédiatrie" else d.civ(p), d.name(p, "NOM Prenom"), d.birth(p, bst), d.pii("LIEU_NAISSANCE", p.birthplace), d.addr(p)[0],
        d.keep("EPONYME", disease)))
    if spec == "Pédiatrie":
        d.add("p", "L'enfant est accompagné(e) de sa mère, " + d.pii("PROCHE", "Mme " + [x for x in F_FIRST if x != p.prenom][p.age % 10] + " " + p.nom, [p.nom, [x for x in F_FIRST if x != p.prenom][p.age % 10]]) +
              ". Suivi néonatal par la " + d.pii("NOM_SOIGNANT", "Sage-femme " + c.ide.prenom + " " + cap(c.ide.nom), [cap(c.ide.nom), c.ide.prenom]) +
              ". Poids " + d.keep("POIDS", "%d,%d kg" % (rng.randint(8, 40), rng.randint(0, 9))) + ", périmètre crânien normal, vaccinations à jour selon le carnet.")
    elif spec == "Psychiatrie":
        d.add("p", "Thymie abaissée, pas d'idées suicidaires scénarisées. Score " + d.keep("SCORE", "MADRS 24") + ". Sommeil fragmenté. Hospitalisation en soins libres au pôle proposée. Numéro national de prévention du suicide : " + d.keep("NUM_NATIONAL", "3114") + ".")
    else:
        d.add("p", "Examen : pression artérielle %s, fréquence cardiaque %s. Pas de %s. Dyspnée stade %s. ECG : rythme sinusal." % (
            d.keep("MESURE", "138/82 mmHg"), d.keep("MESURE", "72 bpm"), d.keep("EPONYME", "signe de Lasègue"), d.keep("SCORE", "NYHA II")))
    dr = rng.sample(DRUGS, 2)
    d.add("p", ("Je propose de poursuivre %s et d'introduire %s. Prochain rendez-vous le %s. Contact " + ("famille" if spec == "Pédiatrie" else "patient") + " : %s, %s.") % (
        d.keep("MEDICAMENT", dr[0][0]), d.keep("MEDICAMENT", dr[1][0]), D(d, c.care + dt.timedelta(days=90), "dmy"),
        d.pii("TELEPHONE", p.tel), d.pii("EMAIL", p.email, critical=True)))
    d.add("p", "Bien confraternellement.")
    signature(d, c, rng)
    foot(d, c, 1, 1)
    d.set_meta("author", "Dr %s %s" % (c.doc.prenom, c.doc.nom), c.doc.nom, "NOM_SOIGNANT")
    d.set_meta("subject", "Consultation %s %s" % (cap(p.nom), p.prenom), cap(p.nom), "NOM_PATIENT")


def biologie(d, p, c, rng):
    lab, short = LABS[rng.randint(0, 1)]
    d.add("head", [d.pii("ETABLISSEMENT", lab), d.pii("ETABLISSEMENT", "Site " + short + " " + c.town.split("-")[0]) , "SIRET " + d.pii("SIRET", siret(rng)),
                   "Tél. " + d.pii("TELEPHONE", phone(rng, 2))],
          ["Biologiste responsable :", d.pro(c.doc, 1), "ADELI " + d.pii("ADELI", adeli(rng, c.dep))])
    d.add("title", "COMPTE RENDU D'ANALYSES DE BIOLOGIE MÉDICALE")
    dossier = "%s-%06d" % (c.care.strftime("%y%m%d"), rng.randint(1, 999999))
    d.add("kv", [("Dossier n°", d.pii("NUM_LABO", dossier)), ("Patient", d.civ(p) + " " + d.name(p, "NOM PRENOM")),
                 ("Né(e) le", d.birth(p, "dmy")), ("Prescripteur", "Dr " + d.pro(c.gp, 4)),
                 ("Prélevé le", D(d, c.care, "dmy") + " à 07h45"), ("Édité le", D(d, c.care, "iso"))])
    def row(name, val, unit, ref):
        return [name, d.keep("BIOLOGIE", val), unit, d.keep("REFERENCE", ref)]
    d.add("sub", "HÉMATOLOGIE")
    d.add("table", ["Analyse", "Résultat", "Unité", "Valeurs de référence"], [
        row("Hémoglobine", "%d,%d" % (rng.randint(9, 16), rng.randint(0, 9)), "g/dL", "12,0 - 16,0"),
        row("Leucocytes", "%d,%d" % (rng.randint(3, 14), rng.randint(0, 9)), "G/L", "4,0 - 10,0"),
        row("Plaquettes", "%d" % rng.randint(120, 420), "G/L", "150 - 400"),
        row("VGM", "%d" % rng.randint(78, 101), "fL", "80 - 100")])
    d.add("sub", "BIOCHIMIE")
    d.add("table", ["Analyse", "Résultat", "Unité", "Valeurs de référence"], [
        row("Sodium", "%d" % rng.randint(130, 146), "mmol/L", "136 - 145"),
        row("Potassium", "%d,%d" % (rng.randint(3, 5), rng.randint(0, 9)), "mmol/L", "3,5 - 5,1"),
        row("Créatinine", "%d" % rng.randint(50, 180), "µmol/L", "45 - 104"),
        row("DFG (CKD-EPI)", "%d" % rng.randint(25, 110), "mL/min/1,73m²", "> 90"),
        row("CRP", "%d,%d" % (rng.randint(0, 90), rng.randint(0, 9)), "mg/L", "< 5,0")])
    d.add("p", "Code LOINC créatinine : " + d.keep("LOINC", "2160-0") + ". Résultats validés biologiquement.")
    foot(d, c, 1, 2, "Accréditation Cofrac n° 8-3512")
    d.newpage()
    d.add("kv", [("Suite du dossier", d.pii("NUM_LABO", dossier)), ("Patient", d.name(p, "NOM, Prenom")), ("DDN", d.birth(p, "dmy_short"))])
    d.add("sub", "HÉMOSTASE ET MARQUEURS")
    d.add("table", ["Analyse", "Résultat", "Unité", "Antériorité"], [
        ["TP", d.keep("BIOLOGIE", "%d" % rng.randint(60, 100)), "%", D(d, c.care - dt.timedelta(days=40), "dmy")],
        ["INR", d.keep("BIOLOGIE", "1,%d" % rng.randint(0, 9)), "", D(d, c.care - dt.timedelta(days=40), "dmy")],
        ["HbA1c", d.keep("BIOLOGIE", "%d,%d" % (rng.randint(5, 9), rng.randint(0, 9))), "%", "—"],
        ["TSH", d.keep("BIOLOGIE", "%d,%02d" % (rng.randint(0, 4), rng.randint(0, 99))), "mUI/L", "—"]])
    d.add("p", "Biologiste ayant validé : " + d.pro(c.doc2, 2) + ". Transmis par messagerie sécurisée au prescripteur.")
    foot(d, c, 2, 2, "Accréditation Cofrac n° 8-3512")
    d.set_meta("keywords", "biologie; %s; %s" % (p.nom, dossier), p.nom, "NOM_PATIENT")


def imagerie(d, p, c, rng):
    name, acr = IMAGING[rng.randint(0, 1)]
    d.add("head", [d.pii("ETABLISSEMENT", name + " (" + acr + ")"), "Tél. " + d.pii("TELEPHONE", phone(rng, 1)), "SIRET " + d.pii("SIRET", siret(rng))],
          ["Radiologue : " + d.pro(c.doc, 0), "RPPS " + d.pii("RPPS", c.doc.rpps)])
    d.add("title", rng.choice(["SCANNER THORACO-ABDOMINO-PELVIEN", "IRM DU GENOU DROIT", "ÉCHOGRAPHIE ABDOMINALE"]))
    acc = "ACC%s%05d" % (c.care.strftime("%Y%m"), rng.randint(1, 99999))
    d.add("kv", [("Patient", d.name(p, "Prenom Nom") + " – " + d.birth(p, rng.choice(["dmy", "compact", "iso"]))),
                 ("N° d'examen (accession)", d.pii("NUM_EXAMEN", acc)), ("Date de l'examen", D(d, c.care, c.dstyle)),
                 ("Médecin demandeur", "Dr " + d.pro(c.gp, 3))])
    d.add("p", "Indication : bilan d'extension d'une néoplasie, recherche de %s. Technique : acquisition hélicoïdale après injection de %s (%s). Dose : %s." % (
        d.keep("EPONYME", "maladie de Crohn"), d.keep("MEDICAMENT", "iohexol 350"), d.keep("DOSE", "80 mL"), d.keep("DOSE", "PDL 612 mGy.cm")))
    d.add("p", "Résultats : pas d'adénomégalie médiastinale. Nodule du lobe inférieur droit de %s. Foie de taille normale. Pas d'épanchement." % d.keep("MESURE", "8 mm"))
    d.add("p", "Conclusion : aspect compatible avec une lésion classée %s. Comparaison avec l'examen du %s. Cotation CCAM %s." % (
        d.keep("TNM", "cT2N0M0"), D(d, c.care - dt.timedelta(days=120), "long"), d.keep("CCAM", "ZCQK002")))
    d.add("sign", [d.pii("NOM_SOIGNANT", "Dr " + c.doc.prenom[0] + ". " + cap(c.doc.nom), [cap(c.doc.nom)]), "Compte rendu validé électroniquement"])
    foot(d, c, 1, 1)
    d.set_meta("title", "CR imagerie %s" % acc, acc, "NUM_EXAMEN")


def ordonnance(d, p, c, rng, bizone=False):
    d.add("head", ["Docteur " + d.pro(c.gp, 2), "Médecine générale", d.pii("ADRESSE", "%d rue Pasteur" % rng.randint(1, 40)) + ", " + c.cp + " " + c.town,
                   "Tél. " + d.pii("TELEPHONE", phone(rng, 0))],
          ["RPPS " + d.pii("RPPS", c.gp.rpps), "AM " + d.pii("ADELI", adeli(rng, c.dep)), "Conventionné secteur 1"])
    d.add("p", "Le " + D(d, c.care, rng.choice(["dmy", "long"])))
    d.add("p", d.civ(p) + " " + d.name(p, "Prenom Nom") + " – " + d.keep("AGE", "%d ans" % p.age) + ", " + d.keep("POIDS", "%d kg" % rng.randint(45, 100)))
    d.add("p", "Identifiant de l'ordonnance : " + d.pii("NUM_ORDONNANCE", "%s-%04d-%s" % (c.care.strftime("%y"), rng.randint(1, 9999), "".join(rng.choice("ABCDEFGHJK") for _ in range(4)))))
    if bizone:
        d.add("title", "ORDONNANCE BIZONE")
        d.add("sub", "Prescriptions relatives au traitement de l'affection de longue durée reconnue (liste ou hors liste) (AFFECTION EXONÉRANTE)")
        for dr in rng.sample(DRUGS, 3):
            d.add("p", "– " + d.keep("MEDICAMENT", dr[0]) + " : " + dr[1] + ". QSP 3 mois.")
        d.add("sub", "Prescriptions SANS RAPPORT avec l'affection de longue durée (MALADIES INTERCURRENTES)")
        for dr in rng.sample(DRUGS, 2):
            d.add("p", "– " + d.keep("MEDICAMENT", dr[0]) + " : " + dr[1] + ".")
        d.add("p", "Formulaire " + d.keep("FORMULAIRE", "cerfa n° 12708*02") + " – " + d.keep("INSTITUTION", "Assurance Maladie"))
    else:
        d.add("title", "ORDONNANCE")
        for dr in rng.sample(DRUGS, 3):
            d.add("p", "– " + d.keep("MEDICAMENT", dr[0]) + " (" + d.keep("UCD", "UCD %d" % rng.randint(3400890000000, 3400899999999)) + ") : " + dr[1] + ".")
        d.add("p", "Soins infirmiers à domicile : injection quotidienne, à renouveler 1 fois.")
    d.add("sign", ["Dr " + d.pii("NOM_SOIGNANT", c.gp.nom.lower(), [c.gp.nom.lower()]), "Signature"])
    d.add("foot", "En cas d'urgence la nuit et le week-end, appelez le " + d.keep("NUM_NATIONAL", "Centre 15") + ". Pharmacie de garde : " + d.keep("NUM_NATIONAL", "3237") + ".")


def adressage(d, p, c, rng):
    d.add("head", ["Docteur " + d.pro(c.gp, 0), "Médecin généraliste", "Tél. " + d.pii("TELEPHONE", phone(rng, 3)),
                   "Messagerie : " + d.pii("EMAIL", "%s.%s@%s" % (slug(c.gp.prenom)[0], slug(c.gp.nom), APICRYPT[0]), critical=True)],
          [d.pii("VILLE", c.town) + ", le " + D(d, c.care, "weekday")])
    d.add("p", "À l'attention du " + d.pii("NOM_SOIGNANT", "Docteur " + c.doc.prenom + " " + c.doc.nom, [c.doc.nom, c.doc.prenom]) + ", " + d.keep("SERVICE", "Service de Neurologie") + ", " + d.pii("ETABLISSEMENT", c.est) + ".")
    d.add("title", "COURRIER D'ADRESSAGE")
    d.add("p", "Cher confrère, je vous adresse %s %s (%s), né(e) le %s, que je suis pour une %s depuis %s. Son IPP chez vous est le %s." % (
        d.civ(p), d.name(p, "nee" if p.naissance_nom else "NOM Prenom"), d.keep("AGE", "%d ans" % p.age), d.birth(p, "long"),
        d.keep("EPONYME", "maladie de Parkinson"), d.keep("ANNEE", "2019"), d.pii("IPP", p.ipp, critical=True)))
    d.add("p", "Depuis le %s, majoration des tremblements et chutes répétées. %s positif à droite. MMS à %s. Traitement actuel : %s, %s." % (
        D(d, c.care - dt.timedelta(days=21), "dmy"), d.keep("EPONYME", "Signe de Babinski"), d.keep("SCORE", "24/30"),
        d.keep("MEDICAMENT", "lévodopa/bensérazide 100/25 mg"), d.keep("MEDICAMENT", "rasagiline 1 mg")))
    d.add("p", "%s vit seul%s au %s. Son entourage (%s), %s, joignable au %s, souhaite être tenu informé. Merci de votre avis." % (
        "Il" if p.sex == 1 else "Elle", "" if p.sex == 1 else "e", d.addr(p)[0], p.proche_lien, d.pii("PROCHE", p.proche_prenom + " " + p.proche_nom, [p.proche_nom, p.proche_prenom]), d.pii("TELEPHONE", p.proche_tel)))
    d.add("sign", ["Bien confraternellement,", "Dr " + d.pro(c.gp, 3)])
    d.set_meta("author", "Dr %s" % c.gp.nom, c.gp.nom, "NOM_SOIGNANT")


def fiche_ehpad(d, p, c, rng):
    eh = EHPADS[rng.randint(0, 2)]
    d.add("head", [d.pii("ETABLISSEMENT", eh), "Tél. infirmerie : " + d.pii("TELEPHONE", phone(rng, 1)), "FINESS " + d.pii("FINESS", finess(rng, c.dep))],
          ["Médecin coordonnateur :", "Dr " + d.pro(c.doc, 4)])
    d.add("title", "FICHE DE LIAISON EHPAD → SERVICE DES URGENCES")
    d.add("kv", [("Résident(e)", d.civ(p) + " " + d.name(p, "NOM Prenom")), ("Date de naissance", d.birth(p, "dmy")),
                 ("N° sécurité sociale", d.pii("NIR", p.nir_sp, critical=True)), ("Mutuelle / n° adhérent", "Harmonie – " + d.pii("NUM_MUTUELLE", p.mutuelle)),
                 ("Date et heure du transfert", D(d, c.care, "dmy") + " à 03h20"), ("Médecin traitant", "Dr " + d.pro(c.gp, 0))])
    d.add("sub", "Motif du transfert")
    d.add("p", "Chute dans la chambre, douleur de hanche gauche, raccourcissement du membre. %s. Score de %s. %s." % (
        d.keep("SCORE", "Glasgow 14"), d.keep("SCORE", "Braden 13"), d.keep("SCORE", "GIR 2")))
    d.add("table", ["Antécédents", "Traitement en cours", "Allergies"],
          [[d.keep("EPONYME", "maladie d'Alzheimer"), d.keep("MEDICAMENT", "Donépézil 10 mg"), "aucune connue"],
           ["FA anticoagulée", d.keep("MEDICAMENT", "Apixaban 2,5 mg"), "—"]])
    d.add("p", "Directives anticipées : oui (dossier). Personne de confiance : %s (%s), %s. Tuteur : %s, mandataire judiciaire." % (
        d.pii("PROCHE", cap(p.proche_nom) + " " + p.proche_prenom, [cap(p.proche_nom), p.proche_prenom]), p.proche_lien,
        d.pii("TELEPHONE", p.proche_tel), "UDAF – " + d.pii("PROCHE", "M. " + c.gp.prenom + " " + cap(c.ide2.nom), [cap(c.ide2.nom), c.gp.prenom])))
    d.add("sign", ["IDE : " + d.pro(c.ide, 3), "Transmis le " + D(d, c.care, "dmy_short")])
    foot(d, c, 1, 1, "Modèle ARS 2023")
    d.add("foot", d.keep("INSTITUTION", "Agence Régionale de Santé") + " – fiche régionale")


def transmissions(d, p, c, rng):
    h = HAD[rng.randint(0, 2)]
    d.add("head", [d.pii("ETABLISSEMENT", h), "Permanence 24h/24 : " + d.pii("TELEPHONE", phone(rng, 0))],
          ["Patient : " + d.name(p, "NOM Prenom"), "DDN " + d.birth(p, "dmy")])
    d.add("title", "TRANSMISSIONS INFIRMIÈRES – DOSSIER DE SOINS")
    d.add("kv", [("Adresse d'intervention", d.addr(p)[0]), ("Code porte", "—"), ("Médecin référent", "Dr " + d.pro(c.gp, 1))])
    rows = []
    for k in range(6):
        day = c.care + dt.timedelta(days=k)
        nurse = c.ide if k % 2 == 0 else c.ide2
        cible = ["Douleur", "Pansement", "Alimentation", "Élimination", "Sommeil", "Risque d'escarre"][k]
        obs = [lambda: "%s, %s donné" % (d.keep("SCORE", "EVA %d/10" % rng.randint(2, 7)), d.keep("MEDICAMENT", "paracétamol 1 g")),
               lambda: "réfection pansement sacrum, plaie propre",
               lambda: "mange la moitié du plateau, hydratation %s" % d.keep("MESURE", "1,2 L"),
               lambda: "selles ce jour, diurèse conservée",
               lambda: "nuit calme, %s en place" % d.keep("DISPOSITIF", "matelas Alova"),
               lambda: "%s, effleurages" % d.keep("SCORE", "Braden 12")][k]()
        who = d.pii("NOM_SOIGNANT", (nurse.prenom + " " + cap(nurse.nom)).lower() if k == 5 else "IDE " + cap(nurse.nom), [cap(nurse.nom).lower(), nurse.prenom.lower()] if k == 5 else [cap(nurse.nom)])
        rows.append([D(d, day, "dmy_short") + " 09h", cible, obs, who])
    d.add("table", ["Date", "Cible", "Données / Actions / Résultats", "Soignant"], rows)
    d.add("p", "Famille présente : " + d.pii("PROCHE", p.proche_prenom, [p.proche_prenom]) + " (" + p.proche_lien + "). Passage du " + d.pii("NOM_SOIGNANT", "kiné M. " + cap(c.doc2.nom), [cap(c.doc2.nom)]) + " mardi et vendredi.")
    foot(d, c, 1, 2)
    d.newpage()
    d.add("kv", [("Patient", d.name(p, "lower")), ("IPP", d.pii("IPP", p.ipp, critical=True))])
    d.add("sub", "Surveillance des constantes")
    d.add("table", ["Date", "TA", "FC", "T°", "SpO2", "Poids"],
          [[D(d, c.care + dt.timedelta(days=k), "dmy"), d.keep("MESURE", "%d/%d" % (rng.randint(105, 150), rng.randint(60, 90))),
            d.keep("MESURE", "%d" % rng.randint(60, 98)), d.keep("MESURE", "%d,%d °C" % (rng.randint(36, 38), rng.randint(0, 9))),
            d.keep("MESURE", "%d %%" % rng.randint(91, 99)), d.keep("POIDS", "%d,%d kg" % (rng.randint(50, 80), rng.randint(0, 9)))] for k in range(5)])
    d.add("p", "Prochaine évaluation par l'" + d.pii("NOM_SOIGNANT", "IDEC " + c.doc.prenom + " " + c.doc.nom, [c.doc.nom, c.doc.prenom]) + " le " + D(d, c.care + dt.timedelta(days=7), "long") + ".")
    foot(d, c, 2, 2)


def certificat(d, p, c, rng):
    d.add("head", ["Docteur " + d.pro(c.gp, 2), "Diplômé de la Faculté de médecine", "Tél. " + d.pii("TELEPHONE", phone(rng, 4))], ["RPPS " + d.pii("RPPS", c.gp.rpps)])
    d.add("title", "CERTIFICAT MÉDICAL")
    d.add("p", "Je soussigné(e), Docteur %s, certifie avoir examiné ce jour %s %s, né(e) le %s à %s, demeurant %s." % (
        d.pro(c.gp, 0), d.civ(p), d.name(p, "Prenom Nom"), d.birth(p, "weekday"), d.pii("LIEU_NAISSANCE", p.birthplace), d.addr(p)[0]))
    d.add("p", "L'état de santé de l'intéressé(e) justifie un arrêt de travail du %s au %s inclus. Pas de contre-indication à la pratique du %s en loisir." % (
        D(d, c.care, "dmy"), D(d, c.care + dt.timedelta(days=14), "dmy"), d.keep("SPORT", "tennis")))
    d.add("p", "Certificat établi à la demande de l'intéressé(e) et remis en main propre pour faire valoir ce que de droit.")
    d.add("p", "Fait à " + d.pii("VILLE", c.town) + ", le " + D(d, c.care, "long"))
    d.add("sign", ["Signature et cachet", d.pro(c.gp, 4)])
    d.add("foot", d.keep("FORMULAIRE", "Modèle CM-2 – Version 3 – 2024"))


def urgences(d, p, c, rng):
    letterhead(d, c, rng)
    d.add("title", "COMPTE RENDU DE PASSAGE AUX URGENCES")
    patient_box(d, p, c, rng, 1)
    d.add("kv", [("Arrivée", D(d, c.care, "dmy") + " 22:14"), ("Mode d'arrivée", "SMUR / " + d.keep("NUM_NATIONAL", "Centre 15")),
                 ("N° de passage", d.pii("NDA", c.nda)), ("Médecin urgentiste", d.pro(c.doc, 1)), ("IOA", d.pii("NOM_SOIGNANT", "IDE " + cap(c.ide.nom), [cap(c.ide.nom)]))])
    d.add("p", "Contexte : " + d.word("charpentier") + " de métier, douleur survenue sur un chantier. Mordu la veille par son " + d.word("berger") + " allemand, plaie propre.")
    d.add("p", "Motif : douleur thoracique. Tri %s. Glasgow %s. Constantes : PA %s, FC %s, SpO2 %s. ECG : pas de sus-décalage. Troponine %s (N < 14)." % (
        d.keep("SCORE", "CIMU 2"), d.keep("SCORE", "15/15"), d.keep("MESURE", "152/88 mmHg"), d.keep("MESURE", "104/min"),
        d.keep("MESURE", "95 %"), d.keep("BIOLOGIE", "%d ng/L" % rng.randint(5, 40))))
    d.add("p", "Diagnostic de sortie : %s (%s). Orientation : retour à domicile accompagné par son %s. Traitement : %s." % (
        "péricardite aiguë", d.keep("CIM10", "I30.9"), p.proche_lien, d.keep("MEDICAMENT", "colchicine 1 mg")))
    d.add("p", "Consignes : reconsulter ou appeler le " + d.keep("NUM_NATIONAL", "112") + " en cas de récidive. Médecin traitant : Dr " + d.pro(c.gp, 0) + ".")
    signature(d, c, rng)
    foot(d, c, 1, 1)


def anapath(d, p, c, rng):
    d.add("head", [d.pii("ETABLISSEMENT", "Cabinet d'anatomie et cytologie pathologiques du Val d'Ossau"), "Tél. " + d.pii("TELEPHONE", phone(rng, 2))],
          ["Pathologiste : " + d.pro(c.doc, 0), "RPPS " + d.pii("RPPS", c.doc.rpps)])
    d.add("title", "COMPTE RENDU D'ANATOMIE ET DE CYTOLOGIE PATHOLOGIQUES")
    num = "%s-H-%05d" % (c.care.strftime("%y"), rng.randint(1, 99999))
    d.add("kv", [("N° d'examen", d.pii("NUM_EXAMEN", num)), ("Patient(e)", d.name(p, "NOM Prenom")), ("Né(e) le", d.birth(p, "dmy")),
                 ("IPP", d.pii("IPP", p.ipp, critical=True)), ("Prélèvement du", D(d, c.care, "dmy")), ("Reçu le", D(d, c.care + dt.timedelta(days=1), "dmy")),
                 ("Préleveur", "Dr " + d.pro(c.doc2, 3) + ", " + d.pii("ETABLISSEMENT", c.est))])
    d.add("p", "Renseignements cliniques : pièce de colectomie gauche pour adénocarcinome du sigmoïde (%s)." % d.keep("CIM10", "C18.7"))
    d.add("p", "Macroscopie : segment colique de 18 cm, tumeur ulcéro-bourgeonnante de %s, à 4 cm de la limite distale. 17 ganglions prélevés." % d.keep("MESURE", "3,5 cm"))
    d.add("p", "Microscopie : adénocarcinome lieberkühnien moyennement différencié infiltrant la sous-séreuse. Emboles vasculaires absents. Statut MMR : protéines exprimées (%s)." % d.keep("CODE", "MLH1, PMS2, MSH2, MSH6"))
    d.add("sub", "CONCLUSION")
    d.add("p", "Adénocarcinome colique, stade %s (%s, 8e édition). Marges saines. Code ADICAP %s." % (d.keep("TNM", "pT3N0"), d.keep("TNM", "UICC"), d.keep("CODE", "BHGSA7C0")))
    d.add("sign", ["Dr " + d.pro(c.doc, 3), "Validé le " + D(d, c.care + dt.timedelta(days=6), "weekday")])
    foot(d, c, 1, 1)


def rcp(d, p, c, rng):
    letterhead(d, c, rng)
    d.add("title", "FICHE DE SYNTHÈSE DE RÉUNION DE CONCERTATION PLURIDISCIPLINAIRE (RCP)")
    num = "RCP-%d-%04d" % (c.care.year, rng.randint(1, 9999))
    d.add("kv", [("RCP Onco-digestive du", D(d, c.care, "LONG")), ("N° de dossier RCP", d.pii("NUM_RCP", num)),
                 ("Patient(e)", d.name(p, "NOM Prenom") + ", " + d.keep("AGE", "%d ans" % p.age)), ("Date de naissance", d.birth(p, "LONG")),
                 ("INS", d.pii("INS", p.nir, critical=True)), ("Médecin présentant", "Dr " + d.pro(c.doc, 0))])
    d.add("p", "Histoire : découverte d'une %s suite à un test immunologique positif le %s. Coloscopie le %s : lésion sigmoïdienne. Scanner : %s." % (
        "tumeur colique", D(d, c.care - dt.timedelta(days=60), "dmy"), D(d, c.care - dt.timedelta(days=45), "dot"), d.keep("TNM", "cT3N1M0")))
    d.add("p", "Performance status %s. Antécédent de %s. ACE à %s." % (d.keep("SCORE", "OMS 1"), d.keep("EPONYME", "maladie de Crohn"), d.keep("BIOLOGIE", "6,2 ng/mL")))
    foot(d, c, 1, 2)
    d.newpage()
    d.add("kv", [("Patient(e)", d.name(p, "P. NOM")), ("N° RCP", d.pii("NUM_RCP", num))])
    d.add("sub", "Proposition thérapeutique")
    d.add("p", "Colectomie gauche cœlioscopique (%s) puis discussion d'une chimiothérapie adjuvante selon l'anatomopathologie (%s). Inclusion dans un essai : non." % (
        d.keep("CCAM", "HHFA005"), d.keep("PROTOCOLE", "FOLFOX 6 modifié")))
    d.add("table", ["Participant", "Spécialité"], [
        [d.pii("NOM_SOIGNANT", "Dr " + c.doc.prenom + " " + c.doc.nom, [c.doc.nom, c.doc.prenom]), "Chirurgie digestive"],
        [d.pii("NOM_SOIGNANT", "Pr " + c.doc2.prenom + " " + c.doc2.nom, [c.doc2.nom, c.doc2.prenom]), "Oncologie médicale"],
        [d.pii("NOM_SOIGNANT", "Dr " + c.gp.prenom + " " + c.gp.nom, [c.gp.nom, c.gp.prenom]), "Radiologie"]])
    d.add("p", "Quorum atteint (3 spécialités). Référentiel : Thésaurus national de cancérologie digestive. Prochaine RCP le " + D(d, c.care + dt.timedelta(days=14), "dmy") + ".")
    foot(d, c, 2, 2, "Fiche RCP – Version 5 – 2023")
    d.set_meta("subject", "RCP %s %s" % (p.nom, num), num, "NUM_RCP")


def bulletin(d, p, c, rng):
    letterhead(d, c, rng, service=False)
    d.add("title", "BULLETIN DE SITUATION")
    d.add("p", "Le Directeur de l'établissement certifie que :")
    d.add("kv", [("Nom d'usage", d.pii("NOM_PATIENT", p.nom, critical=True)), ("Prénom", d.pii("NOM_PATIENT", p.prenom, critical=True)),
                 ("Né(e) le", d.birth(p, "dmy")), ("N° d'immatriculation", d.pii("NIR", p.nir_sp, critical=True)),
                 ("Assuré(e)", "lui-même / elle-même"), ("Organisme", d.keep("INSTITUTION", "CPAM") + " – " + d.keep("INSTITUTION", "Assurance Maladie")),
                 ("N° d'entrée", d.pii("NDA", c.nda)), ("Mutuelle", d.pii("NUM_MUTUELLE", p.mutuelle))])
    d.add("p", "est hospitalisé(e) depuis le %s dans notre établissement, en hospitalisation complète (%s), et à ce jour toujours présent(e). Régime : %s." % (
        D(d, c.care - dt.timedelta(days=8), "dmy"), d.keep("CODE", "GHM 05M09T"), "maladie"))
    d.add("p", "Bulletin délivré pour servir et valoir ce que de droit, à l'attention de l'employeur ou de la caisse.")
    d.add("p", "Fait à " + d.pii("VILLE", c.town) + ", le " + D(d, c.care, "dmy"))
    d.add("sign", ["Pour le Directeur, le Bureau des admissions", d.pii("NOM_SOIGNANT", "Mme " + cap(c.ide2.nom), [cap(c.ide2.nom)])])
    foot(d, c, 1, 1)
    d.set_meta("title", "Bulletin de situation - %s" % p.nom, p.nom, "NOM_PATIENT")


def feuille_soins(d, p, c, rng):
    ph = PHARMA[rng.randint(0, 1)]
    d.add("head", ["FEUILLE DE SOINS – " + d.keep("FORMULAIRE", "cerfa n° 12541*02"), d.keep("INSTITUTION", "Assurance Maladie")],
          [d.pii("ETABLISSEMENT", ph), "N° FINESS " + d.pii("FINESS", finess(rng, c.dep))])
    d.add("title", "FEUILLE DE SOINS – ACTES INFIRMIERS")
    d.add("table", ["Personne recevant les soins", "Date de naissance", "Lieu de naissance", "Rang"],
          [[d.name(p, "NOM PRENOM"), d.birth(p, "dmy"), d.pii("LIEU_NAISSANCE", p.birthplace), "1"]])
    d.add("kv", [("N° d'immatriculation", d.pii("NIR", p.nir, critical=True)), ("Adresse", d.addr(p)[0]),
                 ("Prescripteur", d.pro(c.gp, 1) + " – RPPS " + d.pii("RPPS", c.gp.rpps)), ("Date de prescription", D(d, c.care, "dmy"))])
    rows = []
    for k in range(5):
        rows.append([D(d, c.care + dt.timedelta(days=k + 1), "dmy"), d.keep("ACTE", "AMI 1"), d.keep("TARIF", "3,15 €"), d.keep("ACTE", "IFD"), d.keep("TARIF", "2,75 €")])
    d.add("table", ["Date", "Acte", "Montant", "Déplacement", "Montant"], rows)
    d.add("kv", [("Infirmier(ère)", d.pii("NOM_SOIGNANT", "IDE " + c.ide.prenom + " " + c.ide.nom, [c.ide.nom, c.ide.prenom])), ("N° ADELI", d.pii("ADELI", adeli(rng, c.dep))),
                 ("Total", d.keep("TARIF", "29,50 €"))])
    d.add("foot", "Service assuré en lien avec le " + d.keep("NUM_NATIONAL", "3966") + " (permanence des soins) – " + d.keep("PAGE", "Page 1/1"))


def cr_hospitalisation(d, p, c, rng):
    letterhead(d, c, rng)
    d.add("title", "COMPTE RENDU D'HOSPITALISATION")
    patient_box(d, p, c, rng, 2)
    adm = c.care - dt.timedelta(days=rng.randint(4, 15))
    d.add("kv", [("Entrée", D(d, adm, "weekday")), ("Sortie", D(d, c.care, "weekday")), ("Médecin responsable", "Dr " + d.pro(c.doc, 0))])
    d.add("sub", "Histoire de la maladie")
    d.add("p", "%s, %s, retraité(e) (ancien %s), est adressé(e) par le SAMU (%s) pour dyspnée fébrile. Antécédents : %s, %s, insuffisance cardiaque %s." % (
        d.name(p, "Prenom Nom"), d.keep("AGE", "%d ans" % p.age), d.word("berger"), d.keep("NUM_NATIONAL", "Centre 15"),
        d.keep("EPONYME", "maladie de Parkinson"), d.keep("CIM10", "E11.9"), d.keep("SCORE", "NYHA III")))
    d.add("sub", "Examen clinique")
    d.add("p", "T° %s, PA %s, SpO2 %s en air ambiant. Crépitants base droite. %s négatif." % (d.keep("MESURE", "38,9 °C"), d.keep("MESURE", "102/64 mmHg"), d.keep("MESURE", "89 %"), d.keep("EPONYME", "Signe de Murphy")))
    d.add("sub", "Examens complémentaires")
    d.add("table", ["Examen", "Date", "Résultat"], [
        ["CRP", D(d, adm, "dmy"), d.keep("BIOLOGIE", "%d mg/L" % rng.randint(60, 250))],
        ["NT-proBNP", D(d, adm, "dmy"), d.keep("BIOLOGIE", "%d pg/mL" % rng.randint(900, 9000))],
        ["Radiographie thoracique", D(d, adm, "dmy"), "opacité alvéolaire basale droite"],
        ["Hémocultures", D(d, adm + dt.timedelta(days=1), "dmy"), "stériles"]])
    foot(d, c, 1, 3)
    d.newpage()
    d.add("kv", [("Patient", d.civ(p) + " " + d.name(p, "NOM Prenom")), ("Né(e) le", d.birth(p, "dmy")), ("IPP", d.pii("IPP", p.ipp, critical=True))])
    d.add("sub", "Évolution dans le service")
    d.add("p", "Antibiothérapie par %s pendant 7 jours, relais per os le %s. Décompensation cardiaque traitée par %s IV. Bilan d'autonomie : MMS %s, %s. Kinésithérapie respiratoire par " % (
        d.keep("MEDICAMENT", "ceftriaxone 1 g"), D(d, adm + dt.timedelta(days=3), "dmy"), d.keep("MEDICAMENT", "furosémide"), d.keep("SCORE", "22/30"), d.keep("SCORE", "Braden 15")) +
        d.pii("NOM_SOIGNANT", "M. " + c.ide2.prenom + " " + cap(c.ide2.nom), [cap(c.ide2.nom), c.ide2.prenom]) + ".")
    d.add("p", "Diagnostic principal : %s (%s). Diagnostic associé : %s (%s)." % ("pneumopathie", d.keep("CIM10", "J18.9"), "insuffisance cardiaque", d.keep("CIM10", "I50.1")))
    d.add("sub", "Entourage")
    d.add("p", "Vit à domicile, " + d.addr(p)[0] + ". Aide par " + d.pii("ETABLISSEMENT", HAD[1]) + ". Personne de confiance : " +
          d.pii("PROCHE", p.proche_prenom + " " + p.proche_nom, [p.proche_nom, p.proche_prenom]) + ", joignable au " + d.pii("TELEPHONE", p.proche_tel) + ".")
    foot(d, c, 2, 3)
    d.newpage()
    d.add("sub", "Traitement de sortie")
    d.add("table", ["Médicament", "Posologie", "ATC"], [[d.keep("MEDICAMENT", x[0]), x[1], d.keep("ATC", x[2])] for x in rng.sample(DRUGS, 5)])
    d.add("p", "Rendez-vous : consultation de cardiologie le " + D(d, c.care + dt.timedelta(days=45), "dmy") + " avec le " + d.pii("NOM_SOIGNANT", "Dr " + c.doc2.nom, [c.doc2.nom]) + ".")
    d.add("p", "Copie : médecin traitant " + d.pii("NOM_SOIGNANT", "Dr " + cap(c.gp.nom) + " " + c.gp.prenom, [cap(c.gp.nom), c.gp.prenom]) + " ; patient(e) " + d.pii("EMAIL", p.email, critical=True) + ".")
    signature(d, c, rng)
    foot(d, c, 3, 3)
    d.set_meta("author", "%s %s" % (c.doc.prenom, c.doc.nom), c.doc.nom, "NOM_SOIGNANT")


KINDS = [
    ("lettre_liaison", lettre_liaison), ("cr_operatoire", cr_operatoire), ("cr_anesthesie", cr_anesthesie),
    ("consultation_cardio", lambda d, p, c, r: consultation(d, p, c, r, "Cardiologie")),
    ("biologie", biologie), ("imagerie", imagerie), ("ordonnance", ordonnance),
    ("ordonnance_bizone", lambda d, p, c, r: ordonnance(d, p, c, r, True)), ("adressage", adressage),
    ("fiche_ehpad", fiche_ehpad), ("transmissions", transmissions), ("certificat", certificat),
    ("urgences", urgences), ("anapath", anapath), ("rcp", rcp), ("bulletin", bulletin), ("feuille_soins", feuille_soins),
    ("cr_hospitalisation", cr_hospitalisation),
    ("consultation_pediatrie", lambda d, p, c, r: consultation(d, p, c, r, "Pédiatrie")),
    ("consultation_psychiatrie", lambda d, p, c, r: consultation(d, p, c, r, "Psychiatrie")),
]
