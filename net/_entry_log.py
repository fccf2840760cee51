"""The journal's append-only log of entries: one write and one ``fdatasync`` per entry (PLT-03).

The journal (:mod:`net.journal`) writes each ordinary entry here first and copies it into its
SQLite file later, off the way of the request; the log is where an entry is durable the moment
its request is accepted. The file:

    header   8 bytes  b"GMJLOG1\\n"
             8 bytes  generation (little-endian)
    record   4 bytes  length of the payload
             4 bytes  CRC-32 of the generation, the length and the payload
             payload  the entry as JSON (UTF-8)

Records follow each other from the header on; the first one that is not whole and correct (zeros
where nothing was written yet, a record torn by a power cut, a record of an earlier generation)
ends the log. Each generation starts over after the header once SQLite holds every entry durably
(:meth:`EntryLog.restart`), so the file stays small, and its records of the generation before can
never be read as the new one's (their CRC is of another generation).

The file is kept written ahead of the last record (zeros, :meth:`EntryLog.make_room`): writing a
record then changes no file size nor block map, and ``fdatasync`` has only the record's own bytes
to bring to the disk. One process writes it: the first to lock it (``flock``); another that opens
it (a second reader of a live journal) only reads.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import struct
import zlib
from pathlib import Path

MAGIC = b"GMJLOG1\n"
HEADER = struct.Struct("<8sQ")
RECORD = struct.Struct("<II")
ROOM_CHUNK = 256 * 1024
"""How much the file is written ahead (zeros) at a time; module level so tests can shrink it."""
LOG_LIMIT = 4 * 1024 * 1024
"""Past this the journal moves every entry into SQLite and the log starts a new generation."""
MAX_RECORD = 64 * 1024 * 1024


def _crc(generation: int, payload: bytes) -> int:
    return zlib.crc32(payload, zlib.crc32(struct.pack("<QI", generation, len(payload))))


class EntryLog:
    """The log file at ``path``. ``owner``: this object holds the lock and may write.

    Raises ``OSError`` when the file cannot be opened or written."""

    def __init__(self, path: Path) -> None:
        self.path = path
        flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0)
        self._fd = os.open(path, flags, 0o600)
        try:
            fcntl.flock(self._fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            self.owner = True
        except BlockingIOError:
            self.owner = False
        except OSError:
            os.close(self._fd)
            raise
        self.generation = 0
        self._end = HEADER.size  # where the next record goes
        self._room = 0  # the file is written (zeros or old records) up to here

    def close(self) -> None:
        if self._fd >= 0:
            os.close(self._fd)  # the lock goes with it
            self._fd = -1

    # --- reading ------------------------------------------------------------------------------
    def read(self) -> list[bytes]:
        """The payloads of the current generation, oldest first; a torn or foreign tail is left out."""
        size = os.fstat(self._fd).st_size
        data = os.pread(self._fd, size, 0) if size else b""
        payloads, end = self._scan(data)
        if self.owner:
            self._end = end
            self._room = max(self._room, size)
        return payloads

    def _scan(self, data: bytes) -> tuple[list[bytes], int]:
        if len(data) < HEADER.size:
            self.generation = 0
            return [], HEADER.size
        magic, generation = HEADER.unpack_from(data, 0)
        if magic != MAGIC:
            raise OSError(f"{self.path} is not a journal log")
        self.generation = generation
        payloads: list[bytes] = []
        at = HEADER.size
        while at + RECORD.size <= len(data):
            length, crc = RECORD.unpack_from(data, at)
            start, stop = at + RECORD.size, at + RECORD.size + length
            if length == 0 or length > MAX_RECORD or stop > len(data):
                break
            payload = data[start:stop]
            if _crc(generation, payload) != crc:
                break
            payloads.append(payload)
            at = stop
        return payloads, at

    # --- writing (the owner only) ---------------------------------------------------------------
    def restart(self) -> None:
        """A new generation: what the log held is elsewhere now (the caller made sure, durably)."""
        assert self.owner
        self.generation += 1
        self._pwrite(HEADER.pack(MAGIC, self.generation), 0)
        self._room = max(self._room, os.fstat(self._fd).st_size)
        self._end = HEADER.size
        # the header durable before any record of the new generation: an old record after it could
        # otherwise be read (with the old header) once the new ones overwrote its head
        os.fdatasync(self._fd)
        self.make_room()

    def full(self, size: int) -> bool:
        """Whether a payload of ``size`` bytes would take the log past :data:`LOG_LIMIT`."""
        return self._end + RECORD.size + size > LOG_LIMIT and self._end > HEADER.size

    def append(self, payload: bytes) -> None:
        """Write one record and ``fdatasync`` it: on return it is on disk. On a failure nothing of
        it counts (the next record goes to the same place) and ``OSError`` is raised."""
        assert self.owner
        record = RECORD.pack(len(payload), _crc(self.generation, payload)) + payload
        if self._end + len(record) > self._room:
            self.make_room(len(record))
        try:
            self._pwrite(record, self._end)
            os.fdatasync(self._fd)
        except OSError:
            with contextlib.suppress(OSError):  # a record that may have reached the disk anyway is unmade
                self._pwrite(bytes(RECORD.size), self._end)
            raise
        self._end += len(record)

    def make_room(self, need: int = 0) -> None:
        """Write zeros ahead of the last record, so that the next records only overwrite: at least
        ``need`` bytes (else ``OSError``), and a whole :data:`ROOM_CHUNK` where the disk has it."""
        assert self.owner
        want = self._end + max(need, ROOM_CHUNK // 2)
        if self._room >= want:
            return
        start = self._room
        target = max(want, self._end + ROOM_CHUNK) if need == 0 else self._end + max(need, ROOM_CHUNK)
        try:
            self._pwrite(bytes(target - start), start)
        except OSError:
            if need == 0:
                return  # the next record makes room for itself, or is refused
            # as much as the disk still takes (a full disk), then whether the record fits
            at = start
            for size in (65536, 4096, 512, 64):
                while at + size <= target:
                    try:
                        self._pwrite(bytes(size), at)
                    except OSError:
                        break
                    at += size
            self._room = max(self._room, at)
            if self._room < self._end + need:
                raise
        else:
            self._room = target
        os.fdatasync(self._fd)

    def _pwrite(self, data: bytes, offset: int) -> None:
        view = memoryview(data)
        while view:
            written = os.pwrite(self._fd, view, offset)
            view, offset = view[written:], offset + written
