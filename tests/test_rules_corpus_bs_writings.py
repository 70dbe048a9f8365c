"""What held-out corpus BS's first pass (work, occupational health and social insurance: work
accident certificates, fitness notices, expert reports, sick-leave notices, social-security court
letters) showed (tuned since): the employer's SIRET in a table, a sick-leave notice's number, a
court case's Portalis number, the occupational-health service, a postcode whose town the wrapped
line put after a blank line; and what stays: codes of other shapes, the service in general."""

from __future__ import annotations

from tests.fake_model import rule_findings

_found = rule_findings


def test_an_employer_s_siret_in_a_table_whatever_its_grouping():
    found = _found("Employeur                         SIRET                Période\n"
                   "Domaine viticole des Hautes-Côtes 73917632900467       2007 - 2013\n"
                   "Blanchisserie du Morvan 862508264 00101                2013 - 2019\n"
                   "Blanchisserie du Morvan 577 043 458 00048              depuis 2019\n")
    for siret in ("73917632900467", "862508264 00101", "577 043 458 00048"):
        assert ("AUTRE", siret) in found, (siret, found)
    # fourteen digits that fail the Luhn key are no SIRET
    assert not [f for f in _found("Série 862508264 00102 et 12345678901234\n") if f[0] == "AUTRE"]


def test_a_sick_leave_notice_s_number_in_groups():
    for text in ("AVIS D'ARRÊT DE TRAVAIL - VOLET 1\nN° d'avis    25 89 851103\n",
                 "N° d'avis : 25 58 211023                     CPAM de la Nièvre\n"):
        assert [f for f in _found(text) if f[0] == "AUTRE" and f[1].endswith(("851103", "211023"))], _found(text)
    assert not [f for f in _found("avis du 12 03 2025 pour 3 jours\n") if f[0] == "AUTRE"]


def test_a_court_case_s_portalis_number():
    assert ("AUTRE", "DBX6-W-B7J-HSWD") in _found("RG : 25/61533\nPortalis : DBX6-W-B7J-HSWD\n")
    assert ("AUTRE", "DBZS-W-BAF-DFJ2") in _found("N° Portalis DBZS-W-BAF-DFJ2\n")
    assert not [f for f in _found("voir ABCD-E-FGH-IJKL\n") if f[0] == "AUTRE"]  # no digit: a word game


def test_the_occupational_health_service_named_by_its_place():
    for name in ("Service de santé au travail interentreprises de l'Yonne",
                 "Service de prévention et de santé au travail Bourgogne-Est"):
        assert ("ETAB", name) in _found(name + "\n"), _found(name + "\n")
    assert not [f for f in _found("le service de santé au travail a été prévenu\n") if f[0] == "ETAB"]


def test_a_postcode_whose_town_is_read_after_a_blank_line():
    found = _found("Adresse de l'établissement 1 rue de l'Industrie, zone artisanale Les Prés-Hauts, 58200 \n\n"
                   "Cosne-Cours-sur-Loire \n\n— CONSTATATIONS — \n")
    assert ("CODE_POSTAL", "58200") in found and ("VILLE", "Cosne-Cours-sur-Loire") in found, found
    assert not [f for f in _found("Total 58200 \n\nConclusion favorable\n") if f[0] in ("CODE_POSTAL", "VILLE")]


def test_a_provident_fund_named_by_its_trade_and_region():
    found = _found("Mandaté par Caisse de prévoyance agro-alimentaire Centre-Est (sinistre n° SIN-2025-303769)\n")
    assert ("ETAB", "Caisse de prévoyance agro-alimentaire Centre-Est") in found, found
    assert not [f for f in _found("la caisse de prévoyance a refusé la prise en charge\n") if f[0] == "ETAB"]


def test_a_lawyer_s_title_is_no_name():
    from tests.fake_model import model_findings

    assert model_findings("Convocation à expertise médicale\nMaître,\nMandaté par la Caisse, je vous informe", "Maître") == []
    assert model_findings("Copie : Maître Céline VOILLOT, avocat", "Maître Céline VOILLOT") == [("Céline VOILLOT", "NOM")]
    assert ("NOM", "MAITRE") in _found("Patiente : Mme Julie MAITRE\n")  # the surname in capitals stays a name


def test_a_section_title_alone_on_its_line_is_no_name_however_sure():
    from tests.fake_model import model_findings

    form = "Entré : le 01/06/2013\n\nEMPLOYEUR \n\nBâtiment Sénonais SARL \n\nAVIS \n\nVisite de reprise\n\nMEUNIER\n\nfin"
    assert model_findings(form, "EMPLOYEUR") == [] and model_findings(form, "AVIS") == []
    assert model_findings(form, "MEUNIER") == [("MEUNIER", "NOM")]  # a surname that is a trade too
