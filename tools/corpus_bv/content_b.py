"""The last five document types of corpus BV (see content.py): the outpatient care programme with the CMP / CATTP
letters, the adult-protection judgment (curatelle / tutelle / sauvegarde de justice) with the guardian, the report to
the public prosecutor, the police or gendarmerie requisition, and the liaison letter to the GP when the measure ends."""
from __future__ import annotations

from . import ids
from .content import ATC, CSP, LEGAL, Court, court_issuer, decision_no, dx, pat_kv
from .model import K, R, V
from .people import ART, CIM, DOSE, DUR, LOI, ORG, P, Person, Pro, hm, money, part


def unit(c, k, kind="cmp"):
    pool = ids.CMP if kind == "cmp" else ids.CATTP
    return V("ETABLISSEMENT", pool[(c.i + c.seed + k) % len(pool)], "unite")


# ------------------------------------------------------------------ 6. the care programme, the CMP letter, the CATTP plan
def sh_programme(c, r):
    p, psy, ide, ide2 = c.pat, c.psy, c.ide, c.ide2
    cmp_, cattp = unit(c, 0), unit(c, 0, "cattp")
    cadr = V("ADRESSE", "%d %s" % (r.randint(2, 40), r.choice(ids.STREETS[:10])))
    ctel = V("TELEPHONE", ids.phone(r, False, c.i + 2))
    rows = [[["consultation psychiatrique"], R(cmp_), [DUR("tous les 15 jours")], R(*psy.dr(1))],
            [["entretien infirmier et injection"], R(cmp_), [DUR("toutes les 4 semaines")], R(*ide.name(3))],
            [["activités thérapeutiques de groupe"], R(cattp), [DUR("2 demi-journées par semaine")], R(*ide2.name(3))],
            [["visite à domicile"], R(p.VILLE()), [DUR("une fois par mois")], ["équipe mobile"]]]
    s1 = [("Patient", [("kv", pat_kv(c, c.i, nir=c.i % 2 == 0) + [("Mode légal", R(LEGAL(c), ", hospitalisation complète du ", c.cday(0, 0), " au ", c.cday(21, 0)))])]),
          ("Soins prévus", [("tab", ["Type de soins", "Lieu", "Fréquence", "Intervenant"], rows, [1.7, 1.4, 1.3, 1.2]),
                            P("Traitement : ", DOSE("palipéridone palmitate 100 mg IM/mois"), " (", ATC("N05AX13"), "), ", DOSE("cyamémazine 25 mg le soir"), "."),
                            P("Le programme de soins ne comporte aucune mesure de contrainte ; l'avis du patient a été recueilli lors d'un entretien le ", c.cday(20, 1),
                              " (", ART("article L. 3211-2-1" + CSP), ")."), c.hw()])]
    parts = [part("Programme de soins", s1, issuer=c.head("Pôle de psychiatrie adulte - secteur " + c.sector), place=c.place(21, 1),
                  refs=[("IPP", R(c.IPP())), ("CMP référent", R(cmp_, ", ", cadr, " - ", ctel))],
                  sigs=[("Le psychiatre", [R(*psy.dr(0)), R("RPPS ", psy.RPPS())]), ("Le patient", [R(*p.name(3))])])]
    if c.npl >= 2:
        parts.append(part("Rendez-vous de suivi au centre médico-psychologique", [(None, [
            P(p.civ(True) + ","),
            P("À la suite de votre sortie de l'hospitalisation, l'équipe du ", cmp_, " vous attend le ", c.cday(24, 2), " à ", hm(9, 30), " pour une consultation avec le ",
              *psy.dr(0), ", puis le ", c.cday(28, 2), " à ", hm(14, 0), " pour l'entretien infirmier avec ", *ide.name(3), "."),
            P("En cas d'empêchement, merci de prévenir le secrétariat au ", ctel, ". Votre ", c.link, " ", *c.tiers.name(3), " peut vous accompagner."),
            ("alert", [R("En cas de crise suicidaire, appelez le ", K("NUMERO_PUBLIC", "3114"), ", numéro national de prévention du suicide, accessible jour et nuit.")]),
            ("kv", [("Adresse du CMP", R(cadr, ", ", V("CODE_POSTAL", p.home.cp), " ", p.VILLE())), ("Patient", R(*p.name(1), ", ", p.dn(c.i + 1)))])])],
            issuer={"name": R(cmp_), "service": "Centre médico-psychologique - secteur " + c.sector, "lines": [R(cadr)], "contact": [R("Tél. ", ctel)], "legal": None},
            to=p.card(c.i), place=R(p.VILLE(), ", le ", c.cday(21, 1)), sigs=[("La secrétaire médicale", [R(*c.dir.name(3))])]))
    if c.npl >= 3:
        act = [("lundi", 14, "atelier terre et poterie", ide2), ("mardi", 10, "groupe de parole", ide), ("jeudi", 9, "jardin thérapeutique", ide2),
               ("jeudi", 14, "éducation thérapeutique", ide), ("vendredi", 10, "sortie accompagnée", ide2)]
        arows = [[[a[0]], R(hm(a[1], 0), "-", hm(a[1] + 2, 0)), [a[2]], R(*a[3].name(4))] for a in act]
        parts.append(part("Planning au centre d'accueil thérapeutique à temps partiel", [(None, [
            ("kv", [("Participant", R(*p.name(0))), ("CATTP", R(cattp)), ("Référente", R(*ide.name(3), ", ADELI ", ide.ADELI())), ("Début", R(c.cday(26, 1)))]),
            ("tab", ["Jour", "Horaire", "Activité", "Animateur"], arows, [0.8, 1.1, 1.8, 1.2]),
            P("Bilan à ", DUR("trois mois"), " en réunion de synthèse avec le ", *psy.dr(0), " ; le programme de soins sera réévalué par certificat mensuel.")])],
            issuer={"name": R(cattp), "service": "CATTP - secteur " + c.sector, "lines": [R(c.H())], "contact": [], "legal": None},
            sigs=[("L'infirmière référente", [R(*ide.name(3))])]))
    return dict(title="Programme de soins et suivi ambulatoire", issuer=c.head(), parts=parts, stage=4,
                head=R(c.ACR(), " - programme de soins - ", *p.name(1), " - IPP ", c.IPP()), foot=R(c.H(), " - secteur ", K("CODE", c.sector)))


