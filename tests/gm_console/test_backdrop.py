"""The widgets that repaint themselves at every request (a count, a flow of names, SUSPI's map, the
spy game's asker) fill their panel's inside in themselves where the style shades it with one
colour: the window looks the same pixel for pixel, and their repaints repaint nothing behind them
(PLT-12: the console keeps pace with the room)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QGroupBox, QVBoxLayout, QWidget

from gm_console.games.suspi.villa_map import VillaMap
from gm_console.i18n import Language
from gm_console.panels.line_label import LineLabel, WrappedLabel
from gm_console.panels.name_flow import Chip, NameFlow
from rules import registry

from .test_in_place import Paints
from .test_paints import shown
from .walks import WALKS

FILLING = (NameFlow, LineLabel, WrappedLabel, VillaMap)


@pytest.mark.parametrize("game", registry.IDS)
def test_the_window_looks_the_same_with_its_widgets_filling_their_backdrop(
        game: str, tmp_path: Path, language: Language, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:  # PLT-12
    """Through a whole game, at every step: the window with these widgets filling their inside, and
    with them letting their panel show through (as a style that shades a panel's inside has them),
    are the same picture (a game whose panels have none of them is skipped)."""
    assert QApplication.style().name() == "fusion"  # the style this machine's console runs with
    built = shown(game, tmp_path, language, qtbot, monkeypatch)
    checked = 0
    try:
        for phase in WALKS[game](built):
            for _ in range(3):
                QApplication.processEvents()
            filling = [w for w in built.window.findChildren(QWidget) if isinstance(w, FILLING) and w.isVisible()]
            assert all(w.autoFillBackground() for w in filling), phase
            if not filling:
                continue
            filled = built.window.grab().toImage()
            for widget in filling:
                widget.setAutoFillBackground(False)
            shown_through = built.window.grab().toImage()
            for widget in filling:
                widget.setAutoFillBackground(True)
            assert filled == shown_through, (phase, [w.objectName() for w in filling])
            checked += 1
    finally:
        built.close()
    if not checked:
        pytest.skip(f"no panel of {game} has a widget that fills its backdrop")
    assert checked >= 3, checked


def test_a_flows_repaint_repaints_nothing_behind_it(qtbot: Any) -> None:  # PLT-12, SUS-07
    """A name marked chosen repaints that name in the flow and not the panel behind it; a flow that
    lets its panel show through (another style) had the panel repaint under the name first."""
    box = QGroupBox("Who has chosen")
    qtbot.addWidget(box)
    flow = NameFlow(box, marks=("✔", "…"))
    QVBoxLayout(box).addWidget(flow)
    box.resize(300, 120)
    box.show()
    qtbot.waitExposed(box)
    names = ["Oleksandra", "Maksymilian", "Anastasiia", "Bogdan-Yurii"]
    flow.show_chips([Chip(n, mark="…") for n in names])
    QApplication.processEvents()
    behind, own = Paints(), Paints()
    box.installEventFilter(behind)
    flow.installEventFilter(own)
    for fills in (True, False):
        flow.setAutoFillBackground(fills)
        QApplication.processEvents()
        behind.count = own.count = 0
        flow.show_chips([Chip(n, mark="✔" if n == names[1] == n else "…") if fills else Chip(n, mark="…")
                         for n in names])
        QApplication.processEvents()
        assert own.count == 1
        assert behind.count == (0 if fills else 1), fills
