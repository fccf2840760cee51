"""Benchmark: the quiz wheel's spin on the projector (QZ-08), frames presented and CPU a frame.

    .venv/bin/python bench/wheel_bench.py [--pairs 3] [--sizes 1920x1080 3840x2160]
        [--platforms offscreen xcb] [--old PATH] [--spin-ms 4200]

Each run is a process of its own that opens a real quiz table (a SQLite journal in a temporary
folder, the real :class:`net.table.Table`), its :class:`gm_console.table_model.TableModel` and
the console's :class:`gm_console.board_window.BoardWindow` at the given size, joins a team of
three through the table, starts the match and asks for the spin as the moderator's button does
(``TableModel.submit("spin")``). From that request until the top stops it counts the frames the
wheel presents (its paint events: each is drawn into the window's backing store and flushed to the
screen at once; under Xvfb that is the X server's frame buffer) and the process's CPU time
(``time.process_time``), and prints frames a second and CPU milliseconds a frame (under Xvfb, with
the X server's own CPU over the same spin beside it).

The ways measured, alternated in pairs (each pair runs them in a rotated order, so a busy moment
of the shared machine falls on each in turn):

- ``console``: the board of this checkout;
- ``old``: the board of another checkout (``--old``, e.g. ``git archive`` of the version before,
  unpacked under /tmp), the same table and requests;
- ``floor``: the toolkit's floor, a bare PySide6 window of the same size with one child where the
  console's wheel is, turning one pre-drawn pixmap of the wheel's size (``QPainter.rotate`` with a
  smooth transform, the whole wheel repainted every frame) on the same animation (duration and
  easing): "render once, then transform";
- ``floor-top``: the same bare window copying the pre-drawn face and drawing a needle over it in
  the strip the needle leaves and enters, as the console's wheel does now.

``--platforms``: ``offscreen`` (Qt's offscreen platform, no screen) and ``xcb`` (a real X server,
``Xvfb :N -screen 0 3840x2160x24`` started here and stopped at the end). The figures are medians
over the pairs (with the longest time between two frames of a spin);
on a shared machine compare the ways within a pair, not absolute times. This is a
benchmark, not a test: it prints figures and exits 0.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SPIN_FLOOR_SECTORS = 16


def _size(text: str) -> tuple[int, int]:
    width, height = text.lower().split("x")
    return int(width), int(height)


# --- the child processes ---------------------------------------------------------------------------
def console_child(root: Path, width: int, height: int, spin_ms: int) -> dict[str, Any]:
    """The real board of the checkout at ``root`` spinning once; its figures."""
    sys.path.insert(0, str(root))
    from PySide6.QtCore import QEvent, QObject, QPoint
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    from gm_console import board_blocks
    from gm_console.board_window import BoardWindow
    from gm_console.table_model import TableModel
    from net.content import make_game
    from net.journal import Journal
    from net.table import Table
    from rules.core import Actor, Request

    board_blocks.SPIN_MS = spin_ms
    with tempfile.TemporaryDirectory() as tmp:
        journal = Journal(Path(tmp) / "journal.sqlite3")
        table = Table.create(make_game("quiz"), journal, seed=20261204, options={"pack": "en_why_where"})
        table.lang = "en"
        model = TableModel(table)
        board = BoardWindow(model)
        board.move(0, 0)
        board.resize(width, height)
        board.show()
        seats = []
        for name in ("Ola", "Max", "Ann"):
            joined = table.join(name)
            assert isinstance(joined, tuple), joined
            seats.append(joined[0])
        for seat in seats:
            result = table.submit(Actor.player(seat), Request("ready", {}))
            assert not hasattr(result, "code"), result
        assert model.submit("mark_captain", seat=seats[0])
        assert model.submit("start")
        _settle(app, 1.0)
        painted: list[float] = []

        class Frames(QObject):
            def eventFilter(self, watched: QObject, event: QEvent) -> bool:
                if event.type() == QEvent.Type.Paint and watched.objectName() == "board_wheel":
                    painted.append(time.perf_counter())
                return False

        frames = Frames()
        app.installEventFilter(frames)
        wall, cpu, x_cpu = time.perf_counter(), time.process_time(), _x_server_cpu()
        started = wall
        assert model.submit("spin")
        app.processEvents()
        wheel = board.block("wheel")
        assert isinstance(wheel, board_blocks.Wheel) and wheel.spinning(), board.shown()
        _run_until(app, lambda: not isinstance(board.block("wheel"), board_blocks.Wheel)
                   or not board.block("wheel").spinning(), spin_ms)  # type: ignore[union-attr]
        wall, cpu, x_cpu = time.perf_counter() - wall, time.process_time() - cpu, _x_server_cpu() - x_cpu
        wheel = board.block("wheel")
        origin = wheel.mapTo(board, QPoint(0, 0))
        board.close()
        journal.close()
        first_ms = (painted[0] - started) * 1000 if painted else 0.0
        return {"frames": len(painted), "wall_s": wall, "cpu_s": cpu, "x_cpu_s": x_cpu, "gap_ms": _worst_gap(painted),
                "first_ms": first_ms, "wheel": [origin.x(), origin.y(), wheel.width(), wheel.height()]}


def floor_child(width: int, height: int, wheel: list[int], spin_ms: int, how: str) -> dict[str, Any]:
    """A bare PySide6 window of the same size, its one child turning a pre-drawn wheel."""
    from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
    from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPixmap, QPolygonF, QTransform
    from PySide6.QtWidgets import QApplication, QWidget

    app = QApplication(sys.argv[:1])
    x, y, w, h = wheel
    side = min(w, h) - 8
    radius = side / 2
    ratio = app.primaryScreen().devicePixelRatio()
    face = QPixmap(int(w * ratio), int(h * ratio))
    face.setDevicePixelRatio(ratio)
    face.fill(Qt.GlobalColor.transparent)
    p = QPainter(face)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    box = QRectF(w / 2 - radius, h / 2 - radius, side, side)
    for sector in range(SPIN_FLOOR_SECTORS):
        p.setBrush(QColor("#1f8a4c" if sector == 0 else "#8c1c2c" if sector % 2 else "#1d2733"))
        p.drawPie(box, int((90 - sector * 22.5 - 11.25) * 16), int(22.5 * 16))
    p.end()
    needle = QPolygonF([QPointF(0, -radius * 0.66), QPointF(radius * 0.06, 0), QPointF(0, radius * 0.16),
                        QPointF(-radius * 0.06, 0)])
    painted: list[float] = []

    class Floor(QWidget):
        angle = 0.0

        def strip(self) -> Any:
            turned = QTransform().translate(w / 2, h / 2).rotate(self.angle)
            return turned.map(needle).boundingRect().adjusted(-4, -4, 4, 4).toAlignedRect()

        def turn(self, value: object) -> None:
            if how == "floor":
                self.angle = float(value)  # type: ignore[arg-type]
                self.update()
            else:
                before = self.strip()
                self.angle = float(value)  # type: ignore[arg-type]
                self.update(before.united(self.strip()))

        def paintEvent(self, event: QPaintEvent) -> None:
            painted.append(time.perf_counter())
            p = QPainter(self)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            if how == "floor":
                p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
                p.translate(w / 2, h / 2)
                p.rotate(self.angle)
                p.translate(-w / 2, -h / 2)
                p.drawPixmap(0, 0, face)
            else:
                p.drawPixmap(0, 0, face)
                p.translate(w / 2, h / 2)
                p.rotate(self.angle)
                p.setBrush(QColor("#ffd166"))
                p.drawPolygon(needle)
            p.end()

    window = QWidget()
    window.setStyleSheet("background: #101418;")
    window.setAutoFillBackground(True)
    child = Floor(window)
    child.setGeometry(x, y, w, h)
    window.move(0, 0)
    window.resize(width, height)
    window.show()
    _settle(app, 1.0)
    animation = QVariantAnimation()
    animation.setEasingCurve(QEasingCurve.Type.OutCubic)
    animation.setStartValue(0.0)
    animation.setEndValue(4 * 360.0 + 7 * 22.5)
    animation.setDuration(spin_ms)
    animation.valueChanged.connect(child.turn)
    painted.clear()  # the window's first paints are not the spin's
    wall, cpu, x_cpu = time.perf_counter(), time.process_time(), _x_server_cpu()
    animation.start()
    _run_until(app, lambda: animation.state() == QVariantAnimation.State.Stopped, spin_ms)
    wall, cpu, x_cpu = time.perf_counter() - wall, time.process_time() - cpu, _x_server_cpu() - x_cpu
    window.close()
    return {"frames": len(painted), "wall_s": wall, "cpu_s": cpu, "x_cpu_s": x_cpu, "gap_ms": _worst_gap(painted),
            "wheel": wheel}


def _x_server_cpu() -> float:
    """The X server's CPU seconds so far (0 offscreen): what it spends taking the frames in."""
    pid = os.environ.get("WHEEL_BENCH_X_PID")
    if not pid:
        return 0.0
    import psutil

    times = psutil.Process(int(pid)).cpu_times()
    return float(times.user + times.system)


