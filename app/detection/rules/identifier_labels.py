"""The labels after which a code of four digits or more is an identifier, as data: what
``labelled_ids`` and the table readers look for before a value (regex fragments, any case, on
word boundaries). Apart from the reader so the list can be read and extended on its own."""

from __future__ import annotations

from app.detection.rules.identifiers import EPISODE_LABELS, IPP_LABELS

# Labels, as data (regex fragments, any case, on word boundaries).
LABELS = (
    r"n°", r"nº", r"num[ée]ro", r"adh[ée]rent", r"adh\.", r"matricule", r"examen", r"accession(?:\s+number)?", r"demande", r"ordre",
    r"prescription(?:\s+id)?", r"ordonnance", r"id", r"identifiant(?:\s+(?:du|de\s+la)\s+(?:document|demande|prescription))?", r"document", r"r[ée]f[ée]rence", r"r[ée]f\.?", r"INS(?:-?C)?",
    r"contrat", r"assur[ée]", r"b[ée]n[ée]ficiaire", r"[ée]chantillon", r"pr[ée]l[èe]vement", r"requ[êe]te",
    # a pathology specimen's container or slide ("N° flacon", "N° de pot", "lame"; not "tube", a lab table's
    # column of tube colours beside the act codes): its number is the
    # laboratory's accession for this patient
    r"flacons?", r"pots?", r"lames?",
    # a photograph's number in a dermatology follow-up ("cliché DERM-26-17511"), an imaging
    # report's ("compte rendu IMG3500652"), the national organ-donor file ("N° CRISTAL")
    r"clich[ée]s?", r"compte[\s-]+rendu", r"CRISTAL",
    # an organised screening's invitation or file ("(invitation DMD/25/71693)", "N° de dépistage DO-SEIN-12-7275151"),
    # a sports licence ("N° de licence FFA-2025-379416")
    r"invitation", r"d[ée]pistage", r"licence",
    # an endoscopy's or an exam's archive number ("Olympus ENF-VH - n° d'archivage ACC8434991875")
    r"archivage",
    # a transport voucher ("Ambulances des Causses, bon PR-25650972"): one trip of the patient's
    r"bons?(?:\s+de\s+(?:transport|prise\s+en\s+charge))?",
    # a blood bank's delivery slip for this patient's products ("Bordereau : AMI-25-84209/D")
    r"bordereau(?:\s+de\s+d[ée]livrance)?",
    # a vigilance declaration's or an investigation's own number ("e-FIT 2025-02-77036", "déclaration
    # 2025-80-88771", "Enquête EA-25-3479"): it leads to the file of the patient it was opened for
    # a cancer file's numbers: the shared cancer record's ("DCC DCC-43-2025-656448", "Identifiant DCC"), a
    # chemotherapy's preparation at the pharmacy ("Préparation PRP-250710-259"), a radiotherapy plan ("Plan
    # RT25-6813/C", "plan de traitement"), a molecular or genetic analysis ("Analyse OG25-5029-BY")
    r"DCC", r"pr[ée]paration", r"plan(?:[ \t]+de[ \t]+traitement)?", r"analyse(?:[ \t]+mol[ée]culaire)?",
    # a sexual-health centre's anonymous file and its partner notifications ("N° d'anonymat 974-CG-25-8938E",
    # "Code d'anonymat B2126B3AA7CEE352", "Notification NP-2501-654"): the key to the person's file
    r"(?:code|n°|num[ée]ro)[ \t]+d['’][ \t]*anonymat", r"anonymat", r"notification", r"e-?DO",
    r"e-?FIT", r"d[ée]claration(?:[ \t]+e-?FIT)?(?:[ \t]+associ[ée]e)?", r"enqu[êe]te(?:[ \t]+(?:ascendante|descendante|transfusionnelle))?",
    # a prisoner's register number ("N° d'écrou 148151B"), a driving licence's, a care agreement's
    # ("N° de prise en charge SSIAD PEC-36156"); a case's reference with what it refers
    # to ("Réf. de signalement externe eSIN-25-39249", "référence du dossier")
    r"[ée]crou", r"permis(?:[ \t]+de[ \t]+conduire)?", r"prise[ \t]+en[ \t]+charge(?:[ \t]+(?:SSIAD|HAD|SAD|SPASAD|ALD))?", r"r[ée]f(?:[ée]rence|\.)?[ \t]+(?:de|du|d['’])[ \t]*[a-zàâçéèêëîïôûùü]{4,20}(?:[ \t]+[a-zàâçéèêëîïôûùü]{4,12})?",
    # a court's or a measure's own number: a judgment's minute, an entry of a register (isolation,
    # restraint), the prosecutor's case, a prefect's individual order ("SDRE - arrêté n° 2025-06-1371";
    # a regulation's order is left by ``_REGULATORY_AFTER``)
    r"minute", r"registre", r"parquet", r"arr[êe]t[ée](?:[ \t]+pr[ée]fectoral)?",
    # the keys to a patient's home that a home-care file prints beside the address ("Digicode — 5D827",
    # "boîte à clés 7887", "Boîte à clés⏎code 5743", "nouveau code 5129"), and the patient's customer
    # number at the equipment provider ("Berry Médical Domicile - client BMD140248")
    r"digicode", r"bo[iî]te[ \t]+(?:à|a)[ \t]+cl[ée]s(?:[ \t]*(?:[:—–-][ \t]*)?\n?[ \t]*code|[ \t]*\()?", r"nouveau[ \t]+code", r"client",
    r"facture", r"code[\s-]+barres?", r"pat\.?", r"patient", r"mutuelle", r"AMC", r"AMO?", r"carte",
    r"allocataire(?:[ \t]+CAF)?", r"CAF", r"SIRET", r"SIREN",
    # a foreign patient's papers: passport, identity card, residence permit, European health card
    r"passeport", r"passport(?:[ \t]+(?:number|no\.?))?", r"pasaporte", r"passaporto", r"CNI", r"titre[ \t]+de[ \t]+s[ée]jour",
    r"pi[èe]ce[ \t]+d['’][ \t]*identit[ée]",
    # the personal number of a foreign insurance or state, as the European health card's field 6
    # and consular letters name it ("Numéro d'identification personnel", "Identifiant national")
    # (not "identification" alone: a table's heading, "Note Identification", or a germ's)
    r"(?:num[ée]ro|n°)[ \t]+d['’][ \t]*identification(?:[ \t]+personnel(?:le)?)?", r"identification[ \t]+personnel(?:le)?",
    r"identifiant[ \t]+national", r"(?:num[ée]ro|n°)[ \t]+national",
    r"carte[ \t]+consulaire", r"Ausweisnummer", r"Versichertennummer",
    # a school's national number (UAI, formerly RNE: "UAI 0729457P"), the child's school
    r"UAI", r"RNE",  # (a table's column: who may fetch the child, who holds parental authority)
    r"CEAM", r"EHIC", r"dossier[ \t]+(?:de[ \t]+laboratoire|du[ \t]+labo(?:ratoire)?|de[ \t]+biologie|labo(?:ratoire)?)",  # a lab's file, no stay
    # a laboratory section's file ("dossier bactériologie", "dossier de virologie")
    r"dossier[ \t]+(?:de[ \t]+)?(?:bact[ée]rio(?:logie)?|microbiologie|virologie|parasitologie|mycologie|h[ée]matologie|"
    r"immunologie|s[ée]rologie|anatomo-?pathologie|anapath|cytologie)",
    r"lieu\s+de\s+naissance", r"commune\s+de\s+naissance", r"code\s+INSEE(?:\s+de\s+naissance)?",
    # a research participant's pseudonym ("Code participant 03-122", "N° de sélection S22-141",
    # "n° de randomisation", "sujet 04-058", "traitées sous le code FR06-076"): it leads back to
    # the person through the centre's list
    r"participant", r"sujet", r"s[ée]lection", r"randomisation", r"inclusion", r"sous[ \t]+le[ \t]+code",
    r"code[ \t]+(?:du[ \t]+)?(?:participant|sujet|patient)",
    # a practice's quote for the patient's treatment ("Devis : D2025-3884"), filed under the patient's
    # name (not an order form, "bon de commande": material ordered as often as a patient's prosthesis)
    r"devis",
    *IPP_LABELS, *EPISODE_LABELS,
)
