"""What stops the console at its start, told to the moderator in the console's language with what to do.

Two things a start needs that the moderator's computer may refuse (PLT-03, PLT-06, PLT-15):

- the data folder: it must be a folder the console may write in, and no other process may serve it.
  A file in its place, a folder on a read-only medium or without the right to write, a full disk,
  or another GM Console already holding it: a dialog names the folder and says what to do;
- the phones' port: when another program listens on it, the console asks whether this computer
  already runs a GM Console there (the port answers with the console's own page) or another
  program holds it, and offers to use another port, which ``<data dir>/console.ini`` remembers.

The failures are told by their types and ``errno`` values, never by the system's text, which differs
between Windows, macOS and Linux (``EADDRINUSE`` is 98 on Linux, 48 on macOS, ``WSAEADDRINUSE``
10048 on Windows).
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import logging
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from net.folder_lock import FolderInUse
from net.journal import FULL, READ_ONLY, StorageError

log = logging.getLogger(__name__)

PORT_IN_USE = frozenset({errno.EADDRINUSE, 10048})
"""The port is taken: ``EADDRINUSE`` (its number differs between Linux and macOS), and Windows'
``WSAEADDRINUSE``."""
PORT_REFUSED = frozenset({errno.EACCES, 10013})
"""The system does not let the console listen there: ``EACCES`` (a port under 1024 on Unix), and
Windows' ``WSAEACCES`` (a port another program holds for itself, or one Windows reserves)."""
PROBE_TIMEOUT_S = 2.0
"""How long the console waits for a port's holder to answer like a GM Console."""
CONSOLE_MARK = b"<title>GM Console</title>"
"""What the phones' page of a GM Console (``gm_resources/web/index.html``) says it is."""


class PortHolder(Enum):
    """Who keeps the console from listening on its port."""

    CONSOLE = "console"
    """A GM Console already serves phones on this computer on that port."""
    PROGRAM = "program"
    """Another program listens on it."""
    REFUSED = "refused"
    """The system does not allow listening there."""
    FAILED = "failed"
    """Anything else (the system's own words are in the dialog's details)."""


@dataclass(frozen=True)
class PortProblem:
    """Why the server could not listen on ``port``: who holds it, and what the system said."""

    port: int
    holder: PortHolder
    cause: str


def is_port_in_use(exc: BaseException) -> bool:
    """The exception says the port is taken (by its errno, on every system)."""
    return isinstance(exc, OSError) and exc.errno in PORT_IN_USE


async def answers_as_console(port: int, host: str = "127.0.0.1", timeout: float = PROBE_TIMEOUT_S) -> bool:
    """Whether what listens on ``host:port`` answers its ``/`` with a GM Console's phone page."""
    writer = None
    try:
        async with asyncio.timeout(timeout):
            reader, writer = await asyncio.open_connection(host, port)
            writer.write(f"GET / HTTP/1.1\r\nHost: {host}:{port}\r\nConnection: close\r\n\r\n".encode())
            await writer.drain()
            answer = b""
            while CONSOLE_MARK not in answer and len(answer) < 1 << 16:
                chunk = await reader.read(4096)
                if not chunk:
                    break
                answer += chunk
            return answer.startswith(b"HTTP/1.1 200") and CONSOLE_MARK in answer
    except (OSError, TimeoutError):
        return False
    finally:
        if writer is not None:
            writer.close()
            with contextlib.suppress(OSError):
                await writer.wait_closed()


async def port_problem(exc: OSError, port: int, host: str) -> PortProblem:
    """What keeps the server from ``port`` (``exc``: what listening there raised)."""
    cause = str(exc.strerror or exc)
    if exc.errno in PORT_IN_USE:
        probe_host = "127.0.0.1" if host in ("", "0.0.0.0", "::") else host
        holder = PortHolder.CONSOLE if await answers_as_console(port, probe_host) else PortHolder.PROGRAM
    elif exc.errno in PORT_REFUSED:
        holder = PortHolder.REFUSED
    else:
        holder = PortHolder.FAILED
    return PortProblem(port, holder, cause)


def port_problem_text(problem: PortProblem) -> str:
    """What is wrong with the port and what to do, in the console's language."""
    translate = QCoreApplication.translate
    if problem.holder is PortHolder.CONSOLE:
        text = translate(
            "Startup", "Another GM Console is already running on this computer and serves phones on port %1. "
            "Switch to its window, or close it and start this one again. To run both, this one can use "
            "another port.")
    elif problem.holder is PortHolder.PROGRAM:
        text = translate(
            "Startup", "Port %1, where phones join this table, is used by another program on this computer. "
            "Close that program, or use another port for the console.")
    elif problem.holder is PortHolder.REFUSED:
        text = translate(
            "Startup", "This computer does not allow the console to serve phones on port %1. Use another port "
            "for the console.")
    else:
        text = translate(
            "Startup", "The console could not serve phones on port %1. Use another port, or start the console "
            "again.")
    return text.replace("%1", str(problem.port))


def port_status_text(problem: PortProblem) -> str:
    """The status bar's short line while no server listens."""
    text = QCoreApplication.translate("Startup", "Phones cannot join: port %1 is taken")
    return text.replace("%1", str(problem.port))


