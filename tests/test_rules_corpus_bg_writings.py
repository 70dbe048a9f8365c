"""Writings read from held-out corpus BG's first pass (tuned since): a book's run-in captions
("IPP. — …"), a dictation's quoted ones ("« Date de naissance » : …"), whose birth a caption
names ("Date de naissance de l'enfant"), six glued digits after a birth label, a year first with
slashes or dots, "AOU" and "MAR", dates in words, an identity document's machine-readable zone,
a name spelled letter by letter, a prisoner's register number, a case's reference, insurers
named with an adjective, a place open to the public, a bank, a member's number after its insurer
and a slash; and what stays: care dates, acronyms in hyphens, six digits with no birth label."""

from __future__ import annotations

import pytest

from app.detection.rules.dates_words import number_value, words_dates
from app.export.date_writings import parse_date
from tests.fake_model import rule_findings

_found = rule_findings


@pytest.mark.parametrize("text, value, label", [
    ("Prénom. — Corentin\nNée / né le. — 01/10/47\n", "né le. — 01/10/47", "DATE_NAISSANCE"),
    ("IPP. — P44575680 / séjour V251547946\n", "P44575680", "IPP"),
    ("Prénom. — Corentin\n", "Corentin", "PRENOM"),
    ("Date de naissance. — lundi 28 juillet 2003\n", "28 juillet 2003", "DATE_NAISSANCE"),
    ("Né(e) le. — 800107\n", "Né(e) le. — 800107", "DATE_NAISSANCE"),
    ("DDN 140122 - page 1/2\n", "140122", "DATE_NAISSANCE"),
    ("Date de naissance de l'enfant. — 24 MARS 2015\n", "24 MARS 2015", "DATE_NAISSANCE"),
    ("[00:00:46]   « Date de naissance » : 27 03 1961 [à la ligne]\n", "27 03 1961", "DATE_NAISSANCE"),
    ("[00:00:46]   « Date de naissance de l'assuré(e) » : 690728 [à la ligne]\n", "690728", "DATE_NAISSANCE"),
    ("[00:00:38]   « Prénom » : Fulbert [à la ligne]\n", "Fulbert", "PRENOM"),
    ("Patient(e) : Raffenaud SOLÈNE - IPP 25-081889 - DDN 1995.02.25 - feuillet 1/3", "1995.02.25", "DATE_NAISSANCE"),
    ("HALLEREAU Lilou - né(e) le 24 MAR 2015 - IPP P67905168", "né(e) le 24 MAR 2015", "DATE_NAISSANCE"),
    ("3. Date de naissance / Date of birth\n25 AOU 1994\n\n4. Sexe / Sex\n", "25 AOU 1994", "DATE_NAISSANCE"),
    ("date de naissance dictée : quinze février mil neuf cent cinquante-neuf\n",
     "quinze février mil neuf cent cinquante-neuf", "DATE_NAISSANCE"),
    ("TIPHAIGNE Ombeline - né(e) le sept janvier mil neuf cent quatre-vingts - IPP P84826607",
     "né(e) le sept janvier mil neuf cent quatre-vingts", "DATE_NAISSANCE"),
    ("IP<FRA<ABGRALL<DENIS<<JOSEPHINE<<<<<<<<<<<<<\n4184562362<<890922<F<2890946495686<51<<<<<<<\n",
     "ABGRALL<DENIS<<JOSEPHINE", "AUTRE"),
    ("IP<FRA<ABGRALL<DENIS<<JOSEPHINE<<<<<<<<<<<<<\n4184562362<<890922<F<2890946495686<51<<<<<<<\n",
     "4184562362<<890922<F<2890946495686<51", "AUTRE"),
    ("Nom épelé par le dicteur : C-A-R-R-É-G-A ; date\n", "C-A-R-R-É-G-A", "NOM"),
    ("Nom épelé : D / O-R-N-A-N-O / L-U-C-C-H-E-S-I ;\n", "D / O-R-N-A-N-O / L-U-C-C-H-E-S-I", "NOM"),
    ("N° d'écrou. — 148151B\n", "148151B", "AUTRE"),
    ("Réf. de signalement externe. — eSIN-25-39249\n", "eSIN-25-39249", "AUTRE"),
    ("Organisme complémentaire. — Prévoyance artisanale du Centre - n° d'adhérent 1891 0826 16",
     "Prévoyance artisanale du Centre", "ETAB"),
    ("Séjour en établissement recevant du public : Camping Les Pins-Dorés\n", "Camping Les Pins-Dorés", "ETAB"),
    ("« Séjour » : Hôtel-spa des Thermes de Bonnerive [à la ligne]\n", "Hôtel-spa des Thermes de Bonnerive", "ETAB"),
    ("Organisme prêteur : Banque Lorraine-Mossig\n", "Banque Lorraine-Mossig", "ETAB"),
    ("Centre consulté : Centre antipoison et de toxicovigilance Grand-Ouest\n",
     "Centre antipoison et de toxicovigilance Grand-Ouest", "ETAB"),
    ("Complémentaire santé : Mutuelle Océane Santé / M411979283\n", "M411979283", "AUTRE"),
    ("Prélèvements adressés au Biomédica Haut-Quercy (dossier LB25-807344).\n", "Biomédica Haut-Quercy", "ETAB"),
])
def test_values_found(text, value, label):
    assert (label, value) in _found(text), _found(text)


