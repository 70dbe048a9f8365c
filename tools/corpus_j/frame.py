"""Page furniture: style choices, letterheads, identity blocks, recipients, signatures, headers, footers, metadata."""

from __future__ import annotations

from . import common as C
from .model import R

ACCENTS = [(0, 0, 0), (0.05, 0.2, 0.45), (0.45, 0.05, 0.1), (0.0, 0.35, 0.35), (0.2, 0.2, 0.2), (0.1, 0.3, 0.1)]


def setup(doc, fonts=("sans", "serif", "dejavu"), size=(8.8, 10.4)):
    r = doc.rng
    doc.style.update({
        "font": r.choice(fonts),
        "size": round(r.uniform(*size), 1),
        "margins": [r.choice([15, 18, 20, 22, 25]), r.choice([14, 16, 18, 20]), 16, 16],
        "accent": r.choice(ACCENTS),
        "labels": r.choice([("title", " :"), ("title", " :"), ("title", ":"), ("caps", " :"), ("caps", ""), ("title", "")]),
        "justify": r.random() < 0.4,
    })


def letterhead(doc, c, etab, acr, service, variant=None, staff=(), extra_lines=()):
    """Top of the first page: establishment, service, sometimes the list of the service's doctors."""
    r = doc.rng
    variant = variant or r.choice(["center", "left", "sidebar"])
    addr_street = c.fac.street()
    phone_num = c.fac.phone()
    lines_est = [C.etab_runs(doc, etab, acr, show_acr=bool(acr) and r.random() < 0.5)]
    lines_est.append([doc.keep(service, "SERVICE")])
    st_line = ("%s %s %s" % addr_street[:3]).strip() if addr_street[0] else "%s %s" % (addr_street[1].capitalize(), addr_street[2])
    lines_est.append([doc.pii("ADRESSE", st_line, probes=[addr_street[2]] if len(addr_street[2]) >= 5 else []), " — ",
                      *C.town_runs(doc, c, c.town, c.pc, cedex=r.random() < 0.3)])
    contact = [C.label(doc, "Tél") + " ", C.phone(doc, c, phone_num)]
    if r.random() < 0.5:
        contact += ["  ", C.label(doc, "FINESS") + " ", doc.pii("FINESS", c.finess)]
    lines_est.append(contact)
    lines_est += list(extra_lines)
    if variant == "center":
        doc.h(*lines_est[0], size=doc.style["size"] + 4, align="c", space=1)
        for ln in lines_est[1:]:
            doc.p(*ln, align="c", space=0, size=doc.style["size"] - 0.5)
        doc.rule()
    elif variant == "left":
        blocks = [doc.bh(*lines_est[0], size=doc.style["size"] + 3)] + [doc.bp(*ln, size=doc.style["size"] - 0.5, space=0) for ln in lines_est[1:]]
        right = [doc.bp(x, align="r", size=doc.style["size"] - 1) for x in extra_right(doc, c)]
        doc.cols(blocks, right, split=0.62)
    else:
        side = [doc.bp(*lines_est[0], size=doc.style["size"] - 0.5)] + [doc.bp(*ln, size=doc.style["size"] - 1.5) for ln in lines_est[1:]]
        if staff:
            side.append(doc.bp(C.label(doc, "Praticiens", colon=False), size=doc.style["size"] - 1.5))
            for d in staff:
                side.append(doc.bp(*C.doctor_runs(doc, c, d, "Dr Prenom NOM"), "\n", *C.rpps_runs(doc, d), size=doc.style["size"] - 2))
        return side
    return None


def extra_right(doc, c):
    r = doc.rng
    return [r.choice(["Secrétariat", "Accueil", "Prise de rendez-vous"]) + " du lundi au vendredi",
            r.choice(["de 8 h 30 à 17 h", "de 9 h à 12 h et de 14 h à 17 h"])]


