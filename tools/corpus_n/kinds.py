"""Thirteen document kinds, each a function (doc, ctx, rng) writing pages and registering truth."""
import datetime as dt

from . import ids, pools
from .ids import fmt_date, phone_fmt, nir_writings

NAME_STYLES = ["civ_UPPER_first", "first_last", "UPPER_comma_first", "UPPER_UPPER", "first_UPPER"]


# ------------------------------------------------------------------ helpers
def pname(d, c, r, style=None, civ=True, with_maiden=True):
    p = c["pat"]
    style = style or r.choice(NAME_STYLES)
    civs = ("M. " if p.sex == "M" else "Mme ") if civ else ""
    if style in ("civ_UPPER_first",):
        s = civs + d.P("NOM", "%s %s" % (p.LAST, p.first), [p.LAST, p.first], True, "patient")
    elif style == "first_last":
        s = civs + d.P("NOM", "%s %s" % (p.first, p.last), [p.first, p.last], True, "patient")
    elif style == "UPPER_comma_first":
        s = civs + d.P("NOM", "%s, %s" % (p.LAST, p.first), [p.LAST, p.first], True, "patient")
    elif style == "UPPER_UPPER":
        s = civs + d.P("NOM", "%s %s" % (p.LAST, p.first.upper()), [p.LAST, p.first.upper()], True, "patient")
    else:
        s = civs + d.P("NOM", "%s %s" % (p.first, p.LAST), [p.first, p.LAST], True, "patient")
    if with_maiden and p.maiden:
        s += " née " + d.P("NOM", p.maiden.upper(), None, True, "patient")
    return s


def surname(d, c, upper=True):
    p = c["pat"]
    return d.P("NOM", p.LAST if upper else p.last, None, True, "patient")


def bdate(d, c, style):
    return d.P("DATE_NAISSANCE", fmt_date(c["pat"].birth, style), None, True)


def cdate(d, date, style):
    return d.D(fmt_date(date, style))


def doc_name(d, p, style=0, title="Dr"):
    if style == 0:
        t = "%s %s" % (p.first, p.LAST)
    elif style == 1:
        t = "%s %s" % (p.LAST, p.first)
    elif style == 2:
        t = "%s. %s" % (p.first[0], p.last)
    else:
        t = "%s %s" % (p.first, p.last)
    parts = t.replace(". ", " ").split(" ")
    probes = [x for x in ([p.LAST, p.first, p.last]) if x in t]
    return (title + " " if title else "") + d.P("NOM", t, probes, False, "soignant")


def est_name(d, c, acro=False):
    e = c["est"]
    return d.P("ETABLISSEMENT", e["acro"] if acro else e["name"])


def est_address(d, c):
    e = c["est"]
    return "%s – %s" % (d.P("ADRESSE", e["street"]), d.P("ADRESSE", "%s %s" % (e["cp"], e["town"].upper()), [e["town"].upper()]))


def pat_address(d, c, upper_town=False):
    p = c["pat"]
    town = p.town.upper() if upper_town else p.town
    return d.P("ADRESSE", p.street, [p.street.split(" ", 1)[1]], False, "patient"), d.P("ADRESSE", "%s %s" % (p.cp, town), [town], False, "patient")


def tel(d, digits, style, who=""):
    return d.P("TELEPHONE", phone_fmt(digits, style), None, False, who)


def letterhead(d, c, r, service=None, acro_def=True):
    e = c["est"]
    name = est_name(d, c)
    if acro_def:
        name += " (" + est_name(d, c, True) + ")"
    d.title(name)
    if service:
        d.p(d.K("SERVICE", service) + " – " + est_address(d, c))
    else:
        d.p(est_address(d, c))
    d.p("Tél. : %s – Fax : %s – FINESS : %s" % (tel(d, e["phone"], r.randrange(5)), tel(d, e["fax"], r.randrange(5)),
                                                 d.P("FINESS", e["finess"])))
    d.hr()


def footer(d, c, r, page, n, version=True):
    e = c["est"]
    parts = [est_name(d, c, True) if r.random() < .7 else est_name(d, c), "Document confidentiel, soumis au secret médical",
             d.K("NUMERO", "Page %d/%d" % (page, n))]
    if version:
        parts.append(d.K("NUMERO", "Version %d – %d" % (r.randint(2, 7), r.choice([2022, 2023, 2024]))))
    d.small(" – ".join(parts))


def fait_a(d, c, r, date, style="long", town=None):
    town = town or c["est"]["town"]
    return "Fait à %s, le %s" % (d.P("VILLE", town), cdate(d, date, style))


def signature(d, p, r, title="Dr", spec=None, lower=False):
    lines = ["%s %s" % (title, d.P("NOM", "%s %s" % (p.first, p.LAST), [p.first, p.LAST], False, "soignant"))]
    if spec:
        lines.append(spec)
    if getattr(p, "rpps", None):
        lines.append("RPPS : " + d.P("RPPS", p.rpps))
    if lower:
        lines.append("Signé électroniquement par " + d.P("NOM", ("%s %s" % (p.first, p.last)).lower(), [p.last.lower()], False, "soignant"))
    d.right(lines)


def patient_box(d, c, r, dstyle=None, full=True):
    p = c["pat"]
    rows = [("Patient", pname(d, c, r, "civ_UPPER_first")),
            ("Date de naissance", bdate(d, c, dstyle or r.choice(["dmy", "iso", "dot", "compact"])))]
    if full:
        rows.append(("IPP", d.P("IPP", p.ipp, None, True)))
        rows.append(("N° de séjour", d.P("NDA", p.nda)))
    d.kv(rows)


def eponym(d, r, kind="disease"):
    return d.K("EPONYME", r.choice(pools.DISEASES if kind == "disease" else pools.SCORES))


