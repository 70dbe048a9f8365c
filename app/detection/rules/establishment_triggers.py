"""The words that open an establishment's name in the establishment rules ("Centre
Hospitalier", "Clinique", "Laboratoire d'analyses médicales", "Taxi-ambulances"…), as data.

Apart from ``establishments`` so that the list can be read and extended on its own; each
entry is a regex fragment, a literal letter first so that ``re`` skips ahead fast.
"""

from __future__ import annotations

from app.detection.rules.common import UPPER

U = UPPER

TRIGGERS = (
    r"Centre[ \t]+Hospitalier(?:[ \t]+(?:R[ée]gional|Intercommunal|Sp[ée]cialis[ée]|G[ée]n[ée]ral))?(?:[ \t]+Universitaire)?",
    r"CENTRE[ \t]+HOSPITALIER(?:[ \t]+(?:R[ÉE]GIONAL|INTERCOMMUNAL))?(?:[ \t]+UNIVERSITAIRE)?",
    r"Groupe(?:ment)?[ \t]+[Hh]ospitalier(?:[ \t]+(?:[Uu]niversitaire|de[ \t]+[Tt]erritoire))?", r"GROUPE(?:MENT)?[ \t]+HOSPITALIER",
    # the qualifying words in lower case, as many letterheads write them
    r"Centre[ \t]+hospitalier(?:[ \t]+(?:r[ée]gional|intercommunal|sp[ée]cialis[ée]|g[ée]n[ée]ral|universitaire))*",
    r"Maison[ \t]+de[ \t]+sant[ée](?:[ \t]+pluri-?professionnelle)?",
    r"Centre[ \t]+d['’]imagerie(?:[ \t]+m[ée]dicale)?", r"Centre[ \t]+de[ \t]+radiologie",
    r"Clinique[ \t]+(?:mutualiste|priv[ée]e|chirurgicale|m[ée]dicale|p[ée]diatrique|psychiatrique)",
    r"Centre[ \t]+psychoth[ée]rapique",
    # a mother-and-child health centre of the département, named after a place or a flower
    # ("Centre de PMI Les Coquelicots", "centre de PMI des Tilleuls"): the child's neighbourhood
    *(c + r"entre[ \t]+(?:de[ \t]+)?(?:PMI|protection[ \t]+maternelle[ \t]+et[ \t]+infantile)"
      r"(?=[ \t](?:[Ll]es[ \t]|du[ \t]|de[ \t]+la[ \t]|des[ \t]|de[ \t]|d['’])?[" + U + r"])" for c in "Cc"),
    # a ward named after a person ("Unité Camille-Claudel"): its hyphenated name only
    r"Unit[ée](?=[ \t]+[" + U + r"][a-zàâäçéèêëîïôöùûüÿœæ]+-[" + U + r"])", r"Centre[ \t]+de[ \t]+(?:R[ée]adaptation|R[ée][ée]ducation|Sant[ée]|Dialyse)",
    # a follow-up care centre, its kind in lower case ("Centre de soins de suite Les Genêts",
    # "Centre de soins de suite et de réadaptation du Ponant")
    r"Centre[ \t]+de[ \t]+soins[ \t]+de[ \t]+suite(?:[ \t]+et[ \t]+de[ \t]+r[ée]adaptation)?",
    r"Maison[ \t]+de[ \t]+(?:Sant[ée]|[Rr]etraite)", r"INSTITUT",
    # "Institut régional de cancérologie Rhône-Dauphiné": qualifiers in lower case before the name
    r"Institut(?:[ \t]+(?:r[ée]gional|national|universitaire|m[ée]dical|priv[ée]|interr[ée]gional))?"
    # "Institut de cytologie et (de) pathologie du Ponant": specialties joined by "et"
    r"(?:[ \t]+(?:et[ \t]+)?(?:de|du|des|d['’])[ \t]*[a-zàâçéèêëîïôûùüœ][a-zàâçéèêëîïôûùüœ-]+"
    r"|[ \t]+et[ \t]+[a-zàâçéèêëîïôûùüœ][a-zàâçéèêëîïôûùüœ-]+"
    # an adjective of the specialty ("Institut régional de médecine nucléaire Val-d'Ambre")
    r"|[ \t]+[a-zàâçéèêëîïôûùüœ][a-zàâçéèêëîïôûùüœ-]+(?:iques?|aires?|ales?|aux|elles?|ives?)){0,3}",
    # a cancer centre (CLCC) named after a place ("Centre de lutte contre le cancer des Volcans")
    r"Centre[ \t]+[Rr]égional[ \t]+de[ \t]+[Ll]utte[ \t]+[Cc]ontre[ \t]+le[ \t]+[Cc]ancer", r"Centre[ \t]+de[ \t]+[Ll]utte[ \t]+[Cc]ontre[ \t]+le[ \t]+[Cc]ancer",
    r"CENTRE[ \t]+DE[ \t]+LUTTE[ \t]+CONTRE[ \t]+LE[ \t]+CANCER",
    r"Centre[ \t]+M[ée]dico[- ][Cc]hirurgical", r"CENTRE[ \t]+M[ÉE]DICO[- ]CHIRURGICAL", r"Centre[ \t]+M[ée]dical",
    # the kind in lower case before the name ("Centre médico-chirurgical de la Roseraie")
    r"Centre[ \t]+m[ée]dico[- ](?:chirurgical|social|psychologique|p[ée]dagogique)", r"Centre[ \t]+m[ée]dical",
    r"CHU", r"CHRU", r"CHR", r"CHI", r"CHS", r"CH", r"GHU", r"GHT", r"APHP", r"AP-HP", r"HCL", r"APHM", r"AP-HM",
    # military and mental-health hospitals, medical laboratories, home-care and outpatient services
    r"HIA", r"EPSM", r"LBM", r"SSIAD", r"CMPP?", r"CATTP", r"CSAPA", r"CRF", r"Fondation", r"FONDATION",
    # where a person leaving prison or the street is housed ("CHRS Le Gouvernail"): a lodging
    # and social reinsertion centre, an asylum seekers' centre
    # (one space, then a name in title case: "CHRS   P…" is the next cell of a row)
    *(k + r"(?=[ \t](?:[Ll]['’]|[" + U + r"][a-zàâçéèêëîïôûùüÿ]))" for k in (r"CHRS", r"CADA")),
    # a mental-health hospital named as a "pôle" ("Pôle de santé mentale Canigou-Têt")
    r"P[ôo]le[ \t]+de[ \t]+[Ss]ant[ée][ \t]+[Mm]entale",
    # literal first letters: a character class opening an alternative stops ``re`` scanning fast
    r"Établissement[ \t]+[Pp]ublic[ \t]+de[ \t]+[Ss]ant[ée][ \t]+[Mm]entale",
    r"Etablissement[ \t]+[Pp]ublic[ \t]+de[ \t]+[Ss]ant[ée][ \t]+[Mm]entale", r"HAD",
    r"Polyclinique", r"POLYCLINIQUE", r"Clinique", r"CLINIQUE",
    # a maternity hospital named as such ("Maternité des Hauts-Prés", "Maternité Sainte-Félicité");
    # the ward alone ("Maternité de niveau 3", "maternité") names no place
    r"Maternit[ée](?=[ \t]+(?:de[ \t]+la[ \t]+|de[ \t]+l['’]|du[ \t]+|des[ \t]+|d['’])?[" + U + r"])",
    # hospitals abroad that letters about foreign patients are addressed to
    r"Universit[äa]tsklinikum", r"Klinikum", r"Krankenhaus", r"Hospital(?:[ \t]+Universitari[oa])?", r"Ospedale",
    r"Cl[íi]nica", r"Centro[ \t]+Hospitalar", r"Szpital", r"Ziekenhuis",
    # a day hospital with a name of its own, article first ("Hôpital de jour Les Glycines");
    # "Hôpital de jour de neurologie" is a ward
    r"H[ôo]pital[ \t]+de[ \t]+jour(?=[ \t]+(?:Les|La|Le|L['’])[ \t]*[" + U + r"])",
    r"H[ôo]pital(?:[ \t]+(?:[Pp]riv[ée]|[Ll]ocal|[Ii]ntercommunal|[Dd][ée]partemental|[Pp]sychiatrique|"
    r"d['’]Instruction[ \t]+des[ \t]+Arm[ée]es))?", r"H[ÔO]PITAL", r"EHPAD", r"Ehpad",
    r"P[ôo]le[ \t]+[Ss]ant[ée]", r"P[ôo]le[ \t]+de[ \t]+sant[ée](?=[ \t]+(?:des|du|de|d['’])[ \t]*[A-ZÀ-Ý])", r"PÔLE[ \t]+SANTÉ", r"SSR", r"USLD", r"MSP", r"Résidence[ \t]+m[ée]dicalis[ée]e", r"R[ée]sidence[ \t]+(?:autonomie|services|s[ée]niors?)",
    # practices and laboratories: the profession may come before the name
    r"Laboratoire(?:[ \t]+d['’][Aa]nalyses(?:[ \t]+(?:de[ \t]+[Bb]iologie[ \t]+)?[Mm][ée]dicales?)?|[ \t]+de[ \t]+[Bb]iologie(?:[ \t]+[Mm][ée]dicale)?)?",
    # "Laboratoire d'anatomie et cytologie pathologiques du Bois-Joli": its specialties in lower case
    r"Laboratoire(?:[ \t]+(?:et[ \t]+)?(?:de|du|des|d['’])[ \t]*[a-zàâçéèêëîïôûùüœ][a-zàâçéèêëîïôûùüœ-]+"
    r"|[ \t]+et[ \t]+[a-zàâçéèêëîïôûùüœ][a-zàâçéèêëîïôûùüœ-]+|[ \t]+[a-zàâçéèêëîïôûùüœ][a-zàâçéèêëîïôûùüœ-]+(?:iques?|ales?|aux|aires?)){1,4}",
    r"LABORATOIRE(?:[ \t]+D['’]ANALYSES(?:[ \t]+(?:DE[ \t]+BIOLOGIE[ \t]+)?M[ÉE]DICALES?)?|[ \t]+DE[ \t]+BIOLOGIE(?:[ \t]+M[ÉE]DICALE)?)?",
    # "Cabinet d'imagerie Radiolys", "Cabinet de pneumologie Dupuytren": any specialty in lower case
    r"Cabinet(?:[ \t]+(?:m[ée]dical|infirmier|dentaire|param[ée]dical|d['’][a-zàâçéèêëîïôûùüœ]+(?:[ \t]+m[ée]dicale)?|de[ \t]+[a-zàâçéèêëîïôûùüœ]+(?:-[a-zàâçéèêëîïôûùüœ]+)?))?",
    r"CABINET",
    # the networks of medical laboratories, then the site's place ("Cerballiance Pays-de-Rance",
    # "Eurofins Biomnis Val-Sud", "Biogroupe Haut-Quercy"): the network alone names no site
    # (one entry each, a literal first: a group first would stop ``re`` skipping ahead on every page)
    *(n + r"(?=[ \t]+[" + U + r"])" for n in (
        r"Cerballiance", r"Eurofins(?:[ \t]+Biomnis)?", r"Biomnis", r"Biogroupe?", r"Synlab", r"Inovie", r"Unilabs",
        r"Cerba", r"Laborizon", r"Bioclinic", r"Dynabio", r"Oriade", r"Novabio", r"Biolam", r"Bioaxiome", r"Labosud",
        r"Biopath", r"Bio[ \t]+Qualité")),
    # a laboratory's brand ("Bio-Analyses du Ponant", "Bio-Océan de la Rance"): its place after a link
    r"Bio-[" + U + r"][a-zàâçéèêëîïôûùü]+(?=[ \t]+(?:du|de[ \t]+la|de[ \t]+l['’]|des|de|d['’])[ \t]*[" + U + r"])",
    # a centre's kind as one adjective in lower case before its name ("Centre auditif Lebreton",
    # "Centre dentaire Molière", "Centre aquatique de l'Étang-Bleu"): a capitalised name must follow
    r"Centre[ \t]+[a-zàâçéèêëîïôûùü]{3,}(?:if|ique|aire|al|el|eux|ien)(?=[ \t]+(?:(?:du|de[ \t]+la|de[ \t]+l['’]|des|de|d['’])[ \t]*)?"
    r"[" + U + r"][a-zàâçéèêëîïôûùüÿ])",
    # the same for a clinic ("Clinique néphrologique de la Savane", "Clinique ophtalmologique Vision")
    r"Clinique[ \t]+[a-zàâçéèêëîïôûùü]{3,}(?:ique|aire|ale)(?=[ \t]+(?:(?:du|de[ \t]+la|de[ \t]+l['’]|des|de|d['’])[ \t]*)?"
    r"[" + U + r"][a-zàâçéèêëîïôûùüÿ])",
    # a care centre named by its specialty ("Centre de dialyse AURA Saint-Lô", "Centre d'ophtalmologie
    # Vision Plus", "Centre de soins dentaires Mutualiste de Cherbourg"): a capitalised name must follow
    r"Centre[ \t]+(?:de|d['’])[ \t]*(?:ophtalmologie|dialyse|h[ée]modialyse|auto-dialyse|addictologie|soins[ \t]+dentaires"
    r"|radioth[ée]rapie|canc[ée]rologie|orthodontie|stomatologie|dermatologie|cardiologie|p[ée]dopsychiatrie)"
    r"(?=[ \t]+(?:(?:du|de[ \t]+la|de[ \t]+l['’]|des|de|d['’])[ \t]*)?[" + U + r"])",
    # a health centre, its kind in lower case ("Centre de santé dentaire mutualiste de Corte", "centre de
    # santé municipal Louis-Fernet"): a capitalised name must follow
    *(c + r"entre[ \t]+de[ \t]+sant[ée](?:[ \t]+(?:dentaire|m[ée]dical|infirmier|mutualiste|municipal|polyvalent|"
      r"communautaire|associatif|pluridisciplinaire|pluriprofessionnel|universitaire|sexuelle|mentale)s?){1,2}"
      r"(?=[ \t]+(?:(?:du|de[ \t]+la|de[ \t]+l['’]|des|de|d['’])[ \t]*)?[" + U + r"][a-zàâçéèêëîïôûùüÿ])" for c in "Cc"),
    # where a detainee lives and is cared for: a prison named by its town ("Maison d'arrêt de Caen",
    # "Centre de détention d'Argentan", "Maison centrale de Condé-sur-Sarthe")
    *(k + r"(?=[ \t]+(?:du|de[ \t]+la|de[ \t]+l['’]|des|de|d['’])[ \t]*[" + U + r"])" for k in (
        r"Maison[ \t]+d['’]arr[êe]t", r"Centre[ \t]+de[ \t]+d[ée]tention", r"Maison[ \t]+centrale", r"Centre[ \t]+de[ \t]+semi-libert[ée]",
        *(e + r"tablissement[ \t]+p[ée]nitentiaire(?:[ \t]+pour[ \t]+mineurs)?" for e in ("É", "E")))),
    *(k + r"(?=[ \t]+(?:DU|DE[ \t]+LA|DE[ \t]+L['’]|DES|DE|D['’])[ \t]*[" + U + r"])" for k in (
        r"MAISON[ \t]+D['’]ARR[ÊE]T", r"CENTRE[ \t]+DE[ \t]+D[ÉE]TENTION", r"MAISON[ \t]+CENTRALE")),
    r"Pharmacie[ \t]+(?:centrale|mutualiste|principale|du[ \t]+centre)(?=[ \t]+[" + U + r"])", r"Pharmacie",
    r"PHARMACIE", r"Centre", r"CENTRE", r"SITE",
    # "Site de Roanne": a laboratory's or a hospital's site, named by its town (checked in code)
    r"Site(?=[ \t]+(?:de|d['’]|du)[ \t]*[" + U + r"])",
    # patient transport companies ("Taxi-ambulances Mirabel", "Ambulances de la Sarthonne")
    r"Taxis?[- \t]+[Aa]mbulances?", r"TAXIS?[- \t]+AMBULANCES?", r"Ambulances", r"AMBULANCES",
    # the funeral operator a mortuary's admission names, and a regional mutual ("Mutualité de Cornouaille")
    r"Pompes[ \t]+fun[èe]bres", r"POMPES[ \t]+FUN[ÈE]BRES", r"Mutualit[ée](?=[ \t]+(?:de[ \t]+|du[ \t]+|d['’])?[" + U + r"])",
    r"Taxis?[ \t]+conventionn[ée]s?", r"TAXIS?[ \t]+CONVENTIONN[ÉE]S?",
    r"Transports?[ \t]+sanitaires", r"TRANSPORTS?[ \t]+SANITAIRES",
    # a radiology practice named as such ("Imagerie Médicale des Remparts")
    r"Imagerie[ \t]+[Mm][ée]dicale(?=[ \t]+(?:de|du|des|d['’])?[ \t]*[" + U + r"])", r"IMAGERIE[ \t]+M[ÉE]DICALE",
    # insurers: "Caisse mutualiste du Haut-Rhône", "Mutuelle des Embruns"
    r"Caisse(?:[ \t]+(?:mutualiste|primaire|r[ée]gionale|d['’]assurance[ \t]+maladie))?", r"Mutuelle",
    # "Prévoyance des Trois Vallées", "Prévoyance Solidaire du Rhône"
    r"Pr[ée]voyance(?=[ \t]+(?:de|du|des|d['’]|[" + U + r"]))",
    # an insurer's kind and one adjective in lower case before its place ("Prévoyance artisanale du
    # Centre", "Mutuelle générale de la Vienne", "Caisse mutuelle régionale d'Auvergne")
    # (one entry each, a literal first: a group first would stop ``re`` skipping ahead on every page)
    *(k + r"[ \t]+[a-zàâçéèêëîïôûùü]{3,}(?:ale|elle|aire|ique|ive|ienne|i[èe]re)"
      r"(?=[ \t]+(?:du|de[ \t]+la|de[ \t]+l['’]|des|de|d['’])[ \t]*[" + U + r"])"
      for k in (r"Pr[ée]voyance", r"Mutuelle", r"Caisse[ \t]+mutuelle")),
    # a provident fund named by its trade and its region ("Caisse de prévoyance agro-alimentaire
    # Centre-Est"), as an insurer's expert report names who mandated it
    r"Caisse[ \t]+de[ \t]+pr[ée]voyance(?:[ \t]+[a-zàâçéèêëîïôûùü][a-zàâçéèêëîïôûùü\-]{3,30})?"
    r"(?=[ \t]+(?:du|de[ \t]+la|des|de|d['’])?[ \t]*[" + U + r"])",
    # the poison-control centre consulted ("Centre antipoison et de toxicovigilance Grand-Ouest")
    r"Centre[ \t]+antipoison(?:[ \t]+et[ \t]+de[ \t]+toxicovigilance)?(?=[ \t]+(?:du|de[ \t]+la|des|de|d['’])?[ \t]*[" + U + r"])",
    # where the patient stayed or banks: a place open to the public ("Camping Les Pins-Dorés",
    # "Hôtel-spa des Thermes de Bonnerive"), a bank's regional company ("Banque Lorraine-Mossig",
    # "Crédit agricole Pyrénées-Gascogne"), as an investigation or a loan insurance names them
    r"Camping(?=[ \t]+[" + U + r"])",
    # bodies a patient's file names beside the care: a notary's office, an occupational-health
    # service, a commune's social-action centre, the blood establishment's site, a sports club
    # (one space before the name: a caption's wide gap before the next cell is no name's)
    r"Office[ \t]+notarial(?=[ \t][" + U + r"])",
    # (since 2022 a "service de prévention et de santé au travail"; "de l'Yonne" after it)
    r"Service[ \t]+(?:de[ \t]+pr[ée]vention[ \t]+et[ \t]+)?de[ \t]+sant[ée][ \t]+au[ \t]+travail(?:[ \t]+interentreprises?)?"
    r"(?=[ \t](?:du[ \t]|de[ \t]+la[ \t]|de[ \t]+l['’]|des[ \t]|de[ \t]|d['’])?[" + U + r"])",
    r"Centre[ \t]+communal[ \t]+d['’]action[ \t]+sociale(?=[ \t](?:du[ \t]|de[ \t]+la[ \t]|des[ \t]|de[ \t]|d['’])?[" + U + r"])",
    *(e + r"tablissement[ \t]+fran[çc]ais[ \t]+du[ \t]+sang(?:[ \t]*-[ \t]*site)?(?=[ \t](?:du|de[ \t]+la|des|de|d['’])[ \t]*[" + U + r"])"
      for e in ("É", "E")),  # (a literal first, as above)
    r"Club(?:[ \t]+[a-zàâçéèêëîïôûùü]{4,})?(?=[ \t](?:du|de[ \t]+la|des|de|d['’])[ \t]*[" + U + r"])",
    # a golf course, as an accident's place ("Golf des Trois-Buttes"); the sport alone is no place
    r"Golf(?=[ \t](?:du|de[ \t]+la|des|de|d['’])[ \t]*[" + U + r"])",
    # a school of nursing or of care assistants, as a student's ("Institut de formation en soins
    # infirmiers du Haut-Arlande")
    r"Institut[ \t]+de[ \t]+formation[ \t]+(?:en[ \t]+soins[ \t]+infirmiers|d['’][ \t]*aides?[- ]soignants?|"
    r"en[ \t]+masso-kin[ée]sith[ée]rapie|de[ \t]+sages-femmes|des[ \t]+professionnels[ \t]+de[ \t]+sant[ée])"
    r"(?=[ \t](?:du|de[ \t]+la|des|de|d['’])[ \t]*[" + U + r"])",
    # a unit named by its specialty in lower case and its place ("Unité de néonatologie des Coteaux")
    r"Unit[ée][ \t]+(?:de|d['’])[ \t]*[a-zàâçéèêëîïôûùü]{4,}(?:[ \t]+[a-zàâçéèêëîïôûùü]{4,})?"
    r"(?=[ \t]+(?:du|de[ \t]+la|des|de|d['’])[ \t]*[" + U + r"][a-zàâçéèêëîïôûùü])",
    r"H[ôo]tel(?:-spa|[ \t]+spa)?(?![ \t]+de[ \t]+[Vv]ille|[ \t]+Dieu)(?=[ \t]+(?:des|du|de[ \t]+la|de|d['’])?[ \t]*[" + U + r"])",
    # (one blank before the name: "Banque      Caisse d'épargne …" is a form's caption and its value)
    r"Banque(?=[ \t](?:(?:des|du|de[ \t]+la|de|d['’])[ \t]*)?[" + U + r"])",
    # the regional banks of the two mutual groups, named by their region ("Banque populaire du
    # Sud-Ouest", "Caisse d'épargne Aquitaine-Limousin"): where the account is held
    r"Banque[ \t]+[Pp]opulaire(?=[ \t]+(?:des|du|de[ \t]+la|de|d['’])?[ \t]*[" + U + r"])",
    r"Caisse[ \t]+d['’][ée]pargne(?=[ \t]+(?:des|du|de[ \t]+la|de|d['’])?[ \t]*[" + U + r"])",
    r"Cr[ée]dit[ \t]+(?:[Aa]gricole|[Mm]utuel|[Cc]oop[ée]ratif)(?=[ \t]+(?:des|du|de[ \t]+la|de|d['’])?[ \t]*[" + U + r"])",
)
# Generic triggers that also head title-case sections ("Examen Clinique").
GENERIC_TRIGGERS = frozenset({"Caisse", "Mutuelle", "Maternité", "Maternite", "Clinique", "CLINIQUE", "Institut", "INSTITUT", "Polyclinique", "POLYCLINIQUE", "Centre", "CENTRE",
                              "Laboratoire", "LABORATOIRE", "Cabinet", "CABINET", "Pharmacie", "PHARMACIE", "SITE",
                              "Ambulances", "AMBULANCES", "Fondation", "FONDATION", "Prévoyance", "Prevoyance",
                              "Transports sanitaires",
                              "Transport sanitaire", "TRANSPORTS SANITAIRES", "Imagerie Médicale", "Imagerie Medicale",
                              "IMAGERIE MÉDICALE", "IMAGERIE MEDICALE"})
