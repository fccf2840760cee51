"""The console's desktop habits: it remembers its language, its window's place and size and the
board's screen across restarts (in ``<data dir>/console.ini``); Ctrl+Q asks before it leaves players
without their table; on a single screen the board does not open on top of the console, with a
projector it opens full screen there (PLT-12, PLT-13, PLT-15)."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from gm_console.app import Console, Settings

ROOT = Path(__file__).resolve().parents[2]
SCREENS = {"screens": [
    {"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
    {"name": "projector", "x": 1366, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96, "logicalBaseDpi": 96,
     "dpr": 1}]}


def started(data_dir: Path, lang: str | None) -> Console:
    console = Console(Settings(data_dir=data_dir, port=0, lang=lang, no_board=True, announce="off", host="127.0.0.1"))
    console.build([])
    console.main_window.show_sized(console.prefs.window_geometry())
    return console


def stopped(console: Console) -> None:
    console.loop.run_until_complete(console.shutdown())
    console.loop.close()
    asyncio.set_event_loop(None)


def test_the_language_is_kept_across_restarts(qapp: Any, tmp_path: Path) -> None:  # PLT-15, PLT-12
    first = started(tmp_path, None)
    assert first.language.code in ("uk", "pl", "ru", "en")
    first.main_window.language_actions["pl"].trigger()
    stopped(first)
    assert (tmp_path / "console.ini").is_file()
    second = started(tmp_path, None)
    try:
        assert second.language.code == "pl"
        assert second.main_window.windowTitle() != "GM Console — moderator"  # shown in Polish
    finally:
        stopped(second)
    third = started(tmp_path, "uk")  # --lang wins over what was kept, and is kept in its turn
    stopped(third)
    fourth = started(tmp_path, None)
    try:
        assert fourth.language.code == "uk"
    finally:
        stopped(fourth)


def test_ctrl_q_asks_before_leaving_players_without_their_table(
        qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # PLT-12
    console = started(tmp_path, "en")
    window = console.main_window
    asked: list[str] = []
    closed: list[bool] = []
    window.closed.connect(lambda: closed.append(True))
    answer = QMessageBox.StandardButton.No
    monkeypatch.setattr(QMessageBox, "question", lambda _parent, _title, text, *a, **k: asked.append(text) or answer)
    try:
        console.table.join("Ola")
        window.commands.action("quit").trigger()
        assert len(asked) == 1 and "Quit the console?" in asked[0]
        assert window.isVisible() and not closed
        answer = QMessageBox.StandardButton.Yes
        window.commands.action("quit").trigger()
        assert len(asked) == 2 and closed == [True]
    finally:
        stopped(console)


def test_an_empty_table_quits_without_a_question(qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # PLT-12
    console = started(tmp_path, "en")
    asked: list[object] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a) or QMessageBox.StandardButton.No)
    closed: list[bool] = []
    console.main_window.closed.connect(lambda: closed.append(True))
    try:
        console.main_window.commands.action("quit").trigger()
        assert closed == [True] and not asked
    finally:
        stopped(console)


def test_on_a_single_screen_the_board_waits_for_ctrl_b(qapp: Any, tmp_path: Path) -> None:  # PLT-13
    assert len(qapp.screens()) == 1
    console = started(tmp_path, "en")
    try:
        console.place_board()
        qapp.processEvents()
        assert not console.board.isVisible()
        assert "Ctrl+B" in console.main_window.statusBar().currentMessage()
        console.main_window.commands.action("board_show").trigger()
        assert console.board.isVisible() and not console.board.isFullScreen()
    finally:
        stopped(console)


def test_with_a_projector_the_board_opens_full_screen_there_and_the_window_is_where_it_was(tmp_path: Path) -> None:  # PLT-13
    config = tmp_path / "screens.json"
    config.write_text(json.dumps(SCREENS))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")

    def run(*move: int) -> dict[str, Any]:
        where = [",".join(map(str, move))] if move else []
        done = subprocess.run([sys.executable, "-m", "tests.gm_console.board_placement", str(tmp_path / "data"),
                               *where], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        return dict(json.loads(done.stdout.strip().splitlines()[-1]))

    first = run()
    assert (first["window"], first["board_visible"], first["board_full_screen"], first["board"]) == (
        "laptop", True, True, "projector")
    assert "projector" in (tmp_path / "data" / "console.ini").read_text()
    assert run(1500, 60, 1600, 900) == first  # the board's screen is remembered; the window then moves
    moved = run()
    assert moved["window"] == "projector" and tuple(moved["geometry"]) == (1500, 60, 1600, 900)
    # the console now stands where the board was: the board goes to the other screen, not on top of it
    assert (moved["board_visible"], moved["board_full_screen"], moved["board"]) == (True, True, "laptop")