@pytest.mark.parametrize("text, value", [
    ("Prélèvement le. — 12/05/2025\n", "12/05/2025"),  # a care date after a run-in caption
    ("« Date d'entrée » : 27 03 2025\n", "27 03 2025"),
    ("Version du logiciel 2024.03.15\n", "2024.03.15"),
])
def test_care_dates_stay_dates(text, value):
    assert ("DATE_NAISSANCE", value) not in _found(text), _found(text)


@pytest.mark.parametrize("text", [
    "Évaluation A-B-C-D-E sans particularité\n",  # letters in hyphens with no spelling cue
    "Score 140122 points, lot 800107\n",  # six digits with no birth label
    "Rendez-vous à l'Hôtel de Ville\n",
    "Il a pris deux comprimés le quinze mars\n",  # a date in words with no year
])
def test_decoys_stay(text):
    assert not [x for x in _found(text) if x[0] in ("NOM", "DATE_NAISSANCE", "AUTRE", "ETAB")], _found(text)


@pytest.mark.parametrize("phrase, value", [
    ("mil neuf cent quatre-vingt-onze", 1991), ("deux mille dix-huit", 2018), ("dix-neuf cent douze", 1912),
    ("mil neuf cent soixante et un", 1961), ("mil neuf cent quatre-vingts", 1980), ("soixante-dix-neuf", 79),
    ("cent", 100), ("vingt-sept", 27), ("mil neuf cent nonante", 1990),
])
def test_numbers_in_words(phrase, value):
    assert number_value(phrase) == value


def test_a_year_in_words_stops_before_the_words_after_it():
    text = "le premier mai dix-neuf cent douze et rien d'autre"
    assert [(text[a:b], d, m, y) for a, b, d, m, y in words_dates(text)] == [("premier mai dix-neuf cent douze", 1, 5, 1912)]


def test_a_date_in_words_is_one_writing_of_its_date():
    assert parse_date("quinze février mil neuf cent cinquante-neuf") == (15, 2, "1959")


def test_a_zone_keeps_its_document_code_and_state_and_reads_its_second_line_beside_the_first():
    found = _found("IDFRADUPONT<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<\n880692310285JEAN<<MARIE<6512068F4\n")
    assert ("AUTRE", "DUPONT") in found and ("AUTRE", "880692310285JEAN<<MARIE<6512068F4") in found
    assert not any("IDFRA" in v for _, v in found)


def test_a_line_of_codes_with_single_fillers_is_no_zone():
    assert _found("CODE<ABC<DEF<GHI<JKLMNOPQRSTU\n") == []


@pytest.mark.parametrize("text, value, label", [
    ("VISA / ENTRY 01\n", "ENTRY", "NOM"),  # a bilingual page's English caption
    ("Tire-lait Medela Symphony, location 4 semaines\n", "Medela Symphony", "NOM"),
    ("Phototype III de Fitzpatrick.\n", "Fitzpatrick", "NOM"),
    ("IDE USMP - ADELI 677821183\n", "USMP", "ETAB"),  # a prison's health unit: a kind of unit
])
def test_device_scale_and_caption_words_stay(text, value, label):
    from tests.fake_model import model_span_kept

    assert not model_span_kept(text, value, label)
