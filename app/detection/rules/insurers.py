"""The patient's insurers and employer, named on a form or a letter.

A complementary insurer ("Mutuelle : Harmonie des Vallons", "Apréva Mutuelle") and an
employer ("Employeur : Transports Lebrun SARL.") narrow who the patient is as much as an
establishment does: they are masked as establishments (kind ETAB). Apart from
``establishments`` because they are read from their labels and brands, not from an
establishment's kind word.
"""

from __future__ import annotations

import re

from app.detection.rules.common import CAPTION_CLOSE, RUN_IN_DASH, left_ok, make_span, word_start_matches
from app.detection.rules.establishment_acronyms import english_page
from app.detection.rules.establishments import L, NAME, SOURCE, U, name_end
from app.detection.rules.gazetteers import is_departement, is_ordinary_word, ordinary_words_only
from app.detection.rules.insurer_brands import insurer_brand_spans
from app.detection.rules.value_first import is_caption
from app.detection.spans import Span

# The patient's complementary insurer, named after its label ("Complémentaire : Prévoyance
# Solidaire Atlantique", "Mutuelle : Harmonie des Vallons"): it narrows who the patient is.
INSURER = re.compile(
    r"(?:(?:Compl[ée]mentaire(?:[ \t]+sant[ée])?|COMPL[ÉE]MENTAIRE|Mutuelle|MUTUELLE|Organisme[ \t]+compl[ée]mentaire|Assureur|AMC)"
    # a colon, or a dot leader of a listing, the name on its line or the next; a dictation's quoted
    # caption ("« Complémentaire » : …"), a book's run-in one ("Mutuelle. — …")
    + CAPTION_CLOSE + r"(?::|\.{4,}|" + RUN_IN_DASH + r")(?:[ \t]*\r?\n)?"
    # the form's caption, its leader cut short or none ("Organisme complémentaire.. MGEN")
    r"|Organisme[ \t]+compl[ée]mentaire[ \t]*(?:\.{2,}[ \t]*)?(?=[" + U + r"]{2})"
    r"|(?:Mutuelle|MUTUELLE|Organisme[ \t]+compl[ée]mentaire|ORGANISME[ \t]+COMPL[ÉE]MENTAIRE)[ \t]{3,}(?=[" + U + r"]{2})"
    # a form's caption and its cell ("Complémentaire        Swiss Life Prévoyance, adhérent n° …")
    r"|Compl[ée]mentaire[ \t]{3,}(?=[" + U + r"][" + L + r"])"
    # the caption alone on its line, the name on the next ("Organisme complémentaire⏎Alliance Santé …")
    r"|(?:Organisme[ \t]+compl[ée]mentaire|ORGANISME[ \t]+COMPL[ÉE]MENTAIRE)[ \t]*\r?\n(?:[ \t]*\r?\n)?[ \t]*(?=[" + U + r"])"
    r"|Organisme[ \t]*\|)"  # a table's cell ("| Organisme | MNT |"; the scheme, "CPAM", is allow-listed)
    r"[ \t]*(?P<name>" + NAME + r")")
# A letter's sentence: "Assurée à la Solidaris Centre-Val, adhérent …" (apart from ``INSURER``: a
# lower-case "a" first would make ``re`` try that pattern at every "a" of every page)
INSURED_AT = re.compile(r"ssur[ée]e?(?:\(e\))?[ \t]+(?:à[ \t]+la|à[ \t]+l['’]|au|auprès[ \t]+de(?:[ \t]+la)?|chez)[ \t]+"
                        r"(?=[" + U + r"])(?P<name>" + NAME + r")")
CONF_INSURER = 0.85
# A piece of every caption above: pages without one skip the scan.
_INSURER_WORDS = ("ompl", "COMPL", "utuelle", "UTUELLE", "rganisme", "RGANISME", "Assureur", "AMC")
# An insurer named by its brand then "Mutuelle" / "Santé" / "Prévoyance" ("Apréva Mutuelle",
# "Groupama Santé", "Harmonie Mutuelle"), no label needed; national bodies ("Haute Autorité de
# Santé", "Agence Régionale de Santé") have a link word before "Santé" and do not match.
# (a figure may stand inside a capitals' word: "AG2R La Mondiale Santé")
_BRAND_WORD = rf"[{U}](?:[{L}{U}'’\-]|[0-9](?=[{U}]))+"
_BRAND_INSURER = re.compile(rf"(?P<brand>{_BRAND_WORD}(?:[ \t]+{_BRAND_WORD}){{0,2}})(?<![ \t]DE)(?<![ \t]DU)(?<![ \t]DES)[ \t]+"
                            r"(?P<kind>Mutuelle|MUTUELLE|Sant[ée]|SANTÉ|Pr[ée]voyance|PRÉVOYANCE)(?![\w])")