def age(d, c, r):
    p = c["pat"]
    w = "âgé" if p.sex == "M" else "âgée"
    return "%s de %s" % (w, d.K("AGE", "%d ans" % p.age))


def some_dates(base, r, n, back=20):
    return sorted(base - dt.timedelta(days=r.randint(1, back)) for _ in range(n))


# ------------------------------------------------------------------ kinds
def lettre_liaison(d, c, r):
    p, e, dr, dr2 = c["pat"], c["est"], c["docs"][0], c["docs"][1]
    sortie = c["date"]
    adm = sortie - dt.timedelta(days=r.randint(3, 12))
    svc = r.choice(pools.SERVICES)
    letterhead(d, c, r, svc)
    d.right(["À l'attention du %s" % doc_name(d, c["gp"], 0), d.P("ADRESSE", c["gp"].street), d.P("ADRESSE", "%s %s" % (c["gp"].cp, c["gp"].town), [c["gp"].town])])
    d.h("LETTRE DE LIAISON À LA SORTIE")
    ds = r.choice(["long", "dmy", "wd"])
    d.p("Cher confrère, votre patient%s %s, né%s le %s (%s), a été hospitalisé%s dans notre service du %s au %s." % (
        "e" if p.sex == "F" else "", pname(d, c, r, "civ_UPPER_first"), "e" if p.sex == "F" else "", bdate(d, c, ds), age(d, c, r),
        "e" if p.sex == "F" else "", cdate(d, adm, ds), cdate(d, sortie, ds)))
    cim = r.choice(pools.CIM10)
    d.kv([("IPP / N° séjour", "%s / %s" % (d.P("IPP", p.ipp, None, True), d.P("NDA", p.nda))),
          ("NIR", d.P("NIR", nir_writings(p.nir, r.randrange(4)), None, True)),
          ("Motif", "%s (%s)" % (cim[1], d.K("CODE", cim[0]))),
          ("Mode de sortie", "Retour à domicile")])
    d.h("Antécédents")
    d.p("Hypertension artérielle, %s (diagnostic posé en %d). Ancien métier : %s. Vit à %s%s. Personne de confiance : %s (%s), joignable au %s." % (
        eponym(d, r), r.randint(1995, 2020), d.O(c["homonym"]),
        d.P("VILLE", p.town), r.choice([", en famille", " avec son chien", "", " en maison individuelle"]), d.P("NOM", "%s %s" % (c["rel"].first, c["rel"].LAST), [c["rel"].first, c["rel"].LAST], False, "proche"),
        c["rel"].link, tel(d, c["rel"].phone, r.randrange(5), "proche")))
    d.h("Histoire de la maladie et évolution")
    d.p("Admission via les urgences, %s à 15. Poids %s, taille %s. Bilan initial : CRP à %s, %s négatif. Évolution favorable sous antibiothérapie ; apyrexie obtenue à J3. Examen neurologique sans particularité, pas de %s." % (
        d.K("EPONYME", "score de Glasgow"), d.K("MESURE", "%d kg" % r.randint(52, 96)), d.K("MESURE", "1,%02d m" % r.randint(52, 88)),
        d.K("BIOLOGIE", "%d mg/L" % r.randint(20, 180)), d.K("EPONYME", "signe de Murphy"), d.K("EPONYME", "signe de Babinski")))
    footer(d, c, r, 1, 2)
    d.newpage()
    d.small("%s – né%s le %s – IPP %s" % (pname(d, c, r, "UPPER_UPPER", civ=False, with_maiden=False), "e" if p.sex == "F" else "",
                                        bdate(d, c, "dmy"), d.P("IPP", p.ipp, None, True)))
    d.h("Traitement de sortie")
    drugs = r.sample(pools.DRUGS, 4)
    d.table(["Médicament", "Posologie", "ATC"], [(d.K("MEDICAMENT", a), b, d.K("CODE", k)) for a, k, b in drugs], [0.38, 0.47, 0.15])
    d.h("Suites")
    d.p("Consultation de contrôle avec le %s le %s. Prise de sang à J7 par %s, IDE libérale, %s. En cas de signe de gravité, appeler le %s." % (
        doc_name(d, dr2, 0), cdate(d, sortie + dt.timedelta(days=r.randint(20, 40)), r.choice(["dmy", "long", "dmy_short"])),
        d.P("NOM", "%s %s" % (c["nurse"].first, c["nurse"].LAST), [c["nurse"].first, c["nurse"].LAST], False, "soignant"),
        "ADELI " + d.P("ADELI", c["nurse"].adeli), d.K("NUMERO", "15")))
    d.p("Contact patient : %s – %s" % (tel(d, p.mobile, r.randrange(5), "patient"), d.P("EMAIL", p.email, None, True, "patient")))
    d.right([fait_a(d, c, r, sortie)])
    signature(d, dr, r, "Dr", "Praticien hospitalier", lower=r.random() < .5)
    footer(d, c, r, 2, 2)
    d.metadata("Title", "Lettre de liaison %s %s" % (p.LAST, p.first), [p.LAST, p.first])


