"""The disk fills or turns read-only: a request the journal cannot store is refused as
``storage_failed`` to its sender, phone or moderator, and nothing of it is applied (PLT-03).

Real failures, no mocks: a small tmpfs filled to the last byte, journal files made immutable
(``chattr +i``), a read-only tmpfs at start. After the disk takes writes again play goes on, and
the journal holds exactly what the table showed (a restore gives the same table).
"""

from __future__ import annotations

import asyncio
import json
import os
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import connect

from net import protocol
from net.content import make_game
from net.folder_lock import LOCK_FILE
from net.journal import FULL, READ_ONLY, Journal, StorageError
from net.records import Records
from net.server import TableServer
from net.table import Accepted, Changes, Table
from rules.core import MODERATOR, Rejection, RejectionCode, Request
from tests.net.disks import fill, immutable, small_disk
from tests.net.phones import Phone, served_table

pytestmark = pytest.mark.debian  # a tmpfs mounted as root, chattr +i: the Debian test machine's

ROOT = Path(__file__).resolve().parents[2]
CODE = "24680"
ATTEMPTS = 2000
"""At most this many requests until the full disk refuses one (the WAL may still have room for some)."""


class Served:
    def __init__(self, data_dir: Path) -> None:
        self.path = data_dir / "journal.sqlite3"
        self.journal = Journal(self.path)
        self.table = Table.create(make_game("spy"), self.journal, code=CODE, seed=3,
                                  call_later=asyncio.get_running_loop().call_later)
        self.server = TableServer(self.table, host="127.0.0.1", port=0)
        self.told: list[Changes] = []
        self.table.subscribe(lambda c: self.told.append(c) if c.kind == "storage_failed" else None)

    async def start(self, players: int) -> list[Phone]:
        await self.server.start()
        url = f"ws://127.0.0.1:{self.server.port}/ws"
        return [await Phone(url).join(CODE, f"P{i}") for i in range(players)]

    async def stop(self, phones: list[Phone]) -> None:
        for phone in phones:
            await phone.close()
        await self.server.stop()
        self.table.close()
        self.journal.close()

    def on_disk(self) -> bool:
        """Whether the journal on disk (read by another connection, as after a crash) holds exactly
        the table in memory: the same entries, and they replay to the same state."""
        other = Journal(self.path)
        entries = other.entries(self.table.id)
        other.close()
        game, record = self.table.game, self.table.record
        replayed = game.replay(record.options, record.seed, (e for x in entries if x.status == "ok" for e in x.events))
        return entries == self.table.log() and replayed == self.table.state


async def cross_out_until_refused(spy: Phone, location: str) -> tuple[dict[str, Any], int]:
    """The spy crosses a location out and in again until an answer is not an ack: that answer,
    and how many were acked before it."""
    for n in range(ATTEMPTS):
        answer = await spy.send("cross_out", location=location, crossed=n % 2 == 0)
        if answer["type"] != "ack":
            return answer, n
    raise AssertionError(f"the full disk took {ATTEMPTS} requests")


async def test_a_full_disk_refuses_the_phone_and_the_moderator_and_applies_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # PLT-03
    # the spy's requests come faster than a phone's limit
    monkeypatch.setattr(protocol, "MESSAGES_PER_SECOND", 10_000)
    with small_disk(tmp_path / "disk", 512) as disk:
        st = Served(disk)
        phones = await st.start(4)
        try:
            assert isinstance(st.table.submit(MODERATOR, Request("deal")), Accepted)
            await asyncio.gather(*(p.sync() for p in phones))
            spy = next(p for p in phones if p.me["card"]["spy"])
            location = sorted(st.table.game.decks["family"].ids())[0]  # type: ignore[attr-defined]
            filler = fill(disk)
            answer, acked = await cross_out_until_refused(spy, location)
            # the phone: a typed refusal to its request, its connection open, its view unchanged
            assert answer["type"] == "error" and answer["code"] == "storage_failed", answer
            version, crossed = st.table.version, list(spy.me["crossed_out"])
            await spy.sync()
            assert spy.is_open() and spy.version == version and spy.me["crossed_out"] == crossed
            # the moderator: the same refusal, nothing applied (the state is what the journal has)
            before = st.table.state
            refused = st.table.submit(MODERATOR, Request("start_round"))
            assert isinstance(refused, Rejection) and refused.code is RejectionCode.STORAGE_FAILED
            assert st.table.state is before and st.table.version == version
            assert st.on_disk()
            problem = st.table.storage_problem
            assert isinstance(problem, StorageError) and problem.kind == FULL and problem.path == st.path
            assert problem.free is not None and problem.free < 8192
            assert st.told  # the console hears of it, whoever sent the request
            # the disk takes writes again: the same requests go through, and nothing was lost
            filler.unlink()
            assert isinstance(st.table.submit(MODERATOR, Request("start_round")), Accepted)
            await spy.sync()
            again = await spy.send("cross_out", location=location, crossed=acked % 2 == 0)  # the refused one
            assert again["type"] == "ack", again
            assert st.table.storage_problem is None
            assert st.on_disk()
        finally:
            await st.stop(phones)
    print(f"full disk: {acked} requests still fit, the next was refused as storage_failed")


