"""The sounds the console plays (PLT-14).

:class:`SoundService` plays the WAV files of ``gm_resources/sounds`` with ``QSoundEffect``. On a
machine without an audio output it stays silent and never fails: every problem is logged once.
When a sound plays is each game's own choice, from the views it receives (its ``cues`` module,
``gm_console/games/<game>/cues.py``).
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject, QUrl

import gm_resources

log = logging.getLogger(__name__)

SOUNDS = gm_resources.SOUNDS
NAMES = ("warning", "time_up", "results", "chime")


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
        self._missing: set[str] = set()
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
        the first time it plays). Never raises: it is called from the event loop, where an
        exception would only reach the log; a name without its file is logged once and not played."""
        if name not in NAMES and not (self.folder / f"{name}.wav").is_file():
            if name not in self._missing:
                self._missing.add(name)
                log.warning("no sound file %s.wav in %s: the cue stays silent", name, self.folder)
            return
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
