"""Group commit (PLT-03): the requests that arrive together are journaled in one transaction with
one commit, and nobody sees an effect of any of them before that commit is on disk.

Real sockets on loopback, real SQLite files: the commits are counted by SQLite itself (a trace of
the statements the journal's own connection runs: every COMMIT, and every write made outside a
transaction, which SQLite commits on its own); what a phone received is checked against what
another connection reads from the file at that moment; a real ``python -m net`` killed with
SIGKILL right after a phone received an answer or a view holds, on restart, every request whose
effect any phone had received. A group the disk refuses (its files made immutable) answers each of
its senders ``storage_failed`` and changes nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import sqlite3
import subprocess
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from net.journal import Journal
from net.table import Accepted, Changes, Table
from rules.core import MODERATOR, Actor, Rejection, Request
from tests.net.disks import immutable
from tests.net.phones import Phone, ServedTable, served_table
from tests.net.tally_game import TallyGame
from tests.net.test_kill9 import ROOT, TableProcess, recv_until

PHONES = 12
"""Places at the club mafia table that toggle their publication consent at once (MAF-24)."""


class Commits:
    """Every transaction the journal's connection commits, as SQLite runs it (a trace callback on
    the connection: an explicit COMMIT, or a write outside a transaction, which SQLite commits by
    itself)."""

    WRITES = ("INSERT", "UPDATE", "DELETE", "REPLACE")

    def __init__(self, journal: Journal) -> None:
        self.db: sqlite3.Connection = journal._db
        self.count = 0
        self.db.set_trace_callback(self._traced)

    def _traced(self, statement: str) -> None:
        head = statement.lstrip().split(None, 1)[0].upper()
        if head == "COMMIT" or (head in self.WRITES and not self.db.in_transaction):
            self.count += 1

    def stop(self) -> None:
        self.db.set_trace_callback(None)


class WatchingPhone(Phone):
    """A phone that, at every ack and view it receives, reads the journal's file through a
    connection of its own: the entry of that version must be there already (PLT-03)."""

    def __init__(self, url: str, journal_path: Path, table_id: str, seen_early: list[str]) -> None:
        super().__init__(url)
        self.journal_path, self.table_id, self.seen_early = journal_path, table_id, seen_early

    async def _read_frames(self) -> None:
        assert self.ws is not None
        reader = sqlite3.connect(self.journal_path)
        try:
            async for frame in self.ws:
                msg = json.loads(frame)
                version = msg.get("version")
                if msg["type"] in ("ack", "view") and isinstance(version, int) and version > 0:
                    on_disk = reader.execute("SELECT MAX(seq) FROM entries WHERE table_id = ?",
                                             (self.table_id,)).fetchone()[0] or 0
                    if on_disk < version:
                        self.seen_early.append(f"{msg['type']} of version {version}; the file holds {on_disk}")
                self._take(frame, msg)
        finally:
            reader.close()


async def seated(st: ServedTable, seen_early: list[str]) -> list[WatchingPhone]:
    path = st.table.journal.path
    phones = [await WatchingPhone(st.url, path, st.table.id, seen_early).join(st.table.code, f"Place {i}")
              for i in range(PHONES)]
    st.phones += phones
    await st.settle()
    return phones


async def burst(phones: list[WatchingPhone], prefix: str, publish: bool) -> list[str]:
    """Every phone sends its publication consent at once, none waiting for an answer; the ids."""
    ids = []
    for phone in phones:
        assert phone.ws is not None
        rid = f"{prefix}-{phone.seat}"
        ids.append(rid)
        await phone.ws.send(json.dumps({"type": "request", "id": rid, "version": phone.version,
                                        "request": {"type": "publication", "args": {"publish": publish}}}))
    for phone, rid in zip(phones, ids, strict=True):
        await phone.wait(lambda p=phone, r=rid: r in p.answers)  # type: ignore[misc]
    return ids


async def test_a_burst_from_many_phones_is_committed_in_fewer_transactions_and_seen_only_after(
        tmp_path: Path) -> None:  # PLT-03, MAF-24
    seen_early: list[str] = []
    async with served_table(tmp_path, "mafia") as st:
        phones = await seated(st, seen_early)
        journal, version = st.table.journal, st.table.version
        commits = Commits(journal)
        try:
            ids = await burst(phones, "b1", False)
        finally:
            commits.stop()
        answers = [p.answers[rid] for p, rid in zip(phones, ids, strict=True)]
        assert all(a["type"] == "ack" for a in answers), answers
        assert st.table.version == version + PHONES
        # one commit (one sync) for requests read together: fewer transactions than requests
        assert 1 <= commits.count < PHONES, f"{commits.count} commits for {PHONES} requests"
        # the order they were applied in is the journal's order, each ack naming its own entry
        entries = {e.seq: e for e in Journal(journal.path).entries(st.table.id)}
        for phone, answer in zip(phones, answers, strict=True):
            entry = entries[answer["version"]]
            assert entry.actor == f"player:{phone.seat}" and entry.request["args"] == {"publish": False}
        assert sorted(a["version"] for a in answers) == list(range(version + 1, version + PHONES + 1))
        await st.settle()
        assert all(p.version == st.table.version for p in phones)  # every phone holds the last view
        assert not seen_early, seen_early
        print(f"{PHONES} requests at once: {commits.count} commit(s)")


async def test_a_phone_s_requests_in_one_group_keep_their_order_and_a_repeat_gets_the_same_answer(
        tmp_path: Path) -> None:  # PLT-03, PLT-11
    seen_early: list[str] = []
    async with served_table(tmp_path, "mafia") as st:
        phone = (await seated(st, seen_early))[0]
        assert phone.ws is not None
        sent = [("o1", False), ("o2", True), ("o2", True), ("o3", False), ("o4", False)]
        for rid, publish in sent:  # o2 twice (a phone sending again), o4 invalid once o3 is applied
            await phone.ws.send(json.dumps({"type": "request", "id": rid, "version": phone.version,
                                            "request": {"type": "publication", "args": {"publish": publish}}}))
        await phone.wait(lambda: {"o1", "o2", "o3", "o4"} <= phone.answers.keys())
        await phone.sync()
        acks = [json.loads(f) for f in phone.frames if json.loads(f).get("id") in {"o1", "o2", "o3", "o4"}]
        assert [(a["id"], a["type"]) for a in acks] == [("o1", "ack"), ("o2", "ack"), ("o2", "ack"),
                                                        ("o3", "ack"), ("o4", "error")]
        assert acks[1] == acks[2] and acks[4]["code"] == "already_done"
        mine = [e for e in st.table.log() if e.actor == f"player:{phone.seat}"]
        assert [e.request["args"]["publish"] for e in mine] == [False, True, False]  # o1, o2 once, o3
        assert [e.seq for e in mine] == [a["version"] for a in acks[:2] + acks[3:4]]
        assert not seen_early, seen_early


@pytest.mark.debian  # chattr +i: the Debian test machine's
async def test_a_group_the_disk_refuses_is_storage_failed_to_each_sender_and_changes_nothing(
        tmp_path: Path) -> None:  # PLT-03, MAF-24
    seen_early: list[str] = []
    async with served_table(tmp_path, "mafia") as st:
        phones = await seated(st, seen_early)
        table, path = st.table, st.table.journal.path
        version, state, log = table.version, table.state, table.log()
        views = [p.version for p in phones]
        wal = path.with_name(path.name + "-wal")
        told: list[str] = []
        table.subscribe(lambda c: told.append(c.kind))
        with immutable(path, wal):
            ids = await burst(phones, "ro", False)
            for phone, rid in zip(phones, ids, strict=True):
                answer = phone.answers[rid]
                assert answer["type"] == "error" and answer["code"] == "storage_failed", answer
            await st.settle()
            # nothing changed: the table, what each phone holds, what the file holds
            assert table.version == version and table.state is state and table.log() == log
            assert [p.version for p in phones] == views
            assert Journal(path).entries(table.id) == log
            assert told == ["storage_failed"]  # the console's alert, once for the group
            assert table.storage_problem is not None and table.storage_problem.kind == "read_only"
        # writable again: the same burst goes through, in one group or a few
        again = await burst(phones, "rw", False)
        assert all(p.answers[rid]["type"] == "ack" for p, rid in zip(phones, again, strict=True))
        assert table.version == version + PHONES and table.storage_problem is None
        assert Journal(path).entries(table.id) == table.log()
        assert not seen_early, seen_early


# --- a real process killed with SIGKILL ---------------------------------------------------------

KILLS = int(os.environ.get("GM_GROUP_KILLS", "8"))
"""How many times the process is killed, each right after a phone received something (a soak sets more)."""


class MafiaProcess(TableProcess):
    """``python -m net`` with a club mafia table, its phones all on 127.0.0.1 and unthrottled."""

    def start(self) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "net", "--data-dir", str(self.data_dir), "--port", "0", "--game", "mafia",
             "--code", "24680", "--seed", "99", "--messages-per-second", "100000", "--one-address"],
            cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        assert self.proc.stdout is not None
        self.port = json.loads(self.proc.stdout.readline())["port"]


class KilledPhone:
    """A mafia place that toggles its publication consent as fast as it is answered, a few requests
    in flight, and keeps every frame it receives until its socket closes."""

    def __init__(self, ws: ClientConnection, seat: int, rng: random.Random) -> None:
        self.ws, self.seat, self.rng = ws, seat, rng
        self.sent: dict[str, bool] = {}  # id -> publish
        self.frames: list[dict[str, Any]] = []
        self.received = asyncio.Event()

    async def read(self) -> None:
        with contextlib.suppress(ConnectionClosed):
            async for frame in self.ws:
                self.frames.append(json.loads(frame))
                self.received.set()

    async def fire(self, prefix: str, publish: bool) -> None:
        for n in range(10_000):
            for _ in range(self.rng.randint(1, 3)):  # a few at once: the group may hold several of one phone
                rid = f"{prefix}-{self.seat}-{n}-{len(self.sent)}"
                self.sent[rid] = publish
                await self.ws.send(json.dumps({"type": "request", "id": rid, "version": 0, "request":
                                               {"type": "publication", "args": {"publish": publish}}}))
                publish = not publish
            await asyncio.sleep(self.rng.uniform(0.0, 0.004))


async def test_a_process_killed_right_after_a_phone_received_an_answer_or_a_view_has_its_request(
        tmp_path: Path) -> None:  # PLT-03, MAF-24
    rng = random.Random(2027)
    proc = MafiaProcess(tmp_path)
    proc.start()
    try:
        tokens: dict[int, str] = {}
        for i in range(PHONES):
            ws = await connect(f"ws://127.0.0.1:{proc.port}/ws")
            await ws.send(json.dumps({"type": "hello", "protocol": 1, "role": "player", "code": "24680",
                                      "nickname": f"Place {i}"}))
            welcome = await recv_until(ws, "welcome")
            tokens[welcome["seat"]] = welcome["token"]
            await ws.close()
        journal_path = tmp_path / "journal.sqlite3"
        for kill in range(KILLS):
            phones: list[KilledPhone] = []
            for seat, token in sorted(tokens.items()):
                ws = await connect(f"ws://127.0.0.1:{proc.port}/ws")
                await ws.send(json.dumps({"type": "hello", "protocol": 1, "role": "player", "token": token}))
                view = await recv_until(ws, "view")
                assert view["view"]["you"]["seat"] == seat
                phones.append(KilledPhone(ws, seat, rng))
            readers = [asyncio.ensure_future(p.read()) for p in phones]
            firing = [asyncio.ensure_future(p.fire(f"k{kill}", rng.random() < 0.5)) for p in phones]
            await asyncio.sleep(rng.uniform(0.05, 0.3))
            for p in phones:
                p.received.clear()
            await asyncio.wait([asyncio.ensure_future(p.received.wait()) for p in phones],
                               timeout=5, return_when=asyncio.FIRST_COMPLETED)
            proc.kill()  # at once: a phone has just received something
            for task in firing:
                task.cancel()
            await asyncio.wait_for(asyncio.gather(*readers, *firing, return_exceptions=True), 10)
            for p in phones:
                with contextlib.suppress(ConnectionClosed):
                    await p.ws.close()
            # the file as the killed process left it: everything any phone received is in it
            journal = Journal(journal_path)
            table_id = journal.open_tables()[0].id
            entries = {e.seq: e for e in journal.entries(table_id)}
            journal.close()
            last = max(entries)
            received_any = False
            for p in phones:
                acked: dict[str, int] = {}
                for msg in p.frames:
                    if msg["type"] == "view":
                        received_any = True
                        assert msg["version"] <= last, f"kill {kill}: a view of {msg['version']}, the file ends at {last}"
                    elif msg["type"] == "ack":
                        received_any = True
                        entry = entries.get(msg["version"])
                        assert entry is not None, f"kill {kill}: {msg} acknowledged, not in the file"
                        assert entry.actor == f"player:{p.seat}"
                        assert entry.request["args"] == {"publish": p.sent[msg["id"]]}
                        acked[msg["id"]] = msg["version"]
                # a phone's requests were applied in the order it sent them
                in_order = [acked[rid] for rid in p.sent if rid in acked]
                assert in_order == sorted(in_order) and len(set(in_order)) == len(in_order)
            assert received_any
            proc.start()  # restored from the file: the same table, on
    finally:
        proc.stop()


# --- the commit on the writer thread --------------------------------------------------------------

def test_while_a_group_s_commit_is_on_the_writer_thread_the_table_shows_what_is_on_disk(
        tmp_path: Path) -> None:  # PLT-03
    """The loop goes on while the writer syncs: meanwhile the table's views, log and version are
    what the file holds, nobody is told of the group, and the next write waits for the commit and
    comes after the group. The writer is a real thread, held back by a task queued before the
    commit until the test lets it go."""
    journal = Journal(tmp_path / "journal.sqlite3")
    table = Table.create(TallyGame(), journal, code="24680", seed=3, clock=lambda: 1_000_000)  # a still clock
    seats = []
    for name in ("Ola", "Max", "Ann"):
        joined = table.join(name)
        assert not isinstance(joined, Rejection)
        seats.append(joined[0])
    assert isinstance(table.submit(MODERATOR, Request("start")), Accepted)
    told: list[Changes] = []
    table.subscribe(told.append)
    version, view, log = table.version, table.moderator_view(), table.log()
    writer = ThreadPoolExecutor(1)
    gate = threading.Event()
    writer.submit(gate.wait, 10)  # the writer is busy: the group's commit waits behind it
    try:
        group = table.begin_group()
        for seat in seats:
            assert isinstance(table.submit(Actor.player(seat), Request("score", {"points": seat})), Accepted)
        assert table.version == version + len(seats)  # inside the group: each sees the one before
        table.end_group(writer)
        assert group.on_disk is not None and not group.on_disk.done()
        # under way: the table shows what is on disk, and nobody heard of the group
        assert table.version == version and table.log() == log and told == []
        assert table.moderator_view() == view
        assert Journal(journal.path).entries(table.id) == log
        gate.set()
        # the moderator's next request waits for the commit and comes after the group
        assert isinstance(table.submit(MODERATOR, Request("pause")), Accepted)
        assert group.done and group.committed
        assert [c.version for c in told] == [version + 1, version + 2, version + 3, version + 4]
        entries = Journal(journal.path).entries(table.id)
        assert [e.request["type"] for e in entries[-4:]] == ["score", "score", "score", "pause"]
        assert entries == table.log()
        assert table.moderator_view()["game"]["points"] == [{"seat": s, "points": s} for s in seats]
    finally:
        gate.set()
        writer.shutdown()
        table.close()
        journal.close()


class Timers:
    """The table's ``call_later``: what is due, fired by the test in order of time."""

    class Handle:
        def __init__(self, timers: Timers, at: float, callback: Any) -> None:
            self.timers, self.at, self.callback, self.cancelled = timers, at, callback, False

        def cancel(self) -> None:
            self.cancelled = True

    def __init__(self) -> None:
        self.now = 0.0
        self.handles: list[Timers.Handle] = []

    def __call__(self, delay: float, callback: Any) -> Timers.Handle:
        handle = Timers.Handle(self, self.now + delay, callback)
        self.handles.append(handle)
        return handle

    def pending(self, callback_name: str) -> int:
        return sum(1 for h in self.handles if not h.cancelled
                   and getattr(h.callback, "__name__", "") == callback_name)

    def fire_next(self, callback_name: str) -> None:
        due = [h for h in self.handles if not h.cancelled and getattr(h.callback, "__name__", "") == callback_name]
        handle = min(due, key=lambda h: h.at)
        self.handles.remove(handle)
        self.now = handle.at
        handle.callback()


