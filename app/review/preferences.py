"""User preferences, stored as JSON in the platformdirs folders.

Privacy by default: no file name, no recent-file list is stored unless the
user opts in (file names of patient records often contain the patient's
name). ``CAVIARD_DATA_DIR`` overrides both folders (tests, portable use).
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from app.review.policy import DEFAULT_MIN_CONFIDENCE, DEFAULT_PROPAGATED_KINDS, ExportOptions

APP_NAME = "Caviard"
MAX_RECENT = 8


def data_dir() -> Path:
    """Where the force-term list lives (shared by every document)."""
    override = os.environ.get("CAVIARD_DATA_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    override = os.environ.get("CAVIARD_DATA_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


@dataclass
class Preferences:
    """Settings the user changes in the settings dialog."""

    precheck_min_confidence: float = DEFAULT_MIN_CONFIDENCE  # below: listed but not ticked
    keep_dates: bool = True  # plain dates (DATE, e.g. dates of care) start unticked
    propagated_kinds: list[str] = field(default_factory=lambda: list(DEFAULT_PROPAGATED_KINDS))
    placeholder: str = "label"  # "label" → [NOM] in the box, "none" → plain black box
    model_dir: str = ""  # empty → the bundled default model
    use_model: bool = True
    model_entity_threshold: float = 0.0  # 0 → the bundle's own entity_threshold
    show_file_names: bool = False  # opt-in: file name in the window title
    remember_recent: bool = False  # opt-in: recent-file list
    recent_files: list[str] = field(default_factory=list)

    @classmethod
    def path(cls) -> Path:
        return config_dir() / "settings.json"

    @classmethod
    def load(cls) -> "Preferences":
        try:
            data = json.loads(cls.path().read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls()
        known = {f.name for f in fields(cls)}
        prefs = cls(**{k: v for k, v in data.items() if k in known}) if isinstance(data, dict) else cls()
        prefs.sanitize()
        return prefs

    def sanitize(self) -> None:
        try:
            self.precheck_min_confidence = min(1.0, max(0.0, float(self.precheck_min_confidence)))
        except (TypeError, ValueError):
            self.precheck_min_confidence = 0.0
        try:
            t = float(self.model_entity_threshold)
            self.model_entity_threshold = t if 0.0 < t <= 1.0 else 0.0
        except (TypeError, ValueError):
            self.model_entity_threshold = 0.0
        if self.placeholder not in ("label", "none"):
            self.placeholder = "label"
        if not self.remember_recent:
            self.recent_files = []
        self.recent_files = [str(p) for p in self.recent_files][:MAX_RECENT]

    def export_options(self, force_terms=()) -> ExportOptions:
        """The export pipeline's options for these settings and force terms."""
        return ExportOptions(
            propagated=frozenset(self.propagated_kinds),
            keep_dates=self.keep_dates,
            force_terms=tuple(t.pattern for t in force_terms if not t.is_regex),
            force_regexes=tuple(t.pattern for t in force_terms if t.is_regex),
            min_confidence=self.precheck_min_confidence,
            placeholder=self.placeholder,
        )

    def save(self) -> None:
        from app.atomic import write_text_atomic

        self.sanitize()
        p = self.path()
        p.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomic(p, json.dumps(asdict(self), ensure_ascii=False, indent=1) + "\n")

    def add_recent(self, path: str) -> None:
        if not self.remember_recent:
            return
        path = str(Path(path).resolve())
        self.recent_files = [path] + [p for p in self.recent_files if p != path]
        del self.recent_files[MAX_RECENT:]
