"""Document kinds, part B: biology results, imaging report, ALD bizone prescription, transport, insurer request."""

from __future__ import annotations

import datetime as dt

from . import common as C
from . import data
from . import frame as F
from . import medic as M
from .model import B, R

D = dt.timedelta


def biologie(doc):
    """Résultats de biologie: several panels over two or three pages, identity on every page."""
    F.setup(doc, size=(8.6, 9.8))
    r = doc.rng
    c = C.Case(doc, age=(2, 95))
    pt = c.pt
    lab, _ = c.etab("lab")
    biol = c.fac.doctor(title="Dr")
    presc = c.fac.doctor()
    ide = c.fac.doctor(title="IDE", ident="adeli")
    day = c.ref
    dossier = r.choice(["%s-%s" % (day.strftime("%y%m%d"), c.fac.digits(4)), "D%s" % c.fac.digits(9),
                        "%s/%s" % (c.fac.digits(6), c.fac.digits(3))])
    left = [doc.bh(*C.etab_runs(doc, lab), size=doc.style["size"] + 3),
            doc.bp("Laboratoire de biologie médicale multisite", size=doc.style["size"] - 1),
            doc.bp(*C.street_runs(doc, c, c.fac.person(age=(30, 60)))[-1], size=doc.style["size"] - 1),
            doc.bp(*C.town_runs(doc, c, c.town, c.pc), size=doc.style["size"] - 1),
            doc.bp(C.label(doc, "Tél") + " ", C.phone(doc, c, c.fac.phone()), " — ", C.label(doc, "FINESS EJ") + " ",
                   doc.pii("FINESS", c.finess), size=doc.style["size"] - 1),
            doc.bp(C.label(doc, "Biologiste responsable") + " ", *C.doctor_runs(doc, c, biol, "Dr Prenom NOM"), size=doc.style["size"] - 1)]
    addr = C.address_lines(doc, c, pt, caps=True)
    right = [doc.bp(*C.person_runs(doc, c, pt, r.choice(["civ NOM Prenom", "nee", "NOM PRENOM"])), space=0)]
    right += [doc.bp(*ln, space=0) for ln in addr]
    doc.cols(left, right, split=0.55)
    doc.space(4)
    rows = [(C.label(doc, "N° de dossier"), [doc.pii("AUTRE", dossier, subtype="dossier laboratoire")]),
            (C.label(doc, "Né(e) le"), [C.ddn(doc, c), " — ", C.label(doc, "Sexe") + " ", "F" if pt.sex == "F" else "M"]),
            (C.label(doc, "Prélevé le"), [C.care(doc, c, day, "slash"), " à %02d:%02d" % (r.randint(7, 11), r.randint(0, 59)),
                                          " par ", *C.doctor_runs(doc, c, ide, "NOM Prenom"), " (IDE)"]),
            (C.label(doc, "Prescripteur"), C.doctor_runs(doc, c, presc, r.choice(["Dr Prenom NOM", "Dr NOM"]))),
            (C.label(doc, "Identifiant patient"), [doc.pii("IPP", c.ipp, critical=True)])]
    if r.random() < 0.5:
        rows.append((C.label(doc, r.choice(["N° de venue", "Séjour"])), [doc.pii("EPISODE", c.nda), " — ", C.label(doc, "Âge") + " ",
                                                                         C.age(doc, c)]))
    if r.random() < 0.4:
        rows.append((C.label(doc, "INS"), [C.nir(doc, c)]))
    doc.kv(rows, widths=(0.28, 0.72), border=r.choice(["grid", "lines"]))
    prev_day = day - D(days=r.randint(40, 300))
    head = ["Analyse", "Résultat", "Valeurs de référence", ["Antériorité ", C.care(doc, c, prev_day, "slash")]]
    widths = [0.34, 0.22, 0.22, 0.22]
    with_loinc = r.random() < 0.4
    if with_loinc:
        head.append("LOINC")
        widths = [0.3, 0.19, 0.19, 0.19, 0.13]
    used = set()
    panels = ["NFS", "Biochimie", "Bilan hépatique", "Hémostase", "Lipides et divers"]
    for panel in panels:
        doc.h(panel.upper() if r.random() < 0.5 else panel, size=doc.style["size"] + 1, space=2, rule=r.random() < 0.3)
        # the header of a continued table is a repeated label row, not a personal value
        doc.table([h if isinstance(h, str) else "Antériorité" for h in head] if panel != "NFS" else head,
                  M.lab_rows(doc, panel, with_loinc=with_loinc, with_prev=True, used=used), widths,
                  border=r.choice(["rows", "grid", "head"]), align=["l", "r", "c", "r"] + (["c"] if with_loinc else []))
    if r.random() < 0.7:
        doc.h("Sérologies", size=doc.style["size"] + 1, space=2)
        sero = [["Ac anti-VHC", "négatif", M.keep_lab(doc, "%s S/CO" % M.fnum(r.uniform(0.05, 0.4), 2))],
                ["Ag HBs", "négatif", M.keep_lab(doc, "%s UI/mL" % M.fnum(r.uniform(0.01, 0.04), 2))],
                ["Ac anti-HBs", r.choice(["positif", "négatif"]), M.keep_lab(doc, "%d mUI/mL" % r.randint(2, 900))],
                ["Ac anti-VIH 1 et 2 + Ag p24", "négatif", "—"],
                ["Sérologie syphilis (TT)", "négatif", "—"]]
        doc.table(["Recherche", "Résultat", "Index"], sero, [0.5, 0.25, 0.25], border="rows")
    if r.random() < 0.6:
        doc.h("Examen cytobactériologique des urines", size=doc.style["size"] + 1, space=2)
        doc.table(["Paramètre", "Résultat", "Valeurs de référence"], [
            ["Leucocyturie", M.keep_lab(doc, "%d /mm3" % r.randint(1, 80)), M.keep_lab(doc, "< 10 /mm3")],
            ["Hématurie", M.keep_lab(doc, "%d /mm3" % r.randint(0, 30)), M.keep_lab(doc, "< 5 /mm3")],
            ["Culture", r.choice(["stérile", "Escherichia coli 10^5 UFC/mL"]), "—"],
            ["Nitrites", r.choice(["négatifs", "positifs"]), "—"]], [0.4, 0.3, 0.3], border="rows")
    doc.p(I_("Commentaire : "), "LDL-cholestérol calculé par la ", M.eponym(doc, "formule de Friedewald"), " ; débit de filtration "
          "glomérulaire estimé selon ", M.eponym(doc, r.choice(["CKD-EPI", "Cockcroft-Gault"])), ". Résultats à interpréter en fonction du contexte clinique. Méthodes et incertitudes disponibles sur demande.",
          size=doc.style["size"] - 1)
    doc.p("Compte rendu validé biologiquement par ", *C.doctor_runs(doc, c, biol, "Dr P. NOM"), " le ", C.care(doc, c, day + D(days=1)),
          ".", size=doc.style["size"] - 1)
    pdoss = doc.pii("AUTRE", dossier, subtype="dossier laboratoire")
    form = r.choice(["NOM Prenom", "nee", "NOM, Prenom", "lower"])
    doc.set_header([{"l": C.person_runs(doc, c, pt, form), "c": ["Dossier ", pdoss],
                     "r": [r.choice(["né(e) le ", "DDN "]), C.ddn(doc, c)]}], rule=True, first=r.random() < 0.5)
    F.footer(doc, c, variant=r.choice(["page", "printed", "etab_page"]), etab=lab)
    F.metadata(doc, c, "Resultats de biologie")


