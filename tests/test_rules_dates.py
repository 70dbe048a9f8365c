"""Dates: numeric and textual writings; birth dates with their context words."""

import pytest

from app.detection.rules.dates import DateDetector


def found(text):
    return [(s.text, s.label) for s in DateDetector().detect_page(0, text)]


@pytest.mark.parametrize(
    "text,expected",
    [
        ("vu le 21/05/1949.", "21/05/1949"),
        ("le 3/5/2020", "3/5/2020"),
        ("le 21.05.1949", "21.05.1949"),
        ("le 21-05-49", "21-05-49"),
        ("le 21 05 1949 au matin", "21 05 1949"),
        ("le 21 mai 1949", "21 mai 1949"),
        ("le 1er mars 1950", "1er mars 1950"),
        ("le 21 janv. 1949", "21 janv. 1949"),
        ("LE 21 MAI 1949", "21 MAI 1949"),
        ("le 3 Février 2021", "3 Février 2021"),
        ("le 15 août 2023", "15 août 2023"),
        ("le 15 aout 2023", "15 aout 2023"),
        ("ROBERT HENRI\n07 . 03 . 1958", "07 . 03 . 1958"),
        ("Récemment, le 23022018, reprise", "23022018"),
    ],
)
def test_date_positive(text, expected):
    assert found(text) == [(expected, "DATE")]


@pytest.mark.parametrize(
    "text,expected",
    [
        ("Née le 21/05/1949 à Bayonne", "Née le 21/05/1949"),
        ("Né le 21.05.1949", "Né le 21.05.1949"),
        ("Né(e) le : 21/05/1949", "Né(e) le : 21/05/1949"),  # the birth context's words join the span
        ("né(e) le 21 mai 1949", "né(e) le 21 mai 1949"),
        ("née le 1er mars 1950", "née le 1er mars 1950"),
        ("Date de naissance : 21/05/1949", "21/05/1949"),  # a neutral label stays
        ("Date de naissance\n21 janv. 1949", "21 janv. 1949"),
        ("DDN: 3-5-1950", "3-5-1950"),
        ("naissance : 21/05/49", "21/05/49"),
        ("DUPONT Jean 21/05/1949 (75 ans)", "21/05/1949"),
        ("née le 12, Mai 1973.", "née le 12, Mai 1973"),
        ("Né en novembre 1975", "Né en novembre 1975"),
        ("Marie, née en 1923 et", "née en 1923"),
        ("Rappel d'identité : ETCHEVERRY Maialen, 21 mai 1949, IPP 804512376.", "21 mai 1949"),
        ("Patient: Marie Daubert | F | 10/05/1986 | 9056297", "10/05/1986"),
        ("Date de nais 21|05|1956", "21|05|1956"),
        ("sa fille Martine naît en 1950", "naît en 1950"),
        ("TRAVIS GUILLAUMET 02/01/1978", "02/01/1978"),
        ("KERMARREC Nolwenn, 21/05/1949", "21/05/1949"),
    ],
)
def test_birth_date_includes_context_words(text, expected):
    assert found(text) == [(expected, "DATE_NAISSANCE")]


@pytest.mark.parametrize(
    "text",
    [
        "Augmentin 2 x 500 mg",
        "entrée au bloc à 10h42",
        "salle 2, lit 12",
        "Hb 12.5 g/dL, K 4.2 mmol/L, pH 7.35",
        "TA 135/80 mmHg",
        "EVA 3/10",
        "CCAM HHFA017, CIM-10 K57.2",
        "le 31/13/2020",             # month 13
        "le 32/01/2020",             # day 32
        "version 1.2.3",
        "Tél 06 12 03 45 67",        # phone digits are not a date
        "L4-L5",
        "1/2 comprimé",
        "IPP 12345678",              # 8 digits that are not a DDMMYYYY date
        "prévu en 2025",
        "Loi 2013-1066",
    ],
)
def test_date_negative(text):
    assert found(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Identité vérifiée le 12/03/2024 par l'IDE",   # an event date on an identity line
        "Signé : Dr Jean DURANDEAU, 12/03/2024",       # a signature date
        "COMPTE RENDU 12/03/2024",
        "Intervention du 06/10/2022 en salle 3",
        "Vu ce jour (14.02.2024) M. MEUNIER",
    ],
)
def test_care_dates_are_not_birth_dates(text):
    assert [label for _, label in found(text)] == ["DATE"]


