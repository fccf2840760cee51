"""The spy game's sounds (PLT-14), from the views it receives (never from game rules): ``warning``
when the round's countdown crosses one minute, ``time_up`` at zero, ``results`` when a round ends,
``chime`` when cards are dealt or a round starts."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Slot

from ... import ticking, views
from ...sound import SoundService
from ...table_model import TableModel

WARNING_AT_MS = 60_000
CHECK_EVERY_MS = 250


class SpyCues(QObject):
    """Turns what the views show into sounds: the timer crossing one minute and zero, a round ending.

    It watches the moderator view's phase and counts the timer down locally between views.
    """

    def __init__(self, model: TableModel, sounds: SoundService, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.sounds = sounds
        self._phase = views.game(model.view).get("phase")
        self._round = views.game(model.view).get("round")
        self._left = self._left_now()
        self._time_up_round: object = None
        self._timer = QTimer(self)
        self._timer.setInterval(CHECK_EVERY_MS)
        self._connect_signals()
        self._follow()  # the timer runs only while the round's countdown counts

    def _connect_signals(self) -> None:
        self.model.changed.connect(self.on_table_changed)
        self._timer.timeout.connect(self.on_tick)

    def _left_now(self) -> int | None:
        game = views.game(self.model.view)
        countdown = views.Countdown.of(game.get("timer"), self.model.received)
        if countdown is None or game.get("phase") != "asking":
            return None
        return countdown.left(self.model.monotonic())

    @Slot(object)
    def on_table_changed(self, _changes: object) -> None:
        game = views.game(self.model.view)
        phase, round_ = game.get("phase"), game.get("round")
        if phase != self._phase:
            if phase == "round_over":
                self.sounds.play("results")
            elif phase == "suspect_vote" and self._time_up_round != round_:
                self._time_up_round = round_
                self.sounds.play("time_up")
            elif phase in ("dealt", "asking") and self._phase in ("lobby", "round_over", "dealt"):
                self.sounds.play("chime")
        self._phase, self._round = phase, round_
        self.on_tick()

    @Slot()
    def on_tick(self) -> None:
        left = self._left_now()
        before, self._left = self._left, left
        self._follow()
        if left is None or before is None:
            return
        if before > WARNING_AT_MS >= left > 0:
            self.sounds.play("warning")
        if before > 0 and left == 0 and self._time_up_round != self._round:
            self._time_up_round = self._round
            self.sounds.play("time_up")

    def _follow(self) -> None:
        game = views.game(self.model.view)
        countdown = views.Countdown.of(game.get("timer"), self.model.received)
        counts = game.get("phase") == "asking" and ticking.counting(countdown, self.model.monotonic())
        ticking.tick_while(self._timer, counts)
