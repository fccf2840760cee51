"""A panel's frame is drawn once and copied where a change inside it repaints the box behind a
widget (``Panel.paintEvent``): what the window presents (its backing store, as the screen shows it)
must stay what the window draws afresh, through every phase of every game."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QMessageBox, QScrollBar, QSizeGrip

from gm_console.i18n import Language
from gm_console.panels._panel import Panel
from rules import registry

from .conftest import Clock, activate
from .walks import WALKS, build

ROOT = Path(__file__).resolve().parents[2]


def without_bars(window: Any, image: QImage) -> QImage:
    """Scroll bars, the corner between them and the size grip are left out: grabbed afresh they
    differ from the ones shown by a pixel, whatever the panels do (they paint their whole rectangle
    themselves)."""
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    painter = QPainter(image)
    for grip in window.findChildren(QSizeGrip):
        painter.fillRect(QRect(grip.mapTo(window, QPoint(0, 0)), grip.size()), QColor("#ff00ff"))
    for area in window.findChildren(QAbstractScrollArea):  # its bars and the corner between them
        if area.isVisible() and any(bar.isVisible() for bar in area.findChildren(QScrollBar)):
            frame = QRect(area.mapTo(window, QPoint(0, 0)), area.size())
            inside = QRect(area.viewport().mapTo(window, QPoint(0, 0)), area.viewport().size())
            painter.fillRect(QRect(inside.right() + 1, frame.top(), frame.right() - inside.right(), frame.height()),
                             QColor("#ff00ff"))
            painter.fillRect(QRect(frame.left(), inside.bottom() + 1, frame.width(), frame.bottom() - inside.bottom()),
                             QColor("#ff00ff"))
    painter.end()
    return image


def presented(window: Any) -> QImage:
    screen = QApplication.primaryScreen()
    return without_bars(window, screen.grabWindow(window.winId()).toImage())


def afresh(window: Any) -> QImage:
    return without_bars(window, window.grab().toImage())


@pytest.mark.parametrize("game", registry.IDS)
def test_a_panel_repainted_from_its_drawn_frame_shows_what_drawing_afresh_shows(
        game: str, qtbot: Any, tmp_path: Path, language: Language, monkeypatch: pytest.MonkeyPatch) -> None:  # PLT-12
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    built = build(game, tmp_path, language, Clock())
    window = built.window
    qtbot.addWidget(window)
    window.resize(1366, 740)
    activate(qtbot, window)
    panels = window.findChildren(Panel)
    checked = 0
    try:
        for moment in WALKS[game](built):
            qtbot.waitUntil(lambda: presented(window) == afresh(window), timeout=3000)
            checked += 1
            assert moment
    finally:
        built.close()
    assert checked >= 4
    assert sum(p.frames_reused for p in panels) > 0, "no change repainted a box from its frame"


@pytest.mark.parametrize("scale", ["1", "1.25", "1.5", "2"])
def test_at_every_screen_scale_a_box_repainted_from_its_frame_is_the_box_repainted_whole(scale: str) -> None:  # PLT-12
    """A laptop at 125 % or 150 % (Windows), a Retina screen at 200 % (macOS): the frame is drawn at
    the screen's pixel ratio, and a panel repainted from it after each label's change presents what
    it presents once repainted whole (``panel_frame_probe.py``, a process per scale)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": scale}
    done = subprocess.run([sys.executable, "-m", "tests.gm_console.panel_frame_probe"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120, check=True)
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["dpr"] == float(scale)
    assert seen["reused"] >= 6  # each change repainted its part of the box from the frame
    assert seen["mismatches"] == 0
