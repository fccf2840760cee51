"""The toolkit's floor for bench/console_bench.py: a bare PySide6 program doing the console's
drawing for a request and nothing else.

A main window with an 18-row table of four columns (the seats) and a board window of 1280×720 (or
the size of console_bench.py's ``--board``) on a dark background with the board's large type (a title,
a headline, a countdown, a progress line).
It listens on a loopback TCP port (printed as ``{"port": N}``); each line it reads is a request:
it answers ``ok`` at once (as the server sends the views before the console redraws), then sets
one table cell, the headline and the progress, and Qt repaints what changed. Standard input takes
the benchmark's ``@marks`` and ``@heartbeat`` lines, as bench/console_host.py does.

With ``--parts`` (console_bench.py's ``--parts-floor``) it does what the console's screens do for a
phone request, with Qt's own widgets and nothing of the console's: the table's changed column fitted
to its contents again, a line added to an event log of 400 lines that follows its end (a
``QPlainTextEdit``), the status bar's count, and on the board the headline, the count and one line
of an 18-line list. It is the floor of the console's screens as they are built, not of a request.
"""

from __future__ import annotations

import json
import os
import sys
import threading
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtNetwork import QHostAddress, QTcpServer, QTcpSocket
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QPlainTextEdit,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

ROWS = 18


class Floor(QObject):
    """The two windows, the socket and the marks."""

    line_in = Signal(str)

    def __init__(self, parts: bool = False) -> None:
        super().__init__()
        self.parts = parts
        self.version = 0
        self.marks: list[tuple[float, int]] = []
        self.longest_gap, self.last_beat = 0.0, 0.0
        self.main = QMainWindow()
        self.table = QTableWidget(ROWS, 4)
        for row in range(ROWS):
            for col, text in enumerate((str(row + 1), f"Player {row}", "connected", "")):
                self.table.setItem(row, col, QTableWidgetItem(text))
        if parts:
            self.table.resizeColumnsToContents()
            self.log = QPlainTextEdit()
            self.log.setReadOnly(True)
            for i in range(400):
                self.log.appendPlainText(f"21:{i // 60 % 60:02d}:{i % 60:02d}  Player {i % ROWS} picked a room")
            columns = QSplitter()
            columns.addWidget(self.table)
            columns.addWidget(self.log)
            self.main.setCentralWidget(columns)
            self.status = QLabel("Phones: 18")
            self.main.statusBar().addWidget(self.status)
        else:
            self.main.setCentralWidget(self.table)
        self.main.resize(1100, 700)
        self.board = QWidget()
        self.board.setStyleSheet("background: #101418; color: #f4f1ea;")
        column = QVBoxLayout(self.board)
        self.labels = []
        for px, text in ((30, "SUSPI · 48213"), (54, "The night"), (150, "7:30"), (40, "0 / 18")):
            label = QLabel(text)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setStyleSheet(f"font-size: {px}px; font-weight: bold;")
            column.addWidget(label)
            self.labels.append(label)
        width, height = (int(n) for n in os.environ.get("BENCH_BOARD", "1280x720").split("x"))
        if parts:
            self.lines = [f"Player {row}" for row in range(ROWS)]
            self.list = QLabel("\n".join(self.lines))
            self.list.setStyleSheet("font-size: 18px;")
            column.addWidget(self.list)
        self.board.resize(width, height)  # the projector's size (console_bench.py --board)
        self.main.show()
        self.board.show()
        self.board.installEventFilter(self)
        self.server = QTcpServer()
        self.server.newConnection.connect(self.on_connection)
        self.server.listen(QHostAddress.SpecialAddress.LocalHost, 0)
        self.heartbeat = QTimer()
        self.heartbeat.setInterval(5)
        self.heartbeat.timeout.connect(self.on_beat)
        self.line_in.connect(self.on_stdin)
        print(json.dumps({"port": self.server.serverPort()}), flush=True)

    def on_connection(self) -> None:
        socket = self.server.nextPendingConnection()
        socket.readyRead.connect(lambda s=socket: self.on_ready(s))

    def on_ready(self, socket: QTcpSocket) -> None:
        while socket.canReadLine():
            number = int(bytes(socket.readLine().data()).decode().strip())
            socket.write(b"ok\n")
            socket.flush()
            self.version = number
            self.table.item(number % ROWS, 3).setText("looked ✓" if number % 2 else "not yet")
            self.labels[1].setText(f"Player {number % ROWS} picked a room")
            self.labels[3].setText(f"{number % ROWS} / 18")
            if self.parts:
                self.table.resizeColumnToContents(3)
                self.log.appendPlainText(f"21:00:{number % 60:02d}  Player {number % ROWS} picked a room")
                self.status.setText(f"Phones: {18 - number % 2}")
                self.lines[number % ROWS] = f"Player {number % ROWS}" + (" ✓" if number % 2 else "")
                self.list.setText("\n".join(self.lines))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.UpdateRequest:  # the window repaints now; marked right after
            QTimer.singleShot(0, lambda v=self.version: self.marks.append((time.perf_counter(), v)))
        return False

    def on_beat(self) -> None:
        now = time.perf_counter()
        if self.last_beat:
            self.longest_gap = max(self.longest_gap, now - self.last_beat)
        self.last_beat = now

    def on_stdin(self, line: str) -> None:
        request = json.loads(line)
        if request["type"] == "@marks":
            print(json.dumps({"repaints": self.marks, "longest_gap_ms": self.longest_gap * 1000}), flush=True)
            self.marks = []
        else:
            (self.heartbeat.start if request["args"]["on"] else self.heartbeat.stop)()
            print(json.dumps({"ok": True}), flush=True)
        self.longest_gap, self.last_beat = 0.0, 0.0


def main() -> int:
    app = QApplication(sys.argv[:1])
    floor = Floor(parts="--parts" in sys.argv[1:])

    def read() -> None:
        for line in sys.stdin:
            if line.strip():
                floor.line_in.emit(line)
        app.quit()

    threading.Thread(target=read, daemon=True).start()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
