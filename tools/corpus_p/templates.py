"""The fourteen kinds of documents. Each builder takes (rng, case) and returns a Doc."""
from __future__ import annotations

import datetime as dt

from . import data as D
from .model import Doc

CIM10 = [("I10", "hypertension essentielle"), ("E11.9", "diabète de type 2 sans complication"), ("J18.9", "pneumopathie"),
         ("N18.3", "maladie rénale chronique stade 3"), ("I48.0", "fibrillation atriale paroxystique"),
         ("S72.00", "fracture du col du fémur"), ("K35.8", "appendicite aiguë"), ("C50.4", "tumeur maligne du sein"),
         ("F03", "démence"), ("J44.1", "BPCO avec exacerbation")]
CCAM = [("NEKA020", "arthroplastie de hanche"), ("HHFA016", "appendicectomie par cœlioscopie"),
        ("QEFA003", "tumorectomie du sein"), ("JKFA015", "ablation de l'utérus"), ("ZCQK002", "scanographie abdominale"),
        ("NZQK001", "radiographie du bassin")]
EPONYMS = ["maladie de Parkinson", "signe de Babinski", "maladie de Crohn", "syndrome de Sjögren", "maladie d'Alzheimer",
           "manœuvre de Lasègue", "signe de Murphy", "score de Child-Pugh", "classification de Garden", "signe de Homans",
           "maladie de Horton", "syndrome de Cushing", "sonde de Foley", "cathéter de Swan-Ganz"]
DRUGS = [("Kardégic", "75 mg", "B01AC06"), ("Eliquis", "5 mg", "B01AF02"), ("Metformine", "1000 mg", "A10BA02"),
         ("Ramipril", "5 mg", "C09AA05"), ("Paracétamol", "1 g", "N02BE01"), ("Lovenox", "4000 UI", "B01AB05"),
         ("Furosémide", "40 mg", "C03CA01"), ("Bisoprolol", "2,5 mg", "C07AB07"), ("Atorvastatine", "20 mg", "C10AA05"),
         ("Lévothyrox", "75 µg", "H03AA01")]
LAB = [("Hémoglobine", "g/dL", (11.0, 15.5), "12,0 - 16,0", "718-7"), ("Leucocytes", "G/L", (4.0, 13.0), "4,0 - 10,0", "6690-2"),
       ("Plaquettes", "G/L", (140, 420), "150 - 400", "777-3"), ("Sodium", "mmol/L", (131, 146), "136 - 145", "2951-2"),
       ("Potassium", "mmol/L", (3.2, 5.4), "3,5 - 5,1", "2823-3"), ("Créatinine", "µmol/L", (55, 180), "45 - 90", "2160-0"),
       ("CRP", "mg/L", (1, 140), "< 5", "1988-5"), ("HbA1c", "%", (5.5, 9.5), "4,0 - 6,0", "4548-4"),
       ("TSH", "mUI/L", (0.3, 6.0), "0,27 - 4,20", "3016-3"), ("Glycémie à jeun", "mmol/L", (4.0, 11.0), "3,9 - 5,8", "14749-6"),
       ("Albumine", "g/L", (28, 46), "35 - 50", "1751-7"), ("Ferritine", "µg/L", (15, 600), "15 - 150", "2276-4")]
HOMONYMS = [("ancien boulanger", "boulanger"), ("chien de berger", "berger"), ("ancien meunier", "meunier"),
            ("charpentier retraité", "charpentier"), ("marchand forain", "marchand"), ("ancienne mercière", "mercière"),
            ("boucher à la retraite", "boucher"), ("ancien couturier", "couturier")]
BODIES = ["Haute Autorité de Santé", "ARS", "CPAM", "ANSM", "Assurance Maladie", "HAS"]


def fmt(x):
    return ("%.1f" % x).replace(".", ",") if isinstance(x, float) else str(x)


def dstyle(rng, exclude=()):
    return rng.choice([s for s in D.DATE_STYLES if s not in exclude])


def care_dates(rng, c, n):
    out, d = [], c.care
    for _ in range(n):
        out.append(d)
        d = d + dt.timedelta(days=rng.randint(1, 6))
    return out


# ---------------------------------------------------------------- shared pieces

def header(d, rng, c, service=None):
    d.h1(d.pii("ETABLISSEMENT", c.estab), " (", d.pii("ACRONYME", c.acronym), ")")
    d.p(d.pii("SITE", c.site), " — ", d.pii("ADRESSE_ETAB", c.estab_street), ", ", d.pii("ADRESSE_ETAB", c.estab_cp + " " + c.estab_town),
        " — Standard : ", d.pii("TELEPHONE", c.estab_phone[rng.randint(0, 1)]))
    d.p("FINESS ", d.pii("FINESS", c.finess), " — SIRET ", d.pii("SIRET", c.siret))
    if service:
        d.p(service)


def footer(d, rng, c):
    d.small(d.pii("ACRONYME", c.acronym), " — ", d.pii("ETABLISSEMENT", c.estab), " — document confidentiel soumis au secret médical. ",
            "En cas d'urgence vitale, composez le ", d.dec("NUM_NATIONAL", "SAMU 15"), " ou le ",
            d.dec("NUM_NATIONAL", "112"), ". Prévention du suicide : ", d.dec("NUM_NATIONAL", "3114"), ".")
    d.small("Formulaire ", d.dec("VERSION", "FRM-%s-%02d" % (c.acronym[:2], rng.randint(1, 30))), " version ",
            d.dec("VERSION", "v%d.%d" % (rng.randint(1, 5), rng.randint(0, 9))))


def name_writings(d, rng, c):
    """Several writings of the patient's name (returns a list of segment lists)."""
    S, F = c.surname, c.first
    ws = [
        [d.pii("NOM_PATIENT", S.upper()), " ", d.pii("PRENOM_PATIENT", F)],
        [("Mme " if c.sex == 2 else "M. "), d.pii("PRENOM_PATIENT", F), " ", d.pii("NOM_PATIENT", S)],
        [d.pii("NOM_PATIENT", S.upper()), ", ", d.pii("PRENOM_PATIENT", F)],
        [d.pii("PRENOM_PATIENT", F[0] + "."), " ", d.pii("NOM_PATIENT", S.upper())],
        [d.pii("NOM_PATIENT", S.lower()), " ", d.pii("PRENOM_PATIENT", F.lower())],
        [d.pii("NOM_PATIENT", S.upper()), " ", d.pii("PRENOM_PATIENT", F.upper())],
    ]
    return ws


def pat_name(d, rng, c, k=None):
    ws = name_writings(d, rng, c)
    w = ws[k if k is not None else rng.randrange(len(ws))]
    out = list(w)
    if c.birth_name and rng.random() < 0.6:
        out += [" née ", d.pii("NOM_PATIENT", c.birth_name.upper() if rng.random() < 0.5 else c.birth_name)]
    return out


