"""The journal: every accepted request of every table, durable before anyone sees its effect (PLT-03).

One SQLite file (``journal.sqlite3``) in WAL mode with ``synchronous=FULL``: the tables, the seats'
tokens and every entry. Every write is one SQLite transaction, on disk when it returns (the
commit's sync of the write-ahead log); :meth:`Journal.append` returns only then, and the table
applies and sends a request's effect only after it returned. An entry that goes with more (a join
with its seat's token, an undo) is the same one transaction.

A group (:meth:`Journal.begin_group` … :meth:`Journal.commit_group`): the writes of the requests that
arrived together (a council's 18 votes read from the sockets at once) go into ONE transaction with
one commit and one sync for all; the table sends none of their effects before
:meth:`Journal.commit_group` returned (group commit, PLT-03). A write the disk refuses inside a group
rolls the whole group back: the group's requests are all refused, none is on disk. Only :class:`net.table.Table` writes
it, in the one process that holds the data folder (:mod:`net.folder_lock`); the evening's review
and the export open it beside a running table and read it as it is. An entry holds the request,
who sent it, the time it was accepted and the events it produced; undo marks entries instead of
deleting them (PLT-04), so the file is also the full protocol of the evening (PLT-18).

A journal written by an earlier version may have an entry log beside it (``journal.sqlite3-log``):
its entries are taken into the SQLite file when the journal opens, and the log is deleted
(:mod:`net._leftover_log`).

A write the disk refuses (full, read-only, failing) raises :class:`StorageError`, which names the
file, the cause and the free space; the write is rolled back whole, so the file holds exactly what
was written before it.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import logging
import os
import shutil
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor, Future, wait
from dataclasses import dataclass
from functools import wraps
from pathlib import Path
from typing import Any, ParamSpec, TypeVar

from . import _json
from ._leftover_log import leftover_log_path, read_leftover_log

log = logging.getLogger(__name__)

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
CREATE TABLE IF NOT EXISTS recordings (
    table_id TEXT NOT NULL REFERENCES tables(id),
    file TEXT NOT NULL,
    game INTEGER NOT NULL,
    started_ms INTEGER NOT NULL,
    PRIMARY KEY (table_id, file)
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


def same_start(old: Sequence[Entry], new: Sequence[Entry], most: int | None = None) -> int:
    """How many entries the two lists of a table start with alike, the same objects (up to ``most``):
    an undo keeps the entries before the action it takes back and makes new ones of the rest (PLT-04),
    a refused group's entries are taken back, a restore reads new ones."""
    limit = min(len(old), len(new)) if most is None else min(len(old), len(new), most)
    same = 0
    while same < limit and new[same] is old[same]:
        same += 1
    return same


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def _dumps(value: Any) -> str:
    return _json.dumps_sorted(value).decode()


FULL = "full"
READ_ONLY = "read_only"
FAILED = "failed"


class StorageError(Exception):
    """A file of the console's data could not be written (or opened for writing).

    ``kind``: ``full`` (no space left), ``read_only`` (the file or its disk refuses writes) or
    ``failed`` (any other failure); ``cause``: what the system said; ``free``: the bytes left on
    the disk that holds ``path`` (None when even that cannot be known).
    """

    def __init__(self, path: Path, cause: str, kind: str = FAILED) -> None:
        self.path = path
        self.cause = cause
        self.free = free_space(path)
        self.kind = kind if kind != FAILED or self.free != 0 else FULL
        why = {FULL: "the disk is full", READ_ONLY: "the file or its disk is read-only"}.get(self.kind)
        free = f"; {self.free} bytes free" if self.free is not None else ""
        super().__init__(f"cannot write {path}: {why + ' (' + cause + ')' if why else cause}{free}")

    @classmethod
    def of(cls, path: Path, exc: BaseException) -> StorageError:
        """The storage error a failed file or SQLite operation on ``path`` amounts to."""
        if isinstance(exc, StorageError):
            return exc
        if isinstance(exc, OSError):
            code = exc.errno
            kind = FULL if code in (errno.ENOSPC, errno.EDQUOT) else (
                READ_ONLY if code in (errno.EROFS, errno.EACCES, errno.EPERM) else FAILED)
            return cls(path, exc.strerror or str(exc), kind)
        name = str(getattr(exc, "sqlite_errorname", ""))
        kind = FULL if name == "SQLITE_FULL" else READ_ONLY if name.startswith("SQLITE_READONLY") else FAILED
        if kind == FAILED and _refuses_writes(path):
            kind = READ_ONLY
        return cls(path, str(exc), kind)


