"""The spy game at the console (SPY-01..SPY-40): its desk in the moderator window and its board on
the projector. The package's modules are the ones every game has: ``desk`` (the commands and the
event log's words), ``panels``, ``board``, ``texts`` and ``cues`` (its sounds)."""

from __future__ import annotations

from .board import BoardWindow
from .desk import SpyDesk
from .texts import TITLE as TITLE

DESK = SpyDesk
BOARD = BoardWindow
