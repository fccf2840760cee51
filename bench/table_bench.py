"""Benchmark: how fast a table answers a room full of phones, and what it costs while idle.

    .venv/bin/python bench/table_bench.py [--requests 2000] [--idle 20] [--target table|console] [--gap-ms 0]

Starts a real table process on loopback (``--target table``: ``python -m net``, the table,
journal and server the console runs; ``--target console``: the whole console with its windows,
the projector's shown, offscreen or with ``BENCH_QPA=xcb`` on an X server) with a spy round
of 10 players, connects 20 phones (10 seated players and 10 more watching the public board on
their phones) and 1 board, then plays ``question_asked``
requests one after another: each changes the public question chain, so every one of the 21
connections must receive a new view. For each request it measures the time from sending it to
the moment all 21 connections hold the view of its version (journal write with fsync included),
and the CPU the process's main thread (its event loop) spent meanwhile (Linux' schedstat). With
``--gap-ms`` the requests come that far apart, as a room's phones do: a request that finds the
process woken from sleep, its caches cold, costs it more than one of a back-to-back run.
Then it leaves the round's timer running with nobody doing anything and measures the process's
CPU use, and its memory (RSS).

``--lobby GAME`` (with ``--target console``) measures only the idle cost of a table of that game
in its lobby, where nothing counts: 10 players (a quiz team: 5) joined on their phones and 1 board connected,
nobody doing anything, for ``--idle`` seconds. ``--suspi`` (with ``--target console``): a SUSPI
table with 18 phones and 2 boards; a phone picks a room at night (``--requests``, at most 200) and
the CPU its request costs the console's event loop (its main thread, from Linux' schedstat) is
measured, view sending and the console's redraw included; then a council burst: every voter's vote
at once, then every confirm at once, and the time until the last phone holds the verdict.

This is a benchmark, not a test: it prints figures and exits 0.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import psutil

ROOT = Path(__file__).resolve().parents[1]
VERSION = re.compile(r'^\{"type":"view","version":(\d+),')


class Conn:
    """One benchmark client: a minimal WebSocket client on a raw asyncio protocol, so that the
    figures measure the console and not the client (it only finds the version in each frame; the
    view is parsed later, outside the measured time, when the benchmark needs it)."""

    def __init__(self) -> None:
        self.version = 0
        self.seat = 0
        self.token = ""
        """The seat's token from its welcome (a phone that comes back resumes with it)."""
        self.want = -1
        self.reached = asyncio.Event()
        self.last_view = ""
        self.answers: dict[str, str] = {}
        """Request id -> ``ack`` or the error's code."""
        self.answered = asyncio.Event()
        self.transport: asyncio.Transport | None = None
        self._buffer = bytearray()
        self._handshake_done = asyncio.Event()
        self._open = False

    @property
    def view(self) -> dict[str, Any]:
        return dict(json.loads(self.last_view)["view"]) if self.last_view else {}

    # asyncio.Protocol
    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport

    def data_received(self, data: bytes) -> None:
        self._buffer += data
        if not self._open:
            end = self._buffer.find(b"\r\n\r\n")
            if end < 0:
                return
            assert self._buffer.startswith(b"HTTP/1.1 101"), bytes(self._buffer[:80])
            del self._buffer[: end + 4]
            self._open = True
            self._handshake_done.set()
        buf = self._buffer
        while len(buf) >= 2:
            opcode, length, start = buf[0] & 0x0F, buf[1] & 0x7F, 2
            if length == 126:
                if len(buf) < 4:
                    return
                length, start = int.from_bytes(buf[2:4], "big"), 4
            elif length == 127:
                if len(buf) < 10:
                    return
                length, start = int.from_bytes(buf[2:10], "big"), 10
            if len(buf) < start + length:
                return
            payload = bytes(buf[start:start + length])
            del buf[: start + length]
            if opcode == 0x9:  # ping: answer at once
                self._send_frame(0xA, payload)
            elif opcode == 0x8:  # the console closes: close too
                self._send_frame(0x8, payload[:2])
                if self.transport is not None:
                    self.transport.close()
            elif opcode == 0x1:
                self.on_text(payload.decode())

    def connection_lost(self, exc: Exception | None) -> None:
        self._open = False

    def on_text(self, frame: str) -> None:
        m = VERSION.match(frame)
        if m:
            self.version = int(m.group(1))
            self.last_view = frame
            if self.version >= self.want >= 0:
                self.reached.set()
        elif '"welcome"' in frame:
            welcome = json.loads(frame)
            self.seat, self.token = welcome.get("seat", 0), welcome.get("token", "")
        elif frame.startswith(('{"type":"ack"', '{"type":"error"')):
            msg = json.loads(frame)
            if msg.get("id"):
                self.answers[msg["id"]] = "ack" if msg["type"] == "ack" else str(msg.get("code"))
                self.answered.set()

    async def answer(self, rid: str) -> str:
        while rid not in self.answers:
            self.answered.clear()
            await self.answered.wait()
        return self.answers[rid]

    def _send_frame(self, opcode: int, payload: bytes) -> None:
        assert self.transport is not None
        mask = os.urandom(4)
        n = len(payload)
        head = bytes([0x80 | opcode])
        head += bytes([0x80 | n]) if n < 126 else bytes([0x80 | 126]) + n.to_bytes(2, "big")
        key = (mask * (n // 4 + 1))[:n]
        masked = (int.from_bytes(payload, "big") ^ int.from_bytes(key, "big")).to_bytes(n, "big")
        self.transport.write(head + mask + masked)

    async def send(self, text: str) -> None:
        self._send_frame(0x1, text.encode())

    async def close(self) -> None:
        if self.transport is not None:
            self._send_frame(0x8, (1000).to_bytes(2, "big"))
            self.transport.close()


async def open_conn(url: str, hello: dict[str, Any], kind: type[Conn] = Conn) -> Conn:
    host, port = url.split("//")[1].split("/")[0].split(":")
    loop = asyncio.get_running_loop()
    _, conn = await loop.create_connection(kind, host, int(port))
    key = base64.b64encode(os.urandom(16)).decode()
    assert conn.transport is not None
    conn.transport.write(
        f"GET /ws HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n".encode())
    await conn._handshake_done.wait()
    await conn.send(json.dumps({"type": "hello", "protocol": 1, **hello}))
    while conn.version == 0:
        await asyncio.sleep(0.005)
    return conn


def start_table(data_dir: Path, target: str, game: str | None = None, *,
                root: Path = ROOT) -> tuple[subprocess.Popen[str], int, str]:
    """``python -m net`` or the whole console (``target``) of the checkout ``root``, with ``game``'s
    table when given: its process, its port and its table's code."""
    profile = os.environ.get("BENCH_PROFILE")
    prefix = ["-m", "cProfile", "-o", profile] if profile else []
    if target == "console":  # the whole console: Qt windows, board window, sounds, offscreen
        command = [sys.executable, *prefix, str(root / "bench" / "console_host.py"),
                   *(["--game", game] if game else [])]
    else:  # the table and its server alone (python -m net)
        command = [sys.executable, *prefix, "-m", "net", "--data-dir", str(data_dir), "--port", "0",
                   "--messages-per-second", "100000",  # the benchmark asks faster than any thumb
                   "--one-address",  # its 21 clients are all 127.0.0.1
                   *(["--game", game] if game else [])]
    qpa = os.environ.get("BENCH_QPA", "offscreen")  # xcb: on an X server (xvfb-run)
    proc = subprocess.Popen(command, cwd=root, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                            encoding="utf-8", env={**os.environ, "QT_QPA_PLATFORM": qpa})
    assert proc.stdout is not None
    first = json.loads(proc.stdout.readline())
    return proc, int(first["port"]), str(first["code"])


def moderator(proc: subprocess.Popen[str], type_: str, **args: Any) -> None:
    assert proc.stdin and proc.stdout
    proc.stdin.write(json.dumps({"type": type_, "args": args}) + "\n")
    proc.stdin.flush()
    answer = json.loads(proc.stdout.readline())
    assert "ok" in answer, answer


async def run(requests: int, idle_s: float, target: str, gap_ms: float = 0.0) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        proc, port, code = start_table(Path(tmp), target)
        try:
            url = f"ws://127.0.0.1:{port}/ws"
            players = [await open_conn(url, {"role": "player", "code": code, "nickname": f"Player {i}"})
                       for i in range(10)]
            watchers = [await open_conn(url, {"role": "board", "code": code}) for _ in range(11)]
            conns = players + watchers
            moderator(proc, "set_options", minutes=10)
            moderator(proc, "deal")
            moderator(proc, "start_round")
            await asyncio.sleep(0.3)
            by_seat = {p.seat: p for p in players}
            latencies: list[float] = []
            costs: list[float] = []  # the CPU of the process's main thread (its event loop) per request
            for i in range(requests):
                cpu_before = loop_cpu_ns(proc.pid)
                game = players[0].view["game"]
                asker = by_seat[game["asker"]]
                not_back = asker.view["game"]["me"].get("asked_by")
                seats = sorted(by_seat)
                answerer = next(s for s in seats[seats.index(asker.seat) + 1:] + seats
                                if s not in (asker.seat, not_back))
                target = max(c.version for c in conns) + 1
                for c in conns:
                    c.want = target
                    c.reached.clear()
                t0 = time.perf_counter()
                await asker.send(json.dumps({
                    "type": "request", "id": f"b{i}", "version": asker.version,
                    "request": {"type": "question_asked", "args": {"answerer": answerer}}}))
                try:
                    await asyncio.wait_for(asyncio.gather(*(c.reached.wait() for c in conns)), 5)
                except TimeoutError:
                    late = [(c.seat, c.version) for c in conns if c.version < target]
                    raise SystemExit(f"request {i} (version {target}) never reached {late}") from None
                latencies.append((time.perf_counter() - t0) * 1000)
                costs.append((loop_cpu_ns(proc.pid) - cpu_before) / 1e6)
                if gap_ms:
                    await asyncio.sleep(gap_ms / 1000)
            # idle: the timer runs, nobody does anything
            ps = psutil.Process(proc.pid)
            ps.cpu_percent(None)
            cpu0 = ps.cpu_times()
            await asyncio.sleep(idle_s)
            cpu1 = ps.cpu_times()
            cpu_pct = ((cpu1.user + cpu1.system) - (cpu0.user + cpu0.system)) / idle_s * 100
            rss = ps.memory_info().rss / 2**20
            for c in conns:
                await c.close()
        finally:
            proc.terminate()
            proc.wait(30)
    latencies.sort()
    costs.sort()
    return {
        "connections": len(conns),
        "requests": requests,
        "cpu_p50_ms": statistics.median(costs),
        "cpu_p95_ms": costs[int(len(costs) * 0.95) - 1],
        "p50_ms": statistics.median(latencies),
        "p99_ms": latencies[int(len(latencies) * 0.99) - 1],
        "max_ms": latencies[-1],
        "idle_cpu_pct_of_a_core": cpu_pct,
        "rss_mb": rss,
    }


def loop_cpu_ns(pid: int) -> int:
    """The CPU time of the process's main thread (its event loop), in ns, where the system tells it
    finely (Linux' schedstat); elsewhere the whole process's, in clock ticks."""
    try:
        return int(Path(f"/proc/{pid}/task/{pid}/schedstat").read_text(encoding="ascii").split()[0])
    except OSError:
        t = psutil.Process(pid).cpu_times()
        return int((t.user + t.system) * 1e9)


async def request(conn: Conn, rid: str, type_: str, **args: Any) -> str:
    await conn.send(json.dumps({"type": "request", "id": rid, "version": conn.version,
                                "request": {"type": type_, "args": args}}))
    return await conn.answer(rid)


def game_of(conn: Conn) -> dict[str, Any]:
    return dict(conn.view.get("game") or {})


async def suspi_room(requests: int, gap_ms: float) -> None:
    """SUSPI with 18 phones and 2 boards at the console: what one phone request costs the console's
    event loop (a room picked at night, ``requests`` times), then a council burst (every voter's vote
    at once, then every confirm at once) and how long until the last phone holds the verdict."""
    with tempfile.TemporaryDirectory() as tmp:
        proc, port, code = start_table(Path(tmp), "console", "suspi")
        try:
            url = f"ws://127.0.0.1:{port}/ws"
            phones = [await open_conn(url, {"role": "player", "code": code, "nickname": f"Player {i}"})
                      for i in range(18)]
            boards = [await open_conn(url, {"role": "board", "code": code}) for _ in range(2)]
            conns = phones + boards
            moderator(proc, "deal")
            moderator(proc, "advance")  # the night
            await asyncio.sleep(0.5)
            awake = [p for p in phones if "pick_room" in p.view.get("allowed", [])]
            rooms = list(game_of(phones[0])["match"]["rooms"])
            costs: list[float] = []
            for i in range(requests):
                phone = awake[i % len(awake)]
                before = loop_cpu_ns(proc.pid)
                answer = await request(phone, f"room{i}", "pick_room", room=rooms[(i // len(awake)) % 2])
                assert answer == "ack", answer
                await asyncio.sleep(max(gap_ms, 20) / 1000)  # the console's own redraw after the phones'
                costs.append((loop_cpu_ns(proc.pid) - before) / 1e6)
            costs.sort()
            print(f"suspi, 18 phones + 2 boards: console loop CPU per phone request: mean "
                  f"{statistics.mean(costs):.1f} ms, p50 {costs[len(costs) // 2]:.1f} ms, "
                  f"p95 {costs[int(len(costs) * 0.95) - 1]:.1f} ms ({requests} requests)")
            moderator(proc, "advance")  # dawn
            moderator(proc, "advance")  # day
            moderator(proc, "advance")  # the council
            await asyncio.sleep(0.5)
            voters = [p for p in phones if "council_vote" in p.view.get("allowed", [])]
            alive = list(game_of(phones[0])["match"]["alive"])
            target = alive[0]
            refused: list[str] = []
            t0 = time.perf_counter()
            cpu0 = loop_cpu_ns(proc.pid)
            for step, type_ in (("v", "council_vote"), ("c", "council_confirm")):
                for p in voters:
                    args = {"target": target if p.seat != target else alive[1]} if step == "v" else {}
                    await p.send(json.dumps({"type": "request", "id": f"{step}{p.seat}", "version": p.version,
                                             "request": {"type": type_, "args": args}}))
                last_sent = time.perf_counter()
                answers = [await p.answer(f"{step}{p.seat}") for p in voters]
                refused += [a for a in answers if a != "ack"]
            deadline = time.perf_counter() + 5
            while any(game_of(c).get("phase") == "council" for c in phones) and time.perf_counter() < deadline:
                await asyncio.sleep(0.001)
            if time.perf_counter() >= deadline:
                print(f"council burst: the council never closed; refused: {refused}")
                return
            held = (time.perf_counter() - last_sent) * 1000
            burst_cpu = (loop_cpu_ns(proc.pid) - cpu0) / 1e6
            print(f"council burst of {len(voters)} votes then {len(voters)} confirms: the last phone holds the "
                  f"verdict {held:.0f} ms after the last confirm was sent ({(time.perf_counter() - t0) * 1000:.0f} ms "
                  f"for the whole burst, {burst_cpu:.0f} ms of the console loop's CPU); refused: {refused or 'none'}")
            for c in conns:
                await c.close()
        finally:
            proc.terminate()
            proc.wait(30)


async def idle_lobby(game: str, idle_s: float) -> float:
    """The console's CPU use (% of a core) in ``game``'s lobby with 10 phones and 1 board, idle."""
    with tempfile.TemporaryDirectory() as tmp:
        proc, port, code = start_table(Path(tmp), "console", game)
        try:
            url = f"ws://127.0.0.1:{port}/ws"
            players = 5 if game == "quiz" else 10  # a quiz team has at most five experts (QZ-01)
            conns = [await open_conn(url, {"role": "player", "code": code, "nickname": f"Player {i}"})
                     for i in range(players)]
            conns.append(await open_conn(url, {"role": "board", "code": code}))
            await asyncio.sleep(1.0)  # the joins drawn
            ps = psutil.Process(proc.pid)
            cpu0 = ps.cpu_times()
            await asyncio.sleep(idle_s)
            cpu1 = ps.cpu_times()
            for c in conns:
                await c.close()
        finally:
            proc.terminate()
            proc.wait(30)
    return ((cpu1.user + cpu1.system) - (cpu0.user + cpu0.system)) / idle_s * 100


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--requests", type=int, default=2000)
    ap.add_argument("--idle", type=float, default=20.0, help="seconds of idle measurement")
    ap.add_argument("--target", choices=("table", "console"), default="table",
                    help="table: python -m net; console: the whole Qt console, offscreen")
    ap.add_argument("--gap-ms", type=float, default=0.0,
                    help="pause between requests (0: back to back; a table's players are slower than that)")
    ap.add_argument("--suspi", action="store_true",
                    help="with --target console: SUSPI, 18 phones and 2 boards: a request's cost, a council burst")
    ap.add_argument("--lobby", metavar="GAME", default=None,
                    help="with --target console: only the idle cost of GAME's lobby (10 phones, 1 board)")
    args = ap.parse_args()
    if args.suspi:
        asyncio.run(suspi_room(min(args.requests, 200), args.gap_ms))
        return
    if args.lobby:
        pct = asyncio.run(idle_lobby(args.lobby, args.idle))
        phones = 5 if args.lobby == "quiz" else 10
        print(f"{args.lobby} lobby, console idle with {phones} phones and 1 board: CPU {pct:.2f}% of a core "
              f"over {args.idle:g} s")
        return
    result = asyncio.run(run(args.requests, args.idle, args.target, args.gap_ms))
    print(f"target: {args.target}; machine: {os.cpu_count()} cores, Python {sys.version.split()[0]}, "
          f"load average {psutil.getloadavg()[0]:.2f}")
    print(f"{result['connections']} connections (10 players, 10 phones on the board page, 1 board), "
          f"{result['requests']} requests, {args.gap_ms:g} ms apart")
    print(f"request -> every connection holds the new view: p50 {result['p50_ms']:.2f} ms, "
          f"p99 {result['p99_ms']:.2f} ms, max {result['max_ms']:.2f} ms")
    print(f"CPU of the event loop's thread per request (until every connection holds it): "
          f"p50 {result['cpu_p50_ms']:.2f} ms, p95 {result['cpu_p95_ms']:.2f} ms")
    print(f"idle with a running timer: CPU {result['idle_cpu_pct_of_a_core']:.2f}% of a core, "
          f"RSS {result['rss_mb']:.1f} MB")


if __name__ == "__main__":
    main()
