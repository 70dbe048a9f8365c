"""ReviewSession (Qt-free): default policy, decisions, slider, force terms, manual marks, preferences."""

from __future__ import annotations

import json

import pytest

from app.detection.spans import Span
from app.review import AreaMark, ForceTerm, ForceTermError, ReviewSession, find_force_spans
from app.review.force_terms import load_terms, save_terms
from app.review.preferences import Preferences

TEXTS = ["Mme DURANDEAU vue au CHCB le 14/03/2023.", "Contrôle au Chcb : hôpital Émile-Roux, chcbx."]


def _spans():
    return [
        Span(0, 4, 13, "DURANDEAU", "NOM", "model", 0.8, calibrated=True),
        Span(0, 28, 38, "14/03/2023", "DATE", "rules.dates", 0.98),
        Span(0, 0, 3, "Mme", "PRENOM", "model", 0.3),
    ]


def _session(**kw):
    s = ReviewSession(2, **kw)
    for i, t in enumerate(TEXTS):
        s.set_page_text(i, t)
    s.set_page_spans(0, _spans())
    s.set_page_spans(1, [])
    return s


def test_default_policy_from_export():
    s = _session()
    nom, date, low = s.spans(0)[1], s.spans(0)[2], s.spans(0)[0]
    assert (nom.label, date.label, low.label) == ("NOM", "DATE", "PRENOM")
    assert s.is_accepted(nom)
    assert not s.is_accepted(date)  # dates of care are kept by default
    assert not s.is_accepted(low)  # below the export's minimum confidence


def test_decisions_and_undo_values():
    s = _session()
    events = []
    s.subscribe(events.append)
    nom = next(x for x in s.spans() if x.label == "NOM")
    prev = s.set_decisions(s.toggle_decisions([nom.key]))
    assert not s.is_accepted(nom) and prev == {nom.key: None}
    s.set_decisions(prev)
    assert s.is_accepted(nom) and s.decision_overrides() == {}
    assert events[-1].kind == "decisions" and nom.key in events[-1].keys
    assert s.dirty


def test_decisions_survive_the_document_pass():
    s = _session()
    nom = next(x for x in s.spans() if x.label == "NOM")
    s.set_decisions({nom.key: False})
    s.replace_detected(_spans() + [Span(1, 0, 8, "Contrôle", "NOM", "model", 0.9)])
    assert not s.is_accepted(nom)
    assert s.analysis_complete and len(s.spans(1)) == 1


def test_untick_below_never_ticks():
    s = _session()
    d = s.untick_below(0.9)
    assert set(d.values()) == {False}
    labels = {s.span(k).label for k in d}
    assert labels == {"NOM"}  # DATE (0.98) stays as is, the low PRENOM was never ticked
    s.set_decisions(d)
    assert s.untick_below(0.0) == {}


def test_force_terms_case_accent_word_boundaries():
    hits = find_force_spans(TEXTS, [ForceTerm("chcb"), ForceTerm("HOPITAL emile")])
    got = sorted((h.page, h.text) for h in hits)
    assert got == [(0, "CHCB"), (1, "Chcb"), (1, "hôpital Émile")]
    assert all(h.label == "FORCE" and h.source == "force" for h in hits)
    rx = find_force_spans(TEXTS, [ForceTerm(r"\d{2}/\d{2}/\d{4}", True)])
    assert [h.text for h in rx] == ["14/03/2023"]
    with pytest.raises(ForceTermError):
        ForceTerm("(", True).validate()
    with pytest.raises(ForceTermError):
        ForceTerm("a*", True).validate()  # matches the empty string


def test_session_force_terms_apply_at_once():
    s = _session()
    s.set_force_terms([ForceTerm("CHCB")])
    forced = [x for x in s.spans() if x.source == "force"]
    assert len(forced) == 2 and all(s.is_accepted(x) for x in forced)
    s.set_force_terms([])
    assert not [x for x in s.spans() if x.source == "force"]


def test_manual_marks_and_areas():
    s = _session()
    m = s.make_manual_span(1, 11, 18, "ETAB")  # " Chcb :" dragged with a leading space
    assert (m.start, m.text, m.source) == (12, "Chcb :", "manual")
    s.add_manual(m)
    assert s.is_accepted(m) and m in s.spans(1)
    s.remove_manual(m)
    assert m not in s.spans(1)
    with pytest.raises(ValueError):
        s.make_manual_span(0, 3, 4, "NOM")  # only a space
    a = AreaMark(0, (10.0, 10.0, 50.0, 40.0))
    s.add_area(a)
    assert s.areas(0) == [a] and s.areas(1) == []
    s.remove_area(a)
    assert s.areas() == []


def test_force_terms_file_roundtrip(tmp_path):
    p = tmp_path / "t" / "force_terms.json"
    assert load_terms(p) == []
    terms = [ForceTerm("CHCB"), ForceTerm(r"UF\s?\d{4}", True)]
    save_terms(p, terms)
    assert load_terms(p) == terms
    p.write_text(json.dumps(["CHCB", "CHCB", {"pattern": "x", "regex": True}, 3]), encoding="utf-8")
    assert load_terms(p) == [ForceTerm("CHCB"), ForceTerm("x", True)]
    p.write_text("{pas du json", encoding="utf-8")
    with pytest.raises(ForceTermError):
        load_terms(p)


def test_preferences_privacy_and_export_options(tmp_path, monkeypatch):
    monkeypatch.setenv("CAVIARD_DATA_DIR", str(tmp_path))
    p = Preferences()
    p.add_recent(str(tmp_path / "DURANDEAU Josiane.pdf"))
    assert p.recent_files == []  # not remembered without opt-in
    p.save()
    assert "DURANDEAU" not in Preferences.path().read_text(encoding="utf-8")
    p.remember_recent = True
    p.add_recent(str(tmp_path / "a.pdf"))
    p.keep_dates = False
    p.placeholder = "none"
    p.save()
    q = Preferences.load()
    assert q.recent_files and q.keep_dates is False
    opts = q.export_options([ForceTerm("CHCB"), ForceTerm("x+", True)])
    assert opts.force_terms == ("CHCB",) and opts.force_regexes == ("x+",)
    assert opts.placeholder == "none" and opts.keep_dates is False
    Preferences.path().write_text("[]", encoding="utf-8")
    assert Preferences.load() == Preferences()


def test_counts_follow_decisions_and_options():
    from app.review.policy import ExportOptions

    s = _session()
    assert s.totals() == (3, 1)
    assert s.counts_by_label() == {"NOM": (1, 1), "DATE": (1, 0), "PRENOM": (1, 0)}
    date = next(x for x in s.spans() if x.label == "DATE")
    s.set_decisions({date.key: True})
    assert s.counts_by_label()["DATE"] == (1, 1) and s.totals() == (3, 2)
    s.set_decisions({date.key: None})
    s.set_options(ExportOptions(keep_dates=False, min_confidence=0.0))
    assert s.totals() == (3, 3)
