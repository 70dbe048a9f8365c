"""The six document shapes of corpus AN (French wording written for this corpus).

dermato_suivi, retrocession_pui, pai_scolaire, pompe_insuline, coordination_don, kine_domicile.
Each builder returns a model.Doc with explicit pages (1-3)."""
import datetime

from . import ids
from .model import D, Doc, K, O, P, REF, make_person

SHAPES = ["dermato_suivi", "retrocession_pui", "pai_scolaire", "pompe_insuline", "coordination_don",
          "kine_domicile"]


def cdate(r, back=(1, 60)):
    return REF - datetime.timedelta(days=r.randint(*back))


def fd(d, style=0):
    if style == 0:
        return d.strftime("%d/%m/%Y")
    if style == 1:
        return "%d %s %d" % (d.day, ids.MOIS[d.month - 1], d.year)
    return d.strftime("%d.%m.%Y")


class Ctx:
    def __init__(self, r, style):
        self.r = r
        self.style = style
        self.estab, self.sigle = r.choice(ids.ESTABS)
        self.cp, self.town, self.dept = r.choice(ids.COMMUNES)
        self.addr = "%d %s" % (r.randint(1, 90), r.choice(ids.STREETS))
        self.tel = ids.phone(r, r.choice([0, 1]))
        self.fax = ids.phone(r, 0)
        self.finess = ids.finess(r, self.dept)
        self.nda = r.choice(["NDA%02d%s%05d" % (REF.year % 100, r.choice("ABKX"), r.randint(0, 99999)),
                             "S%02d-%06d" % (REF.year % 100, r.randint(0, 999999)),
                             "%02d%07d-%s" % (REF.year % 100, r.randint(0, 9999999), r.choice("ABCH"))])

    def E(self, sub="etablissement"):
        return P("ETABLISSEMENT", self.estab, sub)

    def S(self):
        return P("ETABLISSEMENT", self.sigle, "sigle")

    def T(self, sub="etablissement"):
        return P("VILLE", self.town, sub)

    def doctor(self, sex=None, role="medecin"):
        d = make_person(self.r, role, sex=sex)
        d.rpps = ids.rpps(self.r)
        d.adeli = ids.adeli(self.r, self.dept)
        return d


def dr(d, style=0):
    """doctor's name in several writings"""
    if style == 0:
        return ["Dr ", d.pre("T"), " ", d.nom("U")]
    if style == 1:
        return ["Docteur ", d.nom("T"), " ", d.pre("T")]
    if style == 2:
        return ["Dr ", d.ini(), " ", d.nom("T")]
    return ["Pr ", d.nom("U"), " ", d.pre("U")]


def letterhead(d, c, service):
    d.letterhead = [[c.E()], [service, " — ", c.S()],
                    [P("ADRESSE", c.addr, "etablissement", probes=[c.addr, c.addr.split(" ", 1)[1]]), " – ",
                     P("CODE_POSTAL", c.cp), " ", c.T()],
                    ["Standard ", P("TELEPHONE", c.tel, "etablissement"), " · Secrétariat ",
                     P("TELEPHONE", c.fax, "etablissement"), " · FINESS ", P("FINESS", c.finess)]]


def running(d, c, pt, style):
    nda = c.nda

    def head(k, n):
        if style == 0:
            return [c.S(), " · ", pt.nom("U"), " ", pt.pre("T"), " · IPP ", P("IPP", pt.ipp, "patient", True)]
        if style == 1:
            return [pt.nom("U"), ", ", pt.pre("T"), " – né(e) le ",
                    P("DATE_NAISSANCE", pt.birth.strftime("%d/%m/%y"), "", True), " – séjour ",
                    P("NUM_SEJOUR", nda, "sejour")]
        return ["Dossier ", P("IPP", pt.ipp, "patient", True), " | ", c.E()]

    def foot(k, n):
        if style == 0:
            return [c.E(), " — FINESS ", P("FINESS", c.finess), " — page %d/%d" % (k, n)]
        if style == 1:
            return [c.S(), " – ", c.T(), " – Tél. ", P("TELEPHONE", c.tel, "etablissement"),
                    " – feuillet %d sur %d" % (k, n)]
        return ["Document confidentiel – ", c.S(), " – ", pt.nom("U"), " – p. %d/%d" % (k, n)]
    d.head, d.foot = head, foot


