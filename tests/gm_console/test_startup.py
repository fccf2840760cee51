"""What stops a start is told at once, in the console's language, with what to do (PLT-03, PLT-06,
PLT-15): the phones' port held by a plain listening socket or by a second real console, a file where
the data folder should be, a read-only data folder. Real sockets on loopback, real consoles (offscreen,
one a real ``python -m gm_console``), real files; each dialog is found, read and closed as the
moderator would."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import socket
import stat
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QMessageBox

from gm_console.app import PORT_KEY, Console, Settings, run
from tests.portable.processes import OWN_GROUP, ask_to_stop

ROOT = Path(__file__).resolve().parents[2]
DEADLINE_S = 30

PROGRAM = {  # PLT-06, PLT-15: another program holds the port
    "uk": "Порт {port}, через який телефони приєднуються до цього столу, зайнятий іншою програмою на цьому "
          "комп'ютері. Закрийте ту програму або використайте для консолі інший порт.",
    "pl": "Port {port}, przez który telefony dołączają do tego stołu, jest zajęty przez inny program na tym "
          "komputerze. Zamknij ten program albo użyj innego portu dla konsoli.",
    "ru": "Порт {port}, через который телефоны подключаются к этому столу, занят другой программой на этом "
          "компьютере. Закройте ту программу или используйте для консоли другой порт.",
    "en": "Port {port}, where phones join this table, is used by another program on this computer. Close that "
          "program, or use another port for the console.",
}
ANOTHER_PORT = {"uk": "Використати інший порт", "pl": "Użyj innego portu", "ru": "Использовать другой порт",
                "en": "Use another port"}
CONSOLE = {  # PLT-06, PLT-15: another GM Console serves the port
    "uk": "На цьому комп'ютері вже працює інша GM Console, і телефони під'єднуються до неї через порт {port}.",
    "pl": "Na tym komputerze działa już inna GM Console i obsługuje telefony na porcie {port}.",
    "ru": "На этом компьютере уже работает другая GM Console, и телефоны подключаются к ней через порт {port}.",
    "en": "Another GM Console is already running on this computer and serves phones on port {port}.",
}
A_FILE = {  # PLT-03, PLT-15: a file where the data folder should be
    "uk": "Не вдається створити папку даних {folder}: {file} — це файл, а не папка.",
    "pl": "Nie można utworzyć folderu danych {folder}: {file} jest plikiem, a nie folderem.",
    "ru": "Не удаётся создать папку данных {folder}: {file} — это файл, а не папка.",
    "en": "The data folder {folder} cannot be made: {file} is a file, not a folder.",
}
READ_ONLY = {  # PLT-03, PLT-15: a folder the console may not write in
    "uk": "Консоль не може записувати в папку даних {folder}: папка лише для читання",
    "pl": "Konsola nie może zapisywać w folderze danych {folder}: folder jest tylko do odczytu",
    "ru": "Консоль не может записывать в папку данных {folder}: папка только для чтения",
    "en": "The console may not write in the data folder {folder}: the folder is read-only",
}


@pytest.fixture
def listening() -> Iterator[socket.socket]:
    """A plain listening socket on a free loopback port: another program that answers nothing."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    sock.listen()
    yield sock
    sock.close()


def console_on(data_dir: Path, lang: str, port: int | None) -> Console:
    console = Console(Settings(data_dir=data_dir, port=port, lang=lang, no_board=True, announce="off",
                               host="127.0.0.1"))
    console.build([])
    return console


def close(console: Console) -> None:
    console.loop.run_until_complete(console.shutdown())
    console.language.set("en")
    console.loop.close()
    asyncio.set_event_loop(None)


def shown_box(name: str) -> QMessageBox | None:
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QMessageBox) and widget.objectName() == name and widget.isVisible():
            return widget
    return None


async def answer_port_dialog(button: str, seen: dict[str, Any]) -> None:
    """Wait (with a deadline) for the port's dialog, read it, and press ``button``."""
    deadline = time.monotonic() + DEADLINE_S
    while (box := shown_box("startup_port")) is None:
        assert time.monotonic() < deadline, "no dialog about the port"
        await asyncio.sleep(0.01)
    seen["text"] = box.text()
    seen["buttons"] = [b.text() for b in box.buttons()]
    seen["modal"] = box.isModal()
    pressed = box.findChild(QAbstractButton, button)
    assert pressed is not None
    pressed.click()


def start_with_answer(console: Console, button: str) -> dict[str, Any]:
    """Start the console's network while the moderator answers the port's dialog with ``button``."""
    seen: dict[str, Any] = {}

    async def both() -> None:
        await asyncio.gather(console.start_network(), answer_port_dialog(button, seen))

    console.loop.run_until_complete(both())
    return seen


