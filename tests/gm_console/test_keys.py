"""Keys whatever has focus (PLT-12): a finished text field gives the keyboard back to the table, a
number field takes only digits, so the one-key shortcuts still act (S seats the players, D deals)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from gm_console.i18n import Language

from .conftest import Clock, activate
from .walks import Built, build


@pytest.fixture
def mafia(qtbot: Any, tmp_path: Path, language: Language, monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    built = build("mafia", tmp_path, language, Clock())
    qtbot.addWidget(built.window)
    built.window.resize(1366, 700)
    activate(qtbot, built.window)
    yield built
    built.close()


def focused() -> Any:
    return QApplication.focusWidget()


def test_after_typing_a_nickname_s_seats_the_players(mafia: Built, qtbot: Any) -> None:  # PLT-12, MAF-02, MAF-03
    window, desk = mafia.window, mafia.window.desk
    assert desk is not None
    nickname = desk.evening.nickname  # type: ignore[attr-defined]
    for number in range(10):
        qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
        assert focused() is nickname
        qtbot.keyClicks(nickname, f"Stas {number}")
        qtbot.keyClick(window, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)  # 21+ (MAF-03)
        qtbot.keyClick(nickname, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: focused() is window.seats.table)
        assert nickname.text() == ""
    assert len(mafia.model.view["seats"]) == 10
    assert mafia.view["phase"] == "evening"
    qtbot.keyClick(focused(), Qt.Key.Key_S)
    assert nickname.text() == ""
    assert mafia.view["phase"] != "evening"
    assert [p.get("seat") for p in mafia.view["places"]], "the players were seated"


def test_escape_leaves_a_text_field_and_a_number_field_lets_letters_through(mafia: Built, qtbot: Any) -> None:  # PLT-12
    window, desk = mafia.window, mafia.window.desk
    assert desk is not None
    nickname = desk.evening.nickname  # type: ignore[attr-defined]
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
    qtbot.keyClicks(nickname, "Half a na")
    qtbot.keyClick(nickname, Qt.Key.Key_Escape)
    assert focused() is window.seats.table
    assert nickname.text() == "Half a na"
    nickname.clear()
    for number in range(10):
        nickname.setText(f"Guest {number}")
        desk.evening.adult.setChecked(True)  # type: ignore[attr-defined]
        desk.evening.add.click()  # type: ignore[attr-defined]
    capacity = desk.evening.capacity  # type: ignore[attr-defined]
    capacity.setFocus()
    assert focused() in (capacity, capacity.lineEdit())
    capacity.lineEdit().selectAll()
    qtbot.keyClicks(focused(), "12")
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert capacity.value() == 12 and mafia.view["options"]["capacity"] == 12  # digits are the field's
    qtbot.keyClick(focused(), Qt.Key.Key_S)  # a letter is the window's: S seats the players
    assert mafia.view["phase"] != "evening"


def test_after_the_call_link_d_deals(qtbot: Any, tmp_path: Path, language: Language) -> None:  # PLT-12, SPY-39
    spy = build("spy", tmp_path, language, Clock())
    qtbot.addWidget(spy.window)
    activate(qtbot, spy.window)
    try:
        spy.join(4)
        qtbot.keyClick(spy.window, Qt.Key.Key_L, Qt.KeyboardModifier.AltModifier)
        link = focused()
        qtbot.keyClicks(link, "https://meet.example/ds")
        qtbot.keyClick(link, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: focused() is spy.window.seats.table)
        qtbot.keyClick(focused(), Qt.Key.Key_D)
        assert spy.view["phase"] == "dealt"
        assert "ds" in str(spy.view["options"].get("call_link")) and not str(spy.view["options"]["call_link"]).endswith("d")
    finally:
        spy.close()


def test_the_key_filter_watches_the_focused_widget_only(mafia: Built, qtbot: Any) -> None:  # PLT-12
    """The window's key filter sits on the widget that has the focus, not on the application: the
    paints, layouts and timers of a redraw (about a thousand events a change) never pass through
    Python there, while the focused widget's keys still do. Calls are seen by the interpreter's own
    profiler hook, whoever makes them (Qt included)."""
    window = mafia.window
    code = type(window).eventFilter.__code__
    calls: list[tuple[Any, str]] = []

    def profile(frame: Any, event: str, arg: Any) -> None:
        if event == "call" and frame.f_code is code:
            calls.append((frame.f_locals.get("watched"), type(frame.f_locals.get("event")).__name__))

    def watched(act: Any) -> list[tuple[Any, str]]:
        calls.clear()
        sys.setprofile(profile)
        try:
            act()
        finally:
            sys.setprofile(None)
        return list(calls)

    def repaint_everything() -> None:
        for widget in window.findChildren(QWidget):
            widget.update()
        QApplication.processEvents()

    def others(seen: list[tuple[Any, str]]) -> list[str]:
        return [f"{type(w).__name__} {kind}" for w, kind in seen if w is not focused()]

    assert focused() is window.seats.table
    assert len(window.findChildren(QWidget)) > 200
    seen = watched(repaint_everything)
    assert others(seen) == [] and len(seen) <= 2  # the seats' own paint, nothing else's
    assert (window.seats.table, "QKeyEvent") in watched(lambda: qtbot.keyClick(focused(), Qt.Key.Key_Down))
    desk = window.desk
    assert desk is not None
    nickname = desk.evening.nickname  # type: ignore[attr-defined]
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
    assert focused() is nickname
    seen = watched(repaint_everything)
    assert others(seen) == [] and len(seen) <= 2
    qtbot.keyClicks(nickname, "Ola")
    assert (nickname, "QKeyEvent") in watched(lambda: qtbot.keyClick(nickname, Qt.Key.Key_Escape))
    assert focused() is window.seats.table  # Escape gave the keyboard back
