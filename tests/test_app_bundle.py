"""The app a club double-clicks (``python tools/build_app.py``): built once into a temporary folder
outside the checkout, and started from there with a clean environment, it serves the phone page,
seats a phone over a real WebSocket, and after a ``kill -9`` restores the table on the same data
folder, the phone's seat token resuming the same seat (PLT-03, PLT-06, PLT-09). The console
(``gm-console``, offscreen) and the headless table (``gm-table``, ``python -m net``'s) alike.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

import pytest

from tests.packaging import (
    ROOT,
    clean_env,
    console_address,
    first_line,
    phone_page,
    resume_seat,
    running,
    seat_a_phone,
)
from tests.pulse import pulse_server

BUILD_S = 1200.0
"""How long the build may take at most on two busy cores (it takes from 20 s to about two minutes
here)."""

pytestmark = [pytest.mark.slow, pytest.mark.timeout(BUILD_S + 300)]  # the first test builds the app

PLUGIN_TROUBLE = ("No QtMultimedia backends found", "cannot load", "Could not load the Qt platform plugin",
                  "Traceback", "No such file", "not found", "no Qt translation")
"""What the console's log says when the app lacks a part of Qt or of its data."""


def built_programs(dist: Path) -> tuple[Path, Path]:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import build_app
    finally:
        sys.path.remove(str(ROOT / "tools"))
    return build_app.programs(dist)


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, Path]:
    """(the console, the headless table, the folder outside the checkout they run in)."""
    where = tmp_path_factory.mktemp("app")
    started = time.monotonic()
    subprocess.run([sys.executable, str(ROOT / "tools" / "build_app.py"), "--dist", str(where / "dist"),
                    "--work", str(where / "work")], check=True, cwd=where, timeout=BUILD_S)
    print(f"the app was built in {time.monotonic() - started:.0f} s")
    console, table = built_programs(where / "dist")
    assert not (ROOT / "dist").exists() and ROOT not in console.parents
    runs = where / "run"
    runs.mkdir()
    return console, table, runs


def start_console(console: Path, data: Path, *extra: str) -> list[str]:
    return [str(console), "--data-dir", str(data), "--port", "0", "--no-board", "--announce", "off", *extra]


def test_the_app_holds_the_data_and_only_the_qt_it_uses(app: tuple[Path, Path, Path]) -> None:
    console, table, _ = app
    folder = console.parents[2] if sys.platform == "darwin" else console.parent  # the .app, or the folder
    assert table.parent == console.parent
    names = {p.relative_to(folder).as_posix() for p in folder.rglob("*")}
    for wanted in ("gm_resources/web/static/phone.js", "gm_resources/sounds/chime.wav",
                   "gm_resources/icons/gm-console.svg", "gm_resources/translations/gm_console_uk.qm",
                   "gm_resources/spy/decks/family.json", "gm_resources/mafia/roles.json",
                   *(f"gm_resources/guide/venue.{lang}.md" for lang in ("uk", "pl", "ru", "en")),
                   "gm_resources/guide/extend.uk.png"):  # the venue guide (Help ▸ Before the first evening)
        assert any(name.endswith(wanted) for name in names), wanted
    assert any("plugins/multimedia/" in name for name in names), "QtMultimedia's backend plugin is missing"
    for lang in ("uk", "pl", "ru"):  # PLT-15: Qt's own Yes and No, the file dialog, in the console's languages
        assert any(name.endswith(f"translations/qtbase_{lang}.qm") for name in names), lang
    assert not [name for name in names if "qtwebengine_" in name or "designer_" in name]
    assert any("plugins/imageformats/" in name and "qsvg" in name for name in names), "the SVG icon plugin is missing"
    (packed,) = [*folder.parent.glob("gm-console-*.zip"), *folder.parent.glob("gm-console-*.tar.gz")]
    if packed.suffix == ".zip":  # the archive to hand around holds the same app
        with zipfile.ZipFile(packed) as zipped:
            listed = zipped.namelist()
    else:
        with tarfile.open(packed) as tarred:
            listed = tarred.getnames()
    assert f"{folder.name}/{console.relative_to(folder).as_posix()}" in listed
    for left_out in ("QtWebEngine", "Qt6WebEngine", "Qt6Pdf", "Qt63D", "QtCharts", "QtQuick3D"):
        assert not [name for name in names if left_out in name], left_out


