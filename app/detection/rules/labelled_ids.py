"""Any code with a few digits after an identifying label: "Autre identifiant".

Hospitals print many numbers that point at the patient elsewhere: a
mutual-insurance member number ("adhérent n° 2466915869"), an imaging
accession ("examen n° RX23-806226"), a lab file ("Dossier n° 1010925B1003"),
a prescription id ("Prescription Id : 2023123456789"), a stay number with
letters or a hyphen ("séjour E23-527104", "2024-118734"). Their shapes differ
from one producer to the next, so the label decides: a code of letters,
digits and inner "-", "/" or "." holding at least four digits, right after
one of ``LABELS`` (same line, or the next line or table cell).

Two more shapes, after narrower labels, are read by ``labelled_spaced``: an
insurance number printed in spaced groups ("AMC : 12 345 678 90") and the login
of whoever printed or entered the document ("Imprimé par : jdupont"). What must
stay readable is left alone: medical codes (CIM-10, CCAM, GHM, LOINC, ATC,
CIP/UCD), lot numbers, dates, measures followed by a unit. The
kind is the specific one when the label names it (IPP, séjour → EPISODE),
otherwise ``AUTRE``, masked by default and not propagated. Confidence 0.90:
below the specific detectors (0.97), which win where both fire. Codes read from table
cells given one a line are found by ``labelled_tables`` with the same labels.
"""

from __future__ import annotations

import re
from typing import Sequence

from app.detection.rules.common import LABEL_GAP, LabelBefore, ci, left_ok, make_span, wrapped_caption_start
from app.detection.rules.checksums import luhn_ok
from app.detection.rules.dates import DASHED_MONTHS
from app.detection.rules.identifier_labels import LABELS
from app.detection.rules.identifiers import HP_LABELS, RPPS_BARE, EPISODE_LABELS, IPP_LABELS, find_label
from app.detection.spans import Span

# Captions of a table cell or under a value only: after these labels on a line the national
# id rules read the value (with its check key).
TABLE_LABELS = LABELS + (r"FINESS", r"RPPS", r"ADELI")
# A word just before the label on its line that makes the number something else ("Lot n° 4521";
# "…&ISO" ending the line above is no such word).
NOT_AFTER = re.compile(
    r"(?:\b(?:lot|lots|cerfa|CIP|UCD|ATC|CCAM|CIM(?:-?10)?|GHM|GHS|LOINC|page|p\.|t[ée]l(?:[ée]phone)?\.?|fax|version|"
    # an order of material or drugs from the supplier ("commande n° CMD-2026-04417") names no one
    r"commande|"
    # a package's or a deck's number ("Paquet n° PQ-479751") names no one
    r"paquet|"
    # a laboratory's accreditation ("Accréditation Cofrac n° 8-1234") is public and names no one
    # (its programme may stand between: "Accréditation COFRAC Essais n° 8-1009")
    r"art(?:icle)?\.?|d[ée]cret|loi|norme|ISO|OID(?:[ \t]+du)?|accr[ée]ditation|"
    # a European regulation or directive ("règlement (CE) n° 883/2004", the coordination of social security)
    r"r[èe]glement(?:[ \t]+\((?:CE|UE|CEE)\))?|directive(?:[ \t]+\((?:CE|UE|CEE)\))?|"
    # a machine's number ("générateur n° AK200-70623" of a dialysis session) names no one
    r"g[ée]n[ée]rateur|moniteur|dialyseur|respirateur|d[ée]fibrillateur|stimulateur|pacemaker|pompe|"
    r"pousse-seringue|automate|"
    r"cofrac(?:[ \t]+(?:essais|[ée]talonnages?|examens|inspection|certification|biologie[ \t]+m[ée]dicale))?)[ \t]*)\Z"
    # (the accreditation on the line above too: "Accréditation COFRAC⏎n° 8-4030")
    r"|\b(?:accr[ée]ditation|cofrac)[^\n]{0,30}\n[ \t]*\Z",
    re.IGNORECASE,
)
# A machine named by its brand and model before the label: "pompe CADD-Solis n° 8486-088744",
# "Polygraphe Nox A1 n° 312A4235858" (the device's serial names no one).
_DEVICE_BRAND_BEFORE = re.compile(
    r"\b(?:[gG][ée]n[ée]rateur|[mM]oniteur|[dD]ialyseur|[rR]espirateur|[vV]entilateur|[dD][ée]fibrillateur|[sS]timulateur|"
    r"[pP]ompe|[pP]ousse-seringue|[pP]olygraphe|[pP]olysomnographe|[hH]olter|[cC]apteur|[cC]oncentrateur|[aA]ppareil|"
    r"[aA]utomate|[lL]ecteur)(?:(?:[ \t]+|[ \t]*\n[ \t]*)[A-Z0-9][\w\-]*){1,3}[ \t]*\Z")
