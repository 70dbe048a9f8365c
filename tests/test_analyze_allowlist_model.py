"""Model spans on medical allow-list words are dropped; names after a civility are not."""

import pytest

from app.detection.analyze import analyze_page
from app.detection.spans import Span
from tests.fake_model import FakeModel


CASES = [
    ("Signe de Babinski positif à droite.", "Babinski", False),
    ("Signe de Babinski positif à droite.", "Bab", False),  # a fragment is judged by its word
    ("Point de Mac Burney douloureux.", "Mac Burney", False),
    ("Intervention de Hartmann en 2019.", "Hartmann", False),
    ("Un contrôle du score de Charlson a été réalisé.", "Charlson", False),  # a comorbidity score
    ("Vu par le Dr Murphy ce jour.", "Murphy", True),  # a civility makes it a person
    ("Patiente Maria Rossi, vue ce jour.", "Maria Rossi", True),
    ("Mise en place d'un trocart de 10 mm.", "trocart", False),  # a lower-case medical word
    ("Motif : Appendicite aiguë.", "Appendicite aiguë", False),
    ("Tri IOA : FRENCH 2. Constantes stables.", "FRENCH", False),  # the triage scale
    ("Score MMSE 27/30, GIR 4.", "GIR", False),  # a dependence group
    ("Traitement déclaré à la CNIL.", "CNIL", False),  # a national body
    ("Page 1/2  édité par DxCare v5.8.10", "DxCare", False),  # the hospital's software
    ("Rappel antitétanique Revaxis (lot X3K27).", "Revaxis", False),  # a vaccine
    ("Mode d'arrivée : SMUR\nTri IOA : 2", "Tri IOA", False),
    ("Demandes : AAH, carte mobilité inclusion, PCH aide humaine.", "AAH", False),  # disability benefits
    ("Douleur évaluée par DIDT et échelle ALARM.", "DIDT", False),  # assessment scales
    ("Vitesse de lecture : 42 mots/min au test de l'Alouette-R.", "Alouette-R", False),  # a reading test
    ("Décoré chevalier du Mérite agricole, précise-t-il.", "chevalier du Mérite", False),  # a decoration
    ("CR-CONS — page 1/2", "CR-CONS", False),  # a CI-SIS document model in a footer
    ("VIH 1/2 (Ag p24 + Ac)   négatif, index 0,21   < 1,00   CMIA", "CMIA", False),  # a lab technique
    ("Syphilis : TPHA positif, VDRL 1/8.", "VDRL", False),
    ("risque d'encéphalopathie de Gayet-Wernicke, vitamine B1", "Gayet-Wernicke", False),  # an eponym
    ("prévu par l'article D. 398 du code de procédure pénale", "D", False),  # the book of a code's article
    ("vu par le Dr D. Heurtevent", "D. Heurtevent", True),
    ("CCFAD-CA - BaMaRa - VILMIN Léonie", "BaMaRa", False),  # the rare-disease data bank's software
    ("Code ORPHA : ORPHA:273", "ORPHA", False),  # the rare-disease nomenclature
]


@pytest.mark.parametrize("text, value, kept", CASES)
def test_model_spans_on_allowlisted_words(text, value, kept):
    i = text.index(value)
    spans = analyze_page(0, text, [FakeModel([(i, i + len(value))])])
    assert any(s.source == "model" for s in spans) is kept


ADDRESS_CASES = [
    ("Natrémie\n139\nmmol/L\n135 - 145", "139", False),  # a lab value in a table
    ("bloc central, chambre 302. Incision 8h05.", "302", False),
    ("bloc central, chambre 302. Incision 8h05.", "chambre 302", False),
    ("Domicile : 12 rue des Lilas, 64100 Bayonne.", "12", True),  # a street number stays
    ("Domicile : 12 bis, avenue Foch, Pau.", "12", True),
    ("Domicile : 12 rue des Lilas, 64100 Bayonne.", "12 rue des Lilas", True),
    ("Résidence les Pins, 3e étage.", "Résidence les Pins", True),
    ("hospitalisé en chambre 450 lit B.", "450 lit B", False),  # a room and its bed letter
]


