"""Family 1: hospital letters with a left sidebar listing the department's staff (LaTeX -> DVI -> dvipdfmx)."""

from __future__ import annotations

from .common import BIOLOGY, CIM10, DRUGS, EPONYMS, Ctx, civ, homonym_phrase, ne, put_person, ville_phrase
from .fake import SPECIALTIES
from .truth import Truth

_ESC = {"\\": r"\textbackslash{}", "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#", "_": r"\_", "{": r"\{",
        "}": r"\}", "~": r"\textasciitilde{}", "^": r"\textasciicircum{}"}


def lc(s: str) -> str:
    return s if s[:2].isupper() else s[0].lower() + s[1:]


def tex(s: str) -> str:
    return "".join(_ESC.get(ch, ch) for ch in s)


PREAMBLE = r"""\documentclass[10pt,a4paper]{article}
\usepackage[utf8]{inputenc}
\usepackage[T1]{fontenc}
\usepackage{lmodern}
\usepackage[a4paper,left=1.3cm,right=1.3cm,top=1.2cm,bottom=2cm,footskip=1cm]{geometry}
\usepackage{xcolor}
\usepackage{fancyhdr}
\pagestyle{fancy}
\renewcommand{\headrulewidth}{0pt}
\renewcommand{\footrulewidth}{0.4pt}
\fancyhead{}
\hyphenpenalty=10000
\exhyphenpenalty=10000
\tolerance=9000
\emergencystretch=3em
\setlength{\parindent}{0pt}
\setlength{\parskip}{4pt}
"""


