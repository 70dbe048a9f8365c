"""The six document shapes of corpus AE (fictional French clinical documents)."""

from __future__ import annotations

import datetime as dt

from content import (DDN_STYLES, ECOLES, COMMISSARIATS, EMPLOYEURS, ETABS, HOMONYMES, SOIN_STYLES, COMMUNES,
                     Doctor, Etab, Person, age_at, fmt_date, item, nir, telephone, luhn_complete)

SHAPES = ["certificat_sdt_sdre", "certificat_coups_blessures", "consultation_pediatrique",
          "seance_hemodialyse", "consultation_ophtalmo", "certificat_deces"]


# ------------------------------------------------------------------ item helpers

def pii(kind, text, sub="", crit=False):
    return item("pii", kind, text, sub, crit)


def soin(text):
    return item("keep", "DATE", text, "SOINS", False)


def dec(sub, text):
    return item("keep", "DECOY", text, sub, False)


def ordw(text):
    return item("keep", "ORDINAIRE", text, "HOMONYME", False)


class Ctx:
    def __init__(self, rng, shape, family):
        self.rng = rng
        self.shape = shape
        self.family = family
        self.used = set()
        self.pages = [[]]
        self.meta = {}
        self.meta_items = []

    # blocks
    def add(self, *blk):
        self.pages[-1].append(blk)

    def brk(self):
        self.pages.append([])

    def p(self, *segs, b=False, s=None, indent=0):
        self.add("p", list(segs), {"b": b, "s": s, "indent": indent})

    def title(self, *segs, s=12.5):
        self.add("title", list(segs), {"s": s})

    def gap(self, h=6):
        self.add("gap", h)

    def table(self, widths, header, rows):
        self.add("table", widths, header, rows)

    # persons
    def nom(self, per, caps=False, crit=None):
        t = per.nom.upper() if caps else per.nom
        c = (per.role in ("patient", "enfant", "defunt")) if crit is None else crit
        return pii("NOM", t, per.role, c)

    def pre(self, per, crit=None):
        c = (per.role in ("patient", "enfant", "defunt")) if crit is None else crit
        return pii("PRENOM", per.prenom, per.role, c)

    def dnom(self, d, caps=False):
        return pii("NOM", d.nom.upper() if caps else d.nom, "medecin", False)

    def dpre(self, d):
        return pii("PRENOM", d.prenom, "medecin", False)


def homonym_for(rng):
    h = rng.choice([x for x in HOMONYMES if x[2]])
    return h


def letterhead(c: Ctx, e: Etab, service: str):
    c.p(pii("ETABLISSEMENT", e.nom, "etablissement"), " (", pii("ETABLISSEMENT", e.sigle, "sigle"), ")", b=True, s=11)
    c.p(service, s=8.5)
    c.p(pii("ADRESSE", e.adresse), " — ", pii("CODE_POSTAL", e.cp), " ", pii("VILLE", e.ville), s=8.5)
    c.p("Standard : ", pii("TELEPHONE", e.tel, "etablissement"), " — N° FINESS : ", pii("FINESS", e.finess), s=8.5)
    c.gap(8)


def running(c: Ctx, e: Etab, pat: Person, ddn_style: str, ipp: str):
    """Header / footer segments; the layout adds them to every page ("Page i/n" appended)."""
    head = [pii("ETABLISSEMENT", e.sigle, "sigle"), " — ", c.nom(pat, caps=True), " ", c.pre(pat), " — ",
            pat.ne, " le ", pii("DATE_NAISSANCE", fmt_date(pat.ddn, ddn_style), "", True), " — IPP ",
            pii("IPP", ipp, "patient", True)]
    foot = [pii("ETABLISSEMENT", e.nom, "etablissement"), " (", pii("ETABLISSEMENT", e.sigle, "sigle"), ") · FINESS ",
            pii("FINESS", e.finess), " · ", pii("TELEPHONE", e.tel, "etablissement")]
    side = ["IPP ", pii("IPP", ipp, "patient", True), " · ", c.nom(pat, caps=True), " ", c.pre(pat)]
    return head, foot, side


def set_meta(c: Ctx, pat: Person, doc_title: str, d: Doctor, ipp: str, ddn_txt: str, e: Etab):
    c.meta = {"title": "%s — %s %s" % (doc_title, pat.nom.upper(), pat.prenom),
              "author": "Dr %s %s" % (d.prenom, d.nom),
              "subject": "IPP %s — %s le %s" % (ipp, pat.ne, ddn_txt),
              "keywords": "%s, %s, %s" % (e.sigle, doc_title.lower(), pat.nom.upper())}
    c.meta_items = [pii("NOM", pat.nom.upper(), pat.role, True), pii("PRENOM", pat.prenom, pat.role, True),
                    pii("IPP", ipp, "patient", True), pii("DATE_NAISSANCE", ddn_txt, "", True),
                    pii("NOM", d.nom, "medecin", False), pii("ETABLISSEMENT", e.sigle, "sigle", False)]


def care_dates(rng, start: dt.date, n: int, step=(1, 3)):
    out, d = [], start
    for _ in range(n):
        out.append(d)
        d = d + dt.timedelta(days=rng.randint(*step))
    return out


def hour(rng, lo=7, hi=20):
    return "%d h %02d" % (rng.randint(lo, hi), rng.choice([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]))


