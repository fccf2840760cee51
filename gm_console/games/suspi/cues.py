"""SUSPI's sounds (PLT-14): nightfall, dawn, the council (and its runoff) and the results, as the
views move on (``gm_resources/sounds/suspi_*.wav``, made by ``gm_resources/sounds/make_suspi_sounds.py``)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Slot

from ... import views
from ...sound import SoundService
from ...table_model import TableModel
from .texts import match

CUES = {"night": "suspi_nightfall", "dawn": "suspi_dawn", "council": "suspi_council", "over": "suspi_results"}
"""The sound each phase opens with (``gm_resources/sounds/<name>.wav``)."""


class SuspiCues(QObject):
    """Nightfall, dawn, the council (and its runoff) and the results, as the views move on."""

    def __init__(self, model: TableModel, sounds: SoundService, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.sounds = sounds
        self._seen = self._moment()  # a restored table does not replay its last cue
        model.changed.connect(self.on_table_changed)

    def _moment(self) -> tuple[object, ...]:
        game, m = views.game(self.model.view), match(self.model.view)
        council = m.get("council") or {}
        return (game.get("phase"), game.get("game"), m.get("round"), bool(council.get("runoff")))

    @Slot(object)
    def on_table_changed(self, _changes: object = None) -> None:
        moment = self._moment()
        before, self._seen = self._seen, moment
        if moment != before and moment[0] in CUES and (moment[0] != before[0] or moment[0] == "council"):
            self.sounds.play(CUES[str(moment[0])])

