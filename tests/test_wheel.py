"""The console's wheel, installed into a clean venv outside the checkout, runs a table that seats a
phone, and the console starts from it (PLT-06, PLT-08).

The wheel is built from the working tree, installed with the locked dependencies into a new venv in
a temporary folder, and every program is started from that venv with the temporary folder as its
working directory and nothing of the checkout on its path: the decks, the phone pages, the sounds,
the icon and the translations must come from the installed package (``gm_resources``).
"""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from gm_resources import GUIDE
from rules.registry import IDS
from tests.packaging import (
    build_wheel,
    clean_env,
    console_address,
    first_line,
    fresh_venv,
    phone_page,
    running,
    seat_a_phone,
    venv_script,
)

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(the venv's python, the folder outside the checkout the programs run in)."""
    where = tmp_path_factory.mktemp("wheel")
    wheel = build_wheel(where)
    python = fresh_venv(where / "venv")
    subprocess.run([str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check", "--no-deps",
                    str(wheel)], check=True)
    return python, where


GUIDE_FILES = [f"gm_resources/guide/{p.name}" for p in sorted(GUIDE.iterdir()) if p.suffix in (".md", ".png")]


def test_the_wheel_carries_the_data_and_no_checkout_files(tmp_path: Path) -> None:
    names = set(zipfile.ZipFile(build_wheel(tmp_path)).namelist())
    for wanted in ("gm_resources/__init__.py", "gm_resources/spy/decks/family.json", "gm_resources/suspi/rooms.json",
                   "gm_resources/mafia/roles.json", "gm_resources/web/index.html", "gm_resources/web/static/phone.js",
                   "gm_resources/sounds/chime.wav", "gm_resources/icons/gm-console.svg",
                   "gm_resources/translations/gm_console_uk.qm", "gm_console/__main__.py", "net/__main__.py",
                   "rules/core/contract.py", *(f"rules/{game}/words.json" for game in IDS),
                   *GUIDE_FILES):  # the venue guide of Help ▸ Before the first evening, its pictures too
        assert wanted in names
    assert not [n for n in names if n.startswith(("tests/", "docs/", "bench/", "translations/"))]
    assert not [n for n in names if n.endswith((".ts", ".pyc"))]


def test_a_headless_table_from_the_wheel_serves_the_page_and_seats_a_phone(installed: tuple[Path, Path]) -> None:
    python, where = installed
    data = where / "data-net"
    with running([str(python), "-I", "-m", "net", "--data-dir", str(data), "--port", "0", "--host", "127.0.0.1"],
                 cwd=where, env=clean_env(), stdin=subprocess.PIPE, stdout=subprocess.PIPE) as proc:
        served = first_line(proc)
        assert 'src="static/phone.js"' in phone_page(served["port"])
        welcome = seat_a_phone(served["port"], served["code"])
        assert welcome["type"] == "welcome" and welcome["seat"] >= 1, welcome
        origin = subprocess.run([str(python), "-I", "-c", "import gm_resources, net; print(gm_resources.ROOT); "
                                 "print(net.__file__)"], cwd=where, env=clean_env(), capture_output=True, text=True,
                                check=True).stdout.split("\n")
        assert all(str(where / "venv") in line for line in origin[:2]), origin


def test_the_console_from_the_wheel_starts_offscreen_and_seats_a_phone(installed: tuple[Path, Path]) -> None:
    python, where = installed
    console = venv_script(python.parent.parent, "gm-console")
    log: list[str] = []
    with running([str(console), "--data-dir", str(where / "data-console"), "--port", "0", "--no-board",
                  "--announce", "off", "--lang", "pl", "--game", "quiz"],
                 cwd=where, env=clean_env(QT_QPA_PLATFORM="offscreen"), stderr=subprocess.PIPE) as proc:
        port, code = console_address(proc, log)
        assert 'src="static/phone.js"' in phone_page(port)
        welcome = seat_a_phone(port, code, "Zosia")
        assert welcome["type"] == "welcome" and welcome["seat"] >= 1, welcome
        proc.terminate()  # the console closes as from its window: the journal and records closed
        assert proc.stderr is not None
        log.append(proc.stderr.read())
        assert proc.wait(60) == 0
    text = "".join(log)
    assert "console closed" in text
    assert "console language: pl (Qt's own words: qtbase_pl.qm)" in text  # PLT-15: Qt's Yes and No in Polish
    for missing in ("cannot start", "not found", "No such file", "Traceback", "no Qt translation"):
        assert missing not in text, text


def test_data_inside_an_archive_is_refused_with_a_sentence(tmp_path: Path) -> None:
    """An installation that leaves the data inside a zip archive (the server hands out real files)
    stops at the first use, naming the archive, instead of failing on a phone's first page."""
    archive = tmp_path / "console.zip"
    root = Path(__file__).resolve().parents[1] / "gm_resources"
    with zipfile.ZipFile(archive, "w") as z:
        z.write(root / "__init__.py", "gm_resources/__init__.py")
        z.write(root / "spy" / "decks" / "family.json", "gm_resources/spy/decks/family.json")
    run = subprocess.run([sys.executable, "-I", "-c", f"import sys; sys.path.insert(0, {str(archive)!r}); "
                          "import gm_resources"], cwd=tmp_path, capture_output=True, text=True)
    assert run.returncode != 0
    assert "gm_resources.ResourcesMissing: the console's data is inside an archive" in run.stderr
    assert "console.zip" in run.stderr
