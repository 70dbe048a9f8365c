"""Fictional value pools for the synthetic training text, split train/dev/test.

Why a split by hash: the held-out sets must never contain a name, city or
template seen in training, so the measured recall says something about names
the model has never seen (which is every name in a real hospital).
Sources: Faker ``fr_FR`` (MIT), unpii 0.3.1 ``lang/fr`` lists (MIT), and the
hand-written lists below (regional surnames, eponyms, ordinary-word surnames).
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass, field
from pathlib import Path

SPLITS = ("train", "dev", "test")


def split_of(key: str) -> str:
    """80/10/10 split, stable across runs and machines (crc32, not hash())."""
    h = zlib.crc32(key.strip().lower().encode("utf-8")) % 10
    return "dev" if h == 0 else "test" if h == 1 else "train"


BASQUE = """Etxeberria Etcheverry Irigoyen Goikoetxea Arrieta Larralde Elizalde Harriague Iribarne Olaizola
Etchegaray Aguirre Mendiburu Ithurralde Errecart Bidegain Larrondo Haramburu Echeverria Ospital Etchart
Iturbide Urrutia Garat Lasalde Arrabit Oyharçabal Ibarboure Lecuona Zubiria Alzuri Hiriart Sallaberry
Goyheneche Indart Mendizabal Ithurbide Darritchon Lekumberry Barneche Etcheberry""".split()
BRETON = """Le Goff|Le Bihan|Quéré|Tanguy|Guivarc'h|Le Floc'h|Kerjean|Morvan|Le Gall|Le Roux|Kerouédan|Le Meur
|Cloarec|Le Berre|Guéguen|Le Corre|Prigent|Riou|Le Bras|Kervella|Le Goaziou|Cadiou|Jézéquel|Le Moal|Caradec
|Le Pape|Derrien|Le Hir|Mével|Quiniou|Kerdraon|Le Dantec|Toullec|Le Saux|Bescond|Keraudren|Abgrall|Le Duff
|Gourmelen|Corre""".replace("\n", "").split("|")
CORSICAN = """Santoni Poli Albertini Casanova Pietri Luciani Leca Cesari Orsini Paoli Filippi Colonna Ceccaldi
Mattei Giacomoni Peretti Nicolai Susini Antonetti Franceschi Battesti Costa Ottaviani Rocca Bartoli Agostini
Grimaldi Simeoni Vincensini Marcaggi Guidicelli Tomasi Cristofari Mondoloni Pasqualini Dominici""".split()
ALSATIAN = """Schneider Muller Meyer Schmitt Heinrich Kieffer Wurtz Ehrhart Spielmann Schaeffer Hoffmann
Zimmermann Weber Fischer Klein Wagner Becker Koenig Roth Metzger Lutz Huber Stoeckel Gerber Kuntz Haegel
Hertzog Ostermann Brucker Ruhlmann Wendling Jaeggi Sifferlen Eckert Burckel Ritzenthaler Waechter Oberlé""".split()
PARTICLES = """de La Fontaine|de Lestrange|du Pont|d'Arcy|de Saint-Exupéry|Le Brun|La Salle|de Villiers
|Van der Berg|Van Damme|de La Tour|du Bois|des Rosiers|de Montalembert|d'Harcourt|Le Clerc|de Rochefort
|della Valle|di Stefano|Da Silva|Dos Santos|De Sousa|El Amrani|Ben Salah|Abou Khalil|Mac Leod|O'Neill
|de Castelbajac|de Beaufort|d'Aubigny|du Plessis|Le Noir|de Gaulle-Martin|Saint-Martin""".replace("\n", "").split("|")
# Surnames that are ordinary French words (the hard case of the seed audit: "TROUVE").
WORD_SURNAMES = """Trouve Blanc Petit Grand Masse Boulanger Meunier Moulin Marchand Rose Pierre Lion Loup Berger
Chevalier Noël Roux Brun Fort Roy Mercier Gros Bon Salle Porte Marais Fontaine Fleur Rivière Lejeune
Vieux Poirier Charpentier Boucher Pasteur Bouvier Jardin Bois Chêne Lapierre Mouton Lebon Beau Renard
Legrand Sage Vallée Champ Prieur Page Juge Maire Lièvre Coq Pain Vin Riche Doux Sec Cheval Camus
Pied Main Tête Barbe Coeur Bras Jambe Clair Blond Hardy Baron Comte Duc Lemaire Prévost Masson Faure""".split()
# Lowercase prose using the same words, labelled O (negatives).
WORD_PROSE = [
    "Le patient trouve que la douleur a diminué.", "Pas de masse palpable à l'examen.",
    "Transfert en salle de réveil sans incident.", "Aspect blanc nacré de la cicatrice.",
    "Petit épanchement pleural droit.", "Un grand nombre de leucocytes.", "La porte d'entrée est cutanée.",
    "Elle se trouve mieux depuis la reprise du traitement.", "Selles d'aspect normal, pas de sang.",
    "Le pied droit est chaud et inflammatoire.", "Fort retentissement sur la vie quotidienne.",
    "Douleur de la main gauche à la mobilisation.", "Le coeur est régulier, pas de souffle.",
    "Le bras est immobilisé dans une attelle.", "Tête droite, pas de raideur méningée.",
    "Lésion rose, bien limitée, non prurigineuse.", "Travaille comme boulanger, ancien fumeur.",
    "Ancien charpentier, exposition à l'amiante.", "Il vit seul avec son chien dans une maison.",
    "Teint clair, barbe rasée, plaie propre.", "Régime sans sel, pain complet autorisé.",
    "Consommation de vin occasionnelle.", "Peau sèche, pas de lésion suspecte.",
    "Elle a fait une chute de cheval en mai.", "Juge l'évolution favorable.",
    "Le médecin du travail sera prévenu.", "Avis du pasteur demandé par la famille.",
    "Pierre vésiculaire de 12 mm sans dilatation.", "Un bon état général est conservé.",
    "Marche lente, périmètre réduit, doux au toucher.", "Baron de pression non retrouvé.",
    "Prévoir un champ opératoire large.", "Cure de hernie en vallée inguinale.",
]
EPONYMS = """maladie de Parkinson|maladie de Crohn|signe de Babinski|cul-de-sac de Douglas|manœuvre de Valsalva
|score de Glasgow|classification de Child-Pugh|signe de Lasègue|signe de Murphy|point de McBurney
|syndrome de Guillain-Barré|maladie d'Alzheimer|lymphome de Hodgkin|syndrome de Cushing|maladie de Basedow
|sonde de Foley|drain de Redon|canal de Wirsung|incision de Pfannenstiel|duodéno-pancréatectomie de Whipple
|maladie de Horton|syndrome de Raynaud|syndrome de Wolff-Parkinson-White|maladie d'Addison|thyroïdite de Hashimoto
|sarcome de Kaposi|position de Trendelenburg|score d'Apgar|intervention de Hartmann|cure de Lichtenstein
|fundoplicature de Nissen|anastomose de Billroth|anse en Y selon Roux|maladie de Verneuil|maladie de Dupuytren
|maladie de Ménière|maladie de Paget|maladie de Behçet|syndrome de Marfan|syndrome de Turner|syndrome de Sjögren
|chorée de Huntington|gangrène de Fournier|maladie de Biermer|maladie de Hirschsprung|tumeur de Wilms
|lymphome de Burkitt|sarcome d'Ewing|tétralogie de Fallot|nodules d'Heberden|maladie de Lyme
|maladie de Creutzfeldt-Jakob|fracture de Pouteau-Colles|fracture de Monteggia|classification de Gustilo
|score de Wells|critères de Rome|échelle de Norton|classification NYHA|classification de Forrest
|test de Schirmer|signe de Chvostek|signe de Trousseau|ligament de Treitz|triangle de Calot
|méthode de Seldinger|incision de Kocher|maladie de Still|syndrome de Felty|maladie de Perthes
|syndrome de Volkmann|fracture de Bennett|fracture de Galeazzi|maladie de Charcot|maladie de Kawasaki
|score de Gleason|classification de Tanner|test de Romberg|manœuvre de Heimlich|loi de Laplace
|cathéter de Swan-Ganz|sonde de Blakemore|pince de Kocher|valve de Starr|prothèse de Moore
|spondylarthrite de Bechterew|syndrome de Klinefelter|trisomie 21 (syndrome de Down)|maladie de Wilson
|anneau de Carpentier|clou de Gamma|plaque de Judet|classification de Garden|score ASA""".replace("\n", "").split("|")

