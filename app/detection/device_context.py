"""A model span right after the name of a medical device is the device's brand.

"sur pompe volumétrique Volumat Agilia", "Appareil : Somatom Definition AS+", "prothèse
Corail taille 12", "IRM Magnetom Vida 3T" (a brand word before the span): the model reads a
capitalised brand after a device noun as a person or a place. So it does a device named by
its maker and product ("Mise en place de Stryker Accolade II", "Technique : Abbott Alinity
c"). A person is never named that way (a civility or a role comes first), so the span is
dropped; brands the allow-list knows are dropped by the allow-list filter already.
"""

from __future__ import annotations

import regex

from app.detection.spans import Span

# The device noun (or a device caption) ending right before the span, on its line.
_DEVICE_BEFORE = regex.compile(
    r"(?i)(?<![\w-])(?:pompe(?:[ \t]+(?:volum[ée]trique|à[ \t]+perfusion|PCA))?|pousse-seringue|seringue[ \t]+électrique|"
    r"proth[èe]se(?:[ \t]+(?:totale|de[ \t]+hanche|de[ \t]+genou))?|implant|matelas|coussin|pansement|sonde|cath[ée]ter|"
    r"stent|endoprothèse|scanner|IRM|[ée]chographe|moniteur|respirateur|ventilateur|d[ée]fibrillateur|pacemaker|"
    r"stimulateur|cupule|tige|plaque|agrafeuse|lentille|appareil[ \t]+auditif|aides?[ \t]+auditives?|audioproth[èe]ses?|"
    r"fauteuil(?:[ \t]+roulant)?|d[ée]ambulateur|verticalisateur|l[èe]ve-personne|acc[ée]l[ée]rateur|"
    r"aiguille|vis|ancre|stylo|cath[ée]ter|trocart|caisson(?:[ \t]+hyperbare)?|cycleur|"
    # machines of the technical platforms and what they fill ("sur lithotripteur Sonolith", "flacons BacT/ALERT")
    r"lithotripteur|s[ée]parateur|automate|analyseur|g[ée]n[ée]rateur|laser|flacons?|VNG|vid[ée]onystagmographe|"
    r"audiom[èe]tre|tympanom[èe]tre|holter|tensiom[èe]tre|glucom[èe]tre|capteur|n[ée]buliseur|concentrateur|"
    r"dialyseur|h[ée]mofiltre|robot|TENS|neurostimulateur|[ée]lectrostimulateur|orth[èe]se|attelle|"
    r"chaussures?(?:[ \t]+de[ \t]+d[ée]charge)?|semelles?|"
    # belongings an inventory of deposited valuables lists by brand ("montre Tissot PR 100")
    r"montre|smartphone|tablette|lunettes|bague|bracelet|collier|portefeuille|"
    r"(?:appareil|dispositif|mat[ée]riel|modèle|machine)[ \t]*:)"
    # words of the device's kind in lower case between ("stent actif", "fauteuil roulant manuel")
    r"(?:[ \t]+(?-i:(?!(?:par|pour|avec|chez|selon|sur|dans|vers|entre|sans|sous|que|qui|est|les|des|une|aux)(?![\p{L}]))"
    r"\p{Ll}[\p{Ll}\-]{2,})){0,2}"
    # the brand may come first ("IRM Magnetom Vida": the model span is the model's name)
    r"(?:[ \t]+(?-i:(?!(?:Dr|Pr|M|Mme|Docteur|Professeur)\b)\p{Lu})[\w+\-]*){0,2}"
    # (the span may be the second half of a slashed brand: "flacons BacT/ALERT")
    # (a caption's colon may follow the noun: "Séparateur :   Spectra Optia")
    r"(?:[ \t]*:)?(?:[ \t]+|[ \t]+[\p{L}\d][\w+\-]*/)\Z")
_LABELS = frozenset({"NOM", "PRENOM", "VILLE"})


# Makers of medical devices, analysers, imaging and software, folded. Many are surnames too
# (Roche, Braun, Zimmer, Abbott): a maker's name marks a device only with a product name after
# it that is no first name, and never after a civility.
_MAKERS = frozenset("""
abbott abiomed agfa alcon amplitude arthrex baxter beckman biomerieux biomet biotronik boston braun brainlab
canon carestream cepheid cochlear coloplast convatec cook corin depuy diasorin draeger drager edwards elekta esaote
ethicon fresenius fujifilm ge getinge hamilton hitachi hologic intuitive lima livanova maquet medela
medtronic microport mindray olympus oticon pentax philips phonak qiagen radiometer resmed roche samsung
serf shimadzu siemens smiths sorin starkey storz stryker synthes sysmex terumo thermo tornier varian
werfen widex zimmer zeiss hoya nidek topcon
""".split())
# Makers that are common surnames too: named as makers only beside a word of devices.
_SURNAME_MAKERS = frozenset({"abbott", "baxter", "braun", "canon", "corin", "edwards", "hamilton", "lima", "roche", "serf",
                             "zimmer", "cook", "philips", "samsung"})
_DEVICE_WORDS = regex.compile(r"(?i)(?<![\w-])(?:mise[ \t]+en[ \t]+place|technique|appareil|automate|analyseur|proth[èe]se|"
                              r"implant|mat[ée]riel|dispositif|taille|lot|r[ée]f[ée]rence|r[ée]f\.|stimulateur|"
                              r"pacemaker|d[ée]fibrillateur|scanner|IRM|[ée]chographe)(?![\w-])")
