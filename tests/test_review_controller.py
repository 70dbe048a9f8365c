"""The Qt-free review controller: state machine, navigation, critical rejections, force terms."""

from __future__ import annotations

import pytest

from app.detection.analyze import default_detectors
from app.job import JobError, detect_page, finish_detection
from app.review.controller import ANALYSING, DONE, KEEP_ALL, KEEP_CANCEL, KEEP_HERE, ReviewController
from app.review.force_terms import ForceTerm
from app.review.preferences import Preferences
from letter_fixture import make_letter


@pytest.fixture
def ctl(tmp_path, monkeypatch):
    monkeypatch.setenv("CAVIARD_DATA_DIR", str(tmp_path / "d"))
    c = ReviewController(Preferences(use_model=False), tmp_path / "d" / "terms.json")
    yield c
    c.close()


def analyse(c, path):
    """What the window's threads do, in order, on one thread."""
    c.open(path)
    assert c.phase == ANALYSING
    dets = default_detectors(use_model=False)
    texts, spans = [], []
    for i in range(c.job.page_count):
        pt = c.job.native_text(i)
        c.on_page_text(i, pt)
        found = detect_page(i, pt.text, dets)
        c.on_page_detected(i, found)
        texts.append(pt.text)
        spans.extend(found)
    assert c.on_document_detected(finish_detection(texts, spans, dets)) == []
    assert c.phase == DONE and c.analysis_complete
    return dets


def test_state_machine_and_birth_writings_shown_as_birth_dates(ctl, tmp_path):
    analyse(ctl, make_letter(tmp_path / "l.pdf"))
    s = ctl.session
    births = [x for x in s.spans() if x.label == "DATE_NAISSANCE"]
    assert {x.page for x in births} == {0, 2} and len(births) == 5
    assert all(s.is_accepted(x) for x in births)
    assert not any(s.is_accepted(x) for x in s.spans() if x.label == "DATE")


def test_open_failure_keeps_the_current_document(ctl, tmp_path):
    analyse(ctl, make_letter(tmp_path / "l.pdf"))
    (tmp_path / "bad.pdf").write_bytes(b"nope")
    with pytest.raises(JobError):
        ctl.open(tmp_path / "bad.pdf")
    assert ctl.session is not None and ctl.job.page_count == 3


def test_navigation_wraps_in_reading_order(ctl, tmp_path):
    analyse(ctl, make_letter(tmp_path / "l.pdf"))
    spans = ctl.session.spans()
    first = ctl.step(None, 0, +1)
    assert first == spans[0]
    assert ctl.step(spans[-1], 0, +1) == spans[0]
    assert ctl.step(spans[0], 0, -1) == spans[-1]
    assert ctl.step(None, 2, +1).page == 2


def test_critical_rejection_asks_once_and_all_keeps_the_value_everywhere(ctl, tmp_path):
    analyse(ctl, make_letter(tmp_path / "l.pdf"))
    asked = []
    ctl.ask_keep = lambda label, text, n: asked.append((label, text)) or KEEP_ALL
    s = ctl.session
    name = next(x for x in s.spans() if x.label == "NOM")
    d = ctl.toggle([name.key])
    assert asked == [("NOM", name.text)] and d == {name.key: False}
    s.set_decisions(d)
    assert ctl.kept_values() == (name.text,)
    assert ctl.review_inputs().kept_values == (name.text,)
    # re-ticking the hit (an undo) brings the propagation back
    s.set_decisions({name.key: None})
    assert ctl.kept_values() == ()
    # asked once per value: the second rejection applies the first answer
    ctl.toggle([name.key])
    assert len(asked) == 1


def test_critical_rejection_here_only_and_cancel(ctl, tmp_path):
    analyse(ctl, make_letter(tmp_path / "l.pdf"))
    s = ctl.session
    births = [x for x in s.spans() if x.label == "DATE_NAISSANCE"]
    ctl.ask_keep = lambda *a: KEEP_CANCEL
    assert ctl.toggle([births[0].key]) is None
    ctl.ask_keep = lambda *a: KEEP_HERE
    assert ctl.toggle([births[0].key]) == {births[0].key: False}
    # non-critical kinds are never asked about
    ctl.ask_keep = lambda *a: pytest.fail("asked for a care date")
    date = next(x for x in s.spans() if x.label == "DATE")
    assert ctl.toggle([date.key]) == {date.key: True}


def test_force_terms_apply_to_the_session(ctl, tmp_path):
    analyse(ctl, make_letter(tmp_path / "l.pdf"))
    assert ctl.set_force_terms([ForceTerm("FICTIF")])
    assert ctl.force_counts() == {ForceTerm("FICTIF"): 1}
    assert any(x.source == "force" for x in ctl.session.spans(0))
    assert "FICTIF" in ctl.export_options().force_terms
