"""A line of names that wraps between two names, painted by the widget itself (who has chosen
tonight, who has not chosen yet).

A name that changes changes its own place alone: a mark before a name (``✔``, ``…``) is set in a
slot as wide as the widest mark the flow knows, so a name marked otherwise keeps its width and the
lines break where they did; the flow then repaints that name and does not ask its panel to lay out
again. Only a name added, taken away or renamed can move the others, and the flow asks its panel
for another height only when its number of lines changed; while ``hold`` stays the same it keeps
the lines it had (the names not chosen yet, taken away one by one through a night, leave their
lines empty and move nothing under the flow). As a wrapped rich-text label the list was
parsed and laid out whole at every change, at several widths for the label's size hints, and its
column laid out again.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRect, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPaintEvent,
    QPalette,
    QRegion,
    QResizeEvent,
    QStaticText,
    QTransform,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from .backdrop import own_backdrop

GAP, TAIL_GAP = 2, 1
"""Spaces between two names (and after a lead such as "Not chosen yet:"); after a name's comma, one."""


@dataclass(frozen=True)
class Chip:
    """A name as the flow shows it: its mark (in its slot before it), its text, its colour (none:
    the window's text colour), in italics or not."""

    text: str
    color: str = ""
    italic: bool = False
    mark: str = ""


Stroke = tuple[QFont, QColor, QPointF, QStaticText]
"""A text a paint draws: its type, its colour, its top left and the text laid out once."""


@dataclass(frozen=True)
class Placed:
    """A chip laid out: its line and where it starts; ``tail`` follows it in the plain text colour."""

    chip: Chip
    x: int
    line: int
    width: int
    tail: str


