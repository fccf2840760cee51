"""The spy game's sounds (PLT-14), from the views it receives (never from game rules): ``warning``
when the round's countdown crosses one minute, ``time_up`` at zero, ``results`` when a round ends,
``chime`` when cards are dealt or a round starts."""

from __future__ import annotations

from PySide6.QtCore import QObject, Slot

from ... import views
from ...countdown_cue import CountdownCue
from ...sound import SoundService
from ...table_model import TableModel
from ...views import Json

WARNING_AT_MS = 60_000


def _round_clock(game: Json) -> Json | None:
    """The round's countdown while questions are asked (SPY-09); it waits during a vote."""
    timer = game.get("timer")
    return timer if game.get("phase") == "asking" and isinstance(timer, dict) else None


class SpyCues(QObject):
    """Turns what the views show into sounds: the timer crossing one minute and zero, a round ending.

    It watches the moderator view's phase; the round's countdown is the shared :class:`CountdownCue`.
    """

    def __init__(self, model: TableModel, sounds: SoundService, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.sounds = sounds
        self._phase = views.game(model.view).get("phase")
        self.countdown = CountdownCue(model, sounds, warn_ms=WARNING_AT_MS, countdown=_round_clock,
                                      key=lambda game: game.get("round"), parent=self)
        self.model.changed.connect(self.on_table_changed)

    @Slot(object)
    def on_table_changed(self, _changes: object) -> None:
        game = views.game(self.model.view)
        phase, before = game.get("phase"), self._phase
        self._phase = phase
        if phase == before:
            return
        if phase == "round_over":
            self.sounds.play("results")
        elif phase == "suspect_vote":
            self.countdown.time_up(game.get("round"))  # SPY-19: the table says time is up
        elif phase in ("dealt", "asking") and before in ("lobby", "round_over", "dealt"):
            self.sounds.play("chime")