def test_the_alive_mark_keeps_one_timer_when_it_ends_a_group_on_the_writer_thread(tmp_path: Path) -> None:  # PLT-03
    """While a countdown runs the table notes once a second that the console is alive. When that
    mark is the first write after a group whose commit went to the writer thread, it ends the group
    first; the group's end must not start a second chain of marks beside the one running (each
    mark that ended a group had doubled them: thousands of marks a second after a busy evening)."""
    journal = Journal(tmp_path / "journal.sqlite3")
    timers = Timers()
    table = Table.create(TallyGame(), journal, code="13579", seed=3, clock=lambda: 1_000_000, call_later=timers)
    joined = table.join("Ola")
    assert not isinstance(joined, Rejection)
    assert isinstance(table.submit(MODERATOR, Request("start")), Accepted)
    assert table.game.next_deadline(table.state) is not None  # a countdown runs
    commits = Commits(journal)
    writer = ThreadPoolExecutor(1)
    try:
        for points in range(1, 21):
            table.begin_group()
            assert isinstance(table.submit(Actor.player(joined[0]), Request("score", {"points": points})), Accepted)
            group = table.end_group(writer)
            assert group.on_disk is not None
            group.on_disk.result()  # on disk; the table ends the group at its next write
            assert timers.pending("_on_alive") == 1
            before = commits.count
            timers.fire_next("_on_alive")  # the mark: ends the group, then notes the console alive
            assert group.done and group.committed
            assert commits.count == before + 1  # the mark's own write, once
            assert timers.pending("_on_alive") == 1
    finally:
        commits.stop()
        writer.shutdown()
        table.close()
        journal.close()


