"""Establishments and their acronyms across the document."""

import pytest

from app.detection.analyze import analyze_texts
from app.detection.rules import rule_detectors
from app.detection.rules.establishment_acronyms import acronym_of
from app.detection.rules.establishments import EstablishmentDetector


def found(text):
    return [(s.text, s.label) for s in EstablishmentDetector().detect_page(0, text)]


@pytest.mark.parametrize(
    "text,expected",
    [
        ("Centre Hospitalier de la Côte Basque", "Centre Hospitalier de la Côte Basque"),
        ("transféré au CH de Pau le 12", "CH de Pau"),
        ("CHU de Bordeaux", "CHU de Bordeaux"),
        ("Clinique Belharra", "Clinique Belharra"),
        ("Polyclinique Aguiléra", "Polyclinique Aguiléra"),
        ("Adressé par le Centre Médico-Chirurgical des Landes pour avis", "Centre Médico-Chirurgical des Landes"),
        ("Hôpital Saint-Léon", "Hôpital Saint-Léon"),
        ("EHPAD Les Lilas", "EHPAD Les Lilas"),
        ("CENTRE HOSPITALIER DE LA CÔTE BASQUE", "CENTRE HOSPITALIER DE LA CÔTE BASQUE"),
        ("adressée par l'hôpital de Bayonne", "hôpital de Bayonne"),
    ],
)
def test_etab_positive(text, expected):
    assert found(text) == [(expected, "ETAB")]


@pytest.mark.parametrize(
    "text",
    ["hôpital de jour", "Hôpital de Jour de médecine", "examen clinique normal", "Service de chirurgie",
     "la clinique du patient est rassurante", "Examen Clinique - Histoire De La Maladie"],
)
def test_etab_negative(text):
    assert found(text) == []


def test_acronym_defined_in_parentheses():
    assert found("Centre Hospitalier de la Côte Basque (CHCB)") == [
        ("Centre Hospitalier de la Côte Basque", "ETAB"),
        ("CHCB", "ETAB"),
    ]
    assert acronym_of("Centre Hospitalier", "de la Côte Basque", "CHCB")
    assert not acronym_of("Clinique", "Belharra", "IRM")


def test_acronym_is_etab_on_every_page():
    pages = [
        "CENTRE HOSPITALIER DE LA CÔTE BASQUE (CHCB)\nCompte rendu",
        "Suivi au CHCB dans 3 mois.",
        "Page 3 : courrier du CHCB, copie au médecin traitant.",
    ]
    spans = analyze_texts(pages, rule_detectors())
    chcb = [(s.page, s.text) for s in spans if s.text == "CHCB"]
    assert chcb == [(0, "CHCB"), (1, "CHCB"), (2, "CHCB")]
    assert all(s.label == "ETAB" for s in spans if s.text == "CHCB")


def test_parenthesised_acronym_not_spelled_by_the_name_is_not_propagated():
    pages = ["Clinique Belharra (IRM) le 12/03/2024", "IRM lombaire normale"]
    spans = analyze_texts(pages, rule_detectors())
    assert not any(s.text == "IRM" for s in spans)


@pytest.mark.parametrize(
    "text, acronym",
    [
        ("HLVA | Hôpital Local de la Vallée d'Aspe\nPôle consultations. Suivi à l'HLVA.", "HLVA"),
        ("CBAO | Clinique Bel-Air de l'Océan\nRevu à la CBAO.", "CBAO"),
        # the initials without the last word's: "Hôpital privé Sainte-Clotilde" for HPSC
        ("Hôpital privé Sainte-Clotilde-des-Pins\nHPSC - Neurologie. Suivi à l'HPSC.", "HPSC"),
    ],
)
def test_undefined_acronym_equal_to_initials_with_elisions(text, acronym):
    from app.detection.rules.establishments import EstablishmentDetector

    d = EstablishmentDetector()
    spans = d.detect_document([text], d.detect_page(0, text))
    assert [s.text for s in spans] == [acronym, acronym]


def test_laboratories_practices_sites_and_groups_of_hospitals():
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    texts = ["Polyclinique des Embruns (PCE)\nCompte rendu",
             "PCE - page 2\nLaboratoire Bio-Labourd\nLABORATOIRE GENERAL D'ANALYSES MEDICALES\n"
             "Cabinet d'infirmières de la Nive\nAPHP et l'AP-HP, SITE Saint-Louis"]
    found = {(s.page, s.text) for s in analyze_texts(texts, rule_detectors()) if s.label == "ETAB"}
    for want in [(0, "PCE"), (1, "PCE"), (1, "Laboratoire Bio-Labourd"), (1, "LABORATOIRE GENERAL D'ANALYSES MEDICALES"),
                 (1, "Cabinet d'infirmières de la Nive"), (1, "APHP"), (1, "AP-HP"), (1, "SITE Saint-Louis")]:
        assert want in found, (want, found)


