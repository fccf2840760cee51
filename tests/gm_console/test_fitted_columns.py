"""A panel's table whose columns fit their contents (``sized_once``): after every fill its columns
are as wide as Qt's own fitting makes them, and a fill that changed no width leaves the header
alone (PLT-12: the console keeps pace with the room)."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QHeaderView, QTableWidget, QTableWidgetItem

from gm_console.panels._panel import FITTED, set_cell, sized_once

from .test_in_place import Paints

WORDS = ["", "ready", "…", "✓", "Oleksandra", "Bogdan-Yurii", "captain, answers", "sent off", "W" * 14]


class Measured(QTableWidget):
    """A table that counts which columns were measured (Qt's own measure, called as it is)."""

    def __init__(self, rows: int, columns: int) -> None:
        super().__init__(rows, columns)
        self.measured: list[int] = []

    def sizeHintForColumn(self, column: int) -> int:
        self.measured.append(column)
        return super().sizeHintForColumn(column)


def table(qtbot: Any, labels: list[str]) -> QTableWidget:
    """A table set up as the panels set theirs: every column fits its contents, the last stretches."""
    made = Measured(0, len(labels))
    made.setHorizontalHeaderLabels(labels)
    made.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    made.horizontalHeader().setStretchLastSection(True)
    made.resize(700, 300)
    qtbot.addWidget(made)
    made.show()
    return made


def fill(made: QTableWidget, rows: list[list[str]]) -> None:
    made.setRowCount(len(rows))
    for r, cells in enumerate(rows):
        for c, text in enumerate(cells):
            set_cell(made, r, c, QTableWidgetItem(text))


def test_fitted_columns_are_as_wide_as_qts_own_fitting_makes_them(qtbot: Any) -> None:  # PLT-12
    """Random fills (rows added and taken, texts long and short, a column hidden, the header's
    labels in another language): after each, every column of a table filled through ``sized_once``
    is as wide as the same column of a table that fits its contents the whole time (Qt's own)."""
    labels = ["Expert", "Avatar and hat", "Now", "Penalties"]
    ours, qts = table(qtbot, labels), table(qtbot, labels)
    rng = random.Random(11)
    for step in range(60):
        if step % 15 == 14:
            labels = [rng.choice(["Знавець", "Ekspert", "Сейчас", "Kara", "A"]) for _ in labels]
            ours.setHorizontalHeaderLabels(labels)  # a language change, between fills
            qts.setHorizontalHeaderLabels(labels)
        if step == 30:
            ours.setColumnHidden(1, True)
            qts.setColumnHidden(1, True)
        if step == 40:
            ours.setColumnHidden(1, False)
            qts.setColumnHidden(1, False)
        if step == 45:  # a larger type, between fills: every cell is wider
            font = QFont(ours.font())
            font.setPointSize(font.pointSize() + 4)
            ours.setFont(font)
            qts.setFont(font)
        if step == 50:  # a cell whose text changes in place, outside a fill: the next fill fits it
            for made in (ours, qts):
                if made.rowCount():
                    made.item(0, 0).setText("W" * 20)
        rows = [[rng.choice(WORDS) for _ in labels] for _ in range(rng.randint(0, 7))]
        with sized_once(ours):
            fill(ours, rows)
        fill(qts, rows)
        QApplication.processEvents()
        QApplication.processEvents()
        header, theirs = ours.horizontalHeader(), qts.horizontalHeader()
        assert [header.sectionSize(c) for c in range(4)] == [theirs.sectionSize(c) for c in range(4)], step
    assert ours.horizontalHeader().property(FITTED) == [0, 1, 2, 3]


def test_a_fill_that_changes_no_width_leaves_the_header_alone(qtbot: Any) -> None:  # PLT-12
    """A cell's new text that is not the widest of its column (a ready mark among names) changes
    no width: the header is neither laid out nor repainted. A text wider than the column's widest
    widens it and repaints the header."""
    made = table(qtbot, ["Expert", "Now", "Penalties"])
    rows = [["Oleksandra", "ready", ""], ["Bogdan-Yurii", "", "1"], ["Katarzyna", "ready", ""]]
    with sized_once(made):
        fill(made, rows)
    QApplication.processEvents()
    paints = Paints()
    made.horizontalHeader().viewport().installEventFilter(paints)
    widths = [made.horizontalHeader().sectionSize(c) for c in range(3)]
    for text in ("", "ready", "…", "ready"):
        rows[1][1] = text
        with sized_once(made):
            fill(made, rows)
        QApplication.processEvents()
        QApplication.processEvents()
        assert made.item(1, 1).text() == text
    assert [made.horizontalHeader().sectionSize(c) for c in range(3)] == widths
    assert paints.count == 0
    rows[1][1] = "captain, answers, sent off"
    with sized_once(made):
        fill(made, rows)
    QApplication.processEvents()
    QApplication.processEvents()
    assert made.horizontalHeader().sectionSize(1) > widths[1]
    assert paints.count >= 1


def test_a_fill_measures_the_columns_whose_cells_changed(qtbot: Any) -> None:  # PLT-12
    """An expert's new "ready" mark measures its column alone, not the names beside it; a row
    added measures every column, as does a new label in the header or another type."""
    made = table(qtbot, ["Expert", "Now", "Penalties", "Note"])
    rows = [["Oleksandra", "ready", "", ""], ["Bogdan-Yurii", "", "1", ""], ["Katarzyna", "ready", "", ""]]
    with sized_once(made):
        fill(made, rows)
    assert sorted(set(made.measured)) == [0, 1, 2]  # the first fill: every column but the stretched one
    made.measured.clear()
    rows[1][1] = "ready"
    with sized_once(made):
        fill(made, rows)
    assert made.measured == [1]
    made.measured.clear()
    with sized_once(made):
        fill(made, rows)  # nothing changed
    assert made.measured == []
    rows.append(["Zenon", "", "", ""])
    with sized_once(made):
        fill(made, rows)
    assert sorted(made.measured) == [0, 1, 2]
    made.measured.clear()
    made.setHorizontalHeaderLabels(["Знавець", "Зараз", "Штрафи", "Примітка"])
    assert sorted(set(made.measured)) == [0, 1, 2]  # a new label fits at once
    made.measured.clear()
    font = QFont(made.font())
    font.setPointSize(font.pointSize() + 3)
    made.setFont(font)
    with sized_once(made):
        fill(made, rows)
    assert sorted(made.measured) == [0, 1, 2]
