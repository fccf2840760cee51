"""A label of one line (``LineLabel``, the spy game's asker): a new text repaints the line and lays
nothing out again; a text longer than its column is cut with "…" and its whole text is its tooltip
(PLT-12: the console keeps pace with the room, and fits a laptop's screen)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

from gm_console.panels.line_label import LineLabel


class Events(QObject):
    """Counts the watched widgets' events of one type."""

    def __init__(self, kind: QEvent.Type) -> None:
        super().__init__()
        self.kind = kind
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == self.kind:
            self.count += 1
        return False


def column(qtbot: Any, width: int = 300) -> tuple[QWidget, LineLabel, QLabel]:
    box = QWidget()
    qtbot.addWidget(box)
    layout = QVBoxLayout(box)
    line = LineLabel(box)
    below = QLabel("Questions so far", box)
    layout.addWidget(line)
    layout.addWidget(below)
    box.resize(width, 120)
    box.show()
    qtbot.waitExposed(box)
    return box, line, below


def test_a_new_text_repaints_the_line_and_lays_nothing_out(qtbot: Any) -> None:  # PLT-12
    box, line, _below = column(qtbot)
    QApplication.processEvents()
    layouts, paints = Events(QEvent.Type.LayoutRequest), Events(QEvent.Type.Paint)
    box.installEventFilter(layouts)
    line.installEventFilter(paints)
    where = line.geometry()
    for name in ("Oleksandra", "Bogdan-Yurii", "Ян", "Katarzyna Wiśniewska-Kowalczyk"):
        line.setText(name)
        QApplication.processEvents()
        assert line.text() == name
        assert line.geometry() == where  # the column's width, the type's height
    assert layouts.count == 0
    assert paints.count == 4
    same = paints.count
    line.setText("Katarzyna Wiśniewska-Kowalczyk")  # the same text: nothing to do
    QApplication.processEvents()
    assert paints.count == same


def test_a_text_longer_than_its_column_is_cut_and_shown_whole_as_its_tooltip(qtbot: Any) -> None:  # PLT-12
    _box, line, _below = column(qtbot, width=140)
    line.setText("Katarzyna Wiśniewska-Kowalczyk")
    QApplication.processEvents()
    assert line.shown().endswith("…") and len(line.shown()) < len(line.text())
    assert line.fontMetrics().horizontalAdvance(line.shown()) <= line.contentsRect().width()
    assert line.toolTip() == line.text()
    line.setText("Jan")
    QApplication.processEvents()
    assert line.shown() == "Jan" and line.toolTip() == ""


def test_a_larger_type_asks_for_a_taller_line(qtbot: Any) -> None:  # PLT-12
    _box, line, below = column(qtbot)
    line.setText("Oleksandra")
    QApplication.processEvents()
    before = line.height()
    font = QFont(line.font())
    font.setPointSize(font.pointSize() + 10)
    font.setBold(True)
    line.setFont(font)
    QApplication.processEvents()
    assert line.height() >= line.fontMetrics().height() > before
    assert below.geometry().top() >= line.geometry().bottom()  # nothing overlaps