async def test_journal_files_turned_read_only_refuse_a_join_and_an_undo(tmp_path: Path) -> None:  # PLT-03
    """``chattr +i`` on the journal's files (the SQLite file and its WAL) mid-play:
    a new phone's join, a moderator's request and an undo are refused as storage_failed; the join
    leaves no seat behind."""
    st = Served(tmp_path)
    phones = await st.start(3)
    try:
        assert isinstance(st.table.submit(MODERATOR, Request("set_options", {"minutes": 5})), Accepted)
        version, state = st.table.version, st.table.state
        wal = st.path.with_name(st.path.name + "-wal")
        with immutable(st.path, wal):
            url = f"ws://127.0.0.1:{st.server.port}/ws"
            assert await Phone(url).refused_join(CODE, "Late") == "storage_failed"
            for request in (Request("deal"), Request("undo")):
                refused = st.table.submit(MODERATOR, request)
                assert isinstance(refused, Rejection) and refused.code is RejectionCode.STORAGE_FAILED, request
            assert st.table.version == version and st.table.state is state
            assert st.table.storage_problem is not None and st.table.storage_problem.kind == READ_ONLY
        assert "Late" not in st.table.nicknames().values()
        late = await Phone(url).join(CODE, "Late")  # writable again: the same join works
        phones.append(late)
        assert isinstance(st.table.submit(MODERATOR, Request("undo")), Accepted)
        assert st.on_disk()
    finally:
        await st.stop(phones)


def start_net(data_dir: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "net", "--data-dir", str(data_dir), "--port", "0"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)


def one_clear_line(stderr: str, path: Path, why: str) -> None:
    lines = [line for line in stderr.splitlines() if "cannot start" in line]
    assert "Traceback" not in stderr, stderr
    assert len(lines) == 1 and str(path) in lines[0] and why in lines[0], stderr


