"""The patient's insurers and employer, named on a form or a letter.

A complementary insurer ("Mutuelle : Harmonie des Vallons", "Apréva Mutuelle") and an
employer ("Employeur : Transports Lebrun SARL.") narrow who the patient is as much as an
establishment does: they are masked as establishments (kind ETAB). Apart from
``establishments`` because they are read from their labels and brands, not from an
establishment's kind word.
"""

from __future__ import annotations

import re

from app.detection.rules.common import left_ok, make_span
from app.detection.rules.establishments import L, NAME, SOURCE, U, name_end
from app.detection.rules.gazetteers import is_ordinary_word
from app.detection.spans import Span

# The patient's complementary insurer, named after its label ("Complémentaire : Prévoyance
# Solidaire Atlantique", "Mutuelle : Harmonie des Vallons"): it narrows who the patient is.
INSURER = re.compile(
    r"(?:(?:Compl[ée]mentaire(?:[ \t]+sant[ée])?|COMPL[ÉE]MENTAIRE|Mutuelle|MUTUELLE|Organisme[ \t]+compl[ée]mentaire|Assureur|AMC)"
    r"[ \t]*(?::|\.{4,})(?:[ \t]*\r?\n)?"  # a colon, or a dot leader of a listing, the name on its line or the next
    # the form's caption, its leader cut short or none ("Organisme complémentaire.. MGEN")
    r"|Organisme[ \t]+compl[ée]mentaire[ \t]*(?:\.{2,}[ \t]*)?(?=[" + U + r"]{2})"
    r"|(?:Mutuelle|MUTUELLE|Organisme[ \t]+compl[ée]mentaire|ORGANISME[ \t]+COMPL[ÉE]MENTAIRE)[ \t]{3,}(?=[" + U + r"]{2})"
    r"|Organisme[ \t]*\|)"  # a table's cell ("| Organisme | MNT |"; the scheme, "CPAM", is allow-listed)
    r"[ \t]*(?P<name>" + NAME + r")")
CONF_INSURER = 0.85
# An insurer named by its brand then "Mutuelle" / "Santé" / "Prévoyance" ("Apréva Mutuelle",
# "Groupama Santé", "Harmonie Mutuelle"), no label needed; national bodies ("Haute Autorité de
# Santé", "Agence Régionale de Santé") have a link word before "Santé" and do not match.
_BRAND_INSURER = re.compile(rf"(?P<brand>[{U}][{L}{U}'’\-]+(?:[ \t]+[{U}][{L}{U}'’\-]+){{0,2}})(?<![ \t]DE)(?<![ \t]DU)(?<![ \t]DES)[ \t]+"
                            r"(?P<kind>Mutuelle|MUTUELLE|Sant[ée]|SANTÉ|Pr[ée]voyance|PRÉVOYANCE)(?![\w])")
# The patient's employer after its label ("Employeur : Transports Lebrun SARL."): it narrows
# who the patient is as much as an insurer does.
_EMPLOYER = re.compile(rf"(?:Employeur|EMPLOYEUR)[ \t]*:[ \t]*(?P<name>[{U}][^\n.;:]{{2,60}})")
# Found from the literal "Mutuelle" / "Santé" backwards: a tenth of the cost of trying the
# brand pattern at every capital letter of the page.
_BRAND_KIND = re.compile(r"(?:Mutuelle|MUTUELLE|Sant[ée]|SANTÉ|Pr[ée]voyance|PRÉVOYANCE)(?![\w])")


def _brand_insurers(text: str):
    """The matches ``_BRAND_INSURER.finditer`` gives, found from their last word."""
    pos = 0
    for k in _BRAND_KIND.finditer(text):
        if k.start() < pos:
            continue
        w0 = max(pos, k.start() - 80)
        for st in re.finditer(rf"(?<![{L}{U}'’\-])[{U}]", text[w0:k.start()]):
            m = _BRAND_INSURER.match(text, w0 + st.start())
            if m is not None and m.end() == k.end():
                yield m
                pos = m.end()
                break


_NOT_BRANDS = frozenset({"Caisse", "CAISSE", "Maison", "MAISON", "Centre", "CENTRE", "Pôle", "PÔLE", "Agence", "AGENCE",
                         "Espace", "Ministère", "Direction", "Service", "Votre", "Sa", "Son", "Complémentaire",
                         "COMPLÉMENTAIRE", "Assurance", "ASSURANCE", "La", "Le", "Les", "Une", "Un"})
_NOT_INSURERS = frozenset({"CMU", "CMU-C", "CSS", "C2S", "ACS", "AME", "Aucune", "Aucun", "Non", "Néant", "NR"})


