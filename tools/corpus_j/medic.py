"""Medical content that must stay readable: drugs, lab panels, codes, devices, eponyms (keep items)."""

from __future__ import annotations

from . import data

# name, dose, posology, ATC
DRUGS = [
    ("Kardégic", "75 mg", "1 sachet le midi", "B01AC06"), ("Bisoprolol", "2,5 mg", "1 cp le matin", "C07AB07"),
    ("Metformine", "1000 mg", "1 cp matin et soir", "A10BA02"), ("Ramipril", "5 mg", "1 gélule le matin", "C09AA05"),
    ("Atorvastatine", "20 mg", "1 cp le soir", "C10AA05"), ("Lévothyrox", "75 µg", "1 cp à jeun", "H03AA01"),
    ("Paracétamol", "1 g", "1 cp toutes les 6 h si douleur", "N02BE01"), ("Furosémide", "40 mg", "1 cp le matin", "C03CA01"),
    ("Apixaban", "5 mg", "1 cp matin et soir", "B01AF02"), ("Amoxicilline", "1 g", "1 cp 3 fois par jour pendant 7 jours", "J01CA04"),
    ("Oméprazole", "20 mg", "1 gélule le matin", "A02BC01"), ("Énoxaparine", "4000 UI", "1 injection SC par jour", "B01AB05"),
    ("Insuline glargine", "20 UI", "le soir au coucher", "A10AE04"), ("Oxazépam", "10 mg", "1 cp au coucher si besoin", "N05BA04"),
    ("Rispéridone", "2 mg", "1 cp le soir", "N05AX08"), ("Valproate de sodium", "500 mg", "1 cp matin et soir", "N03AG01"),
    ("Lévodopa/bensérazide", "125 mg", "1 gélule 3 fois par jour", "N04BA02"), ("Ondansétron", "8 mg", "1 cp si nausées", "A04AA01"),
    ("Cholécalciférol", "100 000 UI", "1 ampoule tous les 3 mois", "A11CC05"), ("Tramadol", "50 mg", "1 gélule si douleur, max 4/j", "N02AX02"),
    ("Sertraline", "50 mg", "1 cp le matin", "N06AB06"), ("Amlodipine", "5 mg", "1 cp le soir", "C08CA01"),
    ("Macrogol", "10 g", "1 sachet par jour", "A06AD15"), ("Prednisolone", "20 mg", "1 cp le matin pendant 5 jours", "H02AB06"),
]
# analyte, unit, low, high, decimals, LOINC
LABS = {
    "NFS": [("Hémoglobine", "g/dL", 12.0, 16.5, 1, "718-7"), ("Hématocrite", "%", 36.0, 48.0, 1, "4544-3"),
            ("VGM", "fL", 80.0, 98.0, 0, "787-2"), ("Leucocytes", "G/L", 4.0, 10.0, 2, "6690-2"),
            ("Polynucléaires neutrophiles", "G/L", 1.8, 7.5, 2, "751-8"), ("Lymphocytes", "G/L", 1.0, 4.0, 2, "731-0"),
            ("Plaquettes", "G/L", 150, 400, 0, "777-3")],
    "Biochimie": [("Sodium", "mmol/L", 136, 145, 0, "2951-2"), ("Potassium", "mmol/L", 3.5, 5.1, 1, "2823-3"),
                  ("Chlore", "mmol/L", 98, 107, 0, "2075-0"), ("Créatinine", "µmol/L", 53, 97, 0, "2160-0"),
                  ("Urée", "mmol/L", 2.8, 7.6, 1, "22664-7"), ("Glucose à jeun", "mmol/L", 4.1, 5.9, 2, "14749-6"),
                  ("Protéine C réactive", "mg/L", 0, 5, 1, "1988-5"), ("Albumine", "g/L", 35, 52, 1, "1751-7")],
    "Bilan hépatique": [("ASAT", "UI/L", 5, 34, 0, "1920-8"), ("ALAT", "UI/L", 5, 55, 0, "1742-6"),
                        ("Gamma-GT", "UI/L", 12, 64, 0, "2324-2"), ("Phosphatases alcalines", "UI/L", 40, 150, 0, "6768-6"),
                        ("Bilirubine totale", "µmol/L", 3, 21, 0, "14631-6")],
    "Hémostase": [("Taux de prothrombine", "%", 70, 100, 0, "5894-1"), ("INR", "", 0.8, 1.2, 2, "6301-6"),
                  ("TCA patient/témoin", "", 0.8, 1.2, 2, "14979-9"), ("Fibrinogène", "g/L", 2.0, 4.0, 2, "3255-7")],
    "Lipides et divers": [("Cholestérol total", "g/L", 1.5, 2.0, 2, "2093-3"), ("LDL-cholestérol", "g/L", 0.5, 1.6, 2, "13457-7"),
                          ("Triglycérides", "g/L", 0.35, 1.5, 2, "2571-8"), ("HbA1c", "%", 4.0, 6.0, 1, "4548-4"),
                          ("TSH", "mUI/L", 0.35, 4.94, 2, "3016-3"), ("Ferritine", "µg/L", 22, 275, 0, "2276-4"),
                          ("Vitamine B12", "pmol/L", 145, 569, 0, "2132-9"), ("Troponine T hs", "ng/L", 0, 14, 0, "67151-1")],
}
CIM10 = [("I10", "Hypertension essentielle"), ("E11.9", "Diabète de type 2 sans complication"),
         ("K50.9", "Maladie de Crohn, sans précision"), ("G20", "Maladie de Parkinson"), ("F32.2", "Épisode dépressif sévère"),
         ("C18.7", "Tumeur maligne du côlon sigmoïde"), ("N18.5", "Maladie rénale chronique stade 5"),
         ("I48.9", "Fibrillation auriculaire"), ("J18.9", "Pneumopathie, sans précision"), ("S72.0", "Fracture du col du fémur"),
         ("C50.9", "Tumeur maligne du sein"), ("J44.1", "BPCO avec exacerbation aiguë"), ("F20.0", "Schizophrénie paranoïde"),
         ("Z51.1", "Séance de chimiothérapie"), ("I50.0", "Insuffisance cardiaque congestive")]
