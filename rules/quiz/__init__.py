"""The Elite Club quiz "Почему? Куда? Зачем?" (rule clauses QZ-01..QZ-31)."""

from .game import Lifeline, PenaltyKind, Phase, QuizGame, QuizState, Verdict
from .pack import Pack, PackError, Question, import_chgk, parse_pack

__all__ = [
    "Lifeline", "Pack", "PackError", "PenaltyKind", "Phase", "Question", "QuizGame", "QuizState", "Verdict",
    "import_chgk", "parse_pack",
]