def ddn(d, rng, c, style=None):
    return d.pii("DATE_NAISSANCE", D.date_writing(c.birth, style or dstyle(rng)))


def age(c, ref):
    return ref.year - c.birth.year - ((ref.month, ref.day) < (c.birth.month, c.birth.day))


def identity_block(d, rng, c, full=True):
    d.p("Patiente : " if c.sex == 2 else "Patient : ", *pat_name(d, rng, c), " — né" + ("e" if c.sex == 2 else "") + " le ", ddn(d, rng, c),
        " à ", d.pii("LIEU_NAISSANCE", c.birthplace), " (", d.dec("AGE", "%d ans" % age(c, c.care)), ")")
    d.p("IPP : ", d.pii("IPP", c.ipp), " — N° de séjour : ", d.pii("NDA", c.nda), " — INS : ",
        d.pii("INS", c.nir_compact, critical=True), " (NIR)")
    if full:
        d.p("Adresse : ", *addr_segs(d, c), " — Tél. : ", d.pii("TELEPHONE", c.phones[rng.randrange(len(c.phones))]),
            *([" — Courriel : ", d.pii("EMAIL", c.email if rng.random() < 0.7 else c.email.upper())] if rng.random() < 0.6 else []))


def addr_segs(d, c):
    segs = []
    for i, line in enumerate(c.address):
        if i:
            segs.append(", ")
        probes = [line]
        if c.street in line:
            probes.append(c.street)
        segs.append(d.pii("ADRESSE", line, probes))
    return segs


def doc_name(p):
    return "Dr %s %s" % (p.first, p.surname.upper())


def signature(d, rng, c, p, town=None, when=None):
    when = when or c.care + dt.timedelta(days=1)
    d.p("Fait à ", d.pii("VILLE", town or c.estab_town), ", le ", d.date(D.date_writing(when, dstyle(rng, ("compact", "compact_iso")))))
    d.p(d.pii("NOM_SOIGNANT", doc_name(p), [p.surname.upper(), p.first]), " — RPPS ", d.pii("RPPS", p.rpps))


def page_meta(d, rng, c, p):
    """Metadata naming the patient or the doctor in about half the documents."""
    r = rng.random()
    if r < 0.3:
        d.meta["title"] = "%s - %s %s" % (d.title, c.surname.upper(), c.first)
        d.meta_items.append({"kind": "METADONNEES", "text": d.meta["title"], "probes": [c.surname.upper()]})
    elif r < 0.55:
        d.meta["author"] = "Dr %s %s" % (p.first, p.surname)
        d.meta_items.append({"kind": "METADONNEES", "text": d.meta["author"], "probes": [p.surname]})
    elif r < 0.7:
        d.meta["subject"] = "Patient %s %s né(e) le %s" % (c.surname, c.first, c.birth.strftime("%d/%m/%Y"))
        d.meta_items.append({"kind": "METADONNEES", "text": d.meta["subject"], "probes": [c.surname, c.birth.strftime("%d/%m/%Y")]})
    if not d.meta["author"]:
        d.meta["author"] = "Secrétariat médical"


def page2(d, rng, c, what):
    """A page break, then the running strip hospital software prints on continuation pages."""
    d.pagebreak()
    d.small(d.pii("ACRONYME", c.acronym), " — ", what, " (suite) — ", d.pii("NOM_PATIENT", c.surname.upper()), " ",
            d.pii("PRENOM_PATIENT", c.first), " — IPP ", d.pii("IPP", c.ipp), " — DDN ", ddn(d, rng, c, "slash"))


def evolution(d, rng, c, n):
    days = [c.care + dt.timedelta(days=i) for i in range(n)]
    s = rng.choice(["slash", "dot", "dash", "yy"])
    e = "e" if c.sex == 2 else ""
    fillers = [" Surveillance clinique poursuivie, patient%s informé%s des résultats." % (e, e),
               " Mobilisation au fauteuil avec l'aide de l'équipe, alimentation correcte.",
               " Pas de nouvelle plainte, constantes stables, traitement inchangé.",
               " Pansement refait, cicatrice propre, douleur contrôlée.",
               " Sommeil de meilleure qualité, reprise progressive de l'autonomie."]
    notes = [lambda: ["apyrétique, ", d.dec("RESULTAT", "CRP %d mg/L" % rng.randint(5, 90)), ", poursuite de l'antibiothérapie par ",
                      d.dec("MEDICAMENT", "Augmentin"), " ", d.dec("DOSE", "1 g"), " x 3/j."],
             lambda: ["kinésithérapie respiratoire, ", d.dec("VALEUR", "SpO2 %d %%" % rng.randint(90, 99)), " sous ", d.dec("DISPOSITIF", "lunettes à oxygène"), "."],
             lambda: ["avis du ", d.pii("NOM_SOIGNANT", "Dr %s" % c.doctors[2].surname, [c.doctors[2].surname]), " (cardiologie) : ",
                      d.dec("EPONYME", "maladie de Horton", ["Horton"]), " peu probable, ETT prévue."],
             lambda: ["bilan : ", d.dec("RESULTAT", "Hb %s g/dL" % fmt(round(rng.uniform(9, 14), 1))), ", ", d.dec("RESULTAT", "K+ %s mmol/L" % fmt(round(rng.uniform(3.4, 5.2), 1))), "."],
             lambda: ["entretien avec ", d.pii("NOM_PROCHE", "%s %s" % (c.relative[1], c.relative[2]), [c.relative[1]]), ", projet de retour à domicile."],
             lambda: ["chute nocturne sans conséquence, ", d.dec("SCORE", "Glasgow 15"), ", ", d.dec("MEDICAMENT", "Lovenox"), " ", d.dec("DOSE", "4000 UI"), " maintenu."],
             lambda: ["évaluation gériatrique : ", d.dec("SCORE", "ADL %d/6" % rng.randint(2, 6)), ", ", d.dec("SCORE", "MNA %d" % rng.randint(14, 28)), ", ",
                      d.dec("POIDS", "%d kg" % rng.randint(45, 90)), "."]]
    for i, day in enumerate(days):
        d.p("J%d (" % (i + 1), d.date(D.date_writing(day, s)), ") : ", *notes[i % len(notes)](),
            rng.choice(fillers))


# ---------------------------------------------------------------- documents

