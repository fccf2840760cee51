"""Club mafia at the console (MAF-01..MAF-24): the desk in the moderator window. The package's
modules are the ones every game has: ``desk``, ``panels`` (a package: the day, the night and the
evening), ``texts`` and ``cues`` (its sounds), with the seat ring's drawing in ``ring``. Its board
is the scene of ``rules/mafia/board.py``, which the projector and every TV draw."""

from __future__ import annotations

from .desk import MafiaDesk
from .texts import TITLE as TITLE

DESK = MafiaDesk