# Where the patient works or lives, named in a sentence: "Profession exercée chez Carrières du
# Mené", "sur son lieu de travail (Ardoisières de Commana)", "bailleur Orne Habitat, 70 place …".
# And a provider named before its phone or its acronym in brackets ("Livraison par Santé Service
# Trégor, tél. 02…", "Aide à domicile par SAAD Présence Verte Ouest (02 61 91 28 77)", "Matériel livré
# par Néphro Domicile Assistance (NDA-Santé)"): a firm named so narrows where the patient lives.
# (or after a trade on an occupation line, "Activité    fromager chez …", or "salarié(e) de …")
_WORKPLACE = re.compile(r"(?:(?:[Ee]xerc|[Tt]ravaill|[Ee]mploy|[Ss]alari|[Ee]mbauch)[a-zé()]{0,6}[ \t]+chez"
                        r"|(?:Activit[ée]|ACTIVIT[ÉE]|Profession|PROFESSION|M[ée]tier|MÉTIER|Emploi)[ \t:|]+[a-zéèêàç()\-]+"
                        r"(?:[ \t]+[a-zéèêàç()\-]+)?[ \t]+chez"
                        r"|[Ss]alari[ée](?:e|\(e\))?[ \t]+d(?:e(?=[ \t\n])|['’])"
                        r"|lieu[ \t]+de[ \t]+travail[ \t]*\(|bailleur(?:[ \t]+social)?[ \t]*:?)"
                        r"[ \t]*(?:\r?\n[ \t]*)?(?=[" + U + r"])(?P<name>" + NAME + r")")
# (or where samples went, with the file it opened there: "Prélèvements adressés au Biomédica Haut-Quercy (dossier …)")
_PROVIDER = re.compile(r"(?:[Ll]ivr[ée]e?s?[ \t]+par|[Ll]ivraison[ \t]+par|[Aa]ide[ \t]+à[ \t]+domicile[ \t]+par|"
                       r"[Aa]dress[ée]e?s?[ \t]+(?:au|à[ \t]+la|à[ \t]+l['’]|chez)(?=[ \t]+[^\n()]{3,60}\([ \t]*dossier)|"
                       r"[Pp]restataire[ \t]*:?|(?<![^\n])[ \t]*Transport[ \t]*(?::|[ \t]{2,}|\r?\n))[ \t]*(?:\r?\n[ \t]*)?(?=[" + U + r"])"
                       r"(?P<name>[^\n,;()]{3,60}?)"
                       # its phone, its acronym, or its order form's number ("Taxi Vaissade Transports, bon n° …");
                       # or a semicolon, the sentence going on ("livré par Bastide Médical Domicile ; ordonnance …")
                       r"(?=[ \t]*(?:,[ \t]*(?:t[ée]l|T[ée]l|bon[ \t]+n°)|\([ \t]*(?:0\d|\+33)|\((?P<acr>[A-Z]{2,6}(?:-[A-Z][\w]+)?)\)"
                       r"|\([ \t]*dossier[ \t]|;(?=[ \t])))")
