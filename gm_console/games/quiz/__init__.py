"""The Elite Club quiz «Почему? Куда? Зачем?» at the console (QZ-01..QZ-31): the Croupier's desk.
The phones are in ``gm_resources/web/static/quiz/``. The package's modules are the ones every game
has: ``desk``, ``panels``, ``texts`` and ``cues`` (its sounds). Its board, with the roulette, is the
scene of ``rules/quiz/board.py``, which the projector (``gm_console/board_window.py``) and every TV
draw."""

from __future__ import annotations

from .desk import QuizDesk
from .texts import TITLE

DESK = QuizDesk

__all__ = ["DESK", "TITLE", "QuizDesk"]
