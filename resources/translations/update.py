"""Refresh the translation files: lupdate → fill English → lrelease.

French is the source language (the strings in app/ui are French, so the UI
is French with no .qm at all). ``caviard_en.ts`` holds the English
translations; this script re-extracts the strings with pyside6-lupdate,
fills the ones it knows from ``EN`` below, and compiles ``caviard_en.qm``
with pyside6-lrelease. Run: ``.venv/bin/python resources/translations/update.py``.
"""

import html
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
BIN = Path(sys.executable).parent
EN = {
'Zone masquée':'Masked area','modèle':'model','règle':'rule','propagation':'propagation','terme forcé':'forced term','manuel':'manual',
'(calibrée)':'(calibrated)','(brute)':'(raw)','(précision documentée)':'(documented precision)','confirmé par : ':'confirmed by: ',
'✔ sera masqué':'✔ will be masked','✘ sera conservé (rejeté)':'✘ will be kept (rejected)','Clic : basculer masquer / conserver':'Click: toggle mask / keep',
'Aucun document':'No document','Détection':'Detection','Page':'Page','Confiance':'Confidence',
'Décoche les détections dont la confiance est inférieure au seuil. Baisser le seuil ne recoche rien.':'Unticks detections below the threshold. Lowering it never ticks anything back.',
'%s  (%d, dont %d à masquer)':'%s  (%d, %d to mask)','%d détection(s) · %d à masquer · %d conservée(s)':'%d detection(s) · %d to mask · %d kept',
'Basculer une détection':'Toggle a detection','Basculer un type':'Toggle a kind','Confiance min. %d %%':'Min. confidence %d %%',
'Exporter le PDF anonymisé':'Export the anonymised PDF',"⚠ L'analyse n'est pas terminée : des pages n'ont pas été analysées.":'⚠ The analysis is not finished: some pages were not analysed.',
'Type':'Kind','Relues':'Reviewed','Ajoutées':'Added','Total':'Total',"Voir l'ajout suivant sur la page":'Show the next addition on the page',
'Masquer entièrement les %d page(s) image non lisibles (obligatoire sans OCR)':'Mask the %d unreadable image page(s) entirely (required without OCR)',
'Fichier de sortie :':'Output file:','Choisir…':'Choose…','Enregistrer aussi le rapport (JSON, sans valeur personnelle)':'Also save the report (JSON, no personal value)',
'Prêt':'Ready','Ouvrir le dossier':'Open folder','Fermer':'Close','Exporter et vérifier':'Export and verify',
"Le plan d'anonymisation n'a pas pu être établi.":'The anonymisation plan could not be built.',
'%d passage(s) relu(s) seront masqués ; la propagation et les termes forcés en ajoutent %d (surlignés « P » / « F » sur les pages). %d zone(s) dessinée(s).':'%d reviewed passage(s) will be masked; propagation and forced terms add %d (marked "P" / "F" on the pages). %d drawn area(s).',
'Enregistrer le PDF anonymisé':'Save the anonymised PDF','PDF (*.pdf)':'PDF (*.pdf)','Masquage…':'Masking…','Nettoyage des métadonnées…':'Cleaning metadata…',
'Vérification indépendante…':'Independent verification…','Écriture…':'Writing…',"Le dossier de sortie n'existe pas.":'The output folder does not exist.',
'Écriture impossible à cet emplacement.':'Cannot write to this location.','Terminé':'Done','✔ Fichier écrit et vérifié : aucune valeur masquée ne subsiste.':'✔ File written and verified: no masked value remains.',
'✘ Vérification échouée : aucun fichier écrit.':'✘ Verification failed: no file written.','Échec':'Failed',
'Termes masqués partout, dans tous les documents (sigles, noms de service…). Casse et accents ignorés ; la liste est enregistrée sur ce poste.':'Terms masked everywhere, in every document (acronyms, ward names…). Case and accents ignored; the list is saved on this computer.',
'Terme à masquer, ex. CHCB':'Term to mask, e.g. CHCB','Regex':'Regex','Interpréter le terme comme une expression régulière':'Interpret the term as a regular expression',
'Ajouter':'Add','Retirer':'Remove','Importer…':'Import…','Exporter…':'Export…','regex':'regex','terme':'term','%d occurrence(s)':'%d occurrence(s)',
'Ajouter un terme forcé':'Add a forced term','Retirer un terme forcé':'Remove a forced term','Importer une liste de termes':'Import a term list',
'Liste de termes (*.json)':'Term list (*.json)','Importer des termes forcés':'Import forced terms','Exporter la liste de termes':'Export the term list',
'Déposez un PDF ici\nou ouvrez-le avec Fichier ▸ Ouvrir (Ctrl+O)':'Drop a PDF here\nor open it with File ▸ Open (Ctrl+O)',
'Détections':'Detections','Termes forcés':'Forced terms','Relecture':'Review','&Ouvrir un PDF…':'&Open a PDF…','&Exporter le PDF anonymisé…':'&Export the anonymised PDF…',
'&Fermer le document':'&Close the document','&Quitter':'&Quit','Annuler':'Undo','Rétablir':'Redo','&Paramètres…':'&Settings…',
'Détection &suivante':'&Next detection','Détection &précédente':'&Previous detection','&Basculer masquer / conserver':'&Toggle mask / keep',
'Tout &masquer sur la page':'&Mask all on the page','Tout &conserver sur la page':'&Keep all on the page','Masquer une &zone (rectangle)':'Mask an &area (rectangle)',
'Masquer une zone':'Mask an area','Ouvrir':'Open','Exporter':'Export','Tracer un rectangle à masquer entièrement (signature, tampon, image)':'Draw a rectangle to mask entirely (signature, stamp, image)',
'Zoom a&vant':'Zoom &in','Zoom a&rrière':'Zoom &out','&Largeur de la page':'Page &width','Page suivante':'Next page','Page précédente':'Previous page',
'&Légende des couleurs':'Colour &legend','À &propos de Caviard':'&About Caviard','&Fichier':'&File','Fichiers &récents':'&Recent files','&Édition':'&Edit',
'&Relecture':'&Review','Type des marques manuelles':'Kind of manual marks','&Affichage':'&View','&Aide':'&Help','Outils':'Tools',' Marquer comme : ':' Mark as: ',
'Type donné au texte sélectionné à la souris et aux zones tracées':'Kind given to text selected with the mouse and to drawn areas','Largeur':'Width',' Page ':' Page ',
'Analyse %v / %m':'Analysis %v / %m',"Annuler l'analyse":'Cancel analysis',"(ajouté par la propagation à l'export)":'(added by propagation at export)',
'Relecture non exportée':'Review not exported',"La relecture de ce document n'a pas été exportée : vos décisions seront perdues. Continuer ?":'The review of this document has not been exported: your decisions will be lost. Continue?',
'Ouvrir un PDF':'Open a PDF','Documents PDF (*.pdf)':'PDF documents (*.pdf)','Ce fichier ne peut pas être ouvert.':'This file cannot be opened.',
'Analyse en cours…':'Analysing…',"Le fichier n'a pas pu être ouvert.":'The file could not be opened.',
"Analyse annulée : les pages non analysées n'ont aucune détection.":'Analysis cancelled: pages not analysed have no detection.',
"Analyse annulée. Les pages non analysées ne sont pas relues : rouvrez le document pour relancer l'analyse.":'Analysis cancelled. Pages not analysed are not reviewed: reopen the document to run the analysis again.',
'Désactivé (voir Paramètres ▸ Confidentialité)':'Disabled (see Settings ▸ Privacy)','Aucun fichier récent':'No recent file',
'Seuls les fichiers PDF peuvent être ouverts : ce fichier a été refusé.':'Only PDF files can be opened: this file was refused.',
"Fichier refusé : ce n'est pas un PDF.":'File refused: not a PDF.',
"%d page(s) sans texte (images numérisées) : %s. Leur contenu n'est pas analysé ; masquez-les avec « Masquer une zone » ou à l'export.":'%d page(s) without text (scanned images): %s. Their content is not analysed; mask them with "Mask an area" or at export.',
'Analyse terminée : %d détection(s) à relire.':'Analysis finished: %d detection(s) to review.',
"Détection par modèle indisponible : l'analyse utilise les règles seules.":'Model detection unavailable: the analysis uses rules only.',
'Détection par modèle indisponible.':'Model detection unavailable.',"L'analyse a échoué (%s) : les détections affichées sont incomplètes.":'The analysis failed (%s): the detections shown are incomplete.',
'Analyse interrompue par une erreur.':'Analysis stopped by an error.','%d détection(s) · %d à masquer · %d zone(s)':'%d detection(s) · %d to mask · %d area(s)',
'Décision':'Decision','Décocher sous %d %%':'Untick below %d %%','Tout masquer sur la page':'Mask all on the page','Tout conserver sur la page':'Keep all on the page',
'Marque manuelle':'Manual mark','Marque manuelle ajoutée (%s).':'Manual mark added (%s).','Tracez un rectangle sur la page pour le masquer entièrement.':'Draw a rectangle on the page to mask it entirely.',
'Conserver (ne pas masquer)':'Keep (do not mask)','Masquer':'Mask','Supprimer la marque manuelle':'Delete the manual mark','Supprimer une marque':'Delete a mark',
'Supprimer cette zone':'Delete this area','Supprimer une zone':'Delete an area',"La liste de termes forcés n'a pas pu être enregistrée.":'The forced term list could not be saved.',
'Page %d / %d':'Page %d / %d','document de %d page(s)':'%d-page document',"Les paramètres n'ont pas pu être enregistrés.":'The settings could not be saved.',
'Le nouveau modèle servira au prochain document ouvert.':'The new model will be used for the next document opened.',
'<p>Remplissage plein : sera masqué (plus opaque = plus sûr). Contour pointillé barré : conservé.<br>Badges : P = propagation, F = terme forcé, M = marque manuelle.</p>':'<p>Solid fill: will be masked (more opaque = more certain). Dashed, struck-through outline: kept.<br>Badges: P = propagation, F = forced term, M = manual mark.</p>',
'Légende':'Legend','À propos de Caviard':'About Caviard',
'<b>Caviard</b><br>Anonymisation de comptes rendus cliniques PDF, hors ligne.<br>Licence AGPL-3.0-or-later.':'<b>Caviard</b><br>Offline anonymisation of clinical PDF reports.<br>Licence AGPL-3.0-or-later.',
'Masquer ce message':'Hide this message','Zone masquée (clic droit : supprimer)':'Masked area (right-click: delete)','Paramètres':'Settings',
'Les détections moins sûres sont listées mais pas cochées.':'Less certain detections are listed but not ticked.','Cocher à partir de la confiance':'Tick from confidence',
'Conserver les dates de soins (type « Date » non coché)':'Keep dates of care (kind "Date" unticked)','Utiliser le modèle de détection (NER)':'Use the detection model (NER)',
'modèle fourni avec Caviard':'model shipped with Caviard','Parcourir…':'Browse…','Dossier du modèle':'Model folder','Propagation à tout le document':'Propagation to the whole document',
'Chaque valeur masquée de ces types est recherchée et masquée sur toutes les pages.':'Every masked value of these kinds is searched for and masked on every page.',
'Export':'Export','Type dans la zone, ex. [NOM]':'Kind in the box, e.g. [NOM]','Rectangle noir sans texte':'Plain black box','Zones masquées':'Masked areas',
'Confidentialité':'Privacy','Afficher le nom du fichier dans le titre de la fenêtre':'Show the file name in the window title',
'Mémoriser les fichiers récents sur ce poste':'Remember recent files on this computer',
'Les noms de fichiers contiennent souvent le nom du patient : désactivé par défaut.':"File names often contain the patient's name: off by default.",
'Enregistrer':'Save','Valeurs par défaut':'Defaults','Dossier du modèle NER':'NER model folder',
'texte lu par OCR':'text read by OCR','Masquer &toute la page':'Mask the whole &page',
'Page illisible (manuscrit, mauvais scan) : tout son contenu sera masqué':'Unreadable page (handwriting, poor scan): all its content will be masked',
'Texte lu par OCR · confiance OCR %d %%':'Text read by OCR · OCR confidence %d %%',
'Texte lu par OCR (le moteur ne fournit pas de confiance par mot)':'Text read by OCR (the engine gives no per-word confidence)',
'%d page(s) lue(s) par reconnaissance de caractères (OCR) : %s.':'%d page(s) read by character recognition (OCR): %s.',
"Illisible(s) même par OCR : %s — utilisez « Masquer toute la page » (Maj+M) ; à l'export elles sont masquées entièrement.":'Unreadable even by OCR: %s — use "Mask the whole page" (Shift+M); at export they are masked entirely.',
'OCR %v / %m':'OCR %v / %m','Reconnaissance de caractères des pages numérisées…':'Recognising characters of scanned pages…',
'Reconnaissance de caractères impossible : %s':'Character recognition failed: %s','Masquer toute la page':'Mask the whole page',
'Masquer entièrement les %d page(s) image non lues par OCR (obligatoire) : %s':'Mask entirely the %d image page(s) not read by OCR (required): %s',
'Vérification par OCR des pages numérisées…':'OCR verification of scanned pages…','celui du modèle':'model default',"Seuil d'entité du modèle":'Model entity threshold',"Probabilité qu'un type d'entité doit atteindre pour l'emporter sur « pas une entité » (rappel du modèle).":'Probability an entity type needs to win over "not an entity" (model recall).',
"⚠ La relecture a changé depuis cet aperçu : il sera recalculé à l'export.":'⚠ The review changed since this preview: it will be recomputed at export.',
"Actualiser l'aperçu":'Refresh the preview','Valeurs critiques conservées à votre demande : %s.':'Critical values kept at your request: %s.',
'Des pages image ne peuvent pas être vérifiées : cochez « Masquer entièrement » ci-dessus. Aucun fichier écrit.':'Some image pages cannot be verified: tick "Mask entirely" above. No file written.',
"L'export a échoué.":'The export failed.','Conservé par le relecteur':'Kept by the reviewer','Conserver une valeur critique':'Keep a critical value',
'Conserver « %s » dans tout le document ?':'Keep "%s" in the whole document?','Conserver ces %d valeurs critiques dans tout le document ?':'Keep these %d critical values in the whole document?',
'%s : une valeur de ce type identifie le patient. « Partout » la conserve sur toutes les pages ; « Ici seulement » ne conserve que ce passage, les autres occurrences restent masquées.':'%s: a value of this kind identifies the patient. "Everywhere" keeps it on every page; "Here only" keeps just this passage, the other occurrences stay masked.',
'Partout':'Everywhere','Ici seulement':'Here only',
"Fichier endommagé, réparé à l'ouverture : vérifiez chaque page.":'Damaged file, repaired when opened: check every page.',
'Aller à la page suivante à revoir':'Go to the next page to check',
'Montrer la page où la vérification a encore trouvé quelque chose, ou qui a perdu plus de 2 % de ses mots hors des masques':'Show the page where verification still found something, or that lost more than 2 % of its words outside the masks',
'Essai sans écrire':'Trial run (nothing written)',"Masquer et vérifier sans rien écrire : montre les pages à revoir avant l'export":'Redact and verify without writing anything: shows the pages to check before the export',
"L'essai a échoué.":'The trial run failed.','Essai terminé':'Trial run finished',"Essai réussi : l'export passerait la vérification. Rien n'a été écrit.":'Trial run passed: the export would pass verification. Nothing was written.',
"L'export serait refusé : rien n'a été écrit.":'The export would be refused: nothing was written.',
'À revoir : plus de 2 %% des mots ont disparu hors des masques sur la/les page(s) %s.':'To check: more than 2 %% of the words disappeared outside the masks on page(s) %s.',
'Nom':'Surname',
'Prénom':'First name',
'Date de naissance':'Date of birth',
'Date':'Date',
'N° de sécurité sociale (NIR)':'Social security no. (NIR)',
'IPP':'Patient ID (IPP)',
'N° de séjour / épisode':'Stay / episode no.',
'RPPS / ADELI':'RPPS / ADELI',
'FINESS':'FINESS',
'Autre identifiant':'Other identifier',
'Téléphone':'Phone',
'Courriel':'Email',
'Adresse':'Address',
'Code postal':'Postcode',
'Ville':'City',
'Établissement':'Facility',
'Terme forcé':'Forced term',
'Page entière':'Whole page',
'Zone rectangulaire':'Rectangular area',
'Décocher pour supprimer la zone (annulable)':'Untick to delete the area (undoable)',
"⚠ L'analyse n'est pas terminée (annulée ou en échec) : des pages n'ont pas été analysées et n'ont aucune détection.":'⚠ The analysis is not finished (cancelled or failed): some pages were not analysed and have no detection.',
'⚠ %d page(s) pas encore relue(s) : %s.':'⚠ %d page(s) not reviewed yet: %s.',
"Je confirme l'export malgré ces avertissements":'I confirm the export despite these warnings',
'Rechercher dans le document (casse et accents ignorés)':'Search the document (case and accents ignored)',
'Occurrence précédente (Maj+F3)':'Previous occurrence (Shift+F3)',
'Occurrence suivante (F3, Entrée)':'Next occurrence (F3, Enter)',
'Type donné aux occurrences masquées':'Kind given to the masked occurrences',
'Masquer toutes les occurrences':'Mask every occurrence',
'Ajoute la recherche comme terme forcé de ce document (annulable)':'Adds the search as a forced term of this document (undoable)',
'Fermer la recherche (Échap)':'Close the search (Esc)',
'Expression invalide':'Invalid expression',
'Aucune occurrence':'No occurrence',
'%d / %d occurrence(s)':'%d / %d occurrence(s)',
"Analyse annulée : les pages non analysées n'ont aucune détection et ne sont pas relues.":'Analysis cancelled: pages not analysed have no detection and are not reviewed.',
"Reprendre l'analyse":'Resume the analysis',
'%d / %d pages relues':'%d / %d pages reviewed',
'non analysée':'not analysed',
'relue':'reviewed',
'à relire':'to review',
'%d détection(s)':'%d detection(s)',
'Page %d':'Page %d',
'Pages':'Pages',
'Basculer (Espace, sur la page)':'Toggle (Space, on the page)',
'Première page':'First page',
'Dernière page':'Last page',
'&Rechercher dans le document…':'&Find in the document…',
'Occurrence suivante':'Next occurrence',
'Occurrence précédente':'Previous occurrence',
'&Enregistrer la relecture':'&Save the review',
'&Reprendre une relecture enregistrée…':'&Resume a saved review…',
"&Reprendre l'analyse":'Resume the &analysis',
'Page suivante &à relire':'Next page to re&view',
'Tout masquer dans le &document':'Mask all in the &document',
'Tout conser&ver dans le document':'&Keep all in the document',
'&Raccourcis clavier':'Keyboard &shortcuts',
'Raccourcis clavier':'Keyboard shortcuts',
'<p>Remplissage plein : sera masqué (plus opaque = plus sûr). Contour pointillé barré : conservé.<br>Badges : P = propagation, F = terme forcé, M = marque manuelle. Les types de même couleur portent leur sigle (NIR, IPP, CP…) en haut à droite du surlignage.</p>':'<p>Solid fill: will be masked (more opaque = surer). Dashed struck-through outline: kept.<br>Badges: P = propagation, F = forced term, M = manual mark. Kinds sharing a colour carry their code (NIR, IPP, CP…) at the top right of the highlight.</p>',
"<p>Relire au clavier : N / P passent d'une détection à l'autre, Espace (sur la page) ou T bascule masquer / conserver, U va à la page suivante à relire, Ctrl+E exporte.</p>":'<p>Reviewing with the keyboard: N / P move from one detection to the next, Space (on the page) or T toggles mask / keep, U goes to the next page to review, Ctrl+E exports.</p>',
'%d valeur(s) ajoutée(s) comme termes forcés de ce document.':'%d value(s) added as forced terms of this document.',
'Toutes les pages sont relues.':'Every page is reviewed.',
'Tout masquer dans le document':'Mask all in the document',
'Tout conserver dans le document':'Keep all in the document',
"La relecture n'a pas pu être enregistrée.":'The review could not be saved.',
'Relecture enregistrée : vous pourrez la reprendre en rouvrant ce fichier.':'Review saved: you can resume it by opening this file again.',
'Reprendre une relecture':'Resume a review',
'Relecture Caviard (*.json)':'Caviard review (*.json)',
'Une relecture de ce fichier a été enregistrée : voulez-vous la reprendre ?':'A review of this file was saved: do you want to resume it?',
'Reprendre la relecture':'Resume the review',
"La relecture enregistrée sera reprise à la fin de l'analyse.":'The saved review will be resumed when the analysis ends.',
'Relecture reprise : %d décision(s), %d marque(s), %d zone(s).':'Review resumed: %d decision(s), %d mark(s), %d area(s).',
'Le document ne peut pas être lu.':'The document cannot be read.',
'Le fichier est introuvable.':'The file cannot be found.',
"Ce fichier n'est pas un PDF.":'This file is not a PDF.',
"Ce PDF est protégé par un mot de passe : retirez la protection avant de l'anonymiser.":'This PDF is password-protected: remove the protection before anonymising it.',
'Ce PDF est endommagé et ne peut pas être lu.':'This PDF is damaged and cannot be read.',
'Ce PDF ne contient aucune page.':'This PDF has no page.',
'Ce document est trop volumineux pour être traité en une fois.':'This document is too large to be processed at once.',
"Ce fichier texte n'est pas encodé en UTF-8.":'This text file is not UTF-8 encoded.',
"Le fichier de sortie doit être différent du fichier d'origine.":'The output file must differ from the original file.',
"Le rapport doit être un fichier distinct de l'entrée et de la sortie.":'The report must be a file distinct from the input and the output.',
'Écriture impossible dans le dossier de sortie.':'Cannot write to the output folder.',
"Ce PDF n'a pas pu être traité (structure inhabituelle). Aucun fichier écrit.":'This PDF could not be processed (unusual structure). No file written.',
"Ce fichier n'est pas une relecture Caviard.":'This file is not a Caviard review.',
'Le fichier de relecture ne peut pas être lu.':'The review file cannot be read.',
'Cette relecture a été enregistrée pour un autre fichier (empreinte différente) : elle ne peut pas être reprise sur ce document.':'This review was saved for another file (different fingerprint): it cannot be resumed on this document.',
"Cette relecture a été enregistrée pour un document d'un autre nombre de pages : elle ne peut pas être reprise sur ce document.":'This review was saved for a document with another page count: it cannot be resumed on this document.',
'Cette relecture contient des positions hors du document : elle ne peut pas être reprise.':'This review holds positions outside the document: it cannot be resumed.',
'Le terme est vide.':'The term is empty.',
'Cette expression régulière accepte le texte vide : précisez-la.':'This regular expression accepts empty text: make it more specific.',
'Cette expression accepte le texte vide : précisez-la.':'This expression accepts empty text: make it more specific.',
'Expression régulière invalide : %s%s.':'Invalid regular expression: %s%s.',
'parenthèse ouverte jamais fermée':'opening parenthesis never closed',
'parenthèse fermante sans ouvrante':'closing parenthesis without an opening one',
'crochet [ jamais fermé':'bracket [ never closed',
'répétition (*, +, ?) sans rien à répéter':'repetition (*, +, ?) with nothing to repeat',
'deux répétitions de suite':'two repetitions in a row',
'échappement \\ inconnu':'unknown \\ escape',
"intervalle de caractères à l'envers":'character range reversed',
'extension (?…) inconnue':'unknown (?…) extension',
'regard en arrière de longueur variable':'variable-length look-behind',
'syntaxe incorrecte':'incorrect syntax',
' (caractère %d)':' (character %d)',
'Page illisible.':'Unreadable page.',
"Ce PDF est endommagé : aucune de ses pages n'a pu être lue. Demandez une nouvelle copie du fichier.":'This PDF is damaged: none of its pages could be read. Ask for a new copy of the file.',
"Fichier endommagé, réparé à l'ouverture : vérifiez chaque page. Détail : %s":'Damaged file, repaired when opened: check every page. Detail (in French): %s',
"Une page est relue quand elle est restée affichée avec ses détections (plus d'une seconde), ou quand N a parcouru toutes ses détections. U va à la page suivante à relire.":'A page is reviewed once it stayed on screen with its detections (more than a second), or once N stepped through all its detections. U goes to the next page to review.',
}


def fill(path: Path) -> list[str]:
    s = path.read_text(encoding="utf-8")
    missing: list[str] = []

    def fix(m):
        src = html.unescape(m.group(1))
        en = EN.get(src)
        if en is None:
            missing.append(src)
            return m.group(0)
        return re.sub(r'<translation type="unfinished">[^<]*</translation>',
                      lambda _m: "<translation>%s</translation>" % html.escape(en, quote=False), m.group(0))

    s = re.sub(r'<source>([^<]*)</source>\s*<translation type="unfinished">[^<]*</translation>', fix, s, flags=re.S)
    path.write_text(s, encoding="utf-8")
    return missing


def main() -> int:
    ts = HERE / "caviard_en.ts"
    sources = sorted(str(p) for p in (ROOT / "app" / "ui").glob("*.py"))
    subprocess.run([str(BIN / "pyside6-lupdate"), *sources, "-no-obsolete", "-source-language", "fr_FR",
                    "-target-language", "en_GB", "-ts", str(ts)], check=True)
    missing = fill(ts)
    if missing:
        print("untranslated:", *missing, sep="\n  ")
    subprocess.run([str(BIN / "pyside6-lrelease"), str(ts), "-qm", str(HERE / "caviard_en.qm")], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
