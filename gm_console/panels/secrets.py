"""The round's secrets for a host who does not play: the location, the spies, every role.

In "host plays" mode the view carries no secrets and this panel says so and shows nothing else
(SPY-02): the console never has them, so it cannot leak them.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .. import views
from ..content import ContentNames
from ..table_model import TableModel
from ..views import Json
from ._panel import Panel, compact_rows, fit_rows


class SecretsPanel(Panel):
    """Location, spies and roles of the current deal, from the moderator view's ``secrets``."""

    def __init__(self, model: TableModel, content: ContentNames, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.content = content
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.location = QLabel(self)
        self.location.setObjectName("secret_location")
        self.location.setWordWrap(True)
        font = QFont(self.location.font())
        font.setPointSize(font.pointSize() + 6)
        font.setBold(True)
        self.location.setFont(font)
        self.cards = QTableWidget(0, 2, self)
        self.cards.setObjectName("secret_cards")
        self.cards.verticalHeader().setVisible(False)
        compact_rows(self.cards)
        self.cards.setWordWrap(True)
        self.cards.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.cards.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.cards.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.cards.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.cards.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.location)
        layout.addWidget(self.cards)
        layout.addStretch(1)
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        game = views.game(view)
        return (view.get("seats"), views.host_plays(view), views.secrets(view),
                (game.get("options") or {}).get("deck"))

    def draw(self, view: Json) -> None:
        secrets = views.secrets(view)
        self.cards.setRowCount(0)
        self.location.clear()
        self.note.setMinimumHeight(0)
        if views.host_plays(view) or "secrets" not in views.game(view):
            self.note.setText(self.tr("The host plays: the location, the spies and the roles are "
                                      "only on the players' phones."))
            self.note.setMinimumHeight(3 * self.note.fontMetrics().lineSpacing())  # wrapped, never cut
            self.cards.setVisible(False)
            self.location.setVisible(False)
            return
        self.location.setVisible(True)
        if not secrets:
            self.note.setText(self.tr("No cards are out."))
            self.cards.setVisible(False)
            return
        deck = (views.game(view).get("options") or {}).get("deck")
        location = str(secrets.get("location"))
        self.note.setText(self.tr("Location"))
        self.location.setText(self.content.location(location, deck))
        self.cards.setVisible(True)
        cards = secrets.get("cards") or []
        self.cards.setRowCount(len(cards))
        for row, card in enumerate(cards):
            spy = bool(card.get("spy"))
            role = self.tr("SPY") if spy else self.content.role(location, card.get("role"), deck)
            cells = (QTableWidgetItem(views.nickname(view, card.get("seat"))), QTableWidgetItem(role))
            for col, item in enumerate(cells):
                if spy:
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                    item.setForeground(QBrush(QColor("#c62828")))
                self.cards.setItem(row, col, item)
        self.cards.resizeRowsToContents()
        fit_rows(self.cards)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Secrets (moderator only)"))
        self.cards.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Card")])