def lettre_liaison(rng, c):
    d = Doc("lettre_liaison", "Lettre de liaison à la sortie")
    dr = c.doctors[0]
    header(d, rng, c, "Service de médecine polyvalente — Unité 3B")
    d.h2("LETTRE DE LIAISON À LA SORTIE")
    days = [c.care, c.care + dt.timedelta(days=4), c.care + dt.timedelta(days=rng.randint(10, 14))]
    s = dstyle(rng)
    d.p("Destinataire : ", d.pii("NOM_SOIGNANT", doc_name(c.gp), [c.gp.surname.upper(), c.gp.first]), ", médecin traitant")
    identity_block(d, rng, c)
    d.p("Hospitalisation du ", d.date(D.date_writing(days[0], s)), " au ", d.date(D.date_writing(days[2], s)), ".")
    cim = rng.sample(CIM10, 2)
    d.h2("Motif et diagnostic")
    d.p("Admission pour ", cim[0][1], " (", d.dec("CIM10", cim[0][0]), "), antécédent de ", cim[1][1], " (", d.dec("CIM10", cim[1][0]),
        "). Patient" + ("e" if c.sex == 2 else "") + " pesant ", d.dec("POIDS", "%d kg" % rng.randint(45, 98)),
        ", examen retrouvant un ", d.dec("EPONYME", "signe de Homans", ["Homans"]), " négatif, pas de ", d.dec("EPONYME", "maladie de Horton", ["Horton"]), ".")
    hn, hw = rng.choice(HOMONYMS)
    pre, post = hn.split(hw)
    d.p("Mode de vie : vit seul" + ("e" if c.sex == 2 else "") + ", ", pre, d.word(hw), post, ", aidé" + ("e" if c.sex == 2 else "") + " par %s " % c.relative[3],
        d.pii("NOM_PROCHE", "%s %s" % (c.relative[1], c.relative[2]), [c.relative[1]]), " (", c.relative[0], "), joignable au ",
        d.pii("TELEPHONE", rng.choice(D.mobile(rng))), ".")
    d.h2("Traitement de sortie")
    rows = [["Médicament", "Dose", "Code ATC", "Posologie"]]
    for name, dose, atc in rng.sample(DRUGS, 4):
        rows.append([d.dec("MEDICAMENT", name), d.dec("DOSE", dose), d.dec("ATC", atc), "%d fois par jour" % rng.randint(1, 3)])
    d.table(rows)
    d.p("Score ", d.dec("SCORE", "MMSE %d/30" % rng.randint(18, 29)), ", ", d.dec("SCORE", "GIR %d" % rng.randint(2, 5)),
        ". Recommandations conformes à la ", d.dec("ORGANISME", "Haute Autorité de Santé"), ".")
    d.p("Prochain rendez-vous le ", d.date(D.date_writing(days[2] + dt.timedelta(days=30), dstyle(rng))), " avec le ",
        d.pii("NOM_SOIGNANT", "Dr %s" % c.doctors[1].surname, [c.doctors[1].surname]), ".")
    if rng.random() < 0.7:
        page2(d, rng, c, "Lettre de liaison")
        d.h2("Synthèse du séjour")
        evolution(d, rng, c, rng.randint(6, 9))
    signature(d, rng, c, dr, when=days[2])
    footer(d, rng, c)
    page_meta(d, rng, c, dr)
    return d


def cro(rng, c):
    d = Doc("compte_rendu_operatoire", "Compte rendu opératoire")
    op, an = c.doctors[0], c.doctors[1]
    header(d, rng, c, "Bloc opératoire central — Chirurgie orthopédique et viscérale")
    d.h2("COMPTE RENDU OPÉRATOIRE")
    identity_block(d, rng, c, full=False)
    ccam = rng.choice(CCAM)
    d.p("Date de l'intervention : ", d.date(D.date_writing(c.care, dstyle(rng))), " — Salle ", d.dec("SALLE", "Salle %d" % rng.randint(1, 9)))
    d.table([["Opérateur", "Anesthésiste", "IBODE"],
             [d.pii("NOM_SOIGNANT", doc_name(op), [op.surname.upper()]), d.pii("NOM_SOIGNANT", doc_name(an), [an.surname.upper()]),
              d.pii("NOM_SOIGNANT", "%s %s" % (c.nurses[0].first, c.nurses[0].surname), [c.nurses[0].surname])]])
    d.p("Acte : ", ccam[1], " (CCAM ", d.dec("CCAM", ccam[0]), "). Classe ", d.dec("SCORE", "ASA %d" % rng.randint(1, 4)),
        ". Anesthésie générale, antibioprophylaxie par céfazoline ", d.dec("DOSE", "2 g"), " IV.")
    d.p("Installation en décubitus dorsal, mise en place d'une ", d.dec("EPONYME", "sonde de Foley", ["Foley"]),
        ". Incision, dissection plan par plan. Implant : ", d.dec("DISPOSITIF", "cupule Trident %d mm" % rng.choice([48, 50, 52, 54])),
        ", lot ", d.dec("LOT", "Lot %s%d%s" % (rng.choice("ABCKX"), rng.randint(1000, 9999), rng.choice("FGHZ"))), ".")
    d.p("Fermeture plan par plan, pansement sec. Pertes sanguines estimées à ", d.dec("VALEUR", "%d mL" % rng.randint(100, 600)),
        ". Pas d'incident. Durée : ", d.dec("VALEUR", "%d min" % rng.randint(40, 150)), ".")
    d.p("Suites : ", d.dec("MEDICAMENT", "Lovenox"), " ", d.dec("DOSE", "4000 UI"), " par jour pendant ", d.dec("VALEUR", "35 jours"),
        ". Le ", d.word("charpentier", "homonyme"), " de métier devra éviter le port de charges.")
    signature(d, rng, c, op)
    footer(d, rng, c)
    page_meta(d, rng, c, op)
    return d


def consultation(rng, c):
    d = Doc("consultation", "Compte rendu de consultation")
    dr = c.doctors[0]
    header(d, rng, c, "Consultation de neurologie")
    d.h2("Compte rendu de consultation du ", d.date(D.date_writing(c.care, rng.choice(["long", "weekday", "slash"]))))
    d.p("Cher confrère, cher ", d.pii("NOM_SOIGNANT", "Dr %s" % c.gp.surname, [c.gp.surname]), ",")
    d.p("J'ai revu en consultation ", *pat_name(d, rng, c, rng.choice([1, 0])), ", ", d.dec("AGE", "%d ans" % age(c, c.care)),
        ", née le " if c.sex == 2 else ", né le ", ddn(d, rng, c), ", pour le suivi d'une ", d.dec("EPONYME", "maladie de Parkinson", ["Parkinson"]), ".")
    d.p("Examen : pas de ", d.dec("EPONYME", "signe de Babinski", ["Babinski"]), ", ", d.dec("EPONYME", "manœuvre de Lasègue", ["Lasègue"]),
        " négative. ", d.dec("SCORE", "MMSE %d/30" % rng.randint(20, 30)), ", ", d.dec("SCORE", "UPDRS III %d" % rng.randint(10, 40)),
        ". TA ", d.dec("VALEUR", "%d/%d mmHg" % (rng.randint(110, 160), rng.randint(60, 95))), ", poids ", d.dec("POIDS", "%d kg" % rng.randint(50, 95)), ".")
    name, dose, atc = rng.choice(DRUGS)
    d.p("Je propose de poursuivre ", d.dec("MEDICAMENT", "Modopar"), " ", d.dec("DOSE", "125 mg"), " et ", d.dec("MEDICAMENT", name), " ",
        d.dec("DOSE", dose), ". Bilan à réaliser avant le ", d.date(D.date_writing(c.care + dt.timedelta(days=60), dstyle(rng))), ".")
    d.p(("La patiente" if c.sex == 2 else "Le patient") + ", ancien ", d.word(rng.choice([w for _, w in HOMONYMS if w != "mercière"])), ", est accompagné" + ("e" if c.sex == 2 else "") + " de %s " % c.relative[3], c.relative[0], " ",
        d.pii("NOM_PROCHE", "%s %s" % (c.relative[1], c.relative[2].upper()), [c.relative[1], c.relative[2].upper()]), ".")
    d.p("Contact patient : ", d.pii("EMAIL", c.email), " — ", d.pii("TELEPHONE", c.phones[0]))
    d.p("Copie : ", d.pii("NOM_SOIGNANT", doc_name(c.doctors[2]), [c.doctors[2].surname.upper()]), ", ", d.pii("SITE", c.site))
    signature(d, rng, c, dr)
    footer(d, rng, c)
    page_meta(d, rng, c, dr)
    return d


