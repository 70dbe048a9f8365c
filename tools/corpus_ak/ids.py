"""Fictional identifiers with valid keys, people and places for corpus AK."""
import unicodedata


def luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(s: str) -> bool:
    return luhn_digit(s[:-1]) == s[-1]


def rpps(r) -> str:
    body = "10" + "".join(str(r.randint(0, 9)) for _ in range(8))
    return body + luhn_digit(body)


def finess(r, dept: str) -> str:
    body = dept[:2] + str(r.choice([0, 1, 2, 3])) + "".join(str(r.randint(0, 9)) for _ in range(5))
    return body + luhn_digit(body)


def adeli(r, dept: str) -> str:
    body = dept[:2] + str(r.choice([6, 7, 9])) + "".join(str(r.randint(0, 9)) for _ in range(5))
    return body + luhn_digit(body)


def nir(r, sex: int, yy: int, mm: int, dept: str):
    commune = "%03d" % r.randint(1, 899)
    order = "%03d" % r.randint(1, 999)
    n13 = "%d%02d%02d%s%s%s" % (sex, yy % 100, mm, dept[:2], commune, order)
    key = 97 - int(n13) % 97
    return n13, "%02d" % key


def nir_written(n13: str, key: str, style: int) -> str:
    if style == 0:
        return "%s %s %s %s %s %s %s" % (n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13], key)
    if style == 1:
        return n13 + " " + key
    return n13 + key


FIRST_F = ["Anaïs", "Maëlle", "Solène", "Inès", "Clémence", "Noémie", "Gaëlle", "Héloïse", "Margaux", "Léonie",
           "Rozenn", "Yasmina", "Perrine", "Armelle", "Ophélie", "Bérénice", "Sixtine", "Aurore", "Zoé", "Capucine"]
FIRST_M = ["Thibault", "Loïc", "Gwenaël", "Aurélien", "Benoît", "Maxence", "Yannick", "Félix", "Raphaël", "Jérémie",
           "Corentin", "Anatole", "Hervé", "Timothée", "Ludovic", "Sacha", "Mathéo", "Erwan", "Quentin", "Basile"]
SURNAMES = ["Quéméner", "Le Goff", "Vasseur", "Delahaye", "Bréhaut", "Castagnet", "Fauconnier", "Lherbier",
            "Maréchal-Roux", "Pétrequin", "Dubos-Larrieu", "Kerhervé", "Tissandier", "Vercoutère", "Abadie",
            "Roussillon", "Garandeau", "Escoffier", "N'Diaye", "Bellanger", "Ouvrard", "Lemaître", "Desfontaines",
            "Courtecuisse", "Haddad", "Perraudin", "Sauvageot", "Jacquinot", "Morvan", "Etcheverry", "Trébuchet",
            "Gouédard", "Lacombe-Serres", "Picquenot", "Rivoallan", "Chassagne", "Duplessis", "Zimmermann",
            "Moisan", "Cabannes", "Vidalenc", "Huchet", "Saint-Amand", "Ferrandini", "Bouvard", "Lagrange"]
# real communes with their postcode and department
COMMUNES = [("Pontarlier", "25300", "25"), ("Dax", "40100", "40"), ("Saint-Brieuc", "22000", "22"),
            ("Vierzon", "18100", "18"), ("Montélimar", "26200", "26"), ("Lons-le-Saunier", "39000", "39"),
            ("Cholet", "49300", "49"), ("Épinal", "88000", "88"), ("Périgueux", "24000", "24"),
            ("Draguignan", "83300", "83"), ("Saint-Dié-des-Vosges", "88100", "88"), ("Abbeville", "80100", "80"),
            ("Auch", "32000", "32"), ("Fougères", "35300", "35"), ("Mâcon", "71000", "71"),
            ("Châtellerault", "86100", "86"), ("Millau", "12100", "12"), ("Bourg-en-Bresse", "01000", "01"),
            ("Saintes", "17100", "17"), ("Sarreguemines", "57200", "57")]
STREETS = ["rue des Tanneurs", "allée des Cormorans", "impasse du Moulin-Brûlé", "avenue Aristide-Briand",
           "chemin de la Garenne", "rue du Docteur-Roux", "boulevard des Écoles", "place du Marché-aux-Grains",
           "rue de la Fontaine-Saint-Jean", "quai des Bateliers", "rue Émile-Zola", "route de Bellevue",
           "lotissement les Hortensias", "rue des Trois-Rois", "cours Lamartine"]
ESTAB = [("Centre hospitalier intercommunal des Deux-Vallées", "CHIDV"),
         ("Hôpital privé du Val-Fleuri", "HPVF"),
         ("Centre hospitalier de la Haute-Sarre", "CHHS"),
         ("Groupe hospitalier Loire-Mauges", "GHLM"),
         ("Clinique mutualiste des Tilleuls", "CMT"),
         ("Centre hospitalier universitaire Rives-d'Argent", "CHURA"),
         ("Institut régional de médecine nucléaire Val-d'Ambre", "IRMNVA"),
         ("Polyclinique de l'Estuaire-Nord", "PEN"),
         ("Centre hospitalier Pays-de-Brocéliande", "CHPB"),
         ("Hôpital d'enfants Marie-Lasserre", "HEML")]
MUTUELLES = ["Mutuelle des Cheminots du Jura", "Harmonie Solidaire Armor", "Prévoyance Artisans du Berry",
             "MGEN Horizon Santé", "Mutuelle Familiale Vallée du Lot", "Alliance Santé Vendée Mutualité"]
EMPLOYERS = ["Fromagerie Bouveret SAS", "Transports Girardot & Fils", "Scierie du Haut-Doubs",
             "Menuiserie Kerlidou SARL", "Laboratoires Vétagrin", "Boulangerie Pétrissou"]
SCHOOLS = ["école élémentaire Jean-de-La-Fontaine", "collège Louise-Michel", "école maternelle Les Coquelicots",
           "groupe scolaire Pasteur-Curie"]
MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
PHONE_BLOCKS = ["01 99 00", "02 61 91", "03 53 01", "04 65 71", "05 36 49", "06 39 98"]


def phone(r, style=0) -> str:
    b = r.choice(PHONE_BLOCKS)
    tail = "%02d %02d" % (r.randint(0, 99), r.randint(0, 99))
    s = b + " " + tail
    if style == 1:
        return s.replace(" ", ".")
    if style == 2:
        return "+33 " + s[1:]
    return s


def ascii_fold(s: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


def slug(s: str) -> str:
    return "".join(c for c in ascii_fold(s).lower() if c.isalnum())