def identity_block(doc, c, fields, variant=None, person=None, title=None, size=None):
    """Patient (or other person) identity as label/value pairs, in one of several layouts."""
    r = doc.rng
    p = person or c.pt
    variant = variant or r.choice(["grid", "lines", "none", "stack", "inline", "table_h"])
    pairs = []
    for f in fields:
        if f == "nom":
            pairs.append((C.label(doc, r.choice(["Nom", "Nom d'usage", "Nom usuel"])), [C.nom(doc, c, p)]))
            if p.birth_name:
                pairs.append((C.label(doc, r.choice(["Nom de naissance", "Née", "Nom de jeune fille"])),
                              [C.nom_naissance(doc, c, p)]))
        elif f == "prenom":
            if len(p.first) > 1 and r.random() < 0.5:
                v = []
                for k in range(len(p.first)):
                    v += ([", "] if k else []) + [C.prenom(doc, c, p, k=k)]
                pairs.append((C.label(doc, "Prénoms"), v))
            else:
                pairs.append((C.label(doc, "Prénom"), [C.prenom(doc, c, p, r.choice(["title", "title", "upper"]))]))
        elif f == "ddn":
            pairs.append((C.label(doc, r.choice(["Date de naissance", "Né(e) le", "DDN", "Naissance"])), [C.ddn(doc, c, p)]))
        elif f == "age":
            pairs.append((C.label(doc, "Âge"), [C.age(doc, c, person=p)]))
        elif f == "sexe":
            pairs.append((C.label(doc, "Sexe"), [r.choice(["M" if p.sex == "M" else "F", "Masculin" if p.sex == "M" else "Féminin"])]))
        elif f == "nir":
            pairs.append((C.label(doc, r.choice(["N° de sécurité sociale", "NIR", "N° SS", "Matricule INS", "INS"])), [C.nir(doc, c, p)]))
        elif f == "ins":
            pairs.append((C.label(doc, r.choice(["INS", "Matricule INS", "INS (NIR)"])),
                          [C.nir(doc, c, p), " — OID ", doc.keep("1.2.250.1.213.1.4.8", "CODE")]))
        elif f == "ipp":
            pairs.append((C.label(doc, r.choice(["IPP", "N° patient", "Identifiant patient", "N° dossier"])),
                          [doc.pii("IPP", c.ipp, critical=True)]))
        elif f == "nda":
            pairs.append((C.label(doc, r.choice(["NDA", "N° de séjour", "Venue", "N° d'hospitalisation", "Épisode"])),
                          [doc.pii("EPISODE", c.nda)]))
        elif f == "adresse":
            lines = C.address_lines(doc, c, p)
            v = []
            for k, ln in enumerate(lines):
                v += (["\n"] if k else []) + ln
            pairs.append((C.label(doc, "Adresse"), v))
        elif f == "tel":
            pairs.append((C.label(doc, r.choice(["Téléphone", "Tél.", "Tél portable"])), [C.phone(doc, c, p.phone)]))
        elif f == "email":
            pairs.append((C.label(doc, r.choice(["Courriel", "E-mail", "Mail"])), [C.email(doc, c, p.email, p)]))
        elif isinstance(f, tuple):
            pairs.append(f)
    if title:
        doc.h(title, size=(size or doc.style["size"]) + 1, space=2)
    if variant in ("grid", "lines", "none"):
        doc.kv(pairs, widths=r.choice([(0.3, 0.7), (0.35, 0.65), (0.25, 0.75)]), border=variant, size=size)
    elif variant == "stack":
        doc.kv(pairs, stack=True, size=size)
    elif variant == "table_h":
        half = (len(pairs) + 1) // 2
        for chunk in (pairs[:half], pairs[half:]):
            if chunk:
                w = [1 / len(chunk)] * len(chunk)
                doc.table([a for a, _ in chunk], [[b for _, b in chunk]], w, border="grid", size=size, shade=True)
    else:
        runs = []
        for k, (a, b) in enumerate(pairs):
            runs += ([" — " if r.random() < 0.5 else " ; "] if k else []) + [R(a + " ", None, "b")] + [", " if x == "\n" else x for x in b]
        doc.p(*runs, size=size, space=6)
    return pairs


def recipient(doc, c, d, align_right=True, with_address=True):
    r = doc.rng
    lines = [[r.choice(["À l'attention du ", "Destinataire : ", "", "Adressé au "])] + C.doctor_runs(doc, c, d)]
    if with_address:
        lines.append([r.choice(["Médecin généraliste", "Cabinet médical", "Maison de santé", "Médecin traitant"])])
        for ln in C.address_lines(doc, c, d):
            lines.append(ln)
    return [doc.bp(*ln, align="r" if align_right else "l", space=0) for ln in lines]


def signature(doc, c, d, when=None, role=None):
    r = doc.rng
    doc.space(r.choice([6, 10, 16]))
    runs = C.doctor_runs(doc, c, d, r.choice(["Dr Prenom NOM", "Docteur Prenom Nom", "Pr Prenom NOM", "NOM Prenom"]))
    doc.p(*runs, align=r.choice(["l", "r"]), space=0, size=doc.style["size"])
    if role:
        doc.p(role, align="l", space=0, size=doc.style["size"] - 1)
    tail = []
    if r.random() < 0.7:
        tail += C.rpps_runs(doc, d)
    if when is not None and r.random() < 0.6:
        tail += [" — " if tail else "", r.choice(["Signé électroniquement le ", "Validé le ", "Document signé le "]), C.care(doc, c, when)]
    if tail:
        doc.p(*tail, size=doc.style["size"] - 1.5, space=4)


