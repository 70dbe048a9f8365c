"""The foreign countries of corpus BU: people's names, street formats, postcodes, phone writings, national identifiers
with their real check keys, passports, EHIC card numbers, IBANs and the public insurers (kept as organisations).
All invented except the towns, postcodes, country dialling codes, check-key rules and the public institutions' names.
Every character is in cp1252 (Polish, Turkish or Romanian letters outside it are written as foreign systems often
print them, without the diacritic).

National identifiers (kind IDENTIFIANT, subtype in brackets), each with its check:
  BE registre national "84.03.07-123.45" / "84030712345" (97 - mod 97, 2000+ births prefixed 2) [registre_national_be]
  CH AVS "756.1234.5678.97" / "7561234567897" (EAN-13) [avs_ch]; doctors' GLN "7601001234567" (EAN-13) [gln_ch]
  DE Krankenversichertennummer "K123456785" (letter + 9 digits, Luhn-like 1-2 weights on the letter's two digits)
     [kvnr_de]; Rentenversicherungsnummer "12 070384 M 503" (weights 2 1 2 5 7 1 2 1 2 1 2 1) [sv_de]; doctors' LANR
     "123456701" (weights 4 9) [lanr_de]
  IT codice fiscale "RSSMRA84C07L219X" (odd / even tables) [codice_fiscale_it]
  ES DNI "12345678Z" / "12.345.678-Z", NIE "X1234567L" (mod 23 letter) [dni_es / nie_es]
  LU matricule "1984030712345" / "1984 0307 123 45" (Luhn + Verhoeff) [matricule_lu]
  NL BSN "123456782" / "1234.56.782" (11-test) [bsn_nl]
  PL PESEL "84030712345" (1 3 7 9 weights) [pesel_pl]
  PT NIF "123456789" (mod 11) [nif_pt]
  GB NHS number "943 476 5919" (mod 11) [nhs_gb]
Passports [passeport] in each country's pattern; EHIC card numbers "80276..." (20 digits: 80, ISO 3166 numeric,
15 digits) [carte_ceam]; IBANs of the country's length with a valid mod-97 key (kind IBAN).
"""
from __future__ import annotations

from .ids import ascii_fold, digits

L26 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def ean13(body12: str) -> str:
    s = sum(int(c) * (1 if k % 2 == 0 else 3) for k, c in enumerate(body12))
    return str((10 - s % 10) % 10)


def luhn(body: str) -> str:
    tot = 0
    for k, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if k % 2 == 0 else 1)
        tot += d - 9 if d > 9 else d
    return str((10 - tot % 10) % 10)


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
       [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1], [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
       [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]]
for _k in range(2, 8):
    _VP.append([_VP[_k - 1][_VP[1][j]] for j in range(10)])
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff(body: str) -> str:
    c = 0
    for k, ch in enumerate(reversed(body)):
        c = _VD[c][_VP[(k + 1) % 8][int(ch)]]
    return str(_VINV[c])


def iban(country: str, bban: str, style=0) -> str:
    num = "".join(str(L26.index(ch) + 10) if ch.isalpha() else ch for ch in bban + country + "00")
    s = country + "%02d" % (98 - int(num) % 97) + bban
    return " ".join(s[k:k + 4] for k in range(0, len(s), 4)) if style % 3 != 2 else s


def cf_it(last, first, d, sex, town_code):
    def cons(s):
        s = ascii_fold(s).upper()
        return [c for c in s if c.isalpha() and c not in "AEIOU"], [c for c in s if c in "AEIOU"]
    c, v = cons(last)
    sur = "".join((c + v + ["X"] * 3)[:3])
    c, v = cons(first)
    nam = "".join([c[0], c[2], c[3]] if len(c) >= 4 else (c + v + ["X"] * 3)[:3])
    body = sur + nam + "%02d" % (d.year % 100) + "ABCDEHLMPRST"[d.month - 1] + "%02d" % (d.day + (40 if sex == 2 else 0)) + town_code
    odd = dict(zip("0123456789" + L26, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6,
                                         8, 12, 14, 16, 10, 22, 25, 24, 23]))
    even = {ch: (int(ch) if ch.isdigit() else L26.index(ch)) for ch in "0123456789" + L26}
    tot = sum(odd[ch] if k % 2 == 0 else even[ch] for k, ch in enumerate(body))
    return body + L26[tot % 26]