class NameFlow(QWidget):
    """Names in a flow that breaks lines between two names: see the module's docstring."""

    def __init__(self, parent: QWidget | None = None, *, marks: Iterable[str] = (), tail: str = "") -> None:
        """``marks``: every mark a chip may carry (their slot is as wide as the widest); ``tail``:
        what follows every name but the last (a comma)."""
        super().__init__(parent)
        self.marks = tuple(marks)
        self.tail = tail
        self.lead: Chip | None = None
        self.chips: list[Chip] = []
        self._widths: dict[tuple[str, bool], int] = {}
        self._fonts: dict[bool, QFont] = {}
        self._metrics: tuple[int, int] | None = None  # the line's height and ascent
        self._placed: list[Placed] = []
        self._lines = 0
        self._natural = 0
        """The lines its names take, held or not."""
        self._statics: dict[tuple[str, bool], QStaticText] = {}
        self._strokes: dict[Placed, tuple[Stroke, ...]] = {}
        """The texts that draw each chip where it is, made at its first paint there."""
        self._hold: object = None
        self._kept: tuple[int, int] = (0, 0)
        """The lines kept while ``hold`` stays, and the width they were counted at."""
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        own_backdrop(self)  # a name's repaint repaints nothing behind the flow

    # --- what it shows ----------------------------------------------------------------------------
    def show_chips(self, chips: Sequence[Chip], lead: str = "", hold: object = None) -> None:
        """Show ``chips`` after ``lead`` (a text in the window's colour, or none). The chips whose
        place stayed are left as they are; a changed chip repaints its place; a flow with more or
        fewer lines asks its panel for its new height, but never for fewer lines while ``hold`` is
        the same (not None) as the last time's."""
        new_lead = Chip(lead) if lead else None
        chips = list(chips)
        released = hold is None or hold != self._hold
        if released:
            self._kept = (0, 0)
        self._hold = hold
        if chips == self.chips and new_lead == self.lead:
            if released and self._lines > self._natural:
                self._place()  # the same names, no longer held: as high as they need
            return
        before = self._placed
        self.lead, self.chips = new_lead, chips
        self.setAccessibleDescription(self.plain())
        self._place()
        after = self._placed
        changed = QRegion()  # a mark changed: that name alone; a name added or taken away: those after it
        for old, new in zip(before, after, strict=False):
            if old != new:
                changed += self._rect(old)
                changed += self._rect(new)
        for placed in before[len(after):] + after[len(before):]:
            changed += self._rect(placed)
        if not changed.isEmpty():
            self.update(changed)

    def plain(self) -> str:
        """The flow as one line of text (what a screen reader and the tests read)."""
        names = (self.tail + " ").join(f"{chip.mark} {chip.text}" if chip.mark else chip.text for chip in self.chips)
        return f"{self.lead.text} {names}" if self.lead else names

    def shown_texts(self) -> list[str]:
        return [self.plain()] if self.chips or self.lead else []

    def chip_rect(self, index: int) -> QRect:
        """Where chip ``index`` is painted (tests read it)."""
        return self._rect(self._placed[index + (1 if self.lead else 0)])

    # --- size and places --------------------------------------------------------------------------
    def sizeHint(self) -> QSize:
        """As wide as its panel gives it, as high as its lines at the width it has."""
        return QSize(120, self._lines * self._line_height())

    def minimumSizeHint(self) -> QSize:
        return QSize(40, self._lines * self._line_height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.PaletteChange, QEvent.Type.ParentChange):
            own_backdrop(self)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._widths.clear()  # measured again in the new type
            self._fonts.clear()
            self._statics.clear()
            self._strokes.clear()
            self._metrics = None
            self._place()
            self.update()
        elif event.type() == QEvent.Type.PaletteChange:
            self._strokes.clear()

    def _line_height(self) -> int:
        return self._line()[0]

    def _line(self) -> tuple[int, int]:
        if self._metrics is None:
            metrics = QFontMetrics(self.font())
            self._metrics = (metrics.lineSpacing(), metrics.ascent())
        return self._metrics

    def _width(self, text: str, italic: bool = False) -> int:
        key = (text, italic)
        width = self._widths.get(key)
        if width is None:
            if len(self._widths) > 1024:  # the names of a few evenings; older ones are stale
                self._widths.clear()
            width = self._widths[key] = QFontMetrics(self._font(italic)).horizontalAdvance(text)
        return width

    def _font(self, italic: bool) -> QFont:
        font = self._fonts.get(italic)
        if font is None:
            font = self._fonts[italic] = QFont(self.font())
            font.setItalic(italic)
        return font

    def _slot(self) -> int:
        """The width of a mark's slot: the widest mark and a space."""
        return max((self._width(mark + " ") for mark in self.marks), default=0)

    def _place(self) -> None:
        inner = max(1, self.width())
        gap = self._width(" " * (TAIL_GAP if self.tail else GAP))
        slot = self._slot()
        placed: list[Placed] = []
        line, x = 0, 0
        items = ([self.lead] if self.lead else []) + self.chips
        for i, chip in enumerate(items):
            tail = self.tail if chip is not self.lead and i < len(items) - 1 else ""
            width = (slot if chip.mark else 0) + self._width(chip.text, chip.italic)
            width += self._width(tail) if tail else 0
            if x > 0 and x + gap + width > inner:
                line, x = line + 1, 0
            elif x > 0:
                x += gap
            placed.append(Placed(chip, x, line, min(width, inner), tail))
            x += width
        self._placed = placed
        lines = line + 1 if placed else 0
        self._natural = lines
        kept, kept_width = self._kept
        if kept_width == inner:  # held: no fewer lines than it had
            lines = max(lines, kept)
        self._kept = (lines, inner)
        if lines != self._lines:
            self._lines = lines
            self.updateGeometry()

    def _rect(self, placed: Placed, height: int = 0) -> QRect:
        height = height or self._line_height()
        return QRect(placed.x, placed.line * height, placed.width, height)

    # --- painting ---------------------------------------------------------------------------------
    def _static(self, text: str, italic: bool) -> QStaticText:
        """``text`` laid out once in the flow's type (a repaint draws it as it is)."""
        key = (text, italic)
        static = self._statics.get(key)
        if static is None:
            if len(self._statics) > 1024:
                self._statics.clear()
            static = self._statics[key] = QStaticText(text)
            static.setTextFormat(Qt.TextFormat.PlainText)
            static.prepare(QTransform(), self._font(italic))
        return static

    def _strokes_of(self, placed: Placed, rect: QRect) -> tuple[Stroke, ...]:
        """The texts that draw a chip where it is placed: its mark, its name (cut with an ellipsis
        when wider than the flow) and its tail, worked out at its first paint there."""
        strokes = self._strokes.get(placed)
        if strokes is not None:
            return strokes
        if len(self._strokes) > 512:
            self._strokes.clear()
        text_color = self.palette().color(QPalette.ColorRole.WindowText)
        chip = placed.chip
        color = QColor(chip.color) if chip.color else text_color
        top = rect.top()  # a static text's top left: its baseline is the type's ascent under it
        x = placed.x
        drawn: list[Stroke] = []
        if chip.mark:
            drawn.append((self._font(False), color, QPointF(x, top), self._static(chip.mark, False)))
            x += self._slot()
        font = self._font(chip.italic)
        room = rect.right() + 1 - x - (self._width(placed.tail) if placed.tail else 0)
        text = chip.text
        if self._width(text, chip.italic) > room:  # a name wider than the flow: cut with an ellipsis
            text = QFontMetrics(font).elidedText(text, Qt.TextElideMode.ElideRight, max(0, room))
        drawn.append((font, color, QPointF(x, top), self._static(text, chip.italic)))
        if placed.tail:
            at = QPointF(x + self._width(text, chip.italic), top)
            drawn.append((self._font(False), text_color, at, self._static(placed.tail, False)))
        strokes = self._strokes[placed] = tuple(drawn)
        return strokes

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        region = event.region()
        height = self._line_height()
        for placed in self._placed:
            rect = self._rect(placed, height)
            if region.intersects(rect):
                for font, color, at, static in self._strokes_of(placed, rect):
                    p.setFont(font)
                    p.setPen(color)
                    p.drawStaticText(at, static)
        p.end()
