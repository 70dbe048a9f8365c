"""Ground-truth bookkeeping: every printed value is registered when it is written."""

from __future__ import annotations

CRITICAL_KINDS = {"DATE_NAISSANCE", "NIR", "IPP", "EMAIL"}


class Doc:
    """Items per page; ``pii``/``keep`` return the text so that it is written where it is registered."""

    def __init__(self, name: str, family: str, kind: str, producer: str, producers: list[str]):
        self.name, self.family, self.kind = name, family, kind
        self.producer, self.producers = producer, producers
        self.pages: list[list[dict]] = [[]]
        self.meta: list[dict] = []
        self.title = ""

    # ---------------------------------------------------------------- pages
    @property
    def page(self) -> int:
        return len(self.pages) - 1

    def new_page(self) -> None:
        self.pages.append([])

    # ---------------------------------------------------------------- items
    def pii(self, kind: str, text: str, subtype: str = "", probes: list[str] | None = None,
            critical: bool | None = None) -> str:
        if critical is None:
            critical = kind in CRITICAL_KINDS or (kind in ("NOM", "PRENOM") and subtype in ("patient", "naissance"))
        if probes is None:
            probes = [text]
        elif text not in probes:
            probes = [text] + probes
        self.pages[-1].append({"role": "pii", "kind": kind, "text": text, "subtype": subtype,
                               "critical": bool(critical), "probes": probes})
        return text

    def keep(self, kind: str, subtype: str, text: str, probes: list[str] | None = None) -> str:
        self.pages[-1].append({"role": "keep", "kind": kind, "text": text, "subtype": subtype,
                               "critical": False, "probes": probes or [text]})
        return text

    # shorthands
    def date(self, text: str) -> str:
        return self.keep("DATE", "SOINS", text)

    def decoy(self, subtype: str, text: str) -> str:
        return self.keep("DECOY", subtype, text)

    def word(self, subtype: str, text: str) -> str:
        return self.keep("MOT", subtype, text)

    def addr(self, text: str) -> str:
        """A street line "12 rue des Tanneurs": probes are the line and the street name."""
        parts = text.split(" ", 1)
        probes = [text, parts[1]] if len(parts) == 2 and parts[0][:1].isdigit() else [text]
        return self.pii("ADRESSE", text, probes=probes)

    def etab(self, text: str, subtype: str = "etablissement", distinctive: str | None = None) -> str:
        probes = [text] + ([distinctive] if distinctive and distinctive != text else [])
        return self.pii("ETABLISSEMENT", text, subtype, probes)

    def set_title(self, title: str, parts: list[tuple[str, str]], xmp: bool) -> None:
        """Info /Title (and XMP dc:title): ``parts`` = [(kind, value)] of the patient's names in it."""
        self.title = title
        for field in ["Info/Title"] + (["XMP/dc:title"] if xmp else []):
            for kind, value in parts:
                self.meta.append({"kind": kind, "text": value, "field": field, "critical": True, "probes": [value]})

    def remap_pages(self, fn) -> None:
        """After an imposition: logical page k goes to physical page fn(k)."""
        out: dict[int, list] = {}
        for k, items in enumerate(self.pages):
            out.setdefault(fn(k), []).extend(items)
        self.pages = [out.get(i, []) for i in range(max(out) + 1)]

    def truth(self) -> dict:
        return {"name": self.name, "family": self.family, "kind": self.kind, "producer": self.producer,
                "producers": self.producers, "page_index_base": 0,
                "pages": [{"index": i, "items": items} for i, items in enumerate(self.pages)],
                "metadata_items": self.meta}


def site_etab(doc: Doc, site, short: bool = False) -> str:
    """A hospital's full name with its distinctive place name as second probe."""
    name = site.name
    distinctive = name.split(" de la ")[-1].split(" du ")[-1].split(" de ")[-1].split(" des ")[-1]
    return doc.etab(name, "etablissement", distinctive)
