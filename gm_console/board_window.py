"""The public board for the projector (PLT-13): large type on a dark background, readable from the
back of the room, from the public view only (PLT-05).

:class:`BoardFrame` is every game's board: the window (windowed, or full screen on the chosen
screen), the type sized from the window's height, and the skeleton a game fills: a header (the
game and the table code, the game's round on the right), a stack of pages with the lobby first
(the join block: caption, code, link, call link, who is at the table, the QR code), and the
countdown, counted locally four times a second from the view's ``left_ms`` and ``running``
(PLT-14). A game's board (``gm_console/games/<game>/board.py``) adds its pages and says what they
show through the hooks :meth:`BoardFrame.page`, :meth:`BoardFrame.draw_page`,
:meth:`BoardFrame.timer`, :meth:`BoardFrame.tick` and their kin.
"""

from __future__ import annotations

import logging
from typing import ClassVar

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Slot
from PySide6.QtGui import QCloseEvent, QGuiApplication, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from . import views
from .commands import Commands
from .qr import QrView
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
LOBBY = 0
"""The lobby is every board's first page."""


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
    """The projector's window and the skeleton of every game's board (see the module's docstring).

    A game's board builds its pages with :meth:`add_page` (the lobby, page :data:`LOBBY`, is built
    here; a game may add lines to :attr:`join_column` or beside it in :attr:`lobby_row`), calls
    :meth:`start` at the end of its ``__init__``, and overrides the hooks it needs.
    """

    title_text: ClassVar[str] = ""
    """The game's name (a ``QT_TRANSLATE_NOOP("Texts", …)`` of its package), shown in the header."""

    qr_size: ClassVar[int] = 240
    """The QR code's least size in design pixels."""

    def __init__(self, model: TableModel, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("board")
        self.model = model
        self.screen_index: int | None = None
        self.countdown: views.Countdown | None = None
        self._watched: object = None
        self.ticker = QTimer(self)
        self.ticker.setInterval(TICK_MS)
        self.setMinimumSize(480, 270)  # the type follows the size, so the layout must not hold it big

        self.title = _label(self, "small", center=False, wrap=False)
        self.title.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.round_label = _label(self, "small", wrap=False)
        self.round_label.setObjectName("board_round")
        self.round_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.pages = QStackedWidget(self)
        lobby = self.lobby_page = self.add_page()
        self.join_caption = _label(lobby, "title")
        self.code = _label(lobby, "code", wrap=False)
        self.code.setObjectName("board_code")
        self.url = _label(lobby, "small")
        self.call_link = _label(lobby, "small")
        self.lobby_seats = _label(lobby, "body")
        self.lobby_seats.setObjectName("board_lobby_seats")
        self.qr = QrView(lobby, minimum=self.qr_size, dark="#000000", light="#ffffff")
        self.join_column = QVBoxLayout()
        """The join block, top to bottom; a game inserts its own lines (before the last stretch)."""
        self.join_column.addStretch(1)
        for widget in (self.join_caption, self.code, self.url, self.call_link):
            self.join_column.addWidget(widget)
        self.join_column.addSpacing(16)
        self.join_column.addWidget(self.lobby_seats)
        self.join_column.addStretch(1)
        self.lobby_row = QHBoxLayout(lobby)
        """The lobby page: the join block, then the QR code."""
        self.lobby_row.addLayout(self.join_column, 3)
        self.lobby_row.addWidget(self.qr, 2)
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.round_label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(48, 24, 48, 32)
        layout.addLayout(head)
        layout.addWidget(self.pages, 1)

    def add_page(self) -> QWidget:
        """A new page of the board (the next index of :attr:`pages`)."""
        page = QWidget(self.pages)
        self.pages.addWidget(page)
        return page

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
        """The header, the page the view is on, the countdown."""
        table = view.get("table") or {}
        title = QCoreApplication.translate("Texts", self.title_text) if self.title_text else str(table.get("game", ""))
        self.title.setText(self.tr("%1 · table %2").replace("%1", title)
                           .replace("%2", str(table.get("code", ""))))
        self.round_label.setText(self.round_text(view))
        self.countdown = views.Countdown.of(self.timer(view), self.model.received)
        page = self.page(view)
        self.pages.setCurrentIndex(page)
        if page == LOBBY:
            self.draw_join(view)
        self.draw_page(page, view)
        self.on_tick()

    def draw_join(self, view: Json) -> None:
        """The join block: the code, the link and its QR code, the call link, who is at the table."""
        table = view.get("table") or {}
        url = str(table.get("url") or "")
        self.join_caption.setText(self.join_text(view))
        self.code.setText(str(table.get("code", "")))
        self.url.setText(url)
        self.qr.set_text(url)
        self.qr.setVisible(bool(url))
        link = str((views.game(view).get("options") or {}).get("call_link") or "")
        self.call_link.setText(self.tr("Call: %1").replace("%1", link) if link else "")
        self.call_link.setVisible(bool(link))
        self.lobby_seats.setText(self.seats_text(view))

    # --- the hooks a game's board overrides --------------------------------------------------------
    def page(self, view: Json) -> int:
        """The page the view is on (:data:`LOBBY` while players join)."""
        return LOBBY

    def draw_page(self, page: int, view: Json) -> None:
        """Fill ``page`` from the public view (after the join block, on the lobby)."""

    def round_text(self, view: Json) -> str:
        """The header's right side: the game's round (or game and day)."""
        return ""

    def timer(self, view: Json) -> Json | None:
        """The view's timer the board counts down (PLT-14)."""
        timer = views.game(view).get("timer")
        return timer if isinstance(timer, dict) else None

    def join_text(self, view: Json) -> str:
        return self.tr("Join with your phone")

    def seats_text(self, view: Json) -> str:
        """Who is at the table, under the join code."""
        present = [s for s in views.seats(view) if s.get("present", True)]
        if not present:
            return self.tr("Waiting for players…")
        return self.tr("At the table (%1): %2").replace("%1", str(len(present))).replace(
            "%2", SEPARATOR.join(str(s.get("nickname")) for s in present))

    @Slot()
    def on_tick(self) -> None:
        """Count the countdown down (PLT-14): :meth:`tick` with the time left, None without a timer."""
        countdown = self.countdown
        self.tick(countdown.left(self.model.monotonic()) if countdown is not None else None)

    def tick(self, left: int | None) -> None:
        """Show ``left`` milliseconds (None: no countdown now), four times a second."""

    def paint_clock(self, clock: QLabel, left: int | None, low_ms: int) -> None:
        """``m:ss`` in ``clock`` (empty without a countdown): amber from ``low_ms`` left, red at zero."""
        clock.setText(views.format_clock(left) if left is not None else "")
        color = TEXT if left is None else ALARM if left == 0 else WARN if left <= low_ms else TEXT
        if clock.property("clock_color") != color:
            clock.setProperty("clock_color", color)
            clock.setStyleSheet(f"color: {color};")

    def paused_text(self, left: int | None) -> str:
        """"Paused" under a countdown that waits with time left."""
        countdown = self.countdown
        return self.tr("Paused") if countdown is not None and not countdown.running and left else ""

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
        size = int(self.qr_size * self.unit())
        self.qr.setMinimumSize(size, size)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._apply_style()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("GM Console — public board"))
        self._watched = None
        self.on_table_changed()