def natid(r, cc, p, style=0):
    """The national identifier of person p (first, last, sex, bdate) for country cc: (subtype, written)."""
    d, sex = p.bdate, p.sex
    if cc == "BE":
        seq = r.randrange(1 if sex == 1 else 2, 997, 2)
        base = "%02d%02d%02d%03d" % (d.year % 100, d.month, d.day, seq)
        key = 97 - int(("2" if d.year >= 2000 else "") + base) % 97
        t = "%s.%s.%s-%s.%02d" % (base[:2], base[2:4], base[4:6], base[6:], key) if style % 2 == 0 else base + "%02d" % key
        return "registre_national_be", t
    if cc == "CH":
        b = "756" + digits(r, 9)
        n = b + ean13(b)
        return "avs_ch", ("%s.%s.%s.%s" % (n[:3], n[3:7], n[7:11], n[11:]) if style % 2 == 0 else n)
    if cc == "DE":
        if style % 3 == 2:  # the pension insurance number of a cross-border worker
            area = "%02d" % r.choice([12, 13, 24, 28, 40, 53, 65])
            ser = "%02d" % (r.randint(0, 49) if sex == 1 else r.randint(50, 99))
            letter = ascii_fold(p.birth or p.last).upper().replace(" ", "")[0]
            dd = "%02d%02d%02d" % (d.day, d.month, d.year % 100)
            seq = area + dd + "%02d" % (L26.index(letter) + 1) + ser
            tot = sum(sum(divmod(int(c) * w, 10)) for c, w in zip(seq, [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1]))
            return "sv_de", "%s %s %s %s%d" % (area, dd, letter, ser, tot % 10)
        letter = r.choice(L26)
        body = digits(r, 8)
        seq = "%02d" % (L26.index(letter) + 1) + body
        tot = sum(sum(divmod(int(c) * (1 if k % 2 == 0 else 2), 10)) for k, c in enumerate(seq))
        return "kvnr_de", letter + body + str(tot % 10)
    if cc == "IT":
        town = r.choice(["L219", "F205", "D969", "A794", "H501", "F839"])
        return "codice_fiscale_it", cf_it(p.last, p.first, d, sex, town)
    if cc == "ES":
        if style % 3 == 2:
            pre = r.choice("XYZ")
            n = digits(r, 7)
            return "nie_es", pre + n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(str("XYZ".index(pre)) + n) % 23]
        n = "%08d" % r.randint(10 ** 7, 8 * 10 ** 7)
        letter = "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]
        return "dni_es", (n + letter if style % 2 == 0 else "%s.%s.%s-%s" % (n[:2], n[2:5], n[5:], letter))
    if cc == "LU":
        b = "%04d%02d%02d%03d" % (d.year, d.month, d.day, r.randint(100, 999))
        n = b + luhn(b) + verhoeff(b)
        return "matricule_lu", (n if style % 2 == 0 else "%s %s %s %s" % (n[:4], n[4:8], n[8:11], n[11:]))
    if cc == "NL":
        while True:
            b = digits(r, 8)
            k = sum(int(c) * w for c, w in zip(b, range(9, 1, -1))) % 11
            if k < 10 and b[0] != "0":
                n = b + str(k)
                return "bsn_nl", (n if style % 2 == 0 else "%s.%s.%s" % (n[:4], n[4:6], n[6:]))
    if cc == "PL":
        mm = d.month + (20 if d.year >= 2000 else 0)
        b = "%02d%02d%02d%03d%d" % (d.year % 100, mm, d.day, r.randint(0, 999), r.choice([1, 3, 5, 7, 9] if sex == 1 else [0, 2, 4, 6, 8]))
        return "pesel_pl", b + str((10 - sum(int(c) * w for c, w in zip(b, [1, 3, 7, 9] * 3)) % 10) % 10)
    if cc == "PT":
        while True:
            b = str(r.choice([1, 2])) + digits(r, 7)
            k = 11 - sum(int(c) * w for c, w in zip(b, range(9, 1, -1))) % 11
            return "nif_pt", b + str(0 if k >= 10 else k)
    if cc == "GB":
        while True:
            b = digits(r, 9)
            k = 11 - sum(int(c) * w for c, w in zip(b, range(10, 1, -1))) % 11
            if k != 10 and b[0] != "0":
                n = b + str(0 if k == 11 else k)
                return "nhs_gb", "%s %s %s" % (n[:3], n[3:6], n[6:])
    return None


