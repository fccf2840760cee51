"""Labels whose new text asks their layout for nothing: a line (the spy game's asker) and a wrapped
count (SUSPI's rooms chosen and confirms)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from .backdrop import own_backdrop


class _OwnText(QWidget):
    """A text its widget paints itself, as wide as its column gives it (never widening it), over
    its panel's inside filled in (``own_backdrop``): a new text repaints it and nothing behind it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        own_backdrop(self)

    def text(self) -> str:
        return self._text

    def shown_texts(self) -> list[str]:
        """Its text, as the tests read every widget's (``widget_texts``)."""
        return [self._text] if self._text else []

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.PaletteChange, QEvent.Type.ParentChange):
            own_backdrop(self)
        super().changeEvent(event)


class LineLabel(_OwnText):
    """One line of text, as wide as its column, cut with "…" when the column is narrower (its whole
    text is then its tooltip).

    A QLabel's new text makes its layout, and every layout up to the window's, lay itself out again
    (the label may want more room): at each question the spy game's asker did that to the whole
    main window. This line takes the width its column gives it and is as high as its type, so a
    new text repaints the line and nothing is laid out again; another type asks for a new height."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._cut: tuple[str, int, str] | None = None
        """The text as last painted: the text, the width and what fit (the text or its cut)."""

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


class WrappedLabel(_OwnText):
    """A text wrapped between words at its column's width, as high as its lines: a count that
    changes at every phone request ("Rooms chosen: 5 of 18").

    A QLabel's new text makes its panel lay itself out, and the panel then asks every layout up to
    the window's to lay itself out again, whether its size changed or not (Qt's ``QLayout::activate``
    always does). This text takes the width its column gives it, never widens the column (PLT-12: a
    count one digit wider must not move the window's columns), and asks for another height only
    when the new text needs more or fewer lines; otherwise a new text repaints the text alone."""

    FLAGS = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._height = 0
        """The height its text needs at its width, as its layout knows it."""
        self._heights: dict[tuple[str, int, str, int, int], int] = {}
        """Heights measured, by text, width and font: a count's few texts (0 of 18 to 18 of 18)."""

    def setText(self, text: str) -> None:
        if text == self._text:
            return
        self._text = text
        self.setAccessibleName(text)
        self._refit()
        self.update()

    def height_for(self, width: int) -> int:
        """The height the text needs at ``width`` (no text: none)."""
        if not self._text:
            return 0
        margins = self.contentsMargins()
        key = (self._text, width, self.font().key(), margins.top(), margins.bottom())
        height = self._heights.get(key)
        if height is None:
            if len(self._heights) >= 64:
                self._heights.clear()
            rect = self.fontMetrics().boundingRect(0, 0, max(1, width), 1 << 20, self.FLAGS, self._text)
            height = self._heights[key] = rect.height() + margins.top() + margins.bottom()
        return height

    def _refit(self) -> None:
        margins = self.contentsMargins()
        height = self.height_for(self.width() - margins.left() - margins.right())
        if height != self._height:
            self._height = height
            self.updateGeometry()  # more or fewer lines: its panel gives it its new height

    def sizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance(self._text), self._height)

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self._height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._refit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._refit()
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(self.contentsRect(), self.FLAGS, self._text)
        painter.end()
