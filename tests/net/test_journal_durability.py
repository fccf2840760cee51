"""The journal's durability (PLT-03): an entry is in the SQLite file on disk when ``append``
returns, a process killed at any moment loses no entry it appended, the table tells its
subscribers of a request only once its entry is on disk, a second reader of a live journal sees
every entry, and a journal an earlier version left with an entry log beside it opens with nothing
lost. Real files: the journal's own, copied as a crash leaves them; the earlier version's files
as it left them at a crash (``tests/net/old_journal``), and logs in its format cut or spoilt by hand.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import struct
import subprocess
import sys
import textwrap
import zlib
from pathlib import Path

import pytest

from net.journal import UNDONE, Entry, Journal, TableRecord
from net.table import Changes, Table
from rules.core import MODERATOR, Actor, Request
from tests.net.tally_game import TallyGame

ROOT = Path(__file__).resolve().parents[2]
OLD_JOURNAL = Path(__file__).resolve().parent / "old_journal"
"""``journal.sqlite3`` with its WAL and its entry log as the version with the log (bde3382) left
them when its process died (``os._exit``, no close) after: table ``t1`` created, entries 1–5
appended, an undo (entry 6) marking entry 5 undone, entries 7–12 appended. Entries 7–12 were only
in the log; 1–5 were in both, 5 marked undone in the SQLite file only."""
TABLE = TableRecord("t1", "tally", "12345", 7, {}, 0, False, 0)


def entry(seq: int) -> Entry:
    return Entry(seq, 1000 + seq, "player:1", {"type": "score", "args": {"points": seq, "note": "ж" * (seq % 7)}},
                 [{"type": "scored", "seat": 1, "points": seq}])


def crash_copy(source: Path, target: Path) -> Path:
    """The journal's files as a crash at this moment leaves them (nothing closed), in ``target``."""
    target.mkdir()
    for file in source.parent.iterdir():
        if file.name.startswith(source.name):
            shutil.copyfile(file, target / file.name)
    return target / source.name


def sqlite_seqs(path: Path) -> list[int]:
    db = sqlite3.connect(path)
    try:
        return [r[0] for r in db.execute("SELECT seq FROM entries ORDER BY seq")]
    finally:
        db.close()


def old_log(entries: list[Entry], generation: int = 3) -> bytes:
    """An entry log in the earlier version's format: a header (magic, generation), then for each
    entry its length, the CRC-32 of the generation, the length and the JSON, and the JSON; then
    the zeros the file was written ahead with."""
    data = bytearray(b"GMJLOG1\n" + struct.pack("<Q", generation))
    for e in entries:
        payload = json.dumps({"table": TABLE.id, "seq": e.seq, "now_ms": e.now_ms, "actor": e.actor,
                              "request": e.request, "events": e.events, "status": e.status},
                             ensure_ascii=False, sort_keys=True).encode()
        crc = zlib.crc32(payload, zlib.crc32(struct.pack("<QI", generation, len(payload))))
        data += struct.pack("<II", len(payload), crc) + payload
    return bytes(data + bytes(4096))


@pytest.fixture()
def journal(tmp_path: Path):
    j = Journal(tmp_path / "live" / "journal.sqlite3")
    j.create_table(TABLE)
    yield j
    j.close()


def test_an_entry_is_in_the_sqlite_file_when_append_returns(journal, tmp_path):  # PLT-03
    for seq in range(1, 6):
        journal.append(TABLE.id, entry(seq))
        assert sqlite_seqs(journal.path) == list(range(1, seq + 1))  # another connection sees it committed
    assert [p.name for p in journal.path.parent.iterdir() if p.name.endswith("-log")] == []
    copy = crash_copy(journal.path, tmp_path / "crash")
    reopened = Journal(copy)
    try:
        assert reopened.entries(TABLE.id) == [entry(s) for s in range(1, 6)]
    finally:
        reopened.close()


def test_a_second_reader_of_a_live_journal_sees_every_entry_and_its_undo_marks(journal):  # PLT-03, PLT-04, PLT-18
    journal.append(TABLE.id, entry(1))
    journal.append(TABLE.id, entry(2))
    reader = Journal(journal.path)  # the evening's review or the export, beside the running table
    try:
        assert reader.entries(TABLE.id) == [entry(1), entry(2)]
        undone = Entry(2, 1002, "player:1", entry(2).request, entry(2).events, UNDONE)
        journal.undo(TABLE.id, Entry(3, 1003, "moderator", {"type": "undo", "args": {}}, []), [undone])
        assert [(e.seq, e.status) for e in reader.entries(TABLE.id)] == [(1, "ok"), (2, UNDONE), (3, "ok")]
    finally:
        reader.close()
    journal.append(TABLE.id, entry(4))  # the writer goes on
    assert sqlite_seqs(journal.path) == [1, 2, 3, 4]


def test_the_subscribers_hear_of_a_request_only_once_its_entry_is_on_disk(tmp_path):  # PLT-03
    path = tmp_path / "journal.sqlite3"
    journal = Journal(path)
    table = Table.create(TallyGame(), journal, seed=5, code="12345")
    table.join("Ola")
    table.join("Taras")
    seen: list[list[int]] = []

    def on_change(changes: Changes) -> None:
        if changes.kind == "request":
            other = Journal(path)  # what is on disk now, read as after a crash
            seen.append([e.seq for e in other.entries(table.id)])
            other.close()

    table.subscribe(on_change)
    table.submit(MODERATOR, Request("start"))
    table.submit(Actor.player(1), Request("score", {"points": 2}))
    assert seen == [[1, 2, 3], [1, 2, 3, 4]]
    table.close()
    journal.close()