# ------------------------------------------------------------------ 7. adult protection: judgment, declaration of sauvegarde de justice, letter to the guardian
def sh_protection(c, r):
    p, t, psy = c.pat, c.tiers, c.psy
    ct = Court(c)
    kind = ["curatelle renforcée", "tutelle", "curatelle simple"][c.i % 3]
    art_cc = {"curatelle renforcée": "article 472 du code civil", "tutelle": "article 440 du code civil", "curatelle simple": "article 440 du code civil"}[kind]
    mj = Pro(c, "mandataire")
    asso = V("ETABLISSEMENT", ids.ASSOCIATIONS[(c.i + c.seed) % 4], "association")
    aadr = V("ADRESSE", "%d %s" % (r.randint(2, 90), r.choice(ids.STREETS[10:])))
    atel = V("TELEPHONE", ids.phone(r, False, c.i + 5))
    dossier = V("IDENTIFIANT", "MJPM-%s-%d-%05d" % (c.dept, c.day.year, r.randint(1, 99999)), "dossier_protection")
    certif = Pro(c)
    s1 = [(None, [P("Nous, ", *ct.jld.name(3), ", juge des contentieux de la protection au ", c.TJ(), ", assisté", "e" if ct.jld.sex == 2 else "", " de ",
                    *ct.greffier.name(3), ", greffier,")]),
          ("Vu", [("list", [R("la requête présentée le ", c.cday(-60, 1), " par ", *t.name(0), ", ", c.link, ", demeurant ", *t.addr1(), " ;"),
                            R("le certificat médical circonstancié du ", *certif.dr(0), ", médecin inscrit sur la liste établie par le procureur de la République (",
                              ART("article 431 du code civil"), ") ;"),
                            R("l'audition de la personne le ", c.cday(-20, 1), " ", *c.a_("H"), " ;"),
                            R("la ", LOI("loi n° 2007-308 du 5 mars 2007"), " portant réforme de la protection juridique des majeurs.")])]),
          ("Dispositif", [("quote", [R("Plaçons ", *p.name(9), ", ", p.ne(), " le ", *p.born(6 if c.i % 2 == 0 else 0), ", demeurant ", *p.addr1(), ", sous ", kind,
                                       " (", ART(art_cc), ") pour une durée de ", DUR("60 mois"), " ;"),
                                     R("Désignons en qualité de ", "tuteur" if kind == "tutelle" else "curateur", " l'", asso, ", mandataire judiciaire à la protection des majeurs, ",
                                       aadr, ", représentée par ", *mj.name(0), ", délégué", mj.e(), " à la mesure ;"),
                                     R("Disons que la présente décision sera notifiée à la personne protégée, au requérant et au mandataire.")]),
                          c.hw()])]
    parts = [part("Jugement d'ouverture d'une mesure de protection juridique", s1, issuer=court_issuer(c, "Pôle de la protection des majeurs"),
                  refs=[("Références", ct.nums()), ("Jugement du", R(c.cday(0, 1)))], sigs=[("Le greffier", [R(*ct.greffier.name(3))]), ("Le juge", [R(*ct.jld.name(3))])])]
    if c.npl >= 2:
        parts.append(part("Déclaration aux fins de sauvegarde de justice", [(None, [
            P("Monsieur le procureur de la République,"),
            P("Je soussigné", "e" if psy.sex == 2 else "", ", ", *psy.dr(0), ", psychiatre ", *c.a_("H"), ", déclare que ", *p.name(0), ", ", p.ne(), " le ", p.dn(c.i + 1),
              ", hospitalisé", p.e(), " depuis le ", c.cday(-30, 1), ", présente une altération de ses facultés mentales l'empêchant de pourvoir seul", p.e(),
              " à ses intérêts (", ART("article L. 3211-6" + CSP), ", ", ART("article 433 du code civil"), ")."),
            ("kv", [("Diagnostic", R(dx(c)[0], " (", CIM(dx(c)[1]), ")")), ("Domicile", R(*p.addr1())), ("IPP", R(c.IPP())), ("Famille", R(*t.name(1), " (", c.link, "), ", t.MOB()))]),
            P("La déclaration a pour effet de placer le patient sous sauvegarde de justice ; l'avis conforme d'un psychiatre est joint.")])],
            issuer=c.head("Pôle de psychiatrie adulte"), to={"name": R("Monsieur le procureur de la République"), "lines": [R(ORG("parquet du " + "tribunal judiciaire de " + c.court))]},
            place=c.place(-29, 1), sigs=[("Le psychiatre", [R(*psy.dr(0)), R("RPPS ", psy.RPPS())])]))
    if c.npl >= 3:
        ass = Pro(c, "personnel", sex=2)
        parts.append(part("Courrier au mandataire judiciaire", [(None, [
            P(mj.civ(True) + ","),
            P("Je me permets de vous contacter au sujet de ", *p.name(0), ", dont votre association assure la mesure de ", kind, " (dossier ", dossier, ")."),
            ("list", [R("le loyer de ", p.ADR(), " n'est plus réglé depuis ", DUR("deux mois"), " ;"),
                      R("l'allocation aux adultes handicapés a été suspendue ; un dossier MDPH est à renouveler ;"),
                      R("le patient souhaite disposer d'un pécule hebdomadaire de ", money(40.0), " pendant l'hospitalisation.")]),
            P("Une réunion est proposée le ", c.cday(12, 1), " à ", hm(10, 0), " dans le service. Vous pouvez me joindre au ", V("TELEPHONE", ids.phone(r, False, c.i + 2)),
              " ou à ", V("EMAIL", ass.mail), ".")])],
            issuer=c.head("Service social"), to={"name": R(*mj.name(0)), "lines": [R(asso), R(aadr), R(V("CODE_POSTAL", c.hcp), " ", c.HVILLE())]},
            place=c.place(5, 1), sigs=[("L'assistante sociale", [R(*ass.name(3)), R("ADELI ", ass.ADELI())])]))
    return dict(title="Mesure de protection juridique d'un majeur", issuer=court_issuer(c, "Juge des contentieux de la protection"), parts=parts, stage=4,
                head=R(c.TJ(first=True), " - protection - ", ct.nums(), " - ", *p.name(1)), foot=R("Mandataire : ", asso, " - ", atel))


