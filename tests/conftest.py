"""Settings for the whole suite.

Random play (hypothesis) is the same every run by default, so a fresh clone passes or fails the
same way each time: each test draws its games from a seed of its own. ``GM_RANDOM_GAMES=N`` (a
soak; see the README) draws new games on every run instead, N of them per test.

``GM_NO_POSIX=1`` runs the suite with the calls Windows has not taken away, in this process and in
every Python subprocess the tests start (tests/portable/no_posix.py): the Windows and macOS paths,
proved here.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from tests.portable import no_posix

if no_posix.wanted():  # before any of the product's modules is imported
    PORTABLE = str(Path(__file__).resolve().parent / "portable")
    os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (PORTABLE, os.environ.get("PYTHONPATH")) if p)
    os.environ.setdefault("PYTHONWARNDEFAULTENCODING", "1")
    no_posix.apply(signals=False, keep=("getuid",))  # pytest's tmp_path asks for the user's id first
    no_posix.give_back("os.getuid", "signal")  # a pytest a test started: its sitecustomize took them

from tests import schemas

settings.register_profile("suite", derandomize=True, database=None)
settings.register_profile("soak", derandomize=False, database=None, print_blob=True)
settings.load_profile("soak" if os.environ.get("GM_RANDOM_GAMES") else "suite")


@pytest.fixture(autouse=True)
def frames_match_the_protocol() -> Iterator[None]:
    """Every frame a test's phones, boards and browsers received or sent, and every moderator view
    a test's table made, matched the protocol's JSON Schemas (docs/protocol/schema)."""
    schemas.MISMATCHES.clear()
    yield
    found = list(schemas.MISMATCHES)
    schemas.MISMATCHES.clear()
    assert not found, f"{len(found)} frames do not match docs/protocol/schema; the first:\n{found[0]}"


@pytest.hookimpl(trylast=True)
def pytest_configure(config: pytest.Config) -> None:
    """In the no-POSIX mode, ``os.getuid`` goes too once pytest has made its temporary folder; a
    text file opened without ``encoding=`` is an error in the product's modules only (the suite's
    helpers read their own pipes in this system's encoding), where PYTHONWARNDEFAULTENCODING=1."""
    if no_posix.applied():
        config.addinivalue_line("filterwarnings", "ignore::EncodingWarning")
        config.addinivalue_line("filterwarnings", f"error::EncodingWarning:{no_posix.PRODUCT}")
        factory = getattr(config, "_tmp_path_factory", None)
        if factory is not None:
            factory.getbasetemp()
        no_posix.take_away("getuid")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    """Once a test and its fixtures are done, every console window it made (the main window, the
    board, a dialog: ``gm_console``'s own classes) is deleted at once, with what was already handed
    to ``deleteLater``. Left alive, each would take every later test's language change and
    restyling, and the suite would slow with every window it made."""
    yield
    if "PySide6.QtWidgets" not in sys.modules:
        return
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        return
    for widget in QApplication.topLevelWidgets():
        if type(widget).__module__.startswith(("gm_console.", "tests.")):
            widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
