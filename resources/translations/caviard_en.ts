<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="fr_FR">
<context>
    <name>AnalysisController</name>
    <message>
        <location filename="../../app/ui/analysis.py" line="285"/>
        <source>Page illisible.</source>
        <translation>Unreadable page.</translation>
    </message>
</context>
<context>
    <name>DetectionsPanel</name>
    <message>
        <location filename="../../app/ui/detections_panel.py" line="78"/>
        <location filename="../../app/ui/detections_panel.py" line="281"/>
        <source>Aucun document</source>
        <translation>No document</translation>
    </message>
    <message>
        <location filename="../../app/ui/detections_panel.py" line="85"/>
        <source>Détection</source>
        <translation>Detection</translation>
    </message>
    <message>
        <location filename="../../app/ui/detections_panel.py" line="85"/>
        <location filename="../../app/ui/detections_panel.py" line="98"/>
        <source>Page</source>
        <translation>Page</translation>
    </message>
    <message>
        <location filename="../../app/ui/detections_panel.py" line="85"/>
        <location filename="../../app/ui/detections_panel.py" line="98"/>
        <source>Confiance</source>
        <translation>Confidence</translation>
    </message>
    <message>
        <location filename="../../app/ui/detections_panel.py" line="112"/>
        <source>Décoche les détections dont la confiance est inférieure au seuil. Baisser le seuil ne recoche rien.</source>
        <translation>Unticks detections below the threshold. Lowering it never ticks anything back.</translation>
    </message>
    <message>
        <location filename="../../app/ui/detections_panel.py" line="270"/>
        <source>%s  (%d, dont %d à masquer)</source>
        <translation>%s  (%d, %d to mask)</translation>
    </message>
    <message>
        <location filename="../../app/ui/detections_panel.py" line="284"/>
        <source>%d détection(s) · %d à masquer · %d conservée(s)</source>
        <translation>%d detection(s) · %d to mask · %d kept</translation>
    </message>
    <message>
        <location filename="../../app/ui/detections_panel.py" line="296"/>
        <source>Zones masquées</source>
        <translation>Masked areas</translation>
    </message>
    <message>
        <location filename="../../app/ui/detections_panel.py" line="303"/>
        <source>Page entière</source>
        <translation>Whole page</translation>
    </message>
    <message>
        <location filename="../../app/ui/detections_panel.py" line="303"/>
        <source>Zone rectangulaire</source>
        <translation>Rectangular area</translation>
    </message>
    <message>
        <location filename="../../app/ui/detections_panel.py" line="308"/>
        <source>Décocher pour supprimer la zone (annulable)</source>
        <translation>Untick to delete the area (undoable)</translation>
    </message>
    <message>
        <location filename="../../app/ui/detections_panel.py" line="329"/>
        <source>Basculer une détection</source>
        <translation>Toggle a detection</translation>
    </message>
    <message>
        <location filename="../../app/ui/detections_panel.py" line="338"/>
        <source>Basculer un type</source>
        <translation>Toggle a kind</translation>
    </message>
    <message>
        <location filename="../../app/ui/detections_panel.py" line="371"/>
        <source>Confiance min. %d %%</source>
        <translation>Min. confidence %d %%</translation>
    </message>
