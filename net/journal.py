"""The journal: every accepted request of every table, durable before anyone sees its effect (PLT-03).

One SQLite file in WAL mode with ``synchronous=FULL``: :meth:`Journal.append` returns only after the
entry is on disk. Only :class:`net.table.Table` writes it. An entry holds the request, who sent it,
the time it was accepted and the events it produced; undo marks entries instead of deleting them
(PLT-04), so the file is also the full protocol of the evening (PLT-18).
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    code TEXT NOT NULL,
    seed INTEGER NOT NULL,
    options TEXT NOT NULL,
    created_ms INTEGER NOT NULL,
    closed INTEGER NOT NULL DEFAULT 0,
    alive_ms INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS entries (
    table_id TEXT NOT NULL REFERENCES tables(id),
    seq INTEGER NOT NULL,
    now_ms INTEGER NOT NULL,
    actor TEXT NOT NULL,
    request TEXT NOT NULL,
    events TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'ok',
    PRIMARY KEY (table_id, seq)
);
CREATE TABLE IF NOT EXISTS tokens (
    table_id TEXT NOT NULL REFERENCES tables(id),
    seat INTEGER NOT NULL,
    token_hash TEXT NOT NULL,
    held INTEGER NOT NULL DEFAULT 1,
    PRIMARY KEY (table_id, seat)
);
CREATE TABLE IF NOT EXISTS seat_accounts (
    table_id TEXT NOT NULL REFERENCES tables(id),
    seat INTEGER NOT NULL,
    account_id INTEGER NOT NULL,
    PRIMARY KEY (table_id, seat)
);
"""

OK = "ok"
UNDONE = "undone"  # taken back by the moderator
DROPPED = "dropped"  # no longer valid once an earlier action was undone


@dataclass(frozen=True)
class TableRecord:
    id: str
    game: str
    code: str
    seed: int
    options: dict[str, Any]
    created_ms: int
    closed: bool
    alive_ms: int


@dataclass(frozen=True)
class Entry:
    seq: int
    now_ms: int
    actor: str
    request: dict[str, Any]
    events: list[dict[str, Any]]
    status: str = OK


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def open_durable(path: Path, schema: str) -> sqlite3.Connection:
    """A SQLite file where every commit is on disk when it returns (WAL, ``synchronous=FULL``),
    with ``schema`` created if missing. The journal and the club's records both open theirs so."""
    path.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=FULL")
    db.execute("PRAGMA foreign_keys=ON")
    db.executescript(schema)
    return db


