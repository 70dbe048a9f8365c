<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="fr_FR">
<context>
    <name>DetectionsPanel</name>
    <message>
        <location filename="../../app/ui/detections_panel.py" line="79"/>
        <location filename="../../app/ui/detections_panel.py" line="268"/>
        <source>Aucun document</source>
        <translation>No document</translation>
    </message>
    <message>
        <location filename="../../app/ui/detections_panel.py" line="86"/>
        <source>Détection</source>
        <translation>Detection</translation>
    </message>
    <message>
        <location filename="../../app/ui/detections_panel.py" line="86"/>
        <source>Page</source>
        <translation>Page</translation>
    </message>
    <message>
        <location filename="../../app/ui/detections_panel.py" line="86"/>
        <source>Confiance</source>
        <translation>Confidence</translation>
    </message>
    <message>
        <location filename="../../app/ui/detections_panel.py" line="107"/>
        <source>Décoche les détections dont la confiance est inférieure au seuil. Baisser le seuil ne recoche rien.</source>
        <translation>Unticks detections below the threshold. Lowering it never ticks anything back.</translation>
    </message>
    <message>
        <location filename="../../app/ui/detections_panel.py" line="256"/>
        <source>%s  (%d, dont %d à masquer)</source>
        <translation>%s  (%d, %d to mask)</translation>
    </message>
    <message>
        <location filename="../../app/ui/detections_panel.py" line="271"/>
        <source>%d détection(s) · %d à masquer · %d conservée(s)</source>
        <translation>%d detection(s) · %d to mask · %d kept</translation>
    </message>
    <message>
        <location filename="../../app/ui/detections_panel.py" line="280"/>
        <source>Basculer une détection</source>
        <translation>Toggle a detection</translation>
    </message>
    <message>
        <location filename="../../app/ui/detections_panel.py" line="289"/>
        <source>Basculer un type</source>
        <translation>Toggle a kind</translation>
    </message>
    <message>
        <location filename="../../app/ui/detections_panel.py" line="318"/>
        <source>Confiance min. %d %%</source>
        <translation>Min. confidence %d %%</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="59"/>
        <source>Exporter le PDF anonymisé</source>
        <translation>Export the anonymised PDF</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="85"/>
        <source>⚠ L&apos;analyse n&apos;est pas terminée : des pages n&apos;ont pas été analysées.</source>
        <translation>⚠ The analysis is not finished: some pages were not analysed.</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="91"/>
        <source>Type</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="91"/>
        <source>Relues</source>
        <translation>Reviewed</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="91"/>
        <source>Ajoutées</source>
        <translation>Added</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="91"/>
        <location filename="../../app/ui/export_dialog.py" line="187"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="104"/>
        <source>Voir l&apos;ajout suivant sur la page</source>
        <translation>Show the next addition on the page</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="116"/>
        <source>Masquer entièrement les %d page(s) image non lues par OCR (obligatoire) : %s</source>
        <translation>Mask entirely the %d image page(s) not read by OCR (required): %s</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="124"/>
        <source>Fichier de sortie :</source>
        <translation>Output file:</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="126"/>
        <source>Choisir…</source>
        <translation>Choose…</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="131"/>
        <source>Enregistrer aussi le rapport (JSON, sans valeur personnelle)</source>
        <translation>Also save the report (JSON, no personal value)</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="137"/>
        <source>Prêt</source>
        <translation>Ready</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="145"/>
        <source>Ouvrir le dossier</source>
        <translation>Open folder</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="148"/>
        <source>Fermer</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="150"/>
        <source>Exporter et vérifier</source>
        <translation>Export and verify</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="165"/>
        <source>Le plan d&apos;anonymisation n&apos;a pas pu être établi.</source>
        <translation>The anonymisation plan could not be built.</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="199"/>
        <source>%d passage(s) relu(s) seront masqués ; la propagation et les termes forcés en ajoutent %d (surlignés « P » / « F » sur les pages). %d zone(s) dessinée(s).</source>
        <translation>%d reviewed passage(s) will be masked; propagation and forced terms add %d (marked &quot;P&quot; / &quot;F&quot; on the pages). %d drawn area(s).</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="221"/>
        <source>Enregistrer le PDF anonymisé</source>
        <translation>Save the anonymised PDF</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="221"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="228"/>
        <source>Masquage…</source>
        <translation>Masking…</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="229"/>
        <source>Nettoyage des métadonnées…</source>
        <translation>Cleaning metadata…</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="230"/>
        <source>Vérification indépendante…</source>
        <translation>Independent verification…</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="231"/>
        <source>Vérification par OCR des pages numérisées…</source>
        <translation>OCR verification of scanned pages…</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="232"/>
        <source>Écriture…</source>
        <translation>Writing…</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="248"/>
        <source>Le dossier de sortie n&apos;existe pas.</source>
        <translation>The output folder does not exist.</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="268"/>
        <source>Écriture impossible à cet emplacement.</source>
        <translation>Cannot write to this location.</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="278"/>
        <source>Terminé</source>
        <translation>Done</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="280"/>
        <source>✔ Fichier écrit et vérifié : aucune valeur masquée ne subsiste.</source>
        <translation>✔ File written and verified: no masked value remains.</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="288"/>
        <source>✘ Vérification échouée : aucun fichier écrit.</source>
        <translation>✘ Verification failed: no file written.</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="295"/>
        <source>Échec</source>
        <translation>Failed</translation>
    </message>