STREET_TYPES = ["rue", "avenue", "boulevard", "chemin", "allée", "impasse", "place", "route", "quai", "cours",
                "square", "résidence", "lotissement", "rue", "rue", "avenue"]
STREET_NAMES = """de la Paix|Victor Hugo|du Général de Gaulle|Jean Jaurès|des Lilas|de la République|Pasteur
|des Écoles|du Moulin|de la Gare|des Tilleuls|Gambetta|du Port|Saint-Michel|des Acacias|de l'Église
|Jean Moulin|des Peupliers|de Verdun|Foch|Clemenceau|des Vignes|du Stade|de la Liberté|Émile Zola
|des Mimosas|de Bretagne|du Château|des Pins|de la Croix|Voltaire|des Roses|de Bayonne|du 8 Mai 1945
|de Lattre de Tassigny|Aristide Briand|des Marronniers|Carnot|de l'Océan|du Lavoir|des Chênes
|Léon Blum|des Cerisiers|Mozart|de la Forêt|Pierre Loti|Marcel Pagnol|des Alouettes|du Commerce
|Saint-Jacques|de la Fontaine|des Genêts|Édouard Herriot|Paul Bert|des Bleuets|de Provence|des Hêtres
|d'Arcangues|Larreguy|Bernard Lazare|du Docteur Roux|Anatole France|des Jonquilles|de la Mairie
|Albert Camus|du Maréchal Leclerc|des Fusillés|Lamartine|de Strasbourg|Henri Barbusse|des Glycines
|Sainte-Catherine|de la Digue|du Pressoir|Charles Péguy|des Érables|des Bruyères|des Primevères""".replace("\n", "").split("|")
ETAB_PATTERNS = [
    "Centre Hospitalier de {V}", "CH de {V}", "CHU de {V}", "Hôpital de {V}", "Clinique {S}", "Polyclinique {S}",
    "Clinique {S} de {V}", "Hôpital {S}", "Centre Hospitalier Universitaire de {V}", "Hôpital privé de {V}",
    "EHPAD {S}", "EHPAD Les {P}", "Centre de rééducation de {V}", "Clinique des {P}", "Hôpital local de {V}",
    "Centre Hospitalier Intercommunal de {V}", "Institut {S}", "Maison de santé de {V}", "Clinique du {X}",
    "Groupe Hospitalier {S}", "Centre de Lutte Contre le Cancer {S}", "SSR {S}", "Hôpital d'instruction des armées {S}",
]
ETAB_S = """Saint-Joseph|Sainte-Anne|Pasteur|Saint-Louis|Bichat|Necker|Lariboisière|Saint-Antoine|Tenon|Cochin
|Belharra|Aguiléra|Bel Air|Les Cèdres|du Parc|Sainte-Marie|Saint-Roch|Jean Mermoz|Ambroise Paré|Val d'Ouest
|Les Franciscaines|Sainte-Thérèse|Saint-Vincent|Jules Verne|Bretonneau|Claude Bernard|Paul Brousse
|Louis Mourier|Saint-Martin|du Littoral|Côte Basque|Marie Curie|Léon Bérard|Gustave Roussy|Oscar Lambret
|Saint-Jean|Notre-Dame|Les Lauriers|Mutualiste|Beau Soleil|Saint-Georges|Les Jockeys|Hôtel-Dieu""".replace("\n", "").split("|")
ETAB_P = ["Tilleuls", "Acacias", "Oliviers", "Glycines", "Myosotis", "Hortensias", "Jardins", "Cigognes", "Pins",
          "Camélias", "Lilas", "Rosiers", "Magnolias", "Sources", "Collines", "Charmilles"]
