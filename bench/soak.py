"""Soak: a table under slow and hostile clients, at full scale; prints the figures.

    .venv/bin/python bench/soak.py [--seconds 60] [--gap-ms 50] [--non-readers 10] [--flooders 10]

Starts a real table process on loopback (``python -m net``, the table, journal and server the
console runs, with its real limits) with a spy round of 7 players, and 3 boards that watch:
these 10 "others" read everything, each from its own loopback address (127.0.0.2, …), as a
club's phones each have their own address.

The machine is shared and its load comes and goes, so each comparison alternates: quiet blocks
and loaded blocks take turns (``--blocks`` of each), ``--seconds`` of each in all.

1. **non-readers**: the players ask questions (``question_asked``, one every ``--gap-ms``); each
   request's time runs from sending it to the moment all 10 others hold the view of its
   version (the journal's fsync included). In the loaded blocks ``--non-readers`` more
   connections (3 players who joined mid-round, then boards) say hello and never read their
   socket again; each one the server drops once it is stuck is replaced at once by a new one,
   so that as many are there all along. Printed: the others' p50 and p99, quiet and loaded, the
   process's memory (RSS) growth, how many non-readers were dropped, and whether the dropped
   players' seats are shown as disconnected.
2. **flooders**: the 10 others each ping every 100 ms: the round trip. In the loaded blocks
   ``--flooders`` clients (in a process of their own, each from its own address) connect, blast
   pings without reading until they are dropped, and reconnect at once, again and again.
   Printed: the ping p50 and p99, quiet and under the flooders, the CPU of the table process and
   of the flooders' own process (which shares the machine's 2 cores with the table).

This is a benchmark, not a test: it prints figures and exits 0.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import psutil

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.table_bench import Conn, moderator  # noqa: E402
from tests.net.raw import OP_TEXT, RawClient, Refused, frame, hello  # noqa: E402

OTHERS_PLAYERS = 7
OTHERS_BOARDS = 3


class Other(Conn):
    """A reading phone or board (the benchmark's minimal client) that also times its pings."""

    def __init__(self) -> None:
        super().__init__()
        self.pong: asyncio.Future[None] | None = None

    def on_text(self, text: str) -> None:
        if text.startswith('{"type":"pong"'):
            if self.pong is not None and not self.pong.done():
                self.pong.set_result(None)
            return
        super().on_text(text)


async def open_other(port: int, source: str, hello_fields: dict[str, Any]) -> Other:
    loop = asyncio.get_running_loop()
    _, conn = await loop.create_connection(Other, "127.0.0.1", port, local_addr=(source, 0))
    assert conn.transport is not None
    conn.transport.write(
        f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        "Sec-WebSocket-Key: c29hay1zb2FrLXNvYWstIQ==\r\nSec-WebSocket-Version: 13\r\n\r\n".encode())
    await conn._handshake_done.wait()
    await conn.send(json.dumps({"type": "hello", "protocol": 1, **hello_fields}))
    deadline = time.monotonic() + 10
    while conn.version == 0:
        if time.monotonic() > deadline:
            raise SystemExit(f"{source} got no view")
        await asyncio.sleep(0.005)
    return conn


def start_table(data_dir: Path) -> tuple[subprocess.Popen[str], int, str]:
    command = [sys.executable, "-m", "net", "--data-dir", str(data_dir), "--port", "0"]
    proc = subprocess.Popen(command, cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                            encoding="utf-8")
    assert proc.stdout is not None
    first = json.loads(proc.stdout.readline())
    return proc, int(first["port"]), str(first["code"])


def moderator_view(proc: subprocess.Popen[str]) -> dict[str, Any]:
    assert proc.stdin and proc.stdout
    proc.stdin.write('{"type": "view"}\n')
    proc.stdin.flush()
    return dict(json.loads(proc.stdout.readline())["view"])


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[max(0, int(len(ordered) * 0.99) - 1)]


class Meter:
    """The table process's CPU (% of one core) and memory over a phase, and the machine's load."""

    def __init__(self, pid: int) -> None:
        self.load0 = psutil.getloadavg()[0]
        self.ps = psutil.Process(pid)
        self.rss0 = self.rss_max = self.rss()
        times = self.ps.cpu_times()
        self.cpu0, self.t0 = times.user + times.system, time.monotonic()

    def rss(self) -> float:
        return float(self.ps.memory_info().rss) / 2**20

    def sample(self) -> None:
        self.rss_max = max(self.rss_max, self.rss())

    def load(self) -> str:
        return f"load {self.load0:.1f}->{psutil.getloadavg()[0]:.1f}"

    def cpu_pct(self) -> float:
        times = self.ps.cpu_times()
        return (times.user + times.system - self.cpu0) / (time.monotonic() - self.t0) * 100


async def play(others: list[Other], players: list[Other], seconds: float, gap_ms: float,
               meter: Meter, first_id: int) -> list[float]:
    """Questions one after another for ``seconds``: the time until every other holds each one's view."""
    by_seat = {p.seat: p for p in players}
    latencies: list[float] = []
    end = time.monotonic() + seconds
    next_sample = 0.0
    i = first_id
    while time.monotonic() < end:
        game = players[0].view["game"]
        asker = by_seat[game["asker"]]
        not_back = asker.view["game"]["me"].get("asked_by")
        seats = sorted(by_seat)
        answerer = next(s for s in seats[seats.index(asker.seat) + 1:] + seats if s not in (asker.seat, not_back))
        target = max(c.version for c in others) + 1
        for c in others:
            c.want = target
            c.reached.clear()
        t0 = time.perf_counter()
        await asker.send(json.dumps({"type": "request", "id": f"s{i}", "version": asker.version,
                                     "request": {"type": "question_asked", "args": {"answerer": answerer}}}))
        i += 1
        try:
            await asyncio.wait_for(asyncio.gather(*(c.reached.wait() for c in others)), 10)
        except TimeoutError:
            late = [(c.seat, c.version) for c in others if c.version < target]
            raise SystemExit(f"version {target} never reached {late}") from None
        latencies.append((time.perf_counter() - t0) * 1000)
        if time.monotonic() >= next_sample:
            meter.sample()
            next_sample = time.monotonic() + 0.5
        await asyncio.sleep(gap_ms / 1000)
    return latencies


async def pings(others: list[Other], seconds: float, meter: Meter) -> list[float]:
    """Each other pings every 100 ms (staggered): the round trips, in ms."""
    rtts: list[float] = []

    async def one(conn: Other, delay: float) -> None:
        await asyncio.sleep(delay)
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            conn.pong = asyncio.get_running_loop().create_future()
            t0 = time.perf_counter()
            await conn.send('{"type":"ping"}')
            await asyncio.wait_for(conn.pong, 10)
            rtts.append((time.perf_counter() - t0) * 1000)
            await asyncio.sleep(0.1)

    async def sampler() -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            meter.sample()
            await asyncio.sleep(0.5)

    await asyncio.gather(sampler(), *(one(c, i * 0.01) for i, c in enumerate(others)))
    return rtts


class NonReaders:
    """Connections that stop reading: 3 players (they read their welcome, for the seat's token,
    then nothing more) and boards (they read nothing at all). Each the server drops is replaced
    at once: a player resumes its seat with its token, a board is a new one from a new address.

    Their receive buffers are small (4 KiB), as for a phone that went to sleep and takes nothing
    more: the console's own buffers are what fills. (With the kernel's default, growing, buffer a
    socket that is not read takes half a megabyte over half a minute, and the library's
    keepalive, a ping every 10 s answered within 20 s, closes it first.)"""

    def __init__(self, proc: subprocess.Popen[str], port: int, code: str, count: int) -> None:
        self.proc, self.port, self.code, self.count = proc, port, code, count
        self.names = [f"Slow {i}" for i in range(min(3, count))]
        self.tokens: dict[str, str] = {}
        self.clients: list[RawClient] = []
        self.opened = 0
        self.dropped = 0
        self.players_dropped = 0
        self.shown = 0  # dropped players whose seat the table showed as disconnected at once

    async def _open(self, slot: int) -> RawClient:
        self.opened += 1
        raw = await RawClient.open(self.port, f"127.0.{1 + self.opened // 200}.{1 + self.opened % 200}",
                                   rcvbuf=4096)
        if slot >= len(self.names):
            await raw.send_text(hello(role="board", code=self.code))
            return raw
        name = self.names[slot]
        token = self.tokens.get(name)
        await raw.send_text(hello(role="player", token=token) if token else
                            hello(role="player", code=self.code, nickname=name))
        while True:  # its welcome, then never another byte
            msg = await raw.recv_message()
            if msg["type"] == "welcome":
                self.tokens[name] = str(msg["token"])
                return raw

    async def open(self) -> None:
        self.clients = [await self._open(i) for i in range(self.count)]

    async def keep(self, seconds: float) -> None:
        """For ``seconds``, replace every connection the server drops."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            await asyncio.sleep(0.5)
            for slot, raw in enumerate(self.clients):
                if dropped(raw):
                    raw.close()
                    self.dropped += 1
                    if slot < len(self.names):  # the table shows the seat as disconnected already
                        seats = {s["nickname"]: s for s in moderator_view(self.proc)["seats"]}
                        self.players_dropped += 1
                        self.shown += not seats[self.names[slot]]["connected"]
                    self.clients[slot] = await self._open(slot)

    def close(self) -> None:
        for raw in self.clients:
            raw.close()


def dropped(raw: RawClient) -> bool:
    """Whether the server cut this connection (from the kernel's TCP state: reading the socket
    would make it a reader)."""
    return not raw.established()


# --- flooders: a process of their own ------------------------------------------------------------
async def _flooder(port: int, code: str, source: str, until: float, stats: dict[str, int], on: Any) -> None:
    """While ``on`` is set: connect, blast pings without ever reading until the server cuts the
    connection, and reconnect at once, again and again."""
    blast = frame(OP_TEXT, b'{"type":"ping"}') * 200
    while time.time() < until:
        if not on.is_set():
            await asyncio.sleep(0.05)
            continue
        try:
            raw = await RawClient.open(port, source)
        except Refused:
            stats["refused"] += 1
            continue
        except OSError:
            stats["errors"] += 1
            await asyncio.sleep(0.01)
            continue
        stats["connected"] += 1
        try:
            await raw.send_text(hello(role="board", code=code))
            while time.time() < until and on.is_set():  # until the send fails: dropped
                await asyncio.wait_for(raw.send_raw(blast), max(0.01, until - time.time()))
                stats["frames"] += 200
        except OSError:
            stats["dropped"] += 1
        except TimeoutError:
            pass
        finally:
            raw.close()


def run_flooders(port: int, code: str, count: int, seconds: float, on: Any, out: Any) -> None:
    async def main() -> dict[str, int]:
        stats = {"connected": 0, "refused": 0, "dropped": 0, "frames": 0, "errors": 0}
        until = time.time() + seconds
        await asyncio.gather(*(_flooder(port, code, f"127.0.0.{100 + i}", until, stats, on) for i in range(count)))
        return stats

    out.put(asyncio.run(main()))


# --- the soak --------------------------------------------------------------------------------------
async def soak(args: argparse.Namespace) -> dict[str, Any]:
    figures: dict[str, Any] = {}
    block = args.seconds / args.blocks
    with tempfile.TemporaryDirectory() as tmp:
        proc, port, code = start_table(Path(tmp))
        try:
            players = [await open_other(port, f"127.0.0.{2 + i}", {"role": "player", "code": code,
                                                                   "nickname": f"Player {i}"})
                       for i in range(OTHERS_PLAYERS)]
            boards = [await open_other(port, f"127.0.0.{2 + OTHERS_PLAYERS + i}", {"role": "board", "code": code})
                      for i in range(OTHERS_BOARDS)]
            others = players + boards
            moderator(proc, "set_options", minutes=10)
            moderator(proc, "deal")
            moderator(proc, "start_round")
            while players[0].view["game"].get("asker") is None or any(
                    c.version < max(o.version for o in others) for c in others):
                await asyncio.sleep(0.01)
            await play(others, players, 3, args.gap_ms, Meter(proc.pid), 0)  # warm up

            # 1. non-readers
            meter = Meter(proc.pid)
            quiet: list[float] = []
            loaded: list[float] = []
            slow = NonReaders(proc, port, code, args.non_readers)
            for b in range(args.blocks):
                quiet += await play(others, players, block, args.gap_ms, meter, 10_000 * (2 * b + 1))
                await slow.open()
                keeping = asyncio.ensure_future(slow.keep(block))
                loaded += await play(others, players, block, args.gap_ms, meter, 10_000 * (2 * b + 2))
                await keeping
                meter.sample()
                slow.close()
            figures["non_readers"] = {
                "quiet": (statistics.median(quiet), p99(quiet), len(quiet)),
                "loaded": (statistics.median(loaded), p99(loaded), len(loaded)),
                "cpu": meter.cpu_pct(), "rss": (meter.rss0, meter.rss_max), "load": meter.load(),
                "dropped": slow.dropped, "opened": slow.opened, "shown": (slow.shown, slow.players_dropped),
            }

            # 2. flooders
            ctx = multiprocessing.get_context("spawn")
            on, out = ctx.Event(), ctx.Queue()
            flooders = ctx.Process(target=run_flooders,
                                   args=(port, code, args.flooders, args.seconds * 2 + 30, on, out))
            flooders.start()
            flooder_ps = psutil.Process(flooders.pid)
            meter = Meter(proc.pid)
            quiet_pings: list[float] = []
            flood_pings: list[float] = []
            flood_cpu = [0.0, 0.0]  # the table's and the flooders' CPU seconds while flooding
            for _ in range(args.blocks):
                quiet_pings += await pings(others, block, meter)
                on.set()
                t0, f0 = sum(meter.ps.cpu_times()[:2]), sum(flooder_ps.cpu_times()[:2])
                flood_pings += await pings(others, block, meter)
                flood_cpu[0] += sum(meter.ps.cpu_times()[:2]) - t0
                flood_cpu[1] += sum(flooder_ps.cpu_times()[:2]) - f0
                on.clear()
            figures["flooders"] = {
                "quiet": (statistics.median(quiet_pings), p99(quiet_pings), len(quiet_pings)),
                "loaded": (statistics.median(flood_pings), p99(flood_pings), len(flood_pings)),
                "table_cpu": flood_cpu[0] / args.seconds * 100, "flooder_cpu": flood_cpu[1] / args.seconds * 100,
                "rss": meter.rss(), "load": meter.load(),
            }
            flooders.terminate()
            flooders.join(30)
            for c in others:
                await c.close()
        finally:
            proc.terminate()
            proc.wait(30)
    return figures


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=60.0, help="quiet time, and loaded time, of each comparison")
    ap.add_argument("--blocks", type=int, default=2,
                    help="quiet and loaded blocks, taking turns (a non-reader takes some 25 s to be dropped)")
    ap.add_argument("--gap-ms", type=float, default=50.0, help="pause between the players' requests")
    ap.add_argument("--non-readers", type=int, default=10)
    ap.add_argument("--flooders", type=int, default=10)
    args = ap.parse_args()
    started = time.strftime("%Y-%m-%d %H:%M")
    f = asyncio.run(soak(args))
    print(f"soak of {started}; machine: {os.cpu_count()} cores, Python {sys.version.split()[0]}; "
          f"{args.seconds:g} s quiet and {args.seconds:g} s loaded in {args.blocks} blocks each, taking turns")
    n = f["non_readers"]
    (q50, q99, qn), (l50, l99, ln) = n["quiet"], n["loaded"]
    rss0, rss_max = n["rss"]
    print(f"1. requests {args.gap_ms:g} ms apart, each until all {OTHERS_PLAYERS + OTHERS_BOARDS} others hold "
          f"its view; {n['load']}")
    print(f"   quiet: {qn} requests, p50 {q50:.2f} ms, p99 {q99:.2f} ms")
    print(f"   with {args.non_readers} non-readers: {ln} requests, p50 {l50:.2f} ms, p99 {l99:.2f} ms "
          f"({l99 / q99:.2f}x quiet)")
    print(f"   table RSS {rss0:.1f} -> max {rss_max:.1f} MB (growth {rss_max - rss0:+.1f} MB), "
          f"CPU {n['cpu']:.1f}% of a core")
    shown, players_dropped = n["shown"]
    print(f"   non-readers: {n['opened']} connections, {n['dropped']} dropped once stuck (each replaced at once); "
          f"the seat of a dropped player shown disconnected by then: {shown} of {players_dropped}")
    fl = f["flooders"]
    (p50q, p99q, nq), (p50f, p99f, nf) = fl["quiet"], fl["loaded"]
    print(f"2. pings, every 100 ms from each of the {OTHERS_PLAYERS + OTHERS_BOARDS} others; {fl['load']}")
    print(f"   quiet: {nq} round trips, p50 {p50q:.2f} ms, p99 {p99q:.2f} ms")
    print(f"   under {args.flooders} flooders: {nf} round trips, p50 {p50f:.2f} ms, p99 {p99f:.2f} ms "
          f"({p99f / p99q:.2f}x quiet)")
    print(f"   while flooding: table CPU {fl['table_cpu']:.1f}% of a core, the flooders' own "
          f"{fl['flooder_cpu']:.1f}%; table RSS {fl['rss']:.1f} MB")


if __name__ == "__main__":
    main()
