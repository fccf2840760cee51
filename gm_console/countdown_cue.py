"""The countdown's sounds at the console, for any game (PLT-14): ``warning`` when the countdown a
game names crosses its last seconds, ``time_up`` when it reaches zero, once per countdown.

A game's cues make one and say which countdown counts now and what makes one countdown another
(the spy's round, mafia's speaker)::

    self.countdown = CountdownCue(model, sounds, warn_ms=10_000, parent=self,
                                  countdown=lambda game: game.get("timer"),
                                  key=lambda game: (game.get("day"), game.get("speaker")))

The countdown is counted locally between views from the moderator view's timer, and the cue's
clock ticks only while it counts (``gm_console/ticking.py``): an idle console spends nothing.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Slot

from . import ticking, views
from .sound import SoundService
from .table_model import TableModel
from .views import Json


class CountdownCue(QObject):
    """Plays ``warning`` and ``time_up`` for the countdown ``countdown(view.game)`` names (its
    timer's JSON, or None while none counts), once per ``key(view.game)``."""

    def __init__(self, model: TableModel, sounds: SoundService, *, warn_ms: int,
                 countdown: Callable[[Json], Json | None], key: Callable[[Json], object],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.sounds = sounds
        self.warn_ms = warn_ms
        self._countdown = countdown
        self._key = key
        self._time_up: set[object] = set()
        self._left = self._left_now()  # a restored table does not replay a crossing
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.on_tick)
        model.changed.connect(self.on_table_changed)
        self._follow()

    def time_up(self, key: object) -> None:
        """Play ``time_up`` for the countdown ``key`` unless it has sounded already (a game may say
        time is up from its phase, before the clock reaches zero here)."""
        if key not in self._time_up:
            self._time_up.add(key)
            self.sounds.play("time_up")

    def _now(self) -> views.Countdown | None:
        return views.Countdown.of(self._countdown(views.game(self.model.view)), self.model.received)

    def _left_now(self) -> int | None:
        countdown = self._now()
        return countdown.left(self.model.monotonic()) if countdown is not None else None

    @Slot(object)
    def on_table_changed(self, _changes: object = None) -> None:
        self.on_tick()

    @Slot()
    def on_tick(self) -> None:
        left = self._left_now()
        before, self._left = self._left, left
        self._follow()
        if left is None or before is None:
            return
        if before > self.warn_ms >= left > 0:
            self.sounds.play("warning")
        if before > 0 and left == 0:
            self.time_up(self._key(views.game(self.model.view)))

    def _follow(self) -> None:
        """Wake when the countdown crosses the warning, then when it reaches zero (nothing to check between)."""
        countdown, now = self._now(), self.model.monotonic()
        if countdown is None or not ticking.counting(countdown, now):
            ticking.tick_in(self._timer, None)
            return
        left = countdown.left(now)
        ticking.tick_in(self._timer, left - self.warn_ms if left > self.warn_ms else left)
