"""The six document shapes of corpus AF (all content invented).

consultation_genetique, bilan_orthophonique, bilan_kinesitherapie, certificat_mdph,
declaration_ei (événement indésirable), consentement_eclaire.
A document is a dict: kind, letterhead (lines), ident (lines, right column), header (segments
repeated on every page), footer (segments), blocks (list), meta_title (values for Info /Title).
"""

from __future__ import annotations

import datetime as dt

from . import ids, pools
from .model import V, World, addr_values, care, dec, etab, keep, pii

SHAPES = ["consultation_genetique", "bilan_orthophonique", "bilan_kinesitherapie",
          "certificat_mdph", "declaration_ei", "consentement_eclaire"]


class Ctx:
    def __init__(self, w: World, service: str, patient_age=(25, 80), child=False):
        r = w.r
        self.w = w
        self.r = r
        self.today = dt.date(2024, 1, 8) + dt.timedelta(days=r.randint(0, 560))
        self.hosp = w.hospital()
        self.cp, self.ville, self.dept = w.place()
        self.haddr, self.hstreet = w.address()
        self.hphone = ids.phone(r, r.choice([0, 0, 1]))
        self.finess = ids.finess(r, self.dept)
        self.service = service
        hom = None
        if r.random() < 0.3:
            hom = r.choice(pools.HOMONYMS)
        self.pat = w.person("patient", age=(4, 12) if child else patient_age, today=self.today,
                            nom=hom[0] if hom else None)
        self.pat.homonym = hom
        w.patient_nom = self.pat.nom
        self.ipp = "%d" % r.randint(10 ** 7, 10 ** 10 - 1)
        self.nda = r.choice(["%s%02d-%06d" % (r.choice("SHCE"), self.today.year % 100, r.randint(1, 999999)),
                             "%d%s%07d" % (self.today.year, r.choice("VUX"), r.randint(1, 9999999)),
                             "NDA-%d-%05d" % (self.today.year, r.randint(1, 99999))])
        self.doc = w.person("medecin", age=(32, 64), today=self.today)
        self.rpps = ids.rpps(r)
        self.dstyle = r.randint(0, 6)
        self.pcp, self.pville, self.pdept = w.place()
        self.paddr, self.pstreet = w.address()
        self.pphone = ids.phone(r, r.randint(0, 2), block=r.choice(["06 39 98", "01 99 00", "02 61 91"]))
        body, key = ids.nir(r, 2 if self.pat.sexe == "F" else 1, self.pat.ddn.year, self.pat.ddn.month, self.pdept)
        self.nir_body, self.nir_key = body, key
        self.email_pat = "%s.%s@%s" % (ascii_fold(self.pat.prenom).lower().replace(" ", ""),
                                       ascii_fold(self.pat.nom).lower().replace(" ", "").replace("'", ""),
                                       r.choice(["messagerie-fictive.fr", "courriel-test.fr", "boite-exemple.fr"]))

    # values
    def H(self):
        return etab(self.hosp[0])

    def HS(self):
        return etab(self.hosp[1], "sigle")

    def IPP(self):
        return pii(self.ipp, "IPP", "patient", True)

    def NDA(self):
        return pii(self.nda, "NUM_SEJOUR", "sejour")

    def NIR(self, spaced=True):
        t = ids.nir_spaced(self.nir_body, self.nir_key) if spaced else self.nir_body + " " + self.nir_key
        return pii(t, "NIR", "ins", True)

    def DDN(self, style=None):
        return self.pat.DDN(self.dstyle if style is None else style)

    def letterhead(self):
        d = self.doc
        return [
            [self.H()],
            [self.HS(), " — " + self.service],
            [addr_values(self.haddr, self.hstreet)],
            [pii(self.cp, "CODE_POSTAL"), " ", pii(self.ville, "VILLE")],
            ["Secrétariat : ", pii(self.hphone, "TELEPHONE", "etablissement")],
            ["FINESS ", pii(self.finess, "FINESS")],
        ]

    def doctor_lines(self, title="Dr"):
        d = self.doc
        mail = "%s.%s@%s" % (ascii_fold(d.prenom[0]).lower(), ascii_fold(d.nom).lower().replace(" ", "").replace("'", ""),
                             self.hosp[2])
        return [[title + " ", d.PRENOM(), " ", d.NOM(upper=self.r.random() < 0.5)],
                ["RPPS ", pii(self.rpps, "RPPS"), " — n° national ", pii("8" + self.rpps, "RPPS", "idnat")],
                [pii(mail, "EMAIL", "medecin", True)]]

    def ident(self, extra=(), child=False):
        p = self.pat
        lines = [["Patient(e) : ", p.NOM(), " ", p.PRENOM()]]
        if p.sexe == "F" and not child and self.r.random() < 0.6:
            p.naissance = self.w.surname("plain")
            lines.append(["Nom de naissance : ", p.NAISS()])
        lines += [[p.ne().capitalize() + " le ", self.DDN()],
                  ["IPP : ", self.IPP(), "   Séjour : ", self.NDA()]]
        lines += list(extra)
        return lines

    def addr_lines(self):
        return [[addr_values(self.paddr, self.pstreet)],
                [pii(self.pcp, "CODE_POSTAL"), " ", pii(self.pville, "VILLE")]]

    def header(self):
        p = self.pat
        form = self.r.randint(0, 2)
        if form == 0:
            return [p.NOM(), " ", p.PRENOM(), " — " + p.ne() + " le ", self.DDN(), " — IPP ", self.IPP()]
        if form == 1:
            return ["Identité : ", p.PRENOM(), " ", p.NOM(upper=False), " (", self.DDN(), ") — dossier ", self.IPP()]
        return ["IPP ", self.IPP(), " | ", p.NOM(), ", ", p.PRENOM(), " | DDN ", self.DDN()]

    def footer(self):
        return [self.HS(), " — " + self.service + " — document confidentiel"]

    def homonym_seg(self):
        if self.pat.homonym:
            return [self.pat.homonym[1].split(self.pat.homonym[2])[0],
                    keep(self.pat.homonym[2], "ORDINAIRE", "HOMONYME"),
                    self.pat.homonym[1].split(self.pat.homonym[2], 1)[1]]
        return None

    def base(self, kind, title):
        return {"kind": kind, "title": title, "letterhead": self.letterhead(), "header": self.header(),
                "footer": self.footer(), "meta_title": [self.pat.NOM(), self.pat.PRENOM()]}


