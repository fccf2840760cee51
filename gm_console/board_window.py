"""The public board for the projector (PLT-13): large type on a dark background, readable from the
back of the room. It renders only the public view (PLT-05): the join code and QR code in the
lobby, the seats, the phase, the countdown, whose turn it is to ask, the vote's progress, the
round's result and the scores.

The countdown is counted locally four times a second from the view's ``left_ms`` and ``running``
(PLT-14); type sizes follow the window's height, so the board reads the same on any projector.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Slot
from PySide6.QtGui import QCloseEvent, QGuiApplication, QResizeEvent
from PySide6.QtWidgets import (
    QLabel,
    QSizePolicy,
    QWidget,
)

from . import views
from .commands import Commands
from .table_model import TableModel
from .views import Json

log = logging.getLogger(__name__)

TICK_MS = 250
DESIGN_HEIGHT = 1080
"""Type sizes below are pixels at this window height, scaled to the real height."""
SIZES = {"huge": 300, "code": 170, "winner": 110, "title": 76, "big": 60, "vote": 60, "table": 48, "body": 40,
         "small": 30}
BACKGROUND, TEXT, DIM, ACCENT, WARN, ALARM = "#101418", "#f4f1ea", "#9aa3ad", "#ffd166", "#ffb347", "#ff5c5c"
SEPARATOR = "\u00a0\u00a0·  "
"""Between names: a line may break only after a name's separator, never leave a dot alone."""


def _label(parent: QWidget, role: str, *, center: bool = True, wrap: bool = True) -> QLabel:
    label = QLabel(parent)
    label.setProperty("role", role)
    label.setWordWrap(wrap)
    label.setTextFormat(Qt.TextFormat.RichText if role == "table" else Qt.TextFormat.PlainText)
    if center:
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
    return label


class BoardFrame(QWidget):
    """The projector's window, whatever the game: shown windowed or full screen on a chosen screen,
    type sized from the window's height, a tick four times a second for the countdown. A game's
    board (``gm_console/games/<game>/board.py``) fills
    it from the public view in :meth:`draw` and :meth:`on_tick`."""

    def __init__(self, model: TableModel, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("board")
        self.model = model
        self.screen_index: int | None = None
        self.countdown: views.Countdown | None = None
        self._watched: object = None
        self._clock_color = ""
        self.ticker = QTimer(self)
        self.ticker.setInterval(TICK_MS)
        self.setMinimumSize(480, 270)  # the type follows the size, so the layout must not hold it big

    def start(self) -> None:
        """Called at the end of a board's __init__, once its widgets exist."""
        self.model.changed.connect(self.on_table_changed)
        self.ticker.timeout.connect(self.on_tick)
        self.resize(1280, 720)
        self._apply_style()
        self.retranslate()
        self.ticker.start()

    def share_keys(self, commands: Commands) -> None:
        """Undo (PLT-04) and the full-screen toggle work while the board has the keyboard too."""
        for name in ("undo", "board_full_screen"):
            self.addAction(commands.action(name))

    # --- showing on the projector -------------------------------------------------------------
    def show_on(self, screen_index: int | None) -> None:
        """Full screen on screen ``screen_index``, or a normal window when it is None."""
        self.screen_index = screen_index
        screens = QGuiApplication.screens()
        if screen_index is not None and 0 <= screen_index < len(screens):
            screen = screens[screen_index]
            self.setScreen(screen)
            self.setGeometry(screen.geometry())  # also where no window manager obeys "full screen"
            self.showFullScreen()
        else:
            if screen_index is not None:
                log.warning("no screen %s (there are %d); the board opens as a window",
                            screen_index, len(screens))
            self.showNormal()

    @Slot()
    def on_full_screen_toggled(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.show_on(self.screen_index if self.screen_index is not None else self._current_screen())

    def _current_screen(self) -> int:
        screens = QGuiApplication.screens()
        screen = self.screen()
        return screens.index(screen) if screen in screens else 0

    @Slot()
    def on_show_toggled(self) -> None:
        if self.isVisible():
            self.hide()
        else:
            self.show_on(self.screen_index)

    def closeEvent(self, event: QCloseEvent) -> None:
        event.ignore()  # the board only hides; Ctrl+B in the console shows it again
        self.hide()

    # --- rendering --------------------------------------------------------------------------------
    @Slot(object)
    def on_table_changed(self, _changes: object = None) -> None:
        view = self.model.public
        watched = (view, self.model.received)
        if watched != self._watched:
            self._watched = watched
            self.draw(view)

    def draw(self, view: Json) -> None:
        raise NotImplementedError

    @Slot()
    def on_tick(self) -> None:
        """Count the countdown down (PLT-14); a board with a clock does it here."""

    # --- look -------------------------------------------------------------------------------------
    def unit(self) -> float:
        """Pixels per design pixel: type sizes follow the window's height."""
        return max(0.35, self.height() / DESIGN_HEIGHT)

    def _apply_style(self) -> None:
        sizes = {role: max(10, int(px * self.unit())) for role, px in SIZES.items()}
        rules = [f"QWidget#board {{ background: {BACKGROUND}; }}",
                 f"QLabel {{ color: {TEXT}; }}"]
        for role, px in sizes.items():
            weight = "bold" if role in ("huge", "code", "winner", "title", "big", "vote") else "normal"
            rules.append(f'QLabel[role="{role}"] {{ font-size: {px}px; font-weight: {weight}; }}')
        rules.append(f'QLabel[role="winner"] {{ color: {ACCENT}; }}')
        rules.append(f'QLabel[role="vote"] {{ color: {ACCENT}; }}')
        rules.append(f'QLabel[role="small"] {{ color: {DIM}; }}')
        self.setStyleSheet("\n".join(rules))
        self.setAutoFillBackground(True)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._apply_style()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("BoardWindow", "GM Console — public board"))
        self._watched = None
        self.on_table_changed()