def test_generic_words_of_establishments_stay_readable():
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    texts = ["Examen Clinique normal. Le Centre de la douleur a revu la patiente. Réunion Laboratoire Commun. "
             "Le cabinet est fermé. Pharmacie : amoxicilline."]
    assert [s.text for s in analyze_texts(texts, rule_detectors()) if s.label == "ETAB"] == []


@pytest.mark.parametrize("text, name", [
    ("Cabinet médical des Arceaux", "Cabinet médical des Arceaux"),
    ("Cabinet d'imagerie Radiolys\n72 chemin Jeanne Barret", "Cabinet d'imagerie Radiolys"),
    ("Cabinet de pneumologie Arrieta", "Cabinet de pneumologie Arrieta"),
    ("Institut régional de cancérologie Rhône-Dauphiné\n\nIRCRD - Urologie", "Institut régional de cancérologie Rhône-Dauphiné"),
    ("Hôpital privé Sainte-Clotilde-des-Pins\nStandard", "Hôpital privé Sainte-Clotilde-des-Pins"),
    ("Maison de santé pluriprofessionnelle de l'Ursuya, Hasparren", "Maison de santé pluriprofessionnelle de l'Ursuya"),
    ("Centre d'imagerie médicale Sainte-Croix", "Centre d'imagerie médicale Sainte-Croix"),
    ("Groupe hospitalier Rhin-Ill", "Groupe hospitalier Rhin-Ill"),
    ("Centre hospitalier intercommunal des Deux-Rives", "Centre hospitalier intercommunal des Deux-Rives"),
    ("Clinique mutualiste de la Sèvre", "Clinique mutualiste de la Sèvre"),
])
def test_establishments_with_lower_case_qualifiers(text, name):
    from app.detection.rules.establishments import EstablishmentDetector

    assert name in [s.text for s in EstablishmentDetector().detect_page(0, text)]


def test_a_lower_case_qualifier_alone_is_not_an_establishment():
    from app.detection.rules.establishments import EstablishmentDetector

    assert EstablishmentDetector().detect_page(0, "Le centre hospitalier a répondu ; clinique mutualiste du secteur.") == []


@pytest.mark.parametrize("text, name", [
    ("Complémentaire : Prévoyance Solidaire Atlantique\n\nAdhérent 32109279", "Prévoyance Solidaire Atlantique"),
    ("Mutuelle : MGEN", "MGEN"),
    ("Caisse mutualiste du Haut-Rhône — Attestation de tiers payant", "Caisse mutualiste du Haut-Rhône"),
    # in a field of the identity line, before the member number it gave
    ("Identité : DUPONT, Jean — INS 1 84 12 75 123 456 78 — Harmonie Fictive Sud n° AB123456", "Harmonie Fictive Sud"),
    ("Patient : DUPONT Jean | né le 02/03/1961 | Prévoyance des Marais N° 8812345", "Prévoyance des Marais"),
    ("Identité : Carpentier Solène, née le 13 octobre 1936 — Harmonie Fictive Sud n° \n731000558", "Harmonie Fictive Sud"),
])
def test_the_patients_insurer(text, name):
    assert ("ETAB", name) in [(s.label, s.text) for s in EstablishmentDetector().detect_page(0, text)]


@pytest.mark.parametrize("text", ["Mutuelle : Non", "Mutuelle : aucune", "Complémentaire : CMU-C", "Caisse de retraite",
                                  "Identité : DUPONT Jean — INS 1 84 12 75 123 456 78 — Carte Vitale n° 12345678",
                                  "IPP 123456 | Chambre Double N° 1204",
                                  "Compte rendu — Hôtel Dieu Nord n° 12345"])  # (no identity mark before it)
def test_no_insurer_named(text):
    assert EstablishmentDetector().detect_page(0, text) == []


def test_the_initials_of_an_establishment_the_model_named_are_masked_in_the_footer():
    from app.detection.rules.establishments import EstablishmentDetector
    from app.detection.spans import Span

    text = ("Centre hospitalier intercommunal Brenne-et-\nCreuse\nService de médecine\n\n"
            "consultation au CHIBC, retour le même jour\nFormulaire — CHIBC — page 1\nBilan CRP normal.\n")
    name = "Centre hospitalier intercommunal Brenne-et-\nCreuse"
    model = Span(0, 0, len(name), name, "ETAB", "model", 0.95)
    found = EstablishmentDetector().detect_document([text], [model])
    assert [s.text for s in found] == ["CHIBC", "CHIBC"]
    assert not EstablishmentDetector().detect_document([text.replace("CHIBC", "CHUBC")], [model])