# ------------------------------------------------------------------ 8. report to the public prosecutor
def sh_signalement(c, r):
    p, psy = c.pat, c.psy
    mis = Person(c, r.choice([1, 2]), c.date(-365 * 40), "mis_en_cause")
    sub = Pro(c, "magistrat")
    parq = V("IDENTIFIANT", ids.parquet(r, c.day), "num_parquet")
    bri = ORG("brigade de gendarmerie de " + ids.BRIGADES[c.dept][c.i % 2])
    s1 = [("Personne concernée", [("kv", pat_kv(c, c.i) + [("Hospitalisé" + p.e() + " depuis", R(c.cday(-12, 1), " (", LEGAL(c), ")"))])]),
          ("Faits constatés", [P("Depuis son admission, ", *p.name(3), " rapporte que ", *mis.name(0), ", domicilié", mis.e(), " ", *mis.addr1(),
                                 ", se fait remettre chaque mois l'essentiel de ses ressources et détient sa carte bancaire."),
                               P("Le ", c.cday(-2, 1), ", lors d'une visite, ", *mis.name(7), " a exigé la signature d'une procuration ; l'équipe soignante a constaté un état de peur "
                                 "et des ecchymoses de l'avant-bras."),
                               P("Ces éléments font craindre un abus de faiblesse sur une personne vulnérable en raison d'un trouble psychique ; le patient a été informé du présent "
                                 "signalement, qui est fait sans son accord, comme le permet l'", ART("article 226-14 du code pénal"), "."), c.hw()])]
    parts = [part("Signalement au procureur de la République", s1, issuer=c.head("Pôle de psychiatrie adulte"),
                  to={"name": R("Monsieur le procureur de la République"), "lines": [R(ORG("parquet du tribunal judiciaire de " + c.court))]}, place=c.place(0, 1),
                  sigs=[("Le psychiatre", [R(*psy.dr(0)), R("RPPS ", psy.RPPS())])])]
    if c.npl >= 2:
        parts.append(part("Avis de réception du parquet", [(None, [
            ("kv", [("N° de parquet", R(parq)), ("Signalement du", R(c.cday(0, 1))), ("Victime présumée", R(*p.name(1), ", ", p.dn(c.i + 1))),
                    ("Mis en cause", R(*mis.name(1))), ("Magistrat", R(*sub.name(0), ", substitut du procureur de la République"))]),
            P("Le parquet accuse réception du signalement et a ordonné une enquête confiée à la ", bri, ". L'officier de police judiciaire prendra contact avec le service."),
            P("La victime peut être accompagnée par une association d'aide aux victimes (", K("NUMERO_PUBLIC", "116 006"), ")."),
            ("chk", [(True, "Enquête préliminaire"), (False, "Classement sans suite"), (c.i % 2 == 0, "Saisine du juge des tutelles")])])],
            issuer=court_issuer(c, "Parquet - pôle des personnes vulnérables"), to={"name": R(*psy.dr(0)), "lines": [R(c.H())]},
            place=R(c.court + ", le ", c.cday(4, 1)), sigs=[("Le substitut", [R(*sub.name(3))])]))
    if c.npl >= 3:
        parts.append(part("Certificat médical descriptif", [(None, [
            P("Je soussigné", "e" if c.psy2.sex == 2 else "", " ", *c.psy2.dr(0), ", certifie avoir examiné le ", c.cday(-2, 1), " à ", hm(17, 20), " ", *p.name(0), ", ", p.ne(),
              " le ", p.dn(c.i + 2), "."),
            ("kv", [("Lésions", R("deux ecchymoses de ", K("MESURE", "3 x 2 cm"), " à la face interne de l'avant-bras gauche")),
                    ("Retentissement", R("anxiété, insomnie, peur de rentrer au domicile")), ("Incapacité totale de travail", R(DUR("3 jours"), " sous réserve de complications"))]),
            P("Certificat remis en main propre à l'intéressé", p.e(), " et transmis à la ", bri, " sur sa demande (", ART("article R. 4127-76" + CSP), ").")])],
            issuer=c.head("Pôle de psychiatrie adulte"), place=c.place(-1, 1), sigs=[("Le médecin", [R(*c.psy2.dr(0)), R("RPPS ", c.psy2.RPPS())])]))
    return dict(title="Signalement d'une personne vulnérable", issuer=c.head(), parts=parts, stage=2,
                head=R(c.ACR(), " - signalement - ", *p.name(1)), foot=R(c.H(), " - confidentiel"))