# A piece of each of those words: a window without one is not searched.
_DEVICE_STEMS = ("ateur", "iteur", "yseur", "ompe", "seringue", "graphe", "olter", "apteur", "ppareil", "utomate", "ecteur")
# A reference of a device or a product, not of a person: "référence" or "réf." after a word
# of the operating room's material earlier on the line.
REF_LABEL = re.compile(r"(?:r[ée]f[ée]rence|r[ée]f\b)", re.IGNORECASE)
DEVICE_BEFORE = re.compile(r"\b(?:lot|mat[ée]riel|clips?|agrafeuse|implants?|proth[èe]ses?|dispositif|sondes?|cath[ée]ters?|"
                            r"fils?|plaques?|vis|stents?|canules?|drains?|trocarts?|filtres?|pansements?|fabricant|marque)\b",
                            re.IGNORECASE)


def _ref_window(text: str, ls: int) -> int:
    """Where the material word of a reference is looked for: its line before it, and the line
    above when the reference opens its line (a traceability table read one cell a line:
    "Clips polymère⏎REF 544240")."""
    line = text.rfind("\n", 0, ls) + 1
    if not text[line:ls].strip():
        line = text.rfind("\n", 0, max(0, line - 1)) + 1
    return max(0, ls - 80, line)


# A qualifier may stand between the label and its code: "IPP établissement J7082126", in brackets
# too ("N° d'examen (PACS) RX26293473").
QUALIFIER = r"(?:[ \t]+(?P<qb>\()?(?:" + "|".join(ci(x) for x in (
    r"[ée]tablissement", r"local", r"interne", r"site", r"h[ôo]pital", r"GH", r"CH", r"CHU", r"unique", r"permanent",
    r"labo(?:ratoire)?", r"m[ée]dical", r"administratif", r"PMSI", r"externe", r"hospitalier", r"patient",
    r"structure", r"RCP",
    # a stay's number as the emergency software prints it when the stay opens ("ÉPISODE OUVERT EP25A37122")
    r"ouvert", r"cr[ée]{2}",
    # a form's field number ("Numéro d'identification personnel (champ 6)", the European health card's)
    r"champ[ \t]+\d{1,2}",
    # the regional pharmacovigilance centre's case reference ("Réf. CRPV : BD-25-2778998")
    r"CRPV",
    # the system that issued it ("N° d'accession PACS :", "identifiant DMP :")
    r"PACS", r"RIS", r"DMP", r"DPI", r"SIH", r"SIL",
    # whose number it is, where one document holds two people's ("IPP nouveau-né :", "IPP de la mère")
    r"(?:(?:du|de[ \t]+l['’]|de[ \t]+la)[ \t]*)?(?:nouveau-n[ée]|b[ée]b[ée]|enfant|m[èe]re|p[èe]re|nourrisson)")) + r")(?(qb)\)))?"
_LABEL = LabelBefore(r"(?:" + "|".join(ci(x) for x in LABELS) + r")(?![\w])" + QUALIFIER + r"(?![\w])" + LABEL_GAP + r"\Z")
# The insurer named between a member label and its number: "Mutuelle / n° adhérent :⏎Harmonie –
# AD5840999-01" (the number is the member's, the name the insurer's).
_INSURER_BETWEEN = LabelBefore(
    r"(?:" + "|".join(ci(x) for x in (r"adh[ée]rent", r"mutuelle", r"AMC", r"contrat")) + r")(?![\w])" + LABEL_GAP
    + r"[A-ZÀ-Ý][\w'’\-]*(?:[ \t]+[\w'’\-]+){0,3}[ \t]+[–—-][ \t]+\Z")
# A number a sentence says is the patient's: "Son IPP chez vous est le 0006623526".
# A strong label, then words that say whose or which number it is, then a colon ("IPP attribué
# par le laboratoire :", "N° FINESS de l'établissement :", "IPP (enfant) :"): the label says
# what the number is whatever stands between. Capitals only ("ins", "nir" are word pieces).
_QUALIFIED_LABEL = LabelBefore(
    r"(?P<l>IPP|NIP|NDA|IEP|RPPS|ADELI|FINESS|Finess|NIR|INS|SIRET|SIREN)(?![\w\-])"
    r"(?:[ \t]*\([^()\n:|\d]{1,24}\)|[ \t]+[^\W\d][^\n:|\d]{0,34}?)[ \t]*:[ \t]*\Z")
