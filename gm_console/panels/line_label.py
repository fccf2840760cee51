"""A label of one line whose new text asks its layout for nothing: the spy game's asker."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget


class LineLabel(QWidget):
    """One line of text, as wide as its column, cut with "…" when the column is narrower (its whole
    text is then its tooltip).

    A QLabel's new text makes its layout, and every layout up to the window's, lay itself out again
    (the label may want more room): at each question the spy game's asker did that to the whole
    main window. This line takes the width its column gives it and is as high as its type, so a
    new text repaints the line and nothing is laid out again; another type asks for a new height."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._cut: tuple[str, int, str] | None = None
        """The text as last painted: the text, the width and what fit (the text or its cut)."""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:
        if text != self._text:
            self._text = text
            self.update()

    def shown(self) -> str:
        """The text as it fits the line now (cut with "…" when it does not)."""
        width = self.contentsRect().width()
        cut = self._cut
        if cut is None or cut[0] != self._text or cut[1] != width:
            shown = self.fontMetrics().elidedText(self._text, Qt.TextElideMode.ElideRight, width)
            self._cut = cut = (self._text, width, shown)
            self.setToolTip(self._text if shown != self._text else "")
        return cut[2]

    def sizeHint(self) -> QSize:
        metrics = self.fontMetrics()
        return QSize(metrics.horizontalAdvance(self._text), metrics.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance("…"), self.fontMetrics().height())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._cut = None
            self.updateGeometry()  # another height
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(self.contentsRect(), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         self.shown())
        painter.end()
