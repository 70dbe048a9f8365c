"""Producer 1: rinohtype 0.5.6 (own PDF backend) from reStructuredText, custom template (no TOC), running header/footer."""
from __future__ import annotations

import sys
from pathlib import Path

from .model import Running, flow_text

RTS = """[STYLESHEET]
name = corpus_u
base = sphinx_article

[VARIABLES]
mono_typeface = TeX Gyre Cursor
serif_typeface = {serif}
sans_typeface = TeX Gyre Heros

[default:Paragraph]
hyphenate=False

[body]
hyphenate=False
text_align=left

[title page title]
hyphenate=False
"""


def _t(segs, flow=False):
    out = []
    for s in segs:
        t = s if isinstance(s, str) else (flow_text(s) if flow else s.text)
        for ch in "\\*`|_":
            t = t.replace(ch, "\\" + ch)
        out.append(t)
    return "".join(out)


def _styled(run: Running) -> str:
    txt = "".join(s if isinstance(s, str) else s.text for s in run.segs)
    txt = txt.replace("{p}", "{PAGE_NUMBER}").replace("{n}", "{NUMBER_OF_PAGES}").replace("'", "\u2019")
    return "'%s'" % txt


def _list_table(rows, header, widths=None):
    """rows: list of rows, each a list of cells, each cell a list of segments."""
    out = [".. list-table::"]
    if header:
        out.append("   :header-rows: 1")
    if widths:
        out.append("   :widths: " + " ".join(str(w) for w in widths))
    out.append("")
    allrows = ([[[h] for h in header]] if header else []) + rows
    for row in allrows:
        for j, cell in enumerate(row):
            t = _t(cell) or "\\ "
            out.append(("   * - " if j == 0 else "     - ") + t)
    out.append("")
    return out


def to_rst(doc) -> str:
    L = []
    title = _t(doc["title"])
    L += [title, "=" * (len(title) + 4), ""]
    for b in doc["blocks"]:
        k = b[0]
        if k == "letterhead":
            L += ["| **%s**" % _t(b[1][0])] + ["| " + _t(x) for x in b[1][1:]] + [""]
        elif k == "title":
            L += [".. rubric:: " + _t(b[1]), ""]
        elif k == "h":
            L += [".. rubric:: " + _t([b[1]]), ""]
        elif k == "p":
            t = _t(b[1], flow=True)
            if "\n" in t:
                L += ["| " + x for x in t.split("\n")] + [""]
            else:
                L += [t, ""]
        elif k == "kv":
            rows, style = b[1], b[2]
            if style == "colon":
                for cap, v in rows:
                    L.append(":%s: %s" % (cap.replace(":", "\\:"), _t(v) or "\\ "))
                L.append("")
            elif style == "dots":
                L += ["| %s %s %s" % (cap, "." * max(3, 30 - len(cap)), _t(v)) for cap, v in rows] + [""]
            elif style == "under":
                L += _list_table([[v for _, v in rows], [[cap] for cap, _ in rows]], None)
            else:
                L += _list_table([[[cap], v] for cap, v in rows], None, widths=[1, 2])
        elif k == "cols":
            left, right = b[1], b[2]
            n = max(len(left), len(right))
            rows = []
            for i in range(n):
                a = left[i] if i < len(left) else ("", [])
                c = right[i] if i < len(right) else ("", [])
                rows.append([[a[0] + (" :" if a[0] else "")], a[1], [c[0] + (" :" if c[0] else "")], c[1]])
            L += _list_table(rows, None)
        elif k == "box":
            L += [".. admonition:: Étiquette patient", ""] + ["   | " + _t(x) for x in b[1]] + [""]
        elif k == "table":
            L += _list_table(b[2], b[1])
        elif k == "sig":
            L += ["| " + _t(x) for x in b[1]] + [""]
    return "\n".join(L) + "\n"


def render(doc, work: Path, name: str) -> Path:
    """Runs in-process (the generator runs with the corpus venv's Python, which has rinohtype)."""
    import contextlib, io
    with contextlib.redirect_stdout(io.StringIO()):
        import rinoh  # noqa: F401  (prints its banner on import)
    from rinoh.dimension import CM
    from rinoh.frontend.rst import ReStructuredTextReader
    from rinoh.style import StyleSheetFile
    from rinoh.template import ContentsPartTemplate, TemplateConfiguration
    from rinoh.templates import Article
    from rinoh.templates.article import ArticleBodyPageTemplate

    class CourrierHospitalier(Article):
        contents = ContentsPartTemplate(page_number_format="number")

    work.mkdir(parents=True, exist_ok=True)
    rst = work / (name + ".rst")
    rst.write_text(to_rst(doc), encoding="utf-8")
    rts = work / "corpus_u.rts"
    rts.write_text(RTS.format(serif=doc.get("rinoh_serif", "DejaVu Serif")), encoding="utf-8")
    conf = TemplateConfiguration("corpus_u", template=CourrierHospitalier, stylesheet=StyleSheetFile(str(rts.resolve())),
                                 language="fr")
    hdr, ftr = _styled(doc["header"]), _styled(doc["footer"])
    conf["contents_page"] = ArticleBodyPageTemplate(base="page", top_margin=2.6 * CM, bottom_margin=2.2 * CM,
                                                    left_margin=2.0 * CM, right_margin=2.0 * CM,
                                                    header_text=hdr, footer_text=ftr,
                                                    title_page_header_text=hdr, title_page_footer_text=ftr)
    tree = ReStructuredTextReader().parse(str(rst))
    document = conf.document(tree)
    out = work / name
    import io, contextlib
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        document.render(str(out))
    return work / (name + ".pdf")