# A file number whose label says which file between "dossier" and the code: "Dossier de
# régulation DR-405394631" (the SAMU's), "N° de dossier MDPH : D358209043", "Dossier⏎laboratoire
# BIO-534617407". One word of a service or an acronym in capitals may qualify the file; the
# code still needs its digits and passes the medical-code and date tests.
_DOSSIER_QUALIFIED = LabelBefore(
    r"(?:" + ci(r"n°") + r"[ \t]*(?:" + ci("de") + r"[ \t]+)?)?" + ci("dossier") + r"(?![\w])"
    r"(?:[ \t]*\n?[ \t]*(?:(?:de|du|d['’]|de[ \t]+la)[ \t]*)?[a-zàâçéèêëîïôûùü]{4,20}|[ \t]+[A-Z]{2,6}"
    # in capitals, the file's word in full or cut short by a listing's narrow column ("DOSSIER DE RÉGULATION",
    # "DOSSIER DE RÉGULA..:")
    r"|[ \t]+(?:(?:DE|DU|D['’]|DE[ \t]+LA)[ \t]*)?[A-ZÀÂÇÉÈÊËÎÏÔÛÙÜ]{4,20})(?![\w])"
    + LABEL_GAP + r"\Z")
_QUALIFIED_KIND = {"IPP": "IPP", "NIP": "IPP", "NDA": "EPISODE", "IEP": "EPISODE", "RPPS": "RPPS", "ADELI": "RPPS",
                   "FINESS": "FINESS", "Finess": "FINESS", "NIR": "NIR", "INS": "NIR", "SIRET": "AUTRE", "SIREN": "AUTRE"}
_PROSE_IPP = LabelBefore(r"\b(?:IPP|NIP)(?:[ \t]+[a-zàâçéèêëîïôûùü'’]+){1,4}[ \t]+(?:est|:)[ \t]+(?:le[ \t]+)?\Z")
# A name and the slash before a reference number: "Le Bihan/", "Loubière/".
_NAME_SLASH = re.compile(r"(?:[A-ZÀ-Ý][\w'’\-]*[ \t]+){0,2}[A-ZÀ-Ý][^\W\d_]*(?:-[^\W\d_]+)*/\Z")
CODE_VALUE = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9]|[-/.](?=[A-Za-z0-9])){3,29}(?![\w/]|[.,]\d|[-/][A-Za-z0-9])")
_DIGIT_RUN = re.compile(r"\d\d+")  # (not "\d{2,}": a leading repeat stops ``re`` skipping ahead)
# "Document S3135 v2022", "Réf. FO-2231 version 4": a form's or a procedure's number, given
# with its version; a person's number has none.
_VERSION_AFTER = re.compile(r"[ \t]+(?:v|V|version|Version|VERSION|r[ée]v\.?|R[ÉE]V\.?)[ \t]*\d")
MEDICAL_CODE = re.compile(
    r"(?:[A-Z]\d{2}(?:\.\d{1,3})?"  # CIM-10 (K57.30)
    r"|[A-Z]{4}\d{3}(?:-\d{2,3})?"  # CCAM (HHFA016)
    r"|\d{2}[A-Z]\d{2}[A-Z0-9]?"  # GHM (06C041)
    r"|\d{1,5}-\d"  # LOINC (2345-7)
    r"|[A-Z]\d{2}[A-Z]{2}\d{2}"  # ATC (C09AA05)
    r"|340[0-9]\d{9}|340[0-9]\d{3}"  # CIP 13 / CIP 7, UCD 13 (34008…)
    r")\Z"
)
# A blood product's ISBT 128 code (the product, the donation type, the division: "E4558V00") on a page
# about blood products: the same for every unit of the product, no one's number.
ISBT_PRODUCT = re.compile(r"[A-Z]\d{4}[A-Z]\d{2}\Z")
_BLOOD_PRODUCTS = re.compile(r"(?i:code[ \t]+(?:du[ \t]+)?produit|ISBT|\bPSL\b|\bCGR\b|\bCPA\b|\bMCPS\b|\bPFC\b|plaquettes|"
                             r"concentr[ée]s?[ \t]+(?:de[ \t]+)?globul)")
DATE_LIKE = re.compile(r"\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\Z"
                   # a year first, then its month and day ("2025-06-13"; "2025-06-1371" is a number)
                   r"|\d{3,4}[/.-]\d{1,2}(?:[/.-]\d{1,2})?\Z"
                   # a month and its year ("03/2025", a visit's month on a research form)
                   r"|(?:0?[1-9]|1[0-2])[/.-](?:19|20)\d\d\Z"
                   # "06-FEV-2025", "12-MAR-61": a month written in letters between dashes or dots
                   # (a month's name or abbreviation only, as the dates rules read them: "25-AMB-6516" is a stay number)
                   r"|\d{1,2}[-.](?i:" + "|".join(sorted(DASHED_MONTHS, key=len, reverse=True)) + r")"
                   r"\.?[-.](?:\d{2}|\d{4})\Z")