def cro(d, c, r):
    p, dr, an = c["pat"], c["docs"][0], c["docs"][1]
    date = c["date"]
    letterhead(d, c, r, "Bloc opératoire central")
    d.h("COMPTE RENDU OPÉRATOIRE")
    ccam = r.choice(pools.CCAM)
    d.kv([("Opéré(e)", pname(d, c, r, r.choice(NAME_STYLES))), ("Né(e) le", bdate(d, c, r.choice(["dmy_short", "LONG", "dash"]))),
          ("IPP", d.P("IPP", p.ipp, None, True)), ("Venue", d.P("NDA", p.nda)),
          ("Date d'intervention", cdate(d, date, r.choice(["dmy", "wd", "iso"]))),
          ("Opérateur", doc_name(d, dr, 1)), ("Anesthésiste", doc_name(d, an, 0)),
          ("IBODE", d.P("NOM", "%s %s" % (c["nurse"].first, c["nurse"].LAST), [c["nurse"].first, c["nurse"].LAST], False, "soignant")),
          ("Acte CCAM", "%s – %s" % (d.K("CODE", ccam[0]), ccam[1]))], 120)
    d.h("Indication")
    d.p("Patient%s %s, ASA 2, présentant un tableau douloureux avec %s positif. Décision opératoire prise en réunion le %s." % (
        "e" if p.sex == "F" else "", age(d, c, r), d.K("EPONYME", "signe de Murphy"), cdate(d, date - dt.timedelta(days=r.randint(2, 9)), "dmy")))
    d.h("Description")
    d.p("Installation en décubitus dorsal, anesthésie générale. Open cœlioscopie ombilicale, pneumopéritoine à 12 mmHg. Mise en place de 3 trocarts. Exploration : pas de carcinose, foie d'aspect normal. Dissection du triangle de Calot, clips sur le canal cystique et l'artère cystique. Hémostase soigneuse. Mise en place d'un %s. Fermeture aponévrotique au fil résorbable.  Durée : %s." % (
        d.K("DISPOSITIF", "drain de Redon"), d.K("MESURE", "%d min" % r.randint(45, 140))))
    d.p("Pertes sanguines estimées : %s. Lot du matériel implanté : %s." % (d.K("MESURE", "%d mL" % r.randint(20, 300)), d.K("CODE", "LOT %s%d" % (r.choice("ABCFK"), r.randint(10000, 99999)))))
    footer(d, c, r, 1, 2, False)
    d.newpage()
    d.small("CRO – %s – %s – page 2" % (pname(d, c, r, "UPPER_comma_first", civ=False, with_maiden=False), bdate(d, c, "dmy")))
    d.h("Consignes post-opératoires")
    d.p("Lever à J0 au soir, reprise alimentaire à J1. %s pendant 10 jours. Ablation du drain à J2 si débit inférieur à 50 mL. Antalgiques de palier 1. Surveillance du %s." % (
        d.K("MEDICAMENT", "Enoxaparine 4000 UI/0,4 mL"), d.K("EPONYME", "score de Wells")))
    d.p("Rendez-vous de contrôle avec le %s à 1 mois. Secrétariat de chirurgie : %s." % (doc_name(d, dr, 0), tel(d, c["est"]["phone"], r.randrange(5))))
    d.right([fait_a(d, c, r, date, "dmy")])
    signature(d, dr, r, "Pr" if r.random() < .4 else "Dr", "Chirurgien viscéral", lower=True)
    footer(d, c, r, 2, 2, False)
    d.metadata("Author", "Dr %s %s" % (dr.first, dr.LAST), [dr.LAST])


def consultation(d, c, r):
    p, dr = c["pat"], c["docs"][0]
    date = c["date"]
    letterhead(d, c, r, r.choice(pools.SERVICES))
    d.right(["%s, le %s" % (d.P("VILLE", c["est"]["town"]), cdate(d, date, "long")),
             "Docteur %s" % d.P("NOM", "%s %s" % (c["gp"].first, c["gp"].LAST), [c["gp"].first, c["gp"].LAST], False, "soignant"),
             d.P("ADRESSE", c["gp"].street), d.P("ADRESSE", "%s %s" % (c["gp"].cp, c["gp"].town.upper()), [c["gp"].town.upper()])])
    d.h("Compte rendu de consultation du %s" % cdate(d, date, r.choice(["dmy", "wd"])))
    d.p("Objet : %s, né%s le %s – IPP %s" % (pname(d, c, r, r.choice(NAME_STYLES)), "e" if p.sex == "F" else "",
                                           bdate(d, c, r.choice(["long", "LONG", "wd", "dmy_short"])), d.P("IPP", p.ipp, None, True)))
    d.p("Mon cher confrère, j'ai revu en consultation votre patient%s, %s, suivi%s pour %s. Il n'y a pas eu de nouvel épisode depuis le %s. Le %s reste stable." % (
        "e" if p.sex == "F" else "", age(d, c, r), "e" if p.sex == "F" else "", eponym(d, r),
        cdate(d, date - dt.timedelta(days=r.randint(40, 300)), r.choice(["dmy", "long"])), eponym(d, r, "score")))
    d.p("Mode de vie : exerce comme %s, non fumeur, activité physique régulière." % d.O(r.choice(["boulanger", "berger", "jardinier", "charpentier", "boucher"])))
    d.p("Examen clinique : TA %s, FC %s, poids %s. Auscultation cardio-pulmonaire normale. Pas d'œdème des membres inférieurs." % (
        d.K("MESURE", "%d/%d mmHg" % (r.randint(110, 160), r.randint(60, 95))), d.K("MESURE", "%d bpm" % r.randint(55, 98)), d.K("MESURE", "%d kg" % r.randint(48, 110))))
    drug = r.choice(pools.DRUGS)
    d.p("Conclusion : poursuite du traitement par %s, %s. Contrôle biologique dans 3 mois (%s). Prochain rendez-vous le %s." % (
        d.K("MEDICAMENT", drug[0]), drug[2], d.K("CODE", "HbA1c LOINC 4548-4"), cdate(d, date + dt.timedelta(days=r.randint(60, 200)), r.choice(["dmy", "dot"]))))
    d.p("Copie : patient%s – %s, %s" % ("e" if p.sex == "F" else "", *pat_address(d, c, True)))
    signature(d, dr, r, "Dr", "Ancien chef de clinique", lower=False)
    footer(d, c, r, 1, 1)
    if r.random() < .5:
        d.metadata("Subject", "Consultation %s %s" % (p.first, p.LAST), [p.LAST])


