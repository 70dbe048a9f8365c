"""Person names by rule: anchors, capitalisation patterns, NOM/PRENOM split."""

import pytest

from app.detection.rules.names import NameDetector


def found(text):
    return sorted((s.text, s.label) for s in NameDetector().detect_page(0, text))


@pytest.mark.parametrize(
    "text,expected",
    [
        ("Dr Jean DUPONT", [("DUPONT", "NOM"), ("Jean", "PRENOM")]),
        ("Mme BOULANGER Jeanne", [("BOULANGER", "NOM"), ("Jeanne", "PRENOM")]),
        ("M. LE GALL Yann", [("LE GALL", "NOM"), ("Yann", "PRENOM")]),
        ("Monsieur Jean de La Fontaine", [("Jean", "PRENOM"), ("de La Fontaine", "NOM")]),
        ("Madame Durandeau est revue", [("Durandeau", "NOM")]),
        ("Dr Dupont Service de chirurgie", [("Dupont", "NOM")]),
        ("Mlle D'ARCANGUES", [("D'ARCANGUES", "NOM")]),
        ("Pr Anne-Sophie MOREAUX", [("Anne-Sophie", "PRENOM"), ("MOREAUX", "NOM")]),
        ("Dr J. DUPONT", [("DUPONT", "NOM"), ("J.", "PRENOM")]),
        ("Interne Paul DURANDEAU", [("DURANDEAU", "NOM"), ("Paul", "PRENOM")]),
        ("IDE Lucie MOREAUX", [("Lucie", "PRENOM"), ("MOREAUX", "NOM")]),
        ("Opérateur : Dr Marie MARTIN, Dr Paul LEROY et Pr Anne HARRIBEY",
         [("HARRIBEY", "NOM"), ("LEROY", "NOM"), ("MARTIN", "NOM"), ("Anne", "PRENOM"), ("Marie", "PRENOM"), ("Paul", "PRENOM")]),
        ("Aide : IBODE Claire FONTAINE", [("Claire", "PRENOM"), ("FONTAINE", "NOM")]),
        ("Anesthésiste :\nDr GOYENETCHE", [("GOYENETCHE", "NOM")]),
        ("Compte rendu signé par Dr Peio OLHAGARAY", [("OLHAGARAY", "NOM"), ("Peio", "PRENOM")]),
        ("Nom : DURANDEAU\nPrénom : Marie-Claire", [("DURANDEAU", "NOM"), ("Marie-Claire", "PRENOM")]),
        ("Nom de naissance : ETCHEVERRY", [("ETCHEVERRY", "NOM")]),
        ("Patient : ETCHEBERRY Maite", [("ETCHEBERRY", "NOM"), ("Maite", "PRENOM")]),
        ("POUR MME ANA PREDAN", [("ANA PREDAN", "NOM")]),
        ("Monsieur le Professeur DUPONT", [("DUPONT", "NOM")]),
        ("Nom d'usage : MARTIN épouse DURANDEAU", [("DURANDEAU", "NOM"), ("MARTIN", "NOM")]),
        ("Mme DURANDEAU née MARTIN Jeanne", [("DURANDEAU", "NOM"), ("Jeanne", "PRENOM"), ("MARTIN", "NOM")]),
        ("veuve LE GALL", [("LE GALL", "NOM")]),
        ("Dr Jean\nDURANDEAU\nChirurgien", [("DURANDEAU", "NOM"), ("Jean", "PRENOM")]),
        ("Dr DURANDEAU\nCONCLUSION", [("DURANDEAU", "NOM")]),
        ("Mme LAPEYRADE\nGinette, 27 ans", [("Ginette", "PRENOM"), ("LAPEYRADE", "NOM")]),
        ("Mme LAPEYRADE\nTraitement : aucun", [("LAPEYRADE", "NOM")]),
        ("Cher Monsieur le Docteur Durandeau,", [("Durandeau", "NOM")]),
        # No anchor: ALL-CAPS surname beside a known first name.
        ("KERMARREC Nolwenn    Née le", [("KERMARREC", "NOM"), ("Nolwenn", "PRENOM")]),
        ("Jean-Pierre ETCHEVERRY est vu", [("ETCHEVERRY", "NOM"), ("Jean-Pierre", "PRENOM")]),
        ("LE GALL Lucie", [("LE GALL", "NOM"), ("Lucie", "PRENOM")]),
        ("COMPTE RENDU OPERATOIRE\nTROUVE Michel", [("Michel", "PRENOM"), ("TROUVE", "NOM")]),
        # "SURNAME, First name", as listings and captions print it.
        ("THIBOUT, Anatole\nPatient", [("Anatole", "PRENOM"), ("THIBOUT", "NOM")]),
        ("Nom : THIBOUT, Anatole", [("Anatole", "PRENOM"), ("THIBOUT", "NOM")]),
    ],
)
def test_names_positive(text, expected):
    assert found(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        "un ancien boulanger, il trouve le temps long",
        "signe de Babinski, maladie de Parkinson, score de Glasgow",
        "incision de Pfannenstiel, cul-de-sac de Douglas, position de Trendelenburg",
        "point de Mac Burney, manœuvre de Valsalva, sonde de Foley, Lasègue négatif",
        "COMPTE RENDU OPERATOIRE",
        "IRM Marie-Thérèse",            # acronym + word: the acronym is allow-listed
        "HTA Jean",
        "Mme la Directrice",
        "M. le Maire",
        "Service de chirurgie viscérale",
        "Le patient est vu en consultation.",
        "PARKINSON Jean",               # an eponym never becomes a name by pattern
        "vu avec Jean Dupont hier",     # two Capitalised words in prose, no anchor: the model's job
        "PÉTER EEE",                    # OCR of a drawing's hatching: a letter repeated is no surname
        "M. IIII",
        "Résultats : CRP, Martin",      # an allow-listed acronym before the comma
        "VALIDÉ, Interne",              # no known first name after the comma
    ],
)
def test_names_negative(text):
    assert found(text) == []


