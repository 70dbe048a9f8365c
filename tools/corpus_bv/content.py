"""The first five document types of corpus BV (written for this corpus): PSYCHIATRIC CARE WITHOUT CONSENT AND THE
LEGAL MEASURES AROUND THE PATIENT in the hospitals of the Languedoc-Roussillon side of Occitanie - admission at a
third party's request (SDT, SDTU) or for imminent danger (SPI), the prefect's order (SDRE), the referral to the
liberty and custody judge (JLD), the judge's order, the isolation / restraint register. content_b.py holds the
other five types.

A document is a dict (corpus BU's shape): title, num, shape, stage (the legal step shown by the platypus writer's
stepper), issuer (letterhead: name, service, lines, contact, legal), parts (1 to 3, each printed from a new page),
head (running identity run), foot. A part: title, issuer, to, place, refs, secs, sigs, note. Blocks: ("p", run),
("kv", [(caption, run)]), ("tab", heads, rows, weights), ("chk", [(on, text)]), ("list", [runs]), ("alert", [runs]),
("quote", [runs]) (a legal text or a judgment's operative part quoted).

Conventions: admission, certificate, decision, hearing, order and notification dates are care dates, KEPT (D), as are
hours (HORAIRE); birth dates are personal. Courts, the prefecture, the regional health agency, the departmental
commission, the bar, the public prosecutor's office, the police and gendarmerie units are public bodies kept as
ORGANISME, their public addresses as ADRESSE_PUBLIQUE; articles of the codes as ARTICLE, laws with their number and
date as LOI, ICD-10 codes as CIM10, drugs with their dose as DOSE, ATC codes as ATC, durations as DUREE, national
help lines as NUMERO_PUBLIC. Court case numbers (RG, Portalis, minute), the prefect's order number, the director's
decision number, the register entry, the police report and prosecutor's numbers and the officer's service number
identify the person's measure: they are personal (IDENTIFIANT with a subtype). Private partners (lawyers' firms,
guardianship associations, the CMP / CATTP units) are establishments (ETABLISSEMENT, personal).
"""
from __future__ import annotations

from . import ids
from .model import K, R, V
from .people import ART, CIM, DOSE, DUR, LOI, ORG, Ctx, P, Person, Pro, hm, part  # noqa: F401

SHAPES = ["admission_sdt_spi", "arrete_sdre", "saisine_jld", "ordonnance_jld", "registre_isolement_contention",
          "programme_soins_cmp", "mesure_protection_majeur", "signalement_procureur", "requisition_judiciaire",
          "liaison_levee_mesure"]
CSP = " du code de la santé publique"
DX = [("schizophrénie paranoïde", "F20.0"), ("trouble schizo-affectif, type dépressif", "F25.1"),
      ("trouble affectif bipolaire, épisode maniaque avec symptômes psychotiques", "F31.2"),
      ("trouble psychotique aigu d'allure schizophrénique", "F23.1"), ("épisode dépressif sévère avec symptômes psychotiques", "F32.3"),
      ("trouble délirant persistant", "F22.0")]
INJ = [("loxapine 50 mg IM", "N05AH01"), ("halopéridol 5 mg IM", "N05AD01"), ("cyamémazine 50 mg IM", "N05AA06"),
       ("olanzapine 10 mg IM", "N05AH03")]


def dx(c):
    return DX[(c.i + c.seed) % len(DX)]


def LEGAL(c):
    return ["SDT", "SDTU", "SPI"][c.i % 3]


def ATC(t):
    return K("ATC", t)


def decision_no(c):
    return V("IDENTIFIANT", "%d-SSC-%04d" % (c.day.year, c.r.randint(1, 2400)), "num_decision")


def pat_kv(c, style=0, nir=True):
    p = c.pat
    out = [("Nom de naissance" if p.birth else "Nom", R(p.BIRTH() if p.birth else p.NOM()))]
    if p.birth:
        out.append(("Nom d'usage", R(p.NOM())))
    out += [("Prénom", R(p.PRE())), ("Né" + p.e() + " le", R(*p.born(style), ", ", p.age())), ("Domicile", R(*p.addr1()))]
    if nir:
        out.append(("INS (NIR)", R(p.nir(style, "ins"), " - OID ", K("CODE", "1.2.250.1.213.1.4.8"))))
    return out


