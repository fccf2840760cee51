"""Hostile clients in numbers, on real loopback sockets (PLT-11, PLT-17): passwords guessed in
parallel, phones that stop reading, floods and reconnect loops. Each client that stands for a
device of its own comes from its own loopback address (127.0.0.2, 127.0.0.3, …), as a club's
phones each have their own address on the venue's network.

``GM_HOSTILE_SCALE`` (default 1) multiplies the clients and the rounds; the default keeps each
test to a few seconds. The full-scale figures come from ``bench/soak.py``.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import time
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import InvalidStatus

from net import _connection as server_module  # the connections and their limits
from net import protocol as p
from rules.core import Actor
from tests.net.phones import Phone, ServedTable, spy_table
from tests.net.raw import Closed, RawClient, Refused, frame, hello

SCALE = max(0.1, float(os.environ.get("GM_HOSTILE_SCALE", "1")))
SECRET = "correct horse"


def scaled(n: int) -> int:
    return max(1, round(n * SCALE))


async def until(predicate: Any, timeout: float = 10.0, what: str = "") -> None:
    """Poll ``predicate`` until it holds (the loop keeps running meanwhile)."""
    deadline = time.monotonic() + timeout
    while not predicate():
        assert time.monotonic() < deadline, f"timed out waiting for {what or predicate}"
        await asyncio.sleep(0.005)


async def first_answer(ws: ClientConnection) -> str:
    """``welcome`` or the code of the first error the console answers a hello with."""
    while True:
        msg = json.loads(await asyncio.wait_for(ws.recv(), 20))
        if msg["type"] == "welcome":
            return "welcome"
        if msg["type"] == "error":
            return str(msg["code"])


class Clock:
    """The server's clock, moved on by the test: real time plus what the test added."""

    def __init__(self) -> None:
        self.offset = 0.0

    def __call__(self) -> float:
        return time.monotonic() + self.offset


# --- 1. passwords guessed in parallel ------------------------------------------------------------
async def _guess_at_once(st: ServedTable, passwords: list[str], source: str) -> list[str]:
    clients = [await connect(st.url, local_addr=(source, 0)) for _ in passwords]
    try:
        await asyncio.gather(*(ws.send(hello(role="player", code=st.table.code, nickname="Ola", password=word))
                               for ws, word in zip(clients, passwords, strict=True)))
        return list(await asyncio.gather(*(first_answer(ws) for ws in clients)))
    finally:
        await asyncio.gather(*(ws.close() for ws in clients))


async def test_a_hundred_passwords_at_once_are_checked_no_more_than_the_limit(tmp_path: Path) -> None:  # PLT-17, PLT-11
    """PLT-17, PLT-11: 100 hellos with wrong passwords for one account, sent at once from 100
    connections of one address: 5 are checked (``bad_password``), the others are refused before
    any check (``rate_limited``); then the right password from that address is refused too, and
    from another address it signs in."""
    n = scaled(100)
    async with spy_table(tmp_path) as st:
        assert st.records is not None
        st.records.register("Ola", SECRET)  # the real hashing cost: checks take a while, as in play
        codes = await _guess_at_once(st, [f"guess {i}" for i in range(n)], "127.0.0.2")
        assert codes.count("bad_password") == p.WRONG_CODES_PER_MINUTE, codes
        assert codes.count("rate_limited") == n - p.WRONG_CODES_PER_MINUTE, codes
        assert await _guess_at_once(st, [SECRET], "127.0.0.2") == ["rate_limited"]
        assert st.table.seat_accounts() == {}
        assert await _guess_at_once(st, [SECRET], "127.0.0.3") == ["welcome"]
        assert len(st.table.seat_accounts()) == 1


