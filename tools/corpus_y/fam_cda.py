"""Family 1: HL7 CDA R2 / DMP "document de synthèse" printouts, drawn by PDFium (render_pdfium.py)."""

from __future__ import annotations

from .model import Doc, site_etab
from . import texts as T

OID_INS = "1.2.250.1.213.1.4.8"
OID_RPPS = "1.2.250.1.71.4.2.1"
OID_FINESS = "1.2.250.1.71.4.2.2"
KINDS = [("Volet de Synthèse Médicale (VSM)", "VSM"), ("Lettre de liaison à la sortie", "LDL-SES"),
         ("Compte rendu de consultation", "CR-CONS"), ("Document de synthèse DMP", "SYNTH")]


def build(doc: Doc, cast, rng, with_title: bool) -> dict:
    p, d1, d2, d3 = cast.patient, *cast.doctors
    site = cast.sites[0]
    title, code = KINDS[rng.randrange(len(KINDS))]
    ipp_oid = "1.2.250.1.71.4.2.1.%d" % rng.randint(100, 999)
    pages = []
    hl7 = rng.random() < 0.5  # HL7-v2 style identifiers instead of OID in brackets

    def footer(n, total):
        return ("%s — %s %s — INS %s — page %s" % (
            code, doc.pii("NOM", p.last, "patient"), doc.pii("PRENOM", p.first, "patient"),
            doc.pii("NIR", p.nir), doc.decoy("PAGE", "%d/%d" % (n, total))))

    n_pages = 3 if rng.random() < 0.4 else 2
    # ------------------------------------------------------------ page 1: header tables
    b = []
    b.append({"t": "title", "text": title})
    b.append({"t": "small", "text": "Document CDA R2 niveau 3 — modèle CI-SIS %s — identifiant %s.%d — version %s" % (
        code, "1.2.250.1.213.1.1.1", rng.randint(10 ** 6, 10 ** 7), doc.decoy("VERSION", rng.choice(T.VERSIONS)))})
    b.append({"t": "small", "text": "Créé le %s à %02d:%02d (+01:00) — effectiveTime %s" % (
        doc.date(cast.care(6)), rng.randint(8, 19), rng.randint(0, 59),
        doc.keep("DATE", "SOINS", cast.care(6, "hl7") + "%02d%02d00+0100" % (rng.randint(8, 19), rng.randint(0, 59))))})
    rows = []
    if p.maiden:
        rows.append(["Nom de naissance", doc.pii("NOM", p.maiden, "naissance")])
        rows.append(["Nom utilisé", doc.pii("NOM", p.last, "patient")])
    else:
        rows.append(["Nom de naissance", doc.pii("NOM", p.last, "patient")])
    rows.append(["Prénom(s)", doc.pii("PRENOM", p.first, "patient")])
    rows.append(["Sexe", "F (féminin)" if p.sex == "F" else "M (masculin)"])
    rows.append(["Date de naissance", "%s (%s)" % (doc.pii("DATE_NAISSANCE", p.ddn()), doc.pii("DATE_NAISSANCE", p.ddn("hl7")))])
    if hl7:
        rows.append(["INS", "%s^^^&%s&ISO^NH" % (doc.pii("NIR", p.nir), OID_INS)])
        rows.append(["IPP", "%s^^^&%s&ISO^PI" % (doc.pii("IPP", p.ipp), ipp_oid)])
    else:
        rows.append(["INS-NIR", "%s [%s]" % (doc.pii("NIR", p.nir_spaced()), OID_INS)])
        rows.append(["IPP", "%s [%s]" % (doc.pii("IPP", p.ipp), ipp_oid)])
    rows.append(["Adresse", "%s, %s %s" % (doc.addr("%s %s" % (p.street_no, p.street)), doc.pii("CODE_POSTAL", p.cp),
                                          doc.pii("VILLE", p.city))])
    rows.append(["Télécom", "tel: %s ; mobile: %s ; mailto: %s" % (doc.pii("TELEPHONE", p.phone), doc.pii("TELEPHONE", p.mobile),
                                                                 doc.pii("EMAIL", p.email))])
    b.append({"t": "kv", "title": "Patient", "rows": rows})
    author = [["Auteur", "Dr %s %s — %s" % (doc.pii("PRENOM", d1.first, "medecin"), doc.pii("NOM", d1.last, "medecin"), d1.role)],
              ["Identifiant", ("%s^^^&%s&ISO^RPPS" if hl7 else "%s [%s]") % (doc.pii("RPPS", d1.rpps12), OID_RPPS)],
              ["Télécom", "tel: %s ; mailto: %s" % (doc.pii("TELEPHONE", d1.phone), doc.pii("EMAIL", d1.email))]]
    device = [["Dispositif", "DPI Orbis-Santé %s" % doc.decoy("VERSION", rng.choice(T.VERSIONS))],
              ["Horodatage", doc.date(cast.care(6))]]
    b.append({"t": "cols", "left": [{"t": "kv", "title": "Auteur", "rows": author}],
              "right": [{"t": "kv", "title": "Dispositif auteur", "rows": device}]})
    cust = [["Nom", "%s (%s)" % (site_etab(doc, site), doc.etab(site.sigle, "sigle"))],
            ["FINESS", ("%s^^^&%s&ISO^FINEG" if hl7 else "%s [%s]") % (doc.pii("FINESS", site.finess), OID_FINESS)],
            ["Adresse", "%s, %s %s" % (doc.addr(site.street), doc.pii("CODE_POSTAL", site.cp), doc.pii("VILLE", site.city))],
            ["Standard", doc.pii("TELEPHONE", site.phone)]]
    b.append({"t": "kv", "title": "Établissement de soins (custodian)", "rows": cust})
    dest = [["Médecin traitant", "Dr %s %s — RPPS %s — %s" % (doc.pii("PRENOM", d3.first, "medecin"), doc.pii("NOM", d3.last, "medecin"),
                                                          doc.pii("RPPS", d3.rpps12), doc.pii("EMAIL", d3.email))],
            ["Copie", "Dr %s %s (%s) — %s" % (doc.pii("PRENOM", d2.first, "medecin"), doc.pii("NOM", d2.last, "medecin"), d2.role,
                                            doc.pii("EMAIL", d2.email))],
            ["Patient", "copie remise en main propre"]]
    b.append({"t": "kv", "title": "Destinataires", "rows": dest})
    r = cast.relative
    enc = [["Séjour", "n° %s du %s au %s" % (doc.pii("NUM_SEJOUR", cast.sejour), doc.date(cast.care(0)), doc.date(cast.care(6)))],
           ["Unité", "%s — service de %s" % (doc.decoy("UF", "UF %d" % rng.randint(1000, 9999)), d1.role)],
           ["Personne de confiance", "%s %s (%s) — %s" % (doc.pii("PRENOM", r.first, "proche"), doc.pii("NOM", r.last, "proche"), r.role,
                                                          doc.pii("TELEPHONE", r.phone))],
           ["Couverture", "%s ; complémentaire %s, adhérent n° %s" % (doc.pii("ORGANISME", cast.caisse), doc.pii("ORGANISME", cast.mutuelle),
                                                                      doc.pii("NUM_ADHERENT", cast.adherent))]]
    b.append({"t": "kv", "title": "Prise en charge (encompassingEncounter)", "rows": enc})
    pages.append({"blocks": b, "footer": footer(1, n_pages)})

    # ------------------------------------------------------------ page 2: sections
    doc.new_page()
    used_h, used_v = set(), set()
    b = [{"t": "h", "text": "Motif (1.2.250.1.213.1.1.2.x — section FR-Motif)"}]
    dx = rng.sample(T.CIM10, 4)
    b.append({"t": "p", "text": "Patient%s de %s, hospitalisé%s du %s au %s pour %s (%s). %s %s" % (
        "e" if p.sex == "F" else "", doc.decoy("AGE", "%d ans" % cast.age), "e" if p.sex == "F" else "",
        doc.date(cast.care(0)), doc.date(cast.care(6)), dx[0][1], doc.decoy("CIM10", dx[0][0]),
        T.eponym_sentence(doc, rng), T.ville_word(doc, rng, used_v))})
    b.append({"t": "h", "text": "Antécédents (FR-Antecedents-medicaux)"})
    ante = [[doc.decoy("CIM10", c), lab, doc.date(cast.care(-rng.randint(200, 3000)))] for c, lab in dx[1:]]
    b.append({"t": "table", "widths": [15, 60, 25], "head": ["CIM-10", "Libellé", "Depuis le"], "rows": ante})
    b.append({"t": "p", "text": "Mode de vie : %s %s Poids %s, taille 1,%02d m." % (
        T.homonym(doc, rng, used_h), T.homonym(doc, rng, used_h), doc.decoy("POIDS", "%d kg" % cast.weight), rng.randint(52, 90))})
    b.append({"t": "h", "text": "Traitements à la sortie (FR-Traitements)"})
    meds = rng.sample(T.ATC, 5)
    trows = [[name, doc.decoy("ATC", atc), doc.decoy("DOSE", dose), poso, doc.date(cast.care(rng.randint(0, 6)))]
             for atc, name, dose, poso in meds]
    b.append({"t": "table", "widths": [24, 14, 12, 32, 18], "head": ["Médicament", "ATC", "Dosage", "Posologie", "Début"], "rows": trows})
    b.append({"t": "p", "text": "Dispositif médical : %s, posé le %s. %s : %s %s (%s)." % (
        doc.decoy("DISPOSITIF", rng.choice(T.DEVICES)), doc.date(cast.care(2)),
        "Infirmière référente" if cast.nurse.sex == "F" else "Infirmier référent", doc.pii("PRENOM", cast.nurse.first, "soignant"),
        doc.pii("NOM", cast.nurse.last, "soignant"), cast.nurse.role)})
    b.append({"t": "h", "text": "Résultats d'examens (FR-Resultats-examens)"})
    labs = rng.sample(T.LOINC, 7)
    lrows = [[doc.decoy("LOINC", lo), lab, doc.decoy("BIOLOGIE", T.lab_value(rng, row)), unit,
              doc.decoy("INTERVALLE", "%s - %s" % (lo_, hi)), doc.date(cast.care(rng.randint(0, 5)))]
             for row in labs for (lo, lab, unit, lo_, hi) in [row[:5]]]
    b.append({"t": "table", "widths": [12, 26, 13, 13, 18, 18], "head": ["LOINC", "Analyse", "Résultat", "Unité", "Référence", "Date"],
              "rows": lrows})
    img = rng.choice([c for c in T.CCAM if c[0] != "DEQP003"])
    b.append({"t": "p", "text": "Imagerie : %s (%s) réalisée le %s — identifiant d'examen %s^^^&1.2.250.1.213.1.1.9&ISO ; rapport validé." % (
        img[1], doc.decoy("CCAM", img[0]), doc.date(cast.care(3)), doc.pii("NUM_ACCESSION", cast.accession))})
    b.append({"t": "p", "text": "Laboratoire exécutant : %s, %s %s (FINESS %s)." % (
        doc.etab(cast.lab.name, "laboratoire", cast.lab.sigle), doc.pii("CODE_POSTAL", cast.lab.cp), doc.pii("VILLE", cast.lab.city),
        doc.pii("FINESS", cast.lab.finess))})
    pages.append({"blocks": b, "footer": footer(2, n_pages)})

    if n_pages == 3:
        doc.new_page()
        cc = rng.sample(T.CCAM, 3)
        b = [{"t": "h", "text": "Actes réalisés (FR-Actes)"},
             {"t": "table", "widths": [16, 54, 30], "head": ["CCAM", "Acte", "Date"],
              "rows": [[doc.decoy("CCAM", c), lab, doc.date(cast.care(rng.randint(0, 6)))] for c, lab in cc]},
             {"t": "h", "text": "Plan de soins et suivi (FR-Plan-de-soins)"},
             {"t": "p", "text": "Consultation de contrôle avec le Dr %s le %s. Bilan biologique à refaire le %s. %s" % (
                 doc.pii("NOM", d2.last, "medecin"), doc.date(cast.care(40)), doc.date(cast.care(30)), T.homonym(doc, rng, used_h))},
             {"t": "p", "text": "Mesures : TA %s, FEVG %s. %s" % (
                 doc.decoy("MESURE", "%d/%d mmHg" % (rng.randint(110, 160), rng.randint(60, 95))),
                 doc.decoy("MESURE", "%d %%" % rng.randint(35, 65)), T.ville_word(doc, rng, used_v))},
             {"t": "h", "text": "Signature"},
             {"t": "p", "text": "Document signé électroniquement par Dr %s %s (RPPS %s), %s, le %s." % (
                 doc.pii("PRENOM", d1.first, "medecin"), doc.pii("NOM", d1.last, "medecin"), doc.pii("RPPS", d1.rpps),
                 doc.etab(site.sigle, "sigle"), doc.date(cast.care(6)))}]
        pages.append({"blocks": b, "footer": footer(3, 3)})

    title_txt = ""
    if with_title:
        title_txt = "%s - %s %s" % (code, p.last, p.first)
        doc.set_title(title_txt, [("NOM", p.last), ("PRENOM", p.first)], xmp=False)
    return {"title": title_txt or title, "meta_title": title_txt, "pages": pages}
