#!/usr/bin/env bash
# Smoke test of the built Linux bundle (not part of the default test suite: it needs a build).
#
#   bash packaging/build.sh && bash packaging/smoke_test.sh [DIST_DIR]
#
# Runs the FROZEN executables from a scratch folder (not the repository), offscreen:
#   layout and licences, shared libraries resolve, GUI screenshot on the sample
#   (console and windowed executables), anonymize on the sample + independent
#   verification of the output with poppler's pdftotext, model loaded when shipped,
#   bad input → exit 2 without traceback, log written without personal data.
# Needs: poppler-utils (pdftotext, pdfinfo), python3 (stdlib only), ldd.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/.." && pwd)"
DIST="$(cd "${1:-$HERE/_build/dist/caviard}" && pwd)"
CLI="$DIST/caviard-cli"
GUI="$DIST/caviard"
WORK="$(mktemp -d /tmp/caviard-smoke.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT

export QT_QPA_PLATFORM=offscreen
export CAVIARD_LOG_DIR="$WORK/logs" CAVIARD_DATA_DIR="$WORK/data"
export XDG_CONFIG_HOME="$WORK/xdg/config" XDG_DATA_HOME="$WORK/xdg/data" XDG_STATE_HOME="$WORK/xdg/state"
unset PYTHONPATH PYTHONHOME
cd "$WORK"

FAILS=0
ok() { echo "ok    $*"; }
ko() { echo "ÉCHEC $*" >&2; FAILS=$((FAILS + 1)); }

# --- 1. layout ---------------------------------------------------------------
for f in caviard caviard-cli LICENSE THIRD_PARTY_LICENSES LISEZ-MOI.txt BUILD_INFO.txt tessdata/fra.traineddata \
         licenses/BUNDLED_DISTRIBUTIONS.txt _internal/resources; do
    [[ -e "$DIST/$f" ]] && ok "présent : $f" || ko "manquant : $f"
done
MODELS_SRC="${CAVIARD_BUNDLE_MODELS:-$ROOT/models}"
if [[ -d "$MODELS_SRC" ]]; then
    if diff -rq -x '__pycache__' -x '.*' -x '*.pyc' -x '*.tmp' -x '*.part' -x '*.lock' \
            "$MODELS_SRC" "$DIST/models" > "$WORK/models.diff"; then
        ok "models/ identique au dépôt ($(find "$DIST/models" -type f | wc -l) fichier(s))"
    else
        ko "models/ diffère du dépôt (reconstruire ?) : $(head -3 "$WORK/models.diff")"
    fi
fi
# data files inside the app package (word lists…) must be bundled next to their modules
n_data=0; n_missing=0
while IFS= read -r -d '' f; do
    rel="${f#$ROOT/}"; n_data=$((n_data + 1))
    [[ -f "$DIST/_internal/$rel" ]] || { ko "donnée du paquet absente : $rel"; n_missing=$((n_missing + 1)); }
done < <(find "$ROOT/app" -type f ! -name '*.py' ! -name '*.pyc' ! -path '*/__pycache__/*' -print0)
[[ $n_missing -eq 0 ]] && ok "données du paquet app/ présentes ($n_data fichier(s))"
if grep -q "GNU AFFERO GENERAL PUBLIC LICENSE" "$DIST/LICENSE" && [[ $(wc -l < "$DIST/LICENSE") -gt 600 ]]; then
    ok "LICENSE : texte complet de l'AGPL-3.0"
else
    ko "LICENSE n'est pas le texte complet de l'AGPL-3.0"
fi
# every bundled Python distribution must be named in THIRD_PARTY_LICENSES
while read -r spec; do
    [[ -z "$spec" ]] && continue
    name="${spec%%==*}"
    pat="$(echo "$name" | sed 's/[-_]/[-_ ]/g')"
    if grep -qiE "$pat" "$DIST/THIRD_PARTY_LICENSES"; then ok "licence listée : $spec"; else ko "absent de THIRD_PARTY_LICENSES : $spec"; fi
done < "$DIST/licenses/BUNDLED_DISTRIBUTIONS.txt"

# onnxruntime's run-time hook must run before PyInstaller's PySide6 hook (Windows DLL order)
TOC="$HERE/_build/work/caviard/PKG-00.toc"
if [[ -f "$TOC" ]]; then
    order=$(python3 - "$TOC" <<'PYEOF'
import re, sys
names = re.findall(r"\('([^']+)',\s*'[^']+',\s*'PYSOURCE'\)", open(sys.argv[1]).read())
print(" ".join(names))
PYEOF
)
    if [[ "$order" == *"rthook_onnxruntime_first"*"pyi_rth_pyside6"* ]]; then ok "ordre des hooks : onnxruntime avant PySide6"
    else ko "ordre des hooks d'exécution : $order"; fi
