"""A board table's type found by halving from the step it had (``TableBlock._row_font``) is the
type found step by step from the full size, through random tables, titles and rooms, one change
after another as a board's side table gets them (PLT-13)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor, QFont, QFontDatabase, QFontMetricsF, QPaintEvent, QPalette, QRegion
from PySide6.QtWidgets import QApplication, QWidget

from gm_console.board_blocks import ROW_STEPS, TableBlock

NAMES = ["Oleksandra", "Maksymilian", "Bogdan-Yurii", "Ivan Petrenko", "Zofia", "Przemysław", "Olha", "Taras"]
NOTES = ["", "", "captain", "offline", "sent off", "captain, offline, sent off", "answers", "ready"]


def step_by_step(table: TableBlock, height: float, width: float, *, stacked: bool) -> int:
    """The pixel size the table first found: full size, then 4 % smaller at each step until the
    rows fit (or the smallest type)."""
    px = table.ROW_PX * table.unit() * table.TYPE
    font = QFont(table.font())
    for _ in range(ROW_STEPS):
        font.setPixelSize(max(7, int(px)))
        lines = table._row_lines(stacked) + table.title_lines(font, width)
        if px <= 7 or (table._width(font, stacked) <= width and lines * font.pixelSize() / table.TYPE <= height):
            break
        px *= 0.96
    return font.pixelSize()


@pytest.mark.parametrize("seed", range(4))
def test_the_type_found_by_halving_is_the_type_found_step_by_step(seed: int, qtbot: Any) -> None:  # PLT-13
    rng = random.Random(seed)
    unit = [1.0]
    table = TableBlock(lambda: unit[0], top=bool(seed % 2))
    qtbot.addWidget(table)
    sizes: set[int] = set()
    for change in range(160):
        rows = [[rng.choice(NAMES) + " " * rng.randint(0, 1) + rng.choice(NAMES)[: rng.randint(0, 9)],
                 rng.choice(NOTES), str(rng.randint(0, 120))] for _ in range(rng.randint(1, 18))]
        title = rng.choice(["", "Experts", "The villa: who is where, tonight and every night before it"])
        table.set_rows(title, rows, [None] * len(rows), numeric=[2])
        if rng.random() < 0.3:
            unit[0] = rng.choice([0.67, 1.0, 1.78, 2.0])
        height, width = rng.choice([60.0, 140.0, 300.0, 700.0]), rng.choice([90.0, 220.0, 480.0, 1100.0])
        for stacked in (False, True):
            found = table._row_font(height, width, stacked=stacked).pixelSize()
            assert found == step_by_step(table, height, width, stacked=stacked), (seed, change, stacked)
            sizes.add(found)
    assert len(sizes) > 12  # full size, the smallest type and many between


def test_a_tables_widths_are_measured_in_its_type_through_changes_of_it(qtbot: Any) -> None:  # PLT-13
    """The widths a table keeps for its cells (measured once per size and weight) are the widths of
    its cells in its type, also after its type's family changes."""
    rng = random.Random(5)
    table = TableBlock(lambda: 1.0)
    qtbot.addWidget(table)
    families = [f for f in ("DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono") if f in QFontDatabase.families()]
    assert len(families) >= 2, families
    for change in range(60):
        if change % 10 == 0:
            table.setFont(QFont(families[(change // 10) % len(families)]))
        rows = [[rng.choice(NAMES), rng.choice(NOTES), str(rng.randint(0, 120))] for _ in range(rng.randint(1, 8))]
        table.set_rows("", rows, [None] * len(rows), numeric=[2], dim=[1])
        font = QFont(table.font())
        font.setPixelSize(rng.choice([9, 14, 23, 31]))
        bold, small = QFont(font), table._small(font)
        bold.setBold(True)
        expected = [0.0, 0.0, 0.0]
        for row in rows:
            for i, (cell, cell_font) in enumerate(zip(row, (bold, small, bold), strict=True)):  # a stage table's
                if cell:  # names in bold, the notes small, the numbers in bold
                    expected[i] = max(expected[i], QFontMetricsF(cell_font).horizontalAdvance(cell) + 2)
        assert table._widths(font) == expected, (change, table.font().family())


class _Painted(QObject):
    """The region each paint of a widget covered."""

    def __init__(self) -> None:
        super().__init__()
        self.regions: list[QRegion] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and isinstance(event, QPaintEvent):
            self.regions.append(QRegion(event.region()))
        return False


@pytest.mark.parametrize("top", [True, False])
def test_a_changed_row_repaints_its_rows_band_and_the_board_shows_the_whole_table(top: bool, qtbot: Any) -> None:
    """PLT-13, PLT-12: a change of a board table that keeps its type and columns (a ready mark, a
    score, a row's tone) repaints the rows it changed, not the table; after every change, whatever
    it repainted, the board shows the table as a whole new paint draws it (nothing left of before)."""
    rng = random.Random(11 if top else 12)
    board = QWidget()
    board.resize(360, 520)
    palette = board.palette()
    palette.setColor(QPalette.ColorRole.Window, QColor("#101820"))
    board.setPalette(palette)
    board.setAutoFillBackground(True)
    table = TableBlock(lambda: 0.6, board, top=top)
    table.setGeometry(0, 0, 360, 520)
    qtbot.addWidget(board)
    board.show()
    qtbot.waitExposed(board)
    painted = _Painted()
    table.installEventFilter(painted)
    rows = [[name, "", str(rng.randint(0, 9))] for name in NAMES]
    tones: list[str | None] = [None] * len(rows)
    table.set_rows("Experts", rows, tones, numeric=[2])
    qtbot.waitUntil(lambda: table._painted is not None)
    partial = 0
    for change in range(60):
        row = rng.randrange(len(rows))
        what = rng.random()
        if what < 0.4:
            rows[row][2] = str(rng.randint(0, 9))  # a digit for a digit: the same width
        elif what < 0.6:
            tones[row] = rng.choice([None, "good", "muted", "bad"])
        elif what < 0.8:
            rows[row][1] = rng.choice(NOTES)  # may widen the notes' column, or narrow it
        else:
            rows[row][0] = rng.choice(NAMES)
        before = table._painted
        painted.regions.clear()
        table.set_rows("Experts", [list(r) for r in rows], list(tones), numeric=[2])
        QApplication.processEvents()
        QApplication.processEvents()
        if table._painted == before and painted.regions:
            reached = QRegion()
            for region in painted.regions:
                reached = reached.united(region)
            assert reached.boundingRect().height() < table.height() / 3, (change, reached.boundingRect())
            partial += 1
        shown = QApplication.primaryScreen().grabWindow(board.winId()).toImage()
        drawn = board.grab().toImage().convertToFormat(shown.format())
        assert shown == drawn, change
    assert partial >= 15, partial  # most of the changes kept the table's type and columns


@pytest.mark.parametrize("top", [False, True])
def test_a_tables_kept_row_widths_are_a_fresh_tables_through_changes_of_its_columns(top: bool, qtbot: Any) -> None:
    """The widths a table keeps for each row (measured once per texts, size, weight and whether the
    notes go under the rows) are a fresh table's for the same rows, also after the numbers and the
    muted columns move, a row changes alone, or the type's family changes (PLT-13)."""
    rng = random.Random(7 + top)
    table = TableBlock(lambda: 1.0, top=top)
    qtbot.addWidget(table)
    families = [f for f in ("DejaVu Sans", "DejaVu Serif") if f in QFontDatabase.families()]
    rows = [[rng.choice(NAMES), rng.choice(NOTES), str(rng.randint(0, 120))] for _ in range(6)]
    numeric, dim = [2], [1]
    kept = 0
    for change in range(120):
        what = rng.random()
        if what < 0.5:  # one row changes, as a ready mark or a score
            rows[rng.randrange(len(rows))][rng.randrange(3)] = rng.choice(NAMES + NOTES + ["7", "120"])
        elif what < 0.7:
            numeric, dim = rng.choice([([2], [1]), ([1], [2]), ([], []), ([1, 2], []), ([], [0, 1])])
        elif what < 0.8 and families:
            table.setFont(QFont(rng.choice(families)))
        else:
            rows = [[rng.choice(NAMES), rng.choice(NOTES), str(rng.randint(0, 120))] for _ in range(rng.randint(1, 8))]
        table.set_rows("", rows, [None] * len(rows), numeric=numeric, dim=dim)
        fresh = TableBlock(lambda: 1.0, top=top)
        qtbot.addWidget(fresh)
        fresh.setFont(table.font())
        fresh.set_rows("", rows, [None] * len(rows), numeric=numeric, dim=dim)
        font = QFont(table.font())
        font.setPixelSize(rng.choice([9, 14, 23, 31]))
        kept += sum((table._look(font, False), tuple(r)) in table._row_widths for r in rows)
        for stacked in (False, True):
            assert table._widths(font, stacked) == fresh._widths(font, stacked), (change, stacked)
            assert table._width(font, stacked) == fresh._width(font, stacked), (change, stacked)
    assert kept > 50  # rows found measured already: the widths were kept, not measured anew each time