# Public registry numbers of a trial, the same for every participant: ClinicalTrials.gov's
# "NCT01234567", the EU's "2024-512345-12-00" (EU CT) or EudraCT's "2019-001234-56".
TRIAL_REGISTRY = re.compile(r"NCT\d{8}\Z|(?:19|20)\d\d-\d{6}-\d{2}(?:-\d{2})?\Z")
# A research participant's code has a range's shape ("03-122": a centre, then a serial): after its
# caption, it is the code.
_PARTICIPANT_BEFORE = re.compile(r"(?i:participant|sujet|s[ée]lection|randomisation|inclusion)[ \t:°n.]*(?:de[ \t]+)?\Z")
# A reference range of a result ("136-145", "3,5-5,0"): two numbers of like size (a digit more
# at most), the first the smaller; a stay or a request number joined by a dash is far longer on
# the right ("2024-118734", "23-806226", "8-1234").
_RANGE = re.compile(r"(?P<a>\d{1,4})(?:[.,]\d+)?[ \t]*[-–][ \t]*(?P<b>\d{1,4})(?:[.,]\d+)?\Z")


# "N° 12039*02": a Cerfa form's number and its edition, whatever the label before it.
_CERFA_TAIL = re.compile(r"\*\d{2}(?!\d)")


def reference_range(value: str, caption: str = "") -> bool:
    """Whether ``value`` reads as a reference range, unless ``caption`` (the words before it, or its
    cell's caption) names a research participant, whose code has that shape."""
    m = _RANGE.match(value)
    return m is not None and int(m.group("a")) < int(m.group("b")) and len(m.group("b")) - len(m.group("a")) <= 1 \
        and not (caption and _PARTICIPANT_BEFORE.search(caption))


# A score out of its maximum ("46/100" for a questionnaire, "27/30" for a MMSE): no record is
# numbered by a fraction no larger than one with a short round-looking denominator.
_SCORE = re.compile(r"(?P<a>\d{1,3})/(?P<b>\d{2,3})\Z")


def score_value(value: str) -> bool:
    m = _SCORE.match(value)
    return m is not None and int(m.group("a")) <= int(m.group("b")) <= 200


# An object identifier names an authority or a code system ("1.2.250.1.213.1.4.8", the INS's):
# it identifies no one; the id it qualifies is found on its own.
OID_VALUE = re.compile(r"[0-2](?:\.\d+){4,}\Z")
# A unit after the number makes it a measure; "/" counts only glued ("5000/mm3") or before a
# unit word: "Réf. : 2025-534805 / 843300128" is two references, not a rate.
UNIT = re.compile(r"[ \t]*(?:mg|g|kg|µg|mcg|ml|mL|l|L|dl|cl|mmol|µmol|mol|UI|U|%|cm|mm|m|h|min|s|ans?|jours?|mmHg|bpm)(?![\w])"
                   r"|/(?![ \t])|[ \t]*/[ \t]*(?:mm3|mm³|µl|µL|[mdcµ]?[lL]|min|mn|j|jours?|h|kg|m2|m²|s|sem)(?![\w])")
_SPECIFIC = (
    # "identifiant structure 1129594610": an establishment's id ("1" + FINESS)
    ("FINESS", re.compile(r"\b" + ci("structure") + LABEL_GAP + r"\Z")),
    ("FINESS", re.compile(ci("FINESS") + r"(?![\w])" + LABEL_GAP + r"\Z")),
    ("RPPS", re.compile(r"(?:" + ci("RPPS") + "|" + ci("ADELI") + r")(?![\w])" + LABEL_GAP + r"\Z")),
    ("NIR", re.compile(r"(?:" + ci("INS") + r"(?!-?C)|" + ci("NIR") + r"|" + ci("matricule INS") + r")(?![\w])" + LABEL_GAP + r"\Z")),
    ("IPP", re.compile(r"(?:" + "|".join(ci(x) for x in IPP_LABELS) + r")(?![\w])" + QUALIFIER + LABEL_GAP + r"\Z")),
    ("EPISODE", re.compile(r"(?:" + "|".join(ci(x) for x in EPISODE_LABELS) + r")(?![\w])" + QUALIFIER + LABEL_GAP + r"\Z")),
)

