"""Family 1 ``interface_hl7``: EAI rejection listings with raw HL7 v2.5 / HPRIM Santé messages,
printed as monospaced content streams for ``mutool create`` (base-14 Courier, WinAnsiEncoding)."""

from __future__ import annotations

import subprocess
from pathlib import Path

from . import ids, prose
from .model import D, P, S, flat, seg_items, seg_text, wrap_segments

COLS = 100
FONT_SIZE = 8.4
LEAD = 10.6
TOP, BOTTOM, LEFT = 806, 40, 36
LINES_PER_PAGE = int((TOP - BOTTOM) / LEAD)  # 72

OID_IPP_NAT = "1.2.250.1.213.1.4.8"
OID_NIR = "1.2.250.1.213.1.4.2"
OID_PS = "1.2.250.1.71.4.2.1"
ERRS = ["AE", "AR", "AE", "AE"]


def _ts(rng, day):
    return "2024%02d%02d%02d%02d%02d" % (day[1], day[0], rng.randint(6, 22), rng.randint(0, 59), rng.randint(0, 59))


class Msg:
    def __init__(self, rng, est, pat, doc, lab, hprim):
        self.rng, self.est, self.pat, self.doc, self.lab, self.hprim = rng, est, pat, doc, lab, hprim
        self.day = (rng.randint(1, 28), rng.randint(1, 12))
        self.nda = ids.nda(rng)
        self.labfile = ids.labfile(rng)
        self.acc = ids.accession(rng)
        self.ascii = hprim or rng.random() < 0.4

    def U(self, s):
        return ids.ascii_up(s) if self.ascii else ids.up(s)

    def name_items(self, with_birth=True):
        p = self.pat
        out = [P("NOM", self.U(p.last), "patient"), "^", P("PRENOM", self.U(p.first), "patient")]
        return out

    def addr(self):
        p = self.pat
        street = self.U(p.street)
        words = street.split(" ", 1)[1]
        return [P("ADRESSE", street, probes=[street, words]), "^^", P("VILLE", self.U(p.commune)), "^^",
                P("CODE_POSTAL", p.cp), "^FRA"]

    def hl7(self, rng, oru):
        e, p, d = self.est, self.pat, self.doc
        sig = lambda: P("ETABLISSEMENT", e.sigle, "sigle")  # noqa: E731
        ts = _ts(rng, self.day)
        msgid = "MSG%08d" % rng.randint(0, 10 ** 8 - 1)
        segs = []
        typ = "ORU^R01^ORU_R01" if oru else rng.choice(["ADT^A04^ADT_A01", "ADT^A08^ADT_A01", "ADT^A28^ADT_A05"])
        segs.append(["MSH|^~\\&|", "LABO" if oru else "GAM", "|", sig(), "|EAI|", sig(), "|", S(ts), "||", typ, "|",
                     msgid, "|P|", D("VERSION", "2.5"), "|||||FRA|8859/1|||IHE_FR"])
        if not oru:
            segs.append(["EVN|", typ[4:7], "|", S(ts)])
        nir = p.nir(1)
        pid = ["PID|1||", P("IPP", p.ipp, "patient"), "^^^", sig(), "&", e.oid[:-9], P("FINESS", e.finess),
               "&ISO^PI~", P("NIR", nir, "ins"), "^^^ASIP-SANTE-NIR&", D("OID", OID_NIR), "&ISO^NH||"]
        pid += self.name_items() + ["^^^^^L"]
        if p.birth_last:
            pid += ["~", P("NOM", self.U(p.birth_last), "naissance"), "^", P("PRENOM", self.U(p.first), "patient"),
                    "^^^^^D"]
        pid += ["||", P("DATE_NAISSANCE", p.dob(2)), "|", p.sex, "|||"] + self.addr() + ["^H||",
                P("TELEPHONE", p.phone.replace(" ", "")), "^PRN^CP|||||||||||||||||VALI"]
        segs.append(pid)
        doc = [P("RPPS", d.rpps), "^", P("NOM", self.U(d.last), "medecin"), "^", P("PRENOM", self.U(d.first), "medecin"),
               "^^^DR^^^ASIP-SANTE-PS&", D("OID", OID_PS), "&ISO^L^^^RPPS"]
        segs.append(["PV1|1|", rng.choice(["I", "O", "E"]), "|", D("UF", "UF%04d" % rng.randint(1000, 9999)), "^",
                     str(rng.randint(100, 420)), "^1^", sig(), "||||"] + doc + ["|||||||||||",
                     P("NUM_SEJOUR", self.nda, "sejour"), "^^^", sig(), "^VN"])
        if oru:
            segs.append(["ORC|RE|", P("NUM_DOSSIER_LABO", self.labfile), "^", sig(), "|||CM"])
            segs.append(["OBR|1|", P("NUM_DOSSIER_LABO", self.labfile), "|", P("NUM_ACCESSION", self.acc), "|",
                         "BIOCHIMIE^Bilan biochimique^L|||", S(ts), "|||||||||"] + doc)
            for k in range(rng.randint(2, 4)):
                code, lab = prose.LOINC[(k + rng.randint(0, 7)) % len(prose.LOINC)]
                val, unit, rngv = {"2160-0": ("85", "umol/L", "62-106"), "4548-4": ("7.2", "%", "4.0-6.0"),
                                   "718-7": ("12.4", "g/dL", "12.0-16.0"), "2345-7": ("6.1", "mmol/L", "3.9-5.8"),
                                   "2823-3": ("4.6", "mmol/L", "3.5-5.1"), "1988-5": ("18", "mg/L", "0-5"),
                                   "33914-3": ("58", "mL/min/1.73m2", "60-120"), "777-3": ("231", "G/L", "150-400")}[code]
                segs.append(["OBX|%d|NM|" % (k + 1), D("LOINC", code), "^", lab, "^LN||", val, "|", unit, "|",
                             D("INTERVALLE", rngv), "|", rng.choice(["N", "H", "L"]), "|||F|||", S(ts)])
            segs.append(["NTE|1||", rng.choice(["Résultat contrôlé sur un second prélèvement.",
                                                "Hémolyse légère, interprétation prudente.",
                                                "Valeur critique téléphonée au service."]),
                         " Prescripteur prévenu : Dr ", P("NOM", self.U(d.last), "medecin"), "."])
        return segs

    def hprim_msg(self, rng):
        p, d, e = self.pat, self.doc, self.est
        ts = _ts(rng, self.day)
        segs = [["H|~^\\&|RES%07d|" % rng.randint(0, 10 ** 7 - 1), "|", P("ETABLISSEMENT", ids.ascii_up(self.lab), "laboratoire"),
                 "|||ORU|||", P("ETABLISSEMENT", e.sigle, "sigle"), "||P|", D("VERSION", "H2.2"), "|", S(ts[:12])]]
        pseg = ["P|1|", P("IPP", p.ipp, "patient"), "|", P("NUM_SEJOUR", self.nda, "sejour"), "||"]
        pseg += self.name_items()
        if p.birth_last:
            pseg += ["^", P("NOM", self.U(p.birth_last), "naissance")]
        pseg += ["||", P("DATE_NAISSANCE", p.dob(2)), "|", p.sex, "||"] + self.addr()[:-1] + ["||",
                 P("TELEPHONE", p.phone.replace(" ", "")), "|", P("RPPS", d.rpps), "^", P("NOM", self.U(d.last), "medecin"),
                 "^", P("PRENOM", self.U(d.first), "medecin")]
        segs.append(pseg)
        segs.append(["OBR|1|", P("NUM_DOSSIER_LABO", self.labfile), "||HEMA^Hémogramme^L|||", S(ts[:12])])
        for k, (code, lab, v, u, iv) in enumerate(rng.sample([
                ("HB", "Hémoglobine", "11.8", "g/dL", "12.0-16.0"), ("PLQ", "Plaquettes", "254", "G/L", "150-400"),
                ("GB", "Leucocytes", "9.4", "G/L", "4.0-10.0"), ("FERR", "Ferritine", "12", "ug/L", "15-150"),
                ("TSH", "TSH", "2.31", "mUI/L", "0.40-4.00")], 3)):
            segs.append(["OBX|%d|NM|%s^%s^L||%s|%s|" % (k + 1, code, lab, v, u), D("INTERVALLE", iv), "|N|||F"])
        segs.append(["C|1|L|Echantillon recu a 2 degres, conforme. Biologiste : ", P("ETABLISSEMENT", ids.ascii_up(self.lab), "laboratoire")])
        segs.append(["L|1|||%d" % (len(segs) + 1)])
        return segs

    def explanation(self, rng, oru):
        p, d, e = self.pat, self.doc, self.est
        n = P("NOM", ids.up(p.last), "patient")
        f = P("PRENOM", p.first, "patient")
        choices = [
            ["Identité en collision : l'INS ", P("NIR", p.nir(2), "ins"), " est déjà rattachée à l'IPP ",
             P("IPP", p.ipp, "patient"), " (", n, " ", f, ", né(e) le ", P("DATE_NAISSANCE", p.dob(0)),
             "). Fusion à valider par la cellule d'identitovigilance avant réémission."],
            ["Segment PID-7 : date de naissance incohérente avec le NIR transmis (", P("NIR", p.nir(0), "ins"),
             "). Âge calculé : ", D("AGE", "%d ans" % p.age()), ". Le message est rejeté sans création de venue."],
            ["PV1-19 : numéro de venue ", P("NUM_SEJOUR", self.nda, "sejour"), " inconnu de la GAM ; la venue du ",
             S("%02d/%02d/2024" % self.day), " n'a pas été créée pour ", n, " ", f, "."],
            ["Prescripteur ", P("RPPS", d.idnat, "idnat"), " (Dr ", P("NOM", d.last, "medecin"), " ",
             P("PRENOM", d.first, "medecin"), ") absent de l'annuaire local ; résultat placé en file d'attente."],
            ["Adresse postale non normalisée (code postal ", P("CODE_POSTAL", p.cp), ", commune ",
             P("VILLE", p.commune), ") : le contrôle BAN a échoué, message accepté avec avertissement."],
        ]
        if oru:
            code, lab = rng.choice(prose.LOINC)
            choices.append(["OBX-3 : code LOINC ", D("LOINC", code), " (", lab, ") non mappé dans le catalogue de l'",
                            D("UF", "UF%04d" % rng.randint(1000, 9999)), " ; dossier ", P("NUM_DOSSIER_LABO", self.labfile),
                            " incomplet."])
        a, b = rng.sample(range(len(choices)), 2)
        return choices[a], choices[b]


