"""What the mafia panels share: the phases they show in, and small widget helpers."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QWidget

from ....views import Json
from ..texts import places

NIGHT_PHASES = ("night", "acquaintance")
DAY_PHASES = ("free_talk", "circle", "nominee_vote", "defence", "first_day_question", "hands", "car_crash",
              "last_words")
VOTE_PHASES = ("nominee_vote", "hands", "first_day_question", "car_crash")


def bold(widget: QWidget, bigger: int = 0) -> None:
    font = QFont(widget.font())
    font.setBold(True)
    font.setPointSize(font.pointSize() + bigger)
    widget.setFont(font)


def clear_layout(layout: Any) -> None:
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget()
        if widget is not None:
            widget.hide()
            widget.deleteLater()
        elif item.layout() is not None:
            clear_layout(item.layout())


def living(view: Json) -> int:
    return sum(1 for p in places(view) if p.get("alive"))
