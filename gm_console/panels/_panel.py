"""What every panel of the main window shares: redraw when its part of the view changed, ask its
desk to send a request, and the console's big command buttons."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal, Slot
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGroupBox, QSizePolicy, QTableView, QToolButton, QWidget

from ..commands import Commands
from ..table_model import TableModel
from ..views import Json


def big_button(parent: QWidget, commands: Commands, name: str) -> QToolButton:
    """A large button showing the command ``name`` (its text, shortcut, tooltip, enabled state)."""
    button = QToolButton(parent)
    button.setDefaultAction(commands.action(name))
    button.setObjectName(f"button_{name}")
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
    button.setMinimumHeight(40)
    font = QFont(button.font())
    font.setPointSize(font.pointSize() + 2)
    font.setBold(True)
    button.setFont(font)
    return button


def compact_rows(table: QTableView) -> None:
    """Rows as high as one line of text: ten seats fit without scrolling."""
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 10)


def fit_rows(table: QTableView, minimum_rows: int = 3) -> None:
    """At most as tall as its rows, so no empty space sits under a short table; on a small screen
    it may shrink to ``minimum_rows`` and scroll."""
    frame = table.horizontalHeader().height() + 2 * table.frameWidth()
    rows = table.model().rowCount()
    row = table.verticalHeader().defaultSectionSize()
    table.setMaximumHeight(frame + sum(table.rowHeight(r) for r in range(rows)) + (0 if rows else row))
    table.setMinimumHeight(frame + min(rows or 1, minimum_rows) * row)


class Panel(QGroupBox):
    """A titled box that renders one part of the moderator view.

    A panel says which part of the view it shows (:meth:`watch`) and how to draw it
    (:meth:`draw`); after each change it redraws only if that part changed, and after a
    language change it re-translates its fixed texts (:meth:`retranslate`) and redraws.

    Signals:
        requested(str, dict): the moderator asked for a request (its type and arguments); the
            panel's desk sends it.
    """

    requested = Signal(str, dict)

    def __init__(self, model: TableModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._watched: Any = object()

    def request(self, request_type: str, **args: Any) -> None:
        """Ask the desk to send ``request_type`` with ``args`` (panels never send requests themselves)."""
        self.requested.emit(request_type, args)

    def watch(self, view: Json) -> Any:
        """The part of ``view`` this panel shows; the whole view unless a panel says otherwise."""
        return view

    def draw(self, view: Json) -> None:
        raise NotImplementedError

    def retranslate(self) -> None:
        raise NotImplementedError

    @Slot(object)
    def on_table_changed(self, _changes: object = None) -> None:
        watched = self.watch(self.model.view)
        if watched != self._watched:
            self._watched = watched
            self.draw(self.model.view)

    def redraw(self) -> None:
        self._watched = self.watch(self.model.view)
        self.draw(self.model.view)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.redraw()
        super().changeEvent(event)