def biologie(d, c, r):
    p, bio = c["pat"], c["docs"][0]
    e = c["est"]
    date = c["date"]
    npages = r.choice([2, 2, 3])
    dossier = "%02d%02d%02d-%04d" % (date.year % 100, date.month, date.day, r.randint(1, 9999))
    panels = [("HÉMATOLOGIE", [("Hémoglobine", "g/dL", (11.5, 17.0), "13,0 – 17,0"), ("Leucocytes", "G/L", (3.0, 14.0), "4,0 – 10,0"),
                               ("Plaquettes", "G/L", (120, 450), "150 – 400")]),
              ("BIOCHIMIE", [("Sodium", "mmol/L", (132, 146), "136 – 145"), ("Potassium", "mmol/L", (3.2, 5.6), "3,5 – 5,1"),
                             ("Créatinine", "µmol/L", (50, 180), "59 – 104"), ("CRP", "mg/L", (1, 90), "0,0 – 5,0"),
                             ("ALAT", "UI/L", (8, 90), "7 – 41")]),
              ("ENDOCRINOLOGIE", [("TSH", "mUI/L", (0.2, 6.0), "0,27 – 4,20"), ("HbA1c", "%", (5.0, 9.5), "4,0 – 6,0")])]
    prel = date - dt.timedelta(days=1)
    for pg in range(npages):
        d.title(est_name(d, c) + (" (" + est_name(d, c, True) + ")" if pg == 0 else ""))
        d.p("Site : %s – %s – SIRET %s" % (d.P("VILLE", e["town"]), est_address(d, c), d.P("SIRET", e["siret"])))
        d.p("Biologiste responsable : %s – Tél. %s – %s" % (doc_name(d, bio, 0), tel(d, e["phone"], r.randrange(5)), d.P("EMAIL", "contact@" + e["domain"], None, True)))
        d.hr()
        d.table(["Dossier", "Nom de naissance", "Prénom", "Date de naissance", "Sexe"],
                [(d.P("ID", dossier, None, False, "dossier labo"), d.P("NOM", p.maiden.upper() if p.maiden else p.LAST, None, True, "patient"),
                  d.P("NOM", p.first, None, True, "patient"), bdate(d, c, ["dmy", "dot", "iso"][pg]), p.sex)], [0.18, 0.25, 0.2, 0.22, 0.15])
        if pg == 0:
            d.p("Nom d'usage : %s – Prélevé le %s à 08 h 12 – Reçu le %s – Prescripteur : %s" % (
                surname(d, c), cdate(d, prel, "dmy"), cdate(d, prel, "dmy_short"), doc_name(d, c["gp"], 3)))
            d.p("Adresse : %s, %s – NIR %s" % (*pat_address(d, c), d.P("NIR", nir_writings(p.nir, 1), None, True)))
        if pg < len(panels):
            title, rows = panels[pg]
            d.h(title)
            trows = []
            for nm, unit, (lo, hi), ref in rows:
                v = r.uniform(lo, hi)
                val = ("%.1f" % v if hi < 20 else "%d" % v).replace(".", ",")
                trows.append((nm, d.K("BIOLOGIE", val), unit, d.K("BIOLOGIE", ref), d.K("CODE", pools.LOINC[nm])))
            d.table(["Analyse", "Résultat", "Unité", "Valeurs de référence", "LOINC"], trows, [0.3, 0.15, 0.15, 0.25, 0.15])
            d.p("Antériorité du %s : résultats comparables." % cdate(d, prel - dt.timedelta(days=r.randint(30, 400)), r.choice(["dmy", "long", "compact"])))
        else:
            d.h("Commentaires")
            d.p("Hémolyse légère, sans impact sur le potassium. Résultats transmis au prescripteur par messagerie sécurisée. Compte rendu validé par %s." % doc_name(d, bio, 2))
        d.small("Accréditation COFRAC n° %s – portée disponible sur www.cofrac.fr – %s" % (d.K("NUMERO", "8-%04d" % r.randint(1000, 4000)), d.K("NUMERO", "Page %d/%d" % (pg + 1, npages))))
        if pg < npages - 1:
            d.newpage()
    d.metadata("Keywords", "%s; %s; biologie" % (p.LAST, dossier), [p.LAST])


def imagerie(d, c, r):
    p, rad = c["pat"], c["docs"][0]
    date = c["date"]
    letterhead(d, c, r, None)
    acc = "A%d%06d" % (date.year % 100, r.randint(1, 999999))
    d.kv([("Patient", pname(d, c, r, r.choice(NAME_STYLES))), ("Né(e) le", bdate(d, c, r.choice(["dmy", "wd", "dash"]))),
          ("N° d'examen", d.P("ID", acc, None, False, "accession")), ("Date de l'examen", cdate(d, date, r.choice(["dmy", "long", "iso"]))),
          ("Médecin demandeur", doc_name(d, c["gp"], 0))])
    ccam = r.choice(pools.CCAM[3:])
    d.h("SCANNER THORACO-ABDOMINO-PELVIEN AVEC INJECTION")
    d.p("Indication : bilan d'une altération de l'état général chez un%s patient%s %s. Acte : %s." % (
        "e" if p.sex == "F" else "", "e" if p.sex == "F" else "", age(d, c, r), d.K("CODE", ccam[0])))
    d.p("Technique : acquisition hélicoïdale après injection de 90 mL d'%s. PDL : %s. Comparaison avec l'examen du %s." % (
        d.K("MEDICAMENT", "iohexol 350 mg I/mL"), d.K("MESURE", "%d mGy.cm" % r.randint(300, 900)), cdate(d, date - dt.timedelta(days=r.randint(90, 700)), r.choice(["dmy", "dmy_short"]))))
    d.h("Résultats")
    d.p("Nodule pulmonaire du lobe supérieur droit de %s, stable. Pas d'épanchement pleural. Foie de taille normale, sans lésion focale. Vésicule alithiasique. Absence d'adénomégalie. Discopathie L4-L5 et %s." % (
        d.K("MESURE", "%d mm" % r.randint(4, 14)), d.K("EPONYME", "maladie de Baastrup")))
    d.h("Conclusion")
    d.p("Stabilité du nodule pulmonaire. Contrôle proposé selon les recommandations de la %s." % d.K("INSTITUTION", "Haute Autorité de Santé"))
    d.right(["Compte rendu dicté par le %s" % doc_name(d, rad, 0, "Dr"), "Validé le %s" % cdate(d, date, "dmy")])
    d.small("%s – %s – %s – %s" % (est_name(d, c, True), "RPPS du radiologue : " + d.P("RPPS", rad.rpps),
                                   d.P("EMAIL", "secretariat@" + c["est"]["domain"], None, True), d.K("NUMERO", "Page 1/1")))
    if r.random() < .6:
        d.metadata("Author", "%s %s" % (rad.first, rad.LAST), [rad.LAST])