# The employer named in a sentence ("Profession déclarée : ancien chevalier ; employeur Caisse
# d'épargne Loire-Centre."): up to the clause's end.
_EMPLOYER_IN_SENTENCE = re.compile(rf"(?<![\w])employeur[ \t]+(?P<name>[{U}][^\n.;:,|()]{{2,60}})")
# A scheme's local fund named by its region or département without a link word ("MSA Armorique",
# "MSA Midi-Pyrénées Nord"); "CPAM de …" names a town, read by the address rules.
_LOCAL_FUND = re.compile(rf"(?:MSA|CPAM|CGSS|CARSAT)[ \t]+(?P<name>[{U}][{L}'’]+(?:-[{U}]?[{L}'’]+)*(?:[ \t]+[{U}][{L}'’]+(?:-[{U}]?[{L}'’]+)*){{0,2}})")
# A national mutual's local section, by its number: "MGEN Section 39", "MNH section 2A".
_INSURER_SECTION = re.compile(r"[A-Z]{3,6}[ \t]+[Ss]ection[ \t]+(?:\d{1,3}|2[AB]|(?P<dep>[A-ZÀ-Ý][a-zà-ÿ'’]+"
                              r"(?:-(?:et-|d['’]|de-|du-|sur-)?[A-ZÀ-Ý][a-zà-ÿ'’]+)*))(?![\w\-])")
# The patient's employer after its label ("Employeur : Transports Lebrun SARL."): it narrows
# who the patient is as much as an insurer does.
# The caption may head its own line, the name on the next ("Employeur⏎SARL Menuiseries Ardouin,
# 29 chemin …": a form's box); the name ends at a comma, before the address.
# A word may qualify the caption before its colon ("Employeur prévenu : Garage Autoplus"), and
# a last word of the name may wrap to the next line, alone there ("…Autoplus⏎Kervénal.").
# Whose employer it is may follow in brackets ("Employeur (conjoint)⏎Transports Girardot & Fils")
# or in words ("Employeur du parent    Crédit agricole Causses-Vallées", "Employeur de l'accompagnant").
# In a grid read in rows, a cell gap stands for the colon ("Employeur | Laboratoires Vétagrin"), and so
# does a form's dot leader.
_EMPLOYER = re.compile(rf"(?:Employeur|EMPLOYEUR)(?:[ \t]*\([^()\n]{{1,20}}\)|[ \t]+(?:du|de[ \t]+la|de[ \t]+l['’])[ \t]*(?:parent|p[èe]re|m[èe]re|conjoint(?:e|\(e\))?|patient(?:e|\(e\))?|accompagnant(?:e|\(e\))?|aidant(?:e|\(e\))?))?"
                       rf"[ \t]*(?::[ \t]*(?:\|[ \t]*|\r?\n[ \t]*)?|\r?\n(?:[ \t]*\r?\n)?[ \t]*|[ \t]+[a-zéèêàç]+(?:\(e\)|e)?[ \t]*:[ \t]*(?:\r?\n[ \t]*)?|\|[ \t]*"
                       rf"|[.…]{{3,}}[ \t]*:?[ \t]*|[ \t]{{3,}}|\][ \t]+"  # a dot leader ("Employeur ........ Ardoisières de Maël"), a cell gap, a bracket
                       # a qualifier, then a cell gap or a large-print sentence ("Employeur déclaré, c'est : …")
                       rf"|[ \t]+[a-zéèêàç]+(?:\(e\)|e)?(?:[ \t]{{3,}}|[ \t]*,[ \t]*c['’]est[ \t]*:[ \t]*)|[ \t]*,[ \t]*c['’]est[ \t]*:[ \t]*)"
                       rf"(?P<name>[{U}][^\n.;:,|]{{2,60}})(?:\n(?P<wrap>[{U}][{L}'’\-]+)(?=[.,;]?[ \t]*(?:\n|\Z)))?")
# A lower-case word, maybe a link word, then a capitalised one, continuing a firm's name at a
# workplace ("Crédit agricole Sud-Massif", "Lycée agricole de Bressuire"); or "& Fils".
_LOWER_THEN_PROPER = re.compile(rf"[ \t]+(?!(?:depuis|pour|avec|dans|sans|après|avant|comme|puis|mais|sous|chez|vers|"
                                rf"entre|contre|jusqu|sur|par|et|ou)(?![\w]))[a-zàâçéèêëîïôûù]{{3,}}(?:[ \t]+(?:de|du|des|de[ \t]+la)[ \t]+|[ \t]+d['’]|[ \t]+)"
                                rf"[{U}][\w'’]*(?:-[{U}][\w'’]*)*|[ \t]*&[ \t]*[{U}][\w'’]*")
