#!/usr/bin/env bash
# Shared set-up: system libraries, then .venv/ at the repository root with
# the app and its test tools. Safe to run again: it only adds what is missing.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

# Qt offscreen + a real window under Xvfb, OCR language data, PDF tools for the tests.
SYS_PKGS="libegl1 libgl1 libxkbcommon0 libfontconfig1 libdbus-1-3 libxcb-icccm4 libxcb-keysyms1 libxcb-cursor0 \
libxkbcommon-x11-0 libxcb-shape0 libxcb-randr0 libxcb-render-util0 libxcb-image0 libxcb-xinerama0 libxcb-xkb1 \
tesseract-ocr-fra poppler-utils fonts-dejavu-core"
missing=""
for p in $SYS_PKGS; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
# (a package the database calls installed may have lost its files: the OCR engine is checked itself)
if ! command -v tesseract >/dev/null || ! tesseract --list-langs 2>/dev/null | grep -qx fra; then
  case " $missing " in *" tesseract-ocr-fra "*) ;; *) missing="$missing tesseract-ocr tesseract-ocr-fra";; esac
fi
if [ -n "$missing" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "[caviard] paquets système manquants :$missing"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends --reinstall $missing >/dev/null
  else
    echo "[caviard] attention : paquets système manquants (installez-les en root) :$missing" >&2
  fi
fi

PY=""
for cand in python3.11 python3; do
  if command -v "$cand" >/dev/null && "$cand" -c 'import sys; sys.exit(0 if sys.version_info[:2]==(3,11) else 1)'; then
    PY="$cand"; break
  fi
done
if [ -z "$PY" ]; then
  echo "[caviard] Python 3.11 est requis (python3.11 introuvable)." >&2
  exit 1
fi
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
.venv/bin/python -m pip install -q --upgrade pip >/dev/null
.venv/bin/python -m pip install -q -e ".[test]"
