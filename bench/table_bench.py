"""Benchmark: how fast a table answers a room full of phones, and what it costs while idle.

    .venv/bin/python bench/table_bench.py [--requests 2000] [--idle 20] [--target table|console] [--gap-ms 0]

Starts a real table process on loopback (``--target table``: ``python -m net``, the table,
journal and server the console runs; ``--target console``: the whole console with its windows,
offscreen) with a spy round of 10 players, connects 20 phones (10 seated players and 10
more watching the public board on their phones) and 1 board, then plays ``question_asked``
requests one after another: each changes the public question chain, so every one of the 21
connections must receive a new view. For each request it measures the time from sending it to
the moment all 21 connections hold the view of its version (journal write with fsync included).
Then it leaves the round's timer running with nobody doing anything and measures the process's
CPU use, and its memory (RSS).

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
        self.want = -1
        self.reached = asyncio.Event()
        self.last_view = ""
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
            self.seat = json.loads(frame).get("seat", 0)

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


async def open_conn(url: str, hello: dict[str, Any]) -> Conn:
    host, port = url.split("//")[1].split("/")[0].split(":")
    loop = asyncio.get_running_loop()
    _, conn = await loop.create_connection(Conn, host, int(port))
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


def start_table(data_dir: Path, target: str) -> tuple[subprocess.Popen[str], int, str]:
    profile = os.environ.get("BENCH_PROFILE")
    prefix = ["-m", "cProfile", "-o", profile] if profile else []
    if target == "console":  # the whole console: Qt windows, board window, sounds, offscreen
        command = [sys.executable, *prefix, str(ROOT / "bench" / "console_host.py")]
    else:  # the table and its server alone (python -m net)
        command = [sys.executable, *prefix, "-m", "net", "--data-dir", str(data_dir), "--port", "0",
                   "--messages-per-second", "100000",  # the benchmark asks faster than any thumb
                   "--one-address"]  # its 21 clients are all 127.0.0.1
    proc = subprocess.Popen(command, cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                            encoding="utf-8", env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
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
            for i in range(requests):
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
    return {
        "connections": len(conns),
        "requests": requests,
        "p50_ms": statistics.median(latencies),
        "p99_ms": latencies[int(len(latencies) * 0.99) - 1],
        "max_ms": latencies[-1],
        "idle_cpu_pct_of_a_core": cpu_pct,
        "rss_mb": rss,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--requests", type=int, default=2000)
    ap.add_argument("--idle", type=float, default=20.0, help="seconds of idle measurement")
    ap.add_argument("--target", choices=("table", "console"), default="table",
                    help="table: python -m net; console: the whole Qt console, offscreen")
    ap.add_argument("--gap-ms", type=float, default=0.0,
                    help="pause between requests (0: back to back; a table's players are slower than that)")
    args = ap.parse_args()
    result = asyncio.run(run(args.requests, args.idle, args.target, args.gap_ms))
    print(f"target: {args.target}; machine: {os.cpu_count()} cores, Python {sys.version.split()[0]}, "
          f"load average {psutil.getloadavg()[0]:.2f}")
    print(f"{result['connections']} connections (10 players, 10 phones on the board page, 1 board), "
          f"{result['requests']} requests, {args.gap_ms:g} ms apart")
    print(f"request -> every connection holds the new view: p50 {result['p50_ms']:.2f} ms, "
          f"p99 {result['p99_ms']:.2f} ms, max {result['max_ms']:.2f} ms")
    print(f"idle with a running timer: CPU {result['idle_cpu_pct_of_a_core']:.2f}% of a core, "
          f"RSS {result['rss_mb']:.1f} MB")


if __name__ == "__main__":
    main()