# A capitalised word after a link word: a proper name, whatever its words ("Carrières du Mené").
_PROPER_AFTER_LINK = re.compile(rf"[ \t](?:du|de|des|de[ \t]+la|d['’]|la|le)[ \t]*[{U}]")
# Or a compound of capitalised words after the first word: a place or a brand ("Crédit agricole
# Causses-Vallées"), though each part is a word of the language.
_PROPER_COMPOUND = re.compile(rf"[ \t][{U}][{L}]+-[{U}][{L}]+")


def _prose_line(text: str, s: int) -> bool:
    """The line from ``s`` is a sentence, not a box's value: more than six words before its
    first comma ("Employeur⏎Surdité brusque unilatérale droite (H91.2) adressée par le Dr …",
    a caption printed under its value, the report's text after it), or a subject pronoun or a
    civility among them ("Nous avons reçu Mme VALDEYRON Joséphine, née le …")."""
    e = text.find("\n", s)
    line = text[s:] if e < 0 else text[s:e]
    words = line.split(",")[0].split()
    return len(words) > 6 or any(w in _SENTENCE_WORDS for w in words)


_SENTENCE_WORDS = frozenset("Nous nous Je je Il il Elle elle Vous vous On Mme M. Mlle Dr Pr Monsieur Madame".split())


# What opens no firm's name: a civility, or the place-and-date formula of a letter's signature
# ("Fait à Bar-le-Duc, le …" read after an "Employeur" caption printed under its value).
_NO_FIRM_FIRST = re.compile(r"(?:M\.|Mme|Mlle|MME|Dr|Pr|Monsieur|Madame|Fait[ \t]+(?:à|a|le)|FAIT[ \t]+(?:À|A|LE))(?![\w])")
# A company named with its legal form, before or after the name ("SARL Menuiseries Ardouin",
# "Boulangeries Hamelin SA"): an employer, a transport or home-care firm, named on certificates.
_LEGAL_FORM = re.compile(r"(?:SARL|SASU|SAS|EURL|SNC|SCI|SCOP|SELARL|SELAS|SCM|SCP|SA)(?![\w\-])")
_CO_WORD = rf"[{U}][{L}{U}'’\-]+"
_CO_NAME = rf"{_CO_WORD}(?:[ \t]+(?:(?:de[ \t]+la|des|du|de|d['’]|et|&)[ \t]*)?{_CO_WORD}){{0,4}}"
_COMPANY_AFTER = re.compile(rf"[ \t]+(?P<n>{_CO_NAME})")
_COMPANY_BEFORE = re.compile(rf"(?P<n>{_CO_NAME})[ \t]+\Z")
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
# (inside a brand, an article is part of its name: "AG2R La Mondiale Santé")
_ARTICLES = frozenset({"La", "Le", "Les"})
# The first word of a field that names no insurer and no employer: a scheme, an absence, a status
# ("Employeur : Retraité depuis 2010", "Sans emploi", "Étudiante").
_NOT_INSURERS = frozenset({"CMU", "CMU-C", "CSS", "C2S", "ACS", "AME", "Aucune", "Aucun", "Non", "Néant", "NR",
                           "Retraité", "Retraitée", "Retraité(e)", "Retraite", "Sans", "Chômeur", "Chômeuse", "Chômage",
                           "Étudiant", "Étudiante", "Inactif", "Inactive", "Invalidité", "Demandeur", "Demandeuse"})


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


