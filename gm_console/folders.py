"""The console's name for the system and its data folder, the same on Windows, macOS and Linux.

The data folder (the journal, the records, the recordings, ``console.ini``) is Qt's
``QStandardPaths.writableLocation(AppDataLocation)`` for the application ``gm-console``:
``~/.local/share/gm-console`` (or ``$XDG_DATA_HOME/gm-console``) on Linux, ``%APPDATA%\\gm-console``
on Windows, ``~/Library/Application Support/gm-console`` on macOS; ``python -m net`` picks the same
folder without Qt (:func:`net.portable.data_dir_default`). Where an earlier version kept a journal
in ``~/.local/share/gm-console`` (its default on every system), that folder goes on being used, so
a club's tables and records do not vanish after an update (PLT-03, PLT-17). ``--data-dir`` wins.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths
from PySide6.QtGui import QGuiApplication

from net.portable import APPLICATION, OLD_DATA_DIR, keeps_data

DISPLAY_NAME = "GM Console"
"""The name the console shows the moderator (Qt's application display name)."""


def name_the_application() -> None:
    """Give Qt the console's names: ``gm-console`` for the system's folders (no organisation: one
    folder, not two, under the applications' data), ``GM Console`` where a name is shown."""
    QCoreApplication.setOrganizationName("")
    QCoreApplication.setApplicationName(APPLICATION)
    QGuiApplication.setApplicationDisplayName(DISPLAY_NAME)


def default_data_dir() -> Path:
    """The data folder when ``--data-dir`` is not given (see the module's text)."""
    old = Path.home() / OLD_DATA_DIR
    if keeps_data(old):
        return old
    name_the_application()
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
