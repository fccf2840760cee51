"""The no-POSIX mode (``GM_NO_POSIX=1``, tests/portable/no_posix.py) is really on where it is asked
for: a Python the tests start under it has no fcntl, no ``os.fdatasync``, no ``add_reader`` on
standard input, as on Windows; and the table's portable parts (net/portable.py: the moderator's
lines read by a thread, the stop signals through ``signal.signal``) work under it (PLT-03: a table
stopped by the system closes its journal cleanly on every system).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from tests.portable import no_posix
from tests.portable.processes import OWN_GROUP, ask_to_stop

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
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, creationflags=OWN_GROUP)
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
        ask_to_stop(proc)  # SIGTERM; Ctrl+Break on Windows
        assert proc.stdout.readline() == b"stopped\n"
        assert proc.wait(10) == 0, proc.stderr.read().decode()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
        proc.stdout.close()
        proc.stderr.close()


PRODUCT_FOLDERS = ("net", "gm_console", "rules", "tools", "bench")
POSIX_OS = frozenset(no_posix.OS_NAMES) | {"uname", "getloadavg"}
ALLOWED = {
    ("bench/anchor_pairs.py", "os.mkfifo"): "a benchmark's FIFOs: it says where the system has none",
    ("bench/console_bench.py", "os.sched_getaffinity"): "a benchmark's --pin: nothing is pinned where it is missing",
    ("bench/console_bench.py", "os.sched_setaffinity"): "a benchmark's --pin: nothing is pinned where it is missing",
    ("net/portable.py", "loop.add_signal_handler"): "with signal.signal where the loop has none",
    ("net/_waiting.py", "import resource"): "guarded: the open-files limit is raised where the system has one",
}
"""POSIX-only uses that are fine where they are, and why."""


def _journal_before_its_rewrite() -> set[str]:
    """The journal's files, left to their rewrite while the old entry log (fcntl, pwrite,
    fdatasync) is still there; checked like the rest once it is gone."""
    return {"net/journal.py", "net/_entry_log.py"} if (ROOT / "net" / "_entry_log.py").exists() else set()


def _posix_only_uses(path: Path, name: str) -> list[str]:
    """``name:line what`` for each POSIX-only use in the Python file at ``path``."""
    import ast

    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found: list[str] = []
    for node in ast.walk(tree):
        where = f"{name}:{getattr(node, 'lineno', 0)}"
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            found += [f"{where} import {n}" for n in names if n.split(".")[0] in no_posix.MODULES]
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            owner, attr = node.value.id, node.attr
            if owner == "os" and attr in POSIX_OS:
                found.append(f"{where} os.{attr}")
            elif (owner == "signal" and attr.startswith("SIG") and not attr.startswith("SIG_")
                  and attr not in no_posix.WINDOWS_SIGNALS):
                found.append(f"{where} signal.{attr}")
        elif isinstance(node, ast.Call):
            func = node.func
            keywords = {k.arg for k in node.keywords}
            if isinstance(func, ast.Attribute) and func.attr in ("add_reader", "add_signal_handler"):
                found.append(f"{where} loop.{func.attr}")
            text_mode = "encoding" not in keywords
            if isinstance(func, ast.Name) and func.id == "open" and text_mode:
                mode = node.args[1] if len(node.args) > 1 else next(
                    (k.value for k in node.keywords if k.arg == "mode"), None)
                if not (isinstance(mode, ast.Constant) and "b" in str(mode.value)):
                    found.append(f"{where} open() of a text file without encoding=")
            if isinstance(func, ast.Attribute) and func.attr in ("read_text", "write_text") and text_mode:
                found.append(f"{where} {func.attr}() without encoding=")
            if "text" in keywords and text_mode and isinstance(func, ast.Attribute) and func.attr in (
                    "run", "Popen", "check_output"):
                found.append(f"{where} subprocess text without encoding=")
    return sorted(found, key=lambda use: int(use.split(":")[1].split(" ")[0]))


def test_the_product_has_no_posix_only_call_on_the_way() -> None:
    """What the mode cannot take away at run time (``os.uname``: libraries need it here; a path the
    tests do not walk), read in the product's source: no fcntl, pwd, resource..., no
    ``os.pwrite``/``fdatasync``/``statvfs``/``getuid``/``getloadavg``, no POSIX-only signal, no
    ``add_reader``/``add_signal_handler`` but net/portable.py's (with its fallback), no text file
    or pipe without an encoding."""
    skipped = _journal_before_its_rewrite()
    found = []
    for folder in PRODUCT_FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            name = path.relative_to(ROOT).as_posix()
            if name in skipped:
                continue
            for use in _posix_only_uses(path, name):
                file, _, rest = use.partition(":")
                if (file, rest.split(" ", 1)[1]) not in ALLOWED:
                    found.append(use)
    assert not found, "\n".join(found)


def test_the_source_check_finds_what_it_looks_for(tmp_path: Path) -> None:
    """The check above can fail: a file with each kind of use is caught."""
    path = tmp_path / "sample.py"
    path.write_text((ROOT / "tests" / "portable" / "posix_sample.txt").read_text(encoding="utf-8"), encoding="utf-8")
    found = [use.split(" ", 1)[1] for use in _posix_only_uses(path, "sample.py")]
    assert found == ["import fcntl", "os.fdatasync", "os.getuid", "signal.SIGKILL", "loop.add_reader",
                     "open() of a text file without encoding=", "read_text() without encoding=",
                     "subprocess text without encoding="], found