def ordonnance(d, c, r):
    p, dr = c["pat"], c["gp"]
    date = c["date"]
    e = c["est"]
    d.title("%s" % est_name(d, c))
    d.p("Docteur %s – Médecine générale" % d.P("NOM", "%s %s" % (dr.first, dr.LAST), [dr.first, dr.LAST], False, "soignant"))
    d.p("%s – %s" % (d.P("ADRESSE", dr.street), d.P("ADRESSE", "%s %s" % (dr.cp, dr.town), [dr.town])))
    d.p("Tél. %s – RPPS %s – Conventionné secteur 1 – %s" % (tel(d, dr.phone, r.randrange(5)), d.P("RPPS", dr.rpps), d.K("INSTITUTION", "Assurance Maladie")))
    d.hr()
    d.right([fait_a(d, c, r, date, r.choice(["dmy", "long"]), dr.town)])
    d.p("%s – %s" % (pname(d, c, r, r.choice(NAME_STYLES)), age(d, c, r)))
    d.p("Date de naissance : %s – Poids : %s" % (bdate(d, c, r.choice(["dmy", "dmy_short", "long"])), d.K("MESURE", "%d kg" % r.randint(40, 105))))
    d.p("N° ordonnance : %s" % d.P("ID", "ORD-%d-%06d" % (date.year, r.randint(1, 999999)), None, False, "ordonnance"))
    d.h("ORDONNANCE")
    for name, atc, pos in r.sample(pools.DRUGS, r.randint(3, 5)):
        d.p("%s (%s)  –  %s. QSP 3 mois." % (d.K("MEDICAMENT", name), d.K("CODE", atc), pos))
    d.p("Code UCD pour le premier médicament : %s" % d.K("CODE", "34008%08d" % r.randint(10 ** 7, 10 ** 8 - 1)))
    d.p("Ne pas substituer (mention manuscrite absente). En cas d'urgence : %s." % d.K("NUMERO", "112"))
    d.right(["Dr %s" % d.P("NOM", dr.LAST, None, False, "soignant")])
    d.small("Membre d'une association de gestion agréée – le règlement des honoraires par chèque est accepté.")


def adressage(d, c, r):
    p, gp, spe = c["pat"], c["gp"], c["docs"][0]
    date = c["date"]
    d.title("%s (%s)" % (est_name(d, c), est_name(d, c, True)))
    d.p("Dr %s – Dr %s – médecins généralistes" % (d.P("NOM", "%s %s" % (gp.first, gp.LAST), [gp.first, gp.LAST], False, "soignant"),
                                                   d.P("NOM", "%s %s" % (c["docs"][1].first, c["docs"][1].LAST), [c["docs"][1].first, c["docs"][1].LAST], False, "soignant")))
    d.p("%s – Tél. %s – SIRET %s" % (est_address(d, c), tel(d, c["est"]["phone"], r.randrange(5)), d.P("SIRET", c["est"]["siret"])))
    d.hr()
    d.right(["Le %s" % cdate(d, date, r.choice(["long", "wd"])), "Docteur %s" % d.P("NOM", "%s %s" % (spe.first, spe.LAST), [spe.first, spe.LAST], False, "soignant"), "Cardiologue"])
    d.p("Cher confrère,")
    d.p("Je vous adresse %s, né%s le %s, domicilié%s %s, %s, pour avis concernant une dyspnée d'effort d'aggravation progressive. Tél. : %s." % (
        pname(d, c, r, r.choice(["first_last", "first_UPPER"])), "e" if p.sex == "F" else "", bdate(d, c, r.choice(["long", "dmy", "dmy_short"])),
        "e" if p.sex == "F" else "", *pat_address(d, c), tel(d, p.fixe, r.randrange(5), "patient")))
    d.p("Antécédents : %s, %s. %s depuis %d. Dernière hospitalisation du %s au %s au %s." % (
        eponym(d, r), d.K("CODE", "CIM-10 I48.1"), d.K("MEDICAMENT", "Apixaban 5 mg"), r.randint(2015, 2023),
        cdate(d, date - dt.timedelta(days=220), "dmy"), cdate(d, date - dt.timedelta(days=214), "dmy"), d.K("SERVICE", "Service de cardiologie")))
    d.p("ECG ce jour : ACFA à %s. Je vous remercie de le recevoir rapidement ; une échographie (%s) me semble utile." % (
        d.K("MESURE", "%d bpm" % r.randint(90, 130)), d.K("CODE", "DZQM006")))
    d.p("Bien confraternellement.")
    d.right(["Dr %s" % d.P("NOM", gp.LAST, None, False, "soignant"), "RPPS %s" % d.P("RPPS", gp.rpps)])
    d.small("Carte Vitale lue le %s – NIR %s – %s n° %s" % (cdate(d, date, "dmy"), d.P("NIR", nir_writings(p.nir, 2), None, True), p.mut, d.P("ID", p.mutnum, None, False, "mutuelle")))