@pytest.mark.parametrize("text, value, kept", ADDRESS_CASES)
def test_model_address_spans_that_are_only_a_number(text, value, kept):
    i = text.index(value)
    spans = analyze_page(0, text, [FakeModel([(i, i + len(value))], label="ADRESSE")])
    assert any(s.source == "model" for s in spans) is kept


@pytest.mark.parametrize("text, value, expected", [
    ("Patient\nNaissance\n\nRIVIÈRE JOCELYN\nNaissance\n18/09/1954", "RIVIÈRE JOCELYN\nNaissance", "RIVIÈRE JOCELYN"),
    ("Identité :\nDUPONT Jean\nJoignable au 06", "Identité :\nDUPONT Jean", "DUPONT Jean"),
    ("Dr Jean\nDUPONT, radiologue", "Jean\nDUPONT", "Jean\nDUPONT"),  # a name on two lines stays whole
    # captions over a blank line, then the row's caption: each paragraph trimmed again
    ("Rubrique\nRenseignement\n\nVoyageur\nDANDRIEUX Géraldine\n\nDate",
     "Rubrique\nRenseignement\n\nVoyageur\nDANDRIEUX Géraldine", "DANDRIEUX Géraldine"),
])
def test_a_model_name_running_into_a_form_word_across_a_line_ends_before_it(text, value, expected):
    i = text.index(value)
    spans = [s for s in analyze_page(0, text, [FakeModel([(i, i + len(value))])]) if s.source == "model"]
    assert [s.text for s in spans] == [expected]


@pytest.mark.parametrize("text, value, conf, kept", [
    ("Allergie à la lanoline connue.", "lanoline", 0.49, False),  # an ordinary word, unsure
    ("Douleur : 3/10 au réveil.", "Douleur", 0.45, False),
    ("Allergie à la lanoline connue.", "lanoline", 0.8, False),  # sure, but a dictionary word in lower case
    ("Appel de lebrun ce matin.", "lebrun", 0.8, True),  # the model is sure of a word of no dictionary: kept
    ("vue avec ginette ce matin", "ginette", 0.45, True),  # a known first name
    ("Vu par Mme leroux ce matin.", "leroux", 0.45, True),  # after a civility
    ("Domicile : Vierzon.", "Vierzon", 0.45, True),  # a commune: the rules decide its kind
    ("Tableau de cholécystite aiguë lithiasique.", "cholécystite aiguë", 0.44, False),
    ("Dossier de bodin madeleine, née en 1950.", "bodin madeleine", 0.44, True),  # a first name in it
])
def test_unsure_lone_words_of_the_model(text, value, conf, kept):
    i = text.index(value)

    class Unsure(FakeModel):
        def detect_page(self, page, t):
            return [Span(page, i, i + len(value), value, "NOM", "model", conf)]

    spans = analyze_page(0, text, [Unsure([])])
    assert any(s.source == "model" for s in spans) is kept


@pytest.mark.parametrize("text, value, label, kept", [
    ("Cholécystectomie (CCAM HMFC004).", "CCAM HMFC004", "ETAB", False),  # a medical code
    ("clip n° série SN-8305-XQ.", "SN-8305-XQ", "VILLE", False),  # a device serial
    ("ECG de repos DEQP003 14,52 €", "DEQP003", "NOM", False),
    ("Domicile : Paris 15e, chez sa fille.", "Paris 15e", "VILLE", True),  # a town with its district
    ("Clinique 2000 de Lorient", "Clinique 2000", "ETAB", True),
])
def test_model_spans_made_only_of_codes(text, value, label, kept):
    i = text.index(value)
    spans = analyze_page(0, text, [FakeModel([(i, i + len(value))], label=label)])
    assert any(s.source == "model" for s in spans) is kept


