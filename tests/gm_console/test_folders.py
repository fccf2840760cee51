"""The data folder: the console (Qt's QStandardPaths) and ``python -m net`` (the standard library)
pick the same one, the system's folder for applications' data, unless an earlier version kept a
journal in ``~/.local/share/gm-console``; ``--data-dir`` wins (PLT-03: nothing lost after an update;
PLT-17: the club's records stay where they were).

Each case runs the real programs' ``--help`` (what a moderator reads) in a subprocess whose HOME
and XDG_DATA_HOME point into a temporary folder, with a real QStandardPaths.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from net.portable import APPLICATION, applications_data, data_dir_default

ROOT = Path(__file__).resolve().parents[2]


def _env(home: Path, xdg: Path | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "XDG_DATA_HOME"}
    env.update(HOME=str(home), QT_QPA_PLATFORM="offscreen", COLUMNS="400")
    if xdg is not None:
        env["XDG_DATA_HOME"] = str(xdg)
    return env


def _help_default(module: str, env: dict[str, str]) -> Path:
    """The data folder a program's ``--help`` names as its default."""
    done = subprocess.run([sys.executable, "-m", module, "--help"], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=60, check=True)
    said = " ".join(done.stdout.split())  # argparse wraps the help text
    found = re.search(r"--data-dir DATA_DIR .*?\(default: (.+?)[;)]", said)
    assert found, done.stdout
    return Path(found.group(1))


def _both(home: Path, xdg: Path | None) -> tuple[Path, Path]:
    env = _env(home, xdg)
    return _help_default("gm_console", env), _help_default("net", env)


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="the XDG folders are the other Unixes'")
def test_a_fresh_install_uses_the_xdg_data_folder_in_both_programs(tmp_path: Path) -> None:  # PLT-03
    home = tmp_path / "home"
    home.mkdir()
    assert _both(home, tmp_path / "xdg") == (tmp_path / "xdg" / APPLICATION,) * 2
    assert _both(home, None) == (home / ".local" / "share" / APPLICATION,) * 2
    assert _both(home, Path("relative")) == (home / ".local" / "share" / APPLICATION,) * 2  # as Qt: ignored
    assert not (tmp_path / "xdg").exists()  # naming the folder does not make it


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="the XDG folders are the other Unixes'")
def test_an_earlier_versions_folder_with_a_journal_is_kept(tmp_path: Path) -> None:  # PLT-03, PLT-17
    """An update must not lose a club's tables: the old folder with a journal (or the records) in it
    is used, not the new empty one; an old folder without either is not."""
    home, xdg = tmp_path / "home", tmp_path / "xdg"
    old = home / ".local" / "share" / "gm-console"
    old.mkdir(parents=True)
    assert _both(home, xdg) == (xdg / APPLICATION,) * 2  # empty: nothing to keep
    (old / "records.sqlite3").write_bytes(b"")
    assert _both(home, xdg) == (old,) * 2
    (old / "records.sqlite3").unlink()
    (old / "journal.sqlite3").write_bytes(b"")
    assert _both(home, xdg) == (old,) * 2


def test_data_dir_on_the_command_line_wins() -> None:
    from gm_console.__main__ import parse_args

    assert parse_args(["--data-dir", "elsewhere"]).data_dir == Path("elsewhere")


def test_python_m_net_without_data_dir_keeps_its_journal_in_the_consoles_folder(tmp_path: Path) -> None:  # PLT-03
    """A headless table started with no ``--data-dir`` writes its journal where the console reads it."""
    home, xdg = tmp_path / "home", tmp_path / "xdg"
    home.mkdir()
    env = _env(home, xdg)
    folder = _help_default("gm_console", env)
    proc = subprocess.Popen([sys.executable, "-m", "net", "--port", "0"], cwd=ROOT, env=env,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, encoding="utf-8")
    assert proc.stdin and proc.stdout
    try:
        assert "port" in json.loads(proc.stdout.readline())
        assert (folder / "journal.sqlite3").is_file() and (folder / "records.sqlite3").is_file()
    finally:
        proc.terminate()
        proc.wait(10)
        proc.stdin.close()
        proc.stdout.close()


def test_windows_and_macos_folders_are_the_ones_qt_documents(tmp_path: Path) -> None:
    """The other systems' rule, in ``net/`` without Qt: Qt's AppDataLocation is
    ``C:/Users/<USER>/AppData/Roaming/<APPNAME>`` (the roaming application data, %APPDATA%) on
    Windows and ``~/Library/Application Support/<APPNAME>`` on macOS."""
    home = tmp_path / "home"
    roaming = tmp_path / "Users" / "ola" / "AppData" / "Roaming"
    assert applications_data("win32", {"APPDATA": str(roaming)}, home) == roaming
    assert applications_data("win32", {}, home) == home / "AppData" / "Roaming"
    assert data_dir_default("win32", {"APPDATA": str(roaming), "XDG_DATA_HOME": "/x"}, home) == roaming / APPLICATION
    assert data_dir_default("darwin", {"XDG_DATA_HOME": "/x"}, home) == (
        home / "Library" / "Application Support" / APPLICATION)
    old = home / ".local" / "share" / "gm-console"  # an earlier version's default on every system
    old.mkdir(parents=True)
    (old / "journal.sqlite3").write_bytes(b"")
    assert data_dir_default("win32", {"APPDATA": str(roaming)}, home) == old
    assert data_dir_default("darwin", {}, home) == old


def test_finding_the_folder_leaves_the_consoles_name_as_it_was() -> None:
    """The folder is found under the name ``gm-console``; the console's name for Qt stays ``GM
    Console`` (what the system shows for it), and no display name is set (Qt would append it to
    every window's title)."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QGuiApplication

    from gm_console.folders import default_data_dir, name_the_application

    name_the_application()
    assert default_data_dir().name in (APPLICATION, "gm-console")
    assert QCoreApplication.applicationName() == "GM Console"
    assert QGuiApplication.applicationDisplayName() == "GM Console"  # Qt's default: the name
