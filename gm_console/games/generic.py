"""The screens of a game that has none of its own: every moderator request of the game's contract
as a button with its arguments, the moderator view as a tree, and a board with the join code, the
phase, the countdown and the seats.

Everything here is read from the contract (``Game.requests``: who may send what, with which kinds
of arguments) and from the views; nothing decides anything about the game (PLT-01).
"""

from __future__ import annotations

from typing import Any, ClassVar

from PySide6.QtCore import Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rules.core import ActorKind, Arg

from .. import views
from ..desk import Desk, DeskContext
from ..panels._panel import Panel
from ..table_model import TableModel
from ..views import Json

WINDOW_REQUESTS = frozenset({"undo", "kick"})
"""Requests the window itself has controls for."""
JOINING = frozenset({"", "lobby", "evening"})
"""Phases in which the board shows how to join."""
PLAY = 1


def humanize(code: str) -> str:
    return code.replace("_", " ").capitalize()


class _ArgInput:
    """One argument's input, by its kind (PLT-11)."""

    def __init__(self, name: str, kind: Arg, parent: QWidget, model: TableModel) -> None:
        self.name = name.rstrip("?")
        self.optional = name.endswith("?")
        self.kind = kind
        self.model = model
        self.widget: QWidget
        if kind is Arg.SEAT:
            self.widget = QComboBox(parent)
        elif kind is Arg.INT:
            spin = QSpinBox(parent)
            spin.setRange(-100_000, 100_000)
            self.widget = spin
        elif kind is Arg.BOOL:
            self.widget = QCheckBox(parent)
        else:
            self.widget = QLineEdit(parent)
        self.widget.setToolTip(f"{self.name} ({kind.value}{', optional' if self.optional else ''})")

    def refresh(self, view: Json) -> None:
        if isinstance(self.widget, QComboBox):
            current = self.widget.currentData()
            self.widget.clear()
            if self.optional:
                self.widget.addItem("—", None)
            for row in views.seats(view):
                self.widget.addItem(f"{row.get('seat')}. {row.get('nickname')}", row.get("seat"))
            index = self.widget.findData(current)
            if index >= 0:
                self.widget.setCurrentIndex(index)

    def value(self) -> Any:
        w = self.widget
        if isinstance(w, QComboBox):
            return w.currentData()
        if isinstance(w, QSpinBox):
            return w.value()
        if isinstance(w, QCheckBox):
            return w.isChecked()
        if isinstance(w, QLineEdit):
            text = w.text().strip()
            return text if text or not self.optional else None
        return None


class RequestsPanel(Panel):
    """A button for every moderator request of the game, enabled when the view allows it."""

    def __init__(self, model: TableModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.rows: dict[str, tuple[QPushButton, list[_ArgInput]]] = {}
        inner = QWidget(self)
        grid = QGridLayout(inner)
        requests = model.table.game.requests
        for row, (name, spec) in enumerate(sorted(requests.items())):
            if ActorKind.MODERATOR not in spec.senders or name in WINDOW_REQUESTS:
                continue
            button = QPushButton(humanize(name), inner)
            button.setObjectName(f"request_{name}")
            inputs = [_ArgInput(arg, kind, inner, model) for arg, kind in spec.args.items()]
            line = QHBoxLayout()
            for item in inputs:
                line.addWidget(QLabel(item.name, inner))
                line.addWidget(item.widget, 1)
            line.addStretch(0)
            grid.addWidget(button, row, 0)
            grid.addLayout(line, row, 1)
            button.clicked.connect(lambda _=False, n=name: self.on_clicked(n))
            self.rows[name] = (button, inputs)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll)
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        return (view.get("allowed"), view.get("seats"))

    def draw(self, view: Json) -> None:
        allowed = views.allowed(view)
        for name, (button, inputs) in self.rows.items():
            button.setEnabled(name in allowed)
            for item in inputs:
                item.refresh(view)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Requests"))

    @Slot()
    def on_clicked(self, name: str) -> None:
        _, inputs = self.rows[name]
        args = {i.name: i.value() for i in inputs}
        args = {k: v for k, v in args.items() if v is not None}
        self.request(name, **args)


class ViewPanel(Panel):
    """The game's moderator view as a tree: everything the console knows, as the game names it."""

    def __init__(self, model: TableModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.tree = QTreeWidget(self)
        self.tree.setColumnCount(2)
        self.tree.setObjectName("view_tree")
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree)
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        return views.game(view)

    def draw(self, view: Json) -> None:
        self.tree.clear()
        self._add(self.tree.invisibleRootItem(), views.game(view))
        self.tree.expandToDepth(0)
        self.tree.resizeColumnToContents(0)

    def _add(self, parent: QTreeWidgetItem, value: Any) -> None:
        items = value.items() if isinstance(value, dict) else enumerate(value)
        for key, child in items:
            item = QTreeWidgetItem(parent)
            item.setText(0, str(key))
            if isinstance(child, dict | list) and child:
                self._add(item, child)
            else:
                item.setText(1, "" if child is None else str(child))

    def retranslate(self) -> None:
        self.setTitle(self.tr("The game as the console sees it"))
        self.tree.setHeaderLabels([self.tr("Name"), self.tr("Value")])


class GenericDesk(Desk):
    stretch: ClassVar[dict[str, int]] = {"requests": 1, "view": 1}

    def __init__(self, ctx: DeskContext) -> None:
        super().__init__(ctx)
        self.requests = RequestsPanel(self.model)
        self.requests.setObjectName("requests")
        self.view = ViewPanel(self.model)
        self.view.setObjectName("view")
        self.middle = [self.requests]
        self.right = [self.view]
        self._connect_signals()


DESK = GenericDesk
