"""The bridge between the table and the windows: every change arrives on the GUI thread, once,
with fresh views; requests go in as the moderator; refusals come back as signals."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

from PySide6.QtCore import QThread
from PySide6.QtWidgets import QApplication

from gm_console.table_model import TableModel
from net.journal import Journal
from net.table import Accepted, Changes, Table
from rules.core import Actor, Rejection, Request

ROOT = Path(__file__).resolve().parents[2]


def test_changes_from_another_thread_arrive_on_the_gui_thread(qtbot: Any, table: Table) -> None:  # PLT-12
    """A callback from another thread (e.g. a network library's) is handed to the GUI thread (PLT-12: the console repaints from the moderator view)."""
    model = TableModel(table)
    seat, _ = table.join("Ola")
    seen: list[tuple[Changes, bool]] = []
    model.changed.connect(lambda c: seen.append((c, QThread.currentThread() is model.thread())))
    worker = threading.Thread(target=table.set_connected, args=(seat, True))
    with qtbot.waitSignal(model.changed, timeout=5000):
        worker.start()
        worker.join()
    assert [(c.kind, on_gui) for c, on_gui in seen] == [("presence", True)]
    assert model.view["seats"][0]["connected"] is True
    model.close()


def test_requests_go_in_as_the_moderator_and_refusals_come_back(qtbot: Any, table: Table) -> None:  # PLT-01, PLT-11
    """The console's requests are the moderator's (PLT-01); a refusal changes nothing and comes back as a signal (PLT-11)."""
    model = TableModel(table)
    with qtbot.waitSignal(model.rejected) as refused:
        assert model.submit("deal") is False
    assert refused.args[0] == "too_few_players"
    for name in ("Ola", "Max", "Ann"):
        table.join(name)
    assert model.submit("deal") is True
    assert model.game["phase"] == "dealt"
    assert table.log()[-1].actor == "moderator"
    model.close()


def test_a_group_of_requests_reaches_the_console_s_screens_only_once_it_is_on_disk(
        qtbot: Any, table: Table, journal: Journal) -> None:  # PLT-03, PLT-12
    """Requests applied as one group (the phones' burst, one commit): the console's model hears of
    none of them while the group is open, whatever Qt does meanwhile, and redraws once after, from
    views that the journal's file (read by a connection of its own) already holds."""
    model = TableModel(table, coalesce=True)  # as the console makes it
    seats = []
    for name in ("Ola", "Max", "Ann", "Eva"):
        joined = table.join(name)
        assert not isinstance(joined, Rejection)
        seats.append(joined[0])
    assert model.submit("deal") is True
    reader = sqlite3.connect(journal.path)
    heard: list[tuple[int, int]] = []  # (the version the screens draw, the file's last entry then)

    def on_disk() -> int:
        return int(reader.execute("SELECT MAX(seq) FROM entries").fetchone()[0])

    model.changed.connect(lambda _c: heard.append((model.version, on_disk())))
    version, drawn = table.version, model.view
    with table.grouped() as group:
        for seat in seats:
            assert isinstance(table.submit(Actor.player(seat), Request("card_seen")), Accepted)
        QApplication.processEvents()  # timers, queued signals: nothing of the group gets out
        assert heard == [] and model.pending == 0 and model.view is drawn
        assert on_disk() == version  # not committed yet
    assert group.committed
    qtbot.waitUntil(lambda: bool(heard), timeout=5000)
    assert heard == [(version + len(seats), version + len(seats))]  # one redraw, of what the file holds
    assert table.version == version + len(seats)
    reader.close()
    model.close()


def test_none_survives_many_qt_calls_without_a_result() -> None:
    """Qt calls must not wear ``None`` and ``True`` out (PySide6 6.12.0 does on Python 3.11, hence the
    version pin in pyproject.toml): the console runs for a whole evening."""
    code = (
        "import os; os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
        "from PySide6.QtWidgets import QApplication, QLabel, QCheckBox\n"
        "app = QApplication([]); label = QLabel(); box = QCheckBox()\n"
        "box.toggled.connect(lambda on: None)\n"
        "for i in range(50_000): label.setText(str(i)); box.toggled.emit(i % 2 == 0)\n"
        "print('ok')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "ok"
