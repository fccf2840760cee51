"""The Elite Club quiz "Почему? Куда? Зачем?" at the console (QZ-01..QZ-31): the Croupier's desk and
the projector's board with the roulette. The phones and the web board are in
``resources/web/static/quiz/``. The package's modules are the ones every game has: ``desk``,
``panels``, ``board``, ``texts`` and ``cues`` (its sounds), with the roulette's drawing in
``wheel``."""

from __future__ import annotations

from .board import QuizBoard
from .desk import QuizDesk
from .texts import TITLE

DESK = QuizDesk
BOARD = QuizBoard

__all__ = ["BOARD", "DESK", "TITLE", "QuizBoard", "QuizDesk"]
