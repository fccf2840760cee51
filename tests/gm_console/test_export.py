"""Saving the protocol from the console (PLT-18): Ctrl+S writes JSON and a printable page in the
console's language next to the journal."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import Qt

from tests.gm_console.conftest import activate


def test_ctrl_s_saves_the_protocol_in_the_consoles_language(qtbot: Any, console: Any) -> None:  # PLT-18, PLT-12
    console.language.set("pl")
    console.seat(3)
    console.trigger("deal")
    console.all_look()
    console.trigger("start_round")
    secrets = console.game["secrets"]
    console.player(secrets["spies"][0], "guess", location=secrets["location"])
    activate(qtbot, console.window)
    qtbot.keyClick(console.window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    folder = console.table.journal.path.parent / "protocols"
    pages = sorted(folder.glob("*.html"))
    assert len(pages) == 1 and pages[0].with_suffix(".json").exists()
    page = pages[0].read_text(encoding="utf-8")
    assert "Protokół gry" in page and console.content.location(secrets["location"]) in page
    assert "Szpieg" in page  # the outcome in words, in the console's language
    data = json.loads(pages[0].with_suffix(".json").read_text(encoding="utf-8"))
    assert data["final"]["history"][0]["location"] == secrets["location"]
    assert str(pages[0]) in console.window.statusBar().currentMessage()
