"""The projector's painted blocks of a board scene (:mod:`rules.core.board`): the table that
sizes its type so that every row fits (18 at SUSPI, SUS-01), the seats round a table, the progress
bar, the roulette (QZ-08, QZ-10) and the black box (QZ-09).

The wheel has 16 sectors: Zero (the black box, green) at the top and the envelopes 1–15 clockwise.
The top in the middle spins and stops on the sector the table chose (``roulette.landed`` of the
view); the wheel never chooses. Played sectors are greyed and crossed out.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from PySide6.QtCore import QEasingCurve, QEvent, QPoint, QPointF, QRect, QRectF, QSize, Qt, QVariantAnimation, Slot
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from .big_type import draw_text

SECTORS = 16
STEP = 360.0 / SECTORS
SPIN_MS = 4200
"""How long the top spins; tests and screenshots shrink it."""
TURNS = 4
"""Whole turns before the top slows down onto its sector."""
ZERO, ENVELOPE_A, ENVELOPE_B, PLAYED = "#1f8a4c", "#8c1c2c", "#1d2733", "#3a3f46"
GOLD, RIM, TEXT, DIM = "#ffd166", "#c9a227", "#f4f1ea", "#8a929b"
ROW_STEPS = 60
"""A table's rows shrink in at most this many steps of 4 % (down to about a tenth)."""


def paint_face(p: QPainter, width: float, height: float, font: QFont, greyed: frozenset[int]) -> None:
    """The wheel's face, which does not turn: the rim and the 16 sectors with their numbers, the
    ``greyed`` ones (played before this round) grey and struck through (QZ-08)."""
    side = min(width, height) - 8
    if side <= 0:
        return
    cx, cy = width / 2, height / 2
    radius = side / 2
    box = QRectF(cx - radius, cy - radius, side, side)
    p.setPen(QPen(QColor(RIM), max(2.0, radius * 0.03)))
    p.setBrush(QColor("#0b0e11"))
    p.drawEllipse(box)
    inner = box.adjusted(radius * 0.05, radius * 0.05, -radius * 0.05, -radius * 0.05)
    font = QFont(font)
    font.setBold(True)
    font.setPixelSize(max(8, int(radius * 0.12)))
    p.setFont(font)
    for sector in range(SECTORS):
        played = sector in greyed
        color = PLAYED if played else ZERO if sector == 0 else ENVELOPE_A if sector % 2 else ENVELOPE_B
        p.setPen(QPen(QColor("#0b0e11"), max(1.0, radius * 0.012)))
        p.setBrush(QColor(color))
        start = 90.0 - (sector * STEP + STEP / 2)  # Qt counts counter-clockwise from 3 o'clock
        p.drawPie(inner, int(start * 16), int(STEP * 16))
        # the sector's number near the rim
        middle = math.radians(sector * STEP)
        tx = cx + math.sin(middle) * radius * 0.78
        ty = cy - math.cos(middle) * radius * 0.78
        label = QRectF(tx - radius * 0.15, ty - radius * 0.1, radius * 0.3, radius * 0.2)
        p.setPen(QColor(DIM if played else TEXT))
        p.drawText(label, Qt.AlignmentFlag.AlignCenter, str(sector))
        if played:  # a played question never comes back (QZ-08): its number struck through
            p.setPen(QPen(QColor(DIM), max(1.0, radius * 0.012)))
            d = radius * 0.09
            p.drawLine(QPointF(tx - d, ty), QPointF(tx + d, ty))


