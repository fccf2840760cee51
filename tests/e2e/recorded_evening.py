"""A club mafia evening recorded from a microphone of the tests' own (MAF-23), for the review's tests.

``python -m tests.e2e.recorded_evening DATA_DIR`` (with ``PULSE_SERVER`` naming a PulseAudio server
whose default source hears its sink ``room``, see ``test_review_recorded.py``) plays three games at a
real table with the wall clock: the first two recorded by the console's recorder, each of the host's
requests announced by a short tone played into the room the moment it is sent; the third not
recorded. The recorder's measured start is journaled as the mafia desk does. It prints one JSON line:
``{"tones": {game: [ms, ...]}, "files": {game: name}, "private": nickname}``.

``python -m tests.e2e.recorded_evening --onsets FILE`` prints the recording's tone onsets in ms (one
JSON list), found in the decoded audio: where its loudness first rises past a threshold after a
quiet stretch.
"""

from __future__ import annotations

import array
import json
import math
import struct
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

RATE = 48_000
TONE_S = 0.25
STEP_MS = 1_300
"""The time between two of the host's requests: each tone is heard apart from the next."""
NICKS = ["Ola", "Taras", "Marta", "Ivan", "Zosia", "Bohdan", "Kasia", "Petro", "Lena", "Jurek"]
PRIVATE = "Sekretna Wiedźma"
"""The player who opted out of publication (MAF-24)."""


def tone_bytes(hz: float = 880.0) -> bytes:
    frames = int(RATE * TONE_S)
    return b"".join(struct.pack("<h", int(14000 * math.sin(2 * math.pi * hz * i / RATE))) for i in range(frames))


def play_evening(data: Path) -> dict[str, Any]:
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from gm_console.recorder import RoomRecorder
    from net.content import make_game
    from net.journal import Journal
    from net.table import Table
    from rules.core import MODERATOR, Actor, Rejection, Request

    app = QApplication([])
    journal = Journal(data / "journal.sqlite3")
    table = Table.create(make_game("mafia"), journal, code="46802", seed=5)
    recorder = RoomRecorder(data / "recordings")
    playing: dict[str, int] = {}
    recorder.timed.connect(lambda file, ms: table.note_recording(file, playing["game"], ms))
    room = subprocess.Popen(["pacat", "--raw", "--format=s16le", f"--rate={RATE}", "--channels=1",
                             "--latency-msec=20", "--device=room"], stdin=subprocess.PIPE)
    assert room.stdin is not None
    tone = tone_bytes()
    tones: dict[int, list[int]] = {}
    files: dict[int, str] = {}

    def wait_for(check: Any, seconds: float = 20.0) -> None:
        deadline = time.monotonic() + seconds
        while not check():
            assert time.monotonic() < deadline, "timed out"
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)

    def pause(ms: int) -> None:  # the room between two requests: the recorder keeps running
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def host(rtype: str, toned: bool = True, **args: Any) -> None:
        if toned and recorder.recording():
            pause(STEP_MS)
            room.stdin.write(tone)  # type: ignore[union-attr]
            room.stdin.flush()  # type: ignore[union-attr]
            tones.setdefault(playing["game"], []).append(table.clock())
        result = table.submit(MODERATOR, Request(rtype, args))
        assert not isinstance(result, Rejection), (rtype, args, result)

    def view() -> dict[str, Any]:
        return dict(table.moderator_view()["game"])

    def role_places(role: str) -> list[int]:
        return [r["place"] for r in view()["secrets"]["roles"] if r["role"] == role]

    for name in NICKS:
        host("add_player", toned=False, nickname=name, adult=True)
    joined = table.join(PRIVATE)
    assert not isinstance(joined, Rejection)
    phone = Actor.player(joined[0])
    for rtype, args in (("sign_up", {"adult": True}), ("confirm_evening", {}), ("publication", {"publish": False})):
        assert not isinstance(table.submit(phone, Request(rtype, args)), Rejection)

    for number, recorded in ((1, True), (2, True), (3, False)):
        playing["game"] = number
        host("seat_players", toned=False)
        host("deal", toned=False)
        if recorded:
            assert recorder.start(f"evening-game-{number}", clock=table.clock)
            wait_for(lambda: recorder.started_ms is not None)  # the first sound was heard
            assert recorder.path is not None
            files[number] = recorder.path.name
        host("start_game")
        if number == 3:
            host("abort_game", toned=False)
            continue
        host("next_speaker")  # the acquaintance night
        host("morning")  # day 1: the circle
        boss, mafia = role_places("boss")[0], role_places("mafia")[0]
        private_place = next(p["place"] for p in view()["places"] if p["seat"] == joined[0])
        if number == 1 and view()["speaker"] != boss:  # (in game 2 the first out is immune, MAF-20)
            host("nominate", target=boss)
        host("next_speaker")
        host("under_foul", place=view()["speaker"])
        if number == 1:
            while view()["phase"] == "circle" and view()["speaker"] != private_place:  # the opted-out speaks too
                host("next_speaker")
            host("next_speaker")
        for _ in range(3):
            host("foul", place=boss)
        for _ in range(2):
            host("foul", place=mafia)
        host("foul", place=mafia)  # the reds win
        assert view()["phase"] == "game_over", view()["phase"]
        pause(STEP_MS)  # the last tone is heard whole
        recorder.stop()
        wait_for(lambda: not recorder.recording() and recorder.path is not None and recorder.path.is_file())
    room.stdin.close()
    room.wait(10)
    out = {"tones": tones, "files": files, "private": PRIVATE, "table": table.id}
    table.close()
    journal.close()
    return out


def onsets(path: Path, threshold: int = 4000, quiet_ms: int = 150) -> list[int]:
    """The tones' onsets in the recording, in ms from its start."""
    from PySide6.QtCore import QCoreApplication, QEventLoop, QUrl
    from PySide6.QtMultimedia import QAudioDecoder, QAudioFormat

    app = QCoreApplication([])
    decoder = QAudioDecoder()
    fmt = QAudioFormat()
    fmt.setSampleRate(8000)
    fmt.setChannelCount(1)
    fmt.setSampleFormat(QAudioFormat.SampleFormat.Int16)
    decoder.setAudioFormat(fmt)
    decoder.setSource(QUrl.fromLocalFile(str(path)))
    chunks: list[bytes] = []
    failed: list[str] = []
    loop = QEventLoop()
    decoder.bufferReady.connect(lambda: chunks.append(bytes(decoder.read().constData())))
    decoder.finished.connect(loop.quit)
    decoder.error.connect(lambda _e: (failed.append(decoder.errorString()), loop.quit()))
    decoder.start()
    loop.exec()
    assert not failed, failed
    del app
    pcm = array.array("h")
    pcm.frombytes(b"".join(chunks))
    window = 80  # 10 ms at 8 kHz
    loud = [max((abs(x) for x in pcm[i:i + window]), default=0) > threshold for i in range(0, len(pcm), window)]
    found, quiet = [], quiet_ms // 10
    for i, on in enumerate(loud):
        if on and not any(loud[max(0, i - quiet):i]):
            found.append(i * 10)
    return found


if __name__ == "__main__":
    if sys.argv[1] == "--onsets":
        print(json.dumps(onsets(Path(sys.argv[2]))))
    else:
        print(json.dumps(play_evening(Path(sys.argv[1]))))
