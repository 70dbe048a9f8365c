"""Fictional French clinical documents (layouts and wording invented for corpus S)."""
import datetime as dt
from . import pools as P
from .model import Doc, Seg

DOCTYPES = ["cr_operatoire", "lettre_sortie", "consultation", "biologie", "imagerie", "ordonnance", "transport",
            "liaison_infirmiere", "adressage", "certificat", "urgences", "anapath", "entente_prealable",
            "bulletin_situation", "rcp", "kine", "attestation_presence"]
TITRES = {"cr_operatoire": "COMPTE RENDU OPÉRATOIRE", "lettre_sortie": "LETTRE DE LIAISON DE SORTIE",
          "consultation": "COMPTE RENDU DE CONSULTATION", "biologie": "COMPTE RENDU D'EXAMENS BIOLOGIQUES",
          "imagerie": "COMPTE RENDU D'IMAGERIE", "ordonnance": "ORDONNANCE", "transport": "PRESCRIPTION MÉDICALE DE TRANSPORT",
          "liaison_infirmiere": "FICHE DE LIAISON INFIRMIÈRE", "adressage": "COURRIER D'ADRESSAGE",
          "certificat": "CERTIFICAT MÉDICAL", "urgences": "DOSSIER DE PASSAGE AUX URGENCES",
          "anapath": "COMPTE RENDU ANATOMO-PATHOLOGIQUE", "entente_prealable": "DEMANDE D'ENTENTE PRÉALABLE",
          "bulletin_situation": "BULLETIN DE SITUATION", "rcp": "SYNTHÈSE DE RÉUNION DE CONCERTATION PLURIDISCIPLINAIRE",
          "kine": "BILAN DE KINÉSITHÉRAPIE", "attestation_presence": "ATTESTATION DE PRÉSENCE"}
SPECIALITES = ["cardiologie", "neurologie", "rhumatologie", "pneumologie", "gastro-entérologie", "endocrinologie"]


def person(rng, sexe=None, particule=False):
    sexe = sexe or rng.choice([1, 2])
    prenom = rng.choice(P.PRENOMS_M if sexe == 1 else P.PRENOMS_F)
    nom = rng.choice(P.PARTICULES) if particule else rng.choice(P.NOMS)
    return {"sexe": sexe, "prenom": prenom, "nom": nom, "civ": "M." if sexe == 1 else "Mme"}


def name_forms(p, form):
    """(text, surname part as written)."""
    n, f = p["nom"], p["prenom"]
    if form == "UP":
        return "%s %s" % (f, n.upper()), n.upper()
    if form == "UPFIRST":
        return "%s %s" % (n.upper(), f), n.upper()
    if form == "TITLE":
        return "%s %s" % (f, n), n
    if form == "LOWER":
        return ("%s %s" % (f, n)).lower(), n.lower()
    if form == "INIT":
        return "%s. %s" % (f[0], n.upper()), n.upper()
    return n.upper(), n.upper()


