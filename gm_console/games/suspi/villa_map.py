"""SUSPI's villa map on the moderator's screen: the rooms in columns, each with who is in it (SUS-06).

One widget paints every room. A room picked changes the names of one or two rooms; the map lays out
those rooms' names again (each name's width measured once per font and kept) and repaints those
rooms alone, unless a row of rooms grew. Through a night a row keeps the height it reached and a
column the width (``hold``): a player who leaves a room for another shrinks no row, so the rooms
under it stay where they are, the panel is not laid out again and only the two rooms repaint. As a
grid of rich-text labels the map parsed and laid out each changed room's text several times (its
size hints, its height at its width, its paint), laid the grid out again and painted the rooms a
changed row moved.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPalette, QPixmap, QResizeEvent
from PySide6.QtWidgets import QFrame, QSizePolicy, QStyle, QStyleOptionFrame, QWidget

from ...board_window import DIM
from ...panels.backdrop import own_backdrop

ROOM_HEIGHT = 36
"""A room at least this high (more when its names need it)."""
CROWD = 6
"""A room's column widens by a step for every this many names in its fullest room."""
SPACING = 6
"""Between two rooms."""
PAD = 5
"""Between a room's frame and its texts."""


@dataclass(frozen=True)
class Name:
    """A name in a room, in its colour (the murderer's, the possessed's; none for the others), in
    italics for a player who has not chosen yet and stays in last night's room."""

    text: str
    color: str = ""
    italic: bool = False


@dataclass(frozen=True)
class Room:
    """A room as the map shows it: its name, how many are in it, what happened there tonight (``marks``)
    and who is there."""

    title: str
    marks: str
    names: tuple[Name, ...]
    empty: str = "—"

    def plain(self) -> str:
        """The room as one line of text (what a screen reader and the tests read)."""
        who = ", ".join(name.text for name in self.names) or self.empty
        return f"{self.title} ({len(self.names)})" + (f" ({self.marks})" if self.marks else "") + f"\n{who}"


@dataclass(frozen=True)
class Run:
    """One piece of text of a room laid out: where it starts, its style, its text."""

    x: int
    line: int
    style: str  # "title", "marks", "name", "dim"
    text: str
    color: str = ""
    italic: bool = False
    tail: str = ""
    """Drawn right after the text in the room's plain type and colour (the comma after a name)."""


def map_columns(rooms: int) -> int:
    """How many columns the villa's map sets its rooms in."""
    return 3 if rooms > 4 else 2


