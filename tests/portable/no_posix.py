"""The no-POSIX mode: on Linux, take away what Windows' Python does not have, so the suite proves
the product's code paths for Windows (and, mostly, macOS) here.

``GM_NO_POSIX=1`` turns it on, in the pytest process (``tests/conftest.py``) and in every Python
subprocess the tests start (``python -m net``, the console...): the conftest puts this folder on
``PYTHONPATH``, and its ``sitecustomize.py`` applies the mode when the interpreter starts. Run::

    GM_NO_POSIX=1 ./test.sh tests/net tests/gm_console/test_app.py tests/gm_console/test_storage_alert.py \
        tests/gm_console/test_folders.py tests/test_portable_mode.py

(``PYTHONWARNDEFAULTENCODING=1`` in front makes the check of text files' encodings below hold in the
pytest process too; its subprocesses always have it in the mode.)

In the mode:

- ``import fcntl`` (and termios, tty, pty, resource, pwd, grp, syslog) fails with ImportError;
- ``os`` has no ``pwrite``, ``pread``, ``fdatasync``, ``statvfs``, ``ST_RDONLY``, ``fork``,
  ``getuid``... (:data:`OS_NAMES`); ``shutil.disk_usage`` still works, as it does on Windows;
- an asyncio loop's ``add_reader`` on anything but a socket and its ``add_signal_handler`` raise
  NotImplementedError, as Windows' loops do (its selector loop watches sockets only; its proactor
  loop, the default, has neither);
- in subprocesses, ``signal`` has only Windows' signals (no SIGKILL, SIGHUP, SIGUSR1, alarm...);
  the pytest process keeps them, for ``Popen.kill()`` is built on SIGKILL here;
- with ``PYTHONWARNDEFAULTENCODING=1`` (the conftest sets it for subprocesses), a text file the
  product opens without ``encoding=`` is an error: Windows' default is the locale's code page.

What it cannot take away at run time (``os.uname``, which libraries use here to pick their Linux
branch; code the tests do not walk) ``tests/test_portable_mode.py`` looks for in the product's
source. A system ``sitecustomize`` module, where one exists, is shadowed in the mode's subprocesses.

What stays POSIX: the standard library's own insides (subprocess, the selector loop) and the
suite's helpers that set up Linux-only disks (``tests/net/disks.py`` mounts tmpfs): the mode is
about the product's code.
"""

from __future__ import annotations

import os
import shutil
import stat
import sys
import warnings
from typing import Any

ENV = "GM_NO_POSIX"
"""The environment variable that turns the mode on (``1``)."""

MODULES = ("fcntl", "termios", "tty", "pty", "resource", "pwd", "grp", "syslog", "posix_ipc")
"""Modules Windows' Python has not."""

OS_NAMES = (
    "pwrite", "pread", "pwritev", "preadv", "fdatasync", "statvfs", "fstatvfs", "ST_RDONLY", "ST_NOSUID",
    "fork", "forkpty", "getuid", "geteuid", "getgid", "getegid", "getgroups", "setuid", "setgid",
    "getpgid", "setsid", "getsid", "killpg", "getloadavg", "posix_fallocate", "posix_fadvise",
    "sync", "mkfifo", "mknod", "chown", "lchown", "fchown", "fchmod", "nice", "sched_getaffinity",
    "get_blocking", "set_blocking", "O_DIRECTORY", "O_NOFOLLOW", "O_CLOEXEC", "O_DSYNC", "O_SYNC",
)
"""``os`` names Windows' Python 3.11 has not (``os.kill`` stays: Windows has one, that terminates).
``os.uname`` stays: libraries choose their Linux branch with it (ifaddr, which zeroconf uses, calls it
at its import), and on Windows they take another branch; the product itself never calls it
(``tests/test_portable_mode.py`` reads its source for that and the other names)."""

WINDOWS_SIGNALS = frozenset({"SIGABRT", "SIGFPE", "SIGILL", "SIGINT", "SIGSEGV", "SIGTERM", "SIGBREAK"})
"""The only signals Windows' ``signal`` module names."""

PRODUCT = r"(net|gm_console|rules|tools|bench)(\..*)?"
"""The product's modules (a regular expression of their names)."""