def identity(d, c, pt, style, extra=()):
    """three identity writings; extra rows appended"""
    bd = pt.birth
    if style == 0:
        rows = [("Nom de naissance", pt.birthname("U") if pt.birth_last else pt.nom("U")),
                ("Nom d'usage", pt.nom("U")), ("Prénom(s)", pt.pre("T")),
                ("Date de naissance", P("DATE_NAISSANCE", ids.date_written(bd, c.r.choice([0, 0, 6])), "", True)),
                ("IPP", P("IPP", pt.ipp, "patient", True)), ("Séjour", P("NUM_SEJOUR", c.nda, "sejour"))]
        d.kv(rows + list(extra), vf=(c.r.random() < 0.5))
    elif style == 1:
        lines = [[pt.nom("U"), " ", pt.pre("U")] + ([" née ", pt.birthname("U")] if pt.birth_last else []),
                 ["Né(e) le ", P("DATE_NAISSANCE", ids.date_written(bd, 2), "", True), " (",
                  K("AGE", "%d ans" % pt.age), ")"],
                 ["IPP ", P("IPP", pt.ipp, "patient", True), "   NDA ", P("NUM_SEJOUR", c.nda, "sejour")]]
        d.sticker(lines)
        if extra:
            d.kv(list(extra))
    else:
        civ = ("l'enfant" if pt.age < 16 else "Mme") if pt.sex == 2 else ("l'enfant" if pt.age < 16 else "M.")
        d.p(civ[0].upper() + civ[1:], " ", pt.pre("T"), " ", pt.nom("T"),
            *([", née ", pt.birthname("T")] if pt.birth_last else []),
            ", né(e) le ", P("DATE_NAISSANCE", ids.date_written(bd, c.r.choice([4, 5, 1])), "", True),
            ", IPP ", P("IPP", pt.ipp, "patient", True), ", séjour ", P("NUM_SEJOUR", c.nda, "sejour"), ".")
        if extra:
            d.kv(list(extra), vf=True)


def nir_item(pt, style, ins=False):
    return P("NIR", ids.nir_written(pt.nir13, pt.nirkey, style), "ins" if ins else "", True)


def addr_items(p, sub):
    return [P("ADRESSE", p.addr, sub, probes=[p.addr, p.street]), ", ", P("CODE_POSTAL", p.cp), " ",
            P("VILLE", p.town, "domicile" if sub in ("patient", "proche") else sub)]


def admin_cols(d, c, pt, style, employer=True):
    r = c.r
    mut = r.choice(ids.MUTUELLES)
    adh = r.choice(["%09d" % r.randint(0, 999999999), "ADH-%06d" % r.randint(0, 999999),
                    "%s %04d %04d" % (r.choice(["MU", "HO"]), r.randint(0, 9999), r.randint(0, 9999))])
    left = [["Domicile : ", P("ADRESSE", pt.addr, "patient", probes=[pt.addr, pt.street])],
            [P("CODE_POSTAL", pt.cp), " ", P("VILLE", pt.town.upper() if style == 1 else pt.town, "domicile")],
            ["Tél. ", P("TELEPHONE", pt.phone, "patient")]]
    right = [["NIR : ", nir_item(pt, (style + 2) % 3)],
             ["Mutuelle : ", P("ORGANISME", mut, "mutuelle")],
             ["Adhérent n° ", P("NUM_ADHERENT", adh)]]
    if employer:
        right.append(["Employeur : ", P("ETABLISSEMENT", r.choice(ids.EMPLOYERS), "employeur")])
    d.h("Renseignements administratifs")
    d.cols(left, right)


def sign_block(d, c, doc_, date, style):
    lines = [["Fait à ", P("VILLE", c.town, "lieu_redaction"), ", le ", D(fd(date, 1))],
             dr(doc_, style % 3), ["RPPS ", P("RPPS", doc_.rpps)]]
    if style == 1:
        lines.append(["Identifiant national ", P("RPPS", "8" + doc_.rpps, "idnat")])
    d.sign(lines)


def split_pages(d, sections, npg, pt, optional=()):
    """sections: list of callables adding blocks; spread over npg pages (optional ones only if npg > 1)"""
    if npg == 1:
        sections = [s for i, s in enumerate(sections) if i not in optional]
    n = len(sections)
    cuts = [round(n * k / npg) for k in range(npg + 1)]
    for k in range(npg):
        if k:
            d.newpage()
            d.caption("Suite du document de ", pt.nom("U"), " ", pt.pre("T"), " (feuillet %d)" % (k + 1))
        for s in sections[cuts[k]:cuts[k + 1]]:
            s()


def set_meta(d, pt, title, on):
    if on:
        d.meta_title = ("%s – %s %s" % (title, pt.last.upper(), pt.first),
                        [{"kind": "NOM", "text": pt.last.upper(), "field": "Info/Title", "critical": True,
                          "probes": [pt.last.upper()]},
                         {"kind": "PRENOM", "text": pt.first, "field": "Info/Title", "critical": True,
                          "probes": [pt.first]}])
    else:
        d.meta_title = (title, [])


# ------------------------------------------------------------------ shapes