def biologie(rng, c):
    lab, lacr = rng.choice(D.LABS)
    d = Doc("biologie", "Compte rendu de biologie médicale")
    bio = c.doctors[2]
    d.h1(d.pii("ETABLISSEMENT", lab), " (", d.pii("ACRONYME", lacr), ")")
    d.p(d.pii("ADRESSE_ETAB", c.estab_street), " — ", d.pii("ADRESSE_ETAB", c.estab_cp + " " + c.estab_town), " — Tél. ",
        d.pii("TELEPHONE", c.estab_phone[2]), " — FINESS ", d.pii("FINESS", c.finess))
    d.h2("COMPTE RENDU D'ANALYSES")
    s = rng.choice(["compact_iso", "iso", "dot", "slash"])
    d.table([["Nom", "Prénom", "DDN", "Sexe", "N° dossier"],
             [d.pii("NOM_PATIENT", c.surname.upper()), d.pii("PRENOM_PATIENT", c.first), ddn(d, rng, c, s), "F" if c.sex == 2 else "M",
              d.pii("NUM_LABO", "%s-%s" % (c.care.strftime("%y%m%d"), D.digits(rng, 4)))]])
    d.p("Prélevé le ", d.date(D.date_writing(c.care, s)), " à 07h45 — Prescripteur : ", d.pii("NOM_SOIGNANT", doc_name(c.gp), [c.gp.surname.upper()]),
        " — NIR ", d.pii("NIR", c.nir_spaced))
    rows = [["Analyse", "Résultat", "Unité", "Valeurs de référence", "LOINC"]]
    for name, unit, (lo, hi), ref, loinc in rng.sample(LAB, rng.randint(7, 11)):
        v = rng.uniform(lo, hi)
        v = round(v, 1) if isinstance(lo, float) else int(v)
        rows.append([name, d.dec("RESULTAT", fmt(v)), unit, d.dec("INTERVALLE", ref), d.dec("LOINC", loinc)])
    d.table(rows)
    d.p("DFG estimé (CKD-EPI) : ", d.dec("RESULTAT", "%d mL/min/1,73 m²" % rng.randint(30, 95)), ". Antériorité du ",
        d.date(D.date_writing(c.care - dt.timedelta(days=rng.randint(40, 300)), s)), ".")
    d.p("Résultats validés par ", d.pii("NOM_SOIGNANT", "Dr %s %s" % (bio.first, bio.surname), [bio.surname]), ", biologiste. Accréditation ",
        d.dec("ORGANISME", "COFRAC"), " n° ", d.dec("CODE", "8-%04d" % rng.randint(1000, 4000)), ".")
    if rng.random() < 0.6:
        d.pagebreak()
        d.small(d.pii("ACRONYME", lacr), " — suite du dossier ", d.pii("NUM_LABO", "%s-%s" % (c.care.strftime("%y%m%d"), D.digits(rng, 4))), " — ",
                d.pii("NOM_PATIENT", c.surname.upper()), " ", d.pii("PRENOM_PATIENT", c.first.upper()), " — DDN ", ddn(d, rng, c, "dot"))
        d.h2("Hémostase et sérologies")
        d.table([["Analyse", "Résultat", "Unité", "Référence"],
                 ["TP", d.dec("RESULTAT", "%d %%" % rng.randint(40, 100)), "%", d.dec("INTERVALLE", "70 - 100")],
                 ["INR", d.dec("RESULTAT", fmt(round(rng.uniform(0.9, 3.2), 1))), "", d.dec("INTERVALLE", "cible 2,0 - 3,0")],
                 ["TCA ratio", d.dec("RESULTAT", fmt(round(rng.uniform(0.9, 1.6), 2))), "", d.dec("INTERVALLE", "< 1,20")],
                 ["Sérologie VHC", "Négatif", "", ""], ["Ag HBs", "Négatif", "", ""]])
        d.p("Commentaire : contrôle recommandé le ", d.date(D.date_writing(c.care + dt.timedelta(days=7), "slash")),
            ". Traitement par ", d.dec("MEDICAMENT", "Préviscan"), " signalé. Résultats transmis au ", d.pii("NOM_SOIGNANT", doc_name(c.gp), [c.gp.surname.upper()]), ".")
    d.small(d.pii("ACRONYME", lacr), " — SIRET ", d.pii("SIRET", c.siret), " — Laboratoire accrédité")
    page_meta(d, rng, c, bio)
    return d


