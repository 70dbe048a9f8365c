"""Family 2: MSSanté secure-messaging printouts, laid out by borb (pure-Python PDF library)."""

from __future__ import annotations

from .model import Doc, site_etab
from . import texts as T

DAYS = ["lun.", "mar.", "mer.", "jeu.", "ven.", "sam.", "dim."]


def _when(cast, off, rng):
    import datetime
    dt = datetime.date(cast.year, cast.month, cast.day0) + datetime.timedelta(days=off)
    return DAYS[dt.weekday()], "%02d:%02d" % (rng.randint(7, 20), rng.randint(0, 59))


def build(doc: Doc, cast, rng, with_title: bool) -> dict:
    p, d1, d2, d3 = cast.patient, *cast.doctors
    site = cast.sites[0]
    he = "e" if p.sex == "F" else ""
    civ = "Mme" if p.sex == "F" else "M."
    pages = []
    sec_box = "secretariat.%s@%s.mssante.fr" % (d1.role.split()[0].replace("é", "e").replace("-", ""), site.domain)
    lines = []  # (style, text)
    H = lambda s: lines.append(("head", s))  # noqa: E731
    P = lambda s: lines.append(("p", s))  # noqa: E731
    Q = lambda s: lines.append(("quote", s))  # noqa: E731
    S = lambda s: lines.append(("small", s))  # noqa: E731

    # ------------------------------------------------------------------ page 1
    lines.append(("title", "Messagerie sécurisée de santé — impression du message"))
    S("Boîte aux lettres : %s — imprimé le %s" % (doc.pii("EMAIL", d3.email), doc.date(cast.care(8))))
    day, hour = _when(cast, 7, rng)
    H("De : Dr %s %s <%s>" % (doc.pii("PRENOM", d1.first, "medecin"), doc.pii("NOM", d1.last, "medecin"), doc.pii("EMAIL", d1.email)))
    H("À : Dr %s %s <%s>" % (doc.pii("PRENOM", d3.first, "medecin"), doc.pii("NOM", d3.last, "medecin"), doc.pii("EMAIL", d3.email)))
    H("Cc : %s ; Dr %s %s <%s>" % (doc.pii("EMAIL", sec_box), doc.pii("PRENOM", d2.first, "medecin"), doc.pii("NOM", d2.last, "medecin"),
                                  doc.pii("EMAIL", d2.email)))
    H("Date : %s %s %s" % (day, doc.date(cast.care(7)), hour))
    low = rng.random() < 0.5
    H("Objet : [MSSanté] Sortie de %s %s %s (%s %s) — séjour %s" % (
        civ, doc.pii("NOM", p.last, "patient"), doc.pii("PRENOM", p.first, "patient"), "née le" if p.sex == "F" else "né le",
        doc.pii("DATE_NAISSANCE", p.ddn()), doc.pii("NUM_SEJOUR", cast.sejour)))
    sep = "-" if rng.random() < 0.6 else " "
    ddn_c = p.ddn("compact")
    att1 = "CR%s%s%s%s%s%s.pdf" % (sep, doc.pii("NOM", p.last.replace(" ", ""), "patient"), sep,
                                    doc.pii("PRENOM", p.first, "patient"), sep, doc.pii("DATE_NAISSANCE", ddn_c))
    att2 = "Bio%s%s%s%s.hpr" % (sep, doc.pii("NOM", p.last, "patient"), sep, doc.pii("IPP", p.ipp))
    H("Pièces jointes : %s (%d Ko) ; %s (%d Ko) ; IHE_XDM.ZIP (%d Ko)" % (att1, rng.randint(80, 400), att2, rng.randint(3, 30),
                                                                          rng.randint(90, 500)))
    lines.append(("rule", ""))
    P("Cher confrère,")
    dx = rng.sample(T.CIM10, 3)
    P("Je vous adresse le compte rendu d'hospitalisation de votre patient%s %s %s %s, %s, hospitalisé%s dans le service de %s "
      "du %s au %s pour %s (%s). INS : %s." % (
          he, civ, doc.pii("PRENOM", p.first, "patient"), doc.pii("NOM", p.last, "patient"), doc.decoy("AGE", "%d ans" % cast.age), he,
          d1.role, doc.date(cast.care(0)), doc.date(cast.care(6)), dx[0][1], doc.decoy("CIM10", dx[0][0]),
          doc.pii("NIR", p.nir_spaced())))
    labs = rng.sample(T.LOINC, 4)
    bio = ", ".join("%s %s %s (N : %s)" % (row[1], doc.decoy("BIOLOGIE", T.lab_value(rng, row)), row[2],
                                          doc.decoy("INTERVALLE", "%s-%s" % (row[3], row[4]))) for row in labs)
    P("Au plan biologique le %s : %s. %s" % (doc.date(cast.care(1)), bio, T.eponym_sentence(doc, rng)))
    img = rng.choice([c for c in T.CCAM if c[0] != "DEQP003"])
    P("Imagerie : %s (%s) le %s, n° d'examen %s, PDL %s : pas d'anomalie évolutive." % (
        img[1], doc.decoy("CCAM", img[0]), doc.date(cast.care(2)), doc.pii("NUM_ACCESSION", cast.accession),
        doc.decoy("DOSIMETRIE", "%d mGy.cm" % rng.randint(150, 900))))
    meds = rng.sample(T.ATC, 3)
    P("Traitement de sortie : %s. Poids de sortie %s." % (
        " ; ".join("%s %s (%s) %s" % (n, doc.decoy("DOSE", dose), doc.decoy("ATC", atc), poso) for atc, n, dose, poso in meds),
        doc.decoy("POIDS", "%d kg" % cast.weight)))
    used_h, used_v = set(), set()
    P("%s %s Rendez-vous de contrôle le %s." % (T.homonym(doc, rng, used_h), T.ville_word(doc, rng, used_v), doc.date(cast.care(35))))
    P("Bien confraternellement,")
    S("Dr %s %s — %s" % (doc.pii("PRENOM", d1.first, "medecin"), doc.pii("NOM", d1.last, "medecin"), d1.role))
    S("%s (%s) — %s, %s %s" % (site_etab(doc, site), doc.etab(site.sigle, "sigle"), doc.addr(site.street), doc.pii("CODE_POSTAL", site.cp),
                                doc.pii("VILLE", site.city)))
    S("Tél. secrétariat %s — RPPS %s — FINESS %s" % (doc.pii("TELEPHONE", d1.phone), doc.pii("RPPS", d1.rpps), doc.pii("FINESS", site.finess)))
    pages.append(lines)

    # ------------------------------------------------------------------ page 2: quoted thread
    doc.new_page()
    lines = []
    day0, hour0 = _when(cast, 5, rng)
    Q("> Le %s à %s, Dr %s %s <%s> a écrit :" % (doc.date(cast.care(5)), hour0, doc.pii("PRENOM", d3.first, "medecin"),
                                                doc.pii("NOM", d3.last, "medecin"), doc.pii("EMAIL", d3.email)))
    Q("> Bonjour,")
    tc = p.last.capitalize() if "-" not in p.last and " " not in p.last else p.last
    Q("> Pourriez-vous me transmettre les résultats de %s %s %s (DDN %s, IPP %s) ? D'après sa famille, la sortie" % (
        civ, doc.pii("NOM", tc, "patient"), doc.pii("PRENOM", p.first, "patient"), doc.pii("DATE_NAISSANCE", p.ddn("short")),
        doc.pii("IPP", p.ipp)))
    Q("> serait prévue vers le %s. Adresse actuelle : %s, %s %s. Tél. %s." % (
        doc.date(cast.care(6)), doc.addr("%s %s" % (p.street_no, p.street)), doc.pii("CODE_POSTAL", p.cp), doc.pii("VILLE", p.city),
        doc.pii("TELEPHONE", p.mobile)))
    if p.maiden:
        Q("> Attention, elle est enregistrée sous son nom de naissance %s dans notre logiciel." % doc.pii("NOM", p.maiden, "naissance"))
    Q("> Personne à prévenir : %s %s (%s), %s." % (doc.pii("PRENOM", cast.relative.first, "proche"),
                                                  doc.pii("NOM", cast.relative.last, "proche"), cast.relative.role,
                                                  doc.pii("TELEPHONE", cast.relative.phone)))
    Q("> Merci, bien cordialement.")
    Q("> Dr %s — médecin généraliste — %s" % (doc.pii("NOM", d3.last, "medecin"), doc.pii("TELEPHONE", d3.phone)))
    Q(">")
    Q(">> Le %s, %s <%s> a écrit :" % (doc.date(cast.care(1)), doc.pii("EMAIL", sec_box), doc.pii("EMAIL", sec_box)))
    Q(">> Votre patient%s a été admis%s aux urgences le %s (n° de passage %s, %s)." % (
        he, he, doc.date(cast.care(0)), doc.pii("NUM_SEJOUR", cast.sejour), doc.decoy("UF", "UF %d" % rng.randint(1000, 9999))))
    Q(">> Couverture : %s, complémentaire %s n° adhérent %s." % (doc.pii("ORGANISME", cast.caisse), doc.pii("ORGANISME", cast.mutuelle),
                                                        doc.pii("NUM_ADHERENT", cast.adherent)))
    lines.append(("rule", ""))
    H("-------- Message transféré --------")
    H("De : %s %s <%s>" % (doc.pii("PRENOM", p.first, "patient"), doc.pii("NOM", p.last, "patient"), doc.pii("EMAIL", p.email)))
    H("Date : %s %s" % (doc.date(cast.care(-3)), "%02d:%02d" % (rng.randint(7, 22), rng.randint(0, 59))))
    H("Objet : mes analyses du %s" % doc.date(cast.care(-4)))
    P("Bonjour docteur, je vous envoie les résultats du %s (dossier %s). Mon téléphone fixe : %s. %s" % (
        doc.etab(cast.lab.name, "laboratoire", cast.lab.sigle), doc.pii("NUM_DOSSIER_LABO", cast.labfile),
        doc.pii("TELEPHONE", p.phone), T.homonym(doc, rng, used_h)))
    P("Infirmi%s à domicile : %s %s. Merci. %s %s" % ("ère" if cast.nurse.sex == "F" else "er", doc.pii("PRENOM", cast.nurse.first, "soignant"),
                                                   doc.pii("NOM", cast.nurse.last, "soignant"),
                                                   doc.pii("PRENOM", p.first, "patient"), doc.pii("NOM", p.last, "patient")))
    lines.append(("rule", ""))
    S("Ce message et ses pièces jointes sont confidentiels et couverts par le secret médical (art. L1110-4 CSP). "
      "Messagerie de l'espace de confiance MSSanté, version %s. Page %s" % (doc.decoy("VERSION", rng.choice(T.VERSIONS)),
                                                                            doc.decoy("PAGE", "2/%d" % (3 if rng.random() < 0.3 else 2))))
    pages.append(lines)
    total = 3 if lines[-1][1].endswith("2/3") else 2
    if total == 3:
        doc.new_page()
        lines = [("title", "Aperçu de la pièce jointe IHE_XDM.ZIP / METADATA.XML")]
        S("sourcePatientId = %s^^^&1.2.250.1.71.4.2.1&ISO" % doc.pii("IPP", p.ipp))
        S("sourcePatientInfo = PID-5|%s^%s^^^^^L ; PID-7|%s ; PID-8|%s" % (doc.pii("NOM", p.last, "patient"), doc.pii("PRENOM", p.first, "patient"),
                                                                     doc.pii("DATE_NAISSANCE", p.ddn("hl7")), p.sex))
        S("authorPerson = %s^%s^%s^^^^^^&1.2.250.1.71.4.2.1&ISO" % (doc.pii("RPPS", d1.rpps12), doc.pii("NOM", d1.last, "medecin"),
                                                                   doc.pii("PRENOM", d1.first, "medecin")))
        S("creationTime = %s ; serviceStartTime = %s" % (doc.keep("DATE", "SOINS", cast.care(7, "hl7") + "1402"),
                                                         doc.keep("DATE", "SOINS", cast.care(0, "hl7"))))
        cc = rng.sample(T.CCAM, 2)
        P("Actes : %s (%s) le %s ; %s (%s) le %s." % (cc[0][1], doc.decoy("CCAM", cc[0][0]), doc.date(cast.care(1)), cc[1][1],
                                                     doc.decoy("CCAM", cc[1][0]), doc.date(cast.care(3))))
        P(T.ville_word(doc, rng, used_v))
        S("Page %s" % doc.decoy("PAGE", "3/3"))
        pages.append(lines)
    title = "Message MSSanté"
    if with_title:
        title = "Sortie %s %s" % (p.last, p.first)
        doc.set_title(title, [("NOM", p.last), ("PRENOM", p.first)], xmp=False)
    return {"title": title, "pages": pages}