def dermato_suivi(r, npg, style, meta):
    c = Ctx(r, style)
    pt = make_person(r, "patient", age=(25, 80), critical=True)
    derm = c.doctor()
    gp = c.doctor()
    d = Doc("dermato_suivi", "Suivi dermatologique des lésions pigmentées")
    letterhead(d, c, "Service de dermatologie – unité de dermoscopie numérique")
    running(d, c, pt, style)
    set_meta(d, pt, "Suivi dermatologique", meta)
    v1, v2 = cdate(r, (200, 400)), cdate(r, (1, 20))
    acc = ["DERM-%02d-%05d" % (REF.year % 100, r.randint(0, 99999)) for _ in range(3)]
    anapath = "%02dH%05d" % (REF.year % 100, r.randint(0, 99999))
    phot = make_person(r, "soignant")
    sites = [("dos, région scapulaire gauche", "6,2 mm", "5,1 mm"), ("jambe droite, face antérieure", "4,0 mm", "4,1 mm"),
             ("flanc gauche", "8,9 mm", "7,4 mm")]

    def s1():
        d.h("Compte rendu de consultation du ", D(fd(v2)))
        identity(d, c, pt, style, extra=[("Phototype", K("SCORE", "phototype III")),
                                          ("Médecin traitant", dr(gp, 2))])

    def s2():
        d.h("Motif et antécédents")
        d.p("Patient(e) revu(e) dans le cadre de la surveillance d'un syndrome des nævus atypiques, suivi depuis le ",
            D(fd(v1)), ". Antécédent familial de mélanome (mère). Pas de prise de ",
            K("MEDICAMENT", "méthotrexate"), ". Exposition professionnelle : ",
            P("ETABLISSEMENT", r.choice(ids.EMPLOYERS), "employeur"), ", travail en extérieur.")

    def s3():
        d.h("Cartographie des lésions (dermoscopie)")
        d.table(["Site", "Taille initiale", "Taille actuelle", "Score ABCD", "Cliché"],
                [[s[0], K("MESURE", s[1]), K("MESURE", s[2]), K("SCORE", "TDS %s" % r.choice(["3,9", "4,6", "5,1"])),
                  P("NUM_ACCESSION", a)] for s, a in zip(sites, acc)], widths=[0.34, 0.15, 0.15, 0.14, 0.22])

    def s4():
        d.h("Photographies")
        for s, a in zip(sites[:2], acc[:2]):
            d.caption("Fig. – ", s[0], ", cliché ", P("NUM_ACCESSION", a), " pris le ", D(fd(v2)),
                      " par ", phot.pre("T"), " ", phot.nom("U"), " (photographe).")
        d.p("Critères de Menzies et règle ", K("EPONYME", "ABCDE"), " : lésion du flanc évolutive, réseau atypique, "
            "voile bleu-blanc absent.")

    def s5():
        d.h("Conduite à tenir")
        d.p("Exérèse de la lésion du flanc gauche (", K("CCAM", "QZFA036"), ") programmée ; examen anatomopathologique "
            "n° ", P("NUM_ACCESSION", anapath), ". Diagnostic provisoire ", K("CIM10", "D22.5"),
            ". Photoprotection, autosurveillance, prochaine cartographie dans ", K("DELAI", "6 mois"), ".")
        d.p("Copie : ", dr(gp, 0), ", ", P("ADRESSE", gp.addr, "medecin", probes=[gp.addr, gp.street]), ", ",
            P("CODE_POSTAL", gp.cp), " ", P("VILLE", gp.town, "medecin"), ".")
        sign_block(d, c, derm, v2, style)

    def s6():
        d.h("Historique des cartographies")
        rows = []
        for j in range(3):
            dd = v1 + datetime.timedelta(days=120 * j)
            who = [derm.ini(), " ", derm.nom("T")] if j % 2 else [phot.nom("L")]
            rows.append([D(fd(dd, 2 if j == 1 else 0)), K("MESURE", "%d lésions" % r.randint(18, 60)), who,
                         r.choice(["surveillance", "exérèse", "biopsie"])])
        d.table(["Date", "Lésions cartographiées", "Opérateur", "Décision"], rows, widths=[0.2, 0.3, 0.25, 0.25])
        d.p("Examen réalisé avec le dermatoscope ", K("DISPOSITIF", "FotoFinder ATBM"), " ; aucun séjour récent en ",
            K("PAYS", "Australie"), ".")

    def s7():
        admin_cols(d, c, pt, style)
    split_pages(d, [s1, s2, s3, s6, s4, s7, s5], npg, pt, optional={3, 5})
    return d