def build(cx: Ctx, t: Truth, title_meta: str | None) -> str:
    r, fk, p = cx.r, cx.fk, cx.pat
    spec_low, spec_cap = r.choice(SPECIALTIES)
    est, ea = cx.est, cx.est_addr
    chef = fk.doctor("Pr")
    phs = [fk.doctor() for _ in range(r.randint(2, 3))]
    internes = [fk.person() for _ in range(2)]
    cadre = fk.person()
    mt = fk.doctor()
    mta = fk.address()
    signer = r.choice(phs)
    sejour = "2" + fk.digits(9)
    letter_kind = r.choice(["lettre de sortie", "courrier de consultation"])
    out = [PREAMBLE]
    if title_meta:
        hexs = "FEFF" + title_meta.encode("utf-16-be").hex().upper()
        out.append(r"\special{pdf:docinfo <</Title <%s> /Creator (Dossier patient - courrier)>>}" % hexs)
    out.append(r"\begin{document}")

    def footer(pno):
        s = (t.nom(p["nom"].upper()) + " " + t.prenom(p["prenom"]) + ", " + ne(p) + " le "
             + t.pii("DATE_NAISSANCE", p["dob_s"]) + " — séjour " + t.pii("NUM_SEJOUR", sejour))
        pg = t.decoy("PAGE", "Page %d/2" % pno)
        return r"\fancyfoot[L]{\scriptsize %s}\fancyfoot[C]{}\fancyfoot[R]{\scriptsize %s}" % (tex(s), tex(pg))

    # ------------------------------------------------------------------ page 1
    t.page(0)
    out.append(footer(1))
    head = [r"{\Large\bfseries %s}\\[1pt]" % tex(t.etab(est)),
            r"{\large\bfseries %s} \quad {\small %s, %s %s --- FINESS %s}\\" % (
                tex(t.etab(est, "sigle")), tex(t.addr(ea["street"], ea["street_name"])),
                tex(t.pii("CODE_POSTAL", ea["cp"])), tex(t.pii("VILLE", ea["ville"])), tex(t.pii("FINESS", est["finess"]))),
            r"{\small Standard : %s --- Pôle médecine, service de %s, %s}" % (
                tex(t.pii("TELEPHONE", fk.phone())), tex(spec_low), tex(t.decoy("UF", "UF %d" % r.randint(1000, 9999))))]
    out.append(r"\noindent\begin{minipage}{\textwidth}" + "\n".join(head) + r"\end{minipage}\par\vspace{2pt}\hrule\vspace{6pt}")
    side = [r"\textbf{Service de %s}" % tex(spec_cap), "",
            r"\textbf{Chef de service}\\ " + tex(chef["title"] + " " + put_person(t, chef, "medecin")) + r"\\ RPPS "
            + tex(t.pii("RPPS", chef["rpps"])), "", r"\textbf{Praticiens hospitaliers}"]
    for d in phs:
        side.append(tex("Dr " + put_person(t, d, "medecin")) + r"\\ RPPS " + tex(t.pii("RPPS", d["rpps"])) + r"\\[2pt]")
    side += ["", r"\textbf{Internes}\\ " + r"\\ ".join(tex(put_person(t, i, "soignant")) for i in internes), "",
             r"\textbf{Cadre de santé}\\ " + tex(put_person(t, cadre, "soignant")), "",
             r"\textbf{Secrétariat}\\ Tél. " + tex(t.pii("TELEPHONE", fk.phone())) + r"\\ Fax " + tex(t.pii("TELEPHONE", fk.phone()))
             + r"\\ {\scriptsize " + tex(t.pii("EMAIL", "sec.%s@%s" % (spec_low[:5].replace("é", "e").replace("è", "e").replace("-", ""),
                                                                         est["domain"]))) + "}",
             "", r"\textbf{Consultations}\\ du lundi au vendredi\\ de 8 h 30 à 17 h"]
    a = p["addr"]
    d0, d_out = cx.day(0), cx.day(r.randint(4, 9))
    cims = cx.pick(CIM10, 3)
    bio = cx.pick(BIOLOGY, 4)
    epo = r.choice(EPONYMS)
    pat_line = (civ(p) + " " + t.prenom(p["prenom"]) + " " + t.nom(p["nom"].upper()))
    if p["naissance"]:
        pat_line += " née " + t.pii("NOM", p["naissance"].upper(), "naissance")
    pat_line += ", " + ne(p) + " le " + t.pii("DATE_NAISSANCE", p["dob_s"]) + " (" + t.decoy("AGE", "%d ans" % cx.age) + ")"
    body = [r"\hfill " + tex(t.pii("VILLE", ea["ville"]) + ", le " + t.date(d_out)), "",
            r"\hfill\begin{minipage}{6cm}" + tex("Docteur " + put_person(t, mt, "medecin")) + r"\\ "
            + tex(t.addr(mta["street"], mta["street_name"])) + r"\\ " + tex(t.pii("CODE_POSTAL", mta["cp"]) + " "
                                                                          + t.pii("VILLE", mta["ville"])) + r"\end{minipage}", "",
            r"\textbf{Objet :} " + tex(letter_kind + " — hospitalisation du " + t.date(d0) + " au " + t.date(d_out)), "",
            r"\textbf{Patient :} " + tex(pat_line) + r"\\ IPP " + tex(t.pii("IPP", p["ipp"])) + " --- INS "
            + tex(t.pii("NIR", p["nir_s"])) + r"\\ " + tex(t.addr(a["street"], a["street_name"]) + ", "
                                                         + t.pii("CODE_POSTAL", a["cp"]) + " " + t.pii("VILLE", a["ville"])
                                                         + " — tél. " + t.pii("TELEPHONE", p["phone"])), "",
            "Cher confrère,", "",
            tex("J'ai pris en charge " + ("votre patiente" if p["sex"] == "F" else "votre patient") + " du " + t.date(d0) + " au " + t.date(d_out) + " pour "
                + lc(cims[0][0]) + " (" + t.decoy("CIM10", cims[0][1]) + "). " + ("Elle" if p["sex"] == "F" else "Il") + " vit à domicile avec son conjoint, "
                + homonym_phrase(t, cx.homonym) + ". Antécédents : " + lc(cims[1][0]) + " (" + t.decoy("CIM10", cims[1][1])
                + "), " + lc(cims[2][0]) + " (" + t.decoy("CIM10", cims[2][1]) + ")."), "",
            tex("À l'entrée, " + t.decoy("EPONYME", epo) + " sans particularité notable, poids "
                + t.decoy("POIDS", "%d kg" % r.randint(48, 96)) + ". Biologie du " + t.date(cx.day(1)) + " : "
                + ", ".join(t.decoy("BIOLOGIE", b) for b in bio[:2]) + ". Contrôle du " + t.date(cx.day(3)) + " : "
                + ", ".join(t.decoy("BIOLOGIE", b) for b in bio[2:]) + "."), "",
            tex("Échographie réalisée le " + t.date(cx.day(2)) + " (acte " + t.decoy("CCAM", r.choice(["DZQM006", "ZCQM001",
                "EBQM001", "HEQE002"])) + "). L'évolution a été favorable sous traitement. Note de l'équipe soignante : "
                + ville_phrase(t, cx.ville_word) + "."), "",
            tex("Examen clinique de sortie : patient(e) eupnéique au repos, auscultation cardiaque régulière, absence "
                "d'œdème des membres inférieurs, pas de signe de déshydratation. Autonomie conservée pour les actes de la "
                "vie quotidienne ; reprise de la marche avec le kinésithérapeute du service dès le " + t.date(cx.day(2)) + "."),
            "", tex("Conclusion : " + lc(cims[0][0]) + " d'évolution favorable ; retour à domicile le " + t.date(d_out)
                    + " avec passage infirmier quotidien pendant 15 jours.")]
    out.append(r"\noindent\begin{minipage}[t]{4.2cm}\raggedright\footnotesize " + "\n\n".join(side)
               + r"\end{minipage}\hfill\vrule\hfill" + "\n"
               + r"\begin{minipage}[t]{13.2cm}\small " + "\n\n".join(body) + r"\end{minipage}")
    out.append(r"\newpage")
    # ------------------------------------------------------------------ page 2
    t.page(1)
    out.append(footer(2))
    drugs = cx.pick(DRUGS, r.randint(4, 6))
    rows = "\n".join(r"%s & %s & %s & %s \\" % (tex(n), tex(t.decoy("DOSE", d)), tex(r.choice(["1 matin", "matin et soir",
                     "1 le soir", "3 fois par jour"])), tex(t.decoy("ATC", atc))) for n, d, atc in drugs)
    conf = fk.person()
    body2 = [r"\textbf{Traitement de sortie}", "",
             r"\begin{tabular}{|l|l|l|l|}\hline Médicament & Dose & Posologie & ATC \\\hline " + rows + r"\hline\end{tabular}", "",
             tex("Lot du vaccin administré pendant le séjour : " + t.decoy("LOT", "Lot %s%d" % (r.choice(["X", "K", "T"]),
                 r.randint(10000, 99999))) + " (" + t.date(cx.day(2)) + ")."), "",
             r"\textbf{Suivi}", "",
             tex("Consultation de contrôle prévue le " + t.date(cx.day(30)) + " avec le Dr " + put_person(t, signer, "medecin")
                 + ". Bilan biologique à refaire le " + t.date(cx.day(12)) + " (intervalle " + t.decoy("INTERVALLE", "J+7 à J+10")
                 + ")."), "",
             tex("Personne à prévenir : " + civ(conf) + " " + put_person(t, conf, "proche") + ", tél. "
                 + t.pii("TELEPHONE", fk.phone(mobile=True)) + "."), "",
             tex("Je vous prie de croire, cher confrère, en l'expression de mes sentiments confraternels."), "",
             r"\vspace{1cm}\hfill\begin{minipage}{7.5cm}" + tex("Dr " + put_person(t, signer, "medecin")) + r"\\ "
             + tex("Praticien hospitalier, service de " + spec_low) + r"\\ RPPS " + tex(t.pii("RPPS", signer["rpps"]))
             + r"\\ " + tex(t.etab(est, "sigle")) + r"\end{minipage}", "",
             r"\vspace{1cm}{\small " + tex("Copie : " + t.nom(p["nom"].upper()) + " " + t.prenom(p["prenom"])
                                          + " (patient) ; Dr " + put_person(t, chef, "medecin") + ".") + "}"]
    if p["email"]:
        body2.append(r"{\small " + tex("Envoi sécurisé au patient : " + t.pii("EMAIL", p["email"])) + "}")
    out.append("\n\n".join(body2))
    out.append(r"\end{document}")
    return "\n".join(out) + "\n"