def ascii_fold(s):
    import unicodedata
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c)).replace("'", "")


def d_(ctx, days, style=0):
    return care(ctx.today + dt.timedelta(days=days), style)


# ----------------------------------------------------------------- 1. génétique


def consultation_genetique(w: World):
    c = Ctx(w, "Unité d'oncogénétique", patient_age=(28, 60))
    r, p = c.r, c.pat
    doc = c.base("consultation_genetique", "Compte rendu de consultation d'oncogénétique")
    mother = w.person("proche", "F", age=(50, 85), today=c.today)
    mother.naissance = mother.nom
    mother.nom = p.nom
    mother.shares = True
    aunt = w.person("proche", "F", age=(55, 90), today=c.today, nom=mother.naissance)
    sister = w.person("proche", "F", age=(20, 60), today=c.today, nom=p.nom)
    death = dt.date(c.today.year - r.randint(3, 15), r.randint(1, 12), r.randint(1, 28))
    lab = r.choice(pools.LABS)
    labno = "%s-%02d-%05d" % (r.choice(["GM", "BM", "ONC"]), c.today.year % 100, r.randint(1, 99999))
    gene, var, ref = r.choice([("BRCA1", "c.5266dupC (p.Gln1756Profs*74)", "NM_007294.4"),
                               ("BRCA2", "c.6275_6276del (p.Leu2092Profs*7)", "NM_000059.4"),
                               ("PALB2", "c.3113G>A (p.Trp1038*)", "NM_024675.4"),
                               ("MLH1", "c.1489dupC (p.Arg497Profs*6)", "NM_000249.4")])
    doc["ident"] = c.ident([["Adressée par : Dr ", w.person("medecin", today=c.today).NOM(False)]] if False else [])
    b = []
    b.append(("p", ["Consultation du ", d_(c, 0, r.choice([0, 1])), ". ", p.civ() + " ", p.NOM(), " ", p.PRENOM(),
                    ", " + p.ne() + " le ", c.DDN(), ", nous est adressé" + ("e" if p.sexe == "F" else "") +
                    " pour une évaluation oncogénétique dans un contexte d'antécédents familiaux de cancer du sein et de l'ovaire."]))
    b.append(("h", "Histoire familiale (arbre généalogique sur 3 générations)"))
    b.append(("p", ["Cas index en position ", dec("III-2", "PEDIGREE"), ". Sa mère, ", mother.PRENOM(), " ",
                    mother.NOM(), ", née ", mother.NAISS(), " le ", mother.DDN(r.choice([0, 1])),
                    ", a présenté un carcinome canalaire infiltrant du sein gauche à ", dec("47 ans", "AGE"),
                    " (", dec("C50.4", "CIM10"), "). Sa tante maternelle, ", aunt.PRENOM(), " ", aunt.NOM(),
                    " (", dec("II-4", "PEDIGREE"), "), est décédée le ", pii(ids.date_str(death, 0), "DATE_DECES", "proche", False),
                    " d'un adénocarcinome séreux de l'ovaire de haut grade."]))
    b.append(("p", ["Une sœur, ", sister.PRENOM(), " ", sister.NOM(upper=False), ", ", dec("38 ans", "AGE"),
                    ", est indemne ; elle peut être jointe au ", pii(ids.phone(r, 0, "06 39 98"), "TELEPHONE", "proche"),
                    ". Pas de consanguinité rapportée. Branche paternelle sans particularité connue."]))
    hs = c.homonym_seg()
    if hs:
        b.append(("p", ["Mode de vie : "] + hs + ["."]))
    b.append(("h", "Résultats"))
    b.append(("kv", "Laboratoire", [etab(lab[0], "laboratoire"), " (", etab(lab[1], "sigle"), ")"]))
    b.append(("kv", "N° de dossier", [pii(labno, "NUM_DOSSIER_LABO", "dossier_labo")]))
    b.append(("table", [0.22, 0.5, 0.28], ["Gène", "Variant (HGVS)", "Classe ACMG"],
              [[[dec(gene, "GENE")], [dec(var, "VARIANT")], [dec("classe 5", "SCORE")]],
               [[dec(ref, "REFSEQ")], ["transcrit de référence"], ["—"]],
               [["Panel HBOC"], [dec("13 gènes", "MESURE")], [dec("couverture 99,7 %", "BIOLOGIE")]]]))
    b.append(("p", ["Prélèvement du ", d_(c, -r.randint(40, 90), 0), ", tube EDTA lot ",
                    dec("L%05d-%d" % (r.randint(1, 99999), r.randint(1, 9)), "LOT"),
                    ". Profondeur moyenne ", dec("412x", "BIOLOGIE"), "."]))
    b.append(("h", "Conclusion et conduite à tenir"))
    b.append(("p", ["Variant pathogène hétérozygote identifié : prédisposition héréditaire confirmée (",
                    dec("Z15.0", "CIM10"), "). Une IRM mammaire annuelle est proposée, ainsi qu'une discussion d'annexectomie en RCP. ",
                    "Le dépistage ciblé est proposé aux apparentés : une lettre d'information familiale est remise à ",
                    p.PRENOM(), " pour sa sœur ", sister.PRENOM(), " et sa mère."]))
    b.append(("p", ["Prochain rendez-vous le ", d_(c, r.randint(60, 120), 1), "."]))
    b.append(("sig", c.doctor_lines("Dr")))
    doc["blocks"] = b
    return doc