# ------------------------------------------------------------------ 9. police / gendarmerie requisition
def sh_requisition(c, r):
    p, psy = c.pat, c.psy
    gend = c.i % 2 == 0
    opj = Pro(c, "opj")
    grade = r.choice(["adjudant-chef", "maréchal des logis-chef", "major"] if gend else ["brigadier-chef", "capitaine", "lieutenant"])
    unit_ = ORG(("brigade de gendarmerie de " + ids.BRIGADES[c.dept][c.i % 2]) if gend else ("commissariat de police de " + c.court))
    pv = V("IDENTIFIANT", ids.pv_number(r, c.day.year, gend), "num_pv")
    mat = V("IDENTIFIANT", ids.matricule(r, gend), "matricule_opj")
    utel = V("TELEPHONE", ids.phone(r, False, c.i + 3))
    umail = V("EMAIL", ids.mail_local(opj.first, opj.last) + ("@gendarmerie.interieur.gouv.fr" if gend else "@interieur.gouv.fr"))
    gav = hm(r.randint(6, 20), r.choice([0, 15, 30, 45]))
    s1 = [(None, [P("Nous, ", grade, " ", *opj.name(3), ", officier de police judiciaire en fonction à la ", unit_, ", matricule ", mat, ","),
                  P("Vu l'enquête ", "de flagrance" if c.i % 3 else "préliminaire", " (procès-verbal n° ", pv, ") et les ", ART("articles 60 et 77-1 du code de procédure pénale"), ","),
                  P("Requérons le ", *psy.dr(0), ", psychiatre ", *c.a_("H"), ", de procéder à l'examen de :")]),
          ("Personne à examiner", [("kv", [("Nom, prénom", R(*p.name(1))), ("Né" + p.e() + " le", R(*p.born(c.i))), ("Domicile", R(*p.addr1())),
                                           ("Garde à vue", R("depuis le ", c.cday(0, 1), " à ", gav))])]),
          ("Mission", [("list", [R("dire si l'état de santé de la personne est compatible avec la mesure de garde à vue ;"),
                                 R("dire si elle présente des troubles psychiques ou neuropsychiques ayant aboli ou altéré son discernement (",
                                   ART("article 122-1 du code pénal"), ") ;"),
                                 R("dire si son état nécessite des soins psychiatriques sans consentement (", ART("article L. 3213-2" + CSP), ").")]),
                       P("Prêter serment d'apporter son concours à la justice en son honneur et en sa conscience. Contact : ", utel, " - ", umail, "."), c.hw()])]
    parts = [part("Réquisition à personne qualifiée", s1, issuer={"name": R(ORG("Gendarmerie nationale" if gend else "Police nationale")), "service": "",
                                                                 "lines": [R(unit_)], "contact": [R("Tél. ", utel)], "legal": None},
                  refs=[("Procès-verbal", R(pv)), ("Date et heure", R(c.cday(0, 1), " ", hm(r.randint(8, 22), 10)))],
                  sigs=[("L'officier de police judiciaire", [R(grade + " ", *opj.name(4))])])]
    if c.npl >= 2:
        d = dx(c)
        parts.append(part("Certificat médical sur réquisition", [(None, [
            ("kv", [("Réquisition", R("PV n° ", pv, ", ", *opj.name(4))), ("Personne examinée", R(*p.name(0), ", ", p.dn(c.i + 1))), ("Examen", R(c.cday(0, 1), " à ", hm(23, 5)))]),
            P("Personne calme, orientée, sans signe de sevrage ; discours digressif avec idées de persécution. Antécédent de ", d[0], " (", CIM(d[1]), "), suivi au ",
              unit(c, 1), "."),
            ("chk", [(c.i % 2 == 0, "État compatible avec la garde à vue"), (c.i % 2 == 1, "État incompatible avec la garde à vue"),
                     (c.i % 2 == 1, "Hospitalisation sous contrainte proposée (SDRE)")]),
            P("Traitement habituel : ", DOSE("rispéridone 4 mg/j"), " (", ATC("N05AX08"), "), dernière prise la veille selon l'intéressé", p.e(), ".")])],
            issuer=c.head("Urgences psychiatriques"), to={"name": R(grade + " ", *opj.name(4)), "lines": [R(unit_)]}, place=c.place(0, 1),
            sigs=[("Le psychiatre requis", [R(*psy.dr(0)), R("RPPS ", psy.RPPS())])]))
    if c.npl >= 3:
        parts.append(part("Mémoire de frais de justice", [(None, [
            ("kv", [("Requérant", R(unit_, " - PV n° ", pv)), ("Prestataire", R(*psy.dr(3), ", RPPS ", psy.RPPS())), ("Personne examinée", R(*p.name(4)))]),
            ("tab", ["Prestation", "Date", "Montant"], [[["examen psychiatrique de garde à vue"], [c.cday(0, 0)], [money(53.90)]],
                                                          [["majoration de nuit"], [c.cday(0, 0)], [money(25.0)]],
                                                          [["frais de déplacement"], [c.cday(0, 0)], [money(12.40)]]], [2.4, 1.0, 1.0]),
            P("Mémoire à adresser au greffe du ", c.TJ(), " - régie des frais de justice, accompagné de la réquisition.")])],
            issuer=c.head("Urgences psychiatriques"), place=c.place(2, 1), sigs=[("Le praticien", [R(*psy.dr(1))])]))
    return dict(title="Réquisition judiciaire", issuer={"name": R(unit_), "service": "", "lines": [], "contact": [], "legal": None}, parts=parts, stage=1,
                head=R("PV n° ", pv, " - ", *p.name(1)), foot=R(unit_))


