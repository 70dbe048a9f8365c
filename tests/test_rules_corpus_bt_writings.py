"""What held-out corpus BT's first pass (clinical research: consent, CRFs, serious adverse
events, a biobank manifest, travel costs) showed (tuned since): a participant's code after its
caption, though shaped like a range; a birth month and year; a bank account's IBAN; a record's
number in a file's name; and what stays: a trial's public registry numbers, a visit's month."""

from __future__ import annotations

from tests.fake_model import rule_findings

_found = rule_findings


def test_a_participant_s_code_after_its_caption():
    found = _found("             Code participant             03-122\n"
                   "Consentement - étude DIAB-LIMO - participant 06-076 - FAUCHER Gérard\n"
                   "N° de sélection                       S22-141\n"
                   "Vos données seront traitées sous le code FR06-076 selon la méthodologie MR-001.\n")
    for code in ("03-122", "06-076", "S22-141", "FR06-076"):
        assert ("AUTRE", code) in found, (code, found)
    # a range after other words stays
    assert not [f for f in _found("Kaliémie 3-5 mmol/l, normes 136-145.\n") if f[0] == "AUTRE"]


def test_a_birth_month_and_year_under_their_caption():
    found = _found("Mois et année de naissance                03/1984\n"
                   "Mois et année de naissance :      août 1943\n")
    assert ("DATE_NAISSANCE", "03/1984") in found and ("DATE_NAISSANCE", "août 1943") in found, found
    # a visit's month is no code and no birth
    assert not [f for f in _found("Date de la visite 03/2025\n") if f[0] != "DATE"]


def test_a_bank_account_s_iban_by_its_check():
    found = _found("IBAN            FR11 1027 8483 9275 4285 1255 495\nRIB FR7630006000011234567890189\n")
    assert ("AUTRE", "FR11 1027 8483 9275 4285 1255 495") in found and ("AUTRE", "FR7630006000011234567890189") in found, found
    assert not [f for f in _found("virement puis FR7630006000011234567890188 ensuite\n") if f[1].startswith("FR76")]  # check fails


def test_a_record_s_number_in_a_file_name():
    found = _found("Fichier : DCF-17046-V4.pdf.\n                KELVOPAR-07045-V2.xlsx\n")
    assert ("AUTRE", "17046") in found and ("AUTRE", "07045") in found, found


def test_a_trial_s_public_registry_numbers_stay():
    text = "étude NCT05123456, N° EU CT : 2024-512345-12-00, EudraCT n° 2019-001234-56\n"
    assert [f for f in _found(text) if f[0] != "DATE"] == []


def test_a_study_s_name_is_no_one_s():
    from tests.fake_model import model_findings

    page = "Consentement - étude DIAB-LIMO - participant 06-076\nessai SINTAR-ONC\nDIAB-LIMO visite 2\n"
    assert model_findings(page, "DIAB-LIMO") == [] and model_findings(page, "SINTAR-ONC") == []
    # a notary's or a bailiff's office is named after its people
    assert model_findings("Étude MARTIN-DUPONT, huissiers\n", "MARTIN-DUPONT") == [("MARTIN-DUPONT", "NOM")]


def test_initials_under_a_numbered_caption_after_a_blank_line():
    assert ("NOM", "G-F-R") in _found("11. INITIALES\n\nG-F-R\n")
    assert not [f for f in _found("Initiales du médecin\n\nDr Paul\n") if f[1].startswith("Dr")]


def test_the_participant_s_bank_named_by_its_region():
    found = _found("Banque          Caisse d'épargne Aquitaine-Limousin\nBanque populaire du Centre-Limousin\n")
    assert ("ETAB", "Caisse d'épargne Aquitaine-Limousin") in found and ("ETAB", "Banque populaire du Centre-Limousin") in found, found
    assert not [f for f in _found("un livret de caisse d'épargne\n") if f[0] == "ETAB"]


def test_a_form_read_value_first_gives_the_code_and_the_initials_over_their_captions():
    found = _found("15/04/1956 (69 ans) \nDate de naissance \n\n03-122 \nCode participant \n\nJ-R-R \nInitiales \n\n1.3 \n")
    assert ("AUTRE", "03-122") in found and ("NOM", "J-R-R") in found, found
    assert not [f for f in _found("Normes \n\n136-145 \nRésultat\n") if f[0] == "AUTRE"]  # a range over another caption


def test_the_study_and_its_sponsor_named_on_another_page_are_no_one():
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors
    from tests.fake_model import FakeModel

    header = "Correspondance - DIAB-LIMO - de LESTRADE Léa - 24-070\nSintara Santé France\n"
    letter = "Ussel, a accepté de participer à l'étude DIAB-LIMO, promue par Sintara Santé France SAS.\n"
    i, j = header.index("DIAB-LIMO"), header.index("Sintara")

    def model_names(pages):
        model = FakeModel([(i, i + 9), (j, j + 21)], "NOM")
        return [s.text for s in analyze_texts(pages, list(rule_detectors()) + [model]) if s.page == 0 and "model" in s.sources]

    assert model_names([header, letter]) == []
    # without the page that says what they are, they stay the model's names
    assert model_names([header, letter.replace("étude", "visite").replace("promue", "payée")]) == ["DIAB-LIMO", "Sintara Santé France"]
    assert not [f for f in _found("Étude DIAB-LIMO : NCT05233410\n") if f[1] == "NCT05233410"]


def test_a_birth_month_and_year_in_other_writings():
    found = _found("seuls le code FR10-081 et le mois de naissance 02/1965 figurent.\n"
                   "7. MOIS ET ANNÉE DE NAISSANCE \n\nnovembre 1967 \n\n8. SEXE\nNé(e) en : 08/1943 \n")
    for value in ("02/1965", "novembre 1967", "08/1943"):
        assert ("DATE_NAISSANCE", value) in found, (value, found)