def console_before_its_dialog(data_dir: Path) -> str:
    """What ``python -m gm_console`` on ``data_dir`` wrote on stderr until it showed the data folder's
    dialog (``gm_console.startup``; it waits for the moderator, who is not here: the process is
    ended once the line is read, or by a deadline)."""
    proc = subprocess.Popen([sys.executable, "-m", "gm_console", "--data-dir", str(data_dir), "--no-board",
                             "--announce", "off"], cwd=ROOT, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    deadline = threading.Timer(120, proc.kill)
    deadline.start()
    lines = []
    try:
        assert proc.stderr is not None
        for line in proc.stderr:  # ends at the process' end (the deadline's kill included)
            lines.append(line)
            if "cannot start" in line:
                break
    finally:
        deadline.cancel()
        proc.kill()
        proc.wait()
    return "".join(lines)


def test_a_read_only_or_full_disk_at_start_is_one_clear_line(tmp_path: Path) -> None:  # PLT-03
    """``python -m net`` and the console on a disk they cannot write: one line names the file
    and why (the first they write: on a new data folder its lock), no traceback; ``python -m net``
    exits with 2, the console then shows its dialog (tests/gm_console/test_startup.py reads it)."""
    with small_disk(tmp_path / "ro", 64, read_only=True) as ro:
        done = start_net(ro / "data")
        assert done.returncode == 2
        one_clear_line(done.stderr, ro / "data" / LOCK_FILE, "read-only")
        one_clear_line(console_before_its_dialog(ro), ro / LOCK_FILE, "read-only")
    with small_disk(tmp_path / "full", 256) as full:
        fill(full)
        done = start_net(full)
        assert done.returncode == 2
        one_clear_line(done.stderr, full / LOCK_FILE, "the disk is full")


def test_python_m_net_answers_the_moderator_with_storage_failed(tmp_path: Path) -> None:  # PLT-03
    """The moderator's JSON lines on a full disk: every line gets its answer, the refused ones
    ``storage_failed``; once there is room again the same request is accepted."""
    with small_disk(tmp_path / "disk", 512) as disk:
        log = (tmp_path / "stderr.txt").open("w")  # beside the small disk, not on it
        proc = subprocess.Popen([sys.executable, "-m", "net", "--data-dir", str(disk), "--port", "0",
                                 "--code", CODE], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=log, text=True, env={**os.environ, "PYTHONUNBUFFERED": "1"})
        assert proc.stdin and proc.stdout
        try:
            json.loads(proc.stdout.readline())

            def moderator(rtype: str, **args: Any) -> dict[str, Any]:
                assert proc.stdin and proc.stdout
                proc.stdin.write(json.dumps({"type": rtype, "args": args}) + "\n")
                proc.stdin.flush()
                return dict(json.loads(proc.stdout.readline()))

            filler = fill(disk)
            answers = [moderator("set_options", minutes=(5, 8)[n % 2]) for n in range(ATTEMPTS // 10)]
            refused = next((a for a in answers if "ok" not in a), None)
            assert refused is not None and refused["error"] == "storage_failed", answers[-1]
            filler.unlink()
            assert "ok" in moderator("set_options", minutes=10)
        finally:
            proc.terminate()
            proc.wait(10)
            proc.stdin.close()
            proc.stdout.close()
            log.close()
    said = (tmp_path / "stderr.txt").read_text()
    assert "the journal refused a write" in said and "the disk is full" in said and "Traceback" not in said


def test_a_folder_that_refuses_new_files_is_found_read_only_by_trying_one(tmp_path: Path) -> None:  # PLT-03
    """A journal whose folder takes no new file (``chattr +i`` on the folder; its WAL cannot be
    made): the journal cannot open, and the refusal says read-only, found by making a small file
    in the folder, which the kernel refuses; the same failure in a folder that takes files is not
    called read-only."""
    folder = tmp_path / "kept"
    Journal(folder / "journal.sqlite3").close()  # its WAL goes with the last close
    with immutable(folder):
        with pytest.raises(StorageError) as refused:
            Journal(folder / "journal.sqlite3")
        assert refused.value.kind == READ_ONLY, refused.value
        assert StorageError.of(folder / "journal.sqlite3", sqlite3.OperationalError("disk I/O error")).kind == READ_ONLY
        assert sorted(p.name for p in folder.iterdir()) == ["journal.sqlite3"]  # the probe left nothing
    assert StorageError.of(folder / "journal.sqlite3", sqlite3.OperationalError("disk I/O error")).kind != READ_ONLY


async def hello_register(url: str, nickname: str) -> dict[str, Any]:
    """A new player registers an account and joins with it (PLT-17): the welcome or the error."""
    async with connect(url) as ws:
        await ws.send(json.dumps({"type": "hello", "protocol": 1, "role": "player", "code": CODE,
                                  "nickname": nickname, "password": "secret-42", "register": True}))
        while True:
            message = json.loads(await asyncio.wait_for(ws.recv(), 30))
            if message["type"] in ("welcome", "error"):
                return dict(message)


async def test_an_account_made_on_a_full_disk_is_storage_failed_and_nothing_changes(tmp_path: Path) -> None:
    """PLT-03, PLT-17: the records and the journal on a full disk. New players register until one is
    refused: the refusal is ``storage_failed`` (never ``internal_error``), its account does not
    exist (read by another connection, as after a restart) and it has no seat; once the disk has
    room the same nickname registers and joins."""
    with small_disk(tmp_path / "disk", 512) as disk:
        async with served_table(disk, "spy", limits=protocol.UNLIMITED) as st:
            assert st.records is not None
            filler = fill(disk)
            answers: list[dict[str, Any]] = []
            for n in range(ATTEMPTS // 10):
                answers.append(await hello_register(st.url, f"New{n}"))
                if answers[-1]["type"] != "welcome":
                    break
            refused, nickname = answers[-1], f"New{len(answers) - 1}"
            assert refused["type"] == "error" and refused["code"] == "storage_failed", answers
            assert "nothing changed" in refused["message"]
            other = Records(disk / "records.sqlite3")
            try:
                assert other.account_named(nickname) is None
                assert [other.account_named(f"New{n}") is not None for n in range(len(answers) - 1)] == \
                    [True] * (len(answers) - 1)  # the ones welcomed are kept
            finally:
                other.close()
            assert nickname not in st.table.nicknames().values()
            filler.unlink()
            again = await hello_register(st.url, nickname)
            assert again["type"] == "welcome", again
            assert st.records.account_named(nickname) is not None
    print(f"full disk: {len(answers) - 1} accounts still fit, the next was refused as storage_failed")