@pytest.mark.parametrize("text, value", [
    ("Née le jeu, 4 déc 1941 à Bayonne", "4 déc 1941"),  # a weekday between the label and the date
    ("Date de naissance : 0 4 1 1 1 9 7 9", "0 4 1 1 1 9 7 9"),  # digits spaced one by one in a form
    ("Date de naissance | 31/05/1989 | 12/04/1986", "12/04/1986"),  # the parents' columns of a row
    ("Date de naissance | 31/05/1989 | 12/04/1986", "31/05/1989"),
    ("Date de naissance : 3-XI-1987.", "3-XI-1987"),  # the month in Roman numerals
    ("né le 03.XI.1987 à Brest", "03.XI.1987"),
    ("M. DURAND Paul (° 12.03.1948)", "12.03.1948"),  # the genealogists' sign for "born"
    # a grid read in rows: the birth caption after another field's value
    ("espitalier | Naissance : | jeudi 28 avril 1977", "28 avril 1977"),
])
def test_birth_dates_in_other_writings(text, value):
    found = [(s.label, s.text) for s in DateDetector().detect_page(0, text)]
    assert any(label == "DATE_NAISSANCE" and value in t for label, t in found), found


@pytest.mark.parametrize("text", [
    "Consultation du mardi 12 mars 2024",
    "Le mar 12/03/2024, suivi",
    "Code 1 2 0 3 2 0 2 4 x",
    "Tél 0 5 5 9 4 4 1 2 8 7",
    "Date d'entrée | 12/03/2024 | 14/03/2024",
    "Entrée le : | 03.01.25 | Naissance : |",  # the stay's date before the birth caption of its row
    "Stade IV 2024 patients, classe II-III 1990",  # Roman numerals that are no month
    "Température 38,5° 12/03/2024",  # a degree after a number
])
def test_care_dates_and_spaced_numbers_are_not_birth_dates(text):
    found = DateDetector().detect_page(0, text)
    assert not [s for s in found if s.label == "DATE_NAISSANCE"], [(s.label, s.text) for s in found]


def test_iso_and_glued_birth_dates_in_identity_rows():
    from app.detection.rules.dates import DateDetector

    d = DateDetector()
    got = {(s.label, s.text) for s in d.detect_page(0, "Date de naissance | 1966-12-26\nplanchenault perrine (F) 24081985\n"
                                                      "Né(e) le 1942-06-07 à Pau\nConsultation du 2024-03-12.")}
    assert ("DATE_NAISSANCE", "1966-12-26") in got and ("DATE_NAISSANCE", "24081985") in got
    assert ("DATE_NAISSANCE", "Né(e) le 1942-06-07") in got
    assert ("DATE", "2024-03-12") in got, "a care date in ISO stays a care date"


@pytest.mark.parametrize("text, value", [
    ("Née le : 07-SEP-1943   Sexe : F", "Née le : 07-SEP-1943"),
    ("Date de naissance : 25-FEV-1959", "25-FEV-1959"),
])
def test_a_birth_date_with_an_abbreviated_month_between_hyphens(text, value):
    from app.detection.rules.dates import DateDetector

    assert ("DATE_NAISSANCE", value) in [(s.label, s.text) for s in DateDetector().detect_page(0, text)]


def test_a_birth_date_propagates_to_its_hyphenated_month_writing():
    from app.export.variants import target_for

    t = target_for("DATE_NAISSANCE", "07/09/1943")
    assert len(t.find("Né le 07-SEP-1943 ; rappel 7 sep. 1943")) == 2


