"""What every panel of the main window shares: redraw when its part of the view changed."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Slot
from PySide6.QtWidgets import QGroupBox, QWidget

from ..table_model import TableModel
from ..views import Json


class Panel(QGroupBox):
    """A titled box that renders one part of the moderator view.

    A panel says which part of the view it shows (:meth:`watch`) and how to draw it
    (:meth:`render`); after each change it redraws only if that part changed, and after a
    language change it re-translates its fixed texts (:meth:`retranslate`) and redraws.
    """

    def __init__(self, model: TableModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._watched: Any = object()

    def watch(self, view: Json) -> Any:
        """The part of ``view`` this panel shows; the whole view unless a panel says otherwise."""
        return view

    def render(self, view: Json) -> None:
        raise NotImplementedError

    def retranslate(self) -> None:
        raise NotImplementedError

    @Slot(object)
    def on_table_changed(self, _changes: object = None) -> None:
        watched = self.watch(self.model.view)
        if watched != self._watched:
            self._watched = watched
            self.render(self.model.view)

    def redraw(self) -> None:
        self._watched = self.watch(self.model.view)
        self.render(self.model.view)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.redraw()
        super().changeEvent(event)