</context>
<context>
    <name>DossierPanel</name>
    <message>
        <location filename="../../app/ui/dossier_panel.py" line="18"/>
        <source>Aucun dossier : Fichier ▸ Ouvrir un dossier, ou déposez plusieurs PDF.</source>
        <translation>No dossier: File ▸ Open a dossier, or drop several PDFs.</translation>
    </message>
    <message>
        <location filename="../../app/ui/dossier_panel.py" line="22"/>
        <source>Les dates de naissance, NIR, IPP, courriels et noms d&apos;un fichier sont masqués dans tous les fichiers du dossier (badge « D »). Ctrl+PgSuiv / Ctrl+PgPréc : fichier suivant / précédent ; la relecture de chaque fichier est gardée.</source>
        <translation>Birth dates, NIR, IPP, e-mails and names of one file are masked in every file of the dossier (badge &quot;D&quot;). Ctrl+PgDown / Ctrl+PgUp: next / previous file; each file&apos;s review is kept.</translation>
    </message>
    <message>
        <location filename="../../app/ui/dossier_panel.py" line="40"/>
        <source>Dossier de %d fichier(s)</source>
        <translation>Dossier of %d file(s)</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="69"/>
        <source>Exporter le PDF anonymisé</source>
        <translation>Export the anonymised PDF</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="87"/>
        <source>Type</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="87"/>
        <source>Relues</source>
        <translation>Reviewed</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="87"/>
        <source>Ajoutées</source>
        <translation>Added</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="87"/>
        <location filename="../../app/ui/export_dialog.py" line="239"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="103"/>
        <source>⚠ La relecture a changé depuis cet aperçu : il sera recalculé à l&apos;export.</source>
        <translation>⚠ The review changed since this preview: it will be recomputed at export.</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="110"/>
        <source>Voir l&apos;ajout suivant sur la page</source>
        <translation>Show the next addition on the page</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="112"/>
        <source>Aller à la page suivante à revoir</source>
        <translation>Go to the next page to check</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="113"/>
        <source>Montrer la page où la vérification a encore trouvé quelque chose, ou qui a perdu plus de 2 % de ses mots hors des masques</source>
        <translation>Show the page where verification still found something, or that lost more than 2 % of its words outside the masks</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="118"/>
        <source>Actualiser l&apos;aperçu</source>
        <translation>Refresh the preview</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="130"/>
        <source>Masquer entièrement les %d page(s) image non lues par OCR (obligatoire) : %s</source>
        <translation>Mask entirely the %d image page(s) not read by OCR (required): %s</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="138"/>
        <source>Fichier de sortie :</source>
        <translation>Output file:</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="140"/>
        <source>Choisir…</source>
        <translation>Choose…</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="145"/>
        <source>Enregistrer aussi le rapport (JSON, sans valeur personnelle)</source>
        <translation>Also save the report (JSON, no personal value)</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="151"/>
        <source>Prêt</source>
        <translation>Ready</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="166"/>
        <source>Ouvrir le dossier</source>
        <translation>Open folder</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="169"/>
        <source>Fermer</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="171"/>
        <source>Exporter et vérifier</source>
        <translation>Export and verify</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="174"/>
        <source>Essai sans écrire</source>
        <translation>Trial run (nothing written)</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="175"/>
        <source>Masquer et vérifier sans rien écrire : montre les pages à revoir avant l&apos;export</source>
        <translation>Redact and verify without writing anything: shows the pages to check before the export</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="214"/>
        <source>Le plan d&apos;anonymisation n&apos;a pas pu être établi.</source>
        <translation>The anonymisation plan could not be built.</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="252"/>
        <source>%d passage(s) relu(s) seront masqués ; la propagation et les termes forcés en ajoutent %d (surlignés « P » / « F » sur les pages). %d zone(s) dessinée(s).</source>
        <translation>%d reviewed passage(s) will be masked; propagation and forced terms add %d (marked &quot;P&quot; / &quot;F&quot; on the pages). %d drawn area(s).</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="260"/>
        <source>Valeurs critiques conservées à votre demande : %s.</source>
        <translation>Critical values kept at your request: %s.</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="304"/>
        <source>⚠ L&apos;analyse n&apos;est pas terminée (annulée ou en échec) : des pages n&apos;ont pas été analysées et n&apos;ont aucune détection.</source>
        <translation>⚠ The analysis is not finished (cancelled or failed): some pages were not analysed and have no detection.</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="309"/>
        <source>⚠ %d page(s) pas encore relue(s) : %s.</source>
        <translation>⚠ %d page(s) not reviewed yet: %s.</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="312"/>
        <source>Je confirme l&apos;export malgré ces avertissements</source>
        <translation>I confirm the export despite these warnings</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="324"/>
        <source>Enregistrer le PDF anonymisé</source>
        <translation>Save the anonymised PDF</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="324"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="331"/>
        <source>Masquage…</source>
        <translation>Masking…</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="332"/>
        <source>Nettoyage des métadonnées…</source>
        <translation>Cleaning metadata…</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="333"/>
        <source>Vérification indépendante…</source>
        <translation>Independent verification…</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="334"/>
        <source>Vérification par OCR des pages numérisées…</source>
        <translation>OCR verification of scanned pages…</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="335"/>
        <source>Écriture…</source>
        <translation>Writing…</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="387"/>
        <source>L&apos;essai a échoué.</source>
        <translation>The trial run failed.</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="390"/>
        <source>Essai terminé</source>
        <translation>Trial run finished</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="392"/>
        <source>Essai réussi : l&apos;export passerait la vérification. Rien n&apos;a été écrit.</source>
        <translation>Trial run passed: the export would pass verification. Nothing was written.</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="396"/>
        <source>L&apos;export serait refusé : rien n&apos;a été écrit.</source>
        <translation>The export would be refused: nothing was written.</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="408"/>
        <source>À revoir : plus de 2 %% des mots ont disparu hors des masques sur la/les page(s) %s.</source>
        <translation>To check: more than 2 %% of the words disappeared outside the masks on page(s) %s.</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="419"/>
        <source>Des pages image ne peuvent pas être vérifiées : cochez « Masquer entièrement » ci-dessus. Aucun fichier écrit.</source>
        <translation>Some image pages cannot be verified: tick &quot;Mask entirely&quot; above. No file written.</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="423"/>
        <source>L&apos;export a échoué.</source>
        <translation>The export failed.</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="429"/>
        <source>Terminé</source>
        <translation>Done</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="431"/>
        <source>✔ Fichier écrit et vérifié : aucune valeur masquée ne subsiste.</source>
        <translation>✔ File written and verified: no masked value remains.</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="444"/>
        <source>✘ Vérification échouée : aucun fichier écrit.</source>
        <translation>✘ Verification failed: no file written.</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="453"/>
        <source>Échec</source>
        <translation>Failed</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <location filename="../../app/ui/find_bar.py" line="40"/>
        <source>Rechercher dans le document (casse et accents ignorés)</source>
        <translation>Search the document (case and accents ignored)</translation>
    </message>
    <message>
        <location filename="../../app/ui/find_bar.py" line="45"/>
        <source>Regex</source>
        <translation>Regex</translation>
    </message>
    <message>
        <location filename="../../app/ui/find_bar.py" line="51"/>
        <source>Occurrence précédente (Maj+F3)</source>
        <translation>Previous occurrence (Shift+F3)</translation>
    </message>
    <message>
        <location filename="../../app/ui/find_bar.py" line="55"/>
        <source>Occurrence suivante (F3, Entrée)</source>
        <translation>Next occurrence (F3, Enter)</translation>
    </message>
    <message>
        <location filename="../../app/ui/find_bar.py" line="60"/>
        <source>Type donné aux occurrences masquées</source>
        <translation>Kind given to the masked occurrences</translation>
    </message>
    <message>
        <location filename="../../app/ui/find_bar.py" line="63"/>
        <source>Masquer toutes les occurrences</source>
        <translation>Mask every occurrence</translation>
    </message>
    <message>
        <location filename="../../app/ui/find_bar.py" line="64"/>
        <source>Ajoute la recherche comme terme forcé de ce document (annulable)</source>
        <translation>Adds the search as a forced term of this document (undoable)</translation>
    </message>
    <message>
        <location filename="../../app/ui/find_bar.py" line="68"/>
        <source>Fermer la recherche (Échap)</source>
        <translation>Close the search (Esc)</translation>
    </message>
    <message>
        <location filename="../../app/ui/find_bar.py" line="115"/>
        <source>Expression invalide</source>
        <translation>Invalid expression</translation>
    </message>
    <message>
        <location filename="../../app/ui/find_bar.py" line="148"/>
        <source>Aucune occurrence</source>
        <translation>No occurrence</translation>
    </message>
    <message>
        <location filename="../../app/ui/find_bar.py" line="150"/>
        <source>%d / %d occurrence(s)</source>
        <translation>%d / %d occurrence(s)</translation>
    </message>