# ----------------------------------------------------------------- 2. orthophonie


def bilan_orthophonique(w: World):
    c = Ctx(w, "Centre de référence des troubles des apprentissages", child=True)
    r, p = c.r, c.pat
    doc = c.base("bilan_orthophonique", "Bilan orthophonique initial")
    mom = w.person("proche", "F", age=(30, 45), today=c.today, nom=p.nom if r.random() < 0.6 else None)
    school = r.choice(pools.SCHOOLS)
    sc_cp, sc_ville, _ = w.place()
    ortho = w.person("soignant", age=(26, 55), today=c.today)
    ad = ids.adeli(r, c.dept, "91")
    age_txt = "%d ans %d mois" % (r.randint(7, 11), r.randint(1, 11))
    classe = r.choice(["CE1", "CE2", "CM1", "CM2"])
    doc["ident"] = c.ident(child=True, extra=[["Représentante légale : ", mom.PRENOM(), " ", mom.NOM()],
                            ["Tél. : ", pii(c.pphone, "TELEPHONE", "proche")]])
    b = []
    b.append(("p", ["Bilan réalisé les ", d_(c, 0, 0), " et ", d_(c, 7, 0), " sur prescription du Dr ",
                    c.doc.NOM(False), " (bilan ", dec("AMO 34", "NGAP"), "). ", p.PRENOM(), " est âgé" + ("e" if p.sexe == "F" else ""),
                    " de ", dec(age_txt, "AGE"), " et scolarisé" + ("e" if p.sexe == "F" else "") + " en ", keep(classe, "DECOY", "CLASSE"),
                    " à l'", etab(school, "ecole"), " de ", pii(sc_ville, "VILLE"), "."]))
    b.append(("h", "Anamnèse"))
    b.append(("p", ["Motif : difficultés persistantes en lecture et en orthographe signalées par l'enseignante. ",
                    "La mère, ", mom.civ() + " ", mom.NOM(upper=False), ", rapporte un retard de parole en maternelle. ",
                    "Le père, ", w.person("proche", "M", today=c.today, nom=p.nom).PRENOM(),
                    ", a lui-même redoublé le CP. Bilan ORL et ophtalmologique normaux (", d_(c, -r.randint(30, 200), 0), ")."]))
    hs = c.homonym_seg()
    if hs:
        b.append(("p", ["Au domicile, on note "] + hs + ["."]))
    b.append(("h", "Épreuves passées (EVALEO 6-15)"))
    rows = []
    for name in ["Lecture de mots irréguliers", "Lecture de pseudo-mots", "Dictée de phrases",
                 "Empan auditif endroit", "Conscience phonologique"]:
        z = "%+.1f" % r.uniform(-2.6, 0.4)
        pc = "P%d" % r.choice([2, 5, 7, 10, 16, 25, 50])
        rows.append([[name], [dec(z.replace(".", ",") + " DS", "SCORE")], [dec(pc, "SCORE")]])
    b.append(("table", [0.5, 0.25, 0.25], ["Épreuve", "Écart-type", "Percentile"], rows))
    b.append(("p", ["Vitesse de lecture : ", dec("%d mots/min" % r.randint(38, 80), "MESURE"),
                    " au test de l'Alouette-R (âge lexique ", dec("7 ans 2 mois", "AGE"), ")."]))
    b.append(("h", "Conclusion"))
    b.append(("p", ["Le profil est compatible avec un trouble spécifique des apprentissages en lecture (",
                    dec("F81.0", "CIM10"), "), forme phonologique. Une rééducation de ", dec("2 séances", "MESURE"),
                    " hebdomadaires est proposée (", dec("AMO 10,1", "NGAP"), "), avec des aménagements scolaires (PAP). ",
                    "Copie adressée à l'enseignante de ", keep(classe, "DECOY", "CLASSE"), " avec l'accord de la famille."]))
    b.append(("sig", [["", ortho.PRENOM(), " ", ortho.NOM(), ", orthophoniste"],
                      ["ADELI ", pii(ad, "ADELI")],
                      ["Cabinet : ", pii(ids.phone(r, 1, "02 61 91"), "TELEPHONE", "soignant")]]))
    doc["blocks"] = b
    return doc