def test_a_deadline_the_disk_refuses_keeps_one_timer_and_one_chain_of_marks(tmp_path: Path) -> None:  # PLT-03
    """A countdown that ends while the disk refuses writes: the table tries its tick again a second
    later, and again, with one timer for the deadline and one chain of "alive" marks however many
    times it is refused; once the disk takes writes the tick lands."""
    journal = Journal(tmp_path / "journal.sqlite3")
    timers = Timers()
    now = [1_000_000]
    table = Table.create(TallyGame(), journal, code="97531", seed=3, clock=lambda: now[0], call_later=timers)
    assert not isinstance(table.join("Ola"), Rejection)
    assert isinstance(table.submit(MODERATOR, Request("start")), Accepted)
    deadline = table.game.next_deadline(table.state)
    assert deadline is not None
    now[0] = deadline + 1
    try:
        with immutable(journal.path, journal.path.with_name(journal.path.name + "-wal")):
            for _ in range(6):
                timers.fire_next("_on_deadline")
                assert timers.pending("_on_deadline") == 1
                timers.fire_next("_on_alive")
                assert timers.pending("_on_alive") <= 1
            assert table.game.next_deadline(table.state) is not None  # not ticked: nothing was written
        timers.fire_next("_on_deadline")
        assert table.game.next_deadline(table.state) is None  # the tick landed
        assert timers.pending("_on_deadline") == 0
    finally:
        table.close()
        journal.close()
