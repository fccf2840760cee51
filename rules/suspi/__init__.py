"""SUSPI, murder in a Warsaw villa, 1932 (rule clauses SUS-01..SUS-46)."""

from .content import Content, parse_content
from .game import Phase, SuspiGame, SuspiState

__all__ = ["Content", "Phase", "SuspiGame", "SuspiState", "parse_content"]