def paint_landed(p: QPainter, width: float, height: float, landed: int) -> None:
    """The gold frame round the sector the top stopped on, over the face."""
    side = min(width, height) - 8
    if side <= 0:
        return
    radius = side / 2
    box = QRectF(width / 2 - radius, height / 2 - radius, side, side)
    inner = box.adjusted(radius * 0.05, radius * 0.05, -radius * 0.05, -radius * 0.05)
    p.setPen(QPen(QColor(GOLD), max(3.0, radius * 0.04)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    start = 90.0 - (landed * STEP + STEP / 2)
    p.drawPie(inner, int(start * 16), int(STEP * 16))


def _needle(radius: float) -> QPolygonF:
    """The top's needle, pointing up from the hub (rotated to where the top points)."""
    return QPolygonF([QPointF(0, -radius * 0.66), QPointF(radius * 0.06, 0), QPointF(0, radius * 0.16),
                      QPointF(-radius * 0.06, 0)])


def hub_pen(radius: float, greyed: frozenset[int], stopped: bool) -> QPen:
    """The hub's ring: gold, as the landed sector's frame, once the top has stopped there; else the
    stroke of the last sector's number (grey and as wide as its strike when played, white when not)."""
    if stopped:
        return QPen(QColor(GOLD), max(3.0, radius * 0.04))
    if SECTORS - 1 in greyed:
        return QPen(QColor(DIM), max(1.0, radius * 0.012))
    return QPen(QColor(TEXT))


def paint_top(p: QPainter, width: float, height: float, angle: float, ring: QPen | None = None) -> None:
    """The top in the middle of the wheel: its needle turned ``angle`` degrees clockwise from Zero,
    and the hub over it, ringed with ``ring`` (:func:`hub_pen`)."""
    side = min(width, height) - 8
    if side <= 0:
        return
    cx, cy = width / 2, height / 2
    radius = side / 2
    ring = ring if ring is not None else QPen(QColor(TEXT))
    p.save()
    p.translate(cx, cy)
    p.rotate(angle)
    p.setPen(QPen(QColor("#0b0e11"), max(1.0, radius * 0.01)))
    p.setBrush(QColor(GOLD))
    p.drawPolygon(_needle(radius))
    p.restore()
    p.setPen(ring)
    p.setBrush(QColor(RIM))
    p.drawEllipse(QPointF(cx, cy), radius * 0.09, radius * 0.09)
    p.setBrush(QColor("#0b0e11"))
    p.drawEllipse(QPointF(cx, cy), radius * 0.035, radius * 0.035)


FaceKey = tuple[int, int, float, str, frozenset[int]]
_FACES: dict[FaceKey, tuple[QPoint, QPixmap]] = {}
"""The wheel faces drawn lately: this round's and the one before (a board builds its wheel again on
a new language or a new scene; a 4K face is about 10 MB)."""
_FACES_KEPT = 2


def face_pixmap(width: int, height: int, ratio: float, font: QFont, greyed: frozenset[int]) -> tuple[QPoint, QPixmap]:
    """The wheel's face drawn once into a pixmap at the widget's device pixel ratio (sharp on a 4K
    projector), and where it goes in the widget: the square round the wheel, not the widget's width
    beside it. A spin then only draws the top over it, and the top's stop only the gold frame."""
    key: FaceKey = (width, height, ratio, font.key(), greyed)
    kept = _FACES.get(key)
    if kept is None:
        radius = (min(width, height) - 8) / 2
        margin = max(2.0, radius * 0.03) / 2 + 2  # the rim's outline and its antialiased edge
        corner = QPoint(math.floor(width / 2 - radius - margin), math.floor(height / 2 - radius - margin))
        side = math.ceil(2 * (radius + margin)) + 2
        face = QPixmap(max(1, math.ceil(side * ratio)), max(1, math.ceil(side * ratio)))
        face.setDevicePixelRatio(ratio)
        face.fill(Qt.GlobalColor.transparent)
        p = QPainter(face)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.translate(-corner.x(), -corner.y())  # whole pixels: the same pixels as drawn in place
        paint_face(p, width, height, font, greyed)
        p.end()
        while len(_FACES) >= _FACES_KEPT:
            _FACES.pop(next(iter(_FACES)))
        kept = _FACES[key] = (corner, face)
    return kept


class Wheel(QWidget):
    """The roulette: ``show_round(played, landed, animate)`` points the top at ``landed``.

    The face is drawn once per size and state (:func:`face_pixmap`); while the top turns, each
    frame repaints only the strip the needle leaves and enters, the face copied from the pixmap
    under the top drawn anew."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("quiz_wheel")
        self.setMinimumSize(200, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.played: frozenset[int] = frozenset()
        self.landed: int | None = None
        self.angle = 0.0
        """Where the top points, in degrees clockwise from the top (Zero)."""
        self.animation = QVariantAnimation(self)
        self.animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.animation.valueChanged.connect(self.on_turned)
        self.animation.finished.connect(self.update)

    # --- state ----------------------------------------------------------------------------------
    def show_round(self, played: frozenset[int], landed: int | None, *, animate: bool,
                   elapsed_ms: int = 0) -> None:
        """The played sectors and where the top stops; ``animate`` spins it there from where it
        points now, ``elapsed_ms`` into the turn (a wheel drawn again mid-spin goes on turning)."""
        self.played = played
        if landed is None:
            self.animation.stop()
            self.landed = None
            self.update()
            return
        target = landed * STEP
        if animate:
            self.animation.stop()
            start = self.angle % 360.0
            forward = (target - start) % 360.0
            self.angle = start
            self.animation.setStartValue(start)
            self.animation.setEndValue(start + TURNS * 360.0 + forward)
            self.animation.setDuration(SPIN_MS)
            self.landed = landed
            self.animation.start()
            if elapsed_ms > 0:
                self.animation.setCurrentTime(min(elapsed_ms, SPIN_MS - 1))
        elif not self.spinning() or landed != self.landed:
            self.animation.stop()
            self.landed = landed
            self.angle = target
        self.update()

    def spinning(self) -> bool:
        """The top is still turning (or held mid-turn)."""
        return self.animation.state() != QVariantAnimation.State.Stopped

    def greyed(self) -> frozenset[int]:
        """The sectors shown played: the round's own sector not yet (QZ-08)."""
        return self.played - {self.landed} if self.landed is not None else self.played

    def pointed_sector(self) -> int:
        """The sector the top points at now."""
        return round((self.angle % 360.0) / STEP) % SECTORS

    @Slot(object)
    def on_turned(self, value: object) -> None:
        before = self.top_rect()
        self.angle = float(value)  # type: ignore[arg-type]
        self.update(before.united(self.top_rect()))

    def top_rect(self) -> QRect:
        """The pixels the top covers at its angle now: all a frame of the spin repaints."""
        side = min(self.width(), self.height()) - 8
        if side <= 0:
            return QRect()
        radius = side / 2
        turned = QTransform().translate(self.width() / 2, self.height() / 2).rotate(self.angle)
        needle = turned.map(_needle(radius)).boundingRect()
        hub = QRectF(self.width() / 2 - radius * 0.09, self.height() / 2 - radius * 0.09,
                     radius * 0.18, radius * 0.18)
        pad = max(3.0, radius * 0.04) / 2 + 2  # the widest outline's half (the hub's ring) and the antialiased edge
        return needle.united(hub).adjusted(-pad, -pad, pad, pad).toAlignedRect()

    # --- painting -------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        if min(self.width(), self.height()) - 8 <= 0:
            return
        greyed = self.greyed()
        corner, face = face_pixmap(self.width(), self.height(), self.devicePixelRatioF(), self.font(), greyed)
        p = QPainter(self)
        p.drawPixmap(corner, face)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        stopped = not self.spinning() and self.landed is not None
        if stopped and self.landed is not None:
            paint_landed(p, self.width(), self.height(), self.landed)
        ring = hub_pen((min(self.width(), self.height()) - 8) / 2, greyed, stopped)
        paint_top(p, self.width(), self.height(), self.angle, ring)
        p.end()


class BlackBox(QWidget):
    """The black box brought in to music (QZ-09): closed until the verdict, then opened."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("quiz_black_box")
        self.setMinimumSize(200, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.opened = False

    def set_opened(self, opened: bool) -> None:
        if opened != self.opened:
            self.opened = opened
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        side = min(self.width(), self.height()) * 0.8
        if side <= 0:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        cx, cy = self.width() / 2, self.height() / 2 + side * 0.12
        w, h = side * 0.8, side * 0.45
        body = QRectF(cx - w / 2, cy - h / 2, w, h)
        p.setPen(QPen(QColor(RIM), max(2.0, side * 0.012)))
        p.setBrush(QColor("#050607"))
        p.drawRect(body)
        lid_h = side * 0.12
        lid = QPainterPath()
        if self.opened:  # the lid thrown back: the box is open
            lid.moveTo(body.left(), body.top())
            lid.lineTo(body.left() + w * 0.1, body.top() - lid_h * 2.6)
            lid.lineTo(body.right() - w * 0.1, body.top() - lid_h * 2.6)
            lid.lineTo(body.right(), body.top())
            glow = QRectF(body.left() + w * 0.08, body.top() - lid_h * 0.4, w * 0.84, lid_h * 0.8)
            p.setBrush(QColor(GOLD))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawEllipse(glow)
            p.setPen(QPen(QColor(RIM), max(2.0, side * 0.012)))
        else:
            lid.addRect(QRectF(body.left() - w * 0.03, body.top() - lid_h, w * 1.06, lid_h))
        p.setBrush(QColor(ZERO))
        p.drawPath(lid)
        p.end()


TONES = {"accent": "#ffd166", "good": "#3ecf8e", "bad": "#ff6b70", "muted": "#9aa3ad", "warn": "#ffb347",
         "violet": "#c792ea"}
"""The scene's tones as colours, the same as the web board's (``board.css``)."""
BACKGROUND, PANEL, LINE, FOREGROUND = "#101418", "#161d29", "#2a3447", "#f4f1ea"
DOTS = {"on": TONES["good"], "off": TONES["warn"], "gone": "#444444"}
"""A row's dot: the phone connected, not connected, the player gone."""


@dataclass(frozen=True)
class _TableLayout:
    """Where a :class:`TableBlock` puts its rows in its rectangle (two equal ones draw alike)."""

    px: int
    stacked: bool
    title_lines: int
    line: float
    widths: tuple[float, ...]
    total: float
    x0: float
    y: float
    bands: tuple[tuple[float, float], ...]
    """Each row's top and height (a stacked row's line under it included)."""


_LEFT = int((Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter).value)
_RIGHT = int((Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter).value)
"""A table cell's text's place in its rectangle (the flags worked out once)."""


K = TypeVar("K")
V = TypeVar("V")


def keep(kept: dict[K, V], key: K, most: int, value: V) -> V:
    """``value`` kept under ``key`` in ``kept``, a measure's memory of at most ``most`` entries
    (full, it starts again empty: the texts and sizes a board shows now are few)."""
    if len(kept) >= most:
        kept.clear()
    kept[key] = value
    return value


class TableBlock(QWidget):
    """A table of texts whose type shrinks until every row fits its rectangle (never a lost row).

    ``rows`` are lists of cell texts, ``tones`` each row's colour or None; ``numeric`` columns
    align right, ``dim`` columns are smaller and muted. ``unit`` gives pixels per design pixel.
    A table on the stage is centred in its rectangle; one beside it (``top``) starts at its top
    left, right under the column's title, as a list does."""

    ROW_PX = 52
    """A row's height at full size, in design pixels (1080 lines)."""

    def __init__(self, unit: Callable[[], float], parent: QWidget | None = None, *, top: bool = False) -> None:
        super().__init__(parent)
        self.unit = unit
        self.top = top
        self.title = ""
        self.rows: list[list[str]] = []
        self.tones: list[str | None] = []
        self.numeric: set[int] = set()
        self.dim: set[int] = set()
        self.dots: list[str | None] = []
        self.fitted_px = 0
        """The type size the last paint used (tests read it)."""
        self.fitted_title_px = 0
        """The title's type size the last paint used (tests read it)."""
        self._fitted_for: tuple[object, QFont, bool] | None = None
        self._row_steps: dict[bool, int] = {}  # the steps the rows' type was found at, stacked or not
        self.stacked = False
        """Whether the last fit put the cells after the name on a line under each row (:attr:`STACK_GAIN`)."""
        self.drawn = QRectF()
        """Where the last paint put the rows (tests read it)."""
        self._advances: dict[tuple[int, bool, bool, str], float] = {}
        self._row_widths: dict[tuple[tuple[int, bool, bool, bool], tuple[str, ...]], tuple[float, ...]] = {}
        """Each row's cells' widths (0 for a cell that takes no room) by the rows' type, whether stacked,
        and the row's texts (:meth:`_widths`): a change of one row measures that row alone."""
        self._under_widths: dict[tuple[tuple[int, bool, bool, bool], tuple[str, ...]], float] = {}
        self._title_lines: dict[tuple[str, int, float], int] = {}
        self._laid_out: tuple[tuple[object, ...], QRectF, _TableLayout] | None = None
        self._painted: _TableLayout | None = None  # where the last paint put the title and the rows
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_rows(self, title: str, rows: Sequence[Sequence[str]], tones: Sequence[str | None],
                 numeric: Sequence[int] = (), dim: Sequence[int] = (), dots: Sequence[str | None] = ()) -> None:
        """Show these rows. A change that leaves the table's type, its columns and its lines where
        they were (a ready mark, a score of the same width) repaints the rows it changed, not the table."""
        shape = (self.title, self.numeric, self.dim, len(self.rows), bool(self.dots))
        lines, old_rows, old_tones, old_dots = self._lines(), self.rows, self.tones, self.dots
        self.title, self.rows, self.tones = title, [list(r) for r in rows], list(tones)
        self.dots = list(dots) if any(dots) else []
        numeric_set, dim_set = set(numeric), set(dim)
        if numeric_set != self.numeric or dim_set != self.dim:  # a cell's type depends on its column's
            self._row_widths.clear()
            self._under_widths.clear()
        self.numeric, self.dim = numeric_set, dim_set
        if self._lines() != lines:
            self.updateGeometry()
        painted = self._painted
        if painted is None or shape != (self.title, self.numeric, self.dim, len(self.rows), bool(self.dots)) \
                or self._layout(QRectF(self.rect())) != painted:
            self.update()
            return
        reach = painted.line / 2  # a glyph may reach into the rows beside (they are drawn again, clipped)
        for index, (top, height) in enumerate(painted.bands):
            if (self.rows[index], self.tones[index], self.dots[index] if self.dots else None) != (
                    old_rows[index], old_tones[index], old_dots[index] if old_dots else None):
                self.update(QRectF(0, top - reach, self.width(), height + 2 * reach).toAlignedRect())

    def _lines(self) -> int:
        return len(self.rows) + (1 if self.title else 0)

    def sizeHint(self) -> QSize:
        return QSize(400, int(self._lines() * 18))

    def minimumSizeHint(self) -> QSize:
        return QSize(100, int(self._lines() * 14))

    def full_height(self) -> int:
        """The height at which every row shows at full size."""
        return int(self._lines() * self.ROW_PX * self.unit()) + 4

    TYPE = 0.66
    """A row's type in its line's height: as the web board's (1.3 em of line and .12 em above and
    below it, 0.65)."""
    STACK_GAIN = 1.2
    """A side table's cells after the name (but numbers) go on a line under each row when that makes
    its type this much larger (the quiz's experts with "captain, offline, sent off" by their names)."""
    TITLE = 0.8
    """A table's title in its rows' type, as the web board's (.8 em)."""

    def row_font(self, rect_height: float, rect_width: float) -> QFont:
        """The largest type (up to full size) at which every row fits the height and the width, the
        title wrapped over as many lines as it takes (as the web board's): narrowed in steps of 4 %,
        so that a table is never much smaller than it needs to be. Measured once for the same rows
        in the same room (a repaint of the same table takes the type it found)."""
        key = self._fit_key(rect_height, rect_width)
        if self._fitted_for is not None and self._fitted_for[0] == key:
            self.stacked = self._fitted_for[2]
            return QFont(self._fitted_for[1])
        font = self._row_font(rect_height, rect_width, stacked=False)
        self.stacked = False
        if self.top and any(self._under(r) for r in self.rows):
            under = self._row_font(rect_height, rect_width, stacked=True)
            if under.pixelSize() >= font.pixelSize() * self.STACK_GAIN:
                font, self.stacked = under, True
        self._fitted_for = (key, QFont(font), self.stacked)
        return font

    def _fit_key(self, rect_height: float, rect_width: float) -> tuple[object, ...]:
        """All that the rows' type and places depend on, but the rectangle's place."""
        return (rect_height, rect_width, self.unit(), self.font().key(), self.title, self.rows, self.numeric,
                self.dim, bool(self.dots), self.top)

    def _row_font(self, rect_height: float, rect_width: float, *, stacked: bool) -> QFont:
        """The first of the sizes full, 96 %, 96 %², … (60 of them, none under 7 pixels) at which
        the rows fit. A smaller type never needs more room, so the size is found by halving, from
        the step the table found last: a table whose rows changed a little keeps its type in two
        measures (every cell measured in each) instead of one a step from the full size."""
        px = self.ROW_PX * self.unit() * self.TYPE
        sizes = [px]
        for _ in range(ROW_STEPS - 1):
            sizes.append(sizes[-1] * 0.96)
        font = QFont(self.font())

        def fits(step: int) -> bool:
            font.setPixelSize(max(7, int(sizes[step])))
            if sizes[step] <= 7 or step == ROW_STEPS - 1:  # the smallest type, whatever it needs
                return True
            lines = self._row_lines(stacked) + self.title_lines(font, rect_width)
            return self._width(font, stacked) <= rect_width and lines * font.pixelSize() / self.TYPE <= rect_height

        last = self._row_steps.get(stacked, 0)
        if fits(last):
            fails, found = -1, last
            if last > 0 and not fits(last - 1):
                fails = last - 1
        else:
            fails, found = last, ROW_STEPS - 1
        while found - fails > 1:
            step = (fails + found) // 2
            if fits(step):
                found = step
            else:
                fails = step
        self._row_steps[stacked] = found
        font.setPixelSize(max(7, int(sizes[found])))
        return font

    def _row_lines(self, stacked: bool) -> int:
        """The rows' lines: one a row, and one more under a row with a note when ``stacked``."""
        return sum(1 + (1 if stacked and self._under(r) else 0) for r in self.rows)

    @staticmethod
    def indent(font: QFont) -> float:
        """How far a stacked row's line under it starts right of the row's name."""
        return font.pixelSize() * 0.8

    def _moved(self, i: int) -> bool:
        """Whether column ``i`` goes under its row when the table is stacked: every column but the
        first (the name) and the numbers."""
        return i != 0 and i not in self.numeric

    def _under(self, row: Sequence[str]) -> list[tuple[int, str]]:
        """A row's cells shown under it when stacked (a status, a role), with their columns."""
        return [(i, c) for i, c in enumerate(row) if self._moved(i) and c]

    def _under_width(self, font: QFont, look: tuple[int, bool, bool, bool], row: Sequence[str]) -> float:
        """How wide a stacked row's line under it is in the rows' ``font`` (``look``: its
        :meth:`_look`), measured once for the same texts in the same type."""
        key = (look, tuple(row))
        known = self._under_widths.get(key)
        if known is None:
            small, plain = self._small(font), font
            sep = self._advance(plain, " · ")
            cells = self._under(row)
            known = keep(self._under_widths, key, 1024,
                         sum(self._advance(small if i in self.dim else plain, c) for i, c in cells)
                         + sep * max(0, len(cells) - 1) + 2)
        return known

    def title_lines(self, font: QFont, width: float) -> int:
        """How many lines the title takes over rows in ``font`` at ``width`` (none without one),
        measured once for a title, a type size and a width (the family is the block's own)."""
        if not self.title:
            return 0
        key = (self.title, font.pixelSize(), width)
        lines = self._title_lines.get(key)
        if lines is None:
            metrics = QFontMetricsF(self.title_font(font))
            wrapped = metrics.boundingRect(QRectF(0, 0, max(1.0, width), 1e6), int(Qt.TextFlag.TextWordWrap.value),
                                           self.title.upper())
            lines = keep(self._title_lines, key, 256, max(1, round(wrapped.height() / metrics.lineSpacing())))
        return lines

    def _bold(self, i: int) -> bool:
        """Numbers are bold, and a stage table's first column; beside the stage the names are in
        the rows' plain type, as the web board's (a bold name would narrow the whole table)."""
        return i in self.numeric or (i == 0 and i not in self.dim and not self.top)

    @staticmethod
    def _look(font: QFont, stacked: bool) -> tuple[int, bool, bool, bool]:
        """What a row's measure depends on besides its texts, the block's family and its columns."""
        return font.pixelSize(), font.bold(), font.italic(), stacked

    def _widths(self, font: QFont, stacked: bool = False) -> list[float]:
        """Each column's width: its widest cell's (a column with nothing in it takes no room, nor a gap)."""
        look = self._look(font, stacked)
        columns = max((len(r) for r in self.rows), default=0)
        widths = [0.0] * columns
        for r in self.rows:
            for i, width in enumerate(self._cell_widths(font, look, r)):
                if width > widths[i]:
                    widths[i] = width
        return widths

    def _cell_widths(self, font: QFont, look: tuple[int, bool, bool, bool], row: Sequence[str]) -> tuple[float, ...]:
        """A row's cells' widths in the rows' ``font``, measured once for the same texts in the same type."""
        key = (look, tuple(row))
        known = self._row_widths.get(key)
        if known is None:
            bold = QFont(font)
            bold.setBold(True)
            small = self._small(font)
            stacked = look[3]
            known = keep(self._row_widths, key, 1024, tuple(
                self._advance(small if i in self.dim else bold if self._bold(i) else font, cell) + 2
                if cell and not (stacked and self._moved(i)) else 0.0
                for i, cell in enumerate(row)))
        return known

    def _advance(self, font: QFont, text: str) -> float:
        """How wide ``text`` is in ``font`` (the block's type at a size, bold or not), measured once:
        a change of a row measures the rows at two or three sizes each time, most of them unchanged
        (the block's own type's family and style are the same in all; a change of it forgets them)."""
        key = (font.pixelSize(), font.bold(), font.italic(), text)
        width = self._advances.get(key)
        if width is None:
            width = keep(self._advances, key, 4096, QFontMetricsF(font).horizontalAdvance(text))
        return width

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:
            self._advances.clear()
            self._row_widths.clear()
            self._under_widths.clear()
            self._title_lines.clear()
        super().changeEvent(event)

    def gap(self, font: QFont) -> float:
        """The room between two columns: the web board's cell padding (.25 em a side beside the
        stage, .6 em on it)."""
        return font.pixelSize() * (0.5 if self.top else 1.2)

    def _dot_width(self, font: QFont) -> float:
        return font.pixelSize() * 0.9 if self.dots else 0.0

    def _width(self, font: QFont, stacked: bool = False) -> float:
        widths = self._widths(font, stacked)
        gap = self.gap(font)
        rows = sum(widths) + gap * max(0, len([w for w in widths if w]) - 1) + self._dot_width(font)
        if stacked:  # the lines under the rows, from where the rows' texts start
            look = self._look(font, True)
            under = max((self._under_width(font, look, r) for r in self.rows), default=0.0)
            rows = max(rows, self._dot_width(font) + self.indent(font) + under)
        return rows

    def title_font(self, font: QFont) -> QFont:
        """The title's type over rows in ``font``: bold, :attr:`TITLE` of their size."""
        title = QFont(font)
        title.setPixelSize(max(6, round(font.pixelSize() * self.TITLE)))
        title.setBold(True)
        return title

    @staticmethod
    def _small(font: QFont) -> QFont:
        small = QFont(font)
        small.setPixelSize(max(6, int(font.pixelSize() * 0.72)))
        return small

    def _layout(self, rect: QRectF) -> _TableLayout:
        """Where the rows go in ``rect``: their type, columns, line and each row's band (worked out
        once for the same rows in the same rectangle: a change asks before its paint does)."""
        key = self._fit_key(rect.height(), rect.width())
        if self._laid_out is not None and self._laid_out[1] == rect and self._laid_out[0] == key:
            return self._laid_out[2]
        font = self.row_font(rect.height(), rect.width())
        title_lines = self.title_lines(font, rect.width())
        stacked = self.stacked
        lines = max(1, self._row_lines(stacked) + title_lines)
        line = min(rect.height() / lines, font.pixelSize() / self.TYPE)
        total = self._width(font, stacked)
        x0, y = rect.left(), rect.top()
        if not self.top:
            x0 += max(0.0, (rect.width() - total) / 2)
            y += max(0.0, (rect.height() - line * lines) / 2)
        bands = []
        top = y + line * title_lines
        for r in self.rows:
            height = line * (2 if stacked and self._under(r) else 1)
            bands.append((top, height))
            top += height
        layout = _TableLayout(font.pixelSize(), stacked, title_lines, line, tuple(self._widths(font, stacked)),
                              total, x0, y, tuple(bands))
        self._laid_out = (key, QRectF(rect), layout)
        return layout

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.rows and not self.title:
            self._painted = None
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = QRectF(self.rect())
        font = self.row_font(rect.height(), rect.width())
        self.fitted_px = font.pixelSize()
        self.fitted_title_px = self.title_font(font).pixelSize()
        layout = self._painted = self._layout(rect)
        title_lines, stacked, line, widths = layout.title_lines, layout.stacked, layout.line, layout.widths
        gap = self.gap(font)
        total, x0, y = layout.total, layout.x0, layout.y
        self.drawn = QRectF(x0, y, total, line * max(1, self._row_lines(stacked) + title_lines))
        asked = QRectF(event.rect())
        if self.title:
            p.setFont(self.title_font(font))
            p.setPen(QColor(TONES["muted"]))
            title_font = self.title_font(font)
            over_rows = QFontMetricsF(title_font).horizontalAdvance(self.title.upper()) <= rect.right() - x0
            left = x0 if title_lines == 1 and over_rows else rect.left()  # over the rows, or wrapped across
            draw_text(p, QRectF(left, y, rect.right() - left, line * title_lines),  # the whole block
                       Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, self.title.upper())
            y += line * title_lines
        small = self._small(font)
        for index, (r, tone) in enumerate(zip(self.rows, self.tones, strict=False)):
            top, height = layout.bands[index]
            if top >= asked.bottom() or top + height <= asked.top():
                y += height  # a row the repaint does not reach is not drawn (Qt would clip it)
                continue
            x = x0
            if self.dots:
                dot = self.dots[index] if index < len(self.dots) else None
                if dot:
                    d = font.pixelSize() * 0.4
                    p.setPen(Qt.PenStyle.NoPen)
                    p.setBrush(QColor(DOTS.get(dot, TONES["muted"])))
                    p.setRenderHint(QPainter.RenderHint.Antialiasing)
                    p.drawEllipse(QRectF(x, y + (line - d) / 2, d, d))
                x += self._dot_width(font)
            for i, cell in enumerate(r):
                if stacked and self._moved(i):
                    continue  # on the line under the row
                w = widths[i] if i < len(widths) else 0.0
                if cell:  # an empty cell draws nothing (a quiz expert's status, most of the time)
                    cell_font = small if i in self.dim else font
                    cell_font.setBold(self._bold(i))
                    p.setFont(cell_font)
                    color = TONES["muted"] if i in self.dim else TONES.get(tone or "", FOREGROUND)
                    p.setPen(QColor(color))
                    draw_text(p, QRectF(x, y, max(w, 1.0), line), _RIGHT if i in self.numeric else _LEFT, cell)
                x += w + (gap if w else 0.0)
            y += line
            under = self._under(r) if stacked else []
            if under:
                x = x0 + self._dot_width(font) + self.indent(font)
                plain = QFont(font)
                plain.setBold(False)
                for n, (i, cell) in enumerate(under):
                    text = cell if n == len(under) - 1 else cell + " · "
                    cell_font = small if i in self.dim else plain
                    p.setFont(cell_font)
                    p.setPen(QColor(TONES["muted"] if i in self.dim else TONES.get(tone or "", FOREGROUND)))
                    draw_text(p, QRectF(x, y, rect.right() - x, line), Qt.AlignmentFlag.AlignLeft
                               | Qt.AlignmentFlag.AlignVCenter, text)
                    x += QFontMetricsF(cell_font).horizontalAdvance(text)
                y += line
        p.end()


class SeatsBlock(QWidget):
    """Places round a table (mafia): two rows of tiles with the place, the name, the fouls as dots."""

    def __init__(self, unit: Callable[[], float], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.unit = unit
        self.seats: list[dict[str, Any]] = []
        self.notes: list[str] = []
        self.max_fouls = 4
        self.name_px = 0
        """The names' type size the last paint used (tests read it)."""
        self.elided: list[str] = []
        """The names and notes the last paint had to cut short (none, unless a name is too long
        for its tile at the least type)."""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def set_seats(self, seats: Sequence[dict[str, Any]], notes: Sequence[str], max_fouls: int) -> None:
        self.seats, self.notes, self.max_fouls = list(seats), list(notes), max(1, max_fouls)
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(800, int(2 * 150 * self.unit()))

    def minimumSizeHint(self) -> QSize:
        return QSize(200, 90)

    def tile_rects(self) -> list[QRectF]:
        n = len(self.seats)
        if not n:
            return []
        cols = max(1, (n + 1) // 2)
        gap = 10 * self.unit()
        w = (self.width() - gap * (cols - 1)) / cols
        h = min((self.height() - gap) / 2, w * 0.9)
        top = (self.height() - (2 * h + gap)) / 2
        return [QRectF(i % cols * (w + gap), top + i // cols * (h + gap), w, h) for i in range(n)]

    NAME = 0.24
    """A name's type in its tile's height at most (the web board's .85 em beside its 1.5 em place)."""
    LEAST_NAME = 0.15
    """The least type a name shrinks to, in its tile's height, before the longest is elided."""

    NOTE = 0.14
    """A note's type (nominated, on the vote) in its tile's height at most; it shrinks as a name does."""
    LEAST_NOTE = 0.09
    """The least type a note shrinks to, in its tile's height."""

    def name_font(self, rect: QRectF) -> QFont:
        """The names' type for tiles as large as ``rect``: one size for every tile, the largest up to
        :attr:`NAME` of the tile's height at which the longest name fits its tile's width."""
        return self._fitting(rect, [str(s.get("name") or "") for s in self.seats], self.NAME, self.LEAST_NAME)

    def _fitting(self, rect: QRectF, texts: Sequence[str], most: float, least: float) -> QFont:
        """The largest type up to ``most`` of the tile's height (down to ``least`` of it, no further)
        at which the widest of ``texts`` fits the tile's width."""
        font = QFont(self.font())
        px = rect.height() * most
        while True:
            font.setPixelSize(max(7, int(px)))
            widest = max((QFontMetricsF(font).horizontalAdvance(t) for t in texts), default=0.0)
            if widest <= rect.width() * 0.92 or px <= rect.height() * least or px <= 7:
                return font
            px *= 0.95

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rects = self.tile_rects()
        names = self.name_font(rects[0]) if rects else QFont(self.font())
        notes = self._fitting(rects[0], [n for n in self.notes if n], self.NOTE, self.LEAST_NOTE) if rects \
            else QFont(self.font())
        self.name_px = names.pixelSize()
        self.elided = []
        for seat, note, rect in zip(self.seats, self.notes, rects, strict=False):
            state = str(seat.get("state") or "in")
            border = {"speaking": TONES["accent"], "nominated": TONES["bad"]}.get(state, LINE)
            p.setOpacity(0.35 if state == "out" else 1.0)
            p.setPen(QPen(QColor(border), max(2.0, rect.height() * 0.03)))
            p.setBrush(QColor("#2a2410" if state == "speaking" else PANEL))
            p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), rect.height() * 0.08, rect.height() * 0.08)
            font = QFont(self.font())
            font.setBold(True)
            font.setPixelSize(max(8, int(rect.height() * 0.28)))
            p.setFont(font)
            p.setPen(QColor(FOREGROUND))
            draw_text(p, QRectF(rect.left(), rect.top() + rect.height() * 0.03, rect.width(), rect.height() * 0.32),
                       Qt.AlignmentFlag.AlignCenter, str(seat.get("place", "")))
            p.setFont(names)
            name = QFontMetricsF(names).elidedText(str(seat.get("name") or ""), Qt.TextElideMode.ElideRight,
                                                   rect.width() * 0.92)
            if name != str(seat.get("name") or ""):
                self.elided.append(str(seat.get("name") or ""))
            p.setPen(QColor(TONES.get(str(seat.get("tone") or ""), FOREGROUND)))
            draw_text(p, QRectF(rect.left(), rect.top() + rect.height() * 0.35, rect.width(), rect.height() * 0.28),
                       Qt.AlignmentFlag.AlignCenter, name)
            if note:
                if QFontMetricsF(notes).horizontalAdvance(note) > rect.width() * 0.92:
                    self.elided.append(note)
                p.setFont(notes)
                p.setPen(QColor(TONES["muted"]))
                draw_text(p, QRectF(rect.left(), rect.top() + rect.height() * 0.63, rect.width(), rect.height() * 0.18),
                           Qt.AlignmentFlag.AlignCenter,
                           QFontMetricsF(notes).elidedText(note, Qt.TextElideMode.ElideRight, rect.width() * 0.92))
            fouls = int(seat.get("fouls") or 0)
            d = rect.height() * 0.07
            x = rect.center().x() - (self.max_fouls * d * 1.6) / 2 + d * 0.3
            y = rect.bottom() - rect.height() * 0.13
            p.setPen(Qt.PenStyle.NoPen)
            for i in range(self.max_fouls):
                p.setBrush(QColor(TONES["warn"] if i < fouls else "#2b3445"))
                p.drawEllipse(QRectF(x + i * d * 1.6, y, d, d))
        p.end()


class ProgressBlock(QWidget):
    """How many of how many (never who, SPY-20): a bar and ``n / m``."""

    def __init__(self, unit: Callable[[], float], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.unit = unit
        self.n = self.m = 0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    @staticmethod
    def height_at(unit: float) -> int:
        """The bar's height at ``unit`` pixels per design pixel."""
        return max(16, int(56 * unit))

    def set_count(self, n: int, m: int) -> None:
        self.n, self.m = n, m
        self.setFixedHeight(self.height_at(self.unit()))
        self.update()

    def text(self) -> str:
        return f"{self.n} / {self.m}"

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = self.height()
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(8, int(h * 0.7)))
        p.setFont(font)
        label = QFontMetricsF(font).horizontalAdvance("00 / 00") + h * 0.4
        w = self.width() * 0.6
        x = (self.width() - w) / 2
        bar = QRectF(x, h * 0.3, w - label, h * 0.4)
        p.setPen(QPen(QColor(LINE), 1))
        p.setBrush(QColor(PANEL))
        p.drawRoundedRect(bar, bar.height() / 2, bar.height() / 2)
        if self.m > 0 and self.n > 0:
            p.setBrush(QColor("#4da3ff"))
            filled = QRectF(bar.left(), bar.top(), bar.width() * min(1.0, self.n / self.m), bar.height())
            p.drawRoundedRect(filled, bar.height() / 2, bar.height() / 2)
        p.setPen(QColor(FOREGROUND))
        draw_text(p, QRectF(bar.right() + h * 0.3, 0, label, h), Qt.AlignmentFlag.AlignVCenter, self.text())
        p.end()
