"""Run by ``test_panel_frames.py`` in a process of its own, at the screen scale of ``QT_SCALE_FACTOR``
(read by Qt only when the application starts): a panel whose labels change one at a time is
repainted from its drawn frame, and what the window presents after each change must equal what
it presents once every widget of it was repainted whole. Prints one JSON line."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

from gm_console.panels._panel import Panel
from gm_console.views import Json


class _Probe(Panel):
    def draw(self, view: Json) -> None:
        pass

    def retranslate(self) -> None:
        pass


def main() -> None:
    app = QApplication([])
    window = QWidget()
    panel = _Probe(None)  # type: ignore[arg-type]  # a box and its labels: no table behind it
    panel.setTitle("The living and the dead")
    inside = QVBoxLayout(panel)
    labels = [QLabel(f"line {i}") for i in range(4)]
    for label in labels:
        inside.addWidget(label)
    QVBoxLayout(window).addWidget(panel)
    window.resize(420, 260)
    window.show()
    for _ in range(10):
        app.processEvents()
    screen = app.primaryScreen()
    mismatches = 0
    for step in range(6):
        labels[step % 4].setText(f"changed {step} " + "x" * step)
        for _ in range(5):
            app.processEvents()
        partial = screen.grabWindow(window.winId()).toImage()
        for widget in [window, *window.findChildren(QWidget)]:
            widget.update()
        for _ in range(5):
            app.processEvents()
        if screen.grabWindow(window.winId()).toImage() != partial:
            mismatches += 1
    print(json.dumps({"dpr": panel.devicePixelRatioF(), "reused": panel.frames_reused, "mismatches": mismatches}))


if __name__ == "__main__":
    main()