class Ctx:
    def __init__(self, rng, idx):
        self.rng = rng
        r = rng
        self.pat = person(r, particule=(idx % 7 == 3))
        if self.pat["sexe"] == 2 and idx % 3 == 0:
            self.pat["naissance"] = r.choice([n for n in P.NOMS if n != self.pat["nom"]])
        self.ddn = P.rand_date(r, 1931, 2004)
        self.ddn_style = idx
        self.lieu_naiss = r.choice(P.NAISS)
        self.rue = "%d %s" % (r.randint(1, 148), r.choice(P.VOIES))
        self.cp, self.ville = r.choice(P.VILLES)
        self.tel = P.phone_digits(r, mobile=True)
        self.tel2 = P.phone_digits(r)
        dom = r.choice(P.DOMAINES)
        self.email = "%s.%s%d@%s" % (P.strip_accents(self.pat["prenom"]).lower().replace("-", ""),
                                     P.strip_accents(self.pat["nom"]).lower().replace(" ", "").replace("'", ""), r.randint(1, 99), dom)
        self.nir_body, self.nir_key = P.nir(r, self.pat["sexe"], self.ddn)
        self.ipp = r.choice(["%09d" % r.randint(10 ** 7, 10 ** 9 - 1), "P%d-%06d" % (r.randint(18, 25), r.randint(0, 999999))])
        self.sejour = r.choice(["SEJ-%d-%07d" % (r.randint(22, 25), r.randint(0, 9999999)), "V%d%06d" % (r.randint(22, 25), r.randint(0, 999999)),
                                "HC-%05d-B" % r.randint(0, 99999)])
        self.assureur = r.choice(P.ASSUREURS)
        self.adherent = "%s%08d" % (r.choice(["MCL", "PAS", "", "N°"]), r.randint(0, 10 ** 8 - 1))
        self.proche = person(r)
        self.proche_lien = r.choice(["fille", "fils", "époux", "épouse", "sœur", "neveu"])
        self.proche_tel = P.phone_digits(r, mobile=True)
        self.med = person(r)
        self.med_rpps = P.rpps(r)
        self.med2 = person(r)
        self.med2_rpps = P.rpps(r)
        self.mt = person(r)
        self.ide = person(r)
        self.ide_adeli = P.adeli(r)
        self.kine = person(r)
        self.kine_adeli = P.adeli(r)
        self.secr = person(r, sexe=2)
        self.etab, self.acro = r.choice(P.ETAB)
        self.etab_rue = "%d %s" % (r.randint(1, 60), r.choice(["avenue du Général Leclerc", "rue de l'Hôtel-Dieu", "boulevard Hippocrate", "rue des Hospitalières"]))
        self.etab_cp, self.etab_ville = r.choice(P.VILLES)
        self.etab_tel = P.phone_digits(r)
        self.finess = P.finess(r)
        self.labo = r.choice(P.LABOS)
        self.cabinet = r.choice(P.CABINETS)
        self.had = r.choice(P.HAD)
        self.ehpad = r.choice(P.EHPAD)
        self.transp = r.choice(P.TRANSP)
        self.service = r.choice(["Chirurgie orthopédique", "Médecine polyvalente", "Gériatrie aiguë", "Chirurgie digestive", "Pneumologie"])
        self.spec = SPECIALITES[idx % len(SPECIALITES)]
        y = r.choice([2024, 2025])
        self.d_entree = dt.date(y, r.randint(1, 11), r.randint(1, 18))
        self.d_sortie = self.d_entree + dt.timedelta(days=r.randint(2, 9))
        self.numdoc = "%s-%06d" % (r.choice(["LAB", "DL", "B"]), r.randint(0, 999999))
        self.accession = "%s%d%07d" % (r.choice(["ACC", "RX", "IM"]), y % 100, r.randint(0, 9999999))
        self.ordo_id = "ORD-%d-%05d-%s" % (y, r.randint(0, 99999), r.choice("KMPTX"))
        self.homonymes = r.sample(P.HOMONYMES, 3)


def dfmt(d):
    return "%02d/%02d/%d" % (d.day, d.month, d.year)