def common(c: Ctx, pool: str, pat_kwargs=None):
    rng = c.rng
    e = Etab(rng, ETABS[pool])
    hom = homonym_for(rng)
    pat = Person(rng, c.used, homonym=hom if rng.random() < 0.5 else None, **(pat_kwargs or {}))
    ipp = str(rng.randint(10 ** 7, 10 ** 10 - 1))
    sej = rng.choice(["S%02d-%06d-%s" % (rng.randint(23, 25), rng.randint(0, 999999), rng.choice("ABCDEHK")),
                      "EP-%d-%05d" % (rng.randint(2023, 2025), rng.randint(0, 99999)),
                      "%s%02d%s%04d" % (rng.choice(["HD", "UMJ", "CS", "VA"]), rng.randint(23, 25), rng.choice("ABC"), rng.randint(0, 9999))])
    return e, hom, pat, ipp, sej


def page_ident(c, pat, ipp, ddn, nir_txt=None, sej=None, crit=True):
    segs = ["Patient(e) : ", c.nom(pat, caps=True), " ", c.pre(pat), ", ", pat.ne, " le ", pii("DATE_NAISSANCE", ddn, "", True),
            " — IPP : ", pii("IPP", ipp, "patient", True)]
    if sej:
        segs += [" — N° de séjour : ", pii("NUM_SEJOUR", sej, "sejour")]
    c.p(*segs)
    if nir_txt:
        c.p("N° de sécurité sociale (NIR) : ", pii("NIR", nir_txt, "", True))


# ------------------------------------------------------------------ 1. soins psychiatriques sans consentement