</context>
<context>
    <name>ForceTermsPanel</name>
    <message>
        <location filename="../../app/ui/force_panel.py" line="35"/>
        <source>Termes masqués partout, dans tous les documents (sigles, noms de service…). Casse et accents ignorés ; la liste est enregistrée sur ce poste.</source>
        <translation>Terms masked everywhere, in every document (acronyms, ward names…). Case and accents ignored; the list is saved on this computer.</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="45"/>
        <source>Terme à masquer, ex. CHCB</source>
        <translation>Term to mask, e.g. CHCB</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="48"/>
        <source>Regex</source>
        <translation>Regex</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="49"/>
        <source>Interpréter le terme comme une expression régulière</source>
        <translation>Interpret the term as a regular expression</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="50"/>
        <source>Ajouter</source>
        <translation>Add</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="68"/>
        <source>Retirer</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="70"/>
        <source>Importer…</source>
        <translation>Import…</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="72"/>
        <source>Exporter…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="86"/>
        <source>regex</source>
        <translation>regex</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="86"/>
        <source>terme</source>
        <translation>term</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="87"/>
        <source>%d occurrence(s)</source>
        <translation>%d occurrence(s)</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="106"/>
        <source>Ajouter un terme forcé</source>
        <translation>Add a forced term</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="118"/>
        <source>Retirer un terme forcé</source>
        <translation>Remove a forced term</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="121"/>
        <source>Importer une liste de termes</source>
        <translation>Import a term list</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="121"/>
        <location filename="../../app/ui/force_panel.py" line="139"/>
        <source>Liste de termes (*.json)</source>
        <translation>Term list (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="135"/>
        <source>Importer des termes forcés</source>
        <translation>Import forced terms</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="139"/>
        <source>Exporter la liste de termes</source>
        <translation>Export the term list</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/ui/main_window.py" line="458"/>
        <source>Termes forcés</source>
        <translation>Forced terms</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="424"/>
        <source>Masquer une zone</source>
        <translation>Mask an area</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="282"/>
        <location filename="../../app/ui/main_window.py" line="417"/>
        <source>Prêt</source>
        <translation>Ready</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="166"/>
        <source>(ajouté par la propagation à l&apos;export)</source>
        <translation>(added by propagation at export)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="170"/>
        <source>Conservé par le relecteur</source>
        <translation>Kept by the reviewer</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="177"/>
        <source>Texte lu par OCR · confiance OCR %d %%</source>
        <translation>Text read by OCR · OCR confidence %d %%</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="180"/>
        <source>Texte lu par OCR (le moteur ne fournit pas de confiance par mot)</source>
        <translation>Text read by OCR (the engine gives no per-word confidence)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="241"/>
        <source>Analyse en cours…</source>
        <translation>Analysing…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="300"/>
        <source>Analyse annulée : les pages non analysées n&apos;ont aucune détection.</source>
        <translation>Analysis cancelled: pages not analysed have no detection.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="435"/>
        <source>Masquer toute la page</source>
        <translation>Mask the whole page</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="326"/>
        <source>Décision</source>
        <translation>Decision</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="164"/>
        <source>Valeur d&apos;un autre fichier du dossier : masquée à l&apos;export</source>
        <translation>Value from another file of the dossier: masked at export</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="244"/>
        <source>Fichier endommagé, réparé à l&apos;ouverture : vérifiez chaque page. Détail : %s</source>
        <translation>Damaged file, repaired when opened: check every page. Detail (in French): %s</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="245"/>
        <source>Fichier endommagé, réparé à l&apos;ouverture : vérifiez chaque page.</source>
        <translation>Damaged file, repaired when opened: check every page.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="303"/>
        <source>Analyse annulée : les pages non analysées n&apos;ont aucune détection et ne sont pas relues.</source>
        <translation>Analysis cancelled: pages not analysed have no detection and are not reviewed.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="305"/>
        <source>Reprendre l&apos;analyse</source>
        <translation>Resume the analysis</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="331"/>
        <source>Basculer une détection</source>
        <translation>Toggle a detection</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="338"/>
        <source>Décocher sous %d %%</source>
        <translation>Untick below %d %%</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="343"/>
        <source>Tout masquer sur la page</source>
        <translation>Mask all on the page</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="347"/>
        <source>Tout conserver sur la page</source>
        <translation>Keep all on the page</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="406"/>
        <source>Marque manuelle</source>
        <translation>Manual mark</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="412"/>
        <source>Marque manuelle ajoutée (%s).</source>
        <translation>Manual mark added (%s).</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="417"/>
        <source>Tracez un rectangle sur la page pour le masquer entièrement.</source>
        <translation>Draw a rectangle on the page to mask it entirely.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="443"/>
        <source>Conserver (ne pas masquer)</source>
        <translation>Keep (do not mask)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="443"/>
        <source>Masquer</source>
        <translation>Mask</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="446"/>
        <source>Supprimer la marque manuelle</source>
        <translation>Delete the manual mark</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="447"/>
        <source>Supprimer une marque</source>
        <translation>Delete a mark</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="451"/>
        <source>Supprimer cette zone</source>
        <translation>Delete this area</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="452"/>
        <source>Supprimer une zone</source>
        <translation>Delete an area</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="462"/>
        <source>La liste de termes forcés n&apos;a pas pu être enregistrée.</source>
        <translation>The forced term list could not be saved.</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../../app/ui/window_chrome.py" line="80"/>
        <source>Masquer ce message</source>
        <translation>Hide this message</translation>
    </message>
</context>
<context>
    <name>PageMouseMixin</name>
    <message>
        <location filename="../../app/ui/page_mouse.py" line="57"/>
        <source>Zone masquée (clic droit : supprimer)</source>
        <translation>Masked area (right-click: delete)</translation>
    </message>
</context>
<context>
    <name>PagePaintMixin</name>
    <message>
        <location filename="../../app/ui/page_paint.py" line="40"/>
        <source>texte lu par OCR</source>
        <translation>text read by OCR</translation>
    </message>
</context>
<context>
    <name>PagesPanel</name>
    <message>
        <location filename="../../app/ui/pages_panel.py" line="27"/>
        <source>Une page est relue quand elle est restée affichée avec ses détections (plus d&apos;une seconde), ou quand N a parcouru toutes ses détections. U va à la page suivante à relire.</source>
        <translation>A page is reviewed once it stayed on screen with its detections (more than a second), or once N stepped through all its detections. U goes to the next page to review.</translation>
    </message>
    <message>
        <location filename="../../app/ui/pages_panel.py" line="53"/>
        <source>%d / %d pages relues</source>
        <translation>%d / %d pages reviewed</translation>
    </message>
    <message>
        <location filename="../../app/ui/pages_panel.py" line="57"/>
        <source>non analysée</source>
        <translation>not analysed</translation>
    </message>
    <message>
        <location filename="../../app/ui/pages_panel.py" line="59"/>
        <source>relue</source>
        <translation>reviewed</translation>
    </message>
    <message>
        <location filename="../../app/ui/pages_panel.py" line="61"/>
        <source>à relire</source>
        <translation>to review</translation>
    </message>
    <message>
        <location filename="../../app/ui/pages_panel.py" line="63"/>
        <source>%d détection(s)</source>
        <translation>%d detection(s)</translation>
    </message>
    <message>
        <location filename="../../app/ui/pages_panel.py" line="64"/>
        <source>Page %d</source>
        <translation>Page %d</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="33"/>
        <source>Paramètres</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="37"/>
        <source>Détection</source>
        <translation>Detection</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="44"/>
        <source>Les détections moins sûres sont listées mais pas cochées.</source>
        <translation>Less certain detections are listed but not ticked.</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="45"/>
        <source>Cocher à partir de la confiance</source>
        <translation>Tick from confidence</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="46"/>
        <source>Conserver les dates de soins (type « Date » non coché)</source>
        <translation>Keep dates of care (kind &quot;Date&quot; unticked)</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="49"/>
        <source>Utiliser le modèle de détection (NER)</source>
        <translation>Use the detection model (NER)</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="56"/>
        <source>celui du modèle</source>
        <translation>model default</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="59"/>
        <source>Probabilité qu&apos;un type d&apos;entité doit atteindre pour l&apos;emporter sur « pas une entité » (rappel du modèle).</source>
        <translation>Probability an entity type needs to win over &quot;not an entity&quot; (model recall).</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="61"/>
        <source>Seuil d&apos;entité du modèle</source>
        <translation>Model entity threshold</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="64"/>
        <source>modèle fourni avec Caviard</source>
        <translation>model shipped with Caviard</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="65"/>
        <source>Parcourir…</source>
        <translation>Browse…</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="69"/>
        <source>Dossier du modèle</source>
        <translation>Model folder</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="72"/>
        <source>Propagation à tout le document</source>
        <translation>Propagation to the whole document</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="74"/>
        <source>Chaque valeur masquée de ces types est recherchée et masquée sur toutes les pages.</source>
        <translation>Every masked value of these kinds is searched for and masked on every page.</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="87"/>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="90"/>
        <source>Type dans la zone, ex. [NOM]</source>
        <translation>Kind in the box, e.g. [NOM]</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="91"/>
        <source>Rectangle noir sans texte</source>
        <translation>Plain black box</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="93"/>
        <source>Zones masquées</source>
        <translation>Masked areas</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="96"/>
        <source>Confidentialité</source>
        <translation>Privacy</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="98"/>
        <source>Afficher le nom du fichier dans le titre de la fenêtre</source>
        <translation>Show the file name in the window title</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="100"/>
        <source>Mémoriser les fichiers récents sur ce poste</source>
        <translation>Remember recent files on this computer</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="102"/>
        <source>Les noms de fichiers contiennent souvent le nom du patient : désactivé par défaut.</source>
        <translation>File names often contain the patient&apos;s name: off by default.</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="111"/>
        <source>Enregistrer</source>
        <translation>Save</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="112"/>
        <source>Annuler</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="113"/>
        <source>Valeurs par défaut</source>
        <translation>Defaults</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="120"/>
        <source>Dossier du modèle NER</source>
        <translation>NER model folder</translation>
    </message>
</context>
<context>
    <name>WindowAnalysisMixin</name>
    <message>
        <location filename="../../app/ui/window_analysis.py" line="44"/>
        <source>Analyse terminée : %d détection(s) à relire.</source>
        <translation>Analysis finished: %d detection(s) to review.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_analysis.py" line="69"/>
        <source>OCR %v / %m</source>
        <translation>OCR %v / %m</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_analysis.py" line="72"/>
        <source>Reconnaissance de caractères des pages numérisées…</source>
        <translation>Recognising characters of scanned pages…</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_analysis.py" line="97"/>
        <source>Analyse %v / %m</source>
        <translation>Analysis %v / %m</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_analysis.py" line="99"/>
        <source>Reconnaissance de caractères impossible : %s</source>
        <translation>Character recognition failed: %s</translation>
    </message>
</context>
<context>
    <name>WindowBuildMixin</name>
    <message>
        <location filename="../../app/ui/window_build.py" line="78"/>
        <source>Déposez un PDF ici
ou ouvrez-le avec Fichier ▸ Ouvrir (Ctrl+O)</source>
        <translation>Drop a PDF here
or open it with File ▸ Open (Ctrl+O)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="91"/>
        <source>Supprimer une zone</source>
        <translation>Delete an area</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="97"/>
        <source>Détections</source>
        <translation>Detections</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="98"/>
        <source>Termes forcés</source>
        <translation>Forced terms</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="101"/>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="104"/>
        <source>Dossier</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="105"/>
        <source>Relecture</source>
        <translation>Review</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="130"/>
        <source>&amp;Ouvrir un PDF…</source>
        <translation>&amp;Open a PDF…</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="131"/>
        <source>&amp;Exporter le PDF anonymisé…</source>
        <translation>&amp;Export the anonymised PDF…</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="132"/>
        <source>Ouvrir</source>
        <translation>Open</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="133"/>
        <source>Exporter</source>
        <translation>Export</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="134"/>
        <source>&amp;Fermer le document</source>
        <translation>&amp;Close the document</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="135"/>
        <source>&amp;Quitter</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="136"/>
        <source>Annuler</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="139"/>
        <source>Rétablir</source>
        <translation>Redo</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="144"/>
        <source>&amp;Paramètres…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="145"/>
        <source>Détection &amp;suivante</source>
        <translation>&amp;Next detection</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="146"/>
        <source>Détection &amp;précédente</source>
        <translation>&amp;Previous detection</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="147"/>
        <source>&amp;Basculer masquer / conserver</source>
        <translation>&amp;Toggle mask / keep</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="149"/>
        <source>Basculer (Espace, sur la page)</source>
        <translation>Toggle (Space, on the page)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="154"/>
        <source>Tout &amp;masquer sur la page</source>
        <translation>&amp;Mask all on the page</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="155"/>
        <source>Tout &amp;conserver sur la page</source>
        <translation>&amp;Keep all on the page</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="156"/>
        <source>Masquer une &amp;zone (rectangle)</source>
        <translation>Mask an &amp;area (rectangle)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="157"/>
        <source>Masquer &amp;toute la page</source>
        <translation>Mask the whole &amp;page</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="158"/>
        <source>Page illisible (manuscrit, mauvais scan) : tout son contenu sera masqué</source>
        <translation>Unreadable page (handwriting, poor scan): all its content will be masked</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="159"/>
        <source>Masquer une zone</source>
        <translation>Mask an area</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="160"/>
        <source>Tracer un rectangle à masquer entièrement (signature, tampon, image)</source>
        <translation>Draw a rectangle to mask entirely (signature, stamp, image)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="161"/>
        <source>Zoom a&amp;vant</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="162"/>
        <source>Zoom a&amp;rrière</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="163"/>
        <source>&amp;Largeur de la page</source>
        <translation>Page &amp;width</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="164"/>
        <source>Page suivante</source>
        <translation>Next page</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="165"/>
        <source>Page précédente</source>
        <translation>Previous page</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="166"/>
        <source>Première page</source>
        <translation>First page</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="168"/>
        <source>Dernière page</source>
        <translation>Last page</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="169"/>
        <source>&amp;Rechercher dans le document…</source>
        <translation>&amp;Find in the document…</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="170"/>
        <source>Occurrence suivante</source>
        <translation>Next occurrence</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="171"/>
        <source>Occurrence précédente</source>
        <translation>Previous occurrence</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="172"/>
        <source>&amp;Enregistrer la relecture</source>
        <translation>&amp;Save the review</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="173"/>
        <source>&amp;Reprendre une relecture enregistrée…</source>
        <translation>&amp;Resume a saved review…</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="174"/>
        <source>&amp;Reprendre l&apos;analyse</source>
        <translation>Resume the &amp;analysis</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="175"/>
        <source>Page suivante &amp;à relire</source>
        <translation>Next page to re&amp;view</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="176"/>
        <source>Tout masquer dans le &amp;document</source>
        <translation>Mask all in the &amp;document</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="177"/>
        <source>Tout conser&amp;ver dans le document</source>
        <translation>&amp;Keep all in the document</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="178"/>
        <source>Ouvrir un &amp;dossier de patient…</source>
        <translation>Open a patient &amp;dossier…</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="179"/>
        <source>Fichier suivant du dossier</source>
        <translation>Next file of the dossier</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="180"/>
        <source>Fichier précédent du dossier</source>
        <translation>Previous file of the dossier</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="181"/>
        <source>Exporter tout le &amp;dossier…</source>
        <translation>Export the whole &amp;dossier…</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="182"/>
        <source>&amp;Raccourcis clavier</source>
        <translation>Keyboard &amp;shortcuts</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="183"/>
        <source>&amp;Légende des couleurs</source>
        <translation>Colour &amp;legend</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="184"/>
        <source>À &amp;propos de Caviard</source>
        <translation>&amp;About Caviard</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="188"/>
        <source>&amp;Fichier</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="193"/>
        <source>Fichiers &amp;récents</source>
        <translation>&amp;Recent files</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="203"/>
        <source>&amp;Édition</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="212"/>
        <source>&amp;Relecture</source>
        <translation>&amp;Review</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="227"/>
        <source>Type des marques manuelles</source>
        <translation>Kind of manual marks</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="236"/>
        <source>&amp;Affichage</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="244"/>
        <source>&amp;Aide</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="250"/>
        <source>Outils</source>
        <translation>Tools</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="268"/>
        <source> Marquer comme : </source>
        <translation> Mark as: </translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="273"/>
        <source>Type donné au texte sélectionné à la souris et aux zones tracées</source>
        <translation>Kind given to text selected with the mouse and to drawn areas</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="282"/>
        <source>Largeur</source>
        <translation>Width</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="286"/>
        <source> Page </source>
        <translation> Page </translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="300"/>
        <source>Prêt</source>
        <translation>Ready</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="303"/>
        <source>Analyse %v / %m</source>
        <translation>Analysis %v / %m</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_build.py" line="304"/>
        <source>Annuler l&apos;analyse</source>
        <translation>Cancel analysis</translation>
    </message>
</context>
<context>
    <name>WindowDialogsMixin</name>
    <message>
        <location filename="../../app/ui/window_dialogs.py" line="28"/>
        <source>Relecture non exportée</source>
        <translation>Review not exported</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dialogs.py" line="29"/>
        <source>La relecture de ce document n&apos;a pas été exportée : vos décisions seront perdues. Continuer ?</source>
        <translation>The review of this document has not been exported: your decisions will be lost. Continue?</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dialogs.py" line="46"/>
        <source>Conserver une valeur critique</source>
        <translation>Keep a critical value</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dialogs.py" line="49"/>
        <source>Conserver « %s » dans tout le document ?</source>
        <translation>Keep &quot;%s&quot; in the whole document?</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dialogs.py" line="51"/>
        <source>Conserver ces %d valeurs critiques dans tout le document ?</source>
        <translation>Keep these %d critical values in the whole document?</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dialogs.py" line="53"/>
        <source>%s : une valeur de ce type identifie le patient. « Partout » la conserve sur toutes les pages ; « Ici seulement » ne conserve que ce passage, les autres occurrences restent masquées.</source>
        <translation>%s: a value of this kind identifies the patient. &quot;Everywhere&quot; keeps it on every page; &quot;Here only&quot; keeps just this passage, the other occurrences stay masked.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dialogs.py" line="57"/>
        <source>Partout</source>
        <translation>Everywhere</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dialogs.py" line="58"/>
        <source>Ici seulement</source>
        <translation>Here only</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dialogs.py" line="74"/>
        <source>Ouvrir un PDF</source>
        <translation>Open a PDF</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dialogs.py" line="74"/>
        <source>Documents PDF (*.pdf)</source>
        <translation>PDF documents (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dialogs.py" line="81"/>
        <source>Désactivé (voir Paramètres ▸ Confidentialité)</source>
        <translation>Disabled (see Settings ▸ Privacy)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dialogs.py" line="85"/>
        <source>Aucun fichier récent</source>
        <translation>No recent file</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dialogs.py" line="119"/>
        <source>Seuls les fichiers PDF peuvent être ouverts : ce fichier a été refusé.</source>
        <translation>Only PDF files can be opened: this file was refused.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dialogs.py" line="121"/>
        <source>Fichier refusé : ce n&apos;est pas un PDF.</source>
        <translation>File refused: not a PDF.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dialogs.py" line="157"/>
        <source>Les paramètres n&apos;ont pas pu être enregistrés.</source>
        <translation>The settings could not be saved.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dialogs.py" line="164"/>
        <source>Le nouveau modèle servira au prochain document ouvert.</source>
        <translation>The new model will be used for the next document opened.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dialogs.py" line="177"/>
        <source>&lt;p&gt;Remplissage plein : sera masqué (plus opaque = plus sûr). Contour pointillé barré : conservé.&lt;br&gt;Badges : P = propagation, F = terme forcé, M = marque manuelle. Les types de même couleur portent leur sigle (NIR, IPP, CP…) en haut à droite du surlignage.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Solid fill: will be masked (more opaque = surer). Dashed struck-through outline: kept.&lt;br&gt;Badges: P = propagation, F = forced term, M = manual mark. Kinds sharing a colour carry their code (NIR, IPP, CP…) at the top right of the highlight.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dialogs.py" line="181"/>
        <source>Légende</source>
        <translation>Legend</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dialogs.py" line="200"/>
        <source>Raccourcis clavier</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dialogs.py" line="204"/>
        <source>&lt;p&gt;Relire au clavier : N / P passent d&apos;une détection à l&apos;autre, Espace (sur la page) ou T bascule masquer / conserver, U va à la page suivante à relire, Ctrl+E exporte.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Reviewing with the keyboard: N / P move from one detection to the next, Space (on the page) or T toggles mask / keep, U goes to the next page to review, Ctrl+E exports.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dialogs.py" line="221"/>
        <source>À propos de Caviard</source>
        <translation>About Caviard</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dialogs.py" line="222"/>
        <source>&lt;b&gt;Caviard&lt;/b&gt;&lt;br&gt;Anonymisation de comptes rendus cliniques PDF, hors ligne.&lt;br&gt;Licence AGPL-3.0-or-later.</source>
        <translation>&lt;b&gt;Caviard&lt;/b&gt;&lt;br&gt;Offline anonymisation of clinical PDF reports.&lt;br&gt;Licence AGPL-3.0-or-later.</translation>
    </message>
</context>
<context>
    <name>WindowDossierMixin</name>
    <message>
        <location filename="../../app/ui/window_dossier.py" line="58"/>
        <source>Ouvrir un dossier de patient</source>
        <translation>Open a patient dossier</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dossier.py" line="66"/>
        <source>Ce dossier ne contient aucun PDF.</source>
        <translation>This folder holds no PDF.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dossier.py" line="195"/>
        <source>Document %d</source>
        <translation>Document %d</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dossier.py" line="197"/>
        <source>lecture en attente</source>
        <translation>waiting to be read</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dossier.py" line="198"/>
        <source>lu (valeurs partagées)</source>
        <translation>read (values shared)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dossier.py" line="199"/>
        <source>illisible</source>
        <translation>unreadable</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dossier.py" line="200"/>
        <source>en relecture</source>
        <translation>under review</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dossier.py" line="201"/>
        <source>relu</source>
        <translation>reviewed</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dossier.py" line="202"/>
        <source>exporté</source>
        <translation>exported</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dossier.py" line="203"/>
        <source>export en cours</source>
        <translation>being exported</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dossier.py" line="204"/>
        <source>refusé à la vérification</source>
        <translation>refused by verification</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dossier.py" line="207"/>
        <source>%d valeur(s) pour le dossier</source>
        <translation>%d value(s) for the dossier</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dossier.py" line="228"/>
        <source>Dossier de sortie des fichiers anonymisés</source>
        <translation>Output folder of the anonymised files</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dossier.py" line="249"/>
        <source>Le dossier de sortie n&apos;existe pas.</source>
        <translation>The output folder does not exist.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dossier.py" line="279"/>
        <source>Export du dossier en cours (%d fichier(s))…</source>
        <translation>Exporting the dossier (%d file(s))…</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dossier.py" line="288"/>
        <source>Fichiers non relus</source>
        <translation>Files not reviewed</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dossier.py" line="289"/>
        <source>Les documents %s n&apos;ont pas de relecture enregistrée : ils seront exportés avec les choix par défaut. Continuer ?</source>
        <translation>Documents %s have no saved review: they will be exported with the default choices. Continue?</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_dossier.py" line="309"/>
        <source>Dossier exporté : %d fichier(s) écrit(s) et vérifié(s), %d refusé(s) (rien d&apos;écrit pour eux).</source>
        <translation>Dossier exported: %d file(s) written and verified, %d refused (nothing written for them).</translation>
    </message>
</context>
<context>
    <name>WindowNoticesMixin</name>
    <message>
        <location filename="../../app/ui/window_notices.py" line="22"/>
        <source>%d page(s) lue(s) par reconnaissance de caractères (OCR) : %s.</source>
        <translation>%d page(s) read by character recognition (OCR): %s.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_notices.py" line="25"/>
        <source>Illisible(s) même par OCR : %s — utilisez « Masquer toute la page » (Maj+M) ; à l&apos;export elles sont masquées entièrement.</source>
        <translation>Unreadable even by OCR: %s — use &quot;Mask the whole page&quot; (Shift+M); at export they are masked entirely.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_notices.py" line="33"/>
        <source>%d page(s) sans texte (images numérisées) : %s. Leur contenu n&apos;est pas analysé ; masquez-les avec « Masquer une zone » ou à l&apos;export.</source>
        <translation>%d page(s) without text (scanned images): %s. Their content is not analysed; mask them with &quot;Mask an area&quot; or at export.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_notices.py" line="57"/>
        <source>Détection par modèle indisponible : l&apos;analyse utilise les règles seules.</source>
        <translation>Model detection unavailable: the analysis uses rules only.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_notices.py" line="63"/>
        <source>Détection par modèle indisponible.</source>
        <translation>Model detection unavailable.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_notices.py" line="73"/>
        <source>L&apos;analyse a échoué (%s) : les détections affichées sont incomplètes.</source>
        <translation>The analysis failed (%s): the detections shown are incomplete.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_notices.py" line="75"/>
        <source>Analyse interrompue par une erreur.</source>
        <translation>Analysis stopped by an error.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_notices.py" line="83"/>
        <source>Le fichier n&apos;a pas pu être ouvert.</source>
        <translation>The file could not be opened.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_notices.py" line="90"/>
        <source>%d détection(s) · %d à masquer · %d zone(s)</source>
        <translation>%d detection(s) · %d to mask · %d area(s)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_notices.py" line="101"/>
        <source>Page %d / %d</source>
        <translation>Page %d / %d</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_notices.py" line="116"/>
        <source>document de %d page(s)</source>
        <translation>%d-page document</translation>
    </message>
</context>
<context>
    <name>WindowReviewMixin</name>
    <message>
        <location filename="../../app/ui/window_review.py" line="56"/>
        <source>Masquer toutes les occurrences</source>
        <translation>Mask every occurrence</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_review.py" line="57"/>
        <source>%d valeur(s) ajoutée(s) comme termes forcés de ce document.</source>
        <translation>%d value(s) added as forced terms of this document.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_review.py" line="90"/>
        <source>%d / %d pages relues</source>
        <translation>%d / %d pages reviewed</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_review.py" line="104"/>
        <source>Toutes les pages sont relues.</source>
        <translation>Every page is reviewed.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_review.py" line="110"/>
        <source>Tout masquer dans le document</source>
        <translation>Mask all in the document</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_review.py" line="113"/>
        <source>Tout conserver dans le document</source>
        <translation>Keep all in the document</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_review.py" line="139"/>
        <source>La relecture n&apos;a pas pu être enregistrée.</source>
        <translation>The review could not be saved.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_review.py" line="144"/>
        <source>Relecture enregistrée : vous pourrez la reprendre en rouvrant ce fichier.</source>
        <translation>Review saved: you can resume it by opening this file again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_review.py" line="150"/>
        <source>Reprendre une relecture</source>
        <translation>Resume a review</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_review.py" line="151"/>
        <source>Relecture Caviard (*.json)</source>
        <translation>Caviard review (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_review.py" line="162"/>
        <source>Une relecture de ce fichier a été enregistrée : voulez-vous la reprendre ?</source>
        <translation>A review of this file was saved: do you want to resume it?</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_review.py" line="163"/>
        <source>Reprendre la relecture</source>
        <translation>Resume the review</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_review.py" line="181"/>
        <source>La relecture enregistrée sera reprise à la fin de l&apos;analyse.</source>
        <translation>The saved review will be resumed when the analysis ends.</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_review.py" line="196"/>
        <source>Relecture reprise : %d décision(s), %d marque(s), %d zone(s).</source>
        <translation>Review resumed: %d decision(s), %d mark(s), %d area(s).</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_review.py" line="228"/>
        <source>Analyse %v / %m</source>
        <translation>Analysis %v / %m</translation>
    </message>
    <message>
        <location filename="../../app/ui/window_review.py" line="233"/>
        <source>Analyse en cours…</source>
        <translation>Analysing…</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <location filename="../../app/ui/core_messages.py" line="21"/>
        <source>Le document ne peut pas être lu.</source>
        <translation>The document cannot be read.</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="22"/>
        <source>Le fichier est introuvable.</source>
        <translation>The file cannot be found.</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="23"/>
        <source>Ce fichier n&apos;est pas un PDF.</source>
        <translation>This file is not a PDF.</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="24"/>
        <source>Ce PDF est protégé par un mot de passe : retirez la protection avant de l&apos;anonymiser.</source>
        <translation>This PDF is password-protected: remove the protection before anonymising it.</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="25"/>
        <source>Ce PDF est endommagé et ne peut pas être lu.</source>
        <translation>This PDF is damaged and cannot be read.</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="26"/>
        <source>Ce PDF ne contient aucune page.</source>
        <translation>This PDF has no page.</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="27"/>
        <source>Ce document est trop volumineux pour être traité en une fois.</source>
        <translation>This document is too large to be processed at once.</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="28"/>
        <source>Ce fichier texte n&apos;est pas encodé en UTF-8.</source>
        <translation>This text file is not UTF-8 encoded.</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="29"/>
        <source>Ce PDF est endommagé : aucune de ses pages n&apos;a pu être lue. Demandez une nouvelle copie du fichier.</source>
        <translation>This PDF is damaged: none of its pages could be read. Ask for a new copy of the file.</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="32"/>
        <source>Ce fichier ne peut pas être ouvert.</source>
        <translation>This file cannot be opened.</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="33"/>
        <source>Le fichier de sortie doit être différent du fichier d&apos;origine.</source>
        <translation>The output file must differ from the original file.</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="34"/>
        <source>Le rapport doit être un fichier distinct de l&apos;entrée et de la sortie.</source>
        <translation>The report must be a file distinct from the input and the output.</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="35"/>
        <source>Le dossier de sortie n&apos;existe pas.</source>
        <translation>The output folder does not exist.</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="36"/>
        <source>Écriture impossible dans le dossier de sortie.</source>
        <translation>Cannot write to the output folder.</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="37"/>
        <source>Ce PDF n&apos;a pas pu être traité (structure inhabituelle). Aucun fichier écrit.</source>
        <translation>This PDF could not be processed (unusual structure). No file written.</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="39"/>
        <source>Ce fichier n&apos;est pas une relecture Caviard.</source>
        <translation>This file is not a Caviard review.</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="40"/>
        <source>Le fichier de relecture ne peut pas être lu.</source>
        <translation>The review file cannot be read.</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="41"/>
        <source>Cette relecture a été enregistrée pour un autre fichier (empreinte différente) : elle ne peut pas être reprise sur ce document.</source>
        <translation>This review was saved for another file (different fingerprint): it cannot be resumed on this document.</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="43"/>
        <source>Cette relecture a été enregistrée pour un document d&apos;un autre nombre de pages : elle ne peut pas être reprise sur ce document.</source>
        <translation>This review was saved for a document with another page count: it cannot be resumed on this document.</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="45"/>
        <source>Cette relecture contient des positions hors du document : elle ne peut pas être reprise.</source>
        <translation>This review holds positions outside the document: it cannot be resumed.</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="47"/>
        <source>Le terme est vide.</source>
        <translation>The term is empty.</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="48"/>
        <source>Cette expression régulière accepte le texte vide : précisez-la.</source>
        <translation>This regular expression accepts empty text: make it more specific.</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="49"/>
        <source>Cette expression accepte le texte vide : précisez-la.</source>
        <translation>This expression accepts empty text: make it more specific.</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="50"/>
        <source>Expression régulière invalide : %s%s.</source>
        <translation>Invalid regular expression: %s%s.</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="51"/>
        <source>parenthèse ouverte jamais fermée</source>
        <translation>opening parenthesis never closed</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="52"/>
        <source>parenthèse fermante sans ouvrante</source>
        <translation>closing parenthesis without an opening one</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="53"/>
        <source>crochet [ jamais fermé</source>
        <translation>bracket [ never closed</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="54"/>
        <source>répétition (*, +, ?) sans rien à répéter</source>
        <translation>repetition (*, +, ?) with nothing to repeat</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="55"/>
        <source>deux répétitions de suite</source>
        <translation>two repetitions in a row</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="56"/>
        <source>échappement \ inconnu</source>
        <translation>unknown \ escape</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="57"/>
        <source>intervalle de caractères à l&apos;envers</source>
        <translation>character range reversed</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="58"/>
        <source>extension (?…) inconnue</source>
        <translation>unknown (?…) extension</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="59"/>
        <source>regard en arrière de longueur variable</source>
        <translation>variable-length look-behind</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="60"/>
        <source>syntaxe incorrecte</source>
        <translation>incorrect syntax</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="61"/>
        <source> (caractère %d)</source>
        <translation> (character %d)</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="63"/>
        <source>Page %d : %s</source>
        <translation>Page %d: %s</translation>
    </message>
    <message>
        <location filename="../../app/ui/core_messages.py" line="64"/>
        <source>une zone de caviardage déjà présente dans le fichier est illisible et ne peut pas être appliquée. Aucun fichier écrit.</source>
        <translation>a redaction area already present in the file cannot be read, so it cannot be applied. No file written.</translation>
    </message>
</context>
<context>
    <name>kinds</name>
    <message>
        <location filename="../../app/ui/style.py" line="69"/>
        <location filename="../../app/ui/style.py" line="97"/>
        <source>Nom</source>
        <translation>Surname</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="70"/>
        <source>Prénom</source>
        <translation>First name</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="71"/>
        <source>Date de naissance</source>
        <translation>Date of birth</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="72"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="73"/>
        <source>Date de décès</source>
        <translation>Date of death</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="74"/>
        <source>N° de sécurité sociale (NIR)</source>
        <translation>Social security no. (NIR)</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="75"/>
        <source>IPP</source>
        <translation>Patient ID (IPP)</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="76"/>
        <source>N° de séjour / épisode</source>
        <translation>Stay / episode no.</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="77"/>
        <source>RPPS / ADELI</source>
        <translation>RPPS / ADELI</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="78"/>
        <source>FINESS</source>
        <translation>FINESS</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="79"/>
        <source>Autre identifiant</source>
        <translation>Other identifier</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="80"/>
        <source>Téléphone</source>
        <translation>Phone</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="81"/>
        <source>Courriel</source>
        <translation>Email</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="82"/>
        <source>Adresse</source>
        <translation>Address</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="83"/>
        <source>Code postal</source>
        <translation>Postcode</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="84"/>
        <source>Ville</source>
        <translation>City</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="85"/>
        <source>Établissement</source>
        <translation>Facility</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="86"/>
        <source>Terme forcé</source>
        <translation>Forced term</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="87"/>
        <source>Zone masquée</source>
        <translation>Masked area</translation>
    </message>
</context>
<context>
    <name>style</name>
    <message>
        <location filename="../../app/ui/style.py" line="106"/>
        <source>modèle</source>
        <translation>model</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="108"/>
        <source>règle</source>
        <translation>rule</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="110"/>
        <source>propagation</source>
        <translation>propagation</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="112"/>
        <source>terme forcé</source>
        <translation>forced term</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="114"/>
        <source>manuel</source>
        <translation>manual</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="126"/>
        <source>(calibrée)</source>
        <translation>(calibrated)</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="128"/>
        <source>(brute)</source>
        <translation>(raw)</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="131"/>
        <source>(précision documentée)</source>
        <translation>(documented precision)</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="144"/>
        <source>confirmé par : </source>
        <translation>confirmed by: </translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="147"/>
        <source>✔ sera masqué</source>
        <translation>✔ will be masked</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="147"/>
        <source>✘ sera conservé (rejeté)</source>
        <translation>✘ will be kept (rejected)</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="148"/>
        <source>Clic : basculer masquer / conserver</source>
        <translation>Click: toggle mask / keep</translation>
    </message>
</context>
</TS>