def test_a_date_in_the_cell_of_a_birth_date_label_is_a_birth_date():
    from app.detection.rules.dates import DateDetector

    def found(text):
        return [(s.label, s.text) for s in DateDetector().detect_page(0, text)]

    # a header row, then the row of values (a table read cell by cell)
    assert ("DATE_NAISSANCE", "07-OCT-2003") in found(
        "Patient\nDate de naissance\nIPP\nN° d'examen\n\nESCUDIÉ Édouard\n07-OCT-2003\n587082286\n5298.76613\n")
    assert ("DATE_NAISSANCE", "26/01/1972") in found("Patient\nDate de naissance\n\nWEBER-KLEIN Armel\n26/01/1972\n")
    # a value over its caption, a value under its label
    assert ("DATE_NAISSANCE", "10 mars 1961") in found("THIBOUT, Anatole\nPatient\n\n10 mars 1961\nNé le\n\nIPP")
    assert ("DATE_NAISSANCE", "14/02/1952") in found("Date de naissance\n14/02/1952\nSexe : F")
    # care dates beside such cells stay dates
    assert found("Date d'examen\n12/03/2024\n") == [("DATE", "12/03/2024")]
    assert ("DATE", "10/05/2024") in found("Nom : DUPONT\nDate d'entrée : 10/05/2024\nDate de naissance :\n12/03/1950\n")
    assert ("DATE", "12/03/2024") in found("Date de naissance\n\nNom\n12/03/2024\n")


def test_a_dashed_date_with_august_written_aou():
    from app.detection.rules.dates import DateDetector

    found = [(s.label, s.text) for s in DateDetector().detect_page(0, "Date de naissance\n10-AOU-1931\n")]
    assert found == [("DATE_NAISSANCE", "10-AOU-1931")]


def _birth(text):
    return [s.text for s in DateDetector().detect_page(0, text) if s.label == "DATE_NAISSANCE"]


@pytest.mark.parametrize("text, value", [
    ("Patient(e) : DE LA ROCHE HERVÉ (15.07.1943) — Centre hospitalier", "15.07.1943"),
    # header cells then values in one block, the first value looking like a header (a name)
    ("Patient\nNé(e) le\nN° patient\nMédecin traitant\nLE GOFF Gaëtan\n20 NOVEMBRE 1947\n30007003\nDr X\n", "20 NOVEMBRE 1947"),
    ("DDN\nIPP\nPrescripteur\n28/12/79\nIPP6302743\nDr Y\n", "28/12/79"),
    # every row of a table under its header row (insured person, then spouse)
    ("Nom\nPrénom\nDate de naissance\nRang\n\nFAVREAU\nMaryvonne\n03/04/1935\n1\n\nFAVREAU\nPascale\n09/01/1943\n2\n",
     "09/01/1943"),
])
def test_birth_dates_in_table_rows_and_after_a_patient_label_with_brackets(text, value):
    assert value in _birth(text)


@pytest.mark.parametrize("text", [
    "Date d'entrée\nDate de sortie\nService\n12/03/2024\n15/03/2024\nCardiologie\n",
    "Nom\nPrénom\nDate de naissance\n\nFAVREAU\nMaryvonne\n03/04/1935\n\nConsultation du\n12/03/2024\n",
])
def test_care_dates_in_tables_stay_dates(text):
    assert "12/03/2024" not in _birth(text) and "15/03/2024" not in _birth(text)


def test_a_date_under_its_own_caption_is_not_read_from_a_header_run_above():
    """A redacted identity block leaves its labels without values ("ddn", "IPP"); the date
    under "Date de transfert :" is that caption's, not the birth date's."""
    text = ("Unité de soins\nPATIENT\n \nddn \nIPP \nFICHE DE LIAISON\nDate de transfert :\n08/03/2026\n"
            "Destination :\n, \nMédecin traitant :\nDr \n - \n")
    got = {s.text: s.label for s in DateDetector().detect_page(0, text)}
    assert got["08/03/2026"] == "DATE"


