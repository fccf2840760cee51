"""A room that joins at once (PLT-03, PLT-09): the hellos read in one turn of the loop are seated
in one group, their seats and tokens journaled with one commit and held with one more; nobody is
welcomed before the commit that holds their seat; phones that come back at once with their tokens
get their own seats again, none lost, none twice.

Real sockets on loopback, real SQLite files: the commits are counted by SQLite itself
(``Commits``, a trace of the journal's own connection); each welcome and view a phone receives is
checked against what another connection reads from the file at that moment; a group of hellos the
disk refuses (its files made immutable) answers each phone ``storage_failed`` and seats nobody; a
real ``python -m net`` killed with SIGKILL right after a phone got its seat has that seat, with
the same token, after its restart.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from net import protocol
from net import records as records_module
from net.journal import Journal
from tests.net.disks import immutable
from tests.net.phones import ServedTable, served_table
from tests.net.test_group_commit import Commits, MafiaProcess

PHONES = 12
"""Players who scan the table's QR code at the same moment (a club mafia table seats 40)."""


class StormPhone:
    """A phone of a join storm: its socket is open before the storm, its hello is sent with the
    others', and each welcome and view it receives is checked against the journal's file, read by a
    connection of its own (``early`` collects what it received before the file held it)."""

    def __init__(self, ws: ClientConnection, journal: Path, table_id: str, early: list[str]) -> None:
        self.ws, self.journal, self.table_id, self.early = ws, journal, table_id, early
        self.frames: list[dict[str, Any]] = []
        self.welcome: dict[str, Any] = {}
        self.refused: dict[str, Any] = {}
        self.viewed = asyncio.Event()
        self.answered = asyncio.Event()
        self.reader = asyncio.ensure_future(self._read())

    async def _read(self) -> None:
        on_disk = sqlite3.connect(self.journal)
        try:
            with contextlib.suppress(ConnectionClosed):
                async for frame in self.ws:
                    msg = json.loads(frame)
                    self.frames.append(msg)
                    if msg["type"] == "welcome":
                        row = on_disk.execute(
                            "SELECT seat FROM tokens WHERE table_id = ? AND token_hash = ?",
                            (self.table_id, hashlib.sha256(msg["token"].encode()).hexdigest())).fetchone()
                        if row != (msg["seat"],):  # PLT-03: the seat and its token are on disk first
                            self.early.append(f"welcome to seat {msg['seat']}; the file holds {row}")
                        self.welcome = msg
                        self.answered.set()
                    elif msg["type"] == "view":
                        seq = on_disk.execute("SELECT MAX(seq) FROM entries WHERE table_id = ?",
                                              (self.table_id,)).fetchone()[0] or 0
                        if seq < msg["version"]:
                            self.early.append(f"view of version {msg['version']}; the file holds {seq}")
                        if self.welcome:
                            self.viewed.set()
                    elif msg["type"] in ("error", "rejected") and not msg.get("id"):
                        self.refused = msg
                        self.answered.set()
        finally:
            on_disk.close()

    async def close(self) -> None:
        await self.ws.close()
        await asyncio.gather(self.reader, return_exceptions=True)


async def storm(st: ServedTable, hellos: list[dict[str, Any]], early: list[str]) -> list[StormPhone]:
    """Open a socket for each hello, then send every hello at once; each phone's answer."""
    journal = st.table.journal.path
    phones = [StormPhone(await connect(st.url), journal, st.table.id, early) for _ in hellos]
    for phone, hello in zip(phones, hellos, strict=True):  # no answer awaited in between
        await phone.ws.send(json.dumps({"type": "hello", "protocol": 1, "role": "player", **hello}))
    await asyncio.wait_for(asyncio.gather(*(p.answered.wait() for p in phones)), 10)
    return phones


def file_tokens(path: Path, table_id: str) -> dict[int, tuple[str, int]]:
    """Seat → (token hash, held) as another connection reads them from the journal's file."""
    with contextlib.closing(sqlite3.connect(path)) as db:
        rows = db.execute("SELECT seat, token_hash, held FROM tokens WHERE table_id = ?", (table_id,))
        return {int(seat): (str(h), int(held)) for seat, h, held in rows}