def I_(text):
    return R(text, None, "i")


def imagerie(doc):
    """Compte rendu d'imagerie (scanner, IRM, échographie), accession number."""
    F.setup(doc)
    r = doc.rng
    c = C.Case(doc, age=(18, 92))
    pt = c.pt
    kind = r.choice(["hospital", "imaging"])
    etab, acr = c.etab(kind)
    rad = c.fac.doctor()
    dem = c.fac.doctor()
    day = c.ref
    exam = r.choice([("SCANNER THORACO-ABDOMINO-PELVIEN AVEC INJECTION", "ZCQK002", "PDS"),
                     ("IRM CÉRÉBRALE SANS ET AVEC INJECTION", "ACQN001", None),
                     ("ÉCHOGRAPHIE ABDOMINALE", "ZCQM004", None)])
    F.letterhead(doc, c, etab, acr, "Service d'imagerie médicale" if kind == "hospital" else "Imagerie en coupe et échographie",
                 variant=r.choice(["center", "left"]))
    acc = r.choice(["RX%s%s" % (day.strftime("%y%m%d"), c.fac.digits(5)), "%s%s" % (c.fac.digits(4), c.fac.digits(6)),
                    "ACC-%s-%s" % (day.strftime("%y"), c.fac.digits(7))])
    F.identity_block(doc, c, ["nom", "prenom", "ddn", "age", "ipp"] + (["nda"] if r.random() < 0.5 else []),
                     variant=r.choice(["inline", "table_h", "none"]))
    doc.kv([(C.label(doc, "Examen du"), [C.care(doc, c, day)]),
            (C.label(doc, "N° d'examen"), [doc.pii("AUTRE", acc, subtype="accession")]),
            (C.label(doc, "Demandé par"), C.doctor_runs(doc, c, dem, "Dr Prenom NOM")),
            (C.label(doc, "Code acte"), [M.code(doc, exam[1])])], border="none", widths=(0.25, 0.75))
    doc.h(exam[0], align="c", size=doc.style["size"] + 2)
    doc.h(C.label(doc, "Indication", colon=False), size=doc.style["size"] + 1, space=2)
    doc.p(r.choice(["Bilan d'extension d'une néoplasie colique.", "Céphalées inhabituelles, recherche de processus expansif.",
                    "Douleurs de l'hypocondre droit, bilan hépatique perturbé."]))
    doc.h(C.label(doc, "Technique", colon=False), size=doc.style["size"] + 1, space=2)
    tech = ["Acquisition volumique ", "après injection de produit de contraste iodé (", M.device(doc, "Omnipaque 350"), ", ",
            M.dose(doc, "%d mL" % r.choice([80, 90, 100])), ", lot ", M.lot(doc), "). "]
    if exam[2]:
        tech += ["PDS : ", M.dose(doc, "%d mGy.cm" % r.randint(380, 900)), ". "]
    doc.p(*tech, "Créatininémie du ", C.care(doc, c, day - D(days=r.randint(2, 20))), " : ", M.keep_lab(doc, "%d µmol/L" % r.randint(55, 110)), ".")
    doc.h(C.label(doc, "Résultats", colon=False), size=doc.style["size"] + 1, space=2)
    doc.p("Pas de lésion focale hépatique. Vésicule alithiasique. Pas d'adénomégalie rétropéritonéale. ",
          "Nodule pulmonaire de 4 mm du lobe inférieur droit, sans critère péjoratif (", M.eponym(doc, "recommandations de Fleischner"),
          " : pas de suivi systématique). Kyste rénal gauche ", M.eponym(doc, "Bosniak I"), ". Pas d'épanchement.")
    doc.p(C.label(doc, "Conclusion") + " ", B("Absence de lésion secondaire décelable. Nodule pulmonaire infracentimétrique à contrôler."),
          " Contrôle proposé le ", C.care(doc, c, day + D(days=r.choice([90, 180, 365]))), ".")
    F.signature(doc, c, rad, when=day)
    doc.p("Images disponibles sur le serveur régional. Dosimétrie archivée conformément aux recommandations de l'",
          M.organism(doc, r.choice(["ASN", "HAS"])), ".", size=doc.style["size"] - 1.5)
    F.footer(doc, c)
    F.metadata(doc, c, "CR imagerie", rad)