# ------------------------------------------------------------------ 1. admission at a third party's request or for imminent danger
def sh_admission(c, r):
    p, t, ext, psy = c.pat, c.tiers, c.ext, c.psy
    mode = LEGAL(c)
    d, dxc = dx(c), c.r.choice(INJ)
    arr = hm(r.randint(0, 23), r.choice([5, 20, 35, 50]))
    dec = decision_no(c)
    art = {"SDT": "article L. 3212-1 II 1°" + CSP, "SDTU": "article L. 3212-3" + CSP, "SPI": "article L. 3212-1 II 2°" + CSP}[mode]
    if mode != "SPI":
        s1 = [("Le tiers demandeur", [("kv", [("Nom, prénom", R(*t.name(1))), ("Né" + t.e() + " le", R(*t.born(c.i + 1))),
                                              ("Adresse", R(*t.addr1())), ("Téléphone", R(t.MOB())), ("Courriel", R(t.MAIL())),
                                              ("Lien avec la personne", R(c.link + ", agissant dans son intérêt"))])]),
              ("La personne à admettre", [("kv", pat_kv(c, c.i, nir=False) + [("Téléphone", R(p.MOB()))])]),
              ("Demande", [P("Je soussigné", t.e(), " ", *t.name(0), ", demande l'admission en soins psychiatriques de ", *p.name(0),
                             ", en application de l'", ART(art), " (", LOI("loi n° 2011-803 du 5 juillet 2011"), ")."),
                           P("Demande manuscrite établie à ", t.VILLE(), " le ", c.cday(0, 0), " à ", arr, ", remise au bureau des admissions avec la copie de la pièce d'identité du tiers."),
                           ("chk", [(True, "Pièce d'identité du tiers vérifiée"), (True, "Demande datée et signée"), (mode == "SDTU", "Urgence : un seul certificat")]),
                           c.hw()])]
        title = "Demande d'admission en soins psychiatriques à la demande d'un tiers" + (" (urgence)" if mode == "SDTU" else "")
        sigs = [("Le tiers demandeur", [R(*t.name(3))]), ("L'agent des admissions", [R(*c.dir.name(3))])]
    else:
        s1 = [("Médecin certificateur", [("kv", [("Nom", R(*ext.dr(0))), ("RPPS", R(ext.RPPS())), ("Exercice", R("médecine d'urgence, ", ext.VILLE())),
                                                 ("Téléphone", R(V("TELEPHONE", ext.fixe)))])]),
              ("Personne examinée", [("kv", pat_kv(c, c.i, nir=False))]),
              ("Constatations", [P("Je certifie avoir examiné ce jour, ", c.cday(0, 0), " à ", arr, ", ", *p.name(0),
                                   ". Le patient présente une ", d[0], " (", CIM(d[1]), ") avec un vécu persécutif intense, une agitation et des "
                                   "propos suicidaires. Ses troubles rendent impossible son consentement et son état impose des soins immédiats "
                                   "assortis d'une surveillance médicale constante."),
                                 P("Il existe un PÉRIL IMMINENT pour sa santé. Aucun tiers n'a pu être joint : ", *t.name(0), ", ", c.link,
                                   ", est injoignable au ", t.MOB(), " malgré trois appels."),
                                 ("chk", [(True, "Péril imminent"), (False, "Demande de tiers possible"), (True, "Médecin extérieur à l'établissement d'accueil")]),
                                 c.hw()])]
        title = "Certificat médical d'admission en soins pour péril imminent"
        sigs = [("Le médecin", [R(*ext.dr(0)), R("RPPS ", ext.RPPS())])]
    s1.append(("Décision du directeur", [P("Admission prononcée le ", c.cday(0, 1), " par décision n° ", dec, " (", ART(art), ") ; IPP ", c.IPP(), ", séjour ", c.STAY(), ".")]))
    parts = [part(title, s1, issuer=c.head(), place=c.place(0, 1), sigs=sigs)]
    if c.npl >= 2:
        if mode == "SPI":
            parts.append(part("Information de la famille dans les vingt-quatre heures", [(None, [
                P(t.civ(True) + ","),
                P("En application de l'", ART(art), ", nous vous informons que ", *p.name(0), ", ", p.ne(), " le ", p.dn(c.i + 2),
                  ", a été admis", p.e(), " le ", c.cday(0, 1), " à ", arr, " ", *c.a_("H"), " en soins psychiatriques pour péril imminent."),
                P("Vous pouvez rencontrer l'équipe soignante de l'unité Les Arbousiers ; le cadre de santé, ", *c.ide.name(3),
                  ", est joignable au ", V("TELEPHONE", ids.phone(r, False, c.i + 4)), "."),
                P("Vous pouvez, à tout moment, saisir le juge des libertés et de la détention du ", c.TJ(), " ou la ", c.CDSP(), "."),
                ("kv", [("Patient", R(*p.name(1))), ("Décision", R(dec)), ("Dossier", R(c.IPP()))])])],
                issuer=c.head(), to=t.card(c.i), place=c.place(0, 1), sigs=[("Pour le directeur", [R(*c.dir.name(0))])]))
        else:
            parts.append(part("Certificat médical initial", [(None, [
                ("kv", [("Médecin", R(*ext.dr(0), ", RPPS ", ext.RPPS())), ("Lieu d'exercice", R(*ext.addr1())), ("Patient", R(*p.name(1))),
                        ("Né" + p.e() + " le", R(p.dn(c.i + 3))), ("Examen", R(c.cday(0, 3), " à ", arr))]),
                P("Le patient présente une ", d[0], " (", CIM(d[1]), ") : rupture de traitement depuis ", DUR("trois semaines"),
                  ", hallucinations acoustico-verbales, menaces envers son entourage, refus de tout soin."),
                P("Ses troubles mentaux rendent impossible son consentement ; son état mental impose des soins immédiats assortis d'une "
                  "surveillance médicale constante justifiant une hospitalisation complète (", ART("article L. 3212-1" + CSP), ")."),
                P("Traitement administré aux urgences : ", DOSE(dxc[0]), " (", ATC(dxc[1]), ")."),
                ("chk", [(True, "Médecin n'exerçant pas dans l'établissement d'accueil"), (False, "Parent ou allié du patient")])])],
                issuer={"name": R(*ext.dr(0)), "service": "Médecin généraliste", "lines": [R(*ext.addr1())], "contact": [R("Tél. ", V("TELEPHONE", ext.fixe))], "legal": None},
                place=R(ext.VILLE(), ", le ", c.cday(0, 1)), sigs=[("Le médecin", [R(*ext.dr(1))])]))
    if c.npl >= 3:
        rows = [[[c.cday(0, 0)], [arr], ["demande / certificat initial"], [R(*ext.dr(1))]],
                [[c.cday(1, 0)], [hm(10, 15)], ["certificat des 24 heures"], [R(*psy.dr(1))]],
                [[c.cday(3, 0)], [hm(11, 0)], ["certificat des 72 heures"], [R(*c.psy2.dr(1))]],
                [[c.cday(10, 0)], [hm(14, 0)], ["audience du juge (échéance J12)"], ["greffe du JLD"]]]
        parts.append(part("Certificat médical des vingt-quatre heures", [(None, [
            ("kv", [("Patient", R(*p.name(1))), ("Né" + p.e() + " le", R(p.dn(c.i + 4))), ("IPP / séjour", R(c.IPP(), " / ", c.STAY())), ("Mode légal", R(mode))]),
            P("Examiné", p.e(), " le ", c.cday(1, 1), " à ", hm(10, 15), ". Persistance d'idées délirantes de persécution, contact méfiant, "
              "absence de critique des troubles. Le consentement aux soins n'est pas possible."),
            P("Les soins psychiatriques doivent être poursuivis en hospitalisation complète. Un examen somatique complet a été réalisé (",
              ART("article L. 3211-2-2" + CSP), ")."),
            ("tab", ["Date", "Heure", "Étape de la mesure", "Auteur"], rows, [1.0, 0.6, 2.0, 1.4])])],
            issuer=c.head("Pôle de psychiatrie adulte - secteur " + c.sector), place=c.place(1, 1),
            sigs=[("Le psychiatre", [R(*psy.dr(0)), R("RPPS ", psy.RPPS())])]))
    return dict(title="Admission en soins psychiatriques sans consentement (%s)" % mode, issuer=c.head(), parts=parts, stage=1,
                head=R(c.ACR(), " - ", mode, " - ", *p.name(1), " - IPP ", c.IPP()), foot=R(c.H(), " - bureau des admissions"))