def shape_sdt(c: Ctx):
    rng = c.rng
    e, hom, pat, ipp, sej = common(c, "psy", {"born_range": (1950, 2002)})
    mode = rng.choice(["SDT", "SDRE"])
    d = Doctor(rng, c.used, e.domain)
    d2 = Doctor(rng, c.used, e.domain)
    tiers = Person(rng, c.used, homonym=hom if pat.word is None else None, role="tiers")
    rel = rng.choice(["sa mère", "son frère", "sa sœur", "son épouse", "son fils", "sa fille", "son père", "son compagnon"])
    if rel in ("sa mère", "sa sœur", "son épouse", "sa fille"):
        tiers.sexe, tiers.civ = 2, "Mme"
    else:
        tiers.civ = "M."
    t0 = dt.date(2024, rng.randint(1, 12), rng.randint(1, 28))
    ddn_style = rng.choice(DDN_STYLES)
    ddn = fmt_date(pat.ddn, ddn_style)
    nir_txt = nir(rng, pat.sexe, pat.ddn)
    h1 = hour(rng)
    letterhead(c, e, "Pôle de psychiatrie adulte — Service des urgences psychiatriques")
    if mode == "SDT":
        c.title("CERTIFICAT MÉDICAL INITIAL D'ADMISSION EN SOINS PSYCHIATRIQUES")
        c.p("À la demande d'un tiers (SDT) — article L. 3212-1 II 1° du code de la santé publique", s=9)
    else:
        c.title("CERTIFICAT MÉDICAL CIRCONSTANCIÉ — SOINS SUR DÉCISION DU REPRÉSENTANT DE L'ÉTAT")
        c.p("Admission en soins psychiatriques sur décision du représentant de l'État (SDRE) — article L. 3213-1", s=9)
    c.gap()
    c.p("Je soussigné(e), Dr ", c.dpre(d), " ", c.dnom(d, caps=True), ", psychiatre, N° RPPS ", pii("RPPS", d.rpps),
        ", n'étant ni parent ni allié du patient, certifie avoir examiné ce jour, le ", soin(fmt_date(t0, rng.choice(SOIN_STYLES))),
        " à ", dec("HEURE", h1), " :")
    page_ident(c, pat, ipp, ddn, nir_txt, sej)
    c.p("Domicile : ", pii("ADRESSE", pat.adresse), ", ", pii("CODE_POSTAL", pat.cp), " ", pii("VILLE", pat.ville),
        " — Tél. ", pii("TELEPHONE", pat.tel, "patient"), ".")
    age = age_at(pat.ddn, t0)
    c.gap()
    c.p("Constatations", b=True)
    txt = ["Patient(e) de ", dec("AGE", "%d ans" % age), ", connu(e) du secteur pour un trouble schizo-affectif (",
           dec("CIM10", rng.choice(["F25.0", "F20.0", "F31.2"])), "), en rupture de traitement depuis plusieurs semaines. "
           "Il/elle présente ce jour une agitation psychomotrice, un discours désorganisé et des idées délirantes de persécution "
           "à thématique de préjudice"]
    if pat.word or tiers.word:
        w = pat.word or tiers.word
        ph = (pat.phrase or tiers.phrase).split("{w}")
        txt += ["; ", ph[0].strip().lower() + " ", ordw(w), ph[1]]
    txt += [". Absence de critique des troubles, refus catégorique des soins. Constantes : TA ",
            dec("CONSTANTE", "%d/%d mmHg" % (rng.randint(125, 160), rng.randint(70, 95))), ", FC ",
            dec("CONSTANTE", "%d/min" % rng.randint(80, 118)), ", score de ", dec("EPONYME", "Glasgow"), " à 15. "
            "Un traitement sédatif a été administré : ", dec("DOSE", "loxapine %d mg" % rng.choice([25, 50, 100])),
            " (ATC ", dec("ATC", "N05AH01"), ")."]
    c.p(*txt)
    c.gap()
    if mode == "SDT":
        c.p("Tiers demandeur", b=True)
        c.p("La demande d'admission est présentée par ", tiers.civ, " ", c.pre(tiers), " ", c.nom(tiers, caps=True), ", ", rel,
            ", demeurant ", pii("ADRESSE", tiers.adresse), ", ", pii("CODE_POSTAL", tiers.cp), " ", pii("VILLE", tiers.ville),
            ", joignable au ", pii("TELEPHONE", tiers.tel, "tiers"), ".")
    else:
        comm = rng.choice(COMMISSARIATS).format(v=e.ville)
        c.p("Contexte", b=True)
        c.p("Patient(e) conduit(e) aux urgences par les fonctionnaires du ", pii("ETABLISSEMENT", comm, "commissariat"),
            " après des menaces proférées sur la voie publique. ", tiers.civ, " ", c.pre(tiers), " ", c.nom(tiers, caps=True),
            ", ", rel, ", domicilié(e) ", pii("ADRESSE", tiers.adresse), ", ", pii("CODE_POSTAL", tiers.cp), " ",
            pii("VILLE", tiers.ville), " (", pii("TELEPHONE", tiers.tel, "tiers"), "), a été informé(e).")
    c.gap()
    c.p("Conclusion", b=True)
    c.p("Les troubles mentaux constatés rendent impossible son consentement et son état impose des soins immédiats assortis "
        "d'une surveillance médicale constante justifiant une hospitalisation complète" +
        (" ; ils compromettent la sûreté des personnes et portent atteinte de façon grave à l'ordre public." if mode == "SDRE" else "."))
    c.gap()
    c.p("Fait à ", pii("VILLE", e.ville), ", le ", soin(fmt_date(t0, "slash")), ".")
    c.p("Dr ", c.dpre(d), " ", c.dnom(d), " — RPPS ", pii("RPPS", d.rpps), " — identifiant ", pii("RPPS", "8" + d.rpps, "idnat"), indent=250)
    c.p("Courriel : ", pii("EMAIL", d.email, "medecin", True), indent=250)
    if rng.random() < 0.7:
        c.brk()
        t1 = t0 + dt.timedelta(days=1)
        c.title("CERTIFICAT DES 24 HEURES", s=11.5)
        c.p("Je soussigné(e), Dr ", c.dpre(d2), " ", c.dnom(d2, caps=True), ", psychiatre (RPPS ", pii("RPPS", d2.rpps),
            "), certifie avoir examiné le ", soin(fmt_date(t1, "long")), " ", c.pre(pat), " ", c.nom(pat, caps=True), ", hospitalisé(e) au ",
            pii("ETABLISSEMENT", e.sigle, "sigle"), " depuis le ", soin(fmt_date(t0, "slash")), ".")
        c.p("L'examen retrouve une persistance des idées délirantes, une insomnie et une anxiété majeure. Le patient reste "
            "opposant aux soins. Poids ", dec("POIDS", "%d kg" % rng.randint(52, 96)), ", température ",
            dec("CONSTANTE", "%s °C" % rng.choice(["36,8", "37,1", "37,4"])), ". Bilan : CRP ",
            dec("BIOLOGIE", "%d mg/L" % rng.randint(1, 9)), " (N < 5), kaliémie ", dec("BIOLOGIE", "4,%d mmol/L" % rng.randint(0, 8)), ".")
        c.p("Traitement : ", dec("DOSE", "olanzapine %d mg/j" % rng.choice([10, 15, 20])), " (", dec("ATC", "N05AH03"), "), ",
            dec("DOSE", "oxazépam 50 mg"), " si besoin.")
        c.p("Les conditions de l'admission en soins psychiatriques sans consentement restent réunies. La mesure est maintenue ; "
            "la période d'observation se poursuit jusqu'au certificat des 72 heures.")
        c.gap()
        c.p("Infirmier(e) référent(e) : ", pii("PRENOM", tiers_nurse := rng.choice(["Claire", "Marc", "Soizic", "Yvon"]), "soignant"),
            " — ADELI ", pii("ADELI", d2.adeli), ".")
        c.p("Dr ", c.dpre(d2), " ", c.dnom(d2), " — ", pii("EMAIL", d2.email, "medecin", True), indent=250)
    set_meta(c, pat, "Certificat %s" % mode, d, ipp, fmt_date(pat.ddn, "slash"), e)
    return e, pat, ddn_style, ipp


# ------------------------------------------------------------------ 2. coups et blessures

