"""The room's recording (MAF-23): a real microphone (PulseAudio's null source, started here for the
test) recorded into an Ogg file, recordings older than three days deleted, and a machine without a
microphone saying so."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from gm_console.recorder import KEEP_S, purge
from tests.pulse import pulse_server

ROOT = Path(__file__).resolve().parents[2]
RECORD = """
import sys
from pathlib import Path
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication
from gm_console.recorder import RoomRecorder

app = QApplication([])
recorder = RoomRecorder(Path(sys.argv[1]))
recorder.failed.connect(lambda text: print("failed:", text, flush=True))
print("microphone:", recorder.has_microphone(), flush=True)
if recorder.start("2026-11-30 mafia 24680 game 1"):
    loop = QEventLoop()
    QTimer.singleShot(1500, loop.quit)
    loop.exec()
    print("recording:", recorder.recording(), flush=True)
    recorder.stop()
    loop = QEventLoop()
    QTimer.singleShot(1000, loop.quit)
    loop.exec()
    print("file:", recorder.path, flush=True)
"""


PULSEAUDIO = pytest.mark.debian  # a PulseAudio server of the test's own: the Debian test machine's


def _record(folder: Path, env: dict[str, str]) -> str:
    done = subprocess.run([sys.executable, "-c", RECORD, str(folder)], cwd=ROOT, capture_output=True, text=True,
                          timeout=60, env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **env})
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.fixture
def microphone(tmp_path: Path) -> Iterator[dict[str, str]]:
    """A PulseAudio server of the test's own with one microphone (a null source: silence)."""
    run = tmp_path / "pulse"
    run.mkdir()
    with pulse_server(run, ["module-null-source source_name=room_microphone"]) as env:
        yield env


@PULSEAUDIO
def test_the_room_is_recorded_into_a_file_per_game(tmp_path: Path, microphone: dict[str, str]) -> None:  # MAF-23
    """MAF-23: with a microphone, a game's recording is an Ogg file in the recordings folder."""
    out = _record(tmp_path / "recordings", microphone)
    assert "microphone: True" in out and "recording: True" in out, out
    path = tmp_path / "recordings" / "2026-11-30-mafia-24680-game-1.ogg"
    assert f"file: {path}" in out
    assert path.read_bytes()[:4] == b"OggS" and path.stat().st_size > 200


@PULSEAUDIO
def test_without_a_microphone_the_recorder_says_so(tmp_path: Path) -> None:  # MAF-23
    """MAF-23: where the machine has no microphone, the recorder says so and records nothing."""
    out = _record(tmp_path / "recordings", {"PULSE_SERVER": f"unix:{tmp_path / 'no-such-server'}"})
    assert "microphone: False" in out and "failed: no microphone on this machine" in out, out
    assert not (tmp_path / "recordings").exists() or not any((tmp_path / "recordings").iterdir())


def test_recordings_older_than_three_days_are_deleted(tmp_path: Path) -> None:  # MAF-23
    """MAF-23: a recording is deleted after 3 days; younger ones and other files stay."""
    now = time.time()
    ages = {"old.ogg": KEEP_S + 60, "young.ogg": KEEP_S - 60, "notes.txt": KEEP_S * 2}
    for name, age in ages.items():
        path = tmp_path / name
        path.write_bytes(b"OggS")
        os.utime(path, (now - age, now - age))
    gone = purge(tmp_path, now)
    assert [p.name for p in gone] == ["old.ogg"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt", "young.ogg"]
    assert purge(tmp_path / "missing", now) == []


@PULSEAUDIO
def test_the_mafia_desk_records_a_game_with_a_microphone(microphone: dict[str, str]) -> None:  # MAF-23
    """MAF-23: the mafia desk's test of the recording switch, run where there is a microphone."""
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-s", "-p", "no:cacheprovider",
         "tests/gm_console/test_mafia.py::test_the_host_turns_the_rooms_recording_on_for_each_game"],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **microphone})
    assert done.returncode == 0, done.stdout + done.stderr
    assert re.search(r"recorded: \d{4}-\d\d-\d\d-\d{4}-mafia-46802-game-1\.ogg", done.stdout), done.stdout


def test_a_reviews_copy_of_a_recording_goes_after_three_days_too(tmp_path: Path) -> None:  # MAF-23
    """MAF-23: the recording beside a review page (in a folder of the reviews) is deleted with the
    same three days."""
    now = time.time()
    old = tmp_path / "reviews" / "2026-11-26" / "46802-game-1.ogg"
    young = tmp_path / "reviews" / "2026-11-30" / "46802-game-1.ogg"
    for path, age in ((old, KEEP_S + 60), (young, KEEP_S - 60)):
        path.parent.mkdir(parents=True)
        path.write_bytes(b"OggS")
        (path.parent / "index.html").write_text("<!doctype html>")
        os.utime(path, (now - age, now - age))
    assert purge(tmp_path / "reviews", now) == [old]
    assert not old.exists() and young.exists() and (old.parent / "index.html").exists()