@pytest.mark.parametrize("text, value", [
    ("HIA Clermont-Tonnerre", "HIA Clermont-Tonnerre"),
    ("EPSM Finistère Sud", "EPSM Finistère Sud"),
    ("Fondation Bon Sauveur", "Fondation Bon Sauveur"),
    ("Maison de retraite Ker Avel", "Maison de retraite Ker Avel"),
    ("LBM Bio Armor", "LBM Bio Armor"),
])
def test_more_establishment_triggers(text, value):
    from app.detection.rules.establishments import EstablishmentDetector

    assert value in [s.text for s in EstablishmentDetector().detect_page(0, text)]


@pytest.mark.parametrize("text", [
    "Suivi au CMP de secteur tous les mois.",
    "Bilan au LBM le plus proche.",
    "La Fondation pour la Recherche Médicale finance l'étude.",
])
def test_service_acronyms_alone_are_no_establishment(text):
    from app.detection.rules.establishments import EstablishmentDetector

    assert EstablishmentDetector().detect_page(0, text) == []


@pytest.mark.parametrize("text, value", [
    ("Site de Roanne\n\nTél. 04 77 95 76 48", "Roanne"),  # a site named by its town
    ("Site d'Ajaccio — prélèvements", "Ajaccio"),
])
def test_a_site_named_by_its_town_gives_the_town(text, value):
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    assert ("VILLE", value) in {(s.label, s.text) for s in analyze_texts([text], rule_detectors())}


@pytest.mark.parametrize("text", ["Site de Prélèvement : bras gauche", "Site Internet du laboratoire", "Site de ponction"])
def test_a_site_that_names_no_town_stays(text):
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    assert not [s for s in analyze_texts([text], rule_detectors()) if s.label == "ETAB"]


_PROSE = "\nLa patiente est revue dans le service pour une douleur avec des nausées, sans fièvre.\n"


@pytest.mark.parametrize("text, acronym", [
    ("Compte rendu\nIMVC — FINESS 113397681\n" + _PROSE, "IMVC"),
    ("HSAU — Court séjour gériatrique\nPatient : X" + _PROSE, "HSAU"),
])
def test_an_acronym_heading_a_line_before_a_finess_or_a_care_unit(text, acronym):
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    assert ("ETAB", acronym) in {(s.label, s.text) for s in analyze_texts([text], rule_detectors())}


@pytest.mark.parametrize("text", [
    "SCCI – SERVICE-CONNECTED CONDITION INDICATOR\nThe field is set when the veteran has a rating and the "
    "record was updated.\n",  # an English glossary
    "[Docket No. FAA–2020–0686; Product Identifier]\nLa demande est revue dans le service avec des pièces.\n",
])
def test_no_footer_acronym_in_an_english_glossary_or_a_docket_number(text):
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    assert not [s for s in analyze_texts([text], rule_detectors()) if s.label == "ETAB"]


def test_an_allow_listed_acronym_before_a_care_unit_stays():
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    assert not analyze_texts(["ECG — Cardiologie\nIRM — Imagerie cérébrale\n"], rule_detectors())


def test_a_national_body_in_capitals_is_no_brand_insurer():
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    text = "Téléphone\n04 74 87 52 83\n\nIDENTITÉ NATIONALE DE SANTÉ\n\nNom de naissance"
    assert not [s for s in analyze_texts([text], rule_detectors()) if s.label == "ETAB"]


def test_full_initials_of_an_establishment_win_over_the_allow_list():
    """"CHER" is on the allow-list ("Cher confrère"), but it is also the initials, accents
    dropped, of the hospital the document names: masked as its acronym."""
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    text = "CHER\nCentre hospitalier Émilien-Rouvière\n\nCHER — 8 route de la Fontaine, 46000 Cahors\n"
    assert [s.text for s in analyze_texts([text], rule_detectors()) if s.label == "ETAB"].count("CHER") == 2
    letter = "Centre hospitalier de Brest\nCHER CONFRÈRE, je vous adresse Mme X."
    assert not [s for s in analyze_texts([letter], rule_detectors()) if s.text == "CHER"]


