"""A hostile guest and a careless venue, through real sockets (PLT-11, PLT-17, SPY-39, SUS-04): a
plain tunnel (a TCP relay on this machine standing in for ``ssh -R``), a client that keeps sending,
and idle TCP connections by the thousand before any handshake.

Through a tunnel every remote phone comes from this machine: the table believes no
``X-Forwarded-For`` but a declared proxy's, gives this machine's address room for a full table, and
counts its wrong codes and passwords as one address's.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from net import protocol as p
from net.server import REFUSED_CLOSE
from rules.suspi.rules import MAX_PLAYERS as SUSPI_SEATS
from tests.net.phones import Phone, served_table

ROOT = Path(__file__).resolve().parents[2]
SECRET = "correct horse"


class Relay:
    """A plain tunnel's end on this machine (an ``ssh -R`` client): each connection it accepts it
    carries to the table over a connection of its own from 127.0.0.1, bytes as they are."""

    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self.port = 0
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    async def start(self) -> Relay:
        self._server = await asyncio.start_server(self._carry, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/ws"

    async def _carry(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target_port)
        pipes = [asyncio.ensure_future(self._pipe(reader, up_writer)),
                 asyncio.ensure_future(self._pipe(up_reader, writer))]
        self._tasks.update(pipes)
        await asyncio.wait(pipes, return_when=asyncio.FIRST_COMPLETED)
        for task in pipes:
            task.cancel()
        for w in (writer, up_writer):
            w.close()

    @staticmethod
    async def _pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        with contextlib.suppress(ConnectionError):
            while data := await reader.read(65536):
                writer.write(data)
                await writer.drain()

    async def stop(self) -> None:
        assert self._server is not None
        self._server.close()
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)


@contextlib.asynccontextmanager
async def relay_to(port: int) -> AsyncIterator[Relay]:
    relay = await Relay(port).start()
    try:
        yield relay
    finally:
        await relay.stop()


async def first_answer(ws: ClientConnection) -> str:
    """``welcome`` or the code of the first error the console answers a hello with."""
    while True:
        msg = json.loads(await asyncio.wait_for(ws.recv(), 20))
        if msg["type"] == "welcome":
            return "welcome"
        if msg["type"] == "error":
            return str(msg["code"])


async def hello_through(url: str, forwarded: str | None = None, **fields: Any) -> str:
    headers = {"X-Forwarded-For": forwarded} if forwarded else {}
    async with connect(url, additional_headers=headers) as ws:
        await ws.send(json.dumps({"type": "hello", "protocol": 1, "role": "player", **fields}))
        return await first_answer(ws)


# --- tunnels --------------------------------------------------------------------------------------
async def test_a_guesser_through_a_tunnel_naming_a_new_address_each_time_is_held_to_the_limit(
        tmp_path: Path) -> None:  # PLT-11, PLT-17
    """30 wrong passwords through a plain tunnel, each connection with another X-Forwarded-For:
    none is believed (no proxy declared), so 5 are checked and 25 refused, and then the right
    password through the tunnel is refused too, while a phone on the venue's network signs in."""
    async with served_table(tmp_path, "spy", limits=p.AddressLimits()) as st, relay_to(st.server.port) as relay:
        assert st.records is not None
        st.records.register("Ola", SECRET)
        answers = [await hello_through(relay.url, f"203.0.113.{i}", code=st.table.code, nickname="Ola",
                                       password=f"guess {i}") for i in range(1, 31)]
        assert answers.count("bad_password") == p.WRONG_CODES_PER_MINUTE, answers
        assert answers.count("rate_limited") == 30 - p.WRONG_CODES_PER_MINUTE, answers
        assert await hello_through(relay.url, "198.51.100.1", code=st.table.code, nickname="Ola",
                                   password=SECRET) == "rate_limited"
        async with connect(st.url, local_addr=("127.0.0.7", 0)) as ws:  # a phone in the room
            await ws.send(json.dumps({"type": "hello", "protocol": 1, "role": "player", "code": st.table.code,
                                      "nickname": "Ola", "password": SECRET}))
            assert await first_answer(ws) == "welcome"