def _worst_gap(painted: list[float]) -> float:
    """The longest time between two frames of the spin, in ms (a stutter the eye sees)."""
    return max((b - a for a, b in itertools.pairwise(painted)), default=0.0) * 1000


def _run_until(app: Any, done: Any, spin_ms: int) -> None:
    """Run the event loop (blocked between events, as the console's own loop) until ``done()``,
    looked at every 50 ms, or a deadline."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    watch = QTimer()
    watch.setInterval(50)
    watch.timeout.connect(lambda: loop.quit() if done() else None)
    watch.start()
    QTimer.singleShot(spin_ms * 4 + 10_000, loop.quit)
    loop.exec()
    watch.stop()
    app.processEvents()


def _settle(app: Any, seconds: float) -> None:
    """Let the window map and draw its first frames."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.005)


# --- the parent ----------------------------------------------------------------------------------
def _xvfb() -> tuple[subprocess.Popen[bytes], str]:
    """An X server of 3840×2160 on a free display number; waits for its socket (with a deadline)."""
    for n in range(97, 120):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            break
    else:
        raise RuntimeError("no free X display number")
    server = subprocess.Popen(["Xvfb", f":{n}", "-screen", "0", "3840x2160x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 20
    while not Path(f"/tmp/.X11-unix/X{n}").exists():
        if server.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError(f"Xvfb :{n} did not start")
        time.sleep(0.05)
    return server, f":{n}"


def run(way: str, platform: str, display: str, size: tuple[int, int], spin_ms: int, old: Path | None,
        wheel: list[int] | None, x_pid: str = "") -> dict[str, Any]:
    env = dict(os.environ, QT_QPA_PLATFORM=platform)
    if platform == "xcb":
        env["DISPLAY"] = display
        env["WHEEL_BENCH_X_PID"] = x_pid
    args = [sys.executable, __file__, "--child", way, "--size", f"{size[0]}x{size[1]}", "--spin-ms", str(spin_ms)]
    if way == "old" and old is not None:
        args += ["--root", str(old)]
    if wheel is not None:
        args += ["--wheel", ",".join(map(str, wheel))]
    done = subprocess.run(args, env=env, capture_output=True, text=True, encoding="utf-8", timeout=120)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0 or not lines:
        raise RuntimeError(f"{way} on {platform} failed:\n{done.stderr[-2000:]}")
    figures: dict[str, Any] = json.loads(lines[-1])
    return figures


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pairs", type=int, default=3)
    ap.add_argument("--sizes", nargs="+", default=["1920x1080", "3840x2160"])
    ap.add_argument("--platforms", nargs="+", default=["offscreen", "xcb"])
    ap.add_argument("--old", type=Path, help="another checkout's root, measured as 'old'")
    ap.add_argument("--spin-ms", type=int, default=4200)
    ap.add_argument("--ways", nargs="+", default=["console", "old", "floor", "floor-top"])
    ap.add_argument("--child", help=argparse.SUPPRESS)
    ap.add_argument("--size", help=argparse.SUPPRESS)
    ap.add_argument("--root", type=Path, default=ROOT, help=argparse.SUPPRESS)
    ap.add_argument("--wheel", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        width, height = _size(args.size)
        if args.child in ("console", "old"):
            figures = console_child(args.root, width, height, args.spin_ms)
        else:
            wheel = [int(v) for v in args.wheel.split(",")]
            figures = floor_child(width, height, wheel, args.spin_ms, args.child)
        print(json.dumps(figures), flush=True)
        return
    ways = [w for w in args.ways if w != "old" or args.old is not None]
    server = None
    display = x_pid = ""
    try:
        if "xcb" in args.platforms:
            server, display = _xvfb()
            x_pid = str(server.pid)
        for platform in args.platforms:
            for text in args.sizes:
                size = _size(text)
                wheel = run("console", platform, display, size, 300, None, None)["wheel"]  # where the wheel is
                got: dict[str, list[dict[str, Any]]] = {w: [] for w in ways}
                for pair in range(args.pairs):
                    order = ways[pair % len(ways):] + ways[:pair % len(ways)]
                    for way in order:
                        got[way].append(run(way, platform, display, size, args.spin_ms, args.old, wheel, x_pid))
                print(f"{platform} {text} (wheel {wheel[2]}x{wheel[3]}, {args.pairs} alternated runs each):")
                for way in ways:
                    fps = statistics.median(r["frames"] / r["wall_s"] for r in got[way])
                    cpu = statistics.median(r["cpu_s"] * 1000 / max(1, r["frames"]) for r in got[way])
                    x_cpu = statistics.median(r["x_cpu_s"] * 1000 / max(1, r["frames"]) for r in got[way])
                    gap = statistics.median(r["gap_ms"] for r in got[way])
                    first = statistics.median(r.get("first_ms", 0.0) for r in got[way])
                    start = f"  {first:6.1f} ms request to first frame" if way in ("console", "old") else ""
                    x_server = f" (+{x_cpu:5.2f} in the X server)" if platform == "xcb" else ""
                    print(f"  {way:<10} {fps:6.1f} frames/s  {cpu:6.2f} ms CPU a frame{x_server}"
                          f"  {gap:6.1f} ms longest gap{start}")
                if "old" in ways and "console" in ways:
                    ratios = [o["cpu_s"] / max(1, o["frames"]) / (n["cpu_s"] / max(1, n["frames"]))
                              for o, n in zip(got["old"], got["console"], strict=True)]
                    print(f"  old/console CPU a frame, pair by pair: {', '.join(f'{r:.1f}x' for r in ratios)}")
                sys.stdout.flush()
    finally:
        if server is not None:
            server.terminate()
            server.wait(timeout=10)


if __name__ == "__main__":
    main()