def transfert(d, c, r):
    p, dr = c["pat"], c["docs"][0]
    date = c["date"]
    letterhead(d, c, r, "Unité de soins continus")
    d.h("FICHE DE TRANSFERT INTER-ÉTABLISSEMENT")
    dest = r.choice([("Clinique Saint-Roch des Pins", "CSRP"), ("Centre de rééducation Les Embruns", "CRLE")])
    d.kv([("Nom d'usage", surname(d, c)), ("Nom de naissance", d.P("NOM", (p.maiden or p.last).upper(), None, True, "patient")),
          ("Prénom(s)", d.P("NOM", p.first, None, True, "patient")), ("Date de naissance", bdate(d, c, r.choice(["dmy", "compact", "iso"]))),
          ("INS (matricule)", d.P("INS", p.nir, None, True)), ("IPP / NDA", "%s / %s" % (d.P("IPP", p.ipp, None, True), d.P("NDA", p.nda))),
          ("Adresse", "%s, %s" % pat_address(d, c, True)),
          ("Établissement d'accueil", d.P("ETABLISSEMENT", dest[0])),
          ("Date et heure du transfert", "%s à 14 h 30" % cdate(d, date, r.choice(["dmy", "wd"])))], 150)
    d.h("Motif et résumé")
    d.p("Patient%s %s, hospitalisé%s depuis le %s pour %s. Transfert pour poursuite de la rééducation. %s : 15. Allergie : pénicilline." % (
        "e" if p.sex == "F" else "", age(d, c, r), "e" if p.sex == "F" else "", cdate(d, date - dt.timedelta(days=r.randint(5, 30)), r.choice(["long", "dmy_short"])),
        d.K("CODE", "S72.0"), d.K("EPONYME", "score de Glasgow")))
    d.p("Dispositifs : %s. Risque d'escarre évalué par l'%s (score 14)." % (d.K("DISPOSITIF", r.choice(pools.DEVICES)), d.K("EPONYME", "échelle de Norton")))
    footer(d, c, r, 1, 2)
    d.newpage()
    d.small("Transfert – %s – DDN %s" % (pname(d, c, r, "UPPER_UPPER", civ=False, with_maiden=False), bdate(d, c, "dmy")))
    d.h("Traitements en cours")
    d.table(["Médicament", "Posologie", "Dernière prise"], [(d.K("MEDICAMENT", a), b, cdate(d, date, "dmy") + " 08 h") for a, k, b in r.sample(pools.DRUGS, 3)], [0.35, 0.45, 0.2])
    d.h("Contacts")
    rel = c["rel"]
    d.kv([("Personne à prévenir", "%s (%s) – %s" % (d.P("NOM", "%s %s" % (rel.LAST, rel.first), [rel.LAST, rel.first], False, "proche"), rel.link, tel(d, rel.phone, r.randrange(5), "proche"))),
          ("Médecin traitant", doc_name(d, c["gp"], 0)),
          ("Médecin transférant", "%s – %s" % (doc_name(d, dr, 1), d.P("EMAIL", __import__("tools.corpus_n.content", fromlist=["em"]).em(dr, c["est"]["domain"]), None, True, "soignant"))),
          ("IDE référente", "%s – poste 4521" % d.P("NOM", "%s %s" % (c["nurse"].first, c["nurse"].last), [c["nurse"].first, c["nurse"].last], False, "soignant"))], 150)
    d.right([fait_a(d, c, r, date, "dmy")])
    signature(d, dr, r, "Dr", None, lower=False)
    footer(d, c, r, 2, 2)
    d.metadata("Title", "Transfert %s" % p.LAST, [p.LAST])


def certificat(d, c, r):
    p, dr = c["pat"], c["gp"]
    date = c["date"]
    d.title("Docteur %s" % d.P("NOM", "%s %s" % (dr.first, dr.LAST), [dr.first, dr.LAST], False, "soignant"))
    d.p("Médecin généraliste – %s" % est_name(d, c))
    d.p("%s – %s – Tél. %s" % (d.P("ADRESSE", dr.street), d.P("ADRESSE", "%s %s" % (dr.cp, dr.town), [dr.town]), tel(d, dr.phone, r.randrange(5))))
    d.p("N° RPPS : %s – N° FINESS : %s" % (d.P("RPPS", dr.rpps), d.P("FINESS", c["est"]["finess"])))
    d.hr()
    d.h("CERTIFICAT MÉDICAL")
    d.p("Je soussigné%s, Docteur %s, certifie avoir examiné ce jour %s, né%s le %s, demeurant %s à %s." % (
        "e" if dr.sex == "F" else "", d.P("NOM", "%s %s" % (dr.first, dr.LAST), [dr.first, dr.LAST], False, "soignant"),
        pname(d, c, r, r.choice(["civ_UPPER_first", "first_UPPER"])), "e" if p.sex == "F" else "", bdate(d, c, r.choice(["long", "LONG", "dmy"])),
        d.P("ADRESSE", p.street, [p.street.split(" ", 1)[1]], False, "patient"), d.P("VILLE", p.town)))
    d.p("L'examen clinique ne retrouve pas de contre-indication apparente à la pratique du football en compétition. Vaccinations à jour. Dernier examen cardiologique le %s." % cdate(d, date - dt.timedelta(days=r.randint(100, 500)), "dmy"))
    d.p("Certificat établi à la demande de l'intéressé%s et remis en main propre pour faire valoir ce que de droit." % ("e" if p.sex == "F" else ""))
    d.right([fait_a(d, c, r, date, r.choice(["dmy", "long"]), dr.town), "Dr %s" % d.P("NOM", dr.LAST, None, False, "soignant")])
    d.small("Conformément aux recommandations de l'%s – modèle %s" % (d.K("INSTITUTION", "Ordre des médecins"), d.K("NUMERO", "Version 2 – 2023")))
    if r.random() < .7:
        d.metadata("Author", "%s %s" % (dr.first, dr.LAST), [dr.LAST])