def passport(r, cc):
    a = lambda n: "".join(r.choice("CFGHJKLMNPRTVWXYZ") for _ in range(n))  # noqa: E731
    return {"DE": lambda: "C" + a(2) + digits(r, 2) + a(1) + digits(r, 3), "IT": lambda: "Y" + a(1) + digits(r, 7),
            "ES": lambda: "PA" + a(1) + digits(r, 6), "BE": lambda: "EP" + digits(r, 6), "CH": lambda: "X" + digits(r, 7),
            "LU": lambda: "JT" + digits(r, 2) + a(2) + digits(r, 2), "NL": lambda: "N" + a(2) + digits(r, 2) + a(2) + digits(r, 1),
            "PT": lambda: "C" + digits(r, 6), "PL": lambda: "E" + a(1) + digits(r, 7), "GB": lambda: "5" + digits(r, 8),
            "MA": lambda: a(2) + digits(r, 7), "DZ": lambda: digits(r, 9), "GE": lambda: digits(r, 2) + a(2) + digits(r, 5),
            "AF": lambda: "P" + digits(r, 7), "TR": lambda: "U" + digits(r, 8), "UA": lambda: "F" + a(1) + digits(r, 6),
            "AL": lambda: "B" + digits(r, 8)}[cc]()


def ehic(r, cc, style=0):
    n = "80" + ISO[cc] + digits(r, 15)
    return n if style % 2 == 0 else " ".join(n[k:k + 4] for k in range(0, 20, 4))


ISO = {"DE": "276", "BE": "056", "CH": "756", "IT": "380", "ES": "724", "LU": "442", "NL": "528", "PT": "620", "PL": "616"}


def foreign_phone(r, cc, mobile=False, style=0):
    """Writings of foreign numbers: "+41 61 555 12 34", "0041 61 ...", "+32 (0)4 223 45 67", "04/223.45.67", ..."""
    g = lambda n: digits(r, n)  # noqa: E731
    if cc == "CH":
        a, b, c, d = ("7%d" % r.randint(6, 9)) if mobile else r.choice(["61", "32"]), "%03d" % r.randint(200, 989), g(2), g(2)
        return ["+41 %s %s %s %s", "0041 %s %s %s %s", "0%s %s %s %s", "+41 (0)%s %s %s %s"][style % 4] % (a, b, c, d)
    if cc == "DE":
        a = ("1%d%d" % (r.choice([5, 6, 7]), r.randint(0, 9))) if mobile else r.choice(["7851", "781", "681", "7621", "761"])
        b = g(7 if mobile else 6)
        return ["+49 %s %s" % (a, b), "0049 (0)%s / %s" % (a, b), "0%s %s" % (a, b), "+49 (0)%s %s %s" % (a, b[:3], b[3:])][style % 4]
    if cc == "BE":
        a = "4%d" % r.randint(70, 99) if mobile else r.choice(["4", "63", "81", "2"])
        b = "%03d" % r.randint(200, 989) if len(a) < 3 else "%02d" % r.randint(20, 99)
        c, d = g(2), g(2)
        return ["+32 (0)%s %s %s %s", "+32 %s %s %s %s", "0032 %s %s %s %s", "0%s/%s.%s.%s"][style % 4] % (a, b, c, d)
    if cc == "LU":
        if mobile:
            return ["+352 621 %s %s", "(+352) 691 %s %s", "00352 661 %s %s"][style % 3] % (g(3), g(3))
        return ["+352 26 %s %s %s", "(+352) 54 %s %s", "00352 26 %s %s %s"][style % 3] % ((g(2), g(2), g(2)) if style % 3 != 1 else (g(2), g(2)))
    if cc == "IT":
        return (["+39 3%d%d %s %s", "0039 3%d%d %s %s"][style % 2] % (r.randint(2, 9), r.randint(0, 9), g(3), g(4)) if mobile else
                ["+39 011 %s %s", "0039 02 %s %s", "+39 010 %s%s"][style % 3] % (g(3), g(4)))
    if cc == "ES":
        return ("+34 6%s %s %s %s" % (g(2), g(2), g(2), g(2)) if mobile else ["+34 91%s %s %s", "0034 93%s %s %s"][style % 2] % (g(1), g(3), g(3)))
    if cc == "NL":
        return "+31 6 %s %s" % (g(4), g(4)) if mobile else "+31 (0)30 %s %s" % (g(3), g(4))
    if cc == "PT":
        return "+351 9%d%d %s %s" % (r.choice([1, 3, 6]), r.randint(0, 9), g(3), g(3)) if mobile else "+351 22 %s %s" % (g(3), g(4))
    if cc == "PL":
        return "+48 %d%s %s %s" % (r.choice([5, 6, 7]), g(2), g(3), g(3)) if mobile else "+48 61 %s %s %s" % (g(3), g(2), g(2))
    if cc == "GB":
        return "+44 7700 900%s" % g(3) if mobile else "+44 20 7946 0%s" % g(3)
    return {"MA": "+212 6 %s %s %s %s", "DZ": "+213 5 %s %s %s %s", "TN": "+216 %s %s %s %s", "GE": "+995 5%s %s %s %s",
            "AF": "+93 7%s %s %s %s", "TR": "+90 5%s %s %s %s", "UA": "+380 6%s %s %s %s", "AL": "+355 6%s %s %s %s"}[cc] % (g(2), g(2), g(2), g(2))


