"""The evening dialog (PLT-17): tonight's standings, accounts made at the desk, penalties and awards
for the account of a selected seat; guests shown as guests and never recorded."""

from __future__ import annotations

import asyncio
import contextlib
import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit, QTableWidget, QWidget

from gm_console.evening import EveningDialog
from net.records import AWARD, PENALTY, Records
from rules.core import Actor, Request

from .conftest import Console, activate, widget_texts
from .layout import problems

SHOTS = os.environ.get("GM_SCREENSHOTS")
"""A directory to save the dialog's picture in, for a look at it (unset: no picture)."""


def seat_with_account(console: Console, nickname: str, password: str = "secret") -> int:
    assert console.records is not None
    account = console.records.register(nickname, password)
    joined = console.table.join(nickname, account.id)
    assert isinstance(joined, tuple), joined
    console.table.set_connected(joined[0], True)
    return joined[0]


def open_evening(console: Console, qtbot: Any) -> EveningDialog:
    activate(qtbot, console.window)
    qtbot.keyClick(console.window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)  # Ctrl+E
    dialog = console.window.evening_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def column(table: QTableWidget, col: int) -> list[str]:
    return [table.item(r, col).text() for r in range(table.rowCount())]


def finish_round(console: Console) -> None:
    """Deal, start, and the spy names the location (SPY-22): the round is over."""
    console.trigger("deal")
    console.trigger("start_round")
    secrets = console.game["secrets"]
    result = console.table.submit(Actor.player(secrets["spies"][0]), Request("guess", {"location": secrets["location"]}))
    assert not hasattr(result, "code"), result
    assert console.game["phase"] == "round_over"


def test_the_evening_dialog_shows_accounts_and_guests_and_tonights_standings(
        console: Console, qtbot: Any, tmp_path: Path) -> None:  # PLT-17
    """PLT-17: Ctrl+E opens the evening; seats with an account and guests are told apart; a finished
    round shows up in the standings for the accounts only."""
    records = console.records
    assert isinstance(records, Records)
    ola, taras = seat_with_account(console, "Ola"), seat_with_account(console, "Taras")
    console.seat(2)  # two guests
    dialog = open_evening(console, qtbot)
    assert dialog.isVisible() and dialog.windowTitle() == "Evening — standings and accounts"
    assert dialog.heading.text().startswith("Evening: ")
    assert column(dialog.seats, 1) == ["Ola", "Taras", "Ann", "Bogdan"]
    assert column(dialog.seats, 2) == ["account", "account", "guest", "guest"]
    assert dialog.standings.rowCount() == 0 and dialog.empty.isVisibleTo(dialog)
    dialog.select_seat(3)
    assert not dialog.give.isEnabled()  # a guest gets nothing recorded
    assert "guest" in dialog.give.toolTip().lower()

    finish_round(console)
    qtbot.waitUntil(lambda: dialog.standings.rowCount() == 2)
    assert sorted(column(dialog.standings, 1)) == ["Ola", "Taras"]
    assert column(dialog.standings, 2) == ["1", "1"]  # one game each
    points = {row["seat"]: row["points"] for row in console.game["result"]["points"]}
    shown = dict(zip(column(dialog.standings, 1), column(dialog.standings, 5), strict=True))
    assert shown == {"Ola": str(points[ola]), "Taras": str(points[taras])}
    assert not dialog.empty.isVisibleTo(dialog)
    assert "Ann" not in widget_texts(dialog.standings)
    # the selected player's profile over every evening (QZ-25: games, wins, losses, penalties)
    dialog.select_seat(ola)
    won = ola in console.game["result"]["winners"] if "winners" in console.game["result"] else points[ola] > 0
    assert dialog.profile.text() == (f"Ola: games 1, won {int(won)}, lost {1 - int(won)}, penalties 0")
    dialog.select_seat(3)
    assert dialog.profile.text() == ""  # a guest has no profile


