"""The full console (Qt, main window, board window, server) for the benchmark, offscreen.

Prints ``{"port": N, "code": "…"}`` once the server listens, then takes moderator requests as JSON
lines on standard input, as ``python -m net`` does, pressing the same path the console's buttons
use (``TableModel.submit``). mDNS is kept on loopback. ``--game ID`` opens a table of that game
(default: the spy game).

Two lines are the benchmark's own, not the moderator's: ``{"type": "@marks"}`` answers (and
forgets) when the projector's window finished each repaint since the last time, with the table
version it showed (``time.perf_counter()``, which every process on a machine reads alike), and the
longest gap between two beats of a 5 ms heartbeat timer (how long the window was stalled);
``{"type": "@heartbeat", "args": {"on": true}}`` starts or stops that heartbeat. With
``BENCH_PAINTS=1`` the host counts every widget's paint events (an application-wide event filter)
and ``{"type": "@paints"}`` answers (and forgets) them: for each widget, named by its class, its
object name and the panel it is in, how many paint events it had and the pixels they covered. With
``BENCH_NO_SCREENS=1`` no screen redraws for a change of the table (the board window is not shown):
what the server's side costs the same loop, the table's views for every screen still taken.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QEvent, QObject, QTimer  # noqa: E402
from PySide6.QtGui import QPaintEvent  # noqa: E402
from PySide6.QtWidgets import QApplication, QGroupBox, QWidget  # noqa: E402

import net.protocol  # noqa: E402
from gm_console.app import Console, Settings  # noqa: E402
from net.portable import read_lines  # noqa: E402

net.protocol.MESSAGES_PER_SECOND = 100_000  # the benchmark asks faster than any thumb


HEARTBEAT_MS = 5


class Repaints(QObject):
    """Marks the moment a window has repainted (its update request handled), with the version it shows."""

    def __init__(self, console: Console) -> None:
        super().__init__()
        self.console = console
        self.marks: list[tuple[float, int]] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.UpdateRequest:  # the window repaints now; marked right after it
            model = self.console.model  # (a model that has no version takes its views at once)
            shown = int(getattr(model, "version", self.console.table.version))
            QTimer.singleShot(0, lambda: self.marks.append((time.perf_counter(), shown)))
        return False


def widget_name(widget: QWidget) -> str:
    """A widget as a paint count names it: its class and object name, then its panel's."""
    name = type(widget).__name__ + (f"#{widget.objectName()}" if widget.objectName() else "")
    node = widget.parentWidget()
    while node is not None and not isinstance(node, QGroupBox):
        node = node.parentWidget()
    if node is not None and node is not widget:
        name += f" in {type(node).__name__}"
    return name


class Paints(QObject):
    """Every widget's paint events since the last look: a count and the pixels they covered."""

    def __init__(self) -> None:
        super().__init__()
        self.counts: dict[str, list[int]] = {}

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and isinstance(watched, QWidget) and isinstance(event, QPaintEvent):
            entry = self.counts.setdefault(widget_name(watched), [0, 0])
            entry[0] += 1
            entry[1] += sum(rect.width() * rect.height() for rect in event.region())
        return False

    def take(self) -> dict[str, list[int]]:
        counts, self.counts = self.counts, {}
        return counts


class BenchConsole(Console):
    def _build_screens(self) -> None:
        super()._build_screens()
        self.repaints = Repaints(self)
        self.paints = Paints()
        if os.environ.get("BENCH_PAINTS"):
            QApplication.instance().installEventFilter(self.paints)
        self.heartbeat = QTimer()
        self.heartbeat.setInterval(HEARTBEAT_MS)
        self.heartbeat.timeout.connect(self.on_beat)
        self.last_beat = 0.0
        self.longest_gap = 0.0

    def on_beat(self) -> None:
        now = time.perf_counter()
        if self.last_beat:
            self.longest_gap = max(self.longest_gap, now - self.last_beat)
        self.last_beat = now

    async def start_network(self) -> None:
        await super().start_network()
        if os.environ.get("BENCH_NO_SCREENS"):  # the server's side alone: no screen redraws for a change
            self.model.changed.disconnect()
        else:
            self.board.show_on(None)  # a club's projector: the board shown (as Ctrl+B shows it on one screen)
            width, height = (int(n) for n in os.environ.get("BENCH_BOARD", "1280x720").split("x"))
            self.board.resize(width, height)  # the projector's size (console_bench.py --board)
        self.board.installEventFilter(self.repaints)
        self.server.addresses = net.protocol.AddressBook(net.protocol.UNLIMITED)  # 21 clients, one address
        print(json.dumps({"port": self.server.port, "code": self.table.code}), flush=True)
        read_lines(self.loop, self.on_stdin, self.on_main_window_closed)  # its end closes the console

    def on_stdin(self, line: str) -> None:
        if not line.strip():
            return
        request = json.loads(line)
        if request["type"] == "@marks":
            print(json.dumps({"repaints": self.repaints.marks, "longest_gap_ms": self.longest_gap * 1000}), flush=True)
            self.repaints.marks = []
            self.longest_gap, self.last_beat = 0.0, 0.0
            return
        if request["type"] == "@paints":
            print(json.dumps(self.paints.take()), flush=True)
            return
        if request["type"] == "@heartbeat":
            if request["args"]["on"]:
                self.heartbeat.start()
            else:
                self.heartbeat.stop()
            self.longest_gap, self.last_beat = 0.0, 0.0
            print(json.dumps({"ok": True}), flush=True)
            return
        ok = self.model.submit(request["type"], **request.get("args", {}))
        print(json.dumps({"ok": self.table.version} if ok else {"error": "refused"}), flush=True)


def main() -> int:
    game = sys.argv[sys.argv.index("--game") + 1] if "--game" in sys.argv else None
    with tempfile.TemporaryDirectory() as tmp:
        console = BenchConsole(Settings(data_dir=Path(tmp), port=0, lang="en", host="127.0.0.1",
                                        announce="loopback", game=game))
        console.build()
        return console.exec()


if __name__ == "__main__":
    raise SystemExit(main())