# An identifier qualified by its assigning authority's OID, as HL7 v2 and the
# national exchange formats print it: "8006288880^^^&1.2.250.1.213.1.4.8&ISO",
# "4455667788 [1.2.250.1.71.4.2.1]". The OID says what the number is; any
# number so qualified is an identifier, label or not.
_OID_AFTER = re.compile(r"(?:\^{1,3}&?|[ \t]*[\[(][ \t]*)((?:\d+\.){3,}\d+)")
_OID_KINDS = (
    ("1.2.250.1.213.1.4.2", "AUTRE"),  # INS-C (calculated INS, legacy)
    ("1.2.250.1.213.1.4.", "NIR"),  # INS-NIR / INS-NIA and their test authorities
    ("1.2.250.1.71.4.2.1", "RPPS"),  # national ids of health professionals
    ("1.2.250.1.71.4.2.2", "FINESS"),  # national ids of structures
)
# A patient line of pipe-separated cells, as footers print it: "Pat.: X | 8006288880 | 1600005130".
_PATIENT_ROW = re.compile(r"(?:^|\n)[^\n]*?\b(?:" + ci("pat") + r"\.?|" + ci("patient") + r")\b[^\n]*\|[ \t]*\Z")

# A patient line that gives a birth date, then a bare number in the next cell: a running
# header's "NOM Prénom — né(e) le 18.05.1958 — 8778093324".
_BIRTH_ROW = re.compile(r"(?:^|\n)[^\n]*(?:\b[Nn][ée]e?(?:\(e\))?[ \t]+le|\bDDN|\b[Dd]ate[ \t]+de[ \t]+naissance)[ \t:]*"
                        r"\d{1,2}[./-]\d{1,2}[./-]\d{2,4}[ \t]*[—–|\-][ \t]*\Z")

# Two labels and their two values: "IPP / NDA  91380335 / 220348781".
_PAIR_BEFORE = re.compile(
    r"(?:" + "|".join(ci(x) for x in LABELS) + r")[ \t]*/[ \t]*(?P<second>" + "|".join(ci(x) for x in LABELS)
    + r")(?![\w])" + LABEL_GAP + r"[A-Za-z0-9][A-Za-z0-9\-/.]*[ \t]*/[ \t]*\Z")
# A number in brackets after the patient's name on a patient line: "Patient : DUPONT JEAN (0013300676)".
_PATIENT_PAREN = re.compile(r"(?:^|\n)[^\n]*?\b(?:" + ci("patiente?") + r"|" + ci("pat") + r"\.)[^\n]{0,60}?"
                            r"\b[A-ZÀ-Ý][A-ZÀ-Ý'\-]+\b[^\n]{0,40}\([ \t]*\Z")  # a name in capitals before it
# "Édité le 16/10/2025 - BEN SALAH Ludovic (8011381821)", "concernant SAÏDI Ginette (8337643925)":
# a long number in brackets right after a person's name (a surname in capitals and a
# capitalised word) is the patient's number, as running footers and nursing notes print it.
_NAME_PAREN = re.compile(r"(?<![\w'’\-])(?P<n>[A-ZÀ-Ý][\w'’\-]*(?:[ \t]+[A-ZÀ-Ý][\w'’\-]*){1,3})[ \t]*\([ \t]*\Z")

# Capitals spaced before a number, part of it ("ADH 33098756"), unless they name a code system
_CAPS_PREFIX = re.compile(r"([A-Z]{2,4})[ \u00a0]\Z")
_CODE_PREFIXES = frozenset("LOT CIP UCD ATC REF SN CE UDI GTIN ISO TVA EAN LPP CCAM GHM GHS CIM NABM "  # (and labels,
                           "RPPS ADELI IPP NIP NDA IEP NIR INS NIA AMC AMO CAF CNI CEAM EHIC PACS RIS DMP".split())  # read as such)

# A caption in brackets right after the code, ending its line or clause.
_CAPTION_PAREN = re.compile(r"[ \t]\(([^()\n\d]{2,30})\)(?=[ \t]*(?:[\n,;.]|\Z))")

# An imaging exam named just before a code, in the same clause, the code in brackets or not: the
# number the imaging system gave that exam ("Radiographie EOS debout du 06/08/2025 (RX251926811)").
_IMAGING_BEFORE = re.compile(r"(?<![\w])(?i:scanner|tdm|irm|radiographie|radio|[ée]chographie|tep(?:-scan)?|scintigraphie|"
                             r"mammographie|angioscanner|arthroscanner|coroscanner|eos|[ée]cho-?doppler|imagerie|cbct)(?![\w])"
                             r"[^.;\n()]{0,45}?(?:\n[^.;\n()]{0,30}?)?[ \t(][ \t]*\Z")
# A lab result and its unit (per litre, or a percentage; a dose's "mg" is no result: a drug's
# CIP code follows it), then an opening bracket: what holds a long bare number after it.
_RESULT_BEFORE = re.compile(r"\d(?:[.,]\d+)?[ \t]*(?:[µmnpk]?(?:g|mol|UI|U|éq|eq)/[µmd]?[Ll]|%)[ \t]*\(\Z")

