"""The console's language (PLT-15): one Qt translator, switchable at run time.

Installing a translator makes Qt send ``QEvent.LanguageChange`` to every widget; each window and
panel re-translates itself in ``changeEvent``. The English source strings need no translator.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, QTranslator, Signal

import gm_resources

log = logging.getLogger(__name__)

LANGUAGES = ("uk", "pl", "ru", "en")
NATIVE_NAMES = {"uk": "Українська", "pl": "Polski", "ru": "Русский", "en": "English"}
"""Each language named in itself, so it can be found whatever language is showing."""
TRANSLATIONS = gm_resources.TRANSLATIONS


def system_language() -> str:
    """The system locale's language if the console speaks it, else English."""
    name = QLocale.system().name().split("_")[0].lower()
    return name if name in LANGUAGES else "en"


def qm_path(lang: str) -> Path:
    return TRANSLATIONS / f"gm_console_{lang}.qm"


class Language(QObject):
    """The language the console shows; owns the installed translator.

    Signals:
        changed(str): the language was switched (after the translator was installed).
    """

    changed = Signal(str)

    def __init__(self, lang: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._translator: QTranslator | None = None
        self.code = "en"
        self.set(lang)

    def set(self, lang: str) -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}; known: {', '.join(LANGUAGES)}")
        app = QCoreApplication.instance()
        if self._translator is not None and app is not None:
            app.removeTranslator(self._translator)
            self._translator = None
        translator = QTranslator(self)
        if translator.load(str(qm_path(lang))):
            if app is not None:
                app.installTranslator(translator)
            self._translator = translator
        elif lang != "en":
            log.warning("no compiled translation %s; showing English", qm_path(lang))
        self.code = lang
        QLocale.setDefault(QLocale(lang))  # the counts' plural rules follow it (gm_console.plurals)
        if app is not None:  # deliver LanguageChange now, so every widget is retranslated at once
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        log.info("console language: %s", lang)
        self.changed.emit(lang)