def shape_cb(c: Ctx):
    rng = c.rng
    e, hom, pat, ipp, sej = common(c, "umj", {"born_range": (1960, 2004)})
    d = Doctor(rng, c.used, e.domain)
    opj = Person(rng, c.used, role="enqueteur")
    t0 = dt.date(2024, rng.randint(1, 12), rng.randint(1, 26))
    tf = t0 - dt.timedelta(days=rng.randint(0, 2))
    ddn_style = rng.choice(DDN_STYLES)
    ddn = fmt_date(pat.ddn, ddn_style)
    comm = rng.choice(COMMISSARIATS).format(v=rng.choice(COMMUNES)[0])
    pv = rng.choice(["%05d/%d/%s" % (rng.randint(0, 99999), t0.year, rng.choice(["DIPN", "SP", "BRI"])),
                     "PV-%d-%06d" % (t0.year, rng.randint(0, 999999)), "%d/%05d" % (t0.year, rng.randint(0, 99999))])
    emp = rng.choice(EMPLOYEURS)
    letterhead(c, e, "Unité médico-judiciaire (consultations de victimes sur réquisition)")
    c.title("CERTIFICAT MÉDICAL INITIAL DE CONSTATATION DE COUPS ET BLESSURES")
    c.p("Sur réquisition de l'officier de police judiciaire ", c.pre(opj), " ", c.nom(opj, caps=True), ", ",
        pii("ETABLISSEMENT", comm, "commissariat"), " — procès-verbal n° ", pii("NUM_DOSSIER", pv, "proces_verbal"), ".", s=9)
    c.gap()
    c.p("Je soussigné(e), Dr ", c.dpre(d), " ", c.dnom(d, caps=True), ", médecin légiste, RPPS ", pii("RPPS", d.rpps),
        ", certifie avoir examiné le ", soin(fmt_date(t0, rng.choice(SOIN_STYLES))), " à ", dec("HEURE", hour(rng)), " :")
    page_ident(c, pat, ipp, ddn, None, sej)
    c.p("Demeurant ", pii("ADRESSE", pat.adresse), ", ", pii("CODE_POSTAL", pat.cp), " ", pii("VILLE", pat.ville),
        " ; tél. ", pii("TELEPHONE", pat.tel, "patient"), " ; courriel ", pii("EMAIL", pat.email, "patient", True), ".")
    c.p("Profession : salarié(e) de ", pii("ETABLISSEMENT", emp, "employeur"), ".")
    c.gap()
    c.p("Circonstances rapportées par la victime", b=True)
    circ = ["La victime déclare avoir été agressée le ", soin(fmt_date(tf, "long")), " vers ", dec("HEURE", hour(rng, 18, 23)),
            " à la sortie de son travail, par deux individus, avec coups de poing au visage et coups de pied au thorax"]
    if pat.word:
        ph = pat.phrase.split("{w}")
        circ += [" ; ", ph[0].strip().lower() + " ", ordw(pat.word), ph[1]]
    circ += [". Pas de perte de connaissance rapportée."]
    c.p(*circ)
    c.gap()
    c.p("Examen clinique", b=True)
    c.p("Patient(e) de ", dec("AGE", "%d ans" % age_at(pat.ddn, t0)), ", conscient(e), score de ", dec("EPONYME", "Glasgow"),
        " à 15. TA ", dec("CONSTANTE", "%d/%d mmHg" % (rng.randint(115, 150), rng.randint(65, 90))), ", FC ",
        dec("CONSTANTE", "%d/min" % rng.randint(70, 105)), ", EVA ", dec("SCORE", "%d/10" % rng.randint(3, 8)), ".")
    if rng.random() < 0.5:
        c.brk()
    rows = []
    for lieu, les in rng.sample([("région malaire gauche", "ecchymose violacée"), ("arcade sourcilière droite", "plaie suturée"),
                                 ("face antérieure du thorax", "dermabrasion"), ("avant-bras gauche", "hématome"),
                                 ("cuir chevelu occipital", "bosse séro-sanguine"), ("lèvre inférieure", "plaie muqueuse")], 4):
        rows.append([les, lieu, dec("CONSTANTE", "%d x %d cm" % (rng.randint(1, 6), rng.randint(1, 4)))])
    c.p("Lésions constatées", b=True)
    c.table([150, 170, 90], ["Lésion", "Siège", "Dimensions"], rows)
    c.gap()
    c.p("Examens complémentaires : radiographie des os propres du nez (CCAM ", dec("CCAM", "LAQK001"),
        ") sans fracture ; hémoglobine ", dec("BIOLOGIE", "13,%d g/dL" % rng.randint(0, 9)), ". Diagnostic : ",
        dec("CIM10", "S00.8"), " contusions multiples. Traitement : ", dec("DOSE", "paracétamol 1 g"), " x 3/j (",
        dec("ATC", "N02BE01"), ").")
    c.gap()
    c.p("Conclusion", b=True)
    itt = rng.choice([2, 3, 4, 5, 7, 8, 10, 12])
    c.p("Les lésions constatées sont compatibles avec les faits allégués. Elles entraînent une ",
        dec("ITT", "ITT de %d jours" % itt), " au sens pénal du terme, sous réserve de complications ultérieures. "
        "Un arrêt de travail est prescrit séparément.")
    c.p("Certificat remis en main propre à l'autorité requérante (", pii("ETABLISSEMENT", comm, "commissariat"), ", PV n° ",
        pii("NUM_DOSSIER", pv, "proces_verbal"), ").")
    c.gap()
    c.p("Fait à ", pii("VILLE", e.ville), ", le ", soin(fmt_date(t0, "slash")), ".", indent=250)
    c.p("Dr ", c.dpre(d), " ", c.dnom(d), ", RPPS ", pii("RPPS", d.rpps), indent=250)
    c.p(pii("EMAIL", d.email, "medecin", True), " — ", pii("TELEPHONE", d.tel, "medecin"), indent=250)
    set_meta(c, pat, "CMI coups et blessures", d, ipp, fmt_date(pat.ddn, "slash"), e)
    return e, pat, ddn_style, ipp


# ------------------------------------------------------------------ 3. pédiatrie + vaccins

VACCINS = [("Infanrix hexa", "J07CA09"), ("Prevenar 20", "J07AL02"), ("Priorix", "J07BD52"), ("Nimenrix", "J07AH08"),
           ("Bexsero", "J07AH09"), ("Vaxelis", "J07CA09"), ("M-M-RvaxPro", "J07BD52"), ("Neisvac", "J07AH07")]


