"""The event log's lines: a view that grows at its end."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import NamedTuple

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import (
    QColor,
    QHelpEvent,
    QPainter,
    QPaintEvent,
    QPixmap,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
)
from PySide6.QtWidgets import (
    QPlainTextEdit,
    QProxyStyle,
    QScrollBar,
    QStyle,
    QStyleOptionSlider,
    QToolTip,
    QWidget,
)


class Shown(NamedTuple):
    """A line of the log as shown: its entry's seq, its text, and whether it is struck through."""

    seq: int
    text: str
    struck: bool


STILL_STYLES = frozenset({"fusion", "windows"})
"""Qt's styles whose scroll bar is a picture of its option alone, with no animation of its own."""


class KeptScrollBar(QScrollBar):
    """A scroll bar that keeps the picture the style drew of it and copies it while it looks the same.

    A log's scroll bar is repainted at every line the log gets (its range grows), and the style
    draws it anew each time (about a fifth of a millisecond, the groove and the handle's shading);
    once the handle is as short as it gets and at the end, every line looks the same. The picture is
    kept for one look: the size, where the handle is, the arrows' and the bar's state, the colours.
    Only the styles that draw a bar from those alone keep it (:data:`STILL_STYLES`); the others
    fade a bar in and out by themselves (macOS' transient bars) or blend one look into the next
    (Windows' and KDE's hover transitions), and draw it at every paint, as QScrollBar does. So does
    a bar under the mouse or held.

    A bar whose kept picture is on screen is not repainted at all by a new range or value that
    leaves its look as it is (:meth:`sliderChange`, :meth:`held`): its repaint also repainted the
    log and its panel behind the bar's corners, where the style's bar lets them show through."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)
        self._kept: tuple[tuple[object, ...], QPixmap] | None = None
        self._on_screen: tuple[object, ...] | None = None
        """The look of the kept picture the bar's last paint copied (None: the style drew it)."""
        self._holding = 0
        self._missed = False

    def _option(self) -> QStyleOptionSlider:
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        option.subControls = QStyle.SubControl.SC_All  # as QScrollBar paints itself
        return option

    def _look(self, option: QStyleOptionSlider) -> tuple[object, ...] | None:
        """All that the bar's picture depends on, or None when the style draws it at every paint
        (hovered, held, fading or blending, :data:`STILL_STYLES`)."""
        style = self.style()
        drawing = style.baseStyle() if isinstance(style, QProxyStyle) else style
        if drawing.name() not in STILL_STYLES or self.underMouse() or self.isSliderDown() \
                or style.styleHint(QStyle.StyleHint.SH_ScrollBar_Transient, option, self):
            return None
        handle = style.subControlRect(QStyle.ComplexControl.CC_ScrollBar, option,
                                      QStyle.SubControl.SC_ScrollBarSlider, self)
        return (self.size().toTuple(), handle.getRect(), int(option.state.value), self.value() == self.minimum(),
                self.value() == self.maximum(), self.palette().cacheKey(), self.devicePixelRatioF(), style.name())

    def sliderChange(self, change: QScrollBar.SliderChange) -> None:
        """A new range or value repaints the bar (and what is behind its corners) only when the bar
        looks different: a long log's handle at its end stays where it is, line after line."""
        if self._on_screen is not None:
            if self._holding:
                self._missed = True
                return
            if self._look(self._option()) == self._on_screen:
                return
        super().sliderChange(change)

    @contextmanager
    def held(self) -> Iterator[None]:
        """The changes of range and value made inside are looked at once, at its end: a line added
        grows the range first and moves the value to the end after, and the bar between the two
        looks different from before and after."""
        self._holding += 1
        try:
            yield
        finally:
            self._holding -= 1
            if not self._holding and self._missed:
                self._missed = False
                if self._on_screen is None or self._look(self._option()) != self._on_screen:
                    self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        option = self._option()
        key = self._look(option)
        if key is None:
            self._on_screen = None
            super().paintEvent(event)  # hovered, held, fading or blending: the style's own drawing
            return
        if self._kept is None or self._kept[0] != key:
            ratio = self.devicePixelRatioF()
            picture = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
            picture.setDevicePixelRatio(ratio)
            picture.fill(Qt.GlobalColor.transparent)
            painter = QPainter(picture)
            self.style().drawComplexControl(QStyle.ComplexControl.CC_ScrollBar, option, painter, self)
            painter.end()
            self._kept = (key, picture)
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._kept[1])
        painter.end()
        self._on_screen = key