# What an order that regulates says after its number ("arrêté n° 2023-118 du 4 mai 2023 fixant la
# liste …"): no one's measure, unlike the order admitting a patient.
_REGULATORY_AFTER = re.compile(r"[ \t]+(?:du[ \t]+[^\n;]{4,24}?[ \t]+)?(?:fixant|relatif|relative|modifiant|abrogeant|"
                               r"portant[ \t]+(?:d[ée]l[ée]gation|r[èe]glement|organisation|nomination|cr[ée]ation|"
                               r"approbation|agr[ée]ment|autorisation|composition))")
_ORDER_LABEL = re.compile(r"(?i:arr[êe]t[ée])")

# Between two codes under one label.
_NEXT_VALUE = re.compile(r"[ \t]*/[ \t]*")

CONF_LABELLED = 0.90
MIN_DIGITS = 4

def label_kind(label_text: str) -> str:
    for kind, pat in _SPECIFIC:
        if pat.search(label_text):
            return kind
    return "AUTRE"


class LabelledIdDetector:
    """Codes of four digits or more after an identifying label."""

    name = "rules.labelled_ids"

    def detect_document(self, texts: Sequence[str], spans: Sequence[Span]) -> list[Span]:
        """The rows of a fixed-width listing that runs on over pages without its caption line:
        codes of the shape and column a captioned page showed, each followed by a date; and a
        research participant's code wherever the document repeats it (``participant_codes``)."""
        from app.detection.rules.listings import continued_rows, listing_columns
        from app.detection.rules.participant_codes import participant_code_spans

        codes = participant_code_spans(texts, spans, self.name, CONF_LABELLED)
        columns = set()
        for text in texts:
            columns |= listing_columns(text)
        out: list[Span] = []
        for page, text in enumerate(texts) if columns else ():
            taken = [(s.start, s.end) for s in spans if s.page == page]
            for s0, e0, kind in continued_rows(text, columns):
                if not any(s0 < b and a < e0 for a, b in taken):
                    sp = make_span(page, text, s0, e0, kind, self.name, CONF_LABELLED)
                    if sp is not None:
                        out.append(sp)
        return out + codes

    def detect_page(self, page: int, text: str) -> list[Span]:
        out: list[Span] = []
        last = -1
        n = len(text)
        for run in _DIGIT_RUN.finditer(text):
            rs, rend = run.span()
            if rs < last:
                continue
            if rend - rs < MIN_DIGITS and (rs == 0 or not (text[rs - 1].isalnum() or text[rs - 1] in "-/.")) and \
                    (rend >= n or not (text[rend].isalnum() or text[rend] in "-/.")):
                continue  # "12 mg", "02 99 …": a short number standing alone is no code
            # the code may start a few letters or separators before its digits
            s = run.start()
            while s > 0 and s > run.start() - 12 and (text[s - 1].isalnum() or (text[s - 1] in "-/." and s - 2 >= 0 and text[s - 2].isalnum())):
                s -= 1
            k = text.rfind("/", s, run.start())
            named = k > s and text[s:k].replace("-", "").isalpha() and not text[s:k].isupper()
            if named:
                s = k + 1  # "Bihan/I6463008": a name before the slash, not part of the code
            m = CODE_VALUE.match(text, s)
            # a dot leader may run into the value ("N° adhérent.........7810630660"), a decimal point not
            if m is None or m.end() < run.end() or not (named or left_ok(text, s, ".,/-") or text.endswith("...", 0, s)):
                continue
            last = m.end()
            value = m.group()
            if sum(map(str.isdigit, value)) < MIN_DIGITS:
                continue
            if value.isdigit() and len(value) == 4 and 1900 <= int(value) <= 2099:
                continue  # "n° 2024": a year as often as a number
            if MEDICAL_CODE.match(value.upper()) or (ISBT_PRODUCT.match(value) and _BLOOD_PRODUCTS.search(text)) \
                    or DATE_LIKE.match(value) or TRIAL_REGISTRY.match(value) or OID_VALUE.match(value) or UNIT.match(text, m.end()) \
                    or _VERSION_AFTER.match(text, m.end()) or reference_range(value, text[max(0, s - 40):s]) \
                    or score_value(value) \
                    or _CERFA_TAIL.match(text, m.end()):
                continue
            kind = _labelled_kind(text, s, m.end(), value)
            if kind is None and (p := _CAPS_PREFIX.search(text, max(0, s - 6), s)) is not None and \
                    left_ok(text, p.start()) and p.group(1) not in _CODE_PREFIXES:
                # "adhérent n° ADH 5131586348": the insurer's capitals, a space, then the number
                kind = _labelled_kind(text, p.start(), m.end(), value)
                s = p.start() if kind is not None else s
            if kind is None and out and _NEXT_VALUE.fullmatch(text, out[-1].end, s):
                kind = out[-1].label  # "Réf. : 2025-534805 / 843300128": the label covers both
            if kind is None:
                continue
            sp = make_span(page, text, s, m.end(), kind, self.name, CONF_LABELLED)
            if sp is not None:
                out.append(sp)
        from app.detection.rules.labelled_spaced import code_pairs, logins, spaced_numbers  # (they read this module's units)

        out = spaced_numbers(page, text, out, self.name, CONF_LABELLED)
        out += logins(page, text, out, self.name, CONF_LABELLED)
        from app.detection.rules.labelled_tables import (bar_row_values, header_values, last_caption_values,  # (they
                                                         pipe_values, row_caption_values, value_first_values)  # read this module's labels)
        from app.detection.rules.listings import aligned_column_values

        apart = (bar_row_values(text) if " | " in text else []) + value_first_values(text) \
            + (last_caption_values(text) if "\n" in text else [])  # caption and value apart
        listing = aligned_column_values(text) if "   " in text else []
        listing += row_caption_values(text)
        for s0, e0, kind in header_values(text) + (pipe_values(text) if text.count("|") >= 4 else []) + apart + listing:
            if kind in ("RPPS", "FINESS") and text[s0:e0].isdigit() and luhn_ok(text[s0:e0]) and (
                    find_label(HP_LABELS, text, s0) is not None or (kind == "RPPS" and RPPS_BARE.fullmatch(text, s0, e0))
            ) and (s0, e0, kind) not in apart:
                continue  # the national id rules read it (after its label, or an RPPS alone), with its check key
            clash = [x for x in out if x.start < e0 and s0 < x.end]
            # a code read under a label across a blank line gives way to the caption its cell
            # really has (a value-first grid: "PATIENT⏎⏎008471642 / S75521247⏎IPP / NDA")
            if all(x.label == "AUTRE" and _after_blank_line(text, x.start) for x in clash):
                sp = make_span(page, text, s0, e0, kind, self.name, CONF_LABELLED)
                if sp is not None:
                    out = [x for x in out if x not in clash] + [sp]
        from app.detection.rules.unlabelled_codes import unlabelled_codes  # (they read this module's code shapes)

        out += unlabelled_codes(page, text, out, self.name, CONF_LABELLED)
        from app.detection.rules.identity_papers import identity_papers

        out += identity_papers(page, text, out, self.name, CONF_LABELLED)
        from app.detection.rules.prison_cells import prison_cells

        out += prison_cells(page, text, out, self.name, CONF_LABELLED)
        return out + code_pairs(page, text, out, self.name, CONF_LABELLED)  # (last: a caption's reading says the kind)