def test_a_process_killed_mid_stream_loses_no_appended_entry(tmp_path):  # PLT-03
    """A process that appends entries and dies without closing anything (``os._exit``, as a kill
    leaves it): the next start has every entry ``append`` returned for."""
    path = tmp_path / "journal.sqlite3"
    script = textwrap.dedent(f"""
        import os, sys
        sys.path.insert(0, {str(ROOT)!r})
        from tests.net.test_journal_durability import TABLE, entry
        from net.journal import Journal
        j = Journal({str(path)!r})
        j.create_table(TABLE)
        for seq in range(1, 301):
            j.append(TABLE.id, entry(seq))
        print("appended", flush=True)
        os._exit(9)
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.stdout.strip() == "appended", done.stderr
    j = Journal(path)
    try:
        assert j.entries(TABLE.id) == [entry(s) for s in range(1, 301)]
    finally:
        j.close()
    assert sqlite_seqs(path) == list(range(1, 301))


def test_a_journal_the_earlier_version_left_with_its_log_opens_with_nothing_lost(tmp_path):  # PLT-03, PLT-04
    """The earlier version's files as its crash left them: the entries only its log held come
    back, the undo's mark in the SQLite file stays, and the log is gone once taken in."""
    folder = tmp_path / "data"
    shutil.copytree(OLD_JOURNAL, folder)
    path = folder / "journal.sqlite3"
    assert sqlite_seqs(path) == [1, 2, 3, 4, 5, 6]  # what the SQLite file held without the log
    j = Journal(path)
    try:
        got = j.entries(TABLE.id)
    finally:
        j.close()
    want = [entry(s) for s in range(1, 13) if s != 6]
    assert [e for e in got if e.seq != 6 and e.seq != 5] == [e for e in want if e.seq != 5]
    assert (got[4].seq, got[4].status) == (5, UNDONE) and got[5].request["type"] == "undo"
    assert not (folder / "journal.sqlite3-log").exists()
    assert sqlite_seqs(path) == list(range(1, 13))  # in the file itself, durably
    again = Journal(path)
    try:
        assert again.entries(TABLE.id) == got
    finally:
        again.close()


def test_a_leftover_log_cut_anywhere_in_its_last_record_gives_back_the_ones_before(journal, tmp_path):  # PLT-03
    """The earlier version's log with its last record cut at every byte (a power cut mid-write):
    the entries before it come back, the torn one does not (its request was never acknowledged),
    and the journal goes on from there."""
    journal.append(TABLE.id, entry(1))  # the SQLite file held entry 1; the log 1–4
    data = old_log([entry(s) for s in range(1, 5)])
    whole = old_log([entry(s) for s in range(1, 4)])
    start, stop = len(whole.rstrip(b"\0")), len(data.rstrip(b"\0"))
    assert stop - start > 100
    for cut in sorted({*range(start, start + 12), *range(start + 12, stop, 37), stop - 1}):
        copy = crash_copy(journal.path, tmp_path / f"cut{cut}")
        copy.with_name(copy.name + "-log").write_bytes(data[:cut] + bytes(len(data) - cut))
        reopened = Journal(copy)
        try:
            assert reopened.entries(TABLE.id) == [entry(s) for s in range(1, 4)], cut
            reopened.append(TABLE.id, entry(4))  # the seq the crash refused is taken again
        finally:
            reopened.close()
        assert sqlite_seqs(copy) == [1, 2, 3, 4], cut
        assert not copy.with_name(copy.name + "-log").exists(), cut


def test_a_spoilt_record_of_a_leftover_log_ends_it_and_a_log_of_another_kind_is_kept(journal, tmp_path):  # PLT-03
    log = journal.path.with_name(journal.path.name + "-log")
    data = bytearray(old_log([entry(s) for s in range(1, 6)]))
    third = data.find(b'"seq": 3')
    data[third + 7] ^= 0x01  # one bit of the third record flipped: its CRC no longer matches
    log.write_bytes(bytes(data))
    reopened = Journal(journal.path)
    try:
        assert reopened.entries(TABLE.id) == [entry(1), entry(2)]
        assert not log.exists()
    finally:
        reopened.close()
    log.write_bytes(b"not a journal's log at all\n")  # someone else's file by that name: left alone
    reopened = Journal(journal.path)
    try:
        assert reopened.entries(TABLE.id) == [entry(1), entry(2)]
        assert log.read_bytes() == b"not a journal's log at all\n"
    finally:
        reopened.close()


def test_thousands_of_commits_across_checkpoints_lose_nothing_at_a_crash(tmp_path):  # PLT-03
    """Thousands of commits (several checkpoints, each starting SQLite's write-ahead log over), then a
    crash at that moment: every entry comes back."""
    path = tmp_path / "live" / "journal.sqlite3"
    j = Journal(path)
    try:
        j.create_table(TABLE)
        for seq in range(1, 2001):
            j.append(TABLE.id, entry(seq))
        copy = crash_copy(path, tmp_path / "crash")
    finally:
        j.close()
    reopened = Journal(copy)
    try:
        assert reopened.entries(TABLE.id) == [entry(s) for s in range(1, 2001)]
    finally:
        reopened.close()
    assert sorted(p.name for p in path.parent.iterdir()) == ["journal.sqlite3"]  # nothing left beside it


def test_every_connection_flushes_to_the_disk_itself_on_every_system(journal):  # PLT-03
    """A commit waits for the disk (``synchronous=FULL``) and, where fsync() stops at the drive's
    cache (macOS), for the drive itself (``fullfsync``): the settings of the connection that writes."""
    db = journal._db
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    assert db.execute("PRAGMA fullfsync").fetchone()[0] == 1
    assert db.execute("PRAGMA checkpoint_fullfsync").fetchone()[0] == 1