# ------------------------------------------------------------------ 2. the prefect's order (SDRE)
def sh_sdre(c, r):
    p, psy, psy2 = c.pat, c.psy, c.psy2
    d = dx(c)
    no = V("IDENTIFIANT", ids.arrete(r, c.dept, c.day.year, c.i), "num_arrete")
    sig = Pro(c, "signataire")
    mayor_no = V("IDENTIFIANT", "AM-%d-%03d" % (c.day.year, r.randint(1, 400)), "num_arrete")
    pref_adr = {"34": "34 place des Martyrs-de-la-Résistance, 34000 Montpellier", "30": "10 avenue Feuchères, 30000 Nîmes",
                "11": "52 rue Jean-Bringer, 11000 Carcassonne", "66": "24 quai Sadi-Carnot, 66000 Perpignan"}[c.dept]
    issuer = {"name": R(c.PREF()), "service": "Cabinet du préfet - bureau des polices administratives",
              "lines": [R(K("ADRESSE_PUBLIQUE", pref_adr))], "contact": [], "legal": None}
    s1 = [("Visas", [("list", [R("Vu le code de la santé publique, notamment ses ", ART("articles L. 3211-1 à L. 3211-13"), " et ", ART("L. 3213-1 à L. 3213-11"), " ;"),
                               R("Vu la ", LOI("loi n° 2011-803 du 5 juillet 2011"), " modifiée par la ", LOI("loi n° 2013-869 du 27 septembre 2013"), " ;"),
                               R("Vu l'arrêté provisoire n° ", mayor_no, " du maire de ", p.VILLE(), " en date du ", c.cday(-1, 0), " (", ART("article L. 3213-2" + CSP), ") ;"),
                               R("Vu le certificat médical établi le ", c.cday(0, 0), " par le ", *c.ext.dr(0), ", RPPS ", c.ext.RPPS(), " ;")])]),
          ("Considérant", [P("Considérant que ", *p.name(9), ", ", p.ne(), " le ", *p.born(c.i), ", domicilié", p.e(), " ", *p.addr1(),
                             ", présente des troubles mentaux (", d[0], ") qui nécessitent des soins et compromettent la sûreté des personnes "
                             "ou portent atteinte, de façon grave, à l'ordre public ;"),
                           P("Sur proposition du directeur de cabinet,")]),
          ("Arrête", [("quote", [R("Article 1er - ", *p.name(0), " est admis", p.e(), " en soins psychiatriques sous la forme d'une hospitalisation complète ", *c.a_("H"), "."),
                                 R("Article 2 - Les certificats médicaux prévus à l'", ART("article L. 3211-2-2" + CSP), " seront adressés au préfet dans les délais de ",
                                   DUR("24 heures"), " et de ", DUR("72 heures"), "."),
                                 R("Article 3 - Le présent arrêté peut être contesté devant le juge des libertés et de la détention du ", c.TJ(), "."),
                                 R("Article 4 - Le directeur de cabinet et le directeur ", *c.de_("ACR"), " sont chargés de l'exécution du présent arrêté.")]),
                      c.hw()])]
    seat = pref_adr.split(" ")[-1]
    parts = [part("Arrêté portant admission en soins psychiatriques sur décision du représentant de l'État", s1, issuer=issuer,
                  refs=[("Arrêté n°", R(no)), ("Date", R(c.cday(0, 1)))], place=R("Fait à " + seat + ", le ", c.cday(0, 1)),
                  sigs=[("Pour le préfet et par délégation, le directeur de cabinet", [R(*sig.name(3))])])]
    if c.npl >= 2:
        rows = [[[c.cday(0, 0)], ["certificat initial"], [R(*c.ext.dr(1))], ["hospitalisation complète"]],
                [[c.cday(1, 0)], ["certificat des 24 heures"], [R(*psy.dr(1))], ["maintien"]],
                [[c.cday(3, 0)], ["certificat des 72 heures"], [R(*psy2.dr(1))], ["maintien, forme de la prise en charge"]]]
        parts.append(part("Certificat médical des soixante-douze heures", [(None, [
            ("kv", [("Patient", R(*p.name(1))), ("Né" + p.e() + " le", R(p.dn(c.i + 1))), ("Arrêté", R(no)), ("IPP", R(c.IPP()))]),
            P("Je soussigné", "e" if psy2.sex == 2 else "", ", ", *psy2.dr(0), ", psychiatre, certifie avoir examiné le patient le ", c.cday(3, 1), " à ", hm(11, 0), "."),
            P("Persistance d'un délire de persécution centré sur le voisinage, avec projets de représailles ; adhésion partielle au traitement par ",
              DOSE("olanzapine 20 mg/j"), " (", ATC("N05AH03"), "). Diagnostic : ", CIM(d[1]), "."),
            P("Les troubles nécessitent des soins et compromettent la sûreté des personnes : je propose le MAINTIEN en hospitalisation complète."),
            ("tab", ["Date", "Acte", "Auteur", "Conclusion"], rows, [0.9, 1.4, 1.3, 1.6])])],
            issuer=c.head("Pôle de psychiatrie adulte"), to={"name": R(c.PREF()), "lines": [R("Bureau des polices administratives")]},
            place=c.place(3, 1), sigs=[("Le psychiatre", [R(*psy2.dr(0)), R("RPPS ", psy2.RPPS())])]))
    if c.npl >= 3:
        parts.append(part("Procès-verbal de notification de l'arrêté", [(None, [
            P("Le ", c.cday(1, 1), " à ", hm(15, 30), ", nous, ", *c.ide.name(3), ", cadre de santé, avons notifié à ", *p.name(0),
              " l'arrêté n° ", no, " du ", c.cday(0, 1), " et l'avons informé", p.e(), " de ses droits :"),
            ("list", [R("communiquer avec le préfet, le juge des libertés et de la détention, le président du tribunal judiciaire et le procureur de la République ;"),
                      R("saisir la ", c.CDSP(), " et le ", ORG("Contrôleur général des lieux de privation de liberté"), " ;"),
                      R("prendre conseil d'un médecin ou d'un avocat de son choix, être assisté", p.e(), " par un avocat du ", c.BARREAU(), " ;"),
                      R("porter à la connaissance du ", ORG("Défenseur des droits"), " toute situation le concernant.")]),
            ("kv", [("Observations du patient", R("« Je ne suis pas malade, ce sont les voisins qu'il faut enfermer. »")),
                    ("Avocat souhaité", R("oui, commis d'office")), ("Personne à prévenir", R(*c.tiers.name(0), " (", c.link, "), ", c.tiers.MOB()))]),
            ("chk", [(c.i % 2 == 0, "A signé"), (c.i % 2 == 1, "Refuse de signer")])])],
            issuer=c.head(), refs=[("Arrêté n°", R(no))], sigs=[("Le cadre de santé", [R(*c.ide.name(3))]), ("Le patient", [R(*p.name(1))])]))
    return dict(title="Soins sur décision du représentant de l'État", issuer=issuer, parts=parts, stage=1,
                head=R("SDRE - arrêté n° ", no, " - ", *p.name(1)), foot=R(c.PREF(), " - ", c.ACR()))