def test_civility_list_needs_a_civility_for_each_name():
    # "Dr X et Biotisto Inc": a company after "et" is not a second name.
    assert found("développé par le Dr. Sugor et Biotisto Inc") == [("Sugor", "NOM")]


def test_long_lists_stay_linear():
    # A 28,000-character page of team lines must not take quadratic time:
    # checked by size, not by clock (every name found exactly once).
    text = "Opérateur : Dr Jean DURANDEAU, " * 1000
    spans = NameDetector().detect_page(0, text)
    assert len(spans) == 2000


@pytest.mark.parametrize("text, value", [
    ("Appel de la fille (élodie) ce matin.", "élodie"),
    ("Son mari Jean-Paul l'accompagne.", "Jean-Paul"),
    ("Personne de confiance : sa sœur, Monique.", "Monique"),
])
def test_a_first_name_after_a_relatives_role_word(text, value):
    from app.detection.rules.names import NameDetector

    assert value in [s.text for s in NameDetector().detect_page(0, text)]


@pytest.mark.parametrize("text", [
    "Fils unique, vit seul.",
    "Mère diabétique, père hypertendu.",
    "Le mari aidant est présent.",
])
def test_relatives_without_a_first_name_give_no_name(text):
    from app.detection.rules.names import NameDetector

    assert NameDetector().detect_page(0, text) == []


_PROSE = " Elle est revue dans les suites pour un contrôle avec son médecin."


@pytest.mark.parametrize("text, expected", [
    ("appel de tran inès ce matin." + _PROSE, [("tran", "NOM"), ("inès", "PRENOM")]),
    ("vu avec durand pierre en consultation." + _PROSE, [("durand", "NOM"), ("pierre", "PRENOM")]),
    ("urine claire et abondante." + _PROSE, []),
    ("traitement par amoxicilline rose." + _PROSE, []),
    ("revu ce jour, accompagné de sa famille." + _PROSE, []),
    # English or Latin prose: its words are in no French dictionary, and many are first names
    ("The samples were stored in amber vials and seven replicates were analyzed for their content.", []),
    ("Lorem ipsum dolor sit amet, fermentum massa vel justo, sed nibh leo corper.", []),
])
def test_lower_case_pairs_of_a_first_name_and_a_non_word(text, expected):
    from app.detection.rules.names import NameDetector

    assert [(s.text, s.label) for s in NameDetector().detect_page(0, text)] == expected


@pytest.mark.parametrize("text, found", [
    # a label alone on its line: the next line is a caption of the same table, not a name
    ("Facteur\nConstat\n\nPatient\n\nAction proposée\n\npatiente désorientée", []),
    ("NOM\nPRÉNOMS\nNAISSANCE\nMERCIER", []),
    # a name under the label still counts
    ("Patient\n\nGOURMELON Yvette\n", ["GOURMELON", "Yvette"]),
])
def test_a_caption_under_a_label_alone_on_its_line_is_no_name(text, found):
    assert sorted(s.text for s in NameDetector().detect_page(0, text)) == sorted(found)


