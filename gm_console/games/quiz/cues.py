"""The quiz's sounds at the console and when they play (QZ-09, QZ-12, QZ-13, QZ-24).

:class:`QuizCues` decides from the moderator view (never from the rules) when: the spin of the
roulette, the black box music when it lands on Zero, the signal at 10 seconds left, the gong, the
victory or defeat music at the end. The console's :class:`gm_console.sound.SoundService` plays
``gm_resources/sounds/quiz_*.wav`` (made by ``make_quiz_sounds.py``).
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, QTimer, Slot

from ... import views
from ...sound import SoundService
from ...table_model import TableModel

log = logging.getLogger(__name__)

NAMES = ("quiz_spin", "quiz_signal", "quiz_gong", "quiz_black_box", "quiz_victory", "quiz_defeat")
BLACK_BOX_AFTER_MS = 3000
"""The box's music starts as the roulette slows down onto Zero."""


class QuizCues(QObject):
    """Turns what the moderator view shows into the quiz's sounds."""

    def __init__(self, model: TableModel, sounds: SoundService, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.sounds = sounds
        self._seen = self._marks()
        model.changed.connect(self.on_table_changed)

    def _marks(self) -> tuple[object, ...]:
        game = views.game(self.model.view)
        question = game.get("question") or {}
        return (game.get("match"), game.get("round"), game.get("phase"), bool(question.get("signalled")),
                bool(question.get("gong")))

    @Slot(object)
    def on_table_changed(self, _changes: object = None) -> None:
        before, now = self._seen, self._marks()
        self._seen = now
        game = views.game(self.model.view)
        question = game.get("question") or {}
        same_round = before[:2] == now[:2]
        if not same_round and now[2] == "question" and before[2] == "roulette":
            self.sounds.play("quiz_spin")  # QZ-08
            if question.get("black_box"):  # QZ-09: the box is brought in to music
                QTimer.singleShot(BLACK_BOX_AFTER_MS, lambda: self.sounds.play("quiz_black_box"))
        if same_round and now[3] and not before[3]:
            self.sounds.play("quiz_signal")  # QZ-12
        if same_round and now[4] and not before[4]:
            self.sounds.play("quiz_gong")  # QZ-13
        if now[2] == "finished" and before[2] != "finished":
            self.sounds.play("quiz_victory" if game.get("winner") == "experts" else "quiz_defeat")  # QZ-24