def ordonnance_ald(doc):
    """Ordonnance bizone (ALD): prescriber block, two zones, prescription number."""
    F.setup(doc, fonts=("serif", "sans"))
    r = doc.rng
    c = C.Case(doc, age=(30, 90))
    pt = c.pt
    dr = c.fac.doctor()
    dr.street, dr.town = c.fac.street(), (c.town, c.pc)
    etab, acr = c.etab(r.choice(["hospital", "practice"]))
    day = c.ref
    am = "%s %s %s %s" % (c.pc[:2] if c.pc[:2].isdigit() else "75", r.randint(1, 9), c.fac.digits(5), r.randint(0, 9))
    left = [doc.bp(*C.doctor_runs(doc, c, dr, "Docteur Prenom Nom"), size=doc.style["size"] + 1.5),
            doc.bp(r.choice(["Médecine générale", "Cardiologie", "Endocrinologie - Diabétologie", "Néphrologie"]), space=0),
            doc.bp(*C.etab_runs(doc, etab, acr), space=0)]
    left += [doc.bp(*ln, space=0) for ln in C.address_lines(doc, c, dr)]
    left += [doc.bp(C.label(doc, "Tél") + " ", C.phone(doc, c, dr.phone), space=0)]
    right = [doc.bp(*C.rpps_runs(doc, dr), align="r", space=0),
             doc.bp("N° AM ", doc.pii("AUTRE", am, subtype="assurance maladie praticien"), align="r", space=0),
             doc.bp("FINESS ", doc.pii("FINESS", c.finess), align="r", space=0),
             doc.bp(C.town_runs(doc, c, c.town, c.pc, caps=False)[-1], ", le ", C.care(doc, c, day, "long"), align="r", space=0)]
    doc.cols(left, right, split=0.6)
    doc.space(6)
    doc.p(*C.person_runs(doc, c, pt, r.choice(["civ Prenom Nom", "civ NOM Prenom", "nee"])), "   ",
          r.choice(["né" + ("e" if pt.sex == "F" else "") + " le ", "DDN : "]), C.ddn(doc, c), "   ", C.label(doc, "Poids") + " ",
          M.dose(doc, "%d kg" % r.randint(45, 110)), space=3)
    doc.p(C.label(doc, "N° d'immatriculation") + " ", C.nir(doc, c), space=6)
    doc.h("PRESCRIPTIONS RELATIVES AU TRAITEMENT DE L'AFFECTION DE LONGUE DURÉE RECONNUE (LISTE OU HORS LISTE)",
          size=doc.style["size"], align="c", rule=True)
    doc.p(I_("(AFFECTION EXONÉRANTE)"), align="c", size=doc.style["size"] - 1)
    drugs = M.drugs(doc, r.randint(4, 6))
    for d in drugs[:-2]:
        doc.p(B(M.drug_row(doc, d)[0]), "\n", d[2], " — ", r.choice(["QSP 3 mois", "pendant 1 mois, à renouveler 2 fois", "QSP 90 jours"]),
              indent=10, space=4)
    doc.space(10)
    doc.h("PRESCRIPTIONS SANS RAPPORT AVEC L'AFFECTION DE LONGUE DURÉE", size=doc.style["size"], align="c", rule=True)
    doc.p(I_("(MALADIES INTERCURRENTES)"), align="c", size=doc.style["size"] - 1)
    for d in drugs[-2:]:
        doc.p(B(M.drug_row(doc, d)[0]), "\n", d[2], " — ", r.choice(["pendant 5 jours", "QSP 1 mois", "si besoin"]), indent=10, space=4)
    doc.space(10)
    oid = r.choice(["%s%s" % (day.strftime("%Y%m%d"), c.fac.digits(6)), "ORD-%s-%s" % (day.year, c.fac.digits(8)),
                    "%s-%s-%s" % (c.fac.digits(4), c.fac.digits(4), c.fac.digits(4))])
    doc.p(C.label(doc, "Ordonnance n°") + " ", doc.pii("AUTRE", oid, subtype="ordonnance"), "     ", "Signature du prescripteur",
          size=doc.style["size"] - 1)
    doc.p("En cas d'urgence, composer le 15. Ordonnance à présenter à la pharmacie dans les 3 mois. ",
          M.organism(doc, "Assurance Maladie"), ".", size=doc.style["size"] - 2, align="c")
    F.metadata(doc, c, "Ordonnance", dr)


