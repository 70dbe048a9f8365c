"""Addresses: street lines, postal code + city."""

import pytest

from app.detection.rules.addresses import AddressDetector


def found(text):
    return [(s.text, s.label) for s in AddressDetector().detect_page(0, text)]


@pytest.mark.parametrize(
    "text,expected",
    [
        ("12 rue des Lilas", [("12 rue des Lilas", "ADRESSE")]),
        ("domicilié au 45 rue des Glycines, Paris", [("45 rue des Glycines", "ADRESSE"), ("Paris", "VILLE")]),
        ("3 bis, avenue du Général de Gaulle", [("3 bis, avenue du Général de Gaulle", "ADRESSE")]),
        ("4 av. Foch", [("4 av. Foch", "ADRESSE")]),
        ("12 RUE DU DOCTEUR GACHET", [("12 RUE DU DOCTEUR GACHET", "ADRESSE")]),
        ("2 rue du 8 Mai 1945", [("2 rue du 8 Mai 1945", "ADRESSE")]),
        ("habite 4 route de Cambo à Ustaritz", [("4 route de Cambo", "ADRESSE"), ("Ustaritz", "VILLE")]),
        ("demeurant 25 rue des Mimosas à Pau, a été", [("25 rue des Mimosas", "ADRESSE"), ("Pau", "VILLE")]),
        ("34 chemin des Acacias à\nTyrosse, a", [("34 chemin des Acacias", "ADRESSE"), ("Tyrosse", "VILLE")]),
        ("7 impasse des Tilleuls", [("7 impasse des Tilleuls", "ADRESSE")]),
        ("Résidence Les Pins, bât. B", [("Résidence Les Pins", "ADRESSE")]),
        ("Lieu-dit Haranburua", [("Lieu-dit Haranburua", "ADRESSE")]),
        ("réside au lieu-dit Kerlann, chez sa sœur", [("lieu-dit Kerlann", "ADRESSE")]),
        ("BP 123", [("BP 123", "ADRESSE")]),
        ("64100 Bayonne", [("64100", "CODE_POSTAL"), ("Bayonne", "VILLE")]),
        ("64500 Saint-Jean-de-Luz", [("64500", "CODE_POSTAL"), ("Saint-Jean-de-Luz", "VILLE")]),
        ("64600 ANGLET CEDEX", [("64600", "CODE_POSTAL"), ("ANGLET", "VILLE")]),  # "CEDEX" names no place
        ("64109 Bayonne Cedex 9", [("64109", "CODE_POSTAL"), ("Bayonne", "VILLE")]),
        ("20200 Bastia", [("20200", "CODE_POSTAL"), ("Bastia", "VILLE")]),
        ("97400 Saint-Denis", [("97400", "CODE_POSTAL"), ("Saint-Denis", "VILLE")]),
        ("33000, Bordeaux", [("33000", "CODE_POSTAL"), ("Bordeaux", "VILLE")]),
        ("06000\nNice", [("06000", "CODE_POSTAL"), ("Nice", "VILLE")]),
        # an article opens the name; an elided word inside a hyphenated one
        ("72000 Le Mans", [("72000", "CODE_POSTAL"), ("Le Mans", "VILLE")]),
        ("17000 LA ROCHELLE CEDEX 1", [("17000", "CODE_POSTAL"), ("LA ROCHELLE", "VILLE")]),
        ("85100 Les Sables-d'Olonne", [("85100", "CODE_POSTAL"), ("Les Sables-d'Olonne", "VILLE")]),
        # A known commune in a residence, birth or letter-heading context.
        ("Mes parents habitent à Marseille, ils", [("Marseille", "VILLE")]),
        ("né le 04/06/1976 à Bordeaux.", [("Bordeaux", "VILLE")]),
        ("Née à Saint-Jean-de-Luz", [("Saint-Jean-de-Luz", "VILLE")]),
        ("il vit à Pau", [("Pau", "VILLE")]),
        ("autonome, vivant seule à Anglet.", [("Anglet", "VILLE")]),
        ("Bayonne, le 12/03/2024\nCher confrère", [("Bayonne", "VILLE")]),
        # a writer without accents: "a" for "à", after a year or a residence verb
        ("Date et lieu de naissance   14 mars 1952 a Vitre", [("Vitre", "VILLE")]),
        ("habite a Cholet depuis 2010", [("Cholet", "VILLE")]),
        ("QUÉMÉNER Anaïs\nné(e) le 28/09/1962 — Cholet", [("Cholet", "VILLE")]),  # the birthplace after the date
        # a known commune in the place column of a table read one cell per line
        ("Contrôle\nÉchéance\nLieu\n\nbilan sanguin\n06/12/2025\nÉpinal\n\nconsultation\n04/02/2026\nHPVF",
         [("Épinal", "VILLE")]),
        # ... or read in rows, " | " between cells, the place column last or first
        ("Contrôle | Échéance | Lieu\nbilan sanguin | 31/05/2025 | Périgueux\nconsultation | 30/07/2025 | HPVF",
         [("Périgueux", "VILLE")]),
        ("Lieu | Date\nÉpinal | 06/12/2025\n", [("Épinal", "VILLE")]),
        # a letter's place and date opening with "À"; a known commune closing its line after a dash
        ("Conclusion.\nÀ Brest, le 19 juillet 2026\n", [("Brest", "VILLE")]),
        ("Centre agréé CMPV – Tarbes\nDr ROBLIN", [("Tarbes", "VILLE")]),
    ],
)
def test_address_positive(text, expected):
    assert found(text) == expected


