"""A counting clock wakes the console when its reading changes (PLT-14): the moderator's timer panel,
the projector's clock and the countdown's sound cue each set their timer for the next moment they
have something to show or to play (the next second, the low colour, the warning, zero), instead of
looking four times a second; and their readings then are the table's, to the second."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QLabel

from gm_console import views
from gm_console.board_window import BoardWindow
from gm_console.games.spy.cues import WARNING_AT_MS, SpyCues
from gm_console.sound import SoundService
from gm_console.ticking import LATE_MS
from rules.core import Actor, Request

from .conftest import Console


def test_the_clocks_wake_when_their_reading_changes(console: Console, qapp: Any, qtbot: Any) -> None:  # PLT-14
    """Through a five-minute round, tick after tick as each timer asks: the panel's and the board's
    clocks change their reading at every tick (once a second, never between), each shows the
    second the table says is left, and the cue is woken twice, for the warning and for zero."""
    sounds = SoundService(qapp, enabled=False)
    cues = SpyCues(console.model, sounds, qapp)
    board = BoardWindow(console.model)
    qtbot.addWidget(board)
    console.seat(4)
    assert console.model.submit("set_options", minutes=5), console.window.last_error
    console.trigger("deal")
    console.trigger("start_round")
    panel = console.window.desk.timer
    board_clock = board.findChild(QLabel, "board_countdown")
    console.clock.advance(0.3)
    panel.on_tick()
    board.on_tick()
    cues.countdown.on_tick()
    # 1:59.7 left, 2:00 shown: the next reading in 0.7 s (a millisecond either way: a clock's
    # reading counts whole milliseconds of a float clock)
    assert abs(panel.ticker.interval() - (700 + LATE_MS)) <= 1 and abs(board.ticker.interval() - (700 + LATE_MS)) <= 1
    assert abs(cues.countdown._timer.interval() - (5 * 60_000 - 300 - WARNING_AT_MS + LATE_MS)) <= 1
    shown: list[str] = []
    while console.model.game["timer"]["left_ms"] > 0 and len(shown) < 400:
        console.clock.advance(panel.ticker.interval() / 1000)
        panel.on_tick()
        board.on_tick()
        left = console.table.moderator_view()["game"]["timer"]["left_ms"]
        assert panel.clock.text() == board_clock.text() == views.format_clock(left), left
        assert not shown or shown[-1] != panel.clock.text()  # a new reading at every tick
        shown.append(panel.clock.text())
        if left <= WARNING_AT_MS and "warning" not in sounds.played:  # the cue's wake for the warning
            cues.countdown.on_tick()
            assert sounds.played[-1] == "warning" and abs(cues.countdown._timer.interval() - (left + LATE_MS)) <= 1
        if left == 0:
            break
        assert panel.ticker.isActive() and board.ticker.isActive(), left
        assert abs(panel.ticker.interval() - 1000) <= 1 and abs(board.ticker.interval() - 1000) <= 1, left
    assert shown[0] == "4:59" and shown[-1] == "0:00" and len(shown) == 300
    assert not panel.ticker.isActive() and not board.ticker.isActive()  # nothing counts any more
    cues.countdown.on_tick()
    assert sounds.played[-1] == "time_up" and not cues.countdown._timer.isActive()


def test_a_question_asked_while_the_clock_counts_leaves_the_timer_panel_as_it_is(
        console: Console, qtbot: Any, monkeypatch: Any) -> None:  # PLT-14, SPY-16
    """Every view of a running round says how much time is left at its own moment, and the panel
    counts from when it came: a question asked (the same countdown) draws nothing on the timer
    panel, while the time added and a pause each redraw it, showing what the table says."""
    seats = console.seat(4)
    assert console.model.submit("set_options", minutes=5), console.window.last_error
    console.trigger("deal")
    console.trigger("start_round")
    panel = console.window.desk.timer
    drawn: list[object] = []
    draw = type(panel).draw
    monkeypatch.setattr(type(panel), "draw", lambda self, view: (drawn.append(view), draw(self, view)))
    for _ in range(6):
        console.clock.advance(1.7)
        asker = int(console.model.game["asker"])
        answerer = next(s for s in seats if s != asker and s != console.model.game.get("me", {}).get("asked_by"))
        accepted = console.table.submit(Actor.player(asker), Request("question_asked", {"answerer": answerer}))
        if hasattr(accepted, "code"):  # not back to the one who asked: the next one
            answerer = next(s for s in seats if s not in (asker, answerer))
            accepted = console.table.submit(Actor.player(asker), Request("question_asked", {"answerer": answerer}))
        assert not hasattr(accepted, "code"), accepted
        qtbot.waitUntil(lambda: console.model.version == console.table.version)
    assert drawn == []
    panel.on_tick()  # its ticker's next reading
    left = console.table.moderator_view()["game"]["timer"]["left_ms"]
    assert panel.clock.text() == views.format_clock(left)
    assert console.model.submit("add_time", seconds=30), console.window.last_error
    assert len(drawn) == 1 and panel.clock.text() == views.format_clock(left + 30_000)
    assert console.model.submit("pause_timer"), console.window.last_error
    assert len(drawn) == 2 and panel.state.text() != "Running"
