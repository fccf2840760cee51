"""What the console remembers between starts (a desktop program's habits): its language, the
moderator window's place and size, and the screen the board was shown full screen on.

Kept with QSettings in ``<data dir>/console.ini``, beside the journal: a console started with
another ``--data-dir`` (a test, a second club) has preferences of its own. Nothing here is about
a game; a missing or broken file gives the defaults.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

from .i18n import LANGUAGES

FILE_NAME = "console.ini"


class Preferences:
    """The console's remembered settings; every getter gives None when nothing (valid) is kept."""

    def __init__(self, data_dir: Path) -> None:
        self.path = data_dir / FILE_NAME
        self._settings = QSettings(str(self.path), QSettings.Format.IniFormat)

    def language(self) -> str | None:
        value = self._settings.value("language")
        return str(value) if value in LANGUAGES else None

    def set_language(self, lang: str) -> None:
        self._settings.setValue("language", lang)
        self._settings.sync()

    def window_geometry(self) -> QByteArray | None:
        value = self._settings.value("window/geometry")
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def set_window_geometry(self, geometry: QByteArray) -> None:
        self._settings.setValue("window/geometry", geometry)
        self._settings.sync()

    def board_screen(self) -> str | None:
        """The name of the screen the board was full screen on when the console last closed."""
        value = self._settings.value("board/screen")
        return str(value) if value else None

    def set_board_screen(self, name: str | None) -> None:
        self._settings.setValue("board/screen", name or "")
        self._settings.sync()