def _companies(text: str, allow):
    """(start, end) of each company named with its legal form: the form and the capitalised
    words after it, or the words before it on its line; one of them must be no ordinary word
    ("SAS Centre" is no firm, "39 SA" is weeks of pregnancy)."""
    for f in _LEGAL_FORM.finditer(text):
        if not left_ok(text, f.start(), "-"):
            continue
        after = _COMPANY_AFTER.match(text, f.end()) if f.group() != "SA" else None
        ls = text.rfind("\n", 0, f.start()) + 1
        before = _COMPANY_BEFORE.search(text, max(ls, f.start() - 80), f.start()) if after is None else None
        m = after or before
        if m is None:
            continue
        words = [w for w in re.finditer(r"\S+", m.group("n")) if w.group() not in ("de", "la", "des", "du", "et", "&")]
        while before is not None and words and (allow.contains(words[0].group()) or
                                                words[0].group().lower() in ("employeur", "société")):
            words.pop(0)  # a caption before the name on its line
        proper = len(words) >= 2 and any(w.group()[1:].islower() and w.group()[:1].isupper() for w in words[1:])
        if not words or (not proper and all(is_ordinary_word(w.group().lower()) or allow.contains(w.group()) for w in words)):
            continue  # (a second word in title case is a name's, word or not: "Menuiserie Castagné SARL")
        if before is not None and all(w.group().isupper() for w in words):
            continue  # "IL SOUHAITE QUE SA FILLE": a line in capitals, "sa" the possessive
        if english_page(text) or (f.group() == "SAS" and not any(is_ordinary_word(w.group().lower()) for w in words)):
            continue  # "SAS Outpatient Datasets": the statistics software in an English report
        if after is not None:
            yield f.start(), m.end("n")
        else:
            yield m.start("n") + words[0].start(), f.end()


# A firm named by its trade and a proper name in a sentence ("menuisier chez Fromagerie des
# Causses", "formation auprès de Imprimerie Bellocq"): the patient's employer or school.
_TRADES = ("Fromagerie|Imprimerie|Menuiserie|Boulangerie|Pâtisserie|Boucherie|Charcuterie|Scierie|Fonderie|Laiterie|"
           "Brasserie|Carrosserie|Quincaillerie|Plomberie|Serrurerie|Papeterie|Verrerie|Tuilerie|Distillerie|"
           "Conserverie|Poissonnerie|Droguerie|Tannerie|Biscuiterie|Chocolaterie|Cidrerie|Miroiterie|Ébénisterie|"
           "Charpente|Maçonnerie|Couverture|Transports|Ambulances|Garage|Ferronnerie|Jardinerie|Pépinières?|"
           "Coopérative|Chantiers?|Ateliers?|Entreprise|Établissements|Etablissements|Ets|"
           # the home-alarm service a frail patient subscribes to ("Téléassistance Veille-Soleil")
           "Téléassistance|Télésurveillance|"
           # a pet shop, a goat farm, a coach firm, a pest-control firm ("Animalerie Plumes et Écailles",
           # "Chèvrerie du Puech-Haut", "Autocars Vidalenc Voyages", "Désinsectisation Vallée Services")
           "Animalerie|Chèvrerie|Bergerie|Autocars|Désinsectisation|Dératisation|"
           # a farm or an estate, named by what it grows ("Domaine viticole du Clos-Mazet",
           # "Exploitation forestière des Hautes-Futaies"): a workplace a poisoning or an accident names
           "Domaine[ \t]+(?:viticole|agricole|forestier)|Exploitation[ \t]+(?:agricole|forestière|viticole|laitière)")
_TRADE_WORD = rf"(?:[LD]['’])?[{U}][{L}'’]+(?:-[{U}]?[{L}'’]+)*"  # (an elided article: "L'Étal du Carbet")
# (an adjective in lower case may qualify the trade: "Coopérative laitière du Bocage",
# "Chantiers navals de l'Aber", "Transports frigorifiques Arlande-Froid")
_TRADE_COMPANY = re.compile(rf"(?:{_TRADES})(?:[ \t]+(?!(?:des|du|de|la|le|les|et)[ \t])[a-zéèêàç]+(?=[ \t]+(?:des|du|de|d['’]|[{U}])))?"
                            rf"(?:[ \t]+(?P<link>des|du|de[ \t]+la|de[ \t]+l['’]|de|d['’])[ \t]*|[ \t]+)"
                            rf"(?P<n>{_TRADE_WORD}(?:[ \t]+(?:(?:du|des|de|d['’])[ \t]*)?{_TRADE_WORD}){{0,2}}"
                            r"(?:[ \t]+(?:&|et)[ \t]+(?:Fils|Frères|Cie|Associés))?)")


# What a firm does, not who it is: "Entreprise de Bâtiment", "Société de Nettoyage".
_ACTIVITY_NOUNS = frozenset("bâtiment batiment travaux nettoyage services service transport transports construction "
                            "maintenance sécurité securite restauration formation conseil".split())
