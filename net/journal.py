"""The journal: every accepted request of every table, durable before anyone sees its effect (PLT-03).

A SQLite file in WAL mode with ``synchronous=FULL`` (the tables, the seats' tokens, every entry),
and beside it an append-only log (``journal.sqlite3-log``, :mod:`net._entry_log`): an ordinary
entry is written to the log with one ``fdatasync`` and :meth:`Journal.append` returns once it is
on disk; it is copied into the SQLite file later (:meth:`Journal.tidy`, and before any other write
of the file, in the same transaction), and a journal opened after a crash copies whatever the log
holds that the file does not. An entry that goes with more (a join with its seat's token, an
undo) is one SQLite transaction, as before. Only :class:`net.table.Table` writes it. An entry
holds the request, who sent it, the time it was accepted and the events it produced; undo marks
entries instead of deleting them (PLT-04), so the file is also the full protocol of the evening
(PLT-18).

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
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import wraps
from pathlib import Path
from typing import Any, ParamSpec, TypeVar

from . import _json
from ._entry_log import EntryLog

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


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def _dumps(value: Any) -> str:
    return _json.dumps_sorted(value).decode()


def log_path(path: Path) -> Path:
    """The entry log beside the journal file ``path``."""
    return path.with_name(path.name + "-log")


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
    """A read-only disk, or the file (its write-ahead log, its folder) marked unwritable."""
    try:
        if os.statvfs(_existing(path.parent)).f_flag & os.ST_RDONLY:
            return True
    except OSError:
        return False
    files = (path, path.with_name(path.name + "-wal"), log_path(path), _existing(path.parent))
    return any(f.exists() and not os.access(f, os.W_OK) for f in files)


def open_durable(path: Path, schema: str) -> sqlite3.Connection:
    """A SQLite file where every commit is on disk when it returns (WAL, ``synchronous=FULL``),
    with ``schema`` created if missing. The journal and the club's records both open theirs so.
    Raises :class:`StorageError` (naming the file and the cause) when it cannot be written."""
    db: sqlite3.Connection | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(path, isolation_level=None)
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=FULL")
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
        try:
            return method(*args, **kwargs)
        except (OSError, sqlite3.Error) as exc:
            journal._abandon()
            raise StorageError.of(journal.path, exc) from exc

    return write


class Journal:
    """A SQLite journal file and its entry log. Not thread-safe: use it from the thread that opened it.

    The first journal opened on a file writes its log; another opened on the same file while the
    first is open (a second reader of a live journal) reads the log but writes only the SQLite file."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self._db = open_durable(self.path, SCHEMA)
        self._pending: list[tuple[str, Entry]] = []  # in the log, not yet in the SQLite file
        try:
            self._upgrade()
            self._log = EntryLog(log_path(self.path))
        except (OSError, sqlite3.Error) as exc:
            self._db.close()
            raise StorageError.of(self.path, exc) from exc
        except StorageError:
            self._db.close()
            raise
        if self._log.owner:
            try:
                self._take_in_log()
            except StorageError:
                self.close()
                raise

    @_writes
    def _upgrade(self) -> None:
        columns = {row[1] for row in self._db.execute("PRAGMA table_info(tokens)")}
        if "held" not in columns:  # a journal from before seats were known to be held: all were
            self._db.execute("ALTER TABLE tokens ADD COLUMN held INTEGER NOT NULL DEFAULT 1")

    @_writes
    def _take_in_log(self) -> None:
        """After a crash (or a close): what the log holds that the SQLite file does not is copied
        into it durably, then the log starts over."""
        rows = [row for row in map(_row_of, self._log.read()) if row is not None]
        if rows:
            with self._transaction():
                self._db.executemany("INSERT OR IGNORE INTO entries VALUES (?,?,?,?,?,?,?)", rows)
        self._log.restart()

    def _abandon(self) -> None:
        """After a failed write: nothing of it stays (a failed COMMIT may leave it open)."""
        if self._db.in_transaction:
            with contextlib.suppress(sqlite3.Error):
                self._db.execute("ROLLBACK")

    def close(self) -> None:
        if self._pending:
            try:
                self._sql_write(lambda: None)
            except StorageError as refused:  # the log keeps them: the next start copies them
                log.warning("the journal's last entries stay in its log: %s", refused)
        self._log.close()
        self._db.close()

    # --- the SQLite file's writes ---------------------------------------------------------------
    @contextlib.contextmanager
    def _writing(self, atomic: bool = False) -> Iterator[None]:
        """One SQLite write (``atomic``: of several statements, in one transaction); the entries
        still only in the log go into the file first, in the same transaction, so that the file
        keeps the journal's order."""
        if not self._pending and not atomic:
            yield
            return
        taken = len(self._pending)
        with self._transaction():
            self._db.executemany("INSERT OR IGNORE INTO entries VALUES (?,?,?,?,?,?,?)",
                                 [_row(table_id, entry) for table_id, entry in self._pending[:taken]])
            yield
        del self._pending[:taken]

    @_writes
    def _sql_write(self, write: Callable[[], object]) -> None:
        with self._writing():
            write()

    def tidy(self) -> None:
        """Work kept off the way of requests: the entries the log holds are copied into the SQLite
        file (without a sync of its own: the log keeps them durable until a synced write of the
        file follows, and it starts over only then), and room is made in the log for the next
        ones. Raises :class:`StorageError` when the disk refuses (nothing is lost; try again later)."""
        if self._pending:
            self._db.execute("PRAGMA synchronous=NORMAL")
            try:
                self._sql_write(lambda: None)
            finally:
                self._db.execute("PRAGMA synchronous=FULL")
        if self._log.owner:
            try:
                self._log.make_room()
            except OSError as exc:
                raise StorageError.of(self.path, exc) from exc

    @property
    def untidy(self) -> bool:
        """Whether entries wait in the log to be copied into the SQLite file (:meth:`tidy`)."""
        return bool(self._pending)

    # --- tables -----------------------------------------------------------------------------
    @_writes
    def create_table(self, record: TableRecord) -> None:
        with self._writing():
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

    def tables(self) -> list[TableRecord]:
        """Every table, finished ones too, newest first."""
        rows = self._db.execute("SELECT * FROM tables ORDER BY created_ms DESC, rowid DESC").fetchall()
        return [self._record(r) for r in rows]

    def table(self, table_id: str) -> TableRecord | None:
        row = self._db.execute("SELECT * FROM tables WHERE id = ?", (table_id,)).fetchone()
        return self._record(row) if row else None

    @staticmethod
    def _record(row: tuple[Any, ...]) -> TableRecord:
        return TableRecord(row[0], row[1], row[2], int(row[3]), json.loads(row[4]), int(row[5]),
                           bool(row[6]), int(row[7]))

    @_writes
    def set_code(self, table_id: str, code: str) -> None:
        with self._writing():
            self._db.execute("UPDATE tables SET code = ? WHERE id = ?", (code, table_id))

    @_writes
    def close_table(self, table_id: str) -> None:
        with self._writing():
            self._db.execute("UPDATE tables SET closed = 1 WHERE id = ?", (table_id,))

    @_writes
    def mark_alive(self, table_id: str, now_ms: int) -> None:
        """The last moment the console was known running, for restoring timers (PLT-03)."""
        with self._writing():
            self._db.execute("UPDATE tables SET alive_ms = ? WHERE id = ?", (now_ms, table_id))

    # --- entries ----------------------------------------------------------------------------
    @_writes
    def append(self, table_id: str, entry: Entry, seat_account: tuple[int, int] | None = None,
               seat_token: tuple[int, str] | None = None) -> None:
        """Write one entry durably; returns after the commit reached the disk.

        ``seat_account`` (seat, account id): the seat this entry gives a player with an account is
        linked to that account in the same transaction (PLT-17); ``seat_token`` (seat, token): the
        new seat's token, not yet held by any phone (:meth:`hold`). A join, its token and its link
        are on disk together or not at all (PLT-09).
        """
        if seat_account is None and seat_token is None and self._log.owner:
            payload = _json.dumps_sorted(_record(table_id, entry))
            if self._log.full(len(payload)):  # the log starts over once the file holds every entry durably
                self._sql_write(lambda: None)
                self._log.restart()
            self._log.append(payload)
            self._pending.append((table_id, entry))
            return
        with self._writing(atomic=True):
            self._db.execute("INSERT INTO entries VALUES (?,?,?,?,?,?,?)", _row(table_id, entry))
            if seat_token is not None:
                self._put_token(table_id, seat_token[0], seat_token[1], held=False)
            if seat_account is not None:
                self._db.execute("INSERT OR REPLACE INTO seat_accounts VALUES (?,?,?)", (table_id, *seat_account))

    @_writes
    def undo(self, table_id: str, undo_entry: Entry, changed: list[Entry]) -> None:
        """Record an undo and the new status and events of the entries it changed, atomically."""
        with self._writing(atomic=True):
            self._db.execute("INSERT INTO entries VALUES (?,?,?,?,?,?,?)", _row(table_id, undo_entry))
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
        found = [Entry(int(r[0]), int(r[1]), r[2], json.loads(r[3]), json.loads(r[4]), r[5]) for r in rows]
        # and those still only in the log: this journal's own, or (a second reader) the writer's
        later = [e for t, e in self._pending if t == table_id] if self._log.owner else self._logged(table_id)
        if later:
            known = {e.seq for e in found}
            found += [e for e in later if e.seq not in known]
            found.sort(key=lambda e: e.seq)
        return found

    def _logged(self, table_id: str) -> list[Entry]:
        try:
            payloads = self._log.read()
        except OSError:
            return []
        entries = []
        for payload in payloads:
            row = _row_of(payload)
            if row is not None and row[0] == table_id:
                entries.append(Entry(int(row[1]), int(row[2]), row[3], json.loads(row[4]), json.loads(row[5]), row[6]))
        return entries

    # --- seat tokens (PLT-09) -----------------------------------------------------------------
    @_writes
    def set_token(self, table_id: str, seat: int, token: str, held: bool = True) -> None:
        """The seat's only valid token from now on; ``held``: someone has it (the moderator's seat
        link), else it counts as held once its phone got it (:meth:`hold`)."""
        with self._writing():
            self._put_token(table_id, seat, token, held)

    def _put_token(self, table_id: str, seat: int, token: str, held: bool) -> None:
        self._db.execute("INSERT OR REPLACE INTO tokens VALUES (?,?,?,?)",
                         (table_id, seat, token_hash(token), int(held)))

    @_writes
    def hold(self, table_id: str, seat: int) -> None:
        """The seat's token reached a phone: the seat is that phone's (PLT-09)."""
        with self._writing():
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

    # --- the room's recordings (MAF-23) -------------------------------------------------------
    @_writes
    def note_recording(self, table_id: str, file: str, game: int, started_ms: int) -> None:
        """A recording of game ``game`` in ``file`` (its name in the recordings folder) whose first
        sound was heard at ``started_ms`` on the table's clock; durable when this returns. A later
        note of the same file (a better measure of its start) replaces the earlier one."""
        with self._writing(atomic=True):
            self._db.execute("INSERT OR REPLACE INTO recordings VALUES (?,?,?,?)",
                             (table_id, file, int(game), int(started_ms)))

    def recordings(self, table_id: str) -> list[tuple[str, int, int]]:
        """The table's recordings as (file, game, started_ms), oldest first."""
        rows = self._db.execute("SELECT file, game, started_ms FROM recordings WHERE table_id = ?"
                                " ORDER BY started_ms, file", (table_id,)).fetchall()
        return [(str(r[0]), int(r[1]), int(r[2])) for r in rows]

    # ------------------------------------------------------------------------------------------
    def _transaction(self) -> _Tx:
        return _Tx(self._db)