@pytest.mark.parametrize("text, conf, kept", [
    ("Elle aime marcher près de la fontaine du village.", 0.48, False),  # an ordinary word, unsure
    ("Elle habite fontaine depuis 2019.", 0.8, True),  # sure, no determiner before it: kept
    ("Elle aime marcher près de la fontaine du village.", 0.8, False),  # "la fontaine": the thing
])
def test_an_unsure_lower_case_town_of_the_model(text, conf, kept):
    i = text.index("fontaine")

    class Unsure(FakeModel):
        def detect_page(self, page, t):
            return [Span(page, i, i + 8, "fontaine", "VILLE", "model", conf)]

    spans = analyze_page(0, text, [Unsure([])])
    assert any(s.source == "model" for s in spans) is kept


@pytest.mark.parametrize("text, value", [
    ("• Amoxicilline-acide clavulanique 1 g/125 mg : 1 sachet", "Amoxicilline-acide"),
    ("Pipéracilline-tazobactam 4 g IV", "Pipéracilline-tazobactam"),
    # a system acronym joined to its product: the software that printed the page
    ("SIH-Hélios 24.3 | impression du 26/01/2025 | réf. doc. ORD-7580", "SIH-Hélios"),
])
def test_an_allow_listed_drug_joined_to_lower_case_words(text, value):
    i = text.index(value)
    assert not [s for s in analyze_page(0, text, [FakeModel([(i, i + len(value))])]) if s.source == "model"]


@pytest.mark.parametrize("text, value", [("Vu avec Mme Rose-Marie DUPONT", "Rose-Marie"),
                                         ("Vu avec Jean-Hélios DUPONT", "Jean-Hélios"),
                                         # an allow-listed kind joined to an establishment's letters
                                         ("EHPAD Les Jardins du Haut-Bocage (EHPAD-HHB)", "EHPAD-HHB")])
def test_a_compound_name_is_not_a_drug(text, value):
    i = text.index(value)
    assert [s for s in analyze_page(0, text, [FakeModel([(i, i + len(value))])]) if s.source == "model"]


@pytest.mark.parametrize("text, value, kept", [
    ("Perfusion sur pompe volumétrique Volumat Agilia, débit 84 mL/h.", "Volumat Agilia", False),
    ("Appareil : Somatom Definition AS+, logiciel VB60.", "Somatom Definition", False),
    ("Pose d'une prothèse Corail taille 12.", "Corail", False),
    ("escarre talon stade 1, Mepilex Border.", "Mepilex Border", False),  # a dressing's brand
    ("Revu par Mme Agilia ce jour.", "Agilia", True),  # a person after a civility
    ("matériel : IRM Magnetom Vida 3T (Siemens), lot 12.", "Vida", False),  # after the brand word
    ("Examen sur IRM Dr Vida demain.", "Vida", True),  # a civility between: a person
    ("CHIVS - Formulaire COU v3.9 - Page 1/2", "COU", False),  # a form's code before its version
    ("Mise en place de Stryker Accolade II taille 4.", "Stryker Accolade", False),  # a maker and its product
    ("Technique : Abbott Alinity c - Accréditation", "Abbott Alinity", False),
    ("Appareil\nSiemens MAGNETOM Sola 1.5T", "Siemens", False),  # the product after the span
    ("Scanner réalisé sur Siemens\nSOMATOM go.Up, sans injection.", "SOMATOM", False),  # the maker before it
    ("Édité par le SIL Kalisil 5.0.16 - modèle CR-BIO", "SIL Kalisil", False),  # software and its version
    ("Patiente : ROCHE Hélène, née le 3 mars 1950.", "ROCHE Hélène", True),  # a maker's name, a first name
    ("Vue par Mme Roche Bernadette ce jour.", "Roche Bernadette", True),
    ("Formulaire remis à Mme COU le 3 mars.", "COU", True),
])
def test_model_spans_on_device_brands(text, value, kept):
    i = text.index(value)
    spans = analyze_page(0, text, [FakeModel([(i, i + len(value))])])
    assert any(s.source == "model" for s in spans) is kept


