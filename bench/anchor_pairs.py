"""Side by side with boardgame.io: alternated pairs, and the ratios of each pair.

    .venv/bin/python bench/anchor_pairs.py [--pairs 6] [--rounds 300] [--sizes 21,201]
                                           [--harness ../shared/bench] [--work DIR] [--floor [--bare-floor]]

The harness (``--harness``, see its README) is boardgame.io's own server with a secret-vote game
and N Node clients on one match (10 players, the rest spectators: ``bgio_clients_spectators.js``),
and the same kind of Node clients against this table (``node-clients/clients.js``: ``python -m
net``, a spy round of 10 players and N-10 boards, ``question_asked`` from the current asker). Each
round one client sends a move and the clock runs until all N clients hold the new state.

A pair is one run of each, back to back, the order swapped from pair to pair (A B, B A, ...), so
that the shared machine's changing load falls on both sides alike; only the ratio within a pair
means anything. For each pair it prints this table's p50, p99 and the server's CPU time per
request (the server process's user + system time over the timed rounds, divided by the rounds) as
ratios to boardgame.io's, then the median of each ratio, and how much the p50 grows from the
smallest size to the largest on each side. The CPU time is read at the moment the timed rounds
start and end: the clients are run with ``anchor_marks.js`` preloaded, which waits for the bench
at those two moments.

With ``--floor`` each pair becomes a triple: between the two runs, the same clients against
``floor_net.py``, a server on the same Python, event loop and WebSocket library that does no game
work (one ``fdatasync`` a request, then frames of the table's sizes, made in advance, to everyone).
It prints, beside the ratios to boardgame.io, this table's figures over the floor's and the floor's
over boardgame.io's: how close to the machine's floor the table is, and what ratio the floor itself
allows. With ``--bare-floor`` a fourth run in each pair is the floor with bare frames (what the
clients read of a view alone, about 50 bytes): the floor's figures over its figures say how much
of the time is the views' bytes, which every client receives and parses at each change.

This is a benchmark, not a test: it prints figures and exits 0. It needs FIFOs (Linux, macOS): on
Windows it says so and stops.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psutil

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent
TIMEOUT_S = 300


@dataclass
class Run:
    side: str
    clients: int
    p50: float
    p99: float
    cpu_ms: float  # the server's CPU time per request

    def line(self) -> str:
        return (f"{self.side:12s} n={self.clients:<4d} p50 {self.p50:6.2f} ms  p99 {self.p99:6.2f} ms  "
                f"cpu {self.cpu_ms:.3f} ms/req")


def prepare(harness: Path, work: Path) -> tuple[Path, Path]:
    """Writable copies of the harness's two folders, with their Node packages installed (once)."""
    folders = []
    for name in ("bgio", "node-clients"):
        target = work / name
        if not (target / "node_modules").is_dir():
            shutil.rmtree(target, ignore_errors=True)
            shutil.copytree(harness / name, target)
            for path in [target, *target.rglob("*")]:
                path.chmod(path.stat().st_mode | 0o200)
            subprocess.run(["npm", "install", "--silent", "--no-audit", "--no-fund"], cwd=target, check=True)
        folders.append(target)
    return folders[0], folders[1]


def free_port_pair() -> int:
    """A port N with N+1 free too (boardgame.io's server takes both)."""
    for _ in range(100):
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = int(s.getsockname()[1])
        if port >= 65535:
            continue
        with socket.socket() as s2:
            try:
                s2.bind(("127.0.0.1", port + 1))
            except OSError:
                continue
        return port
    raise RuntimeError("no free pair of ports")


def cpu_seconds(process: psutil.Process) -> float:
    """The CPU time of every thread of ``process``, to the nanosecond where Linux tells it
    (``/proc/PID/task/*/schedstat``), else to the clock tick."""
    try:
        total = 0
        for task in Path(f"/proc/{process.pid}/task").iterdir():
            total += int((task / "schedstat").read_text(encoding="ascii").split()[0])
        return total / 1e9
    except (OSError, ValueError, IndexError):
        times = process.cpu_times()
        return float(times.user + times.system)


