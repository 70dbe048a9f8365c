# Run inside Scribus (scribus -g -ns -py this.py SPEC.json): one text frame per laid-out line.
import json
import sys

import scribus

spec = json.load(open(sys.argv[1], encoding="utf-8"))
for doc in spec:
    scribus.newDocument(scribus.PAPER_A4, (20, 20, 20, 20), scribus.PORTRAIT, 1, scribus.UNIT_POINTS,
                        scribus.NOFACINGPAGES, scribus.FIRSTPAGERIGHT, 1)
    for pi, (lines, rules) in enumerate(doc["pages"]):
        if pi > 0:
            scribus.newPage(-1)
        scribus.gotoPage(pi + 1)
        for x, y, size, bold, text, w in lines:
            f = scribus.createText(x, y - 1, w, size * 1.9)
            scribus.setText(text, f)
            scribus.setFont("DejaVu Sans Bold" if bold else "DejaVu Sans Book", f)
            scribus.setFontSize(size, f)
            scribus.setTextDistances(0, 0, 0, 0, f)
        for x0, y, x1 in rules:
            ln = scribus.createLine(x0, y, x1, y)
            scribus.setLineWidth(0.5, ln)
    m = doc["meta"]
    scribus.setInfo(m.get("author", "Secrétariat médical"), m.get("title", "Document médical"), "")
    pdf = scribus.PDFfile()
    pdf.file = doc["out"]
    pdf.save()
    scribus.closeDoc()
