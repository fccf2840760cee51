"""The points table any game with rounds shows at the console (PLT-17): the leader, each player's
points (the leaders starred and bold) and the rounds so far, one line each in the game's words.

The view gives the points as ``game.scores`` (``[{"seat", "points"}]``), the leaders as
``game.leaders`` and the finished rounds as ``game.history`` (``rules/core/rounds.py`` makes the
first two); a game says how one round of its history reads (``round_line``)::

    self.scores = ScoresPanel(model, round_line=lambda view, entry: ...)
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QListWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .. import views
from ..table_model import TableModel
from ..views import Json
from ._panel import Panel, compact_rows, fit_rows, set_cell, sized_once

RoundLine = Callable[[Json, Json], str]
"""``round_line(view, history_entry)``: one finished round, in the game's words."""


class ScoresPanel(Panel):
    """The points table and the rounds so far."""

    def __init__(self, model: TableModel, round_line: RoundLine, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.round_line = round_line
        self.leader = QLabel(self)
        self.leader.setObjectName("leader")
        self.leader.setWordWrap(True)
        font = QFont(self.leader.font())
        font.setBold(True)
        font.setPointSize(font.pointSize() + 2)
        self.leader.setFont(font)
        self.table = QTableWidget(0, 2, self)
        self.table.setObjectName("scores")
        self.table.verticalHeader().setVisible(False)
        compact_rows(self.table)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.history_caption = QLabel(self)
        self.history = QListWidget(self)
        self.history.setObjectName("history")
        self.history.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.history.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.leader)
        layout.addWidget(self.table)
        layout.addWidget(self.history_caption)
        layout.addWidget(self.history, 1)
        self.history.setMinimumHeight(60)
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        game = views.game(view)
        return (view.get("seats"), game.get("scores"), game.get("leaders"), game.get("history"))

    def draw(self, view: Json) -> None:
        game = views.game(view)
        leaders = set(game.get("leaders") or [])
        rows = views.ranked_scores(view)
        with sized_once(self.table):
            self.table.setRowCount(len(rows))
            for i, row in enumerate(rows):
                seat = row.get("seat")
                star = "★ " if seat in leaders else ""
                cells = (QTableWidgetItem(star + views.nickname(view, seat)),
                         QTableWidgetItem(str(row.get("points", 0))))
                cells[1].setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                for col, item in enumerate(cells):
                    if seat in leaders:
                        font = QFont(item.font())
                        font.setBold(True)
                        item.setFont(font)
                    set_cell(self.table, i, col, item)
        fit_rows(self.table)
        if leaders:
            self.leader.setText(self.tr("Leader: %1").replace("%1", views.names(view, sorted(leaders))))
        else:
            self.leader.setText(self.tr("No points yet"))
        self.history.clear()
        for entry in game.get("history") or []:
            self.history.addItem(self.round_line(view, entry))
        if self.history.count():
            self.history.scrollToBottom()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Scores"))
        self.table.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Points")])
        self.history_caption.setText(self.tr("Rounds"))
