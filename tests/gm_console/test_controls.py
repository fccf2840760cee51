"""The moderator's controls: enabled exactly as the view allows, a shortcut for each, undo with
Ctrl+Z from any window, refusals in the status bar (PLT-01, PLT-04, PLT-09, PLT-12)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QLineEdit,
    QMenuBar,
    QToolButton,
    QWidget,
)

from gm_console.commands import COMMANDS
from gm_console.main_window import seat_link
from net.journal import UNDONE
from rules.core import MODERATOR, Request

from .conftest import Console, activate


def assert_buttons_follow_allowed(console: Console) -> None:
    """Each request command is enabled iff the moderator view's ``allowed`` lists its request."""
    allowed = set(console.model.view.get("allowed") or [])
    commands = console.window.commands
    for command in COMMANDS:
        if not command.requests:
            continue
        action = commands.action(command.name)
        expected = any(r in allowed for r in command.requests)
        if command.name == "kick":  # also needs a present seat selected
            expected = expected and console.window.seats.selected_present()
        assert action.isEnabled() == expected, (command.name, sorted(allowed))
    mine = set(commands.actions.values())
    for button in console.window.findChildren(QToolButton):
        action = button.defaultAction()
        if action in mine:
            assert button.isEnabled() == action.isEnabled(), action.objectName()


def test_buttons_enabled_exactly_per_allowed(console: Console) -> None:  # PLT-12, PLT-01
    """Through a whole round the buttons follow ``allowed`` and nothing else (PLT-01, PLT-12)."""
    assert_buttons_follow_allowed(console)  # empty lobby: nothing but options
    assert not console.window.commands.action("deal").isEnabled()
    seats = console.seat(2)
    assert_buttons_follow_allowed(console)
    assert not console.window.commands.action("deal").isEnabled()  # too few players
    seats += console.seat(3)
    assert_buttons_follow_allowed(console)
    assert console.window.commands.action("deal").isEnabled()
    console.window.seats.select_seat(seats[0])
    assert_buttons_follow_allowed(console)
    assert console.window.commands.action("kick").isEnabled()
    console.trigger("deal")
    assert console.game["phase"] == "dealt"
    assert_buttons_follow_allowed(console)
    console.trigger("start_round")
    assert_buttons_follow_allowed(console)
    assert console.window.commands.action("pause_resume").text() == "Pause"
    console.trigger("pause_resume")
    assert console.game["timer"]["running"] is False
    assert_buttons_follow_allowed(console)
    assert console.window.commands.action("pause_resume").text() == "Resume"
    assert console.window.commands.action("pass_turn").isEnabled()  # still asking while paused
    console.trigger("pause_resume")
    accuser, accused = console.game["players"][:2]
    console.player(accuser, "accuse", target=accused)
    assert console.game["phase"] == "accusation"
    assert_buttons_follow_allowed(console)
    assert not console.window.commands.action("pause_resume").isEnabled()
    console.trigger("abort_round")
    assert console.game["phase"] == "round_over"
    assert_buttons_follow_allowed(console)
    assert console.window.desk.controls.buttons["next_round"].isVisibleTo(console.window)
    assert not console.window.desk.controls.buttons["deal"].isVisibleTo(console.window)


def test_deal_start_and_time_buttons_send_their_requests(console: Console) -> None:  # SPY-07, SPY-08, SPY-12
    """Deal (SPY-07), start (SPY-08), ±30 s and pass turn (SPY-12) each send their request."""
    console.seat(4)
    console.trigger("deal")
    console.trigger("start_round")
    left = console.game["timer"]["left_ms"]
    console.trigger("add_time")
    assert console.game["timer"]["left_ms"] == left + 30_000
    console.trigger("take_time")
    console.trigger("take_time")
    assert console.game["timer"]["left_ms"] == left - 30_000
    asker = console.game["asker"]
    console.trigger("pass_turn")
    assert console.game["asker"] != asker


