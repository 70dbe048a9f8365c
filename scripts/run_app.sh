#!/usr/bin/env bash
# Command (1) of the README: set everything up in .venv/ and open the bundled
# sample in Caviard. Without a screen, runs the headless variant instead.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$ROOT/scripts/_setup_env.sh"
cd "$ROOT"
SAMPLE="resources/samples/cro_exemple.pdf"
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ "${QT_QPA_PLATFORM:-}" != "offscreen" ]; then
  exec .venv/bin/python -m app gui "$SAMPLE"
fi
mkdir -p out
echo "[caviard] pas d'écran : variante sans affichage."
echo "  .venv/bin/python -m app gui $SAMPLE --screenshot out/caviard.png"
QT_QPA_PLATFORM=offscreen .venv/bin/python -m app gui "$SAMPLE" --screenshot out/caviard.png
echo "  .venv/bin/python -m app anonymize $SAMPLE -o out/cro_exemple_anonymise.pdf --report out/rapport.json"
.venv/bin/python -m app anonymize "$SAMPLE" -o out/cro_exemple_anonymise.pdf --report out/rapport.json
echo "  .venv/bin/python -m app gui $SAMPLE --export out/cro_exemple_fenetre.pdf   # l'export de la fenêtre, sans écran"
QT_QPA_PLATFORM=offscreen .venv/bin/python -m app gui "$SAMPLE" --export out/cro_exemple_fenetre.pdf > /dev/null
echo "[caviard] capture : out/caviard.png ; PDF anonymisé : out/cro_exemple_anonymise.pdf (ligne de commande), out/cro_exemple_fenetre.pdf (fenêtre) ; rapport : out/rapport.json"
