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
    # a row of captions and their values heads nothing, nor does a caption over a blank line
    grid = ("Date de naissance | 1979-05-15 | Sexe | Masculin \nIPP | 821986139 | N° de séjour | 25-662834 \n\n"
            "INTERVENTION \n13/09/2025 | salle 7 | poste 6 | HMFC004 \n")
    assert not pipe_column_cells(grid, lambda t, s, e: t[s:e].startswith("Date de naissance"))
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


def _register_pdf(path, wrapped: bool):
    """A births register drawn cell by cell, rows set apart by a blank band, a mother's
    birth name wrapped under her row: the page text reads one cell a line, the wrap
    throwing every later row off its column."""
    import pymupdf

    doc = pymupdf.open()
    page = doc.new_page(width=842, height=595)
    # the edition line drawn before the letterhead on its left: the rows reading has work here
    page.insert_text((600, 30), "Extrait édité le : 14/08/2025", fontsize=8)
    page.insert_text((40, 30), "Centre hospitalier du Bocage", fontsize=8)
    xs = [40, 110, 260, 420, 560, 700]
    for x, c in zip(xs, ["N° ordre", "Né(e) le / heure", "Mère", "Enfant", "Sexe", "Poids"]):
        page.insert_text((x, 60), c, fontsize=8)
    rows = [("625", "21/07/2025 09h09", "POTTIER Marie (née", "Eden GOASDOUÉ", "M", "3714 g"),
            ("626", "22/07/2025 à 18:58", "BOURDAIS Éloïse", "Augustin BOURDAIS", "M", "4132 g"),
            ("627", "23/07/2025 02h29", "BRISSET Armelle", "Isaac TROCHU", "M", "2427 g"),
            ("628", "25/07/2025 16h21", "LEBRETON Inès", "Lina LEBRETON", "F", "3929 g")]
    for k, row in enumerate(rows):
        y = 90 + 30 * k
        for x, v in zip(xs, row):
            page.insert_text((x, y), v, fontsize=8)
        if k == 0 and wrapped:
            page.insert_text((xs[2], y + 10), "DELAUNAY-HUE)", fontsize=8)
    doc.save(path)
    return path


def test_every_date_of_a_births_register_drawn_cell_by_cell(tmp_path):
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors
    from app.document import open_document

    pt = open_document(_register_pdf(tmp_path / "r.pdf", True)).page_text(0)
    found = {(s.label, s.text) for s in analyze_texts([pt], rule_detectors())}
    for d in ("21/07/2025", "22/07/2025 à 18:58", "23/07/2025", "25/07/2025"):
        assert ("DATE_NAISSANCE", d) in found, (d, sorted(found))


def test_a_births_register_printed_in_fixed_width_columns():
    text = ("N° ordre  Né(e) le / heure    Mère                            Enfant                 Sexe \n"
            "------------------------------------------------------------------------------------ \n"
            "## Semaine S6 - salle de naissance A (4 lignes) \n"
            "388       07/02/2025 à 23:33  ÉPINETTE Léonie (née            Isaac OGER             M \n"
            "                              GUÉRIN-LEBAS) \n"
            "389       08/02/2025 21h25    RABILLÉ Hélène                  Lou RABILLÉ            F \n"
            "390       10/02/2025 15h26    HUCHET Éloïse                   Isaac HUCHET           M \n")
    found = _found(text)
    for d in ("07/02/2025 à 23:33", "08/02/2025", "10/02/2025"):
        assert ("DATE_NAISSANCE", d) in found, (d, found)
    # a column of care dates in the same listing stays
    care = text.replace("Né(e) le / heure", "Entré(e) le     ")
    assert ("DATE", "08/02/2025") in _found(care)


def test_a_birth_date_whose_age_an_export_field_gives():
    row = ("Export PMSI - extraction du 21/11/2025\n\n25-8714157 · 0441745863 · %s\n"
           "        Sexe : 1 — Âge : %s — CP : 14600 — Entrée : 2025-10-03 — Sortie : 2025-10-12\n")
    assert ("DATE_NAISSANCE", "2003-01-20") in _found(row % ("2003-01-20", "22a"))
    assert ("DATE_NAISSANCE", "2003-01-20") in _found(row % ("2003-01-20", "22"))
    # the age of a pregnancy, or an age that does not agree, says nothing of the date
    assert ("DATE", "2003-01-20") in _found(row % ("2003-01-20", "39 SA"))
    assert ("DATE", "2003-01-20") in _found(row % ("2003-01-20", "40a"))


def test_initials_under_their_caption_in_a_line_list():
    listing = ("N°   Initiales   Né(e) le            Sexe   Chambre   Entrée \n"
               "1    H. M.       13/03/1963 (62 a)   F      ch. 203   14/03/2025 \n"
               "2    T.-B. J.    02/10/1944 (80 a)   F      ch. 213   16/03/2025 \n")
    found = _found(listing)
    assert ("NOM", "H. M.") in found and ("NOM", "T.-B. J.") in found, found
    grid = "Cas | Initiales | Date de naissance | Unité \n1 | Y. O. | 13/11/1982 | 2A \n2 | néant | 23/05/1964 | 2A \n"
    found = _found(grid)
    assert ("NOM", "Y. O.") in found and not [f for f in found if f[1] in ("néant", "2A")], found
    # initials under another caption are not read here; a routing slip's visas are
    assert ("NOM", "Y. O.") not in _found("Cas | Unité | Lit \n1 | Y. O. | 2A \n2 | P. L. | 2A \n")
    slip = ("Destinataire interne        Reçu le       Action                Visa \n"
            "Bureau d'ordre              21/11/2025    enregistrement        M.-T. R. \n"
            "Direction                   22/11/2025    pour attribution      B.-R. A. \n")
    assert ("NOM", "M.-T. R.") in _found(slip) and ("NOM", "B.-R. A.") in _found(slip)
    # the same slip read one cell a line, a block a row
    cells = ("FICHE DE CIRCULATION\n\nDestinataire interne\nReçu le\nAction\nVisa\n\n"
             "Bureau d'ordre\n21/11/2025\nenregistrement\nM.-T. R.\n\nDirection\n22/11/2025\npour attribution\nB.-R. A.\n")
    assert ("NOM", "M.-T. R.") in _found(cells) and ("NOM", "B.-R. A.") in _found(cells), _found(cells)
