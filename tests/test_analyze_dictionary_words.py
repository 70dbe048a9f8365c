"""Model names made only of ordinary French words are dropped; surnames that are words,
names after a civility or a label, and address or business words are kept."""

import pytest

from app.detection.analyze import analyze_page
from tests.test_analyze_allowlist_model import FakeModel


@pytest.mark.parametrize("text, value, kept", [
    ("STRATÉGIE ANESTHÉSIQUE\nRachianesthésie prévue.", "STRATÉGIE ANESTHÉSIQUE", False),
    ("Naissance le 12/03/1948", "Naissance", False),
    ("Adhérent n° 8812345670", "Adhérent", False),
    ("Toilette\nHabillage : aide partielle", "Toilette\nHabillage", False),
    ("Agrafeuse circulaire de 29 mm.", "Agrafeuse", False),
    # kept: surnames that are words, a civility or a label before, a particle, capitals alone
    ("Mme Petit est revue ce jour.", "Petit", True),
    ("Patiente : Bonnet Chantal", "Bonnet", True),
    ("M. Bureau signale une douleur.", "Bureau", True),
    ("Nom d'usage : Chaussure", "Chaussure", True),
    ("À J4, de La Brosse présente une constipation.", "Brosse", True),
    ("SITE LA TOURELLE - consultations", "TOURELLE", True),
    ("Vitré, le 12 mars 2024", "Vitré", True),  # a commune
    ("demeurant Lieu-dit La Garenne", "Lieu-dit La Garenne", True),
    ("Vu avec Dupont ce jour.", "Dupont", True),  # no dictionary word
])
def test_model_names_made_of_dictionary_words(text, value, kept):
    i = text.index(value)
    spans = analyze_page(0, text, [FakeModel([(i, i + len(value))])])
    assert any(s.source == "model" for s in spans) is kept



@pytest.mark.parametrize("text, value, label", [
    ("EHPAD Les Trois Vallées", "Trois Vallées", "ETAB"),  # establishments are named with ordinary words
    ("Clinique du Lac Bleu", "Lac Bleu", "ETAB"),
    ("La Fondation pour la Recherche Médicale", "Recherche", "VILLE"),
])
def test_model_towns_and_establishments_are_left_to_other_filters(text, value, label):
    i = text.index(value)
    spans = analyze_page(0, text, [FakeModel([(i, i + len(value))], label=label)])
    assert any(s.source == "model" for s in spans)


@pytest.mark.parametrize("text, value, label, expected", [
    # a name run into the page's footer or the next block's caption across a line break
    ("Dr Élise Coulon\nPage 1 / 2", "Coulon\nPage", "NOM", "Coulon"),
    ("Prélevé par GUÉRIN\n\nPréleveur : IDE", "GUÉRIN\n\nPréleveur", "NOM", "GUÉRIN"),
    # a town run into a table's caption
    ("64000 PAU\n\nValeurs de référence", "PAU\n\nValeurs", "VILLE", "PAU"),
    ("50000 SAINT-LÔ\n\nLibellé du soin", "SAINT-LÔ\n\nLibellé", "VILLE", "SAINT-LÔ"),
])
def test_model_spans_lose_the_caption_across_a_line_break(text, value, label, expected):
    i = text.index(value)
    spans = [s for s in analyze_page(0, text, [FakeModel([(i, i + len(value))], label=label)]) if s.source == "model"]
    assert [s.text for s in spans] == [expected]


@pytest.mark.parametrize("text, value, kept", [
    ("Marche avec deux cannes anglaises.", "cannes", False),  # a commune's name in lower case is a word
    ("Vacances à Cannes en août.", "Cannes", True),
])
def test_a_town_in_lower_case_that_is_a_word(text, value, kept):
    i = text.index(value)
    spans = analyze_page(0, text, [FakeModel([(i, i + len(value))], label="VILLE")])
    assert any(s.source == "model" for s in spans) is kept


