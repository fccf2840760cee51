"""``python -m net`` on every system: its moderator's lines are UTF-8 both ways whatever the
locale's encoding (Windows' pipes default to a code page without Cyrillic letters), it serves on
after its standard input ends, and a stop signal (SIGTERM, Ctrl+Break on Windows) closes it
cleanly (PLT-03: the journal closed, nothing lost).

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
    env = {**os.environ, "PYTHONIOENCODING": "cp1252"}  # what Windows' pipes would be in a Western locale
    proc = subprocess.Popen([sys.executable, "-m", "net", "--data-dir", str(tmp_path), "--port", "0",
                             "--code", "24680"], cwd=ROOT, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
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
        proc.stdin.close()  # the moderator's input ends: the table serves on
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
