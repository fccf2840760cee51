"""Club mafia's sounds (PLT-14), from the moderator view (never from the rules): the night falling
and the morning, the results at the game's end, and a speech's last ten seconds and its end."""

from __future__ import annotations

from PySide6.QtCore import QObject, Slot

from ... import views
from ...countdown_cue import CountdownCue
from ...sound import SoundService
from ...table_model import TableModel
from ...views import Json

WARNING_MS = 10_000
"""A speech's last seconds: the warning sounds and the clocks turn amber."""
NIGHT = ("night", "acquaintance")


def _speech(game: Json) -> object:
    """What makes one speech's countdown another: the game, the day, the phase and the speaker."""
    return (game.get("game"), game.get("day"), game.get("phase"), game.get("speaker"))


class MafiaCues(QObject):
    """Plays ``mafia_night``, ``mafia_morning`` and ``results`` as the views move on; a speech's
    ``warning`` and ``time_up`` are the shared :class:`CountdownCue`'s."""

    def __init__(self, model: TableModel, sounds: SoundService, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.sounds = sounds
        self._phase = views.game(model.view).get("phase")  # a restored table does not replay its last cue
        self.countdown = CountdownCue(model, sounds, warn_ms=WARNING_MS, countdown=lambda game: game.get("timer"),
                                      key=_speech, parent=self)
        self.model.changed.connect(self.on_table_changed)

    @Slot(object)
    def on_table_changed(self, _changes: object = None) -> None:
        phase = views.game(self.model.view).get("phase")
        before, self._phase = self._phase, phase
        if phase == before:
            return
        if phase in NIGHT and before not in NIGHT:
            self.sounds.play("mafia_night")
        elif before in NIGHT:
            self.sounds.play("mafia_morning")
        elif phase == "game_over":
            self.sounds.play("results")
