"""PySide6 review window. Observes and commands the Qt-free core (app.review)."""
