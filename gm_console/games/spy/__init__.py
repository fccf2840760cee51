"""The spy game at the console (SPY-01..SPY-39): its desk in the moderator window. The package's
modules are the ones every game has: ``desk`` (the commands and the event log's words), ``panels``,
``texts`` and ``cues`` (its sounds). Its board is the scene of ``rules/spy/board.py``, which the
projector (``gm_console/board_window.py``) and every TV draw."""

from __future__ import annotations

from .desk import SpyDesk
from .texts import TITLE as TITLE

DESK = SpyDesk