def _existing(path: Path) -> Path:
    while not path.exists() and path != path.parent:
        path = path.parent
    return path


def free_space(path: Path) -> int | None:
    """Bytes free on the disk that holds ``path`` (or would hold it)."""
    try:
        return shutil.disk_usage(_existing(path.parent)).free
    except OSError:
        return None


def _refuses_writes(path: Path) -> bool:
    """A folder (or disk) where no file can be made, or the file or its write-ahead log marked
    unwritable. Found out by trying: a small file made and deleted beside ``path``."""
    folder = _existing(path.parent)
    probe = folder / f".{path.name}-probe-{os.getpid()}"
    try:
        with probe.open("xb") as made:
            made.write(b"0")
    except FileExistsError:
        pass
    except OSError as exc:
        if exc.errno not in (errno.ENOSPC, errno.EDQUOT):  # a full disk is not a read-only one
            return True
    finally:
        with contextlib.suppress(OSError):
            probe.unlink()
    files = (path, path.with_name(path.name + "-wal"))
    return any(f.exists() and not os.access(f, os.W_OK) for f in files)


def open_durable(path: Path, schema: str, *, for_a_writer: bool = False) -> sqlite3.Connection:
    """A SQLite file where every commit is on disk when it returns (WAL, ``synchronous=FULL``),
    with ``schema`` created if missing. The journal and the club's records both open theirs so.
    ``for_a_writer``: the connection may commit from a writer thread (its owner makes sure only
    one thread uses it at a time). Raises :class:`StorageError` (naming the file and the cause)
    when it cannot be written."""
    db: sqlite3.Connection | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(path, isolation_level=None, check_same_thread=not for_a_writer)
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=FULL")
        # macOS: fsync() leaves the data in the drive's cache, F_FULLFSYNC does not (SQLite uses it
        # when asked; elsewhere these two are no-ops): a commit is on the disk when it returns.
        db.execute("PRAGMA fullfsync=ON")
        db.execute("PRAGMA checkpoint_fullfsync=ON")
        db.execute("PRAGMA foreign_keys=ON")
        db.executescript(schema)
    except (OSError, sqlite3.Error) as exc:
        if db is not None:
            db.close()
        raise StorageError.of(path, exc) from exc
    return db


P = ParamSpec("P")
R = TypeVar("R")


def _writes(method: Callable[P, R]) -> Callable[P, R]:
    """A journal write: all of it or nothing, and a refusal of the disk as a :class:`StorageError`."""

    @wraps(method)
    def write(*args: P.args, **kwargs: P.kwargs) -> R:
        journal = args[0]
        assert isinstance(journal, Journal)
        journal._wait()
        if journal._grouped:
            return journal._write_in_group(lambda: method(*args, **kwargs))
        try:
            return method(*args, **kwargs)
        except (OSError, sqlite3.Error) as exc:
            journal._abandon()
            raise StorageError.of(journal.path, exc) from exc

    return write


