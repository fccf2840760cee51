"""The journal's entry log (PLT-03): an entry is on disk in the log when its request is accepted,
a crash at any moment loses no entry that was written whole, a record torn by the crash is left
out (and the log goes on after the last whole one), and the SQLite file catches up at the next
start. Real files: the journal's own, copied as a crash leaves them, and cut or spoilt by hand."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from net import _entry_log as entry_log
from net.journal import Entry, Journal, TableRecord, log_path
from net.table import Changes, Table
from rules.core import MODERATOR, Actor, Request
from tests.net.tally_game import TallyGame

ROOT = Path(__file__).resolve().parents[2]
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


@pytest.fixture()
def journal(tmp_path: Path):
    j = Journal(tmp_path / "live" / "journal.sqlite3")
    j.create_table(TABLE)
    yield j
    j.close()


def test_an_entry_is_in_the_log_on_disk_when_append_returns_and_in_sqlite_after_a_crash(journal, tmp_path):  # PLT-03
    for seq in range(1, 6):
        journal.append(TABLE.id, entry(seq))
    assert sqlite_seqs(journal.path) == []  # not copied yet: the log alone holds them
    copy = crash_copy(journal.path, tmp_path / "crash")
    reopened = Journal(copy)
    try:
        assert reopened.entries(TABLE.id) == [entry(s) for s in range(1, 6)]
        assert sqlite_seqs(copy) == [1, 2, 3, 4, 5]  # the start copied them into the file, durably
    finally:
        reopened.close()


def test_a_torn_last_record_is_left_out_wherever_the_crash_cut_it(journal, tmp_path):  # PLT-03
    """The last record cut at every byte (a power cut mid-write): the entries before it come back,
    the torn one does not (its request was never acknowledged), and the journal goes on from there."""
    for seq in range(1, 4):
        journal.append(TABLE.id, entry(seq))
    size_before = log_path(journal.path).stat().st_size
    data_before = log_path(journal.path).read_bytes()
    journal.append(TABLE.id, entry(4))
    data = log_path(journal.path).read_bytes()
    assert len(data) == size_before  # written ahead: the record only overwrote zeros
    start = next(i for i in range(len(data)) if data[i] != data_before[i])
    stop = len(data.rstrip(b"\0"))
    assert stop - start > 100
    cuts = sorted({*range(start, start + 12), *range(start + 12, stop, 37), stop - 1})
    for index, cut in enumerate(cuts):
        copy = crash_copy(journal.path, tmp_path / f"cut{index}")
        log = log_path(copy)
        torn = bytearray(log.read_bytes())
        torn[cut:stop] = bytes(stop - cut)  # the record's bytes from ``cut`` on never reached the disk
        log.write_bytes(bytes(torn))
        reopened = Journal(copy)
        try:
            assert reopened.entries(TABLE.id) == [entry(s) for s in range(1, 4)], cut
            reopened.append(TABLE.id, entry(4))  # the refused-by-the-crash seq is taken again
            reopened.append(TABLE.id, entry(5))
        finally:
            reopened.close()
        again = Journal(copy)
        try:
            assert again.entries(TABLE.id) == [entry(s) for s in range(1, 6)], cut
        finally:
            again.close()


def test_a_spoilt_record_ends_the_log_and_nothing_after_it_is_read(journal, tmp_path):  # PLT-03
    for seq in range(1, 6):
        journal.append(TABLE.id, entry(seq))
    copy = crash_copy(journal.path, tmp_path / "spoilt")
    log = log_path(copy)
    data = bytearray(log.read_bytes())
    third = data.find(b'"seq":3')
    data[third + 6] ^= 0x01  # one bit of the third record flipped: its CRC no longer matches
    log.write_bytes(bytes(data))
    reopened = Journal(copy)
    try:
        assert reopened.entries(TABLE.id) == [entry(1), entry(2)]
    finally:
        reopened.close()


def test_the_log_starts_over_when_full_and_records_of_the_last_generation_are_never_read(tmp_path, monkeypatch):  # PLT-03
    monkeypatch.setattr(entry_log, "LOG_LIMIT", 4096)
    monkeypatch.setattr(entry_log, "ROOM_CHUNK", 2048)
    path = tmp_path / "journal.sqlite3"
    j = Journal(path)
    j.create_table(TABLE)
    generations = set()
    for seq in range(1, 101):
        j.append(TABLE.id, entry(seq))
        generations.add(j._log.generation)
        if seq in (40, 77):  # a crash: the files as they are now come back exactly
            copy = crash_copy(path, tmp_path / f"crash{seq}")
            reopened = Journal(copy)
            assert reopened.entries(TABLE.id) == [entry(s) for s in range(1, seq + 1)]
            reopened.close()
    assert len(generations) >= 4 and log_path(path).stat().st_size <= 4096 + 2048
    assert sqlite_seqs(path)[-1] >= 100 - 25  # each start-over copied the entries into the SQLite file first
    j.close()
    assert sqlite_seqs(path) == list(range(1, 101))


def test_a_second_reader_of_a_live_journal_sees_what_only_the_log_holds(journal):  # PLT-03
    journal.append(TABLE.id, entry(1))
    journal.append(TABLE.id, entry(2))
    reader = Journal(journal.path)
    try:
        assert not reader._log.owner and reader.entries(TABLE.id) == [entry(1), entry(2)]
    finally:
        reader.close()
    journal.append(TABLE.id, entry(3))  # the writer goes on writing its log
    journal.tidy()
    assert sqlite_seqs(journal.path) == [1, 2, 3]
    assert journal.entries(TABLE.id) == [entry(1), entry(2), entry(3)]


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
        from tests.net.test_entry_log import TABLE, entry
        from net.journal import Journal
        j = Journal({str(path)!r})
        j.create_table(TABLE)
        for seq in range(1, 301):
            j.append(TABLE.id, entry(seq))
            if seq == 150:
                j.tidy()  # half of them copied into the SQLite file (without a sync of its own)
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