def _after_blank_line(text: str, s: int) -> bool:
    """Whether the line of ``s`` comes right after a blank line."""
    ls = text.rfind("\n", 0, s)
    return ls > 0 and not text[text.rfind("\n", 0, ls) + 1:ls].strip()


def _oid_kind(oid: str) -> str:
    return next((kind for prefix, kind in _OID_KINDS if oid.startswith(prefix)), "AUTRE")


def _named_paren(text: str, s: int) -> bool:
    """Whether the bracket before ``s`` follows a person's name: a surname in capitals
    and a known first name, no allow-listed word."""
    from app.detection.rules.allowlist import get_allowlist
    from app.detection.rules.gazetteers import is_first_name

    m = _NAME_PAREN.search(text, max(0, s - 60), s)
    if m is None:
        return False
    words = m.group("n").split()
    allow = get_allowlist()
    if any(allow.contains(w) for w in words) or not any(len(w) > 1 and w.isupper() for w in words):
        return False
    # "SAÏDI Ginette": a capitalised first name beside the capitals; in capitals only, one
    # word must be no first name ("BEN SALAH LUDOVIC")
    return any(w[1:].islower() and is_first_name(w) for w in words) or (
        any(w.isupper() and not is_first_name(w) for w in words) and any(is_first_name(w) for w in words))