fi

# --- 2. every shared library of the bundle resolves -----------------------------
missing=$(find "$DIST/_internal" -name '*.so*' -type f -print0 \
    | LD_LIBRARY_PATH="$DIST/_internal" xargs -0 -n 20 ldd 2>/dev/null | grep "not found" | sort -u || true)
if [[ -z "$missing" ]]; then ok "bibliothèques partagées : toutes résolues"; else ko "bibliothèques introuvables : $missing"; fi

# --- 3. sample document (copied out of the bundle) ------------------------------
SAMPLE_SRC="$(ls "$DIST"/_internal/resources/samples/*.pdf | head -n1)"
cp "$SAMPLE_SRC" "$WORK/sample.pdf"
ok "exemple : $(basename "$SAMPLE_SRC")"

png_ok() {  # PNG signature and a non-trivial size
    [[ -f "$1" ]] && [[ $(stat -c %s "$1") -gt 20000 ]] \
        && [[ "$(head -c 8 "$1" | od -An -tx1 | tr -d ' \n')" == "89504e470d0a1a0a" ]]
}

# --- 4. GUI offscreen: console and windowed executables -------------------------
set +e
timeout 300 "$CLI" gui "$WORK/sample.pdf" --screenshot "$WORK/shot_cli.png" > "$WORK/gui_cli.out" 2>&1; rc=$?
set -e
if [[ $rc -eq 0 ]] && png_ok "$WORK/shot_cli.png"; then ok "caviard-cli gui --screenshot (rc=0, $(stat -c %s "$WORK/shot_cli.png") octets)"
else ko "caviard-cli gui rc=$rc : $(tail -5 "$WORK/gui_cli.out")"; fi
set +e
timeout 300 "$GUI" gui "$WORK/sample.pdf" --screenshot "$WORK/shot_gui.png" > "$WORK/gui_win.out" 2>&1; rc=$?
set -e
if [[ $rc -eq 0 ]] && png_ok "$WORK/shot_gui.png"; then ok "caviard (fenêtré) gui --screenshot (rc=0)"
else ko "caviard gui rc=$rc : $(tail -5 "$WORK/gui_win.out")"; fi
# a real X11 window (xcb platform plugin and its libraries), when Xvfb is installed
if command -v xvfb-run > /dev/null; then
    set +e
    env -u QT_QPA_PLATFORM timeout 300 xvfb-run -a -s "-screen 0 1600x1000x24" \
        "$GUI" gui "$WORK/sample.pdf" --screenshot "$WORK/shot_x11.png" > "$WORK/gui_x11.out" 2>&1; rc=$?
    set -e
    if [[ $rc -eq 0 ]] && png_ok "$WORK/shot_x11.png"; then ok "caviard sous X11 (Xvfb, plugin xcb) (rc=0)"
    else ko "caviard sous X11 rc=$rc : $(tail -5 "$WORK/gui_x11.out")"; fi
fi
[[ -n "${SMOKE_KEEP_SHOT:-}" ]] && cp "$WORK/shot_cli.png" "$SMOKE_KEEP_SHOT"

# --- 5. detect (frozen) → the values the output must not contain -----------------
set +e
"$CLI" detect "$WORK/sample.pdf" --json "$WORK/detect.json" 2> "$WORK/detect.err"; rc=$?
set -e
[[ $rc -eq 0 ]] && ok "caviard-cli detect (rc=0)" || ko "caviard-cli detect rc=$rc : $(tail -3 "$WORK/detect.err")"

# --- 6. anonymize (frozen) + independent verification ------------------------------
set +e
"$CLI" anonymize "$WORK/sample.pdf" -o "$WORK/out.pdf" --report "$WORK/report.json" > "$WORK/anon.out" 2>&1; rc=$?
set -e
if [[ $rc -eq 0 && -s "$WORK/out.pdf" ]]; then ok "caviard-cli anonymize (rc=0) : $(grep -i 'vérification' "$WORK/anon.out" | head -1)"
else ko "caviard-cli anonymize rc=$rc : $(tail -5 "$WORK/anon.out")"; fi

