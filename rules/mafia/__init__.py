"""Club sport mafia (rule clauses MAF-01..MAF-24)."""

from .game import MafiaGame, MafiaState, Phase
from .roles import Role, parse_catalog

__all__ = ["MafiaGame", "MafiaState", "Phase", "Role", "parse_catalog"]