ETAB_X = ["Parc", "Lac", "Val", "Pont", "Cap", "Mont", "Port", "Moulin", "Château", "Littoral"]
ACRONYM_ETAB = ["CHCB", "CHBAB", "CHIC", "CHRU", "CHIV", "CHPC", "CHIPS", "CHLC", "CHSA", "HPBA", "APHP", "HCL"]


@dataclass
class Pools:
    first: dict[str, list[str]] = field(default_factory=dict)
    last: dict[str, list[str]] = field(default_factory=dict)
    hard_last: dict[str, list[str]] = field(default_factory=dict)
    word_last: dict[str, list[str]] = field(default_factory=dict)
    city: dict[str, list[str]] = field(default_factory=dict)
    street: dict[str, list[str]] = field(default_factory=dict)
    etab_s: dict[str, list[str]] = field(default_factory=dict)
    acronym: dict[str, list[str]] = field(default_factory=dict)
    eponyms: list[str] = field(default_factory=list)


def _split(items) -> dict[str, list[str]]:
    out = {s: [] for s in SPLITS}
    seen = set()
    for it in items:
        it = it.strip()
        if not it or it.lower() in seen:
            continue
        seen.add(it.lower())
        out[split_of(it)].append(it)
    return out


def _title(s: str) -> str:
    return "-".join(p[:1].upper() + p[1:].lower() for p in s.split("-"))