def court_issuer(c, service):
    adr = {"Montpellier": "place Pierre-Flotte, 34000 Montpellier", "Nîmes": "boulevard des Arènes, 30000 Nîmes",
           "Narbonne": "avenue Foch, 11100 Narbonne", "Perpignan": "place Arago, 66000 Perpignan"}[c.court]
    return {"name": R(c.TJ(True)), "service": service, "lines": [R(K("ADRESSE_PUBLIQUE", adr))], "contact": [], "legal": None}


class Court:
    """The judge, the clerk, the lawyer and the case numbers of a document."""

    def __init__(self, c):
        r = c.r
        self.jld, self.greffier = Pro(c, "juge"), Pro(c, "greffier")
        self.av = Pro(c, "avocat", web=ids.ascii_fold(ids.CABINETS[(c.i + c.seed) % 4].split(",")[0].split(" ")[-1]).lower() + "-avocats.fr")
        self.cab = V("ETABLISSEMENT", ids.CABINETS[(c.i + c.seed) % 4], "cabinet_avocat")
        self.rg = V("IDENTIFIANT", ids.rg(r, c.day.year), "num_rg")
        self.portalis = V("IDENTIFIANT", ids.portalis(r, c.hk), "num_portalis")
        self.minute = V("IDENTIFIANT", "%02d/%04d" % (c.day.year % 100, r.randint(100, 2900)), "num_minute")
        self.avtel = V("TELEPHONE", ids.phone(r, False, c.i + 3))

    def nums(self):
        return R("N° RG ", self.rg, " - N° Portalis ", self.portalis)