class LogView(QPlainTextEdit):
    """The log's lines, one text block an entry, its seq in the block's user state. A line is added
    at the end without laying out or repainting the lines above it: a list view lays out and
    repaints every line it shows at each line added, most of what a request cost the log. The view
    follows the newest line while it is at its end, and stays where the moderator scrolled to
    otherwise; a long line wraps (nothing is cut)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setUndoRedoEnabled(False)  # an evening's log keeps no edit history
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._plain = QTextCharFormat()
        self._struck = QTextCharFormat()
        self._struck.setFontStrikeOut(True)
        self._struck.setForeground(QColor("#8a8a8a"))
        self._tips: dict[int, str] = {}
        """Why a line is struck through, by its seq (its tooltip)."""
        self._at_end = True
        """Whether the view follows the newest line: it was at its end when last scrolled."""
        self._bar = bar = KeptScrollBar(self)
        self.setVerticalScrollBar(bar)
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._ranged)

    def _scrolled(self, value: int) -> None:
        self._at_end = value >= self.verticalScrollBar().maximum()

    def _ranged(self, _least: int, most: int) -> None:
        if self._at_end:  # more lines, or a view resized: the newest line stays in view
            self.verticalScrollBar().setValue(most)

    def add(self, lines: list[tuple[int, str, str | None]]) -> None:
        """Append ``lines`` (seq, text, and for a line struck through why), in one edit."""
        if not lines:
            return
        document = self.document()
        cursor = QTextCursor(document)
        cursor.beginEditBlock()  # first: a cursor moved outside an edit block lays out the line it moves to
        cursor.movePosition(QTextCursor.MoveOperation.End)
        for seq, text, struck in lines:
            look = self._plain if struck is None else self._struck
            if document.isEmpty():
                cursor.setBlockCharFormat(look)
            else:
                cursor.insertBlock(QTextBlockFormat(), look)
            cursor.insertText(text, look)
            cursor.block().setUserState(seq)
            if struck is not None:
                self._tips[seq] = struck
        with self._bar.held():
            cursor.endEditBlock()  # the scroll bar's range grows: at the end, the view follows (_ranged)

    def drop_from(self, seq: int) -> None:
        """Take out the lines of the entries from ``seq`` on (the last lines: an undo rewrote their
        entries), in one edit; the lines before stay as they are, where they are."""
        document = self.document()
        block, first = document.lastBlock(), None
        while block.isValid() and block.userState() >= seq:
            first, block = block, block.previous()
        if first is None:
            return
        if not block.isValid():  # every line goes
            self.wipe()
            return
        for gone in [tip for tip in self._tips if tip >= seq]:
            del self._tips[gone]
        kept = block.userState()
        cursor = QTextCursor(document)
        cursor.setPosition(block.position() + block.length() - 1)  # the end of the last line that stays
        cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
        with self._bar.held():
            cursor.removeSelectedText()
        cursor.block().setUserState(kept)  # the line that stays is joined to the next's block, which has its seq

    def wipe(self) -> None:
        self.clear()
        self._tips.clear()

    def shown(self) -> list[Shown]:
        """Every line, oldest first."""
        lines = []
        block = self.document().firstBlock()
        while block.isValid():
            if block.userState() >= 0:
                struck = block.begin().fragment().charFormat().fontStrikeOut()
                lines.append(Shown(block.userState(), block.text(), struck))
            block = block.next()
        return lines

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            tip = self._tips.get(self.cursorForPosition(event.pos()).block().userState())
            if tip:
                QToolTip.showText(event.globalPos(), tip, self.viewport())
            else:
                QToolTip.hideText()
            return True
        return super().viewportEvent(event)
