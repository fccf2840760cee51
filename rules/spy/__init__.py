"""The spy game (rule clauses SPY-01..SPY-39)."""

from .game import Phase, RoundOutcome, SpyGame, SpyState

__all__ = ["Phase", "RoundOutcome", "SpyGame", "SpyState"]