class Journal:
    """A SQLite journal file. Not thread-safe: use it from the thread that opened it."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self._db = open_durable(self.path, SCHEMA)
        columns = {row[1] for row in self._db.execute("PRAGMA table_info(tokens)")}
        if "held" not in columns:  # a journal from before seats were known to be held: all were
            self._db.execute("ALTER TABLE tokens ADD COLUMN held INTEGER NOT NULL DEFAULT 1")

    def close(self) -> None:
        self._db.close()

    # --- tables -----------------------------------------------------------------------------
    def create_table(self, record: TableRecord) -> None:
        self._db.execute(
            "INSERT INTO tables VALUES (?,?,?,?,?,?,?,?)",
            (record.id, record.game, record.code, record.seed, _dumps(record.options),
             record.created_ms, int(record.closed), record.alive_ms),
        )

    def open_tables(self) -> list[TableRecord]:
        """Unfinished tables, newest first."""
        rows = self._db.execute(
            "SELECT * FROM tables WHERE closed = 0 ORDER BY created_ms DESC, rowid DESC"
        ).fetchall()
        return [self._record(r) for r in rows]

    def table(self, table_id: str) -> TableRecord | None:
        row = self._db.execute("SELECT * FROM tables WHERE id = ?", (table_id,)).fetchone()
        return self._record(row) if row else None

    @staticmethod
    def _record(row: tuple[Any, ...]) -> TableRecord:
        return TableRecord(row[0], row[1], row[2], int(row[3]), json.loads(row[4]), int(row[5]),
                           bool(row[6]), int(row[7]))

    def set_code(self, table_id: str, code: str) -> None:
        self._db.execute("UPDATE tables SET code = ? WHERE id = ?", (code, table_id))

    def close_table(self, table_id: str) -> None:
        self._db.execute("UPDATE tables SET closed = 1 WHERE id = ?", (table_id,))

    def mark_alive(self, table_id: str, now_ms: int) -> None:
        """The last moment the console was known running, for restoring timers (PLT-03)."""
        self._db.execute("UPDATE tables SET alive_ms = ? WHERE id = ?", (now_ms, table_id))

    # --- entries ----------------------------------------------------------------------------
    def append(self, table_id: str, entry: Entry, seat_account: tuple[int, int] | None = None,
               seat_token: tuple[int, str] | None = None) -> None:
        """Write one entry durably; returns after the commit reached the disk.

        ``seat_account`` (seat, account id): the seat this entry gives a player with an account is
        linked to that account in the same transaction (PLT-17); ``seat_token`` (seat, token): the
        new seat's token, not yet held by any phone (:meth:`hold`). A join, its token and its link
        are on disk together or not at all (PLT-09).
        """
        row = (table_id, entry.seq, entry.now_ms, entry.actor, _dumps(entry.request),
               _dumps(entry.events), entry.status)
        if seat_account is None and seat_token is None:
            self._db.execute("INSERT INTO entries VALUES (?,?,?,?,?,?,?)", row)
            return
        with self._transaction():
            self._db.execute("INSERT INTO entries VALUES (?,?,?,?,?,?,?)", row)
            if seat_token is not None:
                self._put_token(table_id, seat_token[0], seat_token[1], held=False)
            if seat_account is not None:
                self._db.execute("INSERT OR REPLACE INTO seat_accounts VALUES (?,?,?)", (table_id, *seat_account))

    def undo(self, table_id: str, undo_entry: Entry, changed: list[Entry]) -> None:
        """Record an undo and the new status and events of the entries it changed, atomically."""
        with self._transaction():
            self.append(table_id, undo_entry)
            self._db.executemany(
                "UPDATE entries SET status = ?, events = ? WHERE table_id = ? AND seq = ?",
                [(e.status, _dumps(e.events), table_id, e.seq) for e in changed],
            )

    def entries(self, table_id: str) -> list[Entry]:
        rows = self._db.execute(
            "SELECT seq, now_ms, actor, request, events, status FROM entries"
            " WHERE table_id = ? ORDER BY seq",
            (table_id,),
        ).fetchall()
        return [Entry(int(r[0]), int(r[1]), r[2], json.loads(r[3]), json.loads(r[4]), r[5])
                for r in rows]

    # --- seat tokens (PLT-09) -----------------------------------------------------------------
    def set_token(self, table_id: str, seat: int, token: str, held: bool = True) -> None:
        """The seat's only valid token from now on; ``held``: someone has it (the moderator's seat
        link), else it counts as held once its phone got it (:meth:`hold`)."""
        self._put_token(table_id, seat, token, held)

    def _put_token(self, table_id: str, seat: int, token: str, held: bool) -> None:
        self._db.execute("INSERT OR REPLACE INTO tokens VALUES (?,?,?,?)",
                         (table_id, seat, token_hash(token), int(held)))

    def hold(self, table_id: str, seat: int) -> None:
        """The seat's token reached a phone: the seat is that phone's (PLT-09)."""
        self._db.execute("UPDATE tokens SET held = 1 WHERE table_id = ? AND seat = ?", (table_id, seat))

    def unheld_seats(self, table_id: str) -> set[int]:
        """Seats whose token no phone ever got (a join cut short before its welcome was sent)."""
        rows = self._db.execute("SELECT seat FROM tokens WHERE table_id = ? AND held = 0", (table_id,))
        return {int(r[0]) for r in rows}

    def token_seats(self, table_id: str) -> set[int]:
        """Seats that have a token: every seat a phone joined (a seat the host added has none)."""
        rows = self._db.execute("SELECT seat FROM tokens WHERE table_id = ?", (table_id,))
        return {int(r[0]) for r in rows}

    def seat_of_token(self, table_id: str, token: str) -> int | None:
        row = self._db.execute(
            "SELECT seat FROM tokens WHERE table_id = ? AND token_hash = ?",
            (table_id, token_hash(token)),
        ).fetchone()
        return int(row[0]) if row else None

    # --- seats of players with an account (PLT-17) -----------------------------------------------
    def seat_accounts(self, table_id: str) -> dict[int, int]:
        """Seat → account id for the seats of ``table_id`` taken by a player with an account."""
        rows = self._db.execute(
            "SELECT seat, account_id FROM seat_accounts WHERE table_id = ? ORDER BY seat", (table_id,)
        ).fetchall()
        return {int(r[0]): int(r[1]) for r in rows}

    # ------------------------------------------------------------------------------------------
    def _transaction(self) -> _Tx:
        return _Tx(self._db)


class _Tx:
    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    def __enter__(self) -> None:
        self._db.execute("BEGIN IMMEDIATE")

    def __exit__(self, exc_type: object, *_: object) -> None:
        self._db.execute("ROLLBACK" if exc_type else "COMMIT")


def iter_events(entries: list[Entry]) -> Iterator[dict[str, Any]]:
    for entry in entries:
        if entry.status == OK:
            yield from entry.events
