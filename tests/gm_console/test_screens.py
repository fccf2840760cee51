"""The projector check (PLT-13): a board belongs on a second screen set to Extend; a mirrored one
shows the console's secrets to the room. ``screen_problem`` over screen rectangles, then the real
console on the screens of Qt's offscreen platform (a configuration file with several screens, in a
process of its own) and, in this process, on its single screen."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from gm_console.screens import MIRRORED, ONE_SCREEN, Rect, ScreenWarning, overlapping, screen_problem
from tests.gm_console.test_desktop_habits import started, stopped

ROOT = Path(__file__).resolve().parents[2]
LAPTOP = Rect(0, 0, 1366, 768)


def screen(name: str, x: int, y: int, w: int, h: int) -> dict[str, Any]:
    return {"name": name, "x": x, "y": y, "width": w, "height": h, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}


# --- the pure function -------------------------------------------------------------------------------
@pytest.mark.parametrize(("rects", "pairs"), [
    ([LAPTOP, Rect(1366, 0, 1920, 1080)], []),  # side by side: they touch at an edge, nothing shared
    ([LAPTOP, Rect(0, 768, 1024, 768)], []),  # one above the other
    ([Rect(0, 0, 1920, 1080), Rect(-1366, 200, 1366, 768)], []),  # the projector to the left
    ([LAPTOP, LAPTOP], [(0, 1)]),  # X11 with the outputs mirrored: the same rectangle twice
    ([Rect(0, 0, 1920, 1080), Rect(0, 0, 1024, 768)], [(0, 1)]),  # a smaller projector showing a corner
    ([Rect(0, 0, 1920, 1080), Rect(1900, 0, 1024, 768)], [(0, 1)]),  # 20 px shared
    ([LAPTOP, Rect(1366, 0, 1920, 1080), Rect(1366, 0, 1920, 1080)], [(1, 2)]),  # the two projectors mirror
    ([LAPTOP], []),
    ([], []),
])
def test_overlapping_screens_are_found_from_their_rectangles(rects: list[Rect], pairs: list[tuple[int, int]]) -> None:  # PLT-13
    assert overlapping(rects) == pairs


def test_the_problem_named_is_a_mirror_or_a_board_over_the_only_screen() -> None:  # PLT-13
    assert screen_problem([LAPTOP, LAPTOP], board_shown=False) == MIRRORED
    assert screen_problem([LAPTOP, LAPTOP], board_shown=True) == MIRRORED
    assert screen_problem([LAPTOP], board_shown=True) == ONE_SCREEN
    assert screen_problem([LAPTOP], board_shown=False) is None  # the console alone: nothing to say
    assert screen_problem([LAPTOP, Rect(1366, 0, 1920, 1080)], board_shown=True) is None


# --- the real console, several screens -----------------------------------------------------------------
def run_console(tmp_path: Path, screens: list[dict[str, Any]], lang: str, *extra: str) -> dict[str, Any]:
    config = tmp_path / "screens.json"
    config.write_text(json.dumps({"screens": screens}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    done = subprocess.run([sys.executable, "-m", "tests.gm_console.screen_warning", str(tmp_path / "data"), lang,
                           *extra], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def test_a_projector_that_mirrors_the_laptop_is_warned_of_once_in_the_console_language(tmp_path: Path) -> None:  # PLT-13, PLT-15
    shown = run_console(tmp_path, [screen("laptop", 0, 0, 1366, 768), screen("projector", 0, 0, 1366, 768)], "uk",
                        "--guide")
    assert shown["screens"] == [[0, 0, 1366, 768], [0, 0, 1366, 768]]
    assert shown["warned"] == [MIRRORED]  # checked twice, warned once
    [warning] = shown["warnings"]
    assert warning["kind"] == MIRRORED and not warning["modal"] and warning["parent"]
    english = "Two screens show the same picture"
    assert warning["text"] and english not in warning["text"]  # in Ukrainian
    assert "Win+P" in warning["more"] and "macOS" in warning["more"]
    # its button opens the venue guide in the console's language, and the warning goes
    assert (shown["guide_open"], shown["guide_lang"], shown["warning_open"]) == (True, "uk", False)


def test_a_projector_beside_the_laptop_gets_the_board_and_no_warning(tmp_path: Path) -> None:  # PLT-13
    shown = run_console(tmp_path, [screen("laptop", 0, 0, 1366, 768), screen("projector", 1366, 0, 1920, 1080)], "en")
    assert (shown["board_visible"], shown["board"]) == (True, "projector")
    assert shown["warned"] == [] and shown["warnings"] == []


def test_a_projector_mirroring_a_corner_of_a_larger_screen_is_warned_of_in_english(tmp_path: Path) -> None:  # PLT-13
    shown = run_console(tmp_path, [screen("monitor", 0, 0, 1920, 1080), screen("projector", 0, 0, 1024, 768)], "en")
    assert shown["warned"] == [MIRRORED]
    assert shown["warnings"][0]["text"].startswith("Two screens show the same picture")


# --- the real console, one screen (this process's offscreen platform) ------------------------------------
def open_warnings() -> list[ScreenWarning]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, ScreenWarning) and w.isVisible()]


def test_the_board_opened_on_the_only_screen_warns_once_that_a_projector_must_extend(qapp: Any, tmp_path: Path) -> None:  # PLT-13
    assert len(qapp.screens()) == 1
    console = started(tmp_path, "pl")
    warned: list[str] = []
    console.screen_watch.warned.connect(warned.append)
    try:
        console.screen_watch.check()
        assert warned == [] and not open_warnings()  # one screen and no board: nothing to say
        console.main_window.commands.action("board_show").trigger()
        assert console.board.isVisible()
        assert warned == [ONE_SCREEN]
        [warning] = open_warnings()
        assert not warning.isModal() and "Win+P" in warning.informativeText()
        assert "The board opened" not in warning.text()  # in Polish
        warning.close_button.click()
        console.main_window.commands.action("board_show").trigger()  # hidden
        console.main_window.commands.action("board_show").trigger()  # shown again: not warned again tonight
        assert warned == [ONE_SCREEN] and not open_warnings()
    finally:
        stopped(console)


def test_a_screen_plugged_in_is_checked(qapp: Any, tmp_path: Path) -> None:  # PLT-13
    console = started(tmp_path, "en")
    warned: list[str] = []
    console.screen_watch.warned.connect(warned.append)
    try:
        console.board.show()  # as a window, on the one screen
        assert warned == [ONE_SCREEN]
        for w in open_warnings():
            w.close()
        qapp.screenAdded.emit(qapp.primaryScreen())  # Qt's signal as a system sends it: the watch checks again
        assert warned == [ONE_SCREEN] and not open_warnings()  # the same problem, warned of once an evening
    finally:
        stopped(console)