def test_a_penalty_and_an_award_for_the_selected_seats_account(console: Console, qtbot: Any) -> None:  # PLT-17
    """PLT-17: the moderator gives a penalty (points taken away) and an award to the account of the
    selected seat; tonight's standings count them in; the selected seat of the main window is
    preselected."""
    records = console.records
    assert isinstance(records, Records)
    ola = seat_with_account(console, "Ola")
    marta = seat_with_account(console, "Marta")
    console.window.seats.select_seat(ola)
    dialog = open_evening(console, qtbot)
    assert dialog.selected_seat() == ola and dialog.give.isEnabled()
    dialog.kind.setCurrentIndex(dialog.kind.findData(PENALTY))
    dialog.points.setValue(2)
    dialog.note.setText("phone at the table")
    qtbot.mouseClick(dialog.give, Qt.MouseButton.LeftButton)
    assert dialog.mark_status.text() == "Penalty for Ola: −2"
    dialog.select_seat(marta)
    dialog.kind.setCurrentIndex(dialog.kind.findData(AWARD))
    dialog.points.setValue(3)
    dialog.note.setText("best question")
    dialog.shortcut_actions["give"].trigger()  # Alt+G
    assert dialog.mark_status.text() == "Award for Marta: +3"
    evening = records.find_evening(console.table.clock())
    assert evening is not None
    assert [(m.nickname, m.kind, m.points, m.note) for m in records.marks(evening.id)] == [
        ("Ola", PENALTY, -2, "phone at the table"), ("Marta", AWARD, 3, "best question")]
    assert column(dialog.standings, 1) == ["Marta", "Ola"]
    assert column(dialog.standings, 4) == ["+3", "−2"]
    assert column(dialog.standings, 5) == ["3", "−2"]
    assert dialog.standings.item(1, 4).toolTip() == "−2  phone at the table"
    # the award was a mis-click: taken back, it leaves nothing behind (Alt+B)
    dialog.shortcut_actions["take_back"].trigger()
    assert dialog.mark_status.text() == "Taken back: +3 for Marta" and not dialog.take_back.isEnabled()
    assert [(m.nickname, m.points) for m in records.marks(evening.id)] == [("Ola", -2)]
    assert column(dialog.standings, 1) == ["Ola"]


def test_an_account_is_made_at_the_desk(console: Console, qtbot: Any) -> None:  # PLT-17
    """PLT-17: nickname and password make an account; a short password or a taken name is refused."""
    records = console.records
    assert isinstance(records, Records)
    dialog = open_evening(console, qtbot)
    dialog.nickname.setText("Zosia")
    dialog.password.setText("abc")
    qtbot.mouseClick(dialog.register, Qt.MouseButton.LeftButton)
    assert dialog.account_status.text() == "The password needs at least 4 characters"
    assert records.account_named("Zosia") is None
    dialog.password.setText("abcd")
    qtbot.keyClick(dialog.password, Qt.Key.Key_Return)
    assert records.verify("zosia", "abcd") is not None
    assert dialog.account_status.text().startswith("Account Zosia created")
    assert dialog.password.text() == "" and dialog.nickname.text() == ""
    dialog.nickname.setText("ZOSIA")
    dialog.password.setText("another")
    dialog.shortcut_actions["register"].trigger()  # Alt+R
    assert dialog.account_status.text() == "An account with this nickname exists already"
    assert "abcd" not in widget_texts(dialog)


async def test_with_the_consoles_loop_running_the_password_is_hashed_beside_it(
        console: Console, qtbot: Any) -> None:  # PLT-17
    """PLT-17: while the console's event loop runs (it serves the phones too), a new account's slow
    password hash runs in a worker thread: the dialog says it is creating the account, the button
    waits, and the account is there once the hash is done; a refusal still comes back in words."""
    records = console.records
    assert isinstance(records, Records)
    dialog = open_evening(console, qtbot)
    dialog.nickname.setText("Zoe")
    dialog.password.setText("kot-w-butach")
    dialog.on_register_clicked()
    assert dialog.account_status.text() == "Creating the account…" and not dialog.register.isEnabled()
    assert dialog._registering is not None
    await dialog._registering
    await asyncio.sleep(0)  # the done callback runs on the loop
    assert dialog.account_status.text().startswith("Account Zoe created") and dialog.register.isEnabled()
    assert records.verify("zoe", "kot-w-butach") is not None
    dialog.nickname.setText("ZOE")
    dialog.password.setText("another")
    dialog.on_register_clicked()
    with contextlib.suppress(Exception):
        await dialog._registering
    await asyncio.sleep(0)
    assert dialog.account_status.text() == "An account with this nickname exists already"


