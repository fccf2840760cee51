"""Club mafia at the console (MAF-01..MAF-24): the desk in the moderator window and the board on
the projector."""

from __future__ import annotations

from ._board import MafiaBoard
from ._desk import MafiaDesk

DESK = MafiaDesk
BOARD = MafiaBoard

__all__ = ["BOARD", "DESK", "MafiaBoard", "MafiaDesk"]