</context>
<context>
    <name>ForceTermsPanel</name>
    <message>
        <location filename="../../app/ui/force_panel.py" line="34"/>
        <source>Termes masqués partout, dans tous les documents (sigles, noms de service…). Casse et accents ignorés ; la liste est enregistrée sur ce poste.</source>
        <translation>Terms masked everywhere, in every document (acronyms, ward names…). Case and accents ignored; the list is saved on this computer.</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="44"/>
        <source>Terme à masquer, ex. CHCB</source>
        <translation>Term to mask, e.g. CHCB</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="47"/>
        <source>Regex</source>
        <translation>Regex</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="48"/>
        <source>Interpréter le terme comme une expression régulière</source>
        <translation>Interpret the term as a regular expression</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="49"/>
        <source>Ajouter</source>
        <translation>Add</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="67"/>
        <source>Retirer</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="69"/>
        <source>Importer…</source>
        <translation>Import…</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="71"/>
        <source>Exporter…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="85"/>
        <source>regex</source>
        <translation>regex</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="85"/>
        <source>terme</source>
        <translation>term</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="86"/>
        <source>%d occurrence(s)</source>
        <translation>%d occurrence(s)</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="105"/>
        <source>Ajouter un terme forcé</source>
        <translation>Add a forced term</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="117"/>
        <source>Retirer un terme forcé</source>
        <translation>Remove a forced term</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="120"/>
        <source>Importer une liste de termes</source>
        <translation>Import a term list</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="120"/>
        <location filename="../../app/ui/force_panel.py" line="138"/>
        <source>Liste de termes (*.json)</source>
        <translation>Term list (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="134"/>
        <source>Importer des termes forcés</source>
        <translation>Import forced terms</translation>
    </message>
    <message>
        <location filename="../../app/ui/force_panel.py" line="138"/>
        <source>Exporter la liste de termes</source>
        <translation>Export the term list</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/ui/main_window.py" line="250"/>
        <source>Déposez un PDF ici
ou ouvrez-le avec Fichier ▸ Ouvrir (Ctrl+O)</source>
        <translation>Drop a PDF here
or open it with File ▸ Open (Ctrl+O)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="266"/>
        <source>Détections</source>
        <translation>Detections</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="267"/>
        <location filename="../../app/ui/main_window.py" line="993"/>
        <source>Termes forcés</source>
        <translation>Forced terms</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="268"/>
        <source>Relecture</source>
        <translation>Review</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="293"/>
        <source>&amp;Ouvrir un PDF…</source>
        <translation>&amp;Open a PDF…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="294"/>
        <source>&amp;Exporter le PDF anonymisé…</source>
        <translation>&amp;Export the anonymised PDF…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="295"/>
        <source>Ouvrir</source>
        <translation>Open</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="296"/>
        <source>Exporter</source>
        <translation>Export</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="297"/>
        <source>&amp;Fermer le document</source>
        <translation>&amp;Close the document</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="298"/>
        <source>&amp;Quitter</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="299"/>
        <source>Annuler</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="302"/>
        <source>Rétablir</source>
        <translation>Redo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="307"/>
        <source>&amp;Paramètres…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="308"/>
        <source>Détection &amp;suivante</source>
        <translation>&amp;Next detection</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="309"/>
        <source>Détection &amp;précédente</source>
        <translation>&amp;Previous detection</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="310"/>
        <source>&amp;Basculer masquer / conserver</source>
        <translation>&amp;Toggle mask / keep</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="311"/>
        <source>Tout &amp;masquer sur la page</source>
        <translation>&amp;Mask all on the page</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="312"/>
        <source>Tout &amp;conserver sur la page</source>
        <translation>&amp;Keep all on the page</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="313"/>
        <source>Masquer une &amp;zone (rectangle)</source>
        <translation>Mask an &amp;area (rectangle)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="314"/>
        <source>Masquer &amp;toute la page</source>
        <translation>Mask the whole &amp;page</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="315"/>
        <source>Page illisible (manuscrit, mauvais scan) : tout son contenu sera masqué</source>
        <translation>Unreadable page (handwriting, poor scan): all its content will be masked</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="316"/>
        <location filename="../../app/ui/main_window.py" line="966"/>
        <source>Masquer une zone</source>
        <translation>Mask an area</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="317"/>
        <source>Tracer un rectangle à masquer entièrement (signature, tampon, image)</source>
        <translation>Draw a rectangle to mask entirely (signature, stamp, image)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="318"/>
        <source>Zoom a&amp;vant</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="319"/>
        <source>Zoom a&amp;rrière</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="320"/>
        <source>&amp;Largeur de la page</source>
        <translation>Page &amp;width</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="321"/>
        <source>Page suivante</source>
        <translation>Next page</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="322"/>
        <source>Page précédente</source>
        <translation>Previous page</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="323"/>
        <source>&amp;Légende des couleurs</source>
        <translation>Colour &amp;legend</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="324"/>
        <source>À &amp;propos de Caviard</source>
        <translation>&amp;About Caviard</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="328"/>
        <source>&amp;Fichier</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="330"/>
        <source>Fichiers &amp;récents</source>
        <translation>&amp;Recent files</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="336"/>
        <source>&amp;Édition</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="341"/>
        <source>&amp;Relecture</source>
        <translation>&amp;Review</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="350"/>
        <source>Type des marques manuelles</source>
        <translation>Kind of manual marks</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="359"/>
        <source>&amp;Affichage</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="365"/>
        <source>&amp;Aide</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="370"/>
        <source>Outils</source>
        <translation>Tools</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="388"/>
        <source> Marquer comme : </source>
        <translation> Mark as: </translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="393"/>
        <source>Type donné au texte sélectionné à la souris et aux zones tracées</source>
        <translation>Kind given to text selected with the mouse and to drawn areas</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="402"/>
        <source>Largeur</source>
        <translation>Width</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="406"/>
        <source> Page </source>
        <translation> Page </translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="420"/>
        <location filename="../../app/ui/main_window.py" line="571"/>
        <location filename="../../app/ui/main_window.py" line="959"/>
        <source>Prêt</source>
        <translation>Ready</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="423"/>
        <location filename="../../app/ui/main_window.py" line="755"/>
        <location filename="../../app/ui/main_window.py" line="764"/>
        <source>Analyse %v / %m</source>
        <translation>Analysis %v / %m</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="424"/>
        <source>Annuler l&apos;analyse</source>
        <translation>Cancel analysis</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="451"/>
        <source>(ajouté par la propagation à l&apos;export)</source>
        <translation>(added by propagation at export)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="460"/>
        <source>Texte lu par OCR · confiance OCR %d %%</source>
        <translation>Text read by OCR · OCR confidence %d %%</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="463"/>
        <source>Texte lu par OCR (le moteur ne fournit pas de confiance par mot)</source>
        <translation>Text read by OCR (the engine gives no per-word confidence)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="478"/>
        <source>Relecture non exportée</source>
        <translation>Review not exported</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="479"/>
        <source>La relecture de ce document n&apos;a pas été exportée : vos décisions seront perdues. Continuer ?</source>
        <translation>The review of this document has not been exported: your decisions will be lost. Continue?</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="489"/>
        <source>Ouvrir un PDF</source>
        <translation>Open a PDF</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="489"/>
        <source>Documents PDF (*.pdf)</source>
        <translation>PDF documents (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="506"/>
        <source>Ce fichier ne peut pas être ouvert.</source>
        <translation>This file cannot be opened.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="539"/>
        <source>Analyse en cours…</source>
        <translation>Analysing…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="547"/>
        <source>Le fichier n&apos;a pas pu être ouvert.</source>
        <translation>The file could not be opened.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="588"/>
        <source>Analyse annulée : les pages non analysées n&apos;ont aucune détection.</source>
        <translation>Analysis cancelled: pages not analysed have no detection.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="591"/>
        <source>Analyse annulée. Les pages non analysées ne sont pas relues : rouvrez le document pour relancer l&apos;analyse.</source>
        <translation>Analysis cancelled. Pages not analysed are not reviewed: reopen the document to run the analysis again.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="599"/>
        <source>Désactivé (voir Paramètres ▸ Confidentialité)</source>
        <translation>Disabled (see Settings ▸ Privacy)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="603"/>
        <source>Aucun fichier récent</source>
        <translation>No recent file</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="633"/>
        <source>Seuls les fichiers PDF peuvent être ouverts : ce fichier a été refusé.</source>
        <translation>Only PDF files can be opened: this file was refused.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="635"/>
        <source>Fichier refusé : ce n&apos;est pas un PDF.</source>
        <translation>File refused: not a PDF.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="664"/>
        <source>%d page(s) lue(s) par reconnaissance de caractères (OCR) : %s.</source>
        <translation>%d page(s) read by character recognition (OCR): %s.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="667"/>
        <source>Illisible(s) même par OCR : %s — utilisez « Masquer toute la page » (Maj+M) ; à l&apos;export elles sont masquées entièrement.</source>
        <translation>Unreadable even by OCR: %s — use &quot;Mask the whole page&quot; (Shift+M); at export they are masked entirely.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="676"/>
        <source>%d page(s) sans texte (images numérisées) : %s. Leur contenu n&apos;est pas analysé ; masquez-les avec « Masquer une zone » ou à l&apos;export.</source>
        <translation>%d page(s) without text (scanned images): %s. Their content is not analysed; mask them with &quot;Mask an area&quot; or at export.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="697"/>
        <source>Analyse terminée : %d détection(s) à relire.</source>
        <translation>Analysis finished: %d detection(s) to review.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="722"/>
        <source>OCR %v / %m</source>
        <translation>OCR %v / %m</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="725"/>
        <source>Reconnaissance de caractères des pages numérisées…</source>
        <translation>Recognising characters of scanned pages…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="765"/>
        <source>Reconnaissance de caractères impossible : %s</source>
        <translation>Character recognition failed: %s</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="776"/>
        <source>Masquer toute la page</source>
        <translation>Mask the whole page</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="796"/>
        <source>Détection par modèle indisponible : l&apos;analyse utilise les règles seules.</source>
        <translation>Model detection unavailable: the analysis uses rules only.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="802"/>
        <source>Détection par modèle indisponible.</source>
        <translation>Model detection unavailable.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="811"/>
        <source>L&apos;analyse a échoué (%s) : les détections affichées sont incomplètes.</source>
        <translation>The analysis failed (%s): the detections shown are incomplete.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="813"/>
        <source>Analyse interrompue par une erreur.</source>
        <translation>Analysis stopped by an error.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="834"/>
        <source>%d détection(s) · %d à masquer · %d zone(s)</source>
        <translation>%d detection(s) · %d to mask · %d area(s)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="848"/>
        <source>Décision</source>
        <translation>Decision</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="853"/>
        <source>Basculer une détection</source>
        <translation>Toggle a detection</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="864"/>
        <source>Décocher sous %d %%</source>
        <translation>Untick below %d %%</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="873"/>
        <source>Tout masquer sur la page</source>
        <translation>Mask all on the page</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="877"/>
        <source>Tout conserver sur la page</source>
        <translation>Keep all on the page</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="948"/>
        <source>Marque manuelle</source>
        <translation>Manual mark</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="954"/>
        <source>Marque manuelle ajoutée (%s).</source>
        <translation>Manual mark added (%s).</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="959"/>
        <source>Tracez un rectangle sur la page pour le masquer entièrement.</source>
        <translation>Draw a rectangle on the page to mask it entirely.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="978"/>
        <source>Conserver (ne pas masquer)</source>
        <translation>Keep (do not mask)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="978"/>
        <source>Masquer</source>
        <translation>Mask</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="981"/>
        <source>Supprimer la marque manuelle</source>
        <translation>Delete the manual mark</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="982"/>
        <source>Supprimer une marque</source>
        <translation>Delete a mark</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="986"/>
        <source>Supprimer cette zone</source>
        <translation>Delete this area</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="987"/>
        <source>Supprimer une zone</source>
        <translation>Delete an area</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="1000"/>
        <source>La liste de termes forcés n&apos;a pas pu être enregistrée.</source>
        <translation>The forced term list could not be saved.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="1010"/>
        <source>Page %d / %d</source>
        <translation>Page %d / %d</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="1025"/>
        <source>document de %d page(s)</source>
        <translation>%d-page document</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="1074"/>
        <source>Les paramètres n&apos;ont pas pu être enregistrés.</source>
        <translation>The settings could not be saved.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="1081"/>
        <source>Le nouveau modèle servira au prochain document ouvert.</source>
        <translation>The new model will be used for the next document opened.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="1094"/>
        <source>&lt;p&gt;Remplissage plein : sera masqué (plus opaque = plus sûr). Contour pointillé barré : conservé.&lt;br&gt;Badges : P = propagation, F = terme forcé, M = marque manuelle.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Solid fill: will be masked (more opaque = more certain). Dashed, struck-through outline: kept.&lt;br&gt;Badges: P = propagation, F = forced term, M = manual mark.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="1097"/>
        <source>Légende</source>
        <translation>Legend</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="1102"/>
        <source>À propos de Caviard</source>
        <translation>About Caviard</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="1103"/>
        <source>&lt;b&gt;Caviard&lt;/b&gt;&lt;br&gt;Anonymisation de comptes rendus cliniques PDF, hors ligne.&lt;br&gt;Licence AGPL-3.0-or-later.</source>
        <translation>&lt;b&gt;Caviard&lt;/b&gt;&lt;br&gt;Offline anonymisation of clinical PDF reports.&lt;br&gt;Licence AGPL-3.0-or-later.</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../../app/ui/main_window.py" line="146"/>
        <source>Masquer ce message</source>
        <translation>Hide this message</translation>
    </message>
</context>
<context>
    <name>PageView</name>
    <message>
        <location filename="../../app/ui/page_view.py" line="442"/>
        <source>texte lu par OCR</source>
        <translation>text read by OCR</translation>
    </message>
    <message>
        <location filename="../../app/ui/page_view.py" line="540"/>
        <source>Zone masquée (clic droit : supprimer)</source>
        <translation>Masked area (right-click: delete)</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="34"/>
        <source>Paramètres</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="38"/>
        <source>Détection</source>
        <translation>Detection</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="45"/>
        <source>Les détections moins sûres sont listées mais pas cochées.</source>
        <translation>Less certain detections are listed but not ticked.</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="46"/>
        <source>Cocher à partir de la confiance</source>
        <translation>Tick from confidence</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="47"/>
        <source>Conserver les dates de soins (type « Date » non coché)</source>
        <translation>Keep dates of care (kind &quot;Date&quot; unticked)</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="50"/>
        <source>Utiliser le modèle de détection (NER)</source>
        <translation>Use the detection model (NER)</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="57"/>
        <source>celui du modèle</source>
        <translation>model default</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="60"/>
        <source>Probabilité qu&apos;un type d&apos;entité doit atteindre pour l&apos;emporter sur « pas une entité » (rappel du modèle).</source>
        <translation>Probability an entity type needs to win over &quot;not an entity&quot; (model recall).</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="62"/>
        <source>Seuil d&apos;entité du modèle</source>
        <translation>Model entity threshold</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="65"/>
        <source>modèle fourni avec Caviard</source>
        <translation>model shipped with Caviard</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="66"/>
        <source>Parcourir…</source>
        <translation>Browse…</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="70"/>
        <source>Dossier du modèle</source>
        <translation>Model folder</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="73"/>
        <source>Propagation à tout le document</source>
        <translation>Propagation to the whole document</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="75"/>
        <source>Chaque valeur masquée de ces types est recherchée et masquée sur toutes les pages.</source>
        <translation>Every masked value of these kinds is searched for and masked on every page.</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="88"/>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="91"/>
        <source>Type dans la zone, ex. [NOM]</source>
        <translation>Kind in the box, e.g. [NOM]</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="92"/>
        <source>Rectangle noir sans texte</source>
        <translation>Plain black box</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="94"/>
        <source>Zones masquées</source>
        <translation>Masked areas</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="97"/>
        <source>Confidentialité</source>
        <translation>Privacy</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="99"/>
        <source>Afficher le nom du fichier dans le titre de la fenêtre</source>
        <translation>Show the file name in the window title</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="101"/>
        <source>Mémoriser les fichiers récents sur ce poste</source>
        <translation>Remember recent files on this computer</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="103"/>
        <source>Les noms de fichiers contiennent souvent le nom du patient : désactivé par défaut.</source>
        <translation>File names often contain the patient&apos;s name: off by default.</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="112"/>
        <source>Enregistrer</source>
        <translation>Save</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="113"/>
        <source>Annuler</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="114"/>
        <source>Valeurs par défaut</source>
        <translation>Defaults</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="121"/>
        <source>Dossier du modèle NER</source>
        <translation>NER model folder</translation>
    </message>
</context>
<context>
    <name>style</name>
    <message>
        <location filename="../../app/ui/style.py" line="44"/>
        <source>Zone masquée</source>
        <translation>Masked area</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="50"/>
        <source>modèle</source>
        <translation>model</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="52"/>
        <source>règle</source>
        <translation>rule</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="54"/>
        <source>propagation</source>
        <translation>propagation</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="56"/>
        <source>terme forcé</source>
        <translation>forced term</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="58"/>
        <source>manuel</source>
        <translation>manual</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="70"/>
        <source>(calibrée)</source>
        <translation>(calibrated)</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="72"/>
        <source>(brute)</source>
        <translation>(raw)</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="75"/>
        <source>(précision documentée)</source>
        <translation>(documented precision)</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="88"/>
        <source>confirmé par : </source>
        <translation>confirmed by: </translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="91"/>
        <source>✔ sera masqué</source>
        <translation>✔ will be masked</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="91"/>
        <source>✘ sera conservé (rejeté)</source>
        <translation>✘ will be kept (rejected)</translation>
    </message>
    <message>
        <location filename="../../app/ui/style.py" line="92"/>
        <source>Clic : basculer masquer / conserver</source>
        <translation>Click: toggle mask / keep</translation>
    </message>
</context>
</TS>