# ------------------------------------------------------------------ 3. the director's referral to the JLD, the psychiatrist's reasoned opinion, the summons
def sh_saisine(c, r):
    p, psy2, t = c.pat, c.psy2, c.tiers
    ct = Court(c)
    mode = LEGAL(c)
    dec = decision_no(c)
    s1 = [("Objet", [P("Le directeur ", *c.de_("H"), " saisit le juge des libertés et de la détention du ", c.TJ(), " aux fins de contrôle de la mesure "
                       "d'hospitalisation complète, avant l'expiration d'un délai de ", DUR("douze jours"), " à compter de l'admission (",
                       ART("article L. 3211-12-1" + CSP), ").")]),
          ("Personne hospitalisée", [("kv", pat_kv(c, c.i) + [("Mode légal", R(mode, " - décision n° ", dec, " du ", c.cday(0, 0))),
                                                               ("Tiers demandeur", R(*t.name(0), " (", c.link, "), ", *t.addr1()))])]),
          ("Pièces jointes", [("tab", ["Pièce", "Date", "Auteur"], [[["demande du tiers"], [c.cday(0, 0)], R(*t.name(1))],
                                                                     [["certificat médical initial"], [c.cday(0, 0)], R(*c.ext.dr(1))],
                                                                     [["certificat des 24 heures"], [c.cday(1, 0)], R(*c.psy.dr(1))],
                                                                     [["certificat des 72 heures"], [c.cday(3, 0)], R(*psy2.dr(1))],
                                                                     [["avis motivé"], [c.cday(6, 0)], R(*psy2.dr(1))]], [2.0, 1.0, 1.6]),
                              P("Le patient souhaite être assisté d'un avocat commis d'office. L'audience peut se tenir dans la salle spécialement aménagée de l'établissement (",
                                ART("article L. 3211-12-2" + CSP), ")."), c.hw()])]
    parts = [part("Requête en saisine du juge des libertés et de la détention", s1, issuer=c.head("Direction - affaires juridiques"),
                  to={"name": R("Monsieur le juge des libertés et de la détention"), "lines": [R(c.TJ(first=True))]}, place=c.place(6, 1),
                  sigs=[("Pour le directeur, par délégation", [R(*c.dir.name(0))])])]
    if c.npl >= 2:
        d = dx(c)
        parts.append(part("Avis motivé d'un psychiatre de l'établissement", [(None, [
            ("kv", [("Patient", R(*p.name(1))), ("Né" + p.e() + " le", R(p.dn(c.i + 2))), ("IPP", R(c.IPP())), ("Séjour", R(c.STAY()))]),
            P("Je soussigné", "e" if psy2.sex == 2 else "", " ", *psy2.dr(0), ", psychiatre, ne participant pas à la prise en charge au titre du certificat initial, "
              "émets l'avis motivé prévu à l'", ART("article L. 3211-12-1" + CSP), "."),
            P("Évolution depuis l'admission : ", d[0], " (", CIM(d[1]), "), apaisement partiel sous ", DOSE("aripiprazole 15 mg/j"), " (", ATC("N05AX12"),
              "), persistance d'une adhésion fragile aux soins et d'un déni des troubles."),
            P("La poursuite de l'hospitalisation complète est nécessaire. L'état de santé du patient ne fait pas obstacle à son audition par le juge."),
            ("chk", [(True, "Audition possible"), (False, "Audition contre-indiquée (motifs médicaux)"), (c.i % 2 == 0, "Programme de soins envisagé")])])],
            issuer=c.head("Pôle de psychiatrie adulte - secteur " + c.sector), place=c.place(6, 1),
            sigs=[("Le psychiatre", [R(*psy2.dr(0)), R("RPPS ", psy2.RPPS())])]))
    if c.npl >= 3:
        parts.append(part("Convocation à l'audience du juge des libertés et de la détention", [(None, [
            ("kv", [("Références", ct.nums()), ("Personne convoquée", R(*p.name(9), ", ", p.ne(), " le ", p.dn(c.i + 3))),
                    ("Date et heure", R(c.cday(9, 2), " à ", hm(14, 0 if c.i % 2 else 30))), ("Lieu", R("salle d'audience ", *c.de_("ACR"), ", ", V("ADRESSE", "%d %s" % (c.hnum, c.hstreet)), ", ", c.HVILLE()))]),
            P("Vous serez assisté", p.e(), " par ", *ct.av.me(0), ", avocat", "e" if ct.av.sex == 2 else "", " commis", "e" if ct.av.sex == 2 else "", " d'office (", ct.cab,
              "), joignable au ", ct.avtel, " ou à ", V("EMAIL", ct.av.mail), "."),
            P("Avis de l'audience est donné au directeur, au tiers demandeur (", *t.name(0), ") et au ministère public près le ", c.TJ(), ", qui pourra faire connaître son avis par écrit."),
            ("alert", [R("Le juge statue dans les ", DUR("douze jours"), " de l'admission ; à défaut, la mainlevée de la mesure est acquise.")])])],
            issuer=court_issuer(c, "Greffe du juge des libertés et de la détention"), refs=[("Dossier", ct.nums())],
            place=R(c.court + ", le ", c.cday(7, 1)), sigs=[("Le greffier", [R(*ct.greffier.name(3))])]))
    return dict(title="Contrôle de la mesure par le juge des libertés et de la détention", issuer=c.head(), parts=parts, stage=2,
                head=R(c.ACR(), " - saisine JLD - ", *p.name(1), " - décision ", dec), foot=R(c.H(), " - affaires juridiques"))


