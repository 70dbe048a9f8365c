"""Ground-truth recorder: every printed personal value / kept value is registered as it is emitted."""

from __future__ import annotations

CRITICAL_KINDS = {"DATE_NAISSANCE", "NIR", "IPP", "EMAIL"}


class Truth:
    def __init__(self, name: str, family: str, kind: str, producer: str, producers: list[str]):
        self.name, self.family, self.kind = name, family, kind
        self.producer, self.producers = producer, producers
        self.pages: list[list[dict]] = [[]]
        self.meta: list[dict] = []
        self.cur = 0

    # ------------------------------------------------------------ pages
    def page(self, index: int) -> None:
        while len(self.pages) <= index:
            self.pages.append([])
        self.cur = index

    # ------------------------------------------------------------ items
    def pii(self, kind: str, text: str, subtype: str = "", probes=None, critical=None) -> str:
        if critical is None:
            critical = kind in CRITICAL_KINDS or (kind in ("NOM", "PRENOM") and subtype in ("patient", "naissance"))
        pr = [text] + [p for p in (probes or []) if p != text]
        self.pages[self.cur].append({"role": "pii", "kind": kind, "text": text, "subtype": subtype,
                                     "critical": bool(critical), "probes": pr})
        return text

    def keep(self, kind: str, text: str, subtype: str) -> str:
        self.pages[self.cur].append({"role": "keep", "kind": kind, "text": text, "subtype": subtype,
                                     "critical": False, "probes": [text]})
        return text

    # helpers ---------------------------------------------------------
    def nom(self, v, sub="patient"):
        return self.pii("NOM", v, sub)

    def prenom(self, v, sub="patient"):
        return self.pii("PRENOM", v, sub)

    def date(self, v):
        return self.keep("DATE", v, "SOINS")

    def decoy(self, sub, v):
        return self.keep("DECOY", v, sub)

    def mot(self, sub, v):
        return self.keep("MOT", v, sub)

    def addr(self, street: str, street_name: str):
        return self.pii("ADRESSE", street, probes=[street_name])

    def etab(self, est: dict, sub="etablissement"):
        if sub == "sigle":
            return self.pii("ETABLISSEMENT", est["sigle"], "sigle")
        return self.pii("ETABLISSEMENT", est["name"], sub, probes=[est["place"]])

    def metadata(self, kind: str, text: str, field: str, subtype="patient"):
        self.meta.append({"kind": kind, "text": text, "field": field, "critical": True, "probes": [text],
                          "subtype": subtype})

    def to_json(self) -> dict:
        return {"name": self.name, "family": self.family, "kind": self.kind, "producer": self.producer,
                "producers": self.producers, "page_index_base": 0,
                "pages": [{"index": i, "items": items} for i, items in enumerate(self.pages)],
                "metadata_items": self.meta}