def test_known_commune_is_more_confident():
    known = {s.label: s.confidence for s in AddressDetector().detect_page(0, "64100 Bayonne")}
    unknown = {s.label: s.confidence for s in AddressDetector().detect_page(0, "64100 Xyzzyville")}
    assert known["VILLE"] > unknown["VILLE"]


@pytest.mark.parametrize(
    "text",
    [
        "salle 2",
        "Augmentin 2 x 500 mg",
        "Vitamine D 100000 UI",
        "Plaquettes 250000 G/L",
        "mise en place de la sonde",
        "3 voies veineuses",
        "1 cours de chimiothérapie",
        "2 place(s) disponibles",
        "chambre 12, lit B",
        "99999 Bayonne",            # not a département
        "la rue était glissante",
        "né à Xyzzyville",           # not a known commune: left to the model
        "vu le 12/03/2024 à 10h42",
        "à Bayonne",                 # no residence / birth context
        "Total 35000 The results",   # an English word after a number
        "Received 12345 Sept 2019",  # a month abbreviation
        "3 a Nantes, 2 a Brest",     # a count, not a year, before the ASCII "a"
        "vu le 12/03/2024 — Tours",  # a care date, then a commune that is a French word, after the dash
        "Syndrome – Vienne Cedex 3",  # a commune after a dash that does not close its line
    ],
)
def test_address_negative(text):
    assert found(text) == []


@pytest.mark.parametrize("text, city", [
    ("Fait à Valmorency, le 12/03/2024", "Valmorency"),  # signed at: any name
    ("L'Isle-Vernay, le 12 mars 2024\n\nCher confrère,", "L'Isle-Vernay"),  # a letter's heading line
    ("Bourg-Morvan, le 4 juin 2024 à 10h30\n", "Bourg-Morvan"),
])
def test_a_place_the_gazetteer_does_not_know_in_a_signature_or_heading_line(text, city):
    assert ("VILLE", city) in [(s.label, s.text) for s in AddressDetector().detect_page(0, text)]


@pytest.mark.parametrize("text", [
    "Vu, le 12/03/2024\n",
    "Admission, le 12/03/2024\n",
    "Reçu, le 12/03/2024\n",
    "Jean, le 12/03/2024\n",  # a first name signing
    "Vu en consultation, le 12 mars 2024 pour douleur",  # the line goes on after the date
    "Fait à la demande du patient",
])
def test_heading_words_before_a_date_are_no_places(text):
    assert [s for s in AddressDetector().detect_page(0, text) if s.label == "VILLE"] == []


@pytest.mark.parametrize("text, part", [
    ("Adresse : 12 rue des Lilas, Appt 14, 64100 Bayonne", "Appt 14"),
    ("Bât. B\n12 rue des Lilas\n64100 Bayonne", "Bât. B"),
    ("12 avenue Foch - Esc. C", "Esc. C"),
])
def test_the_flat_or_building_beside_a_street_goes_with_the_address(text, part):
    assert ("ADRESSE", part) in [(s.label, s.text) for s in AddressDetector().detect_page(0, text)]


def test_a_door_or_floor_far_from_any_street_stays():
    assert AddressDetector().detect_page(0, "La porte 3 est ouverte, étage 2 du bâtiment B.") == []


