"""Fixtures for the console's tests: a real journal, a real table with the real spy game, the real
windows; Qt runs offscreen. Time is a clock the test moves (the table and the countdowns read it)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPlainTextEdit,
    QProgressBar,
    QTableWidget,
    QTextEdit,
    QWidget,
)

from gm_console.board_window import BoardWindow
from gm_console.games.spy import SpyDesk
from gm_console.games.spy.content import ContentNames
from gm_console.i18n import Language
from gm_console.main_window import MainWindow
from gm_console.table_model import TableModel
from net.content import load_content
from net.journal import Journal
from net.records import Records, RecordsKeeper
from net.table import Table
from rules.core import Actor, Request
from rules.spy.game import SpyGame

CODE = "48213"
URL = f"http://192.0.2.10:8765/join?code={CODE}"
NICKNAMES = ("Ola", "Max", "Ann", "Bogdan", "Kasia", "Yurii", "Marta", "Ivan")


@dataclass
class Clock:
    """Milliseconds since the epoch, moved by the test; ``seconds`` is the countdowns' monotonic clock."""

    now: int = 1_800_000_000_000

    def __call__(self) -> int:
        return self.now

    def seconds(self) -> float:
        return self.now / 1000

    def advance(self, seconds: float) -> None:
        self.now += int(seconds * 1000)


@pytest.fixture(scope="session")
def decks() -> dict[str, Any]:
    return load_content("spy")


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def journal(tmp_path: Path) -> Iterator[Journal]:
    j = Journal(tmp_path / "journal.sqlite3")
    yield j
    j.close()


@pytest.fixture
def table(journal: Journal, decks: dict[str, Any], clock: Clock) -> Iterator[Table]:
    t = Table.create(SpyGame(decks), journal, code=CODE, seed=20261129, clock=clock)
    t.url = URL
    yield t
    t.close()


@pytest.fixture
def records(tmp_path: Path) -> Iterator[Records]:
    """The club's records (PLT-17) on a real file beside the journal."""
    r = Records(tmp_path / "records.sqlite3")
    yield r
    r.close()


@pytest.fixture
def language(qapp: QApplication) -> Iterator[Language]:
    lang = Language("en", qapp)
    yield lang
    lang.set("en")
    lang.deleteLater()


@dataclass
class Console:
    """What the console builds around one table, without the network."""

    table: Table
    clock: Clock
    model: TableModel
    content: ContentNames
    language: Language
    window: MainWindow
    board: BoardWindow
    decks: dict[str, Any] = field(default_factory=dict)
    records: Records | None = None

    def seat(self, count: int, *, connected: bool = True) -> list[int]:
        """``count`` more players join (and their phones connect)."""
        seats = []
        taken = len(self.table.public_view()["seats"])
        for name in NICKNAMES[taken:taken + count]:
            joined = self.table.join(name)
            assert isinstance(joined, tuple), joined
            seats.append(joined[0])
            if connected:
                self.table.set_connected(joined[0], True)
        return seats

    def player(self, seat: int, request_type: str, **args: Any) -> None:
        result = self.table.submit(Actor.player(seat), Request(request_type, args))
        assert not hasattr(result, "code"), result

    @property
    def game(self) -> dict[str, Any]:
        return self.model.view["game"]

    def all_look(self) -> None:
        for seat in self.game["players"]:
            self.player(seat, "card_seen")

    def trigger(self, name: str) -> None:
        action = self.window.commands.action(name)
        assert action.isEnabled(), f"{name} is disabled; allowed: {self.model.allowed()}"
        action.trigger()


@pytest.fixture
def console(qtbot: Any, table: Table, clock: Clock, language: Language, decks: dict[str, Any],
            records: Records, monkeypatch: pytest.MonkeyPatch) -> Iterator[Console]:
    # The moderator answers "yes" to every confirmation (abort round, remove player, new link).
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    table.lang = language.code  # as the console starts a table (gm_console.app)
    model = TableModel(table, monotonic=clock.seconds)
    keeper = RecordsKeeper(table, records)
    window = MainWindow(model, language, SpyDesk, records=records)
    content = cast(SpyDesk, window.desk).content  # the names the spy desk shows
    board = BoardWindow(model)
    qtbot.addWidget(window)
    qtbot.addWidget(board)
    window.resize(1600, 900)
    board.resize(1920, 1080)
    yield Console(table, clock, model, content, language, window, board, decks, records)
    keeper.close()
    model.close()


def activate(qtbot: Any, window: QWidget) -> None:
    """Show ``window`` and wait until it has the keyboard (window shortcuts need an active window)."""
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def widget_texts(root: QWidget) -> str:
    """Every text a widget tree shows: labels, buttons, lists, tables, titles, tooltips, fields."""
    parts: list[str] = [root.windowTitle(), root.toolTip()]
    for w in [root, *root.findChildren(QWidget)]:
        parts.append(w.toolTip())
        if isinstance(w, (QLabel, QAbstractButton)):
            parts.append(w.text())
        elif isinstance(w, QGroupBox):
            parts.append(w.title())
        elif isinstance(w, QLineEdit):
            parts += [w.text(), w.placeholderText()]
        elif isinstance(w, QComboBox):
            parts += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QProgressBar):
            parts.append(w.text())
        elif isinstance(w, QListWidget):
            parts += [w.item(i).text() for i in range(w.count())]
            parts += [w.item(i).toolTip() for i in range(w.count())]
        elif isinstance(w, QPlainTextEdit | QTextEdit):  # the event log, a report
            parts.append(w.toPlainText())
        elif callable(getattr(w, "shown_texts", None)):  # a widget that paints its own texts (SUSPI's map)
            parts += w.shown_texts()
        elif isinstance(w, QTableWidget):
            for r in range(w.rowCount()):
                for c in range(w.columnCount()):
                    item = w.item(r, c)
                    if item is not None:
                        parts.append(item.text())
    return "\n".join(p for p in parts if p)
