"""The public board for the projector (PLT-13): only the public view, large type, the countdown."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QGuiApplication

from gm_console.board_window import SEPARATOR
from gm_console.games.spy.board import LOBBY, RESULT, ROUND

from .conftest import URL, Console, widget_texts
from .test_spy import secret_names


def test_board_lobby_shows_code_qr_and_seats(console: Console) -> None:  # PLT-08, PLT-13
    """The board (PLT-13) in the lobby: the table code in large digits and the QR code of the join link (PLT-08)."""
    console.seat(3)
    board = console.board
    assert board.pages.currentIndex() == LOBBY
    assert board.code.text() == "48213"
    assert board.qr.text() == URL
    assert board.lobby_seats.text() == "At the table (3): " + SEPARATOR.join(["Ola", "Max", "Ann"])


def test_board_shows_only_the_public_view_during_the_round(console: Console) -> None:  # PLT-13, PLT-05, PLT-10
    """No location or role name anywhere on the board while cards are out (PLT-13, PLT-05, PLT-10)."""
    console.seat(5)
    board = console.board
    console.trigger("deal")
    for step in ("dealt", "asking", "accusation", "paused"):
        if step == "asking":
            console.all_look()
            console.trigger("start_round")
        elif step == "accusation":
            a, b = console.game["players"][:2]
            console.player(a, "accuse", target=b)
        elif step == "paused":
            console.player(console.game["players"][2], "vote", yes=False)
            console.trigger("pause_resume")
        assert board.pages.currentIndex() == ROUND, step
        shown = widget_texts(board)
        leaked = [name for name in secret_names(console) if name in shown]
        assert not leaked, (step, leaked)
    assert board.model.public["game"].get("secrets") is None
    console.trigger("abort_round")  # once the round is over the location is public
    assert board.pages.currentIndex() == RESULT
    location = console.decks["family"].location(console.table.state.round.location).name["en"]
    assert f"Location: {location}" in board.reveal.text()


def test_board_counts_down_whose_turn_and_vote_progress(console: Console) -> None:  # PLT-13, PLT-14
    """The board (PLT-13): whose turn it is, the vote's progress, the countdown counted locally (PLT-14)."""
    console.seat(4)
    board = console.board
    console.trigger("deal")
    assert board.vote.text() == "Look at your card, then wait for the start"
    console.trigger("start_round")
    names = {s["seat"]: s["nickname"] for s in console.model.view["seats"]}
    assert board.asker.text() == f"Asks now: {names[console.game['asker']]}"
    assert board.clock.text() == "8:00"
    console.clock.advance(30.2)
    board.on_tick()
    assert board.clock.text() == "7:30"
    a, b = console.game["players"][:2]
    console.player(a, "accuse", target=b)
    assert board.vote.text() == f"{names[a]} accuses {names[b]} — 0 of 2 voted"
    assert board.clock_state.text() == "Paused for the vote"


def test_board_type_is_large_and_follows_the_window_height(console: Console, qtbot: Any) -> None:  # PLT-13
    """PLT-13: read from the back of the room, the countdown is a quarter of the screen's height."""
    console.seat(3)
    console.trigger("deal")
    console.trigger("start_round")
    board = console.board
    board.resize(1920, 1080)
    board.show()
    qtbot.waitExposed(board)
    assert board.clock.fontInfo().pixelSize() >= 250
    assert board.asker.fontInfo().pixelSize() >= 60
    board.resize(960, 540)
    qtbot.waitUntil(lambda: board.clock.fontInfo().pixelSize() < 200)


def test_board_opens_full_screen_on_the_chosen_screen_and_f11_toggles(console: Console, qtbot: Any) -> None:  # PLT-13
    """PLT-13: full screen on the chosen screen; F11 toggles; a missing screen gives a window."""
    board = console.board
    board.show_on(0)
    qtbot.waitExposed(board)
    assert board.isFullScreen()
    assert board.screen() is QGuiApplication.screens()[0]
    console.window.commands.action("board_full_screen").triggered.connect(board.on_full_screen_toggled)
    console.window.commands.action("board_full_screen").trigger()
    assert not board.isFullScreen()
    board.show_on(7)  # no such screen: a normal window, no failure
    assert board.isVisible() and not board.isFullScreen()
    board.close()  # closing the board only hides it; Ctrl+B shows it again
    assert not board.isVisible()
    board.on_show_toggled()
    assert board.isVisible()