# An insurer named just before the member number it gave, in a field of the identity line
# ("… — INS 1 84 … — Harmonie Fictive Sud n° AB1234567"): the name opens its field.
_MEMBER_NAME = re.compile(rf"(?:^|(?<=[—–|;]))[ \t]*(?P<name>[{U}][{L}{U}'’\-]+(?:[ \t]+(?:(?:de[ \t]+la|des|du|de|d['’])[ \t]*)?[{U}][{L}{U}'’\-]+){{1,3}})"
                          r"[ \t]+(?:n°|N°|nº|No\.?)[ \t]*:?[ \t]*(?:\n[ \t]*)?(?=[A-Z]{0,3}\d{4})", re.MULTILINE)
_IDENTITY_MARK = re.compile(r"\b(?:INS|NIR|IPP|[Ii]dentit[ée]|IDENTIT[ÉE]|[Nn][ée]e?(?:\(e\))?[ \t]+le)\b")
# Words of a caption before "n°", not of an insurer's name: "Carte Vitale n°", "Chambre n°".
_CAPTION_WORDS = frozenset(
    "carte vitale sécurité securite sociale chambre lit bon facture compte permis pièce piece titre séjour sejour "
    "dossier patient contrat adhérent adherent matricule passeport assuré assure bénéficiaire beneficiaire "
    "identifiant numéro numero référence reference demande examen prescription ordonnance lot page".split())


def insurer_spans(page: int, text: str, taken: list[tuple[int, int]], allow) -> list[Span]:
    """ETAB spans of the insurers and employers on the page, outside ``taken`` (which they
    extend)."""
    out: list[Span] = []
    for m in INSURER.finditer(text) if (":" in text or "...." in text or "|" in text or "rganisme" in text or "   " in text) else ():
        e = name_end(m)
        name = text[m.start("name"):e]
        if not left_ok(text, m.start()) or name in _NOT_INSURERS or allow.contains(name) or allow.contains(name.split()[0]) or \
                any(m.start("name") < b and a < e for a, b in taken):
            continue
        sp = make_span(page, text, m.start("name"), e, "ETAB", SOURCE, CONF_INSURER)
        if sp:
            out.append(sp)
            taken.append((sp.start, sp.end))
    for m in _EMPLOYER.finditer(text) if ("mployeur" in text or "MPLOYEUR" in text) else ():
        name = m.group("name").rstrip(" \t.,;")
        if len(name) >= 3 and not allow.contains(name) and not any(m.start("name") < b and a < m.end("name") for a, b in taken):
            sp = make_span(page, text, m.start("name"), m.start("name") + len(name), "ETAB", SOURCE, CONF_INSURER)
            if sp:
                out.append(sp)
                taken.append((sp.start, sp.end))
    for m in _MEMBER_NAME.finditer(text) if ("n°" in text or "N°" in text) and ("—" in text or "|" in text) else ():
        ls = text.rfind("\n", 0, m.start()) + 1
        words = m.group("name").split()
        if any(w.lower() in _CAPTION_WORDS or allow.contains(w) for w in words) or \
                any(m.start("name") < b and a < m.end("name") for a, b in taken) or \
                not _IDENTITY_MARK.search(text, ls, m.start()):
            continue  # (a field of an identity line only: the patient's own insurer)
        sp = make_span(page, text, m.start("name"), m.end("name"), "ETAB", SOURCE, CONF_INSURER)
        if sp:
            out.append(sp)
            taken.append((sp.start, sp.end))
    for m in _brand_insurers(text) if ("utuelle" in text or "anté" in text or "UTUELLE" in text) else ():
        start = m.start()
        for w in re.finditer(r"\S+", m.group("brand")):  # "ORGANISME  Apréva Mutuelle": a caption first
            if not (allow.contains(w.group()) or w.group() in _NOT_BRANDS):
                break
            start = m.start() + w.end()
        start += len(text[start:m.start("kind")]) - len(text[start:m.start("kind")].lstrip())
        words = text[start:m.start("kind")].split()
        if not words or not left_ok(text, start) or any(start < b and a < m.end() for a, b in taken) or \
                any(allow.contains(w) or w in _NOT_BRANDS for w in words) or \
                (m.group("kind").lower().startswith("sant") and all(is_ordinary_word(w) for w in words)):
            continue  # "Pôle Santé", "Espace Santé": ordinary words before "Santé" name no insurer
        sp = make_span(page, text, start, m.end(), "ETAB", SOURCE, CONF_INSURER)
        if sp:
            out.append(sp)
            taken.append((sp.start, sp.end))
    return out
