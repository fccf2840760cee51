"""Club mafia's sounds (PLT-14), from the moderator view (never from the rules): the night falling
and the morning, the results at the game's end, and a speech's last ten seconds and its end."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Slot

from ... import ticking, views
from ...sound import SoundService
from ...table_model import TableModel

WARNING_MS = 10_000
"""A speech's last seconds: the warning sounds and the clocks turn amber."""
CHECK_EVERY_MS = 250
NIGHT = ("night", "acquaintance")


class MafiaCues(QObject):
    """Plays ``mafia_night``, ``mafia_morning``, ``results``, ``warning`` and ``time_up`` as the views
    move on; a speech's countdown is counted locally between views."""

    def __init__(self, model: TableModel, sounds: SoundService, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.sounds = sounds
        self._phase = views.game(model.view).get("phase")  # a restored table does not replay its last cue
        self._left: int | None = None
        self._time_up: object = None
        self._timer = QTimer(self)
        self._timer.setInterval(CHECK_EVERY_MS)
        self._connect_signals()
        self.on_tick()  # the timer runs only while a speech's countdown counts

    def _connect_signals(self) -> None:
        self.model.changed.connect(self.on_table_changed)
        self._timer.timeout.connect(self.on_tick)

    @Slot(object)
    def on_table_changed(self, _changes: object = None) -> None:
        phase = views.game(self.model.view).get("phase")
        before, self._phase = self._phase, phase
        self.on_tick()
        if phase == before:
            return
        if phase in NIGHT and before not in NIGHT:
            self.sounds.play("mafia_night")
        elif before in NIGHT:
            self.sounds.play("mafia_morning")
        elif phase == "game_over":
            self.sounds.play("results")

    @Slot()
    def on_tick(self) -> None:
        """A speech's last ten seconds and its end (the timer stops at zero; the host moves on)."""
        game = views.game(self.model.view)
        countdown = views.Countdown.of(game.get("timer"), self.model.received)
        now = self.model.monotonic()
        left = countdown.left(now) if countdown is not None and countdown.running else None
        before, self._left = self._left, left
        ticking.tick_while(self._timer, ticking.counting(countdown, now))
        if left is None or before is None:
            return
        key = (game.get("game"), game.get("day"), game.get("phase"), game.get("speaker"))
        if before > WARNING_MS >= left > 0:
            self.sounds.play("warning")
        if before > 0 and left == 0 and self._time_up != key:
            self._time_up = key
            self.sounds.play("time_up")