def test_a_model_name_run_into_a_code_line_loses_the_code():
    text = "Équipe\nDr Maxence Leprêtre\nPerrine NGUYEN VAN\nNFKA008\nASA 2\n"
    i, j = text.index("Maxence"), text.index("NFKA008") + len("NFKA008")
    spans = [s for s in analyze_page(0, text, [FakeModel([(i, j)])]) if s.source == "model"]
    assert spans and all("NFKA008" not in s.text for s in spans)


def test_a_batch_number_after_lot_is_no_address():
    text = "Mise en place de la prothèse, lot LOT41318X. Lavage."
    i = text.index("LOT41318X")
    spans = analyze_page(0, text, [FakeModel([(i, i + 9)], label="ADRESSE")])
    assert not any(s.source == "model" for s in spans)


def test_a_label_abbreviation_and_a_kinship_word_are_no_names():
    text = "Pat. PRÉVOST Fatima | IPP 63784341"
    spans = analyze_page(0, text, [FakeModel([(0, len("Pat. PRÉVOST Fatima"))])])
    assert [s.text for s in spans if s.source == "model"] == ["PRÉVOST Fatima"]
    text = "Personne de confiance : Mme Émilie N'DIAYE (neveu), joignable au 07 61 37 00 00"
    i = text.index("neveu")
    assert not [s for s in analyze_page(0, text, [FakeModel([(i, i + 5)], label="VILLE")]) if s.source == "model"]


def test_an_accreditation_body_and_a_messaging_system_are_no_names():
    text = "Accréditation COFRAC Essais n° 8-1009 — envoyé par messagerie MSSanté, archive ZIP"
    spans = [(text.index(w), text.index(w) + len(w)) for w in ("COFRAC Essais", "MSSanté", "ZIP")]
    assert not [s for s in analyze_page(0, text, [FakeModel(spans)]) if s.source == "model"]


@pytest.mark.parametrize("text, words, kept", [
    ("Vit seul avec son chien, un berger allemand.", "berger allemand", False),
    ("Profession : ouvrier meunier retraité.", "ouvrier meunier", False),
    ("Patiente : bodin madeleine, 80 ans", "bodin madeleine", True),  # not two French words
    ("Vu avec M. Berger. Chien : berger allemand", "berger allemand", True),  # the page names a Berger
])
def test_two_french_words_one_a_surname_in_lower_case(text, words, kept):
    i = text.index(words)
    got = [s.text for s in analyze_page(0, text, [FakeModel([(i, i + len(words))])]) if s.source == "model"]
    assert got == ([words] if kept else [])


@pytest.mark.parametrize("text, word, label, kept", [
    # a determiner before the lower-case word: the thing, even where the page names the person
    ("Mme BERGER Anne. Vit seule avec son chien, un berger australien.", "berger", "NOM", False),
    ("M. FONTAINE Paul. Incité à boire à la fontaine du couloir.", "fontaine", "VILLE", False),
    ("M. FONTAINE Paul. Vu avec fontaine ce jour.", "fontaine", "NOM", True),  # no determiner: maybe him
    ("adressée par le médecin de la rochelle ce jour", "rochelle", "VILLE", True),  # the town's own article
])
def test_a_lower_case_word_after_a_determiner(text, word, label, kept):
    i = text.rindex(word)
    got = [s for s in analyze_page(0, text, [FakeModel([(i, i + len(word))], label=label)]) if s.source == "model"]
    assert bool(got) is kept


@pytest.mark.parametrize("text, word", [("NT-proBNP (33762-6) | 647 | 676 | ng/L", "NT-proBNP"), ("CTDIvol 12 mGy ; PDL 827 mGy.cm", "CTDIvol")])
def test_a_laboratory_test_and_a_dose_index_are_no_places(text, word):
    i = text.index(word)
    assert not [s for s in analyze_page(0, text, [FakeModel([(i, i + len(word))], label="VILLE")]) if s.source == "model"]


