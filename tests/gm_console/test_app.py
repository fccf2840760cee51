"""The console as a program: it starts, serves, shuts down cleanly and restores its table
(PLT-03, PLT-06, PLT-07), and the command line is as documented."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gm_console.__main__ import parse_args
from gm_console.app import join_url
from gm_console.folders import default_data_dir
from tests.portable.processes import OWN_GROUP, ask_to_stop

ROOT = Path(__file__).resolve().parents[2]


def test_command_line_defaults_and_choices() -> None:  # PLT-15, PLT-13
    """The command line: data dir, port, language (PLT-15), board screen (PLT-13)."""
    args = parse_args([])
    assert (args.data_dir, args.port, args.lang, args.board_screen, args.no_board) == (
        default_data_dir(), None, None, None, False)  # the port: console.ini's, else 8765
    args = parse_args(["--data-dir", "/x", "--port", "0", "--lang", "pl", "--board-screen", "1"])
    assert (args.data_dir, args.port, args.lang, args.board_screen) == (Path("/x"), 0, "pl", 1)
    with pytest.raises(SystemExit):
        parse_args(["--lang", "de"])
    with pytest.raises(SystemExit):
        parse_args(["--board-screen", "1", "--no-board"])


def test_join_url_is_what_the_qr_code_encodes() -> None:  # PLT-08
    """PLT-08: the QR code encodes the LAN address and the table code."""
    assert join_url("192.168.1.20", 8765, "48213") == "http://192.168.1.20:8765/join?code=48213"


def _run_until_ready(data_dir: Path, log: Path) -> subprocess.Popen[bytes]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "gm_console", "--data-dir", str(data_dir), "--port", "0", "--no-board",
             "--lang", "uk", "--announce", "loopback"],  # tests announce nothing on the real network
            cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT, creationflags=OWN_GROUP,
        )
    deadline = time.monotonic() + 60
    while "console ready" not in log.read_text(errors="replace"):
        assert proc.poll() is None, log.read_text(errors="replace")
        assert time.monotonic() < deadline, log.read_text(errors="replace")
        time.sleep(0.1)
    return proc


def _stop(proc: subprocess.Popen[bytes], log: Path) -> str:
    ask_to_stop(proc)  # SIGTERM; Ctrl+Break on Windows
    assert proc.wait(timeout=30) == 0, log.read_text(errors="replace")
    return log.read_text(errors="replace")


@pytest.mark.slow
def test_console_starts_serves_and_restores_its_table_after_a_restart(tmp_path: Path) -> None:  # PLT-03, PLT-06
    """Built in order, serving on a free port (PLT-06), shut down on SIGTERM; the next start restores the table from the journal (PLT-03)."""
    first = _stop(_run_until_ready(tmp_path / "data", tmp_path / "first.log"), tmp_path / "first.log")
    order = [m.group(1) for m in re.finditer(r"built (\w[\w ]*?)(?: \(|$| \d)", first, re.M)]
    assert order[:10] == ["QApplication", "language", "event loop", "data folder", "journal", "table",
                          "records", "sound", "recorder", "table model"]  # the folder's lock before its journal
    assert "main window" in order and "board window" in order and "server" in order
    assert "advertiser" in order  # PLT-07: announced (here on loopback only)
    code = re.search(r"built table (\d{5})", first).group(1)
    assert re.search(rf"built server \(http://[\d.]+:\d+/join\?code={code}\)", first)
    assert "console closed" in first
    assert (tmp_path / "data" / "journal.sqlite3").is_file()

    second = _stop(_run_until_ready(tmp_path / "data", tmp_path / "second.log"), tmp_path / "second.log")
    assert f"restoring table {code} (spy) from the journal" in second
    assert f"built table {code}" in second


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="Windows and macOS always have their screen")
def test_without_a_screen_it_says_so_instead_of_crashing(tmp_path: Path) -> None:
    """Started where there is no display, the console explains what to do and exits cleanly."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    done = subprocess.run([sys.executable, "-m", "gm_console", "--data-dir", str(tmp_path)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "no screen found" in done.stderr