class PortChoice(Enum):
    """What the moderator chose in the port's dialog."""

    ANOTHER_PORT = "another"
    QUIT = "quit"
    LATER = "later"
    """Closed it: the console goes on without phones (its status bar says so)."""


def port_dialog(parent: QWidget | None, problem: PortProblem) -> QMessageBox:
    """The port's dialog (not shown yet): its text, the system's words in its details, and its buttons
    (``another_port``, ``quit``, ``later``)."""
    translate = QCoreApplication.translate
    box = QMessageBox(QMessageBox.Icon.Warning, translate("Startup", "Phones cannot join"),
                      port_problem_text(problem), QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName("startup_port")
    box.setInformativeText(translate("Startup", "The port can also be given at the start: gm-console --port NUMBER."))
    box.setDetailedText(problem.cause)
    another = box.addButton(translate("Startup", "Use another port"), QMessageBox.ButtonRole.AcceptRole)
    another.setObjectName("another_port")
    quit_button = box.addButton(translate("Startup", "Quit the console"), QMessageBox.ButtonRole.DestructiveRole)
    quit_button.setObjectName("quit")
    later = box.addButton(translate("Startup", "Not now"), QMessageBox.ButtonRole.RejectRole)
    later.setObjectName("later")
    box.setDefaultButton(another)
    box.setEscapeButton(later)
    return box


async def ask_about_port(parent: QWidget | None, problem: PortProblem,
                         closing: asyncio.Event | None = None) -> PortChoice:
    """Show the port's dialog (window-modal, the loop goes on) and wait for the moderator's choice;
    the console asked to close meanwhile (Ctrl+C, the system's shutdown: ``closing`` set) is a quit."""
    box = port_dialog(parent, problem)
    done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
    if closing is not None:
        watch = asyncio.ensure_future(closing.wait())
        watch.add_done_callback(lambda w: None if w.cancelled() else box.done(0))
        done.add_done_callback(lambda _d: watch.cancel())

    def finished(_result: int) -> None:
        if not done.done():
            done.set_result(None)

    box.finished.connect(finished)
    box.open()
    await done
    clicked = box.clickedButton()
    name = clicked.objectName() if clicked is not None else "later"
    if closing is not None and closing.is_set():
        name = "quit"
    box.deleteLater()
    return {"another_port": PortChoice.ANOTHER_PORT, "quit": PortChoice.QUIT}.get(name, PortChoice.LATER)


# --- the data folder ------------------------------------------------------------------------------
def file_in_the_way(folder: Path) -> Path | None:
    """The file that stands where the data folder, or one of the folders above it, should be."""
    for path in (folder, *folder.parents):
        if path.exists():
            return None if path.is_dir() else path
    return None


def folder_problem_text(folder: Path, problem: BaseException) -> str:
    """What is wrong with the data folder ``folder`` and what to do, in the console's language."""
    translate = QCoreApplication.translate
    if isinstance(problem, FolderInUse):
        text = translate(
            "Startup", "Another GM Console (or python -m net) is already running on this computer with the "
            "data folder %1. Switch to its window, or close it and start this one again.")
        if problem.holder is not None:
            text += " " + translate("Startup", "It is process %2.").replace("%2", str(problem.holder.pid))
        return text.replace("%1", str(folder))
    in_the_way = file_in_the_way(folder)
    if in_the_way is not None:
        text = translate(
            "Startup", "The data folder %1 cannot be made: %2 is a file, not a folder. Move or rename that "
            "file, or start the console with another data folder (--data-dir FOLDER).")
        return text.replace("%1", str(folder)).replace("%2", str(in_the_way))
    kind = problem.kind if isinstance(problem, StorageError) else ""
    if kind == FULL:
        text = translate(
            "Startup", "The disk that holds the data folder %1 is full. Free some space on it, or start the "
            "console with a data folder on another disk (--data-dir FOLDER).")
    elif kind == READ_ONLY:
        text = translate(
            "Startup", "The console may not write in the data folder %1: the folder is read-only, on a "
            "read-only medium, or this user has no right to write there. Start the console with a folder it "
            "may write in (--data-dir FOLDER), or give this user the right to write there.")
    else:
        text = translate(
            "Startup", "The console cannot use the data folder %1. Check that the disk is connected and that "
            "this user may write there, or start the console with another data folder (--data-dir FOLDER).")
    return text.replace("%1", str(folder))


def folder_dialog(folder: Path, problem: BaseException) -> QMessageBox:
    """The data folder's dialog (not shown yet); the system's own words in its details."""
    box = QMessageBox(QMessageBox.Icon.Critical, QCoreApplication.translate("Startup", "The console cannot start"),
                      folder_problem_text(folder, problem), QMessageBox.StandardButton.Close)
    box.setObjectName("startup_folder")
    if not isinstance(problem, FolderInUse):
        box.setDetailedText(str(problem))
    return box


def tell_folder_problem(folder: Path, problem: BaseException) -> None:
    """Show the data folder's dialog and wait until the moderator closes it (nothing runs yet)."""
    if not isinstance(QApplication.instance(), QApplication):
        return  # stopped before the console had its window system: the message on stderr is all
    log.error("the data folder %s cannot be used: %s", folder, problem)
    folder_dialog(folder, problem).exec()