def test_a_footer_acronym_of_a_french_form_with_little_prose():
    """A transfusion form is tables and captions: few French words, none English; its footer
    acronym counts."""
    texts = ["DOSSIER TRANSFUSIONNEL\nGroupe : A+\nSéjour n° V913306981\n\nHPCSE — 0495456782\nPage 1/1\n"]
    assert "HPCSE" in EstablishmentDetector().acronyms(texts, [])


@pytest.mark.parametrize("text, name, acronym", [
    # the link word's initial spelled in the acronym
    ("Clinique des Tilleuls (CDT)\n\nCDT - Document confidentiel - Page 1/1", "Clinique des Tilleuls", "CDT"),
    # a radiology practice named as such
    ("Imagerie Médicale des Remparts (IMR)\n\nIMR – RPPS du radiologue : 10682992168", "Imagerie Médicale des Remparts",
     "IMR"),
    # specialties in lower case joined by "et"
    ("Institut de cytologie et pathologie du Ponant (ICPP)\n\nICPP – Page 1/2",
     "Institut de cytologie et pathologie du Ponant", "ICPP"),
    # a number written as a digit in the acronym
    ("Laboratoire d’analyses médicales des Trois Rivières (LAM3R)\n\nLAM3R – Page 1/1",
     "Laboratoire d’analyses médicales des Trois Rivières", "LAM3R"),
])
def test_an_establishment_and_the_acronym_it_defines(text, name, acronym):
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    spans = [s for s in analyze_texts([text], rule_detectors()) if s.label == "ETAB"]
    assert name in {s.text for s in spans}
    assert sum(s.text == acronym for s in spans) == 2  # where defined and in the footer


@pytest.mark.parametrize("text, name", [
    ("Transporteur : Transports sanitaires Horizon Santé, agrément ARS n° 978.", "Transports sanitaires Horizon Santé"),
    # a wrapped line of prose
    ("Entreprise choisie par le patient : Transports sanitaires\nHorizon Santé, agrément ARS n° 394.",
     "Transports sanitaires\nHorizon Santé"),
])
def test_a_patient_transport_company(text, name):
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    assert name in {s.text for s in analyze_texts([text], rule_detectors()) if s.label == "ETAB"}


@pytest.mark.parametrize("text", [
    "Transports sanitaires\nDate : 12/03/2024", "Clinique\nCOMPTE RENDU", "Imagerie médicale\nScanner thoracique",
    "IMAGERIE MÉDICALE\nCompte rendu", "Clinique des Tilleuls (CT thoracique)", "Clinique du Parc (IRM)",
])
def test_a_heading_or_an_exam_in_brackets_is_no_establishment_acronym(text):
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    spans = [s.text for s in analyze_texts([text], rule_detectors()) if s.label == "ETAB"]
    assert not [s for s in spans if s.isupper() or "\n" in s]


@pytest.mark.parametrize("text, site", [
    ("Centre Hospitalier de Brévannes-sur-Arve (CHBA)\nsite de la Combe - Service de Cardiologie\n34 rue", "site de la Combe"),
    ("Centre Hospitalier Universitaire de Haute-Vallée\n(CHUHV)\nhôpital Saint-Éloi-du-Val – Département d'oncologie",
     "hôpital Saint-Éloi-du-Val"),
    ("Groupe Hospitalier Territorial Val-de-Sorne (GHTVS)\n\nsite des Sablons – Service d'Accueil des Urgences",
     "site des Sablons"),
    ("Hôpital privé des Hauts-de-Lirac (HPHL)\nbâtiment Azur – Service d'Accueil des Urgences", "bâtiment Azur"),
])
def test_the_site_line_under_an_establishments_name(text, site):
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    assert site in {s.text for s in analyze_texts([text], rule_detectors()) if s.label == "ETAB"}


@pytest.mark.parametrize("text", [
    "Centre Hospitalier de Pau\nPôle Médecine – Service de cardiologie",  # a care pole, allow-listed
    "Centre Hospitalier de Pau\nSite Internet : www.ch-pau.fr",
    "Centre Hospitalier de Pau\n\nCompte rendu de consultation",
])
def test_no_site_line_without_a_site_name(text):
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    assert {s.text for s in analyze_texts([text], rule_detectors()) if s.label == "ETAB"} == {"Centre Hospitalier de Pau"}