@pytest.mark.parametrize("text, value, label, expected", [
    ("Nom usuel LEBRUN-SAUVAGE", "usuel LEBRUN-SAUVAGE", "NOM", ["LEBRUN-SAUVAGE"]),
    ("vu avec de Kerguelen", "de Kerguelen", "NOM", ["de Kerguelen"]),  # a particle stays
    ("appel de tran Inès", "tran Inès", "NOM", ["tran Inès"]),  # no dictionary word
    ("HÉMOSTASE\nTP 85 %", "HÉMOSTASE", "NOM", []),  # an unsure heading alone on its line
    ("Dr Y.\nDUPONT\nPraticien", "DUPONT", "NOM", ["DUPONT"]),  # no dictionary word
    ("MÉDICAMENTS OU HORS LISTE", "OU HORS LISTE", "NOM", []),
    ("AFFECTION DE LONGUE DURÉE\nMALADIES INTERCURRENTES", "MALADIES INTERCURRENTES", "VILLE", []),
    ("né à Aigues Mortes le 1er mars", "Aigues Mortes", "VILLE", ["Aigues Mortes"]),  # a commune as a whole
])
def test_model_spans_opening_with_a_caption_word_or_made_of_words(text, value, label, expected):
    i = text.index(value)
    spans = [s for s in analyze_page(0, text, [FakeModel([(i, i + len(value))], label=label, confidence=0.6)]) if s.source == "model"]
    assert [s.text for s in spans] == expected


@pytest.mark.parametrize("town", ["Bar-sur-Aube", "Bar sur Aube", "Aigues Mortes"])
def test_a_commune_of_ordinary_words_is_no_ordinary_span(town):
    from app.detection.model_filters import _dictionary_word_span
    from app.detection.spans import Span

    text = "Séjour à " + town + " en juillet."
    i = text.index(town)
    assert not _dictionary_word_span(text, Span(0, i, i + len(town), town, "VILLE", "model", 0.6))


@pytest.mark.parametrize("text, value, label, expected", [
    ("pose d'une voie veineuse périphérique", "voie veineuse", "ADRESSE", []),  # no street: ordinary words
    ("trouble sur la voie publique", "voie publique", "ADRESSE", []),
    ("12 voie Romaine", "voie Romaine", "ADRESSE", ["voie Romaine"]),
    ("Hôpital Saint-Aurélien \nPassage aux urgences", "Hôpital Saint-Aurélien \nPassage", "ETAB", ["Hôpital Saint-Aurélien"]),
    ("Hôpital\nMaritime de Berck", "Hôpital\nMaritime", "ETAB", ["Hôpital\nMaritime"]),  # a trigger alone names nothing
    ("MANSOURI Hervé\nCCMU 2", "MANSOURI Hervé\nCCMU", "NOM", ["MANSOURI Hervé"]),  # an allow-listed caption under it
    ("20000 Ajaccio\nSIRET 83031976573449", "Ajaccio\nSIRET", "VILLE", ["Ajaccio"]),
])
def test_model_spans_run_into_captions_or_made_of_clinical_words(text, value, label, expected):
    i = text.index(value)
    spans = [s for s in analyze_page(0, text, [FakeModel([(i, i + len(value))], label=label)]) if s.source == "model"]
    assert [s.text for s in spans] == expected


@pytest.mark.parametrize("text, value, kept", [
    ("Ancien métier : mercier. Vit seul.", "mercier", False),  # the trade
    ("Métier exercé : berger ; vit seul.", "berger", False),
    # the page names a Mercier: the lower-case word may be that person
    ("M. MERCIER Jean\nTransmissions de nuit : mercier dort bien.", "mercier", True),
    # ... unless a caption of the occupation or "est" comes right before it: the trade still
    ("Mme Mercier\nAncien métier : mercier.", "mercier", False),
    ("Mme Mercier\nLe patient est mercier de son état.", "mercier", False),
    ("Transmissions : dupont dort bien.", "dupont", True),  # no French word
])
def test_a_lower_case_word_surname_alone_is_the_word_unless_the_page_names_it(text, value, kept):
    i = text.rindex(value)
    spans = analyze_page(0, text, [FakeModel([(i, i + len(value))], confidence=0.86)])
    assert any(s.source == "model" and s.text == value for s in spans) is kept