def _row(table_id: str, entry: Entry) -> tuple[Any, ...]:
    return (table_id, entry.seq, entry.now_ms, entry.actor, _dumps(entry.request), _dumps(entry.events),
            entry.status)


def _record(table_id: str, entry: Entry) -> dict[str, Any]:
    """An entry as the log keeps it."""
    return {"table": table_id, "seq": entry.seq, "now_ms": entry.now_ms, "actor": entry.actor,
            "request": entry.request, "events": entry.events, "status": entry.status}


def _row_of(payload: bytes) -> tuple[Any, ...] | None:
    """The SQLite row of a logged entry (None for a record this version cannot read)."""
    try:
        data = json.loads(payload)
        return (str(data["table"]), int(data["seq"]), int(data["now_ms"]), str(data["actor"]),
                _dumps(data["request"]), _dumps(data["events"]), str(data["status"]))
    except (ValueError, KeyError, TypeError):
        return None


class _Tx:
    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    def __enter__(self) -> None:
        self._db.execute("BEGIN IMMEDIATE")

    def __exit__(self, exc_type: object, *_: object) -> None:
        if not exc_type:
            self._db.execute("COMMIT")
        elif self._db.in_transaction:  # a failed write inside may have ended it already
            self._db.execute("ROLLBACK")


def iter_events(entries: list[Entry]) -> Iterator[dict[str, Any]]:
    for entry in entries:
        if entry.status == OK:
            yield from entry.events