class VillaMap(QWidget):
    """The rooms of the villa, painted by the map itself: see the module's docstring."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("villa_map")
        self.rooms: list[Room] = []
        self.columns = 2
        self.stretches: list[int] = [1, 1]
        self._widths: dict[tuple[str, str, bool], int] = {}
        self._layouts: dict[tuple[Room, int], tuple[int, tuple[Run, ...]]] = {}
        self._pictures: dict[tuple[Room, int, float], QPixmap] = {}
        self._frames: dict[tuple[int, int, float], QPixmap] = {}
        self._rects: list[QRect] = []
        self._height = ROOM_HEIGHT
        self._natural = ROOM_HEIGHT
        """The height its rooms need, held or not."""
        self._hold: object = None
        self._floors: tuple[list[int], int] = ([], 0)
        """The rows' heights kept while ``hold`` stays, and the map's width they were measured at."""
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        own_backdrop(self)  # a room's repaint repaints nothing behind the map

    # --- what it shows ----------------------------------------------------------------------------
    def show_rooms(self, rooms: Sequence[Room], hold: object = None) -> None:
        """Show ``rooms`` in order: the columns share the width by how crowded their fullest room is,
        in steps of :data:`CROWD` names (a pick seldom moves a column); the rooms that changed are
        repainted, all of them when a row or column moved. While ``hold`` is the same (not None) as
        the last time's, no row gets lower and no column narrower: the night's picks move no room."""
        rooms = list(rooms)
        columns = map_columns(len(rooms))
        crowds = [0] * columns
        for i, room in enumerate(rooms):
            crowds[i % columns] = max(crowds[i % columns], len(room.names))
        stretches = [4 + crowd // CROWD for crowd in crowds]
        held = hold is not None and hold == self._hold and len(rooms) == len(self.rooms)
        if held:
            stretches = [max(now, kept) for now, kept in zip(stretches, self.stretches, strict=True)]
        else:
            self._floors = ([], 0)
        self._hold = hold
        if rooms == self.rooms and stretches == self.stretches and (held or self._height == self._natural):
            return
        before, old_rects = self.rooms, self._rects
        self.rooms, self.columns, self.stretches = rooms, columns, stretches
        self.setAccessibleDescription("\n".join(self.shown_texts()))
        self._place()
        if len(before) != len(rooms) or self._rects != old_rects:
            self.update()
            return
        for i, (old, new) in enumerate(zip(before, rooms, strict=True)):
            if old != new:
                self.update(self._rects[i])

    def shown_texts(self) -> list[str]:
        """Every room's text, as the map shows it."""
        return [room.plain() for room in self.rooms]

    def room_rect(self, index: int) -> QRect:
        """Where the room ``index`` is painted (tests read it)."""
        return QRect(self._rects[index])

    # --- size and places --------------------------------------------------------------------------
    def sizeHint(self) -> QSize:
        """As wide as its panel gives it, as high as its rooms need at the width it has (a resize
        places them again)."""
        return QSize(120 * self.columns, self._height)

    def minimumSizeHint(self) -> QSize:
        return QSize(40 * self.columns, self._height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.PaletteChange, QEvent.Type.ParentChange):
            own_backdrop(self)
        if event.type() not in (QEvent.Type.FontChange, QEvent.Type.PaletteChange, QEvent.Type.StyleChange):
            return
        self._widths.clear()  # a font, palette or style changed: the names are measured and drawn again
        self._layouts.clear()
        self._pictures.clear()
        self._frames.clear()

    def column_widths(self, width: int) -> list[int]:
        room = max(0, width - SPACING * (self.columns - 1))
        total = sum(self.stretches) or 1
        widths = [room * stretch // total for stretch in self.stretches]
        if widths:
            widths[-1] += room - sum(widths)
        return widths

    def _place(self) -> None:
        widths = self.column_widths(self.width())
        heights = [self._laid(room, widths[i % self.columns])[0] for i, room in enumerate(self.rooms)]
        rows = [max([ROOM_HEIGHT, *heights[r:r + self.columns]]) for r in range(0, len(heights), self.columns)]
        natural = rows
        kept, kept_width = self._floors
        if kept_width == self.width() and len(kept) == len(rows):  # held: no row lower than it was tonight
            rows = [max(row, floor) for row, floor in zip(rows, kept, strict=True)]
        self._floors = (rows, self.width())
        rects, y = [], 0
        for r, height in enumerate(rows):
            x = 0
            for c, width in enumerate(widths):
                if r * self.columns + c < len(self.rooms):
                    rects.append(QRect(x, y, width, height))
                x += width + SPACING
            y += height + SPACING
        self._rects = rects
        height = max(ROOM_HEIGHT, y - SPACING)
        self._natural = max(ROOM_HEIGHT, sum(natural) + SPACING * (len(natural) - 1))
        if height != self._height:
            self._height = height
            self.updateGeometry()

    def _keep_current(self) -> None:
        """Forget the rooms as they were (other names, other widths), keep them as they are now."""
        widths = set(self.column_widths(self.width()))
        self._layouts = {key: laid for key, laid in self._layouts.items() if key[0] in self.rooms and key[1] in widths}
        self._pictures = {key: picture for key, picture in self._pictures.items()
                          if key[0] in self.rooms and key[1] in widths}

    # --- laying a room out ------------------------------------------------------------------------
    def _fonts(self) -> dict[str, QFont]:
        plain = QFont(self.font())
        title = QFont(plain)
        title.setBold(True)
        small = QFont(plain)
        small.setPointSizeF(plain.pointSizeF() * 0.83 if plain.pointSizeF() > 0 else 8)
        return {"title": title, "marks": small, "name": plain, "dim": plain}

    def _width(self, style: str, text: str, italic: bool, fonts: dict[str, QFont]) -> int:
        key = (style, text, italic)
        width = self._widths.get(key)
        if width is None:
            font = fonts[style]
            if italic:
                font = QFont(font)
                font.setItalic(True)
            if len(self._widths) > 4096:
                self._widths.clear()
            width = self._widths[key] = QFontMetrics(font).horizontalAdvance(text)
        return width

    def _line_height(self) -> int:
        return QFontMetrics(self.font()).lineSpacing()

    def _laid(self, room: Room, width: int) -> tuple[int, tuple[Run, ...]]:
        """A room's height at ``width`` and its texts' places: the title and the marks on the first
        line (the marks on lines of their own when they do not fit), then the names, a line broken
        between two names (a name wider than the room is cut with an ellipsis)."""
        key = (room, width)
        known = self._layouts.get(key)
        if known is not None:
            return known
        if len(self._layouts) >= 8 * max(1, len(self.rooms)):
            self._keep_current()
        fonts = self._fonts()
        inner = max(1, width - 2 * PAD - 2)
        runs: list[Run] = []
        line, x = 0, 0

        def put(style: str, text: str, color: str = "", italic: bool = False, *, gap: int = 0, tail: str = "") -> None:
            nonlocal line, x
            w = self._width(style, text, italic, fonts) + (self._width("name", tail, False, fonts) if tail else 0)
            if x > 0 and x + gap + w > inner:
                line, x = line + 1, 0
            elif x > 0:
                x += gap
            if w > inner:  # alone on its line and still too wide
                metrics = QFontMetrics(fonts[style])
                text = metrics.elidedText(text + tail, Qt.TextElideMode.ElideRight, inner)
                w, tail = inner, ""
            runs.append(Run(x, line, style, text, color, italic, tail))
            x += w

        space = self._width("name", " ", False, fonts)
        put("title", room.title)
        put("name", f"({len(room.names)})", gap=space)
        for word in (f"({room.marks})".split(" ") if room.marks else []):
            put("marks", word, gap=space)
        line, x = line + 1, 0
        if room.names:
            for n, name in enumerate(room.names):
                put("name", name.text, name.color, name.italic, gap=space, tail="," if n < len(room.names) - 1 else "")
        else:
            put("dim", room.empty)
        height = (line + 1) * self._line_height() + 2 * PAD + 2
        known = self._layouts[key] = (height, tuple(runs))
        return known

    # --- painting ---------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        widths = self.column_widths(self.width())
        for i, (room, rect) in enumerate(zip(self.rooms, self._rects, strict=False)):
            if event.region().intersects(rect):
                p.drawPixmap(rect.topLeft(), self._frame(rect.size()))
                p.drawPixmap(rect.topLeft(), self._picture(room, widths[i % self.columns]))
        p.end()

    def _frame(self, size: QSize) -> QPixmap:
        """A room's frame at ``size``, as the style draws a framed label's, drawn once per size (the
        style takes some 60 µs a frame, a copy a few)."""
        ratio = self.devicePixelRatioF()
        key = (size.width(), size.height(), ratio)
        frame = self._frames.get(key)
        if frame is None:
            if len(self._frames) >= 32:
                self._frames.clear()
            frame = self._frames[key] = QPixmap(max(1, round(size.width() * ratio)),
                                                max(1, round(size.height() * ratio)))
            frame.setDevicePixelRatio(ratio)
            frame.fill(Qt.GlobalColor.transparent)
            option = QStyleOptionFrame()
            option.initFrom(self)
            option.rect = QRect(QPoint(0, 0), size)
            option.lineWidth, option.midLineWidth = 1, 0
            option.frameShape = QFrame.Shape.StyledPanel
            p = QPainter(frame)
            self.style().drawControl(QStyle.ControlElement.CE_ShapedFrame, option, p, self)
            p.end()
        return frame

    def _picture(self, room: Room, width: int) -> QPixmap:
        """A room's texts drawn at its width, kept while they are the same: a row that grew moves
        the rooms under it and makes its rooms higher, and their texts are copied, not drawn again."""
        ratio = self.devicePixelRatioF()
        key = (room, width, ratio)
        picture = self._pictures.get(key)
        if picture is not None:
            return picture
        height, runs = self._laid(room, width)
        picture = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
        picture.setDevicePixelRatio(ratio)
        picture.fill(Qt.GlobalColor.transparent)
        p = QPainter(picture)
        fonts = self._fonts()
        italics = {style: QFont(font) for style, font in fonts.items()}
        for font in italics.values():
            font.setItalic(True)
        line_height = self._line_height()
        ascent = QFontMetrics(self.font()).ascent()
        text_color = self.palette().color(QPalette.ColorRole.WindowText)
        dim = QColor(DIM)
        for run in runs:
            p.setFont((italics if run.italic else fonts)[run.style])
            p.setPen(QColor(run.color) if run.color else dim if run.style in ("marks", "dim") else text_color)
            baseline = PAD + 1 + run.line * line_height + ascent  # the marks' smaller type on the same baseline
            p.drawText(PAD + 1 + run.x, baseline, run.text)
            if run.tail:
                p.setFont(fonts["name"])
                p.setPen(text_color)
                p.drawText(PAD + 1 + run.x + self._width(run.style, run.text, run.italic, fonts), baseline, run.tail)
        p.end()
        self._pictures[key] = picture
        return picture
