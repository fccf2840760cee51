"""One process serves a data folder (PLT-03): the lock it holds for its life, and who holds it.

Two processes serving one folder would both acknowledge requests for the same table, each from its
own copy in memory; after a restart one of them would have lost what it acknowledged. So the
console and ``python -m net`` take the folder's lock before they open its journal, and a second one
refuses to start, naming the holder.

The lock is SQLite's own, on a small database in the folder (``console.lock``) opened with
``PRAGMA locking_mode=EXCLUSIVE`` and an exclusive transaction: the connection keeps its exclusive
lock until it closes. Nothing is written but the file's first page, at the folder's first start,
so a full disk does not keep a console from starting on its existing journal. SQLite takes the
lock with the system's file locks (LockFileEx on Windows, fcntl on Unix), which the system drops
when the process ends however it ends, so a start after a kill -9 gets the folder at once. Beside
it ``console.lock.json`` names the holder (its process id, its program, since when) for the
refusal's message. The readers of a folder (the evening's review, the export) do not take the lock.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

from .journal import StorageError

LOCK_FILE = "console.lock"
HOLDER_FILE = "console.lock.json"


@dataclass(frozen=True)
class Holder:
    """The process that holds a data folder: its id, its program and when it took the folder
    (seconds since the epoch)."""

    pid: int
    program: str
    since: float

    @property
    def since_text(self) -> str:
        """When it took the folder, as UTC time (``2026-12-04 17:40:02 UTC``)."""
        return time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime(self.since))


class FolderInUse(Exception):
    """The data folder is served by another process; ``holder`` names it (None when it cannot be
    known: its note is missing or unreadable)."""

    def __init__(self, folder: Path, holder: Holder | None) -> None:
        self.folder = folder
        self.holder = holder
        who = (f"process {holder.pid} ({holder.program}), since {holder.since_text}" if holder
               else "another process")
        super().__init__(f"the data folder {folder} is in use by {who}; stop it first, or use another "
                         f"--data-dir")


def read_holder(folder: Path) -> Holder | None:
    """The holder's note in ``folder`` (None when there is none or it cannot be read)."""
    try:
        data = json.loads((folder / HOLDER_FILE).read_bytes())
        return Holder(int(data["pid"]), str(data["program"]), float(data["since"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None


class FolderLock:
    """The lock of the data folder ``folder``, taken for ``program`` when made; held until
    :meth:`release` (or until the process ends).

    Raises :class:`FolderInUse` when another process holds it, :class:`net.journal.StorageError`
    when the folder cannot be written."""

    def __init__(self, folder: Path, program: str) -> None:
        self.folder = folder
        self.path = folder / LOCK_FILE
        self._db: sqlite3.Connection | None = None
        try:
            folder.mkdir(parents=True, exist_ok=True)
            db = sqlite3.connect(self.path, timeout=0, isolation_level=None)
        except (OSError, sqlite3.Error) as exc:
            raise StorageError.of(self.path, exc) from exc
        try:
            db.execute("PRAGMA locking_mode=EXCLUSIVE")
            db.execute("BEGIN EXCLUSIVE")  # the exclusive lock, kept after the commit
            db.execute("COMMIT")
        except sqlite3.Error as exc:
            db.close()
            if getattr(exc, "sqlite_errorname", "") in ("SQLITE_BUSY", "SQLITE_LOCKED"):
                raise FolderInUse(folder, read_holder(folder)) from None
            raise StorageError.of(self.path, exc) from exc
        self._db = db
        self.holder = Holder(os.getpid(), program, time.time())
        note = folder / f"{HOLDER_FILE}.{os.getpid()}"
        try:
            note.write_bytes(json.dumps({"pid": self.holder.pid, "program": program,
                                         "since": self.holder.since}).encode())
            os.replace(note, folder / HOLDER_FILE)
        except OSError:  # a full disk: the folder is held all the same, its holder just unnamed
            with contextlib.suppress(OSError):
                note.unlink()
            with contextlib.suppress(OSError):
                (folder / HOLDER_FILE).unlink()

    def release(self) -> None:
        """The folder is free for the next process."""
        if self._db is None:
            return
        if read_holder(self.folder) == self.holder:
            with contextlib.suppress(OSError):
                (self.folder / HOLDER_FILE).unlink()
        self._db.close()
        self._db = None