# ------------------------------------------------------------------ 10. end of the measure: liaison letter to the GP, the director's lifting decision, the prescription
def sh_levee(c, r):
    p, psy, gp = c.pat, c.psy, c.gp
    d = dx(c)
    dec = decision_no(c)
    drugs = [("aripiprazole 15 mg", "1 cp le matin", "3 mois"), ("cyamémazine 25 mg", "1 cp le soir si angoisse", "1 mois"),
             ("macrogol 10 g", "1 sachet par jour", "1 mois")]
    s1 = [(None, [P("Cher confrère,"),
                  P("Votre patient", p.e(), " ", *p.name(0), ", ", p.ne(), " le ", p.dn(c.i), ", domicilié", p.e(), " ", *p.addr1(), ", a été hospitalisé", p.e(), " ", *c.a_("H"),
                    " du ", c.cday(0, 1), " au ", c.cday(34, 1), ", en soins sans consentement (", LEGAL(c), ") puis en soins libres."),
                  P("Diagnostic retenu : ", d[0], " (", CIM(d[1]), "). La mesure a été levée le ", c.cday(30, 1), " par décision n° ", dec, " ; le juge des libertés et de la "
                    "détention avait autorisé son maintien le ", c.cday(10, 1), "."),
                  ("tab", ["Médicament", "Posologie", "Durée"], [[[DOSE(a)], [b], [DUR(dd)]] for a, b, dd in drugs], [1.5, 1.6, 0.7]),
                  P("Suivi : consultation au ", unit(c, 0), " le ", c.cday(41, 1), " ; bilan métabolique à ", DUR("trois mois"), " (glycémie, lipides, poids)."),
                  P("Personne de confiance : ", *c.tiers.name(0), ", ", c.tiers.MOB(), ". Je reste joignable au ", V("TELEPHONE", c.htel), ". Bien confraternellement."),
                  c.hw()])]
    parts = [part("Lettre de liaison à la sortie", s1, issuer=c.head("Pôle de psychiatrie adulte - secteur " + c.sector),
                  to={"name": R(*gp.dr(0)), "lines": [R(gp.ADR()), R(*gp.cpv())]}, place=c.place(34, 1),
                  refs=[("N/Réf.", R(c.IPP(), " - ", c.STAY())), ("Copie", R("patient"))], sigs=[("", [R(*psy.dr(0)), R("RPPS ", psy.RPPS())])])]
    if c.npl >= 2:
        parts.append(part("Décision de levée de la mesure de soins psychiatriques", [(None, [
            ("kv", [("Décision n°", R(dec)), ("Patient", R(*p.name(1))), ("Né" + p.e() + " le", R(*p.born(c.i + 1))), ("Admission", R(c.cday(0, 0), " (", LEGAL(c), ")"))]),
            P("Le directeur ", *c.de_("H"), ", vu le certificat médical du ", *c.psy2.dr(0), " en date du ", c.cday(30, 1), " attestant que les conditions de la mesure ne sont plus réunies (",
              ART("article L. 3212-4" + CSP), "),"),
            ("quote", [R("DÉCIDE : la mesure de soins psychiatriques sans consentement dont fait l'objet ", *p.name(0), " est levée à compter du ", c.cday(30, 1), ".")]),
            P("Copie : ", *c.tiers.name(0), " (tiers), ", c.CDSP(), ", ", c.ARS(), "."),
            ("chk", [(True, "Poursuite en soins libres"), (False, "Sortie sans suivi")])])],
            issuer=c.head("Direction"), place=c.place(30, 1), sigs=[("Pour le directeur", [R(*c.dir.name(0))])]))
    if c.npl >= 3:
        parts.append(part("Ordonnance de sortie", [(None, [
            ("kv", [("Patient", R(*p.name(1))), ("Né" + p.e() + " le", R(p.dn(c.i + 2))), ("NIR", R(p.nir(c.i + 2))),
                    ("Poids", R(K("MESURE", "%d kg" % r.randint(55, 98))))]),
            ("list", [R(DOSE(a), " : ", b, " pendant ", DUR(dd)) for a, b, dd in drugs]),
            P("Ordonnance à renouveler par le médecin traitant, ", *gp.dr(0), " (RPPS ", gp.RPPS(), "), ", V("TELEPHONE", gp.fixe), "."),
            ("alert", [R("Numéro national de prévention du suicide : ", K("NUMERO_PUBLIC", "3114"), ".")])])],
            issuer=c.head("Pôle de psychiatrie adulte"), place=c.place(34, 1), sigs=[("Le prescripteur", [R(*psy.dr(0)), R("RPPS ", psy.RPPS())])]))
    return dict(title="Fin de la mesure - lettre de liaison", issuer=c.head(), parts=parts, stage=4,
                head=R(c.ACR(), " - ", *p.name(1), " - séjour ", c.STAY()), foot=R(c.H(), " - pôle de psychiatrie adulte"))


SHAPE_FUN_B = {"programme_soins_cmp": sh_programme, "mesure_protection_majeur": sh_protection, "signalement_procureur": sh_signalement,
               "requisition_judiciaire": sh_requisition, "liaison_levee_mesure": sh_levee}