async def test_the_right_password_among_a_hundred_at_once_is_one_more_check_at_most(tmp_path: Path) -> None:  # PLT-17
    """PLT-17: with the right password somewhere among 100 sent at once, no more than the limit's
    wrong ones and that one are checked, wherever it lands."""
    n = scaled(100)
    async with spy_table(tmp_path) as st:
        assert st.records is not None
        st.records.register("Ola", SECRET)
        words = [f"guess {i}" for i in range(n - 1)]
        words.insert(random.Random(5).randrange(n), SECRET)
        codes = await _guess_at_once(st, words, "127.0.0.4")
        assert codes.count("bad_password") <= p.WRONG_CODES_PER_MINUTE
        assert codes.count("bad_password") + codes.count("welcome") <= p.WRONG_CODES_PER_MINUTE + 1
        assert codes.count("rate_limited") >= n - p.WRONG_CODES_PER_MINUTE - 1
        assert len(st.table.seat_accounts()) == codes.count("welcome")


# --- 2. phones that stop reading -----------------------------------------------------------------
async def _non_readers(st: ServedTable, players: int, boards: int, first: int) -> list[RawClient]:
    """Clients from their own addresses with a tiny receive buffer: they say hello, then never
    read a byte (not even the welcome)."""
    clients = []
    for i in range(players + boards):
        raw = await RawClient.open(st.server.port, f"127.0.0.{first + i}", rcvbuf=4096)
        if i < players:
            await raw.send_text(hello(role="player", code=st.table.code, nickname=f"Slow {i}"))
        else:
            await raw.send_text(hello(role="board", code=st.table.code))
        clients.append(raw)
    await until(lambda: st.server.connection_count() >= len(st.phones) + players + boards, what="the hellos")
    return clients


def _largest_view(st: ServedTable) -> int:
    views = st.table.view_pass()
    return max(len(views.json_for(Actor.player(s))) for s in st.table.nicknames()) + len(views.board()) + 200