class Marks:
    """The two FIFOs the preloaded ``anchor_marks.js`` talks through: at each mark the bench reads
    the server's CPU time, then lets the clients go on."""

    def __init__(self, folder: Path) -> None:
        self.out = folder / "marks-out"
        self.back = folder / "marks-in"
        for fifo in (self.out, self.back):
            with contextlib.suppress(FileNotFoundError):
                fifo.unlink()
            os.mkfifo(fifo)
        self.cpu: dict[str, float] = {}
        self.server: psutil.Process | None = None
        self.find_server: Any = None
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    def env(self) -> dict[str, str]:
        return {**os.environ, "GM_MARKS_OUT": str(self.out), "GM_MARKS_IN": str(self.back)}

    def _serve(self) -> None:
        with open(self.out, encoding="utf-8") as marks:  # a FIFO, opened once
            back = None
            try:
                for line in marks:
                    what = line.strip()
                    if self.server is None and self.find_server is not None:
                        self.server = self.find_server()
                    if self.server is not None:
                        self.cpu[what] = cpu_seconds(self.server)
                    if back is None:
                        back = open(self.back, "w", encoding="utf-8")  # noqa: SIM115 - kept open for the next mark
                    back.write("ok\n")
                    back.flush()
            finally:
                if back is not None:
                    back.close()

    def cpu_between(self) -> float:
        self._thread.join(timeout=10)
        return self.cpu.get("end", float("nan")) - self.cpu.get("start", float("nan"))


def node_clients(args: list[str], marks: Marks, cwd: Path,
                 env: dict[str, str] | None = None) -> subprocess.Popen[str]:
    return subprocess.Popen(["node", "-r", str(HERE / "anchor_marks.js"), *args], cwd=cwd,
                            env={**marks.env(), **(env or {})}, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, encoding="utf-8")


def finish(proc: subprocess.Popen[str]) -> dict[str, Any]:
    out, err = proc.communicate(timeout=TIMEOUT_S)
    lines = [line for line in out.splitlines() if line.startswith("{")]
    if proc.returncode != 0 or not lines:
        raise RuntimeError(f"clients failed ({proc.returncode}): {out[-500:]} {err[-1500:]}")
    result: dict[str, Any] = json.loads(lines[-1])
    return result


def run_bgio(folder: Path, clients: int, rounds: int) -> Run:
    port = free_port_pair()
    server = subprocess.Popen(["node", "server.js", str(port)], cwd=folder, stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True, encoding="utf-8")
    try:
        assert server.stdout is not None
        deadline = time.monotonic() + 30
        while "ready" not in server.stdout.readline():
            if time.monotonic() > deadline or server.poll() is not None:
                raise RuntimeError("boardgame.io's server did not start")
        with tempfile.TemporaryDirectory() as tmp:
            marks = Marks(Path(tmp))
            marks.server = psutil.Process(server.pid)
            proc = node_clients(["bgio_clients_spectators.js", str(port), str(clients), str(rounds)], marks, folder)
            result = finish(proc)
            cpu = marks.cpu_between()
    finally:
        server.terminate()
        server.wait(timeout=10)
    return Run("boardgame.io", clients, float(result["p50_ms"]), float(result["p99_ms"]), cpu / rounds * 1000)


def run_table(folder: Path, clients: int, rounds: int, python: str, entry: Path = HERE / "anchor_net.py",
              side: str = "this table", env: dict[str, str] | None = None) -> Run:
    port = free_port_pair()
    with tempfile.TemporaryDirectory() as tmp:
        marks = Marks(Path(tmp))
        proc = node_clients([str(folder / "clients.js"), str(port), str(clients), str(rounds), "--main", str(ROOT),
                                "--python", python, "--entry", str(entry)], marks, ROOT, env)
        node = psutil.Process(proc.pid)

        def server() -> psutil.Process | None:
            kids = node.children()
            return kids[0] if kids else None

        marks.find_server = server
        result = finish(proc)
        cpu = marks.cpu_between()
    return Run(side, clients, float(result["p50_ms"]), float(result["p99_ms"]), cpu / rounds * 1000)


def pairs(bgio: Path, clients_dir: Path, sizes: list[int], count: int, rounds: int,
          python: str, floor: bool = False, bare: bool = False) -> Iterator[tuple[int, dict[str, Run]]]:
    """``count`` pairs at each size; within a pair boardgame.io runs first, then this table, or the
    other way round in every other pair. With ``floor`` the floor server runs between the two (and
    with ``bare`` its bare-framed self after it)."""
    middle = [side for side, wanted in (("floor", floor), ("bare", floor and bare)) if wanted]
    for index in range(count):
        for size in sizes:
            first, last = (("table", "bgio") if index % 2 else ("bgio", "table"))
            runs: dict[str, Run] = {}
            for side in (first, *middle, last):
                if side == "bgio":
                    runs[side] = run_bgio(bgio, size, rounds)
                elif side == "table":
                    runs[side] = run_table(clients_dir, size, rounds, python)
                elif side == "floor":
                    runs[side] = run_table(clients_dir, size, rounds, python, HERE / "floor_net.py", "the floor")
                else:
                    runs[side] = run_table(clients_dir, size, rounds, python, HERE / "floor_net.py", "bare floor",
                                           {"GM_FLOOR_FRAMES": "bare"})
            yield index, runs


def ratio(top: Run, bottom: Run) -> dict[str, float]:
    return {"p50": top.p50 / bottom.p50, "p99": top.p99 / bottom.p99, "cpu": top.cpu_ms / bottom.cpu_ms}


