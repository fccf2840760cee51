"""The console's Help menu: the venue guide and the list of keyboard shortcuts (PLT-12, PLT-13, PLT-15).

The venue guide ("Before the first evening") is a Markdown page with pictures, one per language,
shipped as package data (``gm_resources/guide/venue.<lang>.md``): the venue's Wi-Fi, the projector
set to Extend, the board on a TV, the evening step by step. It opens in the console's language in
a window of its own, above it this table's join and board links, clickable. The shortcuts window
lists the window's actions with their keys, as the actions have them now.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QUrl
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPushButton, QTextBrowser, QVBoxLayout, QWidget

import gm_resources

from .i18n import Language

GUIDE_SHORTCUT = "F1"
GUIDE_SIZE = (900, 680)
"""The guide window's size where the screen has room (it fits a 1366×768 laptop's screen)."""
FOCUS_ACTIONS = ("game", "seats", "public_url", "address")
"""The window's keys that only move the keyboard to a field (their actions have no text)."""


def guide_path(lang: str) -> Path:
    """The venue guide in ``lang`` (the English one for a language it is not written in)."""
    path = gm_resources.GUIDE / f"venue.{lang}.md"
    return path if path.is_file() else gm_resources.GUIDE / "venue.en.md"


def guide_images(text: str) -> list[str]:
    """The pictures a guide's Markdown shows (their file names, in order)."""
    return re.findall(r"!\[[^\]]*\]\(([^)\s]+)\)", text)


def board_link(join_link: str) -> str:
    """The board's page on the console's server for a join link (``…/join?code=N`` → ``…/board?code=N``)."""
    return join_link.replace("/join?", "/board?", 1) if "/join?" in join_link else ""


def _fitted(window: QWidget, wanted: tuple[int, int]) -> None:
    screen = window.screen().availableGeometry()
    window.resize(min(wanted[0], screen.width() - 40), min(wanted[1], screen.height() - 60))


def _with_close(dialog: QDialog, browser: QTextBrowser) -> QVBoxLayout:
    """The dialog's layout: the browser, and a Close button in the console's language below it."""
    buttons = QDialogButtonBox(dialog)
    close = QPushButton(dialog)
    close.setObjectName("close")
    buttons.addButton(close, QDialogButtonBox.ButtonRole.RejectRole)
    buttons.rejected.connect(dialog.close)
    layout = QVBoxLayout(dialog)
    layout.addWidget(browser)
    layout.addWidget(buttons)
    _name_close(dialog)
    return layout


def _name_close(dialog: QDialog) -> None:
    close = dialog.findChild(QPushButton, "close")
    if close is not None:
        close.setText(QCoreApplication.translate("GuideWindow", "Close"))


class GuideWindow(QDialog):
    """The venue guide in the console's language, with this table's links on top; not modal."""

    def __init__(self, language: Language, join_link: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("venue_guide")
        self.language = language
        self.join_link = join_link
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("guide_text")
        self.browser.setOpenExternalLinks(True)
        self.browser.setSearchPaths([str(gm_resources.GUIDE)])
        self.layout_ = _with_close(self, self.browser)
        self.lang = ""
        language.changed.connect(self.load)
        self.load()
        _fitted(self, GUIDE_SIZE)

    def links(self) -> str:
        """This table's links, in Markdown, to put above the guide (none before the server runs)."""
        if not self.join_link:
            return ""
        board = board_link(self.join_link)
        lines = [self.tr("This table's join link: %1").replace("%1", f"<{self.join_link}>")]
        if board:
            lines.append(self.tr("This table's board for a TV or a second computer: %1").replace("%1", f"<{board}>"))
        return "\n\n".join(lines) + "\n\n---\n\n"

    def load(self, _lang: str | None = None) -> None:
        """Show the guide in the console's language now."""
        self.lang = self.language.code
        path = guide_path(self.lang)
        self.browser.document().setBaseUrl(QUrl.fromLocalFile(path.parent.as_posix() + "/"))
        self.browser.setMarkdown(self.links() + path.read_text(encoding="utf-8"))
        self.setWindowTitle(self.tr("Before the first evening"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setWindowTitle(self.tr("Before the first evening"))
            _name_close(self)
        super().changeEvent(event)


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


class ShortcutsWindow(QDialog):
    """Every key of the console window and what it does, read from the window's actions."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("shortcuts")
        self.window_ = window
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("shortcuts_text")
        self.layout_ = _with_close(self, self.browser)
        self.fill()
        _fitted(self, (560, 640))

    def rows(self) -> list[tuple[str, str]]:
        """(keys, what they do) for every action of the window that has keys, as they are now."""
        focus = {
            "game": self.tr("Pick the game"),
            "seats": self.tr("The seats"),
            "public_url": self.tr("The address for remote players"),
            "address": self.tr("The address phones join at"),
        }
        rows: list[tuple[str, str]] = []
        seen: set[tuple[str, str]] = set()
        for action in self.window_.findChildren(QAction):
            keys = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts())
            name = action.objectName().removeprefix("focus_")
            text = _plain(action.text()) or (focus.get(name, "") if action.objectName().startswith("focus_") else "")
            if keys and text and (keys, text) not in seen:
                seen.add((keys, text))
                rows.append((keys, text))
        return rows

    def fill(self) -> None:
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        cells = "".join(f"<tr><td><b>{html.escape(keys)}</b></td><td>{html.escape(text)}</td></tr>"
                        for keys, text in self.rows())
        self.browser.setHtml(f"<table cellpadding='4'>{cells}</table>")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.fill()
            _name_close(self)
        super().changeEvent(event)


class Help(QObject):
    """The Help menu's actions of a console window: the venue guide (F1) and the shortcuts."""

    def __init__(self, window: QWidget, language: Language, join_link: Callable[[], str]) -> None:
        super().__init__(window)
        self.window_ = window
        self.language = language
        self.join_link = join_link
        """This table's join link now ("" before the server runs)."""
        self.guide: GuideWindow | None = None
        self.shortcuts: ShortcutsWindow | None = None
        self.guide_action = QAction(window)
        self.guide_action.setObjectName("action_guide")
        self.guide_action.setShortcut(QKeySequence(GUIDE_SHORTCUT))
        self.guide_action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        self.guide_action.triggered.connect(self.open_guide)
        self.shortcuts_action = QAction(window)
        self.shortcuts_action.setObjectName("action_shortcuts")
        self.shortcuts_action.triggered.connect(self.open_shortcuts)
        window.addAction(self.guide_action)
        self.retranslate()

    def actions(self) -> list[QAction]:
        return [self.guide_action, self.shortcuts_action]

    def retranslate(self) -> None:
        self.guide_action.setText(self.tr("Before the first evening"))
        self.guide_action.setToolTip(self.tr("The venue guide: the Wi-Fi, the projector, the board, the evening"))
        self.shortcuts_action.setText(self.tr("Keyboard shortcuts"))

    def open_guide(self) -> GuideWindow:
        """Open the guide (or bring it forward), with this table's links as they are now."""
        link = self.join_link()
        if self.guide is None:
            self.guide = GuideWindow(self.language, link, self.window_)
        elif self.guide.join_link != link:
            self.guide.join_link = link
            self.guide.load()
        self.guide.show()
        self.guide.raise_()
        self.guide.activateWindow()
        return self.guide

    def open_shortcuts(self) -> ShortcutsWindow:
        if self.shortcuts is None:
            self.shortcuts = ShortcutsWindow(self.window_)
        else:
            self.shortcuts.fill()
        self.shortcuts.show()
        self.shortcuts.raise_()
        return self.shortcuts