_CIVILITY_BEFORE = regex.compile(r"(?:\b(?:M|Mme|Mlle|Dr|Pr|Madame|Monsieur|Docteur|Professeur)\.?)[ \t]*\Z")
_WORD_BEFORE = regex.compile(r"(?<![\w-])(\p{L}[\p{L}\-]*)[ \t]*\n?[ \t]*\Z")
_NEXT_WORD = regex.compile(r"[ \t]+(?P<w>[\p{L}][\p{L}\-]*|\d[\w.\-]*)")
# A size after the words ("Corail KA taille 11", "Pinnacle size 52"): a product, never a person.
# Or its dimensions ("Xience Sierra 3,0 x 18 mm"), or a machine's number ("TrueBeam n° 2").
_SIZE_AFTER = regex.compile(r"(?:[ \t]+[\p{Lu}\d][\w+\-]{0,11}){0,2}[ \t]+(?:(?i:taille|size|calibre)[ \t]*\d"
                            r"|\d+(?:[,.]\d+)?[ \t]*[x×][ \t]*\d+(?:[,.]\d+)?(?:[ \t]*mm)?"
                            # a diameter or a gauge: "Pinnacle 52 mm", "Menghini 16 G", "sonde 14 Fr"
                            r"|\d+(?:[,.]\d+)?[ \t]*(?:mm|G|Fr|Ch)(?![\w]))"
                            r"|[ \t]+n°[ \t]*\d{1,2}(?![\d\w])")

# Its batch in brackets after it ("CoaguChek INRange (bandelettes lot L980Y)"): a product.
# Or after a comma: "TENS Cefar Primo, lot CP2291A".
_LOT_AFTER = regex.compile(r"(?:[ \t]+[\p{Lu}\d][\w+\-]{0,11}){0,2}[ \t]*(?:\((?:[\p{L}\-]+[ \t]+)?|,[ \t]*)(?i:lot)[ \t]*"
                           r"(?:n°[ \t]*)?[\w\-]*\d")


def after_device_noun(text: str, s: Span) -> bool:
    """Whether the span ``s`` follows a device noun on its line, comes before a size, or names a
    device by its maker and product ("Siemens Atellica", "Stryker Accolade II", "Abbott Alinity c")."""
    if s.label not in _LABELS:
        return False
    ls = text.rfind("\n", 0, s.start) + 1
    if _DEVICE_BEFORE.search(text, max(ls, s.start - 40), s.start) is not None:
        return True
    if _device_first(text, s, ls):
        return True
    if ls > 0 and not text[ls:s.start].strip():  # "réalisé sur échographe⏎Vivid E95": the noun ends the line above
        if _DEVICE_BEFORE.search(text[max(0, ls - 41):ls - 1] + " ") is not None:
            return True
    return _SIZE_AFTER.match(text, s.end) is not None or _LOT_AFTER.match(text, s.end) is not None or \
        _maker_and_product(text, s, ls) or _over_device_caption(text, s, ls)


def _over_device_caption(text: str, s: Span, line_start: int) -> bool:
    """The span opens its line and the next line is a device's caption, as a form printed value
    first is read ("LIFEPAK 20e - électrodes lot …⏎Défibrillateur :")."""
    if text[line_start:s.start].strip():
        return False
    le = text.find("\n", s.end)
    if le < 0:
        return False
    ne = text.find("\n", le + 1)
    caption = text[le + 1:len(text) if ne < 0 else ne].strip()
    # (its colon, or the device's noun alone on the line: "DÉFIBRILLATEUR")
    return (caption.endswith(":") or " " not in caption) and _DEVICE_BEFORE.fullmatch(caption + " ") is not None


def _device_first(text: str, s: Span, line_start: int) -> bool:
    """The span opens on the device noun itself, capitalised at the head of a sentence
    ("Caisson Comex 2200 multiplace"): the rest is its brand, unless a civility stands before
    or a first name follows."""
    from app.detection.rules.gazetteers import is_first_name

    words = s.text.split()
    if len(words) < 2 or not words[0][:1].isupper() or \
            _DEVICE_BEFORE.fullmatch(words[0] + " ") is None or \
            _CIVILITY_BEFORE.search(text, max(line_start, s.start - 16), s.start) is not None:
        return False
    return not any(is_first_name(w) for w in words[1:])


def _maker_and_product(text: str, s: Span, line_start: int) -> bool:
    from app.detection.rules.common import fold
    from app.detection.rules.gazetteers import is_first_name

    words = s.text.split()
    maker = fold(words[0].strip(".,;:")) if words else ""
    if maker not in _MAKERS:  # "sur Siemens⏎SOMATOM go.Up": the maker just before a one-word product
        before = _WORD_BEFORE.search(text, max(0, s.start - 30), s.start)
        return before is not None and len(words) == 1 and not is_first_name(words[0]) and \
            fold(before.group(1)) in _MAKERS and fold(before.group(1)) not in _SURNAME_MAKERS
    line_end = text.find("\n", s.end)
    if maker in _SURNAME_MAKERS and _DEVICE_WORDS.search(text, line_start, len(text) if line_end < 0 else line_end) is None:
        return False  # "ROCHE Hélène", "Zimmer Schneider": no word of devices on the line
    if _CIVILITY_BEFORE.search(text, max(line_start, s.start - 16), s.start) is not None:
        return False  # "Mme Roche Hélène": a person
    rest = words[1:]
    if not rest:  # the product after the span: "Siemens" then "MAGNETOM Sola"
        m = _NEXT_WORD.match(text, s.end)
        rest = [m.group("w")] if m is not None else []
    return bool(rest) and not any(is_first_name(w) for w in rest)
