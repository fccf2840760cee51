"""Every game's console, with its largest table and in every phase of a game, fits a maximised window
on a laptop's screen (1366×768: about 1366×700 left for the window) and on a 1920×1080 one: the
window never grows past the screen, every visible widget lies inside it and inside its parent, no
two controls overlap, no spin box or button is squeezed below what it needs to be read, and lists
show some rows (PLT-12)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from gm_console.i18n import Language
from rules import registry

from .conftest import Clock
from .layout import problems
from .walks import WALKS, build

SCREENS = {"laptop": (1366, 700), "full_hd": (1920, 1040)}
"""The room a maximised window has: a 1366×768 laptop and a 1920×1080 screen, less a panel or task bar."""


def walk_and_check(game: str, screen: tuple[int, int], lang: str, tmp_path: Path, language: Language,
                   qtbot: Any) -> list[str]:
    language.set(lang)
    built = build(game, tmp_path, language, Clock())
    window = built.window
    qtbot.addWidget(window)
    window.setGeometry(0, 0, *screen)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    window.setGeometry(0, 0, *screen)  # as a window manager maximises it, once it is shown
    found: list[str] = []
    try:
        for phase in WALKS[game](built):
            QApplication.processEvents()
            found += [f"{phase}: {p}" for p in problems(window, screen)]
    finally:
        built.close()
    return found


@pytest.mark.parametrize("screen", SCREENS.values(), ids=list(SCREENS))
@pytest.mark.parametrize("game", registry.IDS)
def test_every_phase_fits_the_screen(game: str, screen: tuple[int, int], tmp_path: Path, language: Language,
                                     qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:  # PLT-12
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    found = walk_and_check(game, screen, "en", tmp_path, language, qtbot)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", ["uk", "pl", "ru"])
@pytest.mark.parametrize("game", registry.IDS)
def test_the_laptop_screen_fits_in_every_language(game: str, lang: str, tmp_path: Path, language: Language,
                                                  qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:  # PLT-12, PLT-15
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    found = walk_and_check(game, SCREENS["laptop"], lang, tmp_path, language, qtbot)
    assert not found, "\n".join(found)


def test_the_laptop_shows_half_the_spy_tables_seats(tmp_path: Path, language: Language, qtbot: Any,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:  # PLT-12
    """On a 1366×768 laptop the seats list shows at least five of ten players in every phase: the
    join panel's QR code takes the height a phone scans it from, and the seats get the rest."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    language.set("uk")
    built = build("spy", tmp_path, language, Clock())
    window = built.window
    qtbot.addWidget(window)
    window.setGeometry(0, 0, *SCREENS["laptop"])
    window.show()
    qtbot.waitExposed(window)
    window.setGeometry(0, 0, *SCREENS["laptop"])
    seats = window.seats.table
    try:
        for phase in WALKS["spy"](built):
            QApplication.processEvents()
            rows = seats.model().rowCount()
            if rows >= 5:
                shown = seats.viewport().height() // max(1, seats.rowHeight(0))
                assert shown >= 5, (phase, shown, rows)
    finally:
        built.close()