async def test_a_full_table_comes_in_through_one_tunnel_and_its_guesser_does_not(tmp_path: Path) -> None:  # PLT-11, SUS-04
    """A SUSPI table of 18 seats and 4 boards, every one of them through one plain tunnel with the
    table's own limits: each loads its page and joins; a guesser through the same tunnel gets 5
    wrong codes in all, then rate_limited, whatever address it names."""
    boards = p.AddressLimits().boards
    async with served_table(tmp_path, "suspi", limits=p.AddressLimits()) as st, relay_to(st.server.port) as relay:
        http_base = f"http://127.0.0.1:{relay.port}"

        def load_page(path: str) -> int:
            import urllib.request

            with urllib.request.urlopen(http_base + path, timeout=20) as page:
                return int(page.status)

        pages = await asyncio.gather(*(asyncio.to_thread(load_page, "/join") for _ in range(SUSPI_SEATS + boards)))
        assert pages == [200] * (SUSPI_SEATS + boards)
        phones = await asyncio.gather(*(Phone(relay.url).join(st.table.code, f"Remote {i}")
                                        for i in range(1, SUSPI_SEATS + 1)))
        st.phones.extend(phones)
        watchers = [await Phone(relay.url).board(st.table.code) for _ in range(boards)]
        st.phones.extend(watchers)
        assert sorted(ph.seat for ph in phones) == list(range(1, SUSPI_SEATS + 1))
        assert len(st.table.player_seats()) == SUSPI_SEATS
        guesses = [await hello_through(relay.url, f"203.0.113.{i}", code="00000", nickname="Guess")
                   for i in range(1, 11)]
        assert guesses == ["wrong_code"] * p.WRONG_CODES_PER_MINUTE + ["rate_limited"] * 5, guesses
        assert st.server.connection_count() == SUSPI_SEATS + boards  # nobody was cut


async def test_through_a_declared_proxy_each_phone_has_its_own_limits(tmp_path: Path) -> None:  # PLT-11, SPY-39
    """With ``--trusted-proxy 127.0.0.1`` a guesser behind the proxy is counted under the address
    the proxy forwards: another remote phone's guesses are its own."""
    async with served_table(tmp_path, "spy", limits=p.AddressLimits(), trusted_proxies=("127.0.0.1",)) as st:
        first = [await hello_through(st.url, "203.0.113.1", code="00000", nickname="G") for _ in range(6)]
        assert first == ["wrong_code"] * 5 + ["rate_limited"]
        assert await hello_through(st.url, "203.0.113.2", code="00000", nickname="G") == "wrong_code"


# --- floods ---------------------------------------------------------------------------------------
async def test_a_client_that_keeps_sending_hears_each_refusal_and_the_close_1008(tmp_path: Path) -> None:  # PLT-11
    """A real WebSocket client sends requests as fast as it can and reads what comes back: every
    request the table read is answered with its own id (rate_limited over 20 a second), the last
    one says it is disconnected, and the client receives close 1008, not a reset (1006)."""
    async with served_table(tmp_path, "spy", limits=p.AddressLimits()) as st:
        answers: list[dict[str, Any]] = []
        async with connect(st.url, local_addr=("127.0.0.21", 0)) as ws:
            async def read() -> None:
                with contextlib.suppress(ConnectionClosed):
                    async for text in ws:
                        answers.append(json.loads(text))

            reader = asyncio.ensure_future(read())
            await ws.send(json.dumps({"type": "hello", "protocol": 1, "role": "player", "code": st.table.code,
                                      "nickname": "Flood"}))
            sent = []
            with contextlib.suppress(ConnectionClosed):
                for i in range(100_000):
                    rid = f"f{i}"
                    await ws.send(json.dumps({"type": "request", "id": rid,
                                              "request": {"type": "vote", "args": {"seat": 1}}}))
                    sent.append(rid)
            await asyncio.wait_for(reader, 10)
        assert ws.close_code == REFUSED_CLOSE and ws.close_reason == "flooding", (ws.close_code, ws.close_reason)
        by_id: dict[str, list[dict[str, Any]]] = {}
        for msg in answers:
            if msg.get("id"):
                by_id.setdefault(msg["id"], []).append(msg)
        last = answers[-1]
        assert last["type"] == "error" and last["code"] == "rate_limited" and "disconnected" in last["message"]
        read_up_to = sent.index(last["id"])
        assert all(len(by_id.get(rid, [])) == 1 for rid in sent[:read_up_to + 1]), "a request went unanswered"
        refused = [m for m in answers if m.get("code") == "rate_limited"]
        assert len(refused) == p.FLOOD_STRIKES and all(m["id"] for m in refused)
        print(f"\nflood: {len(sent)} requests sent, {read_up_to + 1} read and answered, close {ws.close_code}")