async def until_held(path: Path, table_id: str, seats: int) -> None:
    """Until the file holds ``seats`` seats, every one held (its phone got its token), or 5 s."""
    async def held() -> None:
        while sum(held for _h, held in file_tokens(path, table_id).values()) < seats:
            await asyncio.sleep(0.005)

    await asyncio.wait_for(held(), 5)


def hashed(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


async def test_a_room_s_hellos_at_once_cost_two_commits_and_each_seat_is_on_disk_before_its_welcome(
        tmp_path: Path) -> None:  # PLT-03, PLT-09
    early: list[str] = []
    async with served_table(tmp_path, "mafia") as st:
        table, path = st.table, st.table.journal.path
        commits = Commits(table.journal)
        phones = await storm(st, [{"code": table.code, "nickname": f"Place {i}"} for i in range(PHONES)], early)
        await asyncio.wait_for(asyncio.gather(*(p.viewed.wait() for p in phones)), 10)
        await until_held(path, table.id, PHONES)
        commits.stop()
        assert not [p.refused for p in phones if p.refused]
        seats = [p.welcome["seat"] for p in phones]
        assert sorted(seats) == sorted(set(seats)) == sorted(table.player_seats())  # one seat each
        assert {s: h for s, (h, _held) in file_tokens(path, table.id).items()} == {
            p.welcome["seat"]: hashed(p.welcome["token"]) for p in phones}
        # the seats and tokens in one commit, their holds in one more: a storm is not 2 syncs a phone
        assert 1 <= commits.count <= 2, commits.count
        assert all(table.held(s) for s in seats)
        # each phone's own seat in its view, after its welcome
        for phone in phones:
            view = next(f for f in phone.frames if f["type"] == "view")
            assert phone.frames.index(view) > phone.frames.index(phone.welcome)
            assert view["view"]["you"]["seat"] == phone.welcome["seat"]
        for phone in phones:
            await phone.close()
    assert not early, early


async def test_a_reconnect_storm_with_tokens_gives_every_phone_its_seat_none_lost_none_twice(
        tmp_path: Path) -> None:  # PLT-09
    early: list[str] = []
    async with served_table(tmp_path, "mafia") as st:
        table, path = st.table, st.table.journal.path
        first = await storm(st, [{"code": table.code, "nickname": f"Place {i}"} for i in range(PHONES)], early)
        await until_held(path, table.id, PHONES)
        tokens = {p.welcome["seat"]: p.welcome["token"] for p in first}
        on_disk = file_tokens(path, table.id)
        commits = Commits(table.journal)
        # the Wi-Fi came back: every phone at once, its old connection still open on the console
        again = await storm(st, [{"token": token} for token in tokens.values()], early)
        await asyncio.wait_for(asyncio.gather(*(p.viewed.wait() for p in again)), 10)
        commits.stop()
        assert [p.welcome["seat"] for p in again] == list(tokens)  # each its own seat
        assert [p.welcome["token"] for p in again] == list(tokens.values())  # with the token it had
        assert sorted(table.player_seats()) == sorted(tokens)  # none lost, none added
        assert file_tokens(path, table.id) == on_disk and commits.count == 0  # nothing to write
        assert st.server.connection_count() == PHONES  # the old connections were replaced
        for phone in first:
            await asyncio.wait_for(phone.reader, 5)  # closed by the console
            assert phone.frames[-1] == {"type": "replaced"} and phone.ws.close_code == protocol.CLOSE_REPLACED
        for phone in again:
            await phone.close()
    assert not early, early


@pytest.mark.debian  # chattr +i: the Debian test machine's
async def test_a_storm_of_hellos_the_disk_refuses_gets_storage_failed_each_and_seats_nobody(
        tmp_path: Path) -> None:  # PLT-03, PLT-09
    early: list[str] = []
    async with served_table(tmp_path, "mafia") as st:
        table, path = st.table, st.table.journal.path
        version = table.version
        wal = path.with_name(path.name + "-wal")
        hellos = [{"code": table.code, "nickname": f"Place {i}"} for i in range(PHONES)]
        with immutable(path, wal):
            phones = await storm(st, hellos, early)
            for phone in phones:
                assert phone.refused.get("code") == "storage_failed", phone.frames
                assert not phone.welcome
            assert table.player_seats() == [] and table.version == version
            assert st.server.connection_count() == 0
        assert file_tokens(path, table.id) == {} and Journal(path).entries(table.id) == []
        # writable again: the same phones say hello again and are seated
        for phone in phones:
            await phone.close()
        again = await storm(st, hellos, early)
        assert all(p.welcome for p in again)
        assert len(table.player_seats()) == PHONES
        for phone in again:
            await phone.close()
    assert not early, early


async def test_a_process_killed_right_after_a_phone_got_its_seat_has_that_seat_with_its_token(
        tmp_path: Path) -> None:  # PLT-03, PLT-09
    proc = MafiaProcess(tmp_path)
    proc.start()
    try:
        sockets = [await connect(f"ws://127.0.0.1:{proc.port}/ws") for _ in range(PHONES)]
        welcomes: dict[int, dict[str, Any]] = {}
        got_one = asyncio.Event()

        async def read(i: int, ws: ClientConnection) -> None:
            with contextlib.suppress(ConnectionClosed):
                async for frame in ws:
                    msg = json.loads(frame)
                    if msg["type"] == "welcome":
                        welcomes[i] = msg
                        got_one.set()

        readers = [asyncio.ensure_future(read(i, ws)) for i, ws in enumerate(sockets)]
        for i, ws in enumerate(sockets):
            await ws.send(json.dumps({"type": "hello", "protocol": 1, "role": "player", "code": "24680",
                                      "nickname": f"Place {i}"}))
        await asyncio.wait_for(got_one.wait(), 10)
        proc.kill()  # at once: a phone has just got its seat
        await asyncio.wait_for(asyncio.gather(*readers), 10)
        assert welcomes
        proc.start()  # restored from the file the killed process left
        seats = []
        for welcome in welcomes.values():
            ws = await connect(f"ws://127.0.0.1:{proc.port}/ws")
            await ws.send(json.dumps({"type": "hello", "protocol": 1, "role": "player", "token": welcome["token"]}))
            again = await recv_until_either(ws)
            assert again["type"] == "welcome", again  # the seat is there, with the same token
            assert again["seat"] == welcome["seat"] and again["token"] == welcome["token"]
            seats.append(again["seat"])
            await ws.close()
        assert len(set(seats)) == len(seats)  # no seat twice
    finally:
        proc.stop()


async def recv_until_either(ws: ClientConnection) -> dict[str, Any]:
    """The answer to a hello: its welcome or its error."""
    while True:
        msg = json.loads(await asyncio.wait_for(ws.recv(), 5))
        if msg["type"] in ("welcome", "error"):
            return dict(msg)


async def test_players_signing_in_to_accounts_at_once_each_get_their_seat_linked_to_their_account(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # PLT-17, PLT-03
    monkeypatch.setattr(records_module, "SCRYPT_N", 2**10)  # a cheaper hash: the flow, not its cost
    early: list[str] = []
    async with served_table(tmp_path, "mafia") as st:
        assert st.records is not None
        table, path = st.table, st.table.journal.path
        accounts = {f"Member {i}": st.records.register(f"Member {i}", "a long secret").id for i in range(3)}  # within the guesses one address may have checked at once (PLT-11)
        hellos: list[dict[str, Any]] = [{"code": table.code, "nickname": name, "password": "a long secret"}
                                        for name in accounts]
        hellos += [{"code": table.code, "nickname": "Newcomer", "password": "another secret", "register": True},
                   {"code": table.code, "nickname": "Guest"}]
        phones = await storm(st, hellos, early)
        assert not [p.refused for p in phones if p.refused]
        await asyncio.wait_for(asyncio.gather(*(p.viewed.wait() for p in phones)), 10)
        newcomer = st.records.account_named("Newcomer")
        assert newcomer is not None
        linked = {p.welcome["seat"]: table.account_of(p.welcome["seat"]) for p in phones}
        assert linked == {p.welcome["seat"]: accounts.get(h["nickname"], newcomer.id if "register" in h else None)
                          for p, h in zip(phones, hellos, strict=True)}
        assert Journal(path).seat_accounts(table.id) == {s: a for s, a in linked.items() if a is not None}
        assert [p.welcome["account"] for p in phones] == [True] * 4 + [False]
        for phone in phones:
            await phone.close()
    assert not early, early
