"""Shared page furniture: running headers/footers, identity blocks, stickers, signatures."""
from .med import SERVICES, K


def page(c, d, i, n, v):
    pg = c.page_no(i + 1, n)
    if v == 0:
        d.page([c.ETAB()], [c.NOM(), " ", c.PRE(), " - ", c.ne(), " le ", c.DDN()],
               (["IPP : ", c.IPP()], ["Édité le ", c.day(c.edit)], [pg]))
    elif v == 1:
        d.page([c.ACR(), " — ", K(c.service, "SERVICE")], ["IPP ", c.IPP(), " / NDA ", c.NDA()],
               ([c.NOM(), " ", c.PRE(), " (", c.DDN(), ")"], "", [pg]))
    elif v == 2:
        d.page([c.NOM(), " ", c.PRE("U"), "\n", c.ne().capitalize(), " le ", c.DDN(), " — IPP ", c.IPP()], [pg],
               ("Document confidentiel soumis au secret médical", [c.ETAB(), " — FINESS ", c.FIN()], ""))
    else:
        d.page(["Patient : ", c.who(1)], ["Séjour n° ", c.NDA()],
               ([c.ACR(), " — ", c.HTEL()], "", [pg]))


def letterhead(c, d, right=None):
    left = [c.hosp_lines()]
    d.TBL([3, 2], [("N", [left, right or [K(c.service, "SERVICE"), "\nSecrétariat : ", c.HTEL()]])], border=False, size=8.5)


def identity(c, d, v):
    if v == 0:
        d.TBL([2.2, 3, 2, 3], [
            ("H", ["Identité du patient", "", "", ""]),
            ("N", ["Nom de naissance", c.NAISS() if c.birth_name else c.NOM(), "Nom d'usage", c.NOM()]),
            ("N", ["Prénom(s)", [c.PRE()] + ([" ", c.PRE2()] if c.pre2 else []), "Date de naissance", c.DDN()]),
            ("N", ["Sexe", c.sex, "Lieu de naissance", c.VILLE(c.bcity, "U")]),
            ("N", ["Matricule INS", c.NIR(), "IPP", c.IPP()]),
        ], size=8)
        d.P([K("OID 1.2.250.1.213.1.4.8", "CODE"), " — identité qualifiée"], size=7, style="I")
    elif v == 1:
        d.TBL([1, 1, 1], [
            ("B", ["Patient", "Né(e) le", "N° de séjour"]),
            ("N", [c.who(2), c.DDN(), c.NDA()]),
            ("B", ["Adresse", "Téléphone", "Courriel"]),
            ("N", [c.home_lines(True), c.TEL(), c.MAIL()]),
        ], border=False, size=8.5)
    elif v == 2:
        d.BOX([c.NOM(), " ", c.PRE("U"), "\n", c.ne().upper(), " LE ", c.DDN(), "   ", c.sex, "\nIPP ", c.IPP(), "   NDA ", c.NDA(),
               "\n*", c.IPP(), "*"], size=8.5, align="R")
    else:
        d.P(["Patient", "e" if c.sex == "F" else "", " : ", c.who(0), ", ", c.ne(), " le ", c.DDN(), ", demeurant ", c.ADR(), ", ",
             c.CP(), " ", c.VILLE(), ". Tél. : ", c.TEL(), "."], size=9)


def signature(c, d, i=0, style=0):
    d.SP(8)
    d.P([c.DR(i, style), "\nRPPS ", c.RPPS(i), " — ", c.DRMAIL(i)], size=9, align="R")


def cc(c, d):
    d.P(["Copie : ", c.MT(1), " (médecin traitant), ", c.CP(c.mt_city), " ", c.VILLE(c.mt_city, "U")], size=8, style="I")