@pytest.mark.parametrize("text, city", [
    ("Leger Étienne\n21 JANVIER 1978\nBastia\n\nM.\nDate de naissance\nLieu de naissance\n", "Bastia"),  # values over captions
    ("Lieu de naissance\nValmorency\n", "Valmorency"),
    ("Lieu de naissance : Bastia\n", "Bastia"),
    ("Né(e) à\nSaint-Aulaye\n", "Saint-Aulaye"),
])
def test_the_birthplace_in_its_cell(text, city):
    assert ("VILLE", city) in [(s.label, s.text) for s in AddressDetector().detect_page(0, text)]


@pytest.mark.parametrize("text", ["Lieu de naissance\nNon renseigné\n", "Date de naissance\nLieu de naissance\n12/03/1950\nInconnu\n",
                                  "Lieu de naissance : inconnu"])
def test_an_unknown_birthplace_is_no_place(text):
    assert [s for s in AddressDetector().detect_page(0, text) if s.label == "VILLE"] == []


@pytest.mark.parametrize("text, expected", [
    ("Ville : LESNEVEN   CP : 29260", ("29260", "CODE_POSTAL")),
    ("Code postal : 29480", ("29480", "CODE_POSTAL")),
    ("29200 - BREST", ("BREST", "VILLE")),
])
def test_postcodes_after_their_label_or_a_dash(text, expected):
    from app.detection.rules.addresses import AddressDetector

    assert expected in [(s.text, s.label) for s in AddressDetector().detect_page(0, text)]


@pytest.mark.parametrize("text", ["Réf. 12345 - Bilan sanguin", "CPK : 12345 UI/L"])
def test_numbers_that_are_no_postcode(text):
    from app.detection.rules.addresses import AddressDetector

    assert [s for s in AddressDetector().detect_page(0, text) if s.label == "CODE_POSTAL"] == []


def test_the_next_caption_of_a_form_is_no_birthplace():
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    found = {(s.label, s.text) for s in analyze_texts(["Lieu de naissance\n\nStatut\n\nActif"], rule_detectors())}
    assert not [x for x in found if x[0] == "VILLE"]
    assert ("VILLE", "LAVAL") in {(s.label, s.text) for s in analyze_texts(["Lieu de naissance\nLAVAL\n"], rule_detectors())}


def test_a_birthplace_with_its_department_in_brackets():
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    text = "Date de naissance : 16/5/1987\n\nLieu de naissance :\nChâtellerault (86100)\n\nNIR :\n"
    assert ("VILLE", "Châtellerault") in {(s.label, s.text) for s in analyze_texts([text], rule_detectors())}


@pytest.mark.parametrize("text", ["Sexe administratif\nF\n\nLieu de naissance (INSEE)\nVitré\n\nRacine OID",
                                  "Lieu de naissance (code INSEE) : Vitré"])
def test_a_birthplace_label_with_a_note_in_brackets(text):
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    assert ("VILLE", "Vitré") in {(s.label, s.text) for s in analyze_texts([text], rule_detectors())}


@pytest.mark.parametrize("town", ["Alès", "Uzès", "Bron", "Riom", "Gien", "Dole", "Apt"])
def test_short_towns_missing_from_the_built_lists_head_a_letter(town):
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    text = "Secrétariat.\n\n%s, le 18 mai 2024\n\nCher confrère," % town
    assert ("VILLE", town) in {(s.label, s.text) for s in analyze_texts([text], rule_detectors())}


@pytest.mark.parametrize("text", [
    "Lieu de naissance\nBarcelonnette\n\nN° d'examen\nH99044-0445\n\nPrélèvement du\n5 mai 2024\n\nPréleveur\nDr Paul ROUX\n",
    "Quimperlé\nLieu de naissance\n\nH99044-0445\nN° d'examen\n\nDr Paul ROUX\nPréleveur\n",
])
def test_a_birthplace_pair_is_no_header_row_over_the_next_pairs(text):
    assert [s.text for s in AddressDetector().detect_page(0, text) if s.label == "VILLE"] in (["Quimperlé"], ["Barcelonnette"])


@pytest.mark.parametrize("text, city", [
    ("Madame,\n\nLe Mans, le 29 février 2024\n\nObjet : suivi", "Le Mans"),
    ("La Rochelle, le 3 mars 2024\n", "La Rochelle"),
])
def test_a_commune_whose_name_opens_with_its_article_heads_a_letter(text, city):
    assert ("VILLE", city) in [(s.label, s.text) for s in AddressDetector().detect_page(0, text)]
    assert [s for s in AddressDetector().detect_page(0, "Le Patient, le 3 mars 2024\n") if s.label == "VILLE"] == []


