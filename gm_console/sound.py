"""Sounds the console plays (PLT-14), and when it plays them.

:class:`SoundService` plays the WAV files of ``resources/sounds`` with ``QSoundEffect``. On a
machine without an audio output it stays silent and never fails: every problem is logged once.
:class:`SoundCues` decides from the views it receives (never from game rules) when a cue sounds:
``warning`` when the round's countdown crosses one minute, ``time_up`` at zero, ``results`` when a
round ends, ``chime`` when cards are dealt or a round starts.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, QUrl, Slot

from . import views
from .table_model import TableModel

log = logging.getLogger(__name__)

SOUNDS = Path(__file__).resolve().parent.parent / "resources" / "sounds"
NAMES = ("warning", "time_up", "results", "chime")
WARNING_AT_MS = 60_000
CHECK_EVERY_MS = 250


class SoundService(QObject):
    """Plays the named sounds; silent where there is no audio device.

    ``played`` keeps the names asked for, in order (what a moderator would have heard).
    """

    def __init__(self, parent: QObject | None = None, *, folder: Path = SOUNDS,
                 enabled: bool = True) -> None:
        super().__init__(parent)
        self.folder = folder
        self.played: list[str] = []
        self._effects: dict[str, object] = {}
        self.available = enabled and self._open()

    def _open(self) -> bool:
        try:
            from PySide6.QtMultimedia import QMediaDevices

            if not QMediaDevices.audioOutputs():
                log.info("no audio output device: the console stays silent")
                return False
            for name in NAMES:
                path = self.folder / f"{name}.wav"
                if not path.is_file():
                    log.warning("sound file missing: %s", path)
                    continue
                self._load(name)
            return bool(self._effects)
        except Exception:  # a broken multimedia backend must not stop the console
            log.exception("sound is unavailable")
            return False

    def _load(self, name: str) -> object | None:
        try:
            from PySide6.QtMultimedia import QSoundEffect

            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(self.folder / f"{name}.wav")))
        except Exception:
            log.exception("could not load %s", name)
            return None
        self._effects[name] = effect
        return effect

    def play(self, name: str) -> None:
        """Play ``name``: one of :data:`NAMES`, or a game's own ``<name>.wav`` in the folder (loaded
        the first time it plays); never raises for a sound that exists."""
        if name not in NAMES and not (self.folder / f"{name}.wav").is_file():
            raise ValueError(f"unknown sound {name!r}; known: {', '.join(NAMES)} and the folder's files")
        self.played.append(name)
        effect = self._effects.get(name)
        if effect is None and self.available and name not in NAMES:
            effect = self._load(name)
        if effect is None:
            return
        try:
            effect.play()  # type: ignore[attr-defined]
        except Exception:
            log.exception("could not play %s", name)


class SoundCues(QObject):
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
        self._timer.start()

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
        if left is None or before is None:
            return
        if before > WARNING_AT_MS >= left > 0:
            self.sounds.play("warning")
        if before > 0 and left == 0 and self._time_up_round != self._round:
            self._time_up_round = self._round
            self.sounds.play("time_up")
