"""A label of one line (``LineLabel``, the spy game's asker): a new text repaints the line and lays
nothing out again; a text longer than its column is cut with "…" and its whole text is its tooltip.
A wrapped count (``WrappedLabel``, SUSPI's rooms chosen and confirms): a new text that keeps its
lines repaints the text and lays nothing out, one that needs more or fewer lines is given them, as
high as a wrapped QLabel would be (PLT-12: the console keeps pace with the room, and fits a
laptop's screen)."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

from gm_console.panels.line_label import LineLabel, WrappedLabel


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


def wrapped_column(qtbot: Any, width: int) -> tuple[QWidget, WrappedLabel, QLabel]:
    box = QWidget()
    qtbot.addWidget(box)
    layout = QVBoxLayout(box)
    count = WrappedLabel(box)
    font = QFont(count.font())
    font.setPointSize(font.pointSize() + 2)
    font.setBold(True)
    count.setFont(font)  # a heading, as the panels set it
    below = QLabel("Who has chosen", box)
    layout.addWidget(count)
    layout.addWidget(below)
    layout.addStretch(1)
    box.resize(width, 300)
    box.show()
    qtbot.waitExposed(box)
    return box, count, below


def test_a_count_that_keeps_its_lines_repaints_itself_and_lays_nothing_out(qtbot: Any) -> None:  # PLT-12, SUS-06
    box, count, below = wrapped_column(qtbot, 180)
    count.setText("Rooms chosen: 0 of 18")
    QApplication.processEvents()
    layouts, paints = Events(QEvent.Type.LayoutRequest), Events(QEvent.Type.Paint)
    box.installEventFilter(layouts)
    count.installEventFilter(paints)
    where, under = count.geometry(), below.geometry()
    for done in range(1, 19):
        count.setText(f"Rooms chosen: {done} of 18")  # 10 of 18 is a digit wider: the same two lines
        QApplication.processEvents()
        assert count.geometry() == where and below.geometry() == under
    assert layouts.count == 0
    assert paints.count == 18
    count.setText("Runoff · Confirmed: 3 of 17 · 2 places")  # more lines: the column gives them
    QApplication.processEvents()
    assert layouts.count >= 1
    assert count.height() == count.height_for(count.contentsRect().width()) > where.height()
    assert below.geometry().top() >= count.geometry().bottom()
    count.setText("")  # no text: no height
    QApplication.processEvents()
    assert count.height() == 0


def test_a_count_is_as_high_as_a_wrapped_label_and_never_widens_its_column(qtbot: Any) -> None:  # PLT-12
    """At random widths and texts the count is as high as a word-wrapped QLabel in the same type
    (what it replaced), and the column keeps its width however long the text."""
    rng = random.Random(25)
    words = ["Rooms", "chosen:", "Обрано", "кімнат:", "Wybrano", "pokoi:", "12", "of", "з", "18", "·",
             "Runoff", "Dogrywka", "Konstantynopolitańczykowianeczka"]
    for width in (120, 176, 260, 409):
        box, count, _below = wrapped_column(qtbot, width)
        start = box.width()
        plain = QLabel()
        plain.setWordWrap(True)
        plain.setFont(count.font())
        qtbot.addWidget(plain)
        for _ in range(12):
            text = " ".join(rng.choice(words) for _ in range(rng.randint(1, 9)))
            count.setText(text)
            QApplication.processEvents()
            plain.setText(text)
            assert count.height() == plain.heightForWidth(count.width()), (width, text)
            assert box.width() == start