def test_a_date_under_a_birth_label_with_a_colon_is_still_a_birth_date():
    got = {s.text: s.label for s in DateDetector().detect_page(0, "Identité\nNom\nDUPONT\nDate de naissance :\n12/03/1948\n")}
    assert got["12/03/1948"] == "DATE_NAISSANCE"


@pytest.mark.parametrize("text, value", [
    ("Date de naissance\n\n19370328\n\nLieu de naissance", "19370328"),  # year first, as CDA prints it
    ("Monsieur NAVARRE Gaëtan, né le 2 2 / 0 1 / 1 9 8 2, a été admis", "né le 2 2 / 0 1 / 1 9 8 2"),
])
def test_birth_dates_year_first_or_spaced_with_slashes(text, value):
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    assert ("DATE_NAISSANCE", value) in {(s.label, s.text) for s in analyze_texts([text], rule_detectors())}


@pytest.mark.parametrize("text", ["Accession 20231204 du jour", "Demande 19990101 reçue"])
def test_an_eight_digit_number_year_first_without_birth_label_is_no_birth_date(text):
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    assert not [s for s in analyze_texts([text], rule_detectors()) if s.label == "DATE_NAISSANCE"]



def test_a_redacted_identity_block_gives_no_birth_date_to_the_edition_date():
    """Re-read after redaction: the identity values are gone, so the captions and the values
    left no longer pair up; "Édité le" heads its own date, which is no birth date."""
    text = ("Biologiste responsable : Dr \nDossier n° \n — \nTél. \nRésultats : \nMadame \n, \n, \n 19\n \n"
            "Prélèvement n°\nPrélevé le\n14/03/2023 à 11 h 02\nDate de naissance\nSexe\nF\nPrescripteur\nDr \n"
            "Édité le\n15/03/2023\nN° de sécurité\nMutuelle\nadhérent \n"
            "Compte rendu d'analyses de biologie médicale\nInflammation\nAnalyse\nRésultat\nUnité\n")
    assert not [s for s in DateDetector().detect_page(0, text) if s.label == "DATE_NAISSANCE"]


def test_born_on_still_heads_its_date():
    assert [(s.label, s.text) for s in DateDetector().detect_page(0, "Nom\nPrénom\nNé le\n12/03/1950\n")] == \
        [("DATE_NAISSANCE", "Né le\n12/03/1950")]


@pytest.mark.parametrize("text, value", [
    ("certifie avoir examiné MARÉCHAL, Pierre-Yves, né le 19-08-\n1999 à Arvieu", "19-08-\n1999"),
    ("né le 19-\n08-1999 à Pau", "19-\n08-1999"),
])
def test_a_date_wrapped_at_its_separator_by_a_word_processor(text, value):
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    assert any(value in s.text for s in analyze_texts([text], rule_detectors()) if s.label == "DATE_NAISSANCE")


def test_an_ambiguous_three_letter_month_is_still_a_birth_date():
    # "jui": June or July cut to three letters by the software
    assert [(s.label, s.text) for s in DateDetector().detect_page(0, "Mme X, née le 14-jui-1962, revue ce jour")] == \
        [("DATE_NAISSANCE", "née le 14-jui-1962")]


@pytest.mark.parametrize("text, value", [
    # the value printed over its caption, the caption's line ending with a blank
    ("Mme X\nPatient \n\n11/05/64 \nNé(e) le \n\nIPP74190884 \nIPP \n", "11/05/64"),
    # a weekday before the date in the cell
    ("Mme X\nOpéré(e) \n\nmardi 5 juillet 1977 \nNé(e) le \n\n0455 / V246 \nIPP / Séjour \n", "5 juillet 1977"),
    # spaced digits wrapped before the year
    ("je te confie Mme Y, âgée de 55 ans (DDN 17 08\n1970), que je suis", "17 08\n1970"),
])
def test_birth_dates_over_their_caption_or_wrapped(text, value):
    assert ("DATE_NAISSANCE", value) in [(s.label, s.text) for s in DateDetector().detect_page(0, text)]


