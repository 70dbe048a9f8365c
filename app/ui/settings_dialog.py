"""Settings dialog: pre-check threshold, dates, propagated kinds, placeholder, model, privacy."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QComboBox,
    QVBoxLayout,
)

from app.detection.spans import LABELS
from app.review.preferences import Preferences
from app.ui.detections_panel import swatch
from app.ui.style import kind_name


class SettingsDialog(QDialog):
    def __init__(self, prefs: Preferences, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Paramètres"))
        self._prefs = prefs
        lay = QVBoxLayout(self)

        box = QGroupBox(self.tr("Détection"))
        form = QFormLayout(box)
        self.threshold = QDoubleSpinBox()
        self.threshold.setRange(0, 100)
        self.threshold.setSuffix(" %")
        self.threshold.setDecimals(0)
        self.threshold.setValue(round(prefs.precheck_min_confidence * 100))
        self.threshold.setToolTip(self.tr("Les détections moins sûres sont listées mais pas cochées."))
        form.addRow(self.tr("Cocher à partir de la confiance"), self.threshold)
        self.keep_dates = QCheckBox(self.tr("Conserver les dates de soins (type « Date » non coché)"))
        self.keep_dates.setChecked(prefs.keep_dates)
        form.addRow(self.keep_dates)
        self.use_model = QCheckBox(self.tr("Utiliser le modèle de détection (NER)"))
        self.use_model.setChecked(prefs.use_model)
        form.addRow(self.use_model)
        self.entity_threshold = QDoubleSpinBox()
        self.entity_threshold.setRange(0, 100)
        self.entity_threshold.setDecimals(0)
        self.entity_threshold.setSuffix(" %")
        self.entity_threshold.setSpecialValueText(self.tr("celui du modèle"))
        self.entity_threshold.setValue(round(prefs.model_entity_threshold * 100))
        self.entity_threshold.setToolTip(
            self.tr("Probabilité qu'un type d'entité doit atteindre pour l'emporter sur « pas une entité » (rappel du modèle).")
        )
        form.addRow(self.tr("Seuil d'entité du modèle"), self.entity_threshold)
        row = QHBoxLayout()
        self.model_dir = QLineEdit(prefs.model_dir)
        self.model_dir.setPlaceholderText(self.tr("modèle fourni avec Caviard"))
        browse = QPushButton(self.tr("Parcourir…"))
        browse.clicked.connect(self._browse)
        row.addWidget(self.model_dir, 1)
        row.addWidget(browse)
        form.addRow(self.tr("Dossier du modèle"), row)
        lay.addWidget(box)

        box = QGroupBox(self.tr("Propagation à tout le document"))
        grid = QGridLayout(box)
        hint = QLabel(self.tr("Chaque valeur masquée de ces types est recherchée et masquée sur toutes les pages."))
        hint.setWordWrap(True)
        hint.setObjectName("hint")
        grid.addWidget(hint, 0, 0, 1, 3)
        self.kind_boxes: dict[str, QCheckBox] = {}
        for i, label in enumerate(LABELS):
            cb = QCheckBox(kind_name(label))
            cb.setIcon(swatch(label))
            cb.setChecked(label in prefs.propagated_kinds)
            self.kind_boxes[label] = cb
            grid.addWidget(cb, 1 + i // 3, i % 3)
        lay.addWidget(box)

        box = QGroupBox(self.tr("Export"))
        form = QFormLayout(box)
        self.placeholder = QComboBox()
        self.placeholder.addItem(self.tr("Type dans la zone, ex. [NOM]"), "label")
        self.placeholder.addItem(self.tr("Rectangle noir sans texte"), "none")
        self.placeholder.setCurrentIndex(max(0, self.placeholder.findData(prefs.placeholder)))
        form.addRow(self.tr("Zones masquées"), self.placeholder)
        lay.addWidget(box)

        box = QGroupBox(self.tr("Confidentialité"))
        v = QVBoxLayout(box)
        self.show_names = QCheckBox(self.tr("Afficher le nom du fichier dans le titre de la fenêtre"))
        self.show_names.setChecked(prefs.show_file_names)
        self.remember = QCheckBox(self.tr("Mémoriser les fichiers récents sur ce poste"))
        self.remember.setChecked(prefs.remember_recent)
        note = QLabel(self.tr("Les noms de fichiers contiennent souvent le nom du patient : désactivé par défaut."))
        note.setObjectName("hint")
        note.setWordWrap(True)
        v.addWidget(self.show_names)
        v.addWidget(self.remember)
        v.addWidget(note)
        lay.addWidget(box)

        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel | QDialogButtonBox.RestoreDefaults)
        buttons.button(QDialogButtonBox.Ok).setText(self.tr("Enregistrer"))
        buttons.button(QDialogButtonBox.Cancel).setText(self.tr("Annuler"))
        buttons.button(QDialogButtonBox.RestoreDefaults).setText(self.tr("Valeurs par défaut"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.RestoreDefaults).clicked.connect(self._defaults)
        lay.addWidget(buttons)

    def _browse(self) -> None:
        d = QFileDialog.getExistingDirectory(self, self.tr("Dossier du modèle NER"), self.model_dir.text())
        if d:
            self.model_dir.setText(d)

    def _defaults(self) -> None:
        d = Preferences()
        self.threshold.setValue(round(d.precheck_min_confidence * 100))
        self.keep_dates.setChecked(d.keep_dates)
        self.use_model.setChecked(d.use_model)
        self.entity_threshold.setValue(0)
        self.model_dir.setText(d.model_dir)
        for label, cb in self.kind_boxes.items():
            cb.setChecked(label in d.propagated_kinds)
        self.placeholder.setCurrentIndex(self.placeholder.findData(d.placeholder))
        self.show_names.setChecked(False)
        self.remember.setChecked(False)

    def result_preferences(self) -> Preferences:
        p = replace(
            self._prefs,
            precheck_min_confidence=self.threshold.value() / 100.0,
            keep_dates=self.keep_dates.isChecked(),
            use_model=self.use_model.isChecked(),
            model_entity_threshold=self.entity_threshold.value() / 100.0,
            model_dir=self.model_dir.text().strip(),
            propagated_kinds=[l for l, cb in self.kind_boxes.items() if cb.isChecked()],
            placeholder=self.placeholder.currentData(),
            show_file_names=self.show_names.isChecked(),
            remember_recent=self.remember.isChecked(),
            recent_files=list(self._prefs.recent_files) if self.remember.isChecked() else [],
        )
        p.sanitize()
        return p
