"""What differs between Windows, macOS and Linux for a table without a window, in one place.

- :func:`data_dir_default`: the folder the journal, the records and the recordings are kept in when
  no ``--data-dir`` is given: the same folder the console picks with Qt's ``QStandardPaths``
  (``AppDataLocation``), written with the standard library (``net/`` has no Qt).
- :func:`read_lines`: the moderator's lines on standard input, read by a thread and handed to the
  event loop: ``loop.add_reader`` on a pipe or a console does not exist in Windows' event loops.
- :func:`input_ends_the_table`: whether the end of standard input stops the table (a pipe or a
  console, not the null device), told apart the same way on each system.
- :func:`on_stop_signals`: SIGINT and SIGTERM (and Windows' SIGBREAK, Ctrl+Break) end the table
  cleanly, through ``loop.add_signal_handler`` where the loop has it, else ``signal.signal``.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import stat
import sys
import threading
from collections.abc import Callable, Mapping
from pathlib import Path

APPLICATION = "gm-console"
"""The folder's name under the system's folder for applications' data; the console gives Qt the
same name (``QCoreApplication.setApplicationName``), so both pick one folder."""

OLD_DATA_DIR = Path(".local") / "share" / APPLICATION
"""The folder every system used before, under the home folder: kept where a journal is in it, so a
club's tables and records do not vanish after an update (PLT-03, PLT-17)."""

KEPT_FILES = ("journal.sqlite3", "records.sqlite3")
"""Files that make a folder a club's data folder."""

READ_CHUNK = 65536
"""Bytes read from standard input at once."""


def applications_data(system: str = sys.platform, environ: Mapping[str, str] | None = None,
                      home: Path | None = None) -> Path:
    """The system's folder for applications' data, as Qt's ``QStandardPaths`` finds it:
    ``%APPDATA%`` on Windows, ``~/Library/Application Support`` on macOS, ``$XDG_DATA_HOME``
    (when it is an absolute path) else ``~/.local/share`` elsewhere."""
    env = os.environ if environ is None else environ
    home = Path.home() if home is None else home
    if system == "win32":
        appdata = env.get("APPDATA")
        return Path(appdata) if appdata else home / "AppData" / "Roaming"
    if system == "darwin":
        return home / "Library" / "Application Support"
    xdg = env.get("XDG_DATA_HOME")
    if xdg and os.path.isabs(xdg):
        return Path(xdg)
    return home / ".local" / "share"


def keeps_data(folder: Path) -> bool:
    """True where ``folder`` holds a journal or the records."""
    return any((folder / name).is_file() for name in KEPT_FILES)


def data_dir_default(system: str = sys.platform, environ: Mapping[str, str] | None = None,
                     home: Path | None = None) -> Path:
    """The data folder when none is given: ``~/.local/share/gm-console`` where an earlier version
    kept a journal there, else the system's folder for applications' data (:func:`applications_data`)
    with :data:`APPLICATION` in it. The console's default is the same folder on each system."""
    home = Path.home() if home is None else home
    old = home / OLD_DATA_DIR
    if keeps_data(old):
        return old
    return applications_data(system, environ, home) / APPLICATION


def read_lines(loop: asyncio.AbstractEventLoop, on_line: Callable[[str], None],
               on_end: Callable[[], None] | None = None, fd: int | None = None) -> threading.Thread | None:
    """Read the lines of standard input (or ``fd``) in a daemon thread and hand each, without its
    line end, to ``on_line`` in the loop's thread, in order; ``on_end`` once the input has ended.

    A thread, because Windows' event loops cannot watch a pipe or a console (``add_reader`` is a
    sockets-only call there, and ``connect_read_pipe`` takes no console): it works the same on
    every system. It reads standard input's raw file, below ``sys.stdin``'s buffer, so no lock is
    held at the interpreter's exit; on a Windows console that raw file gives the typed text in
    UTF-8, as a pipe carries the moderator's JSON lines. A line that is not UTF-8 arrives with
    replacement characters and is refused as bad JSON.
    Returns None where there is no standard input to read (a service started without one)."""
    if fd is None:
        raw = getattr(getattr(sys.stdin, "buffer", None), "raw", None)
        if raw is None:
            return None
        read: Callable[[int], bytes | None] = raw.read
    else:
        number = fd

        def read(size: int) -> bytes | None:
            return os.read(number, size)

    def hand(line: bytes) -> bool:
        try:
            loop.call_soon_threadsafe(on_line, line.decode("utf-8", "replace").rstrip("\r\n"))
        except RuntimeError:  # the loop has closed: the table has stopped
            return False
        return True

    def reading() -> None:
        pending = b""
        while True:
            try:
                chunk = read(READ_CHUNK)
            except (OSError, ValueError):  # closed under it
                chunk = b""
            if not chunk:  # the end (None: a non-blocking input with nothing in it, taken as the end)
                break
            pending += chunk
            *lines, pending = pending.split(b"\n")
            for line in lines:
                if not hand(line):
                    return
        if pending and not hand(pending):
            return
        if on_end is not None:
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(on_end)

    thread = threading.Thread(target=reading, name="standard input", daemon=True)
    thread.start()
    return thread


def _is_console(fd: int) -> bool:
    """Whether ``fd`` is a terminal or a console a person types in. On Windows ``isatty`` is also
    true of the null device (``NUL``, a character device), so a console is one that has a console
    mode."""
    if sys.platform == "win32":
        import ctypes
        import msvcrt

        mode = ctypes.c_uint32()
        return bool(ctypes.windll.kernel32.GetConsoleMode(msvcrt.get_osfhandle(fd), ctypes.byref(mode)))
    return os.isatty(fd)


def input_ends_the_table(fd: int | None = None) -> bool:
    """Whether the end of standard input (or ``fd``), as it is at the start, stops the table: when it
    is a pipe or a socket (the program that feeds it the moderator's lines has closed it, or died)
    or a terminal (the moderator typed Ctrl+D, or Ctrl+Z then Enter on Windows). Not when it is the
    null device (a service, ``nohup``, a test started with ``stdin=DEVNULL``), a file (a script of
    lines read at the start) or absent: then the table serves until a stop signal."""
    if fd is None:
        try:
            fd = sys.stdin.fileno() if sys.stdin is not None else -1
        except (OSError, ValueError):  # no standard input (a Windows GUI start), or one with no file
            return False
    if fd < 0:
        return False
    try:
        mode = os.fstat(fd).st_mode
    except OSError:
        return False
    if stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode):
        return True
    return stat.S_ISCHR(mode) and _is_console(fd)


def stop_signals() -> list[signal.Signals]:
    """The signals that end a table: SIGINT (Ctrl+C), SIGTERM, and SIGBREAK (Ctrl+Break) where the
    system has it (Windows)."""
    found = [signal.SIGINT, signal.SIGTERM]
    brk = getattr(signal, "SIGBREAK", None)
    if isinstance(brk, signal.Signals):
        found.append(brk)
    return found


def on_stop_signals(loop: asyncio.AbstractEventLoop, stop: Callable[[], None]) -> None:
    """Call ``stop`` in the loop's thread when a stop signal (:func:`stop_signals`) arrives: with
    ``loop.add_signal_handler`` where the loop has it (Unix), else with ``signal.signal`` handing
    the call to the loop thread-safely (Windows' loops have no ``add_signal_handler``). Call it from
    the main thread."""
    for sig in stop_signals():
        try:
            loop.add_signal_handler(sig, stop)
        except (NotImplementedError, RuntimeError, ValueError):
            signal.signal(sig, lambda _sig, _frame: loop.call_soon_threadsafe(stop))
