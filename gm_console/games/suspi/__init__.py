"""SUSPI at the console (SUS-01..SUS-46): its desk in the moderator window and its board on the
projector, read from the views (``rules/suspi/VIEWS.md``); the console decides nothing (PLT-01).
The package's modules are the ones every game has: ``desk``, ``panels``, ``board``, ``texts`` and
``cues`` (its sounds)."""

from __future__ import annotations

from .board import SuspiBoard
from .desk import SuspiDesk
from .texts import TITLE as TITLE

DESK = SuspiDesk
BOARD = SuspiBoard
