"""Benchmark: the projector window as the console's own Qt board or as the web board in Qt WebEngine.

    .venv/bin/python bench/board_bench.py [--runs 3] [--games spy,suspi,mafia,quiz] [--settle 5]

For each game and each way, it starts the whole console offscreen (its main window, the table,
the server on loopback) in a process of its own and measures:

- ``paint``: seconds from the process's first line until the projector window shows the table
  (the Qt board's first paint; for the web board: the page at ``/board?code=…`` has drawn the
  game's view, polled every 20 ms);
- ``rss`` and ``pss``: the memory of the console and of every process it started (QtWebEngine
  runs Chromium's processes beside it), ``settle`` seconds after that paint. RSS counts a library
  shared by two processes twice; PSS shares it out, so the PSS sum is what the machine gives.

The web board here is a plain ``QWebEngineView`` in place of the console's board, loading the
table's own board page (``QTWEBENGINE_CHROMIUM_FLAGS=--no-sandbox``, as root needs). This is a
benchmark, not a test: it prints figures and exits 0. docs/adding-a-game.md has the figures and
the decision they led to.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

T0 = time.monotonic()
ROOT = Path(__file__).resolve().parents[1]


def child(mode: str, game: str, settle_s: float) -> None:
    """One console with one kind of projector window; prints one JSON line of figures."""
    import tempfile

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    if mode == "web":
        os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox")
        from PySide6.QtCore import QCoreApplication, Qt
        from PySide6.QtWebEngineWidgets import QWebEngineView  # noqa: F401  (loaded before the QApplication)

        QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_ShareOpenGLContexts)
    import psutil
    from PySide6.QtCore import QEvent, QObject, QTimer, QUrl

    from gm_console.app import Console, Settings

    marks: dict[str, float] = {}

    class FirstPaint(QObject):
        def eventFilter(self, _obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and "paint" not in marks:
                marks["paint"] = time.monotonic() - T0
                QTimer.singleShot(int(settle_s * 1000), report)
            return False

    class Measured(Console):
        def _build_screens(self) -> None:
            super()._build_screens()
            if mode == "web":
                self.board.show_on = lambda *_: None  # type: ignore[method-assign]  # the web view instead

        async def start_network(self) -> None:
            await super().start_network()
            if mode == "qt":
                return
            from PySide6.QtWebEngineWidgets import QWebEngineView

            view = self.web = QWebEngineView()
            view.resize(1280, 720)
            view.load(QUrl(f"http://127.0.0.1:{self.server.port}/board?code={self.table.code}"))
            view.show()

            def poll() -> None:
                def drawn(game: object) -> None:
                    if game:
                        marks["paint"] = time.monotonic() - T0
                        QTimer.singleShot(int(settle_s * 1000), report)
                    else:
                        QTimer.singleShot(20, poll)

                view.page().runJavaScript("document.body && document.body.dataset.game || ''", 0, drawn)

            poll()

    def report() -> None:
        me = psutil.Process()
        kids = me.children(recursive=True)
        rss = me.memory_info().rss + sum(k.memory_info().rss for k in kids)
        pss = me.memory_full_info().pss + sum(k.memory_full_info().pss for k in kids)
        print(json.dumps({"mode": mode, "game": game, "paint_s": round(marks["paint"], 3),
                          "rss_mb": round(rss / 2**20), "pss_mb": round(pss / 2**20),
                          "processes": 1 + len(kids)}), flush=True)
        console.on_main_window_closed()

    with tempfile.TemporaryDirectory() as tmp:
        console = Measured(Settings(data_dir=Path(tmp), port=0, lang="en", host="127.0.0.1", announce="off",
                                    game=game))
        console.build()
        if mode == "qt":
            console.board.installEventFilter(spy := FirstPaint())
            assert spy is not None
        console.exec()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--games", default="spy,suspi,mafia,quiz")
    parser.add_argument("--settle", type=float, default=5.0)
    parser.add_argument("--child", nargs=2, metavar=("MODE", "GAME"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child[0], args.child[1], args.settle)
        return 0
    rows: list[dict[str, object]] = []
    for game in args.games.split(","):
        for _ in range(args.runs):
            for mode in ("qt", "web"):
                out = subprocess.run([sys.executable, __file__, "--child", mode, game, "--settle", str(args.settle)],
                                     capture_output=True, text=True, encoding="utf-8", timeout=120, check=False)
                lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
                if not lines:
                    print(f"{game} {mode}: no figures ({out.stderr.strip().splitlines()[-1:]})", file=sys.stderr)
                    continue
                rows.append(json.loads(lines[-1]))
    print(f"{'game':6} {'board':4} {'runs':>4} {'paint s (median)':>17} {'RSS MB':>7} {'PSS MB':>7} {'processes':>9}")
    for game in args.games.split(","):
        for mode in ("qt", "web"):
            mine = [r for r in rows if r["game"] == game and r["mode"] == mode]
            if not mine:
                continue
            paint = statistics.median(float(str(r["paint_s"])) for r in mine)
            rss = statistics.median(int(str(r["rss_mb"])) for r in mine)
            pss = statistics.median(int(str(r["pss_mb"])) for r in mine)
            processes = mine[0]["processes"]
            print(f"{game:6} {mode:4} {len(mine):>4} {paint:>17.2f} {rss:>7.0f} {pss:>7.0f} {processes!s:>9}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