def retrocession_pui(r, npg, style, meta):
    c = Ctx(r, style)
    pt = make_person(r, "patient", age=(20, 75), critical=True)
    presc = c.doctor()
    pharm = c.doctor(role="soignant")
    prep = make_person(r, "soignant")
    d = Doc("retrocession_pui", "Fiche de dispensation – rétrocession")
    letterhead(d, c, "Pharmacie à usage intérieur – rétrocession hospitalière")
    running(d, c, pt, style)
    set_meta(d, pt, "Rétrocession", meta)
    day = cdate(r, (1, 10))
    mut = r.choice(ids.MUTUELLES)
    adh = "%s%08d" % (r.choice(["MX", "AD", ""]), r.randint(0, 99999999))
    ordo = "ORD-%06d" % r.randint(0, 999999)
    drugs = [("Emtricitabine/ténofovir 200 mg/245 mg", "9390483", "30 cp", "L%05d" % r.randint(0, 99999)),
             ("Ribavirine 200 mg", "9263728", "84 gél.", "R%04dB" % r.randint(0, 9999)),
             ("Époétine alfa 10 000 UI", "9230714", "6 ser.", "EP%05d" % r.randint(0, 99999))]
    drugs = drugs[:2 + r.randint(0, 1)]

    def s1():
        d.h("Identification du patient")
        identity(d, c, pt, style, extra=[("NIR", nir_item(pt, style % 3)),
                                          ("Organisme complémentaire", P("ORGANISME", mut, "mutuelle")),
                                          ("N° adhérent", P("NUM_ADHERENT", adh))])

    def s2():
        d.h("Prescription")
        d.p("Ordonnance hospitalière n° ", K("CODE", ordo), " du ", D(fd(day - datetime.timedelta(days=3))),
            ", prescripteur ", dr(presc, 1), " (RPPS ", P("RPPS", presc.rpps), "), service de maladies infectieuses, ",
            c.E(), ".")

    def s3():
        d.h("Produits dispensés le ", D(fd(day)))
        d.table(["Spécialité", "Code UCD", "Quantité", "Lot", "Prix unitaire"],
                [[K("MEDICAMENT", x[0]), K("CODE", x[1]), K("MESURE", x[2]), K("LOT", x[3]),
                  "%d,%02d €" % (r.randint(5, 900), r.randint(0, 99))] for x in drugs], widths=[0.38, 0.15, 0.12, 0.15, 0.2])
        d.p("Chaîne du froid respectée pour l'époétine (", K("MESURE", "+2 °C à +8 °C"), "). Prochaine délivrance "
            "prévue dans ", K("DELAI", "28 jours"), ".")

    def s4():
        d.h("Personne venue retirer le traitement")
        if r.random() < 0.5:
            rel = make_person(r, "proche")
            d.p("Tiers mandaté : ", rel.pre("T"), " ", rel.nom("U"), ", ", r.choice(["conjoint(e)", "fille", "frère"]),
                ", joignable au ", P("TELEPHONE", rel.phone, "proche"), ", pièce d'identité vérifiée.")
        else:
            d.p("Le patient lui-même, joignable au ", P("TELEPHONE", pt.phone, "patient"), " ; courriel ",
                P("EMAIL", pt.email, "patient", True), ".")
        d.p("Dispensé par ", prep.pre("L"), " ", prep.nom("L"), " (préparateur), validé par ",
            pharm.pre("T"), " ", pharm.nom("U"), ", pharmacien (RPPS ", P("RPPS", pharm.rpps), ").")

    def s5():
        d.h("Observations pharmaceutiques")
        d.p("Interaction signalée avec le ", K("MEDICAMENT", "ritonavir"), " ; clairance de la créatinine ",
            K("BIOLOGIE", "78 mL/min"), ". Conseils donnés au domicile de ", P("VILLE", pt.town, "domicile"), " : "
            "prise au cours du repas. Pharmacie d'officine relais : ", P("ETABLISSEMENT", r.choice(ids.PHARMACIES), "pharmacie"), ".")
        sign_block(d, c, pharm, day, style)

    def s6():
        d.h("Historique des délivrances")
        abbr = pt.dup() if " " not in pt.last and "'" not in pt.last else pt.nom("U")
        rows = []
        for j in range(3):
            dd = day - datetime.timedelta(days=28 * (j + 1))
            rows.append([D(fd(dd)), K("MEDICAMENT", drugs[j % len(drugs)][0].split(" ")[0]), K("MESURE", drugs[j % len(drugs)][2]),
                         [abbr, " ", pt.first[0] + "."] if j != 1 else ["tiers"],
                         [prep.nom("L")] if j % 2 == 0 else [pharm.ini(), " ", pharm.nom("T")]])
        d.table(["Date", "Produit", "Qté", "Patient", "Visa"], rows, widths=[0.17, 0.28, 0.12, 0.23, 0.2])

    def s7():
        admin_cols(d, c, pt, style, employer=False)
    split_pages(d, [s1, s7, s2, s3, s6, s4, s5], npg, pt, optional={1, 4})
    return d


