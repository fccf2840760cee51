"""The Elite Club quiz "Почему? Куда? Зачем?" at the console (QZ-01..QZ-31): the Croupier's desk and
the projector's board with the roulette. The phones and the web board are in
``resources/web/static/quiz/``."""

from __future__ import annotations

from ._board import QuizBoard
from ._desk import QuizDesk

DESK = QuizDesk
BOARD = QuizBoard

__all__ = ["BOARD", "DESK", "QuizBoard", "QuizDesk"]