@pytest.mark.parametrize("lang", ["uk", "pl", "ru", "en"])
def test_a_port_held_by_another_program_is_told_at_once_and_no_code_is_offered(
        qapp: Any, tmp_path: Path, listening: socket.socket, lang: str) -> None:  # PLT-06, PLT-15
    port = listening.getsockname()[1]
    console = console_on(tmp_path / "data", lang, port)
    try:
        join = console.main_window.join
        assert join.code.text() == "—" and join.qr.text() == ""  # nothing offered before the server listens
        seen = start_with_answer(console, "later")
        assert seen["text"] == PROGRAM[lang].format(port=port)
        assert ANOTHER_PORT[lang] in seen["buttons"]
        assert "error while attempting to bind" not in seen["text"]
        assert console.server is None
        assert join.code.text() == "—" and join.qr.text() == ""  # PLT-06: no server, no way in
        assert str(port) in console.main_window.status_error.text()  # the status bar says why
        console.board.show()  # the projector offers no code either
        QApplication.processEvents()
        codes = [label for label in console.board.findChildren(QLabel, "board_code") if label.isVisible()]
        assert not any(label.text() for label in codes)
        console.board.hide()
    finally:
        close(console)


def test_another_port_is_taken_at_once_and_kept_for_the_next_start(
        qapp: Any, tmp_path: Path, listening: socket.socket) -> None:  # PLT-06
    taken = listening.getsockname()[1]
    data = tmp_path / "data"
    console = console_on(data, "en", None)
    console.port = taken  # as if console.ini kept a port another program took since
    try:
        start_with_answer(console, "another_port")
        assert console.server is not None
        served = console.server.port
        assert served != taken
        assert console.main_window.join.code.text() == console.table.code  # the way in, once it exists
        assert f":{served}/join?code=" in console.table.url
        with socket.create_connection(("127.0.0.1", served), timeout=5):
            pass  # the phones' port answers
    finally:
        close(console)
    assert int(str(QSettings(str(data / "console.ini"), QSettings.Format.IniFormat).value(PORT_KEY))) == served
    again = console_on(data, "en", None)
    try:
        again.loop.run_until_complete(again.start_network())
        assert again.server is not None and again.server.port == served  # the next start uses it
    finally:
        close(again)


def start_console_process(data_dir: Path, log: Path, port: int) -> subprocess.Popen[bytes]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    with log.open("wb") as out:
        return subprocess.Popen(
            [sys.executable, "-m", "gm_console", "--data-dir", str(data_dir), "--port", str(port), "--no-board",
             "--lang", "en", "--announce", "off"],
            cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT, creationflags=OWN_GROUP)


def wait_for_line(proc: subprocess.Popen[bytes], log: Path, pattern: str) -> re.Match[str]:
    deadline = time.monotonic() + 60
    while (found := re.search(pattern, log.read_text(errors="replace"))) is None:
        assert proc.poll() is None, log.read_text(errors="replace")
        assert time.monotonic() < deadline, log.read_text(errors="replace")
        time.sleep(0.05)
    return found


def stop(proc: subprocess.Popen[bytes], log: Path) -> str:
    ask_to_stop(proc)
    assert proc.wait(timeout=30) == 0, log.read_text(errors="replace")
    return log.read_text(errors="replace")


@pytest.mark.parametrize("lang", ["uk", "pl", "ru", "en"])
def test_a_second_console_on_the_port_is_named_as_a_console(qapp: Any, tmp_path: Path, lang: str) -> None:
    """A real console (another process, its own data folder) serves the port; this one says a GM
    Console already runs there, not "another program"."""  # PLT-06, PLT-15
    log = tmp_path / "first.log"
    first = start_console_process(tmp_path / "first", log, 0)
    try:
        port = int(wait_for_line(first, log, r"built server \(http://[^:]+:(\d+)/join").group(1))
        console = console_on(tmp_path / "second", lang, port)
        try:
            seen = start_with_answer(console, "later")
            assert seen["text"].startswith(CONSOLE[lang].format(port=port)), seen["text"]
            assert console.server is None
        finally:
            close(console)
    finally:
        stop(first, log)