def shape_ped(c: Ctx):
    rng = c.rng
    e, hom, child, ipp, sej = common(c, "ped", {"born_range": (2018, 2023), "role": "enfant"})
    d = Doctor(rng, c.used, e.domain)
    gp = Doctor(rng, c.used, rng.choice(["medecin.fr", "sante-libre.fr"]))
    mere = Person(rng, c.used, sexe=2, role="mere", born_range=(1980, 1998))
    pere = Person(rng, c.used, sexe=1, role="pere", born_range=(1978, 1996))
    pere.nom = child.nom
    mere.adresse, mere.cp, mere.ville = child.adresse, child.cp, child.ville
    ecole = rng.choice(ECOLES)
    t0 = dt.date(2025, rng.randint(1, 12), rng.randint(1, 28))
    ddn_style = rng.choice(DDN_STYLES)
    ddn = fmt_date(child.ddn, ddn_style)
    letterhead(c, e, "Service de pédiatrie générale — consultations externes")
    c.title("COMPTE RENDU DE CONSULTATION PÉDIATRIQUE")
    c.p("Consultation du ", soin(fmt_date(t0, rng.choice(SOIN_STYLES))), " — médecin : Dr ", c.dpre(d), " ", c.dnom(d, caps=True),
        " (RPPS ", pii("RPPS", d.rpps), ")")
    page_ident(c, child, ipp, ddn, None, None)
    c.p("Mère : ", c.pre(mere), " ", c.nom(mere, caps=True), ", tél. ", pii("TELEPHONE", mere.tel, "mere"), ", ",
        pii("EMAIL", mere.email, "mere", True), " — Père : ", c.pre(pere), " ", c.nom(pere, caps=True), ", tél. ",
        pii("TELEPHONE", pere.tel, "pere"), ".")
    c.p("Adresse : ", pii("ADRESSE", child.adresse), ", ", pii("CODE_POSTAL", child.cp), " ", pii("VILLE", child.ville),
        ". Enfant accueilli(e) à l'", pii("ETABLISSEMENT", ecole, "ecole"), " (", pii("VILLE", child.ville), ").")
    c.p("Médecin traitant : Dr ", c.dpre(gp), " ", c.dnom(gp), ", ", pii("TELEPHONE", gp.tel, "medecin"), ".")
    c.gap()
    age_m = (t0.year - child.ddn.year) * 12 + t0.month - child.ddn.month
    c.p("Motif et examen", b=True)
    ex = ["Bilan de santé et mise à jour vaccinale d'un enfant de ", dec("AGE", "%d mois" % age_m if age_m < 36 else "%d ans" % (age_m // 12)),
          ". Poids ", dec("POIDS", "%d,%d kg" % (rng.randint(9, 24), rng.randint(0, 9))), ", taille ",
          dec("CONSTANTE", "%d cm" % rng.randint(76, 122)), ", température ", dec("CONSTANTE", "37,%d °C" % rng.randint(0, 6)),
          ". Examen normal, pas de souffle, hanches stables (manœuvre d'", dec("EPONYME", "Ortolani"), " négative)"]
    if child.word:
        ph = child.phrase.split("{w}")
        ex += ["; à la maison, ", ph[0].strip().lower() + " ", ordw(child.word), ph[1]]
    ex += ["."]
    c.p(*ex)
    c.gap()
    c.p("Vaccinations réalisées et rattrapage", b=True)
    dates = care_dates(rng, child.ddn + dt.timedelta(days=60 + rng.randint(0, 10)), 5, (45, 120))
    rows = []
    for (vac, atc), dd in zip(rng.sample(VACCINS, 5), dates):
        lot = rng.choice(["%s%d%s" % (rng.choice(["A", "B", "X", "T"]), rng.randint(10, 99), "".join(rng.choice("ABCDEFHJK") for _ in range(2))) + str(rng.randint(100, 999)),
                          "%s%05d" % (rng.choice(["HB", "NJ", "UV"]), rng.randint(0, 99999))])
        rows.append([vac, dec("LOT", lot), soin(fmt_date(dd, rng.choice(["slash", "dot"]))), dec("ATC", atc)])
    rows.append(["Rappel prévu", "—", soin(fmt_date(t0 + dt.timedelta(days=rng.randint(60, 200)), "slash")), "—"])
    c.table([130, 95, 95, 90], ["Vaccin", "N° de lot", "Date", "Code ATC"], rows)
    if rng.random() < 0.75:
        c.brk()
    c.p("Conclusion et conduite à tenir", b=True)
    c.p("Développement psychomoteur harmonieux. Calendrier vaccinal à jour après cette consultation. Prescription : ",
        dec("DOSE", "vitamine D %d UI/j" % rng.choice([400, 800, 1000])), " ; en cas de fièvre, ",
        dec("DOSE", "paracétamol 15 mg/kg"), " toutes les 6 heures (", dec("ATC", "N02BE01"), ").")
    c.p("Bilan biologique antérieur : ferritine ", dec("BIOLOGIE", "%d µg/L" % rng.randint(12, 60)), " (LOINC ",
        dec("LOINC", "2276-4"), "), hémoglobine ", dec("BIOLOGIE", "11,%d g/dL" % rng.randint(2, 9)), ".")
    c.p("Un certificat de non-contre-indication à la vie en collectivité est remis aux parents pour l'",
        pii("ETABLISSEMENT", ecole, "ecole"), ". Prochain rendez-vous le ", soin(fmt_date(t0 + dt.timedelta(days=rng.randint(150, 300)), "long")), ".")
    c.gap()
    c.p("Dr ", c.dpre(d), " ", c.dnom(d), " — ", pii("EMAIL", d.email, "medecin", True), indent=250)
    c.p("Copie : Dr ", c.dpre(gp), " ", c.dnom(gp), " (médecin traitant) ; ", c.pre(mere), " ", c.nom(mere, caps=True), " (mère).", indent=0)
    set_meta(c, child, "Consultation pédiatrique", d, ipp, fmt_date(child.ddn, "slash"), e)
    return e, child, ddn_style, ipp


# ------------------------------------------------------------------ 4. hémodialyse

def shape_hd(c: Ctx):
    rng = c.rng
    e, hom, pat, ipp, sej = common(c, "hd", {"born_range": (1938, 1975)})
    d = Doctor(rng, c.used, e.domain)
    ide = Person(rng, c.used, role="soignant")
    ide_adeli = "%02d6%d%05d" % (rng.choice([14, 35, 57, 69]), rng.randint(0, 9), rng.randint(0, 99999))
    t0 = dt.date(2025, rng.randint(1, 11), rng.randint(1, 20))
    ddn_style = rng.choice(DDN_STYLES)
    ddn = fmt_date(pat.ddn, ddn_style)
    gen = "%s-%05d" % (rng.choice(["5008S", "AK200", "ART-PLUS", "DBB-EXA"]), rng.randint(0, 99999))
    letterhead(c, e, "Unité d'hémodialyse chronique — poste de soins B")
    c.title("FICHE DE SÉANCE D'HÉMODIALYSE")
    page_ident(c, pat, ipp, ddn, nir(rng, pat.sexe, pat.ddn) if rng.random() < 0.6 else None, sej)
    c.p("Domicile : ", pii("ADRESSE", pat.adresse), ", ", pii("CODE_POSTAL", pat.cp), " ", pii("VILLE", pat.ville),
        " — tél. ", pii("TELEPHONE", pat.tel, "patient"), ".")
    c.p("Néphrologue référent : Dr ", c.dpre(d), " ", c.dnom(d, caps=True), " (RPPS ", pii("RPPS", d.rpps), ") — générateur n° ",
        dec("APPAREIL", gen), " — abord : fistule artério-veineuse radiale gauche.")
    c.p("Prescription : durée ", dec("DUREE", "4 h 00"), ", débit sang ", dec("DEBIT", "Qb %d mL/min" % rng.choice([280, 300, 320, 350])),
        ", dialysat ", dec("DEBIT", "Qd 500 mL/min"), ", poids sec ", dec("POIDS", "%d,%d kg" % (rng.randint(50, 95), rng.randint(0, 9))),
        ", anticoagulation ", dec("DOSE", "héparine %s UI" % rng.choice(["2 500", "3 000", "4 000"])), ".")
    c.gap()
    c.p("Séances de la semaine", b=True)
    rows = []
    for dd in care_dates(rng, t0, rng.choice([3, 4, 5]), (2, 3)):
        hb = rng.randint(7, 13)
        pa = rng.randint(55, 95)
        rows.append([soin(fmt_date(dd, "slash")), dec("HEURE", "%02d:%02d" % (hb, rng.choice([0, 10, 15, 30, 45]))),
                     dec("HEURE", "%02d:%02d" % (hb + 4, rng.choice([5, 20, 35, 50]))),
                     dec("POIDS", "%d,%d kg" % (pa + 2, rng.randint(0, 9))), dec("POIDS", "%d,%d kg" % (pa, rng.randint(0, 9))),
                     dec("CONSTANTE", "%d/%d" % (rng.randint(120, 165), rng.randint(60, 90))),
                     dec("CONSTANTE", "%d/%d" % (rng.randint(105, 150), rng.randint(55, 85)))])
    c.table([68, 50, 50, 62, 62, 62, 62], ["Date", "Début", "Fin", "Poids av.", "Poids ap.", "TA début", "TA fin"], rows)
    c.gap()
    if rng.random() < 0.5:
        c.brk()
    c.p("Biologie mensuelle", b=True)
    c.p("Urée pré-dialyse ", dec("BIOLOGIE", "%d,%d mmol/L" % (rng.randint(15, 30), rng.randint(0, 9))), " (LOINC ",
        dec("LOINC", "22664-7"), "), potassium ", dec("BIOLOGIE", "%d,%d mmol/L" % (rng.randint(4, 5), rng.randint(0, 9))),
        " (3,5–5,0), hémoglobine ", dec("BIOLOGIE", "%d,%d g/dL" % (rng.randint(9, 12), rng.randint(0, 9))),
        ", Kt/V ", dec("SCORE", "1,%d" % rng.randint(20, 55)), ". Traitement : ", dec("DOSE", "darbépoétine %d µg" % rng.choice([20, 30, 40, 60])),
        " par semaine (", dec("ATC", "B03XA02"), "), ", dec("DOSE", "carbonate de calcium 1 g"), " (", dec("ATC", "A12AA04"), ").")
    c.p("Séance acte CCAM ", dec("CCAM", "JVJF004"), " ; diagnostic ", dec("CIM10", "N18.5"), ". Tolérance : une hypotension en fin de "
        "séance corrigée par sérum salé. Pas de douleur thoracique ni crampe.")
    c.gap()
    c.p("Infirmier(e) : ", c.pre(ide), " ", c.nom(ide, caps=True), " — ADELI ", pii("ADELI", ide_adeli), ".")
    c.p("Visa du néphrologue : Dr ", c.dpre(d), " ", c.dnom(d), " — ", pii("EMAIL", d.email, "medecin", True), " — ", pii("TELEPHONE", d.tel, "medecin"), indent=150)
    set_meta(c, pat, "Fiche de séance HD", d, ipp, fmt_date(pat.ddn, "slash"), e)
    return e, pat, ddn_style, ipp


# ------------------------------------------------------------------ 5. ophtalmologie

def shape_oph(c: Ctx):
    rng = c.rng
    e, hom, pat, ipp, sej = common(c, "oph", {"born_range": (1945, 2005)})
    d = Doctor(rng, c.used, e.domain)
    gp = Doctor(rng, c.used, rng.choice(["medecin.fr", "sante-libre.fr"]))
    t0 = dt.date(2025, rng.randint(1, 12), rng.randint(1, 28))
    ddn_style = rng.choice(DDN_STYLES)
    ddn = fmt_date(pat.ddn, ddn_style)
    letterhead(c, e, "Consultations d'ophtalmologie — plateau technique")
    c.title("COMPTE RENDU DE CONSULTATION OPHTALMOLOGIQUE")
    c.p("Consultation du ", soin(fmt_date(t0, rng.choice(SOIN_STYLES))), " — Dr ", c.dpre(d), " ", c.dnom(d, caps=True),
        " (RPPS ", pii("RPPS", d.rpps), ")")
    page_ident(c, pat, ipp, ddn, nir(rng, pat.sexe, pat.ddn) if rng.random() < 0.5 else None, sej)
    c.p("Adressé(e) par le Dr ", c.dpre(gp), " ", c.dnom(gp), " (ADELI ", pii("ADELI", gp.adeli), "). Domicile : ",
        pii("ADRESSE", pat.adresse), ", ", pii("CODE_POSTAL", pat.cp), " ", pii("VILLE", pat.ville), ".")
    c.gap()
    mot = ["Motif : baisse d'acuité visuelle de loin et gêne à la lecture chez un(e) patient(e) de ",
           dec("AGE", "%d ans" % age_at(pat.ddn, t0))]
    if pat.word:
        ph = pat.phrase.split("{w}")
        mot += ["; il/elle précise que ", ph[0].strip().lower() + " ", ordw(pat.word), ph[1]]
    mot += ["."]
    c.p(*mot)
    c.p("Examen", b=True)
    av = ["10/10", "9/10", "8/10", "7/10", "6/10", "5/10", "4/10"]
    pio = [rng.randint(11, 22), rng.randint(11, 22)]
    rows = [["Acuité sans correction", dec("ACUITE", rng.choice(av[3:])), dec("ACUITE", rng.choice(av[3:]))],
            ["Acuité avec correction", dec("ACUITE", rng.choice(av[:2])), dec("ACUITE", rng.choice(av[:3]))],
            ["Vision de près", dec("ACUITE", "P%d" % rng.choice([2, 3])), dec("ACUITE", "P%d" % rng.choice([2, 3, 4]))],
            ["Pression intraoculaire", dec("CONSTANTE", "%d mmHg" % pio[0]), dec("CONSTANTE", "%d mmHg" % pio[1])],
            ["Pachymétrie", dec("CONSTANTE", "%d µm" % rng.randint(510, 580)), dec("CONSTANTE", "%d µm" % rng.randint(510, 580))]]
    c.table([170, 120, 120], ["Mesure", "Œil droit (OD)", "Œil gauche (OG)"], rows)
    c.gap()
    c.p("Tonométrie à aplanation de ", dec("EPONYME", "Goldmann"), ". Biomicroscopie : cristallin clair, début de cataracte "
        "nucléaire. Fond d'œil (CCAM ", dec("CCAM", "BZQP001"), ") : papilles de taille normale, rapport C/D ", dec("SCORE", "0,3"),
        ". Diagnostic : ", dec("CIM10", rng.choice(["H52.4", "H52.0", "H40.0"])), ".")
    if rng.random() < 0.4:
        c.brk()
    c.p("Prescription de verres correcteurs", b=True)
    def refr():
        return "%+.2f (%.2f à %d°)" % (rng.choice([-2.5, -1.25, -0.75, 0.5, 1.25, 2.0]), -rng.choice([0.25, 0.5, 0.75]), rng.choice([10, 90, 170]))
    add = rng.choice(["+1,50", "+2,00", "+2,50"])
    c.p("OD : ", dec("REFRACTION", refr().replace(".", ",")), " — OG : ", dec("REFRACTION", refr().replace(".", ",")),
        " — addition ", dec("REFRACTION", add), ". Verres progressifs, traitement antireflet.")
    c.p("Collyre : ", dec("DOSE", "hyaluronate de sodium 0,15 %"), " 1 goutte 4 fois/j. Contrôle de la pression dans un an.")
    c.gap()
    c.p("Fait le ", soin(fmt_date(t0, "slash")), ". Dr ", c.dpre(d), " ", c.dnom(d), ", ", pii("EMAIL", d.email, "medecin", True), indent=150)
    set_meta(c, pat, "Consultation ophtalmologique", d, ipp, fmt_date(pat.ddn, "slash"), e)
    return e, pat, ddn_style, ipp


# ------------------------------------------------------------------ 6. décès, volet administratif

def shape_dc(c: Ctx):
    rng = c.rng
    e, hom, pat, ipp, sej = common(c, "dc", {"born_range": (1925, 1960), "role": "defunt"})
    d = Doctor(rng, c.used, e.domain)
    decl = Person(rng, c.used, homonym=hom if pat.word is None and rng.random() < 0.5 else None, role="declarant")
    rel = rng.choice(["fils", "fille", "conjoint(e)", "neveu", "petite-fille", "frère"])
    td = dt.date(2025, rng.randint(1, 12), rng.randint(1, 27))
    hd = "%d h %02d" % (rng.randint(0, 23), rng.randint(0, 59))
    ddn_style = rng.choice(DDN_STYLES)
    ddn = fmt_date(pat.ddn, ddn_style)
    at_home = rng.random() < 0.4
    letterhead(c, e, "Direction des admissions — bureau des décès")
    c.title("CERTIFICAT DE DÉCÈS — VOLET ADMINISTRATIF")
    c.p("Partie destinée à la mairie et à l'officier d'état civil ; ne comporte aucune information sur la cause du décès.", s=8.5)
    c.gap()
    c.p("Commune de décès : ", pii("VILLE", e.ville if not at_home else pat.ville), " (", pii("CODE_POSTAL", e.cp if not at_home else pat.cp), ")")
    c.p("Date et heure du décès : le ", pii("DATE_DECES", fmt_date(td, rng.choice(["slash", "long", "weekday"])), "", False),
        " à ", pii("DATE_DECES", hd, "heure_deces", False))
    c.p("Nom de naissance : ", c.nom(pat, caps=True), "   Prénoms : ", c.pre(pat), ", ", pii("PRENOM", rng.choice(["Marie", "Louise", "Jean", "Paul", "Josèphe"]), "defunt", True))
    c.p("Date de naissance : ", pii("DATE_NAISSANCE", ddn, "", True), "   Sexe : ", "masculin" if pat.sexe == 1 else "féminin",
        "   Âge : ", dec("AGE", "%d ans" % age_at(pat.ddn, td)))
    c.p("Domicile : ", pii("ADRESSE", pat.adresse), ", ", pii("CODE_POSTAL", pat.cp), " ", pii("VILLE", pat.ville))
    c.p("IPP : ", pii("IPP", ipp, "patient", True), " — NIR : ", pii("NIR", nir(rng, pat.sexe, pat.ddn), "", True))
    if at_home:
        c.p("Lieu du décès : domicile du défunt.")
    else:
        c.p("Lieu du décès : établissement de santé — ", pii("ETABLISSEMENT", e.nom, "etablissement"), ", service de médecine polyvalente, séjour n° ",
            pii("NUM_SEJOUR", sej, "sejour"), ".")
    c.gap()
    c.p("Déclarant", b=True)
    c.p(decl.civ, " ", c.pre(decl), " ", c.nom(decl, caps=True), ", ", rel, " du défunt, demeurant ", pii("ADRESSE", decl.adresse), ", ",
        pii("CODE_POSTAL", decl.cp), " ", pii("VILLE", decl.ville), " — tél. ", pii("TELEPHONE", decl.tel, "declarant"), ".")
    if decl.word or pat.word:
        w = decl.word or pat.word
        ph = (decl.phrase or pat.phrase).split("{w}")
        c.p("Observation : ", ph[0].strip() + " ", ordw(w), ph[1], ".")
    c.gap()
    c.p("Modalités", b=True)
    c.p("Obstacle médico-légal : non. Obligation de mise en bière immédiate en cercueil hermétique : non. Prothèse fonctionnant "
        "au moyen d'une pile : ", rng.choice(["non", "oui, stimulateur cardiaque retiré"]), ". Don du corps : non. "
        "Soins de conservation : autorisés.")
    c.gap()
    c.p("Médecin certificateur : Dr ", c.dpre(d), " ", c.dnom(d, caps=True), " — RPPS ", pii("RPPS", d.rpps), " — ", pii("RPPS", "8" + d.rpps, "idnat"))
    c.p("Certificat établi le ", soin(fmt_date(td + dt.timedelta(days=1), "long")), " à ", pii("VILLE", e.ville), ". Courriel du service : ",
        pii("EMAIL", "admissions@" + e.domain, "etablissement", True), ".")
    if rng.random() < 0.5:
        c.brk()
        c.title("BORDEREAU DE TRANSMISSION À LA MAIRIE", s=11)
        c.p("Le présent volet est transmis à la mairie de ", pii("VILLE", e.ville if not at_home else pat.ville),
            " pour l'établissement de l'acte de décès de ", c.pre(pat), " ", c.nom(pat, caps=True), ", décédé(e) le ",
            pii("DATE_DECES", fmt_date(td, "slash"), "", False), ".")
        c.p("Pièces jointes : volet administratif (1 exemplaire), copie de la pièce d'identité du déclarant. Transmission effectuée le ",
            soin(fmt_date(td + dt.timedelta(days=rng.randint(1, 3)), "slash")), " par le bureau des admissions du ",
            pii("ETABLISSEMENT", e.sigle, "sigle"), ".")
        c.p("Agent : ", pii("PRENOM", rng.choice(["Sandrine", "Patrick", "Nadia", "Gilles"]), "agent"), " ",
            pii("NOM", rng.choice(["Cordier", "Vidal", "Lopez", "Besnard"]), "agent"), " — poste ", dec("SCORE", "%d" % rng.randint(2000, 2999)), ".")
    set_meta(c, pat, "Certificat de décès", d, ipp, fmt_date(pat.ddn, "slash"), e)
    return e, pat, ddn_style, ipp


SHAPE_FUNCS = {"certificat_sdt_sdre": shape_sdt, "certificat_coups_blessures": shape_cb,
               "consultation_pediatrique": shape_ped, "seance_hemodialyse": shape_hd,
               "consultation_ophtalmo": shape_oph, "certificat_deces": shape_dc}