if [[ -s "$WORK/out.pdf" ]]; then
    pdftotext -layout "$WORK/out.pdf" "$WORK/out.txt"
    pdftotext -layout "$WORK/sample.pdf" "$WORK/in.txt"
    p_in=$(pdfinfo "$WORK/sample.pdf" | awk '/^Pages:/{print $2}')
    p_out=$(pdfinfo "$WORK/out.pdf" | awk '/^Pages:/{print $2}')
    [[ "$p_in" == "$p_out" ]] && ok "même nombre de pages ($p_out)" || ko "pages : $p_in → $p_out"
    python3 - "$WORK/detect.json" "$WORK/out.txt" "$WORK/in.txt" "$DIST" "$WORK/report.json" > "$WORK/verify.out" 2>&1 <<'PYEOF' || FAILS=$((FAILS + 1))
import json, re, sys
from pathlib import Path
det = json.load(open(sys.argv[1], encoding="utf-8"))
out = Path(sys.argv[2]).read_text(encoding="utf-8", errors="replace")
src = Path(sys.argv[3]).read_text(encoding="utf-8", errors="replace")
dist = Path(sys.argv[4])
report = json.load(open(sys.argv[5], encoding="utf-8"))
norm = lambda s: re.sub(r"\s+", " ", s).strip().casefold()
out_n, src_n = norm(out), norm(src)
bad = 0
# Kinds the export propagates must be gone everywhere; the other masked kinds must at
# least occur fewer times than in the input (a kept care date or an undetected second
# mention of a city is the detection policy's business, not the bundle's).
# Only detections the export acts on: at or above its minimum confidence (the rest is listed
# for review but left as is by design).
strict = set(report["options"]["propagated_kinds"]) | {"NIR", "IPP", "EMAIL", "TEL", "NOM", "PRENOM"}
masked_kinds = set(report["counts"]["by_kind"])
min_conf = float(report["options"].get("min_confidence") or 0.0)
spans = [s for s in det["spans"] if s["confidence"] >= min_conf and len(norm(s["text"])) >= 4]
strict_vals = sorted({norm(s["text"]) for s in spans if s["label"] in strict})
other_vals = sorted({norm(s["text"]) for s in spans if s["label"] in masked_kinds - strict} - set(strict_vals))
leaks = [v for v in strict_vals if v in out_n]
if not strict_vals:
    print("ÉCHEC aucune détection d'identité sur l'exemple"); bad += 1
elif leaks:
    print("ÉCHEC %d valeur(s) d'identité encore lisible(s) dans la sortie (pdftotext)" % len(leaks)); bad += 1
else:
    print("ok    aucune des %d valeurs d'identité détectées n'est lisible dans la sortie (pdftotext)" % len(strict_vals))
not_reduced = [v for v in other_vals if out_n.count(v) >= src_n.count(v) > 0]
if not_reduced:
    print("ÉCHEC %d autre(s) valeur(s) masquée(s) aussi souvent lisible(s) qu'avant" % len(not_reduced)); bad += 1
else:
    print("ok    les %d autres valeurs masquées ont disparu au moins là où elles étaient détectées" % len(other_vals))
kept = [w for w in re.findall(r"[A-Za-zÀ-ÿ]{6,}", src) if norm(w) in out_n]
if len(kept) < 20:
    print("ÉCHEC la sortie a perdu le texte non personnel (%d mots gardés)" % len(kept)); bad += 1
else:
    print("ok    texte non personnel conservé (%d mots de 6+ lettres)" % len(kept))
if not report.get("verification", {}).get("ok"):
    print("ÉCHEC le rapport ne dit pas verification.ok"); bad += 1
model_cfg = dist / "models" / "caviard-ner-fr" / "config.json"
status = det.get("model")
if model_cfg.is_file():
    ran = report.get("model", {}).get("ran")
    if status and status.get("available") and ran and not status.get("error"):
        print("ok    modèle NER chargé dans l'exécutable figé : %s" % json.dumps(status, ensure_ascii=False)[:160])
    else:
        print("ÉCHEC modèle NER présent mais non chargé : %s / rapport %s" % (json.dumps(status, ensure_ascii=False)[:300], report.get("model"))); bad += 1
else:
    print("info  pas de modèle dans models/caviard-ner-fr (règles seules)")
sys.exit(1 if bad else 0)
PYEOF
    cat "$WORK/verify.out"
fi

# --- 6b. same result as the development venv (catches data files missing from the bundle)
DEV_PY="$ROOT/.venv/bin/python"
BUILT_FP="$(awk '/^sources_sha256:/{print $2}' "$DIST/BUILD_INFO.txt" 2>/dev/null || true)"
NOW_FP="$(python3 "$HERE/fingerprint.py" "$ROOT")"
SAME_SOURCES=0; [[ -n "$BUILT_FP" && "$BUILT_FP" == "$NOW_FP" && -z "${CAVIARD_BUNDLE_MODELS:-}" ]] && SAME_SOURCES=1
if [[ $SAME_SOURCES -eq 0 ]]; then
    echo "info  sources changées depuis la construction (ou modèle d'essai) : comparaison avec le développement sautée"
