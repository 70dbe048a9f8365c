"""The verifier's one-pass search of known writings finds what one regex
alternation of all of them finds, with the plan's word boundaries."""

from __future__ import annotations

import random
import re

import numpy as np

from app.export.variants import (
    _HYPHEN_BREAK,
    NAME_LABELS,
    _joined_views,
    fold,
    force_term_target,
    lowercase_person_target,
    target_for,
    word_end,
)
from app.export.verify_search import LiteralIndex

VALUES = [
    ("NOM", "DURANDEAU"), ("NOM", "Maialen BERBERTXE"), ("NOM", "Jean-Pierre de La Tour"), ("PRENOM", "Élodie"),
    ("NOM", "O'NEIL"), ("NOM", "DURAND"), ("VILLE", "Tours"), ("ETAB", "Clinique des Embruns"),
    ("EMAIL", "josiane.durandeau@exemple-mail.fr"), ("IPP", "IPP-004518"), ("TEL", "+33 5 59 44 12 87"),
    ("DATE_NAISSANCE", "21/05/1949"), ("NIR", "1 49 05 64 102 047 72"),
]
WRITINGS = [
    "DURANDEAU", "Durandeau", "durandeau", "DURANDEAU2", "DURANDEAUX", "DURAND", "DURAND-DEAU", "DURAN-\nDEAU",
    "Maialen BERBERTXE", "Maialen  \n BERBERTXE", "MAIALEN BERBERTXE", "Maialen BERBERTXE_1", "Maialen",
    "Jean-Pierre de La Tour", "JEAN-PIERRE DE LA TOUR", "Jean-\nPierre de La Tour", "Élodie", "ÉLODIE", "Elodie",
    "O'NEIL", "Tours", "tours", "TOURS", "Clinique des Embruns", "clinique des embruns",
    "josiane.durandeau@exemple-mail.fr", "JOSIANE.DURANDEAU@EXEMPLE-MAIL.FR", "IPP-004518", "ipp-004518",
    "+33 5 59 44 12 87", "21/05/1949", "1 49 05 64 102 047 72", "CHCB", "chcb", "CHCB1", "Praticiens", "Praticien",
    "karim loustaunau", "LOUSTAUNAU karim",
]
FILLER = ["Le", "patient", "vu", ",", ":", "(", ")", "-", "\n", "—", "Dr", "2024", "né"]


def _targets():
    out = [target_for(k, v) for k, v in VALUES]
    out += [force_term_target(t) for t in ("CHCB", "Praticien")]
    out.append(lowercase_person_target(("karim", "loustaunau")))
    return [t for t in out if t is not None]


def _alternation_find(targets, text, min_len=3):
    """The former search: one alternation per (case, end boundary) group."""
    by_lit: dict = {}
    for ti, t in enumerate(targets):
        sensitive = not t.folded and (t.label in NAME_LABELS or not t.pattern.flags & re.IGNORECASE)
        for lit in t.literals:
            lit = " ".join(lit.split())
            if len(lit) >= min_len:
                by_lit.setdefault((sensitive, lit if sensitive else fold(lit)), set()).add(ti)
    found = set()
    for sensitive in (True, False):
        for alpha_end in (True, False):
            lits = sorted({k for s, k in by_lit if s == sensitive and k[-1:].isalpha() == alpha_end}, key=len, reverse=True)
            if not lits:
                continue
            body = "|".join(r"\s+".join(re.escape(w) for w in lit.split()) for lit in lits)
            rx = re.compile(r"(?<!\w)(?:" + body + ")" + word_end(lits[0]))
            hay = text if sensitive else fold(text)
            views = [hay] + ([v for v, _m in _joined_views(hay)] if _HYPHEN_BREAK.search(hay) else [])
            for view in views:
                for m in rx.finditer(view):
                    for ti in by_lit.get((sensitive, " ".join(m.group(0).split())), ()):
                        found.add((ti, " ".join(m.group(0).split())))
    return found


def _norm(found):
    return {(ti, " ".join(lit.split())) for ti, lit in found}


def test_one_pass_search_finds_what_the_alternation_finds():
    targets = _targets()
    index = LiteralIndex(targets)
    rng = random.Random(17)
    hits = 0
    for _ in range(600):
        parts = [rng.choice(WRITINGS + FILLER) for _ in range(rng.randint(1, 10))]
        text = rng.choice([" ", "\n", " - ", "-\n", ", "]).join(parts)
        got, want = _norm(index.find(text)), _alternation_find(targets, text)
        # both stop at the first (longest) writing at a place; overlapping writings of
        # different groups may differ, never whether a value is found on the page
        assert {ti for ti, _ in got} == {ti for ti, _ in want}, text
        hits += bool(want)
    assert hits > 300


def test_word_boundaries_are_the_plans():
    targets = [force_term_target("Praticien"), target_for("NOM", "DUPONT")]
    index = LiteralIndex(targets)
    assert index.find("Praticiens hospitaliers") == []
    assert [ti for ti, _ in index.find("Vu par DUPONT2 le 3 mai")] == [1]  # a footnote mark glued
    assert index.find("DUPONTEL") == []
    assert [lit for _, lit in index.find("le Dr DUPONT\n")] == ["DUPONT"]


def test_a_finding_the_plan_reading_cannot_place_is_placed_in_mupdf_order():
    # MuPDF reads "DUR-" and "AND" on consecutive lines (joined: DURAND); the page text the
    # plan reads had them apart (a heading between two columns): placed from MuPDF's order
    import pymupdf

    from app.document.page_text import PageText
    from app.export.verify_search import PageLocator

    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 100), "Compte rendu signé par le Dr DUR-", fontname="helv", fontsize=11)
    page.insert_text((72, 170), "AND ce jour.", fontname="helv", fontsize=11)  # another block
    where = PageLocator(page, 0)
    where._pt = PageText(0, "", np.zeros((0, 4), np.float32), np.zeros(0, np.int32), 595.0, 842.0)
    rects = where.rects_of_target(target_for("NOM", "DURAND"))
    assert len(rects) == 2 and rects[0][1] < 100 < rects[0][3] and rects[1][1] < 170 < rects[1][3]
