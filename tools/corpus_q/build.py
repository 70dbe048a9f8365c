"""Assemble one document: template + repeated header/footer + metadata title."""
from . import templates
from .model import Doc, Page, K, V, values
from .people import Ctx


def header_lines(c, style):
    if style == 0:
        return [[c.estab_v(), " — ", K("Pôle médico-chirurgical", "SERVICE")], ["Tél. ", c.tel("e"), " — Fax ", c.tel("fax")]]
    if style == 1:
        return [[c.acro_v(), " | ", c.estab_v()], c.e_addr()]
    return [[c.estab_v()], [K("Service de médecine polyvalente", "SERVICE"), " — secrétariat ", V(c.e_mail, "EMAIL", "pii", True)]]


def footer_lines(c, style, i, n):
    if style == 0:
        return [[c.acro_v(), " — ", *c.e_addr(), " — FINESS ", c.finess_v()], [c.page_no(i, n, 0)]]
    if style == 1:
        return [["Document ", c.acro_v(), " ", K("Réf. ENR-DOC-014 v3", "VERSION"), " — ", c.tel("e")], [c.page_no(i, n, 1)]]
    return [["IPP ", c.ipp_v(), " — ", *c.pt_name(5)], [c.page_no(i, n, 3)]]


def make_doc(rng, idx, producer, name, tpl_index):
    c = Ctx(rng, idx)
    tpl = templates.ALL[tpl_index]
    two = tpl in templates.TWO_CAPABLE and rng.random() < 0.55
    doctype, pages_blocks = tpl(c, two)
    hs, fs = rng.randint(0, 2), rng.randint(0, 2)
    n = len(pages_blocks)
    pages = []
    for i, blocks in enumerate(pages_blocks, 1):
        pages.append(Page(header=header_lines(c, hs), footer=footer_lines(c, fs, i, n), blocks=blocks))
    meta = None
    if rng.random() < 0.5:
        meta = [doctype.replace("_", " ").capitalize(), " - ", c.pt.name("LF", "U", "T")]
    doc = Doc(name=name, doctype=doctype, pages=pages, meta_title=meta, meta_author=producer)
    doc.ctx = c
    return doc
