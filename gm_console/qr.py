"""QR codes drawn from ``segno``'s module matrix into a QPixmap (PLT-08).

Drawn square by square rather than scaled from a small image, so the code stays crisp at any size,
from the console's lobby panel to the projector.
"""

from __future__ import annotations

import segno
from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

BORDER_MODULES = 2


def qr_pixmap(text: str, size: int, *, dark: str = "#000000", light: str = "#ffffff") -> QPixmap:
    """A ``size`` × ``size`` pixmap of ``text`` as a QR code (a blank square for no text)."""
    pixmap = QPixmap(max(1, size), max(1, size))
    pixmap.fill(QColor(light))
    if not text:
        return pixmap
    matrix = segno.make(text, error="m").matrix
    count = len(matrix) + 2 * BORDER_MODULES
    module = size / count
    painter = QPainter(pixmap)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(dark))
    for row, line in enumerate(matrix):
        for col, bit in enumerate(line):
            if bit:
                x = (col + BORDER_MODULES) * module
                y = (row + BORDER_MODULES) * module
                painter.drawRect(QRectF(x, y, module + 0.5, module + 0.5))  # overlap: no seams
    painter.end()
    return pixmap


class QrView(QWidget):
    """Shows ``text`` as a QR code, as large as its square fits, redrawn on resize."""

    def __init__(self, parent: QWidget | None = None, *, minimum: int = 120, hint: int = 220,
                 dark: str = "#000000", light: str = "#ffffff") -> None:
        super().__init__(parent)
        self._text = ""
        self._hint = max(minimum, hint)
        self._dark, self._light = dark, light
        self._pixmap: QPixmap | None = None
        self.setMinimumSize(QSize(minimum, minimum))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_text(self, text: str) -> None:
        if text != self._text:
            self._text = text
            self._pixmap = None
            self.setToolTip(text)
            self.update()

    def text(self) -> str:
        return self._text

    def sizeHint(self) -> QSize:
        return QSize(self._hint, self._hint)

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._text:
            return
        side = min(self.width(), self.height())
        if self._pixmap is None or self._pixmap.width() != side:
            self._pixmap = qr_pixmap(self._text, side, dark=self._dark, light=self._light)
        painter = QPainter(self)
        painter.drawPixmap((self.width() - side) // 2, (self.height() - side) // 2, self._pixmap)
        painter.end()