CCAM = [("HHFA016", "Appendicectomie par cœlioscopie"), ("HFFC018", "Cholécystectomie par cœlioscopie"),
        ("LMMA006", "Cure de hernie inguinale avec prothèse"), ("NEKA020", "Arthroplastie totale de hanche"),
        ("HHQE005", "Coloscopie totale"), ("HEQE002", "Endoscopie œso-gastro-duodénale"), ("JQQJ015", "Échographie obstétricale du 2e trimestre"),
        ("ZCQK002", "Scanographie de l'abdomen et du pelvis"), ("ACQN001", "IRM de l'encéphale"), ("DEQP003", "ECG de repos"),
        ("YYYY600", "Supplément"), ("JDDE005", "Sondage vésical"), ("ZZQX110", "Prélèvement biopsique")]
DEVICES = ["sonde de Foley Ch 16", "prothèse Ultrapro 15 × 15 cm", "agrafeuse Echelon Flex 60", "cathéter central PICC 4 Fr",
           "tige fémorale Corail taille 11", "cupule Pinnacle 52 mm", "stent Xience Sierra 3,0 × 18 mm",
           "endoscope CF-HQ190L", "générateur 5008S", "dialyseur FX 80", "aiguilles à fistule 15 G", "pompe Graseby 3300"]


def fnum(x, dec):
    s = ("%." + str(dec) + "f") % x
    return s.replace(".", ",")


def drug_row(doc, d, with_atc=False):
    name, dose, poso, atc = d
    row = [doc.keep("%s %s" % (name, dose), "MEDICAMENT"), poso]
    if with_atc:
        row.append(doc.keep(atc, "CODE"))
    return row


def drugs(doc, n):
    return doc.rng.sample(DRUGS, n)


def lab_value(doc, rng, a, abnormal_rate=0.2):
    name, unit, lo, hi, dec, loinc = a
    span = hi - lo
    if rng.random() < abnormal_rate:
        v = rng.choice([lo - span * rng.uniform(0.05, 0.4), hi + span * rng.uniform(0.05, 0.6)])
        v = max(v, 0.01)
    else:
        v = rng.uniform(lo + span * 0.05, hi - span * 0.05)
    flag = "" if lo <= v <= hi else ("↑" if v > hi else "↓")
    return v, flag


def lab_rows(doc, panel, with_loinc=False, with_prev=False, used=None):
    """Rows: analyte | value with unit | reference range | (previous) | (LOINC)."""
    rng = doc.rng
    used = used if used is not None else set()
    rows = []
    for a in LABS[panel]:
        name, unit, lo, hi, dec, loinc = a
        for _ in range(20):
            v, flag = lab_value(doc, rng, a)
            txt = ("%s %s" % (fnum(v, dec), unit)).strip()
            if txt not in used:
                break
        used.add(txt)
        ref = "%s - %s" % (fnum(lo, dec), fnum(hi, dec))
        if ref in used:
            ref = "%s à %s" % (fnum(lo, dec), fnum(hi, dec))
        used.add(ref)
        val = doc.keep(txt, "BIOLOGIE", style="b" if flag else "")
        row = [name, [val, (" " + flag) if flag else ""], doc.keep(ref, "BIOLOGIE")]
        if with_prev:
            pv, _ = lab_value(doc, rng, a, 0.1)
            ptxt = ("%s %s" % (fnum(pv, dec), unit)).strip()
            if ptxt in used or not unit:
                row.append("—")
            else:
                used.add(ptxt)
                row.append(doc.keep(ptxt, "BIOLOGIE"))
        if with_loinc:
            row.append(doc.keep(loinc, "CODE"))
        rows.append(row)
    return rows


def eponym(doc, k=None):
    if isinstance(k, str):
        e = k
    else:
        e = data.EPONYMS[k] if k is not None else doc.rng.choice(data.EPONYMS)
    return doc.keep(e, "EPONYME")


def code(doc, c):
    return doc.keep(c, "CODE")


def organism(doc, name=None):
    return doc.keep(name or doc.rng.choice(data.ORGANISMS), "ORGANISME")


def device(doc, name=None):
    return doc.keep(name or doc.rng.choice(DEVICES), "DISPOSITIF")


def lot(doc):
    r = doc.rng
    return doc.keep("%d%s%04d%s" % (r.randint(1, 9), r.choice("ABCDEFKLMNP"), r.randint(0, 9999), r.choice("ABC")), "LOT")


def dose(doc, text):
    return doc.keep(text, "DOSE")


def service(doc, name):
    return doc.keep(name, "SERVICE")


def keep_lab(doc, text):
    return doc.keep(text, "BIOLOGIE")
