#!/usr/bin/env bash
# Build the Linux one-dir bundle from a clean virtual environment with pinned versions.
#
#   bash packaging/build.sh            # reuse packaging/_build/venv if its pins match
#   bash packaging/build.sh --clean    # recreate the venv from scratch
#   TESSDATA_FRA=/path/fra.traineddata bash packaging/build.sh
#
# Output: packaging/_build/dist/caviard/ (caviard = windowed app, caviard-cli = console).
# Pins: [project].dependencies of pyproject.toml + PyInstaller below. Nothing of
# packaging/_build/ is committed (.gitignore).
set -euo pipefail

PYINSTALLER_PIN="pyinstaller==6.22.3"
HOOKS_PIN="pyinstaller-hooks-contrib==2026.9"

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/.." && pwd)"
BUILD="$HERE/_build"
VENV="$BUILD/venv"
PY="${PYTHON:-python3.11}"

if [[ "${1:-}" == "--clean" ]]; then
    rm -rf "$VENV" "$BUILD/work" "$BUILD/dist"
fi
mkdir -p "$BUILD"

# fra.traineddata: Debian's tesseract-ocr-fra puts it under /usr/share/tesseract-ocr/<ver>/tessdata/
if [[ -z "${TESSDATA_FRA:-}" ]]; then
    TESSDATA_FRA="$(ls /usr/share/tesseract-ocr/*/tessdata/fra.traineddata 2>/dev/null | head -n1 || true)"
fi
if [[ -z "$TESSDATA_FRA" || ! -f "$TESSDATA_FRA" ]]; then
    echo "Erreur : fra.traineddata introuvable (apt-get install tesseract-ocr-fra, ou TESSDATA_FRA=chemin)." >&2
    exit 2
fi
export TESSDATA_FRA

# Pinned requirements straight from pyproject.toml, so the bundle and the dev venv agree.
REQS="$BUILD/requirements-build.txt"
"$PY" - "$ROOT/pyproject.toml" "$PYINSTALLER_PIN" "$HOOKS_PIN" > "$REQS" <<'PYEOF'
import sys, tomllib
deps = tomllib.load(open(sys.argv[1], "rb"))["project"]["dependencies"]
for d in deps:
    if "==" not in d:
        sys.exit("dépendance non épinglée dans pyproject.toml : %s" % d)
    print(d)
print(sys.argv[2]); print(sys.argv[3])
PYEOF

if [[ ! -x "$VENV/bin/python" ]] || ! cmp -s "$REQS" "$VENV/.caviard-reqs" ; then
    rm -rf "$VENV"
    "$PY" -m venv "$VENV"
    "$VENV/bin/python" -m pip install --quiet --upgrade "pip==26.3"
    "$VENV/bin/python" -m pip install --quiet -r "$REQS"
    cp "$REQS" "$VENV/.caviard-reqs"
fi

cd "$ROOT"
start=$(date +%s.%N)
"$VENV/bin/python" -m PyInstaller --noconfirm --clean \
    --distpath "$BUILD/dist" --workpath "$BUILD/work" \
    "$HERE/caviard.spec"
end=$(date +%s.%N)

DIST="$BUILD/dist/caviard"
python3 - "$start" "$end" "$DIST" > "$BUILD/build_stats.txt" <<'PYEOF'
import os, sys
start, end, dist = float(sys.argv[1]), float(sys.argv[2]), sys.argv[3]
size = 0; files = 0
for d, _, fs in os.walk(dist):
    for f in fs:
        p = os.path.join(d, f)
        if not os.path.islink(p):
            size += os.path.getsize(p); files += 1
print("build_seconds=%.1f" % (end - start))
print("bundle_bytes=%d" % size)
print("bundle_mib=%.1f" % (size / 2**20))
print("bundle_files=%d" % files)
PYEOF
cat "$BUILD/build_stats.txt"
echo "Bundle : $DIST"