def test_a_stain_and_a_grading_eponym_are_no_names():
    text = "Coloration HES ; grade de Elston-Ellis 2"
    spans = [(text.index("HES"), text.index("HES") + 3), (text.index("Elston"), text.index("Elston") + 12)]
    assert not [s for s in analyze_page(0, text, [FakeModel(spans)]) if s.source == "model"]


def test_a_model_address_loses_the_caption_it_ran_into_on_the_next_line():
    text = "Adresse : 101 allée des Cerisiers\nVille : Vendôme"
    i, j = text.index("101"), text.index("Ville") + 5
    got = [s.text for s in analyze_page(0, text, [FakeModel([(i, j)], label="ADRESSE")]) if s.label == "ADRESSE"]
    assert got == ["101 allée des Cerisiers"]


def test_a_model_address_keeps_a_street_name_wrapped_to_the_next_line():
    text = "Madame X, demeurant 50 route des\nCoquelicots, 49400 Saumur."
    i, j = text.index("50"), text.index("Coquelicots") + len("Coquelicots")
    got = [s.text for s in analyze_page(0, text, [FakeModel([(i, j)], label="ADRESSE")]) if s.label == "ADRESSE"]
    assert "50 route des\nCoquelicots" in got


@pytest.mark.parametrize("civility", ["M.", "Mme", "Monsieur", "Dr"])
def test_a_civility_the_model_reads_with_the_name_stays_readable(civility):
    text = f"HPCB | Patient : {civility} BERGER Sébastien | né le 07 08 1971"
    i = text.index(civility)
    j = text.index(" |", i)
    spans = analyze_page(0, text, [FakeModel([(i, j)])])
    assert [s.text for s in spans if s.source == "model"] == ["BERGER Sébastien"]


def test_two_allow_listed_imaging_acronyms_joined_are_no_name():
    text = "Bilan d'extension par TEP-TDM le 11/09/2024."
    i = text.index("TEP-TDM")
    assert not [s for s in analyze_page(0, text, [FakeModel([(i, i + 7)])]) if s.source == "model"]


def test_a_lower_case_word_after_a_model_name_stays_readable():
    text = "Contexte social : M. Boulanger ancien boulanger, exposé aux farines."
    i = text.index("Boulanger")
    spans = analyze_page(0, text, [FakeModel([(i, i + len("Boulanger ancien"))])])
    assert [s.text for s in spans if s.source == "model"] == ["Boulanger"]
    text = "Appel de bodin madeleine au standard."  # all in lower case: the pair is the name
    i = text.index("bodin")
    spans = analyze_page(0, text, [FakeModel([(i, i + len("bodin madeleine"))])])
    assert [s.text for s in spans if s.source == "model"] in ([], ["bodin madeleine"])


def test_an_endoscopy_classification_is_no_name():
    text = "Ulcère bulbaire, pas de saignement selon Forrest. Score de Glasgow-Blatchford à 2."
    i = text.index("Forrest")
    assert not [s for s in analyze_page(0, text, [FakeModel([(i, i + 7)])]) if s.source == "model"]


@pytest.mark.parametrize("text, value, label", [
    ("CERTIFICAT MÉDICAL INITIAL DE CONSTATATION DE COUPS ET BLESSURES", "CONSTATATION DE COUPS", "ETAB"),
    ("Abord : fistule artério-veineuse gauche, thrill perçu.", "artério-veineuse", "NOM"),
    ("Déclaration faite à la MAIRIE le 07/11/2025.", "MAIRIE", "NOM"),
])
def test_ordinary_words_the_model_reads_as_names_or_places_are_dropped(text, value, label):
    i = text.index(value)
    spans = analyze_page(0, text, [FakeModel([(i, i + len(value))], label=label, confidence=0.45)])
    assert not [s for s in spans if s.source == "model"]