def imagerie(rng, c):
    cab, cacr = rng.choice(D.RADIO)
    d = Doc("imagerie", "Compte rendu d'imagerie")
    rad = c.doctors[1]
    d.h1(d.pii("ETABLISSEMENT", cab))
    d.p(d.pii("ACRONYME", cacr), " — ", d.pii("ADRESSE_ETAB", c.estab_street), ", ", d.pii("ADRESSE_ETAB", c.estab_cp + " " + c.estab_town),
        " — ", d.pii("TELEPHONE", c.estab_phone[3]))
    d.h2("SCANNER THORACO-ABDOMINO-PELVIEN")
    d.p("Patient : ", *pat_name(d, rng, c, 2), " — DDN : ", ddn(d, rng, c), " — N° examen : ", d.pii("NUM_ACCESSION", "A" + D.digits(rng, 9)))
    d.p("Examen du ", d.date(D.date_writing(c.care, dstyle(rng))), ", demandé par ", d.pii("NOM_SOIGNANT", doc_name(c.gp), [c.gp.surname.upper()]), ".")
    d.p("Indication : bilan d'extension. Code acte ", d.dec("CCAM", "ZCQK002"), ". Produit de contraste : ",
        d.dec("MEDICAMENT", "Omnipaque 350"), " ", d.dec("DOSE", "%d mL" % rng.choice([80, 90, 100])), ". PDL ", d.dec("VALEUR", "%d mGy.cm" % rng.randint(300, 900)), ".")
    d.p("Résultats : nodule lobaire inférieur droit de ", d.dec("VALEUR", "%d mm" % rng.randint(6, 25)), ", classé ", d.dec("TNM", "cT1bN0M0"),
        ". Pas d'épanchement. Foie de taille normale, pas de ", d.dec("EPONYME", "signe de Murphy", ["Murphy"]), " échographique.")
    d.p("Conclusion : lésion suspecte, dossier présenté en RCP. Comparaison avec l'examen du ",
        d.date(D.date_writing(c.care - dt.timedelta(days=rng.randint(90, 400)), dstyle(rng))), ".")
    d.p(d.pii("NOM_SOIGNANT", "Dr %s %s" % (rad.first, rad.surname.upper()), [rad.surname.upper()]), ", radiologue — RPPS ", d.pii("RPPS", rad.rpps))
    d.small("Cabinet agréé ", d.dec("ORGANISME", "ARS"), " — ", d.pii("ACRONYME", cacr), " — SIRET ", d.pii("SIRET", c.siret))
    page_meta(d, rng, c, rad)
    return d


def ordonnance(rng, c):
    d = Doc("ordonnance", "Ordonnance")
    dr = c.gp
    d.h1("Docteur ", d.pii("NOM_SOIGNANT", "%s %s" % (dr.first, dr.surname.upper()), [dr.surname.upper(), dr.first]))
    d.p("Médecine générale — Conventionné secteur 1 — RPPS ", d.pii("RPPS", dr.rpps), " — ADELI ", d.pii("ADELI", dr.adeli))
    d.p(d.pii("ADRESSE_ETAB", c.estab_street), ", ", d.pii("ADRESSE_ETAB", c.estab_cp + " " + c.estab_town), " — Tél. ", d.pii("TELEPHONE", c.estab_phone[4]))
    d.right(d.pii("VILLE", c.estab_town), ", le ", d.date(D.date_writing(c.care, rng.choice(["long", "slash", "Weekday"]))))
    d.p(*pat_name(d, rng, c, rng.choice([1, 3, 5])), " — ", d.dec("AGE", "%d ans" % age(c, c.care)), " — ", d.dec("POIDS", "%d kg" % rng.randint(45, 100)))
    d.p("N° ordonnance : ", d.pii("NUM_ORDONNANCE", "ORD-%s" % D.digits(rng, 7)))
    d.h2("ORDONNANCE BIZONE")
    d.p("Prescriptions relatives au traitement de l'affection de longue durée reconnue (liste ALD) :")
    for name, dose, atc in rng.sample(DRUGS, 3):
        d.p("• ", d.dec("MEDICAMENT", name), " ", d.dec("DOSE", dose), " : 1 comprimé matin et soir pendant ", d.dec("VALEUR", "3 mois"))
    d.p("Prescriptions sans rapport avec l'ALD :")
    d.p("• ", d.dec("MEDICAMENT", "Paracétamol"), " ", d.dec("DOSE", "500 mg"), " si douleur, maximum ", d.dec("DOSE", "3 g"), " par jour")
    d.p("Code UCD ", d.dec("UCD", "34008" + D.digits(rng, 8)))
    d.small("Ordonnance conforme au modèle ", d.dec("VERSION", "cerfa n° 12708*02"), ". Ne pas dépasser les doses prescrites.")
    page_meta(d, rng, c, dr)
    return d


def adressage(rng, c):
    d = Doc("courrier_adressage", "Courrier d'adressage")
    dr = c.gp
    d.p(d.pii("NOM_SOIGNANT", "Docteur %s %s" % (dr.first, dr.surname), [dr.surname, dr.first]))
    d.p(d.pii("ADRESSE_ETAB", c.estab_street), " — ", d.pii("ADRESSE_ETAB", c.estab_cp + " " + c.estab_town))
    d.p("Tél. : ", d.pii("TELEPHONE", c.estab_phone[0]), " — Courriel : ", d.pii("EMAIL", "dr.%s@medecin.mssante.fr" % dr.surname.lower().replace(" ", ""), critical=False))
    d.right("À l'attention du ", d.pii("NOM_SOIGNANT", doc_name(c.doctors[0]), [c.doctors[0].surname.upper()]), ", ", d.pii("ETABLISSEMENT", c.estab),
            ", ", d.pii("SITE", c.site))
    d.right(d.pii("VILLE", c.estab_town), ", le ", d.date(D.date_writing(c.care, dstyle(rng, ("compact", "compact_iso")))))
    d.p("Objet : ", *pat_name(d, rng, c, 1), ", né" + ("e" if c.sex == 2 else "") + " le ", ddn(d, rng, c, rng.choice(["long", "caps", "weekday"])))
    d.p("Cher confrère,")
    cim = rng.choice(CIM10)
    d.p("Je vous adresse ", "Madame " if c.sex == 2 else "Monsieur ", d.pii("NOM_PATIENT", c.surname.upper()), ", ", d.dec("AGE", "%d ans" % age(c, c.care)),
        ", pour avis concernant une ", cim[1], " (", d.dec("CIM10", cim[0]), "). Elle présente " if c.sex == 2 else "). Il présente ",
        "une dyspnée d'effort et des œdèmes, un ", d.dec("EPONYME", "syndrome de Cushing", ["Cushing"]), " a été écarté.")
    d.p("Traitement actuel : ", d.dec("MEDICAMENT", "Furosémide"), " ", d.dec("DOSE", "40 mg"), ", ", d.dec("MEDICAMENT", "Bisoprolol"), " ",
        d.dec("DOSE", "2,5 mg"), ". Dernière créatinine ", d.dec("RESULTAT", "%d µmol/L" % rng.randint(70, 160)), " le ",
        d.date(D.date_writing(c.care - dt.timedelta(days=12), "slash")), ".")
    d.p("Adresse : ", *addr_segs(d, c), ". Mutuelle : ", d.pii("MUTUELLE", c.mutuelle), ", adhérent n° ", d.pii("NUM_MUTUELLE", c.mutuelle_no), ".")
    d.p("Bien confraternellement.")
    d.p(d.pii("NOM_SOIGNANT", "Dr %s" % dr.surname.upper(), [dr.surname.upper()]), " — RPPS ", d.pii("RPPS", dr.rpps))
    page_meta(d, rng, c, dr)
    return d


