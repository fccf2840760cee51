"""Every game at the console: its desk in the moderator window, its board, the generic screens of a
game without its own, and switching the table to another game (PLT-12, PLT-13)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import websockets
from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from gm_console.app import Console, Settings
from gm_console.board_window import BoardWindow
from gm_console.games import desk_for
from gm_console.games.generic import GenericDesk
from gm_console.i18n import Language
from gm_console.main_window import MainWindow
from gm_console.table_model import TableModel
from net.content import GAMES, make_game
from net.journal import Journal
from net.table import Accepted, Table
from rules.core import MODERATOR, Actor, Request


@pytest.fixture
def journal(tmp_path: Path) -> Iterator[Journal]:
    j = Journal(tmp_path / "journal.sqlite3")
    yield j
    j.close()


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_a_desk_and_a_board(qtbot: Any, journal: Journal, decks: dict[str, Any],
                                                         language: Language, game: str) -> None:  # PLT-12, PLT-13
    """PLT-12, PLT-13: a table of any game opens with its desk and its board, and they show its views."""
    table = Table.create(make_game(game), journal, code="13579", seed=5)
    table.url = "http://10.0.0.2:8765/join?code=13579"
    model = TableModel(table)
    window = MainWindow(model, language, desk_for(game))
    board = BoardWindow(model)
    qtbot.addWidget(window)
    qtbot.addWidget(board)
    assert isinstance(window.desk, desk_for(game))
    assert window.join.game_picker.currentData() == game
    for name in ("Ana", "Bo"):
        table.join(name)
    qtbot.waitUntil(lambda: len(model.view["seats"]) == 2)
    assert window.seats.table.rowCount() == 2
    assert board.block("code").text() == "13579" and board.block("qr").text() == table.url  # PLT-02
    window.close()
    board.hide()
    model.close()
    table.close()


def test_generic_desk_sends_every_moderator_request_with_its_arguments(
        qtbot: Any, journal: Journal, decks: dict[str, Any], language: Language) -> None:  # PLT-11
    """PLT-11: the generic desk lists the game's moderator requests; a button is enabled exactly when
    the view allows its request, and sends it with the arguments typed in."""
    table = Table.create(make_game("mafia"), journal, code="24680", seed=5)
    model = TableModel(table)
    window = MainWindow(model, language, GenericDesk)
    qtbot.addWidget(window)
    desk = window.desk
    assert isinstance(desk, GenericDesk)
    allowed = model.allowed()
    for name, (button, _inputs) in desk.requests.rows.items():
        assert button.isEnabled() == (name in allowed), name
    button, inputs = desk.requests.rows["add_player"]
    for item in inputs:
        if item.name == "nickname":
            item.widget.setText("Marta")  # type: ignore[attr-defined]
        if item.name == "adult":
            item.widget.setChecked(True)  # type: ignore[attr-defined]
    button.click()
    qtbot.waitUntil(lambda: any(s["nickname"] == "Marta" for s in model.view["seats"]))
    assert window.findChild(QPushButton, "request_add_player") is button
    window.close()
    model.close()
    table.close()


def test_picking_another_game_opens_a_new_table_and_phones_join_it(
        qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # PLT-12
    """PLT-12: picking another game in the join panel ends the table, opens one for that game with
    its desk and board, and the server serves it: a phone joins the new table with the new code."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    console = Console(Settings(data_dir=tmp_path / "data", port=0, lang="en", no_board=True, announce="off",
                               host="127.0.0.1"))
    console.build([])
    loop = console.loop
    try:
        loop.run_until_complete(console.start_network())
        first = console.table
        picker = console.main_window.join.game_picker
        picker.setCurrentIndex(picker.findData("quiz"))
        picker.activated.emit(picker.currentIndex())
        assert console.table is not first and console.table.game.id == "quiz"
        assert first.record.id not in {t.id for t in console.journal.open_tables()}  # ended, not restored
        assert type(console.main_window.desk) is desk_for("quiz")
        assert console.server.table is console.table

        async def join() -> dict[str, Any]:
            async with websockets.connect(f"ws://127.0.0.1:{console.server.port}/ws") as ws:
                await ws.send(json.dumps({"type": "hello", "protocol": 1, "role": "player",
                                          "code": console.table.code, "nickname": "Ola"}))
                while True:
                    msg = json.loads(await ws.recv())
                    if msg["type"] == "view":
                        return dict(msg["view"])

        view = loop.run_until_complete(join())
        assert view["table"]["game"] == "quiz"
        assert [s["nickname"] for s in view["seats"]] == ["Ola"]
    finally:
        loop.run_until_complete(console.shutdown())
        loop.close()
        asyncio.set_event_loop(None)


