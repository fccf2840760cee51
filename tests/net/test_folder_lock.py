"""One process serves a data folder (PLT-03): a second ``python -m net`` on a folder another one
serves refuses to start, naming the holder (its process id, its program, since when), and changes
nothing; once the holder is killed with kill -9 a new one starts at once; the folder's readers
(the journal opened by the evening's review or the export) read it while it is held. Real
processes on real folders."""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
from pathlib import Path
from typing import IO, Any

import pytest

from net.folder_lock import HOLDER_FILE, FolderInUse, FolderLock, read_holder
from net.journal import Journal
from tests.net.disks import fill, small_disk

ROOT = Path(__file__).resolve().parents[2]
STARTED_WITHIN_S = 60.0


class Served:
    """A real ``python -m net`` on ``data_dir``."""

    def __init__(self, data_dir: Path) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "net", "--data-dir", str(data_dir), "--port", "0", "--code", "24680"],
            cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"})
        assert self.proc.stdout is not None
        self._lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, args=(self.proc.stdout,), daemon=True).start()
        self.first = self.line()

    def _read(self, pipe: IO[str]) -> None:
        for line in pipe:
            self._lines.put(line)
        self._lines.put("")

    def line(self) -> dict[str, Any]:
        """The next line it prints, waited for with a deadline."""
        try:
            line = self._lines.get(timeout=STARTED_WITHIN_S)
        except queue.Empty:
            raise AssertionError("python -m net printed nothing") from None
        assert line, f"python -m net ended: {self.proc.wait(10)}, {self.proc.stderr.read() if self.proc.stderr else ''}"
        return dict(json.loads(line))

    def moderator(self, type_: str, **args: Any) -> dict[str, Any]:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps({"type": type_, "args": args}) + "\n")
        self.proc.stdin.flush()
        return self.line()

    def kill_9(self) -> None:
        self.proc.kill()  # SIGKILL: nothing closed, nothing released by the process itself
        self.proc.wait(10)
        self._close()

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(10)
        self._close()

    def _close(self) -> None:
        for pipe in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            if pipe:
                pipe.close()


def second_start(data_dir: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "net", "--data-dir", str(data_dir), "--port", "0"],
        cwd=ROOT, capture_output=True, text=True, timeout=STARTED_WITHIN_S, stdin=subprocess.DEVNULL)


def test_a_second_python_m_net_on_a_served_folder_refuses_naming_the_holder(tmp_path: Path) -> None:  # PLT-03
    data = tmp_path / "data"
    first = Served(data)
    try:
        assert first.moderator("set_options", minutes=8)["ok"]
        second = second_start(data)
        assert second.returncode == 2, second.stderr
        lines = second.stderr.strip().splitlines()
        assert len(lines) == 1 and "Traceback" not in second.stderr, second.stderr
        assert lines[0].startswith("python -m net: cannot start: ")
        assert f"process {first.proc.pid} (python -m net), since 20" in lines[0], lines[0]
        assert str(data) in lines[0] and second.stdout == ""
        # the first goes on serving, and its acknowledged request is the journal's
        assert first.moderator("set_options", minutes=5)["ok"]
        reader = Journal(data / "journal.sqlite3")  # the review's or the export's reading: no lock needed
        try:
            requests = [e.request["args"] for e in reader.entries(first.first["table"])]
        finally:
            reader.close()
        assert requests[-2:] == [{"minutes": 8}, {"minutes": 5}]
    finally:
        first.stop()


def test_after_a_kill_9_of_the_holder_the_next_start_gets_the_folder_at_once(tmp_path: Path) -> None:  # PLT-03
    data = tmp_path / "data"
    first = Served(data)
    assert first.moderator("set_options", minutes=8)["ok"]
    first.kill_9()
    assert read_holder(data) is not None and read_holder(data).pid == first.proc.pid  # its note stays behind
    again = Served(data)  # started at once: the system dropped the dead process's lock
    try:
        assert again.first["table"] == first.first["table"]  # the same table, restored
        holder = read_holder(data)
        assert holder is not None and (holder.pid, holder.program) == (again.proc.pid, "python -m net")
        assert second_start(data).returncode == 2  # and it holds the folder now
    finally:
        again.stop()
    assert not (data / HOLDER_FILE).exists()  # a clean stop releases the folder and its note
    FolderLock(data, "test").release()


def test_the_lock_is_held_within_one_process_too_and_released_on_release(tmp_path: Path) -> None:  # PLT-03
    held = FolderLock(tmp_path, "gm-console")
    with pytest.raises(FolderInUse) as busy:
        FolderLock(tmp_path, "gm-console")
    assert busy.value.holder == held.holder and busy.value.holder is not None
    assert busy.value.holder.pid == os.getpid()
    held.release()
    FolderLock(tmp_path, "gm-console").release()


def test_a_folder_served_before_is_taken_on_a_full_disk_its_holder_unnamed(tmp_path: Path) -> None:  # PLT-03
    """The lock writes nothing after the folder's first start: on a disk that filled up since,
    the folder is still taken (the table then answers ``storage_failed`` to what it cannot
    journal); the holder's note does not fit, so a second one is refused without a name."""
    with small_disk(tmp_path / "disk", 256) as disk:
        FolderLock(disk, "python -m net").release()
        filler = fill(disk)
        held = FolderLock(disk, "python -m net")
        try:
            assert read_holder(disk) is None
            with pytest.raises(FolderInUse) as busy:
                FolderLock(disk, "gm-console")
            assert busy.value.holder is None and "in use by another process" in str(busy.value)
        finally:
            held.release()
        filler.unlink()
