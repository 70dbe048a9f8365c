"""Signs that a PDF is damaged, looked for once when it is opened.

MuPDF opens many damaged files without a word: it repairs some lazily (when an
object is first read, so ``is_repaired`` may turn true only later), it counts
pages from the page tree's ``/Count`` until a lookup fails, it shows a missing
or non-page object of the page tree as a blank page, and it ignores a file cut
after its last complete revision. ``scan_pages`` walks every page at open time,
so the page count is final before anyone uses it, and returns short French
reasons (no value, no file name: they reach logs and the window).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from app.document.errors import MUPDF_ERRORS

TAIL_BYTES = 1024  # where readers look for %%EOF and startxref (ISO 32000 § 7.5.5)
MAX_ORPHAN_SCAN = 200_000  # objects: the scan for pages left out of the page tree stays under a few seconds
_STARTXREF = re.compile(rb"startxref\s+(\d+)\s*%%EOF")
_XREF_AT = re.compile(rb"\s*(xref|\d+\s+\d+\s+obj)")
_NOT_A_PAGE = ("null", "null")
_REF = re.compile(r"(\d+) \d+ R\b")
_INNER_DICT = re.compile(r"<<[^<>]*>>")


@dataclass
class PageScan:
    """What walking the page tree found (0-based page indexes)."""

    declared: int | None = None  # /Count of the page tree root, when it is a number
    opened: int = 0  # pages MuPDF gives once every page was looked up
    failed: list[int] = field(default_factory=list)  # pages that do not load, or are no page object
    incomplete: list[int] = field(default_factory=list)  # pages whose image or form object is missing
    blank: list[int] = field(default_factory=list)  # loaded pages without any content stream
    fonts_missing: list[int] = field(default_factory=list)  # pages naming a font object the file lacks
    orphans: int = 0  # page objects of the file that the page tree does not reach

    @property
    def usable(self) -> int:
        return self.opened - len(self.failed)

    @property
    def all_blank(self) -> bool:
        """Every page that opened has no content at all (or none opened)."""
        return len(self.blank) >= self.usable


def file_end_problem(path: Path) -> str | None:
    """The reason the end of the file is wrong (cut short, bad startxref), or None."""
    try:
        with open(path, "rb") as fh:
            head = fh.read(TAIL_BYTES)
            fh.seek(0, 2)
            size = fh.tell()
            fh.seek(max(0, size - TAIL_BYTES))
            tail = fh.read()
            eof = tail.rfind(b"%%EOF")
            if eof < 0:
                return "fin de fichier absente : le fichier semble coupé"
            if re.search(rb"\bobj\b|\bendobj\b|\bstream\b", tail[eof + 5 :]):
                return "la fin du fichier est incomplète (dernière mise à jour coupée)"
            matches = list(_STARTXREF.finditer(tail))
            if not matches:
                return "adresse de la table des objets (startxref) absente"
            offset = int(matches[-1].group(1))
            start = max(0, head.find(b"%PDF-"))  # offsets count from the header (junk may precede it)
            for base in {start, 0}:
                if 0 < base + offset < size:
                    fh.seek(base + offset)
                    if _XREF_AT.match(fh.read(64)):
                        return None
            return "adresse de la table des objets (startxref) invalide"
    except OSError:
        return None  # opening already read the file; an error here is not a sign of damage


def _page_tree_count(pdf) -> int | None:
    try:
        kind, value = pdf.xref_get_key(pdf.pdf_catalog(), "Pages/Count")
    except MUPDF_ERRORS:
        return None
    if kind != "int":
        return None
    try:
        return int(value)
    except ValueError:
        return None


def _is_page_object(pdf, xref: int) -> bool:
    """``xref`` is a dictionary that looks like a page (MuPDF shows anything else as a blank page)."""
    if xref <= 0 or xref >= pdf.xref_length():
        return False
    try:
        return any(pdf.xref_get_key(xref, k) != _NOT_A_PAGE for k in ("Type", "Parent", "MediaBox", "Contents"))
    except MUPDF_ERRORS:
        return False


def _all_streams(pdf, xrefs) -> bool:
    length = pdf.xref_length()
    try:
        return all(0 < x < length and pdf.xref_is_stream(x) for x in xrefs)
    except MUPDF_ERRORS:
        return False


def _contents_ok(pdf, page) -> tuple[bool, bool]:
    """(every /Contents reference is a readable stream, the page has content)."""
    try:
        xrefs = page.get_contents()
        if not xrefs:
            kind, _ = pdf.xref_get_key(page.xref, "Contents")
            # No /Contents or an empty array: a page left blank on purpose; a reference to nothing is not.
            return kind in ("null", "array"), False
    except MUPDF_ERRORS:
        return False, False
    return (True, True) if _all_streams(pdf, xrefs) else (False, False)


def _images_ok(pdf, xref: int) -> bool:
    """The page's own /XObject resources (images, forms) all exist: a missing one shows as a blank area."""
    try:
        kind, value = pdf.xref_get_key(xref, "Resources/XObject")
    except MUPDF_ERRORS:
        return False
    if kind != "dict":
        return True  # none, or inherited: not looked at
    return _all_streams(pdf, [int(n) for n in _REF.findall(value)])


