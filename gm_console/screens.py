"""The screens the console sees, and the warning when the board would show in the wrong place (PLT-13).

The board belongs on a second screen set to *extend* the desktop. A projector set to *mirror* (or
"duplicate") the laptop shows the moderator's console, with every secret on it, to the whole room.
Systems report a mirror in one of two ways: two screens with the same (or overlapping) geometry
(X11 with outputs that show the same picture), or a single screen (Windows' "Duplicate", macOS's
mirroring). :func:`screen_problem` tells which from the screens' rectangles alone; the
:class:`ScreenWatch` asks it whenever a screen comes, goes or changes, and when the board window
opens, and warns the moderator once an evening per kind, in the console's language, without
blocking the console, pointing to the venue guide (Help ▸ Before the first evening).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QEvent, QObject, QRect, Qt, Signal, Slot
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget
from shiboken6 import isValid

if TYPE_CHECKING:
    from .board_window import BoardWindow

log = logging.getLogger(__name__)

MIRRORED = "mirrored"
"""Two screens overlap or share their geometry: one shows what the other shows."""
ONE_SCREEN = "one_screen"
"""The board window opened while the console sees a single screen: the board covers the console."""


class Rect(NamedTuple):
    """A screen's place on the desktop, in device-independent pixels."""

    x: int
    y: int
    width: int
    height: int


def overlapping(rects: Sequence[Rect]) -> list[tuple[int, int]]:
    """The pairs of screens (their indexes, the lower first) whose areas share at least one pixel.

    Screens side by side touch at an edge and share none; a mirrored pair has the same rectangle,
    and a projector mirroring part of a larger screen lies inside it."""
    pairs = []
    for i, a in enumerate(rects):
        for j in range(i + 1, len(rects)):
            b = rects[j]
            if (min(a.x + a.width, b.x + b.width) > max(a.x, b.x)
                    and min(a.y + a.height, b.y + b.height) > max(a.y, b.y)):
                pairs.append((i, j))
    return pairs


def screen_problem(rects: Sequence[Rect], *, board_shown: bool) -> str | None:
    """What is wrong with these screens for a table with a board, or None.

    :data:`MIRRORED` when two of them overlap; :data:`ONE_SCREEN` when the board is shown while
    only one screen is seen (the board then covers the console: a projector, if there is one, is
    mirroring it)."""
    if overlapping(rects):
        return MIRRORED
    if board_shown and len(rects) < 2:
        return ONE_SCREEN
    return None


def rect_of(screen: QScreen) -> Rect:
    """The rectangle of a Qt screen."""
    g = screen.geometry()
    return Rect(g.x(), g.y(), g.width(), g.height())


class ScreenWarning(QMessageBox):
    """The warning itself: visible on top of the console but not modal, so the table goes on."""

    def __init__(self, kind: str, open_guide: Callable[[], None], parent: QWidget | None) -> None:
        super().__init__(parent)
        self.kind = kind
        self.setObjectName(f"screen_warning_{kind}")
        self.setIcon(QMessageBox.Icon.Warning)
        self.setWindowModality(Qt.WindowModality.NonModal)
        self.guide_button: QPushButton = self.addButton("", QMessageBox.ButtonRole.HelpRole)
        self.guide_button.setObjectName("open_guide")
        self.guide_button.clicked.connect(open_guide)
        self.close_button: QPushButton = self.addButton("", QMessageBox.ButtonRole.RejectRole)
        self.close_button.setObjectName("close")
        self.setDefaultButton(self.close_button)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Check the projector"))
        self.guide_button.setText(self.tr("Open the venue guide"))
        self.close_button.setText(self.tr("Close"))
        extend = self.tr("Set the projector to Extend: on Windows Win+P ▸ Extend; on macOS System Settings ▸ "
                         "Displays ▸ Use as Extended display; on Linux the display settings, with the screens "
                         "joined side by side, not mirrored.")
        if self.kind == MIRRORED:
            self.setText(self.tr("Two screens show the same picture: the projector mirrors this screen, so the "
                                 "room sees the console with every secret on it."))
        else:
            self.setText(self.tr("The board opened on the only screen the console sees, over the console. If a "
                                 "projector is connected, it mirrors this screen and the room sees the console."))
        self.setInformativeText(extend + "\n\n" + self.tr("Help ▸ Before the first evening tells more."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class ScreenWatch(QObject):
    """Watches the screens for a mirror and the board window for opening on a single screen.

    Each kind of warning shows once while the console runs (an evening); it outlives the windows of
    one table, so a new table does not warn again. ``window`` is the console window the warning
    stands over, ``open_guide`` opens the venue guide.

    Signals:
        warned(str): a warning of this kind (:data:`MIRRORED`, :data:`ONE_SCREEN`) was shown.
    """

    warned = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window: QWidget | None = None
        self.open_guide: Callable[[], None] = lambda: None
        self.board: BoardWindow | None = None
        self.shown: set[str] = set()
        self.warning: ScreenWarning | None = None
        app = QGuiApplication.instance()
        assert isinstance(app, QGuiApplication)
        app.screenAdded.connect(self.on_screen_added)
        app.screenRemoved.connect(self.on_screen_removed)
        for screen in app.screens():
            self._follow(screen)

    def attach(self, window: QWidget, board: BoardWindow, open_guide: Callable[[], None]) -> None:
        """The console window and board of the table now open (a new table brings new ones). The
        screens are checked each time the board is shown: told by its signal, not by a filter that
        every event of the board would pass through."""
        self._let_go()
        self.window, self.board, self.open_guide = window, board, open_guide
        board.put_on_screen.connect(self.check)

    def _let_go(self) -> None:
        if self.board is not None and isValid(self.board):
            self.board.put_on_screen.disconnect(self.check)

    def _follow(self, screen: QScreen) -> None:
        screen.geometryChanged.connect(self.on_geometry_changed)

    @Slot(QScreen)
    def on_screen_added(self, screen: QScreen) -> None:
        """A screen was plugged in (a projector): is it mirroring?"""
        self._follow(screen)
        self.check()

    @Slot(QScreen)
    def on_screen_removed(self, _screen: QScreen) -> None:
        self.check()

    @Slot(QRect)
    def on_geometry_changed(self, _geometry: QRect) -> None:
        """A screen moved or was resized (a display switched to mirror after the start)."""
        self.check()

    def rects(self) -> list[Rect]:
        return [rect_of(screen) for screen in QGuiApplication.screens()]

    def check(self) -> str | None:
        """Warn if the screens are wrong now; the kind found (warned before or not), or None."""
        board_shown = self.board is not None and isValid(self.board) and self.board.isVisible()
        problem = screen_problem(self.rects(), board_shown=board_shown)
        if problem is not None:
            self.warn(problem)
        return problem

    def warn(self, kind: str) -> None:
        """Show the warning of ``kind`` unless it was shown this evening."""
        if kind in self.shown:
            return
        self.shown.add(kind)
        log.warning("screens: %s (%s)", kind, ", ".join(str(tuple(r)) for r in self.rects()))
        if self.warning is not None and isValid(self.warning):  # not gone with a former table's window
            self.warning.close()
            self.warning.deleteLater()
        self.warning = ScreenWarning(kind, self.open_guide, self.window)
        self.warning.show()
        self.warning.raise_()
        self.warned.emit(kind)

    def stop(self) -> None:
        """The console shuts down: no more checks, no warning left open."""
        self._let_go()
        self.board = self.window = None
        if self.warning is not None and isValid(self.warning):
            self.warning.close()
        self.deleteLater()
