"""A list of one-line texts that moves on at its end: the spy game's question chain."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QHelpEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QAbstractScrollArea, QFrame, QToolTip, QWidget

from .log_view import KeptScrollBar

PADDING = 4
"""Left and right of a line's text, and half of the room between two lines, in pixels."""


class LineList(QAbstractScrollArea):
    """One text a line, the newest at the bottom, painted by the list itself.

    A list view lays out and repaints every row it shows when its first row is taken and a row is
    added at its end: at each question the chain did that (most of what a question cost the
    moderator's screen). This list keeps the lines as texts; when they move on by a few lines (the
    first ones gone, new ones at the end) and the list shows its end, it scrolls the picture it has
    by as many lines and paints only the new ones. It follows the newest line while it is at its
    end, and stays where the moderator scrolled to otherwise. A line too long for the list is cut
    with "…", and its whole text is its tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._lines: list[str] = []
        self._elided: dict[tuple[str, int], str] = {}
        self._bar = bar = KeptScrollBar(self)
        self.setVerticalScrollBar(bar)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.StyledPanel)

    # --- what it shows ---------------------------------------------------------------------------
    def lines(self) -> list[str]:
        """Every line, oldest first."""
        return list(self._lines)

    def shown_texts(self) -> list[str]:
        """Its lines, as the tests read every widget's (``widget_texts``)."""
        return self.lines()

    def line_height(self) -> int:
        return self.fontMetrics().height() + 2 * PADDING

    def set_lines(self, lines: list[str]) -> None:
        """Show ``lines``. When they are the lines shown moved on (the first few gone, a few new ones
        at the end) the lines that stay are not painted again: the picture is scrolled."""
        old = self._lines
        if lines == old:
            return
        # how many lines went from the top: the longest tail of the old lines that starts the new ones
        gone = next((k for k in range(len(old) + 1) if old[k:] == lines[:len(old) - k]), len(old))
        kept = len(old) - gone
        bar = self._bar
        at_end = bar.value() >= bar.maximum()
        height = self.line_height()
        self._lines = list(lines)
        if kept == 0:  # nothing in common: a new round, or an undo back past every line shown
            self._set_range()
            bar.setValue(bar.maximum())
            self.viewport().update()
            return
        value = bar.value()
        if gone:
            self.viewport().scroll(0, -gone * height)  # the lines that stay, where their texts are now
        with bar.held():
            self._set_range()
            # at the end: the end again; else the same lines in view (scrollContentsBy moves the picture)
            bar.setValue(bar.maximum() if at_end else max(0, value - gone * height))
        if kept < len(lines):  # the new lines' rows, wherever they are now
            top = kept * height - bar.value()
            self.viewport().update(QRect(0, top, self.viewport().width(), (len(lines) - kept) * height))

    def _set_range(self) -> None:
        bar = self._bar
        page = self.viewport().height()
        bar.setPageStep(page)
        bar.setSingleStep(self.line_height())
        bar.setRange(0, max(0, len(self._lines) * self.line_height() - page))

    # --- Qt ------------------------------------------------------------------------------------
    def scrollContentsBy(self, dx: int, dy: int) -> None:
        self.viewport().scroll(dx, dy)  # the picture moves, and only the rows it uncovers are painted

    def resizeEvent(self, event: QResizeEvent) -> None:
        bar = self._bar
        at_end = bar.value() >= bar.maximum()
        super().resizeEvent(event)
        self._set_range()
        if at_end:
            bar.setValue(bar.maximum())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._elided.clear()
            self._set_range()
            self.viewport().update()
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._lines:
            return
        viewport = self.viewport()
        painter = QPainter(viewport)
        painter.setPen(self.palette().text().color())
        height = self.line_height()
        shown = self._bar.value()
        asked = event.rect()
        width = viewport.width()
        first = max(0, (asked.top() + shown) // height)
        last = min(len(self._lines) - 1, (asked.bottom() + shown) // height)
        for index in range(first, last + 1):
            row = QRect(PADDING, index * height - shown, max(1, width - 2 * PADDING), height)  # line_rect
            painter.drawText(row, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             self._elide(self._lines[index], row.width()))
        painter.end()

    def _elide(self, text: str, width: int) -> str:
        key = (text, width)
        elided = self._elided.get(key)
        if elided is None:
            if len(self._elided) >= 512:
                self._elided.clear()
            elided = self._elided[key] = self.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, width)
        return elided

    def line_rect(self, index: int) -> QRect:
        """Where line ``index`` is in the viewport now (above or below it when scrolled out)."""
        height = self.line_height()
        return QRect(0, index * height - self._bar.value(), self.viewport().width(), height)

    def line_at(self, y: int) -> int | None:
        """The index of the line at ``y`` in the viewport, or None below the last."""
        index = (y + self._bar.value()) // self.line_height()
        return index if 0 <= index < len(self._lines) else None

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            index = self.line_at(event.pos().y())
            text = self._lines[index] if index is not None else ""
            if text and self._elide(text, max(1, self.viewport().width() - 2 * PADDING)) != text:
                QToolTip.showText(event.globalPos(), text, self.viewport())
            else:
                QToolTip.hideText()
            return True
        return super().viewportEvent(event)
