"""The seat ring: the places of the game around the table, as the host sees them (MAF-04..MAF-20).

Each place shows its number, the nickname, whether the player is in or out (and how), the role once
revealed (MAF-06) or, when the host does not play, the secret role in a dim line, the fouls (MAF-18),
immunity (MAF-20), a silenced seat (MAF-05), a nomination (MAF-08), the current speaker and, at
night, who is awake now (MAF-15). A click picks a place; the desk's keys act on the picked place.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ... import views
from ...table_model import TableModel
from ...views import Json
from .texts import MafiaTexts, places

TILE_W, TILE_H = 132, 74
COLORS = {
    "tile": QColor("#fbfaf7"),
    "out": QColor("#d7d5d0"),
    "text": QColor("#1d1f22"),
    "dim": QColor("#6b6f76"),
    "speaker": QColor("#f2b01e"),
    "picked": QColor("#1e63d6"),
    "awake": QColor("#dce8ff"),
    "red": QColor("#c62828"),
    "black": QColor("#202225"),
    "loner": QColor("#6a1b9a"),
    "foul": QColor("#d84315"),
    "foul_empty": QColor("#c9c6c0"),
    "immune": QColor("#1b7f3b"),
    "silenced": QColor("#7b5ea7"),
    "nominated": QColor("#b36b00"),
    "candidate": QColor("#b3261e"),
    "felt": QColor("#2e5d46"),
}


class SeatRing(QWidget):
    """The places in a ring, the phase and the speaker in the middle.

    Signals:
        place_clicked(int): the host clicked a place.
    """

    place_clicked = Signal(int)

    def __init__(self, model: TableModel, texts: MafiaTexts, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seat_ring")
        self.model = model
        self.texts = texts
        self.picked: int | None = None
        self.centre_text = ""
        self.clock_text = ""
        self.setMinimumSize(420, 330)  # 15 places still read on a laptop's screen (PLT-12)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(False)
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)

    def sizeHint(self) -> QSize:
        return QSize(640, 470)

    # --- geometry -----------------------------------------------------------------------------------
    def place_rects(self) -> dict[int, QRectF]:
        """Where each place sits: clockwise around a long table seen from above, place 1 at the top
        left, the sides sharing what the long edges leave."""
        rows = places(self.model.view)
        count = len(rows)
        out: dict[int, QRectF] = {}
        if not count:
            return out
        w, h = self.width(), self.height()
        top = max(1, math.ceil(count * 0.3))
        bottom = top
        right = (count - top - bottom + 1) // 2
        left = count - top - bottom - right
        gap = 6.0
        tw = min(TILE_W * 1.25, (w - gap * (top + 1)) / top)
        side_rows = max(right, left)
        th = min(TILE_H * 1.1, (h - gap * (side_rows + 3)) / (side_rows + 2))
        spots: list[QPointF] = []
        row_gap = (w - top * tw) / (top + 1)
        for i in range(top):
            spots.append(QPointF(row_gap + i * (tw + row_gap), gap))
        column_h = h - 2 * th - 4 * gap

        def column(n: int, x: float, down: bool) -> None:
            step = (column_h - n * th) / (n + 1)
            ys = [2 * gap + th + step + i * (th + step) for i in range(n)]
            for y in ys if down else reversed(ys):
                spots.append(QPointF(x, y))

        column(right, w - tw - gap, True)
        for i in reversed(range(bottom)):
            spots.append(QPointF(row_gap + i * (tw + row_gap), h - th - gap))
        column(left, gap, False)
        for row, spot in zip(rows, spots, strict=False):
            out[int(row["place"])] = QRectF(spot.x(), spot.y(), tw, th)
        return out

    def felt_rect(self) -> QRectF:
        w, h = self.width(), self.height()
        return QRectF(w * 0.2, h * 0.24, w * 0.6, h * 0.52)

    def place_at(self, point: QPointF) -> int | None:
        for place, rect in self.place_rects().items():
            if rect.contains(point):
                return place
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        place = self.place_at(event.position())
        if place is not None and event.button() == Qt.MouseButton.LeftButton:
            self.place_clicked.emit(place)
        super().mousePressEvent(event)

    # --- painting -----------------------------------------------------------------------------------
    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        game = views.game(self.model.view)
        rows = places(self.model.view)
        night = game.get("phase") in ("night", "acquaintance")
        felt = QColor("#1b2433") if night else COLORS["felt"]
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(felt)
        felt_rect = self.felt_rect()
        painter.drawRoundedRect(felt_rect, felt_rect.height() / 2, felt_rect.height() / 2)
        self._centre(painter, felt_rect.adjusted(felt_rect.height() / 4, 8, -felt_rect.height() / 4, -8))
        if not rows:
            return
        secrets = views.secrets(self.model.view) or {}
        secret_roles = {r.get("place"): r.get("role") for r in secrets.get("roles") or []}
        awake = set(secrets.get("awake") or [])
        nominated = {n.get("place") for n in game.get("nominations") or []}
        candidates = set((game.get("ballot") or {}).get("candidates") or [])
        speaker = game.get("speaker")
        for place, rect in self.place_rects().items():
            row = next(r for r in rows if r.get("place") == place)
            self._tile(painter, rect, row, speaker=place == speaker, awake=night and place in awake,
                       secret=secret_roles.get(place), nominated=place in nominated,
                       candidate=place in candidates)
        painter.end()

    def _centre(self, painter: QPainter, rect: QRectF) -> None:
        painter.setPen(QColor("#f4f1ea"))
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() + 3)
        font.setBold(True)
        painter.setFont(font)
        top = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.55)
        painter.drawText(top, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), self.centre_text)
        if self.clock_text:
            big = QFont(font)
            big.setPointSizeF(font.pointSizeF() * 2.2)
            painter.setFont(big)
            bottom = QRectF(rect.left(), rect.top() + rect.height() * 0.5, rect.width(), rect.height() * 0.5)
            painter.drawText(bottom, int(Qt.AlignmentFlag.AlignCenter), self.clock_text)

    def _tile(self, painter: QPainter, rect: QRectF, row: Json, *, speaker: bool, awake: bool,
              secret: str | None, nominated: bool, candidate: bool) -> None:
        alive = bool(row.get("alive"))
        place = int(row.get("place", 0))
        fill = COLORS["awake"] if awake else COLORS["tile"] if alive else COLORS["out"]
        border = COLORS["picked"] if place == self.picked else COLORS["speaker"] if speaker else QColor("#8d8a84")
        pen = QPen(border, 4 if place == self.picked or speaker else 1)
        painter.setPen(pen)
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 8, 8)
        shown_role = row.get("role")
        team = self.texts.role_team(shown_role or secret)
        if team:  # a stripe on the left: the card's colour, known to the host (or revealed)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(COLORS.get(team, COLORS["dim"]))
            painter.drawRoundedRect(QRectF(rect.left() + 3, rect.top() + 6, 5, rect.height() - 12), 2, 2)
        base = QFont(self.font())
        pad = 12
        inner = rect.adjusted(pad, 4, -6, -4)
        line = inner.height() / 4
        # line 1: the place number and the nickname
        number = QFont(base)
        number.setBold(True)
        number.setPointSizeF(base.pointSizeF() + 2)
        painter.setFont(number)
        painter.setPen(COLORS["text"] if alive else COLORS["dim"])
        head = QRectF(inner.left(), inner.top(), inner.width(), line * 1.3)
        painter.drawText(head, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), str(place))
        metrics = painter.fontMetrics()
        offset = metrics.horizontalAdvance(str(place)) + 6
        name_font = QFont(base)
        name_font.setBold(alive)
        name_font.setStrikeOut(not alive)
        painter.setFont(name_font)
        name_rect = QRectF(inner.left() + offset, inner.top(), inner.width() - offset, line * 1.3)
        name = painter.fontMetrics().elidedText(str(row.get("nickname") or ""), Qt.TextElideMode.ElideRight,
                                                int(name_rect.width()))
        painter.drawText(name_rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), name)
        # line 2: how the player left, or the role (revealed, or the host's secret)
        small = QFont(base)
        small.setPointSizeF(max(7.0, base.pointSizeF() - 1))
        painter.setFont(small)
        second = QRectF(inner.left(), inner.top() + line * 1.3, inner.width(), line)
        parts = []
        if not alive:
            parts.append(self.texts.out(row.get("out")))
        if shown_role:
            parts.append(self.texts.role(shown_role))
        elif not alive:
            parts.append(self.tr("not revealed"))  # MAF-06: the swindler's victim
        text = " · ".join(p for p in parts if p)
        if text:
            painter.setPen(COLORS["red"] if not alive else COLORS["text"])
        elif secret:
            text = self.texts.role(secret)
            italic = QFont(small)
            italic.setItalic(True)
            painter.setFont(italic)
            painter.setPen(COLORS["dim"])
        painter.drawText(second, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(second.width())))
        # line 3: fouls as dots (MAF-18), then badges
        third_top = inner.top() + line * 2.4
        fouls = int(row.get("fouls") or 0)
        dot = 9.0
        for i in range(3):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(COLORS["foul"] if i < fouls else COLORS["foul_empty"])
            painter.drawEllipse(QRectF(inner.left() + i * (dot + 3), third_top + (line - dot) / 2, dot, dot))
        badges = []
        if row.get("immune"):
            badges.append((self.tr("immune"), COLORS["immune"]))  # MAF-20
        if row.get("silenced"):
            badges.append((self.tr("silent"), COLORS["silenced"]))  # MAF-05
        if candidate:
            badges.append((self.tr("on the vote"), COLORS["candidate"]))
        elif nominated:
            badges.append((self.tr("nominated"), COLORS["nominated"]))  # MAF-08
        x = inner.left() + 3 * (dot + 3) + 4
        painter.setFont(small)
        for text, color in badges:
            width = painter.fontMetrics().horizontalAdvance(text) + 8
            badge = QRectF(x, third_top, width, line + 2)
            if badge.right() > rect.right() - 2:
                break
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(color)
            painter.drawRoundedRect(badge, 4, 4)
            painter.setPen(QColor("#ffffff"))
            painter.drawText(badge, int(Qt.AlignmentFlag.AlignCenter), text)
            x += width + 3
