"""R's own pdf() device (grDevices, Type 1 Helvetica, Latin-1): the text is kept in Latin-1.

R draws "-" as a minus sign (documented in ?postscript): text is written with U+00AD, whose
Latin-1 slot carries the /hyphen glyph, so pdftotext reads "-" (pypdf reads U+00AD).
"""
from __future__ import annotations

import subprocess
from pathlib import Path



def _rstr(s: str, hyphen=False) -> str:
    out = []
    for ch in s:
        if ch == "-" and hyphen:
            out.append("\\u00ad")  # R draws "-" as a minus sign; Latin-1 0xAD is the /hyphen glyph
        elif ch in '"\\':
            out.append("\\" + ch)
        elif ord(ch) < 128:
            out.append(ch)
        else:
            out.append("\\u%04x" % ord(ch))
    return '"' + "".join(out) + '"'


def render(docs, cache: Path):
    cache.mkdir(parents=True, exist_ok=True)
    lines = []
    for doc in docs:
        title = doc["meta"].get("title", "Document")
        lines.append("pdf(%s, width=595/72, height=842/72, family='Helvetica', encoding='ISOLatin1.enc', title=%s, useDingbats=FALSE, onefile=TRUE)"
                     % (_rstr(doc["out"]), _rstr(title)))
        lines.append("par(mar=c(0,0,0,0))")
        for pl, rules in doc["pages"]:
            lines.append("plot.new(); plot.window(c(0,595), c(0,842), xaxs='i', yaxs='i')")
            for x, y, size, bold, text in pl:
                lines.append("text(%.1f, %.1f, %s, adj=c(0,0), cex=%.3f, font=%d)" % (x, 842 - y - size * 0.8, _rstr(text, True), size / 12, 2 if bold else 1))
            for x0, y, x1 in rules:
                lines.append("segments(%.1f, %.1f, %.1f, %.1f, lwd=0.6, col='grey40')" % (x0, 842 - y, x1, 842 - y))
        lines.append("invisible(dev.off())")
    script = cache / "render.R"
    script.write_text("\n".join(lines) + "\n", encoding="ascii")
    subprocess.run(["Rscript", "--vanilla", str(script)], check=True, cwd=str(cache))