def _labelled_kind(text: str, s: int, e: int, value: str) -> str | None:
    """The kind of the code at ``[s, e)`` when something says it is an identifier, else None."""
    oid = _OID_AFTER.match(text, e)
    if oid is not None:
        return _oid_kind(oid.group(1))
    lm = _LABEL.search(text, max(0, s - 48), s)
    end = s
    if lm is None and (cs := wrapped_caption_start(text, s)) is not None:
        lm, end = _LABEL.search(text, max(0, cs - 48), cs), cs  # the next cell's caption between them
    if lm is not None and left_ok(text, lm.start()):
        w0 = max(0, lm.start() - 60)
        if NOT_AFTER.search(text, max(0, lm.start() - 40), lm.start()) or (
                any(w in text[w0:lm.start()] for w in _DEVICE_STEMS) and _DEVICE_BRAND_BEFORE.search(text, w0, lm.start())):
            return None
        if REF_LABEL.match(text, lm.start()) and DEVICE_BEFORE.search(text, _ref_window(text, lm.start()), lm.start()):
            return None  # "clips Hem-o-lok référence REF 544230": a catalogue reference
        if _ORDER_LABEL.match(text, lm.start()) and _REGULATORY_AFTER.match(text, e):
            return None
        return label_kind(text[lm.start():end])
    lm = _QUALIFIED_LABEL.search(text, max(0, s - 60), s) if ":" in text[max(0, s - 4):s] else None
    if lm is not None and left_ok(text, lm.start()):
        return _QUALIFIED_KIND[lm.group("l")]
    lm = _DOSSIER_QUALIFIED.search(text, max(0, s - 60), s) if "ossier" in (w := text[max(0, s - 60):s]) or "OSSIER" in w else None
    if lm is not None and left_ok(text, lm.start()):
        return "AUTRE"
    lm = _INSURER_BETWEEN.search(text, max(0, s - 90), s) if text[max(0, s - 3):s].strip() in ("–", "—", "-") else None
    if lm is not None and left_ok(text, lm.start()):
        return "AUTRE"
    if text[max(0, s - 4):s].rstrip().endswith(("est", "le")) and _PROSE_IPP.search(text, max(0, s - 60), s) is not None:
        return "IPP"
    if text[s - 1:s] == "/":
        # "Réf. : Le Bihan/I6463008": the patient's name, a slash, then the number
        name = _NAME_SLASH.search(text, max(0, s - 40), s)
        lm = _LABEL.search(text, max(0, name.start() - 48), name.start()) if name is not None else None
        if lm is not None and left_ok(text, lm.start()) and left_ok(text, name.start()):
            return label_kind(text[lm.start():name.start()])
    # "IPP / NDA : 123 / 456": only a code after a " / " can be the second of a pair
    pair = _PAIR_BEFORE.search(text, max(0, s - 80), s) if text[max(0, s - 8):s].rstrip(" \t").endswith("/") else None
    if pair is not None and left_ok(text, pair.start()):
        return label_kind(pair.group("second"))
    digits = sum(map(str.isdigit, value))
    if digits >= 6 and text[e:e + 1] == ")" and _PATIENT_PAREN.search(text, max(0, s - 120), s):
        return "IPP"
    if digits >= 8 and value.isdigit() and text[e:e + 1] == ")" and _named_paren(text, s):
        return "IPP"
    # (both rows end with a bar or a dash before the number: tested first, on the text)
    if (digits >= 8 or (digits >= 6 and not value.isdigit())) and text[max(0, s - 120):s].rstrip(" \t").endswith("|") \
            and _PATIENT_ROW.search(text, max(0, s - 120), s):
        return "AUTRE"  # "| 8006288880 |", "| PA73036241 | V24627032"
    if digits >= 8 and value.isdigit() and text[max(0, s - 160):s].rstrip(" \t").endswith(("—", "–", "|", "-")) \
            and _BIRTH_ROW.search(text, max(0, s - 160), s):
        return "AUTRE"  # "CARRÉ Ghislaine — né(e) le 18.05.1958 — 8778093324"
    if digits >= 6 and not (value.isdigit() and value.startswith("0")) and \
            _IMAGING_BEFORE.search(text, max(0, s - 64), s) is not None:
        return "AUTRE"  # "Scanner thoracique (ACC.2025.617278)", "IRM du 26/01/2025 (…)": the exam's accession number
    if digits >= 6 and text[s - 1:s] == "(" and text[e:e + 1] == ")" and \
            ((digits >= 8 and value.isalnum() and not value.isdigit()) or _RESULT_BEFORE.search(text, max(0, s - 24), s) is not None):
        # "LDL-cholestérol 0,89 g/L (4281547344)", "TSH (25L2893823)": the lab's file number beside a
        # result or a test; alone in its brackets, letters among eight digits (no separator: "1920-1932CE"
        # is a period) make it a code, no value
        return "AUTRE"
    if text[e:e + 2] in (" (", "\t(") and (c := _CAPTION_PAREN.match(text, e)) is not None:
        from app.detection.rules.labelled_tables import HEADER_CELL  # (it reads this module's labels)

        if HEADER_CELL.match(c.group(1)):  # "L587274-694 (dossier labo)": its caption after it
            return label_kind(c.group(1))
    if digits >= 4 and ("°" in text[max(0, s - 90):s] or "º" in text[max(0, s - 90):s]):
        from app.detection.rules.numbered_captions import numbered_caption_before

        if numbered_caption_before(text, s):
            return "AUTRE"  # "N° de fiche réseau Sentinelles    SENT-25-62-6558": a number of what the words say
    return None