def _fonts_ok(pdf, xref: int, known: dict[int, bool]) -> bool:
    """Every font the page's own resources name exists. A file cut short loses them: MuPDF
    then reads the glyph codes as letters, a shifted text that detection cannot read
    and that still spells the values (each letter a fixed step away)."""
    try:
        kind, value = pdf.xref_get_key(xref, "Resources/Font")
        if kind == "xref":
            value, kind = pdf.xref_object(int(value.split()[0])), "dict"
    except MUPDF_ERRORS:
        return False
    if kind != "dict":
        return True  # none, or inherited: not looked at
    top = value.strip()[2:-2]  # the fonts by name: a font given inline is whole (its own references,
    while _INNER_DICT.search(top):  # /Widths or /ToUnicode, are no font objects to check)
        top = _INNER_DICT.sub(" ", top)
    for ref in map(int, _REF.findall(top)):
        if ref not in known:  # fonts are shared by pages: each looked at once
            try:
                known[ref] = pdf.xref_object(ref).lstrip().startswith("<<")
            except MUPDF_ERRORS:
                known[ref] = False
        if not known[ref]:
            return False
    return True


def _orphan_pages(pdf, reached: set[int]) -> int:
    """Page objects with content that the page tree does not reach (0 on a file too large to scan)."""
    length = pdf.xref_length()
    if length > MAX_ORPHAN_SCAN:
        return 0
    n = 0
    for x in range(1, length):
        if x in reached:
            continue
        try:
            if pdf.xref_get_key(x, "Type") == ("name", "/Page") and pdf.xref_get_key(x, "Contents")[0] != "null":
                n += 1
        except MUPDF_ERRORS:
            continue
    return n


def scan_pages(pdf, max_pages: int) -> PageScan:
    """Look every page up (at most ``max_pages`` + 1), so MuPDF's page count is final."""
    scan = PageScan(declared=_page_tree_count(pdf))
    reached: set[int] = set()
    fonts: dict[int, bool] = {}
    i = 0
    while i < pdf.page_count and i <= max_pages:
        try:
            page = pdf.load_page(i)
        except (IndexError, *MUPDF_ERRORS):
            if i < pdf.page_count:  # a failed lookup may shrink the count: then the page never was
                scan.failed.append(i)
            i += 1
            continue
        if not _is_page_object(pdf, page.xref):
            scan.failed.append(i)
        else:
            reached.add(page.xref)
            readable, has_content = _contents_ok(pdf, page)
            if not readable:
                scan.failed.append(i)
            elif not has_content:
                scan.blank.append(i)
            elif not _images_ok(pdf, page.xref):
                scan.incomplete.append(i)
            if readable and has_content and not _fonts_ok(pdf, page.xref, fonts):
                scan.fonts_missing.append(i)
        i += 1
    scan.opened = pdf.page_count
    scan.failed = [p for p in scan.failed if p < scan.opened]
    scan.blank = [p for p in scan.blank if p < scan.opened]
    scan.incomplete = [p for p in scan.incomplete if p < scan.opened]
    scan.fonts_missing = [p for p in scan.fonts_missing if p < scan.opened]
    miscounted = scan.declared is not None and scan.declared != scan.opened
    if scan.usable <= 1 or scan.failed or scan.incomplete or miscounted:
        # A page tree cut short leaves its pages in the file: count them where it matters
        # (scanning every object of every sound file would cost time for nothing).
        scan.orphans = _orphan_pages(pdf, reached)
    return scan


def page_list_fr(pages: list[int], limit: int = 8) -> str:
    """``[0, 1, 2, 6]`` → ``"pages 1 à 3, 7"``; one page → ``"page 4"`` (1-based)."""
    runs: list[tuple[int, int]] = []
    for p in sorted(set(pages)):
        if runs and p == runs[-1][1] + 1:
            runs[-1] = (runs[-1][0], p)
        else:
            runs.append((p, p))
    parts = [
        "%d" % (a + 1) if a == b else ("%d, %d" if b == a + 1 else "%d à %d") % (a + 1, b + 1) for a, b in runs[:limit]
    ]
    text = ", ".join(parts) + (", …" if len(runs) > limit else "")
    return ("page " if len(pages) == 1 else "pages ") + text


def reasons_fr(scan: PageScan, end_problem: str | None, repaired: bool = False) -> list[str]:
    """Short French reasons, most telling first (``repaired``: MuPDF rebuilt the file).

    Pages left out of the page tree alone are no damage: split and merge tools
    (PDFsam…) leave the pages they dropped in the file. They are one when the file
    is damaged otherwise, or when every page that opened is blank."""
    out: list[str] = []
    if repaired:
        out.append("structure interne reconstruite à l'ouverture")
    if scan.declared is not None and scan.declared != scan.opened:
        out.append(
            "le fichier annonce %d page%s, %d %s pu être ouverte%s"
            % (scan.declared, "s" if scan.declared > 1 else "", scan.opened,
               "ont" if scan.opened > 1 else "a", "s" if scan.opened > 1 else "")
        )
    if scan.failed:
        out.append("%s illisible%s" % (page_list_fr(scan.failed), "s" if len(scan.failed) > 1 else ""))
    if scan.incomplete:
        out.append(
            "%s incomplète%s (image ou contenu manquant)"
            % (page_list_fr(scan.incomplete), "s" if len(scan.incomplete) > 1 else "")
        )
    if scan.fonts_missing:
        out.append(
            "%s sans %s polices (texte illisible, masquée%s entièrement à l'export)"
            % (page_list_fr(scan.fonts_missing), *(("leurs", "s") if len(scan.fonts_missing) > 1 else ("ses", "")))
        )
    if scan.orphans and (out or end_problem or scan.all_blank):
        out.append(
            "%d page%s du fichier hors de la table des pages" % (scan.orphans, "s" if scan.orphans > 1 else "")
        )
    if end_problem:
        out.append(end_problem)
    return out
