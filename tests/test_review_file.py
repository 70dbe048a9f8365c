"""Saving and resuming a review (Qt-free): positions only, tied to the document hash."""

from __future__ import annotations

import json

import pytest

from app.batch.files import sha256_of
from app.detection.spans import Span
from app.review import AreaMark, ReviewSession
from app.review.review_file import (
    FORMAT,
    ReviewFileError,
    apply_pending,
    default_review_path,
    find_saved_review,
    load_review,
    restore,
    save_review,
    snapshot,
    term_texts,
)

# Fictional patient and values only.
TEXTS = [
    "Mme BERTHELOT Ginette, née le 02/05/1941, vue au CHU le 11/09/2023.",
    "Contrôle : Mme BERTHELOT, tél 06 11 22 33 44. Signé Dr QUINTARD.",
]
SECRETS = ("BERTHELOT", "Ginette", "02/05/1941", "11/09/2023", "06 11 22 33 44", "QUINTARD", "CHU")


def _find(page, word):
    start = TEXTS[page].index(word)
    return start, start + len(word)


def _spans(page):
    if page == 0:
        s, e = _find(0, "BERTHELOT")
        d, f = _find(0, "11/09/2023")
        return [Span(0, s, e, "BERTHELOT", "NOM", "model", 0.9), Span(0, d, f, "11/09/2023", "DATE", "rules.dates", 0.98)]
    s, e = _find(1, "06 11 22 33 44")
    return [Span(1, s, e, "06 11 22 33 44", "TEL", "rules.phones", 0.99)]


def _session(analysed=(0, 1)):
    s = ReviewSession(len(TEXTS))
    for i, t in enumerate(TEXTS):
        s.set_page_text(i, t)
    for p in analysed:
        s.set_page_spans(p, _spans(p))
    return s


@pytest.fixture
def sha(tmp_path):
    pdf = tmp_path / "BERTHELOT Ginette.pdf"
    pdf.write_bytes(b"%PDF-1.7 fictional bytes")
    return sha256_of(pdf)


def _reviewed(sha):
    s = _session()
    nom, date = s.spans(0)[0], s.spans(0)[1]
    tel = s.spans(1)[0]
    s.set_decisions({nom.key: False, date.key: True, tel.key: False})
    ms, me = _find(1, "QUINTARD")
    mark = s.make_manual_span(1, ms - 1, me, "NOM")  # drag started on the space: trimmed
    s.add_manual(mark)
    s.set_decisions({mark.key: False})
    s.add_area(AreaMark(1, (10.0, 20.0, 110.5, 60.0)))
    s.add_area(AreaMark(0, (0.0, 0.0, 595.0, 842.0), whole_page=True))
    cs, ce = _find(0, "CHU")
    snap = snapshot(s, source_sha256=sha, reviewed_pages=[1, 0, 1], doc_terms=[("ETAB", [(0, cs, ce)])],
                    analysis_state="cancelled")
    return s, snap


def test_round_trip_and_no_personal_value(tmp_path, sha):
    s, snap = _reviewed(sha)
    path = tmp_path / "out" / "review.json"
    save_review(path, snap)
    raw = path.read_text(encoding="utf-8")
    for secret in SECRETS + ("fictional", str(tmp_path)):
        assert secret not in raw
    d = json.loads(raw)
    assert d["format"] == FORMAT and d["source_sha256"] == sha and d["page_count"] == 2
    assert d["saved_at"].endswith("+00:00") and len(d["saved_at"]) == 25
    assert d["reviewed_pages"] == [0, 1] and d["analysis_state"] == "cancelled"
    assert all(len(x) == 5 and isinstance(x[4], bool) for x in d["decisions"])
    assert d["zones"][0] == {"page": 1, "rect": [10.0, 20.0, 110.5, 60.0], "whole_page": False}
    assert d["doc_terms"][0]["label"] == "ETAB" and set(d["doc_terms"][0]) == {"label", "occurrences"}

    back = load_review(path, expected_sha256=sha.upper(), page_count=2)
    assert back == snap
    fresh = _session()
    res = restore(fresh, back)
    assert (res.decisions_applied, res.decisions_pending, res.marks, res.marks_skipped, res.zones) == (4, 0, 1, 0, 2)
    assert fresh.decision_overrides() == s.decision_overrides()
    assert fresh.manual_spans == s.manual_spans and fresh.manual_spans[0].text == "QUINTARD"
    assert fresh.areas() == s.areas()
    assert term_texts(fresh, back) == [("ETAB", "CHU")]
    assert restore(fresh, back).zones == 0  # resuming twice does not duplicate the zones