def certificat(rng, c):
    d = Doc("certificat", "Certificat médical")
    dr = c.doctors[0]
    header(d, rng, c, "Consultations externes — médecine du sport")
    d.h2("CERTIFICAT MÉDICAL")
    d.p("Je soussigné(e), ", d.pii("NOM_SOIGNANT", doc_name(dr), [dr.surname.upper(), dr.first]), ", certifie avoir examiné ce jour ",
        *pat_name(d, rng, c, rng.choice([1, 2, 4])), ", né" + ("e" if c.sex == 2 else "") + " le ", ddn(d, rng, c, rng.choice(["yy", "dash", "dot", "long"])),
        " à ", d.pii("LIEU_NAISSANCE", c.birthplace), ", demeurant ", *addr_segs(d, c), ".")
    d.p("L'examen clinique de ce jour ne retrouve pas de contre-indication à la pratique de la randonnée en montagne. IMC ",
        d.dec("VALEUR", "%s kg/m²" % fmt(round(rng.uniform(19, 31), 1))), ", ECG sans particularité, pas de ", d.dec("EPONYME", "maladie de Crohn", ["Crohn"]), " évolutive.")
    d.p("Arrêt de travail de ", d.dec("VALEUR", "%d jours" % rng.randint(3, 21)), " à compter du ", d.date(D.date_writing(c.care, dstyle(rng))),
        ", selon le formulaire ", d.dec("VERSION", "cerfa n° 10170*05"), " transmis à la ", d.dec("ORGANISME", "CPAM"), ".")
    d.p("NIR de l'assuré : ", d.pii("NIR", c.nir_spaced))
    d.p("Certificat établi à la demande de l'intéressé" + ("e" if c.sex == 2 else "") + " et remis en main propre pour servir et valoir ce que de droit.")
    signature(d, rng, c, dr)
    footer(d, rng, c)
    page_meta(d, rng, c, dr)
    return d


def urgences(rng, c):
    d = Doc("urgences", "Compte rendu de passage aux urgences")
    dr = c.doctors[1]
    header(d, rng, c, "Structure des urgences adultes — SAU")
    d.h2("COMPTE RENDU DE PASSAGE AUX URGENCES")
    identity_block(d, rng, c)
    d.p("Arrivée le ", d.date(D.date_writing(c.care, "slash")), " à 22h14, amené" + ("e" if c.sex == 2 else "") + " par ", d.pii("TRANSPORTEUR", rng.choice(D.TRANSPORT)),
        " après appel au ", d.dec("NUM_NATIONAL", "centre 15"), ". N° de venue : ", d.pii("NUM_VENUE", "V" + D.digits(rng, 8)), ".")
    d.p("Tri IOA : ", d.dec("SCORE", "FRENCH %d" % rng.randint(2, 4)), ". Constantes : FC ", d.dec("VALEUR", "%d bpm" % rng.randint(60, 120)),
        ", SpO2 ", d.dec("VALEUR", "%d %%" % rng.randint(88, 99)), ", ", d.dec("SCORE", "Glasgow 15"), ", ", d.dec("SCORE", "EVA %d/10" % rng.randint(2, 9)), ".")
    d.p("Histoire : chute mécanique au domicile, personne de confiance : ", d.pii("NOM_PROCHE", "%s %s" % (c.relative[1], c.relative[2]), [c.relative[1]]),
        " (", c.relative[0], ") au ", d.pii("TELEPHONE", rng.choice(D.mobile(rng))), ".")
    d.p("Radiographie : fracture du col fémoral ", d.dec("EPONYME", "classification de Garden", ["Garden"]), " III (", d.dec("CIM10", "S72.00"), "). Antalgie par ",
        d.dec("MEDICAMENT", "Morphine"), " ", d.dec("DOSE", "3 mg"), " IV titration, ", d.dec("MEDICAMENT", "Paracétamol"), " ", d.dec("DOSE", "1 g"), ".")
    d.p("Orientation : hospitalisation en orthopédie, ", d.pii("SITE", c.site), ". Sortie des urgences le ",
        d.date(D.date_writing(c.care + dt.timedelta(days=1), rng.choice(["slash", "dot"]))), " à 03h10.")
    d.p("Médecin : ", d.pii("NOM_SOIGNANT", doc_name(dr), [dr.surname.upper()]), " — Interne : ", d.pii("NOM_SOIGNANT", "%s %s" % (c.doctors[2].first, c.doctors[2].surname), [c.doctors[2].surname]))
    footer(d, rng, c)
    page_meta(d, rng, c, dr)
    return d


