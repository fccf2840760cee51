"""Keys on the board window (PLT-12): on a single screen the board is a window (Ctrl+B) the moderator
may click; with it focused, the game's one-key shortcuts and the console's own keys act as they do
on the moderator's window (``BoardWindow.share_keys``). Real key events on the board window."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QMessageBox

from gm_console.board_window import BoardWindow
from gm_console.i18n import Language
from rules import registry

from .conftest import Clock, activate
from .walks import Built, build

ONE_KEY_MODIFIERS = (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier)


@pytest.fixture
def boards(qtbot: Any, tmp_path: Path, language: Language,
           monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    made: list[Built] = []

    def board_for(game: str) -> tuple[Built, BoardWindow]:
        built = build(game, tmp_path, language, Clock())
        made.append(built)
        board = BoardWindow(built.model)
        board.share_keys(built.window.commands)  # as gm_console.app does
        qtbot.addWidget(built.window)
        qtbot.addWidget(board)
        built.window.resize(1366, 700)
        built.window.show()
        board.resize(960, 540)
        activate(qtbot, board)  # the board window has the keyboard, the console's window is behind it
        return built, board

    yield board_for
    for built in made:
        built.close()


def one_key(keys: QKeySequence) -> tuple[Qt.Key, Qt.KeyboardModifier] | None:
    """The key and its modifier when ``keys`` is one key, alone or with Shift; else None."""
    if keys.count() != 1:
        return None
    combo = keys[0]
    if combo.keyboardModifiers() not in ONE_KEY_MODIFIERS:
        return None
    return combo.key(), combo.keyboardModifiers()


@pytest.mark.parametrize("game", registry.IDS)
def test_every_one_key_shortcut_of_the_game_acts_from_the_board(boards: Any, qtbot: Any, game: str) -> None:  # PLT-12
    """Each one-key shortcut of the game's desk (N, D, Shift+A…), pressed on the board window, runs
    the desk's command, as on the moderator's window."""
    built, board = boards(game)
    window = built.window
    ran: list[str] = []
    window.desk.trigger = ran.append  # what each key runs (the desk's own steps are its tests')
    pressed = 0
    for command in window.desk.commands:
        action = window.commands.action(command.name)
        for keys in action.shortcuts():
            key = one_key(keys)
            if key is None:
                continue
            action.setEnabled(True)  # the key's way to its command, whatever the table allows now
            ran.clear()
            qtbot.keyClick(board, key[0], key[1])
            assert ran == [command.name], f"{game}: {keys.toString()} on the board ran {ran}"
            assert board.isActiveWindow()
            pressed += 1
    assert pressed >= 6, pressed  # every game has at least six one-key commands


def test_the_consoles_own_keys_act_from_the_board(boards: Any, qtbot: Any, language: Language) -> None:  # PLT-12, PLT-15
    """With the board focused: D deals (a real deal), Ctrl+Shift+P speaks Polish, Ctrl+Z says why the deal
    stays (PLT-04), Alt+G goes to the game picker on the moderator's window."""
    built, board = boards("spy")
    built.join(4)
    built.model.flush()
    assert built.window.commands.action("deal").isEnabled()
    qtbot.keyClick(board, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: built.view.get("phase") not in (None, "lobby"), timeout=5000)
    assert built.table.public_view()["game"]["phase"] != "lobby"
    qtbot.keyClick(board, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert language.code == "pl"
    qtbot.keyClick(board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # PLT-04: the deal stays, and why
    assert "karty są już na telefonach" in built.window.status_error.text()
    qtbot.keyClick(board, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is built.window.join.game_picker, timeout=5000)