# ------------------------------------------------------------------ country data
def _c(name, nat, sur, ff, fm, towns, streets, fmt, ins=(), banks=(), mails=("gmail.com",), lang=None, hosp=None):
    return dict(name=name, nat=nat, sur=sur, ff=ff, fm=fm, towns=towns, streets=streets, fmt=fmt, ins=list(ins),
                banks=list(banks), mails=list(mails), lang=lang, hosp=hosp)


C = {
    "DE": _c("Allemagne", ("allemande", "allemand"), ["Müller-Hartmann", "Schäfer", "Wagner", "Becker", "Krüger", "Schwarz", "Neumann", "von Berg", "Weiß", "Zimmermann"],
             ["Ursula", "Katharina", "Sabine", "Jana", "Lena", "Birgit"], ["Jürgen", "Matthias", "Tobias", "Uwe", "Klaus-Dieter", "Jörg"],
             [("Kehl", "77694"), ("Offenburg", "77652"), ("Lahr/Schwarzwald", "77933"), ("Freiburg im Breisgau", "79098"), ("Lörrach", "79539"),
              ("Weil am Rhein", "79576"), ("Saarbrücken", "66111"), ("Saarlouis", "66740"), ("Rastatt", "76437")],
             ["Hauptstraße", "Bahnhofstraße", "Kirchgasse", "Am Mühlbach", "Schillerstraße", "Rheinstraße", "Lindenweg"], "{s} {n}",
             [("AOK Baden-Württemberg", "108018007"), ("Techniker Krankenkasse", "101575519"), ("Barmer", "104940005"), ("IKK Südwest", "109303301")],
             [("Sparkasse Ortenau-Rhein", "DE", lambda r: "66450050" + digits(r, 10)), ("Volksbank Lahr-Kinzig", "DE", lambda r: "68290000" + digits(r, 10))],
             ["web.de", "gmx.de", "t-online.de"], "allemand", "Kreisklinik Kinzigtal"),
    "CH": _c("Suisse", ("suisse", "suisse"), ["Brunner", "Gerber", "Baumgartner", "Frei", "Widmer", "Egli", "Vogt", "Rüegg", "Zbinden"],
             ["Regula", "Corinne", "Monika", "Seraina"], ["Beat", "Reto", "Urs", "Lukas", "Thomas"],
             [("Basel", "4055"), ("Basel", "4056"), ("Allschwil", "4123"), ("Riehen", "4125"), ("Muttenz", "4132"), ("Binningen", "4102"), ("Delémont", "2800")],
             ["Spalenring", "Burgfelderstrasse", "Hauptstrasse", "Baslerstrasse", "Rue du Jura", "Hegenheimerstrasse"], "{s} {n}",
             [("Institution commune LAMal", "8756 1001"), ("CSS Assurance-maladie", "8756 0008"), ("Helsana Assurances", "8756 1509"), ("Sympany", "8756 0509")],
             [("Banque cantonale du Rhin", "CH", lambda r: "00770" + digits(r, 12)), ("Raiffeisen Birseck", "CH", lambda r: "80808" + digits(r, 12))],
             ["bluewin.ch", "gmx.ch"], "allemand", "Spital Birseck-Leimental"),
    "BE": _c("Belgique", ("belge", "belge"), ["Peeters", "Janssens", "De Smet", "Vandenberghe", "Lambert", "Dubois", "Wouters", "Claes", "Goossens"],
             ["Annelies", "Griet", "Sophie", "Nathalie", "Lieve"], ["Koen", "Wim", "Geert", "Pieter", "Olivier"],
             [("Arlon", "6700"), ("Liège", "4000"), ("Namur", "5000"), ("Ixelles", "1050"), ("Gent", "9000"), ("Virton", "6760")],
             ["Rue Saint-Gilles", "Chaussée de Tongres", "Avenue de Longwy", "Kerkstraat", "Rue des Déportés", "Rue de Bastogne"], "{s} {n}",
             [("Mutualité chrétienne", "BE-MUT-100"), ("Solidaris", "BE-MUT-300"), ("Partenamut", "BE-MUT-500"), ("Mutualité libérale", "BE-MUT-400")],
             [("Banque de la Meuse", "BE", None)], ["skynet.be", "telenet.be"], None, "Clinique Saint-Hubert de la Meuse"),
    "LU": _c("Luxembourg", ("luxembourgeoise", "luxembourgeois"), ["Schmit", "Kremer", "Thill", "Welter", "Reuter", "Wagener", "Majerus", "Da Silva Rodrigues"],
             ["Carole", "Tessy", "Nadine", "Joëlle"], ["Marc", "Romain", "Claude", "Fernand"],
             [("Esch-sur-Alzette", "L-4010"), ("Dudelange", "L-3450"), ("Differdange", "L-4530"), ("Pétange", "L-4751"), ("Mersch", "L-7540")],
             ["rue de l'Alzette", "route d'Arlon", "avenue de la Gare", "rue du Brill", "rue de Luxembourg"], "{n}, {s}",
             [("CNS - Caisse nationale de santé", "LU-0101")], [("Banque du Grand-Duché", "LU", lambda r: "019" + digits(r, 13))],
             ["pt.lu", "internet.lu"], None, "Centre hospitalier de l'Alzette"),
    "IT": _c("Italie", ("italienne", "italien"), ["Rossi", "Esposito", "Bianchi", "Ferrari", "Colombo", "Di Stefano", "Dell'Acqua", "Ricci", "Greco"],
             ["Giulia", "Francesca", "Chiara", "Alessandra", "Maria Grazia"], ["Giuseppe", "Marco", "Alessandro", "Luca", "Gian Piero"],
             [("Torino", "10121"), ("Milano", "20121"), ("Genova", "16121"), ("Bergamo", "24121"), ("Novara", "28100")],
             ["Via Roma", "Corso Francia", "Via Garibaldi", "Piazza Castello", "Via Po", "Corso Vittorio Emanuele II"], "{s} {n}",
             [("ASL Città di Torino", "010-ASL-301"), ("ATS della Città Metropolitana di Milano", "030-ATS-321"), ("ASL 3 Genovese", "070-ASL-003")],
             [("Banca del Piemonte Alpino", "IT", lambda r: "X0306909606" + digits(r, 12))], ["libero.it", "virgilio.it"], "italien", "Presidio ospedaliero San Giusto"),
    "ES": _c("Espagne", ("espagnole", "espagnol"), ["García López", "Martínez Ruiz", "Fernández de la Torre", "Sánchez Vidal", "Romero Gil", "Navarro Pérez"],
             ["María José", "Lucía", "Carmen", "Nuria", "Itziar"], ["José Luis", "Javier", "Iñaki", "Sergio", "Álvaro"],
             [("Madrid", "28013"), ("Barcelona", "08001"), ("Valencia", "46001"), ("Sevilla", "41001"), ("Zaragoza", "50001")],
             ["Calle Mayor", "Avenida de la Constitución", "Carrer de Sants", "Calle Sierpes", "Paseo de la Independencia"], "{s} {n}",
             [("INSS - Instituto Nacional de la Seguridad Social", "ES-28-001")], [("Caja Mediterránea de Levante", "ES", lambda r: "2100" + digits(r, 16))],
             ["telefonica.net", "gmail.com"], "espagnol", "Hospital comarcal de la Vega Alta"),
    "NL": _c("Pays-Bas", ("néerlandaise", "néerlandais"), ["de Vries", "van der Meer", "Bakker", "Visser", "Smit", "Jansen", "van den Berg", "Mulder"],
             ["Sanne", "Femke", "Marieke", "Anouk"], ["Joost", "Pieter", "Bram", "Sjoerd"],
             [("Utrecht", "3511 AB"), ("Eindhoven", "5611 EM"), ("Maastricht", "6211 CS"), ("Nijmegen", "6511 PA")],
             ["Kerkstraat", "Oudegracht", "Stationsweg", "Molenstraat"], "{s} {n}",
             [("Zilveren Kruis", "NL-3311"), ("CZ zorgverzekeraar", "NL-3358"), ("VGZ", "NL-7029")],
             [("Zuidbank", "NL", lambda r: "ZUID" + digits(r, 10))], ["ziggo.nl", "kpnmail.nl"], "néerlandais", "Ziekenhuis Maas en Heuvelland"),
    "PT": _c("Portugal", ("portugaise", "portugais"), ["da Silva Pereira", "Ferreira", "Gonçalves", "dos Santos", "Rodrigues", "Carvalho", "Sousa Mendes"],
             ["Ana Rita", "Maria João", "Inês", "Joana"], ["João Pedro", "Rui", "Tiago", "Nuno"],
             [("Porto", "4050-262"), ("Braga", "4700-035"), ("Lisboa", "1100-148"), ("Viseu", "3500-080")],
             ["Rua das Flores", "Avenida da Boavista", "Rua de Santa Catarina", "Rua Direita"], "{s} {n}",
             [("SNS - Serviço Nacional de Saúde", "PT-0001")], [("Caixa do Douro", "PT", lambda r: "0035" + digits(r, 17))], ["sapo.pt"], "portugais",
             "Hospital de Santo Amaro do Douro"),
    "PL": _c("Pologne", ("polonaise", "polonais"), ["Kowalczyk", "Wójcik", "Nowak", "Mazur", "Krawczyk", "Zielinski", "Kaczmarek"],
             ["Agnieszka", "Katarzyna", "Magdalena", "Ewa"], ["Tomasz", "Piotr", "Krzysztof", "Marek"],
             [("Poznan", "61-821"), ("Wroclaw", "50-001"), ("Katowice", "40-001"), ("Opole", "45-001")],
             ["ul. Ogrodowa", "ul. Polna", "ul. Lipowa", "ul. Kwiatowa"], "{s} {n}", [("NFZ - Narodowy Fundusz Zdrowia", "PL-NFZ-15")],
             [("Bank Wielkopolski", "PL", lambda r: "1090" + digits(r, 20))], ["wp.pl", "onet.pl"], "polonais", "Szpital Wojewódzki w Opolu"),
    "GB": _c("Royaume-Uni", ("britannique", "britannique"), ["Whitfield", "Okafor", "Harrington", "McAllister", "Patel", "Davies-Lloyd"],
             ["Harriet", "Siobhan", "Chloe", "Priya"], ["Oliver", "Callum", "Rupert", "Gareth"],
             [("London", "SW7 2HR"), ("Manchester", "M1 4BT"), ("Bristol", "BS1 5TR"), ("Leeds", "LS1 3AD")],
             ["Cromwell Road", "Victoria Street", "Mill Lane", "Park Crescent"], "{n} {s}", [("NHS Business Services Authority", "GB-NHSBSA")],
             [("Thamesbank plc", "GB", lambda r: "THMS" + digits(r, 14))], ["btinternet.com"], "anglais", "Royal Mill Lane Infirmary"),
}
for _cc, _nat, _sur, _ff, _fm, _lang, _towns in [
        ("MA", ("marocaine", "marocain"), ["El Amrani", "Benjelloun", "Ouazzani", "Bouhaddou", "Aït Lahcen", "Tazi"], ["Fatima Zahra", "Khadija", "Salma", "Naima"],
         ["Youssef", "Mohamed Amine", "Hassan", "Rachid"], "arabe", ["Oujda", "Nador", "Fès", "Tanger"]),
        ("DZ", ("algérienne", "algérien"), ["Benaïssa", "Boukhalfa", "Hamidi", "Belkacem", "Ould Ali", "Zerrouki"], ["Amina", "Nassima", "Lynda", "Houria"],
         ["Sofiane", "Abdelkader", "Walid", "Mourad"], "arabe", ["Oran", "Sétif", "Tlemcen", "Annaba"]),
        ("GE", ("géorgienne", "géorgien"), ["Beridze", "Kapanadze", "Gelashvili", "Tsiklauri", "Lomidze"], ["Nino", "Tamar", "Eka", "Mariam"],
         ["Giorgi", "Levan", "Davit", "Irakli"], "géorgien", ["Koutaïssi", "Batoumi", "Roustavi", "Zougdidi"]),
        ("AF", ("afghane", "afghan"), ["Ahmadzai", "Rahimi", "Karimi", "Hashimi", "Noorzai"], ["Zarghuna", "Fereshta", "Mahbooba", "Shabnam"],
         ["Abdul Wahid", "Rahmatullah", "Farid", "Jawad"], "dari", ["Hérat", "Mazar-e-Charif", "Jalalabad", "Kunduz"]),
        ("TR", ("turque", "turc"), ["Yilmaz", "Demir", "Çelik", "Öztürk", "Aydin", "Kaya"], ["Ayse", "Elif", "Zeynep", "Fatma"],
         ["Mehmet", "Mustafa", "Emre", "Hüseyin"], "turc", ["Kayseri", "Konya", "Erzurum", "Trabzon"]),
        ("UA", ("ukrainienne", "ukrainien"), ["Kovalenko", "Shevchenko", "Bondarenko", "Tkachenko", "Melnyk"], ["Olena", "Oksana", "Iryna", "Tetiana"],
         ["Andriy", "Oleksandr", "Serhiy", "Dmytro"], "ukrainien", ["Kharkiv", "Dnipro", "Zaporijjia", "Poltava"]),
        ("AL", ("albanaise", "albanais"), ["Hoxha", "Krasniqi", "Berisha", "Shehu", "Gashi"], ["Arta", "Blerina", "Elira", "Drita"],
         ["Arben", "Gentian", "Ilir", "Besnik"], "albanais", ["Shkodër", "Elbasan", "Korçë", "Durrës"])]:
    C[_cc] = _c({"MA": "Maroc", "DZ": "Algérie", "GE": "Géorgie", "AF": "Afghanistan", "TR": "Turquie", "UA": "Ukraine", "AL": "Albanie"}[_cc],
                _nat, _sur, _ff, _fm, [(t, "") for t in _towns], [], "", mails=("gmail.com", "hotmail.com", "yahoo.fr"), lang=_lang)


