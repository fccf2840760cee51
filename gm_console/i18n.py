"""The console's language (PLT-15): the console's translator and Qt's own, switchable at run time.

Installing a translator makes Qt send ``QEvent.LanguageChange`` to every widget; each window and
panel re-translates itself in ``changeEvent``. The English source strings need no translator.

Qt's own words (a message box's Yes and No, the file dialog's labels, a text field's context menu)
come from Qt's translations, ``qtbase_<lang>.qm``, which PySide6 ships (in the wheel, and in the
built app beside Qt): the second translator, replaced on a switch; English needs none.
"""

from __future__ import annotations

import logging
from importlib import resources
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QObject, QTranslator, Signal

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


def qt_qm_path(lang: str) -> Path | None:
    """Qt's own translation of ``lang`` (``qtbase_<lang>.qm``): where Qt says its translations are,
    else in PySide6's folder (a built app's Qt may not know its own); None if neither has it."""
    name = f"qtbase_{lang}.qm"
    folders = (Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
               Path(str(resources.files("PySide6") / "Qt" / "translations")))
    return next((folder / name for folder in folders if (folder / name).is_file()), None)


_qt_words: list[QTranslator] = []
"""Qt's own words now installed (none for English): one for the whole application, whichever
:class:`Language` set it last."""


def _install_qt_words(lang: str) -> str:
    """Qt's own translation of ``lang`` in place of the one installed (none for English); the name of
    the file loaded, or ``English``."""
    app = QCoreApplication.instance()
    while _qt_words:
        old = _qt_words.pop()
        try:
            if app is not None:
                app.removeTranslator(old)
            old.deleteLater()
        except RuntimeError:  # gone with the application that held it
            pass
    if lang == "en" or app is None:
        return "English"
    path = qt_qm_path(lang)
    translator = QTranslator(app)
    if path is None or not translator.load(str(path)):
        log.warning("no Qt translation qtbase_%s.qm; Qt's own buttons and dialogs stay English", lang)
        translator.deleteLater()
        return "English"
    app.installTranslator(translator)
    _qt_words.append(translator)
    return path.name


class Language(QObject):
    """The language the console shows; owns the console's translator and sets Qt's own words.

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
        if self._translator is not None:
            if app is not None:
                app.removeTranslator(self._translator)
            self._translator.deleteLater()
            self._translator = None
        qt_words = _install_qt_words(lang)
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
        log.info("console language: %s (Qt's own words: %s)", lang, qt_words)
        self.changed.emit(lang)