def header(doc, c, variant=None, acr=None, first=None):
    """Running header carrying the patient's identity on every page (or every page but the first)."""
    r = doc.rng
    variant = variant or r.choice(["name_ddn", "name_ipp", "full", "two_rows", "etab_name"])
    first = r.random() < 0.5 if first is None else first
    pt = c.pt
    form = r.choice(["NOM Prenom", "NOM Prenom", "NOM, Prenom", "Prenom NOM", "nee", "NOM PRENOM", "lower"])
    who = C.person_runs(doc, c, pt, form)
    if variant == "name_ddn":
        rows = [{"l": who, "r": [r.choice(["né(e) le ", "DDN ", "Né(e) le : "]), C.ddn(doc, c)]}]
    elif variant == "name_ipp":
        rows = [{"l": [r.choice(["Patient : ", "Patient(e) : ", ""])] + who, "r": ["IPP ", doc.pii("IPP", c.ipp, critical=True)]}]
    elif variant == "full":
        rows = [{"l": who + [" (", C.ddn(doc, c), ")"], "r": [r.choice(["NDA ", "Séjour "]), doc.pii("EPISODE", c.nda)]}]
    elif variant == "two_rows":
        rows = [{"l": [acr_or(doc, acr, "Dossier médical")], "r": who},
                {"l": [r.choice(["IPP : ", "N° patient : "]), doc.pii("IPP", c.ipp, critical=True)],
                 "r": [C.label(doc, "Né(e) le") + " ", C.ddn(doc, c)]}]
    else:
        rows = [{"l": [acr_or(doc, acr, "Compte rendu")], "c": who, "r": [C.ddn(doc, c)]}]
    doc.set_header(rows, rule=r.random() < 0.7, first=first)


def acr_or(doc, acr, text):
    return C.acr_run(doc, acr) if acr else text


def footer(doc, c, variant=None, etab=None, printed=None):
    r = doc.rng
    variant = variant or r.choice(["page", "page_ids", "etab_page", "printed"])
    page = R(r.choice(["Page {p}/{n}", "Page {p} sur {n}", "page {p} / {n}", "Feuillet {p}/{n}"]), "PAGE")
    if variant == "page":
        rows = [{"c": [page]}]
    elif variant == "page_ids":
        rows = [{"l": ["IPP ", doc.pii("IPP", c.ipp, critical=True), " — NDA ", doc.pii("EPISODE", c.nda)], "r": [page]}]
    elif variant == "etab_page" and etab:
        rows = [{"l": [C.acr_run(doc, etab) if len(etab) < 12 else doc.pii("ETAB", etab)], "r": [page]}]
    else:
        left = [r.choice(["Imprimé le ", "Édité le ", "Document généré le "]), care_print(doc, c, printed)]
        if r.random() < 0.5:
            sec = c.fac.person(age=(25, 60), with_contact=False)
            login = C.strip_accents(sec.prenom[0] + sec.surname.replace(" ", "").replace("'", "").replace("-", "")).lower()[:12]
            left += [r.choice([" par ", " — utilisateur : ", " — op. "]), doc.pii("AUTRE", login, subtype="identifiant utilisateur")]
        rows = [{"l": left, "r": [page]}]
    doc.set_footer(rows, rule=r.random() < 0.6)


def care_print(doc, c, when):
    import datetime as dt
    when = when or c.ref + dt.timedelta(days=doc.rng.randint(0, 3))
    return doc.care(when.strftime("%d/%m/%Y") + doc.rng.choice(["", " à %02d:%02d" % (doc.rng.randint(7, 19), doc.rng.randint(0, 59))]))


def metadata(doc, c, title_word, author=None):
    """Document information dictionary; sometimes it names the patient (and is then judged)."""
    r = doc.rng
    pt = c.pt
    items = []
    mode = r.choice(["name", "name", "ipp", "none", "author"])
    title = title_word
    if mode in ("name", "author"):
        sn = C.cased(c, pt.surname, "upper")
        title = "%s - %s %s" % (title_word, sn, pt.prenom)
        items += [("NOM", sn, C.name_probes(sn)), ("PRENOM", pt.prenom, [])]
    elif mode == "ipp":
        title = "%s IPP %s" % (title_word, c.ipp)
        items.append(("IPP", c.ipp, []))
    auth = None
    if author is not None and mode in ("author", "name"):
        auth = "Dr %s %s" % (author.prenom, C.cased(c, author.surname, "upper"))
        items.append(("NOM", C.cased(c, author.surname, "upper"), []))
    subject = None
    if mode == "name" and r.random() < 0.5 and doc.producer != "qt":  # QPdfWriter has no /Subject
        subject = "Né(e) le %s" % pt.birth.strftime("%d/%m/%Y")
        items.append(("DATE_NAISSANCE", pt.birth.strftime("%d/%m/%Y"), []))
    doc.set_meta(title=title, author=auth, subject=subject, items=items)