def pai_scolaire(r, npg, style, meta):
    c = Ctx(r, style)
    sn, common = (r.choice(ids.COMMON_SURNAMES) if r.random() < 0.5 else (None, None))
    ch = make_person(r, "patient", age=(5, 14), critical=True, surname=sn, married=False)
    mother = make_person(r, "proche", sex=2, surname=ch.last, married=r.random() < 0.4, critical=True)
    while mother.first == ch.first:
        mother.first = r.choice(ids.FIRST_F)
    father = make_person(r, "proche", sex=1, surname=ch.last, critical=True)
    father.addr, father.street, father.cp, father.town = mother.addr, mother.street, mother.cp, mother.town
    ped = c.doctor()
    nurse = make_person(r, "soignant", sex=2)
    school = r.choice(ids.SCHOOLS)
    d = Doc("pai_scolaire", "Courrier de liaison – projet d'accueil individualisé")
    letterhead(d, c, "Consultation d'allergologie pédiatrique")
    running(d, c, ch, style)
    set_meta(d, ch, "PAI", meta)
    day = cdate(r, (2, 30))
    year_cls = r.choice(["CE2", "CM1", "6e B", "5e A", "CP"])

    def s1():
        d.p("À l'attention de ", nurse.pre("T"), " ", nurse.nom("U"), ", infirmière scolaire, ",
            P("ETABLISSEMENT", school, "ecole"), ", ", P("VILLE", mother.town, "domicile"), ".")
        d.h("Élève concerné(e)")
        identity(d, c, ch, style, extra=[("Classe", year_cls), ("Poids", K("POIDS", "%d kg" % r.randint(19, 48)))])

    def s2():
        d.h("Responsables légaux")
        d.table(["Qualité", "Nom", "Prénom", "Téléphone", "Courriel"],
                [["Mère", mother.nom("U"), mother.pre("T"), P("TELEPHONE", mother.phone, "proche"),
                  P("EMAIL", mother.email, "proche", True)],
                 ["Père", father.nom("U"), father.pre("T"), P("TELEPHONE", father.phone, "proche"), "—"]],
                widths=[0.1, 0.2, 0.15, 0.2, 0.35])
        d.p("Domicile : ", *addr_items(mother, "proche"), ".")
        if mother.birth_last:
            d.p("Mme ", mother.pre("T"), " ", mother.nom("T"), " née ", mother.birthname("U"), " est joignable sur son lieu "
                "de travail, ", P("ETABLISSEMENT", r.choice(ids.EMPLOYERS), "employeur"), ".")

    def s3():
        d.h("Pathologie et protocole d'urgence")
        d.p("Allergie alimentaire IgE-médiée à l'arachide (", K("CIM10", "T78.0"), "), IgE spécifiques Ara h 2 ",
            K("BIOLOGIE", "14,2 kUA/L"), ", test de provocation positif le ", D(fd(cdate(r, (90, 300)))), ".")
        d.table(["Signes", "Conduite à tenir"],
                [["Urticaire isolée, prurit", ["Desloratadine ", K("DOSE", "2,5 mL"), " per os, surveillance"]],
                 ["Gêne respiratoire, malaise", ["Adrénaline auto-injectable ", K("MEDICAMENT", "Anapen"), " ",
                                                 K("DOSE", "0,15 mg"), " IM, appeler le 15"]]],
                widths=[0.35, 0.65])
        d.p("Trousse d'urgence : dispositif ", K("DISPOSITIF", "Anapen 150 µg"), ", lot ", K("LOT", "AN%05d" % r.randint(0, 99999)),
            ", péremption à vérifier. Score de gravité ", K("SCORE", "grade 2 de Ring et Messmer"), ".")

    def s4():
        d.h("Restauration scolaire et sorties")
        d.p("Panier repas fourni par la famille. Lors des sorties, la trousse accompagne l'enfant. ",
            *(["La famille est ", O(common), " de métier, les horaires de retour sont adaptés. "] if common else []),
            "Le médecin de l'Éducation nationale, ", dr(c.doctor(), 2), ", est informé.")

    def s5():
        d.p("Je reste à votre disposition au ", P("TELEPHONE", c.tel, "etablissement"), ".")
        sign_block(d, c, ped, day, style)
    gp = c.doctor()
    head_t = make_person(r, "tiers")

    def s6():
        d.h("Coordonnées utiles")
        d.cols([["Établissement scolaire : ", P("ETABLISSEMENT", school, "ecole")],
                ["Direction : ", head_t.pre("T"), " ", head_t.nom("U")],
                ["Ville : ", P("VILLE", mother.town, "domicile")]],
               [["Médecin traitant : ", dr(gp, 1)],
                ["Tél. cabinet ", P("TELEPHONE", gp.phone, "medecin")],
                ["Allergologue : ", dr(ped, 2)]])
        d.p("Voyage scolaire prévu en ", K("PAYS", "Espagne"), " au printemps : prévoir deux stylos d'adrénaline.")

    def s7():
        d.h("Signatures")
        d.table(["Partie", "Nom", "Date"],
                [["Représentant légal", [mother.pre("T"), " ", mother.nom("T")], D(fd(day))],
                 ["Directeur d'école", [head_t.nom("U"), " ", head_t.pre("L")], D(fd(day + datetime.timedelta(days=3)))],
                 ["Infirmière scolaire", [nurse.ini(), " ", nurse.nom("T")], D(fd(day + datetime.timedelta(days=5)))]],
                widths=[0.35, 0.4, 0.25])
    split_pages(d, [s1, s2, s3, s6, s4, s7, s5], npg, ch, optional={3, 5})
    return d