TRANSMISSIONS = ("TRANSMISSIONS CIBLÉES\n\nDate / heure\nCible\nDonnées - Actions - Résultats\nIDE\n\n"
                 "07/02/2025 16:15\nDouleur\nnuit calme, 6 h de sommeil\nDE LA BROSSE\n\n"
                 "07/02/2025 16:45\nAlimentation\nretrouvé assis au sol, médecin prévenu\nVIDALENC\n\n"
                 "06/02/2025 09:15\nDouleur\na mangé 3/4 du plateau\nDr Anne MARTY\n")


def test_a_carers_column_of_a_table_read_one_row_per_block():
    """"IDE" heads a column of a care table printed one cell per line, one row per block:
    its cells are the carers who wrote the rows, a title before the name left out."""
    found = {(s.label, s.text) for s in NameDetector().detect_page(0, TRANSMISSIONS)}
    assert {("NOM", "DE LA BROSSE"), ("NOM", "VIDALENC"), ("NOM", "MARTY")} <= found
    assert not any(t.startswith("Dr") for _, t in found)


@pytest.mark.parametrize("text", [
    # a cell of the column that reads as no name: the column is not a carers' one
    TRANSMISSIONS.replace("VIDALENC", "voir dossier"),
    # rows of another width than the captions
    "Date\nIDE\n\n12/03/2024\nDouleur\nVIDALENC\n\n13/03/2024\nSommeil\nMARTY\n",
    # one row only
    "Date\nIDE\n\n12/03/2024\nVIDALENC\n",
])
def test_no_carers_column_without_whole_rows_of_names(text):
    found = {s.text for s in NameDetector().detect_page(0, text)}
    assert "VIDALENC" not in found and "DE LA BROSSE" not in found


def test_a_carers_column_with_a_name_typed_in_lower_case():
    text = ("Date\nCible\nDonnées\nSoignant\n\n6/9/24 09h\nDouleur\nEVA 3/10\nIDE Fontaine\n\n"
            "7/9/24 09h\nPansement\nplaie propre\nIDE Besnard\n\n11/9/24 09h\nRisque d'escarre\nBraden 12\nmonique besnard\n")
    found = {(s.label, s.text) for s in NameDetector().detect_page(0, text)}
    assert {("NOM", "besnard"), ("PRENOM", "monique"), ("NOM", "Fontaine")} <= found


@pytest.mark.parametrize("text, names", [
    ("Personne à prévenir :\nLoïc de Saint-Ambroix (+33 7 91 33 85 01)\n", {"Loïc", "de Saint-Ambroix"}),
    ("Personne à prévenir : Lucas Martel (fils)\n", {"Lucas", "Martel"}),
])
def test_the_person_to_call(text, names):
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    assert names <= {s.text for s in analyze_texts([text], rule_detectors()) if s.label in ("NOM", "PRENOM")}


def test_capitals_after_a_device_noun_are_its_brand_not_a_name():
    assert found("Prothèse : tige Corail KA taille 11 (DePuy Synthes), cotyle Pinnacle 52 mm.") == []
    # the same words without the device noun are still a name
    assert found("Vu ce jour : Corail KAMARA, sa mère.") == [("Corail", "PRENOM"), ("KAMARA", "NOM")]
    assert found("Mise en place de\nCorail KA taille 11 (DePuy Synthes), lot LOT39431A.") == []  # a size after it


def test_a_carers_kind_in_capitals_is_no_surname():
    got = found("INFIRMIÈRE LIBÉRALE : Mme Paule MARTIN\nIDE LIBÉRALE : Mme Paule MARTIN")
    assert ("LIBÉRALE", "NOM") not in got and ("MARTIN", "NOM") in got


@pytest.mark.parametrize("text, surname", [
    ("À l'attention du Dr Ursula Hartmann\n", "Hartmann"),
    ("Mme Claire Murphy est vue ce jour.\n", "Murphy"),
    ("Dr HARTMANN Paul\n", "HARTMANN"),
    ("Le Dr Hartmann a opéré.\n", "Hartmann"),
])
def test_an_eponym_after_a_civility_or_a_first_name_is_the_persons_surname(text, surname):
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    assert (surname, "NOM") in {(s.text, s.label) for s in analyze_texts([text], rule_detectors())}


def test_an_eponym_without_a_person_before_it_stays():
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    text = "Intervention de Hartmann ; signe de Murphy positif chez le Dr Jean Dupont.\n"
    found = {s.text for s in analyze_texts([text], rule_detectors())}
    assert "Hartmann" not in found and "Murphy" not in found and "Dupont" in found


