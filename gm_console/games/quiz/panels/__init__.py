"""The quiz's panels at the Croupier's desk (QZ-01..QZ-31): the lobby (the pack and its import,
the black box, the options, the captain) and the game (the roulette and the round's steps, the
minute, the question with its answer, the lifelines and the experts with their penalties).

Every button shows one of the desk's commands; what a panel shows comes from the moderator view
(PLT-01); a change of the options is asked of the desk (``option_chosen``), never sent from here.
"""

from __future__ import annotations

from .lobby import OPTION_SHORTCUTS, QuizOptionsPanel
from .round import ExpertsPanel, LifelinesPanel, MinutePanel, QuestionPanel, RoundPanel

__all__ = ["OPTION_SHORTCUTS", "ExpertsPanel", "LifelinesPanel", "MinutePanel", "QuestionPanel", "QuizOptionsPanel",
           "RoundPanel"]
