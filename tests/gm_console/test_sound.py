"""Sounds (PLT-14): the service never fails without an audio device, and the cues follow the views:
a warning when the countdown crosses one minute, time up at zero, results when the round ends."""

from __future__ import annotations

import ast
import logging
import wave
from pathlib import Path

import pytest
from PySide6.QtMultimedia import QMediaDevices

from gm_console.games.spy.cues import SpyCues
from gm_console.sound import NAMES, SOUNDS, SoundService
from rules.core import SYSTEM, Request

from .conftest import Console


def test_sound_service_is_silent_and_never_fails_without_an_audio_device(qapp) -> None:  # type: ignore[no-untyped-def]  # PLT-14
    """PLT-14: without an audio device the sound service is silent and never fails."""
    sounds = SoundService(qapp)
    assert sounds.available == bool(QMediaDevices.audioOutputs())  # none on a headless machine
    for name in NAMES:
        sounds.play(name)  # no exception, no device needed
    assert sounds.played == list(NAMES)
    sounds.deleteLater()


def test_missing_sound_files_are_not_fatal(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]  # PLT-14
    """PLT-14: missing sound files are not fatal."""
    sounds = SoundService(qapp, folder=tmp_path)
    assert not sounds.available
    sounds.play("chime")
    sounds.deleteLater()


def test_a_sound_named_without_its_file_is_logged_once_and_not_played(
        qapp, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:  # type: ignore[no-untyped-def]  # PLT-14
    """PLT-14: a cue whose file is missing (a game's sound not yet made) is silent and logged once,
    never an exception in the event loop."""
    sounds = SoundService(qapp, folder=tmp_path)
    with caplog.at_level(logging.WARNING, logger="gm_console.sound"):
        sounds.play("werewolf_howl")
        sounds.play("werewolf_howl")
    assert [r.getMessage() for r in caplog.records if "werewolf_howl" in r.getMessage()] == [
        f"no sound file werewolf_howl.wav in {tmp_path}: the cue stays silent"]
    assert "werewolf_howl" not in sounds.played
    sounds.deleteLater()


def _outcomes(expr: ast.expr) -> set[str]:
    """The names an argument can be: a literal, or each side of ``a if … else b``."""
    if isinstance(expr, ast.Constant) and isinstance(expr.value, str):
        return {expr.value}
    if isinstance(expr, ast.IfExp):
        return _outcomes(expr.body) | _outcomes(expr.orelse)
    return set()


def _named_sounds() -> set[str]:
    """Every sound the console's code names: ``….play("name")`` and the values of ``CUES`` maps."""
    names: set[str] = set()
    for path in (Path(__file__).resolve().parents[2] / "gm_console").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "play"
                    and ast.unparse(node.func.value).endswith("sounds")):
                names |= _outcomes(node.args[0])
            if (isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict)
                    and any(isinstance(t, ast.Name) and t.id == "CUES" for t in node.targets)):
                names |= {v.value for v in node.value.values if isinstance(v, ast.Constant)}
    return names


def test_every_sound_the_console_names_has_its_file() -> None:  # PLT-14
    """PLT-14: every cue a game's console code plays is a file of gm_resources/sounds."""
    named = _named_sounds()
    assert {"warning", "quiz_spin", "suspi_council", "mafia_night"} <= named  # the search finds them
    assert sorted(n for n in named if not (SOUNDS / f"{n}.wav").is_file()) == []


def test_the_sound_files_are_short_mono_wavs() -> None:  # PLT-14
    """PLT-14: the generated cues are short mono WAV files."""
    for name in NAMES:
        with wave.open(str(SOUNDS / f"{name}.wav")) as wav:
            assert wav.getnchannels() == 1
            assert 0.2 < wav.getnframes() / wav.getframerate() < 4.0


def test_cues_warning_at_one_minute_time_up_at_zero_results_at_the_end(console: Console, qapp) -> None:  # type: ignore[no-untyped-def]  # PLT-14
    """PLT-14: warning at one minute left, time up at zero, results when the round ends, decided from the views."""
    sounds = SoundService(qapp, enabled=False)
    cues = SpyCues(console.model, sounds, qapp)
    console.seat(4)
    console.model.submit("set_options", minutes=5)
    console.trigger("deal")
    console.trigger("start_round")
    assert sounds.played == ["chime", "chime"]  # cards dealt, round started
    console.clock.advance(5 * 60 - 61)
    cues.countdown.on_tick()
    assert sounds.played[2:] == []
    console.clock.advance(2)  # 59 s left
    cues.countdown.on_tick()
    assert sounds.played[2:] == ["warning"]
    console.clock.advance(30)
    cues.countdown.on_tick()
    assert sounds.played[2:] == ["warning"]  # once per crossing
    console.clock.advance(30)  # zero
    cues.countdown.on_tick()
    assert sounds.played[2:] == ["warning", "time_up"]
    console.table.submit(SYSTEM, Request("tick"))  # the table's tick: the time-up vote
    assert console.game["phase"] == "suspect_vote"
    assert sounds.played[2:] == ["warning", "time_up"]  # not twice
    console.trigger("abort_round")
    assert sounds.played[2:] == ["warning", "time_up", "results"]
    cues.deleteLater()
    sounds.deleteLater()


def test_paused_timer_sounds_nothing(console: Console, qapp) -> None:  # type: ignore[no-untyped-def]  # PLT-14
    """PLT-14: a paused timer never sounds."""
    sounds = SoundService(qapp, enabled=False)
    cues = SpyCues(console.model, sounds, qapp)
    console.seat(3)
    console.trigger("deal")
    console.trigger("start_round")
    console.trigger("pause_resume")
    console.clock.advance(10 * 60)
    cues.countdown.on_tick()
    assert sounds.played == ["chime", "chime"]
    cues.deleteLater()
    sounds.deleteLater()