# ------------------------------------------------------------------ 4. the JLD's order
def sh_ordonnance(c, r):
    p, t, psy2 = c.pat, c.tiers, c.psy2
    ct = Court(c)
    mode = LEGAL(c)
    hear = 10
    head = [("Références", ct.nums()), ("Minute", R(ct.minute)), ("Audience", R(c.cday(hear, 1), " à ", hm(14, 30)))]
    s1 = [(None, [P("Nous, ", *ct.jld.name(3), ", vice-président", "e" if ct.jld.sex == 2 else "", " chargé", "e" if ct.jld.sex == 2 else "",
                    " des fonctions de juge des libertés et de la détention au ", c.TJ(), ", assisté", "e" if ct.jld.sex == 2 else "", " de ", *ct.greffier.name(3),
                    ", greffier, statuant publiquement en la salle d'audience ", *c.de_("H"), ",")]),
          ("Demandeur", [P("Le directeur ", *c.de_("ACR"), ", représenté par ", *c.dir.name(0), ", directeur adjoint.")]),
          ("Personne faisant l'objet des soins", [("kv", [("Identité", R(*p.name(0))), ("Né" + p.e() + " le", R(*p.born(6 if c.i % 2 else c.i))),
                                                          ("Demeurant", R(*p.addr1())), ("Situation", R("hospitalisé", p.e(), " depuis le ", c.cday(0, 1), " (", mode, ")")),
                                                          ("Assistance", R(*ct.av.me(0), ", avocat au ", c.BARREAU(), ", commis d'office"))])]),
          ("Tiers et ministère public", [P(*t.name(9), ", ", c.link, ", demeurant ", *t.addr1(), ", régulièrement avisé", t.e(), ", non comparant", t.e(), "."),
                                         P("Le ministère public, avisé, a fait connaître son avis par écrit le ", c.cday(hear - 1, 1), ".")]),
          ("Procédure", [P("Vu les ", ART("articles L. 3211-12-1 et suivants" + CSP), " ; vu la requête du directeur reçue au greffe le ", c.cday(6, 1),
                           " ; vu l'avis motivé du ", *psy2.dr(0), " en date du ", c.cday(6, 1), " ;"), c.hw()])]
    parts = [part("Ordonnance statuant sur la poursuite d'une mesure de soins psychiatriques sans consentement", s1,
                  issuer=court_issuer(c, "Le juge des libertés et de la détention"), refs=head)]
    if c.npl >= 2:
        parts.append(part("Motifs et dispositif", [("Motifs", [
            P("À l'audience, ", *p.name(7), " a déclaré vouloir rentrer chez ", "elle" if p.sex == 2 else "lui", " à ", p.VILLE(), " ; ", *ct.av.me(1),
              " a soulevé l'irrégularité de la notification des droits, le certificat des 24 heures ayant été notifié avec retard."),
            P("Il résulte des pièces que le retard, de quelques heures, n'a pas porté atteinte aux droits de la personne (", ART("article L. 3216-1" + CSP),
              "). Les certificats décrivent de manière circonstanciée des troubles rendant impossible le consentement."),
            ]), ("Par ces motifs", [("quote", [R("Statuant publiquement, par ordonnance réputée contradictoire et en premier ressort ;"),
                                               R("Rejetons le moyen d'irrégularité ;"),
                                               R("Autorisons le maintien de la mesure d'hospitalisation complète dont fait l'objet ", *p.name(0), " ;"),
                                               R("Rappelons que la présente ordonnance est susceptible d'appel devant le premier président de la ", c.CA(),
                                                 " dans un délai de ", DUR("dix jours"), " à compter de sa notification (", ART("article R. 3211-18" + CSP), ").")])])],
            issuer=court_issuer(c, "Le juge des libertés et de la détention"), refs=[("Dossier", ct.nums())],
            place=R("Ordonnance rendue le ", c.cday(hear, 1)), sigs=[("Le greffier", [R(*ct.greffier.name(3))]), ("Le juge", [R(*ct.jld.name(3))])]))
    if c.npl >= 3:
        rows = [[R(*p.name(1)), ["remise contre émargement"], [c.cday(hear, 0)]],
                [R(*ct.av.me(2)), R("courriel ", V("EMAIL", ct.av.mail)), [c.cday(hear, 0)]],
                [R("directeur ", *c.de_("ACR")), ["courriel structurel"], [c.cday(hear, 0)]],
                [R(*t.name(1)), ["lettre recommandée avec avis de réception"], [c.cday(hear + 1, 0)]],
                [["ministère public"], ["communication électronique"], [c.cday(hear, 0)]]]
        parts.append(part("Notification de l'ordonnance", [(None, [
            ("kv", [("Ordonnance", R(ct.minute, " du ", c.cday(hear, 1))), ("Personne concernée", R(*p.name(1), ", ", p.dn(c.i + 5))), ("IPP", R(c.IPP()))]),
            ("tab", ["Destinataire", "Mode", "Date"], rows, [1.7, 2.0, 0.9]),
            P("Le patient déclare ", "ne pas " if c.i % 2 else "", "vouloir interjeter appel. Copie remise à ", *ct.av.me(1), " (", ct.cab, ")."),
            P("La déclaration d'appel est adressée au greffe de la ", c.CA(), " ; l'appel n'est pas suspensif.")])],
            issuer=court_issuer(c, "Greffe du juge des libertés et de la détention"), refs=[("Dossier", ct.nums())],
            sigs=[("Le greffier", [R(*ct.greffier.name(3))]), ("Le patient", [R(*p.name(3))])]))
    return dict(title="Ordonnance du juge des libertés et de la détention", issuer=court_issuer(c, "JLD"), parts=parts, stage=3,
                head=R(c.TJ(first=True), " - ", ct.nums(), " - ", *p.name(1)), foot=R("Minute ", ct.minute, " - ", c.TJ()))


