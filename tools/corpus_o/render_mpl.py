"""matplotlib's own PDF backend (fonttype 42, DejaVu Sans): one fig.text per line.

Run with the corpus venv: python render_mpl.py SPEC.json
"""
import json
import sys

import matplotlib

matplotlib.use("pdf")
matplotlib.rcParams["pdf.fonttype"] = 42
matplotlib.rcParams["font.family"] = "DejaVu Sans"
matplotlib.rcParams["text.usetex"] = False
matplotlib.rcParams["svg.hashsalt"] = "corpus-o"
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.backends.backend_pdf import PdfPages  # noqa: E402
from matplotlib.lines import Line2D  # noqa: E402

W, H = 595.0, 842.0


def main(spec_path):
    spec = json.load(open(spec_path, encoding="utf-8"))
    for doc in spec:
        meta = {"Creator": "matplotlib (corpus O)", "CreationDate": None}
        for k, v in doc["meta"].items():
            meta[k.capitalize()] = v
        with PdfPages(doc["out"], metadata=meta) as pdf:
            for lines, rules in doc["pages"]:
                fig = plt.figure(figsize=(W / 72, H / 72))
                for x, y, size, bold, text in lines:
                    fig.text(x / W, 1 - (y + size * 0.8) / H, text, fontsize=size,
                             fontweight="bold" if bold else "normal", va="baseline", ha="left", parse_math=False)
                for x0, y, x1 in rules:
                    fig.add_artist(Line2D([x0 / W, x1 / W], [1 - y / H] * 2, linewidth=0.5, color="#555555"))
                pdf.savefig(fig)
                plt.close(fig)


if __name__ == "__main__":
    main(sys.argv[1])
