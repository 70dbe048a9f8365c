"""Clinical prose and tables that lengthen documents (with their decoys)."""

from __future__ import annotations

from . import pools
from .parts import Ctx, eponym_parts

PARAS = [
    ["Sur le plan hémodynamique, la pression artérielle est restée stable entre ", ("labo", "110/70"), " et ",
     ("labo", "145/85 mmHg"), " sans recours aux amines. La diurèse a été conservée, supérieure à ", ("labo", "1,2 L/24 h"),
     ". Une échocardiographie transthoracique réalisée le ", ("date", 2), " retrouvait une FEVG à ", ("labo", "55 %"),
     ", sans valvulopathie significative."],
    ["Sur le plan infectieux, les hémocultures du ", ("date", 0), " sont revenues positives à Escherichia coli sensible. "
     "L'antibiothérapie a été adaptée à l'antibiogramme, pour une durée totale de 10 jours. L'apyrexie a été obtenue à J3. "
     "La CRP est passée de ", ("labo", "142 mg/L"), " à ", ("labo", "18 mg/L"), " en fin de séjour."],
    ["Sur le plan nutritionnel, la perte de poids était de ", ("labo", "6 kg"), " en trois mois, avec une albuminémie à ",
     ("labo", "29 g/L"), ". Des compléments nutritionnels oraux ont été introduits après avis de la diététicienne. "
     "La reprise alimentaire a été progressive et bien tolérée."],
    ["Sur le plan neurologique, pas de déficit sensitivomoteur, ", ("epo", "signe de Babinski"), " absent, pas de syndrome "
     "méningé. Un épisode de confusion nocturne le ", ("date", 3), " a été rapporté à un globe vésical, levé par sondage évacuateur."],
    ["Sur le plan thromboembolique, une prévention par ", ("med", "Lovenox"), " a été poursuivie pendant toute la durée de "
     "l'hospitalisation. L'écho-doppler veineux des membres inférieurs du ", ("date", 4), " ne retrouvait pas de thrombose."],
    ["Sur le plan de l'autonomie, le patient se déplace avec une canne. L'évaluation par l'ergothérapeute a conduit à "
     "proposer des barres d'appui et un rehausseur de toilettes. Les aides à domicile ont été réactivées par l'assistante sociale."],
    ["Sur le plan digestif, l'endoscopie du ", ("date", 1), " a montré une gastrite érythémateuse sans ulcère ; biopsies en cours. "
     "Pas d'argument pour une ", ("epo", "maladie de Crohn"), ". Un traitement par ", ("med", "Inexium"), " 40 mg a été introduit."],
    ["Sur le plan rénal, la créatinine d'entrée était à ", ("labo", "148 µmol/L"), " (DFG estimé à ", ("labo", "38 mL/min"),
     "), améliorée à ", ("labo", "96 µmol/L"), " après réhydratation. Les médicaments néphrotoxiques ont été suspendus."],
]


def para(c: Ctx, i: int):
    out = []
    for s in PARAS[i % len(PARAS)]:
        if isinstance(s, str):
            out.append(s)
        elif s[0] == "labo":
            out.append(c.labo(s[1]))
        elif s[0] == "date":
            out.append(c.dcare(s[1]))
        elif s[0] == "med":
            out.append(c.med(s[1]))
        elif s[0] == "epo":
            out.append(c.epon(s[1], eponym_parts(s[1])))
    return out


def paras(c: Ctx, n: int, start: int | None = None):
    start = c.rng.randrange(len(PARAS)) if start is None else start
    return [("p", para(c, start + k)) for k in range(n)]


def bio_table(c: Ctx, n: int = 8, days=(0, 3, 6)):
    rows = []
    for name, unit, lo, hi, _ in c.rng.sample(pools.BIO, n):
        dig = 2 if hi < 10 else (1 if hi < 50 else 0)
        vals = [c.labo(("%.*f" % (dig, c.rng.uniform(lo * 0.8, hi * 1.25))).replace(".", ",")) for _ in days]
        rows.append([[name]] + [[v] for v in vals] + [[unit], [c.labo(("%.*f - %.*f" % (dig, lo, dig, hi)).replace(".", ","))]])
    head = ["Analyse"] + ["J%d" % d for d in days] + ["Unité", "Normes"]
    return ("table", head, rows)


def surveillance_table(c: Ctx, n: int = 10):
    rows = []
    h, m = 8, 0
    for _ in range(n):
        rows.append([["%02d:%02d" % (h, m)], [c.labo("%d/%d" % (c.rng.randint(100, 150), c.rng.randint(55, 90)))],
                     [c.labo(str(c.rng.randint(58, 104)))], [c.labo("%d %%" % c.rng.randint(94, 100))],
                     [c.rng.choice(["RAS", "réveil calme", "EVA 3", "frissons", "—"])]])
        m += 15
        if m == 60:
            h, m = h + 1, 0
    return ("table", ["Heure", "PA (mmHg)", "FC (/min)", "SpO2", "Observation"], rows)