def transport(d, c, r):
    p, dr = c["pat"], c["docs"][0]
    date = c["date"]
    letterhead(d, c, r, "Service de néphrologie – dialyse")
    d.h("PRESCRIPTION MÉDICALE DE TRANSPORT")
    d.small("Modèle %s – articles R. 322-10 et suivants du code de la sécurité sociale" % d.K("NUMERO", "cerfa n°11574*04"))
    d.kv([("Assuré(e)", pname(d, c, r, r.choice(NAME_STYLES))), ("Numéro d'immatriculation", d.P("NIR", nir_writings(p.nir, r.choice([0, 3])), None, True)),
          ("Date de naissance", bdate(d, c, r.choice(["dmy", "dmy_short", "dot"]))),
          ("Adresse", "%s – %s" % pat_address(d, c, True)), ("Téléphone", tel(d, p.mobile, r.randrange(5), "patient")), ("Courriel", d.P("EMAIL", p.email, None, True, "patient")),
          ("Organisme complémentaire", "%s – adhérent n° %s" % (p.mut, d.P("ID", p.mutnum, None, False, "mutuelle")))], 160)
    d.h("Transport prescrit")
    comp = r.choice([("Ambulances Taxi du Littoral", "ATL"), ("Transports sanitaires Horizon Santé", "TSHS")])
    d.p("Mode : ambulance, position allongée obligatoire. Trajet aller-retour domicile – %s pour séances de dialyse, 3 fois par semaine du %s au %s. Transport en série. Entreprise choisie par le patient : %s, agrément %s." % (
        est_name(d, c, True), cdate(d, date, "dmy"), cdate(d, date + dt.timedelta(days=90), "dmy"), d.P("ETABLISSEMENT", comp[0]),
        d.K("NUMERO", "ARS n° %d" % r.randint(100, 999))))
    d.p("En lien avec une affection de longue durée (ALD n° 19) – %s. Accord préalable de l'%s non requis." % (d.K("CODE", "N18.5"), d.K("INSTITUTION", "Assurance Maladie")))
    d.right([fait_a(d, c, r, date, "dmy")])
    signature(d, dr, r, "Dr", "Néphrologue", lower=r.random() < .5)
    footer(d, c, r, 1, 1)


def demande_examen(d, c, r):
    p, dr = c["pat"], c["docs"][0]
    date = c["date"]
    letterhead(d, c, r, r.choice(pools.SERVICES))
    d.h("DEMANDE D'EXAMEN D'IMAGERIE")
    rid = "DI%d%05d" % (date.year, r.randint(1, 99999))
    d.table(["Identité", "Naissance", "IPP", "Chambre"],
            [(pname(d, c, r, "UPPER_comma_first", civ=False, with_maiden=False), bdate(d, c, r.choice(["dmy", "iso", "compact"])), d.P("IPP", p.ipp, None, True), "%d" % r.randint(101, 450))],
            [0.35, 0.25, 0.25, 0.15])
    d.kv([("N° de demande", d.P("ID", rid, None, False, "demande")), ("Épisode", d.P("NDA", p.nda)),
          ("Matricule INS", d.P("INS", nir_writings(p.nir, 0), None, True)),
          ("Examen demandé", "IRM cérébrale sans et avec injection (%s)" % d.K("CODE", "ACQJ002")),
          ("Date souhaitée", cdate(d, date + dt.timedelta(days=r.randint(1, 10)), r.choice(["dmy", "wd", "dmy_short"]))),
          ("Renseignements cliniques", "suspicion de %s, troubles mnésiques depuis 6 mois" % d.K("EPONYME", "maladie d'Alzheimer")),
          ("Contre-indications", "pas de %s ; créatinine %s le %s" % (d.K("DISPOSITIF", "stimulateur cardiaque double chambre"), d.K("BIOLOGIE", "%d µmol/L" % r.randint(55, 120)), cdate(d, date - dt.timedelta(days=3), "dmy"))),
          ("Poids / taille", "%s / %s" % (d.K("MESURE", "%d kg" % r.randint(50, 95)), d.K("MESURE", "%d cm" % r.randint(150, 190)))),
          ("Médecin demandeur", "%s – bip 3412 – RPPS %s" % (doc_name(d, dr, 0), d.P("RPPS", dr.rpps)))], 160)
    d.p("Métier exercé : %s ; vit seul%s. Patient%s à jeun. Transport : fauteuil. Prévenir la famille, %s, au %s." % (
        d.O(r.choice(["meunier", "mercier", "tailleur", "couturier"])), "e" if p.sex == "F" else "", "e" if p.sex == "F" else "", d.P("NOM", "%s %s" % (c["rel"].first, c["rel"].last), [c["rel"].first, c["rel"].last], False, "proche"), tel(d, c["rel"].phone, r.randrange(5), "proche")))
    d.right(["Date de la demande : %s" % cdate(d, date, "dmy"), "Signature : %s" % d.P("NOM", ("%s %s" % (dr.first[0], dr.last)).lower(), [dr.last.lower()], False, "soignant")])
    footer(d, c, r, 1, 1)