@pytest.mark.parametrize("text, name", [
    ("Établissement Public de Santé Mentale du Haut-Pays\n(EPSM-HP)", "Établissement Public de Santé Mentale du Haut-Pays"),
    # the name wrapped after a link word
    ("Établissement Public de Santé Mentale du\nHaut-Pays (EPSM-HP)", "Établissement Public de Santé Mentale du\nHaut-Pays"),
    ("HAD Santé Service Lirac\nPermanence 24h/24 : 05 36 49 03 60", "HAD Santé Service Lirac"),
    # a form's footer: the acronym before its version, its page or its accreditation
    ("Texte.\n\nCHUHV - Version 3 - 2024 - Page 1/2", "CHUHV"),
    ("Texte.\n\nHPHL – Accréditation Cofrac n° 8-3512 – Page 1/2", "HPHL"),
])
def test_mental_health_and_home_care_establishments_and_form_footers(text, name):
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    assert name in {s.text for s in analyze_texts([text], rule_detectors()) if s.label == "ETAB"}


def test_an_insurer_named_prevoyance_des():
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    text = "Ligne directe 03 79 52 85 46\n\nPrévoyance des Trois Vallées - adhérent ADH-0687670 - Page 1"
    assert "Prévoyance des Trois Vallées" in {s.text for s in analyze_texts([text], rule_detectors()) if s.label == "ETAB"}
    assert not [s for s in analyze_texts(["la prévoyance du patient"], rule_detectors()) if s.label == "ETAB"]


def test_an_insurer_named_prevoyance_and_a_capitalised_word():
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    text = "Organisme\ncomplémentaire\n\nPrévoyance Mutualiste de Garonne n° 5508142236\n"
    assert "Prévoyance Mutualiste de Garonne" in {s.text for s in analyze_texts([text], rule_detectors()) if s.label == "ETAB"}


@pytest.mark.parametrize("text, names", [
    # a home-care association, named with its acronym (a digit for a number word)
    ("Suivi par Association Soins et Répit à Domicile des Deux Vallons (SRD2V), aide-soignante Mme Caron.\n\n"
     "SRD2V — 4 rue des Lilas", {"Association Soins et Répit à Domicile des Deux Vallons", "SRD2V"}),
    # the trigger's first letters, then every word's initial, the article's too
    ("Clinique Les Tamaris Blancs (CLLTB)\nService de chirurgie\n\nCompte rendu adressé à la CLLTB.", {"Clinique Les Tamaris Blancs", "CLLTB"}),
    # a word of the name given as its short name
    ("Laboratoire Analysia Bocage (Analysia)\n8 rue du Pont\n\nRésultats validés par Analysia.", {"Analysia"}),
])
def test_acronyms_and_short_names_defined_by_the_document(text, names):
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    etab = [s.text for s in analyze_texts([text], rule_detectors()) if s.label == "ETAB"]
    assert names <= set(etab)
    if "Analysia" in names:
        assert etab.count("Analysia") == 2


def test_an_association_named_with_its_kind_in_lower_case_and_its_acronym():
    """"Association tutélaire du Maine (ATM)": the acronym spells every word, kind included; it
    names the guardian's association on every page, though ATM is also a joint's abbreviation."""
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    texts = ["Mesure exercée par l'Association tutélaire du Maine (ATM), mandataire.", "Suivi social\nATM — 12 rue des Lices"]
    etab = {(s.page, s.text) for s in analyze_texts(texts, rule_detectors()) if s.label == "ETAB"}
    assert {(0, "Association tutélaire du Maine"), (0, "ATM"), (1, "ATM")} <= etab
    assert not [s for s in analyze_texts(["Association amoxicilline-acide clavulanique (AAC) prescrite."], rule_detectors())
                if s.label == "ETAB"]


@pytest.mark.parametrize("text", [
    "Association amoxicilline acide clavulanique pendant 7 jours.",
    "Association Paracétamol Codéine si douleur.",
])
def test_an_association_of_drugs_is_no_establishment(text):
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    assert not [s for s in analyze_texts([text], rule_detectors()) if s.label == "ETAB"]


def test_a_site_beside_the_establishment_and_written_again_in_the_text():
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    pages = ["Clinique du Val Fleuri\nSite des Capucines — 3 rue Neuve, 29000 Quimper\n\n"
             "Orientation : hospitalisation en cardiologie, Site des Capucines.",
             "À l'attention du Dr Paul MARTIN, Polyclinique Les Grands Chênes, Site de la Garenne\n\nObjet : M. X"]
    spans = analyze_texts(pages, rule_detectors())
    assert [s.text for s in spans if s.page == 0 and s.label == "ETAB"].count("Site des Capucines") == 2
    assert "Site de la Garenne" in {s.text for s in spans if s.page == 1 and s.label == "ETAB"}
    # "site" in an ordinary sense stays
    assert not [s for s in analyze_texts(["Clinique du Val Fleuri, site opératoire propre."], rule_detectors())
                if s.label == "ETAB" and "site" in s.text.lower()]


