"""The re-read of a written page counts a birth date only with its cue on its line: the
redaction empties a form's grid, and a caption left alone must not pull in a care date."""

from app.export.verify_search import independent_findings

# What a transport form reads once its identity values are masked (the values' placeholders
# are drawn after the page's text).
WRITTEN = "Page 1 sur 1 — Cerfa n° 11574-04 — \n \nPrescription médicale de transport\nNom et prénom\nN° d'immatriculation\nAdresse\n, \n \nDate de naissance\nOrganisme\nCPAM de \nTéléphone\nTrajet\nDate\nMode\nDomicile vers établissement\n12 août 2025\nÉtablissement vers domicile\n15 avril 2026\nTaxi conventionné\nSéance de radiothérapie\n16 avril 2026\nTransport en lien avec une ALD exonérante (C50.9). Position allongée non nécessaire. Le patient habite au-dessus\nde la boutique d'un marchand de journaux, accès par l'arrière.\nÉtablissement de destination :\n – \n – \n \nN° FINESS :\nN° de venue :\nCachet du médecin\nDr \nRPPS \nFait le 2 mars 2025\nFormulaire S3138c – ne pas remplir la partie réservée à l'assurance maladie.\n[NOM]\n[NIR]\n[ADRESSE]\n[VILLE]\n[DATE_NAISSANCE]\n[VILLE]\n[TEL]\n"


def test_a_care_date_after_an_emptied_grid_is_no_finding():
    assert [f.text for f in independent_findings(0, WRITTEN)] == []


def test_a_birth_date_with_its_cue_on_its_line_is_still_found():
    for line in ("Né le 12/03/1961 à Rodez", "DURAND Paul 12/03/1961", "Date de naissance : 12/03/1961"):
        found = [f.text for f in independent_findings(0, "Compte rendu\n" + line + "\n")]
        assert len(found) == 1 and "12/03/1961" in found[0], line