def test_python_m_gm_console_with_the_port_taken_does_not_crash(tmp_path: Path) -> None:  # PLT-06
    """The real program, offscreen, on a port a plain socket holds: it logs why, waits for the
    moderator's answer without a traceback, and closes cleanly when asked to."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as holder:
        holder.bind(("0.0.0.0", 0))
        holder.listen()
        port = holder.getsockname()[1]
        log = tmp_path / "console.log"
        proc = start_console_process(tmp_path / "data", log, port)
        wait_for_line(proc, log, rf"could not listen on port {port} \(program\)")
        said = stop(proc, log)
    assert "Traceback" not in said, said
    assert "built server" not in said and "console closed" in said


def answer_folder_dialog(seen: dict[str, str]) -> Callable[[], None]:
    """A timer's slot: the data folder's dialog, once shown, read and closed (after a deadline, any
    message box is closed so the test fails instead of hanging)."""
    deadline = time.monotonic() + DEADLINE_S

    def look() -> None:
        box = shown_box("startup_folder")
        if box is not None:
            seen["text"] = box.text()
            box.done(0)
        elif time.monotonic() > deadline:
            for widget in QApplication.topLevelWidgets():
                if isinstance(widget, QMessageBox) and widget.isVisible():
                    seen["other"] = widget.text()
                    widget.done(0)
    return look


def run_with_answer(settings: Settings) -> tuple[int, dict[str, str]]:
    seen: dict[str, str] = {}
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(answer_folder_dialog(seen))
    timer.start()
    try:
        code = run(settings, [])
    finally:
        timer.stop()
    return code, seen


@pytest.mark.parametrize("lang", ["uk", "pl", "ru", "en"])
def test_a_file_in_place_of_the_data_folder_is_named_with_what_to_do(
        qapp: Any, tmp_path: Path, lang: str, capsys: pytest.CaptureFixture[str]) -> None:  # PLT-03, PLT-15
    in_the_way = tmp_path / "games"
    in_the_way.write_bytes(b"not a folder")
    data = in_the_way / "data"
    code, seen = run_with_answer(Settings(data_dir=data, port=0, lang=lang, no_board=True, announce="off"))
    assert code == 2
    assert seen["text"].startswith(A_FILE[lang].format(folder=data, file=in_the_way)), seen
    assert "Errno" not in seen["text"] and "Traceback" not in capsys.readouterr().err
    assert in_the_way.read_bytes() == b"not a folder"  # nothing of it touched


@contextlib.contextmanager
def read_only(folder: Path) -> Iterator[None]:
    """``folder`` refuses new files: its mode, and for root (whom modes do not stop) the immutable
    attribute, as a read-only medium would."""
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
    immutable = False
    try:
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            made = subprocess.run(["chattr", "+i", str(folder)], capture_output=True, check=False)
            if made.returncode != 0:
                pytest.skip("root, and no immutable attribute here: no read-only folder can be made")
            immutable = True
        yield
    finally:
        if immutable:
            subprocess.run(["chattr", "-i", str(folder)], check=True)
        folder.chmod(stat.S_IRWXU)


@pytest.mark.skipif(sys.platform == "win32", reason="a folder's read-only mode does not stop writes on Windows")
@pytest.mark.parametrize("lang", ["uk", "pl", "ru", "en"])
def test_a_read_only_data_folder_is_named_with_what_to_do(
        qapp: Any, tmp_path: Path, lang: str) -> None:  # PLT-03, PLT-15
    data = tmp_path / "data"
    data.mkdir()
    with read_only(data):
        code, seen = run_with_answer(Settings(data_dir=data, port=0, lang=lang, no_board=True, announce="off"))
    assert code == 2
    assert seen["text"].startswith(READ_ONLY[lang].format(folder=data)), seen
    assert list(data.iterdir()) == []


IN_USE = {  # PLT-03, PLT-15: another console serves the data folder
    "uk": "На цьому комп'ютері вже працює інша GM Console (або python -m net) з папкою даних {folder}. Перейдіть "
          "до її вікна або закрийте її й запустіть цю знову. Це процес {pid}.",
    "pl": "Na tym komputerze działa już inna GM Console (albo python -m net) z folderem danych {folder}. Przejdź "
          "do jej okna albo zamknij ją i uruchom tę ponownie. To proces {pid}.",
    "ru": "На этом компьютере уже работает другая GM Console (или python -m net) с папкой данных {folder}. "
          "Перейдите в её окно или закройте её и запустите эту снова. Это процесс {pid}.",
    "en": "Another GM Console (or python -m net) is already running on this computer with the data folder "
          "{folder}. Switch to its window, or close it and start this one again. It is process {pid}.",
}


@pytest.mark.parametrize("lang", ["uk", "pl", "ru", "en"])
def test_a_data_folder_another_console_serves_is_told_in_a_dialog(
        qapp: Any, tmp_path: Path, lang: str) -> None:  # PLT-03, PLT-15
    data = tmp_path / "data"
    first = console_on(data, "en", 0)
    try:
        code, seen = run_with_answer(Settings(data_dir=data, port=0, lang=lang, no_board=True, announce="off"))
        asyncio.set_event_loop(first.loop)
        assert code == 2
        assert seen["text"] == IN_USE[lang].format(folder=data, pid=os.getpid()), seen
    finally:
        close(first)
