"""What held-out corpus BP's first pass (lists that name many patients: an operating programme, a
ward's beds) showed (tuned since): a table drawn in rows set apart by blank lines, as a zebra
table's rows are read, keeps its header's columns over every row, a cell's end wrapped under
its row included; a date right after "NAME, First ·" (a list's row, a birth name in brackets
maybe) is a birth date; and what stays: a doctor's date."""

from __future__ import annotations

from tests.fake_model import rule_findings

_found = rule_findings


def test_every_row_of_a_zebra_table_under_its_header():
    head = ("Salle 1 - Orthopédie - opérateur Dr RIOU-LAURENT H. \n\nHeure  | Patient  | Né(e) le (âge)  | IPP  | "
            "Intervention (CCAM, côté)  | Chirurgien  | Anesthésiste  | Durée / ASA \n\n")
    rows = [("08h00", "CHEVALLIER Noël", "25/12/1971 (53 a)", "40964974", "Cholécystectomie HMFC004 D", "RIOU H.", "Dr VAUGEOIS M.",
             "1h15 ASA 3"),
            ("09h35", "NAUDIN, Josiane", "11/05/2000 (25 a)", "56765696", "Prothèse totale de hanche NEKA020 -", "Dr RIOU H.",
             "Dr M. VAUGEOIS", "1h45 ASA 1"),
            ("12h50", "CORDIER Jérôme", "06/12/1964 (60 a)", "07767842", "Arthroscopie du genou, méniscectomie NFFC004",
             "Dr RIOU H.", "Dr VAUGEOIS M.", "0h40 ASA 3"),
            ("13h50", "ROUSSEAU-HERVÉ Josiane", "05/03/2006 (19 a)", "63916843", "Colectomie gauche HHFA024 -", "RIOU H.",
             "Dr M. VAUGEOIS", "3h00 ASA 2")]
    text = head + "".join("  | ".join(r) + " \n" + ("G \n" if k == 2 else "") + "\n" for k, r in enumerate(rows))
    found = _found(text)
    for r in rows:
        assert any(f[1] == r[3] for f in found), (r[3], found)
    assert not [f for f in found if f[1] in ("HMFC004", "NEKA020")], found


def test_a_birth_date_after_a_name_in_a_list_row():
    assert ("DATE_NAISSANCE", "07.08.1998") in _found("210-1        LEMONNIER, Rose-Marie · 07.08.1998\n")
    assert ("DATE_NAISSANCE", "19.02.1959") in _found("213-2        LE CORNEC Hélène (née HUBERT-LEGRAND) · 19.02.1959\n")
    assert ("DATE", "12.03.2025") in _found("Dr MARTIN, Paul · 12.03.2025\n")


def test_the_column_cells_of_a_long_table_whose_rows_stand_apart():
    from app.detection.rules.page_tables import pipe_column_cells

    rows = ["%02dh00  | PATIENT%02d Jean  | 0%d/01/1970  | 4096497%d  | Acte HMFC004 " % (8 + k, k, k, k) for k in range(9)]
    text = "Heure  | Patient  | Né(e) le  | IPP  | Intervention \n\n" + " \n\n".join(rows[:4]) + " \nG \n\n" + " \n\n".join(rows[4:]) + " \n"
    cells = pipe_column_cells(text, lambda t, s, e: t[s:e] == "IPP")
    assert sorted(text[a:b] for a, b in cells) == ["4096497%d" % k for k in range(9)]
    # two blank lines end the table
    cut = text.replace(rows[5] + " \n\n", rows[5] + " \n\n\n")
    assert len(pipe_column_cells(cut, lambda t, s, e: t[s:e] == "IPP")) == 6


def test_a_births_register_column_of_dates_and_hours():
    text = ("Registre des naissances - extrait \n\nN° ordre \nNé(e) le / heure \nMère \nEnfant \nSexe \n\n"
            "625 \n21/07/2025 09h09 \nPOTTIER Marie-Noëlle \nEden GOASDOUÉ \nM \n\n"
            "626 \n22/07/2025 à 18:58 \nBOURDAIS Éloïse \nAugustin BOURDAIS \nM \n")
    found = _found(text)
    assert ("DATE_NAISSANCE", "21/07/2025") in found and ("DATE_NAISSANCE", "22/07/2025 à 18:58") in found, found
    assert ("DATE", "14/08/2025") in _found("Édité le / heure \n\n14/08/2025 \n")
