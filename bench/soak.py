"""Soak: a table under slow and hostile clients, at full scale; prints the figures.

    .venv/bin/python bench/soak.py [--seconds 60] [--gap-ms 50] [--non-readers 10] [--flooders 10]

Starts a real table process on loopback (``python -m net``, the table, journal and server the
console runs, with its real limits) with a spy round of 7 players, and 3 boards that watch:
these 10 "others" read everything, each from its own loopback address (127.0.0.2, …), as a
club's phones each have their own address. Then, one phase after the other:

1. **quiet**: the players ask questions (``question_asked``, one every ``--gap-ms``) for
   ``--seconds``; each request's time runs from sending it to the moment all 10 others hold the
   view of its version (the journal's fsync included).
2. **non-readers**: ``--non-readers`` more connections (3 players who joined mid-round and
   boards) say hello and then never read their socket, while play goes on as in 1 for
   ``--seconds``; each one the server drops once it is stuck is replaced at once by a new one,
   so that as many are there all along: the process's memory growth (RSS), the others' p99
   against the quiet one, how many were dropped, and whether the dropped players' seats are
   shown as disconnected.
3. **pings, quiet**: the 10 others each ping every 100 ms for ``--seconds``: the round trip.
4. **pings under flooders**: the same while ``--flooders`` clients (in a process of their own,
   each from its own address) connect, blast pings without reading until they are dropped, and
   reconnect at once, again and again: the others' ping p99 against the quiet one, and the
   table process's CPU.

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
    proc = subprocess.Popen(command, cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
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
        self.load0 = os.getloadavg()[0]
        self.ps = psutil.Process(pid)
        self.rss0 = self.rss_max = self.rss()
        times = self.ps.cpu_times()
        self.cpu0, self.t0 = times.user + times.system, time.monotonic()

    def rss(self) -> float:
        return float(self.ps.memory_info().rss) / 2**20

    def sample(self) -> None:
        self.rss_max = max(self.rss_max, self.rss())

    def load(self) -> str:
        return f"load {self.load0:.1f}->{os.getloadavg()[0]:.1f}"

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


async def open_non_readers(port: int, code: str, count: int) -> list[RawClient]:
    """3 players (joining mid-round) and boards that say hello and never read again."""
    clients = []
    for i in range(count):
        raw = await RawClient.open(port, f"127.0.0.{30 + i}")
        fields = {"role": "player", "code": code, "nickname": f"Slow {i}"} if i < 3 else {"role": "board", "code": code}
        await raw.send_text(hello(**fields))
        clients.append(raw)
    return clients


async def keep_non_readers(port: int, code: str, slow: list[RawClient], seconds: float) -> int:
    """For ``seconds``, replace every non-reader the server drops with a new one (a board from an
    address of its own), so that as many stay connected and stuck all along; how many were dropped."""
    replaced = 0
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        await asyncio.sleep(0.5)
        for i, raw in enumerate(slow):
            if dropped(raw):
                raw.close()
                replaced += 1
                fresh = await RawClient.open(port, f"127.0.{1 + replaced // 200}.{50 + replaced % 200}")
                await fresh.send_text(hello(role="board", code=code))
                slow[i] = fresh
    return replaced


def dropped(raw: RawClient) -> bool:
    """Whether the server cut this connection (read what the kernel holds, then the end)."""
    raw.sock.setblocking(False)
    try:
        while True:
            if not raw.sock.recv(1 << 20):
                return True
    except BlockingIOError:
        return False
    except OSError:
        return True


# --- flooders: a process of their own ------------------------------------------------------------
async def _flooder(port: int, code: str, source: str, until: float, stats: dict[str, int]) -> None:
    """Connect, blast pings without ever reading until the server cuts the connection, and
    reconnect at once, again and again."""
    blast = frame(OP_TEXT, b'{"type":"ping"}') * 200
    while time.time() < until:
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
            while time.time() < until:  # until the send fails: dropped
                await asyncio.wait_for(raw.send_raw(blast), max(0.01, until - time.time()))
                stats["frames"] += 200
        except OSError:
            stats["dropped"] += 1
        except TimeoutError:
            pass
        finally:
            raw.close()


def run_flooders(port: int, code: str, count: int, seconds: float, out: Any) -> None:
    async def main() -> dict[str, int]:
        stats = {"connected": 0, "refused": 0, "dropped": 0, "frames": 0, "errors": 0}
        until = time.time() + seconds
        await asyncio.gather(*(_flooder(port, code, f"127.0.0.{100 + i}", until, stats) for i in range(count)))
        return stats

    out.put(asyncio.run(main()))


# --- the soak --------------------------------------------------------------------------------------
async def soak(args: argparse.Namespace) -> dict[str, Any]:
    figures: dict[str, Any] = {}
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

            meter = Meter(proc.pid)
            quiet = await play(others, players, args.seconds, args.gap_ms, meter, 10_000)
            figures["quiet"] = (statistics.median(quiet), p99(quiet), len(quiet), meter.cpu_pct(), meter.rss())
            figures["load_quiet"] = meter.load()

            meter = Meter(proc.pid)
            slow = await open_non_readers(port, code, args.non_readers)
            keeping = asyncio.ensure_future(keep_non_readers(port, code, slow, args.seconds))
            loaded = await play(others, players, args.seconds, args.gap_ms, meter, 20_000)
            replaced = await keeping
            meter.sample()
            seats = moderator_view(proc)["seats"]
            slow_seats = [s for s in seats if s["nickname"].startswith("Slow")]
            figures["loaded"] = (statistics.median(loaded), p99(loaded), len(loaded), meter.cpu_pct(),
                                 meter.rss0, meter.rss_max, meter.rss())
            figures["slow_shown"] = (sum(1 for s in slow_seats if not s["connected"]), len(slow_seats))
            figures["slow_dropped"] = replaced
            figures["load_loaded"] = meter.load()
            for raw in slow:
                raw.close()

            meter = Meter(proc.pid)
            quiet_pings = await pings(others, args.seconds, meter)
            figures["pings_quiet"] = (statistics.median(quiet_pings), p99(quiet_pings), len(quiet_pings),
                                      meter.cpu_pct())
            figures["load_pings"] = meter.load()

            out: Any = multiprocessing.get_context("spawn").Queue()
            flooders = multiprocessing.get_context("spawn").Process(
                target=run_flooders, args=(port, code, args.flooders, args.seconds + 1, out))
            flooders.start()
            await asyncio.sleep(1)  # they are under way
            meter = Meter(proc.pid)
            flood_pings = await pings(others, args.seconds, meter)
            figures["pings_flood"] = (statistics.median(flood_pings), p99(flood_pings), len(flood_pings),
                                      meter.cpu_pct(), meter.rss())
            figures["load_flood"] = meter.load()
            figures["flooders"] = out.get(timeout=60)
            flooders.join(30)
            for c in others:
                await c.close()
        finally:
            proc.terminate()
            proc.wait(30)
    return figures


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=60.0, help="length of each phase")
    ap.add_argument("--gap-ms", type=float, default=50.0, help="pause between the players' requests")
    ap.add_argument("--non-readers", type=int, default=10)
    ap.add_argument("--flooders", type=int, default=10)
    args = ap.parse_args()
    started = time.strftime("%Y-%m-%d %H:%M")
    f = asyncio.run(soak(args))
    print(f"soak of {started}; machine: {os.cpu_count()} cores, Python {sys.version.split()[0]}, "
          f"load average {os.getloadavg()[0]:.2f}; {args.seconds:g} s a phase")
    q50, q99, qn, qcpu, qrss = f["quiet"]
    print(f"quiet: {qn} requests {args.gap_ms:g} ms apart, each until all {OTHERS_PLAYERS + OTHERS_BOARDS} "
          f"others hold its view: p50 {q50:.2f} ms, p99 {q99:.2f} ms; CPU {qcpu:.1f}% of a core, RSS {qrss:.1f} MB "
          f"({f['load_quiet']})")
    l50, l99, ln, lcpu, rss0, rss_max, rss1 = f["loaded"]
    print(f"{args.non_readers} non-readers ({min(3, args.non_readers)} players, the rest boards) for "
          f"{args.seconds:g} s: {ln} requests, p99 {l99:.2f} ms ({l99 / q99:.2f}x quiet), p50 {l50:.2f} ms; "
          f"RSS {rss0:.1f} -> max {rss_max:.1f} MB (growth {rss_max - rss0:+.1f} MB), at the end {rss1:.1f} MB; "
          f"CPU {lcpu:.1f}% of a core ({f['load_loaded']})")
    shown, seated = f["slow_shown"]
    print(f"non-readers dropped once stuck (each replaced at once by a new one): {f['slow_dropped']}; "
          f"the first {seated} players' seats shown disconnected: {shown}/{seated}")
    p50q, p99q, nq, cpuq = f["pings_quiet"]
    p50f, p99f, nf, cpuf, rssf = f["pings_flood"]
    print(f"pings, quiet: {nq} round trips, p50 {p50q:.2f} ms, p99 {p99q:.2f} ms; CPU {cpuq:.1f}% of a core "
          f"({f['load_pings']})")
    print(f"pings under {args.flooders} flooders: {nf} round trips, p50 {p50f:.2f} ms, p99 {p99f:.2f} ms "
          f"({p99f / p99q:.2f}x quiet); table CPU {cpuf:.1f}% of a core, RSS {rssf:.1f} MB ({f['load_flood']})")
    s = f["flooders"]
    print(f"flooders: {s['connected']} connections, {s['frames']} frames blasted, {s['dropped']} dropped, "
          f"{s['refused']} handshakes refused (429)")


if __name__ == "__main__":
    main()