def pompe_insuline(r, npg, style, meta):
    c = Ctx(r, style)
    pt = make_person(r, "patient", age=(16, 70), critical=True)
    diab = c.doctor()
    tech = make_person(r, "tiers")
    ide = make_person(r, "soignant")
    prest, psig = r.choice(ids.PRESTATAIRES)
    ptel = ids.phone(r, 0)
    d = Doc("pompe_insuline", "Paramètres de pompe à insuline")
    letterhead(d, c, "Diabétologie – hôpital de jour, insulinothérapie fonctionnelle")
    running(d, c, pt, style)
    set_meta(d, pt, "Pompe à insuline", meta)
    day = cdate(r, (1, 15))
    serial = "SN%s%07d" % (r.choice("AMT"), r.randint(0, 9999999))

    def s1():
        d.h("Patient(e)")
        identity(d, c, pt, style, extra=[("INS", nir_item(pt, (style + 1) % 3, ins=True)),
                                          ("Adresse", addr_items(pt, "patient"))])

    def s2():
        d.h("Matériel")
        d.kv([("Pompe", K("DISPOSITIF", "pompe patch Omnipod DASH")), ("N° de série", K("DISPOSITIF", serial)),
              ("Capteur", K("DISPOSITIF", "Dexcom G7")), ("Prestataire", [P("ETABLISSEMENT", prest, "prestataire"),
                                                                          " (", P("ETABLISSEMENT", psig, "sigle"), ")"]),
              ("Astreinte prestataire", P("TELEPHONE", ptel, "prestataire")),
              ("Code LPP", K("CODE", "1151395"))], vf=True)

    def s3():
        d.h("Débits de base programmés")
        rates = ["0,%d0 U/h" % r.randint(4, 9) for _ in range(4)]
        d.table(["Plage horaire", "Débit", "Ratio glucidique", "Sensibilité"],
                [[K("HEURE", a), K("DEBIT", b), K("MESURE", "1 U/%d g" % r.randint(8, 15)),
                  K("MESURE", "%d mg/dL" % r.randint(30, 60))]
                 for a, b in zip(["00h00-06h00", "06h00-11h00", "11h00-18h00", "18h00-24h00"], rates)],
                widths=[0.25, 0.2, 0.3, 0.25])
        d.p("Cible glycémique ", K("MESURE", "110 mg/dL"), ", durée d'action ", K("DELAI", "4 heures"),
            ". HbA1c ", K("BIOLOGIE", "7,4 %"), ", temps dans la cible ", K("MESURE", "68 %"), ".")

    def s4():
        d.h("Installation et éducation")
        d.p("Pose réalisée le ", D(fd(day)), " à ", K("HEURE", "14h30"), " par ", tech.pre("T"), " ", tech.nom("U"),
            ", technicien(ne) ", P("ETABLISSEMENT", psig, "sigle"), ", en présence de ", ide.pre("T"), " ",
            ide.nom("T"), ", infirmière d'éducation (ADELI ", P("ADELI", ids.adeli(r, c.dept)), ").")
        d.p("Le patient sait réaliser un bolus et changer le pod ; protocole de resucrage revu (",
            K("DOSE", "15 g"), " de glucides). Classification ", K("CIM10", "E10.9"), ".")

    def s5():
        d.p("Contact patient : ", P("TELEPHONE", pt.phone, "patient"), " — ", P("EMAIL", pt.email, "patient", True), ".")
        sign_block(d, c, diab, day, style)

    def s6():
        d.h("Journal des alarmes (export de la pompe)")
        rows = []
        for j in range(4):
            dd = day + datetime.timedelta(days=j + 1)
            rows.append([D(fd(dd)), K("HEURE", "%02d:%02d" % (r.randint(0, 23), r.randint(0, 59))),
                         r.choice(["Occlusion", "Réservoir bas", "Hypoglycémie < 70", "Pod expiré"]),
                         K("MESURE", "%d mg/dL" % r.randint(55, 310))])
        d.table(["Date", "Heure", "Alarme", "Glycémie capteur"], rows, widths=[0.22, 0.14, 0.38, 0.26])
        d.p("Voyage prévu au ", K("PAYS", "Portugal") , " : adapter les débits au décalage horaire. Courrier remis à ",
            tech.pre("L"), " ", tech.nom("L"), " pour le dossier du prestataire.")

    def s7():
        admin_cols(d, c, pt, style)
    split_pages(d, [s1, s2, s7, s3, s6, s4, s5], npg, pt, optional={2, 4})
    return d