def test_other_document_refused(tmp_path, sha):
    _, snap = _reviewed(sha)
    path = tmp_path / "r.json"
    save_review(path, snap)
    with pytest.raises(ReviewFileError) as exc:
        load_review(path, expected_sha256="0" * 64)
    assert str(exc.value) == ("Cette relecture a été enregistrée pour un autre fichier (empreinte différente) : "
                              "elle ne peut pas être reprise sur ce document.")
    with pytest.raises(ReviewFileError, match="nombre de pages"):
        load_review(path, expected_sha256=sha, page_count=3)


@pytest.mark.parametrize("content", [b"{pas du json", b"\xff\xfe", b"[1, 2]", b'{"format": "autre/1"}',
                                     json.dumps({"format": FORMAT, "source_sha256": "../../etc"}).encode()])
def test_corrupt_or_foreign_file_refused(tmp_path, content):
    path = tmp_path / "BERTHELOT.json"
    path.write_bytes(content)
    with pytest.raises(ReviewFileError) as exc:
        load_review(path)
    assert str(exc.value) == "Ce fichier n'est pas une relecture Caviard."
    assert "BERTHELOT" not in str(exc.value) and str(tmp_path) not in str(exc.value)
    with pytest.raises(ReviewFileError, match="ne peut pas être lu"):
        load_review(tmp_path / "absent.json")


def test_positions_out_of_range_refused(tmp_path, sha):
    _, snap = _reviewed(sha)
    d = snap.to_dict()
    d["manual_marks"].append([5, 0, 3, "NOM"])
    path = tmp_path / "r.json"
    path.write_text(json.dumps(d), encoding="utf-8")
    with pytest.raises(ReviewFileError, match="hors du document"):
        load_review(path, expected_sha256=sha)
    d = snap.to_dict()
    d["decisions"][0][3] = "Mme BERTHELOT"  # a label is a kind code, never a value
    path.write_text(json.dumps(d), encoding="utf-8")
    with pytest.raises(ReviewFileError, match="pas une relecture"):
        load_review(path)


def test_pending_decisions_applied_when_analysis_ends(tmp_path, sha):
    _, snap = _reviewed(sha)
    partial = ReviewSession(len(TEXTS))
    partial.set_page_text(0, TEXTS[0])  # page 1 not extracted yet
    partial.set_page_spans(0, _spans(0))
    res = restore(partial, snap)
    assert res.marks == 0 and res.marks_skipped == 1  # its page text is not known yet
    assert res.decisions_applied == 2 and res.decisions_pending == 2 and len(res.pending) == 2
    partial.set_page_text(1, TEXTS[1])
    partial.set_page_spans(1, _spans(1))
    rest = apply_pending(partial, res.pending)
    assert len(rest) == 1  # the manual mark's decision waits for the mark
    tel = partial.spans(1)[0]
    assert partial.decision_overrides()[tel.key] is False
    assert apply_pending(partial, {}) == {}


def test_atomic_write_and_default_location(tmp_path, monkeypatch, sha):
    monkeypatch.setenv("CAVIARD_DATA_DIR", str(tmp_path / "data"))
    _, snap = _reviewed(sha)
    assert find_saved_review(sha) is None
    path = default_review_path(sha)
    assert path == tmp_path / "data" / "reviews" / f"{sha[:32]}.json"
    save_review(path, snap)
    save_review(path, snap)  # overwrite in place
    assert find_saved_review(sha) == path
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no temporary file left
    with pytest.raises(ValueError):
        default_review_path("../BERTHELOT")
