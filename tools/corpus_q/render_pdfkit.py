"""PDFKit for Node: Python writes a JSON spec, tools/corpus_q/pdfkit_render.js lays it out."""
import json
import os
import subprocess
from pathlib import Path

from .model import V, plain


def ptext(segs):
    """Plain text where hyphens inside values are non-breaking (U+2011): PDFKit would wrap at them
    and pdftotext would then drop the hyphen ("Trois-⏎Rois" -> "TroisRois"). NFKC maps U+2011 back."""
    if isinstance(segs, (str, V)):
        segs = [segs]
    return "".join(s.text.replace("-", "\u2011") if isinstance(s, V) else s for s in segs)

HERE = Path(__file__).resolve().parent
NODE_DIR = HERE.parent / "_cache" / "corpusq-node"


def spec_of(doc, out_path, narrow=0):
    pages = []
    for pg in doc.pages:
        blocks = []
        for b in pg.blocks:
            t = b["t"]
            if t in ("title", "para"):
                blocks.append({"t": t, "text": ptext(b["segs"]), "level": b.get("level", 1)})
            elif t == "lines":
                blocks.append({"t": t, "lines": [ptext(x) for x in b["lines"]]})
            elif t == "kv":
                blocks.append({"t": t, "caption": ptext(b["caption"]) if b.get("caption") else None,
                               "rows": [[ptext(a), ptext(v)] for a, v in b["rows"]]})
            else:
                k = len(b["header"])
                blocks.append({"t": t, "caption": ptext(b["caption"]) if b.get("caption") else None,
                               "header": [ptext(h) for h in b["header"]], "widths": b["widths"] or [1.0 / k] * k,
                               "rows": [[ptext(c) for c in r] for r in b["rows"]]})
        pages.append({"header": [ptext(x) for x in pg.header], "footer": [ptext(x) for x in pg.footer], "blocks": blocks})
    return {"out": str(out_path), "narrow": narrow, "title": plain(doc.meta_title) if doc.meta_title is not None else None, "pages": pages}


def render_batch(jobs, work_dir, narrow=0):
    """jobs: list of (doc, out_path). ``narrow`` > 0 shrinks the text width by 9 pt steps: PDFKit may wrap
    inside a value after a slash ("mL/⏎min"), which no text extractor can join back; the caller retries."""
    spec = work_dir / "pdfkit_spec.json"
    spec.write_text(json.dumps([spec_of(d, p, narrow) for d, p in jobs], ensure_ascii=False), encoding="utf-8")
    env = dict(os.environ, NODE_PATH=str(NODE_DIR / "node_modules"))
    r = subprocess.run(["node", str(HERE / "pdfkit_render.js"), str(spec)], env=env, capture_output=True, text=True)
    if r.returncode:
        raise RuntimeError("pdfkit failed: " + r.stderr[-2000:])
    return r.stdout.strip()


def version():
    p = NODE_DIR / "node_modules" / "pdfkit" / "package.json"
    return "pdfkit " + json.loads(p.read_text())["version"] + " (node " + subprocess.run(["node", "--version"], capture_output=True, text=True).stdout.strip() + ")"