@pytest.mark.parametrize("text, value", [
    ("Service\n\nLaboratoire de Biologie Médicale BioRance\n\nDossier de biologie\n", "Laboratoire de Biologie Médicale BioRance"),
    ("deux fois par semaine au laboratoire\nLBPV.\n\nBas de contention classe 2.", "LBPV"),
])
def test_laboratories_in_title_case_or_by_acronym_after_their_kind(text, value):
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    assert value in {s.text for s in analyze_texts([text], rule_detectors()) if s.label == "ETAB"}
    # an allow-listed acronym after the kind stays
    assert not [s for s in analyze_texts(["bilan au laboratoire CRP et NFS"], rule_detectors()) if s.label == "ETAB"]
    # a caption after a dash names nothing
    assert not [s for s in analyze_texts(["Laboratoire de Biologie Médicale - Biologiste responsable : Dr A. Roux"],
                                         rule_detectors()) if s.label == "ETAB" and "Biologiste" in s.text]


def test_an_insurer_across_a_dot_leader():
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    text = "Complémentaire " + "." * 50 + " MGEN\nN° adhérent"
    assert "MGEN" in {s.text for s in analyze_texts([text], rule_detectors()) if s.label == "ETAB"}


def test_an_acronym_the_document_defines_wins_over_the_allow_list_but_not_its_codes():
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    text = ("Groupe hospitalier Aristide-Moreau (GHM)      Service de gastro-entérologie\n\n"
            "Séjour classé en GHM 06M04T.\n\nGHM - Bon de transport - Page 1\n")
    etab = [s for s in analyze_texts([text], rule_detectors()) if s.label == "ETAB"]
    assert [s.text for s in etab].count("GHM") == 2  # the definition and the footer
    assert not [s for s in etab if text[s.end:s.end + 7] == " 06M04T"]


def test_an_insurer_in_a_table_cell_after_organisme():
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    text = "+-----------+-------+\n| Organisme | MGET  |\n+-----------+-------+\n"
    assert "MGET" in {s.text for s in analyze_texts([text], rule_detectors()) if s.label == "ETAB"}
    # the compulsory scheme stays
    assert not [s for s in analyze_texts(["| Organisme | CPAM du Lot |"], rule_detectors()) if s.label == "ETAB"]


@pytest.mark.parametrize("text, name", [
    ("Laboratoire d'anatomie et cytologie pathologiques du Bois-Joli\n12 rue X", "Laboratoire d'anatomie et cytologie pathologiques du Bois-Joli"),
    ("Laboratoire d'anatomie et cytologie pathologiques des Marches de Brionne", "Laboratoire d'anatomie et cytologie pathologiques des Marches de Brionne"),
])
def test_a_laboratory_named_after_its_specialties_in_lower_case(text, name):
    from app.detection.rules.establishments import EstablishmentDetector

    assert name in [s.text for s in EstablishmentDetector().detect_page(0, text)]


def test_a_laboratory_in_running_text_is_no_name():
    from app.detection.rules.establishments import EstablishmentDetector

    assert EstablishmentDetector().detect_page(0, "Le laboratoire de biologie a rendu les résultats.") == []


def test_an_acronym_that_closes_the_running_footer_of_each_page():
    # a manual-page layout prints the short name at both ends of every header and footer line
    # (read one cell a line); it abbreviates the establishment named on page 1, not by its initials
    foot = "\nHRBH\n08/07/2024\nHRBH\n"
    texts = ["ETABLISSEMENT\n  Hopital de Roquebrune-Haute, service de geriatrie\n  Le patient est suivi.\nSuite.\n" + foot,
             "Resultats conformes.\nFin.\n" + foot]
    etab = [s for s in analyze_texts(texts, rule_detectors()) if s.label == "ETAB"]
    assert [s.text for s in etab].count("HRBH") == 4
    # on one page's edge only (a surname in the header of page 2, in the identity block of page
    # 1), or a word the establishment does not spell: no acronym
    texts = ["Hopital de Roquebrune-Haute\nCompte rendu\nSuivi.\nNom :\nHRBH\nPrénom :\nJean\nFin.\nSigné.\nLe 02/03/2024\n",
             "HRBH Jean 12/03/1960\nHORS protocole\nTexte.\nTexte.\nTexte.\nTexte.\nHORS protocole\n",
             "HORS protocole\nSuite.\n"]
    assert "HRBH" not in {s.text for s in analyze_texts(texts, rule_detectors()) if s.label == "ETAB"}
    assert "HORS" not in {s.text for s in analyze_texts(texts, rule_detectors()) if s.label == "ETAB"}