def transport(doc):
    """Prescription médicale de transport (bon de transport)."""
    F.setup(doc, fonts=("sans", "dejavu"))
    r = doc.rng
    c = C.Case(doc, age=(40, 95))
    pt = c.pt
    etab, acr = c.etab("hospital")
    dr = c.fac.doctor()
    day = c.ref
    company = c.transporter()
    assure = None
    if r.random() < 0.4:
        assure = c.fac.person(sex="M" if pt.sex == "F" else "F", age=(40, 90), ref=c.ref)
        assure.surname = pt.surname
    doc.h("PRESCRIPTION MÉDICALE DE TRANSPORT", align="c", size=doc.style["size"] + 4)
    doc.p("Article L. 322-5 et R. 322-10 du code de la sécurité sociale — ", M.organism(doc, "CPAM"), align="c", size=doc.style["size"] - 1.5)
    doc.h(C.label(doc, "Personne transportée", colon=False), size=doc.style["size"] + 1, space=2)
    F.identity_block(doc, c, ["nom", "prenom", "ddn", "nir", "adresse"], variant=r.choice(["grid", "table_h", "stack"]))
    if assure:
        doc.h(C.label(doc, "Assuré(e) ouvrant droit", colon=False), size=doc.style["size"] + 1, space=2)
        doc.kv([(C.label(doc, "Nom et prénom"), C.person_runs(doc, c, assure, "NOM Prenom")),
                (C.label(doc, "N° d'immatriculation"), [C.nir(doc, c, assure)])], border="grid")
    doc.h(C.label(doc, "Transport prescrit", colon=False), size=doc.style["size"] + 1, space=2)
    mode = r.choice(["AMBULANCE", "VSL", "TAXI CONVENTIONNÉ"])
    tid = r.choice(["BT-%d-%s" % (day.year, c.fac.digits(6)), "PMT%s" % c.fac.digits(10), "%s %s" % (c.fac.digits(5), c.fac.digits(5))])
    doc.table(["Rubrique", "Renseignement"], [
        ["Mode de transport", "[X] " + mode],
        ["Position", r.choice(["allongée", "assise", "semi-assise"])],
        ["Départ", [*C.street_runs(doc, c, pt)[-1], ", ", *C.town_runs(doc, c, pt.town[0], pt.town[1])]],
        ["Arrivée", [*C.etab_runs(doc, etab, acr, show_acr=True), ", ", *C.town_runs(doc, c, c.town, c.pc)]],
        ["Date du transport", [C.care(doc, c, day), r.choice(["", " (aller-retour)"])]],
        ["Transports itératifs", [r.choice(["non", "oui : 12 séances de radiothérapie"])]],
        ["Transporteur", [doc.pii("ETAB", company), " — ", C.phone(doc, c, c.fac.phone())]],
        ["N° de prescription", [doc.pii("AUTRE", tid, subtype="transport")]]], [0.3, 0.7], border="grid", shade=True)
    doc.p("Motif : ", r.choice(["séances de chimiothérapie", "hospitalisation programmée", "consultation de suivi post-opératoire"]),
          " en lien avec une ALD. Incapacité à se déplacer seul" + ("e" if pt.sex == "F" else "") + ".", space=6)
    doc.h(C.label(doc, "Prescripteur", colon=False), size=doc.style["size"] + 1, space=2)
    doc.kv([(C.label(doc, "Identification"), C.doctor_runs(doc, c, dr, "Dr Prenom NOM")),
            (C.label(doc, "Identifiant"), C.rpps_runs(doc, dr, label=False)),
            (C.label(doc, "Structure"), [*C.etab_runs(doc, etab), " — FINESS ", doc.pii("FINESS", c.finess)]),
            (C.label(doc, "Date"), [C.care(doc, c, day - D(days=r.randint(1, 10)))])], border="lines")
    F.footer(doc, c, variant=r.choice(["page", "printed"]))
    F.metadata(doc, c, "Prescription de transport", dr)


