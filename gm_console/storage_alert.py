"""The alert the console shows when the journal cannot be written (the disk full or read-only).

Every accepted request is journaled before anyone sees it (PLT-03); when the disk refuses, the
request is refused (``storage_failed``) and nothing of it is applied. The moderator must know at
once, whoever sent it: this alert blocks the console's windows (application modal, opened without
a nested event loop, so the phones are still answered) and names the journal's path and the free
space, in the console's language. It is one alert: a further refusal updates it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QLocale, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from net.journal import FULL, READ_ONLY, StorageError

from .i18n import Language

LOCALES = {"uk": "uk_UA", "pl": "pl_PL", "ru": "ru_RU", "en": "en_GB"}


class StorageAlert(QMessageBox):
    """The journal refused a write: which file, how much space is left, what to do."""

    def __init__(self, language: Language, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.language = language
        self.setObjectName("storage_alert")
        self.setIcon(QMessageBox.Icon.Critical)
        self.setWindowModality(Qt.WindowModality.ApplicationModal)
        self.setStandardButtons(QMessageBox.StandardButton.Ok)
        self.problem: StorageError | None = None

    def show_problem(self, problem: StorageError) -> None:
        """Show (or update) the alert for ``problem``; it stays until the moderator closes it."""
        self.problem = problem
        self.retranslate()
        if not self.isVisible():
            self.show()  # modal for the whole console, without a loop of its own (open() is window-modal)
        self.raise_()
        self.activateWindow()

    def free_space(self) -> str:
        free = self.problem.free if self.problem is not None else None
        if free is None:
            return self.tr("unknown")
        return QLocale(LOCALES.get(self.language.code, "en_GB")).formattedDataSize(free)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("The journal cannot be written"))
        problem = self.problem
        if problem is None:
            return
        why = {
            FULL: self.tr("The disk is full."),
            READ_ONLY: self.tr("The disk or the journal file is read-only."),
        }.get(problem.kind, self.tr("The disk refused to write."))
        self.setText(why + " " + self.tr("The last request was refused and nothing of it was applied: "
                                         "the table goes on as soon as the disk takes writes again."))
        self.setInformativeText(
            self.tr("Journal: %1").replace("%1", str(problem.path)) + "\n"
            + self.tr("Free space: %1").replace("%1", self.free_space()))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