def test_an_acronym_opening_the_line_under_the_letterhead_with_a_kind_suffix():
    texts = ["Laboratoire Analys'Santé des Coteaux    Édité le 19/02/2024\nASC-LAB — plateau technique\n27 allée X\n",
             "ASC-LAB — CR biologie (suite)\nRésultats.\n"]
    etab = [(s.page, s.text) for s in analyze_texts(texts, rule_detectors()) if s.label == "ETAB"]
    assert (0, "ASC-LAB") in etab and (1, "ASC-LAB") in etab
    # a caption in capitals under the name that it does not spell stays
    texts = ["Laboratoire Analys'Santé des Coteaux\nCR — plateau technique\n", "CR — suite\n"]
    assert "CR" not in {s.text for s in analyze_texts(texts, rule_detectors()) if s.label == "ETAB"}


def test_a_hospital_grouping_and_the_prescribers_establishment_after_the_name():
    assert "Groupement hospitalier Portes-de-Loire" in found_texts("Groupement hospitalier Portes-de-Loire\n\nGHPL — Service de néphrologie\n")
    texts = ["Prescripteur :\nDr Tanguy Benhamou, CMCM\nN° de séjour :\n", "Copie : CMCM\n"]
    etab = [(s.page, s.text) for s in analyze_texts(texts, rule_detectors()) if s.label == "ETAB"]
    assert (0, "CMCM") in etab and (1, "CMCM") in etab
    # a grade after the name is no establishment
    assert not [s for s in analyze_texts(["Prescripteur :\nDr Tanguy Benhamou, PH\nPr Anne Roux, PU-PH\nDr Jean Roux, MCU\n"],
                                         rule_detectors()) if s.label == "ETAB"]


def found_texts(text):
    return [s.text for s in analyze_texts([text], rule_detectors()) if s.label == "ETAB"]


def test_a_laboratory_letterhead_in_capitals_and_its_kind_alone():
    """"LABORATOIRE DE BIOLOGIE MÉDICALE BIOCÔTE": the kind in capitals, then the name; the kind
    alone on a heading line names nothing."""
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    text = "LABORATOIRE DE BIOLOGIE MÉDICALE BIOCÔTE\nLaboratoire de Biologie Médicale\nRésultats"
    etab = [s.text for s in analyze_texts([text], rule_detectors()) if s.label == "ETAB"]
    assert etab == ["LABORATOIRE DE BIOLOGIE MÉDICALE BIOCÔTE"]


@pytest.mark.parametrize("text, name", [
    ("Institut régional de médecine nucléaire Val-d'Ambre — FINESS 123", "Institut régional de médecine nucléaire Val-d'Ambre"),
    ("Organisme complémentaire\nAlliance Santé Vendée Mutualité\n\nN° adhérent", "Alliance Santé Vendée Mutualité"),
    ("EMPLOYEUR (CONJOINT)\n\nScierie du Haut-Doubs\n\nLe couple consulte", "Scierie du Haut-Doubs"),
    # a caption grid read in rows: the cell gap stands for the colon
    ("NIR | 2 52 10 24 850 436 28\nEmployeur | Laboratoires Vétagrin\n(conjoint)\n", "Laboratoires Vétagrin"),
])
def test_names_after_a_specialty_adjective_a_caption_line_or_a_qualified_employer(text, name):
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    assert name in [s.text for s in analyze_texts([text], rule_detectors()) if s.label == "ETAB"]


def test_an_employer_cell_beside_other_captions_is_no_name():
    """"Employeur | Adresse de l'employeur": a header row of captions, ordinary words only."""
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    text = "Employeur | Adresse de l'employeur | Téléphone\n"
    assert not [s for s in analyze_texts([text], rule_detectors()) if s.label == "ETAB"]


def test_an_acronym_in_brackets_on_the_line_under_the_name_it_abbreviates():
    """"Hôpital privé des Trois-Rivières⏎(HP3R)": the bracket wrapped to the next line, a
    number word written as a digit; then the running header's "HP3R" is the establishment."""
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    text = "HP3R · POULIQUEN Nadège\nHôpital privé des Trois-Rivières\n(HP3R) – Service d'ophtalmologie\n"
    etab = [s.text for s in analyze_texts([text], rule_detectors()) if s.label == "ETAB"]
    assert etab.count("HP3R") == 2, etab