def test_the_host_passes_the_turn_to_a_chosen_player(console: Console) -> None:  # SPY-12
    """SPY-12: Shift+T hands the asker's turn to the player selected in the seat list; with nobody
    selected it says so and changes nothing."""
    console.seat(5)
    console.trigger("deal")
    console.trigger("start_round")
    asker = console.game["asker"]
    chosen = next(s for s in console.game["players"] if s != asker)
    console.window.seats.table.clearSelection()
    version = console.table.version
    console.trigger("pass_turn_to")
    assert console.table.version == version and console.window.last_error
    row = next(r for r in range(console.window.seats.table.rowCount())
               if console.window.seats.table.item(r, 0).data(Qt.ItemDataRole.UserRole) == chosen)
    console.window.seats.table.selectRow(row)
    console.trigger("pass_turn_to")
    assert console.game["asker"] == chosen


def _controls(window: QWidget) -> list[QWidget]:
    """The widgets a moderator works with (not Qt's own parts of them, not read-only lists)."""
    found: list[QWidget] = []
    for w in window.findChildren(QWidget):
        if w.objectName().startswith("qt_") or any(
                isinstance(p, (QLineEdit, QComboBox, QAbstractItemView, QMenuBar)) for p in _parents(w)):
            continue  # Qt's own parts: a line edit's clear button, a table's corner button, the menu bar
        if isinstance(w, QAbstractItemView) and w.focusPolicy() == Qt.FocusPolicy.NoFocus:
            continue  # a list that only shows
        if isinstance(w, (QAbstractButton, QComboBox, QLineEdit, QAbstractItemView)):
            found.append(w)
    return found


def _parents(w: QWidget) -> list[QWidget]:
    out, p = [], w.parentWidget()
    while p is not None:
        out.append(p)
        p = p.parentWidget()
    return out


def test_every_control_has_a_shortcut_in_its_tooltip(console: Console) -> None:  # PLT-12
    """Every button, box, field and list has a keyboard shortcut, and its tooltip names it (PLT-12)."""
    window = console.window
    window.show()
    shortcuts = {s.toString() for a in window.actions() for s in a.shortcuts()}
    controls = _controls(window)
    assert len(controls) >= 18  # 12 buttons, 3 lists, 2 check boxes, a field, the seats
    for control in controls:
        if isinstance(control, QToolButton) and control.defaultAction() is not None:
            keys = control.defaultAction().shortcut()
        else:
            keys = QKeySequence(str(control.property("keys") or ""))
        name = control.objectName() or type(control).__name__
        assert not keys.isEmpty(), f"{name} has no shortcut"
        assert keys.toString() in shortcuts, f"{name}: {keys.toString()} is not bound"
        native = keys.toString(QKeySequence.SequenceFormat.NativeText)
        assert control.toolTip().endswith(f"({native})"), f"{name}: tooltip {control.toolTip()!r}"
    for menu in (window.table_menu, window.board_menu, window.language_menu):
        for action in menu.actions():
            assert action.isSeparator() or not action.shortcut().isEmpty(), action.text()


def test_keys_drive_the_round_D_S_P_T_plus_minus(console: Console, qtbot) -> None:  # type: ignore[no-untyped-def]  # PLT-12
    """PLT-12: the one-key shortcuts work from the window: D deals, S starts, P pauses, ± time, T passes."""
    console.seat(4)
    window = console.window
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_D)
    assert console.game["phase"] == "dealt"
    qtbot.keyClick(window, Qt.Key.Key_S)
    assert console.game["phase"] == "asking"
    qtbot.keyClick(window, Qt.Key.Key_P)
    assert console.game["timer"]["running"] is False
    left = console.game["timer"]["left_ms"]
    qtbot.keyClick(window, Qt.Key.Key_Plus)
    assert console.game["timer"]["left_ms"] == left + 30_000
    qtbot.keyClick(window, Qt.Key.Key_Minus)
    assert console.game["timer"]["left_ms"] == left
    asker = console.game["asker"]
    qtbot.keyClick(window, Qt.Key.Key_T)
    assert console.game["asker"] != asker


def test_ctrl_z_takes_back_the_last_moderator_action(console: Console, qtbot) -> None:  # type: ignore[no-untyped-def]  # PLT-04
    """Ctrl+Z undoes the last moderator action; the log shows it struck through (PLT-04)."""
    console.seat(4)
    window = console.window
    activate(qtbot, window)
    console.trigger("deal")
    console.trigger("start_round")
    console.player(console.game["players"][0], "card_seen")  # a player's request is not undone
    assert console.game["phase"] == "asking"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert console.game["phase"] == "dealt"
    struck = [line for line in window.log.list.shown() if line.struck]
    assert [line.text.split("  ", 1)[1] for line in struck][:1][0].startswith("Moderator: Round started: ")
    undone = [e for e in console.table.log() if e.status == UNDONE]
    assert [e.request["type"] for e in undone] == ["start_round"]
    # PLT-04 (house): the cards are on the phones: the deal itself is not taken back
    assert not window.commands.action("undo").isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert console.game["phase"] == "dealt"


