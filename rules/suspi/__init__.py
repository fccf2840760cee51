"""SUSPI, murder in a Warsaw villa, 1932 (rule clauses SUS-01..SUS-46)."""

from .content import Content, ContentError, parse_content
from .game import Phase, SuspiGame, SuspiState

__all__ = ["Content", "ContentError", "Phase", "SuspiGame", "SuspiState", "parse_content"]