@pytest.mark.parametrize("text, value", [
    ("Patient concerné : BOULANGER Clémence (initiales B.C.), IPP 1608543205", "B.C."),
    ("Initiales : MDL", "MDL"),
    ("Patient(e)      Mme HOARAU, Bérénice née duval", "duval"),
])
def test_initials_and_a_lower_case_maiden_name_are_names(text, value):
    assert ("NOM", value) in [(s.label, s.text) for s in NameDetector().detect_page(0, text)]


def test_a_line_of_first_names_is_names():
    """"Inès, Paul" on a line of its own: a form's "Prénom(s)" value read far from its caption."""
    found = [(s.label, s.text) for s in NameDetector().detect_page(0, "Renseignements\n\nGOURDON\n\nInès, Paul\n\n02-02-1981")]
    assert ("PRENOM", "Paul") in found and ("PRENOM", "Inès") in found
    assert not any(s.text in ("Paris", "Lyon") for s in NameDetector().detect_page(0, "Vu à :\nParis, Lyon\n"))


@pytest.mark.parametrize("text, first, last", [
    ("Chute à 03h40, retrouvée au sol par l'aide-soignante Noémie Marchetti.", "Noémie", "Marchetti"),
    ("Pansement refait par l'infirmière Marie-Noëlle DURAND ce matin.", "Marie-Noëlle", "DURAND"),
    ("Accouchement suivi par la sage-femme Rose Le Gall.", "Rose", "Le Gall"),
])
def test_a_name_after_a_care_trade_in_prose(text, first, last):
    """Event reports name staff by their trade in lower case, with no civility to anchor the name."""
    found = [(s.label, s.text) for s in NameDetector().detect_page(0, text)]
    assert ("PRENOM", first) in found and ("NOM", last) in found


@pytest.mark.parametrize("text", [
    "Soins par l'infirmière Diplômée d'État de nuit.",
    "L'aide-soignante Principale du service a été prévenue.",
    "Avis de l'interne Petit matin et du kiné Bilan fait.",
])
def test_no_name_after_a_care_trade_without_a_first_name(text):
    assert not any(s.label in ("NOM", "PRENOM") for s in NameDetector().detect_page(0, text))


def test_initials_after_a_copy_caption():
    found = [(s.label, s.text) for s in NameDetector().detect_page(0, "Copie : P. M. / secrétariat\nCopie à : Dr Martin")]
    assert ("NOM", "P. M.") in found
    assert not any(s.text.startswith("A.") for s in NameDetector().detect_page(0, "Copie : A.P.-H.P. Direction"))


@pytest.mark.parametrize("text", [
    "Enfant née prématurée à 32 SA ; Mme Martin née vivante, épouse heureuse.",
    "Les initiales sont notées en haut de page.",
])
def test_no_short_name_without_one(text):
    found = [(s.label, s.text) for s in NameDetector().detect_page(0, text)]
    assert not any(t in ("prématurée", "vivante", "heureuse", "sont") for _, t in found)


def test_a_civility_under_a_caption_is_no_first_name():
    """"Patient(e)⏎M. gérard lacombe": the civility opens the line a caption anchors; it is no
    initial of a first name, and stays readable."""
    found = [(s.label, s.text) for s in NameDetector().detect_page(0, "Patient(e)\nM. gérard lacombe\nDate de naissance")]
    assert not any(t == "M." for _, t in found)


def test_a_carer_surname_in_lower_case_in_a_carers_column():
    """A care table read one row per block, its "Soignant" column holding names: a surname typed
    in lower case there is a name too, an ordinary word or not ("berger"); a column of lower-case
    words only proves nothing."""
    rows = "".join(f"\n\n0{d}/08/2025\n15h30\n{n}" for d, n in enumerate(["BÉNICHOU", "Sabatier", "guillemot", "berger"], 1))
    found = [(s.label, s.text) for s in NameDetector().detect_page(0, "Transmissions\n\nDate\nHeure\nSoignant" + rows + "\n\nFin")]
    assert ("NOM", "guillemot") in found and ("NOM", "berger") in found
    lower = "".join(f"\n\n0{d}/08/2025\n15h30\n{n}" for d, n in enumerate(["berger", "petit"], 1))
    found = [s.text for s in NameDetector().detect_page(0, "Date\nHeure\nSoignant" + lower + "\n\nFin")]
    assert "berger" not in found and "petit" not in found
    idem = "".join(f"\n\n0{d}h00\n120/70\n{n}" for d, n in enumerate(["ABADIE", "idem", "idem", "ABADIE"], 1))
    found = [s.text for s in NameDetector().detect_page(0, "Heure\nTA\nIDE" + idem + "\n\nFin")]
    assert "ABADIE" in found and "idem" not in found  # "idem": the carer of the row above
