#!/usr/bin/env bash
# Command (2) of the README: set up .venv/ and run the whole test suite offscreen.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$ROOT/scripts/_setup_env.sh"
cd "$ROOT"
export QT_QPA_PLATFORM=offscreen
exec .venv/bin/python -m pytest "$@"