# ------------------------------------------------------------------ 5. the isolation and restraint register
def sh_registre(c, r):
    p, psy, psy2, ide, ide2 = c.pat, c.psy, c.psy2, c.ide, c.ide2
    reg = V("IDENTIFIANT", "IC-%s-%d-%04d" % (c.dept, c.day.year, r.randint(1, 2999)), "num_registre")
    room = K("SALLE", "CI-%d" % r.randint(1, 4))
    base = r.randint(1, 6)
    rows = []
    for k, (kind, h0, dur, who, nurse) in enumerate([("isolement", 22, "12 heures", psy, ide), ("isolement (renouvellement)", 10, "12 heures", psy2, ide2),
                                                     ("contention (4 points)", 23, "6 heures", psy, ide2), ("isolement (renouvellement)", 9, "12 heures", psy2, ide)]):
        rows.append([[str(k + 1)], [kind], R(c.cday(base + k // 2, 4), " ", hm(h0, 15)), [K("DUREE", dur)], R(*who.dr(1)), R(*nurse.name(3))])
    s1 = [("Patient", [("kv", [("Nom, prénom", R(*p.name(1))), ("Né" + p.e() + " le", R(p.dn(c.i))), ("IPP", R(c.IPP())), ("INS", R(p.nir(c.i + 1, "ins"))),
                               ("Mode légal", R(LEGAL(c), " depuis le ", c.cday(0, 0))),
                               ("Unité / chambre", R("Les Arbousiers, chambre d'isolement ", room)), ("Entrée au registre", R(reg))])]),
          ("Mesures", [("tab", ["N°", "Mesure", "Début", "Durée", "Décision", "Surveillance"], rows, [0.35, 1.6, 1.3, 0.6, 1.3, 1.3]),
                       P("Motif : dangerosité immédiate pour autrui (agression d'un soignant), échec de l'apaisement verbal ; traitement : ",
                         DOSE("loxapine 50 mg IM"), " (", ATC("N05AH01"), ")."),
                       P("Mesure prise en dernier recours (", ART("article L. 3222-5-1" + CSP), ", ", LOI("loi n° 2022-46 du 22 janvier 2022"), ")."), c.hw()])]
    parts = [part("Extrait du registre d'isolement et de contention", s1, issuer=c.head("Pôle de psychiatrie adulte - unité Les Arbousiers"),
                  refs=[("Registre", R(reg)), ("Extrait du", R(c.cday(base + 3, 1)))], sigs=[("Le cadre de santé", [R(*ide.name(3)), R("ADELI ", ide.ADELI())])])]
    if c.npl >= 2:
        t = c.tiers
        parts.append(part("Information d'un proche et du juge - renouvellement exceptionnel", [(None, [
            P(t.civ(True) + ","),
            P("Conformément à l'", ART("article L. 3222-5-1" + CSP), ", nous vous informons que la mesure d'isolement dont fait l'objet ", *p.name(3),
              " a été renouvelée à titre exceptionnel au-delà de ", DUR("48 heures"), " le ", c.cday(base + 2, 1), " par le ", *psy2.dr(0), "."),
            P("Le juge des libertés et de la détention du ", c.TJ(), " en a été informé le même jour ; vous pouvez le saisir d'une demande de mainlevée."),
            ("kv", [("Patient", R(*p.name(1), ", ", p.dn(c.i + 1))), ("Registre", R(reg)), ("Contact de l'unité", R(V("TELEPHONE", ids.phone(r, False, c.i + 1)))),
                    ("Personne informée", R(*t.name(1), " (", c.link, ")"))])])],
            issuer=c.head("Pôle de psychiatrie adulte"), to=t.card(c.i), place=c.place(base + 2, 1), sigs=[("Le psychiatre", [R(*psy2.dr(0))])]))
    if c.npl >= 3:
        srows = []
        for k in range(6):
            nurse = ide if k % 2 == 0 else ide2
            srows.append([R(hm(22 + 2 * k - (24 if 22 + 2 * k >= 24 else 0), 0)), [K("MESURE", "%d/%d mmHg" % (r.randint(105, 140), r.randint(60, 90)))],
                          [["hydratation proposée", "repas servi", "sommeil", "toilette", "entretien", "appel au psychiatre"][k]], R(*nurse.name(4))])
        parts.append(part("Surveillance somatique en chambre d'isolement", [(None, [
            ("kv", [("Patient", R(*p.name(1))), ("Chambre", R(room)), ("Jour", R(c.cday(base, 1)))]),
            ("tab", ["Heure", "Tension", "Observation", "Infirmier(ère)"], srows, [0.7, 1.0, 1.8, 1.3]),
            P("Visite médicale toutes les ", DUR("six heures"), " (", *psy.dr(1), ") ; levée de la mesure le ", c.cday(base + 3, 1), " à ", hm(11, 40), ".")])],
            issuer=c.head("Unité Les Arbousiers"), refs=[("Registre", R(reg))], sigs=[("L'infirmière", [R(*ide.name(3))])]))
    return dict(title="Registre d'isolement et de contention", issuer=c.head(), parts=parts, stage=2,
                head=R(c.ACR(), " - registre ", reg, " - ", *p.name(1)), foot=R(c.H(), " - unité Les Arbousiers"))


SHAPE_FUN_A = {"admission_sdt_spi": sh_admission, "arrete_sdre": sh_sdre, "saisine_jld": sh_saisine, "ordonnance_jld": sh_ordonnance,
               "registre_isolement_contention": sh_registre}


def make_doc(i, seed, shape, npl):
    from .content_b import SHAPE_FUN_B
    c = Ctx(i, seed, shape, npl)
    s = {**SHAPE_FUN_A, **SHAPE_FUN_B}[shape](c, c.r)
    for pt in s["parts"]:
        for _, blocks in pt["secs"]:
            for k, b in enumerate(blocks):
                if b[0] == "tab":
                    blocks[k] = ("tab", b[1], [[R(*cell) for cell in row] for row in b[2]], b[3])
    return {"title": s["title"], "num": i + 1, "shape": shape, "issuer": s["issuer"], "parts": s["parts"], "head": s["head"],
            "foot": s["foot"], "stage": s["stage"], "form": "BV-%02d" % (SHAPES.index(shape) + 1), "npl": npl}