def hdj(d, c, r):
    p, dr = c["pat"], c["docs"][0]
    date = c["date"]
    letterhead(d, c, r, "Hôpital de jour d'oncologie")
    d.h("FEUILLE DE SORTIE – HOSPITALISATION DE JOUR")
    d.kv([("Patient(e)", pname(d, c, r, r.choice(NAME_STYLES))), ("Né(e) le", bdate(d, c, r.choice(["wd", "long", "dmy"]))),
          ("INS", "%s (OID %s)" % (d.P("INS", p.nir, None, True), d.K("NUMERO", "1.2.250.1.213.1.4.8"))),
          ("IPP", d.P("IPP", p.ipp, None, True)), ("Venue n°", d.P("NDA", p.nda)),
          ("Date de venue", cdate(d, date, r.choice(["dmy", "iso", "wd"]))), ("Entrée / sortie", "08 h 45 / 16 h 10"),
          ("GHM", d.K("CODE", "28Z07Z")), ("Cure", "C4 de FOLFOX – protocole %s" % d.K("NUMERO", "ONCO-DIG-07 v3"))], 130)
    d.h("Déroulement")
    d.p("Bilan pré-thérapeutique : polynucléaires neutrophiles à %s, plaquettes %s. Perfusion sur %s sans incident. Pas de neuropathie de grade supérieur à 1. État général conservé, %s à 0." % (
        d.K("BIOLOGIE", "%s G/L" % ("%.1f" % r.uniform(1.6, 5.0)).replace(".", ",")), d.K("BIOLOGIE", "%d G/L" % r.randint(120, 400)),
        d.K("DISPOSITIF", "chambre implantable"), d.K("EPONYME", "score OMS")))
    d.h("Consignes")
    d.p("%s en cas de nausées. Prochaine cure le %s. En cas de fièvre supérieure à 38,5 °C, appeler le service au %s ou composer le %s." % (
        d.K("MEDICAMENT", "Ondansétron 8 mg"), cdate(d, date + dt.timedelta(days=14), r.choice(["dmy", "long"])), tel(d, c["est"]["phone"], r.randrange(5)), d.K("NUMERO", "15")))
    d.p("IDE de coordination : %s – %s" % (d.P("NOM", "%s %s" % (c["nurse"].first, c["nurse"].LAST), [c["nurse"].first, c["nurse"].LAST], False, "soignant"),
                                           d.P("EMAIL", __import__("tools.corpus_n.content", fromlist=["em"]).em(c["nurse"], c["est"]["domain"]), None, True, "soignant")))
    d.p("Compte rendu adressé au patient via l'espace numérique de santé et par courriel (%s)." % d.P("EMAIL", p.email, None, True, "patient"))
    d.right(["Oncologue référent : %s" % doc_name(d, dr, 0)])
    footer(d, c, r, 1, 1)


def anapath(d, c, r):
    p, path = c["pat"], c["docs"][0]
    date = c["date"]
    e = c["est"]
    npages = r.choice([1, 2])
    letterhead(d, c, r, None)
    num = "%sH%06d" % (date.strftime("%y"), r.randint(1, 999999))
    d.h("COMPTE RENDU D'ANATOMIE ET DE CYTOLOGIE PATHOLOGIQUES")
    d.kv([("N° d'examen", d.P("ID", num, None, False, "anapath")), ("Patient", pname(d, c, r, r.choice(NAME_STYLES))),
          ("Date de naissance", bdate(d, c, r.choice(["dmy", "dmy_short", "LONG"]))), ("IPP", d.P("IPP", p.ipp, None, True)),
          ("Prélèvement du", cdate(d, date - dt.timedelta(days=r.randint(3, 8)), r.choice(["dmy", "dot"]))),
          ("Reçu le", cdate(d, date - dt.timedelta(days=2), "dmy")), ("Préleveur", doc_name(d, c["docs"][1], 0)),
          ("Établissement préleveur", d.P("ETABLISSEMENT", "Clinique des Tilleuls"))], 140)
    d.h("Renseignements cliniques")
    d.p("Biopsies coliques étagées chez un%s patient%s %s suivi%s pour %s. Recherche de dysplasie." % (
        "e" if p.sex == "F" else "", "e" if p.sex == "F" else "", age(d, c, r), "e" if p.sex == "F" else "", d.K("EPONYME", "maladie de Crohn")))
    d.h("Macroscopie")
    d.p("Six flacons contenant respectivement 2, 2, 3, 2, 2 et 1 fragments biopsiques de %s à %s. Inclusion en totalité." % (d.K("MESURE", "1 mm"), d.K("MESURE", "4 mm")))
    if npages == 2:
        footer(d, c, r, 1, 2)
        d.newpage()
        d.small("%s – %s – examen %s" % (pname(d, c, r, "UPPER_UPPER", civ=False, with_maiden=False), bdate(d, c, "dmy"), d.P("ID", num, None, False, "anapath")))
    d.h("Microscopie")
    d.p("Muqueuse colique siège de lésions inflammatoires chroniques actives avec granulomes épithélioïdes et gigantocellulaires sans nécrose caséeuse, compatibles avec une %s. Absence de dysplasie. Code ADICAP : %s." % (
        d.K("EPONYME", "maladie de Crohn"), d.K("CODE", "BHGTJ0A7")))
    d.h("Conclusion")
    d.p("Colite chronique active granulomateuse. Pas de dysplasie ni de lésion tumorale (%s)." % d.K("CODE", "K50.1"))
    d.right(["Le %s" % cdate(d, date, r.choice(["long", "dmy"])), "%s, pathologiste" % doc_name(d, path, 0, "Dr"), "RPPS " + d.P("RPPS", path.rpps)])
    footer(d, c, r, npages, npages)
    d.metadata("Author", "Dr %s" % path.LAST, [path.LAST])


KINDS = [("lettre_liaison", lettre_liaison, ["ch", "clinique"]), ("cro", cro, ["clinique", "ch"]),
         ("consultation", consultation, ["ch", "clinique"]), ("biologie", biologie, ["labo"]),
         ("imagerie", imagerie, ["radio"]), ("ordonnance", ordonnance, ["mg"]), ("adressage", adressage, ["mg"]),
         ("transfert", transfert, ["ch"]), ("certificat", certificat, ["mg"]), ("transport", transport, ["ch"]),
         ("demande_examen", demande_examen, ["ch", "clinique"]), ("hdj", hdj, ["ch", "clinique"]), ("anapath", anapath, ["anapath"])]
