"""Writings of documents printed from HTML, XSL-FO and Markdown (browsers, FOP, pandoc):
tables read one cell per line, letterheads, exchange-format identity blocks. A positive
case and a decoy for each; all values are fictional."""

from __future__ import annotations

from app.detection.analyze import analyze_page
from app.detection.rules import rule_detectors
from app.detection.rules.establishments import EstablishmentDetector


def _found(text: str) -> set[tuple[str, str]]:
    return {(s.label, " ".join(s.text.split())) for s in analyze_page(0, text, rule_detectors())}


def _labels_of(text: str, value: str) -> set[str]:
    return {lab for lab, v in _found(text) if value in v}


def test_a_table_of_relatives_read_one_cell_per_line():
    text = ("Responsables légaux\n\nLien\nNom\nPrénom\nDate de naissance\nTéléphone\n"
            "Mère\nDE VILLIERS\nJosiane\n09.02.1992\n0751936618\nPère\nPERRIN\nHervé\n26.12.1991\n06 31 93 14 32\n\n"
            "Examen clinique\n")
    found = _found(text)
    assert {("NOM", "DE VILLIERS"), ("NOM", "PERRIN"), ("PRENOM", "Josiane"), ("PRENOM", "Hervé"),
            ("DATE_NAISSANCE", "09.02.1992"), ("DATE_NAISSANCE", "26.12.1991")} <= found
    # the same shape without a name or birth column: dates stay care dates, words stay
    decoy = "Suivi\n\nExamen\nDate\nRésultat\nGlycémie\n12.02.1992\nNormale\nCréatinine\n26.12.1991\nBasse\n\nFin\n"
    assert not any(lab in ("DATE_NAISSANCE", "NOM", "PRENOM") for lab, _v in _found(decoy))


def test_an_operating_team_read_one_cell_per_line():
    text = ("Équipe opératoire\n\nFonction\nNom\nPrénom\nChirurgien\nDr Caron-Riou\nHervé\nIBODE\nMorel\nSébastien\n"
            "IADE\nMarchand\nBernadette\n\nDescription\n")
    found = _found(text)
    assert {("NOM", "Caron-Riou"), ("NOM", "Marchand"), ("PRENOM", "Bernadette"), ("PRENOM", "Sébastien")} <= found
    # a row read one cell off (a cell missing) is not taken for a table
    broken = "Équipe\n\nFonction\nNom\nPrénom\nChirurgien\nbloc 4\nIBODE\nMarchand\n\nFin\n"
    assert ("NOM", "bloc 4") not in _found(broken)


def test_a_birth_date_after_a_civility_and_a_name_set_off_by_a_dash():
    assert "DATE_NAISSANCE" in _labels_of("Monsieur Didier VAN DEN BROECK - 12081991 - Poids : 56 kg\n", "12081991")
    assert "DATE_NAISSANCE" in _labels_of("Monsieur Gérard FONTAINE - jeu. 10 octobre 1946 - Poids : 77 kg\n",
                                          "10 octobre 1946")
    assert _labels_of("Monsieur DUPONT, 14/02/2026\n", "14/02/2026") == {"DATE"}  # the letter's own date


def test_an_old_ins_c_under_a_line_ending_in_an_oid_qualifier():
    text = "IPP :\n314364803^^^&1.2.250.1.71.4.2.1&ISO\nINS-C :\n0882119563853912341568\nNom de naissance :\nMOREL\n"
    assert "AUTRE" in _labels_of(text, "0882119563853912341568")
    assert not _labels_of("Accréditation selon la norme ISO 15189 n° 8-1234\n", "15189")


def test_the_identifier_of_a_shared_health_document():
    # the serial is masked; the root names the assigning authority and stays readable
    text = "Identifiant du document :\n1.2.250.1.504.10.6850039\nDate de création :\n2026-03-23\n"
    assert "AUTRE" in _labels_of(text, "6850039")
    assert "AUTRE" in _labels_of("Document 1.2.250.1.504.10.6850039 - Page 1/2\n", "6850039")
    assert not _labels_of("Document 1.2.250.1.504.10.6850039 - Page 1/2\n", "1.2.250.1.504.10")
    assert not _labels_of("Version 2.16.840.1.113883 ; OID du document 1.2.250.1.213.1.1.1\n", "1.2.250.1.213.1.1.1")


def test_practices_and_transport_companies_whose_name_starts_with_an_ordinary_word():
    assert "ETAB" in _labels_of("Cabinet de radiologie du Mail Vert\n44 rue des Tanneurs\n", "Mail Vert")
    assert "ETAB" in _labels_of("Transporteur : Taxi conventionné Arlequin - 0472098298\n", "Arlequin")
    assert not _labels_of("Admis en Hôpital de Jour Pédiatrique ce matin.\n", "Jour")


def test_the_town_after_an_establishment():
    assert "VILLE" in _labels_of("Lieu de vie : EHPAD Les Tilleuls d'Argent, Pau\nMédecin traitant\n", "Pau")
    assert not any(lab == "VILLE" for lab, _v in _found("Clinique Belharra, Service de chirurgie\n"))


def test_a_polyclinic_letterhead_gives_its_pc_acronym():
    det = EstablishmentDetector()
    pages = ["POLYCLINIQUE DES ORMEAUX\nService de chirurgie\n", "Patient : X - IPP 257930807 - PCO\n"]
    assert [s.text for s in det.detect_document(pages, [])] == ["PCO"]
    assert det.detect_document(["Clinique des Ormeaux\n", "Patient : X - PCO\n"], []) == []


def test_a_name_after_a_role_written_in_lower_case():
    assert {("PRENOM", "Jean-Luc"), ("NOM", "de Kerguelen")} <= _found("Votre gestionnaire : Jean-Luc de Kerguelen\n")
    assert not _labels_of("Votre gestionnaire vous répondra.\n", "répondra")


def test_label_cells_under_a_name_caption_are_not_names():
    text = "Patient\n\nINS (NIR) :\n137108841398011\n\nRôle\nNom\nIdentifiant\n\nPRCP\nDr PRIGENT Élodie\n10825763682\n"
    found = _found(text)
    assert ("NOM", "PRIGENT") in found
    assert not any(v in ("INS", "Identifiant") for _lab, v in found)


def test_a_name_typed_in_lower_case_after_par():
    text = "Transmissions rédigées par rémi de kerguelen (IDE), relues par l'équipe.\n"
    assert {("PRENOM", "rémi"), ("NOM", "de kerguelen")} <= _found(text)
    assert not any(lab in ("NOM", "PRENOM") for lab, _v in _found("Traitement par voie orale, puis par jour.\n"))