# ----------------------------------------------------------------- 3. kinésithérapie


def bilan_kinesitherapie(w: World):
    c = Ctx(w, "Service de médecine physique et de réadaptation", patient_age=(18, 55))
    r, p = c.r, c.pat
    doc = c.base("bilan_kinesitherapie", "Bilan-diagnostic kinésithérapique")
    employer = r.choice(pools.EMPLOYERS)
    club = r.choice(pools.SPORT_CLUBS)
    mut = r.choice(pools.MUTUELLES)
    memb = "%d%s%05d" % (r.randint(100, 999), r.choice(["MF", "A", "-"]), r.randint(1, 99999))
    kine = w.person("soignant", age=(25, 60), today=c.today)
    krpps = ids.rpps(r)
    op = c.today - dt.timedelta(days=r.randint(20, 60))
    doc["ident"] = c.ident([["Organisme complémentaire : ", pii(mut, "ORGANISME", "mutuelle")],
                            ["N° adhérent : ", pii(memb, "NUM_ADHERENT", "mutuelle")]])
    b = []
    b.append(("p", ["Prescription du Dr ", c.doc.NOM(), " du ", d_(c, -3, 0), " : ", dec("15 séances", "MESURE"),
                    " de rééducation après ligamentoplastie du LCA du genou droit (technique DIDT) réalisée le ",
                    care(op, 0), " (", dec("NFMC003", "CCAM"), ")."]))
    b.append(("h", "Contexte"))
    b.append(("p", [p.civ() + " ", p.NOM(upper=False), ", " + p.ne() + " le ", c.DDN(), ", travaille comme cariste chez ",
                    pii(employer, "EMPLOYEUR"), " (arrêt de travail en cours). Licencié" + ("e" if p.sexe == "F" else ""),
                    " au ", pii(club, "ETABLISSEMENT", "club"), ", entorse lors d'un match le ",
                    care(op - dt.timedelta(days=r.randint(30, 90)), 1), "."]))
    hs = c.homonym_seg()
    if hs:
        b.append(("p", ["Autre élément : "] + hs + ["."]))
    b.append(("h", "Examen clinique"))
    fl = r.randint(95, 125)
    b.append(("table", [0.45, 0.275, 0.275], ["Mesure", "Genou droit", "Genou gauche"],
              [[["Flexion active"], [dec("%d°" % fl, "MESURE")], [dec("%d°" % (fl + r.randint(15, 30)), "MESURE")]],
               [["Flessum"], [dec("-%d°" % r.randint(2, 6), "MESURE")], [dec("0°", "MESURE")]],
               [["Périmètre à 10 cm"], [dec("%d,5 cm" % r.randint(38, 44), "MESURE")], [dec("%d cm" % r.randint(36, 42), "MESURE")]],
               [["Score de Lysholm"], [dec("%d/100" % r.randint(45, 70), "SCORE")], ["—"]]]))
    b.append(("p", ["Test de ", dec("Lachman", "EPONYME"), " non réalisé (délai post-opératoire). Signe du rabot négatif. ",
                    "Douleur EVA ", dec("3/10", "SCORE"), " à la marche, cryothérapie efficace. Traitement : ",
                    dec("paracétamol 1000 mg", "DOSE"), " si besoin, ", dec("énoxaparine 4000 UI", "DOSE"), " jusqu'au ",
                    d_(c, 10, 0), "."]))
    b.append(("h", "Séances"))
    rows = []
    for k in range(4):
        rows.append([[d_(c, 3 * k, 0)], [r.choice(["Travail de l'extension, électrostimulation du quadriceps",
                                                   "Renforcement isométrique, proprioception bipodale",
                                                   "Mobilisation passive, drainage", "Marche sans cannes, vélo sans résistance"])]])
    b.append(("table", [0.25, 0.75], ["Date", "Contenu"], rows))
    b.append(("p", ["Objectifs : extension complète à ", dec("J45", "DELAI"), ", reprise de la course vers ", dec("M4", "DELAI"), ". ",
                    "Compte rendu transmis au chirurgien et au médecin traitant."]))
    b.append(("sig", [["", kine.PRENOM(), " ", kine.NOM(), ", masseur-kinésithérapeute"],
                      ["RPPS ", pii(krpps, "RPPS")],
                      [pii("%s.%s@%s" % (ascii_fold(kine.prenom).lower().replace(" ", ""), ascii_fold(kine.nom).lower().replace(" ", "").replace("'", ""), c.hosp[2]), "EMAIL", "soignant", True)]]))
    doc["blocks"] = b
    return doc


