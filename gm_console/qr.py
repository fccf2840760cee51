"""QR codes drawn from ``segno``'s module matrix into a QPixmap (PLT-08).

Drawn square by square rather than scaled from a small image, so the code stays crisp at any size,
from the console's lobby panel to the projector.
"""

from __future__ import annotations

from functools import lru_cache

import segno
from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

BORDER_MODULES = 2
PIXMAPS_KEPT = 4
"""Sizes of one code a view keeps drawn: a column's layout moves between a few sizes as texts
beside the code wrap differently, and each size would otherwise be drawn again."""


@lru_cache(maxsize=16)
def dark_modules(text: str) -> tuple[int, tuple[tuple[int, int], ...]]:
    """``text``'s QR code, encoded once: its side in modules and its dark modules (row, column)."""
    matrix = segno.make(text, error="m").matrix
    return len(matrix), tuple((row, col) for row, line in enumerate(matrix) for col, bit in enumerate(line) if bit)


def qr_pixmap(text: str, size: int, *, dark: str = "#000000", light: str = "#ffffff") -> QPixmap:
    """A ``size`` × ``size`` pixmap of ``text`` as a QR code (a blank square for no text)."""
    pixmap = QPixmap(max(1, size), max(1, size))
    pixmap.fill(QColor(light))
    if not text:
        return pixmap
    side, dark_squares = dark_modules(text)
    module = size / (side + 2 * BORDER_MODULES)
    painter = QPainter(pixmap)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(dark))
    for row, col in dark_squares:
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
        self._pixmaps: dict[int, QPixmap] = {}  # the code drawn at each side it was shown at lately
        self.setMinimumSize(QSize(minimum, minimum))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_text(self, text: str) -> None:
        if text != self._text:
            self._text = text
            self._pixmaps = {}
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
        pixmap = self._pixmaps.pop(side, None)
        if pixmap is None:
            pixmap = qr_pixmap(self._text, side, dark=self._dark, light=self._light)
        self._pixmaps[side] = pixmap  # the newest last: the oldest goes first
        while len(self._pixmaps) > PIXMAPS_KEPT:
            del self._pixmaps[next(iter(self._pixmaps))]
        painter = QPainter(self)
        painter.drawPixmap((self.width() - side) // 2, (self.height() - side) // 2, pixmap)
        painter.end()
