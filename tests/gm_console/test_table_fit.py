"""A board table's type found by halving from the step it had (``TableBlock._row_font``) is the
type found step by step from the full size, through random tables, titles and rooms, one change
after another as a board's side table gets them (PLT-13)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtGui import QFont

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