# ----------------------------------------------------------------- 4. MDPH


def certificat_mdph(w: World):
    c = Ctx(w, "Consultation de neurologie", patient_age=(30, 75))
    r, p = c.r, c.pat
    doc = c.base("certificat_mdph", "Certificat médical — demande à la MDPH")
    aidant = w.person("proche", age=(30, 80), today=c.today)
    mdph_no = "%s%07d" % (r.choice(["MD", "D"]) + c.pdept, r.randint(1, 9999999))
    doc["ident"] = c.ident([["N° de dossier MDPH : ", pii(mdph_no, "NUM_DOSSIER", "mdph")]])
    b = []
    b.append(("p", ["Formulaire ", dec("Cerfa 15695*01", "VERSION"), " — certificat médical joint à la demande déposée auprès de la MDPH. ",
                    "Identification : ", p.NOM(), " ", p.PRENOM(), ", ", c.DDN(r.choice([0, 1, 2])), "."]))
    b.append(("kv", "N° de sécurité sociale", [c.NIR(r.random() < 0.6)]))
    b.append(("kv", "Adresse", [addr_values(c.paddr, c.pstreet), ", ", pii(c.pcp, "CODE_POSTAL"), " ", pii(c.pville, "VILLE")]))
    b.append(("kv", "Courriel", [pii(c.email_pat, "EMAIL", "patient", True)]))
    b.append(("h", "Pathologie motivant la demande"))
    dx = r.choice([("Sclérose en plaques de forme rémittente", "G35"), ("Maladie de Parkinson idiopathique", "G20"),
                   ("Séquelles d'AVC ischémique sylvien gauche", "I69.3")])
    b.append(("p", ["Diagnostic : ", dx[0], " (", dec(dx[1], "CIM10"), "), connue depuis ", dec(str(c.today.year - r.randint(3, 12)), "ANNEE"),
                    ". Dernière IRM le ", d_(c, -r.randint(20, 200), 0), ". Score EDSS ", dec("4,5", "SCORE"),
                    ", périmètre de marche ", dec("300 m", "MESURE"), " avec une canne."]))
    b.append(("h", "Retentissement fonctionnel"))
    b.append(("table", [0.5, 0.5], ["Domaine", "Niveau de difficulté"],
              [[["Déplacements extérieurs"], ["difficulté grave"]], [["Toilette, habillage"], ["difficulté modérée"]],
               [["Communication"], ["pas de difficulté"]], [["Gestion du traitement"], ["aide partielle"]]]))
    b.append(("p", ["Traitements : ", dec("ocrélizumab 600 mg", "DOSE"), " tous les 6 mois, ", dec("baclofène 10 mg", "DOSE"),
                    " trois fois par jour (", dec("M03BX01", "ATC"), "). Kinésithérapie ", dec("2 fois/semaine", "MESURE"), "."]))
    b.append(("h", "Situation sociale et aidant"))
    hs = c.homonym_seg()
    b.append(("p", ["Aidant familial : ", aidant.civ() + " ", aidant.PRENOM(), " ", aidant.NOM(), " (", r.choice(["conjoint", "fille", "fils", "frère", "sœur"]),
                    "), joignable au ", pii(ids.phone(r, 0, "01 99 00"), "TELEPHONE", "proche"), ". Emploi antérieur chez ",
                    pii(r.choice(pools.EMPLOYERS), "EMPLOYEUR"), ", en invalidité catégorie 2 depuis le ", d_(c, -r.randint(300, 900), 0), "."] + (["; "] + hs if hs else [])))
    b.append(("p", ["Demandes : AAH, carte mobilité inclusion mention stationnement, PCH aide humaine. Certificat établi à la demande de l'intéressé"
                    + ("e" if p.sexe == "F" else "") + " et remis en main propre le ", d_(c, 0, 1), ", à ", pii(c.ville, "VILLE"), "."]))
    b.append(("sig", c.doctor_lines("Dr")))
    doc["blocks"] = b
    return doc