APPLIED = "_gm_no_posix"
"""Set on ``os`` once the mode is on (applying it twice does nothing): what it took away from
``os`` and ``signal``, by name, so that a pytest started by a test can have back what pytest
itself needs (:func:`give_back`); kept on ``os``, which every copy of this module shares."""


def wanted() -> bool:
    """True where the environment asks for the mode."""
    return os.environ.get(ENV, "") not in ("", "0")


def applied() -> bool:
    return hasattr(os, APPLIED)


def _taken() -> dict[str, tuple[Any, Any]]:
    """What the mode took away: ``"os.getuid"`` → (the module, the value)."""
    if not hasattr(os, APPLIED):
        setattr(os, APPLIED, {})
    taken: dict[str, tuple[Any, Any]] = getattr(os, APPLIED)
    return taken


def _take(module: Any, name: str) -> None:
    if hasattr(module, name):
        _taken()[f"{module.__name__}.{name}"] = (module, getattr(module, name))
        delattr(module, name)


def give_back(*names: str) -> None:
    """Put back what the mode took away under ``names`` (``"os.getuid"``; ``"signal"`` for every
    signal): a pytest the tests start gets its own temporary folder and its ``Popen.kill()``."""
    for key, (module, value) in list(_taken().items()):
        if key in names or key.split(".")[0] in names:
            setattr(module, key.split(".", 1)[1], value)
            del _taken()[key]


def _not_on_windows(what: str) -> Any:
    def refused(*_args: Any, **_kwargs: Any) -> Any:
        raise NotImplementedError(f"{what} does not exist on Windows ({ENV}=1)")
    return refused


def _loops() -> None:
    """Windows' event loops: no ``add_reader`` but on sockets, no ``add_signal_handler``."""
    from asyncio import selector_events, unix_events

    sockets_only = selector_events.BaseSelectorEventLoop.add_reader

    def add_reader(self: Any, fd: Any, callback: Any, *args: Any) -> None:
        number = fd if isinstance(fd, int) else fd.fileno()
        if not stat.S_ISSOCK(os.fstat(number).st_mode):
            raise NotImplementedError(f"add_reader on a file that is not a socket (fd {number}) does not exist "
                                      f"in Windows' event loops ({ENV}=1)")
        sockets_only(self, fd, callback, *args)

    selector_events.BaseSelectorEventLoop.add_reader = add_reader  # type: ignore[method-assign]
    for name in ("add_signal_handler", "remove_signal_handler"):
        setattr(unix_events._UnixSelectorEventLoop, name, _not_on_windows(f"loop.{name}"))


def _signals() -> None:
    import signal

    for name in list(vars(signal)):
        if name.startswith("SIG") and not name.startswith("SIG_") and name not in WINDOWS_SIGNALS:
            _take(signal, name)
    for name in ("alarm", "pause", "setitimer", "getitimer", "siginterrupt", "pthread_kill", "pthread_sigmask",
                 "sigpending", "sigwait", "sigwaitinfo", "sigtimedwait"):
        _take(signal, name)


def apply(*, signals: bool = True, keep: tuple[str, ...] = ()) -> None:
    """Turn the mode on in this interpreter (see the module's text); ``signals=False`` keeps the
    POSIX signals (the pytest process's ``Popen.kill()`` needs SIGKILL); ``keep`` names ``os``
    names taken away later (:func:`take_away`)."""
    if applied():
        return
    _taken()
    for name in MODULES:
        sys.modules[name] = None  # type: ignore[assignment]  # "import fcntl" now raises ImportError
    statvfs = os.statvfs

    def disk_usage(path: Any) -> Any:  # Windows' shutil has its own; the mode keeps one that works
        st = statvfs(path)
        free = st.f_bavail * st.f_frsize
        total = st.f_blocks * st.f_frsize
        return shutil._ntuple_diskusage(total, total - st.f_bfree * st.f_frsize, free)  # type: ignore[attr-defined]

    shutil.disk_usage = disk_usage
    take_away(*(name for name in OS_NAMES if name not in keep))
    _loops()
    if signals:
        _signals()
    warnings.filterwarnings("error", category=EncodingWarning, module=PRODUCT)  # its text files: encoding= given


def take_away(*names: str) -> None:
    """Delete ``names`` from ``os``."""
    for name in names:
        _take(os, name)