def load_pools(unpii_dir: Path) -> Pools:
    from faker.providers.address.fr_FR import Provider as A
    from faker.providers.person.fr_FR import Provider as P

    names = [_title(x) for x in (unpii_dir / "names.txt").read_text("utf-8").split("\n") if x.strip()]
    cities = [x.strip() for x in (unpii_dir / "cities.txt").read_text("utf-8").split("\n") if x.strip()]
    wl = [x.strip() for x in (unpii_dir / "whitelist.txt").read_text("utf-8").split("\n")
          if x.strip() and not x.startswith("#")]
    first = list(P.first_names_male) + list(P.first_names_female) + names
    # unpii's list is first names; many French surnames are first names too (MARTIN, THOMAS...),
    # so it also feeds the surname pool to widen it beyond Faker's 400 surnames.
    last = list(P.last_names) + names[::3]
    hard = BASQUE + BRETON + CORSICAN + ALSATIAN + PARTICLES
    eps = EPONYMS + [f"maladie de {w}" for w in wl]
    pools = Pools(
        first=_split(first), last=_split(last), hard_last=_split(hard), word_last=_split(WORD_SURNAMES),
        city=_split(cities + list(getattr(A, "cities", []))), street=_split(STREET_NAMES),
        etab_s=_split(ETAB_S), acronym=_split(ACRONYM_ETAB), eponyms=eps,
    )
    # names that are eponyms must never be drawn as patient names (they would teach both ways)
    epo_words = {w.lower() for e in eps for w in e.replace("'", " ").replace("-", " ").split()}
    for d in (pools.first, pools.last):
        for s in SPLITS:
            d[s] = [x for x in d[s] if x.lower() not in epo_words]
    return pools

# Inhabitants' names, for eds-pseudo's lowercase VILLE slot ("le frère lyonnais"):
# they tell where a person lives, so they stay LOC. A closed class, not split.
DEMONYMS = ("lyonnais parisien parisienne marseillais toulousain bordelais nantais lillois rennais brestois "
            "niçois strasbourgeois montpelliérain grenoblois rouennais toulonnais dijonnais angevin havrais "
            "stéphanois rémois limougeaud clermontois tourangeau messin nancéien bayonnais palois ajaccien "
            "bastiais quimpérois lorientais vannetais malouin biarrot perpignanais nîmois avignonnais").split()