# ----------------------------------------------------------------- 5. événement indésirable


def declaration_ei(w: World):
    c = Ctx(w, "Cellule qualité et gestion des risques", patient_age=(40, 92))
    r, p = c.r, c.pat
    doc = c.base("declaration_ei", "Fiche de déclaration d'événement indésirable associé aux soins")
    ide = w.person("soignant", age=(24, 60), today=c.today)
    ide_rpps = ids.rpps(r)
    cadre = w.person("soignant", age=(35, 60), today=c.today)
    ei_no = "EI-%d-%04d" % (c.today.year, r.randint(1, 9999))
    lot = "%s%d%s" % (r.choice(["K", "H", "B"]), r.randint(1000, 9999), r.choice(["A", "C", "F"]))
    serial = "SN %d-%05d" % (r.randint(10, 99), r.randint(0, 99999))
    initials = "%s.%s." % (ascii_fold(p.nom)[0].upper(), ascii_fold(p.prenom)[0].upper())
    doc["ident"] = [["Fiche n° ", dec(ei_no, "NUMERO_FICHE")], ["Déclarée le ", d_(c, 1, 0)],
                    ["Unité : ", dec("UF 4217", "UF"), " — chambre ", dec("312", "SALLE")]]
    b = []
    b.append(("kv", "Patient concerné", [p.NOM(), " ", p.PRENOM(), " (initiales ", pii(initials, "NOM", "initiales", False), "), ",
                                         c.DDN(), ", IPP ", c.IPP()]))
    b.append(("kv", "Séjour", [c.NDA(), ", hospitalisation depuis le ", d_(c, -r.randint(2, 10), 0)]))
    b.append(("h", "Description des faits"))
    b.append(("p", ["Le ", d_(c, 0, 1), " vers ", dec("22 h 40", "HEURE"), ", administration par pousse-seringue électrique (",
                    dec(serial, "DISPOSITIF"), ") d'", dec("héparine sodique 25 000 UI/5 mL", "DOSE"),
                    " à un débit de ", dec("4 mL/h", "DOSE"), " au lieu de ", dec("1,6 mL/h", "DOSE"),
                    " prescrits. Erreur détectée à la relève par ", ide.civ() + " ", ide.NOM(upper=False),
                    ", IDE. TCA à ", dec("3,8", "BIOLOGIE"), " (cible ", dec("2 à 3", "INTERVALLE"), "), anti-Xa ",
                    dec("0,92 UI/mL", "BIOLOGIE"), ". Médecin de garde prévenu, débit corrigé, pas de saignement."]))
    b.append(("p", ["Produit : flacon lot ", dec(lot, "LOT"), ", péremption ", dec("08/2026", "PEREMPTION"),
                    ". Code ", dec("B01AB01", "ATC"), ". Traçabilité vérifiée par la pharmacie."]))
    hs = c.homonym_seg()
    if hs:
        b.append(("p", ["Contexte relevé dans les transmissions : "] + hs + ["."]))
    b.append(("h", "Analyse (méthode ALARM)"))
    b.append(("table", [0.35, 0.65], ["Facteur", "Constat"],
              [[["Tâches"], ["protocole de dilution non affiché en salle de soins"]],
               [["Équipe"], ["relève orale sans support écrit, effectif réduit"]],
               [["Environnement"], ["pompe d'un modèle différent (prêt d'un autre service)"]],
               [["Gravité"], [dec("niveau 3 sur 5", "SCORE")]]]))
    b.append(("p", ["Famille informée le ", d_(c, 1, 0), " : ", r.choice(["sa fille", "son fils", "son épouse", "son époux"]), " ",
                    w.person("proche", today=c.today).PRENOM(), " ", p.NOM(upper=False), " (", pii(c.pphone, "TELEPHONE", "proche"), ")."]))
    b.append(("sig", [["Déclarant : ", ide.PRENOM(), " ", ide.NOM(), ", infirmier" + ("e" if ide.sexe == "F" else ""),
                       " — RPPS ", pii(ide_rpps, "RPPS")],
                      ["Cadre de santé : ", cadre.PRENOM(), " ", cadre.NOM(upper=False)],
                      ["Transmis à la ", c.HS(), " — ", pii(c.hphone, "TELEPHONE", "etablissement")]]))
    doc["blocks"] = b
    return doc