def test_the_evening_dialog_follows_the_language(console: Console, qtbot: Any) -> None:  # PLT-17, PLT-15
    """PLT-15: the dialog's texts switch with the console's language."""
    seat_with_account(console, "Ola")
    console.seat(1)
    dialog = open_evening(console, qtbot)
    titles = {}
    for lang in ("uk", "pl", "ru", "en"):
        console.language.set(lang)
        titles[lang] = (dialog.windowTitle(), dialog.seats.item(1, 2).text(), dialog.register.text())
    assert len({t[0] for t in titles.values()}) == 4
    assert titles["uk"][1] == "гість" and titles["pl"][1] == "gość"
    assert titles["en"] == ("Evening — standings and accounts", "guest", "Create account")


def test_the_evening_dialog_fits_a_laptop_in_every_language(console: Console, qtbot: Any) -> None:  # PLT-17, PLT-12, PLT-15
    """PLT-12: on a 1366×768 laptop (about 1366×700 for a window) the Evening dialog, its review
    button included, fits in every language: nothing past the dialog, cut, squeezed or overlapping."""
    seat_with_account(console, "Ola")
    console.seat(1)
    dialog = open_evening(console, qtbot)
    for lang in ("uk", "pl", "ru", "en"):
        console.language.set(lang)
        hint = dialog.minimumSizeHint()
        assert hint.width() <= 1366 and hint.height() <= 700, (lang, hint)
        dialog.resize(dialog.size().expandedTo(hint))
        found = problems(dialog, (1366, 700))
        assert not found, (lang, found)


def test_every_control_of_the_evening_has_a_shortcut(console: Console, qtbot: Any) -> None:  # PLT-12
    """PLT-12: every field, list and button of the dialog has a keyboard shortcut named in its tooltip;
    the Evening menu item has one too."""
    seat_with_account(console, "Ola")
    console.seat(3)
    dialog = open_evening(console, qtbot)
    bound = {s.toString() for a in dialog.actions() for s in a.shortcuts()} | {"Esc"}
    kinds = (QAbstractButton, QComboBox, QLineEdit, QTableWidget, QAbstractSpinBox)
    controls = [w for w in dialog.findChildren(QWidget) if isinstance(w, kinds)
                and not w.objectName().startswith("qt_")
                and not isinstance(w.parentWidget(), (QAbstractSpinBox, QComboBox, QTableWidget))]
    assert len(controls) >= 9
    for control in controls:
        keys = QKeySequence(str(control.property("keys") or ""))
        name = control.objectName() or type(control).__name__
        assert not keys.isEmpty(), f"{name} has no shortcut"
        assert keys.toString() in bound, name
        assert control.toolTip().endswith(f"({keys.toString(QKeySequence.SequenceFormat.NativeText)})"), name
    for action in console.window.evening_menu.actions():
        assert not action.shortcut().isEmpty()
    dialog.shortcut_actions["note"].trigger()
    assert dialog.note.hasFocus() or not dialog.isActiveWindow()


def test_a_picture_of_the_evening(console: Console, qtbot: Any, tmp_path: Path) -> None:  # PLT-17
    """PLT-17: the dialog with a recorded round, a mark and guests renders (saved with GM_SCREENSHOTS)."""
    records = console.records
    assert isinstance(records, Records)
    ola = seat_with_account(console, "Ola")
    seat_with_account(console, "Taras")
    console.seat(2)
    finish_round(console)
    records.mark(console.table.account_of(ola) or 0, PENALTY, 1, "late", console.table.clock())
    console.window.seats.select_seat(ola)
    dialog = open_evening(console, qtbot)
    qtbot.waitUntil(lambda: dialog.standings.rowCount() == 2)
    picture = dialog.grab()
    assert picture.width() >= 700 and picture.height() >= 500
    picture.save(str(Path(SHOTS or tmp_path) / "evening.png"))
