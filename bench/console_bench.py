"""Benchmark: what a room of phones costs the console (the server, the moderator's screen and the
projector on one laptop), in every game, beside the toolkit's own floor.

    .venv/bin/python bench/console_bench.py [--games spy,suspi,mafia,quiz] [--requests 60] [--floor]
        [--parts-floor] [--pin]
        [--board 1280x720] [--against DIR | --server]

For each game it starts the whole console (``bench/console_host.py``: Qt windows, the board window
shown, server; offscreen, or on an X server with ``BENCH_QPA=xcb``, e.g. under ``xvfb-run``) and
connects 20 connections: the game's phones (18 at SUSPI; the spy game's 10 players, club mafia's 16
places, a quiz team's 5 experts, the rest of the 18 phones on the board page) and 2 boards.
Then a phone request the game's phones really send, one after another (the spy game: a question
asked; SUSPI: a room picked at night, each phone's first of the night (once all have picked, the
moderator takes the night back and begins it again); mafia: a place's publication consent; the quiz: an expert
ready or not), and for each:

- ``cpu``: the CPU the console's event loop (its main thread, Linux' schedstat) spent on it, the
  views sent, the console's redraw and the repaints included;
- ``all``: from sending it until every connection whose view it changed holds the new view;
- ``board``: from sending it until the projector's window has repainted with it (when the public
  view changed).

Then a burst: every phone sends at once (SUSPI: the council's votes, then its confirms; the spy
game: every player's "card seen"; mafia: every place's publication; the quiz: every expert's
"ready"): ``held`` is the time from the last send until the last connection holds the result, the
``stall`` is the longest gap of a 5 ms heartbeat timer in the console (how long its windows did not
answer), ``refused`` what the console refused of it. Last, ``phones wake``: every seated phone's
connection drops at once (a Wi-Fi blip, screens that slept) and each comes back with its seat's
token, all at once: ``held`` is then from the first phone's return until the last holds its view
again, the stall and the console's CPU over both, the drop included.

``--floor``: the same, first, on ``bench/console_floor.py``, a bare PySide6 window doing the same
drawing for each request (one cell of an 18-row table, one label and the progress of a board
window) behind a plain socket: what the toolkit itself costs. Runs are alternated pairs (console,
floor, console, floor, ...) with ``--pairs``; the figures to read are ratios of a pair, not absolute
times (the machine is shared).

``--parts-floor``: the same, on ``bench/console_floor.py --parts``, a bare PySide6 window doing for
each request what the console's screens do for one (a table's column fitted again, a line added
to an event log of 400 lines, the status bar's count, the board's headline, count and one line
of a list) with Qt's own widgets: the floor of the screens as they are built. With the headless
table's own cost (``--server``) beside it, it is what a request costs with screens of nothing but
Qt's widgets.

Before the requests the loop's CPU is read over two seconds with nothing sent (its clocks counting):
``idle beside it`` is that work, and its share of a request's window (the request's CPU includes
it). With 100 requests or more, the CPU per request over the first and the last tenth of them
shows whether a request costs more as the evening's journal grows.

With ``BENCH_PAINTS=1`` the console counts its widgets' paint events, and each game's report adds
the widgets painted per phone request (paint events and the pixels they covered, per request).
With ``BENCH_NO_SCREENS=1`` the console's screens do not redraw (``bench/console_host.py``): the
server's side of a request alone (its views, its journal, the moderator's and the board's views
taken for the screens). With ``BENCH_PYSPY=<prefix>`` py-spy samples the console over the requests
alone (not its start or the bursts) into ``<prefix>-<game>.raw`` (one line a sample, its thread first;
``BENCH_PYSPY_PYTHON=1``: Python's frames alone, where py-spy's native mode hangs); with
``BENCH_PERF=<prefix>`` Linux' perf samples the loop's thread alone over them (native frames, call
graphs) into ``<prefix>-<game>.data``.

``--against DIR``: this checkout's console and another's (``DIR``, a checkout of the version before),
each with its own room, both open at once; the phone requests go to one and then the other, in
turns, and the figures are the ratio of their CPU per request, of the p50s and pair by pair. Runs of
one version after the other meet the shared machine at different moments, and its speed drifts
(the same code measured 7.5 and 10.3 ms a request ten minutes apart); in turns, both meet it alike.
``--server``: the same, in turns with this checkout's headless table (``python -m net --game``) and
its own room: what the server's side alone costs at the benchmark's pace, where each request finds
the code cold (``python -m net`` commits on its loop's thread, so its figure includes the journal's
commit, which the console makes on its writer thread).

``--pin`` (Linux): the console (or the floor) runs on the first CPU and this process, the phones and
boards, on the others, so that the phones' work between two requests neither takes the console's
CPU nor evicts its caches, as phones in a room do not; without it both share every CPU, as the
benchmark's figures before 2026-12-06 were taken.

``--board WxH``: the projector window's size (and the floor's board), 1280×720 unless given; a
club's projector is often 1920×1080, and at 3840×2160 every type of the board is twice as large.

This is a benchmark, not a test: it prints figures and exits 0.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from table_bench import ROOT, Conn, loop_cpu_ns, open_conn, start_table

PHONES = 18
BOARDS = 2
SEATED = {"spy": 10, "suspi": 18, "mafia": 16, "quiz": 5}
"""Phones that take a seat; the rest of the 18 watch the board page."""


class TimedConn(Conn):
    """A connection that notes when it first held the version it waits for."""

    def __init__(self) -> None:
        super().__init__()
        self.got_at = 0.0

    def on_text(self, frame: str) -> None:
        before = self.version
        super().on_text(frame)
        if self.want >= 0 and self.version >= self.want > before:
            self.got_at = time.perf_counter()


def ask(proc: subprocess.Popen[str], type_: str, **args: Any) -> dict[str, Any]:
    assert proc.stdin and proc.stdout
    proc.stdin.write(json.dumps({"type": type_, "args": args}) + "\n")
    proc.stdin.flush()
    answer: dict[str, Any] = json.loads(proc.stdout.readline())
    return answer


def moderator(proc: subprocess.Popen[str], type_: str, **args: Any) -> None:
    answer = ask(proc, type_, **args)
    assert "ok" in answer, (type_, answer)


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, max(0, round(len(values) * p) - 1))] if values else float("nan")


async def send(conn: Conn, rid: str, type_: str, **args: Any) -> None:
    await conn.send(json.dumps({"type": "request", "id": rid, "version": conn.version,
                                "request": {"type": type_, "args": args}}))


async def settle(conns: list[TimedConn], target: int, deadline_s: float = 1.0) -> list[float]:
    """Wait until every connection holds ``target`` (or the deadline: a view it did not change is not
    sent again); the moments they got it."""
    end = time.perf_counter() + deadline_s
    while any(c.version < target for c in conns) and time.perf_counter() < end:
        await asyncio.sleep(0.002)
    return [c.got_at for c in conns if c.version >= target and c.got_at]


class Game:
    """One game's table for the benchmark: how it opens, its phone request, its burst."""

    def __init__(self, name: str, proc: subprocess.Popen[str], phones: list[TimedConn]) -> None:
        self.name, self.proc, self.phones = name, proc, phones
        self.i = 0
        self.last: dict[int, bool] = {}
        """A seat's last publication consent or readiness sent (the burst sends the other)."""

    def seated(self) -> list[TimedConn]:
        return [p for p in self.phones if p.seat]

    def open(self) -> None:
        if self.name == "spy":
            moderator(self.proc, "set_options", minutes=10)
            moderator(self.proc, "deal")
            moderator(self.proc, "start_round")
        elif self.name == "suspi":
            moderator(self.proc, "deal")
            moderator(self.proc, "advance")  # the night

    async def request(self) -> tuple[TimedConn, str, dict[str, Any]]:
        """The next phone request: who sends it, its type and arguments."""
        i, self.i = self.i, self.i + 1
        seated = self.seated()
        if self.name == "spy":
            by_seat = {p.seat: p for p in seated}
            game = dict(seated[0].view.get("game") or {})
            asker = by_seat[game["asker"]]
            not_back = dict(asker.view["game"]).get("me", {}).get("asked_by")
            seats = sorted(by_seat)
            answerer = next(s for s in seats[seats.index(asker.seat) + 1:] + seats
                            if s not in (asker.seat, not_back))
            return asker, "question_asked", {"answerer": answerer}
        if self.name == "suspi":
            awake = [p for p in seated if "pick_room" in p.view.get("allowed", [])]
            if i and i % len(awake) == 0:  # every phone has picked: the night again, so that each pick is a
                version = 0  # phone's first of the night, as in a game (one taken back and the night begun anew)
                for type_ in ("undo", "advance"):
                    answer = ask(self.proc, type_)
                    assert "ok" in answer, (type_, answer)
                    version = int(answer["ok"])
                while any(p.version < version for p in seated):
                    await asyncio.sleep(0.002)
                awake = [p for p in seated if "pick_room" in p.view.get("allowed", [])]
            rooms = list(dict(seated[0].view["game"])["match"]["rooms"])
            return awake[i % len(awake)], "pick_room", {"room": rooms[i * 7 % len(rooms)]}
        phone, flag = seated[i % len(seated)], (i // len(seated)) % 2 == (1 if self.name == "mafia" else 0)
        self.last[phone.seat] = flag
        if self.name == "mafia":
            return phone, "publication", {"publish": flag}
        return phone, "ready", {"ready": flag}

    async def before_burst(self) -> None:
        if self.name == "suspi":
            for _ in range(3):  # dawn, day, the council
                moderator(self.proc, "advance")
        elif self.name == "spy":
            moderator(self.proc, "abort_round")
            moderator(self.proc, "deal")
        await asyncio.sleep(0.5)

    def bursts(self) -> list[tuple[str, list[tuple[TimedConn, str, dict[str, Any]]]]]:
        """The bursts, in order: a name and every phone's request in it."""
        seated = self.seated()
        if self.name == "suspi":
            voters = [p for p in seated if "council_vote" in p.view.get("allowed", [])]
            alive = list(dict(seated[0].view["game"])["match"]["alive"])
            votes = [(p, "council_vote", {"target": alive[0] if p.seat != alive[0] else alive[1]}) for p in voters]
            return [("council votes", votes), ("council confirms", [(p, "council_confirm", {}) for p in voters])]
        if self.name == "spy":
            return [("cards seen", [(p, "card_seen", {}) for p in seated])]
        if self.name == "mafia":
            return [("publications", [(p, "publication", {"publish": not self.last.get(p.seat, True)})
                                      for p in seated])]
        return [("ready", [(p, "ready", {"ready": not self.last.get(p.seat, False)}) for p in seated])]


def sample_requests(pid: int, game: str) -> subprocess.Popen[bytes] | None:
    """A profiler sampling the console while the phone requests run, not its start or the bursts
    (None without one): with ``BENCH_PERF=<prefix>`` Linux' perf on the loop's thread (2 kHz, call
    graphs) into ``<prefix>-<game>.data``; else with ``BENCH_PYSPY=<prefix>`` py-spy on every thread
    (400 Hz, native frames unless ``BENCH_PYSPY_PYTHON``) into ``<prefix>-<game>.raw`` (flame graph
    lines, each led by its thread)."""
    perf = os.environ.get("BENCH_PERF")
    if perf:  # Linux' perf on the loop's thread alone (its native frames: Qt, the interpreter, the kernel)
        recorder = subprocess.Popen(["perf", "record", "-e", "cpu-clock", "-F", "2000", "--call-graph", "dwarf,16384",
                                     "-t", str(pid), "-o", f"{perf}-{game}.data"], stderr=subprocess.PIPE)
        time.sleep(1.0)  # perf attaches (it says nothing when it has)
        return recorder
    prefix = os.environ.get("BENCH_PYSPY")
    if not prefix:
        return None
    spy = Path(sys.executable).with_name("py-spy")
    native = [] if os.environ.get("BENCH_PYSPY_PYTHON") else ["--native"]  # Python's frames alone: native hangs
    sampler = subprocess.Popen([str(spy), "record", "--pid", str(pid), *native, "--threads", "-r", "400", "-f", "raw",
                                "-o", f"{prefix}-{game}.raw"], stdout=subprocess.PIPE)
    assert sampler.stdout is not None
    while b"Sampling process" not in (sampler.stdout.readline() or b"Sampling process"):
        pass  # sampling from here on (its later lines, a few, stay in the pipe)
    return sampler


CPUS = sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else []
"""The CPUs this benchmark may use, as it started."""


def pin(pid: int) -> None:
    """``--pin``: every thread of the process ``pid`` on the first CPU this benchmark may use, this
    process on the others (the threads it starts later inherit its CPU). Nothing where the system
    cannot say so, or with one CPU."""
    cpus = CPUS
    if not hasattr(os, "sched_setaffinity") or len(cpus) < 2:
        return
    for task in Path(f"/proc/{pid}/task").iterdir():
        os.sched_setaffinity(int(task.name), {cpus[0]})
    os.sched_setaffinity(0, set(cpus[1:]))


class Room:
    """One console with the room's phones and boards connected and its game opened, its phone
    requests measured one at a time (:meth:`request`)."""

    def __init__(self, name: str, proc: subprocess.Popen[str], url: str, phones: list[TimedConn],
                 boards: list[TimedConn], *, screens: bool = True) -> None:
        self.name, self.proc, self.url = name, proc, url
        self.screens = screens
        """False: the headless table (``python -m net``), which has no projector to ask about."""
        self.phones, self.boards = phones, boards
        self.conns: list[TimedConn] = phones + boards
        self.game = Game(name, proc, phones)

    @classmethod
    async def open(cls, name: str, proc: subprocess.Popen[str], port: int, code: str, *, screens: bool = True) -> Room:
        url = f"ws://127.0.0.1:{port}/ws"
        phones: list[TimedConn] = []
        for i in range(PHONES):
            hello = {"role": "player", "code": code, "nickname": f"Player {i}"} if i < SEATED[name] \
                else {"role": "board", "code": code}
            phones.append(await open_conn(url, hello, TimedConn))  # type: ignore[arg-type]
        boards = [await open_conn(url, {"role": "board", "code": code}, TimedConn) for _ in range(BOARDS)]
        room = cls(name, proc, url, phones, boards, screens=screens)  # type: ignore[arg-type]
        room.game.open()
        await asyncio.sleep(0.5)
        if screens:
            ask(proc, "@marks")
        return room

    async def request(self, i: int) -> tuple[float, float, float, float | None]:
        """The next phone request: the console's CPU on it (ms), the time its window took, the time
        until every connection held it and until the projector repainted with it (None: no repaint)."""
        proc, conns = self.proc, self.conns
        sender, type_, args = await self.game.request()
        target = max(c.version for c in conns) + 1
        for c in conns:
            c.want, c.got_at = target, 0.0
        before = loop_cpu_ns(proc.pid)
        t0 = time.perf_counter()
        await send(sender, f"r{i}", type_, **args)
        answer = await sender.answer(f"r{i}")
        assert answer == "ack", (self.name, type_, args, answer)
        got = await settle(conns, target, 0.3)
        await asyncio.sleep(0.04)  # the console's own redraw and repaint, after the phones'
        cpu = (loop_cpu_ns(proc.pid) - before) / 1e6
        span = time.perf_counter() - t0
        marks = ask(proc, "@marks")["repaints"] if self.screens else []
        shown = [t for t, v in marks if v >= target]
        return cpu, span, (max(got) - t0) * 1000, (min(shown) - t0) * 1000 if shown else None


def start_console(tmp: Path, name: str, floor: bool, root: Path = ROOT) -> tuple[subprocess.Popen[str], int, str]:
    """The console of the checkout ``root`` with ``name``'s table (or the floor, ``name`` "parts floor":
    the floor doing the console's parts): its process, port and code."""
    if not floor:
        return start_table(tmp, "console", name, root=root)
    parts = ["--parts"] if name == "parts floor" else []
    proc = subprocess.Popen([sys.executable, str(root / "bench" / "console_floor.py"), *parts], cwd=root,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, encoding="utf-8",
                            env={**os.environ, "QT_QPA_PLATFORM": os.environ.get("BENCH_QPA", "offscreen")})
    assert proc.stdout is not None
    return proc, int(json.loads(proc.stdout.readline())["port"]), ""


def stop(proc: subprocess.Popen[str]) -> None:
    if os.environ.get("BENCH_PROFILE") and proc.stdin:  # cProfile writes its file at a clean end
        proc.stdin.close()
        try:
            proc.wait(30)
        except subprocess.TimeoutExpired:
            proc.terminate()
    proc.terminate()
    proc.wait(30)


async def run_game(name: str, requests: int, floor: bool, pinned: bool = False) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        proc, port, code = start_console(Path(tmp), name, floor)
        if pinned:
            pin(proc.pid)
        try:
            if floor:
                return dict(await floor_run(proc, port, requests), game=name)
            room = await Room.open(name, proc, port, code)
            conns, game, phones, url = room.conns, room.game, room.phones, room.url
            paints = bool(os.environ.get("BENCH_PAINTS"))
            if paints:
                ask(proc, "@paints")
            cpu, all_ms, board_ms, spans = [], [], [], []
            before, t_idle = loop_cpu_ns(proc.pid), time.perf_counter()
            await asyncio.sleep(2.0)  # the loop's own work while nothing is sent (its clocks counting)
            idle = (loop_cpu_ns(proc.pid) - before) / 1e6 / (time.perf_counter() - t_idle)
            sampler = sample_requests(proc.pid, name)
            for i in range(requests):
                used, span, reached, repainted = await room.request(i)
                cpu.append(used)
                spans.append(span)
                all_ms.append(reached)
                if repainted is not None:
                    board_ms.append(repainted)
            if sampler is not None:
                sampler.send_signal(signal.SIGINT)
                sampler.wait(60)
            painted = ask(proc, "@paints") if paints else {}
            await game.before_burst()
            bursts = []
            for label, burst in game.bursts():
                moderator(proc, "@heartbeat", on=True)
                v0 = max(c.version for c in conns)
                for c in conns:
                    c.want, c.got_at = v0 + len(burst), 0.0
                cpu0 = loop_cpu_ns(proc.pid)
                for j, (phone, type_, args) in enumerate(burst):
                    await send(phone, f"{label}{j}", type_, **args)
                last_sent = time.perf_counter()
                answers = [await phone.answer(f"{label}{j}") for j, (phone, _, _) in enumerate(burst)]
                refused = [a for a in answers if a != "ack"]
                await asyncio.sleep(0)
                got = await settle(conns, v0 + len(burst) - len(refused), 3.0)
                await asyncio.sleep(0.1)
                stall = ask(proc, "@marks")["longest_gap_ms"]
                moderator(proc, "@heartbeat", on=False)
                held = (max(got) - last_sent) * 1000 if got else float("nan")
                bursts.append({"burst": label, "size": len(burst), "held_ms": held,
                               "reached": len(got), "stall_ms": stall, "refused": refused,
                               "cpu_ms": (loop_cpu_ns(proc.pid) - cpu0) / 1e6})
            bursts.append(await wake(proc, url, [p for p in phones if p.seat]))
            conns = [c for c in conns if not c.seat]
            for c in conns:
                await c.close()
            return {"game": name, "cpu": cpu, "idle_ms_per_s": idle, "spans": spans, "all": all_ms, "board": board_ms,
                    "bursts": bursts,
                    "paints": {k: [n / requests, px / requests] for k, (n, px) in painted.items()}}
        finally:
            stop(proc)


async def run_interleaved(name: str, requests: int, against: Path | None, pinned: bool) -> str:
    """``--against DIR``: this checkout's console and the one in ``DIR`` (the version before), both
    open at once with their own room, the phone requests sent to one, then the other, in turns
    (which goes first swapped at each pair): both meet the machine as it is at that moment, so a
    slow minute of the shared machine slows both alike. The figures: each one's CPU per request
    (p50), and this one's over the other's, of the p50s and pair by pair (median and quartiles).
    ``against`` None (``--server``): the other is this checkout's headless table, ``python -m net``."""
    with tempfile.TemporaryDirectory() as tmp_a, tempfile.TemporaryDirectory() as tmp_b:
        second = start_console(Path(tmp_b), name, False, root=against) if against \
            else start_table(Path(tmp_b), "table", name)  # the headless table, python -m net
        started = [start_console(Path(tmp_a), name, False), second]
        try:
            if pinned:
                for proc, _, _ in started:
                    pin(proc.pid)
            rooms = [await Room.open(name, proc, port, code, screens=k == 0 or against is not None)
                     for k, (proc, port, code) in enumerate(started)]
            await asyncio.sleep(2.0)
            cpu: list[list[float]] = [[], []]
            for i in range(requests):
                for k in ((0, 1) if i % 2 == 0 else (1, 0)):
                    cpu[k].append((await rooms[k].request(i))[0])
            ratios = sorted(a / b for a, b in zip(cpu[0], cpu[1], strict=True) if b > 0)
            this, other = pct(cpu[0], .5), pct(cpu[1], .5)
            return (f"{name:6} cpu/request p50 this {this:5.2f} ms, {against.name if against else 'python -m net'} "
                    f"{other:5.2f} ms: "
                    f"{this / other:.3f}x; pair by pair median {pct(ratios, .5):.3f}x "
                    f"(quartiles {pct(ratios, .25):.3f}x-{pct(ratios, .75):.3f}x, {len(ratios)} pairs)")
        finally:
            for proc, _, _ in started:
                stop(proc)


async def wake(proc: subprocess.Popen[str], url: str, seated: list[TimedConn]) -> dict[str, Any]:
    """``phones wake``: every seated phone's connection dropped at once, then each back with its token."""
    moderator(proc, "@heartbeat", on=True)
    cpu0 = loop_cpu_ns(proc.pid)
    for phone in seated:
        assert phone.transport is not None
        phone.transport.abort()  # no closing handshake: the phone is just gone
    await asyncio.sleep(0.3)  # the console sees them go
    back_from = time.perf_counter()
    back = await asyncio.gather(*(open_conn(url, {"role": "player", "token": phone.token}, TimedConn)
                                  for phone in seated))  # each returns once it holds its view
    held = (time.perf_counter() - back_from) * 1000
    await asyncio.sleep(0.1)
    stall = ask(proc, "@marks")["longest_gap_ms"]
    moderator(proc, "@heartbeat", on=False)
    cpu = (loop_cpu_ns(proc.pid) - cpu0) / 1e6
    refused = [phone.seat for phone, again in zip(seated, back, strict=True) if again.seat != phone.seat]
    for again in back:
        await again.close()
    return {"burst": "phones wake", "size": len(seated), "held_ms": held, "reached": len(back) - len(refused),
            "stall_ms": stall, "refused": refused, "cpu_ms": cpu}


async def floor_run(proc: subprocess.Popen[str], port: int, requests: int) -> dict[str, Any]:
    """The floor: one line a request over a plain socket, answered at once; the window redraws."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    cpu, board_ms = [], []
    ask(proc, "@marks")
    for i in range(requests):
        before = loop_cpu_ns(proc.pid)
        t0 = time.perf_counter()
        writer.write(f"{i}\n".encode())
        await writer.drain()
        await reader.readline()
        await asyncio.sleep(0.04)
        cpu.append((loop_cpu_ns(proc.pid) - before) / 1e6)
        marks = ask(proc, "@marks")["repaints"]
        shown = [t for t, v in marks if v >= i]
        if shown:
            board_ms.append((min(shown) - t0) * 1000)
    moderator(proc, "@heartbeat", on=True)
    t0 = time.perf_counter()
    writer.write(b"".join(f"{requests + j}\n".encode() for j in range(PHONES)))
    await writer.drain()
    for _ in range(PHONES):
        await reader.readline()
    held = (time.perf_counter() - t0) * 1000
    await asyncio.sleep(0.1)
    stall = ask(proc, "@marks")["longest_gap_ms"]
    writer.close()
    return {"game": "floor", "cpu": cpu, "all": [], "board": board_ms,
            "bursts": [{"burst": "18 lines", "size": PHONES, "held_ms": held, "reached": 1, "stall_ms": stall,
                        "refused": [], "cpu_ms": float("nan")}]}


def line(result: dict[str, Any]) -> str:
    cpu, all_ms, board = result["cpu"], result["all"], result["board"]
    text = (f"{result['game']:6} cpu/request p50 {pct(cpu, .5):5.1f} ms p95 {pct(cpu, .95):5.1f} ms; "
            f"all connections p50 {pct(all_ms, .5):5.1f} ms; board repaint p50 {pct(board, .5):5.1f} ms "
            f"({len(board)}/{len(cpu)} repainted)")
    if len(cpu) >= 100:  # whether a request costs more as the evening's journal grows
        tenth = len(cpu) // 10
        text += (f"\n       cpu/request p50 over the first tenth {pct(cpu[:tenth], .5):5.1f} ms, "
                 f"over the last tenth {pct(cpu[-tenth:], .5):5.1f} ms")
    if result.get("spans"):
        idle = result["idle_ms_per_s"] * pct(result["spans"], .5)
        text += (f"\n       idle beside it: {result['idle_ms_per_s']:.1f} ms a second with nothing sent, "
                 f"{idle:.1f} ms of a request's {pct(result['spans'], .5) * 1000:.0f} ms window")
    for b in result["bursts"]:
        since = "the first came back" if b["burst"] == "phones wake" else "the last send"
        text += (f"\n       burst {b['burst']} ({b['size']} at once): last holds it {b['held_ms']:.0f} ms after "
                 f"{since}, longest stall {b['stall_ms']:.0f} ms, console CPU {b['cpu_ms']:.0f} ms, "
                 f"refused {len(b['refused'])}")
    painted = sorted(result.get("paints", {}).items(), key=lambda kv: -kv[1][1])
    if painted:
        text += "\n       painted per request (paint events, kilopixels):"
        for widget, (count, pixels) in painted[:25]:
            text += f"\n         {count:5.1f} {pixels / 1000:8.1f}  {widget}"
    return text


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", default="spy,suspi,mafia,quiz")
    ap.add_argument("--requests", type=int, default=60)
    ap.add_argument("--floor", action="store_true", help="also the bare PySide6 window's floor")
    ap.add_argument("--parts-floor", action="store_true",
                    help="also the floor doing the console's parts for a request (console_floor.py --parts)")
    ap.add_argument("--json", action="store_true", help="one JSON line a run (for pairs)")
    ap.add_argument("--pin", action="store_true", help="the console on one CPU, the phones on the others (Linux)")
    ap.add_argument("--against", type=Path, metavar="DIR",
                    help="another checkout's console (the version before), its requests in turns with this one's")
    ap.add_argument("--server", action="store_true",
                    help="in turns with this checkout's headless table (python -m net) in the same room")
    ap.add_argument("--board", default="1280x720", metavar="WxH",
                    help="the projector window's size (the console's and the floor's), e.g. 3840x2160")
    args = ap.parse_args()
    os.environ["BENCH_BOARD"] = args.board  # read by bench/console_host.py and bench/console_floor.py
    if args.against or args.server:
        for name in args.games.split(","):
            other = args.against.resolve() if args.against else None
            print(asyncio.run(run_interleaved(name, args.requests, other, args.pin)), flush=True)
        return 0
    runs = (["floor"] if args.floor else []) + (["parts floor"] if args.parts_floor else []) + args.games.split(",")
    for name in runs:
        result = asyncio.run(run_game(name, args.requests, name.endswith("floor"), args.pin))
        if args.json:
            summary = {"game": name, "cpu_p50": pct(result["cpu"], .5), "cpu_p95": pct(result["cpu"], .95),
                       "all_p50": pct(result["all"], .5), "board_p50": pct(result["board"], .5),
                       "bursts": [{k: v for k, v in b.items() if k != "refused"} | {"refused": len(b["refused"])}
                                  for b in result["bursts"]]}
            print(json.dumps(summary), flush=True)
        else:
            print(line(result), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