class Journal:
    """A SQLite journal file, used from the thread that opened it; only a group's commit may run on
    one writer thread (:meth:`commit_group_on`), and any other use of the journal waits for it.

    Any number may be open on one file (the table's, a review's, an export's): each sees what the
    others committed."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self._grouped = False
        self._group_failed: StorageError | None = None
        self._in_flight: Future[None] | None = None  # a group's commit on the writer thread
        self._db = open_durable(self.path, SCHEMA, for_a_writer=True)
        try:
            self._upgrade()
            self._take_in_leftover_log()
        except StorageError:
            self._db.close()
            raise

    @_writes
    def _upgrade(self) -> None:
        columns = {row[1] for row in self._db.execute("PRAGMA table_info(tokens)")}
        if "held" not in columns:  # a journal from before seats were known to be held: all were
            self._db.execute("ALTER TABLE tokens ADD COLUMN held INTEGER NOT NULL DEFAULT 1")

    @_writes
    def _take_in_leftover_log(self) -> None:
        """The entries an earlier version's entry log holds that the file does not are written
        into it (one transaction, durable), then the log is deleted: once, at the first open."""
        old = leftover_log_path(self.path)
        if not old.exists():
            return
        payloads = read_leftover_log(old)
        if payloads is None:  # not a log this version knows: kept as it is, for a person to look at
            log.warning("%s is not an entry log of the journal; it is left where it is", old)
            return
        rows = [row for row in map(_row_of, payloads) if row is not None]
        if rows:
            with self._transaction():  # what the file holds already (an undo's marks) stays as it is
                self._db.executemany("INSERT OR IGNORE INTO entries VALUES (?,?,?,?,?,?,?)", rows)
        log.info("took %d entries in from %s", len(rows), old)
        old.unlink(missing_ok=True)

    def _abandon(self) -> None:
        """After a failed write: nothing of it stays (a failed COMMIT may leave it open)."""
        if self._db.in_transaction:
            with contextlib.suppress(sqlite3.Error):
                self._db.execute("ROLLBACK")

    def close(self) -> None:
        self._wait()
        self._db.close()

    # --- groups (group commit, PLT-03) ----------------------------------------------------------
    @property
    def grouped(self) -> bool:
        """Whether a group is open (:meth:`begin_group`): writes wait for :meth:`commit_group`."""
        return self._grouped

    def begin_group(self) -> None:
        """Open a group: every write from now on goes into one transaction, on disk at
        :meth:`commit_group` (nothing of it before). The transaction begins at the group's first
        write, so a group of refused requests writes nothing."""
        self._wait()
        if self._grouped:
            raise RuntimeError("a group of the journal is open already")
        self._grouped, self._group_failed = True, None

    def commit_group(self) -> None:
        """Commit the group's writes: one commit, one sync of the write-ahead log; on disk when this
        returns. Raises :class:`StorageError` when the disk refused a write of the group or its
        commit: then nothing of the group is on disk."""
        if not self._grouped:
            raise RuntimeError("no group of the journal is open")
        failed, self._grouped, self._group_failed = self._group_failed, False, None
        if failed is not None:
            raise failed
        if not self._db.in_transaction:  # the group wrote nothing
            return
        try:
            self._db.execute("COMMIT")
        except (OSError, sqlite3.Error) as exc:
            self._abandon()
            raise StorageError.of(self.path, exc) from exc

    def commit_group_on(self, writer: Executor) -> Future[None] | None:
        """Commit the group on ``writer`` (one thread, the journal's only other user): the loop's
        thread goes on meanwhile, and any other use of the journal waits until the commit has
        returned. The future ends when the group is on disk, or raises :class:`StorageError`; None
        when the group has nothing to commit (it wrote nothing, or the disk refused a write of it:
        :meth:`commit_group` answers at once)."""
        self._wait()
        if not self._grouped:
            raise RuntimeError("no group of the journal is open")
        if self._group_failed is not None or not self._db.in_transaction:
            return None
        self._in_flight = writer.submit(self.commit_group)
        return self._in_flight

    def _wait(self) -> None:
        """Until a commit on the writer thread has returned (single writer: the connection is used
        by one thread at a time)."""
        in_flight, self._in_flight = self._in_flight, None
        if in_flight is not None:
            wait([in_flight])

    def abandon_group(self) -> None:
        """Close the group with nothing of it written."""
        self._wait()
        self._grouped, self._group_failed = False, None
        self._abandon()

    def _write_in_group(self, write: Callable[[], R]) -> R:
        """One write of an open group, in the group's transaction. Once one failed, the group is
        rolled back and every later write of it is refused with the same error."""
        if self._group_failed is not None:
            raise self._group_failed
        try:
            if not self._db.in_transaction:
                self._db.execute("BEGIN IMMEDIATE")
            return write()
        except (OSError, sqlite3.Error) as exc:
            self._abandon()
            self._group_failed = StorageError.of(self.path, exc)
            raise self._group_failed from exc

    # --- tables -----------------------------------------------------------------------------
    @_writes
    def create_table(self, record: TableRecord) -> None:
        self._db.execute(
            "INSERT INTO tables VALUES (?,?,?,?,?,?,?,?)",
            (record.id, record.game, record.code, record.seed, _dumps(record.options),
             record.created_ms, int(record.closed), record.alive_ms),
        )

    def open_tables(self) -> list[TableRecord]:
        """Unfinished tables, newest first."""
        self._wait()
        rows = self._db.execute(
            "SELECT * FROM tables WHERE closed = 0 ORDER BY created_ms DESC, rowid DESC"
        ).fetchall()
        return [self._record(r) for r in rows]

    def tables(self) -> list[TableRecord]:
        """Every table, finished ones too, newest first."""
        self._wait()
        rows = self._db.execute("SELECT * FROM tables ORDER BY created_ms DESC, rowid DESC").fetchall()
        return [self._record(r) for r in rows]

    def table(self, table_id: str) -> TableRecord | None:
        self._wait()
        row = self._db.execute("SELECT * FROM tables WHERE id = ?", (table_id,)).fetchone()
        return self._record(row) if row else None

    @staticmethod
    def _record(row: tuple[Any, ...]) -> TableRecord:
        return TableRecord(row[0], row[1], row[2], int(row[3]), json.loads(row[4]), int(row[5]),
                           bool(row[6]), int(row[7]))

    @_writes
    def set_code(self, table_id: str, code: str) -> None:
        self._db.execute("UPDATE tables SET code = ? WHERE id = ?", (code, table_id))

    @_writes
    def close_table(self, table_id: str) -> None:
        self._db.execute("UPDATE tables SET closed = 1 WHERE id = ?", (table_id,))

    @_writes
    def mark_alive(self, table_id: str, now_ms: int) -> None:
        """The last moment the console was known running, for restoring timers (PLT-03)."""
        self._db.execute("UPDATE tables SET alive_ms = ? WHERE id = ?", (now_ms, table_id))

    # --- entries ----------------------------------------------------------------------------
    @_writes
    def append(self, table_id: str, entry: Entry, seat_account: tuple[int, int] | None = None,
               seat_token: tuple[int, str] | None = None) -> None:
        """Write one entry durably, in one SQLite transaction; returns after the commit reached the disk.

        ``seat_account`` (seat, account id): the seat this entry gives a player with an account is
        linked to that account in the same transaction (PLT-17); ``seat_token`` (seat, token): the
        new seat's token, not yet held by any phone (:meth:`hold`). A join, its token and its link
        are on disk together or not at all (PLT-09).
        """
        with self._transaction():
            self._db.execute("INSERT INTO entries VALUES (?,?,?,?,?,?,?)", _row(table_id, entry))
            if seat_token is not None:
                self._put_token(table_id, seat_token[0], seat_token[1], held=False)
            if seat_account is not None:
                self._db.execute("INSERT OR REPLACE INTO seat_accounts VALUES (?,?,?)", (table_id, *seat_account))

    @_writes
    def undo(self, table_id: str, undo_entry: Entry, changed: list[Entry]) -> None:
        """Record an undo and the new status and events of the entries it changed, atomically."""
        with self._transaction():
            self._db.execute("INSERT INTO entries VALUES (?,?,?,?,?,?,?)", _row(table_id, undo_entry))
            self._db.executemany(
                "UPDATE entries SET status = ?, events = ? WHERE table_id = ? AND seq = ?",
                [(e.status, _dumps(e.events), table_id, e.seq) for e in changed],
            )

    def entries(self, table_id: str) -> list[Entry]:
        self._wait()
        rows = self._db.execute(
            "SELECT seq, now_ms, actor, request, events, status FROM entries"
            " WHERE table_id = ? ORDER BY seq",
            (table_id,),
        ).fetchall()
        return [Entry(int(r[0]), int(r[1]), r[2], json.loads(r[3]), json.loads(r[4]), r[5]) for r in rows]

    # --- seat tokens (PLT-09) -----------------------------------------------------------------
    @_writes
    def set_token(self, table_id: str, seat: int, token: str, held: bool = True) -> None:
        """The seat's only valid token from now on; ``held``: someone has it (the moderator's seat
        link), else it counts as held once its phone got it (:meth:`hold`)."""
        self._put_token(table_id, seat, token, held)

    def _put_token(self, table_id: str, seat: int, token: str, held: bool) -> None:
        self._db.execute("INSERT OR REPLACE INTO tokens VALUES (?,?,?,?)",
                         (table_id, seat, token_hash(token), int(held)))

    @_writes
    def hold(self, table_id: str, seat: int) -> None:
        """The seat's token reached a phone: the seat is that phone's (PLT-09)."""
        self._db.execute("UPDATE tokens SET held = 1 WHERE table_id = ? AND seat = ?", (table_id, seat))

    def unheld_seats(self, table_id: str) -> set[int]:
        """Seats whose token no phone ever got (a join cut short before its welcome was sent)."""
        self._wait()
        rows = self._db.execute("SELECT seat FROM tokens WHERE table_id = ? AND held = 0", (table_id,))
        return {int(r[0]) for r in rows}

    def token_seats(self, table_id: str) -> set[int]:
        """Seats that have a token: every seat a phone joined (a seat the host added has none)."""
        self._wait()
        rows = self._db.execute("SELECT seat FROM tokens WHERE table_id = ?", (table_id,))
        return {int(r[0]) for r in rows}

    def seat_of_token(self, table_id: str, token: str) -> int | None:
        self._wait()
        row = self._db.execute(
            "SELECT seat FROM tokens WHERE table_id = ? AND token_hash = ?",
            (table_id, token_hash(token)),
        ).fetchone()
        return int(row[0]) if row else None

    # --- seats of players with an account (PLT-17) -----------------------------------------------
    def seat_accounts(self, table_id: str) -> dict[int, int]:
        """Seat → account id for the seats of ``table_id`` taken by a player with an account."""
        self._wait()
        rows = self._db.execute(
            "SELECT seat, account_id FROM seat_accounts WHERE table_id = ? ORDER BY seat", (table_id,)
        ).fetchall()
        return {int(r[0]): int(r[1]) for r in rows}

    # --- the room's recordings (MAF-23) -------------------------------------------------------
    @_writes
    def note_recording(self, table_id: str, file: str, game: int, started_ms: int) -> None:
        """A recording of game ``game`` in ``file`` (its name in the recordings folder) whose first
        sound was heard at ``started_ms`` on the table's clock; durable when this returns. A later
        note of the same file (a better measure of its start) replaces the earlier one."""
        with self._transaction():
            self._db.execute("INSERT OR REPLACE INTO recordings VALUES (?,?,?,?)",
                             (table_id, file, int(game), int(started_ms)))

    def recordings(self, table_id: str) -> list[tuple[str, int, int]]:
        """The table's recordings as (file, game, started_ms), oldest first."""
        self._wait()
        rows = self._db.execute("SELECT file, game, started_ms FROM recordings WHERE table_id = ?"
                                " ORDER BY started_ms, file", (table_id,)).fetchall()
        return [(str(r[0]), int(r[1]), int(r[2])) for r in rows]

    # ------------------------------------------------------------------------------------------
    def _transaction(self) -> _Tx:
        return _Tx(self._db, self._grouped)