_TRADE_HINT = re.compile(r"(?:erie|rie |Transports|Ambulances|Garage|Charpente|Couverture|Pépinière|Coopérative|Chantier|"
                         r"Atelier|Entreprise|tablissements|Ets|Télé|Domaine|Exploitation|Autocars|sinsectisation|ratisation)")


def _trade_companies(text: str, allow):
    """(start, end) of each firm named by its trade and a proper name: a name that is no
    ordinary word, or any capitalised name after a link ("des Causses")."""
    for m in word_start_matches(_TRADE_COMPANY, text):
        words = [w for w in m.group("n").split() if w not in ("&", "et", "Fils", "Frères", "Cie", "Associés", "du", "des", "de")]
        if any(allow.contains(w) for w in words):
            continue
        if (m.group("link") and not (len(words) == 1 and words[0].lower() in _ACTIVITY_NOUNS)) or \
                not all(is_ordinary_word(w.lower()) for w in words):
            yield m.start(), m.end()


# An insurer opening its line before the member number it gave ("MGEN - adhérent n° AD-5415986",
# "AG2R La Mondiale - adhérent n° 735935285", a form printed value first with its caption apart).
_BEFORE_MEMBER = re.compile(rf"^[ \t]*(?P<name>[{U}][\w'’&\-]*(?:[ \t]+[\w'’&\-]+){{0,4}}?)[ \t]*[-–—,][ \t]*"
                            r"(?:n°[ \t]*)?adh[ée]rent(?![\w])", re.MULTILINE)


def _keep(out: list[Span], taken: list[tuple[int, int]], sp: Span | None) -> None:
    """Adds a found name to the page's spans and to what later readings must not overlap."""
    if sp is not None:
        out.append(sp)
        taken.append((sp.start, sp.end))