def build(rng, j, est, name):
    """Lines (segment lists) of one rejection listing, then pages."""
    lab = rng.choice(ids.LABS)
    n_rej = rng.randint(5, 7) if j % 3 else rng.randint(8, 10)
    body = []  # (segments, hard wrap?)
    pats = [ids.Person(rng) for _ in range(max(3, n_rej - 2))]
    docs = [ids.Doctor(rng) for _ in range(3)]
    run_day = "%02d/%02d/2024" % (rng.randint(1, 28), rng.randint(1, 12))
    body.append(["Rapport quotidien des messages rejetés — moteur d'intégration, environnement PRODUCTION"])
    body.append(["Établissement : ", P("ETABLISSEMENT", est.name, "etablissement", probes=[est.name]), " (",
                 P("ETABLISSEMENT", est.sigle, "sigle"), ") — FINESS ", P("FINESS", est.finess), " — standard ",
                 P("TELEPHONE", est.phone, "etablissement")])
    body.append(["Extraction du ", S(run_day), " ; flux surveillés : ADT_IN_GAM, ORU_IN_LABO, HPRIM_IN_BIO."])
    body.append(["Chaque rejet doit être traité sous 24 h par la cellule d'identitovigilance (procédure IV-07)."])
    body.append([""])
    for r in range(n_rej):
        pat = pats[r % len(pats)]
        hprim = (r + j) % 4 == 3
        oru = not hprim and rng.random() < 0.5
        m = Msg(rng, est, pat, rng.choice(docs), lab, hprim)
        body.append(["-" * COLS])
        body.append(["Rejet n° %d | canal %s | reçu le " % (r + 1, "HPRIM_IN_BIO" if hprim else ("ORU_IN_LABO" if oru else "ADT_IN_GAM")),
                     S("%02d/%02d/2024" % m.day), " à %02d:%02d | statut %s" % (rng.randint(0, 23), rng.randint(0, 59),
                                                                              rng.choice(ERRS))])
        e1, e2 = m.explanation(rng, oru)
        body.append(["Motif  : "] + e1)
        body.append(["Détail : "] + e2)
        body.append(["Action : " + rng.choice(["réémettre après correction dans la GAM.",
                                               "contacter le laboratoire émetteur.",
                                               "aucune, doublon ignoré.",
                                               "rapprochement manuel par l'identitovigilance."])])
        body.append(["Message brut (" + ("HPRIM Santé 2.2" if hprim else "HL7 v2.5") + ") :"])
        for seg in (m.hprim_msg(rng) if hprim else m.hl7(rng, oru)):
            body.append(("raw", seg))
        if r % 3 == 1:
            body.append(["Note : " + prose.sentence(rng)])
    body.append(["-" * COLS])
    body.append(["Fin du rapport : %d rejets. Les messages acceptés ne figurent pas dans cette liste." % n_rej])
    lines = []
    for segs in body:
        hard = isinstance(segs, tuple)
        segs = segs[1] if hard else segs
        lines.extend(wrap_segments(flat(segs), COLS, indent="    ", hard=hard))
    per = LINES_PER_PAGE - 3
    chunks = [lines[k:k + per] for k in range(0, len(lines), per)]
    pages = []
    for k, ch in enumerate(chunks):
        head = ["REJETS D'INTÉGRATION — EAI  ", P("ETABLISSEMENT", est.sigle, "sigle"), "  édition du ", S(run_day),
                " " * 10, D("PAGE", "Page %d/%d" % (k + 1, len(chunks)))]
        pages.append([head, ["=" * COLS]] + ch)
    return pages


def _esc(s: str) -> bytes:
    b = s.encode("cp1252")
    return b.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")


def render(pages, work: Path, name: str, pdf: Path):
    files = []
    for k, lines in enumerate(pages):
        out = [b"%%MediaBox 0 0 595 842", b"%%Font F1 Courier", b"%%Font F2 Courier-Bold"]
        y = TOP
        for n, segs in enumerate(lines):
            t = seg_text(segs)
            if t.strip():
                font = b"F2" if n == 0 or t.startswith("Rejet n") else b"F1"
                out.append(b"BT /" + font + b" %.1f Tf %d %.1f Td (" % (FONT_SIZE, LEFT, y) + _esc(t) + b") Tj ET")
            y -= LEAD
        f = work / ("%s_p%d.txt" % (name, k + 1))
        f.write_bytes(b"\n".join(out) + b"\n")
        files.append(str(f))
    subprocess.run(["mutool", "create", "-o", str(pdf), "-O", "compress,garbage"] + files, check=True)


def page_items(pages):
    return [[it for segs in lines for it in seg_items(segs)] for lines in pages]