@pytest.mark.parametrize("game", GAMES)
def test_a_desk_is_built_from_its_context_alone(qtbot: Any, journal: Journal, decks: dict[str, Any],
                                                      language: Language, game: str) -> None:  # PLT-12
    """PLT-12: a desk needs only the narrow ``DeskContext`` (no main window): its panels ask it to
    send requests, and it sends them through the context."""
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QWidget

    from gm_console.commands import Commands
    from gm_console.desk import DeskContext
    from gm_console.sound import SoundService

    table = Table.create(make_game(game), journal, code="13579", seed=5)
    model = TableModel(table)
    host = QWidget()
    qtbot.addWidget(host)
    desk_class = desk_for(game)
    commands = Commands(host, desk_class.commands)
    sent: list[tuple[str, dict[str, Any]]] = []
    shortcuts: list[str] = []

    def submit(request_type: str, /, **args: Any) -> bool:
        sent.append((request_type, args))
        return model.submit(request_type, **args)

    def add_shortcut(name: str, keys: str) -> QAction:
        shortcuts.append(name)
        action = QAction(host)
        action.setObjectName(name)
        host.addAction(action)
        return action

    ctx = DeskContext(model=model, language=language, commands=commands,
                      sounds=SoundService(enabled=False), recorder=None, submit=submit,
                      show_error=lambda _text: None, show_message=lambda _text, _ms: None,
                      confirm=lambda _title, _question: True, selected_seat=lambda: None,
                      add_shortcut=add_shortcut, add_status_widget=lambda _widget: None)
    desk = desk_class(ctx)
    assert desk.panels(), game
    for panel in desk.panels():
        panel.setParent(host)
    panel = desk.panels()[0]
    panel.request("pause_timer")  # nothing to pause in the lobby: sent through the context, refused
    assert sent[-1] == ("pause_timer", {})
    assert all(name == "unpick" or name.startswith(("focus_", "pick_", "toggle_")) for name in shortcuts)
    model.close()
    table.close()


MUST_RUN = {"_signal_poll", "_address_check", "_purger"}
"""The console's repeating timers that run whatever the table does: Python's turn inside Qt's loop to
notice Ctrl+C and SIGTERM (0.3 s), the machine's addresses looked at again (10 s), old recordings
purged (a day)."""


def all_timers() -> set[QTimer]:
    """Every QTimer object of the application and of its windows."""
    app = QApplication.instance()
    found: set[QTimer] = set(app.findChildren(QTimer)) if app is not None else set()
    for top in QApplication.topLevelWidgets():
        found |= set(top.findChildren(QTimer))
    return found


def running_timers(console: Console, before: set[QTimer]) -> set[str]:
    """The console's repeating QTimers now running (not those of ``before``, an earlier console's in
    this process), each named by the class and attribute that hold it."""
    found = all_timers() - before
    names: dict[int, str] = {}
    holders: list[QObject] = [console.app, console.recorder, console.main_window, *QApplication.topLevelWidgets()]
    holders += [o for w in QApplication.topLevelWidgets() for o in w.findChildren(QObject)]
    for holder in [console, *holders]:
        for name, value in vars(holder).items() if hasattr(holder, "__dict__") else ():
            if isinstance(value, QTimer):
                names[id(value)] = f"{type(holder).__name__}.{name}"
    return {names.get(id(t), f"{type(t.parent()).__name__}.{t.objectName() or t.interval()}")
            for t in found if t.isActive() and not t.isSingleShot()}


@pytest.mark.parametrize("game", GAMES)
def test_an_idle_lobby_runs_no_clock_of_the_console(qapp: Any, tmp_path: Path, game: str) -> None:  # PLT-14
    """PLT-14: with players seated and nothing counting, no panel's, cue's or board's clock ticks:
    only the timers the console needs whatever happens (:data:`MUST_RUN`)."""
    console = Console(Settings(data_dir=tmp_path / "data", port=0, lang="en", announce="off",
                               host="127.0.0.1", game=game))
    before = all_timers()
    console.build([])
    try:
        console._signal_poll.start()  # as the running console does (Console._run)
        for name in ("Ana", "Bo", "Cy"):
            assert isinstance(console.table.join(name), tuple)
        qapp.processEvents()
        running = running_timers(console, before)
        assert {name.rsplit(".", 1)[-1] for name in running} <= MUST_RUN, running
        assert {"Console._signal_poll", "Console._address_check"} <= running  # the walk finds them
    finally:
        console.loop.run_until_complete(console.shutdown())
        console.loop.close()
        asyncio.set_event_loop(None)


def test_the_spy_round_clock_ticks_only_while_it_counts(qapp: Any, qtbot: Any, tmp_path: Path) -> None:  # PLT-14, SPY-20
    """PLT-14: the round's countdown starts the console's clocks (the timer panel's, the board's,
    the cues'); pausing it stops them."""
    console = Console(Settings(data_dir=tmp_path / "data", port=0, lang="en", announce="off",
                               host="127.0.0.1", game="spy"))
    before = all_timers()
    console.build([])
    try:
        seats = []
        for name in ("Ana", "Bo", "Cy", "Di"):
            joined = console.table.join(name)
            assert isinstance(joined, tuple)
            seats.append(joined[0])
        assert isinstance(console.table.submit(MODERATOR, Request("deal")), Accepted)
        for seat in seats:
            assert isinstance(console.table.submit(Actor.player(seat), Request("card_seen")), Accepted)
        assert isinstance(console.table.submit(MODERATOR, Request("start_round")), Accepted)

        def ticking() -> set[str]:
            return {name.rsplit(".", 1)[-1] for name in running_timers(console, before)} - MUST_RUN

        # a change is drawn at the window's next frame (gm_console/table_model.py): wait for it
        qtbot.waitUntil(lambda: {"ticker", "_timer"} <= ticking(), timeout=5000)
        assert isinstance(console.table.submit(MODERATOR, Request("pause_timer")), Accepted)
        qtbot.waitUntil(lambda: not ticking(), timeout=5000)
    finally:
        console.loop.run_until_complete(console.shutdown())
        console.loop.close()
        asyncio.set_event_loop(None)
