"""A game's timer at the console: a big countdown, counted locally between views, with pause/resume
and ±30 s (PLT-14). The countdown turns amber in its last minute and red at zero. A game says
which timer of its view it counts (:meth:`TimerPanel.timer`) and the words under it
(:meth:`TimerPanel.state_text`)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QVBoxLayout, QWidget

from .. import ticking, views
from ..commands import Commands
from ..table_model import TableModel
from ..views import Json
from ._panel import Panel, big_button, set_countdown_bar

WARNING_MS = 60_000


class TimerPanel(Panel):
    """The countdown of a game's timer."""

    def __init__(self, model: TableModel, commands: Commands, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.countdown: views.Countdown | None = None
        self._color = ""
        self.clock = QLabel("—", self)
        self.clock.setObjectName("countdown")
        self.clock.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont("DejaVu Sans Mono")
        font.setStyleHint(QFont.StyleHint.Monospace)  # digits that do not jump as they count
        font.setPointSize(40)
        font.setBold(True)
        self.clock.setFont(font)
        self.state = QLabel(self)
        self.state.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.bar = QProgressBar(self)
        self.bar.setTextVisible(False)
        self.bar.setMaximumHeight(10)
        self.buttons = {name: big_button(self, commands, name)
                        for name in ("pause_resume", "take_time", "add_time")}
        row = QHBoxLayout()
        for name in ("take_time", "pause_resume", "add_time"):
            row.addWidget(self.buttons[name], 2 if name == "pause_resume" else 1)
        # the clock beside its state and buttons: one row less, so a laptop's screen holds the desk
        side = QVBoxLayout()
        side.addStretch(1)
        side.addWidget(self.state)
        side.addLayout(row)
        side.addStretch(1)
        top = QHBoxLayout()
        top.addWidget(self.clock, 2)
        top.addLayout(side, 3)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.bar)
        self.ticker = QTimer(self)
        self._connect_signals()
        self.retranslate()
        self.redraw()  # the ticker runs only while the countdown counts (on_tick)

    def _connect_signals(self) -> None:
        self.ticker.timeout.connect(self.on_tick)

    def timer(self, view: Json) -> Json | None:
        """The view's timer this panel counts down (a game names its own)."""
        timer = views.game(view).get("timer")
        return timer if isinstance(timer, dict) else None

    def state_text(self, view: Json, countdown: views.Countdown | None) -> str:
        """The words under the countdown: running or paused (a game says more)."""
        if countdown is None:
            return ""
        return self.tr("Running") if countdown.running else self.tr("Paused")

    def watch(self, view: Json) -> object:
        # a running countdown by where it ends (PLT-14): a vote, a room picked or a question asked
        # while it counts has nothing to draw; a paused one or none shows the same whenever it came
        return views.countdown_key(self.timer(view), self.model.received), views.game(view).get("phase")

    def draw(self, view: Json) -> None:
        self.countdown = views.Countdown.of(self.timer(view), self.model.received)
        self.state.setText(self.state_text(view, self.countdown))
        self.on_tick()

    @Slot()
    def on_tick(self) -> None:
        countdown = self.countdown
        if countdown is None:
            self.clock.setText("—")
            self.bar.setValue(0)
            self._set_color("")
            self.ticker.stop()
            return
        now = self.model.monotonic()
        left = countdown.left(now)
        shown = views.format_clock(left)
        if self.clock.text() != shown:
            self.clock.setText(shown)
        set_countdown_bar(self.bar, left, countdown.total_ms)  # moves with the clock's seconds
        self._set_color("#c62828" if left == 0 else "#c77700" if left <= WARNING_MS else "")
        ticking.tick_with(self.ticker, countdown, now)

    def _set_color(self, color: str) -> None:
        if color != self._color:
            self._color = color
            self.clock.setStyleSheet(f"color: {color};" if color else "")

    def retranslate(self) -> None:
        self.setTitle(self.tr("Timer"))