def insurer_spans(page: int, text: str, taken: list[tuple[int, int]], allow) -> list[Span]:
    """ETAB spans of the insurers and employers on the page, outside ``taken`` (which they
    extend)."""
    out: list[Span] = []
    matches = list(INSURER.finditer(text)) if (":" in text or "...." in text or "|" in text or "rganisme" in text
                                               or "   " in text) and any(w in text for w in _INSURER_WORDS) else []
    # (the sentence's "ssur…" read from its "A"/"a": the word's start)
    matches += [m for m in INSURED_AT.finditer(text) if m.start() > 0 and text[m.start() - 1] in "Aa"
                and left_ok(text, m.start() - 1)] if "ssur" in text else []
    for m in matches:
        e = name_end(m)
        name = text[m.start("name"):e]
        if not (m.re is INSURED_AT or left_ok(text, m.start())) or name in _NOT_INSURERS or allow.contains(name) or allow.contains(name.split()[0]) or \
                any(m.start("name") < b and a < e for a, b in taken) or text[e:e + 1].isdigit() or is_caption(text, m.start("name"), e):
            continue  # (a code under a caption of a form printed value first: "NEKA020"; the next caption of a list: "Employeur")
        if m.re is INSURED_AT and ordinary_words_only(name, 3):
            continue  # "assuré au Régime Général": the scheme, in words of the language
        _keep(out, taken, make_span(page, text, m.start("name"), e, "ETAB", SOURCE, CONF_INSURER))
    for m in [*(_WORKPLACE.finditer(text) if ("chez" in text or "travail" in text or "bailleur" in text or "alari" in text) else ()),
              *(_PROVIDER.finditer(text) if ("par" in text or "restataire" in text or "Transport" in text or "dress" in text) else ()),
              *(_EMPLOYER_IN_SENTENCE.finditer(text) if "employeur " in text else ())]:
        e = name_end(m) if m.re is _WORKPLACE else m.end("name")
        if m.re is _WORKPLACE and (t := _LOWER_THEN_PROPER.match(text, e)) is not None:
            e = t.end()  # "Crédit agricole Sud-Massif", "Lycée agricole de Bressuire": a word of the language inside
        name = text[m.start("name"):e].rstrip()
        e = m.start("name") + len(name)
        # (the context says a firm: its name may be words of the language, "Bastide Le Confort Médical")
        if len(name) >= 3 and not allow.contains(name) and not (" " not in name and is_ordinary_word(name.lower())) and \
                not _NO_FIRM_FIRST.match(name) and not any(m.start("name") < b and a < e for a, b in taken):
            _keep(out, taken, make_span(page, text, m.start("name"), e, "ETAB", SOURCE, CONF_INSURER))
            if m.re is _PROVIDER and m.group("acr"):  # "Néphro Domicile Assistance (NDA-Santé)": its acronym
                _keep(out, taken, make_span(page, text, m.start("acr"), m.end("acr"), "ETAB", SOURCE, CONF_INSURER, "sigle"))
    for m in _LOCAL_FUND.finditer(text) if ("MSA " in text or "CPAM " in text or "CGSS " in text or "CARSAT " in text) else ():
        if left_ok(text, m.start()) and not any(m.start() < b and a < m.end() for a, b in taken) and \
                not ordinary_words_only(m.group("name"), 3):
            # "MSA Armorique": a scheme's local fund named by its region, where the patient is insured
            _keep(out, taken, make_span(page, text, m.start(), m.end(), "ETAB", SOURCE, CONF_INSURER))
    for m in _INSURER_SECTION.finditer(text) if "ection " in text else ():
        if left_ok(text, m.start()) and not is_ordinary_word(m.group().split()[0].lower()) and \
                (m.group("dep") is None or is_departement(m.group("dep"))) and \
                not any(m.start() < b and a < m.end() for a, b in taken):
            # "MGEN Section 39", "MGEN Section Cantal": the mutual's local section, the département it serves
            _keep(out, taken, make_span(page, text, m.start(), m.end(), "ETAB", SOURCE, CONF_INSURER))
    for m in _FAMILY_FIRM.finditer(text) if ("Fils" in text or "Cie" in text or "Frères" in text or "Associés" in text) else ():
        # "Boulangerie Garrigue et Fils", "Orthopédie Lagrèze & Fils": a family firm by its ending
        words = m.group("name").split()
        if left_ok(text, m.start()) and not any(m.start() < b and a < m.end() for a, b in taken) and \
                words[-1][0].isupper() and words[0] not in _ARTICLES and not allow.contains(m.group("name")):
            _keep(out, taken, make_span(page, text, m.start(), m.end(), "ETAB", SOURCE, CONF_INSURER, "société"))
    for sp in insurer_brand_spans(page, text):
        if not any(sp.start < b and a < sp.end for a, b in taken) and not allow.contains(sp.text):
            _keep(out, taken, sp)
    for m in _EMPLOYER.finditer(text) if ("mployeur" in text or "MPLOYEUR" in text) else ():
        name = re.split(r"[ \t]{2,}", m.group("name"))[0].rstrip(" \t.,;")  # a column apart is another field
        if len(name) >= 3 and not allow.contains(name) and name.split()[0] not in _NOT_INSURERS and \
                not _NO_FIRM_FIRST.match(name) and \
                not (" " not in name and is_ordinary_word(name.lower())) and \
                not (("\n" in text[m.start():m.start("name")] or "|" in text[m.start():m.start("name")]
                      or "   " in text[m.start():m.start("name")])
                     and ordinary_words_only(name, 3) and not _PROPER_AFTER_LINK.search(name)
                     and not _PROPER_COMPOUND.search(name)) and \
                not ("\n" in text[m.start():m.start("name")] and _prose_line(text, m.start("name"))) and \
                not any(m.start("name") < b and a < m.end("name") for a, b in taken):
            wrap = m.group("wrap")  # a proper name, not the next caption ("Date", "Signature")
            end = m.end("wrap") if wrap and name == m.group("name").rstrip(" \t") and not is_ordinary_word(wrap.lower()) \
                else m.start("name") + len(name)
            _keep(out, taken, make_span(page, text, m.start("name"), end, "ETAB", SOURCE, CONF_INSURER))
    for s0, e0 in _companies(text, allow) if ("SA" in text or "SC" in text or "SN" in text or "EURL" in text) else ():
        if not any(s0 < b and a < e0 for a, b in taken):
            _keep(out, taken, make_span(page, text, s0, e0, "ETAB", SOURCE, CONF_INSURER, "société"))
    for m in _MEMBER_NAME.finditer(text) if ("n°" in text or "N°" in text) and ("—" in text or "|" in text) else ():
        ls = text.rfind("\n", 0, m.start()) + 1
        words = m.group("name").split()
        if any(w.lower() in _CAPTION_WORDS or allow.contains(w) for w in words) or \
                any(m.start("name") < b and a < m.end("name") for a, b in taken) or \
                not _IDENTITY_MARK.search(text, ls, m.start()):
            continue  # (a field of an identity line only: the patient's own insurer)
        _keep(out, taken, make_span(page, text, m.start("name"), m.end("name"), "ETAB", SOURCE, CONF_INSURER))
    # (after the firms named with their legal form: "SARL Transports Le Pennec" whole)
    for s0, e0 in _trade_companies(text, allow) if _TRADE_HINT.search(text) else ():
        if not any(s0 < b and a < e0 for a, b in taken):
            _keep(out, taken, make_span(page, text, s0, e0, "ETAB", SOURCE, CONF_INSURER, "société"))
    for m in _brand_insurers(text) if ("utuelle" in text or "anté" in text or "UTUELLE" in text) else ():
        start = m.start()
        for w in re.finditer(r"\S+", m.group("brand")):  # "ORGANISME  Apréva Mutuelle": a caption first
            if not (allow.contains(w.group()) or w.group() in _NOT_BRANDS):
                break
            start = m.start() + w.end()
        start += len(text[start:m.start("kind")]) - len(text[start:m.start("kind")].lstrip())
        words = text[start:m.start("kind")].split()
        if not words or not left_ok(text, start) or any(start < b and a < m.end() for a, b in taken) or \
                any(allow.contains(w) or (w in _NOT_BRANDS and (i == 0 or w not in _ARTICLES)) for i, w in enumerate(words)) or \
                (m.group("kind").lower().startswith("sant") and all(is_ordinary_word(w) for w in words)):
            continue  # "Pôle Santé", "Espace Santé": ordinary words before "Santé" name no insurer
        _keep(out, taken, make_span(page, text, start, m.end(), "ETAB", SOURCE, CONF_INSURER))
    # (last: the readings above know the caption before a name; a cell gap ends a caption here)
    for m in _BEFORE_MEMBER.finditer(text) if "adh" in text else ():
        name = re.split(r"[ \t]{2,}|\t", m.group("name"))[-1]
        s0 = m.end("name") - len(name)
        if not allow.contains(name) and not ordinary_words_only(name, 2) and name.split()[0] not in _NOT_INSURERS and \
                not _NO_FIRM_FIRST.match(name) and not any(s0 < b and a < m.end("name") for a, b in taken):
            _keep(out, taken, make_span(page, text, s0, m.end("name"), "ETAB", SOURCE, CONF_INSURER))
    return out