def _row(table_id: str, entry: Entry) -> tuple[Any, ...]:
    return (table_id, entry.seq, entry.now_ms, entry.actor, _dumps(entry.request), _dumps(entry.events),
            entry.status)


def _row_of(payload: bytes) -> tuple[Any, ...] | None:
    """The SQLite row of an entry as an earlier version's log kept it (None for a record this
    version cannot read)."""
    try:
        data = json.loads(payload)
        return (str(data["table"]), int(data["seq"]), int(data["now_ms"]), str(data["actor"]),
                _dumps(data["request"]), _dumps(data["events"]), str(data["status"]))
    except (ValueError, KeyError, TypeError):
        return None


class _Tx:
    """One transaction; inside a group, the group's (begun and committed by the group)."""

    def __init__(self, db: sqlite3.Connection, grouped: bool) -> None:
        self._db = db
        self._grouped = grouped

    def __enter__(self) -> None:
        if not self._grouped:
            self._db.execute("BEGIN IMMEDIATE")

    def __exit__(self, exc_type: object, *_: object) -> None:
        if self._grouped:
            return  # the group's writer rolls the whole group back on a failure
        if not exc_type:
            self._db.execute("COMMIT")
        elif self._db.in_transaction:  # a failed write inside may have ended it already
            self._db.execute("ROLLBACK")


def iter_events(entries: list[Entry]) -> Iterator[dict[str, Any]]:
    for entry in entries:
        if entry.status == OK:
            yield from entry.events
