"""What held-out corpus BZ's first pass (cancer care in Auvergne) showed, tuned since: a birth date
with its short year first, relatives' birth years in a family tree, a cancer file's numbers, a
cancer centre's name, a signature with a particle, phones a scan's text layer misread."""

from __future__ import annotations

from app.export.variants import target_for
from tests.fake_model import rule_findings

_found = rule_findings


def _kinds(found, kind):
    return [v for k, v in found if k == kind]


def test_a_birth_date_with_its_short_year_first():
    found = _found("Née le - 80-02-02 (45 ans)\nPatient           PÉLISSIER, Émile, 53-12-17\n")
    assert ("DATE_NAISSANCE", "53-12-17") in found and any("80-02-02" in v for v in _kinds(found, "DATE_NAISSANCE")), found
    # a year past 31 first is no day: the same writing of a known birth date is found everywhere
    t = target_for("DATE_NAISSANCE", "23/06/1969")
    assert t.find("CHBB - PPS - CHABRIER Solange - 69-06-23") and not t.find("69-06-24")
    assert not target_for("DATE_NAISSANCE", "05/03/2012").find("12-03-05"), "a year under 32 first reads as a day"


def test_relatives_birth_years_in_a_family_tree():
    found = _found(" Lien                Apparenté              Naissance   Cancer      Âge au        Statut\n"
                   "                                                                    diagnostic\n"
                   " mère                GARDETTE Pascale       1928        sein        44 ans        décédée\n"
                   " tante maternelle    GARDETTE Josette       1926        pancréas    66 ans        vivante\n\n"
                   "Génération I : Solange ROUCHON (F, 1883 - estomac)\n"
                   "Génération III   Manon Da COSTA (F) 1973 - larynx cas index\n")
    for y in ("1928", "1926", "1883", "1973"):
        assert ("DATE_NAISSANCE", y) in found, (y, found)
    # a measure or an exam's year after a sex marker is no birth
    assert not _kinds(_found("Taille (M) 1850 mm ; IRM (F) 2023 ; CHU (F) 2021\n"), "DATE_NAISSANCE")


def test_a_cancer_file_s_numbers_after_their_captions():
    found = _found("Centre de coordination en cancérologie (3C)      DCC DCC-43-2025-656448\n"
                   "Hôpital de jour                                  Préparation PRP-250710-259\n"
                   "IRD - plan RT25-6813/C - POUZADOUX Coralie\n"
                   "Unité d'oncogénétique                            Analyse           OG25-5029-BY\n")
    for v in ("DCC-43-2025-656448", "PRP-250710-259", "RT25-6813/C", "OG25-5029-BY"):
        assert ("AUTRE", v) in found, (v, found)
    assert not _kinds(_found("préparation de 1500 mg, plan 2025, analyse 2345-7, plan de 12 séances\n"), "AUTRE")


def test_a_stay_number_after_a_caption_and_a_dash():
    found = _found("IPP / séjour - P43-4857514 / 25J6054243\n")
    assert "25J6054243" in [v for _k, v in found] and "P43-4857514" in [v for _k, v in found], found


def test_a_cancer_centre_named_after_a_place():
    found = _found("Centre de lutte contre le cancer des Volcans - dispositif d'annonce\n")
    assert ("ETAB", "Centre de lutte contre le cancer des Volcans") in found, found
    assert not _kinds(_found("le centre de lutte contre le cancer est fermé\n"), "ETAB")


def test_a_signature_with_a_particle_on_its_own_line():
    found = _found("La conseillère en génétique\n\nInès de Chabannes\n\nRPPS 10663673167\n")
    assert ("PRENOM", "Inès") in found and ("NOM", "de Chabannes") in found, found
    found = _found("Marie de France\nAnne de Bretagne\nJean de la Fontaine\n")
    assert not _kinds(found, "NOM") and not _kinds(found, "PRENOM"), found


def test_a_phone_a_scan_s_text_layer_misread():
    found = _found("Infirmière de coordination       Jean-Baptiste Andraud - O0 33 4 65 71 69 74\nCHCA - 04.b5.71.24.70\n")
    assert ("TEL", "O0 33 4 65 71 69 74") in found and ("TEL", "04.b5.71.24.70") in found, found
    assert not _kinds(_found("Lot B 12 34 ; IRM 0l/02 ; Dose 12 b 34 ; CODE 06 12 34 5O\n"), "TEL")


def test_a_program_s_name_a_gene_and_a_dose_formula_are_no_one():
    from tests.fake_model import model_span_kept

    assert not model_span_kept("Logiciel OncoParcours 4 - 1/2\n", "OncoParcours", "NOM")
    assert not model_span_kept("Biologie moléculaire : KRAS muté G12D\n", "KRAS", "NOM")
    assert not model_span_kept("Surface corporelle (formule de Mosteller) 1,69 m²\n", "Mosteller", "VILLE")
    # a surname with a capital inside opens with a short particle
    assert model_span_kept("Patiente : Mme LeBlanc Anne\n", "LeBlanc", "NOM")
    assert model_span_kept("Dr MacDonald, chirurgien\n", "MacDonald", "NOM")