LOCAL_STREETS = {"Gent": ["Kerkstraat", "Veldstraat", "Sint-Pietersnieuwstraat"], "Delémont": ["Rue du Jura", "Route de Bâle", "Rue de la Maltière"]}


def street(r, cc, town=None):
    c = C[cc]
    n = str(r.randint(2, 148)) + (r.choice(["", "", "", "a", "b"]) if cc in ("DE", "NL", "CH") else "")
    pool = LOCAL_STREETS.get(town) or [s for s in c["streets"] if not any(s in v for v in LOCAL_STREETS.values())]
    s = c["fmt"].format(s=r.choice(pool), n=n)
    if cc == "ES" and r.random() < 0.6:
        s += ", %dº %s" % (r.randint(1, 6), r.choice("ABCD"))
    elif cc == "PT" and r.random() < 0.5:
        s += ", %d.º %s" % (r.randint(1, 5), r.choice(["Esq.", "Dto."]))
    elif cc == "BE" and r.random() < 0.4:
        s += " bte %d" % r.randint(2, 12)
    elif cc == "PL":
        s += "/%d" % r.randint(1, 40)
    return s


def be_bban(r):
    b = "%03d%07d" % (r.randint(1, 999), r.randint(0, 9999999))
    k = int(b) % 97
    return b + "%02d" % (k or 97)


def bank_iban(r, cc, style=0):
    """(bank name, IBAN) of a bank of country cc."""
    name, ctry, gen = r.choice(C[cc]["banks"])
    return name, iban(ctry, be_bban(r) if gen is None else gen(r), style)


def foreign_doctor_id(r, cc):
    """(subtype, written) of a foreign doctor's professional number, or None."""
    if cc == "DE":
        b = digits(r, 6)
        return "lanr_de", b + str((10 - sum(int(c) * (4 if k % 2 == 0 else 9) for k, c in enumerate(b)) % 10) % 10) + r.choice(["01", "03", "23"])
    if cc == "CH":
        b = "7601" + digits(r, 8)
        return "gln_ch", b + ean13(b)
    if cc == "BE":
        return "inami_be", "1-%05d-%02d-%03d" % (r.randint(10000, 99999), r.randint(10, 99), r.choice([4, 3, 480]))
    return None
