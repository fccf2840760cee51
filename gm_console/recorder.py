"""The room's microphone, recorded per game when the host turns it on (MAF-23).

(house) A game's recording is a file in ``<data dir>/recordings``; recordings older than three days
are deleted when the console starts and once a day while it runs. On a machine without a
microphone the recorder says so and the game goes on.
"""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, QUrl, Signal, Slot
from PySide6.QtMultimedia import QAudioInput, QMediaCaptureSession, QMediaDevices, QMediaFormat, QMediaRecorder

log = logging.getLogger(__name__)

KEEP_S = 3 * 24 * 3600
"""MAF-23: a recording is deleted after 3 days."""
PURGE_EVERY_MS = 24 * 3600 * 1000
SUFFIX = ".ogg"
BETTER_START_MS = 5
"""A recording's start is told again when a later measure finds it this much earlier."""


def wall_clock_ms() -> int:
    return int(time.time() * 1000)


def purge(folder: Path, now: float | None = None, keep_s: float = KEEP_S) -> list[Path]:
    """Delete the recordings in ``folder`` (and its sub-folders: a review's copy) older than
    ``keep_s`` seconds (MAF-23); returns them."""
    now = time.time() if now is None else now
    gone = []
    for path in sorted(folder.rglob(f"*{SUFFIX}")) if folder.is_dir() else []:
        try:
            if now - path.stat().st_mtime > keep_s:
                path.unlink()
                gone.append(path)
        except OSError as exc:  # in use or already gone: the next purge tries again
            log.warning("could not delete recording %s: %s", path, exc)
    return gone


class RoomRecorder(QObject):
    """Records the default microphone into ``folder`` while :meth:`start` … :meth:`stop`.

    Signals:
        changed(): recording started or stopped, or the microphone came or went.
        failed(str): the recording could not be made (the English reason; the game goes on).
        timed(str, int): the recording's file name and the moment its first sound was heard, on
            the clock :meth:`start` was given (told again when a later measure finds it earlier).

    The start is measured, not taken from :meth:`start`'s call (the microphone opens up to a second
    later): each time the recorder reports the length recorded so far, that length before now is
    a moment no earlier than the first sound; the earliest of them is the start (MAF-23: a review
    places each moment of the journal within a second of the audio).
    """

    changed = Signal()
    failed = Signal(str)
    timed = Signal(str, object)  # the milliseconds pass a 32-bit int

    def __init__(self, folder: Path, parent: QObject | None = None, extra_folders: tuple[Path, ...] = ()) -> None:
        super().__init__(parent)
        self.folder = folder
        self.extra_folders = extra_folders
        """Other folders whose recordings are deleted after three days too (the reviews' copies)."""
        self.path: Path | None = None
        self.started_ms: int | None = None
        self._clock: Callable[[], int] = wall_clock_ms
        self._devices = QMediaDevices(self)
        self._session = QMediaCaptureSession(self)
        self._input: QAudioInput | None = None
        self._recorder = QMediaRecorder(self)
        fmt = QMediaFormat(QMediaFormat.FileFormat.Ogg)
        fmt.setAudioCodec(QMediaFormat.AudioCodec.FLAC)  # lossless, and every FFmpeg build here encodes it
        self._recorder.setMediaFormat(fmt)
        self._recorder.setQuality(QMediaRecorder.Quality.NormalQuality)
        self._session.setRecorder(self._recorder)
        self._recorder.recorderStateChanged.connect(lambda _state: self.changed.emit())
        self._recorder.errorOccurred.connect(self.on_error)
        self._recorder.durationChanged.connect(self.on_duration)
        self._devices.audioInputsChanged.connect(self.changed)
        self._purger = QTimer(self)
        self._purger.setInterval(PURGE_EVERY_MS)
        self._purger.timeout.connect(self.purge)
        self._purger.start()
        self.purge()

    def has_microphone(self) -> bool:
        return bool(QMediaDevices.audioInputs())

    def recording(self) -> bool:
        return self._recorder.recorderState() == QMediaRecorder.RecorderState.RecordingState

    def start(self, name: str, clock: Callable[[], int] | None = None) -> bool:
        """Record into ``<folder>/<name>.ogg``; False (and ``failed``) without a microphone.
        ``clock``: the milliseconds ``timed`` tells the start in (the table's clock)."""
        if self.recording():
            self.stop()
        device = QMediaDevices.defaultAudioInput()
        if device.isNull():
            self.failed.emit("no microphone on this machine")
            return False
        self.folder.mkdir(parents=True, exist_ok=True)
        safe = re.sub(r"[^A-Za-z0-9_.-]+", "-", name).strip("-") or "game"
        self.path = self.folder / f"{safe}{SUFFIX}"
        self.started_ms = None
        self._clock = clock or wall_clock_ms
        self._input = QAudioInput(device, self)
        self._session.setAudioInput(self._input)
        self._recorder.setOutputLocation(QUrl.fromLocalFile(str(self.path)))
        self._recorder.record()
        log.info("recording the room into %s", self.path)
        return True

    def stop(self) -> None:
        if self._recorder.recorderState() != QMediaRecorder.RecorderState.StoppedState:
            self._recorder.stop()

    @Slot("qlonglong")
    def on_duration(self, duration_ms: int) -> None:
        """The length recorded so far: the start is at most that long before now."""
        if self.path is None or duration_ms <= 0 or not self.recording():
            return
        start = self._clock() - int(duration_ms)
        if self.started_ms is None or start < self.started_ms - BETTER_START_MS:
            self.started_ms = start
            self.timed.emit(self.path.name, start)

    @Slot()
    def purge(self) -> None:
        for path in [p for folder in (self.folder, *self.extra_folders) for p in purge(folder)]:
            log.info("deleted a recording older than three days: %s", path.name)

    @Slot(QMediaRecorder.Error, str)
    def on_error(self, _error: QMediaRecorder.Error, text: str) -> None:
        log.warning("recording failed: %s", text)
        self.failed.emit(text)
