"""``python -m net`` on every system: its moderator's lines are UTF-8 both ways whatever the
locale's encoding (Windows' pipes default to a code page without Cyrillic letters), the end of the
pipe or terminal it was started with stops it cleanly (the null device's or a file's does not, nor
with ``--keep-serving``), and a stop signal (SIGTERM, Ctrl+Break on Windows) closes it cleanly
(PLT-03: the journal closed, nothing lost).

Run under ``GM_NO_POSIX=1`` too (tests/portable/no_posix.py): no ``add_reader`` on stdin, no
``add_signal_handler``, as Windows' event loops.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tests.portable.processes import OWN_GROUP, ask_to_stop

ROOT = Path(__file__).resolve().parents[2]


def _served(port: int) -> bytes:
    """The first line of the phone's page's answer, once the table answers at all (deadline 10 s)."""
    deadline = time.monotonic() + 10
    while True:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
                s.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
                return s.makefile("rb").readline()
        except OSError:
            assert time.monotonic() < deadline
            time.sleep(0.05)


def test_lines_in_utf8_whatever_the_locale_then_serving_on_after_the_end_then_a_clean_stop(tmp_path: Path) -> None:  # PLT-03
    """With ``--keep-serving`` the end of the pipe leaves the table serving; a stop signal stops it."""
    env = {**os.environ, "PYTHONIOENCODING": "cp1252"}  # what Windows' pipes would be in a Western locale
    proc = subprocess.Popen([sys.executable, "-m", "net", "--data-dir", str(tmp_path), "--port", "0",
                             "--code", "24680", "--keep-serving"], cwd=ROOT, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, creationflags=OWN_GROUP)
    assert proc.stdin and proc.stdout and proc.stderr

    def answer() -> dict[str, Any]:
        assert proc.stdout and proc.stderr
        line = proc.stdout.readline()
        assert line, proc.stderr.read().decode("utf-8", "replace")  # it stopped: say why
        return dict(json.loads(line.decode("utf-8")))

    try:
        port = answer()["port"]
        proc.stdin.write('{"type": "Олена"}\nnot json\n{"type": "view"}\n'.encode())
        proc.stdin.flush()
        assert answer() == {"error": "unknown_request", "reason": "unknown request 'Олена'"}
        assert answer()["error"] == "bad_json"
        view = answer()
        assert view["view"]["table"]["code"] == "24680" and view["version"] == 0
        proc.stdin.close()  # the moderator's input ends: with --keep-serving the table serves on
        assert _served(port).startswith(b"HTTP/1.1 200")
        assert proc.poll() is None
        ask_to_stop(proc)
        assert proc.wait(10) == 0
        assert proc.stderr.read() == b""
        assert proc.stdout.read() == b""
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
        proc.stdout.close()
        proc.stderr.close()


def _start(tmp_path: Path, stdin: Any, *more: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, "-m", "net", "--data-dir", str(tmp_path), "--port", "0",
                             "--code", "24680", *more], cwd=ROOT, stdin=stdin, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, creationflags=OWN_GROUP)


def _first_line(proc: subprocess.Popen[bytes]) -> dict[str, Any]:
    assert proc.stdout and proc.stderr
    line = proc.stdout.readline()
    assert line, proc.stderr.read().decode("utf-8", "replace")
    return dict(json.loads(line.decode("utf-8")))


def _finish(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        proc.kill()
        proc.wait(10)
    for pipe in (proc.stdin, proc.stdout, proc.stderr):
        if pipe:
            pipe.close()


def test_the_end_of_its_pipe_stops_the_table_cleanly(tmp_path: Path) -> None:  # PLT-03
    """The program that fed the moderator's lines closed the pipe (or died): the table stops as on
    a stop signal: exit 0, nothing on stderr, the journal closed (SQLite removes its WAL at the last
    close), the data folder free for the next start."""
    proc = _start(tmp_path, subprocess.PIPE)
    try:
        assert proc.stdin and proc.stdout and proc.stderr
        port = _first_line(proc)["port"]
        proc.stdin.write(b'{"type": "view"}\n')
        proc.stdin.flush()
        assert _first_line(proc)["version"] == 0
        assert _served(port).startswith(b"HTTP/1.1 200")
        proc.stdin.close()
        assert proc.wait(10) == 0
        assert proc.stderr.read() == b"" and proc.stdout.read() == b""
        assert (tmp_path / "journal.sqlite3").is_file() and not (tmp_path / "journal.sqlite3-wal").exists()
    finally:
        _finish(proc)
    again = _start(tmp_path, subprocess.PIPE)  # the folder's lock went with it
    try:
        assert again.stdin
        assert _first_line(again)["code"] == "24680"
        again.stdin.close()
        assert again.wait(10) == 0
    finally:
        _finish(again)


def test_the_null_device_or_a_file_as_input_never_stops_the_table(tmp_path: Path) -> None:  # PLT-03
    """A service, ``nohup`` or a test starts the table with the null device as its input, and a
    script may give it a file of lines: both end at once, and the table serves on until stopped.
    The file's line is answered before its end is read, and the table still serves after it."""
    script = tmp_path / "lines.jsonl"
    script.write_bytes(b'{"type": "view"}\n')
    for n, source in enumerate((subprocess.DEVNULL, script)):
        data = tmp_path / f"data{n}"
        with open(script, "rb") if isinstance(source, Path) else open(os.devnull, "rb") as given:
            proc = _start(data, given)
        try:
            port = _first_line(proc)["port"]
            if isinstance(source, Path):
                assert _first_line(proc)["version"] == 0  # the line was read; its end comes next
            assert _served(port).startswith(b"HTTP/1.1 200")
            assert _served(port).startswith(b"HTTP/1.1 200")
            assert proc.poll() is None
            ask_to_stop(proc)
            assert proc.wait(10) == 0
        finally:
            _finish(proc)


def test_ctrl_d_on_its_terminal_stops_the_table(tmp_path: Path) -> None:  # PLT-03
    """The moderator types Ctrl+D on the terminal the table was started from (a real pseudo-terminal;
    where there is none, as on Windows, skipped)."""
    pty = pytest.importorskip("pty", reason="no pseudo-terminals here")
    main, side = pty.openpty()
    try:
        proc = _start(tmp_path, side)
    finally:
        os.close(side)
    try:
        port = _first_line(proc)["port"]
        assert _served(port).startswith(b"HTTP/1.1 200")
        os.write(main, b"\x04")  # Ctrl+D at the start of a line: the terminal's end of input
        assert proc.wait(10) == 0
    finally:
        _finish(proc)
        os.close(main)
