"""What held-out corpus CC's first pass (kidney care in Guyane) showed, tuned since: a birth date
with its month glued and a short year, a clinic named by its specialty and its acronym, a track
numbered like a street, a living donor's file number printed again bare."""

from __future__ import annotations

from tests.fake_model import rule_findings

_found = rule_findings


def _kinds(found, kind):
    return [v for k, v in found if k == kind]


def test_a_birth_date_glued_with_a_short_year():
    for text, value in (("M. Lucien LINGAUD, né le 11JUL70, suivi", "né le 11JUL70"),
                        ("Né le.........: 04OCT83\n                (41 ans)\n", "Né le.........: 04OCT83")):
        assert ("DATE_NAISSANCE", value) in _found(text), _found(text)
    assert ("DATE", "12MAR25") in _found("Prélèvement du 12MAR25 ; lot 5FEB25\n")


def test_a_clinic_named_by_its_specialty_and_a_track():
    found = _found("Séances à la Clinique néphrologique de la Savane-Fictive, poste 3.\n"
                   "Adresse de prise en charge                54 piste de Saut-Sabbat, PK 4, 97354 Rémire-Montjoly\n")
    for kind, v in (("ETAB", "Clinique néphrologique de la Savane-Fictive"), ("ADRESSE", "54 piste de Saut-Sabbat")):
        assert (kind, v) in found, (v, found)
    found = _found("une clinique néphrologique de référence ; piste cyclable ; 3 pistes de ski\n")
    assert not _kinds(found, "ETAB") and not _kinds(found, "ADRESSE"), found


def test_a_donor_s_file_number_printed_again_bare():
    from app.detection.spans import Span
    from app.export import build_plan

    pages = ["Dossier : DV-25-141\nHBJD001 ; lot AP3017B\n", "HSEF - donneur DV-25-141 - HBJD001 - AP3017B\n"]
    spans = [Span(0, 10, 19, "DV-25-141", "AUTRE", "rules.labelled_ids", 0.9),
             Span(0, 20, 27, "HBJD001", "AUTRE", "rules.labelled_ids", 0.9),
             Span(0, 34, 41, "AP3017B", "AUTRE", "rules.labelled_ids", 0.9)]
    plan = build_plan(pages, spans)
    assert [pages[it.page][it.span.start:it.span.end] for it in plan.items if it.page == 1] == ["DV-25-141"]


def test_a_birth_date_glued_with_a_short_year_is_searched_as_a_known_birth_date():
    from app.export.date_writings import date_pattern, parse_date

    assert parse_date("11JUL70") == (11, 7, "70")
    pat = date_pattern(11, 7, "1970", birth=True)
    assert pat.search("HORTHANCE Thierry - 11JUL70") and pat.search("né le 11/07/1970")
    assert not pat.search("11JUL71")


def test_an_association_named_in_lower_case_with_its_acronym():
    found = _found("Association guyanaise de dialyse à domicile (AGDD)\nDialyse hors centre\n\nAGDD - DP - page 1\n")
    assert ("ETAB", "Association guyanaise de dialyse à domicile") in found and ("ETAB", "AGDD") in found, found
    # a drug combination's letters are no acronym of its words
    assert not _kinds(_found("Association amoxicilline acide clavulanique (AAC) pendant 7 jours\n"), "ETAB")


def test_a_birth_date_after_a_civility_and_a_name_with_a_particle():
    for value in ("15APR95", "15/04/1995"):
        found = _found(f"Patient : Mme Maria-José dos SANTOS, {value}\n")
        assert ("DATE_NAISSANCE", value) in found, found
    assert ("DATE", "12/03/2025") in _found("vu par M. le Maire, 12/03/2025 à la mairie\n")


def test_an_association_whose_name_ends_with_a_place_after_a_dash():
    for acr in ("AGDD-K", "AGDD"):
        found = _found(f"Association guyanaise de dialyse à domicile - Kourou ({acr})\nDialyse hors centre\n")
        assert ("ETAB", "Association guyanaise de dialyse à domicile - Kourou") in found and ("ETAB", acr) in found, found
    # without a dash, every word must be spelled: one letter short is no acronym of the name
    assert not _kinds(_found("Association guyanaise de dialyse à domicile (AGD)\n"), "ETAB")


def test_a_name_defined_with_its_acronym_is_removed_where_a_footer_repeats_it():
    from app.detection.spans import Span
    from app.export import build_plan

    name = "Association guyanaise de dialyse à domicile"
    pages = [f"{name} (AGDD)\nDialyse hors centre\n", f"{name} - dialyse à domicile - page 2/3\n"]
    plan = build_plan(pages, [Span(0, 0, len(name), name, "ETAB", "rules.etab", 0.95)])
    assert [it.span.start for it in plan.items if it.page == 1] == [0]
    # the same words with no acronym after them are not searched again: too common to be a name
    pages = [f"{name}\nDialyse hors centre\n", f"{name} - page 2/3\n"]
    plan = build_plan(pages, [Span(0, 0, len(name), name, "ETAB", "rules.etab", 0.95)])
    assert not [it for it in plan.items if it.page == 1]


def test_a_surname_made_of_first_names_in_capitals_alone_on_its_line():
    found = _found("L'anesthésiste\nPIERRE-LOUIS Serge\n\nCentre médico-chirurgical - page 1/1\n")
    assert ("NOM", "PIERRE-LOUIS") in found and ("PRENOM", "Serge") in found, found
    # a town or words of the language in capitals before a first name are no surname
    for line in ("SAINT-MALO Marie", "SERVICE Accueil", "URGENCES Pierre"):
        assert not _kinds(_found(f"Contact\n{line}\n"), "NOM"), line


def test_the_sender_s_station_name_in_a_fax_header():
    for line, sender in (("08/03/25 07h57 DE : +594 594 10 35 86 CNSF NEPHRO P.001/003", "CNSF NEPHRO"),
                         ("12/05/2025 14:32  FROM: 02 99 28 43 21  CH RENNES PNEUMO  P. 2/4", "CH RENNES PNEUMO"),
                         ("12-MAY-2025 14:32 DE 0299284321 CLINIQUE ST VINCENT PAGE 01", "CLINIQUE ST VINCENT")):
        found = _found(line + "\n\nCompte rendu\n")
        assert ("ETAB", sender) in found, found
        assert ("ETAB", "DE") not in found, found  # the header's "from" is no acronym before a number
    # a line that does not open with a date and a number is no fax header
    for line in ("12/05/2025 Résultats 02 99 28 43 21 NORMAUX P 2", "Tél 02 99 28 43 21 SECRETARIAT page 2/3"):
        assert not _kinds(_found(line + "\n"), "ETAB"), line