def test_the_console_app_seats_a_phone_and_restores_it_after_kill_9(app: tuple[Path, Path, Path]) -> None:
    # PLT-03, PLT-09: the journal brings the table back; the seat token resumes the same seat
    console, _, runs = app
    data = runs / "console-data"
    env = clean_env(QT_QPA_PLATFORM="offscreen", HOME=str(runs), XDG_CONFIG_HOME=str(runs / "config"))
    log: list[str] = []
    with running(start_console(console, data, "--game", "spy", "--lang", "uk"), cwd=runs, env=env,
                 stderr=subprocess.PIPE) as proc:
        port, code = console_address(proc, log)
        assert 'src="static/phone.js"' in phone_page(port)
        welcome = seat_a_phone(port, code, "Oksana")
        assert welcome["type"] == "welcome" and welcome["seat"] >= 1, welcome
        proc.kill()  # kill -9: no goodbye, no closing of the journal
        proc.wait(30)
    text = "".join(log)
    for trouble in PLUGIN_TROUBLE:
        assert trouble not in text, text
    assert "console language: uk (Qt's own words: qtbase_uk.qm)" in text  # PLT-15: Qt's Yes and No in Ukrainian
    log.clear()
    with running(start_console(console, data), cwd=runs, env=env, stderr=subprocess.PIPE) as proc:
        port_again, code_again = console_address(proc, log)
        assert code_again == code, "a new table opened instead of the one the journal kept"
        back = resume_seat(port_again, welcome["token"])
        assert back["type"] == "welcome" and back["seat"] == welcome["seat"], back


def test_the_table_app_seats_a_phone_and_restores_it_after_kill_9(app: tuple[Path, Path, Path]) -> None:
    # PLT-03, PLT-09: the headless table of `python -m net`, from the app
    _, table, runs = app
    data = runs / "table-data"
    command = [str(table), "--data-dir", str(data), "--port", "0", "--host", "127.0.0.1"]
    with running(command, cwd=runs, env=clean_env(), stdin=subprocess.PIPE, stdout=subprocess.PIPE) as proc:
        served = first_line(proc)
        assert 'src="static/phone.js"' in phone_page(served["port"])
        welcome = seat_a_phone(served["port"], served["code"])
        assert welcome["type"] == "welcome" and welcome["seat"] >= 1, welcome
        assert proc.stdin is not None and proc.stdout is not None  # the moderator's requests, as JSON lines
        proc.stdin.write('{"type": "view"}\n')
        proc.stdin.flush()
        answer = json.loads(proc.stdout.readline())
        assert "Ola" in json.dumps(answer["view"], ensure_ascii=False), answer
        proc.kill()
        proc.wait(30)
    with running(command, cwd=runs, env=clean_env(), stdin=subprocess.PIPE, stdout=subprocess.PIPE) as proc:
        again = first_line(proc)
        assert (again["table"], again["code"]) == (served["table"], served["code"])
        back = resume_seat(again["port"], welcome["token"])
        assert back["type"] == "welcome" and back["seat"] == welcome["seat"], back


@pytest.mark.debian
def test_the_console_app_finds_the_speakers_and_its_sounds(app: tuple[Path, Path, Path], tmp_path: Path) -> None:
    # PLT-14: the timers' sounds play from the app (QtMultimedia's backend and the WAV files inside it),
    # here through a PulseAudio server of the test's own with a null sink for speakers
    console, _, runs = app
    run = tmp_path / "pulse"
    run.mkdir()
    log: list[str] = []
    with pulse_server(run, ["module-null-sink sink_name=room_speakers"]) as pulse, \
            running(start_console(console, runs / "sound-data", "--game", "spy"), cwd=runs,
                    env=clean_env(QT_QPA_PLATFORM="offscreen", **pulse), stderr=subprocess.PIPE) as proc:
        console_address(proc, log)
    text = "".join(log)
    assert "built sound (on)" in text, text
    for trouble in (*PLUGIN_TROUBLE, "sound file missing", "sound is unavailable"):
        assert trouble not in text, text