def coordination_don(r, npg, style, meta):
    c = Ctx(r, style)
    pt = make_person(r, "patient", age=(18, 70), critical=True)
    coord = make_person(r, "soignant")
    rea = c.doctor()
    rel = make_person(r, "proche", surname=pt.last if r.random() < 0.5 else None, critical=True)
    d = Doc("coordination_don", "Synthèse de coordination hospitalière des prélèvements")
    letterhead(d, c, "Coordination hospitalière des prélèvements d'organes et de tissus")
    running(d, c, pt, style)
    set_meta(d, pt, "Coordination PMO", meta)
    day = cdate(r, (1, 20))
    cristal = "CR-%06d" % r.randint(0, 999999)

    def s1():
        d.h("Donneur")
        identity(d, c, pt, style, extra=[("N° CRISTAL", P("NUM_DOSSIER", cristal, "cristal")),
                                          ("Groupe sanguin", K("BIOLOGIE", "A Rh+"))])

    def s2():
        d.h("Chronologie")
        d.table(["Heure", "Étape", "Intervenant"],
                [[K("HEURE", "02h15"), "Premier examen clinique de mort encéphalique", dr(rea, 2)],
                 [K("HEURE", "04h40"), ["Angioscanner cérébral, compte rendu ", P("NUM_ACCESSION", "IMG%07d" % r.randint(0, 9999999))], "radiologie"],
                 [K("HEURE", "06h05"), "Consultation du registre national des refus", [coord.pre("T"), " ", coord.nom("U")]],
                 [K("HEURE", "09h30"), "Entretien avec les proches", [coord.pre("T"), " ", coord.nom("U")]]],
                widths=[0.12, 0.55, 0.33])

    def s3():
        d.h("Entretien avec les proches")
        d.p("Entretien mené le ", D(fd(day)), " avec ", rel.pre("T"), " ", rel.nom("U"), " (",
            r.choice(["épouse", "frère", "mère", "fils"]), "), domicilié(e) ", *addr_items(rel, "proche"),
            ", téléphone ", P("TELEPHONE", rel.phone, "proche"), ". Aucune opposition exprimée du vivant du défunt.")

    def s4():
        d.h("Bilan du donneur")
        d.table(["Paramètre", "Valeur"],
                [["Créatinine", K("BIOLOGIE", "%d µmol/L" % r.randint(60, 140))], ["ASAT", K("BIOLOGIE", "%d UI/L" % r.randint(20, 90))],
                 ["Noradrénaline", K("DEBIT", "0,%d µg/kg/min" % r.randint(1, 6))], ["Score", K("SCORE", "Glasgow 3")]],
                widths=[0.5, 0.5])
        d.p("Organes proposés via l'", K("INSTITUTION", "Agence de la biomédecine"), " : reins, foie. Prélèvement au bloc à ",
            K("HEURE", "15h00"), ". Restitution du corps à la famille, pompes funèbres choisies par les proches.")

    def s5():
        d.p("Coordination joignable au ", P("TELEPHONE", c.fax, "etablissement"), " (", c.S(), ").")
        sign_block(d, c, rea, day, style)
    other_e, other_s = r.choice([e for e in ids.ESTABS if e[0] != c.estab])
    surg = c.doctor()
    anes = c.doctor()

    def s6():
        d.h("Équipes intervenantes")
        d.table(["Fonction", "Nom", "Structure", "Contact"],
                [["Infirmier(e) coordinateur(trice)", [coord.nom("U"), " ", coord.pre("T")], c.S(),
                  P("TELEPHONE", coord.phone, "soignant")],
                 ["Anesthésiste du bloc", dr(anes, 2), c.S(), P("TELEPHONE", c.tel, "etablissement")],
                 ["Chirurgien préleveur", dr(surg, 0), [P("ETABLISSEMENT", other_e, "etablissement"), " (",
                                                       P("ETABLISSEMENT", other_s, "sigle"), ")"], "—"]],
                widths=[0.27, 0.25, 0.3, 0.18])

    def s7():
        d.h("Sécurité sanitaire")
        d.p("Sérologies VIH, VHB, VHC négatives ; pas de séjour prolongé au ", K("PAYS", "Royaume-Uni"),
            " entre 1980 et 1996. Tissus : cornées, vaisseaux. Test de ", K("EPONYME", "Coombs"), " négatif. Lactates ",
            K("BIOLOGIE", "1,8 mmol/L"), ", diurèse ", K("DEBIT", "120 mL/h"), ".")
        d.p("Proches informés de la restitution du corps ; employeur du défunt : ",
            P("ETABLISSEMENT", r.choice(ids.EMPLOYERS), "employeur"), " (démarches administratives).")
    split_pages(d, [s1, s2, s3, s6, s4, s7, s5], npg, pt, optional={3, 5})
    return d