def test_an_establishment_in_capitals_with_a_place_word_stays():
    text = "EHPAD LES TROIS VALLÉES — SERVICE D'ACCUEIL"
    value = "EHPAD LES TROIS VALLÉES"
    spans = analyze_page(0, text, [FakeModel([(0, len(value))], label="ETAB", confidence=0.45)])
    assert [s.text for s in spans if s.source == "model"] == [value]


def test_an_article_and_a_lone_ordinary_word_are_no_name_nor_address():
    text = "Date et heure du décès : le mercredi 12 mars 2025 à 2 h 03"
    i = text.index("le mercredi")
    assert not [s for s in analyze_page(0, text, [FakeModel([(i, i + 2)], confidence=0.82)]) if s.source == "model"]
    text = "Lieu du décès : domicile du défunt."
    assert not [s for s in analyze_page(0, text, [FakeModel([(0, 4)], label="ADRESSE", confidence=0.8)])
                if s.source == "model"]


def test_a_lower_case_word_running_into_the_next_line_s_phrase_is_judged_alone():
    text = "il/elle précise que le mercier\nde la galerie marchande a témoigné."
    i = text.index("mercier")
    j = text.index(" marchande")
    assert not [s for s in analyze_page(0, text, [FakeModel([(i, j)], confidence=0.6)]) if s.source == "model"]


def test_a_street_name_wrapped_to_the_next_line_stays_an_address():
    text = "Madame X, demeurant 50 route des\nCoquelicots, 49400 Saumur."
    i = text.index("Coquelicots")
    spans = analyze_page(0, text, [FakeModel([(i, i + 11)], label="ADRESSE", confidence=0.8)])
    assert [s.text for s in spans if s.source == "model"] == ["Coquelicots"]


@pytest.mark.parametrize("text, value, label, kept", [
    # a lower-case phrase of ordinary words names no establishment; a kind word does
    ("Conclusion : l'état de santé de la personne est compatible.", "de santé", "ETAB", None),
    ("transférée à la clinique des cèdres hier", "clinique des cèdres", "ETAB", "clinique des cèdres"),
    # a rank and its article before a name stay readable; particles alone stay in the name
    ("requis(e) par le brigadier-chef Éloïse HUCHET, officier", "le brigadier-chef Éloïse HUCHET", "NOM",
     "Éloïse HUCHET"),
    ("Vu par Jean-Luc de Kerguelen ce jour", "de Kerguelen", "NOM", "de Kerguelen"),
    # a caption's elided word the name ran into across a line break ("NOM D'USAGE⏎GOASDOUÉ")
    ("NOM DE NAISSANCE   NOM D'USAGE\nGOASDOUÉ   LE GALL", "D'USAGE\nGOASDOUÉ", "NOM", "GOASDOUÉ"),
    # allow-listed terms: a travel vaccine, an eponymous grid, a galenic form, a region
    ("Rage (Verorab) J0   J07BG01", "Verorab", "VILLE", None),
    ("Contrôle d'Amsler à domicile (grille d'Amsler).", "Amsler", "NOM", None),
    ("Morphine LP   30 mg x 2/j", "Morphine LP", "NOM", None),
    ("Indication : DMLA exsudative OD", "DMLA", "NOM", None),
    ("Destination : Guyane, départ le 23 octobre", "Guyane", "VILLE", None),
    ("Prise en charge : CPAP Infant Flow PEP 5 cmH2O", "CPAP", "ETAB", None),  # a ventilation mode
    ("Interaction signalée avec le ritonavir ; clairance", "le ritonavir", "NOM", None),  # a drug after its article
    ("Réaction de grade 2 de Ring et Messmer.", "Messmer", "VILLE", None),  # an anaphylaxis grading
    ("Examen avec le dermatoscope FotoFinder ATBM", "FotoFinder", "NOM", None),  # a device
])
def test_phrases_ranks_captions_and_terms_the_model_reads_as_values(text, value, label, kept):
    i = text.index(value)
    spans = analyze_page(0, text, [FakeModel([(i, i + len(value))], label=label, confidence=0.7)])
    assert [s.text for s in spans if s.source == "model"] == ([kept] if kept else [])
