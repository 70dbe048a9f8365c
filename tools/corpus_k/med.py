"""Medical decoys: codes, drugs, values, eponyms, devices, bodies (must stay readable)."""
from .spec import keep

CIM10 = [("I21.4", "infarctus du myocarde sans sus-décalage"), ("E11.9", "diabète de type 2"), ("J18.9", "pneumopathie"),
         ("K35.8", "appendicite aiguë"), ("N39.0", "infection urinaire"), ("I48.9", "fibrillation atriale"),
         ("S72.00", "fracture du col du fémur"), ("J44.1", "BPCO exacerbée"), ("K80.2", "lithiase vésiculaire"),
         ("I50.9", "insuffisance cardiaque"), ("C50.9", "carcinome mammaire"), ("M16.1", "coxarthrose")]
CCAM = ["DZQM006", "HHFA016", "NEKA020", "EBQM001", "ZCQK004", "HMFC004", "DDAF006", "YYYY015", "QEFA015", "JKFA015"]
GHM = ["05M09T", "06C04", "08C48", "04M05", "11M04", "05K10J"]
DRUGS = [("Metformine", "1000 mg", "A10BA02"), ("Bisoprolol", "2,5 mg", "C07AB07"), ("Rivaroxaban", "20 mg", "B01AF01"),
         ("Paracétamol", "1 g", "N02BE01"), ("Atorvastatine", "40 mg", "C10AA05"), ("Ramipril", "5 mg", "C09AA05"),
         ("Furosémide", "40 mg", "C03CA01"), ("Amoxicilline", "1 g", "J01CA04"), ("Lévothyroxine", "75 µg", "H03AA01"),
         ("Oméprazole", "20 mg", "A02BC01"), ("Enoxaparine", "4000 UI", "B01AB05"), ("Morphine LP", "30 mg", "N02AA01"),
         ("Kardégic", "75 mg", "B01AC06"), ("Amlodipine", "5 mg", "C08CA01")]
UCD = ["3400893875839", "3400892729632", "3400894016231", "3400891996387"]
LABS = [("Hémoglobine", "g/dL", (11.5, 16.0), "718-7"), ("Leucocytes", "G/L", (4.0, 10.0), "6690-2"),
        ("Plaquettes", "G/L", (150, 400), "777-3"), ("Sodium", "mmol/L", (135, 145), "2951-2"),
        ("Potassium", "mmol/L", (3.5, 5.1), "2823-3"), ("Créatinine", "µmol/L", (59, 104), "2160-0"),
        ("CRP", "mg/L", (0, 5), "1988-5"), ("Glycémie à jeun", "mmol/L", (3.9, 5.8), "2345-7"),
        ("HbA1c", "%", (4.0, 6.0), "4548-4"), ("TSH", "mUI/L", (0.4, 4.0), "3016-3"), ("ASAT", "UI/L", (5, 34), "1920-8"),
        ("ALAT", "UI/L", (0, 55), "1742-6"), ("Ferritine", "µg/L", (20, 300), "2276-4"), ("INR", "", (0.8, 1.2), "6301-6")]
EPONYMS = ["signe de Babinski", "maladie de Parkinson", "maladie de Crohn", "score de Glasgow", "manœuvre de Lasègue",
           "signe de Murphy", "point de Mac Burney", "classification de Child-Pugh", "thyroïdite de Hashimoto",
           "maladie d'Alzheimer", "position de Trendelenburg", "score de Wells", "échelle de Norton"]
DEVICES = ["stent Xience Sierra 3,0 x 18 mm", "sonde de Foley CH16", "prothèse Corail taille 12", "pacemaker Azure XT DR",
           "chambre implantable PowerPort", "cathéter Arrow 7 Fr", "plaque LCP 3,5 mm"]
BODIES = ["HAS", "ANSM", "ARS", "EFS", "Santé publique France", "Assurance Maladie"]
SERVICES = ["service de cardiologie", "service de pneumologie", "unité de soins continus", "service d'accueil des urgences",
            "service de chirurgie orthopédique", "hôpital de jour d'oncologie", "service de médecine polyvalente",
            "service de gériatrie aiguë", "bloc opératoire central", "service d'imagerie médicale"]


def fmtnum(x):
    return ("%g" % x).replace(".", ",")


def K(text, sub):
    return keep(text, sub)


def drug(r, i=None):
    d = DRUGS[r.randrange(len(DRUGS))] if i is None else DRUGS[i]
    return d


def lab_value(r, lab, abnormal=False):
    name, unit, (lo, hi), loinc = lab
    span = hi - lo
    v = lo + span * (r.uniform(1.05, 1.6) if abnormal else r.uniform(0.1, 0.9))
    v = round(v, 1) if hi < 20 else round(v)
    return fmtnum(v), unit, "%s - %s" % (fmtnum(lo), fmtnum(hi)), loinc
