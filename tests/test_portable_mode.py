"""The no-POSIX mode (``GM_NO_POSIX=1``, tests/portable/no_posix.py) is really on where it is asked
for: a Python the tests start under it has no fcntl, no ``os.fdatasync``, no ``add_reader`` on
standard input, as on Windows; and the table's portable parts (net/portable.py: the moderator's
lines read by a thread, the stop signals through ``signal.signal``) work under it (PLT-03: a table
stopped by the system closes its journal cleanly on every system).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from tests.portable import no_posix

ROOT = Path(__file__).resolve().parents[1]
PORTABLE = ROOT / "tests" / "portable"

PROBE = textwrap.dedent("""
    import asyncio, json, os, shutil, signal, sys, warnings
    found = {}
    for name in ("fcntl", "termios", "resource", "pwd", "grp"):
        try:
            __import__(name)
            found[name] = True
        except ImportError:
            found[name] = False
    for name in ("pwrite", "pread", "fdatasync", "statvfs", "ST_RDONLY", "fork", "getuid"):
        found["os." + name] = hasattr(os, name)
    found["signal.SIGKILL"] = hasattr(signal, "SIGKILL")
    found["disk_usage"] = shutil.disk_usage(".").total > 0
    loop = asyncio.new_event_loop()
    for call in ("add_reader", "add_signal_handler"):
        try:
            if call == "add_reader":
                loop.add_reader(sys.stdin.fileno(), lambda: None)
            else:
                loop.add_signal_handler(signal.SIGTERM, lambda: None)
            found["loop." + call] = True
        except NotImplementedError:
            found["loop." + call] = False
    a, b = __import__("socket").socketpair()
    loop.add_reader(a.fileno(), lambda: None)  # sockets: as Windows' selector loop
    found["loop.add_reader(socket)"] = True
    found["warn_default_encoding"] = bool(sys.flags.warn_default_encoding)
    print(json.dumps(found))
""")


def _env(mode: bool) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("GM_NO_POSIX", "PYTHONWARNDEFAULTENCODING")}
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(PORTABLE), env.get("PYTHONPATH")) if p)
    env["PYTHONIOENCODING"] = "utf-8"  # the scripts print Cyrillic letters, on Windows too
    if mode:
        env.update(GM_NO_POSIX="1", PYTHONWARNDEFAULTENCODING="1")
    return env


def _probe(mode: bool) -> dict[str, Any]:
    done = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=_env(mode), stdin=subprocess.PIPE,
                          capture_output=True, text=True, encoding="utf-8", timeout=60, check=True)
    return dict(json.loads(done.stdout))


@pytest.mark.skipif(sys.platform == "win32", reason="Windows is the real thing")
def test_a_subprocess_under_the_mode_has_what_windows_has_and_no_more() -> None:
    found = _probe(True)
    assert found == {
        "fcntl": False, "termios": False, "resource": False, "pwd": False, "grp": False,
        "os.pwrite": False, "os.pread": False, "os.fdatasync": False, "os.statvfs": False,
        "os.ST_RDONLY": False, "os.fork": False, "os.getuid": False, "signal.SIGKILL": False,
        "disk_usage": True, "loop.add_reader": False, "loop.add_signal_handler": False,
        "loop.add_reader(socket)": True, "warn_default_encoding": True,
    }


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="the probe's POSIX side is Linux's")
def test_without_the_mode_the_same_probe_finds_the_posix_calls() -> None:
    """The probe can tell: outside the mode, this Linux has every one of them."""
    found = _probe(False)
    assert all(found[k] for k in found if k != "warn_default_encoding"), found


def test_the_pytest_process_is_in_the_mode_when_asked() -> None:
    """Under ``GM_NO_POSIX=1`` the tests' own process (the console's in-process tests) is in it too,
    and passes it on to its subprocesses."""
    if not no_posix.wanted():
        assert not no_posix.applied()
        return
    assert no_posix.applied()
    with pytest.raises(ImportError):
        import fcntl  # noqa: F401
    assert not hasattr(os, "fdatasync") and not hasattr(os, "getuid")
    assert str(PORTABLE) in os.environ["PYTHONPATH"].split(os.pathsep)
    assert _probe(True)["fcntl"] is False


def test_a_text_file_without_an_encoding_is_an_error_for_the_product(tmp_path: Path) -> None:
    """Windows' default text encoding is the locale's code page: in the mode a module of the
    product that opens a text file without ``encoding=`` fails (a test's own helpers do not)."""
    script = textwrap.dedent(f"""
        import sys
        sys.modules["net.somewhere"] = mod = type(sys)("net.somewhere")
        code = compile("open({str(tmp_path / 'x.txt')!r}, 'w').close()", "net/somewhere.py", "exec")
        try:
            exec(code, {{"__name__": "net.somewhere"}})
            print("opened")
        except EncodingWarning:
            print("refused")
    """)
    done = subprocess.run([sys.executable, "-c", script], env=_env(True), capture_output=True, text=True,
                          encoding="utf-8", timeout=60, check=True)
    assert done.stdout.strip() == "refused", done.stderr


LINES = textwrap.dedent("""
    import asyncio, sys
    from net.portable import on_stop_signals, read_lines

    async def main() -> None:
        loop = asyncio.get_running_loop()
        stop = asyncio.Event()
        on_stop_signals(loop, stop.set)
        read_lines(loop, lambda line: print("line", repr(line), flush=True),
                   lambda: print("end", flush=True))
        print("ready", flush=True)
        await stop.wait()
        print("stopped", flush=True)

    asyncio.run(main())
""")


@pytest.mark.parametrize("mode", [True, False], ids=["no-posix", "posix"])
def test_the_moderators_lines_and_the_stop_signal_work_with_and_without_posix(mode: bool) -> None:  # PLT-03
    """The lines arrive in order, whole, in UTF-8, also when sent in one write or split across
    writes; at the input's end the table goes on; SIGTERM stops it cleanly (through
    ``signal.signal`` in the mode, ``add_signal_handler`` outside it)."""
    proc = subprocess.Popen([sys.executable, "-c", LINES], cwd=ROOT, env=_env(mode), stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdin and proc.stdout and proc.stderr
    try:
        assert proc.stdout.readline() == b"ready\n"
        proc.stdin.write('{"a": 1}\n{"name": "Олена"}\r\n'.encode())
        proc.stdin.flush()
        proc.stdin.write(b'{"half')
        proc.stdin.flush()
        assert proc.stdout.readline() == b"line '{\"a\": 1}'\n"
        assert proc.stdout.readline() == "line '{\"name\": \"Олена\"}'\n".encode()
        proc.stdin.write(b'": 2}\nlast without an end')
        proc.stdin.close()
        assert proc.stdout.readline() == b"line '{\"half\": 2}'\n"
        assert proc.stdout.readline() == b"line 'last without an end'\n"
        assert proc.stdout.readline() == b"end\n"
        assert proc.poll() is None  # the input has ended; the table serves on
        proc.send_signal(signal.SIGTERM)
        assert proc.stdout.readline() == b"stopped\n"
        assert proc.wait(10) == 0, proc.stderr.read().decode()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
        proc.stdout.close()
        proc.stderr.close()
