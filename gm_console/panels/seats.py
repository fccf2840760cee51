"""The seat list: every seat ever taken, its phone's connection, whether it has looked at its card;
with "remove player" and "new seat link" for the selected seat (PLT-09, SPY-08, SPY-38)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from .. import texts, views
from ..commands import Commands, with_shortcut
from ..qr import QrView
from ..table_model import TableModel
from ..views import Json
from ._panel import Panel, compact_rows, set_cell, show_rows, sized_once

SEATS_SHORTCUT = "Alt+S"
PRESENCE_COLORS = {"connected": "#1b7f3b", "away": "#b36b00", "left": "#8a8a8a"}


class SeatsPanel(Panel):
    """The seats with their phones' status.

    Signals:
        selection_changed(): another seat was selected.
    """

    selection_changed = Signal()

    def __init__(self, model: TableModel, commands: Commands, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.commands = commands
        self.table = QTableWidget(0, 4, self)
        self.table.setObjectName("seats")
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        compact_rows(self.table)
        show_rows(self.table)  # three seats at least in view, the rest scroll: the lobby column fits a laptop
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.ResizeToContents)
        self.summary = QLabel(self)
        self.kick = QToolButton(self)
        self.kick.setDefaultAction(commands.action("kick"))
        self.reissue = QToolButton(self)
        self.reissue.setDefaultAction(commands.action("reissue"))
        self.summary.setWordWrap(True)  # "Seated: 18, phones connected: 18": a line of its own in any language
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.reissue)
        buttons.addWidget(self.kick)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.summary)
        layout.addLayout(buttons)
        self._rows: list[tuple[int, str, str, str, str]] = []
        """What each row shows (seat, nickname, presence and its words in the console's language, card):
        a row that shows the same is not set again."""
        self._connect_signals()
        self.retranslate()
        self.redraw()

    def _connect_signals(self) -> None:
        self.table.itemSelectionChanged.connect(self.on_selection_changed)

    def watch(self, view: Json) -> object:
        game = views.game(view)
        return (view.get("seats"), game.get("players"), game.get("observers"), game.get("seen"),
                game.get("phase"), "kick" in views.allowed(view))

    def draw(self, view: Json) -> None:
        selected = self.selected_seat()
        game = views.game(view)
        players, seen = set(game.get("players") or []), set(game.get("seen") or [])
        observers = set(game.get("observers") or [])
        cards_out = game.get("phase") not in ("lobby", "round_over", None)
        rows = views.seats(view)
        shown: list[tuple[int, str, str, str, str]] = []
        for seat in rows:
            number = int(seat["seat"])
            status = views.presence(seat)
            if not cards_out or status == "left":
                card = ""
            elif number in observers:
                card = self.tr("watching")
            elif number in seen:
                card = self.tr("looked ✓")
            elif number in players and "seen" in game:  # a game that tells who has looked (SPY-08)
                card = self.tr("not yet")
            else:
                card = ""
            shown.append((number, str(seat.get("nickname", "")), status, texts.presence(status), card))
        changed = [row for row, line in enumerate(shown) if row >= len(self._rows) or self._rows[row] != line]
        if changed or len(shown) != self.table.rowCount():
            with sized_once(self.table):  # the columns are measured once, and only when a row changed
                self.table.setRowCount(len(shown))
                for row in changed:
                    self._fill_row(row, *shown[row])
        self._rows = shown
        self._select(selected)
        connected = sum(1 for s in rows if views.presence(s) == "connected")
        present = sum(1 for s in rows if s.get("present", True))
        self.summary.setText(self.tr("Seated: %1, phones connected: %2")
                             .replace("%1", str(present)).replace("%2", str(connected)))
        self.update_buttons()

    def _fill_row(self, row: int, number: int, nickname: str, status: str, presence: str, card: str) -> None:
        """One seat's row: its number, nickname, presence (in its colour) and card; a seat that left
        struck through and greyed."""
        for col, text in enumerate((str(number), nickname, presence, card)):
            item = QTableWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, number)
            if col == 2:
                item.setForeground(QBrush(QColor(PRESENCE_COLORS[status])))
            if status == "left":
                font = QFont(item.font())
                font.setStrikeOut(col == 1)
                item.setFont(font)
                item.setForeground(QBrush(QColor(PRESENCE_COLORS["left"])))
            set_cell(self.table, row, col, item)

    def _select(self, seat: int | None) -> None:
        self.table.blockSignals(True)
        self.table.clearSelection()
        for row in range(self.table.rowCount()):
            item = self.table.item(row, 0)
            if seat is not None and item is not None and item.data(Qt.ItemDataRole.UserRole) == seat:
                self.table.selectRow(row)
        self.table.blockSignals(False)

    def selected_seat(self) -> int | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        if not rows:
            return None
        item = self.table.item(rows[0].row(), 0)
        return int(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    def select_seat(self, seat: int | None) -> None:
        self._select(seat)
        self.on_selection_changed()

    def selected_present(self) -> bool:
        seat = self.selected_seat()
        return any(s.get("seat") == seat and s.get("present", True) for s in views.seats(self.model.view))

    def update_buttons(self) -> None:
        """Remove: the view allows ``kick`` and a present seat is selected; new link: a present seat."""
        present = self.selected_present()
        self.commands.action("kick").setEnabled("kick" in self.model.allowed() and present)
        self.commands.action("reissue").setEnabled(present)

    @Slot()
    def on_selection_changed(self) -> None:
        self.update_buttons()
        self.selection_changed.emit()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Seats"))
        self.table.setHorizontalHeaderLabels(["#", self.tr("Nickname"), self.tr("Phone"), self.tr("Card")])
        self.table.setToolTip(with_shortcut(self.tr("Select a seat to remove it or give it a new link"),
                                            SEATS_SHORTCUT))
        self.table.setProperty("keys", SEATS_SHORTCUT)


class ReissueDialog(QDialog):
    """A seat's new link, as a QR code and as text, for that player to rejoin (PLT-09)."""

    def __init__(self, nickname: str, url: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.url = url
        self.nickname = nickname
        self.caption = QLabel(self)
        self.caption.setWordWrap(True)
        self.qr = QrView(self, minimum=260)
        self.qr.set_text(url)
        self.link = QLabel(url, self)
        self.link.setObjectName("seat_link")
        self.link.setWordWrap(True)
        self.link.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.copy = QPushButton(self)
        self.copy.setShortcut("Ctrl+C")
        self.buttons.addButton(self.copy, QDialogButtonBox.ButtonRole.ActionRole)
        layout = QVBoxLayout(self)
        layout.addWidget(self.caption)
        layout.addWidget(self.qr, 1)
        layout.addWidget(self.link)
        layout.addWidget(self.buttons)
        self._connect_signals()
        self.retranslate()

    def _connect_signals(self) -> None:
        self.buttons.rejected.connect(self.reject)
        self.copy.clicked.connect(self.on_copy_clicked)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New seat link"))
        self.caption.setText(self.tr("%1 scans this code to take their seat again. "
                                     "The old link no longer works.").replace("%1", self.nickname))
        self.copy.setText(self.tr("Copy link"))
        self.copy.setToolTip(with_shortcut(self.tr("Copy the link"), "Ctrl+C"))
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setToolTip(with_shortcut(self.tr("Close"), "Esc"))

    @Slot()
    def on_copy_clicked(self) -> None:
        QGuiApplication.clipboard().setText(self.url)