def show(r: dict[str, float]) -> str:
    return f"p50 {r['p50']:.2f}x  p99 {r['p99']:.2f}x  cpu/req {r['cpu']:.2f}x"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pairs", type=int, default=6)
    ap.add_argument("--rounds", type=int, default=300)
    ap.add_argument("--sizes", default="21,201", help="numbers of connections, comma-separated")
    ap.add_argument("--harness", type=Path, default=ROOT.parent / "shared" / "bench")
    ap.add_argument("--work", type=Path, default=Path(tempfile.gettempdir()) / "gm-anchor-bench",
                    help="where the harness is copied and its Node packages installed (kept for the next run)")
    ap.add_argument("--python", default=sys.executable, help="the Python that runs the table (default: this one)")
    ap.add_argument("--floor", action="store_true",
                    help="run the floor server (floor_net.py) in each pair too, and print the ratios to it")
    ap.add_argument("--bare-floor", action="store_true",
                    help="with --floor: the floor with bare frames too (what the clients read, about 50 bytes)")
    args = ap.parse_args()
    if not hasattr(os, "mkfifo"):  # Windows: named pipes are another API, not written here
        ap.error("the clients' marks go through FIFOs (os.mkfifo), which this system has not: run it on Linux "
                 "or macOS")
    sizes = [int(s) for s in args.sizes.split(",")]
    args.work.mkdir(parents=True, exist_ok=True)
    bgio, clients_dir = prepare(args.harness, args.work)
    print(f"# {time.strftime('%Y-%m-%d %H:%M %Z')}, {os.cpu_count()} cores, load {psutil.getloadavg()[0]:.2f}, "
          f"Python {sys.version.split()[0]}, {args.pairs} pairs of {args.rounds} rounds", flush=True)
    kinds = ["this table / boardgame.io"]
    if args.floor:
        kinds += ["this table / the floor", "the floor / boardgame.io"]
    if args.floor and args.bare_floor:
        kinds += ["the floor / the bare floor", "the bare floor / boardgame.io"]
    ratios: dict[str, dict[int, dict[str, list[float]]]] = {
        kind: {n: {"p50": [], "p99": [], "cpu": []} for n in sizes} for kind in kinds}
    sides = ("boardgame.io", "this table", "the floor", "the bare floor")
    p50s: dict[str, dict[int, list[float]]] = {side: {n: [] for n in sizes} for side in sides}
    for index, runs in pairs(bgio, clients_dir, sizes, args.pairs, args.rounds, args.python, args.floor,
                             args.bare_floor):
        anchor, ours, floor, bare = runs["bgio"], runs["table"], runs.get("floor"), runs.get("bare")
        found = {kinds[0]: ratio(ours, anchor)}
        if floor is not None:
            found[kinds[1]] = ratio(ours, floor)
            found[kinds[2]] = ratio(floor, anchor)
            p50s["the floor"][floor.clients].append(floor.p50)
        if floor is not None and bare is not None:
            found[kinds[3]] = ratio(floor, bare)
            found[kinds[4]] = ratio(bare, anchor)
            p50s["the bare floor"][bare.clients].append(bare.p50)
        for kind, r in found.items():
            for key, value in r.items():
                ratios[kind][anchor.clients][key].append(value)
        p50s["boardgame.io"][anchor.clients].append(anchor.p50)
        p50s["this table"][ours.clients].append(ours.p50)
        print(f"pair {index + 1} n={anchor.clients}: {show(found[kinds[0]])}   [{ours.line()} | {anchor.line()}]",
              flush=True)
        if floor is not None:
            print(f"       over the floor: {show(found[kinds[1]])}; the floor over boardgame.io: "
                  f"{show(found[kinds[2]])}   [{floor.line()}]", flush=True)
        if floor is not None and bare is not None:
            print(f"       the floor over the bare floor: {show(found[kinds[3]])}; the bare floor over "
                  f"boardgame.io: {show(found[kinds[4]])}   [{bare.line()}]", flush=True)
    print("# the median of each ratio, and the range over the pairs")
    for kind in kinds:
        for n in sizes:
            parts = []
            for key in ("p50", "p99", "cpu"):
                values = ratios[kind][n][key]
                parts.append(f"{key} {statistics.median(values):.2f}x ({min(values):.2f}-{max(values):.2f})")
            print(f"{kind}, n={n}: " + "  ".join(parts))
    if len(sizes) > 1:
        small, large = min(sizes), max(sizes)
        for side, by_size in p50s.items():
            if by_size[large] and by_size[small]:
                growth = statistics.median(by_size[large]) / statistics.median(by_size[small])
                print(f"# {side}: the median p50 grows {growth:.2f}x from {small} to {large} connections")


if __name__ == "__main__":
    main()
