"""Club sport mafia (rule clauses MAF-01..MAF-24)."""

from .game import MafiaGame, MafiaState, Phase
from .roles import CatalogError, Role, parse_catalog

__all__ = ["CatalogError", "MafiaGame", "MafiaState", "Phase", "Role", "parse_catalog"]