@pytest.mark.parametrize("text, expected", [
    ("21 avenue du Maréchal Lyautey prolongée, Cholet",
     [("21 avenue du Maréchal Lyautey prolongée", "ADRESSE"), ("Cholet", "VILLE")]),
    ("12 rue des Lilas, Appt 14", [("12 rue des Lilas", "ADRESSE"), ("Appt 14", "ADRESSE")]),
    ("3 rue Pasteur, Bâtiment B", [("3 rue Pasteur", "ADRESSE"), ("Bâtiment B", "ADRESSE")]),
])
def test_a_known_commune_after_the_street_and_a_comma(text, expected):
    assert found(text) == expected


@pytest.mark.parametrize("text, town", [
    ("Organisme AMO : CPAM de Saint-Malo", "Saint-Malo"),
    ("Organisme AMO\nCPAM Clermont-Ferrand", "Clermont-Ferrand"),
])
def test_the_town_of_the_local_insurance_fund(text, town):
    assert (town, "VILLE") in found(text)


def test_a_fund_without_a_town_gives_no_place():
    assert found("CPAM Ouverture des droits") == []


@pytest.mark.parametrize("text, town", [
    ("08/09/2025           Dr GALLIOT Anthony                cabinet, Caen\n", "Caen"),
    ("Visite au domicile, Lorient | 12/03\n", "Lorient"),
    ("Le cabinet, Sens du devoir oblige\n", None),  # a commune's name that does not end the cell
])
def test_the_town_after_the_kind_of_place_in_a_schedule(text, town):
    got = [s.text for s in AddressDetector().detect_page(0, text) if s.label == "VILLE"]
    assert got == ([town] if town else [])


@pytest.mark.parametrize("text, place", [
    ("Couverture  CPAM de l'Yonne ; complémentaire", "Yonne"),
    ("Organisme :         CPAM de la Côte-d'Or", "Côte-d'Or"),
    ("Assurance : CPAM du Nord", "Nord"),
    ("CGSS de la Réunion", "Réunion"),
    ("CPAM de Seine-Saint-Denis", "Seine-Saint-Denis"),
])
def test_the_departement_of_the_local_insurance_fund(text, place):
    assert (place, "VILLE") in found(text)


def test_a_departement_name_elsewhere_is_no_place():
    assert found("Le Nord de la France ; le département de l'Yonne") == []


@pytest.mark.parametrize("text, expected", [
    ("Adresse : 13 bis route de la Garenne          Commune : VENDÔME", ("VENDÔME", "VILLE")),
    ("Ville : Vendôme", ("Vendôme", "VILLE")),
    ("Site : Angers                     Radiographie du thorax de face", ("Angers", "VILLE")),  # a site by its town
    ("Copie : Dr Fernand LAVERGNAT, médecin traitant, Argentan", ("Argentan", "VILLE")),
    ("Code postal                4 9 3 0 0                  Tél.", ("4 9 3 0 0", "CODE_POSTAL")),  # a digit a box
    ("Code postal | 4 9 3 0 0 | Tél. 07 18 72 49 32", ("4 9 3 0 0", "CODE_POSTAL")),  # its cell, in the rows
    ("Commune : SEGRÉ\n\nCode postal\n4 9 5 0 0\nTél. 06 04 48 03 91", ("4 9 5 0 0", "CODE_POSTAL")),  # on the next line
])
def test_a_town_after_its_caption_or_a_carers_role_and_a_postcode_in_boxes(text, expected):
    assert expected in found(text)


def test_no_town_after_a_caption_without_a_known_commune():
    assert [x for x in found("Ville : Vallée des Merveilles\nCode postal : 1 2 3") if x[1] in ("VILLE", "CODE_POSTAL")] == []
    assert [x for x in found("Site : Thorax, face et profil") if x[1] == "VILLE"] == []


def test_signed_at_written_without_accents():
    """A writer without accents prints "Fait a Cholet, le …": the town is read; "ce fait a
    Paris une impression" is a sentence."""
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    found = {(s.label, s.text) for s in analyze_texts(["Fait a Cholet, le 04/08/2025"], rule_detectors())}
    assert ("VILLE", "Cholet") in found
    found = {(s.label, s.text) for s in analyze_texts(["Ce fait a Montcuq une impression."], rule_detectors())}
    assert ("VILLE", "Montcuq") not in found