@pytest.mark.parametrize("text, value", [
    ("Date de naissance " + "." * 60 + " 05081972\nPrescripteur", "05081972"),
    ("Né(e) le " + "." * 60 + " dimanche 20 mai 1945\nIPP", "20 mai 1945"),
])
def test_a_birth_date_far_from_its_label_across_a_dot_leader(text, value):
    assert any(s.label == "DATE_NAISSANCE" and s.text.endswith(value) for s in DateDetector().detect_page(0, text))
    # a care date across a leader stays a date
    assert [s.label for s in DateDetector().detect_page(0, "Prélevé le " + "." * 60 + " 12/03/2025")] == ["DATE"]


def test_a_label_alone_heads_the_next_block_only():
    text = ("Patient\n\nBÉNARD Lucien\n\nNé(e) le\n\n06.10.1977\n\nPréleveur\n\nDr H. Ménard\n\nReçu le\n\n13/05/2025\n\n"
            "Macroscopie : pièce de 10 x 5 cm.")
    got = [(s.label, s.text) for s in DateDetector().detect_page(0, text)]
    assert ("DATE", "13/05/2025") in got and any(k == "DATE_NAISSANCE" and v.endswith("06.10.1977") for k, v in got)


def test_a_visit_date_after_a_birth_name_with_hours_is_no_birth_date():
    text = "a été présent(e) auprès de Mme Fanny Piquet née BOURDEL le 07/10/2024 de\n14 h à 18 h."
    assert [(s.label, s.text) for s in DateDetector().detect_page(0, text)] == [("DATE", "07/10/2024")]
    text = "Mme Fanny Piquet née BOURDEL le 07/10/1961, vue ce jour"
    assert [s.label for s in DateDetector().detect_page(0, text)] == ["DATE_NAISSANCE"]


@pytest.mark.parametrize("text, birth", [
    ("sourcePatientInfo = PID-5|DUPONT^Marie^^^^^L ; PID-7|19490123 ; PID-8|F", "19490123"),
    ("PID|1||8800123^^^&1.2.250.1.71.4.2.1&ISO^PI||DUPONT^MARIE^^^^^L||19490123|F|||12 rue X^^Lyon", "19490123"),
    ("PID|1||8800123||DUPONT^MARIE||194901231200|F", "194901231200"[:8]),  # a time after the date
])
def test_hl7_patient_segment_birth_date(text, birth):
    got = [(s.label, s.text) for s in DateDetector().detect_page(0, text)]
    assert ("DATE_NAISSANCE", birth) in got


def test_hl7_other_segments_keep_their_dates():
    text = "OBR|1||20240312|CRP\nOBX|1|NM|1988-5^CRP||12|mg/L|||||F|||20240312"
    assert not any(s.label == "DATE_NAISSANCE" for s in DateDetector().detect_page(0, text))


@pytest.mark.parametrize("text, birth", [
    ("DN 03/02/61 - IPP 123456", "03/02/61"),  # the short "date de naissance"
    ("D.N. : 03/02/1961", "03/02/1961"),
    ("Patient(e) : DURAND Paul, 64 ans (03/02/1961)", "03/02/1961"),  # an age, then the date in brackets
    ("DURAND Paul, ° le 3/2/1961", "3/2/1961"),  # the genealogists' sign, then "le"
])
def test_short_birth_labels_and_an_age_before_the_date(text, birth):
    assert (birth, "DATE_NAISSANCE") in found(text)


@pytest.mark.parametrize("text, date", [
    ("Score DN4 : 03/10/2024", "03/10/2024"),  # a pain questionnaire
    ("ADN 03/02/2024 prélevé", "03/02/2024"),
    ("vu à 2 ans (03/02/2025) puis à 4 ans", "03/02/2025"),  # an age at a visit
    ("Patient de 64 ans (12/05/2025) hospitalisé", "12/05/2025"),  # too late to be born then
    ("Température 38,5° le 03/02/2024", "03/02/2024"),
])
def test_dates_near_those_words_stay_care_dates(text, date):
    assert (date, "DATE") in found(text)