def entente_prealable(doc):
    """Demande de prise en charge adressée à une mutuelle (assuré principal, bénéficiaire)."""
    F.setup(doc)
    r = doc.rng
    c = C.Case(doc, age=(8, 85))
    pt = c.pt
    clin, _ = c.etab("clinic")
    ins, ins_acr = c.insurer()
    holder = pt if r.random() < 0.5 else c.fac.person(age=(30, 70), ref=c.ref)
    if holder is not pt:
        holder.surname = pt.surname
    day = c.ref
    member = r.choice(["%s %s %s" % (c.fac.digits(4), c.fac.digits(4), c.fac.digits(2)), "ADH%s" % c.fac.digits(8), c.fac.digits(11)])
    F.letterhead(doc, c, clin, None, "Service des admissions", variant=r.choice(["left", "center"]))
    dest = [doc.bp("À l'attention de", space=0), doc.bp(*C.etab_runs(doc, ins, ins_acr, show_acr=bool(ins_acr)), space=0),
            doc.bp("Service prise en charge hospitalière", space=0)]
    dest += [doc.bp(*ln, space=0) for ln in C.address_lines(doc, c, c.fac.person(age=(30, 60)))]
    doc.cols([doc.bp("")], dest, split=0.5)
    doc.h(r.choice(["DEMANDE DE PRISE EN CHARGE", "Demande de prise en charge hospitalière"]), align="c", rule=True)
    doc.h(C.label(doc, "Adhérent", colon=False), size=doc.style["size"] + 1, space=2)
    rows = [(C.label(doc, "Nom, prénom"), C.person_runs(doc, c, holder, "NOM Prenom")),
            (C.label(doc, "N° d'adhérent"), [doc.pii("AUTRE", member, subtype="adhérent mutuelle")]),
            (C.label(doc, "N° de sécurité sociale"), [C.nir(doc, c, holder)])]
    if holder is pt:
        rows.append((C.label(doc, "Courriel"), [C.email(doc, c, pt.email, pt)]))
    doc.kv(rows, border=r.choice(["grid", "lines"]))
    doc.h(C.label(doc, "Bénéficiaire des soins", colon=False), size=doc.style["size"] + 1, space=2)
    F.identity_block(doc, c, ["nom", "prenom", "ddn", "tel"] + (["email"] if holder is not pt else []), variant=r.choice(["grid", "lines", "inline"]))
    doc.h(C.label(doc, "Séjour", colon=False), size=doc.style["size"] + 1, space=2)
    gh = r.choice(["06C04", "08C48", "11C13", "03C10"])
    doc.table(["Entrée prévue", "Durée", "Mode", "GHM", "Chambre particulière"],
              [[C.care(doc, c, day + D(days=r.randint(10, 40))), "%d jour(s)" % r.randint(1, 5), r.choice(["hospitalisation complète", "ambulatoire"]),
                M.code(doc, gh), r.choice(["oui", "non"])]], [0.2, 0.14, 0.28, 0.14, 0.24], border="grid")
    doc.p("Établissement : ", *C.etab_runs(doc, clin), ", FINESS ", doc.pii("FINESS", c.finess), ". Praticien : ",
          *C.doctor_runs(doc, c, c.fac.doctor(), "Dr NOM"), ", secteur ", r.choice(["1", "2 OPTAM"]), ".", space=4)
    doc.p("Merci de bien vouloir nous retourner votre accord par retour de courriel à ",
          doc.pii("EMAIL", "admissions@" + C.strip_accents(clin.split(" ")[-1]).lower() + "-sante.fr"),
          " en rappelant la référence ", doc.pii("AUTRE", "PEC%s" % c.fac.digits(7), subtype="prise en charge"), ".", space=4)
    doc.p("Fait le ", C.care(doc, c, day), ".", align="r")
    F.footer(doc, c, variant="printed")
    F.metadata(doc, c, "Demande de prise en charge")


KINDS = [("biologie", biologie), ("imagerie", imagerie), ("ordonnance_ald", ordonnance_ald), ("transport", transport),
         ("entente_prealable", entente_prealable)]