# --- before the handshake -------------------------------------------------------------------------
class LimitedTable:
    """``python -m net`` started with a given limit of open files (soft, hard)."""

    def __init__(self, data_dir: Path, soft: int, hard: int) -> None:
        import resource

        def limit() -> None:
            resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))

        self.proc = subprocess.Popen(
            [sys.executable, "-m", "net", "--data-dir", str(data_dir), "--port", "0", "--host", "127.0.0.1"],
            cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            preexec_fn=limit)
        assert self.proc.stdout is not None
        self.first = json.loads(self.proc.stdout.readline())
        self.url = f"ws://127.0.0.1:{self.first['port']}/ws"

    def open_files_limit(self) -> int:
        for line in Path(f"/proc/{self.proc.pid}/limits").read_text(encoding="utf-8").splitlines():
            if line.startswith("Max open files"):
                return int(line.split()[3])
        raise AssertionError("no open-files line")

    def stop(self) -> str:
        self.proc.terminate()
        self.proc.wait(timeout=20)
        assert self.proc.stderr is not None
        err = self.proc.stderr.read().decode("utf-8", "replace")
        for pipe in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            if pipe is not None:
                pipe.close()
        return err


def _posix_limits() -> Any:
    if os.environ.get("GM_NO_POSIX", "") not in ("", "0") or not Path("/proc/self/limits").exists():
        pytest.skip("POSIX-only: sets the child's open-files limit (Windows has none to set)")
    return pytest.importorskip("resource")


async def _idle(port: int, source: str, n: int) -> list[tuple[asyncio.StreamReader, asyncio.StreamWriter]]:
    """``n`` TCP connections from ``source`` that never say anything (opened 100 at a time)."""
    opened: list[tuple[asyncio.StreamReader, asyncio.StreamWriter]] = []
    for start in range(0, n, 100):
        opened += await asyncio.gather(*(asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))
                                        for _ in range(start, min(n, start + 100))))
    return opened


async def _until_held(conns: list[tuple[asyncio.StreamReader, asyncio.StreamWriter]], at_most: int) -> int:
    """Wait (with a deadline) until no more than ``at_most`` of ``conns`` are still open; how many are."""
    async def closed(reader: asyncio.StreamReader) -> None:
        with contextlib.suppress(ConnectionError):
            await reader.read()  # the refusal's few bytes, then the end

    waits = [asyncio.ensure_future(closed(r)) for r, _w in conns]
    deadline = time.monotonic() + 8.0  # before the handshake timeout (10 s) closes the held ones too
    while sum(not w.done() for w in waits) > at_most and time.monotonic() < deadline:
        await asyncio.wait(waits, timeout=0.05)
    held = sum(not w.done() for w in waits)
    for w in waits:
        w.cancel()
    return held


async def _timed_join(url: str, source: str, code: str, nickname: str) -> float:
    started = time.monotonic()
    async with connect(url, local_addr=(source, 0), open_timeout=20) as ws:
        await ws.send(json.dumps({"type": "hello", "protocol": 1, "role": "player", "code": code,
                                  "nickname": nickname}))
        assert await first_answer(ws) == "welcome"
    return time.monotonic() - started


async def test_idle_connections_by_the_thousand_never_take_the_last_open_files(tmp_path: Path) -> None:  # PLT-11
    """A real ``python -m net`` with a desktop's 1024 open files (soft and hard): 1,100 idle TCP
    connections from one address on the network and 1,100 from this machine (a tunnel's); each
    address holds no more than its bound before the handshake, the rest are closed at once, no
    "Too many open files" is logged, the refusals are logged once, and phones join quickly."""
    resource = _posix_limits()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and hard < 3000:
        pytest.skip(f"the test's own process needs 3,000 open files (hard limit {hard})")
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, 3000), hard))
    table = LimitedTable(tmp_path, 1024, 1024)
    port, code = table.first["port"], table.first["code"]
    limits = p.AddressLimits()
    total = 1024 // 4
    own_bound = max(limits.pending, total // 2)
    conns: list[tuple[asyncio.StreamReader, asyncio.StreamWriter]] = []
    try:
        lan = await _idle(port, "127.0.0.3", 1100)
        conns += lan
        assert await _until_held(lan, limits.pending) == limits.pending
        tunnel = await _idle(port, "127.0.0.1", 1100)
        conns += tunnel
        assert await _until_held(tunnel, own_bound) == own_bound
        joins = await asyncio.gather(*(_timed_join(table.url, f"127.0.0.{10 + i}", code, f"Phone {i}")
                                       for i in range(8)))
        assert max(joins) < 3.0, joins
        print(f"\n1,100 + 1,100 idle: held {limits.pending} + {own_bound}; 8 joins took "
              f"{min(joins) * 1000:.0f}-{max(joins) * 1000:.0f} ms")
    finally:
        for _r, w in conns:
            w.close()
        err = table.stop()
    assert "Too many open files" not in err, err[-2000:]
    assert err.count("refusing connections before their handshake") == 1, err[-2000:]


async def test_the_table_raises_its_open_files_limit_as_far_as_the_system_allows(tmp_path: Path) -> None:  # PLT-11
    _posix_limits()
    table = LimitedTable(tmp_path, 256, 4096)
    try:
        assert table.open_files_limit() == 4096
    finally:
        table.stop()