@pytest.mark.parametrize("text, acronym", [
    ("Centre hospitalier de Vesle-et-Marne\n\n(CH2VM) — Pneumologie\n\nDocument confidentiel – CH2VM – p. 1", "CH2VM"),
    ("Maternité d'origine\nPolyclinique de l'Adour-Landes (P.A.L.)\n\nTransfert vers la P.A.L. demain", "P.A.L."),
    ("Clinique du Parc-Lumière\n(CPL-Lumière) — SMUR\n\nrejoindra l'unité de CPL-Lumière dès que possible", "CPL-Lumière"),
    ("installé par Alizé Médical Domicile (AMD), technicien\nPrestataire | AMD", "AMD"),
    ("installé par Alizé Médical Domicile\n(AMD), technicien\nPrestataire | AMD", "AMD"),  # the bracket wrapped
])
def test_acronyms_over_a_blank_line_dotted_with_a_word_or_of_a_firm(text, acronym):
    """An acronym in brackets after its name, a blank line between, dotted, with a word of the
    name, or after a firm's three title-case words: masked wherever the document prints it."""
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    etab = [s.text for s in analyze_texts([text], rule_detectors()) if s.label == "ETAB"]
    assert etab.count(acronym) == 2, etab


def test_a_medical_term_defined_in_title_case_is_no_firm():
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    text = "Un Syndrome Coronarien Aigu (SCA) est exclu. Une Échelle Visuelle Analogique (EVA) à 3."
    assert not [s for s in analyze_texts([text], rule_detectors()) if s.label == "ETAB"]


@pytest.mark.parametrize("text, firm", [
    ("Le patient, menuisier de métier chez Fromagerie des Causses, peut reprendre.", "Fromagerie des Causses"),
    ("formation de vigneron envisagée auprès de Imprimerie Bellocq.", "Imprimerie Bellocq"),
    ("Arrêt de travail adressé à l'employeur (Menuiserie Castagné SARL).", "Menuiserie Castagné SARL"),
    ("Profession : cariste chez Transports Vaillant & Fils, arrêt.", "Transports Vaillant & Fils"),
    ("ouvrier à l'Imprimerie Delta-Nord depuis 2010", "Imprimerie Delta-Nord"),
])
def test_a_firm_named_by_its_trade_or_its_legal_form_in_a_sentence(text, firm):
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    assert firm in [s.text for s in analyze_texts([text], rule_detectors()) if s.label == "ETAB"]


@pytest.mark.parametrize("text", [
    "Retour par Transports sanitaires urgents ; Transports Sanitaires à prévoir.",
    "Elle travaille dans une Boulangerie Artisanale du quartier.",
])
def test_a_trade_word_before_ordinary_words_names_no_firm(text):
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    assert not [s for s in analyze_texts([text], rule_detectors()) if s.label == "ETAB"]


def test_every_trigger_opens_with_a_literal_letter():
    """A group or a character class first stops ``re`` skipping ahead to the triggers' letters:
    the whole page is then tried at every character (measured: the establishment scan five
    times slower). Alternatives are written as one entry each instead."""
    from app.detection.rules.establishment_triggers import TRIGGERS

    assert [t[:30] for t in TRIGGERS if t[:1] in "([\\.^"] == []


@pytest.mark.parametrize("text, expected", [
    ("Écroué à la Maison d’arrêt de Caen depuis mars", "Maison d’arrêt de Caen"),  # a prison, named by its town
    ("Centre de détention d’Argentan - USMP", "Centre de détention d’Argentan"),
    ("MAISON D’ARRÊT DE COUTANCES", "MAISON D’ARRÊT DE COUTANCES"),
    ("Maison centrale de Condé-sur-Sarthe", "Maison centrale de Condé-sur-Sarthe"),
    ("Séances au Centre de dialyse AURA Saint-Lô", "Centre de dialyse AURA Saint-Lô"),  # a care centre by its specialty
    ("Centre d’ophtalmologie Vision Plus", "Centre d’ophtalmologie Vision Plus"),
    ("Cabinet dentaire des Tilleuls", "Cabinet dentaire des Tilleuls"),
])
def test_prisons_and_care_centres_named_by_their_specialty(text, expected):
    assert (expected, "ETAB") in found(text)


@pytest.mark.parametrize("text", [
    "adressé au centre de dialyse puis à la maison d'arrêt",  # the kind alone names no place
    "Centre de dialyse : séance de 4 h",
    "Centre de détention : visite hebdomadaire",
    "Cabinet dentaire : détartrage",
])
def test_the_kind_of_a_prison_or_a_care_centre_alone_stays(text):
    assert found(text) == []