def render(spec: dict, out: str) -> None:
    from borb.pdf import (Document, Page, SingleColumnLayout, Paragraph, TrueTypeFont, HorizontalBreak, PDF,
                          UsageStatistics, HexColor)
    from borb.pdf.primitives import name
    UsageStatistics.opt_out()
    reg = TrueTypeFont.from_file("/usr/share/fonts/truetype/gentium/Gentium-R.ttf")
    mono = TrueTypeFont.from_file("/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")
    d = Document()
    for lines in spec["pages"]:
        page = Page()
        d.append_page(page)
        lay = SingleColumnLayout(page)
        for style, text in lines:
            if style == "rule":
                lay.append_layout_element(HorizontalBreak(line_width=1, margin_top=2, margin_bottom=2))
            elif style == "title":
                lay.append_layout_element(Paragraph(text, font=reg, font_size=13, font_color=HexColor("#0b4f6c"), margin_bottom=4))
            elif style == "head":
                lay.append_layout_element(Paragraph(text, font=reg, font_size=9, margin_top=0, margin_bottom=0))
            elif style == "quote":
                lay.append_layout_element(Paragraph(text, font=mono, font_size=7, font_color=HexColor("#1f3d7a")))
            elif style == "small":
                lay.append_layout_element(Paragraph(text, font=reg, font_size=7, font_color=HexColor("#444444")))
            else:
                lay.append_layout_element(Paragraph(text, font=reg, font_size=9, text_alignment=Paragraph.TextAlignment.JUSTIFIED
                                                    if False else Paragraph.TextAlignment.LEFT, margin_bottom=3))
    d["Trailer"]["Info"][name("Title")] = spec["title"]
    d["Trailer"]["Info"][name("Creator")] = "Client MSSanté (impression)"
    PDF.write(what=d, where_to=out)
