"""The console's name for Qt and its data folder, the same on Windows, macOS and Linux.

The data folder (the journal, the records, the recordings, ``console.ini``) is Qt's
``QStandardPaths.writableLocation(AppDataLocation)`` for an application named ``gm-console``:
``~/.local/share/gm-console`` (or ``$XDG_DATA_HOME/gm-console``) on Linux, ``%APPDATA%\\gm-console``
on Windows, ``~/Library/Application Support/gm-console`` on macOS; ``python -m net`` picks the same
folder without Qt (:func:`net.portable.data_dir_default`). Where an earlier version kept a journal
in ``~/.local/share/gm-console`` (its default on every system), that folder goes on being used, so
a club's tables and records do not vanish after an update (PLT-03, PLT-17). ``--data-dir`` wins.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths

from net.portable import APPLICATION, OLD_DATA_DIR, keeps_data

NAME = "GM Console"
"""The console's application name for Qt (the one it has always had). Not its display name: a
display name set is appended to every window's title on Windows and X11."""


def name_the_application() -> None:
    """Give Qt the console's names: no organisation (one folder, not two, under the applications'
    data), the application ``GM Console``."""
    QCoreApplication.setOrganizationName("")
    QCoreApplication.setApplicationName(NAME)


def default_data_dir() -> Path:
    """The data folder when ``--data-dir`` is not given (see the module's text): Qt's
    ``AppDataLocation`` for the application named :data:`net.portable.APPLICATION`."""
    old = Path.home() / OLD_DATA_DIR
    if keeps_data(old):
        return old
    shown = QCoreApplication.applicationName()
    QCoreApplication.setOrganizationName("")
    QCoreApplication.setApplicationName(APPLICATION)  # the folder's name, lower case as the old one's
    try:
        return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    finally:
        QCoreApplication.setApplicationName(shown)
