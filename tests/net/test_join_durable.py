"""A join is one durable step, and a seat no phone ever held never blocks its nickname (PLT-09).

The seat and its token are journaled in one transaction; a seat counts as held once its welcome
(with the token) was handed to the phone's connection. A join cut short before that (the console
killed, the phone gone) leaves an unheld seat: the same nickname joining again takes it, with a new
token, in this run or after a restart. A held seat's nickname stays taken: nobody takes over a
seat by typing its nickname. (The real kill -9 right after a hello is in ``test_kill9.py``.)
"""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

from net.content import make_game
from net.journal import Journal
from net.server import TableServer
from net.table import Table
from rules.core import Rejection, RejectionCode
from tests.net.phones import Phone

CODE = "24680"


async def serve(table: Table) -> TableServer:
    server = TableServer(table, host="127.0.0.1", port=0)
    await server.start()
    return server


def restart(path: Path) -> Table:
    """The console starts again on the journal a crash left (nothing was closed)."""
    journal = Journal(path)
    return Table.restore(make_game("spy"), journal, journal.open_tables()[0],
                         call_later=asyncio.get_running_loop().call_later)


async def test_the_seat_and_its_token_are_one_transaction_and_unheld_until_sent(tmp_path: Path) -> None:  # PLT-09
    path = tmp_path / "journal.sqlite3"
    journal = Journal(path)
    table = Table.create(make_game("spy"), journal, code=CODE)
    seat, token = table.join("Ola")
    other = sqlite3.connect(path)  # what is on disk, read by another connection
    assert other.execute("SELECT seat, held FROM tokens").fetchall() == [(seat, 0)]
    assert other.execute("SELECT COUNT(*) FROM entries").fetchone() == (1,)
    assert table.seat_of_token(token) == seat and not table.held(seat)
    table.hold(seat)
    assert other.execute("SELECT held FROM tokens").fetchall() == [(1,)] and table.held(seat)
    other.close()
    journal.close()


async def test_a_join_cut_short_by_a_crash_never_blocks_its_nickname(tmp_path: Path) -> None:  # PLT-09
    """The console went down after journaling Ola's seat and before her welcome went out: after
    the restart "ola" joins again and gets that seat (a new token); then the nickname is taken."""
    path = tmp_path / "journal.sqlite3"
    table = Table.create(make_game("spy"), Journal(path), code=CODE)
    seat, lost_token = table.join("Ola")  # no phone ever got lost_token
    restored = restart(path)
    server = await serve(restored)
    url = f"ws://127.0.0.1:{server.port}/ws"
    try:
        phone = await Phone(url).join(CODE, " ola ")
        assert phone.seat == seat and phone.token != lost_token
        assert restored.seat_of_token(lost_token) is None and restored.seat_of_token(phone.token) == seat
        assert [s["nickname"] for s in phone.view["seats"]] == ["Ola"]  # one seat, not two
        assert await Phone(url).refused_join(CODE, "OLA") == "name_taken"  # held now: no takeover
        await phone.close()
        again = await Phone(url).resume(phone.token)
        assert again.seat == seat
        await again.close()
    finally:
        await server.stop()
        restored.journal.close()
    # and a second restart remembers that the seat is held
    restored = restart(path)
    server = await serve(restored)
    try:
        assert await Phone(f"ws://127.0.0.1:{server.port}/ws").refused_join(CODE, "Ola") == "name_taken"
    finally:
        await server.stop()
        restored.journal.close()


async def test_a_held_seat_keeps_its_nickname_across_a_restart(tmp_path: Path) -> None:  # PLT-09
    path = tmp_path / "journal.sqlite3"
    table = Table.create(make_game("spy"), Journal(path), code=CODE)
    server = await serve(table)
    phone = await Phone(f"ws://127.0.0.1:{server.port}/ws").join(CODE, "Taras")
    await phone.close()
    await server.stop()
    restored = restart(path)
    server = await serve(restored)
    url = f"ws://127.0.0.1:{server.port}/ws"
    try:
        assert await Phone(url).refused_join(CODE, "taras") == "name_taken"
        back = await Phone(url).resume(phone.token)  # its own phone comes back with its token
        assert back.seat == phone.seat
        await back.close()
    finally:
        await server.stop()
        restored.journal.close()


async def test_a_journal_from_before_holding_counts_every_seat_held(tmp_path: Path) -> None:  # PLT-09
    """An older journal's tokens table has no ``held``: its seats were all given to phones."""
    path = tmp_path / "journal.sqlite3"
    table = Table.create(make_game("spy"), Journal(path), code=CODE)
    seat, _ = table.join("Ola")
    table.journal.close()
    db = sqlite3.connect(path)
    db.executescript("CREATE TABLE t2 (table_id TEXT, seat INTEGER, token_hash TEXT);"
                     "INSERT INTO t2 SELECT table_id, seat, token_hash FROM tokens;"
                     "DROP TABLE tokens; ALTER TABLE t2 RENAME TO tokens;")
    db.close()
    restored = restart(path)
    assert restored.held(seat)
    refused = restored.join("ola")
    assert isinstance(refused, Rejection) and refused.code is RejectionCode.NAME_TAKEN
    restored.journal.close()


async def test_a_join_whose_token_cannot_be_written_leaves_no_seat(tmp_path: Path) -> None:  # PLT-09
    """One transaction: when the token's row is refused (a trigger makes SQLite refuse it), the
    seat's entry is not on disk either, the join is refused as storage_failed and no seat stays."""
    journal = Journal(tmp_path / "journal.sqlite3")
    table = Table.create(make_game("spy"), journal, code=CODE)
    journal._db.execute("CREATE TRIGGER no_tokens BEFORE INSERT ON tokens BEGIN SELECT RAISE(ABORT, 'refused'); END")
    refused = table.join("Ola")
    assert isinstance(refused, Rejection) and refused.code is RejectionCode.STORAGE_FAILED
    assert journal.entries(table.id) == [] and table.nicknames() == {} and table.version == 0
    journal._db.execute("DROP TRIGGER no_tokens")
    seat, token = table.join("Ola")
    assert table.seat_of_token(token) == seat == 1
    journal.close()
