"""The roulette (QZ-08, QZ-10) and the black box (QZ-09), painted for the projector.

The wheel has 16 sectors: Zero (the black box, green) at the top and the envelopes 1–15 clockwise.
The top in the middle spins and stops on the sector the table chose (``roulette.landed`` of the
view); the wheel never chooses. Played sectors are greyed and crossed out.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation, Slot
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

SECTORS = 16
STEP = 360.0 / SECTORS
SPIN_MS = 4200
"""How long the top spins; tests and screenshots shrink it."""
TURNS = 4
"""Whole turns before the top slows down onto its sector."""
ZERO, ENVELOPE_A, ENVELOPE_B, PLAYED = "#1f8a4c", "#8c1c2c", "#1d2733", "#3a3f46"
GOLD, RIM, TEXT, DIM = "#ffd166", "#c9a227", "#f4f1ea", "#8a929b"


class Wheel(QWidget):
    """The roulette: ``show_round(played, landed, animate)`` points the top at ``landed``."""

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
    def show_round(self, played: frozenset[int], landed: int | None, *, animate: bool) -> None:
        """The played sectors and where the top stops; ``animate`` spins it there (a new spin)."""
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
        elif not self.spinning() or landed != self.landed:
            self.animation.stop()
            self.landed = landed
            self.angle = target
        self.update()

    def spinning(self) -> bool:
        """The top is still turning (or held mid-turn)."""
        return self.animation.state() != QVariantAnimation.State.Stopped

    def pointed_sector(self) -> int:
        """The sector the top points at now."""
        return round((self.angle % 360.0) / STEP) % SECTORS

    @Slot(object)
    def on_turned(self, value: object) -> None:
        self.angle = float(value)  # type: ignore[arg-type]
        self.update()

    # --- painting -------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        side = min(self.width(), self.height()) - 8
        if side <= 0:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        cx, cy = self.width() / 2, self.height() / 2
        radius = side / 2
        box = QRectF(cx - radius, cy - radius, side, side)
        p.setPen(QPen(QColor(RIM), max(2.0, radius * 0.03)))
        p.setBrush(QColor("#0b0e11"))
        p.drawEllipse(box)
        inner = box.adjusted(radius * 0.05, radius * 0.05, -radius * 0.05, -radius * 0.05)
        stopped = not self.spinning() and self.landed is not None
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(8, int(radius * 0.12)))
        p.setFont(font)
        for sector in range(SECTORS):
            played = sector in self.played and sector != self.landed  # the round's own sector: not yet greyed
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
        if stopped and self.landed is not None:
            p.setPen(QPen(QColor(GOLD), max(3.0, radius * 0.04)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            start = 90.0 - (self.landed * STEP + STEP / 2)
            p.drawPie(inner, int(start * 16), int(STEP * 16))
        self._paint_top(p, cx, cy, radius)
        p.end()

    def _paint_top(self, p: QPainter, cx: float, cy: float, radius: float) -> None:
        p.save()
        p.translate(cx, cy)
        p.rotate(self.angle)
        needle = QPolygonF([QPointF(0, -radius * 0.66), QPointF(radius * 0.06, 0), QPointF(0, radius * 0.16),
                            QPointF(-radius * 0.06, 0)])
        p.setPen(QPen(QColor("#0b0e11"), max(1.0, radius * 0.01)))
        p.setBrush(QColor(GOLD))
        p.drawPolygon(needle)
        p.restore()
        p.setBrush(QColor(RIM))
        p.drawEllipse(QPointF(cx, cy), radius * 0.09, radius * 0.09)
        p.setBrush(QColor("#0b0e11"))
        p.drawEllipse(QPointF(cx, cy), radius * 0.035, radius * 0.035)


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