@pytest.mark.parametrize("text, value, label, kept", [
    # a name, a blank line, the exam's heading: the name alone stays
    ("Patient : Fatima BARBIER\n\nSCANNER THORACO-ABDOMINO-PELVIEN\nIndication", "Fatima BARBIER\n\nSCANNER "
     "THORACO-ABDOMINO-PELVIEN", "NOM", ["Fatima BARBIER"]),
    ("DEMANDE D'EXAMEN\nPatient : X", "DEMANDE D'EXAMEN", "NOM", []),  # an elided link word in a heading
    ("Contrôle (HbA1c LOINC 4548-4).", "HbA1c LOINC", "ETAB", []),  # a code beside allow-listed words
    ("Contre-indications : aucune", "Contre-indications", "VILLE", []),  # a dictionary compound
    ("Dr Jean DUPONT HMFC004", "DUPONT HMFC004", "NOM", ["DUPONT HMFC004"]),  # a name beside a code stays
    ("Mme Jeanne D'ARTAGNAN est revue.", "Jeanne D'ARTAGNAN", "NOM", ["Jeanne D'ARTAGNAN"]),
])
def test_model_spans_cut_at_blank_lines_and_headings_codes_compounds_dropped(text, value, label, kept):
    i = text.index(value)
    spans = analyze_page(0, text, [FakeModel([(i, i + len(value))], label=label, confidence=0.9)])
    assert [s.text for s in spans if s.source == "model"] == kept


@pytest.mark.parametrize("text, value, label, kept", [
    ("Dr S. Chauveau\nValidé le mercredi 28 février 2024", "mercredi", "NOM", []),  # a weekday
    ("Contrôle avec le Dr Ollivier le mardi 15 avril.", "Ollivier le mardi", "NOM", ["Ollivier"]),
    ("Passage du kiné M. Guichard mardi et vendredi.", "Guichard mardi", "NOM", ["Guichard"]),
    ("bâtiment Azur – Service d'Accueil des Urgences", "Accueil", "ETAB", []),  # "d'" is no particle here
    ("IRM DU GENOU DROIT\nPatient : X", "DU GENOU", "NOM", []),  # a heading in capitals
    ("Adénocarcinome colique. Marges saines. Code ADICAP", "Marges saines", "NOM", []),  # words, though Marges is a town
    ("Résection du côlon sigmoïde en 2019.", "côlon sigmoïde", "NOM", []),  # lower case after "du"
    ("Tuteur : UDAF – M. Paul Gautheron", "UDAF", "NOM", []),  # allow-listed institutions, devices, forms
    ("Agrafeuse Endo GIA, lot A20056.", "Endo GIA", "NOM", []),
    ("stade pT3N0 (UICC, 8e édition)", "UICC", "VILLE", []),
    ("FEUILLE DE SOINS – cerfa n° 12541*02", "cerfa", "NOM", []),
    # kept: a particle before a capitalised name, a commune alone, a surname in capitals
    ("À J4, de La Brosse présente une constipation.", "Brosse", "NOM", ["Brosse"]),
    ("Vu à Marges ce jour.", "Marges", "NOM", ["Marges"]),
    ("Transmis par DE LA BROSSE ce jour.", "DE LA BROSSE", "NOM", ["DE LA BROSSE"]),
])
def test_weekdays_headings_and_institutions_are_no_model_names(text, value, label, kept):
    i = text.index(value)
    spans = analyze_page(0, text, [FakeModel([(i, i + len(value))], label=label, confidence=0.9)])
    assert [s.text for s in spans if s.source == "model"] == kept
