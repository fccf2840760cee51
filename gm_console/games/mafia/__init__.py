"""Club mafia at the console (MAF-01..MAF-24): the desk in the moderator window and the board on
the projector. The package's modules are the ones every game has: ``desk``, ``panels`` (a package:
the day, the night and the evening), ``board``, ``texts`` and ``cues`` (its sounds), with the seat
ring's drawing in ``ring``."""

from __future__ import annotations

from .board import MafiaBoard
from .desk import MafiaDesk
from .texts import TITLE as TITLE

DESK = MafiaDesk
BOARD = MafiaBoard