class Builder:
    """Writes one document of a given type into a Doc, recording truth on the right page."""

    def __init__(self, doc, ctx, npages, variant):
        self.d, self.c, self.npages, self.v = doc, ctx, npages, variant
        self.r = ctx.rng

    # --------------------------------------------------------------- values
    def name(self, who, form, critical=False, kind="NOM"):
        p = getattr(self.c, who)
        text, sur = name_forms(p, form)
        return self.d.pii(kind, text, critical, [text, sur])

    def patient(self, form=None):
        c = self.c
        form = form or ["UP", "UPFIRST", "TITLE", "LOWER"][self.v % 4]
        mode = self.r.choice(["née", "épouse", "paren"]) if c.pat.get("naissance") else ""
        out = [c.pat["civ"] + " "] + ([] if mode == "épouse" else [self.name("pat", form, True)])
        if mode:
            if mode == "née":
                out += [" née ", self.d.pii("NOM", c.pat["naissance"].upper(), True)]
            elif mode == "épouse":
                # birth name first, then the married name after "épouse"
                birth = "%s %s" % (c.pat["prenom"], c.pat["naissance"].upper())
                out = [c.pat["civ"] + " ", self.d.pii("NOM", birth, True, [birth, c.pat["naissance"].upper()]), " épouse ",
                       self.d.pii("NOM", c.pat["nom"].upper(), True)]
            else:
                out += [" (née ", self.d.pii("NOM", c.pat["naissance"], True), ")"]
        return out

    def ddn(self, style=None):
        t, probes = P.fmt_ddn(self.c.ddn, self.c.ddn_style if style is None else style)
        return self.d.pii("DATE_NAISSANCE", t, True, probes)

    def nir(self, style=0):
        return self.d.pii("NIR", P.fmt_nir(self.c.nir_body, self.c.nir_key, style), True)

    def tel(self, digits, style):
        return self.d.pii("TELEPHONE", P.fmt_phone(digits, style))

    def ville(self, cp, v):
        t = "%s %s" % (cp, v)
        return self.d.pii("VILLE", t, False, [t, cp, v])

    def rue(self, t):
        parts = t.split(" ", 1)
        return self.d.pii("ADRESSE", t, False, [t, parts[1]] if len(parts) > 1 else [t])

    def etab(self, long=True):
        return self.d.pii("ETABLISSEMENT", self.c.etab if long else self.c.acro)

    def care(self, d):
        return self.d.keep("DATE", dfmt(d) if isinstance(d, dt.date) else d, "SOINS")

    def k(self, text, sub):
        return self.d.keep("DECOY", text, sub)

    def homonyme(self, i):
        w, sub, sentence = self.c.homonymes[i % 3]
        a, b = sentence.split(w, 1)
        return [a, self.d.keep("MOT", w, sub), b]

    # --------------------------------------------------------------- frame
    def header(self, pageno):
        c, d = self.c, self.d
        style = self.v % 3
        if style == 0:
            d.title_(self.etab(), size=12, where="header")
            d.lines([[self.rue(c.etab_rue), " - ", self.ville(c.etab_cp, c.etab_ville)],
                     ["Standard : ", self.tel(c.etab_tel, self.v + pageno), "   FINESS ", d.pii("FINESS", c.finess)],
                     ["Service de ", c.service if d.doctype not in ("consultation", "rcp") else c.spec]], where="header", size=8)
        elif style == 1:
            d.lines([[self.etab(), " (", self.etab(False), ")"], ["Pôle ", c.service, " - secrétariat : ", self.tel(c.etab_tel, self.v + 1)]],
                    where="header", size=9)
            d.lines([["Patient : ", self.name("pat", "UPFIRST", True), "   IPP ", d.pii("IPP", c.ipp, True)]], x=0.45, where="header", size=8)
        else:
            d.kv("grid", [("Établissement", self.etab()), ("N° FINESS", d.pii("FINESS", c.finess)),
                          ("Adresse", [self.rue(c.etab_rue), ", ", self.ville(c.etab_cp, c.etab_ville)])], where="header")

    def footer(self, pageno):
        c, d = self.c, self.d
        d.lines([[self.etab(False), " - ", self.rue(c.etab_rue), " - ", self.tel(c.etab_tel, 0) if pageno % 2 else "accueil : 24 h / 24",
                  "   ", self.k("Page %d/%d" % (pageno + 1, self.npages), "PAGE"), "   ", self.k("Modèle %s v%d.%d" % (c.acro[:2], self.r.randint(1, 4), self.r.randint(0, 9)), "VERSION")]],
                where="footer", size=7.5)

    def identity(self):
        c, d = self.c, self.d
        st = ["grid", "nextline", "valuefirst", "far"][self.v % 4]
        rows = [("Patient", self.patient()),
                ("Date de naissance", [self.ddn(), " à ", d.pii("LIEU_NAISSANCE", c.lieu_naiss)]),
                ("Adresse", [self.rue(c.rue), ", ", self.ville(c.cp, c.ville)]),
                ("Téléphone", self.tel(c.tel, self.v + 2)),
                ("IPP / séjour", [d.pii("IPP", c.ipp, True), " / ", d.pii("NUM_SEJOUR", c.sejour)])]
        if self.v % 2 == 0:
            rows.append(("N° de sécurité sociale", self.nir(self.v % 4)))
        else:
            rows.append(("INS (matricule)", d.pii("INS", P.fmt_nir(c.nir_body, c.nir_key, (self.v + 1) % 4), True)))
        if self.v % 3 == 1:
            rows.append(("Courriel", d.pii("EMAIL", c.email, True)))
        d.kv(st, rows)

    def signature(self, who="med", extra=True):
        c, d = self.c, self.d
        p = getattr(c, who)
        lines = [["Dr ", self.name(who, ["UP", "TITLE", "INIT"][self.v % 3])]]
        if who == "med":
            lines.append(["RPPS ", d.pii("RPPS", c.med_rpps)])
        if extra:
            lines.append(["Signé électroniquement le ", self.care(c.d_sortie)])
        d.lines(lines, x=0.55)

    def copies(self):
        c, d = self.c, self.d
        d.para("Copie à : Dr ", self.name("mt", "TITLE"), " (médecin traitant, ", d.pii("ETABLISSEMENT", c.cabinet), "), ",
               "Dr ", self.name("med2", "UP"), ", dossier patient.", size=8.5)
        if self.v % 2:
            d.para("Frappé par ", self.name("secr", ["INIT", "TITLE", "LOWER"][self.v % 3]), " (secrétariat médical), poste ",
                   self.tel(c.etab_tel[:6] + "%04d" % self.r.randint(0, 9999), self.v), ".", size=8)

    def addressee(self):
        c, d = self.c, self.d
        d.lines([["Docteur ", self.name("mt", "TITLE")], [d.pii("ETABLISSEMENT", c.cabinet)],
                 [self.rue("%d %s" % (self.r.randint(2, 90), self.r.choice(P.VOIES)))], [self.ville(*self.r.choice(P.VILLES))]], x=0.55)

    def page_start(self, pageno):
        self.d.new_page()
        self.header(pageno)
        self.footer(pageno)

    # --------------------------------------------------------------- bodies
    def build(self):
        c, d = self.c, self.d
        d.title = "%s - %s %s" % (TITRES[d.doctype].capitalize(), c.pat["nom"].upper(), c.pat["prenom"])
        d.author = "Dr %s %s" % (c.med["prenom"], c.med["nom"])
        self.page_start(0)
        d.metadata_items.append({"kind": "NOM", "text": c.pat["nom"].upper(), "probes": [c.pat["nom"].upper()]})
        if d.doctype in ("lettre_sortie", "adressage", "consultation", "certificat", "attestation_presence"):
            self.addressee()
        d.title_(TITRES[d.doctype], size=13)
        self.identity()
        getattr(self, "b_" + d.doctype, self.b_generic)()
        if self.npages == 2:
            self.page_start(1)
            d.para("Suite du document concernant ", self.patient("UPFIRST"), ", né(e) le ", self.ddn(self.c.ddn_style + 5), ".")
            self.continuation()
        self.signature()
        self.copies()

    def bio_rows(self):
        r = self.r
        rows = [["Hémoglobine", "%.1f" % r.uniform(9.5, 15.5), "g/dL", "[12,0 - 16,0]"],
                ["Leucocytes", "%.1f" % r.uniform(4, 14), "G/L", "[4,0 - 10,0]"],
                ["Plaquettes", "%d" % r.randint(120, 420), "G/L", "[150 - 400]"],
                ["Créatinine", "%d" % r.randint(55, 160), "µmol/L", "[45 - 104]"],
                ["CRP", "%.1f" % r.uniform(0.5, 90), "mg/L", "< 5,0"],
                ["Potassium", "%.1f" % r.uniform(3.2, 5.4), "mmol/L", "[3,5 - 5,1]"],
                ["HbA1c", "%.1f" % r.uniform(5.2, 9.5), "%", "[4,0 - 6,0]"]]
        out = []
        for name, val, unit, ref in rows[: 4 + self.v % 4]:
            out.append([name, self.k(val.replace(".", ",") + " " + unit, "BIOLOGIE"), self.k(ref, "BIOLOGIE")])
        return out

    def b_generic(self):
        c, d = self.c, self.d
        d.para("Motif : ", self.k("Score de Glasgow 15", "SCORE"), ", patient adressé par le Dr ", self.name("mt", "UP"),
               " pour bilan. Traitement habituel : ", self.k("Bisoprolol 2,5 mg", "MEDICAMENT"), " le matin et ",
               self.k("Apixaban 5 mg", "MEDICAMENT"), " deux fois par jour.")
        d.para(*self.homonyme(0))
        d.para("Examen réalisé le ", self.care(c.d_entree), " ; ", self.k("signe de Lasègue", "EPONYME"), " négatif. Codage ",
               self.k("CIM-10 I48.9", "CODE"), ".")

    def b_cr_operatoire(self):
        c, d = self.c, self.d
        d.kv("far", [("Date d'intervention", self.care(c.d_entree)), ("Opérateur", ["Dr ", self.name("med", "UP")]),
                     ("Aide opératoire", ["Dr ", self.name("med2", "TITLE")]), ("IBODE", [self.name("ide", "UP")]),
                     ("Acte CCAM", self.k("NFKA008", "CODE")), ("Anesthésie", self.k("ASA 2", "SCORE"))])
        d.para("Installation en décubitus dorsal. Voie d'abord antérieure de ", self.k("Hueter", "EPONYME"),
               ". Mise en place d'une prothèse ", self.k("Corail taille 12", "DISPOSITIF"), " (lot ", self.k("LOT 4471-B09", "LOT"),
               "). Antibioprophylaxie par ", self.k("Céfazoline 2 g", "DOSE"), " IV. ", *self.homonyme(0))
        d.para("Fermeture plan par plan, surjet intradermique. Pertes sanguines estimées à ", self.k("350 mL", "DOSE"), ".")

    def b_lettre_sortie(self):
        c, d = self.c, self.d
        d.para("Cher confrère, votre patient(e) ", self.patient("TITLE"), " a été hospitalisé(e) du ", self.care(c.d_entree),
               " au ", self.care(c.d_sortie), " au sein du ", self.etab(), " (", self.etab(False), ") pour décompensation cardiaque (",
               self.k("CIM-10 I50.0", "CODE"), "). ", *self.homonyme(1))
        d.table(["Traitement de sortie", "Posologie", "Durée"],
                [[self.k("Furosémide 40 mg", "MEDICAMENT"), "1 cp matin", "1 mois"],
                 [self.k("Ramipril 5 mg", "MEDICAMENT"), "1 cp soir", "à poursuivre"],
                 [self.k("Enoxaparine 4000 UI", "DOSE"), "1 inj. SC/j", "10 jours"]])
        d.para("Personne de confiance : ", self.name("proche", "TITLE"), " (", c.proche_lien, "), joignable au ",
               self.tel(c.proche_tel, self.v + 3), ". Retour à domicile avec passage de l'", d.pii("ETABLISSEMENT", c.had), ".")

    def b_consultation(self):
        c, d = self.c, self.d
        d.para("Consultation de ", c.spec, " du ", self.care(c.d_entree), ". Je revois ", self.patient("LOWER"),
               ", suivi(e) pour une fibrillation atriale (", self.k("CHA2DS2-VASc 3", "SCORE"), "). ", *self.homonyme(0))
        d.kv("nextline", [("Tension artérielle", self.k("132/78 mmHg", "BIOLOGIE")), ("Fréquence cardiaque", self.k("68 bpm", "BIOLOGIE")),
                          ("Poids", self.k("74,5 kg", "BIOLOGIE"))])
        d.para("Conclusion : poursuite de ", self.k("Flécaïnide LP 100 mg", "MEDICAMENT"), ", contrôle ", self.k("Holter ECG 24 h", "DISPOSITIF"),
               ". Prochain rendez-vous le ", self.care(c.d_sortie + dt.timedelta(days=90)), ".")

    def b_biologie(self):
        c, d = self.c, self.d
        d.kv("grid", [("N° de dossier laboratoire", d.pii("NUM_DOSSIER", c.numdoc)), ("Laboratoire", d.pii("ETABLISSEMENT", c.labo)),
                      ("Prélevé le", self.care(c.d_entree)), ("Prescripteur", ["Dr ", self.name("mt", "UP")])])
        d.table(["Analyse", "Résultat", "Valeurs de référence"], self.bio_rows())
        d.para("Méthode ", self.k("LOINC 718-7", "CODE"), " ; validation biologique. ", *self.homonyme(2))

    def b_imagerie(self):
        c, d = self.c, self.d
        d.kv("valuefirst", [("N° d'examen (accession)", d.pii("NUM_EXAMEN", c.accession)), ("Date de l'examen", self.care(c.d_entree)),
                            ("Lieu", d.pii("ETABLISSEMENT", c.cabinet))])
        d.para("Scanner thoracique sans injection, appareil ", self.k("Revolution EVO 64", "DISPOSITIF"), ", ",
               self.k("PDL 412 mGy.cm", "DOSE"), ". Nodule du lobe supérieur droit de 8 mm, ", self.k("Lung-RADS 3", "SCORE"),
               ". Code ", self.k("CCAM ZBQK002", "CODE"), ". ", *self.homonyme(1))

    def b_ordonnance(self):
        c, d = self.c, self.d
        d.kv("far", [("Identifiant d'ordonnance", d.pii("NUM_ORDONNANCE", c.ordo_id)), ("Prescripteur", ["Dr ", self.name("med", "UP")]),
                     ("RPPS", d.pii("RPPS", c.med_rpps)), ("Date", self.care(c.d_sortie))])
        d.table(["Médicament", "Posologie"], [[self.k("Amoxicilline 1 g", "MEDICAMENT"), "1 cp 3 fois/j pendant 7 jours"],
                                              [self.k("Paracétamol 1 g", "DOSE"), "si douleur, 4 g/j maximum"],
                                              [self.k("Oméprazole 20 mg", "MEDICAMENT"), "1 gélule le soir"]])
        d.para("Code ", self.k("ATC J01CA04", "CODE"), ". ", *self.homonyme(0))

    def b_transport(self):
        c, d = self.c, self.d
        d.kv("grid", [("Transporteur", d.pii("ETABLISSEMENT", c.transp)), ("Mode", "Ambulance, position allongée"),
                      ("Trajet", ["du domicile (", self.rue(c.rue), ") vers le ", self.etab()]), ("Date du transport", self.care(c.d_entree)),
                      ("Organisme complémentaire", d.pii("ASSUREUR", c.assureur)), ("N° adhérent", d.pii("NUM_ADHERENT", c.adherent))])
        d.para("Prescription liée à une ALD (", self.k("CIM-10 C34.1", "CODE"), "). ", *self.homonyme(1))

    def b_liaison_infirmiere(self):
        c, d = self.c, self.d
        d.kv("nextline", [("Infirmier(e) référent(e)", [self.name("ide", "UP"), " - ADELI ", d.pii("ADELI", c.ide_adeli)]),
                          ("Destination", d.pii("ETABLISSEMENT", c.ehpad)), ("Contact famille", [self.name("proche", "UPFIRST"), " ", self.tel(c.proche_tel, 1)])])
        d.para("Pansement de ", self.k("escarre stade 2", "SCORE"), " au talon, ", self.k("Mepilex Border", "DISPOSITIF"),
               " changé le ", self.care(c.d_sortie), ". Échelle de ", self.k("Braden 14", "SCORE"), ". ", *self.homonyme(2))

    def b_adressage(self):
        c, d = self.c, self.d
        d.para("Cher confrère, je vous adresse ", self.patient("TITLE"), ", ", self.ddn(3), ", pour avis spécialisé en ", c.spec,
               ". Gêne fonctionnelle depuis le ", self.care(c.d_entree), ". ", *self.homonyme(0))
        d.para("Traitement : ", self.k("Lévothyrox 75 µg", "MEDICAMENT"), ", ", self.k("Atorvastatine 20 mg", "MEDICAMENT"), ".")

    def b_certificat(self):
        c, d = self.c, self.d
        d.para("Je soussigné(e), Dr ", self.name("med", "TITLE"), ", certifie avoir examiné ce jour ", self.care(c.d_sortie), " ",
               self.patient("UP"), ", né(e) le ", self.ddn(8), " à ", d.pii("LIEU_NAISSANCE", c.lieu_naiss),
               ", et constaté une entorse de cheville (", self.k("CIM-10 S93.4", "CODE"), ") justifiant une dispense de sport de 21 jours.")
        d.para(*self.homonyme(1))

    def b_urgences(self):
        c, d = self.c, self.d
        d.kv("far", [("Arrivée", self.care(c.d_entree)), ("Mode d'arrivée", ["VSAV, accompagné de ", self.name("proche", "TITLE")]),
                     ("Tri IOA", self.k("FRENCH 3", "SCORE")), ("Médecin urgentiste", ["Dr ", self.name("med2", "UP")])])
        d.para("Chute de sa hauteur, ", self.k("score de Glasgow 15", "SCORE"), ". ", self.k("Troponine 14 ng/L", "BIOLOGIE"),
               ". Radiographie : pas de fracture. Sortie avec ", self.k("Tramadol 50 mg", "MEDICAMENT"), ". ", *self.homonyme(2))

    def b_anapath(self):
        c, d = self.c, self.d
        d.kv("grid", [("N° de prélèvement", d.pii("NUM_DOSSIER", c.numdoc)), ("Préleveur", ["Dr ", self.name("med2", "UP")]),
                      ("Reçu le", self.care(c.d_entree))])
        d.para("Biopsies coliques : adénocarcinome lieberkühnien moyennement différencié, ", self.k("pT2 N0", "SCORE"), ", ",
               self.k("classification OMS 2019", "VERSION"), ". Statut ", self.k("MMR conservé", "BIOLOGIE"), ". ", *self.homonyme(0))

    def b_entente_prealable(self):
        c, d = self.c, self.d
        d.kv("nextline", [("Assuré(e)", self.patient("UPFIRST")), ("Organisme", d.pii("ASSUREUR", c.assureur)),
                          ("N° adhérent", d.pii("NUM_ADHERENT", c.adherent)), ("Acte demandé", self.k("CCAM LMMA006", "CODE"))])
        d.para("Demande de 30 séances de rééducation (", self.k("AMK 8,5", "CODE"), ") à partir du ", self.care(c.d_sortie), ". ", *self.homonyme(1))

    def b_bulletin_situation(self):
        c, d = self.c, self.d
        d.para("Le ", self.etab(), " certifie que ", self.patient("UP"), ", N° de sécurité sociale ", self.nir(1),
               ", est hospitalisé(e) depuis le ", self.care(c.d_entree), " (séjour ", d.pii("NUM_SEJOUR", c.sejour), ").")
        d.para("Bulletin remis à l'organisme ", d.pii("ASSUREUR", c.assureur), ", adhérent ", d.pii("NUM_ADHERENT", c.adherent), ". ", *self.homonyme(2))
        d.lines([["Le bureau des entrées, ", self.name("secr", "TITLE")]], x=0.5)

    def b_rcp(self):
        c, d = self.c, self.d
        d.kv("grid", [("Date de la RCP", self.care(c.d_sortie)), ("Présentée par", ["Dr ", self.name("med", "UP")]),
                      ("Participants", ["Dr ", self.name("med2", "UP"), ", Dr ", self.name("mt", "TITLE")])])
        d.para("Carcinome pulmonaire ", self.k("cT2a N1 M0", "SCORE"), ", ", self.k("PD-L1 60 %", "BIOLOGIE"), ", ",
               self.k("ECOG 1", "SCORE"), ". Proposition : lobectomie puis ", self.k("Pembrolizumab 200 mg", "DOSE"), ". ", *self.homonyme(0))

    def b_kine(self):
        c, d = self.c, self.d
        d.kv("valuefirst", [("Masseur-kinésithérapeute", self.name("kine", "UP")), ("ADELI", d.pii("ADELI", c.kine_adeli)),
                            ("Cabinet", d.pii("ETABLISSEMENT", c.cabinet))])
        d.para("Bilan initial du ", self.care(c.d_entree), " : ", self.k("testing 3/5", "SCORE"), " du moyen fessier, ",
               self.k("Timed Up and Go 16 s", "SCORE"), ", ", self.k("test de Tinetti 19/28", "SCORE"), ". ", *self.homonyme(1))

    def b_attestation_presence(self):
        c, d = self.c, self.d
        d.para("Je soussigné(e), ", self.name("secr", "TITLE"), ", secrétaire du service, atteste que ", self.name("proche", "UP"),
               ", demeurant ", self.rue("%d %s" % (self.r.randint(1, 80), self.r.choice(P.VOIES))), ", a été présent(e) auprès de ",
               self.patient("TITLE"), " le ", self.care(c.d_sortie), " de 14 h à 18 h.")
        d.para("Attestation délivrée pour servir et valoir ce que de droit. ", *self.homonyme(2))

    def continuation(self):
        c, d = self.c, self.d
        age = c.d_entree.year - c.ddn.year - ((c.d_entree.month, c.d_entree.day) < (c.ddn.month, c.ddn.day))
        d.para("Patient(e) de %d ans. Antécédents : " % age, self.k("maladie de Horton", "EPONYME"), " en ", self.k("2019", "DATE_ANCIENNE"),
               ", cholécystectomie. Allergie : ", self.k("Pénicilline G", "MEDICAMENT"), ". Rappel antitétanique ",
               self.k("Revaxis", "MEDICAMENT"), " (", self.k("lot X3K27", "LOT"), ") le ", self.care(c.d_entree - dt.timedelta(days=400)), ".")
        d.table(["Date", "Paramètre", "Valeur"], [[self.care(c.d_entree), "Créatinine", self.k("88 µmol/L", "BIOLOGIE")],
                                                  [self.care(c.d_sortie), "INR", self.k("2,4", "BIOLOGIE")]])
        d.para("Contact : ", d.pii("EMAIL", c.email, True), " ; téléphone ", self.tel(c.tel, self.v + 4), ". ", *self.homonyme(2))


def build_document(rng, idx, name, producer):
    doctype = DOCTYPES[(idx * 7 + idx // 17) % len(DOCTYPES)]
    ctx = Ctx(rng, idx)
    npages = 2 if idx % 3 == 1 else 1
    doc = Doc(name, producer, doctype)
    Builder(doc, ctx, npages, idx).build()
    return doc