def test_ctrl_z_works_on_the_board_window_too(console: Console, qtbot) -> None:  # type: ignore[no-untyped-def]  # PLT-04
    """Undo is one keystroke on every screen: pressed on the board, it undoes too (PLT-04)."""
    console.seat(4)
    console.board.share_keys(console.window.commands)
    console.window.show()
    activate(qtbot, console.board)
    console.trigger("deal")
    console.trigger("start_round")
    assert console.game["phase"] == "asking"
    qtbot.keyClick(console.board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert console.game["phase"] == "dealt"
    assert console.board.block("headline").text() == "Look at your cards"  # the board is back too


def test_undo_disabled_once_a_secret_is_revealed(console: Console) -> None:  # PLT-04
    """After a round ends (cards revealed) the abort cannot be undone; the button says so (PLT-04)."""
    console.seat(4)
    console.trigger("deal")
    console.trigger("abort_round")
    assert "undo" not in console.model.allowed()
    assert not console.window.commands.action("undo").isEnabled()


def test_a_refusal_shows_its_translated_text_in_the_status_bar(console: Console) -> None:  # PLT-11
    """PLT-11: a refused console request shows the text for its code in the status bar, cleared on success."""
    console.seat(2)
    assert not console.model.submit("deal")
    assert console.window.status_error.text() == "Too few players"
    console.seat(1)
    console.trigger("deal")
    assert console.window.status_error.text() == ""


def test_status_bar_shows_code_phones_and_server(console: Console) -> None:  # PLT-12
    """PLT-12: the status bar shows the table code, the phones connected and the server address."""
    console.seat(3)
    console.table.set_connected(2, False)
    console.window.set_server_address("192.0.2.10:8765")
    assert console.window.status_code.text() == "Table 48213"
    assert console.window.status_phones.text() == "Phones: 2"
    assert console.window.status_server.text() == "Server: 192.0.2.10:8765"


def test_seat_list_shows_connection_status_and_kick_removes_a_seat(console: Console) -> None:  # PLT-09, SPY-38
    """Connected / away / left per seat; "remove player" sends ``kick`` (PLT-09, SPY-38)."""
    seats = console.seat(4)
    console.table.set_connected(seats[1], False)
    console.window.seats.select_seat(seats[2])
    console.trigger("kick")
    table = console.window.seats.table
    status = {table.item(r, 1).text(): table.item(r, 2).text() for r in range(table.rowCount())}
    assert status == {"Ola": "connected", "Max": "away", "Ann": "left", "Bogdan": "connected"}
    console.window.seats.select_seat(seats[2])
    assert not console.window.commands.action("kick").isEnabled()  # a seat that left


def test_new_seat_link_shows_a_qr_for_that_seat_and_drops_the_old_token(console: Console) -> None:  # PLT-09
    """PLT-09: a re-issued seat token is shown as a QR code and a link; the old token stops working."""
    seats = console.seat(3)
    old = console.table.issue_token(seats[1])
    console.window.seats.select_seat(seats[1])
    console.trigger("reissue")
    dialog = console.window.reissue_dialog
    link = dialog.link.text()
    assert link.startswith("http://192.0.2.10:8765/join?code=48213&token=")
    assert dialog.qr.text() == link
    token = link.split("token=", 1)[1]
    assert console.table.seat_of_token(token) == seats[1]
    assert console.table.seat_of_token(old) is None
    dialog.close()


TWO_SPIES = {"uk": "Два шпигуни (від %1 гравців)", "pl": "Dwóch szpiegów (od %1 graczy)",
             "ru": "Два шпиона (от %1 игроков)", "en": "Two spies (%1+ players)"}


def test_two_spies_unavailable_below_the_rules_threshold(console: Console, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # SPY-06
    """SPY-06: below 7 players the box is unavailable and says "7+ players" (uk «від 7», …) in every language;
    a box left on when players leave says why the deal waits. The threshold is the rules' (the
    view's ``two_spies_from``): moved in the rules, the console follows."""
    options = console.window.desk.options
    console.seat(6)
    assert not options.two_spies.isEnabled()
    assert options.two_spies_note.isHidden()
    for lang, text in TWO_SPIES.items():
        console.language.set(lang)
        assert options.two_spies.text() == text.replace("%1", "7")
    console.language.set("en")
    console.seat(1)
    assert options.two_spies.isEnabled()
    options.two_spies.click()
    assert console.game["options"]["two_spies"] is True
    console.table.submit(MODERATOR, Request("kick", {"seat": 7}))
    assert options.two_spies.isEnabled() and options.two_spies.isChecked()  # it can be turned off
    assert not options.two_spies_note.isHidden()
    assert options.two_spies_note.text() == "Two spies need at least 7 players: untick to deal now"
    assert not console.window.commands.action("deal").isEnabled()
    options.two_spies.click()
    assert options.two_spies_note.isHidden()
    console.trigger("deal")
    monkeypatch.setattr("rules.spy.state.TWO_SPIES_FROM", 21)  # the rules' number, the language's plural
    console.clock.advance(1)  # a new moment: the views are made anew
    console.model.refresh()
    for lang, text in {"uk": "Два шпигуни (від 21 гравця)", "pl": "Dwóch szpiegów (od 21 graczy)",
                       "ru": "Два шпиона (от 21 игрока)", "en": "Two spies (21+ players)"}.items():
        console.language.set(lang)
        assert options.two_spies.text() == text
    console.language.set("en")
    monkeypatch.setattr("rules.spy.state.TWO_SPIES_FROM", 1)
    console.clock.advance(1)
    console.model.refresh()
    assert options.two_spies.text() == "Two spies (1+ players)"


def test_seat_link_adds_the_token_to_the_join_url() -> None:  # PLT-09
    """PLT-09: the seat link is the join link plus the seat token."""
    assert seat_link("http://h:1/join?code=1", "a b") == "http://h:1/join?code=1&token=a+b"
    assert seat_link("http://h:1/", "t") == "http://h:1/?token=t"


def test_options_send_set_options_and_follow_the_view(console: Console, qtbot) -> None:  # type: ignore[no-untyped-def]  # SPY-03, SPY-05, SPY-06, SPY-39
    """Deck (SPY-03), minutes (SPY-05), two spies from 7 players (SPY-06), the call link (SPY-39)."""
    options = console.window.desk.options
    console.seat(6)
    assert not options.two_spies.isEnabled()  # SPY-06: offered from 7 players
    console.seat(1)
    assert options.two_spies.isEnabled()
    options.deck.activated.emit(options.deck.findData("full"))
    options.minutes.activated.emit(options.minutes.findData(10))
    options.two_spies.click()
    options.call_link.setText("https://meet.example/abc")
    options.call_link.editingFinished.emit()
    opts = console.game["options"]
    assert (opts["deck"], opts["minutes"], opts["two_spies"], opts["call_link"]) == (
        "full", 10, True, "https://meet.example/abc")
    assert options.deck.currentText() == "Full — 131 locations"
    assert re.fullmatch(r"131 of 131 locations not yet played in this room", options.unused.text())
    console.trigger("deal")
    assert not options.deck.isEnabled()  # options only between rounds


@pytest.mark.parametrize("name", [c.name for c in COMMANDS])
def test_every_command_has_text_and_tooltip_with_its_shortcut(console: Console, name: str) -> None:  # PLT-12
    """PLT-12: every command has a text, a shortcut, and a tooltip that names it."""
    action = console.window.commands.action(name)
    assert action.text()
    assert not action.shortcut().isEmpty()
    assert action.toolTip().endswith(f"({action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)})")


def test_option_check_boxes_toggle_by_shortcut(console: Console) -> None:  # SPY-02, PLT-12
    """SPY-02: Alt+H toggles "host plays" (every control has a shortcut, PLT-12)."""
    console.seat(3)
    console.window.desk.focus_actions["host_plays"].trigger()
    assert console.game["options"]["host_plays"] is True
    assert isinstance(console.window.desk.options.host_plays, QCheckBox)
