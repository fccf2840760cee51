"""SUSPI at the console (SUS-01..SUS-46): its desk in the moderator window, read from the views
(``rules/suspi/VIEWS.md``); the console decides nothing (PLT-01). The package's modules are the ones
every game has: ``desk``, ``panels``, ``texts`` and ``cues`` (its sounds). Its board is the scene of
``rules/suspi/board.py``, which the projector (``gm_console/board_window.py``) and every TV draw."""

from __future__ import annotations

from .desk import SuspiDesk
from .texts import TITLE as TITLE

DESK = SuspiDesk