async def test_phones_that_stop_reading_wait_for_one_view_then_are_dropped_and_shown_disconnected(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # PLT-09, PLT-10
    """PLT-09, PLT-10: players and boards that never read their socket while play goes on: what
    waits for each stays bounded (the kernel's buffers, then the write limit and one view), each
    is dropped once stuck, and its seat is shown as disconnected to the others, who keep getting
    every view at once."""
    monkeypatch.setattr(server_module, "STUCK_S", 0.5)
    monkeypatch.setattr(p, "MESSAGES_PER_SECOND", 10_000)  # the readers sync after every request
    async with spy_table(tmp_path) as st:
        readers = await st.seat("Ola", "Taras", "Iwona")
        slow = await _non_readers(st, scaled(2), scaled(2), first=10)
        slow_names = {raw.name for raw in slow}
        slow_seats = [s for s, name in st.table.nicknames().items() if name.startswith("Slow")]
        assert len(slow_seats) == scaled(2) and all(st.table.connected(s) for s in slow_seats)
        st.moderator("set_options", minutes=10)
        st.moderator("deal")
        st.moderator("start_round")
        bound = server_module.WRITE_LIMIT + 4 * _largest_view(st)
        most = 0
        deadline = time.monotonic() + 30
        step = 0
        while any(port in st.server.waiting_bytes() for port in slow_names):
            assert time.monotonic() < deadline, "a non-reading connection was never dropped"
            st.moderator("add_time", seconds=1 if step % 2 else -1)  # every view changes
            step += 1
            await readers[step % len(readers)].sync()
            waiting = st.server.waiting_bytes()
            most = max([most, *(waiting.get(port, 0) for port in slow_names)])
            assert most <= bound, (most, bound, step)
        assert step > 20  # it took play, not a moment, to fill their buffers
        assert not any(st.table.connected(s) for s in slow_seats)
        await until(lambda: not any(raw.established() for raw in slow), timeout=5,
                    what="the reset of the dropped connections")  # cut, not left to linger
        await st.settle()
        for phone in readers:
            assert phone.version == st.table.version  # the readers hold the newest view
            shown = {s["seat"]: s["connected"] for s in phone.view["seats"]}
            assert all(shown[s] is False for s in slow_seats)
            assert all(shown[r.seat] is True for r in readers)
        for raw in slow:
            raw.close()


async def test_a_slow_reader_gets_the_newest_view_not_every_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # PLT-10
    """PLT-10: a board that stops reading for a while and then reads again: the views made while
    its socket was full were replaced by the newest, which it gets; it is not dropped."""
    monkeypatch.setattr(server_module, "STUCK_S", 60.0)
    async with spy_table(tmp_path) as st:
        readers = await st.seat("Ola", "Taras", "Iwona")
        st.moderator("set_options", minutes=10)
        st.moderator("deal")
        st.moderator("start_round")
        first = st.table.version + 1
        board = await _blocked_board(st, first=20)
        for step in range(scaled(50)):  # more views while it is blocked: each replaces the last
            st.moderator("add_time", seconds=1 if step % 2 else -1)
        newest = st.table.version
        versions = []
        while not versions or versions[-1] < newest:
            msg = await asyncio.wait_for(board.recv_message(), 10)
            if msg["type"] == "view":
                versions.append(msg["version"])
        assert versions == sorted(versions) and versions[-1] == newest
        made = newest - first + 1
        assert len([v for v in versions if v >= first]) < made - scaled(50) + 5, (len(versions), made)
        await readers[0].sync()
        assert board.name in st.server.waiting_bytes()  # still connected
        board.close()


async def _blocked_board(st: ServedTable, first: int) -> RawClient:
    """A board from its own address that never reads, and play until its socket is full."""
    [board] = await _non_readers(st, 0, 1, first=first)
    deadline = time.monotonic() + 30
    step = 0
    while st.server.waiting_bytes().get(board.name, 0) <= server_module.WRITE_LIMIT:
        assert time.monotonic() < deadline, "the board's socket never filled"
        st.moderator("add_time", seconds=1 if step % 2 else -1)
        step += 1
        await asyncio.sleep(0)
    return board


async def test_a_phone_that_stopped_reading_holds_up_neither_a_kick_nor_the_shutdown(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # PLT-06, PLT-09
    """PLT-06, PLT-09: a player whose socket is full is kicked: its connection is cut at once (a
    close frame could not get through); and the console's shutdown with a full board socket
    waits for nothing."""
    monkeypatch.setattr(server_module, "STUCK_S", 60.0)
    async with spy_table(tmp_path) as st:
        await st.seat("Ola", "Taras", "Iwona")
        [slow] = await _non_readers(st, 1, 0, first=25)
        seat = next(s for s, name in st.table.nicknames().items() if name.startswith("Slow"))
        st.moderator("set_options", minutes=10)
        st.moderator("deal")
        st.moderator("start_round")
        step = 0
        while st.server.waiting_bytes().get(slow.name, 0) <= server_module.WRITE_LIMIT:
            st.moderator("add_time", seconds=1 if step % 2 else -1)
            step += 1
            await asyncio.sleep(0)
        st.moderator("kick", seat=seat)
        await until(lambda: slow.name not in st.server.waiting_bytes(), timeout=5, what="the kicked phone's drop")
        board = await _blocked_board(st, first=26)
        started = time.monotonic()
        await st.server.stop()
        assert time.monotonic() - started < server_module.CLOSE_TIMEOUT_S + 2.5
        for raw in (slow, board):
            raw.close()


# --- 4. floods, connections and reconnects per address -------------------------------------------
async def _refused_status(url: str, source: str) -> int:
    with pytest.raises(InvalidStatus) as refused:
        await connect(url, local_addr=(source, 0))
    return int(refused.value.response.status_code)


async def test_connections_from_one_address_are_limited_and_others_are_not(tmp_path: Path) -> None:  # PLT-11
    limits = p.AddressLimits(connections=3, connects_per_minute=1000, refusal_delay_s=0.2)
    async with spy_table(tmp_path, limits=limits) as st:
        held = [await connect(st.url, local_addr=("127.0.0.30", 0)) for _ in range(3)]
        started = time.monotonic()
        assert await _refused_status(st.url, "127.0.0.30") == 429
        assert time.monotonic() - started >= 0.2  # the refusal waits: a reconnect loop is slowed
        other = await connect(st.url, local_addr=("127.0.0.31", 0))  # another phone is not affected
        await held.pop().close()
        await until(lambda: st.server.addresses.connections("127.0.0.30") < 3, what="the close")
        held.append(await connect(st.url, local_addr=("127.0.0.30", 0)))
        for ws in [*held, other]:
            await ws.close()


async def test_reconnects_per_address_are_limited_by_the_minute(tmp_path: Path) -> None:  # PLT-11
    limits = p.AddressLimits(connects_per_minute=5, refusal_delay_s=0.0)
    async with spy_table(tmp_path, limits=limits) as st:
        clock = Clock()
        st.server.monotonic = clock
        for _ in range(5):
            ws = await connect(st.url, local_addr=("127.0.0.32", 0))
            await ws.close()
        assert await _refused_status(st.url, "127.0.0.32") == 429
        clock.offset += 61  # the minute is over
        ws = await connect(st.url, local_addr=("127.0.0.32", 0))
        await ws.close()


async def _flood(port: int, source: str, code: str, pings: int = 100) -> int | str:
    """One round of a flooder: connect, blast pings without reading, read what comes back.
    Returns the close code, or ``"429"`` when its handshake was refused."""
    try:
        raw = await RawClient.open(port, source)
    except Refused as refused:
        return str(refused.status)
    try:
        await raw.send_text(hello(role="board", code=code))
        await raw.send_raw(frame(0x1, b'{"type":"ping"}') * pings)
        while True:
            await raw.recv_message()
    except Closed as closed:
        return closed.code
    except (ConnectionResetError, BrokenPipeError):
        return "reset"
    finally:
        raw.close()


async def test_a_flooder_is_dropped_and_may_not_come_back_until_it_cooled_off(tmp_path: Path) -> None:  # PLT-11
    limits = p.AddressLimits(flood_cooldown_s=30.0, refusal_delay_s=0.0)
    async with spy_table(tmp_path, limits=limits) as st:
        clock = Clock()
        st.server.monotonic = clock
        assert await _flood(st.server.port, "127.0.0.40", st.table.code) == 1008
        assert await _flood(st.server.port, "127.0.0.40", st.table.code) == "429"
        assert (await Phone(st.url).board(st.table.code)).view  # another address is not affected
        clock.offset += 31
        assert await _flood(st.server.port, "127.0.0.40", st.table.code) == 1008


async def test_other_phones_are_answered_while_flooders_reconnect_in_a_loop(tmp_path: Path) -> None:  # PLT-11
    """Flooders from their own addresses, each reconnecting as soon as it is dropped or refused,
    while a phone plays on: the phone gets every answer, and each flooder was held off (refused
    with 429) after its first drop."""
    limits = p.AddressLimits(flood_cooldown_s=5.0, refusal_delay_s=0.2)
    async with spy_table(tmp_path, limits=limits) as st:
        [phone] = await st.seat("Ola")
        outcomes: dict[str, list[int | str]] = {}

        async def flooder(source: str) -> None:
            for _ in range(scaled(6)):
                outcomes.setdefault(source, []).append(await _flood(st.server.port, source, st.table.code))

        sources = [f"127.0.0.{50 + i}" for i in range(scaled(5))]
        flooding = asyncio.gather(*(flooder(s) for s in sources))
        pongs = 0
        while not flooding.done():
            await phone.sync()  # a ping and its pong
            pongs += 1
            await asyncio.wait([flooding], timeout=0.1)  # a phone's pace, within its 20 a second
        await flooding
        assert pongs >= 5 and phone.is_open()
        for source in sources:
            assert outcomes[source][0] == 1008, outcomes[source]
            assert "429" in outcomes[source][1:], outcomes[source]  # held off after the flood
            assert all(o in (1008, "429") for o in outcomes[source]), outcomes[source]


# --- the wrong-code table forgets ----------------------------------------------------------------
async def test_the_wrong_code_table_forgets_an_address_after_its_minute(tmp_path: Path) -> None:  # PLT-11
    async with spy_table(tmp_path) as st:
        clock = Clock()
        st.server.monotonic = clock
        for i in range(scaled(20)):
            source = f"127.0.1.{i + 1}"
            ws = await connect(st.url, local_addr=(source, 0))
            await ws.send(hello(role="player", code="11111", nickname="X"))
            assert await first_answer(ws) == "wrong_code"
            await ws.close()
        for _ in range(p.WRONG_CODES_PER_MINUTE - 1):
            ws = await connect(st.url, local_addr=("127.0.1.1", 0))
            await ws.send(hello(role="player", code="11111", nickname="X"))
            assert await first_answer(ws) == "wrong_code"
            await ws.close()
        ws = await connect(st.url, local_addr=("127.0.1.1", 0))
        await ws.send(hello(role="player", code="11111", nickname="X"))
        assert await first_answer(ws) == "rate_limited"
        await ws.close()
        await until(lambda: all(st.server.addresses.connections(f"127.0.1.{i + 1}") == 0 for i in range(20)))
        assert len(st.server.addresses) >= scaled(20)
        clock.offset += p.GUESS_WINDOW_S + p.SWEEP_EVERY_S
        ws = await connect(st.url, local_addr=("127.0.2.1", 0))  # anything from anyone sweeps
        await ws.send(hello(role="player", code="11111", nickname="X"))
        assert await first_answer(ws) == "wrong_code"
        assert len(st.server.addresses) == 1  # only the one that just guessed
        await ws.close()
        ws = await connect(st.url, local_addr=("127.0.1.1", 0))  # its minute is over: a fresh start
        await ws.send(hello(role="player", code="11111", nickname="X"))
        assert await first_answer(ws) == "wrong_code"
        await ws.close()


def test_the_address_book_stays_as_small_as_the_last_minute() -> None:  # PLT-11
    """Sans I/O: 10,000 addresses guess over ten minutes; the book never holds more than those of
    the last minute (and a second)."""
    book = p.AddressBook()
    most = 0
    for i in range(10_000):
        now = i * 0.06  # one new address every 60 ms: 1,000 a minute
        assert book.guess(f"10.{i // 65536}.{i // 256 % 256}.{i % 256}", now)
        most = max(most, len(book))
    assert most <= (p.GUESS_WINDOW_S + 2 * p.SWEEP_EVERY_S) / 0.06 + 1
    book.sweep(10_000 * 0.06 + p.GUESS_WINDOW_S + p.SWEEP_EVERY_S)
    assert len(book) == 0
    # an address with a connection open, or a check in flight, is not forgotten
    assert book.connect("10.9.9.9", 1000.0) is None and book.begin_check("10.9.9.8", 1000.0)
    book.sweep(2000.0)
    assert len(book) == 2
    book.disconnected("10.9.9.9", 2000.0)
    book.end_check("10.9.9.8", 2000.0, wrong=False)
    book.sweep(3000.0)
    assert len(book) == 0


def test_checks_in_flight_count_toward_the_wrong_guesses() -> None:  # PLT-17
    book = p.AddressBook()
    assert all(book.begin_check("a", 0.0) for _ in range(p.WRONG_CODES_PER_MINUTE))
    assert not book.begin_check("a", 0.0) and not book.guess("a", 0.0)  # in flight: nothing more
    book.end_check("a", 1.0, wrong=False)  # the right one: its place is free again
    assert book.begin_check("a", 1.0)
    for _ in range(p.WRONG_CODES_PER_MINUTE):
        book.end_check("a", 2.0, wrong=True)
    assert not book.begin_check("a", 30.0)
    assert book.begin_check("a", 62.0)  # a minute after the wrong ones
    assert book.begin_check("b", 30.0)  # another address was never limited

