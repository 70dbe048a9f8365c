"""Family 2 ``publipostage_multilingue``: mail-merge PDFs (one letter per page, different patients)
rendered by @react-pdf/renderer; French letters and letters to/from foreign hospitals."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from . import ids, prose
from .model import D, P, S, flat, seg_items, seg_text

NODE_DIR = Path(__file__).resolve().parents[1] / "_cache" / "corpusaa-node"
SCRIPT = Path(__file__).resolve().parent / "render_letters.mjs"

SERVICES = ["Service de diabétologie-endocrinologie", "Service de néphrologie", "Centre de vaccination",
            "Service de pneumologie", "Consultations de cardiologie", "Service de médecine polyvalente"]


def civ(p):
    return "Madame" if p.sex == "F" else "Monsieur"


def _addr_lines(p, upper):
    street = ids.up(p.street) if upper else p.street
    words = street.split(" ", 1)[1]
    return [[P("ADRESSE", street, probes=[street, words])],
            [P("CODE_POSTAL", p.cp), " ", P("VILLE", ids.up(p.commune) if upper else p.commune)]]


def french_letter(rng, est, service, doc, p, kind, k, n, lab, mut):
    upper = rng.random() < 0.6
    last = ids.up(p.last) if upper else p.last
    left = [("estab", [P("ETABLISSEMENT", est.name, "etablissement")]),
            ("line", [P("ETABLISSEMENT", est.sigle, "sigle"), " — " + service]),
            ("small", [P("ADRESSE", est.street, probes=[est.street, est.street.split(" ", 1)[1]]), ", ",
                       P("CODE_POSTAL", est.cp), " ", P("VILLE", est.commune)]),
            ("small", ["Secrétariat : ", P("TELEPHONE", est.phone, "etablissement"), " — télécopie ",
                       P("TELEPHONE", est.fax, "etablissement")]),
            ("small", ["FINESS ", P("FINESS", est.finess)])]
    right = [[civ(p) + " ", P("PRENOM", p.first, "patient"), " ", P("NOM", last, "patient")]]
    if p.birth_last and rng.random() < 0.5:
        right.append([("née " if p.sex == "F" else "né "), P("NOM", ids.up(p.birth_last), "naissance")])
    right += _addr_lines(p, upper)
    letter_day = prose.care_date(rng)
    blocks = [{"kind": "row", "left": left, "right": right}]
    blocks.append(("line", [P("VILLE", est.commune), ", le ", S(letter_day)]))
    blocks.append(("line", ["Nos références : IPP ", P("IPP", p.ipp, "patient"), " — venue ",
                            P("NUM_SEJOUR", ids.nda(rng), "sejour")]))
    rdv = prose.care_date(rng)
    if kind == "convocation":
        obj = "Objet : convocation en consultation"
        body = [[civ(p) + ",", ],
                ["Nous vous prions de bien vouloir vous présenter le ", S(rdv), " à %d h %02d" % (rng.randint(8, 16), rng.choice([0, 15, 30, 45])),
                 " au " + service.lower() + ", bâtiment %s, niveau %d, pour " % (rng.choice("ABCD"), rng.randint(0, 3))]
                + prose.ccam(rng) + [". " + prose.sentence(rng)],
                ["Un bilan sanguin est à réaliser dans les huit jours précédant le rendez-vous au ",
                 P("ETABLISSEMENT", lab, "laboratoire"), " ; ", prose.sentence(rng).lower()],
                [prose.PROSE[8] + " " + prose.PROSE[9]]]
    elif kind == "resultats":
        obj = "Objet : transmission de vos résultats d'analyses"
        vals = [("créatinine", "%d µmol/L" % rng.randint(60, 140), "(62-106)"),
                ("HbA1c", "%s %%" % rng.choice(["6,4", "7,2", "8,1"]), "(4,0-6,0)"),
                ("hémoglobine", "%s g/dL" % rng.choice(["11,2", "12,8", "14,1"]), "(12,0-16,0)"),
                ("potassium", "%s mmol/L" % rng.choice(["3,9", "4,6", "5,2"]), "(3,5-5,1)")]
        body = [[civ(p) + ","],
                ["Vous trouverez ci-dessous les résultats du bilan prélevé le ", S(prose.care_date(rng)),
                 " (dossier de laboratoire ", P("NUM_DOSSIER_LABO", ids.labfile(rng)), ") :"]]
        for name, v, iv in rng.sample(vals, 3):
            body.append(["— " + name + " : ", D("BIOLOGIE", v), " ", D("INTERVALLE", iv)])
        body.append(["Ces valeurs sont compatibles avec votre suivi pour "] + prose.cim(rng) +
                    [". Votre traitement par "] + prose.drug(rng) + [" est poursuivi sans changement."])
        body.append([prose.sentence(rng)])
    else:
        obj = "Objet : rappel de vaccination"
        lot = "%d%s%03d%s" % (rng.randint(21, 24), rng.choice("KLMNP"), rng.randint(0, 999), rng.choice("ABC"))
        body = [[civ(p) + ","],
                ["Selon le calendrier vaccinal, votre rappel diphtérie-tétanos-poliomyélite est dû à partir du ",
                 S(rdv), ". La dernière injection enregistrée date du ", S(prose.care_date(rng, 2004)),
                 " (lot ", D("LOT", lot), ", ", D("DOSE", "0,5 mL"), ")."],
                ["Âgé(e) de ", D("AGE", "%d ans" % p.age()), ", vous êtes concerné(e) par le rappel prévu à ",
                 D("AGE", "%d ans" % (p.age() // 20 * 20 + 5)), ". " + prose.sentence(rng)],
                ["Le centre de vaccination reçoit sans rendez-vous le mardi ; appelez le ",
                 P("TELEPHONE", est.phone, "etablissement"), " pour toute question. Motif de venue codé "]
                + prose.cim(rng)[1:2] + ["."]]
    box = ["Identité : ", P("NOM", last, "patient"), " ", P("PRENOM", p.first, "patient"), ", ",
           ("née" if p.sex == "F" else "né"), " le ", P("DATE_NAISSANCE", p.dob(rng.choice([0, 1, 3, 7]))),
           " — INS ", P("NIR", p.nir(rng.choice([0, 2])), "ins")]
    if mut:
        box += [" — ", P("ORGANISME", mut), " n° ", P("NUM_ADHERENT", ids.adherent(rng), "mutuelle")]
    blocks.append(("bold", [obj]))
    blocks.append(("box", box))
    blocks += [("p", b) for b in body]
    blocks.append(("p", ["Veuillez agréer, " + civ(p) + ", l'expression de nos salutations distinguées."]))
    blocks.append(("line", ["Dr ", P("PRENOM", doc.first, "medecin"), " ", P("NOM", ids.up(doc.last), "medecin"),
                            " — " + doc.specialty]))
    blocks.append(("small", ["RPPS ", P("RPPS", doc.rpps), " — ", P("EMAIL", doc.email, "medecin")]))
    foot = ["Courrier édité par publipostage — ", P("ETABLISSEMENT", est.sigle, "sigle"), " — ",
            D("PAGE", "page %d/%d" % (k + 1, n))]
    return blocks, foot


ENGLISH = ("Summary for the referring team: {civ} {name}, born {dob}, was admitted on {adm} with community-acquired "
           "pneumonia ({cim}). Chest X-ray showed a right lower lobe consolidation. She/he received amoxicillin "
           "{dose} three times daily and improved within 72 hours. Please arrange a follow-up chest X-ray in six weeks.")
SPANISH = ("Resumen clínico: {civ} {name}, nacido/a el {dob}, ingresó el {adm} por una neumonía adquirida en la "
           "comunidad ({cim}). Recibió amoxicilina {dose} cada ocho horas con buena evolución. Se recomienda "
           "control radiológico en seis semanas por su médico de cabecera.")


def foreign_letter(rng, est, doc, p, k, n, fhosp, fdoc_name, lang):
    street, city, country, phone = ids.FOREIGN_ADDR[p.country]
    name_up = rng.random() < 0.5
    last = ids.up(p.last) if name_up else p.last
    fh, fs = fhosp
    left = [("estab", [P("ETABLISSEMENT", est.name, "etablissement")]),
            ("line", [P("ETABLISSEMENT", est.sigle, "sigle"), " — Relations internationales / patients étrangers"]),
            ("small", [P("ADRESSE", est.street, probes=[est.street, est.street.split(" ", 1)[1]]), ", ",
                       P("CODE_POSTAL", est.cp), " ", P("VILLE", est.commune)]),
            ("small", ["Tél. ", P("TELEPHONE", "+33 " + est.phone[1:], "etablissement"), " — FINESS ",
                       P("FINESS", est.finess)])]
    right = [["À l'attention du Dr ", P("PRENOM", fdoc_name[1], "medecin"), " ", P("NOM", fdoc_name[0], "medecin")],
             [P("ETABLISSEMENT", fh, "etablissement"), " (", P("ETABLISSEMENT", fs, "sigle"), ")"],
             [country]]
    adm = prose.care_date(rng)
    dob_fr = p.dob(rng.choice([0, 1]))
    dob_f = p.dob(6 if lang == "en" and rng.random() < 0.5 else (5 if lang == "en" else 8))
    blocks = [{"kind": "row", "left": left, "right": right}]
    blocks.append(("line", [P("VILLE", est.commune), ", le ", S(prose.care_date(rng))]))
    blocks.append(("bold", ["Objet : lettre de liaison — patient(e) résidant à l'étranger"]))
    box = ["Patient(e) : ", P("NOM", last, "patient"), " ", P("PRENOM", p.first, "patient"), " — né(e) le ",
           P("DATE_NAISSANCE", dob_fr), " — IPP ", P("IPP", p.ipp, "patient"), " — séjour ",
           P("NUM_SEJOUR", ids.nda(rng), "sejour")]
    blocks.append(("box", box))
    blocks.append(("box", ["Adresse : ", P("ADRESSE", street, probes=[street]), ", ", P("VILLE", city), " (",
                           country, ") — tél. ", P("TELEPHONE", phone, "patient"), " — CEAM n° ",
                           P("NUM_ADHERENT", ids.ceam(rng, p.country), "ceam"), " — passeport ",
                           P("IDENTIFIANT", ids.passport(rng, p.country), "PASSEPORT")]))
    blocks.append(("p", ["Cher confrère, ", civ(p).lower() + " ", P("NOM", last, "patient"),
                         " a été hospitalisé(e) dans notre service du ", S(adm), " au ", S(prose.care_date(rng)),
                         " pour "] + prose.cim(rng) + [". " + prose.PROSE[2] + " Le traitement a comporté "] +
                  prose.drug(rng) + [". " + prose.sentence(rng)]))
    blocks.append(("p", ["Le score de ", D("EPONYME", rng.choice(["Glasgow", "Child-Pugh"])),
                         " était normal à l'entrée ; la prise en charge relève de la ", D("NORMES", "directive 2011/24/UE"),
                         " (soins transfrontaliers). ", prose.sentence(rng)]))
    tmpl = ENGLISH if lang == "en" else SPANISH
    civ_f = ("Mrs" if p.sex == "F" else "Mr") if lang == "en" else ("la Sra." if p.sex == "F" else "el Sr.")
    c, _ = rng.choice(prose.CIM10)
    parts = tmpl.split("{")
    seg = []
    vals = {"civ}": [civ_f], "name}": [P("PRENOM", p.first, "patient"), " ", P("NOM", p.last, "patient")],
            "dob}": [P("DATE_NAISSANCE", dob_f)], "adm}": [S(adm)], "cim}": [D("CIM10", c)],
            "dose}": [D("DOSE", "1 g")]}
    seg.append(parts[0])
    for part in parts[1:]:
        keyname, rest = part.split("}", 1)
        seg += vals[keyname + "}"] + [rest]
    blocks.append(("foreign", seg))
    blocks.append(("p", ["Contact du service : ", P("EMAIL", doc.email, "medecin"), " ; " + prose.PROSE[5]]))
    blocks.append(("line", ["Dr ", P("PRENOM", doc.first, "medecin"), " ", P("NOM", ids.up(doc.last), "medecin"),
                            " — RPPS ", P("RPPS", doc.rpps)]))
    foot = ["Document transmis par messagerie sécurisée — ", P("ETABLISSEMENT", est.sigle, "sigle"), " — ",
            D("PAGE", "page %d/%d" % (k + 1, n))]
    return blocks, foot


def build(rng, j, est):
    """Pages: list of (blocks, footer); blocks are dicts (row) or (style, segments)."""
    doc = ids.Doctor(rng, rng.choice(["diabétologie", "néphrologie", "médecine générale", "pneumologie"]))
    pages = []
    if j % 2 == 0:
        n = rng.randint(3, 5)
        kind = ["convocation", "resultats", "rappel"][j // 2 % 3]
        service = rng.choice(SERVICES)
        lab = rng.choice(ids.LABS)
        for k in range(n):
            p = ids.Person(rng)
            mut = rng.choice(ids.MUTUELLES) if rng.random() < 0.6 else None
            pages.append(french_letter(rng, est, service, doc, p, kind, k, n, lab, mut) + (p,))
    else:
        n = rng.randint(3, 4)
        pool = rng.sample(ids.FOREIGN, n)
        for k in range(n):
            p = ids.Person(rng, foreign=pool[k])
            fc = p.country if p.country in ids.FOREIGN_HOSP else rng.choice(list(ids.FOREIGN_HOSP))
            lang = "es" if fc == "ES" or (fc == "PT" and rng.random() < 0.5) else "en"
            fdoc = (rng.choice(["Hartmann", "Castillo", "Whitaker", "Pereira", "Nowak", "Lindqvist"]),
                    rng.choice(["Ursula", "Alejandro", "Fiona", "Rui", "Zofia", "Anders"]))
            pages.append(foreign_letter(rng, est, doc, p, k, n, ids.FOREIGN_HOSP[fc], fdoc, lang) + (p,))
    return pages


def to_spec(pages, out_pdf, title, author, font, date):
    spec = {"out": str(out_pdf), "title": title, "author": author, "subject": "Publipostage", "font": font,
            "date": date, "pages": []}
    items = []
    for blocks, foot, _p in pages:
        its = []
        jb = []
        for b in blocks:
            if isinstance(b, dict):
                left = [{"style": st, "text": seg_text(flat(sg))} for st, sg in b["left"]]
                right = [{"style": "line", "text": seg_text(flat(sg))} for sg in b["right"]]
                for _st, sg in b["left"]:
                    its += seg_items(flat(sg))
                for sg in b["right"]:
                    its += seg_items(flat(sg))
                jb.append({"kind": "row", "left": left, "right": right})
            else:
                st, sg = b
                jb.append({"kind": "text", "style": st, "text": seg_text(flat(sg))})
                its += seg_items(flat(sg))
        its += seg_items(flat(foot))
        spec["pages"].append({"blocks": jb, "footer": seg_text(flat(foot))})
        items.append(its)
    return spec, items


def render_all(specs, work: Path):
    files = []
    for spec in specs:
        f = Path(work).resolve() / (Path(spec["out"]).stem + ".spec.json")
        f.write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
        files.append(str(f))
    script = NODE_DIR / "render_letters.mjs"
    script.write_text(SCRIPT.read_text(encoding="utf-8"), encoding="utf-8")  # resolved beside node_modules
    subprocess.run(["node", str(script)] + files, check=True, cwd=NODE_DIR)