def member_numbers(page: int, text: str, names: list[Span]) -> list[Span]:
    """"Mutuelle Océane Santé / M411979283": the member's number right after an insurer's (or
    any establishment's) name and a slash, where no label says it (kind AUTRE)."""
    out: list[Span] = []
    for sp in names if "/" in text else ():
        c = _MEMBER_AFTER_SLASH.match(text, sp.end)
        if c is not None and sum(ch.isdigit() for ch in c.group("c")) >= 6 and \
                not any(c.start("c") < x.end and x.start < c.end("c") for x in names):
            if (m := make_span(page, text, c.start("c"), c.end("c"), "AUTRE", SOURCE, CONF_INSURER)) is not None:
                out.append(m)
    return out


# A family firm named by its ending: one to three capitalised words (a trade may open them in
# lower case after the first), then "et Fils", "& Cie", "Frères", "et Associés".
_FAMILY_FIRM = re.compile(rf"(?P<name>[{U}][{L}'’\-]+(?: [{L}]{{3,}})?(?: [{U}][{L}'’\-]+){{0,2}})"
                          r"[ \t]+(?:(?:et|&)[ \t]+(?:Fils|Cie|Associ[ée]s|Fr[èe]res)|Fr[èe]res)(?![\w])")
# A member's number right after its insurer's name and a slash: letters then digits, or digits in groups.
_MEMBER_AFTER_SLASH = re.compile(r"[ \t]*/[ \t]*(?P<c>[A-Z]{0,4}-?\d[\d \-]{4,16}\d)(?![\w/]|[.,]\d)")
