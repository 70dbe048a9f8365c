"""pdfme renderer (pure-Python writer, core Helvetica fonts). Run with the corpus venv python:
    python r_pdfme.py layout.json out.pdf
"""
import json
import sys


def build(layout):
    sections = []
    for page in layout["pages"]:
        content = []
        for b in page:
            t = b[0]
            if t == "title":
                content.append({".": b[1], "style": {"b": 1, "s": 13, "text_align": "l"}})
            elif t == "h":
                content.append({".": b[1], "style": {"b": 1, "s": 10.5, "text_align": "l", "margin_top": 6}})
            elif t == "p":
                content.append({".": b[1], "style": {"s": 9.5}})
            elif t == "small":
                content.append({".": b[1], "style": {"s": 7.5, "text_align": "l"}})
            elif t == "hr":
                content.append({".": "_" * 88, "style": {"s": 7.5, "c": 0.5}})
            elif t == "sp":
                content.append({".": " "})
            elif t == "right":
                for x in b[1]:
                    content.append({".": x, "style": {"s": 9.5, "text_align": "r", "margin_bottom": 1}})
            elif t == "kv":
                lw = b[2] / 500
                content.append({"widths": [lw, 1 - lw], "style": {"s": 9.5, "margin_bottom": 4},
                                "borders": [{"pos": "h;:;:", "width": 0}, {"pos": "v;:;:", "width": 0}],
                                "table": [[{".": [{"b": 1}, k + " :"]} if False else {".": k + " :", "style": {"b": 1}}, v] for k, v in b[1]]})
            elif t == "table":
                rows = [[{".": x, "style": {"b": 1}} for x in b[1]]] + [list(r) for r in b[2]]
                content.append({"widths": b[3], "style": {"s": 8.5, "margin_bottom": 6}, "table": rows})
        sections.append({"content": content})
    return {"style": {"margin_bottom": 5, "text_align": "j", "page_size": "a4", "margin": [42, 50, 30, 50]},
            "sections": sections}


if __name__ == "__main__":
    import hashlib
    import uuid

    import pdfme.base
    from pdfme import build_pdf
    layout = json.load(open(sys.argv[1], encoding="utf-8"))
    # deterministic file /ID (pdfme draws it from uuid4)
    pdfme.base.uuid4 = lambda: uuid.UUID(hashlib.md5(layout["name"].encode()).hexdigest())
    with open(sys.argv[2], "wb") as f:
        build_pdf(build(layout), f)
