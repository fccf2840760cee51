"""The entry log an earlier version of the journal kept beside its SQLite file, read once (PLT-03).

The versions of 2026-12-01 to 2026-12-04 wrote each ordinary entry first to ``journal.sqlite3-log``
and copied it into the SQLite file later; a crash (or a disk that refused the last copy at a close)
could leave entries that only the log holds, and even a clean close left the log beside the file.
The journal now writes SQLite alone: when it opens a file with such a log beside it, it takes the
log's entries in (:meth:`net.journal.Journal._take_in_leftover_log`) and deletes the log. This
module only reads it, with plain file reads, on every system.

The log's format:

    header   8 bytes  b"GMJLOG1\\n"
             8 bytes  generation (little-endian)
    record   4 bytes  length of the payload
             4 bytes  CRC-32 of the generation, the length and the payload
             payload  the entry as JSON (UTF-8)

Records follow each other from the header on; the first one that is not whole and correct (zeros
where nothing was written yet, a record torn by a power cut, a record of an earlier generation)
ends the log: its request was never acknowledged.
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

MAGIC = b"GMJLOG1\n"
HEADER = struct.Struct("<8sQ")
RECORD = struct.Struct("<II")
MAX_RECORD = 64 * 1024 * 1024


def leftover_log_path(journal: Path) -> Path:
    """Where an earlier version kept the entry log of the journal file ``journal``."""
    return journal.with_name(journal.name + "-log")


def record_crc(generation: int, payload: bytes) -> int:
    """The CRC-32 a record of ``generation`` carries for ``payload``."""
    return zlib.crc32(payload, zlib.crc32(struct.pack("<QI", generation, len(payload))))


def read_leftover_log(path: Path) -> list[bytes] | None:
    """The payloads of the log at ``path`` (its current generation), oldest first, a torn or
    foreign tail left out; None when the file is not such a log. Raises ``OSError`` when it cannot
    be read."""
    with path.open("rb") as file:
        data = file.read()
    if len(data) < HEADER.size:
        return [] if not data.strip(b"\0") else None  # made, never written: no entries
    magic, generation = HEADER.unpack_from(data, 0)
    if magic != MAGIC:
        return None
    payloads: list[bytes] = []
    at = HEADER.size
    while at + RECORD.size <= len(data):
        length, crc = RECORD.unpack_from(data, at)
        start, stop = at + RECORD.size, at + RECORD.size + length
        if length == 0 or length > MAX_RECORD or stop > len(data):
            break
        payload = data[start:stop]
        if record_crc(generation, payload) != crc:
            break
        payloads.append(payload)
        at = stop
    return payloads