def test_a_notary_s_office_in_lower_case_is_no_study():
    from app.detection.model_public_names import _study_names

    assert _study_names("l'étude DIAB-LIMO, l'essai ORVA-HF3 ; acte reçu en l'étude DUPONT.") == {"DIAB-LIMO", "ORVA-HF3"}


def test_a_participant_s_code_wherever_the_document_repeats_it():
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    form = "7. CODE PARTICIPANT \n\n19-102 \n\n9. IBAN\n"
    other = "Indemnisation du participant - DIAB-LIMO - 19-102\nCalendrier (19102), puis FR19-102. Normes 19-1020.\n"
    found = [(s.page, s.text) for s in analyze_texts([form, other], rule_detectors()) if s.label == "AUTRE"]
    assert {(1, "19-102"), (1, "19102"), (1, "FR19-102")} <= set(found), found
    assert (1, "19-1020") not in found
    # without a caption that says whose code it is, a range stays
    assert not [s for s in analyze_texts(["Normes 19-102\n", other.replace("participant", "dossier")], rule_detectors())
                if s.label == "AUTRE" and "19" in s.text]


def test_a_bare_code_caption_near_a_name_and_a_birth_date():
    # the cells of a form read in the producer's order, not the page's: the code after the birth date
    found = _found("PARTICIPANT\n\nInitiales : A-L-X\n\nDate de naissance : 18041953 (72 ans)\n\n"
                   "Poids : 79 kg\n\nÉVÉNEMENT\n\nTerme : décompensation cardiaque (I50.1)\n\nCode : 15-073\n\nSexe : M\n")
    assert ("AUTRE", "15-073") in found, found
    # caption over its value, then the code repeated bare in a running line
    found = _found("2. PARTICIPANT\nROLAND ROUGERIE\n3. NÉ(E) LE\n21.07.1944\n4. CODE\nFR14-084\n5. ÉTUDE\n"
                   "DIAB-LIMO\n\n\nCarte de participant - DIAB-LIMO - carte - 14-084\n")
    assert ("AUTRE", "FR14-084") in found and ("AUTRE", "14-084") in found, found
    # a row of a listing of people: the code beside the name and the birth date
    found = _found("Code      Nom, prénom              Né(e) le        Consentement\n"
                   "21-131    VIALLE Éric              11 mai 1952     30/09/25\n")
    assert ("AUTRE", "21-131") in found, found


def test_a_code_caption_with_no_identity_near_stays():
    # no birth date on the page: a product's or an analysis' code
    assert not [f for f in _found("Dr Odile TEXIER\nCode : 15-073\nTechnique : néphélométrie\n") if f[1] == "15-073"]
    # a birth date, but the code many lines away, and a medical code near it
    text = ("Patient : Jean MARTIN\nNé le 12/03/1950\n" + "".join(f"Ligne {i} du compte rendu\n" for i in range(9))
            + "Code : 40-512\nCode : K35.8\n")
    found = _found(text)
    assert not [f for f in found if f[1] in ("40-512", "K35.8")], found
    # a reference range on a line with a name and no birth date stays
    assert not [f for f in _found("Dr MARTIN Jean   normes 136-145 mmol/l\n") if f[0] == "AUTRE"]


def test_a_participant_s_initials_after_the_code_and_a_birth_month_in_lower_case():
    found = _found("Participant                    FR18-098 (AVE)\n"
                   "Participant        22-007 - A-C-E\n"
                   "Participant        06-007 - Y-D-E - né(e) en 11/1965\n"
                   "Requête : date de naissance (08/1945) incohérente avec l'âge\n")
    for v in ("AVE", "A-C-E", "Y-D-E"):
        assert ("NOM", v) in found, (v, found)
    assert ("DATE_NAISSANCE", "11/1965") in found and ("DATE_NAISSANCE", "08/1945") in found, found
    # what follows a code is no initials when words go on; a care month stays a date
    found = _found("Code participant 03-122 - CHU de Limoges\nrevu en 03/2024 et programmé en 04/2025\n")
    assert not [f for f in found if f[0] in ("NOM", "DATE_NAISSANCE")], found


def test_a_letter_s_reference_made_of_the_surname_and_an_initial():
    found = _found("N/Réf.        TEXIER/O. - 06121\n2. N/RÉF.\n\nMATHIEU-BEAUBREUIL/M. - 24070\n")
    for f in (("NOM", "TEXIER"), ("PRENOM", "O."), ("NOM", "MATHIEU-BEAUBREUIL"), ("PRENOM", "M.")):
        assert f in found, (f, found)
    # a service's abbreviation and two people's initials are no surname
    assert not [f for f in _found("Réf. : JD/MC\nRéf. : CARDIO/A. 12\n") if f[0] in ("NOM", "PRENOM")]


def test_a_company_named_by_its_trade_and_a_study_under_its_caption_are_no_one():
    from tests.fake_model import model_findings

    page = "Destinataire\nVigilance des essais cliniques, Sintara Pharma France SAS\nKelvoria Biotherapeutics\nÉtude\nSINTAR-ONC\n"
    for name in ("Sintara", "Kelvoria Biotherapeutics", "SINTAR-ONC"):
        assert model_findings(page, name) == [], name
    # a person's name stays the model's, a firm's word beside it or not
    assert model_findings("Mme Sintara SANTÉ, pharmacienne\n", "Sintara SANTÉ") != []
    assert model_findings("gérant de Larrouturou SAS, ancien fromager\n", "Larrouturou") != []  # a family firm
    assert model_findings("ÉTUDE : ORVA-HF3\n", "ORVA-HF3") == []
