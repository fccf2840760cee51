"""The console merges a burst of changes at the table into one redraw (the phones still get every
view at once): the screens then show exactly the table's last state, as screens drawn afresh from
it do; the moderator's own requests and a view read in between are never behind the table."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel, QMessageBox, QTableWidget, QWidget

from gm_console.board_window import BoardWindow
from gm_console.games import desk_for
from gm_console.i18n import Language
from gm_console.main_window import MainWindow
from gm_console.sound import SoundService
from gm_console.table_model import TableModel
from net.content import make_game
from net.journal import Journal
from net.table import Table
from rules.core import Actor, Request

from .conftest import Clock

PLAYERS = 18  # SUS-01: a full villa


@dataclass
class Room:
    table: Table
    model: TableModel
    window: MainWindow
    board: BoardWindow
    redraws: list[int]
    language: Language
    decks: dict[str, Any]

    def phone(self, seat: int, request_type: str, **args: Any) -> None:
        result = self.table.submit(Actor.player(seat), Request(request_type, args))
        assert not hasattr(result, "code"), result

    @property
    def match(self) -> dict[str, Any]:
        return dict(self.table.moderator_view()["game"]["match"])


def texts(root: QWidget) -> list[str]:
    """Every text a window holds: its labels' and its tables' cells, in a stable order."""
    out = sorted(label.text() for label in root.findChildren(QLabel) if label.objectName() != "status_error")
    for table in sorted(root.findChildren(QTableWidget), key=lambda t: t.objectName()):
        out += [table.item(r, c).text() if table.item(r, c) else "" for r in range(table.rowCount())
                for c in range(table.columnCount())]
    return out


@pytest.fixture
def room(qtbot: Any, tmp_path: Path, language: Language, decks: dict[str, Any],
         monkeypatch: pytest.MonkeyPatch) -> Iterator[Room]:
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    clock = Clock()
    journal = Journal(tmp_path / "journal.sqlite3")
    table = Table.create(make_game("suspi"), journal, code="48213", seed=7, clock=clock)
    table.url = "http://192.0.2.10:8765/join?code=48213"
    table.lang = "en"
    model = TableModel(table, monotonic=clock.seconds, coalesce=True)  # as the console makes it
    window = MainWindow(model, language, desk_for("suspi"),
                        sounds=SoundService(enabled=False))
    board = BoardWindow(model)
    qtbot.addWidget(window)
    qtbot.addWidget(board)
    redraws: list[int] = []
    model.changed.connect(lambda changes: redraws.append(changes.version))
    for i in range(PLAYERS):
        joined = table.join(f"Player {i}")
        assert isinstance(joined, tuple), joined
        table.set_connected(joined[0], True)
    yield Room(table, model, window, board, redraws, language, decks)
    model.close()
    table.close()
    journal.close()


def fresh(room: Room, qtbot: Any) -> tuple[MainWindow, BoardWindow]:
    """The console's screens drawn afresh from the table as it is now, without merging anything."""
    model = TableModel(room.table, monotonic=room.model.monotonic)
    window = MainWindow(model, room.language, desk_for("suspi"),
                        sounds=SoundService(enabled=False))
    board = BoardWindow(model)
    qtbot.addWidget(window)
    qtbot.addWidget(board)
    return window, board


def burst_drawn(room: Room, qtbot: Any, before: int) -> None:
    """The burst's one redraw has come (the event loop ran), and nothing more waits."""
    qtbot.waitUntil(lambda: len(room.redraws) > before)
    assert room.model.pending == 0
    assert len(room.redraws) == before + 1, room.redraws  # one redraw for the whole burst
    assert room.redraws[-1] == room.table.version  # ... of the last change


def test_a_burst_of_phone_requests_is_one_redraw_showing_exactly_the_last_state(
        room: Room, qtbot: Any) -> None:  # PLT-12, PLT-13, SUS-06, SUS-10
    """18 rooms picked at night, then a council of 18 votes and 18 confirms, each sent without the
    console's loop running in between: the console redraws once per burst, and its main window and
    its board then show what screens drawn afresh from the final table show, to the letter."""
    room.model.submit("deal")
    room.model.submit("advance")  # the night
    assert room.model.view["game"]["phase"] == "night"
    rooms = list(room.match["rooms"])
    awake = [s for s in room.match["alive"] if "pick_room" in room.table.allowed(Actor.player(s))]
    assert len(awake) >= 10
    before = len(room.redraws)
    for i, seat in enumerate(awake):
        room.phone(seat, "pick_room", room=rooms[i % len(rooms)])
    assert len(room.redraws) == before and room.model.pending == len(awake)  # nothing drawn yet
    burst_drawn(room, qtbot, before)
    window, board = fresh(room, qtbot)
    assert texts(room.window) == texts(window)
    assert room.board.shown_texts() == board.shown_texts()

    for _ in range(3):  # dawn, day, the council
        room.model.submit("advance")
    assert room.model.view["game"]["phase"] == "council"
    council = room.match["council"]
    voters = [s for s in room.match["alive"] if s not in council["no_vote"]]
    target = voters[0]
    before = len(room.redraws)
    for seat in voters:
        room.phone(seat, "council_vote", target=target if seat != target else voters[1])
    for seat in voters:
        room.phone(seat, "council_confirm")
    assert len(room.redraws) == before
    burst_drawn(room, qtbot, before)
    assert room.model.view["game"]["phase"] != "council"  # the verdict is in
    window, board = fresh(room, qtbot)
    assert texts(room.window) == texts(window)
    assert room.board.shown_texts() == board.shown_texts()
    assert room.board.beat_key == board.beat_key  # the verdict's moment on both boards


def test_the_moderators_own_request_and_a_view_read_in_between_are_never_behind(
        room: Room, qtbot: Any) -> None:  # PLT-12, PLT-11
    """The moderator's request redraws at once; a phone's change waits for the frame, but whoever
    reads the view in between (a button's handler) gets the table as it is, the screens told first."""
    before = len(room.redraws)
    assert room.model.submit("deal")
    assert room.redraws[before:] == [room.table.version]  # at once, no loop run
    _window, board = fresh(room, qtbot)
    assert room.board.shown_texts() == board.shown_texts()
    room.model.submit("advance")
    seat = next(s for s in room.match["alive"] if "pick_room" in room.table.allowed(Actor.player(s)))
    before = len(room.redraws)
    room.phone(seat, "pick_room", room=room.match["rooms"][0])
    assert room.model.pending == 1 and len(room.redraws) == before
    assert room.model.view == room.table.moderator_view()  # read now: the table as it is
    assert room.redraws[before:] == [room.table.version] and room.model.pending == 0