def transmissions(rng, c):
    d = Doc("transmissions", "Transmissions infirmières")
    header(d, rng, c, "Unité de soins de suite et de réadaptation — 2e étage")
    d.h2("TRANSMISSIONS CIBLÉES")
    d.p("Patient" + ("e" if c.sex == 2 else "") + " : ", *pat_name(d, rng, c, 0), " — ", d.dec("SALLE", "Chambre %d" % rng.randint(101, 240)),
        " — DDN ", ddn(d, rng, c, rng.choice(["slash", "dot", "compact"])), " — IPP ", d.pii("IPP", c.ipp))
    rows = [["Date", "Heure", "Cible", "Données / Actions / Résultats", "IDE"]]
    days = care_dates(rng, c, 4)
    s = rng.choice(["slash", "dot", "yy", "dash"])
    targets = [("Douleur", lambda: ["douleur cotée ", d.dec("SCORE", "EVA %d/10" % rng.randint(2, 7)), ", ", d.dec("MEDICAMENT", "Paracétamol"), " ", d.dec("DOSE", "1 g"), " donné"]),
               ("Glycémie", lambda: ["dextro ", d.dec("RESULTAT", "%s g/L" % fmt(round(rng.uniform(0.8, 2.6), 2))), ", ", d.dec("MEDICAMENT", "Novorapid"), " ", d.dec("DOSE", "4 UI")]),
               ("Chute", lambda: ["retrouvé" + ("e" if c.sex == 2 else "") + " au sol, pas de plaie, ", d.pii("NOM_SOIGNANT", "Dr %s" % c.doctors[0].surname, [c.doctors[0].surname]), " prévenu"]),
               ("Élimination", lambda: ["pose ", d.dec("EPONYME", "sonde de Foley", ["Foley"]), " CH 16, diurèse ", d.dec("VALEUR", "%d mL" % rng.randint(400, 1800))]),
               ("Famille", lambda: ["appel de ", d.pii("NOM_PROCHE", "%s %s" % (c.relative[1], c.relative[2]), [c.relative[1]]), ", informé" ]),
               ("Cutané", lambda: ["escarre talon stade 2, score ", d.dec("SCORE", "Braden %d" % rng.randint(10, 18))])]
    for i in range(rng.randint(9, 16)):
        t, f = targets[i % len(targets)]
        n = c.nurses[i % 3]
        rows.append([d.date(D.date_writing(days[i // 4], s)), "%02dh%02d" % ([7, 11, 16, 21][i % 4], rng.randint(0, 59)), t, f(),
                     d.pii("NOM_SOIGNANT", "%s. %s" % (n.first[0], n.surname), [n.surname])])
    if len(rows) > 11:
        d.table(rows[:9], widths=[14, 8, 12, 52, 14])
        page2(d, rng, c, "Transmissions")
        d.table([rows[0]] + rows[9:], widths=[14, 8, 12, 52, 14])
    else:
        d.table(rows, widths=[14, 8, 12, 52, 14])
    d.p("Poids du jour : ", d.dec("POIDS", "%d kg" % rng.randint(45, 95)), ". Le ", d.word("meunier", "homonyme"), " du village est venu en visite.")
    footer(d, rng, c)
    page_meta(d, rng, c, c.doctors[0])
    return d


def transport(rng, c):
    tname = rng.choice(D.TRANSPORT)
    d = Doc("bon_transport", "Prescription médicale de transport")
    dr = c.doctors[0]
    d.h1("PRESCRIPTION MÉDICALE DE TRANSPORT")
    d.p("Modèle ", d.dec("VERSION", "cerfa n° 11574*04"), " — ", d.dec("ORGANISME", "Assurance Maladie"))
    d.table([["Assuré(e)", [*pat_name(d, rng, c, 2)]],
             ["N° d'immatriculation", d.pii("NIR", c.nir_spaced)],
             ["Date de naissance", ddn(d, rng, c, rng.choice(["slash", "yy", "dot"]))],
             ["Adresse", addr_segs(d, c)],
             ["Organisme complémentaire", [d.pii("MUTUELLE", c.mutuelle), " n° ", d.pii("NUM_MUTUELLE", c.mutuelle_no)]]], header=False, widths=[30, 70])
    d.p("Prescripteur : ", d.pii("NOM_SOIGNANT", doc_name(dr), [dr.surname.upper()]), ", RPPS ", d.pii("RPPS", dr.rpps), ", ", d.pii("ETABLISSEMENT", c.estab),
        " (FINESS ", d.pii("FINESS", c.finess), ").")
    d.p("Transport en ambulance, position allongée obligatoire, ", d.dec("DISPOSITIF", "oxygène 2 L/min"), ". Aller-retour du ",
        d.date(D.date_writing(c.care, dstyle(rng))), " pour séance de dialyse (", d.dec("CIM10", "N18.5"), ").")
    d.p("Transporteur : ", d.pii("TRANSPORTEUR", tname), " — SIRET ", d.pii("SIRET", D.siret(rng)), " — Tél. ", d.pii("TELEPHONE", rng.choice(D.phone_writings(rng))))
    d.p("Fait à ", d.pii("VILLE", c.estab_town), ", le ", d.date(D.date_writing(c.care - dt.timedelta(days=2), "slash")))
    page_meta(d, rng, c, dr)
    return d


def rcp(rng, c):
    d = Doc("rcp", "Fiche de réunion de concertation pluridisciplinaire")
    header(d, rng, c, "Centre de coordination en cancérologie — 3C")
    d.h2("FICHE RCP ONCOLOGIE THORACIQUE")
    d.p("Réunion du ", d.date(D.date_writing(c.care, rng.choice(["weekday", "slash", "long"]))), " — N° RCP : ", d.pii("NUM_RCP", "RCP-%d-%s" % (c.care.year, D.digits(rng, 5))))
    d.table([["Nom de naissance", "Nom d'usage", "Prénom", "Date de naissance"],
             [d.pii("NOM_PATIENT", (c.birth_name or c.surname).upper()), d.pii("NOM_PATIENT", c.surname.upper()), d.pii("PRENOM_PATIENT", c.first),
              ddn(d, rng, c, rng.choice(["slash", "iso", "dash"]))]])
    d.p("Médecin présentant : ", d.pii("NOM_SOIGNANT", doc_name(c.doctors[0]), [c.doctors[0].surname.upper()]), " — Médecin traitant : ",
        d.pii("NOM_SOIGNANT", doc_name(c.gp), [c.gp.surname.upper()]))
    d.p("Histologie : adénocarcinome, ", d.dec("TNM", "pT2aN1M0"), ", stade ", d.dec("TNM", "IIB"), ". ", d.dec("SCORE", "OMS 1"), ". PD-L1 ",
        d.dec("RESULTAT", "%d %%" % rng.randint(1, 80)), ". EGFR non muté. Code ", d.dec("CIM10", "C34.3"), ".")
    d.p("Proposition : chimiothérapie adjuvante par ", d.dec("MEDICAMENT", "cisplatine"), " ", d.dec("DOSE", "75 mg/m²"), " et ",
        d.dec("MEDICAMENT", "vinorelbine"), ", 4 cycles. Essai clinique : non. Référentiel ", d.dec("ORGANISME", "INCa"), ".")
    members = rng.sample(c.doctors + [c.gp], 3)
    d.p("Participants : ", *sum([[d.pii("NOM_SOIGNANT", "Dr %s" % m.surname, [m.surname]), ", "] for m in members], [])[:-1], ", ",
        d.pii("NOM_SOIGNANT", "%s %s" % (c.nurses[1].first, c.nurses[1].surname), [c.nurses[1].surname]), " (IDE de coordination).")
    if rng.random() < 0.6:
        page2(d, rng, c, "Fiche RCP")
        d.h2("Évolution récente (hospitalisation en cours)")
        evolution(d, rng, c, rng.randint(5, 7))
    d.p(("La patiente" if c.sex == 2 else "Le patient") + " a travaillé chez un ", d.word("marchand", "homonyme"), " de meubles. Prochaine RCP le ",
        d.date(D.date_writing(c.care + dt.timedelta(days=21), "slash")), ".")
    footer(d, rng, c)
    page_meta(d, rng, c, c.doctors[0])
    return d


def anapath(rng, c):
    d = Doc("anatomopathologie", "Compte rendu d'anatomie et cytologie pathologiques")
    pa = c.doctors[2]
    header(d, rng, c, "Service d'anatomie et cytologie pathologiques")
    d.h2("COMPTE RENDU ANATOMOPATHOLOGIQUE")
    d.p("Patient : ", *pat_name(d, rng, c, 3), " — DDN : ", ddn(d, rng, c, rng.choice(["compact", "dot", "slash"])), " — IPP ", d.pii("IPP", c.ipp))
    d.p("N° d'examen : ", d.pii("NUM_ACCESSION", "%s-H-%s" % (str(c.care.year)[2:], D.digits(rng, 5))), " — Prélèvement du ",
        d.date(D.date_writing(c.care, "slash")), " — Reçu le ", d.date(D.date_writing(c.care + dt.timedelta(days=1), "slash")))
    d.p("Préleveur : ", d.pii("NOM_SOIGNANT", doc_name(c.doctors[0]), [c.doctors[0].surname.upper()]))
    d.p("Macroscopie : pièce de tumorectomie de ", d.dec("VALEUR", "%d x %d x %d mm" % (rng.randint(20, 60), rng.randint(15, 40), rng.randint(10, 30))),
        ", lésion de ", d.dec("VALEUR", "%d mm" % rng.randint(8, 30)), ".")
    d.p("Microscopie : carcinome infiltrant de type non spécifique, grade ", d.dec("SCORE", "SBR II"), ", RE ", d.dec("RESULTAT", "90 %"),
        ", RP ", d.dec("RESULTAT", "40 %"), ", HER2 score ", d.dec("RESULTAT", "1+"), ", Ki67 ", d.dec("RESULTAT", "%d %%" % rng.randint(5, 40)), ".")
    d.p("Conclusion : ", d.dec("TNM", "pT1cN0(sn)"), ", marges saines (", d.dec("VALEUR", "4 mm"), "). Codes ADICAP ", d.dec("CODE", "BHRTA7E0"), ", CIM-10 ", d.dec("CIM10", "C50.4"), ".")
    d.p("Compte rendu validé par ", d.pii("NOM_SOIGNANT", "Pr %s %s" % (pa.first, pa.surname), [pa.surname]), ", RPPS ", d.pii("RPPS", pa.rpps), ".")
    footer(d, rng, c)
    page_meta(d, rng, c, pa)
    return d


def bulletin(rng, c):
    d = Doc("bulletin_situation", "Bulletin de situation")
    header(d, rng, c, "Bureau des admissions")
    d.h2("BULLETIN DE SITUATION")
    d.p("Je soussigné, directeur de l'établissement, certifie que :")
    d.table([["Nom", d.pii("NOM_PATIENT", c.surname.upper())], ["Prénom", d.pii("PRENOM_PATIENT", c.first)],
             ["Date de naissance", ddn(d, rng, c, rng.choice(["slash", "caps", "long"]))],
             ["N° de sécurité sociale", d.pii("NIR", c.nir_spaced)], ["IPP / NDA", [d.pii("IPP", c.ipp), " / ", d.pii("NDA", c.nda)]],
             ["Adresse", addr_segs(d, c)]], header=False, widths=[35, 65])
    s = rng.choice(["slash", "long", "dot"])
    d.p("a été hospitalisé" + ("e" if c.sex == 2 else "") + " du ", d.date(D.date_writing(c.care, s)), " au ",
        d.date(D.date_writing(c.care + dt.timedelta(days=rng.randint(2, 15)), s)), " dans le service de ", d.dec("SERVICE", "médecine gériatrique"),
        ". GHM ", d.dec("GHM", rng.choice(["04M05T", "08C48", "05M09Z", "23M20T"])), ".")
    d.p("Régime : ", d.dec("ORGANISME", "Assurance Maladie"), ", prise en charge à ", d.dec("VALEUR", "100 %"), ". Mutuelle : ", d.pii("MUTUELLE", c.mutuelle),
        ", n° adhérent ", d.pii("NUM_MUTUELLE", c.mutuelle_no), ".")
    d.p("Fait à ", d.pii("VILLE", c.estab_town), ", le ", d.date(D.date_writing(c.care, "slash")), ". Pour le directeur, ",
        d.pii("NOM_SOIGNANT", "Mme %s" % c.nurses[2].surname, [c.nurses[2].surname]), ", adjointe des cadres.")
    footer(d, rng, c)
    page_meta(d, rng, c, c.doctors[0])
    return d


def ehpad(rng, c):
    name = rng.choice(D.EHPAD)
    sname, sacr = rng.choice(D.SSIAD)
    d = Doc("ehpad_liaison", "Fiche de liaison EHPAD / domicile")
    d.h1(d.pii("ETABLISSEMENT", name))
    d.p(d.pii("ADRESSE_ETAB", c.estab_street), ", ", d.pii("ADRESSE_ETAB", c.estab_cp + " " + c.estab_town), " — ", d.pii("TELEPHONE", c.estab_phone[1]),
        " — FINESS ", d.pii("FINESS", c.finess))
    d.h2("FICHE DE LIAISON D'URGENCE")
    d.p("Résident" + ("e" if c.sex == 2 else "") + " : ", *pat_name(d, rng, c, rng.choice([0, 5])), " — DDN ", ddn(d, rng, c, rng.choice(["slash", "dot", "yy"])),
        " — ", d.dec("AGE", "%d ans" % age(c, c.care)))
    d.p("Chambre ", d.dec("SALLE", "n° %d" % rng.randint(1, 60)), " au rez-de-chaussée. Médecin traitant : ",
        d.pii("NOM_SOIGNANT", doc_name(c.gp), [c.gp.surname.upper()]), ", ", d.pii("TELEPHONE", c.estab_phone[3]))
    d.p("Personne de confiance : ", d.pii("NOM_PROCHE", "%s %s" % (c.relative[1], c.relative[2].upper()), [c.relative[1], c.relative[2].upper()]),
        " (", c.relative[0], ") — ", d.pii("TELEPHONE", rng.choice(D.mobile(rng))))
    d.p("Antécédents : ", d.dec("EPONYME", "maladie d'Alzheimer", ["Alzheimer"]), " (", d.dec("CIM10", "F03"), "), ", d.dec("SCORE", "GIR 2"),
        ", ", d.dec("SCORE", "MMSE 14/30"), ". Directives anticipées : oui, datées du ", d.date(D.date_writing(c.care - dt.timedelta(days=200), "slash")), ".")
    d.p("Suivi à domicile antérieur par ", d.pii("ETABLISSEMENT", sname), " (", d.pii("ACRONYME", sacr), "), aide-soignante référente ",
        d.pii("NOM_SOIGNANT", "%s %s" % (c.nurses[0].first, c.nurses[0].surname), [c.nurses[0].surname]), ", ADELI ", d.pii("ADELI", c.nurses[0].adeli), ".")
    d.p("Traitement : ", d.dec("MEDICAMENT", "Donépézil"), " ", d.dec("DOSE", "5 mg"), ", ", d.dec("MEDICAMENT", "Lévothyrox"), " ", d.dec("DOSE", "75 µg"),
        ". Ancien ", d.word("boulanger", "homonyme"), ", aime le pain frais.")
    d.p("Transfert le ", d.date(D.date_writing(c.care, rng.choice(["weekday", "slash"]))), " vers ", d.pii("ETABLISSEMENT", c.estab), ".")
    d.small(d.pii("ETABLISSEMENT", name), " — conformément aux recommandations de la ", d.dec("ORGANISME", "HAS"), " — appel du ", d.dec("NUM_NATIONAL", "3114"), " si détresse.")
    page_meta(d, rng, c, c.gp)
    return d


BUILDERS = [lettre_liaison, cro, consultation, biologie, imagerie, ordonnance, adressage, certificat, urgences,
            transmissions, transport, rcp, anapath, bulletin, ehpad]