def kine_domicile(r, npg, style, meta):
    c = Ctx(r, style)
    pt = make_person(r, "patient", age=(60, 92), critical=True)
    kin = c.doctor(role="soignant")
    med = c.doctor()
    aid = make_person(r, "proche")
    d = Doc("kine_domicile", "Planning des séances de kinésithérapie à domicile")
    letterhead(d, c, "Service de soins de suite – équipe mobile de rééducation")
    running(d, c, pt, style)
    set_meta(d, pt, "Kinésithérapie à domicile", meta)
    start = cdate(r, (5, 25))

    def s1():
        d.h("Bénéficiaire")
        identity(d, c, pt, style, extra=[("Domicile", addr_items(pt, "patient")),
                                          ("Digicode / accès", "code %d%d%dB, 2e étage" % (r.randint(0, 9), r.randint(0, 9), r.randint(0, 9)))])

    def s2():
        d.h("Prescription")
        d.p("Prescription du ", D(fd(start - datetime.timedelta(days=4))), " par ", dr(med, 0),
            " : ", K("MESURE", "20 séances"), " de rééducation à la marche après prothèse totale de hanche (",
            K("CCAM", "NEKA020"), "), cotation ", K("CODE", "AMK 9,5"), ". Score de ", K("EPONYME", "Tinetti"), " ",
            K("SCORE", "18/28"), ", test de ", K("EPONYME", "Berg"), " ", K("SCORE", "36/56"), ".")

    def s3():
        d.h("Calendrier des visites")
        rows = []
        for i in range(5):
            dd = start + datetime.timedelta(days=2 * i)
            rows.append([D(fd(dd)), K("HEURE", "%02dh%02d" % (r.randint(8, 17), r.choice([0, 15, 30, 45]))),
                         [kin.first[0] + ". ", kin.nom("U")] if i % 2 == 0 else ["remplaçant ", P("NOM", make_person(r, "soignant").last.upper(), "soignant")],
                         P("VILLE", pt.town, "domicile") if i == 3 else K("LIEU", "domicile"),
                         r.choice(["marche + escaliers", "renforcement quadriceps", "équilibre, transferts"])])
        d.table(["Date", "Heure", "Intervenant", "Lieu", "Contenu"], rows, widths=[0.16, 0.1, 0.3, 0.16, 0.28])

    def s4():
        d.h("Entourage")
        d.p("Aidant principal : ", aid.pre("T"), " ", aid.nom("U"), ", ", P("TELEPHONE", aid.phone, "proche"),
            ", présent le matin. Courriel : ", P("EMAIL", aid.email, "proche", True), ". Le patient vit à ",
            K("LIEU", "domicile"), " avec un chien ; prévoir l'accès par le jardin.")

    def s5():
        d.p("Masseur-kinésithérapeute référent : ", kin.pre("T"), " ", kin.nom("U"), " — RPPS ", P("RPPS", kin.rpps),
            " — ADELI ", P("ADELI", kin.adeli), " — ", P("TELEPHONE", kin.phone, "soignant"), ".")
        sign_block(d, c, med, start, style)
    amb = "Ambulances %s" % r.choice(ids.SURNAMES)

    def s6():
        d.h("Évolution des scores")
        d.table(["Test", "Initial", "Semaine 2", "Objectif"],
                [[K("EPONYME", "Timed Up and Go"), K("MESURE", "%d s" % r.randint(18, 30)), K("MESURE", "%d s" % r.randint(12, 17)), K("MESURE", "< 12 s")],
                 [K("EPONYME", "Tinetti"), K("SCORE", "18/28"), K("SCORE", "22/28"), K("SCORE", "26/28")],
                 ["Périmètre de marche", K("MESURE", "40 m"), K("MESURE", "150 m"), K("MESURE", "300 m")]],
                widths=[0.34, 0.22, 0.22, 0.22])

    def s7():
        admin_cols(d, c, pt, style, employer=False)
        d.p("Transport vers l'hôpital de jour : ", P("ETABLISSEMENT", amb, "entreprise"), ". Auxiliaire de vie le matin (",
            aid.nom("L"), ").")
    split_pages(d, [s1, s7, s2, s3, s6, s4, s5], npg, pt, optional={1, 4})
    return d


BUILDERS = {"dermato_suivi": dermato_suivi, "retrocession_pui": retrocession_pui, "pai_scolaire": pai_scolaire,
            "pompe_insuline": pompe_insuline, "coordination_don": coordination_don, "kine_domicile": kine_domicile}