fi
if [[ $SAME_SOURCES -eq 1 && -x "$DEV_PY" && -s "$WORK/report.json" ]]; then
    set +e
    (cd "$ROOT" && "$DEV_PY" -m app anonymize "$WORK/sample.pdf" -o "$WORK/out_dev.pdf" --report "$WORK/report_dev.json" > "$WORK/anon_dev.out" 2>&1); rc=$?
    set -e
    if [[ $rc -eq 0 ]] && python3 - "$WORK/report.json" "$WORK/report_dev.json" <<'PYEOF'
import json, sys
a, b = (json.load(open(p, encoding="utf-8")) for p in sys.argv[1:3])
same = a["counts"]["by_kind"] == b["counts"]["by_kind"] and a.get("model", {}).get("ran") == b.get("model", {}).get("ran")
if not same:
    print("figé :", a["counts"]["by_kind"], a.get("model")); print("dev  :", b["counts"]["by_kind"], b.get("model"))
sys.exit(0 if same else 1)
PYEOF
    then ok "mêmes masques (par type) et même usage du modèle que l'environnement de développement"
    else ko "résultat différent de l'environnement de développement (rc dev=$rc)"; fi
fi

# --- 6c. scanned page: OCR worker processes of the frozen build + bundled tessdata -----
if [[ -x "$DEV_PY" ]]; then
    "$DEV_PY" - "$WORK/sample.pdf" "$WORK/scanned.pdf" <<'PYEOF'
import sys, pymupdf  # dev venv only builds the input: page 1 of the sample as a 200 dpi image
src = pymupdf.open(sys.argv[1]); out = pymupdf.open()
pix = src[0].get_pixmap(dpi=200)
page = out.new_page(width=src[0].rect.width, height=src[0].rect.height)
page.insert_image(page.rect, pixmap=pix)
out.save(sys.argv[2])
PYEOF
    set +e
    timeout 600 "$CLI" anonymize "$WORK/scanned.pdf" -o "$WORK/scanned_out.pdf" --report "$WORK/scanned.json" > "$WORK/ocr.out" 2>&1; rc=$?
    set -e
    if [[ $rc -eq 0 ]] && python3 - "$WORK/scanned.json" <<'PYEOF'
import json, sys
r = json.load(open(sys.argv[1], encoding="utf-8"))
ok = r["ocr_pages"] and r["counts"]["total"] >= 10 and r["verification"]["ok"]
print("      OCR pages=%s, masqués=%d" % (r["ocr_pages"], r["counts"]["total"]))
sys.exit(0 if ok else 1)
PYEOF
    then ok "page scannée : OCR dans des processus du binaire figé, identités masquées"
    else ko "page scannée rc=$rc : $(tail -3 "$WORK/ocr.out")"; fi
else
    echo "info  pas de .venv de développement : test OCR sauté"
fi

# --- 7. bad input: exit 2, French message, no traceback --------------------------
set +e
"$CLI" anonymize "$WORK/absent.pdf" -o "$WORK/x.pdf" > "$WORK/bad.out" 2>&1; rc=$?
set -e
if [[ $rc -eq 2 ]] && ! grep -q Traceback "$WORK/bad.out"; then ok "fichier absent → code 2 : $(head -1 "$WORK/bad.out")"
else ko "fichier absent → rc=$rc : $(head -3 "$WORK/bad.out")"; fi

# --- 8. log file: written, frozen, no personal data --------------------------------
LOG="$WORK/logs/caviard.log"
if [[ -s "$LOG" ]] && grep -q "frozen=True" "$LOG"; then
    python3 - "$WORK/detect.json" "$LOG" <<'PYEOF' && ok "journal écrit ($(wc -l < "$LOG") lignes), sans valeur détectée" || ko "le journal contient une valeur détectée"
import json, sys
det = json.load(open(sys.argv[1], encoding="utf-8"))
log = open(sys.argv[2], encoding="utf-8").read().casefold()
vals = {s["text"].strip().casefold() for s in det["spans"] if len(s["text"].strip()) >= 4}
hits = [v for v in vals if v in log]
sys.exit(1 if hits else 0)
PYEOF
else
    ko "journal absent ou sans frozen=True : $LOG"
fi

echo
if [[ $FAILS -eq 0 ]]; then echo "SMOKE TEST : OK"; else echo "SMOKE TEST : $FAILS échec(s)"; exit 1; fi