# ----------------------------------------------------------------- 6. consentement


def consentement_eclaire(w: World):
    c = Ctx(w, "Service d'hépato-gastro-entérologie", patient_age=(35, 80))
    r, p = c.r, c.pat
    doc = c.base("consentement_eclaire", "Information et consentement éclairé avant coloscopie")
    conf = w.person("proche", age=(25, 80), today=c.today)
    witness = w.person("soignant", age=(25, 60), today=c.today)
    doc["ident"] = c.ident(c.addr_lines())
    b = []
    b.append(("p", ["Je soussigné" + ("e" if p.sexe == "F" else "") + " ", p.civ() + " ", p.PRENOM(), " ", p.NOM(),
                    ", " + p.ne() + " le ", c.DDN(r.choice([1, 5, 0])), ", demeurant ", addr_values(c.paddr, c.pstreet), " à ",
                    pii(c.pville, "VILLE"), ", reconnais avoir été informé" + ("e" if p.sexe == "F" else "") +
                    " par le Dr ", c.doc.PRENOM(), " ", c.doc.NOM(), " lors de la consultation du ", d_(c, -r.randint(7, 30), 0),
                    " de la nature de l'examen proposé."]))
    b.append(("h", "Acte envisagé"))
    b.append(("p", ["Coloscopie totale avec exérèse éventuelle de polypes (", dec("HHQE005", "CCAM"), ", ", dec("HHFE002", "CCAM"),
                    ") sous anesthésie générale (", dec("ZZLP025", "CCAM"), "), prévue le ", d_(c, 0, 1),
                    ". Préparation colique : ", dec("PEG 4 L", "DOSE"), " en deux prises."]))
    b.append(("h", "Risques expliqués"))
    b.append(("table", [0.6, 0.4], ["Complication", "Fréquence"],
              [[["Perforation"], [dec("1 à 3 pour 10 000", "FREQUENCE")]],
               [["Hémorragie après polypectomie"], [dec("0,5 à 1 %", "FREQUENCE")]],
               [["Complication anesthésique grave"], [dec("< 1 pour 10 000", "FREQUENCE")]]]))
    hs = c.homonym_seg()
    b.append(("p", ["J'ai pu poser toutes mes questions et je dispose d'un délai de réflexion. ",
                    "Je peux retirer mon consentement à tout moment. Classification ", dec("ASA 2", "SCORE"), "."] + ([" Noté en consultation : "] + hs + ["."] if hs else [])))
    b.append(("kv", "Personne de confiance", [conf.PRENOM(), " ", conf.NOM(), ", ", pii(ids.phone(r, 2), "TELEPHONE", "proche")]))
    b.append(("kv", "Contact patient", [pii(c.pphone, "TELEPHONE", "patient"), " — ", pii(c.email_pat, "EMAIL", "patient", True)]))
    b.append(("p", ["Fait à ", pii(c.ville, "VILLE"), ", le ", d_(c, -1, 0), ", en deux exemplaires."]))
    b.append(("sig", [["Signature du patient : ", p.PRENOM(), " ", p.NOM(upper=False), " (lu et approuvé)"],
                      ["Témoin : ", witness.PRENOM(), " ", witness.NOM(), ", IDE"],
                      ["Médecin : Dr ", c.doc.NOM(), " — RPPS ", pii(c.rpps, "RPPS")]]))
    doc["blocks"] = b
    return doc


BUILDERS = {"consultation_genetique": consultation_genetique, "bilan_orthophonique": bilan_orthophonique,
            "bilan_kinesitherapie": bilan_kinesitherapie, "certificat_mdph": certificat_mdph,
            "declaration_ei": declaration_ei, "consentement_eclaire": consentement_eclaire}
